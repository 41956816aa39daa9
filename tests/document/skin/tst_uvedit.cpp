// UV editing through the model document: the records as stored (texel s, t of MDL2-5 and IDPO,
// float skin points of MDL7) match what mesh() draws, including IDPO's on-seam copies; move,
// rotate, scale and mirror about the selection centre; one undo step per transform and per drag,
// exact undo/redo and Esc; texel UVs rounded from the drag's start (no drift); picking (nearest,
// box, island); and save + reopen for generated MDL3, MDL5, IDPO and MDL7 models and corpus
// files: the moved UVs come back, no other byte changes, an unedited save is byte-identical.
#include "document/model/modelfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "formatregistry.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"
#include "model/uv/uvdrag.h"
#include "model/uv/uvpicker.h"
#include "model/uv/uvrecords.h"
#include "model/uv/uvtransform.h"
#include "testpaths.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::ModelDocument;
using document::UvRecords;

namespace {

QByteArray saved(ModelDocument &doc, const QTemporaryDir &dir, const QString &name)
{
    return testing::savedBytes(doc, dir, name);
}

UvRecords reopened(const QByteArray &bytes)
{
    const auto asset = format::readAssetFile(bytes);
    return asset ? UvRecords::read(*asset) : UvRecords();
}

int differingBytes(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return -1;
    int n = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        n += a[i] != b[i];
    return n;
}

// An MDL7 with two groups (a quad with 4 skin points, a triangle with 3) and a 16x8 RGB888 skin.
QByteArray mdl7TwoGroups()
{
    format::Mdl7BuildInput in;
    format::Mdl7BuildInput::Skin skin;
    skin.type = 0x04;
    skin.name = "rgb";
    skin.image = mdlfixture::pattern(16, 8, 4);
    in.skins.push_back(skin);
    format::Mdl7BuildInput::Group quad;
    quad.name = "quad";
    quad.positions = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}};
    quad.uvs = {{0.125f, 0.25f}, {0.5f, 0.25f}, {0.5f, 0.75f}, {0.125f, 0.75f}};
    format::TriangleMesh::Triangle a, b;
    a.v = a.uv = {0, 1, 2};
    b.v = b.uv = {0, 2, 3};
    a.skin = b.skin = 0;
    quad.triangles = {a, b};
    in.groups.push_back(quad);
    format::Mdl7BuildInput::Group tri;
    tri.name = "tri";
    tri.positions = {{0, 0, 1}, {1, 0, 1}, {0, 1, 1}};
    tri.uvs = {{0.625f, 0.1f}, {0.9f, 0.1f}, {0.625f, 0.3f}};
    format::TriangleMesh::Triangle c;
    c.v = c.uv = {0, 1, 2};
    c.skin = 0;
    tri.triangles = {c};
    in.groups.push_back(tri);
    return format::Mdl7File::create(in)->write();
}

QByteArray generated(const QByteArray &kind)
{
    if (kind == "MDL7")
        return mdl7TwoGroups();
    return format::MdlFile::create(mdlfixture::cube(kind, kind == "IDPO" ? 0 : 2, 2))->write();
}

QByteArray twoIslands()
{
    return format::MdlFile::create(mdlfixture::twoQuads())->write();
}

std::vector<int> allTriangles(const format::TriangleMesh &mesh)
{
    std::vector<int> out(mesh.triangles.size());
    std::iota(out.begin(), out.end(), 0);
    return out;
}

} // namespace

class TstUvEdit : public QObject
{
    Q_OBJECT
private slots:
    void kinds_data()
    {
        QTest::addColumn<QByteArray>("kind");
        QTest::newRow("MDL3") << QByteArray("MDL3");
        QTest::newRow("MDL5") << QByteArray("MDL5");
        QTest::newRow("IDPO") << QByteArray("IDPO");
        QTest::newRow("MDL7") << QByteArray("MDL7");
    }

