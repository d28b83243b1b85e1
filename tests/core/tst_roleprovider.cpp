// findProfile(): the profile a user names on the command line — a provider id
// of the workspace, a profile file, or providers/NAME.json in the current
// folder — and the problems when it names none (a file-less sentence listing
// the workspace's ids, or file:1:1 for a missing file, or the file's own
// problems at their line and column).
#include "core/llm/roleprovider.h"
#include "core/model/workspace.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;

namespace {

bool write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

const QByteArray kProfile = "{ \"format\": 1, \"name\": \"Local\", \"base_url\": \"http://127.0.0.1:8080/v1\",\n"
                            "  \"model\": \"qwen\" }\n";

} // namespace

class TestRoleProvider : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_previous;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(write(m_dir.filePath(QStringLiteral("providers/local.json")), kProfile));
        QVERIFY(write(m_dir.filePath(QStringLiteral("elsewhere.json")), kProfile));
        QVERIFY(write(m_dir.filePath(QStringLiteral("keyed.json")),
                      "{ \"format\": 1, \"name\": \"x\", \"base_url\": \"http://h/v1\", \"model\": \"m\",\n"
                      "  \"api_key\": \"sk-x\" }\n"));
        m_previous = QDir::currentPath();
        QVERIFY(QDir::setCurrent(m_dir.path()));
    }

    void cleanupTestCase() { QDir::setCurrent(m_previous); }

    void withoutWorkspace()
    {
        Diagnostics problems;
        auto byPath = findProfile(m_dir.filePath(QStringLiteral("elsewhere.json")), nullptr, problems);
        QVERIFY(byPath);
        QCOMPARE(byPath->id, QStringLiteral("elsewhere"));
        QCOMPARE(byPath->model, QStringLiteral("qwen"));

        auto byName = findProfile(QStringLiteral("local"), nullptr, problems); // ./providers/local.json
        QVERIFY(byName);
        QCOMPARE(byName->id, QStringLiteral("local"));
        QVERIFY(problems.isEmpty());

        QVERIFY(!findProfile(QStringLiteral("nope"), nullptr, problems));
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().toString(), QStringLiteral("nope:1:1: no such profile file"));

        // A file that is no valid profile: its own problems, at their line.
        problems.clear();
        QVERIFY(!findProfile(QStringLiteral("keyed.json"), nullptr, problems));
        QVERIFY(!problems.isEmpty());
        QCOMPARE(problems.first().file, QStringLiteral("keyed.json"));
        QCOMPARE(problems.first().line, 2);
    }

    void withWorkspace()
    {
        Workspace ws;
        Profile judge;
        judge.id = QStringLiteral("judge");
        judge.model = QStringLiteral("big");
        Profile local;
        local.id = QStringLiteral("local");
        local.model = QStringLiteral("workspace-model");
        ws.providers = {judge, local};

        Diagnostics problems;
        const auto byId = findProfile(QStringLiteral("local"), &ws, problems);
        QVERIFY(byId);
        QCOMPARE(byId->model, QStringLiteral("workspace-model")); // the workspace's, not ./providers/local.json

        const auto byPath = findProfile(m_dir.filePath(QStringLiteral("elsewhere.json")), &ws, problems);
        QVERIFY(byPath);
        QCOMPARE(byPath->model, QStringLiteral("qwen"));
        QVERIFY(problems.isEmpty());

        QVERIFY(!findProfile(QStringLiteral("nope"), &ws, problems));
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().file.isEmpty());
        QCOMPARE(
            problems.first().message,
            QStringLiteral("no provider \"nope\" in the workspace and no such profile file; the workspace has: judge, local"));
    }
};

QTEST_GUILESS_MAIN(TestRoleProvider)
#include "tst_roleprovider.moc"
