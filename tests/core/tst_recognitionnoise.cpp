// Tests for recognition noise (SPEC.md R-NOISE, docs/noise.md): numbers read
// digit by digit in en, ru, hr, bs (the conversion itself, independent of
// randomness), the sound-alike and filler tables, the intensity mapping, and
// golden outputs per language at intensities 0, 0.3, 0.7 and 1. The golden
// strings were produced once by the implementation, then checked by hand
// (every drop, digit reading, sound-alike and filler is listed in `applied`
// and was read against the sentence and the tables) and pinned here.
#include "core/simulate/recognitionnoise.h"

#include <QSet>
#include <QTest>

#include <cmath>
#include <limits>

using namespace Polygon;

namespace {

const QString kConversation = QStringLiteral("golden");

// Two phone sentences per language, one per golden turn (turn = index + 1).
struct Sentence
{
    QString language;
    QString text;
};

const QList<Sentence> &sentences()
{
    static const QList<Sentence> list = {
        {QStringLiteral("en"), QStringLiteral("Hi, I'd like to book a table for fifteen people at 19:30 on Tuesday.")},
        {QStringLiteral("en"), QStringLiteral("My number is 555 0199, and the card ends in twenty-five fifty. Can you confirm?")},
        {QStringLiteral("ru"), QStringLiteral("Здравствуйте, я хочу заказать столик на пятерых в девятнадцать тридцать.")},
        {QStringLiteral("ru"), QStringLiteral("Мой код брони сто двадцать, номер 8 916 555-01-99. Можно на вечер?")},
        {QStringLiteral("hr"), QStringLiteral("Dobar dan, htio bih rezervirati stol za dvadeset i pet osoba u sedam sati.")},
        {QStringLiteral("hr"), QStringLiteral("Moj broj je 091 555 0199, a kod je pedeset i tri. Hvala vam!")},
        {QStringLiteral("bs"), QStringLiteral("Halo, želim rezervisati sto za četvero u petak u osam i trideset.")},
        {QStringLiteral("bs"), QStringLiteral("Imamo pedeset gostiju, broj je 061 222 333. Može li sad?")},
    };
    return list;
}

QStringList split(const char *utf8)
{
    return QString::fromUtf8(utf8).split(QStringLiteral(" | "), Qt::SkipEmptyParts);
}

} // namespace

class TestRecognitionNoise : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void languages();
    void probabilities_data();
    void probabilities();

    void digitsSpoken_data();
    void digitsSpoken();

    void soundAlikeTables_data();
    void soundAlikeTables();
    void soundAlikeDirections();
    void fillerTables_data();
    void fillerTables();

    void intensityZeroUnchanged_data();
    void intensityZeroUnchanged();
    void unknownLanguageUnchanged();

    void golden_data();
    void golden();

    void sameInputsSameOutput();
    void differentTurnDifferentOutput();
    void runSeedChangesOutput();
    void fillersFromTheList_data();
    void fillersFromTheList();
    void fullIntensityReadsEveryNumber_data();
    void fullIntensityReadsEveryNumber();
    void caseAndPunctuationKept();
    void ordinalsAndAmbiguousWordsLeftAlone();
    void neverDropsEveryWord();
    void moreIntensityOnlyAddsNumberReadings();
    void streamsAreIndependent();
    void ratesFollowTheMapping();
};

void TestRecognitionNoise::languages()
{
    QCOMPARE(RecognitionNoise::languages(),
             QStringList({QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("hr"), QStringLiteral("bs")}));
    for (const QString &l : RecognitionNoise::languages())
        QVERIFY(RecognitionNoise::supports(l));
    QVERIFY(!RecognitionNoise::supports(QStringLiteral("de")));
    QVERIFY(!RecognitionNoise::supports(QStringLiteral("EN")));
    QVERIFY(!RecognitionNoise::supports(QString()));
}

void TestRecognitionNoise::probabilities_data()
{
    QTest::addColumn<double>("intensity");
    QTest::addColumn<double>("digits");
    QTest::addColumn<double>("soundAlike");
    QTest::addColumn<double>("drop");
    QTest::addColumn<double>("filler");
    QTest::newRow("0") << 0.0 << 0.0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("0.5") << 0.5 << 0.5 << 0.25 << 0.075 << 0.3;
    QTest::newRow("1") << 1.0 << 1.0 << 0.5 << 0.15 << 0.6;
    QTest::newRow("-0.5 clamps to 0") << -0.5 << 0.0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("7 clamps to 1") << 7.0 << 1.0 << 0.5 << 0.15 << 0.6;
    QTest::newRow("NaN is 0") << std::numeric_limits<double>::quiet_NaN() << 0.0 << 0.0 << 0.0 << 0.0;
}

