// The Properties panel fits its fields at the width the window gives it: every component of a
// position shows whole and shows its value in full (the third used to be cut off at the panel's
// edge, "376.0(").
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_files.h"
#include "format/mdl/mdlfixtures.h"
#include "format/wmp/wmptextfixtures.h"

#include "documentmanager.h"
#include "docks/propertypanel.h"
#include "docks/transformdock.h"
#include "editors/modeleditor.h"
#include "editors/leveleditor.h"
#include "mainwindow.h"
#include "scene/scenedocument.h"

#include <QAbstractSpinBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTest>
#include <QVector3D>

using namespace ackedit;
using app::MainWindow;
using document::NodeId;
using document::NodeKind;

class TstPropertyPanelLayout : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void positionFieldsShowWhole_data()
    {
        QTest::addColumn<QSize>("window");
        QTest::newRow("default size") << QSize(1200, 800);
        QTest::newRow("small window") << QSize(900, 600);
    }
    void positionFieldsShowWhole()
    {
        QFETCH(QSize, window);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("level.wmp"));
        QVERIFY(testing::writeFile(path, testing::wmpFixture5()));
        MainWindow main;
        testing::installPrompts(main);
        main.resize(window);
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        QVERIFY(main.openFileAndWait(path));
        auto *editor = qobject_cast<widgets::LevelEditor *>(main.documents()->currentEditor());
        QVERIFY(editor);
        document::SceneDocument *doc = editor->sceneDocument();
        QList<NodeId> stack = doc->children(0);
        NodeId entity = 0;
        while (!stack.isEmpty() && !entity) {
            const NodeId id = stack.takeFirst();
            stack << doc->children(id);
            if (doc->nodeKind(id) == NodeKind::Entity)
                entity = id;
        }
        QVERIFY(entity);
        QVERIFY(doc->setProperty({entity}, QStringLiteral("origin"), QVariant(QVector3D(-12345.7f, 376.5f, 99999.1f))));
        editor->setSelection({entity});
        QTest::qWait(50);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        for (const char *axis : {"origin.x", "origin.y", "origin.z"}) {
            auto *spin = editor->propertyPanel()->findChild<QAbstractSpinBox *>(QLatin1String(axis));
            QVERIFY(spin && spin->isVisible());
            // Within the panel's width (the panel may scroll vertically, never sideways).
            QWidget *view = editor->propertyPanel()->findChild<QScrollArea *>()->viewport();
            const QRect inView(spin->mapTo(view, QPoint(0, 0)), spin->size());
            QVERIFY2(inView.left() >= 0 && inView.right() < view->width(),
                     qPrintable(QStringLiteral("%1: x %2..%3 in a panel %4 px wide").arg(QLatin1String(axis))
                                    .arg(inView.left()).arg(inView.right()).arg(view->width())));
            auto *line = spin->findChild<QLineEdit *>();
            QVERIFY2(line->fontMetrics().horizontalAdvance(spin->text()) <= line->width(),
                     qPrintable(QStringLiteral("%1: \"%2\" does not fit %3 px").arg(QLatin1String(axis), spin->text())
                                    .arg(line->width())));
        }
    }

    // Issue 32: at 1280 x 800 the model editor's Transform dock showed two of its three X / Y / Z
    // fields; the third was cut off at the dock's edge.
    void transformFieldsShowWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cube.mdl"));
        QVERIFY(testing::writeFile(path, format::MdlFile::create(mdlfixture::cube("MDL5", 0, 3))->write()));
        MainWindow main;
        testing::installPrompts(main);
        main.resize(1280, 800);
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        QVERIFY(main.openFileAndWait(path));
        auto *editor = qobject_cast<widgets::ModelEditor *>(main.documents()->currentEditor());
        QVERIFY(editor);
        widgets::TransformDock *dock = editor->transformDock();
        dock->show();
        dock->raise();
        QTest::qWait(50);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
        QWidget *view = dock->findChild<QScrollArea *>()->viewport();
        for (const char *name : {"valueX", "valueY", "valueZ", "cursorX", "cursorY", "cursorZ"}) {
            auto *spin = dock->findChild<QAbstractSpinBox *>(QLatin1String(name));
            QVERIFY(spin);
            const QRect inView(spin->mapTo(view, QPoint(0, 0)), spin->size());
            QVERIFY2(inView.left() >= 0 && inView.right() < view->width(),
                     qPrintable(QStringLiteral("%1: x %2..%3 in a dock %4 px wide").arg(QLatin1String(name))
                                    .arg(inView.left()).arg(inView.right()).arg(view->width())));
            auto *line = spin->findChild<QLineEdit *>();
            QVERIFY2(line->fontMetrics().horizontalAdvance(spin->text()) <= line->width(),
                     qPrintable(QStringLiteral("%1: \"%2\" does not fit %3 px").arg(QLatin1String(name), spin->text())
                                    .arg(line->width())));
        }
    }
};

QTEST_MAIN(TstPropertyPanelLayout)
#include "tst_propertypanellayout.moc"
