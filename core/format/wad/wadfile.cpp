// WadFile: texture access, decoding, replacement and the writer.
#include "wad/wadfile.h"
#include "wad/wadlayout.h"

#include "common/fixedstring.h"
#include "io/bytewriter.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstring>
#include <limits>

namespace ackedit::format {

QString WadFile::formatName() const
{
    return m_variant == Variant::Wad2 ? QStringLiteral("WAD2") : QStringLiteral("WAD7");
}

void WadFile::rebuildTextureIndex()
{
    m_textureLumps.clear();
    for (size_t i = 0; i < m_lumps.size(); ++i)
        if (m_lumps[i].content == WadLump::Content::Texture)
            m_textureLumps.push_back(int(i));
}

int WadFile::lumpIndexOfTexture(int textureIndex) const
{
    if (textureIndex < 0 || size_t(textureIndex) >= m_textureLumps.size())
        return -1;
    return m_textureLumps[size_t(textureIndex)];
}

QString WadFile::textureName(int textureIndex) const
{
    const int lump = lumpIndexOfTexture(textureIndex);
    return lump < 0 ? QString() : latin1Text(m_lumps[size_t(lump)].texture.name);
}

QString WadFile::lumpName(int lumpIndex) const
{
    if (lumpIndex < 0 || size_t(lumpIndex) >= m_lumps.size())
        return {};
    return latin1Text(m_lumps[size_t(lumpIndex)].name);
}

int WadFile::texturePixelType(int textureIndex) const
{
    const int index = lumpIndexOfTexture(textureIndex);
    if (index < 0)
        return -1;
    const WadLump &lump = m_lumps[size_t(index)];
    if (m_variant == Variant::Wad2)
        return lump.type == TypeMiptex8 ? (PixelType::Palette8 | PixelType::MipFlag)
                                        : (PixelType::Rgb565 | PixelType::MipFlag);
    // WAD7 keeps the type code twice; the one inside the record is what the pixels follow.
    const quint32 type = lump.texture.slot24;
    return type < 16 && PixelType::isPixelArray(int(type)) ? int(type) : -1;
}

QString WadFile::lumpTypeName(int lumpIndex) const
{
    if (lumpIndex < 0 || size_t(lumpIndex) >= m_lumps.size())
        return {};
    const WadLump &lump = m_lumps[size_t(lumpIndex)];
    if (lump.content == WadLump::Content::Palette)
        return QStringLiteral("palette");
    if (lump.content == WadLump::Content::Texture) {
        for (size_t t = 0; t < m_textureLumps.size(); ++t)
            if (m_textureLumps[t] == lumpIndex) {
                const int type = texturePixelType(int(t));
                return type < 0 ? QStringLiteral("texture (type %1)").arg(lump.texture.slot24) : PixelType::name(type);
            }
    }
    return QStringLiteral("unknown type 0x%1").arg(lump.type, 2, 16, QLatin1Char('0'));
}

int WadFile::paletteLumpIndex() const
{
    for (size_t i = 0; i < m_lumps.size(); ++i)
        if (m_lumps[i].content == WadLump::Content::Palette && m_lumps[i].raw.size() >= 768)
            return int(i);
    return -1;
}

Palette WadFile::palette() const
{
    const int index = paletteLumpIndex();
    if (index >= 0) {
        Palette p;
        std::memcpy(p.rgb, m_lumps[size_t(index)].raw.constData(), 768);
        return p;
    }
    return m_fallbackPalette ? *m_fallbackPalette : Palette::grayscale();
}

qint64 WadFile::baseLevelOffset(const WadLump &lump) const
{
    // WAD7 stores the type code where Quake keeps the offset of level 0; its level 0 follows
    // the header directly.
    return m_variant == Variant::Wad2 ? qint64(lump.texture.slot24) : wadlayout::TextureHeaderSize;
}

RgbaImage WadFile::skinImage(int index) const
{
    const int lumpIndex = lumpIndexOfTexture(index);
    const int type = texturePixelType(index);
    if (lumpIndex < 0 || type < 0)
        return {};
    const WadLump &lump = m_lumps[size_t(lumpIndex)];
    const WadTexture &t = lump.texture;
    const qint64 base = pixelBlockSize(type & 7, t.width, t.height);
    const qint64 start = baseLevelOffset(lump) - wadlayout::TextureHeaderSize;
    if (base <= 0 || start < 0 || start > t.body.size() || base > t.body.size() - start)
        return {};
    const Palette pal = palette();
    return decodePixels(type & 7, int(t.width), int(t.height), t.body.mid(start, base), &pal);
}

void WadFile::replaceTexture(int textureIndex, const RgbaImage &image)
{
    const QString field = QStringLiteral("texture[%1]").arg(textureIndex);
    const int lumpIndex = lumpIndexOfTexture(textureIndex);
    if (lumpIndex < 0)
        throw FormatError(-1, field, QStringLiteral("no texture with this index (%1 textures)").arg(skinCount()));
    const int type = texturePixelType(textureIndex);
    if (type < 0)
        throw FormatError(-1, field, QCoreApplication::translate("ackedit::format::FormatError", "the lump's pixel type cannot be encoded"));
    if (image.isNull() || image.pixels.size() != size_t(image.width) * size_t(image.height) * 4)
        throw FormatError(-1, field, QStringLiteral("the image is empty or inconsistent"));
    if (image.width > 4096 || image.height > 4096)
        throw FormatError(-1, field, QStringLiteral("%1x%2 is larger than 4096x4096").arg(image.width).arg(image.height));
    if (PixelType::hasMips(type) && (image.width % 8 != 0 || image.height % 8 != 0))
        throw FormatError(-1, field, QStringLiteral("mipmapped textures need width and height divisible by 8, got %1x%2")
                                         .arg(image.width).arg(image.height));

    const Palette pal = palette();
    const QByteArray pixels = encodePixels(type, image, &pal);
    WadLump &lump = m_lumps[size_t(lumpIndex)];
    WadTexture &t = lump.texture;
    t.width = quint32(image.width);
    t.height = quint32(image.height);
    const qint64 bpp = PixelType::bytesPerPixel(type);
    if (m_variant == Variant::Wad2)
        t.slot24 = quint32(wadlayout::TextureHeaderSize);
    if (PixelType::hasMips(type)) {
        qint64 offset = wadlayout::TextureHeaderSize;
        for (int level = 0; level < 3; ++level) {
            offset += bpp * qint64(image.width >> level) * qint64(image.height >> level);
            t.mipOffsets[size_t(level)] = quint32(offset);
        }
    } else {
        t.mipOffsets = {0, 0, 0}; // no mip levels: what WED writes here is unverified
    }
    t.body = pixels;
    lump.uncompressedSize = quint32(lump.diskSize());
}

void WadFile::setLump(int lumpIndex, WadLump lump)
{
    Q_ASSERT(lumpIndex >= 0 && size_t(lumpIndex) < m_lumps.size());
    m_lumps[size_t(lumpIndex)] = std::move(lump);
    rebuildTextureIndex();
}

WadFile::PlacedLump WadFile::takeLump(int lumpIndex)
{
    Q_ASSERT(lumpIndex >= 0 && size_t(lumpIndex) < m_lumps.size());
    PlacedLump placed;
    placed.lumpIndex = lumpIndex;
    placed.lump = std::move(m_lumps[size_t(lumpIndex)]);
    m_lumps.erase(m_lumps.begin() + lumpIndex);
    const auto at = std::find(m_layout.begin(), m_layout.end(), lumpIndex);
    if (at != m_layout.end()) {
        placed.layoutPosition = int(at - m_layout.begin());
        m_layout.erase(at);
    }
    for (int &region : m_layout)
        if (region > lumpIndex)
            --region;
    rebuildTextureIndex();
    return placed;
}

void WadFile::placeLump(const PlacedLump &placed)
{
    Q_ASSERT(placed.lumpIndex >= 0 && size_t(placed.lumpIndex) <= m_lumps.size());
    Q_ASSERT(placed.layoutPosition <= int(m_layout.size()));
    for (int &region : m_layout)
        if (region >= placed.lumpIndex)
            ++region;
    m_lumps.insert(m_lumps.begin() + placed.lumpIndex, placed.lump);
    if (placed.layoutPosition >= 0)
        m_layout.insert(m_layout.begin() + placed.layoutPosition, placed.lumpIndex);
    rebuildTextureIndex();
}

int WadFile::layoutPositionForNewLump(int lumpIndex) const
{
    for (int before = lumpIndex - 1; before >= 0; --before) {
        const auto at = std::find(m_layout.begin(), m_layout.end(), before);
        if (at != m_layout.end())
            return int(at - m_layout.begin()) + 1;
    }
    return 0;
}

TriangleMesh WadFile::mesh(int) const
{
    return {};
}

QByteArray WadFile::write() const
{
    // First pass: the offset of every region, so the directory can be written wherever it sits.
    std::vector<qint64> lumpOffsets(m_lumps.size());
    for (size_t i = 0; i < m_lumps.size(); ++i)
        lumpOffsets[i] = m_lumps[i].offset; // size-0 lumps are not placed and keep theirs
    qint64 pos = wadlayout::HeaderSize, directoryOffset = -1;
    for (int region : m_layout) {
        if (region < 0) {
            pos += m_directoryGap.size();
            directoryOffset = pos;
            pos += qint64(m_lumps.size()) * wadlayout::EntrySize;
        } else {
            const WadLump &lump = m_lumps[size_t(region)];
            pos += lump.gapBefore.size();
            lumpOffsets[size_t(region)] = pos;
            pos += lump.diskSize();
        }
        if (pos > qint64(std::numeric_limits<quint32>::max()))
            throw FormatError(-1, QStringLiteral("archive"), QStringLiteral("the archive would exceed 4 GiB"));
    }

    if (directoryOffset < 0)
        throw FormatError(-1, QStringLiteral("directory"), QStringLiteral("the archive has no directory"));
    ByteWriter w;
    w.reserve(pos + m_trailing.size());
    w.bytes(m_magic);
    w.u32(quint32(m_lumps.size()));
    w.u32(quint32(directoryOffset));
    for (int region : m_layout) {
        if (region < 0) {
            w.bytes(m_directoryGap);
            for (size_t i = 0; i < m_lumps.size(); ++i) {
                const WadLump &lump = m_lumps[i];
                w.u32(quint32(lumpOffsets[i]));
                w.u32(quint32(lump.diskSize()));
                w.u32(lump.uncompressedSize);
                w.u8(lump.type);
                w.u8(lump.compression);
                w.u16(lump.padding);
                w.fixedString(lump.name, 16);
            }
            continue;
        }
        const WadLump &lump = m_lumps[size_t(region)];
        w.bytes(lump.gapBefore);
        if (lump.content == WadLump::Content::Texture) {
            const WadTexture &t = lump.texture;
            w.fixedString(t.name, 16);
            w.u32(t.width);
            w.u32(t.height);
            w.u32(t.slot24);
            for (quint32 o : t.mipOffsets)
                w.u32(o);
            w.bytes(t.body);
        } else {
            w.bytes(lump.raw);
        }
    }
    w.bytes(m_trailing);
    return w.take();
}

} // namespace ackedit::format
