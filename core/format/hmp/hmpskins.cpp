// HmpFile: inserting, removing, reordering and resizing skins.
#include "hmp/hmpfile.h"

#include "common/movedindex.h"

#include <functional>

namespace ackedit::format {

namespace {

// `count`: the number of skins the references were counted in (before the edit).
void renumberReferences(std::vector<HmpSkin> &skins, int count, const std::function<int(int)> &map)
{
    for (HmpSkin &s : skins)
        if (s.isReference() && s.width >= 0 && s.width < count)
            s.width = map(s.width);
}

} // namespace

bool HmpFile::insertSkin(int at, const HmpSkin &skin)
{
    if (at < 0 || size_t(at) > m_skins.size())
        return false;
    if (size_t(at) == m_skins.size())
        return addSkin(skin);
    if (!skinFits(skin) || (m_header.ident == "HMP4" && (skin.width != m_header.skinWidth || skin.height != m_header.skinHeight)))
        return false;
    renumberReferences(m_skins, int(m_skins.size()), [at](int i) { return i >= at ? i + 1 : i; });
    m_skins.insert(m_skins.begin() + at, skin);
    return true;
}

QString HmpFile::checkRemoveSkin(int index) const
{
    if (index < 0 || size_t(index) >= m_skins.size())
        return QStringLiteral("no skin %1").arg(index);
    for (size_t i = 0; i < m_skins.size(); ++i)
        if (int(i) != index && m_skins[i].isReference() && m_skins[i].width == index)
            return QStringLiteral("skin %1 is a reference to skin %2").arg(i + 1).arg(index + 1);
    return {};
}

bool HmpFile::removeSkin(int index)
{
    if (!checkRemoveSkin(index).isEmpty())
        return false;
    m_skins.erase(m_skins.begin() + index);
    renumberReferences(m_skins, int(m_skins.size()) + 1, [index](int i) { return i > index ? i - 1 : i; });
    return true;
}

bool HmpFile::moveSkin(int from, int to)
{
    const int n = int(m_skins.size());
    if (from < 0 || from >= n || to < 0 || to >= n)
        return false;
    if (from == to)
        return true;
    HmpSkin s = std::move(m_skins[size_t(from)]);
    m_skins.erase(m_skins.begin() + from);
    m_skins.insert(m_skins.begin() + to, std::move(s));
    renumberReferences(m_skins, n, [from, to](int i) { return movedIndex(i, from, to); });
    return true;
}

bool HmpFile::setSharedSkinSize(int width, int height, const std::vector<HmpSkin> &skins)
{
    if (m_header.ident != "HMP4" || m_isMesh || width <= 0 || height <= 0 || skins.size() != m_skins.size())
        return false;
    for (const HmpSkin &s : skins)
        if (s.width != width || s.height != height || !skinFits(s))
            return false;
    m_header.skinWidth = width;
    m_header.skinHeight = height;
    m_skins = skins;
    return true;
}

} // namespace ackedit::format
