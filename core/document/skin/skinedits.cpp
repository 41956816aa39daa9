#include "skin/skinedits.h"

#include "skin/palettedither.h"
#include "skin/skinstructure.h"

#include "common/assetfile.h"
#include "io/formaterror.h"
#include "common/ddsimage.h"
#include "common/pixelformat.h"
#include "imageconvert.h"

namespace ackedit::document {

SkinEdits::SkinEdits(std::function<format::AssetFile *()> asset)
    : m_asset(std::move(asset))
{
}

SkinEdits::~SkinEdits() = default;

SkinCanvas *SkinEdits::canvas(int skin)
{
    format::AssetFile *asset = m_asset();
    // A reference skin shows another skin's pixels and stores none: painting it paints that skin.
    if (asset)
        skin = usedSkin(*asset, skin);
    auto it = m_entries.find(skin);
    if (it != m_entries.end())
        return it->second->canvas.get();
    if (!asset || skin < 0 || skin >= asset->skinCount())
        return nullptr;
    QImage image = toQImage(asset->skinImage(skin)).convertToFormat(QImage::Format_RGBA8888);
    if (image.isNull()) {
        const QByteArray dds = embeddedDds(*asset, skin);
        if (!dds.isEmpty())
            image = toQImage(format::decodeDds(dds)).convertToFormat(QImage::Format_RGBA8888);
    }
    if (image.isNull())
        return nullptr; // external or undecodable: nothing embedded to paint
    auto e = std::make_shared<Entry>();
    e->pristine = image;
    e->canvas = std::make_unique<SkinCanvas>(image);
    m_entries.emplace(skin, e);
    connectSlots();
    return e->canvas.get();
}

QImage SkinEdits::workingImage(int skin) const
{
    if (const format::AssetFile *asset = m_asset())
        skin = usedSkin(*asset, skin); // a reference shows the working image of the skin it uses
    const auto it = m_entries.find(skin);
    return it == m_entries.end() ? QImage() : it->second->canvas->image();
}

bool SkinEdits::isEdited(int skin) const
{
    const auto it = m_entries.find(skin);
    return it != m_entries.end() && it->second->canvas->image() != it->second->pristine;
}

QList<int> SkinEdits::editedSkins() const
{
    QList<int> out;
    for (const auto &[skin, e] : m_entries)
        if (e->canvas->image() != e->pristine)
            out << skin;
    return out;
}

void SkinEdits::storeInto(format::AssetFile &asset)
{
    for (auto &[skin, slot] : m_entries) {
        Entry &e = *slot;
        const bool edited = e.canvas->image() != e.pristine;
        if (!edited && !e.stored)
            continue; // never written: the original bytes stay
        SkinStructure structure(&asset);
        if (!edited && e.original && structure.replaceImage(skin, e.original)) {
            e.stored = false; // undone back to the pixels as read after an edit was saved
            continue;
        }
        if (edited && !e.original)
            e.original = structure.copySkin(skin);
        // Undone back to the pixels as read, for a skin whose record cannot be put back: re-encoded.
        QImage image = edited ? e.canvas->image() : e.pristine;
        if (edited && m_dither) {
            if (const std::optional<format::Palette> palette = skinPalette(asset, skin))
                image = ditherToPalette(image, e.pristine, *palette);
        }
        if (!setSkinImage(asset, skin, fromQImage(image)))
            throw format::FormatError(-1, QStringLiteral("skin[%1]").arg(skin),
                                      QStringLiteral("the skin's pixel format cannot store the painted image"));
        e.stored = edited;
    }
}

void SkinEdits::connectSlots()
{
    for (auto &[skin, e] : m_entries)
        e->canvas->setPatchedHandler([this, skin = skin](const QRect &r) {
            if (m_patched)
                m_patched(skin, r);
        });
}

SkinEdits::Slot SkinEdits::takeSlot(int skin)
{
    Slot out;
    std::map<int, Slot> rest;
    for (auto &[key, e] : m_entries) {
        if (key == skin)
            out = std::move(e);
        else
            rest.emplace(key > skin ? key - 1 : key, std::move(e));
    }
    m_entries.swap(rest);
    if (out)
        out->canvas->setPatchedHandler({}); // out of the document until put back
    connectSlots();
    return out;
}

void SkinEdits::insertSlot(int at, Slot slot)
{
    std::map<int, Slot> rest;
    for (auto &[key, e] : m_entries)
        rest.emplace(key >= at ? key + 1 : key, std::move(e));
    if (slot)
        rest.emplace(at, std::move(slot));
    m_entries.swap(rest);
    connectSlots();
}

void SkinEdits::moveSlot(int from, int to)
{
    insertSlot(to, takeSlot(from));
}

SkinEdits::Slot SkinEdits::copySlot(int skin) const
{
    const auto it = m_entries.find(skin);
    if (it == m_entries.end())
        return {};
    auto e = std::make_shared<Entry>();
    e->canvas = std::make_unique<SkinCanvas>(it->second->canvas->image());
    e->pristine = it->second->pristine;
    e->stored = it->second->stored;
    e->original = it->second->original;
    return e;
}

SkinEdits::Slot SkinEdits::swapSlot(int skin, Slot slot)
{
    Slot out;
    if (auto it = m_entries.find(skin); it != m_entries.end()) {
        out = std::move(it->second);
        m_entries.erase(it);
        out->canvas->setPatchedHandler({});
    }
    if (slot)
        m_entries.emplace(skin, std::move(slot));
    connectSlots();
    return out;
}

QByteArray SkinEdits::embeddedDds(const format::AssetFile &asset, int skin)
{
    const auto skins = asset.embeddedSkins();
    return skins ? skins->embeddedDds(skin) : QByteArray();
}

namespace {

// The stored type of an embedded skin and, for a reference, the skin it uses; false if none.
bool skinType(const format::AssetFile &asset, int skin, int *type, int *target)
{
    *target = -1;
    const auto skins = asset.embeddedSkins();
    const auto stored = skins ? skins->storedType(skin) : std::nullopt;
    if (!stored)
        return false;
    *type = stored->type;
    *target = stored->target;
    return true;
}

} // namespace

int SkinEdits::usedSkin(const format::AssetFile &asset, int skin)
{
    // Follows skin references (MDL7, HMP) a bounded number of steps: a loop answers -1.
    for (int step = 0; step < 16 && skin >= 0; ++step) {
        int type = -1, target = -1;
        if (!skinType(asset, skin, &type, &target))
            return skin;
        if (format::PixelType::base(type) != format::PixelType::Reference || target == skin)
            return skin;
        skin = target;
    }
    return -1;
}

bool SkinEdits::hasAlpha(const format::AssetFile &asset, int skin)
{
    skin = usedSkin(asset, skin);
    int type = -1, target = -1;
    if (!skinType(asset, skin, &type, &target))
        return false;
    if (format::PixelType::base(type) == format::PixelType::Reference)
        return false; // a reference to itself
    if (format::PixelType::base(type) == format::PixelType::Dds)
        return format::ddsHasAlpha(embeddedDds(asset, skin));
    return format::PixelType::hasAlpha(type);
}

bool SkinEdits::setSkinImage(format::AssetFile &asset, int skin, const format::RgbaImage &image)
{
    const auto skins = asset.editableSkins();
    return skins && skins->setSkinImage(skin, image);
}

} // namespace ackedit::document
