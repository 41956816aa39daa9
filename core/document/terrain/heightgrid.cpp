#include "terrain/heightgrid.h"

#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ackedit::document {

namespace {

// Splits a fractional grid coordinate into a cell index in [0, count-2] and the fraction in it.
// With a single vertex along the axis the fraction is 0 and the "cell" is 0.
inline void cellOf(double v, int count, int &cell, double &frac)
{
    if (count < 2) {
        cell = 0;
        frac = 0.0;
        return;
    }
    v = std::clamp(v, 0.0, double(count - 1));
    cell = std::min(int(std::floor(v)), count - 2);
    frac = v - cell;
}

} // namespace

HeightGrid::HeightGrid(int columns, int rows, float cellSizeX, float cellSizeY, float offsetX, float offsetY,
                       float fill)
    : m_columns(std::max(columns, 0)), m_rows(std::max(rows, 0)), m_cellX(cellSizeX), m_cellY(cellSizeY),
      m_offsetX(offsetX), m_offsetY(offsetY)
{
    if (m_columns == 0 || m_rows == 0)
        m_columns = m_rows = 0;
    m_heights.assign(size_t(m_columns) * size_t(m_rows), fill);
}

void HeightGrid::setCellSize(float x, float y)
{
    m_cellX = x;
    m_cellY = y;
}

void HeightGrid::setOffset(float x, float y)
{
    m_offsetX = x;
    m_offsetY = y;
}

std::pair<float, float> HeightGrid::heightRange() const
{
    if (m_heights.empty())
        return {0.0f, 0.0f};
    const auto [lo, hi] = std::minmax_element(m_heights.begin(), m_heights.end());
    return {*lo, *hi};
}

Eigen::Vector3f HeightGrid::vertexPosition(int col, int row) const
{
    return {m_offsetX + float(col) * m_cellX, m_offsetY + float(m_rows - 1 - row) * m_cellY, height(col, row)};
}

Eigen::Vector2f HeightGrid::toGrid(float x, float y) const
{
    return {(x - m_offsetX) / m_cellX, float(m_rows - 1) - (y - m_offsetY) / m_cellY};
}

Eigen::Vector2f HeightGrid::toWorld(float col, float row) const
{
    return {m_offsetX + col * m_cellX, m_offsetY + (float(m_rows - 1) - row) * m_cellY};
}

float HeightGrid::heightAt(float x, float y) const
{
    if (isEmpty())
        return 0.0f;
    const Eigen::Vector2f g = toGrid(x, y);
    int c, r;
    double fc, fr;
    cellOf(g.x(), m_columns, c, fc);
    cellOf(g.y(), m_rows, r, fr);
    const int c1 = std::min(c + 1, m_columns - 1);
    const int r1 = std::min(r + 1, m_rows - 1);
    const double top = height(c, r) * (1.0 - fc) + height(c1, r) * fc;
    const double bottom = height(c, r1) * (1.0 - fc) + height(c1, r1) * fc;
    return float(top * (1.0 - fr) + bottom * fr);
}

float HeightGrid::surfaceHeightAt(float x, float y) const
{
    if (isEmpty())
        return 0.0f;
    if (m_columns < 2 || m_rows < 2)
        return heightAt(x, y); // no triangles: a line or a point
    const Eigen::Vector2f g = toGrid(x, y);
    int c, r;
    double a, b;
    cellOf(g.x(), m_columns, c, a);
    cellOf(g.y(), m_rows, r, b);
    const double nw = height(c, r), ne = height(c + 1, r), sw = height(c, r + 1), se = height(c + 1, r + 1);
    // Planes of the two triangles, see cellTriangles(); a runs east, b runs south, the diagonal
    // SW-NE is a + b = 1.
    if (a + b <= 1.0)
        return float(nw + (ne - nw) * a + (sw - nw) * b);
    return float(sw + ne - se + (se - sw) * a + (se - ne) * b);
}

