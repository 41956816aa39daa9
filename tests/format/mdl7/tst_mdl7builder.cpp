// Mdl7File::create: models built from float geometry read back as built, with modern record
// sizes, outward normals, the 32-bit record forms when a group exceeds 65535 vertices, and MED's
// file convention (triangles stored reversed, normals inward) under an outward mesh.
#include "mdl7/mdl7file.h"
#include "mdl7/mdl7pixels.h"

#include "common/fixedstring.h"
#include "common/pixelformat.h"

#include <QtTest>

using namespace ackedit::format;

namespace {

RgbaImage checker(int w, int h)
{
    RgbaImage img(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            uint8_t *p = img.pixel(x, y);
            p[0] = ((x + y) & 1) ? 255 : 0;
            p[1] = uint8_t(x * 30);
            p[2] = uint8_t(y * 30);
            p[3] = 255;
        }
    return img;
}

Mdl7BuildInput sample()
{
    Mdl7BuildInput in;
    in.skins.push_back({0x0C, "body", checker(8, 8), {}});
    in.skins.push_back({0x07, "ext", {}, "textures/tex.tga"});
    Mdl7Bone root;
    root.position = {0, 0, 1};
    root.name = "root";
    Mdl7Bone child;
    child.parent = 0;
    child.position = {0, 0, 2};
    child.name = "child";
    in.bones = {root, child};

    Mdl7BuildInput::Group tetra;
    tetra.name = "tetra";
    tetra.positions = {{0, 0, 0}, {10, 0, 0}, {0, 10, 0}, {0, 0, 10}};
    tetra.vertexBones = {0, 0, 1, 0xFFFF};
    tetra.uvs = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
    const std::array<std::array<uint32_t, 3>, 4> faces{{{0, 2, 1}, {0, 1, 3}, {0, 3, 2}, {1, 2, 3}}};
    for (size_t i = 0; i < faces.size(); ++i)
        tetra.triangles.push_back({faces[i], faces[i], int(i % 2)});
    Mdl7BuildInput::Frame up{"up", tetra.positions, {}};
    for (auto &p : up.positions)
        p.z() += 1.f;
    tetra.frames = {{"rest", tetra.positions, {}}, up};
    in.groups.push_back(tetra);

    Mdl7BuildInput::Group quad; // no UVs, no skin
    quad.name = "quad";
    quad.positions = {{20, 0, 0}, {21, 0, 0}, {21, 1, 0}, {20, 1, 0}};
    quad.triangles = {{{0, 1, 2}, {}, -1}, {{0, 2, 3}, {}, -1}};
    in.groups.push_back(quad);
    return in;
}

// A closed 10 x 20 x 30 box, 8 shared corners, 12 outward triangles (counter-clockwise seen from
// outside), with one UV per corner.
Mdl7BuildInput box()
{
    Mdl7BuildInput in;
    Mdl7BuildInput::Group g;
    g.name = "box";
    for (int i = 0; i < 8; ++i)
        g.positions.push_back({i & 1 ? 10.f : 0.f, i & 2 ? 20.f : 0.f, i & 4 ? 30.f : 0.f});
    for (int i = 0; i < 8; ++i)
        g.uvs.push_back({float(i) / 8.f, float(i % 3) / 3.f});
    const std::array<std::array<uint32_t, 3>, 12> faces{{{0, 2, 3}, {0, 3, 1}, {4, 5, 7}, {4, 7, 6},
                                                         {0, 1, 5}, {0, 5, 4}, {2, 6, 7}, {2, 7, 3},
                                                         {0, 4, 6}, {0, 6, 2}, {1, 3, 7}, {1, 7, 5}}};
    for (const auto &f : faces)
        g.triangles.push_back({f, f, -1});
    g.frames = {{"rest", g.positions, {}}};
    in.groups.push_back(g);
    return in;
}

double signedVolume(const TriangleMesh &m)
{
    double v = 0.0;
    for (const auto &t : m.triangles)
        v += double(m.positions[t.v[0]].dot(m.positions[t.v[1]].cross(m.positions[t.v[2]]))) / 6.0;
    return v;
}

// The box's mesh is outward: volume 6000, every normal away from the centre.
void verifyOutward(const Mdl7File &file)
{
    for (int frame = 0; frame < file.frameCount(); ++frame) {
        const TriangleMesh m = file.mesh(frame);
        QVERIFY2(std::abs(signedVolume(m) - 6000.0) < 1e-2, qPrintable(QString::number(signedVolume(m))));
        const Eigen::Vector3f centre = file.groups()[0].vertices[0].position * 0.5f
                                       + file.groups()[0].vertices[7].position * 0.5f;
        QCOMPARE(m.normals.size(), size_t(8));
        for (size_t v = 0; v < 8; ++v)
            QVERIFY(m.normals[v].dot(m.positions[v] - centre) > 0.f);
    }
}

// The file itself is MED's: triangles clockwise seen from outside, normals inward.
void verifyMedConvention(const Mdl7File &file)
{
    const Mdl7Group &g = file.groups()[0];
    const Eigen::Vector3f centre = (g.vertices[0].position + g.vertices[7].position) * 0.5f;
    for (const Mdl7Triangle &t : g.triangles) {
        const Eigen::Vector3f &a = g.vertices[t.v[0]].position, &b = g.vertices[t.v[1]].position,
                              &c = g.vertices[t.v[2]].position;
        QVERIFY((b - a).cross(c - a).dot(a - centre) < 0.f);
    }
    for (const Mdl7Vertex &v : g.vertices)
        QVERIFY(v.normal.dot(v.position - centre) < 0.f);
    for (const Mdl7Frame &f : g.frames)
        for (const Mdl7Vertex &v : f.vertices())
            QVERIFY(v.normal.dot(v.position - centre) < 0.f);
}

} // namespace

