#pragma once
// What import decided before it builds the MDL7, shared by its parts (modelimport.cpp,
// importskeleton.cpp): the mesh instances that become groups, the frames to sample, and how a
// point of the file becomes a Gamestudio point.
#include "importoptions.h"

#include <QByteArray>

#include <Eigen/Core>
#include <Eigen/Geometry>

#include <assimp/scene.h>

namespace ackedit::interchange {

struct Instance
{
    unsigned mesh;
    const aiNode *node;
};

// One frame to sample: a moment of an animation, or a whole morph target, or the rest pose.
struct FrameSpec
{
    const aiAnimation *animation = nullptr;
    double ticks = 0;
    int target = -1;
    QByteArray name;
};

// The file's space to Gamestudio's: Y up turned to Z up (or kept), then scaled.
inline Eigen::Affine3f uprightTransform(const ImportOptions &options)
{
    Eigen::Matrix3f turn = Eigen::Matrix3f::Identity();
    if (options.up == ImportOptions::UpAxis::Y)
        turn << 1, 0, 0, 0, 0, -1, 0, 1, 0; // (x, y, z) -> (x, -z, y)
    Eigen::Affine3f t = Eigen::Affine3f::Identity();
    t.linear() = turn * options.scale;
    return t;
}

inline Eigen::Vector3f upright(const aiVector3D &v, const ImportOptions &options)
{
    return uprightTransform(options) * Eigen::Vector3f(v.x, v.y, v.z);
}

} // namespace ackedit::interchange
