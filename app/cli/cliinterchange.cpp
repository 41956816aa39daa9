#include "cliinterchange.h"

#include "assetread.h"
#include "clicommands.h"
#include "clioptions.h"
#include "clireport.h"
#include "io/atomicfile.h"
#include "modelexport.h"
#include "modelimport.h"

#include <QTextStream>

namespace ackedit::cli {

int cmdImport(const QStringList &a)
{
    const QString usage = QStringLiteral("import takes IN OUT.mdl [--scale S] [--fps F] [--up y|z] [--animations I,J,...]");
    if (a.size() < 2)
        return fail(BadUsage, usage);
    interchange::ImportOptions options;
    const OptionHandlers handlers = {
        {QStringLiteral("--scale"), [&](const QString &v) { bool ok = false; options.scale = v.toFloat(&ok); return ok && options.scale > 0.f; }},
        {QStringLiteral("--fps"), [&](const QString &v) { bool ok = false; options.fps = v.toDouble(&ok); return ok && options.fps > 0 && options.fps <= 1000; }},
        {QStringLiteral("--up"), [&](const QString &v) {
             options.up = v.toLower() == QLatin1String("z") ? interchange::ImportOptions::UpAxis::Z : interchange::ImportOptions::UpAxis::Y;
             return v.toLower() == QLatin1String("y") || v.toLower() == QLatin1String("z");
         }},
        {QStringLiteral("--animations"), [&](const QString &v) {
             std::vector<int> chosen;
             for (const QString &part : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                 bool ok = false;
                 chosen.push_back(part.toInt(&ok));
                 if (!ok || chosen.back() < 0)
                     return false;
             }
             options.animations = chosen;
             return true;
         }},
    };
    if (!parseOptions(a, 2, handlers, usage))
        return BadUsage;
    const interchange::ImportPreview preview = interchange::previewImport(a[0]);
    if (!preview.error.isEmpty())
        return fail(InvalidInput, preview.error);
    if (options.animations)
        for (const int i : *options.animations)
            if (i >= int(preview.animations.size()))
                return fail(BadUsage, QStringLiteral("%1 has %2 animation(s); there is no animation %3")
                                          .arg(a[0]).arg(preview.animations.size()).arg(i));
    const interchange::ImportResult result = interchange::importModel(a[0], options);
    if (!result.error.isEmpty())
        return fail(InvalidInput, result.error);
    QString why;
    if (!format::writeFileAtomically(a[1], result.mdl7, &why))
        return fail(InvalidInput, QStringLiteral("%1: cannot write: %2").arg(a[1], why));
    QTextStream(stdout) << a[1] << ": MDL7, " << result.groups << " groups, " << result.triangles << " triangles, "
                        << result.frames << " frames, " << result.skins << " skins";
    if (result.bones > 0)
        QTextStream(stdout) << ", " << result.bones << " bones";
    QTextStream(stdout) << '\n';
    return Ok;
}

int cmdExport(const QStringList &a)
{
    const QString usage = QStringLiteral("export takes IN OUT.glb|OUT.obj [--frame N] [--frames all]");
    if (a.size() < 2)
        return fail(BadUsage, usage);
    interchange::ExportOptions options;
    const OptionHandlers handlers = {
        {QStringLiteral("--frame"), [&](const QString &v) { bool ok = false; options.frame = v.toInt(&ok); return ok && options.frame >= 0; }},
        {QStringLiteral("--frames"), [&](const QString &v) { options.allFrames = true; return v == QLatin1String("all"); }},
    };
    if (!parseOptions(a, 2, handlers, usage))
        return BadUsage;
    const format::AssetRead read = format::readAssetAt(a[0], a[0]);
    if (!read.asset)
        return fail(InvalidInput, read.errorLine);
    const interchange::ExportResult result = interchange::exportAsset(*read.asset, a[1], options);
    if (!result.error.isEmpty())
        return fail(InvalidInput, result.error);
    QTextStream(stdout) << a[1] << ": " << result.triangles << " triangles, " << result.frames << " frame(s), "
                        << result.textures << " texture(s); " << result.written.size() << " file(s) written\n";
    return Ok;
}

} // namespace ackedit::cli
