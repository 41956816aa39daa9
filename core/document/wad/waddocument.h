#pragma once
// A texture archive (WAD2/WAD7) as a document: its textures renamed, replaced from an image,
// duplicated, added and deleted, each as one undo step (as in WED's texture manager). Every
// command keeps the whole other lump (a ValueChangeCommand of the lump) or the lump with its place
// in the file (WadLumpInsertCommand), so undo writes back the original bytes; other lumps are
// never touched.
#include "document.h"
#include "wad/wadfile.h"

namespace ackedit::document {

class WadDocument : public Document
{
    Q_OBJECT
public:
    // The engine reads texture names as C strings in a 16-byte field.
    static constexpr int MaxNameLength = 15;

    WadDocument(std::unique_ptr<format::WadFile> file, QString fileName, QObject *parent = nullptr);
    static std::unique_ptr<Document> createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName);

    format::WadFile *wad() const { return m_wad; }
    int textureCount() const { return m_wad->skinCount(); }
    QString textureName(int texture) const { return m_wad->textureName(texture); }

    // Each pushes one command; false (with `error` set to a user message) when refused, and then
    // nothing changed. Names: 1..15 Latin-1 characters, unique in the archive (case-insensitive).
    bool renameTexture(int texture, const QString &name, QString *error);
    // Re-encoded in the texture's own pixel type with regenerated mip levels; the size follows the image.
    bool replaceTexture(int texture, const format::RgbaImage &image, QString *error);
    // A copy right after it, named "<name>_2" (or the next free number).
    bool duplicateTexture(int texture, QString *error);
    // A new last texture in the pixel type of texture `like` (the first texture when -1).
    bool addTexture(const QString &name, const format::RgbaImage &image, int like, QString *error);
    bool deleteTexture(int texture, QString *error);

    // Why `name` cannot name texture `texture` (-1: a new one); empty when it can.
    QString nameProblem(const QString &name, int texture) const;
    // "<base>_N" for the smallest N >= 2 that is free and fits.
    QString freeName(const QString &base) const;

    // For the commands: change the archive and tell the views.
    void setLump(int lumpIndex, const format::WadLump &lump);
    void placeLump(const format::WadFile::PlacedLump &placed);
    format::WadFile::PlacedLump takeLump(int lumpIndex);

signals:
    // Any texture added, removed, renamed or repainted (edits, undo and redo).
    void texturesChanged();

private:
    // The lump of `texture`, or -1 with `error` set.
    int lumpOfTexture(int texture, QString *error) const;
    // Lump `lumpIndex` with both copies of its name (directory and record) set to `name`.
    format::WadLump renamedCopy(int lumpIndex, const QString &name) const;
    // One undo step putting `after` in place of lump `lumpIndex`.
    void pushLumpChange(int lumpIndex, format::WadLump after, const QString &text);

    format::WadFile *m_wad;
};

} // namespace ackedit::document
