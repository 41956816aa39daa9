#pragma once
// A small bone-animated MDL7 for tests: three bones in a vertical chain and frames posed only by
// bone transforms (see chain()), plus helpers to write bone keys.
#include "mdl7/mdl7file.h"

#include <Eigen/Geometry>

namespace ackedit::testing {

using format::Mdl7BoneTransform;
using format::Mdl7BuildInput;
using format::Mdl7Bone;
using Vec = Eigen::Vector3f;

// A stored bone transform from a column-vector affine map (row-major for row vectors).
inline Mdl7BoneTransform key(uint16_t bone, const Eigen::Affine3f &a)
{
    Mdl7BoneTransform t;
    t.bone = bone;
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col)
            t.m[size_t(col * 4 + row)] = a.linear()(row, col);
    t.m[12] = a.translation().x();
    t.m[13] = a.translation().y();
    t.m[14] = a.translation().z();
    t.m[15] = 1.f;
    return t;
}

// A quarter turn about the X axis through `pivot`, with exact 0/1 entries: (x, y, z) -> (x, -z, y).
inline Eigen::Affine3f quarterTurnX(const Vec &pivot)
{
    Eigen::Matrix3f r;
    r << 1, 0, 0, 0, 0, -1, 0, 1, 0;
    Eigen::Affine3f a = Eigen::Affine3f::Identity();
    a.linear() = r;
    a.translation() = pivot - r * pivot;
    return a;
}

// Three bones in a vertical chain with joints at z = 0, 2, 4; vertices at x = 1 beside them and
// one free vertex. Frame "rest" keys every bone with the identity, frame "bent" turns bones 1 and
// 2 a quarter about X at their joints. Both frames are skeletal (no vertex records).
inline Mdl7BuildInput chain()
{
    Mdl7BuildInput in;
    Mdl7Bone b0, b1, b2;
    b0.name = "hip";
    b1.parent = 0;
    b1.position = {0, 0, 2};
    b1.name = "knee";
    b2.parent = 1;
    b2.position = {0, 0, 2}; // relative to the knee: absolute (0, 0, 4)
    b2.name = "ankle";
    in.bones = {b0, b1, b2};

    Mdl7BuildInput::Group g;
    g.name = "leg";
    g.positions = {{1, 0, 1}, {1, 0, 3}, {1, 0, 5}, {0, 1, 5}};
    g.vertexBones = {0, 1, 2, 0xFFFF};
    g.triangles.push_back({{0, 1, 3}, {}, -1});
    g.triangles.push_back({{1, 2, 3}, {}, -1});
    Mdl7BuildInput::Frame rest{"rest", {}, {}};
    for (uint16_t b = 0; b < 3; ++b)
        rest.transforms.push_back(key(b, Eigen::Affine3f::Identity()));
    Mdl7BuildInput::Frame bent{"bent", {}, {}};
    bent.transforms = {key(0, Eigen::Affine3f::Identity()), key(1, quarterTurnX({0, 0, 2})),
                       key(2, quarterTurnX({0, 0, 4}))};
    g.frames = {rest, bent};
    in.groups.push_back(g);
    return in;
}

} // namespace ackedit::testing
