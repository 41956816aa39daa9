#pragma once
// Runs build/bin/ackedit-cli as a user would and captures what it prints.
#include "testpaths.h"
#include <QDebug>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace ackedit::testing {

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

inline CliResult runCli(const QStringList &args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(ackedit::testing::binDir() + QStringLiteral("/ackedit-cli"), args);
    CliResult r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2; // -2: crashed
    r.out = QString::fromLocal8Bit(p.readAllStandardOutput());
    r.err = QString::fromLocal8Bit(p.readAllStandardError());
    return r;
}

// Whether `validate --rules FILE` passes (exit 0); its output is logged when it does not.
inline bool validatesWithRules(const QString &file)
{
    const CliResult r = runCli({QStringLiteral("validate"), QStringLiteral("--rules"), file});
    if (r.exitCode != 0)
        qWarning("%s%s", qPrintable(r.out), qPrintable(r.err));
    return r.exitCode == 0;
}

// Writes `bytes` to `path` for a CLI run; returns `path`, or an empty string if that failed.
inline QString writeInput(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return {};
    return path;
}

// The same for `dir`/`name` (a QTemporaryDir or QDir).
template<typename Dir>
inline QString writeInput(const Dir &dir, const QString &name, const QByteArray &bytes)
{
    return writeInput(dir.filePath(name), bytes);
}

} // namespace ackedit::testing
