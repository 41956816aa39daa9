// Hostile HMP input: truncation and corruption must always end in FormatError (never a crash or
// another exception); anything that still parses must write back byte-identically and survive
// every read-only call and an edit.
#include "common_corpus.h"
#include "common_files.h"
#include "format/hmp/hmpfixtures.h"

#include <QRandomGenerator>
#include <QtTest>

#include <functional>

using namespace ackedit::format;
using namespace hmptest;

namespace {

void putI32(QByteArray &b, qint64 at, int32_t v) { std::memcpy(b.data() + at, &v, 4); }
void putF32(QByteArray &b, qint64 at, float v) { std::memcpy(b.data() + at, &v, 4); }

// Runs the whole API on parsed input; returns a description of a broken contract, or empty.
QString exercise(const QByteArray &bytes)
{
    std::unique_ptr<HmpFile> f;
    try {
        f = readHmp(bytes);
    } catch (const FormatError &) {
        return {};
    }
    (void)f->validate();
    (void)f->infoText();
    (void)f->toJson(true);
    (void)f->mesh(0);
    (void)f->mesh(f->frameCount() - 1);
    for (int i = 0; i < f->skinCount(); ++i)
        (void)f->skinImage(i);
    (void)f->quantizationStep();
    if (f->write() != bytes)
        return QStringLiteral("unedited write differs from the input");
    // Edits on odd-but-parsable files must not crash and must give a readable file.
    f->setHeight(f->frameCount() - 1, f->vertexCount() / 2, 12.5f);
    f->transform(Eigen::Affine3f(Eigen::Scaling(2.f, 2.f, 0.5f)));
    try {
        const auto g = readHmp(f->write());
        (void)g->mesh(0);
    } catch (const FormatError &e) {
        return QStringLiteral("edited write does not read back: ") + e.toString();
    }
    return {};
}

} // namespace

