#include "segmenter.h"

#include <QCryptographicHash>
#include <QSet>

namespace Polygon::Lint {

namespace {

bool isSentenceEnd(QChar c)
{
    return c == QLatin1Char('.') || c == QLatin1Char('!') || c == QLatin1Char('?') || c == QChar(0x2026);
}

bool isClosing(QChar c)
{
    return c == QLatin1Char('"') || c == QLatin1Char('\'') || c == QLatin1Char(')') || c == QLatin1Char(']') || c == QChar(0x201D)
        || c == QChar(0x2019) || c == QChar(0x00BB) || c == QChar(0x201C);
}

bool opensSentence(QChar c)
{
    return c.isUpper() || c.isDigit() || c == QLatin1Char('"') || c == QLatin1Char('\'') || c == QLatin1Char('(')
        || c == QChar(0x201C) || c == QChar(0x201E) || c == QChar(0x00AB) || c == QChar(0x2018) || c == QLatin1Char('*')
        || c == QLatin1Char('_');
}

// Words ending in '.' that do not end a sentence ("e.g. The", "Dr. Smith").
bool isAbbreviation(QStringView word)
{
    static const QSet<QString> abbreviations = [] {
        QSet<QString> s;
        for (const char *w : {"e.g",  "i.e",  "dr", "mr", "mrs", "ms",  "st",  "no", "vs",   "approx", "tel",
                              "ca",   "prof", "jr", "sr", "inc", "ltd", "npr", "tj", "tzv",  "br",     "ul",
                              "gosp", "tel",  "др", "ул", "тел", "им",  "пр",  "см", "напр", "стр",    "etc"})
            s.insert(QString::fromUtf8(w));
        return s;
    }();
    if (word.size() == 1 && word[0].isLetter())
        return true; // an initial, "т. е."
    return abbreviations.contains(word.toString().toCaseFolded());
}

struct Segmenter
{
    const QString &text;
    QString language;
    Segmentation out;
    int words = 0;

    struct Block
    {
        qsizetype start = -1;
        qsizetype end = -1;
        bool item = false;
        bool numbered = false; // an item of a numbered list ("1.", "2)")
    } block;

    void emitRule(qsizetype s, qsizetype e)
    {
        while (s < e && text[s].isSpace())
            ++s;
        while (e > s && text[e - 1].isSpace())
            --e;
        if (s >= e)
            return;
        const QStringView view = QStringView(text).mid(s, e - s);
        const int w = countWords(view);
        if (w == 0)
            return;
        Rule r;
        r.range = {s, e - s};
        r.text = view.toString();
        r.section = int(out.sections.size()) - 1;
        r.heading = out.sections.last().heading;
        r.hash = ruleHash(view, language);
        out.rules.append(std::move(r));
        out.wordsBefore.append(words);
        out.steps.append(block.numbered);
        out.ruleWords.append(w);
        words += w;
    }

    void splitSentences(qsizetype start, qsizetype end)
    {
        qsizetype s = start;
        qsizetype i = start;
        while (i < end) {
            const QChar c = text[i];
            if (!isSentenceEnd(c)) {
                ++i;
                continue;
            }
            qsizetype j = i + 1;
            while (j < end && (isSentenceEnd(text[j]) || isClosing(text[j])))
                ++j;
            if (j >= end)
                break;
            if (!text[j].isSpace()) {
                i = j;
                continue;
            }
            qsizetype k = j;
            while (k < end && text[k].isSpace())
                ++k;
            if (k >= end)
                break;
            bool split = opensSentence(text[k]) || (c != QLatin1Char('.') && text[k].isLetter());
            if (split && c == QLatin1Char('.')) {
                qsizetype w = i;
                while (w > start && (text[w - 1].isLetter() || text[w - 1] == QLatin1Char('.')))
                    --w;
                // (after a number it is a unit that may end the sentence: "… превышает 30 см. Каркас …")
                qsizetype v = w;
                while (v > start && text[v - 1] == QLatin1Char(' '))
                    --v;
                // (… or a unit per another: "40 km/h. Pri …")
                const bool unit = (v < w && v > start && text[v - 1].isDigit()) || (w > start && text[w - 1] == QLatin1Char('/'));
                if (w < i && !unit && isAbbreviation(QStringView(text).mid(w, i - w)))
                    split = false;
            }
            if (split) {
                emitRule(s, j);
                s = k;
            }
            i = k;
        }
        emitRule(s, end);
    }

