#pragma once
// A compiled level (WMB2, WMB3, WMB4, WMB6, WMB7). Reading keeps every list: the understood ones
// as records (objects, textures, materials, blocks, lightmaps, BSP, old Quake-style geometry),
// the others (PVS, old lighting, legacy8, lists of unexpected size) as bytes. Writing serialises
// the records in the original file order with the original gaps, so an unedited file comes back
// byte-identical and an edit changes only what it touched plus offsets, lengths and counts.
#include "common/assetfile.h"
#include "wmb/wmbdata.h"
#include "wmb/wmbobject.h"

#include <memory>

namespace ackedit::format {

class WmbFile : public AssetFile
{
public:
    // --- AssetFile --------------------------------------------------------------------------
    Kind kind() const override { return Kind::Level; }
    QString formatName() const override; // "WMB7", ...
    QByteArray write() const override;
    QString infoText() const override;
    QJsonObject toJson(bool full) const override;
    std::vector<ValidationIssue> validate() const override;
    // Frame 0: WMB7 blocks and/or the old face geometry as outward-facing triangles; `skin` is the
    // index into textures(), UVs in texture repeats (v downward).
    TriangleMesh mesh(int frame) const override;
    int skinCount() const override { return int(m_textures.size()); }
    RgbaImage skinImage(int index) const override { return textureImage(index); }

    // --- Read access ------------------------------------------------------------------------
    int version() const { return m_version; } // 2..7
    const WmbLayout &layout() const { return m_layout; }
    bool hasList(int list) const;             // present in the file (own data or alias)
    bool isOpaque(int list) const;            // kept as bytes (not understood / unexpected size)
    QByteArray opaqueList(int list) const;    // the bytes of an opaque list
    bool quakeRecords() const { return m_version <= 2; } // WMB2 uses Quake's small BSP records

    const std::vector<WmbObject> &objects() const { return m_objects; }
    const WmbObject *object(quint32 id) const;
    WmbObject *object(quint32 id); // free field edits; use the setters below for strings / skills
    int objectIndex(quint32 id) const;
    const WmbObject *levelInfo() const; // first INFO object, null if none
    int countObjects(quint32 type) const;

    const std::vector<WmbTexture> &textures() const { return m_textures; }
    RgbaImage textureImage(int index) const; // null if the type cannot be decoded
    const std::vector<WmbMaterial> &materials() const { return m_materials; }
    const std::vector<WmbBlock> &blocks() const { return m_blocks; }
    bool hasPalette() const { return m_palette.rgb.size() == 768; }
    // The palette list's colours; when the file has none (WMB2/3, most WMB4), the fallback
    // palette, else grayscale. 8-bit textures of such files were drawn for the standard
    // Gamestudio palette (docs/formats/wmb.md), which the caller may supply here.
    Palette palette() const;
    void setFallbackPalette(const Palette &palette) { m_fallbackPalette = palette; m_hasFallbackPalette = true; }

    int lightmapSize() const { return m_lightmapSize; } // page edge in pixels (256 << INFO code)
    const std::vector<WmbLightmapPage> &lightmapPages() const { return m_lightmapPages; }
    RgbaImage lightmapImage(int page) const;
    const std::vector<WmbTerrainLightmap> &terrainLightmaps() const { return m_terrainLightmaps; }

    const std::vector<WmbPlane> &planes() const { return m_planes; }
    const std::vector<WmbNode> &nodes() const { return m_nodes; }
    const std::vector<WmbLeaf> &leafs() const { return m_leafs; }
    const std::vector<WmbClipNode> &clipNodes() const { return m_clipNodes; }
    const std::vector<quint32> &bspBlocks() const { return m_bspBlocks; }
    const std::vector<WmbModel> &models() const { return m_models; }
    const std::vector<Eigen::Vector3f> &legacyVertices() const { return m_vertices; }
    const std::vector<WmbEdge> &legacyEdges() const { return m_edges; }
    const std::vector<qint32> &surfEdges() const { return m_surfEdges; }
    const std::vector<WmbFace> &faces() const { return m_faces; }
    bool isBspLevel() const { return !m_nodes.empty(); }
    // Leaves visible from `leaf` (1-based leaf numbers as stored), decoded from the run-length
    // PVS; empty when the leaf has none or the data is out of range.
    std::vector<int> visibleLeaves(int leaf) const;

