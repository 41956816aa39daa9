// Reading and writing of the objects list (class WmbObjectCodec).
#include "wmb/wmbobjectcodec.h"

#include "io/bytewriter.h"

#include <cstring>

namespace ackedit::format {

namespace {

constexpr int InfoLayout = 60;

void readVec(ByteReader &r, Eigen::Vector3f &v, const FieldName &field)
{
    for (int k = 0; k < 3; ++k)
        v[k] = r.f32(field);
}

void writeVec(ByteWriter &w, const Eigen::Vector3f &v)
{
    for (int k = 0; k < 3; ++k)
        w.f32(v[k]);
}

// A raw string field must have exactly the width of the record being written.
void writeField(ByteWriter &w, const QByteArray &raw, int width, int index, const char *field)
{
    if (raw.size() != width)
        throw FormatError(-1, QStringLiteral("objects[%1].%2").arg(index).arg(QLatin1String(field)),
                          QStringLiteral("field holds %1 bytes, the record needs %2").arg(raw.size()).arg(width));
    w.bytes(raw);
}

void writeSkills(ByteWriter &w, const std::vector<float> &skills, size_t count, int index)
{
    if (skills.size() != count)
        throw FormatError(-1, QStringLiteral("objects[%1].skills").arg(index),
                          QStringLiteral("%1 skills, the record needs %2").arg(skills.size()).arg(count));
    for (float s : skills)
        w.f32(s);
}

// True when `field` is the bit pattern of the float of a small non-negative integer (so the
// writer, which stores float(nodes.size()), reproduces it exactly).
bool isNodeCount(float field, quint32 units, qint64 *nodes)
{
    if (!(field >= 0.0f) || field > float(units))
        return false;
    const qint64 n = qint64(field);
    const float back = float(n);
    if (std::memcmp(&back, &field, sizeof field) != 0)
        return false;
    if (3 * n > qint64(units) || (qint64(units) - 3 * n) % 2 != 0)
        return false;
    *nodes = n;
    return true;
}

} // namespace

int WmbObjectCodec::layoutSize(quint32 type)
{
    switch (type) {
    case 1: return 56;
    case 2: return 36;
    case 3: return 136;
    case 4: return 72;
    case 5: return InfoLayout;
    case 6: return 44;
    case 7: return 372;
    case 8: return 56;
    default: return 0;
    }
}

void WmbObjectCodec::read(ByteReader &r, WmbFile &file)
{
    const qint32 count = r.count(QStringLiteral("objects.count"), 4);
    std::vector<quint32> offsets(static_cast<size_t>(count));
    for (qint32 i = 0; i < count; ++i)
        offsets[size_t(i)] = r.u32(FieldName("objects.offset", i));
    const qint64 tableEnd = r.pos();
    const qint64 listEnd = r.size();
    // Records must follow the table in offset order: that is what every compiler writes and what
    // lets the writer keep each record's trailing bytes with it.
    qint64 previous = tableEnd;
    for (qint32 i = 0; i < count; ++i) {
        const qint64 off = offsets[size_t(i)];
        if (off < previous || off + 4 > listEnd)
            r.failAt(4 + 4 * qint64(i), QStringLiteral("objects.offset[%1]").arg(i),
                     QStringLiteral("record offset %1 is not after the previous record / table (%2) "
                                    "or leaves no room for a record in the %3-byte list")
                         .arg(off).arg(previous).arg(listEnd));
        previous = off + 4;
    }
    const qint64 firstRecord = count > 0 ? qint64(offsets[0]) : listEnd;
    file.m_objectGap = r.data().mid(tableEnd, firstRecord - tableEnd);
    for (qint32 i = 0; i < count; ++i) {
        const qint64 start = offsets[size_t(i)];
        const qint64 end = i + 1 < count ? qint64(offsets[size_t(i) + 1]) : listEnd;
        try {
            file.m_objects.push_back(readRecord(QByteArray::fromRawData(r.data().constData() + start, end - start), file, i));
        } catch (FormatError &e) {
            if (e.offset >= 0)
                e.offset += start;
            throw;
        }
    }
}

WmbObject WmbObjectCodec::readRecord(const QByteArray &record, WmbFile &file, int index)
{
    auto field = [index](const char *name) { return FieldName("objects", index, name); };
    ByteReader r(record);
    WmbObject o;
    o.id = file.allocId();
    o.type = r.u32(field("type"));
    switch (o.type) {
    case 1: // POSITION
        readVec(r, o.origin, field("origin"));
        readVec(r, o.angles, field("angles"));
        for (quint32 &u : o.unused)
            u = r.u32(field("unused"));
        o.name = r.bytes(20, field("name"));
        break;
    case 2: // LIGHT
        readVec(r, o.origin, field("origin"));
        readVec(r, o.light.color, field("color"));
        o.light.range = r.f32(field("range"));
        o.flags = r.u32(field("flags"));
        break;
    case 3: // OLD_ENTITY
        readVec(r, o.origin, field("origin"));
        readVec(r, o.angles, field("angles"));
        readVec(r, o.scale, field("scale"));
        o.name = r.bytes(20, field("name"));
        o.file = r.bytes(13, field("file"));
        o.action = r.bytes(20, field("action"));
        o.padding = r.bytes(3, field("padding"));
        r.require(8 * 4, field("skills"));
        for (int k = 0; k < 8; ++k)
            o.skills.push_back(r.f32(field("skills")));
        o.flags = r.u32(field("flags"));
        o.ambient = r.f32(field("ambient"));
        break;
    case 4: // SOUND
        readVec(r, o.origin, field("origin"));
        o.sound.volume = r.f32(field("volume"));
        for (float &u : o.sound.unused)
            u = r.f32(field("unused"));
        o.sound.range = r.u32(field("range"));
        o.flags = r.u32(field("flags"));
        o.file = r.bytes(33, field("file"));
        o.padding = r.bytes(3, field("padding"));
        break;
    case 5: { // INFO: old compilers write 56 bytes, WED 6.7 up to 68; read what is there
        const int stored = int(std::min<qint64>(InfoLayout, record.size()));
        QByteArray buffer = record.left(stored);
        buffer.append(InfoLayout - stored, '\0');
        ByteReader b(buffer);
        b.skip(4, field("type"));
        for (float &u : o.info.unused)
            u = b.f32(field("unused"));
        o.info.sunAzimuth = b.f32(field("sunAzimuth"));
        o.info.sunElevation = b.f32(field("sunElevation"));
        o.flags = b.u32(field("flags"));
        o.info.compilerVersion = b.f32(field("version"));
        o.info.gamma = b.u8(field("gamma"));
        o.info.lightmapSize = b.u8(field("lightmapSize"));
        for (quint8 &u : o.info.unused2)
            u = b.u8(field("unused2"));
        o.info.sunColor = b.u32(field("sunColor"));
        o.info.ambientColor = b.u32(field("ambientColor"));
        for (quint32 &c : o.info.fogColors)
            c = b.u32(field("fogColors"));
        o.info.storedSize = stored;
        r.seek(stored, field("tail"));
        break;
    }
    case 6: { // PATH
        o.name = r.bytes(20, field("name"));
        o.path.nodeCountField = r.f32(field("nodeCount"));
        for (quint32 &u : o.path.unused)
            u = r.u32(field("unused"));
        const quint32 units = r.u32(field("units"));
        r.requireRecords(units, 12, field("data"));
        qint64 nodes = 0;
        if (isNodeCount(o.path.nodeCountField, units, &nodes) && !(nodes == 0 && units > 0)) {
            const qint64 edges = (qint64(units) - 3 * nodes) / 2;
            o.path.nodes.resize(size_t(nodes));
            for (WmbPathNode &n : o.path.nodes) {
                n.id = file.allocId();
                readVec(r, n.position, field("node"));
            }
            for (WmbPathNode &n : o.path.nodes)
                for (float &s : n.skills)
                    s = r.f32(field("node.skills"));
            o.path.edges.resize(size_t(edges));
            for (WmbPathEdge &e : o.path.edges) {
                e.id = file.allocId();
                e.node1 = r.f32(field("edge.node1"));
                e.node2 = r.f32(field("edge.node2"));
                e.length = r.f32(field("edge.length"));
                e.bezier = r.f32(field("edge.bezier"));
                e.weight = r.f32(field("edge.weight"));
                e.skill = r.f32(field("edge.skill"));
            }
        } else {
            // WMB6: node count 0 and a plain list of points.
            o.path.legacy = true;
            o.path.points.resize(units);
            for (Eigen::Vector3f &p : o.path.points)
                readVec(r, p, field("point"));
        }
        break;
    }
    case 7: // ENTITY
        readVec(r, o.origin, field("origin"));
        readVec(r, o.angles, field("angles"));
        readVec(r, o.scale, field("scale"));
        o.name = r.bytes(33, field("name"));
        o.file = r.bytes(33, field("file"));
        o.action = r.bytes(33, field("action"));
        o.padding = r.bytes(1, field("padding"));
        r.require(20 * 4, field("skills"));
        for (int k = 0; k < 20; ++k)
            o.skills.push_back(r.f32(field("skills")));
        o.flags = r.u32(field("flags"));
        o.ambient = r.f32(field("ambient"));
        o.entity.albedo = r.f32(field("albedo"));
        o.entity.attachedPath = r.i32(field("attachedPath"));
        o.entity.attachedEntity = r.i32(field("attachedEntity"));
        o.entity.material = r.bytes(33, field("material"));
        o.entity.string1 = r.bytes(33, field("string1"));
        o.entity.string2 = r.bytes(33, field("string2"));
        o.entity.unused = r.bytes(33, field("unused"));
        break;
    case 8: // REGION
        readVec(r, o.origin, field("minimum"));
        readVec(r, o.region.maximum, field("maximum"));
        for (quint32 &u : o.unused)
            u = r.u32(field("unused"));
        o.name = r.bytes(20, field("name"));
        break;
    default:
        break; // unknown type: everything after the type word is the tail
    }
    o.tail = r.bytes(r.remaining(), field("tail"));
    return o;
}

QByteArray WmbObjectCodec::writeRecord(const WmbObject &o, int index)
{
    ByteWriter w;
    w.u32(o.type);
    switch (o.type) {
    case 1:
        writeVec(w, o.origin);
        writeVec(w, o.angles);
        for (quint32 u : o.unused)
            w.u32(u);
        writeField(w, o.name, 20, index, "name");
        break;
    case 2:
        writeVec(w, o.origin);
        writeVec(w, o.light.color);
        w.f32(o.light.range);
        w.u32(o.flags);
        break;
    case 3:
        writeVec(w, o.origin);
        writeVec(w, o.angles);
        writeVec(w, o.scale);
        writeField(w, o.name, 20, index, "name");
        writeField(w, o.file, 13, index, "file");
        writeField(w, o.action, 20, index, "action");
        writeField(w, o.padding, 3, index, "padding");
        writeSkills(w, o.skills, 8, index);
        w.u32(o.flags);
        w.f32(o.ambient);
        break;
    case 4:
        writeVec(w, o.origin);
        w.f32(o.sound.volume);
        for (float u : o.sound.unused)
            w.f32(u);
        w.u32(o.sound.range);
        w.u32(o.flags);
        writeField(w, o.file, 33, index, "file");
        writeField(w, o.padding, 3, index, "padding");
        break;
    case 5: {
        ByteWriter b;
        b.u32(o.type);
        for (float u : o.info.unused)
            b.f32(u);
        b.f32(o.info.sunAzimuth);
        b.f32(o.info.sunElevation);
        b.u32(o.flags);
        b.f32(o.info.compilerVersion);
        b.u8(o.info.gamma);
        b.u8(o.info.lightmapSize);
        for (quint8 u : o.info.unused2)
            b.u8(u);
        b.u32(o.info.sunColor);
        b.u32(o.info.ambientColor);
        for (quint32 c : o.info.fogColors)
            b.u32(c);
        if (o.info.storedSize < 4 || o.info.storedSize > InfoLayout)
            throw FormatError(-1, QStringLiteral("objects[%1].info").arg(index),
                              QStringLiteral("stored size %1 outside 4..60").arg(o.info.storedSize));
        return b.data().left(o.info.storedSize);
    }
    case 6: {
        writeField(w, o.name, 20, index, "name");
        if (o.path.legacy) {
            w.f32(o.path.nodeCountField);
            for (quint32 u : o.path.unused)
                w.u32(u);
            w.u32(quint32(o.path.points.size()));
            for (const Eigen::Vector3f &p : o.path.points)
                writeVec(w, p);
            break;
        }
        const qint64 units = 3 * qint64(o.path.nodes.size()) + 2 * qint64(o.path.edges.size());
        if (units > 0xffffffffLL)
            throw FormatError(-1, QStringLiteral("objects[%1].path").arg(index), QStringLiteral("path too large"));
        w.f32(float(o.path.nodes.size()));
        for (quint32 u : o.path.unused)
            w.u32(u);
        w.u32(quint32(units));
        for (const WmbPathNode &n : o.path.nodes)
            writeVec(w, n.position);
        for (const WmbPathNode &n : o.path.nodes)
            for (float s : n.skills)
                w.f32(s);
        for (const WmbPathEdge &e : o.path.edges) {
            w.f32(e.node1);
            w.f32(e.node2);
            w.f32(e.length);
            w.f32(e.bezier);
            w.f32(e.weight);
            w.f32(e.skill);
        }
        break;
    }
    case 7:
        writeVec(w, o.origin);
        writeVec(w, o.angles);
        writeVec(w, o.scale);
        writeField(w, o.name, 33, index, "name");
        writeField(w, o.file, 33, index, "file");
        writeField(w, o.action, 33, index, "action");
        writeField(w, o.padding, 1, index, "padding");
        writeSkills(w, o.skills, 20, index);
        w.u32(o.flags);
        w.f32(o.ambient);
        w.f32(o.entity.albedo);
        w.i32(o.entity.attachedPath);
        w.i32(o.entity.attachedEntity);
        writeField(w, o.entity.material, 33, index, "material");
        writeField(w, o.entity.string1, 33, index, "string1");
        writeField(w, o.entity.string2, 33, index, "string2");
        writeField(w, o.entity.unused, 33, index, "unused");
        break;
    case 8:
        writeVec(w, o.origin);
        writeVec(w, o.region.maximum);
        for (quint32 u : o.unused)
            w.u32(u);
        writeField(w, o.name, 20, index, "name");
        break;
    default:
        break;
    }
    return w.take();
}

QByteArray WmbObjectCodec::write(const WmbFile &file)
{
    const auto &objects = file.m_objects;
    if (objects.size() > 0x3fffffffu)
        throw FormatError(-1, QStringLiteral("objects.count"), QStringLiteral("too many objects"));
    ByteWriter w;
    w.u32(quint32(objects.size()));
    const qint64 table = w.pos();
    w.zeros(4 * qint64(objects.size()));
    w.bytes(file.m_objectGap);
    for (size_t i = 0; i < objects.size(); ++i) {
        if (w.pos() > 0xffffffffLL)
            throw FormatError(-1, QStringLiteral("objects"), QStringLiteral("list exceeds 4 GB"));
        w.patchU32(table + 4 * qint64(i), quint32(w.pos()));
        w.bytes(writeRecord(objects[i], int(i)));
        w.bytes(objects[i].tail);
    }
    return w.take();
}

} // namespace ackedit::format
