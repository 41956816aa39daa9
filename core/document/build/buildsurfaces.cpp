// faceSurfaces (buildsource.h): the part of Build's source reading that knows the two source
// formats' face records.
#include "build/buildsource.h"

#include "scene/wmpbdocument.h"
#include "scene/wmpdocument.h"
#include "wmp/wmptextfile.h"
#include "wmp/wmptexturemapping.h"
#include "wmpb/wmpbfile.h"
#include "wmpb/wmpbnode.h"

namespace ackedit::document::build {

namespace {

std::vector<FaceSurface> wmpbSurfaces(const format::WmpbFile &file, NodeId id)
{
    std::vector<FaceSurface> out;
    const format::WmpbNode node = file.node(id);
    const auto *block = std::get_if<format::WmpbBlockData>(&node.data);
    if (!block)
        return out;
    // Axes apply to world coordinates for blocks directly under the level, to the block's own
    // vertex coordinates inside groups (format::WmpbFile::mesh, measured on compiled levels).
    const bool inGroup = file.parentId(id) != file.rootId();
    const Eigen::Affine3d toLocal = file.worldTransform(id).inverse();
    for (size_t p = 0; p < block->polygons.size(); ++p) {
        FaceSurface s;
        if (p < block->faces.size()) {
            const format::WmpbFace &f = block->faces[p];
            s.flags = f.flags;
            s.ambient = f.ambient;
            s.albedo = f.albedo;
            Eigen::Vector4d sa, ta;
            if (f.axes.size() == 8) {
                sa = {f.axes[0], f.axes[1], f.axes[2], f.axes[3]};
                ta = {f.axes[4], f.axes[5], f.axes[6], f.axes[7]};
                s.mapped = true;
            }
            if (s.mapped && inGroup) { // u = s·(L p + c) + o = (Lᵀ s)·p + (s·c + o)
                const Eigen::Matrix3d l = toLocal.linear();
                const Eigen::Vector3d c = toLocal.translation();
                for (Eigen::Vector4d *axis : {&sa, &ta}) {
                    const Eigen::Vector3d a = axis->head<3>();
                    *axis = Eigen::Vector4d((l.transpose() * a).x(), (l.transpose() * a).y(), (l.transpose() * a).z(),
                                            a.dot(c) + (*axis)[3]);
                }
            }
            s.s = sa;
            s.t = ta;
        }
        out.push_back(s);
    }
    return out;
}

std::vector<FaceSurface> wmpSurfaces(const format::WmpTextFile &file, NodeId id)
{
    std::vector<FaceSurface> out;
    const int object = file.objectIndex(id);
    const int bi = object >= 0 ? file.objects()[size_t(object)].block : -1;
    if (bi < 0)
        return out;
    const format::WmpBlock &block = file.blocks()[size_t(bi)];
    const format::WmpBrush::Result geometry = file.blockGeometry(bi);
    out.resize(block.faces.size());
    for (size_t f = 0; f < block.faces.size(); ++f) {
        out[f].flags = block.faces[f].flags;
        out[f].ambient = block.faces[f].ambient;
        out[f].albedo = block.faces[f].albedo;
    }
    // The projection needs the face's normal, which the computed polygons give.
    for (const format::WmpBrush::Polygon &polygon : geometry.polygons) {
        if (polygon.face < 0 || size_t(polygon.face) >= out.size() || polygon.vertices.size() < 3)
            continue;
        Eigen::Vector3d normal = Eigen::Vector3d::Zero();
        const Eigen::Vector3d &a = geometry.vertices[size_t(polygon.vertices[0])];
        for (size_t k = 1; k + 1 < polygon.vertices.size(); ++k)
            normal += (geometry.vertices[size_t(polygon.vertices[k])] - a).cross(geometry.vertices[size_t(polygon.vertices[k + 1])] - a);
        if (normal.norm() <= 0)
            continue;
        const format::WmpTextureMapping::Axes axes = format::WmpTextureMapping::axes(block.faces[size_t(polygon.face)], normal.normalized());
        out[size_t(polygon.face)].s = axes.s;
        out[size_t(polygon.face)].t = axes.t;
        out[size_t(polygon.face)].mapped = true;
    }
    return out;
}

} // namespace

std::vector<FaceSurface> faceSurfaces(const SceneDocument &doc, NodeId block)
{
    if (const auto *wmpb = dynamic_cast<const WmpbDocument *>(&doc))
        return wmpb->contains(block) ? wmpbSurfaces(*wmpb->wmpb(), block) : std::vector<FaceSurface>{};
    if (const auto *wmp = dynamic_cast<const WmpDocument *>(&doc))
        return wmpSurfaces(*wmp->wmp(), block);
    return {};
}

} // namespace ackedit::document::build
