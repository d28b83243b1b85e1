// Numbers, dates and times as callers say them (docs/flows.md "Numbers",
// "Dates and times"; docs/noise.md "Numbers").
#include "spokennumbers.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace Polygon {

namespace {

using NumberGrammar = SpokenNumbers::NumberGrammar;

constexpr auto kOptions = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

// ---------------------------------------------------------------- en

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

QString englishSpokenDate(const QString &iso)
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

std::optional<QString> englishDate(const QString &text, const QDate &today)
{
    static const QRegularExpression rel(QStringLiteral("\\b(day after tomorrow|tomorrow|today|tonight)\\b"), kOptions);
    if (const auto m = rel.match(text); m.hasMatch()) {
        const QString w = m.captured(1).toLower();
        const int days = w.startsWith(QLatin1String("day after")) ? 2 : w == QLatin1String("tomorrow") ? 1 : 0;
        return today.addDays(days).toString(Qt::ISODate);
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
        QDate d(today.year(), month, day);
        if (d.isValid() && d < today)
            d = QDate(today.year() + 1, month, day);
        if (d.isValid())
            return d.toString(Qt::ISODate);
    }
    static const QRegularExpression wd(QStringLiteral("\\b(%1)\\b").arg(kWeekdays.join(QLatin1Char('|'))), kOptions);
    if (const auto m = wd.match(text); m.hasMatch()) {
        const int target = int(kWeekdays.indexOf(m.captured(1).toLower())) + 1;
        int ahead = (target - today.dayOfWeek() + 7) % 7;
        if (ahead == 0)
            ahead = 7; // "Monday" said on a Monday means next week's
        return today.addDays(ahead).toString(Qt::ISODate);
    }
    return std::nullopt;
}

std::optional<QString> englishTime(const QString &text, bool answer, bool assumePm)
{
    auto finish = [&](int h, int m, const QString &ampm) -> std::optional<QString> {
        const QString x = ampm.toLower().remove(QLatin1Char('.'));
        if (x == QLatin1String("pm") && h < 12)
            h += 12;
        else if (x == QLatin1String("am") && h == 12)
            h = 0;
        else if (x.isEmpty() && assumePm && h >= 1 && h < 12)
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
    static const QRegularExpression spaced(QStringLiteral("\\b(\\d{1,2})\\s+([0-5]\\d)\\s*(a\\.?m\\.?|p\\.?m\\.?)"), kOptions);
    if (const auto m = spaced.match(text); m.hasMatch())
        return finish(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3));
    static const QRegularExpression hour(QStringLiteral("\\b(\\d{1,2})\\s*(a\\.?m\\.?|p\\.?m\\.?|o'?clock)(?!\\w)"), kOptions);
    if (const auto m = hour.match(text); m.hasMatch())
        return finish(m.captured(1).toInt(), 0, m.captured(2).contains(QLatin1String("clock")) ? QString() : m.captured(2));
    static const QRegularExpression four(QStringLiteral("\\b(?:at\\s+)?([01]\\d|2[0-3])([0-5]\\d)\\b"), kOptions);
    static const QRegularExpression atFour(QStringLiteral("\\bat\\s+([01]\\d|2[0-3])([0-5]\\d)\\b"), kOptions);
    if (const auto m = (answer ? four : atFour).match(text); m.hasMatch())
        return finish(m.captured(1).toInt(), m.captured(2).toInt(), {});
    static const QRegularExpression at(QStringLiteral("\\b(?:at|around|about)\\s+(\\d{1,2})(?:\\s+([0-5]\\d))?\\b"), kOptions);
    if (const auto m = at.match(text); m.hasMatch())
        return finish(m.captured(1).toInt(), m.captured(2).isEmpty() ? 0 : m.captured(2).toInt(), {});
    if (answer) {
        static const QRegularExpression bare(QStringLiteral("^\\D*\\b(\\d{1,2})(?:\\s+([0-5]\\d))?\\b\\D*$"));
        if (const auto m = bare.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), m.captured(2).isEmpty() ? 0 : m.captured(2).toInt(), {});
    }
    return std::nullopt;
}

// ---------------------------------------------------------------- ru, hr, bs

