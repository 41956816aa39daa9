// HMP writer: serialises the structure; edited heights are repacked first (bake()).
#include "hmp/hmpfile.h"

#include "io/bytewriter.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ackedit::format {

namespace {

void putBboxZ(QByteArray &record, uint16_t z)
{
    if (record.size() >= 8) {
        record[4] = char(z & 0xff);
        record[5] = char(z >> 8);
    } else if (record.size() >= 4) {
        record[2] = char(z & 0xff);
    }
}

QByteArray fixedWidth(const QByteArray &raw, int width)
{
    QByteArray out = raw.left(width);
    out.append(width - out.size(), '\0');
    return out;
}

} // namespace

bool HmpFile::heightsNeedRepack() const
{
    for (size_t f = 0; f < m_frames.size(); ++f) {
        if (m_heights[f].empty() && m_zTransforms.empty())
            continue; // the stored z decoded: nothing to repack
        const std::vector<float> h = heights(int(f));
        std::vector<float> packed(h.size());
        m_frames[f].decodeHeights(m_header.offset.z(), m_header.scale.z(), packed.data());
        for (size_t i = 0; i < h.size(); ++i) {
            if (!hmpSameBits(h[i], packed[i]))
                return true;
        }
    }
    return false;
}

std::pair<float, float> HmpFile::writeScaleOffsetZ() const
{
    const float oldScale = m_header.scale.z(), oldOffset = m_header.offset.z();
    if (!heightsNeedRepack())
        return {oldScale, oldOffset};
    float lo = std::numeric_limits<float>::max(), hi = std::numeric_limits<float>::lowest();
    for (int f = 0; f < frameCount(); ++f)
        for (float z : heights(f)) {
            if (std::isfinite(z)) {
                lo = std::min(lo, z);
                hi = std::max(hi, z);
            }
        }
    if (lo > hi)
        lo = hi = 0.f;
    const uint32_t top = uint32_t(maxPacked());
    // The header's packing already spans exactly the new range: keep it (no needless churn).
    if (hmpSameBits(lo, hmpDecode(oldOffset, oldScale, 0)) && hmpSameBits(hi, hmpDecode(oldOffset, oldScale, top)))
        return {oldScale, oldOffset};
    const double range = double(hi) - double(lo);
    if (!(range > 0.0))
        return {0.f, lo}; // flat: MED writes scale 0 (corpus hmp7/lvtw_lava.hmp)
    float scale = float(range / top);
    // Make sure the top code reaches the maximum, so clamping never adds error at the top.
    for (int i = 0; i < 4 && hmpDecode(lo, scale, top) < hi; ++i)
        scale = std::nextafter(scale, std::numeric_limits<float>::infinity());
    return {scale, lo};
}

Eigen::Vector3f HmpFile::quantizationStep() const
{
    return {m_header.scale.x(), m_header.scale.y(), writeScaleOffsetZ().first};
}

HmpFile::Baked HmpFile::bake() const
{
    Baked b{m_header, m_frames};
    const bool repack = heightsNeedRepack();
    // Normals are due where heights moved away from the ones the stored normals belong to.
    bool anyNormals = m_allNormalsStale;
    for (size_t f = 0; f < m_frames.size() && !anyNormals; ++f) {
        if (!m_hasReference[f]) {
            anyNormals = true;
            break;
        }
        if (m_heights[f].empty())
            continue; // derived heights are the reference
        const std::vector<float> &h = m_heights[f], ref = derivedHeights(f);
        for (size_t i = 0; i < h.size() && !anyNormals; ++i)
            anyNormals = !hmpSameBits(h[i], ref[i]);
    }
    if (!repack && !anyNormals)
        return b; // unedited: the structure as read

    const auto [scale, offset] = writeScaleOffsetZ();
    const bool samePacking = hmpSameBits(scale, m_header.scale.z()) && hmpSameBits(offset, m_header.offset.z());
    b.header.scale.z() = scale;
    b.header.offset.z() = offset;
    const uint32_t top = uint32_t(maxPacked());
    for (size_t f = 0; f < b.frames.size(); ++f) {
        // Nothing of this frame changes: it stays as stored (pending or not).
        if (samePacking && m_heights[f].empty() && m_zTransforms.empty() && m_hasReference[f] && !m_allNormalsStale)
            continue;
        HmpFrame &fr = b.frames[f];
        fr.decode();
        const std::vector<float> h = heights(int(f));
        for (size_t i = 0; i < fr.z.size(); ++i) {
            if (samePacking && hmpSameBits(h[i], hmpDecode(offset, scale, fr.z[i])))
                continue; // unchanged value keeps its code
            uint32_t code = 0;
            if (scale != 0.f && std::isfinite(scale)) {
                const double q = std::round((double(h[i]) - double(offset)) / double(scale));
                code = !(q > 0.0) ? 0u : (q >= double(top) ? top : uint32_t(q)); // NaN -> 0
            }
            fr.z[i] = uint16_t(code);
        }
        encodeNormals(fr, h, changedNeighbourhood(int(f), h));
        if (fr.bboxTracksHeights && !fr.z.empty()) {
            const auto [lo, hi] = std::minmax_element(fr.z.begin(), fr.z.end());
            putBboxZ(fr.bboxMin, *lo);
            putBboxZ(fr.bboxMax, *hi);
        }
    }
    return b;
}

