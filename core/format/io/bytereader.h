#pragma once
// Bounded little-endian reader over a byte buffer. Every read is checked against the end of the
// buffer and throws FormatError naming the offset and the field; nothing is trusted.
#include "common/sharedbytes.h"
#include "io/fieldname.h"
#include "io/formaterror.h"

#include <QByteArray>
#include <concepts>
#include <cstdint>
#include <cstring>

namespace ackedit::format {

class ByteReader
{
public:
    explicit ByteReader(const QByteArray &data) : m_data(data) {}

    qint64 pos() const { return m_pos; }
    qint64 size() const { return m_data.size(); }
    qint64 remaining() const { return m_data.size() - m_pos; }
    bool atEnd() const { return m_pos >= m_data.size(); }
    const QByteArray &data() const { return m_data; }

    void seek(qint64 offset, const FieldName &field);
    void skip(qint64 count, const FieldName &field);
    // Throws unless `count` bytes are left at the current position.
    void require(qint64 count, const FieldName &field) const;
    // Throws unless count * recordSize bytes are left; guards every count read from a file.
    void requireRecords(qint64 count, qint64 recordSize, const FieldName &field) const;
    // The same for a count read earlier at `fieldOffset` (a header field): the error points at
    // the count, where the bad number is, rather than at the records that run out.
    void requireRecordsAt(qint64 fieldOffset, qint64 count, qint64 recordSize, const FieldName &field) const;

    uint8_t u8(const FieldName &field) { return readLe<uint8_t>(field); }
    int8_t i8(const FieldName &field) { return readLe<int8_t>(field); }
    uint16_t u16(const FieldName &field) { return readLe<uint16_t>(field); }
    int16_t i16(const FieldName &field) { return readLe<int16_t>(field); }
    uint32_t u32(const FieldName &field) { return readLe<uint32_t>(field); }
    int32_t i32(const FieldName &field) { return readLe<int32_t>(field); }
    float f32(const FieldName &field) { return readLe<float>(field); }
    double f64(const FieldName &field) { return readLe<double>(field); }
    QByteArray bytes(qint64 count, const FieldName &field); // a copy, never shared with data()

    // Fast path for record arrays: check a whole block once with has() (or require()), then
    // decode it from ptr() with le<T>() and step over it with advance(). Field names are only
    // built when a check fails, so the common case allocates nothing.
    bool has(qint64 count) const { return count >= 0 && count <= remaining(); }
    const char *ptr() const { return m_data.constData() + m_pos; }
    void advance(qint64 count)
    {
        if (!has(count)) // inline check: advance() runs once per record
            require(count, blockField());
        m_pos += count;
    }
    template<typename T> static T le(const char *p)
    {
        T value;
        std::memcpy(&value, p, sizeof(T)); // host is little-endian (x86/ARM)
        return value;
    }

    // A non-negative int32 count, bounded by the bytes left for records of `recordSize`.
    int32_t count(const FieldName &field, qint64 recordSize);

    // The same reads with a lazily built field name: `name` is a callable returning the QString,
    // called only when the read fails (names a FieldName cannot express, e.g. two indices).
    // Errors are exactly those of the FieldName overloads.
    template<std::invocable Name> uint8_t u8(const Name &name) { return readLe<uint8_t>(name); }
    template<std::invocable Name> uint16_t u16(const Name &name) { return readLe<uint16_t>(name); }
    template<std::invocable Name> int32_t i32(const Name &name) { return readLe<int32_t>(name); }
    template<std::invocable Name> uint32_t u32(const Name &name) { return readLe<uint32_t>(name); }
    template<std::invocable Name> QByteArray bytes(qint64 count, const Name &name)
    {
        if (!has(count))
            require(count, name()); // throws
        return bytes(count, blockField());
    }
    // `count` bytes as a slice of data(), which the slice keeps alive (no copy).
    template<std::invocable Name> SharedBytes sharedBytes(qint64 count, const Name &name)
    {
        if (!has(count))
            require(count, name()); // throws
        SharedBytes out = SharedBytes::slice(m_data, m_pos, count);
        m_pos += count;
        return out;
    }
    template<std::invocable Name> int32_t count(const Name &name, qint64 recordSize)
    {
        if (has(4)) {
            const int32_t value = le<int32_t>(ptr());
            if (value >= 0 && (recordSize <= 0 || value <= (remaining() - 4) / recordSize)) {
                m_pos += 4;
                return value;
            }
        }
        return count(name(), recordSize); // throws
    }

    [[noreturn]] void fail(const FieldName &field, const QString &problem) const;
    [[noreturn]] void failAt(qint64 offset, const FieldName &field, const QString &problem) const;

private:
    static const QString &blockField();
    template<typename T, std::invocable Name> T readLe(const Name &name)
    {
        if (!has(sizeof(T)))
            require(sizeof(T), name()); // throws
        const T value = le<T>(ptr());
        m_pos += sizeof(T);
        return value;
    }
    template<typename T> T readLe(const FieldName &field)
    {
        require(sizeof(T), field);
        T value;
        std::memcpy(&value, m_data.constData() + m_pos, sizeof(T)); // host is little-endian (x86/ARM)
        m_pos += sizeof(T);
        return value;
    }

    const QByteArray &m_data;
    qint64 m_pos = 0;
};

} // namespace ackedit::format
