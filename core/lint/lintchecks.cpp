#include "lintchecks.h"
#include "lintchecks_p.h"

#include "core/util/messages.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace Polygon::Lint {

namespace Checks {

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
    // (a value that ends in a full stop, a date "16.12.", ends the sentence too: "… states 16.12.", not "16.12..")
    s.message = message;
    for (qsizetype i = s.message.indexOf(QLatin1String("..")); i >= 0; i = s.message.indexOf(QLatin1String(".."), i + 1)) {
        const bool ellipsis = (i > 0 && s.message.at(i - 1) == QLatin1Char('.'))
            || (i + 2 < s.message.size() && s.message.at(i + 2) == QLatin1Char('.'));
        if (!ellipsis)
            s.message.remove(i, 1);
    }
    return s;
}

Severity lower(Severity s)
{
    return s == Severity::Error ? Severity::Warning : Severity::Info;
}

bool wordBetween(QStringView text, qsizetype from, qsizetype to, const QSet<QString> &words)
{
    if (from >= to)
        return false;
    const QList<Token> tokens = tokenize(text.mid(from, to - from));
    return std::any_of(tokens.cbegin(), tokens.cend(), [&](const Token &t) { return words.contains(t.lower); });
}

std::pair<QString, qsizetype> wordBefore(const QString &text, qsizetype at)
{
    qsizetype end = at;
    while (end > 0 && !text.at(end - 1).isLetter())
        --end;
    qsizetype start = end;
    while (start > 0 && text.at(start - 1).isLetter())
        --start;
    return {text.mid(start, end - start).toLower(), start};
}

qsizetype nextWord(const QString &text, qsizetype &i)
{
    while (i < text.size() && !text.at(i).isLetter())
        ++i;
    const qsizetype from = i;
    while (i < text.size() && text.at(i).isLetter())
        ++i;
    return from;
}

QString clock(double minutes)
{
    const int m = int(std::lround(minutes));
    return QStringLiteral("%1:%2").arg(m / 60, 2, 10, QLatin1Char('0')).arg(m % 60, 2, 10, QLatin1Char('0'));
}

int numberClass(const NumberFact &f)
{
    switch (f.kind) {
    case NumberFact::Kind::Time:
        return 0;
    case NumberFact::Kind::Money:
    case NumberFact::Kind::Percent:
        return 1;
    case NumberFact::Kind::Duration:
        return f.notice ? 5 : 2; // notice ("48 hours before") is no length ("lasts 2 hours")
    case NumberFact::Kind::Count:
        return 3;
    case NumberFact::Kind::Date:
        return 4;
    case NumberFact::Kind::Distance:
        return 6;
    case NumberFact::Kind::Age:
        return 7;
    }
    static_assert(kNumberClasses == 8);
    return 3;
}

double positionOf(const Segmentation &seg, int rule)
{
    if (seg.totalWords <= 0)
        return 0;
    return (seg.wordsBefore.at(rule) + seg.ruleWords.at(rule) / 2.0) / seg.totalWords;
}

QPair<int, int> ordered(int a, int b)
{
    return a < b ? qMakePair(a, b) : qMakePair(b, a);
}

QList<QPair<int, double>> numberKey(const QList<NumberFact> &numbers)
{
    QList<QPair<int, double>> v;
    for (const NumberFact &n : numbers)
        v.append({numberClass(n), n.value});
    std::sort(v.begin(), v.end());
    return v;
}

bool sameNumbers(const QList<NumberFact> &a, const QList<NumberFact> &b)
{
    return numberKey(a) == numberKey(b);
}

bool sameNumbers(const RuleFeatures &a, const RuleFeatures &b)
{
    return sameNumbers(a.numbers, b.numbers);
}

bool complementaryBounds(const QList<NumberFact> &a, const QList<NumberFact> &b)
{
    for (const NumberFact &x : a)
        for (const NumberFact &y : b)
            if (x.kind == y.kind && x.direction != 0 && x.direction == -y.direction && x.value == y.value)
                return true;
    return false;
}

bool complementaryBounds(const RuleFeatures &a, const RuleFeatures &b)
{
    return complementaryBounds(a.numbers, b.numbers);
}

