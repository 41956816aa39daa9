// Skin management through the model document: add blank, import, duplicate, delete, move and
// resize are one undo step each, emit skinsChanged on do / undo / redo, save and reopen as done,
// and undo back to the original bytes. Working images follow their skins, so strokes painted
// before a reorder or delete still undo on the right skin. A PNG exported from a skin and
// imported again is the same skin under the same mapping.
#include "common_files.h"
#include "document/model/modelfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"
#include "skin/skinstroke.h"

#include <QImageReader>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::ModelDocument;

namespace {

// Two MDL7 skins (RGB888 16x8, ARGB8888 8x8), two triangles drawn with skin 0 and 1.
QByteArray mdl7TwoSkins()
{
    format::Mdl7BuildInput in;
    for (int s = 0; s < 2; ++s) {
        format::Mdl7BuildInput::Skin skin;
        skin.type = s == 0 ? format::PixelType::Rgb888 : format::PixelType::Argb8888;
        skin.name = "skin" + QByteArray::number(s);
        skin.image = mdlfixture::pattern(s == 0 ? 16 : 8, 8, skin.type, s);
        in.skins.push_back(skin);
    }
    format::Mdl7BuildInput::Group g;
    g.name = "quad";
    g.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}};
    g.uvs = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
    for (int t = 0; t < 2; ++t) {
        format::TriangleMesh::Triangle tri;
        tri.v = t == 0 ? std::array<uint32_t, 3>{0, 1, 2} : std::array<uint32_t, 3>{1, 3, 2};
        tri.uv = tri.v;
        tri.skin = t;
        g.triangles.push_back(tri);
    }
    in.groups.push_back(g);
    return format::Mdl7File::create(in)->write();
}

QByteArray model(const QByteArray &kind)
{
    if (kind == "MDL7")
        return mdl7TwoSkins();
    const int type = kind == "MDL3" ? 2 : kind == "MDL4" ? 10 : kind == "IDPO" ? 0 : 4;
    return format::MdlFile::create(mdlfixture::cube(kind, type, 2))->write();
}

QByteArray saved(ModelDocument &doc, const QTemporaryDir &dir)
{
    QString error;
    const QString path = dir.filePath(QStringLiteral("out.mdl"));
    if (!doc.saveAs(path, &error))
        qWarning("%s", qPrintable(error));
    return testing::readFile(path);
}

QList<QImage> shown(const ModelDocument &doc)
{
    QList<QImage> out;
    for (int i = 0; i < doc.skinCount(); ++i)
        out << doc.currentSkinImage(i);
    return out;
}

std::vector<Eigen::Vector2f> uvs(const ModelDocument &doc) { return doc.asset()->mesh(0).uvs; }

void stroke(ModelDocument &doc, int skin, const QColor &colour, const Eigen::Vector2f &at)
{
    document::BrushSettings brush;
    brush.radius = 1.5f;
    brush.hardness = 1.f;
    brush.colour = colour;
    document::SkinStroke s(doc.undoStack(), doc.skinCanvas(skin));
    s.begin(at, brush, QStringLiteral("Paint"));
    s.moveTo(at + Eigen::Vector2f(2.f, 0.f));
    s.end();
}

} // namespace

