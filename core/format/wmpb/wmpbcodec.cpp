#include "wmpb/wmpbcodec.h"

#include "io/bytewriter.h"
#include "io/formaterror.h"
#include "common/sharedbytes.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace ackedit::format {

int WmpbCodec::fixedSize(Context context, quint8 id, quint8 kind)
{
    switch (context) {
    case Context::Top:
        if (id == 1 && kind == 4) return 24; // file header
        if (id == 2 && kind == 4) return 0;  // WED settings
        if (id == 1 && kind == 5) return 8;  // root scene node
        return -1;
    case Context::Node:
        if (kind != 5)
            return -1;
        switch (id) {
        case 1: return 8;   // child scene node
        case 2: return 8;   // block data
        case 4: return 20;  // level data
        case 6: return 8;   // start (position)
        case 7: return 24;  // light
        case 8: return 24;  // sound
        case 9: return 20;  // entity
        case 10: return 8;  // path
        case 11: return 8;  // region
        default: return -1;
        }
    case Context::BlockData:
        return id == 18 && kind == 2 ? 16 : -1; // face record
    case Context::Plain:
        break;
    }
    return -1;
}

WmpbCodec::Context WmpbCodec::childContext(Context context, quint8 id, quint8 kind)
{
    if ((context == Context::Top || context == Context::Node) && id == 1 && kind == 5)
        return Context::Node;
    if (context == Context::Node && id == 2 && kind == 5)
        return Context::BlockData;
    return Context::Plain;
}

QString WmpbCodec::ElementPath::toString() const
{
    return root ? *root : QStringLiteral("%1[%2]").arg(parent->toString()).arg(index);
}

std::vector<WmpbElement> WmpbCodec::parseChain(const QByteArray &data, qint64 begin, qint64 end,
                                               Context context, int depth, const QString &path)
{
    return parseChain(data, begin, end, context, depth, ElementPath{&path});
}

std::vector<WmpbElement> WmpbCodec::parseChain(const QByteArray &data, qint64 begin, qint64 end, Context context,
                                               int depth, const ElementPath &path)
{
    // Field names are built only for errors: this runs for every element of every file.
    auto field = [&](size_t index) { return ElementPath{nullptr, &path, index}.toString(); };
    if (depth > MaxDepth)
        throw FormatError(begin, path.toString(), QStringLiteral("elements nested deeper than %1 levels").arg(MaxDepth));
    if (begin < 0 || end > data.size() || begin > end)
        throw FormatError(begin, path.toString(), QStringLiteral("range %1..%2 outside the %3-byte file").arg(begin).arg(end).arg(data.size()));
    // Count the elements first (a walk over the size fields) so the chain is allocated once; a
    // bad size ends the count and is reported by the loop below.
    size_t elements = 0;
    for (qint64 at = begin; end - at >= 8; ++elements) {
        quint32 raw;
        std::memcpy(&raw, data.constData() + at + 4, 4);
        if (raw < 8 || qint64(raw) > end - at)
            break;
        at += raw;
    }
    std::vector<WmpbElement> chain;
    chain.reserve(elements + 1);
    qint64 at = begin;
    while (at < end) {
        // Zero bytes after the last top-level element: padding some copy tools leave (an element
        // header is never all zero). readWmpb keeps them.
        if (context == Context::Top && std::all_of(data.constData() + at, data.constData() + end, [](char c) { return c == 0; }))
            break;
        const size_t index = chain.size();
        if (end - at < 8)
            throw FormatError(at, field(index), QStringLiteral("%1 bytes left, too few for an element header").arg(end - at));
        const auto *p = reinterpret_cast<const uchar *>(data.constData() + at);
        quint32 raw;
        std::memcpy(&raw, p + 4, 4);
        const qint64 size = raw;
        if (size < 8 || size > end - at)
            throw FormatError(at + 4, field(index) + QStringLiteral(".size"),
                              QStringLiteral("element size %1 outside 8..%2 (id %3, kind %4)").arg(size).arg(end - at).arg(p[0]).arg(p[1]));
        const int fixed = fixedSize(context, p[0], p[1]);
        if (fixed > size - 8)
            throw FormatError(at, field(index),
                              QStringLiteral("element (id %1, kind %2) of %3 bytes is shorter than its %4-byte fixed part")
                                  .arg(p[0]).arg(p[1]).arg(size).arg(fixed + 8));
        // Built in place (no temporary to move and destroy); the chain was reserved above and a
        // reference stays valid while only its children are parsed.
        WmpbElement &e = chain.emplace_back();
        e.offset = at;
        e.id = p[0];
        e.kind = p[1];
        e.tag2 = p[2];
        e.tag3 = p[3];
        if (fixed < 0) {
            e.data = sharedSlice(data, at + 8, size - 8);
        } else {
            e.container = true;
            e.data = sharedSlice(data, at + 8, fixed);
            const ElementPath childPath{nullptr, &path, index};
            e.children = parseChain(data, at + 8 + fixed, at + size, childContext(context, e.id, e.kind), depth + 1,
                                    childPath);
        }
        at += size;
    }
    return chain;
}

void WmpbCodec::write(ByteWriter &out, const WmpbElement &element)
{
    const qint64 start = out.pos();
    out.u8(element.id);
    out.u8(element.kind);
    out.u8(element.tag2);
    out.u8(element.tag3);
    out.u32(0); // patched below
    out.bytes(element.data);
    for (const WmpbElement &c : element.children)
        write(out, c);
    const qint64 size = out.pos() - start;
    if (size > qint64(std::numeric_limits<quint32>::max()))
        throw FormatError(-1, QStringLiteral("element"), QStringLiteral("element of %1 bytes exceeds the 4 GiB size field").arg(size));
    out.patchU32(start + 4, quint32(size));
}

} // namespace ackedit::format
