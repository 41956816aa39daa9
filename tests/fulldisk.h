#pragma once
// A real full disk for the save tests (issue 12): a 64 KiB tmpfs mounted on a temporary
// directory, files placed on it first, then a filler file takes every byte left. Mounting needs
// root; otherwise problem() says why and ACKEDIT_REQUIRE_FULL_DISK skips the test with it.
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <sys/mount.h>
#include <unistd.h>

namespace ackedit::testing {

class FullDisk
{
public:
    FullDisk()
    {
        if (::geteuid() != 0) {
            m_problem = QStringLiteral("not root: a full disk needs a tmpfs mount, run the test as root");
            return;
        }
        if (!m_dir.isValid()) {
            m_problem = QStringLiteral("no temporary directory: ") + m_dir.errorString();
            return;
        }
        if (::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0, "size=64k") != 0) {
            m_problem = QStringLiteral("mounting a tmpfs failed: ") + QString::fromLocal8Bit(std::strerror(errno));
            return;
        }
        m_mounted = true;
    }
    ~FullDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;

    // Empty when the disk is mounted; otherwise why not (the message for QSKIP).
    QString problem() const { return m_problem; }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    // Every file on the disk, hidden ones (a temporary file left behind) included.
    QStringList files() const
    {
        return QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
    }

    // Writes every byte left into a filler file, then frees `leaveFree` bytes again (a multiple
    // of the 4 KiB page, held by a spacer file until then); true when the disk refused a byte.
    bool fill(qint64 leaveFree = 0)
    {
        QFile spacer(filePath(QStringLiteral("spacer")));
        if (!spacer.open(QIODevice::WriteOnly) || spacer.write(QByteArray(leaveFree, 's')) != leaveFree || !spacer.flush())
            return false;
        spacer.close();
        QFile filler(filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray block(4096, '\0');
        while (filler.write(block) == block.size()) {
        }
        while (filler.write("x", 1) == 1) { // the last partial page
        }
        return filler.error() != QFileDevice::NoError && spacer.remove();
    }

    // The usual set-up: file `name` holding `bytes` (what the test then fails to overwrite), then
    // fill(leaveFree).
    bool fillAfter(const QString &name, const QByteArray &bytes, qint64 leaveFree = 0)
    {
        QFile file(filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush())
            return false;
        file.close();
        return fill(leaveFree);
    }

private:
    QTemporaryDir m_dir;
    QString m_problem;
    bool m_mounted = false;
};

} // namespace ackedit::testing

// Skips the calling test function, with the reason, when `disk` could not be mounted.
#define ACKEDIT_REQUIRE_FULL_DISK(disk)                                                            \
    do {                                                                                           \
        if (!(disk).problem().isEmpty())                                                           \
            QSKIP(qPrintable((disk).problem()));                                                   \
    } while (false)
