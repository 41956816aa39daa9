// HmpFile's skin capability (common/embeddedskins.h): HMP4 skins share the header's size (a mesh
// terrain's UVs are its pixels, so it keeps that size); HMP5/7 skins have their own; HMP7
// reference skins name their target in `width`.
#include "common/ddsimage.h"
#include "common/embeddedskins.h"
#include "common/pixelformat.h"
#include "hmp/hmpfile.h"

#include <QCoreApplication>

namespace ackedit::format {

namespace {

struct HmpTaken
{
    int index = -1;
    HmpSkin skin;
};

struct HmpSaved
{
    std::vector<HmpSkin> skins;
    int width = 0, height = 0; // HMP4's shared size
};

// `skin` holding `image` in its own type (DDS: an uncompressed 32-bit DDS); none if it cannot.
std::optional<HmpSkin> withImage(HmpSkin skin, const RgbaImage &image)
{
    if (skin.isDds()) {
        skin.data = writeDdsRgba(image, ddsHasMips(skin.data));
        skin.width = int32_t(skin.data.size());
        return skin;
    }
    if (!skin.setImage(image))
        return std::nullopt;
    return skin;
}

class HmpEmbeddedSkins final : public EmbeddedSkins
{
    // Its own texts in its own context (the base class translates its shared texts in its own).
    Q_DECLARE_TR_FUNCTIONS(HmpEmbeddedSkins)

public:
    explicit HmpEmbeddedSkins(HmpFile &hmp) : m(hmp) {}

    bool inRange(int skin) const { return skin >= 0 && skin < m.skinCount(); }
    bool isHmp4() const { return m.header().ident == "HMP4"; }

    std::optional<SkinSize> requiredSize() const override
    {
        if (!isHmp4() || (m.skinCount() == 0 && m.header().skinWidth <= 0))
            return std::nullopt;
        return SkinSize{m.header().skinWidth, m.header().skinHeight};
    }

    SkinRecord makeSkin(const RgbaImage &image, QString *error) const override
    {
        int type = isHmp4() ? PixelType::Rgb565 : hasTransparency(image) ? PixelType::Argb8888 : PixelType::Rgb888;
        for (const HmpSkin &s : m.skins())
            if (s.isPixelArray()) {
                type = s.imageKind(); // without material or effect
                break;
            }
        const HmpSkin made = HmpSkin::fromImage(fitMips(type, image.width, image.height), image);
        QString why;
        if (made.data.isEmpty())
            why = tr("This terrain cannot store a %1x%2 skin of type %3").arg(image.width).arg(image.height).arg(type);
        else if (!m.skinFits(made))
            why = tr("This terrain cannot store a skin of type %1").arg(type);
        if (!why.isEmpty()) {
            if (error)
                *error = why;
            return {};
        }
        return makeSkinRecord(made);
    }

    SkinRecord copySkin(int skin) const override
    {
        return inRange(skin) ? makeSkinRecord(m.skins()[size_t(skin)]) : SkinRecord();
    }

    QString checkInsert(const SkinRecord &record) const override
    {
        const HmpSkin *skin = skinRecordAs<HmpSkin>(record);
        if (!skin)
            return cannotAdd();
        if (!m.skinFits(*skin))
            return tr("This terrain cannot store skin type %1").arg(skin->type);
        const std::optional<SkinSize> need = requiredSize();
        if (need && need->width >= 0 && need->height >= 0 && (skin->width != need->width || skin->height != need->height))
            return tr("Every skin of this terrain is %1x%2").arg(need->width).arg(need->height);
        return {};
    }

    bool insert(int at, const SkinRecord &record) override
    {
        const HmpSkin *s = skinRecordAs<HmpSkin>(record);
        return s && m.insertSkin(at, *s);
    }

    QString checkTake(int skin) const override
    {
        if (m.checkRemoveSkin(skin).isEmpty())
            return {};
        return tr("Another skin reuses the image of skin %1: delete it first").arg(skin + 1);
    }

    SkinRecord take(int skin) override
    {
        if (!inRange(skin))
            return {};
        HmpTaken t{skin, m.skins()[size_t(skin)]};
        return m.removeSkin(skin) ? makeSkinRecord(std::move(t)) : SkinRecord();
    }

    bool restore(const SkinRecord &taken) override
    {
        const HmpTaken *t = skinRecordAs<HmpTaken>(taken);
        return t && m.insertSkin(t->index, t->skin);
    }

    bool replace(int skin, const SkinRecord &record) override
    {
        const HmpSkin *s = skinRecordAs<HmpSkin>(record);
        return s && m.setSkin(skin, *s);
    }

    bool move(int from, int to) override { return m.moveSkin(from, to); }

    bool sharesSize() const override { return isHmp4(); }

    QString refuseResize() const override
    {
        if (m.isMesh())
            return tr("The skin of an HMP4 mesh terrain keeps its size: its UVs are stored in its pixels");
        return {};
    }

    int resizedPixelType(int skin) const override
    {
        const HmpSkin &s = m.skins()[size_t(skin)];
        return s.isDds() ? PixelType::Argb8888 : s.isPixelArray() ? s.imageKind() : -1;
    }

    bool resize(int skin, SkinSize size, const std::vector<std::vector<RgbaImage>> &images) override
    {
        const size_t count = isHmp4() ? m.skins().size() : 1;
        if (images.size() != count)
            return false;
        std::vector<HmpSkin> made;
        for (size_t k = 0; k < count; ++k) {
            if (images[k].empty())
                return false;
            const std::optional<HmpSkin> e = withImage(m.skins()[isHmp4() ? k : size_t(skin)], images[k].front());
            if (!e)
                return false;
            made.push_back(*e);
        }
        if (isHmp4())
            return m.setSharedSkinSize(size.width, size.height, made);
        return m.setSkin(skin, made.front());
    }

    SkinRecord saveSkins(int /*skin*/) const override
    {
        return makeSkinRecord(HmpSaved{m.skins(), m.header().skinWidth, m.header().skinHeight});
    }

    bool restoreSkins(const SkinRecord &saved) override
    {
        const HmpSaved *s = skinRecordAs<HmpSaved>(saved);
        if (!s)
            return false;
        if (isHmp4())
            return m.setSharedSkinSize(s->width, s->height, s->skins);
        bool ok = s->skins.size() == size_t(m.skinCount());
        for (size_t i = 0; i < s->skins.size() && ok; ++i)
            ok = m.setSkin(int(i), s->skins[i]);
        return ok;
    }

    bool setSkinImage(int skin, const RgbaImage &image) override { return m.setSkinImage(skin, image); }

    std::optional<StoredType> storedType(int skin) const override
    {
        if (!inRange(skin))
            return std::nullopt;
        const HmpSkin &s = m.skins()[size_t(skin)];
        return StoredType{s.imageKind(), s.width};
    }

    QByteArray embeddedDds(int skin) const override
    {
        return inRange(skin) && m.skins()[size_t(skin)].isDds() ? m.skins()[size_t(skin)].data : QByteArray();
    }

    std::optional<Palette> palette(int skin) const override
    {
        if (!inRange(skin) || PixelType::base(m.skins()[size_t(skin)].imageKind()) != PixelType::Palette8)
            return std::nullopt;
        return Palette::grayscale(); // HMP 8-bit skins are written without a palette
    }

private:
    HmpFile &m;
};

} // namespace

std::unique_ptr<EmbeddedSkins> HmpFile::editableSkins()
{
    return std::make_unique<HmpEmbeddedSkins>(*this);
}

} // namespace ackedit::format
