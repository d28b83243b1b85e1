#pragma once

// One engine under `polygon-cli lint` and the editor (docs/lint.md, issue 13):
// a LintSession runs the tiers its configuration allows, cheapest first, and
// reports through its signals. The offline tiers 1–3 run on a worker thread
// the session owns, with one PromptAnalyzer kept across runs (its per-rule
// cache makes the analysis of an edited prompt incremental); the endpoint
// steps go through a Provider on the session's own thread:
//
//   tier 3 embeddings   one vector per rule before the analysis; when they fail,
//                       a notice and the offline n-gram vectors instead
//   tiers 1–3 offline   PromptAnalyzer (tier 2 through OfflineSurprisalTier)
//   tier 2 log-probs    EndpointSurprisal, only when the offline tier 2 skipped
//   tier 4 judge        LintJudge; its findings are folded into the result
//
// Every start() returns a new generation; a later start() or cancel() makes
// the work of earlier generations stale: it is dropped, never emitted.

#include "linttypes.h"
#include "promptanalyzer.h"

#include "core/llm/provider.h"

#include <QByteArray>
#include <QFutureWatcher>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>

#include <memory>
#include <optional>

class QEventLoop;

namespace Polygon::Lint {

class EndpointSurprisal;
class LintJudge;
struct LintJudgeResult;
struct SurprisalResult;

// What a session runs.
struct LintSessionConfig
{
    QString language; // en, ru, hr or bs; empty = detect from each text
    QList<int> tiers {1, 2, 3}; // 1 to 4
    // Tier 2 offline (OfflineSurprisalTier: English only, other languages are
    // reported as skipped). Off: tier 2 is skipped as "not configured".
    bool offlineSurprisal = true;
    // The endpoint for tier 3's embeddings, tier 2's log-probs (when the
    // offline tier 2 skipped) and tier 4's judge. Not owned; null = offline only.
    QPointer<Provider> provider;
    // Tier 4 without a provider is skipped with this reason (default: "no
    // judge configured").
    QString noJudgeReason;
};

class LintSession : public QObject
{
    Q_OBJECT

public:
    explicit LintSession(QObject *parent = nullptr);
    // Cancels; waits for the analysis running on the worker thread, if any.
    ~LintSession() override;

    // Used by the next start() (a run in progress keeps its configuration).
    void setConfig(const LintSessionConfig &config);
    const LintSessionConfig &config() const { return m_config; }

    // Starts analysing `text` and returns its generation (1, 2, …); earlier
    // generations become stale. Nothing is emitted before start() returns.
    quint64 start(const QString &text);
    // Makes every generation started so far stale (nothing more is emitted for them).
    void cancel();
    // The generation of the last start().
    quint64 generation() const { return m_generation; }
    // Whether the last start() is still running (not finished, not cancelled).
    bool isRunning() const { return m_running; }

    // For command-line tools: start(text), then a local event loop until it
    // has finished (signals are emitted as usual). Nothing when it was
    // cancelled or superseded meanwhile.
    std::optional<LintResult> run(const QString &text);

    // What the analyzer did in the analysis behind the last finished()
    // (rules read again, whether tier 3 used the endpoint's vectors).
    const AnalyzerStats &stats() const { return m_stats; }

Q_SIGNALS:
    // A step of `generation` has started: 3 the endpoint's embeddings, 1 the
    // offline analysis (tiers 1–3), 2 the endpoint's log-probs, 4 the judge.
    void progress(quint64 generation, int tier);
    // Something the user should know that is not part of the result (the
    // embeddings failed, a judge finding was dropped): one sentence, without
    // the file name ("tier 3: the endpoint's embeddings failed (…); using
    // offline n-gram vectors").
    void notice(quint64 generation, const QString &message);
    // The whole result of `generation`; the last signal of that generation.
    void finished(quint64 generation, const Polygon::Lint::LintResult &result);

private:
    struct Worker;
    struct Analysis;
    struct Run;

    void cancelSteps();
    bool isCurrent(quint64 generation) const { return m_running && generation == m_generation; }
    void onEmbeddings(quint64 generation);
    void startAnalysis(quint64 generation, std::optional<QHash<QByteArray, QList<float>>> vectors);
    void onAnalysed(quint64 generation, QFutureWatcher<Analysis> *watcher);
    void stepSurprisal(quint64 generation);
    void onSurprisal(quint64 generation, const SurprisalResult &result);
    void onSurprisalFailed(quint64 generation, const QString &message);
    void stepJudge(quint64 generation);
    void onJudge(quint64 generation, const LintJudgeResult &result);
    void onJudgeFailed(quint64 generation, const QString &message);
    void finish(quint64 generation);

    LintSessionConfig m_config;
    QThreadPool m_pool; // one thread: analyses run one after another
    std::shared_ptr<Worker> m_worker; // used only by the job on the pool's thread
    std::unique_ptr<Run> m_run; // the current generation's state
    quint64 m_generation = 0;
    bool m_running = false;
    AnalyzerStats m_stats;
    QPointer<QEventLoop> m_waiting; // run()'s loop
};

} // namespace Polygon::Lint
