#pragma once
#include <QStringList>

namespace ackedit::cli {

// `import IN OUT.mdl [--scale S] [--fps F] [--up y|z] [--animations I,J,...]`: a model from any
// file assimp reads made into a new MDL7 (interchange::importModel).
int cmdImport(const QStringList &args);

// `export IN OUT.glb|OUT.obj [--frame N] [--frames all]`: a model, terrain or level written as
// glTF 2 binary or OBJ (interchange::exportAsset).
int cmdExport(const QStringList &args);

} // namespace ackedit::cli
