#include "io/bytereader.h"

#include <QCoreApplication>

namespace ackedit::format {

void ByteReader::seek(qint64 offset, const FieldName &field)
{
    if (offset < 0 || offset > m_data.size())
        fail(field, QCoreApplication::translate("ackedit::format::FormatError", "offset %1 is outside the file (%2 bytes)").arg(offset).arg(m_data.size()));
    m_pos = offset;
}

void ByteReader::skip(qint64 count, const FieldName &field)
{
    require(count, field);
    m_pos += count;
}

void ByteReader::require(qint64 count, const FieldName &field) const
{
    if (count < 0)
        fail(field, QCoreApplication::translate("ackedit::format::FormatError", "negative size %1").arg(count));
    if (count > remaining())
        fail(field, QCoreApplication::translate("ackedit::format::FormatError", "needs %1 bytes but only %2 are left (file truncated?)")
                        .arg(count).arg(remaining()));
}

void ByteReader::requireRecords(qint64 count, qint64 recordSize, const FieldName &field) const
{
    requireRecordsAt(m_pos, count, recordSize, field);
}

void ByteReader::requireRecordsAt(qint64 fieldOffset, qint64 count, qint64 recordSize, const FieldName &field) const
{
    if (count < 0)
        failAt(fieldOffset, field, QCoreApplication::translate("ackedit::format::FormatError", "negative count %1").arg(count));
    if (recordSize > 0 && count > remaining() / recordSize)
        failAt(fieldOffset, field, QCoreApplication::translate("ackedit::format::FormatError", "%1 records of %2 bytes do not fit in the %3 bytes left")
                                       .arg(count).arg(recordSize).arg(remaining()));
}

QByteArray ByteReader::bytes(qint64 count, const FieldName &field)
{
    require(count, field);
    // Always a copy of its own: the buffer may be a view (QByteArray::fromRawData) that does
    // not outlive the read.
    QByteArray out(m_data.constData() + m_pos, count);
    m_pos += count;
    return out;
}

int32_t ByteReader::count(const FieldName &field, qint64 recordSize)
{
    const qint64 at = m_pos;
    const int32_t value = i32(field);
    if (value < 0)
        failAt(at, field, QCoreApplication::translate("ackedit::format::FormatError", "negative count %1").arg(value));
    if (recordSize > 0 && value > remaining() / recordSize)
        failAt(at, field, QCoreApplication::translate("ackedit::format::FormatError", "count %1 of %2-byte records exceeds the %3 bytes left")
                              .arg(value).arg(recordSize).arg(remaining()));
    return value;
}

const QString &ByteReader::blockField()
{
    static const QString field = QStringLiteral("record");
    return field;
}

void ByteReader::fail(const FieldName &field, const QString &problem) const
{
    throw FormatError(m_pos, field.toString(), problem);
}

void ByteReader::failAt(qint64 offset, const FieldName &field, const QString &problem) const
{
    throw FormatError(offset, field.toString(), problem);
}

} // namespace ackedit::format