    // Every corner mesh() draws is its record's normalised position (IDPO back-facing on-seam
    // corners half a skin width to the right).
    void recordsAreWhatMeshDraws_data() { kinds_data(); }
    void recordsAreWhatMeshDraws()
    {
        QFETCH(QByteArray, kind);
        auto doc = testing::openModel(generated(kind));
        QVERIFY(doc);
        QVERIFY(doc->canEditUvs());
        const UvRecords &uvs = doc->uvRecords();
        const format::TriangleMesh mesh = doc->asset()->mesh(0);
        QVERIFY(!mesh.triangles.empty());
        int shifted = 0;
        for (const auto &t : mesh.triangles) {
            for (uint32_t uv : t.uv) {
                bool seam = false;
                const int r = uvs.recordOfMeshUv(uv, &seam);
                QVERIFY(r >= 0);
                Eigen::Vector2d expected = uvs.normalised(r);
                if (seam) {
                    ++shifted;
                    expected.x() += double(int(uvs.unitSize().x()) / 2) / uvs.unitSize().x();
                }
                QVERIFY2((mesh.uvs[uv].cast<double>() - expected).norm() < 1e-6, qPrintable(QString::number(r)));
            }
        }
        QCOMPARE(shifted > 0, kind == "IDPO");
        QCOMPARE(uvs.isPixel(), kind != "MDL7");
    }

    void transformsMoveTheSelection()
    {
        auto doc = testing::openModel(twoIslands());
        QVERIFY(doc);
        const UvRecords &uvs = doc->uvRecords();
        QCOMPARE(uvs.count(), 8);
        const std::vector<int> quad = {0, 1, 2, 3};
        const auto values = [&] {
            std::vector<Eigen::Vector2d> v;
            for (int r = 0; r < uvs.count(); ++r)
                v.push_back(uvs.value(r));
            return v;
        };
        const std::vector<Eigen::Vector2d> start = values();
        QSignalSpy spy(doc.get(), &ModelDocument::uvsChanged);

        // Move 2.4 texels right, 0.6 up: whole texels (2, -1).
        QVERIFY(doc->moveUvs(quad, Eigen::Vector2d(2.4 / 16, -0.6 / 16)));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.last().at(0).toInt(), 0);
        QCOMPARE(spy.last().at(1).toInt(), 4);
        for (int r = 0; r < 8; ++r)
            QCOMPARE(uvs.value(r), r < 4 ? Eigen::Vector2d(start[size_t(r)] + Eigen::Vector2d(2, -1)) : start[size_t(r)]);
        doc->undoStack()->undo();
        QVERIFY(values() == start);

        // Mirror U about the bounds centre: 1 <-> 4 (the bounds map onto themselves).
        QVERIFY(doc->mirrorUvs(quad, 0));
        QCOMPARE(uvs.value(0), Eigen::Vector2d(4, 1));
        QCOMPARE(uvs.value(1), Eigen::Vector2d(1, 1));
        QCOMPARE(uvs.value(2), Eigen::Vector2d(1, 4));
        doc->undoStack()->undo();
        QVERIFY(doc->mirrorUvs(quad, 1));
        QCOMPARE(uvs.value(0), Eigen::Vector2d(1, 4));
        QCOMPARE(uvs.value(3), Eigen::Vector2d(1, 1));
        doc->undoStack()->undo();

        // Rotate 90 degrees (clockwise on screen, v down): (1,1) -> (4,1), (4,1) -> (4,4).
        QVERIFY(doc->rotateUvs(quad, 90.0));
        QCOMPARE(uvs.value(0), Eigen::Vector2d(4, 1));
        QCOMPARE(uvs.value(1), Eigen::Vector2d(4, 4));
        QCOMPARE(uvs.value(2), Eigen::Vector2d(1, 4));
        QCOMPARE(uvs.value(3), Eigen::Vector2d(1, 1));
        for (int i = 0; i < 3; ++i)
            QVERIFY(doc->rotateUvs(quad, 90.0));
        QVERIFY(values() == start); // four quarter turns: back where it started, exactly
        for (int i = 0; i < 4; ++i)
            doc->undoStack()->undo();

        // Scale by 2 about the centre (2.5, 2.5): 1 -> 0 - 0.5 = -0.5 rounds away; 4 -> 5.5 -> 6.
        QVERIFY(doc->scaleUvs(quad, Eigen::Vector2d(2, 2)));
        QCOMPARE(uvs.value(0), Eigen::Vector2d(-1, -1));
        QCOMPARE(uvs.value(2), Eigen::Vector2d(6, 6));
        doc->undoStack()->undo();
        QVERIFY(values() == start);
        QCOMPARE(doc->undoStack()->index(), 0);
        QCOMPARE(doc->undoStack()->count(), 1); // the scale, undone

