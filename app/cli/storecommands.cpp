// The results store from the command line (docs/store.md):
//   polygon-cli runs WORKSPACE [--json]
//   polygon-cli export WORKSPACE RUN [--format json|jsonl] [-o OUT] [--no-timings]
//   polygon-cli db check WORKSPACE|FILE
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/store/storeexport.h"
#include "core/store/storereader.h"
#include "core/store/storeschema.h"
#include "core/util/jsonparse.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace Polygon::Cli {

namespace {

QString shownTime(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODate) : QString();
}

} // namespace

int runRuns(const QStringList &args, Io &io)
{
    CommandLine cl("runs", io);
    cl.flag("json", QCoreApplication::translate("polygon-cli", "print the runs as a JSON array"));
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() != 1)
        return cl.usageError();
    const QString workspace = cl.positional().first();
    const bool json = cl.isSet("json");
    if (!QFileInfo(workspace).isDir()) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: no such folder").arg(workspace) << '\n';
        return BadInput;
    }
    QList<RunSummary> runs;
    if (QFileInfo::exists(StoreSchema::databasePath(workspace))) {
        QString error;
        const auto reader = StoreReader::open(workspace, &error);
        if (!reader) {
            io.err << error << '\n';
            return BadInput;
        }
        runs = reader->runs();
        if (!reader->lastError().isEmpty()) {
            io.err << reader->lastError() << '\n';
            return BadInput;
        }
    }
    if (json) {
        Json list = Json::array();
        for (const RunSummary &r : std::as_const(runs))
            list.push_back(runToJson(r));
        printJson(list, false, io);
        return Success;
    }
    if (runs.isEmpty()) {
        io.out << QCoreApplication::translate("polygon-cli", "no runs yet in %1").arg(workspace) << '\n';
        return Success;
    }
    QList<QStringList> rows;
    rows.append({QCoreApplication::translate("polygon-cli", "RUN"), QCoreApplication::translate("polygon-cli", "AGENT"),
                 QCoreApplication::translate("polygon-cli", "STATUS"), QCoreApplication::translate("polygon-cli", "DONE"),
                 QCoreApplication::translate("polygon-cli", "CREATED")});
    for (const RunSummary &r : std::as_const(runs))
        rows.append({r.run.spec.id, r.run.spec.agent, runStatusName(r.run.status),
                     QStringLiteral("%1/%2").arg(r.done).arg(r.total), shownTime(r.run.createdAt)});
    QList<qsizetype> widths(rows.first().size(), 0);
    for (const QStringList &row : std::as_const(rows))
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row.at(c).size());
    for (const QStringList &row : std::as_const(rows)) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += c + 1 < row.size() ? row.at(c).leftJustified(widths.at(c) + 2) : row.at(c);
        io.out << line << '\n';
    }
    return Success;
}

