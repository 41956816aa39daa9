// Hostile MDL7 input: truncation at every offset, byte corruption at every offset and hostile
// counts / sizes must either parse or throw FormatError, never crash or allocate wildly. Whatever
// parses must survive every read-only API and write back byte-identical.
#include "common_corpus.h"
#include "common_files.h"
#include "mdl7/mdl7file.h"
#include "mdl7fixture.h"

#include <QRandomGenerator>
#include <QtTest>

#include <cstring>

using namespace ackedit::format;
using mdl7fixture::Spec;

Q_DECLARE_METATYPE(mdl7fixture::Spec)

namespace {

// Exercises everything a viewer, the CLI or the fuzzer would call. Returns false if the
// lossless contract breaks.
// The text and JSON dumps are slow (QJsonObject); `round` spreads them over the iterations.
bool exercise(const QByteArray &bytes, const Mdl7File &file, int round)
{
    (void)file.validate();
    if (round % 4 == 1)
        (void)file.infoText();
    if (round % 16 == 1)
        (void)file.toJson(round % 64 == 1);
    const int frames = file.frameCount();
    for (int f : {0, frames / 2, frames - 1, frames, -1})
        (void)file.mesh(f);
    for (int s = -1; s <= std::min(file.skinCount(), 40); ++s)
        (void)file.skinImage(s);
    return file.write() == bytes;
}

// Parses; FormatError is an accepted outcome. Any other exception fails the test through QtTest.
void parseOrReject(const QByteArray &bytes, int &parsed, int &rejected)
{
    try {
        const auto file = readMdl7(bytes);
        ++parsed;
        QVERIFY2(exercise(bytes, *file, parsed), "an accepted file did not write back byte-identical");
        if (parsed % 4 != 1)
            return;
        // Edits on whatever parsed must not crash either.
        file->transform(Eigen::Affine3f(Eigen::Scaling(2.f)));
        if (!file->groups().empty() && !file->groups()[0].vertices.empty())
            file->setVertexPosition(0, 0, {1, 2, 3});
        for (int s = 0; s < std::min(file->skinCount(), 4); ++s)
            file->setSkinImage(s, RgbaImage(8, 8));
        try {
            (void)readMdl7(file->write());
        } catch (const FormatError &) {
            // Edits may produce unwritable data (e.g. indices that no longer fit); that is reported.
        }
    } catch (const FormatError &e) {
        ++rejected;
        QVERIFY(!e.field.isEmpty());
        QVERIFY(!e.problem.isEmpty());
    }
}

void put32(QByteArray &b, qint64 at, uint32_t v) { std::memcpy(b.data() + at, &v, 4); }
void put16(QByteArray &b, qint64 at, uint16_t v) { std::memcpy(b.data() + at, &v, 2); }

Spec oldSizes()
{
    Spec s = mdl7fixture::everything();
    s.triSize = 12;
    s.mainSize = s.frameSize = 16;
    return s;
}

Spec wide()
{
    Spec s = mdl7fixture::everything();
    s.triSize = 44;
    s.frameSize = 28;
    s.skins.resize(4);
    return s;
}

} // namespace

class TstMdl7Corrupt : public QObject
{
    Q_OBJECT
private slots:
    void truncateEverywhere_data()
    {
        QTest::addColumn<Spec>("spec");
        QTest::newRow("everything") << mdl7fixture::everything();
        QTest::newRow("old record sizes") << oldSizes();
        QTest::newRow("wide records") << wide();
    }
    void truncateEverywhere()
    {
        QFETCH(Spec, spec);
        const QByteArray bytes = mdl7fixture::build(spec);
        // The lumps end exactly at the end of the file, so every shorter prefix is invalid.
        for (qint64 n = 0; n < bytes.size(); ++n) {
            bool threw = false;
            try {
                (void)readMdl7(bytes.left(n));
            } catch (const FormatError &e) {
                threw = true;
                QVERIFY(e.offset >= 0 && e.offset <= n);
            }
            QVERIFY2(threw, qPrintable(QStringLiteral("prefix of %1 bytes was accepted").arg(n)));
        }
        QVERIFY(readMdl7(bytes) != nullptr);
    }

