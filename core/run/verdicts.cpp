#include "verdicts.h"

#include "core/grade/rubric.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/util/messages.h"

namespace Polygon {

std::optional<ConversationKey> recordHumanVerdict(const QString &root, const QString &run, const QString &conversation,
                                                  const QString &verdict, const QMap<QString, int> &criteria,
                                                  Diagnostics &problems)
{
    const QStringList verdicts = {QStringLiteral("pass"), QStringLiteral("warning"), QStringLiteral("fail")};
    if (!verdicts.contains(verdict)) {
        problems.append({QString(), 1, 1, WorkspaceMessages::tr("a verdict is pass, warning or fail, not \"%1\"").arg(verdict)});
        return std::nullopt;
    }
    const RubricVersion *rubric = RubricVersion::builtin(QStringLiteral("v2"));
    for (auto it = criteria.cbegin(); it != criteria.cend(); ++it) {
        if (rubric->criterionIndex(it.key()) < 0) {
            QStringList keys;
            for (const auto &c : rubric->criteria)
                keys.append(c.key);
            problems.append({QString(), 1, 1,
                             WorkspaceMessages::tr("unknown criterion \"%1\"; expected one of: %2")
                                 .arg(it.key(), keys.join(QLatin1String(", ")))});
        } else if (it.value() < rubric->scaleMin || it.value() > rubric->scaleMax) {
            problems.append({QString(), 1, 1,
                             WorkspaceMessages::tr("criterion \"%1\" needs a score from %2 to %3")
                                 .arg(it.key())
                                 .arg(rubric->scaleMin)
                                 .arg(rubric->scaleMax)});
        }
    }
    if (!problems.isEmpty())
        return std::nullopt;
    QString error;
    auto reader = StoreReader::open(root, &error);
    const auto found = reader ? reader->findRun(run, &error) : std::nullopt;
    if (!found) {
        problems.append({QString(), 1, 1, error});
        return std::nullopt;
    }
    std::optional<ConversationKey> key;
    QStringList ids;
    for (const ConversationRecord &c : reader->conversations(found->run.spec.id)) {
        ids.append(c.plan.conversationId);
        if (c.plan.conversationId == conversation)
            key = c.key;
    }
    reader.reset();
    if (!key) {
        problems.append({QString(), 1, 1,
                         WorkspaceMessages::tr("run %1 has no conversation \"%2\"; it has: %3")
                             .arg(found->run.spec.id, conversation, ids.join(QLatin1String(", ")))});
        return std::nullopt;
    }
    auto store = ResultStore::open(root, &error);
    if (!store) {
        problems.append({QString(), 1, 1, error});
        return std::nullopt;
    }
    HumanVerdictRecord record;
    record.conversation = *key;
    record.verdict = verdict;
    for (auto it = criteria.cbegin(); it != criteria.cend(); ++it)
        record.criteria[toStdString(it.key())] = it.value();
    store->saveHumanVerdict(record);
    store->waitForIdle();
    for (const StoreError &e : store->takeErrors())
        problems.append({QString(), 1, 1, e.toString()});
    if (!problems.isEmpty())
        return std::nullopt;
    return key;
}

std::optional<AgreementReport> runAgreement(const QString &root, const QString &run, Diagnostics &problems)
{
    QString error;
    auto reader = StoreReader::open(root, &error);
    const auto found = reader ? reader->findRun(run, &error) : std::nullopt;
    if (!found) {
        problems.append({QString(), 1, 1, error});
        return std::nullopt;
    }
    AgreementReport report;
    report.run = found->run.spec.id;
    for (const GradingRecord &g : reader->gradings(report.run))
        if (g.status == QLatin1String("completed") && g.judge != QLatin1String("unknown")) {
            report.grading = g.id;
            report.rubric = g.rubric;
        }
    if (report.grading.isEmpty()) {
        problems.append(
            {QString(), 1, 1,
             WorkspaceMessages::tr("run %1 has no completed grading; grade it first (polygon-cli grade)").arg(report.run)});
        return std::nullopt;
    }
    const RubricVersion *rubric = RubricVersion::builtin(report.rubric.section(QLatin1Char('@'), 0, 0));
    QStringList keys;
    if (rubric)
        for (const auto &c : rubric->criteria)
            keys.append(c.key);
    QList<AgreementPair> pairs;
    const QList<HumanVerdictRecord> verdicts = reader->humanVerdicts(report.run);
    report.verdicts = int(verdicts.size());
    for (const HumanVerdictRecord &v : verdicts) {
        const QList<JudgmentRecord> judged = reader->judgments(v.conversation, report.grading);
        if (judged.isEmpty())
            continue;
        AgreementPair p;
        p.judgeCriteria = judged.first().grade.value("criteria", Json::object());
        p.judgeVerdict = judged.first().verdict;
        p.humanCriteria = v.criteria;
        p.humanVerdict = v.verdict;
        pairs.append(p);
    }
    report.compared = int(pairs.size());
    report.agreement = computeAgreement(keys, pairs);
    return report;
}

} // namespace Polygon
