#include "clibuild.h"

#include "build/levelbuild.h"
#include "clicommands.h"
#include "clidocument.h"
#include "clireport.h"
#include "io/atomicfile.h"
#include "scene/scenedocument.h"

#include <QTextStream>

namespace ackedit::cli {

namespace {

const QString Usage = QStringLiteral("build takes IN.wmp OUT.wmb [--no-light] [--lightmap-size 256|512|1024] "
                                     "[--extra 1|2|4] [--ao] [--soft-sun] [--model-shadows] [--threads N]");

// The options; false after printing why one is wrong.
bool readOptions(const QStringList &a, document::build::BuildOptions *options)
{
    for (int i = 2; i < a.size(); ++i) {
        const QString &o = a[i];
        if (o == QLatin1String("--no-light")) {
            options->light = false;
        } else if (o == QLatin1String("--ao")) {
            options->ambientOcclusion = true;
        } else if (o == QLatin1String("--soft-sun")) {
            options->softSun = true;
        } else if (o == QLatin1String("--model-shadows")) {
            options->modelShadows = true;
        } else if (o == QLatin1String("--lightmap-size") || o == QLatin1String("--extra") || o == QLatin1String("--threads")) {
            bool ok = false;
            const int value = i + 1 < a.size() ? a[i + 1].toInt(&ok) : 0;
            const bool good = o == QLatin1String("--lightmap-size") ? value == 256 || value == 512 || value == 1024
                              : o == QLatin1String("--extra")      ? value == 1 || value == 2 || value == 4
                                                                   : value >= 1 && value <= 256;
            if (!ok || !good) {
                fail(BadUsage, i + 1 < a.size() ? QStringLiteral("bad value for %1: %2").arg(o, a[i + 1])
                                                : QStringLiteral("%1 needs a value; %2").arg(o, Usage));
                return false;
            }
            (o == QLatin1String("--lightmap-size") ? options->lightmapSize : o == QLatin1String("--extra") ? options->extra : options->threads) = value;
            ++i;
        } else {
            fail(BadUsage, QStringLiteral("unknown option %1; %2").arg(o, Usage));
            return false;
        }
    }
    return true;
}

} // namespace

int cmdBuild(const QStringList &a)
{
    if (a.size() < 2)
        return fail(BadUsage, Usage);
    document::build::BuildOptions options;
    if (!readOptions(a, &options))
        return BadUsage;
    const std::unique_ptr<document::Document> doc = loadDocument(a[0]);
    if (!doc)
        return InvalidInput;
    const auto *scene = qobject_cast<const document::SceneDocument *>(doc.get());
    const document::build::BuildInput input = scene ? document::build::buildInput(*scene, options) : document::build::BuildInput{};
    if (!input.isSource)
        return invalidFile(a[0], QStringLiteral("not a level source (%1): only text WMP and WMPB levels are built")
                                     .arg(doc->asset()->formatName()));

    QTextStream out(stdout);
    QString lastStage;
    int lastPercent = -1;
    const auto progress = [&](const QString &stage, int done, int total) {
        const int percent = total > 0 ? done * 100 / total : 100;
        if (stage != lastStage) {
            out << stage << "...\n";
            lastStage = stage;
            lastPercent = -1;
        } else if (stage == QLatin1String("Lighting") && percent / 25 != lastPercent / 25 && percent > 0) {
            out << "  " << percent << " %\n";
        }
        lastPercent = percent;
        out.flush();
    };
    const document::build::BuildResult result = document::build::buildLevel(input, options, progress);
    for (const document::build::BuildWarning &w : result.warnings)
        QTextStream(stderr) << a[0] << ": warning: " << w.text << '\n';
    if (!result.wmb)
        return invalidFile(a[0], result.error);
    QString error;
    if (!format::writeFileAtomically(a[1], result.wmb->write(), &error))
        return fail(InvalidInput, QStringLiteral("%1: %2").arg(a[1], error));
    const document::build::BuildStats &s = result.stats;
    out << a[1] << ": WMB7, " << s.blocks << " blocks, " << s.triangles << " triangles, " << s.textures << " textures, "
        << s.lightmapPages << " lightmap pages of " << options.lightmapSize << "², " << result.warnings.size()
        << " warnings, " << QString::number(s.milliseconds / 1000.0, 'f', 2) << " s\n";
    return Ok;
}

} // namespace ackedit::cli
