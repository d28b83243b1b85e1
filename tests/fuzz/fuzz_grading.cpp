// The input readers of polygon-cli score | probes | loop | divergence, run as
// the commands run them (input written to a file; output to memory). The first
// byte picks the command.
#include "fuzzsupport.h"

#include "app/cli/command.h"

#include <QTextStream>

using namespace Polygon::Cli;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    PolygonFuzz::initQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QString path = PolygonFuzz::writeInput(PolygonFuzz::bytesOf(data + 1, size - 1), QStringLiteral("input.json"));
    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    Io io {out, err};
    switch (data[0] % 5) {
    case 0:
        runScore({path}, io);
        break;
    case 1:
        runProbes({path}, io);
        break;
    case 2:
        runLoop({path}, io);
        break;
    case 3:
        runDivergence({path, path}, io);
        break;
    default:
        runScore({path, QStringLiteral("--compact")}, io);
        break;
    }
    return 0;
}
