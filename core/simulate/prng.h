#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QString>

#include <cstdint>

namespace Polygon {

// Polygon's own random stream: xoshiro256** seeded through SplitMix64. It
// never uses std:: distributions (their output differs between standard
// libraries), so a seed gives the same numbers on every machine and a failing
// conversation replays turn for turn, bit-identical.
class Prng
{
public:
    explicit Prng(quint64 seed) { reseed(seed); }

    // The stream for one purpose ("noise", "latency", …) of one turn of one
    // conversation: the seed is the first 8 bytes of SHA-256 over the parts.
    static Prng forTurn(const QString &conversation, qint64 turn, const char *purpose, quint64 runSeed = 0)
    {
        QCryptographicHash h(QCryptographicHash::Sha256);
        h.addData(conversation.toUtf8());
        h.addData(QByteArrayView("\x1f", 1));
        h.addData(QByteArray::number(turn));
        h.addData(QByteArrayView("\x1f", 1));
        h.addData(QByteArrayView(purpose));
        h.addData(QByteArrayView("\x1f", 1));
        h.addData(QByteArray::number(runSeed));
        const QByteArray d = h.result();
        quint64 seed = 0;
        for (int i = 0; i < 8; ++i)
            seed = (seed << 8) | quint8(d.at(i));
        return Prng(seed);
    }

    void reseed(quint64 seed)
    {
        for (quint64 &s : m_state) {
            seed += 0x9E3779B97F4A7C15ull; // SplitMix64
            quint64 z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            s = z ^ (z >> 31);
        }
    }

    quint64 next()
    {
        const quint64 result = rotl(m_state[1] * 5, 7) * 9;
        const quint64 t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // Uniform in [0, 1): the top 53 bits.
    double uniform() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }

    // Uniform integer in [0, n) without modulo bias (n > 0).
    quint64 below(quint64 n)
    {
        const quint64 limit = ~quint64(0) - (~quint64(0) % n);
        quint64 x;
        do {
            x = next();
        } while (x >= limit);
        return x % n;
    }

    bool chance(double p) { return uniform() < p; }

private:
    static quint64 rotl(quint64 x, int k) { return (x << k) | (x >> (64 - k)); }
    quint64 m_state[4] = {};
};

} // namespace Polygon
