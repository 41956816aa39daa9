#pragma once
// The Issues dock: the current document's findings of the validation rules (engine limits and
// common mistakes), re-checked after every edit, undo or redo. Double-clicking a finding asks
// the editor to select its location (locationActivated); "Fix" applies the finding's quick fix,
// an undoable command on the document's stack.
#include "validation/finding.h"

#include <QDockWidget>
#include <QHash>
#include <QPointer>
#include <QTimer>

class QLabel;
class QPushButton;
class QTreeView;

namespace ackedit::document {
class Document;
}

namespace ackedit::widgets {

class FindingsModel;

class IssuesDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit IssuesDock(QWidget *parent = nullptr);

    // Shows `document`'s findings and follows its edits; null shows none.
    void setDocument(document::Document *document);
    // Findings about `document` that no rule gives (a build's warnings), listed after the rules'
    // findings whenever `document` is shown, until the next report for it replaces them.
    void setReportedFindings(document::Document *document, std::vector<document::Finding> findings);
    document::Document *document() const { return m_document; }

    FindingsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QPushButton *fixButton() const { return m_fix; }
    QString summaryText() const;

public Q_SLOTS:
    void refresh(); // validates now
    void fixCurrent();

Q_SIGNALS:
    void locationActivated(const ackedit::document::FindingLocation &location);

private:
    void updateButtons();

    QPointer<document::Document> m_document;
    QHash<const QObject *, std::vector<document::Finding>> m_reported;
    FindingsModel *m_model;
    QTreeView *m_view;
    QPushButton *m_fix;
    QLabel *m_summary;
    QTimer m_recheck;
};

} // namespace ackedit::widgets
