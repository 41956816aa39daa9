#include "wmp/wmpfield.h"

namespace ackedit::format {

WmpField WmpField::appended(Part part) const
{
    WmpField out = *this;
    if (m_count == 0) {
        // A formatted prefix: the suffix is formatted too (only in rarely used paths).
        out.m_text = m_text + QLatin1Char('.') + QLatin1String(part.name)
                   + (part.hasIndex ? QStringLiteral("[%1]").arg(part.index) : QString());
        return out;
    }
    Q_ASSERT(m_count < 3);
    out.m_parts[qMin(m_count, 2)] = part;
    out.m_count = qMin(m_count + 1, 3);
    return out;
}

QString WmpField::toString() const
{
    if (m_count == 0)
        return m_text;
    QString out;
    for (int i = 0; i < m_count; ++i) {
        if (i > 0)
            out += QLatin1Char('.');
        out += QLatin1String(m_parts[i].name);
        if (m_parts[i].hasIndex)
            out += QStringLiteral("[%1]").arg(m_parts[i].index);
    }
    return out;
}

} // namespace ackedit::format
