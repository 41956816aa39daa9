// MDL7 edits change only what they touch: vertex moves (plus the normals of the neighbours),
// frame vertices, skins (re-encoded in their own type, mips regenerated), triangles, UVs, bones,
// and the global transform. Geometry edits drop the entity / MED lumps; skin edits keep them.
#include "common/ddsimage.h"
#include "mdl7/mdl7file.h"
#include "mdl7/mdl7pixels.h"
#include "mdl7fixture.h"

#include "common/fixedstring.h"

#include <QtTest>

#include <cstring>

using namespace ackedit::format;
using mdl7fixture::Spec;

namespace {

using Range = std::pair<qint64, qint64>; // start, length

// Offsets where two equally long buffers differ.
std::vector<qint64> differences(const QByteArray &a, const QByteArray &b)
{
    std::vector<qint64> out;
    for (qint64 i = 0; i < std::min(a.size(), b.size()); ++i)
        if (a[i] != b[i])
            out.push_back(i);
    return out;
}

bool inside(qint64 at, const std::vector<Range> &ranges)
{
    for (const Range &r : ranges)
        if (at >= r.first && at < r.first + r.second)
            return true;
    return false;
}

// The normal bytes of a vertex record of `size` bytes starting at `record`.
Range normalBytes(qint64 record, int size)
{
    if (size >= 28)
        return {record + 16, 12};
    if (size >= 26)
        return {record + 14, 12};
    return {record + 14, 1};
}

Spec gridSpec(uint16_t vertexSize)
{
    Spec s;
    s.shape = mdl7fixture::Shape::Grid;
    s.groups = 2;
    s.mainSize = vertexSize;
    s.frameSize = vertexSize;
    s.triSize = vertexSize == 28 ? 44 : 26;
    s.skins = {{0x05, 8, 8, "Skin1", {}, {}}};
    return s;
}

int32_t i32At(const QByteArray &b, qint64 at)
{
    int32_t v = 0;
    std::memcpy(&v, b.constData() + at, 4);
    return v;
}

RgbaImage pattern(int w, int h, int seed)
{
    RgbaImage img(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            uint8_t *p = img.pixel(x, y);
            p[0] = uint8_t(x * 16 + seed);
            p[1] = uint8_t(y * 16 + 3 * seed);
            p[2] = uint8_t((x ^ y) * 8);
            p[3] = uint8_t(255 - x * y);
        }
    return img;
}

} // namespace

class TstMdl7Edit : public QObject
{
    Q_OBJECT
private slots:
    void moveVertex_data()
    {
        QTest::addColumn<int>("vertexSize");
        QTest::newRow("26-byte (float normal)") << 26;
        QTest::newRow("16-byte (normal index)") << 16;
        QTest::newRow("28-byte") << 28;
    }
    void moveVertex()
    {
        QFETCH(int, vertexSize);
        const Spec spec = gridSpec(uint16_t(vertexSize));
        const QByteArray bytes = mdl7fixture::build(spec);
        auto file = readMdl7(bytes);
        // Corner vertex 0 of the 4x4 grid lies in the (outward) triangles (0,1,5) and (0,5,4).
        const Eigen::Vector3f moved = mdl7fixture::position(spec, 0, 0) + Eigen::Vector3f(0, 0, 3);
        QVERIFY(file->setVertexPosition(0, 0, moved));
        const QByteArray out = file->write();
        QCOMPARE(out.size(), bytes.size());

        const auto o = mdl7fixture::offsets(spec, 0);
        std::vector<Range> allowed{{o.vertices, vertexSize}}; // the moved record
        for (int n : {1, 4, 5})
            allowed.push_back(normalBytes(o.vertices + qint64(n) * vertexSize, vertexSize));
        const auto diff = differences(bytes, out);
        QVERIFY(!diff.empty());
        for (qint64 at : diff)
            QVERIFY2(inside(at, allowed), qPrintable(QStringLiteral("byte %1 changed").arg(at)));
        // The position bytes changed, and so did the moved vertex's own normal (it now tilts).
        QVERIFY(out.mid(o.vertices + 8, 4) != bytes.mid(o.vertices + 8, 4));
        const Range own = normalBytes(o.vertices, vertexSize);
        QVERIFY(out.mid(own.first, own.second) != bytes.mid(own.first, own.second));

        const auto back = readMdl7(out);
        QCOMPARE(back->groups()[0].vertices[0].position, moved);
        // Area-weighted normal of the two outward triangles at the corner, stored inward (MED).
        const auto &p = back->groups()[0].vertices;
        const Eigen::Vector3f n = -((p[1].position - p[0].position).cross(p[5].position - p[0].position)
                                    + (p[5].position - p[0].position).cross(p[4].position - p[0].position)).normalized();
        if (vertexSize == 16)
            QCOMPARE(int(p[0].normalIndex), NormalTable::nearestIndex(n));
        else
            QVERIFY((p[0].normal - n).norm() < 1e-6f);
        QVERIFY(p[0].normal.z() < 0.f);              // the file's convention (inward: down)...
        QVERIFY(back->mesh(0).normals[0].z() > 0.f); // ...the mesh's outward (up)
        // Group 1 and everything else untouched, and the model still validates.
        QVERIFY(back->validate().empty());
    }

