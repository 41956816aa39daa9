// MdlFile: adding, removing, reordering and resizing skins with the rules of each version.
#include "mdl/mdlfile.h"

#include "common/pixelformat.h"

#include <QCoreApplication>
#include <cmath>

namespace ackedit::format {

std::optional<MdlSkin> MdlFile::encodeSkin(const MdlSkin &like, const std::vector<RgbaImage> &images) const
{
    if (images.empty())
        return std::nullopt;
    const int w = images.front().width, h = images.front().height;
    for (const RgbaImage &img : images)
        if (img.isNull() || img.width != w || img.height != h
            || img.pixels.size() != size_t(w) * size_t(h) * 4)
            return std::nullopt;
    MdlSkin out;
    out.type = like.type;
    out.width = w;
    out.height = h;
    if (like.isGroup()) {
        if (images.size() != like.images.size())
            return std::nullopt;
        out.timeBits = like.timeBits;
        for (const RgbaImage &img : images)
            out.images.push_back(encodePixels(PixelType::Palette8, img, palette()));
        return out;
    }
    if (images.size() != 1 || like.type >= 16 || !PixelType::isPixelArray(like.type))
        return std::nullopt;
    if (PixelType::hasMips(like.type) && (w % 8 != 0 || h % 8 != 0))
        return std::nullopt;
    if (pixelBlockSize(like.type, w, h) < 0)
        return std::nullopt;
    out.data = encodePixels(like.type, images.front(), palette());
    return out;
}

QString MdlFile::checkSkin(const MdlSkin &s) const
{
    if (s.width < 0 || s.height < 0)
        return QStringLiteral("negative skin size %1x%2").arg(s.width).arg(s.height);
    if (s.type == 1 && isQuakeLayout()) {
        if (!s.isGroup() || s.timeBits.size() != s.images.size())
            return QStringLiteral("a skin group needs one display time per image");
        for (const SharedBytes &img : s.images)
            if (img.size() != qint64(s.width) * s.height)
                return QStringLiteral("a skin group image needs %1 bytes").arg(qint64(s.width) * s.height);
    } else {
        qint64 size = -1;
        if (s.type >= 0 && s.type < 16 && PixelType::isPixelArray(s.type))
            size = pixelBlockSize(s.type, s.width, s.height);
        else if (m_version == Version::Mdl5 && (s.type == PixelType::Dds || s.type == PixelType::External))
            size = s.width;
        if (size < 0)
            return QCoreApplication::translate("ackedit::format::FormatError", "%1 cannot store skin type %2").arg(formatName()).arg(s.type);
        if (s.data.size() != size)
            return QStringLiteral("skin type %1 of %2x%3 needs %4 bytes, not %5")
                .arg(s.type).arg(s.width).arg(s.height).arg(size).arg(s.data.size());
        if (!s.images.empty() || !s.timeBits.empty())
            return QStringLiteral("only a Quake skin group (type 1) holds several images");
    }
    if (m_version == Version::Mdl5)
        return {};
    // The header's size is every skin's size; a file without skins and without a size takes it.
    const bool free = m_skins.empty() && m_header.skinWidth <= 0 && m_header.skinHeight <= 0;
    if (!free && (s.width != m_header.skinWidth || s.height != m_header.skinHeight))
        return QCoreApplication::translate("ackedit::format::FormatError", "%1 skins share the header's size %2x%3, not %4x%5")
            .arg(formatName()).arg(m_header.skinWidth).arg(m_header.skinHeight).arg(s.width).arg(s.height);
    return {};
}

std::pair<int, int> MdlFile::uvPixelSize() const
{
    // An MDL5 whose first skin is a DDS or an external name stores its byte count as width:
    // no pixel size to scale from or to (the UVs are left alone).
    if (m_version == Version::Mdl5 && !m_skins.empty() && !(m_skins.front().type >= 0 && m_skins.front().type < 16
                                                           && PixelType::isPixelArray(m_skins.front().type)))
        return {0, 0};
    return {uvWidth(), uvHeight()};
}

void MdlFile::scaleSkinVertices(int fromWidth, int fromHeight, int toWidth, int toHeight)
{
    if (fromWidth <= 0 || fromHeight <= 0 || toWidth <= 0 || toHeight <= 0
        || (fromWidth == toWidth && fromHeight == toHeight))
        return;
    const double sx = double(toWidth) / fromWidth, sy = double(toHeight) / fromHeight;
    const bool wide = isQuakeLayout(); // int32 fields; MDL3-5 store int16
    auto scaled = [wide](int v, double f) {
        const long r = std::lround(v * f);
        return int(wide ? r : std::clamp(r, -32768L, 32767L));
    };
    for (MdlSkinVertex &uv : m_uvs) {
        uv.s = scaled(uv.s, sx);
        uv.t = scaled(uv.t, sy);
    }
}

bool MdlFile::insertSkin(int at, const MdlSkin &skin)
{
    if (at < 0 || at > skinCount() || !checkSkin(skin).isEmpty())
        return false;
    const auto [w, h] = uvPixelSize();
    if (m_version != Version::Mdl5 && m_skins.empty()) {
        m_header.skinWidth = skin.width;
        m_header.skinHeight = skin.height;
    }
    m_skins.insert(m_skins.begin() + at, skin);
    scaleSkinVertices(w, h, uvPixelSize().first, uvPixelSize().second);
    return true;
}

std::optional<MdlSkin> MdlFile::takeSkin(int index)
{
    if (index < 0 || index >= skinCount())
        return std::nullopt;
    const auto [w, h] = uvPixelSize();
    MdlSkin out = std::move(m_skins[size_t(index)]);
    m_skins.erase(m_skins.begin() + index);
    scaleSkinVertices(w, h, uvPixelSize().first, uvPixelSize().second);
    return out;
}

bool MdlFile::moveSkin(int from, int to)
{
    if (from < 0 || from >= skinCount() || to < 0 || to >= skinCount())
        return false;
    if (from == to)
        return true;
    const auto [w, h] = uvPixelSize();
    MdlSkin s = std::move(m_skins[size_t(from)]);
    m_skins.erase(m_skins.begin() + from);
    m_skins.insert(m_skins.begin() + to, std::move(s));
    scaleSkinVertices(w, h, uvPixelSize().first, uvPixelSize().second);
    return true;
}

bool MdlFile::replaceSkin(int index, const MdlSkin &skin)
{
    if (index < 0 || index >= skinCount())
        return false;
    if (m_version != Version::Mdl5 && (skin.width != m_header.skinWidth || skin.height != m_header.skinHeight))
        return false;
    if (!checkSkin(skin).isEmpty())
        return false;
    const auto [w, h] = uvPixelSize();
    m_skins[size_t(index)] = skin;
    scaleSkinVertices(w, h, uvPixelSize().first, uvPixelSize().second);
    return true;
}

bool MdlFile::setSharedSkinSize(int width, int height, const std::vector<MdlSkin> &skins)
{
    if (m_version == Version::Mdl5 || width <= 0 || height <= 0 || skins.size() != m_skins.size())
        return false;
    const MdlHeader before = m_header;
    m_header.skinWidth = width;
    m_header.skinHeight = height;
    std::vector<MdlSkin> kept;
    kept.swap(m_skins); // checkSkin of a lone skin against the new header size
    for (const MdlSkin &s : skins) {
        if (s.width != width || s.height != height || !checkSkin(s).isEmpty()) {
            m_skins.swap(kept);
            m_header = before;
            return false;
        }
    }
    m_skins = skins;
    scaleSkinVertices(before.skinWidth, before.skinHeight, width, height);
    return true;
}

bool MdlFile::setSkinVertices(const std::vector<MdlSkinVertex> &uvs)
{
    if (uvs.size() != m_uvs.size())
        return false;
    m_uvs = uvs;
    return true;
}

} // namespace ackedit::format
