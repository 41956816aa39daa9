#pragma once
// The editor for levels (WMB, WMP, WMPB): the level mesh and markers for its point objects in a
// viewport, the node tree dock and the property panel. The editor holds the selection
// (document::SceneSelection); the tree dock shows and changes it, the viewport's marker highlight
// and the property panel follow it, and marker clicks change it.
#include "model/vertex/pickray.h"
#include "common/trianglemesh.h"
#include "editors/documenteditor.h"
#include "scene/leveltextures.h"
#include "scene/scenedocument.h"

#include <QFutureWatcher>
#include <QList>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>

class QAction;
class QMenu;


namespace ackedit::document {
class SceneSelection;
class SceneVisibility;
}

namespace ackedit::widgets {

class BuildDialog;
class FourViewLayout;
class LevelEntityModels;
class LevelMoveTool;
class PropertyPanel;
class SceneTreeDock;
class TextureBrowserDock;
struct ViewportMarker;

class LevelEditor : public DocumentEditor
{
    Q_OBJECT
public:
    explicit LevelEditor(document::SceneDocument *document, QWidget *parent = nullptr);
    ~LevelEditor() override;

    document::SceneDocument *sceneDocument() const { return m_document; }
    // The view the user works in last (clicked or typed into); the 3D view at first.
    Viewport *viewport() const override { return m_active->viewport; }
    // The four views as WED shows them: top (X/Y), 3D, front (X/Z) and side (Y/Z); the 2D ones
    // are orthographic, in wireframe, with the grid. One at a time when maximised (Ctrl+Space).
    enum class ViewKind { Top, Perspective, Front, Side };
    // A 2D view is made when asked for here if it was not made yet (they come after the 3D
    // view's first frame).
    Viewport *view(ViewKind kind) const;
    void ensurePlanViews();                    // makes the 2D views still missing now
    bool planViewsPending() const { return !m_pendingPlans.empty(); }
    FourViewLayout *viewLayout() const { return m_layout; }
    void setActiveView(Viewport *viewport);
    // The grid step of every view, for snapping and placing ([ halves it, ] doubles it: 1 to 1024).
    double gridStep() const { return m_gridStep; }
    void setGridStep(double step);
    QAction *finerGridAction() const { return m_finerGrid; }     // [
    QAction *coarserGridAction() const { return m_coarserGrid; } // ]
    QAction *maximiseViewAction() const { return m_maximise; }   // Ctrl+Space
    QAction *snapAction() const { return m_snap; }               // snap to grid without Ctrl
    // Hide and show as a view setting (leveleditorvisibility.cpp): not an edit, not saved.
    document::SceneVisibility *visibility() const { return m_visibility; }
    QAction *hideAction() const { return m_hide; }             // H: the selection
    QAction *hideOthersAction() const { return m_hideOthers; } // Shift+H: all but the selection
    QAction *showAllAction() const { return m_showAll; }       // Ctrl+Alt+H
    QList<QDockWidget *> dockWidgets() const override;
    QList<QAction *> viewActions() const override;
    // Level: Add (the same menu as Shift+A), Group, Ungroup.
    QMenu *editorMenu() const override { return m_levelMenu; }
    // Add (the kinds the level takes), Path Nodes, Group, Ungroup, Hide and Show, Frame
    // Selected, Maximise, Snap, the grid steps and Build (leveleditortoolbar.cpp).
    QList<QAction *> toolBarActions() const override;
    QString statusText() const override;
    // Nodes and entities are selected; a texture selects the blocks that use it.
    void selectLocation(const document::FindingLocation &location) override;

