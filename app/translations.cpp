#include "translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace ackedit::app {

void installTranslations(QCoreApplication *app)
{
    // English first: later translators take precedence, so a user language overrides it.
    auto *english = new QTranslator(app);
    if (english->load(QStringLiteral(":/i18n/ackedit_en.qm")))
        app->installTranslator(english);
    else
        delete english;
    auto *local = new QTranslator(app);
    if (QLocale().language() != QLocale::English
        && local->load(QLocale(), QStringLiteral("ackedit"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app->installTranslator(local);
    else
        delete local;
}

} // namespace ackedit::app
