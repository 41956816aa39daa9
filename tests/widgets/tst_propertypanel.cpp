// PropertyPanel over a fake SceneDocument: the right widget per property type, every edit an undo
// step through SceneDocument::setProperty (merged for spin box changes), multi-selection edits,
// mixed values shown blank, and the widgets following undo without losing focus. A drag over a
// selection whose values differ is one undo step too (also on a real WmpDocument).
#include "format/wmp/wmptextfixtures.h"
#include "scene/wmpdocument.h"
#include "widgets/fakescenedocument.h"
#include "widgets/modaldriver.h"
#include "widgets/sendwheel.h"
#include "wmp/wmptextfile.h"

#include "docks/propertypanel.h"
#include "wheelfieldfilter.h"

#include <QApplication>
#include <QCheckBox>
#include <QColorDialog>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QToolButton>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using testing::FakeSceneDocument;
using widgets::PropertyPanel;

namespace {

struct Fixture
{
    FakeSceneDocument doc;
    NodeId level, crate, barrel, lamp1, lamp2;
    Fixture()
    {
        level = doc.make(NodeKind::Level, 0, QStringLiteral("level"));
        crate = doc.make(NodeKind::Entity, 0, QStringLiteral("crate"), QVector3D(10, 20, 30));
        barrel = doc.make(NodeKind::Entity, 0, QStringLiteral("barrel"), QVector3D(-1, -2, -3));
        lamp1 = doc.make(NodeKind::Light, 0, QStringLiteral("lamp1"), QVector3D(1, 2, 3));
        lamp2 = doc.make(NodeKind::Light, 0, QStringLiteral("lamp2"), QVector3D(0, 10, 0));
    }
    QVector3D origin(NodeId id) const { return doc.property(id, QStringLiteral("origin")).value<QVector3D>(); }
};

template<typename T>
T *field(const PropertyPanel &panel, const QString &name)
{
    return panel.findChild<T *>(name);
}

} // namespace

class tst_PropertyPanel : public QObject
{
    Q_OBJECT
private slots:
    void widgetsPerType();
    void commonFieldsOfSelection();
    void vectorEditTwiceIsOneStep();
    void undoUpdatesWidgetKeepingFocus();
    void multiSelectionEditsAll();
    void multiSelectionKeepsOtherComponents();
    void multiSelectionDragIsOneStep();
    void multiSelectionDragOnWmpDocument();
    void mixedValuesShowBlank();
    void textAndRename();
    void flagsAsCheckBoxes();
    void skillsTable();
    void integerAndReadOnly();
    void removedNodeLeaves();
    void wheelScrollsPastUnfocusedFields();
    void percentColourFromTheColourDialog();
};

void tst_PropertyPanel::widgetsPerType()
{
    Fixture f;
    PropertyPanel panel(&f.doc);
    QVERIFY(panel.keys().isEmpty());
    panel.setNodes({f.crate});
    QCOMPARE(panel.keys(), (QStringList{QStringLiteral("name"), QStringLiteral("origin"), QStringLiteral("angles"),
                                        QStringLiteral("file"), QStringLiteral("flags"), QStringLiteral("skills"),
                                        QStringLiteral("ambient")}));
    QVERIFY(qobject_cast<QLineEdit *>(panel.editor(QStringLiteral("name"))));
    QVERIFY(field<QDoubleSpinBox>(panel, QStringLiteral("origin.x")));
    QVERIFY(field<QDoubleSpinBox>(panel, QStringLiteral("angles.z")));
    QVERIFY(field<QToolButton>(panel, QStringLiteral("file.browse")));
    QVERIFY(field<QCheckBox>(panel, QStringLiteral("flags.flag2")));
    QVERIFY(qobject_cast<QTableWidget *>(panel.editor(QStringLiteral("skills"))));
    QVERIFY(qobject_cast<QSpinBox *>(panel.editor(QStringLiteral("ambient"))));
    QCOMPARE(field<QDoubleSpinBox>(panel, QStringLiteral("origin.y"))->value(), 20.0);
    panel.setNodes({f.lamp1});
    QVERIFY(qobject_cast<QToolButton *>(panel.editor(QStringLiteral("color"))));
    QVERIFY(qobject_cast<QDoubleSpinBox *>(panel.editor(QStringLiteral("range"))));
    QVERIFY(!panel.editor(QStringLiteral("flags")));
    QCOMPARE(f.doc.undoStack()->count(), 0); // showing values edits nothing
}

