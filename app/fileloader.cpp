#include "fileloader.h"

#include "formatregistry.h"

#include <QDir>
#include <QFile>
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
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("%1: cannot open: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return result;
    }
    const QByteArray data = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        result.error = tr("%1: cannot read: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return result;
    }
    try {
        result.asset = format::readAssetFile(data);
        if (!result.asset)
            result.error = tr("%1: not a file ackedit can open").arg(name);
    } catch (const format::FormatError &error) {
        result.error = error.message(name);
    } catch (const std::bad_alloc &) {
        result.error = tr("%1: not enough memory to load this file").arg(name);
    }
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
