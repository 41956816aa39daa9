#pragma once
// MDL7 models (float positions, groups, bones). The editor's vertex numbering runs through the
// groups in file order. A frame with vertex records stores its own positions; a model without
// frames, and every frame posed by bones, draws the main vertices (the rest pose), so edits of
// such a frame land there and every frame follows (the engine poses those vertices).
#include "model/modeldocument.h"

namespace ackedit::format {
class Mdl7File;
struct Mdl7Group;
}

namespace ackedit::document {

class Mdl7ModelDocument : public ModelDocument
{
    Q_OBJECT
public:
    Mdl7ModelDocument(std::unique_ptr<format::AssetFile> asset, QString fileName, QObject *parent = nullptr);

    format::Mdl7File *mdl7() const;

    QList<Group> groups() const override;
    bool canEditVertices() const override { return true; }
    std::optional<format::RepackReport> repackReport() const override;
    bool canEditFrames() const override { return !mdl7Groups().empty(); }
    bool editsRestPose(int frame) const override;
    QString restPoseReason() const override;
    std::vector<Eigen::Affine3f> shownToSet(int frame) const override;

    QStringList partNames(NamedPart part) const override;
    int maxPartNameLength(NamedPart part) const override;
    int storedTriangleCount(int group) const override;
    std::vector<int> boneVertices(int bone) const override;
    std::vector<int> storedTriangleVertices(int group, int triangle) const override;

    // ---- TilePatchTarget: MDL7 tiles hold whole vertex records (position and normal), since a
    // move recomputes the normals around it and undo must give back the exact bytes ----
    qsizetype tileBytes(int tile) const override;
    void readTile(int tile, char *dst) const override;
    void writeTile(int tile, const char *src) override;

protected:
    QVariant rawFrameName(int frame) const override;
    bool applyRawFrameName(int frame, const QVariant &raw) override;
    bool applyFrameName(int frame, const QString &name) override;
    bool applyInsertFrame(int at, const QString &name, const std::vector<Eigen::Vector3f> &shown, int copyOf) override;
    QVariant applyTakeFrame(int frame) override;
    bool applyRestoreFrame(const QVariant &taken) override;
    bool applyMoveFrame(int from, int to) override;

    QVariant rawPartName(NamedPart part, int index) const override;
    bool applyRawPartName(NamedPart part, int index, const QVariant &raw) override;
    bool applyPartName(NamedPart part, int index, const QString &name) override;
    QVariant applyTakeTriangle(int group, int triangle) override;
    bool applyRestoreTriangle(const QVariant &taken) override;

    std::vector<Eigen::Vector3f> readShownPositions(int frame) const override;
    std::vector<Eigen::Vector3f> readRestPositions() const override;
    int positionSetOf(int frame) const override;
    bool showsRestPose(int frame) const override;
    bool writeSetPositions(int set, const std::vector<int> &vertices, const std::vector<Eigen::Vector3f> &values) override;
    // Geometry edits drop MED's precomputed lumps (mdl7.md); a model edited back to the geometry
    // it was opened with gets them back, so undoing every edit saves the original bytes.
    void prepareWrite() override;

private:
    bool hasFrames() const;
    const std::vector<format::Mdl7Group> &mdl7Groups() const;
    // (group, index in group) of an editor vertex; (-1, -1) if out of range.
    std::pair<int, int> locate(int vertex) const;

    QByteArray m_entityLump, m_medLump; // as opened
    QByteArray m_openedGeometry;        // hash of every vertex record as opened
};

} // namespace ackedit::document