    void flush()
    {
        if (block.start >= 0)
            splitSentences(block.start, block.end);
        block = {};
    }

    void newSection(qsizetype start, qsizetype length)
    {
        flush();
        Section s;
        s.headingRange = {start, length};
        s.heading = text.mid(start, length);
        s.firstRule = int(out.rules.size());
        s.wordsBefore = words;
        words += countWords(s.heading);
        out.sections.append(s);
    }

    void run()
    {
        out.language = language;
        out.sections.append(Section {});
        const qsizetype n = text.size();
        bool inFence = false;
        qsizetype pos = 0;
        while (pos <= n) {
            qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), pos);
            if (lineEnd < 0)
                lineEnd = n;
            qsizetype end = lineEnd;
            while (end > pos && text[end - 1].isSpace())
                --end;
            qsizetype begin = pos;
            while (begin < end && (text[begin] == QLatin1Char(' ') || text[begin] == QLatin1Char('\t')))
                ++begin;
            const qsizetype indent = begin - pos;
            // block quotes read as their content
            while (begin < end && text[begin] == QLatin1Char('>')) {
                ++begin;
                while (begin < end && text[begin] == QLatin1Char(' '))
                    ++begin;
            }
            const QStringView rest = QStringView(text).mid(begin, end - begin);
            pos = lineEnd + 1;

            if (rest.startsWith(QLatin1String("```")) || rest.startsWith(QLatin1String("~~~"))) {
                flush();
                inFence = !inFence;
                continue;
            }
            if (inFence)
                continue;
            if (rest.isEmpty()) {
                flush();
                continue;
            }
            if (isThematicBreak(rest)) {
                flush();
                continue;
            }
            if (rest.startsWith(QLatin1Char('#'))) {
                qsizetype hashes = 0;
                while (hashes < rest.size() && rest[hashes] == QLatin1Char('#'))
                    ++hashes;
                if (hashes <= 6 && (hashes == rest.size() || rest[hashes] == QLatin1Char(' '))) {
                    qsizetype hs = begin + hashes;
                    qsizetype he = end;
                    while (he > hs && text[he - 1] == QLatin1Char('#'))
                        --he;
                    while (hs < he && text[hs].isSpace())
                        ++hs;
                    while (he > hs && text[he - 1].isSpace())
                        --he;
                    newSection(hs, he - hs);
                    continue;
                }
            }
            if (rest.startsWith(QLatin1Char('|'))) {
                flush();
                bool separator = true;
                for (QChar c : rest)
                    if (c != QLatin1Char('|') && c != QLatin1Char('-') && c != QLatin1Char(':') && c != QLatin1Char(' '))
                        separator = false;
                if (!separator)
                    emitRule(begin, end);
                continue;
            }
            const qsizetype marker = listMarkerLength(rest);
            if (marker > 0) {
                flush();
                qsizetype cs = begin + marker;
                while (cs < end && text[cs].isSpace())
                    ++cs;
                block = {cs, end, true, rest[0].isDigit()};
                continue;
            }
            const bool continuation = block.start >= 0 && block.item && indent > 0;
            if (!continuation && isBoldLine(rest)) {
                qsizetype hs = begin;
                qsizetype he = end;
                while (hs < he && (text[hs] == QLatin1Char('*') || text[hs] == QLatin1Char('_')))
                    ++hs;
                if (he > hs && text[he - 1] == QLatin1Char(':'))
                    --he;
                while (he > hs && (text[he - 1] == QLatin1Char('*') || text[he - 1] == QLatin1Char('_')))
                    --he;
                if (he > hs && text[he - 1] == QLatin1Char(':'))
                    --he;
                newSection(hs, he - hs);
                continue;
            }
            if (!continuation && rest.endsWith(QLatin1Char(':')) && countWords(rest) <= 6 && !hasSentenceEnd(rest)) {
                newSection(begin, end - begin - 1);
                continue;
            }
            if (block.start >= 0) {
                const QChar last = text[block.end - 1];
                const QChar firstChar = rest[0];
                const bool open = last == QLatin1Char(',') || last == QLatin1Char(';') || last == QLatin1Char(':')
                    || last == QLatin1Char('-') || last == QChar(0x2013) || last == QLatin1Char('(') || isSentenceEnd(last);
                if (!open && (firstChar.isUpper() || firstChar.isDigit())) {
                    flush();
                    block = {begin, end, false};
                } else {
                    block.end = end;
                }
            } else {
                block = {begin, end, false};
            }
        }
        flush();
        for (qsizetype s = 0; s < out.sections.size(); ++s) {
            const int next = s + 1 < out.sections.size() ? out.sections.at(s + 1).firstRule : int(out.rules.size());
            out.sections[s].ruleCount = next - out.sections.at(s).firstRule;
        }
        out.totalWords = words;
    }

