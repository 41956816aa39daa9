#pragma once
// A folder the save tests cannot write into (issue 15). Root ignores a chmod'ed folder, so as
// root the folder is a read-only bind mount of a writable one (files are placed through
// writablePath(), read and saved through filePath()); otherwise the folder is chmod 0555.
// When neither works, problem() says why and ACKEDIT_REQUIRE_READ_ONLY_FOLDER skips the test.
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ackedit::testing {

class ReadOnlyFolder
{
public:
    ReadOnlyFolder()
    {
        if (!m_dir.isValid()) {
            m_problem = QStringLiteral("no temporary directory: ") + m_dir.errorString();
            return;
        }
        QDir(m_dir.path()).mkdir(QStringLiteral("source"));
        QDir(m_dir.path()).mkdir(QStringLiteral("view"));
    }
    ~ReadOnlyFolder()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(view()).constData(), MNT_DETACH);
        else if (m_chmodded)
            QFile::setPermissions(view(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    ReadOnlyFolder(const ReadOnlyFolder &) = delete;
    ReadOnlyFolder &operator=(const ReadOnlyFolder &) = delete;

    // Where files go before lock(): the bind mount's source as root, the folder itself otherwise.
    QString writablePath(const QString &name) const
    {
        return (::geteuid() == 0 ? m_dir.filePath(QStringLiteral("source")) : view()) + QLatin1Char('/') + name;
    }
    // The read-only view of the same file.
    QString filePath(const QString &name) const { return view() + QLatin1Char('/') + name; }
    QString path() const { return view(); }
    // Every entry in the folder, hidden ones (a temporary file left behind) included.
    QStringList files() const
    {
        return QDir(view()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    }

    // Makes the folder read-only; false (and problem() says why) when that is impossible here.
    bool lock()
    {
        if (!m_problem.isEmpty())
            return false;
        const QByteArray target = QFile::encodeName(view());
        if (::geteuid() == 0) {
            const QByteArray source = QFile::encodeName(m_dir.filePath(QStringLiteral("source")));
            if (::mount(source.constData(), target.constData(), nullptr, MS_BIND, nullptr) != 0)
                return failed(QStringLiteral("bind-mounting a folder failed (root, but no mount permission?): "));
            m_mounted = true;
            if (::mount(nullptr, target.constData(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY, nullptr) != 0)
                return failed(QStringLiteral("remounting the bind mount read-only failed: "));
            return true;
        }
        if (::chmod(target.constData(), 0555) != 0)
            return failed(QStringLiteral("chmod 0555 failed: "));
        m_chmodded = true;
        // Some file systems (or capabilities such as CAP_DAC_OVERRIDE) ignore the mode.
        if (::access(target.constData(), W_OK) == 0) {
            m_problem = QStringLiteral("the folder stays writable after chmod 0555 (capabilities?)");
            return false;
        }
        return true;
    }

    // Empty when the folder can be (or is) made read-only; otherwise why not (the message for QSKIP).
    QString problem() const { return m_problem; }

private:
    QString view() const { return m_dir.filePath(QStringLiteral("view")); }
    bool failed(const QString &what)
    {
        m_problem = what + QString::fromLocal8Bit(std::strerror(errno));
        return false;
    }

    QTemporaryDir m_dir;
    QString m_problem;
    bool m_mounted = false;
    bool m_chmodded = false;
};

} // namespace ackedit::testing

// Skips the calling test function, with the reason, when `folder` cannot be made read-only.
#define ACKEDIT_REQUIRE_READ_ONLY_FOLDER(folder)                                                   \
    do {                                                                                           \
        if (!(folder).lock())                                                                      \
            QSKIP(qPrintable((folder).problem()));                                                 \
    } while (false)
