#pragma once

#include "linttypes.h"

#include <QList>
#include <QString>

namespace Polygon::Lint {

// A tier that looks at one rule at a time, so its findings can be cached by
// the rule's hash and only edited rules are re-analysed (tier 2: surprisal
// under a language model). Implementations are immutable after construction
// and thread-safe for const calls.
class RuleScorer
{
public:
    virtual ~RuleScorer() = default;
    virtual int tier() const = 0;
    // Why this tier cannot analyse `language` ("not available for hr"), or an
    // empty string when it can. The analyzer records the reason in
    // LintResult::tiersSkipped instead of calling analyseRule.
    virtual QString unavailableReason(const QString &language) const
    {
        Q_UNUSED(language);
        return {};
    }
    // Findings for `rule` (ranges in prompt coordinates, i.e. inside rule.range).
    virtual QList<Span> analyseRule(const Rule &rule, const QString &language) const = 0;
};

} // namespace Polygon::Lint
