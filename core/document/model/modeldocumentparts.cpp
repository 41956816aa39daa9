// ModelDocument's edits of named parts (skins, groups, bones) and single triangles: checks and
// the commands they push (a value change of the stored name; triangleremovecommand.h).
#include "model/modeldocument.h"

#include "model/triangleremovecommand.h"
#include "valuechangecommand.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace ackedit::document {

namespace {

QString partUndoText(ModelDocument::NamedPart part, const QString &from, const QString &to)
{
    using P = ModelDocument::NamedPart;
    switch (part) {
    case P::Skin: return QCoreApplication::translate("UndoCommands", "Rename skin %1 to %2").arg(from, to);
    case P::Group: return QCoreApplication::translate("UndoCommands", "Rename group %1 to %2").arg(from, to);
    case P::Bone: return QCoreApplication::translate("UndoCommands", "Rename bone %1 to %2").arg(from, to);
    }
    return {};
}

} // namespace


bool ModelDocument::renamePart(NamedPart part, int index, const QString &name, QString *error)
{
    const int limit = maxPartNameLength(part);
    const QStringList names = partNames(part);
    if (limit <= 0)
        return refuse(error, tr("This model kind stores no such names"));
    if (index < 0 || index >= names.size())
        return refuse(error, tr("No part %1 to rename").arg(index));
    if (name.isEmpty())
        return refuse(error, tr("A name cannot be empty"));
    if (name.size() > limit)
        return refuse(error, tr("These names have at most %n characters in this format", nullptr, limit));
    for (const QChar c : name) {
        if (c.unicode() == 0 || c.unicode() > 0xFF)
            return refuse(error, tr("Names can use Latin-1 characters only (\"%1\" cannot be stored)").arg(QString(c)));
    }
    if (name == names[index])
        return true;
    // The stored name field(s) as a value, so undo and redo put back the exact bytes.
    using Command = ValueChangeCommand<QVariant>;
    undoStack()->push(new Command(partUndoText(part, names[index], name),
                                  Command::readWrite([this, part, index] { return rawPartName(part, index); },
                                                     [this, part, index](const QVariant &raw) {
                                                         applyRawPartName(part, index, raw);
                                                     }),
                                  rawPartName(part, index),
                                  [this, part, index, name] { return applyPartName(part, index, name); }));
    return partNames(part).value(index) == name || refuse(error, tr("The name could not be stored"));
}

bool ModelDocument::deleteTriangle(int group, int triangle, QString *error)
{
    if (triangle < 0 || triangle >= storedTriangleCount(group))
        return refuse(error, group >= 0 ? tr("Group %1 has no triangle %2").arg(group).arg(triangle)
                                        : tr("No triangle %1").arg(triangle));
    const int before = storedTriangleCount(group);
    undoStack()->push(new TriangleRemoveCommand(this, group, triangle));
    return storedTriangleCount(group) == before - 1 || refuse(error, tr("The triangle could not be removed"));
}

void ModelDocument::partNamesEdited(NamedPart part)
{
    emit partNamesChanged(part);
    if (part == NamedPart::Skin)
        emit skinsChanged(); // the skin lists show the names
}

void ModelDocument::trianglesEdited()
{
    structureChanged();
    emit geometryReset();
}

} // namespace ackedit::document
