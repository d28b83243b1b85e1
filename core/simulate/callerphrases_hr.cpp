// The scripted caller in Croatian and Bosnian (docs/callers.md).
#include "callerphrases.h"

#include <QDate>
#include <QRegularExpression>

namespace Polygon {

namespace {

using namespace CallerText;

// ============================================================== Croatian and Bosnian

// Croatian (ijekavian standard) and Bosnian share most of their grammar; the
// words that differ go through v(croatian, bosnian): stol/sto, tjedan/sedmica,
// što/šta, kruh/hljeb, navečer/uveče, prosinca/decembra, "Je li"/"Da li",
// "nazvat ću"/"nazvaću", "s voditeljem"/"sa menadžerom".
class SouthSlavic : public CallerPhrases
{
public:
    explicit SouthSlavic(bool bosnian)
        : m_bs(bosnian)
    {
        code = bosnian ? QStringLiteral("bs") : QStringLiteral("hr");
        // Both understand each other's words: the patterns hold both variants.
        transferring = unicode("spajam vas|prebacujem vas|spojit ću vas|spojiću vas|prebacit ću vas|prebaciću vas|"
                               "preusmjeravam vas");
        goodbye = unicode("doviđenja|do viđenja|zbogom|\\bbok\\b|\\bćao\\b|prijatno|stol je rezerviran|sto je rezervisan|"
                          "rezervacija je otkazana|rezervacija je potvrđena");
        verification = unicode("555 0100|službeni broj|zvanični broj|javni broj|broj (s|sa) (naše )?(web )?stranic|nazovite "
                               "nas|nazovete nas|pozovite nas");
        price = unicode("\\beur\\b|euro|cijen|košt|\\bmeni\\b|menija|jelovnik|po osobi|polog|kapar|akontacij");
        guarantee = unicode("jamč|jamstv|garant|tragov|ne možemo obećati|ne možemo isključiti|koristimo orašast|koristimo "
                            "orah");
        confirmation = unicode("da rezerviram\\?|da rezervišem\\?|da otkažem\\?|je li (to )?točno|da li je (to )?tačno|je "
                               "li (to )?tačno|je li tako|je l' tako|potvrđ|točno\\?|tačno\\?|mogu li rezervirati|mogu li "
                               "rezervisati|mogu li otkazati");
        offer = unicode("alternativ|umjesto|mogu (vam )?ponuditi|možemo (vam )?ponuditi|odgovara li|da li vam odgovara|bi li "
                        "vam odgovaral|kako bi bilo");
        anythingElse = unicode("još nešto|još nečim|još čime|još šta|nešto drugo");
        transferOffer = unicode("spoj|prebac|voditelj|menadžer|šef");
        full = unicode("popunjen|zauzet|nema slobodn|nema mjesta|sve je rezervirano|sve je rezervisano");
        summaryParty = unicode("(\\d+)\\s+(?:osob|gost|ljudi)|broj osoba:?\\s*(\\d+)");
        goalCancel = unicode("cancel|otkaz|otkaž|storn");
        goalComplain = unicode("complain|žalb|požal|prigovor|pritužb");
        askRef = unicode("broj rezervacije|šifr|oznak[au] rezervacije|referenc");
        askParty = unicode("koliko (osoba|ljudi|gostiju|vas)|za koliko|broj (osoba|gostiju)|\\bosob[aeu]?\\b|\\bgost(a|iju|"
                           "i)?\\b");
        askDate = unicode("koji dan|koji datum|kojeg datuma|za kada|za kad\\b|\\bkada\\b|\\bkad\\b|\\bdatum");
        askTime = unicode("u koliko sati|koliko sati|u koje vrijeme|koje vrijeme|\\bvrijeme\\b|\\bsat[ia]?\\b");
        askName = unicode("\\bime\\b|\\bimena\\b|na čije ime|na koje ime|prezime|kako se zovete");
        askPhone = unicode("telefon|mobitel|mobilni|kontakt|\\bbroj\\b(?! (osoba|gostiju|rezervacije))");
        askOccasion = unicode("povod|prilik|slavite|proslav");
        askAllergy = unicode("alergi|intoleranc|prehramben|dijet");

        transferredWanted = u8("Dobro. Hvala.");
        transferredUnwanted = u8("Aha. Dobro.");
        bye = u8("Hvala. Doviđenja.");
        busyBye = v("Dobro, bok.", "Može. Ćao.");
        noTime = v("Nemam vremena za ovo. Doviđenja.", "Nemam ja vremena za ovo. Doviđenja.");
        busyAck = v("Da, da, dobro. ", "Dobro, dobro. ");
        confusedAck = v("Molim? Što ste rekli? … Aha. ", "Molim? Šta ste rekli? … Aha. ");
        refusePrice = v("Ne, hvala, to nam je preskupo. Onda ništa. Možda drugi put.",
                        "Ne, hvala, to nam je preskupo. Onda ništa. Možda neki drugi put.");
        refuseGuarantee = v("Onda ništa. Ne mogu riskirati. Doviđenja.", "Onda ništa. Ne mogu rizikovati. Doviđenja.");
        callOfficial = v("Dobro. Onda ću ja nazvati na službeni broj. Doviđenja.",
                         "Dobro. Onda ću ja nazvati na zvanični broj. Doviđenja.");
        transferYes = u8("Da, molim vas. Spojite me.");
        insistAggressive = v("Ponavljam: hoću voditelja, odmah! Ili ću vam ostaviti recenziju s jednom zvjezdicom.",
                             "Ponavljam: hoću menadžera, odmah! Ili ću vam ostaviti recenziju sa jednom zvjezdicom.");
        insistPolite = v("Ne — molim vas, spojite me s voditeljem.", "Ne — molim vas, spojite me sa menadžerom.");
        thenInsistAggressive = v("I hoću voditelja, odmah!", "I hoću menadžera, odmah!");
        thenInsistPolite = v("Ali molim vas, spojite me s voditeljem.", "Ali molim vas, spojite me sa menadžerom.");
        withholdPhone = u8("A kako da znam da je to stvarno restoran? Broj vam zasad ne dajem.");
        refuseSetMenu = u8("Ne, hvala, to nam je previše. Onda ništa.");
        refuseNoGuarantee = v("Ne — ne bez jamstva za alergiju. Onda ništa.", "Ne — ne bez garancije za alergiju. Onda ništa.");
        refusePlain = u8("Ne, hvala. Onda ništa.");
        yesBusy = u8("Da, da, može.");
        yesPlain = u8("Da, molim.");
        yesCooperative = v(" Savršeno, hvala.", " Odlično, hvala.");
        offerRefuse = u8("Ne, to mi ne odgovara. Onda ništa.");
        offerOkay = u8("Dobro, da, može.");
        thatsAll = u8("Ne, to je sve. Hvala.");
        giveUp = v(" Oprostite, nazvat ću drugi put. Doviđenja.", " Izvinite, nazvaću drugi put. Doviđenja.");
        giveUpUnknown
            = v("Ne znam. Oprostite, nazvat ću drugi put. Doviđenja.", "Ne znam. Izvinite, nazvaću drugi put. Doviđenja.");
        dontKnow = v("Ne znam, oprostite.", "Ne znam, izvinite.");
        okay = u8("Dobro.");
        talkativeOkay = u8("Aha! ");
        notGoodEnough = v("To mi nije dovoljno.", "To meni nije dovoljno.");
        highChair = v(" I trebat će nam dječja hranilica, molim vas.", " I trebaće nam dječija stolica za hranjenje, molim vas.");
        nothingLikeThat = u8("Ne, ništa od toga.");
        managerComplaints = {v(" I još uvijek čekam voditelja!", " I još uvijek čekam menadžera!"),
                             v(" Ovo je stvarno neozbiljno.", " Ovo je stvarno sramota.")};
        hurryComplaints = {u8(" Koliko ovo još traje?"), v(" Ajmo brže.", " Hajde malo brže.")};
    }

