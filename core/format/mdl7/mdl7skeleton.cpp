// Bone posing of MDL7 frames; the rules and the measurements behind them are in
// docs/formats/mdl7-bones.md.
#include "mdl7/mdl7skeleton.h"

#include <Eigen/LU>

namespace ackedit::format {

namespace {

// A stored transform is row-major for row vectors (p' = p M, translation in m[12..14]); as a
// column-vector affine map its linear part is the transposed upper 3x3.
Eigen::Affine3f toAffine(const std::array<float, 16> &m)
{
    Eigen::Affine3f a = Eigen::Affine3f::Identity();
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col)
            a.linear()(row, col) = m[size_t(col * 4 + row)];
    a.translation() = Eigen::Vector3f(m[12], m[13], m[14]);
    return a;
}

Eigen::Matrix3f normalMatrix(const Eigen::Matrix3f &linear)
{
    Eigen::Matrix3f inverse;
    bool invertible = false;
    linear.computeInverseWithCheck(inverse, invertible);
    return invertible ? Eigen::Matrix3f(inverse.transpose()) : linear;
}

void normaliseInPlace(Eigen::Vector3f &n)
{
    const float len = n.norm();
    if (len > 0.f)
        n /= len;
}

} // namespace

Mdl7Skeleton::Mdl7Skeleton(const std::vector<Mdl7Bone> &bones, const std::vector<Mdl7Group> &groups, int frame)
{
    const size_t nb = bones.size();
    std::vector<Eigen::Affine3f> local(nb, Eigen::Affine3f::Identity());
    std::vector<char> keyed(nb, 0);
    for (const Mdl7Group &g : groups) {
        if (frame < 0 || size_t(frame) >= g.frames.size())
            continue;
        for (const Mdl7BoneTransform &t : g.frames[size_t(frame)].transforms()) {
            if (t.bone >= nb || keyed[t.bone])
                continue; // out of range: reported by validate(); repeated: the first one counts
            local[t.bone] = toAffine(t.m);
            keyed[t.bone] = 1;
            m_posed = true;
        }
    }
    m_poses.resize(nb, Eigen::Affine3f::Identity());
    m_normalMatrices.resize(nb, Eigen::Matrix3f::Identity());
    if (!m_posed)
        return;
    for (size_t b = 0; b < nb; ++b) {
        // Own rotation about the rest joint first, then wherever the parent chain moved it. A
        // parent that does not precede the bone (reported by validate()) counts as no parent.
        const uint16_t parent = bones[b].parent;
        m_poses[b] = parent < b ? m_poses[parent] * local[b] : local[b];
        m_normalMatrices[b] = normalMatrix(m_poses[b].linear());
    }
}

void Mdl7Skeleton::apply(const Mdl7Group &group, int groupIndex, const std::vector<Mdl7Deformer> &deformers,
                         std::vector<Eigen::Vector3f> *positions, std::vector<Eigen::Vector3f> *normals) const
{
    if (!m_posed)
        return;
    const size_t nb = m_poses.size();
    const size_t nv = group.vertices.size();
    if ((positions && positions->size() != nv) || (normals && normals->size() != nv))
        return;

    // Weighted vertices: the weighted sum of their bones' poses (affine part and normal matrix).
    std::vector<float> total;
    std::vector<Eigen::Matrix<float, 3, 4>> blended;
    std::vector<Eigen::Matrix3f> blendedNormal;
    for (const Mdl7Deformer &d : deformers) {
        if (d.type != 0 || d.group != groupIndex)
            continue;
        if (total.empty()) {
            total.assign(nv, 0.f);
            blended.assign(nv, Eigen::Matrix<float, 3, 4>::Zero());
            blendedNormal.assign(nv, Eigen::Matrix3f::Zero());
        }
        for (const Mdl7DeformerElement &e : d.elements) {
            if (e.bone < 0 || size_t(e.bone) >= nb)
                continue; // reported by validate()
            for (const Mdl7Weight &w : e.weights) {
                if (w.vertex < 0 || size_t(w.vertex) >= nv)
                    continue;
                total[size_t(w.vertex)] += w.weight;
                blended[size_t(w.vertex)] += w.weight * m_poses[size_t(e.bone)].affine();
                blendedNormal[size_t(w.vertex)] += w.weight * m_normalMatrices[size_t(e.bone)];
            }
        }
    }

    for (size_t v = 0; v < nv; ++v) {
        if (!total.empty() && total[v] > 0.f) {
            // Weights need not sum to 1 in real files: normalise (a raw sum pulls such vertices
            // towards the origin, see mdl7-bones.md).
            if (positions) {
                const Eigen::Matrix<float, 3, 4> m = blended[v] / total[v];
                (*positions)[v] = m.leftCols<3>() * (*positions)[v] + m.col(3);
            }
            if (normals) {
                (*normals)[v] = blendedNormal[v] * (*normals)[v];
                normaliseInPlace((*normals)[v]);
            }
            continue;
        }
        const uint32_t bone = group.vertices[v].index;
        if (bone >= nb)
            continue; // 0xFFFF: attached to no bone, stays at rest
        if (positions)
            (*positions)[v] = m_poses[bone] * (*positions)[v];
        if (normals) {
            (*normals)[v] = m_normalMatrices[bone] * (*normals)[v];
            normaliseInPlace((*normals)[v]);
        }
    }
}

std::vector<Eigen::Affine3f> Mdl7Skeleton::vertexPoses(const Mdl7Group &group, int groupIndex,
                                                       const std::vector<Mdl7Deformer> &deformers) const
{
    // The map of a vertex is what apply() does to it: probe it with the origin and the three
    // unit axes (an affine map is fixed by four points), vertex by vertex through apply().
    const size_t nv = group.vertices.size();
    std::vector<Eigen::Affine3f> out(nv, Eigen::Affine3f::Identity());
    if (!m_posed)
        return out;
    std::array<std::vector<Eigen::Vector3f>, 4> probes;
    for (int k = 0; k < 4; ++k) {
        probes[size_t(k)].assign(nv, k == 0 ? Eigen::Vector3f(Eigen::Vector3f::Zero()) : Eigen::Vector3f(Eigen::Vector3f::Unit(k - 1)));
        apply(group, groupIndex, deformers, &probes[size_t(k)], nullptr);
    }
    for (size_t v = 0; v < nv; ++v) {
        out[v].translation() = probes[0][v];
        for (int axis = 0; axis < 3; ++axis)
            out[v].linear().col(axis) = probes[size_t(axis + 1)][v] - probes[0][v];
    }
    return out;
}

} // namespace ackedit::format
