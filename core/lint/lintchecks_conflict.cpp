// Tier 1, conflict: opposite modalities on the same object; different opening
// or closing times for the same thing; days one rule closes that another opens.
// (Different numbers: lintchecks_numbers.cpp.)

#include "lintchecks_p.h"
#include "prefixindex.h"
#include "rulefeatures_p.h"

#include "core/util/messages.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <utility>
#include <vector>

namespace Polygon::Lint::Checks {

namespace {

// The words of rule `r` that name a thing: none light, of a day, a month or closing, nor, with `hours`, of opening hours
// ("rade", "works").
QList<const Meaning *> thingWords(const LintDocument &doc, int r, bool hours)
{
    const Lexicon &lex = doc.lexicon;
    QList<const Meaning *> out;
    for (const Meaning &m : doc.features.at(r)->meanings) {
        const QString word = doc.segmentation.rules.at(r).text.mid(m.range.start, m.range.length).toLower();
        if (!m.light && !lex.monthWords.contains(word) && lex.dayMask(word) == 0 && !lex.closedWords.contains(word)
            && !(hours && (lex.hoursWords.contains(word) || lex.hoursStems.contains(lex.stem(word)))))
            out.append(&m);
    }
    return out;
}

// The first word of `text` that `is` holds of, as written ("Nedjeljom", "srpnju"); empty if none.
template<typename Predicate> QString firstWord(const QString &text, Predicate is)
{
    for (qsizetype i = 0; i < text.size();) {
        const qsizetype from = nextWord(text, i);
        if (is(text.mid(from, i - from).toLower()))
            return text.mid(from, i - from);
    }
    return QString();
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

// Two rules of different modalities about the same object (`a` the later one) that exclude or
// water down each other.
bool opposed(const RuleFeatures &a, const RuleFeatures &b, const Tier1Settings &cfg)
{
    // shared: what the rules are about, not who calls or by what means ("caller", "phone"), which
    // every rule shares; the sizes are of all content stems
    Overlap ov = overlap(a.contentStems, b.contentStems);
    ov.shared = overlap(a.topicStems, b.topicStems).shared;
    if (ov.coefficient() < cfg.conflictOverlap || ov.jaccard() < cfg.conflictJaccard)
        return false;
    // rules of days that have none in common are of two cases ("Take bookings every day except Sunday" / "Never take
    // bookings on a Sunday")
    if (a.days != 0 && b.days != 0 && (a.days & b.days) == 0)
        return false;
    // a rule that forbids under its own condition, against one that requires without, states its
    // exception where it should ("Call X once." / "If X fails, do not call it again."): it narrows,
    // not contradicts; the other way round it clashes when the condition holds (conditionVerdict)
    if (conditionVerdict(caseOf(a), caseOf(b)) == ConditionVerdict::Skip)
        return false;
    // forbidding only the repetition agrees with doing it ("Call X once." / "Never call X twice.")
    const RuleFeatures &forbidding = a.modality == Modality::Forbidden ? a : b;
    const RuleFeatures &other = a.modality == Modality::Forbidden ? b : a;
    if (forbidding.modality == Modality::Forbidden && forbidding.repeats && !other.repeats)
        return false;
    // forbidding to act without it requires it ("Pas bez vakcine ne može biti primljen" / "Provjerite
    // da pas ima vakcinu"): the same rule, which the comparison by meaning reports
    if (forbidding.modality == Modality::Forbidden && forbidding.without && other.modality == Modality::Required)
        return false;
    // … and forbidding it to all but some agrees with allowing it only to them ("Ne otkrivajte podatke nikome
    // tko nije stranka" / "Podatke smijete dati samo stranci")
    if (forbidding.modality == Modality::Forbidden && forbidding.forbidsOthers && other.onlyFor)
        return false;
    // a rule that has the agent pass on what the other one says agrees with it: "Warn buyers that
    // opened packs are not taken back" requires telling, and what it tells forbids as the other does
    const auto passesOn = [](const RuleFeatures &x, const RuleFeatures &y) {
        return std::any_of(x.clauses.cbegin(), x.clauses.cend(),
                           [&](const ClauseFeatures &c) { return c.reported && c.modality == y.modality; });
    };
    if (passesOn(a, b) || passesOn(b, a))
        return false;
    // forbidding what lies beyond a bound agrees with requiring the bound ("Never book more than 8
    // people" / "Book no more than 8 people")
    return !complementaryBounds(a, b);
}

// The finding for two opposed rules: how bad, and what it says.
Span modalConflictSpan(const QList<Rule> &rules, int earlier, int later, const RuleFeatures &a, const RuleFeatures &b)
{
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
        message += QLatin1Char(' ') + WorkspaceMessages::tr("If one is meant as an exception, say so in the same rule.");
    }
    return pairSpan(rules, earlier, later, Axis::Conflict, 1, severity, w, message);
}

} // namespace

// Candidates: earlier rules of another modality that can reach the overlap.
void modalConflicts(const LintDocument &doc, const Tier1Settings &cfg, const RulePairs &redundantPairs, RulePairs *conflictPairs,
                    QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    std::vector<bool> modal(std::size_t(n), false);
    for (int r = 0; r < n; ++r)
        modal[std::size_t(r)] = feat.at(r)->modality != Modality::None;
    PrefixIndex modalIndex(feat, modal, cfg.conflictJaccard);
    std::vector<int> candidates;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &a = *feat.at(r);
        if (a.modality == Modality::None || a.describesTool)
            continue;
        const int m = int(a.modality);
        // the other two modalities
        const int o1 = m == int(Modality::Required) ? int(Modality::Forbidden) : int(Modality::Required);
        const int o2 = m == int(Modality::Permitted) ? int(Modality::Forbidden) : int(Modality::Permitted);
        modalIndex.candidates(r, {o1, o2}, candidates);
        modalIndex.add(r, m);
        int found = 0;
        for (int o : candidates) {
            if (found >= kMaxPairFindings)
                break;
            const RuleFeatures &b = *feat.at(o);
            if (a.modality == b.modality || redundantPairs.contains({o, r}) || b.describesTool)
                continue;
            if (!opposed(a, b, cfg))
                continue;
            out.append(modalConflictSpan(rules, o, r, a, b));
            conflictPairs->insert({o, r});
            ++found;
        }
    }
}

