// The Issues dock: its findings model under QAbstractItemModelTester, the Fix button applying a
// quick fix (undone and redone through the document, the list following), double-click asking
// for the finding's location.
#include "common_open.h"
#include "format/mdl/mdlfixtures.h"

#include "docks/issuesdock.h"
#include "models/findingsmodel.h"

#include "document.h"
#include "validation/validationrules.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace ackedit;
using document::Finding;
using document::FindingLocation;

namespace {

// An MDL5 with a 16-character frame name (a fixable warning) and a skin without mipmaps (info).
QByteArray longFrameName()
{
    format::MdlBuildInput in = mdlfixture::twoQuads("MDL5");
    auto f = format::MdlFile::create(in);
    f->setRawFrameName(0, QByteArray("sixteen_chars_ab"));
    return f->write();
}

int rowOfRule(const widgets::FindingsModel &model, const QString &rule)
{
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.finding(model.index(r, 0))->ruleId == rule)
            return r;
    return -1;
}

} // namespace

class TestIssuesDock : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<document::Document> m_doc;

private slots:
    void init()
    {
        const QString path = m_dir.filePath(QStringLiteral("long.mdl"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(longFrameName());
        f.close();
        QString error;
        m_doc = ackedit::testing::openFile(path, &error);
        QVERIFY2(m_doc, qPrintable(error));
    }
    void cleanup() { m_doc.reset(); }

    void modelPassesTester()
    {
        widgets::FindingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFindings(document::validateAsset(*m_doc->asset(), m_doc->fileName()));
        QVERIFY(model.rowCount() >= 2);
        QCOMPARE(model.columnCount(), int(widgets::FindingsModel::ColumnCount));
        QCOMPARE(model.rowCount(model.index(0, 0)), 0);
        model.setFindings({});
        QCOMPARE(model.rowCount(), 0);
    }

    void fixButtonFixesUndoRedo()
    {
        widgets::IssuesDock dock;
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        dock.setDocument(m_doc.get());
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        const QString rule = QStringLiteral("name-length/frame");
        const int row = rowOfRule(*dock.model(), rule);
        QVERIFY(row >= 0);
        const int info = rowOfRule(*dock.model(), QStringLiteral("skin/mipmaps"));
        QVERIFY(info >= 0);
        dock.view()->setCurrentIndex(dock.model()->index(info, 0));
        QVERIFY(!dock.fixButton()->isEnabled()); // no command for that one
        dock.view()->setCurrentIndex(dock.model()->index(row, 0));
        QVERIFY(dock.fixButton()->isEnabled());

        QTest::mouseClick(dock.fixButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->asset()->frameNames().value(0), QStringLiteral("sixteen_chars_a"));
        QCOMPARE(rowOfRule(*dock.model(), rule), -1);

        m_doc->undoStack()->undo();
        QTRY_VERIFY(rowOfRule(*dock.model(), rule) >= 0); // re-checked after the edit settles
        QCOMPARE(m_doc->asset()->frameNames().value(0), QStringLiteral("sixteen_chars_ab"));
        m_doc->undoStack()->redo();
        QTRY_COMPARE(rowOfRule(*dock.model(), rule), -1);
    }

    // One click is enough (issue 32: a single click did nothing, as TrenchBroom users expect it to).
    void clickAsksForLocation()
    {
        widgets::IssuesDock dock;
        dock.setDocument(m_doc.get());
        dock.resize(600, 300);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QSignalSpy spy(&dock, &widgets::IssuesDock::locationActivated);
        const int row = rowOfRule(*dock.model(), QStringLiteral("name-length/frame"));
        const QRect rect = dock.view()->visualRect(dock.model()->index(row, widgets::FindingsModel::RuleColumn));
        QVERIFY(rect.isValid());
        QTest::mouseClick(dock.view()->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(spy.count(), 1);
        const auto location = spy.at(0).at(0).value<FindingLocation>();
        QCOMPARE(location.kind, FindingLocation::Kind::Frame);
        QCOMPARE(location.index, 0);
    }

    void noDocumentNoFindings()
    {
        widgets::IssuesDock dock;
        dock.setDocument(m_doc.get());
        QVERIFY(dock.model()->rowCount() > 0);
        dock.setDocument(nullptr);
        QCOMPARE(dock.model()->rowCount(), 0);
        QVERIFY(!dock.fixButton()->isEnabled());
    }

    // Reported findings (a build's warnings) stand beside the rules' findings of their document
    // only, survive a re-check after an edit, are replaced by the next report, and are dropped
    // with their document.
    void reportedFindingsStayWithTheirDocument()
    {
        widgets::IssuesDock dock;
        dock.setDocument(m_doc.get());
        const int rules = dock.model()->rowCount();
        Finding reported;
        reported.ruleId = QStringLiteral("build/warning");
        reported.message = QStringLiteral("Block 3: texture x is in none of the level's WADs");
        dock.setReportedFindings(m_doc.get(), {reported, reported});
        QCOMPARE(dock.model()->rowCount(), rules + 2);
        QCOMPARE(rowOfRule(*dock.model(), QStringLiteral("build/warning")), rules);
        dock.refresh(); // what every edit, undo and redo does
        QCOMPARE(dock.model()->rowCount(), rules + 2);
        dock.setReportedFindings(m_doc.get(), {reported});
        QCOMPARE(dock.model()->rowCount(), rules + 1);

        document::Document other(nullptr, QString());
        dock.setReportedFindings(&other, {reported, reported, reported});
        QCOMPARE(dock.model()->rowCount(), rules + 1); // not shown: another document's
        dock.setDocument(nullptr);
        dock.setDocument(m_doc.get());
        QCOMPARE(dock.model()->rowCount(), rules + 1);
    }
};

QTEST_MAIN(TestIssuesDock)
#include "tst_issuesdock.moc"
