#include "scene/leveltextures.h"

#include "common/tgaimage.h"
#include "imageconvert.h"
#include "model/externalskinfinder.h"
#include "wad/wadfile.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cstring>

namespace ackedit::document {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("ackedit::document", text); }

// The level's own palette, for 8-bit WAD textures without a palette lump; false if none.
bool levelPalette(const SceneDocument &doc, format::Palette *palette)
{
    if (const auto *wmp = dynamic_cast<const format::WmpTextFile *>(doc.asset())) {
        const QByteArray &rgb = wmp->wed().palette;
        if (rgb.size() < 768)
            return false;
        std::memcpy(palette->rgb, rgb.constData(), 768);
        return true;
    }
    if (const auto *wmpb = dynamic_cast<const format::WmpbFile *>(doc.asset()); wmpb && wmpb->hasPalette()) {
        *palette = wmpb->palette();
        return true;
    }
    return false;
}

} // namespace

const LevelTexture *LevelTextures::find(const QString &name) const
{
    for (const LevelTexture &t : textures) {
        if (t.name.compare(name, Qt::CaseInsensitive) == 0)
            return &t;
    }
    return nullptr;
}

bool hasEditableTextures(const SceneDocument &doc)
{
    return dynamic_cast<const format::WmpTextFile *>(doc.asset()) || dynamic_cast<const format::WmpbFile *>(doc.asset());
}

QList<NodeId> texturableBlocks(const SceneDocument &doc, const QList<NodeId> &ids)
{
    const auto texturable = [&doc](NodeId id) {
        if (doc.nodeKind(id) != NodeKind::Block)
            return false;
        const QList<NodeProperty> props = doc.properties(id);
        return std::any_of(props.cbegin(), props.cend(),
                           [](const NodeProperty &p) { return p.key == QLatin1String("texture") && !p.readOnly; });
    };
    const QSet<NodeId> listedIds(ids.cbegin(), ids.cend());
    QList<NodeId> out, stack = doc.children(0);
    std::reverse(stack.begin(), stack.end());
    // Tree order; a node is taken when it or one of its ancestors is listed.
    QList<std::pair<NodeId, bool>> todo;
    for (NodeId id : stack)
        todo.append({id, false});
    while (!todo.isEmpty()) {
        const auto [id, inListed] = todo.takeLast();
        const bool listed = inListed || listedIds.contains(id);
        if (listed && texturable(id))
            out << id;
        QList<NodeId> kids = doc.children(id);
        for (auto it = kids.crbegin(); it != kids.crend(); ++it)
            todo.append({*it, listed});
    }
    return out;
}

QStringList levelWadNames(const SceneDocument &doc)
{
    QStringList out;
    if (const auto *wmp = dynamic_cast<const format::WmpTextFile *>(doc.asset())) {
        for (const auto &wad : wmp->wed().wads)
            out << wad.path;
    } else if (const auto *wmpb = dynamic_cast<const format::WmpbFile *>(doc.asset())) {
        out = wmpb->wadPaths();
    }
    return out;
}

LevelTextureSources levelTextureSources(const SceneDocument &doc)
{
    LevelTextureSources sources;
    sources.levelFile = doc.fileName();
    sources.wads = levelWadNames(doc);
    if (const auto *wmpb = dynamic_cast<const format::WmpbFile *>(doc.asset()))
        sources.textureFolders = wmpb->textureFolders();
    if (format::Palette palette; levelPalette(doc, &palette))
        sources.palette = palette;
    return sources;
}

LevelTextures loadLevelTextures(const SceneDocument &doc)
{
    return loadLevelTextures(levelTextureSources(doc));
}

