#pragma once
// The skin capability of the asset kinds that store their skins inside the file (MDL2-5 and IDPO,
// MDL7, HMP). Skin editing in the document layer goes through it and never learns the kind; each
// kind applies its own rules (MDL2-4/IDPO and HMP4 skins share the header's size, MDL5 UVs follow
// the first skin, MDL7 numbers skins over all groups and has references). Records are opaque
// copies of the kind's own skin values that only the kind that made them reads back, so undo puts
// back exact bytes. Index ranges are the caller's to check; every call that refuses leaves the
// asset unchanged.
#include "common/rgbaimage.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace ackedit::format {

// A skin, a set of skins or the pixel UVs as one asset kind stores them.
class SkinRecordData
{
public:
    virtual ~SkinRecordData() = default;
};
using SkinRecord = std::shared_ptr<const SkinRecordData>;

// The record of a T, made and read only inside the format family that owns T.
template <class T>
class SkinRecordOf final : public SkinRecordData
{
public:
    explicit SkinRecordOf(T v) : value(std::move(v)) {}
    const T value;
};

template <class T>
SkinRecord makeSkinRecord(T value)
{
    return std::make_shared<const SkinRecordOf<T>>(std::move(value));
}

// The T in `record`; null for an empty record or one made by another kind.
template <class T>
const T *skinRecordAs(const SkinRecord &record)
{
    const auto *r = dynamic_cast<const SkinRecordOf<T> *>(record.get());
    return r ? &r->value : nullptr;
}

struct SkinSize
{
    int width = 0;
    int height = 0;
    bool isEmpty() const { return width <= 0 || height <= 0; }
};

class EmbeddedSkins
{
public:
    virtual ~EmbeddedSkins() = default;

    // ---- structure ----
    // The size every new skin must have (MDL2-4/IDPO and HMP4 that have one: the header's, as
    // stored), else none.
    virtual std::optional<SkinSize> requiredSize() const = 0;
    // A new skin holding `image`, in the pixel type of the asset's first pixel skin (or the kind's
    // default); null and `error` set if this kind cannot store it.
    virtual SkinRecord makeSkin(const RgbaImage &image, QString *error) const = 0;
    // A copy of skin `skin` as stored (duplicate, and the exact undo of a paint).
    virtual SkinRecord copySkin(int skin) const = 0;
    // Empty if `record` can go in, else why not.
    virtual QString checkInsert(const SkinRecord &record) const = 0;
    virtual bool insert(int at, const SkinRecord &record) = 0;
    // Empty if skin `skin` can be taken out, else why not.
    virtual QString checkTake(int skin) const = 0;
    // Takes skin `skin` out; restore() puts back its exact bytes at the same index.
    virtual SkinRecord take(int skin) = 0;
    virtual bool restore(const SkinRecord &taken) = 0;
    // Puts `record` (a copySkin of the same skin) back in place of skin `skin`, as stored.
    virtual bool replace(int skin, const SkinRecord &record) = 0;
    // The same for the image only, where a skin has a display name: that stays as it is now.
    virtual bool replaceImage(int skin, const SkinRecord &record) { return replace(skin, record); }
    // Empty if skin `from` can move to index `to`, else why not.
    virtual QString checkMove(int /*from*/, int /*to*/) const { return {}; }
    virtual bool move(int from, int to) = 0;

    // ---- resize ----
    // True when every skin shares one size, so a resize changes them all.
    virtual bool sharesSize() const = 0;
    // Why no skin of this asset can be resized; empty if they can.
    virtual QString refuseResize() const { return {}; }
    // The pixel type skin `skin` keeps when resized; -1 if it has no pixels of its own.
    virtual int resizedPixelType(int skin) const = 0;
    // The images of a Quake skin group (1 for every other skin) and image `index` of it.
    virtual int groupImageCount(int /*skin*/) const { return 1; }
    virtual RgbaImage groupImage(int /*skin*/, int /*index*/) const { return {}; }
    // Resizes the skins a resize of `skin` changes (all when sharesSize(), else `skin`) to `size`:
    // `images` holds, for each of them in order, its images already scaled (group images after
    // the first). UVs stored in pixels follow.
    virtual bool resize(int skin, SkinSize size, const std::vector<std::vector<RgbaImage>> &images) = 0;
    // The skins a resize of `skin` changes, and the pixel UVs, for the exact undo of a resize.
    virtual SkinRecord saveSkins(int skin) const = 0;
    virtual bool restoreSkins(const SkinRecord &saved) = 0;
    // The UVs where a skin resize scales them (MDL2-5, IDPO: pixels); null for normalised UVs.
    virtual SkinRecord pixelUvs() const { return {}; }
    virtual void setPixelUvs(const SkinRecord & /*uvs*/) {}

    // ---- painting ----
    // Re-encodes skin `skin` in its own type; false if it cannot take the image.
    virtual bool setSkinImage(int skin, const RgbaImage &image) = 0;
    struct StoredType
    {
        int type = -1;   // the pixel type as stored (PixelType), without material or effect bits
        int target = -1; // for a reference: the skin whose image it uses
    };
    virtual std::optional<StoredType> storedType(int skin) const = 0;
    // The DDS file skin `skin` stores; empty when it is not a DDS skin.
    virtual QByteArray embeddedDds(int /*skin*/) const { return {}; }
    // The palette an 8-bit skin is stored with (grayscale where the file carries none); nullopt
    // for other skins.
    virtual std::optional<Palette> palette(int skin) const = 0;

protected:
    // Helpers the kinds share.
    static QString tr(const char *text);
    static bool hasTransparency(const RgbaImage &image);
    // Mipmapped types need sizes that are multiples of 8: without, the type drops its mips.
    static int fitMips(int type, int width, int height);
    static QString cannotAdd(); // a record of another kind, or a kind without skins
};

} // namespace ackedit::format
