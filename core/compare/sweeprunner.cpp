#include "sweeprunner.h"

#include "core/results/chartdata.h"
#include "core/run/runcontroller.h"
#include "core/run/runenvironment.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/util/messages.h"

#include <QMetaObject>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Polygon {

QString SweepOutcome::stopName(Stop stop)
{
    switch (stop) {
    case Stop::None:
        return {};
    case Stop::Floor:
        return QStringLiteral("floor");
    case Stop::TokenCap:
        return QStringLiteral("token_cap");
    case Stop::Cancelled:
        return QStringLiteral("cancelled");
    case Stop::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

Json sweepOutcomeToJson(const SweepSpec &spec, const SweepOutcome &outcome)
{
    Json j = Json::object();
    j["sweep"] = toStdString(outcome.sweep);
    j["mode"] = toStdString(SweepSpec::modeName(spec.mode));
    j["agent"] = toStdString(spec.agent);
    j["points_planned"] = outcome.plannedPoints;
    j["points_run"] = outcome.points.size();
    Json resumed = Json::array();
    for (int p : outcome.resumedPoints)
        resumed.push_back(p);
    j["resumed"] = resumed;
    const QString stop = SweepOutcome::stopName(outcome.stop);
    j["stopped"] = stop.isEmpty() ? Json() : Json(toStdString(stop));
    j["stopped_at"] = outcome.stoppedAt >= 0 ? Json(outcome.stoppedAt) : Json();
    if (outcome.stop == SweepOutcome::Stop::TokenCap) {
        j["estimate"] = outcome.refusedEstimate;
        j["token_cap"] = spec.tokenCap.value_or(0);
    }
    if (outcome.stop == SweepOutcome::Stop::Floor)
        j["floor"] = jsonNumber(spec.floor.value_or(0));
    if (!outcome.error.isEmpty())
        j["error"] = toStdString(outcome.error);
    j["tokens"] = outcome.tokens;
    Json rows = Json::array();
    for (const SweepPointResult &row : outcome.leaderboard())
        rows.push_back(sweepRowToJson(row));
    j["leaderboard"] = rows;
    return j;
}

std::optional<SweepPointResult> measureSweepPoint(StoreReader &reader, const QString &run, bool offline, QString *error)
{
    // The composites of the run's latest completed grading, as the charts read them.
    const auto graded = readRunChartData(reader, run, {}, error);
    if (!graded)
        return std::nullopt;
    const auto summary = reader.run(run);
    if (!summary) {
        if (error)
            *error = CompareMessages::tr("no run \"%1\" in %2").arg(run, reader.path());
        return std::nullopt;
    }
    SweepPointResult r;
    r.run = run;
    r.point = summary->run.spec.options.value("point", 0);
    r.parameters = graded->sweepParameters;
    r.conversations = summary->total;
    r.scored = int(graded->composites.size());
    if (!graded->composites.isEmpty()) {
        const auto [lo, hi] = std::minmax_element(graded->composites.cbegin(), graded->composites.cend());
        r.compositeMean = std::accumulate(graded->composites.cbegin(), graded->composites.cend(), 0.0) / r.scored;
        r.spread = *hi - *lo;
    }
    if (summary->run.createdAt.isValid() && summary->run.finishedAt.isValid())
        r.wallSeconds = double(summary->run.createdAt.msecsTo(summary->run.finishedAt)) / 1000.0;
    const TokenTotals tokens = reader.runTokens(run);
    for (const TokenTotals::Counts &counts : tokens.roles)
        r.tokens += counts.prompt + counts.completion;
    if (offline && r.tokens == 0) {
        qint64 characters = 0;
        for (const ConversationRecord &c : reader.conversations(run))
            if (const auto stored = reader.loadConversation(c.key))
                for (const Turn &t : stored->conversation.turns)
                    characters += t.text.size();
        r.tokens = transcriptTokens(characters);
    }
    return r;
}

SweepRunner::SweepRunner(Workspace workspace, SweepSpec spec, SweepOptions options, QObject *parent)
    : QObject(parent)
    , m_workspace(std::move(workspace))
    , m_spec(std::move(spec))
    , m_options(options)
{
    qRegisterMetaType<Polygon::SweepPointResult>();
}

SweepRunner::~SweepRunner()
{
    if (m_controller)
        m_controller->cancel();
    m_controller.reset();
    if (m_store)
        m_store->waitForIdle();
}

bool SweepRunner::start(Diagnostics &problems)
{
    const int before = int(problems.size());
    m_points = sweepPoints(m_spec);
    for (const SweepPoint &point : std::as_const(m_points)) {
        auto configuration = sweepConfiguration(m_workspace, m_spec, point, problems);
        if (!configuration)
            break; // the same problem would repeat for every point
        m_configurations.append(*configuration);
    }
    if (int(problems.size()) > before)
        return false;
    // The models and keys the points need (every point uses the same
    // profile's key and endpoint): refused here, before anything is stored.
    if (!m_configurations.isEmpty()) {
        const SweepConfiguration &c = m_configurations.first();
        if (!RunEnvironment::open(c.workspace, *c.workspace.agent(c.agent), m_options.offline, false, problems))
            return false;
    }
    QString error;
    m_store = ResultStore::open(m_workspace.root, &error);
    if (!m_store) {
        problems.append({QString(), 0, 0, error});
        return false;
    }
    m_outcome.sweep = m_spec.id();
    m_outcome.plannedPoints = int(m_points.size());
    // The sweep's earlier runs (a resumed sweep): the newest run of each point.
    if (auto reader = StoreReader::open(m_workspace.root, &error)) {
        for (const RunSummary &s : reader->runs()) {
            const Json &o = s.run.spec.options;
            if (o.value("sweep", std::string()) != toStdString(m_outcome.sweep) || !o.contains("point")
                || !o.at("point").is_number_integer())
                continue;
            const int point = o.at("point").get<int>();
            const auto known = m_existingRuns.constFind(point);
            if (known == m_existingRuns.cend())
                m_existingRuns.insert(point, s.run.spec.id);
            else if (const auto other = reader->run(*known); other && other->run.createdAt < s.run.createdAt)
                m_existingRuns.insert(point, s.run.spec.id);
        }
    } else {
        problems.append({QString(), 0, 0, error});
        return false;
    }
    QMetaObject::invokeMethod(this, &SweepRunner::next, Qt::QueuedConnection);
    return true;
}

void SweepRunner::cancel()
{
    m_cancelled = true;
    if (m_controller)
        m_controller->cancel();
}

void SweepRunner::stop(SweepOutcome::Stop why, int at, const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_outcome.stop = why;
    m_outcome.stoppedAt = at;
    m_outcome.error = error;
    if (m_store)
        m_store->waitForIdle();
    Q_EMIT finished();
}

void SweepRunner::next()
{
    if (m_finished)
        return;
    if (m_cancelled)
        return stop(SweepOutcome::Stop::Cancelled, m_next);
    if (m_next >= int(m_points.size()))
        return stop(SweepOutcome::Stop::None, -1);
    const int index = m_next;
    const QString existing = m_existingRuns.value(index);
    if (!existing.isEmpty()) {
        QString error;
        auto reader = StoreReader::open(m_workspace.root, &error);
        const auto summary = reader ? reader->run(existing) : std::nullopt;
        if (summary && summary->run.status == RunStatus::Completed && latestCompletedGrading(reader->gradings(existing))) {
            // Finished by an earlier invocation: read back, not run again.
            Q_EMIT pointStarted(index, m_configurations.at(index).parameters, existing, true);
            m_outcome.resumedPoints.append(index);
            m_existingRuns.remove(index);
            const auto result = measureSweepPoint(*reader, existing, m_options.offline, &error);
            if (!result)
                return stop(SweepOutcome::Stop::Failed, index, error);
            reader.reset();
            return pointMeasured(index, *result);
        }
        return startPoint(index, existing);
    }
    if (m_spec.tokenCap) {
        if (m_dryEstimate < 0)
            m_dryEstimate
                = dryTokenEstimate(m_configurations.at(index), m_options.offline, !(m_options.offline || m_options.ruleJudge));
        const qint64 estimate = nextPointTokenEstimate(m_outcome.points, m_dryEstimate);
        if (m_outcome.tokens + estimate > *m_spec.tokenCap) {
            m_outcome.refusedEstimate = estimate;
            Q_EMIT pointRefused(index, estimate, m_outcome.tokens, *m_spec.tokenCap);
            return stop(SweepOutcome::Stop::TokenCap, index);
        }
    }
    startPoint(index, QString());
}

void SweepRunner::startPoint(int index, const QString &existingRun)
{
    const SweepConfiguration &c = m_configurations.at(index);
    const Agent *agent = c.workspace.agent(c.agent);
    Diagnostics problems;
    m_environment = RunEnvironment::open(c.workspace, *agent, m_options.offline, false, problems);
    const auto problemText = [&] {
        QStringList lines;
        for (const Diagnostic &d : std::as_const(problems))
            lines.append(d.file.isEmpty() ? d.message : QStringLiteral("%1: %2").arg(d.file, d.message));
        return lines.join(QLatin1Char('\n'));
    };
    if (!m_environment)
        return stop(SweepOutcome::Stop::Failed, index, problemText());
    m_controller = std::make_unique<RunController>(c.workspace, m_store.get(), m_environment->simulation());
    GradeOptions grading;
    grading.offline = m_options.offline || m_options.ruleJudge;
    m_controller->setGrading(grading);
    connect(m_controller.get(), &RunController::progress, this, &SweepRunner::progress);
    connect(
        m_controller.get(), &RunController::finished, this, [this, index] { pointDone(index); }, Qt::QueuedConnection);
    bool ok = false;
    if (!existingRun.isEmpty()) {
        QString error;
        auto reader = StoreReader::open(m_workspace.root, &error);
        if (!reader)
            return stop(SweepOutcome::Stop::Failed, index, error);
        ok = m_controller->resume(existingRun, *reader, problems);
    } else {
        RunRequest request = c.request;
        request.offline = m_options.offline;
        request.concurrency = m_options.concurrency > 0 ? m_options.concurrency
                                                        : (m_environment->online() ? m_environment->defaultConcurrency() : 1);
        request.tags = {{"sweep", toStdString(m_outcome.sweep)}, {"point", index}, {"parameters", c.parameters}};
        ok = m_controller->start(request, problems);
    }
    if (!ok)
        return stop(SweepOutcome::Stop::Failed, index, problemText());
    Q_EMIT pointStarted(index, c.parameters, m_controller->runId(), !existingRun.isEmpty());
}

void SweepRunner::pointDone(int index)
{
    if (!m_controller || m_finished)
        return;
    const RunStatus status = m_controller->status();
    const QString run = m_controller->runId();
    const RunGrader *grader = m_controller->grader();
    QString error;
    if (grader && grader->failed())
        error = grader->error();
    if (!m_controller->storeErrors().isEmpty())
        error = m_controller->storeErrors().join(QLatin1Char('\n'));
    const int failed = m_controller->failed();
    m_controller.reset();
    m_environment.reset();
    m_store->waitForIdle();
    if (status == RunStatus::Cancelled || m_cancelled)
        return stop(SweepOutcome::Stop::Cancelled, index);
    if (status != RunStatus::Completed || !error.isEmpty() || failed > 0) {
        if (error.isEmpty())
            error = CompareMessages::tr("%n conversation(s) of run %1 ended in an error; run the sweep again to redo them",
                                        nullptr, failed)
                        .arg(run);
        return stop(SweepOutcome::Stop::Failed, index, error);
    }
    auto reader = StoreReader::open(m_workspace.root, &error);
    const auto result = reader ? measureSweepPoint(*reader, run, m_options.offline, &error) : std::nullopt;
    if (!result)
        return stop(SweepOutcome::Stop::Failed, index, error);
    pointMeasured(index, *result);
}

void SweepRunner::pointMeasured(int index, const SweepPointResult &result)
{
    m_outcome.points.append(result);
    m_outcome.tokens += result.tokens;
    Q_EMIT pointFinished(result);
    // The floor is checked on the first point only: a sweep that starts below it stops.
    if (index == 0 && m_spec.floor && result.compositeMean && *result.compositeMean < *m_spec.floor)
        return stop(SweepOutcome::Stop::Floor, index);
    ++m_next;
    QMetaObject::invokeMethod(this, &SweepRunner::next, Qt::QueuedConnection);
}

} // namespace Polygon
