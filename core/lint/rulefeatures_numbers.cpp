// The stages of extractFeatures that read days, numbers and clock times.

#include "rulefeatures_p.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <optional>

#include <vector>

namespace Polygon::Lint::Features {

namespace {

// Whether token k (if any) keeps to what it stands by: "only", «только», "samo", "isključivo".
bool onlyWordAt(const Scan &scan, int k)
{
    return k >= 0 && k < scan.n
        && (scan.lex.onlyWords.contains(scan.tokens.at(k).lower) || scan.lex.exclusiveWords.contains(scan.tokens.at(k).lower));
}

} // namespace

// The ways of paying a rule about paying takes and turns away, clause by clause (RuleFeatures::paysWith):
// "Kartično plaćanje kod vozača nije moguće, vozač prima samo gotovinu" turns cards away and keeps to cash;
// "We accept cash and all major cards" takes both. A way is turned away by a negation a few words from it or
// from the word of paying ("kartice ne primamo", "We do not accept cards"), not over the phone ("Never take card
// payments over the phone").
void findPayment(const Scan &scan, RuleFeatures &f)
{
    constexpr int kNegationReach = 3; // words between a negation and the way or the word of paying, at most
    const QStringView text = scan.text;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    const auto paying = [&](int k) { return beginsWithAny(tokens.at(k).lower, lex.paymentStems); };
    bool payment = false;
    for (int k = 0; k < n && !payment; ++k)
        payment = paying(k);
    if (!payment)
        return;
    // the way each token ends the name of, -1 for none ("bank transfer": its second word)
    std::vector<int> wayAt(std::size_t(n), -1);
    for (int way = 0; way < RuleFeatures::kPaymentWays; ++way)
        for (const PhraseMatch &m : lex.paymentWays.at(std::size_t(way)).matchAll(tokens))
            if (int &at = wayAt[std::size_t(m.first + m.count - 1)]; at < 0)
                at = way;
    // a card that is something else: "loyalty card", "card details", "broj kartice", «диагностическую карту»
    const auto otherCard = [&](int k) {
        return (k > 0 && beginsWithAny(tokens.at(k - 1).lower, lex.notPaymentCard))
            || (k + 1 < n && beginsWithAny(tokens.at(k + 1).lower, lex.notPaymentCard));
    };
    const auto isOnly = [&](int k) { return onlyWordAt(scan, k); };
    const auto near = [&](int a, int b) { return std::abs(a - b) <= kNegationReach; };
    int from = 0;
    for (int i = 0; i <= n; ++i) {
        if (i < n
            && (i == 0
                || !(marksBetween(text, tokens.at(i - 1), tokens.at(i), u",;:.()")
                     || lex.contrastJoins.contains(tokens.at(i).lower))))
            continue;
        // the clause [from, i)
        bool only = false;
        bool phone = false;
        QList<std::pair<int, int>> named; // (where, way) of its ways
        QList<int> paid; // where its words of paying stand
        QList<int> negations;
        const int clauseFrom = from;
        for (int k = from; k < i; ++k) {
            const QString &w = tokens.at(k).lower;
            phone = phone || beginsWithAny(w, lex.phoneStems);
            // ("without" keeps out what follows it: not the way before it, "na najviše 12 rata bez kamata")
            if (lex.negations.contains(w) && !(lex.withoutWords.contains(w) && k > 0 && wayAt[std::size_t(k - 1)] >= 0))
                negations.append(k);
            if (paying(k))
                paid.append(k);
            const int way = wayAt[std::size_t(k)];
            if (way < 0 || (way == 1 && otherCard(k)))
                continue;
            named.append({k, way});
            only = only || isOnly(k - 1) || isOnly(k - 2) || (isOnly(k + 1) && k + 1 < i);
            TextRange &shown = f.paymentWords[std::size_t(way)];
            if (shown.length == 0)
                shown = {tokens.at(k).start, tokens.at(k).length};
        }
        from = i;
        if (named.isEmpty())
            continue;
        // (a condition names a way the caller asks about: "Ako mušterija pita za plaćanje karticom, …")
        if (lex.ifWords.contains(tokens.at(clauseFrom).lower))
            continue;
        for (const auto &[k, way] : std::as_const(named)) {
            // (its own negation, or one of the word of paying next to it: "Kartično plaćanje … nije moguće")
            const bool refused = std::any_of(negations.cbegin(), negations.cend(), [&](int g) {
                return near(g, k) || std::any_of(paid.cbegin(), paid.cend(), [&](int p) { return near(g, p) && near(p, k); });
            });
            if (refused) {
                if (!phone)
                    f.paysNotWith |= 1 << way;
            } else {
                f.paysWith |= 1 << way;
                f.paysOnly = f.paysOnly || only;
            }
        }
    }
}

bool rangeJoined(QStringView text, const QList<Token> &tokens, const Lexicon &lex, int last, int at)
{
    return last >= 0
        && ((last == at - 1 && dashBetween(text, tokens.at(last), tokens.at(at)))
            || (last == at - 2 && lex.rangeWords.contains(tokens.at(at - 1).lower)));
}

int daysBetween(QStringView text, const QList<Token> &tokens, const Lexicon &lex, int lastDay, int lastMask, int at, int mask)
{
    if (!rangeJoined(text, tokens, lex, lastDay, at) || !std::has_single_bit(unsigned(lastMask))
        || !std::has_single_bit(unsigned(mask)) || lastMask == mask)
        return 0;
    // (over the end of the week: "od nedjelje do četvrtka", "Friday to Monday")
    constexpr int kSunday = 64;
    int days = 0;
    for (int bit = lastMask; bit != mask; bit = bit == kSunday ? 1 : bit << 1)
        days |= bit;
    return days | mask;
}

// Days the rule is about, with ranges ("Monday to Friday", "пн–пт").
void findDays(const Scan &scan, RuleFeatures &f)
{
    const QStringView text = scan.text;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    int lastDay = -1;
    int lastDayMask = 0;
    int dayOff = 0;
    int lastMonth = -1; // the token of the last month named
    // the days of each clause, open or closed (RuleFeatures::openDays, closedDays): "Radimo od ponedjeljka
    // do subote, a nedjeljom ne radimo", «в субботу — с 10:00 до 14:00, воскресенье — выходной»
    int clauseDays = 0;
    bool clauseClosed = false;
    bool clauseHours = false; // a time or a word of opening: "is open Monday to Friday from 7:30 to 16:30"
    bool clauseOnly = false; // "only" next to its days: "samo petkom i subotom", "Monday to Friday only"
    const auto endClause = [&] {
        (clauseClosed ? f.closedDays : f.openDays) |= clauseDays;
        if (clauseOnly && !clauseClosed)
            f.onlyDays |= clauseDays;
        clauseDays = 0;
        clauseClosed = false;
        clauseHours = false;
        clauseOnly = false;
    };
    const auto isOnly = [&](int k) { return onlyWordAt(scan, k); };
    // («без выходных» says no day is off: not a negation of the weekend)
    std::vector<bool> noDayOff(std::size_t(n), false);
    for (const PhraseMatch &m : lex.noDayOff.matchAll(tokens))
        std::fill_n(noDayOff.begin() + m.first, m.count, true);
    // every day but some: "svakim danom osim nedjelje", "every day except on Sundays", «ежедневно, кроме
    // воскресенья» are the other days, as "Monday to Saturday" (the days left out, listed after the word of
    // exception and a short word at most, are none of the rule's)
    int leftOut = 0;
    std::vector<bool> leftOutAt(std::size_t(n), false);
    for (const PhraseMatch &m : lex.everyDay.matchAll(tokens)) {
        int k = m.first + m.count;
        if (k >= n || !lex.exceptDays.contains(tokens.at(k).lower))
            continue;
        ++k;
        if (k + 1 < n && lex.dayMask(tokens.at(k).lower) == 0 && tokens.at(k).lower.size() <= 4)
            ++k; // "apart from", "except on", "osim u"
        for (; k < n; ++k) {
            const int mask = lex.dayMask(tokens.at(k).lower);
            if (mask != 0) {
                leftOut |= mask;
                leftOutAt[std::size_t(k)] = true;
            } else if (leftOut == 0 || !lex.questionJoins.contains(tokens.at(k).lower)) {
                break;
            }
        }
    }
    for (int i = 0; i < n; ++i) {
        if (noDayOff[std::size_t(i)] || leftOutAt[std::size_t(i)])
            continue;
        const QString &w = tokens.at(i).lower;
        const bool dayBefore = i > 0 && lex.dayMask(tokens.at(i - 1).lower) != 0;
        // (a comma between two days lists them: "Subotom, nedjeljom i blagdanima ured je zatvoren")
        // (… and "and" after the hours of some days opens a clause: "is open Monday to Friday from 7:30 to
        // 16:30 and is closed at weekends")
        // (… and so does a colon before what follows: «только на воскресенье: по субботам мастера заняты»)
        if (i > 0 && !(lex.dayMask(w) != 0 && dayBefore)
            && (marksBetween(text, tokens.at(i - 1), tokens.at(i), u",;.")
                || between(text, tokens.at(i - 1), tokens.at(i)).contains(u": ") || lex.contrastJoins.contains(w)
                || (clauseHours && clauseDays != 0 && lex.questionJoins.contains(w) && !dayBefore && i + 1 < n
                    && lex.dayMask(tokens.at(i + 1).lower) == 0)))
            endClause();
        // ("may" is a month only as "May": "Households may also drop off paper")
        // (… and two joined by a dash or a word of range are all months from one to the other, over the new year: "From
        // October to March", «с мая по сентябрь», "od studenoga do ožujka")
        if (const int month = scan.month(i); month > 0) {
            f.months |= 1 << (month - 1);
            // (not "and": "in December and February" is two months)
            const bool joined = rangeJoined(text, tokens, lex, lastMonth, i)
                && !(lastMonth == i - 2 && tokens.at(i - 1).lower == QLatin1String("and"));
            if (joined)
                for (int m = scan.month(lastMonth); m != month; m = m % 12 + 1)
                    f.months |= 1 << (m - 1);
            lastMonth = i;
        }
        const bool closed = lex.closedWords.contains(w)
            || (lex.daysOffAfterDash.contains(w) && clauseDays != 0 && dashBetween(text, tokens.at(i - 1), tokens.at(i)));
        clauseClosed = clauseClosed || closed || lex.negations.contains(w);
        clauseHours = clauseHours || tokens.at(i).number || lex.openWords.contains(w);
        f.closedWord = f.closedWord || closed;
        f.openWord = f.openWord || lex.openWords.contains(w);
        if (isOnly(i) && dayBefore)
            clauseOnly = true;
        const int mask = lex.dayMask(w);
        if (mask == 0)
            continue;
        if (isOnly(i - 1) || (isOnly(i - 2) && !tokens.at(i - 1).number))
            clauseOnly = true;
        // (… or before a part of the day said first: "only on weekday evenings", «только по вечерам в будни»)
        bool partOfDay = false;
        for (int k = i - 1; k >= 0 && k >= i - 4 && !clauseOnly; --k) {
            const bool part = lex.partsOfDay.matchAt(tokens, k).count > 0;
            partOfDay = partOfDay || part;
            if (isOnly(k) && partOfDay)
                clauseOnly = true;
            else if (!part && !lex.stopWords.contains(tokens.at(k).lower))
                break;
        }
        // «Воскресенье — выходной»: a day off names the weekend only when no day is named
        if (closed) {
            dayOff |= mask;
            continue;
        }
        f.days |= mask;
        clauseDays |= mask;
        const int run = daysBetween(text, tokens, lex, lastDay, lastDayMask, i, mask);
        f.days |= run;
        clauseDays |= run;
        lastDay = i;
        lastDayMask = mask;
    }
    endClause();
    if (!lex.yearRound.matchAll(tokens).isEmpty())
        f.months = (1 << 12) - 1;
    if (leftOut != 0 && f.days == 0) {
        // (… and the days left out are those it is not: "open every day except Monday" is closed on Mondays)
        f.days = RuleFeatures::kEveryDay & ~leftOut;
        (f.negated ? f.closedDays : f.openDays) |= f.days;
        if (!f.negated)
            f.closedDays |= leftOut;
        return;
    }
    if (f.days == 0) {
        f.days = dayOff;
        f.closedDays |= dayOff;
    }
    const bool noneOff = std::find(noDayOff.cbegin(), noDayOff.cend(), true) != noDayOff.cend();
    if (f.days == 0 && !lex.everyDay.matchAll(tokens).isEmpty()) {
        f.days = RuleFeatures::kEveryDay;
        (f.negated && !noneOff ? f.closedDays : f.openDays) |= RuleFeatures::kEveryDay;
    }
    // "Rezervacije primamo za sve dane u sedmici, uključujući ponedjeljak": every day is open (not "any day
    // the shop is open")
    const bool including
        = std::any_of(tokens.cbegin(), tokens.cend(), [&](const Token &t) { return lex.includingWords.contains(t.lower); });
    // (… and "open daily, no days off", «открыт ежедневно, без выходных»)
    if (f.closedDays == 0
        && ((!f.negated && including && (!lex.anyDay.matchAll(tokens).isEmpty() || !lex.everyDay.matchAll(tokens).isEmpty()))
            || noneOff)) {
        f.anyDay = true;
        f.days = RuleFeatures::kEveryDay;
        f.openDays |= RuleFeatures::kEveryDay;
    }
}

namespace {

constexpr double infinity = std::numeric_limits<double>::infinity();

bool isCurrencySymbol(QChar c)
{
    return c == QChar(0x20AC) || c == QLatin1Char('$') || c == QChar(0x00A3) || c == QChar(0x20BD);
}

// "1.000", "12.500", "1.250.000,50": groups of three digits after dots, a decimal comma at most.
bool dottedThousands(const QString &s)
{
    const qsizetype comma = s.indexOf(QLatin1Char(','));
    const QString whole = comma < 0 ? s : s.left(comma);
    const QList<QStringView> groups = QStringView(whole).split(QLatin1Char('.'));
    if (groups.size() < 2 || groups.first().isEmpty() || groups.first().size() > 3)
        return false;
    for (qsizetype i = 1; i < groups.size(); ++i)
        if (groups.at(i).size() != 3)
            return false;
    const auto digitsOnly = [](QStringView v) { return std::all_of(v.begin(), v.end(), [](QChar c) { return c.isDigit(); }); };
    if (!std::all_of(groups.cbegin(), groups.cend(), digitsOnly))
        return false;
    return comma < 0 || (s.size() - comma - 1 >= 1 && s.size() - comma - 1 <= 2 && digitsOnly(QStringView(s).mid(comma + 1)));
}

// The value of a numeral token; a clock time sets `minutes`.
bool parseNumeral(const QString &s, const QString &language, double *value, std::optional<double> *minutes)
{
    QString digits = s;
    QString suffix;
    while (!digits.isEmpty() && digits.back().isLetter()) {
        suffix.prepend(digits.back());
        digits.chop(1);
    }
    const qsizetype colon = digits.indexOf(QLatin1Char(':'));
    const qsizetype dot = digits.indexOf(QLatin1Char('.'));
    const qsizetype sep = colon >= 0 ? colon : dot;
    const bool ampm = suffix == QLatin1String("am") || suffix == QLatin1String("pm");
    if (sep > 0 && digits.size() - sep - 1 == 2 && digits.count(QLatin1Char(':')) + digits.count(QLatin1Char('.')) == 1
        && (colon >= 0 || ampm || language != QLatin1String("en"))) {
        bool okH = false, okM = false;
        int h = digits.left(sep).toInt(&okH);
        const int m = digits.mid(sep + 1).toInt(&okM);
        if (okH && okM && h <= 24 && m < 60) {
            if (suffix == QLatin1String("pm") && h < 12)
                h += 12;
            *minutes = h * 60 + m;
            *value = h * 60 + m;
            return true;
        }
    }
    QString plain = digits;
    // a dot between groups of three digits separates thousands outside English ("1.000 €", "12.500
    // kn"; "1.000,50" with decimals after the comma)
    if (language != QLatin1String("en") && dottedThousands(plain)) {
        plain.remove(QLatin1Char('.'));
        plain.replace(QLatin1Char(','), QLatin1Char('.'));
    } else if (plain.contains(QLatin1Char(','))) {
        const qsizetype comma = plain.lastIndexOf(QLatin1Char(','));
        if (plain.size() - comma - 1 == 3)
            plain.remove(QLatin1Char(','));
        else
            plain.replace(QLatin1Char(','), QLatin1Char('.'));
    }
    bool ok = false;
    const double v = plain.toDouble(&ok);
    if (!ok)
        return false;
    *value = v;
    if (ampm && v >= 0 && v <= 12) {
        const int h = int(v) % 12 + (suffix == QLatin1String("pm") ? 12 : 0);
        *minutes = h * 60;
        *value = h * 60;
    }
    return true;
}

// "and a half" after token `at`: its number of tokens, where it ends a unit said first ("an hour and a
// half", "sat i po") or goes on to the unit ("five and a half hours", «два с половиной часа»); 0 otherwise
// (not "i po dogovoru": "i po" before another word)
int halfMore(const Scan &scan, int at)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    if (at + 1 >= scan.n)
        return 0;
    const int count = lex.andAHalf.matchAt(tokens, at + 1).count;
    if (count == 0)
        return 0;
    const int next = at + 1 + count;
    if (next >= scan.n || !between(scan.text, tokens.at(next - 1), tokens.at(next)).trimmed().isEmpty())
        return count;
    const QString &w = tokens.at(next).lower;
    const bool goesOn = lex.durationUnits.contains(w) || lex.yearUnits.contains(w) || lex.beforeWords.contains(w)
        || lex.afterWords.contains(w) || lex.oneUnitAfter.contains(w);
    return goesOn ? count : 0;
}

// Whether token i is cut short with a full stop: "a.m.", "p.m." (not "each one a 10 cm square").
bool abbreviated(const Scan &scan, int i)
{
    const qsizetype end = scan.tokens.at(i).start + scan.tokens.at(i).length;
    return end < scan.text.size() && scan.text.at(end) == QLatin1Char('.');
}

// A duration said without a numeral: "a day", «не больше суток», «на сутки», "za dan" — one
// of the unit (an hour, a day, a week), so that "24 hours" and "a day" state the same. Only
// after an article, a bound or a preposition of time, and not in a rate ("5 euros a day").
std::optional<NumberFact> unitWithoutNumeral(const Scan &scan, int i)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const Token &t = tokens.at(i);
    // (a year is no duration unit of its own, ages are said in it: one year is one, "barem godinu dana")
    constexpr double year = 12 * 43200;
    const bool yearUnit = lex.yearUnits.contains(t.lower);
    const double unit = yearUnit ? year : lex.durationUnits.value(t.lower, 0);
    if (unit < 60 || t.number || i == 0)
        return std::nullopt;
    const auto numeric = [&](int k) {
        return k >= 0
            && (tokens.at(k).number || lex.numberWords.contains(tokens.at(k).lower)
                || lex.currencyWords.contains(tokens.at(k).lower));
    };
    if (numeric(i - 1))
        return std::nullopt; // "24 hours" itself, read from its numeral
    // (the days of a week or a year said with it: "sedmicu dana", "mjesec dana", "godinu dana" are one week, month, year)
    if (lex.durationUnits.contains(tokens.at(i - 1).lower) || lex.yearUnits.contains(tokens.at(i - 1).lower))
        return std::nullopt;
    // (nor a count left open: "nekoliko tjedana unaprijed", "a few days before")
    for (int k = std::max(0, i - 2); k < i; ++k)
        if (lex.vagueDeterminers.matchAt(tokens, k).count == i - k)
            return std::nullopt;
    for (int k = std::max(0, i - 3); k < i; ++k)
        if (lex.fractionWords.contains(tokens.at(k).lower))
            return std::nullopt; // "a quarter of an hour": read from its fraction (fractionAt)
    const QString &prev = tokens.at(i - 1).lower;
    // («за последний квартал»: the one before now, said with the unit)
    const bool last = lex.language == QLatin1String("ru") && i >= 2 && tokens.at(i - 2).lower == QStringLiteral("за")
        && (prev == QStringLiteral("последний") || prev == QStringLiteral("прошлый"));
    // a word of a term: «в течение года», "within a year", "u roku od godine dana" (a year too, below)
    const QString before = i >= 2 ? tokens.at(i - 2).lower : QString();
    // (… and a length said with its days after "od": "garanciju od godinu dana", "kazna od mjesec dana")
    const bool ofDays = prev == QLatin1String("od") && i + 1 < scan.n && tokens.at(i + 1).lower == QLatin1String("dana");
    const bool term = (prev == QStringLiteral("течение") && before == QStringLiteral("в"))
        || (prev == QLatin1String("a") && before == QLatin1String("within"))
        || (prev == QLatin1String("od") && before == QLatin1String("roku")) || ofDays;
    bool cue = term;
    if (lex.language == QLatin1String("en"))
        cue = cue || prev == QLatin1String("a") || prev == QLatin1String("an") || prev == QLatin1String("within");
    else if (lex.language == QLatin1String("ru"))
        cue = cue || prev == QStringLiteral("на") || prev == QStringLiteral("за") || prev == QStringLiteral("через")
            || (prev == QStringLiteral("истечении") && before == QStringLiteral("по")) || last;
    else
        cue = cue || prev == QLatin1String("na") || prev == QLatin1String("za") || prev == QLatin1String("unutar");
    // "a day before", "dan prije", "sat vremena": one of the unit; "sat i po": one and a half
    const int half = halfMore(scan, i);
    // (a year only after a bound or a word of a term: "barem godinu dana", «в течение года», not "u posljednjih godinu
    // dana"; a day after "na" only before a word that says which, "na dan prije", not "na dan prijave")
    // (… or before a bound: "Tko otkaže dan ili više unaprijed")
    cue = (!yearUnit || term)
        && (cue || half > 0
            || (i + 1 < scan.n
                && (lex.oneUnitAfter.contains(tokens.at(i + 1).lower) || lex.atLeastAfter.matchAt(tokens, i + 1).count > 0)));
    if (cue && prev == QLatin1String("na") && i + 1 < scan.n && !lex.oneUnitAfter.contains(tokens.at(i + 1).lower)
        && !lex.stopWords.contains(tokens.at(i + 1).lower))
        cue = false;
    for (int k = 1; k <= 3 && !cue && i - k >= 0; ++k)
        cue = lex.atLeastBefore.matchAt(tokens, i - k).count == k || lex.atMostBefore.matchAt(tokens, i - k).count == k;
    // a rate: a number or a price just before the article ("5 euros a day", "€5 an hour"), or money paid for the unit
    // («деньги за месяц вносятся …», "uplata za mjesec")
    // (… a word of its own between is no rate: "100 KM avansa najkasnije sedmicu dana")
    if (!cue || numeric(i - 2) || (numeric(i - 3) && lex.stopWords.contains(tokens.at(i - 2).lower)))
        return std::nullopt;
    // (the day of something, from which a term is counted, is no day long: «считая от дня подписания акта», «со дня
    // оплаты»; «от дня до недели» is)
    if (lex.language == QLatin1String("ru") && t.lower == QStringLiteral("дня")
        && (prev == QStringLiteral("от") || prev == QStringLiteral("с") || prev == QStringLiteral("со")) && i + 1 < scan.n
        && !tokens.at(i + 1).number && !lex.stopWords.contains(tokens.at(i + 1).lower)
        && !lex.durationUnits.contains(tokens.at(i + 1).lower) && !lex.numberWords.contains(tokens.at(i + 1).lower))
        return std::nullopt;
    if ((prev == QStringLiteral("за") || prev == QLatin1String("za"))
        && (beginsWithAny(before, lex.moneyStems) || lex.amountWords.contains(before)))
        return std::nullopt;
    const QStringView text = scan.text;
    for (int k = std::max(0, i - 3); k < i; ++k)
        for (qsizetype c = tokens.at(k).start; c < tokens.at(k).start + tokens.at(k).length + 1 && c < text.size(); ++c)
            if (isCurrencySymbol(text[c]))
                return std::nullopt;
    NumberFact fact;
    fact.kind = NumberFact::Kind::Duration;
    fact.value = half > 0 ? 1.5 * unit : unit;
    fact.range = last ? rangeOf(tokens, i - 1, 2 + half) : rangeOf(tokens, i, 1 + half);
    return fact;
}

