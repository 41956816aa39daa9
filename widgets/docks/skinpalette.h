#pragma once
// The swatches the Skin dock offers for a skin: the model's 256-colour palette for 8-bit MDL skins
// (what saving rounds to; grayscale when the file carries none), the palette an MDL7 file was
// given for its 8-bit skins (MDL7 and HMP files carry none of their own: without one, and for HMP
// terrains, the dock keeps its fixed swatches), otherwise none (the fixed swatches).
#include <QColor>
#include <QList>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::widgets {

QList<QColor> skinPaletteColours(const format::AssetFile &asset, int skin);

} // namespace ackedit::widgets
