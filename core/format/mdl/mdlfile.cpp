// MdlFile: accessors, the editing API (positions, names, skins, UVs) and the display mesh.
#include "mdl/mdlfile.h"

#include "common/fixedstring.h"
#include "common/normaltable.h"
#include "common/pixelformat.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace ackedit::format {

QString MdlFile::formatName() const { return QString::fromLatin1(m_header.ident); }

Packing MdlFile::packing() const
{
    Packing p;
    for (int a = 0; a < 3; ++a) {
        p.scale[a] = std::bit_cast<float>(m_header.scale[a]);
        p.offset[a] = std::bit_cast<float>(m_header.offset[a]);
    }
    return p;
}

int MdlFile::uvWidth() const
{
    // MDL5 without skins: the header field (0 in real files, our builder writes the UV size).
    if (m_version == Version::Mdl5 && !m_skins.empty())
        return m_skins.front().width;
    return m_header.skinWidth;
}

int MdlFile::uvHeight() const
{
    if (m_version == Version::Mdl5 && !m_skins.empty())
        return m_skins.front().height;
    return m_header.skinHeight;
}

bool MdlFile::frameIsWord(const MdlFrame &frame) const { return !isQuakeLayout() && frame.type == 2; }

void MdlFile::rebuildPoseIndex()
{
    m_poseIndex.clear();
    for (size_t f = 0; f < m_frames.size(); ++f)
        for (qsizetype p = 0; p < m_frames[f].poses.size(); ++p)
            m_poseIndex.emplace_back(int(f), int(p));
}

std::pair<int, int> MdlFile::framePose(int frame) const
{
    if (frame < 0 || frame >= int(m_poseIndex.size()))
        return {-1, -1};
    return m_poseIndex[size_t(frame)];
}

const MdlSimpleFrame *MdlFile::pose(int frame) const
{
    const auto [f, p] = framePose(frame);
    return f < 0 ? nullptr : &m_frames[size_t(f)].poses[size_t(p)];
}

MdlSimpleFrame *MdlFile::pose(int frame)
{
    const auto [f, p] = framePose(frame);
    return f < 0 ? nullptr : &m_frames[size_t(f)].poses[size_t(p)];
}

QStringList MdlFile::frameNames() const
{
    QStringList names;
    for (const auto &[f, p] : m_poseIndex)
        names << latin1Text(m_frames[size_t(f)].poses[size_t(p)].name);
    return names;
}

const std::vector<Eigen::Vector3f> &MdlFile::positions(int frame) const
{
    static const std::vector<Eigen::Vector3f> empty;
    const MdlSimpleFrame *p = pose(frame);
    return p ? p->positions() : empty;
}

bool MdlFile::setPositions(int frame, const std::vector<Eigen::Vector3f> &positions)
{
    MdlSimpleFrame *p = pose(frame);
    if (!p || positions.size() != p->positions().size())
        return false;
    p->positions() = positions;
    return true;
}

bool MdlFile::setVertex(int frame, int index, const Eigen::Vector3f &position)
{
    MdlSimpleFrame *p = pose(frame);
    if (!p || index < 0 || index >= int(p->positions().size()))
        return false;
    p->positions()[size_t(index)] = position;
    return true;
}

bool MdlFile::transform(const Eigen::Affine3f &t)
{
    for (MdlFrame &frame : m_frames)
        for (MdlSimpleFrame &p : frame.poses)
            for (Eigen::Vector3f &v : p.positions())
                v = t * v;
    // A mirroring transform turns the winding over; swap corners to keep the file's convention
    // (clockwise seen from outside). The writer recomputes the normals in the file's convention.
    if (t.linear().determinant() < 0.f) {
        for (MdlTriangle &tri : m_triangles) {
            std::swap(tri.v[1], tri.v[2]);
            std::swap(tri.uv[1], tri.uv[2]);
        }
    }
    return true;
}

bool MdlFile::setFrameName(int frame, const QString &name)
{
    MdlSimpleFrame *p = pose(frame);
    const std::optional<QByteArray> text = fieldText(name, maxFrameNameLength());
    if (!p || !text)
        return false;
    p->name = withText(p->name, *text);
    return true;
}