bool sameWordBesides(const LintDocument &doc, int o, int r, const std::function<bool(const QString &, const Meaning &)> &skip)
{
    const QString &a = doc.segmentation.rules.at(o).text;
    const QString &b = doc.segmentation.rules.at(r).text;
    const auto word
        = [](const QString &text, const Meaning &m) { return text.mid(m.range.start, m.range.length).toCaseFolded(); };
    for (const Meaning &x : doc.features.at(o)->meanings)
        for (const Meaning &y : doc.features.at(r)->meanings)
            if (x.sameWord(y) && !skip(word(a, x), x) && !skip(word(b, y), y))
                return true;
    return false;
}

} // namespace Checks

namespace {

using namespace Checks;

// Negative polarity: forbids, or denies without a modal word.
bool negative(const RuleFeatures &f)
{
    return f.modality == Modality::Forbidden || (f.modality == Modality::None && f.negated);
}

} // namespace

QList<Span> tier1Findings(const LintDocument &doc, const Tier1Settings &cfg, ReportedPairs *reported)
{
    QList<Span> out;
    sectionOverload(doc, cfg, out); // lintchecks_overload.cpp
    stackedInstructions(doc, cfg, out);
    duplicateRules(doc, &reported->redundant, out); // lintchecks_redundancy.cpp
    modalConflicts(doc, cfg, reported->redundant, &reported->conflict, out); // lintchecks_conflict.cpp
    timeConflicts(doc, &reported->conflict, out);
    closingPastHours(doc, &reported->conflict, out);
    datePastSeason(doc, &reported->conflict, out);
    closedDayConflicts(doc, &reported->conflict, &reported->redundant, out);
    calendarRepeated(doc, &reported->conflict, &reported->redundant, out);
    hoursConflicts(doc, &reported->conflict, out);
    NumberSubjects subjects;
    numberConflicts(doc, cfg, reported->redundant, &reported->conflict, out, &subjects); // lintchecks_numbers.cpp
    boundConflicts(doc, &reported->conflict, &reported->redundant, out);
    noticeConflicts(doc, &reported->conflict, reported->redundant, out);
    cancelDeadlines(doc, &reported->conflict, &reported->redundant, out);
    minimumAges(doc, &reported->conflict, reported->redundant, out);
    unaccompaniedAges(doc, &reported->conflict, &reported->redundant, out);
    agesBelowMinimum(doc, &reported->conflict, reported->redundant, out);
    freeRadius(doc, &reported->conflict, reported->redundant, out);
    freeThreshold(doc, &reported->conflict, reported->redundant, out);
    refundConflicts(doc, &reported->conflict, reported->redundant, out);
    depositDenied(doc, &reported->conflict, reported->redundant, out);
    returnPeriods(doc, &reported->conflict, reported->redundant, out);
    turnaroundTimes(doc, &reported->conflict, &reported->redundant, out);
    holdPeriods(doc, &reported->conflict, &reported->redundant, out);
    paymentPairs(doc, &reported->redundant, &reported->conflict, out); // lintchecks_conflict.cpp
    meaningPairs(doc, cfg, &reported->redundant, &reported->conflict, out); // lintchecks_meaning.cpp
    numberRepeats(doc, subjects, &reported->redundant, reported->conflict, out); // lintchecks_numbers.cpp
    includedRepeats(doc, &reported->redundant, reported->conflict, out);
    styleRepeats(doc, &reported->redundant, reported->conflict, out); // lintchecks_redundancy.cpp
    ambiguousWording(doc, out); // lintchecks_ambiguity.cpp
    criticalInTheMiddle(doc, cfg, out); // lintchecks_attention.cpp
    scatteredRules(doc, cfg, reported, out);
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
        if (a.describesTool || b.describesTool)
            continue; // a tool's description and a rule that uses the tool say what the tool is for
        const QString similarity = QString::number(p.cosine, 'f', 2);
        if (negative(a) != negative(b) && !complementaryBounds(a, b)) {
            if (p.cosine >= cfg.opposite && opposite[std::size_t(key.second)] < kMaxSimilarFindings
                && !conflictPairs.contains(key) && !redundantPairs.contains(key)) {
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
