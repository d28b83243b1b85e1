// Tier 1, conflict: the same statement with different numbers ("a deposit of
// 20 euros" / "of 30 euros", "free" / "a 2% fee").

#include "lintchecks_p.h"
#include "prefixindex.h"

#include "core/util/messages.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace Polygon::Lint::Checks {

namespace {

// Whether a word of the rule is in the word group `group` ("deposit", "cancel").
bool namesGroup(const RuleFeatures &f, const Semantics &semantics, const char *group)
{
    return std::any_of(f.meanings.cbegin(), f.meanings.cend(), [&](const Meaning &m) { return semantics.inGroup(m, group); });
}

// A word in any of its forms: its Snowball stem, or its own stem without libstemmer.
quint64 wordKey(const Meaning &m)
{
    return m.snowball != 0 ? m.snowball : m.key;
}

// In how many rules of the prompt each word stands, in any of its forms (wordKey); of the rules `counted` takes, when
// given.
QHash<quint64, int> rulesPerWord(const LintDocument &doc, const std::function<bool(const RuleFeatures &)> &counted = {})
{
    QHash<quint64, int> count;
    QSet<quint64> seen;
    for (const auto &f : doc.features) {
        if (counted && !counted(*f))
            continue;
        seen.clear();
        for (const Meaning &m : f->meanings)
            seen.insert(wordKey(m));
        for (const quint64 k : std::as_const(seen))
            ++count[k];
    }
    return count;
}

// The clause of a text around [from, to): from the punctuation mark before it to the one after it.
TextRange clauseAround(const QString &text, qsizetype from, qsizetype to)
{
    const auto mark = [&](qsizetype i) { return QStringView(u",;.:\u2014").contains(text.at(i)); };
    while (from > 0 && !mark(from - 1))
        --from;
    while (to < text.size() && !mark(to))
        ++to;
    return {from, to - from};
}

// "Free", "бесплатно", "besplatno": a price of nothing.
bool isFree(const NumberFact &f)
{
    return f.kind == NumberFact::Kind::Money && f.value == 0;
}

// Whether a rule states a price that is not nothing ("£45", «500 рублей»).
bool statesPrice(const RuleFeatures &f)
{
    return std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                       [](const NumberFact &x) { return x.kind == NumberFact::Kind::Money && !isFree(x); });
}

// The first number of a kind a rule states, and how many of that kind it states (`count`).
const NumberFact *firstOfKind(const RuleFeatures &f, NumberFact::Kind kind, int *count)
{
    const NumberFact *first = nullptr;
    *count = 0;
    for (const NumberFact &x : f.numbers)
        if (x.kind == kind && (*count)++ == 0)
            first = &x;
    return first;
}

QString numberText(const NumberFact &f)
{
    if (f.kind == NumberFact::Kind::Time)
        return clock(f.value);
    if (f.kind == NumberFact::Kind::Date) // (of month 0: a day of every month, "the 5th of the month")
        return f.value < 32 ? QString::number(int(f.value))
                            : QStringLiteral("%1.%2.").arg(int(f.value) % 32).arg(int(f.value) / 32);
    if (f.kind == NumberFact::Kind::Percent) // (a third to a tenth of a per cent: "33.3%")
        return QString::number(std::round(f.value * 10) / 10) + QLatin1Char('%');
    if (f.kind == NumberFact::Kind::Distance && f.measure == QLatin1String("mi"))
        return WorkspaceMessages::tr("%1 mi").arg(QString::number(std::round(f.value / 1.609344 * 10) / 10));
    if (f.kind == NumberFact::Kind::Distance)
        return WorkspaceMessages::tr("%1 km").arg(QString::number(std::round(f.value * 10) / 10));
    if (isFree(f))
        return WorkspaceMessages::tr("free of charge");
    if (f.kind == NumberFact::Kind::Duration) { // kept in minutes: said in the largest whole unit
        const qint64 minutes = qRound64(f.value);
        constexpr qint64 day = 1440; // (weeks and months, read as 7 and 30 days, stay in days: exact)
        constexpr qint64 year = 360 * day; // (a year is twelve months of 30 days)
        if (minutes > 0 && minutes % year == 0)
            return WorkspaceMessages::tr("%n year(s)", nullptr, int(minutes / year));
        if (minutes > 0 && minutes % day == 0)
            return WorkspaceMessages::tr("%n day(s)", nullptr, int(minutes / day));
        if (minutes > 0 && minutes % 60 == 0)
            return WorkspaceMessages::tr("%n hour(s)", nullptr, int(minutes / 60));
        if (double(minutes) == f.value)
            return WorkspaceMessages::tr("%n minute(s)", nullptr, int(minutes));
    }
    return QString::number(f.value);
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

// A value both state as opposite bounds splits cases around it
// ("free from 1500", "200 below 1500"): no conflict.
bool splitCases(const RuleFeatures &a, const RuleFeatures &b)
{
    return std::any_of(b.numbers.cbegin(), b.numbers.cend(), [&](const NumberFact &x) {
        return std::any_of(a.numbers.cbegin(), a.numbers.cend(), [&](const NumberFact &y) {
            return numberClass(x) == numberClass(y) && x.value == y.value && x.direction != y.direction;
        });
    });
}

// Per kind of number both state: nothing in common and two that contradict is a
// conflict. The first such pair (x from the earlier rule `b`, y from the later
// `a`), kinds in numberClass order; none when they do not conflict.
// What a rule allows of a bound it states: forbidding what lies beyond it allows the other side
// ("Nemojte prodavati više od četiri ulaznice" allows at most four).
// (`modality`, `negated`: the rule's, or those of the number's own clause)
NumberFact allowedAsSaid(const NumberFact &f, Modality modality, bool negated)
{
    constexpr double infinityValue = std::numeric_limits<double>::infinity();
    // a count a rule permits is the most it allows: "Svaki putnik može ponijeti jedan veliki kofer"
    // against "do dva velika kofera"
    if (modality == Modality::Permitted && f.kind == NumberFact::Kind::Count && f.direction == 0) {
        NumberFact g = f;
        g.direction = -1;
        g.low = -infinityValue;
        g.high = f.value;
        return g;
    }
    // an age a rule requires is the least it allows: "Polaznik mora imati navršenih 16 godina" against "samo punoljetne
    // osobe"
    if (modality == Modality::Required && !negated && f.kind == NumberFact::Kind::Age && f.direction == 0) {
        NumberFact g = f;
        g.direction = 1;
        g.low = f.value;
        g.high = infinityValue;
        return g;
    }
    // a value, or a range with both ends ("1 to 8"), is no bound to turn round; a negated statement forbids
    // as a prohibition does ("Children under 10 are not accepted" allows 10 and over)
    const bool forbids = modality == Modality::Forbidden || (modality == Modality::None && negated);
    if (!forbids || f.direction == 0 || (f.low != -infinityValue && f.high != infinityValue))
        return f;
    NumberFact g = f;
    g.direction = -f.direction;
    g.strict = !f.strict; // (forbidding "12 and over" allows under 12; forbidding "under 10" allows 10 and over)
    g.low = g.direction > 0 ? f.value : -infinityValue;
    g.high = g.direction < 0 ? f.value : infinityValue;
    return g;
}

// … in whole years for an age a rule forbids beyond: forbidding 12 and over allows 11 and under ("Children aged 12
// and over may not use the play frame" / "The play frame is only for children aged 11 and under")
NumberFact allowed(const NumberFact &f, Modality modality, bool negated)
{
    NumberFact g = allowedAsSaid(f, modality, negated);
    if (g.kind == NumberFact::Kind::Age && g.direction == -f.direction && g.strict && g.value == std::floor(g.value)) {
        g.value += g.direction;
        (g.direction > 0 ? g.low : g.high) = g.value;
        g.strict = false;
    }
    return g;
}

NumberFact allowed(const NumberFact &f, const RuleFeatures &rule)
{
    return allowed(f, rule.modality, rule.negated);
}

// A comparison of a measure names a case ("Za najam dulji od osam tjedana odobrite popust", "Собаки крупнее 20 кг едут в
// наморднике"), in a relative clause however negated, unless the rule forbids what lies beyond it ("Pakete teže od 15
// kilograma ne primamo"): `allowedOf` is what the rule allows of it (allowed).
bool namesCase(const NumberFact &f, const NumberFact &allowedOf)
{
    return f.comparison && (f.describes || allowedOf.direction == f.direction);
}

// (`boundaries`: opening and closing times too, which timeConflicts compares by the words before
// them; rules whose subjects are one by meaning compare them here: "Vez se mora osloboditi do 12
// sati" / "Gosti mogu ostati na vezu do 14:00")
std::optional<std::pair<const NumberFact *, const NumberFact *>> contradiction(const RuleFeatures &a, const RuleFeatures &b,
                                                                               bool boundaries)
{
    std::optional<std::pair<const NumberFact *, const NumberFact *>> first;
    int kinds = 0; // kinds of number both rules state
    int differing = 0; // … of which they state nothing in common and something that contradicts
    bool ages = false; // … ages among them
    for (int kind = 0; kind < kNumberClasses; ++kind) {
        // of this kind (opening and closing times are compared by timeConflicts);
        // none in common, then the first pair that contradicts
        const auto ofKind
            = [kind, boundaries](const NumberFact &f) { return numberClass(f) == kind && (f.boundary == 0 || boundaries); };
        bool shared = false;
        bool both = false;
        const NumberFact *cx = nullptr;
        const NumberFact *cy = nullptr;
        bool alike = false; // cx and cy are bounds the same way
        // "free" in both with a threshold in both ("free from 5000 rubles" / "free over 7000"): the
        // thresholds are what is compared
        const auto threshold = [&](const RuleFeatures &f) {
            return std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                               [&](const NumberFact &n) { return ofKind(n) && n.direction != 0 && n.value != 0; });
        };
        const bool thresholds = threshold(a) && threshold(b);
        const auto freeOfCharge = [](const NumberFact &n) { return isFree(n) && n.direction == 0; };
        for (const NumberFact &x : b.numbers) {
            if (!ofKind(x))
                continue;
            for (const NumberFact &y : a.numbers) {
                if (!ofKind(y) || (thresholds && freeOfCharge(x) && freeOfCharge(y)))
                    continue;
                // (counts of two measures are of two things, "20 kg" / "2 m"; one measure is compared in one unit,
                // "0,5 t" / "500 kg")
                if (!x.measure.isEmpty() && !y.measure.isEmpty() && x.measure != y.measure)
                    continue;
                both = true;
                NumberFact ax = allowed(x, b);
                NumberFact ay = allowed(y, a);
                if (!x.measure.isEmpty() && !y.measure.isEmpty() && x.scale != y.scale)
                    for (auto [fact, scale] : {std::pair(&ax, x.scale), std::pair(&ay, y.scale)})
                        for (double *v : {&fact->value, &fact->low, &fact->high})
                            *v = std::round(*v * scale * 1e6) / 1e6; // (250 cm is 2,5 m, not 2,5000000000000004)
                if (namesCase(x, ax) || namesCase(y, ay))
                    continue;
                shared = shared || agree(ax, ay);
                // (a bound against a bound before a value against a bound: "from 3000" / "over 2500",
                // not "250" / "over 2500", when a rule states both)
                const bool bounds = ax.direction != 0 && ax.direction == ay.direction;
                if (contradict(ax, ay) && (!cx || (!alike && bounds))) {
                    cx = &x;
                    cy = &y;
                    alike = bounds;
                }
            }
        }
        if (!both)
            continue;
        ++kinds;
        if (shared || !cx)
            continue;
        ++differing;
        ages = ages || cx->kind == NumberFact::Kind::Age;
        if (!first)
            first = std::pair(cx, cy);
    }
    // every kind of number differs ("75 minutes, 75 euros" / "50 minutes, 55 euros"): two items of a
    // list, not one statement twice
    // … unless one of them is free of charge: free against a price is the conflict itself
    // … and when ages differ too, free is the price of an age band ("Children under 12 pay half price" /
    // "Children under 5 travel free")
    const auto free = [](const RuleFeatures &f) { return std::any_of(f.numbers.cbegin(), f.numbers.cend(), isFree); };
    if (kinds >= 2 && differing == kinds && ((!free(a) && !free(b)) || ages))
        return std::nullopt;
    return first;
}

constexpr qsizetype kMaxFactWords = 5;

// The events a rule's times are counted back from: the words right after "before", «до», "prije"
// ("najkasnije 30 minuta prije polaska": «polaska»).
// (`from`: and those it is counted from, the words after "after" or "from", «после», "nakon", "od dana")
QList<const Meaning *> eventsOf(const Rule &rule, const RuleFeatures &f, const Lexicon &lex, bool from)
{
    QList<const Meaning *> out;
    const QString &text = rule.text;
    const auto starts = [&](const QString &word) {
        return lex.afterWords.contains(word) || word == QLatin1String("from") || word == QLatin1String("od")
            || word == QStringLiteral("с") || word == QStringLiteral("от");
    };
    for (const Meaning &m : f.meanings) {
        const auto [word, at] = wordBefore(text, m.range.start);
        if (lex.beforeWords.contains(word)
            || (from && (starts(word) || (lex.durationUnits.contains(word) && starts(wordBefore(text, at).first)))))
            out.append(&m);
    }
    return out;
}

// Where the verb of asking stands in a rule that opens with a condition that the caller asks ("If a caller asks
// about …", «Если клиент спрашивает о стоимости …», "Ako gost pita …"): a few words after the opening word; -1
// when the rule opens otherwise.
qsizetype askedAt(const QString &text, const Lexicon &lex, const Semantics &semantics)
{
    constexpr int kAskReach = 3; // words from the one that opens the condition to the verb of asking, at most
    qsizetype i = 0;
    const qsizetype first = nextWord(text, i);
    if (!lex.ifWords.contains(text.mid(first, i - first).toCaseFolded()))
        return -1;
    for (int k = 0; k < kAskReach && i < text.size(); ++k) {
        const qsizetype from = nextWord(text, i);
        if (semantics.inGroup(semantics.word(text.mid(from, i - from).toCaseFolded()), "ask"))
            return from;
    }
    return -1;
}

// What a rule with numbers is about, by meaning: its units without the words of the value
// ("costs", "free", "euros"): "Dostava je besplatna" is about «dostava», and so is "Za dostavu
// naplaćujemo 2 eura".
QList<const Meaning *> subjectOf(const Rule &rule, const RuleFeatures &f, const Semantics &semantics, const Lexicon &lex)
{
    // a long rule says what its number is about in the number's own clause: "Первое пробное занятие
    // бесплатное, на нём инструктор оценивает навыки …" is about the trial lesson; what stands in
    // brackets explains ("Osnovni servis (podešavanje kočnica, podmazivanje lanca) košta 40 KM")
    const QString &text = rule.text;
    std::vector<bool> bracketed(std::size_t(text.size()), false);
    int depth = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('('))
            ++depth;
        bracketed[std::size_t(i)] = depth > 0;
        if (text.at(i) == QLatin1Char(')') && depth > 0)
            --depth;
    }
    const auto isBreak = [&](qsizetype i) {
        return (text.at(i) == QLatin1Char(',') || text.at(i) == QLatin1Char(';')) && !bracketed[std::size_t(i)];
    };
    // … and ends before a second verb joined by "and" after it: "Polog … iznosi 150 KM i vraća se pri preuzimanju",
    // «Предоплата … составляет 5 000 ₽ и списывается по ссылке», "The deposit is £50 and is paid back
    // on return" (tokens read only when a word of "and" stands in the rule)
    const bool joined = std::any_of(lex.andWords.cbegin(), lex.andWords.cend(), [&](const QString &w) {
        return text.contains(QLatin1Char(' ') + w + QLatin1Char(' '), Qt::CaseInsensitive);
    });
    const QList<Token> tokens = joined ? tokenize(text) : QList<Token>();
    const auto secondVerb = [&](int k) {
        if (k + 1 >= tokens.size() || !lex.andWords.contains(tokens.at(k).lower))
            return false;
        const QString &next = tokens.at(k + 1).lower;
        return lex.verbAfterAnd.contains(next) || (next.size() > 4 && endsWithAny(next, lex.verbEndingsAfterAnd))
            || (k + 2 < tokens.size() && lex.verbParticlesAfterAnd.contains(tokens.at(k + 2).lower));
    };
    QList<TextRange> clauses;
    bool trimmed = false; // a clause ends at a second verb
    for (const NumberFact &n : f.numbers) {
        qsizetype start = n.range.start;
        while (start > 0 && !isBreak(start - 1))
            --start;
        qsizetype end = n.range.start + n.range.length;
        while (end < text.size() && !isBreak(end))
            ++end;
        for (int k = 0; k < tokens.size(); ++k)
            if (tokens.at(k).start >= n.range.start + n.range.length && tokens.at(k).start < end && secondVerb(k)) {
                end = tokens.at(k).start;
                trimmed = true;
                break;
            }
        clauses.append({start, end - start});
    }
    qsizetype firstBreak = 0;
    while (firstBreak < text.size() && !isBreak(firstBreak))
        ++firstBreak;
    const bool split = !clauses.isEmpty() && (firstBreak < text.size() || trimmed);
    const auto inClause
        = [](const Meaning &m, const TextRange &c) { return m.range.start >= c.start && m.range.start < c.start + c.length; };
    // the event a time is counted back from is no subject ("do 24 sata prije časa", "before the visit")
    const QList<const Meaning *> events = eventsOf(rule, f, lex, false);
    const auto afterBefore = [&](const Meaning &m) { return events.contains(&m); };
    // the word right after a number in digits is its unit ("90 кг", "100 килограммов", "20 guests";
    // not after "free delivery" or "jedna noć")
    const auto unitOfNumber = [&](const Meaning &m) {
        return std::any_of(f.numbers.cbegin(), f.numbers.cend(), [&](const NumberFact &x) {
            if (x.range.start >= text.size() || !text.at(x.range.start).isDigit())
                return false;
            const qsizetype end = x.range.start + x.range.length;
            if (end > m.range.start)
                return false;
            for (qsizetype k = end; k < m.range.start; ++k)
                if (!text.at(k).isSpace())
                    return false;
            return true;
        });
    };
    // a verb of saying followed by what is said, or by a word pointing at it: "recite da", "tell
    // customers to", «скажите, что», «скажи об этом пассажиру»
    const auto saysThat = [&](const Meaning &m) {
        qsizetype i = m.range.start + m.range.length;
        for (int words = 0; words < 3 && i < text.size(); ++words) {
            while (i < text.size() && !text.at(i).isLetter())
                ++i;
            const qsizetype from = i;
            while (i < text.size() && text.at(i).isLetter())
                ++i;
            const QString word = text.mid(from, i - from).toCaseFolded();
            if (lex.saidWords.contains(word))
                return true;
            if (lex.relativeWords.contains(word))
                return false;
        }
        return false;
    };
    // … or by the value itself: «называйте 2 000 ₽», "quote £95"
    const auto saysValue = [&](const Meaning &m) {
        const qsizetype end = m.range.start + m.range.length;
        return std::any_of(f.numbers.cbegin(), f.numbers.cend(), [&](const NumberFact &x) {
            if (x.range.start < end)
                return false;
            for (qsizetype k = end; k < x.range.start; ++k)
                if (!text.at(k).isSpace())
                    return false;
            return true;
        });
    };
    const qsizetype asked = askedAt(text, lex, semantics);
    // where to look: the numbers' clauses; then the first clause, which names the topic ("Za osnovno
    // održavanje, dakle …, naplaćujemo 55 KM"); then the whole rule
    const auto wanted = [&](const Meaning &m, int pass) {
        if ((m.range.start < text.size() && bracketed[std::size_t(m.range.start)]) || afterBefore(m) || unitOfNumber(m))
            return false;
        if (pass == 0)
            return std::any_of(clauses.cbegin(), clauses.cend(), [&](const TextRange &c) { return inClause(m, c); });
        if (pass == 1)
            return m.range.start < firstBreak;
        return true;
    };
    // the words of age are the unit of an age ("mlađe od 17 godina", "children under 12")
    const bool age = f.states(NumberFact::Kind::Age);
    QList<const Meaning *> out;
    for (int pass = split ? 0 : 2; pass < 3 && out.isEmpty(); ++pass) {
        for (const Meaning &m : f.meanings) {
            if (!wanted(m, pass))
                continue;
            if (semantics.inGroup(m, "price") || semantics.inGroup(m, "free") || semantics.inGroup(m, "payment"))
                continue;
            // … nor the verb that has the agent say it ("recite da … iznosi 5 KM", "tell customers to
            // expect …"; not "Tell callers who cancel later …", whose callers are a case of their own)
            const QString word = rule.text.mid(m.range.start, m.range.length).toCaseFolded();
            // … nor one of knowing ("Remember that the premium is 22%")
            if ((semantics.inGroup(m, "tell") || lex.mindWords.contains(word)) && (saysThat(m) || saysValue(m)))
                continue;
            // … nor the caller's asking that opens a condition ("Если клиент спрашивает о стоимости …")
            if (m.range.start == asked)
                continue;
            // the units of the value: "euros", "a day" («300 рублей в сутки»)
            if (lex.currencyWords.contains(word) || lex.durationUnits.contains(word) || lex.yearUnits.contains(word)
                || lex.personWords.contains(word) || (age && beginsWithAny(word, lex.ageUnitStems))
                || lex.boundWords.contains(word) || lex.valueWords.contains(word))
                continue;
            // … and its bound ("Minimum order: 20 guests")
            if (std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                            [&](const NumberFact &x) { return x.boundWordAt == m.range.start; }))
                continue;
            // a word said twice ("Wasp nest removal: £65 per nest") is one word of the subject
            if (std::any_of(out.cbegin(), out.cend(), [&](const Meaning *x) { return x->meets(m); }))
                continue;
            out.append(&m);
        }
    }
    return out;
}

