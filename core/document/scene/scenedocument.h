#pragma once
// A level seen as a tree of nodes: WMB objects (flat list under the level), WMP groups with their
// blocks and entities, WMPB scene nodes. Tree models, the property panel and the viewport's
// markers work on this interface alone, so they behave the same for all three formats.
//
// Edits: the public mutators (setProperty/setProperties, rename, addNode, removeNodes, moveNode,
// duplicate) push commands on the undo stack. Commands change the data only through the
// protected apply* hooks below, which the format-specific subclasses implement and which emit the
// change signals, so undo notifies views exactly like redo (design rules 2, 3, 6).
#include "document.h"
#include "scene/nodeproperty.h"

#include <Eigen/Core>
#include <Eigen/Geometry>
#include <QList>
#include <QVariant>

#include <memory>

namespace ackedit::document {

using NodeId = quint32; // stable across edits and undo/redo; 0 = the invisible root

enum class NodeKind {
    Level,    // level info / root level node
    Group,
    Block,
    Entity,   // model entities (WMB entity and old entity, WMP/WMPB model)
    Light,
    Sound,
    Path,
    PathNode,
    Position,
    Region,
    Terrain,  // terrain entity (WMP/WMPB)
    Texture,
    Material,
    Folder,   // a read-only grouping node (e.g. "Textures" in a WMB)
    Other,
};

// What SceneDocument::addNodeAt sets on a new node besides its place.
struct NodeSetup
{
    QString name;                                        // empty: the format's default
    QString file;                                        // an entity's or sound's file
    Eigen::Vector3d blockSize = Eigen::Vector3d::Zero(); // a new block's size (zero: 64 units)
    QString texture;                                     // a new block's texture (empty: the format's)
};

// What a removed subtree is kept as while a command owns it; each subclass stores its own data.
struct DetachedNode
{
    virtual ~DetachedNode() = default;
};

class SceneDocument : public Document
{
    Q_OBJECT
public:
    using Document::Document;

    // --- tree (read) ---
    virtual QList<NodeId> children(NodeId parent) const = 0; // parent 0: top level
    virtual NodeId parentOf(NodeId id) const = 0;            // 0 for top-level nodes
    virtual bool contains(NodeId id) const = 0;
    virtual NodeKind nodeKind(NodeId id) const = 0;
    virtual QString nodeName(NodeId id) const = 0;
    // Objects as the format (and `ackedit-cli info`) counts them. By default every node but path
    // points and the texture/material listing.
    virtual int objectCount() const;
    int rowOf(NodeId id) const { return int(children(parentOf(id)).indexOf(id)); }
    // Whether `id` is `ancestor` or lies below it.
    bool isInSubtree(NodeId id, NodeId ancestor) const;

    // World position for a marker; false if the node is not a point object (blocks, groups...).
    virtual bool markerPosition(NodeId id, Eigen::Vector3f *position) const = 0;
    // World-space bounds of the node (and its subtree), for "frame selected"; false if none.
    virtual bool bounds(NodeId id, Eigen::Vector3f *min, Eigen::Vector3f *max) const = 0;

    // --- properties (read) ---
    virtual QList<NodeProperty> properties(NodeId id) const = 0;
    virtual QVariant property(NodeId id, const QString &key) const = 0;

    // --- capabilities ---
    virtual bool canRename(NodeId id) const = 0;
    virtual bool canRemove(NodeId id) const = 0;
    // By default what can be deleted can be duplicated.
    virtual bool canDuplicate(NodeId id) const { return canRemove(id); }
    // Whether `id` may become a child of `newParent` (drag and drop, reparent).
    virtual bool canMove(NodeId id, NodeId newParent) const = 0;
    // Node kinds that can be added as children of `parent` (e.g. Group under a WMP group).
    virtual QList<NodeKind> addableKinds(NodeId parent) const = 0;
    // The nodes whose faces use texture `texture` of the level's texture list (the validator's
    // numbering: WmpTextFile / WmpbFile::textureNames()); empty where there is no such list.
    virtual QList<NodeId> nodesUsingTexture(int /*texture*/) const { return {}; }