void timeConflicts(const LintDocument &doc, RulePairs *conflictPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
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
            // (two entries of a list have times of their own: "Island Loop, 13:00–17:00: $95" / "Sunset Paddle,
            // 19:00–21:00: $55")
            if (x.rule == y.rule || x.fact->boundary != y.fact->boundary || x.fact->value == y.fact->value
                || timeFindings[std::size_t(y.rule)] >= kMaxPairFindings
                || !sameSubject(*x.fact, *feat.at(x.rule), *y.fact, *feat.at(y.rule))
                || otherItems(rules.at(x.rule), rules.at(y.rule)))
                continue;
            // (every day says no more than no day: "od 8:00 do 22:00 svaki dan" / "do 21:00")
            constexpr int everyDay = RuleFeatures::kEveryDay;
            const int dx = feat.at(x.rule)->days;
            const int dy = feat.at(y.rule)->days;
            if (((dx == 0) != (dy == 0) && dx != everyDay && dy != everyDay) || (dx != 0 && dy != 0 && (dx & dy) == 0))
                continue;
            // … and a period of the year against the rest of it is an exception, as a day is ("Trgovina je
            // otvorena od 1. do 31. prosinca … od 9 do 20 sati" / "Ostatak godine … od 8 do 16 sati")
            if (feat.at(x.rule)->states(NumberFact::Kind::Date) != feat.at(y.rule)->states(NumberFact::Kind::Date))
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
}

void closingPastHours(const LintDocument &doc, RulePairs *conflictPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    const auto hoursOf = [](const RuleFeatures &f) -> std::optional<std::pair<const NumberFact *, const NumberFact *>> {
        const NumberFact *opening = nullptr;
        const NumberFact *closing = nullptr;
        for (const NumberFact &x : f.numbers) {
            if (x.kind != NumberFact::Kind::Time)
                continue;
            if (x.boundary == 0 || (x.boundary == 1 ? opening : closing))
                return std::nullopt;
            (x.boundary == 1 ? opening : closing) = &x;
        }
        if (!opening || !closing)
            return std::nullopt;
        return std::pair(opening, closing);
    };
    const auto soleClosing = [](const RuleFeatures &f) -> const NumberFact * {
        const NumberFact *closing = nullptr;
        for (const NumberFact &x : f.numbers) {
            if (x.kind != NumberFact::Kind::Time)
                continue;
            if (x.boundary != 2 || closing)
                return nullptr;
            closing = &x;
        }
        return closing;
    };
    const auto within = [](int inner, int outer) {
        return inner == 0 ? outer == 0 || outer == RuleFeatures::kEveryDay : outer != 0 && (inner & ~outer) == 0;
    };
    const auto withinMonths = [](int inner, int outer) { return inner == 0 ? outer == 0 : outer != 0 && (inner & ~outer) == 0; };
    std::vector<int> hourRules;
    std::vector<int> closingRules;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.describesTool || !f.states(NumberFact::Kind::Time))
            continue;
        if (hoursOf(f) && hourRules.size() < std::size_t(kMaxCandidates))
            hourRules.push_back(r);
        else if (soleClosing(f) && closingRules.size() < std::size_t(kMaxCandidates))
            closingRules.push_back(r);
    }
    for (const int h : hourRules) {
        const RuleFeatures &hf = *feat.at(h);
        const auto [opening, closing] = *hoursOf(hf);
        QList<const Meaning *> hoursThings;
        for (const int r : closingRules) {
            const RuleFeatures &rf = *feat.at(r);
            const double t = soleClosing(rf)->value;
            const int earlier = std::min(h, r);
            const int later = std::max(h, r);
            // (past the closing: after it on the same day, or, for hours past midnight, before the opening)
            const bool past = opening->value < closing->value ? t > closing->value : t > closing->value && t < opening->value;
            if (&rf == &hf || !past || !within(rf.days, hf.days) || !withinMonths(rf.months, hf.months)
                || rf.states(NumberFact::Kind::Date) != hf.states(NumberFact::Kind::Date)
                || conflictPairs->contains({earlier, later}) || otherItems(rules.at(earlier), rules.at(later)))
                continue;
            if (hoursThings.isEmpty())
                hoursThings = thingWords(doc, h, true);
            const QList<const Meaning *> closingThings = thingWords(doc, r, true);
            const bool shared = std::any_of(hoursThings.cbegin(), hoursThings.cend(), [&](const Meaning *a) {
                return std::any_of(closingThings.cbegin(), closingThings.cend(), [&](const Meaning *b) { return a->meets(*b); });
            });
            if (!shared || opposedSubjects(hoursThings, closingThings))
                continue;
            out.append(pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.4,
                                WorkspaceMessages::tr("Gives a closing time (%1) past the hours another rule gives (%2–%3).")
                                    .arg(clock(t), clock(opening->value), clock(closing->value))));
            conflictPairs->insert({earlier, later});
        }
    }
}

