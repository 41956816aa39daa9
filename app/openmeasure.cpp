#include "openmeasure.h"

#include "documentmanager.h"
#include "editors/levelentitymodels.h"
#include "editors/leveleditor.h"
#include "fileloader.h"
#include "mainwindow.h"
#include "viewport/viewport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

namespace ackedit::app {

namespace {
// On a machine shared with other work the wall clock says more about the neighbours than about
// us; the process's CPU time is reported beside it.
qint64 processCpuMs()
{
#ifdef Q_OS_UNIX
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) == 0)
        return qint64(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
               + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000;
#endif
    return -1;
}
} // namespace

QString OpenTiming::toString() const
{
    const QString name = QFileInfo(path).fileName();
    if (!error.isEmpty())
        return QStringLiteral("%1: failed: %2").arg(name, error);
    return QStringLiteral("%1: parse %2 ms, document+editor %3 ms, first frame %4 ms (process CPU %5 ms)%6")
        .arg(name)
        .arg(workerMs)
        .arg(documentMs)
        .arg(firstFrameMs)
        .arg(cpuMs)
        .arg(content ? QString() : QStringLiteral(" (no content shown)"))
        + (entities < 0 ? QString()
                        : QStringLiteral(", entities: %1, drawn as models: %2 (all models drawn %3 ms), draw calls: %4"
                                         ", all views ready %5 ms")
                              .arg(entities)
                              .arg(drawnAsModels)
                              .arg(modelsMs)
                              .arg(drawCalls)
                              .arg(viewsMs));
}

OpenTiming measureOpen(MainWindow &window, const QString &path, int timeoutMs)
{
    OpenTiming timing;
    timing.path = path;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const qint64 cpuStart = processCpuMs();
    QElapsedTimer timer;
    timer.start();
    const auto connection = QObject::connect(window.loader(), &FileLoader::loaded, &window, [&](LoadedFile *file) {
        if (file->path == absolute)
            timing.workerMs = file->workerMs;
    });
    window.openFile(path);
    window.waitForLoads(timeoutMs);
    QObject::disconnect(connection);
    timing.documentMs = timer.elapsed();
    if (window.documents()->indexOfFile(path) < 0) {
        timing.error = window.errorString().isEmpty() ? QStringLiteral("not opened") : window.errorString();
        return timing;
    }
    if (widgets::Viewport *view = window.viewport()) {
        while (timer.elapsed() < timeoutMs) {
            const QImage frame = view->captureFrame(int(timeoutMs - timer.elapsed()));
            if (!frame.isNull() && widgets::Viewport::hasContent(frame, view->backgroundColor())) {
                timing.content = true;
                break;
            }
            // Degenerate geometry (one point, a line, no triangles) never shows: one real frame
            // is the answer, not thirty seconds of rendering.
            if (!frame.isNull() && !view->hasDrawableMeshes())
                break;
        }
    }
    timing.firstFrameMs = timer.elapsed();
    // A level's WAD textures and entity models load on after the first frame: the time until all
    // are drawn.
    if (const auto *level = qobject_cast<const widgets::LevelEditor *>(window.documents()->currentEditor())) {
        widgets::LevelEntityModels *models = level->entityModels();
        while (models->isLoading() && timer.elapsed() < timeoutMs)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
        QCoreApplication::processEvents(); // the last model reaches the views
        timing.modelsMs = timer.elapsed();
        // WAD textures and the 2D views (made after the first frame).
        window.waitForEditors(int(std::max<qint64>(timeoutMs - timer.elapsed(), 0)));
        timing.viewsMs = timer.elapsed();
        timing.entities = 0;
        const document::SceneDocument *doc = level->sceneDocument();
        for (QList<document::NodeId> todo = doc->children(0); !todo.isEmpty();) {
            const document::NodeId id = todo.takeLast();
            todo += doc->children(id);
            timing.entities += doc->nodeKind(id) == document::NodeKind::Entity ? 1 : 0;
        }
        timing.drawnAsModels = models->drawnCount();
        timing.drawCalls = level->view(widgets::LevelEditor::ViewKind::Perspective)->drawCount();
    }
    timing.cpuMs = processCpuMs() - cpuStart;
    return timing;
}

} // namespace ackedit::app
