#pragma once

#include <QString>

namespace ackedit::bench {

// The corpus folder: $ACKEDIT_CORPUS, else ../shared/corpus beside the source tree.
QString corpusDir();

// BM_Read/<corpus path>, BM_AssimpRead/<corpus path> and BM_Write/<corpus path> for every
// corpus file ackedit reads (assimp only for the files assimp can read).
void registerFormatBenchmarks();

} // namespace ackedit::bench
