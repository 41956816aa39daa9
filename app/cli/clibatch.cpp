#include "clibatch.h"

#include "clicommands.h"
#include "clireport.h"

#include <QElapsedTimer>
#include <QTextStream>
#include <QThreadPool>
#include <QtConcurrent>

namespace ackedit::cli {

bool takeThreads(QStringList *args, int *threads)
{
    *threads = 0;
    const qsizetype at = args->indexOf(QStringLiteral("--threads"));
    if (at < 0)
        return true;
    bool ok = false;
    *threads = at + 1 < args->size() ? args->at(at + 1).toInt(&ok) : 0;
    if (!ok || *threads < 1 || *threads > 256) {
        fail(BadUsage, QStringLiteral("--threads needs a number from 1 to 256"));
        return false;
    }
    args->remove(at, 2);
    return true;
}

int runBatch(const QStringList &files, int threads, const std::function<FileReport(const QString &)> &job, const QString &verb)
{
    QThreadPool pool;
    pool.setMaxThreadCount(threads > 0 ? threads : QThread::idealThreadCount());
    QElapsedTimer clock;
    clock.start();
    // blockingMapped keeps the input order whatever order the threads finish in.
    const QList<FileReport> reports = QtConcurrent::blockingMapped(&pool, files, job);
    QTextStream out(stdout), err(stderr);
    int failed = 0;
    for (const FileReport &r : reports) {
        out << r.out;
        out.flush();
        err << r.err;
        err.flush();
        failed += r.ok ? 0 : 1;
    }
    out << files.size() << " file(s): " << files.size() - failed << ' ' << verb << ", " << failed << " failed ("
        << QString::number(clock.elapsed() / 1000.0, 'f', 2) << " s on " << pool.maxThreadCount() << " thread(s))\n";
    return failed ? InvalidInput : Ok;
}

} // namespace ackedit::cli