        // A transform that changes nothing pushes nothing.
        QVERIFY(!doc->moveUvs(quad, Eigen::Vector2d(0.2 / 16, 0)));
        QCOMPARE(doc->undoStack()->count(), 1);
    }

    void floatTransformsAreExact()
    {
        auto doc = testing::openModel(mdl7TwoGroups());
        QVERIFY(doc);
        const UvRecords &uvs = doc->uvRecords();
        QCOMPARE(uvs.count(), 7);
        // Records 4..6 are the second group's skin points; values are the float nearest to the sum.
        const auto plus = [](float a, double d) { return double(float(double(a) + d)); };
        QVERIFY(doc->moveUvs({4, 6}, Eigen::Vector2d(0.25, 0.5)));
        QCOMPARE(uvs.value(4), Eigen::Vector2d(plus(0.625f, 0.25), plus(0.1f, 0.5)));
        QCOMPARE(uvs.value(6), Eigen::Vector2d(plus(0.625f, 0.25), plus(0.3f, 0.5)));
        QCOMPARE(uvs.value(5), Eigen::Vector2d(double(0.9f), double(0.1f)));
        auto *mdl7 = dynamic_cast<format::Mdl7File *>(doc->asset());
        QVERIFY(mdl7);
        QCOMPARE(mdl7->groups()[1].skinPoints[0].uv, Eigen::Vector2f(float(plus(0.625f, 0.25)), float(plus(0.1f, 0.5))));
        QCOMPARE(mdl7->groups()[0].skinPoints[0].uv, Eigen::Vector2f(0.125f, 0.25f));
        // Mirror U of the quad (0.125..0.5) about 0.3125.
        QVERIFY(doc->mirrorUvs({0, 1, 2, 3}, 0));
        QCOMPARE(uvs.value(0).x(), 0.5);
        QCOMPARE(uvs.value(1).x(), 0.125);
    }

    void undoRedoExact_data() { kinds_data(); }
    void undoRedoExact()
    {
        QFETCH(QByteArray, kind);
        const QByteArray original = generated(kind);
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        const std::vector<int> some = {0, 2, 3};
        QVERIFY(doc->rotateUvs(some, 30.0));
        const QByteArray after = doc->asset()->write();
        QVERIFY(after != original);
        doc->undoStack()->undo();
        QCOMPARE(doc->asset()->write(), original);
        doc->undoStack()->redo();
        QCOMPARE(doc->asset()->write(), after);
        doc->undoStack()->undo();
        QCOMPARE(doc->asset()->write(), original);
    }

    // A drag of many mouse moves is one undo step; each step maps the start values, so the
    // result is the last step's transform rounded once (no drift), and Esc restores exactly.
    void dragIsOneStepWithoutDrift()
    {
        const QByteArray original = twoIslands();
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        document::UvDrag drag(doc.get());
        QVERIFY(drag.begin({3, 1, 0, 2, 2}, QStringLiteral("Move UVs")));
        QCOMPARE(drag.records(), (std::vector<int>{0, 1, 2, 3}));
        for (int i = 1; i <= 20; ++i)
            drag.step(document::UvTransform::translation(Eigen::Vector2d(0.37 * i / 16, 0.0)));
        drag.end();
        QCOMPARE(doc->undoStack()->count(), 1);
        // 20 * 0.37 = 7.4 texels -> 7 (accumulating rounded steps would give 0).
        QCOMPARE(doc->uvRecords().value(0), Eigen::Vector2d(8, 1));
        QCOMPARE(doc->uvRecords().value(4), Eigen::Vector2d(10, 10));
        doc->undoStack()->undo();
        QCOMPARE(doc->asset()->write(), original);
        doc->undoStack()->redo();
        QCOMPARE(doc->uvRecords().value(0), Eigen::Vector2d(8, 1));

        const QByteArray moved = doc->asset()->write();
        QVERIFY(drag.begin({4, 5}, QStringLiteral("Move UVs")));
        for (int i = 1; i <= 5; ++i)
            drag.step(document::UvTransform::rotation(Eigen::Vector2d(0.5, 0.5), 10.0 * i, {16, 16}));
        QVERIFY(doc->asset()->write() != moved);
        drag.cancel();
        QCOMPARE(doc->asset()->write(), moved);
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->undoStack()->index(), 1);
    }

    // Texel fields clamp to what they hold (MDL3-5: int16).
    void texelsClampToTheField()
    {
        auto doc = testing::openModel(twoIslands());
        QVERIFY(doc);
        QVERIFY(doc->moveUvs({0}, Eigen::Vector2d(5000.0, -5000.0)));
        QCOMPARE(doc->uvRecords().value(0), Eigen::Vector2d(32767, -32768));
        QTemporaryDir dir;
        const UvRecords back = reopened(saved(*doc, dir, QStringLiteral("clamped.mdl")));
        QCOMPARE(back.value(0), Eigen::Vector2d(32767, -32768));
    }

    // IDPO: moving an on-seam vertex moves both places it is drawn; the flags stay.
    void idpoSeamFollows()
    {
        auto doc = testing::openModel(generated("IDPO"));
        QVERIFY(doc);
        auto *mdl = dynamic_cast<format::MdlFile *>(doc->asset());
        QVERIFY(mdl && mdl->skinVertices()[1].onSeam != 0);
        const std::vector<format::MdlSkinVertex> before = mdl->skinVertices();
        QVERIFY(doc->moveUvs({1}, Eigen::Vector2d(3.0 / 16, 2.0 / 8)));
        const format::TriangleMesh mesh = doc->asset()->mesh(0);
        const Eigen::Vector2f front((float(before[1].s + 3) + 0.5f) / 16.f, (float(before[1].t + 2) + 0.5f) / 8.f);
        QVERIFY((mesh.uvs[1] - front).norm() < 1e-6f);
        QVERIFY((mesh.uvs[8 + 1] - (front + Eigen::Vector2f(0.5f, 0.f))).norm() < 1e-6f);
        for (size_t i = 0; i < before.size(); ++i)
            QCOMPARE(mdl->skinVertices()[i].onSeam, before[i].onSeam);
    }

    void picking()
    {
        auto doc = testing::openModel(twoIslands());
        QVERIFY(doc);
        const format::TriangleMesh mesh = doc->asset()->mesh(0);
        const document::UvPicker picker(mesh, allTriangles(mesh), doc->uvRecords());
        QCOMPARE(int(picker.points().size()), 8);
        // Nearest within 3 widget pixels at 10 pixels per texel: record 5 at texel (13, 10).
        const Eigen::Vector2f scale(160.f, 160.f);
        const int hit = picker.nearest(Eigen::Vector2f(13.6f / 16, 10.6f / 16), scale, 3.f);
        QVERIFY(hit >= 0);
        QCOMPARE(picker.points()[size_t(hit)].record, 5);
        QCOMPARE(picker.nearest(Eigen::Vector2f(7.f / 16, 7.f / 16), scale, 3.f), -1);
        // Box over the lower-right half of the first quad.
        QCOMPARE(picker.recordsIn(Eigen::AlignedBox2f(Eigen::Vector2f(3.f / 16, 0.f), Eigen::Vector2f(0.5f, 0.5f))),
                 (std::vector<int>{1, 2}));
        QCOMPARE(picker.islandOfPoint(hit), (std::vector<int>{4, 5, 6, 7}));
        QCOMPARE(picker.islandOfTriangle(0), (std::vector<int>{0, 1, 2, 3}));
        // The document's UV selection is sized to the records and not on the stack.
        doc->uvSelection().apply(picker.islandOfTriangle(1), document::SelectionMode::Replace);
        QCOMPARE(doc->uvSelection().indices(), (std::vector<int>{0, 1, 2, 3}));
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    void saveAndReopen_data() { kinds_data(); }
    void saveAndReopen()
    {
        QFETCH(QByteArray, kind);
        const QByteArray original = generated(kind);
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        QTemporaryDir dir;
        QCOMPARE(saved(*doc, dir, QStringLiteral("unedited.mdl")), original);

        const std::vector<int> moved = {1, 2};
        const UvRecords &uvs = doc->uvRecords();
        const Eigen::Vector2d delta = uvs.isPixel() ? Eigen::Vector2d(3.0 / uvs.unitSize().x(), -2.0 / uvs.unitSize().y())
                                                    : Eigen::Vector2d(0.0625, -0.03125);
        std::vector<Eigen::Vector2d> expected = uvs.values();
        for (int r : moved)
            expected[size_t(r)] = uvs.fromNormalised(uvs.normalised(r) + delta);
        QVERIFY(doc->moveUvs(moved, delta));
        QVERIFY(doc->uvRecords().values() == expected);
        const QByteArray edited = saved(*doc, dir, QStringLiteral("edited.mdl"));
        const UvRecords back = reopened(edited);
        QCOMPARE(back.count(), int(expected.size()));
        QVERIFY(back.values() == expected); // texels and floats exact
        // Only the two records' s, t bytes may differ (IDPO: int32, MDL3/5: int16, MDL7: float).
        const int perRecord = kind == "IDPO" ? 8 : kind == "MDL7" ? 8 : 4;
        const int diff = differingBytes(original, edited);
        QVERIFY2(diff > 0 && diff <= int(moved.size()) * perRecord, qPrintable(QString::number(diff)));
        if (kind == "IDPO") {
            const auto a = format::MdlFile::read(original), b = format::MdlFile::read(edited);
            for (size_t i = 0; i < a->skinVertices().size(); ++i)
                QCOMPARE(b->skinVertices()[i].onSeam, a->skinVertices()[i].onSeam);
        }
        doc->undoStack()->undo();
        QCOMPARE(saved(*doc, dir, QStringLiteral("undone.mdl")), original);
    }

    void corpus_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("MDL3") << QStringLiteral("mdl3/flw_cape.mdl");
        QTest::newRow("MDL5") << QStringLiteral("mdl5/flw_lightnin.mdl");
        QTest::newRow("IDPO") << QStringLiteral("idpo/assimp_steg.mdl");
        QTest::newRow("MDL7") << QStringLiteral("mdl7/libgamestudio_mdl7-tree2.mdl");
    }

    // One island of a real file moved by whole texels (MDL7: by a sixteenth), saved, reopened.
    void corpus()
    {
        QFETCH(QString, file);
        QFile f(ackedit::testing::corpusDir() + QStringLiteral("/") + file);
        if (!f.open(QIODevice::ReadOnly))
            QSKIP(qPrintable(QStringLiteral("corpus file not found: ") + f.fileName()));
        const QByteArray original = f.readAll();
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        QVERIFY(doc->canEditUvs());
        QTemporaryDir dir;
        QCOMPARE(saved(*doc, dir, QStringLiteral("unedited.mdl")), original);
        const format::TriangleMesh mesh = doc->asset()->mesh(0);
        const document::UvPicker picker(mesh, allTriangles(mesh), doc->uvRecords());
        const std::vector<int> island = picker.islandOfTriangle(0);
        QVERIFY(!island.empty());
        const UvRecords &uvs = doc->uvRecords();
        const Eigen::Vector2d delta = uvs.isPixel() ? Eigen::Vector2d(2.0 / uvs.unitSize().x(), 1.0 / uvs.unitSize().y())
                                                    : Eigen::Vector2d(0.0625, 0.0);
        std::vector<Eigen::Vector2d> expected = uvs.values();
        for (int r : island)
            expected[size_t(r)] = uvs.fromNormalised(uvs.normalised(r) + delta);
        QVERIFY(doc->moveUvs(island, delta));
        const QByteArray edited = saved(*doc, dir, QStringLiteral("edited.mdl"));
        const UvRecords back = reopened(edited);
        for (int r = 0; r < back.count(); ++r)
            if (back.value(r) != expected[size_t(r)])
                qWarning("record %d: %.9g %.9g expected %.9g %.9g", r, back.value(r).x(), back.value(r).y(),
                         expected[size_t(r)].x(), expected[size_t(r)].y());
        QVERIFY(back.values() == expected);
        const int perRecord = uvs.kind() == UvRecords::Kind::Pixel16 ? 4 : 8;
        const int diff = differingBytes(original, edited);
        QVERIFY2(diff > 0 && diff <= int(island.size()) * perRecord, qPrintable(QString::number(diff)));
        int onSeam = 0;
        if (const auto mdl = uvs.kind() == UvRecords::Kind::QuakePixel ? format::MdlFile::read(original) : nullptr) {
            const auto after = format::MdlFile::read(edited);
            for (size_t i = 0; i < mdl->skinVertices().size(); ++i) {
                onSeam += mdl->skinVertices()[i].onSeam != 0;
                QCOMPARE(after->skinVertices()[i].onSeam, mdl->skinVertices()[i].onSeam);
            }
        }
        qInfo("%s: %d records in the island of triangle 0 (of %d, %d on seam), %d bytes differ", qPrintable(file),
              int(island.size()), uvs.count(), onSeam, diff);
        doc->undoStack()->undo();
        QCOMPARE(saved(*doc, dir, QStringLiteral("undone.mdl")), original);
    }
};

QTEST_GUILESS_MAIN(TstUvEdit)
#include "tst_uvedit.moc"