// How many words of `a` meet one of `b` each, one to one.
int meetingPairs(const QList<const Meaning *> &a, const QList<const Meaning *> &b)
{
    std::vector<bool> used(std::size_t(b.size()), false);
    int pairs = 0;
    for (const Meaning *x : a) {
        for (qsizetype j = 0; j < b.size(); ++j) {
            if (used[std::size_t(j)] || !x->meets(*b.at(j)))
                continue;
            used[std::size_t(j)] = true;
            ++pairs;
            break;
        }
    }
    return pairs;
}

// Whether two rules with ages name one thing in the same word, not a word of age or of people: what is asked of
// children under two ages ("Кататься без шлема детям до 14 лет нельзя" / "Шлемы обязательны для всех посетителей младше
// 16 лет"; not "Children under 12 must wear a helmet" / "Children under 8 must be accompanied by an adult").
bool sharesThing(const LintDocument &doc, int o, int r)
{
    const Lexicon &lex = doc.lexicon;
    return sameWordBesides(doc, o, r, [&](const QString &w, const Meaning &) {
        return lex.speaksOfAge(w) || lex.personWords.contains(w) || beginsWithAny(w, lex.ageUnitStems)
            || beginsWithAny(w, lex.participantStems);
    });
}

} // namespace

// Two subjects with words of opposite meaning that meet nothing else in the other: "within" /
// "outside" Bristol, two cases.
bool opposedSubjects(const QList<const Meaning *> &a, const QList<const Meaning *> &b)
{
    const auto alone = [](const Meaning *x, const QList<const Meaning *> &others) {
        return std::none_of(others.cbegin(), others.cend(), [&](const Meaning *y) { return x->meets(*y); });
    };
    for (const Meaning *x : a)
        for (const Meaning *y : b)
            if (x->opposes(*y) && alone(x, b) && alone(y, a))
                return true;
    return false;
}

namespace {

enum class Subjects { Other, Same, Within };

// Two items named first in their rules whose first words meet nothing in the other, each a thing of
// its own: «Маникюр с покрытием гель-лаком — 1 800 ₽» / «Педикюр с покрытием гель-лаком — 2
// 400 ₽».
bool otherHeads(const QList<const Meaning *> &a, const QList<const Meaning *> &b)
{
    const auto metBy = [](const Meaning *m, const QList<const Meaning *> &other) {
        return std::any_of(other.cbegin(), other.cend(), [&](const Meaning *o) { return m->meets(*o); });
    };
    return !a.isEmpty() && !b.isEmpty() && a.first()->range.start == 0 && b.first()->range.start == 0 && !metBy(a.first(), b)
        && !metBy(b.first(), a);
}

// Two subjects are one (Same) when the words that meet (one to one) are `minShare` of all their
// words, as the lexical check asks of the stems (Tier1Settings::numberOverlap). One says the other
// with a word or two more (Within) when two thirds of the shorter one meet, at least two words of
// it or its only one, their first words among them ("Inspections are free of charge within the
// city limits" / "Every inspection costs $75"). Neither when a word left over is the opposite of
// one left over in the other: "within" / "outside" Bristol split cases.
Subjects sameSubject(const QList<const Meaning *> &a, const QList<const Meaning *> &b, double minShare)
{
    // a fact about one thing is said in a few words ("Parking is free", «Стоянка стоит 300 рублей»);
    // of a longer subject ("… confirm that this is the one to cancel") more must meet (below)
    if (a.isEmpty() || b.isEmpty())
        return Subjects::Other;
    if (opposedSubjects(a, b))
        return Subjects::Other;
    const bool longer = a.size() > kMaxFactWords || b.size() > kMaxFactWords;
    const int pairs = meetingPairs(a, b);
    const int shorter = int(std::min(a.size(), b.size()));
    if (longer) {
        if (pairs >= 2 && 3 * pairs >= 2 * shorter)
            return Subjects::Same;
        // … or the same topic first, and half the shorter one: "Klasična tura stoji 30 eura …" /
        // "Klasična tura kroz palaču traje 90 minuta …, a cijena je 25 eura po osobi"
        return pairs >= 2 && 2 * pairs >= shorter && a.first()->meets(*b.first()) ? Subjects::Within : Subjects::Other;
    }
    if (otherHeads(a, b))
        return Subjects::Other;
    if (double(pairs) / double(a.size() + b.size() - pairs) >= minShare)
        return Subjects::Same;
    // … and both start with the same thing, what the rules are about ("Настройка пианино …" /
    // "За настройку рояля …"; not "Paket od osam časova …" / "Svaki čas …")
    // … or all of the shorter one, of two words or more, is in the longer ("Предоплата … пакета" /
    // "Для бронирования даты нужна предоплата … пакета")
    if (pairs >= 2 && pairs == shorter)
        return Subjects::Within;
    if (pairs < std::min(2, shorter) || 3 * pairs < 2 * shorter || !a.first()->meets(*b.first()))
        return Subjects::Other;
    return Subjects::Within;
}

// The one lower bound of a rule that gives something free or at a discount from it (a threshold), or null: "Dostava je
// besplatna za narudžbe preko 300 KM", "Firme koje prijave pet ili više radnika dobijaju 10 % popusta"
const NumberFact *benefitThreshold(const RuleFeatures &f, const Semantics &semantics)
{
    // (one lower bound, or one of money among others: "Dostava … stiže za 2 do 3 radna dana, a za narudžbe preko 100 KM
    // dostava je besplatna")
    const NumberFact *bound = nullptr;
    const NumberFact *money = nullptr;
    int bounds = 0;
    int moneyBounds = 0;
    for (const NumberFact &x : f.numbers) {
        if (x.direction <= 0 || isFree(x) || x.value == 0)
            continue;
        ++bounds;
        bound = &x;
        if (x.kind == NumberFact::Kind::Money) {
            ++moneyBounds;
            money = &x;
        }
    }
    if (bounds > 1)
        bound = moneyBounds == 1 ? money : nullptr;
    // (the words only of a rule with a bound: most have none)
    const bool benefit = bound
        && (std::any_of(f.numbers.cbegin(), f.numbers.cend(), isFree)
            || std::any_of(f.meanings.cbegin(), f.meanings.cend(),
                           [&](const Meaning &m) { return semantics.inGroup(m, "discount") || semantics.inGroup(m, "free"); }));
    return benefit ? bound : nullptr;
}

// Whether a rule's condition bears on its numbers: not one after them in a predicate of its own, joined by "and"
// ("Polog … iznosi 500 € i vraća se kad kupac vrati objektiv": when it is paid back, not how much it is)
bool numberConditional(const Rule &rule, const RuleFeatures &f, const Lexicon &lex)
{
    if (!f.conditional || f.conditionAt < 0 || f.numbers.isEmpty())
        return f.conditional;
    qsizetype last = 0;
    for (const NumberFact &x : f.numbers)
        last = std::max(last, x.range.start + x.range.length);
    if (f.conditionAt <= last)
        return true;
    const QString &text = rule.text;
    for (qsizetype i = last; i < f.conditionAt && i < text.size();) {
        const qsizetype from = nextWord(text, i);
        if (from >= f.conditionAt)
            break;
        if (lex.andWords.contains(text.mid(from, i - from).toCaseFolded()))
            return false;
    }
    return true;
}

// A rule whose only number is a deposit, an amount or a share (the word group "deposit" in its subject)
bool onlyDeposit(const RuleFeatures &f, const QList<const Meaning *> &subject, const Semantics &semantics)
{
    if (f.numbers.size() != 1)
        return false;
    const NumberFact &x = f.numbers.first();
    return ((x.kind == NumberFact::Kind::Money && !isFree(x)) || x.kind == NumberFact::Kind::Percent)
        && std::any_of(subject.cbegin(), subject.cend(), [&](const Meaning *m) { return semantics.inGroup(*m, "deposit"); });
}

// A number that names one thing: an amount, a time, a duration or a date; not "free", and not a
// count ("the last four digits", "parties of 9 or more" are said where each rule needs them).
bool telling(const NumberFact &f)
{
    return !isFree(f) && f.kind != NumberFact::Kind::Count;
}

// Of `words` of a rule, those of a thing, not of whom: a person, one who takes part, a customer ("korisnik" names the
// caller in every rule); `terms`: nor the words of a term ("u roku od", «срок»).
QList<const Meaning *> thingWords(const Rule &rule, const QList<const Meaning *> &words, const Lexicon &lex, bool terms)
{
    QList<const Meaning *> kept;
    for (const Meaning *m : words) {
        const QString w = rule.text.mid(m->range.start, m->range.length).toCaseFolded();
        if (!lex.personWords.contains(w) && !beginsWithAny(w, lex.participantStems) && !beginsWithAny(w, lex.customerStems)
            && !(terms && (lex.periodNouns.contains(w) || lex.valueWords.contains(w))))
            kept.append(m);
    }
    return kept;
}

} // namespace

// Two entries of a list, each with its own label ("Adults: 95 euros" / "Children: 120 euros",
// "Grupni tečaj za odrasle: …" / "Grupni tečaj za djecu: …"): items, not one statement twice.
bool otherItems(const Rule &a, const Rule &b)
{
    const auto label = [](const QString &text) {
        // (the colon before a space: not one of a time, "Island Loop, 13:00–17:00: $95 per person")
        const qsizetype colon = text.indexOf(QLatin1String(": "));
        if (colon <= 0)
            return QString();
        const QString head = text.left(colon).trimmed().toCaseFolded();
        return head.count(QLatin1Char(' ')) < 8 ? head : QString();
    };
    const QString la = label(a.text);
    if (la.isEmpty())
        return false;
    const QString lb = label(b.text);
    return !lb.isEmpty() && la != lb;
}

