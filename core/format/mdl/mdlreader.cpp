// Reading MDL2/MDL3/MDL4/MDL5/IDPO: every count is checked against the bytes left before anything
// is allocated; every read goes through ByteReader, which throws FormatError at the first problem.
#include "mdl/mdlfile.h"

#include "common/pixelformat.h"
#include "io/bytereader.h"

#include <algorithm>
#include <cstring>

namespace ackedit::format {

namespace {

QString idx(const char *what, qint64 i) { return QStringLiteral("%1[%2]").arg(QLatin1String(what)).arg(i); }

// "skin[3].type" as a callable for ByteReader's lazily named reads: built only for an error.
auto named(const char *what, qint64 i)
{
    return [what, i](const char *suffix) { return [what, i, suffix] { return idx(what, i) + QLatin1String(suffix); }; };
}

// A header int that must not be negative (counts, sizes).
int32_t nonNegative(ByteReader &r, const char *field)
{
    const qint64 at = r.pos();
    const QString name = QStringLiteral("header.") + QLatin1String(field);
    const int32_t v = r.i32(name);
    if (v < 0)
        r.failAt(at, name, QStringLiteral("negative value %1").arg(v));
    return v;
}

MdlVertex readVertex(ByteReader &r, bool word, const QString &field)
{
    MdlVertex v;
    if (word) {
        r.require(8, field);
        v.x = r.u16(field);
        v.y = r.u16(field);
        v.z = r.u16(field);
        v.normal = r.u8(field);
        v.pad = r.u8(field);
    } else {
        r.require(4, field);
        v.x = r.u8(field);
        v.y = r.u8(field);
        v.z = r.u8(field);
        v.normal = r.u8(field);
    }
    return v;
}

MdlVertex vertexAt(const char *p, bool word)
{
    MdlVertex v;
    if (word) {
        v.x = ByteReader::le<uint16_t>(p);
        v.y = ByteReader::le<uint16_t>(p + 2);
        v.z = ByteReader::le<uint16_t>(p + 4);
        v.normal = uint8_t(p[6]);
        v.pad = uint8_t(p[7]);
    } else {
        v.x = uint8_t(p[0]);
        v.y = uint8_t(p[1]);
        v.z = uint8_t(p[2]);
        v.normal = uint8_t(p[3]);
    }
    return v;
}

// The 16-byte pose names, copied into shared blocks with a NUL after each name, so that every
// name is a slice of one block (a reference, not an allocation per frame) and still ends in a NUL
// like an owned QByteArray (see the hazard in common/sharedbytes.h).
class PoseNames
{
public:
    explicit PoseNames(qint64 expected) : m_perBlock(std::max<qint64>(1, std::min<qint64>(expected, 4096))) {}

