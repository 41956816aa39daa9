#pragma once

#include <QString>

namespace ackedit::bench {

// The corpus folder: $ACKEDIT_CORPUS, else ../shared/corpus beside the source tree.
QString corpusDir();

// BM_Read/<corpus path>, BM_AssimpRead/<corpus path> and BM_Write/<corpus path> for every
// corpus file ackedit reads (assimp only for the files assimp can read), plus BM_Parse/<corpus
// path> (BM_Read on bytes already in memory) and three floors: BM_Memcpy/<corpus path> (one
// memcpy of the bytes into a buffer reused across iterations, cache-hot), BM_MemcpyFresh/<corpus
// path> (a copy into a newly allocated buffer each time) and BM_ReadFile/<corpus path> (reading
// the file, the part of BM_Read that is not parsing). BM_ReadLargeWmp/<objects> parses a
// generated text WMP from memory.
void registerFormatBenchmarks();

// BM_Build/<corpus source>, BM_BuildNoLight/<corpus source>, BM_BuildGenerated (bench_build.cpp).
void registerBuildBenchmarks();

} // namespace ackedit::bench
