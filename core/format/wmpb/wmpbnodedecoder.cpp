#include "wmpb/wmpbnodedecoder.h"

#include "common/fixedstring.h"
#include "io/formaterror.h"

#include <cstring>

namespace ackedit::format {

namespace {

// A field path ("node#7.data.face[2].uvs") as a chain of parts on the stack, joined into text
// only when an error names it.
class Path
{
public:
    explicit Path(const QString &text) : m_text(&text) {}
    explicit Path(quint32 nodeUid) : m_index(nodeUid), m_kind(Kind::Node) {}
    Path(const Path &parent, const char *member) : m_parent(&parent), m_name(member), m_kind(Kind::Member) {}
    Path(const Path &parent, const char *member, qint64 index)
        : m_parent(&parent), m_name(member), m_index(index), m_kind(Kind::Indexed)
    {
    }
    Path(const Path &parent, size_t childIndex, const WmpbElement &child)
        : m_parent(&parent), m_child(&child), m_index(qint64(childIndex)), m_kind(Kind::Child)
    {
    }
    QString toString() const
    {
        switch (m_kind) {
        case Kind::Text: return *m_text;
        case Kind::Node: return QStringLiteral("node#%1").arg(quint32(m_index));
        case Kind::Member: return m_parent->toString() + QLatin1Char('.') + QLatin1String(m_name);
        case Kind::Indexed: return QStringLiteral("%1.%2[%3]").arg(m_parent->toString(), QLatin1String(m_name)).arg(m_index);
        case Kind::Child:
            return QStringLiteral("%1.child[%2](id %3 kind %4)").arg(m_parent->toString()).arg(size_t(m_index))
                .arg(m_child->id).arg(m_child->kind);
        }
        return {};
    }

private:
    enum class Kind { Text, Node, Member, Indexed, Child };
    const QString *m_text = nullptr;
    const Path *m_parent = nullptr;
    const char *m_name = nullptr;
    const WmpbElement *m_child = nullptr;
    qint64 m_index = 0;
    Kind m_kind = Kind::Text;
};

// Reads one element's payload; errors carry the file offset of the byte and the field path.
// Field names are only built when something fails (decoding runs for every node on every read).
class Payload
{
public:
    Payload(const WmpbElement &e, const Path &field) : m_e(e), m_field(field) {}

