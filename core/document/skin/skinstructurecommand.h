#pragma once
// One undo step of skin structure: insert (blank, imported, duplicate), remove, move, resize.
// Stores values: the skin record taken out (exact bytes back), the pixel UVs where the edit
// scales them, and the working images (SkinEdits slots) that leave with a skin, so strokes
// made before the edit still find their canvas under the skin's new index after undo and redo.
#include "skin/skinedits.h"

#include <QSize>
#include <QUndoCommand>

#include "common/embeddedskins.h"
#include <functional>
#include <vector>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::document {

class SkinStructureCommand : public QUndoCommand
{
public:
    // What the command edits; `changed` is called after every do / undo / redo (the document
    // emits its skinsChanged signal there).
    struct Host
    {
        std::function<format::AssetFile *()> asset;
        SkinEdits *edits = nullptr;
        std::function<void()> changed;
    };

    // The caller has checked the edit with SkinStructure (check* functions): a failed first redo
    // makes the command obsolete instead of recording a step.
    static SkinStructureCommand *insert(const Host &host, int at, format::SkinRecord record, SkinEdits::Slot slot, const QString &text);
    static SkinStructureCommand *remove(const Host &host, int skin, const QString &text);
    static SkinStructureCommand *move(const Host &host, int from, int to, const QString &text);
    static SkinStructureCommand *resize(const Host &host, int skin, const QSize &size, const QString &text);

    void redo() override;
    void undo() override;

private:
    enum class Op { Insert, Remove, Move, Resize };
    SkinStructureCommand(Op op, const Host &host, int a, int b, const QString &text);
    bool redoResize();

    Op m_op;
    Host m_host;
    int m_a, m_b;     // insert / remove / resize: the skin; move: from, to
    QSize m_size;     // resize
    bool m_done = false; // the first redo ran
    format::SkinRecord m_record; // insert: the new skin, until first inserted
    format::SkinRecord m_taken;  // the skin while it is out of the asset
    SkinEdits::Slot m_slot; // its working image meanwhile
    format::SkinRecord m_uvBefore, m_uvAfter; // pixel UVs (MDL2-5, IDPO)
    format::SkinRecord m_savedBefore, m_savedAfter; // resize: the resized skins
    std::vector<int> m_resized;
    std::vector<SkinEdits::Slot> m_slotsBefore, m_slotsAfter;
};

} // namespace ackedit::document
