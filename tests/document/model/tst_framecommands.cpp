// Frame edits of every model kind through ModelDocument: rename, duplicate, delete, move,
// interpolate and word packing are one undo step each (a macro for several frames); undo gives
// back the exact bytes of the saved file, redo the edit; names are checked against the format's
// limit; interpolated frames hold the linear blend and are numbered into their run.
#include "documentfactory.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/bonechain.h"
#include "formatregistry.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"
#include "model/modeldocument.h"
#include "document/model/modelfixtures.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

#include <functional>

using namespace ackedit;
using document::ModelDocument;

Q_DECLARE_METATYPE(std::shared_ptr<format::AssetFile>)
using Edit = std::function<bool(ModelDocument &)>;
Q_DECLARE_METATYPE(Edit)

namespace {


QList<QPair<QString, QByteArray>> models()
{
    QList<QPair<QString, QByteArray>> out;
    for (const char *f : {"MDL2", "MDL3", "MDL4", "MDL5", "IDPO"}) {
        mdlfixture::MdlBuildInput in = mdlfixture::cube(f, 0, 3);
        for (int i = 0; i < 3; ++i)
            in.frames[size_t(i)].name = "run" + QByteArray::number(i + 1);
        out.append({QLatin1String(f), format::MdlFile::create(in)->write()});
    }
    out.append({QStringLiteral("MDL7 records"), testing::mdl7Walk()});
    out.append({QStringLiteral("MDL7 bones"), format::Mdl7File::create(testing::chain())->write()});
    return out;
}

} // namespace

class TstFrameCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void editsAreExactSteps_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<int>("frames"); // frame count change
        const QList<QPair<QString, Edit>> edits{
            {QStringLiteral("rename"), [](ModelDocument &d) { return d.renameFrame(1, QStringLiteral("jump")); }},
            {QStringLiteral("duplicate"), [](ModelDocument &d) { return d.duplicateFrame(0, d.frameCount()); }},
            {QStringLiteral("delete"), [](ModelDocument &d) { return d.deleteFrames(0, 0); }},
            {QStringLiteral("move"), [](ModelDocument &d) { return d.moveFrame(0, 1); }},
            {QStringLiteral("interpolate"), [](ModelDocument &d) { return d.interpolateFrames(0, 1, 2); }},
            {QStringLiteral("duplicate into run"), [](ModelDocument &d) { return d.duplicateIntoRun({0, 1}); }},
        };
        const int change[] = {0, 1, -1, 0, 2, 2};
        for (const auto &[model, bytes] : models()) {
            for (int e = 0; e < edits.size(); ++e)
                QTest::addRow("%s %s", qPrintable(model), qPrintable(edits[e].first)) << bytes << edits[e].second << change[e];
        }
    }
    void editsAreExactSteps()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(Edit, edit);
        QFETCH(int, frames);
        auto doc = testing::openModel(bytes);
        QVERIFY(doc && doc->canEditFrames());
        const QByteArray original = doc->asset()->write();
        const int count = doc->frameCount();
        QSignalSpy changed(doc.get(), &ModelDocument::framesChanged);
        QVERIFY(edit(*doc));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->frameCount(), count + frames);
        QVERIFY(changed.count() >= 1);
        const QByteArray edited = doc->asset()->write();
        QVERIFY(edited != original);
        QVERIFY(format::readAssetFile(edited)); // a valid file
        doc->undoStack()->undo();
        QCOMPARE(doc->frameCount(), count);
        QVERIFY(doc->asset()->write() == original);
        doc->undoStack()->redo();
        QVERIFY(doc->asset()->write() == edited);
    }

    void namesAreChecked()
    {
        auto doc = testing::openModel(models().first().second);
        QString error;
        QVERIFY(!doc->renameFrame(0, QStringLiteral("a_name_longer_than_15"), &error));
        QVERIFY2(error.contains(QStringLiteral("15")), qPrintable(error));
        QVERIFY(!doc->renameFrame(0, QString(), &error));
        QVERIFY(!doc->renameFrame(0, QStringLiteral("\u0416ump"), &error));
        QVERIFY(doc->renameFrame(0, QStringLiteral("exactly15chars_"), &error));
        QCOMPARE(doc->frameName(0), QStringLiteral("exactly15chars_"));
        QVERIFY(!doc->deleteFrames(0, doc->frameCount() - 1, &error)); // a model keeps a frame
    }

    // Two frames inserted between run1 and run2 hold 1/3 and 2/3 of the way and are numbered into
    // the run, which is renumbered after them.
    void interpolationBlendsAndNumbers()
    {
        auto doc = testing::openModel(models().at(3).second); // MDL5
        const std::vector<Eigen::Vector3f> a = doc->positions(0), b = doc->positions(1);
        QVERIFY(doc->interpolateFrames(0, 1, 2));
        QCOMPARE(doc->frameNames(), (QStringList{QStringLiteral("run1"), QStringLiteral("run2"), QStringLiteral("run3"),
                                                 QStringLiteral("run4"), QStringLiteral("run5")}));
        for (size_t v = 0; v < a.size(); ++v) {
            QVERIFY((doc->positions(1)[v] - (a[v] + (b[v] - a[v]) / 3.0f)).norm() < 1e-3f);
            QVERIFY((doc->positions(2)[v] - (a[v] + 2.0f * (b[v] - a[v]) / 3.0f)).norm() < 1e-3f);
        }
        QCOMPARE(doc->positions(3), b);
        QCOMPARE(doc->undoStack()->count(), 1);
    }

    // MED's Add / Duplicate: copies right after the last frame copied, numbered into its run,
    // the run's later frames renumbered; refusals name the reason and push nothing.
    void duplicateIntoRunNumbersTheCopies()
    {
        auto doc = testing::openModel(models().at(3).second); // MDL5: run1 run2 run3
        const std::vector<Eigen::Vector3f> first = doc->positions(0), second = doc->positions(1);
        QVERIFY(doc->duplicateIntoRun({0}));
        QCOMPARE(doc->frameNames(), (QStringList{QStringLiteral("run1"), QStringLiteral("run2"), QStringLiteral("run3"),
                                                 QStringLiteral("run4")}));
        QCOMPARE(doc->positions(1), first);
        QCOMPARE(doc->positions(2), second);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Duplicate 1 frame(s)"));
        doc->undoStack()->undo();
        // Two frames, given out of order: copied in frame order after the later one.
        QVERIFY(doc->duplicateIntoRun({1, 0}));
        QCOMPARE(doc->frameCount(), 5);
        QCOMPARE(doc->positions(2), first);
        QCOMPARE(doc->positions(3), second);
        QCOMPARE(doc->frameName(2), QStringLiteral("run3"));
        QCOMPARE(doc->frameName(4), QStringLiteral("run5"));
        QCOMPARE(doc->undoStack()->count(), 1);
        QString error;
        QVERIFY(!doc->duplicateIntoRun({7}, &error));
        QVERIFY(error.contains(QStringLiteral("7")));
        QVERIFY(!doc->duplicateIntoRun({}, &error));
        QCOMPARE(doc->undoStack()->count(), 1);
    }

    // An MDL7 without stored frames shows its rest pose as one frame; interpolating (or
    // duplicating) it gives the model its first stored frames, one undo step (corpus
    // ackmania_item_jetpack and 7 more were refused before).
    void framelessMdl7TakesFrames()
    {
        format::Mdl7BuildInput in;
        format::Mdl7BuildInput::Group g;
        g.name = "tri";
        g.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
        g.triangles = {{{0, 1, 2}, {}, -1}};
        in.groups.push_back(g);
        auto doc = testing::openModel(format::Mdl7File::create(in)->write());
        QVERIFY(doc && doc->canEditFrames());
        auto *mdl7 = dynamic_cast<format::Mdl7File *>(doc->asset());
        QVERIFY(mdl7 && mdl7->groups()[0].frames.empty());
        QCOMPARE(doc->frameCount(), 1);
        const QByteArray original = doc->asset()->write();
        QString error;
        QVERIFY2(doc->interpolateFrames(0, 0, 1, &error), qPrintable(error));
        QCOMPARE(doc->frameCount(), 2);
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->positions(1), doc->positions(0));
        const QByteArray edited = doc->asset()->write();
        const auto back = format::readMdl7(edited);
        QCOMPARE(back->groups()[0].frames.size(), size_t(2));
        doc->undoStack()->undo();
        QCOMPARE(doc->frameCount(), 1);
        QVERIFY(doc->asset()->write() == original);
        doc->undoStack()->redo();
        QVERIFY(doc->asset()->write() == edited);
    }

    void wordPackingWhereTheFormatHasIt_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<bool>("supported");
        QTest::newRow("MDL3") << QByteArray("MDL3") << false;
        QTest::newRow("MDL4") << QByteArray("MDL4") << true;
        QTest::newRow("MDL5") << QByteArray("MDL5") << true;
        QTest::newRow("IDPO") << QByteArray("IDPO") << false;
    }
    void wordPackingWhereTheFormatHasIt()
    {
        QFETCH(QByteArray, format);
        QFETCH(bool, supported);
        auto doc = testing::openModel(format::MdlFile::create(mdlfixture::cube(format, 0, 3, format == "MDL3" ? -1 : 0))->write());
        QCOMPARE(doc->supportsWordFrames(), supported);
        QString error;
        QCOMPARE(doc->setWordPacked(1, true, &error), supported);
        if (!supported) {
            QVERIFY2(error.contains(QStringLiteral("word")), qPrintable(error));
            return;
        }
        const QByteArray original = format::MdlFile::create(mdlfixture::cube(format, 0, 3, 0))->write();
        QVERIFY(doc->isWordPacked(1));
        doc->undoStack()->undo();
        QVERIFY(!doc->isWordPacked(1));
        QVERIFY(doc->asset()->write() == original);
    }
};

QTEST_GUILESS_MAIN(TstFrameCommands)
#include "tst_framecommands.moc"