    bool summaryDateDiffers(const QString &l, const QString &gtDate) const override
    {
        static const auto stems = stemList("siječ=1 veljač=2 ožuj=3 travanj=4 travnj=4 svib=5 lipanj=6 lipnj=6 srpanj=7 "
                                           "srpnj=7 kolovoz=8 rujan=9 rujn=9 listopad=10 studen=11 prosin=12 januar=1 "
                                           "februar=2 mart=3 april=4 maj=5 jun=6 jul=7 august=8 avgust=8 septemb=9 oktob=10 "
                                           "novemb=11 decemb=12");
        return slavicDateDiffers(l, gtDate, stems);
    }

    QString v(const char *croatian, const char *bosnian) const { return u8(m_bs ? bosnian : croatian); }

    // ---- numbers, dates, times

    enum class Gender { Masculine, Feminine };

    static QString unit(int n, Gender g, bool accusative = false)
    {
        static const char *const units[] = {"nula", "jedan", "dva", "tri", "četiri", "pet", "šest", "sedam", "osam", "devet"};
        if (n == 1 && g == Gender::Feminine)
            return u8(accusative ? "jednu" : "jedna");
        if (n == 2 && g == Gender::Feminine)
            return u8("dvije");
        return u8(units[n]);
    }

    static QString cardinal(int n, Gender g = Gender::Masculine, bool accusative = false)
    {
        static const char *const teens[] = {"deset",    "jedanaest", "dvanaest",   "trinaest",  "četrnaest",
                                            "petnaest", "šesnaest",  "sedamnaest", "osamnaest", "devetnaest"};
        static const char *const tens[]
            = {"", "", "dvadeset", "trideset", "četrdeset", "pedeset", "šezdeset", "sedamdeset", "osamdeset", "devedeset"};
        if (n < 0 || n > 99)
            return QString::number(n);
        if (n < 10)
            return unit(n, g, accusative);
        if (n < 20)
            return u8(teens[n - 10]);
        return u8(tens[n / 10]) + (n % 10 ? u8(" i ") + unit(n % 10, g, accusative) : QString());
    }

