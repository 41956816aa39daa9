// Issue 15, point 4: seeded random sequences of every edit each document kind offers, with saves
// at random points. Undoing everything must save the original bytes; redoing everything must save
// the bytes saved just before the undo. A failing case prints its seed; replay one with
// ACKEDIT_RANDOM_SEED=<seed> (and ACKEDIT_RANDOM_STEPS=<n> to change the length).
#include "documentfactory.h"
#include "formatregistry.h"
#include "io/formaterror.h"
#include "model/modeldocument.h"
#include "model/vertex/vertexdrag.h"
#include "scene/scenedocument.h"
#include "scene/wmbdocument.h"
#include "skin/skinstroke.h"
#include "terrain/sculptbrush.h"
#include "terrain/sculptstroke.h"
#include "terrain/terraindocument.h"
#include "terrain/terrainresizecommand.h"
#include "model/uv/uvrecords.h"
#include "wad/waddocument.h"

#include "common_corpus.h"
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/mdl7fixture.h"
#include "format/wad/wadfixtures.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmpb/wmpbfixture.h"
#include "mdl/mdlfile.h"

#include <QColor>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QVector3D>

#include <Eigen/Geometry>

#include <random>

using namespace ackedit;

namespace {

constexpr int DefaultSteps = 200;
constexpr int DefaultSeeds = 20;

struct Rng
{
    std::mt19937 engine;
    int upTo(int n) { return n <= 0 ? 0 : std::uniform_int_distribution<int>(0, n - 1)(engine); } // [0, n)
    float real(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(engine); }
    bool chance(double p) { return std::bernoulli_distribution(p)(engine); }
};

// One run: the edits pushed so far and where the saves went.
class Run
{
public:
    Run(document::Document *doc, const QString &folder) : m_doc(doc), m_folder(folder) {}

    // Saves through the document (as Ctrl+S does) and returns the bytes written; empty + message on failure.
    QByteArray save(QString *problem)
    {
        const QString path = QDir(m_folder).filePath(QStringLiteral("save%1.bin").arg(m_saves++));
        QString error;
        if (!m_doc->saveAs(path, &error)) {
            *problem = QStringLiteral("save %1 failed: %2").arg(m_saves - 1).arg(error);
            return {};
        }
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            *problem = QStringLiteral("cannot read back %1").arg(path);
            return {};
        }
        return f.readAll();
    }

private:
    document::Document *m_doc;
    QString m_folder;
    int m_saves = 0;
};

// ---- models ----

void vertexDrag(document::ModelDocument &m, Rng &rng)
{
    const int frame = rng.upTo(m.frameCount());
    const int vertices = int(m.positions(frame).size());
    if (vertices == 0)
        return;
    std::vector<std::pair<int, float>> weights;
    std::vector<bool> taken(size_t(vertices), false);
    for (int k = 0, n = 1 + rng.upTo(8); k < n; ++k) {
        const int v = rng.upTo(vertices);
        if (!taken[size_t(v)])
            weights.emplace_back(v, rng.chance(0.7) ? 1.f : rng.real(0.1f, 1.f));
        taken[size_t(v)] = true;
    }
    std::sort(weights.begin(), weights.end());
    const float size = std::max(m.bounds().diagonal().norm(), 1.f);
    document::VertexDrag drag(&m);
    if (!drag.begin(weights, frame, frame, QStringLiteral("Move")))
        return;
    const Eigen::Vector3f step(rng.real(-0.1f, 0.1f) * size, rng.real(-0.1f, 0.1f) * size, rng.real(-0.1f, 0.1f) * size);
    for (float s : {0.3f, 0.7f, 1.f})
        drag.step(Eigen::Affine3f(Eigen::Translation3f(s * step)));
    if (rng.chance(0.1))
        drag.cancel(); // Esc: nothing may remain
    else
        drag.end();
}

