#include "recoverydialog.h"

#include "recovery/recoverystore.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ackedit::app {

RecoveryDialog::RecoveryDialog(const QList<document::RecoveryEntry> &entries, QWidget *parent)
    : QDialog(parent), m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("recoveryDialog"));
    setWindowTitle(tr("Recover Unsaved Work"));
    auto *text = new QLabel(tr("ackedit did not close normally. Unsaved changes to %n document(s) were kept:",
                               nullptr, int(entries.size())),
                            this);
    text->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("recoveryList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("File"), tr("Saved for recovery"), tr("Last edit")});
    for (const document::RecoveryEntry &entry : entries) {
        const QString file = entry.originalPath.isEmpty() ? tr("untitled %1").arg(entry.kind)
                                                          : QDir::toNativeSeparators(entry.originalPath);
        auto *item = new QTreeWidgetItem(m_list, {file, QLocale().toString(entry.time.toLocalTime(), QLocale::ShortFormat),
                                                  entry.undoText});
        item->setToolTip(0, file);
    }
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *restore = buttons->addButton(tr("Restore"), QDialogButtonBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restoreButton"));
    QPushButton *discard = buttons->addButton(tr("Discard"), QDialogButtonBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardButton"));
    QPushButton *keep = buttons->addButton(tr("Keep for Later"), QDialogButtonBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepButton"));
    restore->setDefault(true);
    connect(restore, &QPushButton::clicked, this, [this] { choose(Prompts::RecoveryChoice::Restore); });
    connect(discard, &QPushButton::clicked, this, [this] { choose(Prompts::RecoveryChoice::Discard); });
    connect(keep, &QPushButton::clicked, this, [this] { choose(Prompts::RecoveryChoice::Keep); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(640, 280);
}

void RecoveryDialog::choose(Prompts::RecoveryChoice choice)
{
    m_choice = choice;
    choice == Prompts::RecoveryChoice::Keep ? reject() : accept();
}

} // namespace ackedit::app