class TstSkinManage : public QObject
{
    Q_OBJECT
private slots:
    void eachCommand_data()
    {
        QTest::addColumn<QByteArray>("kind");
        QTest::addColumn<QString>("op");
        for (const char *kind : {"MDL3", "MDL4", "MDL5", "IDPO", "MDL7"})
            for (const char *op : {"blank", "import", "duplicate", "delete", "move", "resize"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(kind), QLatin1String(op))))
                    << QByteArray(kind) << QString::fromLatin1(op);
    }
    void eachCommand()
    {
        QFETCH(QByteArray, kind);
        QFETCH(QString, op);
        const QByteArray original = model(kind);
        auto doc = testing::openModel(original);
        QVERIFY(doc && doc->canManageSkins());
        QSignalSpy spy(doc.get(), &ModelDocument::skinsChanged);
        const QList<QImage> before = shown(*doc);
        const std::vector<Eigen::Vector2f> uvBefore = uvs(*doc);
        const QSize size0 = before[0].size();
        QString error;
        bool ok = false;
        QList<QImage> want = before;
        if (op == QLatin1String("blank")) {
            ok = doc->addBlankSkin(size0, QColor(0, 0, 255), &error);
        } else if (op == QLatin1String("import")) {
            ok = doc->importSkin(before[1].mirrored(), &error);
        } else if (op == QLatin1String("duplicate")) {
            ok = doc->duplicateSkin(0, &error);
            want.insert(1, before[0]);
        } else if (op == QLatin1String("delete")) {
            ok = doc->deleteSkin(0, &error);
            want.removeFirst();
        } else if (op == QLatin1String("move")) {
            ok = doc->moveSkin(1, 0, &error);
            want.swapItemsAt(0, 1);
        } else {
            ok = doc->resizeSkin(0, size0 * 2, &error);
        }
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(spy.count(), 1);
        const QList<QImage> after = shown(*doc);
        if (op == QLatin1String("blank") || op == QLatin1String("import")) {
            QCOMPARE(after.size(), before.size() + 1);
            QCOMPARE(after.mid(0, before.size()), before);
            QCOMPARE(after.last().size(), op == QLatin1String("blank") ? size0 : before[1].size());
            if (op == QLatin1String("blank") && kind != "IDPO") // 8-bit: the nearest palette entry
                QCOMPARE(after.last().pixelColor(3, 3), QColor(0, 0, 255));
        } else if (op == QLatin1String("resize")) {
            QCOMPARE(after.size(), before.size());
            QCOMPARE(after[0].size(), size0 * 2);
            const bool shared = kind != "MDL5" && kind != "MDL7";
            QCOMPARE(after[1].size(), shared ? before[1].size() * 2 : before[1].size());
        } else {
            QCOMPARE(after, want);
        }
        // UVs keep their place on the image (MDL: pixel UVs rescaled where their size changed).
        const std::vector<Eigen::Vector2f> uvAfter = uvs(*doc);
        QCOMPARE(uvAfter.size(), uvBefore.size());
        const float tolerance = 1.f / float(std::min(after[0].width(), before[0].width()));
        for (size_t i = 0; i < uvBefore.size(); ++i)
            QVERIFY2((uvAfter[i] - uvBefore[i]).norm() <= tolerance,
                     qPrintable(QStringLiteral("uv %1 moved by %2").arg(i).arg((uvAfter[i] - uvBefore[i]).norm())));

        QTemporaryDir dir;
        const QByteArray done = saved(*doc, dir);
        auto reopened = testing::openModel(done);
        QVERIFY(reopened);
        QCOMPARE(shown(*reopened), after);
        QCOMPARE(reopened->skinCount(), after.size());

        doc->undoStack()->undo();
        QCOMPARE(spy.count(), 2);
        QCOMPARE(shown(*doc), before);
        QVERIFY(saved(*doc, dir) == original);
        doc->undoStack()->redo();
        QCOMPARE(spy.count(), 3);
        QCOMPARE(shown(*doc), after);
        QVERIFY(saved(*doc, dir) == done);
    }

    void refusals()
    {
        auto mdl3 = testing::openModel(model("MDL3"));
        QString error;
        QVERIFY(!mdl3->importSkin(QImage(8, 8, QImage::Format_RGBA8888), &error));
        QVERIFY2(error.contains(QStringLiteral("16x8")), qPrintable(error));
        QVERIFY(!mdl3->resizeSkin(0, QSize(0, 4), &error));
        auto mdl4 = testing::openModel(model("MDL4")); // mipmapped: multiples of 8
        QVERIFY(!mdl4->resizeSkin(0, QSize(20, 8), &error));
        QVERIFY2(error.contains(QStringLiteral("multiples of 8")), qPrintable(error));
        auto mdl5 = testing::openModel(model("MDL5"));
        QVERIFY(mdl5->deleteSkin(0, &error));
        QVERIFY(!mdl5->deleteSkin(0, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(mdl5->undoStack()->count(), 1);
        QCOMPARE(mdl3->undoStack()->count(), 0);
    }

    // Strokes hold their canvas: a reorder, delete and resize in between must not make undoing
    // them restore the wrong skin.
    void paintReorderUndoAll_data()
    {
        QTest::addColumn<QByteArray>("kind");
        QTest::newRow("MDL5") << QByteArray("MDL5");
        QTest::newRow("MDL3") << QByteArray("MDL3");
        QTest::newRow("MDL7") << QByteArray("MDL7");
    }
    void paintReorderUndoAll()
    {
        QFETCH(QByteArray, kind);
        const QByteArray original = model(kind);
        auto doc = testing::openModel(original);
        const QList<QImage> start = shown(*doc);
        stroke(*doc, 0, Qt::red, {2.f, 2.f});
        stroke(*doc, 1, Qt::green, {3.f, 5.f});
        QVERIFY(doc->duplicateSkin(0));       // 0 0' 1
        QVERIFY(doc->moveSkin(2, 0));         // 1 0 0'
        stroke(*doc, 0, Qt::blue, {5.f, 3.f}); // on old skin 1
        stroke(*doc, 2, Qt::white, {1.f, 6.f}); // on the copy
        QVERIFY(doc->deleteSkin(1));          // 1 0'
        QCOMPARE(doc->skinCount(), 2);
        QCOMPARE(doc->currentSkinImage(0).pixelColor(5, 3), QColor(Qt::blue));
        QCOMPARE(doc->currentSkinImage(0).pixelColor(3, 5), QColor(Qt::green));
        QCOMPARE(doc->currentSkinImage(1).pixelColor(2, 2), QColor(Qt::red));
        QCOMPARE(doc->currentSkinImage(1).pixelColor(1, 6), QColor(Qt::white));
        QVERIFY(doc->resizeSkin(1, start[0].size() * 2));
        stroke(*doc, 1, Qt::magenta, {9.f, 9.f});
        const QList<QImage> end = shown(*doc);
        QTemporaryDir dir;
        const QByteArray done = saved(*doc, dir);

        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        QCOMPARE(shown(*doc), start);
        QVERIFY(saved(*doc, dir) == original);
        while (doc->undoStack()->canRedo())
            doc->undoStack()->redo();
        QCOMPARE(shown(*doc), end);
        QVERIFY(saved(*doc, dir) == done);
    }

    void reimportKeepsMapping_data()
    {
        QTest::addColumn<QByteArray>("kind");
        for (const char *k : {"MDL3", "MDL5", "IDPO", "MDL7"})
            QTest::newRow(k) << QByteArray(k);
    }
    void reimportKeepsMapping()
    {
        QFETCH(QByteArray, kind);
        auto doc = testing::openModel(model(kind));
        stroke(*doc, 0, Qt::red, {4.f, 4.f});
        const std::vector<Eigen::Vector2f> uvBefore = uvs(*doc);
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("skin.png"));
        QVERIFY(doc->currentSkinImage(0).save(png, "PNG"));
        QVERIFY(doc->skinUvLayout(0).save(dir.filePath(QStringLiteral("uv.png")), "PNG"));
        QCOMPARE(QImage(dir.filePath(QStringLiteral("uv.png"))).size(), doc->currentSkinImage(0).size());
        QImageReader reader(png);
        QString error;
        QVERIFY2(doc->importSkin(reader.read(), &error), qPrintable(error));
        const int last = doc->skinCount() - 1;
        if (kind != "IDPO") // 8-bit: the working image meets the palette on save
            QCOMPARE(doc->currentSkinImage(last), doc->currentSkinImage(0));
        QCOMPARE(uvs(*doc), uvBefore);
        auto reopened = testing::openModel(saved(*doc, dir));
        QCOMPARE(reopened->currentSkinImage(last), reopened->currentSkinImage(0));
        QCOMPARE(uvs(*reopened), uvBefore);
    }
};

QTEST_GUILESS_MAIN(TstSkinManage)
#include "tst_skinmanage.moc"
