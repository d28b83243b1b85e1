// The import wizard on the demo workspace: the format guessed from the file,
// a Vapi call imported off the GUI thread into a run, graded offline on
// Finish and handed over for a comparison; a bad file shows the problems at
// file:line:column and stores nothing; --skip-bad's list; a cancelled import
// stores nothing.
#include "clirunner.h"
#include "translations/catalogs.h"

#include "core/import/transcriptreader.h"
#include "core/store/storereader.h"
#include "core/workspace/workspaceloader.h"
#include "views/import/importwizard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;
using namespace Polygon::Test;

namespace {

QString data(const QString &name)
{
    return QStringLiteral(POLYGON_TEST_DATA_DIR "/import/") + name;
}

QString formatName(ImportFormat format)
{
    return importFormatNames().at(int(format));
}

} // namespace

class TestImportWizard : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_ws;
    std::optional<Workspace> m_workspace;

    int runCount()
    {
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        return reader ? int(reader->runs().size()) : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(*qApp, QStringLiteral("en")); // English plural forms, as the application has them
        m_ws = m_dir.filePath(QStringLiteral("demo"));
        const CliRun r = runCli({QStringLiteral("demo"), m_ws});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto loaded = loadWorkspace(m_ws);
        QVERIFY(loaded.ok());
        m_workspace = *loaded.workspace;
    }

    void guessesTheFormat()
    {
        QCOMPARE(formatName(guessImportFormat(data(QStringLiteral("calls.csv")))), QStringLiteral("csv"));
        QCOMPARE(formatName(guessImportFormat(data(QStringLiteral("vapi-call.json")))), QStringLiteral("vapi"));
        QCOMPARE(formatName(guessImportFormat(data(QStringLiteral("vapi-end-of-call.jsonl")))), QStringLiteral("vapi"));
        QCOMPARE(formatName(guessImportFormat(data(QStringLiteral("retell-calls.json")))), QStringLiteral("retell"));
        QCOMPARE(formatName(guessImportFormat(data(QStringLiteral("generic.jsonl")))), QStringLiteral("generic"));
        ImportWizard wizard(*m_workspace);
        wizard.setFile(data(QStringLiteral("retell-calls.json")));
        QCOMPARE(wizard.formatBox()->currentData().toString(), QStringLiteral("retell"));
    }

    void importsGradesAndHandsOver()
    {
        const int before = runCount();
        ImportWizard wizard(*m_workspace);
        wizard.show();
        wizard.setFile(data(QStringLiteral("vapi-call.json")));
        wizard.nameEdit()->setText(QStringLiteral("run-imported-vapi"));
        QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
        // POLYGON_SCREENSHOTS=DIR: the first two pages as this test fills them, for docs/guide (looked at by a person).
        const QString shots = qEnvironmentVariable("POLYGON_SCREENSHOTS");
        if (!shots.isEmpty())
            wizard.grab().save(shots + QStringLiteral("/import-wizard-file.png"));
        QSignalSpy imported(&wizard, &ImportWizard::imported);
        wizard.next();
        QVERIFY(imported.wait(60000));
        if (!shots.isEmpty())
            wizard.grab().save(shots + QStringLiteral("/import-wizard-imported.png"));
        QCOMPARE(wizard.importedRun(), QStringLiteral("run-imported-vapi"));
        QVERIFY2(wizard.resultLabel()->text().contains(QStringLiteral("run-imported-vapi")),
                 qPrintable(wizard.resultLabel()->text()));
        QCOMPARE(runCount(), before + 1);
        QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
        wizard.next();
        // The comparison offers the demo's graded runs, newest first (read off the GUI thread).
        QTRY_VERIFY_WITH_TIMEOUT(wizard.compareBox()->count() >= 3, 30000);
        const QString compareWith = wizard.compareBox()->itemData(1).toString();
        QVERIFY(compareWith.startsWith(QStringLiteral("run-")));
        QSignalSpy done(&wizard, &ImportWizard::done);
        wizard.button(QWizard::FinishButton)->click();
        if (done.isEmpty()) // offline grading may finish at once
            QVERIFY(done.wait(60000));
        QCOMPARE(done.first().at(0).toString(), QStringLiteral("run-imported-vapi"));
        QCOMPARE(done.first().at(1).toString(), compareWith);
        // Graded offline: the run has a completed grading.
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        QVERIFY(latestCompletedGrading(reader->gradings(QStringLiteral("run-imported-vapi"))));
        // The same as `polygon-cli compare` would take.
        const CliRun r = runCli({QStringLiteral("compare"), m_ws, compareWith, QStringLiteral("run-imported-vapi")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

    void badFileStoresNothing()
    {
        const int before = runCount();
        ImportWizard wizard(*m_workspace);
        wizard.show();
        wizard.setFile(data(QStringLiteral("generic-bad.jsonl")));
        QSignalSpy failed(&wizard, &ImportWizard::importFailed);
        wizard.next();
        QVERIFY(failed.wait(60000));
        QVERIFY(wizard.importedRun().isEmpty());
        const QString problems = wizard.problemsView()->toPlainText();
        QVERIFY2(problems.contains(QStringLiteral("generic-bad.jsonl:")), qPrintable(problems));
        // The same first problem as the CLI's.
        const CliRun r = runCli({QStringLiteral("import"), m_ws, data(QStringLiteral("generic-bad.jsonl")),
                                 QStringLiteral("--format"), QStringLiteral("generic")});
        QCOMPARE(r.code, 2);
        const QString first = problems.section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(r.err.contains(first.section(QStringLiteral(": "), 0, 0)), qPrintable(r.err + QStringLiteral(" | ") + first));
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(runCount(), before);

        // Skipping the bad records imports the rest and lists each skipped one.
        wizard.back();
        wizard.skipBadCheck()->setChecked(true);
        QSignalSpy imported(&wizard, &ImportWizard::imported);
        wizard.next();
        QVERIFY(imported.wait(60000));
        QVERIFY(!wizard.importedRun().isEmpty());
        QVERIFY(wizard.problemsView()->toPlainText().contains(QStringLiteral("generic-bad.jsonl:")));
        QCOMPARE(runCount(), before + 1);
    }

    void cancelStoresNothing()
    {
        // A file large enough to be read in many pieces.
        const QString big = m_dir.filePath(QStringLiteral("big.jsonl"));
        QFile in(data(QStringLiteral("generic.jsonl")));
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = in.readAll().split('\n');
        QFile out(big);
        QVERIFY(out.open(QIODevice::WriteOnly));
        for (int i = 0; i < 20000; ++i) {
            QByteArray line = lines.first();
            const QByteArray prefix = QByteArray("c") + QByteArray::number(i) + QByteArray("-");
            line.replace(QByteArray("\"id\": \""), QByteArray(QByteArray("\"id\": \"") + prefix));
            out.write(line + '\n');
        }
        out.close();
        const int before = runCount();
        ImportWizard wizard(*m_workspace);
        wizard.show();
        wizard.setFile(big);
        QSignalSpy failed(&wizard, &ImportWizard::importFailed);
        QSignalSpy imported(&wizard, &ImportWizard::imported);
        wizard.next();
        QVERIFY(wizard.isImporting());
        wizard.cancelButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty() || !imported.isEmpty(), 60000);
        if (!failed.isEmpty()) {
            QCOMPARE(wizard.resultLabel()->text(), QStringLiteral("Import cancelled: nothing was stored."));
            QCOMPARE(runCount(), before);
        } else {
            QSKIP("the import finished before Cancel reached it");
        }
    }
};

QTEST_MAIN(TestImportWizard)
#include "tst_importwizard.moc"