    void corruptEveryByte_data() { truncateEverywhere_data(); }
    void corruptEveryByte()
    {
        QFETCH(Spec, spec);
        const QByteArray bytes = mdl7fixture::build(spec);
        // Pixel arrays accept any byte: sample them, hit every structural byte.
        const auto pixels = mdl7fixture::offsets(spec, 0).skinImages;
        auto inPixels = [&](qint64 at) {
            for (const auto &[start, size] : pixels)
                if (at > start && at < start + size && (at - start) % 16)
                    return true;
            return false;
        };
        int parsed = 0, rejected = 0;
        for (qint64 at = 0; at < bytes.size(); ++at) {
            if (inPixels(at))
                continue;
            for (int value : {0x00, 0xFF, (uint8_t(bytes[at]) ^ 0x80), (uint8_t(bytes[at]) + 1) & 0xFF}) {
                QByteArray b = bytes;
                b[at] = char(value);
                parseOrReject(b, parsed, rejected);
                if (QTest::currentTestFailed())
                    QFAIL(qPrintable(QStringLiteral("offset %1 value %2").arg(at).arg(value)));
            }
        }
        // Both outcomes occur: floats and names accept anything, counts and sizes do not.
        QVERIFY(parsed > 0);
        QVERIFY(rejected > 0);
    }

    void hostileFields_data()
    {
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<int>("width");
        QTest::addColumn<quint32>("value");
        QTest::addColumn<QString>("field");
        const Spec s = mdl7fixture::everything();
        const auto g0 = mdl7fixture::offsets(s, 0);
        const auto g1 = mdl7fixture::offsets(s, 1);
        const qint64 deformer = g1.end;
        const qint64 skin0 = g0.group + 44;
        const qint64 effectLength = g0.skinImages[14].first + g0.skinImages[14].second;
        QTest::newRow("bones_num huge") << qint64(8) << 4 << 0xFFFFFFFFu << QStringLiteral("header.bones_num");
        QTest::newRow("groups_num huge") << qint64(12) << 4 << 0x7FFFFFFFu << QStringLiteral("header.groups_num");
        QTest::newRow("entlump negative") << qint64(20) << 4 << 0xFFFFFFF0u << QStringLiteral("header.entlump_size");
        QTest::newRow("medlump too large") << qint64(24) << 4 << 0x7FFFFFFFu << QStringLiteral("header.medlump_size");
        QTest::newRow("mdl7data_size too small") << qint64(16) << 4 << 100u << QStringLiteral("header.mdl7data_size");
        QTest::newRow("bone_stc_size 4") << qint64(28) << 2 << 4u << QStringLiteral("header.bone_stc_size");
        QTest::newRow("skin_stc_size 0") << qint64(30) << 2 << 0u << QStringLiteral("group[0].numskins");
        QTest::newRow("triangle_stc_size 8") << qint64(38) << 2 << 8u << QStringLiteral("group[0].numtris");
        QTest::newRow("mainvertex_stc_size 0") << qint64(40) << 2 << 0u << QStringLiteral("group[0].numverts");
        QTest::newRow("framevertex_stc_size 2") << qint64(42) << 2 << 2u << QStringLiteral("group[0].frame[0].vertices_count");
        QTest::newRow("bonetrans_stc_size 60") << qint64(44) << 2 << 60u << QStringLiteral("group[0].frame[0].transmatrix_count");
        QTest::newRow("frame_stc_size 1") << qint64(46) << 2 << 1u << QStringLiteral("group[0].numframes");
        QTest::newRow("numskins negative") << g0.group + 24 << 4 << 0xFFFFFFFFu << QStringLiteral("group[0].numskins");
        QTest::newRow("numverts huge") << g0.group + 36 << 4 << 0x7FFFFFFFu << QStringLiteral("group[0].numverts");
        QTest::newRow("numtris huge") << g1.group + 32 << 4 << 0x10000000u << QStringLiteral("group[1].numtris");
        QTest::newRow("frame vertices_count huge") << g0.frames[1] + 16 << 4 << 0xFFFFFFFFu << QStringLiteral("group[0].frame[1].vertices_count");
        QTest::newRow("transmatrix_count huge") << g1.frames[2] + 20 << 4 << 0x40000000u << QStringLiteral("group[1].frame[2].transmatrix_count");
        QTest::newRow("skin width huge") << skin0 + 4 << 4 << 0x7FFFFFFFu << QStringLiteral("skin[0].width");
        QTest::newRow("skin height negative") << skin0 + 8 << 4 << 0xFFFFFFFFu << QStringLiteral("skin[0].width");
        QTest::newRow("skin unknown flag") << skin0 << 1 << 0x40u << QStringLiteral("skin[0].type");
        QTest::newRow("DDS size negative") << g0.skinImages[9].first - 24 << 4 << 0x80000000u << QStringLiteral("skin[9].width");
        QTest::newRow("external name past the end") << g0.skinImages[10].first - 24 << 4 << 0x01000000u << QStringLiteral("skin[10].filename");
        QTest::newRow("effect length negative") << effectLength << 4 << 0xFFFFFFFEu << QStringLiteral("skin[14].effect_length");
        QTest::newRow("effect length huge") << effectLength << 4 << 0x7FFFFFFFu << QStringLiteral("skin[14].effect");
        QTest::newRow("group deformer count past the end") << g1.group + 1 << 1 << 200u << QStringLiteral("deformers");
        QTest::newRow("deformerdata_size small") << deformer + 12 << 4 << 8u << QStringLiteral("deformer[0].deformerdata_size");
        QTest::newRow("deformerdata_size huge") << deformer + 12 << 4 << 0x7FFFFFF0u << QStringLiteral("deformer[0].deformerdata_size");
        QTest::newRow("deformer elements huge") << deformer + 8 << 4 << 0x7FFFFFFFu << QStringLiteral("deformer[0].elements");
        QTest::newRow("deformer weights huge") << deformer + 16 + 24 << 4 << 0x7FFFFFFFu << QStringLiteral("deformer[0].element[0].weights");
        QTest::newRow("bad magic") << qint64(3) << 1 << uint32_t('5') << QStringLiteral("header.ident");
    }
    void hostileFields()
    {
        QFETCH(qint64, offset);
        QFETCH(int, width);
        QFETCH(quint32, value);
        QFETCH(QString, field);
        QByteArray b = mdl7fixture::build(mdl7fixture::everything());
        if (width == 4)
            put32(b, offset, value);
        else if (width == 2)
            put16(b, offset, uint16_t(value));
        else
            b[offset] = char(value);
        try {
            (void)readMdl7(b);
            QFAIL("accepted");
        } catch (const FormatError &e) {
            QCOMPARE(e.field, field);
            QVERIFY(!e.problem.isEmpty());
        }
    }

