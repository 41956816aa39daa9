// Writing: the structure is serialised field by field. Unedited files come back byte-identical
// (packed values, bboxes, normal bytes and garbage fields are kept). When positions changed, one
// global scale/offset is recomputed from the bounds over all frames, every pose whose values or
// packing changed is requantised with rounding, its bbox recomputed, and normal indices are
// recomputed only for vertices whose neighbourhood moved.
#include "mdl/mdlfile.h"

#include "common/normaltable.h"
#include "io/bytewriter.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace ackedit::format {

namespace {

// Vertices whose current position differs from what the stored bytes decode to (bitwise: the
// reader decoded with the same function, so untouched vertices compare equal).
// Equal, or the very bits decoded when read (a NaN packing decodes to NaN, which is not == to
// itself but was not edited either).
bool samePosition(const Eigen::Vector3f &a, const Eigen::Vector3f &b)
{
    for (int k = 0; k < 3; ++k)
        if (!(a[k] == b[k]) && std::bit_cast<uint32_t>(a[k]) != std::bit_cast<uint32_t>(b[k]))
            return false;
    return true;
}

std::vector<std::vector<char>> movedVertices(const std::vector<MdlFrame> &frames, const Packing &pk,
                                             bool all, bool *any)
{
    std::vector<std::vector<char>> moved;
    *any = false;
    for (const MdlFrame &f : frames) {
        for (const MdlSimpleFrame &p : f.poses) {
            std::vector<char> m(size_t(p.vertexCount()), all ? 1 : 0);
            if (p.isPending()) { // never decoded, so never edited
                moved.push_back(std::move(m));
                *any = *any || all;
                continue;
            }
            for (size_t i = 0; i < p.positions().size() && !all; ++i) {
                const MdlVertex &v = i < p.packed().size() ? p.packed()[i] : MdlVertex();
                m[i] = !samePosition(p.positions()[i], pk.decode(v.x, v.y, v.z));
            }
            for (char c : m)
                *any = *any || c;
            moved.push_back(std::move(m));
        }
    }
    return moved;
}

// Some frame's record width changed since its values were packed (setWordPacked): the global
// packing may have to change with it (range / 255 while any frame is byte-packed).
bool widthChanged(const std::vector<MdlFrame> &frames)
{
    for (const MdlFrame &f : frames)
        if (f.type != f.packedType)
            return true;
    return false;
}

void writeVertex(ByteWriter &w, const MdlVertex &v, bool word)
{
    if (word) {
        w.u16(v.x);
        w.u16(v.y);
        w.u16(v.z);
        w.u8(v.normal);
        w.u8(v.pad);
    } else {
        w.u8(uint8_t(v.x));
        w.u8(uint8_t(v.y));
        w.u8(uint8_t(v.z));
        w.u8(v.normal);
    }
}

void writePose(ByteWriter &w, const MdlSimpleFrame &p, bool word)
{
    writeVertex(w, p.bboxMin, word);
    writeVertex(w, p.bboxMax, word);
    w.fixedString(p.name, 16);
    if (p.isPending()) {
        w.bytes(p.storedRecords());
        return;
    }
    for (const MdlVertex &v : p.packed())
        writeVertex(w, v, word);
}

} // namespace

void MdlSimpleFrame::updateBounds(uint32_t maxValue)
{
    MdlVertex lo, hi;
    lo.x = lo.y = lo.z = uint16_t(maxValue);
    if (packed().empty())
        lo = MdlVertex();
    for (const MdlVertex &v : packed()) {
        lo.x = std::min(lo.x, v.x); lo.y = std::min(lo.y, v.y); lo.z = std::min(lo.z, v.z);
        hi.x = std::max(hi.x, v.x); hi.y = std::max(hi.y, v.y); hi.z = std::max(hi.z, v.z);
    }
    bboxMin = lo;
    bboxMax = hi;
}

// Poses insertFrame added on the stored grid are not repacked, so nothing recomputes the derived
// fields they may reach outside of: the bounding radius and their frame group's bbox widen to
// cover them. Without added poses both stay as stored (removing the pose again is exact).
uint32_t MdlFile::addedPosesRadius() const
{
    float radius = std::bit_cast<float>(m_header.radius);
    bool widened = false;
    for (const MdlFrame &f : m_frames)
        for (const MdlSimpleFrame &p : f.poses)
            for (size_t i = 0; p.added && i < p.positions().size(); ++i)
                if (const float d = p.positions()[i].norm(); !(d <= radius)) {
                    radius = d;
                    widened = true;
                }
    return widened ? std::bit_cast<uint32_t>(radius) : m_header.radius;
}

