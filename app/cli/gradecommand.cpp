// polygon-cli grade WORKSPACE RUN (FORMATS.md §12): RunGrader grades the
// run's finished conversations into the store; this prints them.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/run/rungrader.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>

namespace Polygon::Cli {

namespace {

QString number(std::optional<double> value)
{
    return value ? QString::number(*value, 'f', 2) : QStringLiteral("-");
}

} // namespace

void printGradeSummary(const GradeSummary &s, const QString &indent, Io &io)
{
    QStringList counts;
    for (auto it = s.verdicts.cbegin(); it != s.verdicts.cend(); ++it)
        counts.append(QStringLiteral("%1 %2").arg(it.value()).arg(it.key()));
    QStringList gates;
    for (auto it = s.gates.cbegin(); it != s.gates.cend(); ++it)
        gates.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    io.out << indent
           << QCoreApplication::translate("polygon-cli", "grading %1 of run %2 (%3 judge, rubric %4): %5 conversations: %6")
                  .arg(s.grading, s.run, s.judge, s.rubric)
                  .arg(s.conversations.size())
                  .arg(counts.join(QLatin1String(", ")))
           << '\n';
    io.out << indent
           << QCoreApplication::translate("polygon-cli", "composite mean %1; gates failed: %2")
                  .arg(number(s.compositeMean),
                       gates.isEmpty() ? QCoreApplication::translate("polygon-cli", "none") : gates.join(QLatin1String(", ")))
           << '\n';
    if (s.toolFaultConversations > 0)
        io.out << indent
               << QCoreApplication::translate("polygon-cli", "the %1 conversation(s) that met a tool fault: composite mean %2")
                      .arg(s.toolFaultConversations)
                      .arg(number(s.toolFaultCompositeMean))
               << '\n';
    for (const ProbeResult &r : s.probes) {
        const ProbeConformance c = probeConformance(r.probe.polarity, r.answers);
        if (c.applicable == 0) {
            io.out << indent
                   << QCoreApplication::translate("polygon-cli", "probe %1: not applicable in any conversation").arg(r.probe.id)
                   << '\n';
            continue;
        }
        io.out << indent
               << QCoreApplication::translate("polygon-cli", "probe %1: %2 of %3 applicable conform (%4, Wilson 95% %5–%6)")
                      .arg(r.probe.id)
                      .arg(c.conforming)
                      .arg(c.applicable)
                      .arg(number(c.conformance ? std::optional<double>(*c.conformance * 100) : std::nullopt) + QLatin1Char('%'))
                      .arg(number(c.wilson ? std::optional<double>(c.wilson->low * 100) : std::nullopt),
                           number(c.wilson ? std::optional<double>(c.wilson->high * 100) : std::nullopt))
               << '\n';
    }
    io.out << indent
           << QCoreApplication::translate("polygon-cli", "pass^%1 by verdict (pass counts): %2").arg(s.k).arg(number(s.passHatK))
           << '\n';
}

int runGrade(const QStringList &args, Io &io)
{
    CommandLine cl("grade", io);
    cl.option("judge", "PROFILE",
              QCoreApplication::translate("polygon-cli", "the judge's provider (default: the workspace's judge role)"));
    cl.option("repeats", "K", QCoreApplication::translate("polygon-cli", "ask the judge K times per conversation (default 3)"));
    cl.option("rubric", "NAME", QCoreApplication::translate("polygon-cli", "the rubric version (default: the workspace's)"));
    cl.flag("offline",
            QCoreApplication::translate("polygon-cli",
                                        "no model: the rule judge scores what deterministic evidence supports, the rest "
                                        "is not scored"));
    cl.flag("json", QCoreApplication::translate("polygon-cli", "print the grading as JSON"));
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() != 2)
        return cl.usageError();
    GradeOptions options;
    options.run = cl.positional().at(1);
    options.judge = cl.value("judge");
    options.rubric = cl.value("rubric");
    options.offline = cl.isSet("offline");
    bool ok = true;
    if (cl.isSet("repeats")
        && (options.repeats = cl.value("repeats").toInt(&ok), !ok || options.repeats < 1 || options.repeats > 50))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--repeats needs a whole number from 1 to 50"));
    if (options.offline && (cl.isSet("judge") || cl.isSet("repeats")))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--offline asks no provider"));

    WorkspaceLoadResult loaded = loadWorkspace(cl.positional().first());
    if (!loaded.ok()) {
        printProblems(loaded.problems, io);
        return BadInput;
    }
    RunGrader grader(std::move(*loaded.workspace), options);
    Diagnostics problems;
    if (!grader.prepare(problems)) {
        printProblems(problems, io);
        return BadInput;
    }
    const bool json = cl.isSet("json");
    QObject::connect(&grader, &RunGrader::conversationGraded, [&](const GradedConversation &c) {
        if (json)
            return;
        io.out << QCoreApplication::translate("polygon-cli", "%1 (%2 #%3): %4, composite %5%6")
                      .arg(c.id, c.key.persona)
                      .arg(c.key.repeat)
                      .arg(c.judgment.grade.verdict, number(c.judgment.grade.composite),
                           c.judgment.grade.partial ? QCoreApplication::translate("polygon-cli", " (partial)") : QString())
               << '\n';
        io.out.flush();
    });
    runUntil(&grader, &RunGrader::finished, [&] { grader.start(); });
    const GradeSummary &s = grader.summary();
    if (grader.failed())
        io.err << grader.error() << '\n';
    for (const QString &probe : s.skippedProbes)
        io.err << QCoreApplication::translate("polygon-cli", "probe %1 skipped: offline, and it has no rule").arg(probe) << '\n';
    for (const ProbeResult &r : s.probes)
        for (const QString &problem : r.problems)
            io.err << problem << '\n';

    if (json) {
        Json conversations = Json::array();
        for (const GradedConversation &c : s.conversations) {
            Json j = c.grade;
            j["id"] = toStdString(c.id);
            j["persona"] = toStdString(c.key.persona);
            j["repeat"] = c.key.repeat;
            conversations.push_back(std::move(j));
        }
        Json probes = Json::array();
        for (const ProbeResult &r : s.probes)
            probes.push_back(probeResultToJson(r));
        Json out = Json::object();
        out["run"] = toStdString(s.run);
        out["grading"] = toStdString(s.grading);
        out["rubric"] = toStdString(s.rubric.section(QLatin1Char('@'), 0, 0)); // the version's name, as §2 prints it
        out["rubric_identity"] = toStdString(s.rubric);
        out["judge"] = toStdString(s.judge);
        out["conversations"] = std::move(conversations);
        out["probes"] = std::move(probes);
        out["pass_hat_k"] = s.passHatK ? jsonNumber(*s.passHatK) : Json();
        printJson(out, false, io);
    } else {
        printGradeSummary(s, QString(), io);
    }
    if (grader.failed())
        return BadInput;
    return s.verdicts.value(QStringLiteral("fail")) > 0 ? Failed : Success;
}

} // namespace Polygon::Cli
