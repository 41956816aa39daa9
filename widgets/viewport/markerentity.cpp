#include "markerentity.h"

#include "meshbuffers.h"
#include "vertexattribute.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DExtras/QPerVertexColorMaterial>
#include <Qt3DRender/QGeometryRenderer>

#include <Eigen/Geometry>
#include <QtMath>

#include <cmath>
#include <limits>

namespace ackedit::widgets {

namespace {

constexpr int FloatsPerMarkerVertex = 10; // position, normal, colour rgba

// Outward triangles of a unit-size shape around the origin (file coordinates).
std::vector<Eigen::Vector3f> shapeTriangles(ViewportMarker::Shape shape)
{
    std::vector<Eigen::Vector3f> out;
    switch (shape) {
    case ViewportMarker::Shape::Cube: {
        const Eigen::Vector3f X = Eigen::Vector3f::UnitX(), Y = Eigen::Vector3f::UnitY(), Z = Eigen::Vector3f::UnitZ();
        const Eigen::Vector3f faces[6][3] = {{X, Y, Z}, {-X, Z, Y}, {Y, Z, X}, {-Y, X, Z}, {Z, X, Y}, {-Z, Y, X}};
        for (const auto &f : faces) {
            const Eigen::Vector3f c[4] = {f[0] - f[1] - f[2], f[0] + f[1] - f[2], f[0] + f[1] + f[2], f[0] - f[1] + f[2]};
            for (int i : {0, 1, 2, 0, 2, 3})
                out.push_back(c[i] * 0.5f);
        }
        break;
    }
    case ViewportMarker::Shape::Diamond: {
        const Eigen::Vector3f ring[4] = {Eigen::Vector3f(0.5f, 0, 0), Eigen::Vector3f(0, 0.5f, 0),
                                         Eigen::Vector3f(-0.5f, 0, 0), Eigen::Vector3f(0, -0.5f, 0)};
        const Eigen::Vector3f top(0, 0, 0.5f), bottom(0, 0, -0.5f);
        for (int i = 0; i < 4; ++i) {
            out.insert(out.end(), {ring[i], ring[(i + 1) % 4], top});
            out.insert(out.end(), {ring[(i + 1) % 4], ring[i], bottom});
        }
        break;
    }
    case ViewportMarker::Shape::Sphere: {
        constexpr int Slices = 10, Stacks = 6;
        const auto point = [](int slice, int stack) -> Eigen::Vector3f { // not auto: an Eigen expression would dangle
            const float phi = float(M_PI) * float(stack) / Stacks, theta = 2.0f * float(M_PI) * float(slice) / Slices;
            return Eigen::Vector3f(std::sin(phi) * std::cos(theta), std::sin(phi) * std::sin(theta), std::cos(phi)) * 0.5f;
        };
        for (int st = 0; st < Stacks; ++st) {
            for (int sl = 0; sl < Slices; ++sl) {
                const Eigen::Vector3f a = point(sl, st), b = point(sl, st + 1), c = point(sl + 1, st + 1),
                                      d = point(sl + 1, st);
                if (st > 0)
                    out.insert(out.end(), {a, b, d});
                if (st < Stacks - 1)
                    out.insert(out.end(), {b, c, d});
            }
        }
        break;
    }
    }
    return out;
}

} // namespace

MarkerEntity::MarkerEntity(Qt3DCore::QNode *parent) : Qt3DCore::QEntity(parent)
{
    auto *geometry = new Qt3DCore::QGeometry(this);
    m_buffer = new Qt3DCore::QBuffer(geometry);
    const struct
    {
        QString name;
        uint size, offset;
    } layout[] = {{Qt3DCore::QAttribute::defaultPositionAttributeName(), 3, 0},
                  {Qt3DCore::QAttribute::defaultNormalAttributeName(), 3, 3},
                  {Qt3DCore::QAttribute::defaultColorAttributeName(), 4, 6}};
    for (const auto &l : layout) {
        auto *a = floatAttribute(m_buffer, l.name, l.size, l.offset, FloatsPerMarkerVertex * sizeof(float), 0, geometry);
        geometry->addAttribute(a);
        m_attributes.push_back(a);
    }
    m_renderer = new Qt3DRender::QGeometryRenderer(this);
    m_renderer->setGeometry(geometry);
    m_renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    addComponent(m_renderer);
    addComponent(new Qt3DExtras::QPerVertexColorMaterial(this));
    setEnabled(false);
}

void MarkerEntity::setMarkers(const QList<ViewportMarker> &markers, const QList<quint32> &selected, float defaultSize)
{
    std::vector<float> data;
    std::vector<Eigen::Vector3f> shapes[3];
    for (const ViewportMarker &m : markers) {
        std::vector<Eigen::Vector3f> &shape = shapes[int(m.shape)];
        if (shape.empty())
            shape = shapeTriangles(m.shape);
        const bool isSelected = selected.contains(m.id);
        const float size = (m.size > 0 ? m.size : defaultSize) * (isSelected ? SelectedScale : 1.0f);
        const QColor c = isSelected ? selectionColor() : m.color;
        for (size_t i = 0; i + 2 < shape.size(); i += 3) {
            const Eigen::Vector3f n = (shape[i + 1] - shape[i]).cross(shape[i + 2] - shape[i]).normalized();
            const QVector3D gn = MeshBuffers::toGl(n);
            for (size_t k = i; k < i + 3; ++k) {
                const QVector3D p = MeshBuffers::toGl(m.position + shape[k] * size);
                data.insert(data.end(), {p.x(), p.y(), p.z(), gn.x(), gn.y(), gn.z(), float(c.redF()),
                                         float(c.greenF()), float(c.blueF()), 1.0f});
            }
        }
    }
    m_count = int(data.size() / FloatsPerMarkerVertex);
    m_buffer->setData(QByteArray(reinterpret_cast<const char *>(data.data()), qsizetype(data.size() * sizeof(float))));
    for (Qt3DCore::QAttribute *a : m_attributes)
        a->setCount(uint(m_count));
    m_renderer->setVertexCount(m_count);
    setEnabled(m_count > 0);
}

std::optional<quint32> MarkerEntity::pick(const QList<ViewportMarker> &markers, const QList<quint32> &selected,
                                          float defaultSize, const ViewportRay &ray, bool centred)
{
    std::optional<quint32> best;
    float bestT = std::numeric_limits<float>::infinity();
    for (const ViewportMarker &m : markers) {
        const float half = 0.5f * (m.size > 0 ? m.size : defaultSize) * (selected.contains(m.id) ? SelectedScale : 1.0f);
        // Slab test against the marker's box.
        float t0 = 0.0f, t1 = std::numeric_limits<float>::infinity();
        bool hit = true;
        for (int a = 0; a < 3 && hit; ++a) {
            const float lo = m.position[a] - half, hi = m.position[a] + half;
            const float o = ray.origin[a], d = ray.direction[a];
            if (std::abs(d) < 1e-12f) {
                hit = o >= lo && o <= hi;
                continue;
            }
            float ta = (lo - o) / d, tb = (hi - o) / d;
            if (ta > tb)
                std::swap(ta, tb);
            t0 = std::max(t0, ta);
            t1 = std::min(t1, tb);
            hit = t0 <= t1;
        }
        // A 2D view sees markers stacked along its axis: the one whose centre is nearest the
        // cursor wins there, not the one on top.
        const float score = centred ? (m.position - ray.origin).cross(ray.direction).norm() : t0;
        if (hit && score < bestT) {
            bestT = score;
            best = m.id;
        }
    }
    return best;
}

} // namespace ackedit::widgets
