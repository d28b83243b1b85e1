#include "lintsession.h"

#include "lexicon.h"
#include "lintjudge.h"
#include "lintresult.h"
#include "segmenter.h"
#include "surprisal.h"

#include "core/llm/provider.h"
#include "core/util/messages.h"

#include <QEventLoop>
#include <QPromise>
#include <QThread>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace Polygon::Lint {

namespace {

// The offline tiers (1–3) of a configuration.
QList<int> offlineTiers(const QList<int> &tiers)
{
    QList<int> out;
    for (int t : tiers)
        if (t >= 1 && t <= 3 && !out.contains(t))
            out.append(t);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

// The analyzer side. Only the job running on the pool's (single) thread uses
// it, one job after another; the pool's queue orders them.
struct LintSession::Worker
{
    std::unique_ptr<PromptAnalyzer> analyzer;
    std::shared_ptr<const RuleScorer> surprisal; // created once, when first needed

    PromptAnalyzer &configure(const QString &language, const QList<int> &tiers, bool offlineSurprisal)
    {
        if (!analyzer)
            analyzer = std::make_unique<PromptAnalyzer>();
        if (analyzer->language() != language)
            analyzer->setLanguage(language);
        if (analyzer->tiers() != tiers)
            analyzer->setTiers(tiers);
        // Replacing the scorer drops its cached scores: only when it changes.
        if (offlineSurprisal && !analyzer->ruleScorer()) {
            if (!surprisal)
                surprisal = std::make_shared<OfflineSurprisalTier>();
            analyzer->setRuleScorer(surprisal);
        } else if (!offlineSurprisal && analyzer->ruleScorer()) {
            analyzer->setRuleScorer(nullptr);
        }
        return *analyzer;
    }
};

// What one offline analysis hands back to the session's thread.
struct LintSession::Analysis
{
    LintResult result;
    AnalyzerStats stats;
    QList<Rule> rules; // when asked for (tier 2 through the endpoint)
};

// The state of the current generation; replaced by every start().
struct LintSession::Run
{
    enum class Step { Waiting, Embeddings, Analysis, Surprisal, Judge, Done };

    quint64 generation = 0;
    QString text;
    LintSessionConfig config;
    Step step = Step::Waiting;
    std::optional<QList<Rule>> rules;
    LintResult result;
    AnalyzerStats stats;
    QPointer<ProviderReply> embeddings;
    QPointer<QFutureWatcher<Analysis>> watcher;
    QPointer<EndpointSurprisal> surprisal;
    QPointer<LintJudge> judge;
};

LintSession::LintSession(QObject *parent)
    : QObject(parent)
    , m_worker(std::make_shared<Worker>())
{
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(-1); // keep the thread between edits
    m_pool.setThreadPriority(QThread::LowPriority); // the editor stays responsive while typing
    m_pool.setObjectName(QStringLiteral("LintSession"));
}

LintSession::~LintSession()
{
    cancel();
    m_pool.waitForDone(); // an analysis already running finishes; queued ones were cancelled
}

void LintSession::setConfig(const LintSessionConfig &config)
{
    m_config = config;
}

quint64 LintSession::start(const QString &text)
{
    cancelSteps();
    const quint64 generation = ++m_generation;
    m_running = true;
    if (m_waiting)
        m_waiting->quit(); // run() waits for an older generation: it has been superseded
    m_run = std::make_unique<Run>();
    m_run->generation = generation;
    m_run->text = text;
    m_run->config = m_config;
    // The first step comes from the event loop: nothing is emitted before the
    // caller knows the generation, and a start() right after this one costs nothing.
    QTimer::singleShot(0, this, [this, generation] {
        if (!isCurrent(generation) || m_run->step != Run::Step::Waiting)
            return;
        const LintSessionConfig &config = m_run->config;
        if (!config.tiers.contains(3) || !config.provider) {
            startAnalysis(generation, std::nullopt);
            return;
        }
        // Tier 3 through the endpoint: one vector per rule, asked for before the analysis.
        const QString language = config.language.isEmpty() ? detectLanguage(m_run->text) : config.language;
        m_run->rules = segmentPrompt(m_run->text, language).rules;
        QStringList texts;
        for (const Rule &r : std::as_const(*m_run->rules))
            texts.append(r.text);
        if (texts.isEmpty()) {
            startAnalysis(generation, std::nullopt);
            return;
        }
        m_run->step = Run::Step::Embeddings;
        Q_EMIT progress(generation, 3);
        if (!isCurrent(generation))
            return;
        ProviderReply *reply = config.provider->embed(texts);
        m_run->embeddings = reply;
        if (reply->isFinished())
            onEmbeddings(generation);
        else
            connect(reply, &ProviderReply::finished, this, [this, generation] { onEmbeddings(generation); });
    });
    return generation;
}

void LintSession::cancel()
{
    cancelSteps();
    ++m_generation;
    m_running = false;
    if (m_waiting)
        m_waiting->quit();
}

void LintSession::cancelSteps()
{
    if (!m_run)
        return;
    if (ProviderReply *reply = m_run->embeddings.data()) {
        disconnect(reply, nullptr, this, nullptr);
        if (!reply->isFinished())
            reply->cancel();
        reply->deleteLater();
    }
    if (QFutureWatcher<Analysis> *watcher = m_run->watcher.data()) {
        disconnect(watcher, nullptr, this, nullptr);
        watcher->future().cancel(); // a job still queued does not run; a running one is dropped
        watcher->deleteLater();
    }
    if (EndpointSurprisal *surprisal = m_run->surprisal.data()) {
        disconnect(surprisal, nullptr, this, nullptr);
        surprisal->cancel();
        surprisal->deleteLater();
    }
    if (LintJudge *judge = m_run->judge.data()) {
        disconnect(judge, nullptr, this, nullptr);
        judge->cancel();
        judge->deleteLater();
    }
    m_run.reset();
}

void LintSession::onEmbeddings(quint64 generation)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (!isCurrent(generation) || !m_run->embeddings)
        return;
    ProviderReply *reply = m_run->embeddings.data();
    m_run->embeddings.clear();
    disconnect(reply, nullptr, this, nullptr);
    reply->deleteLater();

    const QList<Rule> &rules = *m_run->rules;
    if (reply->failed() || reply->embeddings().size() != rules.size()) {
        const QString why = reply->failed()
            ? reply->error()->toString()
            : WorkspaceMessages::tr("%1 vectors for %2 rules").arg(reply->embeddings().size()).arg(rules.size());
        Q_EMIT notice(
            generation,
            WorkspaceMessages::tr("tier 3: the endpoint's embeddings failed (%1); using offline n-gram vectors").arg(why));
        if (isCurrent(generation))
            startAnalysis(generation, std::nullopt);
        return;
    }
    QHash<QByteArray, QList<float>> vectors;
    for (qsizetype i = 0; i < rules.size(); ++i) {
        const QList<double> &embedding = reply->embeddings().at(i);
        QList<float> v;
        v.reserve(embedding.size());
        for (double x : embedding)
            v.append(float(x));
        vectors.insert(rules.at(i).hash, v);
    }
    startAnalysis(generation, std::move(vectors));
}

void LintSession::startAnalysis(quint64 generation, std::optional<QHash<QByteArray, QList<float>>> vectors)
{
    m_run->step = Run::Step::Analysis;
    Q_EMIT progress(generation, 1);
    if (!isCurrent(generation))
        return;
    const LintSessionConfig &config = m_run->config;
    const QList<int> tiers = offlineTiers(config.tiers);
    const bool surprisal = config.offlineSurprisal && tiers.contains(2);
    // The endpoint's log-probs (after the analysis) need the rules.
    const bool wantRules = !m_run->rules && config.tiers.contains(2) && config.provider;

    auto *watcher = new QFutureWatcher<Analysis>(this);
    m_run->watcher = watcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, generation, watcher] { onAnalysed(generation, watcher); });
    watcher->setFuture(QtConcurrent::run(
        &m_pool,
        [](QPromise<Analysis> &promise, const std::shared_ptr<Worker> &worker, const QString &language, const QList<int> &tiers,
           bool surprisal, const QString &text, const std::optional<QHash<QByteArray, QList<float>>> &vectors, bool wantRules) {
            if (promise.isCanceled())
                return; // a newer text is queued behind this one
            PromptAnalyzer &analyzer = worker->configure(language, tiers, surprisal);
            if (vectors)
                analyzer.setEmbeddings(*vectors);
            else
                analyzer.clearEmbeddings();
            Analysis analysis;
            analysis.result = analyzer.analyse(text);
            analysis.stats = analyzer.stats();
            if (wantRules)
                analysis.rules = analyzer.segment(text).rules;
            promise.addResult(std::move(analysis));
        },
        m_worker, config.language, tiers, surprisal, m_run->text, std::move(vectors), wantRules));
}

