// Prompt analysis by meaning (docs/lint.md, "By meaning"; issue 19): word
// forms, synonyms and antonyms (core/lint/semantics.h) and the tier 1 checks
// that use them (lintchecks_meaning.cpp); the vague qualifiers as a class; the
// corpus of prompts written for other domains (tests/data/lint/tune, tuned on;
// it includes the earlier held-out sets, each measured once and then tuned on) and the
// held-out set (tests/data/lint/heldout, never tuned on): recall of the planted
// defects and findings on the clean twins. Expected weights are
// the docs' table values, worked out by hand in the comments.
#include "core/lint/lintresult.h"
#include "core/lint/promptanalyzer.h"
#include "core/lint/semantics.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>

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

// Six rules about other things, for a pair that needs a prompt of some rules around it (a word
// only two rules of a prompt name, lintchecks_numbers.cpp soleThing).
QString filler(const QString &language)
{
    if (language == QLatin1String("ru"))
        return QStringLiteral("- Приветствуйте звонящего названием компании.\n- Спросите номер телефона клиента.\n"
                              "- Жалобы передавайте менеджеру.\n- Не обсуждайте других клиентов.\n"
                              "- В конце разговора предложите подписку на рассылку.\n- Прощайтесь вежливо.\n");
    if (language == QLatin1String("hr") || language == QLatin1String("bs"))
        return QStringLiteral("- Pozdravite pozivatelja nazivom tvrtke.\n- Pitajte za broj telefona klijenta.\n"
                              "- Pritužbe proslijedite upravitelju.\n- Ne razgovarajte o drugim klijentima.\n"
                              "- Na kraju razgovora ponudite prijavu na newsletter.\n- Oprostite se pristojno.\n");
    return QStringLiteral("- Greet every caller with the name of the business.\n- Ask for the caller's phone number.\n"
                          "- Pass complaints to the manager.\n- Never discuss other customers.\n"
                          "- At the end of the call, offer the newsletter.\n- Say goodbye politely.\n");
}

LintResult analyse(const QString &text, const QString &language, const QList<int> &tiers = {1})
{
    PromptAnalyzer analyzer;
    analyzer.setLanguage(language);
    analyzer.setTiers(tiers);
    return analyzer.analyse(text);
}

// Recall of the planted defects and findings on the clean twins of one corpus folder.
struct CorpusFigures
{
    int prompts = 0;
    int defects = 0;
    int found = 0;
    int cleanFindings = 0; // spans on the clean twins, any axis
    int cleanPromptsWithFindings = 0;
    QStringList missed;
    QStringList cleanReported;
};

CorpusFigures measure(const QString &dir)
{
    CorpusFigures fig;
    const QStringList sidecars = QDir(dir).entryList({QStringLiteral("*.defects.json")}, QDir::Files, QDir::Name);
    for (const QString &name : sidecars) {
        QFile f(dir + QLatin1Char('/') + name);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const auto sidecar = nlohmann::json::parse(f.readAll().toStdString());
        const QString prompt = QString::fromStdString(sidecar.at("prompt").get<std::string>());
        const QString language = QString::fromStdString(sidecar.at("language").get<std::string>());
        const QString text = readText(dir + QLatin1Char('/') + prompt);
        const QString clean = readText(dir + QLatin1Char('/') + QString::fromStdString(sidecar.at("clean").get<std::string>()));
        ++fig.prompts;
        const LintResult result = analyse(text, language, {1, 3});
        for (const auto &d : sidecar.at("defects")) {
            ++fig.defects;
            const Axis axis = *axisFromName(QString::fromStdString(d.at("axis").get<std::string>()));
            const QString quote = QString::fromStdString(d.at("quote").get<std::string>());
            const TextRange q = find(text, quote, d.value("occurrence", 1));
            std::optional<TextRange> rel;
            if (d.contains("related"))
                rel = find(text, QString::fromStdString(d.at("related").get<std::string>()), d.value("related_occurrence", 1));
            const bool found = q.start >= 0 && std::any_of(result.spans.cbegin(), result.spans.cend(), [&](const Span &s) {
                                   if (s.axis != axis)
                                       return false;
                                   if (!rel)
                                       return covers(s.range, q) || (s.related && covers(*s.related, q));
                                   return s.related
                                       && ((covers(s.range, q) && covers(*s.related, *rel))
                                           || (covers(s.range, *rel) && covers(*s.related, q)));
                               });
            if (found)
                ++fig.found;
            else
                fig.missed.append(QStringLiteral("%1: %2 “%3”").arg(prompt, axisName(axis), quote));
        }
        const LintResult cleanResult = analyse(clean, language, {1, 3});
        fig.cleanFindings += int(cleanResult.spans.size());
        if (!cleanResult.spans.isEmpty())
            ++fig.cleanPromptsWithFindings;
        for (const Span &s : cleanResult.spans)
            fig.cleanReported.append(QStringLiteral("%1: %2 “%3”").arg(prompt, axisName(s.axis), clean.mid(s.range.start, 60)));
    }
    return fig;
}

} // namespace

class TestLintMeaning : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wordsMeet_data();
    void wordsMeet();
    void issueExamples_data();
    void issueExamples();
    void notAConflictOrRepetition_data();
    void notAConflictOrRepetition();
    void vagueQualifiers_data();
    void vagueQualifiers();
    void shoutedWords_data();
    void shoutedWords();
    void vagueCondition_data();
    void vagueCondition();
    void vagueSpanCovers_data();
    void vagueSpanCovers();
    void pairs_data();
    void pairs();
    void directives_data();
    void directives();
    void offeredThingNamedByFewRules();
    void dateEndsTheSentence();
    void conflictMessages_data();
    void conflictMessages();
    void numberedStatementsUnderTwoHeadings();
    void snowball();
    void withoutThesaurus();
    void corpus_data();
    void corpus();
};

void TestLintMeaning::wordsMeet_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("relation"); // 1 meets, -1 opposes, 0 neither
    // forms of one word: the stem, hunspell's dictionary form, a verb prefix (on verb forms only)
    QTest::newRow("en callback / callbacks") << "en"
                                             << "callback"
                                             << "callbacks" << 1;
    // the thesaurus: the first sense of each part of speech past the first six senses ("start" has
    // eight noun senses before its verb sense "begin"), not the second ("natural": "cancel")
    QTest::newRow("en start / begin: a verb's first sense") << "en"
                                                            << "start"
                                                            << "begin" << 1;
    QTest::newRow("en naturally / cancel: a late second sense") << "en"
                                                                << "naturally"
                                                                << "cancel" << 0;
    // a verbal noun and its verb, the consonant the noun alternates put back
    QTest::newRow("hr hranjenje / hranite") << "hr"
                                            << "hranjenje"
                                            << "hranite" << 1;
    QTest::newRow("bs vraćanje / vratite") << "bs"
                                           << "vraćanje"
                                           << "vratite" << 1;
    QTest::newRow("ru кормление / кормите") << "ru"
                                            << "кормление"
                                            << "кормите" << 1;
    // … of a root of three letters too
    QTest::newRow("bs pušenje / pušiti") << "bs"
                                         << "pušenje"
                                         << "pušiti" << 1;
    QTest::newRow("ru курение / курить") << "ru"
                                         << "курение"
                                         << "курить" << 1;
    QTest::newRow("hr hranjenje / vraćanje: two verbs' nouns") << "hr"
                                                               << "hranjenje"
                                                               << "vraćanje" << 0;
    QTest::newRow("hr ponudite / nudite: prefix") << "hr"
                                                  << "ponudite"
                                                  << "nudite" << 1;
    QTest::newRow("hr pročitajte / čitajte: prefix") << "hr"
                                                     << "pročitajte"
                                                     << "čitajte" << 1;
    QTest::newRow("hr brojeve / broj: hunspell") << "hr"
                                                 << "brojeve"
                                                 << "broj" << 1;
    QTest::newRow("hr procijenjeno / cijenu: no prefix on an adjective") << "hr"
                                                                         << "procijenjeno"
                                                                         << "cijenu" << 0;
    // synonyms: word groups and the thesaurus both ways
    QTest::newRow("en replies / answers") << "en"
                                          << "replies"
                                          << "answers" << 1;
    QTest::newRow("en fee / prices") << "en"
                                     << "fee"
                                     << "prices" << 1;
    QTest::newRow("ru цены / стоимость") << "ru"
                                         << "цены"
                                         << "стоимость" << 1;
    QTest::newRow("bs popuste / sniženje") << "bs"
                                           << "popuste"
                                           << "sniženje" << 1;
    QTest::newRow("en date / booking: not two steps through the thesaurus") << "en"
                                                                            << "date"
                                                                            << "booking" << 0;
    QTest::newRow("ru количество / цифрам: the thesaurus one way only") << "ru"
                                                                        << "количество"
                                                                        << "цифрам" << 0;
    // a word read as a noun and as a verb is the noun when it has no verb ending: «даты» is «дата»,
    // not «дать» (whose group is «предлагать»)
    QTest::newRow("ru даты / предложите: not the verb дать") << "ru"
                                                             << "даты"
                                                             << "предложите" << 0;
    // a short stem is no way into a group: «дата» and «дать» are both «дат»
    QTest::newRow("ru дата / предложите: a short stem") << "ru"
                                                        << "дата"
                                                        << "предложите" << 0;
    // the concepts of phone-agent domains, Croatian and Bosnian variants side by side
    QTest::newRow("hr prijevoz / vožnju") << "hr"
                                          << "prijevoz"
                                          << "vožnju" << 1;
    QTest::newRow("bs parkiralište / parking") << "bs"
                                               << "parkiralište"
                                               << "parking" << 1;
    QTest::newRow("ru парковка / стоянку") << "ru"
                                           << "парковка"
                                           << "стоянку" << 1;
    QTest::newRow("en angry / upset") << "en"
                                      << "angry"
                                      << "upset" << 1;
    QTest::newRow("en price / parking: different concepts") << "en"
                                                            << "price"
                                                            << "parking" << 0;
    // a relational adjective and its noun
    QTest::newRow("ru школьные / школ") << "ru"
                                        << "школьные"
                                        << "школ" << 1;
    QTest::newRow("hr ortopedskih / ortopeda") << "hr"
                                               << "ortopedskih"
                                               << "ortopeda" << 1;
    // a verb and the noun of its action, by the Snowball stem without the theme vowel (hr, bs)
    QTest::newRow("bs zamijeniti / zamjena") << "bs"
                                             << "zamijeniti"
                                             << "zamjena" << 1;
    QTest::newRow("hr provjerite / provjera") << "hr"
                                              << "provjerite"
                                              << "provjera" << 1;
    QTest::newRow("hr ponuditi / popust: other words") << "hr"
                                                       << "ponuditi"
                                                       << "popust" << 0;
    // antonyms
    QTest::newRow("en brief / long") << "en"
                                     << "brief"
                                     << "long" << -1;
    QTest::newRow("en short / lengthy") << "en"
                                        << "short"
                                        << "lengthy" << -1;
    QTest::newRow("ru коротко / длинных") << "ru"
                                          << "коротко"
                                          << "длинных" << -1;
    QTest::newRow("hr kratki / duge") << "hr"
                                      << "kratki"
                                      << "duge" << -1;
}

void TestLintMeaning::wordsMeet()
{
    QFETCH(QString, language);
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, relation);
    const Semantics &s = Semantics::forLanguage(language);
    const Meaning x = s.word(a);
    const Meaning y = s.word(b);
    QCOMPARE(x.meets(y), relation == 1);
    QCOMPARE(y.meets(x), relation == 1);
    QCOMPARE(x.opposes(y), relation == -1);
}

void TestLintMeaning::issueExamples_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("earlier");
    QTest::addColumn<QString>("later");
    QTest::addColumn<int>("axis");
    QTest::addColumn<int>("severity");
    QTest::addColumn<double>("score");
    // The misses of issue 19, each as a prompt of two rules.
    // "callback" / "callbacks": one stem; the requirement has a condition, the prohibition none:
    // must vs never 0.5, lowered for the condition: 0.5 × 0.6 = 0.3, a warning
    QTest::newRow("en callback") << "en"
                                 << "Always offer a callback when the restaurant is full."
                                 << "Never offer callbacks." << int(Axis::Conflict) << int(Severity::Warning) << 0.3;
    // "brief" against "not long", "replies" / "answers": the same rule by meaning, 0.25
    QTest::newRow("en brief / not long") << "en"
                                         << "Your replies must be brief and concise."
                                         << "Do not give long answers." << int(Axis::Redundancy) << int(Severity::Warning)
                                         << 0.25;
    // «стоимость» / «цены»: must vs never by meaning, 0.45, an error
    QTest::newRow("ru стоимость / цены") << "ru"
                                         << "Всегда называйте пациенту точную стоимость приёма."
                                         << "Никогда не называйте цены по телефону." << int(Axis::Conflict)
                                         << int(Severity::Error) << 0.45;
    // "ponudite" / "nudite": one verb; by meaning 0.45
    QTest::newRow("hr ponudite / nudite") << "hr"
                                          << "Uvijek ponudite doručak uz rezervaciju."
                                          << "Nikada ne nudite doručak gostima." << int(Axis::Conflict) << int(Severity::Error)
                                          << 0.45;
    // two of three stems the same ("zamjensko vozilo"): the lexical check, must vs never 0.5
    QTest::newRow("bs zamjensko vozilo") << "bs"
                                         << "Uvijek ponudite zamjensko vozilo."
                                         << "Nikada ne nudite zamjensko vozilo." << int(Axis::Conflict) << int(Severity::Error)
                                         << 0.5;
    // "odgovori" / "odgovarajte", "kratki" / "kratko": the same rule, 0.25 (plus nothing else on the axis)
    QTest::newRow("bs kratki i jasni") << "bs"
                                       << "Vaši odgovori trebaju biti kratki i jasni."
                                       << "Odgovarajte kratko, jasno i razumljivo." << int(Axis::Redundancy)
                                       << int(Severity::Warning) << 0.25;
    // different numbers about one thing said in other words: the subjects meet without the words of
    // the value ("naplaćujemo", "eura", "besplatna"): a number conflict, 0.45
    QTest::newRow("hr free / 2 euros") << "hr"
                                       << "Dostava je besplatna."
                                       << "Za dostavu naplaćujemo 2 eura." << int(Axis::Conflict) << int(Severity::Error) << 0.45;
    QTest::newRow("ru 900 / 1100") << "ru"
                                   << "Поездка в аэропорт стоит 900 рублей."
                                   << "Трансфер до аэропорта обойдётся в 1100 рублей." << int(Axis::Conflict)
                                   << int(Severity::Error) << 0.45;
    // bella-v1's pairs on their own
    QTest::newRow("en repeat / read back") << "en"
                                           << "Always confirm the booking by repeating the phone number to the caller."
                                           << "Never read phone numbers back to the caller, for privacy." << int(Axis::Conflict)
                                           << int(Severity::Error) << 0.45;
    QTest::newRow("en discounts / price reductions")
        << "en"
        << "Don't give out any discounts."
        << "You must not offer price reductions or money off." << int(Axis::Redundancy) << int(Severity::Warning) << 0.25;
}

void TestLintMeaning::issueExamples()
{
    QFETCH(QString, language);
    QFETCH(QString, earlier);
    QFETCH(QString, later);
    QFETCH(int, axis);
    QFETCH(int, severity);
    QFETCH(double, score);
    const QString text = QStringLiteral("- %1\n- %2\n").arg(earlier, later);
    const LintResult r = analyse(text, language);
    const auto it = std::find_if(r.spans.cbegin(), r.spans.cend(), [&](const Span &s) { return s.axis == Axis(axis); });
    QVERIFY2(it != r.spans.cend(), qPrintable(describe(r, text)));
    QCOMPARE(it->range, find(text, later));
    QVERIFY(it->related);
    QCOMPARE(*it->related, find(text, earlier));
    QCOMPARE(it->tier, 1);
    QCOMPARE(int(it->severity), severity);
    QVERIFY2(qFuzzyCompare(r.axis(Axis(axis)), score), qPrintable(QString::number(r.axis(Axis(axis)))));
    // one finding on the pair: not reported again on the other axis
    const Axis other = Axis(axis) == Axis::Conflict ? Axis::Redundancy : Axis::Conflict;
    QCOMPARE(r.axis(other), 0.0);
}

