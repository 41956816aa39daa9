#include "skin/skinstructure.h"

#include "common/ddsimage.h"
#include "common/pixelformat.h"
#include "hmp/hmpfile.h"
#include "imageconvert.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"

#include <QCoreApplication>

namespace ackedit::document {

using format::MdlFile;
using format::MdlSkin;
using format::Mdl7File;
using format::Mdl7Skin;
using format::HmpFile;
using format::HmpSkin;
namespace PixelType = format::PixelType;

namespace {

QString tr(const char *text) { return QCoreApplication::translate("ackedit::document::SkinStructure", text); }

struct MdlTaken
{
    int index = -1;
    MdlSkin skin;
};

struct MdlSaved
{
    std::vector<MdlSkin> skins;
    int width = 0, height = 0; // the header's shared size
    std::vector<format::MdlSkinVertex> uvs;
};

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

bool isHmp4(const HmpFile &hmp) { return hmp.header().ident == "HMP4"; }

// `skin` holding `image` in its own type (DDS: an uncompressed 32-bit DDS); none if it cannot.
std::optional<HmpSkin> hmpWithImage(HmpSkin skin, const format::RgbaImage &image)
{
    if (skin.isDds()) {
        skin.data = format::writeDdsRgba(image, format::ddsHasMips(skin.data));
        skin.width = int32_t(skin.data.size());
        return skin;
    }
    if (!skin.setImage(image))
        return std::nullopt;
    return skin;
}

struct Mdl7Saved
{
    int index = -1;
    Mdl7Skin skin;
};

// Smooth scaling on premultiplied pixels, so transparent texels do not bleed their colour.
QImage scaledSmooth(const QImage &image, const QSize &size)
{
    return image.convertToFormat(QImage::Format_RGBA8888_Premultiplied)
        .scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
        .convertToFormat(QImage::Format_RGBA8888);
}

bool hasTransparency(const QImage &image)
{
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    for (int y = 0; y < rgba.height(); ++y) {
        const uchar *row = rgba.constScanLine(y);
        for (int x = 0; x < rgba.width(); ++x)
            if (row[4 * x + 3] != 255)
                return true;
    }
    return false;
}

// Mipmapped types need sizes that are multiples of 8: without, the type drops its mips.
int fitMips(int type, const QSize &size)
{
    if (PixelType::hasMips(type) && (size.width() % 8 || size.height() % 8))
        return type & ~PixelType::MipFlag;
    return type;
}

bool isSingleImage(const MdlSkin &s) { return !s.isGroup() && s.type < 16 && PixelType::isPixelArray(s.type); }

} // namespace

bool SkinStructure::supported() const
{
    return dynamic_cast<MdlFile *>(m_asset) || dynamic_cast<Mdl7File *>(m_asset) || dynamic_cast<HmpFile *>(m_asset);
}

QSize SkinStructure::requiredSize() const
{
    if (const auto *hmp = dynamic_cast<const HmpFile *>(m_asset)) {
        if (!isHmp4(*hmp) || (hmp->skinCount() == 0 && hmp->header().skinWidth <= 0))
            return {};
        return QSize(hmp->header().skinWidth, hmp->header().skinHeight);
    }
    const auto *mdl = dynamic_cast<const MdlFile *>(m_asset);
    if (!mdl || mdl->version() == MdlFile::Version::Mdl5)
        return {};
    if (mdl->skinCount() == 0 && mdl->header().skinWidth <= 0 && mdl->header().skinHeight <= 0)
        return {};
    return QSize(mdl->header().skinWidth, mdl->header().skinHeight);
}

std::any SkinStructure::makeSkin(const QImage &image, QString *error) const
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::any();
    };
    if (image.isNull())
        return fail(tr("The image is empty"));
    const format::RgbaImage rgba = fromQImage(image.convertToFormat(QImage::Format_RGBA8888));
    const int fallback = hasTransparency(image) ? PixelType::Argb8888 : PixelType::Rgb888;
    if (const auto *mdl = dynamic_cast<const MdlFile *>(m_asset)) {
        MdlSkin like;
        like.type = mdl->isQuakeLayout() ? PixelType::Rgb565 : fallback;
        for (const MdlSkin &s : mdl->skins())
            if (isSingleImage(s)) {
                like.type = s.type;
                break;
            }
        like.type = fitMips(like.type, image.size());
        const std::optional<MdlSkin> made = mdl->encodeSkin(like, {rgba});
        if (!made)
            return fail(tr("This model cannot store a %1x%2 skin of type %3")
                            .arg(image.width()).arg(image.height()).arg(like.type));
        if (const QString why = mdl->checkSkin(*made); !why.isEmpty())
            return fail(why);
        return *made;
    }
    if (const auto *mdl7 = dynamic_cast<const Mdl7File *>(m_asset)) {
        Mdl7Skin like;
        like.type = uint8_t(fallback);
        for (int i = 0; i < mdl7->skinCount(); ++i) {
            const Mdl7Skin *s = mdl7->skin(i);
            if (PixelType::isPixelArray(s->type & 0x0F) && s->width > 0 && s->height > 0) {
                like.type = uint8_t(s->type & 0x0F); // the pixel type, without material or effect
                break;
            }
        }
        like.type = uint8_t(fitMips(like.type, image.size()));
        like.name = QByteArrayLiteral("Skin") + QByteArray::number(mdl7->skinCount() + 1);
        like.name.append(16 - like.name.size(), '\0');
        like.headerExtra = QByteArray(std::max(0, mdl7->recordSizes().skin - 28), '\0');
        const std::optional<Mdl7Skin> made = mdl7->encodeSkin(like, rgba);
        if (!made)
            return fail(tr("This model cannot store a %1x%2 skin of type %3")
                            .arg(image.width()).arg(image.height()).arg(int(like.type)));
        if (const QString why = mdl7->checkSkin(*made); !why.isEmpty())
            return fail(why);
        return *made;
    }
    if (const auto *hmp = dynamic_cast<const HmpFile *>(m_asset)) {
        int type = isHmp4(*hmp) ? PixelType::Rgb565 : fallback;
        for (const HmpSkin &s : hmp->skins())
            if (s.isPixelArray()) {
                type = s.imageKind(); // without material or effect
                break;
            }
        const HmpSkin made = HmpSkin::fromImage(fitMips(type, image.size()), rgba);
        if (made.data.isEmpty())
            return fail(tr("This terrain cannot store a %1x%2 skin of type %3").arg(image.width()).arg(image.height()).arg(type));
        if (!hmp->skinFits(made))
            return fail(tr("This terrain cannot store a skin of type %1").arg(type));
        return made;
    }
    return fail(tr("Skins of this kind cannot be added"));
}

