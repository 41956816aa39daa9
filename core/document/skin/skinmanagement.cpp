#include "skin/skinmanagement.h"

#include "document.h"

#include "skin/skinstructure.h"
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

SkinManagement::SkinManagement(Document *document, SkinEdits *edits, std::function<void()> changed)
    : m_document(document), m_edits(edits), m_changed(std::move(changed))
{
}

bool SkinManagement::supported() const { return SkinStructure(m_document->asset()).supported(); }

int SkinManagement::count() const { return m_document->asset()->skinCount(); }

QSize SkinManagement::requiredSize() const { return SkinStructure(m_document->asset()).requiredSize(); }

QImage SkinManagement::currentImage(int skin) const
{
    QImage image = m_edits->workingImage(skin);
    if (image.isNull() && skin >= 0 && skin < m_document->asset()->skinCount()) {
        image = toQImage(m_document->asset()->skinImage(skin));
        if (image.isNull())
            if (const QByteArray dds = SkinEdits::embeddedDds(*m_document->asset(), skin); !dds.isEmpty())
                image = toQImage(format::decodeDds(dds));
    }
    return image.isNull() ? image : image.convertToFormat(QImage::Format_RGBA8888);
}

QImage SkinManagement::uvLayout(int skin) const
{
    const QImage image = currentImage(skin);
    return uvLayoutImage(m_document->asset()->mesh(0), skin, image.isNull() ? QSize(256, 256) : image.size());
}

bool SkinManagement::addBlank(const QSize &size, const QColor &colour, QString *error)
{
    if (!size.isValid() || size.width() > 8192 || size.height() > 8192)
        return refuseSkin(error, QCoreApplication::translate("ackedit::document::SkinManagement", "A skin is 1 to 8192 pixels wide and high"));
    QImage image(size, QImage::Format_RGBA8888);
    image.fill(colour);
    return insertNew(image, undoText(QT_TRANSLATE_NOOP("UndoCommands", "Add blank skin")), error);
}

bool SkinManagement::importImage(const QImage &image, QString *error)
{
    return insertNew(image, undoText(QT_TRANSLATE_NOOP("UndoCommands", "Import skin")), error);
}

bool SkinManagement::insertNew(const QImage &image, const QString &text, QString *error)
{
    SkinStructure s(m_document->asset());
    if (!s.supported())
        return refuseSkin(error, QCoreApplication::translate("ackedit::document::SkinManagement", "Skins of this model kind cannot be added"));
    if (const QSize need = s.requiredSize(); need.isValid() && image.size() != need)
        return refuseSkin(error, QCoreApplication::translate("ackedit::document::SkinManagement", "Every skin of this model is %1x%2 (the image is %3x%4): resize the skins or the image first")
                                     .arg(need.width()).arg(need.height()).arg(image.width()).arg(image.height()));
    QString why;
    format::SkinRecord record = s.makeSkin(image, &why);
    if (!record)
        return refuseSkin(error, why);
    if (why = s.checkInsert(record); !why.isEmpty())
        return refuseSkin(error, why);
    m_document->undoStack()->push(SkinStructureCommand::insert(host(), m_document->asset()->skinCount(), std::move(record), nullptr, text));
    return true;
}

bool SkinManagement::duplicate(int skin, QString *error)
{
    SkinStructure s(m_document->asset());
    if (!s.supported())
        return refuseSkin(error, QCoreApplication::translate("ackedit::document::SkinManagement", "Skins of this model kind cannot be added"));
    format::SkinRecord record = s.copySkin(skin);
    if (!record)
        return refuseSkin(error, QCoreApplication::translate("ackedit::document::SkinManagement", "No skin %1").arg(skin + 1));
    if (const QString why = s.checkInsert(record); !why.isEmpty())
        return refuseSkin(error, why);
    m_document->undoStack()->push(SkinStructureCommand::insert(host(), skin + 1, std::move(record), m_edits->copySlot(skin),
                                                   undoText(QT_TRANSLATE_NOOP("UndoCommands", "Duplicate skin"))));
    return true;
}

bool SkinManagement::remove(int skin, QString *error)
{
    if (const QString why = SkinStructure(m_document->asset()).checkTake(skin); !why.isEmpty())
        return refuseSkin(error, why);
    m_document->undoStack()->push(SkinStructureCommand::remove(host(), skin, undoText(QT_TRANSLATE_NOOP("UndoCommands", "Delete skin"))));
    return true;
}

bool SkinManagement::move(int from, int to, QString *error)
{
    if (const QString why = SkinStructure(m_document->asset()).checkMove(from, to); !why.isEmpty())
        return refuseSkin(error, why);
    if (from != to)
        m_document->undoStack()->push(SkinStructureCommand::move(host(), from, to, undoText(QT_TRANSLATE_NOOP("UndoCommands", "Move skin"))));
    return true;
}

bool SkinManagement::resize(int skin, const QSize &size, QString *error)
{
    if (const QString why = SkinStructure(m_document->asset()).checkResize(skin, size); !why.isEmpty())
        return refuseSkin(error, why);
    if (currentImage(skin).size() == size)
        return true;
    m_document->undoStack()->push(SkinStructureCommand::resize(host(), skin, size, undoText(QT_TRANSLATE_NOOP("UndoCommands", "Resize skin"))));
    return true;
}

SkinStructureCommand::Host SkinManagement::host() const
{
    Document *doc = m_document;
    return {[doc] { return doc->asset(); }, m_edits, m_changed};
}

} // namespace ackedit::document
