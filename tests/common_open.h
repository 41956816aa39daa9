#pragma once
// Opens a file as the editor does (document::openDocument), in the (path, &error) shape the
// tests check: null and a message on failure.
#include "documentopen.h"

#include <memory>

namespace ackedit::testing {

inline std::unique_ptr<document::Document> openFile(const QString &path, QString *error)
{
    document::OpenedDocument opened = document::openDocument(path);
    *error = opened.error;
    return std::move(opened.document);
}

} // namespace ackedit::testing
