// HmpFile: heights, positions, frames and skins editing API.
#include "hmp/hmpfile.h"

#include "common/ddsimage.h"
#include "common/fixedstring.h"

#include <algorithm>
#include <cmath>

namespace ackedit::format {

namespace {

bool allFinite(const std::vector<float> &v)
{
    for (float x : v) {
        if (!std::isfinite(x))
            return false;
    }
    return true;
}

} // namespace

const std::vector<HmpFrame> &HmpFile::frames() const
{
    for (HmpFrame &fr : m_frames)
        fr.decode();
    return m_frames;
}

bool HmpFile::isPending(int frame) const
{
    return frame >= 0 && size_t(frame) < m_frames.size() && m_frames[size_t(frame)].isPending()
           && m_heights[size_t(frame)].empty();
}

HmpFrame HmpFile::decodedFrame(size_t frame) const
{
    HmpFrame fr = m_frames[frame];
    fr.decode();
    return fr;
}

float HmpFile::transformedZ(float z) const
{
    for (const auto &[scale, shift] : m_zTransforms)
        z = float(double(z) * scale + shift);
    return z;
}

std::vector<float> HmpFile::derivedHeights(size_t frame) const
{
    std::vector<float> h(size_t(m_header.numVerts));
    m_frames[frame].decodeHeights(m_header.offset.z(), m_header.scale.z(), h.data());
    if (!m_zTransforms.empty()) {
        for (float &z : h)
            z = transformedZ(z);
    }
    return h;
}

float HmpFile::derivedHeight(size_t frame, size_t index) const
{
    return transformedZ(hmpDecode(m_header.offset.z(), m_header.scale.z(), m_frames[frame].packedZ(index)));
}

QStringList HmpFile::frameNames() const
{
    QStringList names;
    for (const HmpFrame &f : m_frames)
        names << latin1Text(f.name);
    return names;
}

QByteArray HmpFile::frameName(int frame) const
{
    return frame >= 0 && frame < frameCount() ? m_frames[size_t(frame)].name : QByteArray();
}

std::vector<float> HmpFile::heights(int frame) const
{
    if (frame < 0 || size_t(frame) >= m_frames.size())
        return {};
    const std::vector<float> &edited = m_heights[size_t(frame)];
    return edited.empty() ? derivedHeights(size_t(frame)) : edited;
}

float HmpFile::height(int frame, int index) const
{
    if (frame < 0 || size_t(frame) >= m_frames.size() || index < 0 || index >= m_header.numVerts)
        return 0.f;
    const std::vector<float> &edited = m_heights[size_t(frame)];
    return edited.empty() ? derivedHeight(size_t(frame), size_t(index)) : edited[size_t(index)];
}

bool HmpFile::setHeights(int frame, const std::vector<float> &heights)
{
    if (frame < 0 || size_t(frame) >= m_frames.size() || heights.size() != size_t(m_header.numVerts))
        return false;
    if (!allFinite(heights)) {
        // Only the frame's own heights as read may be non-finite (a hostile packing decodes to
        // inf or NaN): given back after other heights were set (an edited save, then undo), the
        // frame is unedited again and writes its stored records.
        const std::vector<float> own = derivedHeights(size_t(frame));
        if (!std::equal(heights.begin(), heights.end(), own.begin(), own.end(), hmpSameBits))
            return false;
        m_heights[size_t(frame)].clear();
        return true;
    }
    m_heights[size_t(frame)] = heights;
    return true;
}

bool HmpFile::setHeight(int frame, int index, float h)
{
    if (frame < 0 || size_t(frame) >= m_frames.size() || index < 0 || index >= m_header.numVerts
        || !std::isfinite(h))
        return false;
    std::vector<float> &edited = m_heights[size_t(frame)];
    if (edited.empty())
        edited = derivedHeights(size_t(frame));
    edited[size_t(index)] = h;
    return true;
}

Eigen::Vector3f HmpFile::gridPosition(int frame, int col, int row) const
{
    if (col < 0 || row < 0 || col >= m_columns || row >= m_rows)
        return Eigen::Vector3f::Zero();
    return vertexPosition(frame, row * m_columns + col);
}

Eigen::Vector3f HmpFile::vertexPosition(int frame, int index) const
{
    if (frame < 0 || size_t(frame) >= m_frames.size() || index < 0 || index >= m_header.numVerts)
        return Eigen::Vector3f::Zero();
    const float z = height(frame, index);
    if (m_isMesh) {
        const HmpFrame &fr = m_frames[size_t(frame)];
        return {hmpDecode(m_header.offset.x(), m_header.scale.x(), fr.packedX(size_t(index))),
                hmpDecode(m_header.offset.y(), m_header.scale.y(), fr.packedY(size_t(index))), z};
    }
    const int col = index % m_columns;
    const int row = index / m_columns;
    return {float(double(m_header.offset.x()) + double(col) * double(m_header.triSizeX)),
            float(double(m_header.offset.y()) + double(m_rows - 1 - row) * double(m_header.triSizeY)), z};
}

int HmpFile::addFrame(const QByteArray &name, const std::vector<float> &heights)
{
    if (m_isMesh || m_frames.empty() || heights.size() != size_t(m_header.numVerts) || !allFinite(heights))
        return -1;
    HmpFrame fr;
    fr.type = 2;
    // MED's bbox convention: (0,0,0) .. (65535,65535,65535), normal byte 255 in HMP7.
    const char normalByte = m_header.ident == "HMP7" ? char(0xff) : char(0);
    fr.bboxMin = QByteArray(6, '\0') + QByteArray(1, normalByte) + QByteArray(1, '\0');
    fr.bboxMax = QByteArray(6, char(0xff)) + QByteArray(1, normalByte) + QByteArray(1, '\0');
    fr.name = withText(QByteArray(16, '\0'), name);
    const size_t n = heights.size();
    if (m_header.ident == "HMP4") { // the grid's packed x/y
        const HmpFrame first = decodedFrame(0);
        fr.x = first.x;
        fr.y = first.y;
    }
    fr.z.assign(n, 0);
    fr.n0.assign(n, 0);
    fr.n1.assign(n, 0);
    fr.bboxTracksHeights = true;
    m_frames.push_back(std::move(fr));
    m_heights.push_back(heights);
    m_hasReference.push_back(0); // new: every normal is computed on write
    return int(m_frames.size()) - 1;
}

bool HmpFile::resizeGrid(int columns, int rows, float cellSizeX, float cellSizeY,
                         const std::vector<std::vector<float>> &frameHeights)
{
    if (m_isMesh || columns < 2 || rows < 2 || columns > 65536 || qint64(columns) * rows > (qint64(1) << 26)
        || !(std::isfinite(cellSizeX) && std::isfinite(cellSizeY) && cellSizeX > 0.f && cellSizeY > 0.f)
        || frameHeights.size() != m_frames.size())
        return false;
    const size_t n = size_t(columns) * size_t(rows);
    for (const std::vector<float> &h : frameHeights) {
        if (h.size() != n || !allFinite(h))
            return false;
    }
    HmpHeader &h = m_header;
    const double spanX = columns - 1, spanY = rows - 1;
    // Keep the old centre; a centred file (MED's offset = -span * size / 2) stays exactly centred.
    const auto axis = [&](int a, double oldSpan, double oldSize, double span, double size) {
        const double oldExtent = oldSpan * oldSize;
        const double centre = double(h.offset[a]) + oldExtent / 2.0;
        const bool centred = h.offset[a] == float(-oldExtent / 2.0) || std::abs(centre) <= 1e-6 * (1.0 + oldExtent);
        h.offset[a] = float((centred ? 0.0 : centre) - span * size / 2.0);
        h.scale[a] = float(span * size / 65535.0);
    };
    axis(0, m_columns - 1, h.triSizeX, spanX, cellSizeX);
    axis(1, m_rows - 1, h.triSizeY, spanY, cellSizeY);
    h.triSizeX = cellSizeX;
    h.triSizeY = cellSizeY;
    h.numVertsX = float(columns);
    h.numVerts = columns * rows;
    m_columns = columns;
    m_rows = rows;
    const bool hmp4 = h.ident == "HMP4";
    for (HmpFrame &fr : m_frames) {
        fr.discardStored(); // every column is replaced
        fr.z.assign(n, 0);
        fr.n0.assign(n, 0);
        fr.n1.assign(n, 0);
        if (hmp4) { // packed grid x/y over 0..65535, as MED writes them
            fr.x.resize(n);
            fr.y.resize(n);
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < columns; ++c) {
                    const size_t i = size_t(r) * size_t(columns) + size_t(c);
                    fr.x[i] = uint16_t(std::lround(c * 65535.0 / spanX));
                    fr.y[i] = uint16_t(std::lround((spanY - r) * 65535.0 / spanY));
                }
        }
    }
    m_heights = frameHeights;
    m_hasReference.assign(m_frames.size(), 0); // no stored normal belongs to these heights
    m_zTransforms.clear();                      // every frame has edited heights now
    if (h.boundingRadius != 0.f) {
        float lo = 0.f, hi = 0.f;
        bool first = true;
        for (const auto &frame : m_heights)
            for (float z : frame) {
                lo = first ? z : std::min(lo, z);
                hi = first ? z : std::max(hi, z);
                first = false;
            }
        const double wx = spanX * cellSizeX, wy = spanY * cellSizeY, wz = double(hi) - lo;
        h.boundingRadius = float(std::sqrt(wx * wx + wy * wy + wz * wz));
    }
    return true;
}

