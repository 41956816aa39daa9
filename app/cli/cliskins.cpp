#include "cliskins.h"

#include "clicommands.h"
#include "clidocument.h"
#include "clioptions.h"
#include "clireport.h"
#include "common/ddsimage.h"
#include "imageconvert.h"
#include "io/atomicfile.h"
#include "model/modeldocument.h"
#include "skin/skinstroke.h"
#include "skin/uvlayout.h"
#include "terrain/terraindocument.h"

#include <QBuffer>
#include <QImageReader>
#include <QTextStream>

#include <functional>

namespace ackedit::cli {

namespace {

// The working image of skin `skin` of a model or terrain; null after printing why.
document::SkinCanvas *canvasOf(document::Document *doc, int skin, const QString &fileName)
{
    const int count = doc->asset()->skinCount();
    document::SkinCanvas *canvas = nullptr;
    if (auto *model = qobject_cast<document::ModelDocument *>(doc))
        canvas = model->skinCanvas(skin);
    else if (auto *terrain = qobject_cast<document::TerrainDocument *>(doc))
        canvas = terrain->skinCanvas(skin);
    else {
        invalidFile(fileName, QStringLiteral("not a model or terrain (%1): it has no skins to paint").arg(doc->asset()->formatName()));
        return nullptr;
    }
    if (skin < 0 || skin >= count) {
        invalidFile(fileName, QStringLiteral("skin %1 does not exist (%2 skins)").arg(skin).arg(count));
        return nullptr;
    }
    if (!canvas)
        invalidFile(fileName, QStringLiteral("skin %1 has no embedded pixels (an external file)").arg(skin));
    return canvas;
}

// FILE opened as the editor would, with the working image of its skin `skin`; a null canvas after
// printing why.
struct OpenSkin
{
    std::unique_ptr<document::Document> doc;
    document::SkinCanvas *canvas = nullptr;
};

OpenSkin openSkin(const QString &fileName, int skin)
{
    OpenSkin s;
    s.doc = loadDocument(fileName);
    if (s.doc)
        s.canvas = canvasOf(s.doc.get(), skin, fileName);
    return s;
}

bool parseInt(const QString &text, int *value)
{
    bool ok = false;
    *value = text.toInt(&ok);
    return ok;
}

// Removes the flag `--dither` from `args`; whether it was there.
bool takeDither(QStringList *args)
{
    return args->removeAll(QStringLiteral("--dither")) > 0;
}

// Painted 8-bit skins of a model or terrain saved dithered over their palette (palettedither.h).
void setDither(document::Document *doc, bool dither)
{
    if (auto *model = qobject_cast<document::ModelDocument *>(doc))
        model->setDitherPaletteSkins(dither);
    else if (auto *terrain = qobject_cast<document::TerrainDocument *>(doc))
        terrain->setDitherPaletteSkins(dither);
}

int save(document::Document *doc, const QString &out)
{
    QString error;
    if (!doc->saveAs(out, &error))
        return fail(InvalidInput, error);
    QTextStream(stdout) << out << ": written\n";
    return Ok;
}

int writePng(const QImage &image, const QString &out)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return fail(InvalidInput, QStringLiteral("%1: cannot encode the PNG").arg(out));
    QString error;
    if (!format::writeFileAtomically(out, png, &error))
        return fail(InvalidInput, error);
    QTextStream(stdout) << out << ": " << image.width() << "x" << image.height() << " PNG written\n";
    return Ok;
}

} // namespace

