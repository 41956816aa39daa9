// The level editor's move path (issue 34 point 8) on generated text WMPs of 20,000 and 200,000
// objects (tests/format/wmp/wmptextlarge.h), through the scene document as the view runs it:
//   BM_LevelMoveDrag/<objects>      one iteration = one drag of the last leaf in a top view
//                                   (SceneMoveDrag: begin, 10 cursor steps, end) and its undo;
//                                   counters step_ms (CPU per cursor step), undo_ms.
//   BM_LevelTypedMove/<objects>     the reference in the same run: the same node's position typed
//                                   into the property panel (one setProperty) and undone;
//                                   counters edit_ms, undo_ms.
// A drag step should cost what one typed edit costs, whatever the level's size.
#include "benchcputime.h"
#include "format/wmp/wmptextlarge.h"
#include "documentfactory.h"
#include "formatregistry.h"
#include "scene/scenedocument.h"
#include "scene/scenemovedrag.h"

#include <QUndoStack>
#include <QVector3D>

#include <benchmark/benchmark.h>

#include <map>

namespace {

using namespace ackedit;
using document::NodeId;

struct Level
{
    std::unique_ptr<document::Document> owner;
    document::SceneDocument *doc = nullptr;
    NodeId leaf = 0;
};

Level &level(int objects)
{
    static std::map<int, Level> levels;
    Level &l = levels[objects];
    if (!l.doc) {
        l.owner = document::createDocument(format::readAssetFile(testing::wmpLargeText(objects)), QStringLiteral("large.wmp"));
        l.doc = qobject_cast<document::SceneDocument *>(l.owner.get());
        NodeId n = l.doc->children(0).constFirst();
        while (!l.doc->children(n).isEmpty())
            n = l.doc->children(n).constLast();
        l.leaf = n;
    }
    return l;
}

using bench::cpuMs;

document::ViewDescription topView(const Eigen::Vector3d &centre)
{
    const Eigen::Vector3f c = centre.cast<float>();
    return document::ViewDescription::orthographic(c + Eigen::Vector3f(0, 0, 1000), c, Eigen::Vector3f::UnitY(), 400.f,
                                                   Eigen::Vector2f(400, 400), 1.f, 5000.f);
}

void BM_LevelMoveDrag(benchmark::State &state)
{
    Level &l = level(int(state.range(0)));
    Eigen::Vector3d at;
    l.doc->worldPosition(l.leaf, &at);
    const document::ViewDescription view = topView(at);
    double steps = 0, undo = 0;
    int stepCount = 0;
    for (auto _ : state) {
        document::SceneMoveDrag drag(l.doc);
        if (!drag.begin({l.leaf}, view, Eigen::Vector2f(200, 200))) {
            state.SkipWithError("the node cannot move");
            return;
        }
        double t = cpuMs();
        for (int i = 1; i <= 10; ++i)
            drag.moveTo(Eigen::Vector2f(200.f + 3.f * float(i), 200.f - 2.f * float(i)));
        drag.end();
        double now = cpuMs();
        steps += now - t;
        stepCount += 10;
        t = now;
        l.doc->undoStack()->undo();
        undo += cpuMs() - t;
    }
    l.doc->undoStack()->clear();
    state.counters["step_ms"] = benchmark::Counter(steps / std::max(stepCount, 1));
    state.counters["undo_ms"] = benchmark::Counter(undo, benchmark::Counter::kAvgIterations);
}

void BM_LevelTypedMove(benchmark::State &state)
{
    Level &l = level(int(state.range(0)));
    const QVector3D origin = l.doc->property(l.leaf, QStringLiteral("origin")).value<QVector3D>();
    double edit = 0, undo = 0;
    for (auto _ : state) {
        double t = cpuMs();
        l.doc->beginEditGesture(); // a fresh step each time, as a typed value after a pause
        if (!l.doc->setProperty({l.leaf}, QStringLiteral("origin"), QVariant::fromValue(origin + QVector3D(30, 20, 0)))) {
            state.SkipWithError("the edit was refused");
            return;
        }
        double now = cpuMs();
        edit += now - t;
        t = now;
        l.doc->undoStack()->undo();
        undo += cpuMs() - t;
    }
    l.doc->undoStack()->clear();
    state.counters["edit_ms"] = benchmark::Counter(edit, benchmark::Counter::kAvgIterations);
    state.counters["undo_ms"] = benchmark::Counter(undo, benchmark::Counter::kAvgIterations);
}

BENCHMARK(BM_LevelMoveDrag)->Arg(20000)->Arg(200000)->Unit(benchmark::kMillisecond)->Iterations(20);
BENCHMARK(BM_LevelTypedMove)->Arg(20000)->Arg(200000)->Unit(benchmark::kMillisecond)->Iterations(20);

} // namespace
