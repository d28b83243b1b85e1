#include "flowagent.h"

#include "core/model/language.h"
#include "core/simulate/jsonschema.h"
#include "core/simulate/noisetables.h"
#include "core/util/messages.h"
#include "core/workspace/jsondocument.h"
#include "core/workspace/objectreader.h"

#include <QDir>
#include <QFile>

namespace Polygon {

namespace {

using Need = ObjectReader::Need;

constexpr auto kOptions = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

QRegularExpression re(const QString &pattern)
{
    return QRegularExpression(pattern, kOptions);
}

const QStringList kSlotTypes = {QStringLiteral("integer"), QStringLiteral("date"), QStringLiteral("time"),
                                QStringLiteral("phone"),   QStringLiteral("text"), QStringLiteral("ref")};

struct NumberWord
{
    int value;
    bool ordinal;
};

const QHash<QString, NumberWord> &numberWords()
{
    static const QHash<QString, NumberWord> words = [] {
        QHash<QString, NumberWord> w;
        const char *units[]
            = {"zero", "one",    "two",    "three",    "four",     "five",    "six",     "seven",     "eight",    "nine",
               "ten",  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
        for (int i = 0; i < 20; ++i)
            w.insert(QString::fromLatin1(units[i]), {i, false});
        const char *tens[] = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
        for (int i = 0; i < 8; ++i)
            w.insert(QString::fromLatin1(tens[i]), {(i + 2) * 10, false});
        const char *ordinals[] = {"",           "first",     "second",    "third",       "fourth",     "fifth",     "sixth",
                                  "seventh",    "eighth",    "ninth",     "tenth",       "eleventh",   "twelfth",   "thirteenth",
                                  "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"};
        for (int i = 1; i < 20; ++i)
            w.insert(QString::fromLatin1(ordinals[i]), {i, true});
        w.insert(QStringLiteral("twentieth"), {20, true});
        w.insert(QStringLiteral("thirtieth"), {30, true});
        return w;
    }();
    return words;
}

QString wordsAlternation()
{
    QStringList keys = numberWords().keys();
    std::sort(keys.begin(), keys.end(),
              [](const QString &a, const QString &b) { return a.size() != b.size() ? a.size() > b.size() : a < b; });
    return keys.join(QLatin1Char('|'));
}

QString ordinalSuffix(int)
{
    return QStringLiteral("th"); // the date parser accepts any of st/nd/rd/th
}

const QStringList kMonths
    = {QStringLiteral("january"),   QStringLiteral("february"), QStringLiteral("march"),    QStringLiteral("april"),
       QStringLiteral("may"),       QStringLiteral("june"),     QStringLiteral("july"),     QStringLiteral("august"),
       QStringLiteral("september"), QStringLiteral("october"),  QStringLiteral("november"), QStringLiteral("december")};
const QStringList kWeekdays
    = {QStringLiteral("monday"), QStringLiteral("tuesday"),  QStringLiteral("wednesday"), QStringLiteral("thursday"),
       QStringLiteral("friday"), QStringLiteral("saturday"), QStringLiteral("sunday")};

QString hhmm(int h, int m)
{
    return QStringLiteral("%1:%2").arg(h, 2, 10, QLatin1Char('0')).arg(m, 2, 10, QLatin1Char('0'));
}

int countDigits(const QString &s)
{
    int n = 0;
    for (const QChar c : s)
        n += c.isDigit() ? 1 : 0;
    return n;
}

QString jsonText(const Json &v, const QString &orWord = QStringLiteral(" or "))
{
    if (v.is_null())
        return {};
    if (v.is_string())
        return toQString(v.get<std::string>());
    if (v.is_array()) {
        QStringList parts;
        for (const Json &x : v)
            parts.append(jsonText(x, orWord));
        return parts.join(orWord);
    }
    return toQString(v.dump());
}

QString spokenDate(const QString &iso)
{
    const QDate d = QDate::fromString(iso, Qt::ISODate);
    if (!d.isValid())
        return iso;
    const int day = d.day();
    QString suffix = QStringLiteral("th");
    if (day % 100 < 11 || day % 100 > 13) {
        if (day % 10 == 1)
            suffix = QStringLiteral("st");
        else if (day % 10 == 2)
            suffix = QStringLiteral("nd");
        else if (day % 10 == 3)
            suffix = QStringLiteral("rd");
    }
    QString weekday = kWeekdays.at(d.dayOfWeek() - 1);
    weekday[0] = weekday[0].toUpper();
    QString month = kMonths.at(d.month() - 1);
    month[0] = month[0].toUpper();
    return QStringLiteral("%1 the %2%3 of %4").arg(weekday).arg(day).arg(suffix, month);
}

// ---------------------------------------------------------------- ru, hr, bs

QString u8(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

bool isSlavic(const QString &language)
{
    return language == QLatin1String("ru") || language == QLatin1String("hr") || language == QLatin1String("bs");
}

// "stem=value stem=value …" (UTF-8)
QList<QPair<QString, int>> stemTable(const char *utf8)
{
    QList<QPair<QString, int>> out;
    for (const QString &w : u8(utf8).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.append({w.section(QLatin1Char('='), 0, 0), w.section(QLatin1Char('='), 1, 1).toInt()});
    return out;
}

// Ordinal stems and their values; the endings come from the noise tables.
const QList<QPair<QString, int>> &ordinalStems(const QString &language)
{
    static const auto ru
        = stemTable("перв=1 втор=2 четверт=4 пят=5 шест=6 седьм=7 восьм=8 девят=9 десят=10 одиннадцат=11 двенадцат=12 "
                    "тринадцат=13 четырнадцат=14 пятнадцат=15 шестнадцат=16 семнадцат=17 восемнадцат=18 девятнадцат=19 "
                    "двадцат=20 тридцат=30 сороков=40 пятидесят=50 шестидесят=60 семидесят=70 восьмидесят=80 девяност=90");
    static const auto hr
        = stemTable("prv=1 drug=2 treć=3 četvrt=4 pet=5 šest=6 sedm=7 osm=8 devet=9 deset=10 jedanaest=11 dvanaest=12 "
                    "trinaest=13 četrnaest=14 petnaest=15 šesnaest=16 sedamnaest=17 osamnaest=18 devetnaest=19 dvadeset=20 "
                    "trideset=30 četrdeset=40 pedeset=50 šezdeset=60 sedamdeset=70 osamdeset=80 devedeset=90");
    return language == QLatin1String("ru") ? ru : hr;
}

// Month names by stem (any case form); Croatian and Bosnian understand both sets.
const QList<QPair<QString, int>> &monthStems(const QString &language)
{
    static const auto ru = stemTable("январ=1 феврал=2 март=3 апрел=4 мая=5 май=5 июн=6 июл=7 август=8 сентябр=9 октябр=10 "
                                     "ноябр=11 декабр=12");
    static const auto hrbs
        = stemTable("siječ=1 veljač=2 ožuj=3 travanj=4 travnj=4 svib=5 lipanj=6 lipnj=6 srpanj=7 srpnj=7 kolovoz=8 rujan=9 "
                    "rujn=9 listopad=10 studen=11 prosin=12 januar=1 februar=2 mart=3 april=4 maj=5 jun=6 jul=7 august=8 "
                    "avgust=8 septemb=9 oktob=10 novemb=11 decemb=12");
    return language == QLatin1String("ru") ? ru : hrbs;
}

int monthOf(const QString &word, const QString &language)
{
    const QString w = NoiseTables::normalise(word);
    for (const auto &[stem, month] : monthStems(language))
        if (w.startsWith(stem) && (stem.size() > 3 || w.size() <= stem.size() + 2))
            return month;
    return 0;
}

struct SlavicToken
{
    qsizetype start = 0, end = 0;
    bool number = false; // a cardinal or an ordinal
    bool connector = false; // "i" between tens and units
    NoiseTables::NumberKind kind = NoiseTables::NumberKind::Unit;
    qint64 value = 0;
    bool ordinal = false;
    QString ending; // of an ordinal, as written after the digits
    bool half = false; // ru "полвосьмого": half past (value - 1)
    bool ambiguous = false; // read as a word unless part of a bigger number
};

// How an ordinal's case ending is written after digits: ru "22-го", "2-е",
// "3-й"; hr/bs keep the ending ("22-og", "11-i").
QString ordinalEnding(const QString &ending, const QString &language)
{
    if (language != QLatin1String("ru"))
        return ending;
    QString e = ending;
    if (e.startsWith(QChar(0x044C))) // ь (третьего)
        e = e.mid(1);
    if (e.size() >= 3)
        return e.right(2); // ого → го, ому → му, ими → ми
    return e.right(1);
}

std::optional<QPair<int, QString>> slavicOrdinal(const QString &w, const NoiseTables::Language &table, const QString &language)
{
    for (const auto &[stem, value] : ordinalStems(language))
        if (w.size() > stem.size() && w.startsWith(stem) && table.ordinalEndings.contains(w.mid(stem.size())))
            return QPair<int, QString>(value, w.mid(stem.size()));
    for (const QString &stem : table.irregularOrdinalStems) // трет-ий, трет-ьего
        if (w.size() > stem.size() && w.startsWith(stem) && table.irregularOrdinalEndings.contains(w.mid(stem.size())))
            return QPair<int, QString>(3, w.mid(stem.size()));
    return std::nullopt;
}

NoiseTables::NumberKind kindOfValue(int value)
{
    using K = NoiseTables::NumberKind;
    return value < 10 ? K::Unit : value < 20 ? K::Teen : value < 100 ? K::Tens : K::Hundreds;
}

// One number being read: [hundreds] [tens] [unit | teen], groups closed by thousand/million.
class SlavicNumber
{
public:
    using K = NoiseTables::NumberKind;

    bool any() const { return m_any; }
    qint64 value() const { return m_total + m_group; }
    bool open() const { return m_stage == Stage::Tens || m_stage == Stage::Hundreds; } // "i" may follow

    bool accept(K kind, qint64 value)
    {
        if (m_closedZero)
            return false;
        switch (kind) {
        case K::Zero:
            if (m_any)
                return false;
            m_closedZero = true;
            m_stage = Stage::Closed;
            break;
        case K::Unit:
            if (m_stage == Stage::Closed)
                return false;
            m_group += value;
            m_stage = Stage::Closed;
            break;
        case K::Teen:
            if (m_stage != Stage::Empty && m_stage != Stage::Hundreds)
                return false;
            m_group += value;
            m_stage = Stage::Closed;
            break;
        case K::Tens:
            if (m_stage != Stage::Empty && m_stage != Stage::Hundreds)
                return false;
            m_group += value;
            m_stage = Stage::Tens;
            break;
        case K::Hundreds:
            if (m_stage != Stage::Empty || m_group != 0)
                return false;
            m_group += value;
            m_stage = Stage::Hundreds;
            break;
        case K::HundredMultiplier: // "stotinu", "tri stotine"
            if (m_stage == Stage::Empty && !m_any)
                m_group = value;
            else if (m_stage == Stage::Closed && m_group > 0 && m_group < 10)
                m_group *= value;
            else
                return false;
            m_stage = Stage::Hundreds;
            break;
        case K::Multiplier:
            if (m_lastMultiplier && value >= m_lastMultiplier)
                return false;
            if (m_any && m_stage == Stage::Empty)
                return false;
            m_total += std::max<qint64>(m_group, 1) * value;
            m_group = 0;
            m_stage = Stage::Empty;
            m_lastMultiplier = value;
            break;
        }
        m_any = true;
        return true;
    }

private:
    enum class Stage { Empty, Hundreds, Tens, Closed };
    qint64 m_total = 0, m_group = 0, m_lastMultiplier = 0;
    Stage m_stage = Stage::Empty;
    bool m_any = false, m_closedZero = false;
};

QString slavicNormalizeNumbers(const QString &text, const QString &language)
{
    using K = NoiseTables::NumberKind;
    const NoiseTables::Language *table = NoiseTables::language(language);
    if (!table)
        return text;
    static const QRegularExpression wordRe(QStringLiteral("[\\p{L}\\p{M}]+"), QRegularExpression::UseUnicodePropertiesOption);
    // Words that alone are usually something else: bs/hr "sto" (a table), ru "семью" (a family).
    static const QSet<QString> aloneWords = {QStringLiteral("sto"), u8("семью")};
    const bool russian = language == QLatin1String("ru");

    QList<SlavicToken> tokens;
    QStringList words;
    for (auto it = wordRe.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        SlavicToken t;
        t.start = m.capturedStart();
        t.end = m.capturedEnd();
        const QString w = NoiseTables::normalise(m.captured(0));
        words.append(w);
        if (const auto n = table->numbers.constFind(w); n != table->numbers.constEnd()) {
            t.number = true;
            t.kind = n->kind;
            t.value = n->value;
            t.ambiguous = aloneWords.contains(w) || table->ambiguousAlone.contains(w);
        } else if (const auto o = slavicOrdinal(w, *table, language)) {
            t.number = true;
            t.ordinal = true;
            t.value = o->first;
            t.kind = kindOfValue(o->first);
            t.ending = ordinalEnding(o->second, language);
            t.ambiguous = !russian && o->first == 2; // hr/bs "drugi put": another time
        } else if (russian && w.size() > 5 && w.startsWith(u8("пол"))) {
            if (const auto h = slavicOrdinal(w.mid(3), *table, language); h && h->first <= 12 && h->second.endsWith(u8("го"))) {
                t.number = true;
                t.half = true;
                t.value = h->first;
            }
        } else if (table->connectors.contains(w)) {
            t.connector = true;
        }
        tokens.append(t);
    }
    // Tokens i and i + 1 with nothing but whitespace between them.
    auto joined = [&](qsizetype i) {
        if (i + 1 >= tokens.size())
            return false;
        for (qsizetype k = tokens.at(i).end; k < tokens.at(i + 1).start; ++k)
            if (!text.at(k).isSpace())
                return false;
        return true;
    };

    struct Span
    {
        qsizetype first, last;
        QString replacement;
    };
    QList<Span> spans;
    qsizetype i = 0;
    while (i < tokens.size()) {
        const SlavicToken &t = tokens.at(i);
        if (!t.number || t.connector) {
            ++i;
            continue;
        }
        if (t.half) {
            spans.append({i, i, u8("пол ") + QString::number(t.value) + u8("-го")});
            ++i;
            continue;
        }
        // The run: number words (and connectors between them) joined by whitespace only.
        qsizetype last = i;
        while (joined(last)) {
            const SlavicToken &next = tokens.at(last + 1);
            if (next.number && !next.half)
                ++last;
            else if (next.connector && joined(last + 1) && tokens.at(last + 2).number && !tokens.at(last + 2).half)
                last += 2;
            else
                break;
        }
        // Digits read one by one (recognition noise): "пять ноль" → "50".
        bool digits = last > i;
        for (qsizetype k = i; k <= last && digits; ++k) {
            const SlavicToken &d = tokens.at(k);
            digits = !d.connector && !d.ordinal && (d.kind == K::Zero || d.kind == K::Unit) && d.value < 10;
        }
        if (digits) {
            QString s;
            for (qsizetype k = i; k <= last; ++k)
                s += QString::number(tokens.at(k).value);
            spans.append({i, last, s});
            i = last + 1;
            continue;
        }
        // Numbers one after another: "семь тридцать" → "7 30", "dvadeset i pet" → "25".
        qsizetype k = i;
        while (k <= last) {
            SlavicNumber number;
            const qsizetype first = k;
            qsizetype end = k;
            bool ordinal = false;
            QString ending;
            while (k <= last) {
                const SlavicToken &w = tokens.at(k);
                if (w.connector) {
                    if (!number.open() || k + 1 > last)
                        break;
                    SlavicNumber trial = number;
                    const SlavicToken &after = tokens.at(k + 1);
                    if (!trial.accept(after.kind, after.value))
                        break;
                    number = trial;
                    end = k + 1;
                    ordinal = after.ordinal;
                    ending = after.ending;
                    k += 2;
                    if (ordinal)
                        break;
                    continue;
                }
                SlavicNumber trial = number;
                if (!trial.accept(w.kind, w.value))
                    break;
                number = trial;
                end = k;
                ordinal = w.ordinal;
                ending = w.ending;
                ++k;
                if (ordinal)
                    break;
            }
            if (!number.any()) { // a connector that does not join two numbers
                k = first + 1;
                continue;
            }
            const bool alone = end == first;
            const SlavicToken &head = tokens.at(first);
            bool keepWord = alone && head.ambiguous;
            if (keepWord && head.ordinal && first + 1 < tokens.size() && joined(first)
                && monthOf(words.at(first + 1), language) > 0)
                keepWord = false; // "drugog prosinca"
            if (!keepWord)
                spans.append({first, end, QString::number(number.value()) + (ordinal ? QLatin1Char('-') + ending : QString())});
        }
        i = last + 1;
    }

    QString out;
    qsizetype pos = 0;
    for (const Span &s : std::as_const(spans)) {
        out += text.mid(pos, tokens.at(s.first).start - pos);
        out += s.replacement;
        pos = tokens.at(s.last).end;
    }
    out += text.mid(pos);
    return out;
}

// ---- dates and times in ru, hr, bs (on normalised text)

std::optional<QString> slavicDate(const QString &text, const QDate &today, const QString &language, bool answer)
{
    constexpr auto options = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;
    const bool russian = language == QLatin1String("ru");
    static const QRegularExpression relRu(u8("\\b(послезавтра|завтра|сегодня)\\b"), options);
    static const QRegularExpression relHr(u8("\\b(prekosutra|sutra|danas|večeras|noćas)\\b"), options);
    if (const auto m = (russian ? relRu : relHr).match(text); m.hasMatch()) {
        const QString w = m.captured(1).toLower();
        const int days = w == u8("послезавтра") || w == u8("prekosutra") ? 2 : w == u8("завтра") || w == u8("sutra") ? 1 : 0;
        return today.addDays(days).toString(Qt::ISODate);
    }
    auto dated = [&today](int day, int month) -> std::optional<QString> {
        QDate d(today.year(), month, day);
        if (d.isValid() && d < today)
            d = QDate(today.year() + 1, month, day);
        if (!d.isValid())
            return std::nullopt;
        return d.toString(Qt::ISODate);
    };
    // "22-го декабря", "22 декабря", "12-og prosinca", "12. prosinca", "12-i decembar"
    static const QRegularExpression dm(QStringLiteral("\\b(\\d{1,2})(?:-\\p{L}{1,4}|\\.)?\\s+(\\p{L}+)"), options);
    for (auto it = dm.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (const int month = monthOf(m.captured(2), language); month > 0)
            if (const auto d = dated(m.captured(1).toInt(), month))
                return d;
    }
    // An ordinal day alone, as an answer: "двадцать второго", "jedanaestog".
    if (answer) {
        static const QRegularExpression dayOnly(QStringLiteral("\\b(\\d{1,2})-\\p{L}{1,4}\\b"), options);
        if (const auto m = dayOnly.match(text); m.hasMatch()) {
            const int day = m.captured(1).toInt();
            QDate d(today.year(), today.month(), 1);
            if (day < today.day())
                d = d.addMonths(1);
            if (const auto r = dated(day, d.month()))
                return r;
        }
    }
    static const QList<QPair<QRegularExpression, int>> weekdaysRu
        = {{QRegularExpression(u8("\\bпонедельник"), options), 1},   {QRegularExpression(u8("\\bвторник"), options), 2},
           {QRegularExpression(u8("\\bсред[аеуы]\\b"), options), 3}, {QRegularExpression(u8("\\bчетверг"), options), 4},
           {QRegularExpression(u8("\\bпятниц"), options), 5},        {QRegularExpression(u8("\\bсуббот"), options), 6},
           {QRegularExpression(u8("\\bвоскресень"), options), 7}};
    static const QList<QPair<QRegularExpression, int>> weekdaysHr
        = {{QRegularExpression(u8("\\bponedjelj"), options), 1},
           {QRegularExpression(u8("\\butor(?:ak|ka|kom|ku)\\b"), options), 2},
           {QRegularExpression(u8("\\bsrijed[aeiu]\\b"), options), 3},
           {QRegularExpression(u8("\\bčetvrt(?:ak|ka|kom|ku)\\b"), options), 4},
           {QRegularExpression(u8("\\bpet(?:ak|ka|kom|ku)\\b"), options), 5},
           {QRegularExpression(u8("\\bsubot[aeiu]\\b"), options), 6},
           {QRegularExpression(u8("\\bnedjelj[aeiu]\\b"), options), 7}};
    qsizetype best = -1;
    int target = 0;
    for (const auto &[re, day] : russian ? weekdaysRu : weekdaysHr)
        if (const auto m = re.match(text); m.hasMatch() && (best < 0 || m.capturedStart() < best)) {
            best = m.capturedStart();
            target = day;
        }
    if (target > 0) {
        int ahead = (target - today.dayOfWeek() + 7) % 7;
        if (ahead == 0)
            ahead = 7; // "в понедельник" said on a Monday means next week's
        return today.addDays(ahead).toString(Qt::ISODate);
    }
    return std::nullopt;
}

// Morning, afternoon, evening, night words: "вечера", "navečer", "uveče".
enum class DayPart { None, Morning, Afternoon, Night };

DayPart dayPartOf(const QString &word)
{
    static const QSet<QString> morning = {u8("утра"), u8("утром"), u8("ujutro"), u8("ujutru"), u8("prijepodne"), u8("jutros")};
    static const QSet<QString> afternoon
        = {u8("дня"),     u8("днем"),    u8("вечера"), u8("вечером"), u8("popodne"), u8("poslijepodne"),
           u8("navečer"), u8("navecer"), u8("uvečer"), u8("uveče"),   u8("uvece"),   u8("večeras")};
    static const QSet<QString> night = {u8("ночи"), u8("ночью"), u8("noću"), u8("noćas")};
    const QString w = NoiseTables::normalise(word);
    if (morning.contains(w))
        return DayPart::Morning;
    if (afternoon.contains(w))
        return DayPart::Afternoon;
    if (night.contains(w))
        return DayPart::Night;
    return DayPart::None;
}

std::optional<QString> slavicTime(const QString &text, const QString &language, bool answer, bool assumePm)
{
    constexpr auto options = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;
    const bool russian = language == QLatin1String("ru");
    // The word after a time tells the part of the day ("7 вечера", "pola 8 navečer").
    auto finish = [&](int h, int m, const QString &after) -> std::optional<QString> {
        static const QRegularExpression firstWords(QStringLiteral("^\\s*(?:(?:sati|sat|h|часов|часа|час)\\s+)?(\\p{L}+)"),
                                                   options);
        DayPart part = DayPart::None;
        if (const auto w = firstWords.match(after); w.hasMatch())
            part = dayPartOf(w.captured(1));
        if (part == DayPart::Morning && h == 12)
            h = 0;
        else if (part == DayPart::Afternoon && h < 12)
            h += 12;
        else if (part == DayPart::Night && h == 12)
            h = 0;
        else if (part == DayPart::None && assumePm && h >= 1 && h < 12)
            h += 12;
        if (h > 23 || m > 59)
            return std::nullopt;
        return hhmm(h, m);
    };
    auto rest = [&text](const QRegularExpressionMatch &m) { return text.mid(m.capturedEnd()); };
    // "19:30", "19.30"
    static const QRegularExpression colon(QStringLiteral("\\b(\\d{1,2})[:.](\\d{2})\\b"), options);
    if (const auto m = colon.match(text); m.hasMatch())
        return finish(m.captured(1).toInt(), m.captured(2).toInt(), rest(m));
    // Half past: "в половине 8-го", "в пол 8-го" (полвосьмого), "u pola 8"
    static const QRegularExpression halfRu(u8("(?:\\bполовин[аеуы]|\\bпол)\\s+(\\d{1,2})-го\\b"), options);
    static const QRegularExpression halfHr(u8("\\bpola\\s+(\\d{1,2})\\b(?!-)"), options);
    if (const auto m = (russian ? halfRu : halfHr).match(text); m.hasMatch()) {
        const int h = m.captured(1).toInt() - 1;
        return finish(h == 0 ? 12 : h, 30, rest(m));
    }
    if (russian) {
        // "четверть 8-го" (7:15), "без четверти 8" (7:45), "без четверти час"
        static const QRegularExpression quarterPast(u8("\\bчетверт[ьи]\\s+(\\d{1,2})-го\\b"), options);
        if (const auto m = quarterPast.match(text); m.hasMatch()) {
            const int h = m.captured(1).toInt() - 1;
            return finish(h == 0 ? 12 : h, 15, rest(m));
        }
        static const QRegularExpression quarterTo(u8("\\bбез\\s+четверти\\s+(\\d{1,2}|час)\\b"), options);
        if (const auto m = quarterTo.match(text); m.hasMatch()) {
            const int next = m.captured(1).at(0).isDigit() ? m.captured(1).toInt() : 1;
            return finish(next == 1 ? 12 : next - 1, 45, rest(m));
        }
        // "в час дня", "на час"
        static const QRegularExpression oneOClock(u8("\\b(?:в|на|к|около)\\s+час\\b"), options);
        if (const auto m = oneOClock.match(text); m.hasMatch())
            return finish(1, 0, rest(m));
        static const QRegularExpression noon(u8("\\bв\\s+полдень\\b|\\bк\\s+полудню\\b"), options);
        if (noon.match(text).hasMatch())
            return hhmm(12, 0);
        static const QRegularExpression midnight(u8("\\bв\\s+полночь\\b"), options);
        if (midnight.match(text).hasMatch())
            return hhmm(0, 0);
    } else {
        // "8 i četvrt" (8:15), "četvrt do 8" (7:45), "u podne"
        static const QRegularExpression quarterPast(u8("\\b(\\d{1,2})\\s+i\\s+četvrt\\b"), options);
        if (const auto m = quarterPast.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), 15, rest(m));
        static const QRegularExpression quarterTo(u8("\\bčetvrt\\s+do\\s+(\\d{1,2})\\b"), options);
        if (const auto m = quarterTo.match(text); m.hasMatch()) {
            const int h = m.captured(1).toInt() - 1;
            return finish(h == 0 ? 12 : h, 45, rest(m));
        }
        static const QRegularExpression noon(u8("(?<!poslije\\s)\\bpodne\\b"), options);
        if (noon.match(text).hasMatch())
            return hhmm(12, 0);
    }
    // Hours and minutes: "в 19 30", "u 19 i 30", "u 7 i 15 navečer"
    static const QRegularExpression hmRu(u8("\\b(?:в|во|на|к|около)\\s+(\\d{1,2})\\s+([0-5]\\d)\\b"), options);
    static const QRegularExpression hmHr(u8("\\b(\\d{1,2})\\s+i\\s+([0-5]?\\d)\\b(?!-)"), options);
    if (const auto m = (russian ? hmRu : hmHr).match(text); m.hasMatch())
        return finish(m.captured(1).toInt(), m.captured(2).toInt(), rest(m));
    // An hour with the part of the day or "sati"/"часов": "7 вечера", "1 popodne", "u 8 sati"
    static const QRegularExpression hourPart(
        u8("\\b(\\d{1,2})\\s+(?:(?:sati|sat|h|часов|часа)\\s+)?(утра|утром|дня|днем|вечера|вечером|ночи|ночью|ujutro|ujutru|"
           "prijepodne|popodne|poslijepodne|navečer|navecer|uvečer|uveče|uvece|noću|večeras)\\b"),
        options);
    if (const auto m = hourPart.match(text); m.hasMatch())
        return finish(m.captured(1).toInt(), 0, text.mid(m.capturedStart(2)));
    static const QRegularExpression hourWord(u8("\\b(\\d{1,2})\\s+(?:sati|sat|часов|часа)\\b"), options);
    if (const auto m = hourWord.match(text); m.hasMatch())
        return finish(m.captured(1).toInt(), 0, rest(m));
    // "в 1930", "u 1930" (digits read one by one), and after a preposition "в 8", "u 8", "oko 8"
    static const QRegularExpression fourRu(u8("\\b(?:в|во|на|к|около)\\s+([01]?\\d|2[0-3])([0-5]\\d)\\b"), options);
    static const QRegularExpression fourHr(u8("\\b(?:u|oko)\\s+([01]?\\d|2[0-3])([0-5]\\d)\\b"), options);
    static const QRegularExpression fourAny(QStringLiteral("\\b([01]?\\d|2[0-3])([0-5]\\d)\\b"), options);
    if (const auto m = (answer ? fourAny : russian ? fourRu : fourHr).match(text); m.hasMatch())
        return finish(m.captured(1).toInt(), m.captured(2).toInt(), rest(m));
    static const QRegularExpression atRu(u8("\\b(?:в|во|к|около)\\s+(\\d{1,2})\\b(?![-:.]\\d|-)"), options);
    static const QRegularExpression atHr(u8("\\b(?:u|oko)\\s+(\\d{1,2})\\b(?![-:.]\\d|-)"), options);
    if (const auto m = (russian ? atRu : atHr).match(text); m.hasMatch())
        return finish(m.captured(1).toInt(), 0, rest(m));
    if (answer) {
        static const QRegularExpression bare(QStringLiteral("^\\D*\\b(\\d{1,2})(?:\\s+([0-5]\\d))?\\b(?!-)\\D*$"), options);
        if (const auto m = bare.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), m.captured(2).isEmpty() ? 0 : m.captured(2).toInt(), rest(m));
    }
    return std::nullopt;
}

// `|spoken` dates: the weekday in the accusative, so templates put в/на or u/za before it.
QString slavicSpokenDate(const QString &iso, const QString &language)
{
    const QDate d = QDate::fromString(iso, Qt::ISODate);
    if (!d.isValid())
        return iso;
    if (language == QLatin1String("ru")) {
        static const QStringList days
            = u8("понедельник вторник среду четверг пятницу субботу воскресенье").split(QLatin1Char(' '));
        static const QStringList months
            = u8("января февраля марта апреля мая июня июля августа сентября октября ноября декабря").split(QLatin1Char(' '));
        return days.at(d.dayOfWeek() - 1) + u8(", ") + QString::number(d.day()) + QLatin1Char(' ') + months.at(d.month() - 1);
    }
    static const QStringList days = u8("ponedjeljak utorak srijedu četvrtak petak subotu nedjelju").split(QLatin1Char(' '));
    static const QStringList hr
        = u8("siječnja veljače ožujka travnja svibnja lipnja srpnja kolovoza rujna listopada studenoga prosinca")
              .split(QLatin1Char(' '));
    static const QStringList bs
        = u8("januara februara marta aprila maja juna jula augusta septembra oktobra novembra decembra").split(QLatin1Char(' '));
    return days.at(d.dayOfWeek() - 1) + u8(", ") + QString::number(d.day()) + u8(". ")
        + (language == QLatin1String("bs") ? bs : hr).at(d.month() - 1);
}

QString orWord(const QString &language)
{
    if (language == QLatin1String("ru"))
        return u8(" или ");
    if (language == QLatin1String("hr") || language == QLatin1String("bs"))
        return u8(" ili ");
    return QStringLiteral(" or ");
}

QString defaultLimitSay(const QString &language)
{
    if (language == QLatin1String("ru"))
        return u8("Извините, на этом мне придётся закончить разговор. До свидания.");
    if (language == QLatin1String("hr") || language == QLatin1String("bs"))
        return u8("Nažalost, moram ovdje završiti razgovor. Doviđenja.");
    return QStringLiteral("I'm sorry, we have to end the call here. Goodbye.");
}

QString defaultReask(const QString &language)
{
    if (language == QLatin1String("ru"))
        return u8("Простите, повторите, пожалуйста.");
    if (language == QLatin1String("hr"))
        return u8("Oprostite, možete li ponoviti?");
    if (language == QLatin1String("bs"))
        return u8("Izvinite, možete li ponoviti?");
    return QStringLiteral("Sorry, I didn't catch that.");
}

// What a bare answer may start with before the name: "my name is", "меня зовут", "zovem se".
const QRegularExpression &answerLeadIn(const QString &language)
{
    static const QRegularExpression en(
        QStringLiteral("^\\s*(?:(?:yes|yeah|sure|ok|okay|well|so|um|uh)[,.!]?\\s+)*(?:my name is|the name is|name's|"
                       "it's|it is|this is|i'm|i am|under)?\\s*"),
        kOptions);
    static const QRegularExpression ru(u8("^\\s*(?:(?:да|ну|так|вот|хорошо|короче|значит|в общем|э|эм|алло|ага)[,.!?]?\\s+)*"
                                          "(?:(?:меня зовут|мо[её] имя|имя|фамилия|на имя|запишите на|это|меня)[:,]?\\s+)?"),
                                       kOptions);
    static const QRegularExpression hrbs(
        u8("^\\s*(?:(?:da|pa|dobro|evo|ovaj|hm|ee|halo|aha|dakle|znači|mislim)[,.!?]?\\s+)*"
           "(?:(?:zovem se|moje ime je|ime je|ja sam|na ime|prezime je|prezime|ovdje|zovem)[:,]?\\s+)?"),
        kOptions);
    return language == QLatin1String("ru") ? ru : isSlavic(language) ? hrbs : en;
}

} // namespace

QString FlowAgent::normalizeNumbers(const QString &text)
{
    static const QString w = wordsAlternation();
    static const QRegularExpression run(QStringLiteral("\\b(?:%1)(?:(?:\\s+|-)(?:%1))*\\b").arg(w), kOptions);
    static const QRegularExpression split(QStringLiteral("[\\s-]+"));
    QString out;
    qsizetype last = 0;
    auto it = run.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        last = m.capturedEnd();
        const QStringList tokens = m.captured(0).toLower().split(split, Qt::SkipEmptyParts);
        QList<NumberWord> values;
        for (const QString &t : tokens)
            values.append(numberWords().value(t));
        bool allDigits = values.size() >= 2;
        for (const NumberWord &v : values)
            allDigits = allDigits && !v.ordinal && v.value < 10;
        if (allDigits) { // digits read one by one: "one nine three zero"
            for (const NumberWord &v : values)
                out += QString::number(v.value);
            continue;
        }
        QStringList parts;
        for (qsizetype i = 0; i < values.size(); ++i) {
            NumberWord v = values.at(i);
            if (!v.ordinal && v.value >= 20 && v.value % 10 == 0 && i + 1 < values.size() && values.at(i + 1).value > 0
                && values.at(i + 1).value < 10) {
                v = {v.value + values.at(i + 1).value, values.at(i + 1).ordinal};
                ++i;
            }
            parts.append(QString::number(v.value) + (v.ordinal ? ordinalSuffix(v.value) : QString()));
        }
        out += parts.join(QLatin1Char(' '));
    }
    out += text.mid(last);
    return out;
}

QString FlowAgent::normalizeNumbers(const QString &text, const QString &language)
{
    if (language.isEmpty() || language == QLatin1String("en"))
        return normalizeNumbers(text);
    if (isSlavic(language))
        return slavicNormalizeNumbers(text, language);
    return text;
}

// ---------------------------------------------------------------- loading

std::optional<FlowAgent> FlowAgent::load(const FlowDefinition &flow, const QString &workspaceRoot, Diagnostics &problems)
{
    const QString file = QDir(workspaceRoot).filePath(flow.path);
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        problems.append(Diagnostic(file, 1, 1, WorkspaceMessages::tr("cannot read the flow file")));
        return std::nullopt;
    }
    const auto doc = JsonDocument::parse(f.readAll(), file, problems);
    if (!doc)
        return std::nullopt;
    return fromDocument(*doc, problems);
}