    void exactUndo()
    {
        // A command captures the records a move touches plus the lumps, and restores them.
        Spec spec = gridSpec(26);
        spec.entLump = QByteArray("ENT");
        spec.medLump = QByteArray("MED");
        const QByteArray bytes = mdl7fixture::build(spec);
        auto file = readMdl7(bytes);
        const std::vector<int> touched = file->affectedByMove(0, {0});
        QCOMPARE(touched, std::vector<int>({0, 1, 4, 5}));
        std::vector<std::pair<int, Mdl7Vertex>> before;
        for (int v : touched)
            before.push_back({v, file->groups()[0].vertices[size_t(v)]});
        const QByteArray ent = file->entityLump(), med = file->medLump();
        QVERIFY(file->setVertexPosition(0, 0, {0, 0, 9}));
        QVERIFY(file->write() != bytes);
        QVERIFY(file->setVertexRecords(0, before));
        file->setLumps(ent, med);
        QCOMPARE(file->write(), bytes);

        const Mdl7Vertex record = file->groups()[0].frames[1].vertices()[2];
        QVERIFY(file->setFrameVertexPosition(0, 1, 2, {5, 5, 5}));
        QVERIFY(file->setFrameVertexRecords(0, 1, {{2, record}}));
        QVERIFY(!file->setFrameVertexRecords(0, 0, {{1, record}})); // frame 0 has one record
        QVERIFY(!file->setVertexRecords(0, {{16, record}}));
        QCOMPARE(file->affectedByMove(0, {15}), std::vector<int>({10, 11, 14, 15}));
        QVERIFY(file->affectedByMove(7, {0}).empty());
    }

    void moveManyVertices()
    {
        const Spec spec = gridSpec(26);
        auto file = readMdl7(mdl7fixture::build(spec));
        QVERIFY(file->setVertexPositions(1, {{0, {1, 2, 3}}, {15, {4, 5, 6}}}));
        QCOMPARE(file->groups()[1].vertices[15].position, Eigen::Vector3f(4, 5, 6));
        QVERIFY(!file->setVertexPositions(1, {{0, {1, 2, 3}}, {16, {4, 5, 6}}})); // out of range: nothing
        QCOMPARE(file->groups()[1].vertices[0].position, Eigen::Vector3f(1, 2, 3));
        QVERIFY(!file->setVertexPosition(2, 0, {}));
        QVERIFY(!file->setVertexPosition(-1, 0, {}));
    }

    void moveFrameVertex()
    {
        Spec spec = gridSpec(26);
        const QByteArray bytes = mdl7fixture::build(spec);
        auto file = readMdl7(bytes);
        // Frame 1 lists every vertex; move its record 0 (vertex 0).
        QVERIFY(file->setFrameVertexPosition(0, 1, 0, {0, 0, 7}));
        const QByteArray out = file->write();
        const auto o = mdl7fixture::offsets(spec, 0);
        const qint64 records = o.frames[1] + 24;
        std::vector<Range> allowed{{records, 26}};
        for (int n : {1, 4, 5})
            allowed.push_back(normalBytes(records + qint64(n) * 26, 26));
        const auto diff = differences(bytes, out);
        QVERIFY(!diff.empty());
        for (qint64 at : diff)
            QVERIFY2(inside(at, allowed), qPrintable(QStringLiteral("byte %1 changed").arg(at)));
        QCOMPARE(readMdl7(out)->mesh(1).positions[0], Eigen::Vector3f(0, 0, 7));
        QCOMPARE(readMdl7(out)->mesh(0).positions[0], mdl7fixture::position(spec, 0, 0));
        QVERIFY(!file->setFrameVertexPosition(0, 0, 1, {})); // frame 0 has one record
        QVERIFY(!file->setFrameVertexPosition(0, 5, 0, {}));
    }

