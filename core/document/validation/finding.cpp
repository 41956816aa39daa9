#include "finding.h"

namespace ackedit::document {

bool Finding::fix(Document &document, QString *error) const
{
    if (!fixer) {
        if (error)
            *error = tr("No quick fix for this finding");
        return false;
    }
    return fixer(document, error);
}

QString Finding::severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error: return QStringLiteral("error");
    case Severity::Warning: return QStringLiteral("warning");
    case Severity::Info: return QStringLiteral("info");
    }
    return {};
}

QString Finding::kindName(FindingLocation::Kind kind)
{
    using K = FindingLocation::Kind;
    switch (kind) {
    case K::File: return QStringLiteral("file");
    case K::Frame: return QStringLiteral("frame");
    case K::Skin: return QStringLiteral("skin");
    case K::Group: return QStringLiteral("group");
    case K::Bone: return QStringLiteral("bone");
    case K::Node: return QStringLiteral("node");
    case K::Entity: return QStringLiteral("entity");
    case K::Triangle: return QStringLiteral("triangle");
    case K::Vertex: return QStringLiteral("vertex");
    case K::Texture: return QStringLiteral("texture");
    }
    return {};
}

QJsonObject Finding::toJson(const QString &fileName) const
{
    QJsonObject where{{QStringLiteral("kind"), kindName(location.kind)}};
    if (location.index >= 0)
        where.insert(QStringLiteral("index"), location.index);
    if (location.group >= 0)
        where.insert(QStringLiteral("group"), location.group);
    if (location.node != 0)
        where.insert(QStringLiteral("node"), qint64(location.node));
    QJsonObject o{{QStringLiteral("file"), fileName},
                  {QStringLiteral("rule"), ruleId},
                  {QStringLiteral("severity"), severityName(severity)},
                  {QStringLiteral("message"), message},
                  {QStringLiteral("location"), where}};
    if (hasFix())
        o.insert(QStringLiteral("fix"), fixText);
    return o;
}

} // namespace ackedit::document
