#pragma once
// The known edit of the tests that drive the real editor (`ackedit --test-edit DX,DY,DZ`,
// tst_crashrecovery): one undo step on any kind of document, so a test has unsaved work to kill
// the editor with, and can make the same edit in its own process as the reference.
//   model    Transform Global: a move by (DX, DY, DZ)
//   terrain  one raise dab of strength DZ at the grid's centre, a quarter of its width wide
//   level    the first node that can be renamed is renamed "testedit"
//   WAD      texture 0 is renamed "testedit"
#include <Eigen/Core>

#include <QString>

namespace ackedit::document {
class Document;
}

namespace ackedit::app {

bool applyTestEdit(document::Document *document, const Eigen::Vector3f &by, QString *error);

} // namespace ackedit::app