std::any SkinStructure::copySkin(int skin) const
{
    if (const auto *mdl = dynamic_cast<const MdlFile *>(m_asset); mdl && skin >= 0 && skin < mdl->skinCount())
        return mdl->skins()[size_t(skin)];
    if (const auto *mdl7 = dynamic_cast<const Mdl7File *>(m_asset); mdl7 && mdl7->skin(skin))
        return *mdl7->skin(skin);
    if (const auto *hmp = dynamic_cast<const HmpFile *>(m_asset); hmp && skin >= 0 && skin < hmp->skinCount())
        return hmp->skins()[size_t(skin)];
    return {};
}

bool SkinStructure::replace(int skin, const std::any &record)
{
    if (auto *mdl = dynamic_cast<MdlFile *>(m_asset); mdl && record.type() == typeid(MdlSkin))
        return mdl->replaceSkin(skin, std::any_cast<const MdlSkin &>(record));
    if (auto *mdl7 = dynamic_cast<Mdl7File *>(m_asset); mdl7 && record.type() == typeid(Mdl7Skin))
        return mdl7->replaceSkin(skin, std::any_cast<const Mdl7Skin &>(record));
    if (auto *hmp = dynamic_cast<HmpFile *>(m_asset); hmp && record.type() == typeid(HmpSkin))
        return hmp->setSkin(skin, std::any_cast<const HmpSkin &>(record));
    return false;
}

bool SkinStructure::replaceImage(int skin, const std::any &record)
{
    auto *mdl7 = dynamic_cast<Mdl7File *>(m_asset);
    if (!mdl7 || record.type() != typeid(Mdl7Skin) || !mdl7->skin(skin))
        return replace(skin, record);
    Mdl7Skin image = std::any_cast<const Mdl7Skin &>(record);
    image.name = mdl7->skin(skin)->name;
    return mdl7->replaceSkin(skin, image);
}

