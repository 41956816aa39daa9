#pragma once
#include <QStringList>

namespace ackedit::cli {

// `level list FILE`, `level add FILE OUT KIND --at X,Y,Z [--name N] [--file F] [--size X,Y,Z]
// [--parent ID]`, `level move FILE OUT ID --by DX,DY,DZ`, `level remove FILE OUT ID`, `level group
// FILE OUT ID...`, `level ungroup FILE OUT ID`: the level
// editor's edits through the same SceneDocument methods the views call, saved by the format's
// writer (WMB, text WMP, WMPB).
int cmdLevel(const QStringList &args);

} // namespace ackedit::cli
