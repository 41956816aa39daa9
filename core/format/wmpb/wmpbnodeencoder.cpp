#include "wmpb/wmpbnodeencoder.h"

#include "common/fixedstring.h"
#include "io/bytewriter.h"
#include "io/formaterror.h"
#include "wmpb/wmpbnodedecoder.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>

namespace ackedit::format {

namespace {

struct Slot
{
    quint8 id, kind;
};

// Child order WED writes per container; decides where an inserted element goes.
enum class Order { Node, Level, Start, Sound, Entity, Path, Region, Block, Face };

int rank(Order order, const WmpbElement &c)
{
    static const std::vector<Slot> node{{2, 1}, {3, 1}, {1, 0}, {3, 0}, {5, 0}};
    static const std::vector<Slot> level{{4, 3}, {5, 1}, {6, 1}, {1, 3}, {2, 3}, {3, 3}};
    static const std::vector<Slot> start{{3, 1}};
    static const std::vector<Slot> sound{{11, 1}};
    static const std::vector<Slot> entity{{3, 1}, {11, 1}, {12, 1}, {11, 2}, {8, 1}, {13, 1}, {15, 1}};
    static const std::vector<Slot> path{{3, 1}, {1, 2}, {13, 2}, {15, 2}};
    static const std::vector<Slot> region{{9, 0}, {3, 1}};
    static const std::vector<Slot> block{{3, 1}, {8, 1}, {1, 2}, {17, 2}, {18, 2}};
    static const std::vector<Slot> face{{3, 1}, {7, 2}, {5, 2}, {9, 2}};
    const std::vector<Slot> *table = &node;
    switch (order) {
    case Order::Node:
        if (c.container && c.kind == 5)
            return c.id == 1 ? 6 : 5; // child nodes after the class data
        break;
    case Order::Level: table = &level; break;
    case Order::Start: table = &start; break;
    case Order::Sound: table = &sound; break;
    case Order::Entity: table = &entity; break;
    case Order::Path: table = &path; break;
    case Order::Region: table = &region; break;
    case Order::Block: table = &block; break;
    case Order::Face: table = &face; break;
    }
    for (size_t i = 0; i < table->size(); ++i)
        if (c.is((*table)[i].id, (*table)[i].kind))
            return int(i);
    return 100;
}

void insertOrdered(WmpbElement &parent, WmpbElement child, Order order)
{
    const int r = rank(order, child);
    auto it = std::find_if(parent.children.begin(), parent.children.end(),
                           [&](const WmpbElement &c) { return rank(order, c) > r; });
    parent.children.insert(it, std::move(child));
}

// Sets the payload of the first (id, kind) child, inserting it if absent.
void setLeaf(WmpbElement &parent, quint8 id, quint8 kind, const QByteArray &payload, Order order)
{
    if (WmpbElement *c = parent.child(id, kind)) {
        c->data = payload;
        return;
    }
    insertOrdered(parent, WmpbElement::leaf(id, kind, payload), order);
}

QByteArray textBytes(const QString &text)
{
    QByteArray b = text.toLatin1();
    b.append('\0');
    return b;
}

void setText(WmpbElement &parent, quint8 id, const QString &text, Order order)
{
    // Keep the stored bytes (garbage after the NUL included) when the text is the same.
    if (const WmpbElement *c = parent.child(id, 1); c && latin1Text(c->data) == text)
        return;
    setLeaf(parent, id, 1, textBytes(text), order);
}

QByteArray doublesBytes(const std::vector<double> &values)
{
    ByteWriter w;
    for (double v : values)
        w.f64(v);
    return w.take();
}

QByteArray vec3Bytes(const Eigen::Vector3d &v)
{
    return doublesBytes({v.x(), v.y(), v.z()});
}

QByteArray vec3ArrayBytes(const std::vector<Eigen::Vector3d> &points)
{
    ByteWriter w;
    w.u32(quint32(points.size()));
    for (const Eigen::Vector3d &p : points) {
        w.f64(p.x());
        w.f64(p.y());
        w.f64(p.z());
    }
    return w.take();
}

QByteArray colourBytes(const WmpbColour &c)
{
    QByteArray b(4, '\0');
    b[0] = char(c.index); b[1] = char(c.r); b[2] = char(c.g); b[3] = char(c.b);
    return b;
}

// Repeated leaves (fog colours ...): update in place, drop extras, append new ones.
void setColours(WmpbElement &parent, quint8 id, const std::vector<WmpbColour> &colours, Order order)
{
    size_t next = 0;
    for (size_t i = 0; i < parent.children.size();) {
        if (!parent.children[i].is(id, 3)) {
            ++i;
            continue;
        }
        if (next < colours.size()) {
            parent.children[i].data = colourBytes(colours[next++]);
            ++i;
        } else {
            parent.children.erase(parent.children.begin() + qsizetype(i));
        }
    }
    for (; next < colours.size(); ++next)
        insertOrdered(parent, WmpbElement::leaf(id, 3, colourBytes(colours[next])), order);
}

// --- fixed parts ---

QByteArray fixedU32(std::initializer_list<quint32> values)
{
    ByteWriter w;
    for (quint32 v : values)
        w.u32(v);
    return w.take();
}

QByteArray nodeFixed(const WmpbNode &n, quint16 childCount)
{
    ByteWriter w;
    w.u8(n.classCode);
    w.u8(n.subtype);
    w.u16(childCount);
    w.u32(n.reserved);
    return w.take();
}

void applyFace(WmpbElement &e, const WmpbFace &f, const WmpbFace *before)
{
    const bool full = before == nullptr;
    if (full || f.number != before->number || f.flags != before->flags || !sameBits(f.ambient, before->ambient)
        || !sameBits(f.albedo, before->albedo)) {
        ByteWriter w;
        w.u32(f.number);
        w.u32(f.flags);
        w.f32(f.ambient);
        w.f32(f.albedo);
        e.data = w.take();
    }
    if (full || f.texture != before->texture)
        setText(e, 3, f.texture, Order::Face);
    bool uvChanged = full ? !f.uvs.empty() : f.uvs.size() != before->uvs.size();
    for (size_t i = 0; !uvChanged && !full && i < f.uvs.size(); ++i)
        uvChanged = !sameBits(f.uvs[i].x(), before->uvs[i].x()) || !sameBits(f.uvs[i].y(), before->uvs[i].y());
    if (uvChanged) {
        ByteWriter w;
        w.u32(quint32(f.uvs.size()));
        for (const Eigen::Vector2d &uv : f.uvs) {
            w.f64(uv.x());
            w.f64(uv.y());
        }
        setLeaf(e, 7, 2, w.take(), Order::Face);
    }
    if (full ? !f.axes.empty() : !sameBits(f.axes, before->axes))
        setLeaf(e, 5, 2, doublesBytes(f.axes), Order::Face);
    if (full ? !f.mapping.empty() : !sameBits(f.mapping, before->mapping))
        setLeaf(e, 9, 2, doublesBytes(f.mapping), Order::Face);
}

void applyBlock(WmpbElement &e, const WmpbBlockData &d, const WmpbBlockData *before)
{
    const bool full = before == nullptr;
    if (full || d.number != before->number || d.flags != before->flags)
        e.data = fixedU32({d.number, d.flags});
    if (full ? !d.name.isEmpty() : d.name != before->name)
        setText(e, 3, d.name, Order::Block);
    if (full ? !d.material.isEmpty() : d.material != before->material)
        setText(e, 8, d.material, Order::Block);
    if (full || !sameBits(d.vertices, before->vertices))
        setLeaf(e, 1, 2, vec3ArrayBytes(d.vertices), Order::Block);
    if (full || d.polygons != before->polygons) {
        ByteWriter w;
        w.u32(quint32(d.polygons.size()));
        for (const std::vector<quint16> &poly : d.polygons) {
            w.u16(quint16(poly.size()));
            for (quint16 v : poly)
                w.u16(v);
        }
        setLeaf(e, 17, 2, w.take(), Order::Block);
    }
    if (!full && d.faces == before->faces)
        return;
    // Face records: patch the ones both sides have, drop or append the rest.
    std::vector<size_t> faceIndex;
    for (size_t i = 0; i < e.children.size(); ++i)
        if (e.children[i].is(18, 2) && e.children[i].container)
            faceIndex.push_back(i);
    const size_t common = std::min(faceIndex.size(), d.faces.size());
    for (size_t i = 0; i < common; ++i) {
        const WmpbFace *old = before && i < before->faces.size() ? &before->faces[i] : nullptr;
        applyFace(e.children[faceIndex[i]], d.faces[i], old);
    }
    for (size_t i = faceIndex.size(); i-- > common;)
        e.children.erase(e.children.begin() + qsizetype(faceIndex[i]));
    for (size_t i = common; i < d.faces.size(); ++i) {
        WmpbElement face = WmpbElement::record(18, 2, QByteArray());
        applyFace(face, d.faces[i], nullptr);
        insertOrdered(e, std::move(face), Order::Block);
    }
}

void applyEntity(WmpbElement &e, const WmpbEntityData &d, const WmpbEntityData *b)
{
    const bool full = b == nullptr;
    if (full || d.type != b->type || d.flags != b->flags || d.subtypeWord != b->subtypeWord
        || !sameBits(d.ambient, b->ambient) || !sameBits(d.albedo, b->albedo)) {
        ByteWriter w;
        w.u32(d.type);
        w.u32(d.flags);
        w.u32(d.subtypeWord);
        w.f32(d.ambient);
        w.f32(d.albedo);
        e.data = w.take();
    }
    if (full || d.name != b->name) setText(e, 3, d.name, Order::Entity);
    if (full || d.file != b->file) setText(e, 11, d.file, Order::Entity);
    if (full ? !d.action.isEmpty() : d.action != b->action) setText(e, 12, d.action, Order::Entity);
    if (full || !sameBits(d.skills, b->skills)) {
        ByteWriter w;
        w.u32(quint32(d.skills.size()));
        w.bytes(doublesBytes(d.skills));
        setLeaf(e, 11, 2, w.take(), Order::Entity);
    }
    if (full ? !d.material.isEmpty() : d.material != b->material) setText(e, 8, d.material, Order::Entity);
    if (full ? !d.attachedPath.isEmpty() : d.attachedPath != b->attachedPath) setText(e, 13, d.attachedPath, Order::Entity);
    if (full ? !d.strings.isEmpty() : d.strings != b->strings) setLeaf(e, 15, 1, d.strings, Order::Entity);
}

void applyPath(WmpbElement &e, const WmpbPathData &d, const WmpbPathData *b)
{
    const bool full = b == nullptr;
    if (full || d.type != b->type || d.reserved != b->reserved)
        e.data = fixedU32({d.type, d.reserved});
    if (full || d.name != b->name) setText(e, 3, d.name, Order::Path);
    if (full || !sameBits(d.points, b->points)) setLeaf(e, 1, 2, vec3ArrayBytes(d.points), Order::Path);
    if (full || d.skillsPerNode != b->skillsPerNode || !sameBits(d.nodeSkills, b->nodeSkills)) {
        ByteWriter w;
        w.u32(d.skillsPerNode == 0 ? 0 : quint32(d.nodeSkills.size() / d.skillsPerNode));
        w.u32(d.skillsPerNode);
        w.bytes(doublesBytes(d.nodeSkills));
        setLeaf(e, 13, 2, w.take(), Order::Path);
    }
    if (full || d.edges != b->edges) {
        ByteWriter w;
        w.u32(quint32(d.edges.size()));
        for (const WmpbPathEdge &edge : d.edges) {
            w.u32(edge.from);
            w.u32(edge.to);
            for (double v : edge.values)
                w.f64(v);
        }
        setLeaf(e, 15, 2, w.take(), Order::Path);
    }
}

void applyLevel(WmpbElement &e, const WmpbLevelData &d, const WmpbLevelData *b)
{
    const bool full = b == nullptr;
    if (full || d.reserved0 != b->reserved0 || d.reserved1 != b->reserved1 || d.unknown30 != b->unknown30
        || !sameBits(d.sunAzimuth, b->sunAzimuth) || !sameBits(d.sunElevation, b->sunElevation)) {
        ByteWriter w;
        w.u32(d.reserved0);
        w.u32(d.reserved1);
        w.u32(d.unknown30);
        w.f32(d.sunAzimuth);
        w.f32(d.sunElevation);
        e.data = w.take();
    }
    if (full || d.unknown4 != b->unknown4) setColours(e, 4, d.unknown4, Order::Level);
    if (full ? !d.script.isEmpty() : d.script != b->script) setText(e, 5, d.script, Order::Level);
    if (full ? !d.paletteFile.isEmpty() : d.paletteFile != b->paletteFile) setText(e, 6, d.paletteFile, Order::Level);
    if (full || d.fog != b->fog) setColours(e, 1, d.fog, Order::Level);
    if (full || d.sun != b->sun) setColours(e, 2, d.sun, Order::Level);
    if (full || d.ambient != b->ambient) setColours(e, 3, d.ambient, Order::Level);
}

// Applies the class data; `before` is null for a new data element.
void applyData(WmpbElement &e, const WmpbClassData &data, const WmpbClassData *before)
{
    auto prev = [&](auto *tag) -> const std::remove_pointer_t<decltype(tag)> * {
        using T = std::remove_pointer_t<decltype(tag)>;
        return before ? std::get_if<T>(before) : nullptr;
    };
    if (const auto *d = std::get_if<WmpbLevelData>(&data)) {
        applyLevel(e, *d, prev(static_cast<WmpbLevelData *>(nullptr)));
    } else if (const auto *d = std::get_if<WmpbBlockData>(&data)) {
        applyBlock(e, *d, prev(static_cast<WmpbBlockData *>(nullptr)));
    } else if (const auto *d = std::get_if<WmpbEntityData>(&data)) {
        applyEntity(e, *d, prev(static_cast<WmpbEntityData *>(nullptr)));
    } else if (const auto *d = std::get_if<WmpbPathData>(&data)) {
        applyPath(e, *d, prev(static_cast<WmpbPathData *>(nullptr)));
    } else if (const auto *d = std::get_if<WmpbStartData>(&data)) {
        const auto *b = prev(static_cast<WmpbStartData *>(nullptr));
        if (!b || d->type != b->type || d->reserved != b->reserved)
            e.data = fixedU32({d->type, d->reserved});
        if (!b || d->name != b->name)
            setText(e, 3, d->name, Order::Start);
    } else if (const auto *d = std::get_if<WmpbLightData>(&data)) {
        const auto *b = prev(static_cast<WmpbLightData *>(nullptr));
        if (!b || d->type != b->type || d->flags != b->flags || d->red != b->red || d->green != b->green
            || d->blue != b->blue || !sameBits(d->range, b->range)) {
            ByteWriter w;
            w.bytes(fixedU32({d->type, d->flags, d->red, d->green, d->blue}));
            w.f32(d->range);
            e.data = w.take();
        }
    } else if (const auto *d = std::get_if<WmpbSoundData>(&data)) {
        const auto *b = prev(static_cast<WmpbSoundData *>(nullptr));
        if (!b || d->type != b->type || d->reserved0 != b->reserved0 || d->volume != b->volume
            || d->reserved1 != b->reserved1 || d->unknown1 != b->unknown1 || d->range != b->range)
            e.data = fixedU32({d->type, d->reserved0, d->volume, d->reserved1, d->unknown1, d->range});
        if (!b || d->file != b->file)
            setText(e, 11, d->file, Order::Sound);
    } else if (const auto *d = std::get_if<WmpbRegionData>(&data)) {
        const auto *b = prev(static_cast<WmpbRegionData *>(nullptr));
        if (!b || d->type != b->type || d->reserved != b->reserved)
            e.data = fixedU32({d->type, d->reserved});
        if (!b || !sameBits(d->box, b->box))
            setLeaf(e, 9, 0, doublesBytes(d->box), Order::Region);
        if (!b || d->name != b->name)
            setText(e, 3, d->name, Order::Region);
    }
}

[[noreturn]] void reject(const WmpbNode &node, const QString &field, const QString &problem)
{
    throw FormatError(-1, QStringLiteral("node#%1.%2").arg(node.id).arg(field), problem);
}

} // namespace

quint8 WmpbNodeEncoder::classDataId(const WmpbClassData &data)
{
    static const quint8 ids[] = {0, 4, 2, 6, 7, 8, 9, 10, 11}; // in variant order
    return ids[data.index()];
}

void WmpbNodeEncoder::check(const WmpbElement &element, const WmpbNode &node, const WmpbNode *before)
{
    const int dataIndex = WmpbNodeDecoder::classDataIndex(element);
    const quint8 newId = classDataId(node.data);
    if (newId != 0 && dataIndex >= 0 && element.children[size_t(dataIndex)].id != newId)
        reject(node, QStringLiteral("data"), QCoreApplication::translate("ackedit::format::FormatError", "the node holds class data %1; it cannot become %2")
                                                 .arg(element.children[size_t(dataIndex)].id).arg(newId));
    if (before && newId != 0 && dataIndex >= 0 && before->data.index() != node.data.index())
        reject(node, QStringLiteral("data"), QStringLiteral("class data type changed"));
    if (const auto *b = std::get_if<WmpbBlockData>(&node.data)) {
        if (b->vertices.size() > std::numeric_limits<quint16>::max() + size_t(1))
            reject(node, QStringLiteral("vertices"), QStringLiteral("%1 vertices; polygons index at most 65536").arg(b->vertices.size()));
        for (size_t i = 0; i < b->polygons.size(); ++i)
            if (b->polygons[i].size() > std::numeric_limits<quint16>::max())
                reject(node, QStringLiteral("polygon[%1]").arg(i), QStringLiteral("more than 65535 corners"));
        for (size_t i = 0; i < b->faces.size(); ++i) {
            const WmpbFace &f = b->faces[i];
            if (!f.axes.empty() && f.axes.size() != 8)
                reject(node, QStringLiteral("face[%1].axes").arg(i), QStringLiteral("%1 values, expected 8").arg(f.axes.size()));
            if (!f.mapping.empty() && f.mapping.size() != 5)
                reject(node, QStringLiteral("face[%1].mapping").arg(i), QStringLiteral("%1 values, expected 5").arg(f.mapping.size()));
        }
    } else if (const auto *p = std::get_if<WmpbPathData>(&node.data)) {
        if (p->skillsPerNode == 0 ? !p->nodeSkills.empty() : p->nodeSkills.size() % p->skillsPerNode != 0)
            reject(node, QStringLiteral("nodeSkills"), QStringLiteral("%1 values are not a multiple of %2 per node")
                                                       .arg(p->nodeSkills.size()).arg(p->skillsPerNode));
    } else if (const auto *r = std::get_if<WmpbRegionData>(&node.data)) {
        if (!r->box.empty() && r->box.size() != 6)
            reject(node, QStringLiteral("box"), QStringLiteral("%1 values, expected 6").arg(r->box.size()));
    }
}

void WmpbNodeEncoder::apply(WmpbElement &e, const WmpbNode &node, const WmpbNode *before)
{
    check(e, node, before);
    const bool full = before == nullptr;
    const quint16 childCount = e.data.size() >= 4 ? quint16(quint8(e.data[2]) | (quint8(e.data[3]) << 8)) : node.childCount;
    if (full || node.classCode != before->classCode || node.subtype != before->subtype || node.reserved != before->reserved)
        e.data = nodeFixed(node, childCount);
    if (full || node.className != before->className)
        setText(e, 2, node.className, Order::Node);
    if (full ? !node.name.isEmpty() : node.name != before->name)
        setText(e, 3, node.name, Order::Node);
    if (full || !sameBits(node.position, before->position))
        setLeaf(e, 1, 0, vec3Bytes(node.position), Order::Node);
    if (full || !sameBits(node.angles, before->angles))
        setLeaf(e, 3, 0, vec3Bytes(node.angles), Order::Node);
    if (full || !sameBits(node.scale, before->scale))
        setLeaf(e, 5, 0, vec3Bytes(node.scale), Order::Node);

    const quint8 dataId = classDataId(node.data);
    if (dataId == 0)
        return;
    const int dataIndex = WmpbNodeDecoder::classDataIndex(e);
    if (dataIndex < 0) {
        WmpbElement data = WmpbElement::record(dataId, 5, QByteArray());
        applyData(data, node.data, nullptr);
        insertOrdered(e, std::move(data), Order::Node);
    } else {
        applyData(e.children[size_t(dataIndex)], node.data, before ? &before->data : nullptr);
    }
}

} // namespace ackedit::format