// Days one rule says are closed ("Vikendom sklonište ne prima posjetitelje", "The yard is closed on
// Sundays") that another gives as open ("Sklonište je otvoreno za posjetitelje od utorka do nedjelje,
// od 10 do 16 sati"). Both name one thing besides the days and the words of opening hours.
void closedDayConflicts(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const int n = int(rules.size());
    // per candidate rule, the words that name a thing: not a day's nor one of opening hours
    struct Candidate
    {
        int rule;
        QList<const Meaning *> things;
        QList<const Meaning *> hours; // its words of opening hours ("rade", "works")
        bool closesAll = false; // a closed rule: the business itself is closed (closesAll below)
        int named = 0; // the days it names one by one ("od ponedjeljka do subote": Monday and Saturday)
        bool urgent = false; // of urgent cases ("Hitne popravke zakazujte i vikendom"): not the usual days
        bool adds = false; // gives its days on top of others (Lexicon::alsoWords): «По субботам мастер тоже выезжает»
    };
    const auto candidate = [&](int r) {
        Candidate c {r, {}, {}, false, 0, false, false};
        const QString &text = rules.at(r).text;
        for (const Meaning &m : feat.at(r)->meanings) {
            const QString word = text.mid(m.range.start, m.range.length).toLower();
            // (a place is a thing both can name: "Офис … открыт с понедельника по пятницу" / «в выходные дни офис
            // закрыт»)
            const bool hours
                = !lex.placeWords.contains(word) && (lex.hoursWords.contains(word) || lex.hoursStems.contains(lex.stem(word)));
            if (lex.dayMask(word) == 0 && !hours && !lex.closedWords.contains(word) && !lex.holidayWords.contains(word))
                c.things.append(&m);
            else if (hours)
                c.hours.append(&m);
        }
        // the words since an "and" not after a day ("i subotom", not "utorkom i četvrtkom"), -1 none
        int sinceAnd = -1;
        bool afterDay = false;
        for (qsizetype i = 0; i < text.size();) {
            const qsizetype from = nextWord(text, i);
            const QString word = text.mid(from, i - from).toLower();
            const int mask = lex.dayMask(word);
            if (std::popcount(unsigned(mask)) == 1)
                c.named |= mask;
            c.urgent = c.urgent || beginsWithAny(word, lex.urgentStems);
            // (at most a preposition between: «и в субботу», "i u subotu")
            c.adds = c.adds || lex.alsoWords.contains(word) || (mask != 0 && sinceAnd >= 0);
            sinceAnd = lex.alsoBeforeDay.contains(word) && !afterDay ? 0 : sinceAnd == 0 && word.size() <= 2 ? 1 : -1;
            afterDay = mask != 0;
        }
        return c;
    };
    // the days a rule closes: those of its clauses that close ("Radimo …, a nedjeljom ne radimo"), or,
    // negated or closed as a whole with no time of day, all it names ("Ako mušterija pita za subotu,
    // recite joj da je radnja tog dana zatvorena")
    const auto closedMask = [](const RuleFeatures &f) {
        if (f.closedDays != 0)
            return f.closedDays;
        return (f.negated || f.closedWord) && !f.states(NumberFact::Kind::Time) ? f.days : 0;
    };
    // … and the days it opens, with a time or a word of opening: all it names, or, for a rule that closes
    // some, those of its other clauses («в субботу — с 10:00 до 14:00, воскресенье — выходной»)
    const auto openMask = [](const RuleFeatures &f) {
        if (f.anyDay)
            return f.days;
        if (!f.states(NumberFact::Kind::Time) && !f.openWord)
            return 0;
        if (!f.negated && !f.closedWord)
            return f.days;
        return f.closedDays != 0 ? f.openDays : 0;
    };
    // a closed word in a clause that names nothing else, or one thing only: the business itself is closed
    // ("Ribnjak je zatvoren ponedjeljkom", «В воскресенье мастерская закрыта, …», «Суббота и воскресенье —
    // выходные дни»), so any hours given for that day open it
    const auto closesAll = [&](const Candidate &c) {
        const QString &text = rules.at(c.rule).text;
        qsizetype i = 0;
        bool negation = false; // the word before is a negation: "never opens", «не работаем», "ne radimo"
        while (i < text.size()) {
            const qsizetype from = nextWord(text, i);
            const QString word = text.mid(from, i - from).toLower();
            const bool negated = negation;
            negation = lex.negations.contains(word) || word == QLatin1String("never");
            const bool hours = lex.hoursWords.contains(word) || lex.hoursStems.contains(lex.stem(word));
            // (… or a day off after a dash: «воскресенье и понедельник — выходные дни»)
            const auto afterDash = [&] {
                qsizetype k = from;
                while (k > 0 && text.at(k - 1).isSpace())
                    --k;
                return k > 0 && (text.at(k - 1) == QChar(0x2014) || text.at(k - 1) == QChar(0x2013));
            };
            if (from == i
                || !(lex.closedWords.contains(word) || (negated && hours)
                     || (lex.daysOffAfterDash.contains(word) && afterDash())))
                continue;
            const auto isBreak = [&](qsizetype k) {
                const QChar ch = text.at(k);
                return ch == QLatin1Char(',') || ch == QLatin1Char(';') || ch == QLatin1Char(':') || ch == QChar(0x2014)
                    || ch == QChar(0x2013);
            };
            qsizetype start = from;
            while (start > 0 && !isBreak(start - 1))
                --start;
            // (… or what is passed on opens it: "Kupcima koji žele doći nedjeljom objasni da tog dana ne radimo")
            for (qsizetype k = start; k < from;) {
                const qsizetype word = nextWord(text, k);
                if (word < from && lex.thatWords.contains(text.mid(word, k - word).toLower()))
                    start = k;
            }
            qsizetype end = i;
            while (end < text.size() && !isBreak(end))
                ++end;
            // (… up to why it is closed: "Ponedjeljkom je park zatvoren zbog redovnog pregleda sajli")
            for (qsizetype k = i; k < end;) {
                const qsizetype word = nextWord(text, k);
                if (word < end && lex.closedReasons.contains(text.mid(word, k - word).toLower())) {
                    end = word;
                    break;
                }
            }
            // (a dash between the day and «выходной» joins them: look past it to the left)
            if (start > 0 && (text.at(start - 1) == QChar(0x2014) || text.at(start - 1) == QChar(0x2013)))
                while (start > 0 && text.at(start - 1) != QLatin1Char(',') && text.at(start - 1) != QLatin1Char(';'))
                    --start;
            // (a place is the business itself: "Nedjeljom i za vjerske praznike radnja ne radi"; its customers are
            // whom it is closed to: «По понедельникам океанариум закрыт для посетителей»)
            // the things named from `from` to the clause's end
            // (… and the months and the words of all year are when it is closed: "Nedjeljom je prodavnica zatvorena cijele
            // godine")
            const QList<Token> tokens = tokenize(text);
            std::vector<bool> yearRound(std::size_t(text.size()), false);
            for (const PhraseMatch &m : lex.yearRound.matchAll(tokens)) {
                const Token &last = tokens.at(m.first + m.count - 1);
                std::fill(yearRound.begin() + tokens.at(m.first).start, yearRound.begin() + last.start + last.length, true);
            }
            const auto namedFrom = [&](qsizetype from) {
                return std::count_if(c.things.cbegin(), c.things.cend(), [&](const Meaning *m) {
                    const QString word = text.mid(m->range.start, m->range.length).toLower();
                    return m->range.start >= from && m->range.start < end && !lex.placeWords.contains(word)
                        && !beginsWithAny(word, lex.customerStems) && !lex.monthWords.contains(word)
                        && !yearRound[std::size_t(m->range.start)];
                });
            };
            // (a clause that names nothing and says the days are not worked, after one that opens other days, says
            // so of what that one names: "Ekipe rade na gradilištima od ponedjeljka do petka, …, a subotom i nedjeljom
            // ne rade"; not a word of closing, "is open Monday to Friday … and is closed at weekends")
            const RuleFeatures &f = *feat.at(c.rule);
            const auto named = namedFrom(start);
            if (named == 0 && !lex.closedWords.contains(word) && f.openDays != 0 && f.closedDays != 0)
                return namedFrom(0) <= 1;
            return named <= 1;
        }
        return false;
    };
    // … and the days a rule says something happens on, with or without hours ("Termine za čišćenje nudite i
    // subotom")
    const auto onMask = [](const RuleFeatures &f) {
        if (f.negated || f.closedWord)
            return f.closedDays != 0 ? f.openDays : 0;
        return f.days;
    };
    std::vector<Candidate> closed; // rules that close some days (closedMask)
    std::vector<Candidate> open; // rules that open some days (openMask)
    std::vector<Candidate> only; // rules that keep something to some days (RuleFeatures::onlyDays)
    std::vector<Candidate> on; // rules that say something happens on some days (onMask)
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.days == 0 || f.describesTool)
            continue;
        if (closedMask(f) != 0 && closed.size() < std::size_t(kMaxCandidates)) {
            closed.push_back(candidate(r));
            closed.back().closesAll = closesAll(closed.back());
        }
        if (openMask(f) != 0 && open.size() < std::size_t(kMaxCandidates))
            open.push_back(candidate(r));
        if (f.onlyDays != 0 && f.onlyDays != RuleFeatures::kEveryDay && only.size() < std::size_t(kMaxCandidates))
            only.push_back(candidate(r));
        if (onMask(f) != 0 && on.size() < std::size_t(kMaxCandidates))
            on.push_back(candidate(r));
    }
    // the first word of a rule that names a day ("Nedjeljom")
    const auto dayWord
        = [&](int r) { return firstWord(rules.at(r).text, [&](const QString &w) { return lex.dayMask(w) != 0; }); };
    const auto shareThing = [](const Candidate &x, const Candidate &y) {
        return std::any_of(x.things.cbegin(), x.things.cend(), [&](const Meaning *a) {
            const auto meets = [&](const Meaning *b) { return a->meets(*b); };
            return std::any_of(y.things.cbegin(), y.things.cend(), meets) || std::any_of(y.hours.cbegin(), y.hours.cend(), meets);
        });
    };
    // Days a rule keeps something to ("Obilasci pivovare održavaju se samo petkom i subotom u 17 sati") against
    // another day another rule gives it ("Obilaske nudi i četvrtkom u 18 sati"): both name the thing.
    // (the rule that shares the most of its things: "Uzorke vode za mikrobiološku analizu primamo samo od
    // ponedjeljka do četvrtka" / "Petkom ujutro se također mogu donijeti uzorci vode za mikrobiologiju", not
    // "Uzorci zemljišta primaju se svaki radni dan")
    const auto shared = [](const Candidate &x, const Candidate &y) {
        return std::count_if(x.things.cbegin(), x.things.cend(), [&](const Meaning *a) {
            return std::any_of(y.things.cbegin(), y.things.cend(), [&](const Meaning *b) { return a->meets(*b); });
        });
    };
    for (const Candidate &c : only) {
        const RuleFeatures &cf = *feat.at(c.rule);
        const Candidate *best = nullptr;
        qsizetype bestShared = 0;
        for (const Candidate &o : on) {
            const RuleFeatures &of = *feat.at(o.rule);
            if (c.rule == o.rule || (onMask(of) & ~cf.onlyDays & RuleFeatures::kEveryDay) == 0
                || (cf.months != 0 && of.months != 0 && (cf.months & of.months) == 0)
                || conflictPairs->contains({std::min(c.rule, o.rule), std::max(c.rule, o.rule)}) || !shareThing(c, o)
                || c.urgent != o.urgent || opposedSubjects(c.things, o.things))
                continue;
            if (const qsizetype count = shared(c, o); best == nullptr || count > bestShared) {
                best = &o;
                bestShared = count;
            }
        }
        if (best == nullptr)
            continue;
        const int earlier = std::min(c.rule, best->rule);
        const int later = std::max(c.rule, best->rule);
        out.append(pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.35,
                            WorkspaceMessages::tr("Closes on days another rule gives as open.")));
        conflictPairs->insert({earlier, later});
    }
    // (the hours of two days are a timetable, "Saturday and Sunday: 09:00–18:00", and an age or an amount from which
    // names a case, "Za narudžbe veće od 300 m² dostavu možemo obaviti i subotom", «Взрослая группа (с 16 лет)»)
    const auto hoursOf = [](const RuleFeatures &f) {
        return std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                           [](const NumberFact &x) { return x.kind == NumberFact::Kind::Time && x.boundary != 0; });
    };
    const auto casedByAmount = [](const RuleFeatures &f) {
        return std::any_of(f.numbers.cbegin(), f.numbers.cend(), [](const NumberFact &x) {
            return x.kind == NumberFact::Kind::Age
                || (x.direction != 0 && (x.kind == NumberFact::Kind::Count || x.kind == NumberFact::Kind::Money));
        });
    };
    // Two rules that give one thing on days of which none meet ("Dostavljamo na području grada utorkom i petkom" /
    // "Dostavu vozimo ponedjeljkom i četvrtkom"): most of the things of the one that names fewer meet.
    for (std::size_t j = 1; j < on.size(); ++j) {
        const Candidate &y = on[j];
        const RuleFeatures &yf = *feat.at(y.rule);
        for (std::size_t i = 0; i < j; ++i) {
            const Candidate &x = on[i];
            const RuleFeatures &xf = *feat.at(x.rule);
            const int dx = onMask(xf);
            const int dy = onMask(yf);
            if (x.rule == y.rule || dx == RuleFeatures::kEveryDay || dy == RuleFeatures::kEveryDay || (dx & dy) != 0
                || (xf.months != 0 && yf.months != 0 && (xf.months & yf.months) == 0) || xf.conditional || yf.conditional
                || conflictPairs->contains({x.rule, y.rule}) || x.urgent != y.urgent || opposedSubjects(x.things, y.things)
                || (hoursOf(xf) && hoursOf(yf)) || casedByAmount(xf) || casedByAmount(yf) || !x.hours.isEmpty()
                || !y.hours.isEmpty() || otherItems(rules.at(x.rule), rules.at(y.rule)))
                continue;
            const qsizetype fewer = std::min(x.things.size(), y.things.size());
            if (fewer == 0 || 2 * shared(x, y) < fewer)
                continue;
            out.append(pairSpan(rules, x.rule, y.rule, Axis::Conflict, 1, Severity::Warning, 0.35,
                                WorkspaceMessages::tr("Gives other days than a similar rule.")));
            conflictPairs->insert({x.rule, y.rule});
            break;
        }
    }
    // A day given on top of those a similar rule gives ("Мастер выезжает на дом по будням с 12:00 до 18:00." / «По
    // субботам мастер тоже выезжает к клиентам, с 11:00 до 15:00.»): the days do not meet and both name the thing.
    // (not in a season the other does not name: "Od 1. lipnja do 15. rujna ekipe rade i subotom")
    for (const Candidate &y : on) {
        const RuleFeatures &yf = *feat.at(y.rule);
        if (!y.adds || yf.conditional || casedByAmount(yf))
            continue;
        for (const Candidate &x : on) {
            const RuleFeatures &xf = *feat.at(x.rule);
            const int dx = onMask(xf);
            const int earlier = std::min(x.rule, y.rule);
            const int later = std::max(x.rule, y.rule);
            if (x.rule == y.rule || &xf == &yf || x.adds || dx == RuleFeatures::kEveryDay || (dx & onMask(yf)) != 0
                || (xf.months != 0 && yf.months != 0 && (xf.months & yf.months) == 0) || (xf.months == 0 && yf.months != 0)
                || xf.conditional || conflictPairs->contains({earlier, later}) || x.urgent != y.urgent || !shareThing(x, y)
                || opposedSubjects(x.things, y.things) || otherItems(rules.at(earlier), rules.at(later)))
                continue;
            out.append(pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.35,
                                WorkspaceMessages::tr("Gives other days than a similar rule.")));
            conflictPairs->insert({earlier, later});
            break;
        }
    }
    for (const Candidate &c : closed) {
        for (const Candidate &o : open) {
            const int earlier = std::min(c.rule, o.rule);
            const int later = std::max(c.rule, o.rule);
            const RuleFeatures &cf = *feat.at(c.rule);
            const RuleFeatures &of = *feat.at(o.rule);
            // (two periods of the year: "Od novembra do marta … ponedjeljkom je zatvorena" / "Od aprila do
            // oktobra … svaki dan")
            if (c.rule == o.rule || (closedMask(cf) & openMask(of)) == 0
                || (cf.months != 0 && of.months != 0 && (cf.months & of.months) == 0)
                || conflictPairs->contains({earlier, later}))
                continue;
            // (opening hours that name nothing else are the business's own: a day it is said to be closed
            // is one of them, "Trgovina radi od ponedjeljka do subote …, a nedjeljom od 10 do 14 sati" /
            // "Nedjeljom je cijela čokolaterija zatvorena")
            const bool business
                = cf.closedWord && std::all_of(o.things.cbegin(), o.things.cend(), [&](const Meaning *m) {
                      return lex.placeWords.contains(rules.at(o.rule).text.mid(m->range.start, m->range.length).toLower());
                  });
            // (the work a closed day forbids is what the other rule's hours are of: "Vikendom ne izvodimo nikakve
            // radove" / "Ekipe na terenu rade od ponedjeljka do subote")
            // (… or the business is closed that day and the other rule gives hours on it)
            // (hours on the day itself, not on weekdays that include it, «в будни с 16:00», nor in a season the
            // closing does not name, "From 1 August … we also open on Mondays")
            // (… or names the day itself at the end of a range, "Radimo od ponedjeljka do subote, od 7 do 17 sati" /
            // "Subotom ekipe ne rade", or any day will do, "Rezervacije primamo za sve dane u sedmici, uključujući
            // ponedjeljak")
            const bool allClosed = (of.states(NumberFact::Kind::Time) || of.anyDay)
                && ((!of.negated && !of.closedWord) || of.closedDays != 0 || of.anyDay) && (cf.closedWord || cf.negated)
                && (std::popcount(unsigned(openMask(of))) <= 2 || (o.named & closedMask(cf)) != 0 || of.anyDay)
                && (of.months == 0 || cf.months != 0) && c.closesAll;
            if (!business && !allClosed && !shareThing(c, o))
                continue;
            out.append(pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.35,
                                WorkspaceMessages::tr("Closes on days another rule gives as open.")));
            conflictPairs->insert({earlier, later});
            break;
        }
    }
    // A day something is not done against a rule that does it every day, with no hours («В воскресенье ассистент заказы
    // не оформляет» / «Телефонные заказы принимаем ежедневно в часы работы магазина»): both name the thing.
    for (const Candidate &c : closed) {
        const RuleFeatures &cf = *feat.at(c.rule);
        for (const Candidate &o : on) {
            const RuleFeatures &of = *feat.at(o.rule);
            const int earlier = std::min(c.rule, o.rule);
            const int later = std::max(c.rule, o.rule);
            if (c.rule == o.rule || &cf == &of || of.days != RuleFeatures::kEveryDay || openMask(of) != 0 || of.conditional
                || (closedMask(cf) & RuleFeatures::kEveryDay) == 0
                || (cf.months != 0 && of.months != 0 && (cf.months & of.months) == 0) || conflictPairs->contains({earlier, later})
                || redundantPairs->contains({earlier, later}) || c.urgent != o.urgent || !shareThing(c, o)
                || opposedSubjects(c.things, o.things))
                continue;
            out.append(pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Warning, 0.35,
                                WorkspaceMessages::tr("Closes on days another rule gives as open.")));
            conflictPairs->insert({earlier, later});
            break;
        }
    }
    // The same days closed twice for one thing ("Nedjeljom i blagdanima nema ukopa" / "Ukopi se ne zakazuju za nedjelje
    // ni za praznike"): a repetition, when neither gives a time or a case and both name the thing, or both close the
    // business itself («Понедельник — выходной день» / «По понедельникам океанариум закрыт для посетителей»).
    for (std::size_t j = 1; j < closed.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            const Candidate &x = closed[i];
            const Candidate &y = closed[j];
            const RuleFeatures &fx = *feat.at(x.rule);
            const RuleFeatures &fy = *feat.at(y.rule);
            if (&fx == &fy || closedMask(fx) != closedMask(fy) || fx.conditional || fy.conditional
                || fx.states(NumberFact::Kind::Time) || fy.states(NumberFact::Kind::Time) || fx.months != fy.months
                || x.urgent != y.urgent || conflictPairs->contains({x.rule, y.rule}) || redundantPairs->contains({x.rule, y.rule})
                || !((x.closesAll && y.closesAll) || shareThing(x, y)) || opposedSubjects(x.things, y.things))
                continue;
            out.append(pairSpan(rules, x.rule, y.rule, Axis::Redundancy, 1, Severity::Warning, 0.25,
                                WorkspaceMessages::tr("Says what an earlier rule says, in other words (%1).")
                                    .arg(QStringLiteral("“%1” / “%2”").arg(dayWord(y.rule), dayWord(x.rule)))));
            redundantPairs->insert({x.rule, y.rule});
            break;
        }
    }
}

