#pragma once
// Bytes a caller only lends (QByteArray::fromRawData) must not be kept by a reader: it copies
// them once, so overwriting them after the read changes nothing in what it read.
#include <QByteArray>

#include <utility>

namespace ackedit::testing {

// `read(bytes)` on a lent copy of `bytes`, overwritten once the read returned: whatever the
// result still holds of the file, it must hold as its own copy.
template<typename Read>
auto readLentBytes(const QByteArray &bytes, Read &&read)
{
    QByteArray lent(bytes.constData(), bytes.size());
    auto file = std::forward<Read>(read)(QByteArray::fromRawData(lent.constData(), lent.size()));
    lent.fill('x');
    return file;
}

} // namespace ackedit::testing
