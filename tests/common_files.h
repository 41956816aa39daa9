#pragma once
// Writing test input to disk and reading results back.
#include <QByteArray>
#include <QFile>
#include <QString>

namespace ackedit::testing {

// Writes `bytes` to `path` (replacing it); false if the file cannot be written completely.
inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The whole file, or empty if it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace ackedit::testing
