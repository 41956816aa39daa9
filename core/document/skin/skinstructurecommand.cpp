#include "skin/skinstructurecommand.h"

#include "skin/skinstructure.h"

namespace ackedit::document {

SkinStructureCommand::SkinStructureCommand(Op op, const Host &host, int a, int b, const QString &text)
    : m_op(op), m_host(host), m_a(a), m_b(b)
{
    setText(text);
}

SkinStructureCommand *SkinStructureCommand::insert(const Host &host, int at, format::SkinRecord record, SkinEdits::Slot slot,
                                                   const QString &text)
{
    auto *c = new SkinStructureCommand(Op::Insert, host, at, at, text);
    c->m_record = std::move(record);
    c->m_slot = std::move(slot);
    return c;
}

SkinStructureCommand *SkinStructureCommand::remove(const Host &host, int skin, const QString &text)
{
    return new SkinStructureCommand(Op::Remove, host, skin, skin, text);
}

SkinStructureCommand *SkinStructureCommand::move(const Host &host, int from, int to, const QString &text)
{
    return new SkinStructureCommand(Op::Move, host, from, to, text);
}

SkinStructureCommand *SkinStructureCommand::resize(const Host &host, int skin, const QSize &size, const QString &text)
{
    auto *c = new SkinStructureCommand(Op::Resize, host, skin, skin, text);
    c->m_size = size;
    return c;
}

void SkinStructureCommand::redo()
{
    SkinStructure s(m_host.asset());
    SkinEdits &edits = *m_host.edits;
    const bool first = !m_done;
    if (first)
        m_uvBefore = s.pixelUvs();
    bool ok = true;
    switch (m_op) {
    case Op::Insert:
        ok = first ? s.insert(m_a, m_record) : s.restore(m_taken);
        if (ok) {
            m_record.reset();
            m_taken.reset();
            edits.insertSlot(m_a, std::move(m_slot));
        }
        break;
    case Op::Remove:
        m_taken = s.take(m_a);
        ok = m_taken != nullptr;
        if (ok)
            m_slot = edits.takeSlot(m_a);
        break;
    case Op::Move:
        ok = s.move(m_a, m_b);
        if (ok)
            edits.moveSlot(m_a, m_b);
        break;
    case Op::Resize:
        ok = redoResize();
        break;
    }
    if (!ok) {
        setObsolete(true); // refused: QUndoStack drops the command
        return;
    }
    if (first)
        m_uvAfter = s.pixelUvs();
    else
        s.setPixelUvs(m_uvAfter); // rounding of a rescale repeated exactly
    m_done = true;
    m_host.changed();
}

bool SkinStructureCommand::redoResize()
{
    SkinStructure s(m_host.asset());
    SkinEdits &edits = *m_host.edits;
    if (m_done) {
        for (size_t k = 0; k < m_resized.size(); ++k)
            m_slotsBefore[k] = edits.swapSlot(m_resized[k], std::move(m_slotsAfter[k]));
        return s.restoreSkins(m_savedAfter);
    }
    m_resized = s.resizedWith(m_a);
    m_savedBefore = s.saveSkins(m_a);
    std::vector<QImage> current;
    for (int k : m_resized) {
        SkinCanvas *canvas = edits.canvas(k); // the image as shown, painted or not
        if (!canvas)
            return false;
        current.push_back(canvas->image());
    }
    if (!s.resize(m_a, m_size, current))
        return false;
    m_savedAfter = s.saveSkins(m_a);
    // The old working images stay with the command; the new size starts from the stored skin.
    for (int k : m_resized)
        m_slotsBefore.push_back(edits.swapSlot(k, nullptr));
    m_slotsAfter.resize(m_resized.size());
    return true;
}

void SkinStructureCommand::undo()
{
    SkinStructure s(m_host.asset());
    SkinEdits &edits = *m_host.edits;
    switch (m_op) {
    case Op::Insert:
        m_taken = s.take(m_a);
        m_slot = edits.takeSlot(m_a);
        break;
    case Op::Remove:
        s.restore(m_taken);
        m_taken.reset();
        edits.insertSlot(m_a, std::move(m_slot));
        break;
    case Op::Move:
        s.move(m_b, m_a);
        edits.moveSlot(m_b, m_a);
        break;
    case Op::Resize:
        s.restoreSkins(m_savedBefore);
        for (size_t k = 0; k < m_resized.size(); ++k)
            m_slotsAfter[k] = edits.swapSlot(m_resized[k], std::move(m_slotsBefore[k]));
        break;
    }
    s.setPixelUvs(m_uvBefore);
    m_host.changed();
}

} // namespace ackedit::document
