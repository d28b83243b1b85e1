// The per-language tables of recognition noise (docs/noise.md, "Tables").
// Word forms are written as in running text; lookups go through normalise()
// (lower case, ё → е, ’ → '), so "Пятьдесят" and "трёх" find their entries.
#include "noisetables.h"

namespace Polygon::NoiseTables {

namespace {

using K = NumberKind;

struct RawNumber
{
    qint64 value;
    NumberKind kind;
    const char *forms; // UTF-8, separated by spaces
};

enum Direction { BothWays, OneWay };

struct RawPair
{
    const char *a;
    const char *b;
    Direction direction; // OneWay: a is heard as b, never b as a
};

QStringList words(const char *utf8)
{
    return QString::fromUtf8(utf8).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

QSet<QString> wordSet(const char *utf8)
{
    const QStringList list = words(utf8);
    return QSet<QString>(list.begin(), list.end());
}

void addNumbers(Language &l, std::initializer_list<RawNumber> numbers)
{
    for (const RawNumber &n : numbers)
        for (const QString &form : words(n.forms))
            l.numbers.insert(normalise(form), NumberWord {n.value, n.kind});
}

void addPairs(Language &l, std::initializer_list<RawPair> pairs)
{
    const auto add = [&l](const QString &heard, const QString &as) {
        l.soundAlikePairs.append({heard, as});
        QStringList &list = l.soundAlikes[normalise(heard)];
        if (!list.contains(as))
            list.append(as);
    };
    for (const RawPair &p : pairs) {
        const QString a = QString::fromUtf8(p.a), b = QString::fromUtf8(p.b);
        add(a, b);
        if (p.direction == BothWays)
            add(b, a);
    }
}

Language english()
{
    Language l;
    l.code = QStringLiteral("en");
    l.digitWords = words("zero one two three four five six seven eight nine");
    addNumbers(l,
               {
                   {0, K::Zero, "zero"},
                   {1, K::Unit, "one"},
                   {2, K::Unit, "two"},
                   {3, K::Unit, "three"},
                   {4, K::Unit, "four"},
                   {5, K::Unit, "five"},
                   {6, K::Unit, "six"},
                   {7, K::Unit, "seven"},
                   {8, K::Unit, "eight"},
                   {9, K::Unit, "nine"},
                   {10, K::Teen, "ten"},
                   {11, K::Teen, "eleven"},
                   {12, K::Teen, "twelve"},
                   {13, K::Teen, "thirteen"},
                   {14, K::Teen, "fourteen"},
                   {15, K::Teen, "fifteen"},
                   {16, K::Teen, "sixteen"},
                   {17, K::Teen, "seventeen"},
                   {18, K::Teen, "eighteen"},
                   {19, K::Teen, "nineteen"},
                   {20, K::Tens, "twenty"},
                   {30, K::Tens, "thirty"},
                   {40, K::Tens, "forty"},
                   {50, K::Tens, "fifty"},
                   {60, K::Tens, "sixty"},
                   {70, K::Tens, "seventy"},
                   {80, K::Tens, "eighty"},
                   {90, K::Tens, "ninety"},
                   {100, K::HundredMultiplier, "hundred"},
                   {1000, K::Multiplier, "thousand"},
                   {1000000, K::Multiplier, "million"},
               });
    l.connectors = wordSet("and");
    l.articles = wordSet("a");
    l.ordinalWords = wordSet("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
                             "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth "
                             "thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth hundredth thousandth "
                             "millionth");
    addPairs(l,
             {
                 // the teens and tens an ASR swaps on a phone line
                 {"fifteen", "fifty", BothWays},
                 {"thirteen", "thirty", BothWays},
                 {"fourteen", "forty", BothWays},
                 {"sixteen", "sixty", BothWays},
                 {"seventeen", "seventy", BothWays},
                 {"eighteen", "eighty", BothWays},
                 {"nineteen", "ninety", BothWays},
                 {"can", "can't", BothWays},
                 {"won't", "want", BothWays},
                 {"eight", "late", BothWays},
                 {"eight", "ate", OneWay},
                 {"four", "for", OneWay},
                 {"two", "to", OneWay},
                 {"two", "too", OneWay},
                 {"three", "free", BothWays},
                 {"five", "fine", BothWays},
                 {"nine", "fine", BothWays},
                 {"ten", "then", BothWays},
                 {"Monday", "Sunday", BothWays},
                 {"Tuesday", "Thursday", BothWays},
                 {"week", "weak", BothWays},
                 {"our", "hour", BothWays},
                 {"right", "write", BothWays},
                 {"wait", "weight", BothWays},
                 {"hear", "here", BothWays},
                 {"know", "no", BothWays},
                 {"there", "their", BothWays},
                 {"we're", "were", BothWays},
                 {"you're", "your", BothWays},
                 {"mail", "male", BothWays},
                 {"meet", "meat", BothWays},
                 {"bye", "buy", BothWays},
                 {"book", "look", BothWays},
                 {"booking", "looking", BothWays},
                 {"card", "cart", BothWays},
                 {"later", "letter", BothWays},
                 {"table", "cable", BothWays},
                 {"dinner", "diner", BothWays},
                 {"cell", "sell", BothWays},
                 {"allowed", "aloud", BothWays},
                 {"confirm", "conform", BothWays},
                 {"bill", "bell", BothWays},
                 {"pay", "bay", BothWays},
                 {"flight", "light", BothWays},
             });
    l.fillers = words("uh um hmm hello? yeah_so so well okay_so");
    for (QString &f : l.fillers)
        f.replace(QLatin1Char('_'), QLatin1Char(' '));
    return l;
}

Language russian()
{
    Language l;
    l.code = QStringLiteral("ru");
    l.digitWords = words("ноль один два три четыре пять шесть семь восемь девять");
    addNumbers(l,
               {
                   {0, K::Zero, "ноль нуль ноля нуля нолю нулю нолём нулём ноле нуле"},
                   {1, K::Unit, "один одна одно одни одного одной одному одним одном одну одною одних одними"},
                   {2, K::Unit, "два две двух двум двумя двое двоих двоим двоими"},
                   {3, K::Unit, "три трёх трём тремя трое троих троим троими"},
                   {4, K::Unit, "четыре четырёх четырём четырьмя четверо четверых четверым четверыми"},
                   {5, K::Unit, "пять пяти пятью пятеро пятерых пятерым пятерыми"},
                   {6, K::Unit, "шесть шести шестью шестеро шестерых шестерым"},
                   {7, K::Unit, "семь семи семью семеро семерых семерым"},
                   {8, K::Unit, "восемь восьми восемью восьмью восьмеро восьмерых"},
                   {9, K::Unit, "девять девяти девятью девятеро девятерых"},
                   {10, K::Teen, "десять десяти десятью десятеро десятерых"},
                   {11, K::Teen, "одиннадцать одиннадцати одиннадцатью"},
                   {12, K::Teen, "двенадцать двенадцати двенадцатью"},
                   {13, K::Teen, "тринадцать тринадцати тринадцатью"},
                   {14, K::Teen, "четырнадцать четырнадцати четырнадцатью"},
                   {15, K::Teen, "пятнадцать пятнадцати пятнадцатью"},
                   {16, K::Teen, "шестнадцать шестнадцати шестнадцатью"},
                   {17, K::Teen, "семнадцать семнадцати семнадцатью"},
                   {18, K::Teen, "восемнадцать восемнадцати восемнадцатью"},
                   {19, K::Teen, "девятнадцать девятнадцати девятнадцатью"},
                   {20, K::Tens, "двадцать двадцати двадцатью"},
                   {30, K::Tens, "тридцать тридцати тридцатью"},
                   {40, K::Tens, "сорок сорока"},
                   {50, K::Tens, "пятьдесят пятидесяти пятьюдесятью"},
                   {60, K::Tens, "шестьдесят шестидесяти шестьюдесятью"},
                   {70, K::Tens, "семьдесят семидесяти семьюдесятью"},
                   {80, K::Tens, "восемьдесят восьмидесяти восемьюдесятью восьмьюдесятью"},
                   {90, K::Tens, "девяносто девяноста"},
                   {100, K::Hundreds, "сто ста"},
                   {200, K::Hundreds, "двести двухсот двумстам двумястами двухстах"},
                   {300, K::Hundreds, "триста трёхсот трёмстам тремястами трёхстах"},
                   {400, K::Hundreds, "четыреста четырёхсот четырёмстам четырьмястами четырёхстах"},
                   {500, K::Hundreds, "пятьсот пятисот пятистам пятьюстами пятистах"},
                   {600, K::Hundreds, "шестьсот шестисот шестистам шестьюстами шестистах"},
                   {700, K::Hundreds, "семьсот семисот семистам семьюстами семистах"},
                   {800, K::Hundreds, "восемьсот восьмисот восьмистам восемьюстами восьмьюстами восьмистах"},
                   {900, K::Hundreds, "девятьсот девятисот девятистам девятьюстами девятистах"},
                   {1000, K::Multiplier, "тысяча тысячи тысяче тысячу тысячей тысячею тысяч тысячам тысячами тысячах"},
                   {1000000, K::Multiplier,
                    "миллион миллиона миллиону миллионом миллионе миллионы миллионов миллионам миллионами миллионах"},
               });
    l.ordinalStems = words("перв втор четвёрт пят шест седьм восьм девят десят одиннадцат двенадцат тринадцат "
                           "четырнадцат пятнадцат шестнадцат семнадцат восемнадцат девятнадцат двадцат тридцат "
                           "сороков пятидесят шестидесят семидесят восьмидесят девяност сот двухсот трёхсот "
                           "четырёхсот пятисот шестисот семисот восьмисот девятисот тысячн миллионн");
    l.ordinalEndings = wordSet("ый ий ой ая яя ое ее ого его ому ему ым им ом ем ую юю ые ие ых их ыми ими ей");
    l.irregularOrdinalStems = words("трет");
    l.irregularOrdinalEndings = wordSet("ий ьего ьему ьим ьем ья ью ье ьей ьи ьих ьими");
    addPairs(l,
             {
                 {"код", "кот", BothWays},     {"код", "год", BothWays},      {"кода", "кота", BothWays},
                 {"дом", "том", BothWays},     {"дома", "тома", BothWays},    {"пять", "пядь", BothWays},
                 {"день", "тень", BothWays},   {"луг", "лук", BothWays},      {"род", "рот", BothWays},
                 {"пруд", "прут", BothWays},   {"гриб", "грипп", BothWays},   {"плод", "плот", BothWays},
                 {"бал", "балл", BothWays},    {"восемь", "осень", BothWays}, {"шесть", "шерсть", BothWays},
                 {"три", "при", BothWays},     {"два", "да", OneWay},         {"можно", "нужно", BothWays},
                 {"вам", "нам", BothWays},     {"вас", "нас", BothWays},      {"ваш", "наш", BothWays},
                 {"мы", "вы", BothWays},       {"там", "так", BothWays},      {"вечер", "ветер", BothWays},
                 {"ужин", "нужен", BothWays},  {"обед", "ответ", BothWays},   {"место", "мясо", BothWays},
                 {"пара", "пора", BothWays},   {"кафе", "кофе", BothWays},    {"дата", "дача", BothWays},
                 {"число", "чисто", BothWays}, {"гость", "кость", BothWays},  {"гости", "кости", BothWays},
                 {"дочка", "точка", BothWays}, {"бар", "пар", BothWays},      {"друг", "круг", BothWays},
                 {"жить", "шить", BothWays},   {"зуб", "суп", BothWays},      {"заказ", "отказ", BothWays},
             });
    l.fillers = words("э эм ну алло? короче так вот в_общем значит");
    for (QString &f : l.fillers)
        f.replace(QLatin1Char('_'), QLatin1Char(' '));
    return l;
}

// Croatian and Bosnian share the number words (both say tisuća and hiljada,
// milijun and milion, dvjesto and dvjesta) and most minimal pairs.
void addSouthSlavicNumbers(Language &l)
{
    l.digitWords = words("nula jedan dva tri četiri pet šest sedam osam devet");
    addNumbers(l,
               {
                   {0, K::Zero, "nula nule nulu nulom nuli"},
                   {1, K::Unit,
                    "jedan jedna jedno jednog jednoga jednom jednome jednomu jednu jedne jednoj jednim jednima jedni "
                    "jednih"},
                   {2, K::Unit, "dva dvije dvaju dvama dvjema dvoje dvojica dvojicu dvojice dvojici dvojicom"},
                   {3, K::Unit, "tri triju trima troje trojica trojicu trojice trojici trojicom"},
                   {4, K::Unit, "četiri četiriju četirima četvero četvoro četvorica četvoricu četvorice"},
                   {5, K::Unit, "pet petero petoro petorica petoricu petorice"},
                   {6, K::Unit, "šest šestero šestoro šestorica"},
                   {7, K::Unit, "sedam sedmero sedmoro sedmorica"},
                   {8, K::Unit, "osam osmero osmoro osmorica"},
                   {9, K::Unit, "devet devetero devetoro devetorica"},
                   {10, K::Teen, "deset desetero desetoro desetorica"},
                   {11, K::Teen, "jedanaest"},
                   {12, K::Teen, "dvanaest"},
                   {13, K::Teen, "trinaest"},
                   {14, K::Teen, "četrnaest"},
                   {15, K::Teen, "petnaest"},
                   {16, K::Teen, "šesnaest"},
                   {17, K::Teen, "sedamnaest"},
                   {18, K::Teen, "osamnaest"},
                   {19, K::Teen, "devetnaest"},
                   {20, K::Tens, "dvadeset"},
                   {30, K::Tens, "trideset"},
                   {40, K::Tens, "četrdeset"},
                   {50, K::Tens, "pedeset"},
                   {60, K::Tens, "šezdeset"},
                   {70, K::Tens, "sedamdeset"},
                   {80, K::Tens, "osamdeset"},
                   {90, K::Tens, "devedeset"},
                   {100, K::Hundreds, "sto"},
                   {200, K::Hundreds, "dvjesto dvjesta"},
                   {300, K::Hundreds, "tristo trista"},
                   {400, K::Hundreds, "četiristo"},
                   {500, K::Hundreds, "petsto"},
                   {600, K::Hundreds, "šeststo"},
                   {700, K::Hundreds, "sedamsto"},
                   {800, K::Hundreds, "osamsto"},
                   {900, K::Hundreds, "devetsto"},
                   {100, K::HundredMultiplier, "stotina stotinu stotine stotini stotinom stotinama"},
                   {1000, K::Multiplier,
                    "tisuća tisuću tisuće tisući tisućom tisućama hiljada hiljadu hiljade hiljadi "
                    "hiljadom hiljadama"},
                   {1000000, K::Multiplier,
                    "milijun milijuna milijunu milijunom milijuni milijune milijunima milion "
                    "miliona milionu milionom milioni milione milionima"},
               });
    l.connectors = wordSet("i");
    l.connectorAfterTens = true;
    l.ordinalStems = words("prv drug treć četvrt pet šest sedm osm devet deset jedanaest dvanaest trinaest četrnaest "
                           "petnaest šesnaest sedamnaest osamnaest devetnaest dvadeset trideset četrdeset pedeset "
                           "šezdeset sedamdeset osamdeset devedeset stot dvjestot tristot tisućit hiljadit milijunt "
                           "miliont");
    l.ordinalEndings = wordSet("i a o e u og oga om ome omu im ima ih oj eg ega em emu");
}

// The pairs Croatian and Bosnian share.
void addSouthSlavicPairs(Language &l)
{
    addPairs(l,
             {
                 {"sat", "sad", BothWays},
                 {"sata", "sada", BothWays},
                 {"dva", "da", OneWay},
                 {"tri", "pri", BothWays},
                 {"osam", "osim", BothWays},
                 {"devet", "deset", BothWays},
                 {"petnaest", "pedeset", BothWays},
                 {"četrnaest", "četrdeset", BothWays},
                 {"trinaest", "trideset", BothWays},
                 {"šesnaest", "šezdeset", BothWays},
                 {"sedamnaest", "sedamdeset", BothWays},
                 {"osamnaest", "osamdeset", BothWays},
                 {"devetnaest", "devedeset", BothWays},
                 {"sto", "što", BothWays},
                 {"broj", "brod", BothWays},
                 {"broj", "boj", BothWays},
                 {"ime", "ima", BothWays},
                 {"ne", "me", BothWays},
                 {"vas", "nas", BothWays},
                 {"vam", "nam", BothWays},
                 {"vaš", "naš", BothWays},
                 {"mi", "vi", BothWays},
                 {"gost", "kost", BothWays},
                 {"gosti", "kosti", BothWays},
                 {"vino", "fino", BothWays},
                 {"čaj", "čak", BothWays},
                 {"dvoje", "tvoje", BothWays},
                 {"dom", "tom", BothWays},
                 {"rok", "rog", BothWays},
                 {"grad", "glad", BothWays},
                 {"kasno", "jasno", BothWays},
                 {"hvala", "vala", OneWay},
             });
}

Language croatian()
{
    Language l;
    l.code = QStringLiteral("hr");
    addSouthSlavicNumbers(l);
    addSouthSlavicPairs(l);
    addPairs(l,
             {
                 {"kad", "kat", BothWays}, // kat: floor (Bosnian says sprat)
                 {"stol", "stao", BothWays}, // stol: table (Bosnian says sto)
             });
    l.fillers = words("ovaj hm halo? ee pa dakle evo mislim");
    return l;
}

Language bosnian()
{
    Language l;
    l.code = QStringLiteral("bs");
    addSouthSlavicNumbers(l);
    addSouthSlavicPairs(l);
    addPairs(l,
             {
                 {"hoću", "oću", OneWay}, // the h a phone line swallows
             });
    l.ambiguousAlone = wordSet("sto"); // "rezervisati sto": a table, not 100
    l.fillers = words("ovaj hm halo? ee pa znači evo dakle");
    return l;
}

} // namespace

QString normalise(const QString &word)
{
    QString s = word.toLower();
    s.replace(QChar(0x0451), QChar(0x0435)); // ё → е
    s.replace(QChar(0x2019), QLatin1Char('\'')); // ’ → '
    return s;
}

QStringList languageCodes()
{
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("hr"), QStringLiteral("bs")};
}

const Language *language(const QString &code)
{
    static const QList<Language> all = [] {
        QList<Language> list = {english(), russian(), croatian(), bosnian()};
        for (Language &l : list) {
            for (QString &stem : l.ordinalStems)
                stem = normalise(stem);
            for (QString &stem : l.irregularOrdinalStems)
                stem = normalise(stem);
        }
        return list;
    }();
    for (const Language &l : all)
        if (l.code == code)
            return &l;
    return nullptr;
}

} // namespace Polygon::NoiseTables
