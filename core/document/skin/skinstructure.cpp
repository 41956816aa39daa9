#include "skin/skinstructure.h"

#include "common/assetfile.h"
#include "common/pixelformat.h"
#include "imageconvert.h"

#include <QCoreApplication>

namespace ackedit::document {

using format::SkinRecord;

namespace {

QString tr(const char *text) { return QCoreApplication::translate("ackedit::document::SkinStructure", text); }

// Smooth scaling on premultiplied pixels, so transparent texels do not bleed their colour.
QImage scaledSmooth(const QImage &image, const QSize &size)
{
    return image.convertToFormat(QImage::Format_RGBA8888_Premultiplied)
        .scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
        .convertToFormat(QImage::Format_RGBA8888);
}

} // namespace

SkinStructure::SkinStructure(format::AssetFile *asset)
    : m_asset(asset), m_skins(asset ? asset->editableSkins() : nullptr)
{
}

SkinStructure::~SkinStructure() = default;

bool SkinStructure::supported() const
{
    return m_skins != nullptr;
}

QSize SkinStructure::requiredSize() const
{
    const std::optional<format::SkinSize> size = m_skins ? m_skins->requiredSize() : std::nullopt;
    return size ? QSize(size->width, size->height) : QSize();
}

SkinRecord SkinStructure::makeSkin(const QImage &image, QString *error) const
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return SkinRecord();
    };
    if (image.isNull())
        return fail(tr("The image is empty"));
    if (!m_skins)
        return fail(tr("Skins of this kind cannot be added"));
    return m_skins->makeSkin(fromQImage(image.convertToFormat(QImage::Format_RGBA8888)), error);
}

SkinRecord SkinStructure::copySkin(int skin) const
{
    return m_skins ? m_skins->copySkin(skin) : SkinRecord();
}

bool SkinStructure::replace(int skin, const SkinRecord &record)
{
    return m_skins && m_skins->replace(skin, record);
}

bool SkinStructure::replaceImage(int skin, const SkinRecord &record)
{
    return m_skins && m_skins->replaceImage(skin, record);
}

QString SkinStructure::checkInsert(const SkinRecord &record) const
{
    return m_skins ? m_skins->checkInsert(record) : tr("Skins of this kind cannot be added");
}

bool SkinStructure::insert(int at, const SkinRecord &record)
{
    return m_skins && m_skins->insert(at, record);
}

QString SkinStructure::checkTake(int skin) const
{
    if (skin < 0 || !m_asset || skin >= m_asset->skinCount())
        return tr("No skin %1").arg(skin + 1);
    return m_skins ? m_skins->checkTake(skin) : tr("Skins of this kind cannot be deleted");
}

SkinRecord SkinStructure::take(int skin)
{
    return m_skins ? m_skins->take(skin) : SkinRecord();
}

bool SkinStructure::restore(const SkinRecord &taken)
{
    return m_skins && m_skins->restore(taken);
}

QString SkinStructure::checkMove(int from, int to) const
{
    const int n = m_asset ? m_asset->skinCount() : 0;
    if (from < 0 || from >= n || to < 0 || to >= n)
        return tr("No skin to move there");
    return m_skins ? m_skins->checkMove(from, to) : tr("Skins of this kind cannot be reordered");
}

bool SkinStructure::move(int from, int to)
{
    return m_skins && m_skins->move(from, to);
}

std::vector<int> SkinStructure::resizedWith(int skin) const
{
    if (!m_skins || !m_skins->sharesSize())
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
    if (!m_skins)
        return tr("Skin %1 has no pixels of its own to resize (a reference, an external file or a material)").arg(skin + 1);
    if (const QString why = m_skins->refuseResize(); !why.isEmpty())
        return why;
    for (int i : resizedWith(skin)) {
        const int type = m_skins->resizedPixelType(i);
        if (type < 0)
            return tr("Skin %1 has no pixels of its own to resize (a reference, an external file or a material)").arg(i + 1);
        if (format::PixelType::hasMips(type) && (size.width() % 8 || size.height() % 8))
            return tr("Skin %1 has mipmaps: its width and height must be multiples of 8").arg(i + 1);
    }
    return {};
}

bool SkinStructure::resize(int skin, const QSize &size, const std::vector<QImage> &current)
{
    const std::vector<int> skins = resizedWith(skin);
    if (current.size() != skins.size() || !checkResize(skin, size).isEmpty())
        return false;
    std::vector<std::vector<format::RgbaImage>> images;
    for (size_t k = 0; k < skins.size(); ++k) {
        std::vector<format::RgbaImage> group{fromQImage(scaledSmooth(current[k], size))};
        for (int g = 1; g < m_skins->groupImageCount(skins[k]); ++g)
            group.push_back(fromQImage(scaledSmooth(toQImage(m_skins->groupImage(skins[k], g)), size)));
        images.push_back(std::move(group));
    }
    return m_skins->resize(skin, {size.width(), size.height()}, images);
}

SkinRecord SkinStructure::saveSkins(int skin) const
{
    return m_skins ? m_skins->saveSkins(skin) : SkinRecord();
}

bool SkinStructure::restoreSkins(const SkinRecord &saved)
{
    return m_skins && m_skins->restoreSkins(saved);
}

SkinRecord SkinStructure::pixelUvs() const
{
    return m_skins ? m_skins->pixelUvs() : SkinRecord();
}

void SkinStructure::setPixelUvs(const SkinRecord &uvs)
{
    if (m_skins)
        m_skins->setPixelUvs(uvs);
}

} // namespace ackedit::document
