// Prompt analysis (SPEC R-LINT, docs/lint.md): segmentation, language
// detection, the planted defects of the corpus in tests/data/lint (each found
// on its axis with a span covering it; the clean version scores lower), tier 3
// paraphrases and embeddings, the incremental cache, scores and the JSON of
// FORMATS.md §9. Expected values are worked out by hand in the comments.
#include "core/lint/lexicon.h"
#include "core/lint/lintjson.h"
#include "core/lint/lintresult.h"
#include "core/lint/promptanalyzer.h"
#include "core/lint/segmenter.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <nlohmann/json.hpp>

#include <atomic>

using namespace Polygon;
using namespace Polygon::Lint;

namespace {

const QString kDataDir = QStringLiteral(POLYGON_TEST_DATA_DIR "/lint");

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// The range of the n-th (1-based) occurrence of `quote` in `text`.
TextRange find(const QString &text, const QString &quote, int occurrence = 1)
{
    qsizetype at = -1;
    for (int i = 0; i < occurrence; ++i) {
        at = text.indexOf(quote, at + 1);
        if (at < 0)
            return {-1, 0};
    }
    return {at, quote.size()};
}

bool covers(const TextRange &outer, const TextRange &inner)
{
    return outer.start <= inner.start && outer.end() >= inner.end();
}

QString describe(const LintResult &r, const QString &text)
{
    QStringList lines;
    for (const Span &s : r.spans)
        lines.append(
            QStringLiteral("  %1 t%2 [%3] %4").arg(axisName(s.axis)).arg(s.tier).arg(text.mid(s.range.start, 60), s.message));
    return lines.join(QLatin1Char('\n'));
}

// A tier-2 stand-in that is a real RuleScorer: it flags words of more than
// 14 letters (a rough "hard to say on the phone") and counts its calls.
class LongWordScorer : public RuleScorer
{
public:
    int tier() const override { return 2; }
    QString unavailableReason(const QString &language) const override
    {
        return language == QLatin1String("en") ? QString() : QStringLiteral("not available for ") + language;
    }
    QList<Span> analyseRule(const Rule &rule, const QString &language) const override
    {
        Q_UNUSED(language);
        ++calls;
        QList<Span> out;
        for (const Token &t : tokenize(rule.text)) {
            if (t.length > 14) {
                Span s;
                s.range = {rule.range.start + t.start, t.length};
                s.axis = Axis::Ambiguity;
                s.tier = 2;
                s.message = QStringLiteral("long word");
                out.append(s);
            }
        }
        return out;
    }
    mutable std::atomic<int> calls {0};
};

} // namespace

class TestLint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void segmentation();
    void segmentationLineEndings();
    void languageDetection_data();
    void languageDetection();
    void corpus_data();
    void corpus();
    void sectionOverloadWeight();
    void axisScoresCombine();
    void tier3Paraphrase();
    void tier3OppositePolarity();
    void tier3Unrelated();
    void numberRangesSplitCases();
    void nearDuplicates();
    void stepsOfOtherProcedures();
    void conditionNarrowsRule();
    void exampleRevisionCleaner();
    void embeddings();
    void tierSkips();
    void tiersSwitchedOff();
    void incrementalOneCharacter();
    void incrementalMatchesFreshAnalysis();
    void incrementalAfterCompaction();
    void incrementalEditsByMeaning();
    void incrementalLineEdits();
    void incrementalEditsOfNumbers();
    void tier3KeptPairs();
    void tier2Cache();
    void jsonCodePoints();
    void addTierFindings();
};

void TestLint::segmentation()
{
    const QString text = QStringLiteral("# Booking\n"
                                        "- Ask for the name. Then confirm it.\n"
                                        "- Offer a table\n"
                                        "  for two.\n"
                                        "\n"
                                        "Paragraph one e.g. this. Second sentence!\n"
                                        "```\n"
                                        "code. Not a rule.\n"
                                        "```\n"
                                        "**Payments**\n"
                                        "1. Take a deposit.\n");
    const Segmentation seg = segmentPrompt(text, QStringLiteral("en"));
    QStringList rules;
    for (const Rule &r : seg.rules)
        rules.append(r.text);
    QCOMPARE(rules,
             QStringList({QStringLiteral("Ask for the name."), QStringLiteral("Then confirm it."),
                          QStringLiteral("Offer a table\n  for two."), QStringLiteral("Paragraph one e.g. this."),
                          QStringLiteral("Second sentence!"), QStringLiteral("Take a deposit.")}));
    // ranges: exactly the text, list markers left out
    for (const Rule &r : seg.rules)
        QCOMPARE(text.mid(r.range.start, r.range.length), r.text);
    QCOMPARE(seg.rules.at(0).range, (TextRange {12, 17})); // "# Booking\n- " is 12 characters
    QCOMPARE(seg.sections.size(), 3); // before any heading, "Booking", "Payments"
    QCOMPARE(seg.sections.at(1).heading, QStringLiteral("Booking"));
    QCOMPARE(seg.sections.at(2).heading, QStringLiteral("Payments"));
    QCOMPARE(seg.rules.at(0).section, 1);
    QCOMPARE(seg.rules.at(4).section, 1);
    QCOMPARE(seg.rules.at(5).section, 2);
    QCOMPARE(seg.rules.at(5).heading, QStringLiteral("Payments"));
    QCOMPARE(seg.sections.at(1).ruleCount, 5);
    // words: "Booking" 1, then 4 + 3 + 5 + 5 ("e.g." is two) + 2 in the rules, "Payments" 1, 3
    QCOMPARE(seg.wordsBefore.at(0), 1);
    QCOMPARE(seg.wordsBefore.at(5), 1 + 4 + 3 + 5 + 5 + 2 + 1);
    QCOMPARE(seg.totalWords, 24);
    // the hash: language and exact text
    QCOMPARE(seg.rules.at(0).hash, ruleHash(QStringLiteral("Ask for the name."), QStringLiteral("en")));
    QVERIFY(seg.rules.at(0).hash != ruleHash(QStringLiteral("Ask for the name."), QStringLiteral("hr")));
    // a renumbered list keeps its rule hashes
    const Segmentation renumbered = segmentPrompt(QStringLiteral("7) Take a deposit.\n"), QStringLiteral("en"));
    QCOMPARE(renumbered.rules.at(0).hash, seg.rules.at(5).hash);
    // an abbreviation after a number is a unit that may end a sentence («30 см.»); elsewhere it does not
    // («см. раздел»)
    const auto ruleTexts = [](const QString &prompt, const QString &language) {
        QStringList texts;
        for (const Rule &r : segmentPrompt(prompt, language).rules)
            texts.append(r.text);
        return texts;
    };
    QCOMPARE(ruleTexts(QStringLiteral("Счищайте снег, когда слой превышает 30 см. Каркас гарантируем пять лет. Подробнее см. "
                                      "Раздел 2."),
                       QStringLiteral("ru")),
             QStringList({QStringLiteral("Счищайте снег, когда слой превышает 30 см."),
                          QStringLiteral("Каркас гарантируем пять лет."), QStringLiteral("Подробнее см. Раздел 2.")}));
    // … and so may a unit per another, "km/h"; an initial elsewhere does not end one ("J. Smith")
    QCOMPARE(ruleTexts(QStringLiteral("Montaža se ne izvodi kad vjetar puše jače od 40 km/h. Pri potpisivanju kupac plaća 30 "
                                      "%. Zovite J. Smith."),
                       QStringLiteral("bs")),
             QStringList({QStringLiteral("Montaža se ne izvodi kad vjetar puše jače od 40 km/h."),
                          QStringLiteral("Pri potpisivanju kupac plaća 30 %."), QStringLiteral("Zovite J. Smith.")}));
}