QByteArray HmpFile::write() const
{
    return serialise(bake());
}

QByteArray HmpFile::serialise(const Baked &baked) const
{
    const HmpHeader &h = baked.header;
    const bool hmp4 = h.ident == "HMP4";
    ByteWriter w;
    w.bytes(fixedWidth(h.ident, 4));
    w.i32(h.version);
    for (int a = 0; a < 3; ++a)
        w.f32(h.scale[a]);
    for (int a = 0; a < 3; ++a)
        w.f32(h.offset[a]);
    w.f32(h.boundingRadius);
    w.f32(h.triSizeX);
    w.f32(h.triSizeY);
    w.f32(h.numVertsX);
    w.i32(int32_t(m_skins.size()));
    w.i32(h.skinWidth);
    w.i32(h.skinHeight);
    w.i32(h.numVerts);
    w.i32(m_isMesh ? int32_t(m_triangles.size()) : h.numTris);
    w.i32(int32_t(baked.frames.size()));
    w.i32(m_isMesh ? int32_t(m_skinVerts.size()) : h.numSkinVerts);
    w.i32(h.flags);
    w.i32(h.unused);

    for (const HmpSkin &s : m_skins) {
        w.i32(s.type);
        if (!hmp4) {
            const bool sized = s.isDds() || s.isExternal(); // width = byte count
            w.i32(sized ? int32_t(s.data.size()) : s.width);
            w.i32(s.height);
        }
        w.bytes(s.data);
        if (!hmp4 && s.hasMaterial())
            w.bytes(fixedWidth(s.material, HmpSkin::MaterialSize));
        if (!hmp4 && s.hasEffect()) {
            w.i32(int32_t(s.effect.size()));
            w.bytes(s.effect);
        }
    }
    if (m_isMesh) {
        for (const HmpSkinVertex &uv : m_skinVerts) {
            w.i16(uv.u);
            w.i16(uv.v);
        }
        for (const HmpTriangle &t : m_triangles) {
            for (uint16_t v : t.v)
                w.u16(v);
            for (uint16_t v : t.uv)
                w.u16(v);
        }
    }
    const int bboxSize = m_isMesh ? 4 : 8;
    for (const HmpFrame &fr : baked.frames) {
        w.i32(fr.type);
        w.bytes(fixedWidth(fr.bboxMin, bboxSize));
        w.bytes(fixedWidth(fr.bboxMax, bboxSize));
        w.bytes(fixedWidth(fr.name, 16));
        if (fr.isPending()) {
            w.bytes(fr.storedRecords());
            continue;
        }
        for (size_t i = 0; i < fr.z.size(); ++i) {
            if (m_isMesh) {
                w.u8(uint8_t(fr.x[i]));
                w.u8(uint8_t(fr.y[i]));
                w.u8(uint8_t(fr.z[i]));
                w.u8(fr.n0[i]);
            } else if (hmp4) {
                w.u16(fr.x[i]);
                w.u16(fr.y[i]);
                w.u16(fr.z[i]);
                w.u8(fr.n0[i]);
                w.u8(fr.n1[i]);
            } else {
                w.u16(fr.z[i]);
                w.u8(fr.n0[i]);
                w.u8(fr.n1[i]);
            }
        }
    }
    w.bytes(m_trailing);
    return w.take();
}

