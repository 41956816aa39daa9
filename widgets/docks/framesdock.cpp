#include "docks/framesdock.h"
#include "languagechange.h"

#include <functional>

#include "actionicons.h"

#include "dialogs/interpolatedialog.h"
#include "model/modeldocument.h"
#include "models/frametreemodel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

namespace ackedit::widgets {

namespace {

QAction *namedAction(QObject *parent, std::function<QString()> text, const char *name, std::function<QString()> tip,
                     const QIcon &icon)
{
    auto *action = new QAction(icon, QString(), parent);
    action->setObjectName(QLatin1String(name));
    setTranslatedText(action, std::move(text));
    setTranslatedToolTip(action, std::move(tip));
    return action;
}

} // namespace

FramesDock::FramesDock(document::ModelDocument *document, FrameHost *host, QWidget *parent)
    : QDockWidget(parent), m_host(host), m_document(document), m_model(new FrameTreeModel(document, this)),
      m_view(new QTreeView), m_notice(new QLabel), m_error(new QLabel), m_word(new QCheckBox), m_wordReason(new QLabel),
      m_loop(new QComboBox)
{
    setObjectName(QStringLiteral("ModelEditor.frames"));
    setTranslatedText(this, [] { return tr("Frames"); });

    m_add = namedAction(this, [] { return tr("Add"); }, "actionAddFrame", [] { return tr("Add a copy of the current frame right after it, numbered into its animation"); },
                        bundledIcon("frame-add"));
    m_duplicate = namedAction(this, [] { return tr("Duplicate"); }, "actionDuplicateFrames",
                              [] {
                                  return tr("Copy the selected frames, inserted after the last of them");
                              }, bundledIcon("frame-duplicate"));
    m_delete = namedAction(this, [] { return tr("Delete"); }, "actionDeleteFrames", [] { return tr("Delete the selected frames or animations"); },
                           themedIcon("edit-delete"));
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_rename = namedAction(this, [] { return tr("Rename"); }, "actionRenameFrame", [] { return tr("Rename the selected frame or animation"); },
                           bundledIcon("edit-rename"));
    m_interpolate = namedAction(this, [] { return tr("Interpolate…"); }, "actionInterpolateFrames",
                                [] {
                                    return tr("Insert frames whose vertices move linearly from one frame to another");
                                },
                                bundledIcon("frame-interpolate"));
    m_onionAction = namedAction(this, [] { return tr("Onion Skin"); }, "actionOnionSkin",
                                [] {
                                    return tr("Show the previous and next frame as faint ghosts");
                                }, bundledIcon("onion-skin"));
    m_onionAction->setCheckable(true);

    auto *bar = new QToolBar;
    bar->setObjectName(QStringLiteral("framesToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QAction *a : {m_add, m_duplicate, m_delete, m_rename, m_interpolate})
        bar->addAction(a);
    bar->addSeparator();
    bar->addAction(m_onionAction);

    m_view->setObjectName(QStringLiteral("framesView"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    // DragDrop rather than InternalMove: the model checks that a drag comes from this document.
    m_view->setDragDropMode(QAbstractItemView::DragDrop);
    m_view->setDefaultDropAction(Qt::MoveAction);
    m_view->setDropIndicatorShown(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(FrameTreeModel::NameColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(FrameTreeModel::FramesColumn, QHeaderView::ResizeToContents);
    m_view->addAction(m_delete);

    for (QLabel *label : {m_notice, m_error, m_wordReason}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    m_notice->setObjectName(QStringLiteral("framesNotice"));
    m_error->setObjectName(QStringLiteral("framesError"));
    m_error->setStyleSheet(QStringLiteral("color: #c03030"));
    m_error->hide();
    m_word->setObjectName(QStringLiteral("wordPacking"));
    setTranslatedText(m_word, [] { return tr("Word packing"); });
    setTranslatedToolTip(m_word, [] {
        return tr("The current frame stores each coordinate in 16 bits instead of 8: 256 times finer");
    });
    m_wordReason->setObjectName(QStringLiteral("wordPackingReason"));
    m_wordReason->setEnabled(false);
    m_loop->setObjectName(QStringLiteral("loopRange"));
    addTranslatedItem(m_loop, [] { return tr("Loop the animation"); });
    addTranslatedItem(m_loop, [] { return tr("Loop all frames"); });
    setTranslatedToolTip(m_loop, [] { return tr("Which frames playback loops over"); });
    // The dock stays narrow: the window keeps room for the view at small sizes.
    m_loop->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_loop->setMinimumContentsLength(5);

    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_notice);
    layout->addWidget(bar);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_error);
    layout->addWidget(m_loop);
    layout->addWidget(m_word);
    layout->addWidget(m_wordReason);
    setWidget(body);

    connect(m_add, &QAction::triggered, this, &FramesDock::addFrame);
    connect(m_duplicate, &QAction::triggered, this, &FramesDock::duplicateSelected);
    connect(m_delete, &QAction::triggered, this, &FramesDock::deleteSelected);
    connect(m_rename, &QAction::triggered, this, &FramesDock::renameCurrent);
    connect(m_interpolate, &QAction::triggered, this, &FramesDock::interpolate);
    connect(m_word, &QCheckBox::clicked, this, &FramesDock::setWordPacked);
    connect(m_loop, &QComboBox::currentIndexChanged, this, &FramesDock::updatePlaybackRange);
    connect(m_model, &FrameTreeModel::errorOccurred, this, &FramesDock::showError);
    connect(m_model, &QAbstractItemModel::modelReset, this, &FramesDock::modelReset);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &FramesDock::currentItemChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &FramesDock::updateControls);
    connect(m_view, &QTreeView::collapsed, this,
            [this](const QModelIndex &i) { m_collapsed.insert(m_model->runs().value(i.row()).prefix); });
    connect(m_view, &QTreeView::expanded, this,
            [this](const QModelIndex &i) { m_collapsed.remove(m_model->runs().value(i.row()).prefix); });
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        for (QAction *a : {m_add, m_duplicate, m_delete, m_rename, m_interpolate})
            menu.addAction(a);
        menu.exec(m_view->viewport()->mapToGlobal(pos));
    });
    modelReset();
    connect(LanguageChanges::instance(), &LanguageChanges::changed, this, &FramesDock::updateControls);
}

QString FramesDock::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

QString FramesDock::noticeText() const
{
    return m_notice->isHidden() ? QString() : m_notice->text();
}

QList<QPair<int, int>> FramesDock::selectedRanges() const
{
    QList<bool> picked(m_document->frameCount(), false);
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows()) {
        const auto [first, count] = m_model->framesOf(index);
        for (int f = first; f < first + count && f < picked.size(); ++f)
            picked[f] = true;
    }
    QList<QPair<int, int>> ranges;
    for (int f = 0; f < picked.size(); ++f) {
        if (!picked[f])
            continue;
        if (!ranges.isEmpty() && ranges.last().second == f - 1)
            ranges.last().second = f;
        else
            ranges.append({f, f});
    }
    return ranges;
}

void FramesDock::modelReset()
{
    m_following = true;
    for (int r = 0; r < m_model->runs().size(); ++r) {
        if (!m_collapsed.contains(m_model->runs()[r].prefix))
            m_view->expand(m_model->indexOfRun(r));
    }
    m_following = false;
    followFrame();
}

void FramesDock::followFrame()
{
    const int frame = m_host->currentFrame();
    if (!m_host->isPlaying())
        updatePlaybackRange();
    const QModelIndex current = m_view->currentIndex();
    const auto [first, count] = m_model->framesOf(current);
    const bool selected = m_view->selectionModel()->isSelected(current.siblingAtColumn(FrameTreeModel::NameColumn));
    if (!(selected && frame >= first && frame < first + count)) {
        QModelIndex index = m_model->indexOfFrame(frame);
        if (index.parent().isValid() && !m_view->isExpanded(index.parent()))
            index = index.parent(); // a folded animation stands for its frames
        m_following = true;
        m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_view->scrollTo(index);
        m_following = false;
    }
    updateControls();
}

void FramesDock::currentItemChanged()
{
    if (m_following)
        return;
    const auto [first, count] = m_model->framesOf(m_view->currentIndex());
    const int frame = m_host->currentFrame();
    if (count > 0 && !(frame >= first && frame < first + count))
        m_host->setCurrentFrame(first);
    updateControls();
}

void FramesDock::updatePlaybackRange()
{
    const int run = m_model->runOf(m_host->currentFrame());
    const int count = run >= 0 ? m_model->runs()[run].count : 0;
    // A single frame is no animation: then playback loops over every frame.
    if (m_loop->currentIndex() == 0 && count > 1)
        m_host->setPlaybackRange(m_model->runs()[run].first, count);
    else
        m_host->setPlaybackRange(0, 0);
}

void FramesDock::updateControls()
{
    const bool editable = m_document->canEditFrames();
    m_notice->setText(editable ? QString()
                               : tr("The frames of this %1 model cannot be edited: only MDL2 to MDL5, IDPO and MDL7 "
                                    "models with vertex groups can.")
                                     .arg(m_document->asset()->formatName()));
    m_notice->setVisible(!editable);
    const bool any = !m_view->selectionModel()->selectedRows().isEmpty();
    m_add->setEnabled(editable);
    m_duplicate->setEnabled(editable);
    m_delete->setEnabled(editable && any && m_document->frameCount() > 1);
    m_rename->setEnabled(editable && m_view->currentIndex().isValid());
    m_interpolate->setEnabled(editable);
    const bool word = m_document->supportsWordFrames();
    const int frame = m_host->currentFrame();
    m_word->setEnabled(editable && word);
    m_word->setChecked(word && m_document->isWordPacked(frame));
    const QString format = m_document->asset()->formatName();
    m_wordReason->setText(word ? QString()
                          : format == QLatin1String("MDL7")
                              ? tr("MDL7 stores positions as floats: there is no packing to choose.")
                              : tr("%1 stores frames with 8-bit positions only; 16-bit (word) frames exist in MDL4 and MDL5.")
                                    .arg(format));
    m_wordReason->setVisible(!word);
}

void FramesDock::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void FramesDock::addFrame()
{
    // As MED: a copy of the current frame right after it, numbered into its run.
    QString error;
    const int frame = m_host->currentFrame();
    if (!m_document->duplicateIntoRun({frame}, &error))
        return showError(error);
    showError({});
    m_host->setCurrentFrame(frame + 1);
}

void FramesDock::duplicateSelected()
{
    QList<int> frames;
    for (const auto &[first, last] : selectedRanges()) {
        for (int f = first; f <= last; ++f)
            frames << f;
    }
    if (frames.isEmpty())
        frames << m_host->currentFrame();
    // Copies go after the last selected frame, so the frames they copy keep their numbers.
    QString error;
    const bool ok = m_document->duplicateIntoRun(frames, &error);
    showError(ok ? QString() : error);
    if (ok)
        m_host->setCurrentFrame(frames.last() + 1);
}

void FramesDock::deleteSelected()
{
    const QList<QPair<int, int>> ranges = selectedRanges();
    if (ranges.isEmpty())
        return;
    int total = 0;
    for (const auto &[first, last] : ranges)
        total += last - first + 1;
    if (total >= m_document->frameCount())
        return showError(tr("A model keeps at least one frame: leave one unselected."));
    QString error;
    const bool ok = m_document->deleteFrameRanges(ranges, &error);
    showError(ok ? QString() : error);
    if (ok)
        m_host->setCurrentFrame(std::min(ranges.first().first, m_document->frameCount() - 1));
}

void FramesDock::renameCurrent()
{
    const QModelIndex index = m_view->currentIndex().siblingAtColumn(FrameTreeModel::NameColumn);
    if (index.isValid() && m_document->canEditFrames())
        m_view->edit(index);
}

void FramesDock::interpolate()
{
    const int a = m_host->currentFrame();
    const int b = std::min(a + 1, m_document->frameCount() - 1);
    QStringList names = m_document->frameNames();
    while (names.size() < m_document->frameCount())
        names << QString();
    InterpolateDialog dialog(names, a, b, m_document->maxFrameNameLength(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!m_document->interpolateFrames(dialog.frameA(), dialog.frameB(), dialog.count(), &error))
        return showError(error);
    showError({});
    m_host->setCurrentFrame(dialog.frameA() + 1);
}

void FramesDock::setWordPacked(bool word)
{
    QString error;
    showError(m_document->setWordPacked(m_host->currentFrame(), word, &error) ? QString() : error);
    updateControls();
}

} // namespace ackedit::widgets
