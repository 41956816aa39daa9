#pragma once
// Little-endian writer that appends to a QByteArray; offsets can be patched afterwards
// (sizes and offsets are only known once the body is written).
#include <QByteArray>
#include <QByteArrayView>
#include <cstdint>
#include <cstring>

namespace ackedit::format {

class ByteWriter
{
public:
    qint64 pos() const { return m_data.size(); }
    const QByteArray &data() const { return m_data; }
    QByteArray take() { return std::move(m_data); }
    void reserve(qint64 bytes) { m_data.reserve(bytes); }

    void u8(uint8_t v) { put(v); }
    void i8(int8_t v) { put(v); }
    void u16(uint16_t v) { put(v); }
    void i16(int16_t v) { put(v); }
    void u32(uint32_t v) { put(v); }
    void i32(int32_t v) { put(v); }
    void f32(float v) { put(v); }
    void f64(double v) { put(v); }
    void bytes(const QByteArray &b) { m_data.append(b); }
    void bytes(QByteArrayView b) { m_data.append(b); }
    // String literals were QByteArray(const char *) before the view overload: keep that meaning
    // (up to the first NUL) and keep such calls unambiguous.
    template<size_t N> void bytes(const char (&text)[N]) { m_data.append(QByteArray(text)); }
    void zeros(qint64 count) { m_data.append(count, '\0'); }
    // Writes `text` into a fixed field of `width` bytes, NUL-padded (no terminator when full).
    void fixedString(const QByteArray &text, int width);

    void patchU32(qint64 at, uint32_t v) { std::memcpy(m_data.data() + at, &v, sizeof v); }
    void patchI32(qint64 at, int32_t v) { std::memcpy(m_data.data() + at, &v, sizeof v); }

private:
    template<typename T> void put(T v) { m_data.append(reinterpret_cast<const char *>(&v), sizeof v); }
    QByteArray m_data;
};

} // namespace ackedit::format
