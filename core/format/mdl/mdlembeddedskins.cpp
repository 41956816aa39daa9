// MdlFile's skin capability (common/embeddedskins.h): MDL2-4 and IDPO skins share the header's
// size and their UVs are its pixels; MDL5 skins have their own sizes and the UVs are pixels of
// the first skin; Quake skin groups resize with every image.
#include "common/embeddedskins.h"
#include "common/pixelformat.h"
#include "mdl/mdlfile.h"

#include <QCoreApplication>

namespace ackedit::format {

namespace {

struct MdlTaken
{
    int index = -1;
    MdlSkin skin;
};

struct MdlSaved
{
    std::vector<MdlSkin> skins;
    int width = 0, height = 0; // the header's shared size
    std::vector<MdlSkinVertex> uvs;
};

bool isSingleImage(const MdlSkin &s) { return !s.isGroup() && s.type < 16 && PixelType::isPixelArray(s.type); }

class MdlEmbeddedSkins final : public EmbeddedSkins
{
    // Its own texts in its own context (the base class translates its shared texts in its own).
    Q_DECLARE_TR_FUNCTIONS(MdlEmbeddedSkins)

public:
    explicit MdlEmbeddedSkins(MdlFile &mdl) : m(mdl) {}

    bool inRange(int skin) const { return skin >= 0 && skin < m.skinCount(); }
    bool isMdl5() const { return m.version() == MdlFile::Version::Mdl5; }

    std::optional<SkinSize> requiredSize() const override
    {
        if (isMdl5())
            return std::nullopt;
        if (m.skinCount() == 0 && m.header().skinWidth <= 0 && m.header().skinHeight <= 0)
            return std::nullopt;
        return SkinSize{m.header().skinWidth, m.header().skinHeight};
    }

    SkinRecord makeSkin(const RgbaImage &image, QString *error) const override
    {
        MdlSkin like;
        like.type = m.isQuakeLayout() ? PixelType::Rgb565
                    : hasTransparency(image) ? PixelType::Argb8888
                                             : PixelType::Rgb888;
        for (const MdlSkin &s : m.skins())
            if (isSingleImage(s)) {
                like.type = s.type;
                break;
            }
        like.type = fitMips(like.type, image.width, image.height);
        const std::optional<MdlSkin> made = m.encodeSkin(like, {image});
        QString why = made ? m.checkSkin(*made)
                           : tr("This model cannot store a %1x%2 skin of type %3")
                                 .arg(image.width).arg(image.height).arg(like.type);
        if (!why.isEmpty()) {
            if (error)
                *error = why;
            return {};
        }
        return makeSkinRecord(*made);
    }

    SkinRecord copySkin(int skin) const override
    {
        return inRange(skin) ? makeSkinRecord(m.skins()[size_t(skin)]) : SkinRecord();
    }

    QString checkInsert(const SkinRecord &record) const override
    {
        const MdlSkin *s = skinRecordAs<MdlSkin>(record);
        return s ? m.checkSkin(*s) : cannotAdd();
    }

    bool insert(int at, const SkinRecord &record) override
    {
        const MdlSkin *s = skinRecordAs<MdlSkin>(record);
        return s && m.insertSkin(at, *s);
    }

    QString checkTake(int /*skin*/) const override
    {
        if (isMdl5() && m.skinCount() == 1)
            return tr("An MDL5 model keeps at least one skin: its UVs are measured in the first skin's pixels");
        return {};
    }

    SkinRecord take(int skin) override
    {
        std::optional<MdlSkin> s = m.takeSkin(skin);
        return s ? makeSkinRecord(MdlTaken{skin, std::move(*s)}) : SkinRecord();
    }

    bool restore(const SkinRecord &taken) override
    {
        const MdlTaken *t = skinRecordAs<MdlTaken>(taken);
        return t && m.insertSkin(t->index, t->skin);
    }

    bool replace(int skin, const SkinRecord &record) override
    {
        const MdlSkin *s = skinRecordAs<MdlSkin>(record);
        return s && m.replaceSkin(skin, *s);
    }

    bool move(int from, int to) override { return m.moveSkin(from, to); }

    bool sharesSize() const override { return !isMdl5(); }

    int resizedPixelType(int skin) const override
    {
        const MdlSkin &s = m.skins()[size_t(skin)];
        return s.isGroup() ? PixelType::Palette8 : isSingleImage(s) ? s.type : -1;
    }

    int groupImageCount(int skin) const override { return m.skinGroupSize(skin); }
    RgbaImage groupImage(int skin, int index) const override { return m.skinGroupImage(skin, index); }

    bool resize(int skin, SkinSize size, const std::vector<std::vector<RgbaImage>> &images) override
    {
        const size_t count = isMdl5() ? 1 : m.skins().size();
        if (images.size() != count)
            return false;
        std::vector<MdlSkin> made;
        for (size_t k = 0; k < count; ++k) {
            const MdlSkin &s = m.skins()[isMdl5() ? size_t(skin) : k];
            const std::optional<MdlSkin> e = m.encodeSkin(s, images[k]);
            if (!e)
                return false;
            made.push_back(*e);
        }
        if (isMdl5())
            return m.replaceSkin(skin, made.front());
        return m.setSharedSkinSize(size.width, size.height, made);
    }

    SkinRecord saveSkins(int /*skin*/) const override
    {
        return makeSkinRecord(MdlSaved{m.skins(), m.header().skinWidth, m.header().skinHeight, m.skinVertices()});
    }

    bool restoreSkins(const SkinRecord &saved) override
    {
        const MdlSaved *s = skinRecordAs<MdlSaved>(saved);
        if (!s)
            return false;
        bool ok = true;
        if (isMdl5()) {
            for (size_t i = 0; i < s->skins.size() && ok; ++i)
                ok = m.replaceSkin(int(i), s->skins[i]);
        } else {
            ok = m.setSharedSkinSize(s->width, s->height, s->skins);
        }
        return ok && m.setSkinVertices(s->uvs);
    }

    SkinRecord pixelUvs() const override { return makeSkinRecord(m.skinVertices()); }

    void setPixelUvs(const SkinRecord &uvs) override
    {
        if (const auto *v = skinRecordAs<std::vector<MdlSkinVertex>>(uvs))
            m.setSkinVertices(*v);
    }

    bool setSkinImage(int skin, const RgbaImage &image) override { return m.setSkinImage(skin, image); }

    std::optional<StoredType> storedType(int skin) const override
    {
        if (!inRange(skin))
            return std::nullopt;
        // IDPO/MDL2 skins are 8-bit whatever their type field says.
        return StoredType{m.isQuakeLayout() ? PixelType::Palette8 : m.skins()[size_t(skin)].type, -1};
    }

    std::optional<Palette> palette(int skin) const override
    {
        if (!inRange(skin))
            return std::nullopt;
        const MdlSkin &s = m.skins()[size_t(skin)];
        if (!s.isGroup() && PixelType::base(s.type) != PixelType::Palette8)
            return std::nullopt;
        return m.palette() ? *m.palette() : Palette::grayscale();
    }

private:
    MdlFile &m;
};

} // namespace

std::unique_ptr<EmbeddedSkins> MdlFile::editableSkins()
{
    return std::make_unique<MdlEmbeddedSkins>(*this);
}

} // namespace ackedit::format
