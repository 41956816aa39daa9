#pragma once
// The reference for the crash-recovery tests: what saving a model after a move gives, made in the
// test's own process with the same document code the editor uses.
#include "common_files.h"
#include "common_open.h"
#include "document.h"
#include "model/modeldocument.h"

#include <QFile>
#include <QtDebug>

namespace ackedit::testing {

// Copies `original` to `path`, moves the model there by `by` (Transform Global) and saves it;
// returns the bytes saved (empty and a warning if any step failed).
inline QByteArray savedAfterMove(const QString &original, const QString &path, const Eigen::Vector3f &by)
{
    QFile::remove(path);
    QString error;
    std::unique_ptr<document::Document> doc;
    if (QFile::copy(original, path))
        doc = ackedit::testing::openFile(path, &error);
    auto *model = qobject_cast<document::ModelDocument *>(doc.get());
    if (!model || !model->transformAll(Eigen::Affine3f(Eigen::Translation3f(by)), QStringLiteral("Move"), &error)
        || !doc->save(&error)) {
        qWarning("reference for %s: %s", qPrintable(original), qPrintable(error));
        return QByteArray();
    }
    return readFile(path);
}

} // namespace ackedit::testing
