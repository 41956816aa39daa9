#pragma once
// A material's texture as a skin image: embedded in the file (glTF binary, FBX) or a file beside
// it (OBJ's map_Kd, a glTF's uri), read through Qt's image readers.
#include "common/rgbaimage.h"

#include <QString>

struct aiMaterial;
struct aiScene;

namespace ackedit::interchange {

struct MaterialTexture
{
    bool present = false;     // the material names a texture
    format::RgbaImage image;  // its pixels when present and readable
    QString name;             // the texture's file name (or "embedded image N")
    bool embedded = false;    // held in the model file itself
    QString error;            // present but unreadable: why
};

// The diffuse (or glTF base colour) texture of `material`; files are looked up from `folder`.
MaterialTexture materialTexture(const aiScene *scene, const aiMaterial *material, const QString &folder);

} // namespace ackedit::interchange