namespace {

QString quotedName(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

} // namespace

std::optional<FlowAgent> FlowAgent::fromDocument(const JsonDocument &doc, Diagnostics &problems)
{
    const int before = int(problems.size());
    ObjectReader r(doc, {}, WorkspaceMessages::tr("the flow"), problems);
    if (!r.isObject())
        return std::nullopt;

    FlowAgent agent;
    agent.m_flow = doc.root();
    r.requireFormat();
    if (const auto language = r.string("language", Need::Optional)) {
        if (isSupportedLanguage(*language))
            agent.m_language = *language;
        else
            r.problemAtValue("language",
                             WorkspaceMessages::tr("unknown language \"%1\"; expected one of: %2")
                                 .arg(*language, supportedLanguages().join(QStringLiteral(", "))));
    }
    r.string("description", Need::Optional, true);
    if (const auto today = r.string("today", Need::Optional)) {
        agent.m_today = QDate::fromString(*today, Qt::ISODate);
        if (!agent.m_today.isValid())
            r.problemAtValue("today", WorkspaceMessages::tr("\"today\" must be a date YYYY-MM-DD"));
    }
    agent.m_maxTurns = int(r.integer("max_turns", Need::Optional, 1, 1000).value_or(30));
    agent.m_maxReasks = int(r.integer("max_reasks", Need::Optional, 0, 10).value_or(2));
    agent.m_limitSay = r.string("limit_say", Need::Optional).value_or(defaultLimitSay(agent.m_language));
    r.string("reask", Need::Optional);
    const auto start = r.string("start", Need::Required);
    auto intents = r.object("intents", Need::Optional);
    auto slots = r.object("slots", Need::Optional);
    auto states = r.object("states", Need::Required);
    const Json *global = r.value("global", Need::Optional);
    r.string("on_fail", Need::Optional);
    r.finish();

    auto compile = [&](const Json &value, const std::string &pointer, QList<QRegularExpression> &into) {
        if (!value.is_array()) {
            problems.append(doc.problemAtValue(
                pointer,
                WorkspaceMessages::tr("expected a list of regular expressions, not %1").arg(ObjectReader::describeType(value))));
            return;
        }
        for (size_t i = 0; i < value.size(); ++i) {
            const std::string p = JsonDocument::childPointer(pointer, i);
            if (!value.at(i).is_string()) {
                problems.append(doc.problemAtValue(p,
                                                   WorkspaceMessages::tr("expected a regular expression (a string), not %1")
                                                       .arg(ObjectReader::describeType(value.at(i)))));
                continue;
            }
            QRegularExpression x = re(toQString(value.at(i).get<std::string>()));
            if (!x.isValid())
                problems.append(doc.problemAtValue(p, invalidRegexMessage(x)));
            else
                into.append(x);
        }
    };

    if (intents) {
        for (const auto &[key, value] : intents->json()->items())
            compile(value, intents->pointerOf(key.c_str()), agent.m_intents[toQString(key)]);
    }
    if (slots) {
        for (const auto &[key, value] : slots->json()->items()) {
            const QString name = toQString(key);
            ObjectReader s = slots->child(slots->pointerOf(key.c_str()), WorkspaceMessages::tr("slot \"%1\"").arg(name));
            if (!s.isObject())
                continue;
            SlotDef def;
            def.type
                = kSlotTypes.value(s.choice("type", Need::Required, kSlotTypes, WorkspaceMessages::tr("slot type")).value_or(4));
            def.min = s.integer("min", Need::Optional, 0, 1000000).value_or(0);
            def.max = s.integer("max", Need::Optional, 0, 1000000).value_or(99);
            def.assumePm = s.boolean("assume_pm", Need::Optional).value_or(true);
            if (const Json *p = s.value("patterns", Need::Optional))
                compile(*p, s.pointerOf("patterns"), def.patterns);
            s.finish();
            agent.m_slotDefs.insert(name, def);
            agent.m_slotOrder.append(name);
        }
    }

    QStringList stateNames;
    if (states && states->isObject())
        for (const auto &[key, value] : states->json()->items())
            stateNames.append(toQString(key));

    auto checkState = [&](ObjectReader &o, const char *key) {
        if (const auto target = o.string(key, Need::Optional); target && !stateNames.contains(*target))
            o.problemAtValue(key, WorkspaceMessages::tr("unknown state \"%1\"").arg(*target));
    };
    auto checkSlot = [&](ObjectReader &o, const std::string &pointer, const QString &slot) {
        if (!agent.m_slotDefs.contains(slot))
            o.problemAtValue(pointer, WorkspaceMessages::tr("unknown slot \"%1\"").arg(slot));
    };
    // Conditions: {path: value} (JSON equality) or {path: {operator: operand, …}}.
    auto checkConditions = [&](const Json &when, const std::string &pointer) {
        static const QStringList operators
            = {QStringLiteral("gt"), QStringLiteral("gte"), QStringLiteral("lt"),    QStringLiteral("lte"),
               QStringLiteral("eq"), QStringLiteral("ne"),  QStringLiteral("exists")};
        for (auto it = when.begin(); it != when.end(); ++it) {
            if (!it.value().is_object())
                continue; // a value compared as JSON: any value will do
            const std::string pathPointer = JsonDocument::childPointer(pointer, it.key());
            for (auto op = it.value().begin(); op != it.value().end(); ++op) {
                const QString name = toQString(op.key());
                const std::string at = JsonDocument::childPointer(pathPointer, op.key());
                if (!operators.contains(name)) {
                    problems.append(doc.problemAtKey(at,
                                                     WorkspaceMessages::tr("unknown condition %1; expected one of: %2")
                                                         .arg(quotedName(name), operators.join(QStringLiteral(", ")))));
                } else if (name == QLatin1String("exists") && !op.value().is_boolean()) {
                    problems.append(doc.problemAtValue(at,
                                                       WorkspaceMessages::tr("\"exists\" must be true or false, not %1")
                                                           .arg(ObjectReader::describeType(op.value()))));
                } else if (name != QLatin1String("exists") && name != QLatin1String("eq") && name != QLatin1String("ne")
                           && !op.value().is_number()) {
                    problems.append(doc.problemAtValue(at,
                                                       WorkspaceMessages::tr("%1 must be a number, not %2")
                                                           .arg(quotedName(name), ObjectReader::describeType(op.value()))));
                }
            }
        }
    };
    auto checkRules = [&](ObjectReader &o, const char *key, bool conditional) {
        const Json *rules = o.value(key, Need::Optional);
        if (!rules)
            return;
        if (!rules->is_array()) {
            o.problemAtValue(key,
                             WorkspaceMessages::tr("expected a list of rules, not %1").arg(ObjectReader::describeType(*rules)));
            return;
        }
        for (size_t i = 0; i < rules->size(); ++i) {
            ObjectReader rule = o.child(JsonDocument::childPointer(o.pointerOf(key), i), WorkspaceMessages::tr("the rule"));
            if (!rule.isObject())
                continue;
            checkState(rule, "goto");
            if (!rule.has("goto"))
                rule.string("goto", Need::Required);
            if (const auto intent = rule.string("intent", Need::Optional); intent && !agent.m_intents.contains(*intent))
                rule.problemAtValue("intent", WorkspaceMessages::tr("unknown intent \"%1\"").arg(*intent));
            if (const auto slot = rule.string("slot", Need::Optional))
                checkSlot(rule, rule.pointerOf("slot"), *slot);
            if (const Json *when = rule.value("when", conditional ? Need::Required : Need::Optional)) {
                if (!when->is_object())
                    rule.problemAtValue(
                        "when",
                        WorkspaceMessages::tr("expected an object of conditions, not %1").arg(ObjectReader::describeType(*when)));
                else
                    checkConditions(*when, rule.pointerOf("when"));
            }
            rule.finish();
        }
    };
    // "ask": {slot: question}.
    auto checkQuestions = [&](ObjectReader &s, const Json *ask) {
        if (!ask)
            return;
        if (!ask->is_object()) {
            s.problemAtValue(
                "ask",
                WorkspaceMessages::tr("expected an object of slot: question, not %1").arg(ObjectReader::describeType(*ask)));
            return;
        }
        for (auto it = ask->begin(); it != ask->end(); ++it)
            if (!it.value().is_string())
                s.problemAtValue(JsonDocument::childPointer(s.pointerOf("ask"), it.key()),
                                 WorkspaceMessages::tr("the question for slot %1 must be a string, not %2")
                                     .arg(quotedName(toQString(it.key())), ObjectReader::describeType(it.value())));
    };

    if (states && states->isObject()) {
        for (const QString &name : std::as_const(stateNames)) {
            const std::string key = toStdString(name);
            ObjectReader s = states->child(states->pointerOf(key.c_str()), WorkspaceMessages::tr("state \"%1\"").arg(name));
            if (!s.isObject())
                continue;
            s.string("say", Need::Optional, true);
            s.string("reask", Need::Optional);
            s.choice("action", Need::Optional, {QStringLiteral("end"), QStringLiteral("transfer")},
                     WorkspaceMessages::tr("action"));
            for (const char *k : {"goto", "then", "else", "on_timeout", "on_error", "on_fail"})
                checkState(s, k);
            if (const auto fill = s.stringList("fill", Need::Optional, true)) {
                for (int i = 0; i < fill->size(); ++i)
                    checkSlot(s, JsonDocument::childPointer(s.pointerOf("fill"), size_t(i)), fill->at(i));
                if (!s.has("then"))
                    s.problemAtObject(WorkspaceMessages::tr("a state with \"fill\" needs \"then\""));
                const Json *ask = s.value("ask", Need::Required);
                checkQuestions(s, ask);
                for (const QString &slot : *fill)
                    if (ask && ask->is_object() && !ask->contains(toStdString(slot)))
                        s.problemAtValue("ask", WorkspaceMessages::tr("no question for slot \"%1\"").arg(slot));
            } else {
                checkQuestions(s, s.value("ask", Need::Optional));
            }
            if (const auto clear = s.stringList("clear", Need::Optional))
                for (int i = 0; i < clear->size(); ++i)
                    checkSlot(s, JsonDocument::childPointer(s.pointerOf("clear"), size_t(i)), clear->at(i));
            if (auto tool = s.object("tool", Need::Optional)) {
                tool->string("name", Need::Required);
                if (const Json *args = tool->value("arguments", Need::Optional); args && !args->is_object())
                    tool->problemAtValue(
                        "arguments", WorkspaceMessages::tr("expected an object, not %1").arg(ObjectReader::describeType(*args)));
                tool->finish();
            }
            if (const Json *set = s.value("set", Need::Optional); set && !set->is_object())
                s.problemAtValue(
                    "set",
                    WorkspaceMessages::tr("expected an object of slot: template, not %1").arg(ObjectReader::describeType(*set)));
            checkRules(s, "on", false);
            checkRules(s, "branch", true);
            s.finish();
        }
    }
    if (start && !stateNames.contains(*start) && states)
        r.problemAtValue("start", WorkspaceMessages::tr("unknown state \"%1\"").arg(*start));
    if (const auto onFail = agent.m_flow.find("on_fail");
        onFail != agent.m_flow.end() && onFail->is_string() && !stateNames.contains(toQString(onFail->get<std::string>())))
        r.problemAtValue("on_fail", WorkspaceMessages::tr("unknown state \"%1\"").arg(toQString(onFail->get<std::string>())));
    if (global) {
        ObjectReader g = r.child({}, WorkspaceMessages::tr("the flow"));
        checkRules(g, "global", false);
    }
    if (problems.size() != before || !start)
        return std::nullopt;
    agent.m_start = *start;
    return agent;
}

// ---------------------------------------------------------------- slots

std::optional<QString> FlowAgent::parseSlot(const QString &slot, const SlotDef &def, const QString &original, QString &normalized,
                                            bool answer) const
{
    Q_UNUSED(slot);
    const QString &source = def.type == QLatin1String("text") ? original : normalized;
    QString captured;
    qsizetype from = -1;
    for (const QRegularExpression &p : def.patterns) {
        const auto m = p.match(source);
        if (m.hasMatch()) {
            const int group = m.lastCapturedIndex() >= 1 ? 1 : 0;
            captured = m.captured(group).trimmed();
            from = m.capturedStart(group);

            break;
        }
    }
    const bool fromPattern = from >= 0;
    const QString text = fromPattern ? captured : source;

    if (def.type == QLatin1String("integer")) {
        static const QRegularExpression num(QStringLiteral("\\b(\\d{1,6})\\b"));
        // ru, hr, bs: not an ordinal ("15-го", "18-og": a date)
        static const QRegularExpression cardinal(QStringLiteral("\\b(\\d{1,6})\\b(?!-)"));
        if (!fromPattern && !answer)
            return std::nullopt;
        const auto m = (isSlavic(m_language) ? cardinal : num).match(text);
        if (!m.hasMatch())
            return std::nullopt;
        const qint64 v = m.captured(1).toLongLong();
        if (v < def.min || v > def.max)
            return std::nullopt;
        return QString::number(v);
    }
    if (def.type == QLatin1String("text")) {
        if (fromPattern)
            return captured.isEmpty() ? std::nullopt : std::optional<QString>(captured);
        if (!answer)
            return std::nullopt;
        QString t = source;
        t.remove(answerLeadIn(m_language));
        t.remove(QRegularExpression(QStringLiteral("[.!?,;]+\\s*$")));
        t = t.trimmed();
        const qsizetype words = t.split(QLatin1Char(' '), Qt::SkipEmptyParts).size();
        static const QRegularExpression letter(QStringLiteral("\\p{L}"), kOptions);
        if (words < 1 || words > 4 || !t.contains(letter))
            return std::nullopt;
        return t;
    }
    if (def.type == QLatin1String("phone")) {
        static const QRegularExpression phone(QStringLiteral("(\\+?\\d[\\d ()-]{4,}\\d)"));
        const auto m = phone.match(text);
        if (!m.hasMatch())
            return std::nullopt;
        static const QRegularExpression isoDate(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        if (isoDate.match(m.captured(1).trimmed()).hasMatch())
            return std::nullopt;
        const int digits = countDigits(m.captured(1));
        if (digits < 6 || digits > 15)
            return std::nullopt;
        if (!fromPattern) { // take the number out, so its digits are not read as a time or a size
            normalized.replace(m.capturedStart(1), m.capturedLength(1), QString(m.capturedLength(1), QLatin1Char(' ')));
        }
        return m.captured(1).simplified();
    }
    if (def.type == QLatin1String("ref")) {
        static const QRegularExpression ref(QStringLiteral("\\b([a-z])(\\s?)([a-z])([- ]?)(\\d{4})\\b"), kOptions);
        // "at 1930" or "on 1215" is a word and a number, not a reference.
        static const QStringList words
            = {QStringLiteral("at"), QStringLiteral("on"), QStringLiteral("in"), QStringLiteral("to"), QStringLiteral("by"),
               QStringLiteral("is"), QStringLiteral("it"), QStringLiteral("or"), QStringLiteral("me"), QStringLiteral("my"),
               QStringLiteral("so"), QStringLiteral("up"), QStringLiteral("we"), QStringLiteral("an"), QStringLiteral("as"),
               QStringLiteral("be"), QStringLiteral("do"), QStringLiteral("go"), QStringLiteral("if"), QStringLiteral("no"),
               QStringLiteral("of"), QStringLiteral("ok"), QStringLiteral("us"), QStringLiteral("am"), QStringLiteral("pm")};
        // Two-letter Croatian and Bosnian words before a number: "za 1930", "do 2030".
        static const QStringList southSlavicWords
            = QStringLiteral("za je na do od po ja mi vi on to ni ne da iz uz su sa bi li ga mu ih me te se si ti ko")
                  .split(QLatin1Char(' '));
        QRegularExpressionMatch m;
        for (auto it = ref.globalMatch(text); it.hasNext();) {
            const auto candidate = it.next();
            const QString letters = (candidate.captured(1) + candidate.captured(3)).toLower();
            const bool plainWord = candidate.captured(2).isEmpty() && candidate.captured(4) != QLatin1String("-");
            if (plainWord && (words.contains(letters) || (isSlavic(m_language) && southSlavicWords.contains(letters))))
                continue;
            m = candidate;
            break;
        }
        if (!m.hasMatch())
            return std::nullopt;
        const QString value = (m.captured(1) + m.captured(3)).toUpper() + QLatin1Char('-') + m.captured(5);
        if (!fromPattern)
            normalized.replace(m.capturedStart(), m.capturedLength(), QString(m.capturedLength(), QLatin1Char(' ')));
        return value;
    }
    if (def.type == QLatin1String("date")) {
        static const QRegularExpression iso(QStringLiteral("\\b(\\d{4})-(\\d{2})-(\\d{2})\\b"));
        if (const auto m = iso.match(text); m.hasMatch()) {
            const QDate d(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
            if (d.isValid())
                return d.toString(Qt::ISODate);
        }
        if (!m_today.isValid())
            return std::nullopt;
        if (isSlavic(m_language))
            return slavicDate(text, m_today, m_language, answer || fromPattern);
        static const QRegularExpression rel(QStringLiteral("\\b(day after tomorrow|tomorrow|today|tonight)\\b"), kOptions);
        if (const auto m = rel.match(text); m.hasMatch()) {
            const QString w = m.captured(1).toLower();
            const int days = w.startsWith(QLatin1String("day after")) ? 2 : w == QLatin1String("tomorrow") ? 1 : 0;
            return m_today.addDays(days).toString(Qt::ISODate);
        }
        const QString months = kMonths.join(QLatin1Char('|'));
        static const QRegularExpression dm(QStringLiteral("\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+(%1)\\b").arg(months),
                                           kOptions);
        static const QRegularExpression md(QStringLiteral("\\b(%1)\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b").arg(months),
                                           kOptions);
        int day = 0, month = 0;
        if (const auto m = dm.match(text); m.hasMatch()) {
            day = m.captured(1).toInt();
            month = int(kMonths.indexOf(m.captured(2).toLower())) + 1;
        } else if (const auto m2 = md.match(text); m2.hasMatch()) {
            day = m2.captured(2).toInt();
            month = int(kMonths.indexOf(m2.captured(1).toLower())) + 1;
        }
        if (day > 0 && month > 0) {
            QDate d(m_today.year(), month, day);
            if (d.isValid() && d < m_today)
                d = QDate(m_today.year() + 1, month, day);
            if (d.isValid())
                return d.toString(Qt::ISODate);
        }
        static const QRegularExpression wd(QStringLiteral("\\b(%1)\\b").arg(kWeekdays.join(QLatin1Char('|'))), kOptions);
        if (const auto m = wd.match(text); m.hasMatch()) {
            const int target = int(kWeekdays.indexOf(m.captured(1).toLower())) + 1;
            int ahead = (target - m_today.dayOfWeek() + 7) % 7;
            if (ahead == 0)
                ahead = 7; // "Monday" said on a Monday means next week's
            return m_today.addDays(ahead).toString(Qt::ISODate);
        }
        return std::nullopt;
    }
    if (def.type == QLatin1String("time")) {
        if (isSlavic(m_language))
            return slavicTime(text, m_language, answer || fromPattern, def.assumePm);
        auto finish = [&](int h, int m, const QString &ampm) -> std::optional<QString> {
            const QString x = ampm.toLower().remove(QLatin1Char('.'));
            if (x == QLatin1String("pm") && h < 12)
                h += 12;
            else if (x == QLatin1String("am") && h == 12)
                h = 0;
            else if (x.isEmpty() && def.assumePm && h >= 1 && h < 12)
                h += 12;
            if (h > 23 || m > 59)
                return std::nullopt;
            return hhmm(h, m);
        };
        const QString ampm = QStringLiteral("(a\\.?m\\.?|p\\.?m\\.?)?");
        static const QRegularExpression colon(QStringLiteral("\\b(\\d{1,2})[:.](\\d{2})\\s*%1").arg(ampm), kOptions);
        if (const auto m = colon.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3));
        static const QRegularExpression half(QStringLiteral("\\b(half|quarter)\\s+(past|to)\\s+(\\d{1,2})\\b"), kOptions);
        if (const auto m = half.match(text); m.hasMatch()) {
            int h = m.captured(3).toInt();
            int min = m.captured(1).toLower() == QLatin1String("half") ? 30 : 15;
            if (m.captured(2).toLower() == QLatin1String("to")) {
                h -= 1;
                min = 60 - min;
            }
            return finish(h, min, {});
        }
        static const QRegularExpression spaced(QStringLiteral("\\b(\\d{1,2})\\s+([0-5]\\d)\\s*(a\\.?m\\.?|p\\.?m\\.?)"),
                                               kOptions);
        if (const auto m = spaced.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3));
        static const QRegularExpression hour(QStringLiteral("\\b(\\d{1,2})\\s*(a\\.?m\\.?|p\\.?m\\.?|o'?clock)(?!\\w)"),
                                             kOptions);
        if (const auto m = hour.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), 0, m.captured(2).contains(QLatin1String("clock")) ? QString() : m.captured(2));
        static const QRegularExpression four(QStringLiteral("\\b(?:at\\s+)?([01]\\d|2[0-3])([0-5]\\d)\\b"), kOptions);
        static const QRegularExpression atFour(QStringLiteral("\\bat\\s+([01]\\d|2[0-3])([0-5]\\d)\\b"), kOptions);
        if (const auto m = (answer || fromPattern ? four : atFour).match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), m.captured(2).toInt(), {});
        static const QRegularExpression at(QStringLiteral("\\b(?:at|around|about)\\s+(\\d{1,2})(?:\\s+([0-5]\\d))?\\b"),
                                           kOptions);
        if (const auto m = at.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), m.captured(2).isEmpty() ? 0 : m.captured(2).toInt(), {});
        if (answer || fromPattern) {
            static const QRegularExpression bare(QStringLiteral("^\\D*\\b(\\d{1,2})(?:\\s+([0-5]\\d))?\\b\\D*$"));
            if (const auto m = bare.match(text); m.hasMatch())
                return finish(m.captured(1).toInt(), m.captured(2).isEmpty() ? 0 : m.captured(2).toInt(), {});
        }
        return std::nullopt;
    }
    return std::nullopt;
}

