#pragma once
// The Skin dock of the skin painter (model and terrain editors): a skin chooser, the tools (brush,
// eraser, fill, colour picker, soften), brush size, hardness, opacity and spacing, fill tolerance
// and "limit to triangle", foreground/background colours with a swatch palette, and the 2D
// SkinView that paints. The editor owning it hands it the document's undo stack, how to get a
// skin's working image, the current frame's triangles, and the document's skinChanged.
#include "common/trianglemesh.h"

#include <QDockWidget>

#include <functional>

class QAction;
class QActionGroup;
class QBoxLayout;
class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QSpinBox;
class QToolButton;
class QUndoStack;

namespace ackedit::document {
class ModelDocument;
class SkinCanvas;
class SkinPaintSettings;
}

namespace ackedit::widgets {

class SkinView;

class SkinPaintDock : public QDockWidget
{
    Q_OBJECT
public:
    using CanvasProvider = std::function<document::SkinCanvas *(int skin)>;
    using SwatchProvider = std::function<QList<QColor>(int skin)>;

    SkinPaintDock(QUndoStack *stack, QWidget *parent = nullptr);

    // `count` skins; `canvas` gives a skin's working image (null: it cannot be painted here).
    void setSkins(int count, CanvasProvider canvas);
    // UV editing of a model's UV records (the UV tool and its Mirror U / Mirror V / Rotate 90°
    // buttons, shown only then); without it the dock paints only (terrain skins).
    void setUvDocument(document::ModelDocument *document);
    // The triangles whose UVs are drawn over the skin (the current frame's).
    void setMesh(const format::TriangleMesh &mesh);
    // The swatches for a skin (empty: the fixed ones), e.g. the palette of an 8-bit skin.
    void setSwatchProvider(SwatchProvider swatches) { m_swatchProvider = std::move(swatches); }
    // Whether a skin's pixel format stores alpha (SkinEdits::hasAlpha): the eraser makes texels
    // transparent there, else paints the background colour. Unset: guessed from the pixels.
    using AlphaProvider = std::function<bool(int skin)>;
    void setAlphaProvider(AlphaProvider alpha) { m_alphaProvider = std::move(alpha); }
    void setSwatches(const QList<QColor> &colours);
    int currentSkin() const;
    void setCurrentSkin(int skin);
    // The Uv tool with these UV records selected (the Issues dock's "select the UV"); nothing
    // without a model to edit UVs of.
    void selectUvRecords(const std::vector<int> &records);

    SkinView *view() const { return m_view; }
    // The tool, brush, colours and fill options the controls show (the view's, shared by the
    // 3D brush).
    document::SkinPaintSettings *settings() const;
    QComboBox *skinBox() const { return m_skin; }
    QToolButton *toolButton(int tool) const; // SkinView::Tool as int
    // The tools as checkable actions in one exclusive group (the buttons above show them; the
    // model editor's tool bar too); one not offered for this document is invisible (the UV tool
    // without UVs to edit).
    QAction *toolAction(int tool) const; // SkinView::Tool as int
    QList<QAction *> toolActions() const;
    QSpinBox *sizeSpin() const { return m_size; }
    QSpinBox *hardnessSpin() const { return m_hardness; }
    QSpinBox *opacitySpin() const { return m_opacity; }
    QSpinBox *spacingSpin() const { return m_spacing; }
    QSpinBox *toleranceSpin() const { return m_tolerance; }
    QCheckBox *limitToTriangleBox() const { return m_limit; }
    QCheckBox *limitToIslandBox() const { return m_limitIsland; }
    QCheckBox *uvBox() const { return m_uv; }
    QToolButton *foregroundButton() const { return m_fg; }
    QToolButton *backgroundButton() const { return m_bg; }
    QList<QToolButton *> swatches() const { return m_swatches; }
    QString noticeText() const;

    // ---- painting on the model in 3D (SkinPaintTool) ----
    QToolButton *paintOnModelButton() const { return m_paintOnModel; }
    QAction *paintOnModelAction() const { return m_paintOnModelAction; } // the button's action
    bool paintsOnModel() const;
    QSpinBox *seamBleedSpin() const { return m_seamBleed; }
    int seamBleed() const;
    // Shows or hides the 3D painting row: an editor without a SkinPaintTool (the terrain
    // editor) hides it, so no button is offered that would do nothing.
    void setSurfacePaintAvailable(bool available);

    // A fixed palette of swatches (16 colours: black to white and the primaries).
    static QList<QColor> defaultSwatches();

    // ---- skin management: the editor's row of skin buttons (SkinManageBar), under the chooser ----
    void addManagementRow(QWidget *row);

    // ---- dithering of painted 8-bit skins on save (the editor passes it to its document) ----
    // Whether a skin is stored as 8-bit palette indices (document::skinPalette): the "Dither
    // 8-bit skins on save" box is shown only for those.
    using PaletteSkinProvider = std::function<bool(int skin)>;
    void setPaletteSkinProvider(PaletteSkinProvider isPalette);
    QCheckBox *ditherBox() const { return m_dither; }

public Q_SLOTS:
    // The document's skinChanged(skin, rect).
    void skinChanged(int skin, const QRect &rect);

Q_SIGNALS:
    void paintOnModelToggled(bool on);
    // The user picked another skin to paint (not sent when setSkins keeps or clamps it): the 3D
    // view shows the skin being painted.
    void currentSkinChanged(int skin);
    void ditherToggled(bool on);

private:
    void showSkin(int skin);
    static QString skinName(int skin); // "Skin 1" for skin 0
    // The notice over the view when `skin` cannot be painted; returns its canvas (null then).
    document::SkinCanvas *updateNotice(int skin);
    void brushControlsChanged();
    void updateColourButtons();
    void chooseColour(bool foreground);
    void addSurfacePaintControls(QWidget *body, QBoxLayout *layout);
    void updateDitherBox();
    void setToolVisible(int tool, bool visible); // SkinView::Tool as int: its action and button

    QUndoStack *m_stack;
    CanvasProvider m_canvas;
    SwatchProvider m_swatchProvider;
    AlphaProvider m_alphaProvider;
    QGridLayout *m_swatchGrid = nullptr;
    format::TriangleMesh m_mesh;
    SkinView *m_view = nullptr;
    QComboBox *m_skin = nullptr;
    QLabel *m_notice = nullptr;
    QButtonGroup *m_tools = nullptr;
    QSpinBox *m_size = nullptr;
    QSpinBox *m_hardness = nullptr;
    QSpinBox *m_opacity = nullptr;
    QSpinBox *m_spacing = nullptr;
    QSpinBox *m_tolerance = nullptr;
    QCheckBox *m_limit = nullptr;
    QCheckBox *m_uv = nullptr;
    QToolButton *m_fg = nullptr;
    QToolButton *m_bg = nullptr;
    QList<QToolButton *> m_swatches;
    QWidget *m_uvRow = nullptr; // UV actions, visible with the UV tool
    QWidget *m_surfaceRow = nullptr; // painting on the model in 3D and its seam bleed
    QToolButton *m_paintOnModel = nullptr;
    QAction *m_paintOnModelAction = nullptr;
    QActionGroup *m_toolActions = nullptr;
    QSpinBox *m_seamBleed = nullptr;
    QCheckBox *m_limitIsland = nullptr;
    QCheckBox *m_dither = nullptr;
    PaletteSkinProvider m_isPaletteSkin;
};

} // namespace ackedit::widgets
