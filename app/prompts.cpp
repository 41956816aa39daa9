#include "prompts.h"

#include "recoverydialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>

namespace ackedit::app {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("ackedit::app::Prompts", text);
}
} // namespace

Prompts::SaveChoice Prompts::askSaveChanges(QWidget *parent, const QString &documentName)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("Save the changes to %1 before closing?").arg(documentName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Your changes are lost if you don't save them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return SaveChoice::Save;
    case QMessageBox::Discard:
        return SaveChoice::Discard;
    default:
        return SaveChoice::Cancel;
    }
}

void Prompts::showError(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::warning(parent, title, text);
}

Prompts::RecoveryChoice Prompts::askRecovery(QWidget *parent, const QList<document::RecoveryEntry> &entries)
{
    RecoveryDialog dialog(entries, parent);
    dialog.exec();
    return dialog.choice();
}

QStringList Prompts::openFileNames(QWidget *parent, const QString &directory, const QString &filter)
{
    return QFileDialog::getOpenFileNames(parent, tr("Open Files"), directory, filter);
}

QString Prompts::saveFileName(QWidget *parent, const QString &suggestion, const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, tr("Save As"), suggestion, filter);
}

bool Prompts::confirmOverwriteChanged(QWidget *parent, const QString &path)
{
    QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"),
                    tr("%1 was changed by another program since it was opened or saved here.")
                        .arg(QDir::toNativeSeparators(path)),
                    QMessageBox::Save | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Saving replaces those changes with this document."));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Save;
}

} // namespace ackedit::app
