#pragma once
// File-dialog filters: one entry per kind of file ackedit opens, and the one filter that fits a
// document when saving it (a document is always written back in its own format).
#include <QString>
#include <QStringList>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::app {

// "All supported files (...);;Models (*.mdl);;Terrains (*.hmp);;..."
QString openFileFilter();
// The filter for saving `asset` (e.g. "Models (*.mdl)"), followed by "All files (*)".
QString saveFileFilter(const format::AssetFile &asset);
// The extension files of `asset`'s format carry ("mdl", "hmp", "wmb", "wmp", "wad").
QString fileExtension(const format::AssetFile &asset);

} // namespace ackedit::app