void TestRecognitionNoise::probabilities()
{
    QFETCH(double, intensity);
    const RecognitionNoise::Probabilities p = RecognitionNoise::probabilities(intensity);
    QFETCH(double, digits);
    QFETCH(double, soundAlike);
    QFETCH(double, drop);
    QFETCH(double, filler);
    QCOMPARE(p.digits, digits);
    QCOMPARE(p.soundAlike, soundAlike);
    QCOMPARE(p.drop, drop);
    QCOMPARE(p.filler, filler);
}

void TestRecognitionNoise::digitsSpoken_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("expected");

    const auto row = [](const char *language, const char *expression, const char *expected) {
        QTest::addRow("%s: %s", language, expression)
            << QString::fromLatin1(language) << QString::fromUtf8(expression) << QString::fromUtf8(expected);
    };

    // English: words, compounds, "and", "a", numerals.
    row("en", "fifty", "five zero");
    row("en", "Fifty", "five zero");
    row("en", "FIFTEEN", "one five");
    row("en", "ten", "one zero");
    row("en", "twenty-five", "two five");
    row("en", "twenty five", "two five");
    row("en", "forty-two", "four two");
    row("en", "one hundred and twenty", "one two zero");
    row("en", "one hundred twenty", "one two zero");
    row("en", "a hundred", "one zero zero");
    row("en", "a hundred and five", "one zero five");
    row("en", "three hundred", "three zero zero");
    row("en", "thousand", "one zero zero zero");
    row("en", "two thousand twenty-four", "two zero two four");
    row("en", "two thousand and five", "two zero zero five");
    row("en", "nineteen hundred and fifty", "one nine five zero");
    row("en", "three hundred thousand", "three zero zero zero zero zero");
    row("en", "one million two hundred thousand", "one two zero zero zero zero zero");
    row("en", "nineteen thirty", "one nine three zero"); // two numbers, read one after the other
    row("en", "twenty twenty-four", "two zero two four");
    row("en", "five", "five");
    row("en", "zero", "zero");
    row("en", "50", "five zero");
    row("en", "19:30", "one nine three zero");
    row("en", "007", "zero zero seven");
    row("en", "1-800-555-0199", "one eight zero zero five five five zero one nine nine");
    row("en", "555 0199", "five five five zero one nine nine");
    // not (only) numbers
    row("en", "fifty people", "");
    row("en", "hello", "");
    row("en", "five-six", "");
    row("en", "twenty and five", "");
    row("en", "a", "");
    row("en", "and", "");
    row("en", "fifty,", "");
    row("en", "5th", "");
    row("en", "", "");

    // Russian: every case form of the tens, hundreds and thousands.
    row("ru", "пятьдесят", "пять ноль");
    row("ru", "пятидесяти", "пять ноль");
    row("ru", "пятьюдесятью", "пять ноль");
    row("ru", "Пятьдесят", "пять ноль");
    row("ru", "сорок", "четыре ноль");
    row("ru", "сорока", "четыре ноль");
    row("ru", "девяносто", "девять ноль");
    row("ru", "девяноста", "девять ноль");
    row("ru", "восьмьюдесятью", "восемь ноль");
    row("ru", "десять", "один ноль");
    row("ru", "одиннадцатью", "один один");
    row("ru", "пятнадцати", "один пять");
    row("ru", "десятерых", "один ноль");
    row("ru", "двадцать пять", "два пять");
    row("ru", "двадцати пяти", "два пять");
    row("ru", "двадцатью пятью", "два пять");
    row("ru", "тридцать одна", "три один");
    row("ru", "сорок две", "четыре два");
    row("ru", "сто двадцать", "один два ноль");
    row("ru", "ста двадцати", "один два ноль");
    row("ru", "двести", "два ноль ноль");
    row("ru", "двумястами", "два ноль ноль");
    row("ru", "трёхсот", "три ноль ноль");
    row("ru", "трехсот", "три ноль ноль");
    row("ru", "девятьсот девяносто девять", "девять девять девять");
    row("ru", "тысяча", "один ноль ноль ноль");
    row("ru", "тысяча девятьсот девяносто девять", "один девять девять девять");
    row("ru", "две тысячи двадцать четыре", "два ноль два четыре");
    row("ru", "пять тысяч", "пять ноль ноль ноль");
    row("ru", "пятьсот тысяч", "пять ноль ноль ноль ноль ноль");
    row("ru", "одна тысяча двести", "один два ноль ноль");
    row("ru", "миллион", "один ноль ноль ноль ноль ноль ноль");
    row("ru", "трёх", "три");
    row("ru", "ноль", "ноль");
    row("ru", "нулём", "ноль");
    row("ru", "девятнадцать тридцать", "один девять три ноль");
    row("ru", "19:30", "один девять три ноль");
    row("ru", "555-01-99", "пять пять пять ноль один девять девять");
    row("ru", "двадцать пятое", "");
    row("ru", "столик", "");

    // Croatian: "i" inside numbers, stotina, tisuća/hiljada, case forms.
    row("hr", "pedeset", "pet nula");
    row("hr", "dvadeset i pet", "dva pet");
    row("hr", "dvadeset pet", "dva pet");
    row("hr", "Dvadeset i jednu", "dva jedan");
    row("hr", "devedeset i devet", "devet devet");
    row("hr", "četrnaest", "jedan četiri");
    row("hr", "deset", "jedan nula");
    row("hr", "sto dvadeset", "jedan dva nula");
    row("hr", "sto i dvadeset", "jedan dva nula");
    row("hr", "dvjesta", "dva nula nula");
    row("hr", "dvjesto pedeset", "dva pet nula");
    row("hr", "tri stotine", "tri nula nula");
    row("hr", "stotinu", "jedan nula nula");
    row("hr", "tisuću", "jedan nula nula nula");
    row("hr", "tisuću i sto", "jedan jedan nula nula");
    row("hr", "dvije tisuće dvadeset četiri", "dva nula dva četiri");
    row("hr", "pet tisuća", "pet nula nula nula");
    row("hr", "dvaju", "dva");
    row("hr", "nula", "nula");
    row("hr", "19.30", "jedan devet tri nula");
    row("hr", "091 555 0199", "nula devet jedan pet pet pet nula jedan devet devet");
    row("hr", "pet i šest", ""); // "i" joins only after tens, hundreds, thousands
    row("hr", "dvadeset i petog", "");

    // Bosnian: hiljada, the same tens.
    row("bs", "pedeset", "pet nula");
    row("bs", "dvadeset i pet", "dva pet");
    row("bs", "dvadeset pet", "dva pet");
    row("bs", "četrdeset i četiri", "četiri četiri");
    row("bs", "šezdeset", "šest nula");
    row("bs", "hiljadu", "jedan nula nula nula");
    row("bs", "dvije hiljade", "dva nula nula nula");
    row("bs", "hiljadu devetsto devedeset", "jedan devet devet nula");
    row("bs", "milion", "jedan nula nula nula nula nula nula");
    row("bs", "sto", "jedan nula nula"); // the conversion; apply() leaves a lone "sto" (a table) alone
    row("bs", "061 222 333", "nula šest jedan dva dva dva tri tri tri");
    row("bs", "četvero", "četiri");

    row("de", "fifty", ""); // no table
}

