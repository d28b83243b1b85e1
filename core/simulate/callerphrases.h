#pragma once

// The scripted caller's languages (docs/callers.md): one CallerPhrases per
// language, each in its own file (callerphrases_en.cpp, _ru.cpp, _hr.cpp for
// Croatian and Bosnian). ScriptedCaller decides what to say per caller type
// and outcome; the phrases decide how it is said and how the agent's
// questions are recognised. Internal to core/simulate.

#include "core/model/persona.h"

#include <QList>
#include <QPair>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace Polygon {

// One language of the scripted caller: the patterns that recognise what the
// agent says (matched against prepare()d text) and every line the caller says.
class CallerPhrases
{
public:
    using Type = Persona::Type;

    virtual ~CallerPhrases() = default;

    // The phrases of `language` (en, ru, hr, bs); English for any other.
    static const CallerPhrases &forLanguage(const QString &language);
    static const CallerPhrases &english(); // callerphrases_en.cpp
    static const CallerPhrases &russian(); // callerphrases_ru.cpp
    static const CallerPhrases &croatian(); // callerphrases_hr.cpp
    static const CallerPhrases &bosnian(); // callerphrases_hr.cpp: Croatian's grammar, Bosnian words

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

    // Slots the agent's text asks for, in answer order.
    QStringList askedSlots(const QString &agentText) const;
    // The party size the agent's summary states (first one), if any.
    std::optional<QString> statedParty(const QString &l) const;
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

// Text helpers the phrase tables and the caller share (callerphrases.cpp).
namespace CallerText {

QString u8(const char *utf8);
QString capitalised(QString s);
QStringList allMatches(const QString &text, const char *pattern);
QRegularExpression latin(const char *pattern);
QRegularExpression unicode(const char *utf8);

// "stem=month stem=month …" (UTF-8) as (stem, month 1..12) pairs.
QList<QPair<QString, int>> stemList(const char *utf8);
// True when the agent's summary `l` names dates (ISO or "<day> <month word>",
// months found by `stems`) and none is the ground truth's `gtDate`.
bool slavicDateDiffers(const QString &l, const QString &gtDate, const QList<QPair<QString, int>> &stems);

} // namespace CallerText

} // namespace Polygon
