// WadFile: infoText, toJson and validate.
#include "wad/wadfile.h"
#include "wad/wadlayout.h"

#include "common/fixedstring.h"

#include <QJsonArray>

namespace ackedit::format {

namespace {

QString contentName(WadLump::Content c)
{
    switch (c) {
    case WadLump::Content::Palette: return QStringLiteral("palette");
    case WadLump::Content::Texture: return QStringLiteral("texture");
    case WadLump::Content::Opaque: break;
    }
    return QStringLiteral("opaque");
}
} // namespace

QString WadFile::infoText() const
{
    QString text;
    text += QStringLiteral("format: %1 texture archive\n").arg(formatName());
    text += QStringLiteral("lumps: %1 (%2 textures, %3)\n")
                .arg(m_lumps.size())
                .arg(m_textureLumps.size())
                .arg(hasPaletteLump() ? QStringLiteral("palette lump present") : QStringLiteral("no palette lump"));
    for (size_t i = 0; i < m_lumps.size(); ++i) {
        const WadLump &lump = m_lumps[i];
        QString line = QStringLiteral("  [%1] %2  type 0x%3 %4  %5 bytes")
                           .arg(i)
                           .arg(lumpName(int(i)), -16)
                           .arg(lump.type, 2, 16, QLatin1Char('0'))
                           .arg(lumpTypeName(int(i)))
                           .arg(lump.diskSize());
        if (lump.content == WadLump::Content::Texture)
            line += QStringLiteral("  %1x%2").arg(lump.texture.width).arg(lump.texture.height);
        text += line + QLatin1Char('\n');
    }
    return text;
}

QJsonObject WadFile::toJson(bool full) const
{
    QJsonObject root;
    root[QStringLiteral("format")] = formatName();
    root[QStringLiteral("lumpCount")] = int(m_lumps.size());
    root[QStringLiteral("textureCount")] = int(m_textureLumps.size());
    root[QStringLiteral("directoryOffset")] = qint64(m_directoryOffsetRead);
    QJsonArray lumps;
    for (size_t i = 0; i < m_lumps.size(); ++i) {
        const WadLump &lump = m_lumps[i];
        QJsonObject o;
        o[QStringLiteral("index")] = int(i);
        o[QStringLiteral("name")] = lumpName(int(i));
        o[QStringLiteral("type")] = int(lump.type);
        o[QStringLiteral("typeName")] = lumpTypeName(int(i));
        o[QStringLiteral("content")] = contentName(lump.content);
        o[QStringLiteral("offset")] = qint64(lump.offset);
        o[QStringLiteral("size")] = lump.diskSize();
        o[QStringLiteral("uncompressedSize")] = qint64(lump.uncompressedSize);
        o[QStringLiteral("compression")] = int(lump.compression);
        o[QStringLiteral("padding")] = int(lump.padding);
        if (lump.content == WadLump::Content::Texture) {
            const WadTexture &t = lump.texture;
            QJsonObject tex;
            tex[QStringLiteral("name")] = latin1Text(t.name);
            tex[QStringLiteral("width")] = qint64(t.width);
            tex[QStringLiteral("height")] = qint64(t.height);
            tex[m_variant == Variant::Wad2 ? QStringLiteral("level0Offset") : QStringLiteral("typeCode")] = qint64(t.slot24);
            QJsonArray mips;
            for (quint32 m : t.mipOffsets)
                mips.append(qint64(m));
            tex[QStringLiteral("mipOffsets")] = mips;
            if (full)
                tex[QStringLiteral("pixels")] = QString::fromLatin1(t.body.toBase64());
            o[QStringLiteral("texture")] = tex;
        } else if (full) {
            o[QStringLiteral("data")] = QString::fromLatin1(lump.raw.toBase64());
        }
        lumps.append(o);
    }
    root[QStringLiteral("lumps")] = lumps;
    return root;
}

std::vector<ValidationIssue> WadFile::validate() const
{
    std::vector<ValidationIssue> issues;
    auto add = [&issues](qint64 offset, const QString &field, const QString &problem, bool fatal) {
        issues.push_back({FormatError(offset, field, problem), fatal});
    };
    bool anyPalette8 = false;
    for (size_t i = 0; i < m_lumps.size(); ++i) {
        const WadLump &lump = m_lumps[i];
        const QString field = QStringLiteral("lump[%1]").arg(i);
        const qint64 at = lump.offset;
        if (!lump.gapBefore.isEmpty())
            add(at, field, QStringLiteral("%1 unused bytes before the lump (kept)").arg(lump.gapBefore.size()), false);
        if (lump.padding != 0xFFFF)
            add(at, field + QStringLiteral(".padding"),
                QStringLiteral("0x%1 instead of Gamestudio's 0xFFFF (Quake tools write 0)").arg(lump.padding, 4, 16, QLatin1Char('0')), false);
        if (lump.compression != 0)
            add(at, field + QStringLiteral(".compression"),
                QStringLiteral("compressed lump (%1) kept verbatim, not decoded").arg(lump.compression), false);
        else if (qint64(lump.uncompressedSize) != lump.diskSize())
            add(at, field + QStringLiteral(".size"),
                QStringLiteral("size %1 differs from the disk size %2").arg(lump.uncompressedSize).arg(lump.diskSize()), false);
        if (lump.content == WadLump::Content::Palette) {
            if (lump.raw.size() != 768)
                add(at, field, QStringLiteral("palette lump of %1 bytes, expected 768").arg(lump.raw.size()), lump.raw.size() < 768);
            continue;
        }
        if (lump.content == WadLump::Content::Opaque) {
            if (lump.compression == 0)
                add(at, field + QStringLiteral(".type"),
                    QStringLiteral("lump type 0x%1 is not a texture or palette; kept verbatim").arg(lump.type, 2, 16, QLatin1Char('0')), false);
            continue;
        }

        const WadTexture &t = lump.texture;
        int textureIndex = 0;
        while (textureIndex < skinCount() && m_textureLumps[size_t(textureIndex)] != int(i))
            ++textureIndex;
        const int type = texturePixelType(textureIndex);
        if (cString(t.name) != cString(lump.name))
            add(at, field + QStringLiteral(".name"),
                QStringLiteral("directory name '%1' differs from the texture's own name '%2'")
                    .arg(latin1Text(lump.name), latin1Text(t.name)), false);
        if (m_variant == Variant::Wad7 && t.slot24 != lump.type)
            add(at + 24, field + QStringLiteral(".type"),
                QStringLiteral("record type %1 differs from the directory type %2").arg(t.slot24).arg(lump.type), false);
        if (m_variant == Variant::Wad2 && t.slot24 != wadlayout::TextureHeaderSize)
            add(at + 24, field + QStringLiteral(".offset0"),
                QStringLiteral("level 0 at %1 instead of 40").arg(t.slot24), false);
        if (type < 0) {
            add(at + 24, field + QStringLiteral(".type"), QStringLiteral("pixel type %1 cannot be decoded").arg(t.slot24), true);
            continue;
        }
        if ((type & 7) == PixelType::Palette8)
            anyPalette8 = true;
        if (t.width == 0 || t.height == 0) {
            add(at + 16, field + QStringLiteral(".width"), QStringLiteral("empty texture %1x%2").arg(t.width).arg(t.height), true);
            continue;
        }
        const qint64 bpp = PixelType::bytesPerPixel(type);
        const qint64 base = pixelBlockSize(type & 7, t.width, t.height);
        const qint64 level0 = baseLevelOffset(lump);
        if (base < 0 || level0 < wadlayout::TextureHeaderSize || level0 + base > lump.diskSize()) {
            add(at, field, QStringLiteral("%1x%2 pixels of %3 do not fit in the %4-byte lump")
                               .arg(t.width).arg(t.height).arg(PixelType::name(type)).arg(lump.diskSize()), true);
            continue;
        }
        qint64 expectedEnd = level0 + base;
        if (PixelType::hasMips(type)) {
            if (t.width % 8 != 0 || t.height % 8 != 0)
                add(at + 16, field + QStringLiteral(".width"),
                    QStringLiteral("mipmapped %1x%2 is not a multiple of 8").arg(t.width).arg(t.height), false);
            for (int level = 1; level <= 3; ++level) {
                const qint64 levelSize = bpp * qint64(t.width >> level) * qint64(t.height >> level);
                const qint64 offset = t.mipOffsets[size_t(level - 1)];
                if (offset + levelSize > lump.diskSize() || offset < wadlayout::TextureHeaderSize)
                    add(at + 24 + 4 * level, field + QStringLiteral(".mipOffset[%1]").arg(level),
                        QStringLiteral("mip level %1 at %2 (%3 bytes) lies outside the lump").arg(level).arg(offset).arg(levelSize), true);
                else if (offset != expectedEnd)
                    add(at + 24 + 4 * level, field + QStringLiteral(".mipOffset[%1]").arg(level),
                        QStringLiteral("mip level %1 at %2, expected %3").arg(level).arg(offset).arg(expectedEnd), false);
                expectedEnd += levelSize;
            }
        }
        if (expectedEnd < lump.diskSize())
            add(at, field, QStringLiteral("%1 bytes after the pixel data (kept)").arg(lump.diskSize() - expectedEnd), false);
    }
    if (anyPalette8 && !hasPaletteLump())
        add(-1, QStringLiteral("palette"),
            QStringLiteral("8-bit textures but no palette lump: they use the level palette (grayscale shown unless one is supplied)"), false);
    if (!m_directoryGap.isEmpty())
        add(m_directoryOffsetRead, QStringLiteral("directory"),
            QStringLiteral("%1 unused bytes before the directory (kept)").arg(m_directoryGap.size()), false);
    if (!m_trailing.isEmpty())
        add(-1, QStringLiteral("archive"), QStringLiteral("%1 bytes after the last lump/directory (kept)").arg(m_trailing.size()), false);
    return issues;
}

} // namespace ackedit::format
