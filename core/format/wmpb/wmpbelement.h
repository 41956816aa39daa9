#pragma once
// One element of a binary WMP (see ../shared/formats/wmp.md, section 2): an 8-byte header
// (id, kind, kind + 1, 0, uint32 total size) and a payload. Containers (records and nodes, and
// the face records inside block data) have a fixed part followed by child elements; everything
// else is a leaf whose payload is kept as bytes. The element tree is the lossless storage of a
// WmpbFile: unknown elements are leaves kept verbatim, and every size is recomputed on write.
#include <QByteArray>

#include <cstdint>
#include <vector>

namespace ackedit::format {

struct WmpbElement
{
    quint8 id = 0;
    quint8 kind = 0;
    quint8 tag2 = 1;           // kind + 1 in every real file
    quint8 tag3 = 0;           // 0 in every real file
    bool container = false;    // parsed as fixed part + child elements
    QByteArray data;           // payload of a leaf, fixed part of a container
    std::vector<WmpbElement> children;
    quint32 uid = 0;           // scene nodes: the stable node id (never written to the file)
    bool heldNodes = false;    // scene nodes: held child nodes when read (a class the reader does
                               // not name may: it stays a container, so undo can put them back)
    qint64 offset = -1;        // file offset it was read from, -1 for new elements

    static WmpbElement leaf(quint8 id, quint8 kind, const QByteArray &payload);
    static WmpbElement record(quint8 id, quint8 kind, const QByteArray &fixed);

    bool is(quint8 elementId, quint8 elementKind) const { return id == elementId && kind == elementKind; }
    bool isSceneNode() const { return container && id == 1 && kind == 5; }

    // Total bytes on disk including the 8-byte header.
    qint64 byteSize() const;

    // First child with this id and kind at or after `from`, -1 if none.
    int indexOf(quint8 childId, quint8 childKind, int from = 0) const;
    const WmpbElement *child(quint8 childId, quint8 childKind) const;
    WmpbElement *child(quint8 childId, quint8 childKind);
    int count(quint8 childId, quint8 childKind) const;
};

} // namespace ackedit::format
