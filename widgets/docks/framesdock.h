#pragma once
// The Frames dock of the model editor: the frames grouped by animation (FrameTreeModel), the
// current frame selected and following the editor both ways, the frame edits (add, duplicate,
// delete, rename, reorder by drag, interpolate, word packing) through ModelDocument so each is
// one undo step, which animation playback loops over, and the onion skin toggle (the editor
// owns the onion skin). Where the model's kind cannot do something the dock says so instead of
// offering it. It works with the editor only through FrameHost.
#include <QDockWidget>
#include <QPair>
#include <QSet>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QTreeView;

namespace ackedit::document {
class ModelDocument;
}

namespace ackedit::widgets {

class FrameTreeModel;

// What the Frames dock asks of the editor that shows the frames (ModelEditor implements it).
class FrameHost
{
public:
    virtual int currentFrame() const = 0;
    // Stops playback and shows `frame`.
    virtual void setCurrentFrame(int frame) = 0;
    virtual bool isPlaying() const = 0;
    // The frames playback loops over (count 0: all).
    virtual void setPlaybackRange(int first, int count) = 0;

protected:
    ~FrameHost() = default;
};

class FramesDock : public QDockWidget
{
    Q_OBJECT
public:
    // The host tells followFrame() whenever its frame changes.
    FramesDock(document::ModelDocument *document, FrameHost *host, QWidget *parent = nullptr);

    FrameTreeModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QAction *addAction() const { return m_add; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *deleteAction() const { return m_delete; }
    QAction *renameAction() const { return m_rename; }
    QAction *interpolateAction() const { return m_interpolate; }
    QAction *onionSkinAction() const { return m_onionAction; }
    QCheckBox *wordPackingBox() const { return m_word; }
    QComboBox *loopBox() const { return m_loop; }
    QString errorText() const;
    QString noticeText() const;
    // Frames covered by the selected items, as [first, last] ranges in order.
    QList<QPair<int, int>> selectedRanges() const;

public Q_SLOTS:
    // Selects the host's current frame (and its animation for playback).
    void followFrame();
    void addFrame();
    void duplicateSelected();
    void deleteSelected();
    void renameCurrent();
    void interpolate();

private:
    void currentItemChanged();
    void modelReset();
    void updateControls();
    void updatePlaybackRange();
    void setWordPacked(bool word);
    void showError(const QString &message);

    FrameHost *m_host;
    document::ModelDocument *m_document;
    FrameTreeModel *m_model;
    QTreeView *m_view;
    QLabel *m_notice;
    QLabel *m_error;
    QCheckBox *m_word;
    QLabel *m_wordReason;
    QComboBox *m_loop;
    QAction *m_add;
    QAction *m_duplicate;
    QAction *m_delete;
    QAction *m_rename;
    QAction *m_interpolate;
    QAction *m_onionAction;
    QSet<QString> m_collapsed; // runs the user folded, kept folded across resets
    bool m_following = false;  // selecting the editor's frame: do not echo it back
};

} // namespace ackedit::widgets
