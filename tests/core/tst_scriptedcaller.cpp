// Tests for the scripted caller (SPEC.md R-CALLER, docs/callers.md): each of
// the ten Bella Vista example personas is driven through the same canned agent
// script; answers must carry the ground-truth value of the asked slot, never a
// date, time or phone number outside the ground truth, and show the persona's
// outcome behaviour. Plus determinism per (persona, conversation id, seed).
// Russian, Croatian and Bosnian: the questions each language's agent asks,
// hand-checked lines (case endings, ijekavian, hr/bs words), every caller type
// and intended outcome against the test flows of tests/data/flows/
// bella-multilingual through the conversation engine (asserting on the tool
// trace and how the call ends), and determinism per seed.
#include "core/simulate/conversationengine.h"
#include "core/simulate/scriptedcaller.h"
#include "core/workspace/workspaceloader.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTest>

using namespace Polygon;

namespace {

const QStringList &agentScript()
{
    static const QStringList s = {
        QStringLiteral("Bella Vista, good evening. How can I help you?"),
        QStringLiteral("For how many people?"),
        QStringLiteral("For which day?"),
        QStringLiteral("What time?"),
        QStringLiteral("What name should the booking be under?"),
        QStringLiteral("A phone number where we can reach you?"),
        QStringLiteral("I have 4 people on 2026-12-11 at 19:30 under Marta. Shall I book it?"),
        QStringLiteral("Booked. Goodbye."),
    };
    return s;
}
const QStringList kSlots = {QString(),
                            QStringLiteral("party_size"),
                            QStringLiteral("date"),
                            QStringLiteral("time"),
                            QStringLiteral("name"),
                            QStringLiteral("phone")};

QList<Persona> examplePersonas()
{
    const WorkspaceLoadResult r = loadWorkspace(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"));
    return r.ok() ? r.workspace->personas : QList<Persona>();
}

Persona personaById(const QString &id)
{
    for (const Persona &p : examplePersonas())
        if (p.id == id)
            return p;
    return {};
}

QString gtValue(const Persona &p, const QString &key)
{
    const std::string k = toStdString(key);
    if (!p.groundTruth.contains(k))
        return {};
    const Json &v = p.groundTruth[k];
    return v.is_string() ? toQString(v.get<std::string>()) : toQString(v.dump());
}

// How the English caller says an ISO date: "Saturday the 12th of December".
QString spokenDate(const QString &iso)
{
    const QDate d = QDate::fromString(iso, Qt::ISODate);
    if (!d.isValid())
        return iso;
    const int n = d.day();
    const char *suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th"
        : n % 10 == 1                                     ? "st"
        : n % 10 == 2                                     ? "nd"
        : n % 10 == 3                                     ? "rd"
                                                          : "th";
    const QLocale english(QLocale::English);
    return english.dayName(d.dayOfWeek()) + QStringLiteral(" the ") + QString::number(n) + QLatin1String(suffix)
        + QStringLiteral(" of ") + english.monthName(d.month());
}

struct Run
{
    QList<CallerReply> replies; // one per agent line, until the caller hangs up
};

Run drive(const Persona &p, const QString &conversation, quint64 seed)
{
    ScriptedCaller caller(p, conversation, seed);
    Run run;
    for (const QString &line : agentScript()) {
        if (caller.hungUp())
            break;
        run.replies << caller.respond(line);
    }
    return run;
}

// ---- Russian, Croatian, Bosnian

QString u(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

const QStringList kLanguages = {QStringLiteral("ru"), QStringLiteral("hr"), QStringLiteral("bs")};

const Workspace &multilingual()
{
    static const WorkspaceLoadResult loaded = loadWorkspace(QStringLiteral(POLYGON_TEST_DATA_DIR "/flows/bella-multilingual"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.problems.value(0).toString()));
    return *loaded.workspace;
}

// The same canned agent script as agentScript(), as each language's flow says it.
QStringList languageScript(const QString &language)
{
    if (language == QLatin1String("ru"))
        return {u("Ресторан «Белла Виста», добрый вечер. Чем могу помочь?"),
                u("На сколько человек?"),
                u("На какой день?"),
                u("На какое время?"),
                u("На чьё имя оформить бронь?"),
                u("И ваш номер телефона, пожалуйста?"),
                u("Итак: столик на 4 человек на пятницу, 11 декабря, в 19:30, на имя Марта. Бронирую?"),
                u("Готово, ваш столик забронирован. До свидания!")};
    if (language == QLatin1String("hr"))
        return {u("Bella Vista, dobra večer. Kako vam mogu pomoći?"),
                u("Za koliko osoba?"),
                u("Za koji dan?"),
                u("U koliko sati?"),
                u("Na koje ime da zapišem rezervaciju?"),
                u("I vaš broj telefona, molim?"),
                u("Dakle: stol za petak, 11. prosinca, u 19:30, broj osoba: 4, na ime Marta. Da rezerviram?"),
                u("Vaš stol je rezerviran. Hvala na pozivu, doviđenja!")};
    return {u("Bella Vista, dobro veče. Kako vam mogu pomoći?"),
            u("Za koliko osoba?"),
            u("Za koji dan?"),
            u("U koliko sati?"),
            u("Na koje ime da upišem rezervaciju?"),
            u("I vaš broj telefona, molim vas?"),
            u("Dakle: sto za petak, 11. decembra, u 19:30, broj osoba: 4, na ime Marta. Da rezervišem?"),
            u("Vaš sto je rezervisan. Hvala na pozivu, doviđenja!")};
}

Run driveScript(const Persona &p, const QStringList &script, const QString &conversation, quint64 seed)
{
    ScriptedCaller caller(p, conversation, seed);
    Run run;
    for (const QString &line : script) {
        if (caller.hungUp())
            break;
        run.replies << caller.respond(line);
    }
    return run;
}

QStringList texts(const Run &run)
{
    QStringList t;
    for (const CallerReply &r : run.replies)
        t << r.text;
    return t;
}

// A caller of `type` who wants `outcome`, speaking `language`, with the facts that outcome needs.
Persona matrixPersona(const QString &language, Persona::Type type, Persona::Outcome outcome)
{
    const bool ru = language == QLatin1String("ru"), bs = language == QLatin1String("bs");
    Persona p;
    p.id = QStringLiteral("%1-%2-%3").arg(language, Persona::typeName(type), Persona::outcomeName(outcome));
    p.language = language;
    p.type = type;
    p.intendedOutcome = outcome;
    p.difficulty = 2;
    p.goal = ru ? u("Забронировать столик на троих.") : bs ? u("Rezervisati sto za troje.") : u("Rezervirati stol za troje.");
    Json g = Json::object();
    g["name"] = toStdString(ru ? u("Анна Петрова") : bs ? u("Emina Hasić") : u("Ana Babić"));
    g["phone"] = toStdString(ru ? u("+7 916 555-02-11") : bs ? u("+387 61 555 211") : u("+385 91 555 0211"));
    g["party_size"] = 3;
    g["date"] = "2026-12-19";
    g["time"] = "19:30";
    g["occasion"] = toStdString(ru ? u("годовщина свадьбы") : u("godišnjica braka"));
    if (type == Persona::Type::Confused)
        g["first_choice_date"] = "2026-12-14"; // a Monday: closed
    if (type == Persona::Type::Talkative)
        g["wants_own_cake"] = true;
    if (outcome == Persona::Outcome::Refusal) {
        if (type == Persona::Type::Distrustful) {
            g["books_without_guarantee"] = false;
            g["allergy"] = toStdString(ru ? u("у сына аллергия на орехи") : u("sin ima alergiju na orašaste plodove"));
        } else {
            g["declines_set_menu"] = true;
        }
    }
    if (outcome == Persona::Outcome::Callback && type == Persona::Type::Distrustful)
        g["gives_phone_before_verification"] = false;
    if (outcome == Persona::Outcome::Transfer && type == Persona::Type::Aggressive) {
        p.goal = ru ? u("Пожаловаться на холодный суп и потребовать администратора.")
                    : u("Žaliti se na hladnu juhu i tražiti voditelja.");
        g["visit_date"] = "2026-11-28";
        g["complaint"] = toStdString(ru       ? u("суп принесли холодным")
                                         : bs ? u("supa je stigla hladna")
                                              : u("juha je stigla hladna"));
        g["wants"] = toStdString(ru ? u("извинений") : bs ? u("izvinjenje") : u("ispriku"));
    }
    p.groundTruth = g;
    return p;
}

SimulationResult simulate(const Persona &persona, quint64 seed, double noise = 0.0)
{
    const Workspace &ws = multilingual();
    const QString language = persona.language.isEmpty() ? QStringLiteral("ru") : persona.language;
    const Agent *agent = ws.agent(QStringLiteral("bella-flow-") + language);
    Q_ASSERT(agent);
    SimulationOptions options;
    options.seed = seed;
    options.noise = noise;
    options.maxTurns = 40;
    Diagnostics problems;
    const auto r = simulateOffline(ws, *agent, persona, options, problems);
    if (!r)
        qFatal("%s", qPrintable(problems.value(0).toString()));
    return *r;
}

QList<ToolCall> calls(const Conversation &c)
{
    QList<ToolCall> out;
    for (const Turn &t : c.turns)
        out += t.toolCalls;
    return out;
}

QStringList callNames(const Conversation &c)
{
    QStringList out;
    for (const ToolCall &call : calls(c))
        out << call.name;
    return out;
}

QString transcriptOf(const SimulationResult &r)
{
    QStringList lines;
    for (const Turn &t : r.conversation.turns)
        lines << (t.speaker == Turn::Speaker::Agent ? QStringLiteral("agent: ") : QStringLiteral("caller: ")) + t.text
                + (t.hasHeard && t.heard != t.text ? QStringLiteral(" [heard: %1]").arg(t.heard) : QString());
    return QStringLiteral("end: ") + r.endReason + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

int minutes(const QString &hhmm)
{
    return hhmm.section(QLatin1Char(':'), 0, 0).toInt() * 60 + hhmm.section(QLatin1Char(':'), 1, 1).toInt();
}

// How the call must end for the persona's intended outcome: the tool trace and the end action, not the wording.
void checkEnding(const Persona &p, const SimulationResult &r)
{
    const QString why = transcriptOf(r);
    const QStringList names = callNames(r.conversation);
    const Json &g = p.groundTruth;
    switch (p.intendedOutcome) {
    case Persona::Outcome::Success: {
        QVERIFY2(r.endReason == QLatin1String("end"), qPrintable(why));
        QVERIFY2(!names.contains(QStringLiteral("transfer_to_human")), qPrintable(why));
        bool booked = false;
        for (const ToolCall &call : calls(r.conversation)) {
            if (call.name != QLatin1String("create_booking") || !call.result.is_object() || !call.result.value("created", false))
                continue;
            booked = true;
            QVERIFY2(call.valid, qPrintable(why));
            QVERIFY2(call.arguments.at("party_size") == g.at("party_size"), qPrintable(why));
            QVERIFY2(call.arguments.at("date") == g.at("date"), qPrintable(why));
            QCOMPARE(toQString(call.arguments.at("name").get<std::string>()), toQString(g.at("name").get<std::string>()));
            const QString time = toQString(call.arguments.at("time").get<std::string>());
            if (g.contains("acceptable_times")) { // "between 19:00 and 21:30"
                static const QRegularExpression hm(QStringLiteral("\\d{1,2}:\\d{2}"));
                QStringList range;
                for (auto it = hm.globalMatch(toQString(g.at("acceptable_times").get<std::string>())); it.hasNext();)
                    range << it.next().captured(0);
                QCOMPARE(range.size(), 2);
                QVERIFY2(minutes(time) >= minutes(range[0]) && minutes(time) <= minutes(range[1]), qPrintable(why));
            } else {
                QCOMPARE(time, toQString(g.at("time").get<std::string>()));
            }
        }
        QVERIFY2(booked, qPrintable(why));
        break;
    }
    case Persona::Outcome::Refusal:
        QVERIFY2(r.endReason == QLatin1String("caller_hung_up"), qPrintable(why));
        QVERIFY2(names.contains(QStringLiteral("check_availability")), qPrintable(why)); // it got as far as a table
        QVERIFY2(!names.contains(QStringLiteral("create_booking")), qPrintable(why));
        QVERIFY2(!names.contains(QStringLiteral("transfer_to_human")), qPrintable(why));
        QVERIFY2(!r.conversation.turns.last().text.contains(toQString(g.at("phone").get<std::string>())), qPrintable(why));
        break;
    case Persona::Outcome::Callback:
        QVERIFY2(r.endReason == QLatin1String("caller_hung_up"), qPrintable(why));
        QVERIFY2(!names.contains(QStringLiteral("create_booking")), qPrintable(why));
        QVERIFY2(!names.contains(QStringLiteral("transfer_to_human")), qPrintable(why));
        // The last line asks to be called back and leaves the number to call.
        QCOMPARE(r.conversation.turns.last().speaker, Turn::Speaker::Caller);
        QVERIFY2(r.conversation.turns.last().text.contains(toQString(g.at("phone").get<std::string>())), qPrintable(why));
        break;
    case Persona::Outcome::Transfer: {
        QVERIFY2(r.endReason == QLatin1String("transfer"), qPrintable(why));
        QVERIFY2(!names.contains(QStringLiteral("create_booking")), qPrintable(why));
        const ToolCall last = calls(r.conversation).last();
        QCOMPARE(last.name, QStringLiteral("transfer_to_human"));
        QVERIFY(last.valid);
        const QString reason = toQString(last.arguments.at("reason").get<std::string>());
        // Asked for the manager, or a party the manager books.
        QVERIFY2(reason == QLatin1String("caller_request")
                     || (reason == QLatin1String("large_party") && g.at("party_size").get<int>() > 8),
                 qPrintable(why));
        break;
    }
    }
}

} // namespace

class TestScriptedCaller : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void examplesLoad() { QCOMPARE(examplePersonas().size(), 10); }

    void personaScript_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("confirmReply"); // literal prefix of the reply to "Shall I book it?" ("" = hung up before)
        QTest::addColumn<int>("hangUpAt"); // index of the agent line after which the caller hangs up
        QTest::newRow("aggressive-dario") << "aggressive-dario"
                                          << "I said I want the manager, now!" << 7;
        QTest::newRow("busy-ana") << "busy-ana"
                                  << "No — I'd really like to speak to the manager" << 7;
        QTest::newRow("busy-marta") << "busy-marta"
                                    << "Not quite — 2 people, not 4." << 7;
        QTest::newRow("confused-josip") << "confused-josip"
                                        << "" << 7; // checked below: correction
        QTest::newRow("confused-mirko") << "confused-mirko"
                                        << "" << 7;
        QTest::newRow("cooperative-ivana") << "cooperative-ivana"
                                           << "Not quite — on Saturday the 12th of December, at 13:00." << 7;
        QTest::newRow("cooperative-tomislav") << "cooperative-tomislav"
                                              << "No thanks, that's too much for us." << 6;
        QTest::newRow("distrustful-goran") << "distrustful-goran"
                                           << "Actually, don't book anything yet. Could you call me back later?" << 6;
        QTest::newRow("distrustful-lucija") << "distrustful-lucija"
                                            << "No — not without a guarantee" << 6;
        QTest::newRow("talkative-snjezana") << "talkative-snjezana"
                                            << "No — I'd really like to speak to the manager" << 7;
    }

    void personaScript()
    {
        QFETCH(QString, id);
        QFETCH(QString, confirmReply);
        QFETCH(int, hangUpAt);
        const Persona p = personaById(id);
        QCOMPARE(p.id, id);
        const Run run = drive(p, QStringLiteral("conv-1"), 7);
        QStringList texts;
        for (const CallerReply &r : run.replies)
            texts << r.text;
        const QString transcript = texts.join(QLatin1Char('\n'));

        // Hangs up exactly where expected, and only there.
        QCOMPARE(run.replies.size(), hangUpAt + 1);
        for (int i = 0; i < run.replies.size(); ++i)
            QCOMPARE(run.replies[i].hangUp, i == hangUpAt);
        QVERIFY(!run.replies.first().text.isEmpty());

        // Every asked slot is answered with its ground-truth value (digits; dates as said on the phone).
        for (int i = 1; i < kSlots.size() && i < run.replies.size(); ++i) {
            const QString slot = kSlots[i];
            QString value = gtValue(p, slot);
            if (value.isEmpty())
                continue;
            if (slot == QLatin1String("date"))
                value = spokenDate(value);
            const QString reply = run.replies[i].text;
            if (slot == QLatin1String("date") && p.type == Persona::Type::Confused) {
                const QString first = spokenDate(gtValue(p, QStringLiteral("date_he_first_gives"))
                                                 + gtValue(p, QStringLiteral("first_choice_date")));
                QVERIFY2(reply.contains(value) || reply.contains(first) || texts[i - 1].contains(first), qPrintable(reply));
                continue;
            }
            if (slot == QLatin1String("phone") && p.intendedOutcome == Persona::Outcome::Callback) {
                QCOMPARE(reply, QStringLiteral("How do I know this is really the restaurant? I'm not giving my number yet."));
                continue;
            }
            QVERIFY2(reply.contains(value), qPrintable(slot + QStringLiteral(": ") + reply));
        }

        // Never a date, time or phone number outside the ground truth.
        const QString truth = toQString(p.groundTruth.dump());
        static const QRegularExpression facts(QStringLiteral("\\d{4}-\\d{2}-\\d{2}|\\b\\d{1,2}:\\d{2}\\b|\\+\\d[\\d ]{6,}\\d"));
        auto it = facts.globalMatch(transcript);
        while (it.hasNext()) {
            const QString fact = it.next().captured(0);
            QVERIFY2(truth.contains(fact), qPrintable(fact));
        }

        // Outcome behaviour.
        switch (p.intendedOutcome) {
        case Persona::Outcome::Transfer:
            QVERIFY2(texts[0].contains(QStringLiteral("manager")) || texts[1].contains(QStringLiteral("manager")),
                     qPrintable(transcript));
            break;
        case Persona::Outcome::Refusal:
            QVERIFY(texts[6].startsWith(QStringLiteral("No")));
            QVERIFY(texts[6].contains(QStringLiteral("Then I'll leave it.")));
            break;
        case Persona::Outcome::Callback:
            QVERIFY(texts[6].contains(QStringLiteral("call me back")));
            QVERIFY(texts[6].contains(gtValue(p, QStringLiteral("phone"))));
            break;
        case Persona::Outcome::Success:
            QCOMPARE(texts[7],
                     p.type == Persona::Type::Busy ? QStringLiteral("Fine. Bye.") : QStringLiteral("Thank you. Goodbye."));
            break;
        }
        if (!confirmReply.isEmpty())
            QVERIFY2(texts[6].startsWith(confirmReply), qPrintable(texts[6]));

        // Confused callers give the wrong date first and correct it later.
        if (p.type == Persona::Type::Confused) {
            const QString first
                = spokenDate(gtValue(p, QStringLiteral("date_he_first_gives")) + gtValue(p, QStringLiteral("first_choice_date")));
            QVERIFY2(texts[0].contains(first), qPrintable(texts[0]));
            QVERIFY2(transcript.contains(QStringLiteral("Oh wait — not ") + first), qPrintable(transcript));
            QVERIFY(transcript.indexOf(first) < transcript.indexOf(spokenDate(gtValue(p, QStringLiteral("date")))));
        }
        // Distrustful callers ask once whether this is really the restaurant.
        if (p.type == Persona::Type::Distrustful)
            QCOMPARE(transcript.count(QStringLiteral("Is this really Bella Vista?")), 1);
        // Aggressive callers complain with the ground-truth complaint.
        if (p.type == Persona::Type::Aggressive)
            QVERIFY(texts[0].contains(gtValue(p, QStringLiteral("complaint"))));
    }

    void literalLines()
    {
        const Persona ivana = personaById(QStringLiteral("cooperative-ivana"));
        ScriptedCaller c(ivana, QStringLiteral("conv-1"), 7);
        QCOMPARE(c.opening().text,
                 QStringLiteral("Hello, good evening. I'd like to book a table for 4 people on Saturday the 12th of December "
                                "at 13:00, please."));
        const Persona marta = personaById(QStringLiteral("busy-marta"));
        ScriptedCaller m(marta, QStringLiteral("conv-1"), 7);
        m.opening();
        QCOMPARE(m.respond(QStringLiteral("For which day?")).text, QStringLiteral("Friday the 11th of December."));
        QCOMPARE(m.respond(QStringLiteral("20:00 is full. How about 21:00 instead?")).text, QStringLiteral("Yes, 21:00 works."));
        QCOMPARE(m.respond(QStringLiteral("Or would 22:30 work?")).text,
                 QStringLiteral("No, that doesn't work for me. Anything between 19:00 and 21:30?"));
        const Persona mirko = personaById(QStringLiteral("confused-mirko"));
        ScriptedCaller k(mirko, QStringLiteral("x"), 0);
        k.opening();
        QVERIFY(k.respond(QStringLiteral("What time?")).text.contains(QStringLiteral("Half eight — 19:30, I mean.")));
        const Persona tomislav = personaById(QStringLiteral("cooperative-tomislav"));
        ScriptedCaller t(tomislav, QStringLiteral("x"), 0);
        t.opening();
        const CallerReply price = t.respond(QStringLiteral("On the 24th we only serve a set menu at 65 EUR per person."));
        QVERIFY(price.hangUp);
        QCOMPARE(price.text, QStringLiteral("No thanks, that's too much. Then I'll leave it. Maybe another time."));
        QVERIFY(t.hungUp());
        QCOMPARE(t.respond(QStringLiteral("Hello?")).text, QString());
    }

    void unknownFactsAndUnanswerable()
    {
        const Persona ivana = personaById(QStringLiteral("cooperative-ivana"));
        ScriptedCaller c(ivana, QStringLiteral("c"), 1);
        c.opening();
        QCOMPARE(c.respond(QStringLiteral("What is your booking reference?")).text, QStringLiteral("I don't know, sorry."));
        QVERIFY(!c.hungUp());
        c.respond(QStringLiteral("Do you have a loyalty card?"));
        const CallerReply third = c.respond(QStringLiteral("What is your email?"));
        QVERIFY(third.hangUp);
    }

    void goranVerified()
    {
        const Persona goran = personaById(QStringLiteral("distrustful-goran"));
        ScriptedCaller c(goran, QStringLiteral("c"), 1);
        c.opening();
        QVERIFY(!c.respond(QStringLiteral("A phone number, please?")).text.contains(QStringLiteral("555 0119")));
        const CallerReply r = c.respond(QStringLiteral("You can call us back on our public number, +385 1 555 0100."));
        QVERIFY(r.hangUp);
        QVERIFY(r.text.contains(QStringLiteral("call back")));
    }

    void transferAnnouncement()
    {
        const Persona dario = personaById(QStringLiteral("aggressive-dario"));
        ScriptedCaller c(dario, QStringLiteral("c"), 1);
        QVERIFY(c.respond(QStringLiteral("Bella Vista, hello.")).text.contains(QStringLiteral("manager")));
        QVERIFY(c.respond(QStringLiteral("I'm sorry to hear that.")).text.contains(QStringLiteral("manager")));
        const CallerReply r = c.respond(QStringLiteral("I'm putting you through to the manager now."));
        QVERIFY(r.hangUp);
    }

    void determinism_data()
    {
        QTest::addColumn<QString>("id");
        for (const Persona &p : examplePersonas())
            QTest::newRow(qPrintable(p.id)) << p.id;
    }

    void determinism()
    {
        QFETCH(QString, id);
        const Persona p = personaById(id);
        for (quint64 seed : {0ull, 1ull, 42ull}) {
            const Run a = drive(p, QStringLiteral("conv-a"), seed);
            const Run b = drive(p, QStringLiteral("conv-a"), seed);
            QCOMPARE(a.replies.size(), b.replies.size());
            for (int i = 0; i < a.replies.size(); ++i) {
                QCOMPARE(a.replies[i].text, b.replies[i].text);
                QCOMPARE(a.replies[i].hangUp, b.replies[i].hangUp);
            }
        }
    }

    void seededVariation()
    {
        // Confused and talkative callers vary with the conversation id.
        for (const QString &id : {QStringLiteral("confused-josip"), QStringLiteral("talkative-snjezana")}) {
            const Persona p = personaById(id);
            QSet<QString> transcripts;
            for (int i = 0; i < 12; ++i) {
                QStringList t;
                for (const CallerReply &r : drive(p, QStringLiteral("conv-%1").arg(i), 0).replies)
                    t << r.text;
                transcripts.insert(t.join(QLatin1Char('\n')));
            }
            QVERIFY2(transcripts.size() > 1, qPrintable(id));
        }
    }

    // ---- Russian, Croatian, Bosnian

    void languageChoice()
    {
        Persona p = personaById(QStringLiteral("cooperative-ivana"));
        QCOMPARE(ScriptedCaller(p, QStringLiteral("c")).language(), QStringLiteral("en"));
        QCOMPARE(ScriptedCaller(p, QStringLiteral("c"), 0, QStringLiteral("hr")).language(), QStringLiteral("hr"));
        p.language = QStringLiteral("ru");
        QCOMPARE(ScriptedCaller(p, QStringLiteral("c"), 0, QStringLiteral("hr")).language(), QStringLiteral("ru"));
        p.language = QStringLiteral("de");
        QCOMPARE(ScriptedCaller(p, QStringLiteral("c")).language(), QStringLiteral("en"));
        QCOMPARE(ScriptedCaller::languages(),
                 QStringList({QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("hr"), QStringLiteral("bs")}));
    }

    void askedSlotsByLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("slots");
        const auto row = [](const char *name, const char *language, const char *text, QStringList slots) {
            QTest::newRow(name) << QString::fromUtf8(language) << QString::fromUtf8(text) << slots;
        };
        const QString party = QStringLiteral("party_size"), date = QStringLiteral("date"), time = QStringLiteral("time"),
                      name = QStringLiteral("name"), phone = QStringLiteral("phone"),
                      ref = QStringLiteral("existing_booking_ref"), occasion = QStringLiteral("occasion"),
                      allergy = QStringLiteral("allergy");
        row("ru party", "ru", "На сколько человек?", {party});
        row("ru guests", "ru", "Сколько будет гостей?", {party});
        row("ru date", "ru", "На какой день?", {date});
        row("ru date number", "ru", "Какого числа вы хотите прийти?", {date});
        row("ru time", "ru", "На какое время?", {time});
        row("ru time how much", "ru", "Во сколько вас ждать?", {time});
        row("ru when and time", "ru", "Когда и во сколько?", {date, time});
        row("ru name", "ru", "На чьё имя оформить бронь?", {name});
        row("ru name and phone", "ru", "Как вас зовут и по какому номеру с вами связаться?", {name, phone});
        row("ru phone", "ru", "И ваш номер телефона, пожалуйста?", {phone});
        row("ru ref not phone", "ru", "Назовите, пожалуйста, номер брони.", {ref});
        row("ru occasion allergy", "ru", "Какой у вас повод? Есть ли у кого-нибудь аллергия?", {occasion, allergy});
        row("ru yo", "ru", "А на чьё имя? Телефон ещё нужен.", {name, phone});
        row("ru nothing", "ru", "Спасибо за ожидание.", {});
        row("hr party", "hr", "Za koliko osoba?", {party});
        row("hr party guests", "hr", "Koliko će biti gostiju?", {party});
        row("hr date", "hr", "Za koji dan?", {date});
        row("hr date datum", "hr", "Koji datum vam odgovara?", {date});
        row("hr time", "hr", "U koliko sati?", {time});
        row("hr when and time", "hr", "Kada i u koje vrijeme?", {date, time});
        row("hr name", "hr", "Na koje ime da zapišem rezervaciju?", {name});
        row("hr phone", "hr", "I vaš broj telefona, molim?", {phone});
        row("hr ref not phone", "hr", "Koji je broj rezervacije?", {ref});
        row("hr party count not phone", "hr", "Koji je broj osoba?", {party});
        row("hr occasion allergy", "hr", "Slavite li nešto? Ima li netko alergiju?", {occasion, allergy});
        row("hr nothing", "hr", "Hvala na strpljenju.", {});
        row("bs party", "bs", "Za koliko osoba?", {party});
        row("bs date", "bs", "Za kada vam treba sto?", {date});
        row("bs time", "bs", "U koje vrijeme?", {time});
        row("bs name", "bs", "Kako se zovete?", {name});
        row("bs phone", "bs", "Vaš broj mobitela?", {phone});
        row("bs allergy", "bs", "Da li neko ima alergiju?", {allergy});
        row("en", "en", "For how many people, and what time?", {party, time});
        row("unknown is English", "de", "What name should the booking be under?", {name});
    }