void tst_PropertyPanel::commonFieldsOfSelection()
{
    Fixture f;
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.crate, f.lamp1});
    QCOMPARE(panel.keys(), (QStringList{QStringLiteral("name"), QStringLiteral("origin"), QStringLiteral("angles")}));
    panel.setNodes({f.crate, 4711}); // unknown ids are dropped
    QCOMPARE(panel.nodes(), QList<NodeId>{f.crate});
}

void tst_PropertyPanel::vectorEditTwiceIsOneStep()
{
    Fixture f;
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.crate});
    auto *x = field<QDoubleSpinBox>(panel, QStringLiteral("origin.x"));
    auto *z = field<QDoubleSpinBox>(panel, QStringLiteral("origin.z"));
    QVERIFY(x && z);
    x->setValue(11);
    QCOMPARE(f.origin(f.crate), QVector3D(11, 20, 30));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    x->stepUp(); // like an arrow click or a drag
    z->setValue(35);
    QCOMPARE(f.origin(f.crate), QVector3D(12, 20, 35));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(f.origin(f.crate), QVector3D(10, 20, 30));
    QCOMPARE(x->value(), 10.0);
    QCOMPARE(z->value(), 30.0);
    f.doc.undoStack()->redo();
    QCOMPARE(x->value(), 12.0);
}

void tst_PropertyPanel::undoUpdatesWidgetKeepingFocus()
{
    Fixture f;
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.crate});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QApplication::setActiveWindow(&panel); // Xvfb has no window manager to activate it
    QTRY_VERIFY(panel.isActiveWindow());
    auto *y = field<QDoubleSpinBox>(panel, QStringLiteral("origin.y"));
    y->setFocus();
    QTRY_VERIFY(y->hasFocus());
    QTest::keyClick(y, Qt::Key_Up);
    QCOMPARE(f.origin(f.crate).y(), 21.0f);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QTest::keyClick(y, Qt::Key_Up);
    QCOMPARE(f.origin(f.crate).y(), 22.0f);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QWidget *before = panel.editor(QStringLiteral("origin"));
    f.doc.undoStack()->undo();
    QCOMPARE(y->value(), 20.0);
    QVERIFY(y->hasFocus());
    QCOMPARE(panel.editor(QStringLiteral("origin")), before); // not rebuilt
    // A change from elsewhere (another view, a script) shows up too.
    QVERIFY(f.doc.setProperty({f.crate}, QStringLiteral("origin"), QVector3D(5, 6, 7)));
    QCOMPARE(y->value(), 6.0);
    QVERIFY(y->hasFocus());
}

void tst_PropertyPanel::multiSelectionEditsAll()
{
    Fixture f;
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.lamp1, f.lamp2});
    auto *range = qobject_cast<QDoubleSpinBox *>(panel.editor(QStringLiteral("range")));
    QVERIFY(range);
    range->setValue(250);
    QCOMPARE(f.doc.property(f.lamp1, QStringLiteral("range")).toDouble(), 250.0);
    QCOMPARE(f.doc.property(f.lamp2, QStringLiteral("range")).toDouble(), 250.0);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    range->setValue(300);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.property(f.lamp1, QStringLiteral("range")).toDouble(), 100.0);
    QCOMPARE(f.doc.property(f.lamp2, QStringLiteral("range")).toDouble(), 100.0);
    QCOMPARE(range->value(), 100.0);
}

void tst_PropertyPanel::multiSelectionKeepsOtherComponents()
{
    Fixture f;
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.lamp1, f.lamp2}); // (1,2,3) and (0,10,0)
    auto *z = field<QDoubleSpinBox>(panel, QStringLiteral("origin.z"));
    z->setValue(5);
    QCOMPARE(f.origin(f.lamp1), QVector3D(1, 2, 5));
    QCOMPARE(f.origin(f.lamp2), QVector3D(0, 10, 5));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QCOMPARE(z->value(), 5.0);
    QCOMPARE(z->text(), QStringLiteral("5.000")); // now common
    f.doc.undoStack()->undo();
    QCOMPARE(f.origin(f.lamp1), QVector3D(1, 2, 3));
    QCOMPARE(f.origin(f.lamp2), QVector3D(0, 10, 0));
    QCOMPARE(z->text(), QString()); // mixed again
}

