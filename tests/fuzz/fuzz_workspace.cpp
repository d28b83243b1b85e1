// The workspace loader: a copy of resources/examples/bella-vista with one of
// its files replaced by the input (the first byte picks which file).
#include "fuzzsupport.h"

#include "core/workspace/workspaceloader.h"

#include <QDir>
#include <QDirIterator>

using namespace Polygon;

namespace {

QString workspace;

const char *const kFiles[] = {
    "polygon.json",
    "personas/busy-ana.json",
    "agents/bella-v1.json",
    "agents/bella-flow-v1.json",
    "flows/bella-flow-v1.json",
    "tools/create_booking.json",
    "probes/repeats-same-question.json",
    "scenarios/smoke.json",
    "providers/local-llama.json",
};

void copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(file);
        QDir().mkpath(QFileInfo(target).path());
        QFile::copy(file, target);
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    PolygonFuzz::initQt();
    workspace = PolygonFuzz::scratch().filePath(QStringLiteral("ws"));
    copyTree(QStringLiteral(POLYGON_EXAMPLE_WORKSPACE), workspace);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QString name = QString::fromLatin1(kFiles[data[0] % (sizeof(kFiles) / sizeof(kFiles[0]))]);
    const QString path = workspace + QLatin1Char('/') + name;
    QFile original(path);
    original.open(QIODevice::ReadOnly);
    const QByteArray saved = original.readAll();
    original.close();
    {
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    }
    const WorkspaceLoadResult result = loadWorkspace(workspace);
    (void)result;
    QFile f(path);
    f.open(QIODevice::WriteOnly | QIODevice::Truncate);
    f.write(saved);
    return 0;
}
