#include "model/modeldocument.h"

#include "hmp/hmpfile.h"

#include "model/externalskinfinder.h"
#include "model/mdlmodeldocument.h"
#include "model/mdl7modeldocument.h"
#include "model/palettefinder.h"
#include "valuechangecommand.h"
#include "model/uv/uvtarget.h"
#include "imageconvert.h"
#include "skin/palettedither.h"

#include "common/ddsimage.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <cstring>

namespace ackedit::document {

ModelDocument::ModelDocument(std::unique_ptr<format::AssetFile> asset, QString fileName, QObject *parent)
    : Document(std::move(asset), std::move(fileName), parent)
    , m_skinEdits([this] { return this->asset(); })
    , m_skinManagement(this, &m_skinEdits, [this] { emit skinsChanged(); })
    , m_uvTarget(std::make_unique<UvTarget>(this))
{
    m_skinEdits.setPatchedHandler([this](int skin, const QRect &changed) { emit skinChanged(skin, changed); });
    // 8-bit skins are drawn, painted and saved through the palette the engine would use.
    if (needsSkinPalette(*this->asset())) {
        const PaletteSearch found = findSkinPalette(this->fileName());
        if (found.palette)
            applySkinPalette(*this->asset(), *found.palette);
        m_paletteProblem = found.problem;
    }
    // Skin structure edits may rescale texel UVs or the size they refer to (MDL5: the first skin's).
    connect(this, &ModelDocument::skinsChanged, this, [this] { m_uvTarget->reset(); });
}

void ModelDocument::prepareWrite()
{
    m_skinEdits.storeInto(*asset());
}

ModelDocument::~ModelDocument()
{
    // Vertex commands refer to this object as their TilePatchTarget: drop them while it is whole.
    undoStack()->clear();
}

std::unique_ptr<Document> ModelDocument::createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName)
{
    // An HMP4 of version 0 is a terrain stored as an MDL3-like triangle mesh. The terrain editor
    // takes one laid out on its grid (DocumentFactory asks it first); for any other, the model
    // editor shows its frames and paints its skins.
    const auto *hmp = dynamic_cast<const format::HmpFile *>(asset.get());
    const bool meshTerrain = hmp && hmp->isMesh();
    if (!asset || (asset->kind() != format::AssetFile::Kind::Model && !meshTerrain))
        return nullptr;
    if (dynamic_cast<format::MdlFile *>(asset.get()))
        return std::make_unique<MdlModelDocument>(std::move(asset), fileName);
    if (dynamic_cast<format::Mdl7File *>(asset.get()))
        return std::make_unique<Mdl7ModelDocument>(std::move(asset), fileName);
    return std::make_unique<ModelDocument>(std::move(asset), fileName);
}

QStringList ModelDocument::frameNames() const
{
    return asset()->frameNames();
}

QString ModelDocument::frameName(int frame) const
{
    return frameNames().value(frame);
}

int ModelDocument::vertexCount() const
{
    return int(positions(0).size());
}

const std::vector<Eigen::Vector3f> &ModelDocument::positions(int frame) const
{
    static const std::vector<Eigen::Vector3f> none;
    if (frame < 0 || frame >= frameCount())
        return none;
    m_positions.resize(size_t(frameCount()));
    std::optional<std::vector<Eigen::Vector3f>> &cached = m_positions[size_t(frame)];
    if (!cached)
        cached = readShownPositions(frame);
    return *cached;
}

std::vector<Eigen::Vector3f> ModelDocument::readShownPositions(int frame) const
{
    return asset()->mesh(frame).positions;
}

const std::vector<std::array<uint32_t, 3>> &ModelDocument::triangles() const
{
    if (!m_triangles) {
        const format::TriangleMesh mesh = asset()->mesh(0);
        m_triangles.emplace();
        m_triangles->reserve(mesh.triangles.size());
        for (const auto &t : mesh.triangles)
            m_triangles->push_back(t.v);
    }
    return *m_triangles;
}

