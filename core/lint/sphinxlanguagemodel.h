#pragma once

// Tier 2 of prompt analysis (surprisal.h): the offline English trigram model,
// read through libsphinxbase (CMU Sphinx's pocketsphinx-en-us).

#include "surprisalsegments.h"

#include <QList>
#include <QString>

#include <memory>

namespace Polygon::Lint {

// A language model file, loaded once per process and path and shared;
// wordBits is thread-safe. Without sphinxbase built in, load() says so.
class SphinxLanguageModel
{
public:
    // Null (and *error a sentence) when the file cannot be read or sphinxbase is not built in.
    static std::shared_ptr<const SphinxLanguageModel> load(const QString &path, QString *error);

    ~SphinxLanguageModel();
    SphinxLanguageModel(const SphinxLanguageModel &) = delete;
    SphinxLanguageModel &operator=(const SphinxLanguageModel &) = delete;

    QString path() const;
    // Bits of each word given up to two words before it; NaN for a word the
    // model does not know (it also cuts the context).
    QList<double> wordBits(const QList<SurprisalWord> &words) const;

    struct Impl;
    explicit SphinxLanguageModel(std::unique_ptr<Impl> impl);

private:
    std::unique_ptr<Impl> m_impl;
};

// The model file: $POLYGON_SPHINX_LM, else Debian's pocketsphinx-en-us
// location. Empty (and *whyNot) when there is none or sphinxbase is not built in.
QString sphinxLanguageModelPath(QString *whyNot);

} // namespace Polygon::Lint
