// HMP frames decoded on first use: after a read every frame is only its stored records (nothing
// per sample), reading heights / meshes / reports keeps it that way, an edit of frame k touches
// frame k only, unedited frames write back their stored bytes, and edits combined with
// transform() write exactly what the eager reader wrote (SHA-1 of the output, recorded from it).
#include "format/hmp/hmpfixtures.h"

#include <QCryptographicHash>
#include <QtTest>

using namespace ackedit::format;
using namespace hmptest;

namespace {

// Three frames of different shapes: HmpFile::create plus addFrame, written and read back.
QByteArray threeFrames(const QString &version)
{
    const int cols = 9, rows = 7;
    auto f = HmpFile::create(version, cols, rows, 2.f, 3.f, wave(cols, rows));
    std::vector<float> second = wave(cols, rows, 4.f, 1.f), third = wave(cols, rows, 25.f, -3.f);
    third[10] = 60.f; // outside the first frame's range: the packing spans all frames
    f->addFrame(QByteArrayLiteral("second"), second);
    f->addFrame(QByteArrayLiteral("third"), third);
    return f->write();
}

QByteArray fixture(const QString &version)
{
    return version == QLatin1String("HMP4 v0") ? hmp4Mesh() : threeFrames(version);
}

// The stored vertex records of frame f (grids: 36-byte frame header, no skins).
QByteArray frameRecords(const QByteArray &file, const HmpFile &f, int frame)
{
    const qint64 record = f.header().ident == "HMP4" ? 8 : 4;
    const qint64 size = 36 + record * f.vertexCount();
    return file.mid(84 + frame * size + 36, size - 36);
}

void addVersions()
{
    QTest::addColumn<QString>("version");
    for (const char *v : {"HMP4", "HMP5", "HMP7"})
        QTest::newRow(v) << QString::fromLatin1(v);
}

QString sha1(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex());
}

Eigen::Affine3f scaling(float x, float y, float z, float tz = 0.f)
{
    Eigen::Affine3f t = Eigen::Affine3f::Identity();
    t.linear() = Eigen::Vector3f(x, y, z).asDiagonal();
    t.translation() = Eigen::Vector3f(0.f, 0.f, tz);
    return t;
}

// Edits mixed with transforms; each returns the written bytes.
QByteArray runScenario(const QString &scenario, HmpFile &f)
{
    const int n = f.vertexCount();
    if (scenario == QLatin1String("transform non-uniform")) {
        f.transform(scaling(1.f, 1.f, 1.5f, 2.f));
    } else if (scenario == QLatin1String("transform uniform")) {
        f.transform(scaling(2.f, 2.f, 2.f));
    } else if (scenario == QLatin1String("edit, then transform")) {
        std::vector<float> h = f.heights(1);
        for (float &z : h)
            z = z * 2.f - 1.f;
        f.setHeights(1, h);
        f.transform(scaling(2.f, 2.f, 2.f, -3.f));
    } else if (scenario == QLatin1String("transform, then edit")) {
        f.transform(scaling(0.5f, 0.5f, 0.5f));
        f.setHeight(f.frameCount() - 1, n / 2, 7.25f);
    } else if (scenario == QLatin1String("two transforms, then edit")) {
        f.transform(scaling(1.f, 1.f, 3.f));
        f.transform(scaling(1.f, 1.f, 1.f, 1.1f));
        f.setHeight(0, 0, f.height(0, 0) + 100.f);
    } else if (scenario == QLatin1String("transform, then add a frame")) {
        f.transform(scaling(2.f, 2.f, 2.f));
        f.addFrame(QByteArrayLiteral("added"), f.heights(0));
    } else if (scenario == QLatin1String("transform, then resize")) {
        f.transform(scaling(1.f, 1.f, 0.7f));
        std::vector<std::vector<float>> frames;
        for (int k = 0; k < f.frameCount(); ++k) {
            std::vector<float> h = f.heights(k);
            h.resize(size_t(n) + size_t(f.columns()), 1.5f); // one more row
            frames.push_back(h);
        }
        f.resizeGrid(f.columns(), f.rows() + 1, 2.f, 3.f, frames);
    }
    return f.write();
}

} // namespace

class TstHmpLazyFrames : public QObject
{
    Q_OBJECT
private slots:
    void pendingAfterReadAndReading_data()
    {
        addVersions();
        QTest::newRow("HMP4 v0") << QStringLiteral("HMP4 v0");
    }
    // Reading heights, meshes, positions and reports decodes nothing into the file.
    void pendingAfterReadAndReading()
    {
        QFETCH(QString, version);
        const QByteArray bytes = fixture(version);
        auto f = HmpFile::read(bytes);
        QVERIFY(f->frameCount() >= 2);
        for (int k = 0; k < f->frameCount(); ++k)
            QVERIFY2(f->isPending(k), qPrintable(QStringLiteral("frame %1 decoded by the read").arg(k)));
        QVERIFY(!f->isPending(-1));
        QVERIFY(!f->isPending(f->frameCount()));

        for (int k = 0; k < f->frameCount(); ++k) {
            const std::vector<float> h = f->heights(k);
            QCOMPARE(int(h.size()), f->vertexCount());
            QCOMPARE(f->height(k, 3), h[3]);
            QCOMPARE(f->vertexPosition(k, 3).z(), h[3]);
            QVERIFY(!f->mesh(k).positions.empty());
        }
        QVERIFY(!f->infoText().isEmpty());
        QVERIFY(!f->toJson(true).isEmpty());
        f->validate();
        f->quantizationStep();
        QCOMPARE(f->write(), bytes);
        for (int k = 0; k < f->frameCount(); ++k)
            QVERIFY2(f->isPending(k), qPrintable(QStringLiteral("frame %1 decoded by reading it").arg(k)));

        // heights() is a fresh copy: changing it changes nothing in the file.
        std::vector<float> h = f->heights(0);
        h[0] += 5.f;
        QVERIFY(f->heights(0)[0] != h[0]);
        QVERIFY(f->isPending(0));

        // frames() hands out the decoded columns.
        QCOMPARE(int(f->frames()[1].z.size()), f->vertexCount());
        for (int k = 0; k < f->frameCount(); ++k)
            QVERIFY(!f->isPending(k));
        QCOMPARE(f->write(), bytes);
    }

