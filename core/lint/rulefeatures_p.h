#pragma once

// The stages of extractFeatures (rulefeatures*.cpp); not for use outside them.

#include "rulefeatures.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace Polygon::Lint::Features {

struct ModalHit
{
    PhraseMatch match;
    Modality modality;
};

// One rule being read: its tokens and what the stages before found.
struct Scan
{
    Scan(QStringView text, const Lexicon &lex);

    // A word a directive may follow: covered, or "please", "also", "then", "first" …
    bool skippable(int i) const;

    // The month token i names (1–12), or 0: "may" is a month only as "May" ("Nobody younger than 12 may lead …")
    int month(int i) const;

    QStringView text;
    const Lexicon &lex;
    QList<Token> tokens;
    int n = 0;
    QList<bool> covered; // by modal, emphasis, condition or negation words
    QList<bool> overridden; // inside "don't forget": not a negation
    int mainClause = 0; // its first token: after a leading condition ("If the caller is late, …")
    QList<ModalHit> modal; // modal phrases of the main clause
    bool modalInSubordinate = false; // … all of them in a clause that explains it ("…, so that they can …")
    QList<QString> stemTexts; // per token: its stem, for content words
    QList<PhraseMatch> freeOfCharge; // "free of charge" phrases not inside modal or condition words
    mutable std::optional<bool> speaksOfAge; // a word of age or of children in it (asked once, when years are read)
};

TextRange rangeOf(const QList<Token> &tokens, int first, int count);
// The text between two tokens, `a` before `b` (spaces, punctuation).
QStringView between(QStringView text, const Token &a, const Token &b);
// Whether any of `marks` stands between two tokens, `a` before `b`: where a clause ends.
bool marksBetween(QStringView text, const Token &a, const Token &b, QStringView marks);
// Only a dash (and spaces) between two tokens: "10:00–22:00", "Mon - Fri".
bool dashBetween(QStringView text, const Token &a, const Token &b);
// Whether token `last` and token `at` are joined as a range: by a dash between them, or by one word of range
// (Lexicon::rangeWords) between ("Monday to Friday", "October–March", «с мая по сентябрь»).
bool rangeJoined(QStringView text, const QList<Token> &tokens, const Lexicon &lex, int last, int at);
// The days of a run named by two ("Monday to Friday", "Mon–Fri", «с понедельника по пятницу», "od ponedjeljka do
// petka"): the day `mask` at token `at` after the one `lastMask` at `lastDay` (-1: none), joined as a range (rangeJoined),
// over the end of the week too ("od nedjelje do četvrtka"); 0 when they are no run.
int daysBetween(QStringView text, const QList<Token> &tokens, const Lexicon &lex, int lastDay, int lastMask, int at, int mask);

// The stages, in the order extractFeatures runs them; each reads what the ones before found.
// rulefeatures_clauses.cpp: what the rule asks and how strongly
void findMainClause(Scan &scan, RuleFeatures &f);
void findModality(Scan &scan, RuleFeatures &f);
void findConditionsAndRepetition(Scan &scan, RuleFeatures &f);
void findDirective(Scan &scan, RuleFeatures &f);
void countInstructions(const Scan &scan, RuleFeatures &f);
void findCritical(Scan &scan, RuleFeatures &f);
void findNegation(Scan &scan, RuleFeatures &f);
void findAgentSubject(Scan &scan, RuleFeatures &f);
void findRestriction(const Scan &scan, RuleFeatures &f);
// rulefeatures.cpp: what the rule is about
void collectContent(Scan &scan, RuleFeatures &f);
void collectMeanings(const Scan &scan, RuleFeatures &f);
// rulefeatures_phrases.cpp: vague wording, references, definitions
void findVague(const Scan &scan, RuleFeatures &f);
void findReferences(const Scan &scan, RuleFeatures &f);
void dropVagueInReferences(RuleFeatures &f);
void findVagueQualifiers(const Scan &scan, RuleFeatures &f);
void findVagueConditions(const Scan &scan, RuleFeatures &f);
void widenVague(const Scan &scan, RuleFeatures &f);
void dropDescriptions(const Scan &scan, RuleFeatures &f);
void showVague(const Scan &scan, RuleFeatures &f);
void findDefinitions(const Scan &scan, RuleFeatures &f);
// rulefeatures_numbers.cpp: days, numbers, times
void findDays(const Scan &scan, RuleFeatures &f);
void findPayment(const Scan &scan, RuleFeatures &f);
void findDirectiveAfterModal(const Scan &scan, RuleFeatures &f);
void findBrevity(const Scan &scan, RuleFeatures &f);
void findFormalAddress(const Scan &scan, RuleFeatures &f);
void findNumbers(const Scan &scan, RuleFeatures &f);
void addFreeOfCharge(const Scan &scan, RuleFeatures &f);
void addAgeOfMajority(const Scan &scan, RuleFeatures &f);
void addBirthdayAges(const Scan &scan, RuleFeatures &f);

} // namespace Polygon::Lint::Features
