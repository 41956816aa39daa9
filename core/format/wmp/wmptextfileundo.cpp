// WmpTextFile undo support for field edits: saved sections come back with the same ids and bytes.
#include "wmp/wmptextfile.h"

namespace ackedit::format {

std::vector<WmpSection> WmpTextFile::saveSections(const std::vector<quint32> &ids) const
{
    std::vector<WmpSection> out;
    for (quint32 id : ids) {
        if (const WmpSection *s = m_tree.section(id))
            out.push_back(*s);
    }
    return out;
}

void WmpTextFile::restoreSections(const std::vector<WmpSection> &sections)
{
    // Field edits touch only their own sections: re-derive only those that differ.
    fieldTransaction([&] {
        for (const WmpSection &saved : sections) {
            if (m_tree.section(saved.id))
                sectionOf(saved.id, QStringLiteral("section")) = saved;
        }
    });
}

} // namespace ackedit::format