    // --- edits: each pushes one undoable command; false (and *error) if impossible ---
    // Sets `key` on every node of `ids` in one step. Successive edits of the same key on the same
    // ids merge (a spin box or a drag is one undo step); back to the start value, the step vanishes.
    bool setProperty(const QList<NodeId> &ids, const QString &key, const QVariant &value, QString *error = nullptr);
    // The same with a value per node (values[i] for ids[i]), still one step that merges the same
    // way: e.g. only X of several different positions edited.
    bool setProperties(const QList<NodeId> &ids, const QString &key, const QList<QVariant> &values,
                       QString *error = nullptr);
    bool rename(NodeId id, const QString &name, QString *error = nullptr);
    NodeId addNode(NodeKind kind, NodeId parent, int row = -1, const QString &name = QString(), QString *error = nullptr);
    bool removeNodes(const QList<NodeId> &ids, QString *error = nullptr);
    bool moveNode(NodeId id, NodeId newParent, int row = -1, QString *error = nullptr);
    // Several nodes moved under `newParent` to stand from row `row` on (-1: appended), in their
    // order, as one undo step; if one cannot move, none does.
    bool moveNodes(const QList<NodeId> &ids, NodeId newParent, int row = -1, QString *error = nullptr);
    QList<NodeId> duplicate(const QList<NodeId> &ids, QString *error = nullptr);
    // WED's Group: a new group where the first node is, holding the listed nodes (a node below
    // another listed one stays where it is), as one undo step; 0 (and *error) when any part is
    // refused, with nothing changed. Every member keeps its place in the world.
    NodeId groupNodes(const QList<NodeId> &ids, QString *error = nullptr);
    // WED's Ungroup: the group's members move up to its place and the group goes, as one step;
    // the members (empty and *error when refused). Members keep their places, not a group's turn.
    QList<NodeId> ungroup(NodeId group, QString *error = nullptr);
    // `name` if no node has it, else the next free one as WED counts ("crate_mdl_001" taken:
    // "crate_mdl_002"; a name without a number gets "_1", "_2"...).
    QString freeName(const QString &name) const;

    // --- adding at a place (sceneadd.cpp): what the views' Add and `level add` call ---
    // Adds a node of `kind` under `parent` with its origin at `world` and what `setup` says, as
    // one undo step; 0 (and *error) with nothing changed when any part is refused.
    NodeId addNodeAt(NodeKind kind, NodeId parent, const Eigen::Vector3d &world, const NodeSetup &setup = {},
                     QString *error = nullptr);
    // Where a new node of `kind` goes when no parent is named: `near` or its closest ancestor that
    // takes it, else the first node in tree order that does (0: the top level); -1 if none does.
    qint64 parentFor(NodeKind kind, NodeId near = 0) const;
    // Where a node is in the world: its origin through its group's frame, else its marker, else
    // the centre of its bounds; false for nodes without a place (a texture, a folder).
    bool worldPosition(NodeId id, Eigen::Vector3d *at) const;

