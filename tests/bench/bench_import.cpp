// Importing production transcripts at scale (FORMATS.md §13): N generated
// conversations of T turns (default 100,000 × 20) as one JSON Lines file of
// §1 conversations, every fifth agent turn with a tool call and its result.
// Measured, each phase alone with its peak RSS (VmHWM, reset between phases
// through /proc/self/clear_refs):
//   1. nlohmann_json alone parsing the same lines (the reference);
//   2. TranscriptReader alone: the records read into conversations;
//   3. the whole import into a results store (importTranscripts);
//   4. `grade --offline` of the imported run (RunGrader with the rule judge).
// Prints conversations/s of each and the ratios of 2 and 3 to 1.
//
//   ./build/release/tests/bench/bench_import [conversations (100000)] [turns (20)]
#include "core/import/transcriptimport.h"
#include "core/run/rungrader.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ctime>
#include <string>

using namespace Polygon;

namespace {

void fail(const QString &why)
{
    std::fprintf(stderr, "bench_import: %s\n", qPrintable(why));
    std::exit(1);
}

// Peak resident set size in MiB (VmHWM).
double peakRssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return -1;
}

// Starts a new peak: VmHWM becomes the current RSS.
void resetPeakRss()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

double cpuSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

// One conversation as a JSON line, about 100 bytes a turn.
std::string conversationLine(int c, int turns)
{
    nlohmann::ordered_json j;
    j["format"] = 1;
    j["id"] = "call-" + std::to_string(c);
    j["scenario"] = "scenario-" + std::to_string(c % 50);
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (int t = 0; t < turns; ++t) {
        nlohmann::ordered_json turn;
        const bool agent = t % 2 == 1;
        turn["speaker"] = agent ? "agent" : "caller";
        turn["text"] = agent ? "Turn " + std::to_string(t) + ": we have a table for five on Friday at eight, shall I book it?"
                             : "Turn " + std::to_string(t) + ": yes please, five people on Friday at eight o'clock.";
        if (agent && t % 10 == 1)
            turn["tool_calls"] = {{{"id", "op-" + std::to_string(t)},
                                   {"name", "book_table"},
                                   {"arguments", {{"party_size", 5}, {"day", "friday"}, {"time", "20:00"}}},
                                   {"result", {{"ok", true}, {"reference", "BV-" + std::to_string(c)}}}}};
        list.push_back(std::move(turn));
    }
    j["turns"] = std::move(list);
    return j.dump();
}

struct Phase
{
    double wall = 0;
    double cpu = 0;
    double peakMiB = 0;
};

template<typename F> Phase measure(F &&work)
{
    resetPeakRss();
    QElapsedTimer timer;
    timer.start();
    const double cpu0 = cpuSeconds();
    work();
    return {double(timer.nsecsElapsed()) / 1e9, cpuSeconds() - cpu0, peakRssMiB()};
}

