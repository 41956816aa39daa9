#pragma once
// A model (MDL2..MDL7, IDPO) as a document. Model editing (vertex moves, skin painting, frame
// and skin management) changes the asset through commands that call the notify* methods, so
// views update only what changed: a frame's vertices, one skin's pixels, or the frame/skin lists.
#include "document.h"

#include <QImage>
#include <QList>
#include <QSet>
#include <QStringList>

namespace ackedit::document {

class ModelDocument : public Document
{
    Q_OBJECT
public:
    using Document::Document;
    // For the document factory: a ModelDocument when `asset` is a model (taking it), else null.
    static std::unique_ptr<Document> createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName);

    int frameCount() const { return asset()->frameCount(); }
    QStringList frameNames() const { return asset()->frameNames(); }
    int skinCount() const { return asset()->skinCount(); }

    // The skins as the editor shows them: embedded ones decoded, external ones read from where
    // the engine would find them (ExternalSkinFinder). `problems` gets one user message per skin
    // in `drawn` (those the triangles use; normal or detail maps are not drawn) that cannot be
    // shown: which file was looked for, and where.
    QList<QImage> skinImages(const QSet<int> &drawn, QStringList *problems = nullptr) const;

    // Called by commands after they changed the asset (design rule 3).
    void notifyFrameChanged(int frame) { emit frameChanged(frame); }
    void notifySkinChanged(int skin) { emit skinChanged(skin); }
    void notifyFramesChanged() { emit framesChanged(); }
    void notifySkinsChanged() { emit skinsChanged(); }

signals:
    void frameChanged(int frame); // vertices of one frame changed (-1: every frame)
    void skinChanged(int skin);   // pixels of one skin changed
    void framesChanged();         // frames added, removed, reordered or renamed
    void skinsChanged();          // skins added, removed or reordered
};

} // namespace ackedit::document
