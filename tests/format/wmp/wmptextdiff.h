#pragma once
// Line diff for the edit tests: which lines an edit removed and which it added (longest common
// subsequence over lines, terminators included so a changed line end counts as a change).
#include <QByteArray>
#include <QList>

#include <vector>

namespace ackedit::testing {

struct WmpLineDiff
{
    QList<QByteArray> removed; // in file order
    QList<QByteArray> added;
};

inline QList<QByteArray> wmpSplitKeepEnds(const QByteArray &data)
{
    QList<QByteArray> lines;
    qsizetype start = 0;
    while (start < data.size()) {
        const qsizetype nl = data.indexOf('\n', start);
        const qsizetype end = nl < 0 ? data.size() : nl + 1;
        lines << data.mid(start, end - start);
        start = end;
    }
    return lines;
}

inline WmpLineDiff wmpDiffLines(const QByteArray &before, const QByteArray &after)
{
    const QList<QByteArray> a = wmpSplitKeepEnds(before), b = wmpSplitKeepEnds(after);
    const size_t n = size_t(a.size()), m = size_t(b.size());
    std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
    for (size_t i = n; i-- > 0;)
        for (size_t j = m; j-- > 0;)
            lcs[i][j] = a[qsizetype(i)] == b[qsizetype(j)] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    WmpLineDiff d;
    size_t i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[qsizetype(i)] == b[qsizetype(j)]) {
            ++i;
            ++j;
        } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
            d.added << b[qsizetype(j++)];
        } else {
            d.removed << a[qsizetype(i++)];
        }
    }
    return d;
}

} // namespace ackedit::testing