QByteArray MdlFile::rawFrameName(int frame) const
{
    const MdlSimpleFrame *p = pose(frame);
    return p ? p->name : QByteArray();
}

bool MdlFile::setRawFrameName(int frame, const QByteArray &raw)
{
    MdlSimpleFrame *p = pose(frame);
    if (!p || raw.size() != p->name.size())
        return false;
    p->name = raw;
    return true;
}

bool MdlFile::isWordPacked(int frame) const
{
    const auto [f, p] = framePose(frame);
    return f >= 0 && frameIsWord(m_frames[size_t(f)]);
}

// ---- skins ----

int MdlFile::skinGroupSize(int skin) const
{
    if (skin < 0 || skin >= skinCount())
        return 0;
    const MdlSkin &s = m_skins[size_t(skin)];
    return s.isGroup() ? int(s.images.size()) : 1;
}

RgbaImage MdlFile::skinGroupImage(int skin, int image) const
{
    if (skin < 0 || skin >= skinCount())
        return {};
    const MdlSkin &s = m_skins[size_t(skin)];
    if (s.isGroup()) {
        if (image < 0 || image >= int(s.images.size()))
            return {};
        return decodePixels(PixelType::Palette8, s.width, s.height, s.images[size_t(image)], palette());
    }
    if (image != 0 || !PixelType::isPixelArray(s.type) || s.type >= 16)
        return {};
    return decodePixels(s.type, s.width, s.height, s.data, palette());
}

RgbaImage MdlFile::skinImage(int index) const { return skinGroupImage(index, 0); }

bool MdlFile::setSkinGroupImage(int skin, int image, const RgbaImage &rgba)
{
    if (skin < 0 || skin >= skinCount() || rgba.isNull()
        || rgba.pixels.size() != size_t(rgba.width) * size_t(rgba.height) * 4)
        return false;
    MdlSkin &s = m_skins[size_t(skin)];
    if (s.isGroup()) {
        if (image < 0 || image >= int(s.images.size()) || rgba.width != s.width || rgba.height != s.height)
            return false;
        s.images[size_t(image)] = encodePixels(PixelType::Palette8, rgba, palette());
        return true;
    }
    if (image != 0 || s.type >= 16 || !PixelType::isPixelArray(s.type))
        return false;
    const bool ownSize = m_version == Version::Mdl5;
    if (!ownSize && (rgba.width != s.width || rgba.height != s.height))
        return false; // the header size is shared by every skin
    if (PixelType::hasMips(s.type) && (rgba.width % 8 != 0 || rgba.height % 8 != 0))
        return false;
    if (pixelBlockSize(s.type, rgba.width, rgba.height) < 0)
        return false;
    s.data = encodePixels(s.type, rgba, palette());
    s.width = rgba.width;
    s.height = rgba.height;
    return true;
}

bool MdlFile::setSkinImage(int index, const RgbaImage &image) { return setSkinGroupImage(index, 0, image); }

bool MdlFile::setSkinVertex(int index, const MdlSkinVertex &uv)
{
    if (index < 0 || index >= int(m_uvs.size()))
        return false;
    if (!isQuakeLayout() && (uv.s < -32768 || uv.s > 32767 || uv.t < -32768 || uv.t > 32767))
        return false; // int16 fields
    m_uvs[size_t(index)] = uv;
    return true;
}

// ---- display mesh ----

// Every file winds clockwise seen from outside. Gamestudio tools store normals that agree with
// that winding (inward), Quake tools store them outward: compare the stored table normals of the
// first pose with the geometric ones of the stored winding (IDPO only; MDL2..5 are Gamestudio's).
void MdlFile::detectNormalConvention()
{
    m_outwardNormals = false;
    if (m_version != Version::Idpo || m_poseIndex.empty())
        return;
    const MdlSimpleFrame *p = pose(0);
    const std::vector<std::array<uint32_t, 3>> tris = triangleCorners();
    std::vector<int> used(p->positions().size(), 0);
    for (const auto &t : tris)
        for (uint32_t v : t)
            if (v < used.size())
                used[v] = 1;
    const std::vector<Eigen::Vector3f> geo = vertexNormals(p->positions(), tris);
    int agree = 0, disagree = 0;
    for (size_t i = 0; i < geo.size(); ++i) {
        if (!used[i])
            continue;
        const float d = geo[i].dot(NormalTable::normal(p->packed()[i].normal));
        agree += d > 0.f;
        disagree += d < 0.f;
    }
    m_outwardNormals = disagree > agree;
}

