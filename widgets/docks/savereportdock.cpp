#include "docks/savereportdock.h"
#include "languagechange.h"

#include "io/formaterror.h"
#include "model/modeldocument.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ackedit::widgets {

namespace {

QString vec(const Eigen::Vector3f &v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v.x(), 0, 'g', 6).arg(v.y(), 0, 'g', 6).arg(v.z(), 0, 'g', 6);
}

} // namespace

SaveReportDock::SaveReportDock(document::ModelDocument *document, QWidget *parent)
    : QDockWidget(parent), m_document(document), m_summary(new QLabel), m_warning(new QLabel),
      m_table(new QTableWidget(0, ColumnCount)), m_preview(translated(new QPushButton(), [] {
          return tr("Preview Next Save");
      }))
{
    setObjectName(QStringLiteral("ModelEditor.saveReport"));
    setTranslatedText(this, [] { return tr("Save Report"); });
    setProperty("hiddenAtFirst", true); // until the first save (EditorDocks)
    // Its own tab beside the Frames dock, so a save does not take a third of the column from the
    // Frames and Skin docks (the skin view was left some 60 pixels high).
    setProperty("tabifyWith", QStringLiteral("ModelEditor.frames"));
    connect(toggleViewAction(), &QAction::triggered, this, [this](bool shown) { m_closedByUser = !shown; });
    m_summary->setObjectName(QStringLiteral("saveReportSummary"));
    m_warning->setObjectName(QStringLiteral("saveReportWarning"));
    for (QLabel *label : {m_summary, m_warning}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_warning->setStyleSheet(QStringLiteral("QLabel { background: #fff3c4; color: #3a3000; padding: 4px; }"));
    m_warning->hide();
    m_reword = [this] { m_summary->setText(tr("Save the model to see how its vertex positions were packed.")); };
    m_table->setObjectName(QStringLiteral("saveReportTable"));
    onLanguageChange(m_table, [this] {
        m_table->setHorizontalHeaderLabels(
            {tr("Frame"), tr("Name"), tr("Packing"), tr("Edited"), tr("Largest error"), tr("In steps")});
        m_table->horizontalHeaderItem(ErrorColumn)->setToolTip(tr("Largest distance on one axis between a position as "
                                                                  "shown and as stored, in model units"));
        m_table->horizontalHeaderItem(StepsColumn)->setToolTip(tr("The same in quantization steps (at most half a step)"));
        m_reword(); // the summary and the rows, as last shown
    });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_preview->setObjectName(QStringLiteral("saveReportPreview"));
    setTranslatedToolTip(m_preview, [] { return tr("What saving now would do to the positions, without writing"); });

    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_warning);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_preview, 0, Qt::AlignLeft);
    setWidget(body);

    connect(document, &document::Document::saved, this, &SaveReportDock::showSaved);
    connect(m_preview, &QPushButton::clicked, this, &SaveReportDock::preview);
}

QString SaveReportDock::summaryText() const
{
    return m_summary->text();
}

QString SaveReportDock::warningText() const
{
    return m_warning->isHidden() ? QString() : m_warning->text();
}

void SaveReportDock::showSaved()
{
    std::optional<format::RepackReport> report;
    try {
        report = m_document->repackReport();
    } catch (const format::FormatError &) {
        // Saving would have failed the same way; nothing was written that needs a report.
    }
    show(report, true);
    // Brought forward only inside a main window (a parentless dock would become a window).
    if (qobject_cast<QMainWindow *>(parentWidget()) && !m_closedByUser) {
        QDockWidget::show();
        raise();
    }
}

void SaveReportDock::closeEvent(QCloseEvent *event)
{
    m_closedByUser = true;
    QDockWidget::closeEvent(event);
}

void SaveReportDock::preview()
{
    try {
        show(m_document->repackReport(), false);
    } catch (const format::FormatError &e) {
        m_report.reset();
        m_table->setRowCount(0);
        m_warning->hide();
        m_summary->setText(tr("Saving now would fail: %1").arg(e.toString()));
        m_reword = [this] { preview(); };
    }
}

void SaveReportDock::show(const std::optional<format::RepackReport> &report, bool saved)
{
    m_report = report;
    m_reword = [this, saved] { show(std::optional<format::RepackReport>(m_report), saved); };
    m_table->setRowCount(0);
    const QString file = QDir::toNativeSeparators(m_document->fileName());
    if (!report) {
        m_summary->setText(saved ? tr("Saved %1. This model kind has no packed positions to report.").arg(file)
                                 : tr("This model kind has no packed positions to report."));
        m_warning->hide();
        return;
    }
    const format::RepackReport &r = *report;
    QString summary = saved ? tr("Saved %1.").arg(file) : tr("Saving now would do this (nothing written yet).");
    summary += QLatin1Char('\n');
    if (!r.quantized)
        summary += tr("Positions are stored as floats: nothing is quantized, every error is 0.");
    else if (!r.repacks)
        summary += tr("No position needed packing anew: the frames keep their stored bytes.");
    else if (r.packingChanged)
        summary += tr("The bounds changed, so the packing was recomputed:\nscale %1 → %2\noffset %3 → %4")
                       .arg(vec(r.oldPacking.scale), vec(r.newPacking.scale), vec(r.oldPacking.offset),
                            vec(r.newPacking.offset));
    else
        summary += tr("Edited positions were quantized with the unchanged scale %1 and offset %2.")
                       .arg(vec(r.newPacking.scale), vec(r.newPacking.offset));
    float worst = 0.f, worstSteps = 0.f;
    for (const auto &f : r.frames) {
        worst = std::max(worst, f.maxError);
        worstSteps = std::max(worstSteps, f.maxErrorSteps);
    }
    if (r.quantized)
        summary += QLatin1Char('\n') + tr("Largest error over all frames: %1 units (%2 steps).")
                                           .arg(worst, 0, 'g', 4)
                                           .arg(worstSteps, 0, 'f', 3);
    m_summary->setText(summary);
    if (r.uneditedLosePrecision()) {
        m_warning->setText(tr("Warning: an edit grew the bounds, so the quantization step grew by up to %1×. Frames "
                              "you did not edit were re-quantized on the coarser grid: they moved by up to %2 units "
                              "(%3 steps).")
                               .arg(r.maxStepGrowth, 0, 'g', 4)
                               .arg(r.uneditedMaxError, 0, 'g', 4)
                               .arg(r.uneditedMaxErrorSteps, 0, 'f', 3));
        m_warning->show();
    } else {
        m_warning->hide();
    }

    m_table->setRowCount(int(r.frames.size()));
    for (int i = 0; i < int(r.frames.size()); ++i) {
        const format::RepackReport::Frame &f = r.frames[size_t(i)];
        const QStringList cells{QString::number(i),
                                f.name,
                                !r.quantized ? tr("float") : f.word ? tr("16-bit") : tr("8-bit"),
                                f.edited ? tr("yes") : QString(),
                                QString::number(f.maxError, 'g', 4),
                                QString::number(f.maxErrorSteps, 'f', 3)};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c == NameColumn)
                item->setToolTip(tr("Bounds %1 to %2").arg(vec(f.min), vec(f.max)));
            if (c != NameColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(i, c, item);
        }
    }
}

} // namespace ackedit::widgets
