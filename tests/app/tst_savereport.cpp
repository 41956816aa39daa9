// Saving a model in the main window shows the repack report in the Save Report dock: per frame
// the largest position error in model units and quantization steps, matching what the saved
// file really stores, and a warning when an edit grew the bounds so that unedited frames lost
// precision. The dock comes back through View ▸ Panels like the other panels.
#include "app/modelsession.h"
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_files.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/mdl7fixture.h"

#include "docks/savereportdock.h"
#include "documentmanager.h"
#include "editors/modeleditor.h"
#include "formatregistry.h"
#include "mainwindow.h"
#include "mdl/mdlfile.h"
#include "model/modeldocument.h"
#include "model/vertex/vertexdrag.h"
#include "docks/framesdock.h"
#include "docks/skinpaintdock.h"
#include "skinview/skinview.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace ackedit;
using app::MainWindow;
using widgets::SaveReportDock;

namespace {

// Largest per-axis distance between the positions of two frame lists.
float maxError(const std::vector<Eigen::Vector3f> &a, const std::vector<Eigen::Vector3f> &b)
{
    float d = 0.f;
    for (size_t i = 0; i < a.size() && i < b.size(); ++i)
        d = std::max(d, (a[i] - b[i]).cwiseAbs().maxCoeff());
    return d;
}

} // namespace

