#pragma once
// The tail of the large-file tests (issue 15, point 6): save the edited document, undo the edit,
// save again; the undone save must equal the original bytes and the edited one must differ.
#include "common_files.h"
#include "document.h"

#include <QTemporaryDir>
#include <QUndoStack>

namespace ackedit::testing {

// Empty when both saves succeed with the expected bytes, otherwise what went wrong.
inline QString saveUndoSave(document::Document *doc, const QByteArray &original)
{
    QTemporaryDir dir;
    QString error;
    const QString edited = dir.filePath(QStringLiteral("edited"));
    if (!doc->saveAs(edited, &error))
        return error;
    doc->undoStack()->undo();
    const QString undone = dir.filePath(QStringLiteral("undone"));
    if (!doc->saveAs(undone, &error))
        return error;
    if (readFile(edited) == original)
        return QStringLiteral("the edit did not reach the saved file");
    if (readFile(undone) != original)
        return QStringLiteral("the save after undo differs from the original");
    return {};
}

} // namespace ackedit::testing
