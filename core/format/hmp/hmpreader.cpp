// HMP4 / HMP5 / HMP7 reader. Every count and size is checked against the bytes left before
// anything is allocated; any problem throws FormatError with the offset and field.
#include "hmp/hmpfile.h"

#include "io/bytereader.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace ackedit::format {

namespace {

QString field(const char *pattern, int index) { return QString::fromLatin1(pattern).arg(index); }

void readHeader(ByteReader &r, HmpHeader &h)
{
    h.ident = r.bytes(4, QStringLiteral("header.ident"));
    if (h.ident != "HMP4" && h.ident != "HMP5" && h.ident != "HMP7")
        r.failAt(0, QStringLiteral("header.ident"), QStringLiteral("not an HMP4, HMP5 or HMP7 file"));
    h.version = r.i32(QStringLiteral("header.version"));
    if (h.ident == "HMP4" && h.version != 0 && h.version != 1)
        r.failAt(4, QStringLiteral("header.version"),
                 QStringLiteral("HMP4 version %1 is unknown (0 = mesh, 1 = grid)").arg(h.version));
    for (int a = 0; a < 3; ++a)
        h.scale[a] = r.f32(QStringLiteral("header.scale"));
    for (int a = 0; a < 3; ++a)
        h.offset[a] = r.f32(QStringLiteral("header.offset"));
    h.boundingRadius = r.f32(QStringLiteral("header.boundingradius"));
    h.triSizeX = r.f32(QStringLiteral("header.trisize_x"));
    h.triSizeY = r.f32(QStringLiteral("header.trisize_y"));
    h.numVertsX = r.f32(QStringLiteral("header.numverts_x"));
    h.numSkins = r.i32(QStringLiteral("header.numskins"));
    h.skinWidth = r.i32(QStringLiteral("header.skinwidth"));
    h.skinHeight = r.i32(QStringLiteral("header.skinheight"));
    h.numVerts = r.i32(QStringLiteral("header.numverts"));
    h.numTris = r.i32(QStringLiteral("header.numtris"));
    h.numFrames = r.i32(QStringLiteral("header.numframes"));
    h.numSkinVerts = r.i32(QStringLiteral("header.numskinverts"));
    h.flags = r.i32(QStringLiteral("header.flags"));
    h.unused = r.i32(QStringLiteral("header.unused"));

    // numverts_x is a float: it must hold a positive whole number that divides numverts.
    const float nvx = h.numVertsX;
    if (!std::isfinite(nvx) || nvx < 1.f || nvx > 65536.f || nvx != std::floor(nvx))
        r.failAt(44, QStringLiteral("header.numverts_x"),
                 QStringLiteral("%1 is not a whole number of columns in 1..65536").arg(double(nvx)));
    if (h.numVerts <= 0)
        r.failAt(60, QStringLiteral("header.numverts"), QStringLiteral("%1 vertices").arg(h.numVerts));
    const bool mesh = h.ident == "HMP4" && h.version == 0;
    if (!mesh && h.numVerts % int32_t(nvx) != 0)
        r.failAt(60, QStringLiteral("header.numverts"),
                 QStringLiteral("%1 vertices is not a multiple of numverts_x %2").arg(h.numVerts).arg(int(nvx)));
    if (h.numSkins < 0)
        r.failAt(48, QStringLiteral("header.numskins"), QStringLiteral("negative count %1").arg(h.numSkins));
    if (h.numFrames < 1)
        r.failAt(68, QStringLiteral("header.numframes"), QStringLiteral("%1 frames (at least 1 needed)").arg(h.numFrames));
    if (mesh) {
        if (h.numTris < 0)
            r.failAt(64, QStringLiteral("header.numtris"), QStringLiteral("negative count %1").arg(h.numTris));
        if (h.numSkinVerts < 0)
            r.failAt(72, QStringLiteral("header.numskinverts"), QStringLiteral("negative count %1").arg(h.numSkinVerts));
    }
}

HmpSkin readSkin(ByteReader &r, const HmpHeader &h, int i)
{
    // Field names ("skin[3].type") are built only when a read fails.
    const auto skinField = [i](const char *pattern) { return [i, pattern] { return QString::fromLatin1(pattern).arg(i); }; };
    HmpSkin s;
    const qint64 at = r.pos();
    s.type = r.i32(skinField("skin[%1].type"));
    if (h.ident == "HMP4") {
        // Size from the header (MDL3 style); only plain pixel arrays can be sized that way.
        s.width = h.skinWidth;
        s.height = h.skinHeight;
        if (s.type < 0 || s.type > 15 || !s.isPixelArray())
            r.failAt(at, skinField("skin[%1].type")(),
                     QStringLiteral("type %1 is not a pixel format an HMP4 skin can have").arg(s.type));
        const qint64 size = pixelBlockSize(s.type, s.width, s.height);
        if (size < 0)
            r.failAt(52, QStringLiteral("header.skinwidth"),
                     QStringLiteral("skin size %1 x %2 is invalid").arg(s.width).arg(s.height));
        s.data = r.bytes(size, skinField("skin[%1].pixels"));
        return s;
    }
    s.width = r.i32(skinField("skin[%1].width"));
    s.height = r.i32(skinField("skin[%1].height"));
    const int maxType = h.ident == "HMP7" ? 0x3f : 0x0f; // material/effect flags only in HMP7
    if (s.type < 0 || s.type > maxType)
        r.failAt(at, skinField("skin[%1].type")(), QStringLiteral("unknown skin type 0x%1").arg(s.type, 0, 16));
    if (s.isPixelArray()) {
        const qint64 size = pixelBlockSize(s.imageKind(), s.width, s.height);
        if (size < 0)
            r.failAt(at + 4, skinField("skin[%1].width")(),
                     QStringLiteral("skin size %1 x %2 is invalid").arg(s.width).arg(s.height));
        s.data = r.bytes(size, skinField("skin[%1].pixels"));
    } else if (s.isDds() || s.isExternal()) {
        // The width field is the byte count of the DDS file / the name including its NUL.
        if (s.width < 0)
            r.failAt(at + 4, skinField("skin[%1].width")(), QStringLiteral("negative byte count %1").arg(s.width));
        s.data = r.bytes(s.width, skinField(s.isDds() ? "skin[%1].dds" : "skin[%1].filename"));
    } else if (!s.isReference()) {
        r.failAt(at, skinField("skin[%1].type")(), QStringLiteral("unknown image kind in type 0x%1").arg(s.type, 0, 16));
    }
    if (s.hasMaterial())
        s.material = r.bytes(HmpSkin::MaterialSize, skinField("skin[%1].material"));
    if (s.hasEffect()) {
        const int32_t length = r.count(skinField("skin[%1].effect_length"), 1);
        s.effect = r.bytes(length, skinField("skin[%1].effect"));
    }
    return s;
}

} // namespace

