#pragma once

#include "core/model/profile.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace Polygon {

// Finds a profile's API key where the user keeps it: the environment variable
// named by "api_key_env", or the system keychain entry named by "keychain"
// (service "Polygon"). Never from the workspace; the key is returned to the
// caller and never logged. No source configured (or an empty variable) means
// no key: local servers usually need none.
class ApiKeyLookup : public QObject
{
    Q_OBJECT

public:
    explicit ApiKeyLookup(QObject *parent = nullptr);

    // Starts the lookup; `found` or `failed` follows (possibly at once).
    void start(const Profile &profile);

    // For command-line tools: waits (in a local event loop) for the key;
    // nothing, with the reason in `error`, when it cannot be read.
    static std::optional<QByteArray> lookup(const Profile &profile, QString *error);

    static constexpr const char *KeychainService = "Polygon";
    static bool keychainAvailable();

    // When the keychain service itself is missing: on Linux the keychain is a
    // D-Bus service (Secret Service, KWallet), and without a session bus
    // qtkeychain says only "Unknown error". The sentence to show (what to do
    // instead), or nothing when the failure is another one. `error` is a
    // QKeychain::Error, `reason` its errorString().
    static std::optional<QString> noKeychainService(int error, const QString &reason);

Q_SIGNALS:
    void found(const QByteArray &key);
    void failed(const QString &message);
};

// The one scrubber for text that leaves the provider layer (error messages,
// error bodies an endpoint sent back): every occurrence of each of `secrets`
// (as is, URL-encoded, and base64 of "KEY", ":KEY" and "KEY:"), the value of
// any Authorization, Proxy-Authorization, api-key, x-api-key or
// x-goog-api-key header written in the text, a Bearer token, and the value of
// a key=, api_key=, token= or access_token= URL parameter become
// "[redacted]". Idempotent; empty secrets are ignored.
QString redactSecrets(const QString &text, const QList<QByteArray> &secrets = {});

} // namespace Polygon
