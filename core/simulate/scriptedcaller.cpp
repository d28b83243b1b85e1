#include "scriptedcaller.h"

#include "core/simulate/callerphrases.h"
#include "core/simulate/prng.h"

#include <QRegularExpression>

namespace Polygon {

using Type = Persona::Type;
using Outcome = Persona::Outcome;

namespace {

using CallerText::allMatches;
using CallerText::capitalised;
using Intent = CallerPhrases::Intent;
using OpeningFacts = CallerPhrases::OpeningFacts;

int minutesOf(const QString &hhmm)
{
    const QStringList p = hhmm.split(QLatin1Char(':'));
    return p.size() == 2 ? p[0].toInt() * 60 + p[1].toInt() : -1;
}

} // namespace

// ============================================================== the caller

ScriptedCaller::ScriptedCaller(const Persona &persona, const QString &conversationId, quint64 runSeed,
                               const QString &defaultLanguage)
    : m_persona(persona)
    , m_conversationId(conversationId)
    , m_runSeed(runSeed)
    , m_phrases(&CallerPhrases::forLanguage(persona.language.isEmpty() ? defaultLanguage : persona.language))
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
    return CallerPhrases::forLanguage(QStringLiteral("en")).askedSlots(agentText);
}

QStringList ScriptedCaller::askedSlots(const QString &agentText, const QString &language)
{
    return CallerPhrases::forLanguage(language).askedSlots(agentText);
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
