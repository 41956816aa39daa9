#pragma once
// A float vertex attribute of an interleaved vertex buffer, as every entity of the viewport
// lays out its geometry.
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>

namespace ackedit::widgets {

// `size` floats per vertex, starting `offsetFloats` floats into each vertex of `strideBytes`.
inline Qt3DCore::QAttribute *floatAttribute(Qt3DCore::QBuffer *buffer, const QString &name, uint size,
                                            uint offsetFloats, uint strideBytes, uint count = 0,
                                            Qt3DCore::QNode *parent = nullptr)
{
    auto *a = new Qt3DCore::QAttribute(parent);
    a->setName(name);
    a->setAttributeType(Qt3DCore::QAttribute::VertexAttribute);
    a->setBuffer(buffer);
    a->setVertexBaseType(Qt3DCore::QAttribute::Float);
    a->setVertexSize(size);
    a->setByteOffset(offsetFloats * sizeof(float));
    a->setByteStride(strideBytes);
    a->setCount(count);
    return a;
}

} // namespace ackedit::widgets
