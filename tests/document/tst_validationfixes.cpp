// The validator's quick fixes, each on a generated file that triggers its rule: the fix is one
// undo step, the rule no longer fires (in the document and in the saved file read back), undo
// saves the original bytes and redo the fixed ones. Rules without an honest fix offer none.
#include "common_open.h"
#include "validationfixtures.h"

#include "common_corpus.h"

#include "document.h"
#include "model/modeldocument.h"
#include "scene/wmbdocument.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using namespace ackedit::testing::validation;
using ackedit::document::FindingLocation;

namespace {

QByteArray idpoDegenerate()
{
    MdlBuildInput in = mdlfixture::twoQuads("IDPO");
    in.skins[0].type = 0;
    in.skins[0].image = mdlfixture::pattern(16, 16, 0);
    in.triangles[1].v[2] = in.triangles[1].v[0];
    return mdl(in);
}

QByteArray mdl3Degenerate()
{
    MdlBuildInput in = mdlfixture::twoQuads("MDL3");
    in.triangles[2].v[1] = in.triangles[2].v[2];
    return mdl(in);
}

QByteArray mdl7Degenerate()
{
    Mdl7BuildInput in = mdl7();
    in.groups[0].triangles[2].v = {1, 3, 1};
    return mdl7Bytes(in);
}

// Triangle 1 names skin point 9 (the group has 4): the reader keeps it, the rule flags it.
QByteArray mdl7UvOutOfRange()
{
    auto f = Mdl7File::create(mdl7());
    std::vector<Mdl7Triangle> triangles = f->groups()[0].triangles;
    triangles[1].st[0] = 9;
    if (!f->setTriangles(0, triangles))
        return {};
    return f->write();
}

// Two bones of 25 characters that share their first 20: the shortened names must differ.
QByteArray mdl7BonesSharingAPrefix()
{
    auto f = readMdl7(mdl7Bone("a_bone_name_of_25_chars__"));
    Mdl7Bone bone = f->bones()[0];
    bone.name = QByteArray("a_bone_name_of_25_chars_X").leftJustified(32, '\0');
    return f->setBone(0, bone) ? f->write() : QByteArray();
}

QByteArray wmbOverflow(const char *magic)
{
    using namespace wmbfixture;
    const QByteArray magicBytes(magic);
    if (magicBytes == "WMB7")
        return wmb(overflowingEntity());
    return assemble(magic, magicBytes == "WMB6" ? 17 : 16,
                    {{15, offsetList({overflowingEntity()}), {}}, {14, legacy7(false), {}}, {10, leafs(false), {}}},
                    QByteArray(4, '\0'));
}

struct Opened
{
    std::unique_ptr<QTemporaryDir> dir = std::make_unique<QTemporaryDir>();
    QString path;
    std::unique_ptr<document::Document> doc;
};

Opened open(const QByteArray &bytes, const QString &suffix)
{
    Opened o;
    o.path = o.dir->filePath(QStringLiteral("asset.") + suffix);
    QString error;
    if (writeFile(o.path, bytes))
        o.doc = ackedit::testing::openFile(o.path, &error);
    if (!o.doc)
        qWarning("%s", qPrintable(error));
    return o;
}

QByteArray saved(document::Document &doc)
{
    QByteArray bytes;
    QString error;
    if (!doc.serialise(&bytes, &error))
        qWarning("%s", qPrintable(error));
    return bytes;
}

} // namespace