QString SkinStructure::checkInsert(const std::any &record) const
{
    if (const auto *mdl = dynamic_cast<const MdlFile *>(m_asset); mdl && record.type() == typeid(MdlSkin))
        return mdl->checkSkin(std::any_cast<const MdlSkin &>(record));
    if (const auto *mdl7 = dynamic_cast<const Mdl7File *>(m_asset); mdl7 && record.type() == typeid(Mdl7Skin))
        return mdl7->checkSkin(std::any_cast<const Mdl7Skin &>(record));
    if (const auto *hmp = dynamic_cast<const HmpFile *>(m_asset); hmp && record.type() == typeid(HmpSkin)) {
        const auto &skin = std::any_cast<const HmpSkin &>(record);
        if (!hmp->skinFits(skin))
            return tr("This terrain cannot store skin type %1").arg(skin.type);
        const QSize need = requiredSize();
        if (need.isValid() && QSize(skin.width, skin.height) != need)
            return tr("Every skin of this terrain is %1x%2").arg(need.width()).arg(need.height());
        return {};
    }
    return tr("Skins of this kind cannot be added");
}

bool SkinStructure::insert(int at, const std::any &record)
{
    if (auto *mdl = dynamic_cast<MdlFile *>(m_asset); mdl && record.type() == typeid(MdlSkin))
        return mdl->insertSkin(at, std::any_cast<const MdlSkin &>(record));
    if (auto *mdl7 = dynamic_cast<Mdl7File *>(m_asset); mdl7 && record.type() == typeid(Mdl7Skin))
        return mdl7->insertSkin(at, std::any_cast<const Mdl7Skin &>(record));
    if (auto *hmp = dynamic_cast<HmpFile *>(m_asset); hmp && record.type() == typeid(HmpSkin))
        return hmp->insertSkin(at, std::any_cast<const HmpSkin &>(record));
    return false;
}

QString SkinStructure::checkTake(int skin) const
{
    if (skin < 0 || !m_asset || skin >= m_asset->skinCount())
        return tr("No skin %1").arg(skin + 1);
    if (const auto *mdl = dynamic_cast<const MdlFile *>(m_asset)) {
        if (mdl->version() == MdlFile::Version::Mdl5 && mdl->skinCount() == 1)
            return tr("An MDL5 model keeps at least one skin: its UVs are measured in the first skin's pixels");
        return {};
    }
    if (const auto *mdl7 = dynamic_cast<const Mdl7File *>(m_asset)) {
        for (int i = 0; i < mdl7->skinCount(); ++i) {
            const Mdl7Skin *s = mdl7->skin(i);
            if (i != skin && PixelType::base(s->type) == PixelType::Reference && s->width == skin)
                return tr("Skin %1 reuses the image of skin %2: delete it first").arg(i + 1).arg(skin + 1);
        }
        return {};
    }
    if (const auto *hmp = dynamic_cast<const HmpFile *>(m_asset)) {
        if (hmp->checkRemoveSkin(skin).isEmpty())
            return {};
        return tr("Another skin reuses the image of skin %1: delete it first").arg(skin + 1);
    }
    return tr("Skins of this kind cannot be deleted");
}

std::any SkinStructure::take(int skin)
{
    if (auto *mdl = dynamic_cast<MdlFile *>(m_asset)) {
        std::optional<MdlSkin> s = mdl->takeSkin(skin);
        return s ? std::any(MdlTaken{skin, std::move(*s)}) : std::any();
    }
    if (auto *mdl7 = dynamic_cast<Mdl7File *>(m_asset)) {
        std::optional<Mdl7File::TakenSkin> s = mdl7->takeSkin(skin);
        return s ? std::any(std::move(*s)) : std::any();
    }
    if (auto *hmp = dynamic_cast<HmpFile *>(m_asset); hmp && skin >= 0 && skin < hmp->skinCount()) {
        HmpTaken t{skin, hmp->skins()[size_t(skin)]};
        return hmp->removeSkin(skin) ? std::any(std::move(t)) : std::any();
    }
    return {};
}

bool SkinStructure::restore(const std::any &taken)
{
    if (auto *mdl = dynamic_cast<MdlFile *>(m_asset); mdl && taken.type() == typeid(MdlTaken)) {
        const auto &t = std::any_cast<const MdlTaken &>(taken);
        return mdl->insertSkin(t.index, t.skin);
    }
    if (auto *mdl7 = dynamic_cast<Mdl7File *>(m_asset); mdl7 && taken.type() == typeid(Mdl7File::TakenSkin))
        return mdl7->restoreSkin(std::any_cast<const Mdl7File::TakenSkin &>(taken));
    if (auto *hmp = dynamic_cast<HmpFile *>(m_asset); hmp && taken.type() == typeid(HmpTaken)) {
        const auto &t = std::any_cast<const HmpTaken &>(taken);
        return hmp->insertSkin(t.index, t.skin);
    }
    return false;
}