bool HmpFile::setFrameName(int frame, const QByteArray &name)
{
    if (frame < 0 || size_t(frame) >= m_frames.size())
        return false;
    m_frames[size_t(frame)].name = withText(m_frames[size_t(frame)].name, name);
    return true;
}

RgbaImage HmpFile::skinImage(int index) const
{
    if (index < 0 || size_t(index) >= m_skins.size())
        return {};
    return m_skins[size_t(index)].image();
}

bool HmpFile::skinFits(const HmpSkin &skin) const
{
    if (skin.isPixelArray() && qint64(skin.data.size()) != pixelBlockSize(skin.imageKind(), skin.width, skin.height))
        return false;
    if (m_header.ident == "HMP4")
        return skin.type >= 0 && skin.type <= 15 && skin.isPixelArray();
    const int maxType = m_header.ident == "HMP7" ? 0x3f : 0x0f;
    if (skin.type < 0 || skin.type > maxType)
        return false;
    if (!skin.isPixelArray() && !skin.isDds() && !skin.isExternal() && !skin.isReference())
        return false;
    if (skin.hasMaterial() && skin.material.size() != HmpSkin::MaterialSize)
        return false;
    return true;
}

bool HmpFile::setSkin(int index, const HmpSkin &skin)
{
    if (index < 0 || size_t(index) >= m_skins.size() || !skinFits(skin))
        return false;
    if (m_header.ident == "HMP4" && (skin.width != m_header.skinWidth || skin.height != m_header.skinHeight)) {
        // All HMP4 skins share the header size; v0 UVs are texels of it.
        if (m_skins.size() != 1 || m_isMesh)
            return false;
        m_header.skinWidth = skin.width;
        m_header.skinHeight = skin.height;
    }
    m_skins[size_t(index)] = skin;
    return true;
}