void FlowAgent::extract(const QString &heard, const QString &asked)
{
    QString normalized = normalizeNumbers(heard, m_language);
    static const QRegularExpression plus(QStringLiteral("\\bplus\\s*(?=\\d)"), kOptions);
    static const QRegularExpression plusRu(u8("\\b(?:plus|плюс)\\s*(?=\\d)"), kOptions);
    normalized.replace(m_language == QLatin1String("ru") ? plusRu : plus, QStringLiteral("+"));
    // Phones and refs first (they blank their digits), then the asked slot, then the others.
    QStringList order;
    for (const QString &s : std::as_const(m_slotOrder)) {
        const QString type = m_slotDefs.value(s).type;
        if (type == QLatin1String("phone") || type == QLatin1String("ref"))
            order.append(s);
    }
    if (!asked.isEmpty() && !order.contains(asked))
        order.append(asked);
    for (const QString &s : std::as_const(m_slotOrder))
        if (!order.contains(s))
            order.append(s);
    for (const QString &s : std::as_const(order)) {
        const bool isAsked = s == asked;
        if (!isAsked && m_slots.contains(s)) {
            // keep what was said earlier, but still blank a known phone/ref's digits
            const QString type = m_slotDefs.value(s).type;
            if (type != QLatin1String("phone") && type != QLatin1String("ref"))
                continue;
        }
        const auto v = parseSlot(s, m_slotDefs.value(s), heard, normalized, isAsked);
        if (v && (isAsked || !m_slots.contains(s)))
            m_slots.insert(s, *v);
    }
}

