#include "lintchecks.h"

#include "core/util/messages.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace Polygon::Lint {

namespace {

struct Overlap
{
    int shared = 0;
    int total = 0; // size of the union
    int smaller = 0; // size of the smaller set
    double jaccard() const { return total == 0 ? 0.0 : double(shared) / total; }
    double coefficient() const { return smaller == 0 ? 0.0 : double(shared) / smaller; }
};

Overlap overlap(const QList<quint64> &a, const QList<quint64> &b)
{
    Overlap o;
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i] == b[j]) {
            ++o.shared;
            ++i;
            ++j;
        } else if (a[i] < b[j]) {
            ++i;
        } else {
            ++j;
        }
    }
    o.total = int(a.size() + b.size()) - o.shared;
    o.smaller = int(std::min(a.size(), b.size()));
    return o;
}

TextRange absolute(const Rule &rule, const TextRange &relative)
{
    return {rule.range.start + relative.start, relative.length};
}

Span pairSpan(const QList<Rule> &rules, int earlier, int later, Axis axis, int tier, Severity severity, double weight,
              const QString &message)
{
    Span s;
    s.range = rules.at(later).range;
    s.related = rules.at(earlier).range;
    s.axis = axis;
    s.tier = tier;
    s.severity = severity;
    s.weight = weight;
    s.message = message;
    return s;
}

Severity lower(Severity s)
{
    return s == Severity::Error ? Severity::Warning : Severity::Info;
}

QString clock(double minutes)
{
    const int m = int(std::lround(minutes));
    return QStringLiteral("%1:%2").arg(m / 60, 2, 10, QLatin1Char('0')).arg(m % 60, 2, 10, QLatin1Char('0'));
}

QString numberText(const NumberFact &f)
{
    if (f.kind == NumberFact::Kind::Time)
        return clock(f.value);
    if (f.kind == NumberFact::Kind::Percent)
        return QString::number(f.value) + QLatin1Char('%');
    if (f.kind == NumberFact::Kind::Money && f.value == 0)
        return WorkspaceMessages::tr("free of charge");
    return QString::number(f.value);
}

// Numbers that can contradict each other: clock times, prices (amounts and percentages), durations, counts.
int numberClass(const NumberFact &f)
{
    switch (f.kind) {
    case NumberFact::Kind::Time:
        return 0;
    case NumberFact::Kind::Money:
    case NumberFact::Kind::Percent:
        return 1;
    case NumberFact::Kind::Duration:
        return 2;
    case NumberFact::Kind::Count:
        return 3;
    }
    return 3;
}

// Negative polarity: forbids, or denies without a modal word.
bool negative(const RuleFeatures &f)
{
    return f.modality == Modality::Forbidden || (f.modality == Modality::None && f.negated);
}

double positionOf(const Segmentation &seg, int rule)
{
    if (seg.totalWords <= 0)
        return 0;
    return (seg.wordsBefore.at(rule) + seg.ruleWords.at(rule) / 2.0) / seg.totalWords;
}

// What a time is about: the words just before it ("the kitchen closes at"). Two times are about
// the same thing when each one's words appear in the other's rule ("we close at" has none).
bool sameSubject(const NumberFact &x, const RuleFeatures &xRule, const NumberFact &y, const RuleFeatures &yRule)
{
    const auto within = [](const QList<quint64> &words, const QList<quint64> &rule) {
        return std::all_of(words.cbegin(), words.cend(),
                           [&](quint64 w) { return std::binary_search(rule.cbegin(), rule.cend(), w); });
    };
    return within(x.subject, yRule.contentStems) && within(y.subject, xRule.contentStems);
}

// Hostile input (thousands of near-duplicate rules, one rule of megabytes)
// must not make the pairwise checks quadratic. Two limits bound the work per
// rule; real prompts stay far below them, so their findings are exact:
// a rule is compared with at most this many earlier candidate rules per check
// (the first ones) …
constexpr int kMaxCandidates = 256;
// … and is reported against at most this many earlier rules per check
// (tier 3: per kind of finding).
constexpr int kMaxPairFindings = 32;
constexpr int kMaxSimilarFindings = 64;

