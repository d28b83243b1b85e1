// Tier 1, by meaning: rules that say the same thing (redundancy) or exclude
// each other (conflict) in other words — other forms of a word, synonyms,
// a prefixed verb, "brief" against "not long" (semantics.h).

#include "lintchecks_p.h"

#include "core/util/messages.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <limits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace Polygon::Lint::Checks {

namespace {

// How much of two rules' content meets.
struct MeaningOverlap
{
    int sizeA = 0;
    int sizeB = 0;
    int matchedA = 0; // units of A that meet a unit of B (a shared sense or an antonym)
    int matchedB = 0;
    int opposed = 0; // units of either that meet one of the other only through an antonym
    int sameLexical = 0; // units of A whose own stem is a unit of B (what the lexical checks already see)
    int firstA = -1; // the first pair that meets in other words, for the message
    int firstB = -1;
    int firstPass = -1;
    int generic = 0; // pairs of verbs of asking, saying or offering: they say little of what a rule is about
    QList<QPair<int, int>> plain; // the pairs (unit of A, unit of B) that are not generic (informative())
};

// The verbs of asking, saying and offering ("ask for", "find out", "tell", "offer"): nearly every
// rule of a phone agent has one, so two rules that share one and a single other word are not one
// rule ("Ask for the party size" / "Say the date, time and party size …, and ask the caller to
// confirm …").
const quint64 kAskGroup = stemKey(QStringLiteral("\x01group:ask"));
const quint64 kTellGroup = stemKey(QStringLiteral("\x01group:tell"));
const quint64 kOfferGroup = stemKey(QStringLiteral("\x01group:offer"));

bool inGroup(const Meaning &m, quint64 group)
{
    return std::binary_search(m.groups.cbegin(), m.groups.cend(), group);
}

bool isGeneric(const Meaning &m)
{
    return inGroup(m, kAskGroup) || inGroup(m, kTellGroup) || inGroup(m, kOfferGroup);
}

// Not until something is had, and not unless it is: one case ("Do not book a first assessment until the vet has
// signed a referral form" / "Unless the vet has signed our referral form, the assistant does not book one").
bool unlessAgainstUntil(const CaseOf &a, const CaseOf &b)
{
    return a.modality == Modality::Forbidden && b.modality == Modality::Forbidden
        && ((a.exception && !b.conditional && b.without) || (b.exception && !a.conditional && a.without));
}

// One of the two requires and the other forbids.
bool requiredAgainstForbidden(Modality a, Modality b)
{
    return (a == Modality::Required && b == Modality::Forbidden) || (a == Modality::Forbidden && b == Modality::Required);
}

// What many rules of one prompt talk about ("booking" in a restaurant's prompt): two rules that
// share only such a word and a general verb are not one rule.
class CommonConcepts
{
public:
    explicit CommonConcepts(const LintDocument &doc)
    {
        const auto &feat = doc.features;
        // (each rule's concepts and words once: a rule has a few words, sorted faster than hashed)
        std::vector<quint64> seen;
        std::vector<quint64> seenWords;
        const auto count = [](std::vector<quint64> &keys, QHash<quint64, int> &rules) {
            std::sort(keys.begin(), keys.end());
            keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
            for (const quint64 k : keys)
                ++rules[k];
        };
        for (const auto &f : feat) {
            seen.clear();
            seenWords.clear();
            for (const Meaning &m : f->meanings) {
                seen.push_back(conceptOf(m));
                seenWords.push_back(wordOf(m));
            }
            count(seen, m_rules);
            count(seenWords, m_wordRules);
        }
        m_threshold = std::max(5, int(feat.size()) / 5);
    }
    bool common(const Meaning &m) const { return m_rules.value(conceptOf(m)) >= m_threshold; }
    // a word (in any of its forms) named by four rules of the prompt at most: "plaća" is rare in an
    // employment agency's prompt where many rules name other payments; "obilazak" is not common in a care home's,
    // where four rules name it (two of them "Obilaske doma nikada ne nudite sami" / "Uvijek ponudite … obilazak doma")
    bool rareWord(const Meaning &m) const { return m_wordRules.value(wordOf(m)) <= 4; }

private:
    static quint64 conceptOf(const Meaning &m) { return m.groups.isEmpty() ? m.key : m.groups.first(); }
    static quint64 wordOf(const Meaning &m) { return m.snowball != 0 ? m.snowball : m.key; }
    QHash<quint64, int> m_rules;
    QHash<quint64, int> m_wordRules;
    int m_threshold = 0;
};

// A one-to-one pairing of the two rules' units: the same word first, then a shared sense or
// group, then an antonym (so one word of a rule is not counted twice).
MeaningOverlap compare(const QList<Meaning> &a, const QList<Meaning> &b)
{
    MeaningOverlap o;
    o.sizeA = int(a.size());
    o.sizeB = int(b.size());
    std::vector<bool> aUsed(std::size_t(a.size()), false);
    std::vector<bool> bUsed(std::size_t(b.size()), false);
    for (int pass = 0; pass < 3; ++pass) {
        for (int i = 0; i < o.sizeA; ++i) {
            if (aUsed[std::size_t(i)])
                continue;
            for (int j = 0; j < o.sizeB; ++j) {
                if (bUsed[std::size_t(j)])
                    continue;
                const Meaning &x = a.at(i);
                const Meaning &y = b.at(j);
                const bool pair = pass == 0 ? x.key == y.key : pass == 1 ? x.meets(y) : x.opposes(y);
                if (!pair)
                    continue;
                aUsed[std::size_t(i)] = true;
                bUsed[std::size_t(j)] = true;
                ++o.matchedA;
                ++o.matchedB;
                if (isGeneric(x) || isGeneric(y))
                    ++o.generic;
                else
                    o.plain.append({i, j});
                if (pass == 0)
                    ++o.sameLexical;
                if (pass == 2)
                    ++o.opposed;
                if (o.firstA < 0 || (pass > 0 && o.firstPass == 0) || (pass == 2 && o.firstPass != 2)) {
                    o.firstPass = pass;
                    o.firstA = i;
                    o.firstB = j;
                }
                break;
            }
        }
    }
    // a word left over that is the opposite of one the other rule has already paired: "waive the fee"
    // against "never charge" (fee / charge met, waive is the other side of charging)
    const auto leftOverOpposites = [&o](const QList<Meaning> &units, std::vector<bool> &used, const QList<Meaning> &others,
                                        const std::vector<bool> &othersUsed, int &matched) {
        for (qsizetype i = 0; i < units.size(); ++i) {
            if (used[std::size_t(i)] || units.at(i).light)
                continue;
            for (qsizetype j = 0; j < others.size(); ++j) {
                if (!othersUsed[std::size_t(j)] || !units.at(i).opposes(others.at(j)))
                    continue;
                used[std::size_t(i)] = true;
                ++matched;
                ++o.opposed;
                break;
            }
        }
    };
    leftOverOpposites(a, aUsed, b, bUsed, o.matchedA);
    leftOverOpposites(b, bUsed, a, aUsed, o.matchedB);
    // a light verb that meets nothing in the other rule says nothing of its own: "Не ставьте
    // диагнозы" is about diagnoses, as "Не диагностируйте" is
    for (int i = 0; i < int(a.size()); ++i)
        if (!aUsed[std::size_t(i)] && a.at(i).light && o.sizeA > std::max(1, o.matchedA))
            --o.sizeA;
    for (int j = 0; j < int(b.size()); ++j)
        if (!bUsed[std::size_t(j)] && b.at(j).light && o.sizeB > std::max(1, o.matchedB))
            --o.sizeB;
    return o;
}

// The pairs of an overlap that say what the rules are about: neither a general verb nor a concept
// most rules of the prompt share (the comparison itself is kept per pair of rules; this is not).
int informative(const MeaningOverlap &o, const QList<Meaning> &a, const QList<Meaning> &b, const CommonConcepts &concepts)
{
    return int(std::count_if(o.plain.cbegin(), o.plain.cend(), [&](const QPair<int, int> &p) {
        return !concepts.common(a.at(p.first)) && !concepts.common(b.at(p.second));
    }));
}

// The same action and object: at least two units of each rule meet (all of a one-word rule),
// most of the shorter rule's content and a fair part of the longer one's.
bool sameThing(const MeaningOverlap &o, const Tier1Settings &cfg, int informativePairs)
{
    if (o.sizeA == 0 || o.sizeB == 0)
        return false;
    const int need = std::min({2, o.sizeA, o.sizeB});
    if (o.matchedA < need || o.matchedB < need || (informativePairs == 0 && o.opposed == 0))
        return false;
    const bool aSmaller = o.sizeA <= o.sizeB;
    const double small = aSmaller ? double(o.matchedA) / o.sizeA : double(o.matchedB) / o.sizeB;
    // (of two long rules less is needed, when two words that say what they are about meet, neither of
    // them through an antonym)
    const bool longRules = std::min(o.sizeA, o.sizeB) >= cfg.longRuleWords && informativePairs >= 2 && o.opposed == 0;
    const double smallNeeded = longRules ? cfg.meaningOverlapLong : cfg.meaningOverlap;
    // of a long rule (five words or more), the share that meets is what it is about: its general verb does not count
    const int largeSize = aSmaller ? o.sizeB : o.sizeA;
    const int largeMatched = (aSmaller ? o.matchedB : o.matchedA) - (o.sizeA != o.sizeB && largeSize >= 5 ? o.generic : 0);
    const double large = double(largeMatched) / largeSize;
    return small >= smallNeeded && large >= cfg.meaningOverlapLarger;
}

// A statement of a fact with a number ("Orders are kept for a day"): it says what a rule requiring
// the same with the same number says ("Keep orders for 24 hours"), so it is compared for repetition
// (as a requirement) but not for conflicts (the numbers checks compare what contradicts).
bool statesFact(const RuleFeatures &f)
{
    return f.modality == Modality::None && !f.negated && !f.numbers.isEmpty();
}

QString quoted(const Rule &rule, const Meaning &m)
{
    return rule.text.mid(m.range.start, m.range.length);
}

// (half of each is enough when two pairs that meet say what the rules are about, or none is a verb
// of asking, saying or offering, which say little: "Never read out another guest's booking details"
// / "…, tell the caller the table is booked" share one such verb and "booking")
constexpr double kClauseOverlap = 0.6;
constexpr double kClauseOverlapPlain = 0.5;

// What is compared of a rule: the whole rule, or one of its clauses (RuleFeatures::clauses).
struct View
{
    const QList<Meaning> *meanings = nullptr;
    const QList<NumberFact> *numbers = nullptr;
    Modality modality = Modality::None;
    bool negated = false;
    bool repeats = false;
    bool clause = false;
    bool without = false; // a prohibition of acting without something, compared as its requirement
    bool reported = false; // what the agent is to pass on (ClauseFeatures::reported)
    bool onlyFor = false; // the whole rule's RuleFeatures::onlyFor
    bool forbidsOthers = false; // … and RuleFeatures::forbidsOthers
    const RuleFeatures *rule = nullptr; // the whole rule's features (alwaysAgainstNever), null for a clause
    CaseOf when; // its condition (the rule's, or the clause's own part's), as the condition verdict reads it
    qsizetype verbFrom = -1; // where the word it requires or forbids may start: after its modal phrase (-1: not known)
    qsizetype directiveAt = -1; // the rule's first directive verb after its modal phrase (RuleFeatures::directiveAfterModal)
    bool onlyWith = false; // the whole rule states what is done only with something (doneOnlyWith), compared as required
};

// What is done only for some or only with something, stated without a modal word: it is required for it, "Returns are
// accepted only with a receipt" says what "Without a receipt we cannot take returns" says.
bool doneOnlyWith(const RuleFeatures &f)
{
    return f.modality == Modality::None && f.onlyFor && !f.negated;
}

// A plain statement: no modal word, no number, no condition ("Sve su svijeće bez parafina i umjetnih bojila"), and no
// instruction in other words (RuleFeatures::instructs): compared with another such statement for repetition only.
bool plainStatement(const RuleFeatures &f)
{
    return f.modality == Modality::None && f.numbers.isEmpty() && !f.conditional && !f.onlyFor && !f.describesTool
        && !f.instructs;
}

QList<View> viewsOf(const RuleFeatures &f)
{
    // "Never book without a phone number" requires one: it is compared as "Always take a phone number"
    const bool requiresIt = f.without && f.modality == Modality::Forbidden;
    const bool onlyWith = doneOnlyWith(f);
    const qsizetype verbFrom = f.modalRange.length > 0 ? f.modalRange.start + f.modalRange.length : -1;
    QList<View> out {{&f.meanings, &f.numbers, requiresIt || onlyWith ? Modality::Required : f.modality, f.negated && !requiresIt,
                      f.repeats, false, requiresIt, false, f.onlyFor, f.forbidsOthers, &f, caseOf(f), verbFrom,
                      f.directiveAfterModal, onlyWith}};
    // a clause keeps only the condition of its own part of the sentence: "Never offer tours yourself;
    // book one only if the caller asks" forbids without a condition
    for (const ClauseFeatures &c : f.clauses)
        out.append({&c.meanings,
                    &c.numbers,
                    c.modality,
                    c.negated,
                    c.repeats,
                    true,
                    false,
                    c.reported,
                    false,
                    false,
                    nullptr,
                    {c.modality, c.qualified, f.exception && c.qualified, f.onlyCase && c.qualified, f.always},
                    verbFrom >= c.range.start && verbFrom < c.range.start + c.range.length ? verbFrom : -1,
                    f.directiveAfterModal});
    // what the agent is to pass on is what the rule is about: compared first, so that the rule's own
    // requirement (to tell) does not decide the pair ("Warn buyers that wound skeins are not taken
    // back" / "Wound skeins are not taken back")
    const auto reported = std::find_if(out.begin() + 1, out.end(), [](const View &v) { return v.reported; });
    if (reported != out.end())
        std::rotate(out.begin(), reported, reported + 1);
    return out;
}

bool statesFact(const View &v)
{
    return v.modality == Modality::None && !v.negated && !v.numbers->isEmpty();
}

// What a rule asks, for the comparison: a stated fact counts as required.
Modality askedModality(const View &v)
{
    return statesFact(v) ? Modality::Required : v.modality;
}

// "Uvijek ponudite klijentu da procjenitelj ponese uzorke" / "Nikada ne nudite dovoz uzoraka": one
// rule requires offering (saying, asking) in every case what the other forbids, in rules too long
// for most of them to meet. The verbs meet, and next to them the same word (in other forms, not a
// synonym) names a thing four rules of the prompt name at most.
bool offeredThing(const MeaningOverlap &ov, const View &va, const View &vb, const CommonConcepts &concepts, const QString &textA,
                  const QString &textB, const QSet<QString> &caseWords)
{
    if (!requiredAgainstForbidden(va.modality, vb.modality) || ov.opposed > 0)
        return false;
    // (no verbs of offering or saying meet: the forbidding rule says the thing is not done at all,
    // «Срочные заказы мы не берём» against «Всегда предлагайте срочную печать»)
    const bool notDone = ov.generic == 0;
    const View &requiring = va.modality == Modality::Required ? va : vb;
    if (!requiring.when.always)
        return false;
    // offering a thing and telling that it is given are one ("Nemojte nuditi besplatnu posudbu opreme" /
    // "Uvijek recite … da se rukavice … posuđuju besplatno"); asking is another matter
    const auto offersOrTells = [](const Meaning &x, const Meaning &y) {
        return (inGroup(x, kOfferGroup) && inGroup(y, kTellGroup)) || (inGroup(x, kTellGroup) && inGroup(y, kOfferGroup));
    };
    const QList<Meaning> &a = *va.meanings;
    const QList<Meaning> &b = *vb.meanings;
    // the forbidding rule forbids the verb itself, not a noun of it after another verb it forbids
    // ("Ne odgovarajte na zdravstvena pitanja"; "Nikada ne nudite …", "Never bring up … offers")
    const auto forbiddenVerb = [](const View &v, const Meaning &m) {
        return v.modality != Modality::Forbidden || v.verbFrom < 0 || v.directiveAt < 0 || v.directiveAt >= m.range.start;
    };
    // what is offered stands next to the verb of offering: at most two content words between
    constexpr int kNear = 3;
    for (const auto &[i, j] : ov.plain) {
        // (the same word in other forms, not a synonym: "pravno" / "Pravne", «фамилии» / «фамилию»)
        if (a.at(i).light || b.at(j).light || !concepts.rareWord(a.at(i)) || !concepts.rareWord(b.at(j))
            || !a.at(i).sameWord(b.at(j)))
            continue;
        // (what is offered, not a case named after the verb: "Uvijek ponudite zamjensko vozilo ako
        // popravak traje dulje …" offers no repair)
        const auto offeredNear = [&](const QList<Meaning> &units, int at, const View &v, const QString &text) {
            for (int g = std::max(0, at - kNear); g <= std::min(int(units.size()) - 1, at + kNear); ++g) {
                if (!inGroup(units.at(g), kOfferGroup) || !forbiddenVerb(v, units.at(g)))
                    continue;
                const qsizetype from = std::min(units.at(g).range.start, units.at(at).range.start);
                const qsizetype to = std::max(units.at(g).range.start, units.at(at).range.start);
                if (!wordBetween(text, from, to, caseWords))
                    return true;
            }
            return false;
        };
        if (notDone) {
            if (va.modality == Modality::Required ? offeredNear(a, i, va, textA) : offeredNear(b, j, vb, textB))
                return true;
            continue;
        }
        for (int gi = std::max(0, i - kNear); gi <= std::min(int(a.size()) - 1, i + kNear); ++gi) {
            if (!isGeneric(a.at(gi)) || !forbiddenVerb(va, a.at(gi)))
                continue;
            for (int gj = std::max(0, j - kNear); gj <= std::min(int(b.size()) - 1, j + kNear); ++gj)
                if (isGeneric(b.at(gj)) && forbiddenVerb(vb, b.at(gj))
                    && (a.at(gi).meets(b.at(gj)) || offersOrTells(a.at(gi), b.at(gj))))
                    return true;
        }
    }
    return false;
}

// One thing two rules name: the same word in other forms (not a synonym), not a light verb nor one of
// asking, saying or offering, and named by four rules of the prompt at most.
bool rareThing(const Meaning &x, const Meaning &y, const CommonConcepts &concepts)
{
    return !x.light && !y.light && !isGeneric(x) && !isGeneric(y) && x.sameWord(y) && concepts.rareWord(x)
        && concepts.rareWord(y);
}

// "Uvijek ponudite obročnu otplatu duga" / "Nikad ne nudite otplatu na rate", "Always give callers a
// ballpark price for a roof replacement …" / "You must never state figures for replacement work …":
// one whole rule says "always", the other "never", and they name one thing (the same word in other
// forms, a word that is not a verb of asking, saying or offering) that four rules of the prompt
// name at most, not in the reason one gives ("… jer ga dogovara isključivo voditelj skladišta").
bool alwaysAgainstNever(const MeaningOverlap &ov, const View &va, const View &vb, const CommonConcepts &concepts)
{
    if (!va.rule || !vb.rule || ov.opposed > 0 || !requiredAgainstForbidden(va.modality, vb.modality))
        return false;
    const View &requiring = va.modality == Modality::Required ? va : vb;
    const View &forbidding = va.modality == Modality::Required ? vb : va;
    const RuleFeatures &req = *requiring.rule;
    const RuleFeatures &forb = *forbidding.rule;
    if (req.alwaysAt < 0 || forb.neverAt < 0 || req.neverAt >= 0 || forb.alwaysAt >= 0)
        return false;
    // (asking about a thing is not doing it, nor forbidding it: "Uvijek pitajte je li ljubimac cijepljen" / "Nikada ne
    // savjetujte vlasnike o … lijekovima za ljubimce")
    const auto asks = [](const View &v) {
        return std::any_of(v.meanings->cbegin(), v.meanings->cend(),
                           [&](const Meaning &m) { return inGroup(m, kAskGroup) && m.range.start == v.directiveAt; });
    };
    if (asks(requiring) && !asks(forbidding))
        return false;
    // the word stands where "always" or "never" rules (RuleFeatures::alwaysReach, neverReach): "…; such
    // questions go to the curator at the entrance", "… jer ga dogovara isključivo voditelj skladišta", "…,
    // so traces are always possible" are out of it
    const auto ruled
        = [](const TextRange &reach, const Meaning &m) { return m.range.start >= reach.start && m.range.start < reach.end(); };
    const bool aRequires = &requiring == &va;
    const QList<Meaning> &a = *va.meanings;
    const QList<Meaning> &b = *vb.meanings;
    return std::any_of(ov.plain.cbegin(), ov.plain.cend(), [&](const QPair<int, int> &p) {
        const Meaning &x = a.at(p.first);
        const Meaning &y = b.at(p.second);
        const Meaning &required = aRequires ? x : y;
        const Meaning &forbidden = aRequires ? y : x;
        return rareThing(x, y, concepts) && ruled(req.alwaysReach, required) && ruled(forb.neverReach, forbidden);
    });
}

// "Pušenje je zabranjeno u svim vikendicama" / "Unutar objekata gosti ne smiju pušiti": two whole rules forbid
// in every case, and name one thing (the same word in other forms, not a verb of asking, saying or offering)
// that four rules of the prompt name at most: one prohibition said twice.
bool forbiddenTwice(const MeaningOverlap &ov, const View &va, const View &vb, const CommonConcepts &concepts)
{
    if (!va.rule || !vb.rule || ov.opposed > 0 || va.modality != Modality::Forbidden || vb.modality != Modality::Forbidden
        || va.when.conditional || vb.when.conditional || ov.plain.size() < 2)
        return false;
    const QList<Meaning> &a = *va.meanings;
    const QList<Meaning> &b = *vb.meanings;
    return std::any_of(ov.plain.cbegin(), ov.plain.cend(), [&](const QPair<int, int> &p) {
        const Meaning &x = a.at(p.first);
        const Meaning &y = b.at(p.second);
        return rareThing(x, y, concepts) && x.range.start >= va.verbFrom && y.range.start >= vb.verbFrom;
    });
}

enum class PairOutcome { Different, Redundant, Conflicting, Neither };

// One comparison of two rules (or of their clauses): not the same thing (Different), or the same
// thing reported as a repetition or a conflict, or the same thing that is neither.
PairOutcome judgePair(const LintDocument &doc, const Tier1Settings &cfg, const CommonConcepts &concepts, int o, int r,
                      const View &va, const View &vb, bool alreadyRepeats, const MeaningOverlap &ov, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    // (the words that meet, quoted in a finding's message: made only for one)
    const auto pairText = [&] {
        return ov.firstA >= 0
            ? QStringLiteral("“%1” / “%2”")
                  .arg(quoted(rules.at(r), va.meanings->at(ov.firstA)), quoted(rules.at(o), vb.meanings->at(ov.firstB)))
            : QString();
    };
    // two plain statements of one thing, the same way round: "Sve su svijeće bez parafina i umjetnih bojila" / "U našim
    // svijećama nema parafina ni sintetskih boja" (two words that say what they are about meet, none by an antonym)
    // (… or a plain statement and what another rule has the agent pass on: "Na turu se dolazi u zatvorenoj obući i sa
    // jaknom" / "… podsjetite goste da obuju zatvorene cipele i ponesu jaknu")
    const auto statement = [](const View &v) { return v.rule && plainStatement(*v.rule); };
    const auto passedOn = [](const View &v) { return v.reported && v.modality == Modality::Required && v.numbers->isEmpty(); };
    if ((statement(va) && statement(vb)) || (statement(va) && passedOn(vb)) || (passedOn(va) && statement(vb))) {
        // (most of both: a statement says more than a rule, "Firma čisti i popravlja oluke …" / "Vi ste Amra, asistentica
        // firme „Čist oluk“ iz Sarajeva" share their names)
        constexpr double kPlainShare = 0.5;
        if (va.negated != vb.negated || ov.opposed > 0 || informative(ov, *va.meanings, *vb.meanings, concepts) < 2
            || std::min(double(ov.matchedA) / ov.sizeA, double(ov.matchedB) / ov.sizeB) < kPlainShare || alreadyRepeats)
            return PairOutcome::Different;
        out.append(pairSpan(rules, o, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
                            WorkspaceMessages::tr("Says what an earlier rule says, in other words (%1).").arg(pairText())));
        return PairOutcome::Redundant;
    }
    if ((va.modality == Modality::None && !statesFact(va)) || (vb.modality == Modality::None && !statesFact(vb)))
        return PairOutcome::Different;
    if (!vb.numbers->isEmpty() && !va.numbers->isEmpty() && !sameNumbers(*va.numbers, *vb.numbers))
        return PairOutcome::Different; // different numbers: lintchecks_numbers.cpp
    // a fact meets a rule about the same number, not one without numbers
    const bool fact = statesFact(va) || statesFact(vb);
    if (fact && (va.numbers->isEmpty() || vb.numbers->isEmpty()))
        return PairOutcome::Different;
    // (what is done only for some is compared with what is not done without it, or not done: "Odluku … donosi
    // isključivo kapetan" is no rule about "Izleti se održavaju od 1. svibnja …")
    const auto notWithout = [](const View &v) { return v.without || v.modality == Modality::Forbidden || v.onlyWith; };
    if ((va.onlyWith && !notWithout(vb)) || (vb.onlyWith && !notWithout(va)))
        return PairOutcome::Different;
    if (va.repeats != vb.repeats)
        return PairOutcome::Different;
    const int informativePairs = informative(ov, *va.meanings, *vb.meanings, concepts);
    // (not the same thing by share, but one rule forbids offering what the other always offers: a
    // conflict of a must / never pair, which the checks of repetition and of the other side below pass by)
    const bool offered = !sameThing(ov, cfg, informativePairs);
    // (one prohibition said twice in rules too long for most of them to meet: a repetition, or
    // nothing, and then their clauses are compared)
    bool twice = false;
    if (offered && !offeredThing(ov, va, vb, concepts, rules.at(r).text, rules.at(o).text, doc.lexicon.caseWords)
        && !alwaysAgainstNever(ov, va, vb, concepts)) {
        twice = forbiddenTwice(ov, va, vb, concepts);
        if (!twice)
            return PairOutcome::Different;
    }
    // a clause against a rule or a clause: most of each meets, not only most of the shorter one
    const bool clauses = va.clause || vb.clause;
    if (clauses && !offered
        && std::min(double(ov.matchedA) / ov.sizeA, double(ov.matchedB) / ov.sizeB)
            < (ov.generic == 0 || informativePairs >= 2 ? kClauseOverlapPlain : kClauseOverlap))
        return PairOutcome::Different;
    // the lexical checks compare whole rules: what meets only in clauses is new to them
    const bool allLexical = ov.sameLexical == ov.matchedA && !clauses;
    const Modality ma = askedModality(va);
    const Modality mb = askedModality(vb);
    const bool requiredForbidden = requiredAgainstForbidden(ma, mb);
    // "Be brief" / "Do not give long answers": opposite modality, opposite words, one rule
    // (… or one bound from its two sides: "Up to 6 players may share a lane" / "Never put more than six players in a
    // lane")
    const bool boundSides = (ma == Modality::Forbidden) != (mb == Modality::Forbidden) && ov.opposed == 0
        && complementaryBounds(*va.numbers, *vb.numbers);
    const bool sameByAntonym = (ov.opposed > 0 && requiredForbidden) || boundSides;
    if ((ma == mb && ov.opposed % 2 == 0) || sameByAntonym) {
        if ((va.when.conditional != vb.when.conditional && !unlessAgainstUntil(va.when, vb.when)) || (ma == mb && ov.opposed > 0))
            return PairOutcome::Neither;
        if (ov.sameLexical == ov.matchedA) {
            // the same words, some left out or added: most of both rules, and not a step of
            // one procedure against a rule under another heading (each keeps its own steps)
            // (a step is an instruction: "Ask for the name"; a numbered rule that states something, «Справка … обязательна с
            // первого же занятия», is none)
            const auto step = [&](int k) { return doc.segmentation.steps.at(k) && doc.features.at(k)->imperative; };
            const bool otherProcedure = rules.at(o).section != rules.at(r).section && (step(o) || step(r));
            // (one rule said from the other side, "Bez broja šasije ne pokrećite pretragu" / "Prije pretrage
            // obavezno tražite broj šasije", is no copy with words left out: sameThing decides)
            const bool otherSide = va.without != vb.without;
            // (what the agent passes on is most of the rule passed on, relative clauses and all)
            const double needed = va.reported || vb.reported ? kClauseOverlapPlain : cfg.meaningOverlap;
            // (… or, of two prohibitions, three words that say what they are about, in the same forms or others: "Svježe
            // meso sa šanka i ribu ne dostavljamo" / "Ribu i meso koje se reže na mesnom pultu nije moguće naručiti za
            // dostavu")
            constexpr int kManyInformative = 2;
            const bool many = informativePairs >= kManyInformative && ov.opposed == 0 && ma == Modality::Forbidden;
            if (otherProcedure
                || (!twice && !otherSide && !many
                    && std::min(double(ov.matchedA) / ov.sizeA, double(ov.matchedB) / ov.sizeB) < needed))
                return twice ? PairOutcome::Different : PairOutcome::Neither;
        }
        if (alreadyRepeats)
            return PairOutcome::Neither;
        out.append(
            pairSpan(rules, o, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
                     sameByAntonym || va.without || vb.without
                         ? WorkspaceMessages::tr("Says what an earlier rule says, from the other side (%1).").arg(pairText())
                         : WorkspaceMessages::tr("Says what an earlier rule says, in other words (%1).").arg(pairText())));
        return PairOutcome::Redundant;
    }
    // "Never waive the fee" / "Never charge late cancellers": the same rule from the other side
    // under the same modality requires what the other forbids
    if (ma == mb && ov.opposed % 2 == 1 && !fact && !allLexical && (ma == Modality::Required || ma == Modality::Forbidden)) {
        const bool conditional = va.when.conditional || vb.when.conditional;
        QString message = WorkspaceMessages::tr("Requires what another rule forbids, from the other side (%1).").arg(pairText());
        if (conditional)
            message += QLatin1Char(' ') + WorkspaceMessages::tr("If one is meant as an exception, say so in the same rule.");
        out.append(pairSpan(rules, o, r, Axis::Conflict, 1, conditional ? Severity::Warning : Severity::Error,
                            conditional ? 0.27 : 0.45, message));
        return PairOutcome::Conflicting;
    }
    // "may" against "must" is no opposite: only what one rule forbids clashes
    // nothing in other words: the lexical check (lintchecks_conflict.cpp) has had its say
    // (in the same words: a must / never pair is the lexical check's; a may / never pair of rules of
    // other lengths, "Deposits cannot be refunded" / "The deposit is refundable if …", it leaves)
    if (fact || ov.opposed > 0 || (allLexical && requiredForbidden && !offered)
        || (ma != Modality::Forbidden && mb != Modality::Forbidden))
        return PairOutcome::Neither;
    // "Ne otkrivajte podatke nikome tko nije stranka" / "Podatke smijete dati samo stranci": one rule
    // forbids it to all but some, the other allows or asks it only for them; one rule from both sides
    if ((va.onlyFor && vb.forbidsOthers) || (vb.onlyFor && va.forbidsOthers)) {
        if (alreadyRepeats)
            return PairOutcome::Neither;
        out.append(pairSpan(rules, o, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
                            WorkspaceMessages::tr("Says what an earlier rule says, from the other side (%1).").arg(pairText())));
        return PairOutcome::Redundant;
    }
    ConditionVerdict verdict = conditionVerdict(va.when, vb.when);
    if (clauses && verdict == ConditionVerdict::Report && (va.when.conditional || vb.when.conditional))
        verdict = ConditionVerdict::Lower;
    if (verdict == ConditionVerdict::Skip)
        return PairOutcome::Neither;
    Severity severity = Severity::Warning;
    double w = 0.35;
    QString message;
    if (requiredForbidden) {
        severity = Severity::Error;
        w = 0.45;
        message = WorkspaceMessages::tr("Requires what another rule forbids, in other words (%1).").arg(pairText());
    } else {
        message = WorkspaceMessages::tr("Allows what another rule forbids, in other words (%1).").arg(pairText());
    }
    if (verdict == ConditionVerdict::Lower) {
        severity = lower(severity);
        w *= 0.6;
        message += QLatin1Char(' ') + WorkspaceMessages::tr("If one is meant as an exception, say so in the same rule.");
    }
    out.append(pairSpan(rules, o, r, Axis::Conflict, 1, severity, w, message));
    return PairOutcome::Conflicting;
}

// Whether a rule takes part in the comparison: it asks something, states a fact with a number, or is a plain statement
// (compared with another for repetition only).
bool takesPart(const RuleFeatures &f)
{
    return (f.modality != Modality::None || statesFact(f) || doneOnlyWith(f) || plainStatement(f)) && !f.describesTool;
}

} // namespace

} // namespace Polygon::Lint::Checks

