#pragma once
// Models written by assimp's own exporters for the import tests: made here, so no test depends on
// a file from elsewhere.
#include <QFile>
#include <QString>

#include <assimp/Exporter.hpp>
#include <assimp/scene.h>

#include <memory>

namespace ackedit::testing {

// A scene of one mesh: `quads` unit squares in a row on the ground (Y up), UVs over the row.
inline std::unique_ptr<aiScene> quadRow(int quads, const char *texture = nullptr)
{
    auto scene = std::make_unique<aiScene>();
    scene->mRootNode = new aiNode("root");
    auto *node = new aiNode("row");
    node->mParent = scene->mRootNode;
    scene->mRootNode->mNumChildren = 1;
    scene->mRootNode->mChildren = new aiNode *[1]{node};
    auto *mesh = new aiMesh;
    mesh->mName = "row";
    mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    mesh->mNumVertices = unsigned(quads * 4);
    mesh->mVertices = new aiVector3D[mesh->mNumVertices];
    mesh->mTextureCoords[0] = new aiVector3D[mesh->mNumVertices];
    mesh->mNumUVComponents[0] = 2;
    mesh->mNumFaces = unsigned(quads * 2);
    mesh->mFaces = new aiFace[mesh->mNumFaces];
    for (int q = 0; q < quads; ++q) {
        for (int c = 0; c < 4; ++c) {
            const float x = float(q + (c == 1 || c == 2)), z = float(c >= 2 ? -1 : 0);
            mesh->mVertices[q * 4 + c] = aiVector3D(x, 0.f, z);
            mesh->mTextureCoords[0][q * 4 + c] = aiVector3D(x / float(quads), -z, 0.f);
        }
        for (int t = 0; t < 2; ++t) {
            aiFace &f = mesh->mFaces[q * 2 + t];
            f.mNumIndices = 3;
            f.mIndices = t == 0 ? new unsigned[3]{unsigned(q * 4), unsigned(q * 4 + 1), unsigned(q * 4 + 2)}
                                : new unsigned[3]{unsigned(q * 4), unsigned(q * 4 + 2), unsigned(q * 4 + 3)};
        }
    }
    scene->mNumMeshes = 1;
    scene->mMeshes = new aiMesh *[1]{mesh};
    node->mNumMeshes = 1;
    node->mMeshes = new unsigned[1]{0};
    auto *material = new aiMaterial;
    const aiString name("painted");
    material->AddProperty(&name, AI_MATKEY_NAME);
    if (texture) {
        const aiString path(texture);
        material->AddProperty(&path, AI_MATKEY_TEXTURE_DIFFUSE(0));
    }
    scene->mNumMaterials = 1;
    scene->mMaterials = new aiMaterial *[1]{material};
    return scene;
}

inline bool exportScene(const aiScene *scene, const char *format, const QString &path)
{
    Assimp::Exporter exporter;
    return exporter.Export(scene, format, QFile::encodeName(path).constData()) == AI_SUCCESS;
}

} // namespace ackedit::testing
