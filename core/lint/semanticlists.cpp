// Word groups written by hand for prompt analysis (semantics.h).
//
// Source: written for Polygon from the vocabulary of phone-agent prompts
// (bookings, prices, payments, replies, advice, tools) in the four languages
// of the project; no thesaurus was copied. Croatian and Bosnian have no
// thesaurus in Debian, so their groups are the only synonyms there; for
// English and Russian they add what the mythes thesauri lack or bury under
// rarer senses ("fee" / "price", «депозит» / «залог», "read back" / "repeat").
// A group lists words that mean the same in such a prompt (inflected forms
// are matched through the stem, so one form of a word is usually enough; a
// space makes a two-word phrase) and may name the group of the opposite
// meaning ("brief" / "long": "Be brief" and "Do not give long answers" say
// the same). Keep groups narrow: two rules meet through any shared group.

#include "semantics.h"

namespace Polygon::Lint {

namespace {

QStringList words(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *w : list)
        out.append(QString::fromUtf8(w));
    return out;
}

QList<WordGroup> englishGroups()
{
    return {
        {"price", words({"price", "cost", "fee", "charge", "tariff", "fare", "rate"})},
        {"discount", words({"discount", "price reduction", "money off", "markdown", "rebate", "price cut"})},
        {"offer", words({"offer", "propose", "suggest", "give", "provide", "give out", "hand out"})},
        {"tell", words({"tell", "say", "state", "quote", "mention", "disclose", "reveal", "share", "give out", "read out"})},
        {"repeat", words({"repeat", "read back", "say back", "repeat back", "reread", "recite", "echo"})},
        {"callback", words({"callback", "call back", "ring back", "return call"})},
        {"reply", words({"reply", "answer", "response", "respond"})},
        {"brief", words({"brief", "short", "concise", "succinct", "terse", "compact"}), "long"},
        {"long", words({"long", "lengthy", "wordy", "verbose", "rambling", "long-winded", "drawn-out"}), "brief"},
        {"advice", words({"advice", "advise", "recommend", "recommendation", "counsel"})},
        {"medicine", words({"medicine", "medication", "drug", "pill", "remedy"})},
        {"deposit", words({"deposit", "down payment", "security deposit", "retainer"})},
        {"cancel", words({"cancel", "terminate", "annul", "call off"})},
        {"waive", words({"waive", "forgive", "write off", "let off"})},
        {"fine", words({"fine", "penalty", "late fee"})},
        {"free", words({"free", "complimentary", "free of charge", "no charge"})},
        {"ask", words({"ask", "request", "enquire", "inquire"})},
    };
}

QList<WordGroup> russianGroups()
{
    return {
        {"price", words({"цена", "стоимость", "плата", "тариф", "расценка", "прайс", "стоить", "обойдется", "обходится"})},
        {"discount", words({"скидка", "уценка", "снижение цены", "льгота"})},
        {"offer", words({"предлагать", "предложить", "давать", "дать", "предоставлять", "предоставить"})},
        {"tell",
         words({"называть", "назвать", "сообщать", "сообщить", "говорить", "сказать", "озвучивать", "озвучить", "рассказывать",
                "рассказать", "разглашать"})},
        {"repeat", words({"повторять", "повторить", "зачитывать", "зачитать", "продиктовать"})},
        {"callback", words({"перезвонить", "перезванивать", "обратный звонок"})},
        {"reply", words({"ответ", "отвечать", "ответить", "реплика"})},
        {"brief", words({"краткий", "кратко", "короткий", "коротко", "лаконичный", "лаконично", "сжато", "сжатый"}), "long"},
        {"long", words({"длинный", "долгий", "долго", "затягивать", "пространный", "многословный", "развёрнутый"}), "brief"},
        {"advice", words({"совет", "советовать", "консультировать", "консультация", "рекомендовать", "рекомендация"})},
        {"medicine", words({"лекарство", "препарат", "медикамент"})},
        {"deposit", words({"залог", "депозит", "задаток"})},
        {"cancel", words({"отменять", "отменить", "аннулировать", "расторгать", "расторгнуть"})},
        {"ask",
         words(
             {"просить", "попросить", "спрашивать", "спросить", "запрашивать", "запросить", "узнавать", "узнать", "требовать"})},
        {"free", words({"бесплатно", "бесплатный", "даром"})},
        {"trip", words({"поездка", "трансфер", "проезд"})},
    };
}

// Croatian and Bosnian share most words; the lists name both variants where they differ.
QList<WordGroup> southSlavicGroups()
{
    return {
        {"price", words({"cijena", "iznos", "trošak", "naknada", "tarifa", "koštati", "košta", "naplata"})},
        {"discount", words({"popust", "sniženje", "rabat", "umanjenje cijene", "sniženje cijene"})},
        {"offer",
         words({"nuditi", "ponuditi", "davati", "dati", "dajte", "dajete", "predlagati", "predložiti", "pružiti", "pružati"})},
        {"tell",
         words({"reći", "recite", "govoriti", "kazati", "saopćiti", "saopćavati", "saopštiti", "saopštavati", "priopćiti",
                "spominjati", "spomenuti", "navesti", "navoditi", "otkriti"})},
        {"repeat", words({"ponoviti", "ponavljati", "pročitati", "čitati"})},
        {"callback", words({"povratni poziv", "nazvati natrag", "nazvati ponovo"})},
        {"reply", words({"odgovor", "odgovarati", "odgovoriti"})},
        {"speak", words({"govoriti", "pričati", "razgovarati", "odgovarati"})},
        {"brief", words({"kratak", "kratki", "kratko", "sažet", "sažeto", "jezgrovit", "jezgrovito", "koncizan"}), "long"},
        {"long",
         words({"dug", "dugi", "duge", "dugo", "dugačak", "opširan", "opširno", "razvučen", "razvlačiti", "predug", "predugo"}),
         "brief"},
        {"advice", words({"savjet", "savjetovati", "preporuka", "preporučiti", "preporučivati", "konzultacija"})},
        {"medicine", words({"lijek", "lijekovi", "medikament", "tableta"})},
        {"deposit", words({"polog", "depozit", "jamčevina", "kaucija", "akontacija"})},
        {"cancel", words({"otkazati", "otkazivati", "poništiti", "raskinuti"})},
        {"ask", words({"zamoliti", "moliti", "pitati", "tražiti", "zatražiti", "zahtijevati", "raspitati"})},
        {"neighbour", words({"susjed", "susjeda", "komšija", "komšinica"})},
        {"vehicle", words({"vozilo", "automobil", "auto"})},
        {"free", words({"besplatno", "besplatan", "gratis"})},
    };
}

} // namespace