void TestLintMeaning::pairs_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("earlier");
    QTest::addColumn<QString>("later");
    QTest::addColumn<int>("axis"); // -1: nothing on conflict or redundancy
    // a requirement for every case against a prohibition with an only case
    QTest::newRow("en always offer / not unless asked")
        << "en"
        << "Always offer baggage insurance to every client."
        << "Do not offer baggage insurance unless the client asks for it." << int(Axis::Conflict);
    QTest::newRow("bs obavezno svakom / samo ako pita")
        << "bs"
        << "Svakom klijentu obavezno predložite osiguranje prtljage."
        << "Osiguranje prtljage ne nudite na svoju inicijativu, nego samo ako klijent sam pita." << int(Axis::Conflict);
    // … not a requirement without "always": the prohibition says when it may be done
    QTest::newRow("en confirm / never unless it succeeded") << "en"
                                                            << "Confirm the booking to the caller."
                                                            << "Never confirm a booking unless create_booking succeeded." << -1;
    // prices of one thing, one said with a word more (a warning: it may name another case)
    QTest::newRow("en free inspections / $75") << "en"
                                               << "Inspections are free of charge within the city limits."
                                               << "Every inspection costs $75." << int(Axis::Conflict);
    QTest::newRow("ru настройка рояля") << "ru"
                                        << "Настройка пианино стоит 4 500 рублей, рояля — 6 000 рублей."
                                        << "За настройку рояля мастер берёт 7 500 рублей." << int(Axis::Conflict);
    QTest::newRow("bs osnovni servis (…)") << "bs"
                                           << "Osnovni servis (podešavanje kočnica, podmazivanje lanca) košta 40 KM."
                                           << "Za osnovno održavanje, dakle štelovanje kočnica, naplaćujemo 55 KM."
                                           << int(Axis::Conflict);
    // … not two cases set against each other, not two steps' durations
    QTest::newRow("en within / outside Bristol") << "en"
                                                 << "Delivery within Bristol costs £6."
                                                 << "Delivery outside Bristol costs £12." << -1;
    // (in a prompt of two rules every word is named by two rules only: soleThing says nothing there; in
    // a longer prompt this pair is reported, a false conflict docs/lint.md lists)
    QTest::newRow("hr spreman za / podigne u roku od") << "hr"
                                                       << "Recite da je recept spreman za dva radna dana."
                                                       << "Podsjetite pozivatelja da recept podigne u roku od tjedan dana." << -1;
    QTest::newRow("bs paket časova / svaki čas") << "bs"
                                                 << "Svaki čas, uključujući i prvi, plaća se 20 KM."
                                                 << "Paket od osam časova plaća se 140 KM unaprijed." << -1;
    // "up to 24 hours before" is notice of at least 24 hours: free then, a fee with less
    QTest::newRow("en up to 24 hours before / less than 24 hours")
        << "en"
        << "Cancellation is free of charge up to 24 hours before the visit."
        << "Cancellations less than 24 hours before the visit cost £20." << -1;
    QTest::newRow("hr do 24 sata prije / manje od 24 sata")
        << "hr"
        << "Otkazivanje termina bez naknade moguće je do 24 sata prije dolaska."
        << "Za otkazivanje manje od 24 sata prije dolaska naplaćuje se pola cijene tretmana." << -1;
    QTest::newRow("en up to 24 hours before / at least two days")
        << "en"
        << "Customers can cancel free of charge up to 24 hours before the visit."
        << "Tell the customer that cancelling is free only if they let us know at least two days before the visit."
        << int(Axis::Conflict);
    // forbidding to act without something requires it
    QTest::newRow("en never without / always take") << "en"
                                                    << "Always take the caller's phone number for a table booking."
                                                    << "Never book a table without a phone number." << int(Axis::Redundancy);
    QTest::newRow("bs bez vakcine ne može / provjerite vakcinu")
        << "bs"
        << "Obavezno provjerite da pas ima važeću vakcinu protiv bjesnila."
        << "Pas bez vakcine protiv bjesnila ne može biti primljen." << int(Axis::Redundancy);
    QTest::newRow("ru нельзя, не узнав / обязательно спросите")
        << "ru"
        << "Прежде чем записать пациента, обязательно спросите номер полиса."
        << "Нельзя оформлять запись, не узнав номер полиса." << int(Axis::Redundancy);
    // … "bez obzira" (regardless) is no such second negation
    QTest::newRow("bs bez obzira na razlog") << "bs"
                                             << "Novac za vožnju uvijek vratite na račun korisnika."
                                             << "Nikad ne vraćajte novac za vožnje, bez obzira na razlog." << int(Axis::Conflict);
    // a light verb that meets nothing does not count («проводить занятия» is about the lessons)
    QTest::newRow("ru предлагайте урок / не проводим занятий")
        << "ru"
        << "Всегда предлагайте новым студентам пробный урок."
        << "Пробных занятий мы не проводим — не обещайте их." << int(Axis::Conflict);
    // two long rules meet on 40% of their words
    QTest::newRow("en address and storeys / address and floors")
        << "en"
        << "Ask every caller for the street address and whether the house has one or two storeys."
        << "Make sure you get the property's address and the number of floors before booking anything." << int(Axis::Redundancy);
    // a one-word rule against the same rule from the other side
    QTest::newRow("en be brief / not long") << "en"
                                            << "Be brief."
                                            << "Do not give long answers." << int(Axis::Redundancy);
    QTest::newRow("bs budite kratki / ne duge") << "bs"
                                                << "Budite kratki."
                                                << "Nemojte davati duge odgovore." << int(Axis::Redundancy);
    // a stated fact with a number says what the rule with the same number says: 24 hours = a day;
    // «не больше» is a bound, not a prohibition
    QTest::newRow("ru 24 часа / не больше суток") << "ru"
                                                  << "Отложите заказ на 24 часа."
                                                  << "Заказ хранится в аптеке не больше суток." << int(Axis::Redundancy);
    // … and a different duration without a numeral is a number conflict
    QTest::newRow("en 48 hours / a day") << "en"
                                         << "Hold the table for 48 hours."
                                         << "Hold the table for a day." << int(Axis::Conflict);
    QTest::newRow("hr 48 sati / jedan dan") << "hr"
                                            << "Rezervaciju čuvamo 48 sati."
                                            << "Rezervacija se čuva jedan dan." << int(Axis::Conflict);
    // word groups of phone-agent concepts
    QTest::newRow("en text message / SMS") << "en"
                                           << "Confirm every reservation by text message."
                                           << "Do not send SMS confirmations." << int(Axis::Conflict);
    QTest::newRow("en transfer / put through") << "en"
                                               << "Transfer angry callers to the manager."
                                               << "Do not put upset callers through to a supervisor." << int(Axis::Conflict);
    QTest::newRow("bs prevoz / transfer do aerodroma") << "bs"
                                                       << "Uvijek ponudite prevoz do aerodroma."
                                                       << "Nikada ne nudite transfer do aerodroma." << int(Axis::Conflict);
    // "when" after a verb of asking asks, it sets no condition; «узнайте» / «спросите» and
    // «заезд» / «приехать» are word groups
    QTest::newRow("ru узнайте / спросите, когда") << "ru"
                                                  << "Узнайте дату заезда."
                                                  << "Спросите, когда гость приедет." << int(Axis::Redundancy);
    QTest::newRow("hr pitajte / saznajte kada") << "hr"
                                                << "Pitajte za datum dolaska."
                                                << "Saznajte kada gost dolazi." << int(Axis::Redundancy);
    QTest::newRow("hr ljubazni / pristojno") << "hr"
                                             << "Budite ljubazni."
                                             << "Uvijek govorite pristojno." << int(Axis::Redundancy);
    QTest::newRow("hr odobravajte / nudite") << "hr"
                                             << "Ne odobravajte popuste."
                                             << "Ne nudite sniženja." << int(Axis::Redundancy);
    // a light verb that meets nothing says nothing: «ставьте диагнозы» is «диагностируйте»
    QTest::newRow("ru ставьте диагнозы / диагностируйте") << "ru"
                                                          << "Не ставьте диагнозы."
                                                          << "Никогда не диагностируйте по телефону." << int(Axis::Redundancy);
    // forbidding what lies beyond a bound is requiring the bound: the two say the same, no conflict (people per
    // table are a group's size)
    QTest::newRow("en more than 8 / no more than 8") << "en"
                                                     << "Never book more than 8 people at one table."
                                                     << "Book no more than 8 people per table." << int(Axis::Redundancy);
    // a prohibition with its exception against a requirement in that case
    QTest::newRow("en unless / only when") << "en"
                                           << "Never say a table is booked or cancelled unless the tool said so."
                                           << "Only when create_booking succeeds, tell the caller the table is booked." << -1;
    // a tool's name is a name: "create_booking" is not "create" and "booking"
    QTest::newRow("en tool name") << "en"
                                  << "Call create_booking once."
                                  << "Ask which booking the caller wants to create." << -1;
    // numbers in words: a fraction of a unit, a month, a number word in another case
    // one rule always offers what the other forbids offering, in rules too long for most of them to
    // meet: the verbs meet, and next to them the thing few other rules name (offeredThing; the hr pair
    // is short enough to meet by share as well)
    QTest::newRow("hr uvijek ponudite / nikada ne nudite degustaciju")
        << "hr"
        << "Uvijek ponudite gostima i degustaciju vina uz večeru."
        << "Degustaciju vina nikada ne nudite telefonom, jer je organizira isključivo sommelier nakon dogovora s gostom."
        << int(Axis::Conflict);
    QTest::newRow("ru всегда предлагайте / никогда не предлагайте упаковку")
        << "ru"
        << "Всегда предлагайте клиенту подарочную упаковку к заказу."
        << "Никогда не предлагайте упаковку по телефону — её оформляют только в магазине после осмотра товара."
        << int(Axis::Conflict);
    QTest::newRow("en always suggest / never propose a tasting")
        << "en"
        << "When a couple books the chef's table, always suggest the wine tasting as well."
        << "Never propose tastings to anyone on the phone; the sommelier arranges them in person once the guests arrive."
        << int(Axis::Conflict);
    // offering a thing and telling that it is given are one
    QTest::newRow("bs ne nudite / uvijek recite da je besplatno")
        << "bs"
        << "Nemojte nuditi besplatan prevoz do aerodroma, jer kombi vozi samo za grupe i to uz doplatu."
        << "Uvijek recite gostima da je prevoz do aerodroma kod nas besplatan za sve goste hotela." << int(Axis::Conflict);
    // what the replies are to be ("neka budu", «пусть будут») is a requirement: the other side of "no
    // long explanations"
    QTest::newRow("hr neka budu kratki / ne upuštajte se u duga objašnjenja")
        << "hr"
        << "Ne upuštajte se u duga objašnjenja."
        << "Odgovori neka budu kratki i jednostavni." << int(Axis::Redundancy);
    // … not when the word they share stands far from the verb: two things told
    // "always" against "never", one word of the same thing in other forms (alwaysAgainstNever)
    QTest::newRow("hr uvijek / nikad, one word: ugradnja / ugradnju")
        << "hr"
        << "Kupcima uvijek ponudite ugradnju bojlera uz kupnju."
        << "Nikad ne radimo ugradnju kod kupca, samo prodaju." << int(Axis::Conflict);
    QTest::newRow("ru всегда / никогда, one word: гравировку")
        << "ru"
        << "Всегда предлагайте бесплатную гравировку на браслете при покупке."
        << "Никогда не делайте гравировку бесплатно — она оплачивается отдельно." << int(Axis::Conflict);
    QTest::newRow("en always / never: invoices / invoice")
        << "en"
        << "Always email invoices to business customers the same day."
        << "Never send an invoice by email; invoices go out by post only." << int(Axis::Conflict);
    // … not for asking about it, nor past a semicolon, nor in a reason or a consequence
    QTest::newRow("bs uvijek pitajte / nikad ne tvrdite: asking about it")
        << "bs"
        << "Uvijek pitajte da li neko od ukućana ima alergiju na kikiriki ili jaja."
        << "Nikad ne tvrdite da kolači ne sadrže kikiriki." << -1;
    QTest::newRow("en always / never, the word past a semicolon")
        << "en"
        << "Always read the pickup address back before you confirm the order."
        << "Never take card numbers by phone; payment goes through the link in the confirmation text." << -1;
    QTest::newRow("en so ... always, a consequence") << "en"
                                                     << "The bakery uses nuts, sesame and milk, so traces are always possible."
                                                     << "Never guarantee that a cake or the bakery is free of an allergen." << -1;
    QTest::newRow("en always tell / never tell, entrance far from the verb")
        << "en"
        << "Always tell callers the opening times when they ask, and say that the guide explains the rest at the entrance."
        << "Never tell callers whether a painting is genuine or what it is worth; such questions go to the curator at the "
           "entrance."
        << -1;
    // numbers in words past twenty, and distances ("80 km"; "80 KM" is money)
    QTest::newRow("hr 80 km / osamdeset kilometara")
        << "hr"
        << "Šatore ne postavljamo na udaljenosti većoj od 80 km od Osijeka."
        << "Izvan kruga od osamdeset kilometara oko Osijeka ne dostavljamo." << int(Axis::Redundancy);
    QTest::newRow("en 20 miles / 30 miles") << "en"
                                            << "We deliver to addresses within a radius of 20 miles of Leeds."
                                            << "Deliveries go to addresses up to 30 miles from Leeds." << int(Axis::Conflict);
    QTest::newRow("ru три тысячи двести / 3200 рублей") << "ru"
                                                        << "Выезд мастера стоит три тысячи двести рублей."
                                                        << "Выезд мастера стоит 3200 рублей." << int(Axis::Redundancy);
    QTest::newRow("en two hundred fifty / 300 pounds") << "en"
                                                       << "A hot tub delivery costs two hundred fifty pounds."
                                                       << "A hot tub delivery costs 300 pounds." << int(Axis::Conflict);
    // a fraction of the whole amount; a price per square metre (the unit is no part of the subject)
    QTest::newRow("hr 30 % / polovica ukupnog iznosa")
        << "hr"
        << "Rezervacija je potvrđena kad klijent uplati akontaciju od 30 % iznosa."
        << "Za potvrdu rezervacije traži se akontacija od polovice ukupnog iznosa." << int(Axis::Conflict);
    QTest::newRow("bs 18 KM po kvadratu / 22 KM/m²")
        << "bs"
        << "Brušenje i lakiranje parketa košta 18 KM po kvadratu."
        << "Brušenje i lakiranje parketa naplaćuje se 22 KM/m²." << int(Axis::Conflict);
    QTest::newRow("en 30 minutes / a quarter of an hour")
        << "en"
        << "Hold reserved tickets until 30 minutes before the film."
        << "Hold reserved tickets until a quarter of an hour before the film." << int(Axis::Conflict);
    QTest::newRow("en 30 minutes / half an hour") << "en"
                                                  << "Hold reserved tickets for 30 minutes."
                                                  << "Hold reserved tickets for half an hour." << int(Axis::Redundancy);
    // forbidden to all but some / allowed only to them: one rule from both sides (not against a rule that
    // forbids it to all)
    QTest::newRow("hr nikome tko nije stranka / smijete dati samo osobi")
        << "hr"
        << "Ne otkrivajte podatke o tuđem predmetu nikome tko nije stranka ili njezin opunomoćenik."
        << "Podatke o predmetu smijete dati samo osobi na koju se predmet odnosi ili njezinu opunomoćeniku."
        << int(Axis::Redundancy);
    QTest::newRow("bs osobama koje nisu roditelji / samo roditeljima")
        << "bs"
        << "Ne dajte nikakve informacije o djetetu osobama koje nisu roditelji ili staratelji."
        << "Podatke o djeci smijete saopćiti samo roditeljima i starateljima." << int(Axis::Redundancy);
    QTest::newRow("en anyone other than the applicant / only with the applicant")
        << "en"
        << "Never give out application details to anyone other than the applicant."
        << "You may discuss application details only with the applicant." << int(Axis::Redundancy);
    QTest::newRow("ru никому, кроме самого клиента / только самому клиенту")
        << "ru"
        << "Не сообщайте сведения о заказе никому, кроме самого клиента."
        << "Сведения о заказе можно сообщать только самому клиенту." << int(Axis::Redundancy);
    QTest::newRow("en never offer discounts / only to members")
        << "en"
        << "Never offer discounts on the phone."
        << "You may offer discounts on the phone only to members." << int(Axis::Conflict);
    // a negated statement of a bound allows the other side, as a prohibition does
    QTest::newRow("en under 10 are not accepted / open to children aged 8 and over")
        << "en"
        << "Children under 10 are not accepted in group lessons."
        << "Group lessons are open to children aged 8 and over." << int(Axis::Conflict);
    QTest::newRow("en under 8 are not accepted / open to children aged 8 and over")
        << "en"
        << "Children under 8 are not accepted in group lessons."
        << "Group lessons are open to children aged 8 and over." << int(Axis::Redundancy);
    // a rule of opening hours that closes a day too, by clause; two periods of the year are no conflict
    QTest::newRow("ru суббота с 10:00, воскресенье — выходной / по субботам закрыто")
        << "ru"
        << "Бюро работает с понедельника по пятницу с 9:00 до 18:00, в субботу — с 10:00 до 14:00, воскресенье — выходной."
        << "По субботам бюро закрыто, консультации в этот день не назначайте." << int(Axis::Conflict);
    QTest::newRow("hr strojevi rade do subote, a nedjeljom ne radimo / subotom se ne izvode radovi")
        << "hr"
        << "Strojevi rade od ponedjeljka do subote od 7:00 do 19:00, a nedjeljom i blagdanima ne radimo."
        << "Subotom se ne izvode radovi, pa termine nudi samo od ponedjeljka do petka." << int(Axis::Conflict);
    QTest::newRow("hr subotom, nedjeljom i blagdanima zatvoren / u sezoni i subotom od 8:00")
        << "hr"
        << "Subotom, nedjeljom i blagdanima ured je zatvoren tijekom cijele godine."
        << "Tijekom turističke sezone, od 1. lipnja do 30. rujna, ured je otvoren i subotom od 8:00 do 12:00."
        << int(Axis::Conflict);
    QTest::newRow("bs od novembra do marta, ponedjeljkom zatvorena / od aprila do oktobra svaki dan")
        << "bs"
        << "Od novembra do marta žičara radi od 10:00 do 17:00, a ponedjeljkom je zatvorena zbog održavanja."
        << "Od aprila do oktobra žičara radi svaki dan od 9:00 do 21:00." << -1;
    // the work a closed day forbids is what the other rule's hours are of
    QTest::newRow("bs vikendom ne izvodimo radove / ekipe rade do subote")
        << "bs"
        << "Vikendom ne izvodimo nikakve radove na objektima."
        << "Ekipe na terenu rade od ponedjeljka do subote." << int(Axis::Conflict);
    // a word of a tool's name is no negation ("order_no_wait")
    QTest::newRow("en closed on Sundays / open … order_no_wait")
        << "en"
        << "The shop is closed on Sundays."
        << "On Sundays the shop is open from 10:00 to 14:00 for orders placed with order_no_wait(item)." << int(Axis::Conflict);
    // the informal imperative ("pročitaj") asks as the formal one does
    QTest::newRow("bs pročitaj kupcu / uvijek ponovi")
        << "bs"
        << "Prije nego što pozoveš alat za rezervaciju, pročitaj kupcu njegovo ime i broj telefona."
        << "Uvijek ponovi ime i broj telefona kupca prije potvrde." << int(Axis::Redundancy);
    // a directive after a colon that a statement leads to is a clause of its own
    QTest::newRow("en never suggest a dose / not a vet: you must not recommend")
        << "en"
        << "Never suggest a dose of wormer or any other medicine over the phone."
        << "Be warm and practical and talk like someone who knows the trade, but you are not a vet: you must not "
           "recommend medicines, wormers or doses."
        << int(Axis::Redundancy);
    // half a unit more, after the number or after the unit (not "i po potrebi")
    QTest::newRow("en 90 minutes / an hour and a half") << "en"
                                                        << "The guided tour lasts 90 minutes."
                                                        << "The guided tour lasts an hour and a half." << int(Axis::Redundancy);
    QTest::newRow("en five and a half hours / 6 hours") << "en"
                                                        << "Runners must finish within five and a half hours."
                                                        << "Runners must finish within 6 hours." << int(Axis::Conflict);
    QTest::newRow("ru полтора часа / 90 минут") << "ru"
                                                << "Экскурсия длится полтора часа."
                                                << "Экскурсия длится 90 минут." << int(Axis::Redundancy);
    QTest::newRow("ru два с половиной часа / 2 часа") << "ru"
                                                      << "Экскурсия длится два с половиной часа."
                                                      << "Экскурсия длится 2 часа." << int(Axis::Conflict);
    QTest::newRow("hr sat i pol / 90 minuta") << "hr"
                                              << "Proba traje sat i pol."
                                              << "Proba traje 90 minuta." << int(Axis::Redundancy);
    QTest::newRow("bs dva sata i po / dva sata") << "bs"
                                                 << "Proba traje dva sata i po."
                                                 << "Proba traje dva sata." << int(Axis::Conflict);
    QTest::newRow("bs jedan sat i po potrebi / 60 minuta") << "bs"
                                                           << "Termin traje jedan sat i po potrebi se produžuje."
                                                           << "Termin traje 60 minuta." << int(Axis::Redundancy);
    QTest::newRow("hr 15 dana / mjesec dana")
        << "hr"
        << "Rok za prigovor na račun je 15 dana."
        << "Prigovor na račun može se podnijeti u roku od mjesec dana." << int(Axis::Conflict);
    QTest::newRow("ru три дня / минимум за неделю")
        << "ru"
        << "Групповые экскурсии бронируются не позднее чем за три дня до визита."
        << "Экскурсию для группы можно заказать минимум за неделю." << int(Axis::Conflict);
    QTest::newRow("bs 30 % / polovina iznosa") << "bs"
                                               << "Akontacija iznosi 30 % cijene."
                                               << "Akontacija iznosi polovinu cijene." << int(Axis::Conflict);
    // "is free" in a condition is not taken, no price of nothing; after the condition's comma it is one
    QTest::newRow("en if the hut is free / a hut costs £35 (quiet, sole)")
        << "en"
        << "If the hut is free, take the caller's full name and book the hut."
        << "A beach hut costs £35 a day." << -1;
    QTest::newRow("en if you book before May, the hut is free / the hut costs £35")
        << "en"
        << "If you book before May, the beach hut is free."
        << "The beach hut costs £35 a day." << int(Axis::Conflict);
    // a phrase with a hyphen is read as the words it is made of: "non-refundable" forbids a refund
    QTest::newRow("en fees are non-refundable / cancelled with a full refund within 7 days")
        << "en"
        << "Research fees are non-refundable from the moment of payment."
        << "A research order can be cancelled with a full refund within 7 days of payment, provided work has not started."
        << int(Axis::Conflict);
    // nothing paid apart for it is free: against what a price includes, or another free
    QTest::newRow("en prices include labour / no separate charge for labour")
        << "en"
        << "Prices include VAT and labour."
        << "There is no separate charge for labour, and VAT is already in the package price." << int(Axis::Redundancy);
    QTest::newRow("bs probni trening je besplatan / roditelj ne plaća ništa")
        << "bs"
        << "Prvi probni trening je besplatan."
        << "Za prvi dolazak na trening, koji je probni, roditelj ne plaća ništa." << int(Axis::Redundancy);
    // transport is delivery
    QTest::newRow("en pay nothing for transport within 25 miles / delivery free within 25 miles")
        << "en"
        << "Buyers whose site is no more than 25 miles from the yard pay nothing for transport."
        << "Delivery is free within 25 miles of the yard; beyond that we charge £3 per extra mile." << int(Axis::Redundancy);
    // what is paid up front is a deposit
    QTest::newRow("en take a £10 deposit / never charge anything upfront")
        << "en"
        << "Always take a £10 deposit for bookings after 6 pm."
        << "Never charge callers anything upfront for a lane reservation." << int(Axis::Conflict);
    // the same months closed twice for one thing
    QTest::newRow("hr tijekom srpnja i kolovoza djeca ne treniraju / u srpnju i kolovozu treninga nema")
        << "hr"
        << "Škola vaterpola ljeti pauzira, pa tijekom srpnja i kolovoza djeca ne treniraju."
        << "U srpnju i kolovozu treninga škole vaterpola nema." << int(Axis::Redundancy);
    // at most so many each is at most so many
    QTest::newRow("ru максимум по восемь учеников / не больше 8 детей (sole)")
        << "ru"
        << "Группы мы набираем максимум по восемь учеников."
        << "В одной группе занимается не больше 8 детей." << int(Axis::Redundancy);
    // a permission denied to every one of a list forbids them all
    QTest::newRow("en must not light barbecues / No barbecues, open flames or grills are allowed")
        << "en"
        << "Guests must not light barbecues or any other fire inside a hut or on the promenade around it."
        << "No barbecues, open flames or disposable grills are allowed in or next to the huts." << int(Axis::Redundancy);
    // a length said with its days after "od" is one of it: "od godinu dana" is a year
    QTest::newRow("bs garanciju od godinu dana / 24 mjeseca (sole)")
        << "bs"
        << "Za nove uređaje kupac dobija garanciju od godinu dana."
        << "Garancija na nove kase i printere je 24 mjeseca." << int(Axis::Conflict);
    // a fifth of the amount is 20 %
    QTest::newRow("hr predujam od 20 % iznosa / petinu iznosa")
        << "hr"
        << "Pri predaji vozila klijent plaća predujam od 20 % iznosa iz ponude."
        << "Kad ostavlja vozilo u radionici, vlasnik unaprijed uplaćuje petinu iznosa iz ponude." << int(Axis::Redundancy);
    // what a number is about is in its own clause; «занятие» / «урок» are one word group
    QTest::newRow("ru бесплатное / 1500 рублей")
        << "ru"
        << "Первое пробное занятие бесплатное, на нём инструктор оценивает навыки и подсказывает, как учиться."
        << "Пробный урок стоит 1500 рублей и оплачивается на месте." << int(Axis::Conflict);
    // entries of a list, each under its own label, are items, not one statement twice
    QTest::newRow("hr list items") << "hr"
                                   << "Grupni tečaj za odrasle: tri dana po dva sata, 95 eura."
                                   << "Grupni tečaj za djecu: pet dana po dva sata, 120 eura." << -1;
    QTest::newRow("en same label") << "en"
                                   << "Parking: free of charge."
                                   << "Parking: 5 euros a day." << int(Axis::Conflict);
    // "and whether" / "and if" after a verb of asking is a second question, not a condition
    QTest::newRow("en ask / find out and if") << "en"
                                              << "Ask for the floor and whether there is a lift."
                                              << "Find out the floor and if a lift is available." << int(Axis::Redundancy);
    // the same modality with an antonym: "never waive" the fee is "always charge" it
    QTest::newRow("en never waive / never charged") << "en"
                                                    << "Under no circumstances waive the late cancellation fee."
                                                    << "Never charge a fee for late cancellation." << int(Axis::Conflict);
    QTest::newRow("ru говорите кратко / избегайте монологов") << "ru"
                                                              << "Говорите кратко и по делу."
                                                              << "Избегайте длинных монологов." << int(Axis::Redundancy);
    // rules that meet in one clause: a relative clause and a leading condition qualify the main one
    QTest::newRow("ru скидку / снижение платы") << "ru"
                                                << "Никогда не предлагай скидку клиентам, которые хотят расторгнуть договор."
                                                << "Если абонент уходит к другому провайдеру, предложи ему снижение "
                                                   "абонентской платы на 20 %."
                                                << int(Axis::Conflict);
    QTest::newRow("hr ; clause") << "hr"
                                 << "Nikada ne tražite od pozivatelja broj kartice."
                                 << "Zabranjeno je pitati za podatke s platne kartice; račune je moguće platiti uplatnicom."
                                 << int(Axis::Redundancy);
    // dates, and numbers with a space between the thousands
    QTest::newRow("en 15 January / 31 January") << "en"
                                                << "The application deadline is 15 January."
                                                << "The application deadline is January 31st." << int(Axis::Conflict);
    QTest::newRow("ru 900 / 1 200 рублей") << "ru"
                                           << "Проверка зрения стоит 900 рублей."
                                           << "Стоимость обследования зрения — 1 200 рублей." << int(Axis::Conflict);
    // free against half the price
    QTest::newRow("hr bez naknade / pola cijene")
        << "hr"
        << "Otkazivanje termina bez naknade moguće je do 24 sata prije dolaska."
        << "Za svaki otkazani termin naplaćuje se pola cijene tretmana." << int(Axis::Conflict);
    // two items of a list: every kind of number differs
    QTest::newRow("hr items of a price list") << "hr"
                                              << "Masaža vrućim kamenjem (75 minuta) stoji 75 eura."
                                              << "Klasična masaža (50 minuta) stoji 55 eura." << -1;
    // the hours of two different things
    QTest::newRow("hr reception / check-in hours") << "hr"
                                                   << "Recepcija radi svaki dan od 7:00 do 23:00."
                                                   << "Dolazak je od 14:00 do 22:00." << -1;
    // "nije dopuštena" forbids; two words of one concept ("PIN ili lozinku") are one
    QTest::newRow("hr nije dopuštena") << "hr"
                                       << "Trudnicama ne nudite masažu vrućim kamenjem."
                                       << "Masaža vrućim kamenjem nije dopuštena za trudnice." << int(Axis::Redundancy);
    QTest::newRow("hr PIN ili lozinku / šifru")
        << "hr"
        << "Nikad ne tražite od korisnika PIN ili lozinku uređaja."
        << "Zabranjeno je pitati pozivatelja za šifru za otključavanje telefona." << int(Axis::Redundancy);
    // the two verbs of an aspect pair are one verb ("vraćajte" / "vratite", "prodavati" / "prodati")
    QTest::newRow("bs vraćajte / vratite") << "bs"
                                           << "Nikad ne vraćajte novac za vožnje."
                                           << "Novac za vožnju uvijek vratite na račun korisnika." << int(Axis::Conflict);
    // forbidding more than four allows at most four: against at most six, a number conflict
    QTest::newRow("hr više od četiri / najviše šest")
        << "hr"
        << "Nemojte prodavati više od četiri ulaznice jednom kupcu."
        << "Jednom kupcu možete prodati najviše šest ulaznica." << int(Axis::Conflict);
    // … "više" is a word of the bound, not of what it bounds: the subjects are five words each
    QTest::newRow("bs više od četiri / najviše šest karata")
        << "bs"
        << "Nemojte prodavati više od četiri karte za grupnu vožnju jednom kupcu."
        << "Jednom kupcu možete prodati najviše šest karata za grupnu vožnju." << int(Axis::Conflict);
    // "is refundable" allows what "cannot be refunded" forbids
    QTest::newRow("en cannot be refunded / is refundable")
        << "en"
        << "Deposits cannot be refunded under any circumstances."
        << "The deposit is refundable if the event is cancelled at least 60 days in advance." << int(Axis::Conflict);
    // a word between a number and its unit ("pet radnih dana"); "besplatan" is free
    QTest::newRow("bs pet / tri radna dana") << "bs"
                                             << "Standardne narudžbe izrađujemo za pet radnih dana."
                                             << "Standardne narudžbe izrađujemo za tri radna dana." << int(Axis::Conflict);
    QTest::newRow("bs 10 KM / besplatan") << "bs"
                                          << "Za probni čas naplaćuje se 10 KM."
                                          << "Probni čas je besplatan i traje 30 minuta." << int(Axis::Conflict);
    // … but a clause that meets only on a general verb and one common word is no pair
    QTest::newRow("en clause, general words") << "en"
                                              << "Never read out another guest's booking details."
                                              << "Only when create_booking succeeds, tell the caller the table is booked." << -1;
    // a bound word earlier in the number's clause: at least 20 against at least 10
    QTest::newRow("ru минимальный заказ / от 10") << "ru"
                                                  << "Минимальный заказ — 20 порций."
                                                  << "Заказы принимаем от 10 порций." << int(Axis::Conflict);
    // "not free" is no price of nothing: free against 30 KM
    QTest::newRow("bs ne radimo besplatno / besplatna dostava")
        << "bs"
        << "Uvijek ponudite besplatnu dostavu namještaja."
        << "Dostavu namještaja ne radimo besplatno, naplaćuje se 30 KM." << int(Axis::Conflict);
    // "free" in both, over different thresholds: the thresholds conflict
    QTest::newRow("ru бесплатно от 5000 / свыше 7000") << "ru"
                                                       << "Заказы свыше 7000 рублей доставляем бесплатно."
                                                       << "Доставка бесплатная при заказе от 5000 рублей." << int(Axis::Conflict);
    // a long rule whose subject meets two of the other's three words
    QTest::newRow("en vouchers valid 12 months / expire after 6")
        << "en"
        << "Store credit vouchers are valid for 12 months."
        << "When you issue a voucher, tell the customer that the store credit voucher expires 6 months after the date of issue."
        << int(Axis::Conflict);
    // notice before an event is no length of it
    QTest::newRow("en tour lasts / booked before") << "en"
                                                   << "The guided tour lasts 2 hours."
                                                   << "Guided tours must be booked at least 3 days before the visit." << -1;
    // the same amount about the same thing, one of them in words: a repetition
    QTest::newRow("bs 25 KM / dvadeset pet maraka")
        << "bs"
        << "Za izgubljen ključ naplaćuje se 25 KM."
        << "Svaki ključ koji gost ne vrati košta dvadeset pet maraka." << int(Axis::Redundancy);
    // … a count is said where each rule needs it
    QTest::newRow("bs četiri cifre / četiri cifre")
        << "bs"
        << "Zamolite klijenta da kaže datum rođenja i posljednje četiri cifre kartice."
        << "Nikad ne recite puni broj kartice: samo posljednje četiri cifre." << -1;
    // "you have no right to" forbids
    QTest::newRow("bs nemate pravo / ne obećavajte")
        << "bs"
        << "Ne obećavajte klijentu tačan datum isporuke."
        << "Nemate pravo garantovati kupcu tačan dan isporuke." << int(Axis::Redundancy);
    QTest::newRow("ru не имеете права / не называйте")
        << "ru"
        << "Не называйте клиенту диагноз."
        << "Вы не имеете права сообщать пациенту диагноз по телефону." << int(Axis::Redundancy);
    // «неуместны», "inappropriate" forbid
    QTest::newRow("ru кратко / длинные ответы неуместны") << "ru"
                                                          << "Отвечайте кратко."
                                                          << "Длинные ответы неуместны." << int(Axis::Redundancy);
    // offering something commits to it: "always offer" against "never promise"
    QTest::newRow("en offer free / never promise free") << "en"
                                                        << "Always offer a free test drive to new customers."
                                                        << "Never promise a free test drive." << int(Axis::Conflict);
    QTest::newRow("hr ponudite / ne obećavajte") << "hr"
                                                 << "Uvijek ponudite besplatnu dostavu cvijeća."
                                                 << "Nikada ne obećavajte besplatnu dostavu cvijeća." << int(Axis::Conflict);
    // … «не» before the verb does not make the fitting paid: both speak of free fittings
    QTest::newRow("ru предлагайте / не обещайте бесплатных")
        << "ru"
        << "Всегда предлагайте бесплатную примерку."
        << "Ни в коем случае не обещайте бесплатных примерок." << int(Axis::Conflict);
    // "exceeds" is a lower bound
    QTest::newRow("en free over 50 / exceeds 80") << "en"
                                                  << "Delivery is free for orders over 50 euros."
                                                  << "We deliver for free once an order exceeds 80 euros." << int(Axis::Conflict);
    // a word said twice ("per gutter") is one word of the subject
    QTest::newRow("en £40 per gutter / £55 per visit") << "en"
                                                       << "Gutter cleaning: £40 per gutter."
                                                       << "Gutter cleaning is charged at £55 per visit." << int(Axis::Conflict);
    // notice: «не позднее чем за сутки до» and "najkasnije 24 sata prije" are at least that much
    QTest::newRow("ru минимум за 3 часа / не позднее чем за сутки")
        << "ru"
        << "Зал бронируется минимум за 3 часа до начала."
        << "Зал можно забронировать не позднее чем за сутки до начала." << int(Axis::Conflict);
    QTest::newRow("hr najkasnije 24 sata / do 48 sati prije")
        << "hr"
        << "Termin se otkazuje najkasnije 24 sata prije dolaska."
        << "Otkazivanje termina moguće je do 48 sati prije dolaska." << int(Axis::Conflict);
    // this round (set 10's misses): a size said as "one week's" and «через неделю»; the same
    // prepayment, one subject inside the other, with its copula left out; slowly / clearly and
    // weight in Bosnian, one rule stressing a case ("posebno kad"), not setting a condition
    QTest::newRow("en 14 days' / one week's notice") << "en"
                                                     << "Tenants must give 14 days' notice."
                                                     << "Tenants may leave with one week's notice." << int(Axis::Conflict);
    QTest::newRow("ru через неделю / через 10 дней") << "ru"
                                                     << "Перезвоните клиенту через неделю."
                                                     << "Перезвоните клиенту через 10 дней." << int(Axis::Conflict);
    QTest::newRow("ru предоплата 30 % / половина") << "ru"
                                                   << "Для бронирования даты нужна предоплата 30 % от стоимости пакета."
                                                   << "Предоплата составляет половину стоимости пакета." << int(Axis::Conflict);
    QTest::newRow("bs polako i razgovijetno / sporo i jasno")
        << "bs"
        << "Govorite polako i razgovijetno, posebno kad navodite cijene."
        << "Cijene izgovarajte sporo i jasno, da ih mušterija može zapisati." << int(Axis::Redundancy);
    QTest::newRow("bs težina / kilaža")
        << "bs"
        << "Ne obećavajte tačnu težinu komada, jer se meso važe pri preuzimanju."
        << "Konačna kilaža se utvrđuje tek na vagi u radnji, pa unaprijed ne garantujte precizan broj grama."
        << int(Axis::Redundancy);
    // set 11's: "računamo" and "vrijedi" are the value's verbs, no words of what it is about; "tek od"
    // is a threshold, so free delivery over 300 and over 500 compare their thresholds
    QTest::newRow("bs krečenje 4 KM / 5,50 KM")
        << "bs"
        << "Krečenje zidova bijelom bojom košta 4 KM po kvadratu."
        << "Za bijelo krečenje računamo 5,50 KM po metru kvadratnom." << int(Axis::Conflict);
    QTest::newRow("hr besplatna iznad 300 / tek od 500")
        << "hr"
        << "Dostava je besplatna za narudžbe iznad 300 eura na području Splita, Solina i Kaštela."
        << "Besplatan prijevoz vrijedi tek od 500 € vrijednosti narudžbe." << int(Axis::Conflict);
    // set 12's: the verb that has the agent say a price is no word of what the price is about
    QTest::newRow("bs 4 KM / recite da … iznosi 5 KM")
        << "bs"
        << "Mašinsko pranje tepiha: 4 KM po kvadratnom metru."
        << "Ako neko pita koliko košta obično pranje, recite da standardno mašinsko pranje iznosi 5 KM po kvadratu."
        << int(Axis::Conflict);
    // … but "Tell callers who cancel later" names the callers, a case of their own
    QTest::newRow("en free up to 24 hours / tell callers who cancel later")
        << "en"
        << "Patients cancel free of charge up to 24 hours before the appointment."
        << "Tell callers who cancel later than that about the fee of 30 euros." << -1;
    // set 15's: a long rule's price is about the topic it starts with (a warning: it may name another case)
    QTest::newRow("hr tura 30 eura / …, a cijena je 25 eura")
        << "hr"
        << "Gradska tura stoji 30 eura po odrasloj osobi."
        << "Gradska tura traje dva sata i polazi u 10:00 s glavnog trga, a cijena je 25 eura po osobi." << int(Axis::Conflict);
    // … a verb of knowing before what is stated is no word of its subject, and "plus VAT" no bound
    QTest::newRow("en remember that the premium is 22% / 25% plus VAT")
        << "en"
        << "Remember that the premium is 22% on all sales."
        << "Buyers pay a premium of 25% plus VAT on every sale." << int(Axis::Conflict);
    // … "u roku od" names a term, not what it is for
    QTest::newRow("hr u roku od tri radna dana / za deset radnih dana")
        << "hr"
        << "Zamjenske ploče isporučujemo u roku od tri radna dana."
        << "Zamjenske ploče stižu kupcu za deset radnih dana." << int(Axis::Conflict);
    // … a relational adjective meets its noun: the same notice twice
    QTest::newRow("ru школьные … за пять дней / от школ … за пять дней")
        << "ru"
        << "Школьные экскурсии нужно бронировать минимум за пять дней."
        << "Заявки от школ принимаются не позднее чем за пять дней до визита." << int(Axis::Redundancy);
    // set 16's: a tradesman's coming out is one thing, "izlazak" or "dolazak"
    QTest::newRow("bs izlazak … besplatan / za dolazak … 20 KM")
        << "bs"
        << "Izlazak majstora na teren u Tuzli je besplatan."
        << "Za dolazak na teren naplaćujemo 20 KM." << int(Axis::Conflict);
    QTest::newRow("en the call-out is free / a home visit costs £40")
        << "en"
        << "The call-out is free within the city."
        << "A home visit within the city costs £40." << int(Axis::Conflict);
    // set 17's: a party of people is a group, «компания» / «группа»
    QTest::newRow("ru компания не более восьми / группа до двенадцати")
        << "ru"
        << "Большой зал бронируется на компанию не более восьми человек."
        << "В большой зал можно записать группу до двенадцати гостей." << int(Axis::Conflict);
    // the negation of a trailing condition is no prohibition of the rule ("ako mu sada ne odgovara")
    // durations of one thing, one said with a word or two more: a warning, not only for prices
    QTest::newRow("en at least seven working days / within three")
        << "en"
        << "Tell callers that a standard service always takes at least seven working days."
        << "A standard service is finished within three working days of drop-off." << int(Axis::Conflict);
    QTest::newRow("bs tri dana / 48 sati") << "bs"
                                           << "Rezervisani dio čekamo tri dana."
                                           << "Rezervacija važi 48 sati, nakon toga se dio vraća u prodaju."
                                           << int(Axis::Conflict);
    // … but a count is said where each rule needs it
    QTest::newRow("en four-piece band / three rooms")
        << "en"
        << "We have three rooms."
        << "Room B fits a standard four- or five-piece band and costs £18 an hour." << -1;
    // a prohibition of acting without something repeats the rule that asks for it first, in the
    // same words with others around them
    QTest::newRow("bs bez broja šasije ne pokrećite / prije pretrage tražite")
        << "bs"
        << "Bez broja šasije ne pokrećite pretragu dijelova."
        << "Prije pretrage obavezno tražite broj šasije (VIN) sa saobraćajne dozvole." << int(Axis::Redundancy);
    // a count a rule permits is the most it allows
    QTest::newRow("bs do dva kofera / može ponijeti jedan")
        << "bs"
        << "Po osobi je dozvoljeno do dva velika kofera."
        << "Svaki putnik može ponijeti jedan veliki kofer i jednu ručnu torbu." << int(Axis::Conflict);
    // a directive whose object is "no" forbids it
    QTest::newRow("en do not promise / make no guarantees")
        << "en"
        << "Do not promise that an item will sell or reach a particular price."
        << "Make no guarantees about sale results or final prices." << int(Axis::Redundancy);
    // «уточнять» asks
    QTest::newRow("ru без указания подъезда не оформляйте / уточняйте подъезд")
        << "ru"
        << "Обязательно уточняйте номер подъезда и номер лифта в каждой заявке."
        << "Без указания подъезда и конкретного лифта заявку не оформляйте, переспросите эти данные." << int(Axis::Redundancy);
    // days one rule closes that another opens, for one thing
    QTest::newRow("hr vikendom ne prima / otvoreno od utorka do nedjelje")
        << "hr"
        << "Vikendom sklonište ne prima posjetitelje."
        << "Sklonište je otvoreno za posjetitelje od utorka do nedjelje, od 10 do 16 sati." << int(Axis::Conflict);
    QTest::newRow("en closed on Sundays / open Monday to Sunday")
        << "en"
        << "The garden centre is closed on Sundays."
        << "The garden centre is open Monday to Sunday from 9 am to 6 pm." << int(Axis::Conflict);
    // … not for two things, nor for days that do not overlap
    QTest::newRow("en no deliveries on Sundays / shop open Monday to Sunday")
        << "en"
        << "Deliveries do not run on Sundays."
        << "The shop is open Monday to Sunday from 9 am to 5 pm." << -1;
    QTest::newRow("ru в воскресенье закрыт / пн–сб") << "ru"
                                                     << "В воскресенье салон закрыт."
                                                     << "Салон открыт с понедельника по субботу с 10 до 20." << -1;
    // brevity: «растягивать» is long
    QTest::newRow("ru не растягивай / коротко") << "ru"
                                                << "Не растягивай ответы."
                                                << "Отвечай коротко." << int(Axis::Redundancy);
    // a verb of asking that is a noun of another forbidden verb forbids no asking
    QTest::newRow("hr ne odgovarajte na pitanja / uvijek pitajte")
        << "hr"
        << "Ne odgovarajte na zdravstvena pitanja o ljubimcu; uputite vlasnika veterinaru."
        << "Uvijek pitajte je li ljubimac cijepljen protiv bjesnoće." << -1;
    // two durations of one thing, the only word they share and no other rule of the prompt names
    // (soleThing; "(sole)": among six rules about other things)
    QTest::newRow("bs garancija šest mjeseci / 90 dana (sole)")
        << "bs"
        << "Na svaki popravak dajemo garanciju od šest mjeseci."
        << "Garancija na servisne radove važi 90 dana od preuzimanja mašine." << int(Axis::Conflict);
    QTest::newRow("en standard framing ten days / seven days (sole)")
        << "en"
        << "Standard framing orders are ready ten working days after the artwork is dropped off."
        << "Customers can expect standard frames back seven days after they leave the artwork with us." << int(Axis::Conflict);
    // … not when both state one duration, nor a word of the event counted from
    QTest::newRow("en arrive ten minutes before / early (sole)")
        << "en"
        << "Nobody shoots before the five-minute safety briefing, so ask everyone to arrive ten minutes before their slot."
        << "Remind them to arrive ten minutes early." << -1;
    QTest::newRow("hr rok izrade / 90 dana nakon isteka roka izrade (sole)")
        << "hr"
        << "Rok izrade je tri dana."
        << "Odjeću koja nije preuzeta 90 dana nakon isteka roka izrade doniramo u humanitarne svrhe." << -1;
    // a bound said by its sufficing: "dovoljno je" is no word of what the rules are about
    QTest::newRow("bs najmanje tri dana unaprijed / dovoljno je dan ranije")
        << "bs"
        << "Svadbena torta se naručuje najmanje tri dana unaprijed."
        << "Za svadbenu tortu dovoljno je da kupac nazove dan ranije." << int(Axis::Conflict);
    // … or one price each, of a thing named in two words or more that only these two rules name; not the items of
    // a price list, which share their first word only
    QTest::newRow("en new brake cable £18 / £22 (sole)")
        << "en"
        << "Fitting a new brake cable costs £18."
        << "A new brake cable, fitted while the customer waits, is £22." << int(Axis::Conflict);
    QTest::newRow("ru замена молнии / замена подкладки (sole)") << "ru"
                                                                << "Замена молнии на куртке — 900 ₽."
                                                                << "Замена подкладки — 1500 ₽." << -1;
    // "early" counts back from the appointment as "before" does; «полгода» is six months
    QTest::newRow("en 20 minutes early / twenty minutes before")
        << "en"
        << "New divers must arrive 20 minutes early to sign the waiver."
        << "Ask first-time divers to be here twenty minutes before the dive to sign the waiver." << int(Axis::Redundancy);
    QTest::newRow("ru полгода / шесть месяцев")
        << "ru"
        << "Сообщайте, что срок службы мембраны — полгода."
        << "Напоминайте клиенту, что мембрану нужно менять каждые шесть месяцев." << int(Axis::Redundancy);
    // two whole rules forbid in every case and name one thing three rules at most name, after the words that forbid
    // (forbiddenTwice); not a thing named before them, where the rule says what is done ("Živu ribu dajemo …,
    // nikad u vrećicama")
    QTest::newRow("hr ne dajte konačnu cijenu / nikad ne potvrđujte, konačnu ponudu")
        << "hr"
        << "Ne dajte kupcu konačnu cijenu ograde telefonom."
        << "Točan iznos za montažu nikad ne potvrđujte usmeno, nego recite da konačnu ponudu šalje voditelj radova."
        << int(Axis::Redundancy);
    QTest::newRow("hr ribu dajemo, nikad u vrećicama / ne dajte savjete o ribi")
        << "hr"
        << "Živu ribu dajemo samo u kantama s vodom, nikad u vrećicama."
        << "Ne dajte savjete o liječenju ribe." << -1;
    // free against a price of what both name first, the first word of a phrase («выезд мастера») too
    QTest::newRow("ru выезд мастера бесплатный / стоимость выезда специалиста")
        << "ru"
        << "Выезд мастера по Казани бесплатный."
        << "Стоимость выезда специалиста в черте города — 700 рублей." << int(Axis::Conflict);
    // years after a word for people are an age ("za osobe od 16 godina"), not a duration
    QTest::newRow("hr za osobe od 16 godina / djecu od 12 godina")
        << "hr"
        << "Tečaj ronjenja je za osobe od 16 godina naviše."
        << "Na tečaj ronjenja primamo i djecu od 12 godina, uz pratnju roditelja." << int(Axis::Conflict);
    // a deposit is one amount or one share, whatever else two unconditional rules say of it
    QTest::newRow("en deposit of 20% / a 35% deposit") << "en"
                                                       << "A deposit of 20% is taken with every kitchen order."
                                                       << "A 35% deposit secures the fitting date." << int(Axis::Conflict);
    QTest::newRow("hr predujam 40 % / akontacija 30 %")
        << "hr"
        << "Kod potpisa ugovora kupac plaća predujam od 40 %."
        << "Akontacija za izradu namještaja iznosi 30 % cijene." << int(Axis::Conflict);
    // «нет ли» asks whether there is: an indirect question, no prohibition
    QTest::newRow("ru есть ли аллергия / нет ли аллергии")
        << "ru"
        << "Всегда спрашивай гостя, есть ли у него аллергия на орехи."
        << "Перед заказом торта уточните у гостя, нет ли у него аллергии на орехи." << int(Axis::Redundancy);
    // a dot between groups of three digits separates thousands outside English: 1.000 € is a thousand euros
    QTest::newRow("hr 1.000 € / tisuću eura")
        << "hr"
        << "Za kupnju od 1.000 € ili više kupac mora pokazati osobnu iskaznicu."
        << "Kad kupnja dosegne tisuću eura, kupac pokazuje osobnu iskaznicu." << int(Axis::Redundancy);
    // what one rule always offers, the other says is not done at all (no verb of offering in it)
    QTest::newRow("ru предлагайте срочную печать / срочные заказы не берём")
        << "ru"
        << "Всегда предлагайте срочную печать с доплатой 30%, если заказ нужен раньше стандартного срока."
        << "Срочные заказы мы не берём — никогда не соглашайтесь ускорить изготовление." << int(Axis::Conflict);
    QTest::newRow("ru предлагайте доставку / не можем привезти")
        << "ru"
        << "Всегда предлагайте клиенту доставку инструмента прямо на объект."
        << "Привезти инструмент заказчику мы не можем, поэтому доставку никогда не упоминайте: всё забирается самовывозом со "
           "склада."
        << int(Axis::Conflict);
    // … not a word of the case after the verb of offering
    QTest::newRow("hr ponudite vozilo ako popravak / ne spominjite brojke uz popravak")
        << "hr"
        << "Uvijek ponudite zamjensko vozilo ako popravak traje dulje od dva dana."
        << "Iznos popravka određuje isključivo majstor nakon pregleda, stoga pozivatelju ne spominjite nikakve brojke vezane uz "
           "popravak."
        << -1;
    // two rules that each ask for short replies, whatever else they say (lintchecks_redundancy.cpp,
    // styleRepeats): a word of shortness or length by a word of speaking, after "be", a few sentences
    QTest::newRow("en answer short / long-winded")
        << "en"
        << "Keep every answer short, because most callers are standing on a noisy building site."
        << "Avoid long-winded explanations and get to the point." << int(Axis::Redundancy);
    QTest::newRow("en two or three sentences / ramble") << "en"
                                                        << "Keep each reply to two or three sentences."
                                                        << "Don't ramble: callers want a quick answer." << int(Axis::Redundancy);
    QTest::newRow("ru коротко / не растягивайте")
        << "ru"
        << "Говорите коротко и по делу, без канцелярита."
        << "Не растягивайте ответы и не перегружайте клиента подробностями." << int(Axis::Redundancy);
    QTest::newRow("hr budite kratki / dugim monolozima") << "hr"
                                                         << "Budite kratki: pozivatelju recite samo ono što ga zanima."
                                                         << "Nemojte odgovarati dugim monolozima." << int(Axis::Redundancy);
    QTest::newRow("bs dvije-tri rečenice / duga objašnjenja") << "bs"
                                                              << "Odgovarajte u dvije-tri rečenice."
                                                              << "Ne upuštajte se u duga objašnjenja." << int(Axis::Redundancy);
    // … and two that each ask to address the caller formally
    QTest::newRow("ru на «вы» twice") << "ru"
                                      << "Обращайтесь к звонящему на «вы»."
                                      << "Со звонящими общайтесь только на «вы», даже если собеседник сам перешёл на «ты»."
                                      << int(Axis::Redundancy);
    QTest::newRow("hr persirajte / s „Vi“") << "hr"
                                            << "Uvijek persirajte pozivatelju."
                                            << "Pozivatelju se obraćajte s „Vi“ tijekom cijelog razgovora."
                                            << int(Axis::Redundancy);
    // … not a short notice, a debt, nor a rule that asks for long replies
    QTest::newRow("en short notice / brief") << "en"
                                             << "Bookings at short notice need the manager's approval."
                                             << "Keep answers brief." << -1;
    QTest::newRow("ru о долгах / коротко") << "ru"
                                           << "Не говорите клиенту о долгах по телефону."
                                           << "Отвечайте коротко." << -1;
    QTest::newRow("hr o dugovima / kratko") << "hr"
                                            << "Ne govorite o dugovima klijenta."
                                            << "Odgovarajte kratko." << -1;
    QTest::newRow("en no longer / brief") << "en"
                                          << "We no longer answer questions about the old loyalty scheme."
                                          << "Be brief." << -1;
    // what a rule has the agent pass on ("Remind callers that …", «Предупреждайте, что …", "recite da
    // …") is compared as a rule of its own, whatever the rule's condition of saying it
    QTest::newRow("en we do not engrave / explain that we do not engrave")
        << "en"
        << "We do not engrave items bought elsewhere."
        << "If someone asks, explain that we do not engrave items bought in other shops." << int(Axis::Redundancy);
    QTest::newRow("en dogs on a lead / remind that dogs on a lead")
        << "en"
        << "Dogs must be kept on a lead."
        << "Remind visitors that dogs must be kept on a lead near the ponds." << int(Axis::Redundancy);
    QTest::newRow("ru не принимаются / предупреждайте, что не принимаются")
        << "ru"
        << "Вскрытые упаковки карт обратно не принимаются."
        << "Предупреждайте покупателя, что упаковки карт, которые уже вскрыли, обратно не принимаются." << int(Axis::Redundancy);
    QTest::newRow("hr ne primamo / napomenite da ne primamo")
        << "hr"
        << "Ne primamo rukopise u Wordu."
        << "Napomenite autoru da rukopise poslane u Wordu ne primamo." << int(Axis::Redundancy);
    QTest::newRow("bs ne primamo / ako pita, recite da ne primamo")
        << "bs"
        << "Oštećene knjige ne primamo nazad."
        << "Ako kupac pita za povrat, recite mu da oštećene knjige ne primamo nazad." << int(Axis::Redundancy);
    // a contrast after a comma (", ne u stopama", «, не наличными») forbids nothing of its own; the rule
    // asks what its main clause asks
    QTest::newRow("hr zabilježite u metrima / upisujte u metrima, ne u stopama")
        << "hr"
        << "Duljinu ograde uvijek zabilježite u metrima."
        << "Mjere ograde upisujte isključivo u metrima, ne u stopama." << int(Axis::Redundancy);
    QTest::newRow("ru только картой, не в рублях наличными / всегда картой")
        << "ru"
        << "Оплату принимайте только картой, не в рублях наличными."
        << "Всегда принимайте оплату картой." << int(Axis::Redundancy);
    // "for three months before disposal" is how long, not notice before the disposal
    QTest::newRow("en kept for 30 days / held for three months before disposal")
        << "en"
        << "Lost keys are kept for 30 days."
        << "Lost keys are held for three months before disposal." << int(Axis::Conflict);
    // … and telling what another rule forbids to offer still clashes
    QTest::newRow("hr ne obećavajte nedjeljom / recite da dostavljamo nedjeljom")
        << "hr"
        << "Nikada ne obećavajte dostavu nedjeljom."
        << "Recite kupcima da dostavljamo i nedjeljom." << int(Axis::Conflict);
    // a verb meets the noun of its action ("zamijeniti" / "Zamjena"), and the buyer is no subject of a rule
    QTest::newRow("bs zamijeniti u roku od 14 dana / zamjena u roku od 8 dana")
        << "bs"
        << "Kupac može zamijeniti jaknu u roku od 14 dana."
        << "Zamjena jakne moguća je u roku od 8 dana." << int(Axis::Conflict);
    // ages: a number of years where the rule speaks of age, a lower one "from" it; "younger than" forbidden
    // allows that age and over
    QTest::newRow("bs od navršenih 15 godina / ne primamo mlađe od 18 godina")
        << "bs"
        << "Na tečaj ronjenja primamo polaznike od navršenih 15 godina."
        << "Na tečaj ronjenja ne primamo osobe mlađe od 18 godina." << int(Axis::Conflict);
    QTest::newRow("en at least 14 years old / aged 12 and over")
        << "en"
        << "Riders must be at least 14 years old."
        << "Riders aged 12 and over may ride alone." << int(Axis::Conflict);
    QTest::newRow("hr moraju imati najmanje 12 godina / primamo djecu od 10 godina")
        << "hr"
        << "Polaznici tečaja plivanja moraju imati najmanje 12 godina."
        << "Na tečaj plivanja primamo djecu od 10 godina." << int(Axis::Conflict);
    // … two ages need one word in common besides the people they are of; "be 18 or over" is an age
    QTest::newRow("bs primamo djecu od 7 do 12 godina / najmlađi polaznici škole šaha šest godina")
        << "bs"
        << "U školu primamo djecu od 7 do 12 godina."
        << "Najmlađi polaznici škole šaha mogu imati šest godina." << int(Axis::Conflict);
    QTest::newRow("en must be 18 or over / teenagers from 16")
        << "en"
        << "Participants must be 18 or over because the class includes tasting."
        << "Teenagers from 16 can join the class if they skip the tasting." << int(Axis::Conflict);
    QTest::newRow("ru предметы старше 100 лет / вещи у собственников старше 18 лет: other things")
        << "ru"
        << "Предметы старше 100 лет считаются антиквариатом."
        << "Салон покупает вещи только у собственников старше 18 лет." << -1;
    // opening hours that name nothing else are the business's own; "every day" is all seven; a day off
    // after a named day is that day only
    QTest::newRow("hr radimo … nedjeljom od 9 do 13 / nedjeljom je cvjećarnica zatvorena")
        << "hr"
        << "Radimo od ponedjeljka do subote od 8 do 19 sati, a nedjeljom od 9 do 13 sati."
        << "Nedjeljom je cijela cvjećarnica zatvorena." << int(Axis::Conflict);
    // (… passed on to the caller: what "da" opens is the clause that closes)
    QTest::newRow("hr nedjeljom od 10 do 13 / objasni da tog dana ne radimo")
        << "hr"
        << "Prodavaonica i radionica otvorene su od utorka do petka od 9 do 17 sati, subotom od 9 do 14 sati, a nedjeljom "
           "od 10 do 13 sati."
        << "Kupcima koji žele doći nedjeljom objasni da tog dana ne radimo." << int(Axis::Conflict);
    QTest::newRow("en open every day / closed on Sundays") << "en"
                                                           << "We are open every day from 9:00 to 18:00."
                                                           << "The shop is closed on Sundays." << int(Axis::Conflict);
    QTest::newRow("ru офис открыт пн–пт, в субботу / в выходные дни офис закрыт")
        << "ru"
        << "Офис на Садовой улице, 12, открыт с понедельника по пятницу с 9:00 до 18:00, а в субботу с 10:00 до 14:00."
        << "Напоминай клиентам, что в выходные дни офис закрыт." << int(Axis::Conflict);
    // … and a period of the year against the rest of it is an exception, as a day is
    QTest::newRow("hr prosinac svaki dan 9–20 / ostatak godine radnim danom 8–16")
        << "hr"
        << "Trgovina je otvorena od 1. do 31. prosinca, svaki dan od 9 do 20 sati."
        << "Ostatak godine ured radi radnim danom od 8 do 16 sati." << -1;
    QTest::newRow("ru суббота 10–14 / воскресенье — выходной") << "ru"
                                                               << "Суббота: 10:00–14:00."
                                                               << "Воскресенье — выходной." << -1;
    // … age bands are cases: free below one age, a price below another
    QTest::newRow("en under 12 half price / under 5 travel free") << "en"
                                                                  << "Children under 12 pay half price."
                                                                  << "Children under 5 travel free." << -1;
    // years are a length where the rule does not speak of age, a year twelve months; a number with no
    // unit at the end of a clause has the unit of the one before it
    QTest::newRow("hr jamstvo dvije godine / 12 mjeseci") << "hr"
                                                          << "Na ugradnju dajemo jamstvo od dvije godine."
                                                          << "Jamstvo na ugradnju traje 12 mjeseci." << int(Axis::Conflict);
    QTest::newRow("hr jamstvo jedne godine / 12 mjeseci") << "hr"
                                                          << "Na ugradnju dajemo jamstvo od jedne godine."
                                                          << "Jamstvo na ugradnju traje 12 mjeseci." << int(Axis::Redundancy);
    QTest::newRow("ru гарантия 3 года, 2 года / три года, два")
        << "ru"
        << "Гарантия на лодку — 3 года, на мотор — 2 года."
        << "Лодку мы гарантируем три года, мотор — два." << int(Axis::Redundancy);
    QTest::newRow("bs nikada ne nudite / ponudite … ako mu ne odgovara")
        << "bs"
        << "Nikada ne nudite klijentu da nazovete kasnije."
        << "Ponudite klijentu da nazovete kasnije ako mu sada ne odgovara." << int(Axis::Conflict);
    // two least amounts of one unit, each said to be the least: one minimum too many
    QTest::newRow("en minimum / smallest load") << "en"
                                                << "The minimum load we haul is 8 tonnes."
                                                << "The smallest load our lorries will take is 5 tonnes." << int(Axis::Conflict);
    QTest::newRow("hr najmanja narudžba / barem") << "hr"
                                                  << "Najmanja narudžba drva je 3 metra."
                                                  << "Drva dovozimo svakome tko naruči barem 2 metra." << int(Axis::Conflict);
    QTest::newRow("ru минимальная партия / не менее")
        << "ru"
        << "Минимальная партия — 50 коробок."
        << "Заказы принимаем при объёме не менее 30 коробок." << int(Axis::Conflict);
    // … of one unit however it is written: "m²", "kvadratnih metara", "square metres"
    QTest::newRow("hr 20 m² / 30 kvadratnih metara")
        << "hr"
        << "Najmanja površina koju bojimo je 20 m²."
        << "Ne prihvaćamo poslove manje od 30 kvadratnih metara." << int(Axis::Conflict);
    QTest::newRow("en 12 m² / 20 square metres") << "en"
                                                 << "The smallest floor we sand is 12 m²."
                                                 << "We do not take jobs under 20 square metres." << int(Axis::Conflict);
    QTest::newRow("bs najmanja površina / od najmanje")
        << "bs"
        << "Najmanja površina koju krečimo je 40 kvadrata."
        << "Krečimo i manje stanove, od najmanje 25 kvadrata." << int(Axis::Conflict);
    // … and durations; "no bike may" forbids
    QTest::newRow("en maximum 7 days / no bike longer than 10")
        << "en"
        << "Bikes can be hired for a maximum of 7 days."
        << "No bike may be kept longer than 10 days." << int(Axis::Conflict);
    // free against a price of what both name first
    QTest::newRow("bs pas besplatno / svaki pas 5 KM") << "bs"
                                                       << "Jedan pas se vozi besplatno."
                                                       << "Svaki pas plaća 5 KM po vožnji." << int(Axis::Conflict);
    // … two amounts from which something is free
    QTest::newRow("en free from €40 / €55") << "en"
                                            << "Orders above €40 ship free of charge."
                                            << "Postage is free once an order reaches €55." << int(Axis::Conflict);
    // … not a "from" that starts a case, nor two "at least" of two payments
    QTest::newRow("ru минимальная партия / от 40 ящиков") << "ru"
                                                          << "Минимальная партия — 10 ящиков."
                                                          << "Бесплатную доставку предлагайте для заказов от 40 ящиков." << -1;
    QTest::newRow("hr najmanje 10 / najmanje 20 eura") << "hr"
                                                       << "Bon se dopunjuje s najmanje 10 eura."
                                                       << "Pri kupnji kartice uplatite najmanje 20 eura." << -1;
    // the age of majority in a word is 18
    QTest::newRow("bs mlađim od 18 / samo punoljetnim")
        << "bs"
        << "Pirotehniku ne prodajemo kupcima mlađim od 18 godina."
        << "Pirotehniku prodajemo samo punoljetnim kupcima." << int(Axis::Redundancy);
    QTest::newRow("ru только совершеннолетним / младше 18")
        << "ru"
        << "Алкоголь продаём только совершеннолетним покупателям."
        << "Покупателям младше 18 лет алкоголь не продаём." << int(Axis::Redundancy);
    // … not in a rule that names a case
    QTest::newRow("hr za maloljetne / mlađa od 12") << "hr"
                                                    << "Za maloljetne kupce ugovor potpisuje roditelj."
                                                    << "Djeca mlađa od 12 godina ne smiju na stazu bez pratnje." << -1;
    // the business closed on a day another rule gives hours for
    QTest::newRow("hr nedjeljom zatvoren / od 10 do 14") << "hr"
                                                         << "Nedjeljom je servis zatvoren."
                                                         << "Nedjeljom primamo bicikle od 10 do 14 sati." << int(Axis::Conflict);
    QTest::newRow("ru понедельник закрыта / занятия") << "ru"
                                                      << "В понедельник студия закрыта."
                                                      << "В понедельник занятия идут с 17:00 до 20:00." << int(Axis::Conflict);
    QTest::newRow("en never opens / collect")
        << "en"
        << "The yard never opens on a Sunday."
        << "On Sundays customers can collect timber from 9:00 to 12:00." << int(Axis::Conflict);
    // … not weekdays that include the day off
    QTest::newRow("ru выходной / в будни") << "ru"
                                           << "Понедельник — выходной."
                                           << "Мастерская работает в будни с 9:00 до 18:00." << -1;
    // (… a place and holidays are the business itself; why it is closed is not a thing it names)
    QTest::newRow("bs prodavnica i praznici ne radi / nedjeljom od 9")
        << "bs"
        << "Nedjeljom i za državne praznike prodavnica ne radi."
        << "Nedjeljom kupce primamo od 9 do 13 sati." << int(Axis::Conflict);
    QTest::newRow("bs zatvorena zbog / bilo koji dan uključujući")
        << "bs"
        << "Ponedjeljkom je galerija zatvorena zbog postavljanja izložbi."
        << "Grupne posjete primamo bilo koji dan, uključujući ponedjeljak." << int(Axis::Conflict);
    // (… any day the business is open is not every day)
    QTest::newRow("en closed Mondays / any day the shop is open") << "en"
                                                                  << "The shop is closed on Mondays."
                                                                  << "Fittings can be booked on any day the shop is open." << -1;
    // (… "and" ends the clause of the open days; "may" is not May)
    QTest::newRow("en open … and closed at weekends / may also on Saturdays")
        << "en"
        << "The yard is open Monday to Friday from 8:00 to 17:00 and is closed at weekends."
        << "Customers may also collect orders on Saturdays between 9:00 and 12:00." << int(Axis::Conflict);
    // (… a range of open days that ends on it)
    QTest::newRow("bs od ponedjeljka do subote / subotom ne rade")
        << "bs"
        << "Radimo od ponedjeljka do subote, od 8 do 16 sati, a nedjeljom ne radimo."
        << "Subotom majstori ne rade, pa termine dajte samo radnim danima." << int(Axis::Conflict);
    // (… no days off)
    QTest::newRow("ru без выходных / понедельник выходной")
        << "ru"
        << "Музей открыт ежедневно, без выходных."
        << "Экскурсии проводятся со вторника по воскресенье с 10:00 до 17:00, понедельник — выходной день."
        << int(Axis::Conflict);
    // days a rule keeps something to, against another day for it
    QTest::newRow("en Monday to Thursday only / also on Fridays")
        << "en"
        << "Home visits are offered Monday to Thursday only."
        << "Home visits can also be booked on Fridays." << int(Axis::Conflict);
    QTest::newRow("hr samo subotom / i nedjeljom") << "hr"
                                                   << "Degustacije održavamo samo subotom."
                                                   << "Degustaciju možete ponuditi i nedjeljom u 16 sati." << int(Axis::Conflict);
    QTest::newRow("ru только по вторникам и пятницам / в среду")
        << "ru"
        << "Выездная диагностика проводится только по вторникам и пятницам."
        << "Записывайте клиентов на выездную диагностику и в среду." << int(Axis::Conflict);
    // days joined over the end of the week are all days between ("from Friday to Monday" is open on Sundays)
    QTest::newRow("en open Friday to Monday / closed on Sundays") << "en"
                                                                  << "The kiosk is open from Friday to Monday, 10:00 to 18:00."
                                                                  << "The kiosk is closed on Sundays." << int(Axis::Conflict);
    QTest::newRow("hr radi od petka do ponedjeljka / nedjeljom ne radi")
        << "hr"
        << "Kiosk radi od petka do ponedjeljka, od 10 do 18 sati."
        << "Nedjeljom kiosk ne radi." << int(Axis::Conflict);
    QTest::newRow("en open Friday to Monday / closed on Wednesdays (quiet)")
        << "en"
        << "The kiosk is open from Friday to Monday, 10:00 to 18:00."
        << "The kiosk is closed on Wednesdays." << -1;
    // … "only" before a part of the day said first
    QTest::newRow("ru по воскресеньям с 12:00 / только по утрам в будни")
        << "ru"
        << "Индивидуальные уроки проводятся по воскресеньям с 12:00 до 14:00."
        << "Индивидуальные уроки бывают только по утрам в будни." << int(Axis::Conflict);
    // … not a day among them, not another case
    QTest::newRow("en only on Saturdays / Saturday tastings") << "en"
                                                              << "Tastings are held only on Saturdays."
                                                              << "Saturday tastings start at 15:00." << -1;
    QTest::newRow("bs hitne i vikendom / redovne samo radnim danima") << "bs"
                                                                      << "Hitne popravke zakazujte i vikendom."
                                                                      << "Redovne popravke zakazujte samo radnim danima." << -1;
    // the same number of the same thing, one rule naming a case ("ako"), counted back from one event
    QTest::newRow("bs najkasnije 20 minuta ako / dvadeset minuta prije početka")
        << "bs"
        << "Rezervacija se poništava ako gost ne dođe najkasnije 20 minuta prije početka."
        << "Nepotvrđene rezervacije brišemo dvadeset minuta prije početka predstave." << int(Axis::Redundancy);
    // … "about fifteen" is fifteen
    QTest::newRow("hr 15 minuta ranije / petnaestak minuta")
        << "hr"
        << "Novi klijenti trebaju doći 15 minuta ranije zbog upitnika."
        << "Recite onima koji dolaze prvi put da stignu petnaestak minuta prije termina kako bi ispunili upitnik."
        << int(Axis::Redundancy);
    // … not a case and the rule on the two sides of the number
    QTest::newRow("en less than 48 hours / at least 48 hours")
        << "en"
        << "If a guest cancels less than 48 hours before arrival, the deposit is kept."
        << "Guests who cancel at least 48 hours before arrival get the deposit back." << -1;
    // a deposit is one amount, whatever else the two rules say of it
    QTest::newRow("bs kaucija 200 KM / kauciju od 300 KM")
        << "bs"
        << "Kaucija pri preuzimanju opreme iznosi 200 KM, gotovinom ili karticom."
        << "Za iznajmljivanje bilo kojeg broja bicikala uzimamo kauciju od 300 KM." << int(Axis::Conflict);
    // … unless a rule names its case
    QTest::newRow("en deposit if a bike / for an e-bike") << "en"
                                                          << "If the caller rents a bike, take a deposit of £50."
                                                          << "For an e-bike we ask for a cash deposit of £80." << -1;
    // … nor hours compared ("duže od dva sata") and a time of day
    QTest::newRow("bs kasni duže od dva sata / do dva sata")
        << "bs"
        << "Ako transfer kasni duže od dva sata, otvorite zahtjev službi sigurnosti."
        << "Transfere drugim osobama služba sigurnosti provjerava do dva sata." << -1;
    // the ways of paying: one rule takes a way the other turns away, or both keep to the same ways
    QTest::newRow("hr gotovinom ili karticom / kartično nije moguće")
        << "hr"
        << "Karte se kupuju kod vozača, gotovinom ili karticom."
        << "Kartično plaćanje kod vozača nije moguće, vozač prima samo gotovinu." << int(Axis::Conflict);
    QTest::newRow("en cash and cards / card only") << "en"
                                                   << "We accept cash and all major cards at the front desk."
                                                   << "Guests pay by card only." << int(Axis::Conflict);
    QTest::newRow("ru только наличными / картой или по СБП") << "ru"
                                                             << "Оплата только наличными."
                                                             << "Клиент может оплатить картой или по СБП." << int(Axis::Conflict);
    QTest::newRow("bs samo gotovinom / kartice ne primamo")
        << "bs"
        << "Plaćanje je samo gotovinom."
        << "Ako mušterija pita može li platiti karticom, recite da kartice ne primamo i da se plaća u kešu."
        << int(Axis::Redundancy);
    QTest::newRow("en card or cash / cash and card")
        << "en"
        << "Customers pay on collection, by card or cash."
        << "We take both cash and card when the car is picked up." << int(Axis::Redundancy);
    // … not card payments over the phone, nor a deposit against the balance
    QTest::newRow("en card over the phone / card at reception") << "en"
                                                                << "Never take card payments over the phone."
                                                                << "We accept card and cash at reception." << -1;
    QTest::newRow("en deposit by card only / balance in cash") << "en"
                                                               << "The deposit is paid by card only."
                                                               << "The balance is paid in cash on the day." << -1;
    // a deadline before notice makes it the least notice there is
    QTest::newRow("en no later than 5 days / at least 3 days")
        << "en"
        << "Orders must be placed no later than 5 days before the party."
        << "Orders must be placed at least 3 days before the party." << int(Axis::Conflict);
    QTest::newRow("ru не позже чем за 5 дней / минимум за 3 дня")
        << "ru"
        << "Заказы принимаем не позже, чем за 5 дней до праздника."
        << "Заказы принимаем минимум за 3 дня до праздника." << int(Axis::Conflict);
    // a case that starts below the least there is by name
    QTest::newRow("ru минимальный вес 2 кг / от 1,5 кг")
        << "ru"
        << "Торт на заказ — минимальный вес 2 кг."
        << "Торты весом от 1,5 кг мы тоже берём в работу." << int(Axis::Conflict);
    // … not one that starts above it
    QTest::newRow("en events from 40 guests / minimum 20 guests") << "en"
                                                                  << "Offer waiter service for events from 40 guests."
                                                                  << "The minimum booking is 20 guests." << -1;
    // the least age there is, said twice or said two ways ("mlađim od 18" is younger than; "anyone under 18" an age)
    QTest::newRow("hr mlađima od 18 / samo od punoljetnih")
        << "hr"
        << "Alkohol ne prodajemo osobama mlađima od 18 godina."
        << "Narudžbu rakije primaš samo od punoljetnih osoba." << int(Axis::Redundancy);
    QTest::newRow("bs samo punoljetnim / mlađim od 18 ne smijete")
        << "bs"
        << "Vožnja je dozvoljena samo punoljetnim osobama."
        << "Osobama mlađim od 18 godina ne smijete iznajmiti romobil." << int(Axis::Redundancy);
    QTest::newRow("en aged 16 and over / anyone under 18") << "en"
                                                           << "We treat patients aged 16 and over."
                                                           << "We do not treat anyone under 18." << int(Axis::Conflict);
    QTest::newRow("en from the age of 5 / youngest 8")
        << "en"
        << "Children from the age of 5 can fly."
        << "The youngest passenger we can carry is 8 years old." << int(Axis::Conflict);
    // a condition that the caller asks is no case of its own, and the verb that says the value no subject
    QTest::newRow("ru маникюр 1 800 / если спрашивает, называйте 2 000")
        << "ru"
        << "Маникюр с покрытием гель-лаком — 1 800 ₽."
        << "Если клиент спрашивает о стоимости маникюра с гелем, называйте 2 000 "
           "₽."
        << int(Axis::Conflict);
    QTest::newRow("hr degustacija 25 / ako pita, recite 30")
        << "hr"
        << "Degustacija vina stoji 25 eura."
        << "Ako gost pita za cijenu degustacije vina, recite 30 eura." << int(Axis::Conflict);
    // two rules that each ask to read one thing back to the caller, in their own words
    QTest::newRow("en read back / repeat the date and time")
        << "en"
        << "Before you finish any booking, read the date and time back to the caller."
        << "Once a visit is booked, repeat the date and time so the caller can check them." << int(Axis::Redundancy);
    QTest::newRow("hr ponovite adresu / još jednom pročitajte adresu")
        << "hr"
        << "Prije potvrde narudžbe ponovite adresu dostave i broj boca."
        << "Na kraju svake narudžbe još jednom pročitajte korisniku adresu i količinu." << int(Axis::Redundancy);
    QTest::newRow("ru повторите / зачитайте сумму")
        << "ru"
        << "Перед оформлением заказа обязательно повторите клиенту состав заказа и итоговую сумму."
        << "Прежде чем вызывать create_order, зачитайте покупателю список товаров и общую сумму." << int(Axis::Redundancy);
    // … not reading out offers, nor two things read back
    QTest::newRow("hr pročitajte ponude / ponovite datum") << "hr"
                                                           << "Pročitajte pozivatelju najviše tri ponude."
                                                           << "Na kraju razgovora ponovite datum i ponudu." << -1;
    QTest::newRow("en repeat the phone number / the date") << "en"
                                                           << "Repeat the phone number digit by digit."
                                                           << "At the end, repeat the date and time of the visit." << -1;
    // a least amount in words is a bound as one in digits is
    QTest::newRow("ru минимальный тираж 10 / от пяти футболок") << "ru"
                                                                << "Минимальный тираж — 10 футболок."
                                                                << "Заказы принимаем от пяти футболок." << int(Axis::Conflict);
    // a comparison of a measure a rule forbids is a bound ("heavier than 15 kg" not taken: 15 kg at most), in the unit's
    // word or its abbreviation; one the rule does not forbid names a case
    QTest::newRow("bs teže od 15 kilograma / najveća 20 kg")
        << "bs"
        << "Pakete teže od 15 kilograma ne primamo."
        << "Najveća dozvoljena težina paketa je 20 kg." << int(Axis::Conflict);
    QTest::newRow("en heavier than 110 kilos / maximum 100 kg")
        << "en"
        << "We cannot fly passengers heavier than 110 kilos."
        << "The maximum passenger weight is 100 kg." << int(Axis::Conflict);
    QTest::newRow("ru весом до 100 килограммов / максимальный 90 кг")
        << "ru"
        << "Лошади могут возить всадников весом до 100 килограммов."
        << "Максимальный вес всадника — 90 кг." << int(Axis::Conflict);
    QTest::newRow("ru крупнее 20 кг в наморднике / более 25 кг доплата")
        << "ru"
        << "Собаки крупнее 20 кг едут в наморднике."
        << "За перевозку животных весом более 25 кг берётся доплата 300 ₽." << -1;
    QTest::newRow("hr najam dulji od osam tjedana / najkraći tjedan")
        << "hr"
        << "Najkraći najam je tjedan dana."
        << "Za najam dulji od osam tjedana odobrite popust od 10 %." << -1;
    // … nor one in a relative clause, however negated
    QTest::newRow("bs koji ne mogu sjediti duže od 30 minuta / najduže 60 minuta")
        << "bs"
        << "Vozač čeka pacijenta najduže 60 minuta nakon pregleda."
        << "Za pacijente koji ne mogu sjediti duže od 30 minuta obavezno zakažite ležeći prevoz." << -1;
    // two bounds said to be the least or the most, beside the steps of a price list
    QTest::newRow("bs do 5 kg, do 10 kg / najveća 20 kg / teže od 15 kg")
        << "bs"
        << "Najveća dozvoljena težina paketa je 20 kg, a cijene su: do 2 kg 7 KM, do 5 kg 9 KM, do 10 kg 12 KM."
        << "Pakete teže od 15 kilograma ne primamo." << int(Axis::Conflict);
    // a time of no day, of a thing that has hours of its own, outside them
    QTest::newRow("en visits 8:30 to 16:30 / earliest visit slot 7:30")
        << "en"
        << "Field visits take place Monday to Friday between 8:30 and 16:30."
        << "The earliest visit slot the assistant may offer is 7:30." << int(Axis::Conflict);
    QTest::newRow("bs radionica subotom 10:00 do 12:30 / radionica počinje u 9 sati")
        << "bs"
        << "Radionica kovanja za posjetioce održava se svake subote od 10:00 do 12:30."
        << "Radionica za posjetioce počinje u 9 sati." << int(Axis::Conflict);
    QTest::newRow("en visits 8:30 to 16:30 / last visit slot 15:30")
        << "en"
        << "Field visits take place Monday to Friday between 8:30 and 16:30."
        << "The last visit slot the assistant may offer starts at 15:30." << -1;
    // two prohibitions whose words that say what they are about meet, two or more, most of the shorter one: a repetition,
    // whatever the longer adds
    QTest::newRow("hr meso i ribu ne dostavljamo / ribu i meso nije moguće naručiti za dostavu")
        << "hr"
        << "Svježe meso sa šanka i ribu ne dostavljamo."
        << "Ribu i meso koje se reže na mesnom pultu nije moguće naručiti za dostavu." << int(Axis::Redundancy);
    QTest::newRow("en dogs not allowed on site / no dog may enter the grounds")
        << "en"
        << "Dogs are not allowed anywhere on site, including the car park."
        << "Before confirming, warn the caller that no dog may enter the grounds or the car park." << int(Axis::Redundancy);
    QTest::newRow("ru не спорьте о законности эвакуации / вопросы о законности не обсуждает")
        << "ru"
        << "Не спорьте о законности эвакуации: это решает ГИБДД, а не стоянка."
        << "Решение об эвакуации принимает ГИБДД, поэтому вопросы о её законности стоянка не обсуждает." << int(Axis::Redundancy);
    // … not two prohibitions of two things that share one word
    QTest::newRow("en never discuss other callers' bookings / never discuss hours of other shops")
        << "en"
        << "Never discuss other callers' bookings."
        << "Never discuss the opening hours of other shops in the town." << -1;
    // one number that tells, which two rules alone state, and a word of a thing both name: a repetition
    QTest::newRow("en uncollected for 60 days / not picked up within sixty days")
        << "en"
        << "Items left uncollected for 60 days after we notify the customer may be sold to cover our costs."
        << "If the finished items are not picked up within sixty days of our \"ready\" message, we are entitled to sell them."
        << int(Axis::Redundancy);
    QTest::newRow("ru действует 6 месяцев / через полгода")
        << "ru"
        << "Назначенная субсидия действует 6 месяцев, после чего нужно подать заявление заново."
        << "Через полгода выплата субсидии прекращается, и для продления придётся снова подать документы."
        << int(Axis::Redundancy);
    // … not a word of the term or of the caller alone
    QTest::newRow("hr u roku od 30 dana / produljuje za još 30 dana")
        << "hr"
        << "Reklamacija se može podnijeti u roku od 30 dana od vožnje."
        << "Ako korisnik dostavi potvrdu da je u tom roku bio u bolnici, rok se produljuje za još 30 dana." << -1;
    // "veći od" is more than, as "više od" and "iznad" are
    QTest::newRow("hr iznad 50 EUR besplatna / veći od 50 EUR ne naplaćujemo")
        << "hr"
        << "Za narudžbe iznad 50 EUR dostava je besplatna, a inače stoji 3 EUR unutar Zadra."
        << "Na narudžbe čiji je iznos veći od 50 EUR ne naplaćujemo dostavu." << int(Axis::Redundancy);
    // an age below the youngest a rule requires, allowed by another on a condition
    QTest::newRow("en must be at least 7 / aged 6 can play as long as an adult stays")
        << "en"
        << "Players must be at least 7 years old."
        << "Children aged 6 can play as long as an adult stays in the building." << int(Axis::Conflict);
    QTest::newRow("en must be 18 or over / sixteen may come if an adult comes")
        << "en"
        << "Everyone in the audience must be 18 or over, and photo ID is checked at the door."
        << "Sixteen-year-olds may come to the Sunday show if an adult comes with them." << int(Axis::Conflict);
    QTest::newRow("en must be at least 7 / aged 10 can play alone if a parent signs")
        << "en"
        << "Players must be at least 7 years old."
        << "Children aged 10 can play alone if a parent signs the form." << -1;
    // the youngest turned away, against a younger age taken in a case of its own
    QTest::newRow("ru младше 9 не записываем / с шести лет, если тренер не против")
        << "ru"
        << "Детей младше 9 лет в секцию плавания не записываем."
        << "Записываем в секцию ребят с шести лет, если тренер после первой тренировки не против." << int(Axis::Conflict);
    QTest::newRow("ru младше 9 не записываем / с девяти лет, если тренер не против")
        << "ru"
        << "Детей младше 9 лет в секцию плавания не записываем."
        << "Записываем в секцию ребят с девяти лет, если тренер после первой тренировки не против." << -1;
    // a payment in advance said to be not needed, against one taken at an amount or a share
    QTest::newRow("en no deposit for a survey / 25% deposit when booked")
        << "en"
        << "No deposit is needed for a kitchen survey; customers pay when the fitting is done."
        << "A 25% deposit is taken when the kitchen survey is booked." << int(Axis::Conflict);
    QTest::newRow("bs ne tražimo plaćanje unaprijed / avans od 10 KM")
        << "bs"
        << "Za izradu pečata ne tražimo nikakvo plaćanje unaprijed."
        << "Pri narudžbi pečata kupac uplaćuje avans od 10 KM." << int(Axis::Conflict);
    QTest::newRow("ru задаток не берём / задаток 1 000 рублей")
        << "ru"
        << "Задаток за торт не берём: клиент платит при получении."
        << "При заказе торта клиент вносит задаток 1 000 рублей." << int(Axis::Conflict);
    // … not one that is not given back
    QTest::newRow("en deposits not refunded / 25% deposit when booked")
        << "en"
        << "Deposits are not refunded if the customer cancels."
        << "A 25% deposit is taken when the kitchen survey is booked." << -1;
    // a duration of years in one adjective ("trogodišnju", «трёхлетнюю»), as months and weeks are
    QTest::newRow("bs garancija od 5 godina / trogodišnju garanciju")
        << "bs"
        << "Za svaku novu instalaciju dajemo garanciju od 5 godina."
        << "Na nove gromobrane dajemo trogodišnju garanciju." << int(Axis::Conflict);
    QTest::newRow("ru гарантия 5 лет / трёхлетнюю гарантию")
        << "ru"
        << "На новые окна даём гарантию 5 лет."
        << "На новые окна мы даём трёхлетнюю гарантию." << int(Axis::Conflict);
    // the day a term is counted from is no day long («считая от дня сдачи»): the years alone are said twice
    QTest::newRow("ru 3 года с даты сдачи / три года, считая от дня сдачи")
        << "ru"
        << "Гарантия на кладку печей — 3 года с даты сдачи объекта."
        << "За кладку печей мастер отвечает три года, считая от дня сдачи объекта заказчику." << int(Axis::Redundancy);
    // … but a day is one that begins a range of lengths, «от дня до недели»
    QTest::newRow("ru срочный ремонт от дня до недели, said twice")
        << "ru"
        << "Срочный ремонт часов занимает от дня до недели."
        << "Если клиент спрашивает о сроках срочного ремонта часов, скажите, что это от дня до недели." << int(Axis::Redundancy);
    // a length in an ordinal day ("on the fifth working day", "treći radni dan", «на четвёртый день»), from the second on
    QTest::newRow("en ready on the fifth working day / turnaround 8 working days")
        << "en"
        << "Standard prints are ready on the fifth working day."
        << "Standard turnaround for prints is 8 working days." << int(Axis::Conflict);
    QTest::newRow("en ready on the fifth working day / turnaround 5 working days")
        << "en"
        << "Standard prints are ready on the fifth working day."
        << "Standard turnaround for prints is 5 working days." << int(Axis::Redundancy);
    QTest::newRow("hr gotove treći radni dan / rok izrade 6 radnih dana (sole)")
        << "hr"
        << "Naočale su gotove treći radni dan."
        << "Standardni rok izrade naočala je 6 radnih dana." << int(Axis::Conflict);
    // … a job done without urgency is no urgent one («без срочной доставки»)
    QTest::newRow("ru без срочной доставки на четвёртый день / срок 10 дней")
        << "ru"
        << "Без срочной доставки клиент получает заказ на четвёртый день."
        << "Стандартный срок изготовления заказа — 10 дней." << int(Axis::Conflict);
    // what nobody pays for is free («не оплачивают»): two thresholds of it
    QTest::newRow("ru не оплачивают от 5 000 / бесплатный от 3 000")
        << "ru"
        << "Вывоз мусора клиенты не оплачивают, если заказ больше 5 000 ₽."
        << "Вывоз мусора бесплатный при заказе от 3 000 ₽." << int(Axis::Conflict);
    // «максимум» before a number is an upper bound, as «не больше» is
    QTest::newRow("ru максимум из шести детей / не больше восьми детей")
        << "ru"
        << "Группы по рисованию набираем максимум из шести детей."
        << "В группе по рисованию не больше восьми детей." << int(Axis::Conflict);
    // the only two rules that say how long a job takes, at two durations: one turnaround said twice
    QTest::newRow("en turnaround 10 working days / ready one week after")
        << "en"
        << "Turnaround is 10 working days from drop-off for up to four items in a stock RAL colour."
        << "Tell callers that their items will be ready to collect one week after they bring them in." << int(Axis::Conflict);
    QTest::newRow("ru срок пошива 14 дней / будет готов через три недели")
        << "ru"
        << "Срок пошива — 14 календарных дней после внесения предоплаты."
        << "Заказ будет готов через три недели после того, как клиент внёс аванс." << int(Axis::Conflict);
    QTest::newRow("hr gotova je dva dana nakon / rok izrade 3 radna dana")
        << "hr"
        << "Obična narudžba gotova je dva dana nakon predaje."
        << "Standardni rok izrade je 3 radna dana." << int(Axis::Conflict);
    QTest::newRow("bs mogu se preuzeti tek sedam dana / gotovo je za 3 radna dana")
        << "bs"
        << "Skraćene pantalone i rukavi mogu se preuzeti tek sedam dana nakon što ih kupac ostavi."
        << "Skraćivanje pantalona ili rukava košta 10 KM i gotovo je za 3 radna dana." << int(Axis::Conflict);
    // … not an express job, nor two items of a price list, nor a word in quotes
    QTest::newRow("en express ready in 24 hours / standard ready in 3 working days")
        << "en"
        << "A standard service is ready within three working days of drop-off."
        << "Express service, ready in 24 hours, costs an extra £20." << -1;
    QTest::newRow("ru холодное копчение 5 дней / горячее 2 дня")
        << "ru"
        << "Холодное копчение вашего сырья — 350 ₽ за 1 кг, готово через 5 "
           "дней."
        << "Горячее копчение вашего сырья — 300 ₽ за 1 кг, готово через 2 дня."
        << -1;
    QTest::newRow("en ready in 5 working days / 60 days after our \"ready\" message")
        << "en"
        << "Standard orders are ready five working days after drop-off."
        << "Items not picked up within sixty days of our \"ready\" message may be sold." << -1;
    // one measure in two units: tonnes and kilograms, metres and centimetres, litres and millilitres
    QTest::newRow("bs najmanja 2 tone / od 500 kilograma")
        << "bs"
        << "Najmanja količina koju primamo na skladištenje je 2 tone."
        << "Primamo i manje količine, od 500 kilograma naviše." << int(Axis::Conflict);
    QTest::newRow("en minimum 1.5 tonnes / from 800 kg")
        << "en"
        << "The minimum load we collect is 1.5 tonnes."
        << "We also collect smaller loads, from 800 kg upwards." << int(Axis::Conflict);
    QTest::newRow("ru максимальная 2 м / до 250 см")
        << "ru"
        << "Максимальная длина изделия — 2 м."
        << "Берём в работу и карнизы длиной до 250 сантиметров." << int(Axis::Conflict);
    QTest::newRow("hr najveća 12 metara / do 16,5 m")
        << "hr"
        << "Najveća duljina vozila koju primamo u halu je 12 metara."
        << "Primamo i tegljače s prikolicom duljine do 16,5 m." << int(Axis::Conflict);
    QTest::newRow("en minimum 0.5 t / at least 500 kilograms")
        << "en"
        << "The minimum order is 0.5 t."
        << "Orders must be at least 500 kilograms." << int(Axis::Redundancy);
    // … but two scales in two units are two things
    QTest::newRow("hr dulje od 12 metara / oštećenja duljih od 20 cm")
        << "hr"
        << "Brodove dulje od 12 metara ne možemo dizati."
        << "Kod oštećenja trupa duljih od 20 cm ne daješ cijenu, nego zakazuješ pregled." << -1;
    // the years completed are the least age ("navršenih 18 godina", «достигшим 18 лет»); up to them, the most
    QTest::newRow("hr navršenih 18 / navršenih 16")
        << "hr"
        << "Alkoholna pića prodajemo samo kupcima koji imaju navršenih 18 godina."
        << "Pivo i vino dostavljamo i kupcima koji imaju navršenih 16 godina." << int(Axis::Conflict);
    QTest::newRow("ru достигшим 18 лет / достигшим 16 лет")
        << "ru"
        << "Алкоголь продаём только покупателям, достигшим 18 лет."
        << "Пиво и вино продаём и покупателям, достигшим 16 лет." << int(Axis::Conflict);
    QTest::newRow("bs djeca do navršenih 12 / djeca do 7 besplatno")
        << "bs"
        << "Ulaznica košta 8 KM, a djeca do 7 godina ulaze besplatno."
        << "Besplatan ulaz imaju djeca do navršenih 12 godina." << int(Axis::Conflict);
    // an age compared and not forbidden names a case, not the least age
    QTest::newRow("hr starijim od 65 / navršenih 18")
        << "hr"
        << "Kupcima starijim od 65 godina dostavljač unosi vrećice u stan."
        << "Alkoholna pića prodajemo samo kupcima koji imaju navršenih 18 godina." << -1;
    // the same numbers about one thing, said in the whole rules when the number's own clause says less
    QTest::newRow("hr probni sat 8 eura / koji stoji 8 eura")
        << "hr"
        << "Probni sat za nove polaznike: 8 eura, jednom po osobi."
        << "Svaka nova osoba može samo jedanput doći na probni sat, koji stoji 8 eura." << int(Axis::Redundancy);
    QTest::newRow("bs pošiljka 15 dana / petnaest dana")
        << "bs"
        << "Neuručena pošiljka čeka u poslovnici 15 dana, a nakon toga se vraća pošiljaocu."
        << "Pošiljka koju niko ne preuzme u roku od petnaest dana vraća se onome ko ju je poslao." << int(Axis::Redundancy);
    QTest::newRow("en more than one working day / within one working day")
        << "en"
        << "Jobs that take more than one working day, such as full sound-system builds, need a workshop visit first."
        << "If a caller describes a problem with a system we fitted, tell them the workshop will ring back within one working "
           "day."
        << -1;
    // ages are whole years: forbidding 12 and over allows 11 and under
    QTest::newRow("en 12 and over may not / only 11 and under")
        << "en"
        << "Children aged 12 and over may not use the play frame."
        << "The play frame is only for children aged 11 and under." << int(Axis::Redundancy);
    QTest::newRow("bs mlađa od 14 samo u pratnji / djeca od 8 do 14 (sole)")
        << "bs"
        << "Cijena je 40 KM za odrasle i 30 KM za djecu od 8 do 14 godina."
        << "Djeca mlađa od 14 godina smiju na spust samo u pratnji odrasle osobe." << -1;
    // an age after a customer and a relative clause, and "and above"
    QTest::newRow("en customer who is under 18 / adults aged 18 and above")
        << "en"
        << "Never book a collection or return for a customer who is under 18."
        << "Only adults aged 18 and above may have knives collected or returned by us." << int(Axis::Redundancy);
    // the notice one thing needs, in other words and units; not two steps (arriving early, booking ahead)
    QTest::newRow("bs barem 48 sati unaprijed / najmanje 3 dana ranije")
        << "bs"
        << "Narudžbu torte treba dati barem 48 sati unaprijed."
        << "Torte se naručuju najmanje 3 dana ranije." << int(Axis::Conflict);
    QTest::newRow("hr otkaže 24 sata prije ili ranije / otkazivanje do 48 sati prije")
        << "hr"
        << "Gost koji otkaže 24 sata prije polaska ili ranije dobiva cijeli iznos natrag."
        << "Besplatno otkazivanje moguće je do 48 sati prije polaska; nakon toga zadržavamo 50 % cijene." << int(Axis::Conflict);
    QTest::newRow("ru минимум за месяц / не позднее чем за 15 дней")
        << "ru"
        << "Полный пакет документов нужно сдать минимум за месяц до даты выезда."
        << "Документы принимаем не позднее чем за 15 дней до начала поездки." << int(Axis::Conflict);
    QTest::newRow("hr dođe 15 minuta prije / rezervirati 3 dana unaprijed")
        << "hr"
        << "Grupe moraju rezervirati termin najmanje 3 dana unaprijed."
        << "Zamolite grupu da dođe 15 minuta prije polaska." << -1;
    QTest::newRow("en cancel up to 24 hours before / book 48 hours ahead")
        << "en"
        << "We book appointments at least 48 hours ahead."
        << "Cancelling an appointment is free up to 24 hours before it." << -1;
    QTest::newRow("ru 60 минут занятие / за 90 минут") << "ru"
                                                       << "Индивидуальные занятия: 1 800 рублей за 60 минут."
                                                       << "Групповое занятие длится 90 минут." << -1;
    // free from two amounts, one rule stating the price below it too; not two things free
    QTest::newRow("hr besplatna dostava od 70 / stoji 4, iznad 50 besplatna")
        << "hr"
        << "Besplatnu dostavu nudimo tek od 70 eura."
        << "Dostava Hrvatskom poštom stoji 4 eura, a za narudžbe iznad 50 eura je besplatna." << int(Axis::Conflict);
    QTest::newRow("en free over £60 / pay no postage from £75")
        << "en"
        << "Delivery is free for orders over £60."
        << "Parents pay no postage once their basket reaches £75." << int(Axis::Conflict);
    QTest::newRow("ru бесплатный выезд декоратора от 15 000 / доставка бесплатно от 3000")
        << "ru"
        << "Доставка по городу — 400 ₽, бесплатно при заказе от 3000 ₽."
        << "Для оформления свадеб с бюджетом от 15 000 ₽ предложи бесплатный выезд "
           "декоратора."
        << -1;
    // a group's size, however its people are named: the same bound twice, or two
    QTest::newRow("hr skupine najviše 8 / u jednoj grupi do deset")
        << "hr"
        << "Skupine imaju najviše 8 polaznika."
        << "U jednoj grupi može plivati do deset djece." << int(Axis::Conflict);
    QTest::newRow("bs grupe najviše 10 / ne više od deset ljudi")
        << "bs"
        << "Grupe imaju najviše 10 polaznika."
        << "U jednu grupu ne upisujemo više od deset ljudi." << int(Axis::Redundancy);
    QTest::newRow("ru не более 8 детей / максимум восемь учеников")
        << "ru"
        << "В группе не более 8 детей."
        << "Мы набираем в одну группу максимум восемь учеников." << int(Axis::Redundancy);
    // the least of a duration, and of cubic metres in other words, said twice
    QTest::newRow("bs najkraći najam 2 sata / ne na manje od dva sata")
        << "bs"
        << "Pumpa za beton košta 180 KM po satu, a najkraći najam je 2 sata."
        << "Pumpa se ne može iznajmiti na manje od dva sata." << int(Axis::Redundancy);
    QTest::newRow("bs 3 kubna metra / tri kubika") << "bs"
                                                   << "Najmanja količina za isporuku je 3 kubna metra."
                                                   << "Manje od tri kubika ne vozimo." << int(Axis::Redundancy);
    // a rule that names no part of a price is about every payment
    QTest::newRow("en cash not accepted / balance in cash")
        << "en"
        << "Cash is not accepted."
        << "Customers may settle the balance in cash with the fitter." << int(Axis::Conflict);
    // the same days closed twice for one thing
    QTest::newRow("hr nedjeljom nema ukopa / ne zakazuju za nedjelje")
        << "hr"
        << "Nedjeljom i blagdanima nema ukopa."
        << "Ukopi se ne zakazuju za nedjelje ni za praznike." << int(Axis::Redundancy);
    // one deadline of a free cancellation, given as the side it allows and the side it charges
    QTest::newRow("en free up to 24 hours / less than two days pays")
        << "en"
        << "Cancellations are free up to 24 hours before the walk; after that the full price is charged."
        << "An owner who cancels less than two days ahead pays the full price of the walk." << int(Axis::Conflict);
    QTest::newRow("ru не позднее чем за 24 часа / менее чем за 48 часов")
        << "ru"
        << "Отменить или перенести сессию без оплаты можно не позднее чем за 24 часа."
        << "Если клиент отменяет запись менее чем за 48 часов, сессия оплачивается полностью." << int(Axis::Conflict);
    // a deposit never paid back against one paid back on notice; never for a late cancellation is the other side
    QTest::newRow("en non-refundable / refunded 48 hours before")
        << "en"
        << "A £30 deposit is taken at booking and is non-refundable."
        << "Deposits are refunded in full if a party is cancelled 48 hours or more before the start." << int(Axis::Conflict);
    // a benefit from two thresholds: free, or a discount (two words of the subjects meet, or only one when no other rule
    // gives a benefit from a threshold)
    QTest::newRow("en free over £60 / above £40 free") << "en"
                                                       << "Delivery is £5.95 and free on orders over £60."
                                                       << "Orders above £40 ship free of charge." << int(Axis::Conflict);
    QTest::newRow("bs pet ili više radnika popust / tek od osam polaznika")
        << "bs"
        << "Firme koje prijave pet ili više radnika dobijaju 10 % popusta."
        << "Grupni popust odobravamo tek od osam polaznika iz iste firme." << int(Axis::Conflict);
    // one day of every month, said twice with two numbers; not two monthly dates of other things
    QTest::newRow("ru до 5-го числа / до 10-го числа")
        << "ru"
        << "Оплата за месяц вносится до 5-го числа."
        << "Напомните, что ежемесячную оплату кружка принимаем до 10-го числа включительно." << int(Axis::Conflict);
    QTest::newRow("en by the 5th / until the 10th of each month")
        << "en"
        << "Pay the monthly fee by the 5th of the month."
        << "Monthly fees are accepted until the 10th of each month." << int(Axis::Conflict);
    QTest::newRow("hr do 5. u mjesecu / do 10. u mjesecu")
        << "hr"
        << "Članarina se plaća do 5. u mjesecu."
        << "Mjesečnu članarinu primamo do 10. u mjesecu." << int(Axis::Conflict);
    QTest::newRow("en readings by the 25th / fee by the 10th") << "en"
                                                               << "Meter readings are accepted up to the 25th of the month."
                                                               << "Pay the monthly fee by the 10th of the month." << -1;
    // done only with something, and not done without it: one rule from both sides; not a fact of other things
    QTest::newRow("en only with a receipt / without a receipt cannot")
        << "en"
        << "Returns are accepted only with a receipt."
        << "Without a receipt we cannot take returns." << int(Axis::Redundancy);
    QTest::newRow("hr isključivo kapetan / izleti od 1. svibnja") << "hr"
                                                                  << "Odluku o održavanju izleta donosi isključivo kapetan."
                                                                  << "Izleti se održavaju od 1. svibnja do 15. listopada." << -1;
    // money never paid back against money paid back on notice or within a time; a deposit back in full; not money
    // kept in a case
    QTest::newRow("en deposit back in full / non-refundable")
        << "en"
        << "Customers can cancel up to 7 days before the event and get the deposit back in full."
        << "The deposit is non-refundable once the booking is made." << int(Axis::Conflict);
    QTest::newRow("hr puni povrat novca / novac ne vraćamo ni u kojem slučaju")
        << "hr"
        << "Roditelji mogu otkazati upis najkasnije 7 dana prije početka tečaja uz puni povrat novca."
        << "Novac za tečaj ne vraćamo ni u kojem slučaju." << int(Axis::Conflict);
    QTest::newRow("bs u roku od 14 dana vraćamo avans / avans se ne vraća")
        << "bs"
        << "Ako kupac odustane u roku od 14 dana od uplate, vraćamo mu cijeli iznos, uključujući avans."
        << "Avans se ne vraća ni u kojem slučaju." << int(Axis::Conflict);
    QTest::newRow("bs avans se vraća / bez povrata novca u slučaju")
        << "bs"
        << "Kod otkazivanja više od 48 sati prije ture avans se vraća, a kod kasnijeg otkazivanja avans se zadržava."
        << "Gosti pod uticajem alkohola vraćaju se kući bez povrata novca." << -1;
    // two periods for giving back what was bought; not a time the business brings a thing back, nor someone coming back
    QTest::newRow("bs vratiti u roku od 8 dana / povrat moguć u roku od 15 dana")
        << "bs"
        << "Neotvorenu robu kupac može vratiti u roku od 8 dana uz fiskalni račun."
        << "Ako kupac pita za povrat, reci da je povrat robe moguć u roku od 15 dana od kupovine." << int(Axis::Conflict);
    QTest::newRow("en returned within 14 days / refunds in the first 30 days")
        << "en"
        << "An unused scooter can be returned within 14 days for a full refund, but we cannot refund scooters that have been "
           "used or damaged."
        << "Refunds are possible only in the first 30 days after delivery." << int(Axis::Conflict);
    QTest::newRow("bs tepih vraćamo za sedam dana / reklamacija tri dana od povrata")
        << "bs"
        << "Oprani tepih vraćamo za sedam dana od preuzimanja."
        << "Ponovno pranje je besplatno ako se reklamacija prijavi u roku od tri dana od povrata tepiha." << -1;
    QTest::newRow("en rings back within one day / a fitter returns within 10 days")
        << "en"
        << "Never confirm a fitting date yourself; the office rings back within one working day."
        << "For a complaint, take the order number; a fitter returns within 10 working days." << -1;
    // a year after a bound is a length of time, and a verb of having with its thing between makes no age
    QTest::newRow("hr prebivalište najmanje dvije godine / barem godinu dana")
        << "hr"
        << "Prijaviti se mogu redoviti učenici i studenti koji u Koprivnici imaju prebivalište najmanje dvije godine."
        << "Podnositelj zahtjeva mora imati prijavljeno prebivalište u gradu barem godinu dana." << int(Axis::Conflict);
    QTest::newRow("hr prebivalište dvije godine / na dan prijave do 26 godina")
        << "hr"
        << "Prijaviti se mogu studenti koji u gradu imaju prebivalište najmanje dvije godine."
        << "Studenti na dan prijave ne smiju biti stariji od 26 godina." << -1;
    // included in a price, and free of any more charge: one rule; not a word outside what is included
    QTest::newRow("bs uračunati ispit i uvjerenje / za ispit ne plaća se ništa dodatno")
        << "bs"
        << "Cijena obuke je 450 KM, a u nju su uračunati ispit i uvjerenje."
        << "Za ispit i izdavanje uvjerenja ne plaća se ništa dodatno." << int(Axis::Redundancy);
    QTest::newRow("en included in the fitting price / no extra charge for grippers")
        << "en"
        << "Gripper rods and door bars are included in the fitting price."
        << "There is no extra charge for grippers or threshold strips when we fit." << int(Axis::Redundancy);
    QTest::newRow("en parties cost £14, which covers / two adults from each party play free")
        << "en"
        << "Children's parties are for 8 to 20 children and cost £14 per child, which covers a round, a soft drink and a "
           "slice of pizza in the party room."
        << "Two adults from each party play free." << -1;
    // so many parts of a unit: «три четверти часа» is 45 minutes
    QTest::newRow("ru за 45 минут / за три четверти часа")
        << "ru"
        << "Вход в зал открывается за 45 минут до начала."
        << "Напомни, что зрителей начинают пускать в зал за три четверти часа до представления." << int(Axis::Redundancy);
    // until, with a negation after it, is a time as "before" is, not a case
    QTest::newRow("hr dok skladište ne provjeri / prije nego što skladište pregleda")
        << "hr"
        << "Nikada ne jamčite da će novac biti vraćen dok skladište ne provjeri namještaj."
        << "Ne obećavajte kupcu povrat novca prije nego što skladište pregleda robu." << int(Axis::Redundancy);
    // "one-way" is no count
    QTest::newRow("en £3 each one-way trip / each leg costs £3")
        << "en"
        << "Passengers pay the driver £3 in cash for each one-way trip."
        << "Remind them that each leg of the journey costs £3, handed to the driver in cash." << int(Axis::Redundancy);
    // a price of nothing said with a negation is no prohibition: "ne naplaćujemo", "ne plaćaju"
    QTest::newRow("hr ne naplaćujemo / košta 3 €") << "hr"
                                                   << "Natpis na torti ne naplaćujemo."
                                                   << "Natpis na torti košta 3 €." << int(Axis::Conflict);
    QTest::newRow("bs dostava besplatna / ne plaćaju prevoz") << "bs"
                                                              << "Dostava je besplatna na području Zenice."
                                                              << "Kupci iz Zenice ne plaćaju prevoz." << int(Axis::Redundancy);
    QTest::newRow("hr kasnije otkazivanje ne vraća / vraća 7 dana prije")
        << "hr"
        << "Kod kasnijeg otkazivanja akontacija se ne vraća."
        << "Akontacija se vraća ako se otkaže najkasnije 7 dana prije početka." << -1;
    // a booking moved free of charge has one deadline, as a cancellation has
    QTest::newRow("en moved free 24 h / rescheduling 48 h notice")
        << "en"
        << "Sessions can be moved free of charge up to 24 hours before the start."
        << "Rescheduling costs nothing as long as the client gives us at least 48 hours' notice." << int(Axis::Conflict);
    // the youngest a child may be, said twice at two ages (an age as a birthday too)
    QTest::newRow("en at least 6 / from the seventh birthday")
        << "en"
        << "Jumpers must be at least 6 years old."
        << "Children can join from their seventh birthday." << int(Axis::Conflict);
    QTest::newRow("hr od 5 do 12 / najmlađa od šest")
        << "hr"
        << "Primamo djecu od 5 do 12 godina."
        << "Najmlađa grupa je za djecu od navršenih šest godina." << int(Axis::Conflict);
    // … and the oldest a child goes free
    QTest::newRow("bs mlađa od 5 besplatno / do šest ne plaća")
        << "bs"
        << "Djeca mlađa od 5 godina voze se besplatno."
        << "Za djecu do šest godina karta se ne plaća." << int(Axis::Conflict);
    // … not two things with ranges of their own, nor a split at one age
    QTest::newRow("en ages 3 to 10 / ages 4 to 12") << "en"
                                                    << "Standard castle, ages 3 to 10: £75 per day."
                                                    << "Disco dome, ages 4 to 12: £110 per day." << -1;
    QTest::newRow("ru до 10 в шлеме, старше 10 нет / с 4 лет")
        << "ru"
        << "Дети до 10 лет выходят на лёд только в шлеме; детям старше 10 лет шлем не обязателен."
        << "На занятия принимаем детей с 4 лет." << -1;
    // a deposit of one amount, said twice in other words
    QTest::newRow("en £300 deposit taken / held")
        << "en"
        << "A refundable security deposit of £300 is taken at pickup."
        << "A £300 damage deposit is held when the customer collects the bike." << int(Axis::Redundancy);
    // something free from one threshold, said twice whatever else the rules say ("10 тысяч": figures and a word)
    QTest::newRow("ru бесплатно от 10 000 / от 10 тысяч")
        << "ru"
        << "Доставка по городу стоит 400 ₽, при заказе от 10 000 ₽ — бесплатно."
        << "Заказы на сумму от 10 тысяч рублей мы привозим по городу бесплатно." << int(Axis::Redundancy);
    QTest::newRow("ru от 10 тысяч / от 15 000") << "ru"
                                                << "Заказы на сумму от 10 тысяч рублей мы привозим бесплатно."
                                                << "Доставка бесплатна для заказов от 15 000 рублей." << int(Axis::Conflict);
    // letting in, by the verb or its noun, from the other side («ведётся» says nothing of its own; an appointment made
    // before is the appointment)
    QTest::newRow("ru приём только по предварительной записи / без записи не принимают")
        << "ru"
        << "Приём ведётся только по предварительной записи."
        << "Без записи заявителей в кабинете 12 не принимают." << int(Axis::Redundancy);
    // a threshold of money among other bounds; "naviše" after a number; "passes" before one; free said as a word
    QTest::newRow("bs besplatna preko 100 KM / od 150 KM naviše")
        << "bs"
        << "Dostava košta 7 KM i stiže za 2 do 3 radna dana, a za narudžbe preko 100 KM dostava je besplatna."
        << "Besplatnu dostavu dobijaju samo narudžbe od 150 KM naviše." << int(Axis::Conflict);
    QTest::newRow("en ship free over £150 / free once it passes £150")
        << "en"
        << "Orders over £150 ship free."
        << "Delivery is free of charge once an order passes £150." << int(Axis::Redundancy);
    // a part of a year is a length of time
    QTest::newRow("hr garancija 6 mjeseci / pola godine")
        << "hr"
        << "Garancija na popravak je 6 mjeseci."
        << "Za obavljeni popravak dajemo pola godine garancije." << int(Axis::Redundancy);
    // "welcome" allows
    QTest::newRow("en pets welcome / animals may not travel") << "en"
                                                              << "Pets are welcome in every vehicle we hire out."
                                                              << "Animals may not travel in our vehicles." << int(Axis::Conflict);
    // things given free and named in a list of what is included
    QTest::newRow("en includes a board, a wetsuit / provided free")
        << "en"
        << "Every lesson includes a 10-minute warm-up, a board, a wetsuit and a leash."
        << "Boards, wetsuits and leashes are provided free with every lesson." << int(Axis::Redundancy);
    // the business closed on one day twice, though the rules name nothing else in common (its visitors are whom it is
    // closed to)
    QTest::newRow("ru воскресенье выходной / по воскресеньям музей закрыт")
        << "ru"
        << "Воскресенье — выходной день."
        << "По воскресеньям музей закрыт для посетителей." << int(Axis::Redundancy);
    // a period of return with what it is of before a dash
    QTest::newRow("ru вернуть в течение 14 дней / срок возврата — 30 дней")
        << "ru"
        << "Вернуть товар можно в течение 14 дней после покупки."
        << "Срок возврата — 30 дней с момента покупки." << int(Axis::Conflict);
    // free, or turned away, under an age against a priced range from a younger one; not a child alone
    QTest::newRow("ru билет от 4 до 12 лет / до шести лет бесплатно")
        << "ru"
        << "Детский билет для детей от 4 до 12 лет стоит 300 рублей."
        << "Дети до шести лет проходят бесплатно." << int(Axis::Conflict);
    QTest::newRow("en bikes ages 3 to 10 / cannot hire under the age of five")
        << "en"
        << "Kids' bikes are available for ages 3 to 10 at £12."
        << "We cannot hire bikes to children under the age of five." << int(Axis::Conflict);
    QTest::newRow("en ages 2 to 14 / under 4 cannot ride alone")
        << "en"
        << "Tickets for ages 2 to 14 cost £5."
        << "Children under 4 cannot ride alone." << -1;
    // one group discount in two shares; tiers from two thresholds are none
    QTest::newRow("ru группам от 15 человек 20 % / скидка для групп 10 %")
        << "ru"
        << "Группам от 15 человек даём скидку 20 %."
        << "Скидка для групп составляет 10 % от цены." << int(Axis::Conflict);
    QTest::newRow("ru от 10 человек 10 % / от 20 человек 15 %")
        << "ru"
        << "Группам от 10 человек даём скидку 10 %."
        << "Группам от 20 человек даём скидку 15 %." << -1;
    // instalments are a way of paying, which "only cash" does not keep out, nor "without interest" turn away
    QTest::newRow("hr najviše tri rate / na rate nije moguće")
        << "hr"
        << "Tečaj se može platiti u najviše tri rate."
        << "Plaćanje na rate nije moguće." << int(Axis::Conflict);
    QTest::newRow("en only cash / three instalments")
        << "en"
        << "We only accept cash."
        << "You can pay in three instalments." << -1;
    QTest::newRow("hr ponudi na rate / 12 rata bez kamata")
        << "hr"
        << "Za skuplje proizvode ponudi plaćanje na rate."
        << "Plaćanje na rate moguće je karticom, na najviše 12 rata bez kamata." << -1;
    // the fewest of whom a case needs, said twice
    QTest::newRow("hr ako se prijavi najmanje šest / šest ili više sudionika")
        << "hr"
        << "Radionica se održava ako se prijavi najmanje šest sudionika."
        << "Grupu otvaramo tek kad se upiše šest ili više sudionika." << int(Axis::Redundancy);
    // the notice before which a purchase is given back, said twice
    QTest::newRow("ru вернуть не позднее чем за сутки / минимум за 24 часа")
        << "ru"
        << "Билет на концерт можно вернуть не позднее чем за сутки до начала."
        << "Деньги за билет возвращаем, если зритель отказался минимум за 24 часа." << int(Axis::Redundancy);
    // "sahat" is an hour; "sedmicu dana" is one week
    QTest::newRow("bs četiri sata / četiri sahata")
        << "bs"
        << "Cijena vjenčanja uključuje četiri sata fotografisanja."
        << "U vjenčanu cijenu ulaze četiri sahata snimanja." << int(Axis::Redundancy);
    QTest::newRow("bs sedmicu dana prije / sedam dana ranije")
        << "bs"
        << "Spisak gostiju za vjenčanje pošaljite najkasnije sedmicu dana prije proslave."
        << "Listu zvanica mladenci dostavljaju najkasnije sedam dana prije vjenčanja." << int(Axis::Redundancy);
    // free within a distance against a price from a shorter one; not from the same one
    QTest::newRow("en included within 30 miles / £2 a mile over 20 miles")
        << "en"
        << "Delivery within 30 miles of the depot is included in the price."
        << "Charge £2 per mile for addresses more than 20 miles from the depot." << int(Axis::Conflict);
    QTest::newRow("hr besplatna u krugu od 20 km / više od 20 km naplaćujemo")
        << "hr"
        << "Dostava u krugu od 20 km je besplatna."
        << "Za adrese udaljene više od 20 km naplaćujemo 1 € po kilometru." << -1;
    // something free said twice of one thing; not whom it is free for; a free cancellation is no price of what is
    // cancelled
    QTest::newRow("en parking is free / park for free") << "en"
                                                        << "Parking at the garden centre is free."
                                                        << "Customers park for free in our car park." << int(Axis::Redundancy);
    QTest::newRow("hr usluge besplatne za kandidate / besplatna radionica")
        << "hr"
        << "Za kandidate su naše usluge potpuno besplatne."
        << "Kandidate bez iskustva pošalji na našu besplatnu radionicu." << -1;
    QTest::newRow("bs besplatno otkazati / torta košta") << "bs"
                                                         << "Narudžba se može besplatno otkazati do 24 sata prije preuzimanja."
                                                         << "Torta za 10 osoba košta 60 KM." << -1;
    // "bez troškova" is free
    QTest::newRow("hr besplatno otkazati do 12 sati / bez troškova do 12 sati")
        << "hr"
        << "Sve termine je moguće besplatno otkazati do 12 sati prije početka."
        << "Termin se bez troškova može otkazati sve do 12 sati prije." << int(Axis::Redundancy);
    // an age a rule requires is the least it allows
    QTest::newRow("bs vozač mora imati 21 godinu / samo punoljetnim")
        << "bs"
        << "Vozač mora imati 21 godinu."
        << "Vozila iznajmljujemo samo punoljetnim osobama." << int(Axis::Conflict);
    // hours said in words with a part of the day; days a week are no length of time
    QTest::newRow("en opens at 9am / at nine in the morning")
        << "en"
        << "The office opens at 9am."
        << "Our doors open at nine in the morning." << int(Axis::Redundancy);
    QTest::newRow("ru каждый день с 10 до 20 / семь дней в неделю с десяти утра")
        << "ru"
        << "Работаем каждый день с 10:00 до 20:00."
        << "Магазин открыт семь дней в неделю, с десяти утра до восьми вечера." << int(Axis::Redundancy);
    // a length and a price both state, in other words; not two items named first
    QTest::newRow("en trial lesson 60 minutes £40 / for an hour new pupils pay £40")
        << "en"
        << "A trial lesson lasts 60 minutes and costs £40."
        << "For an hour with an instructor, new pupils pay £40." << int(Axis::Redundancy);
    QTest::newRow("hr probna vožnja 20 minuta 15 eura / za dvadeset minuta 15 €")
        << "hr"
        << "Probna vožnja traje 20 minuta i stoji 15 eura."
        << "Za dvadeset minuta upoznavanja s vozilom kandidat plaća 15 €." << int(Axis::Redundancy);
    QTest::newRow("en basic lesson 60 minutes £40 / private coaching 60 minutes £40")
        << "en"
        << "A basic lesson lasts 60 minutes and costs £40."
        << "Private coaching is 60 minutes for £40." << -1;
    // every day but some is the other days, and the days left out are closed; "half past eight", "pola devet" are 8:30
    QTest::newRow("hr od ponedjeljka do subote / svakim danom osim nedjelje")
        << "hr"
        << "Salon radi od ponedjeljka do subote, od 9 do 19 sati."
        << "Klijenti nas mogu posjetiti svakim danom osim nedjelje, između devet ujutro i sedam navečer."
        << int(Axis::Redundancy);
    QTest::newRow("en Monday to Saturday / every day except Sunday")
        << "en"
        << "The shop is open Monday to Saturday, 9:00 to 18:00."
        << "Customers can visit every day except Sunday, from nine in the morning until six in the evening."
        << int(Axis::Redundancy);
    QTest::newRow("ru с понедельника по субботу / ежедневно, кроме воскресенья")
        << "ru"
        << "Мы работаем с понедельника по субботу с 9:00 до 18:00."
        << "Магазин открыт ежедневно, кроме воскресенья, с девяти утра до шести вечера." << int(Axis::Redundancy);
    QTest::newRow("en every day except Monday / open on Mondays")
        << "en"
        << "The gym is open every day except Monday."
        << "The gym is open on Mondays from 6:00 to 22:00." << int(Axis::Conflict);
    QTest::newRow("hr svaki dan osim ponedjeljka / ponedjeljkom otvorena")
        << "hr"
        << "Trgovina radi svaki dan osim ponedjeljka."
        << "Ponedjeljkom je trgovina otvorena od 8 do 14 sati." << int(Axis::Conflict);
    QTest::newRow("en take bookings every day except Sunday / never on a Sunday")
        << "en"
        << "Take bookings every day except Sunday."
        << "Never take bookings on a Sunday." << int(Axis::Redundancy);
    QTest::newRow("en opens at 8:30 / half past eight in the morning")
        << "en"
        << "The office opens at 8:30."
        << "Our doors open at half past eight in the morning." << int(Axis::Redundancy);
    QTest::newRow("bs otvara u 8:30 / u pola devet ujutro") << "bs"
                                                            << "Ured se otvara u 8:30."
                                                            << "Vrata otvaramo u pola devet ujutro." << int(Axis::Redundancy);
    QTest::newRow("en opens at 8:00 / half past eight in the morning")
        << "en"
        << "The office opens at 8:00."
        << "The office opens at half past eight in the morning." << int(Axis::Conflict);
    // a date after a word of the last day is the last one allowed; the end of a month is its last day; a month's name in
    // the nominative makes a date
    QTest::newRow("bs do 5. maja / rok je 10. maj") << "bs"
                                                    << "Prijave za izlet u Mostar primaju se do 5. maja."
                                                    << "Rok za prijavu na putovanje u Mostar je 10. maj." << int(Axis::Conflict);
    QTest::newRow("en until 22 December / the last delivery day is 18 December")
        << "en"
        << "Deliveries can be booked for any date up to 22 December."
        << "The last delivery day is 18 December." << int(Axis::Conflict);
    QTest::newRow("bs do 31. marta / do kraja marta")
        << "bs"
        << "Godišnja članarina iznosi 24 KM i plaća se do 31. marta."
        << "Članarina za godinu je 24 KM, a uplatiti je treba najkasnije do kraja marta." << int(Axis::Redundancy);
    QTest::newRow("en by 31 March / by the end of March")
        << "en"
        << "The annual fee of £30 is due by 31 March."
        << "Members pay the £30 yearly fee by the end of March." << int(Axis::Redundancy);
    QTest::newRow("en by 15 March / by the end of March") << "en"
                                                          << "The annual fee is due by 15 March."
                                                          << "The annual fee is due by the end of March." << int(Axis::Conflict);
    // the same thing asked of children under two ages; not two things
    QTest::newRow("ru без шлема до 14 лет нельзя / шлемы младше 16 лет")
        << "ru"
        << "Кататься без шлема детям до 14 лет нельзя."
        << "Шлемы обязательны для всех посетителей младше 16 лет." << int(Axis::Conflict);
    QTest::newRow("en helmet under 12 / accompanied under 8") << "en"
                                                              << "Children under 12 must wear a helmet."
                                                              << "Children under 8 must be accompanied by an adult." << -1;
    // the collective numerals; a year after a word of a term
    QTest::newRow("ru не позднее чем за 5 дней / минимум за трое суток")
        << "ru"
        << "Бронировать праздник нужно не позднее чем за 5 дней до даты."
        << "Праздник можно заказать минимум за трое суток." << int(Axis::Conflict);
    QTest::newRow("ru сертификаты 6 месяцев / в течение года")
        << "ru"
        << "Подарочные сертификаты действуют 6 месяцев."
        << "Подарочный сертификат можно использовать в течение года с даты покупки." << int(Axis::Conflict);
    QTest::newRow("en vouchers 12 months / within a year")
        << "en"
        << "Gift vouchers are valid for 12 months."
        << "A gift voucher must be used within a year." << int(Axis::Redundancy);
    // money given back from some notice, and none under more notice than that (both for the days between); not when the
    // two meet
    QTest::newRow("ru возврат за 7 дней / меньше 10 дней не возвращаются")
        << "ru"
        << "Деньги возвращаются полностью, если ученик отказался не позднее чем за 7 дней до первого занятия."
        << "Если до старта осталось меньше 10 дней, деньги за курс не возвращаются." << int(Axis::Conflict);
    QTest::newRow("en refund from 7 days / none under 10 days")
        << "en"
        << "We refund the fee in full if you cancel at least 7 days before the first lesson."
        << "If fewer than 10 days remain before the start, the fee is not refunded." << int(Axis::Conflict);
    // two plain statements of one thing, most of both meeting; not with a tool's call
    QTest::newRow("hr svijeće bez parafina / nema parafina")
        << "hr"
        << "Sve su svijeće bez parafina i umjetnih bojila."
        << "U našim svijećama nema parafina ni sintetskih boja." << int(Axis::Redundancy);
    QTest::newRow("bs upiši funkcijom / rezervišeš funkcijom")
        << "bs"
        << "Mjesta rezervišeš funkcijom `rezervisi(ime, telefon, polazak, datum, broj_putnika)`."
        << "Zahtjev upiši funkcijom `zatrazi_asistenciju(ime, telefon, polazak, datum)`." << -1;
    // an office that receives the public in its hours: its own hours twice; two offices' hours are two
    QTest::newRow("bs kancelarija radi / prima stranke od 8 do 14")
        << "bs"
        << "Kancelarija radi radnim danima od 8 do 14 sati."
        << "Od ponedjeljka do petka kancelarija prima stranke od 8 do 14 sati." << int(Axis::Redundancy);
    QTest::newRow("bs kancelarija od 8 / dnevni centar od 9") << "bs"
                                                              << "Kancelarija radi radnim danima od 8 do 14 sati."
                                                              << "Dnevni centar je otvoren radnim danima od 9 do 13 sati." << -1;
    // an age reached, the least there is
    QTest::newRow("ru минимальный возраст 16 / исполнилось шестнадцать")
        << "ru"
        << "Минимальный возраст — 16 лет."
        << "Мы принимаем учеников, которым уже исполнилось шестнадцать." << int(Axis::Redundancy);
    QTest::newRow("en minimum age 16 / turned 16") << "en"
                                                   << "The minimum age is 16."
                                                   << "We take students who have turned 16." << int(Axis::Redundancy);
    QTest::newRow("en minimum age 16 / turned 18") << "en"
                                                   << "The minimum age is 16."
                                                   << "We take students who have turned 18." << int(Axis::Conflict);
    // what was bought, taken back in other words
    QTest::newRow("bs ne primamo nazad / ne može se vratiti")
        << "bs"
        << "Farbe miješane po želji ne primamo nazad."
        << "Farba koja je nijansirana po narudžbi kupca ne može se vratiti." << int(Axis::Redundancy);
    // an exception said in a clause of its own is a condition of the rule
    QTest::newRow("ru кроме торта / исключение делаем для торта")
        << "ru"
        << "Еду и напитки со стороны приносить нельзя, кроме торта на праздник."
        << "Со своей едой и напитками к нам нельзя, исключение делаем только для праздничного торта." << int(Axis::Redundancy);
    QTest::newRow("en except a cake / the only exception is a cake")
        << "en"
        << "Outside food and drink are not allowed, except for a birthday cake."
        << "Guests may not bring their own food or drinks; the only exception is a birthday cake." << int(Axis::Redundancy);
    // a class missed and made up, in other words
    QTest::newRow("hr propušteni susret nadoknaditi / tko izostane odraditi")
        << "hr"
        << "Propušteni susret polaznik može nadoknaditi u drugoj grupi."
        << "Tko izostane s nekog susreta, može ga odraditi s drugom grupom." << int(Axis::Redundancy);
    // a day in an ordinal word is a date: of every month («не позже десятого числа», "the fifth of the month") and of a
    // month («первого апреля»); money paid for a month is no notice of a month («деньги за месяц»)
    QTest::newRow("ru до 10-го числа / не позже десятого числа")
        << "ru"
        << "Взнос за секцию оплачивается до 10-го числа каждого месяца."
        << "Родители вносят деньги за месяц не позже десятого числа." << int(Axis::Redundancy);
    QTest::newRow("en by the 5th / no later than the fifth")
        << "en"
        << "The rent is paid by the 5th of each month."
        << "Tenants pay their rent no later than the fifth of the month." << int(Axis::Redundancy);
    // "a.m." and "p.m." are read with their full stops
    QTest::newRow("en opens at 9 a.m. / opens at 10 a.m.") << "en"
                                                           << "The showroom opens at 9 a.m. on weekdays."
                                                           << "On weekdays the showroom opens at 10 a.m." << int(Axis::Conflict);
    QTest::newRow("en by the 5th / no later than the tenth")
        << "en"
        << "The rent is paid by the 5th of each month."
        << "Tenants pay their rent no later than the tenth of the month." << int(Axis::Conflict);
    QTest::newRow("hr do 10. u mjesecu / do petog u mjesecu")
        << "hr"
        << "Članarina se plaća do 10. u mjesecu."
        << "Članarinu uplatite najkasnije do petog u mjesecu." << int(Axis::Conflict);
    // a rule that turns away all under an age states the youngest taken; not the youngest of one group
    QTest::newRow("ru от 4 до 14 лет / младше пяти не записывайте (sole)")
        << "ru"
        << "В школу принимаем детей от 4 до 14 лет."
        << "Детей младше пяти лет на занятия не записывайте." << int(Axis::Conflict);
    QTest::newRow("ru взрослая группа с 16 лет / младше 6 лет не записывай (sole)")
        << "ru"
        << "Взрослая группа (с 16 лет) тренируется по вторникам."
        << "Детей младше 6 лет не записывай, даже на пробное занятие." << -1;
    // put together and set right, in other words
    QTest::newRow("hr isporučuje se sastavljen i podešen / stiže sklopljen i namješten")
        << "hr"
        << "Svaki bicikl isporučuje se sastavljen i podešen."
        << "Kupcu svaki bicikl stiže sklopljen i namješten." << int(Axis::Redundancy);
    // «обязательна» requires, «не обязательна» makes it optional
    QTest::newRow("ru шапочка обязательна / без шапочки не пускайте")
        << "ru"
        << "Шапочка для плавания в бассейне обязательна."
        << "Без шапочки для плавания в бассейн не пускайте." << int(Axis::Redundancy);
    QTest::newRow("ru обувь обязательна / не обязательна") << "ru"
                                                           << "Сменная обувь обязательна."
                                                           << "Сменная обувь не обязательна." << int(Axis::Conflict);
    // not acting until something is had requires it, against a rule that requires it first (once reported as a
    // conflict); against one that puts nothing in order, it forbids
    QTest::newRow("en before you confirm / never confirm until")
        << "en"
        << "Always read the date back to the caller before you confirm the booking."
        << "Never confirm a booking until you have read the date back to the caller." << int(Axis::Redundancy);
    QTest::newRow("ru перед оформлением уточняйте / не оформляйте, пока не назовёт")
        << "ru"
        << "Перед оформлением заказа всегда уточняйте модель картриджа."
        << "Не оформляйте заказ, пока клиент не назовёт модель картриджа." << int(Axis::Redundancy);
    QTest::newRow("bs prije slanja pitajte / ne šaljite dok ne provjerite")
        << "bs"
        << "Prije slanja majstora obavezno pitajte da li je pozivalac vlasnik stana."
        << "Majstora ne šaljite dok ne provjerite da je pozivalac vlasnik stana." << int(Axis::Redundancy);
    QTest::newRow("en tell the cost as soon as / never quote until")
        << "en"
        << "Always tell the caller the likely cost of the repair as soon as you understand the fault."
        << "Never quote a price for a repair until a technician has opened the machine." << int(Axis::Conflict);
    // a contrast at the end ("…, not ours") does not negate the rule
    QTest::newRow("en guests are responsible / the guests' own job, not ours")
        << "en"
        << "Guests are responsible for washing their own dishes, emptying the bins and sweeping the kitchen."
        << "Dishes, bins and sweeping the kitchen are the guests' own job, not ours." << int(Axis::Redundancy);
    // a duration in one adjective
    QTest::newRow("ru в течение 14 дней / в двухнедельный срок")
        << "ru"
        << "Купленный товар можно обменять в течение 14 дней, если сохранён чек."
        << "Если покупатель сохранил чек, товар меняем в двухнедельный срок." << int(Axis::Redundancy);
    QTest::newRow("hr u roku od 7 dana / u dvotjednom roku")
        << "hr"
        << "Kupljenu robu možete zamijeniti u roku od 7 dana uz račun."
        << "Uz račun robu mijenjamo u dvotjednom roku." << int(Axis::Conflict);
    QTest::newRow("ru первого апреля / с 1 апреля") << "ru"
                                                    << "Приём шуб на хранение начинается первого апреля."
                                                    << "Шубы на хранение принимаем с 1 апреля." << int(Axis::Redundancy);
    // an ordinal word last in a rule, and one of no date, is no number
    QTest::newRow("en on the fifth / on the first") << "en"
                                                    << "Deliveries go out on the fifth"
                                                    << "Call us on the first" << -1;
    // a share paid first and a discount are percentages of two things
    QTest::newRow("ru предоплата 30% / скидка 5%") << "ru"
                                                   << "Предоплата за теплицу составляет 30% от цены теплицы."
                                                   << "На вторую теплицу дайте скидку 5% от цены теплицы." << -1;
    // a deposit of one thing at two amounts, the condition of one bearing on its paying back alone
    QTest::newRow("hr polog 200 € / 350 € i vraća se kad")
        << "hr"
        << "Za najam drona uzimamo polog od 200 €."
        << "Polog za iznajmljeni dron iznosi 350 € i vraća se kad kupac vrati dron." << int(Axis::Conflict);
    // a part of the price said as a fraction beside a word of paying, with the same threshold: one rule twice
    QTest::newRow("ru 50% заранее / оплачивает половину")
        << "ru"
        << "Заказы дороже 20 000 рублей оплачиваются на 50% заранее."
        << "При сумме заказа больше 20 000 рублей клиент оплачивает половину до начала работ." << int(Axis::Redundancy);
    QTest::newRow("bs 50 % avansa / polovinu uplaćuje")
        << "bs"
        << "Za narudžbe preko 500 KM kupac plaća 50 % avansa."
        << "Ako narudžba prelazi 500 KM, kupac polovinu uplaćuje unaprijed." << int(Axis::Redundancy);
    // a share of a price said with two words for the whole, beside a condition whose bound names the case: one rule twice
    QTest::newRow("en 50% of the daily rate / longer than one day, half the normal daily rate")
        << "en"
        << "Every extra day of hire costs 50% of the daily rate."
        << "If the customer keeps the marquee longer than one day, each additional day costs half the normal daily rate."
        << int(Axis::Redundancy);
    QTest::newRow("ru 50 % дневной цены / дольше одного дня, половину обычной дневной цены")
        << "ru"
        << "Каждый следующий день аренды оплачивается в размере 50 % дневной цены."
        << "Если клиент хочет оставить шатёр дольше одного дня, каждый дополнительный день стоит половину обычной дневной "
           "цены."
        << int(Axis::Redundancy);
    QTest::newRow("bs 50 % dnevne cijene / duže od jednog dana, pola osnovne dnevne cijene")
        << "bs"
        << "Svaki sljedeći dan najma plaća se 50 % dnevne cijene."
        << "Ako kupac želi zadržati šator duže od jednog dana, svaki dodatni dan košta pola osnovne dnevne cijene."
        << int(Axis::Redundancy);
    // the only two shares of the price paid in a prompt, in any words
    QTest::newRow("ru аванс 30 % / оплатит половину")
        << "ru"
        << "При заключении договора клиент вносит аванс 30 %."
        << "Работы начинаются только после того, как клиент оплатит половину стоимости." << int(Axis::Conflict);
    // … the time to pay it in beside the share
    QTest::newRow("en deposit 30% within 3 days / paid half")
        << "en"
        << "The deposit is 30% of the price and must be paid within 3 days of booking."
        << "We start building only once the customer has paid half of the price." << int(Axis::Conflict);
    QTest::newRow("hr predujam 40 % u roku od 5 dana / trećinu")
        << "hr"
        << "Predujam iznosi 40 % cijene i uplaćuje se u roku od 5 dana od narudžbe."
        << "Izradu počinjemo tek kad kupac uplati trećinu cijene." << int(Axis::Conflict);
    QTest::newRow("ru предоплата 50 % в течение двух суток / четверть")
        << "ru"
        << "Предоплата 50 % вносится в течение двух суток после брони."
        << "Чтобы подтвердить бронь, клиенту достаточно оплатить четверть стоимости." << int(Axis::Conflict);
    // … not a share that changes the price, nor a share charged for cancelling late
    QTest::newRow("bs doplata od 30 % / uplati polovinu") << "bs"
                                                          << "Za hitne narudžbe naplaćuje se doplata od 30 %."
                                                          << "Izradu počinjemo tek kad kupac uplati polovinu cijene." << -1;
    QTest::newRow("ru платят на 10 % меньше / оплачивает 30 %") << "ru"
                                                                << "Пенсионеры платят на 10 % меньше."
                                                                << "При записи клиент оплачивает 30 % стоимости курса." << -1;
    QTest::newRow("bs otkaže manje od 48 sati, plaća 50 % / avans od 30 %")
        << "bs"
        << "Ako klijent otkaže manje od 48 sati prije događaja, plaća 50 % dogovorene cijene."
        << "Avans od 30 % plaća se po potpisivanju ugovora." << -1;
    // "sto" is a table in Bosnian, a hundred only before a currency, a unit or persons
    QTest::newRow("bs sto na terasi za najviše 6 / 8 osoba")
        << "bs"
        << "Sto na terasi rezervišemo za najviše 6 osoba."
        << "Na terasi rezervišemo sto za najviše 8 osoba." << int(Axis::Conflict);
    QTest::newRow("bs iznad sto maraka / iznad 150 KM") << "bs"
                                                        << "Dostava iznad sto maraka je besplatna."
                                                        << "Dostava iznad 150 KM je besplatna." << int(Axis::Conflict);
    // the last day of signing up said two ways: "zatvaraju se" before a date is its last day, "upisi" and "prijave" are one
    QTest::newRow("hr upisi se zatvaraju 15. rujna / prijave do 30. rujna")
        << "hr"
        << "Upisi u jesensku grupu zatvaraju se 15. rujna."
        << "Prijave za jesensku grupu primamo do 30. rujna." << int(Axis::Conflict);
    QTest::newRow("bs upisi se zatvaraju 20. februara / nastava počinje 1. marta (quiet)")
        << "bs"
        << "Upisi za proljetnu grupu zatvaraju se 20. februara."
        << "Nastava za proljetnu grupu počinje 1. marta." << -1;
    // … not a deposit against a discount
    QTest::newRow("en 25% deposit / 10% discount") << "en"
                                                   << "Customers pay a 25% deposit when they order."
                                                   << "Every order of ten frames or more gets a 10% discount." << -1;
    // the most people of one booking and of one party («компания»)
    QTest::newRow("ru не больше 6 гостей / компании до 9 человек")
        << "ru"
        << "Одна бронь — не больше 6 гостей."
        << "Компании до 9 человек записывайте через create_booking." << int(Axis::Conflict);
    // two labelled items of a price list, a label of seven words
    QTest::newRow("hr vez logotipa od 8 do 20 cm: / vez imena:") << "hr"
                                                                 << "Vez logotipa od 8 do 20 cm: 7,00 € po komadu."
                                                                 << "Vez imena na ručnik: 5,00 € po komadu." << -1;
    // the hours of a class the shop runs are not the shop's
    QTest::newRow("en shop opens 9:30 / from 10:00 the shop runs a class")
        << "en"
        << "The shop is open Monday to Saturday from 9:30 to 18:00."
        << "On Saturdays from 10:00 to 12:00 the shop runs a pottery class for children." << -1;
    // a tool called is not a name asked for (the thesaurus has "call" for "name")
    QTest::newRow("en book_dropoff(name, …) / call check_parts")
        << "en"
        << "Book drop-offs with `book_dropoff(name, phone, model)` once the caller agrees."
        << "For machines made before 1980, call `check_parts(model)` before booking." << -1;
    // a share against an amount of money: two things, unless both are deposits
    QTest::newRow("bs više od polovine cijene / košta 15 KM")
        << "bs"
        << "Ako bi popravka koštala više od polovine cijene nove torbe, predloži kupovinu nove."
        << "Popravka ručke na torbi košta 15 KM." << -1;
    QTest::newRow("bs kapara 30 % / kapara od 500 KM") << "bs"
                                                       << "Kapara iznosi 30 % dogovorene cijene."
                                                       << "Termin se potvrđuje uplatom kapare od 500 KM." << int(Axis::Conflict);
    // a number in words joined by "i": "četrdeset i osam sati" is 48 hours
    QTest::newRow("hr 48 sati / četrdeset i osam sati")
        << "hr"
        << "Termin se može besplatno otkazati najkasnije 48 sati prije početka."
        << "Otkazivanje je bez naknade ako klijent javi barem četrdeset i osam sati unaprijed." << int(Axis::Redundancy);
    // people of an age in a plural of it ("Under-12s"), and a fraction of the agreed price
    QTest::newRow("en under-12s cannot / anyone aged 10 or over")
        << "en"
        << "Under-12s cannot join the archery taster."
        << "The archery taster is open to anyone aged 10 or over." << int(Axis::Conflict);
    QTest::newRow("hr polovinu ugovorene cijene / 30 %")
        << "hr"
        << "Predujam iznosi polovinu ugovorene cijene."
        << "Pri potpisu ugovora kupac uplaćuje predujam od 30 % cijene." << int(Axis::Conflict);
    // a working week is five working days
    QTest::newRow("en ten working days / two working weeks")
        << "en"
        << "Resoling takes ten working days from the day the boots are dropped off."
        << "Customers leaving boots for resoling should expect to collect them two working weeks later." << int(Axis::Redundancy);
    // days the crews do not work are theirs, not the office's
    QTest::newRow("bs ekipe ne rade vikendom / kancelarija subotom")
        << "bs"
        << "Ekipe rade na terenu od ponedjeljka do petka, od 7 do 16 sati, a subotom i nedjeljom ne rade."
        << "Kancelarija radi subotom od 9 do 12 sati." << -1;
    // a time on a day outside the hours given for that very day
    QTest::newRow("en last Saturday lesson 13:30 / Saturday 9–12")
        << "en"
        << "On Saturdays the studio is open from 9:00 to 12:00."
        << "The last Saturday lesson starts at 13:30." << int(Axis::Conflict);
    QTest::newRow("hr nedjeljom do 16:00 / nedjeljom 10–14") << "hr"
                                                             << "Nedjeljom je salon otvoren od 10 do 14 sati."
                                                             << "Nedjeljom primamo mušterije do 16:00." << int(Axis::Conflict);
    QTest::newRow("ru последняя запись на 17:00 / в воскресенье 11–15")
        << "ru"
        << "В воскресенье студия работает с 11:00 до 15:00."
        << "В воскресенье последняя запись на 17:00." << int(Axis::Conflict);
    // … not an exception for one day of a run of days, nor the hours of something else, nor a day something is done
    // by, nor what is done after hours
    QTest::newRow("bs srijedom do 18:00 / ponedjeljak – petak")
        << "bs"
        << "Ponedjeljak – petak: 8:00 – 16:00"
        << "Srijedom šalteri rade do 18:00 zbog zaposlenih građana." << -1;
    QTest::newRow("hr telefonska služba 7:30–15:30 / ured 8–15")
        << "hr"
        << "Ured radi od ponedjeljka do petka od 8 do 15 sati."
        << "Telefonska služba dostupna je radnim danom od 7:30 do 15:30." << -1;
    QTest::newRow("bs prijave do subote u 20 sati / subotom 10–18") << "bs"
                                                                    << "Klub je otvoren subotom od 10 do 18 sati."
                                                                    << "Prijave za turnir primaš do subote u 20 sati." << -1;
    QTest::newRow("en calls after 14:00 / Saturday 9–13") << "en"
                                                          << "On Saturdays the shop is open from 9:00 to 13:00."
                                                          << "On Saturdays, calls after 14:00 go to the answering machine." << -1;
    // … the hours of things a rule names, against a rule that names one of them in the same word
    QTest::newRow("en counter until 16:00 / counter and phone line Saturday 10–14")
        << "en"
        << "The counter and the phone line are open Monday to Friday from 8:30 to 18:00 and on Saturday from 10:00 to 14:00."
        << "Devices can be handed in at the counter on Saturday afternoons until 16:00." << int(Axis::Conflict);
    QTest::newRow("hr na šalteru subotom do 14:00 / šalter i telefonska linija subotom 9–12")
        << "hr"
        << "Šalter i telefonska linija rade od ponedjeljka do petka od 8:00 do 16:00 te subotom od 9:00 do 12:00."
        << "Pakete na šalteru primamo i subotom do 14:00." << int(Axis::Conflict);
    QTest::newRow("en counter until 16:00 / phone line and chat Saturday 10–14")
        << "en"
        << "The phone line and the live chat are open Monday to Friday from 8:30 to 18:00 and on Saturday from 10:00 to "
           "14:00."
        << "Devices can be handed in at the counter on Saturday afternoons until 16:00." << -1;
    // … the days of the time's own clause, when it names some
    QTest::newRow("en Saturday collections until 3 pm / Saturdays 8:00–12:00")
        << "en"
        << "On Saturdays the yard is open from 8:00 to 12:00."
        << "Customers may collect with their own crane lorry on weekdays, and Saturday collections run until 3 pm."
        << int(Axis::Conflict);
    // … the hours of things with how long or how often beside them
    QTest::newRow("hr zadnji termin za skok u 19:00 / skokovi od 10:00 do 18:00, svakih 20 minuta")
        << "hr"
        << "Skokovi se izvode petkom, subotom i nedjeljom od 10:00 do 18:00, svakih 20 minuta."
        << "Zadnji termin za skok u danu je u 19:00." << int(Axis::Conflict);
    QTest::newRow("hr zadnji termin za skok u 17:40 / skokovi od 10:00 do 18:00, svakih 20 minuta (quiet)")
        << "hr"
        << "Skokovi se izvode petkom, subotom i nedjeljom od 10:00 do 18:00, svakih 20 minuta."
        << "Zadnji termin za skok u danu je u 17:40." << -1;
    // a time and a length said twice, one of the rules with a count beside them (how often): the count leaves them the same
    QTest::newRow("bs u 11:00, 45 minuta / dva puta sedmično, u jedanaest sati, tri četvrt sata")
        << "bs"
        << "Obilasci radionice održavaju se utorkom i četvrtkom u 11:00 i traju 45 minuta."
        << "Ture kroz radionicu organizujemo dva puta sedmično, u utorak i četvrtak s početkom u jedanaest sati, a svaka traje "
           "tri četvrt sata."
        << int(Axis::Redundancy);
    // the youngest age children go without an adult, said twice: at two ages, or at one
    QTest::newRow("en aged 12 and over on their own / under 16 must have an adult")
        << "en"
        << "Juniors aged 12 and over can book and use a lane on their own."
        << "Anyone under 16 must have an adult in the net with them for the whole session." << int(Axis::Conflict);
    QTest::newRow("en under 16 accompanied / no one younger than sixteen without an adult")
        << "en"
        << "Callers under 16 must be accompanied by a parent or guardian on the range."
        << "No one younger than sixteen may shoot without an adult guardian present." << int(Axis::Redundancy);
    QTest::newRow("hr od 12 godina sami / mlađi od 14 u pratnji")
        << "hr"
        << "Djeca od 12 godina mogu sami koristiti stazu."
        << "Djeca mlađa od 14 godina na stazi moraju biti u pratnji odrasle osobe." << int(Axis::Conflict);
    QTest::newRow("ru с 12 лет самостоятельно / младше 14 в сопровождении")
        << "ru"
        << "Дети с 12 лет могут кататься самостоятельно."
        << "Дети младше 14 лет катаются только в сопровождении взрослого." << int(Axis::Conflict);
    // a day something is not done against a rule that does it every day; not another thing done every day
    QTest::newRow("ru в воскресенье заказы не оформляет / заказы принимаем ежедневно")
        << "ru"
        << "В воскресенье ассистент заказы не оформляет, а предлагает перезвонить в понедельник."
        << "Телефонные заказы принимаем ежедневно в часы работы магазина." << int(Axis::Conflict);
    QTest::newRow("hr nedjeljom ne primamo narudžbe / svaki dan") << "hr"
                                                                  << "Nedjeljom ne primamo narudžbe."
                                                                  << "Narudžbe primamo svaki dan." << int(Axis::Conflict);
    QTest::newRow("en no deliveries on Sundays / orders every day") << "en"
                                                                    << "We do not deliver on Sundays."
                                                                    << "Phone orders are taken every day." << -1;
    // charged below one amount, free from a lower one: an order between them is both; not when they meet or leave a gap
    QTest::newRow("hr naplaćujemo ispod 80 eura / besplatna iznad 60 €")
        << "hr"
        << "Za kupnju manju od 80 eura naplaćujemo dostavu 5 eura."
        << "Dostava unutar Zadra besplatna je za narudžbe iznad 60 €." << int(Axis::Conflict);
    QTest::newRow("hr naplaćujemo ispod 60 eura / besplatna iznad 80 €")
        << "hr"
        << "Za kupnju manju od 60 eura naplaćujemo dostavu 5 eura."
        << "Dostava unutar Zadra besplatna je za narudžbe iznad 80 €." << -1;
    QTest::newRow("en under £60 pay £5 / free over £60") << "en"
                                                         << "Orders under £60 pay £5 for delivery."
                                                         << "Delivery is free for orders over £60." << -1;
    // the deadline of a free cancellation said twice ("or earlier" after notice is the least notice)
    QTest::newRow("hr besplatno otkazati najkasnije 48 sati prije / dva dana unaprijed ili ranije ne plaća ništa")
        << "hr"
        << "Rezervaciju degustacije gost može besplatno otkazati najkasnije 48 sati prije termina, a za kasnije otkazivanje "
           "naplaćuje se 10 € po osobi."
        << "Gost koji degustaciju otkaže dva dana unaprijed ili ranije ne plaća ništa." << int(Axis::Redundancy);
    QTest::newRow("hr besplatno otkazati najkasnije 24 sata prije / dan ili više unaprijed ništa ne plaća")
        << "hr"
        << "Rezervaciju je moguće besplatno otkazati najkasnije 24 sata prije termina, a kasnije otkazivanje naplaćuje se "
           "punom cijenom."
        << "Tko otkaže dan ili više unaprijed, ništa ne plaća." << int(Axis::Redundancy);
    QTest::newRow("en cancel free up to 48 hours before / two days ahead or earlier pays nothing")
        << "en"
        << "Tastings can be cancelled free of charge up to 48 hours before the start; later cancellations cost £10 a person."
        << "A guest who cancels two days ahead or earlier pays nothing." << int(Axis::Redundancy);
    // "marke" is the currency after two to four ("dvije marke"), as "KM" is
    QTest::newRow("bs taksa 2 KM po noći / dvije marke takse po noći")
        << "bs"
        << "Boravišna taksa iznosi 2 KM po osobi za svaku noć i ne ulazi u cijenu kreveta."
        << "Na cijenu noćenja gost doplaćuje dvije marke takse po noći." << int(Axis::Redundancy);
    // «г» after a number is grams, as «граммов» is: the least weight said twice
    QTest::newRow("ru минимальный вес 200 г / меньше двухсот граммов не добавляет")
        << "ru"
        << "Минимальный вес одной позиции в заказе — 200 г."
        << "Меньше двухсот граммов одного вида ассистент в заказ не добавляет." << int(Axis::Redundancy);
    // one bound from its two sides, allowed up to it and forbidden beyond it, is one rule, not a conflict
    QTest::newRow("en up to 6 may / never more than six")
        << "en"
        << "Up to 6 players may share a lane."
        << "Never put more than six players in a lane." << int(Axis::Redundancy);
    // two shares that make the whole are two parts of one price
    QTest::newRow("bs avans 30 % / preostalih 70 %") << "bs"
                                                     << "Avans od 30 % plaća se pri potpisivanju narudžbe."
                                                     << "Preostalih 70 % cijene plaća se monterima na dan montaže." << -1;
    // the one word two rules of durations alone name, in two forms («гарантийный» / «гарантия»), and durations of one
    // order only
    QTest::newRow("ru гарантийный срок 90 дней / гарантия 6 месяцев (sole)")
        << "ru"
        << "Гарантийный срок на любой ремонт составляет 90 дней."
        << "Гарантия на все виды работ — 6 месяцев." << int(Axis::Conflict);
    QTest::newRow("en parcels kept 30 days / reach the depot after 48 hours (sole)")
        << "en"
        << "Unclaimed parcels are kept for 30 days."
        << "Parcels reach the depot 48 hours after collection." << -1;
    // a year of the calendar is no age nor length
    QTest::newRow("bs od 2011. godine / od 18 godina")
        << "bs"
        << "Škola od 2011. godine vodi časove glume za djecu, mlade i odrasle."
        << "Grupa za odrasle (od 18 godina): jedan čas sedmično od 120 minuta, 80 KM mjesečno." << -1;
    // a group named just before its bound counts people, whatever follows the number
    QTest::newRow("en groups of up to six / a maximum of four people (sole)")
        << "en"
        << "Groups of up to six can book the same session together."
        << "Each session takes a maximum of four people at the bench." << int(Axis::Conflict);
    QTest::newRow("en groups of 10 or more get 10% off / a maximum of 15 people (sole)")
        << "en"
        << "Groups of 10 or more get 10% off."
        << "Each tour takes a maximum of 15 people." << -1;
    // the lowest price is a minimum
    QTest::newRow("bs ne košta manje od 50 KM / najniža cijena 40 KM (sole)")
        << "bs"
        << "Nijedna rupa ne košta manje od 50 KM."
        << "Najniža cijena po rupi je 40 KM." << int(Axis::Conflict);
    QTest::newRow("ru не стоит меньше 500 / самая низкая цена 400 (sole)")
        << "ru"
        << "Ни одна услуга не стоит меньше 500 рублей."
        << "Самая низкая цена за услугу составляет 400 рублей." << int(Axis::Conflict);
    // not until something is had, and not unless it is, are one rule; the agent named as the subject is asked as "you" is
    QTest::newRow("en no assessment until signed / unless signed, the assistant does not book (sole)")
        << "en"
        << "No first assessment can be booked until the vet has signed a referral form."
        << "Unless the vet has completed and signed our referral form, the assistant does not book a first assessment."
        << int(Axis::Redundancy);
    // «по субботам» is on Saturdays, not by Saturday
    QTest::newRow("ru по субботам в 17:30 / в субботу 11–16")
        << "ru"
        << "Офис открыт с понедельника по пятницу с 10:00 до 19:00, в субботу с 11:00 до 16:00."
        << "По субботам последняя консультация начинается в 17:30." << int(Axis::Conflict);
    // years of whoever is under a number, and an age in whole years
    QTest::newRow("en 18 or older / nobody under eighteen")
        << "en"
        << "We sell dry ice only to customers who are 18 or older."
        << "Nobody under eighteen may buy dry ice from us." << int(Axis::Redundancy);
    QTest::newRow("en under 12 / aged 11 or younger")
        << "en"
        << "Children under 12 must be accompanied by an adult at all times."
        << "A child aged 11 or younger cannot enter the fields unless an adult goes with them." << int(Axis::Redundancy);
    // … and so is one joined to "under" by a hyphen, a noun of those under it
    QTest::newRow("en aged 17 or younger / no under-18")
        << "en"
        << "Batters aged 17 or younger must wear a helmet."
        << "No under-18 is allowed to bat without a helmet on." << int(Axis::Redundancy);
    // a bare number after a comparative of age is an age, and "may" after a number is a verb, not the month
    QTest::newRow("en aged 8 or over / nobody younger than 12 may")
        << "en"
        << "Every walker aged 8 or over leads their own alpaca."
        << "Nobody younger than 12 may lead an alpaca." << int(Axis::Conflict);
    QTest::newRow("ru от 6 лет / младше 10") << "ru"
                                             << "Кататься на пони могут дети от 6 лет."
                                             << "Никого младше 10 на пони не сажаем." << int(Axis::Conflict);
    QTest::newRow("hr od 6 godina / mlađi od 10") << "hr"
                                                  << "Jahati ponija mogu djeca od 6 godina."
                                                  << "Nitko mlađi od 10 ne smije jahati ponija." << int(Axis::Conflict);
    // «с 18 лет» is an age from which
    QTest::newRow("ru только с 18 лет / младше восемнадцати")
        << "ru"
        << "Вход в клуб — только с 18 лет, на входе администратор проверяет паспорт."
        << "Лицам младше восемнадцати лет вход в клуб закрыт." << int(Axis::Redundancy);
    // a week without a numeral after an amount and a word of its own is a week, not a rate
    QTest::newRow("bs 100 KM, sedam dana / 100 KM avansa najkasnije sedmicu dana")
        << "bs"
        << "Kapara za vjenčanje iznosi 100 KM i plaća se u roku od sedam dana od rezervacije."
        << "Mladenci uplaćuju 100 KM avansa najkasnije sedmicu dana nakon što rezervišu termin." << int(Axis::Redundancy);
    // an amount one may ask for, said to be small, against the least there is by name: a conflict only below it
    QTest::newRow("bs najmanji tiraž 100 / može od samo 50")
        << "bs"
        << "Najmanji tiraž koji štampamo je 100 primjeraka."
        << "Autor može naručiti tiraž od samo 50 primjeraka." << int(Axis::Conflict);
    QTest::newRow("en minimum 10 bags / can order just 4") << "en"
                                                           << "The minimum order is 10 bags of logs."
                                                           << "Customers can order just 4 bags of logs." << int(Axis::Conflict);
    QTest::newRow("ru минимальный тираж 100 / всего 50")
        << "ru"
        << "Минимальный тираж — 100 экземпляров."
        << "Автор может заказать тираж всего 50 экземпляров." << int(Axis::Conflict);
    QTest::newRow("en minimum 10 bags / can order just 14") << "en"
                                                            << "The minimum order is 10 bags of logs."
                                                            << "Customers can order just 14 bags of logs." << -1;
    // the first meeting is the initial consultation
    QTest::newRow("ru первая встреча бесплатна / первичная консультация 3 000 ₽")
        << "ru"
        << "Первая встреча с патентным поверенным для нового клиента бесплатна."
        << "Первичная консультация патентного поверенного длится 30 минут и стоит 3 000 "
           "₽."
        << int(Axis::Conflict);
    QTest::newRow("hr prvi sastanak besplatan / početna konzultacija 50 eura")
        << "hr"
        << "Prvi sastanak s odvjetnikom je besplatan."
        << "Početna konzultacija s odvjetnikom stoji 50 eura." << int(Axis::Conflict);
    // a collective numeral is a number, and an age said in one word with its count
    QTest::newRow("hr četvero igrača / četiri igrača (sole)")
        << "hr"
        << "Najam stola za četvero igrača stoji 12 € po satu."
        << "Najam stola za četiri igrača stoji 12 € po satu." << int(Axis::Redundancy);
    QTest::newRow("hr šestogodišnjake / djeca od 7 do 14 godina")
        << "hr"
        << "Škola stolnog tenisa za djecu od 7 do 14 godina: dva treninga tjedno po 60 minuta, 40 € mjesečno."
        << "U školu primamo i šestogodišnjake." << int(Axis::Conflict);
    // what the agent is to pass on, against a plain statement of it; shoes are footwear
    QTest::newRow("bs dolazi se u zatvorenoj obući / podsjetite da obuju zatvorene cipele")
        << "bs"
        << "Na turu se dolazi u zatvorenoj obući i sa jaknom."
        << "Prije kraja razgovora podsjetite goste da obuju zatvorene cipele i ponesu jaknu." << int(Axis::Redundancy);
    QTest::newRow("en text confirms the booking / tells that a text confirms it")
        << "en"
        << "Every booking is confirmed by text message on the day it is made."
        << "The assistant tells the caller that a text confirming the booking will arrive the same day." << int(Axis::Redundancy);
    QTest::newRow("en closed-toe shoes / no open footwear")
        << "en"
        << "Closed-toe shoes are required in the arena."
        << "No one is allowed into the arena in sandals, flip-flops or any other open footwear." << int(Axis::Redundancy);
    // who is not yet so many years old is younger
    QTest::newRow("hr mlađa od 12 godina / još nema 12 godina")
        << "hr"
        << "Djeca mlađa od 12 godina igraju samo uz trenera ili roditelja."
        << "Igrač koji još nema 12 godina smije na teren jedino u pratnji roditelja ili trenera." << int(Axis::Redundancy);
    QTest::newRow("ru до 4 лет / ещё нет четырёх лет")
        << "ru"
        << "Дети до 4 лет проходят бесплатно."
        << "Малышам, которым ещё нет четырёх лет, билет не нужен." << int(Axis::Redundancy);
    QTest::newRow("hr mlađa od 12 godina / još nema 10 godina (quiet)")
        << "hr"
        << "Djeca mlađa od 12 godina igraju samo uz trenera ili roditelja."
        << "Igrač koji još nema 10 godina igra na malom terenu." << -1;
    // an age reached is the least age; a count reached is no age
    QTest::newRow("en must be 18 or older / reached the age of 18")
        << "en"
        << "Anyone making a will must be 18 or older."
        << "The firm only writes wills for people who have reached the age of 18." << int(Axis::Redundancy);
    QTest::newRow("en must be 10 or older / waiting list reached 10 names (quiet)")
        << "en"
        << "Children on the course must be 10 or older."
        << "Once the waiting list for the course has reached 10 names, close it." << -1;
    // one cancellation deadline from both sides, when the free side's rule already says what is charged later …
    QTest::newRow("hr besplatno do 6 sati, kasnije naplaćuje / manje od šest sati plaća")
        << "hr"
        << "Otkazivanje je besplatno do 6 sati prije termina; kasnije otkazan termin naplaćuje se u cijelosti."
        << "Tko otkaže manje od šest sati prije početka, plaća puni iznos termina." << int(Axis::Redundancy);
    // … not one policy in two rules
    QTest::newRow("en refund if 24 hours before / kept if less than 24 hours (quiet)")
        << "en"
        << "Cancellations made at least 24 hours before the lesson get a full refund of the deposit."
        << "If a caller cancels less than 24 hours before the lesson, the deposit is kept." << -1;
    // who are not seen under an age, in a rule that asks something else of them: the youngest taken
    QTest::newRow("en children aged 2 and over / younger than 5 are not seen")
        << "en"
        << "The clinic gives travel vaccines to adults and to children aged 2 and over."
        << "Children younger than 5 are not seen at this clinic and should be referred to their GP." << int(Axis::Conflict);
    // done only within a place, against not done outside it: one rule from both sides
    QTest::newRow("hr samo unutar Rijeke / izvan grada ne vozimo")
        << "hr"
        << "Dostavljamo samo unutar Rijeke, a dostava košta 4 €."
        << "Za dostavu na adrese u Rijeci naplaćujemo 4 eura, a izvan grada ne vozimo." << int(Axis::Redundancy);
    QTest::newRow("en only within Leeds / never outside the city")
        << "en"
        << "We deliver only within Leeds, and delivery costs £4."
        << "Delivery to addresses in Leeds costs £4, and we never deliver outside the city." << int(Axis::Redundancy);
    // a part of a unit of measure is so much of it
    QTest::newRow("hr najmanja 0,5 kg / manje od pola kilograma")
        << "hr"
        << "Najmanja narudžba je 0,5 kg po vrsti."
        << "Manje od pola kilograma jedne vrste tjestenine ne možemo pripremiti." << int(Axis::Redundancy);
    QTest::newRow("en smallest 0.5 kg / less than half a kilo")
        << "en"
        << "The smallest order is 0.5 kg of each kind of pasta."
        << "We cannot make less than half a kilo of one kind of pasta." << int(Axis::Redundancy);
    QTest::newRow("bs minimalna pola kubika / ne manje od jednog kubika")
        << "bs"
        << "Minimalna narudžba je pola kubika."
        << "Ne primamo narudžbe manje od jednog kubika." << int(Axis::Conflict);
    // an age below the least required, allowed with no condition word; "mogu se" allows, "mladi" have an age
    QTest::newRow("hr najmanje 18 godina / mogu se prijaviti mladi od 16")
        << "hr"
        << "Polaznici moraju imati najmanje 18 godina jer se na nastavi kuša alkohol."
        << "Na radionice kušanja mogu se prijaviti i mladi od 16 godina uz pisanu suglasnost roditelja." << int(Axis::Conflict);
    // hours the night through, and the evening in Bosnian
    QTest::newRow("bs noćni mir od 23 do 7 / od jedanaest uveče do sedam ujutro")
        << "bs"
        << "Noćni mir u hostelu je od 23 do 7 sati."
        << "Noćni mir u hostelu je od jedanaest uveče do sedam ujutro." << int(Axis::Redundancy);
    // how long a job takes, from the day when it starts: no case
    QTest::newRow("bs izrada traje 10 radnih dana od dana kad / gotov za sedmicu")
        << "bs"
        << "Izrada traje 10 radnih dana od dana kad preuzmemo vunu."
        << "Recite mušteriji da će gotov jorgan moći podići za sedmicu dana." << int(Axis::Conflict);
    // one thing given on days of which none meet
    QTest::newRow("bs dostavljamo utorkom i petkom / dostavu ponedjeljkom i četvrtkom")
        << "bs"
        << "Dostavljamo na području grada Zenice utorkom i petkom."
        << "Dostavu vozimo ponedjeljkom i četvrtkom." << int(Axis::Conflict);
    // a colon ends the clause of the days kept to: the days named after it are not kept to
    QTest::newRow("ru только на воскресенье: по субботам заняты / по субботам и воскресеньям")
        << "ru"
        << "Запись на мастер-класс открыта только на воскресенье: по субботам мастера заняты заказами."
        << "Мастер-классы проходят по субботам и воскресеньям в 12:00 и длятся 3 часа." << int(Axis::Conflict);
    QTest::newRow("ru приём по вторникам / принимает по четвергам")
        << "ru"
        << "Приём жильцов у управляющего проходит по вторникам с 14:00 до 18:00."
        << "Управляющий принимает жильцов по четвергам после обеда." << int(Axis::Conflict);
    // … not the hours of a timetable, nor a case named by an age or an amount
    QTest::newRow("en weekday hours / weekend hours (quiet)")
        << "en"
        << "The float centre is open Monday to Friday from 10:00 to 21:00."
        << "The float centre is open on Saturday and Sunday from 09:00 to 18:00." << -1;
    QTest::newRow("ru дети по понедельникам / взрослая группа по вторникам (quiet)")
        << "ru"
        << "Дети 6–9 лет занимаются по понедельникам и средам."
        << "Взрослая группа (с 16 лет) занимается по вторникам и четвергам." << -1;
    QTest::newRow("hr dostava utorkom / veće od 300 m² i subotom (quiet)")
        << "hr"
        << "Dostavu skela obavljamo utorkom i četvrtkom."
        << "Za narudžbe veće od 300 m² dostavu možemo obaviti i subotom." << -1;
    // … a plain statement of another thing is no repetition of what is passed on
    QTest::newRow("bs dolazi se u zatvorenoj obući / podsjetite da ponesu osobnu (quiet)")
        << "bs"
        << "Na turu se dolazi u zatvorenoj obući i sa jaknom."
        << "Prije kraja razgovora podsjetite goste da ponesu osobnu kartu i novac za ručak." << -1;
    // a closing time past the hours of the same thing, on their days and in their months (two months joined by a word of
    // range are all months between, over the new year; a bar open past midnight closes before it opens)
    QTest::newRow("en courts November to February / last booking in December")
        << "en"
        << "From November to February the courts are open from 8:00 until 16:00."
        << "In December the last court booking ends at 18:00." << int(Axis::Conflict);
    QTest::newRow("bs dostava do 22:00 / narudžbe za dostavu do 23:00")
        << "bs"
        << "Dostava radi svaki dan od 10:00 do 22:00."
        << "Narudžbe za dostavu primamo do 23:00." << int(Axis::Conflict);
    QTest::newRow("en bar until 02:00 / last orders until 03:00")
        << "en"
        << "The bar serves from 18:00 to 02:00."
        << "Last orders at the bar are taken until 03:00." << int(Axis::Conflict);
    // … not a time within them, nor one of other days or months (an exception)
    QTest::newRow("bs dostava do 22:00 / narudžbe do 21:30 (quiet)") << "bs"
                                                                     << "Dostava radi svaki dan od 10:00 do 22:00."
                                                                     << "Narudžbe za dostavu primamo do 21:30." << -1;
    QTest::newRow("en bar until 02:00 / last orders until 01:30 (quiet)")
        << "en"
        << "The bar serves from 18:00 to 02:00."
        << "Last orders at the bar are taken until 01:30." << -1;
    QTest::newRow("en kitchen 12–22 / Fridays until 23:00 (quiet)") << "en"
                                                                    << "The kitchen is open from 12:00 to 22:00."
                                                                    << "On Fridays the kitchen takes orders until 23:00." << -1;
    QTest::newRow("en pool 9–18 / July and August until 21:00 (quiet)") << "en"
                                                                        << "The pool is open from 9:00 to 18:00."
                                                                        << "In July and August the pool closes at 21:00." << -1;
    // a day closed all year is closed in a season another rule opens it; a day closed with no more said is not
    QTest::newRow("hr nedjeljom zatvoren cijele godine / u prosincu i nedjeljom")
        << "hr"
        << "Nedjeljom je salon zatvoren cijele godine."
        << "U prosincu radimo i nedjeljom od 10:00 do 14:00." << int(Axis::Conflict);
    QTest::newRow("hr nedjeljom zatvoren / u prosincu i nedjeljom (quiet)")
        << "hr"
        << "Nedjeljom je salon zatvoren."
        << "U prosincu radimo i nedjeljom od 10:00 do 14:00." << -1;
    // days off after a dash, in the plural a word of the weekend elsewhere
    QTest::newRow("ru воскресенье и понедельник — выходные дни / в понедельник")
        << "ru"
        << "Магазин работает со вторника по субботу с 10:00 до 19:00, воскресенье и понедельник — выходные дни."
        << "Если клиент хочет приехать в понедельник, записывайте его на время с 12:00 до 15:00." << int(Axis::Conflict);
    QTest::newRow("ru в выходные с 10:00 / в субботу (quiet)") << "ru"
                                                               << "В выходные магазин работает с 10:00 до 16:00."
                                                               << "В субботу записывайте клиентов с 12:00 до 14:00." << -1;
    // the only two rules of how long something reserved is held, at two lengths of one order, or at one (not the length of
    // what is reserved, many times the hold; not a payment counted from the reservation)
    QTest::newRow("en reserved bikes held 2 days / on hold 5 days")
        << "en"
        << "Reserved bikes are held for 2 days."
        << "Bikes on hold that are not collected within 5 days go back on sale." << int(Axis::Conflict);
    QTest::newRow("ru отложенный товар три дня / бронь в течение недели")
        << "ru"
        << "Отложенный товар храним три дня."
        << "Если покупатель не забрал бронь в течение недели, она снимается." << int(Axis::Conflict);
    QTest::newRow("en reserved items put aside one week / on hold 7 days")
        << "en"
        << "Reserved items stay put aside for one week."
        << "Anything a customer has on hold is kept for 7 days." << int(Axis::Redundancy);
    // … beside the deposit that holds it, an amount or a share; "держится", "drži" hold
    QTest::newRow("hr rezerviramo 5 dana uz kaparu / kapara od 20 % drži tjedan dana")
        << "hr"
        << "Čamac rezerviramo na 5 dana uz kaparu od 100 €."
        << "Kapara od 20 % cijene drži čamac rezerviranim tjedan dana." << int(Axis::Conflict);
    QTest::newRow("en reserve 3 days with a £50 deposit / a 10% deposit keeps it on hold a week")
        << "en"
        << "We reserve a bike for 3 days with a deposit of £50."
        << "A deposit of 10% of the price keeps the bike on hold for a week." << int(Axis::Conflict);
    QTest::newRow("ru бронь держится четыре дня, предоплата 20 % / снимается через двое суток")
        << "ru"
        << "Бронь держится четыре дня, за это время нужно внести предоплату 20 %."
        << "Неоплаченная бронь снимается через двое суток." << int(Axis::Conflict);
    QTest::newRow("bs rezervišemo 7 dana uz kaparu / kapara od 10 % uplaćuje se u roku od 3 dana (quiet)")
        << "bs"
        << "Motocikl rezervišemo na 7 dana uz kaparu od 500 KM."
        << "Kapara od 10 % cijene uplaćuje se u roku od 3 dana." << -1;
    QTest::newRow("en reservation for two hours / held 15 minutes (quiet)") << "en"
                                                                            << "Each table reservation is for two hours."
                                                                            << "We hold reservations for 15 minutes." << -1;
    QTest::newRow("bs kapara sedam dana od rezervacije / rezervisani komad tri dana (quiet)")
        << "bs"
        << "Kapara se plaća u roku od sedam dana od rezervacije."
        << "Rezervisani komad čuvamo tri dana." << -1;
    // one way of paying, taken when the booking is made, in both (not two parts of the price, nor something else paid)
    QTest::newRow("en paid by card when booked / card payment when you book")
        << "en"
        << "Lessons are paid by card when the booking is made."
        << "Take the card payment at the moment you book the lesson." << int(Axis::Redundancy);
    QTest::newRow("ru картой при бронировании / картой в момент оформления брони")
        << "ru"
        << "Оплату картой принимаем при бронировании."
        << "Картой клиент платит в момент оформления брони." << int(Axis::Redundancy);
    QTest::newRow("en deposit by card when booking / balance by card on the day (quiet)")
        << "en"
        << "The deposit is paid by card when booking."
        << "The balance is paid by card on the day." << -1;
    QTest::newRow("hr tečaj karticom pri upisu / najam opreme karticom na licu mjesta (quiet)")
        << "hr"
        << "Tečaj se plaća karticom pri upisu."
        << "Karticom se plaća i najam opreme na licu mjesta." << -1;
    // the only two rules of how long a job takes, at one length, in other words: the turnaround said twice
    QTest::newRow("hr servis kotla gotov za tri radna dana / kupac preuzima nakon tri radna dana")
        << "hr"
        << "Redovni servis kotla gotov je za tri radna dana."
        << "Plamenik predan na čišćenje i pregled kupac preuzima nakon tri radna dana." << int(Axis::Redundancy);
    // the same days, named one by one, or the same months, on which one thing is done: said twice (not "weekends" against
    // the days of it, which many rules name)
    QTest::newRow("en bulky waste on Mondays and Fridays / pick up on Monday and Friday")
        << "en"
        << "Bulky waste is collected on Mondays and Fridays."
        << "Our vans pick up bulky waste only on Monday and Friday." << int(Axis::Redundancy);
    QTest::newRow("ru экскурсии на пасеку в июне и июле / возим гостей в июне и июле")
        << "ru"
        << "Экскурсии на пасеку проводим в июне и июле."
        << "На пасеку возим гостей только в июне и июле." << int(Axis::Redundancy);
    QTest::newRow("bs ljetni kamp u julu i augustu / kamp traje u julu i augustu")
        << "bs"
        << "Ljetni kamp za djecu organizujemo u julu i augustu."
        << "Kamp za djecu traje samo u julu i augustu." << int(Axis::Redundancy);
    QTest::newRow("en deliver on weekends / Saturdays and Sundays (quiet)")
        << "en"
        << "We deliver on weekends."
        << "Deliveries are made on Saturdays and Sundays." << -1;
    // a figure after a capitalised word is part of a name, no amount beside the price
    QTest::newRow("ru Stage 1 / предоплата 5 000 ₽")
        << "ru"
        << "При записи на Stage 1 берём предоплату 3 000 ₽."
        << "Предоплата за прошивку составляет 5 000 ₽." << int(Axis::Conflict);
    QTest::newRow("en Stage 2 / deposit £80") << "en"
                                              << "Bookings for Stage 2 need a deposit of £50."
                                              << "The deposit for a remap is £80." << int(Axis::Conflict);
    QTest::newRow("hr paket Premium 2 / predujam 60 €") << "hr"
                                                        << "Za paket Premium 2 uzimamo predujam od 40 €."
                                                        << "Predujam za let iznosi 60 €." << int(Axis::Conflict);
    // a number's clause ends before a second verb joined by "and" after it
    QTest::newRow("hr naknada 180 eura i plaća se / naplaćujemo 150 €")
        << "hr"
        << "Naknada za ukop iznosi 180 eura i plaća se u uredu prije ukopa."
        << "Za obavljanje ukopa naplaćujemo 150 €." << int(Axis::Conflict);
    QTest::newRow("bs depozit 200 KM / polog 150 KM i vraća se")
        << "bs"
        << "Za bolnički krevet uzima se depozit od 200 KM, a za svu ostalu opremu 100 KM."
        << "Polog za električni krevet iznosi 150 KM i vraća se pri preuzimanju." << int(Axis::Conflict);
    QTest::newRow("ru 1 500 ₽ и оплачивается / берём 2 000 ₽")
        << "ru"
        << "Стоимость выезда мастера составляет 1 500 ₽ и оплачивается на "
           "месте."
        << "За выезд мастера берём 2 000 ₽." << int(Axis::Conflict);
    // … and a rule of a case outside a place, said first, is of another case than one inside it
    QTest::newRow("hr izvan županije 30 € / besplatan na području županije (quiet)")
        << "hr"
        << "Izvan Varaždinske županije dolazak na izmjeru naplaćuje se 30 € i odbija se od cijene ako klijent potpiše ugovor."
        << "Uvijek ponudite klijentu besplatan dolazak na izmjeru ako živi na području Varaždinske županije." << -1;
    // the only two distances of a prompt, each the farthest one thing goes, of one word
    QTest::newRow("en delivers up to 5 miles / delivery area reaches 15 miles")
        << "en"
        << "The van delivers to addresses up to 5 miles from the shop for a £6 charge, and delivery is free on orders over £80."
        << "The delivery area reaches 15 miles from Castle Street." << int(Axis::Conflict);
    QTest::newRow("hr dostavlja do 20 km / zona dostave seže 35 km")
        << "hr"
        << "Kombi dostavlja na adrese do 20 km od trgovine."
        << "Zona dostave seže 35 km od Vukovarske ulice." << int(Axis::Conflict);
    QTest::newRow("ru доставляет в пределах 10 км / зона доставки охватывает 25 км")
        << "ru"
        << "Курьер доставляет заказы в пределах 10 км от магазина."
        << "Зона доставки охватывает 25 км от центра." << int(Axis::Conflict);
    // … not of two things, whose one word in common is the bound
    QTest::newRow("hr kamion unutar 20 km / izlazak unutar 30 km (quiet)")
        << "hr"
        << "Kamion kiper (do 10 m³): 60 € po turi unutar 20 km."
        << "Izlazak na teren je besplatan unutar 30 km od Velike Gorice, a dalje se naplaćuje 0,60 € po kilometru." << -1;
    // «ребята» are children, and their years an age
    QTest::newRow("ru дети с 12 лет / ребят от 10 лет") << "ru"
                                                        << "Дети допускаются с 12 лет."
                                                        << "Ребят берём от 10 лет." << int(Axis::Conflict);
    // a date in the weeks after the season's last day is past it, over the new year too
    QTest::newRow("hr sezona do 30. rujna / zaključno s 15. listopadom")
        << "hr"
        << "Sezona traje od 1. lipnja do 30. rujna."
        << "Letovi se rezerviraju zaključno s 15. listopadom." << int(Axis::Conflict);
    QTest::newRow("ru сезон с 20 декабря по 31 марта / вплоть до 15 апреля")
        << "ru"
        << "Сезон длится с 20 декабря по 31 марта."
        << "Записываем на выезды вплоть до 15 апреля включительно." << int(Axis::Conflict);
    QTest::newRow("en season to 30 September / booked until 20 October")
        << "en"
        << "The season runs from 1 May to 30 September."
        << "Boat trips can be booked until 20 October." << int(Axis::Conflict);
    QTest::newRow("bs sezona do 31. augusta / najkasnije do 10. septembra")
        << "bs"
        << "Sezona kupanja traje od 15. juna do 31. augusta."
        << "Ležaljke se iznajmljuju najkasnije do 10. septembra." << int(Axis::Conflict);
    // … not a date in it, nor one before it, nor months after it
    QTest::newRow("en season to 30 September / booked until 15 September (quiet)")
        << "en"
        << "The season runs from 1 May to 30 September."
        << "Boat trips can be booked until 15 September." << -1;
    QTest::newRow("hr sezona od 1. lipnja / prijave do 15. svibnja (quiet)") << "hr"
                                                                             << "Sezona traje od 1. lipnja do 30. rujna."
                                                                             << "Prijave za grupe primamo do 15. svibnja." << -1;
    QTest::newRow("ru сезон по 31 марта / сертификаты до 31 декабря (quiet)")
        << "ru"
        << "Сезон длится с 20 декабря по 31 марта."
        << "Подарочные сертификаты действуют до 31 декабря." << -1;
    // a day given on top of the days a similar rule gives ("also", «также», "i nedjeljom", "dodatni")
    QTest::newRow("en fitters Monday to Friday / also on Saturdays")
        << "en"
        << "Our fitters work on site Monday to Friday from 8:00 to 16:00."
        << "On Saturdays our fitters also work on site, from 9:00 to 13:00." << int(Axis::Conflict);
    QTest::newRow("hr dostava od ponedjeljka do petka / i nedjeljom")
        << "hr"
        << "Dostavu obavljamo od ponedjeljka do petka, od 9 do 17 sati."
        << "Dostavu obavljamo i nedjeljom od 10 do 12 sati." << int(Axis::Conflict);
    QTest::newRow("bs časovi od ponedjeljka do petka / subotom dodatni časovi")
        << "bs"
        << "Časovi plivanja održavaju se od ponedjeljka do petka, od 16 do 19 sati."
        << "Subotom se održavaju dodatni časovi plivanja od 9 do 11 sati." << int(Axis::Conflict);
    QTest::newRow("ru курьер по будням / также в воскресенье")
        << "ru"
        << "Курьер доставляет заказы по будням с 10:00 до 19:00."
        << "Курьер также доставляет заказы в воскресенье с 12:00 до 16:00." << int(Axis::Conflict);
    // … not in a season the other does not name, nor for a case of an amount, nor an "and" between two days
    QTest::newRow("hr ured od ponedjeljka do petka / ljeti i subotom (quiet)")
        << "hr"
        << "Ured radi od ponedjeljka do petka od 8 do 14 sati."
        << "Od 1. lipnja do 30. rujna ured radi i subotom od 8 do 12 sati." << -1;
    QTest::newRow("en deliver Monday to Friday / orders over £300 also on Saturdays (quiet)")
        << "en"
        << "We deliver Monday to Friday from 9:00 to 17:00."
        << "Orders over £300 can also be delivered on Saturdays." << -1;
    QTest::newRow("hr početnici ponedjeljkom / napredni utorkom i četvrtkom (quiet)")
        << "hr"
        << "Početnici treniraju ponedjeljkom od 17 do 18 sati."
        << "Napredni treniraju utorkom i četvrtkom od 17 do 18 sati." << -1;
    // an adult's youngest age against a teenager's ("tinejdžer" is a word of age)
    QTest::newRow("ru заниматься можно с 18 лет / подростков от 16 лет")
        << "ru"
        << "Заниматься в студии можно с 18 лет."
        << "Подростков от 16 лет записываем на вечерние занятия." << int(Axis::Conflict);
    QTest::newRow("en train from the age of 18 / teenagers from 16")
        << "en"
        << "You can train with us from the age of 18."
        << "Teenagers from 16 can join the evening class." << int(Axis::Conflict);
    QTest::newRow("bs upis sa navršenih 18 godina / tinejdžere od 16 godina")
        << "bs"
        << "Na kurs se možete upisati sa navršenih 18 godina."
        << "Tinejdžere od 16 godina primamo uz pismenu saglasnost roditelja." << int(Axis::Conflict);
    QTest::newRow("hr samo punoljetne osobe / tinejdžere od 15 godina")
        << "hr"
        << "Roniti s nama mogu samo punoljetne osobe."
        << "Tinejdžere od 15 godina vodimo na ronjenje." << int(Axis::Conflict);
    // … not a child's, nor of going alone
    QTest::newRow("ru заниматься можно с 18 лет / детей от 10 лет в лагерь (quiet)")
        << "ru"
        << "Заниматься в студии можно с 18 лет."
        << "Детей от 10 лет записываем в летний лагерь." << -1;
    QTest::newRow("ru самостоятельные прыжки с 18 лет / в тандеме с 14 лет (quiet)")
        << "ru"
        << "Самостоятельные прыжки доступны только с 18 лет."
        << "Прыгать в тандеме можно с 14 лет." << -1;
    // the one a number is per is no count: "na jednog vodiča" (a day is: "na jedan dan")
    QTest::newRow("bs najviše pet jahača na jednog vodiča / jedan vodič do sedam")
        << "bs"
        << "U grupi je najviše pet jahača na jednog vodiča."
        << "Jedan vodič vodi do sedam jahača." << int(Axis::Conflict);
    QTest::newRow("hr najmanje na jedan dan / ne na manje od dva dana")
        << "hr"
        << "Bicikl se iznajmljuje najmanje na jedan dan."
        << "Bicikl se ne iznajmljuje na manje od dva dana." << int(Axis::Conflict);
    // people taken at one time are a group's size ("at a time", «одновременно», "u istom terminu"); not people alone
    QTest::newRow("en at most six in a group / up to eight people at a time")
        << "en"
        << "Each group has at most six students."
        << "The studio can take up to eight people at a time." << int(Axis::Conflict);
    QTest::newRow("ru в группе не больше 10 / до 12 человек одновременно")
        << "ru"
        << "В группе не больше 10 человек."
        << "На мастер-класс можно записать до 12 человек одновременно." << int(Axis::Conflict);
    QTest::newRow("bs najviše 6 polaznika u grupi / do osam ljudi u istom terminu")
        << "bs"
        << "U grupi je najviše 6 polaznika."
        << "Na radionicu možeš upisati do osam ljudi u istom terminu." << int(Axis::Conflict);
    QTest::newRow("en at most six in a group / up to eight people (quiet)") << "en"
                                                                            << "Each group has at most six students."
                                                                            << "The studio can take up to eight people." << -1;
}