std::optional<Eigen::Vector3f> HeightGrid::intersect(const Eigen::Vector3f &origin,
                                                     const Eigen::Vector3f &direction) const
{
    if (m_columns < 2 || m_rows < 2 || !origin.allFinite() || !direction.allFinite()
        || direction.isZero(0.0f) || m_cellX <= 0.0f || m_cellY <= 0.0f)
        return std::nullopt;

    // Work in grid space (column, row, z): an affine map per axis, so the ray parameter t is the
    // same as in world space. Doubles keep the DDA exact enough over thousands of cells.
    const double pc = (double(origin.x()) - m_offsetX) / m_cellX;
    const double pr = double(m_rows - 1) - (double(origin.y()) - m_offsetY) / m_cellY;
    const double pz = origin.z();
    const double dc = double(direction.x()) / m_cellX;
    const double dr = -double(direction.y()) / m_cellY;
    const double dz = direction.z();
    constexpr double inf = std::numeric_limits<double>::infinity();

    // Clip the ray to the grid's x/y rectangle (slab test, boundaries inclusive).
    double tEnter = 0.0, tExit = inf;
    auto clipSlab = [&](double p, double d, double hi) {
        if (d == 0.0)
            return p >= 0.0 && p <= hi;
        double t0 = (0.0 - p) / d, t1 = (hi - p) / d;
        if (t0 > t1)
            std::swap(t0, t1);
        tEnter = std::max(tEnter, t0);
        tExit = std::min(tExit, t1);
        return tEnter <= tExit;
    };
    if (!clipSlab(pc, dc, m_columns - 1) || !clipSlab(pr, dr, m_rows - 1))
        return std::nullopt;

    const double ec = pc + dc * tEnter, er = pr + dr * tEnter;
    int c = std::clamp(int(std::floor(ec)), 0, m_columns - 2);
    int r = std::clamp(int(std::floor(er)), 0, m_rows - 2);
    const int stepC = dc > 0 ? 1 : -1;
    const int stepR = dr > 0 ? 1 : -1;
    double tMaxC = dc > 0 ? (c + 1 - pc) / dc : dc < 0 ? (c - pc) / dc : inf;
    double tMaxR = dr > 0 ? (r + 1 - pr) / dr : dr < 0 ? (r - pr) / dr : inf;
    const double tDeltaC = dc != 0 ? 1.0 / std::abs(dc) : inf;
    const double tDeltaR = dr != 0 ? 1.0 / std::abs(dr) : inf;

    constexpr double eps = 1e-6; // tolerance in cell units, closes cracks along shared edges
    double t0 = tEnter;
    while (true) {
        const double t1 = std::min({tMaxC, tMaxR, tExit});
        const double nw = height(c, r), ne = height(c + 1, r), sw = height(c, r + 1), se = height(c + 1, r + 1);
        const double cellLo = std::min({nw, ne, sw, se}), cellHi = std::max({nw, ne, sw, se});
        const double z0 = pz + dz * t0, z1 = std::isinf(t1) ? (dz > 0 ? inf : dz < 0 ? -inf : pz) : pz + dz * t1;
        const double tol = 1e-5 * (1.0 + std::abs(cellLo) + std::abs(cellHi));
        if (std::max(z0, z1) >= cellLo - tol && std::min(z0, z1) <= cellHi + tol) {
            const double a0 = pc - c, b0 = pr - r;
            double best = inf;
            // z = A + B*a + C*b for each triangle; solve pz + dz*t = A + B*(a0+dc*t) + C*(b0+dr*t).
            auto tryPlane = [&](double A, double B, double C, bool northWest) {
                const double denom = dz - B * dc - C * dr;
                if (denom == 0.0)
                    return; // parallel to the face
                const double t = (A + B * a0 + C * b0 - pz) / denom;
                if (!(t >= 0.0) || t >= best)
                    return;
                const double a = a0 + dc * t, b = b0 + dr * t;
                if (a < -eps || a > 1.0 + eps || b < -eps || b > 1.0 + eps)
                    return;
                if (northWest ? (a + b > 1.0 + eps) : (a + b < 1.0 - eps))
                    return;
                best = t;
            };
            tryPlane(nw, ne - nw, sw - nw, true);                  // {SW, NE, NW}
            tryPlane(sw + ne - se, se - sw, se - ne, false);       // {SW, SE, NE}
            if (best < inf)
                return Eigen::Vector3f((origin.cast<double>() + direction.cast<double>() * best).cast<float>());
        }
        if (t1 >= tExit)
            break;
        if (tMaxC < tMaxR) {
            c += stepC;
            t0 = tMaxC;
            tMaxC += tDeltaC;
        } else {
            r += stepR;
            t0 = tMaxR;
            tMaxR += tDeltaR;
        }
        if (c < 0 || c > m_columns - 2 || r < 0 || r > m_rows - 2)
            break;
    }
    return std::nullopt;
}

