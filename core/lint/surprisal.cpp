#include "surprisal.h"
#include "surprisalspelling.h"

#include "core/llm/provider.h"
#include "core/util/messages.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

#ifdef POLYGON_HAVE_SPHINXBASE
#include <sphinxbase/err.h>
#include <sphinxbase/logmath.h>
#include <sphinxbase/ngram_model.h>

#include <cstdarg>
#include <cstdio>
#endif

namespace Polygon::Lint {

namespace {

constexpr int kMinPhraseWords = 4; // fewer words say too little about a phrase
constexpr double kWarningZ = 3.0;
constexpr double kErrorZ = 4.5;
constexpr double kMinExcessSd = 0.5; // and at least half a standard deviation above the mean
constexpr int kMinReferenceWords = 20; // endpoint: words needed to estimate the prompt's own reference
constexpr double kMinReferenceSd = 0.5; // endpoint: floor of 1.4826 x MAD, in bits
constexpr double kMadToSd = 1.4826; // MAD of a normal distribution x 1.4826 = its standard deviation
constexpr int kMinUnknownWordLength = 3;
constexpr int kMaxSuggestions = 3;
// Corrections cost about a millisecond a word and grow with its length
// (every edit of every letter is looked up): words longer than this get none
// (hunspell knows no word of 40 letters and more) …
constexpr qsizetype kMaxSuggestedWordLength = 40;
// … and one rule (or range) looks for corrections of at most this many
// different unknown words; a text of nothing but unknown words is not worth
// seconds of suggestions.
constexpr int kMaxSuggestedWords = 16;

const double kNaN = std::numeric_limits<double>::quiet_NaN();

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

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2.0;
}

QString oneDecimal(double v)
{
    return QString::number(v, 'f', 1);
}

// Lower-case words of the language's script that the dictionary does not know.
QList<Span> unknownWordSpans(const SurprisalSegments &segments, const HunspellDictionary &dictionary, const QString &language,
                             qsizetype offset)
{
    const QChar::Script script = language == QLatin1String("ru") ? QChar::Script_Cyrillic : QChar::Script_Latin;
    QList<Span> spans;
    // each different word looked up once
    QSet<QString> knownWords;
    QHash<QString, QStringList> suggested;
    for (const SurprisalWord &w : segments.words) {
        const QString &word = w.text;
        const QList<uint> ucs4 = word.toUcs4();
        if (ucs4.size() < kMinUnknownWordLength || !QChar::isLower(ucs4.first()))
            continue;
        bool ownScript = true;
        for (const uint c : ucs4) {
            if (QChar::isLetter(c) && QChar::script(c) != script) {
                ownScript = false;
                break;
            }
        }
        if (!ownScript)
            continue;
        QString lookup = word;
        lookup.replace(QChar(0x2019), QLatin1Char('\'')).replace(QChar(0x02BC), QLatin1Char('\''));
        if (knownWords.contains(lookup))
            continue;
        if (!suggested.contains(lookup) && dictionary.knows(lookup)) {
            knownWords.insert(lookup);
            continue;
        }
        auto known = suggested.constFind(lookup);
        if (known == suggested.constEnd())
            known = suggested.insert(lookup,
                                     lookup.size() <= kMaxSuggestedWordLength && suggested.size() < kMaxSuggestedWords
                                         ? dictionary.suggestions(lookup, kMaxSuggestions)
                                         : QStringList());
        const QStringList &suggestions = *known;
        Span span;
        span.range = {w.range.start + offset, w.range.length};
        span.axis = Axis::Ambiguity;
        span.tier = 2;
        span.severity = Severity::Warning;
        if (suggestions.isEmpty())
            span.message
                = WorkspaceMessages::tr("“%1” is not in the %2 dictionary: a misspelt word can be read more than one way.")
                      .arg(word, dictionary.name());
        else
            span.message = WorkspaceMessages::tr("“%1” is not in the %2 dictionary (did you mean “%3”?): a misspelt word can "
                                                 "be read more than one way.")
                               .arg(word, dictionary.name(), suggestions.join(QStringLiteral("”, “")));
        spans.append(span);
    }
    return spans;
}

void sortSpans(QList<Span> &spans)
{
    std::stable_sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) {
        if (a.range.start != b.range.start)
            return a.range.start < b.range.start;
        return int(a.axis) < int(b.axis);
    });
}

} // namespace

