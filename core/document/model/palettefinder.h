#pragma once
// The palette of a model's 8-bit skins. MDL2/MDL5/MDL7 and Quake 8-bit skins carry no palette
// (../shared/formats/common.md): the engine draws them with the level's palette, by default
// palette.pcx in the work folder; Quake models use Quake's gfx/palette.lmp (768 bytes, R G B).
// Both names are looked up where external skins are (ExternalSkinFinder: the model's folder,
// the scripts' PATH folders, parents; any case). Without one the editor shows grey levels and
// says so.
#include "common/rgbaimage.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::document {

struct PaletteSearch
{
    std::optional<format::Palette> palette;
    QString path;         // the file used, empty if none
    QStringList searched; // folders looked in
    QString problem;      // user text: nothing found, or why the file found cannot be used
};

PaletteSearch findSkinPalette(const QString &modelPath);

// Reads a palette file: an 8-bit PCX (its 256-colour palette) or a 768-byte LMP. Throws
// FormatError naming the problem.
format::Palette readPaletteFile(const QByteArray &bytes);

// Whether `asset` has an 8-bit skin drawn through a palette it does not carry, and gives it
// `palette` when it has none yet (MDL2-5, IDPO, MDL7). Returns true if the palette was taken.
bool needsSkinPalette(const format::AssetFile &asset);
bool applySkinPalette(format::AssetFile &asset, const format::Palette &palette);

} // namespace ackedit::document
