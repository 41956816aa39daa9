#pragma once
// What File ▸ Import… and `ackedit-cli import` ask before a model from another tool becomes an MDL7.
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ackedit::interchange {

struct ImportOptions
{
    enum class UpAxis { Y, Z }; // the source's up axis; Gamestudio's is Z
    float scale = 1.f;          // applied after turning the model upright
    UpAxis up = UpAxis::Y;      // glTF, OBJ and most exporters: Y up
    double fps = 10.0;          // animations are sampled into frames at this rate
    // Which of the file's animations become frames (indices into ImportPreview::animations);
    // nullopt = all of them.
    std::optional<std::vector<int>> animations;
};

// What a file holds, read before importing (the dialog's preview and its animation list).
struct ImportPreview
{
    QString error;              // why the file cannot be imported; empty when it can
    int meshes = 0;             // mesh instances: each becomes a group
    int triangles = 0;
    int skins = 0;              // materials with a texture
    int morphTargets = 0;       // largest number of a mesh's morph targets
    struct Animation
    {
        QString name;
        double seconds = 0;
    };
    std::vector<Animation> animations;

    // Frames that `options` makes (at least one: the rest pose).
    int frameCount(const ImportOptions &options) const;
};

} // namespace ackedit::interchange
