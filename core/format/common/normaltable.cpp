#include "common/normaltable.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace ackedit::format {

// The standard 162-direction table (Quake "anorms"): the vertices of a subdivided icosahedron.
static const float kNormals[NormalTable::Count][3] = {
    {-0.525731f, 0.000000f, 0.850651f},
    {-0.442863f, 0.238856f, 0.864188f},
    {-0.295242f, 0.000000f, 0.955423f},
    {-0.309017f, 0.500000f, 0.809017f},
    {-0.162460f, 0.262866f, 0.951056f},
    {0.000000f, 0.000000f, 1.000000f},
    {0.000000f, 0.850651f, 0.525731f},
    {-0.147621f, 0.716567f, 0.681718f},
    {0.147621f, 0.716567f, 0.681718f},
    {0.000000f, 0.525731f, 0.850651f},
    {0.309017f, 0.500000f, 0.809017f},
    {0.525731f, 0.000000f, 0.850651f},
    {0.295242f, 0.000000f, 0.955423f},
    {0.442863f, 0.238856f, 0.864188f},
    {0.162460f, 0.262866f, 0.951056f},
    {-0.681718f, 0.147621f, 0.716567f},
    {-0.809017f, 0.309017f, 0.500000f},
    {-0.587785f, 0.425325f, 0.688191f},
    {-0.850651f, 0.525731f, 0.000000f},
    {-0.864188f, 0.442863f, 0.238856f},
    {-0.716567f, 0.681718f, 0.147621f},
    {-0.688191f, 0.587785f, 0.425325f},
    {-0.500000f, 0.809017f, 0.309017f},
    {-0.238856f, 0.864188f, 0.442863f},
    {-0.425325f, 0.688191f, 0.587785f},
    {-0.716567f, 0.681718f, -0.147621f},
    {-0.500000f, 0.809017f, -0.309017f},
    {-0.525731f, 0.850651f, 0.000000f},
    {0.000000f, 0.850651f, -0.525731f},
    {-0.238856f, 0.864188f, -0.442863f},
    {0.000000f, 0.955423f, -0.295242f},
    {-0.262866f, 0.951056f, -0.162460f},
    {0.000000f, 1.000000f, 0.000000f},
    {0.000000f, 0.955423f, 0.295242f},
    {-0.262866f, 0.951056f, 0.162460f},
    {0.238856f, 0.864188f, 0.442863f},
    {0.262866f, 0.951056f, 0.162460f},
    {0.500000f, 0.809017f, 0.309017f},
    {0.238856f, 0.864188f, -0.442863f},
    {0.262866f, 0.951056f, -0.162460f},
    {0.500000f, 0.809017f, -0.309017f},
    {0.850651f, 0.525731f, 0.000000f},
    {0.716567f, 0.681718f, 0.147621f},
    {0.716567f, 0.681718f, -0.147621f},
    {0.525731f, 0.850651f, 0.000000f},
    {0.425325f, 0.688191f, 0.587785f},
    {0.864188f, 0.442863f, 0.238856f},
    {0.688191f, 0.587785f, 0.425325f},
    {0.809017f, 0.309017f, 0.500000f},
    {0.681718f, 0.147621f, 0.716567f},
    {0.587785f, 0.425325f, 0.688191f},
    {0.955423f, 0.295242f, 0.000000f},
    {1.000000f, 0.000000f, 0.000000f},
    {0.951056f, 0.162460f, 0.262866f},
    {0.850651f, -0.525731f, 0.000000f},
    {0.955423f, -0.295242f, 0.000000f},
    {0.864188f, -0.442863f, 0.238856f},
    {0.951056f, -0.162460f, 0.262866f},
    {0.809017f, -0.309017f, 0.500000f},
    {0.681718f, -0.147621f, 0.716567f},
    {0.850651f, 0.000000f, 0.525731f},
    {0.864188f, 0.442863f, -0.238856f},
    {0.809017f, 0.309017f, -0.500000f},
    {0.951056f, 0.162460f, -0.262866f},
    {0.525731f, 0.000000f, -0.850651f},
    {0.681718f, 0.147621f, -0.716567f},
    {0.681718f, -0.147621f, -0.716567f},
    {0.850651f, 0.000000f, -0.525731f},
    {0.809017f, -0.309017f, -0.500000f},
    {0.864188f, -0.442863f, -0.238856f},
    {0.951056f, -0.162460f, -0.262866f},
    {0.147621f, 0.716567f, -0.681718f},
    {0.309017f, 0.500000f, -0.809017f},
    {0.425325f, 0.688191f, -0.587785f},
    {0.442863f, 0.238856f, -0.864188f},
    {0.587785f, 0.425325f, -0.688191f},
    {0.688191f, 0.587785f, -0.425325f},
    {-0.147621f, 0.716567f, -0.681718f},
    {-0.309017f, 0.500000f, -0.809017f},
    {0.000000f, 0.525731f, -0.850651f},
    {-0.525731f, 0.000000f, -0.850651f},
    {-0.442863f, 0.238856f, -0.864188f},
    {-0.295242f, 0.000000f, -0.955423f},
    {-0.162460f, 0.262866f, -0.951056f},
    {0.000000f, 0.000000f, -1.000000f},
    {0.295242f, 0.000000f, -0.955423f},
    {0.162460f, 0.262866f, -0.951056f},
    {-0.442863f, -0.238856f, -0.864188f},
    {-0.309017f, -0.500000f, -0.809017f},
    {-0.162460f, -0.262866f, -0.951056f},
    {0.000000f, -0.850651f, -0.525731f},
    {-0.147621f, -0.716567f, -0.681718f},
    {0.147621f, -0.716567f, -0.681718f},
    {0.000000f, -0.525731f, -0.850651f},
    {0.309017f, -0.500000f, -0.809017f},
    {0.442863f, -0.238856f, -0.864188f},
    {0.162460f, -0.262866f, -0.951056f},
    {0.238856f, -0.864188f, -0.442863f},
    {0.500000f, -0.809017f, -0.309017f},
    {0.425325f, -0.688191f, -0.587785f},
    {0.716567f, -0.681718f, -0.147621f},
    {0.688191f, -0.587785f, -0.425325f},
    {0.587785f, -0.425325f, -0.688191f},
    {0.000000f, -0.955423f, -0.295242f},
    {0.000000f, -1.000000f, 0.000000f},
    {0.262866f, -0.951056f, -0.162460f},
    {0.000000f, -0.850651f, 0.525731f},
    {0.000000f, -0.955423f, 0.295242f},
    {0.238856f, -0.864188f, 0.442863f},
    {0.262866f, -0.951056f, 0.162460f},
    {0.500000f, -0.809017f, 0.309017f},
    {0.716567f, -0.681718f, 0.147621f},
    {0.525731f, -0.850651f, 0.000000f},
    {-0.238856f, -0.864188f, -0.442863f},
    {-0.500000f, -0.809017f, -0.309017f},
    {-0.262866f, -0.951056f, -0.162460f},
    {-0.850651f, -0.525731f, 0.000000f},
    {-0.716567f, -0.681718f, -0.147621f},
    {-0.716567f, -0.681718f, 0.147621f},
    {-0.525731f, -0.850651f, 0.000000f},
    {-0.500000f, -0.809017f, 0.309017f},
    {-0.238856f, -0.864188f, 0.442863f},
    {-0.262866f, -0.951056f, 0.162460f},
    {-0.864188f, -0.442863f, 0.238856f},
    {-0.809017f, -0.309017f, 0.500000f},
    {-0.688191f, -0.587785f, 0.425325f},
    {-0.681718f, -0.147621f, 0.716567f},
    {-0.442863f, -0.238856f, 0.864188f},
    {-0.587785f, -0.425325f, 0.688191f},
    {-0.309017f, -0.500000f, 0.809017f},
    {-0.147621f, -0.716567f, 0.681718f},
    {-0.425325f, -0.688191f, 0.587785f},
    {-0.162460f, -0.262866f, 0.951056f},
    {0.442863f, -0.238856f, 0.864188f},
    {0.162460f, -0.262866f, 0.951056f},
    {0.309017f, -0.500000f, 0.809017f},
    {0.147621f, -0.716567f, 0.681718f},
    {0.000000f, -0.525731f, 0.850651f},
    {0.425325f, -0.688191f, 0.587785f},
    {0.587785f, -0.425325f, 0.688191f},
    {0.688191f, -0.587785f, 0.425325f},
    {-0.955423f, 0.295242f, 0.000000f},
    {-0.951056f, 0.162460f, 0.262866f},
    {-1.000000f, 0.000000f, 0.000000f},
    {-0.850651f, 0.000000f, 0.525731f},
    {-0.955423f, -0.295242f, 0.000000f},
    {-0.951056f, -0.162460f, 0.262866f},
    {-0.864188f, 0.442863f, -0.238856f},
    {-0.951056f, 0.162460f, -0.262866f},
    {-0.809017f, 0.309017f, -0.500000f},
    {-0.864188f, -0.442863f, -0.238856f},
    {-0.951056f, -0.162460f, -0.262866f},
    {-0.809017f, -0.309017f, -0.500000f},
    {-0.681718f, 0.147621f, -0.716567f},
    {-0.681718f, -0.147621f, -0.716567f},
    {-0.850651f, 0.000000f, -0.525731f},
    {-0.688191f, 0.587785f, -0.425325f},
    {-0.587785f, 0.425325f, -0.688191f},
    {-0.425325f, 0.688191f, -0.587785f},
    {-0.425325f, -0.688191f, -0.587785f},
    {-0.587785f, -0.425325f, -0.688191f},
    {-0.688191f, -0.587785f, -0.425325f},
};

