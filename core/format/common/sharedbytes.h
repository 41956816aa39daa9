#pragma once
// A file's bytes handed out in pieces without copying them (QByteArray implicit sharing: a
// reference count per piece instead of an allocation and a copy). Readers use three forms:
//  - SharedBytes: read-only bytes, a slice of a buffer they keep alive or bytes of their own
//    (skins: an edit assigns new bytes). Only views come out, so no caller can mistake a slice
//    for a NUL-terminated string.
//  - StoredRecords (storedrecords.h): SharedBytes plus "still undecoded", for lazy frames.
//  - sharedSlice(): a QByteArray sharing the buffer, for code built on QByteArray (text WMP
//    lines, WMPB payloads). Such a slice is NOT NUL-terminated inside the buffer, and Qt assumes
//    an owned QByteArray is: constData() must not go to C-string functions, and toInt(&ok) /
//    toDouble(&ok) on it report failure. Take a copy (or a view) of any piece that is parsed.
// Bytes a caller only lent (QByteArray::fromRawData, a view of memory it frees) cannot be kept
// alive by a reference: all three copy them once instead (ownsStorage()).
#include <QByteArray>
#include <QByteArrayView>

namespace ackedit::format {

// Whether `data` owns its buffer (so a reference keeps the bytes alive), unlike fromRawData.
inline bool ownsStorage(const QByteArray &data)
{
    return const_cast<QByteArray &>(data).data_ptr().isMutable();
}

// `data` itself when it owns its buffer, else a copy that does.
inline QByteArray ownedBytes(const QByteArray &data)
{
    return ownsStorage(data) ? data : QByteArray(data.constData(), data.size());
}

// data[pos, pos + length) sharing data's buffer (see the warning above); a copy when data does
// not own its buffer. The caller checks the range.
inline QByteArray sharedSlice(const QByteArray &data, qsizetype pos, qsizetype length)
{
    if (!ownsStorage(data) || length == 0)
        return data.mid(pos, length);
    QByteArray::DataPointer d = const_cast<QByteArray &>(data).data_ptr(); // takes a reference
    d.ptr += pos;
    d.size = length;
    return QByteArray(std::move(d));
}

class SharedBytes
{
public:
    SharedBytes() = default;
    // Owns `bytes` (implicit: assigning a QByteArray replaces the bytes).
    SharedBytes(QByteArray bytes) : m_buffer(std::move(bytes)), m_size(m_buffer.size()) {}

    // `size` bytes at `offset` of `buffer`, which the caller has bounds-checked. Shares the
    // buffer's storage; a buffer that does not own its bytes (QByteArray::fromRawData) could not
    // keep them alive, so those bytes are copied instead.
    static SharedBytes slice(const QByteArray &buffer, qsizetype offset, qsizetype size)
    {
        if (!ownsStorage(buffer))
            return SharedBytes(QByteArray(buffer.constData() + offset, size));
        SharedBytes out;
        out.m_buffer = buffer;
        out.m_offset = offset;
        out.m_size = size;
        return out;
    }

    QByteArrayView view() const { return QByteArrayView(m_buffer.constData() + m_offset, m_size); }
    operator QByteArrayView() const { return view(); }
    const char *constData() const { return m_buffer.constData() + m_offset; }
    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    char operator[](qsizetype i) const { return constData()[i]; }
    // The bytes as a QByteArray: shared when they are a whole buffer, else a copy.
    QByteArray toByteArray() const
    {
        return m_offset == 0 && m_size == m_buffer.size() ? m_buffer : view().toByteArray();
    }
    // Whether these bytes are stored in `buffer`'s storage (a slice of it, not a copy).
    bool sharesStorageWith(const QByteArray &buffer) const
    {
        return !m_buffer.isEmpty() && m_buffer.constData() == buffer.constData();
    }

    friend bool operator==(const SharedBytes &a, const SharedBytes &b) { return a.view() == b.view(); }
    friend bool operator!=(const SharedBytes &a, const SharedBytes &b) { return !(a == b); }

private:
    QByteArray m_buffer;
    qsizetype m_offset = 0;
    qsizetype m_size = 0;
};

} // namespace ackedit::format
