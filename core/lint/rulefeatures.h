#pragma once

#include "lexicon.h"
#include "linttypes.h"
#include "semantics.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <array>

namespace Polygon::Lint {

// What a rule asks of the agent.
enum class Modality { None, Required, Forbidden, Permitted };

// A number a rule states, for conflicting numbers and times.
struct NumberFact
{
    enum class Kind { Time, Money, Duration, Percent, Count, Date, Distance, Age };
    Kind kind = Kind::Count;
    double value = 0; // Time: minutes after midnight; Duration: minutes; Date: month × 32 + day; Distance: km; Age: years; others
                      // as written
    int boundary = 0; // Time: 1 opening / start, 2 closing / end, 0 neither
    qsizetype boundWordAt = -1; // where the word that makes it a bound starts ("Maximum weight: 90 kg"), or -1
    bool notice = false; // Duration: counted back from an event ("48 hours before", «за три дня до», "in advance")
    int direction = 0; // +1 a lower bound ("8 or more", "от 1500"), -1 an upper bound ("up to 10"), 0 a value
    // the bound is a comparison of a measure ("heavier than", «крупнее», "dulji od"): it names a case, unless the rule
    // forbids what lies beyond it
    bool comparison = false;
    bool strict = false; // the bound leaves its number out ("under 12", "older than 18", «младше 14», "mlađi od 10")
    bool describes = false; // … in a relative clause ("pacijente koji ne mogu sjediti duže od 30 minuta"): a case however negated
    // The values it allows: [value, value] for a value, open on one side for a bound; both ends of
    // a range ("1 to 8", "1–8", "с 1 по 8") hold [1, 8]. Infinite ends are ±infinity.
    double low = 0;
    double high = 0;
    TextRange range; // relative to the rule's start
    QList<quint64> subject; // Time: stems just before it that name what opens or closes ("kitchen")
    // Distance: "mi" when said in miles. Count: the measure of the unit right after it (Lexicon::unitName: "kg", "l", "m"; empty
    // for none) and what one of that unit is in the measure's unit ("2 tone": "kg", 1000)
    QString measure;
    double scale = 1;
};

// A matched lexicon phrase inside a rule.
struct FoundPhrase
{
    TextRange range; // relative to the rule's start
    QString phrase; // the lexicon entry
    quint64 head = 0; // references: stem key of the thing referred to
    bool hasHead = false;
    bool comparative = false; // vague: a comparison with nothing ("larger groups"), not a vague word
    TextRange core; // references: the phrase itself, without the words taken in that qualify it
    TextRange shown; // vague: what its finding underlines, the phrase and the words it leaves open (showVague)
};

// One clause of a rule of several ("Never ask for the card number; bills are paid by transfer",
// "If the caller is leaving us, offer a discount", "Never offer discounts to callers who cancel"):
// what it asks and says on its own, for rules that meet only in one clause (lintchecks_meaning.cpp).
struct ClauseFeatures
{
    TextRange range; // relative to the rule's start
    Modality modality = Modality::None; // its own; the first clause takes the rule's when it has none
    bool negated = false;
    bool repeats = false;
    // a condition or a relative clause of its own part of the sentence qualifies it ("…, if …",
    // "If …, …"); a clause after a semicolon, a colon or a dash keeps none of the others'
    bool qualified = false;
    bool reported = false; // what the agent is to pass on ("Remind callers that …"): rulefeatures.cpp findReportedContent
    QList<Meaning> meanings; // ranges relative to the rule's start
    QList<NumberFact> numbers; // ranges relative to the rule's start
};

// Everything tier 1 and tier 3 need from one rule's text alone: computed once
// per rule hash and cached (PromptAnalyzer), so an edit re-reads one rule.
struct RuleFeatures
{
    int words = 0;
    Modality modality = Modality::None;
    TextRange modalRange; // relative; the deciding modal phrase
    bool imperative = false; // starts (or its main clause starts) with a directive verb
    bool constraint = false; // imperative or modal: one thing the agent must keep in mind
    int constraintMarkers = 0; // directives and modal phrases in the sentence
    int critical = 0; // 2 emphasis (IMPORTANT, capitals), 1 must / never / always, 0 none
    TextRange criticalRange; // relative
    bool negated = false;
    bool without = false; // forbids acting without something ("Never book without a phone number"): requires it
    bool untilWithout = false; // … said as not acting until it is had ("Never confirm until you have read it back")
    bool conditional = false; // carries its own condition or exception (if, unless, except)
    qsizetype conditionAt = -1; // where its first condition word stands, relative; -1 none
    bool exception = false; // the condition is an exception (unless, except, кроме, osim)
    bool onlyCase = false; // the condition is the only case ("only if", «только если», "samo ako")
    // keeps what it allows or asks to some: "Podatke smijete dati samo stranci", "Only discuss an application
    // with the applicant" (not "only if", not "not only")
    bool onlyFor = false;
    // forbids it to all others: "nikome tko nije stranka", "to anyone other than the applicant"
    bool forbidsOthers = false;
    bool always = false; // says it holds in every case ("always", "every caller", «всегда», "svakom klijentu")
    qsizetype alwaysAt = -1; // where it says so in so many words (Lexicon::alwaysWords), relative; -1 not
    qsizetype neverAt = -1; // where it says "never" in so many words (Lexicon::neverWords; not a plain "do not"), -1 not
    // where the words the "always" and the "never" rule may start, relative: not past a semicolon, a
    // colon or a dash from it, nor 300 characters, nor in a reason or a consequence it gives ("because",
    // «так как», "jer", ", so", «поэтому», "pa"); empty when the word itself stands in one
    TextRange alwaysReach;
    TextRange neverReach;
    bool repeats = false; // about doing something again (twice, again, ещё раз)
    QList<quint64> contentStems; // sorted, unique
    QList<quint64> topicStems; // sorted, unique: contentStems without who calls and by what means ("caller", "phone")
    quint64 normKey = 0; // the words, case-folded, without punctuation
    quint64 bagKey = 0; // content stems as a set, with the modality and the numbers
    QList<FoundPhrase> vague;
    QList<FoundPhrase> references;
    QList<quint64> defines; // stems this rule defines ("Cancellation policy: …", "The policy is …")
    QList<NumberFact> numbers;
    // Whether it states a number of this kind.
    bool states(NumberFact::Kind kind) const
    {
        return std::any_of(numbers.cbegin(), numbers.cend(), [kind](const NumberFact &x) { return x.kind == kind; });
    }
    static constexpr int kEveryDay = 127; // all seven weekday bits
    int days = 0; // weekday bits the rule is about (Monday = 1), 0 = not said
    // the days of its clauses that say something is closed (a closed word or a negation in the clause) and
    // of the others: "Radimo od ponedjeljka do subote, a nedjeljom ne radimo" opens six, closes one
    int openDays = 0;
    int closedDays = 0;
    // the days of its clauses that keep something to them: "samo radnim danima", «только на четверг или
    // субботу», "Monday to Friday only"
    int onlyDays = 0;
    bool anyDay = false; // says any day will do: "any day of the week", «в любой день», "bilo koji dan"
    int months = 0; // the months it names (January = 1): "Od novembra do marta", "from April to October"
    bool closedWord = false; // says something is closed ("closed", «выходной», "zatvoreno"): Lexicon::closedWords
    bool openWord = false; // … or open ("open", «открыто», "otvoreno"): Lexicon::openWords
    // +1 asks for short replies ("Keep every answer short", "Don't ramble", «Не растягивайте ответы»), -1
    // for long ones, 0 neither (Lexicon::brevityOf); the word that says so
    int brevity = 0;
    TextRange brevityRange;
    TextRange formalAddress; // where it asks to address the caller formally (Lexicon::formalAddress), empty if not
    // The ways of paying a rule about paying names (Lexicon::paymentWays: bit 1 cash, 2 card, 4 transfer, 8 in
    // instalments, kInstalments, which is paid by any of the others and so no other keeps it out): those
    // it takes and those it turns away ("Kartično plaćanje kod vozača nije moguće", "cards are not accepted");
    // `paysOnly`: it keeps to those it takes ("Plaćanje je samo gotovinom", "by card only"); where it names
    // each way first (findPayment, rulefeatures_numbers.cpp)
    static constexpr int kPaymentWays = 4;
    static constexpr int kInstalments = 1 << 3;
    int paysWith = 0;
    int paysNotWith = 0;
    bool paysOnly = false;
    std::array<TextRange, kPaymentWays> paymentWords;
    // where the first directive verb after the modal phrase starts ("Ne odgovarajte na … pitanja"), -1 none
    qsizetype directiveAfterModal = -1;
    QString vectorText; // tier 3: content words, modal and negation words left out
    // What the content words mean (semantics.h): one per word, or per two-word phrase the thesaurus
    // or the word groups know ("price reduction"); for rules that say the same in other words.
    QList<Meaning> meanings;
    // The clauses of a rule of several (split at a semicolon, a colon or a dash; before a condition,
    // a relative clause, one that explains, or a second directive of the other polarity ("… and do
    // not …"); after a leading condition), each with a modality or a number; empty for one clause.
    QList<ClauseFeatures> clauses;
    // a tool's description, not a rule: "cancel_visit: cancels a visit by booking reference",
    // «order_status — статус заказа»; not compared with the rules that use the tool
    bool describesTool = false;
    // calls a tool ("Zahtjev upiši funkcijom `zatrazi_asistenciju(…)`") or has a polite imperative the directive check did
    // not take ("Primate rezervacije … i odgovarate na pitanja"): an instruction, never a plain statement
    bool instructs = false;
    // words the document-level checks look for before they read a rule word by word (in the text, in any case):
    // of giving back or never doing so (Lexicon::returnStems, nonRefundStems), and of including (includedStems)
    bool returnWord = false;
    bool includedWord = false;
};

RuleFeatures extractFeatures(QStringView text, const Lexicon &lexicon);

// A 64-bit key for a stem (FNV-1a over UTF-16; stable across runs).
quint64 stemKey(QStringView stem);

} // namespace Polygon::Lint
