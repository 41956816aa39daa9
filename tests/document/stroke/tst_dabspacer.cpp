// Dabs along a stroke's path: evenly spaced whatever the mouse speed, the remainder carried to the
// next move, nothing for moves shorter than the spacing.
#include "stroke/dabspacer.h"

#include <QtTest>

using ackedit::document::stroke::DabSpacer;

class TstDabSpacer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void evenlySpaced()
    {
        DabSpacer s;
        s.start(Eigen::Vector2f(0, 0), 2.0f);
        QVERIFY(s.advanceTo(Eigen::Vector2f(1.5f, 0)).empty()); // shorter than the spacing
        const auto fast = s.advanceTo(Eigen::Vector2f(7, 0));  // one big jump: 3 dabs, no gap
        QCOMPARE(int(fast.size()), 3);
        QVERIFY(fast[0].isApprox(Eigen::Vector2f(2, 0)));
        QVERIFY(fast[2].isApprox(Eigen::Vector2f(6, 0)));
        const auto turn = s.advanceTo(Eigen::Vector2f(6, 4.5f)); // from the last dab, not the mouse
        QCOMPARE(int(turn.size()), 2);
        QVERIFY(turn[1].isApprox(Eigen::Vector2f(6, 4)));
        QVERIFY(s.lastDab().isApprox(Eigen::Vector2f(6, 4)));
        QVERIFY(s.advanceTo(Eigen::Vector2f(std::nanf(""), 0)).empty());
    }
};

QTEST_MAIN(TstDabSpacer)
#include "tst_dabspacer.moc"