// The unit of measure after a fraction word ("pola kilograma", "half a kilo"): its token, or -1.
int measureAfterFraction(const Scan &scan, int i)
{
    const QList<Token> &tokens = scan.tokens;
    if (!scan.lex.fractionWords.contains(tokens.at(i).lower) || i + 1 >= scan.n)
        return -1;
    const bool article
        = i + 2 < scan.n && (tokens.at(i + 1).lower == QLatin1String("a") || tokens.at(i + 1).lower == QLatin1String("an"));
    const int unit = i + (article ? 2 : 1);
    return scan.lex.unitName(tokens.at(unit).lower).isEmpty() ? -1 : unit;
}

// A part of a unit said in words: "half an hour", "a quarter of an hour", «четверть часа», "pola sata",
// «полчаса» (a duration), or of an amount: "half the price", "polovina iznosa" (a percentage).
std::optional<NumberFact> fractionAt(const Scan &scan, int i)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const Token &t = tokens.at(i);
    NumberFact fact;
    if (const double minutes = lex.fractionDurations.value(t.lower, 0); minutes > 0) {
        fact.kind = NumberFact::Kind::Duration;
        fact.value = minutes;
        fact.range = {t.start, t.length};
        return fact;
    }
    const double part = lex.fractionWords.value(t.lower, 0);
    if (part <= 0)
        return std::nullopt;
    // (and the whole of what it is a part of: "half the total price", "polovica ukupnog iznosa", «половина
    // общей суммы»)
    static const QSet<QString> linking {
        QStringLiteral("a"),      QStringLiteral("an"),      QStringLiteral("of"),      QStringLiteral("the"),
        QStringLiteral("od"),     QStringLiteral("от"),      QStringLiteral("total"),   QStringLiteral("full"),
        QStringLiteral("whole"),  QStringLiteral("entire"),  QStringLiteral("ukupnog"), QStringLiteral("ukupne"),
        QStringLiteral("ukupnu"), QStringLiteral("cijelog"), QStringLiteral("cijele"),  QStringLiteral("cijelu"),
        QStringLiteral("punog"),  QStringLiteral("pune"),    QStringLiteral("общей"),   QStringLiteral("полной"),
        QStringLiteral("всей"),   QStringLiteral("итоговой")};
    // (a word, not a function word or a number, before the amount word or before another such word before it)
    const auto qualifiesAmount = [&](int k) {
        for (int j = k; j < scan.n && j <= i + 4; ++j) {
            if (j > k && lex.amountWords.contains(tokens.at(j).lower))
                return true;
            if (lex.stopWords.contains(tokens.at(j).lower) || tokens.at(j).number)
                return false;
        }
        return false;
    };
    for (int k = i + 1; k < scan.n && k <= i + 4; ++k) {
        const QString &w = tokens.at(k).lower;
        // (a part of a year is a length of time, not an age: "pola godine garancije", "half a year")
        constexpr double year = 12 * 43200;
        if (const double unit = lex.yearUnits.contains(w) ? year : lex.durationUnits.value(w, 0); unit > 0) {
            fact.kind = NumberFact::Kind::Duration;
            fact.value = part * unit;
        } else if (lex.amountWords.contains(w)) {
            fact.kind = NumberFact::Kind::Percent;
            fact.value = part * 100;
        } else if (linking.contains(w) || qualifiesAmount(k)) {
            // (… and words that qualify the whole: "polovinu ugovorene cijene", «половину оговорённой суммы», "pola osnovne
            // dnevne cijene")
            continue;
        } else {
            break;
        }
        fact.range = {t.start, tokens.at(k).start + tokens.at(k).length - t.start};
        return fact;
    }
    // … or of what is paid, beside a word of paying ("kupac polovicu uplaćuje", "pay half up front", «оплатить
    // половину»): a share of the price (not "half of the group pays")
    const auto paying = [&](int k) { return k >= 0 && k < scan.n && beginsWithAny(tokens.at(k).lower, lex.paymentStems); };
    if (paying(i + 1) || paying(i - 1) || (i >= 2 && paying(i - 2) && lex.stopWords.contains(tokens.at(i - 1).lower))) {
        fact.kind = NumberFact::Kind::Percent;
        fact.value = part * 100;
        fact.range = {t.start, t.length};
        return fact;
    }
    return std::nullopt;
}

