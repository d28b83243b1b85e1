#include "scriptedcaller.h"

#include "core/simulate/prng.h"

#include <QDate>
#include <QRegularExpression>

#include <memory>
#include <optional>

namespace Polygon {

using Type = Persona::Type;
using Outcome = Persona::Outcome;

namespace {

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

int minutesOf(const QString &hhmm)
{
    const QStringList p = hhmm.split(QLatin1Char(':'));
    return p.size() == 2 ? p[0].toInt() * 60 + p[1].toInt() : -1;
}

QStringList allMatches(const QString &text, const char *pattern)
{
    QStringList out;
    auto it = QRegularExpression(QString::fromLatin1(pattern)).globalMatch(text);
    while (it.hasNext())
        out << it.next().captured(0);
    return out;
}

QString u8(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

} // namespace

// One language of the scripted caller: the patterns that recognise what the
// agent says (matched against prepare()d text) and every line the caller says.
class CallerPhrases
{
public:
    virtual ~CallerPhrases() = default;

    enum class Intent { Book, Cancel, Complain };
    // Time phrasing: "in half past seven" / "around half seven" / "at nineteen thirty".
    enum class Clock { Usual, Colloquial, Daytime24 };

    // What the opening line may say; the caller decides which facts it gives.
    struct OpeningFacts
    {
        Type type = Type::Cooperative;
        Intent intent = Intent::Book;
        bool wantsManager = false;
        bool complaint = false; // aggressive: the complaint opening (else an angry booking)
        int party = -1; // -1: not said
        QString date, time; // ISO / HH:MM, empty: not said
        QString firstDate; // confused: the wrong date said first
        QString sidetrack; // talkative
        QString visitDate, complaintText, wants; // aggressive complaint
    };

    QString code;

    // ---- understanding the agent
    virtual QString prepare(const QString &agentText) const { return agentText.toLower(); }
    QRegularExpression transferring, goodbye, verification, price, guarantee, confirmation, offer, anythingElse, transferOffer,
        full, summaryParty, goalCancel, goalComplain;
    QRegularExpression askRef, askParty, askDate, askTime, askName, askPhone, askOccasion, askAllergy;

    QStringList askedSlots(const QString &agentText) const
    {
        const QString l = prepare(agentText);
        QStringList slots;
        if (askRef.match(l).hasMatch())
            slots << QStringLiteral("existing_booking_ref");
        if (askParty.match(l).hasMatch())
            slots << QStringLiteral("party_size");
        if (askDate.match(l).hasMatch())
            slots << QStringLiteral("date");
        if (askTime.match(l).hasMatch())
            slots << QStringLiteral("time");
        if (askName.match(l).hasMatch())
            slots << QStringLiteral("name");
        if (askPhone.match(l).hasMatch() && !slots.contains(QStringLiteral("existing_booking_ref")))
            slots << QStringLiteral("phone");
        if (askOccasion.match(l).hasMatch())
            slots << QStringLiteral("occasion");
        if (askAllergy.match(l).hasMatch())
            slots << QStringLiteral("allergy");
        return slots;
    }

    // The party size the agent's summary states (first one), if any.
    std::optional<QString> statedParty(const QString &l) const
    {
        const auto m = summaryParty.match(l);
        if (!m.hasMatch())
            return std::nullopt;
        for (int i = 1; i <= m.lastCapturedIndex(); ++i)
            if (!m.captured(i).isEmpty())
                return m.captured(i);
        return std::nullopt;
    }
    // True when the summary names dates and none is the ground truth's.
    virtual bool summaryDateDiffers(const QString &l, const QString &gtDate) const = 0;

    // ---- speaking
    virtual QString opening(const OpeningFacts &f) const = 0;
    virtual QString party(Type type, int n) const = 0; // the answer to "how many?"
    virtual QString date(Type type, const QString &iso) const = 0;
    virtual QString wrongDate(const QString &iso) const = 0; // a confused caller's first, wrong date
    virtual QString dateCorrection(const QString &wrongIso, const QString &iso) const = 0; // ends with a space
    virtual QString time(Type type, const QString &hhmm, const QString &saidAs) const = 0;
    virtual QString name(Type type, const QString &name) const = 0;
    virtual QString phone(Type type, const QString &phone) const = 0;
    virtual QString reference(const QString &ref) const = 0;
    virtual QString fixParty(const QString &truth, const QString &said) const = 0;
    virtual QString fixDate(const QString &iso) const = 0;
    virtual QString fixTime(const QString &hhmm) const = 0;
    virtual QString notQuite(const QStringList &fixes) const = 0;
    virtual QString offerAccept(const QString &hhmm) const = 0;
    virtual QString offerDecline(const QString &from, const QString &to) const = 0;
    virtual QString callback(const QString &phone) const = 0; // phone may be empty
    virtual QString volunteerOccasion(const QString &occasion) const = 0;
    // The talkative caller's sidetracks, in a fixed order (empty facts skipped).
    virtual QStringList sidetracks(const QString &occasion, bool ownCake, const QString &allergy) const = 0;

