// SceneDocument::addNodeAt and what it needs: a new node of a kind, placed at a world position
// with its file, name and block size, as one undo step (EditTransaction), for the level editor's
// Add and for `ackedit-cli level add`.
#include "scene/scenedocument.h"

#include "edittransaction.h"

#include <QCoreApplication>
#include <QVector3D>

namespace ackedit::document {

namespace {

// "Models\Crate.MDL" -> "crate_mdl_001", the first name WED gives an entity of that file.
QString entityNameFor(const QString &file)
{
    QString base = file.mid(std::max(file.lastIndexOf(QLatin1Char('/')), file.lastIndexOf(QLatin1Char('\\'))) + 1).toLower();
    const qsizetype dot = base.lastIndexOf(QLatin1Char('.'));
    if (dot >= 0)
        base[dot] = QLatin1Char('_');
    return base + QStringLiteral("_001");
}

// Whether a node other than `id` has `id`'s name.
bool nameTakenByOther(const SceneDocument &doc, NodeId id)
{
    const QString name = doc.nodeName(id);
    QList<NodeId> todo = doc.children(0);
    while (!todo.isEmpty()) {
        const NodeId other = todo.takeLast();
        if (other != id && doc.nodeName(other) == name)
            return true;
        todo += doc.children(other);
    }
    return false;
}

} // namespace

bool SceneDocument::worldPosition(NodeId id, Eigen::Vector3d *at) const
{
    const QVariant origin = property(id, QStringLiteral("origin"));
    if (origin.isValid() && origin.canConvert<QVector3D>()) {
        const QVector3D o = origin.value<QVector3D>();
        *at = parentFrame(id) * Eigen::Vector3d(o.x(), o.y(), o.z());
        return true;
    }
    Eigen::Vector3f p, lo, hi;
    if (markerPosition(id, &p)) {
        *at = p.cast<double>();
        return true;
    }
    if (bounds(id, &lo, &hi)) {
        *at = (0.5f * (lo + hi)).cast<double>();
        return true;
    }
    return false;
}

qint64 SceneDocument::parentFor(NodeKind kind, NodeId near) const
{
    for (NodeId p = contains(near) ? near : 0;; p = parentOf(p)) {
        if (addableKinds(p).contains(kind))
            return p;
        if (p == 0)
            break;
    }
    QList<NodeId> todo = children(0); // tree order: parents first
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeFirst();
        if (addableKinds(id).contains(kind))
            return id;
        todo = children(id) + todo;
    }
    return -1;
}

NodeId SceneDocument::addNodeAt(NodeKind kind, NodeId parent, const Eigen::Vector3d &world, const NodeSetup &setup,
                                QString *error)
{
    const auto refuse = [error](const QString &message) {
        if (error)
            *error = message;
        return NodeId(0);
    };
    if (!world.allFinite())
        return refuse(QCoreApplication::translate("SceneDocument", "The position is not a finite number"));
    if (!setup.blockSize.isZero() && (kind != NodeKind::Block || !(setup.blockSize.array() > 0).all() || !setup.blockSize.allFinite()))
        return refuse(QCoreApplication::translate("SceneDocument", "A size is for a block, and positive"));
    if (!setup.texture.isEmpty() && kind != NodeKind::Block)
        return refuse(QCoreApplication::translate("SceneDocument", "A texture is for a block"));
    const QString what = !setup.name.isEmpty() ? setup.name
                         : !setup.file.isEmpty() ? setup.file
                                                 : QCoreApplication::translate("UndoCommands", "node");
    EditTransaction edit(undoStack(), QCoreApplication::translate("UndoCommands", "Add %1").arg(what));
    const NodeId id = addNode(kind, parent, -1, QString(), error);
    if (!edit.step(id != 0))
        return 0;
    if (!setup.file.isEmpty() && !edit.step(setProperty({id}, QStringLiteral("file"), setup.file, error)))
        return 0;
    if (!setup.name.isEmpty() && !edit.step(rename(id, setup.name, error)))
        return 0;
    // WED names a new entity after its file: "crate.mdl" gives "crate_mdl_001". A name the
    // format refuses (too long for a WMB name field) leaves the format's default name.
    if (setup.name.isEmpty() && kind == NodeKind::Entity && !setup.file.isEmpty() && canRename(id))
        rename(id, freeName(entityNameFor(setup.file)));
    // A path or position the format names by default ("path_000", "pos_000") takes the next free
    // number when another node has that name, as WED numbers them: scripts find them by name.
    if (setup.name.isEmpty() && (kind == NodeKind::Path || kind == NodeKind::Position) && canRename(id)
        && nameTakenByOther(*this, id))
        rename(id, freeName(nodeName(id)));
    if (!setup.texture.isEmpty() && !edit.step(setProperty({id}, QStringLiteral("texture"), setup.texture, error)))
        return 0;
    // New blocks are 64-unit boxes: a size scales the box.
    if (!setup.blockSize.isZero() && !edit.step(scaleNodes({id}, setup.blockSize / 64.0, error)))
        return 0;
    Eigen::Vector3d now;
    if (!worldPosition(id, &now))
        now = world; // a node without a place stays where the format puts it
    if (!(now - world).isZero() && !edit.step(translateNodes({id}, world - now, error)))
        return 0;
    return edit.commit() ? id : 0;
}

} // namespace ackedit::document