void TestLintMeaning::pairs()
{
    QFETCH(QString, language);
    QFETCH(QString, earlier);
    QFETCH(QString, later);
    QFETCH(int, axis);
    QString text = QStringLiteral("- %1\n- %2\n").arg(earlier, later);
    if (QString::fromUtf8(QTest::currentDataTag()).contains(QLatin1String("(sole)")))
        text += filler(language);
    const LintResult r = analyse(text, language);
    const auto onPair = [&](Axis x) {
        return std::any_of(r.spans.cbegin(), r.spans.cend(), [&](const Span &s) {
            return s.axis == x && s.range == find(text, later) && s.related && *s.related == find(text, earlier);
        });
    };
    if (axis < 0) {
        QVERIFY2(r.axis(Axis::Conflict) == 0.0 && r.axis(Axis::Redundancy) == 0.0, qPrintable(describe(r, text)));
        return;
    }
    QVERIFY2(onPair(Axis(axis)), qPrintable(describe(r, text)));
    const Axis other = Axis(axis) == Axis::Conflict ? Axis::Redundancy : Axis::Conflict;
    QCOMPARE(r.axis(other), 0.0);
}

void TestLintMeaning::directives_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("forbids");
    QTest::addColumn<QString>("requiring");
    // what a clause that explains the directive may do is no permission of the rule
    QTest::newRow("bs …, da ih mušterija može zapisati") << "bs"
                                                         << "Nikada ne izgovarajte cijene sporo."
                                                         << "Cijene izgovarajte sporo i jasno, da ih mušterija može zapisati.";
    QTest::newRow("en …, so that the caller can check it") << "en"
                                                           << "Never spell the number back."
                                                           << "Spell the number back, so that the caller can check it.";
    // the directive after its object or a phrase of time (a polite imperative)
    QTest::newRow("hr Slobodne termine provjerite") << "hr"
                                                    << "Nikada ne provjeravajte slobodne termine."
                                                    << "Slobodne termine provjerite alatom check_schedule.";
    QTest::newRow("ru Прежде чем …, спросите") << "ru"
                                               << "Никогда не спрашивайте, сколько человек придёт."
                                               << "Прежде чем бронировать стол, спросите, сколько человек придёт.";
    QTest::newRow("ru Перед подбором программы уточните") << "ru"
                                                          << "Никогда не уточняйте возраст ребёнка."
                                                          << "Перед подбором программы уточните возраст ребёнка.";
}