// Candidate pairs for a check that needs the Jaccard similarity of two rules'
// content stems to reach `minJaccard`, by prefix filtering (Bayardo, Ma and
// Srikant, "Scaling up all pairs similarity search", 2007): with every rule's
// stems ordered rarest first, two sets with Jaccard ≥ t share a stem within
// the first |x| − ⌈t·|x|⌉ + 1 stems of each. Each rule is indexed under that
// prefix only (and a group: the checks compare opposite modalities), and
// meets the earlier rules that share a prefix stem with it — every pair that
// can pass the check, but not every rule that shares the word "caller".
class PrefixIndex
{
public:
    PrefixIndex(const QList<const RuleFeatures *> &feat, const std::vector<bool> &participates, double minJaccard)
        : m_prefixes(feat.size())
        , m_seen(feat.size(), -1)
    {
        QHash<quint64, int> frequency;
        for (qsizetype r = 0; r < feat.size(); ++r)
            if (participates[std::size_t(r)])
                for (quint64 stem : feat.at(r)->contentStems)
                    ++frequency[stem];
        for (qsizetype r = 0; r < feat.size(); ++r) {
            if (!participates[std::size_t(r)])
                continue;
            std::vector<std::pair<int, quint64>> order;
            for (quint64 stem : feat.at(r)->contentStems)
                order.emplace_back(frequency.value(stem), stem);
            std::sort(order.begin(), order.end());
            const int size = int(order.size());
            // ⌈t·size⌉ rounded down a little: a longer prefix is always safe
            const int needed = std::max(0, int(std::ceil(minJaccard * size - 1e-9)));
            const int prefix = std::clamp(size - needed + 1, 0, size);
            for (int k = 0; k < prefix; ++k)
                m_prefixes[std::size_t(r)].push_back(order[std::size_t(k)].second);
        }
    }

    // The earlier rules of the given groups sharing a prefix stem with `rule`,
    // ascending, each once, at most kMaxCandidates (the first ones). Call in
    // rule order, before add(rule).
    void candidates(int rule, std::initializer_list<int> groups, std::vector<int> &out)
    {
        out.clear();
        for (quint64 stem : m_prefixes[std::size_t(rule)]) {
            for (int group : groups) {
                const auto it = m_lists.constFind(qMakePair(group, stem));
                if (it == m_lists.constEnd())
                    continue;
                // the first kMaxCandidates of each list hold the first kMaxCandidates of their union
                const std::vector<int> &list = *it;
                const std::size_t take = std::min(list.size(), std::size_t(kMaxCandidates));
                for (std::size_t k = 0; k < take; ++k) {
                    const int other = list[k];
                    if (m_seen[std::size_t(other)] != rule) {
                        m_seen[std::size_t(other)] = rule;
                        out.push_back(other);
                    }
                }
            }
        }
        if (out.size() > std::size_t(kMaxCandidates)) {
            std::nth_element(out.begin(), out.begin() + kMaxCandidates, out.end());
            out.resize(std::size_t(kMaxCandidates));
        }
        std::sort(out.begin(), out.end());
    }

    void add(int rule, int group)
    {
        for (quint64 stem : m_prefixes[std::size_t(rule)])
            m_lists[qMakePair(group, stem)].push_back(rule);
    }

private:
    std::vector<std::vector<quint64>> m_prefixes; // per rule
    QHash<QPair<int, quint64>, std::vector<int>> m_lists; // (group, stem) → rules, ascending
    std::vector<int> m_seen; // rule → the last rule it was a candidate for
};

// The same numbers (kind and value), in any order.
bool sameNumbers(const RuleFeatures &a, const RuleFeatures &b)
{
    const auto values = [](const RuleFeatures &f) {
        QList<QPair<int, double>> v;
        for (const NumberFact &n : f.numbers)
            v.append({numberClass(n), n.value});
        std::sort(v.begin(), v.end());
        return v;
    };
    return values(a) == values(b);
}

bool bounded(const NumberFact &f)
{
    return f.low != f.high;
}

// Two numbers of one kind that say the same: the same value, or the same range.
bool agree(const NumberFact &x, const NumberFact &y)
{
    return x.value == y.value || (bounded(x) && x.low == y.low && x.high == y.high);
}