std::unique_ptr<HmpFile> HmpFile::create(const QString &version, int columns, int rows, float cellSizeX,
                                         float cellSizeY, const std::vector<float> &heights,
                                         const std::optional<HmpSkin> &skin)
{
    const auto fail = [](const char *fieldName, const QString &problem) {
        throw FormatError(-1, QString::fromLatin1(fieldName), problem);
    };
    if (version != QLatin1String("HMP4") && version != QLatin1String("HMP5") && version != QLatin1String("HMP7"))
        fail("create.version", QStringLiteral("\"%1\" is not HMP4, HMP5 or HMP7").arg(version));
    if (columns < 2 || rows < 2 || columns > 65536 || qint64(columns) * rows > (qint64(1) << 26))
        fail("create.columns", QStringLiteral("grid %1 x %2 is not supported").arg(columns).arg(rows));
    if (!(std::isfinite(cellSizeX) && std::isfinite(cellSizeY) && cellSizeX > 0.f && cellSizeY > 0.f))
        fail("create.cellsize", QStringLiteral("cell size must be positive"));
    if (heights.size() != size_t(columns) * size_t(rows))
        fail("create.heights", QStringLiteral("%1 heights for %2 vertices").arg(heights.size()).arg(qint64(columns) * rows));
    for (float z : heights) {
        if (!std::isfinite(z))
            fail("create.heights", QStringLiteral("heights must be finite"));
    }

    auto file = std::make_unique<HmpFile>();
    HmpFile &f = *file;
    HmpHeader &h = f.m_header;
    h.ident = version.toLatin1();
    const bool hmp4 = version == QLatin1String("HMP4"), hmp7 = version == QLatin1String("HMP7");
    h.version = hmp4 ? 1 : (hmp7 ? 0 : 2);
    const double cx = cellSizeX, cy = cellSizeY, spanX = columns - 1, spanY = rows - 1;
    h.scale = Eigen::Vector3f(float(spanX * cx / 65535.0), float(spanY * cy / 65535.0), 1.f);
    h.offset = Eigen::Vector3f(float(-spanX * cx / 2.0), float(-spanY * cy / 2.0), 0.f);
    h.triSizeX = cellSizeX;
    h.triSizeY = cellSizeY;
    h.numVertsX = float(columns);
    h.numVerts = columns * rows;
    h.numFrames = 1;
    if (!hmp7) { // MED fills the bounding radius in HMP4/5: the diagonal of the bounding box
        const auto [lo, hi] = std::minmax_element(heights.begin(), heights.end());
        const double wx = spanX * cx, wy = spanY * cy, wz = double(*hi) - double(*lo);
        h.boundingRadius = float(std::sqrt(wx * wx + wy * wy + wz * wz));
    }
    f.m_columns = columns;
    f.m_rows = rows;
    // Frame 0 is built by addFrame() so new files and new frames share one convention; a
    // temporary seed frame supplies HMP4's packed grid x/y.
    HmpFrame seed;
    if (hmp4) {
        seed.x.resize(heights.size());
        seed.y.resize(heights.size());
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < columns; ++c) {
                const size_t i = size_t(r) * size_t(columns) + size_t(c);
                seed.x[i] = uint16_t(std::lround(c * 65535.0 / spanX));
                seed.y[i] = uint16_t(std::lround((spanY - r) * 65535.0 / spanY));
            }
    }
    f.m_frames.push_back(std::move(seed));
    f.m_heights.emplace_back();
    f.m_hasReference.push_back(0);
    f.addFrame(QByteArrayLiteral("Frame0"), heights);
    f.m_frames.erase(f.m_frames.begin());
    f.m_heights.erase(f.m_heights.begin());
    f.m_hasReference.erase(f.m_hasReference.begin());
    if (skin) {
        if (!f.addSkin(*skin))
            fail("create.skin", QStringLiteral("the skin (type %1) does not fit %2").arg(skin->type).arg(version));
    }
    return read(f.write());
}

} // namespace ackedit::format
