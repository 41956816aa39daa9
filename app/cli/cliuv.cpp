#include "cliuv.h"

#include "clicommands.h"
#include "clioptions.h"
#include "clireport.h"
#include "clidocument.h"
#include "model/modeldocument.h"
#include "model/uv/uvrecords.h"
#include "model/uv/uvtransform.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <set>

namespace ackedit::cli {

namespace {

bool parsePair(const QString &text, Eigen::Vector2d *value, bool allowOne)
{
    const QStringList p = text.split(QLatin1Char(','));
    if (p.size() != 2 && !(allowOne && p.size() == 1))
        return false;
    bool okA = false, okB = true;
    const double a = p[0].toDouble(&okA);
    const double b = p.size() == 2 ? p[1].toDouble(&okB) : a;
    *value = Eigen::Vector2d(a, b);
    return okA && okB && value->allFinite();
}

// The records the triangles drawn with `skin` use (every triangle's if none names it, as the
// skin view shows them).
std::vector<int> recordsOfSkin(const format::TriangleMesh &mesh, const document::UvRecords &uvs, int skin)
{
    const bool named = std::any_of(mesh.triangles.begin(), mesh.triangles.end(),
                                   [skin](const format::TriangleMesh::Triangle &t) { return t.skin == skin; });
    std::set<int> records;
    for (const auto &t : mesh.triangles) {
        if (named && t.skin != skin)
            continue;
        for (uint32_t uv : t.uv)
            if (const int r = uvs.recordOfMeshUv(uv); r >= 0)
                records.insert(r);
    }
    return {records.begin(), records.end()};
}

} // namespace

int cmdUvTransform(const QStringList &a)
{
    const QString usage = QStringLiteral("uv-transform takes FILE OUT --skin N [--move DU,DV] [--rotate DEG] "
                                         "[--scale S[,T]] [--mirror u|v]");
    if (a.size() < 2)
        return fail(BadUsage, usage);
    int skin = -1;
    Eigen::Vector2d move = Eigen::Vector2d::Zero(), scale = Eigen::Vector2d::Ones();
    double degrees = 0.0;
    int mirror = -1;
    const OptionHandlers options = {
        {QStringLiteral("--skin"),
         [&](const QString &value) {
             bool ok = false;
             skin = value.toInt(&ok);
             return ok && skin >= 0;
         }},
        {QStringLiteral("--move"), [&](const QString &value) { return parsePair(value, &move, false); }},
        {QStringLiteral("--rotate"),
         [&](const QString &value) {
             bool ok = false;
             degrees = value.toDouble(&ok);
             return ok && std::isfinite(degrees);
         }},
        {QStringLiteral("--scale"), [&](const QString &value) { return parsePair(value, &scale, true); }},
        {QStringLiteral("--mirror"),
         [&](const QString &value) {
             mirror = value == QLatin1String("u") ? 0 : value == QLatin1String("v") ? 1 : -1;
             return mirror >= 0;
         }},
    };
    if (!parseOptions(a, 2, options, usage))
        return BadUsage;
    if (skin < 0)
        return fail(BadUsage, usage);

    const std::unique_ptr<document::Document> doc = loadDocument(a[0]);
    if (!doc)
        return InvalidInput;
    auto *model = qobject_cast<document::ModelDocument *>(doc.get());
    if (!model || !model->canEditUvs())
        return invalidFile(a[0], QStringLiteral("has no UV records to edit (%1)").arg(doc->asset()->formatName()));
    if (skin >= std::max(model->skinCount(), 1))
        return invalidFile(a[0], QStringLiteral("skin %1 does not exist (%2 skins)").arg(skin).arg(model->skinCount()));

    const document::UvRecords &uvs = model->uvRecords();
    const std::vector<int> records = recordsOfSkin(model->asset()->mesh(0), uvs, skin);
    // Angles are measured on skin N as drawn (its size), falling back to the UV unit size.
    const format::RgbaImage image = model->asset()->skinImage(skin);
    const Eigen::Vector2d size =
        image.width > 0 && image.height > 0 ? Eigen::Vector2d(image.width, image.height) : uvs.unitSize();
    const Eigen::Vector2d c = document::UvTransform::centre(uvs, records);
    Eigen::Affine2d t = document::UvTransform::scaling(c, scale);
    if (mirror >= 0)
        t = t * document::UvTransform::mirror(c, mirror);
    t = document::UvTransform::translation(move) * document::UvTransform::rotation(c, degrees, size) * t;
    const bool changed = model->transformUvs(records, t, QStringLiteral("Transform UVs"));
    QTextStream(stdout) << (changed ? "transformed " : "no stored value changed among ") << records.size()
                        << " UV records of skin " << skin << " (" << (uvs.isPixel() ? "texels" : "floats") << ")\n";
    QString error;
    if (!model->saveAs(a[1], &error))
        return fail(InvalidInput, error);
    QTextStream(stdout) << a[1] << ": written\n";
    return Ok;
}

} // namespace ackedit::cli
