#pragma once
// A document: one open file, its parsed asset, and the undo stack every edit goes through.
// "Modified" is derived from the stack's clean state, so undoing back to the saved state makes the
// document clean again (as in Tiled's Document).
#include "common/assetfile.h"

#include <QObject>
#include <QUndoStack>

#include <memory>

namespace ackedit::document {

class Document : public QObject
{
    Q_OBJECT
public:
    Document(std::unique_ptr<format::AssetFile> asset, QString fileName, QObject *parent = nullptr);
    ~Document() override;

    format::AssetFile *asset() const { return m_asset.get(); }
    QUndoStack *undoStack() { return &m_undoStack; }
    QString fileName() const { return m_fileName; }
    QString displayName() const;
    bool isModified() const { return !m_undoStack.isClean(); }

    // Atomic save (format::writeFileAtomically): the file on disk is replaced only when every
    // byte was written; on failure it is untouched, `error` says why and the document stays
    // modified.
    bool save(QString *error);
    bool saveAs(const QString &fileName, QString *error);

    // The bytes a save would write now (crash recovery writes them elsewhere). On failure
    // returns false and sets `error` to the writer's reason, without a file name.
    bool serialise(QByteArray *bytes, QString *error);

protected:
    // Puts `asset` in place of the current one and returns that (whole-model commands keep the
    // state before and after this way). Subclasses forget what they cached of the old one.
    std::unique_ptr<format::AssetFile> swapAsset(std::unique_ptr<format::AssetFile> asset);

    // Called before the asset is serialised for saving: documents that keep edits outside the
    // asset (e.g. a terrain's float height grid) store them into it here. May throw FormatError.
    virtual void prepareWrite() {}

    // The edits' one failure protocol: a refused edit sets `error` (if given) to `why`, pushes
    // nothing and returns false.
    static bool refuse(QString *error, const QString &why)
    {
        if (error)
            *error = why;
        return false;
    }

signals:
    void modifiedChanged(bool modified);
    void fileNameChanged(const QString &fileName);
    void saved();

private:
    std::unique_ptr<format::AssetFile> m_asset;
    QString m_fileName;
    QUndoStack m_undoStack;
};

} // namespace ackedit::document
