#pragma once
// One value of a document exchanged for another as one undo step (Tiled's ChangeValue): the
// command keeps only the value that is not in the document now, and each undo or redo swaps it
// with the one there, so both directions put back exactly what was stored (a raw name field, a
// whole WAD lump, a whole terrain or model).
//
// `exchange(v)` puts `v` into the document and returns the value it replaced. The first redo
// either exchanges `after` in, or runs an edit that makes the change itself (a name typed by the
// user, stored in the format's own field layout), with `before` read just before; from then on
// undo and redo swap stored values. An edit that changes nothing (returns false) leaves the
// command obsolete, so QUndoStack drops it and History shows no step.
#include <QUndoCommand>

#include <functional>
#include <utility>

namespace ackedit::document {

template <typename Value>
class ValueChangeCommand : public QUndoCommand
{
public:
    using Exchange = std::function<Value(Value)>;

    // The first redo puts `after` in.
    ValueChangeCommand(const QString &text, Exchange exchange, Value after, QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent), m_exchange(std::move(exchange)), m_other(std::move(after))
    {
    }

    // The first redo runs `edit`; `before` is the value it replaces.
    ValueChangeCommand(const QString &text, Exchange exchange, Value before, std::function<bool()> edit,
                       QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent), m_exchange(std::move(exchange)), m_other(std::move(before)),
          m_edit(std::move(edit))
    {
    }

    // An exchange made of a getter and a setter.
    static Exchange readWrite(std::function<Value()> read, std::function<void(const Value &)> write)
    {
        return [read = std::move(read), write = std::move(write)](Value value) {
            Value old = read();
            write(value);
            return old;
        };
    }

    void redo() override
    {
        if (m_edit) {
            const std::function<bool()> edit = std::exchange(m_edit, nullptr);
            if (!edit())
                setObsolete(true);
            return;
        }
        swap();
    }
    void undo() override { swap(); }

private:
    void swap() { m_other = m_exchange(std::move(m_other)); }

    Exchange m_exchange;
    Value m_other; // before once done, after once undone
    std::function<bool()> m_edit; // the first redo's edit, if any
};

} // namespace ackedit::document
