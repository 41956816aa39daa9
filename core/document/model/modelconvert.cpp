#include "modelconvert.h"

#include "common/pixelformat.h"
#include "formatregistry.h"
#include "io/formaterror.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"

#include <QCoreApplication>

#include <cmath>

namespace ackedit::document::modelconvert {

namespace {

struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(ModelConvert)
};

constexpr int MaxVertices = 65535;

Conversion refused(const QString &why)
{
    Conversion c;
    c.refusal = why;
    return c;
}

// Read back from its own bytes, so the converted model is exactly what a save writes.
std::unique_ptr<format::AssetFile> reread(const QByteArray &bytes)
{
    return format::readAssetFile(bytes);
}

Conversion toMdl7(const format::AssetFile &source)
{
    Conversion c;
    const int frames = std::max(1, source.frameCount());
    const QStringList names = source.frameNames();
    format::Mdl7BuildInput in;
    const auto *mdl = dynamic_cast<const format::MdlFile *>(&source);
    for (int s = 0; s < source.skinCount(); ++s) {
        format::Mdl7BuildInput::Skin skin;
        skin.image = source.skinImage(s);
        if (skin.image.isNull()) {
            c.notes << Texts::tr("skin %1 has no pixels that can be read: left out").arg(s);
            continue;
        }
        const int stored = mdl ? mdl->skins()[size_t(s)].type : format::PixelType::Rgb888;
        const int base = stored & 7;
        const bool mips = skin.image.width % 8 == 0 && skin.image.height % 8 == 0;
        if (base == format::PixelType::Rgb565 || base == format::PixelType::Argb4444 || base == format::PixelType::Rgb888
            || base == format::PixelType::Argb8888) {
            skin.type = base | (mips ? format::PixelType::MipFlag : 0);
        } else {
            skin.type = format::PixelType::Rgb888 | (mips ? format::PixelType::MipFlag : 0);
            c.notes << Texts::tr("skin %1: 8-bit palette pixels stored as RGB888 (same colours)").arg(s);
        }
        skin.name = QByteArray("skin") + QByteArray::number(s + 1);
        in.skins.push_back(skin);
    }
    const format::TriangleMesh base = source.mesh(0);
    format::Mdl7BuildInput::Group g;
    g.name = "model";
    g.positions = base.positions;
    g.uvs = base.uvs;
    g.triangles = base.triangles;
    for (auto &t : g.triangles)
        if (t.skin >= int(in.skins.size()))
            t.skin = in.skins.empty() ? -1 : 0;
    if (g.uvs.empty())
        g.uvs.emplace_back(0.f, 0.f);
    for (int f = 0; f < frames; ++f) {
        format::Mdl7BuildInput::Frame frame;
        frame.name = names.value(f).toLatin1().left(format::Mdl7File::maxFrameNameLength());
        frame.positions = f == 0 ? base.positions : source.mesh(f).positions;
        if (frame.positions.size() != g.positions.size())
            return refused(Texts::tr("frame %1 has another vertex count than frame 0").arg(f));
        g.frames.push_back(std::move(frame));
    }
    if (g.positions.size() > size_t(MaxVertices))
        return refused(Texts::tr("%1 vertices: an MDL7 group holds at most 65,535").arg(g.positions.size()));
    in.groups.push_back(std::move(g));
    c.notes << Texts::tr("normals computed by MDL7's rule");
    if (mdl && mdl->isQuakeLayout() && source.frameCount() > 0)
        c.notes << Texts::tr("Quake frame groups become single frames");
    c.file = reread(format::Mdl7File::create(in)->write());
    return c;
}

Conversion toMdl5(const format::Mdl7File &source)
{
    Conversion c;
    const int frames = std::max(1, source.frameCount());
    for (int f = 0; f < source.frameCount(); ++f)
        if (source.isBonePosed(f))
            return refused(Texts::tr("frame %1 is posed by bones, which MDL5 does not have").arg(f));
    format::MdlBuildInput in;
    in.format = "MDL5";
    in.frameType = 2; // word packing: 16 bits per axis
    int width = 0, height = 0;
    for (int s = 0; s < source.skinCount(); ++s) {
        const format::Mdl7Skin *skin = source.skin(s);
        const int base = skin ? skin->type & 7 : -1;
        if (base != format::PixelType::Palette8 && base != format::PixelType::Rgb565 && base != format::PixelType::Argb4444
            && base != format::PixelType::Rgb888 && base != format::PixelType::Argb8888)
            return refused(Texts::tr("skin %1 is not an embedded pixel image (DDS, external file or reference)").arg(s));
        format::MdlBuildSkin out;
        out.type = skin->type & (7 | format::PixelType::MipFlag);
        out.image = source.skinImage(s);
        if (s == 0) {
            width = out.image.width;
            height = out.image.height;
        } else if (out.image.width != width || out.image.height != height) {
            return refused(Texts::tr("skin %1 is %2x%3 but skin 0 is %4x%5: MDL5 skins share one size")
                               .arg(s).arg(out.image.width).arg(out.image.height).arg(width).arg(height));
        }
        in.skins.push_back(out);
    }
    if (source.palette())
        in.palette = &*source.palette();
    in.skinWidth = width;
    in.skinHeight = height;
    const format::TriangleMesh base = source.mesh(0);
    if (base.positions.size() > size_t(MaxVertices))
        return refused(Texts::tr("%1 vertices: MDL5 holds at most 65,535").arg(base.positions.size()));
    // UVs in whole texels of the (shared) skin size.
    const int w = std::max(width, 1), h = std::max(height, 1);
    for (size_t i = 0; i < base.uvs.size(); ++i) {
        const double s = double(base.uvs[i].x()) * w, t = double(base.uvs[i].y()) * h;
        if (std::abs(s - std::round(s)) > 1e-3 || std::abs(t - std::round(t)) > 1e-3)
            return refused(Texts::tr("UV %1 (%2, %3) is not on a whole texel of the %4x%5 skin: MDL5 stores texels")
                               .arg(i).arg(s, 0, 'f', 2).arg(t, 0, 'f', 2).arg(w).arg(h));
        in.uvs.push_back({0, int32_t(std::lround(s)), int32_t(std::lround(t))});
    }
    for (const format::TriangleMesh::Triangle &t : base.triangles) {
        format::MdlTriangle tri;
        for (size_t k = 0; k < 3; ++k) {
            tri.v[k] = int32_t(t.v[k]);
            tri.uv[k] = int32_t(t.uv[k]);
        }
        in.triangles.push_back(tri);
    }
    const QStringList names = source.frameNames();
    std::vector<format::TriangleMesh> meshes;
    for (int f = 0; f < frames; ++f) {
        format::MdlBuildFrame frame;
        frame.name = names.value(f).toLatin1().left(15);
        meshes.push_back(f == 0 ? base : source.mesh(f));
        frame.positions = meshes.back().positions;
        in.frames.push_back(std::move(frame));
    }
    std::unique_ptr<format::AssetFile> made = reread(format::MdlFile::create(in)->write());
    float worst = 0.f;
    for (int f = 0; f < frames; ++f) {
        const format::TriangleMesh packed = made->mesh(f);
        for (size_t v = 0; v < packed.positions.size() && v < meshes[size_t(f)].positions.size(); ++v)
            worst = std::max(worst, (packed.positions[v] - meshes[size_t(f)].positions[v]).cwiseAbs().maxCoeff());
    }
    c.notes << Texts::tr("positions packed into 16 bits per axis: largest error %1 units").arg(double(worst), 0, 'g', 3);
    if (source.groups().size() > 1)
        c.notes << Texts::tr("%1 groups merged into one mesh").arg(source.groups().size());
    c.file = std::move(made);
    return c;
}

} // namespace

Conversion convert(const format::AssetFile &source, const QString &target)
{
    const QString from = source.formatName();
    if (source.kind() != format::AssetFile::Kind::Model)
        return refused(Texts::tr("%1 is not a model").arg(from));
    if (from == target)
        return refused(Texts::tr("already %1").arg(target));
    try {
        if (target == QLatin1String("MDL7"))
            return toMdl7(source);
        if (target == QLatin1String("MDL5")) {
            if (const auto *mdl7 = dynamic_cast<const format::Mdl7File *>(&source))
                return toMdl5(*mdl7);
            return refused(Texts::tr("only MDL7 models are converted to MDL5"));
        }
    } catch (const format::FormatError &e) {
        return refused(e.toString());
    }
    return refused(Texts::tr("unknown target %1 (MDL7 or MDL5)").arg(target));
}

} // namespace ackedit::document::modelconvert
