#pragma once
// A level made through the documents' own adding, for Build's tests: a closed room of six
// 16-unit walls around a 512 x 512 x 256 space with a light in the middle, and optionally a grid
// of pillars inside (more blocks, more charts, more shadows). Text WMP or WMPB, as a new level
// starts; `texture` on every block (empty: the format's default); `fileName` where it would be.
#include "newassets.h"
#include "scene/wmpbdocument.h"
#include "scene/wmpdocument.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <QtGlobal>

#include <memory>

namespace ackedit::testing {

inline std::unique_ptr<document::SceneDocument> roomLevel(bool binary, const QString &texture = QString(), int pillars = 0,
                                                          const QString &fileName = QString())
{
    const QByteArray bytes = document::newassets::level(binary)->write();
    std::unique_ptr<document::SceneDocument> doc;
    if (binary)
        doc = std::make_unique<document::WmpbDocument>(format::readWmpb(bytes), fileName);
    else
        doc = std::make_unique<document::WmpDocument>(format::readWmpText(bytes), fileName);
    const auto add = [&](document::NodeKind kind, const Eigen::Vector3d &at, const Eigen::Vector3d &size) {
        document::NodeSetup setup;
        setup.blockSize = size;
        if (kind == document::NodeKind::Block)
            setup.texture = texture;
        QString error;
        const qint64 parent = doc->parentFor(kind);
        if (!doc->addNodeAt(kind, document::NodeId(std::max<qint64>(0, parent)), at, setup, &error))
            qFatal("roomLevel: %s", qPrintable(error));
    };
    const struct { Eigen::Vector3d at, size; } walls[] = {
        {{0, 0, -8}, {544, 544, 16}},    {{0, 0, 264}, {544, 544, 16}},   {{-264, 0, 128}, {16, 512, 256}},
        {{264, 0, 128}, {16, 512, 256}}, {{0, -264, 128}, {512, 16, 256}}, {{0, 264, 128}, {512, 16, 256}},
    };
    for (const auto &wall : walls)
        add(document::NodeKind::Block, wall.at, wall.size);
    for (int i = 0; i < pillars * pillars; ++i) {
        const double step = 480.0 / pillars;
        add(document::NodeKind::Block, {-240 + step * (i % pillars + 0.5), -240 + step * (i / pillars + 0.5), 48}, {16, 16, 96});
    }
    add(document::NodeKind::Light, {40, 30, 128}, Eigen::Vector3d::Zero());
    return doc;
}

} // namespace ackedit::testing
