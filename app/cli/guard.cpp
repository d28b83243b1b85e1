#include "guard.h"

#include "command.h"

#include <QCoreApplication>

#include <algorithm>
#include <exception>
#include <string>

namespace Polygon::Cli {

namespace {

int report(QTextStream &err, const std::string &what)
{
    // An exception's text may quote input (nlohmann's do): keep the line short.
    QString text = QString::fromUtf8(what.data(), qsizetype(std::min<size_t>(what.size(), 4096))).simplified();
    if (text.size() > 300)
        text = text.left(300) + QChar(0x2026);
    err << QCoreApplication::translate("polygon-cli", "polygon-cli: internal error: %1").arg(text) << '\n';
    err.flush();
    return BadInput;
}

} // namespace

int runGuarded(const std::function<int()> &command, QTextStream &err)
{
    try {
        return command();
    } catch (const std::exception &e) {
        return report(err, e.what());
    } catch (...) {
        return report(err, "an unknown exception");
    }
}

} // namespace Polygon::Cli
