#include "io/formaterror.h"

namespace ackedit::format {

QString FormatError::toString(const QString &fileName) const
{
    QString text;
    if (!fileName.isEmpty())
        text += fileName + QStringLiteral(": ");
    if (offset >= 0)
        text += QStringLiteral("offset 0x%1: ").arg(offset, 4, 16, QLatin1Char('0'));
    if (!field.isEmpty())
        text += field + QStringLiteral(": ");
    return text + problem;
}

} // namespace ackedit::format
