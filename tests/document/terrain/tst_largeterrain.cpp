// Valid but large (issue 15, point 6, stretch): a generated 4097 x 4097 HMP7, the largest grid
// createNew accepts, opens as a terrain document, takes a sculpt stroke, saves, undoes and saves
// byte-identically to the original again, within a bounded peak resident set (VmHWM, printed).
#include "common_open.h"
#include "document.h"
#include "format/hmp/hmpfixtures.h"
#include "document/saveundosave.h"
#include "hostileread.h"
#include "terrain/brushsettings.h"
#include "terrain/sculptbrush.h"
#include "terrain/sculptstroke.h"
#include "terrain/terraindocument.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using namespace ackedit::document;

class TestLargeTerrain : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hmp4097SquaredOpensEditsSavesAndUndoes()
    {
        constexpr int side = 4097;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.hmp"));
        {
            const QByteArray bytes =
                format::HmpFile::create(QStringLiteral("HMP7"), side, side, 2.f, 2.f, hmptest::wave(side, side, 50.f))->write();
            QVERIFY(testing::writeFile(path, bytes));
        }
        const QByteArray original = testing::readFile(path);
        QVERIFY(!original.isEmpty());
        const qint64 vertices = qint64(side) * side;
        testing::resetPeakRss();
        const qint64 before = testing::peakRssKiB();
        QElapsedTimer timer;
        timer.start();

        QString error;
        std::unique_ptr<Document> opened = ackedit::testing::openFile(path, &error);
        QVERIFY2(opened, qPrintable(error));
        auto *doc = qobject_cast<TerrainDocument *>(opened.get());
        QVERIFY(doc);
        QCOMPARE(doc->grid().columns(), side);
        const qint64 openMs = timer.restart();

        SculptSettings settings;
        settings.kind = BrushKind::Raise;
        settings.radius = 20.f;
        settings.strength = 5.f;
        SculptStroke stroke(doc->undoStack(), doc);
        const HeightGrid &g = doc->grid();
        stroke.begin(SculptBrush::create(settings), SculptDab{g.toWorld(2048.f, 2048.f)});
        for (int i = 0; i < 20; ++i)
            stroke.dab(SculptDab{g.toWorld(2048.f + float(i), 2048.f)});
        stroke.end();
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(doc->isModified());

        const QString problem = testing::saveUndoSave(doc, original);
        const qint64 editMs = timer.elapsed();
        const qint64 peak = testing::peakRssKiB() - before;
        qInfo("4097 x 4097 HMP7 (%lld bytes): open %lld ms, edit + 2 saves + undo %lld ms, peak RSS growth %lld MiB "
              "(%.1f bytes per vertex)",
              qint64(original.size()), openMs, editMs, peak / 1024, double(peak) * 1024.0 / double(vertices));
        QVERIFY2(problem.isEmpty(), qPrintable(problem)); // undo restored every height exactly
        // Bounded: the file, the grid, normals and the format's frame, not copies per command.
        QVERIFY2(peak < 64 * vertices / 1024, qPrintable(QStringLiteral("peak RSS grew by %1 MiB").arg(peak / 1024)));
    }
};

QTEST_GUILESS_MAIN(TestLargeTerrain)
#include "tst_largeterrain.moc"
