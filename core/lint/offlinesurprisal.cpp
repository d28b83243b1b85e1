#include "offlinesurprisal.h"
#include "sphinxlanguagemodel.h"
#include "surprisal_p.h"
#include "surprisalspelling.h"

#include "core/util/messages.h"

#include <QStringList>

namespace Polygon::Lint {

using SurprisalDetail::kNaN;
using SurprisalDetail::measurePhrase;
using SurprisalDetail::sortSpans;

OfflineSurprisal::OfflineSurprisal(const QString &language, std::shared_ptr<const SphinxLanguageModel> model,
                                   std::shared_ptr<const HunspellDictionary> dictionary)
    : m_language(language)
    , m_model(std::move(model))
    , m_dictionary(std::move(dictionary))
{
}

OfflineSurprisal::~OfflineSurprisal() = default;

std::shared_ptr<const OfflineSurprisal> OfflineSurprisal::create(const QString &language, QString *whyNot)
{
    std::shared_ptr<const SphinxLanguageModel> model;
    QString modelWhy;
    if (language == QLatin1String("en")) {
        const QString path = sphinxLanguageModelPath(&modelWhy);
        if (!path.isEmpty())
            model = SphinxLanguageModel::load(path, &modelWhy);
    } else {
        modelWhy = WorkspaceMessages::tr("the offline language model is English only");
    }
    QString dictionaryWhy;
    auto dictionary = HunspellDictionary::load(language, &dictionaryWhy);
    if (!model && !dictionary) {
        if (whyNot)
            *whyNot = WorkspaceMessages::tr("not available for %1: %2; %3").arg(language, modelWhy, dictionaryWhy);
        return nullptr;
    }
    return std::make_shared<const OfflineSurprisal>(language, std::move(model), std::move(dictionary));
}

std::shared_ptr<const RuleScorer> makeOfflineSurprisal(const QString &language, QString *whyNot)
{
    // Tier 2 measures bits per word: without a language model for the
    // language it is not available (unknown words alone are not surprisal).
    if (language != QLatin1String("en")) {
        if (whyNot)
            *whyNot = WorkspaceMessages::tr("not available for %1: the offline language model is English only; token "
                                            "log-probabilities need an endpoint that offers them")
                          .arg(language);
        return nullptr;
    }
    QString modelWhy;
    const QString path = sphinxLanguageModelPath(&modelWhy);
    if (!path.isEmpty() && SphinxLanguageModel::load(path, &modelWhy)) {
        QString why;
        if (auto scorer = OfflineSurprisal::create(language, &why))
            return scorer;
        modelWhy = why;
    }
    if (whyNot)
        *whyNot = WorkspaceMessages::tr("not available for %1: %2").arg(language, modelWhy);
    return nullptr;
}

OfflineSurprisalTier::OfflineSurprisalTier()
    : m_english(makeOfflineSurprisal(QStringLiteral("en"), &m_englishWhy))
{
}

QString OfflineSurprisalTier::unavailableReason(const QString &language) const
{
    if (language == QLatin1String("en"))
        return m_english ? QString() : m_englishWhy;
    QString why;
    makeOfflineSurprisal(language, &why);
    return why;
}

QList<Span> OfflineSurprisalTier::analyseRule(const Rule &rule, const QString &language) const
{
    if (language != QLatin1String("en") || !m_english)
        return {};
    return m_english->analyseRule(rule, language);
}

QString OfflineSurprisal::description() const
{
    QStringList parts;
    if (m_model)
        parts.append(WorkspaceMessages::tr("bits per word under the CMU Sphinx trigram model %1").arg(m_model->path()));
    if (m_dictionary)
        parts.append(WorkspaceMessages::tr("unknown words from the hunspell dictionary %1").arg(m_dictionary->name()));
    return parts.join(QLatin1String("; "));
}

QList<double> OfflineSurprisal::wordBits(const SurprisalSegments &segments) const
{
    if (!m_model)
        return QList<double>(segments.words.size(), kNaN);
    return m_model->wordBits(segments.words);
}

QList<PhraseSurprisal> OfflineSurprisal::phrases(const QString &text, std::optional<TextRange> range) const
{
    if (!m_model)
        return {};
    const SurprisalSegments segments = segmentForSurprisal(text, range);
    const QList<double> bits = wordBits(segments);
    QList<PhraseSurprisal> out;
    for (const SurprisalPhrase &p : segments.phrases)
        out.append(measurePhrase(p, bits));
    return out;
}

PhraseSurprisal OfflineSurprisal::measure(const QString &text) const
{
    PhraseSurprisal all;
    all.range = {0, text.size()};
    for (const PhraseSurprisal &p : phrases(text)) {
        all.words += p.words;
        all.bits += p.bits;
    }
    return all;
}

QList<Span> OfflineSurprisal::unknownWords(const SurprisalSegments &segments) const
{
    if (!m_dictionary)
        return {};
    return unknownWordSpans(segments, *m_dictionary, m_language, 0);
}

QList<Span> OfflineSurprisal::analyseRule(const Rule &rule, const QString &) const
{
    // Offsets inside rule.text, moved to the prompt's at the end.
    QList<Span> spans;
    if (m_model) {
        for (const PhraseSurprisal &p : phrases(rule.text)) {
            if (const auto severity = surprisalOutlier(p, kOfflineEnglishReference))
                spans.append(surprisalSpan(p, kOfflineEnglishReference, *severity));
        }
    }
    if (m_dictionary)
        spans += unknownWords(segmentForSurprisal(rule.text));
    for (Span &s : spans)
        s.range.start += rule.range.start;
    sortSpans(spans);
    return spans;
}

} // namespace Polygon::Lint
