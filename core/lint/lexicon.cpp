#include "lexicon.h"

#include <algorithm>

namespace Polygon::Lint {

namespace {

QString u8(const char *s)
{
    return QString::fromUtf8(s);
}

QSet<QString> wordSet(std::initializer_list<const char *> words)
{
    QSet<QString> set;
    set.reserve(qsizetype(words.size()));
    for (const char *w : words)
        set.insert(u8(w));
    return set;
}

// The twelve months, January first.
void addMonths(Lexicon &l, std::initializer_list<const char *> names)
{
    int month = 0;
    for (const char *name : names)
        l.monthWords.insert(u8(name), ++month);
}

// A duration in one adjective (Lexicon::compoundCounts, compoundUnits): the beginnings of counts, and the unit stems
// after them with their minutes.
using Weights = std::initializer_list<std::pair<const char *, double>>;
void addCompoundDurations(Lexicon &l, Weights counts, Weights units)
{
    for (const auto &[w, v] : counts)
        l.compoundCounts.append({u8(w), v});
    for (const auto &[w, v] : units)
        l.compoundUnits.append({u8(w), v});
}

// The ordinal words of the days of a month, first first, each stem with each ending (Lexicon::dayOrdinals); a stem
// that ends in "|" takes no ending ("first|").
void addDayOrdinals(Lexicon &l, std::initializer_list<const char *> stems, std::initializer_list<const char *> endings)
{
    int day = 0;
    for (const char *stem : stems) {
        ++day;
        const QString s = u8(stem);
        if (s.endsWith(QLatin1Char('|'))) {
            l.dayOrdinals.insert(s.chopped(1), day);
            continue;
        }
        for (const char *ending : endings)
            l.dayOrdinals.insert(s + u8(ending), day);
    }
}

// The ordinal words, first first (Lexicon::ordinalWords).
void addOrdinals(Lexicon &l, std::initializer_list<const char *> names)
{
    int n = 0;
    for (const char *name : names)
        l.ordinalWords.insert(u8(name), ++n);
}

QStringList wordList(std::initializer_list<const char *> words)
{
    QStringList list;
    list.reserve(qsizetype(words.size()));
    for (const char *w : words)
        list.append(u8(w));
    return list;
}

bool isWordChar(char32_t c)
{
    return QChar::isLetterOrNumber(c) || QChar::category(c) == QChar::Mark_NonSpacing
        || QChar::category(c) == QChar::Mark_SpacingCombining;
}

bool isApostrophe(char16_t c)
{
    return c == u'\'' || c == u'\u2019' || c == u'\u02BC';
}

char32_t codePointAt(QStringView text, qsizetype i, int *width)
{
    const char16_t c = text[i].unicode();
    if (QChar::isHighSurrogate(c) && i + 1 < text.size() && QChar::isLowSurrogate(text[i + 1].unicode())) {
        *width = 2;
        return QChar::surrogateToUcs4(c, text[i + 1].unicode());
    }
    *width = 1;
    return c;
}

// Splits "a b*" into phrase words; a '|' before a word marks the head.
Phrase parsePhrase(const char *spec)
{
    Phrase p;
    p.text = u8(spec);
    // (a hyphen parts words as tokenize() does: "non-refundable" is "non" and "refundable")
    const QStringList parts
        = QString(p.text).replace(QLatin1Char('-'), QLatin1Char(' ')).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (QString part : parts) {
        if (part.startsWith(QLatin1Char('|'))) {
            p.head = int(p.words.size());
            part.remove(0, 1);
        }
        Phrase::Word w;
        w.prefix = part.endsWith(QLatin1Char('*'));
        if (w.prefix)
            part.chop(1);
        w.text = part;
        p.words.append(w);
    }
    p.text.remove(QLatin1Char('|'));
    p.text.remove(QLatin1Char('*'));
    return p;
}

// Whether the space at `at`, inside a number that starts at `start`, separates groups of
// thousands: one to three digits before it (since the number's start or the last such space),
// exactly three after it, and no word character after those.
bool thousandsGroupAt(QStringView text, qsizetype start, qsizetype at)
{
    qsizetype digitsBefore = 0;
    for (qsizetype k = at - 1; k >= start && text[k].isDigit(); --k)
        ++digitsBefore;
    if (digitsBefore < 1 || digitsBefore > 3 || (at - digitsBefore > start && !text[at - digitsBefore - 1].isSpace()))
        return false;
    for (qsizetype k = at + 1; k <= at + 3; ++k)
        if (k >= text.size() || !text[k].isDigit())
            return false;
    return at + 4 >= text.size() || !(text[at + 4].isLetterOrNumber() || text[at + 4] == QLatin1Char('_'));
}

} // namespace

QList<Token> tokenize(QStringView text)
{
    QList<Token> tokens;
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        int width = 1;
        const char32_t c = codePointAt(text, i, &width);
        if (!isWordChar(c)) {
            i += width;
            continue;
        }
        const qsizetype start = i;
        const bool startsWithDigit = QChar::isDigit(c);
        i += width;
        while (i < n) {
            int w = 1;
            const char32_t d = codePointAt(text, i, &w);
            if (isWordChar(d)) {
                i += w;
                continue;
            }
            // an apostrophe between letters, or . : , between digits, stays inside
            if (i + 1 < n) {
                int w2 = 1;
                const char32_t next = codePointAt(text, i + 1, &w2);
                const char32_t prev = text[i - 1].unicode();
                if (isApostrophe(text[i].unicode()) && QChar::isLetter(prev) && QChar::isLetter(next)) {
                    i += 1;
                    continue;
                }
                if ((d == U'.' || d == U':' || d == U',') && QChar::isDigit(prev) && QChar::isDigit(next)) {
                    i += 1;
                    continue;
                }
                // a space between groups of thousands: «3 000 рублей», "1 200 KM"
                if (startsWithDigit && (d == U' ' || d == 0x00A0 || d == 0x202F || d == 0x2009)
                    && thousandsGroupAt(text, start, i)) {
                    i += 1;
                    continue;
                }
            }
            break;
        }
        Token t;
        t.start = start;
        t.length = i - start;
        const QStringView word = text.mid(start, t.length);
        QString lower = word.toString().toCaseFolded();
        for (QChar &ch : lower) {
            if (ch == QChar(0x2019) || ch == QChar(0x02BC))
                ch = QLatin1Char('\'');
            else if (ch == QChar(0x0451)) // ё reads as е
                ch = QChar(0x0435);
        }
        if (startsWithDigit)
            lower.removeIf([](QChar ch) { return ch.isSpace(); }); // «3 000» is 3000
        t.lower = std::move(lower);
        t.number = startsWithDigit;
        int letters = 0;
        bool allUpper = true;
        for (QChar ch : word) {
            if (ch.isLetter()) {
                ++letters;
                if (!ch.isUpper())
                    allUpper = false;
            }
        }
        t.capitals = letters >= 2 && allUpper;
        qsizetype j = i;
        while (j < n && (text[j] == QLatin1Char(' ') || text[j] == QLatin1Char('\t')))
            ++j;
        t.colonAfter = j < n && text[j] == QLatin1Char(':');
        tokens.append(std::move(t));
    }
    return tokens;
}

PhraseSet::PhraseSet(std::initializer_list<const char *> phrases)
{
    QStringList list;
    for (const char *spec : phrases)
        list.append(QString::fromUtf8(spec));
    add(list);
}

void PhraseSet::add(const QStringList &phrases)
{
    for (const QString &spec : phrases) {
        const int index = int(m_phrases.size());
        m_phrases.append(parsePhrase(spec.toUtf8().constData()));
        const Phrase &p = m_phrases.last();
        if (p.words.isEmpty())
            continue;
        if (p.words.first().prefix)
            m_prefixFirst.append(index);
        else
            m_byFirstWord[p.words.first().text].append(index);
    }
}

bool PhraseSet::matches(const Phrase &p, const QList<Token> &tokens, int at) const
{
    if (at + p.words.size() > tokens.size())
        return false;
    for (qsizetype k = 0; k < p.words.size(); ++k) {
        const Phrase::Word &w = p.words.at(k);
        const QString &t = tokens.at(at + k).lower;
        if (w.prefix ? !t.startsWith(w.text) : t != w.text)
            return false;
    }
    return true;
}

PhraseMatch PhraseSet::matchAt(const QList<Token> &tokens, int at) const
{
    PhraseMatch best;
    const auto consider = [&](int index) {
        const Phrase &p = m_phrases.at(index);
        if (int(p.words.size()) > best.count && matches(p, tokens, at)) {
            best.first = at;
            best.count = int(p.words.size());
            best.phrase = index;
        }
    };
    const auto it = m_byFirstWord.constFind(tokens.at(at).lower);
    if (it != m_byFirstWord.constEnd())
        for (int index : *it)
            consider(index);
    for (int index : m_prefixFirst)
        consider(index);
    return best;
}

QList<PhraseMatch> PhraseSet::matchAll(const QList<Token> &tokens) const
{
    QList<PhraseMatch> found;
    if (m_phrases.isEmpty())
        return found;
    for (int at = 0; at < int(tokens.size());) {
        const PhraseMatch m = matchAt(tokens, at);
        if (m.count > 0) {
            found.append(m);
            at += m.count;
        } else {
            ++at;
        }
    }
    return found;
}

// ---------------------------------------------------------------- stemming

QString Lexicon::stem(const QString &lower) const
{
    QString w = lower;
    if (language == QLatin1String("en")) {
        if (w.endsWith(QLatin1String("'s")))
            w.chop(2);
        static const char *const suffixes[]
            = {"ations", "ation", "ments", "ment", "ings", "ing", "edly", "ies", "ied", "ed", "ly", "es", "s"};
        for (const char *s : suffixes) {
            const QLatin1String suffix(s);
            if (w.size() - suffix.size() >= 3 && w.endsWith(suffix)) {
                if (suffix == QLatin1String("ies") || suffix == QLatin1String("ied")) {
                    w.chop(3);
                    w.append(QLatin1Char('y'));
                } else if (suffix == QLatin1String("es")) {
                    // "closes" → "clos", "boxes" → "box"; "notes" → "note" then "not" below
                    w.chop(1);
                } else {
                    w.chop(suffix.size());
                }
                break;
            }
        }
        if (w.size() > 3 && w.endsWith(QLatin1Char('e')))
            w.chop(1);
        if (w.size() > 3 && w.endsWith(QLatin1Char('s')) && !w.endsWith(QLatin1String("ss")))
            w.chop(1);
        if (w.size() > 6)
            w.truncate(6);
        return w;
    }
    if (language == QLatin1String("ru")) {
        static const char *const endings[]
            = {"иями", "ями", "ами", "иях", "ого", "его", "ому", "ему", "ыми", "ими", "ться", "тся", "ешь", "ете",
               "ите",  "ает", "яет", "ует", "ать", "ять", "еть", "ить", "ют",  "ут",  "ая",   "яя",  "ое",  "ее",
               "ые",   "ие",  "ой",  "ей",  "ий",  "ый",  "ам",  "ям",  "ах",  "ях",  "ом",   "ем",  "ов",  "ев",
               "ую",   "юю",  "а",   "я",   "о",   "е",   "и",   "ы",   "у",   "ю",   "ь",    "й"};
        for (const char *e : endings) {
            const QString ending = u8(e);
            if (w.size() - ending.size() >= 3 && w.endsWith(ending)) {
                w.chop(ending.size());
                break;
            }
        }
        if (w.size() > 5)
            w.truncate(5);
        return w;
    }
    // hr, bs
    static const char *const endings[] = {"ama", "ima", "ati", "iti", "eti", "uti", "ite", "jte", "om", "em",
                                          "og",  "eg",  "oj",  "ih",  "im",  "a",   "e",   "i",   "o",  "u"};
    for (const char *e : endings) {
        const QLatin1String ending(e);
        if (w.size() - ending.size() >= 3 && w.endsWith(ending)) {
            w.chop(ending.size());
            break;
        }
    }
    if (w.size() > 5)
        w.truncate(5);
    return w;
}

bool Lexicon::isPoliteImperative(const QString &lower) const
{
    return lower.size() >= 5 && !stopWords.contains(lower) && endsWithAny(lower, politeEndings);
}

bool Lexicon::isImperative(const QString &lower) const
{
    if (language == QLatin1String("en"))
        return imperativeVerbs.contains(lower);
    if (stopWords.contains(lower))
        return false;
    for (const QString &s : imperativeStems)
        if (lower.startsWith(s))
            return true;
    if (lower.size() >= 5)
        for (const QString &e : imperativeEndings)
            if (lower.endsWith(e) && lower.size() - e.size() >= 2)
                return true;
    return false;
}

int Lexicon::dayMask(const QString &lower) const
{
    for (const auto &[s, mask] : dayStems) {
        if (s.endsWith(QLatin1Char('*'))) {
            if (lower.startsWith(QStringView(s).chopped(1)))
                return mask;
        } else if (lower == s) {
            return mask;
        }
    }
    return 0;
}

bool beginsWithAny(const QString &lower, const QStringList &stems)
{
    return std::any_of(stems.cbegin(), stems.cend(), [&](const QString &s) { return lower.startsWith(s); });
}

bool endsWithAny(const QString &lower, const QStringList &endings)
{
    return std::any_of(endings.cbegin(), endings.cend(), [&](const QString &e) { return lower.endsWith(e); });
}

quint32 wordHead(QStringView word)
{
    return word.size() < 2 ? 0 : quint32(word.at(0).unicode()) << 16 | word.at(1).unicode();
}

bool Lexicon::brevityException(const QString &lower) const
{
    return brevityExceptions.contains(lower) || beginsWithAny(lower, brevityExceptionStems);
}

QString Lexicon::unitName(const QString &lower, double *factor) const
{
    QString unit;
    if (const auto it = unitWords.constFind(lower); it != unitWords.constEnd())
        unit = *it;
    for (qsizetype i = 0; unit.isEmpty() && i < unitStems.size(); ++i)
        if (lower.startsWith(unitStems.at(i).first))
            unit = unitStems.at(i).second;
    // the units of one measure, in the first of them
    static const QHash<QString, std::pair<QString, double>> measures {
        {QStringLiteral("g"), {QStringLiteral("kg"), 0.001}}, {QStringLiteral("t"), {QStringLiteral("kg"), 1000}},
        {QStringLiteral("ml"), {QStringLiteral("l"), 0.001}}, {QStringLiteral("m³"), {QStringLiteral("l"), 1000}},
        {QStringLiteral("cm"), {QStringLiteral("m"), 0.01}},  {QStringLiteral("mm"), {QStringLiteral("m"), 0.001}},
    };
    double scale = 1;
    if (const auto it = measures.constFind(unit); it != measures.constEnd()) {
        unit = it->first;
        scale = it->second;
    }
    if (factor)
        *factor = scale;
    return unit;
}

bool Lexicon::speaksOfAge(const QString &lower) const
{
    return ageWords.contains(lower) || beginsWithAny(lower, ageStems);
}

int Lexicon::brevityOf(const QString &lower, bool *speech) const
{
    const auto begins = [&](const QStringList &stems) { return beginsWithAny(lower, stems); };
    *speech = false;
    if (!brevityHeads.contains(wordHead(lower)))
        return 0;
    if (brevityException(lower))
        return 0;
    if (begins(speechBriefStems)) {
        *speech = true;
        return 1;
    }
    if (begins(speechLongStems)) {
        *speech = true;
        return -1;
    }
    if (begins(briefStems))
        return 1;
    if (begins(longStems))
        return -1;
    *speech = begins(speechStems);
    return 0;
}

// ---------------------------------------------------------------- English

