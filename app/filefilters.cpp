#include "filefilters.h"

#include "common/assetfile.h"
#include "formatregistry.h"

#include <QCoreApplication>

namespace ackedit::app {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("FileFilters", text);
}

struct Entry
{
    const char *name;
    const char *pattern;
};

// Both WMP kinds (text and binary WMPB) share the .wmp extension.
const Entry entries[] = {
    {QT_TRANSLATE_NOOP("FileFilters", "Models"), "*.mdl"},
    {QT_TRANSLATE_NOOP("FileFilters", "Terrains"), "*.hmp"},
    {QT_TRANSLATE_NOOP("FileFilters", "Levels"), "*.wmb"},
    {QT_TRANSLATE_NOOP("FileFilters", "Level sources"), "*.wmp"},
    {QT_TRANSLATE_NOOP("FileFilters", "Textures"), "*.wad"},
};

QString filterFor(const Entry &entry)
{
    return QStringLiteral("%1 (%2)").arg(tr(entry.name), QLatin1String(entry.pattern));
}

QString allFiles()
{
    return QCoreApplication::translate("FileFilters", "All files (*)");
}

} // namespace

QString openFileFilter()
{
    QStringList patterns;
    for (const QString &ext : format::supportedExtensions())
        patterns << QStringLiteral("*.") + ext;
    patterns.removeDuplicates();
    QStringList filters{QCoreApplication::translate("FileFilters", "All supported files (%1)").arg(patterns.join(QLatin1Char(' ')))};
    for (const Entry &entry : entries)
        filters << filterFor(entry);
    filters << allFiles();
    return filters.join(QStringLiteral(";;"));
}

QString fileExtension(const format::AssetFile &asset)
{
    switch (asset.kind()) {
    case format::AssetFile::Kind::Model:
        return QStringLiteral("mdl");
    case format::AssetFile::Kind::Terrain:
        return QStringLiteral("hmp");
    case format::AssetFile::Kind::Level:
        return QStringLiteral("wmb");
    case format::AssetFile::Kind::LevelSource:
        return QStringLiteral("wmp");
    case format::AssetFile::Kind::TextureArchive:
        return QStringLiteral("wad");
    }
    return QString();
}

QString saveFileFilter(const format::AssetFile &asset)
{
    const QString pattern = QStringLiteral("*.") + fileExtension(asset);
    for (const Entry &entry : entries) {
        if (QLatin1String(entry.pattern) == pattern)
            return filterFor(entry) + QStringLiteral(";;") + allFiles();
    }
    return allFiles();
}

} // namespace ackedit::app
