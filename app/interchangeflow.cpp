#include "interchangeflow.h"

#include "actions.h"
#include "dialogs/importdialog.h"
#include "document.h"
#include "documentmanager.h"
#include "editors/documenteditor.h"
#include "formatregistry.h"
#include "mainwindow.h"
#include "modelexport.h"
#include "modelimport.h"
#include "prompts.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent>

namespace ackedit::app {

InterchangeFlow::InterchangeFlow(Actions *actions, MainWindow *window, Fail fail, Status status)
    : QObject(window), m_actions(actions), m_window(window), m_fail(std::move(fail)), m_status(std::move(status))
{
    connect(actions->importModel, &QAction::triggered, this, &InterchangeFlow::importModel);
    connect(actions->exportAsset, &QAction::triggered, this, [this] { exportCurrent(false); });
    connect(actions->exportAllFrames, &QAction::triggered, this, [this] { exportCurrent(true); });
    connect(window->documents(), &DocumentManager::currentChanged, this, &InterchangeFlow::updateEnabled);
    connect(window->documents(), &DocumentManager::documentAdded, this, &InterchangeFlow::updateEnabled);
    connect(window->documents(), &DocumentManager::documentClosed, this, &InterchangeFlow::updateEnabled);
    updateEnabled();
}

void InterchangeFlow::updateEnabled()
{
    const widgets::DocumentEditor *editor = m_window->documents()->currentEditor();
    const format::AssetFile *asset = editor ? editor->document()->asset() : nullptr;
    m_actions->exportAsset->setEnabled(asset != nullptr);
    m_actions->exportAllFrames->setEnabled(asset && asset->kind() == format::AssetFile::Kind::Model);
}

void InterchangeFlow::importModel()
{
    if (m_importing)
        return;
    const QStringList files = m_window->prompts()->openFileNames(
        m_window, QString(),
        tr("Models (*.obj *.fbx *.gltf *.glb *.3ds *.dae *.x *.ply *.stl *.blend *.lwo *.ms3d *.md2 *.md3 *.ase);;All files (*)"));
    if (files.isEmpty())
        return;
    const QString path = files.first();
    const interchange::ImportPreview preview = interchange::previewImport(path);
    if (!preview.error.isEmpty())
        return m_fail(tr("Import"), preview.error);
    widgets::ImportDialog dialog(QFileInfo(path).fileName(), preview, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const interchange::ImportOptions options = dialog.options();

    m_importing = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto progress = std::make_shared<std::atomic<int>>(0);
    m_progress = new QProgressDialog(tr("Importing %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 100, m_window);
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(300);
    connect(m_progress, &QProgressDialog::canceled, this, [cancel = m_cancel] { cancel->store(true); });
    auto *timer = new QTimer(m_progress);
    connect(timer, &QTimer::timeout, m_progress, [dialog = m_progress, progress] { dialog->setValue(progress->load()); });
    timer->start(100);

    auto *watcher = new QFutureWatcher<interchange::ImportResult>(this);
    connect(watcher, &QFutureWatcher<interchange::ImportResult>::finished, this, [this, watcher, path] {
        const interchange::ImportResult result = watcher->result();
        watcher->deleteLater();
        if (m_progress)
            m_progress->deleteLater();
        m_importing = false;
        if (result.cancelled) {
            m_status(tr("Import of %1 cancelled").arg(QDir::toNativeSeparators(path)));
            emit importFinished(false);
            return;
        }
        if (!result.error.isEmpty()) {
            m_fail(tr("Import"), result.error);
            emit importFinished(false);
            return;
        }
        std::unique_ptr<format::AssetFile> model;
        try {
            model = format::readAssetFile(result.mdl7);
        } catch (...) {
        }
        if (!model) { // our own writer's bytes: never expected
            m_fail(tr("Import"), tr("%1: the imported model could not be read back").arg(QDir::toNativeSeparators(path)));
            emit importFinished(false);
            return;
        }
        m_window->openAsset(std::move(model), QString());
        m_status(tr("Imported %1: %2 triangles, %3 frames, %4 skins; save it to keep it")
                     .arg(QFileInfo(path).fileName())
                     .arg(result.triangles)
                     .arg(result.frames)
                     .arg(result.skins));
        emit importFinished(true);
    });
    watcher->setFuture(QtConcurrent::run([path, options, cancel = m_cancel, progress] {
        return interchange::importModel(
            path, options, [progress](double done) { progress->store(int(done * 100)); }, cancel.get());
    }));
}

void InterchangeFlow::exportCurrent(bool allFrames)
{
    widgets::DocumentEditor *editor = m_window->documents()->currentEditor();
    if (!editor || !editor->document()->asset())
        return;
    const document::Document *doc = editor->document();
    const QString base = doc->fileName().isEmpty() ? tr("untitled") : QFileInfo(doc->fileName()).completeBaseName();
    const QString folder = doc->fileName().isEmpty() ? QDir::homePath() : QFileInfo(doc->fileName()).absolutePath();
    const QString filter = allFrames ? tr("glTF 2 binary (*.glb)") : tr("glTF 2 binary (*.glb);;Wavefront OBJ (*.obj)");
    QString out = m_window->prompts()->saveFileName(m_window, QDir(folder).filePath(base + QStringLiteral(".glb")), filter);
    if (out.isEmpty())
        return;
    if (QFileInfo(out).suffix().isEmpty())
        out += QStringLiteral(".glb");
    interchange::ExportOptions options;
    options.allFrames = allFrames;
    options.frame = editor->currentFrame();
    const interchange::ExportResult result = interchange::exportAsset(*doc->asset(), out, options);
    if (!result.error.isEmpty())
        return m_fail(tr("Export"), result.error);
    m_status(tr("Exported %1 triangles and %2 frames to %3").arg(result.triangles).arg(result.frames).arg(QDir::toNativeSeparators(out)));
}

} // namespace ackedit::app
