#include "rulefeatures.h"

#include <algorithm>
#include <limits>
#include <map>
#include <vector>

namespace Polygon::Lint {

quint64 stemKey(QStringView stem)
{
    quint64 h = 1469598103934665603ULL;
    for (QChar c : stem) {
        h ^= c.unicode();
        h *= 1099511628211ULL;
    }
    return h;
}

namespace {

TextRange rangeOf(const QList<Token> &tokens, int first, int count)
{
    const Token &a = tokens.at(first);
    const Token &b = tokens.at(first + count - 1);
    return {a.start, b.start + b.length - a.start};
}

bool isDash(QChar c)
{
    return c == QLatin1Char('-') || c == QChar(0x2013) || c == QChar(0x2014) || c == QChar(0x2012);
}

// Only a dash (and spaces) between two tokens: "10:00–22:00", "Mon - Fri".
bool dashBetween(QStringView text, const Token &a, const Token &b)
{
    bool dash = false;
    for (qsizetype i = a.start + a.length; i < b.start; ++i) {
        const QChar c = text[i];
        if (isDash(c))
            dash = true;
        else if (!c.isSpace())
            return false;
    }
    return dash;
}

bool isCurrencySymbol(QChar c)
{
    return c == QChar(0x20AC) || c == QLatin1Char('$') || c == QChar(0x00A3) || c == QChar(0x20BD);
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
    if (plain.contains(QLatin1Char(','))) {
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

struct ModalHit
{
    PhraseMatch match;
    Modality modality;
};

} // namespace

RuleFeatures extractFeatures(QStringView text, const Lexicon &lex)
{
    RuleFeatures f;
    const QList<Token> tokens = tokenize(text);
    const int n = int(tokens.size());
    f.words = n;

    QList<bool> covered(n, false); // by modal, emphasis, condition or negation words
    QList<bool> overridden(n, false); // inside "don't forget": not a negation

    // A leading condition ("If the caller is late, …") is a clause of its own:
    // its modal words do not set the rule's modality.
    int mainClause = 0;
    if (n > 0) {
        const PhraseMatch cond = lex.conditions.matchAt(tokens, 0);
        if (cond.count > 0) {
            f.conditional = true;
            const qsizetype comma = text.indexOf(QLatin1Char(','), tokens.at(cond.count - 1).start);
            if (comma >= 0) {
                mainClause = n;
                for (int i = 0; i < n; ++i)
                    if (tokens.at(i).start > comma) {
                        mainClause = i;
                        break;
                    }
            }
        }
    }

    // Modal phrases: the longest wins; on a tie overrides, forbidden, permitted, required.
    QList<ModalHit> modal;
    for (int i = 0; i < n;) {
        ModalHit best {{}, Modality::None};
        const auto consider = [&](const PhraseSet &set, Modality m) {
            const PhraseMatch pm = set.matchAt(tokens, i);
            if (pm.count > best.match.count)
                best = {pm, m};
        };
        consider(lex.requiredOverrides, Modality::Required);
        consider(lex.forbidden, Modality::Forbidden);
        consider(lex.permitted, Modality::Permitted);
        consider(lex.required, Modality::Required);
        if (best.match.count > 0) {
            const bool isOverride = lex.requiredOverrides.matchAt(tokens, i).count == best.match.count;
            for (int k = i; k < i + best.match.count; ++k) {
                covered[k] = true;
                overridden[k] = isOverride;
            }
            if (i >= mainClause)
                modal.append(best);
            i += best.match.count;
        } else {
            ++i;
        }
    }
    const auto firstOf = [&](Modality m) -> const ModalHit * {
        for (const ModalHit &h : modal)
            if (h.modality == m)
                return &h;
        return nullptr;
    };
    for (Modality m : {Modality::Forbidden, Modality::Required, Modality::Permitted}) {
        if (const ModalHit *h = firstOf(m)) {
            f.modality = m;
            f.modalRange = rangeOf(tokens, h->match.first, h->match.count);
            break;
        }
    }

    for (const PhraseMatch &m : lex.conditions.matchAll(tokens)) {
        f.conditional = true;
        for (int k = m.first; k < m.first + m.count; ++k)
            covered[k] = true;
    }
    for (const PhraseMatch &m : lex.repetition.matchAll(tokens)) {
        f.repeats = true;
        for (int k = m.first; k < m.first + m.count; ++k)
            covered[k] = true;
    }

    // A directive: the main clause's first word.
    const auto skippable = [&](int i) {
        const QString &w = tokens.at(i).lower;
        return covered[i] || w == QLatin1String("please") || w == QLatin1String("also") || w == QLatin1String("then")
            || w == QLatin1String("first") || w == QLatin1String("пожалуйста") || w == QLatin1String("также")
            || w == QLatin1String("затем") || w == QLatin1String("сначала") || w == QLatin1String("molimo")
            || w == QLatin1String("zatim") || w == QLatin1String("također") || w == QLatin1String("takođe");
    };
    int first = mainClause;
    while (first < n && skippable(first))
        ++first;
    if (first < n && lex.isImperative(tokens.at(first).lower))
        f.imperative = true;
    if (!f.imperative && first < n && lex.clauseOpeners.contains(tokens.at(first).lower)) {
        // "Before you hang up, repeat …": the directive after a leading clause
        const qsizetype comma = text.indexOf(QLatin1Char(','), tokens.at(first).start);
        for (int i = first + 1; comma >= 0 && i < n && i <= first + 8; ++i) {
            if (tokens.at(i).start > comma) {
                while (i + 1 < n && skippable(i))
                    ++i;
                if (lex.isImperative(tokens.at(i).lower)) {
                    f.imperative = true;
                    first = i;
                }
                break;
            }
        }
    }
    // Instructions in the sentence: its clauses (cut at ',', ';', "and", "or", "then") that
    // carry a modal phrase or start with a directive.
    QSet<int> modalStarts;
    for (const ModalHit &h : modal)
        modalStarts.insert(h.match.first);
    static const QSet<QString> joiners
        = {QStringLiteral("and"), QStringLiteral("or"), QStringLiteral("then"),  QStringLiteral("и"),
           QStringLiteral("или"), QStringLiteral("а"),  QStringLiteral("затем"), QStringLiteral("i"),
           QStringLiteral("ili"), QStringLiteral("pa"), QStringLiteral("te"),    QStringLiteral("zatim")};
    int clauses = 0;
    bool clauseHasInstruction = false;
    bool atClauseStart = true;
    for (int i = 0; i < n; ++i) {
        if (i > 0) {
            const Token &prev = tokens.at(i - 1);
            const QStringView gap = text.mid(prev.start + prev.length, tokens.at(i).start - prev.start - prev.length);
            if (gap.contains(QLatin1Char(',')) || gap.contains(QLatin1Char(';')) || joiners.contains(prev.lower)) {
                if (clauseHasInstruction)
                    ++clauses;
                clauseHasInstruction = false;
                atClauseStart = true;
            }
        }
        if (i >= mainClause && modalStarts.contains(i))
            clauseHasInstruction = true;
        if (atClauseStart && !skippable(i) && !joiners.contains(tokens.at(i).lower)) {
            if (i >= mainClause && lex.isImperative(tokens.at(i).lower))
                clauseHasInstruction = true;
            atClauseStart = false;
        }
    }
    if (clauseHasInstruction)
        ++clauses;
    f.constraintMarkers = clauses;
    f.constraint = f.imperative || f.modality != Modality::None;
    if (f.modality == Modality::None && f.imperative) {
        // a bare directive ("Ask for the name.") requires
        f.modality = Modality::Required;
        f.modalRange = {tokens.at(first).start, tokens.at(first).length};
    }

    // Critical marks: emphasis words or capitals (2), must / never / always (1).
    for (const PhraseMatch &m : lex.emphasis.matchAll(tokens)) {
        for (int k = m.first; k < m.first + m.count; ++k)
            covered[k] = true;
        if (f.critical < 2) {
            f.critical = 2;
            f.criticalRange = rangeOf(tokens, m.first, m.count);
        }
    }
    if (f.critical < 2) {
        for (int i = 0; i < n; ++i) {
            const Token &t = tokens.at(i);
            if (t.capitals && !t.number && !lex.acronyms.contains(t.lower)) {
                f.critical = 2;
                f.criticalRange = {t.start, t.length};
                break;
            }
        }
    }
    if (f.critical == 0) {
        const QList<PhraseMatch> strong = lex.strong.matchAll(tokens);
        for (const PhraseMatch &m : strong) {
            if (m.first < mainClause)
                continue;
            f.critical = 1;
            f.criticalRange = rangeOf(tokens, m.first, m.count);
            break;
        }
    }
    QList<PhraseMatch> free = lex.freeOfCharge.matchAll(tokens);
    free.removeIf([&](const PhraseMatch &m) {
        return std::any_of(covered.cbegin() + m.first, covered.cbegin() + m.first + m.count, [](bool c) { return c; });
    });
    for (const PhraseMatch &m : free)
        for (int k = m.first; k < m.first + m.count; ++k)
            covered[k] = true;
    for (int i = 0; i < n; ++i) {
        if (lex.negations.contains(tokens.at(i).lower)) {
            covered[i] = true;
            f.negated = f.negated || !overridden[i];
        }
    }

    // Content: the words that say what the rule is about.
    QList<quint64> stems;
    QList<QString> stemTexts(n);
    QString normal;
    QString vector;
    for (int i = 0; i < n; ++i) {
        const Token &t = tokens.at(i);
        if (!normal.isEmpty())
            normal += QLatin1Char(' ');
        normal += t.lower;
        if (covered[i] || lex.stopWords.contains(t.lower))
            continue;
        if (!vector.isEmpty())
            vector += QLatin1Char(' ');
        if (t.number || t.lower.size() < 2 || lex.numberWords.contains(t.lower)) {
            vector += t.lower;
            continue;
        }
        stemTexts[i] = lex.stem(t.lower);
        stems.append(stemKey(stemTexts[i]));
        vector += stemTexts[i];
    }
    std::sort(stems.begin(), stems.end());
    stems.erase(std::unique(stems.begin(), stems.end()), stems.end());
    f.contentStems = stems;
    f.normKey = stemKey(normal);
    // tier 3 compares what a sentence is about: of a "rule" of megabytes, its beginning is enough
    constexpr qsizetype maxVectorText = 20000;
    if (vector.size() > maxVectorText)
        vector.truncate(vector.at(maxVectorText - 1).isHighSurrogate() ? maxVectorText - 1 : maxVectorText);
    f.vectorText = vector;

    // Vague wording (not where it is part of a precise phrase: "how many", "later than").
    // Both lists are in token order without overlaps: the precise phrases that
    // can overlap a match start at the first one ending after its start.
    const QList<PhraseMatch> precise = lex.notVague.matchAll(tokens);
    for (const PhraseMatch &m : lex.vague.matchAll(tokens)) {
        bool inPrecise = false;
        for (auto p = std::partition_point(precise.cbegin(), precise.cend(),
                                           [&](const PhraseMatch &q) { return q.first + q.count <= m.first; });
             p != precise.cend() && p->first < m.first + m.count && !inPrecise; ++p)
            inPrecise = p->count >= m.count;
        if (inPrecise)
            continue;
        FoundPhrase p;
        p.range = rangeOf(tokens, m.first, m.count);
        p.phrase = lex.vague.phrase(m.phrase).text;
        f.vague.append(p);
    }
    // References to things the prompt may not define. Each new reference ends
    // after every earlier one starts, so the earlier ones it overlaps are those
    // ending after its start: `byEnd` finds them without a scan of them all.
    std::multimap<qsizetype, qsizetype> byEnd; // range end → index into f.references
    for (const PhraseMatch &m : lex.references.matchAll(tokens)) {
        const Phrase &ph = lex.references.phrase(m.phrase);
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
    // a reference ("как обычно") is not also vague wording ("обычно"): the
    // references by start, with the furthest end so far, answer each in a search
    std::vector<std::pair<qsizetype, qsizetype>> referenceRanges; // start, furthest end up to it
    for (const FoundPhrase &r : std::as_const(f.references))
        referenceRanges.emplace_back(r.range.start, r.range.end());
    std::sort(referenceRanges.begin(), referenceRanges.end());
    for (std::size_t i = 1; i < referenceRanges.size(); ++i)
        referenceRanges[i].second = std::max(referenceRanges[i].second, referenceRanges[i - 1].second);
    f.vague.removeIf([&](const FoundPhrase &v) {
        // the references starting before v ends; one of them overlaps when the furthest end passes v's start
        const auto last = std::partition_point(referenceRanges.cbegin(), referenceRanges.cend(),
                                               [&](const std::pair<qsizetype, qsizetype> &r) { return r.first < v.range.end(); });
        return last != referenceRanges.cbegin() && std::prev(last)->second > v.range.start;
    });

    // Definitions: "Cancellation policy: …", "The policy is …".
    for (int i = 0; i < n; ++i) {
        const Token &t = tokens.at(i);
        const bool definedHere = t.colonAfter || (i + 1 < n && lex.copulas.contains(tokens.at(i + 1).lower));
        if (!definedHere)
            continue;
        for (int k = i; k >= 0 && k > i - 3; --k)
            if (!stemTexts.at(k).isEmpty())
                f.defines.append(stemKey(stemTexts.at(k)));
    }

    // Days the rule is about, with ranges ("Monday to Friday", "пн–пт").
    int lastDay = -1;
    int lastDayMask = 0;
    for (int i = 0; i < n; ++i) {
        const int mask = lex.dayMask(tokens.at(i).lower);
        if (mask == 0)
            continue;
        f.days |= mask;
        if (lastDay >= 0) {
            const bool joined = (lastDay == i - 1 && dashBetween(text, tokens.at(lastDay), tokens.at(i)))
                || (lastDay == i - 2 && lex.rangeWords.contains(tokens.at(i - 1).lower));
            if (joined && (lastDayMask & (lastDayMask - 1)) == 0 && (mask & (mask - 1)) == 0 && lastDayMask < mask)
                for (int bit = lastDayMask; bit <= mask; bit <<= 1)
                    f.days |= bit;
        }
        lastDay = i;
        lastDayMask = mask;
    }

    // Numbers, clock times, prices, durations.
    for (int i = 0; i < n; ++i) {
        const Token &t = tokens.at(i);
        double value = 0;
        std::optional<double> minutes;
        if (t.number) {
            if (!parseNumeral(t.lower, lex.language, &value, &minutes))
                continue;
        } else if (lex.numberWords.contains(t.lower)) {
            value = lex.numberWords.value(t.lower);
        } else {
            continue;
        }
        NumberFact fact;
        fact.value = value;
        fact.range = {t.start, t.length};
        const QString next = i + 1 < n ? tokens.at(i + 1).lower : QString();
        const QString prev = i > 0 ? tokens.at(i - 1).lower : QString();
        if (!minutes
            && (next == QLatin1String("am") || next == QLatin1String("pm") || next == QLatin1String("o'clock")
                || (next == QLatin1String("a") || next == QLatin1String("p")))
            && value <= 12 && lex.language == QLatin1String("en")) {
            const bool pm = next == QLatin1String("pm") || next == QLatin1String("p");
            const int h = int(value) % 12 + (pm ? 12 : 0);
            minutes = next == QLatin1String("o'clock") ? value * 60 : h * 60;
        }
        qsizetype after = t.start + t.length;
        while (after < text.size() && text[after] == QLatin1Char(' '))
            ++after;
        qsizetype before = t.start - 1;
        while (before >= 0 && text[before] == QLatin1Char(' '))
            --before;
        if (minutes) {
            fact.kind = NumberFact::Kind::Time;
            fact.value = *minutes;
        } else if (lex.durationUnits.contains(next)) {
            const double unit = lex.durationUnits.value(next);
            if (unit == 60 && value <= 24 && lex.timeOfDayCues.contains(prev) && lex.language != QLatin1String("en")) {
                fact.kind = NumberFact::Kind::Time;
                fact.value = value * 60;
            } else {
                fact.kind = NumberFact::Kind::Duration;
                fact.value = value * unit;
            }
        } else if (lex.currencyWords.contains(next) || lex.currencyWords.contains(prev)
                   || (after < text.size() && isCurrencySymbol(text[after])) || (before >= 0 && isCurrencySymbol(text[before]))) {
            fact.kind = NumberFact::Kind::Money;
        } else if ((after < text.size() && text[after] == QLatin1Char('%')) || next.startsWith(QLatin1String("percent"))
                   || next.startsWith(QStringLiteral("процент")) || next == QLatin1String("posto")) {
            fact.kind = NumberFact::Kind::Percent;
        } else {
            fact.kind = NumberFact::Kind::Count;
        }
        // a bound: "more than 8", "8 or more", "от 1500", "manje od 1500"
        for (int k = 1; k <= 3 && fact.direction == 0 && i - k >= 0; ++k) {
            if (lex.atLeastBefore.matchAt(tokens, i - k).count == k)
                fact.direction = 1;
            else if (lex.atMostBefore.matchAt(tokens, i - k).count == k)
                fact.direction = -1;
        }
        for (int k = i + 1; k <= i + 2 && fact.direction == 0 && k < n; ++k) {
            if (lex.atLeastAfter.matchAt(tokens, k).count > 0)
                fact.direction = 1;
            else if (lex.atMostAfter.matchAt(tokens, k).count > 0)
                fact.direction = -1;
        }
        constexpr double infinity = std::numeric_limits<double>::infinity();
        fact.low = fact.direction > 0 ? fact.value : fact.direction < 0 ? -infinity : fact.value;
        fact.high = fact.direction < 0 ? fact.value : fact.direction > 0 ? infinity : fact.value;
        // A range of amounts: "1 to 8 people", "1–8", "с 1 по 8", "between 1 and 8" — its
        // first number is a lower bound, its second an upper one ("1 to 8" and "9 or more" split cases)
        if (fact.kind != NumberFact::Kind::Time && !f.numbers.isEmpty() && i > 0) {
            NumberFact &p = f.numbers.last();
            const bool adjacent = tokens.at(i - 1).start == p.range.start && dashBetween(text, tokens.at(i - 1), tokens.at(i));
            const bool worded = i >= 2 && tokens.at(i - 2).start == p.range.start && lex.rangeWords.contains(prev)
                && (prev != QLatin1String("and") || (i >= 3 && tokens.at(i - 3).lower == QLatin1String("between")));
            // "15 to 20 minutes": the unit after the second number holds for both
            const bool takesUnit = p.kind == NumberFact::Kind::Count && fact.kind != NumberFact::Kind::Count;
            const double first
                = takesUnit && fact.kind == NumberFact::Kind::Duration && value != 0 ? p.value * fact.value / value : p.value;
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
        if (fact.kind == NumberFact::Kind::Time) {
            // A range "10:00–22:00" opens and closes; otherwise the nearest cue
            // word before it (a preposition only right before the time).
            if (!f.numbers.isEmpty() && f.numbers.last().kind == NumberFact::Kind::Time && i > 0) {
                const NumberFact &p = f.numbers.last();
                const bool prevIsTime = tokens.at(i - 1).start == p.range.start;
                if ((prevIsTime && dashBetween(text, tokens.at(i - 1), tokens.at(i)))
                    || (i >= 2 && tokens.at(i - 2).start == p.range.start && lex.rangeWords.contains(prev))) {
                    f.numbers.last().boundary = 1;
                    fact.boundary = 2;
                }
            }
            if (fact.boundary == 0) {
                for (int k = i - 1; k >= 0 && k >= i - 3; --k) {
                    const QString &w = tokens.at(k).lower;
                    const bool preposition = lex.timeOfDayCues.contains(w) || lex.rangeWords.contains(w)
                        || w == QLatin1String("from") || w == QLatin1String("с") || w == QLatin1String("со")
                        || w == QLatin1String("от") || w == QLatin1String("od");
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
            for (int k = std::max(0, i - 4); k < i; ++k) {
                const Token &w = tokens.at(k);
                if (stemTexts.at(k).isEmpty() || lex.hoursWords.contains(w.lower) || lex.hoursStems.contains(stemTexts.at(k))
                    || lex.dayMask(w.lower) != 0)
                    continue;
                fact.subject.append(stemKey(stemTexts.at(k)));
            }
            std::sort(fact.subject.begin(), fact.subject.end());
            fact.subject.erase(std::unique(fact.subject.begin(), fact.subject.end()), fact.subject.end());
        }
        f.numbers.append(fact);
    }

    for (const PhraseMatch &m : free) {
        NumberFact fact;
        fact.kind = NumberFact::Kind::Money;
        fact.value = 0;
        fact.range = rangeOf(tokens, m.first, m.count);
        f.numbers.append(fact);
    }

    // The set of what it says, for reordered duplicates.
    QString bag = QString::number(int(f.modality));
    for (quint64 s : f.contentStems)
        bag += QLatin1Char(' ') + QString::number(s, 16);
    for (const NumberFact &nf : f.numbers)
        bag += QLatin1Char(' ') + QString::number(int(nf.kind)) + QLatin1Char(':') + QString::number(nf.value);
    f.bagKey = stemKey(bag);
    return f;
}

} // namespace Polygon::Lint
