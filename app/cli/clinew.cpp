#include "clinew.h"

#include "clicommands.h"
#include "clireport.h"
#include "io/atomicfile.h"
#include "newassets.h"

namespace ackedit::cli {

int cmdNew(const QStringList &a)
{
    const QString usage = QStringLiteral("new takes model|empty-model|terrain|level|level-binary OUT "
                                         "[--columns N] [--rows N] [--cell S] [--height H] (the last four for a terrain)");
    if (a.size() < 2)
        return fail(BadUsage, usage);
    const QString kind = a[0];
    int columns = 65, rows = 65;
    float cell = 16.0f, height = 0.0f;
    for (int i = 2; i < a.size(); ++i) {
        const QString &opt = a[i];
        if (i + 1 >= a.size() || kind != QLatin1String("terrain"))
            return fail(BadUsage, QStringLiteral("%1: %2").arg(opt, usage));
        const QString value = a[++i];
        bool ok = false;
        if (opt == QLatin1String("--columns"))
            columns = value.toInt(&ok);
        else if (opt == QLatin1String("--rows"))
            rows = value.toInt(&ok);
        else if (opt == QLatin1String("--cell"))
            cell = value.toFloat(&ok);
        else if (opt == QLatin1String("--height"))
            height = value.toFloat(&ok);
        if (!ok)
            return fail(BadUsage, QStringLiteral("bad %1 '%2'; %3").arg(opt, value, usage));
    }
    std::unique_ptr<format::AssetFile> asset;
    QString error;
    if (kind == QLatin1String("model") || kind == QLatin1String("empty-model"))
        asset = document::newassets::model(kind == QLatin1String("model"));
    else if (kind == QLatin1String("terrain"))
        asset = document::newassets::terrain(columns, rows, cell, height, &error);
    else if (kind == QLatin1String("level") || kind == QLatin1String("level-binary"))
        asset = document::newassets::level(kind == QLatin1String("level-binary"));
    else
        return fail(BadUsage, QStringLiteral("unknown kind '%1'; %2").arg(kind, usage));
    if (!asset)
        return fail(InvalidInput, QStringLiteral("cannot make a %1: %2").arg(kind, error));
    if (!format::writeFileAtomically(a[1], asset->write(), &error))
        return fail(InvalidInput, error);
    return Ok;
}

} // namespace ackedit::cli
