// The stages of extractFeatures that find phrases: vague wording, references
// to things the prompt may not define, and the definitions of such things.

#include "rulefeatures_p.h"
#include "semantics.h"

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

namespace Polygon::Lint::Features {

namespace {

// The index of the token at or after text position `pos` (tokens in order, without overlaps).
int tokenIndexAt(const QList<Token> &tokens, qsizetype pos)
{
    const auto it
        = std::partition_point(tokens.cbegin(), tokens.cend(), [&](const Token &t) { return t.start + t.length <= pos; });
    return int(it - tokens.cbegin());
}

} // namespace

// A word of a tool's name or parameter, which says nothing vague: `check_capacity(date, small_bags, large_bags)`.
bool inIdentifier(QStringView text, const Token &t)
{
    const qsizetype end = t.start + t.length;
    return (t.start > 0 && text.at(t.start - 1) == QLatin1Char('_')) || (end < text.size() && text.at(end) == QLatin1Char('_'));
}

// Vague wording (not where it is part of a precise phrase: "how many", "later than").
// Both lists are in token order without overlaps: the precise phrases that
// can overlap a match start at the first one ending after its start.
void findVague(const Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const QList<PhraseMatch> precise = lex.notVague.matchAll(tokens);
    for (const PhraseMatch &m : lex.vague.matchAll(tokens)) {
        bool inPrecise = false;
        for (auto p = std::partition_point(precise.cbegin(), precise.cend(),
                                           [&](const PhraseMatch &q) { return q.first + q.count <= m.first; });
             p != precise.cend() && p->first < m.first + m.count && !inPrecise; ++p)
            inPrecise = p->count >= m.count;
        if (inPrecise || inIdentifier(scan.text, tokens.at(m.first)) || inIdentifier(scan.text, tokens.at(m.first + m.count - 1)))
            continue;
        // "later" after a number in its sentence is later than that: "Termin se može otkazati do 7 dana prije početka, a
        // kasnije se avans ne vraća", «… за 48 часов, позже — нет»
        const QString &text = lex.vague.phrase(m.phrase).text;
        if (lex.laterWords.contains(text) && std::any_of(tokens.cbegin(), tokens.cbegin() + m.first, [&](const Token &t) {
                return t.number || lex.numberWords.contains(t.lower);
            }))
            continue;
        FoundPhrase p;
        p.range = rangeOf(tokens, m.first, m.count);
        p.phrase = text;
        f.vague.append(p);
    }
}

// References to things the prompt may not define. Each new reference ends
// after every earlier one starts, so the earlier ones it overlaps are those
// ending after its start: `byEnd` finds them without a scan of them all.
void findReferences(const Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const QList<bool> &covered = scan.covered;
    std::multimap<qsizetype, qsizetype> byEnd; // range end → index into f.references
    // (these instructions are the prompt itself: "Ako ove upute ne daju odgovor", "not covered by these instructions")
    for (const PhraseMatch &m : lex.references.matchAll(tokens)) {
        const Phrase &ph = lex.references.phrase(m.phrase);
        if (ph.head >= 0 && m.first > 0 && lex.demonstratives.contains(tokens.at(m.first - 1).lower))
            continue;
        FoundPhrase p;
        p.phrase = ph.text;
        int from = m.first;
        if (ph.head >= 0) {
            p.hasHead = true;
            p.head = stemKey(lex.stem(tokens.at(m.first + ph.head).lower));
            // take in the words that qualify it: "the cancellation policy"
            int k = from - 1;
            int taken = 0;
            while (k >= 0 && taken < 2 && !covered[k] && !tokens.at(k).number && !lex.stopWords.contains(tokens.at(k).lower)
                   && !lex.isImperative(tokens.at(k).lower)) {
                from = k;
                --k;
                ++taken;
            }
            if (k >= 0) {
                const QString &d = tokens.at(k).lower;
                if (d == QLatin1String("the") || d == QLatin1String("our") || d == QLatin1String("your")
                    || d == QLatin1String("this") || d == QLatin1String("that") || d == QLatin1String("наш")
                    || d == QLatin1String("нашей") || d == QLatin1String("нашу") || d == QLatin1String("našoj")
                    || d == QLatin1String("našu") || d == QLatin1String("naša"))
                    from = k;
            }
        }
        p.range = rangeOf(tokens, from, m.first + m.count - from);
        p.core = rangeOf(tokens, m.first, m.count);
        // overlapping references ("the usual" in "the usual procedure"): keep the longer
        bool replaced = false;
        bool shorter = false;
        std::vector<qsizetype> moved; // replaced by p: their end changes
        for (auto it = byEnd.upper_bound(p.range.start); it != byEnd.end();) {
            FoundPhrase &q = f.references[it->second];
            if (q.range.start < p.range.end() && p.range.start < q.range.end()) {
                if (p.range.length > q.range.length) {
                    q = p;
                    replaced = true;
                    moved.push_back(it->second);
                    it = byEnd.erase(it);
                    continue;
                }
                shorter = true;
            }
            ++it;
        }
        for (qsizetype index : moved)
            byEnd.emplace(p.range.end(), index);
        if (!replaced && !shorter) {
            byEnd.emplace(p.range.end(), f.references.size());
            f.references.append(p);
        }
    }
}

// a reference ("как обычно") is not also vague wording ("обычно"): the
// references by start, with the furthest end so far, answer each in a search
// (the reference itself: the words it takes in may be vague, "više puta prekrše pravila")
void dropVagueInReferences(RuleFeatures &f)
{
    std::vector<std::pair<qsizetype, qsizetype>> referenceRanges; // start, furthest end up to it
    for (const FoundPhrase &r : std::as_const(f.references))
        referenceRanges.emplace_back(r.core.start, r.core.end());
    std::sort(referenceRanges.begin(), referenceRanges.end());
    for (std::size_t i = 1; i < referenceRanges.size(); ++i)
        referenceRanges[i].second = std::max(referenceRanges[i].second, referenceRanges[i - 1].second);
    f.vague.removeIf([&](const FoundPhrase &v) {
        // the references starting before v ends; one of them overlaps when the furthest end passes v's start
        const auto last = std::partition_point(referenceRanges.cbegin(), referenceRanges.cend(),
                                               [&](const std::pair<qsizetype, qsizetype> &r) { return r.first < v.range.end(); });
        return last != referenceRanges.cbegin() && std::prev(last)->second > v.range.start;
    });
}

// A gradable word before a noun ("larger groups", "a small surcharge", "u razumnim količinama"):
// vague, unless a number near it or a comparison after it says how much ("groups larger than 8",
// "Male tetovaže (do 5 cm)"). The finding covers the noun and a preposition or article before it,
// and takes in a vague word already found there ("small").
void findVagueQualifiers(const Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const QStringView text = scan.text;
    const int n = scan.n;
    const auto adjacent = [&](int a, int b) { // only spaces between tokens a and b (a < b)
        const qsizetype from = tokens.at(a).start + tokens.at(a).length;
        return std::all_of(text.begin() + from, text.begin() + tokens.at(b).start, [](QChar c) { return c == QLatin1Char(' '); });
    };
    const auto word = [&](int k) { return !tokens.at(k).number && !lex.stopWords.contains(tokens.at(k).lower); };
    // (not inside a precise phrase: "particularly important" is emphasis)
    const QList<PhraseMatch> precise = lex.notVague.matchAll(tokens);
    const auto inPrecise = [&](int first, int last) {
        return std::any_of(precise.cbegin(), precise.cend(),
                           [&](const PhraseMatch &p) { return p.first <= first && p.first + p.count - 1 >= last; });
    };
    // how well a customer is known, said of customers and left open (Lexicon::vagueBeforeCustomer)
    const auto knownCustomer = [&](int first, int noun) {
        if (!beginsWithAny(tokens.at(noun).lower, lex.customerStems)
            || (first > 0 && beginsWithAny(tokens.at(first - 1).lower, lex.programStems)))
            return false;
        if (std::any_of(tokens.cbegin(), tokens.cbegin() + first,
                        [&](const Token &t) { return lex.likenessWords.contains(t.lower); }))
            return false;
        const qsizetype end = tokens.at(noun).start + tokens.at(noun).length;
        if (end < text.size() && text.mid(end).trimmed().startsWith(QLatin1Char('(')))
            return false;
        // (a relative clause after a comma says who too: "Stalnim kupcima, koji su kod nas kupovali najmanje tri puta")
        return noun + 1 >= n || !lex.definingWords.contains(tokens.at(noun + 1).lower)
            || (!adjacent(noun, noun + 1) && !lex.relativeWords.contains(tokens.at(noun + 1).lower));
    };
    for (const PhraseSet *set : {&lex.vagueComparatives, &lex.vagueQualifiers, &lex.intensifiers, &lex.vagueDeterminers,
                                 &lex.vagueBeforeAmount, &lex.vagueBeforeCase, &lex.vagueBeforeCustomer}) {
        for (const PhraseMatch &m : set->matchAll(tokens)) {
            const int last = m.first + m.count - 1;
            int noun = last + 1;
            if (noun >= n || !adjacent(last, noun) || !word(noun) || lex.comparisonWords.contains(tokens.at(noun).lower)
                || inIdentifier(text, tokens.at(m.first)) || inIdentifier(text, tokens.at(noun)))
                continue;
            // (an intensifier is a function word: "very" is one of the stop words)
            if (set == &lex.vagueBeforeAmount && !beginsWithAny(tokens.at(noun).lower, lex.amountStems))
                continue;
            if (set == &lex.vagueBeforeCase && !beginsWithAny(tokens.at(noun).lower, lex.caseStems))
                continue;
            if (set == &lex.vagueBeforeCustomer && !knownCustomer(m.first, noun))
                continue;
            const bool determiner = set == &lex.vagueDeterminers || set == &lex.vagueBeforeCase;
            // (a comparative's own word is its last: "more dangerous")
            if ((set != &lex.intensifiers && !determiner && !word(set == &lex.vagueComparatives ? last : m.first))
                || (m.first > 0 && lex.negations.contains(tokens.at(m.first - 1).lower)))
                continue;
            // (a comparative just after "who" is said of how they do something: "pacijente koji teže hodaju", and so is
            // one joined to it: "koji teže hodaju ili slabije čuju")
            const auto afterWho = [&] {
                if (m.first > 0 && lex.relativeWords.contains(tokens.at(m.first - 1).lower))
                    return true;
                if (m.first < 4 || !lex.questionJoins.contains(tokens.at(m.first - 1).lower))
                    return false;
                const QStringView gap = between(text, tokens.at(m.first - 4), tokens.at(m.first - 1));
                return lex.relativeWords.contains(tokens.at(m.first - 4).lower) && !gap.contains(QLatin1Char(','));
            };
            if (set == &lex.vagueComparatives && afterWho())
                continue;
            if (inPrecise(m.first, noun))
                continue;
            // (a degree of what is done is no size: "Posebno pazite na …")
            if (set == &lex.intensifiers
                && (lex.isImperative(tokens.at(noun).lower) || lex.isPoliteImperative(tokens.at(noun).lower)))
                continue;
            // "очень старый", not "если клиент очень просит"; "jako stara", not "jako krvarenje"
            const QString &graded = tokens.at(noun).lower;
            if (set == &lex.intensifiers
                && ((!lex.adjectiveEndings.isEmpty() && !endsWithAny(graded, lex.adjectiveEndings))
                    || endsWithAny(graded, lex.verbalNounEndings)))
                continue;
            // a capital inside the sentence is a name: "u Velikoj Gorici", "Great Yarmouth"
            if (m.first > 0 && text.at(tokens.at(m.first).start).isUpper())
                continue;
            // a number just before it ("8 or more people", "osam ili više osoba"), a measure just after the
            // noun ("Male tetovaže (do 5 cm)") or a comparison ("groups larger than 8") says how much; a
            // price after it is what the case costs, not how large it is ("Larger groups get 10% off")
            const qsizetype before = tokens.at(std::max(0, m.first - 3)).start;
            const int to = std::min(n - 1, noun + 3);
            const qsizetype after = tokens.at(noun).start + tokens.at(noun).length;
            const qsizetype until = tokens.at(to).start + tokens.at(to).length;
            const bool measured = std::any_of(f.numbers.cbegin(), f.numbers.cend(), [&](const NumberFact &x) {
                const qsizetype end = x.range.start + x.range.length;
                if (x.range.start < after && end > tokens.at(noun).start)
                    return true; // the "noun" is a number in words: "udaljena pet minuta"
                // (a count before it in its clause: not «заказывает две теплицы, предложите небольшую скидку»;
                // a comparative looks back further, "Psi lakši od 10 kg …; veći psi", and so does an item of a
                // price list, "Mali servis … stoji 95 eura, veliki servis 210 eura")
                const qsizetype start = tokens.at(m.first).start;
                if (x.range.start < start && end > before
                    && (set == &lex.vagueComparatives || x.kind != NumberFact::Kind::Count
                        || std::none_of(text.begin() + std::min(end, start), text.begin() + start,
                                        [](QChar c) { return c == QLatin1Char(',') || c == QLatin1Char(';'); })))
                    return true;
                // (in its clause: not "for longer jobs; we have two", nor after a comma that ends the phrase, "For larger
                // groups, suggest two vehicles")
                // (… with only function words or a name between a comparative and it: "Dulji boravci (od 7 noći)", "Kraća
                // dionica Lohovo – Bihać (8 km)"; not what the case gets, "za složenije uzorke rok je deset tjedana", "Za
                // rizičnije događaje preporuči jednog zaštitara više")
                const bool nextToIt = set != &lex.vagueComparatives
                    || std::all_of(tokens.cbegin() + noun + 1, tokens.cbegin() + to + 1, [&](const Token &t) {
                                          return t.start >= x.range.start || lex.stopWords.contains(t.lower)
                                              || lex.boundWords.contains(t.lower) || text.at(t.start).isUpper();
                                      });
                return x.range.start >= after && x.range.start < until && x.kind != NumberFact::Kind::Money
                    && x.kind != NumberFact::Kind::Percent && (after >= text.size() || text.at(after) != QLatin1Char(','))
                    && nextToIt && std::none_of(text.begin() + after, text.begin() + x.range.start, [](QChar c) {
                           return c == QLatin1Char(';') || c == QLatin1Char('.');
                       });
            });
            if (measured || std::any_of(tokens.cbegin() + noun + 1, tokens.cbegin() + std::min(n, noun + 3), [&](const Token &t) {
                    return lex.comparisonWords.contains(t.lower);
                }))
                continue;
            // a determiner's noun may have a word before it: "some repeat customers"
            if (determiner && noun + 1 < n && adjacent(noun, noun + 1) && word(noun + 1)
                && !lex.isImperative(tokens.at(noun + 1).lower))
                ++noun;
            int first = m.first;
            if (first > 0 && !word(first - 1) && !tokens.at(first - 1).number && adjacent(first - 1, first))
                --first;
            const TextRange range = rangeOf(tokens, first, noun - first + 1);
            const Phrase &ph = set->phrase(m.phrase);
            const auto inside
                = [&](const FoundPhrase &v) { return v.range.start >= range.start && v.range.end() <= range.end(); };
            f.vague.removeIf(inside);
            FoundPhrase p;
            p.range = range;
            p.phrase = ph.text;
            p.comparative = set == &lex.vagueComparatives;
            f.vague.append(p);
        }
    }
    // enough of a quality: "dovoljno prevrela", «достаточно тепло», "fresh enough" (a word of it beside it, no number after
    // it, none of a copula: "dovoljno je", "is enough")
    for (int k = 0; k < n; ++k) {
        const bool before = lex.enoughBefore.contains(tokens.at(k).lower);
        if (!before && !lex.enoughAfter.contains(tokens.at(k).lower))
            continue;
        const int quality = before ? k + 1 : k - 1;
        if (quality < 0 || quality >= n || !adjacent(std::min(k, quality), std::max(k, quality)) || !word(quality)
            || lex.copulas.contains(tokens.at(quality).lower) || lex.isImperative(tokens.at(quality).lower)
            || inIdentifier(text, tokens.at(quality)) || (quality + 1 < n && tokens.at(quality + 1).number))
            continue;
        // (a quality, not an amount of a thing, "dovoljno vode", "dovoljno slobodnih mjesta", nor what is enough to do,
        // «достаточно прийти»: where adjectives have endings of their own, one of them or an adverb's)
        const QString &said = tokens.at(quality).lower;
        if (before
            && (lex.enoughAmounts.contains(said) || endsWithAny(said, lex.enoughAmountEndings)
                || (!lex.adjectiveEndings.isEmpty() && !endsWithAny(said, lex.adjectiveEndings)
                    && !endsWithAny(said, lex.adverbEndings))))
            continue;
        const TextRange range = rangeOf(tokens, std::min(k, quality), 2);
        if (std::any_of(f.vague.cbegin(), f.vague.cend(),
                        [&](const FoundPhrase &v) { return v.range.start < range.end() && range.start < v.range.end(); }))
            continue;
        FoundPhrase p;
        p.range = range;
        p.phrase = text.mid(range.start, range.length).toString();
        f.vague.append(p);
    }
    std::sort(f.vague.begin(), f.vague.end(),
              [](const FoundPhrase &a, const FoundPhrase &b) { return a.range.start < b.range.start; });
}

// A case named by how it looks (Lexicon::judgingStems): "When the weather is bad", "If conditions seem
// risky", "Ako je teren zahtjevan", "In urgent cases", "U hitnim slučajevima". The condition runs from
// its opening word to the word that judges, within a clause, with no number to say how much after it
// ("If the group is large (more than 10 people)", "Ako je narudžba veća od 50 komada").
void findVagueConditions(const Scan &scan, RuleFeatures &f)
{
    constexpr int kConditionWords = 4; // words from the opening word to the one that judges, at most
    // (… farther, a word that judges the noun after it: "If the child has a serious allergy", «Если ученик пропустил занятие
    // по уважительной причине»)
    constexpr int kAttributeWords = 6;
    constexpr int kMeasureAfter = 4; // … and words after it in which a number says how much
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const QStringView text = scan.text;
    const int n = scan.n;
    if (lex.judgingStems.isEmpty())
        return;
    // (… and a word of size or degree said of the case: "If the damage is minor", "Ako je posao opsežan",
    // "Ako je šteta manja")
    const auto judging = [&](int k) { return beginsWithAny(tokens.at(k).lower, lex.judgingStems); };
    const auto judged = [&](int k) {
        return judging(k) || lex.vagueQualifiers.matchAt(tokens, k).count == 1
            || lex.vagueComparatives.matchAt(tokens, k).count == 1 || lex.manyWords.contains(tokens.at(k).lower);
    };
    // (urgency judges a case in a condition too: "if their situation sounds urgent", "ako je hitno")
    const auto urgent = [&](int k) { return beginsWithAny(tokens.at(k).lower, lex.urgentStems); };
    // only spaces and quotes between tokens a < b: one clause
    const auto sameClause = [&](int a, int b) { return !marksBetween(text, tokens.at(a), tokens.at(b), u",;:.(\u2014"); };
    // a word that judges the noun after it, the noun the last of its clause or before a word of function (not "a severe
    // weather notice", "teško podnosi odvajanje", "dovoljno slobodnih mjesta"), the word no noun of the quality ("a sting
    // and difficulty breathing")
    const auto attribute = [&](int k) {
        const QString &w = tokens.at(k).lower;
        return judging(k) && !w.endsWith(QLatin1String("ty")) && !w.endsWith(QLatin1String("ness")) && k + 1 < n
            && sameClause(k, k + 1) && !lex.stopWords.contains(tokens.at(k + 1).lower) && !tokens.at(k + 1).number
            && (k + 2 >= n || !sameClause(k + 1, k + 2) || lex.stopWords.contains(tokens.at(k + 2).lower));
    };
    // urgency said of the case, not of what is asked for: "Ako je kupcu hitno", "if it is urgent", "ako mu hitno treba"
    // (not "Ako klijent traži hitnu popravku")
    const auto urgentCase = [&](int k) {
        if (!urgent(k))
            return false;
        // (what the case is about: "Ako se radi o hitnom kvaru")
        if (k >= 2 && lex.aboutWords.contains(tokens.at(k - 1).lower) && lex.aboutCaseWords.contains(tokens.at(k - 2).lower))
            return true;
        return lex.urgentAdverbs.contains(tokens.at(k).lower) || k + 1 >= n || !sameClause(k, k + 1)
            || lex.stopWords.contains(tokens.at(k + 1).lower);
    };
    // (in its own clause: not «Если подъезд сложный, … о доплате 2 500 ₽»)
    const auto measured = [&](int k) {
        for (int j = k + 1; j < n && j <= k + kMeasureAfter && sameClause(j - 1, j); ++j)
            if (tokens.at(j).number || lex.numberWords.contains(tokens.at(j).lower)
                || lex.comparisonWords.contains(tokens.at(j).lower))
                return true;
        return false;
    };
    const auto add = [&](int first, int last) {
        // (and a second judgement joined to it at the end of the clause: "If the dog sounds nervous or reactive")
        if (last + 2 < n && lex.questionJoins.contains(tokens.at(last + 1).lower) && sameClause(last, last + 2)
            && !tokens.at(last + 2).number && (last + 3 >= n || !sameClause(last + 2, last + 3)))
            last += 2;
        const TextRange range = rangeOf(tokens, first, last - first + 1);
        // (a vague phrase inside the condition is said with it: "if the crack looks too big", "ako ne zove prekasno"; not a
        // comparison with nothing, which says so: "Kod lošije vremenske prognoze")
        const auto inside = [&](const FoundPhrase &v) {
            return !v.comparative && v.range.start >= range.start && v.range.end() <= range.end();
        };
        if (std::any_of(f.vague.cbegin(), f.vague.cend(), [&](const FoundPhrase &v) {
                return v.range.start < range.end() && range.start < v.range.end() && !inside(v);
            }))
            return;
        f.vague.removeIf(inside);
        FoundPhrase p;
        p.range = range;
        p.phrase = text.mid(range.start, range.length).toString();
        f.vague.append(p);
    };
    for (int i = 0; i < n; ++i) {
        const QString &w = tokens.at(i).lower;
        if (lex.ifWords.contains(w)) {
            // (a number, in figures or words, measures what follows it: «когда набирается восемь и больше учеников»)
            // (a possessive and the noun after it are one: "If the dog's surgery was recent")
            int oneWithNext = 0; // words that are one with the word after them: they do not count to the reach
            for (int j = i + 1; j < n && j <= i + kAttributeWords + oneWithNext && sameClause(j - 1, j) && !tokens.at(j).number
                 && !lex.numberWords.contains(tokens.at(j).lower);
                 ++j) {
                const QString &word = tokens.at(j).lower;
                // (… and a word of degree is one with the word it grades: "If the weather is too bad to use the hut")
                if (word.endsWith(QLatin1String("'s")) || word.endsWith(QStringLiteral("\u2019s"))
                    || lex.intensifiers.matchAt(tokens, j).count == 1 || lex.excessWords.contains(word))
                    ++oneWithNext;
                if (lex.experiencerWords.contains(tokens.at(j).lower))
                    break;
                if (j > i + kConditionWords + oneWithNext && !attribute(j))
                    continue;
                // (any quality past a degree nobody gave is judged: "If the track is too wet")
                const bool excess = lex.excessWords.contains(tokens.at(j - 1).lower);
                if (!judged(j) && !urgentCase(j) && !excess)
                    continue;
                if (!measured(j))
                    add(i, j);
                break;
            }
        } else if (lex.circumstanceWords.contains(w)) {
            // «при неблагоприятной погоде», "pri lošem vremenu": any noun after the word that judges
            if (i + 2 < n && judging(i + 1) && sameClause(i, i + 2) && !tokens.at(i + 2).number
                && !lex.stopWords.contains(tokens.at(i + 2).lower) && !measured(i + 2))
                add(i, i + 2);
        } else if (lex.seemWords.contains(w) || lex.evidentWords.contains(w)) {
            // (an adverb of evidence only in a condition: "If the caller is clearly upset", not "speak clearly")
            const bool evident = !lex.seemWords.contains(w);
            // "a situacija se čini ozbiljnom": the clause from its start to the word that judges
            // (any impression in a condition or of whom a relative clause speaks: "clients who seem
            // uncomfortable", "if the caller sounds like a regular", «если клиент выглядит расстроенным»,
            // from the word that opens the condition, or the one a relative clause speaks of)
            int opens = -1;
            for (int k = i - 1; k >= 0 && i - k <= kConditionWords && sameClause(k, i) && opens < 0; --k) {
                if (lex.ifWords.contains(tokens.at(k).lower))
                    opens = k;
                else if ((lex.relativeWords.contains(tokens.at(k).lower)
                          || (k == i - 1 && tokens.at(k).lower == QLatin1String("that")))
                         && !evident) // ("Hats that look too fragile")
                    opens = k > 0 && sameClause(k - 1, k) ? k - 1 : k;
            }
            const bool impression = opens >= 0;
            if (evident && !impression)
                continue;
            for (int j = i + 1; j < n && j <= i + 3 && sameClause(j - 1, j) && !tokens.at(j).number; ++j) {
                const bool content = impression && !lex.stopWords.contains(tokens.at(j).lower)
                    && !lex.seemWords.contains(tokens.at(j).lower) && tokens.at(j).lower.size() > 2;
                if (!judging(j) && !urgent(j) && !content)
                    continue;
                // (a judging word: from the word that opens the condition, when there is one, "if their
                // problem sounds urgent"; an impression: from `opens`)
                int first = opens;
                if (judging(j) || urgent(j)) {
                    first = i;
                    while (first > 0 && sameClause(first - 1, first) && i - first < kConditionWords
                           && !lex.caseWords.contains(tokens.at(first).lower))
                        --first;
                }
                if (!measured(j))
                    add(first, j);
                break;
            }
        } else if (lex.inWords.contains(w)) {
            // "in urgent cases", "u hitnim slučajevima", «в сложных случаях»; times and weather judged, or crowded
            // ("In extreme weather", "at busy times", «В загруженные дни»)
            for (int j = i + 1; j + 1 < n && j <= i + 2; ++j) {
                const QString &noun = tokens.at(j + 1).lower;
                const bool crowd = beginsWithAny(tokens.at(j).lower, lex.crowdStems);
                const bool judges = judging(j) || urgent(j);
                if (((judges && lex.caseNouns.contains(noun)) || ((judging(j) || crowd) && lex.conditionNouns.contains(noun)))
                    && sameClause(i, j + 1)) {
                    add(i, j + 1);
                    break;
                }
            }
        }
    }
    std::sort(f.vague.begin(), f.vague.end(),
              [](const FoundPhrase &a, const FoundPhrase &b) { return a.range.start < b.range.start; });
}

// A vague finding covers the phrase it leaves open, so the highlight shows what to make precise
// (Lexicon::vagueAdverbs and below): the verb a vague "when" or "how" qualifies ("get back to them
// soon", "dostavljamo uskoro") and the event it is counted from ("ubrzo nakon vjenčanja"); what an
// attempt tries ("pokušajte naći"); a modal word before it ("može izaći u susret"); a preposition
// before it ("within a reasonable time"). Findings that then touch are one ("be flexible" + "where you
// can", "Fairly large" + "large orders").
void widenVague(const Scan &scan, RuleFeatures &f)
{
    constexpr int kJudgedWords = 10; // what a judgement takes in, at most
    constexpr int kConditionRest = 5; // what a vague condition takes in after its finding, at most
    if (f.vague.isEmpty())
        return;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const QStringView text = scan.text;
    const int n = scan.n;
    const auto marks = [&](const PhraseSet &set) {
        std::vector<bool> marked(std::size_t(n), false);
        for (const PhraseMatch &m : set.matchAll(tokens))
            for (int k = m.first; k < m.first + m.count; ++k)
                marked[std::size_t(k)] = true;
        return marked;
    };
    const std::vector<bool> adverb = marks(lex.vagueAdverbs);
    const std::vector<bool> attempt = marks(lex.vagueAttempts);
    const std::vector<bool> qualifier = marks(lex.vagueQualifiers);
    const std::vector<bool> judgement = marks(lex.vagueJudgements);
    const std::vector<bool> determiners = marks(lex.vagueDeterminers);
    const std::vector<bool> intensified = marks(lex.intensifiers);
    const std::vector<bool> degree = marks(lex.degreeWords);
    // an adjective and the noun after it in one case: the same last letter ("stare komade"), or the
    // endings of one case that differ (Lexicon::caseEndings: "vrijednih knjiga", «солидную сумму»)
    const auto agrees = [&](const QString &adjective, const QString &noun) {
        if (adjective.back() == noun.back())
            return true;
        return std::any_of(lex.caseEndings.cbegin(), lex.caseEndings.cend(), [&](const std::pair<QString, QStringList> &e) {
            return adjective.endsWith(e.first)
                && std::any_of(e.second.cbegin(), e.second.cend(), [&](const QString &x) { return noun.endsWith(x); });
        });
    };
    const auto anyMarked = [](const std::vector<bool> &marked, int first, int last) {
        return std::find(marked.cbegin() + first, marked.cbegin() + last + 1, true) != marked.cbegin() + last + 1;
    };
    // tokens `a` < `b` of one phrase: only spaces or a hyphen between them
    const auto joined = [&](int a, int b) {
        const QStringView gap = between(text, tokens.at(a), tokens.at(b));
        return std::all_of(gap.begin(), gap.end(), [](QChar c) { return c == QLatin1Char(' ') || c == QLatin1Char('-'); });
    };
    // a word that starts another clause ends the phrase
    const auto opensClause = [&](int k) {
        const QString &w = tokens.at(k).lower;
        return lex.subordinators.contains(w) || lex.relativeWords.contains(w) || lex.questionJoins.contains(w)
            || lex.conditions.matchAt(tokens, k).count > 0;
    };
    // (a verb's particle is part of it: "get back to them soon")
    const QStringList &particleWords = particles(lex.language);
    const auto content = [&](int k) {
        return !tokens.at(k).number && !lex.stopWords.contains(tokens.at(k).lower) && !particleWords.contains(tokens.at(k).lower);
    };
    // a word that goes on the phrase: a content word that opens no clause and is no directive
    const auto directive
        = [&](int k) { return lex.isImperative(tokens.at(k).lower) || lex.isPoliteImperative(tokens.at(k).lower); };
    const auto continues = [&](int k) { return content(k) && !opensClause(k) && !directive(k); };
    const auto hyphened = [&](int a, int b) { return between(text, tokens.at(a), tokens.at(b)) == QLatin1String("-"); };
    const auto quantity = [&](int k) { return beginsWithAny(tokens.at(k).lower, lex.quantityNouns); };
    const auto tokenAt = [&](qsizetype pos) { return tokenIndexAt(tokens, pos); };
    // from token `from` on (`step` 1) or back (`step` -1), the first content word of the phrase; -1 none
    const auto contentWord = [&](int from, int step) {
        for (int k = from, gaps = 0; k >= 0 && k < n && gaps < 4; k += step) {
            if (!joined(std::min(k, k - step), std::max(k, k - step)) || opensClause(k))
                return -1;
            if (content(k))
                return k;
            // a particle's verb may be a function word: "get back"; an object may stand between: "set it up"
            if (step < 0 && k > 0 && particleWords.contains(tokens.at(k).lower) && joined(k - 1, k))
                return k > 1 && !content(k - 1) && content(k - 2) && joined(k - 2, k - 1) ? k - 2 : k - 1;
            ++gaps;
        }
        return -1;
    };
    for (FoundPhrase &p : f.vague) {
        int first = tokenAt(p.range.start);
        int last = tokenAt(p.range.end() - 1);
        if (first >= n || last >= n || last < first)
            continue;
        const bool when = anyMarked(adverb, first, last);
        if (when && first > 0) {
            const int verb = contentWord(first - 1, -1);
            if (verb >= 0)
                first = verb;
        }
        // the event it is counted from: "soon after the sale" ("nešto prije polaska" ends with its word)
        const auto eventWord
            = [&](int k) { return lex.afterWords.contains(tokens.at(k).lower) || lex.beforeWords.contains(tokens.at(k).lower); };
        if (when || eventWord(last)) {
            int k = last;
            if (!eventWord(k) && k + 1 < n && joined(k, k + 1) && eventWord(k + 1))
                ++k;
            if (eventWord(k) && k + 1 < n) {
                const int event = contentWord(k + 1, 1);
                if (event >= 0)
                    last = event;
            }
        }
        // a count left open takes in what it counts: "kroz nekoliko dana", "several horses"
        if (determiners[std::size_t(last)] && last + 1 < n && joined(last, last + 1)
            && (continues(last + 1) || lex.durationUnits.contains(tokens.at(last + 1).lower)))
            ++last;
        // a vague length of time takes in the notice or the event it is counted to: "nekoliko tjedana
        // unaprijed", "a reasonable time before race day" (its noun, two words at most), "some days in advance"
        if (!when && (lex.durationUnits.contains(tokens.at(last).lower) || lex.periodNouns.contains(tokens.at(last).lower))
            && last + 1 < n && joined(last, last + 1)) {
            const int k = last + 1;
            const QString &w = tokens.at(k).lower;
            if (lex.noticeWords.contains(w)) {
                last = k;
            } else if (w == QLatin1String("in") && k + 1 < n && joined(k, k + 1)
                       && lex.noticeWords.contains(tokens.at(k + 1).lower)) {
                last = k + 1;
            } else if (lex.beforeWords.contains(w) || lex.afterWords.contains(w)) {
                int event = contentWord(k + 1, 1);
                if (event >= 0) {
                    if (event + 1 < n && joined(event, event + 1) && continues(event + 1))
                        ++event;
                    last = event;
                }
            }
        }
        // a vague size or a comparison covers the noun phrase it qualifies: in English the words after it
        // ("a small extra fee", two at most, not a verb's "-ing"); in ru/hr/bs a word in the same case
        // as the one before it, by its last letter ("Kod lošije vremenske prognoze", "Za veće duljine
        // ograde"; not "Velika dvorana radi")
        // (in English only after the size word alone: "Fairly large orders" already ends with its noun)
        const bool english = lex.language == QLatin1String("en");
        // (an intensifier's finding ends with the word it raises: "particularly complicated cases")
        // (in English when it ends with the intensifier's word: "Fairly large orders" already ends with its noun)
        // (not after "be": "are badly worn" says how the thing is, no noun follows)
        const bool raised = last > first && !intensified[std::size_t(last)]
            && (english ? intensified[std::size_t(last - 1)] && (last < 2 || !lex.copulas.contains(tokens.at(last - 2).lower))
                        : anyMarked(intensified, first, last - 1));
        if (english ? (first == last && qualifier[std::size_t(last)]) || raised
                    : (anyMarked(qualifier, first, last) || p.comparative || raised)) {
            for (int k = last + 1, taken = 0; k < n && taken < (raised ? 1 : 2) && joined(k - 1, k) && continues(k);
                 ++k, ++taken) {
                const QString &w = tokens.at(k).lower;
                const QString &before = tokens.at(k - 1).lower;
                if (english ? w.endsWith(QLatin1String("ing")) : (!agrees(before, w) || !content(k - 1)))
                    break;
                last = k;
            }
            // … with its article: "a small extra fee"
            static const QSet<QString> articles {QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the")};
            if (english && first > 0 && joined(first - 1, first) && articles.contains(tokens.at(first - 1).lower))
                --first;
        }
        // a condition left to judgement takes in what is judged, to the end of its clause ("kad procijenite da
        // je ozbiljno"; «если вам кажется, что клиент …» goes on past the comma before what is said)
        if (anyMarked(judgement, first, last)) {
            for (int k = last + 1, taken = 0; k < n && taken < kJudgedWords; ++k, ++taken) {
                const QStringView gap = between(text, tokens.at(k - 1), tokens.at(k));
                const bool said
                    = gap.trimmed() == QLatin1String(",") && k == last + 1 && lex.saidWords.contains(tokens.at(k).lower);
                if (!joined(k - 1, k) && !said)
                    break;
                last = k;
            }
        }
        if (anyMarked(attempt, first, last) && last + 1 < n) {
            const int tried = contentWord(last + 1, 1);
            if (tried >= 0)
                last = tried;
        }
        // a word of degree at its end takes in what it grades: "ako malo zakasni", "is a bit late" (not the last word of a
        // phrase of other words: "koji žive daleko organizujemo" grades nothing)
        const int phraseFirst = tokenAt(p.range.start);
        if (degree[std::size_t(last)] && last + 1 < n && joined(last, last + 1) && continues(last + 1)
            && (phraseFirst != first || lex.degreeWords.matchAt(tokens, phraseFirst).count > 0
                || last != tokenAt(p.range.end() - 1)))
            ++last;
        // a modal word just before it: "može izaći u susret", "can be flexible"
        for (int k = std::max(0, first - 3); k < first && !lex.phrasePrepositions.contains(tokens.at(first).lower); ++k) {
            const PhraseMatch m = lex.permitted.matchAt(tokens, k);
            if (m.count > 0 && m.first + m.count == first && joined(first - 1, first)) {
                first = k;
                break;
            }
        }
        // a vague state in a short condition is the condition: «Если группа почти заполнена», "Ako je
        // teren zahtjevan" (the opening word at most three words before, in one clause)
        for (int k = first - 1; k >= std::max(0, first - 3) && joined(k, k + 1); --k) {
            if (lex.ifWords.contains(tokens.at(k).lower)) {
                first = k;
                break;
            }
        }
        // a noun of quantity takes in what it counts: "of paint", «огнетушителей»
        if (quantity(last) && last + 1 < n && joined(last, last + 1)) {
            const int what = english && tokens.at(last + 1).lower == QLatin1String("of") ? last + 2 : last + 1;
            if (what < n && joined(what - 1, what) && continues(what))
                last = what;
        }
        // a vague condition takes in its clause, to the next punctuation ("Kad je gužva u mlinu")
        if (lex.ifWords.contains(tokens.at(first).lower)) {
            for (int k = last + 1, taken = 0;
                 k < n && taken < kConditionRest && joined(k - 1, k) && !opensClause(k) && !directive(k); ++k, ++taken)
                last = k;
        }
        // a word joined by a hyphen is one word ("pricey pre-orders", "some long-standing customers"): the
        // whole of it, and in a noun phrase the noun after it
        bool compound = false;
        while (last + 1 < n && hyphened(last, last + 1)) {
            ++last;
            compound = true;
        }
        while (first > 0 && hyphened(first - 1, first))
            --first;
        if (compound && (anyMarked(qualifier, first, last) || p.comparative || anyMarked(determiners, first, last))
            && last + 1 < n && joined(last, last + 1) && continues(last + 1)
            && !(english && tokens.at(last + 1).lower.endsWith(QLatin1String("ing"))))
            ++last;
        // a word of degree before it: "nešto povoljniju cijenu", "slightly larger orders"
        for (const PhraseSet *degree : {&lex.degreeWords, &lex.intensifiers}) {
            for (int k = std::max(0, first - 2); k < first; ++k) {
                const PhraseMatch m = degree->matchAt(tokens, k);
                if (m.count > 0 && m.first + m.count == first && joined(first - 1, first)) {
                    first = k;
                    break;
                }
            }
        }
        // in ru/hr/bs a size of an amount in the genitive takes in the noun it measures: «при заказе солидного
        // объёма», "za narudžbe većeg obima" (not «Сроки объёмных заказов»)
        if (first > 0 && joined(first - 1, first) && anyMarked(qualifier, first, last) && continues(first - 1)
            && (quantity(last) || beginsWithAny(tokens.at(last).lower, lex.amountStems))
            && endsWithAny(tokens.at(first).lower, lex.genitiveEndings))
            --first;
        if (first > 0 && joined(first - 1, first) && lex.phrasePrepositions.contains(tokens.at(first - 1).lower))
            --first;
        // "items of significant value": the noun it says something of
        if (english && first > 0 && tokens.at(first).lower == QLatin1String("of") && joined(first - 1, first)
            && content(first - 1))
            --first;
        // a size judged enough takes in the purpose it is enough for, to the end of its clause: "dovoljno velika da mirno
        // sjede dva sata"
        if (last + 1 < n && joined(last, last + 1) && lex.purposeWords.contains(tokens.at(last + 1).lower)
            && std::any_of(tokens.cbegin() + first, tokens.cbegin() + last + 1,
                           [&](const Token &t) { return lex.enoughWords.contains(t.lower); })) {
            for (int k = last + 1, taken = 0; k < n && taken <= kConditionRest && joined(k - 1, k); ++k, ++taken)
                last = k;
        }
        p.range = rangeOf(tokens, first, last - first + 1);
    }
    std::sort(f.vague.begin(), f.vague.end(),
              [](const FoundPhrase &a, const FoundPhrase &b) { return a.range.start < b.range.start; });
    QList<FoundPhrase> merged;
    for (const FoundPhrase &p : std::as_const(f.vague)) {
        if (!merged.isEmpty()) {
            FoundPhrase &q = merged.last();
            const int qLast = tokenAt(q.range.end() - 1);
            const int pFirst = tokenAt(p.range.start);
            if (p.range.start < q.range.end() || (qLast + 1 == pFirst && pFirst < n && joined(qLast, pFirst))) {
                const qsizetype end = std::max(q.range.end(), p.range.end());
                q.range.length = end - q.range.start;
                q.comparative = q.comparative && p.comparative;
                continue;
            }
        }
        merged.append(p);
    }
    f.vague = merged;
}

// Definitions: "Cancellation policy: …", "The policy is …".
void findDefinitions(const Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    const QList<QString> &stemTexts = scan.stemTexts;
    for (int i = 0; i < n; ++i) {
        const Token &t = tokens.at(i);
        const bool definedHere = t.colonAfter || (i + 1 < n && lex.copulas.contains(tokens.at(i + 1).lower));
        if (!definedHere)
            continue;
        for (int k = i; k >= 0 && k > i - 3; --k)
            if (!stemTexts.at(k).isEmpty())
                f.defines.append(stemKey(stemTexts.at(k)));
    }
}

// What is no instruction left open (after widenVague):
// - a word of frequency alone in a description ("Made-to-measure blinds are normally fitted within 14
//   days"), in a reason ("jer iza nje obično dolazi druga ekipa", "because callers are often on the
//   move") or in a clause about the callers, or one that says what something is, with no directive
//   ("Callers are usually homeowners …", "ljudi nas često zovu uznemireni", "Pacijenti su često
//   zabrinuti"); "Usually offer a discount" stays vague;
// - the word of shortness of a rule that asks for short replies ("Govorite kratko i jasno", «Отвечайте
//   кратко»), as "Be brief" is.
void dropDescriptions(const Scan &scan, RuleFeatures &f)
{
    if (f.vague.isEmpty())
        return;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const QStringView text = scan.text;
    const int n = scan.n;
    const auto tokenAt = [&](qsizetype pos) { return tokenIndexAt(tokens, pos); };
    const auto clauseBreak = [&](int a, int b) { return marksBetween(text, tokens.at(a), tokens.at(b), u",;:.()\u2014\u2013"); };
    const Semantics &semantics = Semantics::forLanguage(lex.language);
    f.vague.removeIf([&](const FoundPhrase &p) {
        const int first = tokenAt(p.range.start);
        const int last = tokenAt(p.range.end() - 1);
        if (first >= n || last >= n)
            return false;
        if (f.brevity > 0 && p.range.start == f.brevityRange.start && p.range.length == f.brevityRange.length)
            return true;
        // a size given its measure in brackets right after it is defined: "small (5×5 ft) at $59 a month", "large (7–9
        // kg, feeds 10–14)"
        qsizetype after = p.range.end();
        while (after < text.size() && text.at(after) == QLatin1Char(' '))
            ++after;
        if (after < text.size() && text.at(after) == QLatin1Char('(')) {
            const qsizetype close = text.indexOf(QLatin1Char(')'), after);
            const QStringView inside = text.mid(after, (close < 0 ? text.size() : close) - after);
            if (std::any_of(inside.begin(), inside.end(), [](QChar c) { return c.isDigit(); }))
                return true;
        }
        if (first != last || !lex.frequencyWords.contains(tokens.at(first).lower))
            return false;
        // (not a verb after "to", which is none: "Callers usually want to book a collection")
        const auto directive = [&](int k) {
            return (lex.isImperative(tokens.at(k).lower) || lex.isPoliteImperative(tokens.at(k).lower))
                && !(k > 0 && tokens.at(k - 1).lower == QLatin1String("to"));
        };
        int from = first;
        while (from > 0 && !clauseBreak(from - 1, from))
            --from;
        int to = first;
        while (to + 1 < n && !clauseBreak(to, to + 1))
            ++to;
        // (… or one that says what something is: "Pacijenti su često zabrinuti", the verb before it)
        for (int k = from; k < first; ++k)
            if (lex.copulas.contains(tokens.at(k).lower))
                return true;
        // (… or a number after it in its clause says how much it usually is: "Replacement glass usually arrives within
        // 1–2 working days", "a one-bedroom flat usually takes a crew of two about four hours")
        // (up to a directive: "Oglašivačima koji se često oglašavaju odobrite popust od 15 %" stays vague)
        for (int k = first + 1; k <= to && !directive(k); ++k)
            if (tokens.at(k).number || lex.numberWords.contains(tokens.at(k).lower))
                return true;
        bool people = false;
        for (int k = from; k <= to; ++k) {
            if (k < first && lex.reasonWords.matchAt(tokens, k).count > 0)
                return true;
            if (directive(k))
                return false;
            people = people || lex.personWords.contains(tokens.at(k).lower) || semantics.background(tokens.at(k).lower);
        }
        // (a description asks nothing: no modality and no directive anywhere; "Usually offer …" has one)
        if (people || f.modality != Modality::None)
            return people;
        for (int k = 0; k < n; ++k)
            if (directive(k))
                return false;
        return true;
    });
}

// What a vague finding underlines (FoundPhrase::shown): the phrase and the words it qualifies or that
// govern it in its clause, up to three before it and three after ("keep their plot reasonably tidy",
// "popust od nekoliko maraka"), not past a mark of punctuation or a word that joins another clause
// or item ("and", «или», "ali"). Its message quotes the vague words themselves.
void showVague(const Scan &scan, RuleFeatures &f)
{
    constexpr int kBefore = 3;
    constexpr int kAfter = 3;
    constexpr int kCondition = 8;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    const auto stops
        = [&](int k) { return lex.questionJoins.contains(tokens.at(k).lower) || lex.contrastJoins.contains(tokens.at(k).lower); };
    const auto broken = [&](int a, int b) {
        return marksBetween(scan.text, tokens.at(a), tokens.at(b), u",;:.!?()\u2014\u2013\"\u00ab\u00bb\u201c\u201d\u201e\n");
    };
    for (FoundPhrase &p : f.vague) {
        p.shown = p.range;
        const int first = tokenIndexAt(tokens, p.range.start);
        const int last = tokenIndexAt(tokens, p.range.end() - 1);
        if (first >= n || last >= n)
            continue;
        int from = first;
        while (from > 0 && first - from < kBefore && !stops(from - 1) && !broken(from - 1, from))
            --from;
        int to = last;
        while (to + 1 < n && to - last < kAfter && !stops(to + 1) && !broken(to, to + 1))
            ++to;
        // (a phrase in a condition shows the whole condition, up to kCondition words more: "If a caller sounds unsure
        // which session suits them", «Если товара на складе осталось мало»)
        int opens = from;
        while (opens > 0 && first - opens < kCondition && !broken(opens - 1, opens)
               && lex.conditions.matchAt(tokens, opens).count == 0)
            --opens;
        if (lex.conditions.matchAt(tokens, opens).count > 0) {
            from = std::min(from, opens);
            while (to + 1 < n && to - last < kCondition && !broken(to, to + 1))
                ++to;
        }
        const qsizetype start = std::min(p.range.start, tokens.at(from).start);
        qsizetype end = std::max(p.range.end(), tokens.at(to).start + tokens.at(to).length);
        // (a phrase shown to the rule's last word shows the whole sentence, its full stop too: "Encrypted drives cost a
        // bit more.")
        if (to == n - 1)
            while (end < scan.text.size() && QStringView(u".!?\u2026").contains(scan.text.at(end)))
                ++end;
        p.shown = {start, end - start};
    }
}

} // namespace Polygon::Lint::Features
