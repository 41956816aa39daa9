#pragma once
// A text WMP level source as a SceneDocument: the object sections form the tree (the root
// object, usually "Root", holds the level settings); an object that references a block or an
// entity is a leaf of that kind. Node ids are the object sections' ids (stable across edits).
//
// Commands keep the exact text of what they touched and put it back after undo/redo: ids and
// bytes come back exactly, also the spelling of numbers and the child lists that a structural
// edit rewrote. A structural step keeps its text changes (WmpTextChange), not the whole file.
#include "scene/scenedocument.h"
#include "wmp/wmptextfile.h"

#include <functional>
#include <map>

namespace ackedit::format {
class WmpTextFile;
struct WmpObjectNode;
struct WmpEntity;
}

namespace ackedit::document {

class WmpDocument : public SceneDocument
{
    Q_OBJECT
public:
    WmpDocument(std::unique_ptr<format::WmpTextFile> file, QString fileName, QObject *parent = nullptr);
    static std::unique_ptr<Document> createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName);

    format::WmpTextFile *wmp() const { return m_wmp; }

    QList<NodeId> children(NodeId parent) const override;
    NodeId parentOf(NodeId id) const override;
    bool contains(NodeId id) const override;
    NodeKind nodeKind(NodeId id) const override;
    QString nodeName(NodeId id) const override;
    int objectCount() const override;
    bool markerPosition(NodeId id, Eigen::Vector3f *position) const override;
    Eigen::Affine3d parentFrame(NodeId id) const override;
    bool exactOrigin(NodeId id, Eigen::Vector3d *origin) const override;
    Eigen::Vector3d engineAngles(NodeId id) const override;
    double storedPanSign() const override { return -1.0; } // engine pan = 90° - stored pan
    bool blockPolygons(NodeId id, std::vector<std::vector<Eigen::Vector3f>> *polygons,
                       std::vector<int> *faces = nullptr) const override;
    bool bounds(NodeId id, Eigen::Vector3f *min, Eigen::Vector3f *max) const override;

    QList<NodeProperty> properties(NodeId id) const override;
    QVariant property(NodeId id, const QString &key) const override;

    bool canRename(NodeId id) const override;
    bool canRemove(NodeId id) const override;
    bool canMove(NodeId id, NodeId newParent) const override;
    QList<NodeKind> addableKinds(NodeId parent) const override;
    QList<NodeId> nodesUsingTexture(int texture) const override;

protected:
    bool applyProperty(NodeId id, const QString &key, const QVariant &value, QString *error) override;
    NodeId applyCreate(NodeKind kind, NodeId parent, int row, const QString &name, QString *error) override;
    NodeId applyDuplicate(NodeId id, QString *error) override;
    std::unique_ptr<DetachedNode> applyDetach(NodeId id, QString *error) override;
    bool applyAttach(std::unique_ptr<DetachedNode> node, NodeId parent, int row, QString *error) override;
    std::unique_ptr<DetachedNode> applyUndoAdd(NodeId id, QString *error) override;
    std::unique_ptr<DetachedNode> applyUndoRemove(std::unique_ptr<DetachedNode> node, NodeId parent, int row,
                                                  QString *error) override;
    std::unique_ptr<DetachedNode> applyRedoRemove(NodeId id, std::unique_ptr<DetachedNode> removal, QString *error) override;
    bool applyMove(NodeId id, NodeId newParent, int row, QString *error) override;
    std::unique_ptr<DetachedNode> captureState(const QList<NodeId> &ids) const override;
    void restoreState(const DetachedNode &state) override;

private:
    const format::WmpObjectNode *objectOf(NodeId id) const;
    const format::WmpEntity *entityOf(NodeId id) const; // null for groups and blocks
    bool isGroup(NodeId id) const;                      // no reference, or the root
    bool isRoot(NodeId id) const;
    bool setField(NodeId id, const QString &key, const QVariant &value);
    bool setLevelField(const QString &key, const QVariant &value); // the root's level settings
    bool tryEdit(const std::function<void()> &edit, format::WmpTextChange *change, QString *error);
    // Applies a change that takes `id` out, between the signals of a removal.
    void takeOut(NodeId id, format::WmpTextChange &change);

    format::WmpTextFile *m_wmp;
    // What undoes each add, by the added node: undoing the add puts the text back exactly (a
    // removal would rewrite header counts that disagreed with the sections).
    std::map<NodeId, format::WmpTextChange> m_beforeAdd;
};

} // namespace ackedit::document
