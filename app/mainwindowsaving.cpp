// MainWindow's saving and closing: Save and Save As (atomic, through the document), closing a
// document or the window with the unsaved-changes question, and offering the recovery copies of
// an editor that ended abnormally. Split from mainwindow.cpp by responsibility.
#include "mainwindow.h"

#include "autosaver.h"
#include "documentmanager.h"
#include "filefilters.h"
#include "prompts.h"
#include "recentfiles.h"

#include "document.h"
#include "documentopen.h"
#include "recovery/recoverystore.h"

#include <QDir>
#include <QFileInfo>

namespace ackedit::app {

bool MainWindow::saveDocument(int index)
{
    document::Document *doc = m_documents->document(index);
    if (!doc)
        return false;
    if (doc->fileName().isEmpty())
        return saveDocumentAs(index);
    // Another program wrote the file since it was read or saved here: ask before replacing that.
    if (m_documents->changedOnDisk(index) && !m_prompts->confirmOverwriteChanged(this, doc->fileName())) {
        showStatus(tr("Not saved: %1 was changed by another program").arg(QDir::toNativeSeparators(doc->fileName())), 5000);
        return false;
    }
    QString error;
    if (!doc->save(&error)) {
        fail(tr("Cannot Save File"), error);
        return false;
    }
    showStatus(tr("Saved %1").arg(QDir::toNativeSeparators(doc->fileName())), 5000);
    return true;
}

bool MainWindow::saveDocumentAs(int index)
{
    document::Document *doc = m_documents->document(index);
    if (!doc)
        return false;
    const QString extension = fileExtension(*doc->asset());
    const QString suggestion = doc->fileName().isEmpty() ? doc->displayName() + QLatin1Char('.') + extension
                                                         : doc->fileName();
    QString path = m_prompts->saveFileName(this, suggestion, saveFileFilter(*doc->asset()));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + extension;
    QString error;
    if (!doc->saveAs(path, &error)) {
        fail(tr("Cannot Save File"), error);
        return false;
    }
    m_recent->add(path);
    showStatus(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::closeDocument(int index)
{
    document::Document *doc = m_documents->document(index);
    if (!doc)
        return false;
    if (doc->isModified()) {
        m_documents->setCurrentIndex(index); // show what the question is about
        switch (m_prompts->askSaveChanges(this, doc->displayName())) {
        case Prompts::SaveChoice::Cancel:
            return false;
        case Prompts::SaveChoice::Save:
            if (!saveDocument(index))
                return false;
            break;
        case Prompts::SaveChoice::Discard:
            break;
        }
    }
    m_documents->closeDocument(index);
    return true;
}

bool MainWindow::maybeSaveAll()
{
    for (int i = 0; i < m_documents->count(); ++i) {
        document::Document *doc = m_documents->document(i);
        if (!doc->isModified())
            continue;
        m_documents->setCurrentIndex(i);
        switch (m_prompts->askSaveChanges(this, doc->displayName())) {
        case Prompts::SaveChoice::Cancel:
            return false;
        case Prompts::SaveChoice::Save:
            if (!saveDocument(i))
                return false;
            break;
        case Prompts::SaveChoice::Discard:
            break;
        }
    }
    return true;
}

int MainWindow::offerRecovery()
{
    const QList<document::RecoveryEntry> orphans = m_autosaver->store()->orphans();
    if (orphans.isEmpty())
        return 0;
    switch (m_prompts->askRecovery(this, orphans)) {
    case Prompts::RecoveryChoice::Keep:
        return 0;
    case Prompts::RecoveryChoice::Discard:
        for (const document::RecoveryEntry &entry : orphans)
            document::RecoveryStore::discard(entry);
        return 0;
    case Prompts::RecoveryChoice::Restore:
        break;
    }
    int restored = 0;
    QStringList errors;
    for (const document::RecoveryEntry &entry : orphans) {
        QString error;
        std::unique_ptr<document::Document> document = document::RecoveryStore::restore(entry, &error);
        if (!document) {
            errors << error; // the copy stays, to be offered again
            continue;
        }
        document::Document *doc = document.get();
        m_documents->addDocument(std::move(document), m_tabs);
        emit documentOpened(doc);
        // The old copy goes only once this instance holds its own.
        if (m_autosaver->write(doc))
            document::RecoveryStore::discard(entry);
        ++restored;
    }
    if (!errors.isEmpty())
        fail(tr("Cannot Restore"), errors.join(QLatin1Char('\n')));
    else
        showStatus(tr("Restored %n document(s); save to keep the changes.", nullptr, restored), 10000);
    return restored;
}

void MainWindow::saveCurrent()
{
    saveDocument(m_documents->currentIndex());
}

void MainWindow::saveCurrentAs()
{
    saveDocumentAs(m_documents->currentIndex());
}

void MainWindow::closeCurrent()
{
    closeDocument(m_documents->currentIndex());
}

void MainWindow::setPrompts(std::unique_ptr<Prompts> prompts)
{
    m_prompts = prompts ? std::move(prompts) : std::make_unique<Prompts>();
}

} // namespace ackedit::app
