#include "model/mdl7modeldocument.h"

#include "mdl7/mdl7file.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <Eigen/LU>

#include <algorithm>

#include <cstring>
#include <memory>
#include <optional>

using TakenMdl7Frame = std::shared_ptr<const ackedit::format::Mdl7File::TakenFrame>;
Q_DECLARE_METATYPE(TakenMdl7Frame)

namespace {
struct TakenMdl7Triangle
{
    int group = -1, index = -1;
    ackedit::format::Mdl7Triangle triangle;
};
} // namespace
Q_DECLARE_METATYPE(std::shared_ptr<const TakenMdl7Triangle>)

namespace ackedit::document {

namespace {

// One vertex record in a tile: what an edit may change in it (its other fields stay as they are).
struct RecordBytes
{
    float position[3];
    float normal[3];
    uint8_t normalIndex;
    uint8_t padding;
    uint8_t present; // frame sets: whether the frame has a record for the vertex
    uint8_t unused;
};
static_assert(sizeof(RecordBytes) == 28);

QByteArray geometryHash(const format::Mdl7File &file)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    const auto add = [&hash](const format::Mdl7Vertex &v) {
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(v.position.data()), 12));
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(v.normal.data()), 12));
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(&v.normalIndex), 1));
    };
    for (const format::Mdl7Group &g : file.groups()) {
        // The entity lump holds triangle index data too (mdl7.md): a removed triangle counts.
        const quint64 triangles = g.triangles.size();
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(&triangles), sizeof triangles));
        for (const format::Mdl7Triangle &t : g.triangles)
            hash.addData(QByteArrayView(reinterpret_cast<const char *>(t.v.data()), 12));
        for (const format::Mdl7Vertex &v : g.vertices)
            add(v);
        for (const format::Mdl7Frame &f : g.frames)
            for (const format::Mdl7Vertex &v : f.vertices())
                add(v);
    }
    return hash.result();
}

} // namespace

Mdl7ModelDocument::Mdl7ModelDocument(std::unique_ptr<format::AssetFile> asset, QString fileName, QObject *parent)
    : ModelDocument(std::move(asset), std::move(fileName), parent)
{
    m_entityLump = mdl7()->entityLump();
    m_medLump = mdl7()->medLump();
    if (!m_entityLump.isEmpty() || !m_medLump.isEmpty())
        m_openedGeometry = geometryHash(*mdl7());
}

format::Mdl7File *Mdl7ModelDocument::mdl7() const
{
    return static_cast<format::Mdl7File *>(asset());
}

QList<ModelDocument::Group> Mdl7ModelDocument::groups() const
{
    QList<Group> out;
    int first = 0;
    for (const format::Mdl7Group &g : mdl7()->groups()) {
        out.append(Group{QString::fromLatin1(g.name.left(g.name.indexOf('\0') < 0 ? g.name.size() : g.name.indexOf('\0'))),
                         first, int(g.vertices.size())});
        first += int(g.vertices.size());
    }
    return out;
}

bool Mdl7ModelDocument::hasFrames() const
{
    return mdl7()->hasStoredFrames();
}

const std::vector<format::Mdl7Group> &Mdl7ModelDocument::mdl7Groups() const
{
    return mdl7()->groups();
}

std::pair<int, int> Mdl7ModelDocument::locate(int vertex) const
{
    int first = 0;
    const auto &groups = mdl7()->groups();
    for (size_t g = 0; g < groups.size(); ++g) {
        const int n = int(groups[g].vertices.size());
        if (vertex >= first && vertex < first + n)
            return {int(g), vertex - first};
        first += n;
    }
    return {-1, -1};
}

int Mdl7ModelDocument::positionSetOf(int frame) const
{
    return !hasFrames() || mdl7()->isBonePosed(frame) ? restSet() : frame;
}

bool Mdl7ModelDocument::showsRestPose(int /*frame*/) const
{
    return !hasFrames();
}

bool Mdl7ModelDocument::editsRestPose(int frame) const
{
    return positionSetOf(frame) == restSet() && hasFrames();
}

QString Mdl7ModelDocument::restPoseReason() const
{
    return QCoreApplication::translate("Mdl7ModelDocument",
                                       "This frame is posed by bones: the engine moves the model's rest vertices "
                                       "with the bones, so an edit changes the rest pose and every frame follows.");
}

std::vector<Eigen::Vector3f> Mdl7ModelDocument::readShownPositions(int frame) const
{
    std::vector<Eigen::Vector3f> out;
    for (int g = 0; g < int(mdl7()->groups().size()); ++g) {
        const std::vector<Eigen::Vector3f> p = mdl7()->posedPositions(g, frame);
        out.insert(out.end(), p.begin(), p.end());
    }
    return out;
}

