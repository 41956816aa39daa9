#pragma once
// Autosave for crash recovery: every N seconds (QSettings "autosave/intervalSeconds", default
// 60, 0 = off) each modified document that changed since its last copy is written to the
// RecoveryStore (never to the user's file). A copy goes when its document is saved, undone back
// to the saved state or closed, and all of them when the editor ends normally; only a crash
// leaves copies behind for the next start to offer.
//
// Writes run on the GUI thread: the largest corpus file of each kind takes at most ~31 ms
// (serialise + atomic write, see tst_recoverystore::writeTimeOfLargestCorpusFiles).
#include <QObject>
#include <QString>

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

    // Writes a copy of every modified document changed since its last copy; returns how many.
    int autosaveNow();
    // Writes `document`'s copy now, changed or not (a restored document, before its orphan goes).
    bool write(document::Document *document);

Q_SIGNALS:
    void failed(const QString &error);

private:
    void watch(document::Document *document);
    void forget(document::Document *document);

    DocumentManager *m_documents;
    std::unique_ptr<document::RecoveryStore> m_store;
    QTimer *m_timer;
    int m_intervalSeconds = 0;
    std::map<const document::Document *, bool> m_changed; // since its last copy
};

} // namespace ackedit::app