    SceneTreeDock *treeDock() const { return m_tree; }
    // Text WMP and WMPB: the level's WAD textures; null for a WMB (leveleditortextures.cpp).
    // The WADs are read off the GUI thread: the views draw the level untextured until then.
    TextureBrowserDock *textureBrowser() const { return m_textureBrowser; }
    bool isLoading() const override; // WAD textures or entity models still being read, 2D views to make
    // Puts `texture` on every face of the selected blocks (and those in selected groups) as one
    // undo step; false (the reason in the status) when none is selected or the name is refused.
    bool applyTexture(const QString &texture);
    // WED's face texturing (the browser's Apply to Faces): while on, each left click in a view puts
    // the current texture on the block face under the cursor, one undo step per face, until Esc,
    // a right click or the button again. Ends path mode, and path mode ends it.
    void startFaceTexturing();
    void endFaceTexturing();
    bool isTexturingFaces() const { return m_texturingFaces; }
    PropertyPanel *propertyPanel() const { return m_panel; }
    QAction *frameSelectedAction() const { return m_frameSelected; }
    LevelMoveTool *moveTool() const { return m_active->tool.get(); } // the active view's
    LevelEntityModels *entityModels() const { return m_entityModels.get(); }
    // Add (Shift+A in the view): one entry per kind the level takes; each adds at the cursor.
    QMenu *addMenu() const { return m_addMenu; }
    QAction *groupAction() const { return m_group; }     // Ctrl+G
    QAction *ungroupAction() const { return m_ungroup; } // Ctrl+Shift+G
    // Adds a node of `kind` under the cursor on the grid (in the 3D view the horizontal plane
    // through the view's centre; in a 2D view the view's plane through its centre), in the selected group or the first that takes it, as one
    // undo step, and selects it. 0 when the level takes no such node (the reason in the status).
    document::NodeId addAt(document::NodeKind kind, const document::NodeSetup &setup = {});
    // WED's path mode (leveleditorpaths.cpp): Add ▸ Path Nodes. With one path of a text WMP or
    // WMPB selected, each left click in a view appends a node there, one undo step per click,
    // until Esc, a right click or the action again; false (the reason in the status) otherwise.
    QAction *addPathNodesAction() const { return m_addPathNodes; }
    // Level ▸ Build… (text WMP, WMPB; disabled for a WMB): opens the build dialog, whose result
    // opens in a tab (openRequested) and whose warnings go to the Issues dock (findingsReported).
    QAction *buildAction() const { return m_build; }
    BuildDialog *buildDialog() const; // null until shown
    void showBuildDialog();
    bool startPathNodes();
    void endPathNodes();
    document::NodeId pathNodesTarget() const { return m_pathTarget; } // 0: not in path mode
    // A path's nodes in the world, as the views draw them (WMB: its path-node children).
    std::vector<Eigen::Vector3d> pathNodes(document::NodeId path) const;

    document::SceneSelection *sceneSelection() const { return m_selection; }
    QList<document::NodeId> selection() const;
    void setSelection(const QList<document::NodeId> &ids);
    // The markers last given to the viewport (point objects with a position).
    QList<ViewportMarker> markers() const;
    // Bounds of the selected nodes (markers and subtrees); false if none has any.
    bool selectionBounds(Eigen::Vector3f *min, Eigen::Vector3f *max) const;
    // The block or entity model whose surface `ray` meets first (0: none): what a click selects
    // where no marker is, and what a press may drag.
    document::NodeId pickSurface(const document::PickRay &ray) const;

public slots:
    void frameSelected();

signals:
    void selectionChanged(const QList<document::NodeId> &ids);

protected:
    void showEvent(QShowEvent *event) override; // first show: waits for the 3D view's first frame

private:
    // One view of the level: its viewport, its move tool and its copies of the level's meshes.
    struct View
    {
        Viewport *viewport = nullptr;
        std::unique_ptr<LevelMoveTool> tool;
        int mesh = -1;
        int hiddenMesh = -1; // the ghost of the hidden surfaces, -1 if there are none
    };
    // What every view draws of the level: built once for all views (the mesh, WAD textures and
    // lightmaps of a large level take a while), then handed to each.
    struct LevelMesh
    {
        format::TriangleMesh mesh;   // without hidden nodes and hull faces
        format::TriangleMesh hidden; // the hull faces (surface type none), drawn as a ghost
        QList<QImage> skins;
        bool lightmapped = false;    // a WMB whose faces name lightmap pages
        QList<QImage> lightmaps;
    };
    LevelMesh buildLevelMesh();
    // Shows the level in `viewport` with its own move tool, wired to the shared selection.
    View &addView(Viewport *viewport);
    void showLevelMesh(View &view, const LevelMesh &level);
    // Where a click at `pixel` in `view` places something: on the grid of the horizontal plane
    // through the 3D view's centre, or of a 2D view's plane through its centre.
    Eigen::Vector3d placeAt(const View &view, const Eigen::Vector2f &pixel) const;
    void showPaths();
    void appendPathNodeAt(const View &view, const Eigen::Vector2f &pixel);
    void textureFaceAt(const View &view, const Eigen::Vector2f &pixel);
    bool holdsBlock(document::NodeId id) const; // the node is a block or a group with one inside
    void buildAddMenu();
    void buildGroupActions();
    void createBuildAction(); // leveleditorbuild.cpp
    struct PlanPane
    {
        ViewKind kind = ViewKind::Top;
        int preset = 0; // Viewport::ViewPreset
        QString caption;
    };
    QList<PlanPane> planPanes() const;
    void createPlanView(); // the next 2D view still missing
    void buildViewActions();
    void setToolBarIcons(); // leveleditortoolbar.cpp
    void buildTextureBrowser();
    void texturesLoaded();
    void reskinLevel(); // every view's level mesh anew with the current textures
    void buildVisibilityActions();
    void visibilityChanged();
    bool isShown(document::NodeId id) const;
    QList<QImage> levelSkins(); // the level mesh's skins (WAD textures of a level source)
    void rebuildMesh();
    void rebuildMarkers();
    void scheduleMarkers();
    void markerClicked(quint32 id, Qt::KeyboardModifiers modifiers);
    void showSelection(const QList<document::NodeId> &ids);
    void updateStatus();
    // Shows the surfaces the engine does not draw (TriangleMesh::hidden) as a see-through ghost,
    // so a level's invisible hull no longer hides its rooms; none: no ghost.
    void showHiddenSurfaces(View &view, const format::TriangleMesh &hidden);