void TestRecognitionNoise::digitsSpoken()
{
    QFETCH(QString, language);
    QFETCH(QString, expression);
    QFETCH(QString, expected);
    QCOMPARE(RecognitionNoise::digitsSpoken(expression, language), expected);
}

void TestRecognitionNoise::soundAlikeTables_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("pairs"); // "said→heard", each must be in the table

    QTest::newRow("en") << QStringLiteral("en")
                        << split("fifteen→fifty | fifty→fifteen | thirteen→thirty | forty→fourteen | can→can't | "
                                 "can't→can | eight→late | late→eight | won't→want | Monday→Sunday | "
                                 "Tuesday→Thursday | Thursday→Tuesday | three→free | our→hour | mail→male | "
                                 "book→look | card→cart | later→letter | table→cable");
    QTest::newRow("ru") << QStringLiteral("ru")
                        << split("код→кот | кот→код | код→год | дом→том | том→дом | пять→пядь | пядь→пять | "
                                 "день→тень | восемь→осень | вам→нам | ваш→наш | ужин→нужен | обед→ответ | "
                                 "можно→нужно | кафе→кофе | заказ→отказ | гость→кость | два→да");
    QTest::newRow("hr") << QStringLiteral("hr")
                        << split("sat→sad | sad→sat | sata→sada | petnaest→pedeset | pedeset→petnaest | "
                                 "četrnaest→četrdeset | devet→deset | osam→osim | vam→nam | vaš→naš | broj→brod | "
                                 "dvoje→tvoje | sto→što | stol→stao | kad→kat | hvala→vala | dva→da");
    QTest::newRow("bs") << QStringLiteral("bs")
                        << split("sat→sad | sad→sat | petnaest→pedeset | šesnaest→šezdeset | osam→osim | "
                                 "sto→što | što→sto | vas→nas | mi→vi | gosti→kosti | kasno→jasno | hoću→oću");
}

void TestRecognitionNoise::soundAlikeTables()
{
    QFETCH(QString, language);
    QFETCH(QStringList, pairs);
    const QList<QPair<QString, QString>> table = RecognitionNoise::soundAlikePairs(language);
    // At least 30 pairs of words (a two-way pair counts once).
    QSet<QString> unordered;
    for (const auto &p : table) {
        QVERIFY2(p.first != p.second, qPrintable(p.first));
        unordered.insert(p.first < p.second ? p.first + QLatin1Char('/') + p.second : p.second + QLatin1Char('/') + p.first);
    }
    QVERIFY2(unordered.size() >= 30, qPrintable(QString::number(unordered.size())));
    for (const QString &pair : pairs) {
        const QStringList said = pair.split(QChar(0x2192));
        QCOMPARE(said.size(), 2);
        QVERIFY2(table.contains(qMakePair(said.at(0), said.at(1))), qPrintable(pair));
        QVERIFY2(RecognitionNoise::soundAlikes(said.at(0), language).contains(said.at(1)), qPrintable(pair));
    }
}