namespace Polygon::Lint {

// A comparison of two rules' views (the whole rule 0, then its clauses): (later rule id << 32 |
// earlier rule id) and (view of the later << 16 | view of the earlier).
struct ViewPairKey
{
    quint64 pair = 0;
    quint32 views = 0;
    friend bool operator==(const ViewPairKey &, const ViewPairKey &) = default;
    friend size_t qHash(const ViewPairKey &k, size_t seed = 0) noexcept { return qHashMulti(seed, k.pair, k.views); }
};

// The keys of meaning (64-bit stem keys) become small numbers, so the index of senses of one
// analysis is an array of rule lists; a rule's keys and a pair's comparison are computed once
// per rule id and kept while the rules are in the prompt.
struct MeaningCache::Impl
{
    struct RuleKeys
    {
        std::vector<quint32> posted; // sorted, unique: what its words are (senses, groups, antonyms)
        std::vector<quint32> lookups; // per word, sorted, unique: what they can meet (and synonyms)
        std::vector<quint32> wordEnds; // per word: the end of its keys in `lookups`
        quint64 lastUsed = 0;
    };

    quint32 idOf(quint64 key)
    {
        const auto it = keyIds.constFind(key);
        if (it != keyIds.constEnd())
            return *it;
        const quint32 id = quint32(keys.size());
        keyIds.insert(key, id);
        keys.push_back(key);
        refs.push_back(0);
        return id;
    }

