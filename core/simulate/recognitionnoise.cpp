// Recognition noise (SPEC.md R-NOISE, docs/noise.md).
//
// The text is cut into tokens: the whitespace before, leading punctuation, a
// core (from the first letter or digit to the last: "can't", "twenty-five",
// "19:30") and trailing punctuation. Number expressions are runs of number
// words not separated by punctuation, parsed with the number grammar the
// flow agent reads with (SpokenNumbers::NumberGrammar, over the tables of
// noisetables.h). Every decision is drawn from its own sub-stream of
// Prng::forTurn(conversation, turn, "noise", runSeed), so a change to one
// table moves as few unrelated draws as possible.
#include "recognitionnoise.h"

#include "noisetables.h"
#include "prng.h"
#include "spokennumbers.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace Polygon {

namespace {

using NoiseTables::Language;
using NoiseTables::NumberKind;
using NoiseTables::NumberWord;
// The number grammar the flow agent reads with (spokennumbers.h): "nineteen
// hundred" is a number here.
using NumberState = SpokenNumbers::NumberGrammar;

struct Token
{
    QString sep; // the whitespace before the token (empty for the first)
    QString lead, core, trail;
    bool isWord() const { return !core.isEmpty(); }
};

struct Tokens
{
    QString prefix; // whitespace before the first token
    QList<Token> list;
    QString tail; // whitespace after the last token
};

bool isCoreChar(QChar c)
{
    return c.isLetterOrNumber() || c.isMark();
}

Token splitWord(const QString &word)
{
    Token token;
    qsizetype a = 0, b = word.size();
    while (a < b && !isCoreChar(word.at(a)))
        ++a;
    while (b > a && !isCoreChar(word.at(b - 1)))
        --b;
    if (a == b) {
        token.lead = word; // punctuation only: "—", "..."
        return token;
    }
    token.lead = word.left(a);
    token.core = word.mid(a, b - a);
    token.trail = word.mid(b);
    return token;
}

Tokens tokenize(const QString &text)
{
    Tokens t;
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n && text.at(i).isSpace())
        ++i;
    t.prefix = text.left(i);
    QString sep;
    while (i < n) {
        const qsizetype start = i;
        while (i < n && !text.at(i).isSpace())
            ++i;
        Token token = splitWord(text.mid(start, i - start));
        token.sep = sep;
        t.list.append(token);
        const qsizetype spaceStart = i;
        while (i < n && text.at(i).isSpace())
            ++i;
        sep = text.mid(spaceStart, i - spaceStart);
    }
    t.tail = sep;
    return t;
}

// ---- numbers ---------------------------------------------------------------

bool isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

// Digits with single separators between them: "50", "19:30", "1-800-555", "25.5".
bool isNumeral(const QString &core)
{
    if (core.isEmpty() || !isAsciiDigit(core.front()) || !isAsciiDigit(core.back()))
        return false;
    bool previousSeparator = false;
    for (const QChar c : core) {
        if (isAsciiDigit(c)) {
            previousSeparator = false;
        } else if (QStringView(u":.,/-").contains(c) && !previousSeparator) {
            previousSeparator = true;
        } else {
            return false;
        }
    }
    return true;
}

// The number words of a core ("twenty-five" has two), or nothing if any
// part is not a number word.
std::optional<QList<NumberWord>> numberParts(const QString &core, const Language &lang)
{
    if (core.isEmpty())
        return std::nullopt;
    QList<NumberWord> parts;
    for (const QString &part : NoiseTables::normalise(core).split(QLatin1Char('-'))) {
        const auto it = lang.numbers.constFind(part);
        if (it == lang.numbers.constEnd())
            return std::nullopt;
        parts.append(*it);
    }
    return parts;
}

bool acceptAll(NumberState &state, const QList<NumberWord> &parts)
{
    for (const NumberWord &w : parts)
        if (!state.accept(w))
            return false;
    return true;
}

struct NumberSpan
{
    qsizetype first = 0, last = 0; // token indexes, inclusive
    qint64 value = 0;
    bool numeral = false;
    QString digits; // spoken, lower case
    bool candidate = false; // read digit by digit when drawn
};

// Token i and i + 1 with nothing but whitespace between them.
bool joined(const QList<Token> &tokens, qsizetype i)
{
    return i + 1 < tokens.size() && tokens.at(i).trail.isEmpty() && tokens.at(i + 1).lead.isEmpty() && tokens.at(i).isWord()
        && tokens.at(i + 1).isWord();
}