const QList<WordGroup> &wordGroups(const QString &language)
{
    static const QList<WordGroup> en = englishGroups();
    static const QList<WordGroup> ru = russianGroups();
    static const QList<WordGroup> hrBs = southSlavicGroups();
    if (language == QLatin1String("ru"))
        return ru;
    if (language == QLatin1String("hr") || language == QLatin1String("bs"))
        return hrBs;
    return en;
}

const QStringList &verbPrefixes(const QString &language)
{
    static const QStringList none;
    static const QStringList ru = words({"пере", "при", "про", "по", "на", "за", "вы", "от", "до", "раз", "рас", "с", "у"});
    static const QStringList hrBs = words({"pre", "pri", "pro", "po", "na", "za", "iz", "od", "do", "raz", "ras", "u", "s"});
    if (language == QLatin1String("ru"))
        return ru;
    if (language == QLatin1String("hr") || language == QLatin1String("bs"))
        return hrBs;
    return none;
}

const QStringList &verbEndings(const QString &language)
{
    static const QStringList none;
    static const QStringList ru = words({"ите", "йте", "ьте", "ать", "ять", "ить", "еть", "уть", "ться", "ете", "ешь"});
    static const QStringList hrBs = words({"ite", "jte", "ati", "iti", "eti", "uti", "ći", "mo"});
    if (language == QLatin1String("ru"))
        return ru;
    if (language == QLatin1String("hr") || language == QLatin1String("bs"))
        return hrBs;
    return none;
}

const QStringList &backgroundWords(const QString &language)
{
    static const QStringList en
        = words({"caller", "customer", "client", "guest", "patient", "owner", "person", "people", "phone", "telephone"});
    static const QStringList ru
        = words({"клиент", "гость", "пациент", "звонящий", "абонент", "собеседник", "телефон", "ваш", "ваша", "ваше", "ваши"});
    static const QStringList hrBs = words({"klijent", "gost", "pacijent", "pozivatelj", "pozivalac", "pozivaoc", "korisnik",
                                           "stranka", "telefon", "telefonom", "vaš", "vaša", "vaše", "vaši"});
    if (language == QLatin1String("ru"))
        return ru;
    if (language == QLatin1String("hr") || language == QLatin1String("bs"))
        return hrBs;
    return en;
}

const QStringList &particles(const QString &language)
{
    static const QStringList none;
    static const QStringList en = words({"back", "out", "off", "up", "down", "over", "away"});
    return language == QLatin1String("en") || language.isEmpty() ? en : none;
}

} // namespace Polygon::Lint