void numberConflicts(const LintDocument &doc, const Tier1Settings &cfg, const RulePairs &redundantPairs, RulePairs *conflictPairs,
                     QList<Span> &out, NumberSubjects *subjectsOut)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    std::vector<int> candidates;
    std::vector<bool> numeric(std::size_t(n), false);
    for (int r = 0; r < n; ++r)
        numeric[std::size_t(r)] = !feat.at(r)->numbers.isEmpty();
    PrefixIndex numericIndex(feat, numeric, cfg.numberOverlap);
    // Rules o and r state different numbers about the same thing: a conflict, reported once.
    // (`within`: one rule's subject says the other's with a word or two more, which may name another case)
    // (not counts: a count is said where each rule needs it, "a standard four- or five-piece band" /
    // "We have three rooms"; durations and dates are: "Rezervisani dio čekamo tri dana" / "Rezervacija
    // važi 48 sati", "a standard service always takes at least seven working days" / "is finished
    // within three working days")
    // (`threshold`: counts from which a benefit is given, which are compared: benefitFrom)
    // a share of the price paid first and a discount are percentages of two things ("Предоплата составляет 30%" /
    // «предложите скидку 5%», "a 20% deposit" / "a 10% discount"): 1 a rule names a paid part and no discount, 2 the
    // other way round, 0 neither or both
    const Semantics &semantics = Semantics::forLanguage(doc.lexicon.language);
    // whether a rule has a word beginning as one of `stems`, or one of the word group `group` (when not null)
    const auto namesWord = [&](int r, const QStringList &stems, const char *group) {
        return std::any_of(feat.at(r)->meanings.cbegin(), feat.at(r)->meanings.cend(), [&](const Meaning &m) {
            return (group && semantics.inGroup(m, group))
                || beginsWithAny(rules.at(r).text.mid(m.range.start, m.range.length).toCaseFolded(), stems);
        });
    };
    const auto shareOf = [&](int r) {
        const bool part = namesWord(r, doc.lexicon.paidPartStems, nullptr);
        const bool discount = namesGroup(*feat.at(r), semantics, "discount");
        return part == discount ? 0 : part ? 1 : 2;
    };
    // two numbers of a pair reported as a conflict: `said` in the later rule r, `other` in the earlier o (`within`: one
    // subject says the other's with more words, which may name another case)
    const auto reportNumbers = [&](int o, int r, const NumberFact &said, const NumberFact &other, bool within) {
        QString message
            = WorkspaceMessages::tr("States %1 where a similar rule states %2.").arg(numberText(said), numberText(other));
        if (within)
            message += QLatin1Char(' ') + WorkspaceMessages::tr("If they are meant for different cases, name the case in both.");
        out.append(
            pairSpan(rules, o, r, Axis::Conflict, 1, within ? Severity::Warning : Severity::Error, within ? 0.3 : 0.45, message));
        conflictPairs->insert({o, r});
    };
    const auto reportContradiction = [&](int o, int r, bool within, bool boundaries, bool threshold) {
        const auto pair = contradiction(*feat.at(r), *feat.at(o), boundaries);
        if (!pair)
            return false;
        const auto [cx, cy] = *pair;
        if (cx->kind == NumberFact::Kind::Percent && cy->kind == NumberFact::Kind::Percent && shareOf(r) != 0 && shareOf(o) != 0
            && shareOf(r) != shareOf(o))
            return false;
        if (within && cx->kind == NumberFact::Kind::Count && !threshold)
            return false;
        // (two shares that make the whole are two parts of it: "Avans od 30 % plaća se pri potpisivanju" / "Preostalih 70 %
        // cijene plaća se monterima na dan montaže")
        if (cx->kind == NumberFact::Kind::Percent && cy->kind == NumberFact::Kind::Percent && cx->value + cy->value == 100)
            return false;
        // a share against an amount of money is of two things, unless one is free or both are deposits ("više od polovine
        // cijene nove stvari" / "Popravka … košta 15 KM"; not "Kapara iznosi 30 % cijene" / "avans od 500 KM")
        const auto paidPart = [&](int rule) { return namesWord(rule, doc.lexicon.paidPartStems, "deposit"); };
        if (cx->kind != cy->kind && !isFree(*cx) && !isFree(*cy) && !(paidPart(r) && paidPart(o)))
            return false;
        reportNumbers(o, r, *cy, *cx, within);
        return true;
    };
    // What each rule with numbers is about, by meaning (subjectOf), and an index of its senses.
    const Lexicon &lex = doc.lexicon;
    // a subject without the people it names and the verbs of having years
    const auto withoutPeople = [&](const Rule &rule, const QList<const Meaning *> &subject) {
        QList<const Meaning *> out;
        for (const Meaning *m : subject) {
            const QString word = rule.text.mid(m->range.start, m->range.length).toCaseFolded();
            if (!lex.speaksOfAge(word) && !lex.personWords.contains(word) && !lex.ageVerbs.contains(word)
                && !semantics.background(word) && !beginsWithAny(word, lex.participantStems))
                out.append(m);
        }
        return out;
    };
    // a rule of a case outside a place or a time ("Izvan Varaždinske županije dolazak … naplaćuje se 30 €") and one not of
    // it ("besplatan dolazak … na području Varaždinske županije") are of two cases
    // (in its first clause: not "Dostava … je besplatna, a izvan grada … košta 30 eura", which gives both cases; read when a
    // pair asks: -1 not yet)
    std::vector<signed char> outsideRead(std::size_t(n), -1);
    const auto outside = [&](int r) {
        signed char &known = outsideRead[std::size_t(r)];
        if (known < 0) {
            const QString &text = rules.at(r).text;
            qsizetype end = 0;
            while (end < text.size() && text.at(end) != QLatin1Char(',') && text.at(end) != QLatin1Char(';')
                   && text.at(end) != QLatin1Char(':'))
                ++end;
            known = lex.outsideWords.matchAll(tokenize(QStringView(text).left(end))).isEmpty() ? 0 : 1;
        }
        return known == 1;
    };
    NumberSubjects &subjects = *subjectsOut;
    subjects.assign(std::size_t(n), {});
    // (a rule's subject, and two subjects compared, depend on the rules alone: kept by rule id)
    KeptSubjects kept(doc, cfg.numberOverlap);
    SenseIndex index;
    for (int r = 0; r < n; ++r) {
        if (feat.at(r)->numbers.isEmpty())
            continue;
        subjects[std::size_t(r)] = kept.subject(r, [&] { return subjectOf(rules.at(r), *feat.at(r), semantics, doc.lexicon); });
        for (const Meaning *m : subjects[std::size_t(r)]) {
            for (const quint64 key : m->senses)
                index.post(key, r);
            for (const quint64 key : m->groups)
                index.post(key, r);
        }
    }
    index.finish();
    // in how many rules each word stands (in any of its forms): a word only two rules of the prompt
    // name is what both are about when each states a number for it (soleThing)
    // (counted when first asked: most prompts have no pair of durations to compare)
    QHash<quint64, int> wordRules;
    QHash<quint64, int> durationRules; // … of the rules that state durations alone
    bool wordsCounted = false;
    // a price: money, not "free" (soleThing, and the rules that state only "free" or only prices below)
    const auto price = [](const NumberFact &x) { return x.kind == NumberFact::Kind::Money && !isFree(x); };
    // a condition that the caller asks is no case of its own: "If a caller asks about a gel manicure, say
    // 2 000 ₽" states a price as "Gel manicure: 1 800 ₽" does («Если клиент спрашивает …», "Ako gost pita
    // …")
    const auto ownCase = [&](int r) { return feat.at(r)->conditional && askedAt(rules.at(r).text, lex, semantics) < 0; };
    // (that two rules alone name a word says something only of a prompt of some rules)
    constexpr int kSoleAmong = 8;
    constexpr double kNearDurations = 6;
    const auto kinds = [](const RuleFeatures &f) {
        return !f.numbers.isEmpty() && std::all_of(f.numbers.cbegin(), f.numbers.cend(), [](const NumberFact &x) {
            return x.kind == NumberFact::Kind::Duration;
        });
    };
    const auto soleThing = [&](int r, int o) {
        const RuleFeatures &a = *feat.at(r);
        const RuleFeatures &b = *feat.at(o);
        if (n < kSoleAmong || ownCase(r) || ownCase(o))
            return false;
        // … or one price each, of a thing said in two words or more ("Replacing a single lost shoe costs £30" /
        // "A lost shoe put back on … is charged at £40"; not the items of a price list, "замена молнии — от 1200
        // ₽" / "замена набоек — 450 ₽", nor prices per one unit, "po četvornom metru" / "po dužnom metru")
        const auto onePrice = [&](const RuleFeatures &f) { return f.numbers.size() == 1 && price(f.numbers.first()); };
        const bool prices = onePrice(a) && onePrice(b);
        if (!(kinds(a) && kinds(b)) && !prices)
            return false;
        if (prices
            && (meetingPairs(subjects[std::size_t(r)], subjects[std::size_t(o)]) < 2
                || otherHeads(subjects[std::size_t(r)], subjects[std::size_t(o)])))
            return false;
        // (one duration both state is the same rule's: "arrive ten minutes before" / "… a five-minute
        // briefing, so arrive ten minutes before")
        for (const NumberFact &x : a.numbers)
            for (const NumberFact &y : b.numbers)
                if (agree(x, y))
                    return false;
        // the word names the thing, not the event a duration is counted from ("90 dana nakon isteka
        // roka izrade" is not the making)
        const auto inEvent = [&](const Rule &rule, const RuleFeatures &f, const Meaning *m) {
            for (const NumberFact &x : f.numbers) {
                const qsizetype from = x.range.start + x.range.length;
                if (wordBetween(rule.text, from, m->range.start, doc.lexicon.afterWords)
                    || wordBetween(rule.text, from, m->range.start, doc.lexicon.beforeWords))
                    return true;
            }
            return false;
        };
        if (!wordsCounted) {
            wordRules = rulesPerWord(doc);
            durationRules = rulesPerWord(doc, kinds);
            wordsCounted = true;
        }
        const QList<const Meaning *> &sa = subjects[std::size_t(r)];
        const QList<const Meaning *> &sb = subjects[std::size_t(o)];
        // (… or of the rules that state durations alone and of one order, the longest at most kNearDurations times the
        // shortest (two lengths of one thing: "three weeks" / "ten days", not "30 days" / "48 hours"), in one form or two:
        // «Гарантийный срок на любой ремонт составляет 90 дней» / «Гарантия на все виды работ — 6 месяцев», with «Гарантия не
        // распространяется на …»)
        double shortest = std::numeric_limits<double>::infinity();
        double longest = 0;
        for (const RuleFeatures *f : {&a, &b})
            for (const NumberFact &x : f->numbers) {
                shortest = std::min(shortest, x.value);
                longest = std::max(longest, x.value);
            }
        const bool near = shortest > 0 && longest <= kNearDurations * shortest;
        const auto sole = [&](const Meaning *x, const Meaning *y) {
            const quint64 kx = wordKey(*x);
            const quint64 ky = wordKey(*y);
            return (wordRules.value(kx) == 2 && (near || !(kinds(a) && kinds(b))))
                || (kinds(a) && kinds(b) && near && durationRules.value(kx) + (kx != ky ? durationRules.value(ky) : 0) == 2);
        };
        for (const Meaning *x : sa)
            for (const Meaning *y : sb)
                if (!x->light && x->sameWord(*y) && sole(x, y) && !inEvent(rules.at(r), a, x) && !inEvent(rules.at(o), b, y))
                    return true;
        return false;
    };
    // The same in the same words (content stems), unless the subjects are two cases ("within" /
    // "outside" Bristol).
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &a = *feat.at(r);
        if (a.numbers.isEmpty())
            continue;
        numericIndex.candidates(r, {0}, candidates);
        numericIndex.add(r, 0);
        int found = 0;
        for (int o : candidates) {
            if (found >= kMaxPairFindings)
                break;
            // the same text (one cached analysis) states the same numbers: nothing to contradict
            if (feat.at(o) == &a)
                continue;
            const RuleFeatures &b = *feat.at(o);
            if (overlap(a.contentStems, b.contentStems).jaccard() < cfg.numberOverlap)
                continue;
            if (conflictPairs->contains({o, r}) || redundantPairs.contains({o, r}))
                continue;
            if ((a.days != b.days && a.days != 0 && b.days != 0) || outside(r) != outside(o))
                continue;
            if (splitCases(a, b) || otherItems(rules.at(o), rules.at(r))
                || opposedSubjects(subjects[std::size_t(r)], subjects[std::size_t(o)])
                || otherHeads(subjects[std::size_t(r)], subjects[std::size_t(o)]))
                continue;
            if (reportContradiction(o, r, false, false, false))
                ++found;
        }
    }

    const auto deposit = [&](int r) { return onlyDeposit(*feat.at(r), subjects[std::size_t(r)], semantics); };
    // a share of the price paid, and no other number: a percentage in a rule with a word of paying or of a deposit and
    // none of a discount ("Za kapije i ograde kupac plaća avans od 30 %" / "Izrada počinje tek kad kupac uplati polovinu
    // cijene"); two such rules alone in a prompt state one share, whatever their cases
    const auto paidShare = [&](int r) {
        const RuleFeatures &f = *feat.at(r);
        // (other numbers only the time it is paid in: "Avans iznosi 30% cijene i uplaćuje se u roku od tri dana"; not a
        // time before an event or a comparison that names a case: "Ako klijent otkaže manje od 48 sati prije događaja,
        // plaća 50 %", "Uz doplatu od 20 % majstor prima narudžbu s rokom kraćim od 6 sedmica")
        const auto percents = std::count_if(f.numbers.cbegin(), f.numbers.cend(),
                                            [](const NumberFact &x) { return x.kind == NumberFact::Kind::Percent; });
        const bool othersDurations = std::all_of(f.numbers.cbegin(), f.numbers.cend(), [](const NumberFact &x) {
            return x.kind == NumberFact::Kind::Percent
                || (x.kind == NumberFact::Kind::Duration && !x.notice && !x.comparison && !x.strict);
        });
        return percents == 1 && othersDurations && !f.describesTool && !namesGroup(f, semantics, "discount")
            && namesWord(r, lex.paymentStems, "deposit") && lex.priceChangeWords.matchAll(tokenize(rules.at(r).text)).isEmpty();
    };
    std::vector<int> paidShares;
    for (int r = 0; r < n && paidShares.size() < 3; ++r)
        if (paidShare(r))
            paidShares.push_back(r);
    const auto onlyFree = [&](const RuleFeatures &f) {
        return std::any_of(f.numbers.cbegin(), f.numbers.cend(), isFree)
            && std::none_of(f.numbers.cbegin(), f.numbers.cend(), price);
    };
    const auto priced = [&](const RuleFeatures &f) {
        return std::any_of(f.numbers.cbegin(), f.numbers.cend(), price)
            && std::none_of(f.numbers.cbegin(), f.numbers.cend(), isFree);
    };
    // a rule whose dates are one day of every month (a Date of month 0), or one such day by which something is due
    // and another it starts from («Чтобы получать газету с первого числа следующего месяца, оплату нужно внести до
    // 25-го числа»)
    const auto monthDay = [](const RuleFeatures &f) {
        int days = 0;
        int deadlines = 0;
        for (const NumberFact &x : f.numbers) {
            if (x.kind != NumberFact::Kind::Date)
                continue;
            if (x.value >= 32)
                return false;
            ++days;
            if (x.direction < 0)
                ++deadlines;
        }
        return days == 1 || deadlines == 1;
    };
    // (read once per rule: the count below and the pairs ask for it)
    std::vector<const NumberFact *> thresholdOf(std::size_t(n), nullptr);
    for (int r = 0; r < n; ++r)
        thresholdOf[std::size_t(r)] = benefitThreshold(*feat.at(r), semantics);
    const auto benefitFrom = [&](int r) { return thresholdOf[std::size_t(r)]; };
    // how many rules give a benefit from a threshold, per class of number
    std::vector<int> benefitRules(std::size_t(kNumberClasses), 0);
    for (int r = 0; r < n; ++r)
        if (const NumberFact *t = benefitFrom(r))
            ++benefitRules[std::size_t(numberClass(*t))];
    // how many rules state distances, and whether one states one distance, an upper bound
    const int distanceRules = int(
        std::count_if(feat.cbegin(), feat.cend(), [](const RuleFeatures *f) { return f->states(NumberFact::Kind::Distance); }));
    const auto farthest = [](const RuleFeatures &f) -> const NumberFact * {
        const NumberFact *bound = nullptr;
        for (const NumberFact &x : f.numbers)
            if (x.kind == NumberFact::Kind::Distance) {
                if (x.direction >= 0 || bound)
                    return nullptr;
                bound = &x;
            }
        return bound;
    };
    // The same by meaning: rules whose subjects meet in other words ("Парковка … бесплатная" /
    // "Стоянка … стоит 300 рублей"), met through the index of their subjects' senses.
    std::vector<int> hits(std::size_t(n), 0); // per earlier rule: words of this rule's subject that hit it
    std::vector<int> hitStamp(std::size_t(n), -1);
    std::vector<int> hitByUnit(std::size_t(n), -1);
    int unitStamp = 0;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &a = *feat.at(r);
        if (a.numbers.isEmpty())
            continue;
        const QList<const Meaning *> &subject = subjects[std::size_t(r)];
        candidates.clear();
        // sameSubject needs a word of this subject to meet the other's (all of a one-word subject
        // within this one): earlier rules hit by none are no candidates
        const int need = 1;
        for (const Meaning *m : subject) {
            ++unitStamp;
            const auto hit = [&](int o) {
                if (hitByUnit[std::size_t(o)] == unitStamp)
                    return;
                hitByUnit[std::size_t(o)] = unitStamp;
                if (hitStamp[std::size_t(o)] != r) {
                    hitStamp[std::size_t(o)] = r;
                    hits[std::size_t(o)] = 0;
                }
                if (++hits[std::size_t(o)] == need)
                    candidates.push_back(o);
            };
            for (const quint64 key : m->senses)
                index.lookup(key, r, hit);
            for (const quint64 key : m->synonyms)
                index.lookup(key, r, hit);
            for (const quint64 key : m->groups)
                index.lookup(key, r, hit);
        }
        std::sort(candidates.begin(), candidates.end());
        int found = 0;
        for (const int o : candidates) {
            if (found >= kMaxPairFindings)
                break;
            const RuleFeatures &b = *feat.at(o);
            if (&b == &a || conflictPairs->contains({o, r}) || redundantPairs.contains({o, r}))
                continue;
            if ((a.days != b.days && a.days != 0 && b.days != 0) || outside(r) != outside(o))
                continue;
            if (splitCases(a, b) || otherItems(rules.at(o), rules.at(r)))
                continue;
            Subjects same = Subjects(kept.same(
                r, o, [&] { return int(sameSubject(subjects[std::size_t(r)], subjects[std::size_t(o)], cfg.numberOverlap)); }));
            // two ages are of whoever the rules name, said in words of their own ("Polaznici tečaja moraju imati
            // najmanje 12 godina" / "Na tečaj primamo djecu od 10 godina"): what the ages are for decides
            // (one thing in common is enough: "U školu primamo djecu od 6 do 14 godina" / "Najmlađi polaznici
            // škole šaha mogu imati pet godina")
            if (same == Subjects::Other && a.states(NumberFact::Kind::Age) && b.states(NumberFact::Kind::Age)) {
                const QList<const Meaning *> sa = withoutPeople(rules.at(r), subjects[std::size_t(r)]);
                const QList<const Meaning *> sb = withoutPeople(rules.at(o), subjects[std::size_t(o)]);
                same = sameSubject(sa, sb, cfg.numberOverlap);
                // (the same word, not one of like meaning: «Предметы старше 100 лет» / «вещи … у собственников
                // старше 18 лет»)
                const bool word = std::any_of(sa.cbegin(), sa.cend(), [&](const Meaning *x) {
                    return std::any_of(sb.cbegin(), sb.cend(), [&](const Meaning *y) { return x->sameWord(*y); });
                });
                if (same == Subjects::Other && word && !opposedSubjects(sa, sb))
                    same = Subjects::Within;
            }
            if (same == Subjects::Other && soleThing(r, o))
                same = Subjects::Within;
            // the farthest one thing goes: the only two rules of the prompt that state distances, each of them one, an upper
            // bound, with a word in common ("The van delivers … up to 5 miles from the shop" / "The delivery area reaches 15
            // miles from Castle Street"); their distances alone are compared
            if (same == Subjects::Other && distanceRules == 2) {
                const NumberFact *x = farthest(b);
                const NumberFact *y = farthest(a);
                const QList<const Meaning *> &sr = subjects[std::size_t(r)];
                const QList<const Meaning *> &so = subjects[std::size_t(o)];
                // (a word of the thing, not a unit of distance, "po kilometru", nor the bound's, "unutar 20 km")
                const QString &text = rules.at(r).text;
                const auto thing = [&](const Meaning *m) {
                    const qsizetype end = m->range.start + m->range.length;
                    return !m->light && !lex.distanceUnits.contains(text.mid(m->range.start, m->range.length).toCaseFolded())
                        && !(end <= y->range.start && text.mid(end, y->range.start - end).trimmed().isEmpty());
                };
                if (x && y && x->value != y->value && std::any_of(sr.cbegin(), sr.cend(), [&](const Meaning *m) {
                        return thing(m) && std::any_of(so.cbegin(), so.cend(), [&](const Meaning *k) { return m->sameWord(*k); });
                    })) {
                    reportNumbers(o, r, *y, *x, true);
                    ++found;
                    continue;
                }
            }
            // a deposit is one amount or share, whatever else the rules say of it ("Залог при выдаче — 3 000 ₽ на
            // заказ" / "Денежный залог за любое количество снаряжения составляет 5 000 рублей")
            if (same == Subjects::Other && deposit(r) && deposit(o) && !numberConditional(rules.at(r), a, lex)
                && !numberConditional(rules.at(o), b, lex))
                same = Subjects::Within;
            // a benefit from a threshold in both, free or a discount ("Dostava je besplatna za narudžbe preko 300 KM" /
            // "Za narudžbe iznad 200 KM ne naplaćujemo prevoz", "Firme koje prijave pet ili više radnika dobijaju 10 %
            // popusta" / "Grupni popust odobravamo tek od osam polaznika"): one threshold, whatever else the rules say
            // (two words of the subjects meet, or one when no other rule gives a benefit from a threshold of its kind)
            bool thresholds = false;
            // (read only when the subjects are not one so far: the two uses below ask it of those alone)
            const int meeting = same == Subjects::Other
                ? kept.meeting(r, o, [&] { return meetingPairs(subjects[std::size_t(r)], subjects[std::size_t(o)]); })
                : 0;
            if (same == Subjects::Other && meeting >= 1) {
                const NumberFact *ta = benefitFrom(r);
                const NumberFact *tb = benefitFrom(o);
                thresholds = ta && tb && numberClass(*ta) == numberClass(*tb)
                    && (meeting >= 2 || benefitRules[std::size_t(numberClass(*ta))] == 2);
                if (thresholds)
                    same = Subjects::Within;
            }
            const QList<const Meaning *> &sr = subjects[std::size_t(r)];
            const QList<const Meaning *> &so = subjects[std::size_t(o)];
            // one discount in percent in both, for whom both name ("Организованным группам от 10 человек даём скидку
            // 15 %" / «Скидка для групп составляет 10 % от стоимости билетов»): one share, whatever else the rules say
            // (not two thresholds, which are tiers: "from 10 people 10 %" / "from 20 people 15 %"; for whom in the same
            // word: not «Пенсионерам … скидку 30%» / «Школам и организованным группам … скидку 15%»)
            const auto forWhom = [&] {
                return std::any_of(sr.cbegin(), sr.cend(), [&](const Meaning *x) {
                    return !x->light && !semantics.inGroup(*x, "discount")
                        && std::any_of(so.cbegin(), so.cend(), [&](const Meaning *y) { return x->sameWord(*y); });
                });
            };
            const auto onePercent = [&](const RuleFeatures &f) {
                return std::count_if(f.numbers.cbegin(), f.numbers.cend(),
                                     [](const NumberFact &x) { return x.kind == NumberFact::Kind::Percent; })
                    == 1
                    && !f.conditional;
            };
            if (same == Subjects::Other && meeting >= 2 && onePercent(a) && onePercent(b) && !(benefitFrom(r) && benefitFrom(o))
                && namesGroup(a, semantics, "discount") && namesGroup(b, semantics, "discount") && forWhom())
                same = Subjects::Within;
            // free against a price of what both name first ("Jedan pratilac se vozi besplatno" / "Svaki pratilac
            // plaća 10 KM po vožnji"): the price is the conflict itself
            // (of a phrase, its first word: "Выезд мастера … бесплатный" / "Стоимость выезда специалиста … 500 рублей")
            const auto head = [&](int rule, const Meaning *m) {
                const QString text = rules.at(rule).text.mid(m->range.start, m->range.length).toCaseFolded();
                const qsizetype space = text.indexOf(QLatin1Char(' '));
                return semantics.word(space < 0 ? text : text.left(space));
            };
            // (not a free cancellation against the price of what is cancelled: "Vožnju je moguće otkazati bez troškova
            // do 18 sati dan prije" / "Vožnja unutar Sarajeva košta 40 KM")
            if (same == Subjects::Other && ((onlyFree(a) && priced(b)) || (priced(a) && onlyFree(b))) && !sr.isEmpty()
                && !so.isEmpty() && !a.conditional && !b.conditional && !namesGroup(onlyFree(a) ? a : b, semantics, "cancel")
                && (sr.first()->sameWord(*so.first()) || head(r, sr.first()).sameWord(head(o, so.first()))))
                same = Subjects::Within;
            if (same != Subjects::Other
                && reportContradiction(o, r, same == Subjects::Within, same == Subjects::Same, thresholds))
                ++found;
        }
    }
    // The two shares of the price paid of a prompt (paidShare), said in any words
    if (paidShares.size() == 2) {
        const int o = paidShares[0];
        const int r = paidShares[1];
        if (feat.at(o) != feat.at(r) && !conflictPairs->contains({o, r}) && !redundantPairs.contains({o, r})
            && !otherItems(rules.at(o), rules.at(r)))
            reportContradiction(o, r, true, false, false);
    }
    // A day of every month in two rules that share a word (any of theirs: the words of paying are no subject's): one
    // monthly date, «Оплата за месяц вносится до 5-го числа» / «ежемесячную оплату кружка принимаем до 10-го числа»
    std::vector<int> monthly;
    for (int r = 0; r < n; ++r)
        if (monthDay(*feat.at(r)))
            monthly.push_back(r);
    for (std::size_t i = 1; i < monthly.size(); ++i) {
        const int r = monthly[i];
        const RuleFeatures &a = *feat.at(r);
        for (std::size_t j = 0; j < i; ++j) {
            const int o = monthly[j];
            const RuleFeatures &b = *feat.at(o);
            if (&a == &b || conflictPairs->contains({o, r}) || redundantPairs.contains({o, r})
                || otherItems(rules.at(o), rules.at(r)))
                continue;
            const bool meet = std::any_of(a.meanings.cbegin(), a.meanings.cend(), [&](const Meaning &x) {
                return !x.light
                    && std::any_of(b.meanings.cbegin(), b.meanings.cend(), [&](const Meaning &y) { return x.meets(y); });
            });
            if (meet && reportContradiction(o, r, true, false, false))
                break;
        }
    }
}

