// Lint tier 2: phrases and words, the outlier rule with hand-computed
// figures, the offline English model (Debian's pocketsphinx-en-us through
// sphinxbase; expected bits per word cross-checked with a separate program
// calling sphinxbase directly), hunspell unknown words in en/ru/hr/bs, the
// honest "not available" reasons, thread safety, and the endpoint variant
// against the local test server (its log-prob rule makes every figure exact).
#include "core/lint/surprisal.h"
#include "core/lint/surprisalspelling.h"
#include "core/llm/openaiprovider.h"
#include "openaitestserver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent>

#include <cmath>

using namespace Polygon;
using namespace Polygon::Lint;
using Polygon::Test::OpenAiTestServer;

namespace {

Rule ruleAt(const QString &prompt, const QString &text)
{
    Rule r;
    r.range = {prompt.indexOf(text), text.size()};
    r.text = text;
    return r;
}

QString corpus()
{
    QFile f(QStringLiteral(POLYGON_TEST_DATA_DIR "/surprisal/en-normal.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

Profile profileFor(const OpenAiTestServer &server)
{
    Profile p;
    p.id = QStringLiteral("test");
    p.name = QStringLiteral("test");
    p.baseUrl = server.baseUrl().toString();
    p.model = QStringLiteral("test-model");
    p.timeoutMs = 5000;
    return p;
}

// Bits of the test server's log-prob for a word of n letters: -(1 + n % 5) / 2 nats.
double serverBits(int letters)
{
    return (1 + letters % 5) / 2.0 / std::log(2.0);
}

} // namespace

class TestSurprisal : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;
    std::shared_ptr<const OfflineSurprisal> m_english;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.start());
        qunsetenv("POLYGON_SPHINX_LM");
        QString why;
        m_english = OfflineSurprisal::create(QStringLiteral("en"), &why);
        // packaging/setup-debian.sh installs pocketsphinx-en-us, libsphinxbase-dev and hunspell.
        QVERIFY2(m_english, qPrintable(why));
        QVERIFY2(m_english->hasLanguageModel(), "the English language model did not load");
        QVERIFY(m_english->hasDictionary());
    }

    void init() { m_server.reset(); }

    void phrasesAtClauses()
    {
        const QString t
            = QStringLiteral("If the caller wants to book a table, ask for the date, the time and the number of people.");
        const SurprisalSegments s = segmentForSurprisal(t);
        QCOMPARE(s.words.size(), 19);
        QCOMPARE(s.phrases.size(), 3);
        QCOMPARE(s.phrases.at(0).range, (TextRange {0, 35}));
        QCOMPARE(s.phrases.at(0).wordCount, 8);
        QCOMPARE(s.phrases.at(1).range, (TextRange {37, 16})); // "ask for the date"
        QCOMPARE(s.phrases.at(1).firstWord, 8);
        QCOMPARE(s.phrases.at(2).range, (TextRange {55, 33})); // "the time and the number of people"
        QCOMPARE(s.phrases.at(2).wordCount, 7);
    }

    void shortClausesMerge()
    {
        // "Hello" (1 word) joins the next clause; "then stop" (2) joins the phrase before.
        const QString t = QStringLiteral("Hello, please ask the caller, then stop.");
        const SurprisalSegments s = segmentForSurprisal(t);
        QCOMPARE(s.phrases.size(), 1);
        QCOMPARE(s.phrases.at(0).range, (TextRange {0, 39}));
        QCOMPARE(s.phrases.at(0).wordCount, 7);
    }

    void wordsSentencesAndBreaks()
    {
        const QString t = QStringLiteral("Call 555 now. Then don't wait");
        const SurprisalSegments s = segmentForSurprisal(t);
        QCOMPARE(s.words.size(), 5);
        const QList<TextRange> ranges = {{0, 4}, {9, 3}, {14, 4}, {19, 5}, {25, 4}};
        const QList<bool> starts = {true, false, true, false, false};
        const QList<bool> breaks = {false, true, false, false, false};
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(s.words.at(i).range, ranges.at(i));
            QCOMPARE(s.words.at(i).sentenceStart, starts.at(i));
            QCOMPARE(s.words.at(i).contextBreak, breaks.at(i));
        }
        QCOMPARE(s.words.at(3).text, QStringLiteral("don't"));

