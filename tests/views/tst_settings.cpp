#include "app/gui/settings.h"

#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;

class TestSettings : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_config.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
        QCoreApplication::setOrganizationName(QStringLiteral("PolygonTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    }

    void init() { QSettings().clear(); }

    void recentWorkspacesMostRecentFirst()
    {
        Settings settings;
        QSignalSpy spy(&settings, &Settings::recentWorkspacesChanged);
        settings.addRecentWorkspace(QStringLiteral("/ws/a"));
        settings.addRecentWorkspace(QStringLiteral("/ws/b"));
        settings.addRecentWorkspace(QStringLiteral("/ws/a/"));
        QCOMPARE(settings.recentWorkspaces(), (QStringList {QStringLiteral("/ws/a"), QStringLiteral("/ws/b")}));
        QCOMPARE(settings.lastWorkspace(), QStringLiteral("/ws/a"));
        QCOMPARE(spy.count(), 3);
        settings.removeRecentWorkspace(QStringLiteral("/ws/b"));
        QCOMPARE(settings.recentWorkspaces(), QStringList {QStringLiteral("/ws/a")});
        settings.removeRecentWorkspace(QStringLiteral("/ws/zzz")); // not listed: no signal
        QCOMPARE(spy.count(), 4);
    }

    void recentWorkspacesCappedAtTen()
    {
        Settings settings;
        for (int i = 0; i < 12; ++i)
            settings.addRecentWorkspace(QStringLiteral("/ws/%1").arg(i));
        const QStringList recent = settings.recentWorkspaces();
        QCOMPARE(recent.size(), 10);
        QCOMPARE(recent.first(), QStringLiteral("/ws/11"));
        QCOMPARE(recent.last(), QStringLiteral("/ws/2"));
    }

    void persistsAcrossInstances()
    {
        {
            Settings settings;
            settings.addRecentWorkspace(QStringLiteral("/ws/kept"));
            settings.setLanguage(QStringLiteral("hr"));
            settings.setWindowGeometry(QByteArray("geometry"));
            settings.setWindowState(QByteArray("state"));
        }
        Settings again;
        QCOMPARE(again.recentWorkspaces(), QStringList {QStringLiteral("/ws/kept")});
        QCOMPARE(again.language(), QStringLiteral("hr"));
        QCOMPARE(again.windowGeometry(), QByteArray("geometry"));
        QCOMPARE(again.windowState(), QByteArray("state"));
    }

    void windowStateOfAnotherVersionIgnored()
    {
        QSettings raw;
        raw.setValue(QStringLiteral("window/state"), QByteArray("old layout"));
        raw.setValue(QStringLiteral("window/stateVersion"), Settings::WindowStateVersion + 1);
        raw.sync();
        Settings settings;
        QCOMPARE(settings.windowState(), QByteArray());
    }

    void languageValidated_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("stored");
        QTest::addColumn<int>("signals");
        QTest::newRow("russian") << QStringLiteral("ru") << QStringLiteral("ru") << 1;
        QTest::newRow("bosnian") << QStringLiteral("bs") << QStringLiteral("bs") << 1;
        QTest::newRow("system") << QString() << QString() << 0;
        QTest::newRow("unsupported falls back to system") << QStringLiteral("de") << QString() << 0;
    }

    void languageValidated()
    {
        QFETCH(QString, input);
        QFETCH(QString, stored);
        QFETCH(int, signals);
        Settings settings;
        QSignalSpy spy(&settings, &Settings::languageChanged);
        settings.setLanguage(input);
        QCOMPARE(settings.language(), stored);
        QCOMPARE(spy.count(), signals);
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
