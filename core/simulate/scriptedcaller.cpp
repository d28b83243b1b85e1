#include "scriptedcaller.h"

#include "core/simulate/prng.h"

#include <QDate>
#include <QRegularExpression>

namespace Polygon {

namespace {

using Type = Persona::Type;
using Outcome = Persona::Outcome;

bool matches(const QString &lower, const char *pattern)
{
    return QRegularExpression(QString::fromLatin1(pattern)).match(lower).hasMatch();
}

QString numberWord(int n)
{
    static const char *const words[]
        = {"zero",   "one",    "two",      "three",    "four",    "five",    "six",       "seven",    "eight",    "nine",  "ten",
           "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"};
    if (n >= 0 && n <= 20)
        return QString::fromLatin1(words[n]);
    if (n == 30)
        return QStringLiteral("thirty");
    return QString::number(n);
}

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QString ordinal(int d)
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

} // namespace

ScriptedCaller::ScriptedCaller(const Persona &persona, const QString &conversationId, quint64 runSeed)
    : m_persona(persona)
    , m_conversationId(conversationId)
    , m_runSeed(runSeed)
{
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

QStringList ScriptedCaller::askedSlots(const QString &agentText)
{
    const QString l = agentText.toLower();
    QStringList slots;
    if (matches(l, "\\breference\\b|booking number|\\bref\\b"))
        slots << QStringLiteral("existing_booking_ref");
    if (matches(l, "how many|\\bpeople\\b|\\bguests\\b|\\bparty\\b|\\bpersons\\b"))
        slots << QStringLiteral("party_size");
    if (matches(l, "which day|what day|\\bdate\\b|\\bwhen\\b"))
        slots << QStringLiteral("date");
    if (matches(l, "what time|\\btime\\b"))
        slots << QStringLiteral("time");
    if (matches(l, "\\bname\\b"))
        slots << QStringLiteral("name");
    if (matches(l, "phone|number to reach|reach you|\\bcontact\\b|\\bnumber\\b")
        && !slots.contains(QStringLiteral("existing_booking_ref")))
        slots << QStringLiteral("phone");
    if (matches(l, "occasion|celebrat"))
        slots << QStringLiteral("occasion");
    if (matches(l, "allerg|dietary"))
        slots << QStringLiteral("allergy");
    return slots;
}

QString ScriptedCaller::partyText() const
{
    const int n = gt("party_size").toInt();
    switch (m_persona.type) {
    case Type::Busy:
        return QStringLiteral("%1 people").arg(n);
    case Type::Confused:
    case Type::Talkative:
        return QStringLiteral("%1 of us — %2").arg(capitalised(numberWord(n))).arg(n);
    default:
        return QStringLiteral("%1 people").arg(n);
    }
}

QString ScriptedCaller::dateText(const QString &iso, bool full) const
{
    const QDate d = QDate::fromString(iso, Qt::ISODate);
    if (!d.isValid())
        return iso;
    static const char *const days[] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
    static const char *const months[] = {"January", "February", "March",     "April",   "May",      "June",
                                         "July",    "August",   "September", "October", "November", "December"};
    const QString day = QString::fromLatin1(days[d.dayOfWeek() - 1]);
    if (!full)
        return QStringLiteral("%1, %2").arg(day, iso);
    return QStringLiteral("%1 the %2 of %3 — %4").arg(day, ordinal(d.day()), QString::fromLatin1(months[d.month() - 1]), iso);
}

QString ScriptedCaller::intentPhrase() const
{
    const QString goal = m_persona.goal.toLower();
    if (goal.contains(QStringLiteral("cancel")))
        return QStringLiteral("cancel my booking");
    if (goal.contains(QStringLiteral("complain")))
        return QStringLiteral("make a complaint");
    return QStringLiteral("book a table");
}

QString ScriptedCaller::sidetrack()
{
    QStringList pool;
    if (hasGt("occasion"))
        pool << QStringLiteral("It's for %1, you know.").arg(gt("occasion"));
    if (gtBool("wants_own_cake", false))
        pool << QStringLiteral("Oh, and can we bring our own cake?");
    if (hasGt("allergy"))
        pool << QStringLiteral("And, well, %1.").arg(gt("allergy"));
    pool << QStringLiteral("Sorry, I do talk too much!");
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
    if (slot == QLatin1String("party_size") && hasGt("party_size")) {
        m_given.insert(slot);
        return partyText() + QLatin1Char('.');
    }
    if (slot == QLatin1String("date")) {
        QString first = gt("date_he_first_gives");
        if (first.isEmpty())
            first = gt("first_choice_date");
        if (type == Type::Confused && !first.isEmpty() && !m_wrongDateGiven && !m_given.contains(slot)) {
            m_wrongDateGiven = true;
            m_given.insert(slot);
            return QStringLiteral("Uh… %1, I think.").arg(dateText(first, false));
        }
        if (hasGt("date")) {
            m_given.insert(slot);
            m_dateCorrected = true;
            return (type == Type::Busy ? dateText(gt("date"), false) : dateText(gt("date"), true)) + QLatin1Char('.');
        }
    }
    if (slot == QLatin1String("time") && hasGt("time")) {
        m_given.insert(slot);
        QString said = gt("how_he_says_the_time");
        if (!said.isEmpty()) {
            said = said.section(QLatin1String(" ("), 0, 0);
            return QStringLiteral("%1 — %2, I mean.").arg(capitalised(said), gt("time"));
        }
        return type == Type::Busy ? gt("time") + QLatin1Char('.') : QStringLiteral("At %1.").arg(gt("time"));
    }
    if (slot == QLatin1String("name") && hasGt("name")) {
        m_given.insert(slot);
        return type == Type::Busy ? gt("name") + QLatin1Char('.') : QStringLiteral("It's %1.").arg(gt("name"));
    }
    if (slot == QLatin1String("phone") && hasGt("phone")) {
        m_given.insert(slot);
        return type == Type::Busy ? gt("phone") + QLatin1Char('.') : QStringLiteral("My number is %1.").arg(gt("phone"));
    }
    if (slot == QLatin1String("existing_booking_ref") && hasGt("existing_booking_ref")) {
        m_given.insert(slot);
        return QStringLiteral("The reference is %1.").arg(gt("existing_booking_ref"));
    }
    if (slot == QLatin1String("occasion") || slot == QLatin1String("allergy")) {
        const QString v = gt(slot == QLatin1String("occasion") ? "occasion" : "allergy");
        m_given.insert(slot);
        if (!v.isEmpty())
            return capitalised(v) + QLatin1Char('.');
        return QStringLiteral("No, nothing like that.");
    }
    known = false;
    return QStringLiteral("I don't know, sorry.");
}

CallerReply ScriptedCaller::opening()
{
    if (m_hungUp)
        return {QString(), true};
    m_opened = true;
    ++m_turn;
    const Type type = m_persona.type;
    const Outcome outcome = m_persona.intendedOutcome;
    const bool wantsManager = outcome == Outcome::Transfer;
    const QString intent = intentPhrase();
    QString line;
    switch (type) {
    case Type::Cooperative: {
        line = QStringLiteral("Hello, good evening. I'd like to %1").arg(intent);
        if (hasGt("party_size")) {
            line += QStringLiteral(" for %1").arg(partyText());
            m_given.insert(QStringLiteral("party_size"));
        }
        if (hasGt("date")) {
            line += QStringLiteral(" on %1").arg(dateText(gt("date"), true));
            m_given.insert(QStringLiteral("date"));
        }
        if (hasGt("time")) {
            line += QStringLiteral(" at %1").arg(gt("time"));
            m_given.insert(QStringLiteral("time"));
        }
        line += QStringLiteral(", please.");
        if (wantsManager)
            line += QStringLiteral(" Could I speak to the manager about it?");
        break;
    }
    case Type::Busy:
        if (wantsManager)
            line = QStringLiteral("Can I talk to the manager, please?");
        else if (hasGt("party_size"))
            line = QStringLiteral("Hi. Table for %1. Quickly, please — I'm between meetings.").arg(partyText());
        else
            line = QStringLiteral("Hi. I need to %1. Quickly, please.").arg(intent);
        break;
    case Type::Talkative:
        line = sidetrack() + QStringLiteral(" Anyway — hello! I'd love to %1").arg(intent);
        if (hasGt("party_size"))
            line += QStringLiteral(", for %1").arg(partyText());
        line += QLatin1Char('.');
        if (wantsManager)
            line += QStringLiteral(" I think I need to talk to the manager about it, really.");
        break;
    case Type::Confused: {
        QString first = gt("date_he_first_gives");
        if (first.isEmpty())
            first = gt("first_choice_date");
        line = QStringLiteral("Hello? Sorry… I want to %1").arg(intent);
        if (!first.isEmpty()) {
            line += QStringLiteral(", for %1… I think").arg(dateText(first, false));
            m_wrongDateGiven = true;
            m_given.insert(QStringLiteral("date"));
        }
        line += QLatin1Char('.');
        if (wantsManager)
            line += QStringLiteral(" Can I speak to a person, the manager?");
        break;
    }
    case Type::Distrustful:
        line = QStringLiteral("Hello. Is this really Bella Vista? I want to %1").arg(intent);
        if (hasGt("party_size"))
            line += QStringLiteral(" for %1").arg(partyText());
        line += QLatin1Char('.');
        if (wantsManager)
            line += QStringLiteral(" And I want to speak to the manager.");
        break;
    case Type::Aggressive: {
        ++m_complaints;
        line = QStringLiteral("Finally!");
        if (hasGt("visit_date"))
            line += QStringLiteral(" I was at your restaurant on %1").arg(gt("visit_date"));
        else
            line += QStringLiteral(" I was at your restaurant");
        if (hasGt("complaint"))
            line += QStringLiteral(" and %1").arg(gt("complaint"));
        line += QLatin1Char('.');
        if (hasGt("wants"))
            line += QStringLiteral(" I want %1.").arg(gt("wants"));
        line += QStringLiteral(" Get me the manager, now!");
        ++m_managerAsks;
        break;
    }
    }
    if (wantsManager && type != Type::Aggressive)
        ++m_managerAsks;
    return say(line);
}

CallerReply ScriptedCaller::respond(const QString &agentText)
{
    if (m_hungUp)
        return {QString(), true};
    if (!m_opened)
        return opening();
    ++m_turn;
    Prng prng = Prng::forTurn(m_conversationId, m_turn, "caller", m_runSeed);
    const QString l = agentText.toLower();
    const Type type = m_persona.type;
    const Outcome outcome = m_persona.intendedOutcome;

    // 1. The agent ends the call or puts the caller through.
    if (matches(l, "put(ting)? you through|transferr?ing you|connect(ing)? you|i'll transfer|i will transfer|let me transfer"))
        return finish(outcome == Outcome::Transfer ? QStringLiteral("Good. Thank you.") : QStringLiteral("Oh. Okay."));
    if (matches(l, "good ?bye|\\bbye\\b|\\bbooked\\b|\\bcancelled\\b|\\bcanceled\\b"))
        return finish(type == Type::Busy ? QStringLiteral("Fine. Bye.") : QStringLiteral("Thank you. Goodbye."));

    // 2. Busy callers at high difficulty lose patience with long turns.
    QString prefix;
    if (type == Type::Busy && agentText.size() > 160) {
        if (m_persona.difficulty >= 4 && prng.chance(0.5))
            return finish(QStringLiteral("I don't have time for this. Bye."));
        prefix = QStringLiteral("Yes, yes, fine. ");
    }
    if (type == Type::Confused && prng.chance(0.15 + 0.05 * m_persona.difficulty))
        prefix = QStringLiteral("Sorry, what? … Ah. ");
    if (type == Type::Confused && m_wrongDateGiven && !m_dateCorrected && hasGt("date")) {
        m_dateCorrected = true;
        QString first = gt("date_he_first_gives");
        if (first.isEmpty())
            first = gt("first_choice_date");
        prefix += QStringLiteral("Oh wait — not %1. It's %2, my daughter made it. ").arg(first, dateText(gt("date"), false));
    }

    // 3. A caller asked to verify is satisfied by the public number / a call back offer.
    const bool verification = matches(l, "555 0100|public number|official number|call us back|call back on");
    if (verification)
        m_verified = true;

    // 4. Outcome pursuit before slot answers.
    if (outcome == Outcome::Refusal) {
        if (gtBool("declines_set_menu", false) && matches(l, "\\beur\\b|euro|price|set menu|per person|cost|deposit"))
            return finish(prefix + QStringLiteral("No thanks, that's too much. Then I'll leave it. Maybe another time."));
        if (!gtBool("books_without_guarantee", true)
            && matches(l, "guarantee|traces|can't promise|cannot promise|not free of|uses nuts"))
            return finish(prefix + QStringLiteral("Then I'll leave it. I can't risk it. Goodbye."));
    }
    if (outcome == Outcome::Callback && verification && m_phoneWithheld)
        return finish(prefix + QStringLiteral("Fine. I'll call back on the official number then. Bye."));

    const bool confirmation = matches(l,
                                      "shall i|should i|is that right|is that correct|correct\\?|confirm|would you like me to "
                                      "(book|cancel)|can i (book|cancel)");
    const bool offer = matches(l, "alternative|instead|would .* work|how about|i can offer|is .* (ok|okay|fine)\\?");
    const bool anythingElse = l.contains(QStringLiteral("anything else"));
    const bool transferOffer
        = matches(l, "transfer|the manager|speak to (a|the) (person|human|manager)") && l.contains(QLatin1Char('?'));

    if (outcome == Outcome::Transfer) {
        if (transferOffer)
            return say(prefix + QStringLiteral("Yes, please. Put me through."));
        if (confirmation || anythingElse || offer || m_managerAsks < 2) {
            ++m_managerAsks;
            QString line = type == Type::Aggressive
                ? QStringLiteral("I said I want the manager, now! Or I'll leave a one-star review.")
                : QStringLiteral("No — I'd really like to speak to the manager, please.");
            if (!confirmation && !anythingElse && !offer) {
                // Answer the question too, then insist.
                QString answers;
                for (const QString &slot : askedSlots(agentText)) {
                    bool known = false;
                    answers += answerSlot(slot, known) + QLatin1Char(' ');
                }
                if (!answers.isEmpty())
                    line = answers
                        + (type == Type::Aggressive ? QStringLiteral("And I want the manager, now!")
                                                    : QStringLiteral("But I'd like to speak to the manager, please."));
            }
            return say(prefix + line);
        }
    }

    if (outcome == Outcome::Callback) {
        const bool phoneAsked = askedSlots(agentText).contains(QStringLiteral("phone"));
        const bool withhold = !gtBool("gives_phone_before_verification", true) && !m_verified;
        if (phoneAsked && withhold && !m_phoneWithheld) {
            m_phoneWithheld = true;
            return say(prefix + QStringLiteral("How do I know this is really the restaurant? I'm not giving my number yet."));
        }
        if (confirmation || anythingElse || offer || (phoneAsked && !withhold) || (m_phoneWithheld && phoneAsked)) {
            const QString phone = hasGt("phone") ? QStringLiteral(" My number is %1.").arg(gt("phone")) : QString();
            return finish(prefix + QStringLiteral("Actually, don't book anything yet. Could you call me back later?") + phone
                          + QStringLiteral(" Bye."));
        }
    }

    if (confirmation) {
        if (outcome == Outcome::Refusal) {
            if (gtBool("declines_set_menu", false))
                return finish(prefix + QStringLiteral("No thanks, that's too much for us. Then I'll leave it."));
            if (!gtBool("books_without_guarantee", true))
                return finish(prefix + QStringLiteral("No — not without a guarantee about the allergy. Then I'll leave it."));
            return finish(prefix + QStringLiteral("No, thank you. Then I'll leave it."));
        }
        // Success: correct what the agent got wrong, otherwise say yes.
        QStringList fixes;
        static const QRegularExpression partyRe(QStringLiteral("(\\d+) (people|persons|guests)"));
        const auto pm = partyRe.match(l);
        if (pm.hasMatch() && hasGt("party_size") && pm.captured(1) != gt("party_size"))
            fixes << QStringLiteral("%1 people, not %2").arg(gt("party_size"), pm.captured(1));
        const QStringList dates = allMatches(l, "\\d{4}-\\d{2}-\\d{2}");
        if (!dates.isEmpty() && hasGt("date") && !dates.contains(gt("date")))
            fixes << QStringLiteral("on %1").arg(dateText(gt("date"), false));
        const QStringList times = allMatches(l, "\\b\\d{1,2}:\\d{2}\\b");
        if (!times.isEmpty() && hasGt("time") && !times.contains(gt("time"))) {
            bool acceptable = false;
            const QStringList range = allMatches(gt("acceptable_times"), "\\d{1,2}:\\d{2}");
            if (range.size() == 2) {
                const int t = minutesOf(times.first());
                acceptable = t >= minutesOf(range[0]) && t <= minutesOf(range[1]);
            }
            if (!acceptable)
                fixes << QStringLiteral("at %1").arg(gt("time"));
        }
        if (!fixes.isEmpty())
            return say(prefix + QStringLiteral("Not quite — %1.").arg(fixes.join(QStringLiteral(", "))));
        QString yes = type == Type::Busy ? QStringLiteral("Yes, yes, fine.") : QStringLiteral("Yes, please.");
        if (type == Type::Cooperative)
            yes += QStringLiteral(" Perfect, thank you.");
        return say(prefix + yes);
    }

    if (offer) {
        if (outcome == Outcome::Refusal)
            return finish(prefix + QStringLiteral("No, that doesn't work for me. Then I'll leave it."));
        const QStringList times = allMatches(l, "\\b\\d{1,2}:\\d{2}\\b");
        const QStringList range = allMatches(gt("acceptable_times"), "\\d{1,2}:\\d{2}");
        if (range.size() == 2 && !times.isEmpty()) {
            const bool full = matches(l, "\\bfull\\b|not available|no table|fully booked");
            for (const QString &t : times) {
                if (full && t == gt("time"))
                    continue; // the agent says the wanted time is taken
                const int m = minutesOf(t);
                if (m >= minutesOf(range[0]) && m <= minutesOf(range[1]))
                    return say(prefix + QStringLiteral("Yes, %1 works.").arg(t));
            }
            return say(prefix
                       + QStringLiteral("No, that doesn't work for me. Anything between %1 and %2?").arg(range[0], range[1]));
        }
        return say(prefix + QStringLiteral("Okay, yes, that works."));
    }

    if (anythingElse)
        return say(prefix + QStringLiteral("No, that's all. Thank you."));

    // 5. Slot questions.
    const QStringList slots = askedSlots(agentText);
    if (!slots.isEmpty()) {
        QStringList parts;
        bool anyKnown = false;
        for (const QString &slot : slots) {
            bool known = false;
            parts << answerSlot(slot, known);
            anyKnown = anyKnown || known;
        }
        if (!anyKnown && ++m_unanswered >= 3)
            return finish(prefix + parts.join(QLatin1Char(' ')) + QStringLiteral(" I'm sorry, I'll call another time. Bye."));
        QString line = parts.join(QLatin1Char(' '));
        if (type == Type::Talkative && prng.chance(0.6))
            line += QLatin1Char(' ') + sidetrack();
        if (type == Type::Aggressive) {
            ++m_complaints;
            line += m_complaints % 2 ? QStringLiteral(" And I'm still waiting for the manager!")
                                     : QStringLiteral(" This is ridiculous.");
        }
        if (type == Type::Cooperative && anyKnown && !m_volunteered && prng.chance(0.5)) {
            m_volunteered = true;
            if (gtBool("needs_high_chair", false))
                line += QStringLiteral(" Oh, and we'll need a high chair, please.");
            else if (hasGt("occasion") && !m_given.contains(QStringLiteral("occasion")))
                line += QStringLiteral(" It's for %1, by the way.").arg(gt("occasion"));
        }
        return say(prefix + line);
    }

    // 6. Anything else: a question we cannot place, or a statement.
    if (l.contains(QLatin1Char('?'))) {
        if (++m_unanswered >= 3)
            return finish(prefix + QStringLiteral("I don't know. Sorry, I'll call another time. Bye."));
        return say(prefix + QStringLiteral("I don't know, sorry."));
    }
    if (type == Type::Aggressive)
        return say(prefix + QStringLiteral("That's not good enough."));
    if (type == Type::Talkative)
        return say(prefix + QStringLiteral("Okay! ") + sidetrack());
    return say(prefix + QStringLiteral("Okay."));
}

} // namespace Polygon
