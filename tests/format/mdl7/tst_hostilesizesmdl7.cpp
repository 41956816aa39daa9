// Hostile sizes in MDL7 (issue 15, point 6): a generated model with one count patched to a huge
// value (bones, groups, a group's skins, skin points, triangles, vertices and frames, a frame's
// vertex and transform counts, the lump sizes) is refused before anything of that size is
// allocated, naming the field and its offset; the peak resident set stays within 64 MiB.
#include "format/mdl7/mdl7fixture.h"
#include "hostileread.h"
#include "mdl7/mdl7file.h"

#include <QtTest>

using namespace ackedit;

namespace {

constexpr qint64 GroupAt = 48;          // the fixture has no bones: group 0 follows the header
constexpr qint64 GroupHeaderSize = 44;  // typ..unused, groupdata_size, name[16], five counts

quint16 u16At(const QByteArray &b, qint64 at) { return quint16(uchar(b[at]) | uchar(b[at + 1]) << 8); }

// Where frame 0 of group 0 starts (the fixture's group 0 has no skins).
qint64 frame0(const QByteArray &b)
{
    const qint64 points = testing::readU32(b, GroupAt + 28), tris = testing::readU32(b, GroupAt + 32),
                 verts = testing::readU32(b, GroupAt + 36);
    return GroupAt + GroupHeaderSize + points * u16At(b, 36) + tris * u16At(b, 38) + verts * u16At(b, 40);
}

} // namespace

class TestHostileSizesMdl7 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hugeCountIsRefusedBeforeAllocating_data()
    {
        QTest::addColumn<qint64>("offset"); // -1: frame 0's vertices_count, -2: its transmatrix_count
        QTest::addColumn<quint32>("value");
        QTest::addColumn<QString>("field");
        const quint32 big = 0x7fffffffu, all = 0xffffffffu;
        QTest::newRow("bones_num 2^32-1") << qint64(8) << all << QStringLiteral("header.bones_num");
        QTest::newRow("groups_num 2^31-1") << qint64(12) << big << QStringLiteral("header.groups_num");
        QTest::newRow("groups_num 2^32-1") << qint64(12) << all << QStringLiteral("header.groups_num");
        QTest::newRow("mdl7data_size 2^32-1") << qint64(16) << all << QStringLiteral("header.mdl7data_size");
        QTest::newRow("entlump_size 2^31-1") << qint64(20) << big << QStringLiteral("header.entlump_size");
        QTest::newRow("medlump_size 2^31-1") << qint64(24) << big << QStringLiteral("header.medlump_size");
        QTest::newRow("group numskins") << GroupAt + 24 << big << QStringLiteral("group[0].numskins");
        QTest::newRow("group num_stpts") << GroupAt + 28 << big << QStringLiteral("group[0].num_stpts");
        QTest::newRow("group numtris") << GroupAt + 32 << big << QStringLiteral("group[0].numtris");
        QTest::newRow("group numverts") << GroupAt + 36 << big << QStringLiteral("group[0].numverts");
        QTest::newRow("group numframes") << GroupAt + 40 << big << QStringLiteral("group[0].numframes");
        QTest::newRow("frame vertices_count 2^32-1") << qint64(-1) << all << QStringLiteral("group[0].frame[0].vertices_count");
        QTest::newRow("frame transmatrix_count 2^32-1") << qint64(-2) << all << QStringLiteral("group[0].frame[0].transmatrix_count");
    }

    void hugeCountIsRefusedBeforeAllocating()
    {
        QFETCH(qint64, offset);
        QFETCH(quint32, value);
        QFETCH(QString, field);
        QByteArray bytes = mdl7fixture::build(mdl7fixture::Spec());
        QVERIFY(format::readMdl7(bytes));
        QCOMPARE(testing::readU32(bytes, 8), 0u); // no bones: group 0 at GroupAt
        if (offset < 0)
            offset = frame0(bytes) + (offset == -1 ? 16 : 20);
        testing::patchU32(bytes, offset, value);
        ACKEDIT_VERIFY_REFUSED(format::readMdl7, bytes, field, offset);
    }
};

QTEST_GUILESS_MAIN(TestHostileSizesMdl7)
#include "tst_hostilesizesmdl7.moc"
