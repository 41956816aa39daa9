#pragma once
// Binary WMP (magic "WMPB", written by WED A7/A8): the level source as a scene tree of groups,
// blocks, entities, lights, sounds, paths, positions and regions (../shared/formats/wmp.md,
// section 2). Storage is the element tree, so an unedited file writes back byte-identical and
// an edit rewrites only the elements it changed plus the sizes (and, for structural edits, the
// child/object counts) of their ancestors.
#include "common/assetfile.h"
#include "wmpb/wmpbelement.h"
#include "wmpb/wmpbnode.h"

#include <QHash>
#include <QSize>

#include <memory>
#include <vector>

namespace ackedit::format {

struct Palette;

class WmpbFile : public AssetFile
{
public:
    // The 24-byte fixed part of the file header element.
    struct Header
    {
        quint32 format = 710;
        quint32 unknown2 = 2;   // 2 in every file
        quint32 objects = 0;    // all scene nodes incl. the root
        quint32 blocks = 0;
        quint32 entities = 0;   // objects - blocks - groups (the root level counts here)
        quint32 reserved = 0;
    };

    // A new, empty level as WED writes it: header (format 710), settings with `palette`
    // (grayscale if null) and a root level node named "Root". `comment` defaults to
    // "file created: <today>, wmpio (1.30)\n".
    static std::unique_ptr<WmpbFile> create(const Palette *palette = nullptr, const QString &comment = QString());

    // --- AssetFile ---
    Kind kind() const override { return Kind::LevelSource; }
    QString formatName() const override { return QStringLiteral("WMPB"); }
    QByteArray write() const override;
    QString infoText() const override;
    QJsonObject toJson(bool full) const override;
    std::vector<ValidationIssue> validate() const override;
    // All blocks in world coordinates, polygons fan-triangulated with OUTWARD winding (the file
    // stores them inward). skin = index into textureNames(); UVs from the face axes divided by
    // the texture size (setTextureSize, 128 when unknown) or the explicit per-corner UVs. The
    // axes take world coordinates for blocks under the level, block-local ones inside groups
    // (what the compiled WMBs show).
    TriangleMesh mesh(int frame) const override;

    // --- header and WED settings ---
    bool hasHeader() const;
    Header header() const;            // zeros if the file has no header element
    QString creationComment() const;  // "file created: dd.mm.yyyy, wmpio (1.30)\n"
    QStringList wadPaths() const;     // settings id 4, in file order
    QStringList textureFolders() const; // settings id 7
    bool hasPalette() const;
    Palette palette() const;          // settings id 10 (grayscale if absent)

    // --- scene tree (ids are stable across edits; 0 is never an id) ---
    quint32 rootId() const;
    std::vector<quint32> nodeIds() const;    // pre-order (file order)
    bool hasNode(quint32 id) const;
    // Whether node `id` may hold child nodes: the level, groups, and a node that held some when
    // read (moves and inserts refuse any other target).
    bool canHoldNodes(quint32 id) const;
    static bool canHoldNodes(const WmpbElement &node);
    WmpbNode node(quint32 id) const;         // throws FormatError for an unknown id
    quint32 parentId(quint32 id) const;      // 0 for the root
    int depthOf(quint32 id) const;           // root = 0, -1 if unknown

    // --- editing; each throws FormatError (and changes nothing) when the edit is impossible ---
    // Writes every field of `node` (matched by node.id) whose value differs from the file;
    // id, childCount and children are ignored (use add/remove/move for structure).
    void setNode(const WmpbNode &node);
    void setName(quint32 id, const QString &name); // also the name inside the class data, if any
    void setTransform(quint32 id, const Eigen::Vector3d &position, const Eigen::Vector3d &angles,
                      const Eigen::Vector3d &scale);
    // Inserts a new node built from `prototype` (see WmpbNode::make) as child `index` of
    // `parentId` (a level or group; -1 appends). A block gets the next free block number.
    // Updates the parent's child count and the header counts. Returns the new id.
    quint32 addNode(quint32 parentId, int index, const WmpbNode &prototype);
    // Removes the node and its subtree (not the root); fixes the parent and header counts.
    void removeNode(quint32 id);
    // Reparents and/or reorders: the node becomes child `index` (-1 = last) of `newParentId`.
    void moveNode(quint32 id, quint32 newParentId, int index);
    // Renumbers all blocks 0..n-1 in tree order (WED's own numbering).
    void renumberBlocks();