int cmdPaint(const QStringList &args)
{
    const QString usage = QStringLiteral("paint takes FILE OUT --skin N --uv U,V --radius R --color '#RRGGBB' "
                                         "[--opacity O] [--hardness H] [--dither]");
    QStringList a = args;
    const bool dither = takeDither(&a);
    if (a.size() < 2)
        return fail(BadUsage, usage);
    document::BrushSettings brush;
    brush.hardness = 1.f;
    int skin = -1;
    bool haveUv = false, haveRadius = false, haveColour = false;
    Eigen::Vector2f uv = Eigen::Vector2f::Zero();
    const auto colour = [&](const QString &value) {
        brush.colour = QColor(value);
        return haveColour = brush.colour.isValid();
    };
    const OptionHandlers options = {
        {QStringLiteral("--skin"), [&](const QString &value) { return parseInt(value, &skin); }},
        {QStringLiteral("--uv"),
         [&](const QString &value) {
             const QStringList p = value.split(QLatin1Char(','));
             bool okU = false, okV = false;
             if (p.size() == 2)
                 uv = Eigen::Vector2f(p[0].toFloat(&okU), p[1].toFloat(&okV));
             return haveUv = okU && okV && uv.allFinite();
         }},
        {QStringLiteral("--radius"),
         [&](const QString &value) {
             bool ok = false;
             brush.radius = value.toFloat(&ok);
             return haveRadius = ok && brush.radius > 0.f && brush.radius <= 4096.f;
         }},
        {QStringLiteral("--color"), colour},
        {QStringLiteral("--colour"), colour},
        {QStringLiteral("--opacity"),
         [&](const QString &value) {
             bool ok = false;
             brush.opacity = value.toFloat(&ok);
             return ok && brush.opacity >= 0.f && brush.opacity <= 1.f;
         }},
        {QStringLiteral("--hardness"),
         [&](const QString &value) {
             bool ok = false;
             brush.hardness = value.toFloat(&ok);
             return ok && brush.hardness >= 0.f && brush.hardness <= 1.f;
         }},
    };
    if (!parseOptions(a, 2, options, usage))
        return BadUsage;
    if (skin < 0 || !haveUv || !haveRadius || !haveColour)
        return fail(BadUsage, usage);
    auto [doc, canvas] = openSkin(a[0], skin);
    if (!canvas)
        return InvalidInput;
    setDither(doc.get(), dither);
    const QByteArray dds = document::SkinEdits::embeddedDds(*doc->asset(), skin);
    const Eigen::Vector2f at(uv.x() * float(canvas->width()), uv.y() * float(canvas->height()));
    document::SkinStroke stroke(doc->undoStack(), canvas);
    stroke.begin(at, brush, QStringLiteral("Paint"));
    stroke.end();
    if (doc->undoStack()->count() == 0)
        QTextStream(stdout) << a[0] << ": the dab changed no texel of skin " << skin << "\n";
    else
        QTextStream(stdout) << "painted skin " << skin << " (" << canvas->width() << "x" << canvas->height()
                            << ") at texel " << at.x() << "," << at.y() << " radius " << brush.radius << "\n";
    const int saved = save(doc.get(), a[1]);
    if (saved == Ok && !dds.isEmpty() && doc->undoStack()->count() > 0) {
        const QByteArray now = document::SkinEdits::embeddedDds(*doc->asset(), skin);
        QTextStream(stdout) << "skin " << skin << " was a DDS (" << format::ddsDescription(dds)
                            << "); saved as an uncompressed DDS (" << format::ddsDescription(now) << ", " << now.size()
                            << " bytes) so the painted texels stay exact\n";
    }
    return saved;
}

int cmdSkinExport(const QStringList &a)
{
    int skin = 0;
    if (a.size() != 3 || !parseInt(a[1], &skin))
        return fail(BadUsage, QStringLiteral("skin-export takes FILE N OUT.png"));
    const OpenSkin s = openSkin(a[0], skin);
    return s.canvas ? writePng(s.canvas->image(), a[2]) : int(InvalidInput);
}

int cmdSkinImport(const QStringList &args)
{
    int skin = 0;
    QStringList a = args;
    const bool dither = takeDither(&a);
    if (a.size() != 4 || !parseInt(a[2], &skin))
        return fail(BadUsage, QStringLiteral("skin-import takes FILE OUT N IN.png [--dither]"));
    QImageReader reader(a[3]);
    const QImage image = reader.read();
    if (image.isNull())
        return invalidFile(a[3], QStringLiteral("cannot read the image: %1").arg(reader.errorString()));
    auto [doc, canvas] = openSkin(a[0], skin);
    if (!canvas)
        return InvalidInput;
    if (image.size() != canvas->image().size()) {
        // Resized first where that touches this skin alone (own sizes, or the only skin).
        auto *model = qobject_cast<document::ModelDocument *>(doc.get());
        const bool alone = model && (!model->requiredSkinSize().isValid() || model->skinCount() == 1);
        QString error;
        if (!alone || !model->resizeSkin(skin, image.size(), &error))
            return invalidFile(a[3], QStringLiteral("is %1x%2, skin %3 is %4x%5 (%6)")
                                     .arg(image.width()).arg(image.height()).arg(skin).arg(canvas->width()).arg(canvas->height())
                                     .arg(!error.isEmpty() ? error
                                          : model ? QStringLiteral("every skin of this model has that size: skin-resize them first")
                                                  : QStringLiteral("resize the image first")));
        QTextStream(stdout) << "skin " << skin << " resized to " << image.width() << "x" << image.height() << "\n";
        canvas = model->skinCanvas(skin);
    }
    setDither(doc.get(), dither);
    if (!document::SkinStroke::replace(doc->undoStack(), canvas, image, QStringLiteral("Import skin")))
        QTextStream(stdout) << a[3] << ": the same pixels as skin " << skin << "\n";
    return save(doc.get(), a[1]);
}

