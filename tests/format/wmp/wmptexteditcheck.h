#pragma once
// The shared assertion of the text WMP edit tests: an edit removed and added exactly these lines,
// and the edited text reads back to itself and validates.
#include "format/wmp/wmptextdiff.h"
#include "wmp/wmptextfile.h"

#include <QtTest>

namespace ackedit::testing {

inline void checkWmpEdit(const QByteArray &before, const format::WmpTextFile &file, const QList<QByteArray> &removed,
                         const QList<QByteArray> &added)
{
    const QByteArray after = file.write();
    const WmpLineDiff d = wmpDiffLines(before, after);
    QCOMPARE(d.removed, removed);
    QCOMPARE(d.added, added);
    const auto again = format::readWmpText(after);
    QCOMPARE(again->write(), after);
    for (const format::ValidationIssue &issue : again->validate())
        QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
}

} // namespace ackedit::testing
