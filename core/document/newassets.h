#pragma once
// What File ▸ New and `ackedit-cli new` start from: a model, a terrain or a level made by our own
// writers and read back from their bytes, so a new document is exactly what its first save writes.
#include "common/assetfile.h"

#include <QString>

#include <memory>

namespace ackedit::document::newassets {

// An MDL7 model with one group and one 64x64 RGB888 skin with mipmaps (a grey checker): `box` gives the
// group a 32-unit box standing on the origin (24 UVs, one per face corner, 12 triangles) and one
// frame "frame1"; otherwise the group is empty and the model has no frame.
std::unique_ptr<format::AssetFile> model(bool box);

// An HMP7 terrain of columns x rows points, `cellSize` apart, every height `height`, with a
// 128x128 RGB565 skin (mipmapped). Null and `error` set when the size cannot be stored.
std::unique_ptr<format::AssetFile> terrain(int columns, int rows, float cellSize, float height, QString *error);

// An empty level: text WMP of the newest generation (ACKWED 6.x, version 710) or WMPB (format
// 710), holding the level settings and the root group only.
std::unique_ptr<format::AssetFile> level(bool binary);

} // namespace ackedit::document::newassets
