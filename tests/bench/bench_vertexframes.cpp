// Vertex-frame editor benchmarks on real models (issue 13, point 9). Targets: BM_VertexDrag under
// 2 ms per step, BM_SaveRepack under 50 ms.
//   BM_VertexDrag/<model>: the largest corpus MDL7 and MDL5. The 1,000 vertices nearest to a
//        vertex in the middle of the vertex list are selected, soft selection (smooth falloff,
//        radius a quarter of the selection's) adds their neighbours; weights and VertexDrag::begin
//        happen once per drag, as in the editor. One step = VertexDrag::step (the merged undo
//        command, the positions written into the asset) plus what ModelEditor does on CPU for
//        the verticesChanged range: normals around the moved vertices and the slices of positions
//        and normals it uploads. Counters: selected, affected (weight > 0), upload_vertices.
//   BM_FrameInterpolate/<model>: ModelDocument::interpolateFrames(0, 1, 10) on the largest MDL5
//        (undone, untimed, after each iteration).
//   BM_SaveRepack/<model>: the largest model of each packed kind (MDL2, MDL3, MDL4, MDL5, IDPO)
//        with the vertex of largest x in frame 0 moved to 5% of the model's width (over all
//        frames) past its bounds, so the global packing grows and every frame is re-quantized; Document::saveAs into a
//        temporary folder (QSaveFile + fsync). BM_SaveRepackInMemory: the asset's write() alone.
#include "bench_vertexframes.h"

#include "bench_formats.h"

