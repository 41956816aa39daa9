#pragma once
#include <QStringList>

namespace ackedit::cli {

// `frames list FILE`, `frames rename FILE OUT N NAME`, `frames delete FILE OUT N[-M]` and
// `frames interpolate FILE OUT --between A,B --count N`: a model's frames, edited through the
// same ModelDocument commands as the editor and saved with Document::saveAs (repack on save).
int cmdFrames(const QStringList &args);

// `repack-report FILE`: per frame the packing, bounds and largest error against the stored
// values, and what a save would change (packing, step growth, precision lost by unedited frames).
int cmdRepackReport(const QStringList &args);

} // namespace ackedit::cli
