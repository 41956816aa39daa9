#include "formatregistry.h"

#include "hmp/hmpfile.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"
#include "wad/wadfile.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <QCoreApplication>
#include <QtEndian>

namespace ackedit::format {
namespace {

const char *const kBinaryMagics[] = {"MDL2", "MDL3", "MDL4", "MDL5", "MDL7", "IDPO", "HMP4",
                                     "HMP5", "HMP7", "WMB2", "WMB3", "WMB4", "WMB5", "WMB6",
                                     "WMB7", "WMPB", "WAD2", "WAD7"};

// Files of other engines that share ackedit's extensions (.mdl, .wad): recognised so the
// message can name them instead of calling them unknown.
struct ForeignFormat
{
    const char *magic;
    const char *lead;
};
const ForeignFormat kForeignFormats[] = {
    {"IDST", QT_TRANSLATE_NOOP("ackedit::format::FormatError",
                               "This is a Half-Life model (IDST), not a 3D GameStudio model")},
    {"IDSQ", QT_TRANSLATE_NOOP("ackedit::format::FormatError",
                               "This is a Half-Life animation file (IDSQ, the sequences of another model), "
                               "not a 3D GameStudio model")},
    {"IDP2", QT_TRANSLATE_NOOP("ackedit::format::FormatError",
                               "This is a Quake 2 model (IDP2), not a 3D GameStudio model")},
    {"IDP3", QT_TRANSLATE_NOOP("ackedit::format::FormatError",
                               "This is a Quake 3 model (IDP3), not a 3D GameStudio model")},
    {"WAD3", QT_TRANSLATE_NOOP("ackedit::format::FormatError",
                               "This is a Half-Life texture WAD (WAD3), not a 3D GameStudio WAD (WAD2, WAD7)")},
};

QString translated(const char *text)
{
    return QCoreApplication::translate("ackedit::format::FormatError", text);
}

// "MDL7" or "PK\x03\x04" followed by the hex: readable for a user, exact for a bug report.
QString readableBytes(const QByteArray &bytes)
{
    QString text;
    for (const char c : bytes) {
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
            text += QLatin1Char(c);
        else
            text += QStringLiteral("\\x%1").arg(uchar(c), 2, 16, QLatin1Char('0'));
    }
    return QStringLiteral("\"%1\" (hex %2)").arg(text, QString::fromLatin1(bytes.toHex(' ')));
}

// Why readAssetFile cannot read `data`, which sniffFormat did not match to a reader.
FormatError refusal(const QByteArray &data, const QString &format)
{
    FormatError error(0, QStringLiteral("magic"), QString());
    if (data.isEmpty()) {
        error = FormatError(); // nothing to point at: the lead says it all
        error.lead = translated(QT_TRANSLATE_NOOP("ackedit::format::FormatError", "The file is empty (0 bytes)"));
        return error;
    }
    for (const ForeignFormat &foreign : kForeignFormats) {
        if (format == QLatin1String(foreign.magic)) {
            error.problem = QStringLiteral("starts with %1").arg(readableBytes(data.left(4)));
            // Source engine models keep Half-Life's tag with versions from 44 on.
            const bool source = format == QLatin1String("IDST") && data.size() >= 8
                                && qFromLittleEndian<qint32>(data.constData() + 4) >= 44;
            error.lead = source ? translated(QT_TRANSLATE_NOOP("ackedit::format::FormatError",
                                                               "This is a Source engine model (IDST), not a 3D "
                                                               "GameStudio model"))
                                : translated(foreign.lead);
            return error;
        }
    }
    if (format == QLatin1String("A3WMP")) {
        error.field = QStringLiteral("header");
        error.problem = translated(QT_TRANSLATE_NOOP("ackedit::format::FormatError",
                                                     "Acknex 3 (WED 3.x) maps are not supported: open the level in "
                                                     "WED 4 or later and save it as WMP2"));
        error.lead = translated(QT_TRANSLATE_NOOP("ackedit::format::FormatError",
                                                  "This is an Acknex 3 map, an older format ackedit does not open"));
        return error;
    }
    // A file that stops inside a known tag was cut short, not written by another program.
    QList<QByteArray> tags(std::begin(kBinaryMagics), std::end(kBinaryMagics));
    tags << QByteArrayLiteral("// WMP");
    for (const QByteArray &tag : std::as_const(tags)) {
        if (data.size() >= 2 && data.size() < tag.size() && tag.startsWith(data)) {
            error.problem = QStringLiteral("the file ends after %1 bytes, inside the format tag %2")
                                .arg(QString::number(data.size()), readableBytes(data));
            return error; // no lead: damaged or truncated
        }
    }
    error.problem = data.size() < 4 ? QStringLiteral("the whole file is %1").arg(readableBytes(data))
                                    : QStringLiteral("starts with %1").arg(readableBytes(data.left(8)));
    error.lead = translated(
        QT_TRANSLATE_NOOP("ackedit::format::FormatError", "This is not a 3D GameStudio file that ackedit knows"));
    return error;
}

} // namespace

QString sniffFormat(const QByteArray &data)
{
    const QByteArray magic = data.left(4);
    for (const char *m : kBinaryMagics) {
        if (magic == m)
            return QString::fromLatin1(m);
    }
    for (const ForeignFormat &foreign : kForeignFormats) {
        if (magic == foreign.magic)
            return QString::fromLatin1(foreign.magic);
    }
    // WMP2 text files start with a "// WMP" comment line; Acknex 3 maps are an older text format.
    if (isAcknex3Map(data))
        return QStringLiteral("A3WMP");
    // Also "// WMP" + something other than 2: the reader then names the problem.
    QByteArray head = data.left(64);
    if (head.startsWith("\xEF\xBB\xBF")) // UTF-8 byte-order mark written by some text editors
        head.remove(0, 3);
    head = head.trimmed();
    if (head.startsWith("// WMP") || head.startsWith("//WMP"))
        return QStringLiteral("WMP");
    return QString();
}

QStringList supportedExtensions()
{
    return {QStringLiteral("mdl"), QStringLiteral("hmp"), QStringLiteral("wmb"),
            QStringLiteral("wmp"), QStringLiteral("wad")};
}

std::unique_ptr<AssetFile> readAssetFile(const QByteArray &data)
{
    const QString format = sniffFormat(data);
    const auto is = [&format](const char *prefix) { return format.startsWith(QLatin1String(prefix)); };
    if (format == QLatin1String("MDL7"))
        return readMdl7(data);
    if (is("MDL") || format == QLatin1String("IDPO"))
        return readMdl(data);
    if (is("HMP"))
        return readHmp(data);
    if (is("WMB"))
        return readWmb(data);
    if (format == QLatin1String("WMPB"))
        return readWmpb(data);
    if (format == QLatin1String("WMP"))
        return readWmpText(data);
    if (format == QLatin1String("WAD2") || format == QLatin1String("WAD7"))
        return readWad(data);
    throw refusal(data, format);
}

} // namespace ackedit::format
