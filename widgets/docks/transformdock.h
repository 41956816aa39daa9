#pragma once
// The model editor's Transform dock: typed move / rotate / scale of the vertex selection (one
// undo step per Apply), the vertex tool's settings (pivot and 3D cursor, constraint, snap steps,
// MED's "all frames" with a frame range), soft selection (radius, the terrain brushes' falloff
// curves, straight-line or along-surface distance), and the whole-model operations (Transform
// Global, Recentre, Mirror X/Y/Z). Where the model kind cannot edit vertices the edit controls are
// disabled and the dock says why; where edits of the shown frame land in the MDL7 rest pose it
// says that too. Edits go through the vertex edit tool (core) and ModelDocument, never into data directly.
#include "docks/falloffbox.h"
#include <QDockWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace ackedit::document {
class ModelDocument;
class ModelSelection;
class VertexEditTool;
}

namespace ackedit::widgets {


class TransformDock : public QDockWidget
{
    Q_OBJECT
public:
    enum class Operation { Move, Rotate, Scale };

    TransformDock(document::ModelDocument *document, document::ModelSelection *selection, document::VertexEditTool *tool,
                  std::function<int()> currentFrame, QWidget *parent = nullptr);

    // Typed transform of the selection with the values in the fields (Apply).
    bool applyTyped();
    // Transform Global with the values in its fields.
    bool applyGlobal();

    // The widgets, for tests.
    QLabel *noticeLabel() const { return m_notice; }
    QLabel *messageLabel() const { return m_message; }
    QComboBox *operationBox() const { return m_operation; }
    QDoubleSpinBox *valueBox(int axis) const { return m_value[axis]; }
    QPushButton *applyButton() const { return m_apply; }
    QComboBox *pivotBox() const { return m_pivot; }
    QDoubleSpinBox *cursorBox(int axis) const { return m_cursor[axis]; }
    QComboBox *constraintBox() const { return m_constraint; }
    QDoubleSpinBox *snapBox() const { return m_snap; }
    QDoubleSpinBox *angleSnapBox() const { return m_angleSnap; }
    QCheckBox *allFramesBox() const { return m_allFrames; }
    QSpinBox *firstFrameBox() const { return m_first; }
    QSpinBox *lastFrameBox() const { return m_last; }
    QCheckBox *softBox() const { return m_soft; }
    QDoubleSpinBox *softRadiusBox() const { return m_softRadius; }
    QComboBox *falloffBox() const { return m_falloff; }
    QComboBox *softDistanceBox() const { return m_softDistance; }
    QGroupBox *selectionGroup() const { return m_selectionGroup; }
    QGroupBox *globalGroup() const { return m_globalGroup; }
    QDoubleSpinBox *globalScaleBox() const { return m_globalScale; }
    QDoubleSpinBox *globalRotateBox(int axis) const { return m_globalRotate[axis]; }
    QDoubleSpinBox *globalMoveBox(int axis) const { return m_globalMove[axis]; }
    QPushButton *globalApplyButton() const { return m_globalApply; }
    QPushButton *recentreButton() const { return m_recentre; }
    QPushButton *mirrorButton(int axis) const { return m_mirror[axis]; }

public Q_SLOTS:
    // The shown frame, the frames or the selection changed: notices, ranges and counts again.
    void refresh();

private:
    QGroupBox *buildSelectionGroup();
    QGroupBox *buildOptionsGroup();
    QGroupBox *buildSoftGroup();
    QGroupBox *buildGlobalGroup();
    void operationChanged();
    void pushSettings(); // fields -> tool and selection
    void pullSettings(); // tool -> fields (the cursor set in the view)
    void pushSoft();
    void report(bool ok, const QString &error);

    document::ModelDocument *m_document;
    document::ModelSelection *m_selection;
    document::VertexEditTool *m_tool;
    std::function<int()> m_currentFrame;

    QLabel *m_notice = nullptr;
    QLabel *m_message = nullptr;
    QGroupBox *m_selectionGroup = nullptr;
    QGroupBox *m_optionsGroup = nullptr;
    QGroupBox *m_softGroup = nullptr;
    QGroupBox *m_globalGroup = nullptr;
    QLabel *m_selectionCount = nullptr;
    QComboBox *m_operation = nullptr;
    QDoubleSpinBox *m_value[3] = {};
    QPushButton *m_apply = nullptr;
    QComboBox *m_pivot = nullptr;
    QDoubleSpinBox *m_cursor[3] = {};
    QComboBox *m_constraint = nullptr;
    QDoubleSpinBox *m_snap = nullptr;
    QDoubleSpinBox *m_angleSnap = nullptr;
    QCheckBox *m_allFrames = nullptr;
    QSpinBox *m_first = nullptr;
    QSpinBox *m_last = nullptr;
    QCheckBox *m_soft = nullptr;
    QDoubleSpinBox *m_softRadius = nullptr;
    FalloffBox *m_falloff = nullptr;
    QComboBox *m_softDistance = nullptr;
    QDoubleSpinBox *m_globalScale = nullptr;
    QDoubleSpinBox *m_globalRotate[3] = {};
    QDoubleSpinBox *m_globalMove[3] = {};
    QPushButton *m_globalApply = nullptr;
    QPushButton *m_recentre = nullptr;
    QPushButton *m_mirror[3] = {};
};

} // namespace ackedit::widgets