namespace {

Lexicon english()
{
    Lexicon l;
    l.language = QStringLiteral("en");
    l.stopWords = wordSet(
        {"a",         "an",       "the",   "and",    "or",      "but",     "if",        "of",      "to",     "in",      "on",
         "at",        "for",      "with",  "by",     "from",    "as",      "is",        "are",     "be",     "been",    "being",
         "was",       "were",     "it",    "its",    "it's",    "this",    "that",      "these",   "those",  "you",     "your",
         "yours",     "you're",   "we",    "our",    "ours",    "us",      "they",      "them",    "their",  "he",      "she",
         "his",       "her",      "him",   "i",      "me",      "my",      "will",      "would",   "shall",  "can",     "could",
         "may",       "might",    "must",  "should", "do",      "does",    "did",       "so",      "than",   "then",    "there",
         "here",      "what",     "which", "who",    "whom",    "when",    "where",     "how",     "why",    "all",     "any",
         "each",      "every",    "both",  "also",   "just",    "only",    "very",      "too",     "about",  "into",    "over",
         "under",     "up",       "down",  "out",    "off",     "again",   "once",      "please",  "per",    "via",     "has",
         "have",      "had",      "yes",   "unless", "not",     "no",      "never",     "always",  "one",    "someone", "anyone",
         "something", "anything", "own",   "other",  "same",    "such",    "more",      "most",    "less",   "least",   "before",
         "after",     "during",   "while", "until",  "through", "between", "because",   "whether", "either", "neither", "nor",
         "don't",     "doesn't",  "won't", "can't",  "cannot",  "mustn't", "shouldn't", "isn't",   "aren't", "let",     "get",
         "gets"});
    l.requiredOverrides = PhraseSet({"don't forget", "do not forget", "never forget", "not forget"});
    l.boundNegations
        = PhraseSet({"no more than", "not more than", "no later than", "not later than", "no less than", "not less than",
                     "no longer than", "not longer than", "no earlier than", "not earlier than", "no fewer than", "not only"});
    l.forbidden = PhraseSet({"never",
                             "must not",
                             "mustn't",
                             "must never",
                             "do not",
                             "don't",
                             "cannot",
                             "can't",
                             "can not",
                             "may not",
                             "should not",
                             "shouldn't",
                             "should never",
                             "not allowed",
                             "are not allowed",
                             "is not allowed",
                             "avoid",
                             "refrain from",
                             "under no circumstances",
                             "forbidden",
                             "prohibited",
                             "not permitted",
                             "not possible",
                             "non |refundable",
                             "not |refundable",
                             "won't",
                             "will not",
                             "no longer",
                             "have no right to",
                             "has no right to",
                             "are not to",
                             "is not to",
                             "inappropriate",
                             "not appropriate",
                             "out of place"});
    l.required = PhraseSet({"must", "have to", "has to", "need to", "needs to", "always", "make sure", "be sure to", "ensure",
                            "is required", "are required", "required to", "mandatory", "should", "at all times",
                            "without exception", "every time", "remember to"});
    l.permitted = PhraseSet({"may",
                             "can",
                             "could",
                             "feel free",
                             "it's ok",
                             "it is ok",
                             "it's okay",
                             "it is okay",
                             "it's fine",
                             "it is fine",
                             "is allowed",
                             "is |refundable",
                             "are |refundable",
                             "is |cancellable",
                             "are |cancellable",
                             "is |transferable",
                             "are |transferable",
                             "is |exchangeable",
                             "are |exchangeable",
                             "are allowed",
                             "allowed to",
                             "optionally",
                             "optional",
                             "you are welcome to",
                             "are welcome",
                             "is welcome",
                             "is acceptable",
                             "permitted",
                             "do not have to",
                             "don't have to",
                             "do not need to",
                             "don't need to",
                             "needn't",
                             "not required",
                             "is not required",
                             "are not required",
                             "not necessary"});
    l.strong = PhraseSet({"must", "must not", "mustn't", "must never", "never", "always", "under no circumstances",
                          "at all times", "without exception"});
    l.emphasis = PhraseSet({"important", "importantly", "critical", "critically", "crucial", "essential", "vital", "mandatory",
                            "strictly", "absolutely", "top priority", "highest priority", "under no circumstances",
                            "non-negotiable", "non negotiable"});
    l.conditions
        = PhraseSet({"if", "unless", "except", "except for", "only if", "only when", "when", "whenever", "in case",
                     "provided that", "as long as", "otherwise", "apart from", "the only exception", "with the exception of"});
    l.exceptions = wordSet({"unless", "except", "apart", "the", "with"}); // ("the only exception", "with the exception of")
    l.onlyWords = wordSet({"only"});
    l.exclusiveWords = wordSet({"exclusively", "solely"});
    l.frequencyWords
        = wordSet({"usually", "often", "normally", "generally", "typically", "mostly", "mainly", "frequently", "sometimes"});
    l.reasonWords = PhraseSet({"because", "since"});
    l.consequenceWords = PhraseSet({"so", "therefore", "which is why"});
    l.contrastJoins = wordSet({"but", "while", "whereas"});
    l.personRelatives = wordSet({"who"});
    l.othersThan = PhraseSet({"other than", "anyone but", "anybody but", "except", "apart from", "outside"});
    l.outsideWords = PhraseSet({"outside", "beyond"});
    l.extentWords = wordSet({"reaches", "reach", "extends", "stretches", "covers"});
    l.universals = wordSet({"always", "every", "each"});
    l.alwaysWords = PhraseSet({"always", "at all times", "without exception"});
    l.neverWords = PhraseSet({"never", "under no circumstances", "at no time"});
    l.questionVerbs = wordSet({"ask", "out", "check", "know", "tell", "confirm", "clarify", "whether"});
    l.questionJoins = wordSet({"and", "or"});
    l.demonstratives = wordSet({"this", "these"});
    l.andWords = wordSet({"and"});
    l.verbAfterAnd = wordSet({"is", "are", "will", "must", "can", "gets"});
    l.laterWords = wordSet({"later"});
    l.alreadyWords = wordSet({"already", "even", "only", "just"});
    l.noneWords = wordSet({"no", "nobody", "none", "nothing", "neither"});
    l.leastWords = wordSet({"least", "most", "minimum", "maximum", "min", "max"});
    l.relativeWords = wordSet({"who", "which", "whose", "whom"});
    l.especially = wordSet({"especially", "particularly", "even"});
    l.subordinators = wordSet({"because", "since", "although", "though", "where", "when", "whenever"});
    l.repetition = PhraseSet({"twice", "again", "more than once", "a second time"});
    l.vague = PhraseSet(
        {"as appropriate",
         // (what nobody named or dated: "Callers looking for something special", "shortly before the
         // visit", "in the holiday season")
         "something special", "shortly before", "holiday season", "festive season", "appropriate", "appropriately", "if needed",
         "if necessary", "when necessary", "where necessary", "as necessary", "as needed", "when needed", "if possible",
         "where possible", "when possible", "whenever possible", "as soon as possible", "asap", "soon", "shortly",
         "at short notice", "in certain cases", "in some cases", "in a timely manner", "in due course", "reasonable",
         "reasonably", "suitable", "suitably", "adequate", "adequately", "proper", "properly", "relevant", "some", "a few",
         "several", "a bit", "a little", "various", "etc", "and so on", "and so forth", "or similar", "and the like", "usually",
         "normally", "generally", "typically", "often", "sometimes", "occasionally", "try to", "where applicable",
         "if applicable", "as required", "at your discretion", "use your judgement", "use your judgment", "use common sense",
         "large", "small", "briefly", "quickly", "later", "a while", "some time", "in bulk", "bulk orders", "large quantities",
         // (a quality, a boundary, a state nobody measured: "fruit of good quality", "just outside the service area",
         // "products with a short shelf life", "non-standard sizes")
         "good quality", "of good quality", "good-quality", "just outside the", "short shelf life", "non-standard", "nonstandard",
         // (a moment nobody named: "callers who cancel at the last minute")
         "last minute", "last-minute", "at the last moment"});
    // (what the workshop's load allows: nobody said how much)
    l.vague.add(wordList({"when the workload allows", "if the workload allows", "workload permitting", "time permitting",
                          "if time allows", "when time allows", "if the schedule allows", "when the schedule allows"}));
    l.vague.add(wordList({"when there is time", "if there is time", "when there's time", "if there's time", "if you have time",
                          "when you have time"}));
    // (how many times is "repeatedly", how long is "as long as needed": nobody said)
    l.vague.add(wordList({"repeatedly", "multiple times", "as long as needed", "as long as necessary", "as much as needed",
                          "as much as necessary", "sensibly"}));
    // (how much is "significantly late", "considerably longer": nobody said)
    l.vague.add(wordList({"significantly", "considerably", "substantially"}));
    l.vague.add(
        wordList({"in the morning hours", "in the afternoon hours", "in the evening hours", "in the early morning hours"}));
    l.notVague
        = PhraseSet({"how many", "how much", "how long", "how soon", "later than", "no later than", "as soon as", "small print",
                     // the style of the replies is no vague qualifier: "Answer briefly"
                     "answer* briefly", "repl* briefly", "respond* briefly", "speak* briefly", "briefly answer*", "briefly repl*",
                     "briefly respond*"});
    // (emphasis, not a degree: "particularly important")
    l.notVague.add(wordList({"particularly important", "especially important", "particularly careful", "especially careful"}));
    l.references = PhraseSet({"as usual",     "the usual way", "the usual",      "as before",
                              "as discussed", "as agreed",     "like last time", "the same as last time",
                              "|policy",      "|policies",     "|procedure",     "|procedures",
                              "|protocol",    "|protocols",    "|guidelines",    "|script",
                              "|playbook",    "|handbook",     "|manual",        "|rulebook",
                              "|sop"});
    l.negations = wordSet({"not", "no", "never", "don't", "doesn't", "didn't", "won't", "can't", "cannot", "mustn't", "shouldn't",
                           "isn't", "aren't", "nor", "neither", "without", "nothing", "nobody", "none"});
    l.withoutWords = wordSet({"without"});
    l.untilWords = wordSet({"until", "till"});
    l.aloneWords = wordSet({"alone", "unaccompanied", "unsupervised", "without"});
    l.withoutIdioms = PhraseSet({"without exception", "without fail", "without delay"});
    l.clauseOpeners = wordSet({"before", "after", "once", "while", "during", "at", "in", "on", "as", "when", "whenever", "if",
                               "unless", "for", "with"});
    l.directiveNegators = wordSet({"no"});
    l.caseWords = wordSet({"if", "when", "whenever", "unless", "once", "after", "before", "while"});
    l.ifWords = wordSet({"if", "when", "whenever"});
    l.whenWords = wordSet({"when"});
    l.inWords = wordSet({"in", "for", "at", "on", "during", "outside"});
    l.caseNouns = wordSet({"case", "cases", "situation", "situations", "circumstances", "matters", "requests"});
    l.conditionNouns = wordSet({"weather", "times", "days", "periods", "hours", "conditions", "traffic", "seasons", "wind",
                                "winds", "rain", "snow", "heat"});
    l.urgentStems = wordList({"urgent", "emergenc"});
    l.enoughWords = wordSet({"enough", "sufficiently"});
    l.purposeWords = wordSet({"to"});
    l.turnaroundCues = PhraseSet({"ready", "turnaround", "finished within", "finished in", "completed within", "completed in",
                                  "done within", "receive", "receives", "will receive"});
    l.holdWords = PhraseSet({"reserv*", "on hold", "held", "hold", "put aside", "set aside", "kept aside"});
    l.priceChangeWords = PhraseSet({"surcharge*", "extra", "supplement*", "less", "more", "off", "cheaper", "dearer", "increase*",
                                    "rise*", "raise*", "add", "adds", "added", "additional"});
    l.partsOfDay = PhraseSet({"morning*", "afternoon*", "evening*", "night*"});
    l.countedFromWords = wordSet({"of", "from", "since"});
    l.bookingStems = wordList({"book", "reserv", "order"});
    l.urgentAdverbs = wordSet({"urgently"});
    l.agentWords = wordSet({"assistant", "bot"});
    l.agentDeterminers = wordSet({"the", "our", "this"});
    l.byDayWords = wordSet({"until", "till", "by"});
    l.alsoWords = wordSet({"also", "too", "extra", "additional"});
    l.atOnce = PhraseSet({"at once", "at a time", "at the same time", "in one session"});
    l.anyonePronouns = wordSet({"nobody", "anyone", "anybody", "everyone", "everybody", "someone", "somebody"});
    l.ageComparisons = wordSet({"under", "over"});
    l.judgingStems
        = wordList({"bad",         "poor",        "risky",   "dangerous", "unsafe",      "serious",  "severe", "difficult",
                    "complicated", "complex",     "crowded", "large",     "big",         "heavy",    "rough",  "extreme",
                    "tricky",      "problematic", "unusual", "major",     "significant", "demanding"});
    // (… and how easy it looks: "if the repair sounds straightforward")
    l.judgingStems.append(wordList({"straightforward", "simple", "easy"}));
    // (… and how long or quiet: "If the queue is long", "if the lanes are quiet enough")
    l.judgingStems.append(wordList({"long", "quiet", "slow", "expensive"}));
    // (… and how nice: "if the weather is nice"; not how a caller feels, "If the caller is upset, …", which the
    // caller says)
    l.judgingStems.append(wordList({"nice"}));
    // (… and how hot or cold: "if it is very cold"; how busy judges times only, crowdStems: "at busy times", not "If the
    // estimator is busy")
    l.judgingStems.append(wordList({"hot", "cold"}));
    // (… and how long ago: "If the dog's surgery was recent")
    l.judgingStems.append(wordList({"recent"}));
    l.crowdStems = wordList({"busy", "busier", "busiest", "crowded"});
    l.unaccompanied
        = PhraseSet({"on their own", "on his own", "on her own", "alone", "unaccompanied", "by themselves", "without an adult",
                     "without a parent", "without a guardian", "without a grown-up", "without adult", "without parents"});
    l.accompanied = PhraseSet({"accompanied", "an adult", "a parent", "a guardian", "a grown-up", "adult supervision"});
    l.returnStems = wordList({"return", "refund", "repaid", "back"}); // ("get the deposit back in full")
    l.moneyStems = wordList({"money", "payment", "fee"});
    l.nonRefundStems = wordList({"non-refund", "nonrefund"});
    l.vague.add(
        wordList({"a good reason", "a valid reason", "a legitimate reason", "good cause", "good reasons", "valid reasons"}));
    l.vague.add(wordList({"some experience", "a little experience", "a bit of experience"})); // how much, nobody said
    l.imperativeVerbs = wordSet(
        {"ask",       "confirm",    "tell",     "say",          "offer",    "check",        "collect",   "repeat",    "transfer",
         "use",       "keep",       "be",       "avoid",        "do",       "make",         "greet",     "end",       "introduce",
         "read",      "spell",      "verify",   "let",          "give",     "answer",       "respond",   "reply",     "speak",
         "mention",   "follow",     "escalate", "book",         "cancel",   "explain",      "apologise", "apologize", "thank",
         "wait",      "try",        "take",     "note",         "record",   "inform",       "remind",    "quote",     "state",
         "provide",   "send",       "forward",  "direct",       "refer",    "suggest",      "recommend", "propose",   "stay",
         "remain",    "treat",      "handle",   "describe",     "list",     "ensure",       "request",   "capture",   "look",
         "find",      "put",        "call",     "hang",         "finish",   "start",        "begin",     "stop",      "limit",
         "never",     "always",     "mind",     "assume",       "accept",   "refuse",       "decline",   "reject",    "share",
         "disclose",  "reveal",     "promise",  "guarantee",    "discuss",  "invent",       "guess",     "interrupt", "pause",
         "summarise", "summarize",  "clarify",  "double-check", "identify", "authenticate", "update",    "change",    "modify",
         "schedule",  "reschedule", "register", "log",          "report",   "warn",         "advise",    "notify",    "contact",
         "connect",   "route",      "hand",     "pass",         "sound",    "act",          "address",   "prefer",    "focus",
         "respect",   "welcome",    "wrap",     "reassure",     "calm",     "acknowledge",  "listen",    "don't",     "only",
         "please",    "remember",   "write",    "lead",         "steer",    "close",        "open",      "agree",     "charge",
         "waive",     "apply",      "include",  "exclude",      "add",      "remove",       "mark",      "flag",      "create",
         "arrange",   "allow",      "print",    "sign",         "seat"});
    l.acronyms
        = wordSet({"sms", "vip",  "id",  "pin", "iban", "ok",  "usa", "uk",   "eu",  "eur", "usd", "gbp", "bam",  "km",  "api",
                   "faq", "cet",  "gmt", "utc", "am",   "pm",  "tv",  "gp",   "er",  "icu", "mri", "ct",  "ecg",  "ekg", "dna",
                   "atm", "pos",  "cvv", "otp", "url",  "www", "pdf", "gdpr", "ai",  "llm", "tts", "stt", "kyc",  "aml", "nhs",
                   "dr",  "rsvp", "a.m", "p.m", "hr",   "bs",  "ru",  "en",   "mr",  "mrs", "ms",  "oib", "jmbg", "pdv", "bih",
                   "rh",  "hzzo", "sos", "us",  "nb",   "ps",  "vat", "iso",  "ceo", "it",  "hq",  "dob"});
    l.openWords = wordSet({"from", "open", "opens", "opening", "opened", "since", "starting", "start", "starts"});
    l.closeWords = wordSet({"until", "till", "til", "to", "close", "closes", "closing", "closed", "through", "ends", "end"});
    l.closedWords = wordSet({"closed", "shut"});
    l.briefStems = wordList({"brief", "short", "compact", "crisp"});
    l.longStems = wordList({"long", "lengthy", "drawn"});
    l.speechStems
        = wordList({"answer", "repl", "respon", "sentence", "explanation", "speak", "talk", "speech", "conversation", "wording"});
    l.speechBriefStems = wordList({"concise", "succinct", "terse"});
    l.speechLongStems = wordList({"ramble", "rambling", "wordy", "verbose", "waffl", "monologue", "lecture"});
    l.brevityExceptions = wordSet({"shortly", "longer", "longest"});
    l.brevityExceptionStems = wordList({"shortage", "shortcut", "shortlist", "longstanding", "longtime", "lecturer"});
    l.beWords = wordSet({"be", "keep", "stay", "remain"});
    l.avoidWords = wordSet({"avoid", "avoiding", "without", "never", "no"});
    l.hoursWords = wordSet(
        {"open",  "opens",     "opening", "opened",   "close",    "closes",   "closing", "closed",     "until",   "till",
         "from",  "to",        "at",      "we",       "are",      "is",       "be",      "restaurant", "clinic",  "office",
         "shop",  "store",     "bank",    "branch",   "practice", "business", "hours",   "daily",      "every",   "day",
         "days",  "work",      "surgery", "pharmacy", "salon",    "center",   "centre",  "working",    "works",   "team",
         "doors", "reception", "line",    "lines",    "phone",    "phones",   "our",     "the",        "and",     "on",
         "time",  "times",     "o'clock", "am",       "pm",       "a",        "p",       "m",          "opening", "starting",
         "start", "starts",    "ends",    "end",      "through",  "since"});
    l.timeOfDayCues = wordSet({"at", "by", "from", "until", "till", "to", "around"});
    l.atLeastBefore = PhraseSet({"from",        "over",          "more than",      "above",      "at least", "minimum",
                                 "min",         "no less than",  "not less than",  "reaches",    "reach",    "tops",
                                 "longer than", "no fewer than", "not fewer than", "older than", "exceeds",  "exceed",
                                 "exceeding",   "passes",        "goes over",      "goes above"});
    l.vagueQualifiers = PhraseSet({"small", "large", "big", "reasonable", "remote", "minor", "elderly", "certain", "significant",
                                   "demanding", "sizeable", "sizable", "pricey", "hefty", "substantial", "considerable"});
    l.intensifiers = PhraseSet({"very", "extremely", "fairly", "quite", "rather", "reasonably", "a little", "a bit", "slightly",
                                "somewhat", "badly", "heavily", "seriously", "severely", "really"});
    l.excessWords = wordSet({"too"});
    l.enoughAfter = wordSet({"enough"});
    // (a degree of a quality: "particularly complicated cases", "almost full")
    l.intensifiers.add(wordList({"particularly", "especially", "exceptionally", "unusually", "overly", "almost", "nearly"}));
    l.vagueQualifiers.add(wordList({"decent", "valuable"}));
    // (what costs much, weighs much, or matters much: nobody said how much)
    l.vagueQualifiers.add(wordList({"expensive", "cheap", "bulky", "loyal", "frequent", "important", "valued", "high-value",
                                    "excessive", "extensive", "lengthy", "huge", "tiny", "complex", "complicated", "difficult"}));
    l.judgingStems.append(wordList({"excessive", "substantial", "considerable", "minor", "high", "low"}));
    l.vague.add(
        wordList({"on your own discretion", "at your own discretion", "use your own judgement", "use your judgment",
                  "use your own judgment", "use common sense", "use your common sense", "as you think best", "as you judge best",
                  "as soon as practical", "as soon as practicable", "where practical", "when practical", "if practical"}));
    l.vagueDeterminers = PhraseSet({"some",
                                    "several",
                                    "multiple",
                                    "a few",
                                    "appropriate",
                                    "suitable",
                                    "a fair number of",
                                    "a fair amount of",
                                    "a good amount of",
                                    "a certain amount of",
                                    "a number of",
                                    "a lot of",
                                    "lots of",
                                    "plenty of",
                                    "a handful of",
                                    "a fair part of",
                                    "a good part of",
                                    "a large part of",
                                    "a fair share of",
                                    "a fair part of the",
                                    "a good part of the",
                                    "a large part of the",
                                    "a fair share of the"});
    l.vagueComparatives = PhraseSet({"larger", "bigger", "smaller", "longer", "older", "younger", "higher", "lower", "greater",
                                     "heavier", "cheaper", "more expensive", "worse", "a bit more", "a little more", "a bit less",
                                     "a little less", "slightly more", "slightly less"});
    l.vagueComparatives.add(wordList({"riskier", "more dangerous", "more complex", "more demanding"}));
    l.vagueComparatives.add(wordList({"more experienced", "more advanced", "more important", "more complicated", "more serious",
                                      "more urgent", "more sensitive", "weaker"}));
    l.comparisonWords = wordSet({"than"});
    l.vagueAdverbs = PhraseSet({"soon", "shortly", "later", "quickly", "promptly", "accordingly", "asap", "as soon as possible",
                                "in due course", "in a timely manner", "in good time", "at short notice", "very soon",
                                "fairly soon", "timely", "by feel", "as you see fit"});
    l.afterWords = wordSet({"after", "following"});
    l.vagueAttempts = PhraseSet({"try", "try to", "attempt to", "do your best to"});
    l.phrasePrepositions = wordSet({"within", "in", "for", "at", "by", "after", "over", "during", "with", "on"});
    l.degreeWords = PhraseSet({"slightly", "somewhat", "a bit", "a little", "much", "far", "even", "a lot"});
    l.deadlineWords = wordSet({"up", "until", "till"});
    l.beforeWords = wordSet({"before", "prior", "ahead"});
    l.atMostBefore
        = PhraseSet({"under", "less than", "fewer than", "below", "up to", "at most", "maximum", "max", "until", "younger than",
                     "no more than", "not more than", "no longer than", "not longer than", "within a radius of"});
    l.strictBounds = PhraseSet({"over", "more than", "above", "older than", "longer than", "exceeds", "exceed", "exceeding",
                                "under", "less than", "fewer than", "below", "younger than"});
    // (a comparison of a measure is a bound as "more than" is: "parcels heavier than 20 kg", "items longer than 2 m")
    l.comparativeAtLeast = PhraseSet({"heavier than", "larger than", "bigger than", "wider than", "taller than", "higher than",
                                      "further than", "farther than", "more expensive than"});
    l.comparativeAtMost = PhraseSet({"lighter than", "shorter than", "smaller than", "narrower than", "lower than",
                                     "cheaper than", "closer than", "nearer than"});
    l.atLeastAfter = PhraseSet({"or more", "and more", "and over", "or over", "plus", "and above", "or above"});
    l.atMostAfter
        = PhraseSet({"or less", "or fewer", "and under", "or under", "maximum", "max", "at most", "and below", "or below"});
    l.noticeWords = wordSet({"advance", "notice", "beforehand", "earlier", "early"});
    l.noticeDeadlines = PhraseSet({"no later than", "not later than", "at the latest", "latest", "or earlier"});
    l.paymentWays = {PhraseSet({"cash"}), PhraseSet({"card", "cards", "contactless"}),
                     PhraseSet({"bacs", "bank transfer", "bank transfers"}),
                     PhraseSet({"instalment", "instalments", "installment", "installments"})};
    l.paymentStems = wordList({"pay", "paid", "payment", "accept", "take", "taken", "settle", "buy", "bought"});
    l.advanceWords = wordSet({"advance", "upfront", "beforehand"});
    l.notPaymentCard = wordList({"detail",   "number", "pin",    "data",     "holder",  "loyalty", "gift",   "id",
                                 "identity", "member", "reward", "library",  "key",     "sim",     "reader", "business",
                                 "memory",   "store",  "club",   "discount", "message", "greeting"});
    l.phoneStems = wordList({"phone", "telephone"});
    l.allDetailsWords = wordSet({"details", "detail", "everything", "booking", "order", "reservation", "summary"});
    l.paidPartStems = wordList({"deposit", "prepay", "pre-pay", "balance", "advance", "instal", "remainder", "fine", "penalt"});
    l.maximumWords
        = PhraseSet({"maximum", "max", "maximal", "largest", "heaviest", "longest", "latest", "upper limit", "limit", "oldest"});
    l.minimumWords
        = PhraseSet({"minimum", "min", "minimal", "smallest", "shortest", "earliest", "lower limit", "youngest", "lowest"});
    l.lastDateWords = PhraseSet({"last", "final", "deadline", "cut-off", "cutoff", "closing date", "ends", "closes", "close"});
    l.freeAsAvailable = PhraseSet({"is free", "are free"});
    l.freeOfCharge = PhraseSet({"free of charge", "for free", "is free", "are free", "no charge", "at no cost", "at no charge",
                                "complimentary", "no fee", "free entry", "free admission", "free of cost"});
    // (nothing paid apart for it: "There is no separate charge for labour")
    l.freeOfCharge.add(wordList({"no separate charge", "no separate fee", "no additional fee", "not charged separately"}));
    l.copulas = wordSet({"is", "are", "means", "says", "states", "reads", "covers", "allows", "requires"});
    l.rangeWords = wordSet({"to", "through", "till", "until", "and"});
    const char *const numbers[]
        = {"zero",   "one",    "two",      "three",    "four",    "five",    "six",       "seven",    "eight",    "nine",  "ten",
           "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"};
    for (int i = 0; i <= 20; ++i)
        l.numberWords.insert(u8(numbers[i]), i);
    l.numberWords.insert(QStringLiteral("thirty"), 30);
    l.numberWords.insert(QStringLiteral("forty"), 40);
    l.numberWords.insert(QStringLiteral("fifty"), 50);
    l.numberWords.insert(QStringLiteral("sixty"), 60);
    l.numberWords.insert(QStringLiteral("seventy"), 70);
    l.numberWords.insert(QStringLiteral("eighty"), 80);
    l.numberWords.insert(QStringLiteral("ninety"), 90);
    l.numberWords.insert(QStringLiteral("hundred"), 100);
    l.numberWords.insert(QStringLiteral("thousand"), 1000);
    l.numberMultipliers = wordSet({"hundred", "thousand"});
    l.numberWords.insert(QStringLiteral("dozen"), 12);
    for (const char *w : {"minute", "minutes", "min", "mins"})
        l.durationUnits.insert(u8(w), 1);
    for (const char *w : {"hour", "hours", "hr", "hrs", "h", "hour's"})
        l.durationUnits.insert(u8(w), 60);
    for (const char *w : {"day", "days", "day's"}) // "a day's notice"
        l.durationUnits.insert(u8(w), 1440);
    for (const char *w : {"week", "weeks", "week's"})
        l.durationUnits.insert(u8(w), 10080);
    l.durationUnits.insert(QStringLiteral("fortnight"), 20160);
    for (const char *w : {"month", "months", "month's"})
        l.durationUnits.insert(u8(w), 43200);
    for (const char *w : {"km", "kms", "kilometre", "kilometres", "kilometer", "kilometers"})
        l.distanceUnits.insert(u8(w), 1);
    for (const char *w : {"mile", "miles"})
        l.distanceUnits.insert(u8(w), 1.609344);
    l.fractionWords = {{QStringLiteral("half"), 0.5},
                       {QStringLiteral("quarter"), 0.25},
                       {QStringLiteral("quarters"), 0.25},
                       {QStringLiteral("third"), 1.0 / 3}};
    addMonths(l,
              {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
               "december"});
    addMonths(l, {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"});
    l.monthEndWords = wordSet({"end"});
    l.dayOfMonth = PhraseSet({"of the month", "of each month", "of every month", "of the following month", "of the next month"});
    l.ordinalEndings = wordSet({"th", "st", "nd", "rd"});
    addDayOrdinals(l, {"first|",     "second|",    "third|",       "fourth|",     "fifth|",      "sixth|",      "seventh|",
                       "eighth|",    "ninth|",     "tenth|",       "eleventh|",   "twelfth|",    "thirteenth|", "fourteenth|",
                       "fifteenth|", "sixteenth|", "seventeenth|", "eighteenth|", "nineteenth|", "twentieth|"},
                   {});
    l.numberCompounds = wordSet({"way", "off", "time", "stop", "to", "on"});
    l.clockWords = {{QStringLiteral("noon"), 720}, {QStringLiteral("midday"), 720}, {QStringLiteral("midnight"), 1440}};
    l.amountWords = wordSet({"price", "cost", "amount", "total", "fee", "sum", "fare", "deposit", "bill", "rate"});
    l.timePrepositions = wordSet({"in", "within", "for"});
    l.unitQualifiers = wordSet({"working", "business", "calendar", "full", "whole"});
    l.workingWords = wordSet({"working", "business"});
    l.oneUnitAfter = wordSet({"before", "ahead"});
    l.andAHalf = PhraseSet({"and a half"});
    l.areaWords = wordSet({"square", "sq", "sqm", "m2", "m²"});
    l.unitWords = {{u8("kg"), u8("kg")},    {u8("kgs"), u8("kg")},   {u8("kilo"), u8("kg")},  {u8("kilos"), u8("kg")},
                   {u8("l"), u8("l")},      {u8("g"), u8("g")},      {u8("cm"), u8("cm")},    {u8("t"), u8("t")},
                   {u8("tonne"), u8("t")},  {u8("tonnes"), u8("t")}, {u8("ton"), u8("t")},    {u8("tons"), u8("t")},
                   {u8("m"), u8("m")},      {u8("metre"), u8("m")},  {u8("metres"), u8("m")}, {u8("meter"), u8("m")},
                   {u8("meters"), u8("m")}, {u8("mm"), u8("mm")},    {u8("ml"), u8("ml")}};
    l.unitStems
        = {{u8("kilogram"), u8("kg")}, {u8("litre"), u8("l")},     {u8("liter"), u8("l")},     {u8("gram"), u8("g")},
           {u8("centimet"), u8("cm")}, {u8("millimet"), u8("mm")}, {u8("millilit"), u8("ml")}, {u8("cubic met"), u8("m³")}};
    l.valueWords = wordSet({"amounts", "amount", "totals", "comes", "value", "worth", "priced",
                            // a bound said by its sufficing: "a day's notice is enough"
                            "enough", "sufficient",
                            // a price's unit of area: "per square metre", "£30/m²"
                            "square", "metre", "meter", "metres", "meters", "sqm", "m2", "m²",
                            // … and the words of a distance: "within a radius of 20 miles"
                            "distance", "radius"});
    l.saidWords = wordSet({"that", "to", "this"});
    l.mindWords = wordSet({"remember", "note", "mind", "aware", "know", "understand"});
    l.reportVerbs = wordList({"tell", "remind", "inform", "warn", "explain", "mention", "point", "advise", "stress", "emphasi",
                              "say", "let", "notif", "make clear", "clarif"});
    l.thatWords = wordSet({"that"});
    l.lengthBefore = wordSet({"for"});
    l.yearUnits = wordSet({"year", "years", "yr", "yrs"});
    l.judgingStems.append(wordList({"suspicious", "worth"}));
    l.judgingStems.append(wordList({"struggl"})); // "If the caller is struggling"
    // (… or in a hurry, or cannot choose: "If the caller is in a hurry", "If a parent hesitates between two clubs"; how
    // much of a hurry, the agent guesses)
    l.judgingStems.append(wordList({"hurry", "hurried", "rushed", "hesitat", "undecided"}));
    // (said of one who is: not "many callers are stressed or in a hurry", which describes them)
    l.vague.add(wordList({"is in a hurry", "are in a hurry", "is in a rush", "are in a rush"}));
    // "if the wait is too long", "anything too technical": by nobody's measure
    l.vague.add(wordList(
        {"too long",  "too late",  "too early",     "too busy",        "too full",    "too big",       "too small", "too short",
         "too far",   "too loud",  "too technical", "too complicated", "too complex", "too expensive", "too heavy", "too young",
         "too old",   "too hot",   "too cold",      "too difficult",   "too much",    "too many",      "too high",  "too low",
         "too large", "too close", "too soon",      "too slow",        "too fast",    "too strong",    "too weak"}));
    l.vagueQualifiers.add(wordList({"sensible"}));
    // (how often nobody said: "at regular intervals", "from time to time"; how attractive a place is)
    l.vague.add(wordList({"at regular intervals", "from time to time", "every so often", "now and then", "periodically"}));
    l.vagueQualifiers.add(wordList({"attractive"}));
    l.judgingStems.append(wordList({"dirty", "messy"}));
    l.placeWords = wordSet({"restaurant", "clinic", "office", "shop", "store", "bank", "branch", "practice", "surgery",
                            "pharmacy", "salon", "center", "centre", "reception"});
    l.everyDay = PhraseSet({"every day", "open daily", "opens daily", "seven days a week", "7 days a week"});
    l.exceptDays = wordSet({"except", "but", "apart", "excluding"});
    l.halfPast = wordSet({"half past"});
    l.anyDay = PhraseSet({"any day", "all days", "whichever day", "any weekday", "every day of the week"});
    l.includingWords = wordSet({"including", "incl", "even"});
    l.noDayOff = PhraseSet({"no days off", "no day off", "without a day off", "every single day", "365 days a year"});
    l.yearRound = PhraseSet({"all year", "year-round", "year round", "throughout the year", "the whole year"});
    l.seasonWords = PhraseSet({"season"});
    l.holidayWords = wordSet({"holiday", "holidays", "bank", "public"});
    l.closedReasons = wordSet({"for", "due", "because", "since", "as", "while"});
    l.freeOfCharge.add(wordList({"go free", "goes free", "travel free", "travels free", "ride free", "rides free", "stay free",
                                 "stays free", "eat free", "eats free", "enter free", "get in free", "play free"}));
    // (nothing to pay for it: "Parents pay no postage once …")
    l.freeOfCharge.add(
        wordList({"pay no postage", "no postage", "pay nothing", "costs nothing", "cost nothing", "nothing to pay"}));
    // (a price of nothing said with a negation, as "ne naplaćujemo": "We do not charge for delivery …")
    l.freeOfCharge.add(
        wordList({"do not charge", "don't charge", "doesn't charge", "does not charge", "won't charge", "will not charge"}));
    // (… or no more to pay: "There is no extra charge for grippers", "don't need a ticket")
    l.includedWords = PhraseSet({"included", "includes", "include", "including", "covers", "covered by"});
    l.radiusBefore = PhraseSet({"within", "within a radius of"});
    l.perWeek = PhraseSet({"a week", "per week", "each week", "every week"});
    l.dayParts = {{u8("in the morning"), 0}, {u8("in the afternoon"), 12}, {u8("in the evening"), 12}};
    l.includedStems = wordList({"includ", "cover"});
    l.freeOfCharge.add(wordList({"no extra charge", "at no extra cost", "no additional charge", "without charge",
                                 "don't need a ticket", "do not need a ticket", "doesn't need a ticket", "does not need a ticket"}));
    l.ageWords = wordSet({"age",       "aged",   "ages",    "old",    "child",   "children", "kid",      "kids",  "young",
                          "younger",   "older",  "adult",   "adults", "minor",   "minors",   "teen",     "teens", "teenager",
                          "teenagers", "junior", "juniors", "infant", "infants", "toddler",  "toddlers", "baby",  "babies"});
    l.ageNouns = wordSet({"age", "aged", "ages"});
    l.ageUnitStems = wordList({"old", "aged", "age", "younger", "older", "youngest", "oldest"});
    l.ageComparatives = wordList({"younger", "older"});
    l.atLeastAfter.add(wordList({"or older", "and older"}));
    l.atMostAfter.add(wordList({"or younger", "and younger"}));
    l.participantStems = wordList({"volunteer", "participant", "rider",    "passenger", "player", "student", "member",
                                   "visitor",   "candidate",   "attendee", "guest",     "diver",  "climber", "skier",
                                   "learner",   "pupil",       "customer", "client",    "caller", "buyer",   "patient"});
    l.personWords = wordSet({"person", "persons", "people", "individual", "individuals", "anyone", "someone"});
    l.groupStems = wordList({"group"});
    l.perWords = wordSet({"per", "each"});
    l.ageFromWords = wordSet({"from"});
    l.turnedWords = wordSet({"turned"});
    l.reachedWords = wordSet({"reached", "attained", "reach", "attain"});
    addOrdinals(l,
                {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
                 "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth"});
    l.birthdayWords = wordSet({"birthday"});
    l.untilBirthdayWords = wordSet({"until", "before", "till"});
    l.quantityNouns = wordList({"quantit", "amount", "number", "volume"});
    l.periodNouns = wordSet({"time", "period", "while"});
    l.seemWords = wordSet({"seems", "seem", "looks", "look", "appears", "appear", "sounds", "sound"});
    l.evidentWords = wordSet({"clearly", "obviously", "visibly", "evidently", "noticeably", "apparently"});
    l.vagueBeforeCase = PhraseSet({"special", "exceptional", "unusual", "particular", "extenuating"});
    l.caseStems = wordList({"circumstance", "condition", "situation", "case"});
    l.vagueBeforeCustomer = PhraseSet({"regular", "long-standing", "longstanding", "long-time", "longtime", "serious"});
    l.customerStems = wordList({"customer", "client", "guest", "buyer", "patron", "shopper", "visitor"});
    l.definingWords = wordSet({"with", "who", "that", "holding"});
    l.programStems = wordList({"card", "programme", "program", "scheme", "club"});
    l.likenessWords = wordSet({"like"});
    l.vagueQualifiers.add(wordList({"modest"}));
    l.vague.add(wordList({"running low", "running short", "almost gone", "nearly gone"})); // how few is left nobody said
    l.vague.add(wordList({"in a bad way", "in poor condition", "in a bad condition"}));
    // (… or judged good, "if it is in good condition"; a distance nobody measured, "customers who live nearby")
    l.vague.add(wordList({"in good condition", "in good shape", "in decent condition", "nearby", "in good enough condition",
                          "good enough condition"}));
    // (how much a customer spends, nobody said: "regulars who spend a lot")
    l.vague.add(
        wordList({"spend a lot", "spends a lot", "spent a lot", "buy a lot", "buys a lot", "order a lot", "orders a lot"}));
    // a state, a time of day or a kind of request nobody drew the line of
    l.vague.add(wordList({"in a poor state", "in a bad state", "in poor shape", "in bad shape", "late in the evening",
                          "late at night", "early in the morning", "unusual requests", "unusual requirements", "outdated"}));
    // a measure against what is usual, a fitness, an illness or a matter judged by its weight
    l.vague.add(wordList({"than usual", "in good shape", "good physical condition", "a serious medical condition",
                          "serious medical conditions", "urgent matters"}));
    // (how often is more often nobody said: "customers who order more often")
    l.vague.add(wordList({"more often", "more frequently", "less often"}));
    l.vagueAdverbs.add(wordList({"more often", "more frequently", "less often"}));
    l.notVague.add(wordList({"more often than", "more frequently than", "less often than"}));
    // (how long a wait is nobody said)
    l.vague.add(wordList({"a short wait", "a short while", "a little while", "after a while", "for a while"}));
    l.vague.add(wordList({"something similar", "something like it", "something like that"})); // similar in what, nobody said
    l.vague.add(wordList({"promptly", "popular times", "at popular times", "busy times"})); // how soon, which times: nobody said
    // how many days, how long, how far: nobody said
    l.vague.add(wordList({"next few", "in the usual time", "within the usual time", "in the usual timeframe",
                          "within the usual timeframe", "far away", "live far", "lives far", "living far"}));
    l.boundWords = wordSet({"least",    "most",    "minimum", "maximum",   "later",  "earlier", "latest",
                            "earliest", "younger", "older",   "more",      "less",   "fewer",   "over",
                            "under",    "exceeds", "exceed",  "exceeding", "beyond", "further", "farther"});
    l.sentenceUnits = wordSet({"sentence", "sentences"});
    l.briefWord = QStringLiteral("brief");
    l.currencyWords = wordSet(
        {"euro", "euros", "eur", "usd", "dollar", "dollars", "pound", "pounds", "gbp", "km", "bam", "kuna", "rubles", "roubles"});
    l.dayStems = {{u8("monday"), 1},    {u8("mondays"), 1},   {u8("mon"), 1},       {u8("tuesday"), 2},    {u8("tuesdays"), 2},
                  {u8("tue"), 2},       {u8("tues"), 2},      {u8("wednesday"), 4}, {u8("wednesdays"), 4}, {u8("wed"), 4},
                  {u8("thursday"), 8},  {u8("thursdays"), 8}, {u8("thu"), 8},       {u8("thur"), 8},       {u8("thurs"), 8},
                  {u8("friday"), 16},   {u8("fridays"), 16},  {u8("fri"), 16},      {u8("saturday"), 32},  {u8("saturdays"), 32},
                  {u8("sat"), 32},      {u8("sunday"), 64},   {u8("sundays"), 64},  {u8("sun"), 64},       {u8("weekday"), 31},
                  {u8("weekdays"), 31}, {u8("weekend"), 96},  {u8("weekends"), 96}};
    return l;
}

// ---------------------------------------------------------------- Russian

Lexicon russian()
{
    Lexicon l;
    l.language = QStringLiteral("ru");
    l.stopWords = wordSet(
        {"прежде",   "никакой", "никакая", "никакое", "никакие", "никакого",   "никаких", "никакую", "никаким", "никакими",
         "никакому", "и",       "в",       "во",      "не",      "что",        "он",      "на",      "я",       "с",
         "со",       "как",     "а",       "то",      "все",     "всё",        "она",     "так",     "его",     "но",
         "да",       "ты",      "к",       "у",       "же",      "вы",         "за",      "бы",      "по",      "только",
         "ее",       "мне",     "было",    "вот",     "от",      "меня",       "еще",     "нет",     "о",       "об",
         "из",       "ему",     "теперь",  "когда",   "даже",    "ну",         "ли",      "если",    "уже",     "или",
         "ни",       "быть",    "был",     "него",    "до",      "вас",        "нибудь",  "опять",   "уж",      "вам",
         "ведь",     "там",     "потом",   "себя",    "ничего",  "ей",         "может",   "они",     "тут",     "где",
         "есть",     "надо",    "ней",     "для",     "мы",      "тебя",       "их",      "чем",     "была",    "сам",
         "чтоб",     "без",     "будто",   "чего",    "раз",     "тоже",       "себе",    "под",     "будет",   "ж",
         "тогда",    "кто",     "этот",    "того",    "потому",  "этого",      "какой",   "совсем",  "ним",     "здесь",
         "этом",     "почти",   "мой",     "тем",     "чтобы",   "нее",        "сейчас",  "были",    "куда",    "зачем",
         "всех",     "никогда", "можно",   "при",     "наконец", "другой",     "хоть",    "после",   "над",     "больше",
         "тот",      "через",   "эти",     "нас",     "про",     "всего",      "них",     "какая",   "много",   "разве",
         "эту",      "моя",     "впрочем", "свою",    "этой",    "перед",      "том",     "нельзя",  "такой",   "им",
         "более",    "всегда",  "конечно", "всю",     "между",   "ваш",        "ваша",    "вашего",  "вашей",   "ваши",
         "вашу",     "свой",    "своего",  "это",     "эта",     "пожалуйста", "вы",      "вами",    "ему",     "ей",
         "нему",     "ней",     "которые", "который", "которая", "которых",    "также",   "тоже",    "затем",   "сначала",
         "ещё",      "нам",     "наш",     "наша",    "наши",    "нашего",     "нашей",   "каждый",  "каждая",  "каждое",
         "каждого",  "каждую",  "каждом",  "каждой",  "каждые",  "любой",      "любое",   "любая",   "любую"});
    l.requiredOverrides = PhraseSet({"не забудьте", "не забывайте", "не забудь", "не забывай"});
    l.boundNegations = PhraseSet({"не больше", "не более", "не менее", "не меньше", "не позже", "не позднее", "не раньше",
                                  "не ранее", "не дольше", "не только"});
    l.forbidden = PhraseSet({"никогда",
                             "нельзя",
                             "невозможно",
                             "запрещено",
                             "запрещается",
                             "не должен",
                             "не должна",
                             "не должны",
                             "не следует",
                             "не нужно",
                             "не надо",
                             "не стоит",
                             "не разрешается",
                             "не допускается",
                             "ни в коем случае",
                             "избегайте",
                             "избегай",
                             "не вправе",
                             "не",
                             "нет",
                             "не имеете права",
                             "не имеет права",
                             "не имеют права",
                             "неуместн*",
                             "недопустим*"});
    l.required = PhraseSet({"должен", "должна", "должно", "должны", "обязан*", "обязательно", "обязателен", "обязательна",
                            "обязательны", "всегда", "нужно", "необходимо", "следует", "требуется", "непременно", "убедитесь",
                            "убедись", "проследите", "надо", "каждый раз", "в любом случае",
                            // what the replies are to be: «пусть ответы будут короткими»
                            "пусть будут", "пусть будет"});
    l.permitted
        = PhraseSet({"можно",          "можете",        "может",         "можешь",       "разрешается",   "разрешено",
                     "разрешены",      "допускается",   "допустимо",     "вправе",       "при желании",   "по желанию",
                     "не обязательно", "необязательно", "не обязаны",    "не требуется", "не обязателен", "не обязательна",
                     "не обязательны", "необязателен",  "необязательна", "необязательны"});
    l.strong = PhraseSet({"всегда", "никогда", "должен", "должна", "должны", "обязан*", "обязательно", "ни в коем случае",
                          "нельзя", "запрещено", "строго"});
    l.emphasis = PhraseSet({"важно", "важн*", "критично", "критически", "крайне", "строго", "категорически", "ни в коем случае",
                            "внимание", "главное", "особо"});
    l.conditions = PhraseSet({"если", "кроме", "за исключением", "только если", "только когда", "когда", "в случае",
                              "при условии", "иначе", "разве что", "пока", "исключение делаем", "исключение составляет",
                              "исключение составляют", "единственное исключение"});
    l.untilWords = wordSet({"пока"});
    l.exceptions = wordSet({"кроме", "за", "разве", "исключение", "единственное"}); // («единственное исключение»)
    l.onlyWords = wordSet({"только", "лишь"});
    l.personRelatives = wordSet({"кто", "которые", "который", "которая"});
    l.othersThan = PhraseSet({"кроме", "за пределами", "вне"});
    l.outsideWords = PhraseSet({"за пределами", "вне"});
    l.extentWords = wordSet({"достигает", "охватывает", "покрывает"});
    l.frequencyWords = wordSet({"обычно", "часто", "зачастую", "иногда", "в основном"});
    l.reasonWords = PhraseSet({"потому что", "так как", "поскольку", "ибо"});
    l.consequenceWords = PhraseSet({"поэтому", "так что", "потому"});
    l.contrastJoins = wordSet({"а", "но"});
    l.alwaysWords = PhraseSet({"всегда", "в любом случае", "без исключений"});
    l.neverWords = PhraseSet({"никогда", "ни в коем случае", "ни при каких обстоятельствах"});
    l.universals = wordSet({"всегда", "каждому", "каждый", "каждого", "каждой", "каждую", "любому", "любого", "всем", "всех"});
    l.questionVerbs = wordSet({"спросите", "спрашивайте", "узнайте", "узнавайте", "уточните", "уточняйте", "выясните", "скажите",
                               "сообщите", "подскажите", "спросить", "узнать", "уточнить", "выяснить"});
    l.questionJoins = wordSet({"и", "или"});
    l.andWords = wordSet({"и"});
    l.verbEndingsAfterAnd = wordList({"ся", "сь"});
    l.demonstratives = wordSet({"эти", "этих", "этим", "этой", "эта", "эту", "данной", "данных", "данные"});
    l.laterWords = wordSet({"позже"});
    l.alreadyWords = wordSet({"уже", "даже", "только", "лишь", "всего"});
    l.leastWords = wordSet({"минимум", "максимум", "менее", "более", "меньше", "больше"});
    l.relativeWords = wordSet({"который", "которая", "которое", "которые", "которых", "которым", "которому", "которой"});
    l.especially = wordSet({"особенно", "даже"});
    l.subordinators = wordSet({"чтобы", "потому", "поскольку", "ведь", "хотя", "где", "когда", "даже"});
    l.repetition = PhraseSet({"дважды", "повторно", "снова", "еще раз"});
    l.vague = PhraseSet({"по возможности", "что-то особенное", "что то особенное", "незадолго до", "праздничный сезон",
                         // a distance nobody measured («для офисов неподалёку»)
                         "неподалёку", "неподалеку", "поблизости",
                         // (a hyphen splits words: "какое-то" is "какое" "то")
                         "какое то время", "некоторое время", "какой то срок", "крупные партии", "при необходимости",
                         "в случае необходимости", "по мере необходимости", "если нужно", "если необходимо", "если потребуется",
                         "если понадобится", "если возможно", "по ситуации", "в разумные сроки", "в короткие сроки",
                         "в кратчайшие сроки", "в определённых случаях", "в определенных случаях", "в некоторых случаях",
                         "разумн*", "скоро", "вскоре", "в ближайшее время", "как можно скорее", "надлежащ*", "соответствующ*",
                         // (a size, a quality, a mood nobody measured: «нестандартного размера», «хорошего качества», «если
                         // разговор становится напряжённым»)
                         "нестандартн*", "хорошего качества", "коротким сроком годности", "небольшим сроком годности",
                         "напряжённ*", "напряженн*", "подходящ*", "уместн*", "некотор*", "несколько", "немного", "чуть", "и т д",
                         "и т п", "и так далее", "и тому подобное", "обычно", "как правило", "иногда", "часто", "постарайтесь",
                         "старайтесь", "постарайся", "старайся", "желательно", "по усмотрению", "на ваше усмотрение",
                         "на своё усмотрение", "на свое усмотрение", "крупн*", "больш* групп*", "больш* компан*", "быстро",
                         "кратко", "позже", "своевременно", "вовремя", "по своему усмотрению", "по вашему усмотрению",
                         // (a moment, a delay nobody named: «в последний момент», «опоздал ненадолго»)
                         "в последний момент", "в последнюю минуту", "ненадолго", "недолго"});
    l.notVague = PhraseSet({"не позже", "не позднее", "позже чем", "сколько",
                            // the style of the replies is no vague qualifier: «Отвечайте кратко»
                            "отвеча* кратко", "ответь* кратко", "говори* кратко", "кратко отвеча*", "кратко ответь*"});
    // (emphasis, not a degree: «особенно важно»)
    l.notVague.add(wordList({"особенно важн*", "особенно внимательн*"}));
    // (a term of the consumer law, not a judgement: «Бельё надлежащего качества обмену не подлежит»)
    l.notVague.add(wordList({"надлежащего качества", "надлежащее качество", "надлежащим качеством"}));
    // (a summing up asked for: «Перед прощанием кратко повторите, о чём договорились»)
    l.notVague.add(wordList({"кратко повтор*", "кратко подытож*", "кратко перескаж*", "кратко резюмир*"}));
    l.vague.add(wordList({"неоднократно"}));
    l.vague.add(
        wordList({"в утренние часы", "в вечерние часы", "в дневные часы", "в первой половине дня", "во второй половине дня"}));
    l.vague.add(wordList({"заблаговременно", "поздно вечером", "поздно ночью", "рано утром", "устаревш*", "необычн* запрос*",
                          "нестандартн* запрос*", "необычн* пожелани*"}));
    l.vague.add(wordList({"нестандартн* работ*", "нестандартн* заказ*", "нестандартн* задач*"})); // «за нестандартные работы»
    l.vague.add(wordList({"больше обычного", "меньше обычного", "чем обычно", "хорош* физическ* форм*", "серьёзн* заболевани*",
                          "серьезн* заболевани*", "срочн* вопрос*"}));
    // a spoken comparative with nothing to compare with: «скидку побольше», «приходите пораньше»
    l.vague.add(wordList({"побольше", "поменьше", "подольше", "пораньше", "подешевле", "подороже", "побыстрее", "почаще",
                          "пореже", "получше", "повыше", "пониже"}));
    l.vague.add(
        wordList({"если есть время", "когда есть время", "если будет время", "когда будет время", "при наличии времени"}));
    l.references = PhraseSet({"как обычно", "как всегда", "как раньше", "как договаривались", "как принято", "|политик*",
                              "|регламент*", "|инструкци*", "|скрипт*", "|процедур*", "|протокол*", "|правила", "|правилам",
                              "|правилами", "|правилах", "|стандарт*"});
    l.negations = wordSet({"не", "нет", "ни", "никогда", "нельзя", "без"});
    l.questionParticles = wordSet({"ли", "ль"});
    l.withoutWords = wordSet({"без"});
    l.aloneWords = wordSet({"одни", "один", "одна", "одного", "одному", "самостоятельно", "без"});
    l.withoutIdioms = PhraseSet(
        {"без исключения", "без исключений", "без задержки", "без промедления", "без разницы", "без учёта", "без учета"});
    l.negatedGerundEndings = {u8("ав"), u8("ив"), u8("ев"), u8("вшись")};
    l.caseWords = wordSet({"если", "когда", "пока", "после", "перед", "прежде"});
    l.ifWords = wordSet({"если", "когда"});
    l.whenWords = wordSet({"когда"});
    l.inWords = wordSet({"в", "во", "для"});
    l.caseNouns = wordSet({"случае", "случаях", "случаев", "ситуации", "ситуациях", "обстоятельствах", "заявок", "вопросов"});
    l.conditionNouns = wordSet({"погоду", "погода", "погоде", "дни", "часы", "периоды", "условиях", "время", "ветре", "ветер",
                                "дожде", "снегопаде", "жаре"});
    l.urgentStems = wordList({"срочн", "экстренн", "неотложн"});
    l.enoughWords = wordSet({"достаточно"});
    l.purposeWords = wordSet({"чтобы"});
    // (the short forms of «готовый» are said of the thing, «будет готов»; the long ones name it, «готовую обувь храним»)
    l.turnaroundCues
        = PhraseSet({"готов",           "готова",       "готово",          "готовы",       "срок изготовления", "срок выполнения",
                     "срок исполнения", "срок пошива",  "срок подготовки", "срок ремонта", "срок производства", "изготавлива*",
                     "изготовим",       "изготовление", "готовится",       "готовятся",    "выполняется за",    "выполняем за",
                     "делаем за",       "сделаем за",   "получает",        "получит",      "получают",          "получат"});
    l.holdWords
        = PhraseSet({"брон*", "забронир*", "резерв*", "зарезервир*", "отлож*", "отклад*", "держим", "держат", "держится"});
    l.priceChangeWords = PhraseSet(
        {"наценк*", "надбав*", "доплат*", "меньше", "больше", "дешевле", "дороже", "повыш*", "увелич*", "выше", "ниже"});
    l.partsOfDay = PhraseSet({"утр*", "днём", "днем", "вечер*", "ноч*"});
    l.countedFromWords = wordSet({"от", "с", "со"});
    l.bookingStems = wordList({"брон", "забронир", "резерв", "запис", "заказ", "оформлен"});
    l.urgentAdverbs = wordSet({"срочно"});
    l.agentWords = wordSet({"ассистент", "бот"});
    l.agentDeterminers = wordSet({"наш", "этот"});
    l.byDayWords = wordSet({"до"});
    l.alsoWords
        = wordSet({"тоже", "также", "дополнительные", "дополнительный", "дополнительное", "дополнительная", "дополнительно"});
    l.alsoBeforeDay = wordSet({"и"});
    l.perOneBefore = wordSet({"на"});
    l.atOnce = PhraseSet({"одновременно", "за один раз", "за раз", "в одно время"});
    l.aboutWords = wordSet({"о", "об"});
    l.aboutCaseWords = wordSet({"речь", "идёт", "идет"});
    l.judgingStems = wordList({"плох", "опасн", "рискован", "серьёзн", "серьезн", "сложн", "трудн", "крупн", "тяжёл", "тяжел",
                               "неблагоприятн", "критичн", "нестандартн", "проблемн", "необычн"});
    l.judgingStems.append(wordList({"несложн", "простой", "простым", "простая"}));
    l.judgingStems.append(wordList({"дорог", "некритичн", "сомнительн", "достаточн"})); // «если ремонт получается дорогим»
    l.judgingStems.append(wordList({"хорош", "уважительн"}));
    l.judgingStems.append(wordList({"неспокойн"}));
    l.judgingStems.append(wordList(
        {"затруднён", "затруднен", "недавн"})); // «Если подъезд затруднён» // «Если море неспокойное»: how rough, nobody said
    l.judgingStems.append(wordList({"маленьк"})); // «Если ребёнок совсем маленький»: how small nobody said
    l.judgingStems.append(wordList({"холодн", "жарк", "слаб", "сильн"}));
    l.judgingStems.append(
        wordList({"тороп", "спешит", "спешат", "колебл", "колеблет"})); // «Если клиент колеблется между курсами»
    l.crowdStems = wordList({"загружен", "загруженн", "многолюдн"});
    l.unaccompanied = PhraseSet({"самостоятельно", "самостоятельные", "самостоятельный", "самостоятельных", "без сопровождения",
                                 "без взрослых", "без взрослого", "без родителей", "без родителя", "в одиночку"});
    l.accompanied = PhraseSet({"в сопровождении", "со взрослым", "со взрослыми", "с родителями", "с родителем"});
    l.returnStems = wordList({"возвращ", "вернут", "вернём", "вернем", "возврат"});
    l.moneyStems = wordList({"деньг", "оплат", "сумм"});
    l.nonRefundStems = wordList({"невозвратн"});
    l.experiencerWords = wordSet({"ему", "ей", "им", "вам", "мне", "тебе"});
    l.manyWords = wordSet({"много", "мало", "многовато", "маловато"});
    // (how long: «долго не может сформулировать вопрос»; not «как долго»)
    l.vague.add(wordList({"долго"}));
    l.notVague.add(wordList({"как долго"}));
    l.clauseOpeners = wordSet({"перед", "прежде", "после", "во", "в", "при", "когда", "пока", "если", "как", "для", "с", "по"});
    l.imperativeEndings = wordList({"ите", "йте", "ьте", "итесь", "йтесь", "ьтесь", "ть", "ться"});
    l.politeEndings = wordList({"ите", "йте", "ьте", "итесь", "йтесь", "ьтесь"});
    l.imperativeStems = wordList({"уточн",      "спроси",       "спрашива",  "скажи",     "предлож",   "предлага",    "подтверд",
                                  "подтвержда", "назови",       "называй",   "говори",    "отвечай",   "ответь",      "проверь",
                                  "проверяй",   "запиши",       "записывай", "передай",   "переведи",  "переключ",    "соедини",
                                  "предупреди", "предупрежда",  "сообщи",    "сообщай",   "извинись",  "поблагодари", "повтори",
                                  "повторяй",   "объясни",      "объясняй",  "используй", "будь",      "держи",       "заверши",
                                  "завершай",   "поздоровайся", "попроси",   "подожди",   "помоги",    "избегай",     "откажи",
                                  "задай",      "задавай",      "собери",    "дай",       "оставайся", "представься", "обращайся",
                                  "приветствуй"});
    l.acronyms = wordSet({"смс", "инн", "пин", "вип", "рф", "фио", "мрт", "узи", "экг", "снилс", "омс", "дмс", "жкх", "тц",
                          "ок",  "sms", "pin", "vip", "id", "eur", "usd", "ип",  "ооо", "бик",   "кпп", "мск", "дата"});
    l.openWords = wordSet({"с", "со", "от", "открываемся", "открывается", "открытие", "открыты", "открыт", "открыто", "начинаем",
                           "начинается", "начинаются"});
    l.closeWords = wordSet(
        {"до", "закрываемся", "закрывается", "закрытие", "закрываются", "заканчиваем", "заканчивается", "по", "заканчиваются"});
    l.closedWords = wordSet({"закрыт", "закрыто", "закрыты", "закрыта", "выходной", "выходным", "нерабочий", "нерабочие"});
    l.briefStems = wordList({"кратк", "коротк", "сжат", "кратче", "короче"});
    l.longStems = wordList({"длинн", "долг", "затягива", "растягива", "растяги", "растян", "затян", "пространн", "развёрнут",
                            "развернут", "подробн"});
    l.speechStems = wordList({"ответ", "отвеч", "говор", "реплик", "фраз", "предложени", "объяснени", "объясня", "речь", "реч",
                              "высказыва", "разговор", "формулиров"});
    l.speechBriefStems = wordList({"лаконичн"});
    l.speechLongStems = wordList({"многословн", "монолог", "болтл", "лекци"});
    l.brevityExceptions = wordSet({"долг", "долга", "долгу", "долгом", "долге", "долги", "долгам", "долгами", "долгах"});
    l.brevityExceptionStems = wordList({"долгов", "кратковремен", "долгосрочн", "краткосрочн", "коротковолн"});
    l.beWords = wordSet({"будьте", "будь", "оставайтесь"});
    l.formalAddress = PhraseSet({"на вы", "обращение на вы", "по имени-отчеству", "по имени и отчеству"});
    l.avoidWords = wordSet({"избегайте", "избегай", "избегать", "без", "никогда", "не", "нельзя"});
    l.hoursWords
        = wordSet({"мы",       "работаем", "работает",  "работают",    "открыты",     "открыт",      "открыто",     "закрыты",
                   "закрыт",   "ресторан", "ресторана", "клиника",     "клиники",     "поликлиника", "аптека",      "салон",
                   "центр",    "офис",     "магазин",   "банк",        "отделение",   "часы",        "работы",      "ежедневно",
                   "каждый",   "день",     "кафе",      "служба",      "с",           "со",          "до",          "в",
                   "во",       "от",       "по",        "и",           "открываемся", "открывается", "закрываемся", "закрывается",
                   "открытие", "закрытие", "начинаем",  "заканчиваем", "часов",       "часа",        "час",         "утра",
                   "вечера",   "мы",       "наш",       "наша"});
    l.timeOfDayCues = wordSet({"в", "во", "до", "с", "со", "к", "около", "от"});
    l.atLeastBefore
        = PhraseSet({"от", "больше", "более", "свыше", "не менее", "не меньше", "минимум", "старше", "превышает", "достигнет",
                     "достигает", "достигают", "достигнут", "превысит", "превышающ*", "не позднее чем за", "не позднее за"});
    l.intensifiers = PhraseSet({"очень", "слишком", "весьма", "довольно", "достаточно", "сильно", "крайне", "чересчур"});
    l.excessWords = wordSet({"слишком", "чересчур"});
    l.enoughBefore = wordSet({"достаточно"});
    l.adverbEndings = wordList({"о"});
    l.intensifiers.add(wordList({"особенно", "исключительно", "чрезвычайно", "почти"}));
    l.intensifiers.add(wordList({"необычно"}));
    // (late by how much: «опаздывает надолго», «сильно опаздывает»)
    l.vague.add(wordList({"надолго", "сильно опазд*", "сильно задерж*"}));
    l.vagueAdverbs = PhraseSet({"скоро", "вскоре", "позже", "попозже", "быстро", "оперативно", "своевременно", "вовремя",
                                "как можно скорее", "как можно быстрее", "в ближайшее время", "в кратчайшие сроки",
                                "в разумные сроки", "на глаз", "по ситуации", "по своему усмотрению"});
    l.afterWords = wordSet({"после", "спустя"});
    l.vagueAttempts = PhraseSet({"постарайтесь", "старайтесь", "постарайся", "старайся", "попробуйте", "попытайтесь"});
    l.phrasePrepositions = wordSet({"в", "на", "за", "через", "с", "по", "к", "после"});
    l.degreeWords = PhraseSet({"чуть", "чуть-чуть", "немного", "несколько", "гораздо", "намного", "значительно", "слегка"});
    l.genitiveEndings = wordList({"ого", "его", "ых", "их"});
    l.caseEndings = {{u8("ую"), {u8("у"), u8("ю")}},
                     {u8("юю"), {u8("у"), u8("ю")}},
                     {u8("ая"), {u8("а"), u8("я"), u8("ь")}},
                     {u8("яя"), {u8("а"), u8("я"), u8("ь")}},
                     {u8("ые"), {u8("ы"), u8("и"), u8("а"), u8("я")}},
                     {u8("ие"), {u8("ы"), u8("и"), u8("а"), u8("я")}},
                     {u8("ых"), {u8("ов"), u8("ев"), u8("ей"), u8("ий")}},
                     {u8("их"), {u8("ов"), u8("ев"), u8("ей"), u8("ий")}},
                     {u8("ого"), {u8("а"), u8("я")}},
                     {u8("его"), {u8("а"), u8("я")}},
                     {u8("ому"), {u8("у"), u8("ю")}},
                     {u8("ему"), {u8("у"), u8("ю")}},
                     {u8("ой"), {u8("ы"), u8("и"), u8("е")}},
                     {u8("ей"), {u8("ы"), u8("и"), u8("е")}},
                     {u8("ое"), {u8("о")}},
                     {u8("ее"), {u8("о")}}};
    l.vagueDeterminers
        = PhraseSet({"несколько", "некотор*", "небольш*", "маленьк*", "уместн*", "подходящ*", "немного", "чуть", "слегка"});
    l.adjectiveEndings = {u8("ый"), u8("ий"), u8("ой"), u8("ая"), u8("яя"), u8("ое"), u8("ее"), u8("ые"), u8("ие"), u8("ого"),
                          u8("его"), u8("ому"), u8("ему"), u8("ым"), u8("им"), u8("ых"), u8("их"), u8("ую"), u8("юю"),
                          // short participles: «сильно запущена», «сильно повреждён»
                          u8("ена"), u8("ено"), u8("ены"), u8("ана"), u8("ано"), u8("аны"), u8("ён"), u8("ян")};
    l.adjectiveEndings += QStringList {u8("ен"), u8("ан")}; // «почти заполнен»
    l.vagueQualifiers
        = PhraseSet({"небольш*",   "больш*",     "крупн*",     "разумн*",    "отдалённ*",   "отдаленн*",  "удалённ*",
                     "удаленн*",   "пожил*",     "длительный", "длительная", "длительное",  "длительные", "длительного",
                     "длительной", "длительных", "длительным", "длительную", "значительн*", "некотор*"});
    l.vagueQualifiers.add(wordList({"солидн*", "ценн*"}));
    // (how hard a case is, by nobody's measure: «Сложные случаи ассистент передаёт поверенному»)
    l.vagueQualifiers.add(wordList({"сложн*", "трудн*"}));
    l.vagueQualifiers.add(wordList({"слабым", "слабой", "слабого", "слабыми", "слабых", "слабое", "слабая", "слабые"}));
    l.vagueQualifiers.add(
        wordList({"дорогая",     "дорогие",   "дорогих",       "дорогим", "дорогую", "дорогого",  "дорогому",
                  "дорогое",     "дешёв*",    "дешев*",        "важные",  "важных",  "важным",    "важную",
                  "важного",     "важному",   "важная",        "важный",  "важными", "лояльн*",   "значительн*",
                  "существенн*", "масштабн*", "незначительн*", "опытным", "опытных", "неопытным", "неопытных"}));
    l.judgingStems.append(wordList({"незначительн", "значительн", "существенн", "масштабн", "лояльн"}));
    // (how noticeable: «Если на участке заметный уклон», «с заметным опозданием»)
    l.vagueQualifiers.add(wordList({"заметн*"}));
    l.judgingStems.append(wordList({"заметн"}));
    l.vague.add(wordList({"время от времени", "периодически", "через равные промежутки"}));
    l.vagueQualifiers.add(wordList({"привлекательн*", "престижн*"}));
    l.judgingStems.append(wordList({"грязн"}));
    l.vague.add(wordList({"как сочтёте нужным", "как сочтете нужным", "исходя из ситуации", "в зависимости от ситуации",
                          "здравый смысл", "здравому смыслу"}));
    l.vagueDeterminers.add(wordList({"много"}));
    l.vagueComparatives
        = PhraseSet({"более", "менее", "крупнее", "тяжелее", "дороже", "дешевле", "дольше", "старше", "младше", "позднее",
                     "раньше", "хуже", "немного больше", "чуть больше", "немного меньше", "чуть меньше"});
    l.vagueComparatives.add(wordList({"рискованнее", "опаснее", "сложнее"}));
    l.vagueComparatives.add(wordList({"опытнее", "важнее", "серьёзнее", "серьезнее", "слабее"}));
    l.comparisonWords = wordSet({"чем"});
    l.lastingStems = wordList({"длит", "продолжа", "занима", "займ"});
    l.deadlineWords = wordSet({"до"});
    l.beforeWords = wordSet({"до", "перед"});
    l.atMostBefore = PhraseSet({"до", "меньше", "менее", "не более", "не больше", "максимум", "младше", "моложе", "в радиусе"});
    // (so many each: «Группы мы набираем максимум по восемь учеников»)
    l.atMostBefore.add(wordList({"максимум по", "не более чем по", "не больше чем по", "не более по", "не больше по"}));
    l.strictBounds = PhraseSet({"больше", "более", "свыше", "старше", "превышает", "меньше", "менее", "младше", "моложе",
                                "больше чем", "меньше чем", "старше чем", "младше чем", "более чем", "менее чем"});
    // («посылки тяжелее 20 кг», «длиннее чем 2 метра»)
    l.comparativeAtLeast = PhraseSet({"тяжелее", "тяжелее чем", "длиннее", "длиннее чем", "крупнее", "крупнее чем", "дороже",
                                      "дороже чем", "шире", "шире чем", "дальше", "дальше чем", "дольше", "дольше чем"});
    l.comparativeAtMost = PhraseSet(
        {"легче", "легче чем", "короче", "короче чем", "мельче", "мельче чем", "дешевле", "дешевле чем", "ближе", "ближе чем"});
    l.atLeastBefore.add(wordList({"больше чем", "старше чем", "более чем", "не менее чем", "не меньше чем", "не младше"}));
    l.atMostBefore.add(wordList({"меньше чем", "младше чем", "менее чем", "не более чем", "не больше чем", "не старше"}));
    l.atMostBefore.add(wordList({"не позднее", "не позже"})); // «не позднее 20-го числа»
    l.atMostBefore.add(wordList({"не дольше", "не дольше чем", "не длиннее"})); // «ждут не дольше трёх суток»
    l.atLeastAfter = PhraseSet({"и более", "и больше", "или больше", "и выше"});
    l.atMostAfter = PhraseSet({"и менее", "и меньше", "или меньше", "максимум"});
    l.noticeWords = wordSet({"заранее", "раньше", "ранее", "прежде"});
    l.noticeBefore = wordSet({"за"});
    l.noticeDeadlines = PhraseSet({"не позже", "не позднее", "самое позднее", "или раньше", "или ранее"});
    l.paymentWays = {PhraseSet({"наличн*", "кэш*", "кеш*"}),
                     PhraseSet({"карта", "карты", "карту", "картой", "картою", "картам", "картами", "безналичн*"}),
                     PhraseSet({"перевод*", "сбп"}), PhraseSet({"рассрочк*", "частями"})};
    l.paymentStems = wordList({"оплат", "оплач", "плат", "принима", "расчёт", "расчет", "рассчит", "купить", "покупа"});
    l.advanceWords = wordSet({"заранее", "вперёд", "вперед"});
    l.notPaymentCard = wordList({"диагност", "лояльн", "клиентск", "бонусн", "подарочн", "скидочн", "дисконтн", "клубн", "номер",
                                 "данн", "пин", "медицинск", "технологическ", "маршрутн", "игров", "картинг"});
    l.phoneStems = wordList({"телефон"});
    l.allDetailsWords = wordSet({"детали", "данные", "всё", "все", "заказ", "запись", "бронь", "состав"});
    l.paidPartStems = wordList({"залог", "предоплат", "аванс", "депозит", "остат", "штраф", "пени", "задат", "рассрочк"});
    l.lengthBefore = wordSet({"течение"});
    l.yearUnits = wordSet({"год", "года", "лет", "году", "годам"});
    l.judgingStems.append(wordList({"подозрительн", "большая", "большой", "большое", "большие", "большую"}));
    l.vagueDeterminers.add(wordList({"нескольких", "нескольким", "несколькими"}));
    l.placeWords = wordSet({"ресторан", "ресторана", "клиника", "клиники", "поликлиника", "аптека", "салон", "центр", "офис",
                            "магазин", "банк", "отделение", "кафе"});
    for (const char *w : {"принимает", "принимаем", "принимают", "посетителей"})
        l.ownHoursWords.insert(u8(w));
    l.vague.add(wordList({"далеко", "недалеко"}));
    l.everyDay = PhraseSet({"ежедневно", "каждый день", "без выходных", "семь дней в неделю"});
    l.exceptDays = wordSet({"кроме", "исключая"});
    l.anyDay = PhraseSet({"любой день", "любой день*", "любые дни", "любого дня", "все дни", "всех дней"});
    l.includingWords = wordSet({"включая", "том", "даже"});
    l.noDayOff = PhraseSet({"без выходных", "без перерывов и выходных", "365 дней в году", "круглый год без выходных"});
    l.yearRound = PhraseSet({"круглый год", "круглогодично", "весь год", "в течение всего года"});
    l.seasonWords = PhraseSet({"сезон", "сезона", "сезоне", "сезоном"});
    l.daysOffAfterDash = wordSet({"выходные"});
    l.holidayWords = wordSet({"праздники", "праздничные", "праздничный", "праздникам", "праздничным", "праздниках"});
    l.closedReasons = wordSet({"на", "из", "для", "потому", "так", "поскольку", "ибо", "в"});
    l.ageStems = wordList({"возраст",         "дети",          "детей",   "детям",    "детьм",  "детях",    "детск",
                           "ребён",           "ребен",         "ребят",   "младше",   "старше", "исполни",  "взросл",
                           "несовершеннолет", "совершеннолет", "подрост", "школьник", "малыш",  "пенсионер"});
    l.ageNouns = wordSet({"возраст", "возраста", "возрасте", "возрастом"});
    l.ageFromWords = wordSet({"с", "со"});
    l.turnedWords = wordSet({"исполнилось", "исполнился", "исполнилась", "исполнились",
                             // (and who have reached it: «лицам, достигшим 18 лет»)
                             "достигшим", "достигшие", "достигших", "достигшему", "достигший"});
    l.ageUnitStems = wordList({"младше", "старше", "исполни", "возраст", "самый младш", "младш"});
    l.ageComparatives = wordList({"младше", "старше", "моложе"});
    l.adultStems = wordList({"совершеннолет"});
    l.minorStems = wordList({"несовершеннолет"});
    l.participantStems = wordList(
        {"участник", "посетител", "ученик", "студент", "кандидат", "пассажир", "игрок", "гост", "слушател", "воспитанник"});
    l.personWords = wordSet({"лица", "лицам", "лиц", "лицо", "человек", "люди", "людей", "людям"});
    l.groupStems = wordList({"групп", "компани"});
    l.atMostBefore.add(
        wordList({"не исполнилось", "не исполнился", "не исполнилась", "ещё не исполнилось", "еще не исполнилось"}));
    // (who is not yet so many years old is younger: «Детям, которым ещё нет 7 лет»)
    l.ageVerbs = wordSet({"нет"});
    l.atMostBefore.add(wordList({"ещё нет", "еще нет"}));
    l.strictBounds.add(wordList({"ещё нет", "еще нет"}));
    l.quantityNouns = wordList({"количеств", "объём", "объем", "числ", "партии", "партия", "партию"});
    l.periodNouns = wordSet({"время", "срок", "срока", "период"});
    l.circumstanceWords = wordSet({"при", "для", "с", "со"});
    l.seemWords = wordSet({"кажется", "покажется", "выглядит", "выглядят", "представляется"});
    // too much of something, by nobody's measure («слишком сложный», «слишком много», «слишком юным»)
    l.vague.add(wordList({"слишком *", "чересчур *"}));
    l.evidentWords = wordSet({"явно", "очевидно", "заметно", "видимо", "по-видимому"});
    l.vagueQualifiers.add(wordList({"объёмн*", "объемн*"}));
    l.vague.add(wordList({"мало мест", "осталось мало", "остаётся мало", "остается мало", "почти не осталось"}));
    l.vagueBeforeCase = PhraseSet({"особые", "особых", "особым", "особыми", "особую", "особая", "особый", "особое", "особого",
                                   "особой", "особом", "исключительных", "исключительные", "исключительной", "исключительном",
                                   "нестандартных", "нестандартной"});
    l.caseStems = wordList({"услови", "обстоятельств", "ситуаци", "случа"});
    l.vagueBeforeCustomer = PhraseSet({"постоянн*", "давн*", "серьёзн*", "серьезн*"});
    l.customerStems = wordList({"клиент", "покупател", "гост", "посетител", "заказчик", "подписчик", "читател", "пациент"});
    l.definingWords = wordSet({"с", "со", "у", "который", "которые", "которым", "которых", "которая", "которому"});
    l.programStems = wordList({"карт", "программ", "клуб"});
    l.likenessWords = wordSet({"словно", "будто"});
    l.vague.add(wordList({"чаще", "реже"}));
    l.vagueAdverbs.add(wordList({"чаще", "реже"}));
    l.notVague.add(wordList({"чаще чем", "реже чем", "чаще всего"}));
    l.vague.add(wordList({"некоторое время", "какое-то время", "недолго"}));
    l.vague.add(wordList({"настойчиво", "в популярное время", "популярное время"})); // how hard, which hours: nobody said
    l.vague.add(wordList({"в обычные сроки", "в обычный срок", "в ближайшие дни", "в ближайшие несколько дней"}));
    // how much one already knows («если у ребёнка уже есть подготовка»): how much, nobody said
    l.vague.add(
        wordList({"уже есть опыт", "есть опыт", "уже есть подготовка", "есть подготовка", "небольшой опыт", "немного опыта"}));
    // a reason that counts, in any clause («Пропущенные по уважительной причине занятия»): who judges it is not said
    l.vague.add(wordList({"уважительн* причин*"}));
    l.vague.add(wordList({"что-то похожее", "что-нибудь похожее", "что-то подобное", "что-нибудь подобное", "что-то аналогичное",
                          "что-нибудь аналогичное"}));
    l.maximumWords = PhraseSet({"максимальн*", "наибольш*", "предельн*", "самый поздний", "самое позднее", "лимит", "максимум"});
    l.lastDateWords = PhraseSet({"последн*", "крайн*", "срок", "срока", "заканчива*", "завершается", "закрыва*"});
    l.minimumWords = PhraseSet({"минимум", "минимальн*", "наименьш*", "самый ранний", "самое раннее", "самый младший",
                                "самого младшего", "самая низкая", "самую низкую", "низш*"});
    l.freeOfCharge = PhraseSet({"бесплатн*", "без оплаты", "без комиссии", "без доплаты", "без билета", "вход свободный",
                                "ничего не стоит", "ничего не стоят", "ничего не платит", "ничего не платят"});
    // («Отдельно за рамы … мы денег не берём», «Малышам … билет не нужен»)
    l.freeOfCharge.add(wordList({"денег не берём", "денег не берем", "не берём денег", "не берем денег", "билет не нужен",
                                 "без дополнительной платы", "не взимается плата", "плата не взимается"}));
    // («Клиенту не нужно отдельно платить за то, чтобы мы вымыли посуду»)
    l.freeOfCharge.add(wordList({"не нужно отдельно платить", "отдельно платить не нужно", "не платит отдельно",
                                 "не платят отдельно", "не нужно платить отдельно"}));
    l.freeOfCharge.add(wordList({"не платят", "не платит"})); // «Дети до пяти лет не платят»
    // («Доставку не оплачивают, если сумма заказа больше 2000 ₽»)
    l.freeOfCharge.add(wordList({"не оплачивают", "не оплачивает", "не оплачивается"}));
    l.includedWords = PhraseSet({"входит в", "входят в", "включен*", "включая", "включает", "включают"});
    l.radiusBefore = PhraseSet({"в пределах", "в радиусе", "в радиусе до"});
    l.perWeek = PhraseSet({"в неделю", "в неделе"});
    l.includedStems = wordList({"входит", "входят", "включ"});
    l.copulas = wordSet({"это", "является", "означает", "такова", "таковы", "гласит", "следующая", "следующие", "следующий",
                         "следующее", "такая"});
    l.rangeWords = wordSet({"до", "по"});
    const std::pair<const char *, double> numbers[]
        = {{"один", 1},          {"одна", 1},          {"одного", 1},        {"одни", 1},         {"одну", 1},
           {"одних", 1},         {"два", 2},           {"две", 2},           {"двух", 2},         {"три", 3},
           {"трех", 3},          {"трем", 3},          {"тремя", 3},         {"четыре", 4},       {"четырех", 4},
           {"пять", 5},          {"пяти", 5},          {"шесть", 6},         {"шести", 6},        {"семь", 7},
           {"семи", 7},          {"восемь", 8},        {"восьми", 8},        {"девять", 9},       {"девяти", 9},
           {"десять", 10},       {"десяти", 10},       {"двенадцать", 12},   {"двенадцати", 12},  {"восемнадцать", 18},
           {"восемнадцати", 18}, {"четырнадцать", 14}, {"четырнадцати", 14}, {"одиннадцать", 11}, {"тринадцать", 13},
           {"шестнадцать", 16},  {"семнадцать", 17},   {"девятнадцать", 19}, {"пятнадцать", 15},  {"пятнадцати", 15},
           {"двадцать", 20},     {"двадцати", 20},     {"тридцать", 30},     {"тридцати", 30},    {"сорок", 40},
           {"сорока", 40},       {"пятьдесят", 50},    {"шестьдесят", 60},   {"сто", 100},        {"семьдесят", 70},
           {"восемьдесят", 80},  {"девяносто", 90},    {"двести", 200},      {"триста", 300},     {"четыреста", 400},
           {"пятьсот", 500},     {"шестьсот", 600},    {"семьсот", 700},     {"восемьсот", 800},  {"девятьсот", 900},
           {"тысяча", 1000},     {"тысячи", 1000},     {"тысяч", 1000},      {"тысячу", 1000}};
    for (const auto &[w, v] : numbers)
        l.numberWords.insert(u8(w), v);
    for (const char *w : {"полтора", "полторы", "полутора"})
        l.numberWords.insert(u8(w), 1.5);
    // the collective numerals, said of days and of people («за трое суток», «для пятерых гостей»), and more cases of the
    // others («до шестнадцати лет», «от пятидесяти рублей»)
    const std::pair<const char *, double> more[]
        = {{"двое", 2},          {"двоих", 2},         {"трое", 3},         {"троих", 3},        {"четверо", 4},
           {"четверых", 4},      {"пятеро", 5},        {"пятерых", 5},      {"шестеро", 6},      {"шестерых", 6},
           {"семеро", 7},        {"семерых", 7},       {"одиннадцати", 11}, {"тринадцати", 13},  {"шестнадцати", 16},
           {"семнадцати", 17},   {"девятнадцати", 19}, {"пятидесяти", 50},  {"шестидесяти", 60}, {"семидесяти", 70},
           {"восьмидесяти", 80}, {"девяноста", 90},    {"двухсот", 200},    {"трехсот", 300},    {"пятисот", 500}};
    for (const auto &[w, v] : more)
        l.numberWords.insert(u8(w), v);
    l.numberMultipliers = wordSet({"тысяча", "тысячи", "тысяч", "тысячу"});
    for (const char *w : {"минута", "минуты", "минут", "минуту", "мин"})
        l.durationUnits.insert(u8(w), 1);
    for (const char *w : {"час", "часа", "часов", "ч"})
        l.durationUnits.insert(u8(w), 60);
    for (const char *w : {"день", "дня", "дней", "сутки", "суток"})
        l.durationUnits.insert(u8(w), 1440);
    for (const char *w : {"неделя", "недели", "недель", "неделю"})
        l.durationUnits.insert(u8(w), 10080);
    for (const char *w : {"месяц", "месяца", "месяцев"})
        l.durationUnits.insert(u8(w), 43200);
    for (const char *w : {"квартал", "квартала", "кварталов"}) // «за последний квартал»: three months
        l.durationUnits.insert(u8(w), 3 * 43200);
    addCompoundDurations(l,
                         {{"одно", 1},
                          {"двух", 2},
                          {"трёх", 3},
                          {"трех", 3},
                          {"четырёх", 4},
                          {"четырех", 4},
                          {"пяти", 5},
                          {"шести", 6},
                          {"семи", 7},
                          {"восьми", 8},
                          {"десяти", 10},
                          {"четырнадцати", 14},
                          {"тридцати", 30},
                          {"сорока", 40}},
                         {{"часов", 60},
                          {"дневн", 1440},
                          {"недельн", 10080},
                          {"месячн", 43200},
                          {"летн", 12 * 43200}, // «трёхлетняя гарантия»
                          {"годичн", 12 * 43200}});
    for (const auto &[w, v] : std::initializer_list<std::pair<const char *, double>> {
             {"половина", 0.5}, {"половину", 0.5}, {"половины", 0.5}, {"четверть", 0.25}, {"четверти", 0.25}, {"треть", 1.0 / 3}})
        l.fractionWords.insert(u8(w), v);
    for (const char *w : {"км", "километр", "километра", "километров", "километрах", "километре"})
        l.distanceUnits.insert(u8(w), 1);
    l.fractionDurations = {{u8("полчаса"), 30},    {u8("полсуток"), 720},       {u8("полдня"), 720},
                           {u8("полминуты"), 0.5}, {u8("полгода"), 180 * 1440}, {u8("полугода"), 180 * 1440}};
    addMonths(
        l,
        {"января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"});
    // … and in the prepositional, of a month when something holds («в декабре работаем до 21:00»)
    addMonths(
        l,
        {"январе", "феврале", "марте", "апреле", "мае", "июне", "июле", "августе", "сентябре", "октябре", "ноябре", "декабре"});
    l.dayOfMonth = PhraseSet({"числа", "число", "числу"});
    l.monthEndWords = wordSet({"конца", "конец", "концу"});
    l.ordinalEndings = wordSet({"го", "е", "ого", "ое"});
    addDayOrdinals(l, {"перв",      "втор",       "третьего|", "четвёрт",     "пят",         "шест",      "седьм",
                       "восьм",     "девят",      "десят",     "одиннадцат",  "двенадцат",   "тринадцат", "четырнадцат",
                       "пятнадцат", "шестнадцат", "семнадцат", "восемнадцат", "девятнадцат", "двадцат"},
                   {"ого", "ое", "ому", "ый", "ой"});
    l.dayOrdinals.insert(QStringLiteral("третий"), 3);
    l.dayOrdinals.insert(QStringLiteral("четвертый"), 4);
    l.dayOrdinals.insert(QStringLiteral("третье"), 3);
    l.dayOrdinals.insert(QStringLiteral("третьему"), 3);
    l.dayOrdinals.insert(QStringLiteral("четвертого"), 4);
    l.dayOrdinals.insert(QStringLiteral("четвертое"), 4);
    l.dayOrdinals.insert(QStringLiteral("четвертому"), 4);
    l.clockWords = {{u8("полдень"), 720}, {u8("полудня"), 720}, {u8("полночь"), 1440}, {u8("полуночи"), 1440}};
    l.amountWords = wordSet({"цены", "стоимости", "суммы", "оплаты", "предоплаты", "счёта", "счета", "платы"});
    l.timePrepositions = wordSet({"за", "на", "в", "через"});
    l.unitQualifiers = wordSet({"рабочих", "рабочий", "рабочего", "рабочие", "календарных", "полных", "целых"});
    l.workingWords = wordSet({"рабочих", "рабочие", "рабочая", "рабочую"});
    l.oneUnitAfter = wordSet({"заранее", "раньше"});
    l.andAHalf = PhraseSet({"с половиной"});
    l.areaWords = wordSet({"квадратных", "квадратный", "квадратного", "квадратов", "квадрата", "кв", "м2", "м²"});
    l.unitWords = {{u8("кг"), u8("kg")},    {u8("кило"), u8("kg")}, {u8("л"), u8("l")},      {u8("гр"), u8("g")},
                   {u8("г"), u8("g")},      {u8("см"), u8("cm")},   {u8("т"), u8("t")},      {u8("тонна"), u8("t")},
                   {u8("тонны"), u8("t")},  {u8("тонн"), u8("t")},  {u8("тонну"), u8("t")},  {u8("тоннам"), u8("t")},
                   {u8("м"), u8("m")},      {u8("метр"), u8("m")},  {u8("метра"), u8("m")},  {u8("метров"), u8("m")},
                   {u8("метрах"), u8("m")}, {u8("метре"), u8("m")}, {u8("метрам"), u8("m")}, {u8("мм"), u8("mm")},
                   {u8("мл"), u8("ml")}};
    l.unitStems
        = {{u8("килограмм"), u8("kg")}, {u8("литр"), u8("l")},       {u8("грамм"), u8("g")},     {u8("сантиметр"), u8("cm")},
           {u8("миллиметр"), u8("mm")}, {u8("миллилитр"), u8("ml")}, {u8("кубометр"), u8("m³")}, {u8("кубическ"), u8("m³")},
           {u8("куба"), u8("m³")},      {u8("кубов"), u8("m³")}};
    l.valueWords = wordSet({"составляет", "составляют", "составит", "составлять", "равна", "равен", "равно", "равняется",
                            "достаточно", "хватит", "хватает", "стоимостью", "суммой", "сумма", "суммы", "сумму",
                            // a price's unit of area: «за квадратный метр», «1200 ₽/м²»
                            "квадратный", "квадратного", "квадратном", "метр", "метра", "кв", "м2", "м²",
                            // … and the words of a distance: «в радиусе 20 км»
                            "радиус", "радиусе", "расстояние", "расстоянии", "пределах",
                            // a term's own word: «в течение трёх дней», «в срок до»
                            "течение", "срок", "срока", "сроки"});
    l.saidWords = wordSet({"что", "чтобы", "этом"});
    l.mindWords = wordSet({"помните", "учтите", "учитывайте", "запомните", "имейте", "знайте", "обратите"});
    l.reportVerbs = wordList({"скаж", "сказ", "сообщ", "напомин", "напомн", "предупре", "объясн", "говор", "уведом", "информир",
                              "поясн", "подчеркн", "подчёркив", "подчеркив", "оговор"});
    l.thatWords = wordSet({"что", "чтобы"});
    l.boundWords
        = wordSet({"минимум", "максимум", "позднее", "позже", "раньше", "ранее", "младше", "старше", "моложе", "больше", "меньше",
                   "более", "менее", "свыше", "превышает", "превысит", "превышает", "превышающий", "превышающих"});
    l.dayParts = {{u8("утра"), 0}, {u8("вечера"), 12}}; // (not «дня», «ночи»: "3 дня" is three days)
    l.sentenceUnits = wordSet({"предложение", "предложения", "предложений", "фраза", "фразы", "фраз", "фразу"});
    l.briefWord = QStringLiteral("краткий");
    l.currencyWords = wordSet({"руб", "рубль", "рубля", "рублей", "р", "евро", "доллар", "доллара", "долларов"});
    l.dayStems = {{u8("понедельник*"), 1}, {u8("пн"), 1},       {u8("вторник*"), 2}, {u8("вт"), 2},       {u8("среда"), 4},
                  {u8("среду"), 4},        {u8("среды"), 4},    {u8("средам"), 4},   {u8("ср"), 4},       {u8("четверг*"), 8},
                  {u8("чт"), 8},           {u8("пятниц*"), 16}, {u8("пт"), 16},      {u8("суббот*"), 32}, {u8("сб"), 32},
                  {u8("воскресен*"), 64},  {u8("вс"), 64},      {u8("будн*"), 31},   {u8("выходн*"), 96}};
    return l;
}

// ---------------------------------------------------------------- Croatian and Bosnian

Lexicon croatianBosnian(const QString &code)
{
    Lexicon l;
    l.language = code;
    l.stopWords = wordSet(
        {"tek",      "nikakav", "nikakva", "nikakvo", "nikakve", "nikakvi", "nikakvih", "nikakvu", "nikakvim", "nikakvog",
         "nikakvom", "i",       "u",       "na",      "je",      "se",      "da",       "za",      "od",       "do",
         "s",        "sa",      "su",      "ne",      "to",      "što",     "šta",      "a",       "ali",      "ili",
         "kao",      "koji",    "koja",    "koje",    "kojeg",   "kojem",   "ga",       "ih",      "im",       "mu",
         "joj",      "mi",      "ti",      "vi",      "on",      "ona",     "ono",      "oni",     "one",      "smo",
         "ste",      "sam",     "si",      "biti",    "bi",      "će",      "ćete",     "ću",      "ćemo",     "bio",
         "bila",     "bilo",    "već",     "još",     "samo",    "vas",     "putem",    "vam",     "vaš",      "vaša",
         "vaše",     "vašeg",   "nas",     "nam",     "naš",     "naša",    "naše",     "našeg",   "ovaj",     "ova",
         "ovo",      "ovog",    "taj",     "ta",      "te",      "tog",     "tome",     "tom",     "sve",      "svi",
         "svaki",    "svaka",   "kad",     "kada",    "ako",     "jer",     "pa",       "po",      "pri",      "o",
         "iz",       "prema",   "nakon",   "prije",   "uz",      "bez",     "kod",      "li",      "molimo",   "molim",
         "uvijek",   "nikad",   "nikada",  "nije",    "nisu",    "ni",      "niti",     "nema",    "ima",      "tada",
         "zatim",    "onda",    "također", "takođe",  "kako",    "gdje",    "tko",      "ko",      "njega",    "njoj",
         "njih",     "njihov",  "njegov",  "njen",    "njezin",  "može",    "mogu",     "možete",  "treba",    "trebate",
         "morate",   "mora",    "moraju",  "svoj",    "svoje",   "svoju",   "sebe",     "sebi",    "još",      "jedan",
         "jedna",    "jedno",   "dok",     "iako",    "te",      "ovdje",   "tamo",     "ovu",     "tu",       "svako",
         "svakog",   "svaku",   "svakom",  "svake",   "bilo",    "sva",     "svu",      "svim",    "svih",     "njihov",
         "njihova",  "njihovu", "njihove", "njegov",  "njegova", "njegovu", "njezin",   "njezinu", "njen",     "njenu",
         "nego",     "tako",    "jednom",  "čak",     "odnosno", "dakle",   "tj",       "između",  "izmedju"});
    l.requiredOverrides = PhraseSet({"ne zaboravite", "ne zaboravi", "nemojte zaboraviti", "nemoj zaboraviti"});
    l.boundNegations = PhraseSet({"ne više od", "ne više nego", "ne manje od", "ne kasnije od", "ne kasnije", "ne prije",
                                  "ne duže od", "ne dulje od", "ne samo"});
    l.forbidden = PhraseSet({"nikad",
                             "nikada",
                             "ne smijete",
                             "ne smiješ",
                             "ne smije",
                             "ne smiju",
                             "nemojte",
                             "nemoj",
                             "zabranjeno",
                             "zabranjen*",
                             "nije moguć*",
                             "nisu moguć*",
                             "nije dozvoljen*",
                             "nije dopušten*",
                             "nisu dozvoljen*",
                             "nisu dopušten*",
                             "ni pod kojim uvjetom",
                             "ni pod kojim uslovom",
                             "izbjegavajte",
                             "izbjegavaj",
                             "ne treba",
                             "ne trebate",
                             "ne",
                             "nipošto",
                             "nemate pravo",
                             "nema pravo",
                             "nemaju pravo",
                             "nemaš pravo",
                             "neprikladn*",
                             "neprimjeren*",
                             "nedopustiv*"});
    l.required
        = PhraseSet({"morate", "moraš", "mora", "moraju", "uvijek", "obavezno", "obavezan", "obavezna", "obvezno", "obvezan",
                     "obvezna", "potrebno je", "treba", "trebate", "trebaš", "trebaju", "neophodno", "pobrinite se", "pobrini se",
                     "osigurajte", "osiguraj", "uvjerite se", "svaki put", "u svakom slučaju",
                     // what the replies are to be: "Odgovori neka budu kratki" ("neka" alone is also "some")
                     "neka budu", "neka bude", "neka je", "neka su"});
    l.permitted = PhraseSet({"možete",        "možeš",         "može",       "mogu se",     "smijete",  "smiješ",
                             "smije",         "dozvoljen*",    "dopušten*",  "slobodno",    "po želji", "moguće je",
                             "dobrodošli",    "dobrodošla",    "dobrodošao", "ne morate",   "ne moraš", "ne mora",
                             "nije obavezno", "nije potrebno", "nije nužno", "nije obvezno"});
    l.strong = PhraseSet({"uvijek", "nikad", "nikada", "morate", "moraš", "mora", "obavezno", "obvezno", "ni pod kojim uvjetom",
                          "ni pod kojim uslovom", "zabranjeno", "strogo"});
    l.emphasis = PhraseSet({"važno", "vazno", "važn*", "ključno", "kritično", "izuzetno važno", "strogo", "apsolutno",
                            "najvažnije", "pažnja", "ni pod kojim uvjetom", "ni pod kojim uslovom", "bitno"});
    l.conditions = PhraseSet({"ako", "osim", "osim ako", "kad", "kada", "ukoliko", "u slučaju", "samo ako", "samo kad",
                              "samo kada", "inače", "dok", "izuzetak je", "iznimka je", "jedini izuzetak", "jedina iznimka"});
    l.untilWords = wordSet({"dok"});
    l.exceptions = wordSet({"osim", "izuzev", "izuzetak", "iznimka", "jedini", "jedina"}); // ("jedini izuzetak")
    l.onlyWords = wordSet({"samo", "jedino"});
    l.exclusiveWords = wordSet({"isključivo"});
    l.personRelatives = wordSet({"tko", "ko", "koji", "koja", "koje", "kojima"});
    l.othersThan = PhraseSet({"osim", "izuzev", "izvan", "van"});
    l.outsideWords = PhraseSet({"izvan", "van"});
    l.extentWords = wordSet({"doseže", "seže", "pokriva", "obuhvata", "obuhvaća"});
    l.frequencyWords = wordSet({"obično", "često", "uglavnom", "najčešće", "ponekad", "uobičajeno"});
    l.reasonWords = PhraseSet({"jer", "budući da", "pošto"});
    l.consequenceWords = PhraseSet({"pa", "stoga", "zato", "zbog toga"});
    l.contrastJoins = wordSet({"a", "ali"});
    l.alwaysWords = PhraseSet({"uvijek", "bez iznimke", "bez izuzetka", "obavezno", "obvezno"});
    l.neverWords = PhraseSet({"nikad", "nikada", "nikako", "ni pod kojim uvjetom", "ni pod kojim uslovom", "ni u kojem slučaju"});
    l.universals = wordSet({"uvijek", "svakom", "svakome", "svaki", "svakog", "svakoga", "svaku", "svakoj", "svima"});
    l.questionVerbs = wordSet(
        {"pitajte", "upitajte", "saznajte", "provjerite", "recite", "pitati", "saznati", "provjeriti", "raspitajte", "utvrdite"});
    l.questionJoins = wordSet({"i", "ili"});
    l.andWords = wordSet({"i"});
    l.verbAfterAnd = wordSet({"se", "je", "su"});
    l.verbParticlesAfterAnd = wordSet({"se"});
    l.demonstratives = wordSet({"ove", "ovim", "ovih", "ova", "ovu", "ovoj"});
    l.laterWords = wordSet({"kasnije"});
    l.alreadyWords = wordSet({"već", "vec", "tek", "čak", "samo"});
    l.leastWords = wordSet({"najmanje", "najviše", "minimalno", "maksimalno", "barem"});
    l.relativeWords = wordSet({"koji", "koja", "koje", "kojeg", "kojega", "kojem", "kojoj", "koju", "kojima", "kojih"});
    l.especially = wordSet({"posebno", "pogotovo", "naročito", "osobito", "čak"});
    l.subordinators = wordSet({"da", "kako", "jer", "budući", "iako", "gdje", "kad", "kada", "čak"});
    l.repetition = PhraseSet({"dvaput", "dva puta", "ponovno", "ponovo", "opet", "još jednom"});
    l.vague = PhraseSet({"po potrebi",
                         // a distance nobody measured ("Za marine u blizini")
                         "u blizini", "u okolici", "iz okolice", "u okolini", "iz okoline", "nešto posebn*", "blagdansk* sezon*",
                         "praznič* sezon*", "neko vrijeme", "izvjesno vrijeme", "na veliko", "veće količine", "ako je potrebno",
                         // (a quality, a shelf life nobody measured: "voće dobrog kvaliteta",
                         // "s kratkim rokom trajanja")
                         "dobrog kvaliteta", "dobre kvalitete", "kratkim rokom trajanja", "kratkog roka trajanja",
                         // (a moment nobody named: "narudžbe u zadnji čas")
                         "u zadnji čas", "u posljednji čas", "u zadnji tren", "u zadnji trenutak", "u posljednji trenutak",
                         "kratkim rokom upotrebe", "ako bude potrebno", "ako treba", "kad je potrebno", "kada je potrebno",
                         "ako je moguće", "ako je moguce", "po mogućnosti", "kad god je moguće", "što prije", "šta prije",
                         "uskoro", "razumn*", "primjeren*", "odgovarajuć*", "prikladn*", "neki", "neke", "nekih", "nekim",
                         "nekoliko", "malo", "itd", "i tako dalje", "i slično", "obično", "uglavnom", "ponekad", "često",
                         "pokušajte", "pokušaj", "po svom nahođenju", "po vlastitoj procjeni", "prema vlastitoj procjeni",
                         "u primjerenom roku", "u razumnom roku", "prema vašoj procjeni", "prema svojoj procjeni", "na vrijeme",
                         "pravodobno", "velik* grup*", "veće grupe", "većih grupa", "brzo", "kratko", "kasnije",
                         "u dogledno vrijeme", "u kratkom roku", "u najkraćem roku", "u određenim slučajevima",
                         "u određenim situacijama", "u nekim slučajevima", "u pojedinim slučajevima"});
    l.notVague = PhraseSet({"ne kasnije", "kasnije od", "najkasnije", "koliko",
                            // the style of the replies is no vague qualifier: "Odgovarajte kratko"
                            "odgovara* kratko", "odgovori* kratko", "govori* kratko", "priča* kratko", "kratko odgovara*",
                            "kratko odgovori*"});
    // (emphasis, not a degree: "posebno važno")
    l.notVague.add(wordList({"posebno važn*", "osobito važn*", "naročito važn*", "posebno pažljiv*", "osobito pažljiv*"}));
    // (a summing up asked for, in the style of the replies: "Na kraju kratko ponovi šta je dogovoreno", "kratko i jasno")
    l.notVague.add(wordList({"kratko ponov*", "kratko rezimir*", "kratko sažm*", "kratko i jasno", "kratko i razumljivo"}));
    l.vague.add(wordList({"više puta", "u više navrata"}));
    l.references = PhraseSet({"kao i obično",
                              "kao obično",
                              "kao i uvijek",
                              "kao prije",
                              "kao što je dogovoreno",
                              "uobičajen* način*",
                              "na uobičajen* način*",
                              "|politik*",
                              "|procedur*",
                              "|protokol*",
                              "|pravilnik*",
                              "|pravila",
                              "|pravilima",
                              "|skript*",
                              "|upute",
                              "|uputa",
                              "|uputama",
                              "|uputstva",
                              "|uputstvo",
                              "|uputstvima",
                              "|smjernic*",
                              "|priručnik*",
                              "|standardn*"});
    l.negations = wordSet({"ne", "nije", "nisu", "nikad", "nikada", "nemojte", "nemoj", "bez", "ni", "niti", "nema"});
    l.questionParticles = wordSet({"li"});
    l.withoutWords = wordSet({"bez"});
    l.aloneWords = wordSet({"sami", "sama", "same", "samostalno", "bez"});
    l.withoutIdioms = PhraseSet({"bez obzira", "bez iznimke", "bez izuzetka", "bez odlaganja", "bez odgađanja", "bez odgode"});
    l.caseWords = wordSet({"ako", "ukoliko", "kad", "kada", "čim", "dok", "nakon", "prije", "osim"});
    l.ifWords = wordSet({"ako", "ukoliko", "kad", "kada"});
    l.whenWords = wordSet({"kad", "kada"});
    l.inWords = wordSet({"u", "za", "po", "tokom", "tijekom"});
    // ("Za hitne predmete": the files of an office)
    l.caseNouns = wordSet({"slučaju", "slučajevima", "slučajeva", "situaciji", "situacijama", "okolnostima", "predmete",
                           "predmetima", "predmeta", "zahtjeve", "zahtjevima"});
    // ("Po jakom vjetru")
    l.conditionNouns = wordSet({"vremenu", "vrijeme", "dane", "danima", "uvjetima", "uslovima", "vrućini", "gužvi", "vjetru",
                                "kiši", "snijegu", "vjetar"});
    l.urgentStems = wordList({"hitn", "hitan"});
    l.enoughWords = wordSet({"dovoljno"});
    l.purposeWords = wordSet({"da"});
    l.turnaroundCues = PhraseSet(
        {"gotov je",      "gotova je",   "gotovo je",   "gotovi su",     "gotove su",     "bit će gotov*",    "biti gotov*",
         "spreman",       "spremna",     "spremno",     "spremni",       "spremne",       "rok izrade",       "izrada traje",
         "izrađuj*",      "izrađuje",    "izradimo",    "može preuzeti", "mogu preuzeti", "može se preuzeti", "mogu se preuzeti",
         "moći preuzeti", "moći podići", "može podići", "mogu podići",   "dobiva",        "dobije",           "dobivaju",
         "dobiju",        "preuzima",    "preuzimaju"});
    l.holdWords = PhraseSet({"rezerv*", "na čekanju", "držimo", "drži", "držat ćemo", "čuvamo"});
    l.priceChangeWords
        = PhraseSet({"doplat*", "nadoplat*", "manje", "više", "jeftinij*", "skuplj*", "raste", "rastu", "dodaj*", "poskup*"});
    l.partsOfDay
        = PhraseSet({"ujutro", "ujutru", "jutr*", "popodne*", "poslijepodne*", "navečer", "uvečer", "večer*", "noću", "noćn*"});
    l.countedFromWords = wordSet({"od"});
    l.bookingStems = wordList({"rezerv", "narudžb", "naruč", "zakaz", "bukir", "upis"});
    l.aboutWords = wordSet({"o"});
    l.aboutCaseWords = wordSet({"radi", "riječ", "rijec", "rječ"});
    l.urgentAdverbs = wordSet({"hitno"});
    l.agentWords = wordSet({"asistent", "bot"});
    l.agentDeterminers = wordSet({"naš", "ovaj"});
    l.byDayWords = wordSet({"do"});
    l.alsoWords = wordSet({"također", "takođe", "dodatni", "dodatne", "dodatna", "dodatno", "dopunski", "dopunske", "dopunska"});
    l.alsoBeforeDay = wordSet({"i"});
    l.perOneBefore = wordSet({"na", "po"});
    l.atOnce = PhraseSet({"istodobno", "istovremeno", "odjednom", "u istom terminu", "u jednom terminu", "u isto vrijeme"});
    l.judgingStems
        = wordList({"loš",   "rizič",        "opasn",   "ozbilj",  "zahtjevn", "zahtevn",   "složen", "kompliciran", "gužv",
                    "velik", "veći",         "veća",    "veće",    "većih",    "većim",     "tešk",   "težak",       "težeg",
                    "težem", "problematičn", "neobičn", "kritičn", "ekstrem",  "nepovoljn", "nezgodn"});
    l.judgingStems.append(wordList({"zahtjevan", "zahtevan", "kompliciran", "jednostavn"}));
    l.judgingStems.append(wordList({"dovoljn", "prekasn", "preran", "skup"})); // "kad je žito dovoljno suho"
    // ("ako je vrijeme lijepo", "osim ako je razlog opravdan")
    l.judgingStems.append(wordList({"lijep", "lep", "opravdan"}));
    // ("Ako je prilaz zidu otežan", "ako je operacija bila nedavno")
    l.judgingStems.append(wordList({"otežan", "nedavn"}));
    l.judgingStems.append(wordList({"nemirn", "uzburkan"})); // "Ako je more nemirno": how rough, nobody said
    // ("Ako je napolju jako hladno", "Pri jakoj vrućini", "osim kod osjetljivih radova", "ako slabo poznaje računar"; not
    // "jako", very)
    l.judgingStems.append(wordList({"hladn", "vruć", "slab", "osjetljiv", "jakoj", "jakom", "jakih", "jakim", "jaka"}));
    l.crowdStems = wordList({"prometn", "gužv"});
    l.unaccompanied = PhraseSet({"sami", "same", "samostalno", "samostalni", "samostalne", "samostalnih", "bez pratnje",
                                 "bez odrasle osobe", "bez odraslih", "bez roditelja"});
    l.accompanied = PhraseSet({"u pratnji", "uz pratnju", "uz roditelja", "uz roditelje", "uz prisustvo roditelja",
                               "s odraslom osobom", "sa odraslom osobom", "uz odraslu osobu"});
    l.returnStems = wordList({"vrać", "vrat", "povrat", "refundir"});
    l.moneyStems = wordList({"novac", "novc", "uplat", "iznos"});
    l.nonRefundStems = wordList({"nepovrat"});
    l.experiencerWords = wordSet({"mu", "joj", "im", "vam", "mi", "ti"});
    l.manyWords = wordSet({"mnogo", "puno", "malo", "previše"});
    l.clauseOpeners
        = wordSet({"prije", "nakon", "tijekom", "tokom", "kad", "kada", "dok", "na", "u", "pri", "ako", "za", "s", "sa", "po"});
    l.imperativeEndings = wordList({"ite", "jte", "ati", "iti", "eti", "uti"});
    l.politeEndings = wordList({"ite", "jte"});
    l.imperativeStems
        = wordList({"pitaj",     "reci",   "recite",    "potvrd",  "ponud",    "provjer", "zapiš",     "zapis",   "prebac",
                    "preusmjer", "spoj",   "obavijest", "izvin",   "ispričaj", "zahval",  "ponov",     "objasn",  "koristi",
                    "budi",      "budite", "drži",      "završ",   "pozdrav",  "zamol",   "pričekaj",  "sačekaj", "pomozi",
                    "izbjegav",  "odbij",  "postavi",   "prikupi", "daj",      "ostani",  "predstavi", "javi",    "navedi",
                    "traži",     "uzmi",   "nudi",      "kaži",    "nemoj"});
    // the informal "ti" form of what a prompt asks most ("pročitaj kupcu …", "zakaži termin")
    l.imperativeStems.append(wordList({"pročitaj",  "čitaj",   "upiši",      "upisuj",    "zabilježi", "zakaži",   "rezerviraj",
                                       "rezerviši", "pošalji", "pozovi",     "uputi",     "preporuči", "savjetuj", "naglasi",
                                       "podsjeti",  "zatraži", "informiraj", "informiši", "dogovori",  "ponavljaj"}));
    l.acronyms = wordSet({"oib", "jmbg", "bih", "rh", "hzzo", "km", "pdv", "sms", "pin", "eur", "bam", "vip", "id", "ok", "iban",
                          "sos", "mup", "eu"});
    l.openWords = wordSet(
        {"od", "otvaramo", "otvara", "otvoreno", "otvoreni", "otvorena", "otvaranje", "počinjemo", "počinje", "počinju"});
    l.closeWords = wordSet({"do", "zatvaramo", "zatvara", "zatvaranje", "zatvoreno", "zatvoreni", "zatvaraju", "završavamo",
                            "završava", "završavaju"});
    l.closedWords = wordSet({"zatvoreno", "zatvoreni", "zatvoren", "zatvorena", "neradni", "neradnim", "neradan", "neradna"});
    l.briefStems = wordList({"kratk", "kraći", "kraća", "kraće", "kratak", "sažet"});
    l.longStems = wordList({"dug", "duž", "opširn", "razvuč", "razvlač", "razvlači", "razvuk", "detaljn"});
    l.speechStems = wordList({"odgovor", "odgovar", "govor", "govori", "rečenic", "objašnjenj", "objašnjava", "izlaganj",
                              "razgovor", "priča", "pričaj", "izjav", "poruk", "formulacij"});
    l.speechBriefStems = wordList({"koncizn", "jezgrovit"});
    l.speechLongStems = wordList({"monolog", "predavanj", "brbljanj", "brblja"});
    l.brevityExceptions = wordSet({"sažetak", "sažetka", "sažetku", "sažetkom", "sažeci", "dug", "dugu", "dugom"});
    l.brevityExceptionStems = wordList({"dugov", "dugu", "dugm", "dužn", "dužin", "kratkoročn", "dugoroč", "dugotraj"});
    l.beWords = wordSet({"budite", "budi", "ostanite", "ostani"});
    l.formalAddress = PhraseSet({"persir*", "s vi", "sa vi", "na vi", "oslovljavajte s vi", "oslovljavajte sa vi"});
    l.avoidWords = wordSet(
        {"izbjegavajte", "izbjegavaj", "izbegavajte", "izbjegavati", "bez", "nikad", "nikada", "ne", "nemojte", "nemoj"});
    l.hoursWords = wordSet(
        {"mi",        "smo",        "je",       "radimo",   "radi",        "rade",      "otvoreni",   "otvoreno", "otvorena",
         "zatvoreni", "zatvoreno",  "restoran", "klinika",  "poliklinika", "ambulanta", "ljekarna",   "apoteka",  "salon",
         "centar",    "ordinacija", "ured",     "trgovina", "prodavnica",  "banka",     "poslovnica", "filijala", "radno",
         "vrijeme",   "svaki",      "dan",      "svakog",   "dana",        "dnevno",    "od",         "do",       "u",
         "i",         "sati",       "sata",     "h",        "otvaramo",    "zatvaramo", "otvara",     "zatvara",  "se",
         "počinjemo", "završavamo", "naš",      "naša",     "naše",        "svakim",    "danom"});
    l.timeOfDayCues = wordSet({"u", "do", "od", "oko"});
    l.atLeastBefore = PhraseSet({"više od",    "iznad",      "najmanje",   "preko",    "ne manje od",  "minimalno", "stariji od",
                                 "starija od", "starije od", "prijeđe",    "pređe",    "prelazi",      "premašuje", "premaši",
                                 "tek od",     "već od",     "počevši od", "počev od", "veće od",      "veća od",   "većoj od",
                                 "većem od",   "većim od",   "većeg od",   "dalje od", "udaljenije od"});
    l.atLeastBefore.add(wordList({"barem", "bar", "bar od"})); // "tko donosi barem 100 litara", "bar 14 dana"
    l.atLeastBefore.add(wordList({"starij* od"})); // every form: "osobama starijim od 65 godina"
    l.atLeastBefore.add(wordList({"veći od", "većih od", "veću od"})); // "narudžbe čiji je iznos veći od 50 EUR"
    l.atLeastBefore.add(
        wordList({"dostigne", "dosegne", "dostignu", "dosegnu", "pređe", "prijeđe"})); // "kad račun dostigne 200 KM"
    l.vagueQualifiers = PhraseSet({"razumn*", "velik*", "udaljen*", "zahtjevn*", "obimn*", "opsežn*"});
    l.vagueQualifiers.add(wordList({"kompliciran*", "komplikovan*", "složen*"}));
    l.intensifiers = PhraseSet({"vrlo", "veoma", "izuzetno", "dosta", "prilično", "poprilično", "izrazito", "previše"});
    l.excessWords = wordSet({"previše", "suviše", "odviše"});
    l.enoughBefore = wordSet({"dovoljno"});
    l.enoughAmounts = wordSet({"vode", "vremena", "mjesta", "mesta", "novca", "prostora", "hrane", "sna", "tekućine", "goriva",
                               "informacija", "podataka", "ljudi", "osoba", "dokaza"});
    l.enoughAmountEndings = wordList({"ih"});
    l.intensifiers.add(wordList({"naročito", "osobito", "posebno", "iznimno", "gotovo", "skoro", "pretjerano"}));
    l.intensifiers.add(wordList({"neuobičajeno", "neobično", "jako"}));
    l.vague.add(wordList({"s vremena na vrijeme", "s vremena na vreme", "povremeno", "periodično", "u redovnim razmacima"}));
    l.vagueQualifiers.add(wordList({"atraktivn*", "prestižn*"}));
    l.judgingStems.append(wordList({"prljav"}));
    l.verbalNounEndings = {QStringLiteral("nje"), QStringLiteral("nja"), QStringLiteral("nju"), QStringLiteral("njem")};
    l.vagueAdverbs = PhraseSet({"uskoro",
                                "ubrzo",
                                "kasnije",
                                "brzo",
                                "na vrijeme",
                                "pravodobno",
                                "pravovremeno",
                                "blagovremeno",
                                "što prije",
                                "što brže",
                                "čim prije",
                                "u kratkom roku",
                                "u najkraćem roku",
                                "u najkraćem mogućem roku",
                                "u što kraćem roku",
                                "u dogledno vrijeme",
                                "u primjerenom roku",
                                "u razumnom roku",
                                "prema osjećaju",
                                "po osjećaju",
                                "prema vlastitoj procjeni"});
    l.afterWords = wordSet({"nakon", "poslije", "posle"});
    l.vagueAttempts = PhraseSet({"pokušajte", "pokušaj", "potrudite se", "nastojte"});
    l.phrasePrepositions = wordSet({"u", "na", "za", "kroz", "unutar", "s", "sa", "po", "prema", "nakon", "oko"});
    l.degreeWords = PhraseSet({"nešto", "malo", "znatno", "mnogo", "puno", "još", "daleko"});
    l.genitiveEndings = wordList({"og", "oga", "eg", "ega", "ih"});
    l.caseEndings = {{QStringLiteral("ih"), {QStringLiteral("a"), QStringLiteral("i")}},
                     {QStringLiteral("im"), {QStringLiteral("ma"), QStringLiteral("om"), QStringLiteral("em")}},
                     {QStringLiteral("og"), {QStringLiteral("a")}},
                     {QStringLiteral("oga"), {QStringLiteral("a")}},
                     {QStringLiteral("eg"), {QStringLiteral("a")}},
                     {QStringLiteral("oj"), {QStringLiteral("i")}},
                     {QStringLiteral("om"), {QStringLiteral("u")}},
                     {QStringLiteral("em"), {QStringLiteral("u")}}};
    l.vagueDeterminers = PhraseSet({"neki", "neke", "nekih", "nekim", "nekoliko", "primjeren*", "prikladn*", "odgovarajuć*"});
    // ("pojedini" is "some"; "pojedinačni" is "single": "Pojedinačni skok: 75 €")
    l.vagueDeterminers.add(wordList({"pojedini", "pojedina", "pojedino", "pojedine", "pojedinih", "pojedinim", "pojedinima",
                                     "pojedinog", "pojedinom", "pojedinu"}));
    l.vagueDeterminers.add(wordList({"prikladan", "dovoljan broj"}));
    l.vagueDeterminers.add(wordList({"s više", "sa više"})); // "Firme s više vozila" (not "s više od četiri")
    l.vagueBeforeAmount = PhraseSet({"mali", "mala", "malo", "male", "malu", "malih", "malim", "malom", "pristojan", "pristojnu",
                                     "pristojni", "pristojnog", "solidan", "solidnu"});
    l.amountStems = wordList({"popust", "naknad", "doplat", "iznos", "cijen", "troš", "kaucij", "polog", "kašnjenj", "odstupanj",
                              "sniženj", "provizij", "kamat", "depozit"});
    l.vagueBeforeAmount.add(wordList({"ozbiljn*"}));
    l.amountStems.append(QStringLiteral("količin"));
    // (a distance kept: "na pristojnoj udaljenosti", "na sigurnom razmaku")
    l.amountStems.append(wordList({"udaljenost", "razmak"}));
    l.vagueBeforeAmount.add(wordList({"pristojn*", "sigurnoj", "sigurnu", "sigurnom"}));
    // (nearer than what: "dostavljamo samo za bliža mjesta")
    const QStringList nearer = wordList({"bliža", "bliže", "bliži", "bližeg", "bližem", "bližim", "bližih", "bližoj", "bližu"});
    l.vagueComparatives = PhraseSet(
        {"lošij*",     "veći",        "veća",          "veće",       "većeg",     "većem",     "većim",      "većih",
         "većoj",      "veću",        "manji",         "manja",      "manje",     "manjeg",    "manjem",     "manjim",
         "manjih",     "manjoj",      "manju",         "dulji",      "dulja",     "dulje",     "duljeg",     "duljem",
         "duljim",     "duljih",      "duljoj",        "dulju",      "duži",      "duža",      "duže",       "dužeg",
         "dužem",      "dužim",       "dužih",         "dužoj",      "dužu",      "kraći",     "kraća",      "kraće",
         "kraćeg",     "kraćem",      "kraćim",        "kraćih",     "kraćoj",    "kraću",     "viši",       "viša",
         "višeg",      "višem",       "višim",         "viših",      "višoj",     "višu",      "niži",       "niža",
         "niže",       "nižeg",       "nižim",         "nižih",      "starij*",   "mlađ*",     "skuplj*",    "jeftinij*",
         "sitnij*",    "zahtjevnij*", "jednostavnij*", "povoljnij*", "složenij*", "malo više", "malo manje", "nešto više",
         "nešto manje"});
    l.vagueComparatives.add(nearer);
    l.vagueComparatives.add(wordList({"nižu", "nižoj", "nižem"}));
    l.vagueComparatives.add(wordList({"obimnij*", "opsežnij*", "ozbiljnij*", "kompliciranij*"}));
    l.vagueComparatives.add(wordList({"rizičnij*", "opasnij*"})); // "Za rizičnije događaje"
    l.vagueComparatives.add(wordList({"važnij*", "naprednij*", "iskusnij*", "slabij*", "zahtjevnij*", "složenij*", "osjetljivij*",
                                      "komplikovanij*", "hitnij*"}));
    // ("Za teže lustere": heavier than what; "teži 15 kg" weighs, and a number measures it)
    l.vagueComparatives.add(wordList({"teži", "teža", "teže", "težeg", "težem", "težim", "težih", "težoj", "težu"}));
    l.comparisonWords = wordSet({"nego", "od"});
    l.comparatives = wordSet({"više", "manje", "duže", "dulje", "kraće", "ranije", "kasnije"});
    l.lastingStems = wordList({"traj", "potraj"});
    l.deadlineWords = wordSet({"do", "najkasnije"});
    l.beforeWords = wordSet({"prije", "pred"});
    l.atMostBefore = PhraseSet({"do", "manje od", "ispod", "najviše", "maksimalno", "ne više od", "ne duže od", "ne dulje od",
                                "mlađi od", "mlađa od", "mlađe od", "mlađih od", "najkasnije", "u krugu od", "u radijusu od"});
    l.atLeastAfter = PhraseSet({"ili više", "i više", "naviše", "i naviše", "pa naviše"}); // "od 150 KM naviše"
    l.atMostAfter = PhraseSet({"ili manje", "i manje", "maksimalno", "najviše"});
    l.noticeWords = wordSet({"unaprijed", "ranije", "prije", "prethodno"});
    l.noticeDeadlines = PhraseSet({"najkasnije", "ne kasnije od", "ne kasnije", "ili ranije", "ili prije"});
    l.paymentWays
        = {PhraseSet({"gotovin*", "keš*"}), PhraseSet({"kartic*", "kartičn*"}),
           PhraseSet({"virman*", "uplatnic*", "transakcijsk*", "bankovn*"}), PhraseSet({"rate", "ratama", "rata", "obročn*"})};
    l.paymentStems = wordList({"plać", "plat", "prima", "naplat", "naplać", "uplat", "uplać", "kupuj", "kupit", "kupi"});
    l.advanceWords = wordSet({"unaprijed", "unapred", "avansno"});
    l.notPaymentCard = wordList({"vjernost", "lojalnost", "člansk", "poklon", "osobn", "zdravstven", "identitet", "pin", "broj",
                                 "podat", "podac", "bonus", "popust", "sim"});
    l.phoneStems = wordList({"telefon"});
    l.readOutStems = wordList({"pročita", "čita", "procita", "cita"});
    l.notRepeatStems = wordList({"ponovn"});
    l.readBackCues = wordList({"potvrd", "još jednom", "natrag", "ponovno"});
    l.allDetailsWords = wordSet({"podatke", "podaci", "detalje", "sve", "narudžbu", "rezervaciju", "dogovoreno", "termin"});
    l.paidPartStems = wordList({"kaucij", "depozit", "predujam", "predujm", "avans", "akontacij", "ostatak", "ostatk", "polog",
                                "kapar", "kazn", "penal", "rat"});
    l.maximumWords = PhraseSet(
        {"maksimaln*", "maksimalan", "maksimum", "najveć*", "najviš*", "najduž*", "najdulj*", "najkasnij*", "ograničenje"});
    l.lastDateWords = PhraseSet({"zadnj*", "posljednj*", "krajnj*", "rok", "roka", "završava*", "zatvara*"});
    l.minimumWords = PhraseSet({"minimaln*", "minimalan", "minimum", "najmanj*", "najkrać*", "najranij*", "najmlađ*", "najniž*"});
    l.freeOfCharge
        = PhraseSet({"besplatn*", "besplatan", "bez naknade", "bez provizije", "bez doplate", "bez ulaznice", "ulaz je slobodan",
                     "ništa ne košta", "ništa ne koštaju", "ništa ne plaća", "ništa ne plaćaju", "bez poštarine"});
    // ("Natpis na torti ne naplaćujemo", "stari odnosimo bez naplate", "posjetioci ne plaćaju ulaznicu")
    l.freeOfCharge.add(wordList({"ne naplaćujemo", "ne naplaćuje se", "se ne naplaćuje", "se ne naplaćuju", "bez naplate",
                                 "ne plaćaju ulaznicu", "ne plaća ulaznicu", "ne plaćaju ulaz", "bez dodatne naplate"}));
    // (nothing paid apart for it: "Za postavljanje plakata … klijent ne plaća ništa posebno", "ne plaćaju posebno")
    l.freeOfCharge.add(wordList({"ne plaća ništa", "ne plaćaju ništa", "ne plaća posebno", "ne plaćaju posebno",
                                 "ne plaćate posebno", "ne naplaćuje se posebno", "ne naplaćujemo posebno"}));
    l.freeOfCharge.add(wordList({"bez troškova", "bez ikakvih troškova", "bez dodatnih troškova"})); // "bez troškova otkazati"
    l.includedWords = PhraseSet({"uključen*", "uračunat*", "uključujući", "uključuje", "uključuju", "ulazi u cijenu",
                                 "ulaze u cijenu", "obuhvaća", "obuhvata"});
    l.includedStems = wordList({"uključ", "uračun", "ulazi", "ulaze", "obuhva"});
    l.radiusBefore = PhraseSet({"unutar", "u krugu od", "u radijusu od", "u radiusu od"});
    l.perWeek = PhraseSet({"u tjednu", "u sedmici", "tjedno", "sedmično", "nedjeljno"});
    // (who pays nothing: "Djeca do 12 godina ne plaćaju turističku pristojbu", "Kupci iz Zenice ne plaćaju prevoz")
    l.freeOfCharge.add(wordList({"ne plaćaju", "ne plaća"}));
    l.copulas = wordSet({"je", "su", "glasi", "znači", "podrazumijeva", "sljedeća", "sljedeće", "sljedeći"});
    l.rangeWords = wordSet({"do"});
    const std::pair<const char *, double> numbers[]
        = {{"jedan", 1},     {"jedna", 1},       {"jedno", 1},       {"jednog", 1},      {"jedne", 1},      {"jednu", 1},
           {"jednoj", 1},    {"dva", 2},         {"dvije", 2},       {"dvoje", 2},       {"tri", 3},        {"troje", 3},
           {"četiri", 4},    {"pet", 5},         {"šest", 6},        {"sedam", 7},       {"osam", 8},       {"devet", 9},
           {"deset", 10},    {"jedanaest", 11},  {"dvanaest", 12},   {"trinaest", 13},   {"četrnaest", 14}, {"petnaest", 15},
           {"šesnaest", 16}, {"sedamnaest", 17}, {"osamnaest", 18},  {"devetnaest", 19}, {"šezdeset", 60},  {"dviju", 2},
           {"triju", 3},     {"dvaju", 2},       {"dvadeset", 20},   {"trideset", 30},   {"četrdeset", 40}, {"pedeset", 50},
           {"sto", 100},     {"sedamdeset", 70}, {"osamdeset", 80},  {"devedeset", 90},  {"dvjesto", 200},  {"dvesta", 200},
           {"tristo", 300},  {"trista", 300},    {"četiristo", 400}, {"petsto", 500},    {"šesto", 600},    {"sedamsto", 700},
           {"osamsto", 800}, {"devetsto", 900},  {"stotina", 100},   {"stotine", 100},   {"tisuća", 1000},  {"tisuću", 1000},
           {"tisuće", 1000}, {"hiljada", 1000},  {"hiljadu", 1000},  {"hiljade", 1000}};
    for (const auto &[w, v] : numbers)
        l.numberWords.insert(u8(w), v);
    // (about so many: "desetak minuta")
    const std::pair<const char *, double> about[]
        = {{"desetak", 10},     {"petnaestak", 15}, {"dvadesetak", 20}, {"tridesetak", 30},
           {"četrdesetak", 40}, {"pedesetak", 50},  {"stotinjak", 100}};
    for (const auto &[w, v] : about)
        l.numberWords.insert(u8(w), v);
    l.numberMultipliers = wordSet({"stotina", "stotine", "tisuća", "tisuću", "tisuće", "hiljada", "hiljadu", "hiljade"});
    for (const char *w : {"minuta", "minute", "minutu", "min"})
        l.durationUnits.insert(u8(w), 1);
    for (const char *w : {"sat", "sata", "sati", "h", "sahat", "sahata", "sahati"})
        l.durationUnits.insert(u8(w), 60);
    for (const char *w : {"dan", "dana"})
        l.durationUnits.insert(u8(w), 1440);
    for (const char *w : {"tjedan", "tjedna", "tjedana", "tjednu", "sedmica", "sedmice", "sedmicu", "sedmici"})
        l.durationUnits.insert(u8(w), 10080);
    for (const char *w : {"mjesec", "mjeseca", "mjeseci", "mjesecu"})
        l.durationUnits.insert(u8(w), 43200);
    addCompoundDurations(l,
                         {{"jedno", 1},
                          {"dvo", 2},
                          {"tro", 3},
                          {"četvero", 4},
                          {"peto", 5},
                          {"šesto", 6},
                          {"sedmo", 7},
                          {"deseto", 10},
                          {"četrnaesto", 14},
                          {"trideseto", 30}},
                         {{"satn", 60},
                          {"dnevn", 1440},
                          {"tjedn", 10080},
                          {"sedmičn", 10080},
                          {"mjesečn", 43200},
                          {"godišnj", 12 * 43200}}); // "trogodišnju garanciju"
    l.compoundAgeNouns = wordList({"godišnjak", "godišnjac", "godišnjakinj"});
    // collective numerals: "skupini većoj od četvero igrača", "za dvoje"
    for (const auto &[w, v] : std::initializer_list<std::pair<const char *, double>> {{"dvoje", 2},
                                                                                      {"troje", 3},
                                                                                      {"četvero", 4},
                                                                                      {"četvoro", 4},
                                                                                      {"petero", 5},
                                                                                      {"petoro", 5},
                                                                                      {"šestero", 6},
                                                                                      {"šestoro", 6},
                                                                                      {"sedmero", 7},
                                                                                      {"sedmoro", 7},
                                                                                      {"osmero", 8},
                                                                                      {"osmoro", 8},
                                                                                      {"devetero", 9},
                                                                                      {"devetoro", 9},
                                                                                      {"desetero", 10},
                                                                                      {"desetoro", 10}})
        l.numberWords.insert(u8(w), v);
    for (const auto &[w, v] : std::initializer_list<std::pair<const char *, double>> {{"pola", 0.5},
                                                                                      {"polovina", 0.5},
                                                                                      {"polovinu", 0.5},
                                                                                      {"polovine", 0.5},
                                                                                      {"polovica", 0.5},
                                                                                      {"polovicu", 0.5},
                                                                                      {"polovice", 0.5},
                                                                                      {"četvrt", 0.25},
                                                                                      {"četvrtina", 0.25},
                                                                                      {"četvrtinu", 0.25},
                                                                                      {"trećina", 1.0 / 3},
                                                                                      {"trećinu", 1.0 / 3},
                                                                                      {"petina", 0.2},
                                                                                      {"petinu", 0.2},
                                                                                      {"petine", 0.2}})
        l.fractionWords.insert(u8(w), v);
    for (const char *w : {"km", "kilometar", "kilometra", "kilometara", "kilometre", "kilometrima", "kilometru"})
        l.distanceUnits.insert(u8(w), 1);
    l.amountWords = wordSet({"iznosa", "iznos", "cijene", "cijenu", "svote", "sumu", "sume", "računa", "akontacije", "avansa"});
    // Croatian month names in the genitive, then the Bosnian (and Serbian) ones
    addMonths(l,
              {"siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna", "listopada",
               "studenoga", "prosinca"});
    l.monthWords.insert(QStringLiteral("studenog"), 11);
    addMonths(l,
              {"januara", "februara", "marta", "aprila", "maja", "juna", "jula", "augusta", "septembra", "oktobra", "novembra",
               "decembra"});
    l.monthWords.insert(QStringLiteral("avgusta"), 8);
    // … and in the nominative, as a date is also written: "Rok za prijavu je 10. maj", "do 1. travanj"
    addMonths(l,
              {"siječanj", "veljača", "ožujak", "travanj", "svibanj", "lipanj", "srpanj", "kolovoz", "rujan", "listopad",
               "studeni", "prosinac"});
    addMonths(
        l,
        {"januar", "februar", "mart", "april", "maj", "juni", "juli", "august", "septembar", "oktobar", "novembar", "decembar"});
    for (const auto &[name, month] : {std::pair("jun", 6), std::pair("jul", 7), std::pair("avgust", 8)})
        l.monthWords.insert(QString::fromLatin1(name), month);
    // … and in the locative, of a month when something holds ("U decembru radimo do 21 sat", "u prosincu"; not "studenom",
    // also "cold")
    addMonths(l,
              {"siječnju", "veljači", "ožujku", "travnju", "svibnju", "lipnju", "srpnju", "kolovozu", "rujnu", "listopadu",
               "prosincu"});
    addMonths(l,
              {"januaru", "februaru", "martu", "aprilu", "maju", "junu", "julu", "augustu", "septembru", "oktobru", "novembru",
               "decembru"});
    l.monthWords.insert(QStringLiteral("avgustu"), 8);
    // … and in the instrumental, of a last day: "zaključno s 15. listopadom", "zaključno sa 30. septembrom" (not "studenim",
    // also "cold")
    addMonths(
        l,
        {"siječnjem", "veljačom", "ožujkom", "travnjem", "svibnjem", "lipnjem", "srpnjem", "kolovozom", "rujnom", "listopadom"});
    addMonths(l,
              {"januarom", "februarom", "martom", "aprilom", "majem", "junom", "julom", "augustom", "septembrom", "oktobrom",
               "novembrom", "decembrom"});
    l.monthWords.insert(QStringLiteral("avgustom"), 8);
    l.monthWords.insert(QStringLiteral("prosincem"), 12);
    l.monthEndWords = wordSet({"kraja", "kraj", "krajem", "konca", "koncem"});
    l.dayOfMonth = PhraseSet({"u mjesecu", "u mesecu", "dana u mjesecu", "dan u mjesecu", "svakog mjeseca", "dana svakog mjeseca",
                              "tekućeg mjeseca", "idućeg mjeseca", "sljedećeg mjeseca", "narednog mjeseca"});
    l.clockWords = {{u8("podne"), 720}, {u8("podneva"), 720}, {u8("ponoć"), 1440}, {u8("ponoći"), 1440}};
    l.timePrepositions = wordSet({"za", "u", "na", "unutar"});
    l.unitQualifiers = wordSet({"radnih", "radna", "radni", "radnog", "kalendarskih", "punih", "puna", "puni"});
    l.workingWords = wordSet({"radnih", "radna", "radni"});
    l.oneUnitAfter = wordSet({"prije", "ranije", "unaprijed", "vremena", "dana"});
    l.andAHalf = PhraseSet({"i pol", "i po", "i pola"});
    l.areaWords = wordSet({"četvornih", "četvorni", "četvornog", "četvorna", "kvadratnih", "kvadratni", "kvadratnog", "kvadrata",
                           "kvadrat", "m2", "m²"});
    l.unitWords = {{u8("kg"), u8("kg")},   {u8("kila"), u8("kg")}, {u8("kile"), u8("kg")}, {u8("kilo"), u8("kg")},
                   {u8("l"), u8("l")},     {u8("g"), u8("g")},     {u8("cm"), u8("cm")},   {u8("t"), u8("t")},
                   {u8("tona"), u8("t")},  {u8("tone"), u8("t")},  {u8("tonu"), u8("t")},  {u8("tonama"), u8("t")},
                   {u8("m"), u8("m")},     {u8("metar"), u8("m")}, {u8("metra"), u8("m")}, {u8("metara"), u8("m")},
                   {u8("metru"), u8("m")}, {u8("metri"), u8("m")}, {u8("metre"), u8("m")}, {u8("metrima"), u8("m")},
                   {u8("mm"), u8("mm")},   {u8("ml"), u8("ml")}};
    l.unitStems = {{u8("kilogram"), u8("kg")}, {u8("milimet"), u8("mm")}, {u8("mililit"), u8("ml")},  {u8("litr"), u8("l")},
                   {u8("litar"), u8("l")},     {u8("gram"), u8("g")},     {u8("centimet"), u8("cm")}, {u8("kubn"), u8("m³")},
                   {u8("kubik"), u8("m³")},    {u8("kubni"), u8("m³")}};
    l.valueWords = wordSet({"iznosi", "iznose", "iznositi", "čini", "čine", "vrijedi", "vrijede", "važi", "važe", "računamo",
                            "dovoljno", "dovoljan", "dovoljna", "dostaje", "naplaćujemo", "iznos", "iznosa",
                            // a price's unit of area: "po kvadratu", "po kvadratnom metru", "22 KM/m²"
                            "kvadrat", "kvadratu", "kvadratni", "kvadratnom", "kvadratnog", "metar", "metru", "m2", "m²",
                            // … and the words of a distance: "u krugu od 30 km", "na udaljenosti do 20 km"
                            "udaljenost", "udaljenosti", "krug", "kruga", "krugu", "radijus", "radijusu",
                            // a term's own word: "u roku od tri dana"
                            "rok", "roku", "roka"});
    l.saidWords = wordSet({"da", "tome"});
    l.mindWords = wordSet({"zapamtite", "upamtite", "imajte", "znajte", "uzmite", "vodite", "napomena"});
    l.reportVerbs = wordList({"reci",    "reći",   "kaži",    "napomen",  "napominj", "upozor", "obavijest",
                              "obavješ", "objasn", "objašnj", "informir", "naglas",   "naglaš", "podsjet",
                              "podsjeć", "istakn", "istič",   "saopć",    "saopšt",   "priopć", "javi"});
    l.thatWords = wordSet({"da"});
    l.lengthBefore = wordSet({"tijekom", "tokom"});
    l.yearUnits = wordSet({"godina", "godine", "godinu", "god", "godini"});
    l.judgingStems.append(wordList({"sumnjiv", "prejak", "prevelik", "preskup", "predug", "prehladn"}));
    l.vague.add(wordList({"predugo"})); // "da rješenje kasni predugo": how long nobody said
    l.vague.add(wordList({"nešto slično", "nešto tome slično", "nešto slicno"})); // "ponudi nešto slično": similar in what
    // ("u popularno vrijeme": which hours; "naručuju više komada": how many)
    l.vague.add(wordList({"popularno vrijeme", "popularnim terminima", "popularne termine", "više komada"}));
    // how long, how far: nobody said
    l.vague.add(wordList({"u uobičajenom roku", "u uobičajenim rokovima", "u redovnom roku", "u redovnim rokovima"}));
    // too much of something, by nobody's measure ("otkaže prekasno", "ako nije preglasna", "pristup preuzak")
    l.vague.add(
        wordList({"prekasn*",  "preran*",  "preglasn*", "preuzak",     "preusk*",       "preskup*", "prevelik*", "premal*",
                  "pretežak",  "pretešk*", "predalek*", "prebrz*",     "prespor*",      "prejak*",  "prestar*",  "premlad*",
                  "prehladn*", "pretopl*", "prevruć*",  "prebukiran*", "preopterećen*", "prekratk*"}));
    // how much one already knows ("ako već ponešto zna plivati", "zna igrati solidno"): how much, nobody said
    l.vague.add(wordList({"ponešto", "nešto iskustva", "malo iskustva", "solidno"}));
    // a reason that counts, in any clause ("izostanak iz opravdanog razloga"): who judges it is not said
    l.vague.add(wordList({"opravdan* razlog*"}));
    // a part of the day for a time nobody gave: "u jutarnjim satima", "u kasnim popodnevnim satima"
    l.vague.add(
        wordList({"u jutarnjim satima", "u prijepodnevnim satima", "u popodnevnim satima", "u poslijepodnevnim satima",
                  "u večernjim satima", "u ranim jutarnjim satima", "u kasnim popodnevnim satima", "u kasnim večernjim satima"}));
    l.vague.add(wordList({"živi daleko", "žive daleko", "živite daleko", "stanuje daleko", "stanuju daleko", "dolaze izdaleka",
                          "dolazi izdaleka"})); // how far: nobody said ("daleko" alone is a degree: "daleko više")
    // ("Ako je vodostaj previsok", "ako je unošenje komplikovano")
    l.judgingStems.append(wordList({"previsok", "prenisk", "prenizak", "premal", "prekratk", "preslab", "pretešk", "pretežak",
                                    "pretopl", "prevruć", "predub", "prepun", "komplikovan"}));
    l.placeWords = wordSet({"restoran", "klinika", "poliklinika", "ambulanta", "ljekarna", "apoteka", "salon", "centar",
                            "ordinacija", "ured", "trgovina", "prodavnica", "banka", "poslovnica", "filijala", "radnja",
                            "kancelarija", "šalter", "recepcija"});
    // an office that receives the public in its hours ("Od ponedjeljka do petka kancelarija prima stranke od 8 do 14
    // sati"): words of the hours only where the business's own hours are read (numberRepeats), not taken out of the subject
    // of a time, which tells one office's hours from another's ("Dnevni centar je otvoren radnim danima od 9 do 13 sati" /
    // "Kancelarija radi radnim danima od 8 do 14 sati")
    for (const char *w : {"prima", "primaju", "primamo", "stranke"})
        l.ownHoursWords.insert(u8(w));
    l.vagueQualifiers.add(wordList({"obiln*"}));
    l.vagueQualifiers.add(
        wordList({"pozamašn*", "značajn*",   "znatn*", "povelik*", "omanj*",   "skupe",    "skupu",      "skupih",
                  "skupim",    "skupog",     "skupoj", "skupom",   "skuplje",  "skuplji",  "skuplju",    "jeftin*",
                  "vjern*",    "važni",      "važne",  "važnih",   "važnim",   "važnu",    "važnog",     "važnoj",
                  "bitni",     "bitne",      "bitnih", "bitnim",   "vrijedne", "vrijedni", "vrijednih",  "vrijednim",
                  "vrijednu",  "dragocjen*", "krupn*", "brojn*",   "iskusnim", "iskusnih", "neiskusnim", "neiskusnih"}));
    l.vague.add(wordList({"nešto vrijedno", "nešto vrednije", "nešto vrjednije"})); // "ako šalje nešto vrijedno"
    l.judgingStems.append(wordList({"znatn", "značajn", "pozamašn", "osjetn", "gužv"}));
    l.judgingStems.append(wordList({"žuri", "žurb", "koleba", "dvoumi", "neodlučn"})); // "Ako se kupac žuri"
    l.vague.add(wordList({"puno posla", "mnogo posla", "puno poziva", "mnogo poziva", "velika gužva", "velike gužve"}));
    l.vague.add(wordList({"postupi prema procjeni", "postupite prema procjeni", "postupaj prema procjeni",
                          "odluči prema procjeni", "odlučite prema procjeni", "prema vlastitoj procjeni", "po vlastitoj procjeni",
                          "po svojoj procjeni", "prema svojoj procjeni", "po slobodnoj procjeni", "kako procijenite",
                          "kako procijeniš", "prema situaciji", "ovisno o situaciji", "zavisno od situacije",
                          "u skladu sa situacijom", "zdrav razum", "zdravim razumom", "zdravom razumu"}));
    l.vague.add(wordList({"malo mjesta", "malo mesta", "ostalo malo", "ostane malo", "malo slobodnih"}));
    // (a state nobody measured: "pacijente u lošem stanju")
    l.vague.add(wordList({"u lošem stanju", "u teškom stanju", "u ozbiljnom stanju"}));
    // (… or judged good: "ako je u dobrom stanju")
    l.vague.add(wordList({"u dobrom stanju", "u ispravnom stanju"}));
    // (how many, nobody said: "vjenčanja s puno gostiju")
    l.vague.add(wordList({"s puno", "sa puno", "s mnogo", "sa mnogo"}));
    l.vague.add(wordList({"kasno navečer", "kasno uvečer", "kasno naveče", "kasno uveče", "kasno noću", "rano ujutro",
                          "rano ujutru", "zastarjel*", "zastarel*", "neuobičajen*", "jako oštećen*"}));
    l.vague.add(wordList({"nego inače", "nego obično", "dobr* kondicij*", "slabije popunjen*", "bolje popunjen*",
                          "ozbiljn* bolest*", "ozbiljn* zdravstven*", "hitn* stvari"}));
    l.vague.add(wordList({"dugo"}));
    l.notVague.add(wordList({"koliko dugo", "dugo trajn*"}));
    l.everyDay
        = PhraseSet({"svaki dan", "svakog dana", "svakim danom", "svakodnevno", "sedam dana u tjednu", "sedam dana u sedmici"});
    l.exceptDays = wordSet({"osim", "izuzev", "sem"});
    l.halfTo = wordSet({"pola"});
    l.anyDay = PhraseSet({"bilo koji dan", "bilo kojeg dana", "bilo kojim danom", "bilo koji dan*", "sve dane", "svim danima",
                          "svih dana", "koji god dan"});
    l.includingWords = wordSet({"uključujući", "uključivo", "čak", "uključujuć"});
    l.noDayOff = PhraseSet({"bez neradnih dana", "bez slobodnih dana", "bez izuzetka svaki dan", "365 dana u godini"});
    l.yearRound = PhraseSet({"cijele godine", "cijelu godinu", "čitave godine", "čitavu godinu"});
    l.seasonWords = PhraseSet({"sezona", "sezone", "sezoni", "sezonu", "sezonom"});
    l.holidayWords = wordSet({"praznik", "praznici", "praznike", "praznicima", "blagdan", "blagdani", "blagdane", "blagdanima",
                              "blagdanom", "praznikom", "vjerske", "vjerskim", "državne", "državnim", "neradne", "neradnim"});
    l.closedReasons = wordSet({"zbog", "radi", "jer", "pošto", "zato", "budući", "tijekom", "tokom", "za"});
    l.ageStems = wordList({"djec", "djet", "mlađ", "starij", "navrš", "uzrast", "starost", "maloljet", "punoljet", "odrasl",
                           "penzioner", "umirovljenik", "beb", "tinejdž"});
    l.ageWords = wordSet({"dob", "dobi", "dijete", "djeteta"});
    l.ageNouns = wordSet({"dob", "dobi", "uzrast", "uzrasta", "starost", "starosti"});
    // ("koje su navršile 18 godina": have reached)
    l.ageFromWords = wordSet({"od", "navršili", "navršile", "navršio", "navršila", "navršilo"});
    l.turnedWords = wordSet({"navršili", "navršile", "navršio", "navršila", "napunili", "napunio", "napunila", "napunile",
                             // (and the years completed: "kupcima koji imaju navršenih 18 godina", "s navršenih 16 godina")
                             "navršenih", "navršene", "navršena", "navršenu"});
    addOrdinals(l,
                {"prvog", "drugog", "trećeg", "četvrtog", "petog", "šestog", "sedmog", "osmog", "devetog", "desetog",
                 "jedanaestog", "dvanaestog", "trinaestog", "četrnaestog", "petnaestog", "šesnaestog", "sedamnaestog"});
    addDayOrdinals(l, {"prv",      "drug",     "treć",       "četvrt",    "pet",        "šest",     "sedm",
                       "osm",      "devet",    "deset",      "jedanaest", "dvanaest",   "trinaest", "četrnaest",
                       "petnaest", "šesnaest", "sedamnaest", "osamnaest", "devetnaest", "dvadeset"},
                   {"og", "om", "oga", "i"});
    l.birthdayWords = wordSet({"rođendana", "rođendan", "rođendanu"});
    l.untilBirthdayWords = wordSet({"do", "prije"});
    l.ageVerbs = wordSet({"imati", "ima", "imaju", "imate"});
    l.ageUnitStems = wordList({"mlađ", "starij", "navrš", "dob", "uzrast", "starost", "najmlađ", "najstarij"});
    l.ageComparatives = wordList({"mlađ", "starij"});
    l.adultStems = wordList({"punoljet", "punolet"});
    l.minorStems = wordList({"maloljet", "malolet"});
    l.ageStems.append(wordList({"najmlađ", "najstarij"}));
    l.participantStems = wordList({"polazni", "sudioni", "učesni", "kandidat", "posjetitelj", "posjetioc", "posjetil", "putni",
                                   "igrač", "član", "učeni", "gost", "ronioc", "ronilac", "skijaš", "mladi", "mladima", "mlade"});
    l.personWords = wordSet({"osoba", "osobe", "osobu", "osobama", "osobi", "ljudi", "ljude", "ljudima", "lica"});
    l.groupStems = wordList({"grup", "skupin"});
    l.perWords = wordSet({"po"});
    l.atMostBefore.add(wordList({"nisu navršila", "nisu navršili", "nije navršilo", "nije navršio", "nije navršila"}));
    l.atMostBefore.add(wordList({"mlađ* od"})); // every form: "Osobama mlađim od 18 godina", "mlađima od"
    // (who is not yet so many years old is younger: "Igrač koji još nema 12 godina")
    l.ageVerbs.unite(wordSet({"nema", "nemaju", "nemate"}));
    l.atMostBefore.add(wordList({"još nema", "još nemaju", "još nemate"}));
    l.strictBounds = PhraseSet({"više od", "iznad",   "preko",    "starij* od", "mlađ* od",   "manje od", "manj* od",
                                "ispod",   "veći od", "još nema", "još nemaju", "još nemate", "većih od", "veću od",
                                "veće od", "veća od", "većoj od", "većem od",   "većim od",   "većeg od"});
    // ("Pakete teže od 15 kilograma ne primamo", "kraće od 30 minuta"; each form of the comparative, not "težina od")
    l.comparativeAtLeast
        = PhraseSet({"teži od",   "teža od",    "teže od",   "težih od", "težim od", "težeg od", "težu od",  "duži od",
                     "duža od",   "duže od",    "dužih od",  "dužim od", "dužeg od", "dulji od", "dulja od", "dulje od",
                     "duljih od", "duljim od",  "duljeg od", "širi od",  "šira od",  "šire od",  "širih od", "širim od",
                     "šireg od",  "skuplj* od", "viši od",   "viša od",  "višim od", "višeg od", "viših od"});
    l.comparativeAtMost = PhraseSet({"lakš* od", "krać* od", "niž* od", "jeftinij* od", "bliž* od"});
    l.atMostBefore.add(wordList({"manj* od"}));
    l.quantityNouns = wordList({"količin", "broj", "obim", "opseg"});
    l.periodNouns = wordSet({"vrijeme", "vremena", "rok", "roka", "period", "razdoblje"});
    l.circumstanceWords = wordSet({"pri", "kod"});
    l.seemWords = wordSet({"čini", "čine", "učini", "izgleda", "izgledaju", "djeluje", "djeluju", "zvuči"});
    l.evidentWords = wordSet({"očito", "očigledno", "vidno", "primjetno", "vidljivo"});
    l.vagueBeforeCase = PhraseSet({"posebne", "posebnih", "posebnim", "posebnu", "posebna", "posebni", "posebnog", "posebnoj",
                                   "posebnom", "posebnima", "naročite", "naročitim", "izuzetne", "izuzetnim", "izuzetnih"});
    l.caseStems = wordList({"uslov", "uvjet", "okolnost", "situacij", "prilik", "slučaj"});
    l.vagueBeforeCustomer = PhraseSet({"staln*", "redovn*", "dugogodišnj*", "ozbiljn*"}); // "samo ozbiljnim kupcima"
    l.customerStems = wordList({"klijent", "kupac", "kupc", "mušterij", "gost", "stranc", "strank", "posjetitel", "posjetioc",
                                "naručitel", "naručioc", "pretplatni"});
    l.definingWords = wordSet({"s", "sa", "uz", "koji", "koje", "koja", "kojima", "kojem", "kojoj", "kome"});
    l.programStems = wordList({"kartic", "kartica", "program", "klub"});
    l.likenessWords = wordSet({"kao"});
    l.vagueBeforeCase.add(wordList({"opravdan*", "iznimn*"})); // "u opravdanim slučajevima"
    l.vague.add(wordList({"češće", "rjeđe"}));
    l.vagueAdverbs.add(wordList({"češće", "rjeđe"}));
    l.notVague.add(wordList({"češće od", "češće nego", "rjeđe od", "rjeđe nego"}));
    l.vague.add(wordList({"neko vrijeme", "kratko vrijeme", "kraće vrijeme"}));
    l.vague.add(wordList({"kad ima vremena", "kada ima vremena", "ako ima vremena", "ako imate vremena", "kad imate vremena",
                          "kada imate vremena", "ako stignete", "kad stignete"}));
    l.boundWords = wordSet({"više",    "manje",  "iznad",     "ispod",      "najmanje", "najviše", "najkasnije", "najranije",
                            "kasnije", "ranije", "minimalno", "maksimalno", "veći",     "veća",    "veće",       "većoj",
                            "većem",   "većim",  "većeg",     "dalje",      "prelazi",  "prijeđe", "pređe",      "premašuje",
                            "premaši", "mlađi",  "mlađa",     "mlađe",      "stariji",  "starija", "starije"});
    l.dayParts = {{u8("ujutro"), 0},   {u8("ujutru"), 0},  {u8("noću"), 0},    {u8("popodne"), 12}, {u8("poslijepodne"), 12},
                  {u8("navečer"), 12}, {u8("uvečer"), 12}, {u8("naveče"), 12}, {u8("uveče"), 12},   {u8("uvece"), 12}};
    l.sentenceUnits = wordSet({"rečenica", "rečenice", "rečenicu", "rečenici", "rečenicama"});
    l.briefWord = QStringLiteral("kratak");
    l.currencyWords
        = wordSet({"eur", "eura", "euro", "eure", "kuna", "kune", "km", "bam", "maraka", "marka", "marke", "konvertibilnih"});
    l.nounNumberWords = wordSet({"sto"});
    // (the weekend in its own forms: not "vikendica", a weekend house)
    l.dayStems = {{u8("ponedjelj*"), 1}, {u8("utor*"), 2},     {u8("srijed*"), 4},  {u8("četvrtak"), 8},   {u8("četvrtkom"), 8},
                  {u8("četvrtka"), 8},   {u8("petak"), 16},    {u8("petkom"), 16},  {u8("petka"), 16},     {u8("subot*"), 32},
                  {u8("nedjelj*"), 64},  {u8("radnim"), 31},   {u8("radni"), 31},   {u8("vikend"), 96},    {u8("vikenda"), 96},
                  {u8("vikendu"), 96},   {u8("vikendom"), 96}, {u8("vikende"), 96}, {u8("vikendima"), 96}, {u8("vikendi"), 96}};
    return l;
}

// The class of vague qualifiers: every opener, optionally a filler, then a qualifier
// ("where" + "it" + "makes sense", "if" + "at all" + "possible"), and a few loose phrases.
QStringList vagueClass(std::initializer_list<const char *> openers, std::initializer_list<const char *> fillers,
                       std::initializer_list<const char *> qualifiers, std::initializer_list<const char *> loose)
{
    QStringList out;
    for (const char *o : openers)
        for (const char *q : qualifiers) {
            out.append(u8(o) + QLatin1Char(' ') + u8(q));
            for (const char *f : fillers)
                out.append(u8(o) + QLatin1Char(' ') + u8(f) + QLatin1Char(' ') + u8(q));
        }
    for (const char *l : loose)
        out.append(u8(l));
    return out;
}

void addVagueClass(Lexicon &l)
{
    QStringList judgements;
    if (l.language == QLatin1String("en")) {
        l.vague.add(vagueClass({"if", "when", "where", "whenever", "wherever", "unless"},
                               {"it", "it's", "it is", "that is", "this is", "at all", "you think it", "you feel it", "it seems",
                                "it seems to be", "it looks", "you consider it", "you judge it", "you deem it", "it feels",
                                "it sounds", "you find it"},
                               {"possible",
                                "appropriate",
                                "necessary",
                                "needed",
                                "required",
                                "relevant",
                                "sensible",
                                "suitable",
                                "reasonable",
                                "useful",
                                "helpful",
                                "warranted",
                                "justified",
                                "makes sense",
                                "make sense",
                                "seems right",
                                "seems appropriate",
                                "called for",
                                "applicable",
                                "feasible",
                                "convenient",
                                "practical",
                                "fine",
                                "fair",
                                "ok",
                                "okay",
                                "right",
                                "best",
                                "wise",
                                "worthwhile"},
                               {"as required",
                                "as relevant",
                                "as you see fit",
                                "as you think best",
                                "at your discretion",
                                "use your judgement",
                                "use your judgment",
                                "within reason",
                                "to some extent",
                                "depending on the situation",
                                "depending on the circumstances",
                                "a few days in advance",
                                "a few days before",
                                "a few days earlier",
                                "a couple of days in advance",
                                "a few hours before",
                                "in good shape",
                                "reasonably fit",
                                "fit enough",
                                "case by case",
                                "be flexible",
                                "stay flexible",
                                "flexibly",
                                "by arrangement",
                                "by prior arrangement",
                                "accordingly",
                                "in good time",
                                "as you think fit",
                                "as best you can",
                                "by feel",
                                "play it by ear",
                                "use your discretion",
                                "where you can",
                                "wherever you can",
                                "whenever you can",
                                "as much as you can",
                                "coming up soon",
                                "very soon",
                                "fairly soon",
                                "in special cases",
                                "in exceptional cases",
                                "in some situations"}));
        judgements = wordList({"if you feel", "if you think", "if you believe", "if you judge", "if you sense", "if you suspect",
                               "when you feel", "when you think", "when you judge", "whenever you feel", "whenever you think",
                               "if it seems to you", "if it looks to you"});
    } else if (l.language == QLatin1String("ru")) {
        l.vague.add(
            vagueClass({"если", "когда", "где", "там где", "в случае если"},
                       {"это", "так", "будет", "вам кажется", "вы считаете", "вам кажется что это", "кажется", "это кажется"},
                       {"уместно",     "нужно",     "необходимо",  "возможно",      "требуется", "потребуется",
                        "понадобится", "нужным",    "необходимым", "возможным",     "уместным",  "целесообразным",
                        "правильным",  "правильно", "имеет смысл", "целесообразно", "разумно",   "удобно",
                        "надо",        "допустимо", "оправдано",   "можете",        "получится"},
                       {"на ваше усмотрение",
                        "на свое усмотрение",
                        "по своему усмотрению",
                        "по усмотрению",
                        "по обстоятельствам",
                        "в хорошей форме",
                        "в хорошей физической форме",
                        "в зависимости от ситуации",
                        "в зависимости от обстоятельств",
                        "при случае",
                        "по мере надобности",
                        "при надобности",
                        "в разумных пределах",
                        "гибко",
                        "будьте гибк*",
                        "по договорённости",
                        "по договоренности",
                        "по согласованию",
                        "в индивидуальном порядке",
                        "по мере возможности",
                        "по мере сил",
                        "где можете",
                        "часть стоимости",
                        "часть суммы",
                        "часть денег",
                        "часть оплаты",
                        "часть предоплаты",
                        "когда можете",
                        "если получится",
                        "в меру возможностей",
                        "по ситуации",
                        "действуйте по ситуации",
                        "в особых случаях",
                        "в отдельных случаях",
                        "в исключительных случаях",
                        "в некоторых случаях",
                        "в определённых случаях",
                        "в определенных случаях",
                        "в ряде случаев"}));
        judgements = wordList({"если вам кажется", "если вам покажется",    "когда вам кажется",  "если сочтёте",
                               "если сочтете",     "когда сочтёте",         "когда сочтете",      "если считаете",
                               "если вы считаете", "если посчитаете",       "если вы посчитаете", "если на ваш взгляд",
                               "если по-вашему",   "если по вашему мнению", "если тебе кажется",  "если сочтёшь",
                               "если сочтешь",     "когда сочтёшь",         "когда сочтешь",      "если считаешь",
                               "если посчитаешь",  "если на твой взгляд",   "если по-твоему"});
        l.vague.add(wordList({"немного опыта", "некоторый опыт", "достаточно опыта", "достаточный опыт"}));
    } else {
        l.vague.add(
            vagueClass({"ako", "kad", "kada", "gdje", "kad god", "kada god", "gdje god", "ukoliko", "samo ako"},
                       {"je", "to", "je to", "bude", "to bude", "vam se čini", "smatrate da je", "vam se čini da je",
                        "procijenite da je", "procijenite da je to", "ocijenite da je", "mislite da je", "smatrate da je to",
                        // (said to "ti": "kad procijeniš da je potrebno")
                        "ti se čini", "ti se čini da je", "procijeniš da je", "procijeniš da je to", "ocijeniš da je",
                        "misliš da je", "smatraš da je"},
                       {"potrebno", "moguće", "prikladno", "primjereno", "smisleno", "korisno", "zgodno", "treba", "zatreba",
                        "izvodljivo", "izvedivo", "ostvarivo", "ima smisla", "nužno", "neophodno", "opravdano", "u redu"},
                       {"prema potrebi",
                        "prema mogućnosti",
                        "prema mogućnostima",
                        "prema situaciji",
                        "ovisno o situaciji",
                        "prema okolnostima",
                        "ovisno o okolnostima",
                        "zavisno od okolnosti",
                        "u skladu s okolnostima",
                        "nekoliko dana ranije",
                        "nekoliko dana prije",
                        "nekoliko dana unaprijed",
                        "par dana ranije",
                        "par dana prije",
                        "par dana unaprijed",
                        "nekoliko sati ranije",
                        "nekoliko sati prije",
                        "u dobroj kondiciji",
                        "u dobroj formi",
                        "u dobroj fizičkoj formi",
                        "zavisno od situacije",
                        "po vlastitoj procjeni",
                        "po vašoj procjeni",
                        "po svom nahođenju",
                        "po vlastitom nahođenju",
                        "prema vlastitom nahođenju",
                        "u razumnoj mjeri",
                        "fleksibiln*",
                        "prema dogovoru",
                        "po dogovoru",
                        "uz dogovor",
                        "po mogućnosti",
                        "prema prilici",
                        "od slučaja do slučaja",
                        "u mjeri mogućnosti",
                        "koliko je moguće",
                        "koliko god je moguće",
                        "prema osjećaju",
                        "kad god se može",
                        "koju marku",
                        "koji euro",
                        "koju kunu",
                        "par eura",
                        "par maraka",
                        "dio iznosa",
                        "dio cijene",
                        "dio novca",
                        "dio uplate",
                        "kad god možete",
                        "gdje god možete",
                        "gdje možete",
                        "koliko možete",
                        "po osjećaju",
                        "kako smatrate da je najbolje",
                        "kako mislite da je najbolje",
                        "budite razumni",
                        "u iznimnim slučajevima",
                        "u posebnim slučajevima",
                        "u određenim slučajevima",
                        "u nekim slučajevima",
                        "u pojedinim slučajevima",
                        "izaći u susret",
                        "izađite u susret",
                        "u najkraćem mogućem roku",
                        "u što kraćem roku",
                        "u par dana",
                        "za par dana",
                        "kroz par dana",
                        "u skorije vrijeme",
                        "u skoro vrijeme",
                        "blagovremeno",
                        "pravovremeno",
                        "uz određene uslove",
                        "uz određene uvjete",
                        "ubrzo",
                        "uskoro",
                        "nešto prije",
                        "malo prije",
                        "nešto kasnije",
                        "malo kasnije",
                        "dovoljno velik*",
                        "dovoljno dug*",
                        "dovoljno rano",
                        "dovoljno unaprijed",
                        "dovoljno unapred"}));
        judgements
            = wordList({"ako vam se čini",    "ako vam se učini", "kad vam se čini",  "kada vam se čini",    "kad vam se učini",
                        "ako procijenite",    "kad procijenite",  "kada procijenite", "ukoliko procijenite", "ako ocijenite",
                        "kad ocijenite",      "ako smatrate",     "ukoliko smatrate", "ako mislite",         "ako ti se čini",
                        "kad ti se čini",     "kada ti se čini",  "ako procijeniš",   "kad procijeniš",      "kada procijeniš",
                        "ukoliko procijeniš", "ako ocijeniš",     "kad ocijeniš",     "ako smatraš",         "ukoliko smatraš",
                        "ako misliš"});
        // some experience, nobody said how much ("Ako polaznik ima nešto iskustva")
        l.vague.add(wordList({"nešto iskustva", "malo iskustva", "nekog iskustva", "nekakvo iskustvo", "nekakvog iskustva",
                              "dovoljno iskustva", "određeno iskustvo", "određenog iskustva"}));
    }
    l.vagueJudgements.add(judgements);
    l.vague.add(judgements);
}

// Derived tables.
Lexicon finished(Lexicon l)
{
    addVagueClass(l);
    for (const QStringList *stems : {&l.briefStems, &l.longStems, &l.speechStems, &l.speechBriefStems, &l.speechLongStems})
        for (const QString &s : *stems)
            l.brevityHeads.insert(wordHead(s));
    for (const QString &w : std::as_const(l.hoursWords))
        l.hoursStems.insert(l.stem(w));
    for (const QString &v : std::as_const(l.reportVerbs))
        l.reportHeads.insert(wordHead(v));
    return l;
}

} // namespace

const Lexicon &Lexicon::forLanguage(const QString &language)
{
    static const Lexicon en = finished(english());
    static const Lexicon ru = finished(russian());
    static const Lexicon hr = finished(croatianBosnian(QStringLiteral("hr")));
    static const Lexicon bs = finished(croatianBosnian(QStringLiteral("bs")));
    if (language == QLatin1String("ru"))
        return ru;
    if (language == QLatin1String("hr"))
        return hr;
    if (language == QLatin1String("bs"))
        return bs;
    return en;
}

// ---------------------------------------------------------------- language detection

QString detectLanguage(QStringView text)
{
    return languageFromCounts(languageCounts(text));
}

QString languageFromCounts(const LanguageCounts &counts)
{
    if (counts.cyrillic > counts.latin)
        return QStringLiteral("ru");
    if (counts.sh <= counts.en)
        return QStringLiteral("en");
    return counts.bs > counts.hr ? QStringLiteral("bs") : QStringLiteral("hr");
}

LanguageCounts languageCounts(QStringView text)
{
    LanguageCounts counts;
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0x0400 && u <= 0x04FF)
            ++counts.cyrillic;
        else if ((u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= 0x00C0 && u <= 0x024F))
            ++counts.latin;
    }

