#pragma once
// Pieces of a file's bytes that share its buffer (implicit sharing) instead of copying it: a
// reader can hand out thousands of lines or payloads for the price of a reference count each.
// A slice is not '\0'-terminated inside the buffer (like QByteArray::fromRawData), so its
// constData() must not go to C-string functions; writing to it detaches as usual.
#include <QByteArray>

namespace ackedit::format {

// `data` itself when it owns its buffer, else a copy that does: a view or a static literal
// (QByteArray::fromRawData) must not be referenced beyond the call that lent it.
inline QByteArray ownedBytes(const QByteArray &data)
{
    return const_cast<QByteArray &>(data).data_ptr().isMutable() ? data : QByteArray(data.constData(), data.size());
}

// data[pos, pos + length) sharing data's buffer; a copy when data does not own its buffer.
// The caller checks the range.
inline QByteArray sharedSlice(const QByteArray &data, qsizetype pos, qsizetype length)
{
    QByteArray::DataPointer d = const_cast<QByteArray &>(data).data_ptr(); // takes a reference
    if (!d.isMutable() || length == 0)
        return data.mid(pos, length);
    d.ptr += pos;
    d.size = length;
    return QByteArray(std::move(d));
}

} // namespace ackedit::format
