#include "models/frametreemodel.h"

#include "model/modeldocument.h"

#include <QDataStream>
#include <QIODevice>
#include <QMimeData>

namespace ackedit::widgets {

using document::ModelDocument;
namespace framenames = document::framenames;

FrameTreeModel::FrameTreeModel(ModelDocument *document, QObject *parent) : QAbstractItemModel(parent), m_document(document)
{
    reset();
    // Renames, inserts, removals and moves all change the run layout: re-read it.
    connect(document, &ModelDocument::framesChanged, this, &FrameTreeModel::reset);
    connect(document, &ModelDocument::frameChanged, this, &FrameTreeModel::reset);
    connect(document, &ModelDocument::geometryReset, this, &FrameTreeModel::reset);
}

void FrameTreeModel::reset()
{
    beginResetModel();
    m_runs.clear();
    if (m_document) {
        QStringList names = m_document->frameNames();
        while (names.size() < m_document->frameCount())
            names << QString();
        names = names.mid(0, m_document->frameCount());
        m_runs = framenames::runs(names);
    }
    endResetModel();
}

int FrameTreeModel::runOf(int frame) const
{
    for (int r = 0; r < m_runs.size(); ++r) {
        if (frame >= m_runs[r].first && frame < m_runs[r].first + m_runs[r].count)
            return r;
    }
    return -1;
}

QModelIndex FrameTreeModel::indexOfRun(int run, int column) const
{
    return run >= 0 && run < m_runs.size() ? createIndex(run, column, quintptr(0)) : QModelIndex();
}

QModelIndex FrameTreeModel::indexOfFrame(int frame, int column) const
{
    const int run = runOf(frame);
    if (run < 0)
        return {};
    if (m_runs[run].count == 1)
        return indexOfRun(run, column);
    return createIndex(frame - m_runs[run].first, column, quintptr(run + 1));
}

QPair<int, int> FrameTreeModel::framesOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return {0, 0};
    if (isRun(index)) {
        const framenames::Run &run = m_runs[index.row()];
        return {run.first, run.count};
    }
    return {m_runs[int(index.internalId()) - 1].first + index.row(), 1};
}

QModelIndex FrameTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return indexOfRun(row, column);
    if (!isRun(parent) || row >= rowCount(parent))
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex FrameTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || isRun(child))
        return {};
    return indexOfRun(int(child.internalId()) - 1);
}

int FrameTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_runs.size());
    if (!isRun(parent) || parent.column() != NameColumn)
        return 0;
    const int count = m_runs[parent.row()].count;
    return count > 1 ? count : 0; // a single frame is its own leaf
}

int FrameTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant FrameTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_document)
        return {};
    const auto [first, count] = framesOf(index);
    if (role == FirstFrameRole)
        return first;
    if (role == FrameCountRole)
        return count;
    const bool run = count > 1;
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        if (index.column() == NameColumn) {
            if (!run)
                return m_document->frameName(first);
            return role == Qt::EditRole ? m_runs[index.row()].prefix
                                        : tr("%1 (%n frame(s))", nullptr, count).arg(m_runs[index.row()].prefix);
        }
        if (index.column() == FramesColumn)
            return run ? tr("%1–%2").arg(first).arg(first + count - 1) : QString::number(first);
    }
    if (role == Qt::ToolTipRole && index.column() == NameColumn) {
        if (run)
            return tr("Animation \"%1\": frames %2 to %3 (scripts play it as ent_animate(me, \"%1\", ...))")
                .arg(m_runs[index.row()].prefix)
                .arg(first)
                .arg(first + count - 1);
        return m_document->supportsWordFrames() && m_document->isWordPacked(first) ? tr("16-bit (word) packed frame")
                                                                                   : QVariant();
    }
    return {};
}

bool FrameTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.column() != NameColumn || !m_document)
        return false;
    const QString name = value.toString();
    const auto [first, count] = framesOf(index);
    const int run = count > 1 ? index.row() : -1;
    if (run < 0 && name == m_document->frameName(first))
        return true;
    // The rename resets the tree; run it after the view has closed its line edit (which it does
    // right after this returns), so the view does not close an editor the reset took away.
    QMetaObject::invokeMethod(
        this, [this, first, run, name] { rename(first, run, name); }, Qt::QueuedConnection);
    return true;
}