// The same months closed twice for one thing ("Škola vaterpola ljeti pauzira, pa tijekom srpnja i kolovoza djeca ne
// treniraju" / "U srpnju i kolovozu treninga škole vaterpola nema"), or the same two days or more, or months, on which
// one thing is done ("Collections of unwanted pallets are made on Tuesdays and Thursdays" / "Lorries go out to pick up
// customers' old pallets only on Tuesday and Thursday", "Polaganje za pojas … održava se dva puta godišnje, u decembru i
// u junu" / "Ispiti za viši pojas organizuju se samo u junu i decembru"): a repetition, when neither names a time or a
// case (nor, for months, a day) and both name the thing besides the days and months.
void calendarRepeated(const LintDocument &doc, RulePairs *conflictPairs, RulePairs *redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const int n = int(rules.size());
    constexpr int kAllMonths = (1 << 12) - 1;
    // what a rule names: closed months (0), open months (1), open days (2), with their mask
    struct Named
    {
        int rule;
        int kind;
        int mask;
    };
    std::vector<Named> named;
    // (days named one by one, not "weekends" or "working days", which many rules name: "Tuesdays and Thursdays")
    const auto singleDays = [&](int r) {
        int count = 0;
        const QString &text = rules.at(r).text;
        for (qsizetype i = 0; i < text.size();) {
            const qsizetype from = nextWord(text, i);
            count += std::popcount(unsigned(lex.dayMask(text.mid(from, i - from).toLower()))) == 1 ? 1 : 0;
        }
        return count;
    };
    for (int r = 0; r < n && named.size() < std::size_t(kMaxCandidates); ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.conditional || f.describesTool || f.states(NumberFact::Kind::Time))
            continue;
        const bool closed = f.negated || f.closedWord;
        if (f.months != 0 && f.days == 0 && closed)
            named.push_back({r, 0, f.months});
        else if (f.months != kAllMonths && std::popcount(unsigned(f.months)) >= 2 && f.days == 0 && !closed)
            named.push_back({r, 1, f.months});
        else if (f.days != RuleFeatures::kEveryDay && f.months == 0 && !closed && f.closedDays == 0 && !f.anyDay
                 && std::popcount(unsigned(f.days)) >= 2 && singleDays(r) >= 2)
            named.push_back({r, 2, f.days});
    }
    // the words of each rule named that are no month's and no day's ("treniraju", "škole"), read once
    std::vector<QList<const Meaning *>> thingsOf;
    thingsOf.reserve(named.size());
    for (const Named &x : named)
        thingsOf.push_back(thingWords(doc, x.rule, false));
    const auto calendarWord = [&](int r, int kind) {
        return firstWord(rules.at(r).text,
                         [&](const QString &w) { return kind == 2 ? lex.dayMask(w) != 0 : lex.monthWords.contains(w); });
    };
    for (std::size_t j = 1; j < named.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            const int x = named[i].rule;
            const int y = named[j].rule;
            if (named[i].kind != named[j].kind || named[i].mask != named[j].mask || feat.at(x) == feat.at(y)
                || conflictPairs->contains({x, y}) || redundantPairs->contains({x, y}) || otherItems(rules.at(x), rules.at(y)))
                continue;
            const QList<const Meaning *> &tx = thingsOf[i];
            const QList<const Meaning *> &ty = thingsOf[j];
            const bool shared = std::any_of(tx.cbegin(), tx.cend(), [&](const Meaning *a) {
                return std::any_of(ty.cbegin(), ty.cend(), [&](const Meaning *b) { return a->meets(*b); });
            });
            // (each names an age group the other does not: "Children's judo classes" / "Adult judo classes")
            const auto otherGroup = [&](int r, const QList<const Meaning *> &own, const QList<const Meaning *> &other) {
                return std::any_of(own.cbegin(), own.cend(), [&](const Meaning *a) {
                    QString word = rules.at(r).text.mid(a->range.start, a->range.length).toLower();
                    if (word.endsWith(QLatin1String("'s")) || word.endsWith(QStringLiteral("’s")))
                        word.chop(2);
                    return lex.speaksOfAge(word)
                        && std::none_of(other.cbegin(), other.cend(), [&](const Meaning *b) { return a->meets(*b); });
                });
            };
            if (!shared || opposedSubjects(tx, ty) || (otherGroup(x, tx, ty) && otherGroup(y, ty, tx)))
                continue;
            const int kind = named[i].kind;
            out.append(pairSpan(rules, x, y, Axis::Redundancy, 1, Severity::Warning, 0.25,
                                WorkspaceMessages::tr("Says what an earlier rule says, in other words (%1).")
                                    .arg(QStringLiteral("“%1” / “%2”").arg(calendarWord(y, kind), calendarWord(x, kind)))));
            redundantPairs->insert({x, y});
            break;
        }
    }
}

