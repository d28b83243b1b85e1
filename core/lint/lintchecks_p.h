#pragma once

// Helpers shared by the tier 1 and tier 3 checks (lintchecks*.cpp); not for
// use outside them.

#include "lintchecks.h"

#include <QList>
#include <QPair>
#include <QSet>
#include <QString>

#include <algorithm>
#include <functional>
#include <utility>
#include <vector>

namespace Polygon::Lint::Checks {

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
// By meaning (lintchecks_meaning.cpp): a sense posted by this many rules brings no candidates
// (a word in 64 rules is "booking" in a long prompt, not an object two rules share by chance) …
constexpr int kMaxFrequentSense = 64;
// … and a rule is compared with at most this many earlier candidates (the first ones).
constexpr int kMaxMeaningCandidates = 64;

struct Overlap
{
    int shared = 0;
    int total = 0; // size of the union
    int smaller = 0; // size of the smaller set
    double jaccard() const { return total == 0 ? 0.0 : double(shared) / total; }
    double coefficient() const { return smaller == 0 ? 0.0 : double(shared) / smaller; }
};

// Shared stems of two sorted, unique stem lists.
Overlap overlap(const QList<quint64> &a, const QList<quint64> &b);

// A rule-relative range in prompt coordinates.
TextRange absolute(const Rule &rule, const TextRange &relative);

// A finding on the later rule that points at the earlier one (`related`).
Span pairSpan(const QList<Rule> &rules, int earlier, int later, Axis axis, int tier, Severity severity, double weight,
              const QString &message);

Severity lower(Severity s);

// Whether a word of `words` (case-folded) stands in `text` between `from` and `to`: "if" between a verb
// of offering and what follows it, "nakon" between a duration and a word of its subject.
bool wordBetween(QStringView text, qsizetype from, qsizetype to, const QSet<QString> &words);

// The word before `at` in `text` (lower case) and where it starts; empty at the text's start.
std::pair<QString, qsizetype> wordBefore(const QString &text, qsizetype at);
// The next word (letters) of `text` from `i` on: where it starts; `i` is left at its end.
qsizetype nextWord(const QString &text, qsizetype &i);

// "HH:MM" of minutes after midnight.
QString clock(double minutes);

// Numbers that can contradict each other: clock times 0, prices (amounts and percentages) 1, durations 2, counts 3,
// dates 4, notice periods 5.
int numberClass(const NumberFact &f);
constexpr int kNumberClasses = 8;
// The same numbers (kind and value), in any order.
bool sameNumbers(const RuleFeatures &a, const RuleFeatures &b);
bool sameNumbers(const QList<NumberFact> &a, const QList<NumberFact> &b);
// The numbers as sameNumbers compares them: (numberClass, value) pairs, sorted.
QList<QPair<int, double>> numberKey(const QList<NumberFact> &numbers);
// Whether two rules state opposite bounds at the same value ("more than 8" / "no more than 8"):
// forbidding the one is requiring the other.
bool complementaryBounds(const RuleFeatures &a, const RuleFeatures &b);
bool complementaryBounds(const QList<NumberFact> &a, const QList<NumberFact> &b);
// Whether rules `o` and `r` name one thing in the same word (Meaning::sameWord), leaving out the words `skip` says of
// (their lower-case text and meaning): sharesThing leaves out words of age, hoursConflicts those of hours and days.
bool sameWordBesides(const LintDocument &doc, int o, int r, const std::function<bool(const QString &, const Meaning &)> &skip);

// Where a rule's middle is in the prompt, 0..1 by words.
double positionOf(const Segmentation &seg, int rule);

QPair<int, int> ordered(int a, int b);

// Rules by the keys of their words' meanings (semantics.h), built once per analysis: every key a
// rule posts, sorted, so a lookup is one binary search and its rules come in ascending order.
// A key posted by kMaxFrequentSense rules or more is left out of lookups.
class SenseIndex
{
public:
    void post(quint64 key, int rule) { m_entries.emplace_back(key, rule); }
    void finish();
    // Calls visit(rule) for the rules before `before` that posted `key`.
    template<typename Visit> void lookup(quint64 key, int before, Visit &&visit) const
    {
        if (!m_keys.contains(key))
            return; // most synonyms are no rule's word: one hash lookup, not a binary search
        const auto range = std::equal_range(m_entries.cbegin(), m_entries.cend(), std::pair<quint64, int>(key, -1),
                                            [](const auto &x, const auto &y) { return x.first < y.first; });
        if (range.second - range.first >= m_frequent)
            return;
        for (auto it = range.first; it != range.second && it->second < before; ++it)
            visit(it->second);
    }

private:
    std::vector<std::pair<quint64, int>> m_entries;
    QSet<quint64> m_keys;
    std::ptrdiff_t m_frequent = 0;
};

// Two rules of different modalities where one or both carry their own condition (if, when, unless).
enum class ConditionVerdict { Report, Lower, Skip };
// What the verdict reads of a rule, or of one of its clauses (which keeps only its own condition).
struct CaseOf
{
    Modality modality = Modality::None;
    bool conditional = false;
    bool exception = false;
    bool onlyCase = false;
    bool always = false;
    bool without = false; // not done without something, or until it is had (RuleFeatures::without)
};
CaseOf caseOf(const RuleFeatures &f);
ConditionVerdict conditionVerdict(const CaseOf &a, const CaseOf &b);

// The tier 1 checks, in the order tier1Findings runs them (the order of the
// findings is part of the output). Each appends to `out`.
void sectionOverload(const LintDocument &doc, const Tier1Settings &cfg, QList<Span> &out);
void stackedInstructions(const LintDocument &doc, const Tier1Settings &cfg, QList<Span> &out);
void duplicateRules(const LintDocument &doc, RulePairs *redundantPairs, QList<Span> &out);
void styleRepeats(const LintDocument &doc, RulePairs *redundantPairs, const RulePairs &conflictPairs, QList<Span> &out);
void modalConflicts(const LintDocument &doc, const Tier1Settings &cfg, const RulePairs &redundantPairs, RulePairs *conflictPairs,
                    QList<Span> &out);
void timeConflicts(const LintDocument &doc, RulePairs *conflictPairs, QList<Span> &out);
// Two entries of a list, each with its own label (lintchecks_numbers.cpp).
bool otherItems(const Rule &a, const Rule &b);
// Two subjects with words of opposite meaning that meet nothing else in the other ("within" /
// "outside"): two cases (lintchecks_numbers.cpp).
bool opposedSubjects(const QList<const Meaning *> &a, const QList<const Meaning *> &b);
void closedDayConflicts(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out);
void calendarRepeated(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out);
// The business's own hours: times only, on some days, and one word at most that is none of opening
// hours, days or places ("Radno vrijeme je svaki dan od 7 do 23 sati") (lintchecks_numbers.cpp).
bool ownHours(const Rule &rule, const RuleFeatures &f, const Lexicon &lex);
// A time on a day outside the hours another rule gives the business on that day ("The final Saturday
// appointment begins at 14:30" / "open … Saturday from 8:00 to 13:00").
void hoursConflicts(const LintDocument &doc, RulePairs *conflictPairs, QList<Span> &out);
// A closing time past the hours another rule gives the same thing ("Dostava radi svaki dan od 11:00 do 21:30" /
// "Narudžbe za dostavu primaj do 22:30", "From October to March slots run from 7:30 until 17:00" / "In January the
// last slot of the day ends at 19:00"), on the days and in the months of the hours or some of them (other days or
// months are an exception: "On Fridays we deliver until 23:00"), of a thing both name besides the words of opening
// hours, the days and the months.
void closingPastHours(const LintDocument &doc, RulePairs *conflictPairs, QList<Span> &out);
void datePastSeason(const LintDocument &doc, RulePairs *conflictPairs, QList<Span> &out);
void paymentPairs(const LintDocument &doc, RulePairs *redundantPairs, RulePairs *conflictPairs, QList<Span> &out);
// What each rule with numbers is about (its words' meanings, without the value's), per rule; empty
// for a rule without numbers. Made by numberConflicts, read by numberRepeats.
using NumberSubjects = std::vector<QList<const Meaning *>>;
void boundConflicts(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out);
// Two rules that each give the notice one thing needs, in other words: one conflict per pair.
void noticeConflicts(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out);
void cancelDeadlines(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out);
void minimumAges(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out);
void unaccompaniedAges(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out);
void agesBelowMinimum(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out);
void freeRadius(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out);
void freeThreshold(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out);
void refundConflicts(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out);
// A payment before the work that one rule says is not needed and another takes, at an amount or a share.
void depositDenied(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out);
void returnPeriods(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out);
// The only two rules of a prompt that say how long a job takes ("Turnaround is 10 working days" / "ready to collect one week
// after"), at two lengths of one order: a conflict; at one length: a repetition.
void turnaroundTimes(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out);
// The only two rules of a prompt that say how long something reserved is held ("Reserved items are held at the till for 3
// days" / "Items on hold are kept for one week"), at two lengths of one order: a conflict; at one length: a repetition.
void holdPeriods(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out);
void includedRepeats(const LintDocument &doc, RulePairs *redundantPairs, const RulePairs &conflictPairs, QList<Span> &out);
// What numberConflicts keeps between the analyses of an analyzer (LintDocument::meaningCache), by rule
// id: each rule's subject, two subjects compared by one share and the words they have in common; without an
// analyzer, made each time.
// One per analysis: made, it begins one; gone, the rules it did not see are forgotten.
class KeptSubjects
{
public:
    KeptSubjects(const LintDocument &doc, double share);
    ~KeptSubjects();
    KeptSubjects(const KeptSubjects &) = delete;
    KeptSubjects &operator=(const KeptSubjects &) = delete;

