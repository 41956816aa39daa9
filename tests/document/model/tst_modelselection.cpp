// ModelSelection: the editor's vertex selection over a model document (changed signal only on a
// real change, soft weights from the frame's positions, select connected over the triangles).
#include "document/model/modelfixtures.h"
#include "format/mdl/mdlfixtures.h"

#include "model/vertex/modelselection.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::ModelSelection;

class TstModelSelection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void changedOnlyOnChange()
    {
        auto model = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", -1))->write());
        QVERIFY(model);
        ModelSelection sel(model.get());
        QSignalSpy spy(&sel, &ModelSelection::changed);
        QCOMPARE(sel.selection().vertexCount(), 8);
        sel.clear();
        QCOMPARE(spy.count(), 0);
        sel.applyClick(3, document::SelectionMode::Replace);
        QCOMPARE(spy.count(), 1);
        QVERIFY(sel.contains(3));
        QCOMPARE(sel.count(), 1);
        sel.selectConnected(); // a cube is one piece
        QCOMPARE(sel.count(), 8);
        sel.invert();
        QVERIFY(sel.isEmpty());
        QCOMPARE(spy.count(), 3);
        QCOMPARE(model->undoStack()->count(), 0); // selection is no edit
    }

    void softWeights()
    {
        auto model = testing::openModel(format::MdlFile::create(mdlfixture::grid("MDL5", 5))->write());
        QVERIFY(model);
        ModelSelection sel(model.get());
        sel.applyClick(12, document::SelectionMode::Replace); // the centre (2, 2)
        QCOMPARE(sel.weights(0).size(), size_t(1));
        QSignalSpy spy(&sel, &ModelSelection::softSettingsChanged);
        document::SoftSelectionSettings soft;
        soft.radius = 1.5f;
        soft.falloff = document::Falloff::Linear;
        sel.setSoftSettings(soft);
        QCOMPARE(spy.count(), 1);
        const auto w = sel.weights(0);
        QVERIFY(w.size() > 1);
        for (const auto &v : w) {
            if (v.vertex == 12)
                QCOMPARE(v.weight, 1.0f);
            else
                QVERIFY(v.weight > 0.0f && v.weight < 1.0f);
        }
        const Eigen::Vector3f c = sel.centroid(0);
        QCOMPARE(c.x(), model->positions(0)[12].x());
    }
};

QTEST_MAIN(TstModelSelection)
#include "tst_modelselection.moc"
