#include "model/vertex/vertextransform.h"

#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>

namespace ackedit::document {

VertexTransform VertexTransform::translation(const Eigen::Vector3f &delta)
{
    VertexTransform t;
    t.m_kind = TransformKind::Translate;
    t.m_translation = delta;
    t.update();
    return t;
}

VertexTransform VertexTransform::rotation(const Eigen::Vector3f &axis, float angle, const Eigen::Vector3f &pivot)
{
    VertexTransform t;
    t.m_kind = TransformKind::Rotate;
    const float length = axis.norm();
    if (length > 0.0f && std::isfinite(length)) {
        t.m_axis = axis / length;
        t.m_angle = angle;
    }
    t.m_pivot = pivot;
    t.update();
    return t;
}

VertexTransform VertexTransform::scaling(const Eigen::Vector3f &factors, const Eigen::Vector3f &pivot)
{
    VertexTransform t;
    t.m_kind = TransformKind::Scale;
    t.m_factors = factors;
    t.m_pivot = pivot;
    t.update();
    return t;
}

void VertexTransform::update()
{
    m_mask = Eigen::Vector3f::Ones();
    switch (m_kind) {
    case TransformKind::Translate:
        m_linear.setIdentity();
        break;
    case TransformKind::Rotate:
        m_linear = Eigen::AngleAxisf(m_angle, m_axis).toRotationMatrix();
        // About a model axis, that coordinate stays exactly (the matrix's 1 may be off by an ulp,
        // and p - pivot + pivot may round).
        for (int i = 0; i < 3; ++i) {
            if (m_axis == Eigen::Vector3f::Unit(i) || m_axis == -Eigen::Vector3f::Unit(i))
                m_mask[i] = 0.0f;
        }
        break;
    case TransformKind::Scale:
        m_linear = m_factors.asDiagonal();
        for (int i = 0; i < 3; ++i) {
            if (m_factors[i] == 1.0f)
                m_mask[i] = 0.0f;
        }
        break;
    }
}

Eigen::Affine3f VertexTransform::affine() const
{
    Eigen::Affine3f t = Eigen::Affine3f::Identity();
    if (m_kind == TransformKind::Translate) {
        t.translation() = m_translation;
        return t;
    }
    t.linear() = m_linear;
    t.translation() = m_pivot - m_linear * m_pivot;
    for (int i = 0; i < 3; ++i) {
        if (m_mask[i] == 0.0f) {
            t.linear().row(i) = Eigen::RowVector3f::Unit(i);
            t.translation()[i] = 0.0f;
        }
    }
    return t;
}

bool VertexTransform::isIdentity() const
{
    switch (m_kind) {
    case TransformKind::Translate:
        return m_translation.isZero(0.0f);
    case TransformKind::Rotate:
        return m_angle == 0.0f;
    case TransformKind::Scale:
        return m_factors == Eigen::Vector3f::Ones();
    }
    return true;
}

VertexTransform VertexTransform::snapped(const TransformSnap &snap) const
{
    switch (m_kind) {
    case TransformKind::Translate:
        return translation(snap.snappedTranslation(m_translation));
    case TransformKind::Rotate:
        return rotation(m_axis, snap.snappedAngle(m_angle), m_pivot);
    case TransformKind::Scale:
        return scaling(snap.snappedScale(m_factors), m_pivot);
    }
    return *this;
}

void VertexTransform::apply(std::span<const WeightedVertex> affected, std::span<const Eigen::Vector3f> originals,
                            std::span<Eigen::Vector3f> out) const
{
    const size_t n = std::min({affected.size(), originals.size(), out.size()});
    for (size_t i = 0; i < n; ++i)
        out[i] = apply(originals[i], affected[i].weight);
}

void VertexTransform::applyInPlace(std::span<const WeightedVertex> affected,
                                   std::span<const Eigen::Vector3f> originals,
                                   std::span<Eigen::Vector3f> positions) const
{
    const size_t n = std::min(affected.size(), originals.size());
    for (size_t i = 0; i < n; ++i) {
        const size_t v = size_t(affected[i].vertex);
        if (v < positions.size())
            positions[v] = apply(originals[i], affected[i].weight);
    }
}

} // namespace ackedit::document
