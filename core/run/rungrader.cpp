#include "rungrader.h"

#include "core/grade/passrule.h"
#include "core/grade/proberules.h"
#include "core/grade/rulejudge.h"
#include "core/llm/openaiprovider.h"
#include "core/llm/roleprovider.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/util/hash.h"
#include "core/util/messages.h"

#include <QDateTime>
#include <QDir>
#include <QRandomGenerator>

namespace Polygon {

namespace {

bool metToolFault(const Conversation &c)
{
    for (const Turn &t : c.turns)
        for (const ToolCall &call : t.toolCalls)
            if (call.failed())
                return true;
    return false;
}

QString newGradingId()
{
    return QStringLiteral("grading-%1-%2")
        .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")))
        .arg(QRandomGenerator::global()->generate() & 0xffffff, 6, 16, QLatin1Char('0'));
}

} // namespace

RunGrader::RunGrader(Workspace workspace, GradeOptions options, QObject *parent)
    : QObject(parent)
    , m_workspace(std::move(workspace))
    , m_options(std::move(options))
{
}

RunGrader::~RunGrader() = default;

namespace {

const RubricVersion *gradingRubric(const Workspace &ws, const GradeOptions &options, Diagnostics &problems)
{
    const QString name = options.rubric.isEmpty() ? ws.manifest.rubric : options.rubric;
    const RubricVersion *rubric = RubricVersion::builtin(name);
    if (!rubric)
        problems.append({QString(), 1, 1,
                         WorkspaceMessages::tr("unknown rubric \"%1\"; Polygon has: %2")
                             .arg(name, RubricVersion::builtinNames().join(QLatin1String(", ")))});
    return rubric;
}

} // namespace

bool RunGrader::check(const Workspace &workspace, const GradeOptions &options, Diagnostics &problems)
{
    if (!gradingRubric(workspace, options, problems))
        return false;
    if (options.offline)
        return true;
    const auto profile = roleProfile(workspace, options.judge, QStringLiteral("judge"), problems);
    return profile && openProfile(*profile, QDir(workspace.root).filePath(profile->path), problems) != nullptr;
}

bool RunGrader::prepare(Diagnostics &problems)
{
    m_rubric = gradingRubric(m_workspace, m_options, problems);
    if (!m_rubric)
        return false;
    QString error;
    auto reader = StoreReader::open(m_workspace.root, &error);
    if (!reader) {
        problems.append({QString(), 1, 1, error});
        return false;
    }
    const auto run = reader->findRun(m_options.run, &error);
    if (!run) {
        problems.append({QString(), 1, 1, error});
        return false;
    }
    m_summary.run = run->run.spec.id;
    m_summary.k = run->run.spec.repeat;
    if (const Scenario *set = m_workspace.scenario(run->run.spec.scenarioSet)) {
        m_forbidden = set->forbiddenPhrases;
        for (const QString &id : set->probes)
            if (const Probe *p = m_workspace.probe(id))
                m_probes.append(*p);
    }

    if (!m_options.offline) {
        const auto profile = roleProfile(m_workspace, m_options.judge, QStringLiteral("judge"), problems);
        if (!profile)
            return false;
        m_profile = *profile;
        m_provider = openProfile(m_profile, QDir(m_workspace.root).filePath(m_profile.path), problems);
        if (!m_provider)
            return false;
        if (!m_probes.isEmpty()) {
            Diagnostics ignored; // no "probes" role: the judge's profile asks them
            if (const auto probes = roleProfile(m_workspace, QString(), QStringLiteral("probes"), ignored);
                probes && probes->id != m_profile.id)
                m_probeProvider = openProfile(*probes, QDir(m_workspace.root).filePath(probes->path), problems);
            if (!problems.isEmpty())
                return false;
        }
    }

    // The settings a grading is resumed under must be the same.
    Json settings = Json::object();
    Json forbidden = Json::array();
    for (const QString &f : std::as_const(m_forbidden))
        forbidden.push_back(toStdString(f));
    settings["forbidden_phrases"] = std::move(forbidden);
    Json probes = Json::array();
    for (const Probe &p : std::as_const(m_probes))
        probes.push_back({{"id", toStdString(p.id)},
                          {"wording_hash", toStdString(p.wordingHash())},
                          {"polarity", toStdString(Probe::polarityName(p.polarity))}});
    settings["probes"] = std::move(probes);
    m_grading.run = m_summary.run;
    m_grading.judge = m_options.offline ? QStringLiteral("rules") : QStringLiteral("llm");
    m_grading.profile = m_options.offline ? QStringLiteral("rules") : m_profile.id;
    m_grading.model = m_options.offline ? QStringLiteral("rules") : m_profile.model;
    m_grading.rubric = m_rubric->identity();
    m_grading.repeats = m_options.offline ? 1 : std::max(1, m_options.repeats);
    m_grading.settings = settings;
    for (const GradingRecord &g : reader->gradings(m_summary.run))
        if ((g.status == QLatin1String("running") || g.status == QLatin1String("cancelled")) && g.judge == m_grading.judge
            && g.profile == m_grading.profile && g.model == m_grading.model && g.rubric == m_grading.rubric
            && g.repeats == m_grading.repeats && g.settings == m_grading.settings)
            m_grading.id = g.id; // the latest interrupted one with the same settings
    const bool resuming = !m_grading.id.isEmpty();
    if (!resuming)
        m_grading.id = newGradingId();
    m_summary.grading = m_grading.id;
    m_summary.rubric = m_grading.rubric;
    m_summary.judge = m_grading.judge;

    for (const ConversationRecord &record : reader->conversations(m_summary.run)) {
        if (record.status != ConversationStatus::Done)
            continue;
        const auto stored = reader->loadConversation(record.key);
        if (!stored)
            continue;
        m_allKeys.append(record.key);
        m_allConversations.append(stored->conversation);
        const QList<JudgmentRecord> earlier = resuming ? reader->judgments(record.key, m_grading.id) : QList<JudgmentRecord>();
        if (!earlier.isEmpty()) { // judged before the interruption
            GradedConversation done;
            done.key = record.key;
            done.id = stored->conversation.id;
            done.resumed = true;
            done.judgment.grade.conversation = stored->conversation.id;
            done.judgment.grade.rubric = m_rubric->name;
            done.judgment.grade.composite = earlier.first().composite;
            done.judgment.grade.verdict = earlier.first().verdict;
            done.judgment.repeats = earlier.first().repeats;
            done.grade = earlier.first().grade;
            done.toolFault = metToolFault(stored->conversation);
            done.judgment.grade.partial = done.grade.value("partial", false);
            m_summary.conversations.append(done);
            continue;
        }
        m_keys.append(record.key);
        m_conversations.append(stored->conversation);
        m_outcomes.append(record.passed);
    }
    if (m_open)
        m_reader = std::move(reader);
    else
        reader.reset();

    m_store = ResultStore::open(m_workspace.root, &error);
    if (!m_store) {
        problems.append({QString(), 1, 1, error});
        return false;
    }
    if (!resuming)
        m_store->beginGrading(m_grading);
    return true;
}

void RunGrader::start()
{
    m_started = true;
    if (!m_options.offline) {
        m_judge = std::make_unique<ConversationJudge>(m_provider.get(), m_profile, m_grading.repeats);
        m_judge->setSlotPool(m_pool);
        connect(m_judge.get(), &ConversationJudge::judged, this, &RunGrader::judged);
        connect(m_judge.get(), &ConversationJudge::finished, this, &RunGrader::judgingDone);
    }
    for (qsizetype i = 0; i < m_conversations.size(); ++i)
        judge(i);
    if (!m_open)
        close();
}

void RunGrader::add(const ConversationKey &key, std::optional<bool> passed)
{
    if (m_cancelled || !m_reader)
        return;
    const auto stored = m_reader->loadConversation(key);
    if (!stored) {
        m_error = m_reader->lastError();
        return;
    }
    m_keys.append(key);
    m_conversations.append(stored->conversation);
    m_outcomes.append(passed);
    m_allKeys.append(key);
    m_allConversations.append(stored->conversation);
    if (m_started)
        judge(m_conversations.size() - 1);
}

void RunGrader::close()
{
    m_open = false;
    if (!m_started)
        return;
    if (m_judge)
        m_judge->close();
    else
        judgingDone();
}

void RunGrader::judge(qsizetype index)
{
    if (m_judge) {
        m_judge->add({m_conversations.at(index), m_rubric, m_forbidden});
        return;
    }
    RuleJudgeInput in;
    in.conversation = &m_conversations.at(index);
    in.rubric = m_rubric;
    in.forbidden = m_forbidden;
    in.outcomeReached = m_outcomes.at(index);
    judged(int(index), ruleJudgment(in));
}

void RunGrader::cancel()
{
    m_cancelled = true;
    if (m_probePass)
        m_probePass->cancel();
    if (m_judge)
        m_judge->cancel(); // finished() follows, then judgingDone()
    else if (m_started)
        close();
}

void RunGrader::judged(int index, const Judgment &judgment)
{
    GradedConversation graded;
    graded.key = m_keys.at(index);
    graded.id = m_conversations.at(index).id;
    graded.judgment = judgment;
    graded.grade = gradeToJson(*m_rubric, judgment.grade);
    graded.toolFault = metToolFault(m_conversations.at(index));
    if (m_cancelled && !judgment.errors.isEmpty())
        return; // a cancelled repeat is not a judgment: the resumed grading asks again
    JudgmentRecord record;
    record.grading = m_grading.id;
    record.conversation = graded.key;
    record.rubric = m_rubric->identity();
    record.composite = judgment.grade.composite;
    record.verdict = judgment.grade.verdict;
    record.grade = graded.grade;
    record.repeats = judgmentToJson(*m_rubric, judgment)["judge"];
    record.inputHashes = {{"judge_prompt", toStdString(judgment.promptHash)},
                          {"rubric", toStdString(judgment.rubricHash)},
                          {"profile", toStdString(m_grading.profile)}};
    m_store->saveJudgment(record);
    m_summary.conversations.append(graded);
    Q_EMIT conversationGraded(graded);
    Q_EMIT progress(int(m_summary.conversations.size()), int(m_allKeys.size()));
}

void RunGrader::judgingDone()
{
    if (m_judgingDone)
        return;
    m_judgingDone = true;
    m_reader.reset();
    if (m_cancelled) {
        finish(QStringLiteral("cancelled"));
        return;
    }
    if (m_probes.isEmpty()) {
        probesDone();
        return;
    }
    if (m_options.offline) { // rule probes answer; the others are skipped
        for (const Probe &p : std::as_const(m_probes)) {
            if (p.rule.is_null()) {
                m_summary.skippedProbes.append(p.id);
                continue;
            }
            ProbeResult r;
            r.probe = p;
            for (qsizetype c = 0; c < m_allConversations.size(); ++c) {
                r.answers.push_back(probeRuleAnswer(p.rule, m_allConversations.at(c)));
                r.answeredConversations.push_back(int(c));
            }
            m_summary.probes.push_back(std::move(r));
        }
        probesDone();
        return;
    }
    m_probePass = std::make_unique<ProbePass>(m_probeProvider ? m_probeProvider.get() : m_provider.get());
    connect(m_probePass.get(), &ProbePass::finished, this, &RunGrader::probesDone);
    m_probePass->start(m_probes, m_allConversations);
}

void RunGrader::probesDone()
{
    if (m_probePass)
        m_summary.probes = m_probePass->results();
    for (const ProbeResult &r : m_summary.probes) {
        for (size_t i = 0; i < r.answers.size(); ++i) {
            ProbeAnswerRecord a;
            a.grading = m_grading.id;
            a.conversation = m_allKeys.at(r.answeredConversations.at(i));
            a.probe = r.probe.id;
            a.wordingHash = r.probe.wordingHash();
            a.answer = r.answers.at(i) == ProbeAnswer::Yes ? QStringLiteral("yes")
                : r.answers.at(i) == ProbeAnswer::No       ? QStringLiteral("no")
                                                           : QStringLiteral("na");
            a.stage = m_options.offline ? QStringLiteral("probe-rule") : Stage::Probe;
            m_store->saveProbeAnswer(a);
        }
    }
    finish(m_cancelled ? QStringLiteral("cancelled") : QStringLiteral("completed"));
}

void RunGrader::finish(const QString &status)
{
    // Order the conversations as planned, then add up.
    QHash<QString, int> order;
    for (qsizetype i = 0; i < m_allKeys.size(); ++i)
        order.insert(m_allKeys.at(i).toString(), int(i));
    std::sort(m_summary.conversations.begin(), m_summary.conversations.end(),
              [&](const GradedConversation &a, const GradedConversation &b) {
                  return order.value(a.key.toString()) < order.value(b.key.toString());
              });
    double sum = 0;
    int scored = 0;
    double faultSum = 0;
    int faultScored = 0;
    std::map<QString, std::pair<int, int>> trials;
    for (const GradedConversation &c : std::as_const(m_summary.conversations)) {
        ++m_summary.verdicts[c.judgment.grade.verdict];
        for (const Json &gate : c.grade.value("gates", Json::array()))
            if (gate.is_string())
                ++m_summary.gates[toQString(gate.get<std::string>())];
        if (c.toolFault)
            ++m_summary.toolFaultConversations;
        if (c.judgment.grade.composite) {
            sum += *c.judgment.grade.composite;
            ++scored;
            if (c.toolFault) {
                faultSum += *c.judgment.grade.composite;
                ++faultScored;
            }
        }
        auto &t = trials[c.key.scenario + QLatin1Char('/') + c.key.persona];
        ++t.first;
        if (c.judgment.grade.verdict == QLatin1String("pass"))
            ++t.second;
    }
    if (scored > 0)
        m_summary.compositeMean = sum / scored;
    if (faultScored > 0)
        m_summary.toolFaultCompositeMean = faultSum / faultScored;
    QList<std::pair<int, int>> list;
    for (const auto &[task, t] : trials)
        list.append(t);
    m_summary.passHatK = passHatK(list, std::max(1, m_summary.k));
    m_store->finishGrading(m_grading.id, status);
    if (!m_store->waitForIdle())
        m_error = WorkspaceMessages::tr("the store did not finish writing the grading");
    const QList<StoreError> errors = m_store->takeErrors();
    if (!errors.isEmpty())
        m_error = errors.first().toString();
    Q_EMIT finished();
}

} // namespace Polygon