class TestSaveReport : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void ctrlSShowsTheReport()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cube.mdl"));
        QVERIFY(testing::writeFile(path, format::MdlFile::create(mdlfixture::cube("MDL5", -1, 3, 0))->write()));
        MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow(); // Xvfb has no window manager to do it; shortcuts need it
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFileAndWait(path));
        auto *doc = qobject_cast<document::ModelDocument *>(window.documents()->document(0));
        QVERIFY(doc);
        auto *dock = window.findChild<SaveReportDock *>(QStringLiteral("ModelEditor.saveReport"));
        QVERIFY(dock);
        QVERIFY(!dock->isVisible()); // nothing to report before the first save
        QVERIFY(!dock->report());

        // Pull one corner of frame 0 far out (+30 in X on a cube 20 wide): the bounds grow, the
        // step grows, and frames 1 and 2, not edited, move onto the coarser grid.
        document::VertexDrag drag(doc);
        QVERIFY(drag.begin({{0, 1.f}}, 0, 0, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(30.f, 0.f, 0.f)));
        drag.end();
        std::vector<std::vector<Eigen::Vector3f>> shown;
        for (int f = 0; f < 3; ++f)
            shown.push_back(doc->positions(f));

        QTest::keySequence(&window, QKeySequence::Save);
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(QLatin1Char('\n'))));
        QVERIFY(!doc->isModified());
        QVERIFY(dock->isVisible());
        QVERIFY(dock->report());
        const format::RepackReport &report = *dock->report();
        QVERIFY(report.packingChanged);
        QVERIFY(report.uneditedLosePrecision());

        // The figures are those of the file written: read it back and measure.
        const auto saved = format::readAssetFile(testing::readFile(path));
        QVERIFY(saved);
        QTableWidget *table = dock->table();
        QCOMPARE(table->rowCount(), 3);
        for (int f = 0; f < 3; ++f) {
            const float measured = maxError(saved->mesh(f).positions, shown[size_t(f)]);
            const format::RepackReport::Frame &row = report.frames[size_t(f)];
            qInfo("frame %d: reported %g units (%g steps), measured %g", f, double(row.maxError),
                  double(row.maxErrorSteps), double(measured));
            QVERIFY2(std::abs(row.maxError - measured) < 1e-4f,
                     qPrintable(QStringLiteral("frame %1: reported %2, measured %3").arg(f).arg(row.maxError).arg(measured)));
            QVERIFY(row.maxErrorSteps <= 0.5f + 1e-4f);
            QCOMPARE(table->item(f, SaveReportDock::ErrorColumn)->text(), QString::number(row.maxError, 'g', 4));
            QCOMPARE(table->item(f, SaveReportDock::StepsColumn)->text(), QString::number(row.maxErrorSteps, 'f', 3));
            QCOMPARE(table->item(f, SaveReportDock::EditedColumn)->text().isEmpty(), f != 0);
        }
        QVERIFY(report.frames[1].maxError > 0.f); // unedited, yet re-quantized
        QVERIFY2(dock->warningText().contains(QStringLiteral("did not edit")), qPrintable(dock->warningText()));
        QVERIFY2(dock->warningText().contains(QString::number(report.uneditedMaxError, 'g', 4)),
                 qPrintable(dock->warningText()));
        QVERIFY2(dock->summaryText().contains(QStringLiteral("Saved")), qPrintable(dock->summaryText()));

        // Closed, it comes back from View ▸ Panels.
        dock->close();
        QVERIFY(!dock->isVisible());
        auto *panels = window.findChild<QMenu *>(QStringLiteral("menuPanels"));
        QVERIFY(panels);
        QAction *toggle = nullptr;
        for (QAction *a : panels->actions())
            toggle = a->text() == QStringLiteral("Save Report") ? a : toggle;
        QVERIFY(toggle);
        toggle->trigger();
        QVERIFY(dock->isVisible());
        QCOMPARE(dock->table()->rowCount(), 3);
    }

    // Issue 32, point 8: the "Edited" column stayed empty for an edited MDL7 frame (MDL7 stores
    // floats, so nothing repacks, but the user still sees which frames the save changes).
    void mdl7EditedFrameIsMarked_data()
    {
        QTest::addColumn<int>("frames");
        QTest::addColumn<int>("editedFrame");
        QTest::newRow("frame 1 of 3") << 3 << 1;
        QTest::newRow("no frames: the main vertices") << 0 << 0; // the openbox tour's MDL7 cube
    }

    void mdl7EditedFrameIsMarked()
    {
        QFETCH(int, frames);
        QFETCH(int, editedFrame);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grid.mdl"));
        mdl7fixture::Spec spec;
        spec.shape = mdl7fixture::Shape::Grid;
        spec.frames = frames;
        QVERIFY(testing::writeFile(path, mdl7fixture::build(spec)));
        testing::Session s;
        QVERIFY(s.open(path));
        document::VertexDrag drag(s.doc);
        QVERIFY(drag.begin({{5, 1.f}}, editedFrame, editedFrame, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(0.f, 0.f, 3.f)));
        drag.end();

        QTest::keySequence(s.window.get(), QKeySequence::Save);
        QVERIFY2(s.prompts->errors.isEmpty(), qPrintable(s.prompts->errors.join(QLatin1Char('\n'))));
        auto *dock = s.window->findChild<SaveReportDock *>(QStringLiteral("ModelEditor.saveReport"));
        QVERIFY(dock && dock->isVisible());
        QTableWidget *table = dock->table();
        QCOMPARE(table->rowCount(), std::max(frames, 1));
        for (int f = 0; f < table->rowCount(); ++f)
            QCOMPARE(table->item(f, SaveReportDock::EditedColumn)->text().isEmpty(), f != editedFrame);
    }

    // Issue 32, point 7: a Save Report the user closed stays closed on the next saves (it came
    // back on every save), by its close button or by View ▸ Panels; the report is there when it
    // is opened again. At the default size it takes a tab beside the Frames dock, and the skin
    // view of the Skin dock keeps a usable height (it was some 60 pixels).
    void closedReportStaysClosed_data()
    {
        QTest::addColumn<bool>("byMenu");
        QTest::newRow("close button") << false;
        QTest::newRow("View > Panels") << true;
    }
    void closedReportStaysClosed()
    {
        QFETCH(bool, byMenu);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cube.mdl"));
        QVERIFY(testing::writeFile(path, format::MdlFile::create(mdlfixture::cube("MDL5", 0, 3, 0))->write()));
        MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFileAndWait(path));
        auto *doc = qobject_cast<document::ModelDocument *>(window.documents()->document(0));
        auto *editor = qobject_cast<widgets::ModelEditor *>(window.documents()->currentEditor());
        QVERIFY(doc && editor);
        auto *dock = window.findChild<SaveReportDock *>(QStringLiteral("ModelEditor.saveReport"));
        QVERIFY(dock);
        const auto move = [doc](float dx) {
            document::VertexDrag drag(doc);
            QVERIFY(drag.begin({{0, 1.f}}, 0, 0, QStringLiteral("Move")));
            drag.step(Eigen::Affine3f(Eigen::Translation3f(dx, 0.f, 0.f)));
            drag.end();
        };
        move(3.f);
        QTest::keySequence(&window, QKeySequence::Save);
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(QLatin1Char('\n'))));
        QVERIFY(dock->isVisible());
        // A tab beside Frames, not a third of the column.
        QVERIFY(window.tabifiedDockWidgets(dock).contains(editor->framesDock()));
        // The Skin dock's view, brought forward, is large enough to paint on.
        QDockWidget *skin = editor->skinPaintDock();
        skin->show();
        skin->raise();
        for (int round = 0; round < 3; ++round) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
        }
        QVERIFY2(editor->skinPaintDock()->view()->height() >= 150,
                 qPrintable(QStringLiteral("skin view %1 px high").arg(editor->skinPaintDock()->view()->height())));

        if (byMenu) {
            QAction *toggle = dock->toggleViewAction();
            QVERIFY(toggle->isChecked());
            toggle->trigger();
        } else {
            dock->close();
        }
        QVERIFY(!dock->isVisible());
        move(2.f);
        QTest::keySequence(&window, QKeySequence::Save);
        QVERIFY(!doc->isModified());
        QVERIFY2(!dock->isVisible(), "the closed report came back on save");
        // Opened again, it shows the last save.
        dock->toggleViewAction()->trigger();
        QVERIFY(dock->isVisible());
        QVERIFY(dock->report());
        QCOMPARE(dock->table()->rowCount(), 3);
        // Opened again by the user: later saves bring it forward as before.
        move(1.f);
        editor->framesDock()->raise();
        QTest::keySequence(&window, QKeySequence::Save);
        QVERIFY(!dock->visibleRegion().isEmpty() || dock->isVisible());
        QVERIFY(!dock->closedByUser());
    }
};

QTEST_MAIN(TestSaveReport)
#include "tst_savereport.moc"
