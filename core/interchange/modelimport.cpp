#include "modelimport.h"

#include "formatregistry.h"
#include "importplan.h"
#include "importskeleton.h"
#include "importtextures.h"
#include "interchangetexts.h"
#include "mdl7/mdl7file.h"
#include "common/pixelformat.h"
#include "scenesampler.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <cmath>
#include <cstring>
#include <map>

namespace ackedit::interchange {

namespace {

constexpr unsigned ReadFlags = aiProcess_Triangulate | aiProcess_SortByPType | aiProcess_ValidateDataStructure;
constexpr int MaxGroupVertices = 65535; // MDL7 indexes a group's vertices and UVs with 16 bits
constexpr int FrameNameLength = 15;

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// Reads `path` into `importer`; the scene, or null with `error` set. Gamestudio's own formats are
// opened, not imported: assimp's readers of them know less and crash on real files.
const aiScene *readScene(const QString &path, Assimp::Importer &importer, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Texts::tr("%1: cannot be read: %2").arg(shown(path), file.errorString());
        return nullptr;
    }
    const QString format = format::sniffFormat(file.read(4096));
    static const QStringList foreign = {QStringLiteral("IDST"), QStringLiteral("IDSQ"), QStringLiteral("IDP2"),
                                        QStringLiteral("IDP3"), QStringLiteral("WAD3"), QStringLiteral("A3WMP")};
    if (!format.isEmpty() && !foreign.contains(format)) {
        *error = Texts::tr("%1: is a Gamestudio %2 file; open it instead of importing it").arg(shown(path), format);
        return nullptr;
    }
    const aiScene *scene = importer.ReadFile(QFile::encodeName(path).constData(), ReadFlags);
    if (!scene) {
        *error = Texts::tr("%1: cannot be imported: %2").arg(shown(path), QString::fromUtf8(importer.GetErrorString()));
        return nullptr;
    }
    return scene;
}

bool hasTriangles(const aiMesh *mesh)
{
    return (mesh->mPrimitiveTypes & aiPrimitiveType_TRIANGLE) && mesh->mNumFaces > 0 && mesh->mNumVertices > 0;
}

void collect(const aiScene *scene, const aiNode *node, std::vector<Instance> *out)
{
    for (unsigned i = 0; i < node->mNumMeshes; ++i)
        if (node->mMeshes[i] < scene->mNumMeshes && hasTriangles(scene->mMeshes[node->mMeshes[i]]))
            out->push_back({node->mMeshes[i], node});
    for (unsigned i = 0; i < node->mNumChildren; ++i)
        collect(scene, node->mChildren[i], out);
}

std::vector<Instance> instances(const aiScene *scene)
{
    std::vector<Instance> out;
    if (scene->mRootNode)
        collect(scene, scene->mRootNode, &out);
    return out;
}

double ticksPerSecond(const aiAnimation *a)
{
    return a->mTicksPerSecond > 0 ? a->mTicksPerSecond : 25.0; // assimp's own default
}

int sampleCount(double seconds, double fps)
{
    return int(std::floor(seconds * fps + 1e-6)) + 1;
}

ImportPreview describe(const aiScene *scene, const std::vector<Instance> &found)
{
    ImportPreview p;
    p.meshes = int(found.size());
    std::vector<char> textured(scene->mNumMaterials, 0);
    for (const Instance &i : found) {
        const aiMesh *mesh = scene->mMeshes[i.mesh];
        p.triangles += int(mesh->mNumFaces);
        p.morphTargets = std::max(p.morphTargets, int(mesh->mNumAnimMeshes));
        if (mesh->mMaterialIndex < scene->mNumMaterials) {
            aiString path;
            const aiMaterial *m = scene->mMaterials[mesh->mMaterialIndex];
            textured[mesh->mMaterialIndex] = m->GetTexture(aiTextureType_DIFFUSE, 0, &path) == AI_SUCCESS
                                             || m->GetTexture(aiTextureType_BASE_COLOR, 0, &path) == AI_SUCCESS;
        }
    }
    p.skins = int(std::count(textured.begin(), textured.end(), 1));
    for (unsigned a = 0; a < scene->mNumAnimations; ++a) {
        const aiAnimation *anim = scene->mAnimations[a];
        const QString name = QString::fromUtf8(anim->mName.C_Str());
        p.animations.push_back({name.isEmpty() ? Texts::tr("animation %1").arg(a + 1) : name,
                                anim->mDuration / ticksPerSecond(anim)});
    }
    return p;
}

// MED's frame names: a word and a number ("walk3"), the engine's animation prefix.
QByteArray frameName(const QString &word, int number)
{
    QByteArray stem;
    for (const QChar c : word)
        if (c.isLetterOrNumber() && c.unicode() < 128)
            stem += char(c.unicode());
    if (stem.isEmpty())
        stem = "frame";
    const QByteArray digits = QByteArray::number(number);
    return stem.left(FrameNameLength - digits.size()) + digits;
}

std::vector<FrameSpec> framePlan(const aiScene *scene, const ImportPreview &preview, const ImportOptions &options)
{
    std::vector<FrameSpec> plan;
    std::vector<int> chosen;
    if (options.animations)
        chosen = *options.animations;
    else
        for (int a = 0; a < int(scene->mNumAnimations); ++a)
            chosen.push_back(a);
    for (const int a : chosen) {
        if (a < 0 || a >= int(scene->mNumAnimations))
            continue;
        const aiAnimation *anim = scene->mAnimations[a];
        const int count = sampleCount(preview.animations[size_t(a)].seconds, options.fps);
        for (int f = 0; f < count; ++f)
            plan.push_back({anim, std::min(double(f) / options.fps * ticksPerSecond(anim), anim->mDuration), -1,
                            frameName(preview.animations[size_t(a)].name, f + 1)});
    }
    if (plan.empty())
        for (int t = 0; t < preview.morphTargets; ++t)
            plan.push_back({nullptr, 0, t, frameName(QString(), t + 1)});
    if (plan.empty())
        plan.push_back({nullptr, 0, -1, "frame1"});
    return plan;
}

// Skins from the materials the meshes use: index per material (-1 = untextured).
struct Skins
{
    std::vector<format::Mdl7BuildInput::Skin> skins;
    std::vector<int> ofMaterial;
    QString error;
};

Skins materialSkins(const aiScene *scene, const std::vector<Instance> &found, const QString &folder)
{
    Skins out;
    out.ofMaterial.assign(scene->mNumMaterials, -1);
    std::vector<char> used(scene->mNumMaterials, 0);
    for (const Instance &i : found)
        if (scene->mMeshes[i.mesh]->mMaterialIndex < scene->mNumMaterials)
            used[scene->mMeshes[i.mesh]->mMaterialIndex] = 1;
    for (unsigned m = 0; m < scene->mNumMaterials; ++m) {
        if (!used[m])
            continue;
        const MaterialTexture texture = materialTexture(scene, scene->mMaterials[m], folder);
        if (!texture.present)
            continue;
        if (!texture.error.isEmpty()) {
            out.error = Texts::tr("material %1: %2").arg(QString::fromUtf8(scene->mMaterials[m]->GetName().C_Str()), texture.error);
            return out;
        }
        format::Mdl7BuildInput::Skin skin;
        const bool alpha = [&] {
            for (size_t p = 3; p < texture.image.pixels.size(); p += 4)
                if (texture.image.pixels[p] != 255)
                    return true;
            return false;
        }();
        skin.type = alpha ? format::PixelType::Argb8888 : format::PixelType::Rgb888;
        if (texture.image.width % 8 == 0 && texture.image.height % 8 == 0)
            skin.type |= format::PixelType::MipFlag;
        // Named after the image file, or the material when the image is inside the model.
        skin.name = (texture.embedded ? QString::fromUtf8(scene->mMaterials[m]->GetName().C_Str())
                                      : QFileInfo(texture.name).completeBaseName())
                        .toLatin1()
                        .left(16);
        skin.image = texture.image;
        out.ofMaterial[m] = int(out.skins.size());
        out.skins.push_back(std::move(skin));
    }
    return out;
}

// One mesh instance as a group: vertices at the same place in every frame are welded (as MED
// stores them), UVs likewise; assimp's UV v runs up, the skin's down.
format::Mdl7BuildInput::Group makeGroup(const aiMesh *mesh, const QByteArray &name,
                                        const std::vector<std::vector<aiVector3D>> &frames,
                                        const std::vector<FrameSpec> &plan, int skin, const ImportOptions &options,
                                        std::vector<uint32_t> *weldedOut)
{
    format::Mdl7BuildInput::Group g;
    g.name = name.left(16);
    const size_t count = mesh->mNumVertices;
    std::vector<uint32_t> welded(count);
    std::map<std::array<float, 3>, std::vector<uint32_t>> at;
    std::vector<std::vector<Eigen::Vector3f>> framePositions(plan.size());
    for (size_t v = 0; v < count; ++v) {
        std::vector<Eigen::Vector3f> track(plan.size());
        for (size_t f = 0; f < plan.size(); ++f)
            track[f] = upright(frames[f][v], options);
        std::vector<uint32_t> &same = at[{track[0].x(), track[0].y(), track[0].z()}];
        const auto match = std::find_if(same.begin(), same.end(), [&](uint32_t w) {
            for (size_t f = 0; f < plan.size(); ++f)
                if (framePositions[f][w] != track[f])
                    return false;
            return true;
        });
        if (match != same.end()) {
            welded[v] = *match;
            continue;
        }
        welded[v] = uint32_t(framePositions[0].size());
        same.push_back(welded[v]);
        for (size_t f = 0; f < plan.size(); ++f)
            framePositions[f].push_back(track[f]);
    }
    std::vector<uint32_t> uvIndex(count, 0);
    if (mesh->HasTextureCoords(0)) {
        std::map<std::pair<float, float>, uint32_t> seen;
        for (size_t v = 0; v < count; ++v) {
            const Eigen::Vector2f uv(mesh->mTextureCoords[0][v].x, 1.f - mesh->mTextureCoords[0][v].y);
            const auto [it, added] = seen.emplace(std::pair{uv.x(), uv.y()}, uint32_t(g.uvs.size()));
            if (added)
                g.uvs.push_back(uv);
            uvIndex[v] = it->second;
        }
    } else {
        g.uvs.emplace_back(0.f, 0.f);
    }
    for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
        const aiFace &face = mesh->mFaces[f];
        if (face.mNumIndices != 3)
            continue;
        format::TriangleMesh::Triangle t;
        for (int k = 0; k < 3; ++k) {
            t.v[size_t(k)] = welded[face.mIndices[k]];
            t.uv[size_t(k)] = uvIndex[face.mIndices[k]];
        }
        t.skin = skin;
        g.triangles.push_back(t);
    }
    g.positions = framePositions[0];
    *weldedOut = welded;
    for (size_t f = 0; f < plan.size(); ++f) {
        format::Mdl7BuildInput::Frame frame;
        frame.name = plan[f].name;
        frame.positions = std::move(framePositions[f]);
        g.frames.push_back(std::move(frame));
    }
    return g;
}

