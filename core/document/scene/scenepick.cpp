#include "scene/scenepick.h"

namespace ackedit::document {

std::optional<float> rayTriangle(const PickRay &ray, const Eigen::Vector3f &a, const Eigen::Vector3f &b,
                                 const Eigen::Vector3f &c)
{
    // Möller–Trumbore: the ray's parameter and the barycentric coordinates in one solve.
    const Eigen::Vector3f e1 = b - a, e2 = c - a;
    const Eigen::Vector3f p = ray.direction.cross(e2);
    const float det = e1.dot(p);
    if (std::abs(det) < 1e-12f)
        return std::nullopt; // parallel, or a degenerate triangle
    const float inv = 1.0f / det;
    const Eigen::Vector3f s = ray.origin - a;
    const float u = s.dot(p) * inv;
    if (u < 0.f || u > 1.f)
        return std::nullopt;
    const Eigen::Vector3f q = s.cross(e1);
    const float v = ray.direction.dot(q) * inv;
    if (v < 0.f || u + v > 1.f)
        return std::nullopt;
    const float t = e2.dot(q) * inv;
    if (!(t >= 0.f))
        return std::nullopt;
    return t;
}

std::optional<float> rayPolygon(const PickRay &ray, const std::vector<Eigen::Vector3f> &polygon)
{
    std::optional<float> best;
    for (size_t i = 2; i < polygon.size(); ++i) {
        const std::optional<float> t = rayTriangle(ray, polygon[0], polygon[i - 1], polygon[i]);
        if (t && (!best || *t < *best))
            best = t;
    }
    return best;
}

std::optional<float> rayMesh(const PickRay &ray, const format::TriangleMesh &mesh, const Eigen::Affine3f &placement)
{
    if (std::abs(placement.linear().determinant()) < 1e-12f)
        return std::nullopt; // scaled flat: nothing to hit
    // Into the model's frame; t stays comparable because the direction is carried unnormalised.
    const Eigen::Affine3f toModel = placement.inverse();
    const PickRay local{toModel * ray.origin, toModel.linear() * ray.direction};
    std::optional<float> best;
    const auto size = mesh.positions.size();
    for (const format::TriangleMesh::Triangle &tri : mesh.triangles) {
        if (tri.v[0] >= size || tri.v[1] >= size || tri.v[2] >= size)
            continue;
        const std::optional<float> t = rayTriangle(local, mesh.positions[tri.v[0]], mesh.positions[tri.v[1]],
                                                   mesh.positions[tri.v[2]]);
        if (t && (!best || *t < *best))
            best = t;
    }
    return best;
}

SceneHit pickBlock(const SceneDocument &doc, const PickRay &ray, const NodeFilter &shown)
{
    SceneHit hit;
    QList<NodeId> todo = doc.children(0);
    std::vector<std::vector<Eigen::Vector3f>> polygons;
    std::vector<int> faces;
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeLast();
        if (shown && !shown(id))
            continue;
        todo += doc.children(id);
        polygons.clear();
        faces.clear();
        if (doc.nodeKind(id) != NodeKind::Block || !doc.blockPolygons(id, &polygons, &faces))
            continue;
        for (size_t p = 0; p < polygons.size(); ++p) {
            const std::optional<float> t = rayPolygon(ray, polygons[p]);
            if (t && (!hit.id || *t < hit.distance))
                hit = {id, *t, p < faces.size() ? faces[p] : -1};
        }
    }
    return hit;
}

QList<NodeId> nodesInRect(const SceneDocument &doc, const ViewDescription &view, const Eigen::Vector2f &a,
                          const Eigen::Vector2f &b, const NodeFilter &shown)
{
    const Eigen::Vector2f lo = a.cwiseMin(b), hi = a.cwiseMax(b);
    QList<NodeId> out;
    QList<NodeId> todo = doc.children(0);
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeFirst();
        if (shown && !shown(id))
            continue;
        const QList<NodeId> kids = doc.children(id);
        todo = kids + todo;
        Eigen::Vector3d at;
        const NodeKind kind = doc.nodeKind(id);
        if (!kids.isEmpty() || kind == NodeKind::Level || kind == NodeKind::Group || !doc.worldPosition(id, &at))
            continue;
        const std::optional<Eigen::Vector3f> p = view.project(at.cast<float>());
        if (p && (p->head<2>().array() >= lo.array()).all() && (p->head<2>().array() <= hi.array()).all())
            out.append(id);
    }
    return out;
}

} // namespace ackedit::document
