// Mdl7File frame structure (insert, duplicate, remove, move, restore, rename) and frame vertex
// records added where a frame has none. Rules and evidence: docs/formats/mdl-frames.md.
#include "common/fixedstring.h"
#include "mdl7/mdl7file.h"
#include "mdl7/mdl7layout.h"

#include <QHashFunctions>

#include <algorithm>
#include <map>

namespace ackedit::format {

using namespace mdl7layout;

namespace {

bool allZero(const QByteArray &bytes) { return std::all_of(bytes.begin(), bytes.end(), [](char c) { return c == '\0'; }); }

bool byVertex(const Mdl7Vertex &a, const Mdl7Vertex &b) { return a.index < b.index; }

// Record position of every main vertex in a frame (-1: none).
std::vector<int> recordOf(const Mdl7Frame &frame, size_t vertexCount)
{
    std::vector<int> at(vertexCount, -1);
    for (size_t i = 0; i < frame.vertices().size(); ++i)
        if (frame.vertices()[i].index < vertexCount && at[frame.vertices()[i].index] < 0)
            at[frame.vertices()[i].index] = int(i);
    return at;
}

// Sets, removes (none) or adds records by main vertex; added ones go in vertex order (at the end
// of a list that was not sorted, which no real file has).
void applyRecords(Mdl7Frame &frame, size_t vertexCount, const std::map<uint32_t, std::optional<Mdl7Vertex>> &changes)
{
    std::vector<Mdl7Vertex> &records = frame.vertices();
    const bool sorted = std::is_sorted(records.begin(), records.end(), byVertex);
    const std::vector<int> at = recordOf(frame, vertexCount);
    std::vector<char> drop(records.size(), 0);
    std::vector<Mdl7Vertex> added;
    for (const auto &[vertex, record] : changes) {
        const int i = at[vertex];
        if (i >= 0 && record)
            records[size_t(i)] = *record;
        else if (i >= 0)
            drop[size_t(i)] = 1;
        else if (record)
            added.push_back(*record);
    }
    size_t out = 0;
    for (size_t i = 0; i < records.size(); ++i) {
        if (drop[i])
            continue;
        if (out != i)
            records[out] = std::move(records[i]);
        ++out;
    }
    records.resize(out);
    const qsizetype middle = qsizetype(records.size());
    records.insert(records.end(), added.begin(), added.end());
    if (sorted)
        std::inplace_merge(records.begin(), records.begin() + middle, records.end(), byVertex);
}

} // namespace

size_t mdl7VertexHash(const std::vector<Mdl7Vertex> &vertices, size_t seed)
{
    size_t h = qHash(vertices.size(), seed);
    for (const Mdl7Vertex &v : vertices)
        h = qHashBits(v.position.data(), sizeof(float) * 3, qHashMulti(h, v.index));
    return h;
}

size_t Mdl7Frame::contentHash() const
{
    size_t h = mdl7VertexHash(vertices(), qHash(transforms().size(), 1));
    for (const Mdl7BoneTransform &t : transforms())
        h = qHashMulti(qHashBits(t.m.data(), sizeof(float) * t.m.size(), h), t.bone);
    return h;
}

bool Mdl7Frame::isEdited() const
{
    if (isPending())
        return false;
    // A frame made empty (a new one) has no stored state: it is unedited while it stays empty.
    const size_t now = contentHash();
    if (m_unedited)
        return now != *m_unedited;
    return !vertices().empty() || !transforms().empty();
}

bool Mdl7File::hasStoredFrames() const
{
    return std::any_of(m_groups.begin(), m_groups.end(), [](const Mdl7Group &g) { return !g.frames.empty(); });
}

Mdl7Frame Mdl7File::emptyFrame(const QByteArray &name) const
{
    Mdl7Frame f;
    f.name = withText(QByteArray(16, '\0'), name);
    f.headerExtra = QByteArray(std::max(0, int(m_sizes.frame) - FrameMin), '\0');
    return f;
}

void Mdl7File::storeBaseFrame()
{
    for (Mdl7Group &g : m_groups)
        g.frames.push_back(emptyFrame({}));
    m_baseStored = true;
}

bool Mdl7File::isBareBase() const
{
    if (m_groups.empty())
        return false;
    for (const Mdl7Group &g : m_groups) {
        if (g.frames.size() != 1)
            return false;
        const Mdl7Frame &f = g.frames.front();
        if (f.vertexCount() > 0 || f.transformCount() > 0 || !allZero(f.name) || !allZero(f.headerExtra))
            return false;
    }
    return true;
}

bool Mdl7File::newFrameRecord(int group, int vertex, const Eigen::Vector3f &position, Mdl7Vertex *out) const
{
    const Vertex layout = vertexLayout(m_sizes.frameVertex);
    if (layout == Vertex::Invalid || uint32_t(vertex) > vertexIndexMax(layout))
        return false;
    const Mdl7Vertex &main = m_groups[size_t(group)].vertices[size_t(vertex)];
    *out = Mdl7Vertex();
    out->position = position;
    out->index = uint32_t(vertex);
    setVertexNormal(*out, main.normal, m_sizes.frameVertex);
    return true;
}

bool Mdl7File::setFrameName(int frame, const QString &name)
{
    const std::optional<QByteArray> text = fieldText(name, maxFrameNameLength());
    if (!text || frame < 0)
        return false;
    bool any = false;
    for (Mdl7Group &g : m_groups) {
        if (size_t(frame) < g.frames.size()) {
            g.frames[size_t(frame)].name = withText(g.frames[size_t(frame)].name, *text);
            any = true;
        }
    }
    return any;
}

std::vector<QByteArray> Mdl7File::rawFrameNames(int frame) const
{
    std::vector<QByteArray> out;
    for (const Mdl7Group &g : m_groups)
        out.push_back(frame >= 0 && size_t(frame) < g.frames.size() ? g.frames[size_t(frame)].name : QByteArray());
    return out;
}

bool Mdl7File::setRawFrameNames(int frame, const std::vector<QByteArray> &raw)
{
    if (frame < 0 || raw.size() != m_groups.size())
        return false;
    for (size_t g = 0; g < m_groups.size(); ++g) {
        const bool has = size_t(frame) < m_groups[g].frames.size();
        if (has != !raw[g].isEmpty() || (has && raw[g].size() != m_groups[g].frames[size_t(frame)].name.size()))
            return false;
    }
    for (size_t g = 0; g < m_groups.size(); ++g)
        if (!raw[g].isEmpty())
            m_groups[g].frames[size_t(frame)].name = raw[g];
    return true;
}

bool Mdl7File::insertFrame(int at, const QString &name, const std::vector<std::vector<Eigen::Vector3f>> &positions)
{
    const std::optional<QByteArray> text = fieldText(name, maxFrameNameLength());
    if (!text || m_groups.empty() || at < 0 || at > frameCount() || positions.size() != m_groups.size())
        return false;
    const bool frameless = !hasStoredFrames();
    // Plan every group first: nothing changes unless all of them can take the frame.
    std::vector<std::vector<Mdl7Vertex>> records(m_groups.size());
    for (size_t gi = 0; gi < m_groups.size(); ++gi) {
        const Mdl7Group &g = m_groups[gi];
        const std::vector<Eigen::Vector3f> &p = positions[gi];
        if (!p.empty() && p.size() != g.vertices.size())
            return false;
        for (size_t v = 0; v < p.size(); ++v) {
            if (!p[v].allFinite())
                return false;
            if (p[v] == g.vertices[v].position)
                continue; // shown by the main vertex anyway
            Mdl7Vertex record;
            if (!newFrameRecord(int(gi), int(v), p[v], &record))
                return false;
            records[gi].push_back(std::move(record));
        }
        const size_t frames = frameless ? 1 : g.frames.size();
        if (frames < size_t(at) && !records[gi].empty())
            return false; // the group lacks the frames before this one
    }
    if (frameless)
        storeBaseFrame();
    for (size_t gi = 0; gi < m_groups.size(); ++gi) {
        Mdl7Group &g = m_groups[gi];
        if (g.frames.size() < size_t(at))
            continue; // shows its main vertices for this frame, as for every frame it lacks
        Mdl7Frame frame = emptyFrame(*text);
        frame.vertices() = std::move(records[gi]);
        const bool hasRecords = !frame.vertices().empty();
        g.frames.insert(g.frames.begin() + at, std::move(frame));
        if (hasRecords)
            recomputeNormals(int(gi), at, std::vector<char>(g.vertices.size(), 1));
    }
    dropLumps();
    return true;
}

bool Mdl7File::duplicateFrame(int from, int at, const QString &name)
{
    const std::optional<QByteArray> text = fieldText(name, maxFrameNameLength());
    const int n = frameCount();
    if (!text || m_groups.empty() || from < 0 || from >= n || at < 0 || at > n)
        return false;
    const bool frameless = !hasStoredFrames();
    std::vector<Mdl7Frame> copies;
    for (const Mdl7Group &g : m_groups) {
        // A group without frame `from` shows its main vertices there: an empty frame copies that.
        Mdl7Frame copy = size_t(from) < g.frames.size() ? g.frames[size_t(from)] : emptyFrame({});
        copy.name = withText(copy.name, *text);
        const size_t frames = frameless ? 1 : g.frames.size();
        if (frames < size_t(at) && (copy.vertexCount() > 0 || copy.transformCount() > 0))
            return false;
        copies.push_back(std::move(copy));
    }
    if (frameless)
        storeBaseFrame();
    for (size_t gi = 0; gi < m_groups.size(); ++gi) {
        Mdl7Group &g = m_groups[gi];
        if (g.frames.size() >= size_t(at))
            g.frames.insert(g.frames.begin() + at, std::move(copies[gi]));
    }
    dropLumps();
    return true;
}

std::optional<Mdl7File::TakenFrame> Mdl7File::takeFrame(int frame)
{
    if (frame < 0 || frame >= frameCount() || frameCount() <= 1)
        return std::nullopt; // a model keeps at least one frame
    TakenFrame taken;
    taken.frame = frame;
    taken.groups.resize(m_groups.size());
    for (size_t gi = 0; gi < m_groups.size(); ++gi) {
        std::vector<Mdl7Frame> &frames = m_groups[gi].frames;
        if (size_t(frame) < frames.size()) {
            taken.groups[gi] = std::move(frames[size_t(frame)]);
            frames.erase(frames.begin() + frame);
        }
    }
    // Back to a model without frames if only the frame insertFrame stored for it is left.
    if (m_baseStored && isBareBase()) {
        for (Mdl7Group &g : m_groups)
            g.frames.clear();
        taken.baseDropped = true;
    }
    dropLumps();
    return taken;
}

bool Mdl7File::removeFrame(int frame) { return takeFrame(frame).has_value(); }

bool Mdl7File::restoreFrame(const TakenFrame &taken)
{
    if (taken.frame < 0 || taken.groups.size() != m_groups.size() || (taken.baseDropped && hasStoredFrames()))
        return false;
    for (size_t gi = 0; gi < m_groups.size(); ++gi) {
        const size_t frames = taken.baseDropped ? 1 : m_groups[gi].frames.size();
        if (taken.groups[gi] && size_t(taken.frame) > frames)
            return false;
    }
    if (taken.baseDropped)
        storeBaseFrame();
    for (size_t gi = 0; gi < m_groups.size(); ++gi)
        if (taken.groups[gi])
            m_groups[gi].frames.insert(m_groups[gi].frames.begin() + taken.frame, *taken.groups[gi]);
    return true;
}

bool Mdl7File::moveFrame(int from, int to)
{
    const int n = frameCount();
    if (from < 0 || from >= n || to < 0 || to >= n)
        return false;
    if (from == to)
        return true;
    const size_t lo = size_t(std::min(from, to)), hi = size_t(std::max(from, to));
    for (const Mdl7Group &g : m_groups)
        if (g.frames.size() > lo && g.frames.size() <= hi)
            return false; // the group has one of the two frames but not the other
    for (Mdl7Group &g : m_groups) {
        if (g.frames.size() <= hi)
            continue;
        auto first = g.frames.begin();
        if (from < to)
            std::rotate(first + from, first + from + 1, first + to + 1);
        else
            std::rotate(first + to, first + from, first + from + 1);
    }
    dropLumps();
    return true;
}

std::optional<Mdl7Vertex> Mdl7File::frameRecord(int group, int frame, int vertex) const
{
    if (group < 0 || size_t(group) >= m_groups.size() || frame < 0 || size_t(frame) >= m_groups[size_t(group)].frames.size())
        return std::nullopt;
    for (const Mdl7Vertex &v : m_groups[size_t(group)].frames[size_t(frame)].vertices())
        if (v.index == uint32_t(vertex))
            return v;
    return std::nullopt;
}

bool Mdl7File::setFramePositions(int group, int frame, const std::vector<std::pair<int, Eigen::Vector3f>> &moves)
{
    if (group < 0 || size_t(group) >= m_groups.size())
        return false;
    Mdl7Group &g = m_groups[size_t(group)];
    if (frame < 0 || size_t(frame) >= g.frames.size() || isBonePosed(frame))
        return false;
    const std::vector<int> at = recordOf(g.frames[size_t(frame)], g.vertices.size());
    std::map<uint32_t, std::optional<Mdl7Vertex>> changes;
    std::vector<char> moved(g.vertices.size(), 0);
    for (const auto &[vertex, position] : moves) {
        if (vertex < 0 || size_t(vertex) >= g.vertices.size() || !position.allFinite())
            return false;
        Mdl7Vertex record;
        if (at[size_t(vertex)] >= 0)
            record = g.frames[size_t(frame)].vertices()[size_t(at[size_t(vertex)])];
        else if (!newFrameRecord(group, vertex, position, &record))
            return false;
        record.position = position;
        changes[uint32_t(vertex)] = std::move(record);
        moved[size_t(vertex)] = 1;
    }
    applyRecords(g.frames[size_t(frame)], g.vertices.size(), changes);
    recomputeNormals(group, frame, neighbourhood(g, moved));
    dropLumps();
    return true;
}

bool Mdl7File::setFrameRecords(int group, int frame, const std::vector<std::pair<int, std::optional<Mdl7Vertex>>> &records)
{
    if (group < 0 || size_t(group) >= m_groups.size())
        return false;
    Mdl7Group &g = m_groups[size_t(group)];
    if (frame < 0 || size_t(frame) >= g.frames.size())
        return false;
    std::map<uint32_t, std::optional<Mdl7Vertex>> changes;
    for (const auto &[vertex, record] : records) {
        if (vertex < 0 || size_t(vertex) >= g.vertices.size())
            return false;
        std::optional<Mdl7Vertex> r = record;
        if (r)
            r->index = uint32_t(vertex);
        changes[uint32_t(vertex)] = std::move(r);
    }
    applyRecords(g.frames[size_t(frame)], g.vertices.size(), changes);
    return true;
}

RepackReport Mdl7File::repackReport() const
{
    RepackReport report;
    report.quantized = false;
    const QStringList names = frameNames();
    const int n = frameCount();
    report.frames.resize(size_t(n));
    std::vector<bool> mainEdited; // per group: every frame shows the main vertices it changed
    for (const Mdl7Group &g : m_groups)
        mainEdited.push_back(g.uneditedVertices && mdl7VertexHash(g.vertices) != *g.uneditedVertices);
    for (int f = 0; f < n; ++f) {
        RepackReport::Frame &out = report.frames[size_t(f)];
        out.name = f < names.size() ? names[f] : QString();
        for (size_t gi = 0; gi < m_groups.size(); ++gi) {
            const std::vector<Mdl7Frame> &frames = m_groups[gi].frames;
            out.edited = out.edited || mainEdited[gi] || (size_t(f) < frames.size() && frames[size_t(f)].isEdited());
        }
        bool first = true;
        for (size_t g = 0; g < m_groups.size(); ++g)
            for (const Eigen::Vector3f &v : posedPositions(int(g), f)) {
                out.min = first ? v : Eigen::Vector3f(out.min.cwiseMin(v));
                out.max = first ? v : Eigen::Vector3f(out.max.cwiseMax(v));
                first = false;
            }
    }
    return report;
}

} // namespace ackedit::format