// Two numbers of one kind that cannot both hold, comparing like with like: two values that differ;
// a value outside a bound or range ("free" against "from 2%"); two bounds or ranges that overlap
// with different lower or upper ends ("8 or more" / "10 or more", "1 to 8" / "up to 10").
// Ranges that do not overlap split cases ("1 to 8 people" / "9 or more"): no conflict.
bool contradict(const NumberFact &x, const NumberFact &y)
{
    if (!bounded(x) && !bounded(y))
        return x.value != y.value;
    if (!bounded(x) || !bounded(y)) {
        const NumberFact &value = bounded(x) ? y : x;
        const NumberFact &bound = bounded(x) ? x : y;
        return value.value < bound.low || value.value > bound.high;
    }
    // a range's numbers are its lower and its upper end: compare the ends that face the same way
    return x.high >= y.low && y.high >= x.low && x.direction == y.direction && x.value != y.value;
}

QPair<int, int> ordered(int a, int b)
{
    return a < b ? qMakePair(a, b) : qMakePair(b, a);
}

} // namespace

QList<Span> tier1Findings(const LintDocument &doc, const Tier1Settings &cfg, ReportedPairs *reported)
{
    RulePairs *conflictPairs = &reported->conflict;
    RulePairs *redundantPairs = &reported->redundant;
    QList<Span> out;
    const Segmentation &seg = doc.segmentation;
    const QList<Rule> &rules = seg.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());

    // ---- overload: simultaneous constraints per section; stacked sentences
    for (const Section &section : seg.sections) {
        int constraints = 0;
        int firstRule = -1;
        int lastRule = -1;
        for (int r = section.firstRule; r < section.firstRule + section.ruleCount; ++r) {
            if (!feat.at(r)->constraint)
                continue;
            ++constraints;
            if (firstRule < 0)
                firstRule = r;
            lastRule = r;
        }
        if (constraints > cfg.sectionConstraints) {
            const double w = std::min(
                1.0, double(constraints - cfg.sectionConstraints) / (cfg.sectionConstraintsFull - cfg.sectionConstraints));
            Span s;
            s.range = {rules.at(firstRule).range.start, rules.at(lastRule).range.end() - rules.at(firstRule).range.start};
            s.axis = Axis::Overload;
            s.severity = w >= 0.5 ? Severity::Error : Severity::Warning;
            s.weight = w;
            s.message = WorkspaceMessages::tr("%1 constraints at once in this section (more than %2): the model will drop "
                                              "some; split the section or cut the rules it rarely needs.")
                            .arg(constraints)
                            .arg(cfg.sectionConstraints);
            out.append(s);
        }
    }
    for (int r = 0; r < n; ++r) {
        const int markers = feat.at(r)->constraintMarkers;
        if (markers >= cfg.stackedMarkers) {
            Span s;
            s.range = rules.at(r).range;
            s.axis = Axis::Overload;
            s.severity = Severity::Warning;
            s.weight = std::min(0.4, 0.1 * (markers - cfg.stackedMarkers + 2));
            s.message = WorkspaceMessages::tr("%1 instructions packed into one sentence: give each its own line.").arg(markers);
            out.append(s);
        }
    }

    // ---- redundancy: normalised duplicates
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

    // ---- conflict: opposite modalities on the same object
    // (candidates: earlier rules of another modality that can reach the overlap)
    std::vector<bool> modal(std::size_t(n), false);
    for (int r = 0; r < n; ++r)
        modal[std::size_t(r)] = feat.at(r)->modality != Modality::None;
    PrefixIndex modalIndex(feat, modal, cfg.conflictJaccard);
    std::vector<int> candidates;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &a = *feat.at(r);
        if (a.modality == Modality::None)
            continue;
        const int m = int(a.modality);
        // the other two modalities
        const int o1 = m == int(Modality::Required) ? int(Modality::Forbidden) : int(Modality::Required);
        const int o2 = m == int(Modality::Permitted) ? int(Modality::Forbidden) : int(Modality::Permitted);
        modalIndex.candidates(r, {o1, o2}, candidates);
        modalIndex.add(r, m);
        int found = 0;
        {
            for (int o : candidates) {
                if (found >= kMaxPairFindings)
                    break;
                const RuleFeatures &b = *feat.at(o);
                if (a.modality == b.modality || redundantPairs->contains({o, r}))
                    continue;
                const Overlap ov = overlap(a.contentStems, b.contentStems);
                if (ov.coefficient() < cfg.conflictOverlap || ov.jaccard() < cfg.conflictJaccard)
                    continue;
                // a rule with its own condition against one without states its exception where it
                // should ("Call X once." / "If X fails, do not call it again."): it narrows, not contradicts
                if (a.conditional != b.conditional)
                    continue;
                // forbidding only the repetition agrees with doing it ("Call X once." / "Never call X twice.")
                const RuleFeatures &forbidding = a.modality == Modality::Forbidden ? a : b;
                const RuleFeatures &other = a.modality == Modality::Forbidden ? b : a;
                if (forbidding.modality == Modality::Forbidden && forbidding.repeats && !other.repeats)
                    continue;
                // a copy: std::minmax returns references to its arguments, temporaries here
                const std::pair<int, int> pair = std::minmax(int(a.modality), int(b.modality));
                Severity severity;
                double w;
                QString message;
                if (pair == std::pair(int(Modality::Required), int(Modality::Forbidden))) {
                    severity = Severity::Error;
                    w = 0.5;
                    message = WorkspaceMessages::tr("Requires what another rule forbids.");
                } else if (pair == std::pair(int(Modality::Forbidden), int(Modality::Permitted))) {
                    severity = Severity::Warning;
                    w = 0.4;
                    message = WorkspaceMessages::tr("Allows what another rule forbids.");
                } else {
                    severity = Severity::Warning;
                    w = 0.3;
                    message = WorkspaceMessages::tr("Makes optional what another rule requires: one waters the other down.");
                }
                if (a.conditional || b.conditional || a.repeats != b.repeats) {
                    severity = lower(severity);
                    w *= 0.6;
                    message
                        += QLatin1Char(' ') + WorkspaceMessages::tr("If one is meant as an exception, say so in the same rule.");
                }
                out.append(pairSpan(rules, o, r, Axis::Conflict, 1, severity, w, message));
                conflictPairs->insert({o, r});
                ++found;
            }
        }
    }

    // ---- conflict: different opening or closing times for the same thing
    struct TimeRef
    {
        int rule;
        const NumberFact *fact;
    };
    QList<TimeRef> bounds;
    // per boundary (opening 1, closing 2): positions in `bounds`; each time meets the next kMaxCandidates of its kind
    std::array<std::vector<qsizetype>, 3> byBoundary;
    std::vector<qsizetype> placeInBoundary;
    for (int r = 0; r < n; ++r)
        for (const NumberFact &nf : feat.at(r)->numbers)
            if (nf.kind == NumberFact::Kind::Time && nf.boundary != 0) {
                std::vector<qsizetype> &list = byBoundary[std::size_t(std::clamp(nf.boundary, 0, 2))];
                placeInBoundary.push_back(qsizetype(list.size()));
                list.push_back(bounds.size());
                bounds.append({r, &nf});
            }
    std::vector<int> timeFindings(std::size_t(n), 0); // per later rule
    for (qsizetype i = 0; i < bounds.size(); ++i) {
        const std::vector<qsizetype> &same = byBoundary[std::size_t(std::clamp(bounds.at(i).fact->boundary, 0, 2))];
        const std::size_t from = std::size_t(placeInBoundary[std::size_t(i)]) + 1;
        const std::size_t to = std::min(same.size(), from + std::size_t(kMaxCandidates));
        for (std::size_t k = from; k < to; ++k) {
            const qsizetype j = same[k];
            const TimeRef &x = bounds.at(i);
            const TimeRef &y = bounds.at(j);
            if (x.rule == y.rule || x.fact->boundary != y.fact->boundary || x.fact->value == y.fact->value
                || timeFindings[std::size_t(y.rule)] >= kMaxPairFindings
                || !sameSubject(*x.fact, *feat.at(x.rule), *y.fact, *feat.at(y.rule)))
                continue;
            const int dx = feat.at(x.rule)->days;
            const int dy = feat.at(y.rule)->days;
            if ((dx == 0) != (dy == 0) || (dx != 0 && (dx & dy) == 0))
                continue;
            if (conflictPairs->contains({x.rule, y.rule}))
                continue;
            const QString message = x.fact->boundary == 2
                ? WorkspaceMessages::tr("Gives a different closing time (%1) than another rule (%2).")
                      .arg(clock(y.fact->value), clock(x.fact->value))
                : WorkspaceMessages::tr("Gives a different opening time (%1) than another rule (%2).")
                      .arg(clock(y.fact->value), clock(x.fact->value));
            out.append(pairSpan(rules, x.rule, y.rule, Axis::Conflict, 1, Severity::Error, 0.5, message));
            conflictPairs->insert({x.rule, y.rule});
            ++timeFindings[std::size_t(y.rule)];
        }
    }

    // ---- conflict: the same statement with different numbers
    std::vector<bool> numeric(std::size_t(n), false);
    for (int r = 0; r < n; ++r)
        numeric[std::size_t(r)] = !feat.at(r)->numbers.isEmpty();
    PrefixIndex numericIndex(feat, numeric, cfg.numberOverlap);
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &a = *feat.at(r);
        if (a.numbers.isEmpty())
            continue;
        numericIndex.candidates(r, {0}, candidates);
        numericIndex.add(r, 0);
        int found = 0;
        {
            for (int o : candidates) {
                if (found >= kMaxPairFindings)
                    break;
                // the same text (one cached analysis) states the same numbers: nothing to contradict
                if (feat.at(o) == &a)
                    continue;
                const RuleFeatures &b = *feat.at(o);
                if (overlap(a.contentStems, b.contentStems).jaccard() < cfg.numberOverlap)
                    continue;
                if (conflictPairs->contains({o, r}) || redundantPairs->contains({o, r}))
                    continue;
                if (a.days != b.days && a.days != 0 && b.days != 0)
                    continue;
                // a value both state as opposite bounds splits cases around it
                // ("free from 1500", "200 below 1500"): no conflict
                const bool splitCases = std::any_of(b.numbers.cbegin(), b.numbers.cend(), [&](const NumberFact &x) {
                    return std::any_of(a.numbers.cbegin(), a.numbers.cend(), [&](const NumberFact &y) {
                        return numberClass(x) == numberClass(y) && x.value == y.value && x.direction != y.direction;
                    });
                });
                if (splitCases)
                    continue;
                // per kind of number both state: nothing in common and two that contradict is a conflict
                for (int kind = 0; kind < 4; ++kind) {
                    // x from the earlier rule, y from this one, of this kind (opening and
                    // closing times are compared above); none in common, then the first
                    // pair that contradicts
                    const auto ofKind = [kind](const NumberFact &f) { return numberClass(f) == kind && f.boundary == 0; };
                    bool shared = false;
                    bool both = false;
                    const NumberFact *cx = nullptr;
                    const NumberFact *cy = nullptr;
                    for (const NumberFact &x : b.numbers) {
                        if (!ofKind(x))
                            continue;
                        for (const NumberFact &y : a.numbers) {
                            if (!ofKind(y))
                                continue;
                            both = true;
                            shared = shared || agree(x, y);
                            if (!cx && contradict(x, y)) {
                                cx = &x;
                                cy = &y;
                            }
                        }
                    }
                    if (!both || shared || !cx)
                        continue;
                    out.append(pairSpan(rules, o, r, Axis::Conflict, 1, Severity::Error, 0.45,
                                        WorkspaceMessages::tr("States %1 where a similar rule states %2.")
                                            .arg(numberText(*cy), numberText(*cx))));
                    conflictPairs->insert({o, r});
                    ++found;
                    break;
                }
            }
        }
    }

    // ---- ambiguity: vague wording, references to things never defined
    QSet<quint64> defined;
    for (const Section &section : seg.sections) {
        if (section.heading.isEmpty())
            continue;
        for (const Token &t : tokenize(section.heading))
            if (!t.number && !doc.lexicon.stopWords.contains(t.lower))
                defined.insert(stemKey(doc.lexicon.stem(t.lower)));
    }
    for (int r = 0; r < n; ++r)
        for (quint64 d : feat.at(r)->defines)
            defined.insert(d);
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        for (const FoundPhrase &p : f.vague) {
            Span s;
            s.range = absolute(rules.at(r), p.range);
            s.axis = Axis::Ambiguity;
            s.severity = Severity::Warning;
            s.weight = 0.15;
            s.message = WorkspaceMessages::tr("“%1” is vague: say exactly what, when or how much.")
                            .arg(rules.at(r).text.mid(p.range.start, p.range.length));
            out.append(s);
        }
        for (const FoundPhrase &p : f.references) {
            if (p.hasHead && defined.contains(p.head))
                continue;
            Span s;
            s.range = absolute(rules.at(r), p.range);
            s.axis = Axis::Ambiguity;
            s.severity = Severity::Warning;
            s.weight = p.hasHead ? 0.25 : 0.2;
            const QString quoted = rules.at(r).text.mid(p.range.start, p.range.length);
            s.message = p.hasHead
                ? WorkspaceMessages::tr("“%1” is not defined in the prompt: the model will guess what it says.").arg(quoted)
                : WorkspaceMessages::tr("“%1” points to knowledge outside the prompt: spell out what is meant.").arg(quoted);
            out.append(s);
        }
    }

    // ---- attention dilution: critical rules in the middle of a long prompt
    if (seg.totalWords >= cfg.longPromptWords) {
        const double lengthFactor = std::min(1.0, 0.5 + (seg.totalWords - cfg.longPromptWords) / 1000.0);
        const double half = (cfg.middleTo - cfg.middleFrom) / 2;
        const double centre = (cfg.middleTo + cfg.middleFrom) / 2;
        // the bags (same content, modality and numbers) stated in the first or last quarter
        QSet<quint64> bagsAtEdge;
        for (int r = 0; r < n; ++r) {
            const double q = positionOf(seg, r);
            if (q <= cfg.middleFrom || q >= cfg.middleTo)
                bagsAtEdge.insert(feat.at(r)->bagKey);
        }
        for (int r = 0; r < n; ++r) {
            const RuleFeatures &f = *feat.at(r);
            if (f.critical == 0)
                continue;
            const double p = positionOf(seg, r);
            if (p <= cfg.middleFrom || p >= cfg.middleTo)
                continue;
            // repeated near an edge: the model sees it where it attends most (r itself is in the middle)
            if (bagsAtEdge.contains(f.bagKey))
                continue;
            const double centrality = 1.0 - std::abs(p - centre) / half;
            Span s;
            s.range = rules.at(r).range;
            s.axis = Axis::AttentionDilution;
            s.severity = f.critical == 2 ? Severity::Warning : Severity::Info;
            s.weight = (f.critical == 2 ? 0.35 : 0.15) * (0.5 + 0.5 * centrality) * lengthFactor;
            s.message = WorkspaceMessages::tr("A critical rule sits in the middle of a long prompt (%1% of the way in), "
                                              "where models attend least: move it to the start or repeat it at the end.")
                            .arg(int(std::lround(p * 100)));
            out.append(s);
        }
    }

    // ---- attention dilution: related rules far apart (sharing rare content words)
    QHash<quint64, QList<int>> rulesByStem;
    for (int r = 0; r < n; ++r)
        for (quint64 s : feat.at(r)->contentStems)
            rulesByStem[s].append(r);
    QHash<QPair<int, int>, int> sharedRare;
    for (auto it = rulesByStem.cbegin(); it != rulesByStem.cend(); ++it) {
        const QList<int> &list = it.value();
        if (list.size() < 2 || list.size() > 3)
            continue;
        for (qsizetype i = 0; i < list.size(); ++i)
            for (qsizetype j = i + 1; j < list.size(); ++j)
                if (list.at(i) != list.at(j))
                    ++sharedRare[ordered(list.at(i), list.at(j))];
    }
    // a critical rule kept at the start or the end is where it should be, wherever its topic is
    const auto criticalAtEdge = [&](int r) {
        const double p = positionOf(seg, r);
        return feat.at(r)->critical > 0 && (p <= cfg.middleFrom || p >= cfg.middleTo);
    };
    QList<QPair<int, int>> scattered;
    for (auto it = sharedRare.cbegin(); it != sharedRare.cend(); ++it) {
        if (it.value() < 2)
            continue;
        const auto [a, b] = it.key();
        if (rules.at(a).section == rules.at(b).section || !feat.at(a)->constraint || !feat.at(b)->constraint
            || conflictPairs->contains({a, b}) || redundantPairs->contains({a, b}) || criticalAtEdge(a) || criticalAtEdge(b))
            continue;
        if (overlap(feat.at(a)->contentStems, feat.at(b)->contentStems).coefficient() < cfg.relatedOverlap)
            continue;
        if (std::abs(positionOf(seg, b) - positionOf(seg, a)) < cfg.farApart)
            continue;
        scattered.append({a, b});
    }
    std::sort(scattered.begin(), scattered.end());
    for (const auto &[a, b] : scattered) {
        reported->scattered.insert({a, b});
        out.append(pairSpan(rules, a, b, Axis::AttentionDilution, 1, Severity::Info, 0.1,
                            WorkspaceMessages::tr("A rule about the same thing is far away under another heading: keep "
                                                  "related rules together.")));
    }
    return out;
}

