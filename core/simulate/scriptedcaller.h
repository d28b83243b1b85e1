#pragma once

#include "core/model/persona.h"
#include "core/simulate/simulationtypes.h"

#include <QSet>
#include <QString>
#include <QStringList>

namespace Polygon {

class CallerPhrases; // one language's phrases and question patterns (callerphrases.h)

// A simulated caller that needs no model (docs/callers.md): it answers the
// agent's questions from the persona's ground truth by slot matching, behaves
// per caller type and pursues the persona's intended outcome. It speaks the
// persona's language (en, ru, hr, bs). Deterministic: the only randomness is
// Prng::forTurn(conversationId, turn, "caller", runSeed).
class ScriptedCaller
{
public:
    // `defaultLanguage` is spoken when the persona names no language (the
    // workspace's or agent's language); unknown or empty means English.
    ScriptedCaller(const Persona &persona, const QString &conversationId, quint64 runSeed = 0,
                   const QString &defaultLanguage = QString());

    // The caller's first line (after the agent's greeting). respond() with the
    // greeting gives the same line if opening() was not called.
    CallerReply opening();
    // The next line, given what the agent just said (the turn counter advances).
    CallerReply respond(const QString &agentText);
    bool hungUp() const { return m_hungUp; }
    QString language() const;

    // Slots an English agent text asks for, in answer order (exposed for tests).
    static QStringList askedSlots(const QString &agentText);
    // The same for an agent speaking `language` (en, ru, hr, bs; others: English).
    static QStringList askedSlots(const QString &agentText, const QString &language);
    // The languages the scripted caller speaks: en, ru, hr, bs.
    static QStringList languages();

private:
    QString gt(const char *key) const;
    bool hasGt(const char *key) const;
    bool gtBool(const char *key, bool fallback) const;
    QString firstDate() const;
    bool complains() const;
    QString answerSlot(const QString &slot, bool &known);
    QString sidetrack();
    CallerReply finish(const QString &text);
    CallerReply say(const QString &text);

    Persona m_persona;
    QString m_conversationId;
    quint64 m_runSeed = 0;
    const CallerPhrases *m_phrases = nullptr;
    qint64 m_turn = 0;
    bool m_opened = false;
    bool m_hungUp = false;
    int m_unanswered = 0;
    int m_managerAsks = 0;
    int m_complaints = 0;
    bool m_wrongDateGiven = false;
    bool m_dateCorrected = false;
    bool m_phoneWithheld = false;
    bool m_verified = false;
    bool m_volunteered = false;
    QSet<QString> m_given; // slots already answered
    QSet<int> m_sidetracksUsed;
};

} // namespace Polygon
