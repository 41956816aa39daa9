// MDL7 writer: serialises the structure with the file's own record sizes. Derived fields
// (counts, mdl7data_size, lump sizes, groupdata_size of changed groups) are recomputed; everything
// else is written as stored.
#include "common/pixelformat.h"
#include "io/bytewriter.h"
#include "mdl7/mdl7file.h"
#include "mdl7/mdl7layout.h"

#include <limits>

namespace ackedit::format {

using namespace mdl7layout;

namespace {

[[noreturn]] void writeFail(const QString &field, const QString &problem)
{
    throw FormatError(-1, field, problem);
}

void checkFits(uint32_t value, uint32_t max, const QString &field)
{
    if (value > max && value != 0xFFFFFFFFu)
        writeFail(field, QStringLiteral("value %1 does not fit in the record (max %2)").arg(value).arg(max));
}

int32_t checkedCount(size_t n, const QString &field)
{
    if (n > size_t(std::numeric_limits<int32_t>::max()))
        writeFail(field, QStringLiteral("%1 records are too many").arg(n));
    return int32_t(n);
}

void writeVec3(ByteWriter &w, const Eigen::Vector3f &v)
{
    w.f32(v.x());
    w.f32(v.y());
    w.f32(v.z());
}

// Raw fixed fields and trailing bytes are written at exactly their record width.
void writeFixed(ByteWriter &w, const QByteArray &raw, int width)
{
    if (width > 0)
        w.fixedString(raw, width);
}

void writeVertex(ByteWriter &w, const Mdl7Vertex &v, Vertex layout, int size, const QString &field)
{
    writeVec3(w, v.position);
    switch (layout) {
    case Vertex::Packed16:
        // 0xFFFF is the "none" marker; any other index must fit the 16-bit field.
        checkFits(v.index, 0xFFFF, field);
        w.u16(uint16_t(v.index));
        w.u8(v.normalIndex);
        w.u8(v.padding);
        break;
    case Vertex::Float26:
        checkFits(v.index, 0xFFFF, field);
        w.u16(uint16_t(v.index));
        writeVec3(w, v.normal);
        break;
    case Vertex::Wide28:
        w.u32(v.index);
        writeVec3(w, v.normal);
        break;
    case Vertex::Invalid:
        writeFail(field, QStringLiteral("vertex record size %1 is smaller than 16").arg(size));
    }
    writeFixed(w, v.extra, size - vertexUnderstood(layout));
}

void writeTriangle(ByteWriter &w, const Mdl7Triangle &t, Triangle layout, int size, const QString &field)
{
    if (layout == Triangle::Wide44) {
        for (uint32_t x : t.v) w.u32(x);
        for (uint32_t x : t.st) w.u32(x);
        w.u32(t.material);
        for (uint32_t x : t.st2) w.u32(x);
        w.u32(t.material2);
    } else if (layout == Triangle::Invalid) {
        writeFail(field, QStringLiteral("triangle record size %1 is smaller than 12").arg(size));
    } else {
        for (uint32_t x : t.v) { checkFits(x, 0xFFFF, field); w.u16(uint16_t(x)); }
        for (uint32_t x : t.st) { checkFits(x, 0xFFFF, field); w.u16(uint16_t(x)); }
        if (layout != Triangle::Short12)
            w.u32(t.material);
        if (layout == Triangle::Short26) {
            for (uint32_t x : t.st2) { checkFits(x, 0xFFFF, field); w.u16(uint16_t(x)); }
            w.u32(t.material2);
        }
    }
    writeFixed(w, t.extra, size - triangleUnderstood(layout));
}

} // namespace

void Mdl7File::writeGroup(ByteWriter &w, const Mdl7Group &g) const
{
    const Mdl7RecordSizes &s = m_sizes;
    const qint64 start = w.pos();
    w.u8(g.type);
    w.u8(g.deformers);
    w.u8(g.maxWeights);
    w.u8(g.unused);
    const qint64 sizeAt = w.pos();
    w.i32(0); // groupdata_size, patched below
    writeFixed(w, g.name, 16);
    w.i32(checkedCount(g.skins.size(), QStringLiteral("numskins")));
    w.i32(checkedCount(g.skinPoints.size(), QStringLiteral("num_stpts")));
    w.i32(checkedCount(g.triangles.size(), QStringLiteral("numtris")));
    w.i32(checkedCount(g.vertices.size(), QStringLiteral("numverts")));
    w.i32(checkedCount(g.frames.size(), QStringLiteral("numframes")));

    qint64 pixelBytes = 0;
    for (const Mdl7Skin &skin : g.skins) {
        if (s.skin < SkinMin)
            writeFail(QStringLiteral("header.skin_stc_size"), QStringLiteral("smaller than 28"));
        w.u8(skin.type);
        writeFixed(w, skin.unused, 3);
        w.i32(skin.width);
        w.i32(skin.height);
        writeFixed(w, skin.name, 16);
        writeFixed(w, skin.headerExtra, s.skin - SkinMin);
        w.bytes(skin.image);
        if (PixelType::isPixelArray(skin.type))
            pixelBytes += skin.image.size();
        if (skin.hasMaterial())
            writeFixed(w, skin.material, s.material);
        if (skin.hasEffect()) {
            w.i32(checkedCount(size_t(skin.effect.size()), QStringLiteral("effect")));
            w.bytes(skin.effect);
        }
    }
    if (!g.skinPoints.empty() && s.skinPoint < SkinPointMin)
        writeFail(QStringLiteral("header.skinpoint_stc_size"), QStringLiteral("smaller than 8"));
    for (const Mdl7SkinPoint &p : g.skinPoints) {
        w.f32(p.uv.x());
        w.f32(p.uv.y());
        writeFixed(w, p.extra, s.skinPoint - SkinPointMin);
    }
    const Triangle tlayout = triangleLayout(s.triangle);
    for (const Mdl7Triangle &t : g.triangles)
        writeTriangle(w, t, tlayout, s.triangle, QStringLiteral("triangle"));
    const Vertex vlayout = vertexLayout(s.mainVertex);
    for (const Mdl7Vertex &v : g.vertices)
        writeVertex(w, v, vlayout, s.mainVertex, QStringLiteral("vertex"));
    const Vertex flayout = vertexLayout(s.frameVertex);
    for (const Mdl7Frame &f : g.frames) {
        if (s.frame < FrameMin)
            writeFail(QStringLiteral("header.frame_stc_size"), QStringLiteral("smaller than 24"));
        writeFixed(w, f.name, 16);
        w.u32(uint32_t(f.vertexCount()));
        w.u32(uint32_t(f.transformCount()));
        writeFixed(w, f.headerExtra, s.frame - FrameMin);
        if (f.isPending()) { // never decoded, so never edited: the records as read
            w.bytes(f.storedRecords());
            continue;
        }
        for (const Mdl7Vertex &v : f.vertices())
            writeVertex(w, v, flayout, s.frameVertex, QStringLiteral("frame vertex"));
        if (!f.transforms().empty() && s.boneTransform < BoneTransformMin)
            writeFail(QStringLiteral("header.bonetrans_stc_size"), QStringLiteral("smaller than 68"));
        for (const Mdl7BoneTransform &t : f.transforms()) {
            for (float x : t.m)
                w.f32(x);
            w.u16(t.bone);
            w.u16(t.padding);
            writeFixed(w, t.extra, s.boneTransform - BoneTransformMin);
        }
    }

    // groupdata_size: keep the stored value while the group's sizes are unchanged (it may follow
    // a convention we cannot reproduce); otherwise recompute in the convention this group (or,
    // if it cannot tell, the file) used.
    const qint64 full = w.pos() - start;
    qint64 value = 0;
    if (full == g.readFullSize && pixelBytes == g.readPixelSize) {
        value = g.dataSize;
    } else {
        GroupSizeConvention convention = m_groupSizeConvention;
        if (g.readFullSize >= 0 && g.readPixelSize > 0) {
            if (g.dataSize == g.readFullSize - g.readPixelSize)
                convention = GroupSizeConvention::ExcludingPixels;
            else if (g.dataSize == g.readFullSize)
                convention = GroupSizeConvention::Full;
        }
        value = convention == GroupSizeConvention::ExcludingPixels ? full - pixelBytes : full;
    }
    if (value > std::numeric_limits<int32_t>::max())
        writeFail(QStringLiteral("groupdata_size"), QStringLiteral("group of %1 bytes is too large").arg(full));
    w.patchI32(sizeAt, int32_t(value));
}

QByteArray Mdl7File::write() const
{
    const Mdl7RecordSizes &s = m_sizes;
    ByteWriter w;
    w.reserve(modelDataSize() + m_entityLump.size() + m_medLump.size() + m_tail.size());
    w.bytes(QByteArrayLiteral("MDL7"));
    w.i32(m_version);
    w.u32(uint32_t(m_bones.size()));
    w.u32(uint32_t(m_groups.size()));
    const qint64 dataSizeAt = w.pos();
    w.u32(0);
    w.i32(checkedCount(size_t(m_entityLump.size()), QStringLiteral("header.entlump_size")));
    w.i32(checkedCount(size_t(m_medLump.size()), QStringLiteral("header.medlump_size")));
    for (uint16_t v : {s.bone, s.skin, s.colorValue, s.material, s.skinPoint, s.triangle, s.mainVertex,
                       s.frameVertex, s.boneTransform, s.frame})
        w.u16(v);

    if (!m_bones.empty() && s.bone < BoneMin)
        writeFail(QStringLiteral("header.bone_stc_size"), QStringLiteral("smaller than 16"));
    for (const Mdl7Bone &b : m_bones) {
        w.u16(b.parent);
        w.u16(b.unused);
        writeVec3(w, b.position);
        writeFixed(w, b.name, s.bone - BoneMin);
    }
    for (const Mdl7Group &g : m_groups)
        writeGroup(w, g);

    for (const Mdl7Deformer &d : m_deformers) {
        const qint64 start = w.pos();
        w.u8(d.version);
        w.u8(d.type);
        writeFixed(w, d.unused, 2);
        w.i32(d.group);
        w.i32(d.type == 0 ? checkedCount(d.elements.size(), QStringLiteral("deformer.elements")) : d.elementCount);
        const qint64 sizeAt = w.pos();
        w.i32(0);
        if (d.type == 0) {
            for (const Mdl7DeformerElement &e : d.elements) {
                w.i32(e.bone);
                writeFixed(w, e.boneName, 20);
                w.i32(checkedCount(e.weights.size(), QStringLiteral("deformer.weights")));
                for (const Mdl7Weight &wt : e.weights) {
                    w.i32(wt.vertex);
                    w.f32(wt.weight);
                }
            }
        }
        w.bytes(d.body);
        if (w.pos() - start > std::numeric_limits<int32_t>::max())
            writeFail(QStringLiteral("deformerdata_size"), QStringLiteral("deformer too large"));
        w.patchI32(sizeAt, int32_t(w.pos() - start));
    }
    w.bytes(m_gap);
    if (w.pos() > qint64(std::numeric_limits<uint32_t>::max()))
        writeFail(QStringLiteral("header.mdl7data_size"), QStringLiteral("model data exceeds 4 GB"));
    w.patchU32(dataSizeAt, uint32_t(w.pos()));
    w.bytes(m_entityLump);
    w.bytes(m_medLump);
    w.bytes(m_tail);
    return w.take();
}

} // namespace ackedit::format
