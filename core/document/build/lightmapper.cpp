#include "build/lightmapper.h"

#include "build/buildgeometry.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace ackedit::document::build {

namespace {

// The closest point of a convex polygon (outward winding around `normal`) to `p` on its plane.
Eigen::Vector3d insidePolygon(const std::vector<Eigen::Vector3d> &polygon, const Eigen::Vector3d &normal,
                              const Eigen::Vector3d &p)
{
    bool inside = true;
    for (size_t i = 0; i < polygon.size() && inside; ++i) {
        const Eigen::Vector3d &a = polygon[i], &b = polygon[(i + 1) % polygon.size()];
        inside = normal.dot((b - a).cross(p - a)) >= 0;
    }
    if (inside)
        return p;
    Eigen::Vector3d best = polygon.front();
    double bestDistance = std::numeric_limits<double>::max();
    for (size_t i = 0; i < polygon.size(); ++i) {
        const Eigen::Vector3d &a = polygon[i], &b = polygon[(i + 1) % polygon.size()];
        const Eigen::Vector3d ab = b - a;
        const double len2 = ab.squaredNorm();
        const double t = len2 > 0 ? std::clamp((p - a).dot(ab) / len2, 0.0, 1.0) : 0.0;
        const Eigen::Vector3d q = a + ab * t;
        if ((q - p).squaredNorm() < bestDistance) {
            bestDistance = (q - p).squaredNorm();
            best = q;
        }
    }
    // A little way in from the edge, so a shadow ray does not start inside the neighbouring block.
    Eigen::Vector3d centre = Eigen::Vector3d::Zero();
    for (const Eigen::Vector3d &c : polygon)
        centre += c;
    centre /= double(polygon.size());
    const Eigen::Vector3d in = centre - best;
    return in.norm() > 0.25 ? Eigen::Vector3d(best + in.normalized() * 0.25) : centre;
}

// Fixed directions over the unit hemisphere around +Z (a spiral, cosine-weighted), the same
// every build so that lightmaps are reproducible.
std::vector<Eigen::Vector3d> hemisphere(int count)
{
    std::vector<Eigen::Vector3d> out;
    const double golden = M_PI * (3.0 - std::sqrt(5.0));
    for (int i = 0; i < count; ++i) {
        const double r = std::sqrt((i + 0.5) / count);
        const double phi = i * golden;
        out.push_back({r * std::cos(phi), r * std::sin(phi), std::sqrt(std::max(0.0, 1.0 - r * r))});
    }
    return out;
}

Eigen::Matrix3d frameAround(const Eigen::Vector3d &n)
{
    const Eigen::Vector3d helper = std::abs(n.z()) < 0.9 ? Eigen::Vector3d::UnitZ() : Eigen::Vector3d::UnitX();
    const Eigen::Vector3d x = helper.cross(n).normalized();
    Eigen::Matrix3d m;
    m.col(0) = x;
    m.col(1) = n.cross(x);
    m.col(2) = n;
    return m;
}

constexpr double DirtDistance = 128.0; // how far ambient occlusion looks
constexpr int DirtRays = 24;
constexpr double SoftSunDegrees = 3.0;

class ChartLighter
{
public:
    ChartLighter(const LightingModel &model, const ShadowBvh &shadows, const LightmapOptions &options)
        : m_model(model), m_shadows(shadows), m_options(options), m_dirt(hemisphere(DirtRays))
    {
        m_pointsOnly = model;
        m_pointsOnly.sun.on = false;
        if (model.sun.on) {
            m_sunDirections.push_back(model.sun.towards.normalized());
            if (options.softSun) { // a ring of 8 around the centre within the cone
                const Eigen::Matrix3d f = frameAround(model.sun.towards.normalized());
                const double spread = std::tan(SoftSunDegrees * M_PI / 180.0);
                for (int i = 0; i < 8; ++i) {
                    const double a = i * M_PI / 4;
                    m_sunDirections.push_back((f * Eigen::Vector3d(spread * std::cos(a), spread * std::sin(a), 1.0)).normalized());
                }
            }
        }
    }

    Eigen::Vector3d light(const Eigen::Vector3d &point, const Eigen::Vector3d &normal) const
    {
        const ShadowCaster unblocked = [this](const Eigen::Vector3d &a, const Eigen::Vector3d &b) {
            return !m_shadows.blocked(a, b);
        };
        Eigen::Vector3d light = lightAt(m_pointsOnly, point, normal, unblocked);
        if (!m_sunDirections.empty()) {
            const Eigen::Vector3d start = point + normal * RayOffset;
            Eigen::Vector3d sun = Eigen::Vector3d::Zero();
            for (const Eigen::Vector3d &d : m_sunDirections) {
                const double lambert = normal.dot(d);
                if (lambert > 0 && !m_shadows.blocked(start, start + d * SunRayLength))
                    sun += m_model.sun.colour * lambert;
            }
            light += sun / double(m_sunDirections.size());
        }
        if (m_options.ambientOcclusion) {
            const Eigen::Matrix3d f = frameAround(normal);
            const Eigen::Vector3d start = point + normal * RayOffset;
            int blocked = 0;
            for (const Eigen::Vector3d &d : m_dirt)
                blocked += m_shadows.blocked(start, start + f * d * DirtDistance) ? 1 : 0;
            light *= 1.0 - 0.6 * blocked / double(m_dirt.size());
        }
        return light;
    }