void TestLint::segmentationLineEndings()
{
    const QString text = QStringLiteral("Rule one.\r\nRule two.\r\n");
    const Segmentation seg = segmentPrompt(text, QStringLiteral("en"));
    QCOMPARE(seg.rules.size(), 2);
    QCOMPARE(seg.rules.at(0).range, (TextRange {0, 9}));
    QCOMPARE(seg.rules.at(1).range, (TextRange {11, 9}));
}

void TestLint::languageDetection_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("Always ask the caller for their name.") << QStringLiteral("en");
    QTest::newRow("ru") << QStringLiteral("Всегда спрашивайте имя гостя.") << QStringLiteral("ru");
    QTest::newRow("hr: što, tjedan") << QStringLiteral("Uvijek pitajte gosta što želi za idući tjedan.") << QStringLiteral("hr");
    QTest::newRow("bs: šta, sedmica") << QStringLiteral("Uvijek pitajte gosta šta želi za iduću sedmicu.")
                                      << QStringLiteral("bs");
    QTest::newRow("hr: kruh, kava") << QStringLiteral("Gost može naručiti kruh i kavu.") << QStringLiteral("hr");
    QTest::newRow("bs: hljeb, kahva") << QStringLiteral("Gost može naručiti hljeb i kahvu.") << QStringLiteral("bs");
    QTest::newRow("hr/bs tie reads as hr") << QStringLiteral("Gost je u restoranu i čeka stol.") << QStringLiteral("hr");
}

void TestLint::languageDetection()
{
    QFETCH(QString, text);
    QFETCH(QString, language);
    QCOMPARE(detectLanguage(text), language);
}

void TestLint::corpus_data()
{
    QTest::addColumn<QString>("name");
    const QStringList sidecars = QDir(kDataDir).entryList({QStringLiteral("*.defects.json")}, QDir::Files, QDir::Name);
    QCOMPARE(sidecars.size(), 8);
    for (const QString &s : sidecars)
        QTest::newRow(qPrintable(s)) << s;
}

void TestLint::corpus()
{
    QFETCH(QString, name);
    QFile f(kDataDir + QLatin1Char('/') + name);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto sidecar = nlohmann::json::parse(f.readAll().toStdString());
    const QString promptName = QString::fromStdString(sidecar.at("prompt").get<std::string>());
    const QString text = readText(kDataDir + QLatin1Char('/') + promptName);
    const QString clean = readText(kDataDir + QLatin1Char('/') + QString::fromStdString(sidecar.at("clean").get<std::string>()));
    QVERIFY(!text.isEmpty());
    QVERIFY(!clean.isEmpty());
    const QString language = QString::fromStdString(sidecar.at("language").get<std::string>());
    QCOMPARE(detectLanguage(text), language);
    QCOMPARE(detectLanguage(clean), language);

    PromptAnalyzer analyzer;
    analyzer.setTiers({1, 3});
    const LintResult result = analyzer.analyse(text);
    QCOMPARE(result.language, language);
    PromptAnalyzer cleanAnalyzer;
    cleanAnalyzer.setTiers({1, 3});
    const LintResult cleanResult = cleanAnalyzer.analyse(clean);

    QSet<int> plantedAxes;
    for (const auto &d : sidecar.at("defects")) {
        const Axis axis = *axisFromName(QString::fromStdString(d.at("axis").get<std::string>()));
        plantedAxes.insert(int(axis));
        const QString quote = QString::fromStdString(d.at("quote").get<std::string>());
        const TextRange q = find(text, quote, d.value("occurrence", 1));
        QVERIFY2(q.start >= 0, qPrintable(quote));
        std::optional<TextRange> rel;
        if (d.contains("related"))
            rel = find(text, QString::fromStdString(d.at("related").get<std::string>()), d.value("related_occurrence", 1));
        const int tier = d.value("tier", 0);
        const bool found = std::any_of(result.spans.cbegin(), result.spans.cend(), [&](const Span &s) {
            if (s.axis != axis || (tier != 0 && s.tier != tier))
                return false;
            if (!rel)
                return covers(s.range, q) || (s.related && covers(*s.related, q));
            return s.related
                && ((covers(s.range, q) && covers(*s.related, *rel)) || (covers(s.range, *rel) && covers(*s.related, q)));
        });
        QVERIFY2(found, qPrintable(QStringLiteral("%1 not found on %2:\n%3").arg(quote, axisName(axis), describe(result, text))));
    }
    for (int a : plantedAxes)
        QVERIFY2(cleanResult.axes[std::size_t(a)] < result.axes[std::size_t(a)], qPrintable(axisName(Axis(a))));
    // the clean versions have nothing left to report
    QVERIFY2(cleanResult.spans.isEmpty(), qPrintable(describe(cleanResult, clean)));
    QCOMPARE(result.tiersRun, QList<int>({1, 3}));
}

void TestLint::sectionOverloadWeight()
{
    // ten directives under one heading: (10 − 8) / (20 − 8) = 1/6
    QString text = QStringLiteral("# Steps\n");
    const char *const verbs[] = {"Ask", "Confirm", "Offer", "Check", "Repeat", "Spell", "Note", "Send", "Thank", "Greet"};
    const char *const objects[]
        = {"name", "date", "table", "calendar", "number", "street", "allergy", "receipt", "guest", "caller"};
    for (int i = 0; i < 10; ++i)
        text += QStringLiteral("- %1 the %2.\n").arg(QLatin1String(verbs[i]), QLatin1String(objects[i]));
    PromptAnalyzer analyzer;
    analyzer.setTiers({1});
    const LintResult r = analyzer.analyse(text);
    QCOMPARE(r.spans.size(), 1);
    QCOMPARE(r.spans.at(0).axis, Axis::Overload);
    QCOMPARE(r.spans.at(0).severity, Severity::Warning);
    QVERIFY(qFuzzyCompare(r.axis(Axis::Overload), 1.0 / 6.0));
    // the span runs from the first rule to the end of the last
    QCOMPARE(r.spans.at(0).range.start, text.indexOf(QLatin1String("Ask")));
    QCOMPARE(r.spans.at(0).range.end(), text.lastIndexOf(QLatin1Char('.')) + 1);
    // eight or fewer: nothing
    PromptAnalyzer eight;
    eight.setTiers({1});
    const qsizetype cut = text.indexOf(QLatin1String("- Thank"));
    QVERIFY(eight.analyse(text.left(cut)).spans.isEmpty());
}

