// Hostile sizes in MDL2..MDL5 headers (issue 15, point 6): a generated cube with one count
// patched to 2^31 - 1 or 2^31 is refused before anything of that size is allocated, naming the
// header field and its offset; the peak resident set stays within 64 MiB.
#include "format/mdl/mdlfixtures.h"
#include "hostileread.h"

#include <QtTest>

using namespace ackedit;

class TestHostileSizesMdl : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hugeCountIsRefusedBeforeAllocating_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<quint32>("value");
        QTest::addColumn<QString>("field");
        const quint32 big = 0x7fffffffu, sign = 0x80000000u;
        for (const QByteArray &format : {QByteArray("MDL5"), QByteArray("MDL3"), QByteArray("MDL2")}) {
            auto row = [&](const char *name, qint64 at, quint32 value, const char *field) {
                QTest::newRow(format + ' ' + name) << format << at << value << QString::fromLatin1(field);
            };
            row("numskins 2^31-1", 48, big, "header.numskins");
            row("numverts 2^31-1", 60, big, "header.numverts");
            row("numtris 2^31-1", 64, big, "header.numtris");
            row("numframes 2^31-1", 68, big, "header.numframes");
            row("numframes 2^31", 68, sign, "header.numframes");
            row("numverts 2^31", 60, sign, "header.numverts");
            if (format != "MDL2")
                row("numskinverts 2^31-1", 72, big, "header.numskinverts");
        }
    }

    void hugeCountIsRefusedBeforeAllocating()
    {
        QFETCH(QByteArray, format);
        QFETCH(qint64, offset);
        QFETCH(quint32, value);
        QFETCH(QString, field);
        QByteArray bytes = format::MdlFile::create(mdlfixture::cube(format, 0, 3, format == "MDL5" ? 0 : -1))->write();
        QVERIFY(format::readMdl(bytes));
        testing::patchU32(bytes, offset, value);
        ACKEDIT_VERIFY_REFUSED(format::readMdl, bytes, field, offset);
    }
};

QTEST_GUILESS_MAIN(TestHostileSizesMdl)
#include "tst_hostilesizesmdl.moc"
