#include "surprisalsegments.h"
#include "surprisal_p.h"

#include <algorithm>

namespace Polygon::Lint {

using SurprisalDetail::kMinPhraseWords;

namespace {

bool isApostrophe(char32_t c)
{
    return c == U'\'' || c == U'\u2019' || c == U'\u02BC';
}

bool isWordChar(char32_t c)
{
    return QChar::isLetter(c) || QChar::isMark(c);
}

// Ends a sentence: the language model's context starts again.
bool isSentenceEnd(char32_t c)
{
    return c == U'.' || c == U'!' || c == U'?' || c == U'\u2026' || c == U'\n' || c == U'\r' || c == U'\u2029';
}

// Ends a clause (a phrase boundary) but not the sentence.
bool isClauseBreak(char32_t c)
{
    switch (c) {
    case U',':
    case U';':
    case U':':
    case U'(':
    case U')':
    case U'[':
    case U']':
    case U'{':
    case U'}':
    case U'"':
    case U'\u201C': // “
    case U'\u201D': // ”
    case U'\u201E': // „
    case U'\u00AB': // «
    case U'\u00BB': // »
    case U'\u2013': // –
    case U'\u2014': // —
        return true;
    default:
        return false;
    }
}

// Between two words: the model cannot use the words before (a number, a
// placeholder, a symbol stands in between).
bool breaksContext(char32_t c)
{
    if (QChar::isDigit(c))
        return true;
    switch (QChar::category(c)) {
    case QChar::Symbol_Math:
    case QChar::Symbol_Currency:
    case QChar::Symbol_Modifier:
    case QChar::Symbol_Other:
        return true;
    default:
        break;
    }
    switch (c) {
    case U'{':
    case U'}':
    case U'_':
    case U'@':
    case U'#':
    case U'%':
    case U'&':
    case U'*':
    case U'/':
    case U'\\':
        return true;
    default:
        return false;
    }
}

char32_t codePointAt(const QString &text, qsizetype i, qsizetype end, int *units)
{
    const QChar c = text.at(i);
    if (c.isHighSurrogate() && i + 1 < end && text.at(i + 1).isLowSurrogate()) {
        *units = 2;
        return QChar::surrogateToUcs4(c, text.at(i + 1));
    }
    *units = 1;
    return c.unicode();
}

} // namespace

SurprisalSegments segmentForSurprisal(const QString &text, std::optional<TextRange> range)
{
    SurprisalSegments out;
    const qsizetype begin = range ? std::clamp<qsizetype>(range->start, 0, text.size()) : 0;
    const qsizetype end = range ? std::clamp<qsizetype>(range->end(), begin, text.size()) : text.size();

    struct Clause
    {
        qsizetype first = 0;
        qsizetype count = 0;
    };
    QList<Clause> clauses;
    Clause clause;
    auto closeClause = [&] {
        if (clause.count > 0)
            clauses.append(clause);
        clause = Clause {out.words.size(), 0};
    };

    bool sentenceStart = true;
    bool contextBreak = false;
    qsizetype i = begin;
    while (i < end) {
        int units = 1;
        const char32_t c = codePointAt(text, i, end, &units);
        if (isWordChar(c)) {
            qsizetype j = i + units;
            while (j < end) {
                int u = 1;
                const char32_t d = codePointAt(text, j, end, &u);
                if (isWordChar(d)) {
                    j += u;
                    continue;
                }
                if (isApostrophe(d) && j + u < end) {
                    int v = 1;
                    if (isWordChar(codePointAt(text, j + u, end, &v))) {
                        j += u;
                        continue;
                    }
                }
                break;
            }
            if (clause.count == 0)
                clause.first = out.words.size();
            out.words.append(SurprisalWord {{i, j - i}, text.mid(i, j - i), sentenceStart, contextBreak && !sentenceStart});
            ++clause.count;
            sentenceStart = false;
            contextBreak = false;
            i = j;
            continue;
        }
        if (isSentenceEnd(c)) {
            sentenceStart = true;
            closeClause();
        } else if (isClauseBreak(c)) {
            closeClause();
            if (breaksContext(c))
                contextBreak = true;
        } else if (breaksContext(c)) {
            contextBreak = true;
        }
        i += units;
    }
    closeClause();

    // Clauses under kMinPhraseWords words join the next one; a short last one
    // joins the phrase before it.
    qsizetype first = -1;
    qsizetype count = 0;
    for (const Clause &cl : std::as_const(clauses)) {
        if (first < 0)
            first = cl.first;
        count = cl.first + cl.count - first;
        if (count >= kMinPhraseWords) {
            out.phrases.append(SurprisalPhrase {{}, first, count});
            first = -1;
            count = 0;
        }
    }
    if (first >= 0) {
        if (!out.phrases.isEmpty())
            out.phrases.last().wordCount = first + count - out.phrases.last().firstWord;
        else
            out.phrases.append(SurprisalPhrase {{}, first, count});
    }
    for (SurprisalPhrase &p : out.phrases) {
        const TextRange &a = out.words.at(p.firstWord).range;
        const TextRange &b = out.words.at(p.firstWord + p.wordCount - 1).range;
        p.range = {a.start, b.end() - a.start};
    }
    return out;
}

} // namespace Polygon::Lint
