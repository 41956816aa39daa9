#include "fileloader.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace ackedit::app {

FileLoader::FileLoader(QObject *parent) : QObject(parent) {}

FileLoader::~FileLoader() = default;

LoadedFile FileLoader::readFile(const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    LoadedFile result;
    result.path = path;
    result.read = format::readAssetAt(path, QFileInfo(path).fileName());
    result.read.bytes.clear(); // the asset keeps what it needs; the raw copy would only hold memory
    result.workerMs = timer.elapsed();
    return result;
}

void FileLoader::load(const QString &path)
{
    if (m_pending.contains(path))
        return;
    const bool wasBusy = isLoading();
    m_pending << path;
    // The result travels in a shared holder rather than through QFuture, since it is move-only;
    // if the loader is gone by the time the worker ends, the holder simply frees it.
    auto holder = std::make_shared<LoadedFile>();
    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, holder, path] {
        watcher->deleteLater();
        m_pending.removeOne(path);
        emit loaded(holder.get());
        if (!isLoading())
            emit busyChanged(false);
    });
    watcher->setFuture(QtConcurrent::run([holder, path] { *holder = readFile(path); }));
    emit started(path);
    if (!wasBusy)
        emit busyChanged(true);
}

} // namespace ackedit::app
