// ModelDocument: UV editing (the records, the selection and one-step transforms).
#include "model/modeldocument.h"

#include "model/uv/uvdrag.h"
#include "model/uv/uvtarget.h"
#include "model/uv/uvtransform.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>

namespace ackedit::document {

const UvRecords &ModelDocument::uvRecords() const { return m_uvTarget->records(); }

bool ModelDocument::canEditUvs() const
{
    return uvRecords().kind() != UvRecords::Kind::None && uvRecords().count() > 0;
}

VertexSelection &ModelDocument::uvSelection()
{
    if (m_uvSelection.vertexCount() != uvRecords().count())
        m_uvSelection.resize(uvRecords().count());
    return m_uvSelection;
}

bool ModelDocument::transformUvs(const std::vector<int> &records, const Eigen::Affine2d &t, const QString &name)
{
    // A transform that changes no stored value pushes nothing (and keeps the redo history).
    const UvRecords &uvs = uvRecords();
    const bool changes = std::any_of(records.begin(), records.end(), [&](int r) {
        return r >= 0 && r < uvs.count() && uvs.fromNormalised(t * uvs.normalised(r)) != uvs.value(r);
    });
    if (!changes)
        return false;
    UvDrag drag(this);
    if (!drag.begin(records, name))
        return false;
    const int before = undoStack()->index();
    drag.step(t);
    drag.end(); // an edit that changed nothing leaves no entry
    return undoStack()->index() != before;
}

bool ModelDocument::moveUvs(const std::vector<int> &records, const Eigen::Vector2d &delta)
{
    return transformUvs(records, UvTransform::translation(delta),
                        QCoreApplication::translate("UndoCommands", "Move UVs"));
}

bool ModelDocument::rotateUvs(const std::vector<int> &records, double degrees, const Eigen::Vector2d &texelSize)
{
    const Eigen::Vector2d size = texelSize.isZero() ? uvRecords().unitSize() : texelSize;
    return transformUvs(records, UvTransform::rotation(UvTransform::centre(uvRecords(), records), degrees, size),
                        QCoreApplication::translate("UndoCommands", "Rotate UVs"));
}

bool ModelDocument::scaleUvs(const std::vector<int> &records, const Eigen::Vector2d &factor)
{
    return transformUvs(records, UvTransform::scaling(UvTransform::centre(uvRecords(), records), factor),
                        QCoreApplication::translate("UndoCommands", "Scale UVs"));
}

bool ModelDocument::mirrorUvs(const std::vector<int> &records, int axis)
{
    return transformUvs(records, UvTransform::mirror(UvTransform::centre(uvRecords(), records), axis),
                        axis == 1 ? QCoreApplication::translate("UndoCommands", "Mirror UVs vertically")
                                  : QCoreApplication::translate("UndoCommands", "Mirror UVs horizontally"));
}

} // namespace ackedit::document
