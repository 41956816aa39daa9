// German, complete (issue 36): translations/ackedit_de.ts holds a finished German text for every
// tr() text of the sources, with the placeholders and the mnemonic of its English source, and it
// is what the editor shows when the setting general/language (or the system locale) says German.
#include "app/testsettings.h"
#include "testpaths.h"

#include "translations.h"
#include "app/tsfile.h"

#include <QDir>
#include <QDirIterator>
#include <QHash>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace ackedit;
using testing::Message;
using testing::readTs;
using testing::sourceDir;

namespace {

QStringList placeholders(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%[1-9n]"));
    QStringList found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    found.removeDuplicates();
    return found;
}

// Mnemonic markers: single '&' that are not part of "&&".
int mnemonics(const QString &text)
{
    return int(QString(text).remove(QStringLiteral("&&")).count(QLatin1Char('&')));
}

// Runs lupdate over the sources into `ts` with `options`; empty on success, else what went wrong.
QString runLupdate(const QString &ts, const QStringList &options, QString *report = nullptr)
{
    const QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
    QProcess run;
    run.setWorkingDirectory(sourceDir());
    run.start(lupdate, options + QStringList{QStringLiteral("core"), QStringLiteral("widgets"), QStringLiteral("app"),
                                             QStringLiteral("-ts"), ts});
    if (!run.waitForFinished(120000) || run.exitCode() != 0)
        return QStringLiteral("lupdate failed: ") + QString::fromLocal8Bit(run.readAllStandardError());
    if (report)
        *report = QString::fromLocal8Bit(run.readAllStandardOutput());
    return {};
}

// The contexts lupdate files the texts of each source file under (absolute path -> contexts), from
// a .ts written with -locations relative.
QHash<QString, QSet<QString>> contextsByFile(const QList<Message> &messages)
{
    QHash<QString, QSet<QString>> out;
    for (const Message &m : messages)
        for (const QString &file : m.files)
            out[file].insert(m.context);
    return out;
}

QString translated(const char *context, const char *source, int n = -1)
{
    return QCoreApplication::translate(context, source, nullptr, n);
}

} // namespace

