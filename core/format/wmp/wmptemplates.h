#pragma once
// Text of new sections in the syntax of each generation, spelled the way ACKWED writes them
// (lines without terminators; first line the header, last line the closing brace).
#include "wmp/wmpnodes.h"

#include <QByteArray>
#include <QList>

namespace ackedit::format {

class WmpTemplates
{
public:
    static QList<QByteArray> object(WmpGeneration g, int number, const QByteArray &refKind, int refNumber,
                                    const QByteArray &name);
    // kind: light, model, start, path, sound. `text` is the file (model, sound) or the name.
    static QList<QByteArray> entity(WmpGeneration g, const QByteArray &kind, int number, const QByteArray &text);
    static QList<QByteArray> boxBlock(WmpGeneration g, int number, const Eigen::Vector3d &size,
                                      const QByteArray &texture);
    // The whole text of a new, empty level of the newest generation (ACKWED 6.x, version 710),
    // as WED 6 writes one: CRLF, the header comments with `created` (dd.MM.yyyy), the counts, a
    // wed section with a grayscale palette, level 0 and the root group object 0.
    static QByteArray newLevel(const QByteArray &created);
    // WED's entity names: "<file base>_<ext>_<number, 3 digits>" ("earth2_mdl_003").
    static QByteArray entityName(const QByteArray &file, int number);
};

} // namespace ackedit::format
