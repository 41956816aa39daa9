#include "scene/gesturesteps.h"

#include "scene/scenecommands.h"

#include <QUndoStack>

namespace ackedit::document {

void dropGestureSteps(SceneDocument *document, int indexBefore, const QList<NodeId> &targets, const QString &key)
{
    QUndoStack *stack = document->undoStack();
    while (stack->index() > indexBefore && stack->index() == stack->count()) {
        const auto *top = dynamic_cast<const SetPropertyCommand *>(stack->command(stack->index() - 1));
        if (!top || top->ids() != targets || top->key() != key)
            break;
        // The stack hands out const pointers; the drag owns the meaning of its own step.
        const_cast<SetPropertyCommand *>(top)->cancelOnUndo();
        stack->undo();
    }
}

} // namespace ackedit::document
