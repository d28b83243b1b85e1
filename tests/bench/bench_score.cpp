// Scores synthetic judgments (k = 3 repeats of the eight v2 criteria) through
// the full grading path — median per criterion, composite, band and the three
// gates over a short conversation with a tool call — and prints judgments/s.
// Not part of the test run: `bench_score [count]` (default 1,000,000).
#include "core/grade/rubric.h"
#include "core/grade/score.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>
#include <ctime>
#include <vector>

using namespace Polygon;

namespace {

// xorshift64*: a fixed, portable stream so every run scores the same judgments.
struct Rng
{
    quint64 state = 0x9E3779B97F4A7C15ull;
    quint64 next()
    {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ull;
    }
};

Conversation sampleConversation()
{
    Conversation c;
    c.id = QStringLiteral("bench");
    const auto turn = [](Turn::Speaker s, const char *text) {
        Turn t;
        t.speaker = s;
        t.text = QString::fromUtf8(text);
        return t;
    };
    c.turns.append(turn(Turn::Speaker::Agent, "Bella Vista, good evening, how can I help?"));
    c.turns.append(turn(Turn::Speaker::Caller, "A table for four on Friday at half past seven."));
    Turn check = turn(Turn::Speaker::Agent, "Let me check that for you.");
    ToolCall call;
    call.id = QStringLiteral("op-1");
    call.name = QStringLiteral("check_availability");
    call.arguments = Json {{"date", "2026-12-11"}, {"time", "19:30"}, {"party_size", 4}};
    call.result = Json {{"available", true}};
    check.toolCalls.append(call);
    c.turns.append(check);
    c.turns.append(turn(Turn::Speaker::Agent, "Friday at 19:30 for four is free. Shall I book it?"));
    c.turns.append(turn(Turn::Speaker::Caller, "Yes please."));
    Turn done = turn(Turn::Speaker::Agent, "Booked. See you on Friday!");
    done.action = Turn::Action::End;
    c.turns.append(done);
    return c;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const long long count = argc > 1 ? std::atoll(argv[1]) : 1000000;
    constexpr int k = 3;
    const RubricVersion *rubric = RubricVersion::builtin(QStringLiteral("v2"));
    const size_t criteria = size_t(rubric->criteria.size());
    const Conversation conversation = sampleConversation();
    const QStringList forbidden = {QStringLiteral("guaranteed refund"), QStringLiteral("free of charge")};

    // Mostly readable scores, with some missing and unreadable values mixed in.
    std::vector<ScoreValue> values(size_t(count) * k * criteria);
    Rng rng;
    for (ScoreValue &v : values) {
        const quint64 r = rng.next() % 100;
        if (r < 2)
            v = ScoreValue::missing();
        else if (r < 4)
            v = ScoreValue::unreadable();
        else
            v = ScoreValue::readable(int(1 + r % 5));
    }

    QElapsedTimer timer;
    const std::clock_t cpuStart = std::clock();
    timer.start();
    long long failed = 0;
    double compositeSum = 0;
    const size_t stride = k * criteria;
    for (long long i = 0; i < count; ++i) {
        const Grade g = gradeConversation(*rubric, conversation,
                                          std::span<const ScoreValue>(values.data() + size_t(i) * stride, stride), k, forbidden);
        failed += g.failed();
        compositeSum += g.composite.value_or(0);
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const double cpu = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::printf("bench_score: %lld judgments (k = %d, %zu criteria, rubric %s)\n", count, k, criteria,
                qPrintable(rubric->identity()));
    std::printf("  wall %.3f s, cpu %.3f s, %.0f judgments/s\n", seconds, cpu, double(count) / seconds);
    std::printf("  %lld fail verdicts, mean composite %.2f\n", failed, compositeSum / double(count));
    return 0;
}
