#include "document.h"

#include "formatregistry.h"
#include "io/atomicfile.h"

#include <QFile>
#include <QFileInfo>

namespace ackedit::document {

Document::Document(std::unique_ptr<format::AssetFile> asset, QString fileName, QObject *parent)
    : QObject(parent), m_asset(std::move(asset)), m_fileName(std::move(fileName))
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document()
{
    // Commands may refer to the asset; drop them before it goes.
    m_undoStack.clear();
}

std::unique_ptr<format::AssetFile> Document::swapAsset(std::unique_ptr<format::AssetFile> asset)
{
    std::swap(m_asset, asset);
    return asset;
}

QString Document::displayName() const
{
    return m_fileName.isEmpty() ? tr("untitled") : QFileInfo(m_fileName).fileName();
}

bool Document::save(QString *error)
{
    return saveAs(m_fileName, error);
}

bool Document::saveAs(const QString &fileName, QString *error)
{
    if (fileName.isEmpty()) {
        *error = tr("No file name given");
        return false;
    }
    QByteArray bytes;
    QString why;
    if (!serialise(&bytes, &why)) {
        *error = tr("Cannot save %1: %2").arg(fileName, why);
        return false;
    }
    if (!format::writeFileAtomically(fileName, bytes, &why)) {
        *error = tr("Cannot save %1: %2").arg(fileName, why);
        return false;
    }
    // Only now, with the bytes committed to disk, is the document clean. The new name comes
    // first, so whoever reacts to the clean state already sees it.
    if (fileName != m_fileName) {
        m_fileName = fileName;
        emit fileNameChanged(m_fileName);
    }
    m_undoStack.setClean();
    emit saved();
    return true;
}

bool Document::serialise(QByteArray *bytes, QString *error)
{
    try {
        prepareWrite();
        *bytes = m_asset->write();
    } catch (const format::FormatError &e) {
        *error = e.toString();
        return false;
    }
    return true;
}

} // namespace ackedit::document