TriangleMesh MdlFile::mesh(int frame) const
{
    TriangleMesh mesh;
    const MdlSimpleFrame *p = pose(frame);
    if (!p)
        return mesh;
    mesh.positions = p->positions();
    // Stored normals are valid while the pose is unedited; after an edit the consumer recomputes.
    const Packing pk = packing();
    bool edited = false;
    for (size_t i = 0; i < p->positions().size() && !edited; ++i)
        edited = p->positions()[i] != pk.decode(p->packed()[i].x, p->packed()[i].y, p->packed()[i].z);
    if (!edited && !m_forceRepack) {
        mesh.normals.reserve(p->packed().size());
        // The mesh is outward: Gamestudio's inward normals turn round.
        const float sign = m_outwardNormals ? 1.f : -1.f;
        for (const MdlVertex &v : p->packed())
            mesh.normals.push_back(sign * NormalTable::normal(v.normal));
    }

    const float w = uvWidth() > 0 ? float(uvWidth()) : 1.f;
    const float h = uvHeight() > 0 ? float(uvHeight()) : 1.f;
    const int skin = m_skins.empty() ? -1 : 0;
    const uint32_t nverts = uint32_t(p->positions().size());
    if (isQuakeLayout()) {
        // One UV per vertex; the second half holds the seam-shifted copies (s + skinwidth/2),
        // used by back-facing triangles on seam vertices.
        const size_t n = m_uvs.size();
        mesh.uvs.resize(2 * n);
        const float half = float(uvWidth() / 2);
        for (size_t i = 0; i < n; ++i) {
            const Eigen::Vector2f uv((float(m_uvs[i].s) + 0.5f) / w, (float(m_uvs[i].t) + 0.5f) / h);
            mesh.uvs[i] = uv;
            mesh.uvs[n + i] = uv + Eigen::Vector2f(half / w, 0.f);
        }
    } else {
        mesh.uvs.reserve(m_uvs.size());
        for (const MdlSkinVertex &uv : m_uvs)
            mesh.uvs.emplace_back((float(uv.s) + 0.5f) / w, (float(uv.t) + 0.5f) / h);
    }
    const uint32_t nuvs = uint32_t(mesh.uvs.size());
    mesh.triangles.reserve(m_triangles.size());
    for (const MdlTriangle &t : m_triangles) {
        TriangleMesh::Triangle out;
        bool ok = true;
        for (int k = 0; k < 3; ++k) {
            const uint32_t v = uint32_t(t.v[k]);
            out.v[size_t(k)] = v;
            uint32_t uv = uint32_t(t.uv[k]);
            if (isQuakeLayout() && v < m_uvs.size() && t.facesFront == 0 && m_uvs[v].onSeam != 0)
                uv = v + uint32_t(m_uvs.size());
            out.uv[size_t(k)] = uv;
            ok = ok && v < nverts && uv < nuvs;
        }
        if (!ok)
            continue; // out-of-range indices are reported by validate(), never drawn
        // Stored clockwise seen from outside (every origin): reverse to the mesh's outward winding.
        std::swap(out.v[1], out.v[2]);
        std::swap(out.uv[1], out.uv[2]);
        out.skin = skin;
        mesh.triangles.push_back(out);
    }
    return mesh;
}

std::optional<MdlTriangle> MdlFile::takeTriangle(int index)
{
    if (index < 0 || size_t(index) >= m_triangles.size())
        return std::nullopt;
    const MdlTriangle taken = m_triangles[size_t(index)];
    m_triangles.erase(m_triangles.begin() + index);
    return taken;
}

bool MdlFile::insertTriangle(int index, const MdlTriangle &triangle)
{
    if (index < 0 || size_t(index) > m_triangles.size())
        return false;
    m_triangles.insert(m_triangles.begin() + index, triangle);
    return true;
}

} // namespace ackedit::format
