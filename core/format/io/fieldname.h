#pragma once
// The name of a field for an error message, given either as text or as parts that are joined
// only when an error is reported ("blocks[12].numverts" from "blocks", 12, "numverts"), so a
// reader names every field it reads without building a string per record.
#include <QString>
#include <QtGlobal>

namespace ackedit::format {

class FieldName
{
public:
    // The caller's text; it must outlive the call this name is passed to (a temporary does).
    FieldName(const QString &text) : m_text(&text) {}
    FieldName(QLatin1String text) : m_latin1(text) {}
    // list[index].field, or list[index] when field is null.
    FieldName(const char *list, qint64 index, const char *field = nullptr)
        : m_list(list), m_field(field), m_index(index)
    {
    }
    QString toString() const
    {
        if (m_text)
            return *m_text;
        if (!m_list)
            return QString(m_latin1);
        QString out = QStringLiteral("%1[%2]").arg(QLatin1String(m_list)).arg(m_index);
        if (m_field)
            out += QLatin1Char('.') + QLatin1String(m_field);
        return out;
    }

private:
    const QString *m_text = nullptr;
    QLatin1String m_latin1;
    const char *m_list = nullptr;
    const char *m_field = nullptr;
    qint64 m_index = 0;
};

} // namespace ackedit::format