QList<ModelDocument::Group> ModelDocument::groups() const
{
    return {Group{QString(), 0, vertexCount()}};
}

QList<QImage> ModelDocument::skinImages(const QSet<int> &drawn, QStringList *problems) const
{
    QList<QImage> images;
    const ExternalSkinFinder finder(fileName());
    for (int i = 0; i < skinCount(); ++i) {
        QImage image = m_skinEdits.workingImage(i); // being painted
        if (image.isNull())
            image = toQImage(asset()->skinImage(i));
        if (image.isNull()) {
            const QByteArray dds = SkinEdits::embeddedDds(*asset(), i); // decoded by our own reader
            if (!dds.isEmpty())
                image = toQImage(format::decodeDds(dds));
        }
        const QString external = asset()->skinFileName(i);
        if (image.isNull() && !external.isEmpty()) {
            const ExternalSkinFinder::Result found = finder.find(external);
            image = found.image;
            if (problems && image.isNull() && drawn.contains(i))
                *problems << found.problem;
        }
        if (problems && !m_paletteProblem.isEmpty() && drawn.contains(i) && !image.isNull()
            && skinPalette(*asset(), i) && !problems->contains(m_paletteProblem))
            *problems << m_paletteProblem;
        images.append(image);
    }
    return images;
}

// ---- whole-model edits ----

bool ModelDocument::transformAll(const Eigen::Affine3f &t, const QString &name, QString *error)
{
    std::unique_ptr<format::AssetFile> probe = canEditVertices() ? asset()->clone() : nullptr;
    if (!probe || !probe->transform(t)) {
        if (error)
            *error = tr("This model kind cannot be transformed");
        return false;
    }
    // The whole asset as the value: the edit touches every vertex, so the undo memory is all of it.
    using Command = ValueChangeCommand<std::unique_ptr<format::AssetFile>>;
    undoStack()->push(new Command(
        name, [this](std::unique_ptr<format::AssetFile> other) { return applyAsset(std::move(other)); },
        std::move(probe)));
    return true;
}

Eigen::AlignedBox3f ModelDocument::bounds() const
{
    Eigen::AlignedBox3f box;
    for (int f = 0; f < frameCount(); ++f)
        for (const Eigen::Vector3f &p : positions(f))
            box.extend(p);
    return box;
}

bool ModelDocument::recentre(QString *error)
{
    const Eigen::AlignedBox3f box = bounds();
    if (box.isEmpty())
        return true;
    return transformAll(Eigen::Affine3f(Eigen::Translation3f(-box.center())),
                        QCoreApplication::translate("UndoCommands", "Recentre"), error);
}

bool ModelDocument::mirror(int axis, QString *error)
{
    if (axis < 0 || axis > 2)
        return false;
    Eigen::Vector3f scale = Eigen::Vector3f::Ones();
    scale[axis] = -1.0f;
    static const char *names[] = {QT_TRANSLATE_NOOP("UndoCommands", "Mirror on X"),
                                  QT_TRANSLATE_NOOP("UndoCommands", "Mirror on Y"),
                                  QT_TRANSLATE_NOOP("UndoCommands", "Mirror on Z")};
    return transformAll(Eigen::Affine3f(Eigen::Scaling(scale)), QCoreApplication::translate("UndoCommands", names[axis]),
                        error);
}

std::unique_ptr<format::AssetFile> ModelDocument::applyAsset(std::unique_ptr<format::AssetFile> asset)
{
    std::unique_ptr<format::AssetFile> previous = swapAsset(std::move(asset));
    invalidatePositions();
    invalidateTopology();
    m_uvTarget->reset();
    emit geometryReset();
    return previous;
}

// ---- vertex edits ----

int ModelDocument::positionSet(int frame) const
{
    return positionSetOf(frame);
}

std::vector<Eigen::Vector3f> ModelDocument::setPositions(int set) const
{
    if (set == restSet()) {
        if (!m_rest)
            m_rest = readRestPositions();
        return *m_rest;
    }
    return positions(set);
}

