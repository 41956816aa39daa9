#include "scene/entitymodels.h"

#include "formatregistry.h"
#include "imageconvert.h"
#include "model/externalskinfinder.h"

#include <QCoreApplication>
#include <QFile>
#include <QVector3D>

namespace ackedit::document {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("ackedit::document", text); }

bool namesModel(const QString &file)
{
    const QString lower = file.toLower();
    return lower.endsWith(QLatin1String(".mdl")) || lower.endsWith(QLatin1String(".hmp"))
           || lower.endsWith(QLatin1String(".wmb"));
}

// The triangles the engine draws: a level's "none" faces (the invisible hull) are left out,
// and so is its lightmap (an entity is drawn with its textures only).
void keepDrawn(format::TriangleMesh &mesh)
{
    if (mesh.hidden.size() == mesh.triangles.size()) {
        size_t kept = 0;
        for (size_t i = 0; i < mesh.triangles.size(); ++i) {
            if (mesh.hidden[i] == 0)
                mesh.triangles[kept++] = mesh.triangles[i];
        }
        mesh.triangles.resize(kept);
    }
    mesh.hidden.clear();
    mesh.lightmapPages.clear();
    mesh.lightmapUvs.clear();
}

// The largest file an entity model is read from: far above any real model or level.
constexpr qint64 kMaxModelBytes = 512ll * 1024 * 1024;

} // namespace

EntityModel loadEntityModel(const QString &path)
{
    EntityModel model;
    model.path = path;
    QFile file(path);
    if (file.size() > kMaxModelBytes) {
        model.problem = tr("%1 is too large for a model").arg(path);
        return model;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        model.problem = tr("%1 cannot be read: %2").arg(path, file.errorString());
        return model;
    }
    try {
        const std::unique_ptr<format::AssetFile> asset = format::readAssetFile(file.readAll());
        const auto kind = asset->kind();
        if (kind != format::AssetFile::Kind::Model && kind != format::AssetFile::Kind::Terrain
            && kind != format::AssetFile::Kind::Level) {
            model.problem = tr("%1 is a %2, not a model, terrain or level").arg(path, asset->formatName());
            return model;
        }
        model.mesh = asset->mesh(0);
        keepDrawn(model.mesh);
        for (int i = 0; i < asset->skinCount(); ++i)
            model.skins.append(toQImage(asset->skinImage(i)));
    } catch (const format::FormatError &e) {
        model.mesh = {};
        model.problem = tr("%1: %2").arg(path, e.toString());
    }
    return model;
}

QList<NodeId> modelEntities(const SceneDocument &doc)
{
    QList<NodeId> out;
    QList<NodeId> todo = doc.children(0);
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeFirst();
        todo = doc.children(id) + todo;
        if (doc.nodeKind(id) == NodeKind::Entity && namesModel(doc.property(id, QStringLiteral("file")).toString()))
            out.append(id);
    }
    return out;
}

QString entityModelPath(const SceneDocument &doc, NodeId id, const ExternalSkinFinder &finder)
{
    const QString file = doc.property(id, QStringLiteral("file")).toString();
    return namesModel(file) ? finder.locate(file) : QString();
}

Eigen::Affine3f entityPlacement(const SceneDocument &doc, NodeId id)
{
    Eigen::Vector3d at = Eigen::Vector3d::Zero();
    doc.worldPosition(id, &at);
    const Eigen::Vector3d a = doc.engineAngles(id) * (3.14159265358979323846 / 180.0);
    Eigen::Vector3d scale = Eigen::Vector3d::Ones();
    const QVariant s = doc.property(id, QStringLiteral("scale"));
    if (s.canConvert<QVector3D>()) {
        const QVector3D v = s.value<QVector3D>();
        scale = Eigen::Vector3d(v.x(), v.y(), v.z());
    }
    Eigen::Affine3d t = Eigen::Affine3d::Identity();
    t.translate(at);
    t.rotate(Eigen::AngleAxisd(a.x(), Eigen::Vector3d::UnitZ()));
    t.rotate(Eigen::AngleAxisd(-a.y(), Eigen::Vector3d::UnitY())); // positive tilt: nose up
    t.rotate(Eigen::AngleAxisd(a.z(), Eigen::Vector3d::UnitX()));
    t.scale(scale);
    return t.cast<float>();
}

format::TriangleMesh placedMesh(const format::TriangleMesh &mesh, const Eigen::Affine3f &placement)
{
    return placedCopies(mesh, {placement});
}

format::TriangleMesh placedCopies(const format::TriangleMesh &mesh, const std::vector<Eigen::Affine3f> &placements)
{
    format::TriangleMesh out;
    const size_t copies = placements.size();
    out.positions.reserve(mesh.positions.size() * copies);
    out.normals.reserve(mesh.normals.size() * copies);
    out.uvs.reserve(mesh.uvs.size() * copies);
    out.triangles.reserve(mesh.triangles.size() * copies);
    const auto append = [](auto &to, const auto &from) { to.insert(to.end(), from.begin(), from.end()); };
    for (const Eigen::Affine3f &placement : placements) {
        const auto firstPosition = uint32_t(out.positions.size()), firstUv = uint32_t(out.uvs.size());
        for (const Eigen::Vector3f &p : mesh.positions)
            out.positions.push_back(placement * p);
        // A zero scale (flat) leaves the normals as they were.
        const bool flat = std::abs(placement.linear().determinant()) < 1e-12f;
        const Eigen::Matrix3f normalMatrix = flat ? Eigen::Matrix3f(Eigen::Matrix3f::Identity()) : Eigen::Matrix3f(placement.linear().inverse().transpose());
        for (const Eigen::Vector3f &n : mesh.normals)
            out.normals.push_back(flat ? n : (normalMatrix * n).normalized());
        append(out.uvs, mesh.uvs);
        append(out.lightmapUvs, mesh.lightmapUvs); // per position: the position offset covers them
        append(out.lightmapPages, mesh.lightmapPages);
        append(out.hidden, mesh.hidden);
        append(out.owners, mesh.owners);
        for (format::TriangleMesh::Triangle t : mesh.triangles) {
            for (int c = 0; c < 3; ++c) {
                t.v[c] += firstPosition;
                t.uv[c] += firstUv;
            }
            out.triangles.push_back(t);
        }
    }
    return out;
}

} // namespace ackedit::document
