// libFuzzer target for the document layer: any bytes a reader accepts are opened as the editor
// opens them (createDocument) and put through the edits every editor offers for that kind, with
// no widgets: model frames and skins, a terrain sculpt and skin dab, scene renames, duplicates and
// removals and moves, WAD texture renames, replacements, duplicates, additions and deletions. Then
// everything is undone (the asset must write the input back byte for byte), redone (it must
// write what the edited state wrote) and undone again (the input once more).
// Bad input may only end in FormatError from the reader; anything else (a crash, a sanitizer
// report, a broken undo, a FormatError out of a document method) is a bug.
#include "document/scene/sceneexercise.h"
#include "documentfactory.h"
#include "formatregistry.h"
#include "io/formaterror.h"
#include "model/modeldocument.h"
#include "scene/scenedocument.h"
#include "wad/waddocument.h"
#include "skin/skinstroke.h"
#include "terrain/sculptbrush.h"
#include "terrain/sculptstroke.h"
#include "terrain/terraindocument.h"

#include <QCoreApplication>
#include <QFile>
#include <QUndoStack>

#include <Eigen/Geometry>

#include <cstdio>
#include <cstdlib>

using namespace ackedit;

namespace {

void paintSkin(document::Document &doc, document::SkinCanvas *canvas)
{
    if (!canvas || canvas->width() <= 0 || canvas->height() <= 0)
        return;
    document::BrushSettings brush;
    brush.radius = 3.f;
    brush.colour = QColor(255, 0, 0);
    document::SkinStroke stroke(doc.undoStack(), canvas);
    stroke.begin({0.5f * float(canvas->width()), 0.5f * float(canvas->height())}, brush, QStringLiteral("Paint"));
    stroke.moveTo({0.5f * float(canvas->width()) + 5.f, 0.5f * float(canvas->height())});
    stroke.end();
}

void exerciseModel(document::ModelDocument &m)
{
    const int frames = std::min(m.frameCount(), 8);
    for (int f = 0; f < frames; ++f)
        (void)m.positions(f);
    (void)m.triangles();
    (void)m.groups();
    QSet<int> all;
    for (int s = 0; s < std::min(m.skinCount(), 4); ++s)
        all.insert(s);
    QStringList problems;
    (void)m.skinImages(all, &problems);
    try {
        (void)m.repackReport();
    } catch (const format::FormatError &) {
    }
    paintSkin(m, m.skinCanvas(0));
    m.transformAll(Eigen::Affine3f(Eigen::Scaling(2.f)), QStringLiteral("Scale"));
    m.duplicateFrame(0, m.frameCount());
    m.renameFrame(0, QStringLiteral("fuzz"));
    if (m.frameCount() > 1)
        m.moveFrame(0, 1);
    m.interpolateFrames(0, m.frameCount() - 1, 1);
    if (m.frameCount() > 1)
        m.deleteFrames(0, 0);
    (void)m.positions(0);
}

void exerciseTerrain(document::TerrainDocument &t)
{
    const auto &grid = t.grid();
    if (grid.columns() > 0 && grid.rows() > 0) {
        document::SculptSettings settings;
        const Eigen::Vector3f a = grid.vertexPosition(0, 0), b = grid.vertexPosition(grid.columns() - 1, grid.rows() - 1);
        settings.radius = std::max(1.f, 0.1f * (b - a).cwiseAbs().maxCoeff());
        const document::SculptDab dab{0.5f * (a + b).head<2>(), 0.f};
        if (dab.position.allFinite() && std::isfinite(settings.radius)) {
            document::SculptStroke stroke(t.undoStack(), &t);
            stroke.begin(document::SculptBrush::create(settings), dab);
            stroke.dab(dab);
            stroke.end();
        }
    }
    paintSkin(t, t.skinCanvas(0));
}

void exerciseScene(document::SceneDocument &s)
{
    const QList<document::NodeId> nodes = testing::breadthFirst(s);
    for (const document::NodeId id : nodes) {
        (void)s.properties(id);
        (void)s.nodeName(id);
        Eigen::Vector3f p, lo, hi;
        (void)s.markerPosition(id, &p);
        (void)s.bounds(id, &lo, &hi);
    }
    if (nodes.isEmpty())
        return;
    for (int texture = 0; texture < 4; ++texture)
        (void)s.nodesUsingTexture(texture); // the validator's "select the nodes"
    testing::runSceneExercise(s, nodes.first(), nodes);
}

void exerciseWad(document::WadDocument &w)
{
    if (w.textureCount() == 0)
        return;
    QString error;
    w.renameTexture(0, QStringLiteral("fuzz"), &error);
    format::RgbaImage image(8, 8);
    image.pixels.assign(image.pixels.size(), 0x7f);
    w.replaceTexture(w.textureCount() - 1, image, &error);
    w.duplicateTexture(0, &error);
    w.addTexture(QStringLiteral("fuzzadd"), image, -1, &error);
    w.deleteTexture(0, &error);
}

// ACKEDIT_FUZZ_DUMP=FILE keeps what was written, to compare with the input.
void dumpIfAsked(const QByteArray &written)
{
    if (const QString dump = qEnvironmentVariable("ACKEDIT_FUZZ_DUMP"); !dump.isEmpty()) {
        QFile out(dump);
        if (out.open(QIODevice::WriteOnly))
            out.write(written);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_document";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    std::unique_ptr<document::Document> doc;
    try {
        doc = document::createDocument(format::readAssetFile(bytes), QStringLiteral("/nonexistent/fuzz.bin"));
    } catch (const format::FormatError &) {
        return 0; // refused with a proper error
    }
    if (!doc)
        return 0;
    // The bytes a save writes (serialise runs prepareWrite, which stores edits kept outside the
    // asset); a writer may refuse an edited state, never an unedited one.
    const auto saved = [&doc](const char *when) {
        QByteArray out;
        QString error;
        if (!doc->serialise(&out, &error)) {
            std::fprintf(stderr, "%s: the document refused to write: %s\n", when, qPrintable(error));
            std::abort();
        }
        return out;
    };
    // Unedited files write back byte-identical (design rule 9), so the input is the reference.
    if (saved("opened, unedited") != bytes) {
        std::fprintf(stderr, "the unedited document does not write the input back\n");
        std::abort();
    }
    try {
        if (auto *m = qobject_cast<document::ModelDocument *>(doc.get()))
            exerciseModel(*m);
        else if (auto *t = qobject_cast<document::TerrainDocument *>(doc.get()))
            exerciseTerrain(*t);
        else if (auto *s = qobject_cast<document::SceneDocument *>(doc.get()))
            exerciseScene(*s);
        else if (auto *w = qobject_cast<document::WadDocument *>(doc.get()))
            exerciseWad(*w);
    } catch (const format::FormatError &e) {
        // A document method reports a refused edit (error text, nothing pushed); one that throws
        // would end the editor when called from a slot.
        std::fprintf(stderr, "a document method threw FormatError: %s\n", qPrintable(e.toString()));
        std::abort();
    }
    QByteArray edited;
    QString error;
    const bool editedWrites = doc->serialise(&edited, &error); // or refuses with a reason
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    if (const QByteArray undone = saved("every edit undone"); undone != bytes) {
        std::fprintf(stderr, "undoing every edit did not give the input back\n");
        dumpIfAsked(undone);
        std::abort();
    }
    // Redo replays the same edits: the same bytes as before the undo (or the same refusal).
    while (doc->undoStack()->canRedo())
        doc->undoStack()->redo();
    QByteArray redone;
    if (doc->serialise(&redone, &error) != editedWrites || (editedWrites && redone != edited)) {
        std::fprintf(stderr, "redoing every edit did not give the edited state back\n");
        std::abort();
    }
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    const QByteArray undone = saved("every edit undone after a redo");
    if (undone != bytes) {
        std::fprintf(stderr, "undoing every edit did not give the input back\n");
        dumpIfAsked(undone);
        std::abort();
    }
    return 0;
}
