#include "comparison.h"

#include "core/grade/passrule.h"
#include "core/grade/rubric.h"
#include "core/grade/score.h"
#include "core/llm/provider.h"
#include "core/store/divergenceturns.h"
#include "core/store/storereader.h"
#include "core/util/messages.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

namespace Polygon {

namespace {

// The matrix rows whose divergence turns the analysis quotes.
constexpr int kExampleRows = 3;
// A criterion mean has moved when it changed by at least this much (1–5 scale).
constexpr double kCriterionMove = 0.10;

double round2(double v)
{
    const double r = std::round(v * 100.0) / 100.0;
    return r == 0 ? 0.0 : r; // never "-0.00"
}

QString fixed(double v)
{
    return QString::number(round2(v), 'f', 2);
}

QString signedFixed(double v)
{
    const double r = round2(v);
    return r >= 0 ? QLatin1Char('+') + QString::number(r, 'f', 2) : QString::number(r, 'f', 2);
}

QString optionalFixed(const std::optional<double> &v)
{
    return v ? fixed(*v) : QStringLiteral("–");
}

QString percent(const std::optional<double> &share)
{
    return share ? QString::number(round2(*share * 100.0), 'f', 2) + QLatin1Char('%') : QStringLiteral("–");
}

Json number2(const std::optional<double> &v)
{
    return v ? jsonNumber(round2(*v)) : Json();
}

// Characters of `text` up to `limit` code points, "…" when cut.
QString clipped(const QString &text, int limit = 100)
{
    const QString simple = text.simplified();
    if (simple.size() <= limit)
        return simple;
    qsizetype cut = limit;
    if (simple.at(cut - 1).isHighSurrogate())
        --cut;
    return simple.left(cut) + QChar(0x2026);
}

struct RunData
{
    RunSummary summary;
    GradingRecord grading;
    // scenario -> repeat -> row id, of the run's done conversations
    QHash<QString, std::map<int, qint64>> done;
    QHash<QString, std::pair<double, int>> scenarioScores; // scenario -> (sum, count) of composites
    QSet<QString> scenarios; // every scenario the run planned
};

// One run's done conversations as its divergenceTurns() cursor reads them,
// in row id order: a conversation read before its scenario is compared waits
// here (only when some scenario needs it).
struct TurnStream
{
    std::unique_ptr<DivergenceTurnCursor> cursor;
    QSet<qint64> needed; // the conversations some comparison takes
    QHash<qint64, std::vector<DivergenceTurn>> waiting;
    DivergenceConversation ahead;
    bool hasAhead = false;
    bool ended = false;

