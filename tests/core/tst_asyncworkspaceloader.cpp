// Tests for Polygon::AsyncWorkspaceLoader: results come back as signals on the
// owner's thread, and a newer load() makes older results stale (never emitted).
#include "core/workspace/asyncworkspaceloader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Polygon;

namespace {

QString exampleDir()
{
    return QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista");
}

// A workspace whose only problem is the manifest's unknown language.
QString writeBroken(const QTemporaryDir &tmp)
{
    const QString dir = tmp.filePath(QStringLiteral("broken"));
    if (!QDir().mkpath(dir))
        return {};
    QFile f(dir + QStringLiteral("/polygon.json"));
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("{\n  \"format\": 1,\n  \"name\": \"Broken\",\n  \"languages\": [\"xx\"]\n}\n");
    return dir;
}

QStringList lines(const Diagnostics &problems)
{
    QStringList out;
    for (const Diagnostic &d : problems)
        out.append(d.toString());
    return out;
}

} // namespace

class TestAsyncWorkspaceLoader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void loadsTheExample();
    void failsWithProblems();
    void missingFolder();
    void onlyTheLatestResult_data();
    void onlyTheLatestResult();
    void loadAgainAfterResult();
};

void TestAsyncWorkspaceLoader::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestAsyncWorkspaceLoader::loadsTheExample()
{
    AsyncWorkspaceLoader loader;
    QSignalSpy loaded(&loader, &AsyncWorkspaceLoader::loaded);
    QSignalSpy failed(&loader, &AsyncWorkspaceLoader::failed);
    QSignalSpy loading(&loader, &AsyncWorkspaceLoader::loadingChanged);
    QVERIFY(loaded.isValid());

    QThread *const mainThread = QThread::currentThread();
    QThread *emittedOn = nullptr;
    connect(&loader, &AsyncWorkspaceLoader::loaded, this, [&] { emittedOn = QThread::currentThread(); });

    loader.load(exampleDir());
    QVERIFY(loader.isLoading());
    QCOMPARE(loading.count(), 1);
    QCOMPARE(loading.at(0).at(0).toBool(), true);

    QVERIFY(loaded.wait(10000));
    QCOMPARE(loaded.count(), 1);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(emittedOn, mainThread); // delivered on the owner's thread
    QVERIFY(!loader.isLoading());
    QCOMPARE(loading.count(), 2);
    QCOMPARE(loading.at(1).at(0).toBool(), false);

    const auto ws = qvariant_cast<Workspace>(loaded.at(0).at(0));
    QCOMPARE(ws.root, QFileInfo(exampleDir()).absoluteFilePath());
    QCOMPARE(ws.agents.size(), 4);
    QCOMPARE(ws.personas.size(), 10);
    QCOMPARE(ws.tools.size(), 6);
    QCOMPARE(ws.manifest.defaultAgent, QStringLiteral("bella-v2"));
}

void TestAsyncWorkspaceLoader::failsWithProblems()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = writeBroken(tmp);
    QVERIFY(!dir.isEmpty());

    AsyncWorkspaceLoader loader;
    QSignalSpy loaded(&loader, &AsyncWorkspaceLoader::loaded);
    QSignalSpy failed(&loader, &AsyncWorkspaceLoader::failed);
    loader.load(dir);
    QVERIFY(failed.wait(10000));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(loaded.count(), 0);
    QCOMPARE(failed.at(0).at(0).toString(), dir);
    const auto problems = qvariant_cast<Diagnostics>(failed.at(0).at(1));
    QCOMPARE(lines(problems),
             QStringList {dir + QStringLiteral("/polygon.json:4:17: unknown language \"xx\"; expected one of: en, ru, hr, bs")});
    QVERIFY(!loader.isLoading());
}

void TestAsyncWorkspaceLoader::missingFolder()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(QStringLiteral("nowhere"));
    AsyncWorkspaceLoader loader;
    QSignalSpy failed(&loader, &AsyncWorkspaceLoader::failed);
    loader.load(dir);
    QVERIFY(failed.wait(10000));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(lines(qvariant_cast<Diagnostics>(failed.at(0).at(1))),
             QStringList {dir + QStringLiteral(":1:1: the workspace folder does not exist")});
}

void TestAsyncWorkspaceLoader::onlyTheLatestResult_data()
{
    QTest::addColumn<QStringList>("order"); // "example", "broken", "missing"; the last one wins
    QTest::newRow("broken then example") << QStringList {QStringLiteral("broken"), QStringLiteral("example")};
    QTest::newRow("example then broken") << QStringList {QStringLiteral("example"), QStringLiteral("broken")};
    QTest::newRow("example, broken, missing")
        << QStringList {QStringLiteral("example"), QStringLiteral("broken"), QStringLiteral("missing")};
    QTest::newRow("broken, missing, example")
        << QStringList {QStringLiteral("broken"), QStringLiteral("missing"), QStringLiteral("example")};
    QTest::newRow("example twice") << QStringList {QStringLiteral("example"), QStringLiteral("example")};
}

void TestAsyncWorkspaceLoader::onlyTheLatestResult()
{
    QFETCH(QStringList, order);

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString broken = writeBroken(tmp);
    QVERIFY(!broken.isEmpty());
    const QMap<QString, QString> dirs {{QStringLiteral("example"), exampleDir()},
                                       {QStringLiteral("broken"), broken},
                                       {QStringLiteral("missing"), tmp.filePath(QStringLiteral("missing"))}};

    AsyncWorkspaceLoader loader;
    QSignalSpy loaded(&loader, &AsyncWorkspaceLoader::loaded);
    QSignalSpy failed(&loader, &AsyncWorkspaceLoader::failed);
    QSignalSpy loading(&loader, &AsyncWorkspaceLoader::loadingChanged);

    // Rapid calls, without returning to the event loop in between.
    for (const QString &which : order)
        loader.load(dirs.value(which));

    QTRY_COMPARE_WITH_TIMEOUT(loaded.count() + failed.count(), 1, 20000);
    QTRY_VERIFY(!loader.isLoading());
    // Stale results would have arrived before the latest one; none did.
    QCOMPARE(loaded.count() + failed.count(), 1);

    const QString last = order.last();
    if (last == QLatin1String("example")) {
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(qvariant_cast<Workspace>(loaded.at(0).at(0)).root, QFileInfo(exampleDir()).absoluteFilePath());
    } else {
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), dirs.value(last));
        const auto problems = qvariant_cast<Diagnostics>(failed.at(0).at(1));
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().file.startsWith(dirs.value(last)));
    }

    // loadingChanged ends with false, once the latest result is in.
    QVERIFY(loading.count() >= 2);
    QCOMPARE(loading.first().at(0).toBool(), true);
    QCOMPARE(loading.last().at(0).toBool(), false);
    QCOMPARE(loading.count(), 2);
}

void TestAsyncWorkspaceLoader::loadAgainAfterResult()
{
    // After a result, the loader is idle and a new load() works normally.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString broken = writeBroken(tmp);
    AsyncWorkspaceLoader loader;
    QSignalSpy loaded(&loader, &AsyncWorkspaceLoader::loaded);
    QSignalSpy failed(&loader, &AsyncWorkspaceLoader::failed);
    loader.load(broken);
    QVERIFY(failed.wait(10000));
    loader.load(exampleDir());
    QVERIFY(loaded.wait(10000));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(loaded.count(), 1);
}

QTEST_GUILESS_MAIN(TestAsyncWorkspaceLoader)
#include "tst_asyncworkspaceloader.moc"