int runExport(const QStringList &args, Io &io)
{
    CommandLine cl("export", io);
    cl.option(
        "format", "json|jsonl",
        QCoreApplication::translate("polygon-cli", "one JSON document (json, the default) or one conversation a line (jsonl)"));
    cl.option("o,output", "OUT", QCoreApplication::translate("polygon-cli", "write to the file OUT instead of stdout"));
    cl.flag("no-timings",
            QCoreApplication::translate("polygon-cli", "leave out the timings, so two exports of a run compare equal"));
    if (const auto done = cl.parse(args))
        return *done;
    const QStringList &positional = cl.positional();
    const QString format = cl.isSet("format") ? cl.value("format") : QStringLiteral("json");
    const QString outPath = cl.value("output");
    ExportOptions options;
    options.timings = !cl.isSet("no-timings");
    if (positional.size() != 2)
        return cl.usageError();
    if (format != QLatin1String("json") && format != QLatin1String("jsonl"))
        return cl.usageError(
            QCoreApplication::translate("polygon-cli", "--format must be json or jsonl, not \"%1\"").arg(format));
    const QString workspace = positional.at(0);
    QString error;
    const auto reader = StoreReader::open(workspace, &error);
    if (!reader) {
        io.err << error << '\n';
        return BadInput;
    }
    const auto run = reader->findRun(positional.at(1), &error);
    if (!run) {
        io.err << error << '\n';
        return BadInput;
    }

    // Conversations are read and written one at a time: a large run never sits in memory whole.
    QSaveFile file(outPath);
    if (!outPath.isEmpty() && !file.open(QIODevice::WriteOnly)) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write the file: %2").arg(outPath, file.errorString())
               << '\n';
        return BadInput;
    }
    const auto write = [&](const std::string &text) {
        if (outPath.isEmpty())
            io.out << toQString(text);
        else
            file.write(text.data(), qint64(text.size()));
    };
    const bool lines = format == QLatin1String("jsonl");
    int count = 0;
    if (!lines) {
        write("{\n  \"format\": 1,\n  \"run\": ");
        std::string runText = safeDump(runToJson(*run, options), 2);
        for (size_t at = 0; (at = runText.find('\n', at)) != std::string::npos; at += 3)
            runText.replace(at, 1, "\n  ");
        write(runText + ",\n  \"conversations\": [");
    }
    const bool ok = forEachExportedConversation(
        *reader, run->run.spec.id, options,
        [&](const Json &conversation) {
            if (lines) {
                write(safeDump(conversation) + '\n');
            } else {
                std::string text = safeDump(conversation, 2);
                for (size_t at = 0; (at = text.find('\n', at)) != std::string::npos; at += 5)
                    text.replace(at, 1, "\n    ");
                write((count > 0 ? ",\n    " : "\n    ") + text);
            }
            ++count;
            return true;
        },
        &error);
    if (!ok) {
        io.err << error << '\n';
        return BadInput;
    }
    if (!lines)
        write(count > 0 ? "\n  ]\n}\n" : "]\n}\n");
    if (!outPath.isEmpty()) {
        if (!file.commit()) {
            io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write the file: %2").arg(outPath, file.errorString())
                   << '\n';
            return BadInput;
        }
        io.err << QCoreApplication::translate("polygon-cli", "%1: %n conversation(s) of %2", nullptr, count)
                      .arg(outPath, run->run.spec.id)
               << '\n';
    }
    return Success;
}

int runDb(const QStringList &args, Io &io)
{
    CommandLine cl("db", io);
    if (const auto done = cl.parse(args))
        return *done;
    const QStringList &positional = cl.positional();
    if (positional.size() != 2 || positional.first() != QLatin1String("check"))
        return cl.usageError();
    const QString target = positional.at(1);
    const QString path = QFileInfo(target).isDir() ? StoreSchema::databasePath(target) : target;
    const StoreSchema::CheckResult result = StoreSchema::check(path);
    if (result.status == StoreSchema::CheckResult::Status::Unreadable) {
        for (const QString &problem : result.problems)
            io.err << problem << '\n';
        return BadInput;
    }
    for (const QString &note : result.notes)
        io.out << path << QStringLiteral(": ") << note << '\n';
    if (result.status == StoreSchema::CheckResult::Status::Problems) {
        for (const QString &problem : result.problems)
            io.out << problem << '\n';
        io.out << QCoreApplication::translate("polygon-cli", "%1: %n problem(s)", nullptr, int(result.problems.size())).arg(path)
               << '\n';
        return Failed;
    }
    io.out << QCoreApplication::translate("polygon-cli",
                                          "%1: ok (schema version %2; %3 runs, %4 conversations, %5 turns, %6 model calls)")
                  .arg(path)
                  .arg(result.version)
                  .arg(result.counts.runs)
                  .arg(result.counts.conversations)
                  .arg(result.counts.turns)
                  .arg(result.counts.modelCalls)
           << '\n';
    return Success;
}

} // namespace Polygon::Cli