void TestRecognitionNoise::soundAlikeDirections()
{
    const QString en = QStringLiteral("en");
    QCOMPARE(RecognitionNoise::soundAlikes(QStringLiteral("two"), en),
             QStringList({QStringLiteral("to"), QStringLiteral("too")}));
    QCOMPARE(RecognitionNoise::soundAlikes(QStringLiteral("to"), en), QStringList()); // one way only
    QCOMPARE(RecognitionNoise::soundAlikes(QStringLiteral("eight"), en),
             QStringList({QStringLiteral("late"), QStringLiteral("ate")}));
    QCOMPARE(RecognitionNoise::soundAlikes(QStringLiteral("fine"), en),
             QStringList({QStringLiteral("five"), QStringLiteral("nine")}));
    // Lookups ignore case; the replacement keeps its own capital.
    QCOMPARE(RecognitionNoise::soundAlikes(QStringLiteral("MONDAY"), en), QStringList({QStringLiteral("Sunday")}));
    QCOMPARE(RecognitionNoise::soundAlikes(QStringLiteral("can\u2019t"), en), QStringList({QStringLiteral("can")}));
    QCOMPARE(RecognitionNoise::soundAlikes(QStringLiteral("Код"), QStringLiteral("ru")),
             QStringList({QStringLiteral("кот"), QStringLiteral("год")}));
    QCOMPARE(RecognitionNoise::soundAlikes(QStringLiteral("да"), QStringLiteral("ru")), QStringList());
    QCOMPARE(RecognitionNoise::soundAlikes(QStringLiteral("stol"), QStringLiteral("bs")), QStringList()); // Bosnian says sto
    QCOMPARE(RecognitionNoise::soundAlikes(QStringLiteral("table"), QStringLiteral("de")), QStringList());
}

void TestRecognitionNoise::fillerTables_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("fillers");
    QTest::newRow("en") << QStringLiteral("en") << split("uh | um | hmm | hello? | yeah so | so | well | okay so");
    QTest::newRow("ru") << QStringLiteral("ru") << split("э | эм | ну | алло? | короче | так | вот | в общем | значит");
    QTest::newRow("hr") << QStringLiteral("hr") << split("ovaj | hm | halo? | ee | pa | dakle | evo | mislim");
    QTest::newRow("bs") << QStringLiteral("bs") << split("ovaj | hm | halo? | ee | pa | znači | evo | dakle");
}

void TestRecognitionNoise::fillerTables()
{
    QFETCH(QString, language);
    QFETCH(QStringList, fillers);
    QCOMPARE(RecognitionNoise::fillers(language), fillers);
}

void TestRecognitionNoise::intensityZeroUnchanged_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::newRow("en sentence") << QStringLiteral("en") << sentences().at(0).text;
    QTest::newRow("ru sentence") << QStringLiteral("ru") << sentences().at(3).text;
    QTest::newRow("hr sentence") << QStringLiteral("hr") << sentences().at(5).text;
    QTest::newRow("bs sentence") << QStringLiteral("bs") << sentences().at(7).text;
    QTest::newRow("odd whitespace") << QStringLiteral("en") << QStringLiteral("  fifty\t\tfifteen \n 19:30  ");
    QTest::newRow("punctuation only") << QStringLiteral("en") << QStringLiteral("... — ?!");
    QTest::newRow("empty") << QStringLiteral("en") << QString();
}

void TestRecognitionNoise::intensityZeroUnchanged()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    for (qint64 turn = 0; turn < 50; ++turn) {
        const NoiseResult r = RecognitionNoise::apply(text, language, 0.0, kConversation, turn);
        QCOMPARE(r.heard, text);
        QCOMPARE(r.applied, QStringList());
        // Negative intensities clamp to 0.
        QCOMPARE(RecognitionNoise::apply(text, language, -1.0, kConversation, turn).heard, text);
    }
}

void TestRecognitionNoise::unknownLanguageUnchanged()
{
    const QString text = QStringLiteral("fifty fifteen 19:30");
    const NoiseResult r = RecognitionNoise::apply(text, QStringLiteral("de"), 1.0, kConversation, 1);
    QCOMPARE(r.heard, text);
    QCOMPARE(r.applied, QStringList());
}

