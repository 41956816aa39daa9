#pragma once
// Fixed-length 8-bit string fields (char name[N]). The raw field is kept for lossless writing;
// these helpers give the text the engine sees (up to the first NUL, Latin-1).
#include <QByteArray>
#include <QString>

namespace ackedit::format {

inline QByteArray cString(const QByteArray &field)
{
    const qsizetype nul = field.indexOf('\0');
    return nul < 0 ? field : field.left(nul);
}

inline QString latin1Text(const QByteArray &field) { return QString::fromLatin1(cString(field)); }

// Replaces the text of a raw fixed field, keeping its width; bytes after the new terminator are
// zeroed (a renamed field must not leak the old name).
inline QByteArray withText(const QByteArray &field, const QByteArray &text)
{
    QByteArray out = text.left(field.size());
    out.append(field.size() - out.size(), '\0');
    return out;
}

} // namespace ackedit::format