void LintSession::onAnalysed(quint64 generation, QFutureWatcher<Analysis> *watcher)
{
    Q_ASSERT(QThread::currentThread() == thread());
    watcher->deleteLater();
    if (!isCurrent(generation) || m_run->watcher != watcher || watcher->future().resultCount() == 0)
        return;
    m_run->watcher.clear();
    Analysis analysis = watcher->future().takeResult();
    m_run->result = std::move(analysis.result);
    m_run->stats = analysis.stats;
    if (!m_run->rules)
        m_run->rules = std::move(analysis.rules);
    stepSurprisal(generation);
}

void LintSession::stepSurprisal(quint64 generation)
{
    const LintSessionConfig &config = m_run->config;
    const bool skipped = std::any_of(m_run->result.tiersSkipped.cbegin(), m_run->result.tiersSkipped.cend(),
                                     [](const TierSkip &s) { return s.tier == 2; });
    if (!config.tiers.contains(2) || !skipped || !config.provider) {
        stepJudge(generation);
        return;
    }
    // Tier 2 through the endpoint's log-probs, for a language the offline model does not cover.
    m_run->step = Run::Step::Surprisal;
    Q_EMIT progress(generation, 2);
    if (!isCurrent(generation))
        return;
    auto *surprisal = new EndpointSurprisal(config.provider.data(), this);
    m_run->surprisal = surprisal;
    connect(surprisal, &EndpointSurprisal::finished, this,
            [this, generation](const SurprisalResult &r) { onSurprisal(generation, r); });
    connect(surprisal, &EndpointSurprisal::failed, this,
            [this, generation](const QString &message) { onSurprisalFailed(generation, message); });
    surprisal->start(m_run->text, m_run->rules.value_or(QList<Rule>()), m_run->result.language);
    // Neither answered at once nor waiting for the endpoint: go on without it.
    if (isCurrent(generation) && m_run->step == Run::Step::Surprisal && !surprisal->isRunning())
        stepJudge(generation);
}

