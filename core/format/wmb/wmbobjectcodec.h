#pragma once
// Objects list (#15): uint32 count, uint32 offsets relative to the list start, optional gap,
// then the records. Record layouts (with their padding) are those of wmb.md; each record keeps
// the bytes up to the next record as `tail`, unknown record types keep everything raw.
#include "io/bytereader.h"
#include "wmb/wmbfile.h"

namespace ackedit::format {

class WmbObjectCodec
{
public:
    static void read(ByteReader &r, WmbFile &file);
    static QByteArray write(const WmbFile &file); // throws FormatError for unwritable objects
    // One record without its tail; `index` only names fields in errors.
    static QByteArray writeRecord(const WmbObject &object, int index);
    // Size of the fixed layout of a record type (path: the 44-byte head), 0 if unknown.
    static int layoutSize(quint32 type);

private:
    static WmbObject readRecord(const QByteArray &record, WmbFile &file, int index);
};

} // namespace ackedit::format
