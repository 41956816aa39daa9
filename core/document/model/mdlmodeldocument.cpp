#include "model/mdlmodeldocument.h"

#include "mdl/mdlfile.h"

#include <memory>

using TakenMdlFrame = std::shared_ptr<const ackedit::format::MdlFile::TakenFrame>;
Q_DECLARE_METATYPE(TakenMdlFrame)

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

} // namespace ackedit::document
