#include "levelfiles.h"

#include "model/externalskinfinder.h"

#include <QDir>
#include <QFileInfo>

namespace ackedit::document {

LevelFiles::LevelFiles(const QString &levelFile)
{
    if (levelFile.isEmpty() || !QFileInfo(levelFile).absoluteDir().exists())
        return;
    m_folders = ExternalSkinFinder(QFileInfo(levelFile).absoluteFilePath()).searchFolders();
    for (const QString &folder : std::as_const(m_folders)) {
        QHash<QString, QString> names;
        for (const QString &name : QDir(folder).entryList(QDir::Files | QDir::Hidden))
            names.insert(name.toLower(), name);
        m_files << names;
    }
}

QString LevelFiles::bareName(const QString &stored)
{
    QString name = stored.trimmed();
    name.replace(QLatin1Char('\\'), QLatin1Char('/'));
    return name.mid(name.lastIndexOf(QLatin1Char('/')) + 1);
}

QString LevelFiles::find(const QString &stored) const
{
    const QString key = bareName(stored).toLower();
    if (key.isEmpty())
        return {};
    for (qsizetype i = 0; i < m_folders.size(); ++i) {
        const auto it = m_files[i].constFind(key);
        if (it != m_files[i].constEnd())
            return QDir(m_folders[i]).filePath(*it);
    }
    return {};
}

} // namespace ackedit::document
