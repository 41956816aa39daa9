// The camera works with plain mouse buttons (issue 32, point 3): window managers (openbox, Xfce,
// KDE) take Alt+left drag to move the window, so in the model editor, where left drag selects,
// right and middle drags orbit, Shift+middle pans and Ctrl+middle zooms, none of them touching
// the model or its selection; numpad 1/3/7 (Ctrl: opposite) show the model from the front,
// right and top; and a line under the view tells the controls. Save As has Ctrl+Shift+S (point
// 4): before, the key did nothing on Linux and the letters typed next went to the vertex tool.
#include "app/modelsession.h"
#include "app/testsettings.h"

#include "editors/vertextool.h"
#include "model/vertex/modelselection.h"
#include "viewport/viewport.h"

#include <QAbstractSpinBox>
#include <QLabel>
#include <QSignalSpy>
#include <qpa/qwindowsysteminterface.h>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace ackedit;

namespace {

bool openPanels(testing::Session &s, const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("panels.mdl"));
    return testing::writeFile(path, testing::panelsModel()) && s.open(path);
}

Eigen::Vector3f viewDirection(const widgets::Viewport &v)
{
    const auto c = v.cameraState();
    return (c.target - c.eye).normalized();
}

} // namespace

class TstViewControls : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void plainButtonsMoveTheCameraOnly_data()
    {
        QTest::addColumn<int>("button");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<QString>("expect"); // orbit, pan or zoom
        QTest::newRow("right drag orbits") << int(Qt::RightButton) << int(Qt::NoModifier) << QStringLiteral("orbit");
        QTest::newRow("middle drag orbits") << int(Qt::MiddleButton) << int(Qt::NoModifier) << QStringLiteral("orbit");
        QTest::newRow("Shift+middle pans") << int(Qt::MiddleButton) << int(Qt::ShiftModifier) << QStringLiteral("pan");
        QTest::newRow("Ctrl+middle zooms") << int(Qt::MiddleButton) << int(Qt::ControlModifier) << QStringLiteral("zoom");
    }

    void plainButtonsMoveTheCameraOnly()
    {
        QFETCH(int, button);
        QFETCH(int, modifiers);
        QFETCH(QString, expect);
        QTemporaryDir dir;
        testing::Session s;
        QVERIFY(openPanels(s, dir));
        widgets::Viewport *view = s.editor->viewport();
        QTest::qWait(100); // the window settles: the view is framed anew while its size changes
        const auto before = view->cameraState();
        const QPoint c(s.render->width() / 2, s.render->height() / 2);
        testing::dragInWindow(s.render, Qt::MouseButton(button), Qt::KeyboardModifiers(modifiers), c, c + QPoint(60, -40));
        const auto after = view->cameraState();
        const float distanceBefore = (before.target - before.eye).norm();
        const float distanceAfter = (after.target - after.eye).norm();
        if (expect == QLatin1String("orbit")) {
            QVERIFY((after.target - before.target).norm() < 1e-4f);
            QVERIFY(std::abs(distanceAfter - distanceBefore) < 1e-3f * distanceBefore);
            QVERIFY2((viewDirection(*view) - (before.target - before.eye).normalized()).norm() > 0.1f, "did not turn");
        } else if (expect == QLatin1String("pan")) {
            QVERIFY2((after.target - before.target).norm() > 0.01f * distanceBefore, "did not pan");
            QVERIFY((viewDirection(*view) - (before.target - before.eye).normalized()).norm() < 1e-4f);
        } else {
            QVERIFY2(distanceAfter < 0.9f * distanceBefore, "dragging up did not move closer");
            QVERIFY((after.target - before.target).norm() < 1e-4f);
        }
        // The model, its selection and its history are untouched; no transform started.
        QCOMPARE(s.doc->undoStack()->count(), 0);
        QVERIFY(s.editor->vertexSelection()->selection().indices().empty());
        QVERIFY(!s.editor->vertexTool()->isTransforming());
    }

    void numpadViewPresets_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<bool>("ctrl");
        QTest::addColumn<float>("x"); // the view direction wanted (file coordinates)
        QTest::addColumn<float>("y");
        QTest::addColumn<float>("z");
        QTest::addColumn<QString>("action");
        QTest::newRow("1 front") << int(Qt::Key_1) << false << -1.f << 0.f << 0.f << QStringLiteral("actionViewFront");
        QTest::newRow("Ctrl+1 back") << int(Qt::Key_1) << true << 1.f << 0.f << 0.f << QStringLiteral("actionViewBack");
        QTest::newRow("3 right") << int(Qt::Key_3) << false << 0.f << 1.f << 0.f << QStringLiteral("actionViewRight");
        QTest::newRow("Ctrl+3 left") << int(Qt::Key_3) << true << 0.f << -1.f << 0.f << QStringLiteral("actionViewLeft");
        QTest::newRow("7 top") << int(Qt::Key_7) << false << 0.f << 0.f << -1.f << QStringLiteral("actionViewTop");
        QTest::newRow("Ctrl+7 bottom") << int(Qt::Key_7) << true << 0.f << 0.f << 1.f << QStringLiteral("actionViewBottom");
        // Num Lock off: the keypad's 1, 3 and 7 arrive as End, Page Down and Home.
        QTest::newRow("Num Lock off, 1 front") << int(Qt::Key_End) << false << -1.f << 0.f << 0.f << QStringLiteral("actionViewFront");
        QTest::newRow("Num Lock off, Ctrl+1 back") << int(Qt::Key_End) << true << 1.f << 0.f << 0.f << QStringLiteral("actionViewBack");
        QTest::newRow("Num Lock off, 3 right") << int(Qt::Key_PageDown) << false << 0.f << 1.f << 0.f << QStringLiteral("actionViewRight");
        QTest::newRow("Num Lock off, Ctrl+3 left") << int(Qt::Key_PageDown) << true << 0.f << -1.f << 0.f << QStringLiteral("actionViewLeft");
        QTest::newRow("Num Lock off, 7 top") << int(Qt::Key_Home) << false << 0.f << 0.f << -1.f << QStringLiteral("actionViewTop");
        QTest::newRow("Num Lock off, Ctrl+7 bottom") << int(Qt::Key_Home) << true << 0.f << 0.f << 1.f << QStringLiteral("actionViewBottom");
    }

    void numpadViewPresets()
    {
        QFETCH(int, key);
        QFETCH(bool, ctrl);
        QFETCH(float, x);
        QFETCH(float, y);
        QFETCH(float, z);
        QFETCH(QString, action);
        QTemporaryDir dir;
        testing::Session s;
        QVERIFY(openPanels(s, dir));
        QAction *textured = s.window->findChild<QAction *>(QStringLiteral("actionTextured"));
        QVERIFY(textured->isChecked());
        QVERIFY(s.window->findChild<QAction *>(action));
        QTest::keyClick(s.render, Qt::Key(key), Qt::KeypadModifier | (ctrl ? Qt::ControlModifier : Qt::NoModifier));
        const Eigen::Vector3f d = viewDirection(*s.editor->viewport());
        QVERIFY2((d - Eigen::Vector3f(x, y, z)).norm() < 0.05f,
                 qPrintable(QStringLiteral("looking along %1 %2 %3").arg(d.x()).arg(d.y()).arg(d.z())));
        // Keypad keys are not the render-mode keys 1/2/3.
        QVERIFY(textured->isChecked());
        QCOMPARE(s.doc->undoStack()->count(), 0);
        if (key == Qt::Key_PageDown && ctrl) // not Ctrl+Page Down, the next tab
            QCOMPARE(s.window->documents()->currentEditor(), s.editor);
        if ((key == Qt::Key_7 || key == Qt::Key_Home) && !ctrl) { // from the top, file +X points right on screen
            const QPointF o = testing::projectToImage(*s.editor->viewport(), Eigen::Vector3f(0, 0, 0), s.render->size());
            const QPointF px = testing::projectToImage(*s.editor->viewport(), Eigen::Vector3f(5, 0, 0), s.render->size());
            QVERIFY(px.x() > o.x() + 1);
        }
    }

    // The same keys as X11 delivers them: with the key's keycode, Qt looks shortcuts up in the
    // keyboard map, which drops the keypad modifier, so a keypad shortcut never matched (keypad
    // 1 switched to the Textured mode instead, 7 did nothing). Num Lock on and off.
    void numpadViewPresetsFromTheKeyboard_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<quint32>("keycode"); // X11 (evdev) keycodes of the keypad keys
        QTest::addColumn<bool>("numLock");
        QTest::addColumn<bool>("ctrl");
        QTest::addColumn<QString>("action");
        const struct
        {
            int on, off;
            quint32 keycode;
            const char *plain, *withCtrl;
        } keys[] = {{Qt::Key_1, Qt::Key_End, 87, "actionViewFront", "actionViewBack"},
                    {Qt::Key_3, Qt::Key_PageDown, 89, "actionViewRight", "actionViewLeft"},
                    {Qt::Key_7, Qt::Key_Home, 79, "actionViewTop", "actionViewBottom"}};
        for (const auto &k : keys)
            for (bool numLock : {true, false})
                for (bool ctrl : {false, true})
                    QTest::addRow("keycode %u, Num Lock %s%s", k.keycode, numLock ? "on" : "off", ctrl ? ", Ctrl" : "")
                        << (numLock ? k.on : k.off) << k.keycode << numLock << ctrl
                        << QString::fromLatin1(ctrl ? k.withCtrl : k.plain);
    }

    void numpadViewPresetsFromTheKeyboard()
    {
        QFETCH(int, key);
        QFETCH(quint32, keycode);
        QFETCH(bool, numLock);
        QFETCH(bool, ctrl);
        QFETCH(QString, action);
        if (QGuiApplication::platformName() != QLatin1String("xcb"))
            QSKIP("X11 keycodes need the xcb platform");
        QTemporaryDir dir;
        testing::Session s;
        QVERIFY(openPanels(s, dir));
        QAction *preset = s.window->findChild<QAction *>(action);
        QVERIFY(preset);
        QSignalSpy triggered(preset, &QAction::triggered);
        QAction *textured = s.window->findChild<QAction *>(QStringLiteral("actionTextured"));
        s.window->findChild<QAction *>(QStringLiteral("actionWireframe"))->trigger();
        const Qt::KeyboardModifiers mods = Qt::KeypadModifier | (ctrl ? Qt::ControlModifier : Qt::NoModifier);
        const quint32 native = (numLock ? 0x10u : 0u) | (ctrl ? 0x4u : 0u); // Mod2 (Num Lock), Control
        const QString text = numLock && !ctrl ? QString(QChar(key)) : QString();
        for (QEvent::Type type : {QEvent::KeyPress, QEvent::KeyRelease}) {
            QWindowSystemInterface::handleExtendedKeyEvent(s.render, type, key, mods, keycode, 0, native, text);
            QWindowSystemInterface::flushWindowSystemEvents();
        }
        QCOMPARE(triggered.count(), 1);
        QVERIFY(!textured->isChecked()); // keypad 1 is not the render-mode key 1
        QCOMPARE(s.window->documents()->currentEditor(), s.editor);
        QCOMPARE(s.doc->undoStack()->count(), 0);
    }

    // A field keeps the keypad's digits: keypad 7 typed into the playback speed is a 7.
    void numpadDigitsStillTypeIntoFields()
    {
        if (QGuiApplication::platformName() != QLatin1String("xcb"))
            QSKIP("X11 keycodes need the xcb platform");
        QTemporaryDir dir;
        testing::Session s;
        QVERIFY(openPanels(s, dir));
        auto *fps = s.window->findChild<QAbstractSpinBox *>(QStringLiteral("fpsSpin"));
        QVERIFY(fps && fps->isVisible());
        fps->setFocus();
        fps->selectAll();
        QSignalSpy top(s.window->findChild<QAction *>(QStringLiteral("actionViewTop")), &QAction::triggered);
        for (QEvent::Type type : {QEvent::KeyPress, QEvent::KeyRelease}) {
            QWindowSystemInterface::handleExtendedKeyEvent(s.window->windowHandle(), type, Qt::Key_7, Qt::KeypadModifier,
                                                           79, 0, 0x10, QStringLiteral("7"));
            QWindowSystemInterface::flushWindowSystemEvents();
        }
        QCOMPARE(top.count(), 0);
        QVERIFY2(fps->text().startsWith(QLatin1Char('7')), qPrintable(fps->text()));
    }

    void controlsHintUnderTheView()
    {
        QTemporaryDir dir;
        testing::Session s;
        QVERIFY(openPanels(s, dir));
        auto *hint = s.editor->viewport()->findChild<QLabel *>(QStringLiteral("viewportControlsHint"));
        QVERIFY(hint);
        QVERIFY(hint->isVisible());
        QVERIFY(!hint->visibleRegion().isEmpty());
        QVERIFY(hint->text().contains(QStringLiteral("Orbit: right or middle drag")));
        QVERIFY(hint->text().contains(QStringLiteral("G R S")));
        QVERIFY(!hint->text().contains(QStringLiteral("Alt")));
        QVERIFY(s.raise(s.editor->skinPaintDock()));
        s.click("paintOnModel");
        QVERIFY(hint->text().contains(QStringLiteral("paint")));
        QVERIFY(hint->text().contains(QStringLiteral("Orbit: right or middle drag")));
    }

    void saveAsHasCtrlShiftS()
    {
        QTemporaryDir dir;
        testing::Session s;
        QVERIFY(openPanels(s, dir));
        QAction *saveAs = s.window->findChild<QAction *>(QStringLiteral("actionSaveAs"));
        QCOMPARE(saveAs->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        s.editor->viewport()->setCameraAngles(0, 0);
        s.editor->viewport()->frameAll();
        // A vertex is selected: an S reaching the tool would start a scale.
        const QPoint p = s.pixelOf(s.doc->positions(0)[0]);
        QTest::mouseMove(s.render, p);
        QTest::mouseClick(s.render, Qt::LeftButton, {}, p);
        QCOMPARE(s.editor->vertexSelection()->selection().indices(), std::vector<int>{0});
        const QString target = dir.filePath(QStringLiteral("copy.mdl"));
        s.prompts->saveAnswer = target;
        QTest::keyClick(s.render, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(s.prompts->lastSaveSuggestion.isEmpty(), false);
        QVERIFY(QFile::exists(target));
        QVERIFY(!s.editor->vertexTool()->isTransforming());
        QCOMPARE(s.doc->undoStack()->count(), 0);
        QCOMPARE(s.doc->fileName(), target);
    }
};

QTEST_MAIN(TstViewControls)
#include "tst_viewcontrols.moc"
