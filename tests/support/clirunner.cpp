#include "clirunner.h"

#include <QDir>
#include <QDirIterator>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTimer>

namespace Polygon::Test {

QString cliPath()
{
    return QStringLiteral(POLYGON_CLI_PATH);
}

CliRun runCli(const QStringList &args, const QByteArray &input, const CliEnv &env, const QString &workingDirectory, int timeoutMs)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (auto it = env.cbegin(); it != env.cend(); ++it) {
        if (it.value().isNull())
            environment.remove(it.key());
        else
            environment.insert(it.key(), it.value());
    }
    process.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    CliRun r;
    QEventLoop loop;
    bool finished = false;
    QObject::connect(&process, &QProcess::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QObject::connect(&process, &QProcess::errorOccurred, &loop, [&](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            loop.quit();
    });
    process.start(cliPath(), args);
    if (!process.waitForStarted(10000)) {
        r.err = QStringLiteral("polygon-cli did not start: ") + process.errorString();
        return r;
    }
    process.write(input);
    process.closeWriteChannel();
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (!finished)
        loop.exec();
    if (!finished) {
        process.kill();
        process.waitForFinished();
        r.err = QStringLiteral("polygon-cli %1 timed out").arg(args.join(QLatin1Char(' ')));
        return r;
    }
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    if (process.exitStatus() != QProcess::NormalExit)
        r.err = QStringLiteral("polygon-cli %1 crashed: %2\n").arg(args.join(QLatin1Char(' ')), process.errorString()) + r.err;
    else
        r.code = process.exitCode();
    return r;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QString copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(source);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(source, target))
            return QStringLiteral("cannot copy %1").arg(source);
    }
    return {};
}

} // namespace Polygon::Test