    // --- undo support (wmpbfileedit.cpp): nodes come back with their ids and bytes ---
    struct TreeEntry
    {
        quint32 id = 0, parent = 0; // parent 0 for the root
        quint8 classCode = 0;
        bool holdsNodes = false;    // canHoldNodes
    };
    std::vector<TreeEntry> treeEntries() const; // every scene node in tree order, not decoded
    struct TakenNode
    {
        WmpbElement element;          // the node with its subtree and uids
        quint32 parent = 0;
        size_t position = 0;          // element index under the parent
        QByteArray parentData, headerData; // fixed parts before the removal (counts as stored)
    };
    // Takes a node (not the root) out with its subtree; counts are updated as by removeNode.
    TakenNode takeNode(quint32 id);
    // Puts a taken node back exactly where it was, with the counts as they were.
    void putBack(const TakenNode &node);
    // A node's own bytes (fixed part and non-node children; child nodes left as placeholders)
    // and the header, and putting them back over the current node (its child nodes stay).
    struct NodeBytes
    {
        quint32 id = 0;
        WmpbElement element;
        QByteArray headerData;
    };
    NodeBytes nodeBytes(quint32 id) const;
    void restoreNodeBytes(const NodeBytes &bytes);

    // --- geometry helpers ---
    QStringList textureNames() const; // face textures in order of first use
    void setTextureSize(const QString &texture, int width, int height);
    // The node's transform relative to the world: the parent chain of T(position) *
    // rotation(angles) * S(scale). Positions adding up along the chain is verified; how WED
    // applies a rotated or scaled parent is not (no sample has one).
    Eigen::Affine3d worldTransform(quint32 id) const;
    // The orientation the three stored angles describe: Rz(a0) * Rx(a1) * Ry(a2) (radians).
    static Eigen::Matrix3d rotation(const Eigen::Vector3d &anglesRadians);
    // The same orientation as engine pan, tilt, roll in degrees 0..360, i.e. what the WED
    // compiler writes into the WMB (checked on 184 entities of 10 level pairs).
    static Eigen::Vector3d engineAngles(const Eigen::Vector3d &anglesRadians);

    // Raw access for tools and tests: the top-level element chain after the magic.
    const std::vector<WmpbElement> &elements() const { return m_elements; }

private:
    friend std::unique_ptr<WmpbFile> readWmpb(const QByteArray &data);

    struct Location
    {
        WmpbElement *node = nullptr;
        WmpbElement *parent = nullptr; // null for the root
        int depth = 0;
    };
    Location locate(quint32 id) const;
    // Every scene node with its depth, in tree order (pointers valid until the next edit).
    std::vector<std::pair<const WmpbElement *, int>> nodesInOrder() const;
    Location require(quint32 id, const char *operation) const;
    WmpbElement *rootElement() const;
    WmpbElement *headerElement() const;
    const WmpbElement *settingsElement() const;
    void assignIds(WmpbElement &node);
    void updateChildCount(WmpbElement &parent);
    void updateHeaderCounts();

    QByteArray m_magic;
    QByteArray m_padding; // zero bytes after the last element (see WmpbCodec::parseChain)
    // mutable: locate() hands out pointers into the tree from const lookups.
    mutable std::vector<WmpbElement> m_elements;
    quint32 m_nextId = 1;
    QHash<QString, QSize> m_textureSizes;
};

// Reads a binary WMP. Throws FormatError on anything structurally invalid, including known
// elements of the wrong size (every node is checked once while reading, WmpbNodeDecoder::check).
std::unique_ptr<WmpbFile> readWmpb(const QByteArray &data);

} // namespace ackedit::format
