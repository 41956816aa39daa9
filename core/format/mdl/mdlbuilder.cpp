// MdlFile::create: builds a file from float positions, texel UVs, outward triangles (stored
// reversed, as MED and Quake tools do) and RGBA skins. The writer packs it (global scale/offset,
// rounded), computes bboxes and normals; the result is then parsed back so the returned object
// is exactly what a reader sees.
#include "mdl/mdlfile.h"

#include "common/fixedstring.h"
#include "common/pixelformat.h"

#include <bit>
#include <limits>

namespace ackedit::format {

namespace {

[[noreturn]] void fail(const QString &field, const QString &problem) { throw FormatError(-1, field, problem); }

} // namespace

std::unique_ptr<MdlFile> MdlFile::create(const MdlBuildInput &in)
{
    std::unique_ptr<MdlFile> file(new MdlFile);
    if (in.format == "MDL2")
        file->m_version = Version::Mdl2;
    else if (in.format == "MDL3")
        file->m_version = Version::Mdl3;
    else if (in.format == "MDL4")
        file->m_version = Version::Mdl4;
    else if (in.format == "MDL5")
        file->m_version = Version::Mdl5;
    else if (in.format == "IDPO")
        file->m_version = Version::Idpo;
    else
        fail(QStringLiteral("format"), QStringLiteral("unknown format \"%1\"").arg(QString::fromLatin1(in.format)));
    const bool quake = file->isQuakeLayout();
    const bool mdl5 = file->m_version == Version::Mdl5;

    if (in.frames.empty())
        fail(QStringLiteral("frames"), QStringLiteral("a model needs at least one frame"));
    const size_t nverts = in.frames.front().positions.size();
    if (!quake && nverts > 65535)
        fail(QStringLiteral("frames"), QStringLiteral("%1 vertices do not fit 16-bit indices").arg(nverts));
    if (nverts > size_t(std::numeric_limits<int32_t>::max() / 16))
        fail(QStringLiteral("frames"), QStringLiteral("too many vertices"));
    for (size_t i = 0; i < in.frames.size(); ++i)
        if (in.frames[i].positions.size() != nverts)
            fail(QStringLiteral("frame[%1]").arg(i), QStringLiteral("vertex count differs from frame 0"));
    if (quake && in.uvs.size() != nverts)
        fail(QStringLiteral("uvs"), QStringLiteral("%1 needs one texture coordinate per vertex").arg(QString::fromLatin1(in.format)));
    for (size_t i = 0; i < in.uvs.size(); ++i)
        if (!quake && (in.uvs[i].s < -32768 || in.uvs[i].s > 32767 || in.uvs[i].t < -32768 || in.uvs[i].t > 32767))
            fail(QStringLiteral("uv[%1]").arg(i), QStringLiteral("texel coordinate does not fit 16 bits"));
    for (size_t i = 0; i < in.triangles.size(); ++i) {
        const MdlTriangle &t = in.triangles[i];
        for (int k = 0; k < 3; ++k) {
            if (t.v[k] < 0 || size_t(t.v[k]) >= nverts)
                fail(QStringLiteral("triangle[%1].v[%2]").arg(i).arg(k), QStringLiteral("vertex index out of range"));
            if (!quake && (t.uv[k] < 0 || size_t(t.uv[k]) >= in.uvs.size()))
                fail(QStringLiteral("triangle[%1].uv[%2]").arg(i).arg(k), QStringLiteral("uv index out of range"));
        }
    }

    // Skins.
    int width = in.skinWidth, height = in.skinHeight;
    for (size_t i = 0; i < in.skins.size(); ++i) {
        const MdlBuildSkin &b = in.skins[i];
        const QString field = QStringLiteral("skin[%1]").arg(i);
        MdlSkin s;
        s.type = b.type;
        if (quake && b.type == 1) {
            if (b.groupImages.empty())
                fail(field, QStringLiteral("a skin group needs images"));
            s.width = b.groupImages.front().width;
            s.height = b.groupImages.front().height;
            for (size_t k = 0; k < b.groupImages.size(); ++k) {
                const RgbaImage &img = b.groupImages[k];
                if (img.width != s.width || img.height != s.height || img.isNull())
                    fail(field, QStringLiteral("group images differ in size"));
                s.images.push_back(encodePixels(PixelType::Palette8, img, in.palette));
                const float time = k < b.groupTimes.size() ? b.groupTimes[k] : 0.1f * float(k + 1);
                s.timeBits.push_back(std::bit_cast<uint32_t>(time));
            }
        } else {
            if (b.type < 0 || b.type >= 16 || !PixelType::isPixelArray(b.type))
                fail(field + QStringLiteral(".type"), QStringLiteral("type %1 is not a pixel type").arg(b.type));
            if (b.image.isNull() || b.image.pixels.size() != size_t(b.image.width) * size_t(b.image.height) * 4)
                fail(field, QStringLiteral("no image"));
            if (PixelType::hasMips(b.type) && (b.image.width % 8 != 0 || b.image.height % 8 != 0))
                fail(field, QStringLiteral("mipmapped skins need sizes that are multiples of 8"));
            if (pixelBlockSize(b.type, b.image.width, b.image.height) < 0)
                fail(field, QStringLiteral("skin too large"));
            s.width = b.image.width;
            s.height = b.image.height;
            s.data = encodePixels(b.type, b.image, in.palette);
        }
        if (i == 0 || mdl5) {
            if (i == 0) {
                width = s.width;
                height = s.height;
            }
        } else if (s.width != width || s.height != height) {
            fail(field, QStringLiteral("%1 skins must all have the header's size %2x%3")
                            .arg(QString::fromLatin1(in.format)).arg(width).arg(height));
        }
        file->m_skins.push_back(std::move(s));
    }

    // Header: everything not derived from the data is written as a clean exporter would.
    MdlHeader &h = file->m_header;
    h.ident = in.format;
    h.version = file->m_version == Version::Idpo ? 6 : 0;
    const uint32_t one = std::bit_cast<uint32_t>(1.f);
    for (int a = 0; a < 3; ++a)
        h.scale[a] = one; // replaced by the writer's packing
    // MDL5 keeps sizes per skin (header 0, as MED writes); without skins the header keeps the
    // size the UVs refer to.
    h.skinWidth = mdl5 && !in.skins.empty() ? 0 : width;
    h.skinHeight = mdl5 && !in.skins.empty() ? 0 : height;
    h.numVerts = int32_t(nverts);
    h.numSkinVerts = quake ? 0 : int32_t(in.uvs.size()); // IDPO/MDL2: synctype 0 (synchronous)
    file->m_vertexCount = int32_t(nverts);

    file->m_uvs = in.uvs;
    // Gamestudio and Quake tools both store triangles clockwise seen from outside: reverse the
    // outward input. Only the normals differ (the writer: inward, or outward for Quake IDPO).
    file->m_outwardNormals = file->m_version == Version::Idpo && in.quakeWinding;
    for (MdlTriangle t : in.triangles) {
        if (quake)
            for (int k = 0; k < 3; ++k)
                t.uv[k] = t.v[k];
        std::swap(t.v[1], t.v[2]);
        std::swap(t.uv[1], t.uv[2]);
        file->m_triangles.push_back(t);
    }

    // Frames: positions only; the writer packs (m_forceRepack).
    int frameType = in.frameType;
    if (quake)
        frameType = 0;
    else if (frameType < 0)
        frameType = file->m_version == Version::Mdl3 ? 0 : 2;
    if (frameType != 0 && frameType != 2)
        fail(QStringLiteral("frameType"), QStringLiteral("frame type must be 0 (byte) or 2 (word)"));
    for (size_t i = 0; i < in.frames.size(); ++i) {
        const MdlBuildFrame &b = in.frames[i];
        MdlSimpleFrame pose;
        pose.name = withText(QByteArray(16, '\0'), b.name);
        pose.positions() = b.positions;
        pose.packed().resize(nverts);
        const bool grouped = quake && b.group >= 0;
        if (grouped && i > 0 && in.frames[i - 1].group == b.group) {
            MdlFrame &frame = file->m_frames.back();
            frame.timeBits.push_back(std::bit_cast<uint32_t>(b.time));
            frame.poses.push_back(std::move(pose));
            continue;
        }
        MdlFrame frame;
        frame.type = grouped ? 1 : frameType;
        frame.packedType = frame.type;
        frame.group = grouped;
        if (grouped)
            frame.timeBits.push_back(std::bit_cast<uint32_t>(b.time));
        frame.poses.push_back(std::move(pose));
        file->m_frames.push_back(std::move(frame));
    }
    h.numSkins = int32_t(file->m_skins.size());
    h.numTris = int32_t(file->m_triangles.size());
    h.numFrames = int32_t(file->m_frames.size());
    file->m_forceRepack = true;
    file->rebuildPoseIndex();

    std::unique_ptr<MdlFile> out = read(file->write());
    if (in.palette)
        out->setPalette(*in.palette);
    return out;
}

} // namespace ackedit::format
