// EditorDocks and the Issues dock: the dock follows the current editor's document, and a
// double-click on a finding selects its location in that editor (here: a frame).
#include "format/mdl/mdlfixtures.h"

#include "docks/issuesdock.h"
#include "editordocks.h"
#include "editors/documenteditor.h"
#include "models/findingsmodel.h"

#include "document.h"

#include <QFile>
#include <QMainWindow>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace ackedit;

namespace {

// An editor without a viewport that only remembers its current frame.
class FrameEditor : public widgets::DocumentEditor
{
public:
    using DocumentEditor::DocumentEditor;
    widgets::Viewport *viewport() const override { return nullptr; }
    QString statusText() const override { return {}; }
    int frameCount() const override { return document()->asset()->frameCount(); }
    int currentFrame() const override { return m_frame; }
    void setCurrentFrame(int frame) override { m_frame = frame; }

private:
    int m_frame = 0;
};

} // namespace

class TestIssuesDockWiring : public QObject
{
    Q_OBJECT

private slots:
    void followsEditorAndSelectsFrame()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("frames.mdl"));
        {
            auto mdl = format::MdlFile::create(mdlfixture::cube("MDL5", 10));
            QVERIFY(mdl->setRawFrameName(2, QByteArray("sixteen_chars_ab")));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(mdl->write());
        }
        QString error;
        auto doc = document::Document::open(path, &error);
        QVERIFY2(doc, qPrintable(error));

        QMainWindow window;
        QMenu menu;
        app::EditorDocks docks(&window, &menu);
        auto *editor = new FrameEditor(doc.get(), &window);
        window.setCentralWidget(editor);
        window.resize(900, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        widgets::IssuesDock *dock = docks.issuesDock();
        QVERIFY(menu.actions().contains(dock->toggleViewAction()));
        QCOMPARE(dock->model()->rowCount(), 0);

        docks.setCurrentEditor(editor);
        QCOMPARE(dock->document(), doc.get());
        dock->show();
        int row = -1;
        for (int r = 0; r < dock->model()->rowCount(); ++r)
            if (dock->model()->finding(dock->model()->index(r, 0))->ruleId == QLatin1String("name-length/frame"))
                row = r;
        QVERIFY(row >= 0);
        QTRY_VERIFY(dock->view()->isVisible());
        const QRect rect = dock->view()->visualRect(dock->model()->index(row, widgets::FindingsModel::RuleColumn));
        QVERIFY(rect.isValid());
        QCOMPARE(editor->currentFrame(), 0);
        QTest::mouseClick(dock->view()->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(dock->view()->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(editor->currentFrame(), 2);

        docks.release(editor);
        QCOMPARE(dock->document(), nullptr);
        QCOMPARE(dock->model()->rowCount(), 0);
    }
};

QTEST_MAIN(TestIssuesDockWiring)
#include "tst_issuesdockwiring.moc"