void TestLint::axisScoresCombine()
{
    // 1 − (1 − 0.5)(1 − 0.3) = 0.65 on conflict; a warning without a weight counts 0.25
    Span a;
    a.axis = Axis::Conflict;
    a.weight = 0.5;
    Span b;
    b.axis = Axis::Conflict;
    b.weight = 0.3;
    Span c;
    c.axis = Axis::Ambiguity;
    c.severity = Severity::Warning;
    const auto scores = axisScores({a, b, c});
    QVERIFY(qFuzzyCompare(scores[std::size_t(Axis::Conflict)], 0.65));
    QVERIFY(qFuzzyCompare(scores[std::size_t(Axis::Ambiguity)], 0.25));
    QCOMPARE(scores[std::size_t(Axis::Overload)], 0.0);
    QCOMPARE(scores[std::size_t(Axis::Redundancy)], 0.0);
}

void TestLint::tier3Paraphrase()
{
    const QString text = QStringLiteral(
        "Confirm the booking by repeating the date, time, number of guests and name.\n"
        "Thank the caller and wish them a nice evening.\n"
        "Offer a high chair for young children.\n"
        "Before you hang up, make sure you have repeated the date, the time, the number of guests and the name back to "
        "the caller.\n");
    PromptAnalyzer analyzer;
    analyzer.setTiers({3});
    const LintResult r = analyzer.analyse(text);
    QCOMPARE(r.tiersRun, QList<int>({3}));
    QCOMPARE(r.spans.size(), 1);
    const Span &s = r.spans.at(0);
    QCOMPARE(s.axis, Axis::Redundancy);
    QCOMPARE(s.tier, 3);
    QCOMPARE(s.range,
             find(text,
                  QStringLiteral("Before you hang up, make sure you have repeated the date, the time, the "
                                 "number of guests and the name back to the caller.")));
    QCOMPARE(*s.related,
             find(text, QStringLiteral("Confirm the booking by repeating the date, time, number of guests and name.")));
    // tier 1 sees it too since it reads meaning (lintchecks_meaning.cpp): the content words of the
    // first rule all come back in the other in another form ("repeating" / "repeated") with a few
    // more ("hang", "sure", "back"): the same span, on tier 1
    PromptAnalyzer rules;
    rules.setTiers({1});
    const LintResult r1 = rules.analyse(text);
    QCOMPARE(r1.spans.size(), 1);
    QCOMPARE(r1.spans.at(0).axis, Axis::Redundancy);
    QCOMPARE(r1.spans.at(0).tier, 1);
    QCOMPARE(r1.spans.at(0).range, s.range);
    QCOMPARE(*r1.spans.at(0).related, *s.related);
}

void TestLint::tier3OppositePolarity()
{
    const QString text = QStringLiteral("Offer the caller a discount on the next order after a complaint.\n"
                                        "Ask for the street and the house number.\n"
                                        "Never offer the caller a discount on the next order after a complaint.\n");
    PromptAnalyzer analyzer;
    analyzer.setTiers({3});
    const LintResult r = analyzer.analyse(text);
    QCOMPARE(r.spans.size(), 1);
    QCOMPARE(r.spans.at(0).axis, Axis::Conflict);
    QCOMPARE(r.spans.at(0).tier, 3);
    QCOMPARE(*r.spans.at(0).related,
             find(text, QStringLiteral("Offer the caller a discount on the next order after a complaint.")));
    // with tier 1 on, tier 1 reports the pair and tier 3 does not repeat it
    PromptAnalyzer both;
    both.setTiers({1, 3});
    const LintResult r2 = both.analyse(text);
    QCOMPARE(r2.spans.size(), 1);
    QCOMPARE(r2.spans.at(0).axis, Axis::Conflict);
    QCOMPARE(r2.spans.at(0).tier, 1);
    QCOMPARE(r2.spans.at(0).severity, Severity::Error);
}

void TestLint::tier3Unrelated()
{
    const QString text = QStringLiteral("Ask for the date of the visit.\n"
                                        "Ask for the name of the caller.\n"
                                        "Tell the caller that parking is behind the building.\n");
    PromptAnalyzer analyzer;
    analyzer.setTiers({3});
    QVERIFY(analyzer.analyse(text).spans.isEmpty());
}

void TestLint::numberRangesSplitCases()
{
    // "1 to 8" and "9 or more" split the cases; "up to 8" and "up to 10" contradict
    PromptAnalyzer split;
    split.setTiers({1});
    QVERIFY(split
                .analyse(QStringLiteral("Book tables for parties of 1 to 8 people.\n"
                                        "Book tables for parties of 9 or more people with the manager.\n"))
                .spans.isEmpty());
    const QString bounds = QStringLiteral("Book tables for parties of up to 8 people.\n"
                                          "Book tables for parties of up to 10 people.\n");
    PromptAnalyzer conflict;
    conflict.setTiers({1});
    const LintResult r = conflict.analyse(bounds);
    QCOMPARE(r.spans.size(), 1);
    QCOMPARE(r.spans.at(0).axis, Axis::Conflict);
    QCOMPARE(r.spans.at(0).message, QStringLiteral("States 10 where a similar rule states 8."));
    // the one finding of a two-rule prompt in `language`, tier 1
    const auto onlyMessage = [](const QString &language, const QString &text) {
        PromptAnalyzer analyzer;
        analyzer.setTiers({1});
        analyzer.setLanguage(language);
        const LintResult r = analyzer.analyse(text);
        return r.spans.size() == 1 ? r.spans.at(0).message : QStringLiteral("%1 findings").arg(r.spans.size());
    };
    // of two rules with a threshold each, the thresholds are compared, not a price with a threshold
    QCOMPARE(onlyMessage(QStringLiteral("ru"),
                         QStringLiteral("Доставка по городу стоит 250 рублей, заказы от 3000 рублей доставляем бесплатно.\n"
                                        "Если сумма заказа превышает 2500 рублей, скажите покупателю, что доставка для него "
                                        "бесплатная.\n")),
             QStringLiteral("States 2500 where a similar rule states 3000."));
    // distances in kilometres: "30 km" and "pedeset kilometara"; "30 KM" is money
    QCOMPARE(onlyMessage(QStringLiteral("hr"),
                         QStringLiteral("Dostavljamo u krugu od 30 km od Splita.\n"
                                        "Dostavljamo u krugu od pedeset kilometara od Splita.\n")),
             QStringLiteral("States 50 km where a similar rule states 30 km."));
    QCOMPARE(onlyMessage(QStringLiteral("bs"),
                         QStringLiteral("Dostava u krugu grada košta 30 KM.\n"
                                        "Dostava u krugu grada košta pedeset maraka.\n")),
             QStringLiteral("States 50 where a similar rule states 30."));
    // a value outside a stated range contradicts it; one inside does not
    PromptAnalyzer outside;
    outside.setTiers({1});
    QCOMPARE(outside
                 .analyse(QStringLiteral("Book tables for parties of 2 to 6 people.\n"
                                         "Book tables for parties of 12 people.\n"))
                 .spans.size(),
             1);
    PromptAnalyzer inside;
    inside.setTiers({1});
    QVERIFY(inside
                .analyse(QStringLiteral("Book tables for parties of 2 to 6 people.\n"
                                        "Book tables for parties of 4 people.\n"))
                .spans.isEmpty());
}