bool FlowAgent::matches(const QString &intent, const QString &text) const
{
    for (const QRegularExpression &p : m_intents.value(intent))
        if (p.match(text).hasMatch())
            return true;
    return false;
}

// ---------------------------------------------------------------- templates

Json FlowAgent::lookup(const QString &path) const
{
    if (path == QLatin1String("result"))
        return m_result;
    if (path.startsWith(QLatin1String("result."))) {
        const Json *cur = &m_result;
        for (const QString &part : path.mid(7).split(QLatin1Char('.'))) {
            bool isIndex = false;
            const int index = part.toInt(&isIndex);
            if (cur->is_array() && isIndex && index >= 0 && size_t(index) < cur->size())
                cur = &cur->at(size_t(index));
            else if (cur->is_object() && cur->contains(toStdString(part)))
                cur = &cur->at(toStdString(part));
            else
                return Json();
        }
        return *cur;
    }
    if (!m_slots.contains(path))
        return Json();
    const QString v = m_slots.value(path);
    if (m_slotDefs.value(path).type == QLatin1String("integer"))
        return Json(v.toLongLong());
    return Json(toStdString(v));
}

QString FlowAgent::render(const QString &text) const
{
    static const QRegularExpression var(QStringLiteral("\\{\\{\\s*([\\w.]+)\\s*(?:\\|\\s*(\\w+)\\s*)?\\}\\}"));
    QString out;
    qsizetype last = 0;
    auto it = var.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        last = m.capturedEnd();
        QString value = jsonText(lookup(m.captured(1)), orWord(m_language));
        const QString filter = m.captured(2);
        if (filter == QLatin1String("spoken"))
            value = isSlavic(m_language) ? slavicSpokenDate(value, m_language) : spokenDate(value);
        else if (filter == QLatin1String("last3")) {
            QString digits;
            for (const QChar c : value)
                if (c.isDigit())
                    digits.append(c);
            value = digits.right(3);
        }
        out += value;
    }
    out += text.mid(last);
    return out.simplified();
}

