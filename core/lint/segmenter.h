#pragma once

#include "linttypes.h"

#include <QList>
#include <QString>

namespace Polygon::Lint {

// A heading and the rules under it. Section 0 holds the rules before the
// first heading (its heading is empty).
struct Section
{
    QString heading;
    TextRange headingRange; // empty for section 0
    int firstRule = 0;
    int ruleCount = 0;
    int wordsBefore = 0; // words of the prompt before the heading
};

// A prompt cut into sections and rules.
struct Segmentation
{
    QString language;
    QList<Rule> rules;
    QList<Section> sections;
    QList<int> wordsBefore; // per rule: words of the prompt before it (headings included)
    QList<int> ruleWords; // per rule: its words
    QList<bool> steps; // per rule: a sentence of a numbered list item ("1.", "2)"), a step of its section's procedure
    int totalWords = 0;
};

// Cuts Markdown-ish prompt text into rules: headings ('#', a line in bold,
// a short line ending in ':') open sections; bullets ('-', '*', '+', '•',
// "1.", "1)") and paragraphs are split into sentences; each sentence is a
// rule (its range excludes the list marker and surrounding whitespace).
// Fenced code blocks are skipped; table rows are rules of their own.
Segmentation segmentPrompt(const QString &text, const QString &language);

// The identity of a rule in the incremental cache: SHA-1 of the language and
// the rule's exact text (list marker and surrounding whitespace already cut
// off, so renumbering or re-indenting a list keeps it).
QByteArray ruleHash(QStringView text, const QString &language);

// Words (runs of letters and digits) in `text`.
int countWords(QStringView text);

} // namespace Polygon::Lint
