#include "atomicfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace ackedit::format {

namespace {

// The device's reason, read before commit()/cancelWriting(): closing the device resets it to
// "Unknown error" (that is what a full disk used to be reported as).
QString reason(const QSaveFile &file)
{
    if (file.error() != QFileDevice::NoError && !file.errorString().isEmpty())
        return file.errorString();
    return QCoreApplication::translate("AtomicFile", "not every byte could be written");
}

// Why open() failed. For a file it may not replace QSaveFile says "Existing file <path> is not
// writable": the path again and no reason. Ask the system why the file (or, for a new file, its
// folder) cannot be written, e.g. "Read-only file system"; a folder in the file's place keeps
// Qt's "Filename refers to a directory".
QString openFailure(const QSaveFile &file, const QString &path)
{
#ifdef Q_OS_UNIX
    const QFileInfo info(path);
    if (!info.isDir()) {
        const QString probe = info.exists() ? path : info.absolutePath();
        if (::access(QFile::encodeName(probe).constData(), W_OK) != 0)
            return qt_error_string(errno);
    }
#else
    Q_UNUSED(path);
#endif
    return file.errorString();
}

} // namespace

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false; // ~QSaveFile removes the temporary file
    };
    QSaveFile file(path);
    // Unbuffered, so every write reaches the OS here and its failure is seen. With QFileDevice's
    // 16 KiB buffer a small file is only written by the flush inside commit(), and Qt 6.4's
    // commit() renames the temporary file over the target even when that flush failed: an empty
    // file replaced the original and commit() reported success.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(openFailure(file, path));
    for (qint64 done = 0; done < bytes.size();) {
        // A short write without an error is retried: the next attempt reports why.
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            const QString why = reason(file);
            file.cancelWriting();
            return fail(why);
        }
        done += n;
    }
#ifdef Q_OS_UNIX
    // commit() syncs but ignores the result; file systems that allocate late (NFS, quotas,
    // delayed allocation) report a full disk only here, and then the target must stay as it is.
    // EINVAL means the file cannot be synced at all, which says nothing about its bytes.
    if (::fsync(file.handle()) != 0 && errno != EINVAL) {
        const QString why = qt_error_string(errno);
        file.cancelWriting();
        return fail(why);
    }
#endif
    if (!file.commit())
        return fail(reason(file));
    return true;
}

} // namespace ackedit::format
