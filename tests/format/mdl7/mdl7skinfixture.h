#pragma once
// A one-triangle MDL7 model with the given skins (the triangle uses skin 0), for skin tests.
#include "mdl7/mdl7file.h"

#include <memory>
#include <vector>

namespace mdl7fixture {

inline std::unique_ptr<ackedit::format::Mdl7File>
oneTriangle(const std::vector<ackedit::format::Mdl7BuildInput::Skin> &skins)
{
    using namespace ackedit::format;
    Mdl7BuildInput in;
    in.skins = skins;
    Mdl7BuildInput::Group g;
    g.name = "tri";
    g.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
    g.uvs = {{0, 0}, {1, 0}, {0, 1}};
    TriangleMesh::Triangle t;
    t.v = {0, 1, 2};
    t.uv = {0, 1, 2};
    t.skin = 0;
    g.triangles = {t};
    in.groups.push_back(g);
    return Mdl7File::create(in);
}

} // namespace mdl7fixture
