#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace ackedit::app {
namespace {

// The translators installed now, so a language switch can remove them again.
struct Installed
{
    QList<QPointer<QTranslator>> translators;
    QString language;
};

Installed &installed()
{
    static Installed state;
    return state;
}

void install(QCoreApplication *app, const QString &file, const QString &folder)
{
    auto *translator = new QTranslator(app);
    if (translator->load(file, folder)) {
        app->installTranslator(translator);
        installed().translators << translator;
    } else {
        delete translator;
    }
}

} // namespace

QString languageSettingKey()
{
    return QStringLiteral("general/language");
}

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de")};
}

QString effectiveLanguage(const QString &setting, const QLocale &system)
{
    if (availableLanguages().contains(setting))
        return setting;
    // "" (or a language no longer shipped): the first of the system's UI languages ackedit has.
    for (const QString &name : system.uiLanguages()) {
        const QString code = QLocale(name).name().section(QLatin1Char('_'), 0, 0);
        if (availableLanguages().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

namespace {

// Replaces the installed translators with those of `language` ("" = the system's).
QString apply(QCoreApplication *app, const QString &language)
{
    for (const QPointer<QTranslator> &translator : std::as_const(installed().translators)) {
        if (translator) {
            app->removeTranslator(translator);
            delete translator;
        }
    }
    installed().translators.clear();
    const QString shown = effectiveLanguage(language, QLocale());
    // English first: later translators take precedence, so the user's language overrides it and
    // English plural forms stay for any text it lacks.
    install(app, QStringLiteral("ackedit_en.qm"), QStringLiteral(":/i18n"));
    if (shown != QLatin1String("en")) {
        // Qt's own texts (standard buttons, file dialogs) where the system has them installed.
        install(app, QStringLiteral("qtbase_") + shown, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        install(app, QStringLiteral("ackedit_") + shown + QStringLiteral(".qm"), QStringLiteral(":/i18n"));
    }
    installed().language = shown;
    return shown;
}

} // namespace

void installTranslations(QCoreApplication *app)
{
    apply(app, QSettings().value(languageSettingKey()).toString());
}

QString setLanguage(QCoreApplication *app, const QString &language)
{
    QSettings().setValue(languageSettingKey(), availableLanguages().contains(language) ? language : QString());
    return apply(app, language);
}

QString currentLanguage()
{
    return installed().language;
}

} // namespace ackedit::app
