#pragma once
// Skin structure edits (add, remove, reorder, resize) on any asset kind with embedded skins,
// through the format library's rules for that kind (MdlFile: MDL2-4/IDPO share the header's
// size, MDL5 UVs follow the first skin; Mdl7File: global skin numbering, references). Records
// are the format's own skin values held in std::any, so commands keep exact bytes without
// knowing the kind. Every function leaves the asset unchanged when it refuses.
#include <QImage>
#include <QSize>
#include <QString>

#include <any>
#include <vector>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::document {

class SkinStructure
{
public:
    explicit SkinStructure(format::AssetFile *asset) : m_asset(asset) {}

    // MDL2-5, IDPO and MDL7 can; other kinds (and none) cannot.
    bool supported() const;
    // The size a new skin must have (MDL2-4/IDPO with skins: the shared header size), else empty.
    QSize requiredSize() const;

    // A new skin record holding `image`, in the pixel type of the model's first pixel skin (or
    // the kind's default), for insert(). Empty and `error` set if this kind cannot store it.
    std::any makeSkin(const QImage &image, QString *error) const;
    // A copy of skin `skin` as stored (duplicate).
    std::any copySkin(int skin) const;
    // Empty if `record` can go in, else why not.
    QString checkInsert(const std::any &record) const;
    bool insert(int at, const std::any &record);

    // Empty if skin `skin` can be taken out, else why not.
    QString checkTake(int skin) const;
    // Takes skin `skin` out; restore() puts back the exact bytes (same index).
    std::any take(int skin);
    bool restore(const std::any &taken);

    // Puts `record` (from copySkin of the same skin) back in place of skin `skin`, as stored.
    bool replace(int skin, const std::any &record);
    // The same for the image only: the display name stays as it is now (a rename after the
    // record was copied has its own undo).
    bool replaceImage(int skin, const std::any &record);

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
    std::any saveSkins(int skin) const; // the skins resizedWith(skin)
    bool restoreSkins(const std::any &saved);

    // The pixel UVs (MDL2-5, IDPO) for exact undo where an edit scales them; empty for kinds with
    // normalised UVs.
    std::any pixelUvs() const;
    void setPixelUvs(const std::any &uvs);

private:
    format::AssetFile *m_asset;
};

} // namespace ackedit::document
