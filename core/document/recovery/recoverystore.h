#pragma once
// The crash-recovery folder: copies of modified documents, written through the format writer
// (never to the user's file), each with a JSON sidecar saying where it came from. Every running
// editor holds a QLockFile `instance-<id>.lock` there, <id> being its pid and start time; copies
// whose instance lock is missing or stale (its process is gone) are orphans, offered on the next
// start. Uses no GUI classes, so the app and the tests drive it alike.
#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QString>

#include <map>
#include <memory>

namespace ackedit::document {

class Document;

struct RecoveryEntry
{
    QString dataPath;     // the recovered bytes
    QString sidecarPath;  // the JSON beside them
    QString originalPath; // the user's file (empty for an untitled document)
    QString format;       // "MDL7", "HMP7", ...
    QString kind;         // "model", "terrain", "level", "level source", "texture archive"
    QDateTime time;       // when the copy was written (UTC)
    QString undoText;     // the last command applied, as the History dock names it
};

class RecoveryStore
{
public:
    // A copy ready to be written: made on the GUI thread (the document is read), written on any.
    struct Pending
    {
        QString dataPath, sidecarPath;
        QByteArray bytes, sidecar;
        // The copy's bytes under another suffix (the document was saved under a new name):
        // removed only once the new copy and its sidecar are written, so a failed write (a full
        // disk) leaves the last good copy offered.
        QStringList stale;
    };

    explicit RecoveryStore(QString folder);
    ~RecoveryStore(); // releases the instance lock; this instance's copies stay (see removeAll)

    QString folder() const { return m_folder; }
    QString instanceId() const { return m_instance; }

    // prepare() + commit(): the document's current bytes and sidecar, written atomically.
    bool write(Document &document, QString *error);
    // Serialises `document` and names its files (creating the folder and taking the instance
    // lock on first use); false with `error` if the writer refused the state.
    bool prepare(Document &document, Pending *pending, QString *error);
    // Writes both files atomically (data first: a sidecar never points at missing bytes).
    static bool commit(const Pending &pending, QString *error);

    bool has(const Document *document) const { return m_slots.count(document) > 0; }
    // Deletes this instance's copy of `document` (after a save or a deliberate discard).
    void remove(const Document *document);

    // Copies left by instances that are no longer running, oldest first.
    QList<RecoveryEntry> orphans() const;
    // Deletes an orphan's files.
    static bool discard(const RecoveryEntry &entry);
    // Opens an orphan as a document named after the original file and modified (so Save
    // writes there). Null with `error` if the copy cannot be read.
    static std::unique_ptr<Document> restore(const RecoveryEntry &entry, QString *error);

private:
    bool lockInstance(QString *error);

    QString m_folder;
    QString m_instance; // "<pid>-<start time>"
    std::unique_ptr<QLockFile> m_lock;
    std::map<const Document *, int> m_slots; // document → <n> of its file names
    int m_next = 1;
};

} // namespace ackedit::document
