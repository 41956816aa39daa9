#pragma once
// Writing test input to disk.
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

} // namespace ackedit::testing