void tst_PropertyPanel::multiSelectionDragIsOneStep()
{
    // Three nodes with different positions; only X is dragged. Each edit gives every node its own
    // new origin, and the whole drag is one undo step.
    Fixture f;
    PropertyPanel panel(&f.doc);
    const QList<NodeId> ids{f.crate, f.barrel, f.lamp1}; // (10,20,30) (-1,-2,-3) (1,2,3)
    QList<QVector3D> start;
    for (NodeId id : ids)
        start << f.origin(id);
    panel.setNodes(ids);
    auto *x = field<QDoubleSpinBox>(panel, QStringLiteral("origin.x"));
    QVERIFY(x);
    QCOMPARE(x->text(), QString()); // mixed
    QSignalSpy changed(&f.doc, &document::SceneDocument::propertyChanged);
    x->setValue(5);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    x->stepUp(); // like an arrow click or a drag
    x->stepUp();
    x->setValue(9.5);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QVERIFY(changed.count() >= 3 * 4);
    for (int i = 0; i < ids.size(); ++i)
        QCOMPARE(f.origin(ids[i]), QVector3D(9.5f, start[i].y(), start[i].z()));
    QCOMPARE(x->value(), 9.5);

    f.doc.undoStack()->undo();
    for (int i = 0; i < ids.size(); ++i)
        QCOMPARE(f.origin(ids[i]), start[i]);
    QCOMPARE(x->text(), QString()); // mixed again
    QVERIFY(!f.doc.isModified());
    f.doc.undoStack()->redo();
    for (int i = 0; i < ids.size(); ++i)
        QCOMPARE(f.origin(ids[i]), QVector3D(9.5f, start[i].y(), start[i].z()));
    QCOMPARE(x->text(), QStringLiteral("9.500"));
}

void tst_PropertyPanel::multiSelectionDragOnWmpDocument()
{
    // The same on a real level: a model, a light and a start position of a text WMP.
    const QByteArray original = testing::wmpFixture5();
    document::WmpDocument doc(format::readWmpText(original), QString());
    QList<NodeId> ids;
    for (const format::WmpObjectNode &o : doc.wmp()->objects())
        if (o.number == 5 || o.number == 6 || o.number == 8)
            ids << o.id;
    QCOMPARE(ids.size(), 3);
    const QString key = QStringLiteral("origin");
    QList<QVector3D> start;
    for (NodeId id : ids)
        start << doc.property(id, key).value<QVector3D>();
    PropertyPanel panel(&doc);
    panel.setNodes(ids);
    auto *x = field<QDoubleSpinBox>(panel, QStringLiteral("origin.x"));
    QVERIFY(x);
    for (double value : {100.0, 101.0, 102.0, 110.25})
        x->setValue(value);
    QCOMPARE(doc.undoStack()->count(), 1);
    for (int i = 0; i < ids.size(); ++i)
        QCOMPARE(doc.property(ids[i], key).value<QVector3D>(), QVector3D(110.25f, start[i].y(), start[i].z()));
    doc.undoStack()->undo();
    for (int i = 0; i < ids.size(); ++i)
        QCOMPARE(doc.property(ids[i], key).value<QVector3D>(), start[i]);
    QCOMPARE(doc.wmp()->write(), original);
    QCOMPARE(x->text(), QString());
}

void tst_PropertyPanel::mixedValuesShowBlank()
{
    Fixture f;
    QVERIFY(f.doc.setProperty({f.lamp1, f.lamp2}, QStringLiteral("angles"), QVector3D(90, 0, 0)));
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.lamp1, f.lamp2});
    auto *name = qobject_cast<QLineEdit *>(panel.editor(QStringLiteral("name")));
    QCOMPARE(name->text(), QString());
    QCOMPARE(name->placeholderText(), QStringLiteral("\u2014"));
    QCOMPARE(field<QDoubleSpinBox>(panel, QStringLiteral("origin.x"))->text(), QString());
    QCOMPARE(field<QDoubleSpinBox>(panel, QStringLiteral("angles.x"))->text(), QStringLiteral("90.00"));
    QCOMPARE(field<QDoubleSpinBox>(panel, QStringLiteral("angles.y"))->text(), QStringLiteral("0.00"));
    // Leaving a mixed name untouched changes nothing.
    emit name->editingFinished();
    QCOMPARE(f.doc.nodeName(f.lamp1), QStringLiteral("lamp1"));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    // A single node shows its own values.
    panel.setNodes({f.lamp2});
    QCOMPARE(qobject_cast<QLineEdit *>(panel.editor(QStringLiteral("name")))->text(), QStringLiteral("lamp2"));
    QCOMPARE(field<QDoubleSpinBox>(panel, QStringLiteral("origin.y"))->text(), QStringLiteral("10.000"));
}