void TestRecognitionNoise::golden_data()
{
    QTest::addColumn<int>("sentence");
    QTest::addColumn<double>("intensity");
    QTest::addColumn<QString>("heard");
    QTest::addColumn<QStringList>("applied");

    const auto row = [](int sentence, double intensity, const char *heard, const char *applied) {
        const Sentence &s = sentences().at(sentence);
        QTest::addRow("%s #%d at %.1f", qPrintable(s.language), sentence + 1, intensity)
            << sentence << intensity << QString::fromUtf8(heard) << split(applied);
    };
    for (int i = 0; i < sentences().size(); ++i)
        QTest::addRow("%s #%d at 0", qPrintable(sentences().at(i).language), i + 1)
            << i << 0.0 << sentences().at(i).text << QStringList();

    // en #1 (turn 1): 19:30 is read out first and Tuesday heard as Thursday;
    // at 0.7 "Hi," and "to" go and fifteen is read digit by digit; at 1
    // Tuesday is lost instead, its full stop moving to "on".
    row(0, 0.3, "Hi, I'd like to book a table for fifteen people at one nine three zero on Thursday.",
        "digits:19:30→one nine three zero | soundalike:Tuesday→Thursday");
    row(0, 0.7, "I'd like book a table for one five people at one nine three zero on Thursday.",
        "drop:Hi | drop:to | digits:fifteen→one five | digits:19:30→one nine three zero | soundalike:Tuesday→Thursday");
    row(0, 1.0, "I'd like book a table for one five people at one nine three zero on.",
        "drop:Hi | drop:to | digits:fifteen→one five | digits:19:30→one nine three zero | drop:Tuesday");
    // en #2 (turn 2): "twenty-five fifty" is two numbers; fifty is heard as
    // fifteen until, at 1, it is read digit by digit.
    row(1, 0.3, "My number is 555 0199, and the card ends in twenty-five fifty. Can you confirm?", "");
    row(1, 0.7, "Hmm, My number is five five five zero one nine nine, and the cart ends two five fifteen. Can you confirm?",
        "filler:hmm | digits:555→five five five | digits:0199→zero one nine nine | soundalike:card→cart | drop:in | "
        "digits:twenty-five→two five | soundalike:fifty→fifteen");
    row(1, 1.0, "Hmm, Number is five five five zero one nine nine, and cart ends two five five zero. Can you confirm?",
        "filler:hmm | drop:My | digits:555→five five five | digits:0199→zero one nine nine | drop:the | "
        "soundalike:card→cart | drop:in | digits:twenty-five→two five | digits:fifty→five zero");
    // ru #1 (turn 3): девятнадцать and тридцать are two numbers (a time);
    // на пятерых is one digit and stays.
    row(2, 0.3, "Здравствуйте, хочу заказать на пятерых в один девять тридцать.",
        "drop:я | drop:столик | digits:девятнадцать→один девять");
    row(2, 0.7, "Здравствуйте, хочу заказать на пятерых в один девять три ноль.",
        "drop:я | drop:столик | digits:девятнадцать→один девять | digits:тридцать→три ноль");
    row(2, 1.0, "Здравствуйте, заказать на пятерых в один девять три ноль.",
        "drop:я | drop:хочу | drop:столик | digits:девятнадцать→один девять | digits:тридцать→три ноль");
    // ru #2 (turn 4): сто двадцать is one number; each group of the phone number is read on its own.
    row(3, 0.3, "Мой код брони сто двадцать, номер 916 555-01-99. Можно на вечер?", "drop:8");
    row(3, 0.7, "Мой код брони один два ноль, номер девять один шесть 555-01-99. Можно на вечер?",
        "digits:сто двадцать→один два ноль | drop:8 | digits:916→девять один шесть");
    row(3, 1.0,
        "Мой код брони один два ноль, номер восемь девять один шесть пять пять пять ноль один девять девять. Можно на вечер?",
        "digits:сто двадцать→один два ноль | digits:8→восемь | digits:916→девять один шесть | "
        "digits:555-01-99→пять пять пять ноль один девять девять");
    // hr #1 (turn 5): dvadeset i pet → dva pet; stol heard as stao.
    row(4, 0.3, "Dobar dan, htio bih rezervirati stol za dva pet u sedam sati.", "digits:dvadeset i pet→dva pet | drop:osoba");
    row(4, 0.7, "Dobar dan, htio bih rezervirati stao za dva pet u sedam sati.",
        "soundalike:stol→stao | digits:dvadeset i pet→dva pet | drop:osoba");
    row(4, 1.0, "Dobar dan, htio bih rezervirati stao dva pet u sedam sati.",
        "soundalike:stol→stao | drop:za | digits:dvadeset i pet→dva pet | drop:osoba");
    // hr #2 (turn 6): pedeset i tri → pet tri; the dropped "a" takes nothing with it.
    row(5, 0.3, "Moj broj je 091 555 0199, a kod je pedeset i tri. Hvala vam!", "");
    row(5, 0.7, "Moj broj je nula devet jedan 555 0199, kod je pet tri. Hvala vam!",
        "digits:091→nula devet jedan | drop:a | digits:pedeset i tri→pet tri");
    row(5, 1.0, "Moj broj je nula devet jedan pet pet pet nula jedan devet devet, kod je pet tri. Hvala vam!",
        "digits:091→nula devet jedan | digits:555→pet pet pet | digits:0199→nula jedan devet devet | drop:a | "
        "digits:pedeset i tri→pet tri");
    // bs #1 (turn 7): "osam i trideset" is two numbers ("i" does not join a unit);
    // the lone "sto" is a table, never 100, but may be heard as "što".
    row(6, 0.3, "Halo, želim rezervisati sto za četvero u petak u osam i tri nula.", "digits:trideset→tri nula");
    row(6, 0.7, "Halo, rezervisati sto za četvero u petak u osam i tri nula.", "drop:želim | digits:trideset→tri nula");
    row(6, 1.0, "Halo, rezervisati što za četvero u petak u osim i tri nula.",
        "drop:želim | soundalike:sto→što | soundalike:osam→osim | digits:trideset→tri nula");
    // bs #2 (turn 8): at 1 "gostiju," goes and its comma stays with "nula".
    row(7, 0.3, "Imamo pedeset gostiju, broj je 061 222 tri tri tri. Može li sad?", "digits:333→tri tri tri");
    row(7, 0.7, "Imamo pedeset gostiju, broj je nula šest jedan 222 tri tri tri. Može li sad?",
        "digits:061→nula šest jedan | digits:333→tri tri tri");
    row(7, 1.0, "Imamo pet nula, broj je nula šest jedan dva dva dva tri tri tri. Može li sad?",
        "digits:pedeset→pet nula | drop:gostiju | digits:061→nula šest jedan | digits:222→dva dva dva | "
        "digits:333→tri tri tri");
}

