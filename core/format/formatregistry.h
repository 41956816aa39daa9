#pragma once
// Sniffs a file's format by its magic and dispatches to the family's reader.
#include "common/assetfile.h"

#include <QByteArray>
#include <QString>
#include <memory>

namespace ackedit::format {

// "MDL2".."MDL5", "MDL7", "IDPO", "HMP4", "HMP5", "HMP7", "WMB2".."WMB7", "WMP" (text),
// "WMPB", "WAD2", "WAD7"; recognised but refused by readAssetFile: "A3WMP" (Acknex 3 text map)
// and other engines' files with the same extensions, "IDST", "IDSQ" (Half-Life), "IDP2",
// "IDP3" (Quake 2/3), "WAD3" (Half-Life textures). Empty if unknown.
QString sniffFormat(const QByteArray &data);

// Reads any supported file. Throws FormatError (offset, field, problem) on invalid or
// unsupported input; never crashes on hostile bytes. Empty files, unknown and foreign formats
// get a FormatError::lead that says so; a reader's error means a damaged file.
std::unique_ptr<AssetFile> readAssetFile(const QByteArray &data);

// File-dialog / CLI help: the extensions ackedit opens.
QStringList supportedExtensions();

} // namespace ackedit::format
