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
        const QString reason = redactSecrets(job->errorString());
        if (job->error() == QKeychain::NoError)
            Q_EMIT stored(entry);
        else if (const auto missing = ApiKeyLookup::noKeychainService(job->error(), reason))
            Q_EMIT failed(*missing);
        else if (job->error() == QKeychain::AccessDenied || job->error() == QKeychain::AccessDeniedByUser)
            Q_EMIT failed(tr("the system keychain refused access"));
        else
            Q_EMIT failed(tr("cannot store the key in the keychain entry \"%1\": %2").arg(entry, reason));
    });
    job->start();
#else
    Q_UNUSED(key)
    fail(tr("this build of Polygon has no keychain support. Set the environment variable named in \"api_key_env\" "
            "instead."));
#endif
}

} // namespace Polygon