// ------------------------------------------------------------------ segments

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

// ------------------------------------------------------------------ outlier rule

double surprisalZ(const PhraseSurprisal &phrase, const SurprisalReference &reference)
{
    if (phrase.words <= 0 || reference.sdBits <= 0)
        return 0;
    return (phrase.bitsPerWord() - reference.meanBits) * std::sqrt(double(phrase.words)) / reference.sdBits;
}

std::optional<Severity> surprisalOutlier(const PhraseSurprisal &phrase, const SurprisalReference &reference)
{
    if (phrase.words < kMinPhraseWords)
        return std::nullopt;
    if (phrase.bitsPerWord() < reference.meanBits + kMinExcessSd * reference.sdBits)
        return std::nullopt;
    const double z = surprisalZ(phrase, reference);
    if (z >= kErrorZ)
        return Severity::Error;
    if (z >= kWarningZ)
        return Severity::Warning;
    return std::nullopt;
}

Span surprisalSpan(const PhraseSurprisal &phrase, const SurprisalReference &reference, Severity severity)
{
    Span span;
    span.range = phrase.range;
    span.axis = Axis::Ambiguity;
    span.tier = 2;
    span.severity = severity;
    span.message = WorkspaceMessages::tr("Hard-to-predict wording: %1 bits per word over %2 words where %3 is typical, so it "
                                         "may be garbled or read more than one way.")
                       .arg(oneDecimal(phrase.bitsPerWord()))
                       .arg(phrase.words)
                       .arg(oneDecimal(reference.meanBits));
    return span;
}

// ------------------------------------------------------------------ the Sphinx model

#ifdef POLYGON_HAVE_SPHINXBASE

namespace {

// sphinxbase logs to stderr by default; while a model loads its errors are
// collected for the message instead, otherwise they are dropped.
QMutex g_sphinxLogMutex;
QString *g_sphinxLog = nullptr;

void sphinxLog(void *, err_lvl_t level, const char *format, ...)
{
    if (!g_sphinxLog || level < ERR_WARN)
        return;
    char buffer[512];
    va_list args;
    va_start(args, format);
    std::vsnprintf(buffer, sizeof buffer, format, args);
    va_end(args);
    // Without sphinxbase's "ERROR: "file.c", line 456: " prefix.
    static const QRegularExpression prefix(QStringLiteral("^[A-Z_]+: (\"[^\"]*\", line \\d+: )?"));
    *g_sphinxLog += QString::fromLocal8Bit(buffer).trimmed().remove(prefix) + QLatin1Char(' ');
}

} // namespace

class SphinxLanguageModel
{
public:
    SphinxLanguageModel(ngram_model_t *model, logmath_t *logmath, QString path)
        : m_model(model)
        , m_logmath(logmath)
        , m_path(std::move(path))
        , m_sentenceStart(ngram_wid(model, "<s>"))
    {
    }
    ~SphinxLanguageModel()
    {
        // The model holds its own reference to the logmath: both are released.
        ngram_model_free(m_model);
        logmath_free(m_logmath);
    }
    SphinxLanguageModel(const SphinxLanguageModel &) = delete;
    SphinxLanguageModel &operator=(const SphinxLanguageModel &) = delete;