    void lightChart(const LightmapChart &c, int pageSize, QByteArray *page) const
    {
        const int extra = std::max(1, m_options.extra);
        const Eigen::Vector3d third = c.axes[0].cross(c.axes[1]);
        const double distance = c.normal.dot(c.polygon.front());
        const double across = c.normal.dot(third);
        for (int y = 0; y < c.size.y(); ++y)
            for (int x = 0; x < c.size.x(); ++x) {
                Eigen::Vector3d sum = Eigen::Vector3d::Zero();
                for (int sy = 0; sy < extra; ++sy)
                    for (int sx = 0; sx < extra; ++sx) {
                        const double a = c.origin.x() + (x + (sx + 0.5) / extra - 0.5) * UnitsPerTexel;
                        const double b = c.origin.y() + (y + (sy + 0.5) / extra - 0.5) * UnitsPerTexel;
                        // The point on the face's plane with these two axis coordinates.
                        const double h = std::abs(across) > 1e-9
                                             ? (distance - a * c.normal.dot(c.axes[0]) - b * c.normal.dot(c.axes[1])) / across
                                             : 0.0;
                        const Eigen::Vector3d onPlane = c.axes[0] * a + c.axes[1] * b + third * h;
                        sum += light(insidePolygon(c.polygon, c.normal, onPlane), c.normal);
                    }
                sum /= double(extra * extra);
                const qint64 at = (qint64(c.place.y + y) * pageSize + (c.place.x + x)) * 3;
                char *texel = page->data() + at;
                texel[0] = char(texelByte(sum.z())); // B, G, R
                texel[1] = char(texelByte(sum.y()));
                texel[2] = char(texelByte(sum.x()));
            }
    }

private:
    const LightingModel &m_model;
    LightingModel m_pointsOnly;
    const ShadowBvh &m_shadows;
    const LightmapOptions &m_options;
    std::vector<Eigen::Vector3d> m_dirt;
    std::vector<Eigen::Vector3d> m_sunDirections;
};

} // namespace

LightmapChart LightmapChart::of(const std::vector<Eigen::Vector3d> &polygon, const Eigen::Vector3d &normal)
{
    LightmapChart c;
    c.polygon = polygon;
    c.normal = normal.normalized();
    c.axes = lightmapAxes(c.normal);
    Eigen::Vector2d lo = Eigen::Vector2d::Constant(std::numeric_limits<double>::max()), hi = -lo;
    for (const Eigen::Vector3d &p : polygon) {
        const Eigen::Vector2d q(c.axes[0].dot(p), c.axes[1].dot(p));
        lo = lo.cwiseMin(q);
        hi = hi.cwiseMax(q);
    }
    c.origin = lo;
    c.size = {chartTexels(hi.x() - lo.x()), chartTexels(hi.y() - lo.y())};
    return c;
}

Eigen::Vector2d LightmapChart::pageUv(const Eigen::Vector3d &point, int pageSize) const
{
    const Eigen::Vector2d q(axes[0].dot(point), axes[1].dot(point));
    const Eigen::Vector2d texel = (q - origin) / UnitsPerTexel + Eigen::Vector2d::Constant(0.5);
    return (Eigen::Vector2d(place.x, place.y) + texel) / double(pageSize);
}

quint8 texelByte(double light)
{
    return quint8(std::clamp(std::lround(WedTexelOffset + WedTexelScale * 255.0 * light), 0L, 255L));
}

bool renderLightmaps(const std::vector<LightmapChart> &charts, const LightingModel &model, const ShadowBvh &shadows,
                     const LightmapOptions &options, int pageSize, std::vector<QByteArray> *pages,
                     const std::function<void(int, int)> &progress, const std::atomic<bool> *cancel)
{
    const ChartLighter lighter(model, shadows, options);
    std::atomic<int> next{0}, done{0};
    const int total = int(charts.size());
    auto work = [&](bool reporting) {
        for (int i = next++; i < total; i = next++) {
            if (cancel && cancel->load())
                return;
            const LightmapChart &c = charts[size_t(i)];
            if (c.place.page >= 0 && size_t(c.place.page) < pages->size())
                lighter.lightChart(c, pageSize, &(*pages)[size_t(c.place.page)]);
            ++done;
            if (reporting && progress)
                progress(done.load(), total);
        }
    };
    const int threads = options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    // Every page is detached before the threads start: they write into shared QByteArray data.
    for (QByteArray &page : *pages)
        page.data();
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(work, false);
    work(true);
    for (std::thread &h : helpers)
        h.join();
    if (progress)
        progress(done.load(), total);
    return !(cancel && cancel->load());
}

} // namespace ackedit::document::build
