// Tier 1, redundancy: the same rule word for word, or the same content words in another order.

#include "lintchecks_p.h"

#include "core/util/messages.h"

#include <QHash>
#include <QSet>

#include <optional>
#include <vector>

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
    // (the third topic: reading details back to the caller, "Before you finish any booking, read the date and time
    // back to the caller" / "Once a visit is booked, repeat the appointment details so the caller can check them")
    const Semantics &semantics = Semantics::forLanguage(lex.language);
    // (a verb of repeating the agent is told to do: "Ponovite …", "read … back", not "Ponovni izlazak na ispit" nor
    // "Zamolite roditelja da Vam pročita popis")
    const auto findReadBack = [&](int r) -> TextRange {
        const RuleFeatures &f = *feat.at(r);
        if (f.modality == Modality::Forbidden || f.negated || f.describesTool)
            return {};
        // (reading out is not reading back, "pročitajte najviše tri ponude", unless the rule says it is for the
        // caller to check, "pročitaj gostu datum … da ih potvrdi", "još jednom pročitaj"; "ponovni" is "another")
        const QString &text = rules.at(r).text;
        std::optional<bool> checked; // (read when a word of repeating is found)
        for (const Meaning &m : f.meanings) {
            if (!semantics.inGroup(m, "repeat"))
                continue;
            if (!checked)
                checked = std::any_of(lex.readBackCues.cbegin(), lex.readBackCues.cend(),
                                      [&](const QString &c) { return text.contains(c, Qt::CaseInsensitive); });
            const QString word = text.mid(m.range.start, m.range.length).toCaseFolded();
            const qsizetype space = word.indexOf(QLatin1Char(' '));
            const QString verb = space < 0 ? word : word.left(space);
            if ((beginsWithAny(verb, lex.readOutStems) && !*checked) || beginsWithAny(verb, lex.notRepeatStems))
                continue;
            if (lex.isImperative(verb) || lex.isPoliteImperative(verb))
                return m.range;
        }
        return {};
    };
    std::vector<TextRange> readBackAt(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r)
        readBackAt[std::size_t(r)] = findReadBack(r);
    const auto readBack = [&](int r) { return readBackAt[std::size_t(r)]; };
    // (not "number", which is of anything: "broj mobitela" / "broj gostiju")
    const auto objects = [&](int r) {
        QList<const Meaning *> out;
        for (const Meaning &m : feat.at(r)->meanings) {
            const QString word = rules.at(r).text.mid(m.range.start, m.range.length).toCaseFolded();
            if (!semantics.inGroup(m, "repeat") && !semantics.inGroup(m, "tell") && !semantics.inGroup(m, "ask")
                && !semantics.background(word) && !beginsWithAny(word, lex.quantityNouns))
                out.append(&m);
        }
        return out;
    };
    std::vector<QList<const Meaning *>> objectsOf(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r)
        if (readBack(r).length > 0)
            objectsOf[std::size_t(r)] = objects(r);
    const auto sameObject = [&](int a, int b) {
        const QList<const Meaning *> &oa = objectsOf[std::size_t(a)];
        const QList<const Meaning *> &ob = objectsOf[std::size_t(b)];
        const auto all = [&](int r, const QList<const Meaning *> &o) {
            return std::any_of(o.cbegin(), o.cend(), [&](const Meaning *m) {
                return lex.allDetailsWords.contains(rules.at(r).text.mid(m->range.start, m->range.length).toCaseFolded());
            });
        };
        if (all(a, oa) && all(b, ob))
            return true;
        return std::any_of(oa.cbegin(), oa.cend(), [&](const Meaning *x) {
            return std::any_of(ob.cbegin(), ob.cend(), [&](const Meaning *y) { return x->meets(*y); });
        });
    };
    for (int topic = 0; topic < 3; ++topic) {
        const auto says = [&](int r) {
            const RuleFeatures &f = *feat.at(r);
            return topic == 0 ? f.brevity > 0 : topic == 1 ? f.formalAddress.length > 0 : readBack(r).length > 0;
        };
        const auto where = [&](int r) {
            const RuleFeatures &f = *feat.at(r);
            return topic == 0 ? f.brevityRange : topic == 1 ? f.formalAddress : readBack(r);
        };
        QList<int> earlier; // the rules that say it so far
        for (int r = 0; r < n; ++r) {
            const RuleFeatures &f = *feat.at(r);
            if (!says(r) || f.describesTool)
                continue;
            earlier.append(r);
            // the first rule that says it; of reading back, the first that reads back one thing this one names
            // ("the date" / «дату»; all of it in both, "the details"): the phone number and the booking are two
            const auto match
                = std::find_if(earlier.cbegin(), earlier.cend() - 1, [&](int e) { return topic != 2 || sameObject(e, r); });
            if (match == earlier.cend() - 1)
                continue;
            const int first = *match;
            if (repeating.contains(r) || redundantPairs->contains({first, r}) || conflictPairs.contains({first, r})
                || feat.at(first) == &f)
                continue;
            const TextRange a = where(first);
            const TextRange b = where(r);
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
