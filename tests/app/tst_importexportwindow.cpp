// File ▸ Import… and File ▸ Export… (issue 36 point 1) driven as a user does: the menu entry, the
// file dialog (scripted prompts), the real Import dialog's fields and preview, the import on a
// worker thread, the new unsaved MDL7 in its own tab; Export writes the current document (with its
// unsaved edits) as glTF 2 or OBJ; a file that cannot be imported reaches the user as an error.
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_files.h"
#include "interchangefixtures.h"
#include "widgets/modaldriver.h"

#include "document.h"
#include "documentmanager.h"
#include "editors/modeleditor.h"
#include "interchangeflow.h"
#include "mainwindow.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <assimp/Importer.hpp>

using namespace ackedit;

class TstImportExportWindow : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;
    QTemporaryDir m_dir;

    QString texturedObj()
    {
        QImage texture(16, 16, QImage::Format_RGB32);
        texture.fill(qRgb(200, 40, 40));
        const QString png = m_dir.filePath(QStringLiteral("red.png")), obj = m_dir.filePath(QStringLiteral("row.obj"));
        if (!texture.save(png) || !testing::exportScene(testing::quadRow(3, "red.png").get(), "obj", obj))
            return {};
        return obj;
    }

    static QAction *fileAction(app::MainWindow &window, const char *name)
    {
        auto *menu = window.findChild<QMenu *>(QStringLiteral("menuFile"));
        QAction *a = window.findChild<QAction *>(QLatin1String(name));
        return menu && a && menu->actions().contains(a) ? a : nullptr;
    }

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void importThroughTheDialogThenExport()
    {
        const QString obj = texturedObj();
        QVERIFY(!obj.isEmpty());
        app::MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *import = fileAction(window, "actionImport");
        QVERIFY(import && import->isEnabled());
        prompts->openAnswer = {obj};

        QString summary;
        testing::ModalDriver dialog("ackedit::widgets::ImportDialog", [&summary](QWidget *d) {
            auto *scale = d->findChild<QDoubleSpinBox *>(QStringLiteral("scale"));
            QVERIFY(scale);
            scale->setFocus();
            QTest::keyClick(scale, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(scale, QStringLiteral("2"));
            QTest::keyClick(scale, Qt::Key_Tab);
            summary = d->findChild<QLabel *>(QStringLiteral("summary"))->text();
            QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        QSignalSpy finished(window.interchange(), &app::InterchangeFlow::importFinished);
        const int before = window.documents()->count();
        import->trigger();
        QVERIFY(dialog.opened());
        QVERIFY(finished.count() == 1 || finished.wait(30000));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(QLatin1Char('\n'))));
        QCOMPARE(summary, QStringLiteral("The model: 6 triangles in 1 groups, 1 frames, 1 skins"));

        // A new, unsaved MDL7 in a model editor: 3 squares of 2 units (scale 2), one red skin.
        QCOMPARE(window.documents()->count(), before + 1);
        document::Document *doc = window.documents()->currentDocument();
        QVERIFY(window.documents()->currentEditor()->inherits("ackedit::widgets::ModelEditor"));
        QVERIFY(doc->fileName().isEmpty());
        QCOMPARE(doc->asset()->formatName(), QStringLiteral("MDL7"));
        QCOMPARE(doc->asset()->skinCount(), 1);
        const format::TriangleMesh mesh = doc->asset()->mesh(0);
        QCOMPARE(mesh.triangles.size(), size_t(6));
        float maxX = 0;
        for (const Eigen::Vector3f &p : mesh.positions)
            maxX = std::max(maxX, p.x());
        QCOMPARE(maxX, 6.f);

        // File ▸ Export… writes it as glTF: assimp reads the 6 triangles back.
        QAction *exportAction = fileAction(window, "actionExport");
        QVERIFY(exportAction && exportAction->isEnabled());
        const QString glb = m_dir.filePath(QStringLiteral("out.glb"));
        prompts->saveAnswer = glb;
        exportAction->trigger();
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(QLatin1Char('\n'))));
        QCOMPARE(prompts->lastSaveSuggestion.right(12), QStringLiteral("untitled.glb"));
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(QFile::encodeName(glb).constData(), 0);
        QVERIFY(scene && scene->mNumMeshes == 1);
        QCOMPARE(scene->mMeshes[0]->mNumFaces, 6u);
        QCOMPARE(scene->mNumTextures, 1u);
    }

    void cancelledDialogImportsNothing()
    {
        const QString obj = texturedObj();
        app::MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        prompts->openAnswer = {obj};
        testing::ModalDriver dialog("ackedit::widgets::ImportDialog", [](QWidget *d) {
            QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        });
        const int before = window.documents()->count();
        fileAction(window, "actionImport")->trigger();
        QVERIFY(dialog.opened());
        QVERIFY(!window.interchange()->isImporting());
        QCOMPARE(window.documents()->count(), before);
        // Nothing open to export: Export is disabled until a document is.
        if (before == 0)
            QVERIFY(!fileAction(window, "actionExport")->isEnabled());
    }

    void unreadableFileIsAnError()
    {
        const QString bad = m_dir.filePath(QStringLiteral("broken.glb"));
        QVERIFY(testing::writeFile(bad, "glTF\x02\x00\x00\x00 not really"));
        app::MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        prompts->openAnswer = {bad};
        const int before = window.documents()->count();
        fileAction(window, "actionImport")->trigger();
        QCOMPARE(prompts->errors.size(), 1);
        QVERIFY2(prompts->errors.first().contains(QLatin1String("broken.glb: cannot be imported")), qPrintable(prompts->errors.first()));
        QCOMPARE(window.documents()->count(), before);
    }
};

QTEST_MAIN(TstImportExportWindow)
#include "tst_importexportwindow.moc"