    void lumpsDroppedOnGeometryEdit()
    {
        const Spec spec = mdl7fixture::everything();
        const QByteArray bytes = mdl7fixture::build(spec);
        auto file = readMdl7(bytes);
        QVERIFY(file->setVertexPosition(1, 2, {1, 1, 1}));
        const QByteArray out = file->write();
        QCOMPARE(out.size(), bytes.size() - spec.entLump.size() - spec.medLump.size());
        QCOMPARE(i32At(out, 20), 0);
        QCOMPARE(i32At(out, 24), 0);
        const auto back = readMdl7(out);
        QVERIFY(back->entityLump().isEmpty() && back->medLump().isEmpty());
        QCOMPARE(back->modelDataSize(), qint64(out.size()));
    }

    void replaceSkin_data()
    {
        QTest::addColumn<int>("type");
        for (int t : {0x00, 0x02, 0x03, 0x04, 0x05, 0x0A, 0x0B, 0x0C, 0x0D, 0x1C, 0x3D})
            QTest::newRow(qPrintable(QStringLiteral("0x%1").arg(t, 2, 16, QLatin1Char('0')))) << t;
    }
    void replaceSkin()
    {
        QFETCH(int, type);
        Spec spec = gridSpec(26);
        spec.skins = {{0x02, 8, 8, "first", {}, {}},
                      {uint8_t(type), 16, 8, "target", {}, type & 0x20 ? QByteArray("x.fx", 5) : QByteArray()},
                      {0x05, 8, 8, "last", {}, {}}};
        spec.entLump = QByteArray("ENTITY");
        spec.medLump = QByteArray("MEDLUMP");
        const QByteArray bytes = mdl7fixture::build(spec);
        auto file = readMdl7(bytes);
        const RgbaImage img = pattern(16, 8, 1);
        QVERIFY(file->setSkinImage(1, img));
        const QByteArray out = file->write();
        QCOMPARE(out.size(), bytes.size()); // same size: the lumps are kept
        const auto o = mdl7fixture::offsets(spec, 0);
        const auto [start, size] = o.skinImages[1];
        for (qint64 at : differences(bytes, out))
            QVERIFY2(at >= start && at < start + size, qPrintable(QStringLiteral("byte %1 changed").arg(at)));
        // The block is exactly the encoding of the image with freshly generated (MED-style) mips.
        QCOMPARE(out.mid(start, size), encodeMdl7Pixels(type & 0x0F, img));
        const qint64 baseSize = pixelBlockSize(type & 7, 16, 8);
        QCOMPARE(out.mid(start, baseSize), encodePixels(type & 7, img));
        if (type & 8)
            QCOMPARE(out.mid(start + baseSize, pixelBlockSize(type & 7, 8, 4)), encodePixels(type & 7, medMipLevel(img, 2)));
        const auto back = readMdl7(out);
        QCOMPARE(back->skinImage(1), decodePixels(type & 0x0F, 16, 8, encodePixels(type & 0x0F, img)));
        QCOMPARE(back->entityLump(), spec.entLump);
        QCOMPARE(back->medLump(), spec.medLump);
    }

