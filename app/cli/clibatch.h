#pragma once
// Commands over many files at once: each file is handled on a worker thread (all cores unless
// --threads says otherwise), its report is printed in the order the files were given, and a
// summary line ends the run; the exit code is non-zero when any file failed.
#include <QString>
#include <QStringList>

#include <functional>

namespace ackedit::cli {

struct FileReport
{
    bool ok = true;
    QString out; // printed on stdout
    QString err; // printed on stderr (one line per problem, naming the file)
};

// Takes "--threads N" out of `args` (N >= 1; 0 when absent = every core). False after printing
// why the value is bad.
bool takeThreads(QStringList *args, int *threads);

// Runs `job` for every file and prints as described above; `verb` names what succeeded in the
// summary ("converted", "read"). Returns 0, or 1 when any file failed.
int runBatch(const QStringList &files, int threads, const std::function<FileReport(const QString &)> &job,
             const QString &verb);

} // namespace ackedit::cli
