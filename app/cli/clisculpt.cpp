#include "clisculpt.h"

#include "clicommands.h"
#include "clireport.h"
#include "terrain/sculptcommand.h"
#include "clidocument.h"
#include "hmp/hmpfile.h"
#include "terrain/terraindocument.h"
#include "terrain/sculptstroke.h"

#include <QTextStream>
#include <QUndoStack>

#include <map>

namespace ackedit::cli {

namespace {

using document::BrushKind;
using document::Falloff;

} // namespace

int cmdSculpt(const QStringList &a)
{
    static const std::map<QString, BrushKind> brushes = {
        {QStringLiteral("raise"), BrushKind::Raise},     {QStringLiteral("lower"), BrushKind::Lower},
        {QStringLiteral("smooth"), BrushKind::Smooth},   {QStringLiteral("flatten"), BrushKind::Flatten},
        {QStringLiteral("noise"), BrushKind::Noise},     {QStringLiteral("set-height"), BrushKind::SetHeight},
    };
    static const std::map<QString, Falloff> falloffs = {
        {QStringLiteral("smooth"), Falloff::Smooth},     {QStringLiteral("linear"), Falloff::Linear},
        {QStringLiteral("constant"), Falloff::Constant}, {QStringLiteral("sharp"), Falloff::Sharp},
    };
    const QString usage = QStringLiteral("sculpt takes FILE OUT --brush raise|lower|smooth|flatten|noise|set-height "
                                         "--at X,Y --radius R --strength S [--dabs N] [--falloff F] [--target H]");
    if (a.size() < 2)
        return fail(BadUsage, usage);
    document::SculptSettings settings;
    bool haveBrush = false, haveAt = false;
    Eigen::Vector2f at = Eigen::Vector2f::Zero();
    int dabs = 1;
    for (int i = 2; i < a.size(); ++i) {
        const QString &opt = a[i];
        if (i + 1 >= a.size())
            return fail(BadUsage, QStringLiteral("%1 needs a value; %2").arg(opt, usage));
        const QString value = a[++i];
        bool ok = true;
        if (opt == QLatin1String("--brush")) {
            const auto it = brushes.find(value);
            ok = haveBrush = it != brushes.end();
            if (ok)
                settings.kind = it->second;
        } else if (opt == QLatin1String("--falloff")) {
            const auto it = falloffs.find(value);
            ok = it != falloffs.end();
            if (ok)
                settings.falloff = it->second;
        } else if (opt == QLatin1String("--at")) {
            const QStringList xy = value.split(QLatin1Char(','));
            bool okY = false;
            ok = xy.size() == 2;
            if (ok) {
                at = Eigen::Vector2f(xy[0].toFloat(&ok), xy[1].toFloat(&okY));
                ok = ok && okY;
            }
            haveAt = ok;
        } else if (opt == QLatin1String("--radius")) {
            settings.radius = value.toFloat(&ok);
            ok = ok && settings.radius > 0.0f;
        } else if (opt == QLatin1String("--strength")) {
            settings.strength = value.toFloat(&ok);
        } else if (opt == QLatin1String("--target")) {
            settings.targetHeight = value.toFloat(&ok);
            settings.useTargetHeight = true;
        } else if (opt == QLatin1String("--dabs")) {
            dabs = value.toInt(&ok);
            ok = ok && dabs >= 1 && dabs <= 100000;
        } else {
            return fail(BadUsage, QStringLiteral("unknown option %1; %2").arg(opt, usage));
        }
        if (!ok)
            return fail(BadUsage, QStringLiteral("bad value for %1: %2").arg(opt, value));
    }
    if (!haveBrush || !haveAt)
        return fail(BadUsage, QStringLiteral("--brush and --at are required; %1").arg(usage));

    const std::unique_ptr<document::Document> doc = loadDocument(a[0]);
    if (!doc)
        return InvalidInput;
    auto *terrain = qobject_cast<document::TerrainDocument *>(doc.get());
    if (!terrain)
        return fail(InvalidInput, QStringLiteral("%1: not a terrain grid (%2)").arg(a[0], doc->asset()->formatName()));
    const auto &grid = terrain->grid();
    const Eigen::Vector3f lo = grid.vertexPosition(0, grid.rows() - 1), hi = grid.vertexPosition(grid.columns() - 1, 0);
    const auto [h0, h1] = grid.heightRange();

    document::SculptStroke stroke(terrain->undoStack(), terrain);
    const document::SculptDab dab{at, 0.0f};
    stroke.beginStroke(document::SculptBrush::create(settings), dab);
    QRect changed;
    for (int i = 0; i < dabs; ++i)
        changed |= stroke.dab(dab);
    const document::SculptCommand *cmd = stroke.command();
    const qint64 bytes = cmd ? cmd->bytes() : 0;
    stroke.endStroke();
    if (changed.isEmpty())
        return fail(InvalidInput, QStringLiteral("%1: (%2, %3) with radius %4 touches no vertex; the terrain spans "
                                                 "x %5..%6, y %7..%8")
                                      .arg(a[0])
                                      .arg(at.x())
                                      .arg(at.y())
                                      .arg(settings.radius)
                                      .arg(lo.x())
                                      .arg(hi.x())
                                      .arg(lo.y())
                                      .arg(hi.y()));
    QString error;
    if (!terrain->saveAs(a[1], &error))
        return fail(InvalidInput, error);
    const auto [n0, n1] = grid.heightRange();
    QTextStream out(stdout);
    out << a[1] << ": " << terrain->hmp()->formatName() << ", " << dabs << " dab(s) changed columns "
        << changed.left() << ".." << changed.right() << ", rows " << changed.top() << ".." << changed.bottom()
        << "; heights " << h0 << ".." << h1 << " -> " << n0 << ".." << n1 << "; undo step "
        << terrain->undoStack()->count() << " holds " << document::SculptCommand::formatBytes(bytes) << '\n';
    return Ok;
}

} // namespace ackedit::cli