Json FlowAgent::renderArg(const Json &value) const
{
    if (value.is_string()) {
        const QString s = toQString(value.get<std::string>());
        static const QRegularExpression whole(QStringLiteral("^\\{\\{\\s*([\\w.]+)\\s*\\}\\}$"));
        if (const auto m = whole.match(s); m.hasMatch())
            return lookup(m.captured(1));
        return Json(toStdString(render(s)));
    }
    if (value.is_object()) {
        Json out = Json::object();
        for (const auto &[k, v] : value.items()) {
            Json r = renderArg(v);
            if (r.is_null() || (r.is_string() && r.get<std::string>().empty()))
                continue; // an argument nobody filled is left out
            out[k] = std::move(r);
        }
        return out;
    }
    return value;
}

bool FlowAgent::condition(const Json &when) const
{
    if (!when.is_object())
        return false; // load() refuses it; never throw on a flow that skipped it
    for (const auto &[key, expected] : when.items()) {
        const QString path = toQString(key);
        Json actual;
        if (path == QLatin1String("timeout"))
            actual = m_lastTimedOut;
        else if (path == QLatin1String("error"))
            actual = m_lastError;
        else
            actual = lookup(path);
        if (expected.is_object()) {
            for (const auto &[op, operand] : expected.items()) {
                if (op == "exists") {
                    if (!operand.is_boolean() || actual.is_null() == operand.get<bool>())
                        return false;
                    continue;
                }
                if (op == "eq" && !sameJson(actual, operand))
                    return false;
                if (op == "ne" && sameJson(actual, operand))
                    return false;
                if (op == "gt" || op == "gte" || op == "lt" || op == "lte") {
                    if (!actual.is_number() || !operand.is_number())
                        return false;
                    const double a = actual.get<double>(), b = operand.get<double>();
                    if ((op == "gt" && !(a > b)) || (op == "gte" && !(a >= b)) || (op == "lt" && !(a < b))
                        || (op == "lte" && !(a <= b)))
                        return false;
                }
            }
        } else if (!sameJson(actual, expected)) {
            return false;
        }
    }
    return true;
}

