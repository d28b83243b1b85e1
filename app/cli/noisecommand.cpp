// polygon-cli noise (FORMATS.md §7, docs/noise.md): a caller's words as
// speech recognition at a given intensity hears them.
#include "command.h"
#include "input.h"

#include "core/simulate/recognitionnoise.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>

#include <cmath>
#include <cstdio>

namespace Polygon::Cli {

namespace {

const QString kUsage = QStringLiteral("polygon-cli noise --lang en|ru|hr|bs --intensity X --conversation ID --turn N TEXT");

int usageError(const QString &message, Io &io)
{
    io.err << message << '\n' << QCoreApplication::translate("polygon-cli", "usage: %1").arg(kUsage) << '\n';
    return BadInput;
}

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
    const QStringList options
        = {QStringLiteral("--lang"), QStringLiteral("--intensity"), QStringLiteral("--conversation"), QStringLiteral("--turn")};
    QHash<QString, QString> values;
    QStringList words;
    bool endOfOptions = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (endOfOptions || a == QLatin1String("-") || !a.startsWith(QLatin1Char('-'))) {
            words.append(a);
            continue;
        }
        if (a == QLatin1String("--")) {
            endOfOptions = true;
            continue;
        }
        const qsizetype eq = a.indexOf(QLatin1Char('='));
        const QString name = eq < 0 ? a : a.left(eq);
        if (!options.contains(name))
            return usageError(QCoreApplication::translate("polygon-cli", "unknown option \"%1\"").arg(a), io);
        if (values.contains(name))
            return usageError(QCoreApplication::translate("polygon-cli", "%1 is given twice").arg(name), io);
        if (eq >= 0) {
            values.insert(name, a.mid(eq + 1));
        } else if (i + 1 < args.size()) {
            values.insert(name, args.at(++i));
        } else {
            return usageError(QCoreApplication::translate("polygon-cli", "%1 needs a value").arg(name), io);
        }
    }
    for (const QString &name : options)
        if (!values.contains(name))
            return usageError(QCoreApplication::translate("polygon-cli", "missing %1").arg(name), io);

    const QString language = values.value(QStringLiteral("--lang"));
    if (!RecognitionNoise::supports(language))
        return usageError(QCoreApplication::translate("polygon-cli", "unknown language \"%1\"; expected one of: %2")
                              .arg(language, RecognitionNoise::languages().join(QLatin1String(", "))),
                          io);
    bool ok = false;
    const QString intensityText = values.value(QStringLiteral("--intensity"));
    const double intensity = intensityText.trimmed().toDouble(&ok);
    if (!ok || std::isnan(intensity) || intensity < 0.0 || intensity > 1.0)
        return usageError(
            QCoreApplication::translate("polygon-cli", "--intensity must be a number from 0 to 1, not \"%1\"").arg(intensityText),
            io);
    const QString conversation = values.value(QStringLiteral("--conversation"));
    if (conversation.isEmpty())
        return usageError(QCoreApplication::translate("polygon-cli", "--conversation must not be empty"), io);
    const QString turnText = values.value(QStringLiteral("--turn"));
    const qint64 turn = turnText.toLongLong(&ok);
    if (!ok || turn < 0)
        return usageError(
            QCoreApplication::translate("polygon-cli", "--turn must be a whole number, 0 or more, not \"%1\"").arg(turnText), io);
    if (words.isEmpty())
        return usageError(
            QCoreApplication::translate("polygon-cli", "no TEXT: give the caller's words, or - to read them from standard input"),
            io);

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