class TstHmpCorrupt : public QObject
{
    Q_OBJECT
private slots:
    void truncation_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        for (const auto &[name, bytes] : allFixtures())
            QTest::newRow(name) << bytes;
    }
    void truncation()
    {
        QFETCH(QByteArray, bytes);
        QVERIFY(readHmp(bytes) != nullptr);
        // The header fixes the whole layout, so every proper prefix is an error.
        for (qint64 n = 0; n < bytes.size(); ++n) {
            try {
                readHmp(bytes.left(n));
                QFAIL(qPrintable(QStringLiteral("prefix of %1 bytes was accepted").arg(n)));
            } catch (const FormatError &e) {
                QVERIFY(e.offset >= 0 && e.offset <= n);
                QVERIFY(!e.field.isEmpty());
            } catch (...) {
                QFAIL("not a FormatError");
            }
        }
    }

    void corpusTruncation_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &p : ackedit::testing::corpusFiles(
                 {QStringLiteral("hmp4"), QStringLiteral("hmp5"), QStringLiteral("hmp7")}, {QStringLiteral(".hmp")}))
            QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
    }
    void corpusTruncation()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray bytes = ackedit::testing::readFile(path);
        QVERIFY(!bytes.isEmpty());
        std::vector<qint64> cuts;
        for (qint64 n = 0; n < 200; ++n)
            cuts.push_back(n);
        for (qint64 n = 1; n < 64; ++n)
            cuts.push_back(bytes.size() * n / 64);
        cuts.push_back(bytes.size() - 1);
        for (qint64 n : cuts)
            QVERIFY_THROWS_EXCEPTION(FormatError, readHmp(bytes.left(n)));
    }

    void randomCorruption_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        for (const auto &[name, bytes] : allFixtures())
            QTest::newRow(name) << bytes;
    }
    void randomCorruption()
    {
        QFETCH(QByteArray, bytes);
        QRandomGenerator rng(20240611);
        int parsed = 0, rejected = 0;
        for (int iter = 0; iter < 1500; ++iter) {
            QByteArray m = bytes;
            const int edits = 1 + int(rng.bounded(4));
            for (int e = 0; e < edits; ++e) {
                // Bias towards the header and the first records, where sizes live.
                const qint64 at = rng.bounded(3) == 0 ? qint64(rng.bounded(qMin<qint64>(m.size(), 140)))
                                                      : qint64(rng.bounded(int(m.size())));
                m[at] = char(rng.bounded(256));
            }
            if (rng.bounded(5) == 0)
                m.append(QByteArray(int(rng.bounded(9)), char(rng.bounded(256)))); // trailing bytes
            try {
                const QString broken = exercise(m);
                QVERIFY2(broken.isEmpty(), qPrintable(broken));
                try {
                    readHmp(m);
                    ++parsed;
                } catch (const FormatError &) {
                    ++rejected;
                }
            } catch (const FormatError &) {
                QFAIL("FormatError escaped an edit or write of a parsed file");
            } catch (...) {
                QFAIL("not a FormatError");
            }
        }
        qInfo("%d parsed, %d rejected", parsed, rejected);
        QVERIFY(parsed > 0 && rejected > 0);
    }

    void hostileHeaderValues_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        for (const auto &[name, bytes] : allFixtures())
            QTest::newRow(name) << bytes;
    }
    void hostileHeaderValues()
    {
        QFETCH(QByteArray, bytes);
        const int32_t ints[] = {-1, 0, 1, 2, 0x7fffffff, int32_t(0x80000000u), 65536, 1 << 20};
        const float floats[] = {NAN, INFINITY, -1.f, 0.f, 2.5f, 1e30f, 65537.f, 3.f};
        for (qint64 at = 4; at < 84; at += 4) {
            const bool isFloat = at >= 8 && at < 48;
            for (int k = 0; k < 8; ++k) {
                QByteArray m = bytes;
                if (isFloat)
                    putF32(m, at, floats[k]);
                else
                    putI32(m, at, ints[k]);
                try {
                    const QString broken = exercise(m);
                    QVERIFY2(broken.isEmpty(), qPrintable(QStringLiteral("offset %1: ").arg(at) + broken));
                } catch (...) {
                    QFAIL(qPrintable(QStringLiteral("exception escaped at header offset %1").arg(at)));
                }
            }
        }
    }

    void specificErrors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("field");
        const QByteArray hmp7 = hmp7AllSkins()->write(); // 9 x 7 grid, 9 skins
        const QByteArray hmp4 = allFixtures()[1].second;
        const auto make = [](QByteArray b, const std::function<void(QByteArray &)> &edit) {
            edit(b);
            return b;
        };
        QTest::newRow("magic") << make(hmp7, [](QByteArray &b) { b[3] = '6'; }) << QStringLiteral("header.ident");
        QTest::newRow("HMP4 version 3") << make(hmp4, [](QByteArray &b) { putI32(b, 4, 3); }) << QStringLiteral("header.version");
        QTest::newRow("fractional numverts_x") << make(hmp7, [](QByteArray &b) { putF32(b, 44, 8.5f); }) << QStringLiteral("header.numverts_x");
        QTest::newRow("zero numverts_x") << make(hmp7, [](QByteArray &b) { putF32(b, 44, 0.f); }) << QStringLiteral("header.numverts_x");
        QTest::newRow("NaN numverts_x") << make(hmp7, [](QByteArray &b) { putF32(b, 44, NAN); }) << QStringLiteral("header.numverts_x");
        QTest::newRow("nvx * nvy != numverts") << make(hmp7, [](QByteArray &b) { putI32(b, 60, 62); }) << QStringLiteral("header.numverts");
        QTest::newRow("no vertices") << make(hmp7, [](QByteArray &b) { putI32(b, 60, 0); }) << QStringLiteral("header.numverts");
        QTest::newRow("no frames") << make(hmp7, [](QByteArray &b) { putI32(b, 68, 0); }) << QStringLiteral("header.numframes");
        QTest::newRow("too many frames") << make(hmp7, [](QByteArray &b) { putI32(b, 68, 1000000); }) << QStringLiteral("header.numframes");
        QTest::newRow("negative skins") << make(hmp7, [](QByteArray &b) { putI32(b, 48, -2); }) << QStringLiteral("header.numskins");
        QTest::newRow("too many skins") << make(hmp7, [](QByteArray &b) { putI32(b, 48, 100000); }) << QStringLiteral("header.numskins");
        QTest::newRow("unknown skin flag") << make(hmp7, [](QByteArray &b) { putI32(b, 84, 0x42); }) << QStringLiteral("skin[0].type");
        QTest::newRow("skin image kind 9") << make(hmp7, [](QByteArray &b) { putI32(b, 84, 9); }) << QStringLiteral("skin[0].type");
        QTest::newRow("huge skin") << make(hmp7, [](QByteArray &b) { putI32(b, 88, 70000); }) << QStringLiteral("skin[0].width");
        QTest::newRow("skin larger than file") << make(hmp7, [](QByteArray &b) { putI32(b, 88, 4096); }) << QStringLiteral("skin[0].pixels");
        QTest::newRow("HMP4 DDS skin") << make(hmp4, [](QByteArray &b) { putI32(b, 84, 6); }) << QStringLiteral("skin[0].type");
        const qint64 fx = hmp7.indexOf("terrain.fx") - 4;
        QTest::newRow("effect length") << make(hmp7, [fx](QByteArray &b) { putI32(b, fx, 1 << 30); }) << QStringLiteral("skin[7].effect_length");
        const qint64 ext = hmp7.indexOf("terrain.pcx") - 8;
        QTest::newRow("negative name length") << make(hmp7, [ext](QByteArray &b) { putI32(b, ext, -5); }) << QStringLiteral("skin[5].width");
        const QByteArray mesh = hmp4Mesh();
        QTest::newRow("v0 frame type") << make(mesh, [&mesh](QByteArray &b) { putI32(b, mesh.size() - 2 * 64, 2); })
                                       << QStringLiteral("frame[0].type");
        QTest::newRow("v0 triangles") << make(mesh, [](QByteArray &b) { putI32(b, 64, 5000); }) << QStringLiteral("header.numtris");
    }
    void specificErrors()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, field);
        try {
            readHmp(bytes);
            QFAIL("accepted");
        } catch (const FormatError &e) {
            QCOMPARE(e.field, field);
            QVERIFY(!e.problem.isEmpty());
        }
    }

    // Problems the reader accepts but validate() reports.
    void validateFindsProblems()
    {
        QByteArray mesh = hmp4Mesh();
        // Triangle 0 vertex 0 -> 40 (only 9 vertices): offset 84 + 4 + 128 + 36.
        mesh[84 + 4 + 128 + 36] = 40;
        const auto f = readHmp(mesh);
        bool found = false;
        for (const ValidationIssue &i : f->validate())
            found |= i.fatal && i.where.field == QLatin1String("triangle[0].v[0]");
        QVERIFY(found);
        QCOMPARE(int(f->mesh(0).triangles.size()), 7); // the bad triangle is left out
        QCOMPARE(f->write(), mesh);

        QByteArray grid = allFixtures()[2].second; // HMP5
        putI32(grid, 4, 7);
        grid.append("tail");
        const auto g = readHmp(grid);
        QStringList fields;
        for (const ValidationIssue &i : g->validate()) {
            QVERIFY(!i.fatal);
            fields << i.where.field;
        }
        QVERIFY(fields.contains(QStringLiteral("header.version")));
        QVERIFY(fields.contains(QStringLiteral("trailing")));
        QCOMPARE(g->trailingData(), QByteArray("tail"));
        QCOMPARE(g->write(), grid);
    }
};

QTEST_GUILESS_MAIN(TstHmpCorrupt)
#include "tst_hmpcorrupt.moc"
