#include "loop.h"

#include "tokens.h"

#include <algorithm>

namespace Polygon {

namespace {

qsizetype multisetIntersection(QStringList a, QStringList b)
{
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    qsizetype common = 0;
    auto i = a.cbegin();
    auto j = b.cbegin();
    while (i != a.cend() && j != b.cend()) {
        if (*i < *j) {
            ++i;
        } else if (*j < *i) {
            ++j;
        } else {
            ++common;
            ++i;
            ++j;
        }
    }
    return common;
}

} // namespace

double replyOverlap(const QStringList &a, const QStringList &b)
{
    if (a.isEmpty() || b.isEmpty())
        return 0.0;
    return double(multisetIntersection(a, b)) / double(std::max(a.size(), b.size()));
}

bool repliesLoop(const QStringList &a, const QStringList &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    // common / max ≥ 9/10  ⇔  10·common ≥ 9·max, with no rounding at the boundary.
    return 10 * multisetIntersection(a, b) >= 9 * std::max(a.size(), b.size());
}

std::optional<int> findLoop(const Conversation &conversation)
{
    QStringList previous;
    for (int i = 0; i < conversation.turns.size(); ++i) {
        const Turn &turn = conversation.turns.at(i);
        if (!turn.isAgent())
            continue;
        QStringList tokens = wordTokens(turn.text);
        if (tokens.isEmpty())
            continue;
        if (repliesLoop(previous, tokens))
            return i;
        previous = std::move(tokens);
    }
    return std::nullopt;
}

} // namespace Polygon