    // References from the kept rules: a key none refers to is dead, forgotten at the next compaction.
    void reference(const RuleKeys &k, int delta)
    {
        for (const std::vector<quint32> *ids : {&k.posted, &k.lookups}) {
            for (const quint32 id : *ids) {
                if (delta > 0 && refs[id]++ == 0)
                    ++liveKeys;
                else if (delta < 0 && --refs[id] == 0)
                    --liveKeys;
            }
        }
    }

    const RuleKeys &rule(quint32 ruleId, const RuleFeatures &f)
    {
        const auto [it, inserted] = rules.try_emplace(ruleId);
        RuleKeys &k = it->second;
        k.lastUsed = generation;
        if (!inserted)
            return k;
        for (const Meaning &m : f.meanings) {
            const auto begin = std::ptrdiff_t(k.lookups.size());
            for (const QList<quint64> *list : {&m.senses, &m.synonyms, &m.groups, &m.opposites})
                for (const quint64 key : *list)
                    k.lookups.push_back(idOf(key));
            std::sort(k.lookups.begin() + begin, k.lookups.end());
            k.lookups.erase(std::unique(k.lookups.begin() + begin, k.lookups.end()), k.lookups.end());
            k.wordEnds.push_back(quint32(k.lookups.size()));
            for (const QList<quint64> *list : {&m.senses, &m.groups, &m.opposites})
                for (const quint64 key : *list)
                    k.posted.push_back(idOf(key));
        }
        std::sort(k.posted.begin(), k.posted.end());
        k.posted.erase(std::unique(k.posted.begin(), k.posted.end()), k.posted.end());
        reference(k, +1);
        return k;
    }