Eigen::Vector3f HeightGrid::normal(int col, int row) const
{
    const int cl = std::max(col - 1, 0), cr = std::min(col + 1, m_columns - 1);
    const int rn = std::max(row - 1, 0), rs = std::min(row + 1, m_rows - 1);
    // World y grows northwards, i.e. towards smaller rows.
    const float dhdx = cr > cl ? (height(cr, row) - height(cl, row)) / (float(cr - cl) * m_cellX) : 0.0f;
    const float dhdy = rs > rn ? (height(col, rn) - height(col, rs)) / (float(rs - rn) * m_cellY) : 0.0f;
    return Eigen::Vector3f(-dhdx, -dhdy, 1.0f).normalized();
}

std::vector<Eigen::Vector3f> HeightGrid::computeNormals() const
{
    std::vector<Eigen::Vector3f> normals;
    recomputeNormals(bounds(), normals);
    return normals;
}

QRect HeightGrid::recomputeNormals(const QRect &rect, std::vector<Eigen::Vector3f> &normals) const
{
    QRect area = rect.isEmpty() ? QRect() : rect.adjusted(-1, -1, 1, 1) & bounds();
    if (normals.size() != m_heights.size()) {
        normals.assign(m_heights.size(), Eigen::Vector3f::UnitZ());
        area = bounds();
    }
    if (area.isEmpty())
        return {};
    const float invX = 1.0f / m_cellX, invY = 1.0f / m_cellY;
    for (int row = area.top(); row <= area.bottom(); ++row) {
        const float *h = rowData(row);
        const float *north = rowData(std::max(row - 1, 0));
        const float *south = rowData(std::min(row + 1, m_rows - 1));
        const int rowSpan = (row > 0 ? 1 : 0) + (row < m_rows - 1 ? 1 : 0);
        const float yScale = rowSpan > 0 ? invY / float(rowSpan) : 0.0f;
        Eigen::Vector3f *out = normals.data() + index(0, row);
        for (int col = area.left(); col <= area.right(); ++col) {
            const int cl = col > 0 ? col - 1 : col;
            const int cr = col < m_columns - 1 ? col + 1 : col;
            const float xScale = cr > cl ? invX / float(cr - cl) : 0.0f;
            const float dhdx = (h[cr] - h[cl]) * xScale;
            const float dhdy = (north[col] - south[col]) * yScale;
            const float inv = 1.0f / std::sqrt(dhdx * dhdx + dhdy * dhdy + 1.0f);
            out[col] = Eigen::Vector3f(-dhdx * inv, -dhdy * inv, inv);
        }
    }
    return area;
}

HeightGrid HeightGrid::resampled(int columns, int rows) const
{
    if (isEmpty() || columns < 1 || rows < 1)
        return HeightGrid(columns, rows, m_cellX, m_cellY, m_offsetX, m_offsetY);
    const float cellX = columns > 1 ? float(m_columns - 1) * m_cellX / float(columns - 1) : m_cellX;
    const float cellY = rows > 1 ? float(m_rows - 1) * m_cellY / float(rows - 1) : m_cellY;
    HeightGrid out(columns, rows, cellX, cellY, m_offsetX, m_offsetY);
    const double sx = columns > 1 ? double(m_columns - 1) / (columns - 1) : 0.0;
    const double sy = rows > 1 ? double(m_rows - 1) / (rows - 1) : 0.0;
    for (int row = 0; row < rows; ++row) {
        int r;
        double fr;
        cellOf(row * sy, m_rows, r, fr);
        const int r1 = std::min(r + 1, m_rows - 1);
        float *dst = out.rowData(row);
        for (int col = 0; col < columns; ++col) {
            int c;
            double fc;
            cellOf(col * sx, m_columns, c, fc);
            const int c1 = std::min(c + 1, m_columns - 1);
            const double top = height(c, r) * (1.0 - fc) + height(c1, r) * fc;
            const double bottom = height(c, r1) * (1.0 - fc) + height(c1, r1) * fc;
            dst[col] = float(top * (1.0 - fr) + bottom * fr);
        }
    }
    return out;
}

std::array<std::array<QPoint, 3>, 2> HeightGrid::cellTriangles(int col, int row)
{
    const QPoint nw(col, row), ne(col + 1, row), sw(col, row + 1), se(col + 1, row + 1);
    return {{{sw, se, ne}, {sw, ne, nw}}};
}

} // namespace ackedit::document