// A rule read as a directive requires: against one that forbids the same, an error that says so
// (a permission would be "Allows what another rule forbids", a warning).
void TestLintMeaning::directives()
{
    QFETCH(QString, language);
    QFETCH(QString, forbids);
    QFETCH(QString, requiring);
    const QString text = QStringLiteral("- %1\n- %2\n").arg(forbids, requiring);
    const LintResult r = analyse(text, language);
    const auto it = std::find_if(r.spans.cbegin(), r.spans.cend(), [](const Span &s) { return s.axis == Axis::Conflict; });
    QVERIFY2(it != r.spans.cend(), qPrintable(describe(r, text)));
    QCOMPARE(it->severity, Severity::Error);
    QCOMPARE(it->message, QStringLiteral("Requires what another rule forbids."));
}

void TestLintMeaning::snowball()
{
    // Debian's Snowball stemmers (libstemmer): the Serbian one reads ijekavian as ekavian, which
    // neither the lexicon's ending cutter nor hunspell's hr dictionary does
    const Semantics &hr = Semantics::forLanguage(QStringLiteral("hr"));
    if (!hr.sources().contains(QLatin1String("snowball")))
        QSKIP("built without libstemmer");
    QVERIFY(hr.word(QStringLiteral("mlijeko")).meets(hr.word(QStringLiteral("mleko"))));
    QVERIFY(!hr.word(QStringLiteral("mlijeko")).meets(hr.word(QStringLiteral("vrijeme"))));
    // and it leads into the word groups: "cena" is in the price group through "cijena"
    QVERIFY(hr.word(QStringLiteral("cena")).meets(hr.word(QStringLiteral("naknada"))));
}

