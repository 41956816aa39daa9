#include "formatregistry.h"

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
    // Text maps: WMP2 files start with a "// WMP" comment line; Acknex 3 maps are older text.
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
    if (format.isEmpty())
        throw FormatError(0, QStringLiteral("magic"),
                          QStringLiteral("not a 3D GameStudio file this version of ackedit knows"));
    throw FormatError(0, QStringLiteral("magic"),
                      QStringLiteral("%1 files are not supported yet").arg(format));
}

} // namespace ackedit::format