class TstMdl7Builder : public QObject
{
    Q_OBJECT
private slots:
    void buildsWhatItWasGiven()
    {
        const Mdl7BuildInput in = sample();
        const auto file = Mdl7File::create(in);
        QCOMPARE(file->recordSizes(), Mdl7RecordSizes());
        QCOMPARE(file->write(), readMdl7(file->write())->write());
        for (const ValidationIssue &i : file->validate())
            QFAIL(qPrintable(i.where.toString()));

        QCOMPARE(file->groups().size(), size_t(2));
        QCOMPARE(cString(file->groups()[0].name), QByteArray("tetra"));
        QCOMPARE(file->skinCount(), 2);
        QCOMPARE(file->skin(0)->image.toByteArray(), encodeMdl7Pixels(0x0C, checker(8, 8)));
        QCOMPARE(file->skinImage(0), checker(8, 8)); // RGB888 is lossless
        QCOMPARE(Mdl7File::externalFileName(*file->skin(1)), QByteArray("textures/tex.tga"));
        QCOMPARE(file->skin(1)->width, 17);
        QCOMPARE(file->bones()[1].parent, uint16_t(0));
        QCOMPARE(cString(file->bones()[1].name), QByteArray("child"));
        QCOMPARE(file->groups()[0].vertices[2].index, 1u);
        QCOMPARE(file->groups()[0].vertices[3].index, 0xFFFFu);

        QCOMPARE(file->frameCount(), 2);
        QCOMPARE(file->frameNames(), QStringList({QStringLiteral("rest"), QStringLiteral("up")}));
        const TriangleMesh m = file->mesh(1);
        QCOMPARE(m.positions.size(), size_t(8));
        QCOMPARE(m.positions[3], Eigen::Vector3f(0, 0, 11));
        QCOMPARE(m.positions[4], Eigen::Vector3f(20, 0, 0)); // the quad has no frames: main vertices
        QCOMPARE(m.triangles.size(), size_t(6));
        QCOMPARE(m.triangles[1].skin, 1);
        QCOMPARE(m.triangles[4].skin, -1);
        QCOMPARE(m.uvs[m.triangles[4].uv[0]], Eigen::Vector2f(0, 0)); // no UVs: shared fallback
        // Normals point outward; the quad's point up.
        const Eigen::Vector3f centre(2.5f, 2.5f, 3.5f);
        for (int v = 0; v < 4; ++v)
            QVERIFY(m.normals[size_t(v)].dot(m.positions[size_t(v)] - centre) > 0.f);
        QVERIFY((m.normals[5] - Eigen::Vector3f(0, 0, 1)).norm() < 1e-6f);
        QCOMPARE(file->groups()[1].triangles[0].st[0], 0xFFFFu);
        QCOMPARE(file->groups()[1].triangles[0].material, Mdl7Triangle::NoMaterial);
    }

