#pragma once
// Reading a file from disk into an AssetFile: the first half of opening it, shared by the editor's
// loader thread, the command line and crash recovery (issue 33: one open path). The second half,
// building the document, is document::openDocument.
#include "formatregistry.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace ackedit::format {

struct AssetRead
{
    std::unique_ptr<AssetFile> asset; // null on failure
    QByteArray bytes;                 // what was read (the CLI's roundtrip compares against it)
    // Why it failed, worded twice: for a message box (may span lines) and for the command line
    // (one line, starting with the file's name). Both empty on success.
    QString error;
    QString errorLine;
};

// Reads and parses `path`. A file that cannot be opened or read is named by its whole path; one
// that cannot be parsed by `shownName` (the editor shows file names, the CLI what it was given).
// Safe on any thread: it makes no QObjects. Never throws for a bad or unreadable file.
AssetRead readAssetAt(const QString &path, const QString &shownName);

} // namespace ackedit::format