// 300 near-duplicate rules: "Always confirm the booking number K before ending
// the call." for K = 1..150, then the same 150 sentences again. Expected, by
// the rules of docs/lint.md (not by running the analysis):
// - redundancy: each second statement repeats its first word for word — 150
//   tier-1 findings, on the second rule, related to the first; nothing else
//   (different numbers are different rules, so tier 3 adds none);
// - conflict (number): every two first statements contradict (same words,
//   numbers 1..150), and so does a second statement with every first one but
//   its own; a rule is reported against at most 32 earlier rules, the first
//   ones: first statement r (0-based) gets min(r, 32), each second one 32 —
//   Σ min(r, 32) over r = 0..149 is 528 + 117 · 32 = 4,272, plus 150 · 32 = 4,800.
void TestLint::nearDuplicates()
{
    QString text;
    QList<TextRange> first;
    QList<TextRange> second;
    for (int copy = 0; copy < 2; ++copy) {
        for (int k = 1; k <= 150; ++k) {
            const QString sentence = QStringLiteral("Always confirm the booking number %1 before ending the call.").arg(k);
            text += QStringLiteral("- ");
            (copy == 0 ? first : second).append(TextRange {text.size(), sentence.size()});
            text += sentence + QLatin1Char('\n');
        }
    }
    PromptAnalyzer analyzer;
    analyzer.setTiers({1, 3});
    const LintResult r = analyzer.analyse(text);
    QCOMPARE(analyzer.stats().rules, 300);

    QList<Span> redundant;
    QHash<qsizetype, int> conflictsPerRule;
    int conflicts = 0;
    for (const Span &s : r.spans) {
        if (s.axis == Axis::Redundancy)
            redundant.append(s);
        if (s.axis == Axis::Conflict) {
            QCOMPARE(s.tier, 1);
            QVERIFY(s.message.startsWith(QStringLiteral("States ")));
            ++conflicts;
            ++conflictsPerRule[s.range.start];
        }
    }
    QCOMPARE(redundant.size(), 150);
    for (int k = 0; k < 150; ++k) {
        const Span &s = redundant.at(k); // sorted by start: the second statements in order
        QCOMPARE(s.tier, 1);
        QCOMPARE(s.message, QStringLiteral("Repeats an earlier rule word for word."));
        QCOMPARE(s.range, second.at(k));
        QVERIFY(s.related);
        QCOMPARE(*s.related, first.at(k));
    }
    QCOMPARE(conflicts, 4272 + 4800);
    for (int k = 0; k < 150; ++k) {
        QCOMPARE(conflictsPerRule.value(first.at(k).start), std::min(k, 32));
        QCOMPARE(conflictsPerRule.value(second.at(k).start), 32);
    }
}

void TestLint::stepsOfOtherProcedures()
{
    // the same step in two numbered procedures under different headings is not redundancy
    const QString steps = QStringLiteral("# Booking\n\n1. Ask for the caller's name and phone number.\n"
                                         "2. Offer a table by the window.\n\n"
                                         "# Cancelling\n\n1. Ask for the name and the phone number of the caller.\n"
                                         "2. Thank the guest for letting us know.\n");
    PromptAnalyzer numbered;
    numbered.setTiers({3});
    QVERIFY(numbered.analyse(steps).spans.isEmpty());
    // the same sentences as plain bullets are
    QString bullets = steps;
    bullets.replace(QStringLiteral("1. "), QStringLiteral("- ")).replace(QStringLiteral("2. "), QStringLiteral("- "));
    PromptAnalyzer plain;
    plain.setTiers({3});
    const LintResult r = plain.analyse(bullets);
    QCOMPARE(r.spans.size(), 1);
    QCOMPARE(r.spans.at(0).axis, Axis::Redundancy);
}

void TestLint::conditionNarrowsRule()
{
    // a rule that carries its own condition narrows an unconditional one: no conflict
    PromptAnalyzer narrowed;
    narrowed.setTiers({1});
    QVERIFY(narrowed
                .analyse(QStringLiteral("Offer the caller a table on the terrace.\n"
                                        "If it rains, do not offer the caller a table on the terrace.\n"))
                .spans.isEmpty());
    // forbidding only the repetition agrees with doing it once
    PromptAnalyzer again;
    again.setTiers({1});
    QVERIFY(again
                .analyse(QStringLiteral("Call create_booking for the booking once.\n"
                                        "Never call create_booking for the booking again.\n"))
                .spans.isEmpty());
    // without a condition the contradiction stays an error
    PromptAnalyzer plain;
    plain.setTiers({1});
    const LintResult r = plain.analyse(QStringLiteral("Offer the caller a table on the terrace.\n"
                                                      "Never offer the caller a table on the terrace.\n"));
    QCOMPARE(r.spans.size(), 1);
    QCOMPARE(r.spans.at(0).severity, Severity::Error);
}