QList<NumberSpan> findNumbers(const QList<Token> &tokens, const Language &lang)
{
    QList<NumberSpan> spans;
    NumberState state;
    qsizetype first = -1, last = -1;
    const auto finish = [&] {
        if (first >= 0) {
            NumberSpan s;
            s.first = first;
            s.last = last;
            s.value = state.value();
            s.digits = SpokenNumbers::digitWords(QString::number(s.value), lang);
            spans.append(s);
        }
        state = NumberState();
        first = last = -1;
    };
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens.at(i);
        if (first >= 0 && !(last == i - 1 && joined(tokens, last)))
            finish();
        if (isNumeral(t.core)) {
            finish();
            NumberSpan s;
            s.first = s.last = i;
            s.numeral = true;
            s.digits = SpokenNumbers::digitWords(t.core, lang);
            spans.append(s);
            continue;
        }
        const QString word = NoiseTables::normalise(t.core);
        const bool connector = lang.connectors.contains(word);
        const bool article = lang.articles.contains(word);
        if (connector || article) {
            // Part of the number only if the number word after it fits.
            if (joined(tokens, i)) {
                if (const auto next = numberParts(tokens.at(i + 1).core, lang)) {
                    NumberState trial = connector ? state : NumberState();
                    const bool kindOk = connector || next->front().kind == NumberKind::HundredMultiplier
                        || next->front().kind == NumberKind::Multiplier;
                    const bool ok = connector ? (first >= 0 && trial.acceptConnector(lang.connectorAfterTens))
                                              : (first < 0 && trial.acceptArticle());
                    if (kindOk && ok && acceptAll(trial, *next)) {
                        if (first < 0)
                            first = i;
                        state = trial;
                        last = i + 1;
                        ++i;
                        continue;
                    }
                }
            }
            finish();
            continue;
        }
        const auto parts = numberParts(t.core, lang);
        if (!parts) {
            finish();
            continue;
        }
        if (first >= 0) {
            NumberState trial = state;
            if (acceptAll(trial, *parts)) {
                state = trial;
                last = i;
                continue;
            }
            finish();
        }
        NumberState fresh;
        if (acceptAll(fresh, *parts)) { // "five-six" is not one number: left alone
            state = fresh;
            first = last = i;
        }
    }
    finish();

    for (NumberSpan &s : spans) {
        if (s.numeral) {
            s.candidate = true;
            continue;
        }
        if (s.value < 10) // "five" read digit by digit is still "five"
            continue;
        const QString firstWord = NoiseTables::normalise(tokens.at(s.first).core);
        if (s.first == s.last && lang.ambiguousAlone.contains(firstWord))
            continue;
        // "twenty fifth", "двадцать пятого", "dvadeset i petog": an ordinal, not a count.
        qsizetype next = s.last + 1;
        if (joined(tokens, s.last) && lang.connectors.contains(NoiseTables::normalise(tokens.at(next).core))
            && joined(tokens, next))
            ++next;
        if (joined(tokens, next - 1) && SpokenNumbers::isOrdinal(tokens.at(next).core, lang))
            continue;
        // "5 thousand": the numeral already says the count.
        const auto parts = numberParts(tokens.at(s.first).core, lang);
        const bool startsWithMultiplier
            = parts && (parts->front().kind == NumberKind::Multiplier || parts->front().kind == NumberKind::HundredMultiplier);
        if (startsWithMultiplier && s.first > 0 && joined(tokens, s.first - 1) && isNumeral(tokens.at(s.first - 1).core))
            continue;
        s.candidate = true;
    }
    return spans;
}

// ---- case ------------------------------------------------------------------

QString capitalised(const QString &s)
{
    for (qsizetype i = 0; i < s.size(); ++i)
        if (s.at(i).isLetter())
            return s.left(i) + s.at(i).toUpper() + s.mid(i + 1);
    return s;
}

// `replacement` in the case of `source`: "Fifty" → "Five zero", "FIFTY" →
// "FIVE ZERO"; a canonical capital ("Sunday") stays.
QString matchCase(const QString &source, const QString &replacement)
{
    qsizetype letters = 0, upper = 0;
    QChar firstLetter;
    for (const QChar c : source) {
        if (!c.isLetter())
            continue;
        if (letters == 0)
            firstLetter = c;
        ++letters;
        if (c.isUpper())
            ++upper;
    }
    if (letters >= 2 && upper == letters)
        return replacement.toUpper();
    if (letters > 0 && firstLetter.isUpper())
        return capitalised(replacement);
    return replacement;
}