    static bool isThematicBreak(QStringView rest)
    {
        if (rest.size() < 3)
            return false;
        const QChar c = rest[0];
        if (c != QLatin1Char('-') && c != QLatin1Char('*') && c != QLatin1Char('_') && c != QLatin1Char('='))
            return false;
        int count = 0;
        for (QChar d : rest) {
            if (d == c)
                ++count;
            else if (d != QLatin1Char(' '))
                return false;
        }
        return count >= 3;
    }

    static qsizetype listMarkerLength(QStringView rest)
    {
        if (rest.size() >= 2
            && (rest[0] == QLatin1Char('-') || rest[0] == QLatin1Char('*') || rest[0] == QLatin1Char('+')
                || rest[0] == QChar(0x2022))
            && rest[1].isSpace())
            return 2;
        qsizetype d = 0;
        while (d < rest.size() && d < 3 && rest[d].isDigit())
            ++d;
        if (d > 0 && d + 1 < rest.size() && (rest[d] == QLatin1Char('.') || rest[d] == QLatin1Char(')')) && rest[d + 1].isSpace())
            return d + 2;
        return 0;
    }

    static bool isBoldLine(QStringView rest)
    {
        const bool stars
            = rest.startsWith(QLatin1String("**")) && (rest.endsWith(QLatin1String("**")) || rest.endsWith(QLatin1String("**:")));
        const bool underscores
            = rest.startsWith(QLatin1String("__")) && (rest.endsWith(QLatin1String("__")) || rest.endsWith(QLatin1String("__:")));
        if (!(stars || underscores) || rest.size() < 5)
            return false;
        // one bold run only: "**Booking** and **payment**" is a sentence
        const QStringView inner = rest.mid(2, rest.size() - (rest.endsWith(QLatin1Char(':')) ? 5 : 4));
        return !inner.contains(QLatin1String("**")) && !inner.contains(QLatin1String("__"));
    }

    static bool hasSentenceEnd(QStringView rest)
    {
        for (qsizetype i = 0; i + 1 < rest.size(); ++i)
            if (isSentenceEnd(rest[i]) && rest[i + 1] == QLatin1Char(' '))
                return true;
        return false;
    }
};

} // namespace

int countWords(QStringView text)
{
    int count = 0;
    bool inWord = false;
    for (QChar c : text) {
        const bool w = c.isLetterOrNumber() || c.isHighSurrogate() || c.isLowSurrogate();
        if (w && !inWord)
            ++count;
        inWord = w;
    }
    return count;
}

QByteArray ruleHash(QStringView text, const QString &language)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(QByteArrayView(reinterpret_cast<const char *>(language.utf16()), language.size() * 2));
    hash.addData(QByteArrayView("\0\0", 2));
    hash.addData(QByteArrayView(reinterpret_cast<const char *>(text.utf16()), text.size() * 2));
    return hash.result();
}

Segmentation segmentPrompt(const QString &text, const QString &language)
{
    Segmenter s {text, language, {}, 0, {}};
    s.run();
    return std::move(s.out);
}

} // namespace Polygon::Lint