    QString transferredWanted, transferredUnwanted, bye, busyBye, noTime, busyAck, confusedAck;
    QString refusePrice, refuseGuarantee, callOfficial, transferYes, insistAggressive, insistPolite;
    QString thenInsistAggressive, thenInsistPolite, withholdPhone, refuseSetMenu, refuseNoGuarantee, refusePlain;
    QString yesBusy, yesPlain, yesCooperative, offerRefuse, offerOkay, thatsAll, giveUp, giveUpUnknown, dontKnow;
    QString okay, talkativeOkay, notGoodEnough, highChair, nothingLikeThat;
    QStringList managerComplaints, hurryComplaints; // aggressive asides, odd / even
};

namespace {

using Intent = CallerPhrases::Intent;
using Clock = CallerPhrases::Clock;
using OpeningFacts = CallerPhrases::OpeningFacts;

constexpr auto kUnicode = QRegularExpression::UseUnicodePropertiesOption;

QRegularExpression latin(const char *pattern)
{
    return QRegularExpression(QString::fromLatin1(pattern));
}

QRegularExpression unicode(const char *utf8)
{
    return QRegularExpression(QString::fromUtf8(utf8), kUnicode);
}

// ============================================================== English

class English : public CallerPhrases
{
public:
    English()
    {
        code = QStringLiteral("en");
        transferring = latin("put(ting)? you through|transferr?ing you|connect(ing)? you|i'll transfer|i will transfer|let me "
                             "transfer");
        // "booked" only as a done deal: not "fully booked", not "the number you booked with".
        goodbye = latin("good ?bye|\\bbye\\b|(you'?re|you are|is|are|all) booked\\b|\\b(is|been|now) cancell?ed\\b");
        verification = latin("555 0100|public number|official number|call us back|call back on");
        price = latin("\\beur\\b|euro|price|set menu|per person|cost|deposit");
        guarantee = latin("guarantee|traces|can't promise|cannot promise|not free of|uses nuts");
        confirmation = latin("shall i|should i|is that right|is that correct|correct\\?|confirm|would you like me to "
                             "(book|cancel)|can i (book|cancel)");
        offer = latin("alternative|instead|would .* work|how about|i can offer|is .* (ok|okay|fine)\\?");
        anythingElse = latin("anything else");
        transferOffer = latin("transfer|the manager|speak to (a|the) (person|human|manager)");
        full = latin("\\bfull\\b|not available|no table|fully booked");
        summaryParty = latin("(\\d+) (people|persons|guests)");
        goalCancel = latin("cancel");
        goalComplain = latin("complain");
        askRef = latin("\\breference\\b|booking number|\\bref\\b");
        askParty = latin("how many|\\bpeople\\b|\\bguests\\b|\\bparty\\b|\\bpersons\\b");
        askDate = latin("which day|what day|\\bdate\\b|\\bwhen\\b");
        askTime = latin("what time|\\btime\\b");
        askName = latin("\\bname\\b");
        askPhone = latin("phone|number to reach|reach you|\\bcontact\\b|\\bnumber\\b");
        askOccasion = latin("occasion|celebrat");
        askAllergy = latin("allerg|dietary");

        transferredWanted = QStringLiteral("Good. Thank you.");
        transferredUnwanted = QStringLiteral("Oh. Okay.");
        bye = QStringLiteral("Thank you. Goodbye.");
        busyBye = QStringLiteral("Fine. Bye.");
        noTime = QStringLiteral("I don't have time for this. Bye.");
        busyAck = QStringLiteral("Yes, yes, fine. ");
        confusedAck = QStringLiteral("Sorry, what? … Ah. ");
        refusePrice = QStringLiteral("No thanks, that's too much. Then I'll leave it. Maybe another time.");
        refuseGuarantee = QStringLiteral("Then I'll leave it. I can't risk it. Goodbye.");
        callOfficial = QStringLiteral("Fine. I'll call back on the official number then. Bye.");
        transferYes = QStringLiteral("Yes, please. Put me through.");
        insistAggressive = QStringLiteral("I said I want the manager, now! Or I'll leave a one-star review.");
        insistPolite = QStringLiteral("No — I'd really like to speak to the manager, please.");
        thenInsistAggressive = QStringLiteral("And I want the manager, now!");
        thenInsistPolite = QStringLiteral("But I'd like to speak to the manager, please.");
        withholdPhone = QStringLiteral("How do I know this is really the restaurant? I'm not giving my number yet.");
        refuseSetMenu = QStringLiteral("No thanks, that's too much for us. Then I'll leave it.");
        refuseNoGuarantee = QStringLiteral("No — not without a guarantee about the allergy. Then I'll leave it.");
        refusePlain = QStringLiteral("No, thank you. Then I'll leave it.");
        yesBusy = QStringLiteral("Yes, yes, fine.");
        yesPlain = QStringLiteral("Yes, please.");
        yesCooperative = QStringLiteral(" Perfect, thank you.");
        offerRefuse = QStringLiteral("No, that doesn't work for me. Then I'll leave it.");
        offerOkay = QStringLiteral("Okay, yes, that works.");
        thatsAll = QStringLiteral("No, that's all. Thank you.");
        giveUp = QStringLiteral(" I'm sorry, I'll call another time. Bye.");
        giveUpUnknown = QStringLiteral("I don't know. Sorry, I'll call another time. Bye.");
        dontKnow = QStringLiteral("I don't know, sorry.");
        okay = QStringLiteral("Okay.");
        talkativeOkay = QStringLiteral("Okay! ");
        notGoodEnough = QStringLiteral("That's not good enough.");
        highChair = QStringLiteral(" Oh, and we'll need a high chair, please.");
        nothingLikeThat = QStringLiteral("No, nothing like that.");
        managerComplaints = {QStringLiteral(" And I'm still waiting for the manager!"), QStringLiteral(" This is ridiculous.")};
        hurryComplaints = {QStringLiteral(" How long is this going to take?"), QStringLiteral(" Come on, hurry up.")};
    }

    bool summaryDateDiffers(const QString &l, const QString &gtDate) const override
    {
        const QStringList dates = allMatches(l, "\\d{4}-\\d{2}-\\d{2}");
        return !dates.isEmpty() && !dates.contains(gtDate);
    }

    static QString numberWord(int n)
    {
        static const char *const words[] = {"zero",     "one",     "two",     "three",     "four",     "five",     "six",
                                            "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",   "thirteen",
                                            "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"};
        if (n >= 0 && n <= 20)
            return QString::fromLatin1(words[n]);
        if (n == 30)
            return QStringLiteral("thirty");
        return QString::number(n);
    }

    static QString ordinal(int d)
    {
        const int mod100 = d % 100;
        const char *suffix = "th";
        if (mod100 < 11 || mod100 > 13) {
            switch (d % 10) {
            case 1:
                suffix = "st";
                break;
            case 2:
                suffix = "nd";
                break;
            case 3:
                suffix = "rd";
                break;
            default:
                break;
            }
        }
        return QString::number(d) + QString::fromLatin1(suffix);
    }

    static QString partyText(Type type, int n)
    {
        switch (type) {
        case Type::Busy:
            return QStringLiteral("%1 people").arg(n);
        case Type::Confused:
        case Type::Talkative:
            return QStringLiteral("%1 of us — %2").arg(capitalised(numberWord(n))).arg(n);
        default:
            return QStringLiteral("%1 people").arg(n);
        }
    }

    static QString dateText(const QString &iso, bool full)
    {
        const QDate d = QDate::fromString(iso, Qt::ISODate);
        if (!d.isValid())
            return iso;
        static const char *const days[] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
        static const char *const months[] = {"January", "February", "March",     "April",   "May",      "June",
                                             "July",    "August",   "September", "October", "November", "December"};
        const QString day = QString::fromLatin1(days[d.dayOfWeek() - 1]);
        // As people say dates on the phone: never the ISO form.
        const QString month = QString::fromLatin1(months[d.month() - 1]);
        if (!full)
            return QStringLiteral("%1 the %2").arg(day, ordinal(d.day())) + QStringLiteral(" of ") + month;
        return QStringLiteral("%1 the %2 of %3").arg(day, ordinal(d.day()), month);
    }

    static QString intentPhrase(Intent intent)
    {
        switch (intent) {
        case Intent::Cancel:
            return QStringLiteral("cancel my booking");
        case Intent::Complain:
            return QStringLiteral("make a complaint");
        case Intent::Book:
            break;
        }
        return QStringLiteral("book a table");
    }

    QString opening(const OpeningFacts &f) const override
    {
        const QString intent = intentPhrase(f.intent);
        QString line;
        switch (f.type) {
        case Type::Cooperative:
            line = QStringLiteral("Hello, good evening. I'd like to %1").arg(intent);
            if (f.party >= 0)
                line += QStringLiteral(" for %1").arg(partyText(f.type, f.party));
            if (!f.date.isEmpty())
                line += QStringLiteral(" on %1").arg(dateText(f.date, true));
            if (!f.time.isEmpty())
                line += QStringLiteral(" at %1").arg(f.time);
            line += QStringLiteral(", please.");
            if (f.wantsManager)
                line += QStringLiteral(" Could I speak to the manager about it?");
            break;
        case Type::Busy:
            if (f.wantsManager)
                line = QStringLiteral("Can I talk to the manager, please?");
            else if (f.party >= 0)
                line
                    = QStringLiteral("Hi. Table for %1. Quickly, please — I'm between meetings.").arg(partyText(f.type, f.party));
            else
                line = QStringLiteral("Hi. I need to %1. Quickly, please.").arg(intent);
            break;
        case Type::Talkative:
            line = f.sidetrack + QStringLiteral(" Anyway — hello! I'd love to %1").arg(intent);
            if (f.party >= 0)
                line += QStringLiteral(", for %1").arg(partyText(f.type, f.party));
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += QStringLiteral(" I think I need to talk to the manager about it, really.");
            break;
        case Type::Confused:
            line = QStringLiteral("Hello? Sorry… I want to %1").arg(intent);
            if (!f.firstDate.isEmpty())
                line += QStringLiteral(", for %1… I think").arg(dateText(f.firstDate, false));
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += QStringLiteral(" Can I speak to a person, the manager?");
            break;
        case Type::Distrustful:
            line = QStringLiteral("Hello. Is this really Bella Vista? I want to %1").arg(intent);
            if (f.party >= 0)
                line += QStringLiteral(" for %1").arg(partyText(f.type, f.party));
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += QStringLiteral(" And I want to speak to the manager.");
            break;
        case Type::Aggressive:
            if (!f.complaint) {
                line = QStringLiteral("Finally! Does anyone ever answer this phone? I need to %1").arg(intent);
                if (f.party >= 0)
                    line += QStringLiteral(" for %1").arg(partyText(f.type, f.party));
                if (!f.date.isEmpty())
                    line += QStringLiteral(" on %1").arg(dateText(f.date, true));
                if (!f.time.isEmpty())
                    line += QStringLiteral(" at %1").arg(f.time);
                line += QStringLiteral(". And make it quick.");
                break;
            }
            line = QStringLiteral("Finally!");
            if (!f.visitDate.isEmpty())
                line += QStringLiteral(" I was at your restaurant on %1").arg(f.visitDate);
            else
                line += QStringLiteral(" I was at your restaurant");
            if (!f.complaintText.isEmpty())
                line += QStringLiteral(" and %1").arg(f.complaintText);
            line += QLatin1Char('.');
            if (!f.wants.isEmpty())
                line += QStringLiteral(" I want %1.").arg(f.wants);
            line += QStringLiteral(" Get me the manager, now!");
            break;
        }
        return line;
    }