void skinStroke(document::Document &doc, document::SkinCanvas *canvas, Rng &rng)
{
    if (!canvas || canvas->width() <= 0 || canvas->height() <= 0)
        return;
    document::BrushSettings brush;
    brush.radius = rng.real(1.f, 6.f);
    brush.hardness = rng.real(0.f, 1.f);
    brush.opacity = rng.real(0.2f, 1.f);
    brush.colour = QColor::fromRgb(rng.engine());
    const int mode = rng.upTo(3);
    brush.mode = mode == 0 ? document::PaintMode::Paint : mode == 1 ? document::PaintMode::Erase : document::PaintMode::Soften;
    const auto at = [&] { return Eigen::Vector2f(rng.real(0.f, float(canvas->width())), rng.real(0.f, float(canvas->height()))); };
    document::SkinStroke stroke(doc.undoStack(), canvas);
    stroke.begin(at(), brush, QStringLiteral("Paint"));
    for (int i = 0, n = 1 + rng.upTo(4); i < n; ++i)
        stroke.moveTo(at());
    if (rng.chance(0.1))
        stroke.cancel();
    else
        stroke.end();
}

std::vector<int> someUvRecords(const document::ModelDocument &m, Rng &rng)
{
    const int count = m.uvRecords().count();
    std::vector<int> out;
    for (int k = 0, n = 1 + rng.upTo(6); k < n && count > 0; ++k)
        out.push_back(rng.upTo(count));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void skinStructure(document::ModelDocument &m, Rng &rng)
{
    if (!m.canManageSkins())
        return;
    const int skins = m.skinCount();
    switch (rng.upTo(5)) {
    case 0:
        if (skins > 0)
            m.duplicateSkin(rng.upTo(skins));
        break;
    case 1:
        if (skins > 1)
            m.deleteSkin(rng.upTo(skins));
        break;
    case 2:
        if (skins > 1)
            m.moveSkin(rng.upTo(skins), rng.upTo(skins));
        break;
    case 3: {
        const QSize required = m.requiredSkinSize();
        m.addBlankSkin(required.isValid() ? required : QSize(8 << rng.upTo(3), 8 << rng.upTo(3)), QColor::fromRgb(rng.engine()));
        break;
    }
    default:
        if (skins > 0)
            m.resizeSkin(rng.upTo(skins), QSize(4 << rng.upTo(4), 4 << rng.upTo(4)));
        break;
    }
}

// The validator's quick-fix edits: a stored triangle deleted (one stays), a skin, group or bone renamed.
void partEdit(document::ModelDocument &m, Rng &rng)
{
    if (rng.chance(0.5)) {
        const int group = m.storedTriangleCount(-1) > 0 ? -1 : rng.upTo(std::max(1, int(m.groups().size())));
        const int count = m.storedTriangleCount(group);
        if (count > 1)
            m.deleteTriangle(group, rng.upTo(count));
        return;
    }
    const auto part = document::ModelDocument::NamedPart(rng.upTo(3));
    const int count = int(m.partNames(part).size());
    if (count > 0 && m.maxPartNameLength(part) > 0)
        m.renamePart(part, rng.upTo(count), QStringLiteral("p%1").arg(rng.upTo(100)));
}

void modelEdit(document::ModelDocument &m, Rng &rng)
{
    const int frames = m.frameCount();
    switch (rng.upTo(13)) {
    case 0:
    case 1:
        vertexDrag(m, rng);
        break;
    case 2:
        m.transformAll(Eigen::Affine3f(Eigen::AngleAxisf(rng.real(-3.f, 3.f), Eigen::Vector3f::UnitZ())
                                       * Eigen::Scaling(rng.real(0.5f, 2.f))),
                       QStringLiteral("Transform"));
        break;
    case 3:
        if (frames < 40)
            m.duplicateFrame(rng.upTo(frames), rng.upTo(frames + 1));
        break;
    case 4:
        m.renameFrame(rng.upTo(frames), QStringLiteral("f%1").arg(rng.upTo(100)));
        break;
    case 5:
        m.moveFrame(rng.upTo(frames), rng.upTo(frames));
        break;
    case 6:
        if (frames < 40)
            m.interpolateFrames(rng.upTo(frames), rng.upTo(frames), 1 + rng.upTo(2));
        break;
    case 7:
        if (frames > 1) {
            const int first = rng.upTo(frames);
            const int last = std::min(frames - 1, first + rng.upTo(2));
            if (last - first + 1 < frames) // at least one frame stays
                m.deleteFrames(first, last);
        }
        break;
    case 8:
        if (m.skinCount() > 0)
            skinStroke(m, m.skinCanvas(rng.upTo(m.skinCount())), rng);
        break;
    case 9:
        if (m.canEditUvs()) {
            const std::vector<int> records = someUvRecords(m, rng);
            switch (rng.upTo(4)) {
            case 0: m.moveUvs(records, Eigen::Vector2d(rng.real(-0.2f, 0.2f), rng.real(-0.2f, 0.2f))); break;
            case 1: m.rotateUvs(records, double(rng.upTo(4) * 90 + 15)); break;
            case 2: m.scaleUvs(records, Eigen::Vector2d(rng.real(0.5f, 1.5f), rng.real(0.5f, 1.5f))); break;
            default: m.mirrorUvs(records, rng.upTo(2)); break;
            }
        }
        break;
    case 10:
        skinStructure(m, rng);
        break;
    case 11:
        partEdit(m, rng);
        break;
    default:
        if (rng.chance(0.5))
            m.mirror(rng.upTo(3));
        else
            m.recentre();
        break;
    }
}

// ---- terrains ----

void terrainEdit(document::TerrainDocument &t, Rng &rng)
{
    switch (rng.upTo(5)) {
    case 0:
    case 1: {
        const auto &grid = t.grid();
        if (grid.columns() < 1 || grid.rows() < 1)
            return;
        const Eigen::Vector3f a = grid.vertexPosition(0, 0), b = grid.vertexPosition(grid.columns() - 1, grid.rows() - 1);
        const Eigen::Vector2f lo = a.head<2>().cwiseMin(b.head<2>()), hi = a.head<2>().cwiseMax(b.head<2>());
        const auto at = [&] { return Eigen::Vector2f(rng.real(lo.x(), hi.x() + 1e-3f), rng.real(lo.y(), hi.y() + 1e-3f)); };
        document::SculptSettings settings;
        settings.kind = document::BrushKind(rng.upTo(7));
        settings.radius = std::max(1.f, rng.real(0.05f, 0.4f) * (hi - lo).maxCoeff());
        settings.strength = settings.kind == document::BrushKind::Smooth || settings.kind == document::BrushKind::Flatten
                                ? rng.real(0.1f, 1.f) : rng.real(-5.f, 5.f);
        settings.targetHeight = rng.real(-10.f, 10.f);
        settings.seed = rng.engine();
        document::SculptStroke stroke(t.undoStack(), &t);
        document::SculptDab dab{at(), 0.f};
        stroke.begin(document::SculptBrush::create(settings), dab);
        for (int i = 0, n = 1 + rng.upTo(4); i < n; ++i) {
            dab.position = at();
            dab.dragDelta = rng.real(-5.f, 5.f);
            stroke.dab(dab);
        }
        if (rng.chance(0.1))
            stroke.cancel();
        else
            stroke.end();
        break;
    }
    case 2:
        if (t.asset()->skinCount() > 0)
            skinStroke(t, t.skinCanvas(rng.upTo(t.asset()->skinCount())), rng);
        break;
    case 3:
        t.undoStack()->push(new document::TerrainResizeCommand(&t, 2 + rng.upTo(24), 2 + rng.upTo(24)));
        break;
    default: {
        document::SkinManagement *skins = t.skinManagement();
        const int count = t.asset()->skinCount();
        if (!skins->supported())
            break;
        if (rng.chance(0.5) && count > 0)
            skins->duplicate(rng.upTo(count));
        else if (count > 1)
            skins->move(rng.upTo(count), rng.upTo(count));
        break;
    }
    }
}

// ---- levels ----

QVariant randomValue(const document::NodeProperty &p, const QVariant &current, Rng &rng)
{
    using Type = document::NodeProperty::Type;
    const auto number = [&] {
        const double lo = std::max(p.minimum, -1000.0), hi = std::min(p.maximum, 1000.0);
        return lo + (hi - lo) * double(rng.real(0.f, 1.f));
    };
    switch (p.type) {
    case Type::Text: return QStringLiteral("t%1").arg(rng.upTo(1000));
    case Type::FileName: return QStringLiteral("f%1.mdl").arg(rng.upTo(100));
    case Type::Integer: return int(std::round(number()));
    case Type::Number: return number();
    case Type::Vector3:
    case Type::Angles: return QVector3D(float(number()), float(number()), float(number()));
    case Type::Color: return QColor::fromRgb(rng.engine());
    case Type::Flags: {
        const int bits = std::min<int>(int(p.flagNames.size()), 31);
        return bits > 0 ? uint(rng.engine()) & ((1u << bits) - 1u) : 0u;
    }
    case Type::Skills: {
        QVariantList skills = current.toList();
        if (!skills.isEmpty())
            skills[rng.upTo(int(skills.size()))] = number();
        return skills;
    }
    }
    return current;
}

QList<document::NodeId> allNodes(const document::SceneDocument &s)
{
    QList<document::NodeId> out, todo = s.children(0);
    while (!todo.isEmpty()) {
        const document::NodeId id = todo.takeFirst();
        out << id;
        todo += s.children(id);
    }
    return out;
}

void sceneEdit(document::SceneDocument &s, Rng &rng)
{
    const QList<document::NodeId> nodes = allNodes(s);
    if (nodes.isEmpty())
        return;
    const document::NodeId id = nodes[rng.upTo(int(nodes.size()))];
    switch (rng.upTo(6)) {
    case 0:
    case 1: {
        QList<document::NodeProperty> editable;
        for (const document::NodeProperty &p : s.properties(id))
            if (!p.readOnly)
                editable << p;
        if (editable.isEmpty())
            return;
        const document::NodeProperty &p = editable[rng.upTo(int(editable.size()))];
        s.setProperty({id}, p.key, randomValue(p, s.property(id, p.key), rng));
        break;
    }
    case 2: {
        // Now and then the quick fix of an overflowing entity file name, on one of the old entities.
        QList<document::NodeId> widenable;
        if (auto *wmb = qobject_cast<document::WmbDocument *>(&s); wmb && rng.chance(0.3)) {
            for (const document::NodeId n : nodes)
                if (wmb->canWidenEntity(n))
                    widenable << n;
            if (!widenable.isEmpty()) {
                wmb->widenEntity(widenable[rng.upTo(int(widenable.size()))]);
                break;
            }
        }
        if (s.canRename(id))
            s.rename(id, QStringLiteral("n%1").arg(rng.upTo(1000)));
        break;
    }
    case 3:
        if (s.canDuplicate(id) && nodes.size() < 400)
            s.duplicate({id});
        break;
    case 4:
        if (s.canRemove(id))
            s.removeNodes({id});
        break;
    default: {
        const QList<document::NodeKind> kinds = s.addableKinds(0);
        if (!kinds.isEmpty() && rng.chance(0.5) && nodes.size() < 400) {
            s.addNode(kinds[rng.upTo(int(kinds.size()))], 0);
        } else {
            const document::NodeId parent = rng.chance(0.5) ? 0 : nodes[rng.upTo(int(nodes.size()))];
            if (parent != id && s.canMove(id, parent))
                s.moveNode(id, parent, rng.upTo(int(s.children(parent).size()) + 1));
        }
        break;
    }
    }
}

// ---- the property ----

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok ? v : fallback;
}