// Two smallest (or largest) amounts of one unit, at least one of them named as such: "The minimum
// delivery is 500 litres" / "The smallest quantity our tankers will drop off is 300 litres", "Najmanja
// količina … je 200 litara komine" / "… tko donosi barem 100 litara komine". A prompt has one minimum
// of a unit; what it bounds may be said in other words each time.
void boundConflicts(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const Semantics &semantics = Semantics::forLanguage(lex.language);
    const int n = int(rules.size());
    struct Bound
    {
        int rule;
        const NumberFact *fact;
        NumberFact allowed;
        double factor; // what one of the number's own unit is in the unit of its measure (unitOf)
        bool named; // by a word of the minimum or maximum ("minimum", "najmanja")
        bool byWord; // … that word a noun or adjective of the bound before it ("Maximum weight: 90 kg", "минимальный вес")
    };
    // people counted in one group or one of something ("U grupi je najviše 12 osoba", "Na jednu turu ne primamo više od
    // dvanaest gostiju", «В группе не более 8 детей», "up to 12 guests per tour"): a group's size, whoever it counts
    const auto people = [&](const QString &word) {
        return lex.personWords.contains(word) || beginsWithAny(word, lex.participantStems) || lex.speaksOfAge(word);
    };
    const auto perGroup = [&](const Rule &rule) {
        if (!lex.atOnce.matchAll(tokenize(rule.text)).isEmpty())
            return true;
        const QString text = rule.text.toLower();
        bool per = false; // the word before is "per" or one said in a word ("jednu turu", "jednoj radionici", «одну группу»)
        for (qsizetype i = 0; i < text.size();) {
            const qsizetype from = nextWord(text, i);
            const QString w = text.mid(from, i - from);
            if (beginsWithAny(w, lex.groupStems) || (per && !w.isEmpty() && !lex.stopWords.contains(w) && !people(w)))
                return true;
            per = lex.perWords.contains(w) || lex.numberWords.value(w) == 1;
        }
        return false;
    };
    // the unit: for a count, the word after the number ("500 litres", "5 dunuma", "20 sheep"); the kind for the others
    // (`factor`: what one of the number's unit is in the unit returned, 1000 for "2 tone" in kilograms)
    const auto unitOf = [&](const Rule &rule, const NumberFact &x, double *factor = nullptr) {
        if (factor)
            *factor = 1;
        if (x.kind != NumberFact::Kind::Count)
            return QString::number(int(x.kind));
        const QString &text = rule.text;
        qsizetype i = x.range.start + x.range.length;
        while (i < text.size() && text.at(i).isSpace())
            ++i;
        // (past the words of the bound: "10 or more sheep", "10 ili više ovaca")
        qsizetype from = i;
        QString word;
        for (int words = 0; words < 3; ++words) {
            from = i;
            while (i < text.size() && (text.at(i).isLetter() || text.at(i) == QChar(0x00B2)))
                ++i;
            word = text.mid(from, i - from).toLower();
            if (!lex.boundWords.contains(word) && !lex.questionJoins.contains(word))
                break;
            while (i < text.size() && text.at(i).isSpace())
                ++i;
        }
        // (a group named just before a bound counts people: "Groups of up to six can book", "Grupe do šest osoba")
        qsizetype at = x.range.start;
        for (int words = 0; words < 4 && at > 0 && x.direction != 0; ++words) {
            const auto [before, start] = wordBefore(text, at);
            if (beginsWithAny(before, lex.groupStems))
                return QStringLiteral("group");
            at = start;
        }
        // (a number in words is a bound as one in digits is, «от пяти футболок», "više od četiri ulaznice"; not a
        // plain "one" before a function word)
        if (word.isEmpty() || x.range.start >= text.size()
            || (!text.at(x.range.start).isDigit() && (lex.stopWords.contains(word) || x.direction == 0)))
            return QString();
        if (people(word) && perGroup(rule))
            return QStringLiteral("group");
        if (lex.personWords.contains(word))
            return QString(); // people are counted for everything ("20 guests")
        if (lex.areaWords.contains(word))
            return QString(QString::number(int(x.kind)) + QStringLiteral("m²")); // "15 m²", "25 četvornih metara"
        // ("15 kilograma" and "20 kg" are one unit, "2 tone" and "500 kilograma" one measure)
        if (const QString unit = lex.unitName(word, factor); !unit.isEmpty())
            return QString(QString::number(int(x.kind)) + unit);
        return QString(QString::number(int(x.kind)) + lex.stem(word));
    };
    // a bound said by "from" or "up to" alone is where a case starts ("Предлагайте обслуживание официантами для
    // мероприятий от 40 гостей"), not the least or the most there is
    const auto fromOnly = [&](const Rule &rule, const NumberFact &x) {
        if (x.comparison)
            return false; // ("teže od 15 kilograma": heavier than)
        const auto [word, start] = wordBefore(rule.text, x.range.start);
        if (!lex.openWords.contains(word) && !lex.rangeWords.contains(word) && word != QLatin1String("from"))
            return false;
        // ("manje od 10 dunuma", "more than": a comparison is a bound of its own; nor "već od 20 m²", «уже от»:
        // from as little as)
        const QString previous = wordBefore(rule.text, start).first;
        // (nor "mlađim od 18 godina": younger than)
        return !lex.boundWords.contains(previous) && !lex.alreadyWords.contains(previous)
            && !beginsWithAny(previous, lex.ageUnitStems);
    };
    const auto leastOrMost = [&](const Rule &rule, const NumberFact &x) {
        return lex.leastWords.contains(wordBefore(rule.text, x.range.start).first);
    };
    std::map<std::pair<QString, int>, std::vector<Bound>> byUnit; // (unit, direction) → bounds
    std::vector<std::pair<Bound, Bound>> sameBounds; // … of which two say the same
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.numbers.isEmpty() || f.describesTool || f.conditional)
            continue;
        // the amount from which something is free: one per prompt ("Delivery is free for orders over £60" /
        // "Parents pay no postage once their basket reaches £75")
        if (std::any_of(f.numbers.cbegin(), f.numbers.cend(), isFree)) {
            const auto threshold = std::find_if(f.numbers.cbegin(), f.numbers.cend(), [&](const NumberFact &x) {
                return x.kind == NumberFact::Kind::Money && !isFree(x) && x.direction > 0;
            });
            // (beside the price below it: "Dostava … stoji 4 eura, a za narudžbe iznad 50 eura je besplatna")
            const bool others = std::any_of(f.numbers.cbegin(), f.numbers.cend(), [&](const NumberFact &x) {
                return !isFree(x) && &x != &*threshold && !(x.kind == NumberFact::Kind::Money && x.direction == 0);
            });
            if (threshold != f.numbers.cend() && !others)
                byUnit[{QStringLiteral("free"), 1}].push_back({r, &*threshold, *threshold, 1, true, true});
        }
        // (a threshold of something else, "free over £60", "10% off from 5 nights", is no minimum)
        if (std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                        [](const NumberFact &x) { return isFree(x) || x.kind == NumberFact::Kind::Percent; })
            || namesGroup(f, semantics, "discount") || namesGroup(f, semantics, "free"))
            continue;
        for (const NumberFact &x : f.numbers) {
            if (x.kind != NumberFact::Kind::Count && x.kind != NumberFact::Kind::Distance && x.kind != NumberFact::Kind::Money
                && x.kind != NumberFact::Kind::Age && (x.kind != NumberFact::Kind::Duration || x.notice))
                continue;
            // (an amount of money is bounded for many things, "cash over £200", "jobs quoted at £250 or more": only
            // one said to be the least or the most, "Najmanji iznos računa je 20 eura" / "naplaćuje se najmanje 30 eura")
            if (x.kind == NumberFact::Kind::Money && x.boundWordAt < 0 && !leastOrMost(rules.at(r), x))
                continue;
            // (a hundred years and more is the age of a thing, «Предметы старше 100 лет»)
            if (x.kind == NumberFact::Kind::Age && x.value >= 100)
                continue;
            // (what the number's own clause forbids: "We will travel out for any flock of 10 or more sheep, even
            // when no neighbour is booked" allows ten)
            Modality modality = f.modality;
            bool negated = f.negated;
            for (const ClauseFeatures &c : f.clauses)
                if (x.range.start >= c.range.start && x.range.start < c.range.start + c.range.length) {
                    modality = c.modality;
                    negated = c.negated;
                }
            NumberFact a = allowed(x, modality, negated);
            // (a bound open on one side only: not a value, not a range with both ends)
            if (std::isinf(a.low) == std::isinf(a.high))
                continue;
            double factor = 1;
            const QString unit = unitOf(rules.at(r), x, &factor);
            a.value *= factor;
            a.low *= factor;
            a.high *= factor;
            if (unit.isEmpty())
                continue;
            if (namesCase(x, a))
                continue;
            // (… as does an age compared, not forbidden: "Kupcima starijim od 65 godina dostavljač unosi vrećice", «Детям
            // младше 7 лет …», not "Nobody younger than 12 may play")
            if (x.kind == NumberFact::Kind::Age && x.strict && a.direction == x.direction) {
                auto [word, start] = wordBefore(rules.at(r).text, x.range.start);
                if (lex.comparisonWords.contains(word))
                    word = wordBefore(rules.at(r).text, start).first;
                if (beginsWithAny(word, lex.ageComparatives))
                    continue;
            }
            // (more people than a number, not forbidden, is a case of groups: «Для групп больше 25 человек предложи двух
            // экскурсоводов»)
            if (unit == QLatin1String("group") && x.strict && a.direction == x.direction)
                continue;
            byUnit[{unit, a.direction}].push_back({r, &x, a, factor, x.boundWordAt >= 0 || !fromOnly(rules.at(r), x),
                                                   x.boundWordAt >= 0 || leastOrMost(rules.at(r), x)});
        }
    }
    // An amount said to be small, "only" or "just" so much ("Autor može naručiti tiraž od samo 50 primjeraka", "you can
    // order as few as 20 prints"), against the least there is of it by name ("Najmanji tiraž koji štampamo je 100
    // primjeraka"): a conflict when it is less
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        // (one that may be asked for: "Only 2 dogs per room" is the most there is)
        if (f.numbers.size() != 1 || f.describesTool || f.conditional || f.negated || f.modality != Modality::Permitted)
            continue;
        const NumberFact &x = f.numbers.first();
        if (x.direction != 0 || (x.kind != NumberFact::Kind::Count && x.kind != NumberFact::Kind::Money))
            continue;
        if (!lex.alreadyWords.contains(wordBefore(rules.at(r).text, x.range.start).first))
            continue;
        double factor = 1;
        const QString unit = unitOf(rules.at(r), x, &factor);
        if (unit.isEmpty())
            continue;
        const auto least = byUnit.find({unit, 1});
        if (least == byUnit.end())
            continue;
        for (const Bound &b : least->second) {
            const int earlier = std::min(r, b.rule);
            const int later = std::max(r, b.rule);
            if (!b.byWord || b.rule == r || x.value * factor >= b.allowed.value || feat.at(b.rule) == &f
                || conflictPairs->contains({earlier, later}) || otherItems(rules.at(earlier), rules.at(later)))
                continue;
            const NumberFact &said = later == r ? x : *b.fact;
            const NumberFact &other = later == r ? *b.fact : x;
            out.append(pairSpan(
                rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.3,
                WorkspaceMessages::tr("States %1 where a similar rule states %2.").arg(numberText(said), numberText(other))));
            conflictPairs->insert({earlier, later});
            break;
        }
    }
    for (const auto &[key, all] : byUnit) {
        // (three or more are steps of a scale, "from 10 …, from 20 …, from 50 …"; two of them said to be the least or the
        // most beside the steps of a price list are compared: "do 5 kg 9 KM, do 10 kg 12 KM" / "Najveća dozvoljena težina
        // paketa je 20 kg" / "Pakete teže od 15 kilograma ne primamo")
        std::vector<Bound> bounds = all;
        if (bounds.size() > 2)
            std::erase_if(bounds, [](const Bound &b) { return !b.named; });
        if (bounds.size() != 2)
            continue;
        const Bound &x = bounds.front();
        const Bound &y = bounds.back();
        // (where a case starts, "Торты весом от 1,5 кг мы тоже берём", against the least there is by name, "минимальный
        // вес — 2 кг": a conflict when the case starts beyond the bound, not within it, "events from 40 guests")
        const auto beyond = [](const Bound &from, const Bound &bound) {
            return bound.byWord
                && (bound.allowed.direction > 0 ? from.allowed.value < bound.allowed.value
                                                : from.allowed.value > bound.allowed.value);
        };
        const bool caseBeyond = x.named != y.named && (x.named ? beyond(y, x) : beyond(x, y));
        if (x.rule == y.rule || (!caseBeyond && (!x.named || !y.named)))
            continue;
        // (a measure in two units of two scales is of two things: "Brodove dulje od 12 metara" / "oštećenja trupa duljih od
        // 20 cm"; not "2 tone" / "od 500 kilograma")
        constexpr double kNearMeasures = 6;
        if (x.factor != y.factor
            && std::max(x.allowed.value, y.allowed.value) > kNearMeasures * std::min(x.allowed.value, y.allowed.value))
            continue;
        // (one measure in two units: "0,5 t" / "500 kg")
        if (std::abs(x.allowed.value - y.allowed.value)
            <= 1e-9 * std::max(std::abs(x.allowed.value), std::abs(y.allowed.value))) {
            sameBounds.push_back({x, y});
            continue;
        }
        // (two amounts of money: one of them the minimum or maximum by name, "Najmanji iznos računa", not two "at
        // least" of two payments, "nadoplaćuje se najmanje 10 eura" / "uplatiti najmanje 25 eura bona")
        if (x.fact->kind == NumberFact::Kind::Money && x.fact->boundWordAt < 0 && y.fact->boundWordAt < 0
            && key.first != QLatin1String("free"))
            continue;
        const RuleFeatures &fx = *feat.at(x.rule);
        const RuleFeatures &fy = *feat.at(y.rule);
        if (&fx == &fy || conflictPairs->contains({x.rule, y.rule}) || redundantPairs->contains({x.rule, y.rule})
            || (fx.days != fy.days && fx.days != 0 && fy.days != 0) || otherItems(rules.at(x.rule), rules.at(y.rule))
            || splitCases(fx, fy))
            continue;
        // (the oldest of whom two rules ask two things are two cases: "Children under 12 must wear a helmet" / "Children
        // under 8 must be accompanied by an adult")
        const auto demands = [](const RuleFeatures &f) {
            return f.modality == Modality::Required || f.modality == Modality::Forbidden || f.always;
        };
        if (x.fact->kind == NumberFact::Kind::Age && key.second < 0 && demands(fx) && demands(fy)
            && !sharesThing(doc, x.rule, y.rule))
            continue;
        // (two things free from two amounts are two: "бесплатный выезд декоратора" / "Доставка … бесплатно при заказе
        // от 3000 ₽"; the thing free is what both name)
        if (key.first == QLatin1String("free")) {
            // (its words, and those of the words that say it is free: "pay no postage")
            const auto things = [&](const Rule &rule, const RuleFeatures &f) {
                QList<Meaning> named;
                for (const Meaning &m : f.meanings)
                    if (!semantics.inGroup(m, "free"))
                        named.append(m);
                for (const NumberFact &v : f.numbers) {
                    if (!isFree(v))
                        continue;
                    const QString said = rule.text.mid(v.range.start, v.range.length).toCaseFolded();
                    for (qsizetype i = 0; i < said.size();) {
                        const qsizetype from = nextWord(said, i);
                        const QString w = said.mid(from, i - from);
                        if (const Meaning m = semantics.word(w);
                            !w.isEmpty() && !lex.stopWords.contains(w) && !semantics.inGroup(m, "free"))
                            named.append(m);
                    }
                }
                return named;
            };
            const QList<Meaning> tx = things(rules.at(x.rule), fx);
            const QList<Meaning> ty = things(rules.at(y.rule), fy);
            if (std::none_of(tx.cbegin(), tx.cend(), [&](const Meaning &m) {
                    return std::any_of(ty.cbegin(), ty.cend(), [&](const Meaning &o) { return m.meets(o); });
                }))
                continue;
        }
        out.append(pairSpan(
            rules, x.rule, y.rule, Axis::Conflict, 1, Severity::Warning, 0.3,
            WorkspaceMessages::tr("States %1 where a similar rule states %2.").arg(numberText(*y.fact), numberText(*x.fact))));
        conflictPairs->insert({x.rule, y.rule});
    }
    // the least or most there is said twice: an age ("Alkohol ne prodajemo osobama mlađima od 18 godina" / "Narudžbu rakije
    // primaš samo od punoljetnih osoba"), a group's size ("Grupe imaju najviše 10 polaznika" / "U jednu grupu ne upisujemo
    // više od deset ljudi"), a duration ("najkraći najam je 2 sata" / "Pumpa se ne može iznajmiti na manje od dva sata")
    for (const auto &[x, y] : sameBounds) {
        const RuleFeatures &fx = *feat.at(x.rule);
        const RuleFeatures &fy = *feat.at(y.rule);
        if (&fx == &fy || conflictPairs->contains({x.rule, y.rule}) || redundantPairs->contains({x.rule, y.rule}))
            continue;
        const QString pairText = QStringLiteral("“%1” / “%2”")
                                     .arg(rules.at(y.rule).text.mid(y.fact->range.start, y.fact->range.length),
                                          rules.at(x.rule).text.mid(x.fact->range.start, x.fact->range.length));
        out.append(pairSpan(rules, x.rule, y.rule, Axis::Redundancy, 1, Severity::Warning, 0.25,
                            WorkspaceMessages::tr("Says what an earlier rule says, in other words (%1).").arg(pairText)));
        redundantPairs->insert({x.rule, y.rule});
    }
}