    void closedBoxIsOutwardAndStoredLikeMed()
    {
        const Mdl7BuildInput in = box();
        const auto file = Mdl7File::create(in);
        verifyOutward(*file);
        verifyMedConvention(*file);
        // The stored triangles are the input's reversed (UVs too); mesh() gives the input back.
        const Mdl7Group &g = file->groups()[0];
        const TriangleMesh m = file->mesh(0);
        for (size_t t = 0; t < in.groups[0].triangles.size(); ++t) {
            const auto &src = in.groups[0].triangles[t];
            QCOMPARE(g.triangles[t].v, (std::array<uint32_t, 3>{src.v[0], src.v[2], src.v[1]}));
            QCOMPARE(g.triangles[t].st, (std::array<uint32_t, 3>{src.uv[0], src.uv[2], src.uv[1]}));
            QCOMPARE(m.triangles[t].v, src.v);
            QCOMPARE(m.triangles[t].uv, src.uv);
        }
    }

    void mirrorKeepsTheFileConvention()
    {
        // A mirror turns the geometry over: the file must swap corners to stay MED's, and the
        // mesh must stay outward.
        auto file = Mdl7File::create(box());
        QVERIFY(file->transform(Eigen::Affine3f(Eigen::Scaling(-1.f, 1.f, 1.f))));
        verifyOutward(*file);
        verifyMedConvention(*file);
        const auto back = readMdl7(file->write());
        verifyOutward(*back);
        verifyMedConvention(*back);
    }

    void wideGroupsUse32BitRecords()
    {
        // A strip of 70 000 vertices needs 32-bit triangle indices and frame-vertex indices.
        Mdl7BuildInput in;
        Mdl7BuildInput::Group g;
        const uint32_t n = 70000;
        for (uint32_t i = 0; i < n; ++i)
            g.positions.push_back({float(i / 2), float(i % 2), 0.f});
        for (uint32_t i = 0; i + 2 < n; i += 2) {
            g.triangles.push_back({{i, i + 2, i + 1}, {}, -1});
            g.triangles.push_back({{i + 1, i + 2, i + 3}, {}, -1});
        }
        g.frames = {{"f", g.positions, {}}};
        in.groups.push_back(g);
        const auto file = Mdl7File::create(in);
        QCOMPARE(file->recordSizes().triangle, uint16_t(44));
        QCOMPARE(file->recordSizes().frameVertex, uint16_t(28));
        QCOMPARE(file->groups()[0].frames[0].vertices().back().index, n - 1);
        QCOMPARE(file->groups()[0].triangles.back().v[1], n - 1); // stored reversed (MED)
        QVERIFY(file->validate().empty());
        const TriangleMesh m = file->mesh(0);
        QCOMPARE(m.triangles.back().v[2], n - 1);
    }

