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
    // The sentence a user reads first, without a full stop: "The file is empty (0 bytes)".
    // Readers leave it empty: their errors are damaged files, which summary() words.
    QString lead;

    FormatError() = default;
    FormatError(qint64 off, QString fieldName, QString what)
        : offset(off), field(std::move(fieldName)), problem(std::move(what)) {}

    // "FILE: offset 0x0054: field: problem" — the detail, as the format `validate` prints it.
    QString toString(const QString &fileName = QString()) const;
    // The lead, or "The file is damaged or truncated" when none is set (translated).
    QString summary() const;
    // For a message box: "Summary.\nFILE: offset 0x0054: field: problem".
    QString message(const QString &fileName) const;
    // For the command line, one line: "FILE: Summary: offset 0x0054: field: problem".
    QString messageLine(const QString &fileName) const;
    const char *what() const noexcept override { return "ackedit::format::FormatError"; }
};

// An edit refused before anything changed: a problem with a field, at no position in a file.
[[noreturn]] inline void refuseEdit(const QString &field, const QString &problem)
{
    throw FormatError(-1, field, problem);
}

} // namespace ackedit::format
