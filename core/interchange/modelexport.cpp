#include "modelexport.h"

#include "common/assetfile.h"
#include "imageconvert.h"
#include "interchangetexts.h"
#include "io/atomicfile.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>

#include <assimp/Exporter.hpp>
#include <assimp/scene.h>

#include <cstring>
#include <map>

namespace ackedit::interchange {

namespace {

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// Gamestudio's Z up (and X forward) to the Y up of glTF and OBJ.
aiVector3D yUp(const Eigen::Vector3f &p)
{
    return aiVector3D(p.x(), p.z(), -p.y());
}

template<typename T>
T *copyArray(const std::vector<T> &v)
{
    T *out = new T[v.size()];
    std::copy(v.begin(), v.end(), out);
    return out;
}

QByteArray png(const format::RgbaImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    document::toQImage(image).save(&buffer, "PNG");
    return bytes;
}

// One skin's triangles as an assimp mesh: a vertex per (position, UV) pair, every frame after
// the first a morph target holding whole positions (assimp's convention).
aiMesh *makeMesh(const std::vector<format::TriangleMesh> &frames, const std::vector<size_t> &triangles, unsigned material)
{
    const format::TriangleMesh &base = frames.front();
    std::map<std::pair<uint32_t, uint32_t>, unsigned> index;
    std::vector<std::pair<uint32_t, uint32_t>> corners;
    std::vector<unsigned> faces;
    for (const size_t t : triangles) {
        const format::TriangleMesh::Triangle &tri = base.triangles[t];
        for (size_t k = 0; k < 3; ++k) {
            const std::pair key{tri.v[k], tri.uv[k]};
            const auto [it, added] = index.emplace(key, unsigned(corners.size()));
            if (added)
                corners.push_back(key);
            faces.push_back(it->second);
        }
    }
    auto *mesh = new aiMesh;
    mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    mesh->mMaterialIndex = material;
    mesh->mNumVertices = unsigned(corners.size());
    const auto positions = [&](const format::TriangleMesh &frame) {
        auto *out = new aiVector3D[corners.size()];
        for (size_t i = 0; i < corners.size(); ++i)
            out[i] = yUp(frame.positions[corners[i].first]);
        return out;
    };
    mesh->mVertices = positions(base);
    if (base.normals.size() == base.positions.size()) {
        mesh->mNormals = new aiVector3D[corners.size()];
        for (size_t i = 0; i < corners.size(); ++i)
            mesh->mNormals[i] = yUp(base.normals[corners[i].first]).Normalize();
    }
    if (!base.uvs.empty()) {
        mesh->mTextureCoords[0] = new aiVector3D[corners.size()];
        mesh->mNumUVComponents[0] = 2;
        for (size_t i = 0; i < corners.size(); ++i) {
            const Eigen::Vector2f uv = corners[i].second < base.uvs.size() ? base.uvs[corners[i].second] : Eigen::Vector2f::Zero();
            mesh->mTextureCoords[0][i] = aiVector3D(uv.x(), 1.f - uv.y(), 0.f);
        }
    }
    if (base.lightmapUvs.size() == base.positions.size()) {
        mesh->mTextureCoords[1] = new aiVector3D[corners.size()];
        mesh->mNumUVComponents[1] = 2;
        for (size_t i = 0; i < corners.size(); ++i) {
            const Eigen::Vector2f &uv = base.lightmapUvs[corners[i].first];
            mesh->mTextureCoords[1][i] = aiVector3D(uv.x(), 1.f - uv.y(), 0.f);
        }
    }
    mesh->mNumFaces = unsigned(faces.size() / 3);
    mesh->mFaces = new aiFace[mesh->mNumFaces];
    for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
        mesh->mFaces[f].mNumIndices = 3;
        mesh->mFaces[f].mIndices = new unsigned[3]{faces[f * 3], faces[f * 3 + 1], faces[f * 3 + 2]};
    }
    if (frames.size() > 1) {
        mesh->mNumAnimMeshes = unsigned(frames.size());
        mesh->mAnimMeshes = new aiAnimMesh *[frames.size()];
        for (size_t f = 0; f < frames.size(); ++f) {
            auto *target = new aiAnimMesh;
            target->mNumVertices = mesh->mNumVertices;
            target->mVertices = positions(frames[f]);
            target->mWeight = 0.f;
            mesh->mAnimMeshes[f] = target;
        }
    }
    return mesh;
}

struct Output
{
    QString path;
    QByteArray bytes;
};

// Writes the files (the main one last) or none: a failure removes what was written before it.
QString writeAll(const std::vector<Output> &files, QStringList *written)
{
    for (const Output &file : files) {
        QString why;
        if (!format::writeFileAtomically(file.path, file.bytes, &why)) {
            for (const QString &done : *written)
                QFile::remove(done);
            written->clear();
            return Texts::tr("%1: cannot be written: %2").arg(shown(file.path), why);
        }
        written->append(file.path);
    }
    return {};
}

} // namespace

QStringList exportExtensions()
{
    return {QStringLiteral("glb"), QStringLiteral("obj")};
}

