#pragma once
// The one way a file becomes a document (issue 33): read and parse it (format::readAssetAt, on
// any thread), then build the document (here, on the GUI thread: documents are QObjects).
#include "assetread.h"
#include "document.h"

#include <memory>

namespace ackedit::document {

struct OpenedDocument
{
    std::unique_ptr<Document> document; // null on failure
    // Why it failed, for a message box and for the command line (see format::AssetRead).
    QString error;
    QString errorLine;
};

// Reads `path` and builds its document; messages name the file by its path.
OpenedDocument openDocument(const QString &path);

// The second half alone, for a file read elsewhere (the editor's loader thread, a recovery copy):
// builds the document named `fileName` from `read`, or passes its failure on. Building can still
// refuse a file that parsed (a frame that cannot be meshed); messages then name it `shownName`.
OpenedDocument finishOpening(format::AssetRead read, const QString &fileName, const QString &shownName);

} // namespace ackedit::document