    QString party(Type type, int n) const override { return partyText(type, n) + QLatin1Char('.'); }
    QString date(Type type, const QString &iso) const override
    {
        return (type == Type::Busy ? dateText(iso, false) : dateText(iso, true)) + QLatin1Char('.');
    }
    QString wrongDate(const QString &iso) const override { return QStringLiteral("Uh… %1, I think.").arg(dateText(iso, false)); }
    QString dateCorrection(const QString &wrongIso, const QString &iso) const override
    {
        return QStringLiteral("Oh wait — not %1. It's %2, my daughter made it. ")
            .arg(dateText(wrongIso, false), dateText(iso, false));
    }
    QString time(Type type, const QString &hhmm, const QString &saidAs) const override
    {
        if (!saidAs.isEmpty())
            return QStringLiteral("%1 — %2, I mean.").arg(capitalised(saidAs), hhmm);
        return type == Type::Busy ? hhmm + QLatin1Char('.') : QStringLiteral("At %1.").arg(hhmm);
    }
    QString name(Type type, const QString &name) const override
    {
        return type == Type::Busy ? name + QLatin1Char('.') : QStringLiteral("It's %1.").arg(name);
    }
    QString phone(Type type, const QString &phone) const override
    {
        return type == Type::Busy ? phone + QLatin1Char('.') : QStringLiteral("My number is %1.").arg(phone);
    }
    QString reference(const QString &ref) const override { return QStringLiteral("The reference is %1.").arg(ref); }
    QString fixParty(const QString &truth, const QString &said) const override
    {
        return QStringLiteral("%1 people, not %2").arg(truth, said);
    }
    QString fixDate(const QString &iso) const override { return QStringLiteral("on %1").arg(dateText(iso, false)); }
    QString fixTime(const QString &hhmm) const override { return QStringLiteral("at %1").arg(hhmm); }
    QString notQuite(const QStringList &fixes) const override
    {
        return QStringLiteral("Not quite — %1.").arg(fixes.join(QStringLiteral(", ")));
    }
    QString offerAccept(const QString &hhmm) const override { return QStringLiteral("Yes, %1 works.").arg(hhmm); }
    QString offerDecline(const QString &from, const QString &to) const override
    {
        return QStringLiteral("No, that doesn't work for me. Anything between %1 and %2?").arg(from, to);
    }
    QString callback(const QString &phone) const override
    {
        const QString number = phone.isEmpty() ? QString() : QStringLiteral(" My number is %1.").arg(phone);
        return QStringLiteral("Actually, don't book anything yet. Could you call me back later?") + number
            + QStringLiteral(" Bye.");
    }
    QString volunteerOccasion(const QString &occasion) const override
    {
        return QStringLiteral(" It's for %1, by the way.").arg(occasion);
    }
    QStringList sidetracks(const QString &occasion, bool ownCake, const QString &allergy) const override
    {
        QStringList pool;
        if (!occasion.isEmpty())
            pool << QStringLiteral("It's for %1, you know.").arg(occasion);
        if (ownCake)
            pool << QStringLiteral("Oh, and can we bring our own cake?");
        if (!allergy.isEmpty())
            pool << QStringLiteral("And, well, %1.").arg(allergy);
        pool << QStringLiteral("Sorry, I do talk too much!");
        return pool;
    }
};

// ============================================================== dates for the Slavic languages

// Day and month of every "<day> <month word>" in `l`, as "MM-DD", with the
// month found by the word's stem (`stems` lists stem → month 1..12).
QStringList dayMonths(const QString &l, const QList<QPair<QString, int>> &stems)
{
    static const QRegularExpression dm(QStringLiteral("\\b(\\d{1,2})(?:-\\p{L}{1,4}|\\.)?\\s+(\\p{L}+)"), kUnicode);
    QStringList out;
    auto it = dm.globalMatch(l);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString word = m.captured(2);
        for (const auto &[stem, month] : stems)
            if (word.startsWith(stem)) {
                out << QStringLiteral("%1-%2")
                           .arg(month, 2, 10, QLatin1Char('0'))
                           .arg(m.captured(1).toInt(), 2, 10, QLatin1Char('0'));
                break;
            }
    }
    return out;
}

bool slavicDateDiffers(const QString &l, const QString &gtDate, const QList<QPair<QString, int>> &stems)
{
    const QStringList iso = allMatches(l, "\\d{4}-\\d{2}-\\d{2}");
    const QStringList spoken = dayMonths(l, stems);
    if (iso.isEmpty() && spoken.isEmpty())
        return false;
    return !iso.contains(gtDate) && !spoken.contains(gtDate.mid(5));
}

QList<QPair<QString, int>> stemList(const char *utf8)
{
    QList<QPair<QString, int>> out;
    const QStringList words = u8(utf8).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &w : words) {
        const QStringList parts = w.split(QLatin1Char('='));
        out.append({parts.at(0), parts.at(1).toInt()});
    }
    return out;
}

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

// ============================================================== Croatian and Bosnian

// Croatian (ijekavian standard) and Bosnian share most of their grammar; the
// words that differ go through v(croatian, bosnian): stol/sto, tjedan/sedmica,
// što/šta, kruh/hljeb, navečer/uveče, prosinca/decembra, "Je li"/"Da li",
// "nazvat ću"/"nazvaću", "s voditeljem"/"sa menadžerom".
class SouthSlavic : public CallerPhrases
{
public:
    explicit SouthSlavic(bool bosnian)
        : m_bs(bosnian)
    {
        code = bosnian ? QStringLiteral("bs") : QStringLiteral("hr");
        // Both understand each other's words: the patterns hold both variants.
        transferring = unicode("spajam vas|prebacujem vas|spojit ću vas|spojiću vas|prebacit ću vas|prebaciću vas|"
                               "preusmjeravam vas");
        goodbye = unicode("doviđenja|do viđenja|zbogom|\\bbok\\b|\\bćao\\b|prijatno|stol je rezerviran|sto je rezervisan|"
                          "rezervacija je otkazana|rezervacija je potvrđena");
        verification = unicode("555 0100|službeni broj|zvanični broj|javni broj|broj (s|sa) (naše )?(web )?stranic|nazovite "
                               "nas|nazovete nas|pozovite nas");
        price = unicode("\\beur\\b|euro|cijen|košt|\\bmeni\\b|menija|jelovnik|po osobi|polog|kapar|akontacij");
        guarantee = unicode("jamč|jamstv|garant|tragov|ne možemo obećati|ne možemo isključiti|koristimo orašast|koristimo "
                            "orah");
        confirmation = unicode("da rezerviram\\?|da rezervišem\\?|da otkažem\\?|je li (to )?točno|da li je (to )?tačno|je "
                               "li (to )?tačno|je li tako|je l' tako|potvrđ|točno\\?|tačno\\?|mogu li rezervirati|mogu li "
                               "rezervisati|mogu li otkazati");
        offer = unicode("alternativ|umjesto|mogu (vam )?ponuditi|možemo (vam )?ponuditi|odgovara li|da li vam odgovara|bi li "
                        "vam odgovaral|kako bi bilo");
        anythingElse = unicode("još nešto|još nečim|još čime|još šta|nešto drugo");
        transferOffer = unicode("spoj|prebac|voditelj|menadžer|šef");
        full = unicode("popunjen|zauzet|nema slobodn|nema mjesta|sve je rezervirano|sve je rezervisano");
        summaryParty = unicode("(\\d+)\\s+(?:osob|gost|ljudi)|broj osoba:?\\s*(\\d+)");
        goalCancel = unicode("cancel|otkaz|otkaž|storn");
        goalComplain = unicode("complain|žalb|požal|prigovor|pritužb");
        askRef = unicode("broj rezervacije|šifr|oznak[au] rezervacije|referenc");
        askParty = unicode("koliko (osoba|ljudi|gostiju|vas)|za koliko|broj (osoba|gostiju)|\\bosob[aeu]?\\b|\\bgost(a|iju|"
                           "i)?\\b");
        askDate = unicode("koji dan|koji datum|kojeg datuma|za kada|za kad\\b|\\bkada\\b|\\bkad\\b|\\bdatum");
        askTime = unicode("u koliko sati|koliko sati|u koje vrijeme|koje vrijeme|\\bvrijeme\\b|\\bsat[ia]?\\b");
        askName = unicode("\\bime\\b|\\bimena\\b|na čije ime|na koje ime|prezime|kako se zovete");
        askPhone = unicode("telefon|mobitel|mobilni|kontakt|\\bbroj\\b(?! (osoba|gostiju|rezervacije))");
        askOccasion = unicode("povod|prilik|slavite|proslav");
        askAllergy = unicode("alergi|intoleranc|prehramben|dijet");

        transferredWanted = u8("Dobro. Hvala.");
        transferredUnwanted = u8("Aha. Dobro.");
        bye = u8("Hvala. Doviđenja.");
        busyBye = v("Dobro, bok.", "Može. Ćao.");
        noTime = v("Nemam vremena za ovo. Doviđenja.", "Nemam ja vremena za ovo. Doviđenja.");
        busyAck = v("Da, da, dobro. ", "Dobro, dobro. ");
        confusedAck = v("Molim? Što ste rekli? … Aha. ", "Molim? Šta ste rekli? … Aha. ");
        refusePrice = v("Ne, hvala, to nam je preskupo. Onda ništa. Možda drugi put.",
                        "Ne, hvala, to nam je preskupo. Onda ništa. Možda neki drugi put.");
        refuseGuarantee = v("Onda ništa. Ne mogu riskirati. Doviđenja.", "Onda ništa. Ne mogu rizikovati. Doviđenja.");
        callOfficial = v("Dobro. Onda ću ja nazvati na službeni broj. Doviđenja.",
                         "Dobro. Onda ću ja nazvati na zvanični broj. Doviđenja.");
        transferYes = u8("Da, molim vas. Spojite me.");
        insistAggressive = v("Ponavljam: hoću voditelja, odmah! Ili ću vam ostaviti recenziju s jednom zvjezdicom.",
                             "Ponavljam: hoću menadžera, odmah! Ili ću vam ostaviti recenziju sa jednom zvjezdicom.");
        insistPolite = v("Ne — molim vas, spojite me s voditeljem.", "Ne — molim vas, spojite me sa menadžerom.");
        thenInsistAggressive = v("I hoću voditelja, odmah!", "I hoću menadžera, odmah!");
        thenInsistPolite = v("Ali molim vas, spojite me s voditeljem.", "Ali molim vas, spojite me sa menadžerom.");
        withholdPhone = u8("A kako da znam da je to stvarno restoran? Broj vam zasad ne dajem.");
        refuseSetMenu = u8("Ne, hvala, to nam je previše. Onda ništa.");
        refuseNoGuarantee = v("Ne — ne bez jamstva za alergiju. Onda ništa.", "Ne — ne bez garancije za alergiju. Onda ništa.");
        refusePlain = u8("Ne, hvala. Onda ništa.");
        yesBusy = u8("Da, da, može.");
        yesPlain = u8("Da, molim.");
        yesCooperative = v(" Savršeno, hvala.", " Odlično, hvala.");
        offerRefuse = u8("Ne, to mi ne odgovara. Onda ništa.");
        offerOkay = u8("Dobro, da, može.");
        thatsAll = u8("Ne, to je sve. Hvala.");
        giveUp = v(" Oprostite, nazvat ću drugi put. Doviđenja.", " Izvinite, nazvaću drugi put. Doviđenja.");
        giveUpUnknown
            = v("Ne znam. Oprostite, nazvat ću drugi put. Doviđenja.", "Ne znam. Izvinite, nazvaću drugi put. Doviđenja.");
        dontKnow = v("Ne znam, oprostite.", "Ne znam, izvinite.");
        okay = u8("Dobro.");
        talkativeOkay = u8("Aha! ");
        notGoodEnough = v("To mi nije dovoljno.", "To meni nije dovoljno.");
        highChair = v(" I trebat će nam dječja hranilica, molim vas.", " I trebaće nam dječija stolica za hranjenje, molim vas.");
        nothingLikeThat = u8("Ne, ništa od toga.");
        managerComplaints = {v(" I još uvijek čekam voditelja!", " I još uvijek čekam menadžera!"),
                             v(" Ovo je stvarno neozbiljno.", " Ovo je stvarno sramota.")};
        hurryComplaints = {u8(" Koliko ovo još traje?"), v(" Ajmo brže.", " Hajde malo brže.")};
    }