namespace {

// The notice a rule states as its only duration ("at least 48 hours before"), or nullptr: a rule of two durations or of one
// that is not notice gives none (noticeConflicts, cancelDeadlines).
const NumberFact *soleNotice(const RuleFeatures &f)
{
    const NumberFact *notice = nullptr;
    int durations = 0;
    for (const NumberFact &x : f.numbers) {
        if (x.kind != NumberFact::Kind::Duration)
            continue;
        ++durations;
        if (x.notice)
            notice = &x;
    }
    return durations == 1 ? notice : nullptr;
}

} // namespace

// Two rules that each give the notice one thing needs, in other words and other units: "Narudžbu torte treba dati
// barem 48 sati unaprijed" / "Torte se naručuju najmanje 3 dana ranije", "Besplatno otkazivanje moguće je do 48 sati
// prije polaska" / "Gost koji otkaže 24 sata prije polaska ili ranije dobiva cijeli iznos natrag". Each states one
// notice, as its least ("at least", "up to … before", "24 sata prije ili ranije") or as a plain value (a day before);
// both cancel or neither does, both move a visit or neither does; and they name one thing besides the words of notice
// and of the bound ("torte", "polaska"). A notice the rule keeps for some ("samo onaj tko se javi barem dan ranije") is
// its least as well. Not one below which something else happens ("less than 24 hours before": a case of its own),
// nor a range of two ends, nor a rule that says when it holds ("If the caller books before 10 a.m., …").
void noticeConflicts(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const Semantics &semantics = Semantics::forLanguage(lex.language);
    const int n = int(rules.size());
    struct Notice
    {
        int rule;
        const NumberFact *fact;
        bool cancels;
        bool moves;
        QList<const Meaning *> things;
    };
    std::vector<Notice> notices;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || f.conditional)
            continue;
        const NumberFact *notice = soleNotice(f);
        if (!notice || notice->direction < 0 || (notice->low != notice->high && !std::isinf(notice->high)))
            continue;
        Notice c {r, notice, false, false, {}};
        const QString &text = rules.at(r).text;
        // (notice in so many words after the number: "48 sati unaprijed", «за 3 дня до», "24 hours before"; not «за 60
        // минут», a price's duration)
        bool said = false;
        qsizetype at = notice->range.start + notice->range.length;
        for (int words = 0; words < 4 && !said && at < text.size(); ++words) {
            const qsizetype from = nextWord(text, at);
            const QString word = text.mid(from, at - from).toCaseFolded();
            said = lex.noticeWords.contains(word) || lex.beforeWords.contains(word);
        }
        if (!said)
            continue;
        for (const Meaning &m : f.meanings) {
            c.cancels = c.cancels || semantics.inGroup(m, "cancel");
            c.moves = c.moves || semantics.inGroup(m, "reschedule");
            // (what is done with notice is said before it: the event after it, "prije polaska", is no such thing)
            const QString word = text.mid(m.range.start, m.range.length).toCaseFolded();
            if (m.range.start < notice->range.start && !lex.noticeWords.contains(word) && !lex.boundWords.contains(word)
                && !lex.leastWords.contains(word) && !lex.deadlineWords.contains(word) && !semantics.background(word)
                && !semantics.inGroup(m, "free"))
                c.things.append(&m);
        }
        notices.push_back(std::move(c));
    }
    for (std::size_t i = 0; i < notices.size(); ++i) {
        for (std::size_t j = i + 1; j < notices.size(); ++j) {
            const Notice &x = notices[i];
            const Notice &y = notices[j];
            // (notices of one thing differ by a little: minutes to arrive early and days to book ahead are two steps,
            // "dođe 15 minuta prije polaska" / "rezervirati termin najmanje 3 dana unaprijed")
            constexpr double kMaxNoticeRatio = 4;
            const double ratio = std::max(x.fact->value, y.fact->value) / std::max(1.0, std::min(x.fact->value, y.fact->value));
            if (x.fact->value == y.fact->value || ratio > kMaxNoticeRatio || x.cancels != y.cancels || x.moves != y.moves
                || conflictPairs->contains({x.rule, y.rule}) || redundantPairs.contains({x.rule, y.rule})
                || meetingPairs(x.things, y.things) == 0)
                continue;
            out.append(pairSpan(rules, x.rule, y.rule, Axis::Conflict, 1, Severity::Warning, 0.3,
                                WorkspaceMessages::tr("States %1 where a similar rule states %2.")
                                    .arg(numberText(*y.fact), numberText(*x.fact))));
            conflictPairs->insert({x.rule, y.rule});
        }
    }
}

namespace {

// Of rules that each state one number of a kind, in rule order, the first two with different values: one thing said
// twice with two numbers, a conflict (a warning). (`items`: not two entries of a list, otherItems)
void reportFirstDiffering(const LintDocument &doc, const std::vector<std::pair<int, const NumberFact *>> &facts, bool items,
                          RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    for (std::size_t j = 1; j < facts.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            const auto [o, x] = facts[i];
            const auto [r, y] = facts[j];
            if (x->value == y->value || feat.at(o) == feat.at(r) || conflictPairs->contains({o, r})
                || redundantPairs.contains({o, r}) || (items && otherItems(rules.at(o), rules.at(r))))
                continue;
            out.append(
                pairSpan(rules, o, r, Axis::Conflict, 1, Severity::Warning, 0.3,
                         WorkspaceMessages::tr("States %1 where a similar rule states %2.").arg(numberText(*y), numberText(*x))));
            conflictPairs->insert({o, r});
            return;
        }
    }
}

} // namespace

// Two rules that put the deadline of a free cancellation at two notices: "Cancellations are free up to 24 hours before the
// walk" / "An owner who cancels less than two days ahead pays the full price of the walk", «Отменить или перенести сессию
// без оплаты можно не позднее чем за 24 часа» / «Если клиент отменяет запись менее чем за 48 часов, сессия оплачивается
// полностью». Each states one notice as a bound, the side it allows or the side it charges, in a case or not; a prompt
// whose cancellations name three notices or more, or a share ("50 % of the price"), has steps and is left alone. Its only
// two such rules at one notice, bounds the same way, state the deadline twice: a repetition.
void cancelDeadlines(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Semantics &semantics = Semantics::forLanguage(doc.lexicon.language);
    const int n = int(rules.size());
    std::vector<std::pair<int, const NumberFact *>> deadlines;
    std::vector<std::pair<int, const NumberFact *>> moves;
    QSet<double> notices;
    QSet<double> moveNotices;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || f.numbers.isEmpty())
            continue;
        // (steps: a share of the price with notice, or notice between two bounds, "Between 48 and 24 hours before the lesson,
        // half of the price is charged")
        const bool hasNotice = std::any_of(f.numbers.cbegin(), f.numbers.cend(), [](const NumberFact &x) {
            return x.kind == NumberFact::Kind::Duration && x.notice;
        });
        const bool between = std::any_of(f.numbers.cbegin(), f.numbers.cend(), [](const NumberFact &x) {
            return x.kind == NumberFact::Kind::Duration && x.low < x.high && !std::isinf(x.low) && !std::isinf(x.high);
        });
        if (hasNotice && (between || f.states(NumberFact::Kind::Percent)))
            return;
        const bool cancels = namesGroup(f, semantics, "cancel");
        // (a booking moved free of charge is a deadline of its own: "Bookings can be moved free of charge up to 48 hours
        // before the flight time" / "Rescheduling costs nothing as long as the caller gives us at least 72 hours'
        // notice")
        // (its words read only for a rule whose numbers can matter: a share, or one notice)
        const NumberFact *notice = soleNotice(f);
        const bool moved = !cancels && (f.states(NumberFact::Kind::Percent) || notice)
            && (namesGroup(f, semantics, "reschedule")
                || (namesGroup(f, semantics, "move") && std::any_of(f.numbers.cbegin(), f.numbers.cend(), isFree)));
        if (!cancels && !moved)
            continue;
        if (f.states(NumberFact::Kind::Percent))
            return;
        if (notice == nullptr || notice->direction == 0 || notice->low == notice->high)
            continue;
        (cancels ? deadlines : moves).emplace_back(r, notice);
        (cancels ? notices : moveNotices).insert(notice->value);
    }
    if (notices.size() == 2)
        reportFirstDiffering(doc, deadlines, false, conflictPairs, *redundantPairs, out);
    if (moveNotices.size() == 2)
        reportFirstDiffering(doc, moves, false, conflictPairs, *redundantPairs, out);
    // the one deadline said twice: the prompt's only two rules of it, with the same notice ("Rezervaciju degustacije gost
    // može besplatno otkazati najkasnije 48 sati prije termina" / "Gost koji degustaciju otkaže dva dana unaprijed ili
    // ranije ne plaća ništa")
    for (const auto &[pairs, values] : {std::pair(&deadlines, &notices), std::pair(&moves, &moveNotices)}) {
        if (pairs->size() != 2 || values->size() != 1)
            continue;
        const auto [o, x] = pairs->front();
        const auto [r, y] = pairs->back();
        // (… or from both sides, when the rule of the free side already says what is charged later: "Otkazivanje je
        // besplatno do 6 sati prije termina; kasnije otkazan … termin naplaćuje se u cijelosti" / "Tko otkaže manje od šest
        // sati prije početka …, plaća puni iznos"; not "… at least 24 hours before get a full refund" / "… less than 24
        // hours before, the deposit is kept", one policy in two rules)
        const auto saysLater = [&](int k, const NumberFact *f) {
            const QString &text = rules.at(k).text;
            for (qsizetype i = f->range.start + f->range.length; i < text.size();) {
                const qsizetype from = nextWord(text, i);
                if (doc.lexicon.laterWords.contains(text.mid(from, i - from).toCaseFolded()))
                    return true;
            }
            return false;
        };
        const bool bothSides
            = x->direction == -y->direction && x->strict != y->strict && (x->strict ? saysLater(r, y) : saysLater(o, x));
        if ((x->direction != y->direction && !bothSides) || feat.at(o) == feat.at(r) || conflictPairs->contains({o, r})
            || redundantPairs->contains({o, r}) || otherItems(rules.at(o), rules.at(r)))
            continue;
        out.append(pairSpan(
            rules, o, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
            WorkspaceMessages::tr("States the same number (%1) about the same thing as an earlier rule.").arg(numberText(*y))));
        redundantPairs->insert({o, r});
    }
}

namespace {

// The one rule of the prompt that gives something up to `x` (`upTo`: free, or turned away, below it) against the one
// that charges from `y` (`from`), when they overlap (x above y) and the pair is not reported yet: one conflict, its
// message made of the two (minimumAges, freeRadius). Nothing when either kind is said in no rule or in several.
using RuleNumbers = std::vector<std::pair<int, const NumberFact *>>;
void soleOverlap(const LintDocument &doc, const RuleNumbers &upTo, const RuleNumbers &from, RulePairs *conflictPairs,
                 const RulePairs &redundantPairs, QList<Span> &out,
                 const std::function<QString(int o, const NumberFact *x, int r, const NumberFact *y)> &message)
{
    if (upTo.size() != 1 || from.size() != 1)
        return;
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto [o, x] = upTo.front();
    const auto [r, y] = from.front();
    const int earlier = std::min(o, r);
    const int later = std::max(o, r);
    if (x->high <= y->low || doc.features.at(o) == doc.features.at(r) || conflictPairs->contains({earlier, later})
        || redundantPairs.contains({earlier, later}) || otherItems(rules.at(o), rules.at(r)))
        return;
    out.append(pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.3, message(o, x, r, y)));
    conflictPairs->insert({earlier, later});
}

} // namespace

// The youngest age from which children go without an adult, said by two rules: "Juniors aged 12 and over can book and use a
// lane on their own" / "Anyone under 16 must have an adult in the net with them" (a conflict: a 13-year-old is both), or
// "Callers under 16 must be accompanied by a parent or guardian" / "No one younger than sixteen may shoot without an adult
// guardian present" (a repetition). A rule gives it with one age bound: from that age alone ("on their own", «без
// сопровождения», "bez pratnje"), or below it not alone, or only with an adult ("must be accompanied", «в сопровождении»,
// "u pratnji"). The prompt's only two such rules are compared.
void unaccompaniedAges(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const int n = int(rules.size());
    std::vector<std::pair<int, const NumberFact *>> found;
    std::vector<double> from; // … the age from which each lets them go alone
    for (int r = 0; r < n && found.size() <= 2; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || f.conditional || !f.states(NumberFact::Kind::Age))
            continue;
        int ages = 0;
        const NumberFact *age = firstOfKind(f, NumberFact::Kind::Age, &ages);
        // (one bound, open on one side: not "aged 14 and 15")
        if (ages != 1 || age->direction == 0 || !(std::isinf(age->low) || std::isinf(age->high)))
            continue;
        const QList<Token> tokens = tokenize(rules.at(r).text);
        const bool alone = !lex.unaccompanied.matchAll(tokens).isEmpty();
        const bool adult = !alone && !lex.accompanied.matchAll(tokens).isEmpty();
        const bool forbids = f.modality == Modality::Forbidden || (f.modality == Modality::None && f.negated);
        // the first age of going alone: the bound itself from below ("12 and over"), past it from above ("under 16" is
        // 16, "15 or younger" is 16)
        const double past = age->strict ? age->value : age->value + 1;
        if (alone && !forbids && age->direction > 0)
            from.push_back(age->strict ? age->value + 1 : age->value);
        else if (((alone && forbids) || (adult && !forbids && f.modality != Modality::Permitted)) && age->direction < 0)
            from.push_back(past);
        else
            continue;
        found.emplace_back(r, age);
    }
    if (found.size() != 2)
        return;
    const auto [o, x] = found.front();
    const auto [r, y] = found.back();
    if (feat.at(o) == feat.at(r) || conflictPairs->contains({o, r}) || redundantPairs->contains({o, r})
        || otherItems(rules.at(o), rules.at(r)))
        return;
    if (from.front() == from.back()) {
        out.append(pairSpan(
            rules, o, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
            WorkspaceMessages::tr("States the same number (%1) about the same thing as an earlier rule.").arg(numberText(*y))));
        redundantPairs->insert({o, r});
        return;
    }
    out.append(pairSpan(rules, o, r, Axis::Conflict, 1, Severity::Warning, 0.3,
                        WorkspaceMessages::tr("Lets children go without an adult from %1, where a similar rule says from %2.")
                            .arg(QString::number(from.back()), QString::number(from.front()))));
    conflictPairs->insert({o, r});
}

// Two rules that each give the youngest a child may be, at two ages: "Flyers must be at least 4 years old" / "Children can
// take to the air from their fifth birthday", "Primamo djecu od 6 do 15 godina" / "Najmlađa grupa je za djecu od navršenih
// sedam godina"; or the oldest a child goes free: "Djeca mlađa od 6 godina voze se besplatno" / "Za djecu do sedam godina
// starosti karta se ne plaća". Each states one such age of a child (under the age of majority), in no case of its own;
// a prompt that names three such ages or more has age groups, and so have two rules that each name a group, or whose
// ages do not meet ("od 5 do 9 godina" / "od 10 do 14 godina"), or that each give a range of ages ("Standard castle, ages
// 3 to 10" / "Disco dome, ages 4 to 12": two things).
void minimumAges(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out)
{
    constexpr double kMajority = 18;
    constexpr double kLatestMajority = 21; // the oldest age of majority anywhere
    constexpr double kTeens = 14; // … and the youngest teenager taken where adults are
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Semantics &semantics = Semantics::forLanguage(doc.lexicon.language);
    const int n = int(rules.size());
    // (`direction` 1: the youngest; -1: the oldest free or, `demand`, the oldest of whom a rule asks something)
    // (a rule that turns away all under an age states the youngest taken: «Детей младше пяти лет в школу не записывай»,
    // "Never book children under 5"; read as "from 5")
    std::deque<NumberFact> turnedAway;
    QSet<int> turnedAwayRules;
    const auto turnedAwayRule = [&](int r) { return turnedAwayRules.contains(r); };
    const auto teenager = [&](double age) { return age >= kTeens && age < kMajority; };
    const auto alone = [&](int r) { return !doc.lexicon.unaccompanied.matchAll(tokenize(rules.at(r).text)).isEmpty(); };
    const auto compare = [&](int direction, bool demand) {
        std::vector<std::pair<int, const NumberFact *>> ages;
        QSet<double> values;
        for (int r = 0; r < n; ++r) {
            const RuleFeatures &f = *feat.at(r);
            // (… in a case of its own, only against one who turns them away, below: "Children under 12 may not play in
            // club sessions" / "Juniors aged 11 to 17 play free of charge when they come with an adult member")
            if (f.describesTool || (f.conditional && (direction < 0 || demand)) || !f.states(NumberFact::Kind::Age))
                continue;
            // (… or who are not seen, in a rule that asks something else of them: "Children younger than 5 are not seen at
            // this clinic and should be referred to their GP"; not who do not pay)
            const auto paying = [&] {
                return namesGroup(f, semantics, "payment") || namesGroup(f, semantics, "price")
                    || namesGroup(f, semantics, "free");
            };
            const bool notSeen = f.negated && f.modality == Modality::Required;
            if (direction > 0 && !demand && !f.conditional && (f.modality == Modality::Forbidden || notSeen) && !f.without
                && f.numbers.size() == 1 && f.numbers.first().direction < 0 && !f.numbers.first().describes
                && std::isinf(f.numbers.first().low) && f.numbers.first().value < kMajority && !paying()) {
                NumberFact youngest = f.numbers.first();
                youngest.direction = 1;
                youngest.low = youngest.value;
                youngest.high = std::numeric_limits<double>::infinity();
                turnedAway.push_back(youngest);
                turnedAwayRules.insert(r);
                ages.emplace_back(r, &turnedAway.back());
                values.insert(youngest.value);
                continue;
            }
            const bool free = std::any_of(f.numbers.cbegin(), f.numbers.cend(), isFree);
            if (direction < 0 && !demand && !free)
                continue;
            if (demand
                && (free || statesPrice(f)
                    || (f.modality != Modality::Required && f.modality != Modality::Forbidden && !f.always)))
                continue;
            const NumberFact *bound = nullptr;
            int bounds = 0;
            for (const NumberFact &x : f.numbers) {
                if (x.kind == NumberFact::Kind::Age && x.direction == direction) {
                    ++bounds;
                    bound = &x;
                }
            }
            // (… and no other age: not a split, "Дети до 10 лет … только в шлеме; … детям старше 10 лет шлем не
            // обязателен")
            if (bounds != 1 || bound->describes
                || (bound->value >= kMajority && (direction < 0 || demand || bound->value > kLatestMajority))
                || std::any_of(f.numbers.cbegin(), f.numbers.cend(), [&](const NumberFact &x) {
                       return x.kind == NumberFact::Kind::Age && (x.low != bound->low || x.high != bound->high);
                   }))
                continue;
            ages.emplace_back(r, bound);
            // (the age as said: "до 7 лет" and «младше семи лет» are one age to most who say them)
            values.insert(bound->value);
        }
        if (values.size() != 2)
            return;
        for (std::size_t j = 1; j < ages.size(); ++j) {
            for (std::size_t i = 0; i < j; ++i) {
                const auto [o, x] = ages[i];
                const auto [r, y] = ages[j];
                if (x->value == y->value || feat.at(o) == feat.at(r) || conflictPairs->contains({o, r})
                    || redundantPairs.contains({o, r}) || otherItems(rules.at(o), rules.at(r))
                    || ((feat.at(o)->conditional || feat.at(r)->conditional) && !turnedAwayRule(o) && !turnedAwayRule(r))
                    || ((demand || turnedAwayRule(o) || turnedAwayRule(r)) && !sharesThing(doc, o, r)))
                    continue;
                // (the youngest of one group is not the youngest taken: "Взрослая группа (с 16 лет)" / «Детей младше 6 лет не
                // записывай»)
                if ((turnedAwayRule(o) && namesGroup(*feat.at(r), semantics, "group"))
                    || (turnedAwayRule(r) && namesGroup(*feat.at(o), semantics, "group")))
                    continue;
                // (an adult's age only against a teenager's: «Учиться можно с 18 лет» / «Подростков от 16 лет берём …»)
                // (… not of going alone: «Самостоятельные прыжки … только с 18 лет» / «Прыгать в тандеме можно с 14 лет»)
                if ((x->value >= kMajority && (!teenager(y->value) || alone(o)))
                    || (y->value >= kMajority && (!teenager(x->value) || alone(r))))
                    continue;
                if (x->high < y->low || y->high < x->low
                    || (!std::isinf(x->high) && !std::isinf(y->high) && !std::isinf(x->low) && !std::isinf(y->low))
                    || (namesGroup(*feat.at(o), semantics, "group") && namesGroup(*feat.at(r), semantics, "group")))
                    continue;
                out.append(pairSpan(
                    rules, o, r, Axis::Conflict, 1, Severity::Warning, 0.3,
                    WorkspaceMessages::tr("States %1 where a similar rule states %2.").arg(numberText(*y), numberText(*x))));
                conflictPairs->insert({o, r});
                return;
            }
        }
    };
    compare(1, false);
    compare(-1, false);
    compare(-1, true);
    // The oldest a child goes free, or is turned away, against the youngest of a priced range of children's ages: «Билет
    // для ребёнка от 3 до 13 лет стоит 500 рублей» / «Дети до пяти лет проходят бесплатно» (a child of 3 or 4 pays and
    // goes free); not "under 3 free" / "3 to 13 at £5", which meet. One such age and one priced range in the prompt.
    std::vector<std::pair<int, const NumberFact *>> freeAges;
    std::vector<std::pair<int, const NumberFact *>> pricedRanges;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || f.conditional || !f.states(NumberFact::Kind::Age))
            continue;
        const bool free = std::any_of(f.numbers.cbegin(), f.numbers.cend(), isFree);
        const bool priced = statesPrice(f);
        // (… or who is turned away: "We cannot dress boys under the age of four" / "Children's suits are available in
        // ages 2 to 14 at £45")
        // (not "Children under 4 cannot ride alone")
        const bool refused
            = f.negated && !free && !priced && !wordBetween(rules.at(r).text, 0, rules.at(r).text.size(), doc.lexicon.aloneWords);
        if (free == priced && !refused)
            continue;
        int ages = 0;
        const NumberFact *age = firstOfKind(f, NumberFact::Kind::Age, &ages);
        if (age->describes || std::isinf(age->high) || age->high >= kMajority)
            continue;
        if ((free || refused) && ages == 1 && age->direction < 0 && std::isinf(age->low))
            freeAges.emplace_back(r, age);
        else if (priced && ages == 2 && !std::isinf(age->low) && age->low < age->high)
            pricedRanges.emplace_back(r, age);
    }
    soleOverlap(doc, freeAges, pricedRanges, conflictPairs, redundantPairs, out,
                [&](int o, const NumberFact *x, int, const NumberFact *y) {
                    const QString message = feat.at(o)->negated
                        ? WorkspaceMessages::tr("Turns away children under %1, where a similar rule takes them from age %2.")
                        : WorkspaceMessages::tr("Free for children under %1, where a similar rule charges from age %2.");
                    return message.arg(numberText(*x), numberText(*y));
                });
}

