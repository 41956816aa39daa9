// Every engine-limit rule of ValidationRules on a generated file that triggers it and one that
// does not, and the quick fixes applied, undone and redone through the document's undo stack.
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/mdl7fixture.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"
#include "io/bytewriter.h"
#include "mdl7/mdl7file.h"

#include "document.h"
#include "documentfactory.h"
#include "formatregistry.h"
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

namespace {

std::vector<Finding> findingsOf(const QByteArray &bytes, const QString &fileName = QString())
{
    const auto asset = readAssetFile(bytes);
    if (!asset)
        return {};
    return document::validateAsset(*asset, fileName);
}

int countRule(const std::vector<Finding> &findings, const QString &rule)
{
    return int(std::count_if(findings.begin(), findings.end(), [&](const Finding &f) { return f.ruleId == rule; }));
}

QByteArray written(const AssetFile &asset) { return asset.write(); }

// --- MDL2-5 ---
MdlBuildInput quads(int skinType = 2, int w = 16, int h = 16)
{
    MdlBuildInput in = mdlfixture::twoQuads("MDL5");
    in.skins[0].type = skinType;
    in.skins[0].image = mdlfixture::pattern(w, h, skinType);
    return in;
}
QByteArray mdl(const MdlBuildInput &in) { return written(*MdlFile::create(in)); }

QByteArray mdlFrameName16()
{
    auto f = MdlFile::create(quads(10));
    f->setRawFrameName(0, QByteArray("sixteen_chars_ab"));
    return f->write();
}

// Triangle 0's first vertex index patched to 99 (8 vertices): the reader keeps it, validate() flags it.
QByteArray mdlIndexOutOfRange()
{
    QByteArray bytes = mdl(quads(10));
    const auto f = MdlFile::read(bytes);
    qint64 at = 84;
    for (const auto &s : f->skins())
        at += 12 + s.data.size(); // MDL5: type, width, height, pixels
    at += 4 * qint64(f->skinVertices().size());
    bytes[at] = 99;
    bytes[at + 1] = 0;
    return bytes;
}

QByteArray mdlDegenerate(bool zeroArea)
{
    MdlBuildInput in = quads(10);
    if (zeroArea) {
        // Corner 1 of triangle 0 moved onto the midpoint of corners 0 and 2.
        auto &p = in.frames[0].positions;
        const auto &t = in.triangles[0];
        p[size_t(t.v[1])] = (p[size_t(t.v[0])] + p[size_t(t.v[2])]) / 2.f;
    } else {
        in.triangles[0].v[1] = in.triangles[0].v[0];
    }
    return mdl(in);
}

QByteArray mdlUvOutside()
{
    MdlBuildInput in = quads(10);
    in.uvs[0].s = 16 * 3; // u = 3
    return mdl(in);
}

// --- MDL7 ---
Mdl7BuildInput mdl7(const QByteArray &groupName = "group", const QByteArray &skinName = "Skin", int vertices = 4)
{
    Mdl7BuildInput in;
    Mdl7BuildInput::Skin skin;
    skin.type = 0x0A; // RGB565 + mips
    skin.name = skinName;
    skin.image = mdlfixture::pattern(16, 16, 2);
    in.skins.push_back(skin);
    Mdl7BuildInput::Group g;
    g.name = groupName;
    for (int i = 0; i < vertices; ++i)
        g.positions.emplace_back(float(i % 256), float(i / 256), float(i % 3));
    g.positions[0] = {0, 0, 0};
    g.positions[1] = {10, 0, 0};
    g.positions[2] = {0, 10, 0};
    g.positions[3] = {0, 0, 10};
    g.uvs = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
    for (const auto &t : {std::array<uint32_t, 3>{0, 1, 2}, {0, 3, 1}, {1, 3, 2}, {2, 3, 0}})
        g.triangles.push_back({t, t, 0});
    g.frames.push_back({"frame1", {}, {}});
    in.groups.push_back(g);
    return in;
}
QByteArray mdl7Bytes(const Mdl7BuildInput &in) { return written(*Mdl7File::create(in)); }

QByteArray mdl7External(const QByteArray &name)
{
    Mdl7BuildInput in = mdl7();
    in.skins[0].type = 7;
    in.skins[0].image = {};
    in.skins[0].data = name;
    return mdl7Bytes(in);
}

QByteArray mdl7Bone(const QByteArray &name)
{
    mdl7fixture::Spec spec;
    spec.boneSize = 48;
    spec.bones = 2;
    auto f = readMdl7(mdl7fixture::build(spec));
    Mdl7Bone bone = f->bones()[1];
    bone.name = name.leftJustified(32, '\0');
    if (!f->setBone(1, bone))
        return {};
    return f->write();
}

// --- HMP ---
QByteArray hmp(int cols, int rows, const std::optional<HmpSkin> &skin = std::nullopt)
{
    return written(*HmpFile::create(QStringLiteral("HMP7"), cols, rows, 4.f, 4.f, hmptest::wave(cols, rows),
                                    skin ? *skin : HmpSkin::fromImage(PixelType::Rgb565 | PixelType::MipFlag,
                                                                      hmptest::pattern(16, 16))));
}
HmpSkin effectSkin(const QByteArray &effect)
{
    HmpSkin s = HmpSkin::externalFile(QByteArrayLiteral("detail.tga"));
    s.type |= HmpSkin::EffectFlag;
    s.effect = effect + QByteArray(1, '\0');
    return s;
}
// A 33 x 33 grid whose numverts_x (float at offset 44) says 1089 columns: one row.
QByteArray hmpOneRow()
{
    QByteArray bytes = hmp(33, 33);
    const float columns = 33.f * 33.f;
    std::memcpy(bytes.data() + 44, &columns, 4);
    return bytes;
}

// --- WMB ---
QByteArray wmb(const QByteArray &entity)
{
    using namespace wmbfixture;
    return assemble("WMB7", 20,
                    {{15, offsetList({entity}), {}}, {14, legacy7(false), {}}, {17, blocks(0), {}},
                     {2, offsetList({}), {}}, {0, palette(), {}}, {10, leafs(false), {}}});
}

// --- WAD2 with 8 x 8 Quake miptex lumps (4 levels, 85 bytes of pixels) ---
QByteArray wad2(const QList<QByteArray> &names)
{
    ByteWriter w;
    w.bytes("WAD2");
    w.u32(quint32(names.size()));
    w.u32(0);
    std::vector<quint32> at;
    for (const QByteArray &name : names) {
        at.push_back(quint32(w.pos()));
        w.fixedString(name, 16);
        w.u32(8);
        w.u32(8);
        for (quint32 o : {40u, 104u, 120u, 124u})
            w.u32(o);
        w.bytes(QByteArray(85, '\x07'));
    }
    w.patchU32(8, quint32(w.pos()));
    for (size_t i = 0; i < at.size(); ++i) {
        w.u32(at[i]);
        w.u32(40 + 85);
        w.u32(40 + 85);
        w.u8(0x44);
        w.u8(0);
        w.u16(0);
        w.fixedString(names[qsizetype(i)], 16);
    }
    return w.take();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

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
        row("external texture 16 chars", mdl7External("texture_1234.tga"), "name-length/texture", 1, W);
        row("external texture 15 chars", mdl7External("texture_123.tga"), "name-length/texture", 0, -1);
        row("effect 16 chars", hmp(33, 33, effectSkin("effect_12345.fx")), "name-length/effect", 0, -1);
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
        const auto doc = document::Document::open(level, &error);
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
        const auto doc = document::Document::open(path, &error);
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

    void findingsWithoutCommandHaveNoFix()
    {
        for (const Finding &f : findingsOf(mdlDegenerate(false)))
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
