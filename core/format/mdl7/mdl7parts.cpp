// MDL7 names (skins, groups, bones) and single-triangle removal: the edits behind the
// validator's quick fixes. Each touches only its own fields.
#include "common/fixedstring.h"
#include "common/movedindex.h"
#include "mdl7/mdl7file.h"

namespace ackedit::format {

int Mdl7File::nameWidth(NamedPart part) const
{
    switch (part) {
    case NamedPart::Skin:
    case NamedPart::Group: return 16;
    case NamedPart::Bone: return std::max(0, int(m_sizes.bone) - 16); // parent, unused, position
    }
    return 0;
}

std::vector<QByteArray> Mdl7File::rawNames(NamedPart part, int index) const
{
    switch (part) {
    case NamedPart::Skin:
        if (const Mdl7Skin *s = skin(index))
            return {s->name};
        return {};
    case NamedPart::Group:
        if (validIndex(index, m_groups.size()))
            return {m_groups[size_t(index)].name};
        return {};
    case NamedPart::Bone: {
        if (!validIndex(index, m_bones.size()))
            return {};
        std::vector<QByteArray> out{m_bones[size_t(index)].name};
        for (const Mdl7Deformer &d : m_deformers)
            for (const Mdl7DeformerElement &e : d.elements)
                if (e.bone == index)
                    out.push_back(e.boneName);
        return out;
    }
    }
    return {};
}

bool Mdl7File::setRawNames(NamedPart part, int index, const std::vector<QByteArray> &raw)
{
    const std::vector<QByteArray> now = rawNames(part, index);
    if (now.empty() || raw.size() != now.size())
        return false;
    for (size_t i = 0; i < raw.size(); ++i)
        if (raw[i].size() != now[i].size())
            return false;
    switch (part) {
    case NamedPart::Skin: {
        const auto at = skinLocation(index);
        m_groups[size_t(at->first)].skins[size_t(at->second)].name = raw[0];
        break;
    }
    case NamedPart::Group: m_groups[size_t(index)].name = raw[0]; break;
    case NamedPart::Bone: {
        m_bones[size_t(index)].name = raw[0];
        size_t k = 1;
        for (Mdl7Deformer &d : m_deformers)
            for (Mdl7DeformerElement &e : d.elements)
                if (e.bone == index)
                    e.boneName = raw[k++];
        break;
    }
    }
    return true;
}

bool Mdl7File::setName(NamedPart part, int index, const QByteArray &text)
{
    std::vector<QByteArray> fields = rawNames(part, index);
    if (fields.empty() || text.contains('\0') || text.size() > fields[0].size())
        return false;
    for (size_t i = 1; i < fields.size(); ++i)
        if (text.size() > fields[i].size())
            return false; // a deformer element's 20 bytes cannot hold it
    for (QByteArray &f : fields)
        f = withText(f, text);
    return setRawNames(part, index, fields);
}

std::optional<Mdl7Triangle> Mdl7File::takeTriangle(int group, int index)
{
    if (!validIndex(group, m_groups.size()) || !validIndex(index, m_groups[size_t(group)].triangles.size()))
        return std::nullopt;
    auto &triangles = m_groups[size_t(group)].triangles;
    Mdl7Triangle taken = triangles[size_t(index)];
    triangles.erase(triangles.begin() + index);
    dropLumps(); // the entity lump holds triangle index data (mdl7.md)
    return taken;
}

bool Mdl7File::insertTriangle(int group, int index, const Mdl7Triangle &triangle)
{
    if (!validIndex(group, m_groups.size()) || index < 0 || size_t(index) > m_groups[size_t(group)].triangles.size())
        return false;
    auto &triangles = m_groups[size_t(group)].triangles;
    triangles.insert(triangles.begin() + index, triangle);
    return true;
}

} // namespace ackedit::format
