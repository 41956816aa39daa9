// The terrain and level rules of ValidationRules: HMP, WMB, text WMP and WMPB.
#include "validationrules.h"
#include "findinglist.h"
#include "levelfiles.h"

#include "document.h"
#include "scene/wmbdocument.h"

#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace ackedit::document {

namespace {

constexpr int kTerrainChunk = 32; // the engine's default terrain_chunk (mesh squares per chunk)
constexpr int kEntityFileField = 32; // the longest file field of a compiled entity (33 bytes, NUL)

void checkEntityFile(FindingList &out, const LevelFiles &files, const QString &file, int maxLength,
                     FindingLocation where, const QString &what)
{
    if (file.isEmpty())
        return;
    if (maxLength >= 0 && file.size() > maxLength) // -1: the caller checks the stored field
        out.add(QStringLiteral("level/entity-file-length"), Severity::Error,
                ValidationRules::tr("%1 file name \"%2\" has %3 characters; its field holds %4")
                    .arg(what, file)
                    .arg(file.size())
                    .arg(maxLength),
                where);
    if (files.isKnown() && files.find(file).isEmpty())
        out.add(QStringLiteral("level/entity-file-missing"), Severity::Warning,
                ValidationRules::tr("%1 uses \"%2\", which is in none of the folders the engine searches (%3)")
                    .arg(what, file, files.folders().join(QStringLiteral("; "))),
                where);
}

} // namespace

void ValidationRules::checkHmp(FindingList &out, const format::HmpFile &hmp, const QString &fileName)
{
    for (int f = 0; f < hmp.frameCount(); ++f) // frameName: the frames stay undecoded
        checkName(out, QStringLiteral("name-length/frame"), hmp.frameName(f), enginelimits::NameField,
                  tr("Frame %1").arg(f), {FindingLocation::Kind::Frame, f});
    for (int i = 0; i < int(hmp.skins().size()); ++i) {
        const auto &s = hmp.skins()[size_t(i)];
        const FindingLocation where{FindingLocation::Kind::Skin, i};
        if (s.isExternal())
            checkName(out, QStringLiteral("name-length/texture"), s.externalName().toLatin1(), enginelimits::FileName,
                      tr("Skin %1 external texture").arg(i), where);
        if (s.hasEffect() && isEffectFileName(s.effectText().toLatin1()))
            checkName(out, QStringLiteral("name-length/effect"), s.effectText().toLatin1(), enginelimits::FileName,
                      tr("Skin %1 effect").arg(i), where);
        checkSkinImage(out, i, s.type, s.width, s.height);
    }
    if (hmp.isMesh())
        return; // HMP4 version 0 is a triangle mesh, not a grid
    if (hmp.columns() < 2 || hmp.rows() < 2) {
        out.add(QStringLiteral("terrain/size"), Severity::Error,
                tr("The terrain grid is %1 x %2 vertices: a terrain needs at least 2 x 2").arg(hmp.columns()).arg(hmp.rows()));
        return;
    }
    // Engine manual (terrain_chunk): chunked terrain splits into 32 x 32 squares by default;
    // squares not a multiple of it leave unchunked mesh stripes. "_n" names are never chunked.
    const bool unchunked = QFileInfo(fileName).completeBaseName().endsWith(QLatin1String("_n"), Qt::CaseInsensitive);
    const int sx = hmp.columns() - 1, sy = hmp.rows() - 1;
    if (!unchunked && (sx % kTerrainChunk != 0 || sy % kTerrainChunk != 0))
        out.add(QStringLiteral("terrain/chunk"), Severity::Warning,
                tr("The terrain has %1 x %2 squares, not multiples of terrain_chunk (default %3): the engine "
                   "leaves unchunked mesh stripes at the edges. Use %4 x %5 squares, set terrain_chunk to a "
                   "divisor, or end the file name with \"_n\" for an unchunked terrain")
                    .arg(sx)
                    .arg(sy)
                    .arg(kTerrainChunk)
                    .arg(std::max(1, (sx + kTerrainChunk / 2) / kTerrainChunk) * kTerrainChunk)
                    .arg(std::max(1, (sy + kTerrainChunk / 2) / kTerrainChunk) * kTerrainChunk));
}

void ValidationRules::checkWmb(FindingList &out, const format::WmbFile &wmb, const QString &fileName)
{
    const LevelFiles files(fileName);
    for (int i = 0; i < int(wmb.objects().size()); ++i) {
        const auto &o = wmb.objects()[size_t(i)];
        if (!o.hasFile())
            continue;
        const FindingLocation where{FindingLocation::Kind::Entity, i, -1, o.id};
        const QString file = QString::fromLatin1(o.fileText());
        const QString what = tr("%1 %2 \"%3\"").arg(o.kindName()).arg(i).arg(QString::fromLatin1(o.nameText()));
        // The field as stored: an old entity's 13 bytes hold 12 characters and the NUL; WED's
        // overflow bug lets longer names run into the action field.
        if (!o.fileOverflows() && file.size() <= o.fileWidth() - 1) {
            checkEntityFile(out, files, file, -1, where, what);
            continue;
        }
        Finding &f = out.add(QStringLiteral("level/entity-file-length"), Severity::Error,
                    tr("%1 file name \"%2\" has %3 characters; its %4-byte field holds %5 (the rest runs into "
                       "the next field)")
                        .arg(what, file)
                        .arg(file.size())
                        .arg(o.fileWidth())
                        .arg(o.fileWidth() - 1),
                    where);
        // The long entity record (33-byte file field) exists from WMB6 on; WMB2-4 have none, and an
        // entity record's field is the longest there is.
        if (o.type == quint32(format::WmbObjectKind::OldEntity) && wmb.hasEntityRecords() && file.size() <= 32) {
            const quint32 id = o.id;
            f.fixText = tr("Store %1 in a 372-byte entity record, whose file field holds 32 characters").arg(what);
            f.fixer = [id](Document &document, QString *error) {
                auto *level = qobject_cast<WmbDocument *>(&document);
                if (!level || !level->canWidenEntity(id)) {
                    if (error)
                        *error = tr("The level changed since it was checked; check it again");
                    return false;
                }
                return level->widenEntity(id, error);
            };
        }
        checkEntityFile(out, files, file, -1, where, what);
    }
}