std::vector<Eigen::Vector3f> Mdl7ModelDocument::readRestPositions() const
{
    std::vector<Eigen::Vector3f> out;
    for (const format::Mdl7Group &g : mdl7()->groups())
        for (const format::Mdl7Vertex &v : g.vertices)
            out.push_back(v.position);
    return out;
}

std::vector<Eigen::Affine3f> Mdl7ModelDocument::shownToSet(int frame) const
{
    if (!hasFrames() || !mdl7()->isBonePosed(frame))
        return {};
    // Posed = M * rest with M the vertex's blended bone map: rest = M^-1 * posed. A degenerate
    // map (all weights on a collapsing bone) moves the rest position by the same offset instead.
    std::vector<Eigen::Affine3f> out;
    for (int g = 0; g < int(mdl7()->groups().size()); ++g) {
        for (const Eigen::Affine3f &pose : mdl7()->vertexPoses(g, frame)) {
            bool invertible = false;
            Eigen::Matrix3f inverse;
            pose.linear().computeInverseWithCheck(inverse, invertible);
            Eigen::Affine3f back = Eigen::Affine3f::Identity();
            if (invertible) {
                back.linear() = inverse;
                back.translation() = -(inverse * pose.translation());
            } else {
                back.translation() = -pose.translation();
            }
            out.push_back(back);
        }
    }
    return out;
}

bool Mdl7ModelDocument::writeSetPositions(int set, const std::vector<int> &vertices,
                                          const std::vector<Eigen::Vector3f> &values)
{
    // Group by group; the format recomputes the normals around moved vertices.
    std::vector<std::vector<std::pair<int, Eigen::Vector3f>>> moves(mdl7()->groups().size());
    for (size_t i = 0; i < vertices.size(); ++i) {
        const auto [group, index] = locate(vertices[i]);
        if (group < 0)
            return false;
        moves[size_t(group)].emplace_back(index, values[i]);
    }
    for (size_t g = 0; g < moves.size(); ++g) {
        if (moves[g].empty())
            continue;
        if (set == restSet()) {
            if (!mdl7()->setVertexPositions(int(g), moves[g]))
                return false;
            continue;
        }
        // A frame that stores its own positions: records are added where it has none.
        if (!mdl7()->setFramePositions(int(g), set, moves[g]))
            return false;
    }
    return true;
}

// ---- exact tiles: whole records ----

qsizetype Mdl7ModelDocument::tileBytes(int tile) const
{
    return ModelDocument::tileBytes(tile) / qsizetype(sizeof(Eigen::Vector3f)) * qsizetype(sizeof(RecordBytes));
}

void Mdl7ModelDocument::readTile(int tile, char *dst) const
{
    const int per = std::max(tilesPerSet(), 1);
    const int set = tile / per, first = (tile % per) * TileVertices;
    const int count = int(tileBytes(tile) / qsizetype(sizeof(RecordBytes)));
    for (int i = 0; i < count; ++i, dst += sizeof(RecordBytes)) {
        RecordBytes r{};
        const auto [group, index] = locate(first + i);
        const format::Mdl7Group &g = mdl7()->groups()[size_t(group)];
        std::optional<format::Mdl7Vertex> record;
        if (set == restSet())
            record = g.vertices[size_t(index)];
        else if (set < int(g.frames.size()))
            record = mdl7()->frameRecord(group, set, index);
        const format::Mdl7Vertex *v = record ? &*record : nullptr;
        if (v) {
            std::memcpy(r.position, v->position.data(), 12);
            std::memcpy(r.normal, v->normal.data(), 12);
            r.normalIndex = v->normalIndex;
            r.padding = v->padding;
            r.present = 1;
        }
        std::memcpy(dst, &r, sizeof r);
    }
}

void Mdl7ModelDocument::writeTile(int tile, const char *src)
{
    const int per = std::max(tilesPerSet(), 1);
    const int set = tile / per, first = (tile % per) * TileVertices;
    const int count = int(tileBytes(tile) / qsizetype(sizeof(RecordBytes)));
    std::vector<std::vector<std::pair<int, std::optional<format::Mdl7Vertex>>>> records(mdl7()->groups().size());
    std::vector<std::vector<std::pair<int, format::Mdl7Vertex>>> rest(mdl7()->groups().size());
    for (int i = 0; i < count; ++i, src += sizeof(RecordBytes)) {
        RecordBytes r;
        std::memcpy(&r, src, sizeof r);
        // Plain variables, not a structured binding: clang 14 (the fuzz build) cannot capture those.
        const std::pair<int, int> located = locate(first + i);
        const int group = located.first, index = located.second;
        const format::Mdl7Group &g = mdl7()->groups()[size_t(group)];
        // Bone index, record index and trailing bytes stay as they are now; a frame record that
        // did not exist then is created from the main vertex's.
        std::optional<format::Mdl7Vertex> v;
        if (r.present) {
            v = set == restSet() ? g.vertices[size_t(index)] : mdl7()->frameRecord(group, set, index).value_or([&] {
                format::Mdl7Vertex fresh = g.vertices[size_t(index)];
                fresh.index = uint32_t(index);
                return fresh;
            }());
            std::memcpy(v->position.data(), r.position, 12);
            std::memcpy(v->normal.data(), r.normal, 12);
            v->normalIndex = r.normalIndex;
            v->padding = r.padding;
        }
        if (set == restSet()) {
            if (v)
                rest[size_t(group)].emplace_back(index, *v);
        } else {
            records[size_t(group)].emplace_back(index, v);
        }
    }
    for (size_t g = 0; g < records.size(); ++g) {
        if (!rest[g].empty())
            mdl7()->setVertexRecords(int(g), rest[g]);
        if (!records[g].empty())
            mdl7()->setFrameRecords(int(g), set, records[g]);
    }
    // Caches follow the positions just written (no normal recomputation: the records are exact).
    invalidatePositions();
}

