#include "scenesampler.h"

#include <algorithm>

namespace ackedit::interchange {

namespace {

// The key pair around `t` and how far between them (clamped at both ends).
template<typename Key>
std::pair<const Key *, const Key *> around(const Key *keys, unsigned count, double t, float *f)
{
    *f = 0.f;
    if (count == 0)
        return {nullptr, nullptr};
    if (count == 1 || t <= keys[0].mTime)
        return {&keys[0], &keys[0]};
    for (unsigned i = 0; i + 1 < count; ++i) {
        if (t < keys[i + 1].mTime) {
            const double span = keys[i + 1].mTime - keys[i].mTime;
            *f = span > 0 ? float((t - keys[i].mTime) / span) : 0.f;
            return {&keys[i], &keys[i + 1]};
        }
    }
    return {&keys[count - 1], &keys[count - 1]};
}

aiVector3D vectorAt(const aiVectorKey *keys, unsigned count, double t, const aiVector3D &none)
{
    float f = 0.f;
    const auto [a, b] = around(keys, count, t, &f);
    if (!a)
        return none;
    return a->mValue + (b->mValue - a->mValue) * f;
}

aiQuaternion rotationAt(const aiQuatKey *keys, unsigned count, double t, const aiQuaternion &none)
{
    float f = 0.f;
    const auto [a, b] = around(keys, count, t, &f);
    if (!a)
        return none;
    aiQuaternion out;
    aiQuaternion::Interpolate(out, a->mValue, b->mValue, f);
    return out.Normalize();
}

const aiNodeAnim *channelOf(const aiAnimation *animation, const aiNode *node)
{
    if (!animation)
        return nullptr;
    for (unsigned i = 0; i < animation->mNumChannels; ++i)
        if (animation->mChannels[i]->mNodeName == node->mName)
            return animation->mChannels[i];
    return nullptr;
}

} // namespace

SceneSampler::SceneSampler(const aiScene *scene) : m_scene(scene)
{
    pose(nullptr, 0);
}

void SceneSampler::pose(const aiAnimation *animation, double ticks)
{
    m_animation = animation;
    m_ticks = ticks;
    m_global.clear();
    m_byName.clear();
    if (m_scene->mRootNode)
        poseNode(m_scene->mRootNode, aiMatrix4x4(), animation, ticks);
}

void SceneSampler::poseNode(const aiNode *node, const aiMatrix4x4 &parent, const aiAnimation *animation, double ticks)
{
    aiMatrix4x4 local = node->mTransformation;
    if (const aiNodeAnim *channel = channelOf(animation, node)) {
        aiVector3D scaling, position;
        aiQuaternion rotation;
        node->mTransformation.Decompose(scaling, rotation, position);
        local = aiMatrix4x4(vectorAt(channel->mScalingKeys, channel->mNumScalingKeys, ticks, scaling),
                            rotationAt(channel->mRotationKeys, channel->mNumRotationKeys, ticks, rotation),
                            vectorAt(channel->mPositionKeys, channel->mNumPositionKeys, ticks, position));
    }
    const aiMatrix4x4 world = parent * local;
    m_global[node] = world;
    m_byName.emplace(node->mName.C_Str(), node);
    for (unsigned i = 0; i < node->mNumChildren; ++i)
        poseNode(node->mChildren[i], world, animation, ticks);
}

const aiMatrix4x4 &SceneSampler::global(const aiNode *node) const
{
    static const aiMatrix4x4 identity;
    const auto it = m_global.find(node);
    return it == m_global.end() ? identity : it->second;
}

std::vector<float> SceneSampler::morphWeights(const aiMesh *mesh, const aiNode *node) const
{
    std::vector<float> weights;
    if (!m_animation || mesh->mNumAnimMeshes == 0)
        return weights;
    for (unsigned i = 0; i < m_animation->mNumMorphMeshChannels; ++i) {
        const aiMeshMorphAnim *channel = m_animation->mMorphMeshChannels[i];
        // glTF names the channel after the node, other readers after the mesh.
        if (channel->mName != node->mName && channel->mName != mesh->mName)
            continue;
        float f = 0.f;
        const auto [a, b] = around(channel->mKeys, channel->mNumKeys, m_ticks, &f);
        if (!a)
            return weights;
        weights.assign(mesh->mNumAnimMeshes, 0.f);
        for (const auto &[key, share] : {std::pair{a, 1.f - f}, std::pair{b, f}})
            for (unsigned k = 0; k < key->mNumValuesAndWeights; ++k)
                if (key->mValues[k] < mesh->mNumAnimMeshes)
                    weights[key->mValues[k]] += float(key->mWeights[k]) * share;
        return weights;
    }
    return weights;
}

std::vector<aiVector3D> SceneSampler::positions(unsigned meshIndex, const aiNode *node, int target) const
{
    const aiMesh *mesh = m_scene->mMeshes[meshIndex];
    std::vector<aiVector3D> local(mesh->mVertices, mesh->mVertices + mesh->mNumVertices);
    const auto targetVertices = [&](unsigned k) -> const aiVector3D * {
        const aiAnimMesh *anim = k < mesh->mNumAnimMeshes ? mesh->mAnimMeshes[k] : nullptr;
        return anim && anim->mVertices && anim->mNumVertices == mesh->mNumVertices ? anim->mVertices : nullptr;
    };
    if (target >= 0) {
        if (const aiVector3D *v = targetVertices(unsigned(target)))
            local.assign(v, v + mesh->mNumVertices);
    } else {
        const std::vector<float> weights = morphWeights(mesh, node);
        for (unsigned k = 0; k < weights.size(); ++k) {
            const aiVector3D *v = weights[k] != 0.f ? targetVertices(k) : nullptr;
            for (unsigned i = 0; v && i < mesh->mNumVertices; ++i)
                local[i] += (v[i] - mesh->mVertices[i]) * weights[k]; // assimp's targets are absolute
        }
    }
    std::vector<aiVector3D> out(local.size());
    if (mesh->mNumBones == 0) {
        const aiMatrix4x4 &m = global(node);
        for (size_t i = 0; i < local.size(); ++i)
            out[i] = m * local[i];
        return out;
    }
    // Skinned: the bones' poses place the vertices; vertices no bone holds follow the mesh's node.
    std::vector<float> held(local.size(), 0.f);
    for (unsigned b = 0; b < mesh->mNumBones; ++b) {
        const aiBone *bone = mesh->mBones[b];
        const auto found = m_byName.find(bone->mName.C_Str());
        const aiMatrix4x4 m = (found == m_byName.end() ? global(node) : global(found->second)) * bone->mOffsetMatrix;
        for (unsigned w = 0; w < bone->mNumWeights; ++w) {
            const aiVertexWeight &vw = bone->mWeights[w];
            if (vw.mVertexId >= local.size())
                continue;
            out[vw.mVertexId] += (m * local[vw.mVertexId]) * vw.mWeight;
            held[vw.mVertexId] += vw.mWeight;
        }
    }
    const aiMatrix4x4 &m = global(node);
    for (size_t i = 0; i < local.size(); ++i) {
        if (held[i] <= 0.f)
            out[i] = m * local[i];
        else if (std::abs(held[i] - 1.f) > 1e-6f)
            out[i] /= held[i];
    }
    return out;
}

} // namespace ackedit::interchange