// Whether a rule speaks of age or of children (Lexicon::speaksOfAge).
bool speaksOfAge(const Scan &scan)
{
    if (!scan.speaksOfAge)
        scan.speaksOfAge = std::any_of(scan.tokens.cbegin(), scan.tokens.cend(),
                                       [&](const Token &t) { return scan.lex.speaksOfAge(t.lower); });
    return *scan.speaksOfAge;
}

// The number token i states, with its kind: a clock time ("10:00", "8 pm"),
// a duration ("15 minutes"), money ("20 euros", "€20"), a percentage or a count;
// none when it states no number. *written: the value as written.
std::optional<NumberFact> numberAt(const Scan &scan, int i, double *written)
{
    const QStringView text = scan.text;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    const Token &t = tokens.at(i);
    double value = 0;
    int last = i; // the number's last token: "twenty five", «двадцать пять», "dvadeset pet"
    std::optional<double> minutes;
    if (const double clock = lex.clockWords.value(t.lower, -1); clock >= 0) {
        // "noon", «полдень», "podne": a clock time in a word
        NumberFact fact;
        fact.kind = NumberFact::Kind::Time;
        fact.value = clock;
        fact.range = {t.start, t.length};
        *written = clock;
        return fact;
    }
    if (lex.language == QLatin1String("en") && t.number && t.lower.size() >= 2 && t.lower.endsWith(QLatin1Char('s')) && i > 0
        && (tokens.at(i - 1).lower == QLatin1String("under") || tokens.at(i - 1).lower == QLatin1String("over"))) {
        // people of an age, in a plural of it: "Under-14s cannot book", "over-18s"
        bool ok = false;
        const double age = QStringView(t.lower).chopped(1).toDouble(&ok);
        if (!ok)
            return std::nullopt;
        const bool under = tokens.at(i - 1).lower == QLatin1String("under");
        constexpr double infinityValue = std::numeric_limits<double>::infinity();
        NumberFact fact;
        fact.kind = NumberFact::Kind::Age;
        fact.value = age;
        fact.direction = under ? -1 : 1;
        fact.strict = under;
        fact.low = under ? -infinityValue : age;
        fact.high = under ? age : infinityValue;
        fact.range = {t.start, t.length};
        *written = age;
        return fact;
    }
    if (lex.monthEndWords.contains(t.lower)) {
        // the end of a month is its last day: "by the end of March", «до конца марта», "do kraja marta"
        int at = i + 1;
        if (at < n && tokens.at(at).lower == QLatin1String("of"))
            ++at;
        const int month = at < n ? scan.month(at) : 0;
        if (month == 0)
            return std::nullopt;
        constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
        NumberFact fact;
        fact.kind = NumberFact::Kind::Date;
        fact.value = month * 32 + days[month - 1];
        fact.range = rangeOf(tokens, i, at - i + 1);
        *written = fact.value;
        return fact;
    }
    for (const auto &[count, per] : lex.compoundCounts) {
        // a duration in one adjective: «двухнедельный срок», «трёхдневный», "dvotjedni rok", "petodnevni"
        if (!t.lower.startsWith(count))
            continue;
        const QStringView rest = QStringView(t.lower).mid(count.size());
        // (… or the age of whom it names: "šestogodišnjake", six-year-olds)
        if (std::any_of(lex.compoundAgeNouns.cbegin(), lex.compoundAgeNouns.cend(),
                        [&](const QString &noun) { return rest.startsWith(noun); })) {
            NumberFact fact;
            fact.kind = NumberFact::Kind::Age;
            fact.value = per;
            fact.low = per;
            fact.high = per;
            fact.range = {t.start, t.length};
            *written = per;
            return fact;
        }
        for (const auto &[unit, minutes] : lex.compoundUnits)
            if (rest.startsWith(unit)) {
                NumberFact fact;
                fact.kind = NumberFact::Kind::Duration;
                fact.value = per * minutes;
                fact.range = {t.start, t.length};
                *written = per;
                return fact;
            }
    }
    if (const int day = lex.dayOrdinals.value(t.lower, 0); day > 0) {
        // a day in an ordinal word: «первого октября», "the first of October", "od prvog oktobra", and of every month
        // («до пятого числа», "by the fifth of the month", "do petog u mjesecu"); no other ordinal is a number
        int at = i + 1;
        if (at < n && tokens.at(at).lower == QLatin1String("of") && at + 1 < n && scan.month(at + 1) > 0)
            ++at;
        NumberFact fact;
        fact.kind = NumberFact::Kind::Date;
        if (const int month = at < n ? scan.month(at) : 0; month > 0) {
            fact.value = month * 32 + day;
            fact.range = rangeOf(tokens, i, at - i + 1);
        } else if (const PhraseMatch m = i + 1 < n ? lex.dayOfMonth.matchAt(tokens, i + 1) : PhraseMatch {}; m.count > 0) {
            fact.value = day;
            fact.range = rangeOf(tokens, i, 1 + m.count);
        } else {
            // … and a length in days, from the second on: "ready on the fifth working day", «на пятый рабочий день», "peti
            // radni dan" take five days
            if (at < n && lex.unitQualifiers.contains(tokens.at(at).lower))
                ++at;
            constexpr double oneDay = 1440;
            constexpr double oneMonth = 30 * oneDay;
            if (day < 2 || at >= n || lex.durationUnits.value(tokens.at(at).lower, 0) != oneDay)
                return std::nullopt;
            // (not a day of a month: "najkasnije petog dana tekućeg mjeseca")
            for (int k = at + 1; k < n && k <= at + 2; ++k)
                if (lex.durationUnits.value(tokens.at(k).lower, 0) == oneMonth)
                    return std::nullopt;
            fact.kind = NumberFact::Kind::Duration;
            fact.value = day * oneDay;
            fact.range = rangeOf(tokens, i, at - i + 1);
            *written = day;
            return fact;
        }
        *written = fact.value;
        return fact;
    }
    if (t.number) {
        if (!parseNumeral(t.lower, lex.language, &value, &minutes))
            return std::nullopt;
        // a date: "15 January", "January 15th", «15 января», "15. siječnja"
        const int monthAfter = i + 1 < n ? scan.month(i + 1) : 0;
        const int monthBefore = i > 0 && lex.language == QLatin1String("en") ? scan.month(i - 1) : 0;
        if (!minutes && value >= 1 && value <= 31 && value == int(value) && (monthAfter > 0 || monthBefore > 0)) {
            NumberFact fact;
            fact.kind = NumberFact::Kind::Date;
            fact.value = (monthAfter > 0 ? monthAfter : monthBefore) * 32 + value;
            fact.range = monthAfter > 0 ? rangeOf(tokens, i, 2) : rangeOf(tokens, i - 1, 2);
            *written = fact.value;
            return fact;
        }
        // a day of every month: "by the 5th of the month", «до 5-го числа», "do 10. u mjesecu" (Date of month 0)
        if (!minutes && value >= 1 && value <= 31 && value == int(value) && i + 1 < n) {
            int after = i + 1;
            if (lex.ordinalEndings.contains(tokens.at(after).lower) && after + 1 < n)
                ++after;
            if (const PhraseMatch m = lex.dayOfMonth.matchAt(tokens, after); m.count > 0) {
                NumberFact fact;
                fact.kind = NumberFact::Kind::Date;
                fact.value = value;
                fact.range = rangeOf(tokens, i, after + m.count - i);
                *written = fact.value;
                return fact;
            }
        }
        // figures and a multiplier in a word: "15 тысяч рублей", "50 tisuća", "2 thousand"
        if (!minutes && i + 1 < n && value < 1000 && lex.numberMultipliers.contains(tokens.at(i + 1).lower)
            && lex.numberWords.value(tokens.at(i + 1).lower) >= 1000) {
            value *= lex.numberWords.value(tokens.at(i + 1).lower);
            last = i + 1;
        }
    } else if (lex.numberWords.contains(t.lower)) {
        // a number in several words: "two hundred fifty", «три тысячи двести», "dvjesto pedeset pet";
        // a multiplier ("hundred", «тысяч», "tisuća") multiplies what comes before it, and a word
        // after a round one adds to it when it is smaller ("twenty five", not "five five")
        // (not a word of a compound: "each one-way trip", "a one-off fee")
        if (i + 1 < n && lex.numberCompounds.contains(tokens.at(i + 1).lower)
            && text.mid(t.start + t.length, tokens.at(i + 1).start - t.start - t.length) == QLatin1String("-"))
            return std::nullopt;
        if (lex.nounNumberWords.contains(t.lower)) {
            const QString next = i + 1 < n ? tokens.at(i + 1).lower : QString();
            if (!(lex.numberWords.contains(next) || lex.currencyWords.contains(next) || lex.durationUnits.contains(next)
                  || lex.distanceUnits.contains(next) || lex.personWords.contains(next) || next == QLatin1String("posto")))
                return std::nullopt;
        }
        // (nor the one something is per: "na jednog instruktora", «на одного взрослого»; not "na jedan dan")
        if (lex.numberWords.value(t.lower) == 1 && i > 0 && i + 1 < n && lex.perOneBefore.contains(tokens.at(i - 1).lower)) {
            const QString &next = tokens.at(i + 1).lower;
            if (!lex.durationUnits.contains(next) && !lex.yearUnits.contains(next) && !lex.distanceUnits.contains(next)
                && !lex.currencyWords.contains(next) && lex.unitName(next).isEmpty() && !lex.numberWords.contains(next))
                return std::nullopt;
        }
        double total = 0;
        double group = lex.numberWords.value(t.lower);
        double part = group; // the last word's value
        for (int k = i + 1; k < n; ++k) {
            // (… joined by "and": "dvadeset i četiri sata", "two hundred and fifty")
            const QString &w = tokens.at(k).lower;
            if (lex.andWords.contains(w) && k + 1 < n && lex.numberWords.value(tokens.at(k + 1).lower) > 0
                && lex.numberWords.value(tokens.at(k + 1).lower) < part && std::fmod(part, 10) == 0)
                ++k;
            if (!lex.numberWords.contains(tokens.at(k).lower))
                break;
            const double v = lex.numberWords.value(tokens.at(k).lower);
            if (lex.numberMultipliers.contains(tokens.at(k).lower) && part < v) {
                group = std::max(group, 1.0) * v;
                if (v >= 1000) {
                    total += group;
                    group = 0;
                }
            } else if (v < part && std::fmod(part, 10) == 0 && (part >= 100 || v < 10)) {
                group += v;
            } else {
                break;
            }
            part = v;
            last = k;
        }
        value = total + group;
    } else if (const int unitAt = measureAfterFraction(scan, i); unitAt > 0) {
        // a part of a unit of measure is so much of it: "pola kilograma", "half a kilo" (its word is where "0,5" would be)
        value = lex.fractionWords.value(t.lower);
        last = unitAt - 1;
    } else if (std::optional<NumberFact> unit = unitWithoutNumeral(scan, i)) {
        *written = 1;
        return unit;
    } else if (std::optional<NumberFact> part = fractionAt(scan, i)) {
        *written = part->value;
        return part;
    } else {
        return std::nullopt;
    }
    // "three quarters of an hour", «три четверти часа», "tri četvrt sata": so many parts of a unit
    if (last + 1 < n && lex.fractionWords.contains(tokens.at(last + 1).lower)) {
        if (std::optional<NumberFact> part = fractionAt(scan, last + 1); part && part->kind == NumberFact::Kind::Duration) {
            part->value *= value;
            part->range = {t.start, part->range.start + part->range.length - t.start};
            *written = value;
            return part;
        }
    }
    // "five and a half hours", «два с половиной часа», "dva i pol sata": half of one more
    if (const int half = halfMore(scan, last); half > 0 && last + half + 1 < n) {
        value += 0.5;
        last += half;
    }
    *written = value;
    NumberFact fact;
    fact.value = value;
    fact.range = rangeOf(tokens, i, last - i + 1);
    // "5 working days": the unit after a word that only qualifies it
    const bool qualified = last + 2 < n && lex.unitQualifiers.contains(tokens.at(last + 1).lower)
        && lex.durationUnits.contains(tokens.at(last + 2).lower);
    const int nextAt = qualified ? last + 2 : last + 1; // the unit's token
    const QString next = last + 1 < n ? tokens.at(nextAt).lower : QString();
    const QString prev = i > 0 ? tokens.at(i - 1).lower : QString();
    if (!minutes
        && (next == QLatin1String("am") || next == QLatin1String("pm") || next == QLatin1String("o'clock")
            || ((next == QLatin1String("a") || next == QLatin1String("p")) && abbreviated(scan, nextAt)))
        && value <= 12 && lex.language == QLatin1String("en")) {
        const bool pm = next == QLatin1String("pm") || next == QLatin1String("p");
        const int h = int(value) % 12 + (pm ? 12 : 0);
        minutes = next == QLatin1String("o'clock") ? value * 60 : h * 60;
    }
    // "с 9 утра", "do 8 navečer", "od sedam ujutro", "seven in the morning": an hour and its part of the day, in the
    // words of the longest part (Lexicon::dayParts) after it
    int dayPartWords = 0;
    if (!minutes && !qualified && (t.number || lex.numberWords.contains(t.lower)) && value <= 12 && value == std::floor(value)) {
        QString phrase;
        for (int k = nextAt; k < n && k < nextAt + Lexicon::kDayPartWords; ++k) {
            phrase += (k > nextAt ? QStringLiteral(" ") : QString()) + tokens.at(k).lower;
            if (const auto part = lex.dayParts.constFind(phrase); part != lex.dayParts.cend()) {
                minutes = (int(value) % 12 + *part) * 60;
                dayPartWords = k - nextAt + 1;
            }
        }
    }
    // "half past eight in the morning" is 8:30, as "pola devet ujutro" is (an hour with its part of the day, the
    // words of half before it: Lexicon::halfPast, halfTo)
    int halfWords = 0;
    if (minutes && dayPartWords > 0 && i >= 2) {
        const QString half = tokens.at(i - 2).lower + QLatin1Char(' ') + tokens.at(i - 1).lower;
        if (lex.halfPast.contains(half))
            halfWords = 2;
        else if (lex.halfTo.contains(tokens.at(i - 1).lower))
            halfWords = 1;
        if (halfWords > 0)
            *minutes += halfWords == 2 ? 30 : -30;
    }
    qsizetype after = tokens.at(last).start + tokens.at(last).length;
    while (after < text.size() && text[after] == QLatin1Char(' '))
        ++after;
    qsizetype before = t.start - 1;
    while (before >= 0 && text[before] == QLatin1Char(' '))
        --before;
    if (qualified && !minutes)
        fact.range = rangeOf(tokens, i, last - i + 3);
    if (dayPartWords > 0)
        fact.range = rangeOf(tokens, i - halfWords, last - i + 1 + dayPartWords + halfWords);
    if (minutes) {
        fact.kind = NumberFact::Kind::Time;
        fact.value = *minutes;
    } else if (lex.yearUnits.contains(next) && value >= 1800 && value <= 2200 && value == int(value)) {
        // a year of the calendar is no length: "prije 2005. godine", "od 1998. godine", «с 2010 года»
        return std::nullopt;
    } else if (lex.yearUnits.contains(next)) {
        // an age where the rule speaks of age, else a length of twelve months a year
        constexpr double year = 12 * 43200;
        bool had = false; // "imati (najmanje) 12 godina"; "za osobe od 14 godina", "people over 18 years"
        // (… or those who take part: "primamo kandidate od 16 godina naviše"; not a verb of having with its thing between,
        // "imaju prebivalište najmanje dvije godine")
        bool between = false; // a word between that is none of a bound
        for (int k = i - 1; k >= 0 && k >= i - 3 && !had && !between; --k) {
            had = lex.ageVerbs.contains(tokens.at(k).lower) || lex.personWords.contains(tokens.at(k).lower)
                || lex.turnedWords.contains(tokens.at(k).lower) // («покупателям, достигшим 18 лет»)
                || beginsWithAny(tokens.at(k).lower, lex.participantStems);
            between = !had && !lex.stopWords.contains(tokens.at(k).lower) && lex.atLeastBefore.matchAt(tokens, k).count == 0
                && lex.atMostBefore.matchAt(tokens, k).count == 0 && !lex.ageFromWords.contains(tokens.at(k).lower);
        }
        // (… but years of something have no age: "imaju dvije godine garancije", "have 5 years of experience")
        const int thing = nextAt + 1 < n && tokens.at(nextAt + 1).lower == QLatin1String("of") ? nextAt + 2 : nextAt + 1;
        // (… a modal word after them is none: "Igrač koji još nema 12 godina smije na teren …")
        if (had && thing < n && !tokens.at(thing).number && !lex.stopWords.contains(tokens.at(thing).lower)
            && lex.permitted.matchAt(tokens, thing).count == 0 && lex.required.matchAt(tokens, thing).count == 0
            && lex.atLeastAfter.matchAt(tokens, thing).count == 0 && lex.atMostAfter.matchAt(tokens, thing).count == 0
            && !marksBetween(scan.text, tokens.at(nextAt), tokens.at(thing), u",;:.()\u2014"))
            had = false;
        // (years from which are an age in Russian: «Вход в клуб — только с 18 лет»)
        had = had || (lex.language == QLatin1String("ru") && i > 0 && tokens.at(i - 1).lower == QStringLiteral("с"));
        fact.kind = had || speaksOfAge(scan) ? NumberFact::Kind::Age : NumberFact::Kind::Duration;
        if (fact.kind == NumberFact::Kind::Duration)
            fact.value = value * year;
    } else if (lex.durationUnits.contains(next)) {
        const double unit = lex.durationUnits.value(next);
        // (not after a comparison: "kasni duže od dva sata", "više od 2 sata" are hours)
        // (… nor after a verb of lasting: "traje oko dva sata", «длится около двух часов»)
        bool lasting = false;
        for (int k = i - 1; k >= 0 && k >= i - 3 && !lasting; --k)
            lasting = beginsWithAny(tokens.at(k).lower, lex.lastingStems);
        const bool compared
            = lasting || (i >= 2 && lex.comparisonWords.contains(prev) && lex.comparatives.contains(tokens.at(i - 2).lower));
        if (unit == 60 && value <= 24 && lex.timeOfDayCues.contains(prev) && !compared && lex.language != QLatin1String("en")) {
            fact.kind = NumberFact::Kind::Time;
            fact.value = value * 60;
        } else if (unit == 1440 && nextAt + 1 < n && lex.perWeek.matchAt(tokens, nextAt + 1).count > 0) {
            // (days a week say which days are open, as the days named do: "sedam dana u tjednu", "six days a week")
            return std::nullopt;
        } else {
            fact.kind = NumberFact::Kind::Duration;
            // (a working week is five working days: "two working weeks" / "ten working days")
            constexpr double week = 7 * 1440;
            fact.value
                = value * (qualified && unit == week && lex.workingWords.contains(tokens.at(last + 1).lower) ? 5 * 1440 : unit);
            // "two hours and a half", "dva sata i pol"
            if (const int half = halfMore(scan, nextAt); half > 0) {
                fact.value += 0.5 * unit;
                fact.range = rangeOf(tokens, i, nextAt + half - i + 1);
            }
        }
    } else if (lex.distanceUnits.contains(next)
               && (next != QLatin1String("km") || text.mid(tokens.at(nextAt).start, 2) == QLatin1String("km"))) {
        // "80 km", «10 километров», "osamdeset kilometara" ("80 KM" is money: konvertibilne marke)
        fact.kind = NumberFact::Kind::Distance;
        fact.value = value * lex.distanceUnits.value(next);
        if (lex.distanceUnits.value(next) != 1) // (said in miles: shown in them)
            fact.measure = QStringLiteral("mi");
    } else if (lex.currencyWords.contains(next) || lex.currencyWords.contains(prev)
               || (after < text.size() && isCurrencySymbol(text[after])) || (before >= 0 && isCurrencySymbol(text[before]))) {
        fact.kind = NumberFact::Kind::Money;
    } else if ((after < text.size() && text[after] == QLatin1Char('%')) || next.startsWith(QLatin1String("percent"))
               || next.startsWith(QStringLiteral("процент")) || next == QLatin1String("posto")) {
        fact.kind = NumberFact::Kind::Percent;
    } else {
        // "aged 6 and over", "the minimum age is 10", «возраст от 7»
        bool age = false;
        for (int k = i - 1; k >= 0 && k >= i - 3 && !age; --k)
            age = lex.ageNouns.contains(tokens.at(k).lower);
        // … "who have turned 16", «которым уже исполнилось шестнадцать»: an age reached (the least there is, findBound)
        for (int k = i - 1; k >= 0 && k >= i - 2 && !age; --k)
            age = lex.turnedWords.contains(tokens.at(k).lower);
        // … "Participants must be 18 or over": a person's state, then a lower bound of years
        if (!age && i > 0 && (lex.copulas.contains(tokens.at(i - 1).lower) || tokens.at(i - 1).lower == QLatin1String("be"))
            && last + 2 < n) {
            const QString bound = tokens.at(last + 1).lower + QLatin1Char(' ') + tokens.at(last + 2).lower;
            age = bound.endsWith(QLatin1String(" over")) || bound.endsWith(QLatin1String(" older"));
        }
        // … "Children under 12", «дети до 7», "djeca do 12": a word of age, then a bound; or a person, a
        // guest, a player ("anyone under 18", "guests over 65", «лицам младше 18»), then a bound
        // … also past a relative word and a copula after the person: "a customer who is under 18"
        for (int k = i - 2; k >= 0 && k >= i - 6 && !age; --k) {
            const QString &w = tokens.at(k).lower;
            const int relative
                = k + 2 < i && lex.relativeWords.contains(tokens.at(k + 1).lower) && lex.copulas.contains(tokens.at(k + 2).lower)
                ? 2
                : 0;
            const int gap = i - k - 1 - relative;
            if (gap < 1 || gap > 3)
                continue;
            const bool person = lex.personWords.contains(w) || beginsWithAny(w, lex.participantStems);
            age = (lex.speaksOfAge(w) || (person && !marksBetween(scan.text, tokens.at(k), tokens.at(i), u",;:.()")))
                && (lex.atMostBefore.matchAt(tokens, k + 1 + relative).count == gap
                    || lex.atLeastBefore.matchAt(tokens, k + 1 + relative).count == gap);
        }
        // … a number compared with an age right before it: "Nobody younger than 12", «младше 12», "stariji od 16"
        const int comparative = i > 1 && lex.comparisonWords.contains(tokens.at(i - 1).lower) ? i - 2 : i - 1;
        age = age || (comparative >= 0 && beginsWithAny(tokens.at(comparative).lower, lex.ageComparatives));
        // … a figure after a capitalised word inside the sentence is part of a name, no amount: "Stage 1", "Terminal 2",
        // «при записи на Stage 1»
        if (!age && t.number && value == std::floor(value) && i >= 2 && last == i && !lex.stopWords.contains(prev)
            && text[tokens.at(i - 1).start].isUpper() && !tokens.at(i - 1).capitals
            && !marksBetween(text, tokens.at(i - 2), tokens.at(i - 1), u".!?:;"))
            return std::nullopt;
        fact.kind = age ? NumberFact::Kind::Age : NumberFact::Kind::Count;
        if (!age)
            fact.measure = lex.unitName(next, &fact.scale);
    }
    return fact;
}

