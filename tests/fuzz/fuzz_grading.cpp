// The input readers of polygon-cli score | probes | loop | divergence, run as
// the commands run them (input written to a file; output to memory), and the
// readers behind judge | ask-probes: their input files, the --probes list, and
// a judge's or probe's reply content. The first byte picks which.
#include "fuzzsupport.h"

#include "app/cli/command.h"
#include "core/grade/gradeinput.h"
#include "core/grade/judge.h"
#include "core/grade/probepass.h"
#include "core/util/jsonparse.h"

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
    const QByteArray bytes = PolygonFuzz::bytesOf(data + 1, size - 1);
    Polygon::Diagnostics problems;
    switch (data[0] % 8) {
    case 5:
        if (auto input = Polygon::readJudgeInput(bytes, path, problems)) {
            // The same bytes as a judge's and a probe's reply about each conversation.
            const auto content = Polygon::parseJson(bytes);
            for (const Polygon::JudgeItem &item : input->items) {
                Polygon::judgmentToJson(*item.rubric,
                                        Polygon::judgmentFromReplies(item, {{content, {}}, {std::nullopt, QStringLiteral("x")}},
                                                                     QStringLiteral("POST x")));
                Polygon::transcriptForModel(item.conversation, true);
            }
        }
        break;
    case 6:
        Polygon::readProbeList(path, problems);
        break;
    case 7:
        if (const auto content = Polygon::parseJson(bytes)) {
            Polygon::readProbeReply(*content);
            Polygon::JudgeItem item;
            item.rubric = Polygon::RubricVersion::builtin(QStringLiteral("v2"));
            item.conversation.turns = {Polygon::Turn {}};
            item.conversation.turns[0].text = QStringLiteral("Booked for Saturday.");
            Polygon::judgmentFromReplies(item, {{content, {}}}, QStringLiteral("POST x"));
        }
        break;
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