    void mipsLikeMed()
    {
        // Each level is the truncated average of the base level's f x f blocks (not a chained,
        // rounded 2x2 filter): this is what reproduces MED's mips byte for byte.
        RgbaImage img(8, 8);
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 8; ++x)
                for (int c = 0; c < 4; ++c)
                    img.pixel(x, y)[c] = uint8_t((x + y) % 2 + c * 10);
        const RgbaImage half = medMipLevel(img, 2);
        QCOMPARE(half.width, 4);
        QCOMPARE(int(half.pixel(0, 0)[0]), 0);  // (0+1+1+0)/4 = 0.5, truncated
        QCOMPARE(int(half.pixel(0, 0)[1]), 10); // 10.5 -> 10
        img.pixel(0, 0)[0] = 255;
        QCOMPARE(int(medMipLevel(img, 8).pixel(0, 0)[0]), (255 + 31) / 64); // from the base, not chained
        QCOMPARE(int(medMipLevel(img, 4).pixel(0, 0)[0]), (255 + 7) / 16);
        QCOMPARE(encodeMdl7Pixels(0x0D, img).size(), pixelBlockSize(0x0D, 8, 8));
        QCOMPARE(encodeMdl7Pixels(0x05, img), encodePixels(0x05, img));
    }

    void replaceSkinNewSize_data()
    {
        QTest::addColumn<bool>("excludePixels");
        QTest::newRow("groupdata_size counts pixels") << false;
        QTest::newRow("groupdata_size without pixels (old MED)") << true;
    }
    void replaceSkinNewSize()
    {
        QFETCH(bool, excludePixels);
        Spec spec = gridSpec(26);
        spec.excludePixels = excludePixels;
        spec.skins = {{0x0D, 8, 8, "mip", {}, {}}};
        const QByteArray bytes = mdl7fixture::build(spec);
        auto file = readMdl7(bytes);
        QVERIFY(file->setSkinImage(0, pattern(16, 16, 2)));
        const QByteArray out = file->write();
        const qint64 delta = pixelBlockSize(0x0D, 16, 16) - pixelBlockSize(0x0D, 8, 8);
        QCOMPARE(out.size(), bytes.size() + delta);
        const auto o = mdl7fixture::offsets(spec, 0);
        const int32_t oldGroupSize = i32At(bytes, o.group + 4);
        QCOMPARE(i32At(out, o.group + 4), excludePixels ? oldGroupSize : int32_t(oldGroupSize + delta));
        QCOMPARE(qint64(i32At(out, 16)), qint64(i32At(bytes, 16)) + delta);
        const auto back = readMdl7(out);
        QCOMPARE(back->skin(0)->width, 16);
        QCOMPARE(back->skinImage(0).width, 16);
        QCOMPARE(back->write(), out);
        // Group 1 (no skins) keeps its stored value.
        const auto o1 = mdl7fixture::offsets(spec, 1);
        QCOMPARE(i32At(out, o1.group + 4 + delta), i32At(bytes, o1.group + 4));
    }

    // A DDS skin takes a painted image as an uncompressed 32-bit DDS (docs/formats/dds-skins.md):
    // the type and the material stay, the pixels come back exactly.
    void ddsSkinBecomesUncompressedDds()
    {
        auto file = readMdl7(mdl7fixture::build(mdl7fixture::everything()));
        const RgbaImage img = pattern(8, 8, 3);
        for (int index : {9, 16}) { // DDS, DDS + material
            const Mdl7Skin before = *file->skin(index);
            QVERIFY(file->setSkinImage(index, img));
            const Mdl7Skin *after = file->skin(index);
            QCOMPARE(after->type, before.type);
            QCOMPARE(after->material, before.material);
            QCOMPARE(after->width, int32_t(after->image.size()));
            QVERIFY(readDds(after->image.toByteArray()) == img);
        }
        const auto back = readMdl7(file->write());
        QVERIFY(readDds(back->skin(16)->image.toByteArray()) == img);
    }

    void replaceSkinRejected()
    {
        const Spec spec = mdl7fixture::everything();
        const QByteArray bytes = mdl7fixture::build(spec);
        auto file = readMdl7(bytes);
        const RgbaImage img = pattern(8, 8, 3);
        QVERIFY(!file->setSkinImage(8, img));   // reference
        QVERIFY(!file->setSkinImage(10, img));  // external
        QVERIFY(!file->setSkinImage(11, img));  // material only, no image
        QVERIFY(!file->setSkinImage(4, pattern(12, 12, 0))); // mipmapped: multiples of 8 only
        QVERIFY(!file->setSkinImage(1, RgbaImage()));
        QVERIFY(!file->setSkinImage(99, img));
        QCOMPARE(file->write(), bytes);
        QVERIFY(file->setSkinImage(3, pattern(6, 2, 0))); // no mips: any size
    }

    void triangles()
    {
        Spec spec = gridSpec(26);
        spec.entLump = QByteArray("E");
        const QByteArray bytes = mdl7fixture::build(spec);
        auto file = readMdl7(bytes);
        // Changing only materials keeps normals and lumps.
        std::vector<Mdl7Triangle> tris = file->groups()[0].triangles;
        tris[3].material = Mdl7Triangle::NoMaterial;
        QVERIFY(file->setTriangles(0, tris));
        QByteArray out = file->write();
        const auto o = mdl7fixture::offsets(spec, 0);
        for (qint64 at : differences(bytes, out))
            QVERIFY(at >= o.triangles + 3 * 26 + 12 && at < o.triangles + 3 * 26 + 16);
        QCOMPARE(out.size(), bytes.size());

        // Flipping both triangles at corner 0, (0,1,5) and (0,5,4) in the mesh, turns them face
        // down: vertex 0's stored normal now points up (MED's inward convention), its mesh normal
        // down; vertex 2 is in neither triangle and keeps its normal (stored down = mesh up).
        std::swap(tris[0].v[1], tris[0].v[2]);
        std::swap(tris[1].v[1], tris[1].v[2]);
        QVERIFY(file->setTriangles(0, tris));
        out = file->write();
        QCOMPARE(out.size(), bytes.size() - 1); // entity lump dropped
        const auto back = readMdl7(out);
        QVERIFY((back->groups()[0].vertices[0].normal - Eigen::Vector3f(0, 0, 1)).norm() < 1e-6f);
        QVERIFY((back->mesh(0).normals[0] - Eigen::Vector3f(0, 0, -1)).norm() < 1e-6f);
        QCOMPARE(back->groups()[0].vertices[2].normal, Eigen::Vector3f(0, 0, -1));
        QCOMPARE(back->groups()[1].vertices[0].normal, Eigen::Vector3f(0, 0, -1)); // other group
        // Removing triangles shrinks the group and its groupdata_size.
        tris.resize(4);
        QVERIFY(file->setTriangles(0, tris));
        out = file->write();
        QCOMPARE(i32At(out, o.group + 4), i32At(bytes, o.group + 4) - 14 * 26);
        QCOMPARE(readMdl7(out)->groups()[0].triangles.size(), size_t(4));
    }

    void wideIndicesNeedWideRecords()
    {
        Spec spec = gridSpec(26);
        auto file = readMdl7(mdl7fixture::build(spec));
        std::vector<Mdl7Triangle> tris = file->groups()[0].triangles;
        tris[0].v[0] = 70000;
        QVERIFY(file->setTriangles(0, tris));
        QVERIFY_THROWS_EXCEPTION(FormatError, file->write()); // 16-bit records cannot hold it
        auto wide = readMdl7(mdl7fixture::build(gridSpec(28))); // 44-byte triangles
        QVERIFY(wide->setTriangles(0, tris));
        const auto back = readMdl7(wide->write());
        QCOMPARE(back->groups()[0].triangles[0].v[0], 70000u);
        QVERIFY(!back->validate().empty()); // ...which validate reports as out of range
    }

    void skinPoint()
    {
        Spec spec = gridSpec(26);
        spec.medLump = QByteArray("M");
        const QByteArray bytes = mdl7fixture::build(spec);
        auto file = readMdl7(bytes);
        QVERIFY(file->setSkinPoint(0, 3, {0.25f, 0.75f}));
        QVERIFY(!file->setSkinPoint(0, 16, {}));
        const QByteArray out = file->write();
        const auto o = mdl7fixture::offsets(spec, 0);
        QCOMPARE(out.size(), bytes.size());
        for (qint64 at : differences(bytes, out))
            QVERIFY(at >= o.skinPoints + 24 && at < o.skinPoints + 32);
        QCOMPARE(readMdl7(out)->mesh(0).uvs[3], Eigen::Vector2f(0.25f, 0.75f));
    }

    void bones()
    {
        Spec spec = mdl7fixture::everything();
        const QByteArray bytes = mdl7fixture::build(spec);
        auto file = readMdl7(bytes);
        Mdl7Bone b = file->bones()[2];
        b.parent = 2; // must precede
        QVERIFY(!file->setBone(2, b));
        b.parent = 0;
        b.position = {7, 8, 9};
        b.name = "renamed";
        QVERIFY(file->setBone(2, b));
        QVERIFY(!file->setBone(3, b));
        const QByteArray out = file->write();
        QCOMPARE(out.size(), bytes.size()); // lumps kept: not a mesh edit
        for (qint64 at : differences(bytes, out))
            QVERIFY(at >= 48 + 2 * 36 && at < 48 + 3 * 36);
        const auto back = readMdl7(out);
        QCOMPARE(back->bones()[2].parent, uint16_t(0));
        QCOMPARE(cString(back->bones()[2].name), QByteArray("renamed"));
        QCOMPARE(back->bones()[2].name.size(), 20);
    }

    void transform_data()
    {
        QTest::addColumn<int>("vertexSize");
        QTest::newRow("26-byte") << 26;
        QTest::newRow("16-byte") << 16;
    }
    void transform()
    {
        QFETCH(int, vertexSize);
        Spec spec = mdl7fixture::everything();
        spec.mainSize = spec.frameSize = uint16_t(vertexSize);
        const auto original = readMdl7(mdl7fixture::build(spec));
        auto file = readMdl7(mdl7fixture::build(spec));
        const Eigen::Affine3f t = Eigen::Translation3f(1, 2, 3) * Eigen::AngleAxisf(float(M_PI / 2), Eigen::Vector3f::UnitZ())
                                  * Eigen::Scaling(2.f);
        QVERIFY(file->transform(t));
        const auto back = readMdl7(file->write());
        const Eigen::Matrix3f rot = Eigen::AngleAxisf(float(M_PI / 2), Eigen::Vector3f::UnitZ()).toRotationMatrix();
        for (size_t g = 0; g < 2; ++g) {
            const Mdl7Group &a = original->groups()[g];
            const Mdl7Group &b = back->groups()[g];
            for (size_t v = 0; v < a.vertices.size(); ++v) {
                QVERIFY((b.vertices[v].position - t * a.vertices[v].position).norm() < 1e-4f);
                const Eigen::Vector3f expected = rot * a.vertices[v].normal;
                if (vertexSize == 16)
                    QCOMPARE(int(b.vertices[v].normalIndex), NormalTable::nearestIndex(expected));
                else
                    QVERIFY((b.vertices[v].normal - expected).norm() < 1e-5f);
            }
            for (size_t f = 0; f < a.frames.size(); ++f) {
                for (size_t v = 0; v < a.frames[f].vertices().size(); ++v)
                    QVERIFY((b.frames[f].vertices()[v].position - t * a.frames[f].vertices()[v].position).norm() < 1e-4f);
                for (size_t k = 0; k < a.frames[f].transforms().size(); ++k) {
                    const auto &ma = a.frames[f].transforms()[k].m;
                    const auto &mb = b.frames[f].transforms()[k].m;
                    const Eigen::Vector3f tr = 2.f * rot * Eigen::Vector3f(ma[12], ma[13], ma[14]);
                    QVERIFY((Eigen::Vector3f(mb[12], mb[13], mb[14]) - tr).norm() < 1e-5f);
                    // Identity rotations stay identities under conjugation.
                    for (int i : {0, 5, 10})
                        QVERIFY(std::abs(mb[size_t(i)] - 1.f) < 1e-6f);
                    for (int i : {1, 2, 4, 6, 8, 9})
                        QVERIFY(std::abs(mb[size_t(i)]) < 1e-6f);
                }
            }
        }
        // Root bone: full transform; children: linear part only (they are relative offsets).
        QVERIFY((back->bones()[0].position - t * original->bones()[0].position).norm() < 1e-5f);
        for (size_t i = 1; i < 3; ++i)
            QVERIFY((back->bones()[i].position - 2.f * rot * original->bones()[i].position).norm() < 1e-5f);
        QVERIFY(back->entityLump().isEmpty());
        QVERIFY(back->validate().empty());
        QCOMPARE(back->quantizationStep(), Eigen::Vector3f::Zero());
    }

    void groupdataSizeKeptWhileSizesUnchanged()
    {
        // A group whose groupdata_size follows no known convention keeps it as long as its size
        // does not change; once it does, the full group size is written.
        Spec spec = gridSpec(26);
        QByteArray bytes = mdl7fixture::build(spec);
        const auto o = mdl7fixture::offsets(spec, 0);
        const int32_t odd = 12345;
        std::memcpy(bytes.data() + o.group + 4, &odd, 4);
        auto file = readMdl7(bytes);
        QCOMPARE(file->write(), bytes);
        QVERIFY(file->setVertexPosition(0, 3, {1, 2, 3}));
        QCOMPARE(i32At(file->write(), o.group + 4), odd);
        QVERIFY(file->setSkinImage(0, pattern(16, 8, 0)));
        const QByteArray out = file->write();
        QCOMPARE(i32At(out, o.group + 4), int32_t(o.end - o.group + 16 * 8 * 4 - 8 * 8 * 4));
    }
};

QTEST_GUILESS_MAIN(TstMdl7Edit)
#include "tst_mdl7edit.moc"