// A bound: "more than 8", "8 or more", "от 1500", "manje od 1500"; sets the values it allows.
void findBound(const Scan &scan, int i, NumberFact &fact)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    // the longest phrase first: "no more than" is not "more than", «не больше» not «больше»
    // … also before a preposition of time: «минимум за неделю», "at least in a week"
    const bool preposition = i > 0
        && (lex.timePrepositions.contains(tokens.at(i - 1).lower) || tokens.at(i - 1).lower == QLatin1String("a")
            || tokens.at(i - 1).lower == QLatin1String("an"));
    int boundAt = -1; // the first word of an upper bound before the number
    for (int skip = 0; skip <= (preposition ? 1 : 0) && fact.direction == 0; ++skip) {
        const int at = i - skip;
        for (int k = std::min(4, at); k >= 1 && fact.direction == 0; --k) {
            if (lex.atLeastBefore.matchAt(tokens, at - k).count == k) {
                fact.direction = 1;
            } else if (lex.atMostBefore.matchAt(tokens, at - k).count == k) {
                fact.direction = -1;
                boundAt = at - k;
            } else if (lex.comparativeAtLeast.matchAt(tokens, at - k).count == k) {
                fact.direction = 1;
                fact.comparison = true;
            } else if (lex.comparativeAtMost.matchAt(tokens, at - k).count == k) {
                fact.direction = -1;
                fact.comparison = true;
            }
            if (fact.direction != 0 && !fact.comparison)
                fact.strict = lex.strictBounds.matchAt(tokens, at - k).count == k;
            if (fact.comparison)
                for (int j = at - k - 1; j >= 0 && j >= at - k - 6 && !fact.describes; --j)
                    fact.describes = lex.relativeWords.contains(tokens.at(j).lower);
        }
    }
    // "up to 24 hours before arrival", "do 24 sata prije dolaska": a deadline before an event allows
    // notice of that much or more (as "at least 24 hours before" does), not of less
    // ("do 24 sata prije" is such a duration, not a time of day)
    if ((fact.kind == NumberFact::Kind::Duration || fact.kind == NumberFact::Kind::Time) && boundAt >= 0
        && lex.deadlineWords.contains(tokens.at(boundAt).lower)) {
        for (int k = i + 1; k <= i + 4 && k < n; ++k) { // "up to a quarter of an hour before"
            if (lex.beforeWords.contains(tokens.at(k).lower)) {
                fact.kind = NumberFact::Kind::Duration;
                fact.direction = 1;
                break;
            }
        }
    }
    for (int k = i + 1; k <= i + 2 && fact.direction == 0 && k < n; ++k) {
        // (a one-word bound is one at the end of its phrase, "18 plus", not before what is added: "25% plus VAT")
        const PhraseMatch more = lex.atLeastAfter.matchAt(tokens, k);
        const bool added = more.count == 1 && k + 1 < n && !tokens.at(k + 1).number
            && between(scan.text, tokens.at(k), tokens.at(k + 1)).trimmed().isEmpty();
        // (nor one that bounds the number after it: «в одну группу максимум восемь учеников»)
        const PhraseMatch less = lex.atMostAfter.matchAt(tokens, k);
        const auto ahead = [&](const PhraseMatch &m) { return k + m.count < n && tokens.at(k + m.count).number; };
        if (more.count > 0 && !added && !ahead(more))
            fact.direction = 1;
        else if (less.count > 0 && !ahead(less))
            fact.direction = -1;
    }
    // a duration counted back from an event is notice, not how long something lasts
    // (not one that says how long, "held for three months before disposal": Lexicon::lengthBefore)
    const bool length = i > 0 && lex.lengthBefore.contains(tokens.at(i - 1).lower);
    if (fact.kind == NumberFact::Kind::Duration && !length) {
        for (int k = i + 1; k <= i + 4 && k < n && !fact.notice; ++k)
            fact.notice = lex.beforeWords.contains(tokens.at(k).lower) || lex.noticeWords.contains(tokens.at(k).lower);
        for (int k = i - 1; k >= 0 && k >= i - 2 && !fact.notice && !tokens.at(k).number; --k)
            fact.notice = lex.noticeBefore.contains(tokens.at(k).lower);
    }
    // a deadline next to notice makes it the least notice there is: "no later than 48 hours before", «не позже, чем за
    // 5 дней до праздника», "at the latest 2 days before", "2 days before at the latest" (a few words away, in its clause)
    constexpr int kDeadlineReach = 5;
    if (fact.notice && fact.direction <= 0) {
        for (int k = i - 1; k >= 0 && k >= i - kDeadlineReach && !tokens.at(k).number && fact.direction <= 0; --k)
            if (lex.noticeDeadlines.matchAt(tokens, k).count > 0)
                fact.direction = 1;
        for (int k = i + 1; k < n && k <= i + kDeadlineReach && !tokens.at(k).number && fact.direction <= 0; ++k)
            if (lex.noticeDeadlines.matchAt(tokens, k).count > 0 && !marksBetween(scan.text, tokens.at(i), tokens.at(k), u",;:."))
                fact.direction = 1;
    }
    // "Maximum rider weight: 90 kg", «Минимальный заказ — 20 гостей»: a word of the bound earlier in
    // the number's clause, no other number in between
    // ("Najmanja površina travnjaka za koju radimo prskalice je 50 m²": up to eight words back)
    for (int k = i - 1; k >= 0 && k >= i - 8 && fact.direction == 0; --k) {
        const QStringView gap = between(scan.text, tokens.at(k), tokens.at(k + 1));
        if (tokens.at(k).number || gap.contains(QLatin1Char(',')) || gap.contains(QLatin1Char(';'))
            || gap.contains(QLatin1Char('.')))
            break;
        if (lex.maximumWords.matchAt(tokens, k).count > 0)
            fact.direction = -1;
        else if (lex.minimumWords.matchAt(tokens, k).count > 0)
            fact.direction = 1;
        else if (fact.kind == NumberFact::Kind::Date && lex.lastDateWords.matchAt(tokens, k).count > 0)
            fact.direction = -1;
        if (fact.direction != 0)
            fact.boundWordAt = tokens.at(k).start;
    }
    // the farthest a distance goes: "within 25 miles of our yard", «в радиусе 10 км», "u krugu od 20 km"; and an area that
    // reaches so far ("The delivery area reaches 15 miles", "seže 35 km"; not "if the bill reaches £100")
    if (fact.kind == NumberFact::Kind::Distance && fact.direction >= 0 && i > 0
        && lex.extentWords.contains(tokens.at(i - 1).lower))
        fact.direction = -1;
    if (fact.kind == NumberFact::Kind::Distance && fact.direction == 0)
        for (int k = 1; k <= 4 && k <= i && fact.direction == 0; ++k)
            if (lex.radiusBefore.matchAt(tokens, i - k).count == k)
                fact.direction = -1;
    // an age from which: "children from 10 years", «с 18 лет», "od navršenih 16 godina", "from the age of 5"
    // (… and below or above an age: "under the age of four", "over the age of 12")
    if (fact.kind == NumberFact::Kind::Age && fact.direction == 0) {
        bool noun = false;
        for (int k = i - 1; k >= 0 && k >= i - 4 && fact.direction == 0; --k) {
            const QString &w = tokens.at(k).lower;
            // (… but up to the years completed is younger: "djeca do navršenih 12 godina", «до достижения»)
            if (lex.turnedWords.contains(w) && k > 0 && lex.atMostBefore.matchAt(tokens, k - 1).count == 1) {
                fact.direction = -1;
                fact.strict = true;
            } else if (lex.ageFromWords.contains(w) || lex.turnedWords.contains(w) || (noun && lex.reachedWords.contains(w)))
                fact.direction = 1;
            else if (noun && lex.atMostBefore.matchAt(tokens, k).count > 0)
                fact.direction = -1;
            else if (noun && lex.atLeastBefore.matchAt(tokens, k).count > 0)
                fact.direction = 1;
            else if (!beginsWithAny(w, lex.ageStems) && !lex.ageNouns.contains(w) && !lex.stopWords.contains(w))
                break;
            noun = noun || lex.ageNouns.contains(w);
            if (fact.direction != 0 && lex.strictBounds.matchAt(tokens, k).count > 0)
                fact.strict = true;
        }
    }
    fact.low = fact.direction > 0 ? fact.value : fact.direction < 0 ? -infinity : fact.value;
    fact.high = fact.direction < 0 ? fact.value : fact.direction > 0 ? infinity : fact.value;
}

