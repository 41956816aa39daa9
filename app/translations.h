#pragma once
// Loads the editor's translations into the application: the English plural forms (the source
// texts mark plurals as "%n frame(s)"), then the user's language where one exists. Called by
// main() and by tests that check user-visible texts.
//
// The language is the system locale's unless the setting general/language names one: "" means
// the system's, "en" English, "de" German (translations/ackedit_de.ts).
#include <QString>
#include <QStringList>

class QCoreApplication;
class QLocale;

namespace ackedit::app {

// The QSettings key of the language override.
QString languageSettingKey();
// The languages ackedit ships, as codes for the setting: {"en", "de"}.
QStringList availableLanguages();
// The language the editor shows for a setting ("" = the system's) on a system locale: a code of
// availableLanguages(), English when the setting or the locale names no shipped language.
QString effectiveLanguage(const QString &setting, const QLocale &system);

// Installs the translators for the setting general/language (main() calls this at start-up).
void installTranslations(QCoreApplication *app);
// Switches to `language` ("" = the system's) at run time and stores it in the setting: removes
// the translators installed before and installs the new ones. Returns the language now shown.
// Menus, docks and editors built before follow once the event loop runs (widgets::LanguageChanges).
QString setLanguage(QCoreApplication *app, const QString &language);
// The language installed by the last installTranslations() or setLanguage().
QString currentLanguage();

} // namespace ackedit::app
