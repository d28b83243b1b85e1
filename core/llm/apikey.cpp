#include "apikey.h"

#include <QEventLoop>
#include <QTimer>

#ifdef POLYGON_HAVE_QTKEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace Polygon {

ApiKeyLookup::ApiKeyLookup(QObject *parent)
    : QObject(parent)
{
}

bool ApiKeyLookup::keychainAvailable()
{
#ifdef POLYGON_HAVE_QTKEYCHAIN
    return true;
#else
    return false;
#endif
}

void ApiKeyLookup::start(const Profile &profile)
{
    const auto later = [this](auto emitter) { QTimer::singleShot(0, this, emitter); };
    if (!profile.keychain.isEmpty()) {
#ifdef POLYGON_HAVE_QTKEYCHAIN
        auto *job = new QKeychain::ReadPasswordJob(QString::fromLatin1(KeychainService), this);
        job->setAutoDelete(true);
        job->setKey(profile.keychain);
        const QString entry = profile.keychain;
        connect(job, &QKeychain::Job::finished, this, [this, job, entry] {
            if (job->error() != QKeychain::NoError)
                Q_EMIT failed(tr("cannot read the keychain entry \"%1\": %2").arg(entry, job->errorString()));
            else
                Q_EMIT found(job->binaryData());
        });
        job->start();
#else
        const QString entry = profile.keychain;
        later([this, entry] {
            Q_EMIT failed(
                tr("the profile names the keychain entry \"%1\", but this build of Polygon has no keychain support").arg(entry));
        });
#endif
        return;
    }
    const QByteArray key = profile.apiKeyEnv.isEmpty() ? QByteArray() : qgetenv(profile.apiKeyEnv.toLocal8Bit().constData());
    later([this, key] { Q_EMIT found(key); });
}

std::optional<QByteArray> ApiKeyLookup::lookup(const Profile &profile, QString *error)
{
    ApiKeyLookup lookup;
    QEventLoop loop;
    std::optional<QByteArray> key;
    connect(&lookup, &ApiKeyLookup::found, &loop, [&](const QByteArray &k) {
        key = k;
        loop.quit();
    });
    connect(&lookup, &ApiKeyLookup::failed, &loop, [&](const QString &message) {
        if (error)
            *error = message;
        loop.quit();
    });
    lookup.start(profile);
    loop.exec();
    return key;
}

} // namespace Polygon
