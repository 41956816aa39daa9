#pragma once
// Helpers for tests that read ../shared/corpus: it may be absent (licenses keep it out of the
// repo), so such tests skip with a message instead of failing.
#include "common_files.h"
#include "testpaths.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>

namespace ackedit::testing {

// The bytes of corpus/<relative>; empty when the corpus or the file is absent.
inline QByteArray readCorpusFile(const QString &relative)
{
    return readFile(corpusDir() + QLatin1Char('/') + relative);
}

inline bool hasCorpus() { return QFileInfo(corpusDir() + QStringLiteral("/MANIFEST.md")).exists(); }

// Files under corpus/<folder> (for each folder given) whose name ends in one of `suffixes`.
inline QStringList corpusFiles(const QStringList &folders, const QStringList &suffixes)
{
    QStringList out;
    for (const QString &folder : folders) {
        QDir dir(corpusDir() + QLatin1Char('/') + folder);
        for (const QFileInfo &fi : dir.entryInfoList(QDir::Files, QDir::Name)) {
            for (const QString &s : suffixes) {
                if (fi.fileName().endsWith(s, Qt::CaseInsensitive)) {
                    out << fi.absoluteFilePath();
                    break;
                }
            }
        }
    }
    return out;
}

} // namespace ackedit::testing

// Skips the current test (with the reason printed) when the corpus is not present.
#define ACKEDIT_REQUIRE_CORPUS()                                                                   \
    do {                                                                                           \
        if (!ackedit::testing::hasCorpus())                                                        \
            QSKIP("../shared/corpus not present: skipping real-file cases");                     \
    } while (0)
