#pragma once
// The open documents, each with its editor, in tab order; which one is current; and the
// QUndoGroup whose active stack is the current document's (Edit ▸ Undo/Redo and the History dock
// work on it). Knows nothing about windows or dialogs: the main window shows what it holds.
#include <QDateTime>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QUndoGroup;
class QWidget;

namespace ackedit::document {
class Document;
}
namespace ackedit::widgets {
class DocumentEditor;
}

namespace ackedit::app {

class DocumentManager : public QObject
{
    Q_OBJECT
public:
    using EditorFactory = std::function<widgets::DocumentEditor *(document::Document *, QWidget *parent)>;

    explicit DocumentManager(QObject *parent = nullptr);
    ~DocumentManager() override;

    // Which editor a document gets (default: DocumentEditor::create). Tests plug in their own.
    void setEditorFactory(EditorFactory factory);

    int count() const { return int(m_entries.size()); }
    document::Document *document(int index) const;
    widgets::DocumentEditor *editor(int index) const;
    int indexOf(const document::Document *document) const;
    int indexOf(const widgets::DocumentEditor *editor) const;
    // The document open from `path` (compared as canonical paths), or -1.
    int indexOfFile(const QString &path) const;

    // Takes the document, builds its editor (parent: `editorParent`) and makes it current.
    // Returns its index.
    int addDocument(std::unique_ptr<document::Document> document, QWidget *editorParent = nullptr);
    // Closes without asking (the caller asked about unsaved changes): editor first, then document.
    void closeDocument(int index);

    int currentIndex() const { return m_current; }
    document::Document *currentDocument() const { return document(m_current); }
    widgets::DocumentEditor *currentEditor() const { return editor(m_current); }
    void setCurrentIndex(int index);

    QUndoGroup *undoGroup() const { return m_undoGroup; }

    // True when the document's file changed on disk since it was opened or last saved here
    // (another program wrote it); false when that is unknown or the file is gone.
    bool changedOnDisk(int index) const;

    // Tab text: the file name, with "*" when modified.
    static QString title(const document::Document *document);

Q_SIGNALS:
    void documentAdded(int index);
    void documentAboutToClose(int index);
    void documentClosed();
    void currentChanged(int index);
    // Name or modified state changed: titles must be redrawn.
    void documentTitleChanged(int index);

private:
    struct Entry
    {
        std::unique_ptr<document::Document> document;
        widgets::DocumentEditor *editor = nullptr; // deleted before the document
        // The file as last read or written here; size -1: not known (no file then).
        QDateTime modified;
        qint64 size = -1;
    };

    void stamp(Entry &entry);

    void makeCurrent(int index);

    std::vector<Entry> m_entries;
    int m_current = -1;
    QUndoGroup *m_undoGroup;
    EditorFactory m_factory;
};

} // namespace ackedit::app
