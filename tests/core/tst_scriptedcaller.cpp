// Tests for the scripted caller (SPEC.md R-CALLER, docs/callers.md): each of
// the ten Bella Vista example personas is driven through the same canned agent
// script; answers must carry the ground-truth value of the asked slot, never a
// date, time or phone number outside the ground truth, and show the persona's
// outcome behaviour. Plus determinism per (persona, conversation id, seed).
#include "core/simulate/scriptedcaller.h"
#include "core/workspace/workspaceloader.h"

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
                                           << "Not quite — on Saturday, 2026-12-12, at 13:00." << 7;
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

        // Every asked slot is answered with its ground-truth value (digits / ISO).
        for (int i = 1; i < kSlots.size() && i < run.replies.size(); ++i) {
            const QString slot = kSlots[i];
            const QString value = gtValue(p, slot);
            if (value.isEmpty())
                continue;
            const QString reply = run.replies[i].text;
            if (slot == QLatin1String("date") && p.type == Persona::Type::Confused) {
                const QString first
                    = gtValue(p, QStringLiteral("date_he_first_gives")) + gtValue(p, QStringLiteral("first_choice_date"));
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
                = gtValue(p, QStringLiteral("date_he_first_gives")) + gtValue(p, QStringLiteral("first_choice_date"));
            QVERIFY(texts[0].contains(first));
            QVERIFY(transcript.contains(QStringLiteral("Oh wait — not ") + first));
            QVERIFY(transcript.indexOf(first) < transcript.indexOf(gtValue(p, QStringLiteral("date"))));
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
                 QStringLiteral("Hello, good evening. I'd like to book a table for 4 people on Saturday the 12th of December — "
                                "2026-12-12 at 13:00, please."));
        const Persona marta = personaById(QStringLiteral("busy-marta"));
        ScriptedCaller m(marta, QStringLiteral("conv-1"), 7);
        m.opening();
        QCOMPARE(m.respond(QStringLiteral("For which day?")).text, QStringLiteral("Friday, 2026-12-11."));
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
};

QTEST_GUILESS_MAIN(TestScriptedCaller)
#include "tst_scriptedcaller.moc"
