// Skin management of terrains (HMP4 with its shared header size, HMP5, HMP7 with a reference
// skin): every command is one undo step that emits skinsChanged, saves and reopens as done, and
// undoes to the original bytes; strokes painted before a reorder undo on the right skin.
#include "common_files.h"
#include "documentfactory.h"
#include "format/hmp/hmpfixtures.h"
#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "skin/skinstroke.h"
#include "terrain/terraindocument.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::SkinManagement;
using document::TerrainDocument;

namespace {

std::unique_ptr<TerrainDocument> openTerrain(const QByteArray &bytes)
{
    std::unique_ptr<document::Document> doc = document::createDocument(format::readAssetFile(bytes), QString());
    if (!qobject_cast<TerrainDocument *>(doc.get()))
        return nullptr;
    return std::unique_ptr<TerrainDocument>(static_cast<TerrainDocument *>(doc.release()));
}

// Skins: 0 = 8x8 RGB565, 1 = 16x8 ARGB8888 (HMP4: 8x8 RGB565), HMP7 also 2 = a reference to 1.
QByteArray terrain(const QString &version)
{
    const bool hmp4 = version == QLatin1String("HMP4");
    auto f = format::HmpFile::create(version, 5, 5, 2.f, 2.f, hmptest::wave(5, 5),
                                     format::HmpSkin::fromImage(format::PixelType::Rgb565, hmptest::pattern(8, 8, 0)));
    f->addSkin(format::HmpSkin::fromImage(hmp4 ? format::PixelType::Rgb565 : format::PixelType::Argb8888,
                                          hmptest::pattern(hmp4 ? 8 : 16, 8, 1)));
    if (version == QLatin1String("HMP7")) {
        format::HmpSkin ref;
        ref.type = format::PixelType::Reference;
        ref.width = 1;
        f->addSkin(ref);
    }
    return f->write();
}

QList<QImage> shown(const SkinManagement &m, int count)
{
    QList<QImage> out;
    for (int i = 0; i < count; ++i)
        out << m.currentImage(i);
    return out;
}

QByteArray saved(TerrainDocument &doc, const QTemporaryDir &dir)
{
    QString error;
    const QString path = dir.filePath(QStringLiteral("out.hmp"));
    if (!doc.saveAs(path, &error))
        qWarning("%s", qPrintable(error));
    return testing::readFile(path);
}

} // namespace

class TstTerrainSkinManage : public QObject
{
    Q_OBJECT
private slots:
    void eachCommand_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("op");
        for (const char *v : {"HMP4", "HMP5", "HMP7"})
            for (const char *op : {"blank", "duplicate", "delete", "move", "resize"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(v), QLatin1String(op))))
                    << QString::fromLatin1(v) << QString::fromLatin1(op);
    }
    void eachCommand()
    {
        QFETCH(QString, version);
        QFETCH(QString, op);
        const QByteArray original = terrain(version);
        auto doc = openTerrain(original);
        QVERIFY(doc);
        SkinManagement &m = *doc->skinManagement();
        QVERIFY(m.supported());
        QSignalSpy spy(doc.get(), &TerrainDocument::skinsChanged);
        const int n = doc->asset()->skinCount();
        const QList<QImage> before = shown(m, n);
        QString error;
        bool ok = false;
        if (op == QLatin1String("blank"))
            ok = m.addBlank(QSize(8, 8), QColor(0, 0, 255), &error);
        else if (op == QLatin1String("duplicate"))
            ok = m.duplicate(0, &error);
        else if (op == QLatin1String("delete"))
            ok = m.remove(0, &error);
        else if (op == QLatin1String("move"))
            ok = m.move(1, 0, &error);
        else
            ok = m.resize(0, QSize(16, 16), &error);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(spy.count(), 1);
        const int count = doc->asset()->skinCount();
        const QList<QImage> after = shown(m, count);
        if (op == QLatin1String("blank")) {
            QCOMPARE(count, n + 1);
            QCOMPARE(after.last().pixelColor(2, 2), QColor(0, 0, 255));
        } else if (op == QLatin1String("duplicate")) {
            QCOMPARE(after[1], before[0]);
        } else if (op == QLatin1String("delete")) {
            QCOMPARE(after, before.mid(1)); // HMP7: the reference still shows skin 1's image
        } else if (op == QLatin1String("move")) {
            QCOMPARE(after[0], before[1]);
            QCOMPARE(after[1], before[0]);
        } else {
            QCOMPARE(after[0].size(), QSize(16, 16));
            QCOMPARE(after[1].size(), version == QLatin1String("HMP4") ? QSize(16, 16) : before[1].size());
        }
        QTemporaryDir dir;
        const QByteArray done = saved(*doc, dir);
        auto reopened = openTerrain(done);
        QVERIFY(reopened);
        QCOMPARE(shown(*reopened->skinManagement(), count), after);
        doc->undoStack()->undo();
        QCOMPARE(spy.count(), 2);
        QVERIFY(saved(*doc, dir) == original);
        doc->undoStack()->redo();
        QCOMPARE(spy.count(), 3);
        QVERIFY(saved(*doc, dir) == done);
    }

    void referencedSkinIsKept()
    {
        auto doc = openTerrain(terrain(QStringLiteral("HMP7")));
        QString error;
        QVERIFY(!doc->skinManagement()->remove(1, &error));
        QVERIFY2(error.contains(QStringLiteral("reuses")), qPrintable(error));
        QCOMPARE(doc->undoStack()->count(), 0);
        // HMP4 skins share the header's size.
        auto hmp4 = openTerrain(terrain(QStringLiteral("HMP4")));
        QVERIFY(!hmp4->skinManagement()->importImage(QImage(16, 8, QImage::Format_RGBA8888), &error));
        QCOMPARE(hmp4->skinManagement()->requiredSize(), QSize(8, 8));
    }

    void paintMoveUndoAll()
    {
        const QByteArray original = terrain(QStringLiteral("HMP5"));
        auto doc = openTerrain(original);
        SkinManagement &m = *doc->skinManagement();
        const QList<QImage> start = shown(m, 2);
        document::BrushSettings brush;
        brush.radius = 1.5f;
        brush.hardness = 1.f;
        brush.colour = Qt::red;
        {
            document::SkinStroke s(doc->undoStack(), doc->skinCanvas(0));
            s.begin({3.f, 3.f}, brush, QStringLiteral("Paint"));
            s.end();
        }
        QVERIFY(m.move(0, 1));
        brush.colour = Qt::blue;
        {
            document::SkinStroke s(doc->undoStack(), doc->skinCanvas(1)); // the painted skin, moved
            s.begin({5.f, 5.f}, brush, QStringLiteral("Paint"));
            s.end();
        }
        QCOMPARE(m.currentImage(1).pixelColor(3, 3), QColor(Qt::red));
        QCOMPARE(m.currentImage(1).pixelColor(5, 5), QColor(Qt::blue));
        QVERIFY(m.duplicate(1));
        QVERIFY(m.remove(0));
        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        QCOMPARE(shown(m, 2), start);
        QTemporaryDir dir;
        QVERIFY(saved(*doc, dir) == original);
    }
};

QTEST_GUILESS_MAIN(TstTerrainSkinManage)
#include "tst_terrainskinmanage.moc"
