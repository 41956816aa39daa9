#pragma once
// Parses a chain of binary WMP elements into WmpbElement trees and serialises them back. Which
// elements are containers, and the length of their fixed part, depends on where they sit (the
// table in wmp.md section 2); everything not in the table is a leaf kept verbatim.
#include "wmpb/wmpbelement.h"

#include <QString>

namespace ackedit::format {

class ByteWriter;

class WmpbCodec
{
public:
    // Where a chain of elements lives; decides which (id, kind) pairs are containers.
    enum class Context { Top, Node, BlockData, Plain };

    // Nesting limit for hostile files (WED levels nest a few groups deep).
    static constexpr int MaxDepth = 128;

    // Parses the elements filling data[begin, end) exactly. Payloads share data's buffer when it
    // owns one (common/sharedbytes.h). Throws FormatError (offset, field =
    // `path` + element position) on a bad header, a size running past its parent, a container
    // shorter than its fixed part, or nesting deeper than MaxDepth.
    static std::vector<WmpbElement> parseChain(const QByteArray &data, qint64 begin, qint64 end,
                                               Context context, int depth, const QString &path);
    // An element's path as parts ("element[3][0]"), formatted only for an error message.
    struct ElementPath
    {
        const QString *root = nullptr;     // the path of the first chain
        const ElementPath *parent = nullptr; // otherwise: the chain this element is in
        size_t index = 0;
        QString toString() const;
    };
    static std::vector<WmpbElement> parseChain(const QByteArray &data, qint64 begin, qint64 end, Context context,
                                               int depth, const ElementPath &path);

    // Appends `element` with its header; the size field is computed from the content.
    // Throws FormatError if an element would exceed 4 GiB.
    static void write(ByteWriter &out, const WmpbElement &element);

    // Fixed-part length of a container at (context, id, kind), or -1 for a leaf.
    static int fixedSize(Context context, quint8 id, quint8 kind);
    static Context childContext(Context context, quint8 id, quint8 kind);
};

} // namespace ackedit::format
