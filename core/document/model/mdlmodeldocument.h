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

protected:
    std::vector<Eigen::Vector3f> readShownPositions(int frame) const override;
    bool writeSetPositions(int set, const std::vector<int> &vertices, const std::vector<Eigen::Vector3f> &values) override;
};

} // namespace ackedit::document