void tst_PropertyPanel::textAndRename()
{
    Fixture f;
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.crate});
    auto *name = qobject_cast<QLineEdit *>(panel.editor(QStringLiteral("name")));
    name->setText(QStringLiteral("box"));
    emit name->editingFinished();
    QCOMPARE(f.doc.nodeName(f.crate), QStringLiteral("box"));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    emit name->editingFinished(); // same text: no new step
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(name->text(), QStringLiteral("crate"));
    auto *file = field<QLineEdit>(panel, QStringLiteral("file.text"));
    QVERIFY(file);
    file->setText(QStringLiteral("crate.mdl"));
    emit file->editingFinished();
    QCOMPARE(f.doc.property(f.crate, QStringLiteral("file")).toString(), QStringLiteral("crate.mdl"));
}

void tst_PropertyPanel::flagsAsCheckBoxes()
{
    Fixture f;
    QVERIFY(f.doc.setProperty({f.barrel}, QStringLiteral("flags"), 1u));
    f.doc.undoStack()->clear();
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.crate, f.barrel}); // flags 0 and 1
    auto *passable = field<QCheckBox>(panel, QStringLiteral("flags.flag0"));
    auto *invisible = field<QCheckBox>(panel, QStringLiteral("flags.flag1"));
    QCOMPARE(passable->checkState(), Qt::PartiallyChecked);
    QCOMPARE(invisible->checkState(), Qt::Unchecked);
    invisible->click();
    QCOMPARE(f.doc.property(f.crate, QStringLiteral("flags")).toUInt(), 2u);
    QCOMPARE(f.doc.property(f.barrel, QStringLiteral("flags")).toUInt(), 3u); // its bit 0 stays
    QCOMPARE(f.doc.undoStack()->count(), 1);
    passable->click(); // partial -> checked: now on for both
    QCOMPARE(f.doc.property(f.crate, QStringLiteral("flags")).toUInt(), 3u);
    QCOMPARE(passable->checkState(), Qt::Checked);
    f.doc.undoStack()->undo();
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.property(f.crate, QStringLiteral("flags")).toUInt(), 0u);
    QCOMPARE(f.doc.property(f.barrel, QStringLiteral("flags")).toUInt(), 1u);
    QCOMPARE(passable->checkState(), Qt::PartiallyChecked);
    QCOMPARE(invisible->checkState(), Qt::Unchecked);
}

void tst_PropertyPanel::skillsTable()
{
    Fixture f;
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.crate, f.barrel});
    auto *table = qobject_cast<QTableWidget *>(panel.editor(QStringLiteral("skills")));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 4);
    table->item(2, 0)->setText(QStringLiteral("7.5"));
    const QVariantList expected{0.0, 0.0, 7.5, 0.0};
    QCOMPARE(f.doc.property(f.crate, QStringLiteral("skills")).toList(), expected);
    QCOMPARE(f.doc.property(f.barrel, QStringLiteral("skills")).toList(), expected);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QSignalSpy errors(&panel, &PropertyPanel::errorOccurred);
    table->item(1, 0)->setText(QStringLiteral("not a number"));
    QCOMPARE(table->item(1, 0)->text(), QStringLiteral("0")); // reverted, and the panel says why
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().first().toString().contains(QStringLiteral("\"not a number\" is not a number")),
             qPrintable(errors.first().first().toString()));
    table->item(1, 0)->setText(QStringLiteral("2")); // a number: changed (merged with the 7.5)
    QCOMPARE(f.doc.property(f.crate, QStringLiteral("skills")).toList(), (QVariantList{0.0, 2.0, 7.5, 0.0}));
    QCOMPARE(errors.size(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(table->item(2, 0)->text(), QStringLiteral("0"));
}

void tst_PropertyPanel::integerAndReadOnly()
{
    Fixture f;
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.crate});
    auto *ambient = qobject_cast<QSpinBox *>(panel.editor(QStringLiteral("ambient")));
    QCOMPARE(ambient->minimum(), -100);
    QCOMPARE(ambient->maximum(), 100);
    ambient->setValue(40);
    QCOMPARE(f.doc.property(f.crate, QStringLiteral("ambient")).toInt(), 40);
    panel.setNodes({f.level});
    auto *info = qobject_cast<QLineEdit *>(panel.editor(QStringLiteral("info")));
    QVERIFY(info);
    QVERIFY(info->isReadOnly());
    QCOMPARE(info->text(), QStringLiteral("fake"));
}

