#include "cliconvert.h"

#include "assetread.h"
#include "clibatch.h"
#include "clicommands.h"
#include "clireport.h"
#include "imageconvert.h"
#include "io/atomicfile.h"
#include "model/modelconvert.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImage>

namespace ackedit::cli {

namespace {

// The files and the folder after them; false after printing the usage problem.
bool filesAndFolder(QStringList args, const QString &usageText, QStringList *files, QString *folder, int *threads)
{
    if (!takeThreads(&args, threads))
        return false;
    if (args.size() < 2) {
        fail(BadUsage, usageText);
        return false;
    }
    *folder = args.takeLast();
    if (!QFileInfo(*folder).isDir()) {
        fail(BadUsage, QStringLiteral("%1 is not a folder; %2").arg(*folder, usageText));
        return false;
    }
    *files = args;
    return true;
}

FileReport failed(const QString &line)
{
    return {false, {}, line + QLatin1Char('\n')};
}

FileReport convertOne(const QString &file, const QString &target, const QString &folder)
{
    const format::AssetRead read = format::readAssetAt(file, file);
    if (!read.asset)
        return failed(read.errorLine);
    const document::modelconvert::Conversion c = document::modelconvert::convert(*read.asset, target);
    if (!c.file)
        return failed(QStringLiteral("%1: not converted to %2: %3").arg(file, target, c.refusal));
    const QString out = QDir(folder).filePath(QFileInfo(file).fileName());
    if (QFileInfo(out).canonicalFilePath() == QFileInfo(file).canonicalFilePath())
        return failed(QStringLiteral("%1: not converted: the output would replace it (choose another folder)").arg(file));
    QString why;
    if (!format::writeFileAtomically(out, c.file->write(), &why))
        return failed(QStringLiteral("%1: cannot write: %2").arg(out, why));
    FileReport r;
    r.out = QStringLiteral("%1: %2 -> %3 %4\n").arg(file, read.asset->formatName(), target, out);
    for (const QString &note : c.notes)
        r.out += QStringLiteral("  %1\n").arg(note);
    return r;
}

FileReport extractSkins(const QString &file, const QString &folder)
{
    const format::AssetRead read = format::readAssetAt(file, file);
    if (!read.asset)
        return failed(read.errorLine);
    FileReport r;
    const QString stem = QFileInfo(file).completeBaseName();
    int written = 0;
    for (int s = 0; s < read.asset->skinCount(); ++s) {
        const format::RgbaImage image = read.asset->skinImage(s);
        if (image.isNull()) {
            r.out += QStringLiteral("%1: skin %2 has no pixels here (external or unreadable): skipped\n").arg(file).arg(s);
            continue;
        }
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        document::toQImage(image).save(&buffer, "PNG");
        const QString out = QDir(folder).filePath(QStringLiteral("%1_skin%2.png").arg(stem).arg(s));
        QString why;
        if (!format::writeFileAtomically(out, png, &why))
            return failed(QStringLiteral("%1: cannot write: %2").arg(out, why));
        ++written;
    }
    r.out += QStringLiteral("%1: %2 skin(s) written\n").arg(file).arg(written);
    return r;
}

} // namespace

int cmdConvert(const QStringList &a)
{
    const QString usageText = QStringLiteral("convert takes --to mdl7|mdl5 FILE... DIR [--threads N]");
    QStringList args = a;
    const qsizetype to = args.indexOf(QStringLiteral("--to"));
    const QString target = to >= 0 && to + 1 < args.size() ? args[to + 1].toUpper() : QString();
    if (target != QLatin1String("MDL7") && target != QLatin1String("MDL5"))
        return fail(BadUsage, usageText);
    args.remove(to, 2);
    QStringList files;
    QString folder;
    int threads = 0;
    if (!filesAndFolder(args, usageText, &files, &folder, &threads))
        return BadUsage;
    return runBatch(files, threads, [&](const QString &file) { return convertOne(file, target, folder); },
                    QStringLiteral("converted"));
}

int cmdSkins(const QStringList &a)
{
    const QString usageText = QStringLiteral("skins extract takes FILE... DIR [--threads N]");
    if (a.value(0) != QLatin1String("extract"))
        return fail(BadUsage, usageText);
    QStringList files;
    QString folder;
    int threads = 0;
    if (!filesAndFolder(a.mid(1), usageText, &files, &folder, &threads))
        return BadUsage;
    return runBatch(files, threads, [&](const QString &file) { return extractSkins(file, folder); }, QStringLiteral("extracted"));
}

} // namespace ackedit::cli