void Mdl7ModelDocument::prepareWrite()
{
    ModelDocument::prepareWrite();
    if (m_entityLump.isEmpty() && m_medLump.isEmpty())
        return;
    const bool asOpened = geometryHash(*mdl7()) == m_openedGeometry;
    mdl7()->setLumps(asOpened ? m_entityLump : QByteArray(), asOpened ? m_medLump : QByteArray());
}

// ---- frames ----

QVariant Mdl7ModelDocument::rawFrameName(int frame) const
{
    QVariantList raw;
    for (const QByteArray &name : mdl7()->rawFrameNames(frame))
        raw << name;
    return raw;
}

bool Mdl7ModelDocument::applyRawFrameName(int frame, const QVariant &raw)
{
    std::vector<QByteArray> names;
    for (const QVariant &v : raw.toList())
        names.push_back(v.toByteArray());
    if (!mdl7()->setRawFrameNames(frame, names))
        return false;
    emit frameChanged(frame);
    emit framesChanged();
    return true;
}

bool Mdl7ModelDocument::applyFrameName(int frame, const QString &name)
{
    if (!mdl7()->setFrameName(frame, name))
        return false;
    emit frameChanged(frame);
    emit framesChanged();
    return true;
}

bool Mdl7ModelDocument::applyInsertFrame(int at, const QString &name, const std::vector<Eigen::Vector3f> &shown,
                                         int copyOf)
{
    bool ok = false;
    if (copyOf >= 0) {
        ok = mdl7()->duplicateFrame(copyOf, at, name);
    } else {
        // Positions as drawn, split by group.
        std::vector<std::vector<Eigen::Vector3f>> perGroup;
        size_t first = 0;
        for (const format::Mdl7Group &g : mdl7()->groups()) {
            if (first + g.vertices.size() > shown.size())
                return false;
            perGroup.emplace_back(shown.begin() + qsizetype(first), shown.begin() + qsizetype(first + g.vertices.size()));
            first += g.vertices.size();
        }
        ok = mdl7()->insertFrame(at, name, perGroup);
    }
    if (ok)
        framesStructureChanged();
    return ok;
}

QVariant Mdl7ModelDocument::applyTakeFrame(int frame)
{
    std::optional<format::Mdl7File::TakenFrame> taken = mdl7()->takeFrame(frame);
    if (!taken)
        return {};
    framesStructureChanged();
    return QVariant::fromValue(TakenMdl7Frame(std::make_shared<format::Mdl7File::TakenFrame>(std::move(*taken))));
}

bool Mdl7ModelDocument::applyRestoreFrame(const QVariant &taken)
{
    const TakenMdl7Frame frame = taken.value<TakenMdl7Frame>();
    if (!frame || !mdl7()->restoreFrame(*frame))
        return false;
    framesStructureChanged();
    return true;
}

bool Mdl7ModelDocument::applyMoveFrame(int from, int to)
{
    if (!mdl7()->moveFrame(from, to))
        return false;
    framesStructureChanged();
    return true;
}

std::optional<format::RepackReport> Mdl7ModelDocument::repackReport() const
{
    return mdl7()->repackReport();
}

// ---- names and triangles ----

namespace {
using Part = format::Mdl7File::NamedPart;
Part formatPart(ModelDocument::NamedPart part)
{
    switch (part) {
    case ModelDocument::NamedPart::Skin: return Part::Skin;
    case ModelDocument::NamedPart::Group: return Part::Group;
    case ModelDocument::NamedPart::Bone: return Part::Bone;
    }
    return Part::Skin;
}
} // namespace