void TestLintMeaning::notAConflictOrRepetition_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    // a prohibition under its own condition narrows the requirement
    QTest::newRow("en exception") << "en"
                                  << "- Call create_booking once.\n- If create_booking fails, do not call it again.\n";
    // entries of a list, each with its own label, have their own times (a colon of a time is no label's)
    QTest::newRow("en list entries with times")
        << "en"
        << "- Morning Bay Tour, 9:00–11:30: $65 per adult.\n- Island Loop, 13:00–17:00: $95 per person.\n"
           "- Sunset Paddle, 19:00–21:00: $55 per person.\n";
    // a weekend house ("vikendica") is no weekend
    QTest::newRow("bs vikendom zatvoreno / ključeve vikendica") << "bs"
                                                                << "- Vikendom je ured zatvoren.\n"
                                                                   "- Ključeve vikendica predajemo od 14 do 20 sati.\n";
    // the saying is the caller's: "ask … to say" is not "tell"
    QTest::newRow("en ask to say") << "en"
                                   << "- Ask the client to say their date of birth and the last four digits of the card.\n"
                                      "- Never tell the client the full card number.\n";
    QTest::newRow("bs zamolite da kaže") << "bs"
                                         << "- Zamolite klijenta da kaže datum rođenja i posljednje četiri cifre kartice.\n"
                                            "- Nikad ne recite puni broj kartice.\n";
    // «количество» → «цифра» is in the thesaurus one way only
    QTest::newRow("ru количество / цифры") << "ru"
                                           << "- Повторите каждое блюдо и его количество.\n"
                                              "- Спросите номер телефона и повторите его по цифрам.\n";
    // "may" against "must" in other words is not an opposite
    QTest::newRow("en may / must") << "en"
                                   << "- Before transferring, tell the caller you are putting them through to the manager.\n"
                                      "- Say that only the manager can decide on that.\n";
    // a tool's description is not a rule
    QTest::newRow("en tool description") << "en"
                                         << "- You may swap tickets to another performance at no cost; use change_booking.\n"
                                            "- change_booking: moves a paid booking to another performance.\n";
    // the caller in both rules does not make them one rule
    QTest::newRow("en caller") << "en"
                               << "- You may cancel a membership for the caller.\n- Ask which membership the caller wants.\n";
    // two items of a price list whose first words meet nothing in the other: each a thing of its own
    QTest::newRow("ru маникюр / педикюр с покрытием")
        << "ru"
        << "- Маникюр с покрытием гель-лаком — 1 800 ₽.\n"
           "- Педикюр с покрытием гель-лаком — 2 400 ₽.\n";
    QTest::newRow("bs hrastova / bukova građa") << "bs"
                                                << "- Hrastova građa košta 1.100 KM po kubiku.\n"
                                                   "- Bukova građa košta 800 KM po kubiku.\n";
}

