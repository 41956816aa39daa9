#pragma once
// Records left in a file's bytes until first use: the lazy frames of MDL2-5, MDL7 and HMP keep
// one of these instead of decoded values. The bytes are a SharedBytes slice of the file (no copy)
// and are released once the owner has decoded them.
#include "common/sharedbytes.h"

namespace ackedit::format {

class StoredRecords
{
public:
    // `size` bytes at `offset` of `file`, which the caller has bounds-checked.
    void set(const QByteArray &file, qint64 offset, qint64 size)
    {
        m_bytes = SharedBytes::slice(file, offset, size);
        m_pending = true;
    }
    // Still only the stored bytes: the owner has decoded nothing, so they are what it writes.
    bool isPending() const { return m_pending; }
    QByteArrayView bytes() const { return m_bytes.view(); }
    const char *data() const { return m_bytes.constData(); }
    // Decoded or replaced: the file's bytes are no longer needed.
    void release()
    {
        m_bytes = SharedBytes();
        m_pending = false;
    }

private:
    SharedBytes m_bytes;
    bool m_pending = false;
};

} // namespace ackedit::format