void tst_PropertyPanel::removedNodeLeaves()
{
    Fixture f;
    PropertyPanel panel(&f.doc);
    panel.setNodes({f.lamp1, f.lamp2});
    QVERIFY(f.doc.removeNodes({f.lamp2}));
    QCOMPARE(panel.nodes(), QList<NodeId>{f.lamp1});
    QCOMPARE(qobject_cast<QLineEdit *>(panel.editor(QStringLiteral("name")))->text(), QStringLiteral("lamp1"));
    QVERIFY(f.doc.removeNodes({f.lamp1}));
    QVERIFY(panel.nodes().isEmpty());
    QVERIFY(panel.keys().isEmpty());
}

// With the application's WheelFieldFilter (MainWindow installs it), the wheel over a spin box the
// user is not editing scrolls the panel and changes nothing (it used to turn an Angles value and
// push a "Change Angles" step while scrolling); in the box being edited it still steps the value.
void tst_PropertyPanel::wheelScrollsPastUnfocusedFields()
{
    widgets::WheelFieldFilter filter;
    qApp->installEventFilter(&filter);
    Fixture f;
    PropertyPanel panel(&f.doc);
    panel.resize(260, 140); // shorter than the form: the panel scrolls
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QApplication::setActiveWindow(&panel); // Xvfb has no window manager to activate it
    QTRY_VERIFY(panel.isActiveWindow());
    panel.setNodes({f.crate});
    auto *angle = field<QDoubleSpinBox>(panel, QStringLiteral("angles.x"));
    auto *scroll = panel.findChild<QScrollArea *>();
    QVERIFY(angle && scroll);
    QCOMPARE(angle->focusPolicy(), Qt::StrongFocus); // a wheel no longer gives it the focus
    QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
    scroll->ensureWidgetVisible(angle);
    const int scrolledTo = scroll->verticalScrollBar()->value();
    const double before = angle->value();
    QVERIFY(!angle->hasFocus());
    QVERIFY2(!testing::sendWheel(angle), "the wheel goes on to the panel");
    QCOMPARE(angle->value(), before);
    QCOMPARE(f.doc.undoStack()->count(), 0);
    testing::sendWheel(scroll->viewport());
    QVERIFY(scroll->verticalScrollBar()->value() != scrolledTo);
    QCOMPARE(angle->value(), before);

    angle->setFocus();
    QTRY_VERIFY(angle->hasFocus());
    testing::sendWheel(angle);
    QVERIFY(angle->value() != before);
    QCOMPARE(f.doc.undoStack()->count(), 1);
}

// Issue 32: a light's colour (percent, as WED stores it) is typed or picked in the colour
// dialog, which opens on the colour as it is and writes the chosen one back in percent, one step.
void tst_PropertyPanel::percentColourFromTheColourDialog()
{
    const QByteArray original = testing::wmpFixture6();
    document::WmpDocument doc(format::readWmpText(original), QString());
    NodeId light = 0;
    for (const format::WmpObjectNode &o : doc.wmp()->objects())
        if (o.number == 2)
            light = o.id;
    QVERIFY(light);
    PropertyPanel panel(&doc);
    panel.setNodes({light});
    auto *pick = field<QToolButton>(panel, QStringLiteral("color.pick"));
    QVERIFY(pick && pick->isEnabled());
    QColor opened;
    testing::ModalDriver driver("QColorDialog", [&opened](QWidget *d) {
        auto *dialog = qobject_cast<QColorDialog *>(d);
        QVERIFY(dialog);
        opened = dialog->currentColor();
        dialog->setCurrentColor(QColor(0, 255, 51));
        dialog->accept();
    });
    QTest::mouseClick(pick, Qt::LeftButton);
    QVERIFY(driver.opened());
    QCOMPARE(opened, QColor(255, 128, 64)); // 100, 50.2, 25.1 percent
    const QVector3D c = doc.property(light, QStringLiteral("color")).value<QVector3D>();
    QVERIFY2((c - QVector3D(0, 100, 20)).length() < 1e-3f, qPrintable(QStringLiteral("%1 %2 %3").arg(c.x()).arg(c.y()).arg(c.z())));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(field<QDoubleSpinBox>(panel, QStringLiteral("color.y"))->value(), 100.0);
    doc.undoStack()->undo();
    QCOMPARE(doc.wmp()->write(), original);
}

QTEST_MAIN(tst_PropertyPanel)
#include "tst_propertypanel.moc"
