#pragma once

#include <QString>

#include <optional>

namespace Polygon {

// A model endpoint profile (providers/ID.json, FORMATS.md §8). Never holds a
// key: only the name of the environment variable or keychain entry with it.
struct Profile
{
    QString id;
    QString path;
    QString name;
    QString baseUrl;
    QString model;
    QString apiKeyEnv;
    QString keychain;
    std::optional<double> temperature;
    std::optional<double> topP;
    std::optional<int> maxTokens;
    std::optional<qint64> seed;
    int timeoutMs = 30000;
    int concurrency = 4;
    int requestsPerMinute = 0; // 0 = unlimited
    // Prices per million tokens, for cost accounting (absent: costs are not shown).
    std::optional<double> inputPricePerMillion;
    std::optional<double> outputPricePerMillion;

    bool operator==(const Profile &) const = default;
};

} // namespace Polygon
