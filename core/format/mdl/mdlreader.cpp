// Reading MDL2/MDL3/MDL4/MDL5/IDPO: every count is checked against the bytes left before anything
// is allocated; every read goes through ByteReader, which throws FormatError at the first problem.
#include "mdl/mdlfile.h"

#include "common/pixelformat.h"
#include "io/bytereader.h"

namespace ackedit::format {

namespace {

QString idx(const char *what, qint64 i) { return QStringLiteral("%1[%2]").arg(QLatin1String(what)).arg(i); }

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

// One pose without its type word: bboxmin, bboxmax, name[16], vertices (also the layout of the
// poses inside a Quake frame group).
MdlSimpleFrame readPose(ByteReader &r, bool word, int numVerts, const Packing &packing, const QString &field)
{
    MdlSimpleFrame pose;
    const int vsize = word ? 8 : 4;
    pose.bboxMin = readVertex(r, word, field + QStringLiteral(".bboxmin"));
    pose.bboxMax = readVertex(r, word, field + QStringLiteral(".bboxmax"));
    pose.name = r.bytes(16, field + QStringLiteral(".name"));
    r.requireRecords(numVerts, vsize, field + QStringLiteral(".vertices"));
    pose.packed.reserve(size_t(numVerts));
    pose.positions.reserve(size_t(numVerts));
    const QString vfield = field + QStringLiteral(".vertices");
    for (int i = 0; i < numVerts; ++i) {
        const MdlVertex v = readVertex(r, word, vfield);
        pose.packed.push_back(v);
        pose.positions.push_back(packing.decode(v.x, v.y, v.z));
    }
    return pose;
}

} // namespace

std::unique_ptr<MdlFile> readMdl(const QByteArray &data) { return MdlFile::read(data); }

std::unique_ptr<MdlFile> MdlFile::read(const QByteArray &data)
{
    ByteReader r(data);
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
        const QString field = idx("skin", i);
        MdlSkin skin;
        const qint64 typeAt = r.pos();
        skin.type = r.i32(field + QStringLiteral(".type"));
        if (ver == Version::Mdl5) {
            const qint64 wAt = r.pos();
            skin.width = r.i32(field + QStringLiteral(".width"));
            skin.height = r.i32(field + QStringLiteral(".height"));
            if (skin.width < 0 || skin.height < 0)
                r.failAt(wAt, field + QStringLiteral(".width"),
                         QStringLiteral("negative skin size %1x%2").arg(skin.width).arg(skin.height));
        } else {
            skin.width = h.skinWidth;
            skin.height = h.skinHeight;
        }
        const QString dataField = field + QStringLiteral(".data");
        if (quake && skin.type == 1) {
            // Quake skin group: n, float times[n], n 8-bit images.
            const qint64 image = qint64(skin.width) * skin.height;
            const qint64 nAt = r.pos();
            const int32_t n = r.i32(field + QStringLiteral(".count"));
            if (n <= 0 || n > r.remaining() / (4 + image))
                r.failAt(nAt, field + QStringLiteral(".count"),
                         QStringLiteral("group of %1 images of %2 bytes does not fit in the %3 bytes left")
                             .arg(n).arg(image).arg(r.remaining()));
            skin.timeBits.reserve(size_t(n));
            for (int k = 0; k < n; ++k)
                skin.timeBits.push_back(r.u32(field + QStringLiteral(".times")));
            skin.images.reserve(size_t(n));
            for (int k = 0; k < n; ++k)
                skin.images.push_back(r.bytes(image, field + idx(".image", k)));
        } else {
            qint64 size = -1;
            if (skin.type >= 0 && skin.type < 16) {
                if (PixelType::isPixelArray(skin.type))
                    size = pixelBlockSize(skin.type, skin.width, skin.height);
                else if (ver == Version::Mdl5 && (skin.type == PixelType::Dds || skin.type == PixelType::External))
                    size = skin.width; // width holds the byte count (common.md)
            }
            if (size < 0)
                r.failAt(typeAt, field + QStringLiteral(".type"),
                         QStringLiteral("unsupported skin type %1 of %2x%3 in %4")
                             .arg(skin.type).arg(skin.width).arg(skin.height).arg(QString::fromLatin1(h.ident)));
            skin.data = r.bytes(size, dataField);
        }
        file->m_skins.push_back(std::move(skin));
    }

