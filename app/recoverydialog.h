#pragma once
// "Recover unsaved work?": the copies an editor left when it did not end normally, one row each
// (original file, when it was written, the last edit), and Restore / Discard / Keep for Later.
#include "prompts.h"

#include <QDialog>

class QTreeWidget;

namespace ackedit::app {

class RecoveryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RecoveryDialog(const QList<document::RecoveryEntry> &entries, QWidget *parent = nullptr);

    // Keep when the dialog was closed without a button: nothing is lost.
    Prompts::RecoveryChoice choice() const { return m_choice; }
    QTreeWidget *list() const { return m_list; }

private:
    void choose(Prompts::RecoveryChoice choice);

    QTreeWidget *m_list;
    Prompts::RecoveryChoice m_choice = Prompts::RecoveryChoice::Keep;
};

} // namespace ackedit::app
