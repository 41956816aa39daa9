#pragma once
// MDL2..MDL5 and IDPO models: every frame stores its own positions (packed with one global
// scale/offset; the writer repacks on save), so a vertex edit changes only its frame.
#include "model/modeldocument.h"

namespace ackedit::format {
class MdlFile;
}

namespace ackedit::document {

class MdlModelDocument : public ModelDocument
{
    Q_OBJECT
public:
    using ModelDocument::ModelDocument;

    format::MdlFile *mdl() const;

    bool canEditVertices() const override { return true; }
    std::optional<format::RepackReport> repackReport() const override;
    bool canEditFrames() const override { return true; }
    bool supportsWordFrames() const override;
    bool isWordPacked(int frame) const override;
    int storedTriangleCount(int group) const override;
    std::vector<int> storedTriangleVertices(int group, int triangle) const override;

protected:
    QVariant rawFrameName(int frame) const override;
    bool applyRawFrameName(int frame, const QVariant &raw) override;
    bool applyFrameName(int frame, const QString &name) override;
    bool applyInsertFrame(int at, const QString &name, const std::vector<Eigen::Vector3f> &shown, int copyOf) override;
    QVariant applyTakeFrame(int frame) override;
    bool applyRestoreFrame(const QVariant &taken) override;
    bool applyMoveFrame(int from, int to) override;
    bool applyWordPacked(int frame, bool word) override;
    QVariant applyTakeTriangle(int group, int triangle) override;
    bool applyRestoreTriangle(const QVariant &taken) override;
    std::vector<Eigen::Vector3f> readShownPositions(int frame) const override;
    bool writeSetPositions(int set, const std::vector<int> &vertices, const std::vector<Eigen::Vector3f> &values) override;
};

} // namespace ackedit::document
