#include "documentopen.h"

#include "documentfactory.h"
#include "io/formaterror.h"

namespace ackedit::document {

OpenedDocument openDocument(const QString &path)
{
    return finishOpening(format::readAssetAt(path, path), path, path);
}

OpenedDocument finishOpening(format::AssetRead read, const QString &fileName, const QString &shownName)
{
    OpenedDocument opened;
    if (!read.asset) {
        opened.error = std::move(read.error);
        opened.errorLine = std::move(read.errorLine);
        return opened;
    }
    try {
        opened.document = createDocument(std::move(read.asset), fileName);
    } catch (const format::FormatError &e) {
        opened.error = e.message(shownName);
        opened.errorLine = e.messageLine(shownName);
    } catch (const std::bad_alloc &) {
        opened.error = opened.errorLine = Document::tr("%1: not enough memory to load this file").arg(shownName);
    }
    return opened;
}

} // namespace ackedit::document