void TestRecognitionNoise::golden()
{
    QFETCH(int, sentence);
    QFETCH(double, intensity);
    QFETCH(QString, heard);
    QFETCH(QStringList, applied);
    const Sentence &s = sentences().at(sentence);
    const NoiseResult r = RecognitionNoise::apply(s.text, s.language, intensity, kConversation, sentence + 1);
    QCOMPARE(r.heard, heard);
    QCOMPARE(r.applied, applied);
}

void TestRecognitionNoise::sameInputsSameOutput()
{
    for (const Sentence &s : sentences())
        for (qint64 turn = 1; turn <= 20; ++turn) {
            const NoiseResult a = RecognitionNoise::apply(s.text, s.language, 0.8, QStringLiteral("c-17"), turn, 3);
            const NoiseResult b = RecognitionNoise::apply(s.text, s.language, 0.8, QStringLiteral("c-17"), turn, 3);
            QCOMPARE(a.heard, b.heard);
            QCOMPARE(a.applied, b.applied);
        }
}

void TestRecognitionNoise::differentTurnDifferentOutput()
{
    for (const Sentence &s : sentences()) {
        QSet<QString> outputs;
        for (qint64 turn = 1; turn <= 10; ++turn)
            outputs.insert(RecognitionNoise::apply(s.text, s.language, 0.7, QStringLiteral("c-17"), turn).heard);
        QVERIFY2(outputs.size() >= 5, qPrintable(s.text)); // 10 turns, at least 5 different hearings
        // Another conversation, same turn: a different stream too.
        QSet<QString> conversations;
        for (int c = 0; c < 10; ++c)
            conversations.insert(RecognitionNoise::apply(s.text, s.language, 0.7, QStringLiteral("c-%1").arg(c), 1).heard);
        QVERIFY2(conversations.size() >= 5, qPrintable(s.text));
    }
}

void TestRecognitionNoise::runSeedChangesOutput()
{
    const Sentence &s = sentences().at(1);
    QSet<QString> outputs;
    for (quint64 seed = 0; seed < 10; ++seed)
        outputs.insert(RecognitionNoise::apply(s.text, s.language, 0.7, kConversation, 1, seed).heard);
    QVERIFY(outputs.size() >= 5);
    // runSeed 0 is the default.
    QCOMPARE(RecognitionNoise::apply(s.text, s.language, 0.7, kConversation, 1, 0).heard,
             RecognitionNoise::apply(s.text, s.language, 0.7, kConversation, 1).heard);
}

void TestRecognitionNoise::fillersFromTheList_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("yes please");
    QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("да, пожалуйста");
    QTest::newRow("hr") << QStringLiteral("hr") << QStringLiteral("da, molim");
    QTest::newRow("bs") << QStringLiteral("bs") << QStringLiteral("Da, molim");
}

void TestRecognitionNoise::fillersFromTheList()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    const QStringList fillers = RecognitionNoise::fillers(language);
    const bool capital = text.front().isUpper();
    QSet<QString> seen;
    int withFiller = 0;
    for (qint64 turn = 0; turn < 400; ++turn) {
        const NoiseResult r = RecognitionNoise::apply(text, language, 1.0, kConversation, turn);
        if (r.applied.isEmpty() || !r.applied.first().startsWith(QLatin1String("filler:")))
            continue;
        ++withFiller;
        const QString filler = r.applied.first().mid(7);
        QVERIFY2(fillers.contains(filler), qPrintable(filler));
        seen.insert(filler);
        // At the start, capitalised like the text, then a comma unless it is a question.
        QString shown = filler;
        if (capital)
            shown[0] = shown.at(0).toUpper();
        shown += filler.endsWith(QLatin1Char('?')) ? QStringLiteral(" ") : QStringLiteral(", ");
        QVERIFY2(r.heard.startsWith(shown), qPrintable(r.heard));
    }
    QVERIFY(withFiller > 0);
    QCOMPARE(seen.size(), fillers.size()); // 400 turns pick every filler
}