    bool summaryDateDiffers(const QString &l, const QString &gtDate) const override
    {
        static const auto stems = stemList("siječ=1 veljač=2 ožuj=3 travanj=4 travnj=4 svib=5 lipanj=6 lipnj=6 srpanj=7 "
                                           "srpnj=7 kolovoz=8 rujan=9 rujn=9 listopad=10 studen=11 prosin=12 januar=1 "
                                           "februar=2 mart=3 april=4 maj=5 jun=6 jul=7 august=8 avgust=8 septemb=9 oktob=10 "
                                           "novemb=11 decemb=12");
        return slavicDateDiffers(l, gtDate, stems);
    }

    QString v(const char *croatian, const char *bosnian) const { return u8(m_bs ? bosnian : croatian); }

    // ---- numbers, dates, times

    enum class Gender { Masculine, Feminine };

    static QString unit(int n, Gender g, bool accusative = false)
    {
        static const char *const units[] = {"nula", "jedan", "dva", "tri", "četiri", "pet", "šest", "sedam", "osam", "devet"};
        if (n == 1 && g == Gender::Feminine)
            return u8(accusative ? "jednu" : "jedna");
        if (n == 2 && g == Gender::Feminine)
            return u8("dvije");
        return u8(units[n]);
    }

    static QString cardinal(int n, Gender g = Gender::Masculine, bool accusative = false)
    {
        static const char *const teens[] = {"deset",    "jedanaest", "dvanaest",   "trinaest",  "četrnaest",
                                            "petnaest", "šesnaest",  "sedamnaest", "osamnaest", "devetnaest"};
        static const char *const tens[]
            = {"", "", "dvadeset", "trideset", "četrdeset", "pedeset", "šezdeset", "sedamdeset", "osamdeset", "devedeset"};
        if (n < 0 || n > 99)
            return QString::number(n);
        if (n < 10)
            return unit(n, g, accusative);
        if (n < 20)
            return u8(teens[n - 10]);
        return u8(tens[n / 10]) + (n % 10 ? u8(" i ") + unit(n % 10, g, accusative) : QString());
    }

