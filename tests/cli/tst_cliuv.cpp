// ackedit-cli uv-transform as a user runs it: the UVs of a skin's triangles are moved, mirrored,
// rotated and scaled about their centre and saved exactly as the editor's document saves the
// same edit; texel UVs stay whole texels; bad arguments and files without UVs are refused.
#include "cli/clirunner.h"
#include "common_files.h"
#include "document/model/modelfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "formatregistry.h"
#include "mdl/mdlfile.h"
#include "model/uv/uvrecords.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace ackedit;
using testing::runCli;

namespace {

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    return ackedit::testing::writeInput(dir.filePath(name), bytes);
}

document::UvRecords records(const QByteArray &bytes)
{
    const auto asset = format::readAssetFile(bytes);
    return asset ? document::UvRecords::read(*asset) : document::UvRecords();
}

std::vector<int> all(int n)
{
    std::vector<int> out(size_t(std::max(n, 0)));
    std::iota(out.begin(), out.end(), 0);
    return out;
}

} // namespace

class TstCliUv : public QObject
{
    Q_OBJECT
private slots:
    void moveByWholeTexels()
    {
        QTemporaryDir dir;
        const QByteArray original = format::MdlFile::create(mdlfixture::twoQuads())->write();
        const QString in = write(dir, QStringLiteral("in.mdl"), original);
        const QString out = dir.filePath(QStringLiteral("out.mdl"));
        const auto r = runCli({QStringLiteral("uv-transform"), in, out, QStringLiteral("--skin"), QStringLiteral("0"),
                               QStringLiteral("--move"), QStringLiteral("0.1875,-0.0625")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("transformed 8 UV records of skin 0 (texels)")), qPrintable(r.out));
        const document::UvRecords before = records(original), after = records(testing::readFile(out));
        QCOMPARE(after.count(), 8);
        for (int i = 0; i < 8; ++i)
            QCOMPARE(after.value(i), Eigen::Vector2d(before.value(i) + Eigen::Vector2d(3, -1)));
    }

    // The CLI's mirror + rotate + scale gives the bytes the document gives for the same edit.
    void sameAsTheDocument_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::newRow("MDL5") << QByteArray("MDL5");
        QTest::newRow("IDPO") << QByteArray("IDPO");
    }
    void sameAsTheDocument()
    {
        QFETCH(QByteArray, format);
        QTemporaryDir dir;
        const QByteArray original = format::MdlFile::create(mdlfixture::cube(format, format == "IDPO" ? 0 : 2, 2))->write();
        const QString in = write(dir, QStringLiteral("in.mdl"), original);
        const QString out = dir.filePath(QStringLiteral("out.mdl"));
        const auto r = runCli({QStringLiteral("uv-transform"), in, out, QStringLiteral("--skin"), QStringLiteral("0"),
                               QStringLiteral("--mirror"), QStringLiteral("v"), QStringLiteral("--rotate"),
                               QStringLiteral("90")});
        QCOMPARE(r.exitCode, 0);
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        const int n = doc->uvRecords().count();
        QVERIFY(doc->mirrorUvs(all(n), 1));
        QVERIFY(doc->rotateUvs(all(n), 90.0, doc->uvRecords().unitSize()));
        QCOMPARE(testing::readFile(out), testing::savedBytes(*doc, dir, QStringLiteral("doc.mdl")));
        QVERIFY(testing::readFile(out) != original);
    }

    void refusals()
    {
        QTemporaryDir dir;
        const QString in = write(dir, QStringLiteral("in.mdl"), format::MdlFile::create(mdlfixture::twoQuads())->write());
        const QString out = dir.filePath(QStringLiteral("out.mdl"));
        QCOMPARE(runCli({QStringLiteral("uv-transform"), in, out}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("uv-transform"), in, out, QStringLiteral("--skin"), QStringLiteral("0"),
                         QStringLiteral("--mirror"), QStringLiteral("x")})
                     .exitCode,
                 2);
        const auto r = runCli({QStringLiteral("uv-transform"), in, out, QStringLiteral("--skin"), QStringLiteral("3")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("skin 3 does not exist")), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TstCliUv)
#include "tst_cliuv.moc"