bool FrameTreeModel::rename(int frame, int run, const QString &name)
{
    if (run >= 0)
        return renameRun(run, name);
    QString error;
    if (!m_document || !m_document->renameFrame(frame, name, &error)) {
        emit errorOccurred(tr("Cannot rename frame %1 to \"%2\": %3").arg(frame).arg(name, error));
        return false;
    }
    emit errorOccurred({});
    return true;
}

bool FrameTreeModel::renameRun(int run, const QString &prefix)
{
    const framenames::Run r = m_runs.value(run);
    if (prefix == r.prefix)
        return true;
    QString why;
    if (!m_document->renameAnimation(r.first, r.count, prefix, &why)) {
        emit errorOccurred(tr("Cannot rename \"%1\" to \"%2\": %3").arg(r.prefix, prefix, why));
        return false;
    }
    emit errorOccurred({});
    return true;
}

QVariant FrameTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Name") : section == FramesColumn ? tr("Frame") : QVariant();
}

Qt::ItemFlags FrameTreeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    const bool editable = m_document && m_document->canEditFrames();
    if (!index.isValid())
        return editable ? f | Qt::ItemIsDropEnabled : f;
    if (editable) {
        f |= Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
        if (index.column() == NameColumn)
            f |= Qt::ItemIsEditable;
    }
    return f;
}

QString FrameTreeModel::mimeType()
{
    return QStringLiteral("application/x-ackedit-model-frames");
}

QStringList FrameTreeModel::mimeTypes() const
{
    return {mimeType()};
}

QMimeData *FrameTreeModel::mimeData(const QModelIndexList &indexes) const
{
    // One contiguous block of frames travels: from the first to the last frame dragged.
    int lo = -1, hi = -1;
    for (const QModelIndex &i : indexes) {
        const auto [first, count] = framesOf(i);
        if (count <= 0)
            continue;
        lo = lo < 0 ? first : std::min(lo, first);
        hi = std::max(hi, first + count - 1);
    }
    if (lo < 0 || !m_document)
        return nullptr;
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << quint64(quintptr(m_document.data())) << qint32(lo) << qint32(hi - lo + 1);
    auto *data = new QMimeData;
    data->setData(mimeType(), bytes);
    return data;
}

QPair<int, int> FrameTreeModel::decode(const QMimeData *data) const
{
    if (!data || !m_document || !data->hasFormat(mimeType()))
        return {0, 0};
    QDataStream stream(data->data(mimeType()));
    quint64 source = 0;
    qint32 first = 0, count = 0;
    stream >> source >> first >> count;
    if (stream.status() != QDataStream::Ok || source != quint64(quintptr(m_document.data())) || first < 0 || count < 1
        || first + count > m_document->frameCount())
        return {0, 0};
    return {first, count};
}

int FrameTreeModel::dropTarget(int row, const QModelIndex &parent) const
{
    const int frames = m_document ? m_document->frameCount() : 0;
    if (!parent.isValid()) // between runs (row -1: below the last one)
        return row < 0 || row >= m_runs.size() ? frames : m_runs[row].first;
    const auto [first, count] = framesOf(parent.siblingAtColumn(NameColumn));
    if (row < 0) // onto an item: take its place
        return first;
    return isRun(parent) ? first + std::min(row, count) : first;
}

bool FrameTreeModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int, const QModelIndex &) const
{
    return action == Qt::MoveAction && m_document && m_document->canEditFrames() && decode(data).second > 0;
}

bool FrameTreeModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                                  const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const auto [first, count] = decode(data);
    // Returns true even when refused: the view must not remove the dragged rows itself.
    moveFrames(first, count, dropTarget(row, parent));
    return true;
}

bool FrameTreeModel::moveFrames(int first, int count, int before)
{
    if (!m_document || count < 1)
        return false;
    QString error;
    const bool ok = m_document->moveFrames(first, count, before, &error);
    if (!ok)
        emit errorOccurred(tr("Cannot move the frames: %1").arg(error));
    return ok;
}

Qt::DropActions FrameTreeModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

Qt::DropActions FrameTreeModel::supportedDragActions() const
{
    return Qt::MoveAction;
}

} // namespace ackedit::widgets
