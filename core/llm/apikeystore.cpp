#include "apikeystore.h"

#include "apikey.h"

#include <QTimer>

#ifdef POLYGON_HAVE_QTKEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace Polygon {

ApiKeyStore::ApiKeyStore(QObject *parent)
    : QObject(parent)
{
}

void ApiKeyStore::store(const QString &entry, const QByteArray &key)
{
    const auto fail = [this](const QString &message) {
        m_running = true;
        QTimer::singleShot(0, this, [this, message] {
            m_running = false;
            Q_EMIT failed(message);
        });
    };
    if (entry.trimmed().isEmpty())
        return fail(tr("name the keychain entry first"));
    if (key.isEmpty())
        return fail(tr("the API key is empty"));
#ifdef POLYGON_HAVE_QTKEYCHAIN
    auto *job = new QKeychain::WritePasswordJob(QString::fromLatin1(ApiKeyLookup::KeychainService), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never a plain-text file instead
    job->setKey(entry);
    job->setBinaryData(key);
    m_running = true;
    connect(job, &QKeychain::Job::finished, this, [this, job, entry] {
        m_running = false;
        switch (job->error()) {
        case QKeychain::NoError:
            Q_EMIT stored(entry);
            break;
        case QKeychain::NoBackendAvailable:
        case QKeychain::NotImplemented:
            Q_EMIT failed(tr("no system keychain service is available here (%1). Set the environment variable named in "
                             "\"api_key_env\" instead.")
                              .arg(redactSecrets(job->errorString())));
            break;
        case QKeychain::AccessDenied:
        case QKeychain::AccessDeniedByUser:
            Q_EMIT failed(tr("the system keychain refused access"));
            break;
        default:
            Q_EMIT failed(
                tr("cannot store the key in the keychain entry \"%1\": %2").arg(entry, redactSecrets(job->errorString())));
        }
    });
    job->start();
#else
    Q_UNUSED(key)
    fail(tr("this build of Polygon has no keychain support. Set the environment variable named in \"api_key_env\" "
            "instead."));
#endif
}

} // namespace Polygon
