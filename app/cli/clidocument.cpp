#include "clidocument.h"

#include "clicommands.h"
#include "documentfactory.h"
#include "io/formaterror.h"

#include <QTextStream>

namespace ackedit::cli {

std::unique_ptr<document::Document> openDocument(const QString &fileName)
{
    std::unique_ptr<format::AssetFile> asset = loadAsset(fileName);
    if (!asset)
        return nullptr;
    try {
        return document::createDocument(std::move(asset), fileName);
    } catch (const format::FormatError &e) {
        QTextStream(stderr) << e.messageLine(fileName) << '\n';
        return nullptr;
    }
}

} // namespace ackedit::cli