    QString collective(int n) const // dvoje … osmero (hr) / osmoro (bs)
    {
        static const char *const hr[] = {"", "", "dvoje", "troje", "četvero", "petero", "šestero", "sedmero", "osmero"};
        static const char *const bs[] = {"", "", "dvoje", "troje", "četvoro", "petoro", "šestoro", "sedmoro", "osmoro"};
        return u8(m_bs ? bs[n] : hr[n]);
    }

    static QString persons(int n, bool accusative) // osoba / osobe / osobu after a number
    {
        const int u = n % 10, t = n % 100;
        if (u == 1 && t != 11)
            return u8(accusative ? "osobu" : "osoba");
        if (u >= 2 && u <= 4 && (t < 12 || t > 14))
            return u8("osobe");
        return u8("osoba");
    }

    // "za petero", "za dvanaest osoba" (without "za")
    QString partyFor(int n) const
    {
        if (n >= 2 && n <= 8)
            return collective(n);
        return cardinal(n, Gender::Feminine, true) + QLatin1Char(' ') + persons(n, true);
    }

    enum class Case { Nominative, Genitive }; // "jedanaesti prosinca", "jedanaestog prosinca"

    static QString ordinal(int n, Case c)
    {
        static const QStringList stems = [] { // 0..20 and 30
            QStringList list = u8("- prv drug treć četvrt pet šest sedm osm devet deset jedanaest dvanaest trinaest četrnaest "
                                  "petnaest šesnaest sedamnaest osamnaest devetnaest dvadeset")
                                   .split(QLatin1Char(' '));
            while (list.size() < 30)
                list.append(QString());
            list.append(u8("trideset"));
            return list;
        }();
        auto word = [c](int k) -> QString {
            const char *ending = c == Case::Nominative ? "i" : k == 3 ? "eg" : "og";
            return stems.at(k) + u8(ending);
        };
        if (n <= 20 || n % 10 == 0)
            return word(n);
        return cardinal(n / 10 * 10) + QLatin1Char(' ') + word(n % 10);
    }

    QString month(int m, Case c) const
    {
        static const char *const hr[] = {"siječnja", "veljače",  "ožujka", "travnja",   "svibnja",   "lipnja",
                                         "srpnja",   "kolovoza", "rujna",  "listopada", "studenoga", "prosinca"};
        static const char *const bsGen[] = {"januara", "februara", "marta",     "aprila",  "maja",     "juna",
                                            "jula",    "augusta",  "septembra", "oktobra", "novembra", "decembra"};
        static const char *const bsNom[] = {"januar", "februar", "mart",      "april",   "maj",      "juni",
                                            "juli",   "august",  "septembar", "oktobar", "novembar", "decembar"};
        if (!m_bs)
            return u8(hr[m - 1]);
        return u8(c == Case::Genitive ? bsGen[m - 1] : bsNom[m - 1]);
    }

    static QString weekdayAccusative(int d)
    {
        static const char *const days[] = {"ponedjeljak", "utorak", "srijedu", "četvrtak", "petak", "subotu", "nedjelju"};
        return u8(days[d - 1]);
    }

    // "u petak, jedanaestog prosinca" (withMonth false: "u petak, jedanaestog")
    QString dateOn(const QString &iso, bool withMonth = true) const
    {
        const QDate d = QDate::fromString(iso, Qt::ISODate);
        if (!d.isValid())
            return iso;
        return u8("u ") + weekdayAccusative(d.dayOfWeek()) + u8(", ") + ordinal(d.day(), Case::Genitive)
            + (withMonth ? QLatin1Char(' ') + month(d.month(), Case::Genitive) : QString());
    }

    // "za petak, jedanaesti prosinca" (hr) / "za petak, jedanaesti decembar" (bs)
    QString dateFor(const QString &iso) const
    {
        const QDate d = QDate::fromString(iso, Qt::ISODate);
        if (!d.isValid())
            return iso;
        return u8("za ") + weekdayAccusative(d.dayOfWeek()) + u8(", ") + ordinal(d.day(), Case::Nominative) + QLatin1Char(' ')
            + month(d.month(), m_bs ? Case::Nominative : Case::Genitive);
    }

    QString dayPart(int h) const
    {
        if (h < 5)
            return u8("noću");
        if (h < 12)
            return u8("ujutro");
        if (h < 18)
            return v("popodne", "poslijepodne");
        return v("navečer", "uveče");
    }

    // A time with its preposition: "u sedam navečer", "u pola osam navečer", "u podne".
    QString clock(const QString &hhmm, Clock style) const
    {
        const int h = hhmm.section(QLatin1Char(':'), 0, 0).toInt();
        const int m = hhmm.section(QLatin1Char(':'), 1, 1).toInt();
        const int h12 = h % 12 == 0 ? 12 : h % 12;
        const int next = h12 % 12 + 1;
        if (style == Clock::Daytime24 && m != 0)
            return u8("u ") + cardinal(h) + u8(" i ") + cardinal(m);
        if (m == 0)
            return h == 12 ? u8("u podne") : u8("u ") + cardinal(h12) + QLatin1Char(' ') + dayPart(h);
        if (m == 30)
            return (style == Clock::Colloquial ? u8("oko pola ") : u8("u pola ")) + cardinal(next) + QLatin1Char(' ')
                + dayPart(h);
        if (m == 45)
            return u8("u četvrt do ") + cardinal(next) + QLatin1Char(' ') + dayPart(h);
        return u8("u ") + cardinal(h12) + u8(" i ") + cardinal(m) + QLatin1Char(' ') + dayPart(h);
    }

    // ---- lines

    QString intent(Intent i, bool infinitive) const
    {
        switch (i) {
        case Intent::Cancel:
            return infinitive ? u8("otkazati rezervaciju") : u8("otkažem rezervaciju");
        case Intent::Complain:
            return infinitive ? v("uložiti prigovor", "uložiti žalbu") : u8("se požalim");
        case Intent::Book:
            break;
        }
        return infinitive ? v("rezervirati stol", "rezervisati sto") : v("rezerviram stol", "rezervišem sto");
    }

    QString bookingFacts(const OpeningFacts &f) const
    {
        QString s;
        if (f.party >= 0)
            s += u8(" za ") + partyFor(f.party);
        if (!f.date.isEmpty())
            s += (s.isEmpty() ? u8(" ") : u8(", ")) + dateFor(f.date);
        if (!f.time.isEmpty())
            s += (s.isEmpty() ? u8(" ") : u8(", ")) + clock(f.time, Clock::Usual);
        return s;
    }