    // Texture coordinates and triangles.
    if (quake) {
        r.requireRecords(h.numVerts, 12, QStringLiteral("skinvertices"));
        file->m_uvs.reserve(size_t(h.numVerts));
        for (int i = 0; i < h.numVerts; ++i) {
            MdlSkinVertex uv;
            const QString f = idx("skinvertex", i);
            uv.onSeam = r.i32(f + QStringLiteral(".onseam"));
            uv.s = r.i32(f + QStringLiteral(".s"));
            uv.t = r.i32(f + QStringLiteral(".t"));
            file->m_uvs.push_back(uv);
        }
        r.requireRecords(h.numTris, 16, QStringLiteral("triangles"));
        file->m_triangles.reserve(size_t(h.numTris));
        for (int i = 0; i < h.numTris; ++i) {
            MdlTriangle t;
            const QString f = idx("triangle", i);
            t.facesFront = r.i32(f + QStringLiteral(".facesfront"));
            for (int k = 0; k < 3; ++k)
                t.v[k] = t.uv[k] = r.i32(f + QStringLiteral(".v"));
            file->m_triangles.push_back(t);
        }
    } else {
        r.requireRecords(h.numSkinVerts, 4, QStringLiteral("skinvertices"));
        file->m_uvs.reserve(size_t(h.numSkinVerts));
        for (int i = 0; i < h.numSkinVerts; ++i) {
            MdlSkinVertex uv;
            const QString f = idx("skinvertex", i);
            uv.s = r.i16(f + QStringLiteral(".u"));
            uv.t = r.i16(f + QStringLiteral(".v"));
            file->m_uvs.push_back(uv);
        }
        r.requireRecords(h.numTris, 12, QStringLiteral("triangles"));
        file->m_triangles.reserve(size_t(h.numTris));
        for (int i = 0; i < h.numTris; ++i) {
            MdlTriangle t;
            const QString f = idx("triangle", i);
            for (int k = 0; k < 3; ++k)
                t.v[k] = r.u16(f + QStringLiteral(".v"));
            for (int k = 0; k < 3; ++k)
                t.uv[k] = r.u16(f + QStringLiteral(".uv"));
            file->m_triangles.push_back(t);
        }
    }

    // Frames: each starts with its own type word. The smallest frame is 4 + 8 + 16 + 4 * numverts.
    const qint64 minFrame = 28 + 4 * qint64(h.numVerts);
    if (h.numFrames > r.remaining() / minFrame)
        r.failAt(68, QStringLiteral("header.numframes"),
                 QStringLiteral("%1 frames of at least %2 bytes do not fit in the %3 bytes left")
                     .arg(h.numFrames).arg(minFrame).arg(r.remaining()));
    file->m_frames.reserve(size_t(h.numFrames));
    for (int i = 0; i < h.numFrames; ++i) {
        const QString field = idx("frame", i);
        MdlFrame frame;
        const qint64 typeAt = r.pos();
        frame.type = r.i32(field + QStringLiteral(".type"));
        if (quake) {
            if (frame.type == 0) {
                frame.poses.push_back(readPose(r, false, h.numVerts, packing, field));
            } else {
                // Quake frame group: n, bboxmin, bboxmax, float times[n], n poses (no type words).
                frame.group = true;
                const qint64 nAt = r.pos();
                const int32_t n = r.i32(field + QStringLiteral(".count"));
                if (n <= 0 || n > r.remaining() / minFrame)
                    r.failAt(nAt, field + QStringLiteral(".count"),
                             QStringLiteral("group of %1 poses does not fit in the %2 bytes left").arg(n).arg(r.remaining()));
                frame.groupMin = readVertex(r, false, field + QStringLiteral(".bboxmin"));
                frame.groupMax = readVertex(r, false, field + QStringLiteral(".bboxmax"));
                frame.timeBits.reserve(size_t(n));
                for (int k = 0; k < n; ++k)
                    frame.timeBits.push_back(r.u32(field + QStringLiteral(".times")));
                frame.poses.reserve(size_t(n));
                for (int k = 0; k < n; ++k)
                    frame.poses.push_back(readPose(r, false, h.numVerts, packing, field + idx(".pose", k)));
            }
        } else {
            if (frame.type != 0 && frame.type != 2)
                r.failAt(typeAt, field + QStringLiteral(".type"),
                         QStringLiteral("unknown frame type %1 (0 = byte, 2 = word packing)").arg(frame.type));
            frame.poses.push_back(readPose(r, frame.type == 2, h.numVerts, packing, field));
        }
        file->m_frames.push_back(std::move(frame));
    }

    file->m_tail = r.bytes(r.remaining(), QStringLiteral("trailing"));
    file->rebuildPoseIndex();
    file->detectWinding();
    return file;
}

} // namespace ackedit::format
