// The dispatch of ackedit-cli's commands. Compiled into the executable (with the loader of the
// document commands) and into ackedit_cli_lib (with the document commands themselves).
#include "clicommands.h"

namespace ackedit::cli {

bool isDocumentCommand(const QStringList &args)
{
    static const QStringList names = {
        QStringLiteral("sculpt"),      QStringLiteral("frames"),      QStringLiteral("repack-report"),
        QStringLiteral("paint"),       QStringLiteral("skin-export"), QStringLiteral("skin-import"),
        QStringLiteral("skin-add"),    QStringLiteral("skin-delete"), QStringLiteral("skin-resize"),
        QStringLiteral("uv-export"),   QStringLiteral("uv-transform"), QStringLiteral("new"),
        QStringLiteral("level"),       QStringLiteral("build"),       QStringLiteral("import"),
        QStringLiteral("export"),      QStringLiteral("convert"),     QStringLiteral("skins"),
    };
    if (args.isEmpty())
        return false;
    if (args[0] == QLatin1String("validate"))
        return args.contains(QLatin1String("--rules"));
    return names.contains(args[0]);
}

int run(const QStringList &args)
{
    if (args.isEmpty() || args[0] == QLatin1String("--help") || args[0] == QLatin1String("-h"))
        return usage();
    int code = BadUsage;
    if (isDocumentCommand(args)) {
        code = runDocumentCommand(args);
    } else if (const Command command = formatCommand(args[0])) {
        code = command(args.mid(1));
    } else {
        return usage(QStringLiteral("unknown command %1").arg(args[0]));
    }
    flushOutput();
    return code;
}

} // namespace ackedit::cli
