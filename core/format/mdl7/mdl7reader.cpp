// MDL7 reader: parses sequentially (groupdata_size is not trusted for seeking), steps every
// record by its declared size and keeps whatever it does not understand verbatim.
#include "common/normaltable.h"
#include "common/pixelformat.h"
#include "io/bytereader.h"
#include "mdl7/mdl7file.h"
#include "mdl7/mdl7layout.h"

namespace ackedit::format {

using namespace mdl7layout;

namespace {

// Field names ("group[3].numtris") for errors, built only when a read fails: named("group", 3)
// gives a function of the suffix that returns the callable ByteReader's lazy overloads take.
auto named(const char *record, qint64 index)
{
    return [record, index](const char *suffix) {
        return [record, index, suffix] {
            return QStringLiteral("%1[%2]").arg(QLatin1String(record)).arg(index) + QLatin1String(suffix);
        };
    };
}

// Field names for reads that cannot fail because the whole array was checked up front.
const QString &recordField()
{
    static const QString f = QStringLiteral("record");
    return f;
}

Eigen::Vector3f vec3(const char *p)
{
    return {ByteReader::le<float>(p), ByteReader::le<float>(p + 4), ByteReader::le<float>(p + 8)};
}

// One main or frame vertex record of `size` bytes at `p` (bounds-checked by the caller). Inlined
// into the per-record loops: a call per vertex was 14% of reading a typical MDL7.
[[gnu::always_inline]] inline void decodeVertex(const char *p, Mdl7Vertex &v, Vertex layout, int size)
{
    v.position = vec3(p);
    switch (layout) {
    case Vertex::Packed16:
        v.index = ByteReader::le<uint16_t>(p + 12);
        v.normalIndex = uint8_t(p[14]);
        v.padding = uint8_t(p[15]);
        v.normal = NormalTable::normal(v.normalIndex);
        break;
    case Vertex::Float26:
        v.index = ByteReader::le<uint16_t>(p + 12);
        v.normal = vec3(p + 14);
        break;
    case Vertex::Wide28:
        v.index = ByteReader::le<uint32_t>(p + 12);
        v.normal = vec3(p + 16);
        break;
    case Vertex::Invalid:
        break;
    }
    const int understood = vertexUnderstood(layout);
    if (size > understood)
        v.extra = QByteArray(p + understood, size - understood);
}

class Mdl7Parser
{
public:
    Mdl7Parser(ByteReader &reader, const Mdl7RecordSizes &sizes) : r(reader), s(sizes) {}

    // The record readers below decode from a raw pointer: their callers bounds-check the whole
    // record array once (requireRecords), so no per-field check is needed.
    Mdl7Bone readBone()
    {
        const char *p = r.ptr();
        Mdl7Bone b;
        b.parent = le<uint16_t>(p);
        b.unused = le<uint16_t>(p + 2);
        b.position = vec3(p + 4);
        b.name = QByteArray(p + BoneMin, s.bone - BoneMin);
        r.advance(s.bone);
        return b;
    }

    [[gnu::always_inline]] static void decodeTriangle(const char *p, Mdl7Triangle &t, Triangle layout, int size)
    {
        if (layout == Triangle::Wide44) {
            for (size_t k = 0; k < 3; ++k) {
                t.v[k] = le<uint32_t>(p + 4 * k);
                t.st[k] = le<uint32_t>(p + 12 + 4 * k);
                t.st2[k] = le<uint32_t>(p + 28 + 4 * k);
            }
            t.material = le<uint32_t>(p + 24);
            t.material2 = le<uint32_t>(p + 40);
        } else {
            for (size_t k = 0; k < 3; ++k) {
                t.v[k] = le<uint16_t>(p + 2 * k);
                t.st[k] = le<uint16_t>(p + 6 + 2 * k);
            }
            if (layout != Triangle::Short12)
                t.material = le<uint32_t>(p + 12);
            if (layout == Triangle::Short26) {
                for (size_t k = 0; k < 3; ++k)
                    t.st2[k] = le<uint16_t>(p + 16 + 2 * k);
                t.material2 = le<uint32_t>(p + 22);
            }
        }
        const int understood = triangleUnderstood(layout);
        if (size > understood)
            t.extra = QByteArray(p + understood, size - understood);
    }

