// The start page: while no document is open the window shows a hint and an empty 3D view with a
// grid. That view is the viewport spare, so the first editor adopts an already started Qt3D
// window (what makes the first file show quickly); the page makes a new view when it returns.
#include "app/fakeasset.h"
#include "app/testprompts.h"
#include "app/testsettings.h"

#include "documentmanager.h"
#include "mainwindow.h"
#include "startpage.h"
#include "viewport/viewport.h"
#include "viewport/viewportspare.h"

#include <QLabel>
#include <QTest>

using namespace ackedit;
using app::MainWindow;

namespace {

// Shows `window` (with prompts that never block) and waits until it is on screen.
bool showWindow(MainWindow &window)
{
    window.setPrompts(std::make_unique<testing::TestPrompts>());
    window.resize(900, 600);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

} // namespace

class TestStartPage : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void hiddenWindowStartsNoView()
    {
        MainWindow window;
        QVERIFY(window.startPage());
        QVERIFY(!window.startPage()->view());
        QVERIFY(!widgets::ViewportSpare::current());
        QVERIFY(window.startPage()->findChild<QLabel *>(QStringLiteral("placeholder")));
    }

    void shownWindowShowsAnEmptyViewWithAGrid()
    {
        MainWindow window;
        QVERIFY(showWindow(window));
        QVERIFY(window.startPage()->isVisible());
        widgets::Viewport *view = window.startPage()->view();
        QVERIFY(view);
        QVERIFY(view->isVisible());
        QVERIFY(view->isGridVisible());
        QCOMPARE(view->meshCount(), 0);
        QCOMPARE(widgets::ViewportSpare::current(), view);
        const QImage frame = view->captureWithContent(30000);
        QVERIFY(widgets::Viewport::hasContent(frame, view->backgroundColor())); // the grid
    }

    void firstEditorAdoptsTheViewAndClosingBringsANewOne()
    {
        MainWindow window;
        QVERIFY(showWindow(window));
        QPointer<widgets::Viewport> started = window.startPage()->view();
        QVERIFY(started);

        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("box.mdl"));
        QCOMPARE(window.viewport(), started.data());
        QVERIFY(!window.startPage()->view());
        QVERIFY(!widgets::ViewportSpare::current());
        QVERIFY(!started->isGridVisible()); // reset for the editor
        QCOMPARE(started->meshCount(), 1);
        const QImage frame = started->captureWithContent(30000);
        QVERIFY(widgets::Viewport::hasContent(frame, started->backgroundColor()));

        // A second document gets a viewport of its own.
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("other.mdl"));
        QVERIFY(window.viewport() && window.viewport() != started.data());

        QVERIFY(window.closeDocument(1));
        QVERIFY(window.closeDocument(0));
        QVERIFY(!started); // went with its editor
        QVERIFY(window.startPage()->isVisible());
        widgets::Viewport *again = window.startPage()->view();
        QVERIFY(again);
        QCOMPARE(widgets::ViewportSpare::current(), again);
        QVERIFY(widgets::Viewport::hasContent(again->captureWithContent(30000), again->backgroundColor()));
    }
};

QTEST_MAIN(TestStartPage)
#include "tst_startpage.moc"