class TestValidationFixes : public QObject
{
    Q_OBJECT

private slots:
    void fixUndoRedo_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("findings"); // of `rule` before the fix (the fix removes one)
        auto row = [](const char *name, const QByteArray &b, const char *suffix, const char *rule, int n = 1) {
            QVERIFY2(!b.isEmpty(), name);
            QTest::newRow(name) << b << QString::fromLatin1(suffix) << QString::fromLatin1(rule) << n;
        };
        row("MDL5 frame name", mdlFrameName16(), "mdl", "name-length/frame");
        row("MDL7 skin name", mdl7Bytes(mdl7("group", "sixteen_chars_ab")), "mdl", "name-length/skin");
        row("MDL7 group name", mdl7Bytes(mdl7("sixteen_chars_ab")), "mdl", "name-length/group");
        row("MDL7 bone name", mdl7Bone("a_bone_name_of_25_chars__"), "mdl", "name-length/bone");
        row("MDL7 bone names sharing 20", mdl7BonesSharingAPrefix(), "mdl", "name-length/bone", 2);
        row("MDL5 vertex index out of range", mdlIndexOutOfRange(), "mdl", "triangle/index-range");
        row("MDL7 UV index out of range", mdl7UvOutOfRange(), "mdl", "triangle/index-range");
        row("MDL5 two equal corners", mdlDegenerate(false), "mdl", "triangle/degenerate");
        row("MDL5 zero area", mdlDegenerate(true), "mdl", "triangle/degenerate");
        row("MDL3 two equal corners", mdl3Degenerate(), "mdl", "triangle/degenerate");
        row("IDPO two equal corners", idpoDegenerate(), "mdl", "triangle/degenerate");
        row("MDL7 two equal corners", mdl7Degenerate(), "mdl", "triangle/degenerate");
        row("WMB7 entity file overflows", wmbOverflow("WMB7"), "wmb", "level/entity-file-length");
        row("WMB6 entity file overflows", wmbOverflow("WMB6"), "wmb", "level/entity-file-length");
    }
    void fixUndoRedo()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, suffix);
        QFETCH(QString, rule);
        QFETCH(int, findings);
        Opened o = open(bytes, suffix);
        QVERIFY(o.doc);
        QCOMPARE(saved(*o.doc), bytes); // unedited: the original bytes
        const auto check = [&] { return document::validateAsset(*o.doc->asset(), o.path); };
        const std::vector<Finding> before = check();
        QCOMPARE(countRule(before, rule), findings);
        const auto it = std::find_if(before.begin(), before.end(), [&](const Finding &f) { return f.ruleId == rule; });
        QVERIFY(it->hasFix());
        QVERIFY(!it->fixText.isEmpty());

        QString error;
        QVERIFY2(it->fix(*o.doc, &error), qPrintable(error));
        QCOMPARE(o.doc->undoStack()->count(), 1); // one undo step
        QCOMPARE(countRule(check(), rule), findings - 1);
        const QByteArray fixed = saved(*o.doc);
        QVERIFY(fixed != bytes);
        QCOMPARE(countRule(findingsOf(fixed, o.path), rule), findings - 1); // the saved file too

        o.doc->undoStack()->undo();
        QCOMPARE(countRule(check(), rule), findings);
        QCOMPARE(saved(*o.doc), bytes);
        o.doc->undoStack()->redo();
        QCOMPARE(countRule(check(), rule), findings - 1);
        QCOMPARE(saved(*o.doc), fixed);
    }

    void shortenedNamesStayUnique()
    {
        Opened o = open(mdl7BonesSharingAPrefix(), QStringLiteral("mdl"));
        QVERIFY(o.doc);
        for (int round = 0; round < 2; ++round) {
            const std::vector<Finding> found = document::validateAsset(*o.doc->asset(), o.path);
            const auto it = std::find_if(found.begin(), found.end(),
                                         [](const Finding &f) { return f.ruleId == QLatin1String("name-length/bone"); });
            QVERIFY(it != found.end());
            QString error;
            QVERIFY2(it->fix(*o.doc, &error), qPrintable(error));
        }
        auto *model = qobject_cast<document::ModelDocument *>(o.doc.get());
        const QStringList names = model->partNames(document::ModelDocument::NamedPart::Bone);
        QCOMPARE(names.value(0), QStringLiteral("a_bone_name_of_25_ch"));
        QCOMPARE(names.value(1), QStringLiteral("a_bone_name_of_25_c1"));
    }

    void staleTriangleFixRefuses()
    {
        // Two findings on one model: after the first fix renumbered the triangles, the second
        // one's triangle is elsewhere, and its fix says so instead of deleting another triangle.
        MdlBuildInput in = quads(10);
        in.triangles[0].v[1] = in.triangles[0].v[0];
        in.triangles[1].v[1] = in.triangles[1].v[0];
        Opened o = open(mdl(in), QStringLiteral("mdl"));
        QVERIFY(o.doc);
        const std::vector<Finding> found = document::validateAsset(*o.doc->asset(), o.path);
        QCOMPARE(countRule(found, QStringLiteral("triangle/degenerate")), 2);
        QString error;
        QVERIFY(found[0].fix(*o.doc, &error));
        QVERIFY(!found[1].fix(*o.doc, &error));
        QVERIFY(error.contains(QLatin1String("check it again")));
        QCOMPARE(o.doc->undoStack()->count(), 1);
        // Checked again, the remaining one is fixed.
        const std::vector<Finding> again = document::validateAsset(*o.doc->asset(), o.path);
        QCOMPARE(countRule(again, QStringLiteral("triangle/degenerate")), 1);
        QVERIFY(again[0].fix(*o.doc, &error));
        QCOMPARE(countRule(document::validateAsset(*o.doc->asset(), o.path), QStringLiteral("triangle/degenerate")), 0);
    }

    void wmb4HasNoLongerEntityRecord()
    {
        // WMB2-4 files hold old entity records only: the finding says so by offering no fix.
        const QByteArray bytes = wmbOverflow("WMB4");
        Opened o = open(bytes, QStringLiteral("wmb"));
        QVERIFY(o.doc);
        const std::vector<Finding> found = document::validateAsset(*o.doc->asset(), o.path);
        QCOMPARE(countRule(found, QStringLiteral("level/entity-file-length")), 1);
        for (const Finding &f : found)
            QVERIFY2(!f.hasFix(), qPrintable(f.ruleId));
        auto *level = qobject_cast<document::WmbDocument *>(o.doc.get());
        QVERIFY(level);
        QString error;
        QVERIFY(!level->widenEntity(found[0].location.node, &error));
        QVERIFY(error.contains(QLatin1String("WMB4")));
        QCOMPARE(o.doc->undoStack()->count(), 0);
        QCOMPARE(saved(*o.doc), bytes);
    }

    void widenedEntityKeepsItsValues()
    {
        Opened o = open(wmbOverflow("WMB7"), QStringLiteral("wmb"));
        auto *level = qobject_cast<document::WmbDocument *>(o.doc.get());
        QVERIFY(level);
        const std::vector<Finding> found = document::validateAsset(*o.doc->asset(), o.path);
        const document::NodeId id = found.at(0).location.node;
        const QVariant origin = level->property(id, QStringLiteral("origin"));
        const QVariant skills = level->property(id, QStringLiteral("skills"));
        QCOMPARE(level->property(id, QStringLiteral("file")).toString(), QStringLiteral("lotter_dummy.mdl"));
        QVERIFY(level->widenEntity(id));
        QCOMPARE(level->property(id, QStringLiteral("type")).toString(), QStringLiteral("entity"));
        QCOMPARE(level->property(id, QStringLiteral("file")).toString(), QStringLiteral("lotter_dummy.mdl"));
        QCOMPARE(level->property(id, QStringLiteral("action")).toString(), QString()); // not the tail "mdl"
        QCOMPARE(level->property(id, QStringLiteral("name")).toString(), QStringLiteral("dummy"));
        QCOMPARE(level->property(id, QStringLiteral("origin")), origin);
        QCOMPARE(level->property(id, QStringLiteral("skills")).toList().mid(0, 8), skills.toList().mid(0, 8));
    }

    void mdl7TriangleDeletionDropsTheLumps()
    {
        // The entity lump holds triangle index data (mdl7.md): a model with a triangle fewer
        // saves without it; undone, the lumps are back with the original bytes.
        const QByteArray bytes = mdl7fixture::build(mdl7fixture::everything());
        Opened o = open(bytes, QStringLiteral("mdl"));
        auto *model = qobject_cast<document::ModelDocument *>(o.doc.get());
        QVERIFY(model);
        QVERIFY(!readMdl7(bytes)->entityLump().isEmpty());
        const int count = model->storedTriangleCount(1);
        QString error;
        QVERIFY2(model->deleteTriangle(1, 0, &error), qPrintable(error));
        QCOMPARE(model->storedTriangleCount(1), count - 1);
        const auto edited = readMdl7(saved(*o.doc));
        QVERIFY(edited->entityLump().isEmpty());
        QVERIFY(edited->medLump().isEmpty());
        QCOMPARE(edited->groups()[0].vertices.size(), readMdl7(bytes)->groups()[0].vertices.size());
        o.doc->undoStack()->undo();
        QCOMPARE(saved(*o.doc), bytes);
        QVERIFY(!model->deleteTriangle(1, count, &error)); // out of range: refused, nothing pushed
        QCOMPARE(o.doc->undoStack()->count(), 1);
    }

    void corpusFixesUndoToTheOriginal()
    {
        // Every fixable finding of every corpus model and level, fixed one after the other
        // (checked again after each fix, as the Issues dock does): the rules stop firing, undoing
        // all saves the original bytes, redoing all the fixed ones.
        if (!testing::hasCorpus())
            QSKIP("no corpus (ACKEDIT_CORPUS_DIR): the generated files above cover every fix");
        const QStringList files = testing::corpusFiles(
            {QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"), QStringLiteral("mdl5"),
             QStringLiteral("idpo"), QStringLiteral("mdl7"), QStringLiteral("wmb6"), QStringLiteral("wmb7")},
            {QStringLiteral(".mdl"), QStringLiteral(".wmb")});
        int fixedFiles = 0, fixes = 0;
        for (const QString &path : files) {
            QString error;
            const auto doc = ackedit::testing::openFile(path, &error);
            if (!doc)
                continue;
            const QByteArray original = saved(*doc);
            if (original.isEmpty())
                continue;
            QSet<QString> rules;
            for (int guard = 0; guard < 200; ++guard) {
                const std::vector<Finding> found = document::validateAsset(*doc->asset(), path);
                const auto it = std::find_if(found.begin(), found.end(), [](const Finding &f) { return f.hasFix(); });
                if (it == found.end())
                    break;
                rules.insert(it->ruleId);
                QVERIFY2(it->fix(*doc, &error), qPrintable(path + QStringLiteral(": ") + error));
                ++fixes;
            }
            if (rules.isEmpty())
                continue;
            ++fixedFiles;
            const std::vector<Finding> after = document::validateAsset(*doc->asset(), path);
            QVERIFY2(std::none_of(after.begin(), after.end(), [](const Finding &f) { return f.hasFix(); }), qPrintable(path));
            const QByteArray fixed = saved(*doc);
            const int steps = doc->undoStack()->index();
            while (doc->undoStack()->canUndo())
                doc->undoStack()->undo();
            QVERIFY2(saved(*doc) == original, qPrintable(path));
            while (doc->undoStack()->index() < steps)
                doc->undoStack()->redo();
            QVERIFY2(saved(*doc) == fixed, qPrintable(path));
        }
        qInfo("%d fixes in %d of %lld corpus files", fixes, fixedFiles, qlonglong(files.size()));
        QVERIFY(fixedFiles > 0);
    }

    void triangleDeletionKeepsUvsAndNormals()
    {
        // Lossless elsewhere: the vertices, normals and UV records of the saved file are the
        // stored ones; only the triangle list is shorter.
        const QByteArray bytes = mdlDegenerate(false);
        Opened o = open(bytes, QStringLiteral("mdl"));
        const std::vector<Finding> found = document::validateAsset(*o.doc->asset(), o.path);
        QVERIFY(found.at(0).fix(*o.doc));
        const auto before = MdlFile::read(bytes), after = MdlFile::read(saved(*o.doc));
        QCOMPARE(after->triangles().size() + 1, before->triangles().size());
        QVERIFY(std::equal(after->triangles().begin(), after->triangles().end(), before->triangles().begin() + 1));
        QVERIFY(after->skinVertices() == before->skinVertices());
        QCOMPARE(after->frames().at(0).poses.at(0).packed(), before->frames().at(0).poses.at(0).packed());
    }
};

QTEST_GUILESS_MAIN(TestValidationFixes)
#include "tst_validationfixes.moc"