    QString opening(const OpeningFacts &f) const override
    {
        const bool complaint = f.intent == Intent::Complain;
        const QString manager = v("voditeljem", "menadžerom");
        const QString with = v("s ", "sa ");
        QString line;
        switch (f.type) {
        case Type::Cooperative:
            line = v("Dobra večer", "Dobro veče") + u8("! Zovem da ") + intent(f.intent, false)
                + (complaint ? QString() : bookingFacts(f)) + u8(", molim vas.");
            if (f.wantsManager)
                line += u8(" Mogu li o tome razgovarati ") + with + manager + QLatin1Char('?');
            break;
        case Type::Busy:
            if (f.wantsManager)
                line = u8("Dobar dan. Možete li me spojiti ") + with + manager + u8(", molim vas?");
            else if (f.party >= 0 && !complaint)
                line = u8("Dobar dan. ") + v("Stol", "Sto") + u8(" za ") + partyFor(f.party)
                    + u8(". Brzo, molim vas — između sastanaka sam.");
            else
                line = u8("Dobar dan. Trebam ") + intent(f.intent, true) + u8(". Brzo, molim vas.");
            break;
        case Type::Talkative:
            line = f.sidetrack + u8(" Nego — dobar dan! Zovem da ") + intent(f.intent, false);
            if (f.party >= 0 && !complaint)
                line += u8(", za ") + partyFor(f.party);
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += u8(" Mislim da je za to najbolje da razgovaram ") + with + manager + QLatin1Char('.');
            break;
        case Type::Confused:
            line = u8("Halo? ") + v("Oprostite", "Izvinite") + u8("… zovem da ") + intent(f.intent, false);
            if (!f.firstDate.isEmpty())
                line += u8(", ") + dateFor(f.firstDate) + u8("… mislim");
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += u8(" Mogu li razgovarati ") + with + u8("nekim, ") + with + manager + QLatin1Char('?');
            break;
        case Type::Distrustful:
            line = u8("Dobar dan. ") + v("Je li to stvarno Bella Vista?", "Da li je to stvarno Bella Vista?") + u8(" Zovem da ")
                + intent(f.intent, false);
            if (f.party >= 0 && !complaint)
                line += u8(" za ") + partyFor(f.party);
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += v(" I želim razgovarati s voditeljem.", " I hoću da razgovaram sa menadžerom.");
            break;
        case Type::Aggressive:
            if (!f.complaint) {
                line = v("Napokon! Zar se nitko ne javlja na telefon? Trebam ",
                         "Konačno! Zar se niko ne javlja na telefon? Trebam ")
                    + intent(f.intent, true) + bookingFacts(f) + u8(". I požurite malo.");
                break;
            }
            line = v("Napokon!", "Konačno!") + u8(" Bili smo kod vas");
            if (const QDate d = QDate::fromString(f.visitDate, Qt::ISODate); d.isValid())
                line += QLatin1Char(' ') + ordinal(d.day(), Case::Genitive) + QLatin1Char(' ') + month(d.month(), Case::Genitive);
            if (!f.complaintText.isEmpty())
                line += u8(" i ") + f.complaintText;
            line += QLatin1Char('.');
            if (!f.wants.isEmpty())
                line += v(" Želim ", " Hoću ") + f.wants + QLatin1Char('.');
            line += u8(" Dajte mi ") + v("voditelja", "menadžera") + u8(", odmah!");
            break;
        }
        return line;
    }

    QString party(Type type, int n) const override
    {
        if (type == Type::Busy)
            return u8("Za ") + partyFor(n) + QLatin1Char('.');
        if (n == 1)
            return u8("Samo jedna osoba.");
        const QString count = n <= 8 ? collective(n) : cardinal(n, Gender::Feminine);
        if (type == Type::Confused || type == Type::Talkative)
            return u8("Nas je… ") + count + u8(". Da, ") + cardinal(n, Gender::Feminine) + QLatin1Char(' ') + persons(n, false)
                + QLatin1Char('.');
        if (n > 8)
            return v("Bit će nas ", "Biće nas ") + count + QLatin1Char(' ') + persons(n, false) + QLatin1Char('.');
        return v("Bit će nas ", "Biće nas ") + count + QLatin1Char('.');
    }
    QString date(Type type, const QString &iso) const override
    {
        return capitalised(dateOn(iso, type != Type::Busy)) + QLatin1Char('.');
    }
    QString wrongDate(const QString &iso) const override { return u8("Ovaj… ") + dateOn(iso) + u8(", mislim."); }
    QString dateCorrection(const QString &wrongIso, const QString &iso) const override
    {
        const QDate wrong = QDate::fromString(wrongIso, Qt::ISODate), right = QDate::fromString(iso, Qt::ISODate);
        QString what;
        if (wrong.isValid() && right.isValid() && wrong.dayOfWeek() != right.dayOfWeek())
            what = u8("ne u ") + weekdayAccusative(wrong.dayOfWeek()) + u8(", nego ") + dateOn(iso);
        else if (wrong.isValid() && right.isValid())
            what = u8("ne ") + ordinal(wrong.day(), Case::Genitive) + u8(", nego ") + ordinal(right.day(), Case::Genitive)
                + QLatin1Char(' ') + month(right.month(), Case::Genitive);
        else
            what = u8("ne ") + wrongIso + u8(", nego ") + iso;
        return u8("Čekajte, nešto brkam — ") + what + u8(". ");
    }
    QString time(Type type, const QString &hhmm, const QString &saidAs) const override
    {
        if (!saidAs.isEmpty())
            return capitalised(saidAs) + u8(" — mislim, ") + clock(hhmm, Clock::Usual) + QLatin1Char('.');
        if (type == Type::Busy)
            return capitalised(clock(hhmm, Clock::Daytime24)) + QLatin1Char('.');
        if (type == Type::Confused || type == Type::Talkative) {
            const int h = hhmm.section(QLatin1Char(':'), 0, 0).toInt();
            const int m = hhmm.section(QLatin1Char(':'), 1, 1).toInt();
            if (m == 30)
                return u8("Negdje ") + clock(hhmm, Clock::Colloquial) + QLatin1Char('.');
            if (m == 0 && h != 12)
                return u8("Negdje oko ") + cardinal(h % 12 == 0 ? 12 : h % 12) + QLatin1Char(' ') + dayPart(h) + QLatin1Char('.');
            return u8("Negdje ") + clock(hhmm, Clock::Usual) + u8(", tako nekako.");
        }
        return capitalised(clock(hhmm, Clock::Usual)) + QLatin1Char('.');
    }
    QString name(Type type, const QString &name) const override
    {
        return type == Type::Busy ? QString(name + QLatin1Char('.')) : QString(u8("Zovem se ") + name + QLatin1Char('.'));
    }
    QString phone(Type type, const QString &phone) const override
    {
        return type == Type::Busy ? QString(phone + QLatin1Char('.')) : QString(u8("Moj broj je ") + phone + QLatin1Char('.'));
    }
    QString reference(const QString &ref) const override { return u8("Broj rezervacije je ") + ref + QLatin1Char('.'); }
    QString fixParty(const QString &truth, const QString &said) const override
    {
        const int t = truth.toInt(), s = said.toInt();
        const QString right = t >= 2 && t <= 8 ? collective(t) : cardinal(t, Gender::Feminine);
        const QString wrong = s >= 2 && s <= 8 ? collective(s) : cardinal(s, Gender::Feminine);
        return u8("nas je ") + right + v(", ne ", ", a ne ") + wrong;
    }
    QString fixDate(const QString &iso) const override { return dateFor(iso); }
    QString fixTime(const QString &hhmm) const override { return clock(hhmm, Clock::Usual); }
    QString notQuite(const QStringList &fixes) const override
    {
        return v("Ne baš — ", "Nije baš tako — ") + fixes.join(QStringLiteral(", ")) + QLatin1Char('.');
    }
    QString offerAccept(const QString &hhmm) const override
    {
        return u8("Da, može ") + clock(hhmm, Clock::Usual) + QLatin1Char('.');
    }
    QString offerDecline(const QString &from, const QString &to) const override
    {
        return u8("Ne, to mi ne odgovara. Može li nešto između ") + from + u8(" i ") + to + QLatin1Char('?');
    }
    QString callback(const QString &phone) const override
    {
        const QString number = phone.isEmpty() ? QString() : u8(" Moj broj je ") + phone + QLatin1Char('.');
        return v("Znate što, nemojte još ništa rezervirati.", "Znate šta, nemojte još ništa rezervisati.")
            + u8(" Možete li me nazvati kasnije?") + number + u8(" Doviđenja.");
    }
    QString volunteerOccasion(const QString &occasion) const override
    {
        return u8(" Inače, povod je ") + occasion + QLatin1Char('.');
    }
    QStringList sidetracks(const QString &occasion, bool ownCake, const QString &allergy) const override
    {
        QStringList pool;
        if (!occasion.isEmpty())
            pool << u8("Povod je ") + occasion + u8(", znate.");
        if (ownCake)
            pool << u8("Joj, a smijemo li donijeti svoju tortu?");
        if (!allergy.isEmpty())
            pool << u8("I još, znate, ") + allergy + QLatin1Char('.');
        pool << v("Oprostite, previše pričam!", "Izvinite, previše pričam!");
        pool << v("Ovaj tjedan mi je stvarno lud, ne pitajte.", "Ova sedmica mi je baš haos, ne pitajte.");
        pool << v("A imate li još onaj domaći kruh? Prošli put je bio odličan.",
                  "A imate li još onaj domaći hljeb? Prošli put je bio odličan.");
        return pool;
    }

private:
    bool m_bs = false;
};

const CallerPhrases &phrasesFor(const QString &language)
{
    static const English en;
    static const Russian ru;
    static const SouthSlavic hr(false);
    static const SouthSlavic bs(true);
    if (language == QLatin1String("ru"))
        return ru;
    if (language == QLatin1String("hr"))
        return hr;
    if (language == QLatin1String("bs"))
        return bs;
    return en;
}

} // namespace