    // Forgets the rules this analysis did not see, their pairs and (when most are dead) their keys.
    void prune()
    {
        for (auto it = rules.begin(); it != rules.end();) {
            if (it->second.lastUsed != generation) {
                reference(it->second, -1);
                it = rules.erase(it);
            } else {
                ++it;
            }
        }
        if (overlaps.size() > 2 * overlapsKept + 4096) {
            for (auto it = overlaps.begin(); it != overlaps.end();) {
                if (rules.count(quint32(it.key().pair >> 32)) == 0 || rules.count(quint32(it.key().pair)) == 0)
                    it = overlaps.erase(it);
                else
                    ++it;
            }
            overlapsKept = overlaps.size();
        }
        // typing leaves the keys of half-written words behind: renumber the live ones once they
        // are fewer than a quarter
        if (keys.size() < threshold || keys.size() < 4 * liveKeys)
            return;
        ++compactions;
        std::vector<quint32> remap(keys.size(), kNone);
        std::vector<quint64> kept;
        std::vector<quint32> keptRefs;
        const auto renumber = [&](std::vector<quint32> &ids) {
            for (quint32 &id : ids) {
                if (remap[id] == kNone) {
                    remap[id] = quint32(kept.size());
                    kept.push_back(keys[id]);
                    keptRefs.push_back(refs[id]);
                }
                id = remap[id];
            }
        };
        for (auto &[ruleId, k] : rules) {
            renumber(k.posted);
            renumber(k.lookups);
            // the order of the numbers changed: sort again (a word's keys and the posted ones)
            std::sort(k.posted.begin(), k.posted.end());
            quint32 begin = 0;
            for (const quint32 end : k.wordEnds) {
                std::sort(k.lookups.begin() + begin, k.lookups.begin() + end);
                begin = end;
            }
        }
        keys = std::move(kept);
        refs = std::move(keptRefs);
        keyIds.clear();
        for (quint32 id = 0; id < quint32(keys.size()); ++id)
            keyIds.insert(keys[id], id);
        for (const quint32 t : touched)
            postings[t].clear();
        touched.clear();
        postings.clear();
    }

