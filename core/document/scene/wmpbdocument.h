#pragma once
// A binary WMP (WMPB) level source as a SceneDocument: the file's scene tree (the level node as
// the root, groups, blocks, entities, lights, sounds, paths, positions, regions). Node ids are
// WmpbFile's stable node ids. Field edits go through WmpbFile::setNode; every command keeps the
// node's own bytes before and after (WmpbFile::nodeBytes), and a removed node is kept with its
// subtree and ids (WmpbFile::takeNode), so undo writes back the original bytes.
#include "scene/scenedocument.h"

#include <QHash>

namespace ackedit::format {
class WmpbFile;
struct WmpbNode;
}

namespace ackedit::document {

class WmpbDocument : public SceneDocument
{
    Q_OBJECT
public:
    WmpbDocument(std::unique_ptr<format::WmpbFile> file, QString fileName, QObject *parent = nullptr);
    static std::unique_ptr<Document> createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName);

    format::WmpbFile *wmpb() const { return m_wmpb; }

    QList<NodeId> children(NodeId parent) const override;
    NodeId parentOf(NodeId id) const override;
    bool contains(NodeId id) const override;
    NodeKind nodeKind(NodeId id) const override;
    QString nodeName(NodeId id) const override;
    bool markerPosition(NodeId id, Eigen::Vector3f *position) const override;
    Eigen::Affine3d parentFrame(NodeId id) const override;
    bool exactOrigin(NodeId id, Eigen::Vector3d *origin) const override;
    Eigen::Vector3d engineAngles(NodeId id) const override;
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
    bool applyMove(NodeId id, NodeId newParent, int row, QString *error) override;
    std::unique_ptr<DetachedNode> captureState(const QList<NodeId> &ids) const override;
    void restoreState(const DetachedNode &state) override;

private:
    struct Entry
    {
        NodeId parent = 0;
        quint8 classCode = 0;
        bool holdsNodes = false; // format::WmpbFile::canHoldNodes
        QList<NodeId> children;
    };
    void rebuildIndex();
    bool isContainer(NodeId id) const;
    bool setField(format::WmpbNode &node, const QString &key, const QVariant &value, QString *error) const;
    NodeId copySubtree(NodeId source, NodeId parent, int row);

    format::WmpbFile *m_wmpb;
    QList<NodeId> m_top;
    QHash<NodeId, Entry> m_entries;
};

} // namespace ackedit::document
