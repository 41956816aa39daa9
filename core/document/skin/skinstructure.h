#pragma once
// Skin structure edits (add, remove, reorder, resize) on any asset kind with embedded skins,
// through the format library's skin capability (format::EmbeddedSkins: each kind's own rules).
// Records are that capability's opaque copies, so commands keep exact bytes without knowing the
// kind. This layer adds what is not the kind's: index checks, QImage, smooth scaling. Every
// function leaves the asset unchanged when it refuses.
#include "common/embeddedskins.h"

#include <QImage>
#include <QSize>
#include <QString>

#include <memory>
#include <vector>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::document {

class SkinStructure
{
public:
    explicit SkinStructure(format::AssetFile *asset);
    ~SkinStructure();

    // MDL2-5, IDPO and MDL7 can; other kinds (and none) cannot.
    bool supported() const;
    // The size a new skin must have (MDL2-4/IDPO with skins: the shared header size), else empty.
    QSize requiredSize() const;

    // A new skin record holding `image`, in the pixel type of the model's first pixel skin (or
    // the kind's default), for insert(). Empty and `error` set if this kind cannot store it.
    format::SkinRecord makeSkin(const QImage &image, QString *error) const;
    // A copy of skin `skin` as stored (duplicate).
    format::SkinRecord copySkin(int skin) const;
    // Empty if `record` can go in, else why not.
    QString checkInsert(const format::SkinRecord &record) const;
    bool insert(int at, const format::SkinRecord &record);

    // Empty if skin `skin` can be taken out, else why not.
    QString checkTake(int skin) const;
    // Takes skin `skin` out; restore() puts back the exact bytes (same index).
    format::SkinRecord take(int skin);
    bool restore(const format::SkinRecord &taken);

    // Puts `record` (from copySkin of the same skin) back in place of skin `skin`, as stored.
    bool replace(int skin, const format::SkinRecord &record);
    // The same for the image only: the display name stays as it is now (a rename after the
    // record was copied has its own undo).
    bool replaceImage(int skin, const format::SkinRecord &record);

    QString checkMove(int from, int to) const;
    bool move(int from, int to);

    // The skins a resize of `skin` changes: every skin where they share the header's size.
    std::vector<int> resizedWith(int skin) const;
    // Scales the skins of resizedWith(skin) smoothly to `size`: `current` holds their images as
    // shown (working images where painted), one per skin; the other images of a Quake skin group
    // are scaled from the stored ones. UVs stored in pixels follow.
    QString checkResize(int skin, const QSize &size) const;
    bool resize(int skin, const QSize &size, const std::vector<QImage> &current);
    // Every skin and the pixel UVs, for the exact undo of a resize (pixel blocks are shared
    // with the asset, not copied).
    format::SkinRecord saveSkins(int skin) const; // the skins resizedWith(skin)
    bool restoreSkins(const format::SkinRecord &saved);

    // The pixel UVs (MDL2-5, IDPO) for exact undo where an edit scales them; empty for kinds with
    // normalised UVs.
    format::SkinRecord pixelUvs() const;
    void setPixelUvs(const format::SkinRecord &uvs);

private:
    format::AssetFile *m_asset;
    std::unique_ptr<format::EmbeddedSkins> m_skins; // null: the kind has none
};

} // namespace ackedit::document