    static constexpr quint32 kNone = std::numeric_limits<quint32>::max();

    QHash<quint64, quint32> keyIds; // key → its number
    std::vector<quint64> keys; // number → key
    std::vector<quint32> refs; // number → references from the kept rules
    std::size_t liveKeys = 0; // numbers with references
    std::unordered_map<quint32, RuleKeys> rules; // by rule id (node-based: references stay valid)
    QHash<ViewPairKey, Checks::MeaningOverlap> overlaps; // two rules' views → compare()
    qsizetype overlapsKept = 0;
    std::size_t threshold = 100000; // MeaningCache::setCompactionThreshold
    int compactions = 0;
    quint64 generation = 0;
    // one analysis: per key number, the rules that posted it, ascending
    std::vector<std::vector<int>> postings;
    std::vector<quint32> touched;

    // numberConflicts (Checks::KeptSubjects): what each rule with numbers is about, as indices into its
    // meanings, and two subjects compared (later rule id << 32 | earlier rule id), with the share they were
    // compared by
    struct KeptSubject
    {
        std::vector<qsizetype> meanings;
        quint64 lastUsed = 0;
    };
    std::unordered_map<quint32, KeptSubject> subjects;
    QHash<quint64, int> sameSubjects;
    QHash<quint64, int> meetingSubjects;
    qsizetype sameSubjectsKept = 0;
    double sameSubjectShare = -1;
    quint64 subjectGeneration = 0;
};

MeaningCache::MeaningCache()
    : m_impl(std::make_unique<Impl>())
{
}

MeaningCache::~MeaningCache() = default;

void MeaningCache::clear()
{
    const std::size_t threshold = m_impl->threshold;
    const int compactions = m_impl->compactions;
    m_impl = std::make_unique<Impl>();
    m_impl->threshold = threshold;
    m_impl->compactions = compactions;
}

void MeaningCache::setCompactionThreshold(quint32 keys)
{
    m_impl->threshold = keys;
}

int MeaningCache::compactions() const
{
    return m_impl->compactions;
}

} // namespace Polygon::Lint