#include "documentfactory.h"
#include "formatregistry.h"
#include "model/modeldocument.h"
#include "model/vertex/softselection.h"
#include "model/vertex/vertexdrag.h"
#include "model/vertex/vertexnormals.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QUndoStack>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace ackedit::bench {
namespace {

using document::ModelDocument;

std::unique_ptr<ModelDocument> openModel(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    try {
        std::unique_ptr<document::Document> doc = document::createDocument(format::readAssetFile(f.readAll()), path);
        if (auto *model = qobject_cast<ModelDocument *>(doc.get())) {
            doc.release();
            return std::unique_ptr<ModelDocument>(model);
        }
    } catch (const format::FormatError &) {
    }
    return nullptr;
}

// The largest .mdl file in corpus/<folder>, or empty.
QString largest(const QString &folder)
{
    const QFileInfoList files =
        QDir(corpusDir() + QLatin1Char('/') + folder).entryInfoList({QStringLiteral("*.mdl")}, QDir::Files, QDir::Size);
    return files.isEmpty() ? QString() : files.first().absoluteFilePath();
}

std::string label(const QString &path)
{
    return (QFileInfo(path).dir().dirName() + QLatin1Char('/') + QFileInfo(path).fileName()).toStdString();
}

void vertexDrag(benchmark::State &state, const QString &path)
{
    std::unique_ptr<ModelDocument> model = openModel(path);
    if (!model || !model->canEditVertices()) {
        state.SkipWithError("cannot open the model for editing");
        return;
    }
    const int frame = 0;
    const std::vector<Eigen::Vector3f> &shown = model->positions(frame);
    const int n = int(shown.size());
    // The 1,000 vertices nearest to a middle vertex: a patch, as a box or brush selects it.
    const Eigen::Vector3f seed = shown[size_t(n / 2)];
    std::vector<int> order(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        order[size_t(i)] = i;
    const int selected = std::min(n, 1000);
    std::nth_element(order.begin(), order.begin() + (selected - 1), order.end(), [&](int a, int b) {
        return (shown[size_t(a)] - seed).squaredNorm() < (shown[size_t(b)] - seed).squaredNorm();
    });
    document::VertexSelection selection(n);
    for (int i = 0; i < selected; ++i)
        selection.set(order[size_t(i)], true);
    const float reach = (shown[size_t(order[size_t(selected - 1)])] - seed).norm();
    const auto soft = document::SoftSelection::compute(
        shown, selection, {std::max(reach * 0.25f, 1e-3f), document::Falloff::Smooth,
                           document::SoftDistance::Euclidean});
    std::vector<std::pair<int, float>> weights;
    for (const auto &w : soft)
        weights.emplace_back(w.vertex, w.weight);

    // ModelEditor's CPU side of verticesChanged: normals around the change, then the slices of
    // positions and normals that go to the GPU.
    document::VertexNormals normals(shown, model->triangles());
    std::vector<Eigen::Vector3f> uploadPositions, uploadNormals;
    qint64 uploaded = 0;
    QObject::connect(model.get(), &ModelDocument::verticesChanged, [&](int changedFrame, int first, int count) {
        if ((changedFrame != -1 && changedFrame != frame) || count <= 0)
            return;
        const std::vector<Eigen::Vector3f> &p = model->positions(frame);
        std::vector<int> moved(static_cast<size_t>(count));
        for (int i = 0; i < count; ++i)
            moved[size_t(i)] = first + i;
        const auto [lo, hi] = normals.update(p, moved);
        const int from = std::min(lo, first), to = std::max(hi, first + count - 1);
        uploadPositions.assign(p.begin() + from, p.begin() + to + 1);
        uploadNormals.assign(normals.normals().begin() + from, normals.normals().begin() + to + 1);
        uploaded = to - from + 1;
    });

    document::VertexDrag drag(model.get());
    if (!drag.begin(weights, frame, frame, QStringLiteral("Move vertices"))) {
        state.SkipWithError("VertexDrag::begin refused");
        return;
    }
    const Eigen::AlignedBox3f box = model->bounds();
    const Eigen::Vector3f unit = (box.max() - box.min()) * 0.001f;
    int k = 0;
    for (auto _ : state) {
        k = (k + 1) % 200; // the mouse wanders back and forth
        drag.step(Eigen::Affine3f(Eigen::Translation3f(unit * float(k < 100 ? k : 200 - k))));
        benchmark::DoNotOptimize(uploadPositions.data());
        benchmark::DoNotOptimize(uploadNormals.data());
    }
    drag.end();
    state.counters["vertices"] = double(n);
    state.counters["selected"] = double(selected);
    state.counters["affected"] = double(weights.size());
    state.counters["upload_vertices"] = double(uploaded);
    state.counters["undo_steps"] = double(model->undoStack()->count());
}

void frameInterpolate(benchmark::State &state, const QString &path)
{
    std::unique_ptr<ModelDocument> model = openModel(path);
    if (!model || model->frameCount() < 2) {
        state.SkipWithError("needs a model with two frames");
        return;
    }
    const int before = model->frameCount();
    for (auto _ : state) {
        if (!model->interpolateFrames(0, 1, 10)) {
            state.SkipWithError("interpolateFrames refused");
            break;
        }
        state.PauseTiming();
        model->undoStack()->undo();
        state.ResumeTiming();
    }
    state.counters["vertices"] = double(model->vertexCount());
    state.counters["frames"] = double(before);
}

// The model with its widest vertex pushed outwards: saving it re-quantizes every frame.
std::unique_ptr<ModelDocument> grownModel(benchmark::State &state, const QString &path)
{
    std::unique_ptr<ModelDocument> model = openModel(path);
    if (!model || !model->canEditVertices()) {
        state.SkipWithError("cannot open the model for editing");
        return nullptr;
    }
    const std::vector<Eigen::Vector3f> &p = model->positions(0);
    const int widest = int(std::max_element(p.begin(), p.end(), [](const auto &a, const auto &b) { return a.x() < b.x(); })
                           - p.begin());
    const Eigen::AlignedBox3f box = model->bounds();
    document::VertexDrag drag(model.get());
    drag.begin({{widest, 1.f}}, 0, 0, QStringLiteral("Move vertex"));
    // Past the bounds of every frame: the global packing must grow.
    const float dx = box.max().x() - p[size_t(widest)].x() + 0.05f * (box.max().x() - box.min().x());
    drag.step(Eigen::Affine3f(Eigen::Translation3f(Eigen::Vector3f(dx, 0.f, 0.f))));
    drag.end();
    const std::optional<format::RepackReport> report = model->repackReport();
    if (!report || !report->packingChanged) {
        state.SkipWithError("the edit did not change the packing");
        return nullptr;
    }
    state.counters["frames"] = double(model->frameCount());
    state.counters["vertices"] = double(model->vertexCount());
    return model;
}

void saveRepack(benchmark::State &state, const QString &path)
{
    std::unique_ptr<ModelDocument> model = grownModel(state, path);
    QTemporaryDir dir;
    if (!model || !dir.isValid())
        return;
    const QString out = dir.filePath(QStringLiteral("saved.mdl"));
    QString error;
    for (auto _ : state) {
        if (!model->saveAs(out, &error)) {
            state.SkipWithError(error.toStdString().c_str());
            break;
        }
    }
    state.counters["bytes"] = double(QFileInfo(out).size());
}

void saveRepackInMemory(benchmark::State &state, const QString &path)
{
    std::unique_ptr<ModelDocument> model = grownModel(state, path);
    if (!model)
        return;
    qsizetype bytes = 0;
    for (auto _ : state) {
        const QByteArray written = model->asset()->write();
        bytes = written.size();
        benchmark::DoNotOptimize(written.constData());
    }
    state.counters["bytes"] = double(bytes);
}

} // namespace

void registerVertexFrameBenchmarks()
{
    for (const QString &folder : {QStringLiteral("mdl7"), QStringLiteral("mdl5")}) {
        const QString path = largest(folder);
        if (!path.isEmpty())
            benchmark::RegisterBenchmark(("BM_VertexDrag/" + label(path)).c_str(), vertexDrag, path)
                ->Unit(benchmark::kMicrosecond);
    }
    if (const QString path = largest(QStringLiteral("mdl5")); !path.isEmpty())
        benchmark::RegisterBenchmark(("BM_FrameInterpolate/" + label(path)).c_str(), frameInterpolate, path)
            ->Unit(benchmark::kMicrosecond);
    for (const QString &folder : {QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"),
                                  QStringLiteral("mdl5"), QStringLiteral("idpo")}) {
        const QString path = largest(folder);
        if (path.isEmpty())
            continue;
        benchmark::RegisterBenchmark(("BM_SaveRepack/" + label(path)).c_str(), saveRepack, path)
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("BM_SaveRepackInMemory/" + label(path)).c_str(), saveRepackInMemory, path)
            ->Unit(benchmark::kMillisecond);
    }
}

} // namespace ackedit::bench