    static std::shared_ptr<const SphinxLanguageModel> load(const QString &path, QString *error)
    {
        static QMutex cacheMutex;
        static QHash<QString, std::weak_ptr<const SphinxLanguageModel>> cache;
        QMutexLocker lock(&cacheMutex);
        if (auto cached = cache.value(path).lock())
            return cached;

        QString log;
        ngram_model_t *model = nullptr;
        logmath_t *logmath = nullptr;
        {
            QMutexLocker logLock(&g_sphinxLogMutex);
            err_set_callback(sphinxLog, nullptr);
            g_sphinxLog = &log;
            logmath = logmath_init(1.0001, 0, 0);
            model = ngram_model_read(nullptr, QFile::encodeName(path).constData(), NGRAM_AUTO, logmath);
            g_sphinxLog = nullptr;
        }
        if (!model) {
            logmath_free(logmath);
            if (error)
                *error = WorkspaceMessages::tr("sphinxbase could not read the language model %1: %2")
                             .arg(path, log.trimmed().isEmpty() ? WorkspaceMessages::tr("unknown format") : log.trimmed());
            return nullptr;
        }
        auto loaded = std::make_shared<const SphinxLanguageModel>(model, logmath, path);
        cache.insert(path, loaded);
        return loaded;
    }

    QString path() const { return m_path; }

    // Bits of each word given up to two words before it; NaN for a word the
    // model does not know (it also cuts the context).
    QList<double> wordBits(const QList<SurprisalWord> &words) const
    {
        QList<QByteArray> keys;
        keys.reserve(words.size());
        for (const SurprisalWord &w : words) {
            QString key = w.text.toLower();
            key.replace(QChar(0x2019), QLatin1Char('\'')).replace(QChar(0x02BC), QLatin1Char('\''));
            keys.append(key.toUtf8());
        }
        QList<double> bits(words.size(), kNaN);
        const double toBits = 1.0 / std::log(2.0);
        QMutexLocker lock(&m_mutex); // the trie keeps a history cache: not thread-safe
        int32 history[2] = {m_sentenceStart, 0};
        int32 historyLength = 0;
        for (qsizetype i = 0; i < words.size(); ++i) {
            if (words.at(i).sentenceStart) {
                history[0] = m_sentenceStart;
                historyLength = 1;
            } else if (words.at(i).contextBreak) {
                historyLength = 0;
            }
            const int32 wid = ngram_wid(m_model, keys.at(i).constData());
            if (wid < 0) {
                historyLength = 0;
                continue;
            }
            int32 used = 0;
            const int32 score = ngram_ng_score(m_model, wid, history, historyLength, &used);
            bits[i] = -logmath_log_to_ln(m_logmath, score) * toBits;
            history[1] = history[0];
            history[0] = wid;
            historyLength = std::min(historyLength + 1, 2);
        }
        return bits;
    }

private:
    ngram_model_t *m_model;
    logmath_t *m_logmath;
    QString m_path;
    int32 m_sentenceStart;
    mutable QMutex m_mutex;
};

QString sphinxLanguageModelPath(QString *whyNot)
{
    const QString fromEnv = qEnvironmentVariable("POLYGON_SPHINX_LM");
    const QString path = fromEnv.isEmpty() ? QStringLiteral("/usr/share/pocketsphinx/model/en-us/en-us.lm.bin") : fromEnv;
    if (QFileInfo(path).isFile() && QFileInfo(path).isReadable())
        return path;
    if (whyNot) {
        if (fromEnv.isEmpty())
            *whyNot = WorkspaceMessages::tr("the English language model %1 is not installed (Debian package pocketsphinx-en-us)")
                          .arg(path);
        else
            *whyNot = WorkspaceMessages::tr("the language model %1 named by POLYGON_SPHINX_LM cannot be read").arg(path);
    }
    return {};
}

#else // no sphinxbase

class SphinxLanguageModel
{
public:
    static std::shared_ptr<const SphinxLanguageModel> load(const QString &, QString *error)
    {
        if (error)
            *error = WorkspaceMessages::tr("Polygon was built without sphinxbase (libsphinxbase-dev was not found)");
        return nullptr;
    }
    QString path() const { return {}; }
    QList<double> wordBits(const QList<SurprisalWord> &words) const { return QList<double>(words.size(), kNaN); }
};

QString sphinxLanguageModelPath(QString *whyNot)
{
    if (whyNot)
        *whyNot = WorkspaceMessages::tr("Polygon was built without sphinxbase (libsphinxbase-dev was not found)");
    return {};
}

#endif

// ------------------------------------------------------------------ offline tier 2