// ============================================================== the caller

ScriptedCaller::ScriptedCaller(const Persona &persona, const QString &conversationId, quint64 runSeed,
                               const QString &defaultLanguage)
    : m_persona(persona)
    , m_conversationId(conversationId)
    , m_runSeed(runSeed)
    , m_phrases(&phrasesFor(persona.language.isEmpty() ? defaultLanguage : persona.language))
{
}

QString ScriptedCaller::language() const
{
    return m_phrases->code;
}

QStringList ScriptedCaller::languages()
{
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("hr"), QStringLiteral("bs")};
}

QStringList ScriptedCaller::askedSlots(const QString &agentText)
{
    return phrasesFor(QStringLiteral("en")).askedSlots(agentText);
}

QStringList ScriptedCaller::askedSlots(const QString &agentText, const QString &language)
{
    return phrasesFor(language).askedSlots(agentText);
}

QString ScriptedCaller::gt(const char *key) const
{
    const Json &g = m_persona.groundTruth;
    if (!g.is_object() || !g.contains(key))
        return {};
    const Json &v = g[key];
    if (v.is_string())
        return toQString(v.get<std::string>());
    if (v.is_number_integer())
        return QString::number(v.get<qint64>());
    if (v.is_number())
        return QString::number(v.get<double>());
    if (v.is_boolean())
        return v.get<bool>() ? QStringLiteral("yes") : QStringLiteral("no");
    return {};
}

bool ScriptedCaller::hasGt(const char *key) const
{
    return !gt(key).isEmpty();
}

bool ScriptedCaller::gtBool(const char *key, bool fallback) const
{
    const Json &g = m_persona.groundTruth;
    if (g.is_object() && g.contains(key) && g[key].is_boolean())
        return g[key].get<bool>();
    return fallback;
}

QString ScriptedCaller::firstDate() const
{
    const QString first = gt("date_he_first_gives");
    return first.isEmpty() ? gt("first_choice_date") : first;
}

// An aggressive caller complains and demands the manager when that is what
// it wants (a complaint goal or a transfer); otherwise it pursues its
// booking, rudely.
bool ScriptedCaller::complains() const
{
    return m_persona.intendedOutcome == Outcome::Transfer || m_phrases->goalComplain.match(m_persona.goal.toLower()).hasMatch();
}

QString ScriptedCaller::sidetrack()
{
    const QStringList pool
        = m_phrases->sidetracks(gt("occasion"), gtBool("wants_own_cake", false), hasGt("allergy") ? gt("allergy") : QString());
    Prng prng = Prng::forTurn(m_conversationId, m_turn, "caller-sidetrack", m_runSeed);
    int pick = int(prng.below(quint64(pool.size())));
    for (int i = 0; i < pool.size() && m_sidetracksUsed.contains(pick); ++i)
        pick = (pick + 1) % int(pool.size());
    m_sidetracksUsed.insert(pick);
    return pool.at(pick);
}

CallerReply ScriptedCaller::finish(const QString &text)
{
    m_hungUp = true;
    return {text, true};
}

CallerReply ScriptedCaller::say(const QString &text)
{
    return {text, false};
}

QString ScriptedCaller::answerSlot(const QString &slot, bool &known)
{
    known = true;
    const Type type = m_persona.type;
    const CallerPhrases &p = *m_phrases;
    if (slot == QLatin1String("party_size") && hasGt("party_size")) {
        m_given.insert(slot);
        return p.party(type, gt("party_size").toInt());
    }
    if (slot == QLatin1String("date")) {
        const QString first = firstDate();
        if (type == Type::Confused && !first.isEmpty() && !m_wrongDateGiven && !m_given.contains(slot)) {
            m_wrongDateGiven = true;
            m_given.insert(slot);
            return p.wrongDate(first);
        }
        if (hasGt("date")) {
            m_given.insert(slot);
            m_dateCorrected = true;
            return p.date(type, gt("date"));
        }
    }
    if (slot == QLatin1String("time") && hasGt("time")) {
        m_given.insert(slot);
        QString said = gt("how_he_says_the_time");
        if (!said.isEmpty())
            said = said.section(QLatin1String(" ("), 0, 0);
        return p.time(type, gt("time"), said);
    }
    if (slot == QLatin1String("name") && hasGt("name")) {
        m_given.insert(slot);
        return p.name(type, gt("name"));
    }
    if (slot == QLatin1String("phone") && hasGt("phone")) {
        m_given.insert(slot);
        return p.phone(type, gt("phone"));
    }
    if (slot == QLatin1String("existing_booking_ref") && hasGt("existing_booking_ref")) {
        m_given.insert(slot);
        return p.reference(gt("existing_booking_ref"));
    }
    if (slot == QLatin1String("occasion") || slot == QLatin1String("allergy")) {
        const QString v = gt(slot == QLatin1String("occasion") ? "occasion" : "allergy");
        m_given.insert(slot);
        if (!v.isEmpty())
            return capitalised(v) + QLatin1Char('.');
        return p.nothingLikeThat;
    }
    known = false;
    return p.dontKnow;
}

CallerReply ScriptedCaller::opening()
{
    if (m_hungUp)
        return {QString(), true};
    m_opened = true;
    ++m_turn;
    const Type type = m_persona.type;
    const bool wantsManager = m_persona.intendedOutcome == Outcome::Transfer;
    const QString goal = m_persona.goal.toLower();

    OpeningFacts f;
    f.type = type;
    f.intent = m_phrases->goalCancel.match(goal).hasMatch() ? Intent::Cancel
        : m_phrases->goalComplain.match(goal).hasMatch()    ? Intent::Complain
                                                            : Intent::Book;
    f.wantsManager = wantsManager;
    f.complaint = type == Type::Aggressive && complains();
    const bool partyKnown = hasGt("party_size");
    switch (type) {
    case Type::Cooperative:
    case Type::Aggressive:
        if (type == Type::Aggressive && f.complaint) {
            f.visitDate = gt("visit_date");
            f.complaintText = gt("complaint");
            f.wants = gt("wants");
            break;
        }
        if (partyKnown) {
            f.party = gt("party_size").toInt();
            m_given.insert(QStringLiteral("party_size"));
        }
        if (hasGt("date")) {
            f.date = gt("date");
            m_given.insert(QStringLiteral("date"));
        }
        if (hasGt("time")) {
            f.time = gt("time");
            m_given.insert(QStringLiteral("time"));
        }
        break;
    case Type::Busy:
        if (partyKnown)
            f.party = gt("party_size").toInt();
        break;
    case Type::Talkative:
        f.sidetrack = sidetrack();
        if (partyKnown)
            f.party = gt("party_size").toInt();
        break;
    case Type::Confused:
        f.firstDate = firstDate();
        if (!f.firstDate.isEmpty()) {
            m_wrongDateGiven = true;
            m_given.insert(QStringLiteral("date"));
        }
        break;
    case Type::Distrustful:
        if (partyKnown)
            f.party = gt("party_size").toInt();
        break;
    }
    if (type == Type::Aggressive) {
        ++m_complaints;
        if (f.complaint)
            ++m_managerAsks;
    } else if (wantsManager) {
        ++m_managerAsks;
    }
    return say(m_phrases->opening(f));
}

