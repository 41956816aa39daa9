#pragma once
// An edit of the whole model (Transform Global, recentre, mirror) as one undo step. It keeps the
// other state as a complete copy of the asset and swaps it in on undo and redo: exact both ways,
// and the memory is what the edit touched, which is everything.
#include <QUndoCommand>

#include <memory>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::document {

class ModelDocument;

class WholeModelCommand : public QUndoCommand
{
public:
    // `after`: the asset as the edit leaves it (a changed copy of the document's).
    WholeModelCommand(ModelDocument *document, std::unique_ptr<format::AssetFile> after, const QString &name,
                      QUndoCommand *parent = nullptr);
    ~WholeModelCommand() override;

    void redo() override;
    void undo() override;

private:
    ModelDocument *m_document;
    std::unique_ptr<format::AssetFile> m_other; // the state not in the document now
};

} // namespace ackedit::document
