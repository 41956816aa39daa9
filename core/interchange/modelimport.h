#pragma once
// File ▸ Import… and `ackedit-cli import`: a model from any file assimp reads (OBJ, FBX, glTF 2,
// 3DS, DAE, X, …) made into a new MDL7. Each mesh instance becomes a group, each material's
// texture a skin (UVs kept), the rest pose and the chosen animations (node keys, bones, morph
// targets) frames sampled at a rate; a file whose morph targets are not animated (ackedit's own
// glTF export of every frame) gets one frame per target. A skinned model keeps its skeleton as
// MDL7 bones with per-frame keys where that reproduces every sampled frame (importskeleton.h).
// Runs on any thread.
#include "importoptions.h"

#include <QByteArray>

#include <atomic>
#include <functional>

namespace ackedit::interchange {

// What `path` holds, or why it cannot be imported (ImportPreview::error).
ImportPreview previewImport(const QString &path);

struct ImportResult
{
    QByteArray mdl7;        // the new model's bytes (what a save writes); empty on failure
    QString error;          // "FILE: problem" when it failed or was cancelled
    bool cancelled = false;
    int groups = 0, triangles = 0, frames = 0, skins = 0;
    int bones = 0;          // MDL7 bones made from the file's skeleton (0: frames hold positions)
};

// Imports `path`. `progress` (may be empty) hears 0..1 as frames are sampled; `cancel` (may be
// null) stops the import between frames.
ImportResult importModel(const QString &path, const ImportOptions &options,
                         const std::function<void(double)> &progress = {}, const std::atomic<bool> *cancel = nullptr);

} // namespace ackedit::interchange
