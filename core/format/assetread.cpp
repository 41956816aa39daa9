#include "assetread.h"

#include "io/formaterror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace ackedit::format {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ackedit::format", text);
}

AssetRead failure(QString error, QString line)
{
    AssetRead read;
    read.error = std::move(error);
    read.errorLine = std::move(line);
    return read;
}

} // namespace

AssetRead readAssetAt(const QString &path, const QString &shownName)
{
    // Whether the file is there is a question of where it is: those messages give the whole path.
    const QString where = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failure(tr("Cannot open %1: %2").arg(where, file.errorString()),
                       tr("%1: cannot open: %2").arg(where, file.errorString()));
    AssetRead read;
    read.bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return failure(tr("Cannot read %1: %2").arg(where, file.errorString()),
                       tr("%1: cannot read: %2").arg(where, file.errorString()));
    try {
        read.asset = readAssetFile(read.bytes);
        if (!read.asset)
            return failure(tr("%1: not a file ackedit can open").arg(shownName),
                           tr("%1: not a file ackedit can open").arg(shownName));
    } catch (const FormatError &e) {
        return failure(e.message(shownName), e.messageLine(shownName));
    } catch (const std::bad_alloc &) {
        const QString why = tr("%1: not enough memory to load this file").arg(shownName);
        return failure(why, why);
    }
    return read;
}

} // namespace ackedit::format
