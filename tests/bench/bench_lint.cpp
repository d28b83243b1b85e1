// Prompt analysis speed (docs/lint.md): a 5,000-word English prompt, the full
// analysis per tier, then 100 one-character edits analysed incrementally
// (tiers 1 and 3, then 1–3 with the offline tier 2 when its model is there).
// Goal: tiers 1–3 incremental under 16 ms (one frame while the author types).
// Then hostile input, one full analysis each (figures only; the goal is
// under ~2 s each in a Release build): 2,000 near-duplicate rules, one 4 MB
// line, a 20,000-rule prompt.
//   ./build/<dir>/tests/bench/bench_lint [words] [seed]
//   ./build/<dir>/tests/bench/bench_lint --hostile      (only the hostile cases)
//   ./build/<dir>/tests/bench/bench_lint --typing [words] [seed]   (only the incremental edits, e.g. under perf)
//   ./build/<dir>/tests/bench/bench_lint --prompt [words] [seed] [rules]   (prints the generated prompt)
#include "core/lint/promptanalyzer.h"
#include "core/lint/semantics.h"
#include "core/lint/surprisal.h"
#include "core/simulate/prng.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <limits>
#include <vector>

using namespace Polygon;
using namespace Polygon::Lint;

namespace {

// Picks from a list with the run's random stream.
template<typename T, std::size_t N> const T &pick(Prng &rng, const T (&list)[N])
{
    return list[rng.below(N)];
}

// A long phone-agent prompt: sections of directives, facts and conditions
// over a varied vocabulary, with the defects real prompts have (a vague word
// here and there, a repeated rule).
QString makePrompt(int targetWords, quint64 seed, int maxRules = std::numeric_limits<int>::max())
{
    static const char *const headings[]
        = {"Bookings",       "Opening hours", "Deposits",      "Allergies", "Deliveries", "Complaints",    "Payments", "Parking",
           "Private events", "Gift cards",    "Accessibility", "Wine list", "Children",   "Cancellations", "Staff",    "Terrace"};
    static const char *const verbs[] = {"Ask for", "Confirm", "Offer",     "Check",      "Repeat",  "Spell out", "Note", "Send",
                                        "Mention", "Explain", "Read back", "Write down", "Suggest", "Describe",  "Quote"};
    static const char *const objects[]
        = {"the caller's name",       "the booking date",         "the party size",        "the table preference",
           "the delivery address",    "the phone number",         "the deposit amount",    "the allergy details",
           "the arrival time",        "the parking options",      "the gift card number",  "the event budget",
           "the dietary needs",       "the invoice address",      "the menu of the day",   "the cancellation terms",
           "the wine pairing",        "the high chair request",   "the wheelchair access", "the terrace heating",
           "the birthday cake order", "the corkage fee",          "the opening hours",     "the waiting list position",
           "the loyalty card number", "the courier instructions", "the refund status",     "the reference number"};
    static const char *const tails[] = {"before you end the call",
                                        "when the caller agrees",
                                        "after checking the booking tool",
                                        "for groups of eight or more",
                                        "if the caller asks for it",
                                        "in one short sentence",
                                        "digit by digit",
                                        "before you promise anything",
                                        "while the caller is still on the line",
                                        "using the guest's own words",
                                        "for bookings on public holidays",
                                        "when the kitchen is busy",
                                        "if the requested slot is taken",
                                        "for every reservation",
                                        "after the payment is confirmed",
                                        "unless the manager is on shift",
                                        "as soon as the caller mentions it",
                                        "for callers from hotels nearby"};
    static const char *const facts[] = {
        "The kitchen serves lunch from 12:00 to 15:00.",     "A deposit of 20 euros per person holds tables for eight or more.",
        "The terrace is closed between November and March.", "Parking is free in the garage behind the restaurant.",
        "Gift cards are valid for twelve months.",           "Dogs are welcome on the terrace but not inside.",
        "The restaurant seats ninety guests inside.",        "Private rooms hold up to twenty four guests.",
        "Cakes from outside cost 3 euros per person.",       "Deliveries leave the kitchen every twenty minutes."};
    static const char *const extras[]
        = {"politely",    "clearly",        "slowly",   "calmly",          "again",    "first",
           "carefully",   "exactly",        "today",    "tomorrow",        "tonight",  "on weekends",
           "on weekdays", "in the evening", "at lunch", "by text message", "by email", "on the phone"};
    static const char *const vague[] = {"as appropriate", "if needed", "when possible", "soon"};

    Prng rng(seed);
    QString text;
    int words = 0;
    int section = 0;
    QStringList rules;
    while (words < targetWords && rules.size() < maxRules) {
        const QString heading = QString::fromLatin1(headings[std::size_t(section) % std::size(headings)])
            + (section >= 16 ? QStringLiteral(" (%1)").arg(section / 16 + 1) : QString());
        text += QStringLiteral("# ") + heading + QStringLiteral("\n\n");
        words += int(heading.split(QLatin1Char(' ')).size());
        const int count = 4 + int(rng.below(5));
        for (int r = 0; r < count && words < targetWords && rules.size() < maxRules; ++r) {
            QString rule;
            const quint64 kind = rng.below(10);
            if (kind < 6) {
                rule = QStringLiteral("%1 %2 %3 %4.")
                           .arg(QLatin1String(pick(rng, verbs)), QLatin1String(pick(rng, objects)),
                                QLatin1String(pick(rng, tails)), QLatin1String(pick(rng, extras)));
            } else if (kind < 8) {
                rule = QLatin1String(pick(rng, facts));
            } else if (kind < 9) {
                rule = QStringLiteral("Never %1 %2 %3.")
                           .arg(QString::fromLatin1(pick(rng, verbs)).toLower(), QLatin1String(pick(rng, objects)),
                                QLatin1String(pick(rng, tails)));
            } else {
                rule = QStringLiteral("%1 %2 %3.")
                           .arg(QLatin1String(pick(rng, verbs)), QLatin1String(pick(rng, objects)),
                                QLatin1String(pick(rng, vague)));
            }
            if (rng.below(40) == 0 && !rules.isEmpty())
                rule = rules.at(qsizetype(rng.below(quint64(rules.size())))); // a repeated rule
            rules.append(rule);
            text += QStringLiteral("- ") + rule + QLatin1Char('\n');
            words += int(rule.split(QLatin1Char(' ')).size());
        }
        text += QLatin1Char('\n');
        ++section;
    }
    return text;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double ms(qint64 us)
{
    return double(us) / 1000.0;
}

// CPU time of this thread, ms: what the analysis costs, whatever else the machine runs.
double cpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1000.0 + double(t.tv_nsec) / 1e6;
}

// Full analysis with a fresh analyzer (every rule read), best of 3.
void full(const char *label, const QString &text, const QList<int> &tiers, std::shared_ptr<const RuleScorer> scorer)
{
    double best = 1e300;
    double bestCpu = 1e300;
    AnalyzerStats stats;
    for (int i = 0; i < 3; ++i) {
        PromptAnalyzer a;
        a.setTiers(tiers);
        a.setRuleScorer(scorer);
        const double c0 = cpuMs();
        a.analyse(text);
        bestCpu = std::min(bestCpu, cpuMs() - c0);
        if (ms(a.stats().totalUs) < best) {
            best = ms(a.stats().totalUs);
            stats = a.stats();
        }
    }
    std::printf("  %-22s %8.2f ms CPU, %8.2f ms wall   (wall: cut + per-rule %.2f, tier 1 %.2f, tier 2 %.2f, tier 3 %.2f)\n",
                label, bestCpu, best, ms(stats.segmentUs), ms(stats.tier1Us), ms(stats.tier2Us), ms(stats.tier3Us));
}

// 100 one-character edits inside rules, each analysed by the same analyzer.
void incremental(const char *label, QString text, const QList<int> &tiers, std::shared_ptr<const RuleScorer> scorer, quint64 seed)
{
    PromptAnalyzer a;
    a.setTiers(tiers);
    a.setRuleScorer(scorer);
    a.analyse(text);
    const Segmentation seg = a.segment(text);
    Prng rng(seed);
    std::vector<double> total, cpu, t1, t2, t3, cut;
    int reanalysed = 0;
    for (int i = 0; i < 100; ++i) {
        const Rule &rule = seg.rules.at(qsizetype(rng.below(quint64(seg.rules.size()))));
        // a letter typed inside a word of the rule (positions shift by at most 100: still inside)
        const qsizetype at = rule.range.start + 1 + qsizetype(rng.below(quint64(std::max<qsizetype>(1, rule.range.length - 2))));
        text.insert(std::min(at + i, text.size()), QLatin1Char('a' + char(rng.below(26))));
        const double c0 = cpuMs();
        a.analyse(text);
        cpu.push_back(cpuMs() - c0);
        total.push_back(ms(a.stats().totalUs));
        t2.push_back(ms(a.stats().tier2Us));
        cut.push_back(ms(a.stats().segmentUs));
        t1.push_back(ms(a.stats().tier1Us));
        t3.push_back(ms(a.stats().tier3Us));
        reanalysed += a.stats().rulesAnalysed;
    }
    std::printf("  %-22s CPU median %6.2f ms, worst %6.2f ms; wall median %6.2f ms, worst %6.2f ms\n"
                "  %-22s (wall medians: cut + per-rule %.2f, tier 1 %.2f, tier 2 %.2f, tier 3 %.2f; %.2f rules re-read per "
                "edit)\n",
                label, median(cpu), *std::max_element(cpu.begin(), cpu.end()), median(total),
                *std::max_element(total.begin(), total.end()), "", median(cut), median(t1), median(t2), median(t3),
                reanalysed / 100.0);
}

// One full analysis of hostile input with a fresh analyzer.
void hostile(const char *label, const QString &text, const QList<int> &tiers, std::shared_ptr<const RuleScorer> scorer)
{
    PromptAnalyzer a;
    a.setTiers(tiers);
    a.setRuleScorer(scorer);
    const double c0 = cpuMs();
    const LintResult result = a.analyse(text);
    const double cpu = cpuMs() - c0;
    const AnalyzerStats &stats = a.stats();
    std::printf("  %-34s %9.1f ms CPU   (cut + per-rule %.1f, tier 1 %.1f, tier 2 %.1f, tier 3 %.1f; %d rules, %lld spans)\n",
                label, cpu, ms(stats.segmentUs), ms(stats.tier1Us), ms(stats.tier2Us), ms(stats.tier3Us), stats.rules,
                qlonglong(result.spans.size()));
}

void hostileCases(std::shared_ptr<const RuleScorer> tier2)
{
    struct Case
    {
        const char *label;
        QString text;
    };
    QList<Case> cases;
    {
        QString t;
        for (int n = 1; n <= 2000; ++n)
            t += QStringLiteral("- Always confirm the booking number %1 before ending the call.\n").arg(n);
        cases.append({"2,000 near-duplicate rules", t});
    }
    {
        // the same with slight word variations and every modality: near-duplicates that conflict
        static const char *const modals[] = {"Always", "Never", "You may", "You must", "Please"};
        static const char *const verbs[] = {"confirm", "repeat", "check", "verify", "read back"};
        static const char *const objects[] = {"booking number", "reference number", "order number", "booking code"};
        static const char *const ends[]
            = {"before ending the call", "before you hang up", "at the end of the call", "before the call ends"};
        Prng rng(7);
        QString t;
        for (int n = 1; n <= 2000; ++n)
            t += QStringLiteral("- %1 %2 the %3 %4 %5.\n")
                     .arg(QLatin1String(pick(rng, modals)), QLatin1String(pick(rng, verbs)), QLatin1String(pick(rng, objects)))
                     .arg(n)
                     .arg(QLatin1String(pick(rng, ends)));
        cases.append({"2,000 varied near-duplicates", t});
    }
    {
        QString t;
        for (int n = 0; n < 2000; ++n)
            t += QStringLiteral("- We close at %1:%2 on weekdays.\n").arg(17 + n % 6).arg((n * 7) % 60, 2, 10, QLatin1Char('0'));
        cases.append({"2,000 closing times", t});
    }
    constexpr qsizetype fourMiB = 4 * 1024 * 1024;
    {
        const QString sentence = QStringLiteral("Always confirm the booking number 5 before ending the call. ");
        cases.append({"one 4 MB line of sentences", sentence.repeated(fourMiB / sentence.size())});
    }
    {
        const QString words = QStringLiteral("confirm the booking number as appropriate and the policy as usual, ");
        cases.append({"one 4 MB line, no sentence end", words.repeated(fourMiB / words.size())});
    }
    cases.append({"one 4 MB word", QString(fourMiB, QLatin1Char('a'))});
    cases.append({"20,000-rule prompt", makePrompt(std::numeric_limits<int>::max(), 3, 20000)});
    {
        QString t;
        for (int n = 1; n <= 20000; ++n)
            t += QStringLiteral("- Always confirm the booking number %1 before ending the call.\n").arg(n);
        cases.append({"20,000 near-duplicate rules", t});
    }
    std::printf("hostile input, one full analysis each (goal: under ~2 s in a Release build):\n");
    for (const Case &c : std::as_const(cases)) {
        hostile(QByteArray(QByteArray(c.label) + ", tiers 1+3").constData(), c.text, {1, 3}, nullptr);
        if (tier2)
            hostile(QByteArray(QByteArray(c.label) + ", tiers 1-3").constData(), c.text, {1, 2, 3}, tier2);
        std::fflush(stdout);
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc > 1 && std::strcmp(argv[1], "--prompt") == 0) {
        const int words = argc > 2 ? std::atoi(argv[2]) : 5000;
        const quint64 seed = argc > 3 ? quint64(std::atoll(argv[3])) : 1;
        const int rules = argc > 4 ? std::atoi(argv[4]) : std::numeric_limits<int>::max();
        std::fputs(makePrompt(words, seed, rules).toUtf8().constData(), stdout);
        return 0;
    }
    QString whyNot;
    std::shared_ptr<const RuleScorer> tier2 = makeOfflineSurprisal(QStringLiteral("en"), &whyNot);
    if (argc > 1 && std::strcmp(argv[1], "--hostile") == 0) {
        if (!tier2)
            std::printf("tier 2: not measured: %s\n", qPrintable(whyNot));
        hostileCases(tier2);
        return 0;
    }
    const bool typingOnly = argc > 1 && std::strcmp(argv[1], "--typing") == 0;
    if (typingOnly) {
        --argc;
        ++argv;
    }
    const int words = argc > 1 ? std::atoi(argv[1]) : 5000;
    const quint64 seed = argc > 2 ? quint64(std::atoll(argv[2])) : 1;
    const QString text = makePrompt(words, seed);
    if (typingOnly) {
        std::printf("incremental, 100 one-character edits (goal: tiers 1-3 under 16 ms):\n");
        incremental("tiers 1+3", text, {1, 3}, nullptr, seed + 1);
        if (tier2)
            incremental("tiers 1-3", text, {1, 2, 3}, tier2, seed + 1);
        return 0;
    }
    PromptAnalyzer probe;
    const Segmentation seg = probe.segment(text);
    std::printf("bench_lint: %d words, %lld rules in %lld sections, %lld characters (seed %llu)\n", seg.totalWords,
                qlonglong(seg.rules.size()), qlonglong(seg.sections.size()), qlonglong(text.size()),
                static_cast<unsigned long long>(seed));

    // The first analysis in a process loads, per language, hunspell's dictionaries and the mythes
    // thesaurus index for comparing rules by meaning (core/lint/semantics.h); later ones reuse them.
    std::printf("loading the meanings of a language (once per process; wall):\n");
    for (const char *language : {"en", "ru", "hr", "bs"}) {
        QElapsedTimer load;
        load.start();
        const Semantics &semantics = Semantics::forLanguage(QString::fromLatin1(language));
        const double loaded = load.nsecsElapsed() / 1e6;
        load.restart();
        semantics.word(QStringLiteral("price"));
        std::printf("  %s %8.1f ms, first word %.2f ms (%s)\n", language, loaded, load.nsecsElapsed() / 1e6,
                    qPrintable(semantics.sources()));
    }

    std::printf("full analysis (fresh analyzer, best of 3):\n");
    full("tier 1", text, {1}, nullptr);
    full("tier 3 (n-gram TF-IDF)", text, {3}, nullptr);
    full("tiers 1+3", text, {1, 3}, nullptr);
    if (tier2) {
        full("tier 2 (offline en)", text, {2}, tier2);
        full("tiers 1-3", text, {1, 2, 3}, tier2);
    } else {
        std::printf("  tier 2: not measured: %s\n", qPrintable(whyNot));
    }

    std::printf("incremental, 100 one-character edits (goal: tiers 1-3 under 16 ms):\n");
    incremental("tiers 1+3", text, {1, 3}, nullptr, seed + 1);
    if (tier2)
        incremental("tiers 1-3", text, {1, 2, 3}, tier2, seed + 1);
    hostileCases(tier2);
    return 0;
}