QByteArray groupName(const aiMesh *mesh, const aiNode *node, int index)
{
    QByteArray name = QByteArray(node->mName.C_Str());
    if (name.isEmpty() || name == "RootNode" || name == "root")
        name = QByteArray(mesh->mName.C_Str());
    return name.isEmpty() ? "group" + QByteArray::number(index + 1) : name;
}

// Whether two models show every frame at the same places (1e-3).
bool samePoses(const QByteArray &a, const QByteArray &b, int frames)
{
    try {
        const std::unique_ptr<format::AssetFile> x = format::readAssetFile(a), y = format::readAssetFile(b);
        for (int f = 0; f < frames; ++f) {
            const format::TriangleMesh p = x->mesh(f), q = y->mesh(f);
            if (p.positions.size() != q.positions.size())
                return false;
            for (size_t v = 0; v < p.positions.size(); ++v)
                if ((p.positions[v] - q.positions[v]).cwiseAbs().maxCoeff() > 1e-3f)
                    return false;
        }
        return true;
    } catch (...) {
        return false;
    }
}

} // namespace

int ImportPreview::frameCount(const ImportOptions &options) const
{
    int frames = 0;
    for (int a = 0; a < int(animations.size()); ++a)
        if (!options.animations || std::count(options.animations->begin(), options.animations->end(), a))
            frames += sampleCount(animations[size_t(a)].seconds, options.fps);
    if (frames == 0)
        frames = std::max(1, morphTargets);
    return frames;
}

