#include "mainwindow.h"

#include "frameselector.h"
#include "formatregistry.h"
#include "imageconvert.h"
#include "viewport/viewport.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QStatusBar>

#include <algorithm>

namespace ackedit::app {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("ackedit"));
    m_viewport = new widgets::Viewport(this);
    m_viewport->setObjectName(QStringLiteral("viewport"));
    setCentralWidget(m_viewport);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    statusBar()->addPermanentWidget(m_summary);
    m_frames = new widgets::FrameSelector(this);
    m_frames->setObjectName(QStringLiteral("frameSelector"));
    m_frames->setVisible(false);
    statusBar()->addPermanentWidget(m_frames);
    connect(m_frames, &widgets::FrameSelector::currentFrameChanged, m_viewport, &widgets::Viewport::setFrame);
    connect(m_viewport, &widgets::Viewport::frameChanged, m_frames, &widgets::FrameSelector::setCurrentFrame);

    createActions();
    updateSummary();
    resize(1200, 800);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("menuFile"));
    QAction *open = file->addAction(tr("&Open…"), this, &MainWindow::openFileDialog);
    open->setObjectName(QStringLiteral("actionOpen"));
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    // Undo and redo arrive with the documents' undo stacks; the menu is already where they go.
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("menuEdit"));
    QAction *undo = edit->addAction(tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setEnabled(false);
    QAction *redo = edit->addAction(tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setEnabled(false);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("menuView"));
    QAction *frameAll = view->addAction(tr("&Frame All"), m_viewport, &widgets::Viewport::frameAll);
    frameAll->setObjectName(QStringLiteral("actionFrameAll"));
    frameAll->setShortcut(QKeySequence(Qt::Key_F));
    view->addSeparator();
    m_nextFrame = view->addAction(tr("&Next Frame"), this,
                                  [this] { m_viewport->setFrame((m_viewport->currentFrame() + 1) % m_viewport->frameCount()); });
    m_nextFrame->setObjectName(QStringLiteral("actionNextFrame"));
    m_nextFrame->setShortcut(QKeySequence(Qt::Key_Period));
    m_previousFrame = view->addAction(tr("&Previous Frame"), this, [this] {
        const int n = m_viewport->frameCount();
        m_viewport->setFrame((m_viewport->currentFrame() + n - 1) % n);
    });
    m_previousFrame->setObjectName(QStringLiteral("actionPreviousFrame"));
    m_previousFrame->setShortcut(QKeySequence(Qt::Key_Comma));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("menuHelp"));
    QAction *about = help->addAction(tr("&About ackedit"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
}

QString MainWindow::demoPath()
{
    return QCoreApplication::applicationDirPath() + QStringLiteral("/demo/demo.mdl");
}

bool MainWindow::openDemo(const QString &path)
{
    if (!QFileInfo::exists(path)) {
        m_viewport->clearScene();
        m_asset.reset();
        m_name.clear();
        m_error.clear();
        updateSummary();
        statusBar()->showMessage(tr("No demo model at %1; use File ▸ Open to load a model.")
                                     .arg(QDir::toNativeSeparators(path)));
        return true;
    }
    return openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(tr("%1: cannot open: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    const QByteArray data = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        fail(tr("%1: cannot read: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    std::unique_ptr<format::AssetFile> asset;
    try {
        asset = format::readAssetFile(data);
    } catch (const format::FormatError &error) {
        fail(error.toString(name));
        return false;
    } catch (const std::bad_alloc &) {
        fail(tr("%1: not enough memory to load this file").arg(name));
        return false;
    }
    if (!asset) {
        fail(tr("%1: not a file ackedit can open").arg(name));
        return false;
    }
    setAsset(std::move(asset), name);
    return true;
}

void MainWindow::setAsset(std::unique_ptr<format::AssetFile> asset, const QString &displayName)
{
    m_viewport->clearScene();
    m_asset = std::move(asset);
    m_name = displayName;
    m_error.clear();
    if (m_asset) {
        QList<QImage> skins;
        for (int i = 0; i < m_asset->skinCount(); ++i)
            skins << document::toQImage(m_asset->skinImage(i));
        const int frames = std::max(m_asset->frameCount(), 1);
        // A frame that cannot be built shows nothing rather than taking the editor down.
        std::shared_ptr<const format::AssetFile> asset = m_asset;
        m_viewport->addAnimatedMesh(
            frames,
            [asset](int frame) {
                try {
                    return asset->mesh(frame);
                } catch (const format::FormatError &) {
                    return format::TriangleMesh();
                }
            },
            skins);
        m_frames->setFrames(frames, m_asset->frameNames());
        m_frames->setVisible(frames > 1);
        m_viewport->frameAll();
    }
    m_nextFrame->setEnabled(m_viewport->frameCount() > 1);
    m_previousFrame->setEnabled(m_viewport->frameCount() > 1);
    setWindowTitle(m_name.isEmpty() ? tr("ackedit") : tr("%1 — ackedit").arg(m_name));
    updateSummary();
    statusBar()->clearMessage();
}

QString MainWindow::summaryText() const
{
    if (!m_asset)
        return tr("No file");
    const format::TriangleMesh mesh = m_asset->mesh(0);
    QStringList parts;
    parts << m_name << m_asset->formatName();
    // No English translation file is loaded, so singular and plural are spelled out here.
    const int frames = m_asset->frameCount();
    const int skins = m_asset->skinCount();
    const auto vertices = qsizetype(mesh.positions.size());
    const auto triangles = qsizetype(mesh.triangles.size());
    parts << (frames == 1 ? tr("1 frame") : tr("%1 frames").arg(frames));
    parts << (skins == 1 ? tr("1 skin") : tr("%1 skins").arg(skins));
    parts << (vertices == 1 ? tr("1 vertex") : tr("%1 vertices").arg(vertices));
    parts << (triangles == 1 ? tr("1 triangle") : tr("%1 triangles").arg(triangles));
    return parts.join(QStringLiteral(" · "));
}

void MainWindow::updateSummary()
{
    try {
        m_summary->setText(summaryText());
    } catch (const format::FormatError &error) {
        m_summary->setText(error.toString(m_name));
    }
}

void MainWindow::fail(const QString &message)
{
    m_error = message;
    statusBar()->showMessage(message);
}

void MainWindow::openFileDialog()
{
    QStringList patterns;
    for (const QString &ext : format::supportedExtensions())
        patterns << QStringLiteral("*.") + ext;
    const QString filter = tr("3D GameStudio files (%1)").arg(patterns.join(QLatin1Char(' ')))
                           + QStringLiteral(";;") + tr("All files (*)");
    const QString path = QFileDialog::getOpenFileName(this, tr("Open File"), QString(), filter);
    if (path.isEmpty())
        return;
    if (!openFile(path))
        QMessageBox::warning(this, tr("Cannot Open File"), m_error);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ackedit"),
                       tr("<h3>ackedit %1</h3><p>An editor for 3D GameStudio (Acknex) models, terrains and "
                          "levels.</p>")
                           .arg(QStringLiteral(ACKEDIT_VERSION)));
}

QImage MainWindow::grabWithViewport(int timeoutMs)
{
    const QImage view = m_viewport->captureWithContent(timeoutMs);
    QPixmap shot = grab();
    QWidget *render = m_viewport->renderWidget();
    if (!view.isNull()) {
        QPainter painter(&shot);
        painter.drawImage(QRectF(QRect(render->mapTo(this, QPoint(0, 0)), render->size())), view);
    }
    return shot.toImage();
}

} // namespace ackedit::app