    static const QSet<QString> english
        = wordSet({"the",   "and",  "to",     "you",    "is",   "of", "for", "if", "with", "be",  "are",  "your", "always",
                   "never", "must", "caller", "please", "they", "a",  "an",  "do", "not",  "ask", "when", "that"});
    static const QSet<QString> southSlavic
        = wordSet({"je",  "i",    "da", "se",   "za",     "na",    "u",      "ne",     "ili",  "kao",   "što",   "šta",
                   "su",  "od",   "do", "ako",  "uvijek", "nikad", "nikada", "molimo", "gost", "gosti", "gosta", "vas",
                   "vam", "nije", "sa", "koji", "koja",   "koje",  "morate", "možete", "kada", "kad"});
    static const QStringList bosnianPrefixes = wordList(
        {"šta",    "hljeb",     "sedmic",      "hiljad",    "lahk",      "mehk",         "kahv",    "kafa",    "kafu",
         "kafe",   "histori",   "tačn",        "tačk",      "porodic",   "opštin",       "opšt",    "januar",  "februar",
         "uslov",  "apotek",    "rezervis",    "informis",  "organizov", "registrov",    "tokom",   "izvin",   "vanredn",
         "zvanič", "saobraćaj", "univerzitet", "prodavnic", "evrop",     "konvertibiln", "sedmičn", "hiljadu", "dešava"});
    static const QSet<QString> bosnianWords = wordSet({"ko", "neko", "niko", "voz", "sprat", "km", "jmbg", "supa", "ljekar",
                                                       "ljekara", "ljekaru", "ljekari", "ljekarom", "desi", "desilo"});
    static const QStringList croatianPrefixes
        = wordList({"što",       "tjed",  "kruh",     "tisuć",    "točn",      "točk",      "obitelj", "vlak",     "siječ",
                    "veljač",    "ožuj",  "travan",   "travnj",   "svib",      "lipan",     "lipnj",   "srpan",    "srpnj",
                    "kolovoz",   "rujan", "rujn",     "listopad", "studen",    "prosin",    "općin",   "općen",    "glazb",
                    "sveučiliš", "uvjet", "tijekom",  "ljekarn",  "liječnik",  "izvanredn", "služben", "ispričav", "trgovin",
                    "zrakoplov", "europ", "rezervir", "informir", "organizir", "registrir", "dogodi",  "događa"});
    static const QSet<QString> croatianWords
        = wordSet({"tko", "netko", "nitko", "kava", "kavu", "kave", "kat", "katu", "oib", "hzzo", "kuna", "kune"});