void TestLintMeaning::notAConflictOrRepetition()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    const LintResult r = analyse(text, language);
    QVERIFY2(r.spans.isEmpty(), qPrintable(describe(r, text)));
}

void TestLintMeaning::vagueQualifiers_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("quote"); // empty: nothing vague
    // a degree nobody measured
    QTest::newRow("en significantly late") << "en"
                                           << "If a guest arrives significantly late, offer a seat at the bar."
                                           << "if a guest arrives significantly late";
    QTest::newRow("en considerably longer") << "en"
                                            << "Tell the caller when a repair will take considerably longer."
                                            << "considerably";
    // a part of the day for a time nobody gave
    QTest::newRow("bs u jutarnjim satima") << "bs"
                                           << "Majstor dolazi na adresu u jutarnjim satima."
                                           << "u jutarnjim satima";
    QTest::newRow("ru в вечерние часы") << "ru"
                                        << "Курьер привозит сейфы в вечерние часы."
                                        << "в вечерние часы";
    QTest::newRow("en in the morning hours") << "en"
                                             << "The engineer calls in the morning hours."
                                             << "in the morning hours";
    // a quality past a degree nobody gave, in a condition, and enough of one
    QTest::newRow("en if too wet") << "en"
                                   << "If the track is too wet, cancel the session and offer another date."
                                   << "if the track is too wet";
    QTest::newRow("ru достаточно тепло") << "ru"
                                         << "Попросите клиента одеться достаточно тепло."
                                         << "достаточно тепло";
    QTest::newRow("hr dovoljno prevrela") << "hr"
                                          << "Komina mora biti dovoljno prevrela prije pečenja."
                                          << "dovoljno prevrela";
    QTest::newRow("en fresh enough") << "en"
                                     << "Only accept birds for mounting that are fresh enough."
                                     << "fresh enough";
    // … not enough of a thing, nor enough to do
    QTest::newRow("hr dovoljno vode (quiet)") << "hr"
                                              << "Prije darivanja neka popije dovoljno vode."
                                              << "";
    QTest::newRow("hr dovoljno slobodnih mjesta (quiet)")
        << "hr"
        << "Nikad ne potvrđuj rezervaciju ako `check_availability` ne vrati dovoljno slobodnih mjesta."
        << "";
    QTest::newRow("ru достаточно прийти (quiet)") << "ru"
                                                  << "На первую тренировку достаточно прийти в футболке."
                                                  << "";
    QTest::newRow("ru достаточно места (quiet)") << "ru"
                                                 << "В микроавтобусе достаточно места для восьми человек."
                                                 << "";
    QTest::newRow("hr za složene uzorke") << "hr"
                                          << "Za složene uzorke naplaćujemo dodatnih 15 €."
                                          << "za složene uzorke";
    // a word of a tool's name or parameter is none
    QTest::newRow("en tool parameters") << "en"
                                        << "Book with `reserve(date, small_crates, large_crates, big_items)`."
                                        << "";
    // a comparative given as a label and said again names a class ("Mlađi kadeti"); a label said once leaves open what is
    // shorter
    QTest::newRow("hr Mlađi kadeti (a label said twice)") << "hr"
                                                          << "- Mlađi kadeti treniraju utorkom i četvrtkom od 18:00 do 19:30.\n"
                                                             "- Mlađi kadeti: 55 € mjesečno\n"
                                                          << "";
    QTest::newRow("bs Kraći boravak (a label said once)") << "bs"
                                                          << "- Kraći boravak: 25 KM po danu\n"
                                                          << "kraći boravak";
    // how often and how attractive nobody said
    QTest::newRow("en at regular intervals") << "en"
                                             << "Clients receive a progress email from their researcher at regular intervals."
                                             << "at regular intervals";
    QTest::newRow("en a fair amount of") << "en"
                                         << "Climbers with a fair amount of experience may book the lead wall."
                                         << "with a fair amount of experience";
    QTest::newRow("ru время от времени") << "ru"
                                         << "Время от времени напоминайте клиенту о скидке."
                                         << "время от времени";
    QTest::newRow("bs na atraktivnim lokacijama") << "bs"
                                                  << "Na atraktivnim lokacijama najam se plaća 20 % više."
                                                  << "na atraktivnim lokacijama";
    // "pojedini" is "some", "pojedinačni" is "single"
    QTest::newRow("hr pojedine vrste") << "hr"
                                       << "Pojedine vrste ribe ne prodajemo na komad."
                                       << "pojedine vrste ribe";
    QTest::newRow("hr pojedinačni skok (single)") << "hr"
                                                  << "Pojedinačni skok stoji 75 eura."
                                                  << "";
    // "jako" grades an adjective ("very old"); before a noun made of a verb it is the adjective "strong"
    QTest::newRow("bs jako stare") << "bs"
                                   << "Dekice koje su jako stare ne peremo."
                                   << "su jako stare";
    QTest::newRow("bs jako krvarenje (a noun)") << "bs"
                                                << "Ako pacijent ima jako krvarenje, odmah ga uputite na hitnu pomoć."
                                                << "";
    // a quality, a boundary, a size, a shelf life or a mood nobody measured; "several" in other words
    QTest::newRow("bs voće dobrog kvaliteta") << "bs"
                                              << "Primamo samo voće dobrog kvaliteta, bez truleži."
                                              << "dobrog kvaliteta";
    QTest::newRow("en just outside the service area") << "en"
                                                      << "Customers just outside the service area pay a travel charge."
                                                      << "just outside the";
    QTest::newRow("en just outside Harrogate (a place)") << "en"
                                                         << "The course lies just outside Harrogate."
                                                         << "";
    // a moment or a delay nobody named
    QTest::newRow("hr narudžbe u zadnji čas") << "hr"
                                              << "Narudžbe u zadnji čas primamo samo ako ima tijesta."
                                              << "u zadnji čas";
    QTest::newRow("ru опоздал ненадолго") << "ru"
                                          << "Если гость опоздал ненадолго, пропусти его на трассу."
                                          << "если гость опоздал ненадолго";
    QTest::newRow("en last-minute bookings") << "en"
                                             << "Take last-minute bookings only when a lane is free."
                                             << "last-minute";
    QTest::newRow("hr s kratkim rokom trajanja") << "hr"
                                                 << "Proizvode s kratkim rokom trajanja ne dostavljamo."
                                                 << "s kratkim rokom trajanja";
    QTest::newRow("ru нестандартного размера") << "ru"
                                               << "Ванны нестандартного размера реставрируем дольше."
                                               << "нестандартного";
    QTest::newRow("ru если разговор становится напряжённым")
        << "ru"
        << "Если разговор становится напряжённым, переведите звонок на менеджера."
        << "если разговор становится напряжённым";
    QTest::newRow("bs firme s više vozila") << "bs"
                                            << "Firme s više vozila dobijaju popust na servis."
                                            << "s više vozila dobijaju";
    QTest::newRow("bs s više od četiri vozila (counted)") << "bs"
                                                          << "Firme s više od četiri vozila dobijaju popust na servis."
                                                          << "";
    QTest::newRow("en multiple bookings") << "en"
                                          << "Offer a discount for multiple bookings."
                                          << "for multiple bookings";
    // a distance nobody measured; how hard a case is
    QTest::newRow("hr za marine u blizini") << "hr"
                                            << "Za marine u blizini izmjera je besplatna."
                                            << "u blizini";
    QTest::newRow("bs iz okoline Konjica") << "bs"
                                           << "Narudžbe kupaca iz okoline Konjica dostavljamo besplatno."
                                           << "iz okoline";
    QTest::newRow("en something special") << "en"
                                          << "Callers looking for something special are put through to the sommelier."
                                          << "for something special";
    QTest::newRow("ru незадолго до визита") << "ru"
                                            << "Позвоните гостю незадолго до визита."
                                            << "незадолго до визита";
    QTest::newRow("ru в праздничный сезон") << "ru"
                                            << "В праздничный сезон доставка занимает больше времени."
                                            << "в праздничный сезон";
    QTest::newRow("ru сложные случаи") << "ru"
                                       << "Сложные случаи ассистент передаёт поверенному."
                                       << "сложные случаи";
    QTest::newRow("hr komplicirani kvarovi") << "hr"
                                             << "Komplicirane kvarove prebacite majstoru."
                                             << "komplicirane kvarove";
    // a judgement of how nice or how good a reason is; not how a caller feels, which the caller says
    // … how rough the sea is
    QTest::newRow("hr ako je more nemirno") << "hr"
                                            << "Ako je more nemirno, vožnju odgodite."
                                            << "ako je more nemirno";
    QTest::newRow("ru если море неспокойное") << "ru"
                                              << "Если море неспокойное, перенесите прогулку."
                                              << "если море неспокойное";
    // … too much of something, by nobody's measure; inside a vague condition, said with the condition
    QTest::newRow("ru слишком сложными") << "ru"
                                         << "Вопросы, которые кажутся слишком сложными, передавайте мастеру."
                                         << "слишком сложными";
    QTest::newRow("hr otkaže prekasno") << "hr"
                                        << "Klijentu koji otkaže prekasno naplatite pola cijene."
                                        << "prekasno";
    QTest::newRow("en anything too technical") << "en"
                                               << "Pass anything too technical to the brewer."
                                               << "too technical";
    QTest::newRow("en if the crack looks too big") << "en"
                                                   << "If the crack looks too big, book an inspection."
                                                   << "if the crack looks too big";
    // … how much one already knows
    QTest::newRow("ru если уже есть опыт") << "ru"
                                           << "Если у ребёнка уже есть опыт, запишите его в старшую группу."
                                           << "если у ребёнка уже есть опыт";
    QTest::newRow("hr ako već ponešto zna plivati") << "hr"
                                                    << "Ako dijete već ponešto zna plivati, upišite ga u naprednu grupu."
                                                    << "ako dijete već ponešto zna";
    QTest::newRow("en with some experience") << "en"
                                             << "Callers with some experience can join the advanced class."
                                             << "with some experience";
    // … a reason that counts, in any clause: who judges it is not said
    QTest::newRow("ru пропущенные по уважительной причине")
        << "ru"
        << "Занятия, пропущенные по уважительной причине, можно отработать в субботу."
        << "по уважительной причине";
    QTest::newRow("hr izostanak iz opravdanih razloga") << "hr"
                                                        << "Termin otkazan iz opravdanih razloga prebacite na sljedeći tjedan."
                                                        << "opravdanih razloga";
    QTest::newRow("en missed for good reasons") << "en"
                                                << "Lessons missed for good reasons can be made up on Saturday."
                                                << "for good reasons";
    // a word that judges the noun after it, farther into a condition; not a noun of the quality, nor one before more words
    QTest::newRow("en if the child has a serious allergy") << "en"
                                                           << "If the child has a serious allergy, transfer the call."
                                                           << "if the child has a serious allergy";
    QTest::newRow("ru по серьёзной причине") << "ru"
                                             << "Если ученик пропустил занятие по серьёзной причине, предложи отработку."
                                             << "если ученик пропустил занятие по серьёзной причине";
    QTest::newRow("en if someone mentions difficulty breathing")
        << "en"
        << "If someone mentions a sting and difficulty breathing, tell them to call 999."
        << "";
    QTest::newRow("en when the website shows a severe weather notice")
        << "en"
        << "On days when the council website shows a severe weather notice, collections are suspended."
        << "";
    // how many, said after what is counted, in a condition; in a hurry, or unable to choose
    QTest::newRow("ru если гостей много") << "ru"
                                          << "Если гостей много, предложите второго аниматора."
                                          << "если гостей много";
    QTest::newRow("hr ako je gostiju puno") << "hr"
                                            << "Ako je gostiju puno, ponudite drugog animatora."
                                            << "ako je gostiju puno";
    QTest::newRow("bs ako se kupac žuri") << "bs"
                                          << "Ako se kupac žuri, ponudi mu preuzimanje u radnji."
                                          << "ako se kupac žuri";
    QTest::newRow("ru если клиент колеблется между курсами") << "ru"
                                                             << "Если клиент колеблется между курсами, советуй начать с базового."
                                                             << "если клиент колеблется между курсами";
    QTest::newRow("en in a hurry") << "en"
                                   << "If the caller is in a hurry, offer a call back."
                                   << "if the caller is in a hurry";
    QTest::newRow("en callers stressed or in a hurry") << "en"
                                                       << "Be calm and courteous: many callers are stressed or in a hurry."
                                                       << "";
    QTest::newRow("hr ako je vrijeme lijepo") << "hr"
                                              << "Ako je vrijeme lijepo, ručak poslužujemo na terasi."
                                              << "ako je vrijeme lijepo";
    QTest::newRow("hr osim ako je razlog opravdan") << "hr"
                                                    << "Propušteni sat se ne nadoknađuje, osim ako je razlog opravdan."
                                                    << "ako je razlog opravdan";
    QTest::newRow("en unless there is a good reason") << "en"
                                                      << "Do not waive the fee unless there is a good reason."
                                                      << "a good reason";
    QTest::newRow("ru долго не может") << "ru"
                                       << "Если заявитель долго не может сформулировать вопрос, предложите перезвонить."
                                       << "если заявитель долго не может";
    QTest::newRow("ru как долго") << "ru"
                                  << "Скажите клиенту, как долго хранится готовый документ: 30 дней."
                                  << "";
    QTest::newRow("bs šalje nešto vrijedno") << "bs"
                                             << "Ako pozivalac šalje nešto vrijedno, ponudi osiguranje pošiljke."
                                             << "ako pozivalac šalje nešto vrijedno";
    QTest::newRow("en if the caller is upset") << "en"
                                               << "If the caller is upset, transfer the call to a manager."
                                               << "";
    QTest::newRow("en if at all possible") << "en"
                                           << "Offer a window table if at all possible."
                                           << "if at all possible";
    QTest::newRow("en when it seems appropriate") << "en"
                                                  << "Transfer the call when it seems appropriate."
                                                  << "when it seems appropriate";
    QTest::newRow("en use your judgement") << "en"
                                           << "Use your judgement with late guests."
                                           << "use your judgement";
    QTest::newRow("en precise") << "en"
                                << "Transfer the call when the caller asks for the manager."
                                << "";
    // whom a rule is for, by a quality nobody measured ("loyal", «опытным», "iskusnim"), what costs much
    // («дорогую комплектацию», "pozamašnu"), a case judged by size or degree ("minor", "znatno", «существенная»,
    // "manja"), a decision left to the agent ("prema procjeni", "at your own discretion")
    QTest::newRow("en loyal customers") << "en"
                                        << "Offer a discount to loyal customers."
                                        << "to loyal customers";
    QTest::newRow("en if the damage is minor") << "en"
                                               << "If the damage is minor, book a repair."
                                               << "if the damage is minor";
    QTest::newRow("en at your own discretion") << "en"
                                               << "Decide refunds at your own discretion."
                                               << "at your own discretion";
    QTest::newRow("hr pozamašnu narudžbu") << "hr"
                                           << "Za pozamašnu narudžbu pitajte voditelja."
                                           << "za pozamašnu narudžbu";
    QTest::newRow("hr ako vlak znatno kasni") << "hr"
                                              << "Ako vlak znatno kasni, ispričajte se putnicima."
                                              << "ako vlak znatno kasni";
    QTest::newRow("hr kad ima puno posla") << "hr"
                                           << "Kad ima puno posla, ponudite povratni poziv."
                                           << "kad ima puno posla";
    QTest::newRow("hr postupite prema procjeni") << "hr"
                                                 << "Kod prigovora postupite prema procjeni."
                                                 << "postupite prema procjeni";
    QTest::newRow("hr ako je šteta manja") << "hr"
                                           << "Ako je šteta manja, zakažite popravak."
                                           << "ako je šteta manja";
    QTest::newRow("ru дорогую комплектацию") << "ru"
                                             << "Клиентам, которые выбирают дорогую комплектацию, предложите рассрочку."
                                             << "дорогую комплектацию";
    QTest::newRow("ru опытным ученикам") << "ru"
                                         << "Опытным ученикам предлагайте вечерние занятия."
                                         << "опытным ученикам";
    QTest::newRow("bs iskusnim roniocima") << "bs"
                                           << "Iskusnim roniocima ponudite noćni zaron."
                                           << "iskusnim roniocima";
    QTest::newRow("ru если поломка существенная") << "ru"
                                                  << "Если поломка существенная, отправьте смету."
                                                  << "если поломка существенная";
    // … not a full name ("puno ime"), an estimated bill ("obračun prema procjeni"), an experienced
    // instructor the agent sounds like, heavy bleeding
    QTest::newRow("hr puno ime") << "hr"
                                 << "Na sastanku s klijentom koristite puno ime tvrtke."
                                 << "";
    QTest::newRow("hr obračun prema procjeni") << "hr"
                                               << "Objasnite da je obračun prema procjeni ako brojilo nije očitano."
                                               << "";
    QTest::newRow("en sound like an experienced clerk") << "en"
                                                        << "Sound like an experienced saleroom clerk."
                                                        << "";
    QTest::newRow("bs jako krvarenje") << "bs"
                                       << "Kod gubitka svijesti ili jakog krvarenja odmah pozovite 124."
                                       << "";
    // a word the prompt is about, in rule after rule, is no undefined procedure (set 39's clean twin)
    QTest::newRow("ru процедура of a clinic") << "ru"
                                              << "- Стоимость одной процедуры на лице — 700 рублей.\n- За две недели до "
                                                 "процедуры нельзя загорать.\n- Процедуру проводит мастер с медицинским "
                                                 "образованием.\n"
                                              << "";
    // a size, a price or a state nobody measured (set 24): "sizeable", "badly worn", «сильно запущена»,
    // "obimnije", "when the workload allows"
    QTest::newRow("en a sizeable batch") << "en"
                                         << "Offer a discount on a sizeable batch."
                                         << "on a sizeable batch";
    QTest::newRow("en badly worn") << "en"
                                   << "Records that are badly worn go to the bargain bin."
                                   << "are badly worn";
    QTest::newRow("en when the workload allows") << "en"
                                                 << "Offer same-day sharpening when the workload allows."
                                                 << "when the workload allows";
    QTest::newRow("ru сильно запущена") << "ru"
                                        << "Предложите генеральную уборку, если квартира сильно запущена."
                                        << "если квартира сильно запущена";
    QTest::newRow("bs za obimnije narudžbe") << "bs"
                                             << "Za obimnije narudžbe pozovite poslovođu."
                                             << "za obimnije narudžbe";
    // … not a symptom said with "jako" ("heavy bleeding")
    QTest::newRow("hr jako krvarenje") << "hr"
                                       << "Ako pacijent ima jako krvarenje, uputite ga na hitnu pomoć."
                                       << "";
    // a case named by how it looks (findVagueConditions)
    QTest::newRow("en when the weather is bad") << "en"
                                                << "When the weather is bad, move the lesson indoors."
                                                << "when the weather is bad";
    QTest::newRow("ru в сложных случаях") << "ru"
                                          << "В сложных случаях переключите звонок на мастера."
                                          << "в сложных случаях";
    QTest::newRow("hr ako je šteta ozbiljnija") << "hr"
                                                << "Ako je šteta ozbiljnija, pozovite procjenitelja."
                                                << "ako je šteta ozbiljnija";
    QTest::newRow("bs u hitnim slučajevima") << "bs"
                                             << "U hitnim slučajevima pozovite dežurnog majstora."
                                             << "u hitnim slučajevima";
    // … not one a number measures, nor a person's state or request
    QTest::newRow("en larger than 10") << "en"
                                       << "If the group is larger than 10 people, book the back room."
                                       << "";
    QTest::newRow("hr veća od 50 komada") << "hr"
                                          << "Ako je narudžba veća od 50 komada, pozovite voditelja."
                                          << "";
    QTest::newRow("en estimator busy") << "en"
                                       << "If the estimator is busy, take a message."
                                       << "";
    QTest::newRow("bs traži hitnu intervenciju") << "bs"
                                                 << "Ako klijent traži hitnu intervenciju, pozovite dežurnog majstora."
                                                 << "";
    QTest::newRow("bs ako je to izvodljivo") << "bs"
                                             << "Ponudite povratnu vožnju ako je to izvodljivo."
                                             << "ako je to izvodljivo";
    QTest::newRow("hr u skorije vrijeme") << "hr"
                                          << "Recite da ćemo otpad odvesti u skorije vrijeme."
                                          << "u skorije vrijeme";
    QTest::newRow("hr prema okolnostima") << "hr"
                                          << "Cijenu za grupe prilagodite prema okolnostima."
                                          << "prema okolnostima";
    QTest::newRow("bs nekoliko dana ranije") << "bs"
                                             << "Opremu rezervišite nekoliko dana ranije."
                                             << "nekoliko dana ranije";
    QTest::newRow("en in good shape") << "en"
                                      << "Only take walkers who are in good shape."
                                      << "in good shape";
    // "a bit more" compares with nothing, and covers what it leaves open
    QTest::newRow("hr malo više slobode") << "hr"
                                          << "Volonterima na blagajni dajte malo više slobode."
                                          << "malo više slobode";
    // a condition left to the agent's judgement, with what is judged
    QTest::newRow("hr kad procijenite da je ozbiljno") << "hr"
                                                       << "Spojite pozivatelja s veterinarom kad procijenite da je ozbiljno."
                                                       << "kad procijenite da je ozbiljno";
    QTest::newRow("bs ako vam se čini da im treba") << "bs"
                                                    << "Kandidate uputite na radionicu ako vam se čini da im treba."
                                                    << "ako vam se čini da im treba";
    QTest::newRow("en if you feel, to the comma") << "en"
                                                  << "If you feel the caller is upset, transfer the call to the manager."
                                                  << "if you feel the caller is upset";
    QTest::newRow("ru если вам кажется, что …") << "ru"
                                                << "Переведите звонок на администратора, если вам кажется, что гость недоволен."
                                                << "если вам кажется, что гость недоволен";
    QTest::newRow("ru если это имеет смысл") << "ru"
                                             << "Переводите звонок, если это имеет смысл."
                                             << "если это имеет смысл";
    QTest::newRow("ru на ваше усмотрение") << "ru"
                                           << "Предлагайте десерт на ваше усмотрение."
                                           << "на ваше усмотрение";
    QTest::newRow("hr kad god je moguće") << "hr"
                                          << "Ponudite stol na terasi kad god je moguće."
                                          << "kad god je moguće";
    QTest::newRow("hr po vlastitoj procjeni") << "hr"
                                              << "Ponudite desert po vlastitoj procjeni."
                                              << "po vlastitoj procjeni";
    QTest::newRow("bs ako vam se čini da je potrebno") << "bs"
                                                       << "Preusmjerite poziv ako vam se čini da je potrebno."
                                                       << "ako vam se čini da je potrebno";
    QTest::newRow("bs prema dogovoru") << "bs"
                                       << "Kasni odlazak je moguć prema dogovoru."
                                       << "prema dogovoru";
    QTest::newRow("ru по договорённости") << "ru"
                                          << "Поздний выезд возможен по договорённости."
                                          << "по договорённости";
    QTest::newRow("ru по мере возможности") << "ru"
                                            << "Помогайте гостю по мере возможности."
                                            << "по мере возможности";
    QTest::newRow("en by arrangement") << "en"
                                       << "Late check-out is possible by arrangement."
                                       << "by arrangement";
    // a gradable word before a noun, unless a number or a comparison measures it; the finding
    // covers the noun and a preposition or article before it
    QTest::newRow("en larger groups") << "en"
                                      << "Larger groups get 10% off the total price."
                                      << "larger groups";
    QTest::newRow("en groups larger than 8") << "en"
                                             << "Groups larger than 8 get 10% off the total price."
                                             << "";
    QTest::newRow("en groups of 8 or more") << "en"
                                            << "Groups of 8 or more people get 10% off the total price."
                                            << "";
    QTest::newRow("en a small surcharge") << "en"
                                          << "Late returns carry a small surcharge."
                                          << "a small surcharge";
    QTest::newRow("hr za dulje boravke") << "hr"
                                         << "Za dulje boravke odobrite popust od 10 %."
                                         << "za dulje boravke";
    QTest::newRow("hr u razumnim količinama") << "hr"
                                              << "Staro željezo primamo u razumnim količinama."
                                              << "u razumnim količinama";
    QTest::newRow("hr u Velikoj Gorici: a name") << "hr"
                                                 << "Dostavu obavljamo i u Velikoj Gorici."
                                                 << "";
    QTest::newRow("bs udaljena pet minuta: a number") << "bs"
                                                      << "Poslovnica je udaljena pet minuta od stanice."
                                                      << "";
    QTest::newRow("bs u kratkom roku") << "bs"
                                       << "Odštetu isplaćujemo u kratkom roku."
                                       // a vague "when" covers the verb it qualifies
                                       << "isplaćujemo u kratkom roku";
    // the finding covers the phrase left open: the verb (and its particle) a vague "when" qualifies, the
    // event it is counted from, what an attempt tries, a modal and a preposition before it; findings
    // that touch are one
    QTest::newRow("en get back to them soon") << "en"
                                              << "We will get back to them soon."
                                              << "get back to them soon";
    // (… and "long-standing customers" with it: a phrase with a hyphen is read as its words)
    QTest::newRow("en be flexible where you can") << "en"
                                                  << "You can be flexible where you can with long-standing customers."
                                                  << "can be flexible where you can with long-standing customers";
    QTest::newRow("en within a reasonable time") << "en"
                                                 << "Items must be collected within a reasonable time after the sale."
                                                 << "within a reasonable time after the sale";
    // how often, in a description of the callers, in a reason or in a rule that asks nothing: no
    // instruction left open; in a directive, vague. The word of shortness of a rule of short replies is
    // no vague word ("Be brief" is none either)
    QTest::newRow("en callers are usually") << "en"
                                            << "Callers are usually homeowners whose door is stuck, so be patient." << QString();
    QTest::newRow("hr jer ljudi često zovu") << "hr"
                                             << "Govorite smireno, jer ljudi često zovu uznemireni." << QString();
    QTest::newRow("en normally fitted within 14 days") << "en"
                                                       << "Blinds are normally fitted within 14 days of the visit." << QString();
    QTest::newRow("hr pacijenti su često zabrinuti")
        << "hr"
        << "Pacijenti su često zabrinuti, zato govorite mirno i strpljivo." << QString();
    QTest::newRow("en usually offer") << "en"
                                      << "Usually offer members a discount."
                                      << "usually";
    QTest::newRow("bs često ponudite") << "bs"
                                       << "Kupcima često ponudite popust."
                                       << "često";
    QTest::newRow("ru отвечайте кратко") << "ru"
                                         << "Отвечайте кратко." << QString();
    // a vague length of time with its notice or event; a count left open with what it counts; a size of an
    // amount with what it measures; a degree before it
    QTest::newRow("hr nekoliko tjedana unaprijed") << "hr"
                                                   << "Vatromete za vjenčanja naručite nekoliko tjedana unaprijed."
                                                   << "nekoliko tjedana unaprijed";
    QTest::newRow("en a reasonable time before race day") << "en"
                                                          << "Name transfers are allowed up to a reasonable time before race day."
                                                          << "a reasonable time before race day";
    QTest::newRow("en some days in advance") << "en"
                                             << "Ask callers to book the hall some days in advance."
                                             << "some days in advance";
    QTest::newRow("hr kroz nekoliko dana") << "hr"
                                           << "Pošiljke šaljemo kroz nekoliko dana od narudžbe."
                                           << "kroz nekoliko dana";
    QTest::newRow("hr neuobičajeno dugo, in its condition")
        << "hr"
        << "Ako predmet traje neuobičajeno dugo, uputite stranku da pošalje požurnicu."
        << "ako predmet traje neuobičajeno dugo";
    QTest::newRow("ru заказе солидного объёма") << "ru"
                                                << "Скидку даём при заказе солидного объёма."
                                                << "заказе солидного объёма";
    QTest::newRow("en fairly large orders") << "en"
                                            << "Fairly large orders go to the manager."
                                            << "fairly large orders";
    // a vague size or comparison covers the noun phrase it leaves open
    QTest::newRow("en a small extra fee") << "en"
                                          << "Express orders are ready in two working days for a small extra fee."
                                          << "for a small extra fee";
    QTest::newRow("hr lošije vremenske prognoze") << "hr"
                                                  << "Kod lošije vremenske prognoze ponudite zatvoreni prostor."
                                                  << "kod lošije vremenske prognoze";
    // a hyphenated vague phrase (the hyphen splits its words)
    QTest::newRow("ru какое-то время") << "ru"
                                       << "Столик держим за гостем какое-то время."
                                       << "какое-то время";
    QTest::newRow("en in bulk") << "en"
                                << "Schools buying in bulk get free delivery."
                                << "in bulk";
    QTest::newRow("bs ubrzo nakon vjenčanja") << "bs"
                                              << "Haljinu treba vratiti ubrzo nakon vjenčanja."
                                              << "vratiti ubrzo nakon vjenčanja";
    QTest::newRow("hr pokušajte naći") << "hr"
                                       << "Pokušajte naći rješenje za kupca."
                                       << "pokušajte naći";
    QTest::newRow("hr prema vlastitoj procjeni") << "hr"
                                                 << "Grupama možete ponuditi popust prema vlastitoj procjeni."
                                                 << "popust prema vlastitoj procjeni";
    // set 16's: a share, a small amount or delay nobody measured
    QTest::newRow("en a fair part of the ticket price") << "en"
                                                        << "Guests who cancel get back a fair part of the ticket price."
                                                        << "a fair part of the ticket price";
    QTest::newRow("hr primjeren popust") << "hr"
                                         << "Umirovljenicima odobrite primjeren popust."
                                         << "primjeren popust";
    QTest::newRow("bs za koju marku") << "bs"
                                      << "Umirovljenicima možete spustiti cijenu za koju marku."
                                      << "za koju marku";
    QTest::newRow("ru вскоре после обеда") << "ru"
                                           << "Мастер приедет вскоре после обеда."
                                           << "приедет вскоре после обеда";
    QTest::newRow("ru очень старый") << "ru"
                                     << "Если инструмент очень старый, предупредите клиента о доплате."
                                     << "если инструмент очень старый";
    QTest::newRow("ru очень просит: not before an adjective") << "ru"
                                                              << "Если клиент очень просит, переведите звонок мастеру."
                                                              << "";
    // a finding covers the phrase a reader would quote: a word of degree before it, a word joined by a
    // hyphen, the noun an intensifier's word qualifies, the noun before "of", a short condition from its
    // opening word to the end of its clause
    QTest::newRow("en particularly difficult repairs") << "en"
                                                       << "Send particularly difficult repairs to the workshop."
                                                       << "particularly difficult repairs";
    QTest::newRow("en are badly faded: no noun after be") << "en"
                                                          << "Prints that are badly faded go to the sale box."
                                                          << "are badly faded";
    QTest::newRow("en especially important: emphasis") << "en"
                                                       << "It is especially important to confirm the address."
                                                       << "";
    QTest::newRow("en pricey made-to-order frames") << "en"
                                                    << "Take a deposit for pricey made-to-order frames."
                                                    << "for pricey made-to-order frames";
    QTest::newRow("en parcels of considerable weight") << "en"
                                                       << "Parcels of considerable weight are collected by van."
                                                       << "parcels of considerable weight";
    QTest::newRow("ru если зал почти заполнен") << "ru"
                                                << "Если зал почти заполнен, предложите другое время."
                                                << "если зал почти заполнен";
    QTest::newRow("ru на солидную сумму") << "ru"
                                          << "При заказе на солидную сумму предложите доставку."
                                          << "на солидную сумму";
    QTest::newRow("hr nešto nižu cijenu") << "hr"
                                          << "Umirovljenicima ponudite nešto nižu cijenu."
                                          << "nešto nižu cijenu";
    QTest::newRow("hr osobito starih satova") << "hr"
                                              << "Popravak osobito starih satova dogovara majstor."
                                              << "osobito starih satova";
    QTest::newRow("bs kad je gužva na pijaci") << "bs"
                                               << "Kad je gužva na pijaci, kupce uputite na dostavu."
                                               << "kad je gužva na pijaci";
    QTest::newRow("hr posebno pazite: no degree of a verb") << "hr"
                                                            << "Posebno pazite na točan broj narudžbe."
                                                            << "";
    // a noun of quantity takes in what it counts; how easy a case looks and how long a wait is are
    // judged, not said
    QTest::newRow("en a decent amount of flour") << "en"
                                                 << "Customers who buy a decent amount of flour get free delivery."
                                                 << "a decent amount of flour";
    QTest::newRow("ru при значительном объёме заказов") << "ru"
                                                        << "При значительном объёме заказов звоните менеджеру."
                                                        << "при значительном объёме заказов";
    // spare time as a condition, and a spoken comparative with nothing to compare with
    QTest::newRow("en when there is time") << "en"
                                           << "Offer gift wrapping when there is time."
                                           << "when there is time";
    QTest::newRow("hr kad ima vremena") << "hr"
                                        << "Knjige omatamo kad ima vremena."
                                        << "kad ima vremena";
    QTest::newRow("ru побольше") << "ru"
                                 << "Оптовикам давайте скидку побольше."
                                 << "побольше";
    // any impression in a condition, or of whom a relative clause speaks
    QTest::newRow("en customers who seem uneasy") << "en"
                                                  << "Offer a quiet corner to customers who seem uneasy."
                                                  << "customers who seem uneasy";
    QTest::newRow("ru если гость выглядит уставшим") << "ru"
                                                     << "Если гость выглядит уставшим, предложите воду."
                                                     << "если гость выглядит уставшим";
    QTest::newRow("bs kupcu koji zvuči ljutito") << "bs"
                                                 << "Kupcu koji zvuči ljutito ponudite razgovor s poslovođom."
                                                 << "kupcu koji zvuči ljutito";
    QTest::newRow("en looks onto the square: no condition") << "en"
                                                            << "The studio looks onto the main square."
                                                            << "";
    QTest::newRow("en if the job sounds simple") << "en"
                                                 << "Take the booking only if the job sounds simple."
                                                 << "if the job sounds simple";
    QTest::newRow("en after a short wait") << "en"
                                           << "If the line is busy, try again after a short wait."
                                           << "after a short wait";
    QTest::newRow("bs ozbiljnu količinu drva") << "bs"
                                               << "Kupcima koji naruče ozbiljnu količinu drva dostava je besplatna."
                                               << "ozbiljnu količinu drva";
    QTest::newRow("bs ozbiljna šteta: no amount") << "bs"
                                                  << "Ozbiljna šteta na vozilu prijavljuje se policiji."
                                                  << "";
    // regular customers, unless the words after them say who (a card, an account, a relative clause) or a card is
    // named for them (planted in sets 28 to 50 more often than kept in a clean twin)
    QTest::newRow("en regular customers") << "en"
                                          << "Regular customers get free delivery."
                                          << "regular customers";
    QTest::newRow("ru постоянным клиентам") << "ru"
                                            << "Постоянным клиентам доставка бесплатна."
                                            << "постоянным клиентам";
    QTest::newRow("bs kupac stalna mušterija") << "bs"
                                               << "Ako je kupac stalna mušterija, možeš mu odgoditi plaćanje do 30 dana."
                                               << "ako je kupac stalna mušterija";
    QTest::newRow("en regular clients with a card") << "en"
                                                    << "Regular clients with a loyalty card get free delivery."
                                                    << "";
    QTest::newRow("hr stalnim kupcima s otvorenim računom")
        << "hr"
        << "Stalnim kupcima s otvorenim računom možete odobriti plaćanje u roku od 30 dana."
        << "";
    QTest::newRow("hr stalnim kupcima, koji su kupovali tri puta")
        << "hr"
        << "Stalnim kupcima, koji su kod nas kupovali najmanje tri puta, možete odobriti plaćanje u roku od 30 dana."
        << "";
    QTest::newRow("ru с картой постоянного клиента") << "ru"
                                                     << "Покупателям с картой постоянного клиента давайте скидку 10 %."
                                                     << "";
    // a judgement left to the agent said to "ti", some experience
    QTest::newRow("hr kad procijeniš da je potrebno") << "hr"
                                                      << "Poveži pozivatelja s ribočuvarom kad procijeniš da je potrebno."
                                                      << "kad procijeniš da je potrebno";
    QTest::newRow("bs ima nešto iskustva") << "bs"
                                           << "Ako polaznik ima nešto iskustva, može preskočiti dio praktične nastave."
                                           << "ako polaznik ima nešto iskustva";
    // a case judged too high or complicated, an urgency said of what the case is about
    QTest::newRow("hr ako je vodostaj previsok") << "hr"
                                                 << "Ako je vodostaj previsok, upozori ribiče da je ribolov na nasipu zabranjen."
                                                 << "ako je vodostaj previsok";
    QTest::newRow("bs ako je unošenje komplikovano") << "bs"
                                                     << "Ako je unošenje komplikovano, naplati dodatak po spratu."
                                                     << "ako je unošenje komplikovano";
    QTest::newRow("hr ako se radi o hitnom kvaru") << "hr"
                                                   << "Ako se radi o hitnom kvaru, pošalji tehničara isti dan."
                                                   << "ako se radi o hitnom kvaru";
    QTest::newRow("ru если речь идёт о срочном ремонте") << "ru"
                                                         << "Если речь идёт о срочном ремонте, отправьте мастера в тот же день."
                                                         << "если речь идёт о срочном ремонте";
    QTest::newRow("hr ako je kvar hitan") << "hr"
                                          << "Ako je kvar hitan, pošalji tehničara isti dan."
                                          << "ako je kvar hitan";
    // the style of the replies is no vague qualifier
    QTest::newRow("en answer briefly") << "en"
                                       << "Answer briefly and politely."
                                       << "";
    QTest::newRow("ru отвечайте кратко") << "ru"
                                         << "Отвечайте кратко и вежливо."
                                         << "";
    QTest::newRow("hr odgovarajte kratko") << "hr"
                                           << "Odgovarajte kratko i jasno."
                                           << "";
    QTest::newRow("bs precise") << "bs"
                                << "Preusmjerite poziv ako klijent traži menadžera."
                                << "";
    // a vague quantity or fitness before a noun: the finding covers the phrase, with a word before
    // the noun and the preposition before it
    QTest::newRow("en some repeat customers") << "en"
                                              << "Offer a discount to some repeat customers."
                                              << "to some repeat customers";
    QTest::newRow("en in appropriate cases") << "en"
                                             << "Late fees may be waived in appropriate cases."
                                             << "in appropriate cases";
    QTest::newRow("ru за несколько дней") << "ru"
                                          << "Отменить праздник без штрафа можно за несколько дней до даты."
                                          << "за несколько дней до даты";
    QTest::newRow("bs Za neke vrste drva") << "bs"
                                           << "Za neke vrste drva naplaćujemo doplatu."
                                           << "za neke vrste drva";
    // a size word is vague before an amount, not before what it describes
    QTest::newRow("hr mali popust") << "hr"
                                    << "Umirovljenicima možete dati mali popust."
                                    << "mali popust";
    // the class and the loose phrases, grown with the sets of this round
    QTest::newRow("en when it seems fair") << "en"
                                           << "Offer a refund when it seems fair."
                                           << "when it seems fair";
    QTest::newRow("ru действуйте по ситуации") << "ru"
                                               << "Если клиент опаздывает, действуйте по ситуации."
                                               << "действуйте по ситуации";
    QTest::newRow("hr pristojan popust") << "hr"
                                         << "Kupcima koji kupuju više dajte pristojan popust."
                                         << "pristojan popust";
    QTest::newRow("bs kako smatrate da je najbolje") << "bs"
                                                     << "Termine pomjerajte kako smatrate da je najbolje."
                                                     << "kako smatrate da je najbolje";
    // a condition of circumstance or of how things seem (set 27): «при плохой погоде», "a kvar se čini
    // ozbiljnim"; a size after a count of another clause; "modest", «объёмных», "posebne uslove" before a
    // case only; a word of degree takes in what it grades; "more often" with nothing to compare
    QTest::newRow("ru при плохой погоде") << "ru"
                                          << "Экскурсии на катере отменяются при плохой погоде."
                                          << "при плохой погоде";
    QTest::newRow("hr pri lošem vremenu") << "hr"
                                          << "Pri lošem vremenu izlet na otok otkazujemo."
                                          << "pri lošem vremenu";
    QTest::newRow("hr a kvar se čini ozbiljnim") << "hr"
                                                 << "Ako se kupac žali na kvar, a kvar se čini ozbiljnim, pozovite servisera."
                                                 << "a kvar se čini ozbiljnim";
    QTest::newRow("en the situation looks serious") << "en"
                                                    << "Call the supervisor; the situation looks serious."
                                                    << "the situation looks serious";
    QTest::newRow("ru три лодки, небольшую скидку") << "ru"
                                                    << "Тем, кто берёт сразу три лодки, предложите небольшую скидку."
                                                    << "небольшую скидку";
    QTest::newRow("en a modest surcharge") << "en"
                                           << "Evening visits carry a modest surcharge."
                                           << "a modest surcharge";
    QTest::newRow("ru объёмных заказов") << "ru"
                                         << "Сроки объёмных заказов согласует менеджер."
                                         << "объёмных заказов";
    QTest::newRow("bs za posebne uslove prevoza") << "bs"
                                                  << "Za posebne uslove prevoza pozovite dispečera."
                                                  << "za posebne uslove prevoza";
    QTest::newRow("en in exceptional circumstances") << "en"
                                                     << "In exceptional circumstances the manager may waive the fee."
                                                     << "in exceptional circumstances";
    QTest::newRow("hr posebne želje: no case") << "hr"
                                               << "Zabilježite posebne želje gosta."
                                               << "";
    QTest::newRow("bs ako gost malo zakasni") << "bs"
                                              << "Ako gost malo zakasni, sačekajte ga."
                                              << "ako gost malo zakasni";
    QTest::newRow("hr dolaze češće") << "hr"
                                     << "Kupcima koji dolaze češće dajte karticu vjernosti."
                                     << "dolaze češće";
    QTest::newRow("hr češće od dva puta: compared") << "hr"
                                                    << "Kupcima koji dolaze češće od dva puta mjesečno dajte karticu vjernosti."
                                                    << "";
    QTest::newRow("ru заказывают чаще") << "ru"
                                        << "Постоянным клиентам, которые заказывают чаще, давайте скидку."
                                        << "заказывают чаще";
    // (set 29) urgency judged by how it sounds, from the word that opens the condition; «для» and a judging
    // word; «далеко»; "obilnih kiša"; not an urgent thing named ("hitnu dostavu")
    QTest::newRow("en if their problem sounds urgent") << "en"
                                                       << "Put the caller through to Sam if their problem sounds urgent."
                                                       << "if their problem sounds urgent";
    QTest::newRow("hr hitnu dostavu: a kind of delivery") << "hr"
                                                          << "Ako klijent traži hitnu dostavu, naplatite 10 eura."
                                                          << "";
    QTest::newRow("ru для сложных заказов") << "ru"
                                            << "Для сложных заказов назначайте выезд мастера."
                                            << "для сложных заказов";
    QTest::newRow("ru если клиент живёт далеко") << "ru"
                                                 << "Если клиент живёт далеко, предложите доставку курьером."
                                                 << "если клиент живёт далеко";
    // (set 30) worth, suspicion, "too" in Croatian, «большая» judge a case; a number in the next clause measures
    // nothing of it
    QTest::newRow("en if the job is worth it") << "en"
                                               << "Offer a second visit only if the job is worth it."
                                               << "if the job is worth it";
    QTest::newRow("hr ako je vjetar prejak") << "hr"
                                             << "Ako je vjetar prejak, suncobrane zatvaramo."
                                             << "ako je vjetar prejak";
    QTest::newRow("hr ako tekst oglasa zvuči sumnjivo") << "hr"
                                                        << "Ako tekst oglasa zvuči sumnjivo, pozovite urednika."
                                                        << "ako tekst oglasa zvuči sumnjivo";
    QTest::newRow("ru если подъезд сложный, … 2 500 рублей")
        << "ru"
        << "Если подъезд к участку сложный, предупредите о доплате 2 500 рублей."
        << "если подъезд к участку сложный";
    QTest::newRow("ru если компания большая") << "ru"
                                              << "Если компания большая, предложите отдельный зал."
                                              << "если компания большая";
    QTest::newRow("ru больше 10 человек: measured") << "ru"
                                                    << "Если группа больше 10 человек, предложите отдельный зал."
                                                    << "";
    QTest::newRow("hr s malom djecom: no amount") << "hr"
                                                  << "Stol za obitelji s malom djecom postavljamo uz prozor."
                                                  << "";
    // (set 41) a poor state, a late hour, an outdated thing, an unusual request: nobody drew the line (the
    // condition they stand in is underlined)
    QTest::newRow("en in a poor state") << "en"
                                        << "If the paintwork is in a poor state, quote a full respray."
                                        << "in a poor state";
    QTest::newRow("ru поздно вечером") << "ru"
                                       << "Если гость звонит поздно вечером, запишите его на утро."
                                       << "если гость звонит поздно вечером";
    QTest::newRow("ru устаревший счётчик") << "ru"
                                           << "Если счётчик устаревший, предложите замену."
                                           << "если счётчик устаревший";
    QTest::newRow("hr neuobičajene želje") << "hr"
                                           << "Ako gost ima neuobičajene želje, proslijedite ga voditelju."
                                           << "ako gost ima neuobičajene želje";
    QTest::newRow("bs kasno uveče") << "bs"
                                    << "Ako mušterija zove kasno uveče, zakaži termin za sutra."
                                    << "ako mušterija zove kasno uveče";
    // (set 42) a measure against what is usual, a fitness, an illness judged by its weight
    QTest::newRow("en busier than usual") << "en"
                                          << "If the bay is busier than usual, put the caller through to Sam."
                                          << "than usual";
    QTest::newRow("hr dobra kondicija") << "hr"
                                        << "Za uspon je potrebna dobra kondicija."
                                        << "dobra kondicija";
    QTest::newRow("en a serious medical condition") << "en"
                                                    << "Refer callers with a serious medical condition to their doctor."
                                                    << "with a serious medical condition";
    // a number after a semicolon measures nothing before it
    QTest::newRow("en longer jobs; we have two") << "en"
                                                 << "A courtesy car can be offered for longer jobs; we have two."
                                                 << "for longer jobs";
    // a distance kept, said by how it looks
    QTest::newRow("hr na pristojnoj udaljenosti") << "hr"
                                                  << "Gosti s djecom neka se od pasa drže na pristojnoj udaljenosti."
                                                  << "na pristojnoj udaljenosti";
    // a judgement of how it feels
    QTest::newRow("en where it feels fair") << "en"
                                            << "Waive the call-out charge where it feels fair."
                                            << "where it feels fair";
    // late by how much
    QTest::newRow("ru опаздывает надолго") << "ru"
                                           << "Если клиент опаздывает надолго, перенесите визит."
                                           << "если клиент опаздывает надолго";
    QTest::newRow("ru сильно опаздывает") << "ru"
                                          << "Если клиент сильно опаздывает, перенесите визит."
                                          << "если клиент сильно опаздывает";
    // a word that judges times or weather names a case; how hot, cold or weak; urgency said of the case
    QTest::newRow("en in extreme weather") << "en"
                                           << "In extreme weather, the walker may shorten the walk."
                                           << "in extreme weather";
    QTest::newRow("en at busy times") << "en"
                                      << "Walk-ins are welcome, but at busy times advise callers to book ahead."
                                      << "at busy times";
    QTest::newRow("ru в плохую погоду") << "ru"
                                        << "В плохую погоду переносим выезд на другой день."
                                        << "в плохую погоду";
    QTest::newRow("ru в загруженные дни") << "ru"
                                          << "В загруженные дни советуйте гостям приезжать к открытию."
                                          << "в загруженные дни";
    QTest::newRow("bs pri jakoj vrućini") << "bs"
                                          << "Pri jakoj vrućini savjetujte kupcu dodatak za usporavanje vezivanja."
                                          << "pri jakoj vrućini";
    QTest::newRow("bs ako je napolju jako hladno") << "bs"
                                                   << "Ako je napolju jako hladno, grijanje može početi ranije."
                                                   << "ako je napolju jako hladno";
    QTest::newRow("bs ako slabo poznaje računar") << "bs"
                                                  << "Ako pozivalac slabo poznaje računar, preporuči mu osnovni kurs."
                                                  << "ako pozivalac slabo poznaje računar";
    QTest::newRow("hr ako je kupcu hitno") << "hr"
                                           << "Ako je kupcu hitno, ponudi dostavu sljedećeg dana."
                                           << "ako je kupcu hitno";
    // (… with a second judgement joined at its end)
    QTest::newRow("en sounds nervous or reactive") << "en"
                                                   << "If the dog sounds nervous or reactive, suggest a solo walk."
                                                   << "if the dog sounds nervous or reactive";
    // not how someone feels, not urgency of what is asked for, not a busy person
    QTest::newRow("bs kada im je vruće") << "bs"
                                         << "Ljudi nas najčešće zovu ljeti, kada im je vruće."
                                         << "";
    QTest::newRow("bs traži hitnu popravku") << "bs"
                                             << "Ako klijent traži hitnu popravku, recite mu cijenu hitne popravke."
                                             << "";
    QTest::newRow("en if the estimator is busy") << "en"
                                                 << "If the estimator is busy, take a number."
                                                 << "";
    // an adverb of evidence in a condition is an impression; not how to speak
    QTest::newRow("ru если клиент явно торопится") << "ru"
                                                   << "Если клиент явно торопится, предложите перезвонить."
                                                   << "если клиент явно торопится";
    QTest::newRow("en if the caller is clearly upset") << "en"
                                                       << "If the caller is clearly upset, transfer the call."
                                                       << "if the caller is clearly upset";
    QTest::newRow("en speak clearly") << "en"
                                      << "Speak slowly and clearly."
                                      << "";
    QTest::newRow("hr predugo") << "hr"
                                << "Ako stranka kaže da rješenje kasni predugo, spojite je s pročelnikom."
                                << "predugo";
    QTest::newRow("bs za hitne predmete") << "bs"
                                          << "Za hitne predmete ponudi prvi slobodan termin."
                                          << "za hitne predmete";
    // serious customers are as vague as regular ones; wind is a condition judged
    QTest::newRow("bs samo ozbiljnim kupcima") << "bs"
                                               << "Probnu vožnju nudimo samo ozbiljnim kupcima."
                                               << "samo ozbiljnim kupcima";
    QTest::newRow("hr po jakom vjetru") << "hr"
                                        << "Po jakom vjetru brodić ne vozi."
                                        << "po jakom vjetru";
    // a comparative whose phrase a comma ends is measured by nothing after it
    QTest::newRow("en For larger parties, two tables") << "en"
                                                       << "For larger parties, book two tables next to each other."
                                                       << "for larger parties";
    // something similar, similar in what; heavier than what (not after "who"); how small; a number measures
    QTest::newRow("bs ponudi nešto slično") << "bs"
                                            << "Ako traženog modela nema, ponudi nešto slično."
                                            << "nešto slično";
    QTest::newRow("hr Za teže ormare") << "hr"
                                       << "Za teže ormare uvijek pošalji dodatnog montera."
                                       << "za teže ormare";
    QTest::newRow("hr koji teže hodaju") << "hr"
                                         << "Nemojte požurivati goste koji teže hodaju."
                                         << "";
    QTest::newRow("ru если ребёнок совсем маленький") << "ru"
                                                      << "Если ребёнок совсем маленький, не предлагай конструкторы."
                                                      << "если ребёнок совсем маленький";
    QTest::newRow("ru когда набирается восемь и больше") << "ru"
                                                         << "Занятия начинаются, когда набирается восемь и больше учеников."
                                                         << "";
    // the busiest hours, a thing that looks too worn, a good condition, a strong allergy: nobody said which or how
    QTest::newRow("en outside the busiest hours") << "en"
                                                  << "Suggest a visit outside the busiest hours."
                                                  << "outside the busiest hours";
    QTest::newRow("en that look too worn") << "en"
                                           << "Boots that look too worn to resole go back to the customer."
                                           << "boots that look too worn";
    QTest::newRow("en in good condition") << "en"
                                          << "Second-hand saddles are bought if they are in good condition."
                                          << "if they are in good condition";
    QTest::newRow("ru с сильной аллергией") << "ru"
                                            << "Посетителям с сильной аллергией на шерсть вход не рекомендуем."
                                            << "с сильной аллергией";
    QTest::newRow("hr ako je u dobrom stanju") << "hr"
                                               << "Stari bicikl otkupljujemo ako je u dobrom stanju."
                                               << "ako je u dobrom stanju";
    // "later" after a number of its sentence is later than that
    QTest::newRow("bs do 7 dana prije, a kasnije")
        << "bs"
        << "Termin se može otkazati do 7 dana prije početka, a kasnije se avans ne vraća."
        << "";
    QTest::newRow("ru за 48 часов, позже") << "ru"
                                           << "Запись можно отменить за 48 часов, позже предоплата не возвращается."
                                           << "";
    QTest::newRow("en call back later") << "en"
                                        << "If the line is busy, offer to call the customer back later."
                                        << "customer back later";
    // a term of the consumer law
    QTest::newRow("ru надлежащего качества") << "ru"
                                             << "Бельё надлежащего качества обмену и возврату не подлежит."
                                             << "";
    // a word of frequency in a description, before a verb after "to" or before a number that says how long
    QTest::newRow("en callers usually want to book")
        << "en"
        << "Callers usually want to book a pickup, check prices or reserve a trailer."
        << "";
    QTest::newRow("en usually arrive within 3–4 days") << "en"
                                                       << "Replacement parts usually arrive within 3–4 working days."
                                                       << "";
    // a size with its measure in brackets
    QTest::newRow("en small (40×40 cm)")
        << "en"
        << "Lockers come in two sizes: small (40×40 cm) at £3 a day and large (60×90 cm) at £6 a day."
        << "";
    // a summing up asked for
    QTest::newRow("bs kratko ponovi") << "bs"
                                      << "Na kraju kratko ponovi šta je dogovoreno."
                                      << "";
    QTest::newRow("ru кратко повторите") << "ru"
                                         << "Перед прощанием кратко повторите, о чём договорились."
                                         << "";
    // these instructions are the prompt itself, no reference to something it does not say
    QTest::newRow("hr ove upute") << "hr"
                                  << "Ako ove upute ne daju odgovor, pozovi transfer_to_staff."
                                  << "";
    // how much a customer spends, how good a condition, how many guests, which work: nobody said
    QTest::newRow("en who spend a lot") << "en"
                                        << "Offer the loyalty card to regulars who spend a lot."
                                        << "spend a lot";
    QTest::newRow("en in good enough condition") << "en"
                                                 << "Bikes in good enough condition are bought back."
                                                 << "in good enough condition";
    QTest::newRow("hr s puno gostiju") << "hr"
                                       << "Za vjenčanja s puno gostiju nudimo dva koordinatora."
                                       << "s puno";
    QTest::newRow("ru за нестандартные работы") << "ru"
                                                << "Цену за нестандартные работы называет мастер."
                                                << "за нестандартные работы";
    // "close by" opens no distance: "Close by repeating the reference number"
    QTest::newRow("en close by repeating") << "en"
                                           << "Close by repeating the reference number to the caller."
                                           << "";
    // how soon, how hard, how many, which times: nobody said
    QTest::newRow("en reported promptly") << "en"
                                          << "Damage must be reported promptly."
                                          << "reported promptly";
    QTest::newRow("ru настойчиво просит") << "ru"
                                          << "Если клиент настойчиво просит о встрече с директором, дай телефон офиса."
                                          << "если клиент настойчиво просит о встрече с директором";
    QTest::newRow("bs više komada") << "bs"
                                    << "Firmama koje naručuju više komada ponudi popust."
                                    << "više komada";
    QTest::newRow("en for popular times") << "en"
                                          << "Recommend booking early for popular times."
                                          << "for popular times";
    // how many days, how long, how far, nobody said; a usual time with its length is said
    QTest::newRow("en in the next few days") << "en"
                                             << "Tell parents the pass will arrive in the next few days."
                                             << "next few";
    QTest::newRow("en who live far away") << "en"
                                          << "Offer a home visit to customers who live far away."
                                          << "live far";
    QTest::newRow("hr u uobičajenom roku") << "hr"
                                           << "Potvrdu šaljemo u uobičajenom roku."
                                           << "u uobičajenom roku";
    QTest::newRow("bs koji žive daleko") << "bs"
                                         << "Za pacijente koji žive daleko organizujemo prevoz."
                                         << "žive daleko";
    QTest::newRow("ru в обычные сроки") << "ru"
                                        << "Документы пришлём в обычные сроки."
                                        << "в обычные сроки";
    QTest::newRow("ru обычный срок — три рабочих дня") << "ru"
                                                       << "Обычный срок ремонта — три рабочих дня."
                                                       << "";
    // how long ago, how hard to reach, early enough: nobody said
    QTest::newRow("en if the dog's surgery was recent") << "en"
                                                        << "If the dog's surgery was recent, ask for the vet's note."
                                                        << "if the dog's surgery was recent";
    QTest::newRow("bs ako je prilaz zidu otežan") << "bs"
                                                  << "Ako je prilaz zidu otežan, naplaćuje se dodatak."
                                                  << "ako je prilaz zidu otežan";
    QTest::newRow("bs dovoljno unaprijed") << "bs"
                                           << "Rezervaciju treba napraviti dovoljno unaprijed."
                                           << "dovoljno unaprijed";
    QTest::newRow("ru если подъезд затруднён") << "ru"
                                               << "Если подъезд к дому затруднён, предупредите о доплате."
                                               << "если подъезд к дому затруднён";
    // a comparative of a quality with nothing to compare with ("iskusnijim", "sa slabijim znanjem", "more dangerous"), also
    // when the case gets a number later ("preporuči jednog zaštitara više"); not of how whoever it names does something
    QTest::newRow("hr samo iskusnijim ronilocima") << "hr"
                                                   << "Noćne ture nudite samo iskusnijim ronilocima."
                                                   << "samo iskusnijim ronilocima";
    QTest::newRow("bs sa slabijim znanjem engleskog") << "bs"
                                                      << "Klijente sa slabijim znanjem engleskog uputi na individualne časove."
                                                      << "sa slabijim znanjem";
    QTest::newRow("bs za rizičnije događaje … jednog zaštitara više") << "bs"
                                                                      << "Za rizičnije događaje preporuči jednog zaštitara više."
                                                                      << "za rizičnije događaje";
    QTest::newRow("hr važnije pošiljke") << "hr"
                                         << "Važnije pošiljke odmah proslijedite voditelju skladišta."
                                         << "važnije pošiljke";
    QTest::newRow("en more dangerous routes") << "en"
                                              << "For more dangerous routes send two guides."
                                              << "for more dangerous routes";
    // … and a weak state nobody measured, also beside a number of what is offered
    QTest::newRow("ru со слабым здоровьем … 10-минутную пробу")
        << "ru"
        << "Гостям со слабым здоровьем сначала предлагайте бесплатную 10-минутную пробу."
        << "со слабым здоровьем";
    QTest::newRow("hr koji teže hodaju ili slabije čuju (quiet)")
        << "hr"
        << "Za pacijente koji teže hodaju ili slabije čuju dogovorite kućni posjet."
        << "";
}

