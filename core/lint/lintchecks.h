#pragma once

#include "lexicon.h"
#include "linttypes.h"
#include "ngramvectors.h"
#include "rulefeatures.h"
#include "segmenter.h"

#include <QList>
#include <QSet>

#include <memory>
#include <vector>

namespace Polygon::Lint {

// The numbers behind tier 1 (docs/lint.md explains each).
struct Tier1Settings
{
    int sectionConstraints = 8; // more than this many constraints in one section is overload
    int sectionConstraintsFull = 20; // overload weight reaches 1 here
    int stackedMarkers = 4; // this many directives in one sentence is overload
    int longPromptWords = 200; // attention dilution applies from here
    // … to a rule said with a plain must / never / always from here: a prompt is made of such rules, and
    // one of a few hundred words keeps them all in view; emphasis (IMPORTANT, capitals) counts from 200
    int longPromptWordsPlain = 1000;
    double middleFrom = 0.25; // the middle of the prompt, by words
    double middleTo = 0.75;
    double farApart = 0.35; // related rules further apart than this share of the prompt are scattered
    double relatedOverlap = 0.6; // related: two rare content stems shared and this overlap coefficient
    double conflictOverlap = 0.6; // shared content stems / the smaller rule's stems, for "the same object"
    double conflictJaccard = 0.4; // and shared / all stems of both
    double numberOverlap = 0.5; // the same for rules stating different numbers
    // By meaning (lemmas, synonyms, antonyms): the share of the shorter rule's content words that
    // meet the other rule, and of the longer rule's; at least two words of each must meet.
    double meaningOverlap = 0.6;
    double meaningOverlapLarger = 0.3;
    // … when both rules have five content words or more: a paraphrase of a long rule says it in
    // other words more often than a short rule's ("Ask for the street address and whether the house
    // has one or two storeys" / "Get the property's address and the number of floors")
    double meaningOverlapLong = 0.4;
    int longRuleWords = 5;
};

// Tier 3 similarity thresholds. Offline character n-gram TF-IDF and an
// endpoint's embeddings live on different scales (docs/lint.md).
struct Tier3Settings
{
    double duplicate = 0.55; // same polarity: the same rule said again
    double opposite = 0.7; // opposite polarity: a conflict ("nearly the same wording")
    double related = 0.4; // related; scattered when far apart in different sections
    double farApart = 0.35;

    static Tier3Settings offline() { return {}; }
    static Tier3Settings embeddings() { return {0.92, 0.9, 0.8, 0.35}; }
};

// What the checks by meaning (lintchecks_meaning.cpp) keep between the
// analyses of one analyzer, by rule id (LintDocument::ruleIds): each rule's
// keys of meaning as small numbers, and the comparison of each pair of rules
// they made; and what the checks of numbers read of a rule's subject and of two
// subjects (Checks::KeptSubjects). All depend on the rules' text and features
// alone, so a rule id must name the same features for as long as the cache lives.
class MeaningCache
{
public:
    MeaningCache();
    ~MeaningCache();
    MeaningCache(const MeaningCache &) = delete;
    MeaningCache &operator=(const MeaningCache &) = delete;

    void clear();
    // The keys of the words typed and gone are forgotten (the live ones renumbered) once the cache
    // holds this many and four times the live ones (default 100,000).
    void setCompactionThreshold(quint32 keys);
    int compactions() const; // since construction

    struct Impl;
    Impl &impl() { return *m_impl; }

private:
    std::unique_ptr<Impl> m_impl;
};

// One prompt as the document-level checks see it.
struct LintDocument
{
    const Segmentation &segmentation;
    const QList<const RuleFeatures *> &features; // per rule
    const Lexicon &lexicon;
    // From an analyzer that keeps work between analyses (both or neither): per rule an id naming
    // its features (rules with the same features may share one; an id is never given to other
    // features while `meaningCache` lives), and the cache of the checks by meaning.
    const std::vector<quint32> *ruleIds = nullptr;
    MeaningCache *meaningCache = nullptr;
};

// Pairs of rules already reported (rule indices, smaller first), so a later
// tier does not report the same pair again.
using RulePairs = QSet<QPair<int, int>>;
struct ReportedPairs
{
    RulePairs conflict;
    RulePairs redundant;
    RulePairs scattered;
};

// Tier 1 findings over the whole prompt; the pairs it reports go to `reported`.
QList<Span> tier1Findings(const LintDocument &doc, const Tier1Settings &settings, ReportedPairs *reported);

// Tier 3 findings from similar pairs (rule indices into the document).
QList<Span> tier3Findings(const LintDocument &doc, const QList<SimilarPair> &pairs, const Tier3Settings &settings,
                          const ReportedPairs &reported);

} // namespace Polygon::Lint
