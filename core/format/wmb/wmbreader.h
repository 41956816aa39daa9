#pragma once
// Parses a WMB file into WmbFile: header, list placement (order, gaps, overlapping lists), then
// every list. Objects and textures have their own codecs (wmbobjects.cpp, wmbtextures.cpp).
#include "io/bytereader.h"
#include "wmb/wmbfile.h"

namespace ackedit::format {

class WmbReader
{
public:
    explicit WmbReader(const QByteArray &data) : m_data(data) {}
    std::unique_ptr<WmbFile> read();

    // Record sizes of the array lists for a version (WMB2 keeps Quake's smaller records);
    // 0 for lists that are not plain record arrays.
    static int recordSize(int list, int version);

private:
    void readHeader();
    void placeLists();
    // Runs `fn` on a reader over the list's bytes; error offsets become file offsets.
    template<typename Fn> void parse(int list, Fn &&fn);
    // Record-array lists: false (list kept opaque) when the length is not a whole number of records.
    bool arrayList(int list, qint64 *count);

    void readPalette();
    void readArrays();
    void readLightmaps();
    void readBlocks();
    void readTerrainLightmaps();

    const QByteArray &m_data;
    WmbFile *m_file = nullptr;
};

} // namespace ackedit::format