    TextureBrowserDock *m_textureBrowser = nullptr;
    document::LevelTextures m_textures;
    QFutureWatcher<document::LevelTextures> *m_textureLoad = nullptr; // null: nothing to read (WMB)
    QStringList m_meshTextures; // the face textures the views' level meshes were given skins for
    std::unique_ptr<LevelEntityModels> m_entityModels; // entities drawn as their models
    document::SceneDocument *m_document;
    document::SceneSelection *m_selection;
    std::vector<std::unique_ptr<View>> m_views;
    View *m_active = nullptr;
    FourViewLayout *m_layout = nullptr;
    double m_gridStep = 16.0;
    QAction *m_finerGrid = nullptr;
    QAction *m_coarserGrid = nullptr;
    QAction *m_maximise = nullptr;
    QAction *m_snap = nullptr;
    document::SceneVisibility *m_visibility = nullptr;
    QAction *m_hide = nullptr;
    QAction *m_hideOthers = nullptr;
    QAction *m_showAll = nullptr;
    SceneTreeDock *m_tree;
    PropertyPanel *m_panel;
    QAction *m_frameSelected;
    QTimer *m_markerTimer;
    QTimer *m_meshTimer;
    QList<ViewportMarker> m_markers;
    QMenu *m_addMenu = nullptr;
    QMenu *m_levelMenu = nullptr;
    QAction *m_group = nullptr;
    QAction *m_ungroup = nullptr;
    QAction *m_addPathNodes = nullptr;
    QAction *m_build = nullptr;
    std::vector<ViewKind> m_pendingPlans; // 2D views not made yet
    bool m_planFrameAsked = false;
    QTimer m_planWait; // asks the 3D view again for its first frame
    int m_planWaitTicks = 0;
    bool m_creatingAll = false;
    QPointer<BuildDialog> m_buildDialog;
    document::NodeId m_pathTarget = 0;
    bool m_texturingFaces = false;
    // What the views show of the paths: sent again only when it changed (a marker rebuild after
    // any edit would otherwise re-upload every path).
    std::optional<std::pair<std::vector<Eigen::Vector3f>, std::vector<Eigen::Vector3f>>> m_pathsShown;
    QString m_status;
    QString m_modeHint; // what a click does in path or face mode, shown while the mode lasts
    QString m_note; // what the last action did (Apply texture), shown until the selection changes
    std::optional<LevelMesh> m_startMesh; // shared by the views the constructor adds, then dropped
};

} // namespace ackedit::widgets
