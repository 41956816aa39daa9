#include "wmpb/wmpbnode.h"

#include <Eigen/Geometry>

#include <algorithm>
#include <cstring>

namespace ackedit::format {

QString wmpbClassLabel(quint8 classCode)
{
    switch (WmpbClass(classCode)) {
    case WmpbClass::Level: return QStringLiteral("level");
    case WmpbClass::Group: return QStringLiteral("group");
    case WmpbClass::Block: return QStringLiteral("block");
    case WmpbClass::Start: return QStringLiteral("start");
    case WmpbClass::Light: return QStringLiteral("light");
    case WmpbClass::OldEntity: return QStringLiteral("entity (8 skills)"); // an A4/A5 entity
    case WmpbClass::Entity: return QStringLiteral("entity");
    case WmpbClass::Sound: return QStringLiteral("sound");
    case WmpbClass::Path: return QStringLiteral("path");
    case WmpbClass::Region: return QStringLiteral("region");
    }
    return QStringLiteral("class 0x%1").arg(classCode, 2, 16, QLatin1Char('0'));
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

bool sameBits(float a, float b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

bool sameBits(const Eigen::Vector3d &a, const Eigen::Vector3d &b)
{
    return sameBits(a.x(), b.x()) && sameBits(a.y(), b.y()) && sameBits(a.z(), b.z());
}

bool sameBits(const std::vector<double> &a, const std::vector<double> &b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (!sameBits(a[i], b[i]))
            return false;
    return true;
}

bool sameBits(const std::vector<Eigen::Vector3d> &a, const std::vector<Eigen::Vector3d> &b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (!sameBits(a[i], b[i]))
            return false;
    return true;
}

bool WmpbFace::operator==(const WmpbFace &o) const
{
    if (number != o.number || flags != o.flags || !sameBits(ambient, o.ambient) || !sameBits(albedo, o.albedo)
        || texture != o.texture || !sameBits(axes, o.axes) || !sameBits(mapping, o.mapping) || uvs.size() != o.uvs.size())
        return false;
    for (size_t i = 0; i < uvs.size(); ++i)
        if (!sameBits(uvs[i].x(), o.uvs[i].x()) || !sameBits(uvs[i].y(), o.uvs[i].y()))
            return false;
    return true;
}

void setPathPoints(WmpbPathData &path, std::vector<Eigen::Vector3d> points)
{
    const quint32 before = quint32(path.points.size());
    const quint32 after = quint32(points.size());
    path.points = std::move(points);
    path.nodeSkills.resize(size_t(after) * path.skillsPerNode, 0.0);
    std::erase_if(path.edges, [&](const WmpbPathEdge &e) { return e.from >= after || e.to >= after; });
    for (quint32 i = std::max(before, 1u); i < after; ++i) {
        const auto closing = std::find_if(path.edges.begin(), path.edges.end(), [&](const WmpbPathEdge &e) {
            return e.from == i - 1 && e.to == 0 && i - 1 > 0;
        });
        WmpbPathEdge link;
        link.from = i - 1;
        link.to = i;
        if (closing != path.edges.end()) {
            closing->to = i;
            link.from = i;
            link.to = 0;
        }
        path.edges.push_back(link);
    }
}

bool WmpbPathEdge::operator==(const WmpbPathEdge &o) const
{
    if (from != o.from || to != o.to)
        return false;
    for (size_t i = 0; i < values.size(); ++i)
        if (!sameBits(values[i], o.values[i]))
            return false;
    return true;
}

WmpbNode WmpbNode::box(const Eigen::Vector3d &size, const QString &texture, const QString &name)
{
    WmpbNode n = make(WmpbClass::Block, name);
    WmpbBlockData b;
    const Eigen::Vector3d h = size / 2;
    // The vertex order and inward faces of the text WMP box template (WmpTemplates::boxBlock).
    b.vertices = {{h.x(), -h.y(), -h.z()}, {h.x(), h.y(), -h.z()}, {-h.x(), -h.y(), -h.z()}, {-h.x(), h.y(), -h.z()},
                  {h.x(), -h.y(), h.z()},  {h.x(), h.y(), h.z()},  {-h.x(), -h.y(), h.z()},  {-h.x(), h.y(), h.z()}};
    b.polygons = {{0, 1, 3, 2}, {1, 0, 4, 5}, {0, 2, 6, 4}, {2, 3, 7, 6}, {3, 1, 5, 7}, {5, 4, 6, 7}};
    const std::vector<double> axes[6] = {{1, 0, 0, 0, 0, -1, 0, 0}, {0, 1, 0, 0, 0, 0, -1, 0},
                                         {1, 0, 0, 0, 0, 0, -1, 0}, {0, 1, 0, 0, 0, 0, -1, 0},
                                         {1, 0, 0, 0, 0, 0, -1, 0}, {1, 0, 0, 0, 0, -1, 0, 0}};
    for (quint32 f = 0; f < 6; ++f) {
        WmpbFace face;
        face.number = f;
        face.texture = texture;
        face.axes = axes[f];
        face.mapping = {0, 0, 0, 1, 1};
        b.faces.push_back(face);
    }
    n.data = b;
    return n;
}

std::vector<WmpbFace> defaultFaces(const WmpbBlockData &block, const QString &texture)
{
    std::vector<WmpbFace> faces;
    for (size_t p = 0; p < block.polygons.size(); ++p) {
        // Newell's normal: any winding, any convex polygon; a damaged index counts as the origin.
        Eigen::Vector3d normal = Eigen::Vector3d::Zero();
        const std::vector<quint16> &poly = block.polygons[p];
        const auto corner = [&](size_t i) {
            const quint16 v = poly[i % poly.size()];
            return v < block.vertices.size() ? block.vertices[v] : Eigen::Vector3d::Zero();
        };
        for (size_t i = 0; i < poly.size(); ++i)
            normal += corner(i).cross(corner(i + 1));
        const Eigen::Vector3d a = normal.cwiseAbs();
        WmpbFace face;
        face.number = quint32(p);
        face.texture = texture;
        if (a.z() >= a.x() && a.z() >= a.y())
            face.axes = {1, 0, 0, 0, 0, -1, 0, 0};
        else if (a.x() >= a.y())
            face.axes = {0, 1, 0, 0, 0, 0, -1, 0};
        else
            face.axes = {1, 0, 0, 0, 0, 0, -1, 0};
        face.mapping = {0, 0, 0, 1, 1};
        faces.push_back(face);
    }
    return faces;
}

WmpbNode WmpbNode::make(WmpbClass cls, const QString &name)
{
    // Defaults as WED writes them (taken from the real files in the corpus).
    WmpbNode n;
    n.classCode = quint8(cls);
    n.name = name;
    switch (cls) {
    case WmpbClass::Level: {
        n.className = QStringLiteral("level");
        WmpbLevelData d;
        d.unknown4 = {WmpbColour{}};
        d.paletteFile = QStringLiteral("palette.pcx");
        d.fog = {{0, 255, 255, 255}, {1, 50, 100, 255}, {2, 255, 50, 50}, {3, 0, 0, 0}};
        d.sun = {{0, 150, 150, 150}};
        d.ambient = {{0, 50, 50, 50}};
        n.data = d;
        break;
    }
    case WmpbClass::Group:
        n.className = QStringLiteral("object");
        break;
    case WmpbClass::Block: {
        n.className = QStringLiteral("block");
        n.subtype = 1;
        n.data = WmpbBlockData{};
        break;
    }
    case WmpbClass::Start: {
        n.className = QStringLiteral("start");
        WmpbStartData d;
        d.name = name;
        n.data = d;
        break;
    }
    case WmpbClass::Light:
        n.className = QStringLiteral("light");
        n.name.clear(); // lights carry no name element
        n.data = WmpbLightData{};
        break;
    case WmpbClass::OldEntity:
    case WmpbClass::Entity: {
        n.className = QStringLiteral("model");
        n.subtype = 2;
        WmpbEntityData d;
        d.name = name;
        d.subtypeWord = quint32(n.subtype) << 8;
        d.skills.assign(cls == WmpbClass::Entity ? 20 : 8, 0.0);
        n.data = d;
        break;
    }
    case WmpbClass::Sound:
        n.className = QStringLiteral("sound");
        n.name.clear();
        n.data = WmpbSoundData{};
        break;
    case WmpbClass::Path: {
        n.className = QStringLiteral("path");
        WmpbPathData d;
        d.name = name;
        n.data = d;
        break;
    }
    case WmpbClass::Region: {
        n.className = QStringLiteral("region");
        WmpbRegionData d;
        d.name = name;
        d.box = {-16, -16, -16, 16, 16, 16};
        n.data = d;
        break;
    }
    }
    return n;
}

} // namespace ackedit::format