    Mdl7Skin readSkin(int index, qint64 &pixelBytes)
    {
        const auto field = named("skin", index);
        Mdl7Skin skin;
        const qint64 start = r.pos();
        skin.type = r.u8(field(".type"));
        skin.unused = r.bytes(3, field(".unused"));
        skin.width = r.i32(field(".width"));
        skin.height = r.i32(field(".height"));
        skin.name = r.bytes(16, field(".texture_name"));
        skin.headerExtra = r.bytes(s.skin - SkinMin, field(""));
        if (skin.type & 0xC0)
            r.failAt(start, field(".type")(),
                     QStringLiteral("unknown skin flags 0x%1").arg(skin.type, 2, 16, QLatin1Char('0')));
        const int base = PixelType::base(skin.type);
        if (PixelType::isPixelArray(base)) {
            const qint64 bytes = pixelBlockSize(skin.type & 0x0F, skin.width, skin.height);
            if (bytes < 0)
                r.failAt(start + 4, field(".width")(),
                         QStringLiteral("invalid image size %1 x %2").arg(skin.width).arg(skin.height));
            skin.image = r.sharedBytes(bytes, field(".pixels"));
            pixelBytes += bytes;
        } else if (base == PixelType::Dds || base == PixelType::External) {
            if (skin.width < 0)
                r.failAt(start + 4, field(".width")(),
                         QStringLiteral("negative data size %1").arg(skin.width));
            skin.image = r.sharedBytes(skin.width, field(base == PixelType::Dds ? ".dds" : ".filename"));
        }
        // base Reference: no image bytes; width names the reused skin.
        if (skin.hasMaterial())
            skin.material = r.bytes(s.material, field(".material"));
        if (skin.hasEffect()) {
            const qint64 at = r.pos();
            const int32_t length = r.i32(field(".effect_length"));
            if (length < 0)
                r.failAt(at, field(".effect_length")(),
                         QStringLiteral("negative length %1").arg(length));
            skin.effect = r.bytes(length, field(".effect"));
        }
        return skin;
    }

    // Field names are only built when a check fails: models with many frames read fast.
    Mdl7Frame readFrame(int group, int index, Vertex vlayout)
    {
        const auto field = [&] { return QStringLiteral("group[%1].frame[%2]").arg(group).arg(index); };
        Mdl7Frame frame;
        if (!r.has(s.frame)) {
            r.bytes(16, field() + QStringLiteral(".name"));
            r.u32(field() + QStringLiteral(".vertices_count"));
            r.u32(field() + QStringLiteral(".transmatrix_count"));
            r.bytes(s.frame - FrameMin, field()); // throws
        }
        const char *p = r.ptr();
        const qint64 countAt = r.pos() + 16;
        frame.name = QByteArray(p, 16);
        const qint64 vertexCount = le<uint32_t>(p + 16);
        const qint64 transformCount = le<uint32_t>(p + 20);
        frame.headerExtra = QByteArray(p + FrameMin, s.frame - FrameMin);
        r.advance(s.frame);
        if (vertexCount > 0 && vlayout == Vertex::Invalid)
            r.failAt(countAt, field() + QStringLiteral(".vertices_count"),
                     QStringLiteral("framevertex_stc_size %1 is smaller than 16").arg(s.frameVertex));
        if (transformCount > 0 && s.boneTransform < BoneTransformMin)
            r.failAt(countAt + 4, field() + QStringLiteral(".transmatrix_count"),
                     QStringLiteral("bonetrans_stc_size %1 is smaller than 68").arg(s.boneTransform));
        if (!fits(vertexCount, s.frameVertex))
            r.requireRecordsAt(countAt, vertexCount, s.frameVertex, field() + QStringLiteral(".vertices_count"));
        const qint64 vertexBytes = vertexCount * s.frameVertex;
        if (!fits(transformCount, s.boneTransform) || transformCount * s.boneTransform > r.remaining() - vertexBytes) {
            r.advance(vertexBytes);
            r.requireRecordsAt(countAt + 4, transformCount, s.boneTransform, field() + QStringLiteral(".transmatrix_count"));
        }
        // The records stay in the file's bytes until the frame is first used.
        frame.setStored(r.data(), r.pos(), size_t(vertexCount), size_t(transformCount), s.frameVertex, s.boneTransform);
        r.advance(vertexBytes + transformCount * s.boneTransform);
        return frame;
    }

