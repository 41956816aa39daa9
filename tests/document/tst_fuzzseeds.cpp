// The fuzz targets' own seeds (issue 37): every generated fixture the format tests build, one
// family per folder, so fuzzing starts from structures the corpus never shows (every WMPB node
// class, known and unknown; empty WMB lists in every position; every text WMP spelling the
// reader accepts; every MDL pixel and packing kind; every MDL7 record size). Each accepted seed
// must open as the editor opens it and write its own bytes back; each refused spelling must be
// refused. With ACKEDIT_FUZZ_SEED_DIR set the seeds are also written to DIR/<family>/ (and all of
// them to DIR/document/); .ci/fuzz-smoke does that.
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/bonechain.h"
#include "format/mdl7/flatmodels.h"
#include "format/mdl7/mdl7fixture.h"
#include "format/wad/wadfixtures.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmp/wmptextvariants.h"
#include "format/wmpb/wmpbfixture.h"

#include "documentfactory.h"
#include "formatregistry.h"
#include "io/formaterror.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace ackedit;

namespace {

struct Seed
{
    QString family; // fuzz target suffix: mdl, mdl7, hmp, wmb, wmp, wmpb, wad
    QString name;   // file name in the seed folder
    QByteArray bytes;
    bool refused = false; // a spelling the reader must refuse (a seed near the edge of the format)
};

QString fileName(QString name, const QString &extension)
{
    for (QChar &c : name)
        if (!c.isLetterOrNumber())
            c = QLatin1Char('_');
    return name + QLatin1Char('.') + extension;
}

void addModels(std::vector<Seed> &out)
{
    // Every format with every skin and frame packing kind the writer offers.
    const std::tuple<const char *, int, int> kinds[] = {
        {"MDL2", 2, -1}, {"MDL3", 2, -1}, {"MDL3", 4, 2}, {"MDL3", 0, 0}, {"MDL4", 10, -1}, {"MDL4", 3, 0},
        {"MDL5", 13, -1}, {"MDL5", 0, 0}, {"MDL5", 12, 2}, {"IDPO", 0, -1}, {"IDPO", 1, -1}, {"MDL3", -1, -1}};
    for (const auto &[format, skin, frames] : kinds) {
        const auto file = format::MdlFile::create(mdlfixture::cube(format, skin, 3, frames));
        out.push_back({QStringLiteral("mdl"),
                       fileName(QStringLiteral("%1 skin%2 frames%3").arg(QLatin1String(format)).arg(skin).arg(frames),
                                QStringLiteral("mdl")),
                       file->write()});
    }
    out.push_back({QStringLiteral("mdl"), QStringLiteral("two_quads.mdl"),
                   format::MdlFile::create(mdlfixture::twoQuads())->write()});
    out.push_back({QStringLiteral("mdl"), QStringLiteral("grid_cube.mdl"), mdlfixture::gridCube("MDL5", 0.5f)});
}

void addMdl7(std::vector<Seed> &out)
{
    std::vector<std::pair<QString, mdl7fixture::Spec>> specs{
        {QStringLiteral("everything"), mdl7fixture::everything()},
        {QStringLiteral("old MED sizes"), mdl7fixture::withSizes(12, 16, 16)},
        {QStringLiteral("tri44 frame28"), mdl7fixture::withSizes(44, 26, 28)},
        {QStringLiteral("bone16"), mdl7fixture::withSizes(26, 26, 26, 16)},
        {QStringLiteral("bone48"), mdl7fixture::withSizes(26, 26, 26, 48)},
        {QStringLiteral("oversized records"), mdl7fixture::withSizes(30, 30, 27, 40)},
        {QStringLiteral("between layouts"), mdl7fixture::withSizes(14, 20, 20)},
    };
    mdl7fixture::Spec excluded = mdl7fixture::withSizes(26, 26, 26);
    excluded.excludePixels = true;
    specs.emplace_back(QStringLiteral("groupdata without pixels"), excluded);
    mdl7fixture::Spec skinExtra = mdl7fixture::withSizes(26, 26, 26);
    skinExtra.skinSize = 32;
    skinExtra.skins = mdl7fixture::allSkinKinds();
    specs.emplace_back(QStringLiteral("skin header 32"), skinExtra);
    mdl7fixture::Spec grid;
    grid.shape = mdl7fixture::Shape::Grid;
    grid.groups = 3;
    grid.frames = 4;
    specs.emplace_back(QStringLiteral("grid 3 groups"), grid);
    mdl7fixture::Spec noFrames;
    noFrames.frames = 0;
    specs.emplace_back(QStringLiteral("no frames"), noFrames);
    for (const auto &[name, spec] : specs)
        out.push_back({QStringLiteral("mdl7"), fileName(name, QStringLiteral("mdl")), mdl7fixture::build(spec)});
    out.push_back({QStringLiteral("mdl7"), QStringLiteral("bone_chain.mdl"),
                   format::Mdl7File::create(testing::chain())->write()});
    for (const auto &[name, bytes] : flatmodels::all())
        if (bytes.size() < 300 * 1024) // the 1024x1024 poster skin would only slow the fuzzer
            out.push_back({QStringLiteral("mdl7"), fileName(QStringLiteral("flat ") + name, QStringLiteral("mdl")), bytes});
}

void addTerrains(std::vector<Seed> &out)
{
    for (const auto &[name, bytes] : hmptest::allFixtures())
        out.push_back({QStringLiteral("hmp"), fileName(QLatin1String(name), QStringLiteral("hmp")), bytes});
}

void addLevels(std::vector<Seed> &out)
{
    const std::pair<const char *, QByteArray> wmbs[] = {
        {"WMB7 full", wmbfixture::wmb7Full()},
        {"WMB7 type 11 blocks", wmbfixture::wmb7Full(0x1000B)},
        {"WMB7 flat blocks", wmbfixture::wmb7Full(3)},
        {"WMB7 BSP", wmbfixture::wmb7Bsp()},
        {"WMB7 empty lists", wmbfixture::wmb7Empty()},
        {"WMB6 legacy", wmbfixture::wmb6Legacy()},
        {"WMB6 legacy flags", wmbfixture::wmb6Legacy(0x10)},
        {"WMB2 Quake", wmbfixture::wmb2Quake()},
        {"WMB4 old entity", wmbfixture::wmb2Quake("WMB4", {wmbfixture::info(56), wmbfixture::oldEntity()})},
        {"WMB7 huge terrain lightmap", wmbfixture::wmb7HugeTerrainLightmap()}, // fuzz_wmb's first finding
    };
    for (const auto &[name, bytes] : wmbs)
        out.push_back({QStringLiteral("wmb"), fileName(QLatin1String(name), QStringLiteral("wmb")), bytes});
    for (int after = -1; after < 9; ++after)
        out.push_back({QStringLiteral("wmb"), QStringLiteral("WMB7_empty_list_after_%1.wmb").arg(after + 1),
                       wmbfixture::wmb7WithEmptyListAfter(after)});

    out.push_back({QStringLiteral("wmpb"), QStringLiteral("every_node_class.wmp"), wmpbfixture::everyKindLevel()});
    out.push_back({QStringLiteral("wmpb"), QStringLiteral("unknown_class_group.wmp"), wmpbfixture::unknownClassLevel()});

    const std::pair<const char *, QByteArray> texts[] = {
        {"WMP4", testing::wmpFixture4()}, {"WMP5", testing::wmpFixture5()}, {"WMP6", testing::wmpFixture6()}};
    for (const auto &[name, bytes] : texts)
        out.push_back({QStringLiteral("wmp"), fileName(QLatin1String(name), QStringLiteral("wmp")), bytes});
    for (const testing::WmpVariant &v : testing::wmpAcceptedVariants())
        out.push_back({QStringLiteral("wmp"), fileName(QLatin1String(v.name), QStringLiteral("wmp")), v.data});
    for (const testing::WmpVariant &v : testing::wmpRefusedVariants())
        out.push_back({QStringLiteral("wmp"), fileName(QStringLiteral("refused ") + QLatin1String(v.name), QStringLiteral("wmp")),
                       v.data, true});
}

void addArchives(std::vector<Seed> &out)
{
    out.push_back({QStringLiteral("wad"), QStringLiteral("WAD7_all_types.wad"), wadfixture::wad7Fixture().bytes});
    out.push_back({QStringLiteral("wad"), QStringLiteral("WAD2_palette.wad"), wadfixture::wad2Fixture(true).bytes});
    out.push_back({QStringLiteral("wad"), QStringLiteral("WAD2_no_palette.wad"), wadfixture::wad2Fixture(false).bytes});
}

std::vector<Seed> allSeeds()
{
    std::vector<Seed> out;
    addModels(out);
    addMdl7(out);
    addTerrains(out);
    addLevels(out);
    addArchives(out);
    return out;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TstFuzzSeeds : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everySeedOpensAndWritesItselfBack_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("refused");
        for (const Seed &s : allSeeds())
            QTest::newRow(qPrintable(s.family + QLatin1Char('/') + s.name)) << s.bytes << s.refused;
    }

