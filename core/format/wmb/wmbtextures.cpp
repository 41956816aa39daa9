// Reading and writing of the textures list (class WmbTextureCodec), texture decoding and
// replacement.
#include "wmb/wmbtexturecodec.h"

#include "common/ddsimage.h"
#include "common/pixelformat.h"
#include "io/bytewriter.h"

namespace ackedit::format {

int WmbTexture::pixelType() const
{
    if (type == LegacyMiptex) {
        // Quake miptex: the slot is the offset of level 0 (40); level 1 starts after w*h*bpp.
        const qint64 pixels = qint64(width) * qint64(height);
        if (pixels <= 0 || mipOffsets[0] < 40 || (mipOffsets[0] - 40) % pixels != 0)
            return -1;
        switch ((mipOffsets[0] - 40) / pixels) {
        case 1: return PixelType::Palette8 | PixelType::MipFlag;
        case 2: return PixelType::Rgb565 | PixelType::MipFlag;
        case 3: return PixelType::Rgb888 | PixelType::MipFlag;
        case 4: return PixelType::Argb8888 | PixelType::MipFlag;
        default: return -1;
        }
    }
    if (type <= 15 && PixelType::isPixelArray(int(type)))
        return int(type);
    return -1;
}

qint64 WmbTextureCodec::dataSize(const WmbTexture &t)
{
    const int pt = t.pixelType();
    if (pt < 0)
        return -1;
    return pixelBlockSize(pt, t.width, t.height);
}

std::array<quint32, 3> WmbTextureCodec::standardMipOffsets(int pixelType, quint32 width, quint32 height)
{
    std::array<quint32, 3> out{};
    if (!PixelType::hasMips(pixelType))
        return out; // no sample of an un-mipped WMB texture: write zeros
    const quint32 bpp = quint32(PixelType::bytesPerPixel(pixelType));
    quint32 at = 40;
    for (int level = 0; level < 3; ++level) {
        at += bpp * (width >> level) * (height >> level);
        out[size_t(level)] = at;
    }
    return out;
}

void WmbTextureCodec::read(ByteReader &r, WmbFile &file)
{
    const qint32 count = r.count(QStringLiteral("textures.count"), 4);
    std::vector<quint32> offsets(static_cast<size_t>(count));
    for (qint32 i = 0; i < count; ++i)
        offsets[size_t(i)] = r.u32(FieldName("textures.offset", i));
    const qint64 tableEnd = r.pos();
    const qint64 listEnd = r.size();
    qint64 previous = tableEnd;
    for (qint32 i = 0; i < count; ++i) {
        const qint64 off = offsets[size_t(i)];
        if (off < previous || off + 40 > listEnd)
            r.failAt(4 + 4 * qint64(i), QStringLiteral("textures.offset[%1]").arg(i),
                     QStringLiteral("record offset %1 is not after the previous record / table (%2) "
                                    "or leaves no room for a 40-byte header in the %3-byte list")
                         .arg(off).arg(previous).arg(listEnd));
        previous = off + 40;
    }
    file.m_textureGap = r.data().mid(tableEnd, (count > 0 ? qint64(offsets[0]) : listEnd) - tableEnd);
    for (qint32 i = 0; i < count; ++i) {
        const qint64 start = offsets[size_t(i)];
        const qint64 end = i + 1 < count ? qint64(offsets[size_t(i) + 1]) : listEnd;
        r.seek(start, FieldName("textures", i, "name"));
        WmbTexture t;
        t.id = file.allocId();
        t.name = r.bytes(16, FieldName("textures", i, "name"));
        t.width = r.u32(FieldName("textures", i, "width"));
        t.height = r.u32(FieldName("textures", i, "height"));
        t.type = r.u32(FieldName("textures", i, "type"));
        for (quint32 &m : t.mipOffsets)
            m = r.u32(FieldName("textures", i, "mipOffsets"));
        const qint64 available = end - r.pos();
        qint64 size = dataSize(t);
        if (size > available)
            r.fail(FieldName("textures", i, "data"),
                   QStringLiteral("%1 x %2 pixels of type %3 need %4 bytes, the record has %5")
                       .arg(t.width).arg(t.height).arg(t.type).arg(size).arg(available));
        if (size < 0)
            size = available; // DDS, external name or unknown type: the data runs to the next record
        t.data = r.bytes(size, FieldName("textures", i, "data"));
        t.tail = r.bytes(end - r.pos(), FieldName("textures", i, "tail"));
        file.m_textures.push_back(std::move(t));
    }
}

QByteArray WmbTextureCodec::write(const WmbFile &file)
{
    const auto &textures = file.m_textures;
    ByteWriter w;
    w.u32(quint32(textures.size()));
    const qint64 table = w.pos();
    w.zeros(4 * qint64(textures.size()));
    w.bytes(file.m_textureGap);
    for (size_t i = 0; i < textures.size(); ++i) {
        const WmbTexture &t = textures[i];
        auto at = [i](const char *field) { return FieldName("textures", qint64(i), field).toString(); };
        if (t.name.size() != 16)
            throw FormatError(-1, at("name"), QStringLiteral("name field must be 16 bytes"));
        const qint64 size = dataSize(t);
        if (size >= 0 && size != t.data.size())
            throw FormatError(-1, at("data"),
                              QStringLiteral("holds %1 bytes, %2 x %3 of type %4 needs %5")
                                  .arg(t.data.size()).arg(t.width).arg(t.height).arg(t.type).arg(size));
        if (w.pos() > 0xffffffffLL)
            throw FormatError(-1, QStringLiteral("textures"), QStringLiteral("list exceeds 4 GB"));
        w.patchU32(table + 4 * qint64(i), quint32(w.pos()));
        w.bytes(t.name);
        w.u32(t.width);
        w.u32(t.height);
        w.u32(t.type);
        for (quint32 m : t.mipOffsets)
            w.u32(m);
        w.bytes(t.data);
        w.bytes(t.tail);
    }
    return w.take();
}

RgbaImage WmbFile::textureImage(int index) const
{
    if (index < 0 || size_t(index) >= m_textures.size())
        return {};
    const WmbTexture &t = m_textures[size_t(index)];
    const int pt = t.pixelType();
    if (pt >= 0) {
        if (t.width > 65536 || t.height > 65536)
            return {};
        const Palette pal = palette();
        return decodePixels(pt, int(t.width), int(t.height), t.data, &pal);
    }
    if (PixelType::base(int(t.type)) == PixelType::Dds && t.type <= 15)
        return decodeDds(t.data);
    return {};
}

bool WmbFile::replaceTexture(int index, const RgbaImage &image, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (index < 0 || size_t(index) >= m_textures.size())
        return fail(QStringLiteral("no texture %1").arg(index));
    if (image.isNull() || image.pixels.size() != size_t(image.width) * size_t(image.height) * 4)
        return fail(QStringLiteral("empty or inconsistent image"));
    WmbTexture &t = m_textures[size_t(index)];
    int pt = t.pixelType();
    const bool legacy = t.type == WmbTexture::LegacyMiptex && pt >= 0;
    if (pt < 0)
        pt = PixelType::Argb8888 | PixelType::MipFlag; // DDS / unknown: store as plain pixels
    if (PixelType::hasMips(pt) && (image.width % 8 != 0 || image.height % 8 != 0))
        return fail(QStringLiteral("mipmapped textures need width and height divisible by 8 (got %1 x %2)")
                        .arg(image.width).arg(image.height));
    if (image.width > 8192 || image.height > 8192)
        return fail(QStringLiteral("texture larger than 8192 x 8192"));
    const Palette pal = palette();
    t.data = encodePixels(pt, image, &pal);
    t.width = quint32(image.width);
    t.height = quint32(image.height);
    t.type = legacy ? WmbTexture::LegacyMiptex : quint32(pt);
    t.mipOffsets = WmbTextureCodec::standardMipOffsets(pt, t.width, t.height);
    t.tail.clear(); // bytes after the old pixels described the old size
    return true;
}

} // namespace ackedit::format
