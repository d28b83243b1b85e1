// Tier 1, ambiguity: vague wording, references to things never defined.

#include "lintchecks_p.h"

#include "core/util/messages.h"

#include <QHash>
#include <QSet>

namespace Polygon::Lint::Checks {

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
    // a word the prompt is about is no reference to something outside it: a clinic's «процедура», said in
    // rule after rule, is its treatment, not a procedure nobody wrote down
    constexpr int kTopicRules = 3;
    QHash<quint64, int> rulesWithHead;
    for (int r = 0; r < n; ++r) {
        QSet<quint64> heads;
        for (const FoundPhrase &p : feat.at(r)->references)
            if (p.hasHead)
                heads.insert(p.head);
        for (quint64 h : std::as_const(heads))
            ++rulesWithHead[h];
    }
    // a comparative that names a class, given as a label at the start of a rule ("Mlađi kadeti: 55 € mjesečno") and said
    // again in another rule ("Mlađi kadeti treniraju utorkom i četvrtkom"), is that class's name, no comparison with
    // nothing (a label said once, "Kraći boravak: 25 KM po danu", still leaves open what is shorter)
    QSet<QString> labels;
    QHash<QString, int> comparatives; // each comparative phrase: in how many rules
    for (int r = 0; r < n; ++r) {
        const QString &text = rules.at(r).text;
        for (const FoundPhrase &p : feat.at(r)->vague) {
            if (!p.comparative)
                continue;
            const QString said = text.mid(p.range.start, p.range.length).toCaseFolded();
            ++comparatives[said];
            if (p.range.start == 0 && text.mid(p.range.end()).startsWith(QLatin1Char(':')))
                labels.insert(said);
        }
    }
    labels.removeIf([&](const QString &label) { return comparatives.value(label) < 2; });
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        for (const FoundPhrase &p : f.vague) {
            if (p.comparative && labels.contains(rules.at(r).text.mid(p.range.start, p.range.length).toCaseFolded()))
                continue;
            Span s;
            s.range = absolute(rules.at(r), p.shown);
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
            if (p.hasHead && (defined.contains(p.head) || rulesWithHead.value(p.head) >= kTopicRules))
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
