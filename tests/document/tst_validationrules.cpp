// Every engine-limit rule of ValidationRules on a generated file that triggers it and one that
// does not, and the quick fixes applied, undone and redone through the document's undo stack.
#include "common_open.h"
#include "validationfixtures.h"

#include "format/wmp/wmptextfixtures.h"

#include "document.h"
#include "documentfactory.h"
#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "model/modeldocument.h"
#include "scene/scenedocument.h"
#include "validation/validationrules.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using namespace ackedit::format;
using ackedit::document::Finding;
using ackedit::document::Severity;
using ackedit::document::ValidationRules;

using namespace ackedit::testing::validation;

class TestValidationRules : public QObject
{
    Q_OBJECT

private slots:
    void ruleIdsAreStable()
    {
        QStringList ids;
        for (const auto &rule : ValidationRules::rules())
            ids << rule.id;
        QCOMPARE(ids.size(), 18);
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
        QVERIFY(ids.contains(QStringLiteral("name-length/frame")));
        QVERIFY(ids.contains(QStringLiteral("level/texture-missing")));
    }

    void rule_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("expected"); // findings of `rule`
        QTest::addColumn<int>("severity"); // of the first one (-1: none)
        const auto E = int(Severity::Error), W = int(Severity::Warning), I = int(Severity::Info);
        const QString none;
        auto row = [&](const char *name, const QByteArray &b, const char *rule, int n, int sev, const QString &file = {}) {
            QVERIFY2(!b.isEmpty(), name);
            QTest::newRow(name) << b << file << QString::fromLatin1(rule) << n << sev;
        };
        const QByteArray clean = mdl(quads(10));
        row("frame name 16 chars", mdlFrameName16(), "name-length/frame", 1, W);
        row("frame name ok", clean, "name-length/frame", 0, -1);
        row("skin name 16 chars", mdl7Bytes(mdl7("group", "sixteen_chars_ab")), "name-length/skin", 1, W);
        row("skin name ok", mdl7Bytes(mdl7()), "name-length/skin", 0, -1);
        row("group name 16 chars", mdl7Bytes(mdl7("sixteen_chars_ab")), "name-length/group", 1, W);
        row("group name ok", mdl7Bytes(mdl7()), "name-length/group", 0, -1);
        row("bone name 25 chars", mdl7Bone("a_bone_name_of_25_chars__"), "name-length/bone", 1, W);
        row("bone name 20 chars", mdl7Bone("bone_name_of_20_char"), "name-length/bone", 0, -1);
        row("bone name 21 chars", mdl7Bone("bone_name_of_21_chars"), "name-length/bone", 1, W);
        row("external texture 16 chars", mdl7External("texture_1234.tga"), "name-length/texture", 1, W);
        row("external texture 15 chars", mdl7External("texture_123.tga"), "name-length/texture", 0, -1);
        // Each file-name limit (15 characters) with a row just inside and just outside (issue 37:
        // the row once named "effect 16 chars" held 15, and no row checked an HMP texture name).
        row("effect 15 chars", hmp(33, 33, effectSkin("effect_12345.fx")), "name-length/effect", 0, -1);
        row("effect 16 chars", hmp(33, 33, effectSkin("effect_123456.fx")), "name-length/effect", 1, W);
        row("hmp external texture 15 chars", hmp(33, 33, HmpSkin::externalFile("texture_123.tga")),
            "name-length/texture", 0, -1);
        row("hmp external texture 16 chars", hmp(33, 33, HmpSkin::externalFile("texture_1234.tga")),
            "name-length/texture", 1, W);
        row("effect 19 chars", hmp(33, 33, effectSkin("effect_12345678.fx")), "name-length/effect", 1, W);
        row("effect code not a name", hmp(33, 33, effectSkin("float4x4 matWorld; // a long effect")),
            "name-length/effect", 0, -1);
        row("group 65536 vertices", mdl7Bytes(mdl7("group", "Skin", 65536)), "mdl7/group-vertices", 1, E);
        row("group 65535 vertices", mdl7Bytes(mdl7("group", "Skin", 65535)), "mdl7/group-vertices", 0, -1);
        row("vertex index out of range", mdlIndexOutOfRange(), "triangle/index-range", 1, E);
        row("indices in range", clean, "triangle/index-range", 0, -1);
        row("two equal corners", mdlDegenerate(false), "triangle/degenerate", 1, W);
        row("zero area", mdlDegenerate(true), "triangle/degenerate", 1, W);
        row("no degenerate", clean, "triangle/degenerate", 0, -1);
        row("uv at u = 3", mdlUvOutside(), "uv/range", 1, W);
        row("uvs inside", clean, "uv/range", 0, -1);
        row("skin without mips", mdl(quads(2)), "skin/mipmaps", 1, I);
        row("skin with mips", clean, "skin/mipmaps", 0, -1);
        row("skin 24 x 16", mdl(quads(2, 24, 16)), "skin/size", 1, I);
        row("skin 4096 x 8", mdl(quads(2, 4096, 8)), "skin/size", 1, W);
        row("skin 16 x 16", mdl(quads(2, 16, 16)), "skin/size", 0, -1);
        row("terrain one row", hmpOneRow(), "terrain/size", 1, E);
        row("terrain 33 x 33", hmp(33, 33), "terrain/size", 0, -1);
        row("terrain 40 x 40", hmp(40, 40), "terrain/chunk", 1, W, QStringLiteral("ground.hmp"));
        row("terrain 40 x 40 _n", hmp(40, 40), "terrain/chunk", 0, -1, QStringLiteral("water_n.hmp"));
        row("terrain 65 x 33", hmp(65, 33), "terrain/chunk", 0, -1, QStringLiteral("ground.hmp"));
        // Mutation testing (tests/mutation): 48 squares are a multiple of 16 but not of 32; one
        // side off is enough; 2 x 2 is the smallest terrain.
        row("terrain 49 x 49", hmp(49, 49), "terrain/chunk", 1, W, QStringLiteral("ground.hmp"));
        row("terrain 65 x 40", hmp(65, 40), "terrain/chunk", 1, W, QStringLiteral("ground.hmp"));
        row("terrain 2 x 2", hmp(2, 2), "terrain/size", 0, -1);
        row("hmp frame name 15 chars", hmpFrameNamed("fifteen_chars_a"), "name-length/frame", 0, -1);
        row("hmp frame name 16 chars", hmpFrameNamed("sixteen_chars_ab"), "name-length/frame", 1, W);
        row("entity file overflows", wmb(wmbfixture::overflowingEntity()), "level/entity-file-length", 1, E);
        row("entity file fits", wmb(wmbfixture::oldEntity()), "level/entity-file-length", 0, -1);
        Q_UNUSED(none);
    }
    void rule()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fileName);
        QFETCH(QString, rule);
        QFETCH(int, expected);
        QFETCH(int, severity);
        const auto findings = findingsOf(bytes, fileName);
        QCOMPARE(countRule(findings, rule), expected);
        for (const Finding &f : findings) {
            if (f.ruleId != rule)
                continue;
            QCOMPARE(int(f.severity), severity);
            QVERIFY(!f.message.isEmpty());
            break;
        }
    }

    // Rules about neighbouring files: a level in a temporary folder with and without them.
    void entityFileMissing()
    {
        QTemporaryDir dir;
        const QString level = dir.filePath(QStringLiteral("level.wmb"));
        QVERIFY(writeFile(level, wmb(wmbfixture::oldEntity())));
        auto findings = findingsOf(wmb(wmbfixture::oldEntity()), level);
        QCOMPARE(countRule(findings, QStringLiteral("level/entity-file-missing")), 1);
        QCOMPARE(findings.front().location.kind, document::FindingLocation::Kind::Entity);
        QVERIFY(writeFile(dir.filePath(QStringLiteral("CRATE.MDL")), "x")); // case-insensitive, as on Windows
        findings = findingsOf(wmb(wmbfixture::oldEntity()), level);
        QCOMPARE(countRule(findings, QStringLiteral("level/entity-file-missing")), 0);
    }

    void wadAndTextures()
    {
        QTemporaryDir dir;
        const QString level = dir.filePath(QStringLiteral("fix5.wmp"));
        const QByteArray wmp = ackedit::testing::wmpFixture5(); // wad D:\game\wads\tiles.wad; stone, sky, glass; box/buoy/sea
        QVERIFY(writeFile(level, wmp));
        auto findings = findingsOf(wmp, level);
        QCOMPARE(countRule(findings, QStringLiteral("level/wad-missing")), 1);
        QCOMPARE(countRule(findings, QStringLiteral("level/texture-missing")), 0); // nothing to compare with
        QCOMPARE(countRule(findings, QStringLiteral("level/entity-file-missing")), 3);
        // Locations name the editor's nodes (object records), so the Issues dock can select them.
        QString error;
        const auto doc = ackedit::testing::openFile(level, &error);
        auto *scene = qobject_cast<document::SceneDocument *>(doc.get());
        QVERIFY2(scene, qPrintable(error));
        for (const Finding &f : findings) {
            if (f.ruleId != QLatin1String("level/entity-file-missing"))
                continue;
            QVERIFY(scene->contains(f.location.node));
            QVERIFY(scene->nodeKind(f.location.node) != document::NodeKind::Folder);
        }

        QVERIFY(writeFile(dir.filePath(QStringLiteral("tiles.wad")), wad2({"stone", "sky"})));
        findings = findingsOf(wmp, level);
        QCOMPARE(countRule(findings, QStringLiteral("level/wad-missing")), 0);
        QCOMPARE(countRule(findings, QStringLiteral("level/texture-missing")), 1);
        const auto missing = std::find_if(findings.begin(), findings.end(), [](const Finding &f) {
            return f.ruleId == QLatin1String("level/texture-missing");
        });
        QVERIFY(missing->message.contains(QLatin1String("glass")));

        QVERIFY(writeFile(dir.filePath(QStringLiteral("tiles.wad")), wad2({"stone", "SKY", "glass"})));
        for (const char *name : {"box.mdl", "buoy.mdl", "sea.wav"})
            QVERIFY(writeFile(dir.filePath(QString::fromLatin1(name)), "x"));
        findings = findingsOf(wmp, level);
        QCOMPARE(countRule(findings, QStringLiteral("level/texture-missing")), 0);
        QCOMPARE(countRule(findings, QStringLiteral("level/entity-file-missing")), 0);
        QCOMPARE(countRule(findings, QStringLiteral("level/wad-missing")), 0);
    }

    void manyFindingsAreCapped()
    {
        MdlBuildInput in = quads(10);
        for (int i = 0; i < 60; ++i)
            in.uvs.push_back({0, 16 * 5, 0});
        const auto findings = findingsOf(mdl(in));
        QCOMPARE(countRule(findings, QStringLiteral("uv/range")), 51); // 50 and one summary
        QVERIFY(findings.back().message.contains(QLatin1String("10")));
    }

    void frameNameFixUndoRedo()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.mdl"));
        QVERIFY(writeFile(path, mdlFrameName16()));
        QString error;
        const auto doc = ackedit::testing::openFile(path, &error);
        QVERIFY2(doc, qPrintable(error));
        auto findings = document::validateAsset(*doc->asset(), path);
        const auto it = std::find_if(findings.begin(), findings.end(), [](const Finding &f) {
            return f.ruleId == QLatin1String("name-length/frame");
        });
        QVERIFY(it != findings.end());
        QVERIFY(it->hasFix());
        QCOMPARE(it->location.kind, document::FindingLocation::Kind::Frame);
        QCOMPARE(it->location.index, 0);
        QVERIFY2(it->fix(*doc, &error), qPrintable(error));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->asset()->frameNames().value(0), QStringLiteral("sixteen_chars_a"));
        QCOMPARE(countRule(document::validateAsset(*doc->asset(), path), QStringLiteral("name-length/frame")), 0);
        doc->undoStack()->undo();
        QCOMPARE(doc->asset()->frameNames().value(0), QStringLiteral("sixteen_chars_ab"));
        QCOMPARE(countRule(document::validateAsset(*doc->asset(), path), QStringLiteral("name-length/frame")), 1);
        doc->undoStack()->redo();
        QCOMPARE(doc->asset()->frameNames().value(0), QStringLiteral("sixteen_chars_a"));
        QCOMPARE(countRule(document::validateAsset(*doc->asset(), path), QStringLiteral("name-length/frame")), 0);
    }

    // Checking a terrain reads frame names only: its frames stay undecoded (issue 16).
    void terrainRulesLeaveFramesUndecoded()
    {
        auto asset = format::readAssetFile(hmp(40, 40));
        const auto *terrain = dynamic_cast<const format::HmpFile *>(asset.get());
        QVERIFY(terrain && terrain->isPending(0));
        QVERIFY(!document::validateAsset(*asset, QStringLiteral("ground.hmp")).empty());
        QVERIFY(terrain->isPending(0));
    }

    void findingsWithoutCommandHaveNoFix()
    {
        // UVs, skins and terrain sizes have no honest one-step fix (tst_validationfixes has the others).
        std::vector<Finding> findings = findingsOf(mdlUvOutside());
        for (const QByteArray &b : {mdl(quads(2, 24, 16)), hmp(40, 40), hmpOneRow()})
            for (Finding &f : findingsOf(b, QStringLiteral("ground.hmp")))
                findings.push_back(std::move(f));
        QVERIFY(findings.size() >= 4);
        for (const Finding &f : findings)
            QVERIFY2(!f.hasFix(), qPrintable(f.ruleId));
    }

    void jsonShape()
    {
        const auto findings = findingsOf(mdlFrameName16());
        QVERIFY(!findings.empty());
        const QJsonObject o = findings.front().toJson(QStringLiteral("a.mdl"));
        QCOMPARE(o.value(QStringLiteral("file")).toString(), QStringLiteral("a.mdl"));
        QCOMPARE(o.value(QStringLiteral("rule")).toString(), QStringLiteral("name-length/frame"));
        QCOMPARE(o.value(QStringLiteral("severity")).toString(), QStringLiteral("warning"));
        QCOMPARE(o.value(QStringLiteral("location")).toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("frame"));
        QVERIFY(o.contains(QStringLiteral("fix")));
    }
};

QTEST_GUILESS_MAIN(TestValidationRules)
#include "tst_validationrules.moc"
