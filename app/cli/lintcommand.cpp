// polygon-cli lint (FORMATS.md §9, docs/lint.md): prompt analysis on five
// axes, offline by default.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/lint/lintjson.h"
#include "core/lint/lintresult.h"
#include "core/lint/lintsession.h"
#include "core/llm/apikey.h"
#include "core/llm/openaiprovider.h"
#include "core/model/language.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

#include <cmath>

namespace Polygon::Cli {

namespace {

// The byte offset of the first byte that is not valid UTF-8, or -1.
qsizetype firstInvalidUtf8(const QByteArray &bytes)
{
    const auto *b = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = b[i];
        int extra;
        char32_t min;
        char32_t cp;
        if (c < 0x80) {
            ++i;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            extra = 1;
            min = 0x80;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2;
            min = 0x800;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3;
            min = 0x10000;
            cp = c & 0x07;
        } else {
            return i;
        }
        for (int k = 1; k <= extra; ++k) {
            if (i + k >= n || (b[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (b[i + k] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
}

// A provider profile given as a path or as a name in ./providers/.
std::optional<Profile> loadProfile(const QString &given, Io &io)
{
    QString path = given;
    if (!QFileInfo::exists(path) && QFileInfo::exists(QStringLiteral("providers/") + path + QStringLiteral(".json")))
        path = QStringLiteral("providers/") + path + QStringLiteral(".json");
    if (!QFileInfo::exists(path)) {
        printProblems({Diagnostic(path, 1, 1, QCoreApplication::translate("polygon-cli", "no such profile file"))}, io);
        return std::nullopt;
    }
    Diagnostics problems;
    auto profile = loadProfileFile(path, problems);
    if (!profile)
        printProblems(problems, io);
    return profile;
}

QString axesLine(const Lint::LintResult &result)
{
    QStringList parts;
    for (int a = 0; a < Lint::kAxisCount; ++a)
        // from the value the JSON shows (three decimals), so both read the same
        parts.append(QStringLiteral("%1 %2")
                         .arg(Lint::axisName(Lint::Axis(a)))
                         .arg(std::round(result.axes[std::size_t(a)] * 1000.0) / 1000.0, 0, 'f', 2));
    return parts.join(QLatin1String(", "));
}

} // namespace

int runLint(const QStringList &args, Io &io)
{
    CommandLine cl("lint", io);
    cl.option("lang", "L",
              QCoreApplication::translate("polygon-cli",
                                          "the prompt's language (%1; default: detected); the language of the messages "
                                          "is set before the command: polygon-cli --lang L lint …")
                  .arg(supportedLanguages().join(QLatin1String(", "))));
    cl.option("tiers", "1,2,3,4",
              QCoreApplication::translate(
                  "polygon-cli", "the tiers to run: 1 rules, 2 surprisal, 3 rule similarity, 4 model judge (default: all)"));
    cl.flag("json", QCoreApplication::translate("polygon-cli", "print the result as JSON"));
    cl.option("fail-above", "X",
              QCoreApplication::translate("polygon-cli", "exit 1 when an axis scores above X, a number from 0 to 1"));
    cl.option("provider", "PROFILE",
              QCoreApplication::translate("polygon-cli",
                                          "an endpoint profile (a file, or a name in ./providers/) for "
                                          "tiers 2 to 4; without it lint stays offline"));
    if (const auto done = cl.parse(args))
        return *done;
    const QStringList &positional = cl.positional();
    const bool json = cl.isSet("json");

    if (positional.isEmpty())
        return cl.usageError(
            QCoreApplication::translate("polygon-cli", "no PROMPT: give a prompt file, or - for standard input"));
    if (positional.size() > 1)
        return cl.usageError(QCoreApplication::translate("polygon-cli", "one PROMPT at a time, not %1").arg(positional.size()));

    const QString language = cl.value("lang");
    if (cl.isSet("lang") && !isSupportedLanguage(language))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "unknown language \"%1\"; expected one of: %2")
                                 .arg(language, supportedLanguages().join(QLatin1String(", "))));

    QList<int> tiers {1, 2, 3, 4};
    if (cl.isSet("tiers")) {
        tiers.clear();
        const QString text = cl.value("tiers");
        const QStringList parts = text.split(QLatin1Char(','));
        for (const QString &part : parts) {
            bool ok = false;
            const int t = part.trimmed().toInt(&ok);
            if (!ok || t < 1 || t > 4 || tiers.contains(t))
                return cl.usageError(
                    QCoreApplication::translate("polygon-cli",
                                                "--tiers takes tier numbers from 1 to 4, each once, separated by commas "
                                                "(like 1,2,3), not \"%1\"")
                        .arg(text));
            tiers.append(t);
        }
        std::sort(tiers.begin(), tiers.end());
    }

    std::optional<double> failAbove;
    if (cl.isSet("fail-above")) {
        bool ok = false;
        const QString text = cl.value("fail-above");
        const double x = text.trimmed().toDouble(&ok);
        if (!ok || std::isnan(x) || x < 0.0 || x > 1.0)
            return cl.usageError(
                QCoreApplication::translate("polygon-cli", "--fail-above must be a number from 0 to 1, not \"%1\"").arg(text));
        failAbove = x;
    }

    std::optional<Profile> profile;
    if (cl.isSet("provider")) {
        profile = loadProfile(cl.value("provider"), io);
        if (!profile)
            return BadInput;
    }

    QString fileName;
    const auto bytes = readInput(positional.first(), io, &fileName);
    if (!bytes)
        return BadInput;
    const qsizetype invalid = firstInvalidUtf8(*bytes);
    if (invalid >= 0) {
        const TextPosition p = positionOfByte(*bytes, invalid);
        printProblems(
            {Diagnostic(fileName, p.line, p.column,
                        QCoreApplication::translate("polygon-cli", "the prompt is not valid UTF-8 (byte 0x%1 at byte offset %2)")
                            .arg(quint8(bytes->at(invalid)), 2, 16, QLatin1Char('0'))
                            .arg(invalid))},
            io);
        return BadInput;
    }
    const QString text = QString::fromUtf8(*bytes);

    // An endpoint, when given, supplies tier 3's vectors, tier 2's log-probs
    // (for a language the offline model does not cover) and tier 4's judge.
    std::unique_ptr<OpenAiProvider> provider;
    QString keyError;
    if (profile) {
        const auto key = ApiKeyLookup::lookup(*profile, &keyError);
        if (key)
            provider = std::make_unique<OpenAiProvider>(*profile, *key);
    }
    if (tiers.contains(3) && profile && !provider)
        io.err << QCoreApplication::translate("polygon-cli",
                                              "%1: tier 3: no API key for the endpoint (%2); using offline n-gram vectors")
                      .arg(fileName, keyError)
               << '\n';

    // The tier sequence is the engine's (core/lint/lintsession.h, docs/lint.md);
    // tier 2 offline reads English through Debian's en-us trigram model.
    Lint::LintSessionConfig config;
    config.language = language;
    config.tiers = tiers;
    config.offlineSurprisal = true;
    config.provider = provider.get();
    config.noJudgeReason = profile
        ? QCoreApplication::translate("polygon-cli", "no API key for the judge: %1").arg(keyError)
        : QCoreApplication::translate("polygon-cli", "no judge profile configured (give --provider PROFILE)");
    Lint::LintSession session;
    session.setConfig(config);
    QObject::connect(&session, &Lint::LintSession::notice, &session,
                     [&](quint64, const QString &message) { io.err << fileName << QStringLiteral(": ") << message << '\n'; });
    const std::optional<Lint::LintResult> finished = session.run(text);
    if (!finished)
        return Failed; // not reached: nothing cancels the session
    const Lint::LintResult &result = *finished;

    if (json) {
        printJson(Lint::lintResultJson(result, text), false, io);
    } else {
        for (const QString &line : Lint::lintReportLines(result, text, fileName))
            io.out << line << '\n';
        io.out << fileName << QStringLiteral(": ") << axesLine(result) << '\n';
        QStringList run;
        for (int t : result.tiersRun)
            run.append(QString::number(t));
        QString status
            = QCoreApplication::translate("polygon-cli", "%1: language %2; tiers run: %3")
                  .arg(fileName, result.language,
                       run.isEmpty() ? QCoreApplication::translate("polygon-cli", "none") : run.join(QLatin1String(", ")));
        for (const Lint::TierSkip &s : result.tiersSkipped)
            status += QStringLiteral("; ")
                + QCoreApplication::translate("polygon-cli", "tier %1 skipped: %2").arg(s.tier).arg(s.why);
        io.out << status << '\n';
    }

    if (failAbove) {
        for (double score : result.axes)
            if (score > *failAbove)
                return Failed;
    }
    return Success;
}

} // namespace Polygon::Cli
