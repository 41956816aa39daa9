// runDocumentCommand for ackedit-cli: loads the ackedit-cli-document module (the commands that edit
// through the document layer, with Qt Gui) on first use, so the commands that only read and write
// files start with Qt Core alone.
#include "clicommands.h"
#include "clireport.h"

#include <QCoreApplication>
#include <QLibrary>

namespace ackedit::cli {

int runDocumentCommand(const QStringList &args)
{
    using Entry = int (*)(const QStringList *);
    // Built into build/lib next to build/bin; installed into lib/ackedit beside bin.
    const QString dir = QCoreApplication::applicationDirPath();
    const QStringList places = {dir + QStringLiteral("/../lib/ackedit-cli-document"),
                                dir + QStringLiteral("/../lib/ackedit/ackedit-cli-document")};
    QStringList problems;
    for (const QString &place : places) {
        QLibrary module(place);
        if (const auto entry = reinterpret_cast<Entry>(module.resolve("ackedit_cli_run_document")))
            return entry(&args); // the module stays loaded until exit
        problems << module.errorString();
    }
    return fail(InvalidInput, QStringLiteral("cannot load the document commands: %1").arg(problems.join(QStringLiteral("; "))));
}

} // namespace ackedit::cli
