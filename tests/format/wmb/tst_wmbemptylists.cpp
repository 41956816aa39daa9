// Empty lists in every position of a WMB7 (issue 37: a writer offset one byte short for an empty
// list anchored at the end of another list was caught only by one fixed-seed corruption row).
// An empty list (length 0) whose offset is the end of the list before it is an alias of that
// place: written back as read, and after an edit that changes the lists before it, it still
// points at the end of the same list, exactly.
#include "format/wmb/wmbfixture.h"

#include "io/bytereader.h"
#include "wmb/wmbfile.h"

#include <QTest>

using namespace ackedit::format;

namespace {

constexpr int Empty = wmbfixture::EmptyListIndex;

quint32 headerU32(const QByteArray &file, int at)
{
    return ByteReader::le<quint32>(file.constData() + at);
}

} // namespace

class TstWmbEmptyLists : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void emptyListKeepsItsPlace_data()
    {
        QTest::addColumn<int>("after");   // position in the file order; -1: before every list
        QTest::addColumn<int>("anchor");  // the list whose end it is (-1: the header's end)
        const int order[] = {15, 14, 17, 6, 2, 0, 16, 19, 10};
        QTest::newRow("after the header") << -1 << -1;
        for (int i = 0; i < 9; ++i)
            QTest::addRow("after list %d (position %d)", order[i], i) << i << order[i];
    }

    void emptyListKeepsItsPlace()
    {
        QFETCH(int, after);
        QFETCH(int, anchor);
        const QByteArray bytes = wmbfixture::wmb7WithEmptyListAfter(after);
        const auto wmb = readWmb(bytes);
        QVERIFY(wmb);
        QCOMPARE(wmb->write(), bytes); // unedited: byte for byte
        const quint32 readOffset = headerU32(bytes, 4 + 8 * Empty);
        QCOMPARE(headerU32(bytes, 8 + 8 * Empty), 0u);
        if (anchor >= 0)
            QCOMPARE(readOffset, headerU32(bytes, 4 + 8 * anchor) + headerU32(bytes, 8 + 8 * anchor));
        else
            QCOMPARE(readOffset, 4u + 8u * 20u);

        // Objects come first in the file: removing one moves every list after it.
        QVERIFY(wmb->removeObject(wmb->objects().front().id));
        const QByteArray edited = wmb->write();
        QVERIFY(edited.size() < bytes.size());
        const quint32 offset = headerU32(edited, 4 + 8 * Empty);
        QCOMPARE(headerU32(edited, 8 + 8 * Empty), 0u);
        const quint32 want = anchor >= 0 ? headerU32(edited, 4 + 8 * anchor) + headerU32(edited, 8 + 8 * anchor)
                                         : 4u + 8u * 20u;
        QCOMPARE(offset, want);
        const auto back = readWmb(edited);
        QVERIFY(back);
        QCOMPARE(back->write(), edited);
    }

    // An empty list whose offset points at no list (here past the file's end) keeps that offset,
    // unedited and after an edit (found by mutation testing: tests/mutation).
    void emptyListOffLeavesItsOffset()
    {
        QByteArray bytes = wmbfixture::wmb7WithEmptyListAfter(8);
        const quint32 odd = quint32(bytes.size()) + 1000;
        for (int k = 0; k < 4; ++k)
            bytes[4 + 8 * Empty + k] = char((odd >> (8 * k)) & 0xff);
        const auto wmb = readWmb(bytes);
        QVERIFY(wmb);
        QCOMPARE(wmb->write(), bytes);
        QVERIFY(wmb->removeObject(wmb->objects().front().id));
        QCOMPARE(headerU32(wmb->write(), 4 + 8 * Empty), odd);
    }
};

QTEST_MAIN(TstWmbEmptyLists)
#include "tst_wmbemptylists.moc"
