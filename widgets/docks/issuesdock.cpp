#include "issuesdock.h"

#include "languagechange.h"

#include "models/findingsmodel.h"

#include "document.h"
#include "validation/validationrules.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ackedit::widgets {

using document::Finding;
using document::Severity;

IssuesDock::IssuesDock(QWidget *parent)
    : QDockWidget(parent), m_model(new FindingsModel(this)), m_view(new QTreeView), m_fix(new QPushButton),
      m_summary(new QLabel)
{
    setObjectName(QStringLiteral("issuesDock"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(FindingsModel::MessageColumn, QHeaderView::Stretch);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_summary, 1);
    buttons->addWidget(m_fix);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_view);
    layout->addLayout(buttons);
    setWidget(content);

    // Edits come in bursts (a drag is many commands): check once they settle.
    m_recheck.setSingleShot(true);
    m_recheck.setInterval(250);
    connect(&m_recheck, &QTimer::timeout, this, &IssuesDock::refresh);
    connect(m_fix, &QPushButton::clicked, this, &IssuesDock::fixCurrent);
    // One click goes to the place (as TrenchBroom's issue browser does); Enter too.
    const auto goTo = [this](const QModelIndex &index) {
        if (const Finding *f = m_model->finding(index))
            Q_EMIT locationActivated(f->location);
    };
    connect(m_view, &QTreeView::clicked, this, goTo);
    connect(m_view, &QTreeView::activated, this, goTo);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &IssuesDock::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &IssuesDock::updateButtons);
    // Findings are worded when checked: a language switch checks again.
    onLanguageChange(this, [this] {
        setWindowTitle(tr("Issues"));
        m_fix->setText(tr("Fix"));
        refresh();
        updateButtons();
    });
}

void IssuesDock::setDocument(document::Document *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document->undoStack(), &QUndoStack::indexChanged, this, [this] { m_recheck.start(); });
    refresh();
}

void IssuesDock::refresh()
{
    m_recheck.stop();
    if (!m_document || !m_document->asset()) {
        m_model->setFindings({});
        return;
    }
    std::vector<Finding> findings = document::validateAsset(*m_document->asset(), m_document->fileName());
    const auto reported = m_reported.constFind(m_document.data());
    if (reported != m_reported.cend())
        findings.insert(findings.end(), reported->begin(), reported->end());
    m_model->setFindings(std::move(findings));
}

void IssuesDock::setReportedFindings(document::Document *document, std::vector<document::Finding> findings)
{
    if (!document)
        return;
    if (!m_reported.contains(document))
        connect(document, &QObject::destroyed, this, [this, document] { m_reported.remove(document); });
    m_reported.insert(document, std::move(findings));
    if (document == m_document)
        refresh();
}

void IssuesDock::fixCurrent()
{
    const Finding *f = m_model->finding(m_view->currentIndex());
    if (!f || !f->hasFix() || !m_document)
        return;
    QString error;
    if (!f->fix(*m_document, &error)) {
        QMessageBox::warning(this, tr("Quick Fix"), tr("The fix was not applied: %1").arg(error));
        return;
    }
    refresh();
}

QString IssuesDock::summaryText() const
{
    int counts[3] = {};
    for (const Finding &f : m_model->findings())
        ++counts[int(f.severity)];
    return tr("%n error(s)", nullptr, counts[0]) + QStringLiteral(", ") + tr("%n warning(s)", nullptr, counts[1])
           + QStringLiteral(", ") + tr("%n info", nullptr, counts[2]);
}

void IssuesDock::updateButtons()
{
    const Finding *f = m_model->finding(m_view->currentIndex());
    m_fix->setEnabled(f && f->hasFix());
    m_fix->setToolTip(f && f->hasFix() ? f->fixText : tr("The selected finding has no quick fix"));
    m_summary->setText(summaryText());
}

} // namespace ackedit::widgets
