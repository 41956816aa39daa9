#pragma once
// Skeletons become MDL7 bones where they fit: when every mesh is skinned and no morph targets
// move, the bones the meshes name (parents first), each vertex's bone and weights, and per frame a
// key per bone (a model-space transform about the bone's rest joint, chained from the root, as
// docs/formats/mdl7-bones.md measured MED's files). Import then checks that the MDL7 poses every
// frame where the sampled positions are, and keeps the plain vertex frames when it does not.
#include "importplan.h"
#include "mdl7/mdl7file.h"

#include <vector>

namespace ackedit::interchange {

// Adds the skeleton to `in` (groups already built, in `found` order; `welded[i][v]` = the group
// vertex that assimp vertex v of instance i became). False, leaving `in` as it was, when the
// model does not fit (not every mesh skinned, morph targets, a bone without its node).
bool addSkeleton(const aiScene *scene, const std::vector<Instance> &found, const std::vector<FrameSpec> &plan,
                 const ImportOptions &options, const std::vector<std::vector<uint32_t>> &welded,
                 format::Mdl7BuildInput *in);

} // namespace ackedit::interchange
