// The text WMP variants of issue 15 point 7 opened in the editor itself (File ▸ Open's loader,
// worker thread, error prompt): accepted variants open without an error, refused ones show the
// same offset and field that `ackedit-cli validate` prints.
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "format/wmp/wmptextvariants.h"

#include "documentmanager.h"
#include "mainwindow.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ackedit;

class TestMainWindowWmpVariants : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;
    QTemporaryDir m_dir;

    QString put(const char *name, const QByteArray &data)
    {
        QString base = QString::fromLatin1(name);
        for (QChar &c : base) {
            if (!c.isLetterOrNumber())
                c = QLatin1Char('_');
        }
        const QString path = m_dir.filePath(base + QStringLiteral(".wmp"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            return {};
        return path;
    }

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void accepted()
    {
        app::MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        for (const testing::WmpVariant &v : testing::wmpAcceptedVariants()) {
            const QString path = put(v.name, v.data);
            QVERIFY(!path.isEmpty());
            QVERIFY2(window.openFileAndWait(path), v.name);
            QVERIFY2(prompts->errors.isEmpty(), qPrintable(QLatin1String(v.name) + QLatin1Char(' ') + prompts->errors.join(u'\n')));
        }
    }

    void refused()
    {
        app::MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        for (const testing::WmpVariant &v : testing::wmpRefusedVariants()) {
            prompts->errors.clear();
            const QString path = put(v.name, v.data);
            QVERIFY(!path.isEmpty());
            QVERIFY2(!window.openFileAndWait(path), v.name);
            QCOMPARE(prompts->errors.size(), 1);
            const QString hexOffset = QStringLiteral("0x%1").arg(v.refusedOffset, 4, 16, QLatin1Char('0'));
            QVERIFY2(prompts->errors.front().contains(hexOffset), qPrintable(prompts->errors.front()));
            QVERIFY2(prompts->errors.front().contains(QString::fromLatin1(v.refusedField)), qPrintable(prompts->errors.front()));
        }
    }
};

QTEST_MAIN(TestMainWindowWmpVariants)
#include "tst_mainwindowwmpvariants.moc"