    void unknownDeformerTypeKeptVerbatim()
    {
        // A deformer type we do not parse is kept as an opaque body.
        QByteArray b = mdl7fixture::build(mdl7fixture::everything());
        const auto g1 = mdl7fixture::offsets(mdl7fixture::everything(), 1);
        b[g1.end + 1] = 3;
        const auto file = readMdl7(b);
        QCOMPARE(int(file->deformers()[0].type), 3);
        QVERIFY(file->deformers()[0].elements.empty());
        QVERIFY(!file->deformers()[0].body.isEmpty());
        QCOMPARE(file->write(), b);
    }

    void trailingBytesKept()
    {
        // Bytes after the MED lump and a gap before mdl7data_size are kept verbatim.
        const Spec s = mdl7fixture::everything();
        QByteArray b = mdl7fixture::build(s);
        const qint64 dataEnd = b.size() - s.entLump.size() - s.medLump.size();
        b.insert(dataEnd, QByteArray("GAP!"));
        put32(b, 16, uint32_t(dataEnd + 4));
        b.append("TAIL");
        const auto file = readMdl7(b);
        QCOMPARE(file->modelDataSize(), dataEnd + 4);
        QCOMPARE(file->unparsedModelData(), QByteArray("GAP!"));
        QCOMPARE(file->trailingData(), QByteArray("TAIL"));
        QCOMPARE(file->write(), b);
    }

    void corpusDamage_data()
    {
        QTest::addColumn<QString>("path");
        if (!ackedit::testing::hasCorpus())
            return;
        for (const QString &p : ackedit::testing::corpusFiles({QStringLiteral("mdl7")}, {QStringLiteral(".mdl")}))
            if (QFileInfo(p).size() < 500000)
                QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
    }
    void corpusDamage()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray bytes = ackedit::testing::readFile(path);
        QRandomGenerator rng(uint32_t(bytes.size()));
        int parsed = 0, rejected = 0;
        // Truncation: each prefix must be rejected (the lumps end at the end of the file).
        for (int i = 0; i < 150; ++i) {
            const qint64 n = i < 100 ? qint64(i) * bytes.size() / 100 : rng.bounded(qint64(bytes.size()));
            QVERIFY_THROWS_EXCEPTION(FormatError, readMdl7(bytes.left(n)));
        }
        // Corruption in the first 2 KB (headers, counts) and anywhere else.
        for (int i = 0; i < 300; ++i) {
            QByteArray b = bytes;
            const qint64 at = i < 150 ? rng.bounded(std::min<qint64>(2048, b.size())) : rng.bounded(qint64(b.size()));
            b[at] = char(rng.bounded(256));
            if (i % 3 == 0 && at + 4 <= b.size())
                put32(b, at, rng.generate());
            parseOrReject(b, parsed, rejected);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("corruption at %1").arg(at)));
        }
        QVERIFY(parsed + rejected == 300);
    }
};

QTEST_GUILESS_MAIN(TstMdl7Corrupt)
#include "tst_mdl7corrupt.moc"
