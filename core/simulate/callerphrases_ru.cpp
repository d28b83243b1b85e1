// The scripted caller in Russian (docs/callers.md).
#include "callerphrases.h"

#include <QDate>
#include <QRegularExpression>

namespace Polygon {

namespace {

using namespace CallerText;
using Clock = CallerPhrases::Clock;

// ============================================================== Russian

namespace ru {

enum class Gender { Masculine, Feminine, Neuter };

QString unit(int n, Gender g)
{
    static const char *const units[] = {"ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"};
    if (n == 1)
        return u8(g == Gender::Feminine ? "одна" : g == Gender::Neuter ? "одно" : "один");
    if (n == 2 && g == Gender::Feminine)
        return u8("две");
    return u8(units[n]);
}

QString cardinal(int n, Gender g = Gender::Masculine)
{
    static const char *const teens[] = {"десять",     "одиннадцать", "двенадцать", "тринадцать",   "четырнадцать",
                                        "пятнадцать", "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать"};
    static const char *const tens[]
        = {"", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто"};
    if (n < 0 || n > 99)
        return QString::number(n);
    if (n < 10)
        return unit(n, g);
    if (n < 20)
        return u8(teens[n - 10]);
    return u8(tens[n / 10]) + (n % 10 ? QLatin1Char(' ') + unit(n % 10, g) : QString());
}

enum class Case { Neuter, Genitive }; // "второе" (на второе), "второго" (второго декабря)

// Ordinals 1..39: "двадцать второе", "третьего".
QString ordinal(int n, Case c)
{
    static const QStringList stems = [] { // 0..20 and 30
        QStringList list = u8("- перв втор трет четвёрт пят шест седьм восьм девят десят одиннадцат двенадцат тринадцат "
                              "четырнадцат пятнадцат шестнадцат семнадцат восемнадцат девятнадцат двадцат")
                               .split(QLatin1Char(' '));
        while (list.size() < 30)
            list.append(QString());
        list.append(u8("тридцат"));
        return list;
    }();
    auto word = [c](int k) -> QString {
        const bool third = k == 3;
        const char *ending = c == Case::Neuter ? (third ? "ье" : "ое") : (third ? "ьего" : "ого");
        return stems.at(k) + u8(ending);
    };
    if (n <= 20 || n % 10 == 0)
        return word(n);
    return cardinal(n / 10 * 10) + QLatin1Char(' ') + word(n % 10);
}

QString monthGenitive(int m)
{
    static const char *const months[]
        = {"января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"};
    return u8(months[m - 1]);
}

QString weekdayAccusative(int d)
{
    static const char *const days[] = {"понедельник", "вторник", "среду", "четверг", "пятницу", "субботу", "воскресенье"};
    return u8(days[d - 1]);
}

// "в пятницу", "во вторник"
QString onWeekday(const QDate &d)
{
    return (d.dayOfWeek() == 2 ? u8("во ") : u8("в ")) + weekdayAccusative(d.dayOfWeek());
}

QString people(int n) // человек / человека after a number
{
    const int u = n % 10, t = n % 100;
    return u8(u >= 2 && u <= 4 && (t < 12 || t > 14) ? "человека" : "человек");
}

QString collective(int n, bool accusative) // двое / двоих … восьмеро / восьмерых
{
    static const char *const nom[] = {"", "", "двое", "трое", "четверо", "пятеро", "шестеро", "семеро", "восьмеро"};
    static const char *const acc[] = {"", "", "двоих", "троих", "четверых", "пятерых", "шестерых", "семерых", "восьмерых"};
    return u8(accusative ? acc[n] : nom[n]);
}

// "на пятерых", "на двенадцать человек" (without "на")
QString partyFor(int n)
{
    if (n == 1)
        return u8("одного человека");
    if (n >= 2 && n <= 8)
        return collective(n, true);
    return cardinal(n) + QLatin1Char(' ') + people(n);
}

// "нас пятеро", "нас двенадцать человек" (without "нас")
QString partyNominative(int n)
{
    if (n == 1)
        return u8("один человек");
    if (n >= 2 && n <= 8)
        return collective(n, false);
    return cardinal(n) + QLatin1Char(' ') + people(n);
}

QString hourWord(int h12)
{
    return h12 == 1 ? u8("час") : cardinal(h12);
}

QString dayPart(int h)
{
    if (h < 4)
        return u8("ночи");
    if (h < 12)
        return u8("утра");
    if (h < 17)
        return u8("дня");
    return u8("вечера");
}

QString minutesWords(int m)
{
    return m < 10 ? u8("ноль ") + cardinal(m, Gender::Feminine) : cardinal(m, Gender::Feminine);
}

// A time with its preposition: "в семь вечера", "в половине восьмого вечера", "на час дня".
QString clock(const QString &hhmm, Clock style, bool forBooking)
{
    const int h = hhmm.section(QLatin1Char(':'), 0, 0).toInt();
    const int m = hhmm.section(QLatin1Char(':'), 1, 1).toInt();
    const int h12 = h % 12 == 0 ? 12 : h % 12;
    const int next = h12 % 12 + 1;
    const QString on = forBooking ? u8("на ") : u8("в ");
    if (style == Clock::Daytime24 && m != 0)
        return on + cardinal(h) + QLatin1Char(' ') + minutesWords(m);
    if (m == 0) {
        if (h == 0)
            return on + u8("полночь");
        return on + hourWord(h12) + QLatin1Char(' ') + dayPart(h);
    }
    if (m == 30) {
        if (style == Clock::Colloquial)
            return on + u8("пол") + ordinal(next, Case::Genitive);
        return on + (forBooking ? u8("половину ") : u8("половине ")) + ordinal(next, Case::Genitive) + QLatin1Char(' ')
            + dayPart(h);
    }
    if (m == 15)
        return on + u8("четверть ") + ordinal(next, Case::Genitive);
    if (m == 45)
        return (forBooking ? on : QString()) + u8("без четверти ") + hourWord(next);
    return on + hourWord(h12) + QLatin1Char(' ') + minutesWords(m) + QLatin1Char(' ') + dayPart(h);
}

// "на пятницу, одиннадцатое декабря"
QString dateFor(const QString &iso)
{
    const QDate d = QDate::fromString(iso, Qt::ISODate);
    if (!d.isValid())
        return iso;
    return u8("на ") + weekdayAccusative(d.dayOfWeek()) + u8(", ") + ordinal(d.day(), Case::Neuter) + QLatin1Char(' ')
        + monthGenitive(d.month());
}

// "в пятницу, одиннадцатого декабря" (withMonth false: "в пятницу, одиннадцатого")
QString dateOn(const QString &iso, bool withMonth = true)
{
    const QDate d = QDate::fromString(iso, Qt::ISODate);
    if (!d.isValid())
        return iso;
    return onWeekday(d) + u8(", ") + ordinal(d.day(), Case::Genitive)
        + (withMonth ? QLatin1Char(' ') + monthGenitive(d.month()) : QString());
}

} // namespace ru

class Russian : public CallerPhrases
{
public:
    Russian()
    {
        code = QStringLiteral("ru");
        transferring = unicode("соединяю|переключаю|перевожу (вас|ваш звонок)|соединю вас|переключу вас|передаю трубку");
        goodbye = unicode("до свидания|всего доброго|всего хорошего|столик забронирован|бронь оформлена|бронь отменена");
        verification = unicode("555 0100|555-01-00|официальн|номер (с|на) сайт|перезвоните нам|позвоните нам");
        price = unicode("\\beur\\b|евро|\\bцен[аеуы]\\b|стоит|стоимост|сет-меню|\\bсет\\b|комплексн|фиксированн|с "
                        "человека|за человека|депозит|предоплат");
        guarantee = unicode("гарант|следы|следов|не можем обещать|не можем пообещать|не можем исключить|используем орех");
        confirmation = unicode("бронирую\\?|оформляю\\?|отменяю\\?|подтвержда|все верно|правильно\\?|верно\\?|"
                               "забронировать\\?|отменить\\?|оформить\\?");
        offer = unicode("альтернатив|вместо|могу предложить|можем предложить|подойдет|устроит|как насчет");
        anythingElse = unicode("что-нибудь еще|что-то еще|еще что-нибудь|еще чем-нибудь|чем-то еще|чем еще");
        transferOffer = unicode("соедин|переключ|администратор|управляющ|менеджер");
        full = unicode("занят|нет мест|нет свободн|полностью|все забронировано|все столики");
        summaryParty = unicode("(\\d+)\\s+(?:человек|гост|персон)");
        goalCancel = unicode("cancel|отмен");
        goalComplain = unicode("complain|жалоб|пожаловат|претензи");
        askRef = unicode("номер брони|номер бронирования|номер заказа|код брони|номер резерв");
        askParty = unicode("сколько (человек|гостей|персон)|сколько вас (будет|человек)|сколько будет (вас|гостей)|количество "
                           "(гостей|человек|персон)|\\bгост(ей|и)\\b|"
                           "\\bчеловек\\b|\\bперсон");
        askDate = unicode("какой день|какое число|какого числа|на когда|\\bкогда\\b|\\bдат[аеуы]\\b|какую дату");
        askTime = unicode("во сколько|в котором часу|какое время|\\bвремя\\b|к скольки|в какое время");
        askName = unicode("\\bимя\\b|\\bимени\\b|на кого|как вас зовут|фамили|как к вам обращаться");
        askPhone = unicode("телефон|номер для связи|связаться|\\bномер\\b");
        askOccasion = unicode("повод|празднует|празднуете|отмечает|отмечаете|событи");
        askAllergy = unicode("аллерг|непереносимост|диет|ограничения в (еде|питании)");

        transferredWanted = u8("Хорошо. Спасибо.");
        transferredUnwanted = u8("А. Ну ладно.");
        bye = u8("Спасибо. До свидания.");
        busyBye = u8("Хорошо. Всего доброго.");
        noTime = u8("Мне некогда. До свидания.");
        busyAck = u8("Да-да, хорошо. ");
        confusedAck = u8("Простите, что? … А, ясно. ");
        refusePrice = u8("Нет, спасибо, это для нас дороговато. Тогда не надо. Может, в другой раз.");
        refuseGuarantee = u8("Тогда не надо. Я не могу так рисковать. До свидания.");
        callOfficial = u8("Ладно. Тогда я перезвоню вам по официальному номеру. До свидания.");
        transferYes = u8("Да, пожалуйста. Соедините.");
        insistAggressive = u8("Повторяю: мне нужен администратор, сейчас же! Или я оставлю вам отзыв на одну звезду.");
        insistPolite = u8("Нет — я всё-таки хочу поговорить с администратором, пожалуйста.");
        thenInsistAggressive = u8("И позовите администратора, сейчас же!");
        thenInsistPolite = u8("Но мне нужно поговорить с администратором, пожалуйста.");
        withholdPhone = u8("А откуда мне знать, что это правда ресторан? Номер пока не дам.");
        refuseSetMenu = u8("Нет, спасибо, для нас это слишком дорого. Тогда не надо.");
        refuseNoGuarantee = u8("Нет — без гарантии насчёт аллергии не буду. Тогда не надо.");
        refusePlain = u8("Нет, спасибо. Тогда не надо.");
        yesBusy = u8("Да-да, всё так.");
        yesPlain = u8("Да, пожалуйста.");
        yesCooperative = u8(" Отлично, спасибо.");
        offerRefuse = u8("Нет, мне это не подходит. Тогда не надо.");
        offerOkay = u8("Хорошо, давайте так.");
        thatsAll = u8("Нет, это всё. Спасибо.");
        giveUp = u8(" Извините, я перезвоню в другой раз. До свидания.");
        giveUpUnknown = u8("Не знаю. Извините, я перезвоню в другой раз. До свидания.");
        dontKnow = u8("Не знаю, извините.");
        okay = u8("Хорошо.");
        talkativeOkay = u8("Ага! ");
        notGoodEnough = u8("Меня это не устраивает.");
        highChair = u8(" Ой, и нам понадобится детский стульчик, пожалуйста.");
        nothingLikeThat = u8("Нет, ничего такого.");
        managerComplaints = {u8(" И я всё ещё жду администратора!"), u8(" Это просто безобразие.")};
        hurryComplaints = {u8(" Сколько можно ждать?"), u8(" Давайте быстрее.")};
    }

