// Structural edits on a generated 200,000-object text WMP (tests/format/wmp/wmptextlarge.h),
// through the scene document and its undo stack, as the scene tree dock runs them.
//   BM_WmpStructuralEdit/<op>   one iteration = edit, undo, redo, undo (back to the original);
//                               counters edit_ms, undo_ms, redo_ms = CPU time of each step.
//   BM_WmpStructuralUndoMemory/<op>  counter undo_kib = heap the edit's undo step keeps
//                               (malloc in-use bytes after the edit minus before it).
// Ops: add (a light in the last group), duplicate (the last leaf), move (the last leaf to the
// first group), remove (the first leaf of the first group: every later number moves down),
// remove_last (the last leaf: nothing renumbered).
#include "documentfactory.h"
#include "benchcputime.h"
#include "format/wmp/wmptextlarge.h"
#include "formatregistry.h"
#include "scene/scenedocument.h"

#include <QUndoStack>

#include <benchmark/benchmark.h>

#include <malloc.h>

namespace {

using namespace ackedit;
using document::NodeId;

struct Level
{
    std::unique_ptr<document::Document> owner;
    document::SceneDocument *doc = nullptr;
    NodeId root = 0, firstGroup = 0, lastGroup = 0, firstLeaf = 0, lastLeaf = 0;
};

Level &level()
{
    static Level l = [] {
        Level out;
        out.owner = document::createDocument(format::readAssetFile(testing::wmpLargeText(200000)),
                                             QStringLiteral("large.wmp"));
        out.doc = qobject_cast<document::SceneDocument *>(out.owner.get());
        out.root = out.doc->children(0).constFirst();
        out.firstGroup = out.doc->children(out.root).constFirst();
        out.lastGroup = out.doc->children(out.root).constLast();
        out.firstLeaf = out.doc->children(out.firstGroup).constFirst();
        out.lastLeaf = out.doc->children(out.lastGroup).constLast();
        return out;
    }();
    return l;
}

using bench::cpuMs;

size_t heapInUse()
{
    const struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}

enum class Op { Add, Duplicate, Move, Remove, RemoveLast };

bool runEdit(Level &l, Op op)
{
    switch (op) {
    case Op::Add:
        return l.doc->addNode(document::NodeKind::Light, l.lastGroup, -1) != 0;
    case Op::Duplicate:
        return !l.doc->duplicate({l.lastLeaf}).isEmpty();
    case Op::Move:
        return l.doc->moveNode(l.lastLeaf, l.firstGroup, 0);
    case Op::Remove:
        return l.doc->removeNodes({l.firstLeaf});
    case Op::RemoveLast:
        return l.doc->removeNodes({l.lastLeaf});
    }
    return false;
}

void BM_WmpStructuralEdit(benchmark::State &state, Op op)
{
    Level &l = level();
    QUndoStack *stack = l.doc->undoStack();
    double edit = 0, undo = 0, redo = 0;
    for (auto _ : state) {
        double t = cpuMs();
        if (!runEdit(l, op)) {
            state.SkipWithError("the edit was refused");
            return;
        }
        double now = cpuMs();
        edit += now - t;
        t = now;
        stack->undo();
        now = cpuMs();
        undo += now - t;
        t = now;
        stack->redo();
        now = cpuMs();
        redo += now - t;
        stack->undo();
    }
    stack->clear();
    state.counters["edit_ms"] = benchmark::Counter(edit, benchmark::Counter::kAvgIterations);
    state.counters["undo_ms"] = benchmark::Counter(undo, benchmark::Counter::kAvgIterations);
    state.counters["redo_ms"] = benchmark::Counter(redo, benchmark::Counter::kAvgIterations);
}

void BM_WmpStructuralUndoMemory(benchmark::State &state, Op op)
{
    Level &l = level();
    QUndoStack *stack = l.doc->undoStack();
    double kib = 0;
    for (auto _ : state) {
        malloc_trim(0);
        const size_t before = heapInUse();
        if (!runEdit(l, op)) {
            state.SkipWithError("the edit was refused");
            return;
        }
        malloc_trim(0);
        kib += double(heapInUse()) - double(before);
        stack->undo();
        stack->clear();
    }
    state.counters["undo_kib"] = benchmark::Counter(kib / 1024, benchmark::Counter::kAvgIterations);
}

const struct Registration
{
    Registration()
    {
        const std::pair<const char *, Op> ops[] = {{"add", Op::Add},
                                                   {"duplicate", Op::Duplicate},
                                                   {"move", Op::Move},
                                                   {"remove", Op::Remove},
                                                   {"remove_last", Op::RemoveLast}};
        for (const auto &[name, op] : ops) {
            benchmark::RegisterBenchmark((std::string("BM_WmpStructuralEdit/") + name).c_str(), BM_WmpStructuralEdit, op)
                ->Iterations(1)
                ->Unit(benchmark::kMillisecond);
            benchmark::RegisterBenchmark((std::string("BM_WmpStructuralUndoMemory/") + name).c_str(),
                                         BM_WmpStructuralUndoMemory, op)
                ->Iterations(1)
                ->Unit(benchmark::kMillisecond);
        }
    }
} registration;

} // namespace