Eigen::Vector3f NormalTable::normal(int index)
{
    if (index < 0 || index >= Count)
        return Eigen::Vector3f(0.f, 0.f, 1.f); // out-of-range indices occur in real files: show "up"
    return Eigen::Vector3f(kNormals[index][0], kNormals[index][1], kNormals[index][2]);
}

namespace {

// The dot product exactly as the brute force computes it: the lookup compares its candidates with
// the same float expression, so ties and near-ties resolve identically.
inline float dotWith(const Eigen::Vector3f &d, int i)
{
    return d.x() * kNormals[i][0] + d.y() * kNormals[i][1] + d.z() * kNormals[i][2];
}

// A cube map over the sphere: each face is split into Grid x Grid cells, and each cell lists (in
// index order) every entry that can be the nearest one for some direction in the cell: a few dot
// products per lookup instead of 162. 16 x 16 cells keep the one-off build (every cell against
// every entry) cheap for short command-line runs.
class CubeLookup
{
public:
    static constexpr int Grid = 16;

    CubeLookup()
    {
        m_start.reserve(6 * Grid * Grid + 1);
        for (int face = 0; face < 6; ++face)
            for (int j = 0; j < Grid; ++j)
                for (int i = 0; i < Grid; ++i)
                    addCell(face, i, j);
        m_start.push_back(uint32_t(m_candidates.size()));
    }