    quint32 u32(const char *name) { return get<quint32>(name); }
    quint16 u16(const char *name) { return get<quint16>(name); }
    float f32(const char *name) { return get<float>(name); }
    double f64(const char *name) { return get<double>(name); }
    qint64 remaining() const { return m_e.data.size() - m_pos; }
    // A uint32 count of `recordSize`-byte records that must fit in what is left.
    quint32 count(const char *name, qint64 recordSize)
    {
        const qint64 at = m_pos;
        const quint32 n = u32(name);
        if (recordSize > 0 && qint64(n) > remaining() / recordSize)
            throw FormatError(fileOffset(at), sub(name), QStringLiteral("count %1 of %2-byte records exceeds the %3 bytes left")
                                                           .arg(n).arg(recordSize).arg(remaining()));
        return n;
    }
    void require(qint64 bytes, const char *name) const
    {
        if (bytes < 0 || bytes > remaining())
            throw FormatError(fileOffset(m_pos), sub(name),
                              QStringLiteral("needs %1 bytes but only %2 are left").arg(bytes).arg(remaining()));
    }
    // Steps over `bytes` bytes, checking they are there (what reading them would check).
    void skip(qint64 bytes, const char *name)
    {
        require(bytes, name);
        m_pos += bytes;
    }
    Eigen::Vector3d vec3(const char *name)
    {
        require(24, name);
        const double x = f64(name), y = f64(name), z = f64(name);
        return {x, y, z};
    }
    void expectSize(qint64 size)
    {
        if (m_e.data.size() != size)
            fail(QStringLiteral("%1 bytes, expected %2").arg(m_e.data.size()).arg(size));
    }
    void expectEnd()
    {
        if (remaining() != 0)
            fail(QStringLiteral("%1 unexplained bytes at the end").arg(remaining()));
    }
    [[noreturn]] void fail(const QString &problem) const
    {
        throw FormatError(m_e.offset < 0 ? -1 : m_e.offset, m_field.toString(), problem);
    }

private:
    template<typename T> T get(const char *name)
    {
        require(sizeof(T), name);
        T v;
        const QByteArrayView bytes = QByteArrayView(m_e.data).sliced(m_pos, sizeof(T));
        std::memcpy(&v, bytes.data(), sizeof(T));
        m_pos += sizeof(T);
        return v;
    }
    qint64 fileOffset(qint64 at) const { return m_e.offset < 0 ? -1 : m_e.offset + 8 + at; }
    QString sub(const char *name) const { return Path(m_field, name).toString(); }
    const WmpbElement &m_e;
    qint64 m_pos = 0;
    Path m_field; // refers to the caller's parent parts, which outlive this payload
};

// Keep decodes into a WmpbNode. Check runs the very same checks and builds nothing (no text,
// no arrays): what readWmpb needs to refuse a malformed node, without the node.
enum class Mode { Keep, Check };

QString text(const WmpbElement &e)
{
    // latin1Text() without its intermediate byte array: the text up to the first NUL.
    const qsizetype nul = e.data.indexOf('\0');
    return QString::fromLatin1(QByteArrayView(e.data).first(nul < 0 ? e.data.size() : nul));
}

QString textOf(const WmpbElement &e, quint8 id, quint8 kind)
{
    const WmpbElement *c = e.child(id, kind);
    return c ? text(*c) : QString();
}

template<Mode M>
std::vector<double> doubles(const WmpbElement &e, const Path &field, int count)
{
    Payload p(e, field);
    p.expectSize(qint64(count) * 8);
    if constexpr (M == Mode::Check)
        return {};
    std::vector<double> out;
    out.reserve(size_t(count));
    for (int i = 0; i < count; ++i)
        out.push_back(p.f64("value"));
    return out;
}

WmpbColour colour(const WmpbElement &e, const Path &field)
{
    Payload p(e, field);
    p.expectSize(4);
    return {quint8(e.data[0]), quint8(e.data[1]), quint8(e.data[2]), quint8(e.data[3])};
}

template<Mode M>
std::vector<Eigen::Vector3d> vec3Array(const WmpbElement &e, const Path &field)
{
    Payload p(e, field);
    const quint32 n = p.count("count", 24);
    if constexpr (M == Mode::Check) {
        p.skip(qint64(n) * 24, "vertex");
        p.expectEnd();
        return {};
    }
    std::vector<Eigen::Vector3d> out;
    out.reserve(n);
    for (quint32 i = 0; i < n; ++i)
        out.push_back(p.vec3("vertex"));
    p.expectEnd();
    return out;
}

template<Mode M>
WmpbLevelData decodeLevel(const WmpbElement &e, const Path &path)
{
    WmpbLevelData d;
    Payload p(e, Path(path, "fixed"));
    d.reserved0 = p.u32("reserved0");
    d.reserved1 = p.u32("reserved1");
    d.unknown30 = p.u32("unknown30");
    d.sunAzimuth = p.f32("azimuth");
    d.sunElevation = p.f32("elevation");
    if constexpr (M == Mode::Keep) {
        d.script = textOf(e, 5, 1);
        d.paletteFile = textOf(e, 6, 1);
    }
    for (size_t i = 0; i < e.children.size(); ++i) {
        const WmpbElement &c = e.children[i];
        std::vector<WmpbColour> *list = c.is(4, 3) ? &d.unknown4
                                        : c.is(1, 3) ? &d.fog
                                        : c.is(2, 3) ? &d.sun
                                        : c.is(3, 3) ? &d.ambient
                                                     : nullptr;
        if (!list)
            continue;
        const WmpbColour value = colour(c, Path(path, i, c));
        if constexpr (M == Mode::Keep)
            list->push_back(value);
    }
    return d;
}

// The texture of the previous face: a block's faces mostly share one, and a repeat shares the
// string instead of building a new one.
struct TextureCache
{
    QByteArray bytes;
    QString text;
};

template<Mode M>
WmpbFace decodeFace(const WmpbElement &e, const Path &path, TextureCache &cache)
{
    WmpbFace f;
    Payload p(e, Path(path, "fixed"));
    f.number = p.u32("number");
    f.flags = p.u32("flags");
    f.ambient = p.f32("ambient");
    f.albedo = p.f32("albedo");
    if constexpr (M == Mode::Keep) {
        if (const WmpbElement *c = e.child(3, 1)) {
            if (c->data.isEmpty() || c->data != cache.bytes) {
                cache.bytes = c->data;
                cache.text = text(*c);
            }
            f.texture = cache.text;
        }
    }
    if (const WmpbElement *c = e.child(7, 2)) {
        Payload uv(*c, Path(path, "uvs"));
        const quint32 n = uv.count("count", 16);
        if constexpr (M == Mode::Check) {
            uv.skip(qint64(n) * 16, "u");
        } else {
            f.uvs.reserve(n);
            for (quint32 k = 0; k < n; ++k) {
                const double u = uv.f64("u"), v = uv.f64("v");
                f.uvs.emplace_back(u, v);
            }
        }
        uv.expectEnd();
    }
    if (const WmpbElement *c = e.child(5, 2))
        f.axes = doubles<M>(*c, Path(path, "axes"), 8);
    if (const WmpbElement *c = e.child(9, 2))
        f.mapping = doubles<M>(*c, Path(path, "mapping"), 5);
    return f;
}

template<Mode M>
WmpbBlockData decodeBlock(const WmpbElement &e, const Path &path)
{
    WmpbBlockData d;
    Payload p(e, Path(path, "fixed"));
    d.number = p.u32("number");
    d.flags = p.u32("flags");
    if constexpr (M == Mode::Keep) {
        d.name = textOf(e, 3, 1);
        d.material = textOf(e, 8, 1);
    }
    if (const WmpbElement *c = e.child(1, 2))
        d.vertices = vec3Array<M>(*c, Path(path, "vertices"));
    if (const WmpbElement *c = e.child(17, 2)) {
        const Path field(path, "polygons");
        Payload poly(*c, field);
        const quint32 n = poly.count("count", 2);
        if constexpr (M == Mode::Keep)
            d.polygons.reserve(n);
        for (quint32 k = 0; k < n; ++k) {
            const quint16 corners = poly.u16("corners");
            if constexpr (M == Mode::Check) {
                poly.skip(qint64(corners) * 2, "index");
                continue;
            }
            poly.require(qint64(corners) * 2, "index");
            std::vector<quint16> indices;
            indices.reserve(corners);
            for (quint16 v = 0; v < corners; ++v)
                indices.push_back(poly.u16("index"));
            d.polygons.push_back(std::move(indices));
        }
        poly.expectEnd();
    }
    size_t faces = 0;
    for (const WmpbElement &c : e.children)
        faces += c.is(18, 2) && c.container ? 1 : 0;
    if constexpr (M == Mode::Keep)
        d.faces.reserve(faces);
    TextureCache textures;
    qint64 face = 0;
    for (const WmpbElement &c : e.children) {
        if (!(c.is(18, 2) && c.container))
            continue;
        WmpbFace decoded = decodeFace<M>(c, Path(path, "face", face++), textures);
        if constexpr (M == Mode::Keep)
            d.faces.push_back(std::move(decoded));
    }
    return d;
}

template<Mode M>
WmpbEntityData decodeEntity(const WmpbElement &e, const Path &path)
{
    WmpbEntityData d;
    Payload p(e, Path(path, "fixed"));
    d.type = p.u32("type");
    d.flags = p.u32("flags");
    d.subtypeWord = p.u32("subtype");
    d.ambient = p.f32("ambient");
    d.albedo = p.f32("albedo");
    if constexpr (M == Mode::Keep) {
        d.name = textOf(e, 3, 1);
        d.file = textOf(e, 11, 1);
        d.action = textOf(e, 12, 1);
        d.material = textOf(e, 8, 1);
        d.attachedPath = textOf(e, 13, 1);
        if (const WmpbElement *c = e.child(15, 1))
            d.strings = c->data;
    }
    if (const WmpbElement *c = e.child(11, 2)) {
        Payload s(*c, Path(path, "skills"));
        const quint32 n = s.count("count", 8);
        if constexpr (M == Mode::Check) {
            s.skip(qint64(n) * 8, "skill");
        } else {
            d.skills.reserve(n);
            for (quint32 k = 0; k < n; ++k)
                d.skills.push_back(s.f64("skill"));
        }
        s.expectEnd();
    }
    return d;
}

template<Mode M>
WmpbPathData decodePath(const WmpbElement &e, const Path &path)
{
    WmpbPathData d;
    Payload p(e, Path(path, "fixed"));
    d.type = p.u32("type");
    d.reserved = p.u32("reserved");
    if constexpr (M == Mode::Keep)
        d.name = textOf(e, 3, 1);
    if (const WmpbElement *c = e.child(1, 2))
        d.points = vec3Array<M>(*c, Path(path, "points"));
    if (const WmpbElement *c = e.child(13, 2)) {
        Payload s(*c, Path(path, "nodeSkills"));
        const quint32 n = s.u32("count");
        d.skillsPerNode = s.u32("perNode");
        // Two uint32 counts: their product fits in 64 unsigned bits, not always in qint64.
        const quint64 product = quint64(n) * quint64(d.skillsPerNode);
        if (product > quint64(c->data.size() - 8) / 8)
            s.fail(QStringLiteral("%1 x %2 skills do not fit in %3 bytes").arg(n).arg(d.skillsPerNode).arg(c->data.size()));
        const qint64 values = qint64(product);
        if constexpr (M == Mode::Check) {
            s.skip(values * 8, "skill");
        } else {
            d.nodeSkills.reserve(size_t(values));
            for (qint64 k = 0; k < values; ++k)
                d.nodeSkills.push_back(s.f64("skill"));
        }
        s.expectEnd();
    }
    if (const WmpbElement *c = e.child(15, 2)) {
        Payload s(*c, Path(path, "edges"));
        const quint32 n = s.count("count", 40);
        if constexpr (M == Mode::Check)
            s.skip(qint64(n) * 40, "from");
        for (quint32 k = 0; M == Mode::Keep && k < n; ++k) {
            WmpbPathEdge edge;
            edge.from = s.u32("from");
            edge.to = s.u32("to");
            for (double &v : edge.values)
                v = s.f64("value");
            d.edges.push_back(edge);
        }
        s.expectEnd();
    }
    return d;
}

template<Mode M>
WmpbNode decodeAt(const WmpbElement &e, const Path &path);

} // namespace

bool WmpbNodeDecoder::isClassDataId(quint8 id)
{
    switch (id) {
    case 2: case 4: case 6: case 7: case 8: case 9: case 10: case 11:
        return true;
    default:
        return false;
    }
}

int WmpbNodeDecoder::classDataIndex(const WmpbElement &node)
{
    for (size_t i = 0; i < node.children.size(); ++i) {
        const WmpbElement &c = node.children[i];
        if (c.container && c.kind == 5 && isClassDataId(c.id))
            return int(i);
    }
    return -1;
}

WmpbNode WmpbNodeDecoder::decode(const WmpbElement &e, const QString &path)
{
    return decodeAt<Mode::Keep>(e, Path(path));
}

WmpbNode WmpbNodeDecoder::decode(const WmpbElement &e)
{
    return decodeAt<Mode::Keep>(e, Path(e.uid));
}

void WmpbNodeDecoder::check(const WmpbElement &e)
{
    decodeAt<Mode::Check>(e, Path(e.uid));
}

namespace {

template<Mode M>
WmpbNode decodeAt(const WmpbElement &e, const Path &path)
{
    WmpbNode n;
    n.id = e.uid;
    Payload p(e, Path(path, "fixed"));
    p.expectSize(8);
    n.classCode = quint8(e.data[0]);
    n.subtype = quint8(e.data[1]);
    p.u16("class");
    n.childCount = p.u16("childCount");
    n.reserved = p.u32("reserved");
    bool haveClass = false, haveName = false, havePos = false, haveAng = false, haveScale = false;
    for (size_t i = 0; i < e.children.size(); ++i) {
        const WmpbElement &c = e.children[i];
        const Path field(path, i, c);
        auto vec = [&](bool &seen, Eigen::Vector3d &out) {
            if (seen)
                return;
            Payload v(c, field); // as doubles(c, field, 3), without the vector
            v.expectSize(24);
            const double x = v.f64("value"), y = v.f64("value"), z = v.f64("value");
            out = {x, y, z};
            seen = true;
        };
        if (c.is(2, 1) && !haveClass) {
            if constexpr (M == Mode::Keep)
                n.className = text(c);
            haveClass = true;
        } else if (c.is(3, 1) && !haveName) {
            if constexpr (M == Mode::Keep)
                n.name = text(c);
            haveName = true;
        } else if (c.is(1, 0)) {
            vec(havePos, n.position);
        } else if (c.is(3, 0)) {
            vec(haveAng, n.angles);
        } else if (c.is(5, 0)) {
            vec(haveScale, n.scale);
        } else if (c.isSceneNode()) {
            if constexpr (M == Mode::Keep)
                n.children.push_back(c.uid);
        }
    }
    const int dataIndex = WmpbNodeDecoder::classDataIndex(e);
    if (dataIndex >= 0) {
        const WmpbElement &c = e.children[size_t(dataIndex)];
        const Path field(path, "data");
        const Path fixedField(field, "fixed");
        Payload fixed(c, fixedField);
        switch (c.id) {
        case 4: n.data = decodeLevel<M>(c, field); break;
        case 2: n.data = decodeBlock<M>(c, field); break;
        case 6: {
            WmpbStartData d;
            d.type = fixed.u32("type");
            d.reserved = fixed.u32("reserved");
            if constexpr (M == Mode::Keep)
                if (const WmpbElement *name = c.child(3, 1))
                    d.name = text(*name);
            n.data = d;
            break;
        }
        case 7: {
            WmpbLightData d;
            d.type = fixed.u32("type");
            d.flags = fixed.u32("flags");
            d.red = fixed.u32("red");
            d.green = fixed.u32("green");
            d.blue = fixed.u32("blue");
            d.range = fixed.f32("range");
            n.data = d;
            break;
        }
        case 8: {
            WmpbSoundData d;
            d.type = fixed.u32("type");
            d.reserved0 = fixed.u32("reserved0");
            d.volume = fixed.u32("volume");
            d.reserved1 = fixed.u32("reserved1");
            d.unknown1 = fixed.u32("unknown1");
            d.range = fixed.u32("range");
            if constexpr (M == Mode::Keep)
                if (const WmpbElement *file = c.child(11, 1))
                    d.file = text(*file);
            n.data = d;
            break;
        }
        case 9: n.data = decodeEntity<M>(c, field); break;
        case 10: n.data = decodePath<M>(c, field); break;
        case 11: {
            WmpbRegionData d;
            d.type = fixed.u32("type");
            d.reserved = fixed.u32("reserved");
            if (const WmpbElement *box = c.child(9, 0))
                d.box = doubles<M>(*box, Path(field, "box"), 6);
            if constexpr (M == Mode::Keep)
                if (const WmpbElement *name = c.child(3, 1))
                    d.name = text(*name);
            n.data = d;
            break;
        }
        default: break;
        }
    }
    return n;
}

} // namespace

} // namespace ackedit::format
