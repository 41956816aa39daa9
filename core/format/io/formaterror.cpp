#include "io/formaterror.h"

#include <QCoreApplication>

namespace ackedit::format {

QString FormatError::toString(const QString &fileName) const
{
    QStringList parts;
    if (!fileName.isEmpty())
        parts << fileName;
    if (offset >= 0)
        parts << QCoreApplication::translate("ackedit::format::FormatError", "offset 0x%1").arg(offset, 4, 16, QLatin1Char('0'));
    if (!field.isEmpty())
        parts << field;
    if (!problem.isEmpty())
        parts << problem;
    return parts.join(QStringLiteral(": "));
}

QString FormatError::summary() const
{
    if (!lead.isEmpty())
        return lead;
    return QCoreApplication::translate("ackedit::format::FormatError", "The file is damaged or truncated");
}

QString FormatError::message(const QString &fileName) const
{
    const QString detail = toString(fileName);
    return QCoreApplication::translate("ackedit::format::FormatError", "%1.").arg(summary())
           + (detail.isEmpty() ? QString() : QLatin1Char('\n') + detail);
}

QString FormatError::messageLine(const QString &fileName) const
{
    return toString(fileName.isEmpty() ? summary() : fileName + QStringLiteral(": ") + summary());
}

} // namespace ackedit::format