QString SkinStructure::checkMove(int from, int to) const
{
    const int n = m_asset ? m_asset->skinCount() : 0;
    if (from < 0 || from >= n || to < 0 || to >= n)
        return tr("No skin to move there");
    if (const auto *mdl7 = dynamic_cast<const Mdl7File *>(m_asset)) {
        if (mdl7->skinLocation(from)->first != mdl7->skinLocation(to)->first)
            return tr("Skins move only among the skins of their own group");
        return {};
    }
    return dynamic_cast<const MdlFile *>(m_asset) || dynamic_cast<const HmpFile *>(m_asset)
               ? QString()
               : tr("Skins of this kind cannot be reordered");
}

bool SkinStructure::move(int from, int to)
{
    if (auto *mdl = dynamic_cast<MdlFile *>(m_asset))
        return mdl->moveSkin(from, to);
    if (auto *mdl7 = dynamic_cast<Mdl7File *>(m_asset))
        return mdl7->moveSkin(from, to);
    if (auto *hmp = dynamic_cast<HmpFile *>(m_asset))
        return hmp->moveSkin(from, to);
    return false;
}

std::vector<int> SkinStructure::resizedWith(int skin) const
{
    const auto *mdl = dynamic_cast<const MdlFile *>(m_asset);
    const auto *hmp = dynamic_cast<const HmpFile *>(m_asset);
    const bool shared = (mdl && mdl->version() != MdlFile::Version::Mdl5) || (hmp && isHmp4(*hmp));
    if (!shared)
        return {skin};
    std::vector<int> all;
    for (int i = 0; i < m_asset->skinCount(); ++i)
        all.push_back(i);
    return all;
}

QString SkinStructure::checkResize(int skin, const QSize &size) const
{
    if (!m_asset || skin < 0 || skin >= m_asset->skinCount())
        return tr("No skin %1").arg(skin + 1);
    if (size.width() < 1 || size.height() < 1 || size.width() > 8192 || size.height() > 8192)
        return tr("A skin is 1 to 8192 pixels wide and high");
    for (int i : resizedWith(skin)) {
        int type = -1;
        if (const auto *mdl = dynamic_cast<const MdlFile *>(m_asset)) {
            const MdlSkin &s = mdl->skins()[size_t(i)];
            type = s.isGroup() ? PixelType::Palette8 : isSingleImage(s) ? s.type : -1;
        } else if (const auto *mdl7 = dynamic_cast<const Mdl7File *>(m_asset)) {
            const Mdl7Skin *s = mdl7->skin(i);
            const int base = s->type & 0x0F;
            type = base == PixelType::Dds ? PixelType::Argb8888
                 : PixelType::isPixelArray(base) && s->width > 0 && s->height > 0 ? base : -1;
        } else if (const auto *hmp = dynamic_cast<const HmpFile *>(m_asset)) {
            if (hmp->isMesh())
                return tr("The skin of an HMP4 mesh terrain keeps its size: its UVs are stored in its pixels");
            const HmpSkin &s = hmp->skins()[size_t(i)];
            type = s.isDds() ? PixelType::Argb8888 : s.isPixelArray() ? s.imageKind() : -1;
        }
        if (type < 0)
            return tr("Skin %1 has no pixels of its own to resize (a reference, an external file or a material)").arg(i + 1);
        if (PixelType::hasMips(type) && (size.width() % 8 || size.height() % 8))
            return tr("Skin %1 has mipmaps: its width and height must be multiples of 8").arg(i + 1);
    }
    return {};
}