class TstGermanTranslation : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void cleanup()
    {
        m_settings.clear();
        app::installTranslations(QCoreApplication::instance());
    }

    // lupdate over the real sources into a copy of ackedit_de.ts finds no text without a finished
    // German translation: none new, none unfinished, none vanished from the sources.
    void everyTextHasAFinishedGermanTranslation()
    {
        const QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
        if (!QFileInfo::exists(lupdate))
            QSKIP(qPrintable(QStringLiteral("%1 not installed (qt6-l10n-tools)").arg(lupdate)));
        const QString original = sourceDir() + QStringLiteral("/translations/ackedit_de.ts");
        QVERIFY2(QFileInfo::exists(original), qPrintable(original));
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("ackedit_de.ts"));
        QVERIFY(QFile::copy(original, copy));
        // The same options as translations/README.md, but obsolete texts are kept so that a text
        // gone from the sources shows as vanished instead of silently disappearing.
        QString report;
        const QString failed = runLupdate(copy, {QStringLiteral("-locations"), QStringLiteral("none"),
                                                 QStringLiteral("-source-language"), QStringLiteral("en"),
                                                 QStringLiteral("-target-language"), QStringLiteral("de")},
                                          &report);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QVERIFY2(report.contains(QStringLiteral(" (0 new and ")), qPrintable(report));

        QString error;
        const QList<Message> messages = readTs(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 900);
        QStringList problems;
        for (const Message &m : messages) {
            const QString where = m.context + QStringLiteral(": \"") + m.source + QLatin1Char('"');
            if (!m.type.isEmpty()) {
                problems << m.type + QStringLiteral(" ") + where;
                continue;
            }
            if (m.translations.size() != (m.numerus ? 2 : 1)) {
                problems << QStringLiteral("%1 forms for ").arg(m.translations.size()) + where;
                continue;
            }
            for (const QString &t : m.translations) {
                if (t.isEmpty())
                    problems << QStringLiteral("empty translation of ") + where;
                else if (placeholders(t) != placeholders(m.source))
                    problems << QStringLiteral("placeholders %1 in \"%2\" for %3")
                                    .arg(placeholders(t).join(QLatin1Char(',')), t, where);
                else if (mnemonics(t) != mnemonics(m.source))
                    problems << QStringLiteral("mnemonic lost in \"%1\" for %2").arg(t, where);
                else if (m.source.endsWith(QStringLiteral("…")) != t.endsWith(QStringLiteral("…")))
                    problems << QStringLiteral("ellipsis lost in \"%1\" for %2").arg(t, where);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 German problems (see translations/README.md):\n")
                                                    .arg(problems.size())
                                                + problems.join(QLatin1Char('\n'))));
    }

    // A file-local helper such as `QString tr(const char *text) { return
    // QCoreApplication::translate("Ctx", text); }` translates at run time in "Ctx", but lupdate
    // files a tr() call under the class or namespace around it: unless the two agree, the German
    // text exists and is never shown. And lupdate finds the texts given to a helper of another
    // name only when they are marked with QT_TRANSLATE_NOOP.
    void fileLocalHelpersTranslateInLupdatesContext()
    {
        if (!QFileInfo::exists(QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate")))
            QSKIP("lupdate not installed (qt6-l10n-tools)");
        QTemporaryDir dir;
        const QString ts = dir.filePath(QStringLiteral("located.ts"));
        const QString failed = runLupdate(ts, {QStringLiteral("-locations"), QStringLiteral("relative")});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QString error;
        const QHash<QString, QSet<QString>> lupdated = contextsByFile(readTs(ts, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!lupdated.isEmpty());

        static const QRegularExpression helper(
            QStringLiteral("QString\\s+(?:\\w+::)?(\\w+)\\(const char \\*(\\w+)\\)\\s*\\{\\s*"
                           "return QCoreApplication::translate\\(\"([^\"]+)\",\\s*\\2\\);"));
        static const QRegularExpression namedContext(
            QStringLiteral("(?:translate|QT_TRANSLATE_NOOP3?)\\(\\s*\"([^\"]+)\"|Q_DECLARE_TR_FUNCTIONS\\((\\w+)\\)"));
        QStringList problems;
        int helpers = 0;
        for (const QString &folder : {QStringLiteral("core"), QStringLiteral("widgets"), QStringLiteral("app")}) {
            QDirIterator it(sourceDir() + QLatin1Char('/') + folder, {QStringLiteral("*.cpp")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = QFileInfo(it.next()).canonicalFilePath();
                QFile file(path);
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QString code = QString::fromUtf8(file.readAll());
                const QRegularExpressionMatch m = helper.match(code);
                if (!m.hasMatch())
                    continue;
                ++helpers;
                const QString name = m.captured(1), context = m.captured(3);
                // Contexts the file names itself (translate("X", …), QT_TRANSLATE_NOOP("X", …),
                // Q_DECLARE_TR_FUNCTIONS(X)) are right by construction.
                QSet<QString> named{context};
                for (auto n = namedContext.globalMatch(code); n.hasNext();) {
                    const QRegularExpressionMatch one = n.next();
                    named.insert(one.captured(1).isEmpty() ? one.captured(2) : one.captured(1));
                }
                for (const QString &c : lupdated.value(path))
                    if (!named.contains(c))
                        problems << QStringLiteral("%1: %2() translates in \"%3\", lupdate files texts under \"%4\"")
                                        .arg(path, name, context, c);
                if (name != QLatin1String("tr") && code.contains(QRegularExpression(QStringLiteral("\\b%1\\(\"").arg(name))))
                    problems << QStringLiteral("%1: a text given to %2() is not marked with QT_TRANSLATE_NOOP(\"%3\", …)")
                                    .arg(path, name, context);
            }
        }
        QVERIFY(helpers >= 10);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The compiled translation in the resources gives every text of ackedit_de.ts, plural forms
    // by count: what the .ts says is what the editor shows.
    void compiledTranslationMatchesTheTsFile()
    {
        app::setLanguage(QCoreApplication::instance(), QStringLiteral("de"));
        QString error;
        const QList<Message> messages = readTs(sourceDir() + QStringLiteral("/translations/ackedit_de.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList wrong;
        for (const Message &m : messages) {
            const QByteArray c = m.context.toUtf8(), s = m.source.toUtf8();
            if (m.numerus) {
                const QString one = translated(c.constData(), s.constData(), 1);
                const QString many = translated(c.constData(), s.constData(), 5);
                if (one != QString(m.translations.value(0)).replace(QStringLiteral("%n"), QStringLiteral("1"))
                    || many != QString(m.translations.value(1)).replace(QStringLiteral("%n"), QStringLiteral("5")))
                    wrong << m.context + QStringLiteral(": ") + m.source;
            } else if (translated(c.constData(), s.constData()) != m.translations.value(0)) {
                wrong << m.context + QStringLiteral(": ") + m.source;
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    void effectiveLanguage_data()
    {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("system German") << QString() << QStringLiteral("de_DE") << QStringLiteral("de");
        QTest::newRow("system Austrian German") << QString() << QStringLiteral("de_AT") << QStringLiteral("de");
        QTest::newRow("system English") << QString() << QStringLiteral("en_GB") << QStringLiteral("en");
        QTest::newRow("system French: English") << QString() << QStringLiteral("fr_FR") << QStringLiteral("en");
        QTest::newRow("system C: English") << QString() << QStringLiteral("C") << QStringLiteral("en");
        QTest::newRow("English on a German system") << QStringLiteral("en") << QStringLiteral("de_DE") << QStringLiteral("en");
        QTest::newRow("German on an English system") << QStringLiteral("de") << QStringLiteral("en_US") << QStringLiteral("de");
        QTest::newRow("unknown setting: the system's") << QStringLiteral("xx") << QStringLiteral("de_CH") << QStringLiteral("de");
    }
    void effectiveLanguage()
    {
        QFETCH(QString, setting);
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(app::effectiveLanguage(setting, QLocale(locale)), expected);
    }

    // The setting general/language decides at start-up; setLanguage switches at run time and
    // stores the choice.
    void settingChoosesTheLanguage()
    {
        QSettings().setValue(app::languageSettingKey(), QStringLiteral("de"));
        app::installTranslations(QCoreApplication::instance());
        QCOMPARE(app::currentLanguage(), QStringLiteral("de"));
        QCOMPARE(translated("ackedit::app::Actions", "&File"), QStringLiteral("&Datei"));
        // English plural forms stay underneath; German ones win.
        QCOMPARE(translated("ackedit::widgets::LevelEditor", "%n entity(ies)", 3), QStringLiteral("3 Entities"));

        QCOMPARE(app::setLanguage(QCoreApplication::instance(), QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QSettings().value(app::languageSettingKey()).toString(), QStringLiteral("en"));
        QCOMPARE(translated("ackedit::app::Actions", "&File"), QStringLiteral("&File"));
        QCOMPARE(translated("ackedit::widgets::LevelEditor", "%n entity(ies)", 3), QStringLiteral("3 entities"));

        QCOMPARE(app::setLanguage(QCoreApplication::instance(), QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(translated("ackedit::format::FormatError", "The file is damaged or truncated"),
                 QStringLiteral("Die Datei ist beschädigt oder abgeschnitten"));

        // "" is the system's language; switching twice leaves one set of translators.
        const QString system = app::effectiveLanguage(QString(), QLocale());
        QCOMPARE(app::setLanguage(QCoreApplication::instance(), QString()), system);
        QCOMPARE(app::setLanguage(QCoreApplication::instance(), QString()), system);
        QVERIFY(QSettings().value(app::languageSettingKey()).toString().isEmpty());
        QCOMPARE(translated("ackedit::app::Actions", "&File"),
                 system == QLatin1String("de") ? QStringLiteral("&Datei") : QStringLiteral("&File"));
    }
};

QTEST_MAIN(TstGermanTranslation)
#include "tst_germantranslation.moc"