void ValidationRules::checkWmp(FindingList &out, const format::WmpTextFile &wmp, const QString &fileName)
{
    const LevelFiles files(fileName);
    // The editor's nodes are the object records; an entity is selected through its object.
    QHash<int, quint32> nodeOfEntity;
    for (const auto &o : wmp.objects())
        if (o.entity >= 0)
            nodeOfEntity.insert(o.entity, o.id);
    for (int i = 0; i < int(wmp.entities().size()); ++i) {
        const auto &e = wmp.entities()[size_t(i)];
        checkEntityFile(out, files, e.file, kEntityFileField,
                        {FindingLocation::Kind::Entity, i, -1, nodeOfEntity.value(i)},
                        tr("%1 %2 \"%3\"").arg(QString::fromLatin1(e.kind)).arg(i).arg(e.name));
    }
    QStringList wads;
    for (const auto &wad : wmp.wed().wads)
        wads << wad.path;
    checkLevelTextures(out, wads, wmp.textureNames(), fileName);
}

void ValidationRules::checkWmpb(FindingList &out, const format::WmpbFile &wmpb, const QString &fileName)
{
    const LevelFiles files(fileName);
    int index = 0;
    for (const quint32 id : wmpb.nodeIds()) {
        const format::WmpbNode node = wmpb.node(id);
        QString file;
        if (const auto *e = std::get_if<format::WmpbEntityData>(&node.data))
            file = e->file;
        else if (const auto *s = std::get_if<format::WmpbSoundData>(&node.data))
            file = s->file;
        if (!file.isEmpty())
            checkEntityFile(out, files, file, kEntityFileField, {FindingLocation::Kind::Node, index, -1, id},
                            tr("%1 %2 \"%3\"").arg(node.className).arg(id).arg(node.name));
        ++index;
    }
    checkLevelTextures(out, wmpb.wadPaths(), wmpb.textureNames(), fileName);
}

void ValidationRules::checkLevelTextures(FindingList &out, const QStringList &wads, const QStringList &textures,
                                         const QString &fileName)
{
    if (fileName.isEmpty())
        return;
    const LevelFiles files(fileName);
    const QDir folder = QFileInfo(fileName).absoluteDir();
    QSet<QString> available;
    int missingWads = 0;
    for (int i = 0; i < wads.size(); ++i) {
        QString path = wads[i].trimmed();
        path.replace(QLatin1Char('\\'), QLatin1Char('/'));
        // As written (relative to the level), else the bare name where the engine looks.
        if (path.isEmpty() || !QFileInfo(folder.filePath(path)).isFile())
            path = files.find(wads[i]);
        else
            path = folder.filePath(path);
        QString problem;
        if (path.isEmpty()) {
            problem = tr("not found in %1").arg(files.folders().join(QStringLiteral("; ")));
        } else {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                problem = tr("%1: %2").arg(path, file.errorString());
            } else {
                try {
                    const auto wad = format::readAssetFile(file.readAll());
                    if (!wad || wad->kind() != format::AssetFile::Kind::TextureArchive)
                        problem = tr("%1 is not a WAD").arg(path);
                    else
                        for (int t = 0; t < wad->skinCount(); ++t)
                            available.insert(wad->skinName(t).toLower());
                } catch (const format::FormatError &e) {
                    problem = e.toString(path);
                }
            }
        }
        if (!problem.isEmpty()) {
            ++missingWads;
            out.add(QStringLiteral("level/wad-missing"), Severity::Warning,
                    tr("WAD %1 \"%2\" cannot be read (%3): its textures cannot be checked").arg(i).arg(wads[i], problem));
        }
    }
    if (!wads.isEmpty() && missingWads == wads.size())
        return; // nothing to compare with: the WAD findings say why
    for (int t = 0; t < textures.size(); ++t) {
        const QString &name = textures[t];
        // "#default" and other '#' names are WED's placeholders, not WAD textures.
        if (name.isEmpty() || name.startsWith(QLatin1Char('#')) || available.contains(name.toLower()))
            continue;
        out.add(QStringLiteral("level/texture-missing"), Severity::Warning,
                wads.isEmpty() ? tr("Texture \"%1\" is used, but the level lists no WAD").arg(name)
                               : tr("Texture \"%1\" is in none of the level's readable WADs (%n WAD(s) missing)",
                                    nullptr, missingWads)
                                     .arg(name),
                {FindingLocation::Kind::Texture, t});
    }
}

} // namespace ackedit::document