CallerReply ScriptedCaller::respond(const QString &agentText)
{
    if (m_hungUp)
        return {QString(), true};
    if (!m_opened)
        return opening();
    ++m_turn;
    Prng prng = Prng::forTurn(m_conversationId, m_turn, "caller", m_runSeed);
    const CallerPhrases &p = *m_phrases;
    const QString l = p.prepare(agentText);
    const Type type = m_persona.type;
    const Outcome outcome = m_persona.intendedOutcome;
    auto matches = [&l](const QRegularExpression &re) { return re.match(l).hasMatch(); };

    // 1. The agent ends the call or puts the caller through.
    if (matches(p.transferring))
        return finish(outcome == Outcome::Transfer ? p.transferredWanted : p.transferredUnwanted);
    if (matches(p.goodbye))
        return finish(type == Type::Busy ? p.busyBye : p.bye);

    // 2. Busy callers at high difficulty lose patience with long turns.
    QString prefix;
    if (type == Type::Busy && agentText.size() > 160) {
        if (m_persona.difficulty >= 4 && prng.chance(0.5))
            return finish(p.noTime);
        prefix = p.busyAck;
    }
    if (type == Type::Confused && prng.chance(0.15 + 0.05 * m_persona.difficulty))
        prefix = p.confusedAck;
    if (type == Type::Confused && m_wrongDateGiven && !m_dateCorrected && hasGt("date")) {
        m_dateCorrected = true;
        prefix += p.dateCorrection(firstDate(), gt("date"));
    }

    // 3. A caller asked to verify is satisfied by the public number / a call back offer.
    const bool verification = matches(p.verification);
    if (verification)
        m_verified = true;

    // 4. Outcome pursuit before slot answers.
    if (outcome == Outcome::Refusal) {
        if (gtBool("declines_set_menu", false) && matches(p.price))
            return finish(prefix + p.refusePrice);
        if (!gtBool("books_without_guarantee", true) && matches(p.guarantee))
            return finish(prefix + p.refuseGuarantee);
    }
    if (outcome == Outcome::Callback && verification && m_phoneWithheld)
        return finish(prefix + p.callOfficial);

    const bool confirmation = matches(p.confirmation);
    const bool offer = matches(p.offer);
    const bool anythingElse = matches(p.anythingElse);
    const bool transferOffer = matches(p.transferOffer) && l.contains(QLatin1Char('?'));
    const QStringList asked = p.askedSlots(agentText);

    if (outcome == Outcome::Transfer) {
        if (transferOffer)
            return say(prefix + p.transferYes);
        if (confirmation || anythingElse || offer || m_managerAsks < 2) {
            ++m_managerAsks;
            QString line = type == Type::Aggressive ? p.insistAggressive : p.insistPolite;
            if (!confirmation && !anythingElse && !offer) {
                // Answer the question too, then insist.
                QString answers;
                for (const QString &slot : asked) {
                    bool known = false;
                    answers += answerSlot(slot, known) + QLatin1Char(' ');
                }
                if (!answers.isEmpty())
                    line = answers + (type == Type::Aggressive ? p.thenInsistAggressive : p.thenInsistPolite);
            }
            return say(prefix + line);
        }
    }

    if (outcome == Outcome::Callback) {
        const bool phoneAsked = asked.contains(QStringLiteral("phone"));
        const bool withhold = !gtBool("gives_phone_before_verification", true) && !m_verified;
        if (phoneAsked && withhold && !m_phoneWithheld) {
            m_phoneWithheld = true;
            return say(prefix + p.withholdPhone);
        }
        if (confirmation || anythingElse || offer || (phoneAsked && !withhold) || (m_phoneWithheld && phoneAsked))
            return finish(prefix + p.callback(hasGt("phone") ? gt("phone") : QString()));
    }

    if (confirmation) {
        if (outcome == Outcome::Refusal) {
            if (gtBool("declines_set_menu", false))
                return finish(prefix + p.refuseSetMenu);
            if (!gtBool("books_without_guarantee", true))
                return finish(prefix + p.refuseNoGuarantee);
            return finish(prefix + p.refusePlain);
        }
        // Success: correct what the agent got wrong, otherwise say yes.
        QStringList fixes;
        const auto party = p.statedParty(l);
        if (party && hasGt("party_size") && *party != gt("party_size"))
            fixes << p.fixParty(gt("party_size"), *party);
        if (hasGt("date") && p.summaryDateDiffers(l, gt("date")))
            fixes << p.fixDate(gt("date"));
        const QStringList times = allMatches(l, "\\b\\d{1,2}:\\d{2}\\b");
        if (!times.isEmpty() && hasGt("time") && !times.contains(gt("time"))) {
            bool acceptable = false;
            const QStringList range = allMatches(gt("acceptable_times"), "\\d{1,2}:\\d{2}");
            if (range.size() == 2) {
                const int t = minutesOf(times.first());
                acceptable = t >= minutesOf(range[0]) && t <= minutesOf(range[1]);
            }
            if (!acceptable)
                fixes << p.fixTime(gt("time"));
        }
        if (!fixes.isEmpty())
            return say(prefix + p.notQuite(fixes));
        QString yes = type == Type::Busy ? p.yesBusy : p.yesPlain;
        if (type == Type::Cooperative)
            yes += p.yesCooperative;
        return say(prefix + yes);
    }

    if (offer) {
        if (outcome == Outcome::Refusal)
            return finish(prefix + p.offerRefuse);
        const QStringList times = allMatches(l, "\\b\\d{1,2}:\\d{2}\\b");
        const QStringList range = allMatches(gt("acceptable_times"), "\\d{1,2}:\\d{2}");
        if (range.size() == 2 && !times.isEmpty()) {
            const bool full = matches(p.full);
            for (const QString &t : times) {
                if (full && t == gt("time"))
                    continue; // the agent says the wanted time is taken
                const int m = minutesOf(t);
                if (m >= minutesOf(range[0]) && m <= minutesOf(range[1]))
                    return say(prefix + p.offerAccept(t));
            }
            return say(prefix + p.offerDecline(range[0], range[1]));
        }
        return say(prefix + p.offerOkay);
    }

    if (anythingElse)
        return say(prefix + p.thatsAll);

    // 5. Slot questions.
    if (!asked.isEmpty()) {
        QStringList parts;
        bool anyKnown = false;
        for (const QString &slot : asked) {
            bool known = false;
            parts << answerSlot(slot, known);
            anyKnown = anyKnown || known;
        }
        if (!anyKnown && ++m_unanswered >= 3)
            return finish(prefix + parts.join(QLatin1Char(' ')) + p.giveUp);
        QString line = parts.join(QLatin1Char(' '));
        if (type == Type::Talkative && prng.chance(0.6))
            line += QLatin1Char(' ') + sidetrack();
        if (type == Type::Aggressive) {
            ++m_complaints;
            const QStringList &asides = complains() ? p.managerComplaints : p.hurryComplaints;
            line += m_complaints % 2 ? asides.at(0) : asides.at(1);
        }
        if (type == Type::Cooperative && anyKnown && !m_volunteered && prng.chance(0.5)) {
            m_volunteered = true;
            if (gtBool("needs_high_chair", false))
                line += p.highChair;
            else if (hasGt("occasion") && !m_given.contains(QStringLiteral("occasion")))
                line += p.volunteerOccasion(gt("occasion"));
        }
        return say(prefix + line);
    }

    // 6. Anything else: a question we cannot place, or a statement.
    if (l.contains(QLatin1Char('?'))) {
        if (++m_unanswered >= 3)
            return finish(prefix + p.giveUpUnknown);
        return say(prefix + p.dontKnow);
    }
    if (type == Type::Aggressive)
        return say(prefix + p.notGoodEnough);
    if (type == Type::Talkative)
        return say(prefix + p.talkativeOkay + sidetrack());
    return say(prefix + p.okay);
}

} // namespace Polygon