void TestRecognitionNoise::fullIntensityReadsEveryNumber_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reading");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("for fifty at 19:30") << QStringLiteral("five zero");
    QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("на пятьюдесятью в 19:30") << QStringLiteral("пять ноль");
    QTest::newRow("hr") << QStringLiteral("hr") << QStringLiteral("za dvadeset i pet u 19.30") << QStringLiteral("dva pet");
    QTest::newRow("bs") << QStringLiteral("bs") << QStringLiteral("za pedeset u 19:30") << QStringLiteral("pet nula");
}

void TestRecognitionNoise::fullIntensityReadsEveryNumber()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(QString, reading);
    const QString time = RecognitionNoise::digitsSpoken(QStringLiteral("19:30"), language);
    for (qint64 turn = 0; turn < 100; ++turn) {
        const QString heard = RecognitionNoise::apply(text, language, 1.0, kConversation, turn).heard;
        QVERIFY2(heard.contains(reading), qPrintable(heard));
        QVERIFY2(heard.contains(time), qPrintable(heard));
        QVERIFY2(!heard.contains(QLatin1Char('1')), qPrintable(heard));
    }
}

void TestRecognitionNoise::caseAndPunctuationKept()
{
    // Digits are read at p = 1 at intensity 1, and never dropped.
    for (qint64 turn = 0; turn < 50; ++turn) {
        const QString upper
            = RecognitionNoise::apply(QStringLiteral("FIFTY"), QStringLiteral("en"), 1.0, kConversation, turn).heard;
        QVERIFY2(upper.endsWith(QLatin1String("FIVE ZERO")), qPrintable(upper));
        const QString capital
            = RecognitionNoise::apply(QStringLiteral("Пятьдесят."), QStringLiteral("ru"), 1.0, kConversation, turn).heard;
        QVERIFY2(capital.endsWith(QStringLiteral("Пять ноль.")), qPrintable(capital));
        const QString wrapped
            = RecognitionNoise::apply(QStringLiteral("at (19:30), ok"), QStringLiteral("en"), 1.0, kConversation, turn).heard;
        QVERIFY2(wrapped.contains(QLatin1String("(one nine three zero),")), qPrintable(wrapped));
    }
    // A sound-alike keeps the capital and the punctuation around the word.
    int replaced = 0;
    for (qint64 turn = 0; turn < 100; ++turn) {
        const NoiseResult r
            = RecognitionNoise::apply(QStringLiteral("«Код», да"), QStringLiteral("ru"), 1.0, kConversation, turn);
        if (r.applied.contains(QStringLiteral("soundalike:Код\u2192Кот"))) {
            QVERIFY2(r.heard.contains(QStringLiteral("«Кот»,")), qPrintable(r.heard));
            ++replaced;
        }
        if (r.applied.contains(QStringLiteral("soundalike:Код\u2192Год")))
            QVERIFY2(r.heard.contains(QStringLiteral("«Год»,")), qPrintable(r.heard));
    }
    QVERIFY(replaced > 0);
    // A typographic apostrophe in the text stays typographic.
    bool sawCant = false;
    for (qint64 turn = 0; turn < 100 && !sawCant; ++turn) {
        const NoiseResult r = RecognitionNoise::apply(QStringLiteral("I can come, it\u2019s fine"), QStringLiteral("en"), 1.0,
                                                      kConversation, turn);
        if (r.applied.contains(QStringLiteral("soundalike:can\u2192can\u2019t"))) {
            // ("Can’t" when "I" was dropped before it)
            QVERIFY2(r.heard.contains(QStringLiteral("an\u2019t come")), qPrintable(r.heard));
            QVERIFY2(!r.heard.contains(QLatin1Char('\'')), qPrintable(r.heard));
            sawCant = true;
        }
    }
    QVERIFY(sawCant);
}

void TestRecognitionNoise::ordinalsAndAmbiguousWordsLeftAlone()
{
    // Ordinals after a number word keep it: "twenty fifth" is a date, not 20 + "fifth".
    const QList<QPair<QString, QString>> cases = {
        {QStringLiteral("en"), QStringLiteral("on the twenty fifth")},
        {QStringLiteral("ru"), QStringLiteral("на двадцать пятое мая")},
        {QStringLiteral("ru"), QStringLiteral("до тридцать первого")},
        {QStringLiteral("hr"), QStringLiteral("za dvadeset i petog")},
        {QStringLiteral("bs"), QStringLiteral("sto za petero")}, // sto: a table
        {QStringLiteral("en"), QStringLiteral("table for five")}, // one digit: nothing to read out
    };
    for (const auto &c : cases)
        for (qint64 turn = 0; turn < 30; ++turn) {
            const NoiseResult r = RecognitionNoise::apply(c.second, c.first, 1.0, kConversation, turn);
            for (const QString &a : r.applied)
                QVERIFY2(!a.startsWith(QLatin1String("digits:")), qPrintable(c.second + QStringLiteral(": ") + a));
        }
}

