#pragma once
// Small helpers the level document tests share.
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

} // namespace ackedit::testing
