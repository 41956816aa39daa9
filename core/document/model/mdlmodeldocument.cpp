#include "model/mdlmodeldocument.h"

#include "mdl/mdlfile.h"

#include <algorithm>
#include <memory>

using TakenMdlFrame = std::shared_ptr<const ackedit::format::MdlFile::TakenFrame>;
Q_DECLARE_METATYPE(TakenMdlFrame)

namespace {
struct TakenMdlTriangle
{
    int index = -1;
    ackedit::format::MdlTriangle triangle;
};
} // namespace
Q_DECLARE_METATYPE(TakenMdlTriangle)

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

bool MdlModelDocument::supportsWordFrames() const
{
    return mdl()->supportsWordFrames();
}

bool MdlModelDocument::isWordPacked(int frame) const
{
    return mdl()->isWordPacked(frame);
}

QVariant MdlModelDocument::rawFrameName(int frame) const
{
    return mdl()->rawFrameName(frame);
}

bool MdlModelDocument::applyRawFrameName(int frame, const QVariant &raw)
{
    if (!mdl()->setRawFrameName(frame, raw.toByteArray()))
        return false;
    emit frameChanged(frame);
    emit framesChanged();
    return true;
}

bool MdlModelDocument::applyFrameName(int frame, const QString &name)
{
    if (!mdl()->setFrameName(frame, name))
        return false;
    emit frameChanged(frame);
    emit framesChanged();
    return true;
}

bool MdlModelDocument::applyInsertFrame(int at, const QString &name, const std::vector<Eigen::Vector3f> &shown,
                                        int copyOf)
{
    const std::vector<Eigen::Vector3f> positions = copyOf >= 0 ? mdl()->positions(copyOf) : shown;
    if (!mdl()->insertFrame(at, name, positions))
        return false;
    framesStructureChanged();
    return true;
}

QVariant MdlModelDocument::applyTakeFrame(int frame)
{
    std::optional<format::MdlFile::TakenFrame> taken = mdl()->takeFrame(frame);
    if (!taken)
        return {};
    framesStructureChanged();
    return QVariant::fromValue(TakenMdlFrame(std::make_shared<format::MdlFile::TakenFrame>(std::move(*taken))));
}

bool MdlModelDocument::applyRestoreFrame(const QVariant &taken)
{
    const TakenMdlFrame frame = taken.value<TakenMdlFrame>();
    if (!frame || !mdl()->restoreFrame(*frame))
        return false;
    framesStructureChanged();
    return true;
}

bool MdlModelDocument::applyMoveFrame(int from, int to)
{
    if (!mdl()->moveFrame(from, to))
        return false;
    framesStructureChanged();
    return true;
}

bool MdlModelDocument::applyWordPacked(int frame, bool word)
{
    if (!mdl()->setWordPacked(frame, word))
        return false;
    emit frameChanged(frame);
    return true;
}

std::optional<format::RepackReport> MdlModelDocument::repackReport() const
{
    return mdl()->repackReport();
}

int MdlModelDocument::storedTriangleCount(int group) const
{
    return group < 0 ? int(mdl()->triangles().size()) : 0;
}

std::vector<int> MdlModelDocument::storedTriangleVertices(int group, int triangle) const
{
    if (triangle < 0 || triangle >= storedTriangleCount(group))
        return {};
    std::vector<int> out;
    for (const int32_t v : mdl()->triangles()[size_t(triangle)].v)
        if (v >= 0 && v < mdl()->vertexCount() && std::find(out.begin(), out.end(), int(v)) == out.end())
            out.push_back(int(v));
    std::sort(out.begin(), out.end());
    return out;
}

QVariant MdlModelDocument::applyTakeTriangle(int group, int triangle)
{
    std::optional<format::MdlTriangle> taken = group < 0 ? mdl()->takeTriangle(triangle) : std::nullopt;
    if (!taken)
        return {};
    trianglesEdited();
    return QVariant::fromValue(TakenMdlTriangle{triangle, *taken});
}

bool MdlModelDocument::applyRestoreTriangle(const QVariant &taken)
{
    const auto t = taken.value<TakenMdlTriangle>();
    if (t.index < 0 || !mdl()->insertTriangle(t.index, t.triangle))
        return false;
    trianglesEdited();
    return true;
}

} // namespace ackedit::document