void TestRecognitionNoise::neverDropsEveryWord()
{
    for (qint64 turn = 0; turn < 500; ++turn) {
        const NoiseResult r = RecognitionNoise::apply(QStringLiteral("Yes."), QStringLiteral("en"), 1.0, kConversation, turn);
        QVERIFY2(r.heard.endsWith(QLatin1String("Yes.")), qPrintable(r.heard));
        QVERIFY(!r.applied.contains(QStringLiteral("drop:Yes")));
    }
}

void TestRecognitionNoise::moreIntensityOnlyAddsNumberReadings()
{
    // One draw per number decides at every intensity: what is read out at 0.3 is read out at 0.7.
    for (const Sentence &s : sentences())
        for (qint64 turn = 0; turn < 50; ++turn) {
            const QStringList low = RecognitionNoise::apply(s.text, s.language, 0.3, kConversation, turn).applied;
            const QStringList high = RecognitionNoise::apply(s.text, s.language, 0.7, kConversation, turn).applied;
            for (const QString &a : low)
                if (a.startsWith(QLatin1String("digits:")))
                    QVERIFY2(high.contains(a), qPrintable(a));
        }
}

void TestRecognitionNoise::streamsAreIndependent()
{
    // Each distortion draws from its own stream: other words around the one
    // number do not change whether it is read out, nor which filler comes.
    const QString en = QStringLiteral("en");
    int read = 0;
    for (qint64 turn = 0; turn < 200; ++turn) {
        const NoiseResult a = RecognitionNoise::apply(QStringLiteral("fifty"), en, 0.5, kConversation, turn);
        const NoiseResult b
            = RecognitionNoise::apply(QStringLiteral("well, a table for fifty people please"), en, 0.5, kConversation, turn);
        const bool readA = a.applied.contains(QStringLiteral("digits:fifty\u2192five zero"));
        QCOMPARE(b.applied.contains(QStringLiteral("digits:fifty\u2192five zero")), readA);
        QCOMPARE(a.applied.value(0).startsWith(QLatin1String("filler:")),
                 b.applied.value(0).startsWith(QLatin1String("filler:")));
        if (a.applied.value(0).startsWith(QLatin1String("filler:")))
            QCOMPARE(a.applied.value(0), b.applied.value(0));
        read += readA ? 1 : 0;
    }
    QVERIFY(read > 60 && read < 140); // p = 0.5
}

void TestRecognitionNoise::ratesFollowTheMapping()
{
    // Over 2000 turns at intensity 1 the rates are near the documented
    // probabilities: drop 0.15 per word, filler 0.6 per turn, sound-alike 0.5
    // of the (kept) words that have one.
    const QString text = QStringLiteral("please book it for our family now thanks");
    int words = 0, dropped = 0, fillers = 0, soundAlikeCandidates = 0, soundAlikes = 0;
    for (qint64 turn = 0; turn < 2000; ++turn) {
        const NoiseResult r = RecognitionNoise::apply(text, QStringLiteral("en"), 1.0, QStringLiteral("rates"), turn);
        words += 8;
        for (const QString &a : r.applied) {
            dropped += a.startsWith(QLatin1String("drop:")) ? 1 : 0;
            fillers += a.startsWith(QLatin1String("filler:")) ? 1 : 0;
            soundAlikes += a.startsWith(QLatin1String("soundalike:")) ? 1 : 0;
        }
        // "book" and "our" have sound-alikes; count them when they were not dropped.
        soundAlikeCandidates += r.applied.contains(QStringLiteral("drop:book")) ? 0 : 1;
        soundAlikeCandidates += r.applied.contains(QStringLiteral("drop:our")) ? 0 : 1;
    }
    const double dropRate = double(dropped) / words;
    const double fillerRate = fillers / 2000.0;
    const double soundAlikeRate = double(soundAlikes) / soundAlikeCandidates;
    QVERIFY2(std::abs(dropRate - 0.15) < 0.02, qPrintable(QString::number(dropRate)));
    QVERIFY2(std::abs(fillerRate - 0.6) < 0.04, qPrintable(QString::number(fillerRate)));
    QVERIFY2(std::abs(soundAlikeRate - 0.5) < 0.04, qPrintable(QString::number(soundAlikeRate)));
}

QTEST_GUILESS_MAIN(TestRecognitionNoise)
#include "tst_recognitionnoise.moc"
