#include "clidocument.h"

#include "documentopen.h"

#include <QTextStream>

namespace ackedit::cli {

std::unique_ptr<document::Document> loadDocument(const QString &fileName)
{
    document::OpenedDocument opened = document::openDocument(fileName);
    if (!opened.document)
        QTextStream(stderr) << opened.errorLine << '\n';
    return std::move(opened.document);
}

} // namespace ackedit::cli