ExportResult exportAsset(const format::AssetFile &asset, const QString &outPath, const ExportOptions &options)
{
    ExportResult result;
    const auto failed = [&](const QString &why) {
        result.error = why;
        return result;
    };
    const QFileInfo out(outPath);
    const QString type = out.suffix().toLower();
    if (!exportExtensions().contains(type))
        return failed(Texts::tr("%1: cannot export to .%2 files; use .glb (glTF 2) or .obj").arg(shown(outPath), type));
    if (options.allFrames && type == QLatin1String("obj"))
        return failed(Texts::tr("%1: an OBJ file holds one frame; export every frame to a .glb file").arg(shown(outPath)));
    const int frameCount = std::max(1, asset.frameCount());
    if (!options.allFrames && (options.frame < 0 || options.frame >= frameCount))
        return failed(Texts::tr("%1: has no frame %2 (frames 0 to %3)").arg(shown(outPath)).arg(options.frame).arg(frameCount - 1));

    std::vector<format::TriangleMesh> frames;
    if (options.allFrames)
        for (int f = 0; f < frameCount; ++f)
            frames.push_back(asset.mesh(f));
    else
        frames.push_back(asset.mesh(options.frame));
    const format::TriangleMesh &base = frames.front();
    for (const format::TriangleMesh &frame : frames)
        if (frame.positions.size() != base.positions.size())
            return failed(Texts::tr("%1: the frames do not share one vertex list").arg(shown(outPath)));

    // Triangles by skin (each skin its material), leaving out what the engine does not draw.
    std::map<int, std::vector<size_t>> bySkin;
    for (size_t t = 0; t < base.triangles.size(); ++t)
        if (base.hidden.size() != base.triangles.size() || !base.hidden[t])
            bySkin[base.triangles[t].skin].push_back(t);
    if (bySkin.empty())
        return failed(Texts::tr("%1: there are no triangles to export").arg(shown(outPath)));

    const QString stem = out.completeBaseName();
    std::vector<Output> files;
    auto scene = std::make_unique<aiScene>();
    scene->mRootNode = new aiNode(stem.toStdString());
    scene->mNumMeshes = unsigned(bySkin.size());
    scene->mMeshes = new aiMesh *[bySkin.size()];
    scene->mNumMaterials = unsigned(bySkin.size());
    scene->mMaterials = new aiMaterial *[bySkin.size()];
    std::vector<aiTexture *> textures;
    unsigned m = 0;
    for (const auto &[skin, triangles] : bySkin) {
        auto *material = new aiMaterial;
        const aiString name(skin < 0 ? std::string("untextured") : "skin" + std::to_string(skin));
        material->AddProperty(&name, AI_MATKEY_NAME);
        const format::RgbaImage image = skin >= 0 ? asset.skinImage(skin) : format::RgbaImage();
        if (!image.isNull()) {
            const QByteArray bytes = png(image);
            aiString path;
            if (type == QLatin1String("glb")) {
                auto *texture = new aiTexture;
                texture->mWidth = unsigned(bytes.size());
                texture->mHeight = 0;
                std::strcpy(texture->achFormatHint, "png");
                texture->pcData = reinterpret_cast<aiTexel *>(new char[size_t(bytes.size())]);
                std::memcpy(texture->pcData, bytes.constData(), size_t(bytes.size()));
                path = aiString("*" + std::to_string(textures.size()));
                textures.push_back(texture);
            } else {
                const QString file = QStringLiteral("%1_skin%2.png").arg(stem).arg(skin);
                files.push_back({out.dir().filePath(file), bytes});
                path = aiString(file.toStdString());
            }
            material->AddProperty(&path, AI_MATKEY_TEXTURE_DIFFUSE(0));
            ++result.textures;
        }
        scene->mMaterials[m] = material;
        scene->mMeshes[m] = makeMesh(frames, triangles, m);
        result.triangles += int(triangles.size());
        ++m;
    }
    scene->mRootNode->mNumMeshes = m;
    scene->mRootNode->mMeshes = new unsigned[m];
    for (unsigned i = 0; i < m; ++i)
        scene->mRootNode->mMeshes[i] = i;
    if (!textures.empty()) {
        scene->mNumTextures = unsigned(textures.size());
        scene->mTextures = copyArray(textures);
    }

    Assimp::Exporter exporter;
    const aiExportDataBlob *blob = exporter.ExportToBlob(scene.get(), type == QLatin1String("glb") ? "glb2" : "obj", 0);
    if (!blob)
        return failed(Texts::tr("%1: cannot be exported: %2").arg(shown(outPath), QString::fromUtf8(exporter.GetErrorString())));
    QByteArray main(static_cast<const char *>(blob->data), qsizetype(blob->size));
    for (const aiExportDataBlob *next = blob->next; next; next = next->next)
        if (QByteArray(next->name.C_Str()) == "mtl") {
            files.push_back({out.dir().filePath(stem + QStringLiteral(".mtl")),
                             QByteArray(static_cast<const char *>(next->data), qsizetype(next->size))});
            // Exported to memory, the OBJ names its material file after assimp's placeholder.
            main.replace("mtllib $blobfile.mtl", "mtllib " + QFile::encodeName(stem) + ".mtl");
        }
    files.push_back({outPath, main});
    result.error = writeAll(files, &result.written);
    result.frames = int(frames.size());
    return result;
}

} // namespace ackedit::interchange