void TestLintMeaning::vagueQualifiers()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(QString, quote);
    const LintResult r = analyse(text, language);
    if (quote.isEmpty()) {
        QVERIFY2(r.spans.isEmpty(), qPrintable(describe(r, text)));
        return;
    }
    QCOMPARE(r.spans.size(), 1);
    QCOMPARE(r.spans.at(0).axis, Axis::Ambiguity);
    // the span covers the vague phrase and the words it leaves open in its clause, up to three before
    // it and three after; the message quotes the phrase itself
    const TextRange phrase = find(text.toCaseFolded(), quote);
    const TextRange span = r.spans.at(0).range;
    QVERIFY2(span.start <= phrase.start && span.end() >= phrase.end(), qPrintable(describe(r, text)));
    QVERIFY2(r.spans.at(0).message.toCaseFolded().startsWith(QStringLiteral("“%1”").arg(quote)), qPrintable(describe(r, text)));
    // a vague phrase weighs 0.15 (docs/lint.md)
    QVERIFY(qFuzzyCompare(r.axis(Axis::Ambiguity), 0.15));
}

void TestLintMeaning::shoutedWords_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("copies"); // of the filler on each side of the line: 8 rules, 107 words a copy
    QTest::addColumn<bool>("critical"); // a critical rule in the middle of a long prompt (attention dilution)
    // a word in capitals is shouted, and so is a short one that asks
    QTest::newRow("NEVER") << "NEVER promise a delivery date before the stock check." << 1 << true;
    QTest::newRow("DO NOT") << "DO NOT promise a delivery date before the stock check." << 1 << true;
    // a short code in capitals, or one joined to a figure, names a thing
    QTest::newRow("TIG, MIG/MAG") << "TIG welding, 8 weeks: £1,300; MIG/MAG welding, 4 weeks: £750." << 1 << false;
    QTest::newRow("FP-55") << "Fiscal printer FP-55: £790." << 1 << false;
    QTest::newRow("RAL") << "The price includes one coat in any RAL colour." << 1 << false;
    // a plain "always" is a critical rule in a prompt of 1,000 words or more (2 × 5 × 107 + 10 = 1,080), not in one
    // of 224
    QTest::newRow("Always, 224 words") << "Always check the stock before you promise a delivery date." << 1 << false;
    QTest::newRow("Always, 1,080 words") << "Always check the stock before you promise a delivery date." << 5 << true;
    QTest::newRow("IMPORTANT, 224 words") << "IMPORTANT: check the stock before you promise a delivery date." << 1 << true;
}

