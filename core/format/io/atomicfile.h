#pragma once
// The one way ackedit writes a file (document saves, the CLI, heightmap export, the demo assets):
// the bytes go to a temporary file beside the target, which replaces the target only when every
// byte reached the disk, so a failed save never leaves a truncated or empty file behind.
#include <QByteArray>
#include <QString>

namespace ackedit::format {

// Replaces (or creates) `path` with `bytes`. On failure returns false, leaves an existing file
// untouched, removes the temporary file and sets `error` (if given) to the operating system's
// reason, e.g. "No space left on device"; callers add the file name.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

} // namespace ackedit::format