    // Inputs the caller checked: finite, largest component magnitude in [1e-20, 1e20].
    int nearest(const Eigen::Vector3f &d) const
    {
        const int cell = cellOf(d.x(), d.y(), d.z());
        int best = 0;
        float bestDot = -std::numeric_limits<float>::infinity();
        for (uint32_t k = m_start[size_t(cell)]; k < m_start[size_t(cell) + 1]; ++k) {
            const int i = m_candidates[k];
            const float dot = dotWith(d, i);
            if (dot > bestDot) {
                bestDot = dot;
                best = i;
            }
        }
        return best;
    }

private:
    static int cellCoordinate(float t)
    {
        // |t| <= 1 (a component over the largest magnitude); t = 1 lands in the last cell.
        return std::clamp(int((t + 1.f) * (0.5f * Grid)), 0, Grid - 1);
    }

    static int cellOf(float x, float y, float z)
    {
        const float ax = std::abs(x), ay = std::abs(y), az = std::abs(z);
        int face;
        float u, v, m;
        if (ax >= ay && ax >= az) {
            face = x >= 0.f ? 0 : 1;
            u = y;
            v = z;
            m = ax;
        } else if (ay >= az) {
            face = y >= 0.f ? 2 : 3;
            u = x;
            v = z;
            m = ay;
        } else {
            face = z >= 0.f ? 4 : 5;
            u = x;
            v = y;
            m = az;
        }
        return (face * Grid + cellCoordinate(v / m)) * Grid + cellCoordinate(u / m);
    }

