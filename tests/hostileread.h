#pragma once
// Hostile sizes (issue 15, point 6): a generated file with one count patched to a huge value must
// be refused by the family's reader before anything of that size is allocated, with the field and its
// offset named. Memory is measured as the growth of the peak resident set (VmHWM), reset first
// through /proc/self/clear_refs where the kernel allows it.
#include "io/formaterror.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QtGlobal>

#include <cstring>
#include <new>

namespace ackedit::testing {

inline void patchU32(QByteArray &bytes, qint64 at, quint32 value) { std::memcpy(bytes.data() + at, &value, 4); }
inline void patchF32(QByteArray &bytes, qint64 at, float value) { std::memcpy(bytes.data() + at, &value, 4); }
inline quint32 readU32(const QByteArray &bytes, qint64 at)
{
    quint32 v = 0;
    std::memcpy(&v, bytes.constData() + at, 4);
    return v;
}

// The process's peak resident set in KiB (VmHWM), -1 when /proc is not readable.
inline qint64 peakRssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (QByteArray line = status.readLine(); !line.isEmpty(); line = status.readLine()) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

// Lowers the peak to the current resident set (Linux: "5" into clear_refs).
inline void resetPeakRss()
{
    QFile refs(QStringLiteral("/proc/self/clear_refs"));
    if (refs.open(QIODevice::WriteOnly))
        refs.write("5");
}

// Reads `bytes` with `read` (e.g. format::readHmp); empty when the read is refused with `field` at `offset` and the peak resident set
// grew by less than `limitMiB`, otherwise what went wrong. `growthKiB` gets the growth measured.
template<typename Read>
QString checkRefused(Read read, const QByteArray &bytes, const QString &field, qint64 offset, qint64 *growthKiB,
                            qint64 limitMiB = 64)
{
    resetPeakRss();
    const qint64 before = peakRssKiB();
    QString problem;
    try {
        read(bytes);
        problem = QStringLiteral("accepted");
    } catch (const format::FormatError &e) {
        if (e.field != field || e.offset != offset || !e.message(QStringLiteral("f")).contains(field))
            problem = QStringLiteral("expected %1 at offset %2, got: %3").arg(field).arg(offset).arg(e.toString());
        else
            qInfo("%s", qPrintable(e.toString()));
    } catch (const std::bad_alloc &) {
        problem = QStringLiteral("std::bad_alloc: the reader allocated before checking");
    }
    const qint64 after = peakRssKiB();
    *growthKiB = after - before;
    if (before < 0 || after < 0)
        problem += QStringLiteral(" (VmHWM unreadable)");
    else if (*growthKiB > limitMiB * 1024)
        problem += QStringLiteral(" peak RSS grew by %1 KiB").arg(*growthKiB);
    return problem.trimmed();
}

} // namespace ackedit::testing

// checkRefused() as a test step: logs the peak RSS growth and fails the test with the problem.
#define ACKEDIT_VERIFY_REFUSED(read, bytes, field, offset)                                          \
    do {                                                                                           \
        qint64 growthKiB_ = 0;                                                                     \
        const QString problem_ = ackedit::testing::checkRefused(read, bytes, field, offset, &growthKiB_); \
        qInfo("peak RSS growth %lld KiB", growthKiB_);                                             \
        QVERIFY2(problem_.isEmpty(), qPrintable(problem_));                                        \
    } while (false)
