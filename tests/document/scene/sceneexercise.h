// fuzz_document's scene exercise, shared with the tests that replay its findings: the nodes it
// walks (breadth first, top first) and its edits, so a replay runs exactly what the fuzz
// target ran.
#pragma once

#include "scene/entitymodels.h"
#include "scene/scenedocument.h"
#include "scene/scenepick.h"

#include <QList>
#include <QString>

#include <functional>

namespace ackedit::testing {

// The nodes breadth first from the top, at most `limit` of them (the fuzz target stops at 200).
inline QList<document::NodeId> breadthFirst(const document::SceneDocument &s, qsizetype limit = 200)
{
    QList<document::NodeId> nodes, todo = s.children(0);
    while (!todo.isEmpty() && nodes.size() < limit) {
        const document::NodeId id = todo.takeFirst();
        nodes << id;
        todo += s.children(id);
    }
    return nodes;
}

// Runs one edit of the exercise; a replay wraps it to record the bytes before each step.
using SceneExerciseStep = std::function<void(const char *what, const std::function<void()> &edit)>;

// Rename `first`, duplicate it, move it by (16, -8, 4) and turn it by 15 degrees of pan, group
// it with the second node and ungroup again, move the last node under the second (row 0),
// remove the last node: each only where the document allows it. Between them the read-only
// questions the views ask (a block picked from above `first`, its engine placement).
inline void runSceneExercise(document::SceneDocument &s, document::NodeId first, const QList<document::NodeId> &nodes,
                             const SceneExerciseStep &step = {})
{
    const auto run = [&](const char *what, const std::function<void()> &edit) {
        if (step)
            step(what, edit);
        else
            edit();
    };
    if (s.canRename(first))
        run("rename", [&] { s.rename(first, QStringLiteral("fuzz")); });
    if (s.canDuplicate(first))
        run("duplicate", [&] { s.duplicate({first}); });
    if (!s.transformTargets({first}, QStringLiteral("origin")).isEmpty())
        run("translate", [&] { s.translateNodes({first}, Eigen::Vector3d(16, -8, 4)); });
    if (!s.transformTargets({first}, QStringLiteral("angles")).isEmpty())
        run("rotate", [&] { s.rotateNodes({first}, Eigen::Vector3d(15, 0, 0)); });
    run("probe", [&] {
        Eigen::Vector3d at;
        if (s.worldPosition(first, &at))
            document::pickBlock(s, document::PickRay{at.cast<float>() + Eigen::Vector3f(0, 0, 1000), -Eigen::Vector3f::UnitZ()});
        document::entityPlacement(s, first);
    });
    document::NodeId group = 0;
    if (nodes.size() > 1)
        run("group", [&] { group = s.groupNodes({first, nodes.at(1)}); });
    if (group)
        run("ungroup", [&] { s.ungroup(group); });
    if (nodes.size() > 2 && s.canMove(nodes.last(), nodes.at(1)))
        run("move", [&] { s.moveNode(nodes.last(), nodes.at(1), 0); });
    if (s.canRemove(nodes.last()))
        run("remove", [&] { s.removeNodes({nodes.last()}); });
}

} // namespace ackedit::testing
