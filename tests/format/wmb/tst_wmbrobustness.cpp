// Hostile input: truncated and corrupted WMB files never crash and never throw anything but
// FormatError; whatever still parses writes back byte-identical and survives every query.
#include "common_corpus.h"
#include "format/wmb/wmbfixture.h"
#include "wmb/wmbfile.h"

#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

#include <cstring>

using namespace ackedit::format;

namespace {

// End of the furthest list named by the header (a prefix shorter than this must be rejected).
qint64 lastListEnd(const QByteArray &d)
{
    const int lists = d.startsWith("WMB7") ? 20 : (d.startsWith("WMB2") || d.startsWith("WMB3") || d.startsWith("WMB4")) ? 16 : 17;
    qint64 end = 4 + 8 * lists;
    for (int i = 0; i < lists; ++i) {
        quint32 off = 0, len = 0;
        std::memcpy(&off, d.constData() + 4 + 8 * i, 4);
        std::memcpy(&len, d.constData() + 8 + 8 * i, 4);
        if (len)
            end = qMax(end, qint64(off) + len);
    }
    return end;
}

// Returns true if `data` parsed. Any exception other than FormatError fails the test.
bool exercise(const QByteArray &data, bool full = true)
{
    std::unique_ptr<WmbFile> f;
    try {
        f = readWmb(data);
    } catch (const FormatError &e) {
        if (e.problem.isEmpty())
            qFatal("FormatError without a problem text");
        return false;
    } catch (const std::exception &e) {
        qFatal("unexpected exception: %s", e.what());
    }
    // Lossless for whatever parses, however odd.
    const QByteArray out = f->write();
    if (out != data)
        qFatal("parsed input did not write back identically (%lld bytes)", qint64(data.size()));
    f->validate();
    const TriangleMesh m = f->mesh(0);
    for (const auto &t : m.triangles)
        for (int k = 0; k < 3; ++k)
            if (t.v[size_t(k)] >= m.positions.size() || t.uv[size_t(k)] >= m.uvs.size())
                qFatal("mesh index out of range");
    if (full) {
        f->toJson(true);
        f->infoText();
        for (int i = 0; i < f->skinCount(); ++i)
            f->skinImage(i);
        for (int p = 0; p < int(f->lightmapPages().size()); ++p)
            f->lightmapImage(p);
        for (int l = 0; l < int(f->leafs().size()); ++l)
            f->visibleLeaves(l);
    }
    return true;
}

QList<QPair<QString, QByteArray>> fixtures()
{
    return {{QStringLiteral("wmb7Empty"), wmbfixture::wmb7Empty()},
            {QStringLiteral("wmb6Legacy"), wmbfixture::wmb6Legacy()},
            {QStringLiteral("wmb2Quake"), wmbfixture::wmb2Quake()},
            {QStringLiteral("wmb7Bsp"), wmbfixture::wmb7Bsp()},
            {QStringLiteral("wmb7Full"), wmbfixture::wmb7Full()}};
}

void mutate(QByteArray &d, QRandomGenerator &rng)
{
    static const quint32 nasty[] = {0, 1, 3, 4, 0x7f, 0xff, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe};
    const int edits = 1 + int(rng.bounded(6));
    for (int e = 0; e < edits; ++e) {
        const int kind = int(rng.bounded(4));
        // Bias towards the header and the list heads where counts and offsets live.
        qint64 at = kind == 0 ? qint64(rng.bounded(quint32(qMin<qint64>(d.size(), 164))))
                              : qint64(rng.bounded(quint32(d.size())));
        at &= ~qint64(kind >= 2 ? 3 : 0);
        if (kind >= 2 && at + 4 <= d.size()) {
            quint32 v = kind == 2 ? nasty[rng.bounded(quint32(std::size(nasty)))] : rng.generate();
            if (rng.bounded(4) == 0)
                v = quint32(d.size()) - rng.bounded(8u);
            std::memcpy(d.data() + at, &v, 4);
        } else if (at < d.size()) {
            d[at] = char(rng.bounded(256u));
        }
    }
}

} // namespace

class TstWmbRobustness : public QObject
{
    Q_OBJECT
private slots:
    void truncation_data()
    {
        QTest::addColumn<QByteArray>("data");
        for (const auto &[name, data] : fixtures())
            QTest::newRow(qPrintable(name)) << data;
    }
    void truncation()
    {
        QFETCH(QByteArray, data);
        const qint64 end = lastListEnd(data);
        QVERIFY(end <= data.size());
        // Every prefix of the small fixtures; the large ones near the start, the end and in strides.
        for (qint64 len = 0; len < data.size(); ++len) {
            if (data.size() > 20000 && len > 4000 && len < data.size() - 2000 && len % 251 != 0)
                continue;
            const bool parsed = exercise(data.left(len), false);
            if (len < end)
                QVERIFY2(!parsed, qPrintable(QStringLiteral("prefix of %1 bytes parsed").arg(len)));
        }
    }

    void corruption_data() { truncation_data(); }
    void corruption()
    {
        QFETCH(QByteArray, data);
        QRandomGenerator rng(0x57b1a);
        int parsed = 0;
        const int rounds = data.size() > 20000 ? 300 : 1500;
        for (int i = 0; i < rounds; ++i) {
            QByteArray d = data;
            mutate(d, rng);
            parsed += exercise(d, data.size() < 20000 || i % 10 == 0);
        }
        qInfo("%d of %d corrupted files still parsed", parsed, rounds);
    }

    void garbage()
    {
        QVERIFY_THROWS_EXCEPTION(FormatError, readWmb(QByteArray()));
        QVERIFY_THROWS_EXCEPTION(FormatError, readWmb(QByteArray("WMB7")));
        QVERIFY_THROWS_EXCEPTION(FormatError, readWmb(QByteArray("WMB9") + QByteArray(200, '\0')));
        QVERIFY_THROWS_EXCEPTION(FormatError, readWmb(QByteArray("MDL7") + QByteArray(200, '\0')));
        // A header whose list runs past the end names the list.
        QByteArray d = wmbfixture::wmb7Empty();
        const quint32 huge = 0x7fffffff;
        std::memcpy(d.data() + 8 + 8 * 15, &huge, 4);
        try {
            readWmb(d);
            QFAIL("no error");
        } catch (const FormatError &e) {
            QCOMPARE(e.field, QStringLiteral("header.list[15]"));
            QCOMPARE(e.offset, qint64(4 + 8 * 15));
        }
        // An all-zero WMB7 header is a valid (empty) file and writes back as it was.
        QVERIFY(exercise(QByteArray("WMB7") + QByteArray(160, '\0')));
    }

    void corpusTruncationAndCorruption()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QRandomGenerator rng(7);
        const QStringList files = ackedit::testing::corpusFiles(
            {QStringLiteral("wmb2"), QStringLiteral("wmb3"), QStringLiteral("wmb4"), QStringLiteral("wmb6"), QStringLiteral("wmb7")},
            {QStringLiteral(".wmb")});
        QVERIFY(!files.isEmpty());
        for (const QString &path : files) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray data = f.readAll();
            const qint64 end = lastListEnd(data);
            for (int i = 0; i <= 60; ++i) {
                const qint64 len = data.size() * i / 61;
                const bool parsed = exercise(data.left(len), false);
                if (len < end)
                    QVERIFY2(!parsed, qPrintable(path));
            }
            for (int i = 0; i < 40; ++i) {
                QByteArray d = data;
                mutate(d, rng);
                exercise(d, data.size() < 100000);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TstWmbRobustness)
#include "tst_wmbrobustness.moc"
