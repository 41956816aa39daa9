#pragma once
// The swatches the Skin dock offers for a skin: the model's 256-colour palette for 8-bit MDL skins
// (what saving rounds to; grayscale when the file carries none), otherwise none (the dock's
// fixed swatches).
#include <QColor>
#include <QList>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::widgets {

QList<QColor> skinPaletteColours(const format::AssetFile &asset, int skin);

} // namespace ackedit::widgets