qsizetype firstDifference(const QByteArray &a, const QByteArray &b)
{
    const qsizetype n = std::min(a.size(), b.size());
    return std::mismatch(a.begin(), a.begin() + n, b.begin()).first - a.begin();
}

// Runs one seed on `original` (a file of `suffix`); empty when the property holds, else why not.
// ---- texture archives ----

// A random image of a random size: usually one the texture's type can store (multiples of 8),
// now and then one it must refuse.
format::RgbaImage randomImage(Rng &rng)
{
    const bool odd = rng.chance(0.1);
    const int w = odd ? 8 + 1 + rng.upTo(6) : 8 * (1 + rng.upTo(4));
    const int h = 8 * (1 + rng.upTo(4));
    format::RgbaImage image(w, h);
    for (uint8_t &b : image.pixels)
        b = uint8_t(rng.upTo(256));
    return image;
}

void wadEdit(document::WadDocument &w, Rng &rng)
{
    const int count = w.textureCount();
    const int texture = rng.upTo(count + 1) - (rng.chance(0.05) ? count + 1 : 0); // now and then out of range
    static const QStringList names = {QStringLiteral("brick"), QStringLiteral("STONE"), QStringLiteral("*water"),
                                      QStringLiteral("sky_ä"), QStringLiteral("a_very_long_texture_name"), QString()};
    QString error;
    switch (rng.upTo(5)) {
    case 0:
        w.renameTexture(texture, names[rng.upTo(int(names.size()))] + QString::number(rng.upTo(3)), &error);
        break;
    case 1:
        w.replaceTexture(texture, randomImage(rng), &error);
        break;
    case 2:
        w.duplicateTexture(texture, &error);
        break;
    case 3:
        w.addTexture(names[rng.upTo(int(names.size()))] + QString::number(rng.upTo(100)), randomImage(rng),
                     rng.upTo(count + 1) - 1, &error);
        break;
    default:
        if (count > 1 || rng.chance(0.2))
            w.deleteTexture(texture, &error);
        break;
    }
}

