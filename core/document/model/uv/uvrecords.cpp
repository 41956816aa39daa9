#include "model/uv/uvrecords.h"

#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ackedit::document {

namespace {

// GCC 12's SLP vectoriser folds double(float(x)) on a pair of doubles into x at -O2 (seen in
// this function's code: no conversion left); the volatile keeps the rounding to float.
double nearestFloat(double x)
{
    volatile float f = float(x);
    return double(f);
}

} // namespace

UvRecords UvRecords::read(const format::AssetFile &asset)
{
    UvRecords r;
    if (const auto *mdl = dynamic_cast<const format::MdlFile *>(&asset)) {
        r.m_kind = mdl->isQuakeLayout() ? Kind::QuakePixel : Kind::Pixel16;
        // As mesh() normalises: a size of 0 counts as 1.
        r.m_unit = Eigen::Vector2d(std::max(mdl->uvWidth(), 1), std::max(mdl->uvHeight(), 1));
        r.m_values.reserve(mdl->skinVertices().size());
        for (const format::MdlSkinVertex &v : mdl->skinVertices())
            r.m_values.emplace_back(double(v.s), double(v.t));
    } else if (const auto *mdl7 = dynamic_cast<const format::Mdl7File *>(&asset)) {
        r.m_kind = Kind::Float;
        for (const format::Mdl7Group &g : mdl7->groups()) {
            r.m_groupFirst.push_back(int(r.m_values.size()));
            for (const format::Mdl7SkinPoint &p : g.skinPoints)
                r.m_values.emplace_back(double(p.uv.x()), double(p.uv.y()));
        }
    }
    return r;
}

Eigen::Vector2d UvRecords::toNormalised(const Eigen::Vector2d &value) const
{
    if (!isPixel())
        return value;
    return (value + Eigen::Vector2d(0.5, 0.5)).cwiseQuotient(m_unit);
}

Eigen::Vector2d UvRecords::fromNormalised(const Eigen::Vector2d &uv) const
{
    if (!isPixel())
        return Eigen::Vector2d(nearestFloat(uv.x()), nearestFloat(uv.y()));
    const double lo = m_kind == Kind::Pixel16 ? -32768.0 : double(std::numeric_limits<int32_t>::min());
    const double hi = m_kind == Kind::Pixel16 ? 32767.0 : double(std::numeric_limits<int32_t>::max());
    Eigen::Vector2d out;
    for (int a = 0; a < 2; ++a) {
        const double texel = uv[a] * m_unit[a] - 0.5;
        out[a] = std::isfinite(texel) ? std::clamp(std::round(texel), lo, hi) : 0.0;
    }
    return out;
}

int UvRecords::recordOfMeshUv(uint32_t meshUv, bool *seamShifted) const
{
    const uint32_t n = uint32_t(m_values.size());
    if (seamShifted)
        *seamShifted = false;
    if (meshUv < n)
        return int(meshUv);
    if (m_kind == Kind::QuakePixel && meshUv < 2 * n) {
        if (seamShifted)
            *seamShifted = true;
        return int(meshUv - n);
    }
    return -1;
}

bool UvRecords::write(format::AssetFile &asset, int record, const Eigen::Vector2d &value)
{
    if (record < 0 || record >= count() || fromNormalised(toNormalised(value)) != value)
        return false;
    bool ok = false;
    if (auto *mdl = dynamic_cast<format::MdlFile *>(&asset); mdl && isPixel()) {
        format::MdlSkinVertex v = mdl->skinVertices()[size_t(record)];
        v.s = int32_t(value.x());
        v.t = int32_t(value.y());
        ok = mdl->setSkinVertex(record, v);
    } else if (auto *mdl7 = dynamic_cast<format::Mdl7File *>(&asset); mdl7 && m_kind == Kind::Float) {
        const auto group = std::upper_bound(m_groupFirst.begin(), m_groupFirst.end(), record) - m_groupFirst.begin() - 1;
        ok = group >= 0
             && mdl7->setSkinPoint(int(group), record - m_groupFirst[size_t(group)],
                                   Eigen::Vector2f(float(value.x()), float(value.y())));
    }
    if (ok)
        m_values[size_t(record)] = value;
    return ok;
}

} // namespace ackedit::document