OfflineSurprisal::OfflineSurprisal(const QString &language, std::shared_ptr<const SphinxLanguageModel> model,
                                   std::shared_ptr<const HunspellDictionary> dictionary)
    : m_language(language)
    , m_model(std::move(model))
    , m_dictionary(std::move(dictionary))
{
}

OfflineSurprisal::~OfflineSurprisal() = default;

std::shared_ptr<const OfflineSurprisal> OfflineSurprisal::create(const QString &language, QString *whyNot)
{
    std::shared_ptr<const SphinxLanguageModel> model;
    QString modelWhy;
    if (language == QLatin1String("en")) {
        const QString path = sphinxLanguageModelPath(&modelWhy);
        if (!path.isEmpty())
            model = SphinxLanguageModel::load(path, &modelWhy);
    } else {
        modelWhy = WorkspaceMessages::tr("the offline language model is English only");
    }
    QString dictionaryWhy;
    auto dictionary = HunspellDictionary::load(language, &dictionaryWhy);
    if (!model && !dictionary) {
        if (whyNot)
            *whyNot = WorkspaceMessages::tr("not available for %1: %2; %3").arg(language, modelWhy, dictionaryWhy);
        return nullptr;
    }
    return std::make_shared<const OfflineSurprisal>(language, std::move(model), std::move(dictionary));
}

std::shared_ptr<const RuleScorer> makeOfflineSurprisal(const QString &language, QString *whyNot)
{
    // Tier 2 measures bits per word: without a language model for the
    // language it is not available (unknown words alone are not surprisal).
    if (language != QLatin1String("en")) {
        if (whyNot)
            *whyNot = WorkspaceMessages::tr("not available for %1: the offline language model is English only; token "
                                            "log-probabilities need an endpoint that offers them")
                          .arg(language);
        return nullptr;
    }
    QString modelWhy;
    const QString path = sphinxLanguageModelPath(&modelWhy);
    if (!path.isEmpty() && SphinxLanguageModel::load(path, &modelWhy)) {
        QString why;
        if (auto scorer = OfflineSurprisal::create(language, &why))
            return scorer;
        modelWhy = why;
    }
    if (whyNot)
        *whyNot = WorkspaceMessages::tr("not available for %1: %2").arg(language, modelWhy);
    return nullptr;
}

OfflineSurprisalTier::OfflineSurprisalTier()
    : m_english(makeOfflineSurprisal(QStringLiteral("en"), &m_englishWhy))
{
}

QString OfflineSurprisalTier::unavailableReason(const QString &language) const
{
    if (language == QLatin1String("en"))
        return m_english ? QString() : m_englishWhy;
    QString why;
    makeOfflineSurprisal(language, &why);
    return why;
}

QList<Span> OfflineSurprisalTier::analyseRule(const Rule &rule, const QString &language) const
{
    if (language != QLatin1String("en") || !m_english)
        return {};
    return m_english->analyseRule(rule, language);
}

QString OfflineSurprisal::description() const
{
    QStringList parts;
    if (m_model)
        parts.append(WorkspaceMessages::tr("bits per word under the CMU Sphinx trigram model %1").arg(m_model->path()));
    if (m_dictionary)
        parts.append(WorkspaceMessages::tr("unknown words from the hunspell dictionary %1").arg(m_dictionary->name()));
    return parts.join(QLatin1String("; "));
}

QList<double> OfflineSurprisal::wordBits(const SurprisalSegments &segments) const
{
    if (!m_model)
        return QList<double>(segments.words.size(), kNaN);
    return m_model->wordBits(segments.words);
}

QList<PhraseSurprisal> OfflineSurprisal::phrases(const QString &text, std::optional<TextRange> range) const
{
    if (!m_model)
        return {};
    const SurprisalSegments segments = segmentForSurprisal(text, range);
    const QList<double> bits = wordBits(segments);
    QList<PhraseSurprisal> out;
    for (const SurprisalPhrase &p : segments.phrases) {
        PhraseSurprisal m;
        m.range = p.range;
        for (qsizetype i = p.firstWord; i < p.firstWord + p.wordCount; ++i) {
            if (std::isnan(bits.at(i)))
                continue;
            m.bits += bits.at(i);
            ++m.words;
        }
        out.append(m);
    }
    return out;
}

