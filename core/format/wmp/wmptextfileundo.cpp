// WmpTextFile undo support: a saved text state comes back with the same ids and bytes.
#include "wmp/wmptextfile.h"

namespace ackedit::format {

void WmpTextFile::restoreState(const WmpSyntaxTree &state)
{
    const quint32 next = m_tree.newId();
    WmpSyntaxTree backup = m_tree.clone();
    m_tree = state.clone();
    // Keep ids unique over the file's lifetime: a section created after this point must not
    // take the id of one that existed in the abandoned state.
    while (m_tree.newId() < next) {
    }
    try {
        rebuild();
    } catch (...) {
        m_tree = std::move(backup);
        rebuild();
        throw;
    }
}

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