bool SkinStructure::resize(int skin, const QSize &size, const std::vector<QImage> &current)
{
    const std::vector<int> skins = resizedWith(skin);
    if (current.size() != skins.size() || !checkResize(skin, size).isEmpty())
        return false;
    if (auto *mdl = dynamic_cast<MdlFile *>(m_asset)) {
        std::vector<MdlSkin> made;
        for (size_t k = 0; k < skins.size(); ++k) {
            const MdlSkin &s = mdl->skins()[size_t(skins[k])];
            std::vector<format::RgbaImage> images{fromQImage(scaledSmooth(current[k], size))};
            for (int g = 1; g < mdl->skinGroupSize(skins[k]); ++g)
                images.push_back(fromQImage(scaledSmooth(toQImage(mdl->skinGroupImage(skins[k], g)), size)));
            const std::optional<MdlSkin> m = mdl->encodeSkin(s, images);
            if (!m)
                return false;
            made.push_back(*m);
        }
        if (mdl->version() == MdlFile::Version::Mdl5)
            return mdl->replaceSkin(skin, made.front());
        return mdl->setSharedSkinSize(size.width(), size.height(), made);
    }
    if (auto *mdl7 = dynamic_cast<Mdl7File *>(m_asset)) {
        const std::optional<Mdl7Skin> m = mdl7->encodeSkin(*mdl7->skin(skin), fromQImage(scaledSmooth(current.front(), size)));
        return m && mdl7->replaceSkin(skin, *m);
    }
    if (auto *hmp = dynamic_cast<HmpFile *>(m_asset)) {
        std::vector<HmpSkin> made;
        for (size_t k = 0; k < skins.size(); ++k) {
            const std::optional<HmpSkin> m = hmpWithImage(hmp->skins()[size_t(skins[k])], fromQImage(scaledSmooth(current[k], size)));
            if (!m)
                return false;
            made.push_back(*m);
        }
        if (isHmp4(*hmp))
            return hmp->setSharedSkinSize(size.width(), size.height(), made);
        return hmp->setSkin(skin, made.front());
    }
    return false;
}

std::any SkinStructure::saveSkins(int skin) const
{
    if (const auto *mdl = dynamic_cast<const MdlFile *>(m_asset))
        return MdlSaved{mdl->skins(), mdl->header().skinWidth, mdl->header().skinHeight, mdl->skinVertices()};
    if (const auto *mdl7 = dynamic_cast<const Mdl7File *>(m_asset); mdl7 && mdl7->skin(skin))
        return Mdl7Saved{skin, *mdl7->skin(skin)};
    if (const auto *hmp = dynamic_cast<const HmpFile *>(m_asset))
        return HmpSaved{hmp->skins(), hmp->header().skinWidth, hmp->header().skinHeight};
    return {};
}

bool SkinStructure::restoreSkins(const std::any &saved)
{
    if (auto *mdl = dynamic_cast<MdlFile *>(m_asset); mdl && saved.type() == typeid(MdlSaved)) {
        const auto &s = std::any_cast<const MdlSaved &>(saved);
        bool ok = true;
        if (mdl->version() == MdlFile::Version::Mdl5) {
            for (size_t i = 0; i < s.skins.size() && ok; ++i)
                ok = mdl->replaceSkin(int(i), s.skins[i]);
        } else {
            ok = mdl->setSharedSkinSize(s.width, s.height, s.skins);
        }
        return ok && mdl->setSkinVertices(s.uvs);
    }
    if (auto *mdl7 = dynamic_cast<Mdl7File *>(m_asset); mdl7 && saved.type() == typeid(Mdl7Saved)) {
        const auto &s = std::any_cast<const Mdl7Saved &>(saved);
        return mdl7->replaceSkin(s.index, s.skin);
    }
    if (auto *hmp = dynamic_cast<HmpFile *>(m_asset); hmp && saved.type() == typeid(HmpSaved)) {
        const auto &s = std::any_cast<const HmpSaved &>(saved);
        if (isHmp4(*hmp))
            return hmp->setSharedSkinSize(s.width, s.height, s.skins);
        bool ok = s.skins.size() == size_t(hmp->skinCount());
        for (size_t i = 0; i < s.skins.size() && ok; ++i)
            ok = hmp->setSkin(int(i), s.skins[i]);
        return ok;
    }
    return false;
}

std::any SkinStructure::pixelUvs() const
{
    if (const auto *mdl = dynamic_cast<const MdlFile *>(m_asset))
        return mdl->skinVertices();
    return {};
}

void SkinStructure::setPixelUvs(const std::any &uvs)
{
    if (auto *mdl = dynamic_cast<MdlFile *>(m_asset); mdl && uvs.type() == typeid(std::vector<format::MdlSkinVertex>))
        mdl->setSkinVertices(std::any_cast<const std::vector<format::MdlSkinVertex> &>(uvs));
}

} // namespace ackedit::document
