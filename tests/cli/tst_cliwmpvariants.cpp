// The text WMP variants of issue 15 point 7 through `ackedit-cli validate` and `roundtrip` and
// through the editor's path (readAssetFile, createDocument, save): all three accept the same
// files and refuse the same files with the same offset and field.
#include "cli/clirunner.h"
#include "document.h"
#include "documentfactory.h"
#include "format/wmp/wmptextvariants.h"
#include "formatregistry.h"
#include "io/formaterror.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace ackedit;
using ackedit::testing::runCli;

class TstCliWmpVariants : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString put(const QByteArray &data)
    {
        const QString path = m_dir.filePath(QStringLiteral("variant.wmp"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            return {};
        return path;
    }

private slots:
    void accepted_data()
    {
        QTest::addColumn<QByteArray>("data");
        for (const testing::WmpVariant &v : testing::wmpAcceptedVariants())
            QTest::newRow(v.name) << v.data;
    }

    void accepted()
    {
        QFETCH(QByteArray, data);
        const QString path = put(data);
        QVERIFY(!path.isEmpty());
        const auto validate = runCli({QStringLiteral("validate"), path});
        QVERIFY2(validate.exitCode == 0, qPrintable(validate.err));
        QVERIFY(validate.out.contains(QStringLiteral(": valid")));

        const QString out = m_dir.filePath(QStringLiteral("out.wmp"));
        const auto roundtrip = runCli({QStringLiteral("roundtrip"), path, out});
        QVERIFY2(roundtrip.exitCode == 0, qPrintable(roundtrip.err + roundtrip.out));
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), data);

        // The editor's path: open, make a document, save it elsewhere unchanged.
        std::unique_ptr<format::AssetFile> asset;
        try {
            asset = format::readAssetFile(data);
        } catch (const format::FormatError &e) {
            QFAIL(qPrintable(e.toString()));
        }
        QVERIFY(asset);
        auto doc = document::createDocument(std::move(asset), path);
        QVERIFY(doc);
        const QString saved = m_dir.filePath(QStringLiteral("saved.wmp"));
        QString error;
        QVERIFY2(doc->saveAs(saved, &error), qPrintable(error));
        QFile savedFile(saved);
        QVERIFY(savedFile.open(QIODevice::ReadOnly));
        QCOMPARE(savedFile.readAll(), data);
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("field");
        QTest::addColumn<qint64>("offset");
        for (const testing::WmpVariant &v : testing::wmpRefusedVariants())
            QTest::newRow(v.name) << v.data << QString::fromLatin1(v.refusedField) << v.refusedOffset;
    }

    void refused()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, field);
        QFETCH(qint64, offset);
        const QString path = put(data);
        QVERIFY(!path.isEmpty());
        QString editorMessage;
        try {
            format::readAssetFile(data);
            QFAIL("the editor's reader accepted the file");
        } catch (const format::FormatError &e) {
            QCOMPARE(e.field, field);
            QCOMPARE(e.offset, offset);
            editorMessage = e.problem;
        }
        const auto validate = runCli({QStringLiteral("validate"), path});
        const auto roundtrip = runCli({QStringLiteral("roundtrip"), path, m_dir.filePath(QStringLiteral("out.wmp"))});
        for (const auto &r : {validate, roundtrip}) {
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(field), qPrintable(r.err));
            const QString hexOffset = QStringLiteral("offset 0x%1").arg(offset, 4, 16, QLatin1Char('0'));
            QVERIFY2(r.err.contains(hexOffset), qPrintable(r.err));
            QVERIFY2(r.err.contains(editorMessage), qPrintable(r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TstCliWmpVariants)
#include "tst_cliwmpvariants.moc"
