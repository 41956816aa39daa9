#pragma once
// The UV records of a model document as a stroke target: tiles of TileRecords consecutive
// records, each record two doubles (the stored value, uv/uvrecords.h), so a UV drag is one
// TilePatchCommand whose undo memory grows with the records it touched. Commands write through
// writeTile(); tilesPatched() makes the document emit uvsChanged(first, count).
#include "stroke/tilepatchtarget.h"
#include "model/uv/uvrecords.h"

#include <optional>

namespace ackedit::document {

class ModelDocument;

class UvTarget : public stroke::TilePatchTarget
{
public:
    static constexpr int TileRecords = 16;

    explicit UvTarget(ModelDocument *document) : m_document(document) {}

    // The records as stored now (read on first use after reset()).
    const UvRecords &records() const;
    // The asset was replaced or restructured: read the records again on next use.
    void reset() { m_records.reset(); }
    // Writes values of `records` (ascending, in range, representable) into the asset. No signal.
    bool apply(const std::vector<int> &records, const std::vector<Eigen::Vector2d> &values);
    static std::vector<int> tilesFor(const std::vector<int> &records);

    quint64 tileLayout() const override;
    qsizetype tileBytes(int tile) const override;
    void readTile(int tile, char *dst) const override;
    void writeTile(int tile, const char *src) override;
    // `changed`: x = first record, width = count.
    void tilesPatched(const QRect &changed) override;

private:
    UvRecords &mutableRecords() const;

    ModelDocument *m_document;
    mutable std::optional<UvRecords> m_records;
};

} // namespace ackedit::document
