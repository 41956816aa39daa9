#include "docks/skinpalette.h"

#include "skin/palettedither.h"

namespace ackedit::widgets {

QList<QColor> skinPaletteColours(const format::AssetFile &asset, int skin)
{
    // The palette the skin is stored with (document::skinPalette decides which skins have one).
    const std::optional<format::Palette> palette = document::skinPalette(asset, skin);
    if (!palette)
        return {};
    QList<QColor> colours;
    colours.reserve(256);
    for (const auto &rgb : palette->rgb)
        colours.append(QColor(rgb[0], rgb[1], rgb[2]));
    return colours;
}

} // namespace ackedit::widgets
