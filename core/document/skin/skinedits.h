#pragma once
// The skins a document is painting: for each skin touched by a tool, a working RGBA image
// (SkinCanvas) made from the stored skin on first use. The stored skin stays as read until the
// document is saved; then storeInto() converts each edited working image back to its skin's own
// pixel format (palette skins to the nearest palette entry, mipmaps regenerated with MED's filter)
// through the format library. Skins never painted, or painted and undone back to their pixels,
// keep their original bytes.
#include "skin/skincanvas.h"

#include <QImage>
#include <QList>

#include "common/embeddedskins.h"
#include <functional>
#include <map>
#include <memory>

namespace ackedit::format {
class AssetFile;
struct RgbaImage;
}

namespace ackedit::document {

class SkinEdits
{
public:
    // `asset`: the document's current asset (whole-model commands swap it).
    explicit SkinEdits(std::function<format::AssetFile *()> asset);
    ~SkinEdits();

    // The working image of `skin`; null when it has no embedded pixels (external, out of range).
    SkinCanvas *canvas(int skin);
    // The working image if one exists (the view shows it instead of the stored skin), else null.
    QImage workingImage(int skin) const;
    // Its pixels differ from the stored skin's as read.
    bool isEdited(int skin) const;
    QList<int> editedSkins() const;

    // After a command wrote pixels of `skin` (do, undo, redo): the document tells the views.
    void setPatchedHandler(std::function<void(int skin, const QRect &changed)> handler) { m_patched = std::move(handler); }

    // Before saving: edited skins into `asset` in their own pixel format. Throws FormatError naming
    // the skin when its format cannot take the image.
    void storeInto(format::AssetFile &asset);
    // Painted 8-bit skins are dithered onto their palette on save (palettedither.h) instead of
    // taking each texel's nearest entry. Off by default.
    void setDitherPalette(bool dither) { m_dither = dither; }
    bool dithersPalette() const { return m_dither; }

    // The format library's re-encoding setter for any kind with embedded skins (MDL2-5, IDPO,
    // MDL7, HMP); false when the kind or the skin cannot take the image.
    static bool setSkinImage(format::AssetFile &asset, int skin, const format::RgbaImage &image);
    // The DDS file an embedded DDS skin holds (MDL7, HMP), else empty. Such skins are decoded for
    // painting and saved as uncompressed 32-bit DDS.
    static QByteArray embeddedDds(const format::AssetFile &asset, int skin);
    // Whether an embedded skin's pixel format stores alpha (ARGB4444, ARGB8888, a DDS with
    // alpha; a skin reference answers for the skin it uses), so the eraser makes texels
    // transparent; false for 8-bit, RGB565, RGB888 and skins not embedded.
    static bool hasAlpha(const format::AssetFile &asset, int skin);
    // The skin whose pixels `skin` shows: itself, or for a reference (MDL7, HMP) the skin it
    // uses, followed a bounded number of steps (-1 for a loop).
    static int usedSkin(const format::AssetFile &asset, int skin);

    // ---- skin structure edits: a working image follows its skin ----
    // Strokes hold their SkinCanvas, so a skin that is removed, moved or resized keeps its canvas
    // object: the command taking the skin out keeps the slot and puts it back on undo. A null
    // slot means "no working image" (made from the stored skin on first use).
    struct Entry;
    using Slot = std::shared_ptr<Entry>;
    // Takes the working image of `skin` out; the keys of the later skins move down by one.
    Slot takeSlot(int skin);
    // Moves the keys from `at` up by one and puts `slot` (may be null) at `at`.
    void insertSlot(int at, Slot slot);
    void moveSlot(int from, int to);
    // A new working image with the pixels of `skin`'s (a duplicate); null if it has none.
    Slot copySlot(int skin) const;
    // Replaces the slot of `skin` in place (resize) and returns the previous one.
    Slot swapSlot(int skin, Slot slot);

private:
    void connectSlots(); // each canvas reports patches under its current skin index
    std::function<format::AssetFile *()> m_asset;
    std::function<void(int, const QRect &)> m_patched;
    std::map<int, Slot> m_entries;
    bool m_dither = false;
};

struct SkinEdits::Entry
{
    std::unique_ptr<SkinCanvas> canvas;
    QImage pristine;     // the stored skin as read, decoded
    bool stored = false; // an edit was written into the asset (a later undo must write again)
    // The skin record as it was before the first edit was written (SkinStructure::copySkin): an
    // undo back to the pristine pixels writes it back verbatim, since re-encoding them need not
    // give the original bytes (mipmaps made by another tool, from other pixels).
    format::SkinRecord original;
};

} // namespace ackedit::document
