// Tier 1, redundancy: the same rule word for word, or the same content words in another order.

#include "lintchecks_p.h"

#include "core/util/messages.h"

#include <QHash>
#include <QSet>

namespace Polygon::Lint::Checks {

void duplicateRules(const LintDocument &doc, RulePairs *redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    QHash<quint64, int> byNorm;
    QHash<quint64, int> byBag;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        const auto normIt = byNorm.constFind(f.normKey);
        if (normIt != byNorm.constEnd()) {
            out.append(pairSpan(rules, *normIt, r, Axis::Redundancy, 1, Severity::Warning, 0.3,
                                WorkspaceMessages::tr("Repeats an earlier rule word for word.")));
            redundantPairs->insert(ordered(*normIt, r));
            continue;
        }
        byNorm.insert(f.normKey, r);
        if (f.contentStems.size() < 2)
            continue;
        const auto bagIt = byBag.constFind(f.bagKey);
        if (bagIt != byBag.constEnd()) {
            out.append(pairSpan(rules, *bagIt, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
                                WorkspaceMessages::tr("Repeats an earlier rule: the same content words.")));
            redundantPairs->insert(ordered(*bagIt, r));
            continue;
        }
        byBag.insert(f.bagKey, r);
    }
}

// Rules that each ask for short replies in their own words ("Keep every answer short, because most
// callers are on a building site" / "Avoid long-winded explanations and get to the point"), or each
// ask to address the caller formally («Обращайтесь к звонящему на «вы»» / «Со звонящими общайтесь
// только на «вы»»): what else they say does not make them two rules of how to speak. Each later one
// is reported against the first, unless it already repeats or contradicts an earlier rule.
void styleRepeats(const LintDocument &doc, RulePairs *redundantPairs, const RulePairs &conflictPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const int n = int(rules.size());
    QSet<int> repeating;
    for (const auto &[earlier, later] : std::as_const(*redundantPairs))
        repeating.insert(later);
    const auto shortness = [&](int r) {
        bool speech = false;
        const TextRange &w = feat.at(r)->brevityRange;
        return lex.brevityOf(rules.at(r).text.mid(w.start, w.length).toCaseFolded(), &speech) >= 0;
    };
    for (int topic = 0; topic < 2; ++topic) {
        const auto says = [&](const RuleFeatures &f) { return topic == 0 ? f.brevity > 0 : f.formalAddress.length > 0; };
        const auto where = [&](const RuleFeatures &f) { return topic == 0 ? f.brevityRange : f.formalAddress; };
        int first = -1;
        for (int r = 0; r < n; ++r) {
            const RuleFeatures &f = *feat.at(r);
            if (!says(f) || f.describesTool)
                continue;
            if (first < 0) {
                first = r;
                continue;
            }
            if (repeating.contains(r) || redundantPairs->contains({first, r}) || conflictPairs.contains({first, r})
                || feat.at(first) == &f)
                continue;
            const TextRange a = where(*feat.at(first));
            const TextRange b = where(f);
            const QString pairText
                = QStringLiteral("“%1” / “%2”")
                      .arg(rules.at(first).text.mid(a.start, a.length), rules.at(r).text.mid(b.start, b.length));
            // "Be brief" / "Don't ramble": one asks for short replies, the other forbids long ones
            const bool otherSide = topic == 0 && shortness(first) != shortness(r);
            out.append(pairSpan(
                rules, first, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
                otherSide ? WorkspaceMessages::tr("Says what an earlier rule says, from the other side (%1).").arg(pairText)
                          : WorkspaceMessages::tr("Says what an earlier rule says, in other words (%1).").arg(pairText)));
            redundantPairs->insert({first, r});
            repeating.insert(r);
        }
    }
}

} // namespace Polygon::Lint::Checks