namespace {

// The images of the level's texture folders (a stored "..\textures" is looked up beside the
// level), each name once, after the WADs.
void readTextureFolders(const LevelTextureSources &sources, QSet<QString> *names, LevelTextures *out)
{
    const QDir levelDir = QFileInfo(sources.levelFile).dir();
    for (const QString &stored : sources.textureFolders) {
        QString relative = stored;
        relative.replace(QLatin1Char('\\'), QLatin1Char('/'));
        const QDir folder(QDir::isAbsolutePath(relative) ? relative : levelDir.filePath(relative));
        if (!folder.exists())
            continue; // common (WED writes one by default); a face's texture not found is named
        const QFileInfoList files = folder.entryInfoList({QStringLiteral("*.tga"), QStringLiteral("*.bmp"), QStringLiteral("*.png"),
                                                          QStringLiteral("*.jpg"), QStringLiteral("*.jpeg")},
                                                         QDir::Files, QDir::Name | QDir::IgnoreCase);
        for (const QFileInfo &file : files) {
            const QString name = file.completeBaseName();
            if (names->contains(name.toLower()))
                continue;
            QImage image;
            if (file.suffix().compare(QLatin1String("tga"), Qt::CaseInsensitive) == 0) {
                QFile f(file.filePath());
                try {
                    if (f.open(QIODevice::ReadOnly))
                        image = toQImage(format::readTga(f.readAll()));
                } catch (const format::FormatError &) {
                }
            } else {
                image.load(file.filePath());
            }
            if (image.isNull()) {
                out->problems << tr("Texture %1 cannot be read").arg(file.filePath());
                continue;
            }
            names->insert(name.toLower());
            out->textures.append({name, file.filePath(), image});
        }
    }
}

} // namespace

LevelTextures loadLevelTextures(const LevelTextureSources &sources)
{
    LevelTextures out;
    QSet<QString> names; // lower case: the first WAD that has a name wins
    const ExternalSkinFinder finder(sources.levelFile);
    for (const QString &stored : sources.wads) {
        const QString path = finder.locate(stored);
        if (path.isEmpty()) {
            out.problems << tr("WAD %1 not found next to the level").arg(stored);
            continue;
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            out.problems << tr("WAD %1 cannot be read: %2").arg(path, file.errorString());
            continue;
        }
        try {
            const std::unique_ptr<format::WadFile> wad = format::readWad(file.readAll());
            if (sources.palette)
                wad->setFallbackPalette(*sources.palette);
            for (int i = 0; i < wad->skinCount(); ++i) {
                const QString name = wad->textureName(i);
                if (names.contains(name.toLower()))
                    continue;
                names.insert(name.toLower());
                out.textures.append({name, path, toQImage(wad->skinImage(i))});
            }
        } catch (const format::FormatError &e) {
            out.problems << tr("WAD %1 is damaged: %2").arg(path, e.toString());
        }
    }
    readTextureFolders(sources, &names, &out);
    return out;
}

QStringList levelFaceTextures(const SceneDocument &doc)
{
    if (const auto *wmp = dynamic_cast<const format::WmpTextFile *>(doc.asset()))
        return wmp->textureNames();
    if (const auto *wmpb = dynamic_cast<const format::WmpbFile *>(doc.asset()))
        return wmpb->textureNames();
    return {};
}

QList<QImage> levelSkins(SceneDocument &doc, const LevelTextures &textures)
{
    auto *wmp = dynamic_cast<format::WmpTextFile *>(doc.asset());
    auto *wmpb = dynamic_cast<format::WmpbFile *>(doc.asset());
    QHash<QString, const LevelTexture *> byName; // lower case, the first of a name
    for (const LevelTexture &t : textures.textures)
        byName.insert(t.name.toLower(), byName.value(t.name.toLower(), &t));
    QList<QImage> skins;
    for (const QString &name : levelFaceTextures(doc)) {
        const LevelTexture *t = byName.value(name.toLower());
        skins.append(t ? t->image : QImage());
        if (t && !t->image.isNull()) {
            if (wmp)
                wmp->setTextureSize(name, t->image.width(), t->image.height());
            if (wmpb)
                wmpb->setTextureSize(name, t->image.width(), t->image.height());
        }
    }
    return skins;
}

} // namespace ackedit::document