int HmpFile::vertexRecordSize() const
{
    if (m_isMesh)
        return 4;
    return m_header.ident == "HMP4" ? 8 : 4;
}

std::unique_ptr<HmpFile> HmpFile::read(const QByteArray &data)
{
    // Frames keep sharing these bytes until decoded: own them if the caller only lent them.
    QByteArray source = data;
    if (!source.data_ptr().isMutable())
        source = QByteArray(data.constData(), data.size());
    ByteReader r(source);
    auto file = std::make_unique<HmpFile>();
    HmpFile &f = *file;
    HmpHeader &h = f.m_header;
    readHeader(r, h);
    f.m_isMesh = h.ident == "HMP4" && h.version == 0;
    f.m_columns = int(h.numVertsX);
    f.m_rows = h.numVerts / f.m_columns;

    // Counts are checked against the bytes left before anything is reserved; errors point at the
    // header field that holds the count.
    r.requireRecordsAt(48, h.numSkins, h.ident == "HMP4" ? 4 : 12, QStringLiteral("header.numskins"));
    f.m_skins.reserve(size_t(h.numSkins));
    for (int i = 0; i < h.numSkins; ++i)
        f.m_skins.push_back(readSkin(r, h, i));

    if (f.m_isMesh) {
        r.requireRecordsAt(72, h.numSkinVerts, 4, QStringLiteral("header.numskinverts"));
        f.m_skinVerts.resize(size_t(h.numSkinVerts));
        for (HmpSkinVertex &sv : f.m_skinVerts) { // bounds checked above
            sv.u = ByteReader::le<int16_t>(r.ptr());
            sv.v = ByteReader::le<int16_t>(r.ptr() + 2);
            r.advance(4);
        }
        r.requireRecordsAt(64, h.numTris, 12, QStringLiteral("header.numtris"));
        f.m_triangles.resize(size_t(h.numTris));
        for (HmpTriangle &t : f.m_triangles) {
            const char *p = r.ptr();
            for (size_t k = 0; k < 3; ++k) {
                t.v[k] = ByteReader::le<uint16_t>(p + 2 * k);
                t.uv[k] = ByteReader::le<uint16_t>(p + 6 + 2 * k);
            }
            r.advance(12);
        }
    }

    // Frames: 36-byte header on grids (8-byte bbox records even with 4-byte vertices); HMP4 v0
    // uses MDL3 frames with 4-byte bbox records.
    const qint64 vs = f.vertexRecordSize();
    const qint64 bboxSize = f.m_isMesh ? 4 : 8;
    const qint64 frameSize = 4 + 2 * bboxSize + 16 + qint64(h.numVerts) * vs;
    // Not even one frame fits (e.g. 65,536 x 32,767 vertices): the vertex count is what is wrong.
    if (frameSize > r.remaining())
        r.failAt(60, QStringLiteral("header.numverts"),
                 QStringLiteral("%1 vertices (%2 x %3) make a frame of %4 bytes, but only %5 are left")
                     .arg(h.numVerts).arg(f.m_columns).arg(f.m_rows).arg(frameSize).arg(r.remaining()));
    r.requireRecordsAt(68, h.numFrames, frameSize, QStringLiteral("header.numframes"));
    const size_t n = size_t(h.numVerts);
    const HmpFrame::Layout layout = f.m_isMesh ? HmpFrame::Layout::Mesh4
                                  : (h.ident == "HMP4" ? HmpFrame::Layout::Grid8 : HmpFrame::Layout::Grid4);
    f.m_frames.resize(size_t(h.numFrames));
    for (int fi = 0; fi < h.numFrames; ++fi) {
        HmpFrame &fr = f.m_frames[size_t(fi)];
        // All frames were bounds-checked above; field names are only built for an error. The
        // vertex records stay in the file's bytes until the frame is first used.
        const char *frameStart = r.ptr();
        fr.type = ByteReader::le<int32_t>(frameStart);
        if (f.m_isMesh && fr.type != 0)
            r.failAt(r.pos(), field("frame[%1].type", fi),
                     QStringLiteral("HMP4 version 0 frame type %1 is not supported (0 expected)").arg(fr.type));
        fr.bboxMin = QByteArray(frameStart + 4, bboxSize);
        fr.bboxMax = QByteArray(frameStart + 4 + bboxSize, bboxSize);
        fr.name = QByteArray(frameStart + 4 + 2 * bboxSize, 16);
        fr.setStored(source, r.pos() + 4 + 2 * bboxSize + 16, n, layout);
        r.advance(frameSize);
    }
    f.m_trailing = r.bytes(r.remaining(), QStringLiteral("trailing"));
    f.m_heights.resize(f.m_frames.size());          // nothing edited yet
    f.m_hasReference.assign(f.m_frames.size(), 1);  // stored normals belong to stored heights
    return file;
}

std::unique_ptr<HmpFile> readHmp(const QByteArray &data) { return HmpFile::read(data); }

} // namespace ackedit::format