// A range of amounts: "1 to 8 people", "1–8", "с 1 по 8", "between 1 and 8" — its
// first number (`p`, the rule's number before token i) is a lower bound, its second
// an upper one ("1 to 8" and "9 or more" split cases). `written`: token i's value as written.
void joinRange(const Scan &scan, int i, double written, NumberFact &p, NumberFact &fact)
{
    const QStringView text = scan.text;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const double value = written;
    const QString prev = i > 0 ? tokens.at(i - 1).lower : QString();
    const bool adjacent = tokens.at(i - 1).start == p.range.start && dashBetween(text, tokens.at(i - 1), tokens.at(i));
    // (the word of a range after the first number's last word: "15 to 20", «с 1 апреля по 31 мая»)
    const bool worded = i >= 2 && tokens.at(i - 2).start >= p.range.start
        && tokens.at(i - 2).start < p.range.start + p.range.length && lex.rangeWords.contains(prev)
        && (prev != QLatin1String("and") || (i >= 3 && tokens.at(i - 3).lower == QLatin1String("between")));
    // "15 to 20 minutes": the unit after the second number holds for both
    const bool takesUnit = p.kind == NumberFact::Kind::Count && fact.kind != NumberFact::Kind::Count;
    const double first
        = takesUnit && (fact.kind == NumberFact::Kind::Duration || fact.kind == NumberFact::Kind::Distance) && value != 0
        ? p.value * fact.value / value
        : p.value;
    if (p.kind != NumberFact::Kind::Time && (p.kind == fact.kind || takesUnit) && (adjacent || worded) && p.direction >= 0
        && fact.direction <= 0 && p.low == p.value && (p.high == p.value || p.high == infinity) && first < fact.value) {
        p.kind = fact.kind;
        p.value = first;
        p.direction = 1;
        p.low = first;
        p.high = fact.value;
        fact.direction = -1;
        fact.low = first;
        fact.high = fact.value;
    }
}

