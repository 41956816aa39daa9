#include "clisculpt.h"

#include "clicommands.h"
#include "clioptions.h"
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
    const OptionHandlers options = {
        {QStringLiteral("--brush"),
         [&](const QString &value) {
             const auto it = brushes.find(value);
             if (it == brushes.end())
                 return false;
             settings.kind = it->second;
             return haveBrush = true;
         }},
        {QStringLiteral("--falloff"),
         [&](const QString &value) {
             const auto it = falloffs.find(value);
             if (it == falloffs.end())
                 return false;
             settings.falloff = it->second;
             return true;
         }},
        {QStringLiteral("--at"),
         [&](const QString &value) {
             const QStringList xy = value.split(QLatin1Char(','));
             bool okX = false, okY = false;
             if (xy.size() == 2)
                 at = Eigen::Vector2f(xy[0].toFloat(&okX), xy[1].toFloat(&okY));
             return haveAt = okX && okY;
         }},
        {QStringLiteral("--radius"),
         [&](const QString &value) {
             bool ok = false;
             settings.radius = value.toFloat(&ok);
             return ok && settings.radius > 0.0f;
         }},
        {QStringLiteral("--strength"),
         [&](const QString &value) {
             bool ok = false;
             settings.strength = value.toFloat(&ok);
             return ok;
         }},
        {QStringLiteral("--target"),
         [&](const QString &value) {
             bool ok = false;
             settings.targetHeight = value.toFloat(&ok);
             settings.useTargetHeight = true;
             return ok;
         }},
        {QStringLiteral("--dabs"),
         [&](const QString &value) {
             bool ok = false;
             dabs = value.toInt(&ok);
             return ok && dabs >= 1 && dabs <= 100000;
         }},
    };
    if (!parseOptions(a, 2, options, usage))
        return BadUsage;
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
    stroke.begin(document::SculptBrush::create(settings), dab);
    QRect changed;
    for (int i = 0; i < dabs; ++i)
        changed |= stroke.dab(dab);
    const document::SculptCommand *cmd = stroke.command();
    const qint64 bytes = cmd ? cmd->bytes() : 0;
    stroke.end();
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
