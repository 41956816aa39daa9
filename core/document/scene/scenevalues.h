#pragma once
// The level documents' conversions between the files' vectors (doubles in WMP and WMPB, floats
// in WMB) and the property panel's QVector3D.
#include <Eigen/Core>
#include <QVector3D>

namespace ackedit::document {

constexpr double kDegrees = 180.0 / 3.14159265358979323846;

// Any 3-vector: the files' Vector3d and Vector3f, and expressions of them.
template<typename Derived>
QVector3D toQt(const Eigen::MatrixBase<Derived> &v)
{
    return QVector3D(float(v.x()), float(v.y()), float(v.z()));
}
inline Eigen::Vector3d toEigen(const QVector3D &v) { return Eigen::Vector3d(v.x(), v.y(), v.z()); }

// A QVector3D carries floats: components the user did not touch keep their exact double.
inline Eigen::Vector3d merged(const Eigen::Vector3d &current, const QVector3D &v, double factor = 1.0)
{
    Eigen::Vector3d out = current;
    for (int k = 0; k < 3; ++k) {
        if (float(current[k] * factor) != v[k])
            out[k] = double(v[k]) / factor;
    }
    return out;
}

} // namespace ackedit::document