PhraseSurprisal OfflineSurprisal::measure(const QString &text) const
{
    PhraseSurprisal all;
    all.range = {0, text.size()};
    for (const PhraseSurprisal &p : phrases(text)) {
        all.words += p.words;
        all.bits += p.bits;
    }
    return all;
}

QList<Span> OfflineSurprisal::unknownWords(const SurprisalSegments &segments) const
{
    if (!m_dictionary)
        return {};
    return unknownWordSpans(segments, *m_dictionary, m_language, 0);
}

QList<Span> OfflineSurprisal::analyseRule(const Rule &rule, const QString &) const
{
    // Offsets inside rule.text, moved to the prompt's at the end.
    QList<Span> spans;
    if (m_model) {
        for (const PhraseSurprisal &p : phrases(rule.text)) {
            if (const auto severity = surprisalOutlier(p, kOfflineEnglishReference))
                spans.append(surprisalSpan(p, kOfflineEnglishReference, *severity));
        }
    }
    if (m_dictionary)
        spans += unknownWords(segmentForSurprisal(rule.text));
    for (Span &s : spans)
        s.range.start += rule.range.start;
    sortSpans(spans);
    return spans;
}

// ------------------------------------------------------------------ endpoint tier 2

EndpointSurprisal::EndpointSurprisal(Provider *provider, QObject *parent)
    : QObject(parent)
    , m_provider(provider)
{
}

EndpointSurprisal::~EndpointSurprisal()
{
    cancel();
}

void EndpointSurprisal::start(const QString &prompt, const QList<Rule> &rules, const QString &language)
{
    cancel();
    m_prompt = prompt;
    m_rules = rules;
    m_language = language;
    if (!m_provider) {
        Q_EMIT failed(WorkspaceMessages::tr("no provider to ask for token log-probabilities"));
        return;
    }
    m_reply = m_provider->tokenLogProbs(prompt);
    connect(m_reply.data(), &ProviderReply::finished, this, &EndpointSurprisal::onReply);
}

void EndpointSurprisal::cancel()
{
    if (m_reply) {
        ProviderReply *reply = m_reply.data();
        m_reply.clear();
        disconnect(reply, nullptr, this, nullptr);
        if (!reply->isFinished())
            reply->cancel();
        reply->deleteLater();
    }
}

void EndpointSurprisal::onReply()
{
    ProviderReply *reply = m_reply.data();
    if (!reply)
        return;
    m_reply.clear();
    reply->deleteLater();
    if (reply->failed()) {
        const ProviderError &error = *reply->error();
        if (error.kind == ProviderError::Kind::Unsupported) {
            SurprisalResult result;
            result.available = false;
            result.why = WorkspaceMessages::tr("not available for %1: the endpoint offers no token log-probabilities (%2)")
                             .arg(m_language, error.toString());
            Q_EMIT finished(result);
            return;
        }
        Q_EMIT failed(error.toString());
        return;
    }
    if (reply->logProbs().isEmpty()) {
        SurprisalResult result;
        result.available = false;
        result.why
            = WorkspaceMessages::tr("not available for %1: the endpoint returned no token log-probabilities").arg(m_language);
        Q_EMIT finished(result);
        return;
    }
    SurprisalResult result = evaluate(m_prompt, m_rules, reply->logProbs());
    QString why;
    if (const auto dictionary = HunspellDictionary::load(m_language, &why)) {
        const QList<Rule> rules = m_rules.isEmpty() ? QList<Rule> {Rule {{0, m_prompt.size()}, m_prompt, 0, {}, {}}} : m_rules;
        for (const Rule &rule : rules)
            result.spans += unknownWordSpans(segmentForSurprisal(m_prompt, rule.range), *dictionary, m_language, 0);
        sortSpans(result.spans);
    }
    Q_EMIT finished(result);
}

