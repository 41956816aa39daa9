// ackedit-demogen OUTDIR: writes the demo assets the editor opens by default, made only with
// ackedit's own writers (no third-party or corpus file is shipped).
//   OUTDIR/demo.mdl  an animated MDL5 (word-packed, 12 frames): a bouncing, twisting faceted gem
//                    with a small moon orbiting it, RGB888 rainbow/checker skin.
#include "hmp/hmpfile.h"
#include "io/atomicfile.h"
#include "mdl/mdlfile.h"

#include <QCoreApplication>
#include <QDir>

#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace ackedit::format;

namespace {

constexpr float kPi = float(EIGEN_PI);
constexpr int kFacets = 10;   // facets around the gem
constexpr int kFrames = 12;
constexpr int kSkinW = 128;
constexpr int kSkinH = 128;
constexpr int kGemSkinW = 96; // texels 0..95 hold the gem's rainbow, 96..127 the moon's gold

// The skin: a rainbow around the gem (hue by u), lighter towards the table, darker towards the
// tip, with a soft 16-texel checker so the facets read clearly; the moon strip is gold/white.
RgbaImage demoSkin()
{
    RgbaImage img(kSkinW, kSkinH);
    for (int y = 0; y < kSkinH; ++y) {
        for (int x = 0; x < kSkinW; ++x) {
            uint8_t *p = img.pixel(x, y);
            const bool checker = ((x / 16) + (y / 16)) % 2 == 0;
            float r, g, b;
            if (x < kGemSkinW) {
                const float hue = 6.f * float(x) / float(kGemSkinW);
                const float f = hue - std::floor(hue);
                const int sector = int(hue) % 6;
                const float up = f, down = 1.f - f;
                const float rgb[6][3] = {{1, up, 0}, {down, 1, 0}, {0, 1, up}, {0, down, 1}, {up, 0, 1}, {1, 0, down}};
                r = rgb[sector][0];
                g = rgb[sector][1];
                b = rgb[sector][2];
                const float light = 1.15f - 0.75f * float(y) / float(kSkinH); // bright table, deep tip
                const float shade = checker ? 1.f : 0.78f;
                r = std::min(1.f, r * light * shade + 0.08f);
                g = std::min(1.f, g * light * shade + 0.08f);
                b = std::min(1.f, b * light * shade + 0.08f);
            } else {
                r = checker ? 1.f : 0.95f;
                g = checker ? 0.84f : 0.95f;
                b = checker ? 0.2f : 0.85f;
            }
            p[0] = uint8_t(std::lround(r * 255.f));
            p[1] = uint8_t(std::lround(g * 255.f));
            p[2] = uint8_t(std::lround(b * 255.f));
            p[3] = 255;
        }
    }
    return img;
}

struct Piece
{
    std::vector<Eigen::Vector3f> corners; // base pose, one per triangle corner (flat facets)
    std::vector<MdlSkinVertex> uvs;
    std::vector<int> isMoon;
};

void addTriangle(Piece &piece, std::vector<MdlTriangle> &tris, const Eigen::Vector3f (&p)[3],
                 const MdlSkinVertex (&uv)[3], const Eigen::Vector3f &centre, bool moon)
{
    int order[3] = {0, 1, 2};
    // Outward winding: (v1-v0)x(v2-v0) points away from the piece's centre.
    if ((p[1] - p[0]).cross(p[2] - p[0]).dot((p[0] + p[1] + p[2]) / 3.f - centre) < 0.f)
        std::swap(order[1], order[2]);
    MdlTriangle t;
    for (int k = 0; k < 3; ++k) {
        const int i = int(piece.corners.size());
        piece.corners.push_back(p[order[k]]);
        piece.uvs.push_back(uv[order[k]]);
        piece.isMoon.push_back(moon);
        t.v[k] = t.uv[k] = i;
    }
    tris.push_back(t);
}

// A brilliant-cut-like gem: table fan, crown, girdle band, pavilion to a tip. 8 * kFacets triangles.
void buildGem(Piece &piece, std::vector<MdlTriangle> &tris)
{
    struct Ring { float z, r, v; };
    const Ring rings[] = {{1.0f, 0.55f, 10}, {0.42f, 1.0f, 44}, {0.22f, 1.0f, 60}};
    const Eigen::Vector3f table(0.f, 0.f, 1.0f), tip(0.f, 0.f, -1.35f);
    const Eigen::Vector3f centre(0.f, 0.f, 0.1f);
    auto at = [&](int ring, int i) {
        const float half = ring == 1 ? 0.5f : 0.f; // the crown ring is staggered: kite-shaped facets
        const float a = 2.f * kPi * (float(i) + half) / float(kFacets);
        return Eigen::Vector3f(rings[ring].r * std::cos(a), rings[ring].r * std::sin(a), rings[ring].z);
    };
    auto uv = [&](float i, float v) {
        return MdlSkinVertex{0, int(std::lround((i / float(kFacets)) * float(kGemSkinW - 1))), int(v)};
    };
    for (int i = 0; i < kFacets; ++i) {
        const int j = i + 1;
        const float fi = float(i), fj = float(j);
        addTriangle(piece, tris, {table, at(0, i), at(0, j)}, {uv(fi + 0.5f, 2), uv(fi, rings[0].v), uv(fj, rings[0].v)}, centre, false);
        // crown: table ring -> staggered ring -> girdle top
        addTriangle(piece, tris, {at(0, i), at(1, i), at(0, j)}, {uv(fi, rings[0].v), uv(fi + 0.5f, rings[1].v), uv(fj, rings[0].v)}, centre, false);
        addTriangle(piece, tris, {at(1, i), at(0, j), at(1, j)}, {uv(fi + 0.5f, rings[1].v), uv(fj, rings[0].v), uv(fj + 0.5f, rings[1].v)}, centre, false);
        addTriangle(piece, tris, {at(1, i), at(2, j), at(1, j)}, {uv(fi + 0.5f, rings[1].v), uv(fj, rings[2].v), uv(fj + 0.5f, rings[1].v)}, centre, false);
        addTriangle(piece, tris, {at(1, i), at(2, i), at(2, j)}, {uv(fi + 0.5f, rings[1].v), uv(fi, rings[2].v), uv(fj, rings[2].v)}, centre, false);
        // pavilion: girdle -> tip (two facets per sector for a sharper sparkle)
        Eigen::Vector3f mid = (at(2, i) + at(2, j)) * 0.5f * 0.55f + tip * 0.45f;
        mid.x() *= 1.15f; // pushed out of the plane: a slight ridge catches the light
        mid.y() *= 1.15f;
        addTriangle(piece, tris, {at(2, i), tip, mid}, {uv(fi, rings[2].v), uv(fi + 0.5f, 126), uv(fi + 0.5f, 96)}, centre, false);
        addTriangle(piece, tris, {at(2, i), mid, at(2, j)}, {uv(fi, rings[2].v), uv(fi + 0.5f, 96), uv(fj, rings[2].v)}, centre, false);
        addTriangle(piece, tris, {at(2, j), mid, tip}, {uv(fj, rings[2].v), uv(fi + 0.5f, 96), uv(fi + 0.5f, 126)}, centre, false);
    }
}

// A small octahedron "moon" centred at the origin (placed per frame).
void buildMoon(Piece &piece, std::vector<MdlTriangle> &tris)
{
    const float s = 0.38f;
    const Eigen::Vector3f px(s, 0, 0), nx(-s, 0, 0), py(0, s, 0), ny(0, -s, 0), pz(0, 0, s), nz(0, 0, -s);
    const Eigen::Vector3f ring[4] = {px, py, nx, ny};
    for (int i = 0; i < 4; ++i) {
        const Eigen::Vector3f &a = ring[i], &b = ring[(i + 1) % 4];
        const MdlSkinVertex ua{0, 100 + 6 * i, 20}, ub{0, 106 + 6 * i, 20};
        addTriangle(piece, tris, {pz, a, b}, {{0, 110, 4}, ua, ub}, Eigen::Vector3f::Zero(), true);
        addTriangle(piece, tris, {nz, a, b}, {{0, 110, 36}, ua, ub}, Eigen::Vector3f::Zero(), true);
    }
}

std::unique_ptr<MdlFile> buildDemoModel()
{
    Piece piece;
    MdlBuildInput in;
    in.format = "MDL5";
    in.frameType = 2; // word packing
    buildGem(piece, in.triangles);
    buildMoon(piece, in.triangles);
    in.uvs = piece.uvs;

    MdlBuildSkin skin;
    skin.type = 4; // RGB888
    skin.image = demoSkin();
    in.skins.push_back(skin);

    const float size = 20.f; // model units (quants)
    for (int f = 0; f < kFrames; ++f) {
        const float t = float(f) / float(kFrames);
        const float hop = std::sin(kPi * t);                      // one bounce per loop
        const float squash = 1.f - 0.22f * std::pow(std::max(0.f, std::cos(2.f * kPi * t)), 6.f);
        const float bulge = 1.f / std::sqrt(squash);                // keep the volume
        const float spin = 2.f * kPi * t;                          // one turn per loop
        const float twist = 0.45f * std::sin(2.f * kPi * t);       // radians per unit height
        const float orbit = 4.f * kPi * t;                         // the moon circles twice
        const Eigen::Vector3f moonAt(2.1f * std::cos(orbit), 2.1f * std::sin(orbit), 0.7f + 0.35f * std::sin(2.f * orbit));
        MdlBuildFrame frame;
        frame.name = QByteArray("bounce") + QByteArray::number(f + 1);
        for (size_t i = 0; i < piece.corners.size(); ++i) {
            const Eigen::Vector3f &c = piece.corners[i];
            Eigen::Vector3f p;
            if (piece.isMoon[i]) {
                p = moonAt + Eigen::AngleAxisf(3.f * spin, Eigen::Vector3f(1, 1, 0).normalized()) * c;
            } else {
                const float z = (c.z() + 1.35f) * squash - 1.35f;   // squash onto the tip
                const Eigen::Vector3f s(c.x() * bulge, c.y() * bulge, z);
                p = Eigen::AngleAxisf(spin + twist * c.z(), Eigen::Vector3f::UnitZ()) * s;
                p.z() += 1.35f + 1.6f * hop;                       // the tip touches z = 0 at contact
            }
            frame.positions.push_back(p * size);
        }
        in.frames.push_back(std::move(frame));
    }
    return MdlFile::create(in);
}

bool writeDemoModel(const QDir &dir, QString *error)
{
    const std::unique_ptr<MdlFile> model = buildDemoModel();
    for (const ValidationIssue &issue : model->validate())
        if (issue.fatal) {
            *error = QStringLiteral("demo model does not validate: ") + issue.where.toString();
            return false;
        }
    return writeFileAtomically(dir.filePath(QStringLiteral("demo.mdl")), model->write(), error);
}

// An n x n HMP7 terrain (the demo: 65): rolling hills around a crater, with a grass-to-rock
// colour map.
bool writeDemoTerrain(const QString &fileName, QString *error, int n = 65)
{
    const float cell = 16.f;
    std::vector<float> heights(size_t(n) * n);
    RgbaImage skin(128, 128);
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            const float x = (col - n / 2) / float(n / 2), y = (row - n / 2) / float(n / 2);
            const float r = std::sqrt(x * x + y * y);
            const float hills = 40.f * std::sin(3.f * x) * std::cos(2.5f * y);
            const float crater = 120.f * std::exp(-std::pow((r - 0.45f) / 0.12f, 2.f)) - 60.f * std::exp(-std::pow(r / 0.3f, 2.f));
            heights[size_t(row) * n + col] = hills + crater;
        }
    for (int y = 0; y < skin.height; ++y)
        for (int x = 0; x < skin.width; ++x) {
            const int col = x * (n - 1) / (skin.width - 1), row = y * (n - 1) / (skin.height - 1);
            const float h = heights[size_t(row) * n + col];
            const float t = std::clamp((h + 60.f) / 200.f, 0.f, 1.f);
            const bool check = ((x / 8) + (y / 8)) % 2 == 0;
            uint8_t *p = skin.pixel(x, y);
            p[0] = uint8_t(60 + 140 * t + (check ? 10 : 0));
            p[1] = uint8_t(150 - 40 * t + (check ? 10 : 0));
            p[2] = uint8_t(40 + 90 * t);
            p[3] = 255;
        }
    const auto terrain = HmpFile::create(QStringLiteral("HMP7"), n, n, cell, cell, heights,
                                         HmpSkin::fromImage(PixelType::Rgb565 | PixelType::MipFlag, skin));
    return writeFileAtomically(fileName, terrain->write(), error);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 4 && args.at(1) == QLatin1String("--terrain")) {
        // Large terrains for scale measurements: ackedit-demogen --terrain N FILE.hmp
        bool ok = false;
        const int n = args.at(2).toInt(&ok);
        if (!ok || n < 2 || n > 4097) {
            std::fprintf(stderr, "ackedit-demogen: --terrain needs a size from 2 to 4097\n");
            return 2;
        }
        QString error;
        try {
            if (!writeDemoTerrain(args.at(3), &error, n)) {
                std::fprintf(stderr, "ackedit-demogen: %s: %s\n", qPrintable(args.at(3)), qPrintable(error));
                return 1;
            }
        } catch (const FormatError &e) {
            std::fprintf(stderr, "ackedit-demogen: %s\n", qPrintable(e.toString()));
            return 1;
        }
        return 0;
    }
    if (args.size() != 2) {
        std::fprintf(stderr, "usage: ackedit-demogen OUTDIR | ackedit-demogen --terrain N FILE.hmp\n");
        return 2;
    }
    QDir dir(args.at(1));
    if (!dir.mkpath(QStringLiteral("."))) {
        std::fprintf(stderr, "ackedit-demogen: cannot create %s\n", qPrintable(dir.path()));
        return 1;
    }
    QString error;
    try {
        if (!writeDemoModel(dir, &error)) {
            std::fprintf(stderr, "ackedit-demogen: demo.mdl: %s\n", qPrintable(error));
            return 1;
        }
        if (!writeDemoTerrain(dir.filePath(QStringLiteral("demo.hmp")), &error)) {
            std::fprintf(stderr, "ackedit-demogen: demo.hmp: %s\n", qPrintable(error));
            return 1;
        }
    } catch (const FormatError &e) {
        std::fprintf(stderr, "ackedit-demogen: %s\n", qPrintable(e.toString()));
        return 1;
    }
    std::printf("wrote %s and demo.hmp\n", qPrintable(dir.filePath(QStringLiteral("demo.mdl"))));
    return 0;
}