QString runSeed(const QByteArray &original, const QString &suffix, quint32 seed, int steps, int *edits)
{
    QTemporaryDir dir;
    if (qEnvironmentVariableIsSet("ACKEDIT_RANDOM_KEEP")) { // the saves stay for a look
        dir.setAutoRemove(false);
        qInfo("saves in %s", qPrintable(dir.path()));
    }
    const QString path = dir.filePath(QStringLiteral("original.") + suffix);
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(original) != original.size())
            return QStringLiteral("cannot write the input");
    }
    std::unique_ptr<document::Document> doc;
    try {
        doc = document::createDocument(format::readAssetFile(original), path);
    } catch (const format::FormatError &e) {
        return QStringLiteral("the input does not open: %1").arg(e.message(QString()));
    }
    Run run(doc.get(), dir.path());
    Rng rng{std::mt19937(seed)};
    QString problem;
    const bool trace = qEnvironmentVariableIsSet("ACKEDIT_RANDOM_TRACE");
    for (int step = 0; step < steps; ++step) {
        // Tracing also checks each command on its own: its undo gives the bytes before it.
        const int indexBefore = doc->undoStack()->index();
        const QByteArray before = trace ? run.save(&problem) : QByteArray();
        try {
            if (auto *m = qobject_cast<document::ModelDocument *>(doc.get()))
                modelEdit(*m, rng);
            else if (auto *t = qobject_cast<document::TerrainDocument *>(doc.get()))
                terrainEdit(*t, rng);
            else if (auto *s = qobject_cast<document::SceneDocument *>(doc.get()))
                sceneEdit(*s, rng);
            else if (auto *w = qobject_cast<document::WadDocument *>(doc.get()))
                wadEdit(*w, rng);
        } catch (const format::FormatError &e) {
            return QStringLiteral("step %1 threw: %2").arg(step).arg(e.message(QString()));
        }
        if (trace) {
            qInfo("step %d: %d commands, top: %s", step, doc->undoStack()->index(),
                  qPrintable(doc->undoStack()->undoText()));
            if (doc->undoStack()->index() == indexBefore + 1) {
                doc->undoStack()->undo();
                const QByteArray undone = run.save(&problem);
                if (undone != before)
                    return QStringLiteral("step %1: undoing '%2' alone does not give the bytes before it (first difference at %3)")
                        .arg(step).arg(doc->undoStack()->redoText()).arg(firstDifference(undone, before));
                doc->undoStack()->redo();
            }
        }
        if (rng.chance(0.05) && doc->undoStack()->canUndo())
            doc->undoStack()->undo(); // the user changes their mind now and then (drops the redo tail)
        if (rng.chance(0.05) && run.save(&problem).isEmpty() && !problem.isEmpty())
            return QStringLiteral("step %1: %2").arg(step).arg(problem);
    }
    *edits = doc->undoStack()->index();
    const QByteArray edited = run.save(&problem);
    if (!problem.isEmpty())
        return problem;
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    const QByteArray undone = run.save(&problem);
    if (!problem.isEmpty())
        return problem;
    if (undone != original)
        return QStringLiteral("undoing all %1 edits saved %2 bytes, not the original %3 (first difference at %4)")
            .arg(*edits).arg(undone.size()).arg(original.size())
            .arg(firstDifference(undone, original));
    while (doc->undoStack()->index() < *edits) // not past it: a last random undo leaves a redo tail
        doc->undoStack()->redo();
    const QByteArray redone = run.save(&problem);
    if (!problem.isEmpty())
        return problem;
    if (redone != edited)
        return QStringLiteral("redoing all %1 edits saved %2 bytes, not the %3 saved before the undo (first difference at %4)")
            .arg(*edits).arg(redone.size()).arg(edited.size()).arg(firstDifference(redone, edited));
    return {};
}

} // namespace

