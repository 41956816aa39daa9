#pragma once
// The one error type of the format library. Readers throw it at the first structural problem;
// the public entry points catch it and hand it to the caller, so nothing ever crashes on bad input.
#include <QString>
#include <exception>

namespace ackedit::format {

struct FormatError : std::exception
{
    qint64 offset = -1;   // byte offset in the file, -1 when the problem has no position
    QString field;        // e.g. "header.numverts", "skin[2].width"
    QString problem;      // e.g. "count 70000 exceeds the 1024 bytes left"

    FormatError() = default;
    FormatError(qint64 off, QString fieldName, QString what)
        : offset(off), field(std::move(fieldName)), problem(std::move(what)) {}

    // "FILE: offset 0x0054: field: problem" — the format `validate` prints.
    QString toString(const QString &fileName = QString()) const;
    const char *what() const noexcept override { return "ackedit::format::FormatError"; }
};

} // namespace ackedit::format
