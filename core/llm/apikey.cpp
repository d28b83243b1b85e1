#include "apikey.h"

#include <QEventLoop>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>

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

std::optional<QString> ApiKeyLookup::noKeychainService(int error, const QString &reason)
{
#ifdef POLYGON_HAVE_QTKEYCHAIN
    bool missing = error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented;
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    missing = missing || (error == QKeychain::OtherError && qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"));
#endif
    if (!missing)
        return std::nullopt;
    return tr("no system keychain service is available here (%1). Set the environment variable named in "
              "\"api_key_env\" instead.")
        .arg(qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS") ? tr("no D-Bus session bus") : reason);
#else
    Q_UNUSED(error)
    Q_UNUSED(reason)
    return std::nullopt;
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
            const QString reason = redactSecrets(job->errorString());
            if (job->error() == QKeychain::NoError)
                Q_EMIT found(job->binaryData());
            else if (const auto missing = noKeychainService(job->error(), reason))
                Q_EMIT failed(tr("cannot read the keychain entry \"%1\": %2").arg(entry, *missing));
            else if (job->error() == QKeychain::EntryNotFound)
                Q_EMIT failed(tr("the system keychain has no entry \"%1\": store the key with Settings ▸ Model Providers "
                                 "▸ Store API Key in the System Keychain…")
                                  .arg(entry));
            else
                Q_EMIT failed(tr("cannot read the keychain entry \"%1\": %2").arg(entry, reason));
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

QString redactSecrets(const QString &text, const QList<QByteArray> &secrets)
{
    static const QString redacted = QStringLiteral("[redacted]");
    QString out = text;

    // The key itself, in the forms an endpoint may echo it.
    QStringList forms;
    for (const QByteArray &secret : secrets) {
        if (secret.isEmpty())
            continue;
        QByteArray colonFirst(1, ':'), colonLast = secret;
        colonFirst.append(secret);
        colonLast.append(':');
        const QList<QByteArray> encodings = {secret,
                                             secret.toPercentEncoding(),
                                             secret.toBase64(),
                                             colonFirst.toBase64(),
                                             colonLast.toBase64(),
                                             secret.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals)};
        for (const QByteArray &form : encodings) {
            const QString f = QString::fromUtf8(form);
            if (!f.isEmpty() && !forms.contains(f))
                forms.append(f);
        }
    }
    // Longest first: a form inside a longer one must not break the longer one up.
    std::sort(forms.begin(), forms.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    for (const QString &f : std::as_const(forms))
        out.replace(f, redacted);

    // Credentials the text names, whoever's they are. A value already
    // "[redacted]" is left alone, so scrubbing twice changes nothing.
    constexpr auto options = QRegularExpression::CaseInsensitiveOption;
    // Authorization: Bearer x · "x-api-key": "x" · api_key=x (a JSON-escaped quote included)
    static const QRegularExpression header(QStringLiteral("\\b((?:proxy-)?authorization|x-api-key|x-goog-api-key|api[-_]?key)"
                                                          "(\\s*\\\\?[\"']?\\s*[:=]\\s*\\\\?[\"']?\\s*)"
                                                          "(?!(?:(?:bearer|basic|token|digest)\\s+)?\\[redacted\\])"
                                                          "((?:bearer|basic|token|digest)\\s+)?[^\\s\"'\\\\,;&}\\]]+"),
                                           options);
    out.replace(header, QStringLiteral("\\1\\2\\3") + redacted);
    // A bearer token on its own: 8 or more token characters, not only letters
    // ("bearer authentication" stays).
    static const QRegularExpression bearer(
        QStringLiteral("\\b(bearer\\s+)(?!\\[redacted\\])(?=[A-Za-z]*[0-9._~+/-])[A-Za-z0-9._~+/-]{8,}=*"), options);
    out.replace(bearer, QStringLiteral("\\1") + redacted);
    // ?key=… &access_token=…
    static const QRegularExpression parameter(
        QStringLiteral("([?&](?:api[-_]?key|key|token|access_token)=)(?!\\[redacted\\])[^&\\s\"'#]+"), options);
    out.replace(parameter, QStringLiteral("\\1") + redacted);
    return out;
}

} // namespace Polygon
