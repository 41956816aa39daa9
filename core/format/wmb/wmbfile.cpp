#include "wmb/wmbfile.h"

#include "common/fixedstring.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstring>

namespace ackedit::format {

QString WmbList::name(int list)
{
    static const char *const names[MaxLists] = {
        "palettes", "planes", "textures", "legacy2 (vertices)", "pvs", "bsp_nodes", "materials",
        "legacy3 (faces)", "legacy4 (lighting)", "aabb_hulls", "bsp_leafs", "bsp_blocks",
        "legacy5 (edges)", "legacy6 (surfedges)", "legacy7 (model)", "objects", "lightmaps",
        "blocks", "legacy8", "lightmaps_terrain"};
    if (list < 0 || list >= MaxLists)
        return QStringLiteral("list %1").arg(list);
    return QString::fromLatin1(names[list]);
}

QString WmbFile::formatName() const
{
    return QString::fromLatin1(m_layout.magic);
}

bool WmbFile::hasList(int list) const
{
    return list >= 0 && list < WmbList::MaxLists && m_layout.placement[size_t(list)] != WmbLayout::Placement::Absent;
}

bool WmbFile::isOpaque(int list) const
{
    return list >= 0 && list < WmbList::MaxLists && m_opaque[size_t(list)];
}

QByteArray WmbFile::opaqueList(int list) const
{
    return isOpaque(list) ? m_raw[size_t(list)] : QByteArray();
}

const WmbObject *WmbFile::object(quint32 id) const
{
    const int i = objectIndex(id);
    return i < 0 ? nullptr : &m_objects[size_t(i)];
}

WmbObject *WmbFile::object(quint32 id)
{
    const int i = objectIndex(id);
    return i < 0 ? nullptr : &m_objects[size_t(i)];
}

int WmbFile::objectIndex(quint32 id) const
{
    for (size_t i = 0; i < m_objects.size(); ++i) {
        if (m_objects[i].id == id)
            return int(i);
    }
    return -1;
}

const WmbObject *WmbFile::levelInfo() const
{
    for (const WmbObject &o : m_objects) {
        if (o.type == quint32(WmbObjectKind::Info))
            return &o;
    }
    return nullptr;
}

int WmbFile::countObjects(quint32 type) const
{
    return int(std::count_if(m_objects.begin(), m_objects.end(), [&](const WmbObject &o) { return o.type == type; }));
}

Palette WmbFile::palette() const
{
    if (!hasPalette())
        return m_hasFallbackPalette ? m_fallbackPalette : Palette::grayscale();
    Palette p;
    std::memcpy(p.rgb, m_palette.rgb.constData(), 768);
    return p;
}

RgbaImage WmbFile::lightmapImage(int page) const
{
    if (page < 0 || size_t(page) >= m_lightmapPages.size())
        return {};
    const int s = m_lightmapSize;
    const QByteArray &bgr = m_lightmapPages[size_t(page)].bgr;
    if (bgr.size() != qint64(s) * s * 3)
        return {};
    RgbaImage img(s, s);
    const auto *src = reinterpret_cast<const uint8_t *>(bgr.constData());
    for (size_t i = 0; i < size_t(s) * size_t(s); ++i) {
        img.pixels[4 * i] = src[3 * i + 2];
        img.pixels[4 * i + 1] = src[3 * i + 1];
        img.pixels[4 * i + 2] = src[3 * i];
        img.pixels[4 * i + 3] = 255;
    }
    return img;
}

std::vector<int> WmbFile::visibleLeaves(int leaf) const
{
    // Quake run-length PVS: a zero byte is followed by a count of zero bytes; one bit per leaf
    // starting with leaf 1 (leaf 0 is the shared solid leaf).
    std::vector<int> out;
    if (leaf <= 0 || size_t(leaf) >= m_leafs.size() || !isOpaque(WmbList::Pvs))
        return out;
    const qint32 offset = m_leafs[size_t(leaf)].pvsOffset;
    const QByteArray &pvs = m_raw[WmbList::Pvs];
    if (offset < 0 || offset >= pvs.size())
        return out;
    qint64 visLeafs = qint64(m_leafs.size()) - 1;
    if (!m_models.empty() && m_models[0].visLeafs > 0 && m_models[0].visLeafs < visLeafs)
        visLeafs = m_models[0].visLeafs;
    qint64 bit = 0;
    for (qint64 p = offset; p < pvs.size() && bit < visLeafs;) {
        const uint8_t b = uint8_t(pvs[p++]);
        if (b == 0) {
            if (p >= pvs.size())
                break;
            bit += 8 * qint64(uint8_t(pvs[p++]));
            continue;
        }
        for (int k = 0; k < 8 && bit < visLeafs; ++k, ++bit) {
            if (b & (1 << k))
                out.push_back(int(bit + 1));
        }
    }
    return out;
}

// --- Edits ---------------------------------------------------------------------------------

namespace {

bool setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
    return false;
}

// Latin-1 text, no NULs: what fits a C string field.
bool validText(const QByteArray &text) { return !text.contains('\0'); }

} // namespace

