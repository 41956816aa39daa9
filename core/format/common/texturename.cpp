#include "common/texturename.h"

namespace ackedit::format {

QString textureNameProblem(const QString &name)
{
    if (name.isEmpty())
        return QStringLiteral("empty texture name");
    for (QChar c : name) {
        const ushort u = c.unicode();
        if (u > 255 || u <= 32 || QStringLiteral("{}()[]:,<>\"").contains(c))
            return QStringLiteral("'%1' is not allowed in a texture name").arg(c);
    }
    if (name.contains(QStringLiteral("//")))
        return QStringLiteral("'//' would start a comment");
    return {};
}

} // namespace ackedit::format