    // The turns of conversation `id` (none when it has no turns), moved out of the stream.
    std::vector<DivergenceTurn> take(qint64 id)
    {
        if (const auto it = waiting.find(id); it != waiting.end()) {
            std::vector<DivergenceTurn> turns = std::move(*it);
            waiting.erase(it);
            return turns;
        }
        while (!ended) {
            if (!hasAhead) {
                if (!cursor->next(ahead)) {
                    ended = true;
                    break;
                }
                hasAhead = true;
            }
            if (ahead.rowId > id)
                break; // a conversation without turns: the stream has passed its place
            hasAhead = false;
            if (ahead.rowId == id)
                return std::move(ahead.turns);
            if (needed.contains(ahead.rowId))
                waiting.insert(ahead.rowId, std::move(ahead.turns));
        }
        return {};
    }
};

QString reasonWords(const QString &reason, const std::optional<double> &similarity)
{
    if (reason == QLatin1String("speaker"))
        return CompareMessages::tr("the speakers differ (one side spoke where the other expected the other side)");
    if (reason == QLatin1String("tool_calls"))
        return CompareMessages::tr("the agent's tool calls differ");
    if (reason == QLatin1String("action"))
        return CompareMessages::tr("one conversation ended or transferred the call and the other did not");
    if (reason == QLatin1String("wording"))
        return similarity ? CompareMessages::tr("the wording moved apart (word-bigram similarity %1)").arg(fixed(*similarity))
                          : CompareMessages::tr("the wording moved apart");
    if (reason == QLatin1String("length"))
        return CompareMessages::tr("one conversation had already ended");
    return reason;
}

QString runName(const Comparison &c, int index)
{
    return QStringLiteral("`%1` (%2)").arg(c.runs.at(index), c.scorecards.at(index).agent);
}

QString turnQuote(bool hasTurn, const QString &speaker, const QString &text, const QStringList &tools)
{
    if (!hasTurn)
        return CompareMessages::tr("no such turn");
    QString quote = speaker == QLatin1String("agent") ? CompareMessages::tr("the agent said \"%1\"").arg(clipped(text))
                                                      : CompareMessages::tr("the caller said \"%1\"").arg(clipped(text));
    quote += tools.isEmpty() ? CompareMessages::tr(" (no tool call)")
                             : CompareMessages::tr(" (tools: %1)").arg(tools.join(QLatin1String(", ")));
    return quote;
}

// The written analysis: facts of the scorecards, matrix and divergences in a
// fixed order with fixed number formats, so the same inputs give the same text.
QString writeAnalysis(const Comparison &c)
{
    QStringList out;
    out << CompareMessages::tr("## Analysis") << QString();
    QStringList names;
    for (int i = 0; i < c.runs.size(); ++i)
        names << runName(c, i);
    out << CompareMessages::tr("Runs compared under rubric `%1`: %2. The first run is the baseline.")
               .arg(c.rubric, names.join(QLatin1String(", ")));
    int comparable = 0;
    for (const MatrixRow &row : c.matrix)
        comparable += row.incomparable ? 0 : 1;
    out << CompareMessages::tr("Scenarios: %1 in all, %2 scored in every run, %3 incomparable (some run has no score there).")
               .arg(c.matrix.size())
               .arg(comparable)
               .arg(c.matrix.size() - comparable);
    QStringList widest;
    for (const MatrixRow &row : c.matrix) {
        if (row.incomparable || widest.size() >= kExampleRows)
            break;
        int best = 0;
        int worst = 0;
        for (int i = 1; i < int(row.scores.size()); ++i) {
            if (*row.scores[i] > *row.scores[best])
                best = i;
            if (*row.scores[i] < *row.scores[worst])
                worst = i;
        }
        widest << CompareMessages::tr("`%1` (spread %2: best `%3` %4, worst `%5` %6)")
                      .arg(row.scenario, fixed(*row.spread), c.runs.at(best), fixed(*row.scores[best]), c.runs.at(worst),
                           fixed(*row.scores[worst]));
    }
    if (widest.isEmpty())
        out << CompareMessages::tr("No scenario is scored in every run.");
    else
        out << CompareMessages::tr("Widest scenarios: %1.").arg(widest.join(QLatin1String("; ")));

    const Scorecard &base = c.scorecards.first();
    for (int x = 1; x < c.scorecards.size(); ++x) {
        const Scorecard &s = c.scorecards.at(x);
        out << QString() << CompareMessages::tr("### %1 against %2").arg(runName(c, x), runName(c, 0)) << QString();

        if (base.compositeMean && s.compositeMean)
            out << CompareMessages::tr("- Composite mean %1 → %2 (%3), over %4 → %5 scored conversations.")
                       .arg(fixed(*base.compositeMean), fixed(*s.compositeMean),
                            signedFixed(*s.compositeMean - *base.compositeMean))
                       .arg(base.scored)
                       .arg(s.scored);
        else
            out << CompareMessages::tr("- Composite mean %1 → %2.")
                       .arg(optionalFixed(base.compositeMean), optionalFixed(s.compositeMean));

        // Criteria, largest move first (then rubric order).
        struct Move
        {
            QString key;
            double from;
            double to;
            int order;
        };
        std::vector<Move> moves;
        for (int i = 0; i < s.criteria.size(); ++i) {
            const auto &[key, mean] = s.criteria.at(i);
            const auto it
                = std::find_if(base.criteria.cbegin(), base.criteria.cend(), [&](const auto &p) { return p.first == key; });
            if (it == base.criteria.cend() || !it->second || !mean)
                continue;
            if (std::abs(*mean - *it->second) >= kCriterionMove - 1e-9)
                moves.push_back({key, *it->second, *mean, i});
        }
        std::sort(moves.begin(), moves.end(), [](const Move &l, const Move &r) {
            const double dl = std::abs(l.to - l.from);
            const double dr = std::abs(r.to - r.from);
            return dl != dr ? dl > dr : l.order < r.order;
        });
        if (moves.empty()) {
            out << CompareMessages::tr("- No criterion mean moved by %1 or more (1–5 scale).").arg(fixed(kCriterionMove));
        } else {
            QStringList parts;
            for (const Move &m : moves)
                parts << QStringLiteral("%1 %2 → %3 (%4)")
                             .arg(RubricVersion::criterionTitle(m.key, m.key), fixed(m.from), fixed(m.to),
                                  signedFixed(m.to - m.from));
            out << CompareMessages::tr("- Criteria that moved by %1 or more (1–5 scale), largest first: %2.")
                       .arg(fixed(kCriterionMove), parts.join(QLatin1String("; ")));
        }

        // Verdicts and gates, by name.
        QStringList verdictNames = base.verdicts.keys();
        for (const QString &v : s.verdicts.keys())
            if (!verdictNames.contains(v))
                verdictNames << v;
        std::sort(verdictNames.begin(), verdictNames.end());
        QStringList verdicts;
        for (const QString &v : std::as_const(verdictNames))
            verdicts << QStringLiteral("%1 %2 → %3").arg(v).arg(base.verdicts.value(v)).arg(s.verdicts.value(v));
        if (!verdicts.isEmpty())
            out << CompareMessages::tr("- Verdicts: %1.").arg(verdicts.join(QLatin1String("; ")));
        QStringList gateNames = base.gates.keys();
        for (const QString &g : s.gates.keys())
            if (!gateNames.contains(g))
                gateNames << g;
        std::sort(gateNames.begin(), gateNames.end());
        QStringList changedGates;
        for (const QString &g : std::as_const(gateNames))
            if (base.gates.value(g) != s.gates.value(g))
                changedGates << QStringLiteral("%1 %2 → %3").arg(g).arg(base.gates.value(g)).arg(s.gates.value(g));
        if (gateNames.isEmpty())
            out << CompareMessages::tr("- No gate fired in either run.");
        else if (changedGates.isEmpty())
            out << CompareMessages::tr("- Gates fired as often in both runs.");
        else
            out << CompareMessages::tr("- Gates (conversations failed): %1.").arg(changedGates.join(QLatin1String("; ")));

        // Probes: compared only while their wording hash is the same.
        QStringList probes;
        QStringList reworded;
        for (const ProbeScorecard &p : s.probes) {
            for (const ProbeScorecard &q : base.probes) {
                if (q.probe != p.probe)
                    continue;
                if (q.wordingHash != p.wordingHash) {
                    if (!reworded.contains(p.probe))
                        reworded << p.probe;
                    continue;
                }
                if (!q.conformance.conformance || !p.conformance.conformance)
                    continue;
                probes << CompareMessages::tr("`%1` %2 (%3 of %4) → %5 (%6 of %7)")
                              .arg(p.probe, percent(q.conformance.conformance))
                              .arg(q.conformance.conforming)
                              .arg(q.conformance.applicable)
                              .arg(percent(p.conformance.conformance))
                              .arg(p.conformance.conforming)
                              .arg(p.conformance.applicable);
            }
        }
        if (!probes.isEmpty())
            out << CompareMessages::tr("- Probe conformance (same wording): %1.").arg(probes.join(QLatin1String("; ")));
        if (!reworded.isEmpty()) {
            std::sort(reworded.begin(), reworded.end());
            out << CompareMessages::tr("- Not compared, their wording changed: %1.").arg(reworded.join(QLatin1String(", ")));
        }

        // Caller types and difficulties: mean change of the scenario score.
        std::map<QString, std::pair<double, int>> byType;
        std::map<int, std::pair<double, int>> byDifficulty;
        for (const MatrixRow &row : c.matrix) {
            if (!row.scores[0] || !row.scores[size_t(x)])
                continue;
            const double delta = *row.scores[size_t(x)] - *row.scores[0];
            if (!row.callerType.isEmpty()) {
                byType[row.callerType].first += delta;
                ++byType[row.callerType].second;
            }
            if (row.difficulty > 0) {
                byDifficulty[row.difficulty].first += delta;
                ++byDifficulty[row.difficulty].second;
            }
        }
        const auto groups = [&](const auto &map, const auto &label) {
            using Entry = std::tuple<double, QString>;
            std::vector<Entry> entries;
            for (const auto &[key, sum] : map)
                entries.emplace_back(sum.first / sum.second,
                                     CompareMessages::tr("%1 %2 (%n scenario(s))", nullptr, sum.second)
                                         .arg(label(key), signedFixed(sum.first / sum.second)));
            std::stable_sort(entries.begin(), entries.end(),
                             [](const Entry &l, const Entry &r) { return round2(std::get<0>(l)) < round2(std::get<0>(r)); });
            QStringList parts;
            for (const Entry &e : entries)
                parts << std::get<1>(e);
            return parts.join(QLatin1String("; "));
        };
        if (!byType.empty())
            out << CompareMessages::tr("- By caller type, mean change of the scenario score, largest drop first: %1.")
                       .arg(groups(byType, [](const QString &t) { return t; }));
        if (!byDifficulty.empty())
            out << CompareMessages::tr("- By difficulty: %1.").arg(groups(byDifficulty, [](int d) {
                return CompareMessages::tr("difficulty %1").arg(d);
            }));

        // Where the conversations part ways.
        int pairs = 0;
        std::map<QString, int> reasons;
        std::vector<double> turns;
        for (const DivergenceRow &row : c.divergences) {
            if (row.a != 0 || row.b != x)
                continue;
            ++pairs;
            if (row.divergence.turn) {
                ++reasons[row.divergence.reason];
                turns.push_back(*row.divergence.turn);
            }
        }
        if (pairs == 0) {
            out << CompareMessages::tr("- No scenario has a conversation in both runs with the same repeat: nothing to align.");
        } else {
            std::vector<std::pair<QString, int>> ranked(reasons.begin(), reasons.end());
            std::stable_sort(ranked.begin(), ranked.end(), [](const auto &l, const auto &r) { return l.second > r.second; });
            QStringList why;
            for (const auto &[reason, count] : ranked)
                why << QStringLiteral("%1 (%2)").arg(reasonWords(reason, std::nullopt)).arg(count);
            if (turns.empty()) {
                out << CompareMessages::tr("- Conversations: %n pair(s) aligned turn by turn; none part ways.", nullptr,
                                           int(pairs));
            } else {
                std::vector<double> sorted = turns;
                const double earliest = *std::min_element(sorted.begin(), sorted.end());
                const auto middle = median(sorted);
                out << CompareMessages::tr(
                           "- Conversations: %n pair(s) aligned turn by turn, %1 part ways, %2 identical. Most often "
                           "because %3. Median first divergence turn %4 (earliest %5).",
                           nullptr, int(pairs))
                           .arg(turns.size())
                           .arg(pairs - qsizetype(turns.size()))
                           .arg(why.join(QLatin1String("; ")), QString::number(*middle), QString::number(earliest));
            }
        }
        QStringList examples;
        for (const DivergenceExample &e : c.examples) {
            if (e.row.a != 0 || e.row.b != x)
                continue;
            const auto row = std::find_if(c.matrix.cbegin(), c.matrix.cend(),
                                          [&](const MatrixRow &r) { return r.scenario == e.row.scenario; });
            const QString scores = row == c.matrix.cend()
                ? QString()
                : QStringLiteral("%1 → %2").arg(optionalFixed(row->scores[0]), optionalFixed(row->scores[size_t(x)]));
            if (!e.row.divergence.turn) {
                examples << CompareMessages::tr(
                                "  - `%1` (%2): every aligned pair of conversations agrees turn for turn (speakers, "
                                "tool calls, endings, wording); the scores differ on the same course of the call.")
                                .arg(e.row.scenario, scores);
                continue;
            }
            examples << CompareMessages::tr(
                            "  - `%1` (%2), repeat %3: they part ways at turn %4, because %5. `%6`: %7; `%8`: %9.")
                            .arg(e.row.scenario, scores)
                            .arg(e.row.repeat)
                            .arg(*e.row.divergence.turn)
                            .arg(reasonWords(e.row.divergence.reason, e.row.divergence.similarity), c.runs.at(0),
                                 turnQuote(e.hasTurnA, e.speakerA, e.textA, e.toolsA), c.runs.at(x),
                                 turnQuote(e.hasTurnB, e.speakerB, e.textB, e.toolsB));
        }
        if (!examples.isEmpty())
            out << CompareMessages::tr("- On the widest scenarios (turns count from 0):") << examples;
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace

QString comparisonScenario(const QString &source, const QString &scenario, const QString &persona, const QString &conversationId)
{
    if (source == QLatin1String("imported"))
        return scenario.isEmpty() ? conversationId : scenario;
    return persona;
}

std::optional<Comparison> compareRuns(StoreReader &reader, const QStringList &runs, const CompareContext &context, QString *error)
{
    const auto fail = [&](const QString &message) -> std::optional<Comparison> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (runs.size() < 2)
        return fail(CompareMessages::tr("a comparison needs at least two runs"));
    const QString workspace = QFileInfo(reader.path()).absolutePath();

    Comparison c;
    std::vector<RunData> data;
    QStringList identities;
    for (const QString &name : runs) {
        QString why;
        const auto run = reader.findRun(name, &why);
        if (!run)
            return fail(why);
        const QString id = run->run.spec.id;
        if (c.runs.contains(id))
            return fail(CompareMessages::tr("run %1 is given more than once").arg(id));
        const QList<GradingRecord> gradings = reader.gradings(id);
        if (!reader.lastError().isEmpty())
            return fail(reader.lastError());
        const auto grading = latestCompletedGrading(gradings);
        if (!grading)
            return fail(CompareMessages::tr("run %1 has not been graded: grade it first with polygon-cli grade %2 %1")
                            .arg(id, workspace));
        c.runs << id;
        identities << grading->rubric;
        RunData d;
        d.summary = *run;
        d.grading = *grading;
        data.push_back(std::move(d));
    }
    if (const auto mismatch = rubricMismatch(identities))
        return fail(*mismatch);
    c.rubric = identities.first();

    QHash<QString, const Persona *> personas;
    for (const Persona &p : context.personas)
        personas.insert(p.id, &p);

    // Scorecards and the scenario scores.
    for (RunData &d : data) {
        const QString &run = d.summary.run.spec.id;
        Scorecard s;
        s.run = run;
        s.agent = d.summary.run.spec.agent;
        s.grading = d.grading.id;
        s.judge = d.grading.judge;
        s.rubric = d.grading.rubric;
        s.conversations = d.summary.total;
        s.done = d.summary.done;
        s.k = std::max(1, d.summary.run.spec.repeat);

        const QList<ConversationIndexEntry> index = reader.conversationIndex(run);
        if (!reader.lastError().isEmpty())
            return fail(reader.lastError());
        QHash<qint64, std::pair<QString, qsizetype>> scenarioOf; // row id -> (scenario, index entry)
        QHash<QString, int> importedRepeats;
        scenarioOf.reserve(index.size());
        for (qsizetype i = 0; i < index.size(); ++i) {
            const ConversationIndexEntry &e = index.at(i);
            const QString scenario = comparisonScenario(e.source, e.key.scenario, e.key.persona, e.conversationId);
            const int repeat = e.source == QLatin1String("imported") ? importedRepeats[scenario]++ : e.key.repeat;
            scenarioOf.insert(e.rowId, {scenario, i});
            d.scenarios.insert(scenario);
            if (e.status == ConversationStatus::Done)
                d.done[scenario][repeat] = e.rowId;
        }

        const QList<JudgmentScore> judgments = reader.gradingScores(d.grading.id);
        if (!reader.lastError().isEmpty())
            return fail(reader.lastError());
        std::vector<double> composites;
        std::map<std::pair<QString, QString>, std::pair<int, int>> trials;
        for (const JudgmentScore &j : judgments) {
            const auto where = scenarioOf.constFind(j.conversationRowId);
            if (where == scenarioOf.constEnd())
                continue; // not a conversation of this run (a hand-edited database)
            const ConversationKey &key = index.at(where->second).key;
            ++s.graded;
            ++s.verdicts[j.verdict];
            auto &[n, passed] = trials[{key.scenario, key.persona}];
            ++n;
            passed += j.verdict == QLatin1String("pass") ? 1 : 0;
            if (!j.composite)
                continue;
            composites.push_back(*j.composite);
            auto &[sum, count] = d.scenarioScores[where->first];
            sum += *j.composite;
            ++count;
        }
        s.scored = int(composites.size());
        if (!composites.empty()) {
            double sum = 0;
            for (const double v : composites)
                sum += v;
            const double mean = sum / double(composites.size());
            s.compositeMean = mean;
            if (composites.size() > 1) {
                double squares = 0;
                for (const double v : composites)
                    squares += (v - mean) * (v - mean);
                s.compositeStdDev = std::sqrt(squares / double(composites.size() - 1));
            }
        }
        QList<std::pair<int, int>> trialList;
        for (const auto &[key, t] : trials)
            trialList.append(t);
        s.passHatK = passHatK(trialList, s.k);

        const GradingAggregates aggregates = reader.gradingAggregates(d.grading.id);
        if (!reader.lastError().isEmpty())
            return fail(reader.lastError());
        QStringList order;
        const RubricVersion *builtin = RubricVersion::builtin(s.rubric.section(QLatin1Char('@'), 0, 0));
        if (builtin && builtin->identity() == s.rubric)
            for (const RubricVersion::Criterion &criterion : builtin->criteria)
                order << criterion.key;
        for (const QString &key : aggregates.criteria.keys())
            if (!order.contains(key))
                order << key;
        for (const QString &key : std::as_const(order)) {
            const auto it = aggregates.criteria.constFind(key);
            std::optional<double> mean;
            if (it != aggregates.criteria.constEnd() && it->scored > 0)
                mean = it->sum / it->scored;
            s.criteria.append({key, mean});
        }
        s.gates = aggregates.gates;
        for (const GradingAggregates::ProbeCounts &counts : aggregates.probes) {
            ProbeScorecard p;
            p.probe = counts.probe;
            p.wordingHash = counts.wordingHash;
            p.yes = counts.yes;
            p.no = counts.no;
            p.na = counts.na;
            for (const Probe &probe : context.probes)
                if (probe.id == p.probe && probe.wordingHash() == p.wordingHash)
                    p.polarity = probe.polarity;
            if (p.polarity)
                p.conformance = probeConformance(*p.polarity, p.yes, p.no);
            s.probes.append(p);
        }

        const TokenTotals tokens = reader.runTokens(run);
        if (!reader.lastError().isEmpty())
            return fail(reader.lastError());
        for (const TokenTotals::Counts &counts : tokens.roles) {
            s.promptTokens += counts.prompt;
            s.completionTokens += counts.completion;
        }
        if (!d.summary.run.spec.configuration.isEmpty()) {
            const auto configuration = reader.configuration(d.summary.run.spec.configuration);
            const QString profile
                = configuration && configuration->profile.is_object() && configuration->profile.value("id", Json()).is_string()
                ? toQString(configuration->profile["id"].get<std::string>())
                : QString();
            for (const Profile &p : context.providers) {
                if (profile.isEmpty() || p.id != profile || !p.inputPricePerMillion || !p.outputPricePerMillion)
                    continue;
                const TokenTotals::Counts agent = tokens.roles.value(QStringLiteral("agent"));
                TokenUsage usage;
                usage.promptTokens = agent.prompt;
                usage.completionTokens = agent.completion;
                s.cost = UsageLedger::cost(usage, *p.inputPricePerMillion, *p.outputPricePerMillion);
            }
        }
        c.scorecards.append(std::move(s));
    }

    // The matrix.
    QSet<QString> all;
    for (const RunData &d : data)
        all.unite(d.scenarios);
    for (const QString &scenario : std::as_const(all)) {
        MatrixRow row;
        row.scenario = scenario;
        for (const RunData &d : data) {
            const auto it = d.scenarioScores.constFind(scenario);
            if (it != d.scenarioScores.constEnd() && it->second > 0)
                row.scores.push_back(it->first / it->second);
            else
                row.scores.push_back(std::nullopt);
        }
        row.incomparable = std::any_of(row.scores.cbegin(), row.scores.cend(), [](const auto &v) { return !v; });
        if (!row.incomparable) {
            const auto [lo, hi] = std::minmax_element(row.scores.cbegin(), row.scores.cend());
            row.spread = **hi - **lo;
        }
        if (const Persona *p = personas.value(scenario)) {
            row.callerType = Persona::typeName(p->type);
            row.difficulty = p->difficulty;
        }
        c.matrix.append(std::move(row));
    }
    std::sort(c.matrix.begin(), c.matrix.end(), [](const MatrixRow &l, const MatrixRow &r) {
        if (l.incomparable != r.incomparable)
            return !l.incomparable;
        if (!l.incomparable && *l.spread != *r.spread)
            return *l.spread > *r.spread;
        return l.scenario < r.scenario;
    });

    // Divergences. The rows are laid out in matrix order (per scenario by
    // pair, then repeat) from counts known in advance; the turns are read run
    // by run in row id order, every run's statement side by side, and each
    // scenario is compared once every run has delivered its conversations —
    // memory holds the turns of a few scenarios, not of the runs.
    const int n = int(data.size());
    const qsizetype rowCount = c.matrix.size();
    // done[r][i]: run i's done conversations of matrix row r (repeat -> row id), or none.
    std::vector<std::vector<const std::map<int, qint64> *>> done(static_cast<size_t>(rowCount));
    std::vector<qsizetype> offsets(static_cast<size_t>(rowCount) + 1, 0);
    std::vector<TurnStream> streams(static_cast<size_t>(n));
    std::vector<std::vector<qint64>> doneIds(static_cast<size_t>(n)); // each run's done row ids, ascending (the stream's order)
    for (int i = 0; i < n; ++i) {
        for (const auto &[scenario, repeats] : data[size_t(i)].done.asKeyValueRange())
            for (const auto &[repeat, id] : repeats)
                doneIds[size_t(i)].push_back(id);
        std::sort(doneIds[size_t(i)].begin(), doneIds[size_t(i)].end());
    }
    // The order in which the scenarios are compared: by the furthest point any run's stream must reach.
    std::vector<std::pair<qsizetype, qsizetype>> order; // (stream position, matrix row)
    order.reserve(size_t(rowCount));
    for (qsizetype r = 0; r < rowCount; ++r) {
        std::vector<const std::map<int, qint64> *> &at = done[size_t(r)];
        at.assign(size_t(n), nullptr);
        for (int i = 0; i < n; ++i)
            if (const auto it = data[size_t(i)].done.constFind(c.matrix.at(r).scenario); it != data[size_t(i)].done.constEnd())
                at[size_t(i)] = &*it;
        qsizetype count = 0;
        qsizetype reach = -1;
        for (int i = 0; i < n; ++i) {
            if (!at[size_t(i)])
                continue;
            for (const auto &[repeat, id] : *at[size_t(i)]) {
                bool shared = false;
                for (int j = 0; j < n; ++j) {
                    if (j == i || !at[size_t(j)] || !at[size_t(j)]->count(repeat))
                        continue;
                    shared = true;
                    count += j > i ? 1 : 0;
                }
                if (!shared)
                    continue;
                streams[size_t(i)].needed.insert(id);
                const auto &ids = doneIds[size_t(i)];
                reach = std::max(reach, qsizetype(std::lower_bound(ids.begin(), ids.end(), id) - ids.begin()));
            }
        }
        offsets[size_t(r) + 1] = offsets[size_t(r)] + count;
        if (count > 0)
            order.emplace_back(reach, r);
    }
    std::sort(order.begin(), order.end());
    c.divergences.resize(offsets.back());
    for (int i = 0; i < n; ++i) {
        streams[size_t(i)].cursor = reader.divergenceTurns(c.runs.at(i));
        if (!streams[size_t(i)].cursor)
            return fail(reader.lastError());
    }
    std::vector<QList<DivergenceExample>> examples(static_cast<size_t>(kExampleRows));
    for (const auto &[reach, r] : order) {
        const QString &scenario = c.matrix.at(r).scenario;
        const bool quote = r < kExampleRows && !c.matrix.at(r).incomparable;
        const std::vector<const std::map<int, qint64> *> &at = done[size_t(r)];
        // Each run's conversations of the scenario that some other run has with the same repeat.
        std::vector<std::map<int, std::vector<DivergenceTurn>>> turns(static_cast<size_t>(n));
        for (int i = 0; i < n; ++i) {
            if (!at[size_t(i)])
                continue;
            for (const auto &[repeat, id] : *at[size_t(i)])
                if (streams[size_t(i)].needed.contains(id))
                    turns[size_t(i)].emplace(repeat, streams[size_t(i)].take(id));
        }
        WordIds words;
        std::vector<std::map<int, DivergenceTurnsInput>> prepared(static_cast<size_t>(n));
        for (int i = 0; i < n; ++i)
            for (const auto &[repeat, list] : turns[size_t(i)])
                prepared[size_t(i)].emplace(repeat, DivergenceTurnsInput(list, words));
        qsizetype next = offsets[size_t(r)];
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) {
                // The example quoted: the first repeat that parts ways, else the first repeat.
                std::optional<DivergenceExample> example;
                for (auto &[repeat, left] : prepared[size_t(a)]) {
                    const auto right = prepared[size_t(b)].find(repeat);
                    if (right == prepared[size_t(b)].end())
                        continue;
                    DivergenceRow row {scenario, repeat, a, b, findDivergence(left, right->second)};
                    if (quote && (!example || (!example->row.divergence.turn && row.divergence.turn))) {
                        DivergenceExample e;
                        e.row = row;
                        if (row.divergence.turn) {
                            const std::vector<DivergenceTurn> &ta = turns[size_t(a)].at(repeat);
                            const std::vector<DivergenceTurn> &tb = turns[size_t(b)].at(repeat);
                            const size_t turn = size_t(*row.divergence.turn);
                            if ((e.hasTurnA = turn < ta.size())) {
                                e.textA = ta[turn].text;
                                e.speakerA = Turn::speakerName(ta[turn].speaker);
                                for (const auto &[name, arguments] : ta[turn].toolCallsOf())
                                    e.toolsA << name;
                            }
                            if ((e.hasTurnB = turn < tb.size())) {
                                e.textB = tb[turn].text;
                                e.speakerB = Turn::speakerName(tb[turn].speaker);
                                for (const auto &[name, arguments] : tb[turn].toolCallsOf())
                                    e.toolsB << name;
                            }
                        }
                        example = std::move(e);
                    }
                    c.divergences[next++] = std::move(row);
                }
                if (example)
                    examples[size_t(r)].append(std::move(*example));
            }
        }
    }
    for (const TurnStream &stream : streams)
        if (!stream.cursor->error().isEmpty())
            return fail(stream.cursor->error());
    for (const QList<DivergenceExample> &list : examples)
        c.examples.append(list);

    c.analysis = writeAnalysis(c);
    return c;
}

Json comparisonToJson(const Comparison &c)
{
    Json out = Json::object();
    out["format"] = 1;
    Json runs = Json::array();
    for (const QString &run : c.runs)
        runs.push_back(toStdString(run));
    out["runs"] = std::move(runs);
    out["rubric"] = toStdString(c.rubric);

    Json scorecards = Json::array();
    for (const Scorecard &s : c.scorecards) {
        Json j = Json::object();
        j["run"] = toStdString(s.run);
        j["agent"] = toStdString(s.agent);
        j["grading"] = toStdString(s.grading);
        j["judge"] = toStdString(s.judge);
        j["rubric"] = toStdString(s.rubric);
        j["conversations"] = s.conversations;
        j["done"] = s.done;
        j["graded"] = s.graded;
        j["scored"] = s.scored;
        j["composite_mean"] = number2(s.compositeMean);
        j["composite_stddev"] = number2(s.compositeStdDev);
        Json verdicts = Json::object();
        for (auto it = s.verdicts.cbegin(); it != s.verdicts.cend(); ++it)
            verdicts[toStdString(it.key())] = it.value();
        j["verdicts"] = std::move(verdicts);
        Json criteria = Json::object();
        for (const auto &[key, mean] : s.criteria)
            criteria[toStdString(key)] = mean ? jsonNumber(std::round(*mean * 1000.0) / 1000.0) : Json();
        j["criteria"] = std::move(criteria);
        Json gates = Json::object();
        for (auto it = s.gates.cbegin(); it != s.gates.cend(); ++it)
            gates[toStdString(it.key())] = it.value();
        j["gates"] = std::move(gates);
        Json probes = Json::array();
        for (const ProbeScorecard &p : s.probes) {
            Json probe = Json::object();
            probe["id"] = toStdString(p.probe);
            probe["wording_hash"] = toStdString(p.wordingHash);
            probe["polarity"] = p.polarity ? Json(toStdString(Probe::polarityName(*p.polarity))) : Json();
            probe["answers"] = {{"yes", p.yes}, {"no", p.no}, {"na", p.na}};
            probe["applicable"] = p.conformance.applicable;
            probe["conforming"] = p.conformance.conforming;
            probe["conformance"] = p.conformance.conformance ? jsonNumber(*p.conformance.conformance) : Json();
            probe["wilson95"]
                = p.conformance.wilson ? Json::array({p.conformance.wilson->low, p.conformance.wilson->high}) : Json();
            probes.push_back(std::move(probe));
        }
        j["probes"] = std::move(probes);
        j["k"] = s.k;
        j["pass_hat_k"] = s.passHatK ? jsonNumber(*s.passHatK) : Json();
        j["tokens"] = {{"prompt", s.promptTokens}, {"completion", s.completionTokens}};
        j["cost"] = s.cost ? jsonNumber(*s.cost) : Json();
        scorecards.push_back(std::move(j));
    }
    out["scorecards"] = std::move(scorecards);

    Json matrix = Json::array();
    for (const MatrixRow &row : c.matrix) {
        Json j = Json::object();
        j["scenario"] = toStdString(row.scenario);
        Json scores = Json::object();
        for (qsizetype i = 0; i < c.runs.size(); ++i)
            scores[toStdString(c.runs.at(i))] = number2(row.scores[size_t(i)]);
        j["scores"] = std::move(scores);
        j["spread"] = number2(row.spread);
        j["incomparable"] = row.incomparable;
        if (!row.callerType.isEmpty())
            j["caller_type"] = toStdString(row.callerType);
        if (row.difficulty > 0)
            j["difficulty"] = row.difficulty;
        matrix.push_back(std::move(j));
    }
    out["matrix"] = std::move(matrix);

    Json divergences = Json::array();
    for (const DivergenceRow &row : c.divergences) {
        Json j = Json::object();
        j["scenario"] = toStdString(row.scenario);
        j["repeat"] = row.repeat;
        j["a"] = toStdString(c.runs.at(row.a));
        j["b"] = toStdString(c.runs.at(row.b));
        j["divergence"] = row.divergence.turn ? Json(*row.divergence.turn) : Json();
        j["reason"] = row.divergence.reason.isEmpty() ? Json() : Json(toStdString(row.divergence.reason));
        j["similarity"] = row.divergence.similarity ? jsonNumber(*row.divergence.similarity) : Json();
        divergences.push_back(std::move(j));
    }
    out["divergences"] = std::move(divergences);
    out["analysis"] = toStdString(c.analysis);
    if (c.polish.asked) {
        out["analysis_polished"] = c.polish.used;
        out["polish_rejected"] = c.polish.used ? Json() : Json(toStdString(c.polish.rejected));
        out["analysis_plain"] = toStdString(c.polish.plain);
    }
    return out;
}

QString comparisonMarkdown(const Comparison &c, int matrixRows)
{
    return c.analysis + QLatin1Char('\n') + comparisonTables(c, matrixRows);
}

QString comparisonTables(const Comparison &c, int matrixRows)
{
    QStringList out;
    out << CompareMessages::tr("## Scorecards") << QString();
    out << CompareMessages::tr(
        "| run | agent | conversations | graded | composite mean | std dev | pass | warning | fail | not scored | "
        "pass^k | tokens |")
        << QStringLiteral("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (const Scorecard &s : c.scorecards)
        out << QStringLiteral("| `%1` | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 | %10 | %11 | %12 |")
                   .arg(s.run, s.agent)
                   .arg(s.conversations)
                   .arg(s.graded)
                   .arg(optionalFixed(s.compositeMean), optionalFixed(s.compositeStdDev))
                   .arg(s.verdicts.value(QStringLiteral("pass")))
                   .arg(s.verdicts.value(QStringLiteral("warning")))
                   .arg(s.verdicts.value(QStringLiteral("fail")))
                   .arg(s.verdicts.value(QStringLiteral("not_scored")))
                   .arg(s.passHatK ? QStringLiteral("%1 (k=%2)").arg(fixed(*s.passHatK)).arg(s.k) : QStringLiteral("–"))
                   .arg(s.promptTokens + s.completionTokens);
    out << QString() << CompareMessages::tr("## Scenario matrix") << QString();
    QString header = CompareMessages::tr("| scenario |");
    QString rule = QStringLiteral("|---|");
    for (const QString &run : c.runs) {
        header += QStringLiteral(" `%1` |").arg(run);
        rule += QStringLiteral("---|");
    }
    header += CompareMessages::tr(" spread |");
    rule += QStringLiteral("---|");
    out << header << rule;
    for (qsizetype r = 0; r < c.matrix.size() && (matrixRows < 0 || r < matrixRows); ++r) {
        const MatrixRow &row = c.matrix.at(r);
        QString line = QStringLiteral("| `%1` |").arg(row.scenario);
        for (const auto &score : row.scores)
            line += QStringLiteral(" %1 |").arg(optionalFixed(score));
        line += row.incomparable ? CompareMessages::tr(" incomparable |") : QStringLiteral(" %1 |").arg(fixed(*row.spread));
        out << line;
    }
    if (matrixRows >= 0 && c.matrix.size() > matrixRows)
        out << QString() << CompareMessages::tr("(%1 more scenarios)").arg(c.matrix.size() - matrixRows);
    out << QString() << CompareMessages::tr("## Divergences on the widest scenarios") << QString();
    out << CompareMessages::tr("| scenario | repeat | a | b | turn | reason | similarity |")
        << QStringLiteral("|---|---|---|---|---|---|---|");
    QSet<QString> widest;
    for (qsizetype r = 0; r < c.matrix.size() && r < kExampleRows; ++r)
        widest.insert(c.matrix.at(r).scenario);
    for (const DivergenceRow &row : c.divergences) {
        if (!widest.contains(row.scenario))
            continue;
        out << QStringLiteral("| `%1` | %2 | `%3` | `%4` | %5 | %6 | %7 |")
                   .arg(row.scenario)
                   .arg(row.repeat)
                   .arg(c.runs.at(row.a), c.runs.at(row.b),
                        row.divergence.turn ? QString::number(*row.divergence.turn) : QStringLiteral("–"),
                        row.divergence.reason.isEmpty() ? QStringLiteral("–") : row.divergence.reason,
                        row.divergence.similarity ? fixed(*row.divergence.similarity) : QStringLiteral("–"));
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace Polygon