    void askedSlotsByLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QStringList, slots);
        QCOMPARE(ScriptedCaller::askedSlots(text, language), slots);
    }

    void englishAskedSlotsUnchanged()
    {
        for (const QString &line : agentScript())
            QCOMPARE(ScriptedCaller::askedSlots(line, QStringLiteral("en")), ScriptedCaller::askedSlots(line));
    }

    // Lines checked by hand: case endings after "на"/"в", collectives, ordinals, hr/bs words.
    void linesByLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("facts"); // ground truth (JSON)
        QTest::addColumn<QString>("agent"); // the agent's line ("" = the opening)
        QTest::addColumn<QString>("expected");
        const auto row = [](const char *name, const char *language, const char *type, const char *outcome, const char *facts,
                            const char *agent, const char *expected) {
            QTest::newRow(name) << QString::fromUtf8(language) << QString::fromUtf8(type) << QString::fromUtf8(outcome)
                                << QString::fromUtf8(facts) << QString::fromUtf8(agent) << QString::fromUtf8(expected);
        };
        const char *five = R"({"name":"Ирина Смирнова","party_size":5,"date":"2026-12-22","time":"19:00"})";
        row("ru opening", "ru", "cooperative", "success", five, "",
            "Добрый вечер! Хочу забронировать столик на пятерых, на вторник, двадцать второе декабря, на семь вечера, "
            "пожалуйста.");
        row("ru date", "ru", "cooperative", "success", five, "На какой день?", "Во вторник, двадцать второго декабря.");
        row("ru party collective", "ru", "cooperative", "success", five, "На сколько человек?", "Нас будет пятеро.");
        row("ru time evening", "ru", "cooperative", "success", five, "На какое время?", "В семь вечера.");
        row("ru name", "ru", "cooperative", "success", five, "На чьё имя оформить бронь?", "Меня зовут Ирина Смирнова.");
        row("ru party twelve", "ru", "cooperative", "success", R"({"party_size":12})", "На сколько человек?",
            "Нас будет двенадцать человек.");
        row("ru party twenty two", "ru", "cooperative", "success", R"({"party_size":22})", "На сколько человек?",
            "Нас будет двадцать два человека.");
        row("ru party one", "ru", "cooperative", "success", R"({"party_size":1})", "На сколько человек?",
            "Только я, один человек.");
        row("ru half past", "ru", "cooperative", "success", R"({"time":"19:30"})", "На какое время?",
            "В половине восьмого вечера.");
        row("ru half past noon", "ru", "cooperative", "success", R"({"time":"12:30"})", "На какое время?",
            "В половине первого дня.");
        row("ru one pm", "ru", "cooperative", "success", R"({"time":"13:00"})", "На какое время?", "В час дня.");
        row("ru quarter past", "ru", "cooperative", "success", R"({"time":"20:15"})", "На какое время?", "В четверть девятого.");
        row("ru quarter to", "ru", "cooperative", "success", R"({"time":"21:45"})", "На какое время?", "Без четверти десять.");
        row("ru morning", "ru", "cooperative", "success", R"({"time":"10:00"})", "На какое время?", "В десять утра.");
        row("ru busy opening", "ru", "busy", "success", R"({"party_size":3})", "",
            "Здравствуйте. Столик на троих. Побыстрее, пожалуйста, я между встречами.");
        row("ru busy party", "ru", "busy", "success", R"({"party_size":3})", "На сколько человек?", "На троих.");
        row("ru busy date", "ru", "busy", "success", R"({"date":"2026-12-22"})", "На какой день?",
            "Во вторник, двадцать второго.");
        row("ru busy time", "ru", "busy", "success", R"({"time":"19:30"})", "На какое время?", "В девятнадцать тридцать.");
        row("ru confused opening", "ru", "confused", "success", R"({"date_he_first_gives":"2026-12-17","date":"2026-12-18"})", "",
            "Алло? Извините… Я хочу забронировать столик, на четверг, семнадцатое декабря… кажется.");
        row("ru aggressive", "ru", "aggressive", "transfer",
            R"({"visit_date":"2026-11-28","complaint":"суп принесли холодным","wants":"извинений"})", "",
            "Ну наконец-то! Мы были у вас двадцать восьмого ноября, и суп принесли холодным. Я хочу извинений. Позовите "
            "администратора, немедленно!");
        row("ru distrustful", "ru", "distrustful", "callback", R"({"party_size":2})", "",
            "Здравствуйте. Это точно ресторан «Белла Виста»? Я хочу забронировать столик на двоих.");
        row("ru callback", "ru", "cooperative", "callback", R"({"phone":"+7 916 555-02-11"})",
            "И ваш номер телефона, пожалуйста?",
            "Знаете, пока ничего не бронируйте. Можете мне перезвонить попозже? Мой номер: +7 916 555-02-11. До свидания.");
        row("ru correction", "ru", "cooperative", "success", R"({"party_size":2,"date":"2026-12-18","time":"19:00"})",
            "Итак: столик на 4 человек на четверг, 17 декабря, в 19:00. Бронирую?",
            "Не совсем — нас двое, а не четверо, на пятницу, восемнадцатое декабря.");
        row("ru offer", "ru", "cooperative", "success", R"({"time":"20:00","acceptable_times":"с 19:00 до 21:30"})",
            "К сожалению, в 20:00 всё занято. Могу предложить 19:00 или 21:30.", "Да, давайте в семь вечера.");

        const char *hrFive = R"({"name":"Petra Jurić","party_size":5,"date":"2026-12-22","time":"19:00"})";
        row("hr opening", "hr", "cooperative", "success", hrFive, "",
            "Dobra večer! Zovem da rezerviram stol za petero, za utorak, dvadeset drugi prosinca, u sedam navečer, molim vas.");
        row("hr date", "hr", "cooperative", "success", hrFive, "Za koji dan?", "U utorak, dvadeset drugog prosinca.");
        row("hr party collective", "hr", "cooperative", "success", hrFive, "Za koliko osoba?", "Bit će nas petero.");
        row("hr party twelve", "hr", "cooperative", "success", R"({"party_size":12})", "Za koliko osoba?",
            "Bit će nas dvanaest osoba.");
        row("hr party twenty two", "hr", "cooperative", "success", R"({"party_size":22})", "Za koliko osoba?",
            "Bit će nas dvadeset i dvije osobe.");
        row("hr name", "hr", "cooperative", "success", hrFive, "Na koje ime da zapišem rezervaciju?", "Zovem se Petra Jurić.");
        row("hr half past", "hr", "cooperative", "success", R"({"time":"19:30"})", "U koliko sati?", "U pola osam navečer.");
        row("hr one pm", "hr", "cooperative", "success", R"({"time":"13:00"})", "U koliko sati?", "U jedan popodne.");
        row("hr noon", "hr", "cooperative", "success", R"({"time":"12:00"})", "U koliko sati?", "U podne.");
        row("hr quarter to", "hr", "cooperative", "success", R"({"time":"20:45"})", "U koliko sati?",
            "U četvrt do devet navečer.");
        row("hr busy party", "hr", "busy", "success", R"({"party_size":3})", "Za koliko osoba?", "Za troje.");
        row("hr busy date", "hr", "busy", "success", R"({"date":"2026-12-22"})", "Za koji dan?", "U utorak, dvadeset drugog.");
        row("hr busy time", "hr", "busy", "success", R"({"time":"19:30"})", "U koliko sati?", "U devetnaest i trideset.");
        row("hr distrustful", "hr", "distrustful", "callback", R"({"party_size":2})", "",
            "Dobar dan. Je li to stvarno Bella Vista? Zovem da rezerviram stol za dvoje.");
        row("hr callback", "hr", "cooperative", "callback", R"({"phone":"+385 91 555 0211"})", "I vaš broj telefona, molim?",
            "Znate što, nemojte još ništa rezervirati. Možete li me nazvati kasnije? Moj broj je +385 91 555 0211. Doviđenja.");
        row("hr unknown", "hr", "cooperative", "success", R"({"party_size":2})", "Koja je vaša e-mail adresa?",
            "Ne znam, oprostite.");
        row("hr correction", "hr", "cooperative", "success", R"({"party_size":2,"date":"2026-12-18","time":"19:00"})",
            "Dakle: stol za četvrtak, 17. prosinca, u 19:00, broj osoba: 4. Da rezerviram?",
            "Ne baš — nas je dvoje, ne četvero, za petak, osamnaesti prosinca.");

        const char *bsFive = R"({"name":"Amra Hodžić","party_size":5,"date":"2026-12-22","time":"19:00"})";
        row("bs opening", "bs", "cooperative", "success", bsFive, "",
            "Dobro veče! Zovem da rezervišem sto za petoro, za utorak, dvadeset drugi decembar, u sedam uveče, molim vas.");
        row("bs date", "bs", "cooperative", "success", bsFive, "Za koji dan?", "U utorak, dvadeset drugog decembra.");
        row("bs party collective", "bs", "cooperative", "success", bsFive, "Za koliko osoba?", "Biće nas petoro.");
        row("bs one pm", "bs", "cooperative", "success", R"({"time":"13:00"})", "U koliko sati?", "U jedan poslijepodne.");
        row("bs distrustful", "bs", "distrustful", "callback", R"({"party_size":2})", "",
            "Dobar dan. Da li je to stvarno Bella Vista? Zovem da rezervišem sto za dvoje.");
        row("bs callback", "bs", "cooperative", "callback", R"({"phone":"+387 61 555 211"})", "I vaš broj telefona, molim vas?",
            "Znate šta, nemojte još ništa rezervisati. Možete li me nazvati kasnije? Moj broj je +387 61 555 211. Doviđenja.");
        row("bs unknown", "bs", "cooperative", "success", R"({"party_size":2})", "Koja je vaša e-mail adresa?",
            "Ne znam, izvinite.");
        row("bs aggressive insists", "bs", "aggressive", "transfer", R"({"party_size":5})", "Za koliko osoba?",
            "Biće nas petoro. I hoću menadžera, odmah!");
        row("bs correction", "bs", "cooperative", "success", R"({"party_size":2,"date":"2026-12-18","time":"19:00"})",
            "Dakle: sto za četvrtak, 17. decembra, u 19:00, broj osoba: 4. Da rezervišem?",
            "Nije baš tako — nas je dvoje, a ne četvoro, za petak, osamnaesti decembar.");
    }

    void linesByLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, type);
        QFETCH(QString, outcome);
        QFETCH(QString, facts);
        QFETCH(QString, agent);
        QFETCH(QString, expected);
        Persona p;
        p.id = QStringLiteral("p");
        p.language = language;
        p.type = Persona::Type(Persona::typeNames().indexOf(type));
        p.intendedOutcome = Persona::Outcome(Persona::outcomeNames().indexOf(outcome));
        p.goal = QStringLiteral("Book a table.");
        p.groundTruth = Json::parse(facts.toStdString());
        ScriptedCaller caller(p, QStringLiteral("lines"), 3);
        const CallerReply opening = caller.opening();
        QCOMPARE(agent.isEmpty() ? opening.text : caller.respond(agent).text, expected);
    }

    void typeBehavioursByLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("busyAck");
        QTest::addColumn<QString>("confusedAsk");
        QTest::addColumn<QString>("talkativeTurn");
        for (const QString &language : kLanguages) {
            if (language == QLatin1String("ru"))
                QTest::newRow("ru") << language << u("Да-да, хорошо. ") << u("Простите, что?") << u("В общем — здравствуйте!");
            else if (language == QLatin1String("hr"))
                QTest::newRow("hr") << language << u("Da, da, dobro. ") << u("Molim? Što ste rekli?") << u("Nego — dobar dan!");
            else
                QTest::newRow("bs") << language << u("Dobro, dobro. ") << u("Molim? Šta ste rekli?") << u("Nego — dobar dan!");
        }
    }

    void typeBehavioursByLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, busyAck);
        QFETCH(QString, confusedAsk);
        QFETCH(QString, talkativeTurn);
        const QStringList script = languageScript(language);
        using T = Persona::Type;
        using O = Persona::Outcome;

        // Busy: cuts a long agent turn short, then answers.
        {
            ScriptedCaller busy(matrixPersona(language, T::Busy, O::Success), QStringLiteral("b"), 1);
            busy.opening();
            const QString longTurn = script.at(2) + QLatin1Char(' ') + QString(170, QLatin1Char('.'));
            QVERIFY(busy.respond(longTurn).text.startsWith(busyAck));
        }
        // Confused: asks again on some turns (seeded), and corrects the wrong first date on the next turn.
        {
            int asked = 0;
            for (int i = 0; i < 12; ++i) {
                const QStringList t = texts(
                    driveScript(matrixPersona(language, T::Confused, O::Success), script, QStringLiteral("c-%1").arg(i), 0));
                asked += t.join(QLatin1Char('\n')).count(confusedAsk) > 0;
                QVERIFY(!t.at(0).contains(QStringLiteral("2026-12-14"))); // the date is spoken, not ISO
            }
            QVERIFY(asked > 0 && asked < 12);
        }
        // Distrustful: asks once whether it is really the restaurant; withholds the phone when it should.
        {
            const Run run = driveScript(matrixPersona(language, T::Distrustful, O::Callback), script, QStringLiteral("d"), 1);
            QVERIFY(texts(run).at(0).contains(QLatin1Char('?')));
            QVERIFY(!texts(run).at(5).contains(QStringLiteral("555")));
            QVERIFY(run.replies.last().hangUp);
        }
        // Aggressive: the ground-truth complaint in the opening; a booking caller complains without wanting the manager.
        {
            const Persona angry = matrixPersona(language, T::Aggressive, O::Transfer);
            QVERIFY(texts(driveScript(angry, script, QStringLiteral("a"), 1))
                        .at(0)
                        .contains(toQString(angry.groundTruth.at("complaint").get<std::string>())));
            const Run booking = driveScript(matrixPersona(language, T::Aggressive, O::Success), script, QStringLiteral("a"), 1);
            Persona plain = matrixPersona(language, T::Cooperative, O::Success);
            plain.groundTruth.erase("occasion"); // nothing to volunteer: the bare answer
            const QString answer = texts(driveScript(plain, script, QStringLiteral("a"), 1)).at(1);
            QVERIFY(booking.replies.at(1).text.startsWith(answer + QLatin1Char(' '))); // then an impatient aside
            QVERIFY(!booking.replies.at(0).text.contains(toQString(angry.groundTruth.at("complaint").get<std::string>())));
        }
        // Talkative: a sidetrack before the greeting, and seeded sidetracks later.
        {
            QSet<QString> transcripts;
            for (int i = 0; i < 8; ++i) {
                const QStringList t = texts(
                    driveScript(matrixPersona(language, T::Talkative, O::Success), script, QStringLiteral("t-%1").arg(i), 0));
                QVERIFY(t.at(0).indexOf(talkativeTurn) > 0);
                transcripts.insert(t.join(QLatin1Char('\n')));
            }
            QVERIFY(transcripts.size() > 1);
        }
        // Cooperative: volunteers the occasion once, after a seeded answer (chance 0.5 per answer until it has).
        {
            const Persona coop = matrixPersona(language, T::Cooperative, O::Success);
            const QString occasion = toQString(coop.groundTruth.at("occasion").get<std::string>());
            QSet<qsizetype> where;
            for (int i = 0; i < 12; ++i) {
                const QStringList t = texts(driveScript(coop, script, QStringLiteral("v-%1").arg(i), 0));
                QVERIFY(t.join(QLatin1Char('\n')).count(occasion) <= 1);
                for (qsizetype k = 0; k < t.size(); ++k)
                    if (t.at(k).contains(occasion))
                        where.insert(k);
            }
            QVERIFY(where.size() >= 2);
        }
    }

    // Every caller type and every intended outcome, in each language, against that language's test flow.
    void endings_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("outcome");
        for (const QString &language : kLanguages)
            for (int type = 0; type < Persona::typeNames().size(); ++type)
                for (int outcome = 0; outcome < Persona::outcomeNames().size(); ++outcome)
                    QTest::newRow(
                        qPrintable(QStringLiteral("%1 %2 %3")
                                       .arg(language, Persona::typeNames().at(type), Persona::outcomeNames().at(outcome))))
                        << language << type << outcome;
    }

    void endings()
    {
        QFETCH(QString, language);
        QFETCH(int, type);
        QFETCH(int, outcome);
        const Persona p = matrixPersona(language, Persona::Type(type), Persona::Outcome(outcome));
        for (const quint64 seed : {1ull, 7ull}) {
            const SimulationResult r = simulate(p, seed);
            checkEnding(p, r);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // The hand-written personas of the test workspace, each with its language's flow.
    void languagePersonas_data()
    {
        QTest::addColumn<QString>("id");
        QCOMPARE(multilingual().personas.size(), 18);
        for (const Persona &p : multilingual().personas)
            QTest::newRow(qPrintable(p.id)) << p.id;
    }

    void languagePersonas()
    {
        QFETCH(QString, id);
        const Persona *p = multilingual().persona(id);
        QVERIFY(p);
        QCOMPARE(p->language, id.left(2));
        checkEnding(*p, simulate(*p, 1));
    }

    void determinismByLanguage_data()
    {
        QTest::addColumn<QString>("id");
        for (const Persona &p : multilingual().personas)
            QTest::newRow(qPrintable(p.id)) << p.id;
    }

    void determinismByLanguage()
    {
        QFETCH(QString, id);
        const Persona &p = *multilingual().persona(id);
        const QStringList script = languageScript(p.language);
        for (const quint64 seed : {0ull, 5ull}) {
            const Run a = driveScript(p, script, QStringLiteral("conv-a"), seed);
            const Run b = driveScript(p, script, QStringLiteral("conv-a"), seed);
            QCOMPARE(texts(a), texts(b));
            for (int i = 0; i < a.replies.size(); ++i)
                QCOMPARE(a.replies[i].hangUp, b.replies[i].hangUp);
        }
        const SimulationResult a = simulate(p, 11, 0.3), b = simulate(p, 11, 0.3);
        QCOMPARE(toFileBytes(simulationToJson(a)), toFileBytes(simulationToJson(b)));
    }
};

QTEST_GUILESS_MAIN(TestScriptedCaller)
#include "tst_scriptedcaller.moc"