void MdlFile::coverAddedPoses(const MdlFrame &group, MdlVertex &lo, MdlVertex &hi)
{
    for (const MdlSimpleFrame &p : group.poses) {
        if (!p.added)
            continue;
        lo.x = std::min(lo.x, p.bboxMin.x); lo.y = std::min(lo.y, p.bboxMin.y); lo.z = std::min(lo.z, p.bboxMin.z);
        hi.x = std::max(hi.x, p.bboxMax.x); hi.y = std::max(hi.y, p.bboxMax.y); hi.z = std::max(hi.z, p.bboxMax.z);
    }
}

std::vector<std::array<uint32_t, 3>> MdlFile::triangleCorners() const
{
    std::vector<std::array<uint32_t, 3>> tris;
    tris.reserve(m_triangles.size());
    for (const MdlTriangle &t : m_triangles)
        tris.push_back({uint32_t(t.v[0]), uint32_t(t.v[1]), uint32_t(t.v[2])});
    return tris;
}

std::vector<Eigen::Vector3f> MdlFile::storedNormals(const std::vector<Eigen::Vector3f> &positions) const
{
    // From the stored (clockwise) triangles these point inward, the Gamestudio convention;
    // Quake-made files store the opposite.
    std::vector<Eigen::Vector3f> normals = vertexNormals(positions, triangleCorners());
    if (m_outwardNormals)
        for (Eigen::Vector3f &n : normals)
            n = -n;
    return normals;
}

Packing MdlFile::writePacking() const
{
    bool any = false;
    movedVertices(m_frames, packing(), m_forceRepack, &any);
    if (!any && !widthChanged(m_frames))
        return packing();
    Bounds bounds;
    bool byteFrames = false;
    for (const MdlFrame &f : m_frames) {
        byteFrames = byteFrames || !frameIsWord(f);
        for (const MdlSimpleFrame &p : f.poses)
            for (size_t i = 0; i < p.positions().size(); ++i) {
                const Eigen::Vector3f &v = p.positions()[i];
                if (v.allFinite()) // write() refuses non-finite positions; here they are skipped
                    bounds.add(v);
            }
    }
    const Packing old = packing();
    if (bounds.isEmpty())
        return old;
    const uint32_t maxValue = byteFrames ? 255u : 65535u;
    const Packing fresh = Packing::fromBounds(bounds.lo, bounds.hi, maxValue);
    if (!fresh.scale.allFinite() || !fresh.offset.allFinite())
        throw FormatError(-1, QStringLiteral("header.scale"), QStringLiteral("positions span more than a float can hold"));
    if (m_forceRepack)
        return fresh;
    // Keep the stored packing while the positions span what the stored records span (an edit
    // inside the bounds), so every other vertex, bbox and the header stay untouched. Tools did not
    // always pack tightly (corpus flw_ngolem, a3tools_guardemo: the stored range is wider than the
    // vertices), so the recomputed packing alone cannot tell.
    if (!widthChanged(m_frames) && storedBounds(old).isApprox(bounds, old.scale) && fitsPacking(old))
        return old;
    // Or when the recomputed one is the same up to float noise.
    for (int a = 0; a < 3; ++a) {
        const double tol = 1e-3 * double(old.scale[a]);
        if (!(std::abs(double(fresh.offset[a]) - double(old.offset[a])) <= tol
              && std::abs(double(fresh.scale[a]) - double(old.scale[a])) * maxValue <= tol))
            return fresh;
    }
    return old;
}

Bounds MdlFile::storedBounds(const Packing &p) const
{
    Bounds b;
    for (const MdlFrame &f : m_frames)
        for (const MdlSimpleFrame &pose : f.poses)
            for (const MdlVertex &v : pose.packed())
                b.add(p.decode(v.x, v.y, v.z));
    return b;
}

bool MdlFile::fitsPacking(const Packing &p) const
{
    if (!p.scale.allFinite() || !p.offset.allFinite() || (p.scale.array() <= 0.f).any())
        return false;
    for (const MdlFrame &f : m_frames) {
        const double maxValue = frameIsWord(f) ? 65535.0 : 255.0;
        for (const MdlSimpleFrame &pose : f.poses)
            for (const Eigen::Vector3f &v : pose.positions())
                for (int a = 0; a < 3; ++a) {
                    // Rounds into 0..maxValue (what encode() stores without clamping).
                    const double q = (double(v[a]) - double(p.offset[a])) / double(p.scale[a]);
                    if (!(q >= -0.5 && q < maxValue + 0.5))
                        return false;
                }
    }
    return true;
}