    QString collective(int n) const // dvoje … osmero (hr) / osmoro (bs)
    {
        static const char *const hr[] = {"", "", "dvoje", "troje", "četvero", "petero", "šestero", "sedmero", "osmero"};
        static const char *const bs[] = {"", "", "dvoje", "troje", "četvoro", "petoro", "šestoro", "sedmoro", "osmoro"};
        return u8(m_bs ? bs[n] : hr[n]);
    }

    static QString persons(int n, bool accusative) // osoba / osobe / osobu after a number
    {
        const int u = n % 10, t = n % 100;
        if (u == 1 && t != 11)
            return u8(accusative ? "osobu" : "osoba");
        if (u >= 2 && u <= 4 && (t < 12 || t > 14))
            return u8("osobe");
        return u8("osoba");
    }

    // "za petero", "za dvanaest osoba" (without "za")
    QString partyFor(int n) const
    {
        if (n >= 2 && n <= 8)
            return collective(n);
        return cardinal(n, Gender::Feminine, true) + QLatin1Char(' ') + persons(n, true);
    }

    enum class Case { Nominative, Genitive }; // "jedanaesti prosinca", "jedanaestog prosinca"

    static QString ordinal(int n, Case c)
    {
        static const QStringList stems = [] { // 0..20 and 30
            QStringList list = u8("- prv drug treć četvrt pet šest sedm osm devet deset jedanaest dvanaest trinaest četrnaest "
                                  "petnaest šesnaest sedamnaest osamnaest devetnaest dvadeset")
                                   .split(QLatin1Char(' '));
            while (list.size() < 30)
                list.append(QString());
            list.append(u8("trideset"));
            return list;
        }();
        auto word = [c](int k) -> QString {
            const char *ending = c == Case::Nominative ? "i" : k == 3 ? "eg" : "og";
            return stems.at(k) + u8(ending);
        };
        if (n <= 20 || n % 10 == 0)
            return word(n);
        return cardinal(n / 10 * 10) + QLatin1Char(' ') + word(n % 10);
    }

    QString month(int m, Case c) const
    {
        static const char *const hr[] = {"siječnja", "veljače",  "ožujka", "travnja",   "svibnja",   "lipnja",
                                         "srpnja",   "kolovoza", "rujna",  "listopada", "studenoga", "prosinca"};
        static const char *const bsGen[] = {"januara", "februara", "marta",     "aprila",  "maja",     "juna",
                                            "jula",    "augusta",  "septembra", "oktobra", "novembra", "decembra"};
        static const char *const bsNom[] = {"januar", "februar", "mart",      "april",   "maj",      "juni",
                                            "juli",   "august",  "septembar", "oktobar", "novembar", "decembar"};
        if (!m_bs)
            return u8(hr[m - 1]);
        return u8(c == Case::Genitive ? bsGen[m - 1] : bsNom[m - 1]);
    }

    static QString weekdayAccusative(int d)
    {
        static const char *const days[] = {"ponedjeljak", "utorak", "srijedu", "četvrtak", "petak", "subotu", "nedjelju"};
        return u8(days[d - 1]);
    }

