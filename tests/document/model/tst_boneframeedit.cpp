// Editing a frame that bones pose (real file: wichtelwald_player.mdl, 175 frames, 18 bones):
// the edit lands in the rest vertices the engine poses, so after saving and reopening the frame
// shows the vertex where it was dragged, the other frames move with their bones, and no vertex
// record pins it (which would freeze it in every pose).
#include "common_corpus.h"
#include "document/model/modelfixtures.h"

#include "mdl7/mdl7file.h"
#include "model/mdl7modeldocument.h"
#include "model/vertex/vertexdrag.h"

#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;

class TstBoneFrameEdit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void dragInABoneFrameSurvivesSaving()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFile file(testing::corpusDir() + QStringLiteral("/mdl7/wichtelwald_player.mdl"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        auto doc = testing::openModel(file.readAll());
        QVERIFY(doc);
        const int frame = 10, vertex = 100;
        QVERIFY(doc->editsRestPose(frame));
        const Eigen::Vector3f before = doc->positions(frame)[vertex];
        const Eigen::Vector3f otherBefore = doc->positions(60)[vertex];
        document::VertexDrag drag(doc.get());
        QVERIFY(drag.begin({{vertex, 1.0f}}, frame, frame, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(0, 0, 3)));
        drag.end();
        const Eigen::Vector3f wanted = before + Eigen::Vector3f(0, 0, 3);
        QVERIFY((doc->positions(frame)[vertex] - wanted).norm() < 1e-3f);

        QTemporaryDir dir;
        QString error;
        QVERIFY2(doc->saveAs(dir.filePath(QStringLiteral("player.mdl")), &error), qPrintable(error));
        QFile saved(dir.filePath(QStringLiteral("player.mdl")));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        auto back = testing::openModel(saved.readAll());
        QVERIFY(back);
        QVERIFY((back->positions(frame)[vertex] - wanted).norm() < 1e-3f);
        // Another frame follows its bones: the vertex moved there too, by the same rest offset
        // turned by that frame's bones, not by a pinned record.
        QVERIFY((back->positions(60)[vertex] - otherBefore).norm() > 1e-3f);
        const auto *file7 = static_cast<document::Mdl7ModelDocument *>(back.get())->mdl7();
        for (const auto &g : file7->groups())
            for (const auto &f : g.frames)
                QVERIFY(f.vertices().empty());
    }
};

QTEST_GUILESS_MAIN(TstBoneFrameEdit)
#include "tst_boneframeedit.moc"
