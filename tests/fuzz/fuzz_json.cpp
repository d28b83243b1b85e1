// The JSON entry point and JsonDocument: parse, then ask for the position of
// every value (which builds the locator's table) and of a few made-up pointers.
#include "fuzzsupport.h"

#include "core/util/jsonparse.h"
#include "core/json/jsondocument.h"

#include <vector>

using namespace Polygon;

namespace {

void visit(const JsonDocument &doc, const Json &value, const std::string &pointer, int &budget)
{
    if (--budget < 0)
        return;
    (void)doc.problemAtValue(pointer, QStringLiteral("x"));
    (void)doc.problemAtKey(pointer, QStringLiteral("x"));
    if (value.is_object()) {
        for (const auto &[key, child] : value.items())
            visit(doc, child, JsonDocument::childPointer(pointer, key), budget);
    } else if (value.is_array()) {
        for (size_t i = 0; i < value.size(); ++i)
            visit(doc, value[i], JsonDocument::childPointer(pointer, i), budget);
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    PolygonFuzz::initQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = PolygonFuzz::bytesOf(data, size);
    JsonParseError error;
    if (const auto value = parseJson(bytes, &error, {true})) {
        (void)safeDump(*value);
        (void)safeDump(*value, 2);
    } else if (error.message.size() > 500 || error.offset < 0 || error.offset > bytes.size()) {
        __builtin_trap();
    }
    Diagnostics problems;
    if (const auto doc = JsonDocument::parse(bytes, QStringLiteral("f.json"), problems)) {
        int budget = 10000;
        visit(*doc, doc->root(), std::string(), budget);
        for (const char *p : {"/", "//", "/0", "/-", "/00", "/~", "/~2", "/a/0/b", "/99999999999999999999"})
            (void)doc->valuePosition(p);
    }
    for (const Diagnostic &d : problems) {
        if (d.message.size() > 500)
            __builtin_trap();
    }
    problems.clear();
    if (const auto line = JsonDocument::parseLine(bytes, QStringLiteral("f.jsonl"), 3, problems)) {
        int budget = 1000;
        visit(*line, line->root(), std::string(), budget);
    }
    return 0;
}