SurprisalResult EndpointSurprisal::evaluate(const QString &prompt, const QList<Rule> &rules, const QList<TokenLogProb> &tokens)
{
    SurprisalResult result;
    const QList<Rule> all = rules.isEmpty() ? QList<Rule> {Rule {{0, prompt.size()}, prompt, 0, {}, {}}} : rules;

    // Words of every rule, in prompt coordinates, and each rule's phrases.
    QList<SurprisalWord> words;
    QList<SurprisalPhrase> phrases;
    for (const Rule &rule : all) {
        SurprisalSegments s = segmentForSurprisal(prompt, rule.range);
        const qsizetype base = words.size();
        words += s.words;
        for (SurprisalPhrase &p : s.phrases) {
            p.firstWord += base;
            phrases.append(p);
        }
    }
    // Word lookup by position (rules do not overlap; sort to be safe).
    QList<qsizetype> order(words.size());
    for (qsizetype i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&words](qsizetype a, qsizetype b) { return words.at(a).range.start < words.at(b).range.start; });
    auto wordAt = [&](qsizetype pos) -> qsizetype {
        auto it = std::upper_bound(order.begin(), order.end(), pos,
                                   [&words](qsizetype p, qsizetype w) { return p < words.at(w).range.start; });
        if (it == order.begin())
            return -1;
        const qsizetype w = *(it - 1);
        return pos < words.at(w).range.end() ? w : -1;
    };

    // Align the tokens with the prompt: each token's cost goes to the word
    // holding its first non-space character. A token that does not match the
    // text where expected (a byte piece of a character) is looked for a few
    // characters ahead, else charged to the word at the current position.
    QList<double> bits(words.size(), 0.0);
    QList<bool> touched(words.size(), false);
    QList<bool> unscored(words.size(), false);
    constexpr qsizetype kResyncWindow = 16;
    const double toBits = 1.0 / std::log(2.0);
    qsizetype pos = 0;
    for (const TokenLogProb &t : tokens) {
        if (t.token.isEmpty())
            continue;
        qsizetype at = -1;
        if (prompt.mid(pos, t.token.size()) == t.token)
            at = pos;
        else {
            const qsizetype found = prompt.indexOf(t.token, pos);
            if (found >= 0 && found - pos <= kResyncWindow)
                at = found;
        }
        qsizetype first = at >= 0 ? at : pos;
        const qsizetype limit = at >= 0 ? at + t.token.size() : prompt.size();
        while (first < limit && prompt.at(first).isSpace())
            ++first;
        if (at >= 0)
            pos = at + t.token.size();
        const qsizetype w = first < prompt.size() ? wordAt(first) : -1;
        if (w < 0)
            continue; // punctuation, spaces, headings outside the rules
        touched[w] = true;
        if (t.logProb)
            bits[w] += -*t.logProb * toBits;
        else
            unscored[w] = true; // the first token of an echo has no log-prob
    }

    QList<double> scored;
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (touched.at(i) && !unscored.at(i))
            scored.append(bits.at(i));
        else
            bits[i] = kNaN;
    }
    result.words = int(scored.size());
    const double m = median(scored);
    QList<double> deviations;
    for (const double b : std::as_const(scored))
        deviations.append(std::abs(b - m));
    result.reference = {m, std::max(kMinReferenceSd, kMadToSd * median(deviations))};

    for (const SurprisalPhrase &p : std::as_const(phrases)) {
        PhraseSurprisal ps;
        ps.range = p.range;
        for (qsizetype i = p.firstWord; i < p.firstWord + p.wordCount; ++i) {
            if (std::isnan(bits.at(i)))
                continue;
            ps.bits += bits.at(i);
            ++ps.words;
        }
        result.phrases.append(ps);
    }
    if (result.words < kMinReferenceWords) {
        result.note
            = WorkspaceMessages::tr("%n scored word(s): at least %1 are needed to tell unusual phrases from the prompt's own "
                                    "wording",
                                    nullptr, result.words)
                  .arg(kMinReferenceWords);
        return result;
    }
    for (const PhraseSurprisal &ps : std::as_const(result.phrases)) {
        if (const auto severity = surprisalOutlier(ps, result.reference))
            result.spans.append(surprisalSpan(ps, result.reference, *severity));
    }
    sortSpans(result.spans);
    return result;
}

} // namespace Polygon::Lint
