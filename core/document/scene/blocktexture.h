#pragma once
// A block's "texture" property in the level sources (text WMP, WMPB): the texture every face
// shares, empty when the faces differ; setting it retextures every face.
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

// A name both level sources can hold and WADs can list: one Latin-1 word without blanks,
// control characters or the text WMP's punctuation ({ } ( ) [ ] : , < > "), at most 255 bytes.
inline bool isTextureName(const QString &name)
{
    if (name.isEmpty() || name.size() > 255 || name.contains(QStringLiteral("//")))
        return false;
    for (QChar c : name) {
        const ushort u = c.unicode();
        if (u <= 32 || u > 255 || QStringLiteral("{}()[]:,<>\"").contains(c))
            return false;
    }
    return true;
}

} // namespace ackedit::document
