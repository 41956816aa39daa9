#pragma once
// The bone pose of one MDL7 frame, as the engine applies it (docs/formats/mdl7-bones.md):
// a bone transform is a model-space rotation about the bone's own rest joint; a bone's pose is
// its own transform followed by its parent's pose. Transforms are looked up in every group (MED
// stores them in group 0 and they move the vertices of all groups). A vertex follows its deformer
// weights (normalised to sum 1), else its bone index; a vertex with neither stays at rest.
#include "mdl7/mdl7types.h"

#include <Eigen/Geometry>

#include <vector>

namespace ackedit::format {

class Mdl7Skeleton
{
public:
    Mdl7Skeleton(const std::vector<Mdl7Bone> &bones, const std::vector<Mdl7Group> &groups, int frame);

    // Whether some group's `frame` carries a transform of an existing bone.
    bool isPosed() const { return m_posed; }
    // Model-space pose per bone, column vectors (p' = pose * p); identity for a bone that has no
    // transform in this frame and no posed ancestor.
    const std::vector<Eigen::Affine3f> &bonePoses() const { return m_poses; }

    // Poses the rest positions / normals of group `groupIndex` (in main-vertex order; either may
    // be null). Normals keep their length class: unit in, unit out; zero stays zero.
    void apply(const Mdl7Group &group, int groupIndex, const std::vector<Mdl7Deformer> &deformers,
               std::vector<Eigen::Vector3f> *positions, std::vector<Eigen::Vector3f> *normals) const;

    // The affine map apply() moves each of the group's main vertices with (identity for a
    // vertex attached to no bone, or when the frame is not posed).
    std::vector<Eigen::Affine3f> vertexPoses(const Mdl7Group &group, int groupIndex,
                                             const std::vector<Mdl7Deformer> &deformers) const;

private:
    std::vector<Eigen::Affine3f> m_poses;
    std::vector<Eigen::Matrix3f> m_normalMatrices; // inverse transpose of each pose's linear part
    bool m_posed = false;
};

} // namespace ackedit::format
