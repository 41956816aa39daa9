// The installed file types (resources/linux/ackedit-mime.xml, shared-mime-info) agree with what
// the format registry reads: every magic in the XML is sniffed as the format its MIME type names,
// every format tag ackedit reads has a magic there, and the desktop entry and the AppStream
// metadata offer exactly ackedit's types (not the Half-Life type, which is there so *.mdl alone
// does not make a Half-Life model ackedit's).
#include "formatregistry.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

using namespace ackedit::format;

namespace {

QString linuxFile(const QString &name)
{
    // tests/data is only a name to start from (it need not exist): resolved as text.
    return QDir::cleanPath(ackedit::testing::testDataDir() + QStringLiteral("/../../resources/linux/") + name);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

// shared-mime-info string values: C escapes such as \xef for bytes.
QByteArray unescaped(const QString &value)
{
    QByteArray out;
    const QByteArray in = value.toLatin1();
    for (qsizetype i = 0; i < in.size(); ++i) {
        if (in[i] == '\\' && i + 3 < in.size() && in[i + 1] == 'x') {
            out += char(in.mid(i + 2, 2).toInt(nullptr, 16));
            i += 3;
        } else {
            out += in[i];
        }
    }
    return out;
}

struct Magic
{
    QString type;
    QByteArray bytes;
};

struct MimeFile
{
    QStringList types;
    QList<Magic> magics;
    QStringList globlessTypes;
};

MimeFile parseMime()
{
    MimeFile mime;
    QXmlStreamReader xml(readAll(linuxFile(QStringLiteral("ackedit-mime.xml"))));
    QString type;
    bool hasGlob = true;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("mime-type")) {
            if (!hasGlob)
                mime.globlessTypes << type;
            type = xml.attributes().value(QLatin1String("type")).toString();
            mime.types << type;
            hasGlob = false;
        } else if (xml.name() == QLatin1String("glob")) {
            hasGlob = true;
        } else if (xml.name() == QLatin1String("match")) {
            mime.magics.append({type, unescaped(xml.attributes().value(QLatin1String("value")).toString())});
        }
    }
    if (!hasGlob)
        mime.globlessTypes << type;
    if (xml.hasError())
        qFatal("ackedit-mime.xml: %s", qPrintable(xml.errorString()));
    return mime;
}

// Whether ackedit opens a file that starts with `data`: sniffed, and not refused as another
// engine's file or an unknown one (a reader's "damaged" error on the padding still counts).
bool opens(const QByteArray &data)
{
    if (sniffFormat(data).isEmpty())
        return false;
    try {
        readAssetFile(data);
    } catch (const FormatError &e) {
        return !e.summary().startsWith(QLatin1String("This is"));
    }
    return true;
}

QByteArray padded(const QByteArray &magic)
{
    return magic + (magic.startsWith("//") || magic.startsWith("\xef") ? QByteArray("2\r\n") : QByteArray(64, '\0'));
}

const QString kHalfLife = QStringLiteral("application/x-halflife-mdl");

} // namespace

class TstLinuxFileTypes : public QObject
{
    Q_OBJECT
private slots:
    void everyMagicIsSniffedAsItsType_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QByteArray>("magic");
        for (const Magic &magic : parseMime().magics)
            QTest::newRow(qPrintable(magic.type + QLatin1Char(' ') + QString::fromLatin1(magic.bytes.toHex(' '))))
                << magic.type << magic.bytes;
    }

    void everyMagicIsSniffedAsItsType()
    {
        QFETCH(QString, type);
        QFETCH(QByteArray, magic);
        // The format sniffFormat names, by the MIME type that claims the bytes.
        static const QList<std::pair<QString, QString>> expected = {
            {QStringLiteral("application/x-gamestudio-mdl"), QStringLiteral("^MDL[2-7]$")},
            {QStringLiteral("application/x-quake-mdl"), QStringLiteral("^IDPO$")},
            {kHalfLife, QStringLiteral("^IDS[TQ]$")},
            {QStringLiteral("application/x-gamestudio-hmp"), QStringLiteral("^HMP[0-9]$")},
            {QStringLiteral("application/x-gamestudio-wmb"), QStringLiteral("^WMB[0-9]$")},
            {QStringLiteral("application/x-gamestudio-wmp"), QStringLiteral("^WMPB?$")},
            {QStringLiteral("application/x-gamestudio-wad"), QStringLiteral("^WAD[27]$")},
        };
        QString pattern;
        for (const auto &[mimeType, format] : expected) {
            if (mimeType == type)
                pattern = format;
        }
        QVERIFY2(!pattern.isEmpty(), qPrintable(QStringLiteral("a MIME type this test does not know: ") + type));
        const QString sniffed = sniffFormat(padded(magic));
        QVERIFY2(QRegularExpression(pattern).match(sniffed).hasMatch(), qPrintable(sniffed));
        QCOMPARE(opens(padded(magic)), type != kHalfLife);
    }

    // A format tag the registry learns (say "MDL6") needs its magic in the XML, or the desktop
    // would not recognise such files.
    void everyTagAckeditOpensHasAMagic()
    {
        const MimeFile mime = parseMime();
        QList<QByteArray> claimed;
        for (const Magic &magic : mime.magics) {
            if (magic.type != kHalfLife)
                claimed << magic.bytes;
        }
        QList<QByteArray> tags = {"IDPO", "IDST", "IDSQ", "IDP2", "IDP3", "// WMP", "//WMP"};
        for (const char *family : {"MDL", "HMP", "WMB", "WAD", "WMP"}) {
            for (const char c : QByteArrayLiteral("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
                tags << QByteArray(family) + c;
        }
        int opened = 0;
        for (const QByteArray &tag : std::as_const(tags)) {
            if (!opens(padded(tag)))
                continue;
            ++opened;
            QVERIFY2(claimed.contains(tag), tag.constData());
        }
        // MDL2-5, MDL7, IDPO, HMP4/5/7, WMB2-7, WMPB, WAD2/7 and the two text forms at the least:
        // the probe itself works.
        QVERIFY2(opened >= 20, qPrintable(QString::number(opened)));
    }

    void everyTypeHasAGlob()
    {
        QCOMPARE(parseMime().globlessTypes, QStringList());
    }

    void desktopEntryAndMetainfoOfferAckeditsTypes()
    {
        QStringList ours = parseMime().types;
        ours.removeAll(kHalfLife);
        ours.sort();

        const QString desktop = QString::fromUtf8(readAll(linuxFile(QStringLiteral("ackedit.desktop"))));
        const QRegularExpressionMatch line =
            QRegularExpression(QStringLiteral("^MimeType=(.*);$"), QRegularExpression::MultilineOption).match(desktop);
        QVERIFY(line.hasMatch());
        QStringList offered = line.captured(1).split(QLatin1Char(';'));
        offered.sort();
        QCOMPARE(offered, ours);

        QStringList provided;
        QXmlStreamReader xml(readAll(linuxFile(QStringLiteral("io.github.ackedit.metainfo.xml"))));
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("mediatype"))
                provided << xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        provided.sort();
        QCOMPARE(provided, ours);
    }
};

QTEST_GUILESS_MAIN(TstLinuxFileTypes)
#include "tst_linuxfiletypes.moc"