// An age below the youngest a rule requires, which another rule allows (on a condition or not): "Players must be at
// least 7 years old" / "Children aged 6 can play as long as an adult stays in the building", "Vozač mora imati najmanje
// 18 godina" / "Vozači od 16 godina smiju voziti ako roditelj na plaži potpiše izjavu", "Polaznici moraju imati najmanje
// 18 godina" / "… mogu se prijaviti i mladi od 16 godina uz pisanu suglasnost roditelja". The requirement names no
// exception, so the two cannot both hold. The prompt's only rule of each kind.
void agesBelowMinimum(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    int required = -1;
    int allowed = -1;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || f.negated || !f.states(NumberFact::Kind::Age))
            continue;
        if (!f.conditional && f.modality == Modality::Required
            && std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                           [](const NumberFact &x) { return x.kind == NumberFact::Kind::Age && x.direction > 0; })) {
            if (required >= 0)
                return;
            required = r;
        } else if (f.modality == Modality::Permitted) {
            int ages = 0;
            const NumberFact *age = firstOfKind(f, NumberFact::Kind::Age, &ages);
            if (ages != 1 || age->direction < 0 || age->describes)
                continue;
            if (allowed >= 0)
                return;
            allowed = r;
        }
    }
    if (required < 0 || allowed < 0 || feat.at(required) == feat.at(allowed))
        return;
    int ages = 0;
    const NumberFact *below = firstOfKind(*feat.at(allowed), NumberFact::Kind::Age, &ages);
    // (of the requirement's least ages, the lowest above the one allowed: "Vozač … najmanje 18 godina, a suvozač najmanje
    // 8 godina" against 16)
    const NumberFact *least = nullptr;
    for (const NumberFact &x : feat.at(required)->numbers)
        if (x.kind == NumberFact::Kind::Age && x.direction > 0 && x.value > below->value && (!least || x.value < least->value))
            least = &x;
    const int earlier = std::min(required, allowed);
    const int later = std::max(required, allowed);
    if (!least || conflictPairs->contains({earlier, later}) || redundantPairs.contains({earlier, later})
        || otherItems(rules.at(earlier), rules.at(later)))
        return;
    const NumberFact &said = later == allowed ? *below : *least;
    const NumberFact &other = later == allowed ? *least : *below;
    out.append(
        pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.3,
                 WorkspaceMessages::tr("States %1 where a similar rule states %2.").arg(numberText(said), numberText(other))));
    conflictPairs->insert({earlier, later});
}

// A payment before the work that one rule says is not needed, and another takes at an amount or a share: «Предоплата не
// нужна: клиент платит при получении готового заказа» / «При оформлении заказа клиент вносит предоплату 30%», "Cijeli
// iznos naplaćuje se tek kada klijent preuzme sliku, bez ikakvog plaćanja unaprijed" / "Pri predaji slike klijent plaća
// predujam od 30 %". The payment is a word of the group "deposit", or a word of paying before a word of advance; it is
// denied by a negation or "without" up to three words before it, or in its own negated clause. Not a rule about giving
// it back or calling it off ("Deposits are not refunded", "Avans se ne vraća"). A word of the two rules' things meets.
void depositDenied(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const Semantics &semantics = Semantics::forLanguage(lex.language);
    const int n = int(rules.size());
    std::vector<int> denied;
    std::vector<int> taken;
    for (int r = 0; r < n && denied.size() + taken.size() < std::size_t(kMaxCandidates); ++r) {
        const RuleFeatures &f = *feat.at(r);
        const QString &text = rules.at(r).text;
        // (read word by word only a rule that may name such a payment: a word of the group, or a word of paying)
        if (f.describesTool
            || (!namesGroup(f, semantics, "deposit")
                && std::none_of(f.meanings.cbegin(), f.meanings.cend(),
                                [&](const Meaning &m) {
                                    return beginsWithAny(text.mid(m.range.start, m.range.length).toLower(), lex.paymentStems);
                                }))
            || namesGroup(f, semantics, "refund") || namesGroup(f, semantics, "cancel"))
            continue;
        const QList<Token> tokens = tokenize(text);
        if (std::any_of(tokens.cbegin(), tokens.cend(), [&](const Token &w) { return beginsWithAny(w.lower, lex.returnStems); }))
            continue; // ("Avans se ne vraća ako kupac odustane")
        // the payment's token: a word of the group, or a word of paying before a word of advance
        int first = -1;
        for (qsizetype t = 0; t < tokens.size() && first < 0; ++t) {
            const Token &w = tokens.at(t);
            const bool deposit = std::any_of(f.meanings.cbegin(), f.meanings.cend(), [&](const Meaning &m) {
                return m.range.start == w.start && semantics.inGroup(m, "deposit");
            });
            bool advance = false;
            if (!deposit && beginsWithAny(w.lower, lex.paymentStems))
                for (qsizetype k = t + 1; k < tokens.size() && k <= t + 2 && !advance; ++k)
                    advance = lex.advanceWords.contains(tokens.at(k).lower);
            if (deposit || advance)
                first = int(t);
        }
        if (first < 0)
            continue;
        const qsizetype at = tokens.at(first).start;
        bool no = false;
        for (int k = std::max(0, first - 3); k < first && !no; ++k)
            no = lex.negations.contains(tokens.at(k).lower) || lex.withoutWords.contains(tokens.at(k).lower)
                || lex.noneWords.contains(tokens.at(k).lower);
        for (const ClauseFeatures &c : f.clauses)
            if (c.negated && c.range.start <= at && at < c.range.start + c.range.length)
                no = true;
        const bool amount = statesPrice(f) || f.states(NumberFact::Kind::Percent);
        if (no && f.numbers.isEmpty())
            denied.push_back(r);
        else if (!no && !f.negated && amount)
            taken.push_back(r);
    }
    // the words of a rule's things, besides the payment's and paying's own
    const auto things = [&](int r) {
        const RuleFeatures &f = *feat.at(r);
        QList<const Meaning *> words;
        for (const Meaning &m : f.meanings) {
            const QString w = rules.at(r).text.mid(m.range.start, m.range.length).toCaseFolded();
            if (!semantics.inGroup(m, "deposit") && !semantics.inGroup(m, "payment") && !beginsWithAny(w, lex.paymentStems)
                && !m.light)
                words.append(&m);
        }
        return thingWords(rules.at(r), words, lex, false);
    };
    for (const int d : denied) {
        for (const int t : taken) {
            const int earlier = std::min(d, t);
            const int later = std::max(d, t);
            if (feat.at(d) == feat.at(t) || conflictPairs->contains({earlier, later}) || redundantPairs.contains({earlier, later})
                || otherItems(rules.at(earlier), rules.at(later)))
                continue;
            if (meetingPairs(things(d), things(t)) == 0)
                continue;
            out.append(pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.35,
                                WorkspaceMessages::tr("Takes a payment in advance that another rule says is not needed.")));
            conflictPairs->insert({earlier, later});
            break;
        }
    }
}

// A distance within which something is free or in the price, against a price from a shorter one: "Delivery and collection
// within 25 miles of our yard are included in the price" / "Add £1.50 per mile each way for any address more than 20 miles
// from the yard" (from 20 to 25 miles it is both); not "free within 20 miles" / "£1.50 a mile beyond 20 miles", which
// meet. One such distance and one such price in the prompt.
void freeRadius(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const int n = int(rules.size());
    std::vector<std::pair<int, const NumberFact *>> free;
    std::vector<std::pair<int, const NumberFact *>> charged;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || f.conditional || !f.states(NumberFact::Kind::Distance))
            continue;
        int distances = 0;
        const NumberFact *distance = firstOfKind(f, NumberFact::Kind::Distance, &distances);
        const bool priced = statesPrice(f);
        if (distances != 1 || distance->describes)
            continue;
        if (distance->direction < 0 && !priced
            && (std::any_of(f.numbers.cbegin(), f.numbers.cend(), isFree)
                || !lex.includedWords.matchAll(tokenize(rules.at(r).text)).isEmpty()))
            free.emplace_back(r, distance);
        else if (distance->direction > 0 && priced)
            charged.emplace_back(r, distance);
    }
    // (each distance as written, with its unit: "25 miles", not in kilometres)
    const auto written = [&](int rule, const NumberFact *d) {
        const QString &text = rules.at(rule).text;
        qsizetype end = d->range.start + d->range.length;
        nextWord(text, end);
        return text.mid(d->range.start, end - d->range.start);
    };
    soleOverlap(doc, free, charged, conflictPairs, redundantPairs, out,
                [&](int o, const NumberFact *x, int r, const NumberFact *y) {
                    return WorkspaceMessages::tr("Free within %1, where a similar rule charges from %2.")
                        .arg(written(o, x), written(r, y));
                });
}

// The amount below which one rule charges for something and the amount above which another gives it free, when they
// overlap: "Za kupnju manju od 80 eura naplaćujemo dostavu 5 eura" / "Dostava unutar Zadra besplatna je za narudžbe iznad
// 60 €" (an order of 70 € is charged and free). Each is the prompt's only rule of its kind: one price below one bound of
// money, no more; one bound of money from which it is free, and no price.
void freeThreshold(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Semantics &semantics = Semantics::forLanguage(doc.lexicon.language);
    const int n = int(rules.size());
    std::vector<std::pair<int, const NumberFact *>> charged;
    std::vector<std::pair<int, const NumberFact *>> free;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || f.negated || f.numbers.size() > 2
            || std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                           [](const NumberFact &x) { return x.kind != NumberFact::Kind::Money; }))
            continue;
        const NumberFact *below = nullptr;
        const NumberFact *from = nullptr;
        int prices = 0;
        bool freeOfCharge = false;
        for (const NumberFact &x : f.numbers) {
            if (isFree(x))
                freeOfCharge = true;
            else if (x.direction < 0)
                below = &x;
            else if (x.direction > 0)
                from = &x;
            else
                ++prices;
        }
        if (below && !from && prices == 1 && !freeOfCharge)
            charged.emplace_back(r, below);
        else if (from && !below && prices == 0 && (freeOfCharge || namesGroup(f, semantics, "free")))
            free.emplace_back(r, from);
    }
    soleOverlap(doc, charged, free, conflictPairs, redundantPairs, out, [&](int, const NumberFact *x, int, const NumberFact *y) {
        return WorkspaceMessages::tr("Charges below %1, where a similar rule makes it free from %2.")
            .arg(numberText(*x), numberText(*y));
    });
}

// A deposit one rule never pays back and another pays back on notice: "Once paid, the £50 party deposit cannot be
// returned under any circumstances" / "Party deposits are refunded if the party is cancelled at least 7 days before the
// date", "A £30 deposit is taken at booking and is non-refundable" / "Deposits are refunded in full if a party is
// cancelled 48 hours or more before the start".
void refundConflicts(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const Semantics &semantics = Semantics::forLanguage(lex.language);
    const int n = int(rules.size());
    int never = -1;
    int onNotice = -1;
    QString neverWord;
    QString noticeWord;
    // (the notice from which money is given back, and that under which none is: one rule each)
    RuleNumbers backFrom;
    RuleNumbers noneUnder;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool)
            continue;
        // (only a rule with a word of giving back, or of never doing so, is read word by word)
        if (!f.returnWord)
            continue;
        const QString text = rules.at(r).text.toLower();
        // (a deposit, or the money paid: "Novac za tečaj ne vraćamo ni u kojem slučaju")
        bool money = false;
        for (qsizetype i = 0; i < text.size() && !money;) {
            const qsizetype from = nextWord(text, i);
            money = beginsWithAny(text.mid(from, i - from), lex.moneyStems);
        }
        const bool deposit = namesGroup(f, semantics, "deposit");
        if (!money && !deposit)
            continue;
        QString said; // the word that gives back, or says it never does
        for (qsizetype i = 0; i < text.size() && said.isEmpty();) {
            const qsizetype from = nextWord(text, i);
            if (beginsWithAny(text.mid(from, i - from), lex.returnStems))
                said = rules.at(r).text.mid(from, i - from);
        }
        const bool returns = !said.isEmpty();
        // (in so many words, "non-refundable" of two)
        bool nonRefundable = false;
        for (const QString &s : lex.nonRefundStems) {
            if (const qsizetype at = text.indexOf(s); at >= 0 && !nonRefundable) {
                nonRefundable = true;
                qsizetype end = at;
                while (end < text.size() && (text.at(end).isLetter() || text.at(end) == QLatin1Char('-')))
                    ++end;
                said = rules.at(r).text.mid(at, end - at);
            }
        }
        // (never for a case, "Kod kasnijeg otkazivanja akontacija se ne vraća", is the other side of the notice)
        const bool cancelCase = namesGroup(f, semantics, "cancel") && !f.always && f.neverAt < 0;
        // (notice before, or a time within which it is paid back: "Ako kupac odustane u roku od 14 dana od uplate, vraćamo
        // mu cijeli iznos, uključujući avans")
        const bool notice = std::any_of(f.numbers.cbegin(), f.numbers.cend(), [&](const NumberFact &x) {
            return x.kind == NumberFact::Kind::Duration && (x.direction != 0 || f.conditional);
        });
        // (money that is no deposit is never paid back when the rule says "never" in every case: not "Gosti pod
        // uticajem alkohola vraćaju se kući bez povrata novca")
        const bool neverSaid = deposit || (f.neverAt >= 0 && !f.conditional);
        int durations = 0;
        const NumberFact *bound = firstOfKind(f, NumberFact::Kind::Duration, &durations);
        if (durations == 1 && f.conditional && returns && !nonRefundable && !bound->describes) {
            if (!f.negated && bound->direction > 0)
                backFrom.emplace_back(r, bound);
            else if (f.negated && bound->direction < 0)
                noneUnder.emplace_back(r, bound);
        }
        if (!notice && !cancelCase && neverSaid && (nonRefundable || (returns && f.negated)) && never < 0) {
            never = r;
            neverWord = said;
        } else if (notice && returns && !nonRefundable && !f.negated && onNotice < 0) {
            onNotice = r;
            noticeWord = said;
        }
    }
    // money given back with notice of some days or more, and none with fewer days than more than that: «Деньги
    // возвращаются полностью, если ученик отказался не позднее чем за 7 дней до первого занятия» / «Если до старта
    // осталось меньше 10 дней, деньги за курс не возвращаются» (8 or 9 days before: both)
    soleOverlap(doc, noneUnder, backFrom, conflictPairs, redundantPairs, out,
                [&](int, const NumberFact *x, int, const NumberFact *y) {
                    return WorkspaceMessages::tr("Gives nothing back under %1 of notice, where a similar rule gives money back "
                                                 "from %2.")
                        .arg(numberText(*x), numberText(*y));
                });
    if (never < 0 || onNotice < 0 || feat.at(never) == feat.at(onNotice))
        return;
    const int earlier = std::min(never, onNotice);
    const int later = std::max(never, onNotice);
    if (conflictPairs->contains({earlier, later}) || redundantPairs.contains({earlier, later}))
        return;
    out.append(pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.3,
                        WorkspaceMessages::tr("Allows what another rule forbids, in other words (%1).")
                            .arg(QStringLiteral("“%1” / “%2”").arg(noticeWord, neverWord))));
    conflictPairs->insert({earlier, later});
}

