#include "docks/skinpalette.h"

#include "common/pixelformat.h"
#include "mdl/mdlfile.h"

namespace ackedit::widgets {

QList<QColor> skinPaletteColours(const format::AssetFile &asset, int skin)
{
    const auto *mdl = dynamic_cast<const format::MdlFile *>(&asset);
    if (!mdl || skin < 0 || size_t(skin) >= mdl->skins().size())
        return {};
    const format::MdlSkin &s = mdl->skins()[size_t(skin)];
    if (format::PixelType::base(s.type) != format::PixelType::Palette8 && !s.isGroup())
        return {};
    const format::Palette palette = mdl->palette() ? *mdl->palette() : format::Palette::grayscale();
    QList<QColor> colours;
    colours.reserve(256);
    for (const auto &rgb : palette.rgb)
        colours.append(QColor(rgb[0], rgb[1], rgb[2]));
    return colours;
}

} // namespace ackedit::widgets
