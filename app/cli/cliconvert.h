#pragma once
#include <QStringList>

namespace ackedit::cli {

// `convert --to mdl7|mdl5 FILE... DIR [--threads N]` (document::modelconvert on every file).
int cmdConvert(const QStringList &args);

// `skins extract FILE... DIR [--threads N]`: every skin of every file as DIR/NAME_skinN.png.
int cmdSkins(const QStringList &args);

} // namespace ackedit::cli