void print(const char *name, const Phase &p, int conversations, double bytes)
{
    std::printf("%-26s %8.2f s wall %8.2f s CPU %10.0f conversations/s %7.1f MB/s   peak RSS %7.1f MiB\n", name, p.wall, p.cpu,
                conversations / p.wall, bytes / 1e6 / p.wall, p.peakMiB);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int conversations = args.size() > 1 ? args.at(1).toInt() : 100000;
    const int turns = args.size() > 2 ? args.at(2).toInt() : 20;
    if (conversations < 1 || turns < 1)
        fail(QStringLiteral("usage: bench_import [conversations] [turns]"));

    QTemporaryDir dir;
    if (!dir.isValid())
        fail(QStringLiteral("no temporary folder"));
    const QString path = dir.filePath(QStringLiteral("calls.jsonl"));
    {
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            fail(out.errorString());
        for (int c = 0; c < conversations; ++c) {
            const std::string line = conversationLine(c, turns) + '\n';
            out.write(line.data(), qint64(line.size()));
        }
    }
    const double bytes = double(QFileInfo(path).size());
    std::printf("bench_import: %d conversations of %d turns, %.1f MB of JSON Lines; peak RSS before: %.1f MiB\n", conversations,
                turns, bytes / 1e6, peakRssMiB());

    // 1. nlohmann_json alone, line by line from the same file.
    qint64 parsedValues = 0;
    const Phase nlohmann = measure([&] {
        QFile in(path);
        if (!in.open(QIODevice::ReadOnly))
            fail(in.errorString());
        while (!in.atEnd()) {
            const QByteArray line = in.readLine();
            const auto j = nlohmann::json::parse(line.constData(), line.constData() + line.size(), nullptr, false);
            parsedValues += j.is_discarded() ? 0 : 1;
        }
    });
    if (parsedValues != conversations)
        fail(QStringLiteral("nlohmann parsed %1 of %2 lines").arg(parsedValues).arg(conversations));

    // 2. The reader alone.
    int read = 0;
    const Phase reader = measure([&] {
        QFile in(path);
        if (!in.open(QIODevice::ReadOnly))
            fail(in.errorString());
        TranscriptReader r(ImportFormat::Generic, &in, path);
        for (;;) {
            ImportedConversation c;
            Diagnostics problems;
            const auto got = r.next(c, problems);
            if (got == TranscriptReader::Result::End)
                break;
            if (got != TranscriptReader::Result::Conversation)
                fail(diagnosticsText(problems));
            ++read;
        }
    });
    if (read != conversations)
        fail(QStringLiteral("the reader read %1 of %2").arg(read).arg(conversations));

    // 3. The whole import into the store of a copy-less workspace: the
    // example's definitions with this folder as its root.
    WorkspaceLoadResult loaded = loadWorkspace(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"));
    if (!loaded.ok())
        fail(diagnosticsText(loaded.problems));
    Workspace workspace = std::move(*loaded.workspace);
    workspace.root = dir.path();
    std::optional<ImportResult> imported;
    const Phase import = measure([&] {
        QFile in(path);
        if (!in.open(QIODevice::ReadOnly))
            fail(in.errorString());
        ImportOptions options;
        options.workspace = dir.path();
        options.name = QStringLiteral("bench");
        Diagnostics problems;
        imported = importTranscripts(options, &in, path, problems);
        if (!imported)
            fail(diagnosticsText(problems));
    });
    if (imported->conversations != conversations)
        fail(QStringLiteral("imported %1 of %2").arg(imported->conversations).arg(conversations));

    // 4. grade --offline.
    GradeOptions gradeOptions;
    gradeOptions.run = QStringLiteral("bench");
    gradeOptions.offline = true;
    qsizetype graded = 0;
    const Phase grade = measure([&] {
        RunGrader grader(workspace, gradeOptions);
        Diagnostics problems;
        if (!grader.prepare(problems))
            fail(diagnosticsText(problems));
        QEventLoop loop;
        bool ended = false;
        QObject::connect(&grader, &RunGrader::finished, &loop, [&] {
            ended = true;
            loop.quit();
        });
        grader.start();
        if (!ended)
            loop.exec();
        if (grader.failed())
            fail(grader.error());
        graded = grader.summary().conversations.size();
    });
    if (graded != conversations)
        fail(QStringLiteral("graded %1 of %2").arg(graded).arg(conversations));

    print("nlohmann_json parse", nlohmann, conversations, bytes);
    print("import reader only", reader, conversations, bytes);
    print("import into the store", import, conversations, bytes);
    print("grade --offline", grade, conversations, bytes);
    // Wall time on a quiet machine; CPU time (all threads) when others share it.
    std::printf("ratio reader / nlohmann: %.2f wall, %.2f CPU; whole import / nlohmann: %.2f wall, %.2f CPU (target >= 0.5)\n",
                nlohmann.wall / reader.wall, nlohmann.cpu / reader.cpu, nlohmann.wall / import.wall, nlohmann.cpu / import.cpu);
    return 0;
}