    void editDecodesOnlyItsFrame_data() { addVersions(); }
    // setHeight on frame 1 holds heights for frame 1 only; the other frames write back their
    // stored records, decoded or not.
    void editDecodesOnlyItsFrame()
    {
        QFETCH(QString, version);
        const QByteArray bytes = fixture(version);
        auto f = HmpFile::read(bytes);
        const float before = f->height(1, 12);
        // Inside the file's height range, so the packing (and every other frame) stays.
        QVERIFY(f->setHeight(1, 12, before + 0.5f));
        QVERIFY(f->isPending(0));
        QVERIFY(!f->isPending(1));
        QVERIFY(f->isPending(2));
        QCOMPARE(f->height(1, 12), before + 0.5f);
        const QByteArray written = f->write();
        QCOMPARE(written.size(), bytes.size());
        QCOMPARE(frameRecords(written, *f, 0), frameRecords(bytes, *f, 0));
        QCOMPARE(frameRecords(written, *f, 2), frameRecords(bytes, *f, 2));
        QVERIFY(frameRecords(written, *f, 1) != frameRecords(bytes, *f, 1));
        QVERIFY(f->isPending(0)); // writing decoded nothing either
        auto back = HmpFile::read(written);
        QVERIFY(std::abs(back->height(1, 12) - (before + 0.5f)) <= f->quantizationStep().z());

        // Heights set to what they are: decoded, unchanged, written back as stored.
        auto g = HmpFile::read(bytes);
        for (int k = 0; k < g->frameCount(); ++k)
            QVERIFY(g->setHeights(k, g->heights(k)));
        QVERIFY(!g->isPending(0));
        QCOMPARE(g->write(), bytes);
        // Decoded through frames() and edited back: still the stored bytes.
        g->frames();
        QVERIFY(g->setHeight(2, 4, g->height(2, 4) + 1.f));
        QVERIFY(g->setHeight(2, 4, HmpFile::read(bytes)->height(2, 4)));
        QCOMPARE(g->write(), bytes);
    }

    void sameBytesAsTheEagerReader_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("expected");
        // SHA-1 of what the reader that decoded every frame up front (with a float copy of the
        // heights and of the reference per frame) wrote for the same steps.
        const char *rows[][3] = {
            {"HMP7", "transform non-uniform", "27400b2b3b5c35f7fd9d70b10430bc222b512d8f"},
            {"HMP7", "transform uniform", "94f004965308031b9b22288e5a32e70e777cc2f1"},
            {"HMP7", "edit, then transform", "2f24baa1b78af253a551dfb68d03ee8ba7a4b86c"},
            {"HMP7", "transform, then edit", "a0ac48c433fc18eda34e56af92ded3e278472e4a"},
            {"HMP7", "two transforms, then edit", "e9c21b7c9bb2f6ee2b22095c38acfa6b1b629e24"},
            {"HMP7", "transform, then add a frame", "e1295a75f03d14892d9cef7879ed154a31f7cadc"},
            {"HMP7", "transform, then resize", "40259947e9f903afee2fa1f3e7f9ac58f9af84c9"},
            {"HMP5", "transform non-uniform", "07d559e0c81e73e1381205d7e3045e6bdaefb68f"},
            {"HMP5", "edit, then transform", "f3877c132ce1d799eb2d5eac3f9549e3e6eae14b"},
            {"HMP5", "two transforms, then edit", "a9ea2b79d9adb14761849ef5e5f518e90f214984"},
            {"HMP4", "transform non-uniform", "9f50a3177527b67b14d3b1d309cc70b7bdc5ee79"},
            {"HMP4", "transform, then edit", "7dd8bd90e2026d4b74a4f9e6b7bc9c4dd5f4292e"},
            {"HMP4", "two transforms, then edit", "c64bd735402bc1c87ff3f6f151a8a82dd509f8e3"},
            {"HMP4", "transform, then add a frame", "8d8767fc9d8028cc1475b79a70fcde47297a8a5b"},
            {"HMP4 v0", "transform uniform", "45ffcf7951c8b3dd3064d75eda762562ac2d73bb"},
            {"HMP4 v0", "two transforms, then edit", "3ff02cdccb1cfe69eb391116e9e7c1a38d695bbe"},
        };
        for (const auto &row : rows)
            QTest::addRow("%s, %s", row[0], row[1]) << QString::fromLatin1(row[0]) << QString::fromLatin1(row[1])
                                                   << QString::fromLatin1(row[2]);
    }
    void sameBytesAsTheEagerReader()
    {
        QFETCH(QString, version);
        QFETCH(QString, scenario);
        QFETCH(QString, expected);
        auto f = HmpFile::read(fixture(version));
        const QByteArray written = runScenario(scenario, *f);
        QVERIFY(written != fixture(version));
        QCOMPARE(sha1(written), expected);
    }
};

QTEST_GUILESS_MAIN(TstHmpLazyFrames)
#include "tst_hmplazyframes.moc"
