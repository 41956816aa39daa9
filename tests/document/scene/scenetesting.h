#pragma once
// Small helpers the level document tests share.
#include "model/vertex/viewdescription.h"
#include "scene/scenedocument.h"
#include "scene/wmpdocument.h"
#include "wmp/wmptextfile.h"

#include <QByteArray>

namespace ackedit::testing {

// The node of text WMP object `number` (0 when there is none).
inline document::NodeId wmpObject(const document::WmpDocument &doc, int number)
{
    for (const format::WmpObjectNode &o : doc.wmp()->objects()) {
        if (o.number == number)
            return o.id;
    }
    return 0;
}

// What a save would write (the refusal's text when the document refuses).
inline QByteArray sceneBytes(document::SceneDocument &doc)
{
    QByteArray out;
    QString error;
    return doc.serialise(&out, &error) ? out : QByteArray("refused: " + error.toUtf8());
}

// Looking straight down on `centre`, 400 x 400 pixels showing 400 units: +X right, +Y up.
inline document::ViewDescription topView(const Eigen::Vector3d &centre)
{
    const Eigen::Vector3f c = centre.cast<float>();
    return document::ViewDescription::orthographic(c + Eigen::Vector3f(0, 0, 1000), c, Eigen::Vector3f::UnitY(), 400.f,
                                                   Eigen::Vector2f(400, 400), 1.f, 5000.f);
}

} // namespace ackedit::testing
