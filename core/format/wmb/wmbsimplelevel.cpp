#include "wmb/wmbsimplelevel.h"

#include "io/formaterror.h"
#include "common/pixelformat.h"
#include "wmb/wmbtexturecodec.h"

namespace ackedit::format {

// WmbFile keeps its records private to the reader and the writers; this assembler is the one
// other way in (a friend), so a from-scratch level obeys the same invariants as a read one.
class WmbSimpleLevelAssembler
{
public:
    static std::unique_ptr<WmbFile> make(const WmbSimpleLevel &level);
};

namespace {

// WED's file order for a simple level (tust_map01.wmb and the other non-BSP WMB7 of the corpus).
constexpr int FileOrder[] = {WmbList::Objects, WmbList::Models, WmbList::Blocks, WmbList::Textures,
                             WmbList::Palette, WmbList::Lightmaps, WmbList::TerrainLightmaps, WmbList::Leafs};

WmbTexture textureRecord(const WmbSimpleLevel::Texture &texture, int index)
{
    const QString field = QStringLiteral("textures[%1]").arg(index);
    if (texture.name.size() > 15)
        throw FormatError(-1, field + QStringLiteral(".name"),
                          QStringLiteral("name '%1' longer than 15 characters").arg(QString::fromLatin1(texture.name)));
    const RgbaImage &image = texture.image;
    if (image.isNull() || image.pixels.size() != size_t(image.width) * size_t(image.height) * 4)
        throw FormatError(-1, field, QStringLiteral("texture '%1' has no pixels").arg(QString::fromLatin1(texture.name)));
    if (image.width > 8192 || image.height > 8192)
        throw FormatError(-1, field, QStringLiteral("texture '%1' larger than 8192 x 8192").arg(QString::fromLatin1(texture.name)));
    // WED stores RGB565 with three mip levels (type 10); mip levels need sizes divisible by 8,
    // so an odd-sized image is stored without them rather than refused.
    const bool mips = image.width % 8 == 0 && image.height % 8 == 0;
    const int type = PixelType::Rgb565 | (mips ? PixelType::MipFlag : 0);
    WmbTexture t;
    t.name = texture.name.leftJustified(16, '\0', true);
    t.width = quint32(image.width);
    t.height = quint32(image.height);
    t.type = quint32(type);
    t.data = encodePixels(type, image);
    t.mipOffsets = WmbTextureCodec::standardMipOffsets(type, t.width, t.height);
    return t;
}

} // namespace

std::unique_ptr<WmbFile> WmbSimpleLevelAssembler::make(const WmbSimpleLevel &level)
{
    if (level.lightmapSize != 256 && level.lightmapSize != 512 && level.lightmapSize != 1024)
        throw FormatError(-1, QStringLiteral("lightmaps"), QStringLiteral("page size %1 is not 256, 512 or 1024").arg(level.lightmapSize));
    if (!level.palette.isEmpty() && level.palette.size() != 768)
        throw FormatError(-1, QStringLiteral("palettes"), QStringLiteral("palette holds %1 bytes, 768 expected").arg(level.palette.size()));
    auto file = std::make_unique<WmbFile>();
    WmbFile &f = *file;
    f.m_version = 7;
    f.m_layout.magic = "WMB7";
    f.m_layout.listCount = 20;
    for (int list : FileOrder) {
        f.m_layout.placement[size_t(list)] = WmbLayout::Placement::Own;
        f.m_layout.order.push_back(list);
    }
    f.m_palette.header = QByteArray(16, '\0');
    f.m_palette.rgb = level.palette.isEmpty() ? QByteArray(768, '\0') : level.palette;

    WmbModel model; // the non-BSP template: zeros, then -1, -1, 0
    model.id = f.allocId();
    f.m_models.push_back(model);
    WmbLeaf leaf; // contents -128, every other field 0 (PVS offset too), as WED writes it
    leaf.id = f.allocId();
    leaf.contents = -128;
    leaf.pvsOffset = 0;
    f.m_leafs.push_back(leaf);

    for (size_t i = 0; i < level.textures.size(); ++i) {
        WmbTexture t = textureRecord(level.textures[i], int(i));
        t.id = f.allocId();
        f.m_textures.push_back(std::move(t));
    }
    for (size_t b = 0; b < level.blocks.size(); ++b) {
        WmbBlock block = level.blocks[b];
        block.id = f.allocId();
        f.m_blocks.push_back(std::move(block));
    }
    f.m_lightmapSize = level.lightmapSize;
    const qint64 pageBytes = qint64(level.lightmapSize) * level.lightmapSize * 3;
    for (size_t p = 0; p < level.lightmapPages.size(); ++p) {
        if (level.lightmapPages[p].size() != pageBytes)
            throw FormatError(-1, QStringLiteral("lightmaps[%1]").arg(p),
                              QStringLiteral("page holds %1 bytes, %2 expected").arg(level.lightmapPages[p].size()).arg(pageBytes));
        WmbLightmapPage page;
        page.id = f.allocId();
        page.bgr = level.lightmapPages[p];
        f.m_lightmapPages.push_back(std::move(page));
    }
    for (const WmbObject &object : level.objects)
        f.addObject(object);
    return file;
}

std::unique_ptr<WmbFile> makeSimpleWmb(const WmbSimpleLevel &level)
{
    return WmbSimpleLevelAssembler::make(level);
}

} // namespace ackedit::format