void TestLint::exampleRevisionCleaner()
{
    // bella-v1 says it has typical prompt problems; its two planted pairs differ in wording and are
    // found by meaning (semantics.h): "repeating the phone number" against "Never read phone numbers
    // back" (a conflict: "repeat" and "read … back" are one word group) and "Don't give out any
    // discounts" against "You must not offer price reductions or money off" (redundancy: "give out" /
    // "offer", "discounts" / "price reductions", "money off"). bella-v2, the revision, has neither.
    const QString v1 = readText(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista/prompts/bella-v1.md"));
    const QString v2 = readText(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista/prompts/bella-v2.md"));
    QVERIFY(!v1.isEmpty());
    QVERIFY(!v2.isEmpty());
    PromptAnalyzer first;
    first.setTiers({1, 3});
    const LintResult r1 = first.analyse(v1);
    PromptAnalyzer revised;
    revised.setTiers({1, 3});
    const LintResult r2 = revised.analyse(v2);

    const TextRange repeat = find(v1, QStringLiteral("Always confirm the booking by repeating the phone number to the caller."));
    const TextRange readBack = find(v1, QStringLiteral("Never read phone numbers back to the caller, for privacy."));
    const TextRange discounts = find(v1, QStringLiteral("Don't give out any discounts."));
    const TextRange reductions = find(v1, QStringLiteral("You must not offer price reductions or money off."));
    QVERIFY(repeat.start >= 0 && readBack.start >= 0 && discounts.start >= 0 && reductions.start >= 0);
    const auto pairFound = [&](Axis axis, const TextRange &later, const TextRange &earlier) {
        return std::any_of(r1.spans.cbegin(), r1.spans.cend(), [&](const Span &s) {
            return s.axis == axis && s.tier == 1 && s.related && s.range == later && *s.related == earlier;
        });
    };
    QVERIFY2(pairFound(Axis::Conflict, readBack, repeat), qPrintable(describe(r1, v1)));
    QVERIFY2(pairFound(Axis::Redundancy, reductions, discounts), qPrintable(describe(r1, v1)));
    // one must/never conflict by meaning, no condition: 0.45; one redundancy by meaning: 0.25
    // (docs/lint.md, tier 1 numbers); nothing else on these axes
    QVERIFY(qFuzzyCompare(r1.axis(Axis::Conflict), 0.45));
    QVERIFY(qFuzzyCompare(r1.axis(Axis::Redundancy), 0.25));

    // the revision: no conflict, no redundancy
    const bool conflictOrRedundancy = std::any_of(
        r2.spans.cbegin(), r2.spans.cend(), [](const Span &s) { return s.axis == Axis::Conflict || s.axis == Axis::Redundancy; });
    QVERIFY2(!conflictOrRedundancy, qPrintable(describe(r2, v2)));
    QCOMPARE(r2.axis(Axis::Conflict), 0.0);
    QCOMPARE(r2.axis(Axis::Redundancy), 0.0);
}

void TestLint::embeddings()
{
    const QString text = QStringLiteral("Greet the caller warmly.\nSay hello in a friendly way.\nAsk for the booking date.\n");
    PromptAnalyzer analyzer;
    analyzer.setTiers({3});
    const Segmentation seg = analyzer.segment(text);
    QCOMPARE(seg.rules.size(), 3);
    // cos(a, b) = 0.99 / sqrt(0.99² + 0.14²) ≈ 0.990 ≥ 0.92: the same rule; c is orthogonal
    QHash<QByteArray, QList<float>> vectors;
    vectors.insert(seg.rules.at(0).hash, {1.0f, 0.0f, 0.0f});
    vectors.insert(seg.rules.at(1).hash, {0.99f, 0.14f, 0.0f});
    vectors.insert(seg.rules.at(2).hash, {0.0f, 0.0f, 1.0f});
    analyzer.setEmbeddings(vectors);
    const LintResult r = analyzer.analyse(text);
    QVERIFY(analyzer.stats().embeddingsUsed);
    QCOMPARE(r.spans.size(), 1);
    QCOMPARE(r.spans.at(0).axis, Axis::Redundancy);
    QCOMPARE(r.spans.at(0).tier, 3);
    QCOMPARE(r.spans.at(0).range, seg.rules.at(1).range);
    QCOMPARE(*r.spans.at(0).related, seg.rules.at(0).range);
    // a rule without a vector: offline n-grams, which see no paraphrase here
    vectors.remove(seg.rules.at(2).hash);
    analyzer.setEmbeddings(vectors);
    const LintResult offline = analyzer.analyse(text);
    QVERIFY(!analyzer.stats().embeddingsUsed);
    QVERIFY(offline.spans.isEmpty());
}

void TestLint::tierSkips()
{
    PromptAnalyzer analyzer; // tiers 1, 2, 3 by default
    const LintResult r = analyzer.analyse(QStringLiteral("Ask for the name."));
    QCOMPARE(r.tiersRun, QList<int>({1, 3}));
    QCOMPARE(r.tiersSkipped.size(), 1);
    QCOMPARE(r.tiersSkipped.at(0).tier, 2);
    QCOMPARE(r.tiersSkipped.at(0).why, QStringLiteral("tier 2 not configured"));

    auto scorer = std::make_shared<LongWordScorer>();
    analyzer.setRuleScorer(scorer);
    analyzer.setLanguage(QStringLiteral("hr"));
    const LintResult hr = analyzer.analyse(QStringLiteral("Pitajte za ime."));
    QCOMPARE(hr.tiersSkipped.size(), 1);
    QCOMPARE(hr.tiersSkipped.at(0).why, QStringLiteral("not available for hr"));
    QCOMPARE(scorer->calls.load(), 0);
}

void TestLint::tiersSwitchedOff()
{
    const QString text = readText(kDataDir + QStringLiteral("/en-restaurant.md"));
    PromptAnalyzer analyzer;
    analyzer.setTiers({});
    const LintResult r = analyzer.analyse(text);
    QVERIFY(r.tiersRun.isEmpty());
    QVERIFY(r.spans.isEmpty());
    for (double a : r.axes)
        QCOMPARE(a, 0.0);
}

void TestLint::incrementalOneCharacter()
{
    QString text = readText(kDataDir + QStringLiteral("/en-restaurant.md"));
    PromptAnalyzer analyzer;
    analyzer.setTiers({1, 3});
    analyzer.analyse(text);
    const int rules = analyzer.stats().rules;
    QCOMPARE(rules, 32);
    // the first time, every rule; one of them is there twice and read once
    QCOMPARE(analyzer.stats().rulesAnalysed, rules - 1);
    QCOMPARE(analyzer.stats().cachedRules, rules - 1);

    analyzer.analyse(text);
    QCOMPARE(analyzer.stats().rulesAnalysed, 0); // unchanged: nothing read again

    const qsizetype at = text.indexOf(QLatin1String("guests are coming"));
    text.insert(at, QLatin1Char('x'));
    const LintResult edited = analyzer.analyse(text);
    QCOMPARE(analyzer.stats().rulesAnalysed, 1); // only the edited rule
    QCOMPARE(analyzer.stats().rules, rules);
    // tier 3 computes the pairs of the edited rule and of the rules sharing an n-gram whose df
    // changed (the n-grams around the typed letter), not of all of them
    QVERIFY(analyzer.stats().tier3RulesCompared >= 1);
    QVERIFY2(analyzer.stats().tier3RulesCompared < rules, qPrintable(QString::number(analyzer.stats().tier3RulesCompared)));

    // a heading is not a rule: editing it reads no rule again
    text.replace(QLatin1String("# Menu questions"), QLatin1String("# Menu question"));
    analyzer.analyse(text);
    QCOMPARE(analyzer.stats().rulesAnalysed, 0);
    Q_UNUSED(edited);
}

void TestLint::incrementalMatchesFreshAnalysis()
{
    // random one-character edits: the incremental result equals a fresh analysis every time
    QString text = readText(kDataDir + QStringLiteral("/ru-bank.md"));
    PromptAnalyzer incremental;
    incremental.setTiers({1, 3});
    incremental.analyse(text);
    QRandomGenerator rng(7);
    for (int i = 0; i < 40; ++i) {
        const qsizetype at = rng.bounded(int(text.size()));
        if (rng.bounded(2) == 0 && text.at(at) != QLatin1Char('\n'))
            text.remove(at, 1);
        else
            text.insert(at, QChar(0x0430 + rng.bounded(32)));
        const LintResult a = incremental.analyse(text);
        QVERIFY(incremental.stats().rulesAnalysed <= 3);
        PromptAnalyzer fresh;
        fresh.setTiers({1, 3});
        const LintResult b = fresh.analyse(text);
        QCOMPARE(a.spans, b.spans);
        QCOMPARE(a.axes, b.axes);
    }
}

void TestLint::incrementalAfterCompaction()
{
    // one analyzer through every prompt of the corpus: its vocabulary fills with n-grams of
    // prompts no longer there and is renumbered; the results stay those of a fresh analysis
    PromptAnalyzer incremental;
    incremental.setTiers({3});
    incremental.setVocabularyCompactionThreshold(200);
    const QStringList prompts = QDir(kDataDir).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
    QCOMPARE(prompts.size(), 16);
    for (const QString &name : prompts) {
        QString text = readText(kDataDir + QLatin1Char('/') + name);
        for (int edit = 0; edit < 2; ++edit) {
            const LintResult a = incremental.analyse(text);
            PromptAnalyzer fresh;
            fresh.setTiers({3});
            const LintResult b = fresh.analyse(text);
            QCOMPARE(a.spans, b.spans);
            text.insert(text.size() / 2, QLatin1Char('x'));
        }
    }
    QVERIFY(incremental.stats().vocabularyCompactions > 0);
}

// The analysis of `text` by a fresh analyzer with the same tiers.
LintResult freshAnalysis(const QString &text, const QList<int> &tiers)
{
    PromptAnalyzer fresh;
    fresh.setTiers(tiers);
    return fresh.analyse(text);
}

// The first tier-1 finding by meaning ("… in other words", "… from the other side") on the rule
// `later` pointing at `earlier`, or nullptr.
const Span *byMeaning(const LintResult &r, const QString &text, const QString &earlier, const QString &later)
{
    for (const Span &s : r.spans)
        if (s.tier == 1 && s.related && text.mid(s.range.start, s.range.length) == later
            && text.mid(s.related->start, s.related->length) == earlier
            && (s.message.contains(QLatin1String("in other words")) || s.message.contains(QLatin1String("other side"))))
            return &s;
    return nullptr;
}

// `text` analysed by `incremental` into *r: whether it is a fresh analyzer's result, span for span, score for score and
// in the same language (the two printed when not, under `what`).
bool analysedAsFresh(PromptAnalyzer &incremental, const QString &text, const QList<int> &tiers, const char *what, LintResult *r)
{
    *r = incremental.analyse(text);
    const LintResult fresh = freshAnalysis(text, tiers);
    if (r->spans != fresh.spans || r->axes != fresh.axes)
        qWarning("%s\nincremental:\n%s\nfresh:\n%s", what, qPrintable(describe(*r, text)), qPrintable(describe(fresh, text)));
    return r->spans == fresh.spans && r->axes == fresh.axes && r->language == fresh.language;
}

void TestLint::incrementalEditsByMeaning()
{
    // One analyzer through edits that make, move, break and remake a pair found by meaning (the
    // pairs tier 1 compares are kept by rule between analyses, the language by line): after every
    // edit its result is a fresh analyzer's, span for span and score for score. Each step also
    // checks the finding itself, so a kept comparison of the rules before the edit would show.
    const QList<int> tiers {1, 3};
    PromptAnalyzer incremental;
    incremental.setTiers(tiers);
    const QString discounts = QStringLiteral("Don't give out any discounts.");
    const QString reductions = QStringLiteral("You must not offer price reductions or money off.");
    const QString date = QStringLiteral("Confirm the booking date.");
    QString text;
    LintResult r;
    const auto step = [&](const char *what) { return analysedAsFresh(incremental, text, tiers, what, &r); };

    // both forbid giving money off: one redundancy by meaning, weight 0.25 (tst_lintmeaning)
    text = QStringLiteral("- %1\n- %2\n- %3\n").arg(discounts, date, reductions);
    QVERIFY(step("start"));
    QVERIFY2(byMeaning(r, text, discounts, reductions), qPrintable(describe(r, text)));
    QVERIFY(qFuzzyCompare(r.axis(Axis::Redundancy), 0.25));

    // a rule inserted in front: every index moves by one, the finding moves with its rules
    text.prepend(QStringLiteral("- Greet the caller warmly.\n"));
    QVERIFY(step("insert in front"));
    QVERIFY(byMeaning(r, text, discounts, reductions));
    QCOMPARE(incremental.stats().rulesAnalysed, 1);

    // the later rule reworded in place (same index, other words): the pair by meaning again, its
    // message quoting the words that meet now
    const QString reworded = QStringLiteral("Never offer money off or price reductions to anyone.");
    text.replace(reductions, reworded);
    QVERIFY(step("later rule reworded"));
    QVERIFY2(byMeaning(r, text, discounts, reworded), qPrintable(describe(r, text)));
    text.replace(reworded, reductions);
    QVERIFY(step("later rule as before"));

    // the later rule edited in place: it now says something else, no pair
    const QString tables = QStringLiteral("You must not offer tables on the terrace.");
    text.replace(reductions, tables);
    QVERIFY(step("later rule edited"));
    QVERIFY(!byMeaning(r, text, discounts, tables));
    QCOMPARE(r.axis(Axis::Redundancy), 0.0);

    // and back: the pair again (the rule's text is back, read again under a new id)
    text.replace(tables, reductions);
    QVERIFY(step("later rule restored"));
    QVERIFY(byMeaning(r, text, discounts, reductions));

    // the earlier rule removed, then written again after the other: the finding turns round
    text.remove(QStringLiteral("- %1\n").arg(discounts));
    QVERIFY(step("earlier rule removed"));
    QVERIFY(!byMeaning(r, text, discounts, reductions));
    text.append(QStringLiteral("- %1\n").arg(discounts));
    QVERIFY(step("earlier rule after the other"));
    QVERIFY(byMeaning(r, text, reductions, discounts));

    // the same rule twice: the word-for-word repeat is reported by the lexical check, the pair by
    // meaning still once
    text.append(QStringLiteral("- %1\n").arg(reductions));
    QVERIFY(step("a rule repeated"));

    // the whole prompt in Russian (every line new, so the language from the kept lines changes):
    // «стоимость» / «цены» forbidden and required, a conflict by meaning (tst_lintmeaning)
    const QString cost = QStringLiteral("Всегда называйте пациенту точную стоимость приёма.");
    const QString prices = QStringLiteral("Никогда не называйте цены по телефону.");
    text = QStringLiteral("- %1\n- %2\n").arg(cost, prices);
    QVERIFY(step("Russian"));
    QCOMPARE(r.language, QStringLiteral("ru"));
    QVERIFY(std::any_of(r.spans.cbegin(), r.spans.cend(), [](const Span &s) { return s.axis == Axis::Conflict && s.tier == 1; }));
    // one line back in English does not outweigh the Russian ones
    text.append(QStringLiteral("- %1\n").arg(date));
    QVERIFY(step("one English line"));
    QCOMPARE(r.language, QStringLiteral("ru"));
}

void TestLint::incrementalEditsOfNumbers()
{
    // The subjects of rules with numbers and two subjects compared are kept by rule between analyses
    // (Checks::KeptSubjects): one analyzer through edits that make, move, break and remake a conflict of
    // numbers about one thing said in other words; after every edit its result is a fresh analyzer's.
    const QList<int> tiers {1, 3};
    PromptAnalyzer incremental;
    incremental.setTiers(tiers);
    const QString parking = QStringLiteral("Parking at the hotel costs 15 euros a night.");
    const QString carPark = QStringLiteral("The car park charge is 20 euros per night.");
    QString text;
    LintResult r;
    const auto step = [&](const char *what) { return analysedAsFresh(incremental, text, tiers, what, &r); };
    const auto conflict = [&](const QString &first, const QString &second) {
        return std::any_of(r.spans.cbegin(), r.spans.cend(), [&](const Span &s) {
            return s.axis == Axis::Conflict && s.tier == 1 && s.related && text.mid(s.range.start, s.range.length) == second
                && text.mid(s.related->start, s.related->length) == first
                && s.message == QStringLiteral("States 20 where a similar rule states 15.");
        });
    };
    text = QStringLiteral("- %1\n- Greet the caller warmly.\n- %2\n").arg(parking, carPark);
    QVERIFY(step("start"));
    QVERIFY2(conflict(parking, carPark), qPrintable(describe(r, text)));

    // a rule inserted in front: every index moves, the finding moves with its rules
    text.prepend(QStringLiteral("- Ask for the booking reference.\n"));
    QVERIFY(step("insert in front"));
    QVERIFY(conflict(parking, carPark));
    QCOMPARE(incremental.stats().rulesAnalysed, 1);

    // the later rule about something else: no conflict; and back
    const QString breakfast = QStringLiteral("The breakfast charge is 20 euros per night.");
    text.replace(carPark, breakfast);
    QVERIFY(step("other subject"));
    QVERIFY(!conflict(parking, breakfast));
    QCOMPARE(r.axis(Axis::Conflict), 0.0);
    text.replace(breakfast, carPark);
    QVERIFY(step("subject back"));
    QVERIFY(conflict(parking, carPark));

    // the two rules swapped: the finding turns round (the pair of ids the other way)
    text = QStringLiteral("- %1\n- Greet the caller warmly.\n- %2\n").arg(carPark, parking);
    QVERIFY(step("swapped"));
    QVERIFY(std::any_of(r.spans.cbegin(), r.spans.cend(), [&](const Span &s) {
        return s.axis == Axis::Conflict && s.tier == 1 && text.mid(s.range.start, s.range.length) == parking;
    }));

    // another share for two subjects to be one: the kept comparisons are of the old share and are not used
    const LintResult loose = r;
    Tier1Settings strict;
    strict.numberOverlap = 0.99;
    incremental.setTier1Settings(strict);
    r = incremental.analyse(text);
    PromptAnalyzer fresh;
    fresh.setTiers(tiers);
    fresh.setTier1Settings(strict);
    const LintResult freshStrict = fresh.analyse(text);
    QVERIFY(freshStrict.spans != loose.spans);
    QCOMPARE(r.spans, freshStrict.spans);
}

void TestLint::incrementalLineEdits()
{
    // Whole lines moved, removed, repeated and typed into, on prompts with findings by meaning and
    // by n-grams: the incremental result is a fresh analysis's after every edit. A small compaction
    // threshold makes the kept keys of meaning renumber on the way (the n-gram vocabulary:
    // incrementalAfterCompaction).
    const QList<int> tiers {1, 3};
    PromptAnalyzer incremental;
    incremental.setTiers(tiers);
    incremental.setVocabularyCompactionThreshold(200);
    QRandomGenerator rng(11);
    int edits = 0;
    int keptPairs = 0; // analyses where tier 3 kept the pairs of rules whose weights did not change
    for (const char *name : {"en-clinic.md", "en-restaurant.md", "hr-restaurant.md"}) {
        QStringList lines = readText(kDataDir + QLatin1Char('/') + QLatin1String(name)).split(QLatin1Char('\n'));
        QVERIFY(lines.size() > 20);
        for (int i = 0; i < 30; ++i, ++edits) {
            const qsizetype at = rng.bounded(int(lines.size()));
            switch (rng.bounded(5)) {
            case 0: // a line moved elsewhere
                lines.move(at, rng.bounded(int(lines.size())));
                break;
            case 1: // removed
                if (lines.size() > 10)
                    lines.removeAt(at);
                break;
            case 2: // repeated further down
                lines.insert(rng.bounded(int(lines.size())), lines.at(at));
                break;
            case 3: { // words typed into it
                QString &line = lines[at];
                line.insert(rng.bounded(int(line.size()) + 1), QStringLiteral(" never price"));
                break;
            }
            default: { // half a word typed (n-grams and keys of meaning no other rule has)
                QString word(QLatin1Char(' '));
                for (int c = 0; c < 6; ++c)
                    word += QLatin1Char(char('a' + rng.bounded(26)));
                QString &line = lines[at];
                line.insert(rng.bounded(int(line.size()) + 1), word);
                break;
            }
            }
            const QString text = lines.join(QLatin1Char('\n'));
            const LintResult a = incremental.analyse(text);
            if (incremental.stats().tier3RulesCompared < incremental.stats().rules)
                ++keptPairs;
            const LintResult b = freshAnalysis(text, tiers);
            QVERIFY2(a.spans == b.spans,
                     qPrintable(QStringLiteral("%1, edit %2:\nincremental:\n%3\nfresh:\n%4")
                                    .arg(QLatin1String(name))
                                    .arg(i)
                                    .arg(describe(a, text), describe(b, text))));
            QCOMPARE(a.axes, b.axes);
        }
    }
    QCOMPARE(edits, 90);
    QVERIFY(incremental.stats().meaningCompactions > 0);
    QVERIFY2(keptPairs > 30, qPrintable(QString::number(keptPairs)));
}

void TestLint::tier3KeptPairs()
{
    // TfIdfSimilarity with rule ids keeps the pairs of rules whose weights did not change; after
    // each edit its pairs are a fresh computation's: the same pairs, the same cosines to the bit.
    // A low threshold (0.1) and a low df cap (4) make many pairs, and n-grams whose df crosses the
    // cap with an edit (their weight drops to 0 in every rule that has them).
    QStringList rules = {QStringLiteral("confirm the booking date"),     QStringLiteral("confirm the booking time"),
                         QStringLiteral("ask for the booking name"),     QStringLiteral("never confirm the date twice"),
                         QStringLiteral("offer a table on the terrace"), QStringLiteral("offer the terrace tables first"),
                         QStringLiteral("read back the phone number"),   QStringLiteral("repeat the phone number slowly"),
                         QStringLiteral("ask for the party size"),       QStringLiteral("confirm the party size"),
                         QStringLiteral("mention the deposit amount"),   QStringLiteral("explain the deposit terms")};
    NgramVocabulary vocabulary;
    QHash<QString, TermCounts> vectors; // by text: one id per text, as the analyzer's rule hashes
    QHash<QString, quint32> idOf;
    TfIdfSimilarity kept;
    QRandomGenerator rng(5);
    int partial = 0; // calls that computed the pairs of only some rules
    for (int step = 0; step < 120; ++step) {
        QString &rule = rules[rng.bounded(int(rules.size()))];
        switch (rng.bounded(8)) {
        case 0: // a rule written again
            rules.append(rules.at(rng.bounded(int(rules.size()))));
            break;
        case 1: // a rule deleted
            if (rules.size() > 6)
                rules.removeAt(rng.bounded(int(rules.size())));
            break;
        default: // a letter typed
            rule.insert(rng.bounded(int(rule.size()) + 1), QLatin1Char(char('a' + rng.bounded(26))));
            break;
        }
        std::vector<const TermCounts *> vs;
        std::vector<quint32> ids;
        for (const QString &text : std::as_const(rules)) {
            if (!vectors.contains(text)) {
                vectors.insert(text, vocabulary.vectorize(text));
                idOf.insert(text, quint32(idOf.size()));
            }
            ids.push_back(idOf.value(text));
        }
        for (const QString &text : std::as_const(rules))
            vs.push_back(&*vectors.constFind(text)); // no insertions from here on: the pointers stay valid
        std::vector<int> df(vocabulary.size(), 0);
        for (const TermCounts *v : vs)
            for (quint32 t : v->terms)
                ++df[t];
        const int n = int(rules.size());
        const QList<SimilarPair> a = kept.pairs(vs, df, n, 0.1, 4, &ids);
        partial += kept.rulesCompared() < n;
        TfIdfSimilarity fresh;
        const QList<SimilarPair> b = fresh.pairs(vs, df, n, 0.1, 4);
        QCOMPARE(fresh.rulesCompared(), n);
        QCOMPARE(a.size(), b.size());
        for (qsizetype k = 0; k < a.size(); ++k) {
            QCOMPARE(a.at(k).a, b.at(k).a);
            QCOMPARE(a.at(k).b, b.at(k).b);
            QVERIFY2(a.at(k).cosine == b.at(k).cosine,
                     qPrintable(QStringLiteral("step %1, pair %2–%3: %4 kept, %5 fresh")
                                    .arg(step)
                                    .arg(a.at(k).a)
                                    .arg(a.at(k).b)
                                    .arg(a.at(k).cosine, 0, 'g', 17)
                                    .arg(b.at(k).cosine, 0, 'g', 17)));
        }
        QVERIFY(!a.isEmpty());
    }
    QVERIFY2(partial > 40, qPrintable(QString::number(partial)));
}

void TestLint::tier2Cache()
{
    QString text = QStringLiteral("Ask for the telecommunications provider.\nOffer a table.\nConfirm the date.\n");
    auto scorer = std::make_shared<LongWordScorer>();
    PromptAnalyzer analyzer;
    analyzer.setTiers({2});
    analyzer.setRuleScorer(scorer);
    const LintResult r = analyzer.analyse(text);
    QCOMPARE(r.tiersRun, QList<int>({2}));
    QCOMPARE(scorer->calls.load(), 3);
    QCOMPARE(r.spans.size(), 1);
    QCOMPARE(r.spans.at(0).range, find(text, QStringLiteral("telecommunications")));
    // an edit in another rule: one call; the cached finding moves with its rule
    text.prepend(QStringLiteral("Greet the caller.\n"));
    text.replace(QLatin1String("Offer a table."), QLatin1String("Offer a tables."));
    const LintResult r2 = analyzer.analyse(text);
    QCOMPARE(scorer->calls.load(), 3 + 2); // the new rule and the edited one
    QCOMPARE(analyzer.stats().scorerCalls, 2);
    QCOMPARE(r2.spans.size(), 1);
    QCOMPARE(r2.spans.at(0).range, find(text, QStringLiteral("telecommunications")));
    // a new scorer forgets the old scores
    analyzer.setRuleScorer(scorer);
    analyzer.analyse(text);
    QCOMPARE(analyzer.stats().scorerCalls, 4);
}

void TestLint::jsonCodePoints()
{
    // "😀" is two UTF-16 units and one code point; lines end in \r\n
    const QString text = QStringLiteral("\U0001F600 Never swear.\r\nNever swear.\r\n");
    PromptAnalyzer analyzer;
    analyzer.setTiers({1, 3});
    const LintResult r = analyzer.analyse(text);
    const Json j = lintResultJson(r, text);
    const Json expected = Json::parse(R"({ "format": 1, "language": "en", "tiers_run": [1, 3], "tiers_skipped": [],
        "axes": { "overload": 0, "attention_dilution": 0, "conflict": 0, "ambiguity": 0, "redundancy": 0.3 },
        "spans": [ { "start": 16, "length": 12, "axis": "redundancy", "tier": 1, "severity": "warning",
                     "message": "Repeats an earlier rule word for word.",
                     "related": { "start": 0, "length": 14 } } ] })");
    QVERIFY2(j == expected, j.dump().c_str());
    const QStringList lines = lintReportLines(r, text, QStringLiteral("p.md"));
    QCOMPARE(lines, QStringList({QStringLiteral("p.md:2:1: redundancy: Repeats an earlier rule word for word. (see 1:1)")}));
    const CodePointIndex index(text);
    QCOMPARE(index.codePoint(2), 1);
    QCOMPARE(index.position(3), (TextPosition {1, 3}));
}

void TestLint::addTierFindings()
{
    LintResult r;
    r.tiersRun = {1, 3};
    Span s;
    s.axis = Axis::Conflict;
    s.weight = 0.5;
    s.range = {10, 5};
    r.spans = {s};
    r.axes = axisScores(r.spans);
    Lint::addTierSkip(r, 4, QStringLiteral("waiting for the judge"));
    QCOMPARE(r.tiersSkipped.size(), 1);
    Span judge;
    judge.axis = Axis::Conflict;
    judge.tier = 4;
    judge.severity = Severity::Warning; // 0.25
    judge.range = {2, 3};
    Lint::addTierFindings(r, 4, {judge});
    QCOMPARE(r.tiersRun, QList<int>({1, 3, 4}));
    QVERIFY(r.tiersSkipped.isEmpty());
    QCOMPARE(r.spans.at(0).tier, 4); // sorted by start
    QVERIFY(qFuzzyCompare(r.axis(Axis::Conflict), 1.0 - 0.5 * 0.75));
}

QTEST_GUILESS_MAIN(TestLint)
#include "tst_lint.moc"