// Whether a time opens (1) or closes (2): a range "10:00–22:00" opens and closes
// (`numbers`: the rule's numbers before it); otherwise the nearest cue word before
// it (a preposition only right before the time).
void findTimeBoundary(const Scan &scan, int i, QList<NumberFact> &numbers, NumberFact &fact)
{
    const QStringView text = scan.text;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const QString prev = i > 0 ? tokens.at(i - 1).lower : QString();
    if (!numbers.isEmpty() && numbers.last().kind == NumberFact::Kind::Time && i > 0) {
        const NumberFact &p = numbers.last();
        const bool prevIsTime = tokens.at(i - 1).start == p.range.start;
        if ((prevIsTime && dashBetween(text, tokens.at(i - 1), tokens.at(i)))
            || (i >= 2 && tokens.at(i - 2).start == p.range.start && lex.rangeWords.contains(prev))) {
            numbers.last().boundary = 1;
            fact.boundary = 2;
        }
    }
    if (fact.boundary == 0) {
        for (int k = i - 1; k >= 0 && k >= i - 3; --k) {
            const QString &w = tokens.at(k).lower;
            const bool preposition = lex.timeOfDayCues.contains(w) || lex.rangeWords.contains(w) || w == QLatin1String("from")
                || w == QLatin1String("с") || w == QLatin1String("со") || w == QLatin1String("от") || w == QLatin1String("od");
            if (preposition && k != i - 1)
                continue;
            if (lex.closeWords.contains(w)) {
                fact.boundary = 2;
                break;
            }
            if (lex.openWords.contains(w)) {
                fact.boundary = 1;
                break;
            }
        }
    }
}