    // Rule r's subject, by `make` when its id is new.
    QList<const Meaning *> subject(int r, const std::function<QList<const Meaning *>()> &make);
    // The subjects of rules r and o compared, by `compare` when the pair of ids is new.
    int same(int r, int o, const std::function<int()> &compare);
    // How many words of the subjects of rules r and o meet, by `count` when the pair of ids is new.
    int meeting(int r, int o, const std::function<int()> &count);

private:
    const LintDocument &m_doc;
    MeaningCache::Impl *m_cache;
};
void numberConflicts(const LintDocument &doc, const Tier1Settings &cfg, const RulePairs &redundantPairs, RulePairs *conflictPairs,
                     QList<Span> &out, NumberSubjects *subjects);
// Rules that state the same numbers about the same thing ("Za izgubljenu kutiju naplaćuje se 20 KM" /
// "Svaka kutija koja se ne vrati košta dvadeset maraka"): a repetition.
void numberRepeats(const LintDocument &doc, const NumberSubjects &subjects, RulePairs *redundantPairs,
                   const RulePairs &conflictPairs, QList<Span> &out);
void meaningPairs(const LintDocument &doc, const Tier1Settings &cfg, RulePairs *redundantPairs, RulePairs *conflictPairs,
                  QList<Span> &out);
void ambiguousWording(const LintDocument &doc, QList<Span> &out);
void criticalInTheMiddle(const LintDocument &doc, const Tier1Settings &cfg, QList<Span> &out);
void scatteredRules(const LintDocument &doc, const Tier1Settings &cfg, ReportedPairs *reported, QList<Span> &out);

} // namespace Polygon::Lint::Checks
