#pragma once
// Structural frame edits of a model as undo commands (insert, remove, move). Each stores values
// (the frame taken out) and calls the document's apply* hooks, so undo gives back the exact bytes:
// a removal puts back the frame as it was read. Renames and packing are value changes
// (valuechangecommand.h) made by the document.
#include <Eigen/Core>

#include <QUndoCommand>
#include <QVariant>

#include <vector>

namespace ackedit::document {

class ModelDocument;

class FrameInsertCommand : public QUndoCommand
{
public:
    // A frame at `at` with the positions `shown`, or a copy of frame `copyOf` (>= 0).
    FrameInsertCommand(ModelDocument *document, int at, const QString &name, std::vector<Eigen::Vector3f> shown,
                       int copyOf, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    bool failed() const { return m_failed; }

private:
    ModelDocument *m_document;
    int m_at;
    QString m_name;
    std::vector<Eigen::Vector3f> m_shown;
    int m_copyOf;
    QVariant m_taken; // the inserted frame, once undone (redo puts it back exactly)
    bool m_failed = false;
};

class FrameRemoveCommand : public QUndoCommand
{
public:
    FrameRemoveCommand(ModelDocument *document, int frame, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    ModelDocument *m_document;
    int m_frame;
    QVariant m_taken;
};

class FrameMoveCommand : public QUndoCommand
{
public:
    FrameMoveCommand(ModelDocument *document, int from, int to, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    ModelDocument *m_document;
    int m_from, m_to;
};

} // namespace ackedit::document