void hoursConflicts(const LintDocument &doc, RulePairs *conflictPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const int n = int(rules.size());
    // the hours of each rule of the business's own hours, per run of days: "Monday, Wednesday and Friday from 8:00 to
    // 18:00, Tuesday and Thursday from 10:00 to 20:00, and Saturday from 8:00 to 13:00" (the days named before an
    // opening time, else those of the run before it)
    struct Hours
    {
        int rule;
        int days;
        double open;
        double close;
        bool own; // the business's own (ownHours), not those of the things the rule names
    };
    std::vector<Hours> table;
    std::vector<bool> hoursRule(std::size_t(n), false);
    // (… or the hours of things the rule names, "The counter and the phone line are open Monday to Friday from 8:30 to
    // 18:00 and on Saturday from 10:00 to 14:00": times alone, on some days; they are compared with a rule that names one
    // of those things in the same word, "Devices can be handed in at the counter on Saturday afternoons until 16:00")
    // (… and how long or how often: "Skokovi se izvode petkom, subotom i nedjeljom od 10:00 do 18:00, svakih 20 minuta")
    const auto timesOnly = [](const RuleFeatures &f) {
        const auto times = std::count_if(f.numbers.cbegin(), f.numbers.cend(),
                                         [](const NumberFact &x) { return x.kind == NumberFact::Kind::Time; });
        return times >= 2 && f.days != 0 && std::all_of(f.numbers.cbegin(), f.numbers.cend(), [](const NumberFact &x) {
                   return x.kind == NumberFact::Kind::Time || x.kind == NumberFact::Kind::Duration;
               });
    };
    std::vector<bool> own(std::size_t(n), false);
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        if (f.negated || f.conditional || f.describesTool || f.months != 0 || !timesOnly(f))
            continue;
        own[std::size_t(r)] = ownHours(rules.at(r), f, lex);
        hoursRule[std::size_t(r)] = true;
        const QString &text = rules.at(r).text;
        const QList<Token> tokens = tokenize(text);
        int named = 0; // days named since the last hours
        int current = 0;
        int lastDay = -1;
        int lastMask = 0;
        qsizetype t = 0;
        const QList<NumberFact> &numbers = f.numbers;
        for (qsizetype k = 0; k + 1 < numbers.size(); ++k) {
            const NumberFact &open = numbers.at(k);
            const NumberFact &close = numbers.at(k + 1);
            for (; t < tokens.size() && tokens.at(t).start < open.range.start; ++t) {
                const int mask = lex.dayMask(tokens.at(t).lower);
                if (mask == 0 || lex.closedWords.contains(tokens.at(t).lower))
                    continue;
                // ("Monday to Friday", "od ponedjeljka do petka", «с понедельника по пятницу»: the days between)
                named |= mask | Features::daysBetween(text, tokens, lex, lastDay, lastMask, int(t), mask);
                lastDay = int(t);
                lastMask = mask;
            }
            if (open.boundary != 1 || close.boundary != 2 || close.value <= open.value)
                continue;
            if (named != 0)
                current = named;
            named = 0;
            ++k;
            if (current != 0)
                table.push_back({r, current & RuleFeatures::kEveryDay, open.value, close.value, own[std::size_t(r)]});
        }
        // (one run with its days after it: "from 9:00 to 17:00 on weekdays")
        if (current == 0 && f.numbers.size() == 2 && f.numbers.first().boundary == 1 && f.numbers.last().boundary == 2
            && f.numbers.first().value < f.numbers.last().value)
            table.push_back(
                {r, f.days & RuleFeatures::kEveryDay, f.numbers.first().value, f.numbers.last().value, own[std::size_t(r)]});
    }
    // (a prompt of more hours than that is a list of them, not the business's own)
    if (table.empty() || table.size() > std::size_t(kMaxCandidates))
        return;
    // a thing both rules name in the same word, none of the words of hours and days ("counter" / "counter")
    const auto namesThing = [&](int o, int r) {
        return sameWordBesides(doc, o, r, [&](const QString &w, const Meaning &m) {
            return m.light || lex.dayMask(w) != 0 || lex.hoursWords.contains(w) || lex.hoursStems.contains(lex.stem(w))
                || lex.openWords.contains(w) || lex.closedWords.contains(w) || lex.durationUnits.contains(w);
        });
    };
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        // (a time of its own day: not of every day, nor of the rest of the year; not after hours, "After 18:00 calls go
        // to the answering machine", nor what is not done then)
        // (nor hours of its own, of something else: "Telefonska služba dostupna je radnim danom od 7:30 do 15:30")
        const auto bound = [&](int boundary) {
            return std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                               [&](const NumberFact &x) { return x.kind == NumberFact::Kind::Time && x.boundary == boundary; });
        };
        // (a rule of no day may name a thing that has hours of its own: "The earliest visit slot the assistant may offer is
        // 7:30" / "Field visits take place Monday to Friday between 8:30 and 16:30", below)
        if (hoursRule[std::size_t(r)] || f.negated || f.describesTool || f.days == RuleFeatures::kEveryDay || f.months != 0
            || !f.states(NumberFact::Kind::Time) || f.states(NumberFact::Kind::Date) || (bound(1) && bound(2)))
            continue;
        // (nor a day something is done by: "Prijave primaš do subote u 20 sati")
        const QList<Token> tokens = tokenize(rules.at(r).text);
        bool deadline = false;
        for (qsizetype t = 1; t < tokens.size() && !deadline; ++t)
            deadline = lex.dayMask(tokens.at(t).lower) != 0 && lex.byDayWords.contains(tokens.at(t - 1).lower);
        if (deadline)
            continue;
        for (const NumberFact &x : f.numbers) {
            // (a time of the day: "24 sata" is none)
            if (x.kind != NumberFact::Kind::Time || x.value >= 24 * 60)
                continue;
            // (… what is done after hours, or before them: "calls after 14:00 go to the answering machine")
            const auto at
                = std::find_if(tokens.cbegin(), tokens.cend(), [&](const Token &t) { return t.start == x.range.start; });
            const QString before = at != tokens.cbegin() && at != tokens.cend() ? std::prev(at)->lower : QString();
            const bool afterHours = x.direction > 0 || lex.afterWords.contains(before);
            const bool beforeHours = x.direction < 0 || lex.beforeWords.contains(before);
            // (the days of its own clause, when it names some: "Customers may collect … on weekdays, and Saturday
            // collections run until 3 pm")
            int days = 0;
            for (auto k = at; k != tokens.cbegin() && k != tokens.cend();) {
                const auto prev = std::prev(k);
                if (Features::marksBetween(rules.at(r).text, *prev, *k, u",;:."))
                    break;
                days |= lex.dayMask(prev->lower);
                k = prev;
            }
            if (days == 0)
                days = f.days;
            // (outside every run of hours given for its days)
            const Hours *outside = nullptr;
            bool inside = false;
            for (const Hours &h : table) {
                // (the hours of those very days: "Srijedom šalteri rade do 18:00" is an exception to "Ponedjeljak – petak:
                // 8:00 – 16:00")
                if (h.rule == r || (days != 0 && h.days != days) || (!h.own && !namesThing(h.rule, r)) || (days == 0 && h.own))
                    continue;
                if ((x.value <= h.close || afterHours) && (x.value >= h.open || beforeHours))
                    inside = true;
                else if (!outside && !otherItems(rules.at(h.rule), rules.at(r))
                         && !conflictPairs->contains({std::min(r, h.rule), std::max(r, h.rule)}))
                    outside = &h;
            }
            if (!outside || inside)
                continue;
            const int earlier = std::min(r, outside->rule);
            const int later = std::max(r, outside->rule);
            out.append(
                pairSpan(rules, earlier, later, Axis::Conflict, 1, Severity::Error, 0.5,
                         WorkspaceMessages::tr("Gives a time (%1) outside the hours another rule gives for that day (%2–%3).")
                             .arg(clock(x.value), clock(outside->open), clock(outside->close))));
            conflictPairs->insert({earlier, later});
            break;
        }
    }
}

