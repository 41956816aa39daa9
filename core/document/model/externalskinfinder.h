#pragma once
// Finds the image file a model's external skin names, where the engine would: the name as
// stored (Windows separators and drive letters dropped to a relative path and a bare name),
// looked up in the model's folder, in the folders the project's scripts add with PATH
// ("PATH \"textures\";" in WDL, "#define PRAGMA_PATH \"textures\"" in lite-C) in the model's folder
// and its parents, and in those parent folders themselves (the work folder is usually where the
// main script is). File names match regardless of case, as on Windows.
#include <QImage>
#include <QString>
#include <QStringList>

#include <functional>

namespace ackedit::document {

class ExternalSkinFinder
{
public:
    struct Result
    {
        QString stored;     // the name as the model stores it
        QString path;       // the file found, empty if none
        QStringList searched; // the folders looked in, in order
        QImage image;       // null when not found or not readable
        QString problem;    // user text when the image is null
    };

    // `modelPath`: the model's file (may be empty for an unsaved model: only absolute names work).
    explicit ExternalSkinFinder(const QString &modelPath, int parentLevels = 3);

    QStringList searchFolders() const { return m_folders; }
    Result find(const QString &storedName) const;
    // Only where the file is (empty if nowhere): an entity's model file is looked up the same way.
    QString locate(const QString &storedName) const;

    // Decodes image files (PNG, JPEG, BMP through Qt); PCX/TGA/DDS go through the format library.
    static QImage readImage(const QString &path, QString *error);

private:
    void addFolder(const QString &folder);
    void addScriptPaths(const QString &folder);

    QStringList m_folders;
};

} // namespace ackedit::document
