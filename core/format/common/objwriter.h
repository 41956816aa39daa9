#pragma once
// Wavefront OBJ text of a TriangleMesh (positions, UVs with v flipped to OBJ's upward convention,
// one `usemtl skinN` group per skin). Used by `ackedit-cli export-obj` and by tests.
#include "common/trianglemesh.h"

#include <QByteArray>
#include <QString>

namespace ackedit::format {

QByteArray meshToObj(const TriangleMesh &mesh, const QString &comment = QString());

} // namespace ackedit::format
