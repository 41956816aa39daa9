#pragma once
// MDL7 models without frames whose geometry has no thickness (issue 12): the kinds of real
// models that opened but never drew, built with Mdl7File::create, plus degenerate meshes (one
// point, a line, no triangles) that must not hang the viewport either. The sheets face away
// from the default camera (which looks at a model's front, file +X, from the front left), so it
// sees their back: a viewport that drops back faces shows nothing, as it did for the real ones.
//   posterQuad()   4 vertices, 2 triangles in the plane x = 276.6 facing -X, 1024×1024
//                  RGB888+mip skin
//   posterBones()  4 vertices in the plane y = -3.5 facing -Y, external skin, 16 bones
//   cutout()       18 vertices, 14 triangles in the plane x = -12.5 facing -X, external skin
//   samePoint()    3 vertices at one point far from the origin, one triangle
//   line()         4 vertices on a line, 2 triangles
//   noTriangles()  4 vertices in a plane, no triangles
#include "common/pixelformat.h"
#include "mdl7/mdl7file.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QTest>

namespace flatmodels {

using ackedit::format::Mdl7BuildInput;
using ackedit::format::Mdl7File;
using ackedit::format::RgbaImage;

// A two-triangle quad over positions 0..3 with UVs over the whole skin.
inline void addQuad(Mdl7BuildInput::Group &g, int skin)
{
    g.uvs = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
    g.triangles = {{{0, 1, 2}, {0, 1, 2}, skin}, {{0, 2, 3}, {0, 2, 3}, skin}};
}

inline Mdl7BuildInput::Skin externalSkin(const QByteArray &file)
{
    Mdl7BuildInput::Skin s;
    s.type = ackedit::format::PixelType::External;
    s.name = "external";
    s.data = file;
    return s;
}

inline QByteArray posterQuad()
{
    Mdl7BuildInput in;
    Mdl7BuildInput::Skin skin;
    skin.type = ackedit::format::PixelType::Rgb888 | ackedit::format::PixelType::MipFlag; // 0x0C
    skin.name = "poster";
    skin.image = RgbaImage(1024, 1024);
    for (int y = 0; y < 1024; ++y)
        for (int x = 0; x < 1024; ++x) {
            uint8_t *p = skin.image.pixel(x, y);
            p[0] = uint8_t(200 + (x / 128) * 7);
            p[1] = uint8_t(40 + (y / 128) * 20);
            p[2] = 60;
            p[3] = 255;
        }
    in.skins.push_back(skin);
    Mdl7BuildInput::Group g;
    g.name = "poster";
    g.positions = {{276.6f, 64, 0}, {276.6f, -64, 0}, {276.6f, -64, 128}, {276.6f, 64, 128}};
    addQuad(g, 0);
    in.groups.push_back(g);
    return Mdl7File::create(in)->write();
}

inline QByteArray posterBones()
{
    Mdl7BuildInput in;
    in.skins.push_back(externalSkin("poster.tga"));
    for (int i = 0; i < 16; ++i) {
        ackedit::format::Mdl7Bone bone;
        bone.parent = i == 0 ? 0xFFFF : uint16_t(i - 1);
        bone.position = {0, 0, i == 0 ? 0.0f : 2.0f};
        bone.name = QByteArray("bone") + QByteArray::number(i);
        in.bones.push_back(bone);
    }
    Mdl7BuildInput::Group g;
    g.name = "poster";
    g.positions = {{-20, -3.5f, 0}, {20, -3.5f, 0}, {20, -3.5f, 30}, {-20, -3.5f, 30}};
    g.vertexBones = {0, 0, 15, 15};
    addQuad(g, 0);
    in.groups.push_back(g);
    return Mdl7File::create(in)->write();
}

// A figure outline in the plane x = -12.5: a 3×6 lattice of vertices, 7 of its 10 cells kept
// (14 triangles).
inline QByteArray cutout()
{
    Mdl7BuildInput in;
    in.skins.push_back(externalSkin("figure.tga"));
    Mdl7BuildInput::Group g;
    g.name = "figure";
    for (int row = 0; row < 6; ++row)
        for (int col = 0; col < 3; ++col) {
            g.positions.push_back({-12.5f, 10.0f - float(col) * 10.0f, float(row) * 12.0f});
            g.uvs.push_back({float(col) / 2.0f, 1.0f - float(row) / 5.0f});
        }
    for (int row = 0; row < 5; ++row)
        for (int col = 0; col < 2; ++col) {
            if ((row == 0 && col == 1) || (row == 2 && col == 0) || (row == 4 && col == 1))
                continue; // cut away
            const uint32_t a = uint32_t(row * 3 + col), b = a + 1, c = a + 4, d = a + 3;
            g.triangles.push_back({{a, b, c}, {a, b, c}, 0});
            g.triangles.push_back({{a, c, d}, {a, c, d}, 0});
        }
    in.groups.push_back(g);
    return Mdl7File::create(in)->write();
}

inline QByteArray untextured(const std::vector<Eigen::Vector3f> &positions,
                             const std::vector<ackedit::format::TriangleMesh::Triangle> &triangles)
{
    Mdl7BuildInput in;
    Mdl7BuildInput::Group g;
    g.name = "shape";
    g.positions = positions;
    g.triangles = triangles;
    in.groups.push_back(g);
    return Mdl7File::create(in)->write();
}

inline QByteArray samePoint()
{
    // Far out, where a float step is about 0.016: a camera placed 1e-4 away sits on the point.
    const Eigen::Vector3f p(250000.0f, -180000.0f, 120000.0f);
    return untextured({p, p, p}, {{{0, 1, 2}, {}, -1}});
}

inline QByteArray line()
{
    return untextured({{0, 0, 5}, {10, 0, 5}, {20, 0, 5}, {30, 0, 5}}, {{{0, 1, 2}, {}, -1}, {{1, 2, 3}, {}, -1}});
}

inline QByteArray noTriangles()
{
    return untextured({{0, 0, 0}, {10, 0, 0}, {10, 0, 10}, {0, 0, 10}}, {});
}

// Name and bytes of every kind above.
inline QList<QPair<QString, QByteArray>> all()
{
    return {{QStringLiteral("posterQuad"), posterQuad()}, {QStringLiteral("posterBones"), posterBones()},
            {QStringLiteral("cutout"), cutout()},         {QStringLiteral("samePoint"), samePoint()},
            {QStringLiteral("line"), line()},             {QStringLiteral("noTriangles"), noTriangles()}};
}

// The names in all() of the sheets, which must show, and of the degenerate meshes, which cannot.
inline QStringList sheets()
{
    return {QStringLiteral("posterQuad"), QStringLiteral("posterBones"), QStringLiteral("cutout")};
}

inline QStringList degenerate()
{
    return {QStringLiteral("samePoint"), QStringLiteral("line"), QStringLiteral("noTriangles")};
}

// A QString column "name" with one row per name (for _data functions).
inline void addNameRows(const QStringList &names)
{
    QTest::addColumn<QString>("name");
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << name;
}

inline QByteArray byName(const QString &name)
{
    for (const auto &entry : all()) {
        if (entry.first == name)
            return entry.second;
    }
    return {};
}

} // namespace flatmodels
