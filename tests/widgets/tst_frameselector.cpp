#include "frameselector.h"

#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

using ackedit::widgets::FrameSelector;

class TestFrameSelector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slidersAndNames()
    {
        FrameSelector selector;
        selector.setFrames(3, {QStringLiteral("stand1"), QStringLiteral("walk1")});
        QCOMPARE(selector.frameCount(), 3);
        QSignalSpy spy(&selector, &FrameSelector::currentFrameChanged);
        auto *slider = selector.findChild<QSlider *>(QStringLiteral("frameSlider"));
        auto *spin = selector.findChild<QSpinBox *>(QStringLiteral("frameSpin"));
        auto *name = selector.findChild<QLabel *>(QStringLiteral("frameName"));
        QVERIFY(slider && spin && name);
        QCOMPARE(name->text(), QStringLiteral("stand1"));

        slider->setValue(1);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.takeFirst().at(0).toInt(), 1);
        QCOMPARE(spin->value(), 1);
        QCOMPARE(name->text(), QStringLiteral("walk1"));

        spin->setValue(2);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(selector.currentFrame(), 2);
        QCOMPARE(name->text(), QString()); // no name for frame 2

        selector.setCurrentFrame(2); // unchanged: no signal
        QCOMPARE(spy.count(), 1);
        selector.setCurrentFrame(99); // clamped
        QCOMPARE(selector.currentFrame(), 2);
        QCOMPARE(spy.count(), 1);
    }

    void resetDoesNotSignal()
    {
        FrameSelector selector;
        selector.setFrames(5);
        selector.setCurrentFrame(4);
        QSignalSpy spy(&selector, &FrameSelector::currentFrameChanged);
        selector.setFrames(2);
        QCOMPARE(selector.currentFrame(), 0);
        QCOMPARE(selector.frameCount(), 2);
        QCOMPARE(spy.count(), 0);
        selector.setFrames(0); // at least one frame
        QCOMPARE(selector.frameCount(), 1);
    }
};

QTEST_MAIN(TestFrameSelector)
#include "tst_frameselector.moc"
