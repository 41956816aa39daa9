#pragma once
// A skin being painted: the working RGBA image of one skin (or terrain skin), seen by the stroke
// machinery as 64x64-pixel tiles so a stroke's undo keeps only the tiles it touched. Pixels are
// straight (not premultiplied) RGBA8888, the form every skin type converts to and from exactly.
//
// The owner (the document) is told after a command wrote pixels (do, undo, redo) through
// setPatchedHandler, to upload the changed rectangle and mark the skin edited.
#include "stroke/tilepatchtarget.h"

#include <QImage>

#include <functional>
#include <vector>

namespace ackedit::document {

class SkinCanvas : public stroke::TilePatchTarget
{
public:
    static constexpr int TileSize = 64;

    explicit SkinCanvas(const QImage &image);

    const QImage &image() const { return m_image; }
    // For tools: write pixels, then return the changed rectangle from the edit.
    QImage &pixels() { return m_image; }
    int width() const { return m_image.width(); }
    int height() const { return m_image.height(); }
    // A new image (another size is another tile layout: older strokes restore nothing).
    void replaceImage(const QImage &image);

    int tilesAcross() const { return (width() + TileSize - 1) / TileSize; }
    int tilesDown() const { return (height() + TileSize - 1) / TileSize; }
    QRect tileRect(int tile) const;
    // Tiles overlapping `rect` (clipped to the image), ascending.
    std::vector<int> tilesIn(const QRect &rect) const;

    void setPatchedHandler(std::function<void(const QRect &)> handler) { m_patched = std::move(handler); }

    // ---- TilePatchTarget ----
    quint64 tileLayout() const override;
    qsizetype tileBytes(int tile) const override;
    void readTile(int tile, char *dst) const override;
    void writeTile(int tile, const char *src) override;
    void tilesPatched(const QRect &changed) override;

private:
    QImage m_image;
    quint32 m_generation = 0;
    std::function<void(const QRect &)> m_patched;
};

} // namespace ackedit::document
