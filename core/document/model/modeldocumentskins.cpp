// ModelDocument's skin management: checks, then one SkinStructureCommand per edit.
#include "model/modeldocument.h"

#include "skin/skinstructure.h"
#include "skin/skinstructurecommand.h"
#include "skin/uvlayout.h"

#include "common/ddsimage.h"
#include "imageconvert.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace ackedit::document {

namespace {

bool refuseSkin(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}

QString undoText(const char *text) { return QCoreApplication::translate("UndoCommands", text); }

} // namespace

bool ModelDocument::canManageSkins() const { return SkinStructure(asset()).supported(); }

QSize ModelDocument::requiredSkinSize() const { return SkinStructure(asset()).requiredSize(); }

QImage ModelDocument::currentSkinImage(int skin) const
{
    QImage image = m_skinEdits.workingImage(skin);
    if (image.isNull() && skin >= 0 && skin < skinCount()) {
        image = toQImage(asset()->skinImage(skin));
        if (image.isNull())
            if (const QByteArray dds = SkinEdits::embeddedDds(*asset(), skin); !dds.isEmpty())
                image = toQImage(format::decodeDds(dds));
    }
    return image.isNull() ? image : image.convertToFormat(QImage::Format_RGBA8888);
}

QImage ModelDocument::skinUvLayout(int skin) const
{
    const QImage image = currentSkinImage(skin);
    return uvLayoutImage(asset()->mesh(0), skin, image.isNull() ? QSize(256, 256) : image.size());
}

bool ModelDocument::addBlankSkin(const QSize &size, const QColor &colour, QString *error)
{
    if (!size.isValid() || size.width() > 8192 || size.height() > 8192)
        return refuseSkin(error, tr("A skin is 1 to 8192 pixels wide and high"));
    QImage image(size, QImage::Format_RGBA8888);
    image.fill(colour);
    return insertNewSkin(image, undoText("Add blank skin"), error);
}

bool ModelDocument::importSkin(const QImage &image, QString *error)
{
    return insertNewSkin(image, undoText("Import skin"), error);
}

bool ModelDocument::insertNewSkin(const QImage &image, const QString &text, QString *error)
{
    SkinStructure s(asset());
    if (!s.supported())
        return refuseSkin(error, tr("Skins of this model kind cannot be added"));
    if (const QSize need = s.requiredSize(); need.isValid() && image.size() != need)
        return refuseSkin(error, tr("Every skin of this model is %1x%2 (the image is %3x%4): resize the skins or the image first")
                                     .arg(need.width()).arg(need.height()).arg(image.width()).arg(image.height()));
    QString why;
    std::any record = s.makeSkin(image, &why);
    if (!record.has_value())
        return refuseSkin(error, why);
    if (why = s.checkInsert(record); !why.isEmpty())
        return refuseSkin(error, why);
    undoStack()->push(SkinStructureCommand::insert(skinHost(), skinCount(), std::move(record), nullptr, text));
    return true;
}

bool ModelDocument::duplicateSkin(int skin, QString *error)
{
    SkinStructure s(asset());
    if (!s.supported())
        return refuseSkin(error, tr("Skins of this model kind cannot be added"));
    std::any record = s.copySkin(skin);
    if (!record.has_value())
        return refuseSkin(error, tr("No skin %1").arg(skin + 1));
    if (const QString why = s.checkInsert(record); !why.isEmpty())
        return refuseSkin(error, why);
    undoStack()->push(SkinStructureCommand::insert(skinHost(), skin + 1, std::move(record), m_skinEdits.copySlot(skin),
                                                   undoText("Duplicate skin")));
    return true;
}

bool ModelDocument::deleteSkin(int skin, QString *error)
{
    if (const QString why = SkinStructure(asset()).checkTake(skin); !why.isEmpty())
        return refuseSkin(error, why);
    undoStack()->push(SkinStructureCommand::remove(skinHost(), skin, undoText("Delete skin")));
    return true;
}

bool ModelDocument::moveSkin(int from, int to, QString *error)
{
    if (const QString why = SkinStructure(asset()).checkMove(from, to); !why.isEmpty())
        return refuseSkin(error, why);
    if (from != to)
        undoStack()->push(SkinStructureCommand::move(skinHost(), from, to, undoText("Move skin")));
    return true;
}

bool ModelDocument::resizeSkin(int skin, const QSize &size, QString *error)
{
    if (const QString why = SkinStructure(asset()).checkResize(skin, size); !why.isEmpty())
        return refuseSkin(error, why);
    if (currentSkinImage(skin).size() == size)
        return true;
    undoStack()->push(SkinStructureCommand::resize(skinHost(), skin, size, undoText("Resize skin")));
    return true;
}

SkinStructureCommand::Host ModelDocument::skinHost()
{
    return {[this] { return asset(); }, &m_skinEdits, [this] { emit skinsChanged(); }};
}

} // namespace ackedit::document