bool WmbFile::convertToEntity(quint32 id)
{
    WmbObject *o = object(id);
    if (!o || o->type != quint32(WmbObjectKind::OldEntity) || !hasEntityRecords())
        return false;
    WmbObject e = WmbObject::make(WmbObjectKind::Entity);
    e.id = o->id;
    e.origin = o->origin;
    e.angles = o->angles;
    e.scale = o->scale;
    // What the engine read from the old record, now in fields that hold it.
    e.name = withText(e.name, o->nameText());
    e.file = withText(e.file, o->fileText().left(32));
    e.action = withText(e.action, o->actionText());
    std::copy(o->skills.begin(), o->skills.begin() + std::min<size_t>(8, o->skills.size()), e.skills.begin());
    e.flags = o->flags;
    e.ambient = o->ambient;
    e.tail = o->tail;
    *o = std::move(e);
    return true;
}

bool WmbFile::setObjectName(quint32 id, const QByteArray &text, QString *error)
{
    WmbObject *o = object(id);
    if (!o || !o->hasName())
        return setError(error, QStringLiteral("object %1 has no name").arg(id));
    if (!validText(text))
        return setError(error, QCoreApplication::translate("ackedit::format::FormatError", "a name cannot contain NUL"));
    if (o->type == quint32(WmbObjectKind::OldEntity) && text.size() >= 20)
        convertToEntity(id);
    if (text.size() >= o->nameWidth())
        return setError(error, QCoreApplication::translate("ackedit::format::FormatError", "name longer than %1 characters").arg(o->nameWidth() - 1));
    o->name = withText(o->name, text);
    return true;
}

bool WmbFile::setObjectFile(quint32 id, const QByteArray &text, QString *error)
{
    WmbObject *o = object(id);
    if (!o || !o->hasFile())
        return setError(error, QStringLiteral("object %1 has no file").arg(id));
    if (!validText(text))
        return setError(error, QCoreApplication::translate("ackedit::format::FormatError", "a file name cannot contain NUL"));
    // Never write WED's overflowing 13-byte file name: switch to the 33-byte entity record.
    if (o->type == quint32(WmbObjectKind::OldEntity) && text.size() >= 13)
        convertToEntity(id);
    if (text.size() >= o->fileWidth())
        return setError(error, QCoreApplication::translate("ackedit::format::FormatError", "file name longer than %1 characters").arg(o->fileWidth() - 1));
    o->file = withText(o->file, text);
    return true;
}

bool WmbFile::setObjectAction(quint32 id, const QByteArray &text, QString *error)
{
    WmbObject *o = object(id);
    if (!o || !o->hasAction())
        return setError(error, QStringLiteral("object %1 has no action").arg(id));
    if (!validText(text))
        return setError(error, QCoreApplication::translate("ackedit::format::FormatError", "an action cannot contain NUL"));
    if (o->type == quint32(WmbObjectKind::OldEntity) && text.size() >= 20)
        convertToEntity(id);
    if (text.size() >= o->actionWidth())
        return setError(error, QCoreApplication::translate("ackedit::format::FormatError", "action longer than %1 characters").arg(o->actionWidth() - 1));
    o->action = withText(o->action, text);
    return true;
}

bool WmbFile::setObjectSkill(quint32 id, int index, float value, QString *error)
{
    WmbObject *o = object(id);
    if (!o || !o->isEntity())
        return setError(error, QStringLiteral("object %1 has no skills").arg(id));
    if (index < 0 || index >= 20)
        return setError(error, QStringLiteral("skill %1 out of range 0..19").arg(index));
    if (index >= 8 && o->type == quint32(WmbObjectKind::OldEntity))
        convertToEntity(id);
    if (size_t(index) >= o->skills.size())
        return setError(error, QStringLiteral("skill %1 out of range 0..%2").arg(index).arg(o->skills.size() - 1));
    o->skills[size_t(index)] = value;
    return true;
}

bool WmbFile::setObjectPosition(quint32 id, const Eigen::Vector3f &position)
{
    WmbObject *o = object(id);
    if (!o || o->type == quint32(WmbObjectKind::Info) || o->type == quint32(WmbObjectKind::Path) || !o->isKnownKind())
        return false;
    if (o->type == quint32(WmbObjectKind::Region)) // keep the box size
        o->region.maximum += position - o->origin;
    o->origin = position;
    return true;
}

bool WmbFile::setObjectAngles(quint32 id, const Eigen::Vector3f &panTiltRoll)
{
    WmbObject *o = object(id);
    if (!o || !o->hasAngles())
        return false;
    o->angles = panTiltRoll;
    return true;
}

bool WmbFile::setObjectScale(quint32 id, const Eigen::Vector3f &scale)
{
    WmbObject *o = object(id);
    if (!o || !o->hasScale())
        return false;
    o->scale = scale;
    return true;
}

bool WmbFile::setObjectFlags(quint32 id, quint32 flags)
{
    WmbObject *o = object(id);
    if (!o || !o->isKnownKind() || o->type == 1 || o->type == 6 || o->type == 8)
        return false;
    o->flags = flags;
    return true;
}

