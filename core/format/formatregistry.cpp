#include "formatregistry.h"

#include "hmp/hmpfile.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"
#include "wad/wadfile.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

namespace ackedit::format {

QString sniffFormat(const QByteArray &data)
{
    const QByteArray magic = data.left(4);
    static const char *const binaryMagics[] = {"MDL2", "MDL3", "MDL4", "MDL5", "MDL7", "IDPO",
                                               "HMP4", "HMP5", "HMP7", "WMB2", "WMB3", "WMB4",
                                               "WMB5", "WMB6", "WMB7", "WMPB", "WAD2", "WAD7"};
    for (const char *m : binaryMagics) {
        if (magic == m)
            return QString::fromLatin1(m);
    }
    // WMP2 text files start with a "// WMP" comment line; Acknex 3 maps are an older text format.
    if (isAcknex3Map(data))
        return QStringLiteral("A3WMP");
    const QByteArray head = data.left(64).trimmed();
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
    if (is("WAD"))
        return readWad(data);
    if (format == QLatin1String("A3WMP"))
        throw FormatError(0, QStringLiteral("header"),
                          QStringLiteral("Acknex 3 (WED 3.x) maps are not supported: open the level in "
                                         "WED 4 or later and save it as WMP2"));
    throw FormatError(0, QStringLiteral("magic"),
                      QStringLiteral("not a 3D GameStudio file ackedit knows (starts with \"%1\")")
                          .arg(QString::fromLatin1(data.left(4).toHex(' '))));
}

} // namespace ackedit::format
