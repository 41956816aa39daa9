#pragma once
// The Save Report dock of the model editor: after each save, what the repack did to the
// positions (format::RepackReport): the packing before and after, per frame the packing, whether
// it was edited and the largest position error in model units and quantization steps, and a
// warning when an edit grew the bounds so that unedited frames lost precision. Saving does not
// change the asset (AssetFile::write is const), so the report taken when `saved` arrives is the
// one of the bytes just written. "Preview" shows what the next save would do.
#include "common/repackreport.h"

#include <QDockWidget>

#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QTableWidget;

namespace ackedit::document {
class ModelDocument;
}

namespace ackedit::widgets {

class SaveReportDock : public QDockWidget
{
    Q_OBJECT
public:
    enum Column { FrameColumn, NameColumn, PackingColumn, EditedColumn, ErrorColumn, StepsColumn, ColumnCount };

    explicit SaveReportDock(document::ModelDocument *document, QWidget *parent = nullptr);

    // The report shown (none before the first save or preview).
    const std::optional<format::RepackReport> &report() const { return m_report; }
    QTableWidget *table() const { return m_table; }
    QString summaryText() const;
    QString warningText() const;

public Q_SLOTS:
    // Shows what the document's last save wrote and brings the dock forward, unless the user
    // closed it (its close button or View ▸ Panels): a closed panel stays closed, and the report
    // is there when it is opened again.
    void showSaved();
    // Shows what saving now would do, without writing.
    void preview();

    bool closedByUser() const { return m_closedByUser; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void show(const std::optional<format::RepackReport> &report, bool saved);

    document::ModelDocument *m_document;
    std::optional<format::RepackReport> m_report;
    QLabel *m_summary;
    QLabel *m_warning;
    QTableWidget *m_table;
    QPushButton *m_preview;
    bool m_closedByUser = false;
    std::function<void()> m_reword; // shows the summary and rows again, after a language switch
};

} // namespace ackedit::widgets
