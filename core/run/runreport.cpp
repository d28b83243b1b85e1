#include "runreport.h"

#include "core/store/storereader.h"
#include "core/util/messages.h"

#include <QXmlStreamWriter>

#include <algorithm>

namespace Polygon {

namespace {

QString seconds(double s)
{
    return QString::number(s, 'f', 3);
}

QString describeFailure(const ReportCase &c)
{
    QStringList parts;
    if (!c.gates.isEmpty())
        parts << WorkspaceMessages::tr("gates: %1").arg(c.gates.join(QLatin1String(", ")));
    parts << WorkspaceMessages::tr("band: %1").arg(c.band.isEmpty() ? QStringLiteral("-") : c.band);
    parts
        << WorkspaceMessages::tr("composite: %1").arg(c.composite ? QString::number(*c.composite, 'f', 2) : QStringLiteral("-"));
    QStringList lowest;
    for (const auto &[criterion, score] : c.lowest)
        lowest << QStringLiteral("%1 %2").arg(criterion, QString::number(score));
    if (!lowest.isEmpty())
        parts << WorkspaceMessages::tr("lowest criteria: %1").arg(lowest.join(QLatin1String(", ")));
    return WorkspaceMessages::tr("verdict fail (%1)").arg(parts.join(QLatin1String("; ")));
}

} // namespace

std::optional<RunReport> buildRunReport(StoreReader &reader, const QString &run, const QString &workspace, QString *error)
{
    const auto summary = reader.findRun(run, error);
    if (!summary)
        return std::nullopt;
    RunReport report;
    report.run = summary->run.spec.id;
    const auto grading = latestCompletedGrading(reader.gradings(report.run));
    if (!grading) {
        *error = WorkspaceMessages::tr("run %1 has no completed grading: grade it first with polygon-cli grade %2 %1")
                     .arg(report.run, workspace);
        return std::nullopt;
    }
    report.grading = grading->id;
    report.judge = grading->judge;
    report.rubric = grading->rubric;
    const QList<ConversationRecord> conversations = reader.conversations(report.run);
    if (!reader.lastError().isEmpty()) {
        *error = reader.lastError();
        return std::nullopt;
    }
    qint64 totalMs = 0;
    for (const ConversationRecord &record : conversations) {
        ReportCase c;
        c.classname
            = record.key.scenario.isEmpty() ? record.key.persona : record.key.scenario + QLatin1Char('.') + record.key.persona;
        c.name = record.plan.conversationId;
        if (record.startedAt.isValid() && record.finishedAt.isValid()) {
            const qint64 ms = std::max<qint64>(0, record.startedAt.msecsTo(record.finishedAt));
            c.seconds = ms / 1000.0;
            totalMs += ms;
        }
        const QList<JudgmentRecord> judgments = reader.judgments(record.key, report.grading);
        const JudgmentRecord *judgment = judgments.isEmpty() ? nullptr : &judgments.first();
        if (judgment) {
            c.verdict = judgment->verdict;
            c.composite = judgment->composite;
            const Json &grade = judgment->grade;
            if (const auto band = grade.find("band"); band != grade.end() && band->is_string())
                c.band = toQString(band->get<std::string>());
            if (const auto gates = grade.find("gates"); gates != grade.end() && gates->is_array())
                for (const Json &g : *gates)
                    if (g.is_string())
                        c.gates << toQString(g.get<std::string>());
            if (const auto criteria = grade.find("criteria"); criteria != grade.end() && criteria->is_object()) {
                for (auto it = criteria->begin(); it != criteria->end(); ++it)
                    if (it.value().is_number())
                        c.lowest.append({toQString(it.key()), it.value().get<double>()});
                std::stable_sort(c.lowest.begin(), c.lowest.end(), [](const auto &a, const auto &b) {
                    return a.second != b.second ? a.second < b.second : a.first < b.first;
                });
                if (c.lowest.size() > 3)
                    c.lowest.resize(3);
            }
        }
        if (record.status == ConversationStatus::Failed || record.endReason == QLatin1String("error")) {
            c.outcome = ReportCase::Outcome::Error;
            c.message = record.error.isEmpty() ? WorkspaceMessages::tr("the conversation ended in an error") : record.error;
            ++report.errors;
        } else if (record.status != ConversationStatus::Done) {
            c.outcome = ReportCase::Outcome::Skipped;
            c.message = WorkspaceMessages::tr("not finished: %1").arg(conversationStatusName(record.status));
            ++report.skipped;
        } else if (!judgment) {
            c.outcome = ReportCase::Outcome::Skipped;
            c.message = WorkspaceMessages::tr("not judged in grading %1").arg(report.grading);
            ++report.skipped;
        } else if (c.verdict == QLatin1String("not_scored")) {
            c.outcome = ReportCase::Outcome::Skipped;
            c.message = WorkspaceMessages::tr("not scored: the judge scored no criterion");
            ++report.skipped;
        } else if (c.verdict == QLatin1String("fail")) {
            c.outcome = ReportCase::Outcome::Failed;
            c.failureType = c.gates.isEmpty() ? QStringLiteral("band") : QStringLiteral("gate");
            c.message = describeFailure(c);
            ++report.failures;
        }
        report.cases.append(c);
    }
    report.seconds = totalMs / 1000.0;
    return report;
}

QByteArray runReportJunit(const RunReport &report)
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("testsuites"));
    w.writeAttribute(QStringLiteral("name"), QStringLiteral("polygon"));
    w.writeAttribute(QStringLiteral("tests"), QString::number(report.cases.size()));
    w.writeAttribute(QStringLiteral("failures"), QString::number(report.failures));
    w.writeAttribute(QStringLiteral("errors"), QString::number(report.errors));
    w.writeAttribute(QStringLiteral("skipped"), QString::number(report.skipped));
    w.writeAttribute(QStringLiteral("time"), seconds(report.seconds));
    w.writeStartElement(QStringLiteral("testsuite"));
    w.writeAttribute(QStringLiteral("name"), report.run);
    w.writeAttribute(QStringLiteral("tests"), QString::number(report.cases.size()));
    w.writeAttribute(QStringLiteral("failures"), QString::number(report.failures));
    w.writeAttribute(QStringLiteral("errors"), QString::number(report.errors));
    w.writeAttribute(QStringLiteral("skipped"), QString::number(report.skipped));
    w.writeAttribute(QStringLiteral("time"), seconds(report.seconds));
    for (const ReportCase &c : report.cases) {
        w.writeStartElement(QStringLiteral("testcase"));
        w.writeAttribute(QStringLiteral("classname"), c.classname);
        w.writeAttribute(QStringLiteral("name"), c.name);
        w.writeAttribute(QStringLiteral("time"), seconds(c.seconds));
        switch (c.outcome) {
        case ReportCase::Outcome::Passed:
            break;
        case ReportCase::Outcome::Failed:
            w.writeStartElement(QStringLiteral("failure"));
            w.writeAttribute(QStringLiteral("message"), c.message);
            w.writeAttribute(QStringLiteral("type"), c.failureType);
            w.writeCharacters(c.message);
            w.writeEndElement();
            break;
        case ReportCase::Outcome::Skipped:
            w.writeStartElement(QStringLiteral("skipped"));
            w.writeAttribute(QStringLiteral("message"), c.message);
            w.writeEndElement();
            break;
        case ReportCase::Outcome::Error:
            w.writeStartElement(QStringLiteral("error"));
            w.writeAttribute(QStringLiteral("message"), c.message);
            w.writeEndElement();
            break;
        }
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

Json runReportToJson(const RunReport &report)
{
    static const char *outcomes[] = {"passed", "failed", "skipped", "error"};
    Json cases = Json::array();
    for (const ReportCase &c : report.cases) {
        Json lowest = Json::array();
        for (const auto &[criterion, score] : c.lowest)
            lowest.push_back({{"criterion", toStdString(criterion)}, {"score", score}});
        Json gates = Json::array();
        for (const QString &g : c.gates)
            gates.push_back(toStdString(g));
        cases.push_back({{"classname", toStdString(c.classname)},
                         {"name", toStdString(c.name)},
                         {"time", c.seconds},
                         {"outcome", outcomes[int(c.outcome)]},
                         {"verdict", c.verdict.isEmpty() ? Json() : Json(toStdString(c.verdict))},
                         {"composite", c.composite ? Json(*c.composite) : Json()},
                         {"band", c.band.isEmpty() ? Json() : Json(toStdString(c.band))},
                         {"gates", gates},
                         {"lowest_criteria", lowest},
                         {"message", c.message.isEmpty() ? Json() : Json(toStdString(c.message))}});
    }
    return {{"run", toStdString(report.run)},
            {"grading", toStdString(report.grading)},
            {"judge", toStdString(report.judge)},
            {"rubric", toStdString(report.rubric)},
            {"tests", report.cases.size()},
            {"failures", report.failures},
            {"errors", report.errors},
            {"skipped", report.skipped},
            {"time", report.seconds},
            {"cases", cases}};
}

} // namespace Polygon
