#pragma once
// Record layouts chosen by the header's *_stc_size fields. Records larger than a known layout
// keep their trailing bytes verbatim; smaller ones than the smallest known layout are rejected.
#include <cstdint>

namespace ackedit::format::mdl7layout {

constexpr int HeaderSize = 48;
constexpr int GroupHeaderSize = 44;
constexpr int DeformerHeaderSize = 16;
constexpr int DeformerElementHeaderSize = 28; // bone index, name[20], weight count
constexpr int WeightSize = 8;

// Minimum understood sizes of the fixed records.
constexpr int BoneMin = 16;          // parent, unused, position; the rest is the name field
constexpr int SkinMin = 28;
constexpr int SkinPointMin = 8;
constexpr int BoneTransformMin = 68;
constexpr int FrameMin = 24;

enum class Triangle { Invalid, Short12, Short16, Short26, Wide44 };
inline Triangle triangleLayout(int size)
{
    if (size >= 44)
        return Triangle::Wide44;
    if (size >= 26)
        return Triangle::Short26;
    if (size >= 16)
        return Triangle::Short16;
    if (size >= 12)
        return Triangle::Short12;
    return Triangle::Invalid;
}
inline int triangleUnderstood(Triangle t)
{
    switch (t) {
    case Triangle::Short12: return 12;
    case Triangle::Short16: return 16;
    case Triangle::Short26: return 26;
    case Triangle::Wide44: return 44;
    default: return 0;
    }
}

// 16: normal index byte; 26: float normal; 28: 32-bit index at 12, float normal at 16.
enum class Vertex { Invalid, Packed16, Float26, Wide28 };
inline Vertex vertexLayout(int size)
{
    if (size >= 28)
        return Vertex::Wide28;
    if (size >= 26)
        return Vertex::Float26;
    if (size >= 16)
        return Vertex::Packed16;
    return Vertex::Invalid;
}
inline int vertexUnderstood(Vertex v)
{
    switch (v) {
    case Vertex::Packed16: return 16;
    case Vertex::Float26: return 26;
    case Vertex::Wide28: return 28;
    default: return 0;
    }
}
// Largest value the index field at offset 12 can hold.
inline uint32_t vertexIndexMax(Vertex v) { return v == Vertex::Wide28 ? 0xFFFFFFFFu : 0xFFFFu; }
inline uint32_t triangleIndexMax(Triangle t) { return t == Triangle::Wide44 ? 0xFFFFFFFFu : 0xFFFFu; }

} // namespace ackedit::format::mdl7layout