class TestRandomEdits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sequences_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("seeds");
        using namespace format;
        QTest::newRow("MDL3 RGB565") << MdlFile::create(mdlfixture::cube("MDL3", PixelType::Rgb565, 3))->write() << QStringLiteral("mdl") << DefaultSeeds;
        QTest::newRow("MDL5 8-bit") << MdlFile::create(mdlfixture::cube("MDL5", PixelType::Palette8, 3))->write() << QStringLiteral("mdl") << DefaultSeeds;
        QTest::newRow("IDPO") << MdlFile::create(mdlfixture::cube("IDPO", PixelType::Palette8, 3))->write() << QStringLiteral("mdl") << DefaultSeeds;
        QTest::newRow("MDL7") << mdl7fixture::build(mdl7fixture::everything()) << QStringLiteral("mdl") << DefaultSeeds;
        for (const auto &[name, bytes] : hmptest::allFixtures())
            QTest::newRow(name) << bytes << QStringLiteral("hmp") << DefaultSeeds;
        QTest::newRow("WMB7") << wmbfixture::wmb7Full() << QStringLiteral("wmb") << DefaultSeeds;
        QTest::newRow("WMP text") << testing::wmpFixture6() << QStringLiteral("wmp") << DefaultSeeds;
        QTest::newRow("WMPB") << wmpbfixture::everyKindLevel() << QStringLiteral("wmp") << DefaultSeeds;
        QTest::newRow("WAD7") << wadfixture::wad7Fixture().bytes << QStringLiteral("wad") << DefaultSeeds;
        QTest::newRow("WAD2") << wadfixture::wad2Fixture(true).bytes << QStringLiteral("wad") << DefaultSeeds;
        QTest::newRow("WAD2 no palette") << wadfixture::wad2Fixture(false).bytes << QStringLiteral("wad") << DefaultSeeds;
        // One real file of each kind, fewer seeds (they are larger).
        const QList<std::pair<const char *, const char *>> corpus = {
            {"mdl4/lvtw_warlock.mdl", "mdl"}, {"mdl5/flw_golem.mdl", "mdl"}, {"mdl7/ackmania_acknex.mdl", "mdl"},
            {"hmp7/libgamestudio_terrain.hmp", "hmp"}, {"wmb7/libgamestudio_test.wmb", "wmb"},
            {"wmp/flw_torch.wmp", "wmp"}, {"wmpb/libgamestudio_test.wmp", "wmp"},
            {"wad7/lottershock_texturset.wad", "wad"}, {"wad2/conflict_wok.wad", "wad"}};
        for (const auto &[file, suffix] : corpus) {
            const QByteArray bytes = testing::readCorpusFile(QLatin1String(file));
            if (!bytes.isEmpty())
                QTest::newRow(file) << bytes << QString(QLatin1String(suffix)) << 3;
        }
    }

    void sequences()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, suffix);
        QFETCH(int, seeds);
        QVERIFY(!bytes.isEmpty());
        const int steps = envInt("ACKEDIT_RANDOM_STEPS", DefaultSteps);
        const int only = envInt("ACKEDIT_RANDOM_SEED", -1);
        int totalEdits = 0;
        for (int k = 0; k < seeds; ++k) {
            const quint32 seed = only >= 0 ? quint32(only) : quint32(1000 + k);
            int edits = 0;
            const QString problem = runSeed(bytes, suffix, seed, steps, &edits);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1 (replay: ACKEDIT_RANDOM_SEED=%1 %2 \"sequences:%3\"): %4")
                                                       .arg(seed).arg(QCoreApplication::applicationFilePath(),
                                                                      QString::fromLatin1(QTest::currentDataTag()), problem)));
            totalEdits += edits;
            if (only >= 0)
                break;
        }
        // The sequences must really edit: a run where every command was refused proves nothing.
        QVERIFY2(totalEdits >= seeds * 20, qPrintable(QStringLiteral("only %1 edits in %2 runs").arg(totalEdits).arg(seeds)));
    }
};

QTEST_GUILESS_MAIN(TestRandomEdits)
#include "tst_randomedits.moc"
