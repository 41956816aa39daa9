// A model whose skin is an external file: drawn with it when the file is where the engine would
// look (next to the model, or in a folder a script adds with PATH), and otherwise a notice above
// the view and the status bar say which file was looked for and where (it used to be drawn grey
// without a word).
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_corpus.h"
#include "common_files.h"
#include "format/mdl7/flatmodels.h"

#include "documentmanager.h"
#include "editors/modeleditor.h"
#include "elidedlabel.h"
#include "mainwindow.h"
#include "viewport/viewport.h"

#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace ackedit;
using app::MainWindow;

namespace {

// A red-skinned quad facing the default camera, its skin stored as the external file `name`.
QByteArray quadWithExternalSkin(const QByteArray &name)
{
    format::Mdl7BuildInput in;
    in.skins.push_back(flatmodels::externalSkin(name));
    format::Mdl7BuildInput::Group g;
    g.positions = {{0, -64, 0}, {0, 64, 0}, {0, 64, 128}, {0, -64, 128}};
    flatmodels::addQuad(g, 0);
    in.groups.push_back(g);
    return format::Mdl7File::create(in)->write();
}

void writeRedPng(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QImage image(16, 16, QImage::Format_RGB32);
    image.fill(qRgb(230, 20, 20));
    QVERIFY(image.save(path, "PNG"));
}

int reddish(const QImage &image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += c.red() > 120 && c.green() < 60 && c.blue() < 60;
        }
    return n;
}

} // namespace

class TstExternalSkins : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void skinFileIsFoundOrReported_data()
    {
        QTest::addColumn<QString>("skinAt"); // where the PNG is written, relative to the project; empty: nowhere
        QTest::addColumn<bool>("found");
        QTest::newRow("next to the model") << QStringLiteral("models/wall.png") << true;
        QTest::newRow("in a PATH folder") << QStringLiteral("textures/WALL.png") << true;
        QTest::newRow("missing") << QString() << false;
    }
    void skinFileIsFoundOrReported()
    {
        QFETCH(QString, skinAt);
        QFETCH(bool, found);
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("project/models/quad.mdl"));
        QDir().mkpath(QFileInfo(model).absolutePath());
        QVERIFY(testing::writeFile(model, quadWithExternalSkin("wall.png")));
        QVERIFY(testing::writeFile(dir.filePath(QStringLiteral("project/main.wdl")), "PATH \"textures\";\n"));
        if (!skinAt.isEmpty())
            writeRedPng(dir.filePath(QStringLiteral("project/") + skinAt));

        MainWindow window;
        testing::installPrompts(window);
        window.resize(900, 650);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFileAndWait(model));
        auto *editor = qobject_cast<widgets::ModelEditor *>(window.documents()->currentEditor());
        QVERIFY(editor);
        auto *notice = editor->findChild<QLabel *>(QStringLiteral("skinNotice"));
        QVERIFY(notice);
        const QString summary = window.statusBar()->findChild<widgets::ElidedLabel *>(QStringLiteral("summary"))->fullText();
        QWidget *view = window.viewport()->renderWidget();
        const QImage shot = window.grabWithViewport().copy(QRect(view->mapTo(&window, QPoint(0, 0)), view->size()));
        if (found) {
            QVERIFY2(!notice->isVisible(), qPrintable(notice->text()));
            QVERIFY2(!summary.contains(QStringLiteral("missing")), qPrintable(summary));
            QVERIFY2(reddish(shot) > 2000, qPrintable(QString::number(reddish(shot)))); // drawn with its skin
            return;
        }
        QVERIFY(notice->isVisible());
        QVERIFY2(notice->text().contains(QStringLiteral("wall.png")), qPrintable(notice->text()));
        QVERIFY2(notice->text().contains(QDir::toNativeSeparators(QFileInfo(model).absolutePath())), qPrintable(notice->text()));
        QVERIFY2(summary.contains(QStringLiteral("missing")), qPrintable(summary));
        QCOMPARE(reddish(shot), 0);
    }

    // Real models: a missing PCX is reported; skins no triangle draws (normal maps) are not.
    void corpusModels()
    {
        ACKEDIT_REQUIRE_CORPUS();
        MainWindow window;
        testing::installPrompts(window);
        QVERIFY(window.openFileAndWait(testing::corpusDir() + QStringLiteral("/mdl7/wichtelwald_player.mdl")));
        auto *editor = qobject_cast<widgets::ModelEditor *>(window.documents()->currentEditor());
        QVERIFY(editor);
        QCOMPARE(editor->skinProblems().size(), 2);
        QVERIFY(editor->skinProblems().first().contains(QStringLiteral("player_body.pcx")));
        // A TGA and a DDS next to the model are read (Qt reads neither without plugins); the
        // column's missing normal map is not drawn, so not reported.
        for (const char *model : {"/mdl7/itl_okotze.mdl", "/mdl7/ackmania_columnA.mdl"}) {
            QVERIFY(window.openFileAndWait(testing::corpusDir() + QLatin1String(model)));
            editor = qobject_cast<widgets::ModelEditor *>(window.documents()->currentEditor());
            QVERIFY2(editor->skinProblems().isEmpty(), qPrintable(editor->skinProblems().join(QLatin1Char('\n'))));
        }
    }
};

QTEST_MAIN(TstExternalSkins)
#include "tst_externalskins.moc"