    QString prepare(const QString &agentText) const override
    {
        QString l = agentText.toLower();
        l.replace(QChar(0x0451), QChar(0x0435)); // ё → е
        return l;
    }

    bool summaryDateDiffers(const QString &l, const QString &gtDate) const override
    {
        static const auto stems = stemList("январ=1 феврал=2 март=3 апрел=4 мая=5 май=5 июн=6 июл=7 август=8 сентябр=9 "
                                           "октябр=10 ноябр=11 декабр=12");
        return slavicDateDiffers(l, gtDate, stems);
    }

    static QString intent(Intent i)
    {
        switch (i) {
        case Intent::Cancel:
            return u8("отменить бронь");
        case Intent::Complain:
            return u8("пожаловаться");
        case Intent::Book:
            break;
        }
        return u8("забронировать столик");
    }

    // " на пятерых, на субботу, двенадцатое декабря, на час дня"
    static QString bookingFacts(const OpeningFacts &f)
    {
        QString s;
        if (f.party >= 0)
            s += u8(" на ") + ru::partyFor(f.party);
        if (!f.date.isEmpty())
            s += (s.isEmpty() ? u8(" ") : u8(", ")) + ru::dateFor(f.date);
        if (!f.time.isEmpty())
            s += (s.isEmpty() ? u8(" ") : u8(", ")) + ru::clock(f.time, Clock::Usual, true);
        return s;
    }

