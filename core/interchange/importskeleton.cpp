#include "importskeleton.h"

#include "scenesampler.h"

#include <functional>
#include <map>
#include <string>

namespace ackedit::interchange {

namespace {

Eigen::Matrix4f toEigen(const aiMatrix4x4 &m)
{
    Eigen::Matrix4f e;
    e << m.a1, m.a2, m.a3, m.a4, m.b1, m.b2, m.b3, m.b4, m.c1, m.c2, m.c3, m.c4, m.d1, m.d2, m.d3, m.d4;
    return e;
}

const aiNode *findNode(const aiNode *node, const aiString &name)
{
    if (node->mName == name)
        return node;
    for (unsigned i = 0; i < node->mNumChildren; ++i)
        if (const aiNode *found = findNode(node->mChildren[i], name))
            return found;
    return nullptr;
}

struct BoneInfo
{
    const aiNode *node = nullptr;
    Eigen::Matrix4f offset; // file space: rest point -> bone space
};

} // namespace

bool addSkeleton(const aiScene *scene, const std::vector<Instance> &found, const std::vector<FrameSpec> &plan,
                 const ImportOptions &options, const std::vector<std::vector<uint32_t>> &welded,
                 format::Mdl7BuildInput *in)
{
    if (found.empty() || in->groups.size() != found.size())
        return false;
    // The bones the meshes name, by node.
    std::map<const aiNode *, BoneInfo> bones;
    for (const Instance &i : found) {
        const aiMesh *mesh = scene->mMeshes[i.mesh];
        if (mesh->mNumBones == 0 || mesh->mNumAnimMeshes > 0)
            return false;
        for (unsigned b = 0; b < mesh->mNumBones; ++b) {
            const aiNode *node = findNode(scene->mRootNode, mesh->mBones[b]->mName);
            if (!node)
                return false;
            bones.emplace(node, BoneInfo{node, toEigen(mesh->mBones[b]->mOffsetMatrix)});
        }
    }
    if (bones.size() >= 0xFFFF)
        return false;
    // Parents first: the nodes in depth-first order; a bone's MDL7 parent is its nearest ancestor
    // that is a bone.
    std::vector<const aiNode *> order;
    std::map<const aiNode *, int> index;
    const std::function<void(const aiNode *)> walk = [&](const aiNode *node) {
        if (bones.count(node)) {
            index[node] = int(order.size());
            order.push_back(node);
        }
        for (unsigned c = 0; c < node->mNumChildren; ++c)
            walk(node->mChildren[c]);
    };
    walk(scene->mRootNode);
    const auto parentBone = [&](const aiNode *node) -> int {
        for (const aiNode *p = node->mParent; p; p = p->mParent)
            if (const auto it = index.find(p); it != index.end())
                return it->second;
        return -1;
    };

    const Eigen::Matrix4f c = uprightTransform(options).matrix();
    const Eigen::Matrix4f cInverse = c.inverse();
    // Rest joints in Gamestudio space: where each bone's space has its origin at rest.
    std::vector<Eigen::Vector3f> joint(order.size());
    for (size_t b = 0; b < order.size(); ++b)
        joint[b] = (c * bones[order[b]].offset.inverse() * Eigen::Vector4f(0, 0, 0, 1)).head<3>();

    format::Mdl7BuildInput out = *in;
    for (size_t b = 0; b < order.size(); ++b) {
        format::Mdl7Bone bone;
        const int parent = parentBone(order[b]);
        bone.parent = parent < 0 ? 0xFFFF : uint16_t(parent);
        bone.position = parent < 0 ? joint[b] : Eigen::Vector3f(joint[b] - joint[size_t(parent)]);
        bone.name = QByteArray(order[b]->mName.C_Str()).left(19);
        out.bones.push_back(bone);
    }
    // Each vertex: its weights (a deformer) and its heaviest bone; rest positions are the meshes'.
    for (size_t i = 0; i < found.size(); ++i) {
        const aiMesh *mesh = scene->mMeshes[found[i].mesh];
        format::Mdl7BuildInput::Group &g = out.groups[i];
        std::vector<float> heaviest(g.positions.size(), 0.f);
        g.vertexBones.assign(g.positions.size(), 0xFFFF);
        std::vector<char> rest(g.positions.size(), 0);
        std::map<std::pair<uint32_t, uint16_t>, float> weights;
        for (unsigned v = 0; v < mesh->mNumVertices; ++v) {
            const uint32_t w = welded[i][v];
            if (!rest[w]) {
                g.positions[w] = upright(mesh->mVertices[v], options);
                rest[w] = 1;
            }
        }
        for (unsigned b = 0; b < mesh->mNumBones; ++b) {
            const aiBone *bone = mesh->mBones[b];
            const uint16_t at = uint16_t(index[findNode(scene->mRootNode, bone->mName)]);
            for (unsigned k = 0; k < bone->mNumWeights; ++k) {
                const aiVertexWeight &vw = bone->mWeights[k];
                if (vw.mVertexId >= mesh->mNumVertices || vw.mWeight <= 0.f)
                    continue;
                const uint32_t w = welded[i][vw.mVertexId];
                float &sum = weights[{w, at}];
                sum = std::max(sum, vw.mWeight); // welded copies carry the same weights
                if (vw.mWeight > heaviest[w]) {
                    heaviest[w] = vw.mWeight;
                    g.vertexBones[w] = at;
                }
            }
        }
        g.weights.clear();
        for (const auto &[key, weight] : weights)
            g.weights.push_back({key.second, key.first, weight});
        for (format::Mdl7BuildInput::Frame &f : g.frames) {
            f.positions.clear();
            f.transforms.clear();
        }
    }
    // Per frame a key per bone, in group 0: pose(b) = pose(parent) * key(b), where pose(b) takes
    // a rest point to its posed place (model space, column vectors); stored transposed for the
    // file's row vectors.
    SceneSampler sampler(scene);
    for (size_t f = 0; f < plan.size(); ++f) {
        sampler.pose(plan[f].animation, plan[f].ticks);
        std::vector<Eigen::Matrix4f> pose(order.size());
        for (size_t b = 0; b < order.size(); ++b)
            pose[b] = c * toEigen(sampler.worldTransform(order[b])) * bones[order[b]].offset * cInverse;
        auto &transforms = out.groups[0].frames[f].transforms;
        for (size_t b = 0; b < order.size(); ++b) {
            const int parent = out.bones[b].parent == 0xFFFF ? -1 : int(out.bones[b].parent);
            const Eigen::Matrix4f key = parent < 0 ? pose[b] : Eigen::Matrix4f(pose[size_t(parent)].inverse() * pose[b]);
            format::Mdl7BoneTransform t;
            t.bone = uint16_t(b);
            for (int r = 0; r < 4; ++r)
                for (int col = 0; col < 4; ++col)
                    t.m[size_t(r * 4 + col)] = key(col, r);
            transforms.push_back(t);
        }
    }
    *in = std::move(out);
    return true;
}

} // namespace ackedit::interchange
