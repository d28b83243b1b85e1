#include "rulefeatures.h"
#include "rulefeatures_p.h"

#include <QRegularExpression>

#include <algorithm>

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

namespace Features {

Scan::Scan(QStringView text, const Lexicon &lex)
    : text(text)
    , lex(lex)
    , tokens(tokenize(text))
    , n(int(tokens.size()))
    , covered(n, false)
    , overridden(n, false)
    , stemTexts(n)
{
}

bool Scan::skippable(int i) const
{
    const QString &w = tokens.at(i).lower;
    return covered[i] || w == QLatin1String("please") || w == QLatin1String("also") || w == QLatin1String("then")
        || w == QLatin1String("first") || w == QLatin1String("пожалуйста") || w == QLatin1String("также")
        || w == QLatin1String("затем") || w == QLatin1String("сначала") || w == QLatin1String("molimo")
        || w == QLatin1String("zatim") || w == QLatin1String("također") || w == QLatin1String("takođe");
}

int Scan::month(int i) const
{
    const Token &t = tokens.at(i);
    if (t.lower == QLatin1String("may") && !text.at(t.start).isUpper())
        return 0;
    return lex.monthWords.value(t.lower, 0);
}

TextRange rangeOf(const QList<Token> &tokens, int first, int count)
{
    const Token &a = tokens.at(first);
    const Token &b = tokens.at(first + count - 1);
    return {a.start, b.start + b.length - a.start};
}

namespace {

bool isDash(QChar c)
{
    return c == QLatin1Char('-') || c == QChar(0x2013) || c == QChar(0x2014) || c == QChar(0x2012);
}

} // namespace

QStringView between(QStringView text, const Token &a, const Token &b)
{
    return text.mid(a.start + a.length, b.start - a.start - a.length);
}

bool marksBetween(QStringView text, const Token &a, const Token &b, QStringView marks)
{
    const QStringView gap = between(text, a, b);
    return std::any_of(gap.begin(), gap.end(), [&](QChar c) { return marks.contains(c); });
}

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

// Content: the words that say what the rule is about.
void collectContent(Scan &scan, RuleFeatures &f)
{
    const Lexicon &lex = scan.lex;
    const QList<Token> &tokens = scan.tokens;
    const int n = scan.n;
    QList<bool> &covered = scan.covered;
    QList<QString> &stemTexts = scan.stemTexts;
    QList<quint64> stems;
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
}

// Meanings: the content words again, each with what it can stand for; two consecutive words
// the thesaurus or the word groups know as a phrase ("price reductions", "money off") are one,
// and so is an English verb with its particle a few words later ("read the number back").
// Who calls and by what means ("caller", "phone") are left out: every rule is about them.
void collectMeanings(const Scan &scan, RuleFeatures &f)
{
    const Semantics &semantics = Semantics::forLanguage(scan.lex.language);
    const QList<Token> &tokens = scan.tokens;
    // the unit of a number ("24 hours", «300 рублей», «не больше суток») belongs to the value,
    // which the numbers checks compare
    const auto unitOfNumber = [&](int i) {
        const Token &t = tokens.at(i);
        if (!scan.lex.durationUnits.contains(t.lower) && !scan.lex.currencyWords.contains(t.lower))
            return false;
        if (i > 0 && (tokens.at(i - 1).number || scan.lex.numberWords.contains(tokens.at(i - 1).lower)))
            return true;
        return std::any_of(f.numbers.cbegin(), f.numbers.cend(),
                           [&](const NumberFact &n) { return n.range.start <= t.start && t.start < n.range.end(); });
    };
    // a word inside a number said in words: "quarter" of "a quarter of an hour"
    const auto insideNumber = [&](int i) {
        const Token &t = tokens.at(i);
        return std::any_of(f.numbers.cbegin(), f.numbers.cend(), [&](const NumberFact &n) {
            return n.range.length > t.length && n.range.start <= t.start && t.start < n.range.end();
        });
    };
    const auto content = [&](int i) {
        const Token &t = tokens.at(i);
        return !scan.covered[i] && !t.number && t.lower.size() >= 2 && !scan.lex.stopWords.contains(t.lower)
            && !scan.lex.numberWords.contains(t.lower) && !unitOfNumber(i) && !insideNumber(i);
    };
    // a rule of megabytes: its first words say what it is about
    constexpr int kMaxMeanings = 64;
    constexpr int kParticleReach = 5;
    QList<bool> used(scan.n, false);
    // a tool's name ("create_booking", "get_quote") is a name, not words: it meets only itself
    const auto joined = [&](int k) {
        const qsizetype end = tokens.at(k).start + tokens.at(k).length;
        return k + 1 < scan.n && end < scan.text.size() && scan.text[end] == QLatin1Char('_')
            && tokens.at(k + 1).start == end + 1;
    };
    for (int i = 0; i < scan.n && f.meanings.size() < kMaxMeanings; ++i) {
        if (used[i] || (!content(i) && !(joined(i) && !scan.covered[i])))
            continue;
        const Token &t = tokens.at(i);
        if (joined(i)) {
            int last = i;
            while (joined(last))
                used[++last] = true;
            const TextRange range = rangeOf(tokens, i, last - i + 1);
            Meaning m;
            m.key = stemKey(QString(QLatin1Char('\x04') + scan.text.mid(range.start, range.length).toString().toCaseFolded()));
            m.senses.append(m.key);
            m.range = range;
            f.meanings.append(std::move(m));
            continue;
        }
        if (i + 1 < scan.n && !scan.covered[i + 1] && !tokens.at(i + 1).number) {
            if (std::optional<Meaning> p = semantics.phrase(t.lower, tokens.at(i + 1).lower)) {
                p->range = rangeOf(tokens, i, 2);
                f.meanings.append(std::move(*p));
                used[i + 1] = true;
                continue;
            }
        }
        // a reply counted in sentences is a brief one: "two or three sentences", «одна-две фразы»
        const bool counted = i > 0 && (tokens.at(i - 1).number || scan.lex.numberWords.contains(tokens.at(i - 1).lower));
        Meaning m = semantics.word(counted && scan.lex.sentenceUnits.contains(t.lower) ? scan.lex.briefWord : t.lower);
        // a word-group phrase with a word between: «снижение абонентской платы» is «снижение платы»
        if (i + 2 < scan.n && content(i + 1) && content(i + 2) && m.groups.isEmpty()
            && semantics.word(tokens.at(i + 1).lower).groups.isEmpty()) {
            if (std::optional<Meaning> p = semantics.phrase(t.lower, tokens.at(i + 2).lower); p && !p->groups.isEmpty()) {
                p->range = {t.start, t.length};
                f.meanings.append(std::move(*p));
                used[i + 2] = true;
                continue;
            }
        }
        bool split = false;
        for (int j = i + 2; j < scan.n && j <= i + kParticleReach && !split; ++j) {
            if (!semantics.particle(tokens.at(j).lower))
                continue;
            if (std::optional<Meaning> p = semantics.phrase(t.lower, tokens.at(j).lower)) {
                p->range = {t.start, t.length};
                f.meanings.append(std::move(*p));
                used[j] = true;
                split = true;
            }
        }
        if (split || semantics.background(t.lower))
            continue;
        m.range = {t.start, t.length};
        f.meanings.append(std::move(m));
    }
    // "PIN ili lozinku", "dogs and cats", «цена или стоимость»: words of one concept joined by "and"
    // or "or" are one unit of the rule
    for (qsizetype k = 1; k < f.meanings.size();) {
        const Meaning &prev = f.meanings.at(k - 1);
        const Meaning &cur = f.meanings.at(k);
        const qsizetype gapStart = prev.range.end();
        QString between = scan.text.mid(gapStart, cur.range.start - gapStart).toString().toCaseFolded();
        between.remove(QLatin1Char(',')).remove(QLatin1Char('/'));
        between = between.trimmed();
        const bool joined = between.isEmpty() || scan.lex.questionJoins.contains(between);
        if (joined && !prev.groups.isEmpty() && intersects(prev.groups, cur.groups))
            f.meanings.removeAt(k);
        else
            ++k;
    }
    // "Ask the caller to say their date of birth": the saying is the caller's, not the agent's
    bool asks = false;
    for (qsizetype k = 0; k < f.meanings.size();) {
        if (asks && semantics.inGroup(f.meanings.at(k), "tell")) {
            f.meanings.removeAt(k);
            continue;
        }
        asks = asks || semantics.inGroup(f.meanings.at(k), "ask");
        ++k;
    }
    // what the rule is about, without who calls and by what means (the modal conflict check)
    for (int i = 0; i < scan.n; ++i)
        if (!scan.stemTexts.at(i).isEmpty() && !semantics.background(tokens.at(i).lower))
            f.topicStems.append(stemKey(scan.stemTexts.at(i)));
    std::sort(f.topicStems.begin(), f.topicStems.end());
    f.topicStems.erase(std::unique(f.topicStems.begin(), f.topicStems.end()), f.topicStems.end());
}

} // namespace Features