    QByteArray take(const char *name16)
    {
        if (m_used == m_perBlock || m_block.isNull()) {
            m_block = QByteArray(m_perBlock * kStride, '\0');
            m_base = m_block.data(); // the only reference yet: no detach, and no copy later
            m_used = 0;
        }
        char *at = m_base + m_used * kStride;
        std::memcpy(at, name16, 16);
        return sharedSlice(m_block, m_used++ * kStride, 16);
    }

private:
    static constexpr qint64 kStride = 17;
    qint64 m_perBlock;
    qint64 m_used = 0;
    QByteArray m_block;
    char *m_base = nullptr;
};

// One pose without its type word: bboxmin, bboxmax, name[16], vertices (also the layout of the
// poses inside a Quake frame group). The vertex records are only bounds-checked here; the pose
// decodes them on first use.
MdlSimpleFrame readPose(ByteReader &r, PoseNames &names, bool word, int numVerts, const Packing &packing, const char *what,
                        qint64 index, qint64 poseIndex = -1)
{
    const int vsize = word ? 8 : 4;
    const qint64 size = 2 * vsize + 16 + qint64(numVerts) * vsize;
    if (!r.has(size)) {
        // Slow path, only to name the field that runs out.
        QString field = idx(what, index);
        if (poseIndex >= 0)
            field += idx(".pose", poseIndex);
        readVertex(r, word, field + QStringLiteral(".bboxmin"));
        readVertex(r, word, field + QStringLiteral(".bboxmax"));
        r.bytes(16, field + QStringLiteral(".name"));
        r.requireRecords(numVerts, vsize, field + QStringLiteral(".vertices"));
    }
    MdlSimpleFrame pose;
    const char *p = r.ptr();
    pose.bboxMin = vertexAt(p, word);
    pose.bboxMax = vertexAt(p + vsize, word);
    pose.name = names.take(p + 2 * vsize);
    pose.setStored(r.data(), r.pos() + 2 * vsize + 16, numVerts, word, packing);
    r.advance(size);
    return pose;
}

} // namespace

void MdlSimpleFrame::setStored(const QByteArray &file, qint64 offset, int count, bool word, const Packing &packing)
{
    m_stored.set(file, offset, qint64(count) * (word ? 8 : 4));
    m_count = count;
    m_word = word;
    m_packing = packing;
    m_packed.clear();
    m_positions.clear();
}

void MdlSimpleFrame::decodeStored() const
{
    const char *p = m_stored.data();
    const size_t n = size_t(m_count);
    m_packed.resize(n);
    m_positions.resize(n);
    const int vsize = m_word ? 8 : 4;
    for (size_t i = 0; i < n; ++i, p += vsize) {
        const MdlVertex v = vertexAt(p, m_word);
        m_packed[i] = v;
        m_positions[i] = m_packing.decode(v.x, v.y, v.z);
    }
    m_stored.release();
}

std::unique_ptr<MdlFile> readMdl(const QByteArray &data) { return MdlFile::read(data); }

std::unique_ptr<MdlFile> MdlFile::read(const QByteArray &data)
{
    // Skins and poses share these bytes (poses until decoded): own them if the caller only lent them.
    QByteArray source = data;
    if (!source.data_ptr().isMutable())
        source = QByteArray(data.constData(), data.size());
    ByteReader r(source);
    std::unique_ptr<MdlFile> file(new MdlFile);
    MdlHeader &h = file->m_header;

    h.ident = r.bytes(4, QStringLiteral("header.ident"));
    if (h.ident == "MDL2")
        file->m_version = Version::Mdl2;
    else if (h.ident == "MDL3")
        file->m_version = Version::Mdl3;
    else if (h.ident == "MDL4")
        file->m_version = Version::Mdl4;
    else if (h.ident == "MDL5")
        file->m_version = Version::Mdl5;
    else if (h.ident == "IDPO")
        file->m_version = Version::Idpo;
    else
        r.failAt(0, QStringLiteral("header.ident"), QStringLiteral("not an MDL2..MDL5 or IDPO file"));
    const Version ver = file->m_version;
    const bool quake = file->isQuakeLayout();

    r.require(80, QStringLiteral("header"));
    h.version = r.i32(QStringLiteral("header.version"));
    for (uint32_t &v : h.scale)
        v = r.u32(QStringLiteral("header.scale"));
    for (uint32_t &v : h.offset)
        v = r.u32(QStringLiteral("header.offset"));
    h.radius = r.u32(QStringLiteral("header.boundingradius"));
    for (uint32_t &v : h.eye)
        v = r.u32(QStringLiteral("header.eyeposition"));
    h.numSkins = nonNegative(r, "numskins");
    h.skinWidth = r.i32(QStringLiteral("header.skinwidth"));
    h.skinHeight = r.i32(QStringLiteral("header.skinheight"));
    h.numVerts = nonNegative(r, "numverts");
    h.numTris = nonNegative(r, "numtris");
    h.numFrames = nonNegative(r, "numframes");
    h.numSkinVerts = r.i32(quake ? QStringLiteral("header.synctype") : QStringLiteral("header.numskinverts"));
    if (!quake && h.numSkinVerts < 0)
        r.failAt(72, QStringLiteral("header.numskinverts"), QStringLiteral("negative value %1").arg(h.numSkinVerts));
    h.flags = r.i32(QStringLiteral("header.flags"));
    h.last = r.u32(quake ? QStringLiteral("header.size") : QStringLiteral("header.numbones"));

    const Packing packing = file->packing();
    file->m_vertexCount = h.numVerts;

    // Skins: the smallest possible skin is its 4-byte type word.
    if (h.numSkins > r.remaining() / 4)
        r.failAt(48, QStringLiteral("header.numskins"),
                 QStringLiteral("count %1 of skins exceeds the %2 bytes left").arg(h.numSkins).arg(r.remaining()));
    if (ver != Version::Mdl5 && h.numSkins > 0 && (h.skinWidth < 0 || h.skinHeight < 0))
        r.failAt(h.skinWidth < 0 ? 52 : 56, h.skinWidth < 0 ? QStringLiteral("header.skinwidth") : QStringLiteral("header.skinheight"),
                 QStringLiteral("negative skin size %1x%2").arg(h.skinWidth).arg(h.skinHeight));
    file->m_skins.reserve(size_t(h.numSkins));
    for (int i = 0; i < h.numSkins; ++i) {
        const auto field = named("skin", i);
        MdlSkin skin;
        const qint64 typeAt = r.pos();
        skin.type = r.i32(field(".type"));
        if (ver == Version::Mdl5) {
            const qint64 wAt = r.pos();
            skin.width = r.i32(field(".width"));
            skin.height = r.i32(field(".height"));
            if (skin.width < 0 || skin.height < 0)
                r.failAt(wAt, field(".width")(),
                         QStringLiteral("negative skin size %1x%2").arg(skin.width).arg(skin.height));
        } else {
            skin.width = h.skinWidth;
            skin.height = h.skinHeight;
        }
        if (quake && skin.type == 1) {
            // Quake skin group: n, float times[n], n 8-bit images.
            const qint64 image = qint64(skin.width) * skin.height;
            const qint64 nAt = r.pos();
            const int32_t n = r.i32(field(".count"));
            if (n <= 0 || n > r.remaining() / (4 + image))
                r.failAt(nAt, field(".count")(),
                         QStringLiteral("group of %1 images of %2 bytes does not fit in the %3 bytes left")
                             .arg(n).arg(image).arg(r.remaining()));
            skin.timeBits.reserve(size_t(n));
            for (int k = 0; k < n; ++k)
                skin.timeBits.push_back(r.u32(field(".times")));
            skin.images.reserve(size_t(n));
            for (int k = 0; k < n; ++k)
                skin.images.push_back(r.sharedBytes(image, [&] { return idx("skin", i) + idx(".image", k); }));
        } else {
            qint64 size = -1;
            if (skin.type >= 0 && skin.type < 16) {
                if (PixelType::isPixelArray(skin.type))
                    size = pixelBlockSize(skin.type, skin.width, skin.height);
                else if (ver == Version::Mdl5 && (skin.type == PixelType::Dds || skin.type == PixelType::External))
                    size = skin.width; // width holds the byte count (common.md)
            }
            if (size < 0)
                r.failAt(typeAt, field(".type")(),
                         QStringLiteral("unsupported skin type %1 of %2x%3 in %4")
                             .arg(skin.type).arg(skin.width).arg(skin.height).arg(QString::fromLatin1(h.ident)));
            skin.data = r.sharedBytes(size, field(".data"));
        }
        file->m_skins.push_back(std::move(skin));
    }

    // Texture coordinates and triangles.
    if (quake) {
        r.requireRecordsAt(60, h.numVerts, 12, QStringLiteral("header.numverts")); // one skin vertex each
        file->m_uvs.resize(size_t(h.numVerts));
        for (MdlSkinVertex &uv : file->m_uvs) {
            const char *p = r.ptr();
            uv.onSeam = ByteReader::le<int32_t>(p);
            uv.s = ByteReader::le<int32_t>(p + 4);
            uv.t = ByteReader::le<int32_t>(p + 8);
            r.advance(12);
        }
        r.requireRecordsAt(64, h.numTris, 16, QStringLiteral("header.numtris"));
        file->m_triangles.resize(size_t(h.numTris));
        for (MdlTriangle &t : file->m_triangles) {
            const char *p = r.ptr();
            t.facesFront = ByteReader::le<int32_t>(p);
            for (int k = 0; k < 3; ++k)
                t.v[k] = t.uv[k] = ByteReader::le<int32_t>(p + 4 + 4 * k);
            r.advance(16);
        }
    } else {
        r.requireRecordsAt(72, h.numSkinVerts, 4, QStringLiteral("header.numskinverts"));
        file->m_uvs.resize(size_t(h.numSkinVerts));
        for (MdlSkinVertex &uv : file->m_uvs) {
            const char *p = r.ptr();
            uv.s = ByteReader::le<int16_t>(p);
            uv.t = ByteReader::le<int16_t>(p + 2);
            r.advance(4);
        }
        r.requireRecordsAt(64, h.numTris, 12, QStringLiteral("header.numtris"));
        file->m_triangles.resize(size_t(h.numTris));
        for (MdlTriangle &t : file->m_triangles) {
            const char *p = r.ptr();
            for (int k = 0; k < 3; ++k)
                t.v[k] = ByteReader::le<uint16_t>(p + 2 * k);
            for (int k = 0; k < 3; ++k)
                t.uv[k] = ByteReader::le<uint16_t>(p + 6 + 2 * k);
            r.advance(12);
        }
    }

    // Frames: each starts with its own type word. The smallest frame is 4 + 8 + 16 + 4 * numverts.
    const qint64 minFrame = 28 + 4 * qint64(h.numVerts);
    // Not even one frame fits: the vertex count is what is wrong, not the frame count.
    if (h.numFrames > 0 && minFrame > r.remaining())
        r.failAt(60, QStringLiteral("header.numverts"),
                 QStringLiteral("%1 vertices make a frame of at least %2 bytes, but only %3 are left")
                     .arg(h.numVerts).arg(minFrame).arg(r.remaining()));
    if (h.numFrames > r.remaining() / minFrame)
        r.failAt(68, QStringLiteral("header.numframes"),
                 QStringLiteral("%1 frames of at least %2 bytes do not fit in the %3 bytes left")
                     .arg(h.numFrames).arg(minFrame).arg(r.remaining()));
    file->m_frames.reserve(size_t(h.numFrames));
    // Quake frame groups hold several poses per frame: at most one pose per minimal pose left.
    PoseNames names(quake ? r.remaining() / (24 + qint64(h.numVerts) * 4) : h.numFrames);
    for (int i = 0; i < h.numFrames; ++i) {
        MdlFrame frame;
        const qint64 typeAt = r.pos();
        if (!r.has(4))
            r.i32(idx("frame", i) + QStringLiteral(".type")); // throws, naming the frame
        frame.type = ByteReader::le<int32_t>(r.ptr());
        r.advance(4);
        if (quake) {
            if (frame.type == 0) {
                frame.poses.push_back(readPose(r, names, false, h.numVerts, packing, "frame", i));
            } else {
                // Quake frame group: n, bboxmin, bboxmax, float times[n], n poses (no type words).
                const auto field = named("frame", i);
                frame.group = true;
                const qint64 nAt = r.pos();
                const int32_t n = r.i32(field(".count"));
                if (n <= 0 || n > r.remaining() / minFrame)
                    r.failAt(nAt, field(".count")(),
                             QStringLiteral("group of %1 poses does not fit in the %2 bytes left").arg(n).arg(r.remaining()));
                if (!r.has(8)) { // slow path, only to name the field that runs out
                    readVertex(r, false, field(".bboxmin")());
                    readVertex(r, false, field(".bboxmax")());
                }
                frame.groupMin = vertexAt(r.ptr(), false);
                frame.groupMax = vertexAt(r.ptr() + 4, false);
                r.advance(8);
                frame.timeBits.reserve(size_t(n));
                for (int k = 0; k < n; ++k)
                    frame.timeBits.push_back(r.u32(field(".times")));
                frame.poses.reserve(size_t(n));
                for (int k = 0; k < n; ++k)
                    frame.poses.push_back(readPose(r, names, false, h.numVerts, packing, "frame", i, k));
            }
        } else {
            if (frame.type != 0 && frame.type != 2)
                r.failAt(typeAt, idx("frame", i) + QStringLiteral(".type"),
                         QStringLiteral("unknown frame type %1 (0 = byte, 2 = word packing)").arg(frame.type));
            frame.poses.push_back(readPose(r, names, frame.type == 2, h.numVerts, packing, "frame", i));
        }
        frame.packedType = frame.type;
        file->m_frames.push_back(std::move(frame));
    }

    file->m_tail = r.bytes(r.remaining(), QStringLiteral("trailing"));
    file->rebuildPoseIndex();
    file->detectNormalConvention();
    return file;
}

} // namespace ackedit::format
