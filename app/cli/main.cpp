// ackedit-cli: headless inspection and conversion of 3D GameStudio files.
// Exit codes: 0 success, 1 invalid input (message on stderr), 2 bad usage, 3 `roundtrip` output
// differs from its input.
#include "clicommands.h"

#include <QCoreApplication>
#include <QStringList>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ackedit-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ACKEDIT_VERSION));
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return ackedit::cli::run(args);
}