namespace Polygon::Lint::Checks {

void SenseIndex::finish()
{
    std::sort(m_entries.begin(), m_entries.end());
    m_entries.erase(std::unique(m_entries.begin(), m_entries.end()), m_entries.end());
    m_frequent = kMaxFrequentSense;
    m_keys.reserve(qsizetype(m_entries.size()));
    for (const auto &[key, rule] : m_entries)
        m_keys.insert(key);
}

// Exceptions: a rule with its own condition against one without. Forbidding under a condition
// narrows a requirement ("Call create_booking once" / "If it fails, do not call it again"); a
// requirement under a condition against a rule that forbids it always ("Always offer a callback
// when we are full" / "Never offer callbacks") still clashes when the condition holds.
CaseOf caseOf(const RuleFeatures &f)
{
    return {f.modality, f.conditional, f.exception, f.onlyCase, f.always, f.without};
}

ConditionVerdict conditionVerdict(const CaseOf &a, const CaseOf &b)
{
    if (unlessAgainstUntil(a, b))
        return ConditionVerdict::Report;
    // a prohibition with its exception against a requirement under a condition: the exception is
    // the other rule's case ("Never say a table is booked unless the tool said so" / "Only when
    // create_booking succeeds, tell the caller the table is booked")
    if (a.conditional && b.conditional) {
        const CaseOf &forbidding = a.modality == Modality::Forbidden ? a : b;
        const CaseOf &other = a.modality == Modality::Forbidden ? b : a;
        if (forbidding.modality == Modality::Forbidden && forbidding.exception && other.modality != Modality::Forbidden
            && !other.exception)
            return ConditionVerdict::Skip;
    }
    // "Always offer baggage insurance" against "Do not offer it unless the client asks": the
    // requirement for every case leaves no room for the other's only case
    if (a.conditional != b.conditional) {
        const CaseOf &withCondition = a.conditional ? a : b;
        const CaseOf &without = a.conditional ? b : a;
        if (without.always && without.modality == Modality::Required && withCondition.modality == Modality::Forbidden
            && (withCondition.exception || withCondition.onlyCase))
            return ConditionVerdict::Lower;
    }
    if (a.conditional == b.conditional)
        return a.conditional ? ConditionVerdict::Lower : ConditionVerdict::Report;
    const CaseOf &withCondition = a.conditional ? a : b;
    const CaseOf &without = a.conditional ? b : a;
    if (withCondition.modality != Modality::Forbidden && without.modality == Modality::Forbidden)
        return ConditionVerdict::Lower;
    return ConditionVerdict::Skip;
}

void meaningPairs(const LintDocument &doc, const Tier1Settings &cfg, RulePairs *redundantPairs, RulePairs *conflictPairs,
                  QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    // an analyzer's cache, or one for this call (rule ids: the indices)
    MeaningCache ownCache;
    std::vector<quint32> ownIds;
    const bool kept = doc.meaningCache && doc.ruleIds;
    if (!kept) {
        ownIds.resize(std::size_t(n));
        for (int r = 0; r < n; ++r)
            ownIds[std::size_t(r)] = quint32(r);
    }
    MeaningCache::Impl &cache = kept ? doc.meaningCache->impl() : ownCache.impl();
    const std::vector<quint32> &ids = kept ? *doc.ruleIds : ownIds;
    ++cache.generation;
    // candidates: earlier modal rules sharing a sense with this one, through an index of senses
    // a rule is indexed under what its words are (senses, groups, antonyms) and looks up what
    // they can meet (the same and the thesaurus's synonyms)
    std::vector<const MeaningCache::Impl::RuleKeys *> keys(std::size_t(n), nullptr);
    for (int r = 0; r < n; ++r)
        if (takesPart(*feat.at(r)))
            keys[std::size_t(r)] = &cache.rule(ids[std::size_t(r)], *feat.at(r));
    for (const quint32 t : cache.touched)
        cache.postings[t].clear();
    cache.touched.clear();
    if (cache.postings.size() < cache.keys.size())
        cache.postings.resize(cache.keys.size());
    for (int r = 0; r < n; ++r) {
        if (!keys[std::size_t(r)])
            continue;
        for (const quint32 key : keys[std::size_t(r)]->posted) {
            std::vector<int> &list = cache.postings[key];
            if (list.empty())
                cache.touched.push_back(key);
            list.push_back(r);
        }
    }
    const CommonConcepts concepts(doc);
    // what is compared of each rule (the whole rule, then its clauses), made once per analysis
    std::vector<QList<View>> views(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r)
        if (keys[std::size_t(r)])
            views[std::size_t(r)] = viewsOf(*feat.at(r));
    // Not acting until something is had requires it, compared with a rule that requires it first ("Always read the date
    // back before you confirm" / "Never confirm until you have read it back") or without it; against any other it forbids
    // ("Always tell the caller the likely cost as soon as you understand the fault" / "Never quote a price until a
    // technician has opened the machine", "Ne obećavajte povrat novca prije nego što skladište pregleda robu" / "Nikada
    // ne jamčite … dok skladište ne provjeri namještaj"). Whether a rule says "before" or "after", read when first asked.
    std::vector<int> ordered(static_cast<std::size_t>(n), -1);
    const auto putsInOrder = [&](int r) {
        int &o = ordered[std::size_t(r)];
        if (o < 0) {
            const QList<Token> tokens = tokenize(rules.at(r).text);
            o = std::any_of(tokens.cbegin(), tokens.cend(), [&](const Token &t) {
                return doc.lexicon.beforeWords.contains(t.lower) || doc.lexicon.afterWords.contains(t.lower);
            });
        }
        return o == 1;
    };
    const auto asCompared = [&](const View &v, const View &other, int otherRule) {
        View x = v;
        if (v.rule && v.rule->untilWithout && v.without
            && !(other.modality == Modality::Required && (other.without || putsInOrder(otherRule)))) {
            x.modality = Modality::Forbidden;
            x.negated = true;
            x.without = false;
        }
        return x;
    };
    std::vector<int> hits(std::size_t(n), 0); // per earlier rule: words of this rule that hit it
    std::vector<int> hitStamp(std::size_t(n), -1);
    std::vector<int> hitByUnit(std::size_t(n), -1);
    int stamp = 0;
    int unitStamp = 0;
    std::vector<int> candidates;
    // a rule that repeats several earlier ones is reported once (as tier 3 does)
    std::vector<bool> repeats(std::size_t(n), false);
    for (const auto &[earlier, later] : std::as_const(*redundantPairs))
        repeats[std::size_t(later)] = true;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &a = *feat.at(r);
        if (!takesPart(a) || a.meanings.isEmpty())
            continue;
        candidates.clear();
        // an earlier rule is a candidate when as many of this rule's words hit it as sameThing
        // needs (two, or all of a one-word rule, this one or the earlier one: "Be brief")
        const int units = int(a.meanings.size());
        const int lightUnits
            = int(std::count_if(a.meanings.cbegin(), a.meanings.cend(), [](const Meaning &m) { return m.light; }));
        ++stamp;
        const MeaningCache::Impl::RuleKeys &own = *keys[std::size_t(r)];
        quint32 wordBegin = 0;
        for (const quint32 wordEnd : own.wordEnds) {
            ++unitStamp;
            const auto hit = [&](int o) {
                if (hitByUnit[std::size_t(o)] == unitStamp)
                    return; // this word already counted for o
                hitByUnit[std::size_t(o)] = unitStamp;
                if (hitStamp[std::size_t(o)] != stamp) {
                    hitStamp[std::size_t(o)] = stamp;
                    hits[std::size_t(o)] = 0;
                }
                // (one word is enough for a rule that says "always" against one that says "never":
                // alwaysAgainstNever)
                const RuleFeatures &b = *feat.at(o);
                const bool alwaysNever = requiredAgainstForbidden(a.modality, b.modality)
                    && ((a.alwaysAt >= 0 && b.neverAt >= 0) || (a.neverAt >= 0 && b.alwaysAt >= 0));
                if (++hits[std::size_t(o)] == (alwaysNever ? 1 : std::min({2, units, int(b.meanings.size())})))
                    candidates.push_back(o); // hits go on counting: the bound below
            };
            for (quint32 k = wordBegin; k < wordEnd; ++k) {
                // the earlier rules that posted the key; a sense posted by kMaxFrequentSense rules
                // or more brings none
                const std::vector<int> &posted = cache.postings[own.lookups[k]];
                if (posted.size() >= std::size_t(kMaxFrequentSense))
                    continue;
                for (const int o : posted) {
                    if (o >= r)
                        break;
                    hit(o);
                }
            }
            wordBegin = wordEnd;
        }
        std::sort(candidates.begin(), candidates.end());
        int found = 0;
        int compared = 0;
        for (const int o : candidates) {
            if (found >= kMaxPairFindings || compared >= kMaxMeaningCandidates)
                break;
            const RuleFeatures &b = *feat.at(o);
            // the words of this rule that hit o bound how many can meet: too few for sameThing,
            // whichever of the two is the shorter, and the pair is not worth comparing (unless one
            // of them has clauses, which may meet on their own)
            const int sizeB = int(b.meanings.size());
            const double share = units > sizeB                ? cfg.meaningOverlapLarger
                : std::min(units, sizeB) >= cfg.longRuleWords ? cfg.meaningOverlapLong
                                                              : cfg.meaningOverlap;
            // (a light verb that meets nothing does not count: compare() leaves it out)
            // (nor of a rule that always requires against one that forbids, which may meet in their verb
            // and its thing: offeredThing)
            const bool offerable
                = requiredAgainstForbidden(a.modality, b.modality) && (a.modality == Modality::Required ? a.always : b.always);
            if (hits[std::size_t(o)] < share * (units - lightUnits) - 1e-9 && a.clauses.isEmpty() && b.clauses.isEmpty()
                && !offerable)
                continue;
            const QPair<int, int> key {o, r};
            if (redundantPairs->contains(key) || conflictPairs->contains(key))
                continue;
            ++compared;
            // the whole rules first, then their clauses: "Never offer discounts to callers who cancel"
            // against "If the caller is leaving, offer a price reduction" meet in their main clauses
            const QList<View> &viewsA = views[std::size_t(r)];
            const QList<View> &viewsB = views[std::size_t(o)];
            bool decided = false;
            for (qsizetype ia = 0; ia < viewsA.size() && !decided; ++ia) {
                for (qsizetype ib = 0; ib < viewsB.size() && !decided; ++ib) {
                    // a comparison depends on the two rules' features alone: kept per pair of rule ids and views
                    const ViewPairKey viewPair {(quint64(ids[std::size_t(r)]) << 32) | ids[std::size_t(o)],
                                                (quint32(ia) << 16) | quint32(ib)};
                    auto it = cache.overlaps.constFind(viewPair);
                    if (it == cache.overlaps.constEnd())
                        it = cache.overlaps.insert(viewPair, compare(*viewsA.at(ia).meanings, *viewsB.at(ib).meanings));
                    const PairOutcome outcome
                        = judgePair(doc, cfg, concepts, o, r, asCompared(viewsA.at(ia), viewsB.at(ib), o),
                                    asCompared(viewsB.at(ib), viewsA.at(ia), r), repeats[std::size_t(r)], *it, out);
                    // (what a rule has the agent pass on adds a comparison; it decides nothing it does not find)
                    if (outcome == PairOutcome::Different
                        || (outcome == PairOutcome::Neither && (viewsA.at(ia).reported || viewsB.at(ib).reported)))
                        continue;
                    decided = true;
                    if (outcome == PairOutcome::Redundant) {
                        repeats[std::size_t(r)] = true;
                        redundantPairs->insert(key);
                        ++found;
                    } else if (outcome == PairOutcome::Conflicting) {
                        conflictPairs->insert(key);
                        ++found;
                    }
                }
            }
        }
    }
    cache.prune();
}

