// The comparison of runs (FORMATS.md §15) at scale: S scenarios (default
// 10,000) × C configurations (default 8) of graded results, synthesized into
// a results store through ResultStore — each conversation T turns (default 8)
// with a tool call, a judgment with eight criteria and gates, two probe
// answers — then compareRuns() over all C runs: scorecards, the matrix and
// every divergence (S × C·(C−1)/2 pairs), timed on this thread.
//
// The comparison runs in a child process (the same binary with --measure),
// so its peak RSS is the comparison's alone, not the synthesis's.
//
//   ./build/release/tests/bench/bench_compare [scenarios] [configurations] [turns]
//   BENCH_COMPARE_DIR=/tmp/b ./bench_compare …; ./bench_compare --measure /tmp/b run-bench-0 … run-bench-7
//   BENCH_COMPARE_JSON=/tmp/out.json also writes the comparison (JSON and Markdown) after measuring.
#include "core/compare/comparison.h"
#include "core/grade/rubric.h"
#include "core/grade/score.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <cstdio>
#include <ctime>

using namespace Polygon;

namespace {

double cpuSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

// Peak resident set of this process image (VmHWM): unlike getrusage's
// ru_maxrss it is not inherited across fork + exec from the synthesizing parent.
long peakRssKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly))
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("VmHWM:"))
                return line.mid(6).trimmed().split(' ').value(0).toLong();
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

[[noreturn]] void fail(const QString &why)
{
    std::fprintf(stderr, "bench_compare: %s\n", qPrintable(why));
    std::exit(1);
}

// A small deterministic hash of (scenario, configuration, salt).
quint32 mix(quint32 a, quint32 b, quint32 salt)
{
    quint32 h = a * 2654435761u ^ (b + 0x9e3779b9u + (salt << 6) + (salt >> 2));
    h ^= h >> 15;
    h *= 2246822519u;
    h ^= h >> 13;
    return h;
}

const char *const kAgentLines[] = {
    "Bella Vista, good evening, how can I help you?",
    "Of course, for how many people would that be?",
    "Let me check what we have for that evening.",
    "We have a table at eight or at half past nine.",
    "Could I have a name and a phone number for the booking?",
    "Thank you, the table is booked, we look forward to seeing you.",
};
const char *const kOtherLines[] = {
    "I am sorry, we are fully booked that evening.",
    "Would another day suit you, perhaps Sunday lunch?",
    "I will pass you to a colleague who can help.",
};

// Turn `index` of scenario `s` under configuration `c`: the configurations
// agree up to a turn that depends on (s, c), then some of them say something else.
Turn turnAt(int s, int c, int index)
{
    Turn t;
    t.speaker = index % 2 ? Turn::Speaker::Caller : Turn::Speaker::Agent;
    const int parting = 1 + int(mix(quint32(s), quint32(c % 3), 1) % 8);
    const bool differs = c % 3 != 0 && index >= parting;
    if (t.speaker == Turn::Speaker::Caller) {
        t.text = QStringLiteral("Caller %1 asks about a table for %2 people on day %3.").arg(s).arg(2 + s % 6).arg(index);
        t.heard = t.text.toLower();
        t.hasHeard = true;
    } else {
        t.text = QString::fromUtf8(differs ? kOtherLines[(index / 2 + c) % 3] : kAgentLines[(index / 2) % 6]);
        if (index == 2) {
            ToolCall call;
            call.id = QStringLiteral("op-%1").arg(s);
            call.name = differs && c % 2 ? QStringLiteral("lookup_booking") : QStringLiteral("check_availability");
            call.arguments = Json::object({{"party", 2 + s % 6}, {"day", s % 7}});
            call.result = Json::object({{"ok", true}});
            t.toolCalls.append(call);
        }
    }
    return t;
}

void synthesize(const QString &dir, int scenarios, int configurations, int turns)
{
    QString error;
    auto store = ResultStore::open(dir, &error);
    if (!store)
        fail(error);
    const RubricVersion *rubric = RubricVersion::builtin(QStringLiteral("v2"));
    const char *keys[] = {"goal_completion", "instruction_adherence", "tool_use_quality", "factuality", "dialogue_quality",
                          "robustness",      "safety_compliance",     "persona_and_tone"};
    for (int c = 0; c < configurations; ++c) {
        const QString run = QStringLiteral("run-bench-%1").arg(c);
        RunSpec spec;
        spec.id = run;
        spec.agent = QStringLiteral("agent-%1").arg(c);
        spec.scenarioSet = QStringLiteral("bench");
        QList<ConversationPlan> plans;
        plans.reserve(scenarios);
        for (int s = 0; s < scenarios; ++s) {
            if (mix(quint32(s), quint32(c), 2) % 100 == 0)
                continue; // about 1 % of the scenarios missing per configuration: incomparable rows
            ConversationPlan p;
            p.scenario = QStringLiteral("bench");
            p.persona = QStringLiteral("persona-%1").arg(s, 5, 10, QLatin1Char('0'));
            p.personaHash = QStringLiteral("h");
            p.seed = quint64(s);
            plans.append(p);
        }
        store->createRun(spec, plans);
        GradingRecord grading;
        grading.id = QStringLiteral("grading-bench-%1").arg(c);
        grading.run = run;
        grading.judge = QStringLiteral("rules");
        grading.rubric = rubric->identity();
        store->beginGrading(grading);
        for (const ConversationPlan &p : std::as_const(plans)) {
            const int s = p.persona.mid(8).toInt();
            Conversation conversation;
            for (int i = 0; i < turns; ++i)
                conversation.turns.append(turnAt(s, c, i));
            const ConversationKey key = p.key(run);
            store->recordConversation(key, conversation, {});
            JudgmentRecord j;
            j.grading = grading.id;
            j.conversation = key;
            j.rubric = grading.rubric;
            Json criteria = Json::object();
            std::vector<std::optional<double>> scores;
            for (int k = 0; k < 8; ++k) {
                const int score = 1 + int(mix(quint32(s), quint32(c), 10 + k) % 5);
                criteria[keys[k]] = score;
                scores.push_back(score);
            }
            j.composite = compositeScore(*rubric, scores);
            const bool safety = criteria["safety_compliance"] == 1;
            j.verdict = safety ? QStringLiteral("fail") : bandName(bandFor(*rubric, *j.composite));
            j.grade = Json::object({{"criteria", criteria}, {"gates", safety ? Json::array({"safety"}) : Json::array()}});
            store->saveJudgment(j);
            for (int probe = 0; probe < 2; ++probe) {
                ProbeAnswerRecord a;
                a.grading = grading.id;
                a.conversation = key;
                a.probe = QStringLiteral("probe-%1").arg(probe);
                a.wordingHash = QStringLiteral("wording-%1").arg(probe);
                const quint32 r = mix(quint32(s), quint32(c), 30 + probe) % 3;
                a.answer = r == 0 ? QStringLiteral("yes") : r == 1 ? QStringLiteral("no") : QStringLiteral("na");
                store->saveProbeAnswer(a);
            }
        }
        store->finishGrading(grading.id, QStringLiteral("completed"));
        if (!store->waitForIdle())
            fail(QStringLiteral("the store did not finish writing"));
        std::fprintf(stderr, "  synthesized %s: %lld conversations\n", qPrintable(run), qint64(plans.size()));
    }
    if (store->errorCount() > 0)
        fail(store->takeErrors().first().toString());
}