// What a time is about: the content stems of its clause before it ("the kitchen closes at",
// "Recepcija radi svaki dan od 7:00 do 23:00" — both times are the reception's).
void findTimeSubject(const Scan &scan, int i, NumberFact &fact)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const QList<QString> &stemTexts = scan.stemTexts;
    const auto clauseEnds = [&](int k) { return marksBetween(scan.text, tokens.at(k - 1), tokens.at(k), u",;."); };
    int first = i;
    while (first > 0 && !clauseEnds(first))
        --first;
    const auto take = [&](int k) {
        const Token &w = tokens.at(k);
        if (stemTexts.at(k).isEmpty() || w.number || lex.hoursWords.contains(w.lower) || lex.hoursStems.contains(stemTexts.at(k))
            || lex.dayMask(w.lower) != 0)
            return;
        fact.subject.append(stemKey(stemTexts.at(k)));
    };
    for (int k = first; k < i; ++k)
        take(k);
    // (a clause that names nothing before its time names it after: "On Saturdays from 10:00 to 12:00 the shop runs a
    // children's drawing class" is the class's time, not the shop's)
    if (fact.subject.isEmpty())
        for (int k = i + 1; k < scan.n && !clauseEnds(k); ++k) {
            // (not the hour's own words: "od 21 sat do 5 ujutro")
            const QString &w = tokens.at(k).lower;
            if (!lex.durationUnits.contains(w) && !lex.dayParts.contains(w) && !lex.clockWords.contains(w))
                take(k);
        }
    std::sort(fact.subject.begin(), fact.subject.end());
    fact.subject.erase(std::unique(fact.subject.begin(), fact.subject.end()), fact.subject.end());
}

