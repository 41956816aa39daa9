#include "bench_formats.h"

#include "assimpprobe.h"
#include "format/wmp/wmptextlarge.h"
#include "formatregistry.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <assimp/DefaultLogger.hpp>
#include <assimp/Importer.hpp>
#include <assimp/scene.h>
#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

namespace ackedit::bench {
namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// What a user waits for when opening a file: read the bytes and parse them.
void readWithAckedit(benchmark::State &state, const QString &path)
{
    for (auto _ : state) {
        const QByteArray bytes = readAll(path);
        auto asset = format::readAssetFile(bytes);
        benchmark::DoNotOptimize(asset.get());
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * QFileInfo(path).size());
}

// BM_Read without the disk: parse bytes that are already in memory.
void parseWithAckedit(benchmark::State &state, const QString &path)
{
    const QByteArray bytes = readAll(path);
    for (auto _ : state) {
        auto asset = format::readAssetFile(bytes);
        benchmark::DoNotOptimize(asset.get());
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * bytes.size());
}

// The part of BM_Read that is not parsing: reading the file into memory.
void readFileOnly(benchmark::State &state, const QString &path)
{
    for (auto _ : state) {
        const QByteArray bytes = readAll(path);
        benchmark::DoNotOptimize(bytes.constData());
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * QFileInfo(path).size());
}

// The floor the level readers are held to: one memcpy of the file's bytes, already in memory.
void copyBytes(benchmark::State &state, const QString &path)
{
    const QByteArray bytes = readAll(path);
    std::vector<char> copy(size_t(bytes.size()));
    for (auto _ : state) {
        std::memcpy(copy.data(), bytes.constData(), copy.size());
        benchmark::DoNotOptimize(copy.data());
        benchmark::ClobberMemory();
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * bytes.size());
}

// The second floor: copy the bytes into a newly allocated buffer, what "copying the file into
// memory" costs (the allocation and first touch of the pages included, unlike BM_Memcpy).
void copyBytesFresh(benchmark::State &state, const QString &path)
{
    const QByteArray bytes = readAll(path);
    for (auto _ : state) {
        const QByteArray copy(bytes.constData(), bytes.size());
        benchmark::DoNotOptimize(copy.constData());
        benchmark::ClobberMemory();
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * bytes.size());
}

// The floor of any reader that looks at every byte: one plain pass classifying each byte as a
// separator or part of a token (by table, branch-free) and counting tokens, the least a
// tokeniser does (no number conversion, no allocation). Printed against BM_Memcpy by
// ratio.py --memcpy.
void scanBytes(benchmark::State &state, const QString &path)
{
    const QByteArray bytes = readAll(path);
    std::array<uchar, 256> isTokenByte{};
    for (int u = 0; u < 256; ++u)
        isTokenByte[size_t(u)] = !(u <= ' ' || u == ';' || u == '{' || u == '}' || u == '"' || u == ',');
    for (auto _ : state) {
        size_t tokens = 0;
        unsigned previous = 0;
        for (const char c : bytes) {
            const unsigned current = isTokenByte[uchar(c)];
            tokens += current & ~previous; // a token starts here
            previous = current;
        }
        benchmark::DoNotOptimize(tokens);
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * bytes.size());
}

// A generated text WMP with `objects` objects (tests/format/wmp/wmptextlarge.h), parsed from memory.
void readLargeWmp(benchmark::State &state)
{
    const QByteArray bytes = testing::wmpLargeText(int(state.range(0)));
    for (auto _ : state) {
        auto asset = format::readAssetFile(bytes);
        benchmark::DoNotOptimize(asset.get());
    }
    state.counters["bytes"] = double(bytes.size());
    state.SetBytesProcessed(int64_t(state.iterations()) * bytes.size());
}

void readWithAssimp(benchmark::State &state, const std::string &path)
{
    for (auto _ : state) {
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(path, 0); // no post-processing
        benchmark::DoNotOptimize(scene);
    }
}

void writeWithAckedit(benchmark::State &state, std::shared_ptr<format::AssetFile> asset)
{
    for (auto _ : state) {
        const QByteArray out = asset->write();
        benchmark::DoNotOptimize(out.constData());
    }
}


} // namespace

const char *benchCorpusDir(); // ../shared/corpus beside the checkout (benchcorpus.cpp, generated)

QString corpusDir()
{
    const char *env = std::getenv("ACKEDIT_CORPUS");
    return env ? QString::fromLocal8Bit(env) : QString::fromLocal8Bit(benchCorpusDir());
}

void registerFormatBenchmarks()
{
    const QString root = corpusDir();
    QStringList files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    for (const QString &path : files) {
        const QString rel = QDir(root).relativeFilePath(path);
        std::shared_ptr<format::AssetFile> asset;
        try {
            asset = format::readAssetFile(readAll(path));
        } catch (const format::FormatError &) {
            continue; // not a file ackedit reads (companion textures, licences, Acknex 3 maps)
        }
        const std::string name = rel.toStdString();
        benchmark::RegisterBenchmark(("BM_Read/" + name).c_str(), readWithAckedit, path)
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("BM_Parse/" + name).c_str(), parseWithAckedit, path)
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("BM_Memcpy/" + name).c_str(), copyBytes, path)->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("BM_MemcpyFresh/" + name).c_str(), copyBytesFresh, path)
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("BM_ReadFile/" + name).c_str(), readFileOnly, path)->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("BM_ByteScan/" + name).c_str(), scanBytes, path)->Unit(benchmark::kMicrosecond);
        const std::string native = path.toStdString();
        const auto probe = testing::probeAssimp(native);
        if (probe.outcome == testing::AssimpProbe::Crashes)
            std::fprintf(stderr, "note: assimp crashes (signal %d) on %s: no BM_AssimpRead for it\n", probe.signal, name.c_str());
        if (probe.outcome == testing::AssimpProbe::Reads) {
            benchmark::RegisterBenchmark(("BM_AssimpRead/" + name).c_str(), readWithAssimp, native)
                ->Unit(benchmark::kMicrosecond);
        }
        benchmark::RegisterBenchmark(("BM_Write/" + name).c_str(), writeWithAckedit, asset)
            ->Unit(benchmark::kMicrosecond);
    }
    benchmark::RegisterBenchmark("BM_ReadLargeWmp", readLargeWmp)->Arg(20000)->Arg(200000)->Unit(benchmark::kMillisecond);
}

} // namespace ackedit::bench
