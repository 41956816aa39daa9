#pragma once
// Autosave for crash recovery: every N seconds (QSettings "autosave/intervalSeconds", default
// 60, 0 = off) each modified document that changed since its last copy is written to the
// RecoveryStore (never to the user's file). A copy goes when its document is saved, undone back
// to the saved state or closed, and all of them when the editor ends normally; only a crash
// leaves copies behind for the next start to offer.
//
// Serialising runs on the GUI thread (it reads the document; at most ~35 ms for the largest
// corpus files), the file writes on one worker thread: they wait for fsync, 6–45 ms whatever the
// size (tst_recoverystore::writeTimeOfLargestCorpusFiles). One worker keeps them in order.
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <map>
#include <memory>

class QTimer;

namespace ackedit::document {
class Document;
class RecoveryStore;
} // namespace ackedit::document

namespace ackedit::app {

class DocumentManager;

class Autosaver : public QObject
{
    Q_OBJECT
public:
    // Watches `documents`; copies go to `folder` (see defaultFolder()).
    Autosaver(DocumentManager *documents, const QString &folder, QObject *parent = nullptr);
    ~Autosaver() override; // removes this instance's copies: the session ended normally

    // QStandardPaths::AppDataLocation + "/recovery".
    static QString defaultFolder();
    static QString intervalKey() { return QStringLiteral("autosave/intervalSeconds"); }
    static constexpr int defaultIntervalSeconds = 60;

    int intervalSeconds() const { return m_intervalSeconds; }
    void setIntervalSeconds(int seconds); // 0 = off

    document::RecoveryStore *store() const { return m_store.get(); }

    // Starts writing a copy of every modified document changed since its last copy; returns
    // how many. The files are there after waitForWrites().
    int autosaveNow();
    void waitForWrites();
    // Writes `document`'s copy now and waits, changed or not (a restored document, before its
    // orphan goes); false if it failed.
    bool write(document::Document *document);

Q_SIGNALS:
    void failed(const QString &error);

private:
    void watch(document::Document *document);
    void forget(document::Document *document);
    void remove(const document::Document *document); // once earlier writes are done

    DocumentManager *m_documents;
    std::unique_ptr<document::RecoveryStore> m_store;
    QTimer *m_timer;
    QThreadPool m_writer; // one thread
    int m_intervalSeconds = 0;
    std::map<const document::Document *, bool> m_changed; // since its last copy
};

} // namespace ackedit::app
