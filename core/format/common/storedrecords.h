#pragma once
// Records left in a file's bytes until first use: the lazy frames of MDL2-5, MDL7 and HMP keep
// one of these instead of decoded values. The bytes are shared with the file (QByteArray
// implicit sharing, no copy) and released once the owner has decoded them.
#include <QByteArray>
#include <QByteArrayView>

namespace ackedit::format {

class StoredRecords
{
public:
    // `size` bytes at `offset` of `file`, which the caller has bounds-checked.
    void set(const QByteArray &file, qint64 offset, qint64 size)
    {
        m_source = file;
        m_offset = offset;
        m_size = size;
        m_pending = true;
    }
    // Still only the stored bytes: the owner has decoded nothing, so they are what it writes.
    bool isPending() const { return m_pending; }
    QByteArrayView bytes() const { return QByteArrayView(m_source).sliced(m_offset, m_size); }
    const char *data() const { return m_source.constData() + m_offset; }
    // Decoded or replaced: the file's bytes are no longer needed.
    void release()
    {
        m_source = QByteArray();
        m_pending = false;
    }

private:
    QByteArray m_source;
    qint64 m_offset = 0;
    qint64 m_size = 0;
    bool m_pending = false;
};

} // namespace ackedit::format