    // --- transform edits (scenetransform.cpp): what every view and the property panel call ---
    // Each changes "origin", "angles" or "scale" of the listed nodes that have it, as one undo
    // step that merges with the next call on the same nodes (a drag is one step). A node below
    // another listed node is left out: it moves with its group. False (and *error) when no listed
    // node has the field or the format refuses a value; then nothing changes.
    // Moves by `worldDelta` in world units (a group's member moves in its group's frame).
    bool translateNodes(const QList<NodeId> &ids, const Eigen::Vector3d &worldDelta, QString *error = nullptr);
    // Puts `targets` (from transformTargets(..., "origin")) at `starts` (their origins when a drag
    // began) moved by `worldDelta`: a drag's every step, exact however many steps it takes.
    bool placeNodes(const QList<NodeId> &targets, const QList<Eigen::Vector3d> &starts, const Eigen::Vector3d &worldDelta,
                    QString *error = nullptr);
    // Starts a new gesture: a property edit no longer merges with the one before it (two drags
    // of the same nodes are two undo steps; the steps of one drag merge).
    void beginEditGesture() { ++m_editGesture; }
    int editGesture() const { return m_editGesture; }
    // Adds `degrees` to the stored angles (pan, tilt, roll as the property panel shows them).
    bool rotateNodes(const QList<NodeId> &ids, const Eigen::Vector3d &degrees, QString *error = nullptr);
    // Multiplies the scale, per axis, by `factors`.
    bool scaleNodes(const QList<NodeId> &ids, const Eigen::Vector3d &factors, QString *error = nullptr);
    // The nodes of `ids` that a transform edit of `key` changes (see above).
    QList<NodeId> transformTargets(const QList<NodeId> &ids, const QString &key) const;
    // The frame a node's "origin" is given in, as a transform to world: its group's world
    // transform in WMP and WMPB, the identity where positions are world positions (WMB).
    virtual Eigen::Affine3d parentFrame(NodeId /*id*/) const { return Eigen::Affine3d::Identity(); }
    // A node's "origin" as the file holds it (doubles where the file stores doubles, where the
    // property's QVector3D would round); false for nodes without one.
    virtual bool exactOrigin(NodeId id, Eigen::Vector3d *origin) const;
    // A node's pan, tilt, roll in degrees as the engine gets them (what the WMB holds); by
    // default its "angles" property, zero without one. Text WMP and WMPB store other angles.
    virtual Eigen::Vector3d engineAngles(NodeId id) const;
    // +1 when a larger stored pan ("angles" x) turns a node counter-clockwise seen from above, as
    // the engine's pan does; -1 where the file counts it the other way (text WMP).
    virtual double storedPanSign() const { return 1.0; }
    // The faces of block node `id` as world polygons (convex, any winding), for picking, and in
    // `faces` (when given) the block's own number of each polygon's face (what setFaceTexture
    // takes); false for other nodes and where blocks are compiled geometry (WMB).
    virtual bool blockPolygons(NodeId /*id*/, std::vector<std::vector<Eigen::Vector3f>> * /*polygons*/,
                               std::vector<int> * /*faces*/ = nullptr) const
    {
        return false;
    }
    // Puts `texture` on face `face` of block `block` (text WMP, WMPB) as one undo step of its own;
    // false (and *error) for another node, a face the block has not, or a refused name.
    bool setFaceTexture(NodeId block, int face, const QString &texture, QString *error = nullptr);

    // --- paths (scenepath.cpp): WED's path nodes in a text WMP and a WMPB ---
    // The "points" property of a path: x, y, z of each point relative to the path's origin, as
    // one flat list of doubles (doubles, so a point keeps the file's exact value).
    static QVariant pointsValue(const std::vector<Eigen::Vector3d> &points);
    static bool pointsFromValue(const QVariant &value, std::vector<Eigen::Vector3d> *points);
    // Where path `path`'s points are in the world, in order (its group's frame and its origin
    // applied); false for nodes whose points are not a property (a WMB's path nodes are nodes).
    bool pathPoints(NodeId path, std::vector<Eigen::Vector3d> *world) const;
    // Whether appendPathPoint can add to `path` (a path of a text WMP or WMPB, or a WMB path with
    // nodes; not a WMB6 point list).
    bool takesPathPoints(NodeId path) const;
    // Adds a point at `world` after the last one of path `path`, as one undo step of its own
    // (two clicks are two steps); false (and *error) when the node is no such path. In a WMB the
    // point is a new path node (a child of the path) and an edge to it.
    bool appendPathPoint(NodeId path, const Eigen::Vector3d &world, QString *error = nullptr);

signals:
    // Fine-grained notifications, emitted by the apply* hooks (so by do, undo and redo alike).
    // key "type": the node's record kind changed (e.g. an old WMB entity widened to the long
    // record), so its property list may have changed too: re-read properties(id).
    void propertyChanged(NodeId id, const QString &key);
    void nodeAboutToBeAdded(NodeId parent, int row);
    void nodeAdded(NodeId parent, int row, NodeId id);
    void nodeAboutToBeRemoved(NodeId parent, int row, NodeId id);
    void nodeRemoved(NodeId parent, int row, NodeId id);
    // newRow is the row the node has once the move is done (in the new parent's final list).
    void nodeAboutToBeMoved(NodeId id, NodeId oldParent, int oldRow, NodeId newParent, int newRow);
    void nodeMoved(NodeId id, NodeId oldParent, int oldRow, NodeId newParent, int newRow);
    void geometryChanged(); // block geometry changed: the viewport rebuilds the level mesh

protected:
    // setProperty of one node under another name in History ("Add path node").
    bool setPropertyAs(const QString &undoText, NodeId id, const QString &key, const QVariant &value,
                       QString *error);
    bool keepPlaces(const QList<NodeId> &ids, const QList<Eigen::Vector3d> &places, QString *error);

