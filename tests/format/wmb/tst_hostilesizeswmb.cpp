// Hostile sizes in WMB7 (issue 15, point 6): a generated level with one count patched to a huge
// value (objects, so entities; blocks and a block's vertices, triangles and skins; a list's
// length) is refused before anything of that size is allocated, naming the field and its offset;
// the peak resident set stays within 64 MiB.
#include "format/wmb/wmbfixture.h"
#include "hostileread.h"
#include "wmb/wmbfile.h"

#include <QtTest>

using namespace ackedit;

namespace {

constexpr int ObjectsList = 15, BlocksList = 17;

// wmb7Full() without textures and lightmaps: objects of every kind, one cube block.
QByteArray level()
{
    using namespace wmbfixture;
    return assemble("WMB7", 20,
                    {{ObjectsList, objectsWmb7(), {}}, {14, legacy7(false), {}}, {BlocksList, blocks(), {}},
                     {6, materials(), {}}, {0, palette(), {}}, {10, leafs(false), {}}});
}

qint64 listOffset(const QByteArray &bytes, int list) { return testing::readU32(bytes, 4 + 8 * list); }

} // namespace

class TestHostileSizesWmb : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hugeCountIsRefusedBeforeAllocating_data()
    {
        QTest::addColumn<int>("list");      // the offset is relative to this list (-1: the file)
        QTest::addColumn<qint64>("offset"); // where the error points; list -1: the entry, whose length is patched
        QTest::addColumn<quint32>("value");
        QTest::addColumn<QString>("field");
        const quint32 big = 0x7fffffffu, all = 0xffffffffu;
        QTest::newRow("objects.count 2^31-1") << ObjectsList << qint64(0) << big << QStringLiteral("objects.count");
        QTest::newRow("objects.count 2^31") << ObjectsList << qint64(0) << 0x80000000u << QStringLiteral("objects.count");
        QTest::newRow("blocks.count 2^31-1") << BlocksList << qint64(0) << big << QStringLiteral("blocks.count");
        // A block: mins, maxs, content (28 bytes), then numverts, numtris, numskins.
        QTest::newRow("block numverts 2^32-1") << BlocksList << qint64(4 + 28) << all << QStringLiteral("blocks[0].numverts");
        QTest::newRow("block numtris 2^32-1") << BlocksList << qint64(4 + 32) << all << QStringLiteral("blocks[0].numtris");
        QTest::newRow("block numskins 2^32-1") << BlocksList << qint64(4 + 36) << all << QStringLiteral("blocks[0].numskins");
        // A list entry (offset, length) is named as a whole, at its offset field.
        QTest::newRow("objects list length 2^32-1")
            << -1 << qint64(4 + 8 * ObjectsList) << all << QStringLiteral("header.list[15]");
    }

    void hugeCountIsRefusedBeforeAllocating()
    {
        QFETCH(int, list);
        QFETCH(qint64, offset);
        QFETCH(quint32, value);
        QFETCH(QString, field);
        QByteArray bytes = level();
        QVERIFY(format::readWmb(bytes));
        if (list >= 0)
            offset += listOffset(bytes, list);
        testing::patchU32(bytes, list < 0 ? offset + 4 : offset, value);
        ACKEDIT_VERIFY_REFUSED(format::readWmb, bytes, field, offset);
    }
};

QTEST_GUILESS_MAIN(TestHostileSizesWmb)
#include "tst_hostilesizeswmb.moc"
