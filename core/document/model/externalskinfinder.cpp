#include "model/externalskinfinder.h"

#include "common/imagefile.h"
#include "imageconvert.h"
#include "io/formaterror.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace ackedit::document {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ackedit::document::ExternalSkinFinder", text);
}

// `name` in `folder`, matched regardless of case; empty if absent.
QString fileIn(const QString &folder, const QString &name)
{
    const QFileInfo exact(QDir(folder).filePath(name));
    if (exact.isFile())
        return exact.absoluteFilePath();
    // Walk the relative path one part at a time, each part compared without case.
    QString current = folder;
    const QStringList parts = name.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (int i = 0; i < parts.size(); ++i) {
        const bool last = i + 1 == parts.size();
        const QStringList entries = QDir(current).entryList(last ? QDir::Files : QDir::Dirs | QDir::NoDotAndDotDot);
        const auto match = std::find_if(entries.cbegin(), entries.cend(), [&](const QString &entry) {
            return entry.compare(parts[i], Qt::CaseInsensitive) == 0;
        });
        if (match == entries.cend())
            return {};
        current = QDir(current).filePath(*match);
    }
    return parts.isEmpty() ? QString() : QFileInfo(current).absoluteFilePath();
}

// The name as the engine would use it relative to a search folder: Windows separators turned
// round, a drive letter or leading separator dropped.
QString relativeName(const QString &stored)
{
    QString name = stored.trimmed();
    name.replace(QLatin1Char('\\'), QLatin1Char('/'));
    static const QRegularExpression drive(QStringLiteral("^[A-Za-z]:/*"));
    name.remove(drive);
    while (name.startsWith(QLatin1Char('/')))
        name.remove(0, 1);
    return name;
}

} // namespace

ExternalSkinFinder::ExternalSkinFinder(const QString &modelPath, int parentLevels)
{
    if (modelPath.isEmpty())
        return;
    QDir dir = QFileInfo(modelPath).absoluteDir();
    addFolder(dir.absolutePath());
    addScriptPaths(dir.absolutePath());
    for (int level = 0; level < parentLevels && dir.cdUp(); ++level) {
        addScriptPaths(dir.absolutePath());
        addFolder(dir.absolutePath());
    }
}

void ExternalSkinFinder::addFolder(const QString &folder)
{
    const QString clean = QDir::cleanPath(folder);
    if (!m_folders.contains(clean) && QFileInfo(clean).isDir())
        m_folders << clean;
}

void ExternalSkinFinder::addScriptPaths(const QString &folder)
{
    // PATH "x"; (WDL, A4-A7) and #define PRAGMA_PATH "x" (lite-C), relative to the script.
    static const QRegularExpression path(QStringLiteral("^\\s*(?:PATH|#define\\s+PRAGMA_PATH)\\s+\"([^\"]+)\""),
                                         QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
    const QStringList scripts = QDir(folder).entryList({QStringLiteral("*.wdl"), QStringLiteral("*.c"), QStringLiteral("*.h")},
                                                       QDir::Files, QDir::Name);
    for (const QString &script : scripts) {
        QFile file(QDir(folder).filePath(script));
        if (file.size() > 4 * 1024 * 1024 || !file.open(QIODevice::ReadOnly))
            continue; // not a script one writes by hand
        const QString text = QString::fromLatin1(file.readAll());
        for (auto it = path.globalMatch(text); it.hasNext();) {
            const QString added = relativeName(it.next().captured(1));
            addFolder(QDir(folder).filePath(added));
        }
    }
}

ExternalSkinFinder::Result ExternalSkinFinder::find(const QString &storedName) const
{
    Result r;
    r.stored = storedName;
    r.searched = m_folders;
    const QString bare = relativeName(storedName).section(QLatin1Char('/'), -1);
    r.path = locate(storedName);
    if (r.path.isEmpty()) {
        r.problem = tr("Skin file %1 not found; looked in %2.")
                        .arg(bare.isEmpty() ? storedName : bare,
                             r.searched.isEmpty() ? tr("no folder (the model is not saved yet)")
                                                  : QDir::toNativeSeparators(r.searched.join(QStringLiteral(", "))));
        return r;
    }
    QString error;
    r.image = readImage(r.path, &error);
    if (r.image.isNull())
        r.problem = tr("Skin file %1 cannot be read: %2").arg(QDir::toNativeSeparators(r.path), error);
    return r;
}

QString ExternalSkinFinder::locate(const QString &storedName) const
{
    if (QFileInfo(storedName).isAbsolute() && QFileInfo(storedName).isFile())
        return QFileInfo(storedName).absoluteFilePath();
    const QString relative = relativeName(storedName);
    const QString bare = relative.section(QLatin1Char('/'), -1);
    for (const QString &folder : m_folders) {
        QString path = fileIn(folder, relative);
        if (path.isEmpty() && bare != relative)
            path = fileIn(folder, bare);
        if (!path.isEmpty())
            return path;
    }
    return {};
}

QImage ExternalSkinFinder::readImage(const QString &path, QString *error)
{
    QFile file(path);
    if (file.size() > 256 * 1024 * 1024) {
        *error = tr("the file is larger than any skin the engine loads");
        return {};
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    const QByteArray bytes = file.readAll();
    try {
        // DDS, PCX and TGA (Qt reads none of them without plugins) in the format library.
        const QImage decoded = toQImage(format::readImageFile(bytes, path));
        if (!decoded.isNull())
            return decoded;
    } catch (const format::FormatError &e) {
        *error = e.message(QFileInfo(path).fileName());
        return {};
    }
    QImage image;
    if (!image.loadFromData(bytes))
        *error = tr("not an image file ackedit can read");
    return image;
}

} // namespace ackedit::document