    // The unit direction of face point (u, v), u and v in [-1, 1].
    static Eigen::Vector3d onFace(int face, double u, double v)
    {
        const double side = face % 2 == 0 ? 1.0 : -1.0;
        Eigen::Vector3d p;
        switch (face / 2) {
        case 0: p = {side, u, v}; break;
        case 1: p = {u, side, v}; break;
        default: p = {u, v, side}; break;
        }
        return p.normalized();
    }

    void addCell(int face, int i, int j)
    {
        m_start.push_back(uint32_t(m_candidates.size()));
        const double step = 2.0 / Grid;
        const double u0 = -1.0 + i * step, v0 = -1.0 + j * step;
        const Eigen::Vector3d centre = onFace(face, u0 + 0.5 * step, v0 + 0.5 * step);
        // A cell is convex in the gnomonic projection, so its farthest point from the centre is a
        // corner: every unit direction in the cell lies within `radius` of the centre.
        double radius = 0.0;
        for (int c = 0; c < 4; ++c)
            radius = std::max(radius, (onFace(face, u0 + (c & 1) * step, v0 + (c >> 1) * step) - centre).norm());
        double dots[NormalTable::Count];
        double best = -2.0;
        for (int n = 0; n < NormalTable::Count; ++n) {
            dots[n] = centre.x() * kNormals[n][0] + centre.y() * kNormals[n][1] + centre.z() * kNormals[n][2];
            best = std::max(best, dots[n]);
        }
        // Entry n can win at a direction p of the cell only if n.p >= b.p (b: the best at the
        // centre) up to float error; each side moves by at most |n| * radius between p and the
        // centre (entries are unit vectors to 1e-6). The margin covers float rounding of the
        // dot products and of the cell choice with room to spare.
        const double threshold = best - 2.0 * (radius * 1.001 + 1e-5) - 1e-4;
        for (int n = 0; n < NormalTable::Count; ++n)
            if (dots[n] >= threshold)
                m_candidates.push_back(uint8_t(n));
    }

    std::vector<uint32_t> m_start;
    std::vector<uint8_t> m_candidates;
};

} // namespace

int NormalTable::nearestIndex(const Eigen::Vector3f &direction)
{
    // Far from the float limits the lookup's error bounds hold; elsewhere (including NaN, where
    // the comparisons are false) the brute force decides, and does so identically by definition.
    const float ax = std::abs(direction.x()), ay = std::abs(direction.y()), az = std::abs(direction.z());
    const bool bounded = ax <= 1e20f && ay <= 1e20f && az <= 1e20f; // false for NaN and infinities
    if (!bounded || std::max({ax, ay, az}) < 1e-20f)
        return nearestIndexBruteForce(direction);
    static const CubeLookup lookup;
    return lookup.nearest(direction);
}

int NormalTable::nearestIndexBruteForce(const Eigen::Vector3f &direction)
{
    int best = 0;
    float bestDot = -std::numeric_limits<float>::infinity();
    for (int i = 0; i < Count; ++i) {
        const float d = dotWith(direction, i);
        if (d > bestDot) {
            bestDot = d;
            best = i;
        }
    }
    return best;
}

} // namespace ackedit::format
