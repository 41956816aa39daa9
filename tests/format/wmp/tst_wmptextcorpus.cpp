// Every text WMP of the shared corpus: byte-identical round trip, no fatal validation issue,
// closed outward-facing block geometry; the Acknex 3 map is recognised and refused.
#include "common_corpus.h"
#include "common_files.h"
#include "wmp/wmptextfile.h"

#include <QtTest>

#include <map>

using namespace ackedit::format;
using namespace ackedit::testing;

class TstWmpTextCorpus : public QObject
{
    Q_OBJECT

private slots:
    void files_data()
    {
        QTest::addColumn<QString>("path");
        if (!hasCorpus())
            return;
        for (const QString &p : corpusFiles({QStringLiteral("wmp")}, {QStringLiteral(".wmp")}))
            QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
    }
    void files()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray data = readFile(path);
        QVERIFY(!data.isEmpty());
        QVERIFY(!isAcknex3Map(data));
        std::unique_ptr<WmpTextFile> file;
        try {
            file = readWmpText(data);
        } catch (const FormatError &e) {
            QFAIL(qPrintable(e.toString(path)));
        }
        QCOMPARE(file->write(), data);

        // Only quirk: flw_l4_pol.wmp has no level section (a map entity piece).
        QStringList nonFatal;
        for (const ValidationIssue &issue : file->validate()) {
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString(path)));
            nonFatal << issue.where.toString();
        }
        if (file->entities().empty())
            QCOMPARE(nonFatal, QStringList{QStringLiteral("level: no level section (a map entity piece)")});
        else
            QCOMPARE(nonFatal, QStringList());

        // Geometry: each block is a closed polyhedron (every edge used once in each direction)
        // with outward winding (positive signed volume).
        for (size_t b = 0; b < file->blocks().size(); ++b) {
            const WmpBrush::Result geo = file->blockGeometry(int(b));
            QVERIFY2(geo.bounded && geo.polygons.size() >= 4, qPrintable(QStringLiteral("block %1").arg(b)));
            std::map<std::pair<int, int>, int> edges;
            double volume = 0;
            for (const WmpBrush::Polygon &p : geo.polygons) {
                for (size_t k = 0; k < p.vertices.size(); ++k)
                    edges[{p.vertices[k], p.vertices[(k + 1) % p.vertices.size()]}] += 1;
                for (const auto &t : WmpBrush::triangulate(p))
                    volume += geo.vertices[size_t(t[0])].dot(
                        geo.vertices[size_t(t[1])].cross(geo.vertices[size_t(t[2])]));
            }
            for (const auto &[edge, count] : edges) {
                QVERIFY2(count == 1 && edges.count({edge.second, edge.first}) == 1,
                         qPrintable(QStringLiteral("block %1 edge %2-%3 not shared").arg(b).arg(edge.first).arg(edge.second)));
            }
            QVERIFY2(volume > 0, qPrintable(QStringLiteral("block %1 volume %2").arg(b).arg(volume)));
        }
        const TriangleMesh mesh = file->mesh(0);
        QCOMPARE(mesh.triangles.empty(), file->blocks().empty());
        for (const auto &t : mesh.triangles)
            QVERIFY(t.skin >= 0 && t.skin < file->textureNames().size());

        qInfo("%s", qPrintable(file->infoText()));
    }

    void acknex3Map()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QStringList files = corpusFiles({QStringLiteral("a3wmp")}, {QStringLiteral(".wmp")});
        QVERIFY(!files.isEmpty());
        for (const QString &path : files) {
            const QByteArray data = readFile(path);
            QVERIFY(isAcknex3Map(data));
            QVERIFY_THROWS_EXCEPTION(FormatError, readWmpText(data));
        }
    }
};

QTEST_GUILESS_MAIN(TstWmpTextCorpus)
#include "tst_wmptextcorpus.moc"