    Mdl7Group readGroup(int index, int firstSkin)
    {
        const auto field = named("group", index);
        Mdl7Group g;
        const qint64 start = r.pos();
        g.type = r.u8(field(".typ"));
        g.deformers = r.u8(field(".deformers"));
        g.maxWeights = r.u8(field(".max_weights"));
        g.unused = r.u8(field(".unused"));
        g.dataSize = r.i32(field(".groupdata_size"));
        g.name = r.bytes(16, field(".name"));
        const int32_t numSkins = r.count(field(".numskins"), SkinMin);
        const qint64 stAt = r.pos();
        const int32_t numSt = r.count(field(".num_stpts"), std::max<int>(s.skinPoint, 1));
        const qint64 triAt = r.pos();
        const int32_t numTris = r.count(field(".numtris"), std::max<int>(s.triangle, 1));
        const qint64 vertAt = r.pos();
        const int32_t numVerts = r.count(field(".numverts"), std::max<int>(s.mainVertex, 1));
        const qint64 frameAt = r.pos();
        const int32_t numFrames = r.count(field(".numframes"), std::max<int>(s.frame, 1));

        if (numSkins > 0 && s.skin < SkinMin)
            r.failAt(start + 24, field(".numskins")(),
                     QStringLiteral("skin_stc_size %1 is smaller than 28").arg(s.skin));
        if (numSt > 0 && s.skinPoint < SkinPointMin)
            r.failAt(stAt, field(".num_stpts")(),
                     QStringLiteral("skinpoint_stc_size %1 is smaller than 8").arg(s.skinPoint));
        const Triangle tlayout = triangleLayout(s.triangle);
        if (numTris > 0 && tlayout == Triangle::Invalid)
            r.failAt(triAt, field(".numtris")(),
                     QStringLiteral("triangle_stc_size %1 is smaller than 12").arg(s.triangle));
        const Vertex vlayout = vertexLayout(s.mainVertex);
        if (numVerts > 0 && vlayout == Vertex::Invalid)
            r.failAt(vertAt, field(".numverts")(),
                     QStringLiteral("mainvertex_stc_size %1 is smaller than 16").arg(s.mainVertex));
        if (numFrames > 0 && s.frame < FrameMin)
            r.failAt(frameAt, field(".numframes")(),
                     QStringLiteral("frame_stc_size %1 is smaller than 24").arg(s.frame));

        qint64 pixelBytes = 0;
        g.skins.reserve(size_t(numSkins));
        for (int i = 0; i < numSkins; ++i)
            g.skins.push_back(readSkin(firstSkin + i, pixelBytes));

        if (!fits(numSt, s.skinPoint))
            r.requireRecords(numSt, s.skinPoint, field(".skinpoints")());
        g.skinPoints.reserve(size_t(numSt)); // built in place, as the triangles below
        for (int i = 0; i < numSt; ++i) {
            Mdl7SkinPoint &sp = g.skinPoints.emplace_back();
            const char *p = r.ptr();
            sp.uv = Eigen::Vector2f(le<float>(p), le<float>(p + 4));
            if (s.skinPoint > SkinPointMin)
                sp.extra = QByteArray(p + SkinPointMin, s.skinPoint - SkinPointMin);
            r.advance(s.skinPoint);
        }

        if (!fits(numTris, s.triangle))
            r.requireRecords(numTris, s.triangle, field(".triangles")());
        // Each record is built in place once (a resize first would initialise every record and
        // then overwrite it: 16% of reading a typical MDL7).
        g.triangles.reserve(size_t(numTris));
        const char *tp = r.ptr();
        for (int i = 0; i < numTris; ++i, tp += s.triangle)
            decodeTriangle(tp, g.triangles.emplace_back(), tlayout, s.triangle);
        r.advance(qint64(numTris) * s.triangle);

        if (!fits(numVerts, s.mainVertex))
            r.requireRecords(numVerts, s.mainVertex, field(".vertices")());
        g.vertices.reserve(size_t(numVerts));
        const char *vp = r.ptr();
        for (int i = 0; i < numVerts; ++i, vp += s.mainVertex)
            decodeVertex(vp, g.vertices.emplace_back(), vlayout, s.mainVertex);
        r.advance(qint64(numVerts) * s.mainVertex);
        g.uneditedVertices = mdl7VertexHash(g.vertices);

        const Vertex flayout = vertexLayout(s.frameVertex);
        g.frames.reserve(size_t(numFrames));
        for (int i = 0; i < numFrames; ++i)
            g.frames.push_back(readFrame(index, i, flayout));

        g.readFullSize = r.pos() - start;
        g.readPixelSize = pixelBytes;
        return g;
    }