// ---- the decisions -----------------------------------------------------------

struct Piece
{
    QString sep, lead, core, trail;
};

const QStringView kCarriedPunctuation = u".,!?;:\u2026";

} // namespace

QStringList RecognitionNoise::languages()
{
    return NoiseTables::languageCodes();
}

bool RecognitionNoise::supports(const QString &language)
{
    return NoiseTables::language(language) != nullptr;
}

RecognitionNoise::Probabilities RecognitionNoise::probabilities(double intensity)
{
    const double x = std::isnan(intensity) ? 0.0 : std::clamp(intensity, 0.0, 1.0);
    Probabilities p;
    p.digits = x;
    p.soundAlike = 0.5 * x;
    p.drop = 0.15 * x;
    p.filler = 0.6 * x;
    return p;
}

QString RecognitionNoise::digitsSpoken(const QString &numberExpression, const QString &language)
{
    const Language *lang = NoiseTables::language(language);
    if (!lang)
        return {};
    const Tokens tokens = tokenize(numberExpression);
    if (tokens.list.isEmpty())
        return {};
    for (const Token &t : tokens.list)
        if (!t.isWord() || !t.lead.isEmpty() || !t.trail.isEmpty())
            return {};
    const QList<NumberSpan> spans = findNumbers(tokens.list, *lang);
    QStringList spoken;
    qsizetype expected = 0;
    for (const NumberSpan &s : spans) {
        if (s.first != expected)
            return {}; // a word that is not part of a number
        spoken.append(s.digits);
        expected = s.last + 1;
    }
    if (expected != tokens.list.size())
        return {};
    return spoken.join(QLatin1Char(' '));
}

QStringList RecognitionNoise::soundAlikes(const QString &word, const QString &language)
{
    const Language *lang = NoiseTables::language(language);
    return lang ? lang->soundAlikes.value(NoiseTables::normalise(word)) : QStringList();
}

QList<QPair<QString, QString>> RecognitionNoise::soundAlikePairs(const QString &language)
{
    QList<QPair<QString, QString>> pairs;
    if (const Language *lang = NoiseTables::language(language))
        for (const NoiseTables::SoundAlikePair &p : lang->soundAlikePairs)
            pairs.append({p.heard, p.as});
    return pairs;
}

QStringList RecognitionNoise::fillers(const QString &language)
{
    const Language *lang = NoiseTables::language(language);
    return lang ? lang->fillers : QStringList();
}