    void everySeedOpensAndWritesItselfBack()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, refused);
        if (refused) {
            QVERIFY_THROWS_EXCEPTION(format::FormatError, format::readAssetFile(bytes));
            return;
        }
        std::unique_ptr<format::AssetFile> asset = format::readAssetFile(bytes);
        QVERIFY(asset);
        QCOMPARE(asset->write(), bytes);
        const auto doc = document::createDocument(std::move(asset), QStringLiteral("/tmp/seed"));
        QVERIFY(doc);
    }

    // The seed sets are wide: every family has several, and the ones the corpus lacks are there.
    void everyFamilyHasItsSeeds()
    {
        QMap<QString, int> perFamily;
        QSet<QString> names;
        for (const Seed &s : allSeeds()) {
            ++perFamily[s.family];
            QVERIFY2(!names.contains(s.family + s.name), qPrintable(s.name)); // no seed overwrites another
            names.insert(s.family + s.name);
        }
        for (const char *family : {"mdl", "mdl7", "hmp", "wmb", "wmp", "wmpb", "wad"})
            QVERIFY2(perFamily.value(QLatin1String(family)) >= 2, family);
        QVERIFY(names.contains(QStringLiteral("wmpbunknown_class_group.wmp")));
        QVERIFY(names.contains(QStringLiteral("wmbWMB7_empty_list_after_0.wmb")));
    }

    void writeSeeds()
    {
        const QString dir = qEnvironmentVariable("ACKEDIT_FUZZ_SEED_DIR");
        if (dir.isEmpty())
            QSKIP("ACKEDIT_FUZZ_SEED_DIR not set: seeds are only checked, not written");
        int written = 0;
        for (const Seed &s : allSeeds()) {
            for (const QString &folder : {s.family, QStringLiteral("document")}) {
                QVERIFY(QDir().mkpath(dir + QLatin1Char('/') + folder));
                QVERIFY(writeFile(dir + QLatin1Char('/') + folder + QLatin1Char('/') + s.name, s.bytes));
            }
            ++written;
        }
        qInfo("%d seeds written under %s", written, qPrintable(dir));
    }
};

QTEST_GUILESS_MAIN(TstFuzzSeeds)
#include "tst_fuzzseeds.moc"