QStringList Mdl7ModelDocument::partNames(NamedPart part) const
{
    QStringList out;
    const auto text = [](const QByteArray &raw) { return QString::fromLatin1(raw.left(raw.indexOf('\0') < 0 ? raw.size() : raw.indexOf('\0'))); };
    switch (part) {
    case NamedPart::Skin:
        for (const format::Mdl7Group &g : mdl7Groups())
            for (const format::Mdl7Skin &skin : g.skins)
                out << text(skin.name);
        break;
    case NamedPart::Group:
        for (const format::Mdl7Group &g : mdl7Groups())
            out << text(g.name);
        break;
    case NamedPart::Bone:
        for (const format::Mdl7Bone &b : mdl7()->bones())
            out << text(b.name);
        break;
    }
    return out;
}

int Mdl7ModelDocument::maxPartNameLength(NamedPart part) const
{
    const int width = mdl7()->nameWidth(formatPart(part));
    // 16-byte skin and group fields keep their NUL; bone names the engine reads up to 20.
    return part == NamedPart::Bone ? std::min(width, 20) : width - 1;
}

QVariant Mdl7ModelDocument::rawPartName(NamedPart part, int index) const
{
    QVariantList raw;
    for (const QByteArray &field : mdl7()->rawNames(formatPart(part), index))
        raw << field;
    return raw;
}

bool Mdl7ModelDocument::applyRawPartName(NamedPart part, int index, const QVariant &raw)
{
    std::vector<QByteArray> fields;
    for (const QVariant &v : raw.toList())
        fields.push_back(v.toByteArray());
    if (!mdl7()->setRawNames(formatPart(part), index, fields))
        return false;
    partNamesEdited(part);
    return true;
}

bool Mdl7ModelDocument::applyPartName(NamedPart part, int index, const QString &name)
{
    if (!mdl7()->setName(formatPart(part), index, name.toLatin1()))
        return false;
    partNamesEdited(part);
    return true;
}

int Mdl7ModelDocument::storedTriangleCount(int group) const
{
    return group >= 0 && size_t(group) < mdl7Groups().size() ? int(mdl7Groups()[size_t(group)].triangles.size()) : 0;
}

std::vector<int> Mdl7ModelDocument::storedTriangleVertices(int group, int triangle) const
{
    if (triangle < 0 || triangle >= storedTriangleCount(group))
        return {};
    int first = 0;
    for (int g = 0; g < group; ++g)
        first += int(mdl7Groups()[size_t(g)].vertices.size());
    const format::Mdl7Group &g = mdl7Groups()[size_t(group)];
    std::vector<int> out;
    for (const uint32_t v : g.triangles[size_t(triangle)].v)
        if (v < g.vertices.size() && std::find(out.begin(), out.end(), first + int(v)) == out.end())
            out.push_back(first + int(v));
    std::sort(out.begin(), out.end());
    return out;
}

QVariant Mdl7ModelDocument::applyTakeTriangle(int group, int triangle)
{
    std::optional<format::Mdl7Triangle> taken = mdl7()->takeTriangle(group, triangle);
    if (!taken)
        return {};
    trianglesEdited();
    return QVariant::fromValue(std::shared_ptr<const TakenMdl7Triangle>(
        std::make_shared<TakenMdl7Triangle>(TakenMdl7Triangle{group, triangle, std::move(*taken)})));
}

bool Mdl7ModelDocument::applyRestoreTriangle(const QVariant &taken)
{
    const auto t = taken.value<std::shared_ptr<const TakenMdl7Triangle>>();
    if (!t || !mdl7()->insertTriangle(t->group, t->index, t->triangle))
        return false;
    trianglesEdited();
    return true;
}

std::vector<int> Mdl7ModelDocument::boneVertices(int bone) const
{
    std::vector<int> firsts; // the first editor vertex of each group
    int first = 0;
    for (const format::Mdl7Group &g : mdl7Groups()) {
        firsts.push_back(first);
        first += int(g.vertices.size());
    }
    std::vector<int> out;
    for (size_t g = 0; g < mdl7Groups().size(); ++g) {
        const auto &vertices = mdl7Groups()[g].vertices;
        for (size_t v = 0; v < vertices.size(); ++v)
            if (vertices[v].index == uint32_t(bone)) // a main vertex's index field is its bone
                out.push_back(firsts[g] + int(v));
    }
    for (const format::Mdl7Deformer &d : mdl7()->deformers()) {
        if (d.group < 0 || size_t(d.group) >= firsts.size())
            continue;
        for (const format::Mdl7DeformerElement &e : d.elements)
            if (e.bone == bone)
                for (const format::Mdl7Weight &w : e.weights)
                    if (w.weight > 0 && w.vertex >= 0 && size_t(w.vertex) < mdl7Groups()[size_t(d.group)].vertices.size())
                        out.push_back(firsts[size_t(d.group)] + w.vertex);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace ackedit::document