NoiseResult RecognitionNoise::apply(const QString &text, const QString &language, double intensity, const QString &conversationId,
                                    qint64 turn, quint64 runSeed)
{
    NoiseResult result;
    result.heard = text;
    const Language *lang = NoiseTables::language(language);
    const Probabilities p = probabilities(intensity);
    if (!lang || p.digits <= 0.0)
        return result;
    const Tokens tokens = tokenize(text);
    const QList<Token> &list = tokens.list;
    if (std::none_of(list.begin(), list.end(), [](const Token &t) { return t.isWord(); }))
        return result;

    // The draws (docs/noise.md, "Reproducing a turn"): four sub-streams
    // seeded in this order from the turn's stream.
    Prng turnStream = Prng::forTurn(conversationId, turn, "noise", runSeed);
    Prng digitsStream(turnStream.next());
    Prng soundAlikeStream(turnStream.next());
    Prng dropStream(turnStream.next());
    Prng fillerStream(turnStream.next());

    // 1. Numbers: one draw per candidate expression, in text order.
    const QList<NumberSpan> spans = findNumbers(list, *lang);
    QList<qsizetype> spanAt(list.size(), -1); // token → converted span
    for (qsizetype s = 0; s < spans.size(); ++s) {
        if (!spans.at(s).candidate)
            continue;
        if (digitsStream.uniform() < p.digits)
            for (qsizetype i = spans.at(s).first; i <= spans.at(s).last; ++i)
                spanAt[i] = s;
    }

    // 2 and 3. Per word token, in text order: one seed from the sound-alike
    // stream (its own Prng decides, then picks) and one draw from the drop stream.
    enum class Fate { Keep, Digits, Drop, SoundAlike };
    QList<Fate> fate(list.size(), Fate::Keep);
    QStringList replacement(list.size());
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!list.at(i).isWord())
            continue;
        Prng soundAlike(soundAlikeStream.next());
        const double dropDraw = dropStream.uniform();
        if (spanAt.at(i) >= 0) {
            fate[i] = Fate::Digits;
        } else if (dropDraw < p.drop) {
            fate[i] = Fate::Drop;
        } else if (soundAlike.uniform() < p.soundAlike) {
            const QStringList options = lang->soundAlikes.value(NoiseTables::normalise(list.at(i).core));
            if (!options.isEmpty()) {
                fate[i] = Fate::SoundAlike;
                replacement[i] = options.at(qsizetype(soundAlike.below(quint64(options.size()))));
            }
        }
    }
    // Never drop every word: the first dropped one stays.
    const bool anyKept = std::any_of(list.begin(), list.end(), [&](const Token &t) {
        const qsizetype i = &t - list.data();
        return t.isWord() && fate.at(i) != Fate::Drop;
    });
    if (!anyKept)
        for (qsizetype i = 0; i < list.size(); ++i)
            if (fate.at(i) == Fate::Drop) {
                fate[i] = Fate::Keep;
                break;
            }

    // 4. A filler at the start: one draw, then a pick.
    QString filler;
    if (fillerStream.uniform() < p.filler && !lang->fillers.isEmpty())
        filler = lang->fillers.at(qsizetype(fillerStream.below(quint64(lang->fillers.size()))));

    const bool typographicApostrophe = text.contains(QChar(0x2019)) && !text.contains(QLatin1Char('\''));
    QList<Piece> pieces;
    QStringList applied;
    bool capitaliseFirst = false;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Token &t = list.at(i);
        switch (fate.at(i)) {
        case Fate::Digits: {
            const NumberSpan &s = spans.at(spanAt.at(i));
            const Token &lastToken = list.at(s.last);
            QStringList said;
            for (qsizetype k = s.first; k <= s.last; ++k)
                said.append(list.at(k).core);
            const QString spoken = matchCase(t.core, s.digits);
            pieces.append({t.sep, t.lead, spoken, lastToken.trail});
            applied.append(QStringLiteral("digits:%1\u2192%2").arg(said.join(QLatin1Char(' ')), spoken));
            i = s.last;
            break;
        }
        case Fate::Drop: {
            applied.append(QStringLiteral("drop:%1").arg(t.core));
            if (pieces.isEmpty() && t.core.front().isUpper())
                capitaliseFirst = true;
            QString carried;
            for (const QChar c : t.trail)
                if (kCarriedPunctuation.contains(c))
                    carried.append(c);
            if (!carried.isEmpty() && !pieces.isEmpty() && pieces.last().trail.isEmpty())
                pieces.last().trail = carried;
            break;
        }
        case Fate::SoundAlike: {
            QString heard = matchCase(t.core, replacement.at(i));
            if (typographicApostrophe)
                heard.replace(QLatin1Char('\''), QChar(0x2019));
            pieces.append({t.sep, t.lead, heard, t.trail});
            applied.append(QStringLiteral("soundalike:%1\u2192%2").arg(t.core, heard));
            break;
        }
        case Fate::Keep:
            pieces.append({t.sep, t.lead, t.core, t.trail});
            break;
        }
    }
    if (capitaliseFirst && !pieces.isEmpty() && !pieces.front().core.isEmpty() && pieces.front().core.front().isLower())
        pieces.front().core = capitalised(pieces.front().core);

    QString heard = tokens.prefix;
    if (!filler.isEmpty()) {
        const bool capital = !pieces.isEmpty() && !pieces.front().core.isEmpty() && pieces.front().core.front().isUpper();
        const QString shown = capital ? capitalised(filler) : filler;
        heard += shown + (shown.endsWith(QLatin1Char('?')) ? QStringLiteral(" ") : QStringLiteral(", "));
        applied.prepend(QStringLiteral("filler:%1").arg(filler));
    }
    for (qsizetype k = 0; k < pieces.size(); ++k) {
        const Piece &piece = pieces.at(k);
        if (k > 0)
            heard += piece.sep;
        heard += piece.lead + piece.core + piece.trail;
    }
    heard += tokens.tail;
    result.heard = heard;
    result.applied = applied;
    return result;
}

} // namespace Polygon
