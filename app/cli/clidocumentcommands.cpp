// runDocumentCommand in-process: the commands that edit through the document layer. Linked into
// the tests (ackedit_cli_lib) and into the ackedit-cli-document module that ackedit-cli loads.
#include "clibuild.h"
#include "clicommands.h"
#include "cliconvert.h"
#include "cliframes.h"
#include "cliinterchange.h"
#include "clilevel.h"
#include "clinew.h"
#include "cliskins.h"
#include "clisculpt.h"
#include "cliuv.h"
#include "clivalidate.h"

#include <map>

namespace ackedit::cli {

int runDocumentCommand(const QStringList &args)
{
    static const std::map<QString, Command> commands = {
        {QStringLiteral("validate"), validateWithRules}, // only with --rules (isDocumentCommand)
        {QStringLiteral("sculpt"), cmdSculpt},
        {QStringLiteral("new"), cmdNew},
        {QStringLiteral("frames"), cmdFrames},
        {QStringLiteral("level"), cmdLevel},
        {QStringLiteral("build"), cmdBuild},
        {QStringLiteral("import"), cmdImport},
        {QStringLiteral("convert"), cmdConvert},
        {QStringLiteral("skins"), cmdSkins},
        {QStringLiteral("export"), cmdExport},
        {QStringLiteral("repack-report"), cmdRepackReport},
        {QStringLiteral("paint"), cmdPaint},
        {QStringLiteral("skin-export"), cmdSkinExport},
        {QStringLiteral("skin-import"), cmdSkinImport},
        {QStringLiteral("skin-add"), cmdSkinAdd},
        {QStringLiteral("skin-delete"), cmdSkinDelete},
        {QStringLiteral("skin-resize"), cmdSkinResize},
        {QStringLiteral("uv-export"), cmdUvExport},
        {QStringLiteral("uv-transform"), cmdUvTransform},
    };
    const auto it = args.isEmpty() ? commands.end() : commands.find(args[0]);
    if (it == commands.end())
        return usage(QStringLiteral("unknown command %1").arg(args.value(0)));
    const int code = it->second(args.mid(1));
    flushOutput();
    return code;
}

} // namespace ackedit::cli
