#pragma once
// The files a level (or terrain) can use without a path: those in its own folder and in the
// folders its project's scripts add with PATH (the folders ExternalSkinFinder searches). Names
// match regardless of case, as on Windows; a stored Windows path is reduced to its bare name.
#include <QSet>
#include <QString>
#include <QStringList>

namespace ackedit::document {

class LevelFiles
{
public:
    explicit LevelFiles(const QString &levelFile);

    bool isKnown() const { return !m_folders.isEmpty(); } // false without a file name
    QStringList folders() const { return m_folders; }
    // The path of `stored` (bare name, relative or Windows path) in one of the folders, or empty.
    QString find(const QString &stored) const;
    static QString bareName(const QString &stored);

private:
    QStringList m_folders;
    QList<QHash<QString, QString>> m_files; // per folder: lower-case name -> actual name
};

} // namespace ackedit::document
