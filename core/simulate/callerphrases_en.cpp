// The scripted caller in English (docs/callers.md).
#include "callerphrases.h"

#include <QDate>
#include <QRegularExpression>

namespace Polygon {

namespace {

using namespace CallerText;

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

} // namespace

const CallerPhrases &CallerPhrases::english()
{
    static const English phrases;
    return phrases;
}

} // namespace Polygon
