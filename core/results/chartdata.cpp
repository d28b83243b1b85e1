#include "chartdata.h"

#include "core/compare/comparison.h"
#include "core/grade/passrule.h"
#include "core/store/storereader.h"
#include "core/util/messages.h"

#include <QHash>
#include <QMap>

#include <map>

namespace Polygon {

std::optional<RunChartData> readRunChartData(StoreReader &reader, const QString &run, const QList<Probe> &probes, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const auto summary = reader.run(run);
    if (!summary)
        return fail(CompareMessages::tr("no run \"%1\" in %2").arg(run, reader.path()));
    const auto grading = latestCompletedGrading(reader.gradings(run));
    if (!grading)
        return fail(CompareMessages::tr("run %1 has no completed grading").arg(run));
    RunChartData d;
    d.run = run;
    d.agent = summary->run.spec.agent;
    d.scenarioSet = summary->run.spec.scenarioSet;
    d.createdAt = summary->run.createdAt;
    d.grading = grading->id;
    d.rubric = grading->rubric;
    d.k = std::max(1, summary->run.spec.repeat);
    const Json &options = summary->run.spec.options;
    d.sweep = toQString(options.value("sweep", std::string()));
    if (options.contains("parameters") && options.at("parameters").is_object())
        d.sweepParameters = options.at("parameters");

    QStringList criterionOrder;
    QHash<QString, std::pair<double, int>> criterionSums;
    std::map<QString, std::pair<int, int>> trials; // scenario -> (trials, passes)
    std::map<std::pair<QString, QString>, ProbeChartData> probeData;
    for (const ConversationRecord &c : reader.conversations(run)) {
        for (const JudgmentRecord &j : reader.judgments(c.key, grading->id)) {
            if (j.composite)
                d.composites.append(*j.composite);
            if (j.verdict != QLatin1String("not_scored")) {
                auto &t = trials[comparisonScenario(c.plan.source, c.key.scenario, c.key.persona, c.plan.conversationId)];
                ++t.first;
                if (j.verdict == QLatin1String("pass"))
                    ++t.second;
            }
            if (j.grade.contains("criteria") && j.grade.at("criteria").is_object())
                for (auto it = j.grade.at("criteria").begin(); it != j.grade.at("criteria").end(); ++it) {
                    const QString key = toQString(it.key());
                    if (!criterionOrder.contains(key))
                        criterionOrder.append(key);
                    if (it.value().is_number()) {
                        auto &sum = criterionSums[key];
                        sum.first += it.value().get<double>();
                        ++sum.second;
                    }
                }
            break; // one judgment per conversation in a grading
        }
        for (const ProbeAnswerRecord &a : reader.probeAnswers(c.key, grading->id)) {
            ProbeChartData &p = probeData[{a.probe, a.wordingHash}];
            p.probe = a.probe;
            p.wordingHash = a.wordingHash;
            const auto answer = parseProbeAnswer(a.answer);
            if (!answer)
                continue;
            (*answer == ProbeAnswer::Yes ? p.yes : *answer == ProbeAnswer::No ? p.no : p.na)++;
        }
    }
    for (const QString &key : std::as_const(criterionOrder)) {
        const auto sum = criterionSums.value(key);
        d.criteria.append({key, sum.second > 0 ? std::optional<double>(sum.first / sum.second) : std::nullopt});
    }
    // A probe's polarity: as the grading recorded it (gradings since 0.1 keep
    // it), else the workspace probe with the same id and wording.
    QHash<QString, Probe::Polarity> graded;
    if (grading->settings.contains("probes") && grading->settings.at("probes").is_array())
        for (const Json &p : grading->settings.at("probes"))
            if (p.is_object() && p.value("polarity", std::string()) != std::string())
                graded.insert(toQString(p.value("id", std::string())) + QLatin1Char('\x1f')
                                  + toQString(p.value("wording_hash", std::string())),
                              p.value("polarity", std::string()) == "guardrail" ? Probe::Polarity::Guardrail
                                                                                : Probe::Polarity::Wanted);
    for (auto &[id, p] : probeData) {
        for (const Probe &probe : probes)
            if (probe.id == p.probe && probe.wordingHash() == p.wordingHash)
                p.polarity = probe.polarity;
        if (const auto it = graded.constFind(p.probe + QLatin1Char('\x1f') + p.wordingHash); it != graded.cend())
            p.polarity = *it;
        if (p.polarity)
            p.conformance = probeConformance(*p.polarity, p.yes, p.no);
        d.probes.append(p);
    }
    QList<std::pair<int, int>> trialList;
    for (const auto &[scenario, t] : trials)
        trialList.append(t);
    for (int k = 1; k <= d.k; ++k)
        d.passHatK.push_back(passHatK(trialList, k));
    return d;
}

QList<std::pair<QString, QList<int>>> rubricGroups(const QList<RunChartData> &runs)
{
    QList<std::pair<QString, QList<int>>> groups;
    for (int i = 0; i < runs.size(); ++i) {
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto &g) { return g.first == runs.at(i).rubric; });
        if (it == groups.end())
            groups.append({runs.at(i).rubric, {i}});
        else
            it->second.append(i);
    }
    return groups;
}

} // namespace Polygon