    // Skeletal frames (bone keys, no vertex records) and bone weights, as MED writes them: the
    // keys in the frame, the weights in a deformer after the last group.
    void storesBoneKeysAndWeights()
    {
        Mdl7BuildInput in = sample();
        Mdl7BoneTransform turn;
        turn.bone = 1;
        turn.m = {0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 3, 4, 5, 1};
        in.groups[0].frames[1] = {"keyed", {}, {turn}};
        in.groups[0].weights = {{0, 1, 0.5f}, {1, 1, 0.5f}, {1, 2, 1.f}};
        const auto file = Mdl7File::create(in);
        for (const ValidationIssue &i : file->validate())
            QFAIL(qPrintable(i.where.toString()));
        const Mdl7Frame &frame = file->groups()[0].frames[1];
        QCOMPARE(frame.vertices().size(), size_t(0));
        QCOMPARE(frame.transforms().size(), size_t(1));
        QCOMPARE(frame.transforms()[0].bone, uint16_t(1));
        QCOMPARE(frame.transforms()[0].m, turn.m);
        QCOMPARE(file->groups()[0].deformers, uint8_t(1));
        QCOMPARE(file->groups()[0].maxWeights, uint8_t(2));
        QCOMPARE(file->groups()[1].deformers, uint8_t(0));
        QCOMPARE(file->deformers().size(), size_t(1));
        const Mdl7Deformer &d = file->deformers()[0];
        QCOMPARE(d.group, 0);
        QCOMPARE(d.elements.size(), size_t(2));
        QCOMPARE(d.elements[1].bone, 1);
        QCOMPARE(cString(d.elements[1].boneName), QByteArray("child"));
        QCOMPARE(d.elements[1].weights.size(), size_t(2));
        QCOMPARE(d.elements[1].weights[1].vertex, 2);
        QCOMPARE(d.elements[1].weights[1].weight, 1.f);
    }

    void rejectsInconsistentInput_data()
    {
        QTest::addColumn<int>("breakage");
        QTest::addColumn<QString>("field");
        QTest::newRow("vertex index") << 0 << QStringLiteral("group[0].triangle[0].v[1]");
        QTest::newRow("uv index") << 1 << QStringLiteral("group[0].triangle[0].st[0]");
        QTest::newRow("skin index") << 2 << QStringLiteral("group[0].triangle[0].material");
        QTest::newRow("vertex bone") << 3 << QStringLiteral("group[0].vertex[0].bone");
        QTest::newRow("frame size") << 4 << QStringLiteral("group[0].frame[1]");
        QTest::newRow("bone order") << 5 << QStringLiteral("bone[0].parent");
        QTest::newRow("mip size") << 6 << QStringLiteral("skin[0]");
        QTest::newRow("reference skin") << 7 << QStringLiteral("skin[1]");
        QTest::newRow("no groups") << 8 << QStringLiteral("groups");
        QTest::newRow("key bone") << 9 << QStringLiteral("group[0].frame[1].transform[0].bone");
        QTest::newRow("weight bone") << 10 << QStringLiteral("group[0].weight[0]");
        QTest::newRow("weight vertex") << 11 << QStringLiteral("group[0].weight[0]");
    }
    void rejectsInconsistentInput()
    {
        QFETCH(int, breakage);
        QFETCH(QString, field);
        Mdl7BuildInput in = sample();
        auto &g = in.groups[0];
        Mdl7BoneTransform badKey;
        badKey.bone = 2; // the sample has two bones
        switch (breakage) {
        case 0: g.triangles[0].v[1] = 4; break;
        case 1: g.triangles[0].uv[0] = 9; break;
        case 2: g.triangles[0].skin = 2; break;
        case 3: g.vertexBones[0] = 2; break;
        case 4: g.frames[1].positions.pop_back(); break;
        case 5: in.bones[0].parent = 1; break;
        case 6: in.skins[0].image = checker(12, 8); break;
        case 7: in.skins[1].type = 0x01; break;
        case 8: in.groups.clear(); break;
        case 9: g.frames[1].transforms = {badKey}; break;
        case 10: g.weights = {{2, 0, 1.f}}; break;
        case 11: g.weights = {{0, 4, 1.f}}; break;
        }
        try {
            (void)Mdl7File::create(in);
            QFAIL("accepted");
        } catch (const FormatError &e) {
            QCOMPARE(e.field, field);
        }
    }
};

QTEST_GUILESS_MAIN(TstMdl7Builder)
#include "tst_mdl7builder.moc"
