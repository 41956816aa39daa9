// The real "File Changed on Disk" question (Prompts::confirmOverwriteChanged), answered through its
// own buttons and keys: Save replaces the other program's file with the document, Cancel and Esc
// keep their bytes and leave the document modified. tst_savefailures covers the other cases with
// scripted answers; this one proves the message box the user sees does what it says.
#include "app/testsettings.h"
#include "common_files.h"
#include "format/mdl/mdlfixtures.h"
#include "widgets/modaldriver.h"

#include "document.h"
#include "documentmanager.h"
#include "mainwindow.h"
#include "model/modeldocument.h"

#include <QAbstractButton>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using app::MainWindow;

namespace {

enum class Answer { SaveButton, CancelButton, EscapeKey };

} // namespace

Q_DECLARE_METATYPE(Answer)

class TestOverwriteChangedPrompt : public QObject
{
    Q_OBJECT

    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void answer_data()
    {
        QTest::addColumn<Answer>("answer");
        QTest::newRow("Save button") << Answer::SaveButton;
        QTest::newRow("Cancel button") << Answer::CancelButton;
        QTest::newRow("Esc") << Answer::EscapeKey;
    }

    void answer()
    {
        QFETCH(Answer, answer);
        const QByteArray original = format::MdlFile::create(mdlfixture::cube("MDL5", -1, 3, 0))->write();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cube.mdl"));
        QVERIFY(testing::writeFile(path, original));

        MainWindow window; // its own Prompts: real message boxes
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFileAndWait(path));
        auto *doc = qobject_cast<document::ModelDocument *>(window.documents()->document(0));
        QVERIFY(doc);
        QVERIFY(doc->renameFrame(0, QStringLiteral("edited")));

        // Another program appends to the file in place while it is open here.
        const QByteArray theirs = original + QByteArray(100, 'x');
        QVERIFY(testing::writeFile(path, theirs));

        QString title, text;
        bool cancelIsDefault = false;
        testing::ModalDriver driver("QMessageBox", [&](QWidget *dialog) {
            auto *box = qobject_cast<QMessageBox *>(dialog);
            title = box->windowTitle();
            text = box->text();
            cancelIsDefault = box->defaultButton() == box->button(QMessageBox::Cancel);
            switch (answer) {
            case Answer::SaveButton:
                QTest::mouseClick(box->button(QMessageBox::Save), Qt::LeftButton);
                break;
            case Answer::CancelButton:
                QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
                break;
            case Answer::EscapeKey:
                QTest::keyClick(box, Qt::Key_Escape);
                break;
            }
        });
        QTest::keySequence(&window, QKeySequence::Save);

        QVERIFY2(driver.opened(), "Save did not ask before replacing a file another program changed");
        QCOMPARE(title, QStringLiteral("File Changed on Disk"));
        QVERIFY2(text.contains(QDir::toNativeSeparators(path)), qPrintable(text));
        QVERIFY2(cancelIsDefault, "Enter must not replace the other program's changes");
        if (answer == Answer::SaveButton) {
            QVERIFY(!doc->isModified());
            const QByteArray saved = testing::readFile(path);
            QVERIFY(saved != theirs);
            QVERIFY(saved != original);
            QCOMPARE(format::MdlFile::read(saved)->frameNames().value(0), QStringLiteral("edited"));
        } else {
            QVERIFY(doc->isModified());
            QCOMPARE(testing::readFile(path), theirs);
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("cube.mdl")});
        }
    }
};

QTEST_MAIN(TestOverwriteChangedPrompt)
#include "tst_overwritechangedprompt.moc"
