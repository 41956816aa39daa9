#pragma once
// Square dots of a fixed pixel size at many points (model vertices), one geometry for all of
// them. Qt3D's RHI renderer ignores QPointSize (it warns "RHI Unhandled render state" and draws
// points one pixel wide), so each dot is a quad facing the camera, sized from its depth; the
// quads follow the camera (setView re-uploads the buffer in place) and a partial update
// rewrites only the quads of the points given. Colours come from ColorCubeMaterial.
#include <QColor>
#include <QVector3D>
#include <Qt3DCore/QEntity>

#include <utility>
#include <vector>

namespace Qt3DCore {
class QAttribute;
class QBuffer;
}
namespace Qt3DRender {
class QGeometryRenderer;
class QMaterial;
}

namespace ackedit::widgets {

class PointEntity : public Qt3DCore::QEntity
{
    Q_OBJECT
public:
    static constexpr int FloatsPerVertex = 5; // position, texture coordinate into the colour cube
    static constexpr int BytesPerPoint = 4 * FloatsPerVertex * int(sizeof(float)); // twice with an outline
    static constexpr float OutlinePixels = 1.0f; // the ring's width on each side

    // The camera the quads face (GL coordinates).
    struct View
    {
        QVector3D eye;
        QVector3D right, up, forward; // unit vectors
        float worldPerPixel = 0.0f;   // size of a pixel at view depth 1 (2·tan(fov/2) / height)
    };

    PointEntity(Qt3DRender::QMaterial *material, Qt3DCore::QNode *parent = nullptr);

    // Points in GL coordinates, one colour each (a shorter list repeats its last colour). With
    // `depthBias` the dots are pulled a little towards the eye, so those on a visible surface win
    // the depth test against it. A valid `outline` rings every light dot with a pixel of that
    // colour (so an orange dot shows on a yellow skin; dark dots already stand out on light
    // skins and keep their size). Returns the bytes uploaded.
    qint64 setPoints(const std::vector<QVector3D> &points, const std::vector<QColor> &colors, float pixelSize,
                     bool depthBias, const QColor &outline = QColor());
    // Points [first, first + n) get new positions and/or colours (n = the longer list; an empty
    // list keeps that property); indices past the end are ignored. Returns the uploaded
    // (offset, size) of the vertex buffer; size 0 if nothing changed.
    std::pair<qint64, qint64> updatePoints(int first, const std::vector<QVector3D> &points,
                                           const std::vector<QColor> &colors);
    // Re-faces every quad to a new camera. Returns the bytes uploaded.
    qint64 setView(const View &view);

    int pointCount() const { return int(m_points.size()); }
    const std::vector<QVector3D> &points() const { return m_points; } // GL coordinates
    float pixelSize() const { return m_pixelSize; }
    bool hasOutline() const { return m_outline; }

private:
    int quadsPerPoint() const { return m_outline ? 2 : 1; }
    size_t floatsPerPoint() const { return size_t(quadsPerPoint()) * 4 * FloatsPerVertex; }
    void setColour(size_t index, const QColor &color);
    void writeQuad(size_t index);
    float *writeCorners(float *out, const QVector3D &centre, float half, float s, float t) const;

    Qt3DCore::QBuffer *m_vertices = nullptr;
    Qt3DCore::QBuffer *m_indices = nullptr;
    std::vector<Qt3DCore::QAttribute *> m_attributes; // position, texture coordinate, index
    Qt3DRender::QGeometryRenderer *m_renderer = nullptr;
    std::vector<QVector3D> m_points;
    std::vector<float> m_texCoords; // 2 per point
    std::vector<bool> m_ringed;     // with an outline: the point's colour is light
    std::vector<float> m_data;      // the vertex buffer's content
    View m_view;
    float m_pixelSize = 1.0f;
    bool m_depthBias = false;
    bool m_outline = false;
    float m_outlineTex[2] = {0.0f, 0.0f};
};

} // namespace ackedit::widgets
