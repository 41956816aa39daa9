#pragma once
// One problem the engine-limit rules found in an asset: which rule, how bad, where, and (where an
// undoable document command exists) a quick fix that pushes that command.
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <functional>

namespace ackedit::document {

class Document;

enum class Severity { Error, Warning, Info };

struct FindingLocation
{
    enum class Kind { File, Frame, Skin, Group, Bone, Node, Entity, Triangle, Vertex, Texture };
    Kind kind = Kind::File;
    int index = -1;   // frame, skin (global), group, bone, triangle, vertex or texture index
    int group = -1;   // MDL7: the group a triangle or vertex belongs to
    quint32 node = 0; // level object id (NodeId) for nodes and entities
};

class Finding
{
    Q_DECLARE_TR_FUNCTIONS(Finding)
public:
    QString ruleId;        // stable, e.g. "name-length/frame"
    Severity severity = Severity::Warning;
    QString message;       // user text (translated)
    FindingLocation location;
    QString fixText;       // what the quick fix does; empty without one
    // Pushes the fix's command on the document's undo stack; false (and `error`) if refused.
    std::function<bool(Document &, QString *)> fixer;

    bool hasFix() const { return bool(fixer); }
    bool fix(Document &document, QString *error = nullptr) const;

    static QString severityName(Severity severity);  // "error", "warning", "info" (JSON, CLI)
    static QString kindName(FindingLocation::Kind kind);
    QJsonObject toJson(const QString &fileName) const;
};

} // namespace ackedit::document
