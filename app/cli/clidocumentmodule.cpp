// The ackedit-cli-document module: the document commands (Qt Gui and all it pulls in), loaded by
// ackedit-cli only when one of them runs (clidocumentloader.cpp).
#include "clicommands.h"

#include <QtGlobal>

extern "C" Q_DECL_EXPORT int ackedit_cli_run_document(const QStringList *args)
{
    return ackedit::cli::runDocumentCommand(*args);
}