    // The rule of a tree level: a node that can be deleted may move under a parent that takes
    // nodes (`takesNodes`), unless that parent lies in its own subtree. Its present parent must
    // take nodes too, or the undo could not put it back: a text WMP object that no object lists
    // sits at the top level, where nothing can be put.
    template <typename TakesNodes>
    bool canMoveUnder(NodeId id, NodeId newParent, TakesNodes takesNodes) const
    {
        return canRemove(id) && takesNodes(newParent) && takesNodes(parentOf(id)) && !isInSubtree(newParent, id);
    }

    friend class SetPropertyCommand;
    friend class NodeStructureCommand;

    // propertyChanged for `key`, and for the properties derived from it that the level source
    // documents list (a path's node count from its points, a block's texture from its faces').
    void emitPropertyChanged(NodeId id, const QString &key);

    // Raw, non-undoable changes used by the commands. Each emits the matching signals.
    virtual bool applyProperty(NodeId id, const QString &key, const QVariant &value, QString *error) = 0;
    // Creates a new node; returns 0 and sets *error if impossible.
    virtual NodeId applyCreate(NodeKind kind, NodeId parent, int row, const QString &name, QString *error) = 0;
    // Copies `id` (and its subtree) next to it; returns the copy's id.
    virtual NodeId applyDuplicate(NodeId id, QString *error) = 0;
    // Takes the node and its subtree out of the data, keeping every id, so that applyAttach can
    // put it back exactly (same ids, same bytes).
    virtual std::unique_ptr<DetachedNode> applyDetach(NodeId id, QString *error) = 0;
    virtual bool applyAttach(std::unique_ptr<DetachedNode> node, NodeId parent, int row, QString *error) = 0;
    // Undo of the create or duplicate that made `id` (nothing changed since): takes it out like
    // applyDetach; a document that kept the exact state from before the add puts that back.
    virtual std::unique_ptr<DetachedNode> applyUndoAdd(NodeId id, QString *error) { return applyDetach(id, error); }
    // Undo of a removal: puts the node back like applyAttach and may hand back what a redo of
    // the removal needs (nothing changed in between), so the redo need not remove it afresh.
    virtual std::unique_ptr<DetachedNode> applyUndoRemove(std::unique_ptr<DetachedNode> node, NodeId parent, int row,
                                                          QString *error)
    {
        applyAttach(std::move(node), parent, row, error);
        return nullptr;
    }
    virtual std::unique_ptr<DetachedNode> applyRedoRemove(NodeId id, std::unique_ptr<DetachedNode> /*removal*/,
                                                          QString *error)
    {
        return applyDetach(id, error);
    }
    // `row`: the row the node shall have after the move (-1 = last).
    virtual bool applyMove(NodeId id, NodeId newParent, int row, QString *error) = 0;

    // Optional exact state for undo. Values alone do not always give the bytes back (a number's
    // spelling in a text WMP, garbage after a NUL, an old WMB entity widened to the long record,
    // a record's place in the file), so commands take the state of the nodes they change before
    // and after, and put it back after undo/redo has restored the values. The restore must not
    // change the tree; it emits propertyChanged only for what visibly differs. Default: none.
    virtual std::unique_ptr<DetachedNode> captureState(const QList<NodeId> & /*ids*/) const { return nullptr; }
    virtual void restoreState(const DetachedNode & /*state*/) {}

private:
    int m_editGesture = 0;
};

} // namespace ackedit::document