// Two rules about the ways of paying (RuleFeatures::paysWith): one takes a way the other turns away ("Karte se
// kupuju kod vozača, gotovinom ili karticom" / "Kartično plaćanje kod vozača nije moguće, vozač prima samo
// gotovinu"): a conflict; both keep to the same ways ("Plaćanje je samo gotovinom" / "… kartice ne primamo i da
// se plaća u kešu"), or both name the same two or more ("we accept both card and cash" / "Payment is taken on
// collection by card or cash"): a repetition.
void paymentPairs(const LintDocument &doc, RulePairs *redundantPairs, RulePairs *conflictPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const Lexicon &lex = doc.lexicon;
    const int n = int(rules.size());
    constexpr int kAllWays = (1 << RuleFeatures::kPaymentWays) - 1;
    // (instalments are paid in cash or by card: "only in cash" keeps none of them out)
    constexpr int kMeans = kAllWays & ~RuleFeatures::kInstalments;
    const auto refused = [](const RuleFeatures &f) { return f.paysNotWith | (f.paysOnly ? kMeans & ~f.paysWith : 0); };
    // (it says which ways there are: it keeps to some, turns some away, or names two or more)
    const auto closed = [](const RuleFeatures &f) {
        return f.paysOnly || f.paysNotWith != 0 || std::popcount(unsigned(f.paysWith & kMeans)) >= 2;
    };
    // the word of the first of `ways` the rule names, else of the first it names at all
    const auto wordOf = [&](int r, int ways) {
        const RuleFeatures &f = *feat.at(r);
        for (const int among : {ways, kAllWays})
            for (int way = 0; way < RuleFeatures::kPaymentWays; ++way)
                if ((among & (1 << way)) && f.paymentWords[std::size_t(way)].length > 0) {
                    const TextRange &w = f.paymentWords[std::size_t(way)];
                    return rules.at(r).text.mid(w.start, w.length);
                }
        return QString();
    };
    // the parts of a price a rule is about (Lexicon::paidPartStems), one bit each: "the deposit … by card only" and "the
    // balance … in cash" are two payments
    const auto partsOf = [&](int r) {
        unsigned parts = 0;
        const QString &text = rules.at(r).text;
        for (qsizetype i = 0; i < text.size();) {
            const qsizetype from = nextWord(text, i);
            const QString word = text.mid(from, i - from).toLower();
            for (qsizetype s = 0; s < lex.paidPartStems.size() && s < 32; ++s)
                if (word.startsWith(lex.paidPartStems.at(s)))
                    parts |= 1u << s;
        }
        return parts;
    };
    // one way of paying taken when the booking is made, at no amount ("Payment is taken by card when the booking is made")
    const auto atBooking = [&](int rule) {
        const RuleFeatures &f = *feat.at(rule);
        return std::popcount(unsigned(f.paysWith)) == 1 && f.paysNotWith == 0 && !f.negated && !f.states(NumberFact::Kind::Money)
            && !f.states(NumberFact::Kind::Percent) && std::any_of(f.meanings.cbegin(), f.meanings.cend(), [&](const Meaning &m) {
                   return beginsWithAny(rules.at(rule).text.mid(m.range.start, m.range.length).toLower(), lex.bookingStems);
               });
    };
    QList<int> paying;
    QList<unsigned> parts; // partsOf each of them, read once
    QList<bool> booking; // … and atBooking
    for (int r = 0; r < n; ++r)
        if ((feat.at(r)->paysWith | feat.at(r)->paysNotWith) != 0 && !feat.at(r)->describesTool) {
            paying.append(r);
            parts.append(partsOf(r));
            booking.append(atBooking(r));
        }
    for (qsizetype j = 1; j < paying.size(); ++j) {
        for (qsizetype i = 0; i < j; ++i) {
            const int o = paying.at(i);
            const int r = paying.at(j);
            const RuleFeatures &a = *feat.at(o);
            const RuleFeatures &b = *feat.at(r);
            // (a rule that names no part is about every payment: "Cash is not accepted" / "Customers may settle the
            // balance in cash with the fitter")
            if (&a == &b || conflictPairs->contains({o, r}) || redundantPairs->contains({o, r})
                || (parts.at(i) != parts.at(j) && parts.at(i) != 0 && parts.at(j) != 0))
                continue;
            const int clashAB = a.paysWith & refused(b);
            const int clashBA = b.paysWith & refused(a);
            if (clashAB != 0 || clashBA != 0) {
                const int way = clashAB != 0 ? clashAB : clashBA;
                const QString pairText = QStringLiteral("“%1” / “%2”").arg(wordOf(r, way), wordOf(o, way));
                out.append(
                    pairSpan(rules, o, r, Axis::Conflict, 1, Severity::Warning, 0.35,
                             WorkspaceMessages::tr("Allows what another rule forbids, in other words (%1).").arg(pairText)));
                conflictPairs->insert({o, r});
                continue;
            }
            // (… or both take one way when the booking is made: "Payment is taken by card when the booking is made" / "Take
            // the card payment at the moment the booking is created")
            if (a.paysWith != 0 && a.paysWith == b.paysWith && ((closed(a) && closed(b)) || (booking.at(i) && booking.at(j)))) {
                const QString pairText = QStringLiteral("“%1” / “%2”").arg(wordOf(r, b.paysWith), wordOf(o, a.paysWith));
                out.append(pairSpan(rules, o, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
                                    WorkspaceMessages::tr("Says what an earlier rule says, in other words (%1).").arg(pairText)));
                redundantPairs->insert({o, r});
            }
        }
    }
}

} // namespace Polygon::Lint::Checks
