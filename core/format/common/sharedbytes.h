#pragma once
// Read-only bytes that are either a slice of a buffer they share (a reader's file bytes, kept
// without a copy) or a buffer of their own (anything assigned, e.g. a re-encoded skin). A slice
// holds a reference to the whole buffer, so the buffer lives as long as any slice of it, and no
// slice ever writes to it: an edit assigns new bytes, which the edited value then owns.
// Not a QByteArray pointing into the buffer's storage: Qt assumes a QByteArray that owns its
// storage is NUL-terminated, which a slice is not.
#include <QByteArray>
#include <QByteArrayView>

#include <utility>

namespace ackedit::format {

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
        QByteArray keep = buffer;
        if (!keep.data_ptr().isMutable())
            return SharedBytes(QByteArray(buffer.constData() + offset, size));
        SharedBytes out;
        out.m_buffer = std::move(keep);
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
