#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

namespace Polygon {

// Writes an API key into the system keychain entry a profile names with
// "keychain" (service ApiKeyLookup::KeychainService, where ApiKeyLookup reads
// it). The key goes to the keychain only: never into a file, the workspace or
// a log, and never into a message. Without a keychain service (no Secret
// Service on the session bus, a build without qtkeychain) `failed` says so.
class ApiKeyStore : public QObject
{
    Q_OBJECT

public:
    explicit ApiKeyStore(QObject *parent = nullptr);

    // Starts the write; `stored` or `failed` follows (possibly at once).
    void store(const QString &entry, const QByteArray &key);
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void stored(const QString &entry);
    void failed(const QString &message);

private:
    bool m_running = false;
};

} // namespace Polygon