bool HmpFile::addSkin(const HmpSkin &skin)
{
    if (!skinFits(skin))
        return false;
    if (m_header.ident == "HMP4" && (skin.width != m_header.skinWidth || skin.height != m_header.skinHeight)) {
        if (!m_skins.empty() || m_isMesh)
            return false;
        m_header.skinWidth = skin.width;
        m_header.skinHeight = skin.height;
    }
    m_skins.push_back(skin);
    return true;
}


bool HmpFile::setSkinImage(int index, const RgbaImage &image)
{
    if (index < 0 || size_t(index) >= m_skins.size())
        return false;
    HmpSkin skin = m_skins[size_t(index)];
    if (skin.isDds() && !image.isNull()) {
        // Saved as uncompressed 32-bit DDS (common/ddsimage.h): DXT would lose the painting again.
        skin.data = writeDdsRgba(image, ddsHasMips(skin.data));
        skin.width = int32_t(skin.data.size());
        return setSkin(index, skin);
    }
    if (!skin.setImage(image))
        return false;
    return setSkin(index, skin);
}

bool HmpFile::transform(const Eigen::Affine3f &t)
{
    const Eigen::Matrix3f l = t.linear();
    const Eigen::Vector3f tr = t.translation();
    if (!l.allFinite() || !tr.allFinite())
        return false;
    const Eigen::Vector3f d = l.diagonal();
    const float tolerance = 1e-6f * d.cwiseAbs().maxCoeff();
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            if (i != j && std::abs(l(i, j)) > tolerance)
                return false; // a grid cannot be rotated or sheared
        }
    }
    if (!(d.x() > 0.f && d.y() > 0.f) || d.z() == 0.f || (m_isMesh && d.z() < 0.f))
        return false;

    HmpHeader &h = m_header;
    const double cols1 = m_columns - 1, rows1 = m_rows - 1;
    const double oldTx = h.triSizeX, oldTy = h.triSizeY;
    h.triSizeX = float(oldTx * d.x());
    h.triSizeY = float(oldTy * d.y());
    if (m_isMesh) {
        for (int a = 0; a < 2; ++a) {
            h.scale[a] = h.scale[a] * d[a];
            h.offset[a] = float(double(h.offset[a]) * d[a] + tr[a]);
        }
    } else {
        // Keep MED's centring formulas where the file followed them, else scale what is there.
        const auto axis = [&](int a, double span, double oldSize, double newSize) {
            if (h.scale[a] == float(span * oldSize / 65535.0))
                h.scale[a] = float(span * newSize / 65535.0);
            else
                h.scale[a] = h.scale[a] * d[a];
            if (h.offset[a] == float(-span * oldSize / 2.0))
                h.offset[a] = float(-span * newSize / 2.0 + tr[a]);
            else
                h.offset[a] = float(double(h.offset[a]) * d[a] + tr[a]);
        };
        axis(0, cols1, oldTx, h.triSizeX);
        axis(1, rows1, oldTy, h.triSizeY);
    }
    // Heights and their reference move together, so only a change of slopes re-derives normals.
    // Derived heights and references move by recording the transform; edited heights now.
    for (auto &frame : m_heights)
        for (float &z : frame)
            z = float(double(z) * d.z() + tr.z());
    m_zTransforms.emplace_back(d.z(), tr.z());
    const bool uniform = d.x() == d.y() && d.y() == d.z();
    if (!uniform)
        m_allNormalsStale = true;

    if (h.boundingRadius != 0.f) {
        if (uniform) {
            h.boundingRadius *= d.x();
        } else {
            float lo = 0.f, hi = 0.f;
            bool first = true;
            for (int f = 0; f < frameCount(); ++f)
                for (float z : heights(f)) {
                    if (!std::isfinite(z))
                        continue;
                    lo = first ? z : std::min(lo, z);
                    hi = first ? z : std::max(hi, z);
                    first = false;
                }
            const double wx = cols1 * h.triSizeX, wy = rows1 * h.triSizeY, wz = double(hi) - lo;
            h.boundingRadius = float(std::sqrt(wx * wx + wy * wy + wz * wz));
        }
    }
    return true;
}

} // namespace ackedit::format
