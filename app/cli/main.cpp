// polygon-cli: everything the GUI does, headless, for CI pipelines.
// Links polygon_core and the translation catalogs only (no Qt Gui): it runs on
// a server without a display.
#include "command.h"
#include "guard.h"

#include "translations/catalogs.h"

#include <QCoreApplication>

#include <cstdio>

using namespace Polygon::Cli;

namespace {

void printUsage(QTextStream &stream)
{
    stream << QCoreApplication::translate("polygon-cli", "Usage: polygon-cli COMMAND [ARGS]\n\nCommands:\n");
    for (const Command &c : commands())
        stream << QStringLiteral("  %1 %2\n      %3\n")
                      .arg(QLatin1String(c.name), QLatin1String(c.synopsis),
                           QCoreApplication::translate("polygon-cli", c.summary));
    stream << QCoreApplication::translate(
        "polygon-cli",
        "\nOptions:\n  --version   print the version and exit\n  --help      print this help and exit\n\n"
        "Exit codes: 0 success, 1 the graded thing failed, 2 bad input or usage.\n");
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Polygon"));
    QCoreApplication::setApplicationName(QStringLiteral("polygon-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(POLYGON_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    Io io {out, err};

    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    // --lang L (or --lang=L) before the command: the language of the messages.
    // After the command it belongs to the command (lint's is the prompt's).
    QString language;
    if (!args.isEmpty() && args.first().startsWith(QLatin1String("--lang="))) {
        language = args.takeFirst().mid(7);
    } else if (!args.isEmpty() && args.first() == QLatin1String("--lang")) {
        args.removeFirst();
        if (args.isEmpty()) {
            Polygon::installTranslations(app, {});
            err << QCoreApplication::translate("polygon-cli", "%1 needs a value").arg(QLatin1String("--lang")) << '\n';
            printUsage(err);
            return BadInput;
        }
        language = args.takeFirst();
    }
    Polygon::installTranslations(app, language);
    if (args.isEmpty()) {
        printUsage(err);
        return BadInput;
    }
    const QString first = args.takeFirst();
    if (first == QLatin1String("--version") || first == QLatin1String("-V") || first == QLatin1String("version")) {
        out << versionText() << '\n';
        return Success;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        printUsage(out);
        return Success;
    }
    for (const Command &c : commands()) {
        if (first == QLatin1String(c.name)) {
            const int code = runGuarded([&] { return c.run(args, io); }, err);
            out.flush();
            err.flush();
            return code;
        }
    }
    err << QCoreApplication::translate("polygon-cli", "polygon-cli: unknown command \"%1\"; run polygon-cli --help for the list")
               .arg(first)
        << '\n';
    return BadInput;
}
