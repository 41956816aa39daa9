#include "autosaver.h"

#include "documentmanager.h"

#include "document.h"
#include "recovery/recoverystore.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

namespace ackedit::app {

Autosaver::Autosaver(DocumentManager *documents, const QString &folder, QObject *parent)
    : QObject(parent),
      m_documents(documents),
      m_store(std::make_unique<document::RecoveryStore>(folder)),
      m_timer(new QTimer(this))
{
    m_writer.setMaxThreadCount(1);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::autosaveNow);
    connect(m_documents, &DocumentManager::documentAdded, this,
            [this](int index) { watch(m_documents->document(index)); });
    // Closing is deliberate: the user saved or chose to discard the changes.
    connect(m_documents, &DocumentManager::documentAboutToClose, this,
            [this](int index) { forget(m_documents->document(index)); });
    for (int i = 0; i < m_documents->count(); ++i)
        watch(m_documents->document(i));
    setIntervalSeconds(QSettings().value(intervalKey(), defaultIntervalSeconds).toInt());
}

Autosaver::~Autosaver()
{
    m_writer.waitForDone();
    for (const auto &[document, changed] : m_changed)
        m_store->remove(document);
}

void Autosaver::waitForWrites()
{
    m_writer.waitForDone();
}

void Autosaver::remove(const document::Document *document)
{
    // A write still queued would bring the copy back after it was removed.
    m_writer.waitForDone();
    m_store->remove(document);
}

QString Autosaver::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

void Autosaver::setIntervalSeconds(int seconds)
{
    m_intervalSeconds = std::max(0, seconds);
    if (m_intervalSeconds > 0)
        m_timer->start(m_intervalSeconds * 1000);
    else
        m_timer->stop();
}

void Autosaver::watch(document::Document *document)
{
    m_changed[document] = document->isModified();
    connect(document->undoStack(), &QUndoStack::indexChanged, this, [this, document] {
        if (const auto it = m_changed.find(document); it != m_changed.end())
            it->second = true;
    });
    // Saved, or undone back to what is on disk: the copy has nothing left to recover.
    connect(document, &document::Document::modifiedChanged, this, [this, document](bool modified) {
        if (!modified && m_changed.count(document))
            remove(document);
    });
}

void Autosaver::forget(document::Document *document)
{
    if (!document)
        return;
    remove(document);
    m_changed.erase(document);
    disconnect(document, nullptr, this, nullptr);
    disconnect(document->undoStack(), nullptr, this, nullptr);
}

bool Autosaver::write(document::Document *document)
{
    m_writer.waitForDone();
    QString error;
    if (!m_store->write(*document, &error)) {
        emit failed(error);
        return false;
    }
    m_changed[document] = false;
    return true;
}

int Autosaver::autosaveNow()
{
    int started = 0;
    for (int i = 0; i < m_documents->count(); ++i) {
        document::Document *document = m_documents->document(i);
        if (!document->isModified() || !m_changed[document])
            continue;
        auto pending = std::make_shared<document::RecoveryStore::Pending>();
        QString error;
        if (!m_store->prepare(*document, pending.get(), &error)) {
            emit failed(error);
            continue;
        }
        m_changed[document] = false;
        ++started;
        m_writer.start([this, pending, document] {
            QString why;
            if (document::RecoveryStore::commit(*pending, &why))
                return;
            // Back on the GUI thread: try again next time, and say why.
            QMetaObject::invokeMethod(this, [this, document, why] {
                if (const auto it = m_changed.find(document); it != m_changed.end())
                    it->second = true;
                emit failed(why);
            }, Qt::QueuedConnection);
        });
    }
    return started;
}

} // namespace ackedit::app
