// Hostile sizes in HMP headers (issue 15, point 6): a 65,536 x 65,536 terrain (as many rows as
// int32 numverts can hold), 2^31 - 1 frames or skins, and for the HMP4 mesh huge triangle and
// skin-vertex counts, patched into generated files, are refused before anything of that size is
// allocated, naming the header field and its offset; the peak resident set stays within 64 MiB.
#include "format/hmp/hmpfixtures.h"
#include "hostileread.h"

#include <QtTest>

using namespace ackedit;

class TestHostileSizesHmp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hugeCountIsRefusedBeforeAllocating_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<float>("columns"); // patched into numverts_x (offset 44) unless 0
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<quint32>("value");
        QTest::addColumn<QString>("field");
        QTest::addColumn<qint64>("errorOffset");
        const quint32 big = 0x7fffffffu;
        const quint32 rows65536 = 65536u * 32767u; // the most rows of 65,536 columns numverts holds
        for (const auto &[name, bytes] : hmptest::allFixtures()) {
            const QByteArray n(name);
            auto row = [&](const char *what, float columns, qint64 at, quint32 value, const char *field, qint64 errorAt) {
                QTest::newRow(n + ": " + what) << bytes << columns << at << value << QString::fromLatin1(field) << errorAt;
            };
            if (n != "HMP4 v0 mesh") {
                row("65536 x 32767 vertices", 65536.f, 60, rows65536, "header.numverts", 60);
                row("1 x 2^31-1 vertices", 1.f, 60, big, "header.numverts", 60);
            } else {
                row("numtris 2^31-1", 0.f, 64, big, "header.numtris", 64);
                row("numskinverts 2^31-1", 0.f, 72, big, "header.numskinverts", 72);
            }
            row("65537 columns", 65537.f, 60, 65537u, "header.numverts_x", 44);
            row("numframes 2^31-1", 0.f, 68, big, "header.numframes", 68);
            row("numframes 2^31", 0.f, 68, 0x80000000u, "header.numframes", 68);
            row("numskins 2^31-1", 0.f, 48, big, "header.numskins", 48);
        }
    }

    void hugeCountIsRefusedBeforeAllocating()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(float, columns);
        QFETCH(qint64, offset);
        QFETCH(quint32, value);
        QFETCH(QString, field);
        QFETCH(qint64, errorOffset);
        QVERIFY(format::readHmp(bytes));
        if (columns > 0.f)
            testing::patchF32(bytes, 44, columns);
        testing::patchU32(bytes, offset, value);
        ACKEDIT_VERIFY_REFUSED(format::readHmp, bytes, field, errorOffset);
    }
};

QTEST_GUILESS_MAIN(TestHostileSizesHmp)
#include "tst_hostilesizeshmp.moc"