    Mdl7Deformer readDeformer(int index)
    {
        const auto field = named("deformer", index);
        Mdl7Deformer d;
        const qint64 start = r.pos();
        d.version = r.u8(field(".version"));
        d.type = r.u8(field(".type"));
        d.unused = r.bytes(2, field(".unused"));
        d.group = r.i32(field(".group_index"));
        d.elementCount = r.i32(field(".elements"));
        const int32_t size = r.i32(field(".deformerdata_size"));
        if (size < DeformerHeaderSize)
            r.failAt(start + 12, field(".deformerdata_size")(),
                     QStringLiteral("size %1 is smaller than the 16-byte record header").arg(size));
        if (!r.has(size - DeformerHeaderSize))
            r.require(size - DeformerHeaderSize, field(".deformerdata_size")());
        const qint64 end = start + size;
        if (d.type == 0) {
            if (d.elementCount < 0 || d.elementCount > (end - r.pos()) / DeformerElementHeaderSize)
                r.failAt(start + 8, field(".elements")(),
                         QStringLiteral("%1 elements do not fit in the %2-byte record").arg(d.elementCount).arg(size));
            d.elements.resize(size_t(d.elementCount));
            for (size_t e = 0; e < d.elements.size(); ++e) {
                auto &el = d.elements[e];
                const auto ef = [index, e](const char *suffix) {
                    return [index, e, suffix] {
                        return QStringLiteral("deformer[%1].element[%2]").arg(index).arg(e) + QLatin1String(suffix);
                    };
                };
                el.bone = r.i32(ef(".bone"));
                el.boneName = r.bytes(20, ef(".name"));
                const qint64 at = r.pos();
                const int32_t weights = r.i32(ef(".weights"));
                if (weights < 0 || weights > (end - r.pos()) / WeightSize)
                    r.failAt(at, ef(".weights")(),
                             QStringLiteral("%1 weights do not fit in the deformer record").arg(weights));
                el.weights.resize(size_t(weights));
                for (auto &w : el.weights) {
                    w.vertex = r.i32(recordField());
                    w.weight = r.f32(recordField());
                }
            }
        }
        d.body = r.bytes(end - r.pos(), field(""));
        return d;
    }

