#pragma once
// Collects findings for one file; a rule that fires very often (every UV of a model) is cut off
// after a limit with one summary finding, so a report stays readable.
#include "finding.h"

#include <map>
#include <vector>

namespace ackedit::document {

class FindingList
{
    Q_DECLARE_TR_FUNCTIONS(FindingList)
public:
    static constexpr int PerRuleLimit = 50;

    Finding &add(const QString &ruleId, Severity severity, const QString &message, FindingLocation location = {});
    // Adds the "and N more" summaries and returns the findings in the order found.
    std::vector<Finding> take();

private:
    std::vector<Finding> m_findings;
    Finding m_dropped; // target of add() past the limit
    std::map<QString, std::pair<int, Severity>> m_counts;
};

} // namespace ackedit::document
