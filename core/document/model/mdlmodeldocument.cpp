#include "model/mdlmodeldocument.h"

#include "mdl/mdlfile.h"

namespace ackedit::document {

format::MdlFile *MdlModelDocument::mdl() const
{
    return static_cast<format::MdlFile *>(asset());
}

std::vector<Eigen::Vector3f> MdlModelDocument::readShownPositions(int frame) const
{
    return mdl()->positions(frame);
}

bool MdlModelDocument::writeSetPositions(int set, const std::vector<int> &vertices,
                                         const std::vector<Eigen::Vector3f> &values)
{
    if (set == restSet())
        return false; // every frame stores its own positions: there is no shared rest pose
    for (size_t i = 0; i < vertices.size(); ++i) {
        if (!mdl()->setVertex(set, vertices[i], values[i]))
            return false;
    }
    return true;
}

} // namespace ackedit::document