void LintSession::onSurprisal(quint64 generation, const SurprisalResult &result)
{
    if (!isCurrent(generation) || m_run->step != Run::Step::Surprisal)
        return;
    if (result.available)
        addTierFindings(m_run->result, 2, result.spans);
    else
        addTierSkip(m_run->result, 2, result.why);
    stepJudge(generation);
}

void LintSession::onSurprisalFailed(quint64 generation, const QString &message)
{
    if (!isCurrent(generation) || m_run->step != Run::Step::Surprisal)
        return;
    addTierSkip(m_run->result, 2, message);
    stepJudge(generation);
}

void LintSession::stepJudge(quint64 generation)
{
    m_run->step = Run::Step::Judge;
    const LintSessionConfig &config = m_run->config;
    if (!config.tiers.contains(4)) {
        finish(generation);
        return;
    }
    if (!config.provider) {
        addTierSkip(m_run->result, 4,
                    config.noJudgeReason.isEmpty() ? WorkspaceMessages::tr("no judge profile configured") : config.noJudgeReason);
        finish(generation);
        return;
    }
    // Tier 4, the model judge, reviews the prompt through the endpoint.
    Q_EMIT progress(generation, 4);
    if (!isCurrent(generation))
        return;
    auto *judge = new LintJudge(config.provider.data(), this);
    m_run->judge = judge;
    connect(judge, &LintJudge::finished, this, [this, generation](const LintJudgeResult &r) { onJudge(generation, r); });
    connect(judge, &LintJudge::failed, this, [this, generation](const QString &message) { onJudgeFailed(generation, message); });
    judge->start(m_run->text, m_run->result.language);
    if (isCurrent(generation) && m_run->step == Run::Step::Judge && !judge->isRunning())
        finish(generation);
}

void LintSession::onJudge(quint64 generation, const LintJudgeResult &result)
{
    if (!isCurrent(generation) || m_run->step != Run::Step::Judge)
        return;
    addTierFindings(m_run->result, 4, result.spans);
    for (const QString &why : result.dropped) {
        Q_EMIT notice(generation, WorkspaceMessages::tr("tier 4: %1").arg(why));
        if (!isCurrent(generation))
            return;
    }
    finish(generation);
}

void LintSession::onJudgeFailed(quint64 generation, const QString &message)
{
    if (!isCurrent(generation) || m_run->step != Run::Step::Judge)
        return;
    addTierSkip(m_run->result, 4, message);
    finish(generation);
}

void LintSession::finish(quint64 generation)
{
    m_run->step = Run::Step::Done;
    m_running = false;
    m_stats = m_run->stats;
    const LintResult result = m_run->result;
    Q_EMIT finished(generation, result);
}

std::optional<LintResult> LintSession::run(const QString &text)
{
    const quint64 generation = start(text);
    std::optional<LintResult> out;
    QEventLoop loop;
    const QMetaObject::Connection connection
        = connect(this, &LintSession::finished, &loop, [&](quint64 g, const LintResult &result) {
              if (g == generation) {
                  out = result;
                  loop.quit();
              }
          });
    QPointer<QEventLoop> outer = m_waiting;
    m_waiting = &loop;
    if (m_generation == generation && m_running)
        loop.exec();
    m_waiting = outer;
    disconnect(connection);
    return out;
}

} // namespace Polygon::Lint