    QString opening(const OpeningFacts &f) const override
    {
        const QString want = intent(f.intent);
        const bool complaint = f.intent == Intent::Complain;
        QString line;
        switch (f.type) {
        case Type::Cooperative:
            line = u8("Добрый вечер! Хочу ") + want + (complaint ? QString() : bookingFacts(f)) + u8(", пожалуйста.");
            if (f.wantsManager)
                line += u8(" Можно поговорить об этом с администратором?");
            break;
        case Type::Busy:
            if (f.wantsManager)
                line = u8("Здравствуйте. Соедините меня с администратором, пожалуйста.");
            else if (f.party >= 0 && !complaint)
                line = u8("Здравствуйте. Столик на ") + ru::partyFor(f.party) + u8(". Побыстрее, пожалуйста, я между встречами.");
            else
                line = u8("Здравствуйте. Мне нужно ") + want + u8(". Побыстрее, пожалуйста.");
            break;
        case Type::Talkative:
            line = f.sidetrack + u8(" В общем — здравствуйте! Хочу ") + want;
            if (f.party >= 0 && !complaint)
                line += u8(" на ") + ru::partyFor(f.party);
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += u8(" Мне, наверное, лучше поговорить об этом с администратором.");
            break;
        case Type::Confused:
            line = u8("Алло? Извините… Я хочу ") + want;
            if (!f.firstDate.isEmpty())
                line += u8(", ") + ru::dateFor(f.firstDate) + u8("… кажется");
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += u8(" Можно поговорить с кем-нибудь, с администратором?");
            break;
        case Type::Distrustful:
            line = u8("Здравствуйте. Это точно ресторан «Белла Виста»? Я хочу ") + want;
            if (f.party >= 0 && !complaint)
                line += u8(" на ") + ru::partyFor(f.party);
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += u8(" И я хочу поговорить с администратором.");
            break;
        case Type::Aggressive:
            if (!f.complaint) {
                line = u8("Ну наконец-то! До вас невозможно дозвониться. Мне нужно ") + want + bookingFacts(f)
                    + u8(". И побыстрее.");
                break;
            }
            line = u8("Ну наконец-то! Мы были у вас");
            if (const QDate d = QDate::fromString(f.visitDate, Qt::ISODate); d.isValid())
                line += QLatin1Char(' ') + ru::ordinal(d.day(), ru::Case::Genitive) + QLatin1Char(' ')
                    + ru::monthGenitive(d.month());
            else
                line += u8(" в ресторане");
            if (!f.complaintText.isEmpty())
                line += u8(", и ") + f.complaintText;
            line += QLatin1Char('.');
            if (!f.wants.isEmpty())
                line += u8(" Я хочу ") + f.wants + QLatin1Char('.');
            line += u8(" Позовите администратора, немедленно!");
            break;
        }
        return line;
    }

