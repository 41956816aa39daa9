#pragma once
// The level documents' way to refuse: the reason into *error when the caller asked for it.
#include <QString>

namespace ackedit::document {

inline bool setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
    return false;
}

} // namespace ackedit::document
