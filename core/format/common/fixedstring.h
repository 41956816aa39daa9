#pragma once
// Fixed-length 8-bit string fields (char name[N]). The raw field is kept for lossless writing;
// these helpers give the text the engine sees (up to the first NUL, Latin-1).
#include <QByteArray>
#include <QString>

#include <optional>

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

// The bytes a name field stores for `text`: its Latin-1 bytes if every character is Latin-1, none
// is NUL and there are at most `maxLength` of them; nullopt otherwise (the caller refuses).
inline std::optional<QByteArray> fieldText(const QString &text, int maxLength)
{
    if (text.size() > maxLength)
        return std::nullopt;
    for (const QChar c : text)
        if (c.unicode() == 0 || c.unicode() > 0xFF)
            return std::nullopt;
    return text.toLatin1();
}

} // namespace ackedit::format
