#pragma once
// Loads the editor's translations into the application: the English plural forms (the source
// texts mark plurals as "%n frame(s)"), then the user's language where one exists. Called by
// main() and by tests that check user-visible texts.
class QCoreApplication;

namespace ackedit::app {

void installTranslations(QCoreApplication *app);

} // namespace ackedit::app
