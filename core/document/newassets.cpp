#include "newassets.h"

#include "common/pixelformat.h"
#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "io/formaterror.h"
#include "mdl7/mdl7file.h"
#include "wmp/wmptemplates.h"
#include "wmpb/wmpbfile.h"

#include <QCoreApplication>
#include <QDate>

namespace ackedit::document::newassets {

namespace {

// Light and dark grey squares of 8 texels: shows the UVs and stays visible on any background.
format::RgbaImage checker(int size)
{
    format::RgbaImage image(size, size);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            uint8_t *p = image.pixel(x, y);
            p[0] = p[1] = p[2] = ((x / 8 + y / 8) % 2) ? 200 : 150;
            p[3] = 255;
        }
    return image;
}

// The 32-unit box on the origin: 8 corners, each face its own 4 UV corners over the whole skin,
// wound outward.
void addBox(format::Mdl7BuildInput::Group &g)
{
    for (int i = 0; i < 8; ++i)
        g.positions.emplace_back((i & 1) ? 16.f : -16.f, (i & 2) ? 16.f : -16.f, (i & 4) ? 32.f : 0.f);
    // Each face: four corners counter-clockwise seen from outside.
    static const int faces[6][4] = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
    const Eigen::Vector2f corners[4] = {{0.f, 1.f}, {1.f, 1.f}, {1.f, 0.f}, {0.f, 0.f}};
    for (const auto &f : faces) {
        const uint32_t uv = uint32_t(g.uvs.size());
        for (const Eigen::Vector2f &c : corners)
            g.uvs.push_back(c);
        for (const auto &t : {std::array<int, 3>{0, 1, 2}, std::array<int, 3>{0, 2, 3}}) {
            format::TriangleMesh::Triangle tri;
            for (int k = 0; k < 3; ++k) {
                tri.v[size_t(k)] = uint32_t(f[t[size_t(k)]]);
                tri.uv[size_t(k)] = uv + uint32_t(t[size_t(k)]);
            }
            tri.skin = 0;
            g.triangles.push_back(tri);
        }
    }
    format::Mdl7BuildInput::Frame frame;
    frame.name = "frame1";
    frame.positions = g.positions;
    g.frames.push_back(frame);
}

} // namespace

std::unique_ptr<format::AssetFile> model(bool box)
{
    format::Mdl7BuildInput in;
    format::Mdl7BuildInput::Skin skin;
    skin.type = format::PixelType::Rgb888 | format::PixelType::MipFlag;
    skin.name = "skin1";
    skin.image = checker(64);
    in.skins.push_back(skin);
    format::Mdl7BuildInput::Group g;
    g.name = box ? "box" : "group1";
    if (box)
        addBox(g);
    in.groups.push_back(g);
    // Read back from its own bytes: the document holds what a save writes.
    return format::readAssetFile(format::Mdl7File::create(in)->write());
}

std::unique_ptr<format::AssetFile> terrain(int columns, int rows, float cellSize, float height, QString *error)
{
    try {
        const std::vector<float> heights(size_t(std::max(columns, 0)) * size_t(std::max(rows, 0)), height);
        return format::HmpFile::create(QStringLiteral("HMP7"), columns, rows, cellSize, cellSize, heights,
                                       format::HmpSkin::fromImage(format::PixelType::Rgb565 | format::PixelType::MipFlag,
                                                                  checker(128)));
    } catch (const format::FormatError &e) {
        if (error)
            *error = e.toString();
        return nullptr;
    }
}

std::unique_ptr<format::AssetFile> level(bool binary)
{
    if (binary)
        return format::WmpbFile::create();
    const QByteArray created = QDate::currentDate().toString(QStringLiteral("dd.MM.yyyy")).toLatin1();
    return format::readAssetFile(format::WmpTemplates::newLevel(created));
}

} // namespace ackedit::document::newassets
