// Mdl7File's skin capability (common/embeddedskins.h): every skin has its own size, UVs are
// normalised, skins are numbered over all groups and a reference skin names its target by that
// number in `width`.
#include "common/embeddedskins.h"
#include "common/pixelformat.h"
#include "mdl7/mdl7file.h"

#include <QCoreApplication>

namespace ackedit::format {

namespace {

struct Mdl7Saved
{
    int index = -1;
    Mdl7Skin skin;
};

class Mdl7EmbeddedSkins final : public EmbeddedSkins
{
    // Its own texts in its own context (the base class translates its shared texts in its own).
    Q_DECLARE_TR_FUNCTIONS(Mdl7EmbeddedSkins)

public:
    explicit Mdl7EmbeddedSkins(Mdl7File &mdl7) : m(mdl7) {}

    std::optional<SkinSize> requiredSize() const override { return std::nullopt; }

    SkinRecord makeSkin(const RgbaImage &image, QString *error) const override
    {
        Mdl7Skin like;
        like.type = uint8_t(hasTransparency(image) ? PixelType::Argb8888 : PixelType::Rgb888);
        for (int i = 0; i < m.skinCount(); ++i) {
            const Mdl7Skin *s = m.skin(i);
            if (PixelType::isPixelArray(s->type & 0x0F) && s->width > 0 && s->height > 0) {
                like.type = uint8_t(s->type & 0x0F); // the pixel type, without material or effect
                break;
            }
        }
        like.type = uint8_t(fitMips(like.type, image.width, image.height));
        like.name = QByteArrayLiteral("Skin") + QByteArray::number(m.skinCount() + 1);
        like.name.append(16 - like.name.size(), '\0');
        like.headerExtra = QByteArray(std::max(0, m.recordSizes().skin - 28), '\0');
        const std::optional<Mdl7Skin> made = m.encodeSkin(like, image);
        QString why = made ? m.checkSkin(*made)
                           : tr("This model cannot store a %1x%2 skin of type %3")
                                 .arg(image.width).arg(image.height).arg(int(like.type));
        if (!why.isEmpty()) {
            if (error)
                *error = why;
            return {};
        }
        return makeSkinRecord(*made);
    }

    SkinRecord copySkin(int skin) const override
    {
        const Mdl7Skin *s = m.skin(skin);
        return s ? makeSkinRecord(*s) : SkinRecord();
    }

    QString checkInsert(const SkinRecord &record) const override
    {
        const Mdl7Skin *s = skinRecordAs<Mdl7Skin>(record);
        return s ? m.checkSkin(*s) : cannotAdd();
    }

    bool insert(int at, const SkinRecord &record) override
    {
        const Mdl7Skin *s = skinRecordAs<Mdl7Skin>(record);
        return s && m.insertSkin(at, *s);
    }

    QString checkTake(int skin) const override
    {
        for (int i = 0; i < m.skinCount(); ++i) {
            const Mdl7Skin *s = m.skin(i);
            if (i != skin && PixelType::base(s->type) == PixelType::Reference && s->width == skin)
                return tr("Skin %1 reuses the image of skin %2: delete it first").arg(i + 1).arg(skin + 1);
        }
        return {};
    }

    SkinRecord take(int skin) override
    {
        std::optional<Mdl7File::TakenSkin> s = m.takeSkin(skin);
        return s ? makeSkinRecord(std::move(*s)) : SkinRecord();
    }

    bool restore(const SkinRecord &taken) override
    {
        const auto *t = skinRecordAs<Mdl7File::TakenSkin>(taken);
        return t && m.restoreSkin(*t);
    }

    bool replace(int skin, const SkinRecord &record) override
    {
        const Mdl7Skin *s = skinRecordAs<Mdl7Skin>(record);
        return s && m.replaceSkin(skin, *s);
    }

    bool replaceImage(int skin, const SkinRecord &record) override
    {
        const Mdl7Skin *s = skinRecordAs<Mdl7Skin>(record);
        if (!s || !m.skin(skin))
            return false;
        Mdl7Skin image = *s;
        image.name = m.skin(skin)->name; // a rename after the copy has its own undo
        return m.replaceSkin(skin, image);
    }

    QString checkMove(int from, int to) const override
    {
        if (m.skinLocation(from)->first != m.skinLocation(to)->first)
            return tr("Skins move only among the skins of their own group");
        return {};
    }

    bool move(int from, int to) override { return m.moveSkin(from, to); }

    bool sharesSize() const override { return false; }

    int resizedPixelType(int skin) const override
    {
        const Mdl7Skin *s = m.skin(skin);
        const int base = s->type & 0x0F;
        return base == PixelType::Dds ? PixelType::Argb8888
               : PixelType::isPixelArray(base) && s->width > 0 && s->height > 0 ? base
                                                                                : -1;
    }

    bool resize(int skin, SkinSize /*size*/, const std::vector<std::vector<RgbaImage>> &images) override
    {
        if (images.size() != 1 || images.front().empty() || !m.skin(skin))
            return false;
        const std::optional<Mdl7Skin> made = m.encodeSkin(*m.skin(skin), images.front().front());
        return made && m.replaceSkin(skin, *made);
    }

    SkinRecord saveSkins(int skin) const override
    {
        const Mdl7Skin *s = m.skin(skin);
        return s ? makeSkinRecord(Mdl7Saved{skin, *s}) : SkinRecord();
    }

    bool restoreSkins(const SkinRecord &saved) override
    {
        const Mdl7Saved *s = skinRecordAs<Mdl7Saved>(saved);
        return s && m.replaceSkin(s->index, s->skin);
    }

    bool setSkinImage(int skin, const RgbaImage &image) override { return m.setSkinImage(skin, image); }

    std::optional<StoredType> storedType(int skin) const override
    {
        const Mdl7Skin *s = m.skin(skin);
        if (!s)
            return std::nullopt;
        return StoredType{s->type & 0x0F, s->width};
    }

    QByteArray embeddedDds(int skin) const override
    {
        const Mdl7Skin *s = m.skin(skin);
        return s && (s->type & 0x0F) == PixelType::Dds ? s->image.toByteArray() : QByteArray();
    }

    std::optional<Palette> palette(int skin) const override
    {
        const Mdl7Skin *s = m.skin(skin);
        if (!s || PixelType::base(s->type & 0x0F) != PixelType::Palette8)
            return std::nullopt;
        return m.palette() ? *m.palette() : Palette::grayscale();
    }

private:
    Mdl7File &m;
};

} // namespace

std::unique_ptr<EmbeddedSkins> Mdl7File::editableSkins()
{
    return std::make_unique<Mdl7EmbeddedSkins>(*this);
}

} // namespace ackedit::format
