// MdlFile frame structure: insert, remove, move, restore, byte/word packing per frame. The rules
// (names, packing per version, Quake frame groups) and their evidence: docs/formats/mdl-frames.md.
// Structural edits never touch the bytes of other frames: the writer repacks only when some
// position is off the stored grid or a frame's record width changed.
#include "common/fixedstring.h"
#include "common/normaltable.h"
#include "mdl/mdlfile.h"

#include <algorithm>
#include <bit>

namespace ackedit::format {

MdlSimpleFrame MdlFile::packedPose(const QByteArray &name, const std::vector<Eigen::Vector3f> &positions, bool word) const
{
    // Packed with the header's packing: values the writer finds on the grid stay as they are, the
    // others (outside the bounds, between levels) count as edited and are repacked on write.
    MdlSimpleFrame pose;
    pose.added = true;
    pose.name = withText(QByteArray(16, '\0'), name);
    pose.positions() = positions;
    const Packing pk = packing();
    const uint32_t maxValue = word ? 65535u : 255u;
    const std::vector<Eigen::Vector3f> normals = storedNormals(positions);
    std::vector<MdlVertex> &packed = pose.packed();
    packed.resize(positions.size());
    for (size_t i = 0; i < positions.size(); ++i) {
        MdlVertex &v = packed[i];
        v.x = uint16_t(pk.encode(positions[i].x(), 0, maxValue));
        v.y = uint16_t(pk.encode(positions[i].y(), 1, maxValue));
        v.z = uint16_t(pk.encode(positions[i].z(), 2, maxValue));
        v.normal = uint8_t(NormalTable::nearestIndex(normals[i]));
    }
    pose.updateBounds(maxValue);
    return pose;
}

bool MdlFile::setWordPacked(int frame, bool word)
{
    const auto [f, p] = framePose(frame);
    if (f < 0)
        return false;
    if (isQuakeLayout())
        return !word; // always bytes; a nonzero type would mean a frame group
    if (word && !supportsWordFrames())
        return false;
    MdlFrame &stored = m_frames[size_t(f)];
    const int32_t type = word ? 2 : 0;
    if (stored.type == type)
        return true;
    // Decode while the records still have their old width; the writer sees the type change.
    for (const MdlSimpleFrame &pose : stored.poses)
        pose.positions();
    stored.type = type;
    return true;
}

bool MdlFile::insertFrame(int at, const QString &name, const std::vector<Eigen::Vector3f> &positions)
{
    const std::optional<QByteArray> text = fieldText(name, maxFrameNameLength());
    if (!text || at < 0 || at > frameCount() || positions.size() != size_t(m_vertexCount))
        return false;
    for (const Eigen::Vector3f &p : positions)
        if (!p.allFinite())
            return false;
    const auto [f, p] = at < frameCount() ? framePose(at) : std::pair<int, int>(int(m_frames.size()), 0);

    if (p > 0) {
        // Inside a Quake frame group: a pose of the group, shown halfway between its neighbours
        // (display times are cumulative, so the others keep theirs).
        MdlFrame &group = m_frames[size_t(f)];
        const size_t slot = std::min(size_t(p), group.timeBits.size());
        if (slot > 0 && slot < group.timeBits.size()) {
            const float t = 0.5f * (std::bit_cast<float>(group.timeBits[slot - 1]) + std::bit_cast<float>(group.timeBits[slot]));
            group.timeBits.insert(group.timeBits.begin() + qsizetype(slot), std::bit_cast<uint32_t>(t));
        } else if (slot > 0) {
            group.timeBits.insert(group.timeBits.begin() + qsizetype(slot), group.timeBits[slot - 1]);
        }
        group.poses.insert(group.poses.begin() + p, packedPose(*text, positions, false));
        rebuildPoseIndex();
        return true;
    }

    // A simple frame with the packing of the frame it goes before (or after, when appending).
    MdlFrame frame;
    if (!isQuakeLayout()) {
        const size_t like = size_t(f) < m_frames.size() ? size_t(f) : m_frames.size() - 1;
        frame.type = m_frames.empty() ? (m_version == Version::Mdl3 ? 0 : 2) : (m_frames[like].type == 2 ? 2 : 0);
    }
    frame.packedType = frame.type;
    frame.poses.push_back(packedPose(*text, positions, frameIsWord(frame)));
    m_frames.insert(m_frames.begin() + f, std::move(frame));
    rebuildPoseIndex();
    return true;
}

std::optional<MdlFile::TakenFrame> MdlFile::takeFrame(int frame)
{
    const auto [f, p] = framePose(frame);
    if (f < 0 || frameCount() <= 1)
        return std::nullopt; // a model needs at least one frame
    TakenFrame taken;
    taken.stored = f;
    taken.pose = p;
    MdlFrame &stored = m_frames[size_t(f)];
    if (stored.poses.size() == 1) {
        taken.whole = true;
        taken.frame = std::move(stored);
        m_frames.erase(m_frames.begin() + f);
    } else {
        taken.frame.type = stored.type;
        taken.frame.packedType = stored.packedType;
        taken.frame.group = stored.group;
        taken.frame.poses.push_back(std::move(stored.poses[size_t(p)]));
        stored.poses.erase(stored.poses.begin() + p);
        if (size_t(p) < stored.timeBits.size()) {
            taken.frame.timeBits.push_back(stored.timeBits[size_t(p)]);
            stored.timeBits.erase(stored.timeBits.begin() + p);
        }
    }
    rebuildPoseIndex();
    return taken;
}

bool MdlFile::removeFrame(int frame) { return takeFrame(frame).has_value(); }

bool MdlFile::restoreFrame(const TakenFrame &taken)
{
    if (taken.stored < 0 || taken.frame.poses.size() != 1)
        return false;
    if (taken.whole) {
        if (size_t(taken.stored) > m_frames.size())
            return false;
        m_frames.insert(m_frames.begin() + taken.stored, taken.frame);
    } else {
        if (size_t(taken.stored) >= m_frames.size())
            return false;
        MdlFrame &group = m_frames[size_t(taken.stored)];
        if (!group.group || taken.pose < 0 || taken.pose > group.poses.size())
            return false;
        group.poses.insert(group.poses.begin() + taken.pose, taken.frame.poses.front());
        if (!taken.frame.timeBits.empty() && size_t(taken.pose) <= group.timeBits.size())
            group.timeBits.insert(group.timeBits.begin() + taken.pose, taken.frame.timeBits.front());
    }
    rebuildPoseIndex();
    return true;
}

bool MdlFile::moveFrame(int from, int to)
{
    const int n = frameCount();
    if (from < 0 || from >= n || to < 0 || to >= n)
        return false;
    if (from == to)
        return true;
    const auto [ff, fp] = framePose(from);
    const auto [tf, tp] = framePose(to);
    MdlPoses &poses = m_frames[size_t(ff)].poses;
    if (poses.size() > 1) {
        // A pose of a frame group stays in its group; display times stay with their slots.
        if (tf != ff)
            return false;
        if (fp < tp)
            std::rotate(poses.begin() + fp, poses.begin() + fp + 1, poses.begin() + tp + 1);
        else
            std::rotate(poses.begin() + tp, poses.begin() + fp, poses.begin() + fp + 1);
        rebuildPoseIndex();
        return true;
    }
    // A one-pose frame moves as a whole and must land between stored frames, not inside a group.
    MdlFrame moving = std::move(m_frames[size_t(ff)]);
    m_frames.erase(m_frames.begin() + ff);
    rebuildPoseIndex();
    int dest = int(m_frames.size());
    if (to < frameCount()) {
        const auto [df, dp] = framePose(to);
        dest = dp == 0 ? df : -1;
    }
    if (dest < 0) {
        m_frames.insert(m_frames.begin() + ff, std::move(moving));
        rebuildPoseIndex();
        return false;
    }
    m_frames.insert(m_frames.begin() + dest, std::move(moving));
    rebuildPoseIndex();
    return true;
}

} // namespace ackedit::format
