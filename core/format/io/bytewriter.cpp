#include "io/bytewriter.h"

namespace ackedit::format {

void ByteWriter::fixedString(const QByteArray &text, int width)
{
    const QByteArray cut = text.left(width);
    m_data.append(cut);
    m_data.append(width - cut.size(), '\0');
}

} // namespace ackedit::format
