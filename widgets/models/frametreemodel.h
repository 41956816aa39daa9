#pragma once
// The frames of a ModelDocument as a two-level tree: runs of frames named by one prefix
// ("walk1".."walk8" -> run "walk", framenames::runs) at the top, their frames below. A run of a
// single frame is a leaf that stands for that frame. The model keeps only the run layout and
// resets when the document's frame list changes; renames (setData) and drag and drop go through
// the document's frame edits, so each is an undo step (one per drop).
#include "model/frames/framenames.h"
#include "model/modeldocument.h"

#include <QAbstractItemModel>
#include <QPointer>

namespace ackedit::widgets {

class FrameTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, FramesColumn, ColumnCount };
    enum Role {
        FirstFrameRole = Qt::UserRole + 1, // int: the frame, or the run's first frame
        FrameCountRole,                    // int: 1 for a frame, the run's length for a run
    };

    explicit FrameTreeModel(document::ModelDocument *document, QObject *parent = nullptr);

    document::ModelDocument *document() const { return m_document; }
    const QList<document::framenames::Run> &runs() const { return m_runs; }
    // The run holding `frame` (-1 if none).
    int runOf(int frame) const;
    // The item showing `frame`: its row below its run, or the run's leaf for a single frame.
    QModelIndex indexOfFrame(int frame, int column = NameColumn) const;
    QModelIndex indexOfRun(int run, int column = NameColumn) const;
    // Frames [first, first + count) an index stands for; count 0 for an invalid index.
    QPair<int, int> framesOf(const QModelIndex &index) const;
    // Moves frames [first, first + count) so that they start where frame `before` was (frameCount:
    // to the end), as one undo step; false and errorOccurred when refused.
    bool moveFrames(int first, int count, int before);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    static QString mimeType();
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;
    Qt::DropActions supportedDropActions() const override;
    Qt::DropActions supportedDragActions() const override;

signals:
    // An edit was refused: the message says why (shown by the dock); empty after a rename that
    // succeeded.
    void errorOccurred(const QString &message);

private:
    void reset();
    bool isRun(const QModelIndex &index) const { return index.isValid() && index.internalId() == 0; }
    // Frames [first, first + count) a drag carries (count 0 if not from this document).
    QPair<int, int> decode(const QMimeData *data) const;
    // The frame a drop at (row, parent) lands before.
    int dropTarget(int row, const QModelIndex &parent) const;
    // Renames frame `frame`, or with run >= 0 every frame of that run (the prefix is `name`).
    bool rename(int frame, int run, const QString &name);
    bool renameRun(int run, const QString &prefix);

    QPointer<document::ModelDocument> m_document;
    QList<document::framenames::Run> m_runs;
};

} // namespace ackedit::widgets