    // prefixes by their first three letters: one lookup per word instead of one per prefix
    struct Marker
    {
        QString prefix;
        bool bosnian;
    };
    static const QHash<QString, QList<Marker>> markers = [] {
        QHash<QString, QList<Marker>> m;
        for (const QString &p : bosnianPrefixes)
            m[p.left(3)].append({p, true});
        for (const QString &p : croatianPrefixes)
            m[p.left(3)].append({p, false});
        return m;
    }();

    int &en = counts.en;
    int &sh = counts.sh;
    int &bs = counts.bs;
    int &hr = counts.hr;
    QString word;
    const auto score = [&] {
        if (word.isEmpty())
            return;
        if (english.contains(word))
            ++en;
        if (southSlavic.contains(word))
            ++sh;
        if (bosnianWords.contains(word))
            ++bs;
        if (croatianWords.contains(word))
            ++hr;
        if (word.size() >= 3) {
            const auto it = markers.constFind(word.left(3));
            if (it != markers.constEnd()) {
                bool b = false, h = false;
                for (const Marker &m : *it) {
                    if (word.startsWith(m.prefix))
                        (m.bosnian ? b : h) = true;
                }
                bs += b;
                hr += h;
            }
        }
        word.clear();
    };
    bool digitWord = false;
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u == 0x010D || u == 0x0107 || u == 0x0111 || u == 0x0161 || u == 0x017E || u == 0x010C || u == 0x0106 || u == 0x0110
            || u == 0x0160 || u == 0x017D)
            ++sh;
        if (c.isLetterOrNumber()) {
            if (word.isEmpty())
                digitWord = c.isDigit();
            word += c.toCaseFolded();
        } else if (!word.isEmpty()) {
            if (!digitWord)
                score();
            word.clear();
        }
    }
    if (!digitWord)
        score();
    return counts;
}

} // namespace Polygon::Lint