namespace {

RuleFeatures extractFeatures(QStringView text, const Lexicon &lex, bool splitClauses);

// Where a rule of several clauses splits (token index of each clause's first word): at a
// semicolon, a colon or a dash between words, which end a part of the sentence (`ownPart`); at a
// comma before a condition, a relative clause or one that explains ("…, if the tool fails", "…
// клиентам, которые хотят …", "…, because …"); at the comma that ends a leading condition ("If …,
// offer …").
// A condition or a relative clause opens at token i ("if", "unless", "who", «который», "koji"): it
// qualifies the clause before it.
bool opensQualifier(const Features::Scan &scan, int i)
{
    return scan.lex.conditions.matchAt(scan.tokens, i).count > 0 || scan.lex.relativeWords.contains(scan.tokens.at(i).lower);
}

// A clause read on its own (`part`), placed at `from` in its rule: what it says, its word and number
// ranges made relative to the rule's start.
ClauseFeatures clauseOf(const RuleFeatures &part, qsizetype from, qsizetype length)
{
    ClauseFeatures c;
    c.range = {from, length};
    c.negated = part.negated;
    c.repeats = part.repeats;
    c.meanings = part.meanings;
    for (Meaning &m : c.meanings)
        m.range.start += from;
    c.numbers = part.numbers;
    for (NumberFact &nf : c.numbers)
        nf.range.start += from;
    return c;
}

// The gap between two words ends a part of the sentence: a semicolon, a colon or a dash between spaces.
bool endsPart(QStringView gap)
{
    static const QRegularExpression partEnd(QStringLiteral("[;:]|\\s[\\x{2014}\\x{2013}-]\\s"));
    return partEnd.match(gap).hasMatch();
}

struct ClauseStart
{
    int token = 0;
    bool ownPart = false;
    bool colon = false;
};

QList<ClauseStart> clauseStarts(const Features::Scan &scan)
{
    const QList<Token> &tokens = scan.tokens;
    const Lexicon &lex = scan.lex;
    QList<ClauseStart> starts {{0, true}};
    bool leadingCondition = scan.n > 0 && lex.conditions.matchAt(tokens, 0).count > 0;
    const auto negatedNext = [&](int from) {
        for (int k = from; k < std::min(scan.n, from + 2); ++k)
            if (lex.negations.contains(tokens.at(k).lower) && !lex.withoutWords.contains(tokens.at(k).lower))
                return true;
        return false;
    };
    for (int i = 1; i < scan.n; ++i) {
        const QStringView gap = Features::between(scan.text, tokens.at(i - 1), tokens.at(i));
        const QString &w = tokens.at(i).lower;
        if (endsPart(gap)) {
            starts.append({i, true, gap.contains(QLatin1Char(':'))});
            leadingCondition = false;
        } else if (gap.contains(QLatin1Char(','))) {
            if (leadingCondition || opensQualifier(scan, i) || lex.subordinators.contains(w))
                starts.append({i, false});
            leadingCondition = false;
        } else if (i >= 2 && lex.questionJoins.contains(w) && negatedNext(i + 1)) {
            // a second directive of the other polarity: "Be concise and do not burden the caller with details"
            starts.append({i, false});
        } else if (!leadingCondition && i >= 2 && opensQualifier(scan, i)
                   && !lex.questionVerbs.contains(tokens.at(i - 1).lower)) {
            // a trailing condition or relative clause needs no comma: "Always offer express cleaning
            // when the caller is in a hurry", "Recite kupcu cijenu dijela koju vrati alat"
            starts.append({i, false});
        }
    }
    // a clause of one word says nothing of its own
    for (qsizetype k = starts.size() - 1; k >= 1; --k) {
        const int end = k + 1 < starts.size() ? starts.at(k + 1).token : scan.n;
        if (end - starts.at(k).token < 2 || starts.at(k).token - starts.at(k - 1).token < 2) {
            if (starts.at(k).ownPart && k + 1 < starts.size())
                starts[k + 1].ownPart = true;
            starts.removeAt(k);
        }
    }
    return starts;
}

void findClauses(const Features::Scan &scan, RuleFeatures &f)
{
    QList<ClauseStart> starts = clauseStarts(scan);
    const QList<Token> &tokens = scan.tokens;
    const auto textOf = [&](qsizetype k) {
        const qsizetype from = tokens.at(starts.at(k).token).start;
        const Token &lastToken = tokens.at((k + 1 < starts.size() ? starts.at(k + 1).token : scan.n) - 1);
        return scan.text.mid(from, lastToken.start + lastToken.length - from);
    };
    // a colon after a directive that the rest explains ends a clause ("Never promise a free lesson:
    // the first one is paid"), and so does one before a directive that a statement leads to ("… but you
    // are not a vet: you must not recommend medicines"); not one after a label ("Oak, dry, split: €90 a
    // cubic metre") or before the steps of what it names ("Confirm before booking: say the date, …")
    for (qsizetype k = starts.size() - 1; k >= 1; --k)
        if (starts.at(k).colon
            && (extractFeatures(textOf(k - 1), scan.lex, false).modality == Modality::None)
                == (extractFeatures(textOf(k), scan.lex, false).modality == Modality::None))
            starts.removeAt(k);
    if (starts.size() < 2)
        return;
    // a clause that qualifies the one before it in its part of the sentence: a condition or a relative clause
    const auto qualifies = [&](qsizetype k) { return opensQualifier(scan, starts.at(k).token); };
    for (qsizetype k = 0; k < starts.size(); ++k) {
        const QStringView clauseText = textOf(k);
        const qsizetype from = clauseText.data() - scan.text.data();
        const RuleFeatures part = extractFeatures(clauseText, scan.lex, false);
        ClauseFeatures c = clauseOf(part, from, clauseText.size());
        c.modality = part.modality == Modality::None && k == 0 && !part.conditional ? f.modality : part.modality;
        c.qualified = (k + 1 < starts.size() && !starts.at(k + 1).ownPart && qualifies(k + 1))
            || (k > 0 && !starts.at(k).ownPart && (k == 1 ? f.conditional && qualifies(0) : qualifies(k - 1)));
        // a relative clause or a condition qualifies another clause: it is not compared on its own
        if ((k > 0 && qualifies(k)) || part.conditional || (c.modality == Modality::None && c.numbers.isEmpty()))
            continue;
        f.clauses.append(std::move(c));
    }
}

// What a rule has the agent pass on is a rule of its own: "Remind callers that dogs may never run
// loose", «Предупреждайте покупателя, что мотки, которые уже начали разматывать, обратно не
// принимаются», "Ako stranka spomene stjenice, recite joj da takav namještaj ne preuzimamo". A verb
// of passing on (Lexicon::reportVerbs) not under a negation, at most three words, then "that" («что»,
// "da"): what follows, to the end of its part of the sentence, is compared as a clause, with its own
// modality (a negated statement forbids, a plain one requires, one with a number states a fact) and
// no condition (the rule's condition says when to pass it on, not when it holds).
void findReportedContent(const Features::Scan &scan, RuleFeatures &f)
{
    const QList<Token> &tokens = scan.tokens;
    const Lexicon &lex = scan.lex;
    // (the rule's modality may be the passed-on rule's own: "Warn the owner that nobody may stay on board")
    if (f.modality == Modality::None || lex.reportVerbs.isEmpty())
        return;
    const auto reports = [&](const QString &w) {
        if (!lex.reportHeads.contains(wordHead(w)))
            return false;
        return std::any_of(lex.reportVerbs.cbegin(), lex.reportVerbs.cend(),
                           [&](const QString &v) { return v.size() >= 4 ? w.startsWith(v) : w == v; });
    };
    for (int i = 0; i + 2 < scan.n; ++i) {
        if (lex.negations.contains(tokens.at(i).lower))
            return; // "Do not tell callers that …": what is not to be said is no rule
        if (!reports(tokens.at(i).lower))
            continue;
        int that = -1;
        for (int k = i + 1; k <= std::min(scan.n - 2, i + 4); ++k) {
            const QString &w = tokens.at(k).lower;
            if (lex.thatWords.contains(w)) {
                that = k;
                break;
            }
            if (lex.relativeWords.contains(w) || lex.conditions.matchAt(tokens, k).count > 0 || lex.negations.contains(w))
                break;
        }
        if (that < 0)
            continue;
        // to the end of its part of the sentence (a semicolon, a colon or a dash ends it)
        int last = that + 1;
        while (last + 1 < scan.n && !endsPart(Features::between(scan.text, tokens.at(last), tokens.at(last + 1))))
            ++last;
        if (last - that < 2)
            return;
        const qsizetype from = tokens.at(that + 1).start;
        const QStringView said = scan.text.mid(from, tokens.at(last).start + tokens.at(last).length - from);
        const RuleFeatures part = extractFeatures(said, lex, false);
        ClauseFeatures c = clauseOf(part, from, said.size());
        // ("… that without a logbook we cannot take the car" requires the logbook, as viewsOf reads a rule)
        const bool requiresIt = part.without && part.modality == Modality::Forbidden;
        c.modality = requiresIt               ? Modality::Required
            : part.modality != Modality::None ? part.modality
            : part.negated                    ? Modality::Forbidden
            : part.numbers.isEmpty()          ? Modality::Required
                                              : Modality::None;
        c.negated = part.negated && !requiresIt;
        c.reported = true;
        if (c.meanings.size() >= 2)
            f.clauses.append(std::move(c));
        return;
    }
}

RuleFeatures extractFeatures(QStringView text, const Lexicon &lex, bool splitClauses)
{
    using namespace Features;
    RuleFeatures f;
    Scan scan(text, lex);
    f.words = scan.n;

    findMainClause(scan, f); // rulefeatures_clauses.cpp
    findModality(scan, f);
    findConditionsAndRepetition(scan, f);
    findDirective(scan, f);
    countInstructions(scan, f);
    findCritical(scan, f);
    findNegation(scan, f);
    findAgentSubject(scan, f);
    findRestriction(scan, f);
    findDirectiveAfterModal(scan, f);
    findBrevity(scan, f); // rulefeatures_clauses.cpp
    findFormalAddress(scan, f);
    collectContent(scan, f);
    findVague(scan, f); // rulefeatures_phrases.cpp
    findReferences(scan, f);
    dropVagueInReferences(f);
    findDefinitions(scan, f);
    findDays(scan, f); // rulefeatures_numbers.cpp
    findPayment(scan, f);
    findNumbers(scan, f);
    addFreeOfCharge(scan, f);
    addBirthdayAges(scan, f);
    addAgeOfMajority(scan, f);
    findVagueQualifiers(scan, f); // rulefeatures_phrases.cpp: after the numbers, which make them precise
    findVagueConditions(scan, f);
    widenVague(scan, f);
    dropDescriptions(scan, f);
    showVague(scan, f);
    collectMeanings(scan, f); // after the numbers: their units are no meanings

    // The set of what it says, for reordered duplicates.
    QString bag = QString::number(int(f.modality));
    for (quint64 s : f.contentStems)
        bag += QLatin1Char(' ') + QString::number(s, 16);
    for (const NumberFact &nf : f.numbers)
        bag += QLatin1Char(' ') + QString::number(int(nf.kind)) + QLatin1Char(':') + QString::number(nf.value);
    f.bagKey = stemKey(bag);
    const auto said = [&](const QStringList &stems) {
        return std::any_of(stems.cbegin(), stems.cend(),
                           [&](const QString &stem) { return text.contains(stem, Qt::CaseInsensitive); });
    };
    f.returnWord = said(lex.returnStems) || said(lex.nonRefundStems);
    f.includedWord = said(lex.includedStems);
    f.instructs = text.contains(QLatin1Char('`')) || (text.contains(QLatin1Char('_')) && text.contains(QLatin1Char('(')))
        || std::any_of(scan.tokens.cbegin(), scan.tokens.cend(), [&](const Token &t) { return lex.isPoliteImperative(t.lower); });
    if (splitClauses) {
        static const QRegularExpression toolLine(
            QStringLiteral("^[\\s`*]*[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[`*]*\\s*(\\([^)]*\\))?[`*]*\\s*[:\\x{2014}\\x{2013}-]"));
        f.describesTool = toolLine.match(text).hasMatch();
        findClauses(scan, f);
        findReportedContent(scan, f);
    }
    return f;
}

} // namespace

RuleFeatures extractFeatures(QStringView text, const Lexicon &lex)
{
    return extractFeatures(text, lex, true);
}

} // namespace Polygon::Lint