// Two periods for giving back what was bought: "Neotvorenu robu kupac može vratiti u roku od 8 dana" / "povrat robe moguć
// u roku od 15 dana od kupovine", "An unused scooter can be returned within 14 days for a full refund" / "Refunds are
// possible only in the first 30 days after delivery". A prompt has one: a word of giving back and a length of time in one
// clause; not the time in which money comes back ("novac se vraća u roku od pet radnih dana"), a deposit or a
// cancellation (refundConflicts, cancelDeadlines), nor notice before an event.
void returnPeriods(const LintDocument &doc, RulePairs *conflictPairs, const RulePairs &redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const Semantics &semantics = Semantics::forLanguage(lex.language);
    const int n = int(rules.size());
    std::vector<std::pair<int, const NumberFact *>> periods;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool)
            continue;
        const NumberFact *period = nullptr;
        int durations = 0;
        for (const NumberFact &x : f.numbers) {
            if (x.kind != NumberFact::Kind::Duration)
                continue;
            ++durations;
            if (!x.notice && x.direction <= 0)
                period = &x;
        }
        if (durations != 1 || !period || namesGroup(f, semantics, "deposit") || namesGroup(f, semantics, "cancel"))
            continue;
        // the clause of the period
        const QString &text = rules.at(r).text;
        TextRange around = clauseAround(text, period->range.start, period->range.start + period->range.length);
        // (… with what stands before a dash: «Срок возврата — одна неделя с момента получения заказа»)
        qsizetype dash = around.start;
        while (dash > 0 && text.at(dash - 1).isSpace())
            --dash;
        if (dash > 0 && (text.at(dash - 1) == QChar(0x2014) || text.at(dash - 1) == QChar(0x2013))) {
            const qsizetype topic = clauseAround(text, dash - 1, dash - 1).start;
            around = {topic, around.start + around.length - topic};
        }
        const QString clause = text.mid(around.start, around.length).toLower();
        const qsizetype periodAt = period->range.start - around.start;
        bool returns = false;
        bool money = false;
        QString before; // the word before the one read
        for (qsizetype i = 0; i < clause.size();) {
            const qsizetype start = nextWord(clause, i);
            const QString word = clause.mid(start, i - start);
            qsizetype k = i;
            const qsizetype nextAt = nextWord(clause, k);
            const QString next = clause.mid(nextAt, k - nextAt);
            // giving back before the period, said of the thing: not the event it is counted from ("od povrata tepiha"),
            // not what the business brings back ("Oprani tepih vraćamo za sedam dana") or someone coming back ("a fitter
            // returns within 10 working days", "rings back")
            const bool given = start < periodAt && beginsWithAny(word, lex.returnStems) && word != QLatin1String("back")
                && !lex.afterWords.contains(before) && !lex.comparisonWords.contains(before)
                && !word.endsWith(QLatin1String("mo")) && !word.endsWith(QStringLiteral("ём"))
                && !word.endsWith(QStringLiteral("ем")) && !(word.endsWith(QLatin1Char('s')) && next == QLatin1String("within"));
            returns = returns || given;
            money = money || beginsWithAny(word, lex.moneyStems);
            before = word;
        }
        if (returns && !money)
            periods.emplace_back(r, period);
    }
    reportFirstDiffering(doc, periods, true, conflictPairs, redundantPairs, out);
}

namespace {

// The one duration a rule states, not counted back from an event (a notice) and, with `lengthsOnly`, no lower bound
// ("at least three days"), beside amounts and counts alone, and shares with `shares`; null for none, several or other
// numbers.
const NumberFact *soleDuration(const RuleFeatures &f, bool lengthsOnly, bool shares)
{
    const NumberFact *duration = nullptr;
    int durations = 0;
    for (const NumberFact &x : f.numbers) {
        if (x.kind == NumberFact::Kind::Duration && !x.notice && (!lengthsOnly || x.direction <= 0)) {
            ++durations;
            duration = &x;
        } else if (x.kind != NumberFact::Kind::Money && x.kind != NumberFact::Kind::Count
                   && !(shares && x.kind == NumberFact::Kind::Percent)) {
            return nullptr;
        }
    }
    return durations == 1 ? duration : nullptr;
}

// The only two rules of a prompt that state one length (`lengths`, at most two kept), at two of one order (the longer at
// most six times the shorter): a conflict; at one: a repetition. Nothing for another number of rules.
void reportTwoLengths(const LintDocument &doc, const std::vector<std::pair<int, const NumberFact *>> &lengths,
                      RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    if (lengths.size() != 2)
        return;
    const auto [o, x] = lengths[0];
    const auto [r, y] = lengths[1];
    const double shorter = std::min(x->value, y->value);
    const double longer = std::max(x->value, y->value);
    constexpr double kNearLengths = 6;
    if (shorter <= 0 || longer > kNearLengths * shorter)
        return;
    if (shorter != longer) {
        reportFirstDiffering(doc, lengths, true, conflictPairs, *redundantPairs, out);
        return;
    }
    if (doc.features.at(o) == doc.features.at(r) || conflictPairs->contains({o, r}) || redundantPairs->contains({o, r})
        || otherItems(rules.at(o), rules.at(r)))
        return;
    out.append(pairSpan(
        rules, o, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
        WorkspaceMessages::tr("States the same number (%1) about the same thing as an earlier rule.").arg(numberText(*y))));
    redundantPairs->insert({o, r});
}

} // namespace

// A rule says how long a job takes when it states one duration, no notice and no time of day, and a word of a job done
// (Lexicon::turnaroundCues), not in quotes ('our "ready" message') nor in a compound ("ready-to-wear"); in no case of its
// own and not of an urgent job. A prompt with two such rules alone, at two durations of one order (the longer at most six
// times the shorter), states one turnaround twice: "Obična narudžba gotova je dva dana nakon predaje" / "Standardni rok
// izrade je 3 radna dana", «Срок пошива — 14 календарных дней» / «Заказ будет готов через три недели».
void turnaroundTimes(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const int n = int(rules.size());
    std::vector<std::pair<int, const NumberFact *>> turnarounds;
    // (a day named by when it starts is no case: "Izrada traje 10 radnih dana od dana kad preuzmemo vunu", "from the day
    // when")
    const auto dayWhen = [&](int r) {
        const RuleFeatures &f = *feat.at(r);
        const QString &text = rules.at(r).text;
        if (f.conditionAt <= 0)
            return false;
        qsizetype end = f.conditionAt;
        const qsizetype from = nextWord(text, end);
        return lex.whenWords.contains(text.mid(from, end - from).toCaseFolded())
            && lex.durationUnits.value(wordBefore(text, f.conditionAt).first) == 1440;
    };
    for (int r = 0; r < n && turnarounds.size() <= 2; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || (f.conditional && !dayWhen(r)) || f.numbers.isEmpty())
            continue;
        const NumberFact *duration = soleDuration(f, false, false);
        if (!duration)
            continue;
        const QString &text = rules.at(r).text;
        const QList<Token> tokens = tokenize(text);
        bool cue = false;
        bool urgent = false;
        // (an urgent or express job is a case of its own: "Express service, ready in 24 hours")
        static const QStringList express {QStringLiteral("express"), QStringLiteral("экспресс"), QStringLiteral("ekspres")};
        for (int t = 0; t < int(tokens.size()); ++t) {
            const Token &token = tokens.at(t);
            // (… not without it: «Без срочности клиент получает файлы на пятый рабочий день», "bez hitne izrade")
            const bool without = (t > 0 && lex.withoutWords.contains(tokens.at(t - 1).lower))
                || (t > 1 && lex.withoutWords.contains(tokens.at(t - 2).lower));
            urgent = urgent || ((beginsWithAny(token.lower, lex.urgentStems) || beginsWithAny(token.lower, express)) && !without);
            const int count = lex.turnaroundCues.matchAt(tokens, t).count;
            if (count == 0)
                continue;
            const Token &last = tokens.at(t + count - 1);
            const qsizetype before = token.start - 1;
            const qsizetype after = last.start + last.length;
            const auto marked = [&](qsizetype at) {
                return at >= 0 && at < text.size()
                    && (text.at(at) == QLatin1Char('-') || text.at(at) == QLatin1Char('"') || text.at(at) == QChar(0x201C)
                        || text.at(at) == QChar(0x201D) || text.at(at) == QChar(0x00AB) || text.at(at) == QChar(0x00BB));
            };
            cue = cue || (!marked(before) && !marked(after));
        }
        if (cue && !urgent)
            turnarounds.emplace_back(r, duration);
    }
    // (… and not two items of a price list, each with its price: «Холодное копчение — 350 ₽ за 1 кг, готово через 5
    // дней» / «Горячее копчение — 300 ₽ за 1 кг, готово через 2 дня»)
    const auto priced = [&](int r) {
        int prices = 0;
        return firstOfKind(*feat.at(r), NumberFact::Kind::Money, &prices) != nullptr;
    };
    if (turnarounds.size() == 2 && priced(turnarounds[0].first) && priced(turnarounds[1].first))
        return;
    reportTwoLengths(doc, turnarounds, conflictPairs, redundantPairs, out);
}

// A rule says how long something reserved is held when it states one duration, no notice ("Reserved tickets must be
// collected 30 minutes before the film"), no time of day, share or payment ("Kapara … plaća se u roku od sedam dana od
// rezervacije"), and a word of reserving or holding (Lexicon::holdWords) that is not the event the duration is counted from
// ("within three days of the reservation"). A prompt with two such rules alone, at two durations of one order (the longer
// at most six times the shorter: not "Each reservation is for two hours" / "We hold reservations for 15 minutes"), states
// one hold twice: "Rezervisani artikal držimo za kupca tri dana" / "Ako kupac ne dođe po rezervisanu robu u roku od 7
// dana, rezervacija se poništava".
void holdPeriods(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    std::vector<std::pair<int, const NumberFact *>> holds;
    for (int r = 0; r < int(rules.size()) && holds.size() <= 2; ++r) {
        const RuleFeatures &f = *feat.at(r);
        // (beside the deposit that holds it, an amount or a share: "Kapara od 10 % cijene drži motocikl rezervisanim dvije
        // sedmice")
        const NumberFact *duration = f.describesTool ? nullptr : soleDuration(f, true, true);
        if (!duration)
            continue;
        const QList<Token> tokens = tokenize(rules.at(r).text);
        bool hold = false;
        bool paying = false;
        for (int t = 0; t < int(tokens.size()); ++t) {
            const QString &word = tokens.at(t).lower;
            // (a word of paying, not the buyer: «покупатель»)
            paying = paying || (beginsWithAny(word, lex.paymentStems) && !beginsWithAny(word, lex.customerStems));
            const bool event = t > 0
                && (lex.afterWords.contains(tokens.at(t - 1).lower) || lex.countedFromWords.contains(tokens.at(t - 1).lower)
                    || (t > 1 && lex.countedFromWords.contains(tokens.at(t - 2).lower)));
            hold = hold || (lex.holdWords.matchAt(tokens, t).count > 0 && !event);
        }
        if (hold && !paying)
            holds.emplace_back(r, duration);
    }
    reportTwoLengths(doc, holds, conflictPairs, redundantPairs, out);
}

bool ownHours(const Rule &rule, const RuleFeatures &f, const Lexicon &lex)
{
    if (f.numbers.size() < 2 || f.days == 0 || std::any_of(f.numbers.cbegin(), f.numbers.cend(), [](const NumberFact &x) {
            return x.kind != NumberFact::Kind::Time;
        }))
        return false;
    // (a phrase of such words is one: "radno vrijeme")
    const auto opening = [&](const QString &word) {
        return lex.hoursWords.contains(word) || lex.hoursStems.contains(lex.stem(word)) || lex.dayMask(word) != 0
            || lex.placeWords.contains(word) || lex.ownHoursWords.contains(word) || lex.durationUnits.contains(word);
    };
    const auto others = std::count_if(f.meanings.cbegin(), f.meanings.cend(), [&](const Meaning &m) {
        const QStringList words = rule.text.mid(m.range.start, m.range.length).toLower().split(QLatin1Char(' '));
        return !std::all_of(words.cbegin(), words.cend(), opening);
    });
    return others <= 1;
}

// What one rule says is included in a price and another says costs nothing more: "Cijena obuke je 450 KM, a u nju su
// uračunati ispit i uvjerenje" / "Za ispit i izdavanje uvjerenja ne plaća se ništa dodatno", "Gripper rods and door bars
// are included in the fitting price" / "There is no extra charge for grippers …". They name one thing in the same word,
// one that three rules of the prompt name at most, and the free rule states no price of its own.
void includedRepeats(const LintDocument &doc, RulePairs *redundantPairs, const RulePairs &conflictPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const Semantics &semantics = Semantics::forLanguage(lex.language);
    const int n = int(rules.size());
    std::vector<int> included;
    std::vector<TextRange> includedClause; // … the clause of its word of including (what it includes stands there)
    std::vector<int> free;
    std::vector<int> freeWords; // … the things a free rule names that the other must name too
    std::vector<int> givenFree; // rules with no price that may say "free" in a word (read when something is included)
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || f.negated)
            continue;
        const bool unpriced = std::none_of(f.numbers.cbegin(), f.numbers.cend(),
                                           [](const NumberFact &x) { return x.kind == NumberFact::Kind::Money && !isFree(x); });
        if (unpriced && std::any_of(f.numbers.cbegin(), f.numbers.cend(), isFree)) {
            free.push_back(r);
            freeWords.push_back(1);
            continue;
        }
        if (unpriced)
            givenFree.push_back(r);
        const QString &text = rules.at(r).text;
        // (tokens only for a rule that may say it: most say nothing of including)
        if (!f.includedWord)
            continue;
        const QList<Token> tokens = tokenize(text);
        const QList<PhraseMatch> found = lex.includedWords.matchAll(tokens);
        if (found.isEmpty())
            continue;
        const qsizetype at = tokens.at(found.first().first).start;
        included.push_back(r);
        includedClause.push_back(clauseAround(text, at, at));
    }
    if (included.empty())
        return;
    // free said of what is given ("Suits, helmets, goggles and earplugs are provided free with every booking"), when it
    // names two of the things included: "free slots" is no price; nor is a part of a word, "fume-free"
    for (const int r : givenFree) {
        const QString &text = rules.at(r).text;
        const QList<Meaning> &meanings = feat.at(r)->meanings;
        if (std::any_of(meanings.cbegin(), meanings.cend(), [&](const Meaning &m) {
                const qsizetype end = m.range.start + m.range.length;
                return semantics.inGroup(m, "free") && (m.range.start == 0 || text.at(m.range.start - 1) != QLatin1Char('-'))
                    && (end >= text.size() || text.at(end) != QLatin1Char('-'));
            })) {
            free.push_back(r);
            freeWords.push_back(2);
        }
    }
    if (free.empty())
        return;
    const QHash<quint64, int> wordRules = rulesPerWord(doc);
    const auto thing = [&](const Meaning &m) {
        return !m.light && wordRules.value(wordKey(m)) <= 3 && !semantics.inGroup(m, "price") && !semantics.inGroup(m, "free")
            && !semantics.inGroup(m, "payment");
    };
    for (std::size_t i = 0; i < free.size(); ++i) {
        const int r = free[i];
        const RuleFeatures &a = *feat.at(r);
        for (std::size_t k = 0; k < included.size(); ++k) {
            const int o = included[k];
            const RuleFeatures &b = *feat.at(o);
            const TextRange &clause = includedClause[k];
            const int earlier = std::min(r, o);
            const int later = std::max(r, o);
            if (&a == &b || redundantPairs->contains({earlier, later}) || conflictPairs.contains({earlier, later}))
                continue;
            const Meaning *x = nullptr;
            const Meaning *y = nullptr;
            int things = 0;
            for (const Meaning &p : a.meanings)
                for (const Meaning &q : b.meanings)
                    // (the clause of the word of including; a list after it, for two things: "Every package includes a
                    // 15-minute briefing, a flight suit, a helmet, goggles and earplugs")
                    if (thing(p) && thing(q) && p.sameWord(q) && q.range.start >= clause.start
                        && (q.range.start < clause.end() || freeWords[i] > 1)) {
                        ++things;
                        if (!x) {
                            x = &p;
                            y = &q;
                        }
                    }
            if (things < freeWords[i])
                continue;
            // (the later rule's word first)
            const auto said
                = [&](int rule, const Meaning *m) { return rules.at(rule).text.mid(m->range.start, m->range.length); };
            const QString pairText = later == r ? QStringLiteral("“%1” / “%2”").arg(said(r, x), said(o, y))
                                                : QStringLiteral("“%1” / “%2”").arg(said(o, y), said(r, x));
            out.append(pairSpan(rules, earlier, later, Axis::Redundancy, 1, Severity::Warning, 0.25,
                                WorkspaceMessages::tr("Says what an earlier rule says, in other words (%1).").arg(pairText)));
            redundantPairs->insert({earlier, later});
            break;
        }
    }
}

