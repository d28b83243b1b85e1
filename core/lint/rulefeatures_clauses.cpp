// The stages of extractFeatures that read what a rule asks and how strongly:
// its main clause, modality, directive, instructions, critical marks, negation.

#include "rulefeatures_p.h"

#include <QSet>

#include <algorithm>

namespace Polygon::Lint::Features {

namespace {

// Token i opens an indirect question with the particle after it: «нет ли у него аллергии», "nema li"
// (whether there is), so a negation there is none.
bool indirectQuestion(const Scan &scan, int i)
{
    return i + 1 < scan.n && scan.lex.questionParticles.contains(scan.tokens.at(i + 1).lower);
}

} // namespace

// A leading condition ("If the caller is late, …") is a clause of its own:
// its modal words do not set the rule's modality.
void findMainClause(Scan &scan, RuleFeatures &f)
{
    const QStringView text = scan.text;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    int &mainClause = scan.mainClause;
    if (n > 0) {
        const PhraseMatch cond = lex.conditions.matchAt(tokens, 0);
        if (cond.count > 0) {
            f.conditional = true;
            f.conditionAt = tokens.at(0).start;
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
}

// Modal phrases: the longest wins; on a tie overrides, forbidden, permitted, required.
void findModality(Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    QList<bool> &covered = scan.covered;
    QList<bool> &overridden = scan.overridden;
    const int mainClause = scan.mainClause;
    QList<ModalHit> &modal = scan.modal;
    // a clause after a comma that explains the main one ("…, so that they can write it down", «…,
    // чтобы клиент мог записать», "…, da ih mušterija može zapisati", "…, if they cannot come"): its
    // modal words say what is possible there, not what the rule asks
    int subordinate = n;
    for (int i = mainClause + 1; i < n && subordinate == n; ++i) {
        const QString &w = tokens.at(i).lower;
        const bool condition = lex.conditions.matchAt(tokens, i).count > 0;
        // (a trailing condition needs no comma: "Ponudite da nazovete kasnije ako klijentu ne odgovara")
        const bool trailingCondition = condition && i >= mainClause + 2 && !lex.questionVerbs.contains(tokens.at(i - 1).lower);
        // (English "so" opens a consequence, which may be the directive: "…, so avoid long answers")
        const bool so = w == QLatin1String("so") && i + 1 < n && !lex.isImperative(tokens.at(i + 1).lower);
        const bool afterComma = between(scan.text, tokens.at(i - 1), tokens.at(i)).contains(QLatin1Char(','));
        if (trailingCondition
            || (afterComma && (so || condition || lex.subordinators.contains(w) || lex.relativeWords.contains(w))))
            subordinate = i;
    }
    // a price of nothing said with a negation ("Prevoz ne naplaćujemo", «денег не берём», "ništa ne plaća"): no
    // prohibition (findNegation reads it); where such a phrase ends, by its words
    std::vector<int> freeEnd(std::size_t(n), -1);
    for (const PhraseMatch &m : lex.freeOfCharge.matchAll(tokens))
        if (std::any_of(tokens.cbegin() + m.first, tokens.cbegin() + m.first + m.count,
                        [&](const Token &t) { return lex.negations.contains(t.lower); }))
            for (int k = m.first; k < m.first + m.count; ++k)
                freeEnd[std::size_t(k)] = m.first + m.count;
    for (int i = 0; i < n;) {
        if (freeEnd[std::size_t(i)] >= 0) {
            i = freeEnd[std::size_t(i)];
            continue;
        }
        // "no more than 2", «не больше суток»: a bound, which the numbers read, not a prohibition
        if (const int bound = lex.boundNegations.matchAt(tokens, i).count; bound > 0) {
            for (int k = i; k < i + bound; ++k)
                overridden[k] = true;
            i += bound;
            continue;
        }
        // «нет ли у него аллергии», "nema li": an indirect question (whether there is), no prohibition
        if (lex.negations.contains(tokens.at(i).lower) && indirectQuestion(scan, i)) {
            overridden[i] = true;
            ++i;
            continue;
        }
        // ", ne u metrima", «, не в рублях», ", not in metres": a contrast after a comma, no verb of its
        // own; the clause before it says what is asked (", nikad u mašini" still forbids)
        if (i > 0 && i + 1 < n && lex.negations.contains(tokens.at(i).lower) && lex.strong.matchAt(tokens, i).count == 0
            && lex.phrasePrepositions.contains(tokens.at(i + 1).lower)
            && between(scan.text, tokens.at(i - 1), tokens.at(i)).contains(QLatin1Char(','))) {
            overridden[i] = true;
            ++i;
            continue;
        }
        ModalHit best {{}, Modality::None};
        const PhraseSet *bestSet = nullptr;
        const auto consider = [&](const PhraseSet &set, Modality m) {
            const PhraseMatch pm = set.matchAt(tokens, i);
            if (pm.count > best.match.count) {
                best = {pm, m};
                bestSet = &set;
            }
        };
        consider(lex.requiredOverrides, Modality::Required);
        consider(lex.forbidden, Modality::Forbidden);
        consider(lex.permitted, Modality::Permitted);
        consider(lex.required, Modality::Required);
        if (best.match.count > 0) {
            const bool isOverride = lex.requiredOverrides.matchAt(tokens, i).count == best.match.count;
            // a marked word of the phrase is what the rule is about: "is |refundable"
            const int head = bestSet->phrase(best.match.phrase).head;
            for (int k = i; k < i + best.match.count; ++k) {
                covered[k] = k != i + head;
                overridden[k] = isOverride;
            }
            if (i >= mainClause)
                modal.append(best);
            i += best.match.count;
        } else {
            ++i;
        }
    }
    // the main clause's modal words first; the subordinate clause's only when it has none, and then a
    // directive outranks them (findDirective)
    const bool inMain = std::any_of(modal.cbegin(), modal.cend(), [&](const ModalHit &h) { return h.match.first < subordinate; });
    scan.modalInSubordinate = !inMain && !modal.isEmpty();
    const auto firstOf = [&](Modality m) -> const ModalHit * {
        for (const ModalHit &h : modal)
            if (h.modality == m && (!inMain || h.match.first < subordinate))
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
}

void findConditionsAndRepetition(Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    QList<bool> &covered = scan.covered;
    const QList<PhraseMatch> everyDay = lex.everyDay.matchAll(tokens);
    // "svakim danom osim nedjelje", "every day except on Sundays": the days left out (findDays), no case
    const auto daysLeftOut = [&](int at) {
        return lex.exceptDays.contains(tokens.at(at).lower)
            && std::any_of(everyDay.cbegin(), everyDay.cend(), [&](const PhraseMatch &d) { return d.first + d.count == at; })
            && std::any_of(tokens.cbegin() + at + 1, tokens.cbegin() + std::min<qsizetype>(tokens.size(), at + 3),
                           [&](const Token &t) { return lex.dayMask(t.lower) != 0; });
    };
    for (const PhraseMatch &m : lex.conditions.matchAll(tokens)) {
        if (daysLeftOut(m.first)) {
            covered[m.first] = true;
            continue;
        }
        // "Ask when they arrive", «Спросите, когда гость приедет»: a question, not a condition
        if (m.first > 0 && lex.questionVerbs.contains(tokens.at(m.first - 1).lower))
            continue;
        // "Speak slowly, especially when you give prices": the rule holds always, that case most
        if (m.first > 0 && lex.especially.contains(tokens.at(m.first - 1).lower))
            continue;
        // "dok skladište ne provjeri", «пока клиент не назвал модель»: until, a time, not a case
        if (m.count == 1 && lex.untilWords.contains(tokens.at(m.first).lower)
            && std::any_of(tokens.cbegin() + m.first + 1, tokens.cbegin() + std::min<qsizetype>(tokens.size(), m.first + 5),
                           [&](const Token &t) { return lex.negations.contains(t.lower); }))
            continue;
        // … and a second question joined to the first: "Ask for the floor and whether there is a
        // lift", "Find out which floor it is and if a lift is available"
        if (m.first > 1 && lex.questionJoins.contains(tokens.at(m.first - 1).lower)
            && std::any_of(tokens.cbegin(), tokens.cbegin() + (m.first - 1),
                           [&](const Token &t) { return lex.questionVerbs.contains(t.lower); }))
            continue;
        f.conditional = true;
        if (f.conditionAt < 0 || tokens.at(m.first).start < f.conditionAt)
            f.conditionAt = tokens.at(m.first).start;
        f.exception = f.exception || lex.exceptions.contains(tokens.at(m.first).lower);
        f.onlyCase = f.onlyCase || lex.onlyWords.contains(tokens.at(m.first).lower);
        for (int k = m.first; k < m.first + m.count; ++k)
            covered[k] = true;
    }
    f.always = std::any_of(tokens.cbegin(), tokens.cend(), [&](const Token &t) { return lex.universals.contains(t.lower); });
    const auto firstOf = [&](const PhraseSet &set) {
        const QList<PhraseMatch> found = set.matchAll(tokens);
        return found.isEmpty() ? qsizetype(-1) : tokens.at(found.first().first).start;
    };
    f.alwaysAt = firstOf(lex.alwaysWords);
    f.neverAt = firstOf(lex.neverWords);
    const qsizetype reason = firstOf(lex.reasonWords);
    const qsizetype consequence = firstOf(lex.consequenceWords);
    const qsizetype reasonAt = reason < 0 || (consequence >= 0 && consequence < reason) ? consequence : reason;
    const auto reach = [&](qsizetype marker) {
        constexpr qsizetype kClauseReach = 300; // a word further than a long clause is not ruled by it
        if (marker < 0 || (reasonAt >= 0 && marker > reasonAt))
            return TextRange {};
        const QStringView text = scan.text;
        const auto strong = [&](qsizetype i) { return QStringView(u";:\u2014\u2013").contains(text.at(i)); };
        qsizetype lo = std::max<qsizetype>(0, marker - kClauseReach);
        for (qsizetype i = marker - 1; i >= lo; --i) {
            if (strong(i)) {
                lo = i + 1;
                break;
            }
        }
        qsizetype hi = marker + kClauseReach;
        if (reasonAt >= 0)
            hi = std::min(hi, reasonAt);
        for (qsizetype i = marker; i < std::min(hi, text.size()); ++i) {
            if (strong(i)) {
                hi = i;
                break;
            }
        }
        return TextRange {lo, hi + 1 - lo};
    };
    f.alwaysReach = reach(f.alwaysAt);
    f.neverReach = reach(f.neverAt);
    for (const PhraseMatch &m : lex.repetition.matchAll(tokens)) {
        f.repeats = true;
        for (int k = m.first; k < m.first + m.count; ++k)
            covered[k] = true;
    }
}

// A directive: the main clause's first word.
void findDirective(Scan &scan, RuleFeatures &f)
{
    const QStringView text = scan.text;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    const int mainClause = scan.mainClause;
    int first = mainClause;
    while (first < n && scan.skippable(first))
        ++first;
    if (first < n && lex.isImperative(tokens.at(first).lower))
        f.imperative = true;
    if (!f.imperative && first < n && lex.clauseOpeners.contains(tokens.at(first).lower)) {
        // "Before you hang up, repeat …": the directive after a leading clause
        const qsizetype comma = text.indexOf(QLatin1Char(','), tokens.at(first).start);
        for (int i = first + 1; comma >= 0 && i < n && i <= first + 8; ++i) {
            if (tokens.at(i).start > comma) {
                while (i + 1 < n && scan.skippable(i))
                    ++i;
                if (lex.isImperative(tokens.at(i).lower)) {
                    f.imperative = true;
                    first = i;
                }
                break;
            }
        }
    }
    // ru/hr/bs put the object or a phrase of time first: "Cijene izgovarajte sporo", «Перед подбором
    // программы узнайте …» (a polite imperative after a word of content, not after a preposition:
    // «на сайте» is no verb)
    for (int i = first + 1; !f.imperative && i < n && i <= first + 3; ++i) {
        if (between(text, tokens.at(i - 1), tokens.at(i)).contains(QLatin1Char(',')))
            break;
        if (lex.isPoliteImperative(tokens.at(i).lower) && !lex.stopWords.contains(tokens.at(i - 1).lower)
            && !tokens.at(i - 1).number) {
            f.imperative = true;
            first = i;
        }
    }
    // a leading condition or clause of two parts: "Если клиента интересует, как починить вещь своими
    // силами, вежливо откажитесь …" (the directive opens a later part, after an adverb at most)
    const bool leading = f.conditional || (mainClause < n && lex.clauseOpeners.contains(tokens.at(mainClause).lower));
    for (int i = first + 1; !f.imperative && leading && i < n && i <= mainClause + 16; ++i) {
        if (!between(text, tokens.at(i - 1), tokens.at(i)).contains(QLatin1Char(',')))
            continue;
        for (int k = i; k < n && k <= i + 1; ++k) {
            if (k > i && between(text, tokens.at(k - 1), tokens.at(k)).contains(QLatin1Char(',')))
                break;
            if (!scan.skippable(k) && lex.isImperative(tokens.at(k).lower) && !lex.stopWords.contains(tokens.at(k).lower)) {
                f.imperative = true;
                first = k;
                break;
            }
        }
    }
    f.constraint = f.imperative || f.modality != Modality::None;
    if ((f.modality == Modality::None || scan.modalInSubordinate) && f.imperative) {
        // a bare directive ("Ask for the name.") requires; one whose object is "no" forbids it ("Make no
        // guarantees", "Give no refunds"; not "Give no more than two")
        const bool noObject = first + 1 < n && lex.directiveNegators.contains(tokens.at(first + 1).lower)
            && lex.boundNegations.matchAt(tokens, first + 1).count == 0;
        f.modality = noObject ? Modality::Forbidden : Modality::Required;
        f.modalRange = noObject ? rangeOf(tokens, first, 2) : TextRange {tokens.at(first).start, tokens.at(first).length};
    }
}

// Instructions in the sentence: its clauses (cut at ',', ';', "and", "or", "then") that
// carry a modal phrase or start with a directive.
void countInstructions(const Scan &scan, RuleFeatures &f)
{
    const QStringView text = scan.text;
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    const int mainClause = scan.mainClause;
    const QList<ModalHit> &modal = scan.modal;
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
        if (atClauseStart && !scan.skippable(i) && !joiners.contains(tokens.at(i).lower)) {
            if (i >= mainClause && lex.isImperative(tokens.at(i).lower))
                clauseHasInstruction = true;
            atClauseStart = false;
        }
    }
    if (clauseHasInstruction)
        ++clauses;
    f.constraintMarkers = clauses;
}

// Critical marks: emphasis words or capitals (2), must / never / always (1).
void findCritical(Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    QList<bool> &covered = scan.covered;
    const int mainClause = scan.mainClause;
    for (const PhraseMatch &m : lex.emphasis.matchAll(tokens)) {
        for (int k = m.first; k < m.first + m.count; ++k)
            covered[k] = true;
        if (f.critical < 2) {
            f.critical = 2;
            f.criticalRange = rangeOf(tokens, m.first, m.count);
        }
    }
    // (a word in capitals is shouted; a short code in capitals names a thing: "REL", "MIG/MAG", "FP-55", "EN ISO", unless
    // it is a word that asks: "NE", "NOT")
    const auto shouted = [&](int i) {
        const Token &t = tokens.at(i);
        if (lex.negations.contains(t.lower) || lex.strong.matchAt(tokens, i).count > 0
            || lex.required.matchAt(tokens, i).count > 0 || lex.forbidden.matchAt(tokens, i).count > 0)
            return true;
        const QStringView text = scan.text;
        const auto code = [](QChar ch) { return ch == QLatin1Char('-') || ch == QLatin1Char('/') || ch.isDigit(); };
        const qsizetype end = t.start + t.length;
        return t.length >= 4 && !(t.start > 0 && code(text.at(t.start - 1))) && !(end < text.size() && code(text.at(end)));
    };
    if (f.critical < 2) {
        for (int i = 0; i < n; ++i) {
            const Token &t = tokens.at(i);
            if (t.capitals && !t.number && !lex.acronyms.contains(t.lower) && shouted(i)) {
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
}

void findNegation(Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    QList<bool> &covered = scan.covered;
    QList<bool> &overridden = scan.overridden;
    QList<PhraseMatch> &free = scan.freeOfCharge;
    free = lex.freeOfCharge.matchAll(tokens);
    // … and "not free", «не бесплатно», "ne dajemo besplatno": no price of nothing (the negation
    // right before it, or before the verb of an adverb; not «не обещайте бесплатных примерок»)
    const auto negatedBefore = [&](const PhraseMatch &m) {
        const QString &first = tokens.at(m.first).lower;
        const bool adverb = m.count == 1 && (first.endsWith(QLatin1Char('o')) || first.endsWith(QChar(0x043E)));
        for (int k = std::max(0, m.first - (adverb ? 2 : 1)); k < m.first; ++k)
            if (lex.negations.contains(tokens.at(k).lower)
                && !between(scan.text, tokens.at(k), tokens.at(m.first)).contains(QLatin1Char(',')))
                return true;
        return false;
    };
    // (… nor what is not taken in a condition: "If the hut is free, take the caller's name", "if both rooms are free")
    const auto available = [&](const PhraseMatch &m) {
        if (lex.freeAsAvailable.matchAt(tokens, m.first).count != m.count)
            return false;
        for (int k = m.first - 1; k >= 0 && k >= m.first - 5; --k) {
            if (marksBetween(scan.text, tokens.at(k), tokens.at(k + 1), u",;:."))
                return false;
            if (lex.ifWords.contains(tokens.at(k).lower))
                return true;
        }
        return false;
    };
    free.removeIf([&](const PhraseMatch &m) {
        return std::any_of(covered.cbegin() + m.first, covered.cbegin() + m.first + m.count, [](bool c) { return c; })
            || negatedBefore(m) || available(m);
    });
    QList<bool> inFree(n, false); // «без билета», "no charge": a price of nothing, not a prohibition
    for (const PhraseMatch &m : free)
        for (int k = m.first; k < m.first + m.count; ++k)
            covered[k] = inFree[k] = true;
    int negations = 0;
    bool without = false;
    bool untilOnly = true; // every word that made it so was "until"
    for (int i = 0; i < n; ++i) {
        if (inFree[i])
            continue;
        const QString &word = tokens.at(i).lower;
        // (a word of a tool's name or parameter is none: `issue_refund(confirmation_no)`, `check_no_show`)
        const qsizetype end = tokens.at(i).start + tokens.at(i).length;
        const bool identifier = (tokens.at(i).start > 0 && scan.text.at(tokens.at(i).start - 1) == QLatin1Char('_'))
            || (end < scan.text.size() && scan.text.at(end) == QLatin1Char('_'));
        // (nor one of an indirect question: «нет ли у него аллергии», "nema li")
        // (nor one of a contrast at the end: "… are the tenant's own job, not ours", «… дело жильца, а не наше», "…, a ne
        // naš"; a comma before it, "а"/"a" between in ru/hr/bs, three words after it at most; not «…, не узнав номер»)
        const int contrastAt
            = i > 0 && (tokens.at(i - 1).lower == QStringLiteral("а") || tokens.at(i - 1).lower == QLatin1String("a")) ? i - 1
                                                                                                                       : i;
        const bool contrast = contrastAt > 0 && n - i - 1 <= 3 && n - i - 1 >= 1
            && (contrastAt < i || (lex.language == QLatin1String("en") && word == QLatin1String("not")))
            && between(scan.text, tokens.at(contrastAt - 1), tokens.at(contrastAt)).contains(QLatin1Char(','));
        const bool negation = lex.negations.contains(word) && !identifier && !indirectQuestion(scan, i) && !contrast;
        // the second negation of "do not … without it": "without" (a negation word in ru/hr/bs, not
        // in en) outside an idiom ("bez obzira"), or «не» before a gerund («не узнав номер»)
        const bool withoutWord = lex.withoutWords.contains(word) && lex.withoutIdioms.matchAt(tokens, i).count == 0;
        // (… and "until", «пока не», "dok ne": not acting until it is had requires it)
        const bool untilWord = lex.untilWords.contains(word)
            && (lex.language == QLatin1String("en")
                || std::any_of(tokens.cbegin() + i + 1, tokens.cbegin() + std::min(n, i + 5),
                               [&](const Token &t) { return lex.negations.contains(t.lower); }));
        const bool gerund = negation && i + 1 < n && tokens.at(i + 1).lower.size() > 3
            && endsWithAny(tokens.at(i + 1).lower, lex.negatedGerundEndings);
        if (negation) {
            covered[i] = true;
            f.negated = f.negated || !overridden[i];
        }
        if (negation || withoutWord || untilWord)
            ++negations;
        without = without || withoutWord || gerund || untilWord;
        untilOnly = untilOnly && !withoutWord && !gerund;
    }
    f.without = without && negations >= 2;
    f.untilWithout = f.without && untilOnly;
    // "No item may stay with us longer than 30 days": a permission denied to every one is a prohibition
    if (f.modality == Modality::Permitted && f.negated) {
        for (int i = 0; i < n && tokens.at(i).start < f.modalRange.start; ++i) {
            if (!lex.noneWords.contains(tokens.at(i).lower) || overridden[i])
                continue;
            int modalToken = i + 1;
            while (modalToken < n && tokens.at(modalToken).start < f.modalRange.start)
                ++modalToken;
            // (… to every one of a list: "No barbecues, open flames or disposable grills are allowed")
            const bool list = std::any_of(tokens.cbegin() + i + 1, tokens.cbegin() + std::min(modalToken, n),
                                          [&](const Token &t) { return lex.questionJoins.contains(t.lower); });
            if (modalToken < n && !marksBetween(scan.text, tokens.at(i), tokens.at(modalToken), list ? u";:" : u",;:"))
                f.modality = Modality::Forbidden;
            break;
        }
    }
}

// A statement whose subject is the agent itself asks it as a directive does, and forbids when negated ("The assistant
// does not book a first assessment", «Ассистент не называет цену», "Asistent napominje …"): after the negation.
void findAgentSubject(Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    if (f.modality != Modality::None || f.imperative || lex.agentWords.isEmpty())
        return;
    int k = scan.mainClause;
    while (k < n && (scan.skippable(k) || lex.agentDeterminers.contains(tokens.at(k).lower)))
        ++k;
    if (k + 1 >= n || !lex.agentWords.contains(tokens.at(k).lower)
        || marksBetween(scan.text, tokens.at(k), tokens.at(k + 1), u",;:."))
        return;
    f.modality = f.negated ? Modality::Forbidden : Modality::Required;
    f.modalRange = {tokens.at(k).start, tokens.at(k).length};
    f.constraint = true;
    scan.covered[k] = true; // (the agent is whom the rule asks, as "you" is: not what it is about)
}

// Whom a rule keeps what it allows to, and whether it forbids it to all others (RuleFeatures::onlyFor,
// RuleFeatures::forbidsOthers): after the modality and the negation.
void findRestriction(const Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    const auto negation = [&](int k) { return k >= 0 && k < n && lex.negations.contains(tokens.at(k).lower); };
    if (f.modality != Modality::Forbidden) {
        for (int k = 0; k < n && !f.onlyFor; ++k) {
            const QString &w = tokens.at(k).lower;
            f.onlyFor = (lex.onlyWords.contains(w) || lex.exclusiveWords.contains(w)) && !negation(k - 1)
                && lex.conditions.matchAt(tokens, k).count == 0;
        }
        return;
    }
    for (int k = 0; k < n && !f.forbidsOthers; ++k) {
        // ("other than …"; "who is not …", "tko nije …": a negation one or two words after the relative word)
        f.forbidsOthers = (k > 0 && lex.othersThan.matchAt(tokens, k).count > 0)
            || (lex.personRelatives.contains(tokens.at(k).lower) && (negation(k + 1) || negation(k + 2)));
    }
}

// The first directive verb after the modal phrase: what a prohibition forbids doing
// (lintchecks_meaning.cpp, offeredThing).
void findDirectiveAfterModal(const Scan &scan, RuleFeatures &f)
{
    if (f.modalRange.length <= 0)
        return;
    const qsizetype from = f.modalRange.start + f.modalRange.length;
    for (const Token &t : scan.tokens) {
        if (t.start >= from && (scan.lex.isImperative(t.lower) || scan.lex.isPoliteImperative(t.lower))) {
            f.directiveAfterModal = t.start;
            return;
        }
    }
}

// Whether the rule asks to address the caller formally (RuleFeatures::formalAddress, Lexicon::formalAddress),
// with the closing quote of «на «вы»» or "s „Vi“".
void findFormalAddress(const Scan &scan, RuleFeatures &f)
{
    const QList<PhraseMatch> formal = scan.lex.formalAddress.matchAll(scan.tokens);
    if (formal.isEmpty())
        return;
    const Token &first = scan.tokens.at(formal.first().first);
    const Token &last = scan.tokens.at(formal.first().first + formal.first().count - 1);
    qsizetype end = last.start + last.length;
    if (end < scan.text.size() && QStringView(u"»“”\"'").contains(scan.text.at(end)))
        ++end;
    f.formalAddress = {first.start, end - first.start};
}

// What the rule asks of the length of its replies (RuleFeatures::brevity): a word of shortness or length next to a word of
// speaking, after "be", or about speech on its own; turned round by a negation or "avoid" just before it ("Don't ramble",
// "Nemojte odgovarati dugim monolozima"). A rule that asks for short replies in one word and forbids long ones in another asks
// for short ones.
void findBrevity(const Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    constexpr int kNear = 3; // words between the word of length and the word of speaking, at most two
    constexpr int kTurnedFrom = 4; // … and between a negation and the word it turns round, at most three
    constexpr double kFewSentences = 4;
    // (most rules say nothing of length: they are passed by before anything is kept per word)
    const bool anyLength = std::any_of(tokens.cbegin(), tokens.cbegin() + n, [&](const Token &t) {
        bool s = false;
        return lex.brevityOf(t.lower, &s) != 0 || lex.sentenceUnits.contains(t.lower);
    });
    if (!anyLength)
        return;
    QList<int> direction(n, 0);
    QList<bool> speech(n, false);
    QList<bool> selfSpeech(n, false); // a word about speech on its own ("ramble", «лаконично»)
    QList<bool> counted(n, false); // a few sentences: short whatever stands before ("no more than two sentences")
    bool any = false;
    for (int i = 0; i < n; ++i) {
        bool s = false;
        direction[i] = lex.brevityOf(tokens.at(i).lower, &s);
        selfSpeech[i] = s && direction[i] != 0;
        speech[i] = s || lex.sentenceUnits.contains(tokens.at(i).lower);
        any = any || direction[i] != 0;
    }
    // a reply counted in a few sentences is a short one: "keep every answer to two or three
    // sentences", "Odgovarajte u jednoj ili dvije rečenice"
    for (int i = 1; i < n; ++i) {
        if (!lex.sentenceUnits.contains(tokens.at(i).lower))
            continue;
        const QString &before = tokens.at(i - 1).lower;
        const double count = lex.numberWords.value(before, before.toDouble());
        if (count >= 1 && count <= kFewSentences) {
            direction[i] = 1;
            counted[i] = true;
            any = true;
        }
    }
    if (!any)
        return;
    for (int i = 0; i < n; ++i) {
        if (direction[i] == 0)
            continue;
        bool aboutSpeech = false;
        // (a count of sentences anywhere in a rule about replies: "Odgovori neka vam stanu u dvije-tri
        // rečenice"; not "Pass a one-sentence summary in the summary argument")
        const int near = counted[i] ? n : kNear;
        for (int j = std::max(0, i - near); j <= std::min(n - 1, i + near) && !aboutSpeech; ++j)
            aboutSpeech = j != i && speech[j] && !lex.sentenceUnits.contains(tokens.at(j).lower);
        const bool afterBe = (i >= 1 && lex.beWords.contains(tokens.at(i - 1).lower))
            || (i >= 2 && lex.beWords.contains(tokens.at(i - 2).lower));
        if ((!selfSpeech[i] || counted[i]) && !aboutSpeech && !afterBe)
            continue;
        bool turned = false;
        for (int j = std::max(0, i - kTurnedFrom); j < i && !turned && !counted[i]; ++j)
            turned = lex.negations.contains(tokens.at(j).lower) || lex.avoidWords.contains(tokens.at(j).lower);
        const int asks = turned ? -direction[i] : direction[i];
        if (f.brevity == 0 || (asks > 0 && f.brevity < 0)) {
            f.brevity = asks;
            f.brevityRange = {tokens.at(i).start, tokens.at(i).length};
        }
    }
}

} // namespace Polygon::Lint::Features
