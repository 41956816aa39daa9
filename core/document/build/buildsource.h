#pragma once
// What Build reads from a level source (issue 35): its blocks in source order (the scene tree,
// depth first, as WED's compiler numbers them), each face as a world polygon with its texture
// name, through the level documents of text WMP (4.x plane blocks, 5.x/6.x vertex blocks) and
// WMPB alike (SceneDocument::blockPolygons, "faceTextures"); and each block's geometry as WED
// compiles it (the faces' planes snapped to 0.5, the vertices computed again).
#include "build/buildgeometry.h"
#include "scene/scenedocument.h"

#include <QString>

#include <functional>
#include <vector>

namespace ackedit::document::build {

// How a face is textured and lit, as the source stores it.
struct FaceSurface
{
    bool mapped = false;                      // s and t hold the texture projection
    Eigen::Vector4d s = Eigen::Vector4d::Zero(); // texel u = dot(world point, s.xyz) + s.w
    Eigen::Vector4d t = Eigen::Vector4d::Zero(); // texel v (down the image rows) likewise
    quint32 flags = 0;                        // WMB skin flags: surface type in bits 0-3, 6 passable ...
    double ambient = 0;
    double albedo = 50;
};

struct SourceFace
{
    int face = -1;                        // the block's own face number
    std::vector<Eigen::Vector3d> polygon; // world coordinates, convex
    QString texture;                      // as the source names it; empty: WED's default
    FaceSurface surface;
};

// The surfaces of block `block`'s faces, indexed by the block's own face number (text WMP,
// WMPB; empty for other documents). Texture projections are turned into world coordinates.
std::vector<FaceSurface> faceSurfaces(const SceneDocument &doc, NodeId block);

struct SourceBlock
{
    NodeId id = 0;
    QString name;
    std::vector<SourceFace> faces;
};

// Calls `visit` for every node of `doc`, depth first, children in order: the order WED's compiler
// numbers blocks and writes objects in.
void visitDepthFirst(const SceneDocument &doc, const std::function<void(NodeId)> &visit);

// Every block of `doc`, in source order. Empty for a WMB (its blocks are compiled already).
std::vector<SourceBlock> sourceBlocks(const SceneDocument &doc);

// The block as WED compiles it: each face's plane (outward) with its distance snapped, the block
// rebuilt from those planes; BuildFace::face indexes `block.faces`. Problems name the block.
BuildBlock compiledGeometry(const SourceBlock &block);

// The textures the blocks' faces use, each once (names compared as the engine does, without
// case), in order of first use: the WMB's texture list. A face without a texture uses WED's
// built-in "#default".
QStringList usedTextures(const std::vector<SourceBlock> &blocks);

// The min/max of a compiled block's vertices (what the WMB block's bounds hold).
void blockBounds(const BuildBlock &block, Eigen::Vector3d *min, Eigen::Vector3d *max);

} // namespace ackedit::document::build