void numberRepeats(const LintDocument &doc, const NumberSubjects &subjects, RulePairs *redundantPairs,
                   const RulePairs &conflictPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    const Semantics &semantics = Semantics::forLanguage(doc.lexicon.language);
    // rules by the numbers they state (kind and value, in order): only rules in one bucket can repeat
    std::map<QList<QPair<int, double>>, QList<int>> byNumbers;
    std::vector<bool> repeats(std::size_t(n), false);
    for (const auto &[earlier, later] : std::as_const(*redundantPairs))
        repeats[std::size_t(later)] = true;
    // a rule whose one number is the fewest of whom its case needs ("ako se prijavi najmanje osam polaznika"): a count
    // that tells (below)
    const auto fewestCase = [](const RuleFeatures &f) {
        return f.numbers.size() == 1 && f.numbers.first().kind == NumberFact::Kind::Count && f.numbers.first().direction > 0
            && f.conditional;
    };
    // the numbers a rule is compared by: all of them, or, beside two or more that tell (times, durations, prices), none of
    // its counts ("Ture … organizujemo dva puta sedmično, u utorak i četvrtak s početkom u jedanaest sati, a svaka traje
    // tri četvrt sata" / "Obilasci … utorkom i četvrtkom u 11:00 i traju 45 minuta")
    std::vector<QList<NumberFact>> compared(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) {
        const QList<NumberFact> &all = feat.at(r)->numbers;
        QList<NumberFact> &kept = compared[std::size_t(r)];
        for (const NumberFact &x : all)
            if (x.kind != NumberFact::Kind::Count)
                kept.append(x);
        if (kept.size() < 2 || kept.size() == all.size() || std::count_if(kept.cbegin(), kept.cend(), telling) < 2)
            kept = all;
        // (… nor a comparison that names the case beside one that tells: "Ako kupac želi zadržati pozornicu dulje od
        // jednog dana, svaki dodatni dan košta pola osnovne dnevne cijene" / "Svaki sljedeći dan najma plaća se 50%
        // dnevne cijene")
        const auto caseBound = [](const NumberFact &x) { return x.comparison || x.strict; };
        if (feat.at(r)->conditional && std::any_of(kept.cbegin(), kept.cend(), caseBound)
            && std::any_of(kept.cbegin(), kept.cend(), [&](const NumberFact &x) { return !caseBound(x) && telling(x); }))
            kept.removeIf(caseBound);
    }
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.numbers.isEmpty() || f.describesTool
            || !(std::any_of(f.numbers.cbegin(), f.numbers.cend(), telling) || fewestCase(f)))
            continue;
        // (one number said twice in a rule is one: "Setup takes one hour, so we need access to the venue 60 minutes
        // before the start time")
        QList<QPair<int, double>> key = numberKey(compared[std::size_t(r)]);
        key.erase(std::unique(key.begin(), key.end()), key.end());
        byNumbers[key].append(r);
        // (an age is in whole years: "under 12" is also "11 or younger")
        if (const NumberFact &x = f.numbers.first();
            f.numbers.size() == 1 && x.kind == NumberFact::Kind::Age && x.strict && x.direction < 0)
            byNumbers[{{key.first().first, x.value - 1}}].append(r);
    }
    // What a rule of a bucket says beyond its numbers, read once, when a pair first asks for it:
    struct Reading
    {
        bool read = false;
        // the fewest of whom its case needs, counted in one word, the first after the number ("Tečaj se pokreće ako se
        // prijavi najmanje osam polaznika" / "Grupa se otvara tek kad se upiše osam ili više polaznika")
        const Meaning *counted = nullptr;
        // the notice before which what was bought is given back («Электронный билет можно вернуть не позднее чем за
        // сутки до даты посещения» / «Деньги за онлайн-билет возвращаем, если клиент отказался от визита минимум за 24
        // часа»)
        bool returnNotice = false;
        // the business's own hours: times only, on some days, and one word at most that is none of opening hours, days or
        // places ("Radno vrijeme je svaki dan od 7 do 23 sata" / "Klub je otvoren sedam dana u tjednu, od sedam ujutro
        // do jedanaest navečer")
        bool ownHours = false;
    };
    std::vector<Reading> readings(static_cast<std::size_t>(n));
    const auto reading = [&](int r) -> const Reading & {
        Reading &d = readings[std::size_t(r)];
        if (d.read)
            return d;
        d.read = true;
        const Rule &rule = rules.at(r);
        const RuleFeatures &f = *feat.at(r);
        const Lexicon &lex = doc.lexicon;
        if (fewestCase(f)) {
            qsizetype end = f.numbers.first().range.start + f.numbers.first().range.length;
            // (past "or more": "osam ili više polaznika")
            const QList<Token> tokens = tokenize(rule.text);
            for (qsizetype t = 0; t < tokens.size(); ++t)
                if (tokens.at(t).start >= end) {
                    if (const int count = lex.atLeastAfter.matchAt(tokens, int(t)).count; count > 0)
                        end = tokens.at(t + count - 1).start + tokens.at(t + count - 1).length;
                    break;
                }
            const auto after
                = std::find_if(f.meanings.cbegin(), f.meanings.cend(), [&](const Meaning &m) { return m.range.start >= end; });
            if (after != f.meanings.cend() && after->range.start - end <= 12 && !after->light)
                d.counted = &*after;
        }
        if (f.numbers.size() == 1 && f.numbers.first().kind == NumberFact::Kind::Duration && f.numbers.first().notice)
            for (qsizetype i = 0; i < rule.text.size() && !d.returnNotice;) {
                const qsizetype from = nextWord(rule.text, i);
                d.returnNotice = beginsWithAny(rule.text.mid(from, i - from).toLower(), lex.returnStems);
            }
        d.ownHours = ownHours(rule, f, lex);
        return d;
    };
    for (const auto &[numbers, bucket] : byNumbers) {
        // a prompt that states one number a hundred times is a list, and kMaxCandidates bound the pairs
        for (qsizetype j = 1; j < bucket.size() && j < kMaxCandidates; ++j) {
            const int r = bucket.at(j);
            if (repeats[std::size_t(r)])
                continue;
            for (qsizetype i = 0; i < j; ++i) {
                const int o = bucket.at(i);
                const RuleFeatures &a = *feat.at(r);
                const RuleFeatures &b = *feat.at(o);
                if (&a == &b || conflictPairs.contains({o, r}) || redundantPairs->contains({o, r}) || a.days != b.days
                    || otherItems(rules.at(o), rules.at(r)))
                    continue;
                // (a case and the rule: the same number from its two sides is a split, "less than 24 hours
                // before" / "at least 24 hours before", «более 60 дней» / «в течение 60 дней»)
                if (a.conditional != b.conditional && complementaryBounds(a, b))
                    continue;
                const QList<const Meaning *> &sa = subjects[std::size_t(r)];
                const QList<const Meaning *> &sb = subjects[std::size_t(o)];
                if (sa.isEmpty() || sb.isEmpty() || opposedSubjects(sa, sb))
                    continue;
                // (… and one event the same time is counted back from: "najkasnije 30 minuta prije polaska" / "pola
                // sata prije polaska voza")
                // (… or the one it is counted from, when both state durations alone: "tri sedmice nakon mjerenja" / "Od
                // dana mjerenja … prođe 21 dan")
                const auto durations = [](const RuleFeatures &f) {
                    return std::all_of(f.numbers.cbegin(), f.numbers.cend(),
                                       [](const NumberFact &x) { return x.kind == NumberFact::Kind::Duration; });
                };
                const bool counted = durations(a) && durations(b);
                const int events = meetingPairs(eventsOf(rules.at(r), a, doc.lexicon, counted),
                                                eventsOf(rules.at(o), b, doc.lexicon, counted));
                const int pairs = meetingPairs(sa, sb);
                // (… or two words of the whole rules, when the number's own clause says less of what it is about: "Svaka
                // nova osoba može samo jedanput doći na probni sat, koji stoji 8 eura" / "Probni sat za nove polaznike: 8
                // eura")
                const auto words = [&](const Rule &rule, const RuleFeatures &f) {
                    QList<const Meaning *> kept;
                    // (not the words of a number's unit: "one working day"; a month is no unit of a day of every month,
                    // «до 5-го числа каждого месяца» / «деньги за месяц вносятся не позже пятого числа»)
                    const bool monthly = std::all_of(f.numbers.cbegin(), f.numbers.cend(), [](const NumberFact &x) {
                        return x.kind == NumberFact::Kind::Date && x.value < 32;
                    });
                    for (const Meaning &m : f.meanings) {
                        const QString w = rule.text.mid(m.range.start, m.range.length).toCaseFolded();
                        if (!semantics.background(w) && (monthly || !doc.lexicon.durationUnits.contains(w))
                            && !doc.lexicon.unitQualifiers.contains(w) && !doc.lexicon.currencyWords.contains(w))
                            kept.append(&m);
                    }
                    return kept;
                };
                const QList<const Meaning *> wa = words(rules.at(r), a);
                const QList<const Meaning *> wb = words(rules.at(o), b);
                const int wholePairs = meetingPairs(wa, wb);
                // (… and bounds the same way: "more than one working day" is not "within one working day")
                const QList<NumberFact> &na = compared[std::size_t(r)];
                const QList<NumberFact> &nb = compared[std::size_t(o)];
                const bool sameWay = na.size() == nb.size()
                    && std::equal(na.cbegin(), na.cend(), nb.cbegin(),
                                  [](const NumberFact &x, const NumberFact &y) { return x.direction == y.direction; });
                const bool whole = sameWay && wholePairs >= 2 && 4 * wholePairs >= int(std::min(wa.size(), wb.size()));
                // (… or a deposit of one amount both take: "A refundable security deposit of £500 is taken on
                // collection" / "A £500 damage deposit is held when the customer picks up the vehicle")
                const bool deposits = onlyDeposit(a, sa, semantics) && onlyDeposit(b, sb, semantics);
                const Reading &ra = reading(r);
                const Reading &rb = reading(o);
                const bool fewest = ra.counted && rb.counted && ra.counted->sameWord(*rb.counted);
                const bool returned = wholePairs >= 1 && ra.returnNotice && rb.returnNotice;
                const bool hours = ra.ownHours && rb.ownHours;
                // (… or a length and a price both state, in no case of their own and not as two items: "Probni
                // let traje 30 minuta i stoji 120 eura" / "Za pola sata upoznavanja s letenjem polaznik plaća 120 €")
                const auto lengthAndPrice = [](const RuleFeatures &f) {
                    return f.numbers.size() == 2 && !f.conditional
                        && std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                                       [](const NumberFact &x) { return x.kind == NumberFact::Kind::Duration; })
                        && std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                                       [](const NumberFact &x) { return x.kind == NumberFact::Kind::Money && !isFree(x); });
                };
                // (a thing named first, before the numbers: "A basic lesson lasts 60 minutes and costs £40" / "Private
                // coaching is 60 minutes for £40" are two items of a list)
                const auto head = [](const RuleFeatures &f, const QList<const Meaning *> &subject) {
                    return !subject.isEmpty() && !f.meanings.isEmpty() && subject.first() == &f.meanings.first()
                        && subject.first()->range.start < f.numbers.first().range.start;
                };
                const bool twoItems = head(a, sa) && head(b, sb) && !sa.first()->meets(*sb.first());
                const bool twoKinds = lengthAndPrice(a) && lengthAndPrice(b) && !twoItems;
                // (… or two numbers of two kinds both state the same way, and a word of the rules meets: "Narudžbe
                // iznad 300 € plaćaju se 50 % unaprijed" / "Kod iznosa većeg od 300 eura kupac polovicu uplaćuje …")
                const auto kindsOf = [](const QList<NumberFact> &numbers) {
                    return numbers.size() == 2 && numbers.first().kind != numbers.last().kind;
                };
                const bool twoNumbers = sameWay && kindsOf(na) && kindsOf(nb) && wholePairs >= 1 && !twoItems;
                // (… or one number that tells, which these two rules alone state, and a word of the rules meets: "Items
                // left uncollected for 60 days … may be sold" / "If the finished items are not picked up within sixty
                // days …, we are entitled to sell them")
                const bool soleNumber = bucket.size() == 2 && na.size() == 1 && nb.size() == 1 && telling(na.first()) && sameWay
                    && wholePairs >= 1
                    && meetingPairs(thingWords(rules.at(r), wa, doc.lexicon, true),
                                    thingWords(rules.at(o), wb, doc.lexicon, true))
                        >= 1;
                if (fewestCase(a) != fewestCase(b)
                    || (fewestCase(a) ? !fewest
                                      : (pairs == 0 || 3 * (pairs + std::min(events, 1)) < int(std::min(sa.size(), sb.size())))
                                && !whole && !deposits && !returned && !hours && !twoKinds && !twoNumbers && !soleNumber))
                    continue;
                // (of the numbers compared: not the case's bound left out)
                const QList<NumberFact> &numbersOf = compared[std::size_t(r)];
                const auto told = std::find_if(numbersOf.cbegin(), numbersOf.cend(), telling);
                out.append(pairSpan(rules, o, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
                                    WorkspaceMessages::tr("States the same number (%1) about the same thing as an earlier rule.")
                                        .arg(numberText(told != numbersOf.cend() ? *told : numbersOf.first()))));
                redundantPairs->insert({o, r});
                repeats[std::size_t(r)] = true;
                break;
            }
        }
    }
    // Something free said twice, of one thing: «Перчатки и бинты выдаём бесплатно» / «Покупать перчатки и бинты не
    // обязательно — клуб выдаёт их бесплатно», "There is no charge for the survey visit" / "Home surveys are free of
    // charge" (free and no other number in either, in no case of its own; the subjects meet as a repeated number's do)
    {
        std::vector<int> freeOnly;
        for (int r = 0; r < n; ++r) {
            const RuleFeatures &f = *feat.at(r);
            if (!f.describesTool && !f.conditional && f.numbers.size() == 1 && isFree(f.numbers.first())
                && !subjects[std::size_t(r)].isEmpty() && freeOnly.size() < std::size_t(kMaxCandidates))
                freeOnly.push_back(r);
        }
        // (not whom it is free for: "Za kandidate su naše usluge potpuno besplatne" / "Kandidate bez radnog iskustva
        // uputite na našu besplatnu radionicu")
        std::vector<QList<const Meaning *>> thingsOf;
        for (const int r : freeOnly)
            thingsOf.push_back(thingWords(rules.at(r), subjects[std::size_t(r)], doc.lexicon, false));
        for (std::size_t j = 1; j < freeOnly.size(); ++j) {
            const int r = freeOnly[j];
            const QList<const Meaning *> &sa = thingsOf[j];
            for (std::size_t i = 0; i < j && !repeats[std::size_t(r)] && !sa.isEmpty(); ++i) {
                const int o = freeOnly[i];
                const QList<const Meaning *> &sb = thingsOf[i];
                if (sb.isEmpty())
                    continue;
                if (feat.at(o) == feat.at(r) || conflictPairs.contains({o, r}) || redundantPairs->contains({o, r})
                    || otherItems(rules.at(o), rules.at(r)) || opposedSubjects(sa, sb))
                    continue;
                const int pairs = meetingPairs(sa, sb);
                if (pairs == 0 || 3 * pairs < int(std::min(sa.size(), sb.size())))
                    continue;
                out.append(pairSpan(rules, o, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
                                    WorkspaceMessages::tr("States the same number (%1) about the same thing as an earlier rule.")
                                        .arg(numberText(feat.at(r)->numbers.first()))));
                redundantPairs->insert({o, r});
                repeats[std::size_t(r)] = true;
            }
        }
    }
    // Something free from one threshold, said twice whatever else the rules say: «Доставка по Екатеринбургу стоит 500
    // ₽,
    // при заказе от 15 000 ₽ — бесплатно» / «Покупки на сумму от 15 тысяч рублей мы привозим по городу бесплатно» (a word
    // of their subjects meets, or they are the only two rules that give something free from a threshold)
    std::vector<std::pair<int, const NumberFact *>> freeFrom;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        // (free as a price or as a word: "Orders over £200 ship free" / "Delivery is free of charge once an order passes
        // £200")
        if (f.describesTool || f.numbers.isEmpty())
            continue;
        const NumberFact *t = benefitThreshold(f, semantics);
        if (t && (std::any_of(f.numbers.cbegin(), f.numbers.cend(), isFree) || namesGroup(f, semantics, "free")))
            freeFrom.emplace_back(r, t);
    }
    for (std::size_t j = 1; j < freeFrom.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            const auto [o, x] = freeFrom[i];
            const auto [r, y] = freeFrom[j];
            if (numberClass(*x) != numberClass(*y) || x->value != y->value || feat.at(o) == feat.at(r) || repeats[std::size_t(r)]
                || conflictPairs.contains({o, r}) || redundantPairs->contains({o, r}) || otherItems(rules.at(o), rules.at(r)))
                continue;
            if (freeFrom.size() != 2 && meetingPairs(subjects[std::size_t(r)], subjects[std::size_t(o)]) == 0)
                continue;
            out.append(pairSpan(rules, o, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
                                WorkspaceMessages::tr("States the same number (%1) about the same thing as an earlier rule.")
                                    .arg(numberText(*y))));
            redundantPairs->insert({o, r});
            repeats[std::size_t(r)] = true;
        }
    }
}

// A date past the end of the season another rule gives ("Sezona traje od 1. lipnja do 30. rujna." / "Letovi se
// rezerviraju zaključno s 15. listopadom.", «Сезон длится с 20 декабря по 31 марта.» / «Записываем на выезды вплоть до
// 15 апреля»): in the weeks after its last day. The season's rule names its two dates and no other; the other rule names
// one date, no lower bound, and no season.
void datePastSeason(const LintDocument &doc, RulePairs *conflictPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    const auto datesOf = [](const RuleFeatures &f) {
        QList<const NumberFact *> dates;
        for (const NumberFact &x : f.numbers)
            if (x.kind == NumberFact::Kind::Date)
                dates.append(&x);
        return dates;
    };
    const auto seasonNamed = [&](int r) { return !doc.lexicon.seasonWords.matchAll(tokenize(rules.at(r).text)).isEmpty(); };
    // the day of the year (a year of 365 days) of a date, month × 32 + day
    const auto dayOfYear = [](double date) {
        constexpr int before[] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
        const int month = std::clamp(int(date) / 32, 1, 12);
        return before[month - 1] + int(date) % 32;
    };
    // the first and the last day of a season of two dates: joined as a range ("od 1. lipnja do 30. rujna"), or over the
    // new year, the word of a range between them («с 20 декабря по 31 марта»)
    const auto seasonBounds = [&](int r, const QList<const NumberFact *> &dates) -> std::optional<std::pair<double, double>> {
        const NumberFact &a = *dates.at(0);
        const NumberFact &b = *dates.at(1);
        if (a.value < 32 || b.value < 32)
            return std::nullopt;
        if (a.low == b.low && a.high == b.high && a.low < a.high)
            return std::pair(a.low, a.high);
        if (a.direction != 0 || b.direction != 0 || a.value <= b.value || a.range.start >= b.range.start)
            return std::nullopt;
        const QString &text = rules.at(r).text;
        const qsizetype from = a.range.start + a.range.length;
        const QList<Token> words = tokenize(QStringView(text).mid(from, b.range.start - from));
        if (words.size() != 1 || !doc.lexicon.rangeWords.contains(words.at(0).lower))
            return std::nullopt;
        return std::pair(a.value, b.value);
    };
    constexpr int kDaysAfter = 45; // days after the season's end a date is taken to be past it, not of another year
    std::vector<std::pair<int, std::pair<double, double>>> seasons; // the rule and its first and last date
    std::vector<int> dated;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || !f.states(NumberFact::Kind::Date))
            continue;
        const QList<const NumberFact *> dates = datesOf(f);
        if (const auto bounds = dates.size() == 2 ? seasonBounds(r, dates) : std::nullopt; bounds && seasonNamed(r)) {
            if (seasons.size() < std::size_t(kMaxCandidates))
                seasons.push_back({r, *bounds});
        } else if (dates.size() == 1 && dates.at(0)->direction <= 0 && dates.at(0)->value >= 32 && !seasonNamed(r)) {
            if (dated.size() < std::size_t(kMaxCandidates))
                dated.push_back(r);
        }
    }
    for (const auto &[s, bounds] : seasons) {
        const auto [from, to] = bounds;
        NumberFact end = *datesOf(*feat.at(s)).at(1);
        end.value = to;
        const int first = dayOfYear(from);
        const int last = dayOfYear(to);
        for (const int r : dated) {
            const NumberFact &date = *datesOf(*feat.at(r)).at(0);
            const int day = dayOfYear(date.value);
            const bool inSeason = first <= last ? day >= first && day <= last : day >= first || day <= last;
            const int after = (day - last + 365) % 365;
            const int earlier = std::min(s, r);
            const int later = std::max(s, r);
            if (inSeason || after < 1 || after > kDaysAfter || conflictPairs->contains({earlier, later}))
                continue;
            out.append(pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.4,
                                WorkspaceMessages::tr("Gives a date (%1) past the end of the season another rule gives (%2).")
                                    .arg(numberText(date), numberText(end))));
            conflictPairs->insert({earlier, later});
        }
    }
}

} // namespace Polygon::Lint::Checks
