#include "rulefeatures.h"
#include "rulefeatures_p.h"

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
    const auto content = [&](int i) {
        const Token &t = tokens.at(i);
        return !scan.covered[i] && !t.number && t.lower.size() >= 2 && !scan.lex.stopWords.contains(t.lower)
            && !scan.lex.numberWords.contains(t.lower) && !unitOfNumber(i);
    };
    // a rule of megabytes: its first words say what it is about
    constexpr int kMaxMeanings = 64;
    constexpr int kParticleReach = 5;
    QList<bool> used(scan.n, false);
    for (int i = 0; i < scan.n && f.meanings.size() < kMaxMeanings; ++i) {
        if (used[i] || !content(i))
            continue;
        const Token &t = tokens.at(i);
        // a tool's name ("create_booking") is a name, not words: it meets only itself
        const auto joined = [&](int k) {
            const qsizetype end = tokens.at(k).start + tokens.at(k).length;
            return k + 1 < scan.n && end < scan.text.size() && scan.text[end] == QLatin1Char('_')
                && tokens.at(k + 1).start == end + 1;
        };
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
        Meaning m = semantics.word(t.lower);
        m.range = {t.start, t.length};
        f.meanings.append(std::move(m));
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

RuleFeatures extractFeatures(QStringView text, const Lexicon &lex)
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
    collectContent(scan, f);
    findVague(scan, f); // rulefeatures_phrases.cpp
    findReferences(scan, f);
    dropVagueInReferences(f);
    findDefinitions(scan, f);
    findDays(scan, f); // rulefeatures_numbers.cpp
    findNumbers(scan, f);
    addFreeOfCharge(scan, f);
    collectMeanings(scan, f); // after the numbers: their units are no meanings

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