ImportPreview previewImport(const QString &path)
{
    Assimp::Importer importer;
    QString error;
    const aiScene *scene = readScene(path, importer, &error);
    ImportPreview refused;
    if (!scene) {
        refused.error = error;
        return refused;
    }
    const std::vector<Instance> found = instances(scene);
    if (found.empty()) {
        refused.error = Texts::tr("%1: holds no mesh with triangles").arg(shown(path));
        return refused;
    }
    return describe(scene, found);
}

ImportResult importModel(const QString &path, const ImportOptions &options, const std::function<void(double)> &progress,
                         const std::atomic<bool> *cancel)
{
    ImportResult result;
    const auto failed = [&](const QString &why) {
        result.error = why;
        return result;
    };
    if (!(options.scale > 0.f) || !std::isfinite(options.scale) || !(options.fps > 0) || options.fps > 1000)
        return failed(Texts::tr("%1: the scale must be above 0 and the rate between 0 and 1000 frames per second").arg(shown(path)));
    Assimp::Importer importer;
    const aiScene *scene = readScene(path, importer, &result.error);
    if (!scene)
        return result;
    const std::vector<Instance> found = instances(scene);
    if (found.empty())
        return failed(Texts::tr("%1: holds no mesh with triangles").arg(shown(path)));
    const ImportPreview preview = describe(scene, found);
    const std::vector<FrameSpec> plan = framePlan(scene, preview, options);

    Skins skins = materialSkins(scene, found, QFileInfo(path).absolutePath());
    if (!skins.error.isEmpty())
        return failed(QStringLiteral("%1: %2").arg(shown(path), skins.error));

    // Sample every frame for every instance (frames outer: one pose per frame).
    std::vector<std::vector<std::vector<aiVector3D>>> sampled(found.size(), std::vector<std::vector<aiVector3D>>(plan.size()));
    SceneSampler sampler(scene);
    for (size_t f = 0; f < plan.size(); ++f) {
        if (cancel && cancel->load()) {
            result.cancelled = true;
            return failed(Texts::tr("%1: import cancelled").arg(shown(path)));
        }
        sampler.pose(plan[f].animation, plan[f].ticks);
        for (size_t i = 0; i < found.size(); ++i)
            sampled[i][f] = sampler.positions(found[i].mesh, found[i].node, plan[f].target);
        if (progress)
            progress(double(f + 1) / double(plan.size()));
    }

    format::Mdl7BuildInput in;
    in.skins = std::move(skins.skins);
    std::vector<std::vector<uint32_t>> welded(found.size());
    for (size_t i = 0; i < found.size(); ++i) {
        const aiMesh *mesh = scene->mMeshes[found[i].mesh];
        const int skin = mesh->mMaterialIndex < skins.ofMaterial.size() ? skins.ofMaterial[mesh->mMaterialIndex] : -1;
        format::Mdl7BuildInput::Group g =
            makeGroup(mesh, groupName(mesh, found[i].node, int(i)), sampled[i], plan, skin, options, &welded[i]);
        if (g.positions.size() > size_t(MaxGroupVertices) || g.uvs.size() > size_t(MaxGroupVertices))
            return failed(Texts::tr("%1: mesh %2 has %3 vertices and %4 UVs; an MDL7 group holds at most 65,535 of each")
                              .arg(shown(path), QString::fromLatin1(g.name))
                              .arg(g.positions.size())
                              .arg(g.uvs.size()));
        result.triangles += int(g.triangles.size());
        in.groups.push_back(std::move(g));
    }
    result.mdl7 = format::Mdl7File::create(in)->write();
    // Bones where they fit: kept only when the bones pose every frame where it was sampled.
    format::Mdl7BuildInput boned = in;
    if (addSkeleton(scene, found, plan, options, welded, &boned)) {
        const QByteArray bytes = format::Mdl7File::create(boned)->write();
        if (samePoses(result.mdl7, bytes, int(plan.size()))) {
            result.mdl7 = bytes;
            result.bones = int(boned.bones.size());
        }
    }
    result.groups = int(in.groups.size());
    result.frames = int(plan.size());
    result.skins = int(in.skins.size());
    return result;
}

} // namespace ackedit::interchange