namespace {

// Runs one skin edit (model or terrain) on FILE and saves OUT, or prints why it was refused.
int skinEdit(const QString &in, const QString &out, const std::function<bool(document::SkinManagement &, QString *)> &edit,
             const QString &done)
{
    std::unique_ptr<document::Document> doc = loadDocument(in);
    if (!doc)
        return InvalidInput;
    document::SkinManagement *skins = nullptr;
    if (auto *model = qobject_cast<document::ModelDocument *>(doc.get()))
        skins = model->skinManagement();
    else if (auto *terrain = qobject_cast<document::TerrainDocument *>(doc.get()))
        skins = terrain->skinManagement();
    if (!skins || !skins->supported())
        return invalidFile(in, QStringLiteral("%1 has no skins to manage").arg(doc->asset()->formatName()));
    QString error;
    if (!edit(*skins, &error))
        return invalidFile(in, error);
    QTextStream(stdout) << done << " (" << skins->count() << " skins)\n";
    return save(doc.get(), out);
}

} // namespace

int cmdSkinAdd(const QStringList &a)
{
    if (a.size() != 3)
        return fail(BadUsage, QStringLiteral("skin-add takes FILE OUT IN.png"));
    QImageReader reader(a[2]);
    const QImage image = reader.read();
    if (image.isNull())
        return invalidFile(a[2], QStringLiteral("cannot read the image: %1").arg(reader.errorString()));
    return skinEdit(a[0], a[1], [&](document::SkinManagement &m, QString *e) { return m.importImage(image, e); },
                    QStringLiteral("%1 added as the last skin").arg(a[2]));
}

int cmdSkinDelete(const QStringList &a)
{
    int skin = 0;
    if (a.size() != 3 || !parseInt(a[2], &skin))
        return fail(BadUsage, QStringLiteral("skin-delete takes FILE OUT N"));
    return skinEdit(a[0], a[1], [&](document::SkinManagement &m, QString *e) { return m.remove(skin, e); },
                    QStringLiteral("skin %1 deleted").arg(skin));
}

int cmdSkinResize(const QStringList &a)
{
    int skin = 0;
    const QStringList wh = a.size() == 4 ? a[3].split(QLatin1Char('x')) : QStringList();
    int w = 0, h = 0;
    if (a.size() != 4 || !parseInt(a[2], &skin) || wh.size() != 2 || !parseInt(wh[0], &w) || !parseInt(wh[1], &h))
        return fail(BadUsage, QStringLiteral("skin-resize takes FILE OUT N WxH"));
    return skinEdit(a[0], a[1], [&](document::SkinManagement &m, QString *e) { return m.resize(skin, QSize(w, h), e); },
                    QStringLiteral("skin %1 resized to %2x%3").arg(skin).arg(w).arg(h));
}

int cmdUvExport(const QStringList &a)
{
    if (a.size() != 2)
        return fail(BadUsage, QStringLiteral("uv-export takes FILE OUT.png"));
    auto doc = loadDocument(a[0]);
    if (!doc)
        return InvalidInput;
    const format::AssetFile *asset = doc->asset();
    if (asset->kind() != format::AssetFile::Kind::Model)
        return invalidFile(a[0], QStringLiteral("not a model (%1): it has no UV layout").arg(asset->formatName()));
    const format::TriangleMesh mesh = asset->mesh(0);
    QSize size(256, 256);
    const QImage first = document::toQImage(asset->skinImage(0));
    if (!first.isNull())
        size = first.size();
    return writePng(document::uvLayoutImage(mesh, -1, size), a[1]);
}

} // namespace ackedit::cli