MdlFile::Repacked MdlFile::repack() const
{
    Repacked r;
    const Packing old = packing();
    bool anyMoved = false;
    const std::vector<std::vector<char>> moved = movedVertices(m_frames, old, m_forceRepack, &anyMoved);
    for (const std::vector<char> &m : moved)
        r.poseEdited.push_back(std::find(m.begin(), m.end(), char(1)) != m.end());
    r.changed = anyMoved || widthChanged(m_frames);
    r.radiusBits = addedPosesRadius();
    if (!r.changed)
        return r;
    for (size_t f = 0; f < m_frames.size(); ++f)
        for (const MdlSimpleFrame &p : m_frames[f].poses)
            for (size_t i = 0; i < p.positions().size(); ++i)
                if (!p.positions()[i].allFinite())
                    throw FormatError(-1, QStringLiteral("frame[%1].vertex[%2]").arg(f).arg(i),
                                      QStringLiteral("position is not a finite number"));
    r.packing = writePacking();
    const bool packingChanged = m_forceRepack || !r.packing.sameBits(old);
    r.frames = m_frames;

    const std::vector<std::array<uint32_t, 3>> tris = triangleCorners();
    float radius = 0.f;
    size_t poseNo = 0;
    for (MdlFrame &frame : r.frames) {
        const bool word = frameIsWord(frame);
        const uint32_t maxValue = word ? 65535u : 255u;
        bool bboxChanged = false;
        for (MdlSimpleFrame &p : frame.poses) {
            const std::vector<char> &m = moved[poseNo];
            const bool poseMoved = r.poseEdited[poseNo++];
            for (const Eigen::Vector3f &v : p.positions())
                radius = std::max(radius, v.norm());
            // Kept values must fit the record (a word frame turned byte under a word packing).
            bool overflow = false;
            if (!word && !p.isPending())
                for (const MdlVertex &v : p.packed())
                    overflow = overflow || v.x > 255 || v.y > 255 || v.z > 255;
            const bool all = packingChanged || overflow;
            if (!poseMoved && !all)
                continue;
            p.packed().resize(p.positions().size());
            for (size_t i = 0; i < p.positions().size(); ++i) {
                if (!all && !m[i])
                    continue; // same packing, same value: keep the stored bytes
                MdlVertex &v = p.packed()[i];
                v.x = uint16_t(r.packing.encode(p.positions()[i].x(), 0, maxValue));
                v.y = uint16_t(r.packing.encode(p.positions()[i].y(), 1, maxValue));
                v.z = uint16_t(r.packing.encode(p.positions()[i].z(), 2, maxValue));
            }
            if (poseMoved) {
                // Recompute normals of moved vertices and of every vertex sharing a triangle with one.
                std::vector<char> affected = m;
                for (const auto &t : tris) {
                    if (t[0] >= m.size() || t[1] >= m.size() || t[2] >= m.size())
                        continue;
                    if (m[t[0]] || m[t[1]] || m[t[2]])
                        affected[t[0]] = affected[t[1]] = affected[t[2]] = 1;
                }
                const std::vector<Eigen::Vector3f> normals = storedNormals(p.positions());
                for (size_t i = 0; i < normals.size(); ++i)
                    if (affected[i])
                        p.packed()[i].normal = uint8_t(NormalTable::nearestIndex(normals[i]));
            }
            p.updateBounds(maxValue);
            bboxChanged = true;
        }
        if (frame.group && bboxChanged && !frame.poses.empty()) {
            MdlVertex lo = frame.poses.front().bboxMin, hi = frame.poses.front().bboxMax;
            for (const MdlSimpleFrame &p : frame.poses) {
                lo.x = std::min(lo.x, p.bboxMin.x); lo.y = std::min(lo.y, p.bboxMin.y); lo.z = std::min(lo.z, p.bboxMin.z);
                hi.x = std::max(hi.x, p.bboxMax.x); hi.y = std::max(hi.y, p.bboxMax.y); hi.z = std::max(hi.z, p.bboxMax.z);
            }
            lo.normal = hi.normal = 0;
            frame.groupMin = lo;
            frame.groupMax = hi;
        }
    }
    // Only new values make a new radius; a width change alone keeps the stored one.
    if (anyMoved || packingChanged)
        r.radiusBits = std::bit_cast<uint32_t>(radius);
    return r;
}

