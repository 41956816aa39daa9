#pragma once
// Every question and message the main window puts to the user goes through here, so tests (and
// the --screenshot mode) replace the dialogs with a subclass instead of blocking on a modal box.
#include <QList>
#include <QString>
#include <QStringList>

class QWidget;

namespace ackedit::document {
struct RecoveryEntry;
}

namespace ackedit::app {

class Prompts
{
public:
    enum class SaveChoice { Save, Discard, Cancel };
    enum class RecoveryChoice { Restore, Discard, Keep };

    virtual ~Prompts() = default;

    // "Save changes to NAME before closing?"
    virtual SaveChoice askSaveChanges(QWidget *parent, const QString &documentName);
    // A failure the user must see (cannot open, cannot save, recent file gone).
    virtual void showError(QWidget *parent, const QString &title, const QString &text);
    // Unsaved work left by an editor that did not end normally (RecoveryDialog): restore it,
    // discard it, or keep it to be asked again on the next start.
    virtual RecoveryChoice askRecovery(QWidget *parent, const QList<document::RecoveryEntry> &entries);
    // File dialogs; empty results mean "cancelled".
    virtual QStringList openFileNames(QWidget *parent, const QString &directory, const QString &filter);
    virtual QString saveFileName(QWidget *parent, const QString &suggestion, const QString &filter);
    // "PATH was changed by another program": true to save over it anyway.
    virtual bool confirmOverwriteChanged(QWidget *parent, const QString &path);
};

} // namespace ackedit::app
