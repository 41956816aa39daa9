// The registry's refusals: empty files, unknown bytes and other engines' files that share the
// .mdl/.wad extensions are named as such; a reader's structural error reads as a damaged file.
// Every refusal leads with a sentence a user understands and keeps the offset/field/problem.
#include "formatregistry.h"

#include <QtTest>

using namespace ackedit::format;

namespace {

QByteArray bytes(const char *data, int size) { return QByteArray(data, size); }

FormatError refusalOf(const QByteArray &data)
{
    try {
        readAssetFile(data);
    } catch (const FormatError &e) {
        return e;
    }
    return FormatError(-1, QStringLiteral("test"), QStringLiteral("readAssetFile accepted the bytes"));
}

} // namespace

class TstFormatRegistry : public QObject
{
    Q_OBJECT
private slots:
    void refusals_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("sniffed"); // sniffFormat's answer
        QTest::addColumn<QString>("lead");    // FormatError::summary()
        QTest::addColumn<QString>("detail");  // FormatError::toString(), empty: none

        const QString damaged = QStringLiteral("The file is damaged or truncated");
        const QString unknown = QStringLiteral("This is not a 3D GameStudio file that ackedit knows");
        QTest::newRow("empty") << QByteArray() << QString() << QStringLiteral("The file is empty (0 bytes)") << QString();
        QTest::newRow("Half-Life model") << bytes("IDST\x0a\0\0\0abcdefgh", 16) << QStringLiteral("IDST")
                                         << QStringLiteral("This is a Half-Life model (IDST), not a 3D GameStudio model")
                                         << QStringLiteral("offset 0x0000: magic: starts with \"IDST\" (hex 49 44 53 54)");
        QTest::newRow("Source model") << bytes("IDST\x30\0\0\0abcdefgh", 16) << QStringLiteral("IDST")
                                      << QStringLiteral("This is a Source engine model (IDST), not a 3D GameStudio model")
                                      << QStringLiteral("offset 0x0000: magic: starts with \"IDST\"");
        QTest::newRow("Half-Life sequences") << bytes("IDSQ\x0a\0\0\0", 8) << QStringLiteral("IDSQ")
                                             << QStringLiteral("This is a Half-Life animation file (IDSQ, the sequences of "
                                                               "another model), not a 3D GameStudio model")
                                             << QStringLiteral("offset 0x0000: magic: starts with \"IDSQ\"");
        QTest::newRow("Quake 2 model") << bytes("IDP2\x08\0\0\0", 8) << QStringLiteral("IDP2")
                                       << QStringLiteral("This is a Quake 2 model (IDP2), not a 3D GameStudio model")
                                       << QStringLiteral("offset 0x0000: magic: starts with \"IDP2\"");
        QTest::newRow("Quake 3 model") << bytes("IDP3\x0f\0\0\0", 8) << QStringLiteral("IDP3")
                                       << QStringLiteral("This is a Quake 3 model (IDP3), not a 3D GameStudio model")
                                       << QStringLiteral("offset 0x0000: magic: starts with \"IDP3\"");
        // WAD3 shares "WAD" with the WADs ackedit reads: it must not reach the WAD2/WAD7 reader.
        QTest::newRow("Half-Life WAD") << bytes("WAD3\x01\0\0\0\x0c\0\0\0", 12) << QStringLiteral("WAD3")
                                       << QStringLiteral("This is a Half-Life texture WAD (WAD3), not a 3D GameStudio WAD (WAD2, WAD7)")
                                       << QStringLiteral("offset 0x0000: magic: starts with \"WAD3\" (hex 57 41 44 33)");
        QTest::newRow("text") << QByteArray("hello world") << QString() << unknown
                              << QStringLiteral("offset 0x0000: magic: starts with \"hello wo\" (hex 68 65 6c 6c 6f 20 77 6f)");
        QTest::newRow("zip") << bytes("PK\x03\x04\x14\0", 6) << QString() << unknown
                             << QStringLiteral("offset 0x0000: magic: starts with \"PK\\x03\\x04\\x14\\x00\" (hex 50 4b 03 04 14 00)");
        QTest::newRow("two unknown bytes") << QByteArray("ab") << QString() << unknown
                                           << QStringLiteral("offset 0x0000: magic: the whole file is \"ab\" (hex 61 62)");
        QTest::newRow("cut inside the tag") << QByteArray("MDL") << QString() << damaged
                                            << QStringLiteral("offset 0x0000: magic: the file ends after 3 bytes, inside the "
                                                              "format tag \"MDL\" (hex 4d 44 4c)");
        QTest::newRow("cut inside the WMP comment") << QByteArray("// W") << QString() << damaged
                                                    << QStringLiteral("offset 0x0000: magic: the file ends after 4 bytes");
        QTest::newRow("truncated MDL7 header") << bytes("MDL7\x01\0", 6) << QStringLiteral("MDL7") << damaged
                                               << QStringLiteral("offset 0x");
        QTest::newRow("truncated HMP7 header") << QByteArray("HMP7") << QStringLiteral("HMP7") << damaged
                                               << QStringLiteral("offset 0x");
        QTest::newRow("Acknex 3 map") << QByteArray("#  This file \"test.WMP\" was generated by WED v3.29\r\n\r\n"
                                                    "VERTEX\t-87.912 128.619 0.000;#0\r\n")
                                      << QStringLiteral("A3WMP")
                                      << QStringLiteral("This is an Acknex 3 map, an older format ackedit does not open")
                                      << QStringLiteral("offset 0x0000: header: Acknex 3 (WED 3.x) maps are not supported: "
                                                        "open the level in WED 4 or later and save it as WMP2");
    }
    void refusals()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, sniffed);
        QFETCH(QString, lead);
        QFETCH(QString, detail);
        QCOMPARE(sniffFormat(data), sniffed);
        const FormatError e = refusalOf(data);
        QCOMPARE(e.summary(), lead);
        QVERIFY2(e.toString().startsWith(detail), qPrintable(e.toString()));
        QCOMPARE(detail.isEmpty(), e.toString().isEmpty());

        // The editor's text: the lead as a sentence, then the file and the detail on their own line.
        const QString message = e.message(QStringLiteral("x.mdl"));
        const QString expectedStart = lead + QStringLiteral(".\nx.mdl") + (detail.isEmpty() ? QString() : QStringLiteral(": ") + detail);
        QVERIFY2(message.startsWith(expectedStart), qPrintable(message));
        // The command line's: one line, file first, then the lead and the detail.
        const QString line = e.messageLine(QStringLiteral("x.mdl"));
        QVERIFY2(line.startsWith(QStringLiteral("x.mdl: ") + lead + (detail.isEmpty() ? QString() : QStringLiteral(": ") + detail)),
                 qPrintable(line));
        QVERIFY(!line.contains(QLatin1Char('\n')));
    }

    void readerErrorsReadAsDamaged()
    {
        // A reader's error carries no lead of its own; its detail is kept word for word.
        const FormatError e(0x2d4, QStringLiteral("group[0].num_stpts"),
                            QStringLiteral("count 905 of 8-byte records exceeds the 2272 bytes left"));
        QCOMPARE(e.toString(QStringLiteral("a.mdl")),
                 QStringLiteral("a.mdl: offset 0x02d4: group[0].num_stpts: count 905 of 8-byte records exceeds the 2272 bytes left"));
        QCOMPARE(e.message(QStringLiteral("a.mdl")),
                 QStringLiteral("The file is damaged or truncated.\n"
                                "a.mdl: offset 0x02d4: group[0].num_stpts: count 905 of 8-byte records exceeds the 2272 bytes left"));
        QCOMPARE(e.messageLine(QStringLiteral("a.mdl")),
                 QStringLiteral("a.mdl: The file is damaged or truncated: "
                                "offset 0x02d4: group[0].num_stpts: count 905 of 8-byte records exceeds the 2272 bytes left"));
    }
};

QTEST_GUILESS_MAIN(TstFormatRegistry)
#include "tst_formatregistry.moc"