QString u8(const char *utf8)
{
    return QString::fromUtf8(utf8);
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
            NumberGrammar number(NumberGrammar::HundredsAfter::UnitOnly);
            const qsizetype first = k;
            qsizetype end = k;
            bool ordinal = false;
            QString ending;
            while (k <= last) {
                const SlavicToken &w = tokens.at(k);
                if (w.connector) {
                    if (!number.open() || k + 1 > last)
                        break;
                    NumberGrammar trial = number;
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
                NumberGrammar trial = number;
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

} // namespace

// ---------------------------------------------------------------- numbers

bool SpokenNumbers::isSlavic(const QString &language)
{
    return language == QLatin1String("ru") || language == QLatin1String("hr") || language == QLatin1String("bs");
}

QString SpokenNumbers::normalize(const QString &text)
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

QString SpokenNumbers::normalize(const QString &text, const QString &language)
{
    if (language.isEmpty() || language == QLatin1String("en"))
        return normalize(text);
    if (isSlavic(language))
        return slavicNormalizeNumbers(text, language);
    return text;
}

// ---------------------------------------------------------------- dates and times

std::optional<QString> SpokenNumbers::date(const QString &text, const QDate &today, const QString &language, bool answer)
{
    if (isSlavic(language))
        return slavicDate(text, today, language, answer);
    return englishDate(text, today);
}

std::optional<QString> SpokenNumbers::time(const QString &text, const QString &language, bool answer, bool assumePm)
{
    if (isSlavic(language))
        return slavicTime(text, language, answer, assumePm);
    return englishTime(text, answer, assumePm);
}

QString SpokenNumbers::spokenDate(const QString &iso, const QString &language)
{
    return isSlavic(language) ? slavicSpokenDate(iso, language) : englishSpokenDate(iso);
}

// ---------------------------------------------------------------- shared with recognition noise

QString SpokenNumbers::digitWords(const QString &digits, const NoiseTables::Language &table)
{
    QStringList words;
    for (const QChar c : digits)
        if (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
            words.append(table.digitWords.at(c.unicode() - u'0'));
    return words.join(QLatin1Char(' '));
}

bool SpokenNumbers::isOrdinal(const QString &word, const NoiseTables::Language &table)
{
    const QString w = NoiseTables::normalise(word);
    if (w.isEmpty() || table.numbers.contains(w))
        return false;
    if (table.ordinalWords.contains(w))
        return true;
    const auto stemWithEnding = [&w](const QStringList &stems, const QSet<QString> &endings) {
        for (const QString &stem : stems)
            if (w.size() > stem.size() && w.startsWith(stem) && endings.contains(w.mid(stem.size())))
                return true;
        return false;
    };
    return stemWithEnding(table.ordinalStems, table.ordinalEndings)
        || stemWithEnding(table.irregularOrdinalStems, table.irregularOrdinalEndings);
}

// ---------------------------------------------------------------- the grammar of one number

bool NumberGrammar::accept(Kind kind, qint64 value)
{
    if (m_zero)
        return false;
    if (m_afterConnector && kind != Kind::Unit && kind != Kind::Teen && kind != Kind::Tens && kind != Kind::Hundreds)
        return false;
    switch (kind) {
    case Kind::Zero:
        if (m_any)
            return false;
        m_zero = true;
        m_stage = Stage::Closed;
        break;
    case Kind::Unit:
        if (m_stage == Stage::Closed)
            return false;
        m_group += value;
        m_stage = Stage::Closed;
        break;
    case Kind::Teen:
        if (m_stage != Stage::Empty && m_stage != Stage::Hundreds)
            return false;
        m_group += value;
        m_stage = Stage::Closed;
        break;
    case Kind::Tens:
        if (m_stage != Stage::Empty && m_stage != Stage::Hundreds)
            return false;
        m_group += value;
        m_stage = Stage::Tens;
        break;
    case Kind::Hundreds:
        if (m_stage != Stage::Empty)
            return false;
        m_group += value;
        m_stage = Stage::Hundreds;
        m_hundredsPlaced = true;
        break;
    case Kind::HundredMultiplier:
        if (m_stage == Stage::Empty) {
            if (m_any) // "thousand hundred"
                return false;
            m_group = value; // a bare "hundred", "stotinu"
        } else if (m_hundredsAfter == HundredsAfter::UnitOnly
                       ? !(m_stage == Stage::Closed && m_group > 0 && m_group < 10) // "pet stotina"
                       : m_hundredsPlaced) {
            return false;
        } else {
            m_group *= value; // "nineteen hundred", "tri stotine"
        }
        m_stage = Stage::Hundreds;
        m_hundredsPlaced = true;
        break;
    case Kind::Multiplier:
        if ((m_lastMultiplier && value >= m_lastMultiplier) || (m_stage == Stage::Empty && m_any))
            return false;
        m_total += std::max<qint64>(m_group, 1) * value;
        m_group = 0;
        m_stage = Stage::Empty;
        m_hundredsPlaced = false;
        m_lastMultiplier = value;
        break;
    }
    m_any = true;
    m_afterConnector = false;
    return true;
}

bool NumberGrammar::acceptConnector(bool afterTens)
{
    if (!m_any || m_zero || m_afterConnector)
        return false;
    const bool ok
        = m_stage == Stage::Hundreds || (m_stage == Stage::Empty && m_lastMultiplier) || (afterTens && m_stage == Stage::Tens);
    if (ok)
        m_afterConnector = true;
    return ok;
}

bool NumberGrammar::acceptArticle()
{
    if (m_any)
        return false;
    m_group = 1;
    m_stage = Stage::Closed;
    m_any = true;
    return true;
}

} // namespace Polygon