    // What requireRecords() accepts, without building its field name.
    bool fits(qint64 count, qint64 size) const { return count >= 0 && (size <= 0 || count <= r.remaining() / size); }
    template<typename T> static T le(const char *p) { return ByteReader::le<T>(p); }

private:
    ByteReader &r;
    const Mdl7RecordSizes &s;
};

} // namespace

void Mdl7Frame::setStored(const QByteArray &file, qint64 offset, size_t vertexCount, size_t transformCount,
                          int vertexSize, int transformSize)
{
    m_stored.set(file, offset, qint64(vertexCount) * vertexSize + qint64(transformCount) * transformSize);
    m_vertexCount = vertexCount;
    m_transformCount = transformCount;
    m_vertexSize = vertexSize;
    m_transformSize = transformSize;
    m_vertices.clear();
    m_transforms.clear();
}

void Mdl7Frame::decodeStored() const
{
    const char *p = m_stored.data();
    const Vertex layout = vertexLayout(m_vertexSize);
    m_vertices.resize(m_vertexCount);
    for (Mdl7Vertex &v : m_vertices) {
        decodeVertex(p, v, layout, m_vertexSize);
        p += m_vertexSize;
    }
    m_transforms.resize(m_transformCount);
    for (Mdl7BoneTransform &t : m_transforms) {
        for (size_t k = 0; k < t.m.size(); ++k)
            t.m[k] = ByteReader::le<float>(p + 4 * k);
        t.bone = ByteReader::le<uint16_t>(p + 64);
        t.padding = ByteReader::le<uint16_t>(p + 66);
        if (m_transformSize > BoneTransformMin)
            t.extra = QByteArray(p + BoneTransformMin, m_transformSize - BoneTransformMin);
        p += m_transformSize;
    }
    m_stored.release();
    markUnedited();
}

std::unique_ptr<Mdl7File> readMdl7(const QByteArray &data)
{
    // Skins and frames share these bytes (frames until decoded): own them if the caller only lent them.
    QByteArray source = data;
    if (!source.data_ptr().isMutable())
        source = QByteArray(data.constData(), data.size());
    ByteReader r(source);
    auto file = std::make_unique<Mdl7File>();
    if (r.bytes(4, QStringLiteral("header.ident")) != QByteArrayLiteral("MDL7"))
        r.failAt(0, QStringLiteral("header.ident"), QStringLiteral("not an MDL7 file"));
    file->m_version = r.i32(QStringLiteral("header.version"));
    const qint64 numBones = r.u32(QStringLiteral("header.bones_num"));
    const qint64 numGroups = r.u32(QStringLiteral("header.groups_num"));
    const qint64 dataSize = r.u32(QStringLiteral("header.mdl7data_size"));
    const int32_t entSize = r.i32(QStringLiteral("header.entlump_size"));
    const int32_t medSize = r.i32(QStringLiteral("header.medlump_size"));
    Mdl7RecordSizes &s = file->m_sizes;
    s.bone = r.u16(QStringLiteral("header.bone_stc_size"));
    s.skin = r.u16(QStringLiteral("header.skin_stc_size"));
    s.colorValue = r.u16(QStringLiteral("header.colorvalue_stc_size"));
    s.material = r.u16(QStringLiteral("header.material_stc_size"));
    s.skinPoint = r.u16(QStringLiteral("header.skinpoint_stc_size"));
    s.triangle = r.u16(QStringLiteral("header.triangle_stc_size"));
    s.mainVertex = r.u16(QStringLiteral("header.mainvertex_stc_size"));
    s.frameVertex = r.u16(QStringLiteral("header.framevertex_stc_size"));
    s.boneTransform = r.u16(QStringLiteral("header.bonetrans_stc_size"));
    s.frame = r.u16(QStringLiteral("header.frame_stc_size"));

    if (entSize < 0)
        r.failAt(20, QStringLiteral("header.entlump_size"), QStringLiteral("negative size %1").arg(entSize));
    if (medSize < 0)
        r.failAt(24, QStringLiteral("header.medlump_size"), QStringLiteral("negative size %1").arg(medSize));
    if (numBones > 0 && s.bone < BoneMin)
        r.failAt(28, QStringLiteral("header.bone_stc_size"),
                 QStringLiteral("bone record size %1 is smaller than 16").arg(s.bone));
    // Counts and sizes are checked before anything is reserved; errors point at the header field.
    r.requireRecordsAt(12, numGroups, GroupHeaderSize, QStringLiteral("header.groups_num"));

    Mdl7Parser p(r, s);
    r.requireRecordsAt(8, numBones, s.bone, QStringLiteral("header.bones_num"));
    file->m_bones.reserve(size_t(numBones));
    for (qint64 i = 0; i < numBones; ++i)
        file->m_bones.push_back(p.readBone());

    int skinCount = 0;
    int deformerCount = 0;
    file->m_groups.reserve(size_t(numGroups));
    for (qint64 i = 0; i < numGroups; ++i) {
        file->m_groups.push_back(p.readGroup(int(i), skinCount));
        skinCount += int(file->m_groups.back().skins.size()); // bounded by the file size
        deformerCount += file->m_groups.back().deformers;
    }
    // Deformer records of all groups follow the last group, in group order.
    r.requireRecords(deformerCount, DeformerHeaderSize, QStringLiteral("deformers"));
    file->m_deformers.reserve(size_t(deformerCount));
    for (int i = 0; i < deformerCount; ++i)
        file->m_deformers.push_back(p.readDeformer(i));

    if (r.pos() > dataSize)
        r.failAt(16, QStringLiteral("header.mdl7data_size"),
                 QStringLiteral("%1, but the model data ends at %2").arg(dataSize).arg(r.pos()));
    auto lump = [&r](qint64 size, qint64 at, const char *field) {
        if (size > r.remaining())
            r.failAt(at, QLatin1String(field),
                     QStringLiteral("%1 bytes, but only %2 are left at offset %3").arg(size).arg(r.remaining()).arg(r.pos()));
        return r.bytes(size, QLatin1String(field));
    };
    file->m_gap = lump(dataSize - r.pos(), 16, "header.mdl7data_size");
    file->m_entityLump = lump(entSize, 20, "header.entlump_size");
    file->m_medLump = lump(medSize, 24, "header.medlump_size");
    file->m_tail = r.bytes(r.remaining(), QStringLiteral("tail"));

    // Older MED leaves the pixel arrays out of groupdata_size; remember which way this file counts.
    for (const Mdl7Group &g : file->m_groups) {
        if (g.readPixelSize > 0 && g.dataSize == g.readFullSize - g.readPixelSize) {
            file->m_groupSizeConvention = Mdl7File::GroupSizeConvention::ExcludingPixels;
            break;
        }
    }
    return file;
}

} // namespace ackedit::format
