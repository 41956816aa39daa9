// Skin painting benchmarks (registered statically; bench_main runs them with the rest).
//   BM_SkinDab/<size>/<radius>   one paint dab (hardness 0.5, opacity 0.8) on a size^2 skin, CPU
//                                side: the dab and the upload data, i.e. the changed texels
//                                copied into the upload tiles that hold them (SkinTileBuffers),
//                                the renderer done with the previous upload. Counters: tiles and
//                                upload_bytes sent to the GPU (whole tiles, gutters included).
//   BM_SkinDabUploadPending/...  the same while the renderer still holds the previous upload of
//                                those tiles: each touched tile is copied whole (copy on write).
//                                The worst case; uploads are at most one per frame.
//   BM_SkinStrokeUndoBytes       1024^2 skin, 100 strokes of 20 dabs (radius 16, spacing a quarter
//                                of the radius) at random places (fixed seed) through SkinStroke +
//                                QUndoStack; counter undo_bytes = memory held by the undo stack.
//   BM_SkinSave/<format>         convert one painted 1024^2 skin back to its pixel format with the
//                                three mip levels (MED's filter): palette (nearest entry of a
//                                256-colour palette), RGB565, ARGB8888 — what saving a skin costs.
// Targets: radius-16 dab on 1024^2 under 0.1 ms; the 100 strokes under 16 MB of undo.
#include "common/pixelformat.h"
#include "skin/paintdab.h"
#include "skin/skincanvas.h"
#include "skin/skinstroke.h"
#include "skin/skintilebuffers.h"

#include <QUndoStack>

#include <benchmark/benchmark.h>

#include <cmath>
#include <random>

namespace {

using namespace ackedit::document;

BrushSettings brush(float radius, int i)
{
    BrushSettings b;
    b.radius = radius;
    b.hardness = 0.5f;
    b.opacity = 0.8f;
    b.colour = (i & 1) ? QColor(200, 40, 10) : QColor(10, 90, 220);
    return b;
}

void skinDab(benchmark::State &state, bool uploadPending)
{
    const int size = int(state.range(0));
    const float radius = float(state.range(1));
    QImage image(size, size, QImage::Format_RGBA8888);
    image.fill(Qt::white);
    SkinTileBuffers tiles(image, SkinTileGrid::MaxPerAxis);
    // The middle of the skin: on 512² and up a corner of four tiles, the most a dab sends.
    const Eigen::Vector2f centre(float(size) / 2.f, float(size) / 2.f);
    QList<QByteArray> held; // what the renderer still holds
    qint64 uploaded = 0;
    int sent = 0, i = 0;
    for (auto _ : state) {
        const QRect changed = paintdab::apply(image, centre, brush(radius, i++));
        const QList<int> touched = tiles.update(image, changed);
        sent = int(touched.size());
        uploaded = sent * tiles.grid().textureBytes();
        if (uploadPending) {
            state.PauseTiming();
            held.clear();
            for (int t : touched)
                held.append(tiles.bytes(t));
            state.ResumeTiming();
        }
        benchmark::DoNotOptimize(tiles.bytes(touched.isEmpty() ? 0 : touched.first()).constData());
    }
    state.counters["tiles"] = sent;
    state.counters["upload_bytes"] = double(uploaded);
}

void BM_SkinDab(benchmark::State &state)
{
    skinDab(state, false);
}
BENCHMARK(BM_SkinDab)->ArgsProduct({{256, 1024, 2048}, {4, 16, 64}})->Unit(benchmark::kMicrosecond);

void BM_SkinDabUploadPending(benchmark::State &state)
{
    skinDab(state, true);
}
BENCHMARK(BM_SkinDabUploadPending)->ArgsProduct({{256, 1024, 2048}, {16}})->Unit(benchmark::kMicrosecond);

void BM_SkinStrokeUndoBytes(benchmark::State &state)
{
    constexpr int size = 1024, strokes = 100, dabs = 20;
    constexpr float radius = 16.f, spacing = radius / 4.f;
    qint64 bytes = 0, tiles = 0;
    int entries = 0;
    for (auto _ : state) {
        state.PauseTiming();
        QImage image(size, size, QImage::Format_RGBA8888);
        image.fill(Qt::white);
        auto canvas = std::make_unique<SkinCanvas>(image);
        auto stack = std::make_unique<QUndoStack>();
        std::mt19937 rng(20261125);
        const float half = (dabs - 1) * spacing / 2.f;
        std::uniform_real_distribution<float> centreDist(radius + half, float(size) - radius - half);
        std::uniform_real_distribution<float> angleDist(0.f, 6.2831853f);
        state.ResumeTiming();
        for (int s = 0; s < strokes; ++s) {
            const Eigen::Vector2f centre(centreDist(rng), centreDist(rng));
            const float angle = angleDist(rng);
            const Eigen::Vector2f dir(std::cos(angle), std::sin(angle));
            const Eigen::Vector2f start = centre - dir * half;
            SkinStroke stroke(stack.get(), canvas.get());
            stroke.begin(start, brush(radius, s), QStringLiteral("Paint"));
            for (int i = 1; i < dabs; ++i)
                stroke.moveTo(start + dir * (spacing * float(i)));
            stroke.end();
        }
        state.PauseTiming();
        bytes = tiles = 0;
        entries = stack->count();
        for (int i = 0; i < stack->count(); ++i)
            if (const auto *cmd = dynamic_cast<const stroke::TilePatchCommand *>(stack->command(i))) {
                bytes += cmd->bytes();
                tiles += cmd->tileCount();
            }
        stack.reset();
        canvas.reset();
        state.ResumeTiming();
    }
    state.counters["undo_bytes"] = double(bytes);
    state.counters["undo_MiB"] = double(bytes) / (1024.0 * 1024.0);
    state.counters["undo_entries"] = entries;
    state.counters["tiles"] = double(tiles);
    state.counters["skin_bytes"] = double(qint64(size) * size * 4);
}
BENCHMARK(BM_SkinStrokeUndoBytes)->Iterations(3)->Unit(benchmark::kMillisecond);

void BM_SkinSave(benchmark::State &state)
{
    using namespace ackedit::format;
    const int type = int(state.range(0)) | PixelType::MipFlag;
    RgbaImage image(1024, 1024);
    for (int y = 0; y < 1024; ++y)
        for (int x = 0; x < 1024; ++x) {
            uint8_t *p = image.pixel(x, y);
            p[0] = uint8_t(x * 7 + y);
            p[1] = uint8_t(y * 3);
            p[2] = uint8_t((x ^ y) & 0xff);
            p[3] = 255;
        }
    Palette palette;
    for (int i = 0; i < 256; ++i) {
        palette.rgb[i][0] = uint8_t((i & 7) * 36);
        palette.rgb[i][1] = uint8_t(((i >> 3) & 7) * 36);
        palette.rgb[i][2] = uint8_t((i >> 6) * 85);
    }
    qint64 bytes = 0;
    for (auto _ : state) {
        const QByteArray block = encodePixels(type, image, &palette);
        bytes = block.size();
        benchmark::DoNotOptimize(block.constData());
    }
    state.counters["bytes"] = double(bytes);
}
BENCHMARK(BM_SkinSave)
    ->ArgName("format")
    ->Arg(ackedit::format::PixelType::Palette8)
    ->Arg(ackedit::format::PixelType::Rgb565)
    ->Arg(ackedit::format::PixelType::Argb8888)
    ->Unit(benchmark::kMillisecond);

} // namespace
