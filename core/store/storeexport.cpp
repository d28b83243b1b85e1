#include "storeexport.h"

#include "storereader.h"
#include "storeschema.h"

#include "core/workspace/conversationformat.h"

namespace Polygon {

namespace {

Json stringOrNull(const QString &s)
{
    return s.isEmpty() ? Json() : Json(toStdString(s));
}

Json seedOrNull(const std::optional<quint64> &seed)
{
    return seed ? Json(*seed) : Json();
}

Json timeOrNull(const QDateTime &t)
{
    return t.isValid() ? Json(toStdString(StoreSchema::timestamp(t))) : Json();
}

} // namespace

Json runToJson(const RunSummary &s, const ExportOptions &options)
{
    const RunRecord &r = s.run;
    Json j = Json::object();
    j["id"] = toStdString(r.spec.id);
    j["workspace"] = toStdString(r.spec.workspaceName);
    j["agent"] = toStdString(r.spec.agent);
    j["agent_path"] = toStdString(r.spec.agentPath);
    j["scenario_set"] = stringOrNull(r.spec.scenarioSet);
    j["repeat"] = r.spec.repeat;
    j["concurrency"] = r.spec.concurrency;
    j["seed"] = r.spec.seed;
    j["offline"] = r.spec.offline;
    j["configuration"] = stringOrNull(r.spec.configuration);
    j["status"] = toStdString(runStatusName(r.status));
    j["error"] = stringOrNull(r.error);
    j["polygon_version"] = toStdString(r.polygonVersion);
    j["options"] = r.spec.options;
    j["conversations"] = {{"total", s.total}, {"pending", s.pending}, {"running", s.running},
                          {"done", s.done},   {"failed", s.failed},   {"cancelled", s.cancelled}};
    if (options.timings) {
        j["created_at"] = timeOrNull(r.createdAt);
        j["finished_at"] = timeOrNull(r.finishedAt);
    }
    return j;
}

Json conversationExportJson(const StoredConversation &stored, const QList<JudgmentRecord> &judgments,
                            const QList<ProbeAnswerRecord> &probeAnswers, const ExportOptions &options)
{
    const ConversationRecord &r = stored.record;
    Json j = conversationToJson(stored.conversation);
    Json &turns = j["turns"];
    for (qsizetype t = 0; t < stored.toolCallExtras.size() && size_t(t) < turns.size(); ++t) {
        const QList<ToolCallExtra> &extras = stored.toolCallExtras.at(t);
        Json &turn = turns[size_t(t)];
        if (extras.isEmpty() || !turn.contains("tool_calls"))
            continue;
        Json &calls = turn["tool_calls"];
        for (qsizetype k = 0; k < extras.size() && size_t(k) < calls.size(); ++k) {
            if (!extras.at(k).error.isEmpty())
                calls[size_t(k)]["error"] = toStdString(extras.at(k).error);
            if (extras.at(k).latencyMs)
                calls[size_t(k)]["latency_ms"] = *extras.at(k).latencyMs;
        }
    }
    j["run"] = toStdString(r.key.run);
    j["persona"] = toStdString(r.key.persona);
    j["persona_hash"] = toStdString(r.plan.personaHash);
    j["repeat"] = r.key.repeat;
    j["seed"] = r.plan.seed;
    j["configuration_id"] = stringOrNull(r.plan.configuration);
    j["status"] = toStdString(conversationStatusName(r.status));
    j["end_reason"] = stringOrNull(r.endReason);
    if (r.loopTurn)
        j["loop_turn"] = *r.loopTurn;
    if (!r.error.isEmpty())
        j["error"] = toStdString(r.error);
    j["passed"] = r.passed ? Json(*r.passed) : Json();
    j["stage"] = toStdString(r.plan.stage);
    j["input_hashes"] = r.plan.inputHashes;
    Json grades = Json::array();
    for (const JudgmentRecord &g : judgments)
        grades.push_back({{"grading", toStdString(g.grading)},
                          {"rubric", toStdString(g.rubric)},
                          {"composite", g.composite ? jsonNumber(*g.composite) : Json()},
                          {"verdict", toStdString(g.verdict)},
                          {"grade", g.grade},
                          {"repeats", g.repeats},
                          {"seed", seedOrNull(g.seed)},
                          {"stage", toStdString(g.stage)},
                          {"input_hashes", g.inputHashes}});
    j["judgments"] = std::move(grades);
    Json answers = Json::array();
    for (const ProbeAnswerRecord &a : probeAnswers)
        answers.push_back({{"grading", toStdString(a.grading)},
                           {"probe", toStdString(a.probe)},
                           {"wording_hash", toStdString(a.wordingHash)},
                           {"answer", toStdString(a.answer)},
                           {"rationale", toStdString(a.rationale)},
                           {"seed", seedOrNull(a.seed)},
                           {"stage", toStdString(a.stage)},
                           {"input_hashes", a.inputHashes}});
    j["probe_answers"] = std::move(answers);
    if (options.timings) {
        j["started_at"] = timeOrNull(r.startedAt);
        j["finished_at"] = timeOrNull(r.finishedAt);
    }
    return j;
}

bool forEachExportedConversation(StoreReader &reader, const QString &run, const ExportOptions &options,
                                 const std::function<bool(const Json &)> &sink, QString *error)
{
    const QList<ConversationRecord> records = reader.conversations(run);
    if (!reader.lastError().isEmpty()) {
        if (error)
            *error = reader.lastError();
        return false;
    }
    for (const ConversationRecord &record : records) {
        const auto stored = reader.loadConversation(record.key);
        const QList<JudgmentRecord> judgments = stored ? reader.judgments(record.key) : QList<JudgmentRecord>();
        const QList<ProbeAnswerRecord> answers = stored ? reader.probeAnswers(record.key) : QList<ProbeAnswerRecord>();
        if (!stored || !reader.lastError().isEmpty()) {
            if (error)
                *error = reader.lastError();
            return false;
        }
        if (!sink(conversationExportJson(*stored, judgments, answers, options)))
            break;
    }
    return true;
}

} // namespace Polygon
