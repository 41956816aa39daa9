#pragma once
// A compiled level (WMB2..WMB7) as a SceneDocument. Tree: the level info node (the first INFO
// object), then the other objects in file order (a path's nodes as its children), then
// read-only folders "Textures", "Materials" and "Blocks". Node ids: WmbFile's object and path
// node ids (one counter, so unique); folders and their items live in high id ranges.
//
// Edits go through WmbFile's setters; each command keeps the exact records it touched
// (captureState), so undo writes back the original bytes even where a setter normalises a field
// (padding after a NUL, an old entity widened to the long record).
#include "scene/scenedocument.h"

#include "wmb/wmbobject.h"

#include <QHash>

namespace ackedit::format {
class WmbFile;
struct WmbObject;
}

namespace ackedit::document {

class WmbDocument : public SceneDocument
{
    Q_OBJECT
public:
    WmbDocument(std::unique_ptr<format::WmbFile> file, QString fileName, QObject *parent = nullptr);
    // For the document factory: a WmbDocument when `asset` is a WMB (taking it), else null.
    static std::unique_ptr<Document> createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName);

    format::WmbFile *wmb() const { return m_wmb; }

    // Id ranges of the read-only nodes (object ids are far below).
    static constexpr NodeId TexturesFolder = 0xF0000001u;
    static constexpr NodeId MaterialsFolder = 0xF0000002u;
    static constexpr NodeId BlocksFolder = 0xF0000003u;
    static constexpr NodeId TextureBase = 0xA0000000u;
    static constexpr NodeId MaterialBase = 0xB0000000u;
    static constexpr NodeId BlockBase = 0xC0000000u;
    static constexpr NodeId ItemRange = 0x10000000u;

    QList<NodeId> children(NodeId parent) const override;
    NodeId parentOf(NodeId id) const override;
    bool contains(NodeId id) const override;
    NodeKind nodeKind(NodeId id) const override;
    QString nodeName(NodeId id) const override;
    int objectCount() const override;
    bool markerPosition(NodeId id, Eigen::Vector3f *position) const override;
    bool bounds(NodeId id, Eigen::Vector3f *min, Eigen::Vector3f *max) const override;

    QList<NodeProperty> properties(NodeId id) const override;
    QVariant property(NodeId id, const QString &key) const override;

    bool canRename(NodeId id) const override;
    bool canRemove(NodeId id) const override;
    bool canMove(NodeId id, NodeId newParent) const override;
    QList<NodeKind> addableKinds(NodeId parent) const override;

    static QStringList entityFlagNames();
    static QStringList lightFlagNames();

    // The quick fix of an entity file name longer than its field: old entity `id` (13-byte file
    // field) becomes the 372-byte entity record with a 33-byte one, one undo step. Only where the
    // version has that record (WMB6 and WMB7 files contain it; WMB2-4 files have none). A file
    // name that ran into the action field (WED's overflow) is whole again and the action field no
    // longer starts with its tail; every other value is kept.
    bool canWidenEntity(NodeId id) const;
    bool widenEntity(NodeId id, QString *error = nullptr);

protected:
    bool applyProperty(NodeId id, const QString &key, const QVariant &value, QString *error) override;
    NodeId applyCreate(NodeKind kind, NodeId parent, int row, const QString &name, QString *error) override;
    NodeId applyDuplicate(NodeId id, QString *error) override;
    std::unique_ptr<DetachedNode> applyDetach(NodeId id, QString *error) override;
    std::unique_ptr<DetachedNode> applyUndoAdd(NodeId id, QString *error) override;
    bool applyAttach(std::unique_ptr<DetachedNode> node, NodeId parent, int row, QString *error) override;
    bool applyMove(NodeId id, NodeId newParent, int row, QString *error) override;
    std::unique_ptr<DetachedNode> captureState(const QList<NodeId> &ids) const override;
    void restoreState(const DetachedNode &state) override;

private:
    struct PathNodeRef
    {
        NodeId path = 0;
        int index = -1;
    };

    void rebuildIndex();
    const format::WmbObject *objectOf(NodeId id) const; // objects only (not path nodes)
    bool isObject(NodeId id) const { return m_objectIndex.contains(id); }
    bool isPathNode(NodeId id) const { return m_pathNodes.contains(id); }
    NodeId levelId() const { return m_level; }
    int firstObjectRow() const { return m_level ? 1 : 0; }
    // The object index a node gets when it is inserted at top-level `row` (objects only).
    int objectIndexForRow(int row, NodeId skip) const;
    QVariant objectProperty(const format::WmbObject &o, const QString &key) const;
    QList<NodeProperty> objectProperties(const format::WmbObject &o) const;
    bool setObjectProperty(NodeId id, const QString &key, const QVariant &value, QString *error);
    std::vector<std::pair<quint32, qint32>> attachments() const;
    void setAttachments(const std::vector<std::pair<quint32, qint32>> &values);

    format::WmbFile *m_wmb;
    NodeId m_level = 0;
    QList<NodeId> m_topLevel;             // the rows of the invisible root
    QHash<NodeId, int> m_objectIndex;     // object id -> index in WmbFile::objects()
    QHash<NodeId, PathNodeRef> m_pathNodes;
    // Path records as they were before a node was appended (by the new node's id), so undoing the
    // append gives back the exact record (WED's edge lengths are not always ours).
    QHash<NodeId, format::WmbObject> m_beforeAppend;
};

} // namespace ackedit::document