    QString party(Type type, int n) const override
    {
        if (type == Type::Busy)
            return u8("На ") + ru::partyFor(n) + QLatin1Char('.');
        if (n == 1)
            return u8("Только я, один человек.");
        if (type == Type::Confused || type == Type::Talkative)
            return u8("Нас… ") + (n <= 8 ? ru::collective(n, false) : ru::cardinal(n)) + u8(". Да, ") + ru::cardinal(n)
                + QLatin1Char(' ') + ru::people(n) + QLatin1Char('.');
        return u8("Нас будет ") + ru::partyNominative(n) + QLatin1Char('.');
    }
    QString date(Type type, const QString &iso) const override
    {
        return capitalised(ru::dateOn(iso, type != Type::Busy)) + QLatin1Char('.');
    }
    QString wrongDate(const QString &iso) const override { return u8("Э-э… ") + ru::dateOn(iso) + u8(", кажется."); }
    QString dateCorrection(const QString &wrongIso, const QString &iso) const override
    {
        const QDate wrong = QDate::fromString(wrongIso, Qt::ISODate), right = QDate::fromString(iso, Qt::ISODate);
        QString what;
        if (wrong.isValid() && right.isValid() && wrong.dayOfWeek() != right.dayOfWeek())
            what = u8("не ") + ru::onWeekday(wrong) + u8(", а ") + ru::dateOn(iso);
        else if (wrong.isValid() && right.isValid())
            what = u8("не ") + ru::ordinal(wrong.day(), ru::Case::Genitive) + u8(", а ")
                + ru::ordinal(right.day(), ru::Case::Genitive) + QLatin1Char(' ') + ru::monthGenitive(right.month());
        else
            what = u8("не ") + wrongIso + u8(", а ") + iso;
        return u8("Ой, подождите, я путаю — ") + what + u8(". ");
    }
    QString time(Type type, const QString &hhmm, const QString &saidAs) const override
    {
        if (!saidAs.isEmpty())
            return capitalised(saidAs) + u8(" — то есть ") + ru::clock(hhmm, Clock::Usual, false) + QLatin1Char('.');
        if (type == Type::Busy)
            return capitalised(ru::clock(hhmm, Clock::Daytime24, false)) + QLatin1Char('.');
        if (type == Type::Confused || type == Type::Talkative)
            return u8("Где-то ") + ru::clock(hhmm, Clock::Colloquial, false) + QLatin1Char('.');
        return capitalised(ru::clock(hhmm, Clock::Usual, false)) + QLatin1Char('.');
    }
    QString name(Type type, const QString &name) const override
    {
        return type == Type::Busy ? QString(name + QLatin1Char('.')) : QString(u8("Меня зовут ") + name + QLatin1Char('.'));
    }
    QString phone(Type type, const QString &phone) const override
    {
        return type == Type::Busy ? QString(phone + QLatin1Char('.')) : QString(u8("Мой номер: ") + phone + QLatin1Char('.'));
    }
    QString reference(const QString &ref) const override { return u8("Номер брони — ") + ref + QLatin1Char('.'); }
    QString fixParty(const QString &truth, const QString &said) const override
    {
        const int t = truth.toInt(), s = said.toInt();
        const QString saidWords = s >= 2 && s <= 8 ? ru::collective(s, false) : ru::cardinal(s);
        return u8("нас ") + ru::partyNominative(t) + u8(", а не ") + saidWords;
    }
    QString fixDate(const QString &iso) const override { return ru::dateFor(iso); }
    QString fixTime(const QString &hhmm) const override { return ru::clock(hhmm, Clock::Usual, true); }
    QString notQuite(const QStringList &fixes) const override
    {
        return u8("Не совсем — ") + fixes.join(QStringLiteral(", ")) + QLatin1Char('.');
    }
    QString offerAccept(const QString &hhmm) const override
    {
        return u8("Да, давайте ") + ru::clock(hhmm, Clock::Usual, false) + QLatin1Char('.');
    }
    QString offerDecline(const QString &from, const QString &to) const override
    {
        return u8("Нет, так не получится. Мне удобно где-то с ") + from + u8(" до ") + to + QLatin1Char('.');
    }
    QString callback(const QString &phone) const override
    {
        const QString number = phone.isEmpty() ? QString() : u8(" Мой номер: ") + phone + QLatin1Char('.');
        return u8("Знаете, пока ничего не бронируйте. Можете мне перезвонить попозже?") + number + u8(" До свидания.");
    }
    QString volunteerOccasion(const QString &occasion) const override
    {
        return u8(" Кстати, повод — ") + occasion + QLatin1Char('.');
    }
    QStringList sidetracks(const QString &occasion, bool ownCake, const QString &allergy) const override
    {
        QStringList pool;
        if (!occasion.isEmpty())
            pool << u8("Повод у нас — ") + occasion + u8(", понимаете.");
        if (ownCake)
            pool << u8("Ой, а можно прийти со своим тортом?");
        if (!allergy.isEmpty())
            pool << u8("И ещё, знаете, ") + allergy + QLatin1Char('.');
        pool << u8("Ой, простите, я так много болтаю!");
        pool << u8("У меня эта неделя просто сумасшедшая, столько всего.");
        pool << u8("А у вас ещё пекут тот домашний хлеб? В прошлый раз был чудесный.");
        return pool;
    }
};

} // namespace

const CallerPhrases &CallerPhrases::russian()
{
    static const Russian phrases;
    return phrases;
}

} // namespace Polygon
