#pragma once
// Geometry of one frame in a form every consumer understands (viewport, OBJ export, assimp
// cross-checks): indexed positions and UVs, triangles outward-facing ((v1-v0)x(v2-v0) points out).
// Formats that store the opposite (MDL2..MDL7, IDPO, WMB, WMP: clockwise seen from outside)
// reverse their triangles here; stored normals are turned outward too (docs/formats/mdl-winding.md).
#include <Eigen/Core>

#include <array>
#include <cstdint>
#include <vector>

namespace ackedit::format {

struct TriangleMesh
{
    struct Triangle
    {
        std::array<uint32_t, 3> v{};  // into positions
        std::array<uint32_t, 3> uv{}; // into uvs
        int skin = -1;                // skin / texture index, -1 = none
    };
    std::vector<Eigen::Vector3f> positions;
    std::vector<Eigen::Vector3f> normals; // one per position, outward; may be empty (then compute)
    std::vector<Eigen::Vector2f> uvs;     // normalised: u to the right, v downwards (image rows)
    std::vector<Triangle> triangles;
    // Optional lightmap (compiled levels): page coordinates 0..1 per position and a page per
    // triangle (-1 = none). Both empty when the asset has no lightmap.
    std::vector<Eigen::Vector2f> lightmapUvs;
    std::vector<int> lightmapPages;
    // Optional, one per triangle: 1 = a surface the engine does not draw (surface type 11,
    // "none": the invisible hull WED makes from blocks textured "transparent").
    // Empty when every triangle is drawn.
    std::vector<uint8_t> hidden;
    // The surface type of such faces: the low nibble of a WMB skin's or a level source face's flags.
    static constexpr uint32_t SurfaceNone = 11;
    // Optional, one per triangle: the id of the level node it belongs to (a level source's block:
    // the text WMP object or WMPB node id), so a view can leave out the blocks it hides. Empty
    // where triangles belong to no such node (models, terrains, compiled levels).
    std::vector<uint32_t> owners;

    // Keeps the triangles for which keep(i) is true, i being the triangle's index before the call
    // (asked once per triangle, in order), with their per-triangle data (lightmap page, hidden
    // flag, owner) where that is present; positions, normals and UVs stay as they are. keep may
    // read this mesh's per-triangle arrays at i: they are moved only after it answered.
    template<typename Keep>
    void keepTriangles(Keep &&keep)
    {
        const size_t count = triangles.size();
        const bool pages = lightmapPages.size() == count;
        const bool flags = hidden.size() == count;
        const bool owned = owners.size() == count;
        size_t kept = 0;
        for (size_t i = 0; i < count; ++i) {
            if (!keep(i))
                continue;
            triangles[kept] = triangles[i];
            if (pages)
                lightmapPages[kept] = lightmapPages[i];
            if (flags)
                hidden[kept] = hidden[i];
            if (owned)
                owners[kept] = owners[i];
            ++kept;
        }
        triangles.resize(kept);
        if (pages)
            lightmapPages.resize(kept);
        if (flags)
            hidden.resize(kept);
        if (owned)
            owners.resize(kept);
    }
};

} // namespace ackedit::format