KeptSubjects::KeptSubjects(const LintDocument &doc, double share)
    : m_doc(doc)
    , m_cache(doc.meaningCache && doc.ruleIds ? &doc.meaningCache->impl() : nullptr)
{
    if (!m_cache)
        return;
    ++m_cache->subjectGeneration;
    if (m_cache->sameSubjectShare != share) {
        m_cache->sameSubjects.clear();
        m_cache->sameSubjectsKept = 0;
        m_cache->sameSubjectShare = share;
    }
}

KeptSubjects::~KeptSubjects()
{
    if (!m_cache)
        return;
    auto &subjects = m_cache->subjects;
    for (auto it = subjects.begin(); it != subjects.end();) {
        if (it->second.lastUsed != m_cache->subjectGeneration)
            it = subjects.erase(it);
        else
            ++it;
    }
    auto &same = m_cache->sameSubjects;
    auto &meeting = m_cache->meetingSubjects;
    if (same.size() + meeting.size() > 2 * m_cache->sameSubjectsKept + 4096) {
        for (QHash<quint64, int> *pairs : {&same, &meeting}) {
            for (auto it = pairs->begin(); it != pairs->end();) {
                if (subjects.count(quint32(it.key() >> 32)) == 0 || subjects.count(quint32(it.key())) == 0)
                    it = pairs->erase(it);
                else
                    ++it;
            }
        }
        m_cache->sameSubjectsKept = same.size() + meeting.size();
    }
}

