#pragma once
// Sniffs a file's format by its magic and dispatches to the family's reader.
#include "common/assetfile.h"

#include <QByteArray>
#include <QString>
#include <memory>

namespace ackedit::format {

// "MDL2".."MDL5", "MDL7", "IDPO", "HMP4", "HMP5", "HMP7", "WMB2".."WMB7", "WMP" (text),
// "WMPB", "A3WMP" (Acknex 3 text map, not supported), "WAD2", "WAD7"; empty if unknown.
QString sniffFormat(const QByteArray &data);

// Reads any supported file. Throws FormatError (offset, field, problem) on invalid or
// unsupported input; never crashes on hostile bytes.
std::unique_ptr<AssetFile> readAssetFile(const QByteArray &data);

// File-dialog / CLI help: the extensions ackedit opens.
QStringList supportedExtensions();

} // namespace ackedit::format
