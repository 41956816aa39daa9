#include "documentmanager.h"

#include "document.h"
#include "editors/documenteditor.h"

#include <QFileInfo>
#include <QUndoGroup>

namespace ackedit::app {

namespace {
QString canonical(const QString &path)
{
    const QFileInfo info(path);
    const QString real = info.canonicalFilePath();
    return real.isEmpty() ? info.absoluteFilePath() : real;
}
} // namespace

DocumentManager::DocumentManager(QObject *parent)
    : QObject(parent), m_undoGroup(new QUndoGroup(this)), m_factory(&widgets::DocumentEditor::create)
{
}

DocumentManager::~DocumentManager()
{
    // Editors refer to their documents: they go first.
    for (Entry &entry : m_entries)
        delete entry.editor;
}

void DocumentManager::setEditorFactory(EditorFactory factory)
{
    m_factory = factory ? std::move(factory) : EditorFactory(&widgets::DocumentEditor::create);
}

document::Document *DocumentManager::document(int index) const
{
    return index >= 0 && index < count() ? m_entries[size_t(index)].document.get() : nullptr;
}

widgets::DocumentEditor *DocumentManager::editor(int index) const
{
    return index >= 0 && index < count() ? m_entries[size_t(index)].editor : nullptr;
}

int DocumentManager::indexOf(const document::Document *document) const
{
    for (int i = 0; i < count(); ++i) {
        if (m_entries[size_t(i)].document.get() == document)
            return i;
    }
    return -1;
}

int DocumentManager::indexOf(const widgets::DocumentEditor *editor) const
{
    for (int i = 0; i < count(); ++i) {
        if (m_entries[size_t(i)].editor == editor)
            return i;
    }
    return -1;
}

int DocumentManager::indexOfFile(const QString &path) const
{
    if (path.isEmpty())
        return -1;
    const QString wanted = canonical(path);
    for (int i = 0; i < count(); ++i) {
        const QString name = m_entries[size_t(i)].document->fileName();
        if (!name.isEmpty() && canonical(name) == wanted)
            return i;
    }
    return -1;
}

void DocumentManager::stamp(Entry &entry)
{
    const QFileInfo info(entry.document->fileName());
    const bool known = !entry.document->fileName().isEmpty() && info.isFile();
    entry.modified = known ? info.lastModified() : QDateTime();
    entry.size = known ? info.size() : -1;
}

bool DocumentManager::changedOnDisk(int index) const
{
    const document::Document *doc = document(index);
    if (!doc || m_entries[size_t(index)].size < 0)
        return false;
    const QFileInfo info(doc->fileName());
    const Entry &entry = m_entries[size_t(index)];
    return info.isFile() && (info.size() != entry.size || info.lastModified() != entry.modified);
}

int DocumentManager::addDocument(std::unique_ptr<document::Document> document, QWidget *editorParent)
{
    document::Document *doc = document.get();
    widgets::DocumentEditor *editor = m_factory(doc, editorParent);
    Entry entry;
    entry.document = std::move(document);
    entry.editor = editor;
    m_entries.push_back(std::move(entry));
    stamp(m_entries.back());
    m_undoGroup->addStack(doc->undoStack());
    const auto retitle = [this, doc] {
        if (const int i = indexOf(doc); i >= 0)
            emit documentTitleChanged(i);
    };
    connect(doc, &document::Document::modifiedChanged, this, retitle);
    connect(doc, &document::Document::fileNameChanged, this, retitle);
    connect(doc, &document::Document::saved, this, [this, doc] {
        if (const int i = indexOf(doc); i >= 0)
            stamp(m_entries[size_t(i)]);
    });
    const int index = count() - 1;
    emit documentAdded(index);
    makeCurrent(index);
    return index;
}

void DocumentManager::closeDocument(int index)
{
    if (index < 0 || index >= count())
        return;
    emit documentAboutToClose(index);
    Entry entry = std::move(m_entries[size_t(index)]);
    m_entries.erase(m_entries.begin() + index);
    m_undoGroup->removeStack(entry.document->undoStack());
    delete entry.editor;
    entry.document.reset();
    // Keep a neighbour current: the one that took the closed tab's place, or the new last one.
    if (m_current >= count() || m_current == index) {
        makeCurrent(std::min(index, count() - 1));
    } else if (m_current > index) {
        --m_current;
        emit currentChanged(m_current);
    }
    emit documentClosed();
}

void DocumentManager::setCurrentIndex(int index)
{
    if (index >= -1 && index < count() && index != m_current)
        makeCurrent(index);
}

void DocumentManager::makeCurrent(int index)
{
    m_current = index;
    m_undoGroup->setActiveStack(index >= 0 ? m_entries[size_t(index)].document->undoStack() : nullptr);
    emit currentChanged(index);
}

QString DocumentManager::title(const document::Document *document)
{
    return document->isModified() ? document->displayName() + QLatin1Char('*') : document->displayName();
}

} // namespace ackedit::app