bool WmbFile::setPathNodePosition(quint32 pathId, int node, const Eigen::Vector3f &position)
{
    WmbObject *o = object(pathId);
    if (!o || o->type != quint32(WmbObjectKind::Path) || o->path.legacy || node < 0
        || size_t(node) >= o->path.nodes.size())
        return false;
    o->path.nodes[size_t(node)].position = position;
    const float number = float(node + 1);
    for (WmbPathEdge &e : o->path.edges) {
        if (e.node1 != number && e.node2 != number)
            continue;
        // Node numbers come from the file: range-check the floats before converting.
        const float count = float(o->path.nodes.size());
        if (!(e.node1 >= 1 && e.node1 <= count && e.node2 >= 1 && e.node2 <= count))
            continue;
        const qint64 a = qint64(e.node1) - 1, b = qint64(e.node2) - 1;
        e.length = (o->path.nodes[size_t(a)].position - o->path.nodes[size_t(b)].position).norm();
    }
    return true;
}

quint32 WmbFile::appendPathNode(quint32 pathId, const Eigen::Vector3f &position)
{
    WmbObject *o = object(pathId);
    if (!o || o->type != quint32(WmbObjectKind::Path) || o->path.legacy)
        return 0;
    auto &nodes = o->path.nodes;
    auto &edges = o->path.edges;
    const float last = float(nodes.size()), added = last + 1;
    WmbPathNode node;
    node.id = allocId();
    node.position = position;
    nodes.push_back(node);
    if (nodes.size() == 1)
        return node.id;
    WmbPathEdge edge;
    if (!edges.empty()) {
        edge.bezier = edges.back().bezier;
        edge.weight = edges.back().weight;
        edge.skill = edges.back().skill;
    }
    edge.id = allocId();
    edge.node1 = last;
    edge.node2 = added;
    // A closing edge (last node back to the first) moves on to the new last node.
    const auto closing = std::find_if(edges.begin(), edges.end(), [&](const WmbPathEdge &e) {
        return last >= 2 && e.node1 == last && e.node2 == 1.0f;
    });
    if (closing != edges.end())
        closing->node1 = added;
    const auto at = closing != edges.end() ? closing : edges.end();
    edges.insert(at, edge);
    setPathNodePosition(pathId, int(nodes.size()) - 1, position); // the lengths of both edges
    return node.id;
}

quint32 WmbFile::addObject(const WmbObject &object, int index)
{
    WmbObject o = object;
    o.id = allocId();
    for (WmbPathNode &n : o.path.nodes)
        n.id = allocId();
    for (WmbPathEdge &e : o.path.edges)
        e.id = allocId();
    if (index < 0 || size_t(index) > m_objects.size())
        index = int(m_objects.size());
    insertObject(o, index); // fresh ids at a valid index: cannot fail
    return o.id;
}

bool WmbFile::removeObject(quint32 id)
{
    const int i = objectIndex(id);
    if (i < 0)
        return false;
    const bool path = m_objects[size_t(i)].type == quint32(WmbObjectKind::Path);
    std::vector<int> renumber;
    if (path) {
        int number = 0;
        for (const WmbObject &o : m_objects) {
            if (o.type != quint32(WmbObjectKind::Path))
                continue;
            renumber.push_back(o.id == id ? 0 : ++number);
        }
    }
    m_objects.erase(m_objects.begin() + i);
    if (path)
        remapAttachedPaths(renumber);
    return true;
}

bool WmbFile::moveObject(quint32 id, int newIndex)
{
    const int i = objectIndex(id);
    if (i < 0 || newIndex < 0 || size_t(newIndex) >= m_objects.size())
        return false;
    std::vector<quint32> pathIdsBefore;
    for (const WmbObject &o : m_objects)
        if (o.type == quint32(WmbObjectKind::Path))
            pathIdsBefore.push_back(o.id);
    WmbObject o = std::move(m_objects[size_t(i)]);
    m_objects.erase(m_objects.begin() + i);
    m_objects.insert(m_objects.begin() + newIndex, std::move(o));
    if (m_objects[size_t(newIndex)].type == quint32(WmbObjectKind::Path)) {
        std::vector<quint32> after;
        for (const WmbObject &x : m_objects)
            if (x.type == quint32(WmbObjectKind::Path))
                after.push_back(x.id);
        std::vector<int> renumber;
        for (quint32 pid : pathIdsBefore)
            renumber.push_back(int(std::find(after.begin(), after.end(), pid) - after.begin()) + 1);
        remapAttachedPaths(renumber);
    }
    return true;
}

void WmbFile::remapAttachedPaths(const std::vector<int> &newPathNumber)
{
    // Entity records refer to paths by 1-based number among the paths of the list.
    bool identity = true;
    for (size_t p = 0; p < newPathNumber.size(); ++p)
        identity = identity && newPathNumber[p] == int(p + 1);
    if (identity)
        return;
    for (WmbObject &o : m_objects) {
        if (o.type != quint32(WmbObjectKind::Entity))
            continue;
        const qint32 old = o.entity.attachedPath;
        if (old >= 1 && size_t(old) <= newPathNumber.size())
            o.entity.attachedPath = newPathNumber[size_t(old) - 1];
    }
}

} // namespace ackedit::format
