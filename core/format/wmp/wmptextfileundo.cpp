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

WmpTextFile::Snapshot WmpTextFile::Snapshot::copy() const
{
    Snapshot s{tree.clone(), generation, version, tool, created, objects, blocks, entities, level, wed, textures,
               opaqueSections, root, world, objectByNumber, blockByNumber, entityByNumber, objectById, blockById,
               entityById, declared};
    return s;
}

WmpTextFile::Snapshot WmpTextFile::snapshot() const
{
    Snapshot s{m_tree.clone(), m_generation, m_version, m_tool, m_created, m_objects, m_blocks, m_entities,
               m_level, m_wed, m_textures, m_opaqueSections, m_root, m_world, m_objectByNumber, m_blockByNumber,
               m_entityByNumber, m_objectById, m_blockById, m_entityById, m_declared};
    return s;
}

void WmpTextFile::swapState(Snapshot &state)
{
    const quint32 next = m_tree.newId();
    std::swap(m_tree, state.tree);
    while (m_tree.newId() < next) {
    }
    std::swap(m_generation, state.generation);
    std::swap(m_version, state.version);
    std::swap(m_tool, state.tool);
    std::swap(m_created, state.created);
    std::swap(m_objects, state.objects);
    std::swap(m_blocks, state.blocks);
    std::swap(m_entities, state.entities);
    std::swap(m_level, state.level);
    std::swap(m_wed, state.wed);
    std::swap(m_textures, state.textures);
    std::swap(m_opaqueSections, state.opaqueSections);
    std::swap(m_root, state.root);
    std::swap(m_world, state.world);
    std::swap(m_objectByNumber, state.objectByNumber);
    std::swap(m_blockByNumber, state.blockByNumber);
    std::swap(m_entityByNumber, state.entityByNumber);
    std::swap(m_objectById, state.objectById);
    std::swap(m_blockById, state.blockById);
    std::swap(m_entityById, state.entityById);
    std::swap(m_declared, state.declared);
}

} // namespace ackedit::format
