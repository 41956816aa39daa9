#pragma once
// The textures a level source (text WMP, WMPB) can use: the WAD files its settings list, found
// where the engine and WED would look (ExternalSkinFinder's rules: the level's folder, PATH
// folders of the scripts beside it, parents, case-insensitive; a stored "J:\wads\wok.wad" is
// looked up as "wads/wok.wad" and "wok.wad"). The texture browser lists them, and the level
// views draw the faces with them. Reading is a plain function of the document's state.
#include "common/rgbaimage.h"
#include "scene/scenedocument.h"

#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ackedit::document {

struct LevelTexture
{
    QString name;   // as the WAD lists it
    QString wad;    // the WAD file it comes from (or the image file, from a texture folder)
    QImage image;   // decoded (8-bit textures through the WAD's or the level's palette)
};

struct LevelTextures
{
    QList<LevelTexture> textures; // WAD order, then lump order; the first of a name wins
    QStringList problems;         // user text: a WAD not found or not readable
    // The texture of this name (case-insensitive, as the engine matches), or null.
    const LevelTexture *find(const QString &name) const;
};

// Whether the level's blocks carry texture names that can be edited (text WMP and WMPB; a
// WMB's blocks are compiled geometry with its textures inside).
bool hasEditableTextures(const SceneDocument &doc);

// The blocks of `ids` and those inside listed groups whose texture can be set (text WMP, WMPB),
// each once, in tree order: what applying a texture to a selection retextures.
QList<NodeId> texturableBlocks(const SceneDocument &doc, const QList<NodeId> &ids);

// The WAD files the level's settings list, as stored (empty for a WMB: its textures are inside).
QStringList levelWadNames(const SceneDocument &doc);
// What reading the level's WADs needs, taken from the document on its own thread so that the
// reading can run on another (the level editor reads them off the GUI thread).
struct LevelTextureSources
{
    QString levelFile;            // where the search starts (the level's folder)
    QStringList wads;             // as the settings list them
    QStringList textureFolders;   // WMPB: folders of image textures, as stored (relative to the level)
    std::optional<format::Palette> palette; // the level's, for WADs without one of their own
};
LevelTextureSources levelTextureSources(const SceneDocument &doc);
// Reads every listed WAD that is found, then the images (TGA, BMP, PNG, JPG) in the texture
// folders, named by their base name; a WAD's texture wins over an image of the same name. Never
// throws; safe on any thread.
LevelTextures loadLevelTextures(const LevelTextureSources &sources);
// Both steps on the caller's thread.
LevelTextures loadLevelTextures(const SceneDocument &doc);
// The texture names the faces use, in the order of the level mesh's skin indices.
QStringList levelFaceTextures(const SceneDocument &doc);
// One image per face texture (levelFaceTextures order; a null image where the WADs have none),
// and each found texture's size given to the level file so the mesh's UVs repeat as in WED.
QList<QImage> levelSkins(SceneDocument &doc, const LevelTextures &textures);

} // namespace ackedit::document
