#include "docks/skinpalette.h"

#include "common/pixelformat.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"

namespace ackedit::widgets {

namespace {

QList<QColor> colours(const format::Palette &palette)
{
    QList<QColor> out;
    out.reserve(256);
    for (const auto &rgb : palette.rgb)
        out.append(QColor(rgb[0], rgb[1], rgb[2]));
    return out;
}

// MDL7 8-bit skins carry no palette: offered only when the document gave the file one (a
// reference offers its target's).
QList<QColor> mdl7PaletteColours(const format::Mdl7File &mdl7, int skin)
{
    const format::Mdl7Skin *s = mdl7.skin(skin);
    if (s && format::PixelType::base(s->type) == format::PixelType::Reference && s->width != skin)
        s = mdl7.skin(s->width);
    if (!s || !mdl7.palette() || format::PixelType::base(s->type) != format::PixelType::Palette8)
        return {};
    return colours(*mdl7.palette());
}

} // namespace

QList<QColor> skinPaletteColours(const format::AssetFile &asset, int skin)
{
    if (const auto *mdl7 = dynamic_cast<const format::Mdl7File *>(&asset))
        return mdl7PaletteColours(*mdl7, skin);
    const auto *mdl = dynamic_cast<const format::MdlFile *>(&asset);
    if (!mdl || skin < 0 || size_t(skin) >= mdl->skins().size())
        return {};
    const format::MdlSkin &s = mdl->skins()[size_t(skin)];
    if (format::PixelType::base(s.type) != format::PixelType::Palette8 && !s.isGroup())
        return {};
    return colours(mdl->palette() ? *mdl->palette() : format::Palette::grayscale());
}

} // namespace ackedit::widgets