    // "u petak, jedanaestog prosinca" (withMonth false: "u petak, jedanaestog")
    QString dateOn(const QString &iso, bool withMonth = true) const
    {
        const QDate d = QDate::fromString(iso, Qt::ISODate);
        if (!d.isValid())
            return iso;
        return u8("u ") + weekdayAccusative(d.dayOfWeek()) + u8(", ") + ordinal(d.day(), Case::Genitive)
            + (withMonth ? QLatin1Char(' ') + month(d.month(), Case::Genitive) : QString());
    }

    // "za petak, jedanaesti prosinca" (hr) / "za petak, jedanaesti decembar" (bs)
    QString dateFor(const QString &iso) const
    {
        const QDate d = QDate::fromString(iso, Qt::ISODate);
        if (!d.isValid())
            return iso;
        return u8("za ") + weekdayAccusative(d.dayOfWeek()) + u8(", ") + ordinal(d.day(), Case::Nominative) + QLatin1Char(' ')
            + month(d.month(), m_bs ? Case::Nominative : Case::Genitive);
    }

    QString dayPart(int h) const
    {
        if (h < 5)
            return u8("noću");
        if (h < 12)
            return u8("ujutro");
        if (h < 18)
            return v("popodne", "poslijepodne");
        return v("navečer", "uveče");
    }

    // A time with its preposition: "u sedam navečer", "u pola osam navečer", "u podne".
    QString clock(const QString &hhmm, Clock style) const
    {
        const int h = hhmm.section(QLatin1Char(':'), 0, 0).toInt();
        const int m = hhmm.section(QLatin1Char(':'), 1, 1).toInt();
        const int h12 = h % 12 == 0 ? 12 : h % 12;
        const int next = h12 % 12 + 1;
        if (style == Clock::Daytime24 && m != 0)
            return u8("u ") + cardinal(h) + u8(" i ") + cardinal(m);
        if (m == 0)
            return h == 12 ? u8("u podne") : u8("u ") + cardinal(h12) + QLatin1Char(' ') + dayPart(h);
        if (m == 30)
            return (style == Clock::Colloquial ? u8("oko pola ") : u8("u pola ")) + cardinal(next) + QLatin1Char(' ')
                + dayPart(h);
        if (m == 45)
            return u8("u četvrt do ") + cardinal(next) + QLatin1Char(' ') + dayPart(h);
        return u8("u ") + cardinal(h12) + u8(" i ") + cardinal(m) + QLatin1Char(' ') + dayPart(h);
    }

    // ---- lines

    QString intent(Intent i, bool infinitive) const
    {
        switch (i) {
        case Intent::Cancel:
            return infinitive ? u8("otkazati rezervaciju") : u8("otkažem rezervaciju");
        case Intent::Complain:
            return infinitive ? v("uložiti prigovor", "uložiti žalbu") : u8("se požalim");
        case Intent::Book:
            break;
        }
        return infinitive ? v("rezervirati stol", "rezervisati sto") : v("rezerviram stol", "rezervišem sto");
    }

    QString bookingFacts(const OpeningFacts &f) const
    {
        QString s;
        if (f.party >= 0)
            s += u8(" za ") + partyFor(f.party);
        if (!f.date.isEmpty())
            s += (s.isEmpty() ? u8(" ") : u8(", ")) + dateFor(f.date);
        if (!f.time.isEmpty())
            s += (s.isEmpty() ? u8(" ") : u8(", ")) + clock(f.time, Clock::Usual);
        return s;
    }

