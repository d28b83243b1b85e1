// polygon-cli noise (FORMATS.md §7, docs/noise.md): a caller's words as
// speech recognition at a given intensity hears them.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/simulate/recognitionnoise.h"

#include <QCoreApplication>
#include <QFile>

#include <cmath>
#include <cstdio>

namespace Polygon::Cli {

namespace {

// One line: the caller's turn, its line breaks read as spaces.
QString oneLine(QString text)
{
    while (text.endsWith(QLatin1Char('\n')) || text.endsWith(QLatin1Char('\r')))
        text.chop(1);
    text.replace(QLatin1String("\r\n"), QLatin1String(" "));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return text;
}

} // namespace

int runNoise(const QStringList &args, Io &io)
{
    CommandLine cl("noise", io);
    cl.option("lang", "L",
              QCoreApplication::translate("polygon-cli", "the language the caller speaks: %1")
                  .arg(RecognitionNoise::languages().join(QLatin1String(", "))));
    cl.option("intensity", "X", QCoreApplication::translate("polygon-cli", "how noisy the line is, from 0 (clean) to 1"));
    cl.option("conversation", "ID",
              QCoreApplication::translate("polygon-cli", "the conversation's id (with --turn, it seeds the noise)"));
    cl.option("turn", "N", QCoreApplication::translate("polygon-cli", "the turn's index in the conversation, 0 or more"));
    if (const auto done = cl.parse(args))
        return *done;
    for (const char *name : {"lang", "intensity", "conversation", "turn"})
        if (!cl.isSet(name))
            return cl.usageError(
                QCoreApplication::translate("polygon-cli", "missing %1").arg(QLatin1String("--") + QLatin1String(name)));
    const QStringList &words = cl.positional();

    const QString language = cl.value("lang");
    if (!RecognitionNoise::supports(language))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "unknown language \"%1\"; expected one of: %2")
                                 .arg(language, RecognitionNoise::languages().join(QLatin1String(", "))));
    bool ok = false;
    const QString intensityText = cl.value("intensity");
    const double intensity = intensityText.trimmed().toDouble(&ok);
    if (!ok || std::isnan(intensity) || intensity < 0.0 || intensity > 1.0)
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--intensity must be a number from 0 to 1, not \"%1\"")
                                 .arg(intensityText));
    const QString conversation = cl.value("conversation");
    if (conversation.isEmpty())
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--conversation must not be empty"));
    const QString turnText = cl.value("turn");
    const qint64 turn = turnText.toLongLong(&ok);
    if (!ok || turn < 0)
        return cl.usageError(
            QCoreApplication::translate("polygon-cli", "--turn must be a whole number, 0 or more, not \"%1\"").arg(turnText));
    if (words.isEmpty())
        return cl.usageError(QCoreApplication::translate(
            "polygon-cli", "no TEXT: give the caller's words, or - to read them from standard input"));

    QString text;
    if (words.size() == 1 && words.first() == QLatin1String("-")) {
        const auto bytes = readInput(words.first(), io);
        if (!bytes)
            return BadInput;
        text = QString::fromUtf8(*bytes);
    } else {
        text = words.join(QLatin1Char(' '));
    }
    const NoiseResult result = RecognitionNoise::apply(oneLine(text), language, intensity, conversation, turn);
    io.out << result.heard << '\n';
    return Success;
}

} // namespace Polygon::Cli