void ModelDocument::invalidatePositions()
{
    m_positions.clear();
    m_rest.reset();
}

void ModelDocument::invalidateTopology()
{
    m_triangles.reset();
}

void ModelDocument::structureChanged()
{
    invalidatePositions();
    invalidateTopology();
    m_uvTarget->reset();
}

// ---- TilePatchTarget ----

quint64 ModelDocument::tileLayout() const
{
    // The numbering of frames and vertices. Undo and redo run in stack order, so when a command
    // runs again the structure is what it was when it ran first; the counts catch misuse.
    return (quint64(quint32(frameCount())) << 32) | quint64(quint32(vertexCount()));
}

qsizetype ModelDocument::tileBytes(int tile) const
{
    const int first = (tile % std::max(tilesPerSet(), 1)) * TileVertices;
    const int count = std::min(TileVertices, vertexCount() - first);
    return qsizetype(std::max(count, 0)) * qsizetype(sizeof(Eigen::Vector3f));
}

void ModelDocument::readTile(int tile, char *dst) const
{
    const int per = std::max(tilesPerSet(), 1);
    const int set = tile / per, first = (tile % per) * TileVertices;
    const std::vector<Eigen::Vector3f> values = setPositions(set);
    const int count = std::min(TileVertices, int(values.size()) - first);
    if (count > 0)
        std::memcpy(dst, values.data() + first, size_t(count) * sizeof(Eigen::Vector3f));
}

void ModelDocument::writeTile(int tile, const char *src)
{
    const int per = std::max(tilesPerSet(), 1);
    const int set = tile / per, first = (tile % per) * TileVertices;
    const int count = std::min(TileVertices, vertexCount() - first);
    if (count <= 0)
        return;
    std::vector<Eigen::Vector3f> values(static_cast<size_t>(count));
    std::memcpy(static_cast<void *>(values.data()), src, size_t(count) * sizeof(Eigen::Vector3f));
    std::vector<int> vertices(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
        vertices[size_t(i)] = first + i;
    applySetPositions(set, vertices, values);
}

bool ModelDocument::applySetPositions(int set, const std::vector<int> &vertices,
                                      const std::vector<Eigen::Vector3f> &values)
{
    const int n = vertexCount();
    if (set < 0 || set > restSet() || vertices.empty() || vertices.size() != values.size() || vertices.front() < 0
        || vertices.back() >= n || !writeSetPositions(set, vertices, values))
        return false;
    // Patch what is cached in place (a drag writes a few vertices many times a second); frames
    // that derive from the rest pose by bones are read again when next asked for.
    const auto patch = [&](std::vector<Eigen::Vector3f> &cache) {
        if (int(cache.size()) < n)
            return;
        for (size_t i = 0; i < vertices.size(); ++i)
            cache[size_t(vertices[i])] = values[i];
    };
    if (set != restSet()) {
        if (size_t(set) < m_positions.size() && m_positions[size_t(set)])
            patch(*m_positions[size_t(set)]);
        return true;
    }
    if (m_rest)
        patch(*m_rest);
    for (int frame = 0; frame < int(m_positions.size()); ++frame) {
        std::optional<std::vector<Eigen::Vector3f>> &cached = m_positions[size_t(frame)];
        if (!cached)
            continue; // frames show rest positions wherever they store none of their own
        if (showsRestPose(frame))
            patch(*cached);
        else
            cached.reset();
    }
    return true;
}

void ModelDocument::tilesPatched(const QRect &changed)
{
    if (changed.isEmpty())
        return;
    const bool rest = changed.bottom() >= restSet();
    if (rest) {
        emit verticesChanged(-1, changed.left(), changed.width());
        return;
    }
    for (int set = changed.top(); set <= changed.bottom(); ++set)
        emit verticesChanged(set, changed.left(), changed.width());
}

} // namespace ackedit::document