// ---------------------------------------------------------------- running

// The running agent reads the flow only through these: a value of the wrong
// type (which load() reports) reads as absent instead of throwing.
const Json &FlowAgent::stateJson(const QString &name) const
{
    static const Json none = Json::object();
    const auto states = m_flow.find("states");
    if (states == m_flow.end() || !states->is_object())
        return none;
    const auto it = states->find(toStdString(name));
    return it != states->end() && it->is_object() ? *it : none;
}

namespace {
const Json &member(const Json &j, const char *key)
{
    static const Json none;
    if (!j.is_object())
        return none;
    const auto it = j.find(key);
    return it != j.end() ? *it : none;
}

QString str(const Json &j, const char *key)
{
    const Json &v = member(j, key);
    return v.is_string() ? toQString(v.get<std::string>()) : QString();
}

QStringList names(const Json &list)
{
    QStringList out;
    if (list.is_array())
        for (const Json &s : list)
            if (s.is_string())
                out.append(toQString(s.get<std::string>()));
    return out;
}
} // namespace

QString FlowAgent::missingSlot(const Json &state) const
{
    for (const QString &slot : names(member(state, "fill")))
        if (!m_slots.contains(slot))
            return slot;
    return {};
}

void FlowAgent::say(AgentReply &reply, const QString &text)
{
    const QString t = render(text);
    if (t.isEmpty())
        return;
    reply.text = reply.text.isEmpty() ? t : reply.text + QLatin1Char(' ') + t;
}