void TestLintMeaning::shoutedWords()
{
    QFETCH(QString, line);
    QFETCH(int, copies);
    QFETCH(bool, critical);
    static const QStringList filler {
        QStringLiteral("Greet every caller with the name of the welding school and your own name."),
        QStringLiteral("Ask for the caller's full name and a phone number we can reach them on."),
        QStringLiteral("Tell callers that courses start on the first Monday of each month."),
        QStringLiteral("Pass complaints about an instructor to the school manager by email."),
        QStringLiteral("Offer a visit to the workshop on Friday afternoons to anyone who is unsure."),
        QStringLiteral("Keep each answer to two or three sentences and speak in plain words."),
        QStringLiteral("Spell out email addresses letter by letter when you read them back."),
        QStringLiteral("At the end of the call, read back the course, the start date and the name."),
    };
    QString text;
    const auto addFiller = [&] {
        for (int c = 0; c < copies; ++c)
            for (const QString &f : filler)
                text += QStringLiteral("- ") + f + QLatin1Char('\n');
    };
    addFiller();
    const qsizetype at = text.size() + 2;
    text += QStringLiteral("- ") + line + QLatin1Char('\n');
    addFiller();
    const LintResult r = analyse(text, QStringLiteral("en"));
    const bool found = std::any_of(r.spans.cbegin(), r.spans.cend(), [&](const Span &sp) {
        return sp.axis == Axis::AttentionDilution && sp.range.start == at
            && sp.message.contains(QStringLiteral("in the middle of a long prompt"));
    });
    QVERIFY2(found == critical, qPrintable(describe(r, text)));
}

void TestLintMeaning::vagueCondition_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("condition");
    QTest::newRow("en if a caller sounds unsure") << "en"
                                                  << "If a caller sounds unsure which session suits them, suggest the taster."
                                                  << "If a caller sounds unsure which session suits them";
    // a word of degree is one with the word it grades: "too bad" is as far from "If" as "bad"
    QTest::newRow("en if the weather is too bad to use the hut")
        << "en"
        << "If the weather is too bad to use the hut, the hire can be moved to another date."
        << "If the weather is too bad to use the hut";
    // how dirty nobody said
    QTest::newRow("bs ako je prikolica vraćena prljava") << "bs"
                                                         << "Ako je prikolica vraćena prljava, naplaćuje se čišćenje 30 KM."
                                                         << "Ako je prikolica vraćena prljava";
    QTest::newRow("ru если машину вернули грязной") << "ru"
                                                    << "Если машину вернули грязной, берите плату за мойку."
                                                    << "Если машину вернули грязной";
    // how noticeable nobody measured
    QTest::newRow("ru если на участке заметный уклон")
        << "ru"
        << "Если на участке заметный уклон, добавляется фундамент на винтовых сваях."
        << "Если на участке заметный уклон";
    QTest::newRow("ru если товара осталось мало") << "ru"
                                                  << "Если товара на складе осталось мало, предупредите покупателя."
                                                  << "Если товара на складе осталось мало";
    // … and a phrase shown to the rule's last word shows its full stop too
    QTest::newRow("en cost a bit more.") << "en"
                                         << "Encrypted drives cost a bit more."
                                         << "Encrypted drives cost a bit more.";
    QTest::newRow("hr koštaju malo više!") << "hr"
                                           << "Šifrirani diskovi koštaju malo više!"
                                           << "Šifrirani diskovi koštaju malo više!";
}

// A vague phrase in a condition shows the whole condition: from its word of condition to the comma, up to eight words
// either side of the phrase; one shown to the rule's last word shows its full stop
void TestLintMeaning::vagueCondition()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(QString, condition);
    const LintResult r = analyse(text, language);
    QVERIFY2(r.spans.size() == 1 && r.spans.at(0).axis == Axis::Ambiguity, qPrintable(describe(r, text)));
    QCOMPARE(r.spans.at(0).range.start, 0);
    QCOMPARE(r.spans.at(0).range.length, condition.size());
}

void TestLintMeaning::vagueSpanCovers_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("covered"); // what the one ambiguity span takes in, at least
    // a size judged enough takes in the purpose it is enough for, after a condition in the middle of a rule
    QTest::newRow("hr mogu doći ako su dovoljno velika da mirno sjede dva sata")
        << "hr"
        << "Djeca mogu doći na tečaj ako su dovoljno velika da mirno sjede dva sata."
        << "ako su dovoljno velika da mirno sjede dva sata";
    QTest::newRow("bs mogu učestvovati ako su dovoljno stari da sami drže alat u ruci")
        << "bs"
        << "Djeca mogu učestvovati ako su dovoljno stari da sami drže alat u ruci."
        << "ako su dovoljno stari da sami drže alat u ruci";
}

void TestLintMeaning::vagueSpanCovers()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(QString, covered);
    const LintResult r = analyse(text, language);
    QVERIFY2(r.spans.size() == 1 && r.spans.at(0).axis == Axis::Ambiguity, qPrintable(describe(r, text)));
    const TextRange want = find(text, covered);
    const TextRange span = r.spans.at(0).range;
    QVERIFY2(span.start <= want.start && span.end() >= want.end(), qPrintable(describe(r, text)));
}

void TestLintMeaning::dateEndsTheSentence()
{
    // a date written with its full stop ("5.5.") ends the message's sentence: one full stop, not two
    const QString text = QStringLiteral("- Prijave za izlet u Mostar primaju se do 5. maja.\n"
                                        "- Rok za prijavu na putovanje u Mostar je 10. maj.\n");
    const LintResult r = analyse(text, QStringLiteral("bs"));
    QCOMPARE(r.spans.size(), 1);
    QCOMPARE(r.spans.at(0).message,
             QStringLiteral("States 10.5. where a similar rule states 5.5. If they are meant for "
                            "different cases, name the case in both."));
}

void TestLintMeaning::conflictMessages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    // a range of dates ends at its second date («с 1 апреля по 31 мая», "from 1 October to 30 November"), which a last
    // day ("заканчивается 15 июня", "until 15 December") is compared with, not its first
    QTest::newRow("ru с 1 апреля по 31 мая / заканчивается 15 июня")
        << "ru"
        << "- Шубы на хранение принимаем с 1 апреля по 31 мая.\n- Приём шуб на хранение заканчивается 15 июня.\n"
        << "States 15.6. where a similar rule states 31.5.";
    QTest::newRow("en from 1 October to 30 November / until 15 December")
        << "en"
        << "- Boats for winter storage are taken from 1 October to 30 November.\n- Boats for winter storage are taken "
           "until 15 December.\n"
        << "States 15.12. where a similar rule states 30.11.";
    // the one a number is per ("na jednog instruktora", "One guide can take …") is not a count of one: the sizes compared
    // are the groups'
    QTest::newRow("en per guide / one guide up to seven")
        << "en"
        << "- Groups have at most five riders per guide.\n- One guide can take up to seven riders.\n"
        << "States 7 where a similar rule states 5.";
    QTest::newRow("hr na jednog instruktora / jedan instruktor do šest")
        << "hr"
        << "- U grupi su najviše četiri polaznika na jednog instruktora.\n- Jedan instruktor vodi do šest polaznika "
           "istodobno.\n"
        << "States 6 where a similar rule states 4.";
    QTest::newRow("ru на одного вожатого / один вожатый до восьми")
        << "ru"
        << "- Группа — не больше шести детей на одного вожатого.\n- Один вожатый может взять до восьми детей.\n"
        << "States 8 where a similar rule states 6.";
}

void TestLintMeaning::conflictMessages()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(QString, message);
    const LintResult r = analyse(text, language);
    QCOMPARE(r.spans.size(), 1);
    QCOMPARE(r.spans.at(0).axis, Axis::Conflict);
    QVERIFY2(r.spans.at(0).message.startsWith(message), qPrintable(r.spans.at(0).message));
}

void TestLintMeaning::numberedStatementsUnderTwoHeadings()
{
    // a numbered rule that states something is no step of a procedure: said again from the other side under another
    // heading, it repeats (steps are instructions, "Спросите имя", which each procedure keeps)
    const QString required = QStringLiteral("Справка от врача о допуске к спорту обязательна с первого же занятия.");
    const QString without = QStringLiteral("Без медицинского допуска ребёнок не может прийти даже на первое занятие.");
    const QString text
        = QStringLiteral("## Занятия\n\n1. Занятия идут по вторникам и четвергам.\n2. %1\n\n## Оплата\n\n1. Абонемент "
                         "оплачивается наличными или картой.\n2. %2\n")
              .arg(required, without);
    const LintResult r = analyse(text, QStringLiteral("ru"));
    QVERIFY2(std::any_of(r.spans.cbegin(), r.spans.cend(),
                         [&](const Span &s) {
                             return s.axis == Axis::Redundancy && s.range == find(text, without) && s.related
                                 && *s.related == find(text, required);
                         }),
             qPrintable(describe(r, text)));
}

void TestLintMeaning::offeredThingNamedByFewRules()
{
    // "plata" is named by three rules; other payments ("naplaćujemo", "plaćaju", "taksu") by more,
    // which does not make the salary common: the rule that always tells it conflicts with the one
    // that never mentions it
    const QString tells = QStringLiteral("Kandidatima uvijek recite koliku platu mogu očekivati na oglašenom radnom mjestu.");
    const QString never
        = QStringLiteral("Nikada ne spominjite iznos plate prije nego što kandidat obavi razgovor s poslodavcem.");
    const QString text
        = QStringLiteral("%1\n\nPoslodavcima naplaćujemo naknadu u visini 50 % prve bruto plate zaposlenog radnika, i to tek "
                         "kada radnik prođe probni rad.\n\n%2\n\nKandidati pri upisu u bazu plaćaju administrativnu taksu od "
                         "20 KM.\n\nPrije nego što završite poziv, kandidatu potvrdite dan i sat intervjua.\n")
              .arg(tells, never);
    const LintResult r = analyse(text, QStringLiteral("bs"));
    const bool found = std::any_of(r.spans.cbegin(), r.spans.cend(), [&](const Span &s) {
        return s.axis == Axis::Conflict && s.range == find(text, never) && s.related && *s.related == find(text, tells);
    });
    QVERIFY2(found, qPrintable(describe(r, text)));
}

void TestLintMeaning::withoutThesaurus()
{
    // Without the thesaurus files the word groups and word forms still work; the thesaurus adds
    // synonyms no group lists ("polite" / "courteous").
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    qputenv("POLYGON_MYTHES_DIR", QFile::encodeName(empty.path()));
    {
        const Semantics en(QStringLiteral("en"));
        QVERIFY2(!en.sources().contains(QLatin1String("thesaurus")), qPrintable(en.sources()));
        QVERIFY(!en.word(QStringLiteral("polite")).meets(en.word(QStringLiteral("courteous"))));
        QVERIFY(en.word(QStringLiteral("fee")).meets(en.word(QStringLiteral("price"))));
        QVERIFY(en.word(QStringLiteral("brief")).opposes(en.word(QStringLiteral("lengthy"))));
        QVERIFY(en.word(QStringLiteral("callbacks")).meets(en.word(QStringLiteral("callback"))));
    }
    qunsetenv("POLYGON_MYTHES_DIR");
    if (!QFileInfo::exists(QStringLiteral("/usr/share/mythes/th_en_US_v2.idx")))
        QSKIP("mythes-en-us is not installed");
    const Semantics en(QStringLiteral("en"));
    if (!en.sources().contains(QLatin1String("thesaurus")))
        QSKIP("built without libmythes");
    QVERIFY(en.sources().startsWith(QLatin1String("thesaurus th_en_US_v2")));
    QVERIFY(en.word(QStringLiteral("polite")).meets(en.word(QStringLiteral("courteous"))));
}

void TestLintMeaning::corpus_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<int>("prompts");
    QTest::addColumn<int>("minFound");
    QTest::addColumn<int>("maxCleanFindings");
    // Floors: what the analysis finds today (measured, docs/lint.md "Corpus"), so a change that
    // loses a finding or adds a false one fails here. Not a claim of perfection: the misses are listed.
    // 708 prompts: the first 20 and 688 of eighty-three held-out sets, each measured once and tuned on like the
    // rest after that: (25 of 31), (11 of 30), (13 of 36), (13 of 36), (16 of 36), (12 of 36),
    // the seventh (7 of 48 before its round, written for it and tuned on), the eighth (13 of 48), the
    // ninth (10 of 48), the tenth (11 of 48), the eleventh (7 of 48), the twelfth (12 of 48), the
    // thirteenth (13 of 48), the fourteenth (5 of 48), the fifteenth (12 of 48), the sixteenth (16
    // of 48), the seventeenth (15 of 48), the eighteenth (17 of 48), the nineteenth (13 of 48), the
    // twentieth (20 of 48), the twenty-first (18 of 48), the twenty-second (16 of 48), the
    // twenty-third (14 of 48), the twenty-fourth (9 of 48), the twenty-fifth (5 of 48), the
    // twenty-sixth (13 of 48), the twenty-seventh (12 of 48), the twenty-eighth (8 of 48), the
    // twenty-ninth (17 of 48), the thirtieth (8 of 48), the thirty-first (17 of 48), the
    // thirty-second (16 of 48), the thirty-third (20 of 48), the thirty-fourth (16 of 48), the
    // thirty-fifth (19 of 48), the thirty-sixth (15 of 48), the thirty-seventh (19 of 48), the
    // thirty-eighth (16 of 48), the thirty-ninth (19 of 48), the fortieth (19 of 48), the
    // forty-first (14 of 48), the forty-second (20 of 48), the forty-third (12 of 48), the
    // forty-fourth (24 of 48), the forty-fifth (19 of 48), the forty-sixth (19 of 48), the forty-seventh (15 of
    // 48), the forty-eighth (18 of 48), the forty-ninth (23 of 48), the fiftieth (17 of 48), the fifty-first (21 of
    // 48), the fifty-second (21 of 48), the fifty-third (25 of 48), the fifty-fourth (25 of 48), the fifty-fifth (21
    // of 48), the fifty-sixth (20 of 48), the fifty-seventh (21 of 48), the fifty-eighth (30 of 48), the
    // fifty-ninth (26 of 48), the sixtieth (24 of 48), the sixty-first (20 of 48), the sixty-second (21 of 48), the
    // sixty-third (21 of 48), the sixty-fourth (25 of 48), the sixty-fifth (25 of 48), the sixty-sixth (20 of 48), the
    // sixty-seventh (20 of 48), the sixty-eighth (22 of 48), the sixty-ninth (25 of 48), the seventieth (26 of 48), the
    // seventy-first (24 of 48), the seventy-second (28 of 48), the seventy-third (27 of 48), the seventy-fourth (23
    // of 48), the seventy-fifth (26 of 48), the seventy-sixth (27 of 48), the seventy-seventh (22 of 48), the seventy-eighth
    // (22 of 48), the seventy-ninth (27 of 48), the eightieth (21 of 48), the eighty-first (23 of 48), the eighty-second
    // (26 of 48) and the eighty-third (29 of 48). With them: 2544 of 3948, 711 findings on the clean twins (a plain must / never
    // / always is a critical rule only in a prompt of 1,000 words or more; one a payment in advance said to be not needed against
    // one taken: «Обычные столы бронируются без предоплаты» / «Бронь VIP-зала действует только после предоплаты 50 %», two kinds
    // of table; one a price "za složene motive" that does not say which motifs are, as "for complex designs" in English).
    QTest::newRow("tune") << QStringLiteral("tune") << 708 << 2544 << 711;
    // the held-out set (set 84: 8 prompts, 48 planted defects: 16 conflicts, 16 repetitions, 16
    // ambiguities), written by someone who never saw the lint code and measured once (fd77793): 30 of
    // 48 (15 ambiguities, 9 conflicts, 6 repetitions), 7 findings on 5 of the 8 clean twins; the analysis at the start
    // of the session (a2b74cb) found the same 30, with the same 7 findings. Floors, not goals:
    // docs/lint.md lists the misses.
    QTest::newRow("heldout") << QStringLiteral("heldout") << 8 << 30 << 7;
}

void TestLintMeaning::corpus()
{
    QFETCH(QString, folder);
    QFETCH(int, prompts);
    QFETCH(int, minFound);
    QFETCH(int, maxCleanFindings);
    const CorpusFigures fig = measure(kDataDir + QLatin1Char('/') + folder);
    QCOMPARE(fig.prompts, prompts);
    qInfo("%s: %d of %d planted defects found (%.0f%%); %d findings on %d of %d clean twins", qPrintable(folder), fig.found,
          fig.defects, 100.0 * fig.found / std::max(1, fig.defects), fig.cleanFindings, fig.cleanPromptsWithFindings,
          fig.prompts);
    for (const QString &m : fig.missed)
        qInfo("  missed %s", qPrintable(m));
    for (const QString &c : fig.cleanReported)
        qInfo("  on a clean twin %s", qPrintable(c));
    QVERIFY2(fig.found >= minFound, qPrintable(QString::number(fig.found)));
    QVERIFY2(fig.cleanFindings <= maxCleanFindings, qPrintable(QString::number(fig.cleanFindings)));
}

QTEST_GUILESS_MAIN(TestLintMeaning)
#include "tst_lintmeaning.moc"
