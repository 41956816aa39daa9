#pragma once
// How the CLI's commands report problems (one place, so every command words them alike).
#include <QString>
#include <QTextStream>

namespace ackedit::cli {

// "ackedit-cli: MESSAGE" on stderr; returns `code` (BadUsage, InvalidInput).
inline int fail(int code, const QString &message)
{
    QTextStream(stderr) << "ackedit-cli: " << message << '\n';
    return code;
}

// A problem of one file's content, "FILE: PROBLEM" (as loadAsset prints them); returns 1.
inline int invalidFile(const QString &fileName, const QString &problem)
{
    QTextStream(stderr) << fileName << ": " << problem << '\n';
    return 1;
}

} // namespace ackedit::cli