QList<Span> tier3Findings(const LintDocument &doc, const QList<SimilarPair> &pairs, const Tier3Settings &cfg,
                          const ReportedPairs &reported)
{
    const RulePairs &conflictPairs = reported.conflict;
    const RulePairs &redundantPairs = reported.redundant;
    // a rule that repeats several earlier ones is reported once, against the first
    QSet<int> repeated;
    for (const auto &[a, b] : redundantPairs)
        repeated.insert(b);
    QList<Span> out;
    const Segmentation &seg = doc.segmentation;
    const QList<Rule> &rules = seg.rules;
    // conflict and dilution findings per later rule (hostile input: thousands of near-duplicates)
    std::vector<int> opposite(std::size_t(rules.size()), 0);
    std::vector<int> related(std::size_t(rules.size()), 0);
    for (const SimilarPair &p : pairs) {
        const QPair<int, int> key = ordered(p.a, p.b);
        const RuleFeatures &a = *doc.features.at(p.a);
        const RuleFeatures &b = *doc.features.at(p.b);
        const QString similarity = QString::number(p.cosine, 'f', 2);
        if (negative(a) != negative(b)) {
            if (p.cosine >= cfg.opposite && opposite[std::size_t(key.second)] < kMaxSimilarFindings
                && !conflictPairs.contains(key)) {
                ++opposite[std::size_t(key.second)];
                out.append(pairSpan(rules, key.first, key.second, Axis::Conflict, 3, Severity::Warning, 0.35,
                                    WorkspaceMessages::tr("Nearly the same wording as another rule with the opposite "
                                                          "polarity (similarity %1).")
                                        .arg(similarity)));
            }
            continue;
        }
        // a numbered step of one section's procedure against a rule under another heading: each
        // procedure needs its own steps ("Ask for the name" when booking and when cancelling)
        const bool otherProcedure = rules.at(p.a).section != rules.at(p.b).section && (seg.steps.at(p.a) || seg.steps.at(p.b));
        // one of them under a condition ("Offer … when …") says when, not the same thing again;
        // different numbers ("free from 1500", "200 below 1500") are different rules
        if (p.cosine >= cfg.duplicate && a.conditional == b.conditional && sameNumbers(a, b)) {
            if (!otherProcedure && !redundantPairs.contains(key) && !conflictPairs.contains(key)
                && !repeated.contains(key.second)) {
                repeated.insert(key.second);
                out.append(
                    pairSpan(rules, key.first, key.second, Axis::Redundancy, 3, Severity::Warning, 0.25,
                             WorkspaceMessages::tr("Says nearly the same as another rule (similarity %1).").arg(similarity)));
            }
            continue;
        }
        if (p.cosine >= cfg.related && a.constraint && b.constraint && rules.at(p.a).section != rules.at(p.b).section
            && std::abs(positionOf(seg, p.b) - positionOf(seg, p.a)) >= cfg.farApart && !conflictPairs.contains(key)
            && !reported.scattered.contains(key) && related[std::size_t(key.second)] < kMaxSimilarFindings) {
            ++related[std::size_t(key.second)];
            out.append(pairSpan(rules, key.first, key.second, Axis::AttentionDilution, 3, Severity::Info, 0.08,
                                WorkspaceMessages::tr("A related rule (similarity %1) is far away under another heading: keep "
                                                      "related rules together.")
                                    .arg(similarity)));
        }
    }
    return out;
}

} // namespace Polygon::Lint
