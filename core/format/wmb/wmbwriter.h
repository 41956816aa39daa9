#pragma once
// Serialises a WmbFile: the lists in their original file order with the original gap bytes,
// offsets and lengths recomputed, overlapping ("alias") lists moved along with the list they
// point into. Lists added by edits (an objects list in a file that had none) go after the last.
#include "wmb/wmbfile.h"

namespace ackedit::format {

class WmbWriter
{
public:
    explicit WmbWriter(const WmbFile &file) : m_file(file) {}
    QByteArray write() const;
    QByteArray listData(int list) const; // one own list's bytes

private:
    QByteArray arrayList(int list) const;
    QByteArray blocks() const;
    QByteArray lightmaps() const;
    QByteArray terrainLightmaps() const;

    const WmbFile &m_file;
};

} // namespace ackedit::format
