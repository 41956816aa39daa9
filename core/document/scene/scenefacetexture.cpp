// SceneDocument::setFaceTexture: one face of a level source's block retextured through the block's
// "faceTextures" property (one name per face), so the property command gives undo, redo and the
// exact bytes back; only that face's texture word (text WMP) or record (WMPB) changes.
#include "scene/scenedocument.h"

#include <QStringList>

namespace ackedit::document {

bool SceneDocument::setFaceTexture(NodeId block, int face, const QString &texture, QString *error)
{
    const QVariant value = nodeKind(block) == NodeKind::Block ? property(block, QStringLiteral("faceTextures")) : QVariant();
    QStringList names = value.toStringList();
    QString problem;
    if (!value.isValid())
        problem = tr("Only a block of a text WMP or WMPB has faces to texture");
    else if (face < 0 || face >= names.size())
        problem = tr("The block has no face %1").arg(face);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    if (names[face] == texture)
        return true; // nothing changes: no undo step
    names[face] = texture;
    beginEditGesture(); // each face is its own undo step
    return setPropertyAs(tr("Texture face"), block, QStringLiteral("faceTextures"), names, error);
}

} // namespace ackedit::document
