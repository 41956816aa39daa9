#pragma once
// A block's "texture" property in the level sources (text WMP, WMPB): the texture every face
// shares, empty when the faces differ; setting it retextures every face.
#include "common/texturename.h"

#include <QString>

namespace ackedit::document {

// The texture all `faces` use (anything with a QString `texture`), or an empty string.
template <typename Faces>
QString commonTexture(const Faces &faces)
{
    if (faces.empty())
        return {};
    const QString first = faces.front().texture;
    for (const auto &f : faces) {
        if (f.texture != first)
            return {};
    }
    return first;
}

// A name both level sources can hold and WADs can list (format::textureNameProblem's rule), at
// most 255 characters (a WAD names a texture in 16 bytes; anything that long is a mistake).
inline bool isTextureName(const QString &name)
{
    return name.size() <= 255 && format::textureNameProblem(name).isEmpty();
}

} // namespace ackedit::document