QByteArray MdlFile::write() const
{
    const bool quake = isQuakeLayout();
    const Repacked packed = repack();
    const std::vector<MdlFrame> &frames = packed.changed ? packed.frames : m_frames;

    // Refuse what the format cannot express instead of writing a broken file.
    if (quake && m_uvs.size() != size_t(m_vertexCount))
        throw FormatError(-1, QStringLiteral("skinvertices"),
                          QStringLiteral("%1 needs one texture coordinate per vertex (%2 for %3 vertices)")
                              .arg(formatName()).arg(m_uvs.size()).arg(m_vertexCount));
    if (!quake) {
        for (size_t i = 0; i < m_triangles.size(); ++i)
            for (int k = 0; k < 3; ++k)
                if (m_triangles[i].v[k] < 0 || m_triangles[i].v[k] > 65535 || m_triangles[i].uv[k] < 0
                    || m_triangles[i].uv[k] > 65535)
                    throw FormatError(-1, QStringLiteral("triangle[%1]").arg(i),
                                      QStringLiteral("index does not fit the 16-bit field"));
        for (size_t i = 0; i < m_uvs.size(); ++i)
            if (m_uvs[i].s < -32768 || m_uvs[i].s > 32767 || m_uvs[i].t < -32768 || m_uvs[i].t > 32767)
                throw FormatError(-1, QStringLiteral("skinvertex[%1]").arg(i),
                                  QStringLiteral("texel coordinate does not fit the 16-bit field"));
    }
    for (const MdlFrame &f : frames)
        for (const MdlSimpleFrame &p : f.poses)
            if (p.vertexCount() != m_vertexCount)
                throw FormatError(-1, QStringLiteral("frame[%1]").arg(&f - frames.data()),
                                  QStringLiteral("vertex count differs from the header's"));

    ByteWriter w;
    const MdlHeader &h = m_header;
    w.fixedString(h.ident, 4);
    w.i32(h.version);
    for (int a = 0; a < 3; ++a)
        w.u32(packed.changed ? std::bit_cast<uint32_t>(packed.packing.scale[a]) : h.scale[a]);
    for (int a = 0; a < 3; ++a)
        w.u32(packed.changed ? std::bit_cast<uint32_t>(packed.packing.offset[a]) : h.offset[a]);
    w.u32(packed.radiusBits);
    for (uint32_t e : h.eye)
        w.u32(e);
    w.i32(int32_t(m_skins.size()));
    w.i32(h.skinWidth);
    w.i32(h.skinHeight);
    w.i32(m_vertexCount);
    w.i32(int32_t(m_triangles.size()));
    w.i32(int32_t(frames.size()));
    w.i32(quake ? h.numSkinVerts : int32_t(m_uvs.size()));
    w.i32(h.flags);
    w.u32(h.last);

    for (const MdlSkin &s : m_skins) {
        w.i32(s.type);
        if (m_version == Version::Mdl5) {
            w.i32(s.width);
            w.i32(s.height);
        }
        if (s.isGroup()) {
            w.i32(int32_t(s.images.size()));
            for (uint32_t t : s.timeBits)
                w.u32(t);
            for (const SharedBytes &img : s.images)
                w.bytes(img);
        } else {
            w.bytes(s.data);
        }
    }

    if (quake) {
        for (const MdlSkinVertex &uv : m_uvs) {
            w.i32(uv.onSeam);
            w.i32(uv.s);
            w.i32(uv.t);
        }
        for (const MdlTriangle &t : m_triangles) {
            w.i32(t.facesFront);
            for (int k = 0; k < 3; ++k)
                w.i32(t.v[k]);
        }
    } else {
        for (const MdlSkinVertex &uv : m_uvs) {
            w.i16(int16_t(uv.s));
            w.i16(int16_t(uv.t));
        }
        for (const MdlTriangle &t : m_triangles) {
            for (int k = 0; k < 3; ++k)
                w.u16(uint16_t(t.v[k]));
            for (int k = 0; k < 3; ++k)
                w.u16(uint16_t(t.uv[k]));
        }
    }

    for (const MdlFrame &f : frames) {
        w.i32(f.type);
        const bool word = frameIsWord(f);
        if (f.group) {
            MdlVertex lo = f.groupMin, hi = f.groupMax;
            coverAddedPoses(f, lo, hi);
            w.i32(int32_t(f.poses.size()));
            writeVertex(w, lo, false);
            writeVertex(w, hi, false);
            for (uint32_t t : f.timeBits)
                w.u32(t);
        }
        for (const MdlSimpleFrame &p : f.poses)
            writePose(w, p, word);
    }
    w.bytes(m_tail);
    return w.take();
}

} // namespace ackedit::format
