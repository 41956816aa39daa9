#include "waddocument.h"

#include "common/fixedstring.h"
#include "io/formaterror.h"
#include "valuechangecommand.h"
#include "wadlumpinsertcommand.h"

#include <QUndoStack>

namespace ackedit::document {

using format::WadFile;
using format::WadLump;

namespace {

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

} // namespace

WadDocument::WadDocument(std::unique_ptr<WadFile> file, QString fileName, QObject *parent)
    : Document(std::move(file), std::move(fileName), parent), m_wad(static_cast<WadFile *>(asset()))
{
}

std::unique_ptr<Document> WadDocument::createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName)
{
    if (!dynamic_cast<WadFile *>(asset.get()))
        return nullptr;
    return std::make_unique<WadDocument>(std::unique_ptr<WadFile>(static_cast<WadFile *>(asset.release())), fileName);
}

QString WadDocument::nameProblem(const QString &name, int texture) const
{
    if (name.isEmpty())
        return tr("A texture needs a name.");
    if (!format::fieldText(name, MaxNameLength))
        return tr("\"%1\" does not fit: texture names have at most %2 characters, Latin-1 only.")
            .arg(name)
            .arg(MaxNameLength);
    for (int i = 0; i < textureCount(); ++i)
        if (i != texture && textureName(i).compare(name, Qt::CaseInsensitive) == 0)
            return tr("Another texture is already named \"%1\".").arg(textureName(i));
    return {};
}

QString WadDocument::freeName(const QString &base) const
{
    for (int n = 2;; ++n) {
        const QString suffix = QStringLiteral("_%1").arg(n);
        const QString name = base.left(MaxNameLength - suffix.size()) + suffix;
        if (nameProblem(name, -1).isEmpty())
            return name;
    }
}

int WadDocument::lumpOfTexture(int texture, QString *error) const
{
    const int lumpIndex = m_wad->lumpIndexOfTexture(texture);
    if (lumpIndex < 0)
        setError(error, tr("There is no texture %1.").arg(texture));
    return lumpIndex;
}

WadLump WadDocument::renamedCopy(int lumpIndex, const QString &name) const
{
    WadLump lump = m_wad->lumps()[size_t(lumpIndex)];
    const QByteArray text = format::fieldText(name, MaxNameLength).value_or(QByteArray());
    lump.name = format::withText(lump.name, text);
    lump.texture.name = format::withText(lump.texture.name, text);
    lump.gapBefore.clear(); // a new lump sits right after the one before it
    return lump;
}

bool WadDocument::renameTexture(int texture, const QString &name, QString *error)
{
    const int lumpIndex = lumpOfTexture(texture, error);
    if (lumpIndex < 0)
        return false;
    if (const QString problem = nameProblem(name, texture); !problem.isEmpty()) {
        setError(error, problem);
        return false;
    }
    if (textureName(texture) == name)
        return true;
    WadLump after = renamedCopy(lumpIndex, name);
    after.gapBefore = m_wad->lumps()[size_t(lumpIndex)].gapBefore;
    pushLumpChange(lumpIndex, std::move(after), tr("Rename texture %1 to %2").arg(textureName(texture), name));
    return true;
}

bool WadDocument::replaceTexture(int texture, const format::RgbaImage &image, QString *error)
{
    const int lumpIndex = lumpOfTexture(texture, error);
    if (lumpIndex < 0)
        return false;
    // Encoded in place (the writer's checks and encoder), then put back for the command to apply.
    WadLump before = m_wad->lumps()[size_t(lumpIndex)];
    try {
        m_wad->replaceTexture(texture, image);
    } catch (const format::FormatError &e) {
        setError(error, e.problem);
        return false;
    }
    WadLump after = m_wad->lumps()[size_t(lumpIndex)];
    m_wad->setLump(lumpIndex, before);
    pushLumpChange(lumpIndex, std::move(after), tr("Replace texture %1").arg(textureName(texture)));
    return true;
}

void WadDocument::pushLumpChange(int lumpIndex, WadLump after, const QString &text)
{
    using Command = ValueChangeCommand<WadLump>;
    undoStack()->push(new Command(text,
                                  Command::readWrite([this, lumpIndex] { return m_wad->lumps()[size_t(lumpIndex)]; },
                                                     [this, lumpIndex](const WadLump &lump) { setLump(lumpIndex, lump); }),
                                  std::move(after)));
}

bool WadDocument::duplicateTexture(int texture, QString *error)
{
    const int lumpIndex = lumpOfTexture(texture, error);
    if (lumpIndex < 0)
        return false;
    WadFile::PlacedLump placed;
    placed.lump = renamedCopy(lumpIndex, freeName(textureName(texture)));
    placed.lumpIndex = lumpIndex + 1;
    placed.layoutPosition = placed.lump.diskSize() > 0 ? m_wad->layoutPositionForNewLump(placed.lumpIndex) : -1;
    undoStack()->push(new WadLumpInsertCommand(this, WadLumpInsertCommand::Action::Insert, std::move(placed),
                                               tr("Duplicate texture %1").arg(textureName(texture))));
    return true;
}

bool WadDocument::addTexture(const QString &name, const format::RgbaImage &image, int like, QString *error)
{
    if (like < 0)
        like = 0;
    const int likeLump = m_wad->lumpIndexOfTexture(like);
    if (likeLump < 0) {
        setError(error, tr("The archive has no texture to take the pixel type from."));
        return false;
    }
    if (const QString problem = nameProblem(name, -1); !problem.isEmpty()) {
        setError(error, problem);
        return false;
    }
    WadFile::PlacedLump placed;
    placed.lump = renamedCopy(likeLump, name);
    placed.lumpIndex = int(m_wad->lumps().size()); // the last lump, so the new texture is the last texture
    placed.layoutPosition = m_wad->layoutPositionForNewLump(placed.lumpIndex);
    // Encoded through the archive (it knows the palette and the pixel type), then taken out again.
    m_wad->placeLump(placed);
    try {
        m_wad->replaceTexture(textureCount() - 1, image);
    } catch (const format::FormatError &e) {
        m_wad->takeLump(placed.lumpIndex);
        setError(error, e.problem);
        return false;
    }
    placed = m_wad->takeLump(placed.lumpIndex);
    undoStack()->push(new WadLumpInsertCommand(this, WadLumpInsertCommand::Action::Insert, std::move(placed),
                                               tr("Add texture %1").arg(name)));
    return true;
}

bool WadDocument::deleteTexture(int texture, QString *error)
{
    const int lumpIndex = lumpOfTexture(texture, error);
    if (lumpIndex < 0)
        return false;
    WadFile::PlacedLump placed;
    placed.lumpIndex = lumpIndex; // the command takes the lump (and its place) when it runs
    undoStack()->push(new WadLumpInsertCommand(this, WadLumpInsertCommand::Action::Remove, std::move(placed),
                                               tr("Delete texture %1").arg(textureName(texture))));
    return true;
}

void WadDocument::setLump(int lumpIndex, const WadLump &lump)
{
    m_wad->setLump(lumpIndex, lump);
    Q_EMIT texturesChanged();
}

void WadDocument::placeLump(const WadFile::PlacedLump &placed)
{
    m_wad->placeLump(placed);
    Q_EMIT texturesChanged();
}

WadFile::PlacedLump WadDocument::takeLump(int lumpIndex)
{
    WadFile::PlacedLump placed = m_wad->takeLump(lumpIndex);
    Q_EMIT texturesChanged();
    return placed;
}

} // namespace ackedit::document
