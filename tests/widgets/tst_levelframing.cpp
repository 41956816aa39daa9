// Framing inside a closed level (issue 34 point 5): F on an entity in a closed room of blocks
// puts the eye inside the room, in front of the wall it would have stood behind; without the
// room the same framing stands farther away. The target stays the entity.
#include "document/scene/scenetesting.h"
#include "format/wmp/wmptextfixtures.h"
#include "widgets/viewporttesting.h"

#include "editors/leveleditor.h"
#include "scene/wmpdocument.h"
#include "viewport/viewport.h"
#include "wmp/wmptextfile.h"

#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using document::NodeId;
using widgets::LevelEditor;

class TstLevelFraming : public QObject
{
    Q_OBJECT
private slots:
    void framingInsideARoomStaysInside()
    {
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), QString());
        LevelEditor editor(&doc);
        QVERIFY(testing::showEditor(editor));
        const NodeId model = testing::wmpObject(doc, 5);
        Eigen::Vector3d centre;
        QVERIFY(doc.worldPosition(model, &centre));
        editor.setSelection({model});
        editor.frameSelected();
        const Eigen::Vector3f target = editor.viewport()->cameraState().target;
        const float open = (editor.viewport()->cameraState().eye - target).norm();

        // Six walls 8 thick around the target, half as far as the eye stood.
        const double h = open / 2;
        const qint64 parent = doc.parentFor(document::NodeKind::Block);
        QVERIFY(parent >= 0);
        for (int axis = 0; axis < 3; ++axis) {
            for (double side : {-1.0, 1.0}) {
                document::NodeSetup wall;
                wall.blockSize = Eigen::Vector3d::Constant(2 * h + 16);
                wall.blockSize[axis] = 8;
                Eigen::Vector3d at = target.cast<double>();
                at[axis] += side * (h + 4);
                QVERIFY(doc.addNodeAt(document::NodeKind::Block, NodeId(parent), at, wall));
            }
        }
        editor.setSelection({model});
        editor.frameSelected();
        const widgets::Viewport::CameraState inside = editor.viewport()->cameraState();
        QVERIFY((inside.target - target).norm() < 1e-3f);
        QVERIFY2(((inside.eye - target).array().abs() < float(h)).all(),
                 qPrintable(QStringLiteral("eye %1 %2 %3 outside the room of half size %4")
                                .arg(inside.eye.x() - target.x())
                                .arg(inside.eye.y() - target.y())
                                .arg(inside.eye.z() - target.z())
                                .arg(h)));
        // The room gone (undo), the eye stands where it did.
        doc.undoStack()->setIndex(0);
        editor.frameSelected();
        QVERIFY(std::abs((editor.viewport()->cameraState().eye - target).norm() - open) < 1e-2f * open);
    }
};

QTEST_MAIN(TstLevelFraming)
#include "tst_levelframing.moc"
