#pragma once
// Build's objects list (issue 35): the INFO object first, then every entity, light, sound,
// position, path and region of the level source in scene-tree order (depth first), as WED's
// compiler writes them: world positions, engine angles (degrees), entity type 3 for 8 skills and
// 7 for 20 (or when a text does not fit the old record), names, files, actions and flags copied,
// light colours from WED's 0..255 to percent, INFO colours through WED's integer-percent round
// trip, path nodes absolute with the edges' lengths filled. Text WMP and WMPB alike.
#include "scene/scenedocument.h"
#include "wmb/wmbobject.h"

#include <QStringList>

#include <vector>

namespace ackedit::document::build {

// WED's round trip of an INFO colour channel: 0..255 to a whole percent and back (150 -> 147).
quint8 infoChannel(double channel255);

// The level's objects for the WMB, INFO first. `lightmapSize` (256, 512, 1024) goes into INFO.
// Problems (user text, naming the node) go to `warnings`. Empty for a WMB source.
std::vector<format::WmbObject> levelObjects(const SceneDocument &doc, int lightmapSize, QStringList *warnings);

// The level's palette (768 RGB bytes) when its settings hold one, else empty.
QByteArray levelPalette(const SceneDocument &doc);

} // namespace ackedit::document::build
