#pragma once
// One generic "swap a value" command (after Tiled's ChangeValue): successive edits of the same
// field of the same object merge into one undo step (a spin box or a drag), and the step
// disappears when the value returns to where it started.
#include <QString>
#include <QUndoCommand>
#include <QVariant>

#include <functional>

namespace ackedit::document {

class ChangeValueCommand : public QUndoCommand
{
public:
    using Setter = std::function<void(const QVariant &)>;

    // `target` identifies document + object (by stable id) + field; only equal targets merge.
    // `apply` writes a value through the document, which notifies the views.
    ChangeValueCommand(const QString &text, QString target, QVariant before, QVariant after, Setter apply,
                       QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    const QString &target() const { return m_target; }
    const QVariant &before() const { return m_before; }
    const QVariant &after() const { return m_after; }

private:
    QString m_target;
    QVariant m_before;
    QVariant m_after;
    Setter m_apply;
};

} // namespace ackedit::document