void FlowAgent::enter(const QString &state, AgentReply &reply, ToolStubRuntime &tools)
{
    m_pending = state;
    run(reply, tools);
}

// Enters m_pending and every state it leads to without the caller, until a
// state waits for an answer or ends the call.
void FlowAgent::run(AgentReply &reply, ToolStubRuntime &tools)
{
    for (int step = 0; step < 64 && !m_pending.isEmpty(); ++step) {
        const bool fresh = m_pending != m_state || !m_waiting;
        m_state = m_pending;
        m_pending.clear();
        m_waiting = false;
        if (fresh)
            m_reasks = 0;
        const Json &st = stateJson(m_state);
        auto clearSlots = [&] {
            if (fresh)
                for (const QString &slot : names(member(st, "clear")))
                    m_slots.remove(slot);
        };

        if (st.contains("fill")) {
            clearSlots(); // a fill state clears before it asks
            const QString missing = missingSlot(st);
            if (missing.isEmpty()) {
                m_pending = str(st, "then");
                continue;
            }
            if (fresh)
                say(reply, str(st, "say"));
            say(reply, str(member(st, "ask"), toStdString(missing).c_str()));
            m_waiting = true;
            return;
        }
        if (const Json &tool = member(st, "tool"); tool.is_object()) {
            const QString name = str(tool, "name");
            const Json &arguments = member(tool, "arguments");
            const Json args = renderArg(arguments.is_object() ? arguments : Json::object());
            const QString id = QStringLiteral("call-%1").arg(++m_callCount);
            const ToolOutcome outcome = tools.call(name, args, id);
            m_lastTimedOut = outcome.timedOut;
            m_lastError = outcome.error || !outcome.valid;
            m_result = outcome.timedOut ? Json {{"error", "timeout"}} : outcome.result;
            reply.toolCalls.append(ToolCall {id, name, args, outcome.valid, m_result});
        }
        if (const Json &set = member(st, "set"); set.is_object())
            for (const auto &[k, v] : set.items()) {
                const Json value = renderArg(v);
                if (value.is_null())
                    m_slots.remove(toQString(k));
                else
                    m_slots.insert(toQString(k), jsonText(value, orWord(m_language)));
            }
        if (st.contains("tool")) {
            if (m_lastTimedOut && st.contains("on_timeout")) {
                say(reply, str(st, "say_on_failure"));
                m_pending = str(st, "on_timeout");
                continue;
            }
            if ((m_lastTimedOut || m_lastError) && st.contains("on_error")) {
                m_pending = str(st, "on_error");
                continue;
            }
        }
        if (const Json &branch = member(st, "branch"); branch.is_array()) {
            for (const Json &rule : branch)
                if (condition(member(rule, "when"))) {
                    m_pending = str(rule, "goto");
                    break;
                }
            if (!m_pending.isEmpty())
                continue;
        }
        if (fresh || !st.contains("on"))
            say(reply, str(st, "say"));
        clearSlots(); // other states clear after they spoke
        const QString action = str(st, "action");
        if (!action.isEmpty()) {
            reply.action = action == QLatin1String("transfer") ? Turn::Action::Transfer : Turn::Action::End;
            m_finished = true;
            return;
        }
        if (st.contains("on")) {
            m_waiting = true;
            return;
        }
        m_pending = str(st, "goto");
        if (m_pending.isEmpty())
            m_pending = str(st, "else");
        if (m_pending.isEmpty()) { // nowhere to go: wait here
            m_waiting = true;
            return;
        }
    }
    if (!m_pending.isEmpty()) { // a loop between states without the caller
        m_pending.clear();
        say(reply, m_limitSay);
        reply.action = Turn::Action::End;
        m_finished = true;
    }
}