    // --- Edits --------------------------------------------------------------------------------
    // Setters return false (and set *error) when the value cannot be stored; they never write
    // past a field. A text that does not fit an old entity's field turns it into a type-7 entity.
    bool setObjectName(quint32 id, const QByteArray &text, QString *error = nullptr);
    bool setObjectFile(quint32 id, const QByteArray &text, QString *error = nullptr);
    bool setObjectAction(quint32 id, const QByteArray &text, QString *error = nullptr);
    bool setObjectSkill(quint32 id, int index, float value, QString *error = nullptr);
    bool setObjectPosition(quint32 id, const Eigen::Vector3f &position);
    bool setObjectAngles(quint32 id, const Eigen::Vector3f &panTiltRoll);
    bool setObjectScale(quint32 id, const Eigen::Vector3f &scale);
    bool setObjectFlags(quint32 id, quint32 flags);
    // Old entity (type 3) -> entity (type 7), same values. False before WMB6: no WMB2-4 file has
    // a type-7 record (corpus and wmb.md), so an A4/A5 engine may not know one; texts and skills
    // that do not fit the old record are then refused instead.
    bool convertToEntity(quint32 id);
    bool hasEntityRecords() const { return m_version >= 6; }
    // Moves a path node and recomputes the lengths of the edges that touch it.
    bool setPathNodePosition(quint32 pathId, int node, const Eigen::Vector3f &position);

    // Adds a node at `position` after the last one of path `pathId` (skills zero) and the edge to
    // it from the former last node (its bezier, weight and skill copied from the path's last
    // edge, as WED extends a path); a closed path (its last edge back to node 1) stays closed
    // through the new node. Returns the new node's id; 0 for no such path or a WMB6 point list.
    quint32 appendPathNode(quint32 pathId, const Eigen::Vector3f &position);

    // Adds a copy of `object` (fresh ids for it and its path nodes/edges) at `index` (-1: end).
    quint32 addObject(const WmbObject &object, int index = -1);
    bool removeObject(quint32 id);
    bool moveObject(quint32 id, int newIndex);

    // Undo support (wmbfileedit.cpp): records come back exactly, with their ids.
    // Replaces the record with `object.id` by `object`, every field as given.
    bool replaceObject(const WmbObject &object);
    // Inserts `object` at `index`, keeping its id and its path node/edge ids (which must be free).
    bool insertObject(const WmbObject &object, int index);
    // Reorders the objects to `ids`, a permutation of the current object ids.
    bool setObjectOrder(const std::vector<quint32> &ids);

    // Replaces texture `index` with `image`, encoded in the texture's own pixel type (DDS and
    // unknown types become ARGB8888+mip). Mip levels are regenerated and the record's mip
    // offsets recomputed; sizes must be multiples of 8 for mipmapped types.
    bool replaceTexture(int index, const RgbaImage &image, QString *error = nullptr);

private:
    friend class WmbReader;
    friend class WmbWriter;
    friend class WmbObjectCodec;
    friend class WmbTextureCodec;
    friend class WmbSimpleLevelAssembler;

    quint32 allocId() { return m_nextId++; }
    void remapAttachedPaths(const std::vector<int> &newPathNumber); // after path reorder/remove

    int m_version = 7;
    WmbLayout m_layout;
    std::array<bool, WmbList::MaxLists> m_opaque{};
    std::array<QByteArray, WmbList::MaxLists> m_raw; // bytes of opaque lists
    std::array<QByteArray, WmbList::MaxLists> m_listTail; // bytes after a parsed list's records

    WmbPaletteList m_palette;
    std::vector<WmbPlane> m_planes;
    std::vector<WmbTexture> m_textures;
    QByteArray m_textureGap; // between the offset table and the first texture record
    std::vector<Eigen::Vector3f> m_vertices;
    std::vector<WmbNode> m_nodes;
    std::vector<WmbMaterial> m_materials;
    std::vector<WmbFace> m_faces;
    std::vector<WmbClipNode> m_clipNodes;
    std::vector<WmbLeaf> m_leafs;
    std::vector<quint32> m_bspBlocks;
    std::vector<WmbEdge> m_edges;
    std::vector<qint32> m_surfEdges;
    std::vector<WmbModel> m_models;
    std::vector<WmbObject> m_objects;
    QByteArray m_objectGap;  // between the offset table and the first record (4 zero bytes in some files)
    int m_lightmapSize = 256;
    std::vector<WmbLightmapPage> m_lightmapPages;
    std::vector<WmbBlock> m_blocks;
    std::vector<WmbTerrainLightmap> m_terrainLightmaps;

    Palette m_fallbackPalette;
    bool m_hasFallbackPalette = false;
    quint32 m_nextId = 1;
};

// Reads any WMB2..WMB7 file. Throws FormatError (offset, field, problem) on invalid input.
std::unique_ptr<WmbFile> readWmb(const QByteArray &data);

} // namespace ackedit::format