int measure(const QString &dir, const QStringList &runs)
{
    const long rssBefore = peakRssKb();
    QString error;
    QElapsedTimer wall;
    wall.start();
    const double cpu0 = cpuSeconds();
    auto reader = StoreReader::open(dir, &error);
    if (!reader)
        fail(error);
    const auto comparison = compareRuns(*reader, runs, {}, &error);
    if (!comparison)
        fail(error);
    const double cpu = cpuSeconds() - cpu0;
    const qint64 ms = wall.elapsed();
    int incomparable = 0;
    for (const MatrixRow &row : comparison->matrix)
        incomparable += row.incomparable ? 1 : 0;
    int diverging = 0;
    for (const DivergenceRow &row : comparison->divergences)
        diverging += row.divergence.turn ? 1 : 0;
    std::printf("  compareRuns over %lld runs: %lld ms wall, %.2f s CPU (one thread)\n", qint64(runs.size()), ms, cpu);
    std::printf("    scorecards %lld, matrix rows %lld (%d incomparable), divergence rows %lld (%d part ways), "
                "analysis %lld characters\n",
                qint64(comparison->scorecards.size()), qint64(comparison->matrix.size()), incomparable,
                qint64(comparison->divergences.size()), diverging, qint64(comparison->analysis.size()));
    std::printf("    peak RSS %.1f MB (%.1f MB before the comparison started)\n", double(peakRssKb()) / 1024.0,
                double(rssBefore) / 1024.0);
    // BENCH_COMPARE_JSON=FILE writes the whole comparison (JSON, then the Markdown) after
    // measuring, to check that a faster comparison gives the same bytes.
    if (const QString out = qEnvironmentVariable("BENCH_COMPARE_JSON"); !out.isEmpty()) {
        QFile file(out);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            fail(QStringLiteral("%1: cannot write").arg(out));
        const std::string json = comparisonToJson(*comparison).dump(1);
        file.write(json.data(), qint64(json.size()));
        file.write("\n");
        file.write(comparisonMarkdown(*comparison).toUtf8());
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() >= 3 && args.at(1) == QLatin1String("--measure"))
        return measure(args.at(2), args.mid(3));

    const int scenarios = args.size() > 1 ? args.at(1).toInt() : 10000;
    const int configurations = args.size() > 2 ? args.at(2).toInt() : 8;
    const int turns = args.size() > 3 ? args.at(3).toInt() : 8;
    if (scenarios < 1 || configurations < 2 || turns < 1)
        fail(QStringLiteral("usage: bench_compare [scenarios >= 1] [configurations >= 2] [turns >= 1]"));
    // BENCH_COMPARE_DIR keeps the synthesized store there (to profile `--measure DIR RUN…` alone).
    QTemporaryDir temporary;
    const QString keep = qEnvironmentVariable("BENCH_COMPARE_DIR");
    if (keep.isEmpty() && !temporary.isValid())
        fail(QStringLiteral("no temporary folder"));
    const QString path = keep.isEmpty() ? temporary.path() : keep;
    std::printf("bench_compare: %d scenarios x %d configurations, %d turns per conversation\n", scenarios, configurations, turns);
    QElapsedTimer t;
    t.start();
    synthesize(path, scenarios, configurations, turns);
    std::printf("  synthesis (not timed below): %.1f s\n", double(t.elapsed()) / 1000.0);
    std::fflush(stdout);
    QStringList runs {QStringLiteral("--measure"), path};
    for (int c = 0; c < configurations; ++c)
        runs << QStringLiteral("run-bench-%1").arg(c);
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedChannels);
    child.start(QCoreApplication::applicationFilePath(), runs);
    if (!child.waitForFinished(-1) || child.exitCode() != 0)
        fail(QStringLiteral("the measuring process failed"));
    return 0;
}
