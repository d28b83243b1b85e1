#pragma once
// Shared set-up of the libFuzzer targets: one QCoreApplication, and a helper
// that writes the input to a file in a temporary folder (readers that take a
// path). See README.md.

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

namespace PolygonFuzz {

inline void initQt()
{
    static int argc = 1;
    static char name[] = "polygon-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication *app = new QCoreApplication(argc, argv);
    (void)app;
}

inline QTemporaryDir &scratch()
{
    static QTemporaryDir dir;
    return dir;
}

inline QString writeInput(const QByteArray &bytes, const QString &name)
{
    const QString path = scratch().filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(bytes);
    return path;
}

inline QByteArray bytesOf(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

} // namespace PolygonFuzz