QList<const Meaning *> KeptSubjects::subject(int r, const std::function<QList<const Meaning *>()> &make)
{
    if (!m_cache)
        return make();
    const QList<Meaning> &meanings = m_doc.features.at(r)->meanings;
    const auto [it, inserted] = m_cache->subjects.try_emplace((*m_doc.ruleIds)[std::size_t(r)]);
    it->second.lastUsed = m_cache->subjectGeneration;
    if (inserted) {
        const QList<const Meaning *> made = make();
        it->second.meanings.reserve(std::size_t(made.size()));
        for (const Meaning *m : made)
            it->second.meanings.push_back(m - meanings.constData());
        return made;
    }
    QList<const Meaning *> out;
    out.reserve(qsizetype(it->second.meanings.size()));
    for (const qsizetype i : it->second.meanings)
        out.append(&meanings.at(i));
    return out;
}

namespace {

int keptPair(QHash<quint64, int> &pairs, const std::vector<quint32> &ids, int r, int o, const std::function<int()> &make)
{
    const quint64 key = (quint64(ids[std::size_t(r)]) << 32) | ids[std::size_t(o)];
    auto it = pairs.constFind(key);
    if (it == pairs.constEnd())
        it = pairs.insert(key, make());
    return *it;
}

} // namespace

int KeptSubjects::same(int r, int o, const std::function<int()> &compare)
{
    return m_cache ? keptPair(m_cache->sameSubjects, *m_doc.ruleIds, r, o, compare) : compare();
}

int KeptSubjects::meeting(int r, int o, const std::function<int()> &count)
{
    return m_cache ? keptPair(m_cache->meetingSubjects, *m_doc.ruleIds, r, o, count) : count();
}

} // namespace Polygon::Lint::Checks
