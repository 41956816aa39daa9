// WheelFieldFilter (installed on the application by MainWindow): spin boxes and combo boxes take
// the focus by click or Tab only, and the wheel changes their value only while they have the
// focus; over an unfocused field the wheel is left for the scroll area around it.
#include "widgets/sendwheel.h"
#include "wheelfieldfilter.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>

using ackedit::widgets::WheelFieldFilter;

using ackedit::testing::sendWheel;

class TestWheelFieldFilter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wheelEditsOnlyTheFocusedField()
    {
        WheelFieldFilter filter;
        qApp->installEventFilter(&filter);
        QScrollArea scroll;
        auto *content = new QWidget;
        auto *layout = new QVBoxLayout(content);
        auto *spin = new QSpinBox;
        spin->setRange(0, 100);
        spin->setValue(50);
        auto *combo = new QComboBox;
        combo->addItems({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        combo->setCurrentIndex(1);
        auto *plain = new QLineEdit; // not a value field: left alone
        layout->addWidget(spin);
        layout->addWidget(combo);
        layout->addWidget(plain);
        scroll.setWidget(content);
        scroll.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scroll));
        QApplication::setActiveWindow(&scroll); // Xvfb has no window manager to activate it
        QTRY_VERIFY(scroll.isActiveWindow());

        plain->setFocus(); // activation focused the first field
        QTRY_VERIFY(plain->hasFocus());
        QCOMPARE(spin->focusPolicy(), Qt::StrongFocus);
        QCOMPARE(combo->focusPolicy(), Qt::StrongFocus);
        QVERIFY(!sendWheel(spin));
        QVERIFY(!sendWheel(spin->findChild<QLineEdit *>())); // the spin box's own line edit too
        QVERIFY(!sendWheel(combo));
        QCOMPARE(spin->value(), 50);
        QCOMPARE(combo->currentIndex(), 1);

        spin->setFocus();
        QTRY_VERIFY(spin->hasFocus());
        sendWheel(spin);
        QCOMPARE(spin->value(), 49);
        combo->setFocus();
        QTRY_VERIFY(combo->hasFocus());
        sendWheel(combo);
        QCOMPARE(combo->currentIndex(), 2);
        QCOMPARE(spin->value(), 49);
    }
};

QTEST_MAIN(TestWheelFieldFilter)
#include "tst_wheelfieldfilter.moc"
