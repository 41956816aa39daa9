#pragma once
// The structure path of a text WMP field ("object[3].transform", "block[2].face[5]") kept as
// parts and joined into text only when an error names it, so a successful read builds no
// field-name strings.
#include <QString>
#include <QtGlobal>

namespace ackedit::format {

class WmpField
{
public:
    WmpField(const char *name) { m_parts[m_count++] = {name, 0, false}; }
    WmpField(const char *name, qint64 index) { m_parts[m_count++] = {name, index, true}; }
    WmpField(const QString &text) : m_text(text) {} // an already formatted path
    // This path followed by ".name" or ".name[index]" (at most three parts in all).
    WmpField sub(const char *name) const { return appended({name, 0, false}); }
    WmpField sub(const char *name, qint64 index) const { return appended({name, index, true}); }
    QString toString() const;

private:
    struct Part
    {
        const char *name = nullptr;
        qint64 index = 0;
        bool hasIndex = false;
    };
    WmpField() = default;
    WmpField appended(Part part) const;

    Part m_parts[3];
    int m_count = 0;
    QString m_text; // used when m_count == 0
};

} // namespace ackedit::format
