#pragma once
// Reads and parses files on a worker thread (QtConcurrent), so the window keeps painting and
// answering while a large level loads. Only the parsed AssetFile comes back to the GUI thread,
// where the caller builds the Document (QObjects, undo stack) and the editor.
#include "assetread.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace ackedit::app {

struct LoadedFile
{
    QString path;
    format::AssetRead read; // the parsed asset, or why there is none
    qint64 workerMs = 0;    // read + parse time on the worker thread
};

class FileLoader : public QObject
{
    Q_OBJECT
public:
    explicit FileLoader(QObject *parent = nullptr);
    ~FileLoader() override;

    // Starts reading `path` in the background; loaded() follows (always, also on failure).
    // A path already being loaded is not started twice.
    void load(const QString &path);
    bool isLoading() const { return !m_pending.isEmpty(); }
    bool isLoading(const QString &path) const { return m_pending.contains(path); }
    QStringList pendingFiles() const { return m_pending; }

    // The work done on the worker thread: read and parse one file. Public for tests.
    static LoadedFile readFile(const QString &path);

Q_SIGNALS:
    void started(const QString &path);
    // Emitted on the GUI thread; the receiver may take `file->read`.
    void loaded(ackedit::app::LoadedFile *file);
    void busyChanged(bool busy);

private:
    QStringList m_pending;
};

} // namespace ackedit::app
