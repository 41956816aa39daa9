#include "findinglist.h"

namespace ackedit::document {

Finding &FindingList::add(const QString &ruleId, Severity severity, const QString &message, FindingLocation location)
{
    auto &[count, worst] = m_counts.try_emplace(ruleId, 0, severity).first->second;
    worst = std::min(worst, severity); // Error < Warning < Info
    if (++count > PerRuleLimit) {
        m_dropped = Finding{};
        return m_dropped;
    }
    m_findings.push_back(Finding{ruleId, severity, message, location, {}, {}});
    return m_findings.back();
}

std::vector<Finding> FindingList::take()
{
    for (const auto &[rule, entry] : m_counts) {
        const int more = entry.first - PerRuleLimit;
        if (more > 0)
            m_findings.push_back(Finding{rule, entry.second,
                                         tr("%n more finding(s) of this rule not listed", nullptr, more), {}, {}, {}});
    }
    m_counts.clear();
    return std::move(m_findings);
}

} // namespace ackedit::document
