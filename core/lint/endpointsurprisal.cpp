#include "endpointsurprisal.h"
#include "surprisal_p.h"
#include "surprisalsegments.h"
#include "surprisalspelling.h"

#include "core/llm/provider.h"
#include "core/util/messages.h"

#include <algorithm>
#include <cmath>

namespace Polygon::Lint {

using SurprisalDetail::kNaN;
using SurprisalDetail::measurePhrase;
using SurprisalDetail::sortSpans;

namespace {

constexpr int kMinReferenceWords = 20; // endpoint: words needed to estimate the prompt's own reference
constexpr double kMinReferenceSd = 0.5; // endpoint: floor of 1.4826 x MAD, in bits
constexpr double kMadToSd = 1.4826; // MAD of a normal distribution x 1.4826 = its standard deviation

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2.0;
}

} // namespace

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

    for (const SurprisalPhrase &p : std::as_const(phrases))
        result.phrases.append(measurePhrase(p, bits));
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
