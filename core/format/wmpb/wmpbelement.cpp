#include "wmpb/wmpbelement.h"

namespace ackedit::format {

WmpbElement WmpbElement::leaf(quint8 id, quint8 kind, const QByteArray &payload)
{
    WmpbElement e;
    e.id = id;
    e.kind = kind;
    e.tag2 = quint8(kind + 1);
    e.data = payload;
    return e;
}

WmpbElement WmpbElement::record(quint8 id, quint8 kind, const QByteArray &fixed)
{
    WmpbElement e = leaf(id, kind, fixed);
    e.container = true;
    return e;
}

qint64 WmpbElement::byteSize() const
{
    qint64 size = 8 + data.size();
    for (const WmpbElement &c : children)
        size += c.byteSize();
    return size;
}

int WmpbElement::indexOf(quint8 childId, quint8 childKind, int from) const
{
    for (int i = from < 0 ? 0 : from; i < int(children.size()); ++i)
        if (children[size_t(i)].is(childId, childKind))
            return i;
    return -1;
}

const WmpbElement *WmpbElement::child(quint8 childId, quint8 childKind) const
{
    const int i = indexOf(childId, childKind);
    return i < 0 ? nullptr : &children[size_t(i)];
}

WmpbElement *WmpbElement::child(quint8 childId, quint8 childKind)
{
    const int i = indexOf(childId, childKind);
    return i < 0 ? nullptr : &children[size_t(i)];
}

int WmpbElement::count(quint8 childId, quint8 childKind) const
{
    int n = 0;
    for (const WmpbElement &c : children)
        n += c.is(childId, childKind) ? 1 : 0;
    return n;
}

} // namespace ackedit::format
