// Mdl7File: adding, removing and reordering skins. Triangles and reference skins name skins by
// their model-global index (mdl7.md), so each edit renumbers them through one index map.
#include "mdl7/mdl7file.h"

#include "common/ddsimage.h"
#include "common/pixelformat.h"
#include "mdl7/mdl7pixels.h"

#include "common/movedindex.h"

#include <QCoreApplication>
#include <functional>

namespace ackedit::format {

namespace {

// Applies `map` to every skin number stored in the model below `count` (others, e.g. the
// 0xFFFFFFFF "no skin", stay as they are).
void renumber(std::vector<Mdl7Group> &groups, int count, const std::function<int(int)> &map)
{
    for (Mdl7Group &g : groups) {
        for (Mdl7Skin &s : g.skins)
            if (PixelType::base(s.type) == PixelType::Reference && s.width >= 0 && s.width < count)
                s.width = map(s.width);
        for (Mdl7Triangle &t : g.triangles) {
            if (t.material < uint32_t(count))
                t.material = uint32_t(map(int(t.material)));
            if (t.material2 < uint32_t(count))
                t.material2 = uint32_t(map(int(t.material2)));
        }
    }
}

} // namespace

std::optional<Mdl7Skin> Mdl7File::encodeSkin(const Mdl7Skin &like, const RgbaImage &image) const
{
    if (image.isNull() || image.pixels.size() != size_t(image.width) * size_t(image.height) * 4)
        return std::nullopt;
    Mdl7Skin out = like;
    const int type = like.type & 0x0F;
    if (type == PixelType::Dds) {
        out.image = writeDdsRgba(image, ddsHasMips(like.image));
        out.width = int32_t(out.image.size());
        out.height = 1;
        return out;
    }
    if (!PixelType::isPixelArray(type) || (PixelType::hasMips(type) && (image.width % 8 || image.height % 8))
        || pixelBlockSize(type, image.width, image.height) < 0)
        return std::nullopt;
    out.image = encodeMdl7Pixels(type, image, m_palette ? &*m_palette : nullptr);
    out.width = image.width;
    out.height = image.height;
    return out;
}

QString Mdl7File::checkSkin(const Mdl7Skin &s) const
{
    const int type = s.type & 0x0F;
    qint64 size = -1;
    if (type == PixelType::Reference) {
        if (s.width < 0 || s.width > skinCount())
            return QStringLiteral("reference to skin %1 of %2").arg(s.width).arg(skinCount());
        size = 0;
    } else if (type == PixelType::Dds || type == PixelType::External) {
        size = s.width;
    } else if (PixelType::isPixelArray(type)) {
        size = s.width == 0 || s.height == 0 ? 0 : pixelBlockSize(type, s.width, s.height);
    }
    if (size < 0)
        return QCoreApplication::translate("ackedit::format::FormatError", "MDL7 cannot store skin type %1 of %2x%3").arg(int(s.type)).arg(s.width).arg(s.height);
    if (s.image.size() != size)
        return QStringLiteral("skin type %1 needs %2 bytes, not %3").arg(int(s.type)).arg(size).arg(s.image.size());
    if (s.hasMaterial() && s.material.size() != m_sizes.material)
        return QStringLiteral("material record of %1 bytes, the model's are %2").arg(s.material.size()).arg(m_sizes.material);
    if (m_groups.empty())
        return QStringLiteral("a model without groups has nowhere to keep skins");
    return {};
}

bool Mdl7File::insertSkin(int at, const Mdl7Skin &skin)
{
    const int count = skinCount();
    if (at < 0 || at > count || !checkSkin(skin).isEmpty())
        return false;
    int group = 0, local = 0;
    if (const auto loc = skinLocation(at)) {
        group = loc->first;
        local = loc->second;
    } else if (count > 0) {
        const auto last = skinLocation(count - 1);
        group = last->first;
        local = last->second + 1;
    }
    renumber(m_groups, count, [at](int i) { return i >= at ? i + 1 : i; });
    auto &skins = m_groups[size_t(group)].skins;
    skins.insert(skins.begin() + local, skin);
    return true;
}

bool Mdl7File::replaceSkin(int index, const Mdl7Skin &skin)
{
    const auto loc = skinLocation(index);
    if (!loc || !checkSkin(skin).isEmpty())
        return false;
    m_groups[size_t(loc->first)].skins[size_t(loc->second)] = skin;
    return true;
}

std::optional<Mdl7File::TakenSkin> Mdl7File::takeSkin(int index, QString *why)
{
    const auto loc = skinLocation(index);
    if (!loc)
        return std::nullopt;
    const int count = skinCount();
    for (int i = 0; i < count; ++i) {
        const Mdl7Skin *s = skin(i);
        if (i != index && PixelType::base(s->type) == PixelType::Reference && s->width == index) {
            if (why)
                *why = QStringLiteral("skin %1 is a reference to skin %2").arg(i + 1).arg(index + 1);
            return std::nullopt;
        }
    }
    TakenSkin out;
    out.index = index;
    out.group = loc->first;
    out.local = loc->second;
    for (size_t g = 0; g < m_groups.size(); ++g)
        for (size_t t = 0; t < m_groups[g].triangles.size(); ++t) {
            Mdl7Triangle &tri = m_groups[g].triangles[t];
            if (tri.material == uint32_t(index)) {
                out.users.push_back({int(g), int(t), 0});
                tri.material = Mdl7Triangle::NoMaterial;
            }
            if (tri.material2 == uint32_t(index)) {
                out.users.push_back({int(g), int(t), 1});
                tri.material2 = Mdl7Triangle::NoMaterial;
            }
        }
    auto &skins = m_groups[size_t(out.group)].skins;
    out.skin = std::move(skins[size_t(out.local)]);
    skins.erase(skins.begin() + out.local);
    renumber(m_groups, count, [index](int i) { return i > index ? i - 1 : i; });
    return out;
}

bool Mdl7File::restoreSkin(const TakenSkin &taken)
{
    if (taken.group < 0 || size_t(taken.group) >= m_groups.size() || taken.local < 0
        || size_t(taken.local) > m_groups[size_t(taken.group)].skins.size() || taken.index < 0
        || taken.index > skinCount())
        return false;
    for (const auto &[g, t, set] : taken.users)
        if (g < 0 || size_t(g) >= m_groups.size() || t < 0 || size_t(t) >= m_groups[size_t(g)].triangles.size())
            return false;
    const int count = skinCount();
    renumber(m_groups, count, [at = taken.index](int i) { return i >= at ? i + 1 : i; });
    auto &skins = m_groups[size_t(taken.group)].skins;
    skins.insert(skins.begin() + taken.local, taken.skin);
    for (const auto &[g, t, set] : taken.users) {
        Mdl7Triangle &tri = m_groups[size_t(g)].triangles[size_t(t)];
        (set == 0 ? tri.material : tri.material2) = uint32_t(taken.index);
    }
    return true;
}

bool Mdl7File::moveSkin(int from, int to)
{
    const auto a = skinLocation(from), b = skinLocation(to);
    if (!a || !b || a->first != b->first)
        return false;
    if (from == to)
        return true;
    auto &skins = m_groups[size_t(a->first)].skins;
    Mdl7Skin s = std::move(skins[size_t(a->second)]);
    skins.erase(skins.begin() + a->second);
    skins.insert(skins.begin() + b->second, std::move(s));
    renumber(m_groups, skinCount(), [from, to](int i) { return movedIndex(i, from, to); });
    return true;
}

} // namespace ackedit::format
