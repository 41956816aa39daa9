#pragma once
// File ▸ Export… and `ackedit-cli export`: a model (one frame, or every frame as morph targets),
// a terrain or a level's geometry written through assimp's exporters as glTF 2 binary (.glb) or
// OBJ (.obj with its .mtl and the skins as PNG files beside it). Skins become textures (embedded
// in a .glb); a compiled level's lightmap coordinates are the second UV set. Gamestudio's Z-up
// turns into the Y-up both formats mean. Runs on any thread; writes every file atomically, and
// nothing when anything fails.
#include <QString>
#include <QStringList>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::interchange {

struct ExportOptions
{
    int frame = 0;          // the frame written (models)
    bool allFrames = false; // every frame as a morph target of the first (.glb only)
};

struct ExportResult
{
    QString error;       // empty on success
    QStringList written; // the files written
    int triangles = 0, frames = 0, textures = 0;
};

// The file types export writes (by the output's extension).
QStringList exportExtensions();

ExportResult exportAsset(const format::AssetFile &asset, const QString &outPath, const ExportOptions &options);

} // namespace ackedit::interchange