bool FlowAgent::reask(AgentReply &reply, const Json &st)
{
    if (++m_reasks > m_maxReasks) {
        QString fail = str(st, "on_fail");
        if (fail.isEmpty())
            fail = str(m_flow, "on_fail");
        if (!fail.isEmpty()) {
            m_pending = fail;
            return false;
        }
        say(reply, m_limitSay);
        reply.action = Turn::Action::End;
        m_finished = true;
        return true;
    }
    QString again = str(st, "reask");
    if (again.isEmpty())
        again = str(m_flow, "reask");
    if (again.isEmpty())
        again = defaultReask(m_language);
    say(reply, again);
    m_pending = m_state; // not fresh: asks again without the state's opening line
    return false;
}

void FlowAgent::handleAnswer(const QString &heard, AgentReply &reply, ToolStubRuntime &tools)
{
    const Json &st = stateJson(m_state);
    const QString asked = missingSlot(st);
    const QMap<QString, QString> before = m_slots;
    extract(heard, asked);

    auto follow = [&](const Json &rules) -> bool {
        if (!rules.is_array())
            return false;
        for (const Json &rule : rules) {
            if (!rule.is_object())
                continue;
            bool ok = true;
            if (rule.contains("intent"))
                ok = ok && matches(str(rule, "intent"), heard);
            if (rule.contains("slot"))
                ok = ok && m_slots.contains(str(rule, "slot"))
                    && m_slots.value(str(rule, "slot")) != before.value(str(rule, "slot"));
            if (rule.contains("when"))
                ok = ok && condition(member(rule, "when"));
            if (ok) {
                m_pending = str(rule, "goto");
                return true;
            }
        }
        return false;
    };

    if (const auto global = m_flow.find("global"); global != m_flow.end() && follow(*global)) {
        run(reply, tools);
        return;
    }
    if (st.contains("fill")) {
        if (m_slots != before) {
            m_pending = m_state; // asks the next missing slot, or moves on
            m_reasks = 0;
        } else if (reask(reply, st)) {
            return;
        }
        run(reply, tools);
        return;
    }
    if (const auto on = st.find("on"); on != st.end() && follow(*on)) {
        run(reply, tools);
        return;
    }
    if (st.contains("else")) {
        m_pending = str(st, "else");
    } else if (reask(reply, st)) {
        return;
    }
    if (m_pending == m_state && st.contains("on")) { // repeat the question
        say(reply, str(st, "say"));
        m_waiting = true;
        m_pending.clear();
        return;
    }
    run(reply, tools);
}

AgentReply FlowAgent::start(ToolStubRuntime &tools)
{
    AgentReply reply;
    m_state.clear();
    m_slots.clear();
    m_result = Json();
    m_turns = 0;
    m_callCount = 0;
    m_finished = false;
    m_waiting = false;
    enter(m_start, reply, tools);
    return reply;
}

AgentReply FlowAgent::respond(const QString &heard, ToolStubRuntime &tools)
{
    AgentReply reply;
    if (m_finished)
        return reply;
    if (++m_turns > m_maxTurns) {
        say(reply, m_limitSay);
        reply.action = Turn::Action::End;
        m_finished = true;
        return reply;
    }
    handleAnswer(heard, reply, tools);
    return reply;
}

} // namespace Polygon
