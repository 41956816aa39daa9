// readWad: header, directory, then every lump in file order. Lumps must not overlap; bytes
// between regions are kept so an odd archive still writes back byte-identical.
#include "wad/wadfile.h"
#include "wad/wadlayout.h"

#include "io/bytereader.h"

#include <algorithm>

namespace ackedit::format {

namespace {

bool isTextureType(WadFile::Variant variant, quint8 type)
{
    if (type == WadFile::TypePalette)
        return false;
    if (variant == WadFile::Variant::Wad2)
        return type == WadFile::TypeMiptex8 || type == WadFile::TypeMiptex16;
    return type < 16 && PixelType::isPixelArray(type);
}

WadTexture parseTexture(const QByteArray &lumpData, qint64 fileOffset, const QString &field)
{
    ByteReader r(lumpData);
    WadTexture t;
    try {
        t.name = r.bytes(16, field + QStringLiteral(".name"));
        t.width = r.u32(field + QStringLiteral(".width"));
        t.height = r.u32(field + QStringLiteral(".height"));
        t.slot24 = r.u32(field + QStringLiteral(".type"));
        for (int i = 0; i < 3; ++i)
            t.mipOffsets[size_t(i)] = r.u32(field + QStringLiteral(".mipOffset[%1]").arg(i + 1));
    } catch (FormatError &e) {
        e.offset += fileOffset;
        throw;
    }
    t.body = lumpData.mid(wadlayout::TextureHeaderSize);
    return t;
}

struct Region
{
    qint64 start;
    qint64 end;
    int lump; // -1 = directory
};

} // namespace

std::unique_ptr<WadFile> readWad(const QByteArray &data)
{
    ByteReader r(data);
    auto file = std::make_unique<WadFile>();
    file->m_magic = r.bytes(4, QStringLiteral("header.magic"));
    if (file->m_magic == QByteArrayLiteral("WAD7"))
        file->m_variant = WadFile::Variant::Wad7;
    else if (file->m_magic == QByteArrayLiteral("WAD2"))
        file->m_variant = WadFile::Variant::Wad2;
    else
        r.failAt(0, QStringLiteral("header.magic"), QStringLiteral("not a WAD2/WAD7 archive"));

    const quint32 count = r.u32(QStringLiteral("header.numlumps"));
    const qint64 dirOffset = r.u32(QStringLiteral("header.diroffset"));
    file->m_directoryOffsetRead = quint32(dirOffset);
    if (dirOffset < wadlayout::HeaderSize || dirOffset > r.size())
        r.failAt(8, QStringLiteral("header.diroffset"),
                 QStringLiteral("directory offset %1 is outside the file (%2 bytes)").arg(dirOffset).arg(r.size()));
    r.seek(dirOffset, QStringLiteral("directory"));
    r.requireRecords(count, wadlayout::EntrySize, QStringLiteral("header.numlumps"));

    std::vector<Region> regions;
    regions.push_back({dirOffset, dirOffset + qint64(count) * wadlayout::EntrySize, -1});
    file->m_lumps.resize(count);
    std::vector<quint32> diskSizes(count);
    for (quint32 i = 0; i < count; ++i) {
        const QString field = QStringLiteral("lump[%1]").arg(i);
        WadLump &lump = file->m_lumps[i];
        lump.offset = r.u32(field + QStringLiteral(".offset"));
        diskSizes[i] = r.u32(field + QStringLiteral(".disksize"));
        lump.uncompressedSize = r.u32(field + QStringLiteral(".size"));
        lump.type = r.u8(field + QStringLiteral(".type"));
        lump.compression = r.u8(field + QStringLiteral(".compression"));
        lump.padding = r.u16(field + QStringLiteral(".padding"));
        lump.name = r.bytes(16, field + QStringLiteral(".name"));
        const qint64 start = lump.offset, end = start + qint64(diskSizes[i]);
        if (end > r.size())
            r.failAt(dirOffset + qint64(i) * wadlayout::EntrySize, field + QStringLiteral(".offset"),
                     QStringLiteral("lump %1..%2 runs past the end of the file (%3 bytes)")
                         .arg(start).arg(end).arg(r.size()));
        if (diskSizes[i] > 0)
            regions.push_back({start, end, int(i)});
    }
    r.seek(dirOffset + qint64(count) * wadlayout::EntrySize, QStringLiteral("directory"));

    std::sort(regions.begin(), regions.end(), [](const Region &a, const Region &b) {
        return a.start != b.start ? a.start < b.start : a.lump < b.lump;
    });
    qint64 pos = wadlayout::HeaderSize;
    for (const Region &region : regions) {
        const QString field = region.lump < 0 ? QStringLiteral("directory") : QStringLiteral("lump[%1]").arg(region.lump);
        if (region.start < pos)
            r.failAt(region.start, field, QStringLiteral("overlaps the header or another lump (starts at %1, previous region ends at %2)")
                                              .arg(region.start).arg(pos));
        const QByteArray gap = data.mid(pos, region.start - pos);
        if (region.lump < 0) {
            file->m_directoryGap = gap;
        } else {
            WadLump &lump = file->m_lumps[size_t(region.lump)];
            lump.gapBefore = gap;
            const QByteArray bytes = data.mid(region.start, region.end - region.start);
            if (lump.compression == 0 && isTextureType(file->m_variant, lump.type)) {
                if (bytes.size() < wadlayout::TextureHeaderSize)
                    r.failAt(region.start, field, QStringLiteral("texture lump of %1 bytes is shorter than its 40-byte header")
                                                      .arg(bytes.size()));
                lump.content = WadLump::Content::Texture;
                lump.texture = parseTexture(bytes, region.start, field);
            } else {
                lump.content = lump.compression == 0 && lump.type == WadFile::TypePalette
                                   ? WadLump::Content::Palette : WadLump::Content::Opaque;
                lump.raw = bytes;
            }
        }
        file->m_layout.push_back(region.lump);
        pos = region.end;
    }
    file->m_trailing = data.mid(pos);
    file->rebuildTextureIndex();
    return file;
}

} // namespace ackedit::format
