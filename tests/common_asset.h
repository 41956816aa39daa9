#pragma once
// A file written by a command under test, read back as ackedit reads it.
#include "common_files.h"

#include "formatregistry.h"

#include <memory>

namespace ackedit::testing {

// The parsed file, or null when it is missing or does not parse.
inline std::unique_ptr<format::AssetFile> readAssetOrNull(const QString &path)
{
    try {
        return format::readAssetFile(readFile(path));
    } catch (...) {
        return nullptr;
    }
}

} // namespace ackedit::testing
