#pragma once
// `ackedit-cli convert`: models moved between Gamestudio's versions. MDL2..MDL5 and IDPO become
// MDL7 without losing geometry, UVs, frames or skin pixels (what changes is listed: 8-bit skins
// stored as RGB888, normals by MDL7's rule); an MDL7 becomes an MDL5 only when it fits (one skin
// size, UVs on whole texels, embedded pixel skins, no bone-posed frames, at most 65,535 vertices),
// otherwise the refusal says what does not fit, and the 16-bit position packing's largest error is
// reported. Runs on any thread.
#include "common/assetfile.h"

#include <QStringList>

#include <memory>

namespace ackedit::document::modelconvert {

struct Conversion
{
    std::unique_ptr<format::AssetFile> file; // null when refused
    QString refusal;                          // why it was refused
    QStringList notes;                        // what changed on the way
};

// `target`: "MDL7" or "MDL5". A source already in the target version is refused (nothing to do).
Conversion convert(const format::AssetFile &source, const QString &target);

} // namespace ackedit::document::modelconvert
