#pragma once
// Skin management of a document (models and terrains): add a blank skin, import one from an
// image, duplicate, delete, reorder, resize, and what exporting needs (the skin as shown, its UV
// layout). Each edit is checked with SkinStructure and pushed as one SkinStructureCommand on the
// document's undo stack; refusals return false with the reason in `error`.
#include "skin/skinstructurecommand.h"

#include <QColor>
#include <QImage>

namespace ackedit::document {

class Document;

class SkinManagement
{
public:
    // `changed` runs after every do / undo / redo (the document emits skinsChanged there).
    SkinManagement(Document *document, SkinEdits *edits, std::function<void()> changed);

    bool supported() const;
    int count() const;
    // The size every skin must have (skins sharing the header's size), else empty: any size.
    QSize requiredSize() const;
    // Skin `skin` as shown: its working image if painted, else the stored skin decoded (null for
    // external skins).
    QImage currentImage(int skin) const;
    // The UV layout of the triangles drawn with `skin` (frame 0) at the skin's size.
    QImage uvLayout(int skin) const;

    bool addBlank(const QSize &size, const QColor &colour, QString *error = nullptr); // appended
    bool importImage(const QImage &image, QString *error = nullptr);                  // appended
    bool duplicate(int skin, QString *error = nullptr); // the copy goes right after it
    bool remove(int skin, QString *error = nullptr);
    bool move(int from, int to, QString *error = nullptr);
    // Scales smoothly; where skins share one size (MDL2-4, IDPO, HMP4) every skin follows, and
    // UVs stored in pixels keep their place on the image.
    bool resize(int skin, const QSize &size, QString *error = nullptr);

private:
    bool insertNew(const QImage &image, const QString &text, QString *error);
    SkinStructureCommand::Host host() const;

    Document *m_document;
    SkinEdits *m_edits;
    std::function<void()> m_changed;
};

} // namespace ackedit::document