        // Any script; a range of the text only.
        const QString ru = QStringLiteral("Правила: Не обещайте столик.");
        const SurprisalSegments r = segmentForSurprisal(ru, TextRange {9, 19});
        QCOMPARE(r.words.size(), 3);
        QCOMPARE(r.words.at(0).text, QStringLiteral("Не"));
        QCOMPARE(r.words.at(0).range.start, 9);
        QVERIFY(r.words.at(0).sentenceStart);
    }

    void outlierRule_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<double>("bits");
        QTest::addColumn<int>("expected"); // -1 none, else Severity
        // reference 8.1 / 4.6; z = (b - 8.1) * sqrt(n) / 4.6
        QTest::newRow("12.5 over 10: z 3.02") << 10 << 125.0 << int(Severity::Warning);
        QTest::newRow("12.4 over 10: z 2.96") << 10 << 124.0 << -1;
        QTest::newRow("16 over 9: z 5.15") << 9 << 144.0 << int(Severity::Error);
        QTest::newRow("20 over 3: too short") << 3 << 60.0 << -1;
        // z = 2.2 * 10 / 4.6 = 4.78 but 10.3 < 8.1 + 4.6 / 2 = 10.4
        QTest::newRow("10.3 over 100: under half an sd") << 100 << 1030.0 << -1;
        QTest::newRow("10.5 over 100: z 5.2") << 100 << 1050.0 << int(Severity::Error);
    }

    void outlierRule()
    {
        QFETCH(int, words);
        QFETCH(double, bits);
        QFETCH(int, expected);
        PhraseSurprisal p;
        p.words = words;
        p.bits = bits;
        const auto severity = surprisalOutlier(p, kOfflineEnglishReference);
        QCOMPARE(severity ? int(*severity) : -1, expected);
    }

    void englishBitsPerWord_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("words");
        QTest::addColumn<double>("bitsPerWord");
        // Expected values from a separate program that calls sphinxbase directly
        // (ngram_ng_score with <s> then up to two words of history).
        QTest::newRow("normal") << QStringLiteral("Greet the caller politely and ask how you can help them today.") << 12
                                << 9.2414;
        QTest::newRow("nonsense 1") << QStringLiteral("Purple seven elephant quickly the of banana sings.") << 8 << 14.8242;
        QTest::newRow("nonsense 2") << QStringLiteral("Window cheese telephone dancing under seventeen rivers.") << 7 << 16.2971;
        QTest::newRow("domain words") << QStringLiteral(
            "Never promise a table before checking availability with the booking tool.")
                                      << 11 << 11.9539;
    }

    void englishBitsPerWord()
    {
        QFETCH(QString, text);
        QFETCH(int, words);
        QFETCH(double, bitsPerWord);
        const PhraseSurprisal m = m_english->measure(text);
        QCOMPARE(m.words, words);
        QVERIFY2(std::abs(m.bitsPerWord() - bitsPerWord) < 0.001, qPrintable(QString::number(m.bitsPerWord(), 'f', 4)));
    }

    void ordinaryInstructionsAreNotFlagged()
    {
        // The calibration corpus: 64 ordinary instructions, one per line.
        const QString text = corpus();
        QVERIFY(!text.isEmpty());
        const PhraseSurprisal all = m_english->measure(text);
        qInfo("en-normal.txt: %d words, %.2f bits per word", all.words, all.bitsPerWord());
        QCOMPARE(all.words, 851);
        QVERIFY(std::abs(all.bitsPerWord() - 8.13) < 0.01);

        double worstZ = -100;
        qsizetype start = 0;
        int rules = 0;
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            if (!line.isEmpty()) {
                Rule r;
                r.range = {start, line.size()};
                r.text = line;
                const QList<Span> spans = m_english->analyseRule(r, QStringLiteral("en"));
                QVERIFY2(spans.isEmpty(),
                         qPrintable(spans.isEmpty() ? QString() : line + QLatin1String(": ") + spans.first().message));
                for (const PhraseSurprisal &p : m_english->phrases(line))
                    worstZ = std::max(worstZ, surprisalZ(p, kOfflineEnglishReference));
                ++rules;
            }
            start += line.size() + 1;
        }
        QCOMPARE(rules, 64);
        QElapsedTimer timer;
        timer.start();
        Rule whole;
        whole.range = {0, text.size()};
        whole.text = text;
        m_english->analyseRule(whole, QStringLiteral("en"));
        qInfo("the whole corpus as one rule: %.2f ms", double(timer.nsecsElapsed()) / 1e6);
        qInfo("highest phrase z on the corpus: %.2f (flagged from 3)", worstZ);
        QVERIFY(worstZ < 3.0);
    }

    void wordSaladIsFlagged_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("severity");
        QTest::newRow("purple") << QStringLiteral("Purple seven elephant quickly the of banana sings.") << int(Severity::Warning);
        QTest::newRow("window") << QStringLiteral("Window cheese telephone dancing under seventeen rivers.")
                                << int(Severity::Error);
        QTest::newRow("table") << QStringLiteral("Table the before caller never promise checking with tool booking.")
                               << int(Severity::Error);
        QTest::newRow("booking") << QStringLiteral("Booking confirm the always repeat caller details back before.")
                                 << int(Severity::Warning);
    }

    void wordSaladIsFlagged()
    {
        QFETCH(QString, text);
        QFETCH(int, severity);
        Rule r;
        r.range = {100, text.size()};
        r.text = text;
        const QList<Span> spans = m_english->analyseRule(r, QStringLiteral("en"));
        QCOMPARE(spans.size(), 1);
        QCOMPARE(spans.first().range, (TextRange {100, text.size() - 1})); // up to the last word, without the full stop
        QCOMPARE(spans.first().axis, Axis::Ambiguity);
        QCOMPARE(spans.first().tier, 2);
        QCOMPARE(int(spans.first().severity), severity);
    }

    void outlierPhraseInsideANormalPrompt()
    {
        const QString rule = QStringLiteral("Greet the caller politely, table the before caller never promise checking with tool "
                                            "booking, and ask how you can help.");
        const QString prompt = QStringLiteral("# Greeting\n") + rule + QStringLiteral("\nKeep your answers short.");
        const Rule r = ruleAt(prompt, rule);
        QCOMPARE(r.range.start, 11);
        const QList<PhraseSurprisal> phrases = m_english->phrases(rule);
        QCOMPARE(phrases.size(), 3);
        QVERIFY(std::abs(phrases.at(0).bitsPerWord() - 14.5765) < 0.001); // "Greet the caller politely": 4 words, z 2.82
        QVERIFY(std::abs(phrases.at(1).bitsPerWord() - 14.4408) < 0.001); // the salad: 10 words, z 4.36
        QVERIFY(std::abs(phrases.at(2).bitsPerWord() - 6.1132) < 0.001);

        const QList<Span> spans = m_english->analyseRule(r, QStringLiteral("en"));
        QCOMPARE(spans.size(), 1);
        // "table the before caller never promise checking with tool booking": 27 characters into the rule
        QCOMPARE(spans.first().range, (TextRange {11 + 27, 64}));
        QCOMPARE(prompt.mid(spans.first().range.start, spans.first().range.length),
                 QStringLiteral("table the before caller never promise checking with tool booking"));
        QCOMPARE(spans.first().severity, Severity::Warning);
        QCOMPARE(spans.first().message,
                 QStringLiteral("Hard-to-predict wording: 14.4 bits per word over 10 words where 8.1 is typical, so it may be "
                                "garbled or read more than one way."));
    }

    void unknownWords()
    {
        const QString text = QStringLiteral("Always recieve the caller kindly at Bella Vista, and favour the colour menu.");
        Rule r;
        r.range = {5, text.size()};
        r.text = text;
        const QList<Span> spans = m_english->analyseRule(r, QStringLiteral("en"));
        // British spellings are known (en_GB), names are capitalised: only "recieve".
        QCOMPARE(spans.size(), 1);
        QCOMPARE(spans.first().range, (TextRange {5 + 7, 7}));
        QCOMPARE(spans.first().axis, Axis::Ambiguity);
        QCOMPARE(spans.first().tier, 2);
        QVERIFY2(spans.first().message.startsWith(QStringLiteral("“recieve” is not in the en_US/en_GB dictionary (did you "
                                                                 "mean “receive”")),
                 qPrintable(spans.first().message));
    }

    void unknownWordsInOtherLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("unknown");
        QTest::newRow("hr") << QStringLiteral("hr") << QStringLiteral("Uvijek potvrdite rezervacjiu prije kraja razgovora.")
                            << QStringLiteral("rezervacjiu");
        QTest::newRow("bs (ISO 8859-2 dictionary)")
            << QStringLiteral("bs") << QStringLiteral("Nikada ne obećavajte stol prije provjerre.")
            << QStringLiteral("provjerre");
        QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("Всегда подтверждайте бронированние до конца звонка.")
                            << QStringLiteral("бронированние");
    }

    void unknownWordsInOtherLanguages()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QString, unknown);
        QString why;
        const auto scorer = OfflineSurprisal::create(language, &why);
        QVERIFY2(scorer, qPrintable(why));
        QVERIFY(!scorer->hasLanguageModel());
        QVERIFY(scorer->hasDictionary());
        Rule r;
        r.range = {0, text.size()};
        r.text = text;
        const QList<Span> spans = scorer->analyseRule(r, language);
        QCOMPARE(spans.size(), 1);
        QCOMPARE(text.mid(spans.first().range.start, spans.first().range.length), unknown);
    }

    void corrections_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en: swapped") << QStringLiteral("en") << QStringLiteral("tabel") << QStringLiteral("table");
        QTest::newRow("en: one too many") << QStringLiteral("en") << QStringLiteral("callerx") << QStringLiteral("caller");
        QTest::newRow("ru: one too many") << QStringLiteral("ru") << QStringLiteral("бронированние")
                                          << QStringLiteral("бронирование");
        QTest::newRow("hr: replaced") << QStringLiteral("hr") << QStringLiteral("obečavajte") << QStringLiteral("obećavajte");
        // bs_BA is an ISO 8859-2 dictionary: ć and č go through its byte table
        QTest::newRow("bs: replaced") << QStringLiteral("bs") << QStringLiteral("obečavajte") << QStringLiteral("obećavajte");
        QTest::newRow("bs: left out") << QStringLiteral("bs") << QStringLiteral("provjre") << QStringLiteral("provjere");
    }

    void corrections()
    {
        QFETCH(QString, language);
        QFETCH(QString, word);
        QFETCH(QString, expected);
        QString why;
        const auto dictionary = HunspellDictionary::load(language, &why);
        QVERIFY2(dictionary, qPrintable(why));
        QVERIFY(!dictionary->knows(word));
        QVERIFY(dictionary->knows(expected));
        const QStringList found = dictionary->suggestions(word, 3);
        QVERIFY(found.size() <= 3);
        QVERIFY2(found.contains(expected), qPrintable(found.join(QLatin1Char(' '))));
        for (const QString &w : found)
            QVERIFY(dictionary->knows(w));
    }

    void tierTwoNotAvailable()
    {
        QString why;
        QVERIFY(!makeOfflineSurprisal(QStringLiteral("hr"), &why));
        QCOMPARE(why,
                 QStringLiteral("not available for hr: the offline language model is English only; token log-probabilities "
                                "need an endpoint that offers them"));
        QVERIFY(makeOfflineSurprisal(QStringLiteral("en"), &why));

        qputenv("POLYGON_SPHINX_LM", "/nonexistent/en-us.lm.bin");
        QVERIFY(!makeOfflineSurprisal(QStringLiteral("en"), &why));
        QCOMPARE(why,
                 QStringLiteral("not available for en: the language model /nonexistent/en-us.lm.bin named by "
                                "POLYGON_SPHINX_LM cannot be read"));

        QTemporaryDir dir;
        const QString junk = dir.filePath(QStringLiteral("junk.lm.bin"));
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not a language model\n");
        f.close();
        qputenv("POLYGON_SPHINX_LM", QFile::encodeName(junk));
        QVERIFY(!makeOfflineSurprisal(QStringLiteral("en"), &why));
        QVERIFY2(why.startsWith(QStringLiteral("not available for en: sphinxbase could not read the language model ") + junk
                                + QStringLiteral(": ")),
                 qPrintable(why));
        QVERIFY2(why.endsWith(QStringLiteral(": Wrong magic header size number 74686973: ") + junk
                              + QStringLiteral(" is not a dump file")),
                 qPrintable(why)); // sphinxbase's own words
        qInfo("%s", qPrintable(why));
        qunsetenv("POLYGON_SPHINX_LM");

        QVERIFY(!makeOfflineSurprisal(QStringLiteral("de"), &why));
        QVERIFY2(why.startsWith(QStringLiteral("not available for de: ")), qPrintable(why));

        // The tier for any language the analysis resolves.
        const OfflineSurprisalTier tier;
        QCOMPARE(tier.unavailableReason(QStringLiteral("en")), QString());
        QCOMPARE(tier.unavailableReason(QStringLiteral("ru")),
                 QStringLiteral("not available for ru: the offline language model is English only; token log-probabilities "
                                "need an endpoint that offers them"));
        const QString salad = QStringLiteral("Window cheese telephone dancing under seventeen rivers.");
        const Rule rule {{0, salad.size()}, salad, 0, {}, {}};
        QCOMPARE(tier.analyseRule(rule, QStringLiteral("en")).size(), 1);
        QCOMPARE(tier.analyseRule(rule, QStringLiteral("hr")).size(), 0);
    }

    void threadSafe()
    {
        const QStringList lines = corpus().split(QLatin1Char('\n'), Qt::SkipEmptyParts)
            + QStringList {QStringLiteral("Purple seven elephant quickly the of banana sings."),
                           QStringLiteral("Always recieve the caller kindly.")};
        QList<Rule> rules;
        for (const QString &line : lines) {
            Rule r;
            r.range = {0, line.size()};
            r.text = line;
            rules.append(r);
        }
        QList<QList<Span>> serial;
        for (const Rule &r : rules)
            serial.append(m_english->analyseRule(r, QStringLiteral("en")));
        const std::shared_ptr<const RuleScorer> scorer = m_english;
        for (int round = 0; round < 3; ++round) {
            const QList<QList<Span>> parallel = QtConcurrent::blockingMapped(
                rules, [scorer](const Rule &r) { return scorer->analyseRule(r, QStringLiteral("en")); });
            QCOMPARE(parallel, serial);
        }
        int flagged = 0;
        for (const auto &s : serial)
            flagged += int(s.size());
        QCOMPARE(flagged, 2);
    }

    void endpointFindsTheOutlier()
    {
        // Test server: a word of n letters costs (1 + n % 5) / 2 nats. Five-letter
        // words: 0.5 nats = 0.7213 bits; four-letter words: 2.5 nats = 3.6067 bits.
        const QStringList lines = {QStringLiteral("Greet every guest right after hello"), // 0..35
                                   QStringLiteral("Check table sizes every night again"), // 36..71
                                   QStringLiteral("Never share staff phone lists"), // 72..101
                                   QStringLiteral("Blue cats fish loud moon"), // 102..126
                                   QStringLiteral("Speak plain words until calls close")}; // 127..162
        const QString prompt = lines.join(QLatin1Char('\n'));
        QCOMPARE(prompt.size(), 162);
        QList<Rule> rules;
        for (const QString &l : lines)
            rules.append(ruleAt(prompt, l));
        QCOMPARE(rules.at(3).range, (TextRange {102, 24}));

        OpenAiProvider provider(profileFor(m_server), {});
        EndpointSurprisal surprisal(&provider);
        QSignalSpy done(&surprisal, &EndpointSurprisal::finished);
        QSignalSpy failed(&surprisal, &EndpointSurprisal::failed);
        surprisal.start(prompt, rules, QStringLiteral("en"));
        QVERIFY(surprisal.isRunning());
        QVERIFY(done.wait(10000));
        QCOMPARE(failed.size(), 0);
        const auto result = done.first().first().value<SurprisalResult>();
        QVERIFY(result.available);
        // 28 words; the first token of an echo has no log-prob: 27 scored.
        QCOMPARE(result.words, 27);
        // 22 five-letter words and 5 four-letter ones: median 0.7213, MAD 0 -> s = 0.5 (the floor)
        QVERIFY(std::abs(result.reference.meanBits - serverBits(5)) < 1e-9);
        QCOMPARE(result.reference.sdBits, 0.5);
        QCOMPARE(result.phrases.size(), 5);
        QCOMPARE(result.phrases.at(0).words, 5);
        QVERIFY(std::abs(result.phrases.at(3).bitsPerWord() - serverBits(4)) < 1e-9);
        // z = (3.6067 - 0.7213) * sqrt(5) / 0.5 = 12.90 -> error
        QVERIFY(std::abs(surprisalZ(result.phrases.at(3), result.reference) - 12.9038) < 0.001);
        QCOMPARE(result.spans.size(), 1);
        QCOMPARE(result.spans.first().range, (TextRange {102, 24}));
        QCOMPARE(result.spans.first().severity, Severity::Error);
        QCOMPARE(result.spans.first().tier, 2);
        QCOMPARE(result.spans.first().message,
                 QStringLiteral("Hard-to-predict wording: 3.6 bits per word over 5 words where 0.7 is typical, so it may be "
                                "garbled or read more than one way."));

        // Without rules the whole prompt is one rule: the same phrases (lines end sentences).
        surprisal.start(prompt, {}, QStringLiteral("en"));
        QVERIFY(done.wait(10000));
        const auto again = done.last().first().value<SurprisalResult>();
        QCOMPARE(again.spans, result.spans);
    }

    void tokensAlignWithTheText()
    {
        // "é" arrives as a byte piece the text does not contain: it is charged to
        // the word at the current position, and " est" is found just after it.
        const QString prompt = QStringLiteral("Le café est chaud");
        const QList<TokenLogProb> tokens = {{QStringLiteral("Le"), std::nullopt},
                                            {QStringLiteral(" caf"), -1.0},
                                            {QString(QChar(0xFFFD)), -1.0},
                                            {QStringLiteral(" est"), -2.0},
                                            {QStringLiteral(" chaud"), -3.0}};
        const SurprisalResult r = EndpointSurprisal::evaluate(prompt, {}, tokens);
        QCOMPARE(r.words, 3); // "Le" has no log-prob
        QCOMPARE(r.phrases.size(), 1);
        QCOMPARE(r.phrases.first().words, 3);
        // (1 + 1 + 2 + 3) nats = 7 / ln 2 bits
        QVERIFY(std::abs(r.phrases.first().bits - 7.0 / std::log(2.0)) < 1e-9);
        // per word 2/ln2, 2/ln2, 3/ln2: median 2.885, MAD 0 -> the 0.5 floor
        QVERIFY(std::abs(r.reference.meanBits - 2.0 / std::log(2.0)) < 1e-9);
        QCOMPARE(r.reference.sdBits, 0.5);
        QVERIFY(r.spans.isEmpty()); // 3 words are too few to judge
        QVERIFY(!r.note.isEmpty());
    }

    void endpointNeedsEnoughWords()
    {
        OpenAiProvider provider(profileFor(m_server), {});
        EndpointSurprisal surprisal(&provider);
        QSignalSpy done(&surprisal, &EndpointSurprisal::finished);
        surprisal.start(QStringLiteral("The cat sat on the mat"), {}, QStringLiteral("en"));
        QVERIFY(done.wait(10000));
        const auto result = done.first().first().value<SurprisalResult>();
        QVERIFY(result.available);
        QCOMPARE(result.words, 5);
        QVERIFY(result.spans.isEmpty());
        QCOMPARE(result.note,
                 QStringLiteral("5 scored word(s): at least 20 are needed to tell unusual phrases from the prompt's "
                                "own wording"));
    }

    void endpointWithoutLogProbs()
    {
        m_server.setCapabilities(true, true, true, true, false);
        OpenAiProvider provider(profileFor(m_server), {});
        EndpointSurprisal surprisal(&provider);
        QSignalSpy done(&surprisal, &EndpointSurprisal::finished);
        surprisal.start(QStringLiteral("Uvijek potvrdite rezervaciju."), {}, QStringLiteral("hr"));
        QVERIFY(done.wait(10000));
        m_server.setCapabilities(true, true, true, true, true);
        const auto result = done.first().first().value<SurprisalResult>();
        QVERIFY(!result.available);
        QVERIFY2(result.why.startsWith(QStringLiteral("not available for hr: the endpoint offers no token log-probabilities "
                                                      "(unsupported: ")),
                 qPrintable(result.why));
        QVERIFY2(result.why.contains(QStringLiteral("POST http://127.0.0.1:%1/").arg(m_server.port())), qPrintable(result.why));
        QVERIFY(result.spans.isEmpty());
    }

    void endpointFailureNamesTheRequest()
    {
        OpenAiProvider provider(profileFor(m_server), {});
        provider.setRetryPolicy({2, 5, 20});
        OpenAiTestServer::Fault fault;
        fault.kind = OpenAiTestServer::Fault::Kind::ServerError;
        fault.count = 3; // the request and both retries
        m_server.queueFault(fault);
        EndpointSurprisal surprisal(&provider);
        QSignalSpy done(&surprisal, &EndpointSurprisal::finished);
        QSignalSpy failed(&surprisal, &EndpointSurprisal::failed);
        surprisal.start(QStringLiteral("Greet every guest right after hello"), {}, QStringLiteral("en"));
        QVERIFY(failed.wait(10000));
        QCOMPARE(done.size(), 0);
        const QString message = failed.first().first().toString();
        QVERIFY2(message.startsWith(QStringLiteral("server_error: ")), qPrintable(message));
        QVERIFY2(message.endsWith(QStringLiteral("(POST http://127.0.0.1:%1/v1/completions)").arg(m_server.port())),
                 qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestSurprisal)
#include "tst_surprisal.moc"
