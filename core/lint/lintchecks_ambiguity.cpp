// Tier 1, ambiguity: vague wording, references to things never defined.

#include "lintchecks_p.h"

#include "core/util/messages.h"

#include <QSet>

namespace Polygon::Lint::Checks {

namespace {

// What a vague phrase leaves open, as the span shows it: the phrase and the words it qualifies or
// that govern it in its clause, up to three before it and two after ("keep their plot reasonably
// tidy", "popust od nekoliko maraka"), not past a mark of punctuation or a word that joins another
// clause or item ("and", «или», "ali"). The message quotes the vague words themselves.
TextRange phraseAround(QStringView text, const TextRange &core, const Lexicon &lex)
{
    constexpr int kBefore = 3;
    constexpr int kAfter = 2;
    // (the words near it only: a rule of megabytes is not read again for each of its findings)
    constexpr qsizetype kReach = 160;
    const qsizetype from = std::max<qsizetype>(0, core.start - kReach);
    const qsizetype to = std::min(text.size(), core.end() + kReach);
    QList<Token> tokens = tokenize(text.mid(from, to - from));
    for (Token &t : tokens)
        t.start += from;
    // (a word the window cuts is no word of it)
    const auto wordChar = [&](qsizetype i) { return text.at(i).isLetterOrNumber(); };
    if (!tokens.isEmpty() && from > 0 && tokens.first().start == from && wordChar(from - 1))
        tokens.removeFirst();
    if (!tokens.isEmpty() && to < text.size() && tokens.last().start + tokens.last().length == to && wordChar(to))
        tokens.removeLast();
    const auto stops = [&](const Token &t) { return lex.questionJoins.contains(t.lower) || lex.contrastJoins.contains(t.lower); };
    const auto broken = [&](qsizetype from, qsizetype to) {
        for (qsizetype k = std::max<qsizetype>(from, 0); k < std::min(to, text.size()); ++k)
            if (QStringView(u",;:.!?()\u2014\u2013\"\u00ab\u00bb\u201c\u201d\u201e\n").contains(text.at(k)))
                return true;
        return false;
    };
    qsizetype start = core.start;
    qsizetype end = core.end();
    int first = -1;
    int last = -1;
    for (int i = 0; i < tokens.size(); ++i) {
        if (tokens.at(i).start + tokens.at(i).length > core.start && tokens.at(i).start < core.end()) {
            if (first < 0)
                first = i;
            last = i;
        }
    }
    if (first < 0)
        return core;
    for (int i = first - 1, taken = 0; i >= 0 && taken < kBefore; --i, ++taken) {
        const Token &t = tokens.at(i);
        if (stops(t) || broken(t.start + t.length, start))
            break;
        start = t.start;
    }
    for (int i = last + 1, taken = 0; i < tokens.size() && taken < kAfter; ++i, ++taken) {
        const Token &t = tokens.at(i);
        if (stops(t) || broken(end, t.start))
            break;
        end = t.start + t.length;
    }
    return {start, end - start};
}

} // namespace

void ambiguousWording(const LintDocument &doc, QList<Span> &out)
{
    const Segmentation &seg = doc.segmentation;
    const QList<Rule> &rules = seg.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    QSet<quint64> defined;
    for (const Section &section : seg.sections) {
        if (section.heading.isEmpty())
            continue;
        for (const Token &t : tokenize(section.heading))
            if (!t.number && !doc.lexicon.stopWords.contains(t.lower))
                defined.insert(stemKey(doc.lexicon.stem(t.lower)));
    }
    for (int r = 0; r < n; ++r)
        for (quint64 d : feat.at(r)->defines)
            defined.insert(d);
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        for (const FoundPhrase &p : f.vague) {
            Span s;
            s.range = absolute(rules.at(r), phraseAround(rules.at(r).text, p.range, doc.lexicon));
            s.axis = Axis::Ambiguity;
            s.severity = Severity::Warning;
            s.weight = 0.15;
            const QString quote = rules.at(r).text.mid(p.range.start, p.range.length);
            s.message = p.comparative
                ? WorkspaceMessages::tr("“%1” compares with nothing: say than what, or how many or how much.").arg(quote)
                : WorkspaceMessages::tr("“%1” is vague: say exactly what, when or how much.").arg(quote);
            out.append(s);
        }
        for (const FoundPhrase &p : f.references) {
            if (p.hasHead && defined.contains(p.head))
                continue;
            Span s;
            s.range = absolute(rules.at(r), p.range);
            s.axis = Axis::Ambiguity;
            s.severity = Severity::Warning;
            s.weight = p.hasHead ? 0.25 : 0.2;
            const QString quoted = rules.at(r).text.mid(p.range.start, p.range.length);
            s.message = p.hasHead
                ? WorkspaceMessages::tr("“%1” is not defined in the prompt: the model will guess what it says.").arg(quoted)
                : WorkspaceMessages::tr("“%1” points to knowledge outside the prompt: spell out what is meant.").arg(quoted);
            out.append(s);
        }
    }
}

} // namespace Polygon::Lint::Checks