    QString opening(const OpeningFacts &f) const override
    {
        const bool complaint = f.intent == Intent::Complain;
        const QString manager = v("voditeljem", "menadžerom");
        const QString with = v("s ", "sa ");
        QString line;
        switch (f.type) {
        case Type::Cooperative:
            line = v("Dobra večer", "Dobro veče") + u8("! Zovem da ") + intent(f.intent, false)
                + (complaint ? QString() : bookingFacts(f)) + u8(", molim vas.");
            if (f.wantsManager)
                line += u8(" Mogu li o tome razgovarati ") + with + manager + QLatin1Char('?');
            break;
        case Type::Busy:
            if (f.wantsManager)
                line = u8("Dobar dan. Možete li me spojiti ") + with + manager + u8(", molim vas?");
            else if (f.party >= 0 && !complaint)
                line = u8("Dobar dan. ") + v("Stol", "Sto") + u8(" za ") + partyFor(f.party)
                    + u8(". Brzo, molim vas — između sastanaka sam.");
            else
                line = u8("Dobar dan. Trebam ") + intent(f.intent, true) + u8(". Brzo, molim vas.");
            break;
        case Type::Talkative:
            line = f.sidetrack + u8(" Nego — dobar dan! Zovem da ") + intent(f.intent, false);
            if (f.party >= 0 && !complaint)
                line += u8(", za ") + partyFor(f.party);
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += u8(" Mislim da je za to najbolje da razgovaram ") + with + manager + QLatin1Char('.');
            break;
        case Type::Confused:
            line = u8("Halo? ") + v("Oprostite", "Izvinite") + u8("… zovem da ") + intent(f.intent, false);
            if (!f.firstDate.isEmpty())
                line += u8(", ") + dateFor(f.firstDate) + u8("… mislim");
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += u8(" Mogu li razgovarati ") + with + u8("nekim, ") + with + manager + QLatin1Char('?');
            break;
        case Type::Distrustful:
            line = u8("Dobar dan. ") + v("Je li to stvarno Bella Vista?", "Da li je to stvarno Bella Vista?") + u8(" Zovem da ")
                + intent(f.intent, false);
            if (f.party >= 0 && !complaint)
                line += u8(" za ") + partyFor(f.party);
            line += QLatin1Char('.');
            if (f.wantsManager)
                line += v(" I želim razgovarati s voditeljem.", " I hoću da razgovaram sa menadžerom.");
            break;
        case Type::Aggressive:
            if (!f.complaint) {
                line = v("Napokon! Zar se nitko ne javlja na telefon? Trebam ",
                         "Konačno! Zar se niko ne javlja na telefon? Trebam ")
                    + intent(f.intent, true) + bookingFacts(f) + u8(". I požurite malo.");
                break;
            }
            line = v("Napokon!", "Konačno!") + u8(" Bili smo kod vas");
            if (const QDate d = QDate::fromString(f.visitDate, Qt::ISODate); d.isValid())
                line += QLatin1Char(' ') + ordinal(d.day(), Case::Genitive) + QLatin1Char(' ') + month(d.month(), Case::Genitive);
            if (!f.complaintText.isEmpty())
                line += u8(" i ") + f.complaintText;
            line += QLatin1Char('.');
            if (!f.wants.isEmpty())
                line += v(" Želim ", " Hoću ") + f.wants + QLatin1Char('.');
            line += u8(" Dajte mi ") + v("voditelja", "menadžera") + u8(", odmah!");
            break;
        }
        return line;
    }

