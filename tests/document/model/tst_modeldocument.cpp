// ModelDocument: the factory picks the kind's document; positions, triangles and groups read
// through it; a vertex drag is one undo step whose undo restores the exact bytes of the saved
// file and whose redo gives the edit back; Esc cancels exactly; the views hear verticesChanged
// on do, undo and redo; bone-posed MDL7 frames edit the rest pose so the frame shows the edit.
#include "documentfactory.h"
#include "formatregistry.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/bonechain.h"
#include "format/mdl7/flatmodels.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"
#include "model/mdl7modeldocument.h"
#include "model/mdlmodeldocument.h"
#include "model/vertex/vertexdrag.h"
#include "document/model/modelfixtures.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::ModelDocument;
using document::VertexDrag;

Q_DECLARE_METATYPE(std::shared_ptr<format::AssetFile>)

namespace {


QByteArray saved(ModelDocument &doc)
{
    return doc.asset()->write();
}

// A static MDL7 (no frames): a tetrahedron, so every vertex shares triangles with the others.
std::unique_ptr<format::AssetFile> tetrahedron()
{
    format::Mdl7BuildInput in;
    format::Mdl7BuildInput::Group g;
    g.name = "tetra";
    g.positions = {{0, 0, 0}, {10, 0, 0}, {0, 10, 0}, {0, 0, 10}};
    g.triangles = {{{0, 2, 1}, {}, -1}, {{0, 1, 3}, {}, -1}, {{0, 3, 2}, {}, -1}, {{1, 2, 3}, {}, -1}};
    in.groups.push_back(g);
    return format::Mdl7File::create(in);
}

std::unique_ptr<format::AssetFile> mdlCube(const QByteArray &format)
{
    return format::MdlFile::create(mdlfixture::cube(format, format == "MDL5" ? 10 : 0, 3));
}

} // namespace

class TstModelDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void factoryPicksTheKindsDocument()
    {
        auto mdl = testing::openModel(mdlCube("MDL5"));
        QVERIFY(qobject_cast<document::MdlModelDocument *>(mdl.get()));
        QCOMPARE(mdl->frameCount(), 3);
        QCOMPARE(mdl->frameNames().size(), 3);
        QCOMPARE(mdl->vertexCount(), 8);
        QCOMPARE(int(mdl->triangles().size()), 12);
        QCOMPARE(mdl->groups().size(), 1);
        QVERIFY(mdl->canEditVertices());
        auto mdl7 = testing::openModel(tetrahedron());
        QVERIFY(qobject_cast<document::Mdl7ModelDocument *>(mdl7.get()));
        QCOMPARE(mdl7->groups().first().name, QStringLiteral("tetra"));
        QCOMPARE(mdl7->groups().first().vertexCount, 4);
        QCOMPARE(mdl7->positionSet(0), mdl7->restSet()); // no frames: edits go to the main vertices
        std::unique_ptr<format::AssetFile> none;
        QVERIFY(!ModelDocument::createFor(none, QString()));
    }

    // N mouse moves make one undo step; undo gives back the exact file bytes, redo the edit.
    void dragIsOneExactStep_data()
    {
        QTest::addColumn<std::shared_ptr<format::AssetFile>>("asset");
        QTest::addColumn<int>("frame");
        for (const char *f : {"MDL2", "MDL3", "MDL4", "MDL5", "IDPO"})
            QTest::newRow(f) << std::shared_ptr<format::AssetFile>(mdlCube(f)) << 1;
        QTest::newRow("MDL7 static") << std::shared_ptr<format::AssetFile>(tetrahedron()) << 0;
        QTest::newRow("MDL7 record frame")
            << std::shared_ptr<format::AssetFile>(format::readAssetFile(testing::mdl7Walk())) << 2;
        QTest::newRow("MDL7 bone frame")
            << std::shared_ptr<format::AssetFile>(format::Mdl7File::create(testing::chain())) << 1;
    }
    void dragIsOneExactStep()
    {
        QFETCH(std::shared_ptr<format::AssetFile>, asset);
        QFETCH(int, frame);
        auto doc = testing::openModel(asset->write());
        const QByteArray original = saved(*doc);
        QSignalSpy changed(doc.get(), &ModelDocument::verticesChanged);
        VertexDrag drag(doc.get());
        QVERIFY(drag.begin({{1, 1.0f}, {2, 0.5f}}, frame, frame, QStringLiteral("Move vertices")));
        const Eigen::Vector3f before1 = doc->positions(frame)[1];
        const Eigen::Vector3f before2 = doc->positions(frame)[2];
        for (int i = 1; i <= 5; ++i)
            drag.step(Eigen::Affine3f(Eigen::Translation3f(0.5f * float(i), 0, 0)));
        drag.end();
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(doc->undoStack()->text(0).startsWith(QStringLiteral("Move vertices")));
        QVERIFY((doc->positions(frame)[1] - (before1 + Eigen::Vector3f(2.5f, 0, 0))).norm() < 1e-3f);
        QVERIFY((doc->positions(frame)[2] - (before2 + Eigen::Vector3f(1.25f, 0, 0))).norm() < 1e-3f);
        QVERIFY(changed.count() >= 5);
        const QByteArray edited = saved(*doc);
        QVERIFY(edited != original);
        changed.clear();
        doc->undoStack()->undo();
        QVERIFY(saved(*doc) == original);
        QVERIFY((doc->positions(frame)[1] - before1).norm() < 1e-6f);
        QCOMPARE(changed.count(), 1);
        doc->undoStack()->redo();
        QVERIFY(saved(*doc) == edited);
        QVERIFY(changed.count() >= 2);
    }

    void escapeCancelsExactly()
    {
        auto doc = testing::openModel(mdlCube("MDL5"));
        doc->undoStack()->push(new QUndoCommand(QStringLiteral("earlier")));
        const QByteArray original = saved(*doc);
        VertexDrag drag(doc.get());
        QVERIFY(drag.begin({{0, 1.0f}, {5, 1.0f}}, 0, 2, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(3, 4, 5)));
        drag.step(Eigen::Affine3f(Eigen::AngleAxisf(0.3f, Eigen::Vector3f::UnitZ())));
        QVERIFY(saved(*doc) != original);
        drag.cancel();
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(saved(*doc) == original);
        QVERIFY(!drag.isActive());
    }

    // "All frames": one drag moves the vertices of every frame in the range, one undo step.
    void frameRangeMovesEveryFrame()
    {
        auto doc = testing::openModel(mdlCube("MDL5"));
        std::vector<Eigen::Vector3f> before;
        for (int f = 0; f < 3; ++f)
            before.push_back(doc->positions(f)[3]);
        VertexDrag drag(doc.get());
        QVERIFY(drag.begin({{3, 1.0f}}, 0, 2, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(0, 0, 7)));
        drag.end();
        QCOMPARE(doc->undoStack()->count(), 1);
        for (int f = 0; f < 3; ++f)
            QVERIFY((doc->positions(f)[3] - (before[size_t(f)] + Eigen::Vector3f(0, 0, 7))).norm() < 1e-4f);
    }

    // A bone-posed frame draws the rest pose moved by the bones: the drag moves the rest vertex so
    // that this frame shows it where it was dragged, and the other frames follow the bones.
    void boneFrameEditsTheRestPose()
    {
        auto doc = testing::openModel(format::Mdl7File::create(testing::chain()));
        QVERIFY(doc->editsRestPose(1));
        QVERIFY(!doc->restPoseReason().isEmpty());
        const Eigen::Vector3f shown = doc->positions(1)[2]; // the ankle vertex, turned by two bones
        VertexDrag drag(doc.get());
        QVERIFY(drag.begin({{2, 1.0f}}, 1, 1, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(0, 0, 1)));
        drag.end();
        QVERIFY2((doc->positions(1)[2] - (shown + Eigen::Vector3f(0, 0, 1))).norm() < 1e-4f,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(doc->positions(1)[2].x()).arg(doc->positions(1)[2].y()).arg(doc->positions(1)[2].z())));
        // The rest frame (identity keys) shows the rest pose, which moved by the inverse turn.
        const auto *mdl7 = static_cast<document::Mdl7ModelDocument *>(doc.get())->mdl7();
        QVERIFY((doc->positions(0)[2] - mdl7->groups()[0].vertices[2].position).norm() < 1e-5f);
    }

    // Transform Global, recentre and mirror: one step each, exact bytes back on undo, the edit on
    // redo; a mirror keeps the triangles facing out.
    void wholeModelEdits_data()
    {
        QTest::addColumn<std::shared_ptr<format::AssetFile>>("asset");
        for (const char *f : {"MDL3", "MDL5", "IDPO"})
            QTest::newRow(f) << std::shared_ptr<format::AssetFile>(mdlCube(f));
        QTest::newRow("MDL7 static") << std::shared_ptr<format::AssetFile>(tetrahedron());
        QTest::newRow("MDL7 bones") << std::shared_ptr<format::AssetFile>(format::Mdl7File::create(testing::chain()));
    }
    void wholeModelEdits()
    {
        QFETCH(std::shared_ptr<format::AssetFile>, asset);
        auto doc = testing::openModel(asset->write());
        const QByteArray original = saved(*doc);
        QSignalSpy reset(doc.get(), &ModelDocument::geometryReset);
        const Eigen::Vector3f p0 = doc->positions(0)[1];
        QVERIFY(doc->transformAll(Eigen::Affine3f(Eigen::Translation3f(5, 0, 0)) * Eigen::Scaling(2.0f),
                                  QStringLiteral("Transform Global")));
        QVERIFY((doc->positions(0)[1] - (2 * p0 + Eigen::Vector3f(5, 0, 0))).norm() < 1e-2f);
        QVERIFY(doc->recentre());
        QVERIFY(doc->bounds().center().norm() < 1e-2f);
        const auto volume = [&doc] {
            double v = 0; // signed volume of the outward triangles: positive when outside is out
            const auto &p = doc->positions(0);
            for (const auto &t : doc->triangles())
                v += double(p[t[0]].dot(p[t[1]].cross(p[t[2]])));
            return v;
        };
        const double before = volume();
        QVERIFY(doc->mirror(0));
        QVERIFY(std::abs(volume() - before) <= 1e-3 * std::abs(before) + 1e-6);
        QCOMPARE(doc->undoStack()->count(), 3);
        QCOMPARE(reset.count(), 3);
        const QByteArray edited = saved(*doc);
        for (int i = 0; i < 3; ++i)
            doc->undoStack()->undo();
        QVERIFY(saved(*doc) == original);
        QVERIFY((doc->positions(0)[1] - p0).norm() < 1e-6f);
        for (int i = 0; i < 3; ++i)
            doc->undoStack()->redo();
        QVERIFY(saved(*doc) == edited);
        QVERIFY(!doc->mirror(3));
    }

    // MED's precomputed lumps go with an edit and come back when it is undone.
    void lumpsFollowTheGeometry()
    {
        std::unique_ptr<format::AssetFile> asset = tetrahedron();
        auto *file = static_cast<format::Mdl7File *>(asset.get());
        file->setLumps(QByteArray("\x01\0\0\0entity", 10), QByteArray("MBI med state"));
        auto doc = testing::openModel(file->write());
        QVERIFY(doc);
        const QByteArray original = saved(*doc);
        QString error;
        VertexDrag drag(doc.get());
        QVERIFY(drag.begin({{3, 1.0f}}, 0, 0, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(1, 1, 1)));
        drag.end();
        QTemporaryDir dir;
        QVERIFY(doc->saveAs(dir.filePath(QStringLiteral("a.mdl")), &error));
        QVERIFY(static_cast<document::Mdl7ModelDocument *>(doc.get())->mdl7()->medLump().isEmpty());
        doc->undoStack()->undo();
        QVERIFY(doc->saveAs(dir.filePath(QStringLiteral("b.mdl")), &error));
        QFile b(dir.filePath(QStringLiteral("b.mdl")));
        QVERIFY(b.open(QIODevice::ReadOnly));
        QVERIFY(b.readAll() == original);
    }
};

QTEST_GUILESS_MAIN(TstModelDocument)
#include "tst_modeldocument.moc"
