#pragma once
// Where an assimp scene's vertices are at a moment of one of its animations: node keys
// (translation, rotation, scale), skinning by bones and morph-target weights, all evaluated as the
// exporters of glTF and FBX mean them. Import samples frames with it; the rest pose is time 0
// without an animation.
#include <assimp/scene.h>

#include <string>
#include <unordered_map>
#include <vector>

namespace ackedit::interchange {

class SceneSampler
{
public:
    explicit SceneSampler(const aiScene *scene);

    // Poses every node at `ticks` of `animation` (null: the nodes' own transforms).
    void pose(const aiAnimation *animation, double ticks);

    // The positions of `mesh` drawn at `node`, in scene space, at the last pose(). Morph targets
    // (none: `morphWeights` empty) blend before skinning. `target` >= 0 takes that morph target
    // whole instead (a file whose targets are not animated: each target is a frame).
    std::vector<aiVector3D> positions(unsigned mesh, const aiNode *node, int target = -1) const;

    // A node's transform in scene space at the last pose().
    const aiMatrix4x4 &worldTransform(const aiNode *node) const { return global(node); }

private:
    const aiMatrix4x4 &global(const aiNode *node) const;
    void poseNode(const aiNode *node, const aiMatrix4x4 &parent, const aiAnimation *animation, double ticks);
    std::vector<float> morphWeights(const aiMesh *mesh, const aiNode *node) const;

    const aiScene *m_scene;
    const aiAnimation *m_animation = nullptr;
    double m_ticks = 0;
    std::unordered_map<const aiNode *, aiMatrix4x4> m_global;
    std::unordered_map<std::string, const aiNode *> m_byName;
};

} // namespace ackedit::interchange