    QString party(Type type, int n) const override
    {
        if (type == Type::Busy)
            return u8("Za ") + partyFor(n) + QLatin1Char('.');
        if (n == 1)
            return u8("Samo jedna osoba.");
        const QString count = n <= 8 ? collective(n) : cardinal(n, Gender::Feminine);
        if (type == Type::Confused || type == Type::Talkative)
            return u8("Nas je… ") + count + u8(". Da, ") + cardinal(n, Gender::Feminine) + QLatin1Char(' ') + persons(n, false)
                + QLatin1Char('.');
        if (n > 8)
            return v("Bit će nas ", "Biće nas ") + count + QLatin1Char(' ') + persons(n, false) + QLatin1Char('.');
        return v("Bit će nas ", "Biće nas ") + count + QLatin1Char('.');
    }
    QString date(Type type, const QString &iso) const override
    {
        return capitalised(dateOn(iso, type != Type::Busy)) + QLatin1Char('.');
    }
    QString wrongDate(const QString &iso) const override { return u8("Ovaj… ") + dateOn(iso) + u8(", mislim."); }
    QString dateCorrection(const QString &wrongIso, const QString &iso) const override
    {
        const QDate wrong = QDate::fromString(wrongIso, Qt::ISODate), right = QDate::fromString(iso, Qt::ISODate);
        QString what;
        if (wrong.isValid() && right.isValid() && wrong.dayOfWeek() != right.dayOfWeek())
            what = u8("ne u ") + weekdayAccusative(wrong.dayOfWeek()) + u8(", nego ") + dateOn(iso);
        else if (wrong.isValid() && right.isValid())
            what = u8("ne ") + ordinal(wrong.day(), Case::Genitive) + u8(", nego ") + ordinal(right.day(), Case::Genitive)
                + QLatin1Char(' ') + month(right.month(), Case::Genitive);
        else
            what = u8("ne ") + wrongIso + u8(", nego ") + iso;
        return u8("Čekajte, nešto brkam — ") + what + u8(". ");
    }
    QString time(Type type, const QString &hhmm, const QString &saidAs) const override
    {
        if (!saidAs.isEmpty())
            return capitalised(saidAs) + u8(" — mislim, ") + clock(hhmm, Clock::Usual) + QLatin1Char('.');
        if (type == Type::Busy)
            return capitalised(clock(hhmm, Clock::Daytime24)) + QLatin1Char('.');
        if (type == Type::Confused || type == Type::Talkative) {
            const int h = hhmm.section(QLatin1Char(':'), 0, 0).toInt();
            const int m = hhmm.section(QLatin1Char(':'), 1, 1).toInt();
            if (m == 30)
                return u8("Negdje ") + clock(hhmm, Clock::Colloquial) + QLatin1Char('.');
            if (m == 0 && h != 12)
                return u8("Negdje oko ") + cardinal(h % 12 == 0 ? 12 : h % 12) + QLatin1Char(' ') + dayPart(h) + QLatin1Char('.');
            return u8("Negdje ") + clock(hhmm, Clock::Usual) + u8(", tako nekako.");
        }
        return capitalised(clock(hhmm, Clock::Usual)) + QLatin1Char('.');
    }
    QString name(Type type, const QString &name) const override
    {
        return type == Type::Busy ? QString(name + QLatin1Char('.')) : QString(u8("Zovem se ") + name + QLatin1Char('.'));
    }
    QString phone(Type type, const QString &phone) const override
    {
        return type == Type::Busy ? QString(phone + QLatin1Char('.')) : QString(u8("Moj broj je ") + phone + QLatin1Char('.'));
    }
    QString reference(const QString &ref) const override { return u8("Broj rezervacije je ") + ref + QLatin1Char('.'); }
    QString fixParty(const QString &truth, const QString &said) const override
    {
        const int t = truth.toInt(), s = said.toInt();
        const QString right = t >= 2 && t <= 8 ? collective(t) : cardinal(t, Gender::Feminine);
        const QString wrong = s >= 2 && s <= 8 ? collective(s) : cardinal(s, Gender::Feminine);
        return u8("nas je ") + right + v(", ne ", ", a ne ") + wrong;
    }
    QString fixDate(const QString &iso) const override { return dateFor(iso); }
    QString fixTime(const QString &hhmm) const override { return clock(hhmm, Clock::Usual); }
    QString notQuite(const QStringList &fixes) const override
    {
        return v("Ne baš — ", "Nije baš tako — ") + fixes.join(QStringLiteral(", ")) + QLatin1Char('.');
    }
    QString offerAccept(const QString &hhmm) const override
    {
        return u8("Da, može ") + clock(hhmm, Clock::Usual) + QLatin1Char('.');
    }
    QString offerDecline(const QString &from, const QString &to) const override
    {
        return u8("Ne, to mi ne odgovara. Može li nešto između ") + from + u8(" i ") + to + QLatin1Char('?');
    }
    QString callback(const QString &phone) const override
    {
        const QString number = phone.isEmpty() ? QString() : u8(" Moj broj je ") + phone + QLatin1Char('.');
        return v("Znate što, nemojte još ništa rezervirati.", "Znate šta, nemojte još ništa rezervisati.")
            + u8(" Možete li me nazvati kasnije?") + number + u8(" Doviđenja.");
    }
    QString volunteerOccasion(const QString &occasion) const override
    {
        return u8(" Inače, povod je ") + occasion + QLatin1Char('.');
    }
    QStringList sidetracks(const QString &occasion, bool ownCake, const QString &allergy) const override
    {
        QStringList pool;
        if (!occasion.isEmpty())
            pool << u8("Povod je ") + occasion + u8(", znate.");
        if (ownCake)
            pool << u8("Joj, a smijemo li donijeti svoju tortu?");
        if (!allergy.isEmpty())
            pool << u8("I još, znate, ") + allergy + QLatin1Char('.');
        pool << v("Oprostite, previše pričam!", "Izvinite, previše pričam!");
        pool << v("Ovaj tjedan mi je stvarno lud, ne pitajte.", "Ova sedmica mi je baš haos, ne pitajte.");
        pool << v("A imate li još onaj domaći kruh? Prošli put je bio odličan.",
                  "A imate li još onaj domaći hljeb? Prošli put je bio odličan.");
        return pool;
    }

private:
    bool m_bs = false;
};

} // namespace

const CallerPhrases &CallerPhrases::croatian()
{
    static const SouthSlavic phrases(false);
    return phrases;
}

const CallerPhrases &CallerPhrases::bosnian()
{
    static const SouthSlavic phrases(true);
    return phrases;
}

} // namespace Polygon
