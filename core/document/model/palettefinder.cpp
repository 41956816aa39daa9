#include "model/palettefinder.h"

#include "model/externalskinfinder.h"
#include "skin/palettedither.h"

#include "common/pcximage.h"
#include "io/formaterror.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cstring>

namespace ackedit::document {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ackedit::document", text);
}

constexpr qint64 LmpSize = 768;

} // namespace

format::Palette readPaletteFile(const QByteArray &bytes)
{
    if (bytes.size() == LmpSize) {
        format::Palette p;
        std::memcpy(p.rgb, bytes.constData(), LmpSize);
        return p;
    }
    if (format::looksLikePcx(bytes))
        return format::readPcxPalette(bytes);
    throw format::FormatError(0, QStringLiteral("palette"),
                              QStringLiteral("neither an 8-bit PCX nor a 768-byte palette (%1 bytes)").arg(bytes.size()));
}

PaletteSearch findSkinPalette(const QString &modelPath)
{
    PaletteSearch s;
    const ExternalSkinFinder finder(modelPath);
    s.searched = finder.searchFolders();
    for (const QString &name : {QStringLiteral("palette.pcx"), QStringLiteral("palette.lmp")}) {
        const QString path = finder.find(name).path;
        if (path.isEmpty())
            continue;
        QFile file(path);
        if (file.size() > 16 * 1024 * 1024 || !file.open(QIODevice::ReadOnly)) {
            s.problem = tr("Palette file %1 cannot be read: %2").arg(QDir::toNativeSeparators(path), file.errorString());
            continue;
        }
        try {
            s.palette = readPaletteFile(file.readAll());
            s.path = path;
            s.problem.clear();
            return s;
        } catch (const format::FormatError &e) {
            s.problem = tr("Palette file %1 cannot be used: %2").arg(QDir::toNativeSeparators(path), e.toString());
        }
    }
    if (s.problem.isEmpty())
        s.problem = tr("No palette.pcx or palette.lmp found for the 8-bit skins; looked in %1. They are shown in grey levels.")
                        .arg(s.searched.isEmpty() ? tr("no folder (the model is not saved yet)")
                                                  : QDir::toNativeSeparators(s.searched.join(QStringLiteral(", "))));
    return s;
}

bool needsSkinPalette(const format::AssetFile &asset)
{
    if (const auto *mdl = dynamic_cast<const format::MdlFile *>(&asset)) {
        if (mdl->palette())
            return false;
    } else if (const auto *mdl7 = dynamic_cast<const format::Mdl7File *>(&asset)) {
        if (mdl7->palette())
            return false;
    } else {
        return false;
    }
    for (int i = 0; i < asset.skinCount(); ++i)
        if (skinPalette(asset, i))
            return true;
    return false;
}

bool applySkinPalette(format::AssetFile &asset, const format::Palette &palette)
{
    if (!needsSkinPalette(asset))
        return false;
    if (auto *mdl = dynamic_cast<format::MdlFile *>(&asset))
        mdl->setPalette(palette);
    else if (auto *mdl7 = dynamic_cast<format::Mdl7File *>(&asset))
        mdl7->setPalette(palette);
    return true;
}

} // namespace ackedit::document