// "od 7 do 13 sati", «с 9 до 18 часов»: the hour after the second number of a range is the first one's too.
void hourOfRange(const Scan &scan, int i, QList<NumberFact> &numbers, const NumberFact &fact)
{
    const QList<Token> &tokens = scan.tokens;
    if (numbers.isEmpty() || i < 2 || numbers.last().kind != NumberFact::Kind::Count || numbers.last().direction != 0
        || tokens.at(i - 2).start != numbers.last().range.start || !scan.lex.rangeWords.contains(tokens.at(i - 1).lower))
        return;
    NumberFact &p = numbers.last();
    // (… or the night through: "Od 23 do 7 sati u hostelu je noćni mir")
    const bool overnight = p.value >= 18 && fact.value <= 10 * 60;
    if (p.value < 0 || p.value > 24 || p.value != std::floor(p.value) || (p.value * 60 >= fact.value && !overnight))
        return;
    p.kind = NumberFact::Kind::Time;
    p.value *= 60;
    p.low = p.high = p.value;
    findTimeSubject(scan, i - 2, p);
}

} // namespace

// Numbers, clock times, prices, durations.
void findNumbers(const Scan &scan, RuleFeatures &f)
{
    // the unit of the last number that had one: a bare number at the end of a clause after it has the
    // same ("Каркас мы гарантируем пять лет, поликарбонат — десять", "Adults £12, children 6")
    std::optional<std::pair<NumberFact::Kind, double>> lastUnit;
    for (int i = 0; i < scan.n; ++i) {
        // the units word of "twenty five" is read with its tens
        if (!f.numbers.isEmpty() && scan.tokens.at(i).start < f.numbers.last().range.start + f.numbers.last().range.length
            && scan.tokens.at(i).start > f.numbers.last().range.start)
            continue;
        double written = 0;
        std::optional<NumberFact> read = numberAt(scan, i, &written);
        if (!read)
            continue;
        NumberFact &fact = *read;
        const qsizetype end = fact.range.start + fact.range.length;
        qsizetype next = end;
        while (next < scan.text.size() && scan.text.at(next) == QLatin1Char(' '))
            ++next;
        // (not an ordinal: "do 5. u mjesecu")
        qsizetype after = next + 1;
        while (after < scan.text.size() && scan.text.at(after) == QLatin1Char(' '))
            ++after;
        const bool stop = next < scan.text.size() && scan.text.at(next) == QLatin1Char('.')
            && (after >= scan.text.size() || !scan.text.at(after).isLower());
        const bool bare = fact.kind == NumberFact::Kind::Count && fact.range.start > 0
            && (next >= scan.text.size() || stop || QStringView(u",;").contains(scan.text.at(next)));
        if (bare && lastUnit) {
            fact.kind = lastUnit->first;
            fact.value = written * lastUnit->second;
        } else if (written != 0
                   && (fact.kind == NumberFact::Kind::Duration || fact.kind == NumberFact::Kind::Money
                       || fact.kind == NumberFact::Kind::Age || fact.kind == NumberFact::Kind::Distance)) {
            lastUnit = std::pair(fact.kind, fact.value / written);
        }
        // (a count of years of whoever is under or over it: "Nobody under eighteen may buy", "anyone over 65"; or of those
        // it names in one word, "No under-18 may bat", "over-65s")
        if (fact.kind == NumberFact::Kind::Count && i >= 1 && written > 0 && written <= 120
            && scan.lex.ageComparisons.contains(scan.tokens.at(i - 1).lower)
            && ((i >= 2 && scan.lex.anyonePronouns.contains(scan.tokens.at(i - 2).lower))
                || between(scan.text, scan.tokens.at(i - 1), scan.tokens.at(i)) == QLatin1String("-")))
            fact.kind = NumberFact::Kind::Age;
        findBound(scan, i, fact);
        if (fact.kind != NumberFact::Kind::Time && !f.numbers.isEmpty() && i > 0)
            joinRange(scan, i, written, f.numbers.last(), fact);
        if (fact.kind == NumberFact::Kind::Time) {
            hourOfRange(scan, i, f.numbers, fact);
            findTimeBoundary(scan, i, f.numbers, fact);
            findTimeSubject(scan, i, fact);
        }
        f.numbers.append(fact);
    }
    // (a rule that opens with "one" of whom a bound of a count follows says how many per one, as "na jednog" does:
    // "Jedan instruktor vodi do šest polaznika", «Один вожатый может взять до восьми детей»)
    if (f.numbers.size() >= 2 && scan.n > 1 && !scan.tokens.first().number
        && f.numbers.first().range.start == scan.tokens.first().start) {
        const NumberFact &one = f.numbers.first();
        const auto perOne
            = [&](const NumberFact &x) { return x.kind == NumberFact::Kind::Count && x.direction != 0 && x.measure.isEmpty(); };
        if (one.kind == NumberFact::Kind::Count && one.value == 1 && one.direction == 0 && one.measure.isEmpty()
            && std::any_of(f.numbers.cbegin() + 1, f.numbers.cend(), perOne))
            f.numbers.removeFirst();
    }
}

void addFreeOfCharge(const Scan &scan, RuleFeatures &f)
{
    const QList<Token> &tokens = scan.tokens;
    const QList<PhraseMatch> &free = scan.freeOfCharge;
    for (const PhraseMatch &m : free) {
        NumberFact fact;
        fact.kind = NumberFact::Kind::Money;
        fact.value = 0;
        fact.range = rangeOf(tokens, m.first, m.count);
        f.numbers.append(fact);
    }
}

// An age said as a birthday: "Children can take to the air from their fifth birthday" is from 5 years, as "Flyers must be
// at least 4 years old" is from 4; "until their 16th birthday" is under 16.
void addBirthdayAges(const Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    if (lex.birthdayWords.isEmpty())
        return;
    for (int i = 1; i < scan.n; ++i) {
        if (!lex.birthdayWords.contains(scan.tokens.at(i).lower))
            continue;
        const int years = lex.ordinalWords.value(scan.tokens.at(i - 1).lower, 0);
        if (years == 0)
            continue;
        // (the word of a bound before it, over a possessive or a participle: "from their", "od navršenog")
        int direction = 0;
        for (int k = i - 2; k >= 0 && k >= i - 4 && direction == 0; --k) {
            const QString &w = scan.tokens.at(k).lower;
            if (lex.ageFromWords.contains(w))
                direction = 1;
            else if (lex.untilBirthdayWords.contains(w))
                direction = -1;
        }
        NumberFact fact;
        fact.kind = NumberFact::Kind::Age;
        fact.value = years;
        fact.direction = direction;
        fact.strict = direction < 0;
        fact.low = direction < 0 ? -infinity : years;
        fact.high = direction > 0 ? infinity : years;
        fact.range = rangeOf(scan.tokens, i - 1, 2);
        f.numbers.append(fact);
    }
}

// The age of majority said in a word: "prodajemo samo punoljetnim osobama" sells from 18, as "ne
// prodaju se kupcima mlađim od 18 godina" does; «несовершеннолетним» are those under it.
void addAgeOfMajority(const Scan &scan, RuleFeatures &f)
{
    constexpr double majority = 18;
    // (a rule with an age of its own names who it means with it: "Maloljetnik ispod 14 godina … bez punoljetne
    // pratnje")
    if (f.states(NumberFact::Kind::Age))
        return;
    // … and only a rule that keeps others out or lets them in is a bound of age: "prodajemo samo punoljetnim
    // osobama", "Maloljetnicima ništa ne otkupljujemo", "može obaviti svako ko je punoljetan" (not "za maloljetne
    // je potpisuje roditelj", a case)
    const bool restricts
        = f.negated || f.modality != Modality::None || std::any_of(scan.tokens.cbegin(), scan.tokens.cend(), [&](const Token &t) {
              return scan.lex.onlyWords.contains(t.lower) || scan.lex.exclusiveWords.contains(t.lower);
          });
    if (!restricts)
        return;
    for (int i = 0; i < scan.n; ++i) {
        const QString &w = scan.tokens.at(i).lower;
        const bool minor = beginsWithAny(w, scan.lex.minorStems);
        if (!minor && !beginsWithAny(w, scan.lex.adultStems))
            continue;
        NumberFact fact;
        fact.kind = NumberFact::Kind::Age;
        fact.value = majority;
        fact.direction = minor ? -1 : 1;
        fact.strict = minor; // (a minor is under the age of majority, an adult of it or over)
        fact.low = minor ? -infinity : majority;
        fact.high = minor ? majority : infinity;
        fact.range = rangeOf(scan.tokens, i, 1);
        f.numbers.append(fact);
    }
}

} // namespace Polygon::Lint::Features
