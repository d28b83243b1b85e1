#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringView>

#include <array>

namespace Polygon::Lint {

// One word (or number) of a text as the analysis sees it.
struct Token
{
    qsizetype start = 0; // UTF-16 offset into the tokenised text
    qsizetype length = 0;
    QString lower; // case-folded; typographic apostrophes read as '
    bool capitals = false; // written in capitals, at least two letters ("NEVER")
    bool number = false; // starts with a digit ("22:00", "20", "10pm")
    bool colonAfter = false; // a ':' follows (spaces allowed in between)
};

// Whether a case-folded word begins with one of `stems` ("dugov", "količin").
bool beginsWithAny(const QString &lower, const QStringList &stems);
// … and ends with one of `endings` ("-ый", "-nje").
bool endsWithAny(const QString &lower, const QStringList &endings);

// A word's first two letters as one number (0 for a shorter word): a set of them passes most words by
// at once (Lexicon::brevityHeads, Lexicon::reportHeads).
quint32 wordHead(QStringView word);

// Words: runs of letters, digits and combining marks; an apostrophe between
// letters stays inside ("don't"); '.', ':' and ',' between digits stay inside
// ("22:00", "9.30", "1,000").
QList<Token> tokenize(QStringView text);

// A phrase of a lexicon: words in order, each exact or a prefix ("обязательн*").
struct Phrase
{
    struct Word
    {
        QString text;
        bool prefix = false;
    };
    QList<Word> words;
    QString text; // as written in the lexicon
    int head = -1; // references: the word naming what is referred to, -1 = none
};

struct PhraseMatch
{
    int first = 0; // token index
    int count = 0; // tokens covered
    int phrase = 0; // index into the set
};

// A list of phrases matched against tokens, longest match first, without overlaps.
class PhraseSet
{
public:
    PhraseSet() = default;
    explicit PhraseSet(std::initializer_list<const char *> phrases);
    // More phrases, written as in the constructor.
    void add(const QStringList &phrases);

    QList<PhraseMatch> matchAll(const QList<Token> &tokens) const;
    // The longest phrase starting at token `at` (count 0 when none).
    PhraseMatch matchAt(const QList<Token> &tokens, int at) const;
    const Phrase &phrase(int index) const { return m_phrases.at(index); }

private:
    bool matches(const Phrase &p, const QList<Token> &tokens, int at) const;

    QList<Phrase> m_phrases;
    QHash<QString, QList<int>> m_byFirstWord; // exact first words
    QList<int> m_prefixFirst; // phrases whose first word is a prefix
};

// What the rule-based tier knows about one language (en, ru, hr, bs).
class Lexicon
{
public:
    // The lexicon of `language`; English for anything else.
    static const Lexicon &forLanguage(const QString &language);

    QString language;

    QSet<QString> stopWords; // function words, left out of a rule's content
    PhraseSet requiredOverrides; // negated wording that still requires ("don't forget")
    QSet<QString> questionVerbs; // after these, "when" / "if" asks, not conditions: "Ask when they arrive"
    QSet<QString> relativeWords; // "who", «который», "koji": a relative clause after a comma
    QSet<QString> especially; // "especially when": the case stressed, not a condition of the rule
    QSet<QString> subordinators; // "because", «чтобы», "da": after a comma, a clause that explains the main one
    QSet<QString> questionJoins; // "and", "or": "Ask for the floor and whether …" joins a second question
    // "this", "these": a policy or instructions after one are the prompt's own ("Ako ove upute ne daju odgovor")
    QSet<QString> demonstratives;
    // "and" alone: a predicate of its own joined ("… iznosi 500 € i vraća se kad …"), a number in words joined
    // ("dvadeset i četiri")
    QSet<QString> andWords;
    // a second verb after "and" (a clause of its own): the word right after it ("and is paid back", "i je", "i se vraća"),
    // an ending of that word («и списывается»), or a particle one word later ("i vraća se")
    QSet<QString> verbAfterAnd;
    QStringList verbEndingsAfterAnd;
    QSet<QString> verbParticlesAfterAnd;
    // the qualifiers of a unit that count working days only: "working", «рабочих», "radnih" (a working week is five)
    QSet<QString> workingWords;
    // "later" after a number of its sentence is later than that ("do 7 dana prije početka, a kasnije …")
    QSet<QString> laterWords;
    QSet<QString> exceptions; // conditions that state an exception: unless, except, кроме, osim (their first word)
    QSet<QString> onlyWords; // conditions that name the only case: "only if", «только если», "samo ako" (their first word)
    // a rule that keeps what it allows to some ("samo roditeljima", "exclusively to the account holder"), with
    // onlyWords; and one that forbids it to all others: "who is not" (a person's relative word, then a
    // negation), "other than" (RuleFeatures::onlyFor, RuleFeatures::forbidsOthers)
    QSet<QString> exclusiveWords;
    QSet<QString> personRelatives;
    PhraseSet othersThan;
    // outside a place or a time, a case of its own: "outside the county", «за пределами города», "izvan županije"
    PhraseSet outsideWords;
    // how far an area reaches, its farthest distance: "reaches 15 miles", «доходит до 20 км», "seže do 30 km"
    QSet<QString> extentWords;
    // how often something happens ("usually", «часто», "uglavnom"): vague in an instruction, not in a
    // description of the callers or in a reason ("because", «так как», "jer")
    QSet<QString> frequencyWords;
    PhraseSet reasonWords;
    PhraseSet consequenceWords; // "so", «поэтому», "pa": what follows is a consequence
    QSet<QString> contrastJoins; // a conjunction that opens a clause of contrast: "but", «а», «но», "a", "ali"
    QSet<QString> universals; // a rule for every case: "always", "every", «всегда», "uvijek", "svakom"
    // the words that say so outright, "always" and "never" (not "every caller", not "do not"): what two
    // rules that clash say of one thing ("Always offer a callback …" / "Never offer callbacks")
    PhraseSet alwaysWords;
    PhraseSet neverWords;
    PhraseSet boundNegations; // a negation that states a bound, not a prohibition: "no more than", «не больше»
    PhraseSet forbidden; // never, must not, do not, нельзя, ne smijete
    PhraseSet required; // must, always, make sure, обязательно, morate
    PhraseSet permitted; // may, can, feel free, можно, možete
    PhraseSet strong; // must / never / always: the marks of a hard rule
    PhraseSet emphasis; // IMPORTANT, critical, under no circumstances
    PhraseSet conditions; // if, unless, except, only when
    // the words of a condition that say "until" with a negation after them ("dok skladište ne provjeri", «пока клиент не
    // назвал»): a time before which, as "prije nego što" says, not a case; in a prohibition they require what it waits for,
    // as "without" does (en "until" needs no negation: "Do not book until you have the number")
    QSet<QString> untilWords;
    QSet<QString> caseWords; // the words that open a case inside a rule: "if", "when", «если», "ako", "kad"
    // A case named by how it looks, not by what decides it: "When the weather is bad", "If conditions
    // seem risky", "Ako je šteta ozbiljnija", "In urgent cases", «в сложных случаях» (findVagueConditions).
    // The words that open such a condition, those before a word of cases ("in", "u", «в»), the words of
    // cases, and beginnings of the words that judge.
    QSet<QString> ifWords;
    QSet<QString> whenWords; // of them, those of a time: "when", «когда», "kad", "kada" ("from the day when …")
    QSet<QString> inWords;
    QSet<QString> caseNouns;
    // … and the words of times and weather a word that judges names as a case ("In extreme weather", "at busy times", «В
    // плохую погоду», «В загруженные дни»)
    QSet<QString> conditionNouns;
    QStringList crowdStems; // … and the words of crowds, which judge only times and weather there ("at busy times")
    // going without an adult ("on their own", «без сопровождения», "bez pratnje") and going with one ("accompanied by an
    // adult", «в сопровождении взрослого», "u pratnji roditelja"): unaccompaniedAges (aloneWords are its single words)
    PhraseSet unaccompanied;
    PhraseSet accompanied;
    // the person a state is said of («если ему холодно», "kada im je vruće"): how someone feels, which they say, not a case
    // the agent judges
    QSet<QString> experiencerWords;
    // what is paid back: the beginnings of the words of giving back, said of a deposit ("cannot be returned", «возвращается»,
    // "se ne vraća"), and the words of a deposit never paid back ("non-refundable", «невозвратный», "nepovratan")
    QStringList returnStems;
    QStringList nonRefundStems;
    QStringList moneyStems; // … and of the money paid back when no deposit is named ("Novac za tečaj ne vraćamo")
    QStringList judgingStems;
    // … and of urgency, which judge a case before a word of cases ("In urgent cases") or said of the case itself ("if it is
    // urgent", "Ako je kupcu hitno"; the adverbs always: "ako mu hitno treba")
    QStringList urgentStems;
    // the words that say when a job is done, before or after its duration: "ready", "turnaround", «будет готов», «срок
    // изготовления», "gotov je", "rok izrade", "mogu se preuzeti" (turnaroundTimes)
    PhraseSet turnaroundCues;
    // the words of something reserved or held for a customer: "reserved", "on hold", «бронь», «отложенный», "rezervisani"
    // (holdPeriods)
    PhraseSet holdWords;
    // the words of a share that changes a price rather than a part of it paid: "a surcharge of 30%", "10% less", "15% off",
    // «наценка», "cijena raste za 15 posto" (a share of the price paid, numberConflicts)
    PhraseSet priceChangeWords;
    // the parts of a day, as words of their own: "evenings", «по вечерам», "navečer" ("only on weekday evenings", «только
    // по вечерам в будни»: "only" for the days after them, findDays)
    PhraseSet partsOfDay;
    // … and the words before the event a duration is counted from, one word at most before it: "of the reservation",
    // «с момента бронирования», "od rezervacije" (holdPeriods)
    QSet<QString> countedFromWords;
    // the words of booking or ordering, when a payment is taken: "when the booking is made", «при бронировании», "pri
    // narudžbi" (paymentPairs)
    QStringList bookingStems;
    QSet<QString> urgentAdverbs;
    // the agent named as the subject of a statement ("The assistant does not book …", «Ассистент не называет …»), and the
    // words before it ("the", "our")
    QSet<QString> agentWords;
    QSet<QString> agentDeterminers;
    // the words of a day something is done by ("until Saturday", «до субботы», "do subote"; not «по субботам», on Saturdays)
    QSet<QString> byDayWords;
    // a day given on top of others: "also", "too", «тоже», "također" in its rule, or the "and" just before the day, with
    // at most a preposition between («и в субботу», "i subotom"; `alsoBeforeDay`)
    QSet<QString> alsoWords;
    QSet<QString> alsoBeforeDay;
    // "one" after these, before a noun that is no unit, is what a number is per, not a count: "četiri polaznika na jednog
    // instruktora", «не больше двух детей на одного взрослого»
    QSet<QString> perOneBefore;
    // people counted at one time are a group's size: "do osam ljudi u istom terminu", «одновременно», "at a time"
    PhraseSet atOnce;
    // a count of years after whoever is under or over it: "Nobody under eighteen", "anyone over 65" (en)
    QSet<QString> anyonePronouns;
    QSet<QString> ageComparisons;
    // the nouns of people of an age after a count in one word ("šestogodišnjake": compoundCounts)
    QStringList compoundAgeNouns;
    // … and said of what the case is about: "Ako se radi o hitnom kvaru", «если речь идёт о срочном ремонте» (the
    // preposition before the word of urgency, and a word of the phrase before it)
    QSet<QString> aboutWords;
    QSet<QString> aboutCaseWords;
    // … the words of circumstance before one that judges and any noun («при неблагоприятной погоде», "pri
    // lošem vremenu"), and the verbs of seeming before one that judges, from the start of their clause
    // ("a situacija se čini ozbiljnom", "if it looks risky", «если ситуация кажется опасной»)
    QSet<QString> circumstanceWords;
    QSet<QString> seemWords;
    // … and the adverbs of evidence in a condition, before what they judge of someone ("If the caller is clearly upset",
    // «Если клиент явно экономит», "Ako je kupac očito ljut"): an impression, as a verb of seeming
    QSet<QString> evidentWords;
    PhraseSet repetition; // twice, again, ещё раз: a rule about doing something once more
    PhraseSet vague; // as appropriate, if needed, по возможности, po potrebi; and the class of vague
                     // qualifiers: an opener, a filler, a qualifier ("where it makes sense", "if at all
                     // possible", «если это уместно», "gdje ima smisla") and a few loose words ("at your discretion")
    PhraseSet notVague; // precise phrases containing a vague word: "how many", "later than"
    // Gradable words that are vague before a noun unless a number or a comparison says how much:
    // "larger groups", "a small surcharge", «более крупные заказы», "za dulje boravke"
    PhraseSet vagueQualifiers;
    PhraseSet vagueComparatives; // … and comparatives: "larger", «более», "dulj*"
    // … and how many, said after what is counted, in a condition: «Если гостей много», "Ako je prijava puno"
    QSet<QString> manyWords;
    PhraseSet intensifiers; // … and "very", «очень», "vrlo" before an adjective ("очень старый")
    QSet<QString> excessWords; // "too": more than is right, by how much nobody said ("too bad", "too rough")
    // enough of a quality, how much nobody said: before it ("dovoljno prevrela", «одеться достаточно тепло») or, in
    // English, after it ("fresh enough", "advanced enough"); not what follows a copula ("dovoljno je", "is enough")
    QSet<QString> enoughBefore;
    QSet<QString> enoughAfter;
    // … and the amounts of things after it that it measures: "dovoljno vode", "dovoljno slobodnih mjesta" (endings)
    QSet<QString> enoughAmounts;
    QStringList enoughAmountEndings;
    // the endings of adverbs of manner where adjectives have endings of their own: «тепло», «быстро»
    QStringList adverbEndings;
    // … and vague quantities and fitness before a noun, function words among them: "some repeat
    // customers", "in appropriate cases", «за несколько дней», "mali popust" (the finding covers up
    // to two words of the noun phrase)
    PhraseSet vagueDeterminers;
    // … and size words that are vague before an amount only: "mali popust", not "s malom djecom"
    PhraseSet vagueBeforeAmount;
    QStringList amountStems; // the amounts: "popust", "naknad"
    // … and "special" before a case only: "za posebne uslove rada", «в особых обстоятельствах», "in special
    // circumstances"; not "posebne želje", "special offers"
    PhraseSet vagueBeforeCase;
    QStringList caseStems; // the cases: "uslov", "uvjet", «обстоятельств», "circumstance"
    // … and how well a customer is known before a word of customers: "regular customers", «постоянным клиентам»,
    // "Stalnim kupcima", "kupac stalna mušterija"; not when the words after it say who ("Stalnim kupcima s otvorenim
    // računom", «постоянным покупателям с картой»), after a card or a programme named for them («с картой
    // постоянного клиента») nor in a likeness ("kao da … razgovarate sa stalnim gostom")
    PhraseSet vagueBeforeCustomer;
    QStringList customerStems;
    QSet<QString> definingWords;
    QStringList programStems;
    QSet<QString> likenessWords;
    // A vague finding covers the phrase it qualifies, so the highlight shows what is left open:
    // - a vague word that says when or how something is done takes in the verb before it ("get back
    //   to them soon", "dostavljamo uskoro") and an event it is counted from ("ubrzo nakon vjenčanja");
    PhraseSet vagueAdverbs;
    QSet<QString> afterWords; // "after", «после», "nakon": with beforeWords, the event
    // - an attempt takes in what is tried ("pokušajte naći neko rješenje");
    PhraseSet vagueAttempts;
    // - a condition left to the agent's judgement takes in what is judged, to the end of its clause
    //   ("kad procijenite da je ozbiljno", "if you feel the caller is upset", «если вам кажется, что …»);
    //   the phrases are vague on their own too (addVagueClass adds them to `vague`)
    PhraseSet vagueJudgements;
    // - a preposition just before a finding is part of it ("within a reasonable time", "u primjerenom roku").
    QSet<QString> phrasePrepositions;
    // - a word of degree just before it ("nešto povoljniju cijenu", «чуть больше», "slightly larger"), as
    //   the intensifiers are; a word joined by a hyphen ("long-standing"); the clause a vague condition
    //   opens, to its end ("Kad je gužva u mlinu"); the noun before "of" ("items of significant value").
    PhraseSet degreeWords;
    // adjective endings and the noun endings of the same case that differ from them (ru, hr/bs): a
    // vague size takes in the noun after it ("osobito vrijednih knjiga", «на солидную сумму»)
    QList<std::pair<QString, QStringList>> caseEndings;
    // adjective endings of the genitive (ru, hr/bs): a size of an amount in it takes in the noun it measures
    // («заказе солидного объёма», "narudžbe većeg obima")
    QStringList genitiveEndings;
    // - a noun of quantity takes in what it counts ("a decent quantity of paint", «при значительном
    //   количестве огнетушителей»): their first letters
    QStringList quantityNouns;
    QSet<QString> periodNouns; // a length of time without a unit: "time", «срок», "vrijeme" (a vague one takes in its event)
    QStringList adjectiveEndings; // what an adjective after an intensifier ends with (none: any word)
    // … and what a noun made of a verb ends with ("krvarenje", "čekanja"): "jako" before it is the adjective "strong"
    QStringList verbalNounEndings;
    QSet<QString> comparisonWords; // "than", «чем», "nego", "od": what a comparative compares with follows
    QSet<QString> comparatives; // "više", "duže", "manje" before "od": a number compared, not a time of day
    QStringList lastingStems; // "traje", «длится»: how long something lasts follows, not a time of day
    PhraseSet references; // the policy, as usual: things the prompt must define
    QSet<QString> negations; // not, no, не, ne (one word each)
    // the particle of an indirect question, which makes a negation next to it none: «уточни, нет ли
    // аллергии», "pitajte nema li alergija" (whether there is)
    QSet<QString> questionParticles;
    QSet<QString> withoutWords; // "without", «без», "bez": a prohibition of acting without it requires it
    QSet<QString> aloneWords; // a child without a grown-up: "alone", «одни», "sami" (no age turned away)
    PhraseSet withoutIdioms; // "without exception", "bez obzira", «без промедления»: no second negation
    QStringList negatedGerundEndings; // «не узнав», «не проверив»: "without finding out" (ru)
    QSet<QString> clauseOpeners; // a rule starting with these opens with a clause ("Before you hang up, …")
    QSet<QString> acronyms; // capitals that are not emphasis (SMS, VIP, PIN)
    QSet<QString> imperativeVerbs; // en: base forms that start a directive
    QSet<QString> directiveNegators; // en: "no" after a directive forbids its object ("Make no promises")
    QStringList imperativeStems; // ru/hr/bs: beginnings of common directive verbs
    QStringList imperativeEndings; // ru/hr/bs: polite imperative endings ("ите", "йте")
    QStringList politeEndings; // … of them, the ones no infinitive has: a directive after its object ("Cijene izgovarajte …")
    QSet<QString> openWords; // opening-time cues before a time ("from", "с", "od")
    QSet<QString> closeWords; // closing-time cues ("until", "closes", "до", "zatvaramo")
    QSet<QString> closedWords; // a day without opening hours: "closed", «выходной», "zatvoreno"
    QSet<QString> hoursWords; // words of opening hours and generic places ("open", "restaurant", "работаем")
    QSet<QString> placeWords; // … of them, the places: what two rules of opening and closing can share ("office", «офис»)
    QSet<QString> hoursStems; // the same, stemmed
    QSet<QString> ownHoursWords; // … and those said only of the business's own hours: an office that "receives" («принимает»)
    PhraseSet freeOfCharge; // "free of charge", "бесплатно", "besplatno": a price of 0
    PhraseSet freeAsAvailable; // … but "is free" in a condition is not taken: "If the slot is free, book it"
    // "included in the price", «входит в стоимость», "uključeno u cijenu": what costs nothing more, as a price of nothing
    // for it says (includedRepeats)
    PhraseSet includedWords;
    QStringList includedStems; // … what a rule must contain for them to be looked for: "includ", «включ», "uključ"
    PhraseSet atLeastBefore; // "more than", "от", "više od" before a number: a lower bound
    // the words of a bound before a number that leave the number out: "under", "more than", «младше», "mlađ* od"
    PhraseSet strictBounds;
    // a comparison of a measure before a number, "heavier than", «крупнее», "teže od": a lower or an upper bound that
    // names a case ("Dogs heavier than 20 kg travel muzzled") unless the rule forbids it ("Pakete teže od 15 kg ne primamo")
    PhraseSet comparativeAtLeast;
    PhraseSet comparativeAtMost;
    PhraseSet atMostBefore; // "up to", "меньше", "manje od": an upper bound
    PhraseSet perWeek; // after days: how many a week, "a week", «в неделю», "u tjednu"
    PhraseSet radiusBefore; // a distance after these is the farthest: "within 25 miles", «в радиусе 10 км», "u krugu od 20 km"
    PhraseSet atLeastAfter; // "or more", "и более", "ili više" after it
    PhraseSet atMostAfter; // "or less", "ili manje"
    QSet<QString> noticeWords; // after a duration, besides beforeWords: it is notice ("in advance", «заранее»)
    QSet<QString> noticeBefore; // … and before it («за неделю», «минимум за сутки»)
    // a deadline next to notice makes it the least notice there is ("no later than 48 hours before", «не позже чем за
    // 5 дней», "najkasnije 3 dana prije"), as "at least" does
    PhraseSet noticeDeadlines;
    // Ways of paying (RuleFeatures::paysWith): per way (cash, card, transfer, instalments) its words and phrases, a '*' at the
    // end for any ending ("gotovin*", "наличн*", "cash", "bank transfer"), in a rule with a word of paying (paymentStems: "pay",
    // «оплат», "plać"); a card next to a word beginning as notPaymentCard is something else ("loyalty card", "broj kartice",
    // «диагностическую карту»)
    std::array<PhraseSet, 4> paymentWays;
    QStringList paymentStems;
    // a payment before the work, after a word of paying: "pay in advance", «платить заранее», "plaćanje unaprijed"
    QSet<QString> advanceWords;
    QStringList notPaymentCard;
    QStringList phoneStems; // turned away over the phone is no way of paying turned away ("card payments over the phone")
    // a part of the price paid apart: "The deposit is paid by card only" / "The balance is paid in cash" are two payments
    QStringList paidPartStems;
    // reading out, not back (styleRepeats: "pročitajte najviše tri ponude"), and the words for all the details of
    // a booking read back ("details", «детали», "podatke")
    QStringList readOutStems;
    QStringList readBackCues; // … unless the rule has one of these: "potvrd", "još jednom"
    QStringList notRepeatStems; // a word of the repeat group that is no verb: "ponovni" is "another"
    QSet<QString> allDetailsWords;
    // words just before a duration that make it a length, not notice: "held for three months before
    // disposal", «в течение трёх дней до», "tijekom tri mjeseca prije"
    QSet<QString> lengthBefore;
    // Years: after a number an age when the rule speaks of age or of children ("children under 12
    // years", «кому не исполнилось 14 лет», "djeca do 12 godina", "the minimum age is 10"), else a
    // length ("a warranty of two years", «гарантия пять лет»), a year being twelve months
    QSet<QString> yearUnits;
    QStringList ageStems; // the words that speak of age: beginnings of «возраст», «дети», "mlađ", "djec"
    QSet<QString> ageWords; // … and whole words: "age", "old", "children", "dob"
    QSet<QString> ageNouns; // … of them, the nouns an age without a unit follows ("aged 6", "minimum age is 10")
    QSet<QString> ageFromWords; // an age after these is the lowest: "from 10", «с 18 лет», "od 16 godina"
    // a number of years after these is an age reached, the least there is: "who have turned 16", «которым уже исполнилось
    // шестнадцать», "koji su napunili 16" (the year's word may be left out)
    QSet<QString> turnedWords;
    QSet<QString> reachedWords; // … and these, before a word of age: "who have reached the age of 18"
    // an age said as a birthday: the ordinal words before the word of a birthday ("from their fifth birthday", "od
    // navršenog petog rođendana"), and the words before it that make it the highest ("until their 16th birthday")
    QHash<QString, int> ordinalWords;
    QSet<QString> birthdayWords;
    QSet<QString> untilBirthdayWords;
    QSet<QString> ageVerbs; // … and the verbs of having years just before it: "moraju imati najmanje 12 godina"
    // words of the age of majority, an age of 18 and over («совершеннолетним», "punoljetnim"), and of under it
    QStringList adultStems;
    QStringList minorStems;
    QStringList ageUnitStems; // the words that make a number an age, the unit of it: "old", «младше», "navršenih"
    QStringList ageComparatives; // … of them, those a bare number may follow: "younger (than) 12", «старше 16», "mlađi od 7"
    QStringList participantStems; // … and those who take part ("polaznici", «участники», "riders"), of an age
    QSet<QString> personWords; // "persons", «лица», "osobe": who a number is said of, not what it is about
    // the words of a group ("group", «группа», "grupa", "skupina") and of each one ("per", "po"): people counted in one (a
    // group's size, "U grupi je najviše 12 osoba", "Na jednu turu ne primamo više od dvanaest gostiju")
    QStringList groupStems;
    QSet<QString> perWords;
    PhraseSet maximumWords; // "maximum", «максимальный», "najveći" earlier in the number's clause: an upper bound
    PhraseSet minimumWords; // "minimum", «минимальный», "minimalna": a lower bound
    // … and, before a date only, the words that make it the last day allowed: "the last order date is 16 December", "the
    // deadline is", «последний день записи — 5 мая», "Rok za prijavu je 10. maj" (not a duration: "rok isporuke je 10 dana")
    PhraseSet lastDateWords;
    QSet<QString> timeOfDayCues; // a number of hours after these is a clock time ("at", "в", "u")
    QSet<QString> copulas; // a definition follows ("is", "means", "это", "je")
    QSet<QString> rangeWords; // "to", "through", "до", "по", "do"
    QHash<QString, double> numberWords; // "eight" → 8
    QHash<QString, double> durationUnits; // minutes per unit word ("hours" → 60)
    // a duration in one adjective, a count's beginning and a unit's: «двухнедельный срок», «трёхдневный», "dvotjedni
    // rok", "petodnevni" (count prefixes, and unit stems → minutes)
    QList<QPair<QString, double>> compoundCounts;
    QList<QPair<QString, double>> compoundUnits;
    QSet<QString> numberMultipliers; // "hundred", «тысяч», "tisuća": multiply the number words before them
    // kilometres per unit word ("miles" → 1.609344); "km" only in lower case; not metres, which measure
    // a fence, a floor or a stack of firewood as often
    QHash<QString, double> distanceUnits;
    QSet<QString> numberCompounds; // a number word joined by a hyphen to one of these is no number: "one-way", "one-off"
    // number words that are also nouns: "sto", a hundred and a table in Bosnian ("Sto rezervišemo za grupe …"); one is a
    // number only before another number word, a currency, a unit, "posto" or a word of persons ("sto eura", "sto osoba")
    QSet<QString> nounNumberWords;
    QHash<QString, int> monthWords; // "january", «января», "siječnja", "januara" → 1
    // the end of a month before its name, the last day of it: "by the end of March", «до конца марта», "do kraja marta"
    QSet<QString> monthEndWords;
    // a day of every month: "by the 5th of the month", «до 5-го числа», "do 10. u mjesecu" (the words after the
    // number, after an ordinal's ending: "th", «го»)
    PhraseSet dayOfMonth;
    QSet<QString> ordinalEndings;
    // a day in an ordinal word, before a month's name or the words of a day of every month: «первого октября», «до пятого
    // числа», "the first of October", "the fifth of the month", "do petog u mjesecu", "od prvog oktobra" → 1 … 31
    QHash<QString, int> dayOrdinals;
    QHash<QString, double> clockWords; // "noon", «полдень», "podne" → minutes after midnight
    QHash<QString, double> fractionWords; // "half" → 0.5, «четверть» → 0.25: of the unit after them ("a quarter of an hour")
    QHash<QString, double> fractionDurations; // one word for a part of a unit: «полчаса» → 30 (minutes)
    QSet<QString> amountWords; // what a fraction of is a share of the price: "half the price", "polovina iznosa" → 50 %
    PhraseSet andAHalf; // half a unit more: "five and a half hours", "an hour and a half", «с половиной», "sat i pol"
    QSet<QString> oneUnitAfter; // after a unit without a numeral, one of it: "a day before", "dan prije", "sat vremena"
    QSet<QString> unitQualifiers; // between a number and its unit: "5 working days", «3 рабочих дня», "pet radnih dana"
    // a value's verb or the word "value", no words of its subject: "amounts to", "priced",
    // «составляет», "iznosi", "vrijedi", "računamo"
    QSet<QString> valueWords;
    // a unit of area right after a number, however written: "m²", "square", «квадратных», "četvornih"
    // ("15 m²" and "25 četvornih metara" are one unit)
    QSet<QString> areaWords;
    // a unit of weight, volume or length after a number, in a word or an abbreviation: "kg", "kilograma", «килограммов»,
    // "litres" («от 5 килограммов» and «— 3 кг» are one unit); exact words, then beginnings of words (unitName)
    QHash<QString, QString> unitWords;
    QList<QPair<QString, QString>> unitStems;
    // the unit a word names, as the unit of its measure ("kg" for grams and tonnes, "l" for millilitres and cubic metres,
    // "m" for centimetres): "2 tone" and "500 kilograma" are one measure; `factor`, when given, is what one of the word's
    // unit is in that unit (1000 for a tonne)
    QString unitName(const QString &lower, double *factor = nullptr) const;
    // a size judged enough for a purpose takes in the purpose: "old enough to sit still for two hours", "dovoljno velika
    // da mirno sjede dva sata", «достаточно взрослый, чтобы …»
    QSet<QString> enoughWords;
    QSet<QString> purposeWords;
    // after a verb of saying, what is said or a word pointing at it: "tell customers to …", "recite
    // da …", «скажи об этом» (the verb is then no word of what a number is about)
    QSet<QString> saidWords;
    // verbs of knowing before what is to be known, like verbs of saying: "Remember that …", «Учтите, что …»
    QSet<QString> mindWords;
    // verbs that pass a rule on to the caller, by their first letters ("tell", "remind", "warn",
    // «предупре», "napomen"), and the words that open what they pass on ("that", «что», "da"): what
    // follows is a rule of its own ("Remind callers that dogs may never run loose")
    QStringList reportVerbs;
    QSet<quint32> reportHeads; // the first two letters of each (finished()), to pass by other words at once
    QSet<QString> thatWords;
    QSet<QString> boundWords; // words of a bound that say nothing of what it bounds: "minimum", «позднее», "najkasnije"
    QSet<QString> leastWords; // the last word of "at least", "at most", «не менее», "najmanje" before a number
    QSet<QString> noneWords; // a negation that denies to every one: "no", "nobody" ("No item may stay …")
    QSet<QString> alreadyWords; // before "from", as little or as early as: "već od 20 m²", «уже от», "tek od"
    QSet<QString> deadlineWords; // an upper bound that is a deadline: "up to", "until", «до», "do" (their first word)
    QSet<QString> beforeWords; // after a duration, the deadline is before an event: "before", "prior", «до», "prije"
    QSet<QString> timePrepositions; // between a bound and its duration: "at least a week" is «минимум за неделю»
    // after an hour: its part of the day ("9 утра", "8 navečer", "seven in the morning"), hours to add (0 or 12); a part
    // is said in kDayPartWords words at most
    QHash<QString, int> dayParts;
    static constexpr int kDayPartWords = 3;
    QSet<QString> sentenceUnits; // "sentences", «фразы», "rečenice": a reply counted in them is a brief one
    QString briefWord; // … which means what this word means ("brief", «краткий», "kratak")
    // The length of the agent's replies, for rules that ask for it twice in other words ("Keep every
    // answer short" / "Avoid long-winded explanations"): beginnings of words of shortness ("short",
    // «коротк», "kratk") and of length ("long", «длинн», "dug"), which count next to a word of speaking
    // ("answer", «ответ», "odgovor") or after "be" ("Be brief", «Будьте кратки», "Budite kratki"); of
    // words that are about speech on their own ("concise", "ramble", «лаконичн», "sažet", "monolog");
    // words that begin so but mean something else ("shortly", «долг» the debt); and the words before
    // one that turn it round besides the negations ("avoid", «избегайте», "izbjegavajte").
    QStringList briefStems;
    QStringList longStems;
    QStringList speechStems;
    QStringList speechBriefStems;
    QStringList speechLongStems;
    QSet<QString> brevityExceptions;
    QStringList brevityExceptionStems; // … and beginnings of such words ("dugov", the debts)
    QSet<quint32> brevityHeads; // the first two letters of all those beginnings: most words start otherwise
    QSet<QString> beWords;
    QSet<QString> avoidWords;
    // Addressing the caller formally, which one rule says: «на «вы»», "persirajte", "obraćajte se s Vi"
    PhraseSet formalAddress;
    // Whether a word asks for short replies (+1), speaks of long ones (-1) or neither (0); `speech`:
    // it is about speech on its own, or is a word of speaking.
    int brevityOf(const QString &lower, bool *speech) const;
    // A word that begins as one of length or shortness and means something else (brevityExceptions).
    bool brevityException(const QString &lower) const;
    // Whether a lower-case word speaks of age or of children (ageWords, ageStems).
    bool speaksOfAge(const QString &lower) const;
    QSet<QString> currencyWords; // "euros", "km", "руб"
    QList<QPair<QString, int>> dayStems; // beginning of a weekday word → bit mask (Monday = 1)
    PhraseSet everyDay; // "every day", «ежедневно», "svaki dan": all seven days
    QSet<QString> halfPast; // before an hour, half an hour more: "half past"
    QSet<QString> halfTo; // before an hour, half an hour less: "pola" (devet)
    QSet<QString> exceptDays; // after every day, the days left out: "every day but Sunday", «кроме», "osim"
    PhraseSet anyDay; // "any day", «в любой день», "bilo koji dan", "sve dane": whichever day
    QSet<QString> includingWords; // "including", «включая», "uključujući": a day named as one of them
    PhraseSet noDayOff; // "no days off", «без выходных», "bez neradnih dana": every day, none closed
    // all year, every month: "all year round", «круглый год», "cijele godine" (a day closed all year is closed in a season
    // another rule names too)
    PhraseSet yearRound;
    // a season, the months a business runs in: "season", «сезон», "sezona" (a date past its end is out of it)
    PhraseSet seasonWords;
    // a day off after a dash and the days it is said of, in the plural a word of the weekend elsewhere: «воскресенье и
    // понедельник — выходные дни» (not «в выходные»)
    QSet<QString> daysOffAfterDash;
    QSet<QString> holidayWords; // "holidays", «праздники», "blagdanima": closed with the days, not a thing
    QSet<QString> closedReasons; // "for", "due", «на», «из-за», "zbog": after a closed word, why it is closed

    // The stem used to compare rules: case-folded word, suffix-stripped
    // (English) or ending-stripped (ru/hr/bs), cut to a fixed length.
    QString stem(const QString &lower) const;
    // Whether `token` (the first word of a rule) reads as a directive.
    bool isImperative(const QString &lower) const;
    // A polite imperative by its ending alone (politeEndings), wherever it stands: "izgovarajte".
    bool isPoliteImperative(const QString &lower) const;
    // Weekday bits named by a word (Monday = 1 … Sunday = 64), 0 when none.
    int dayMask(const QString &lower) const;
};

// en, ru, hr or bs for `text`: Cyrillic → ru; Latin with Croatian/Bosnian
// function words or letters (č ć đ š ž) → hr or bs by lexical markers
// (bs: šta, hljeb, sedmica, hiljada, lahko …; hr: tjedan, što, kruh,
// tisuća, točno …; a tie reads as hr); anything else → en.
QString detectLanguage(QStringView text);

// What detectLanguage() counts in a text. The counts of a text are the sums of
// the counts of its lines (a line break ends a word), so an analyzer that sees
// the same lines again can add up the counts it keeps per line.
struct LanguageCounts
{
    qsizetype cyrillic = 0; // letters
    qsizetype latin = 0;
    int en = 0; // words and markers of English, Croatian or Bosnian, of either, of Bosnian, of Croatian
    int sh = 0;
    int bs = 0;
    int hr = 0;

    LanguageCounts &operator+=(const LanguageCounts &o)
    {
        cyrillic += o.cyrillic;
        latin += o.latin;
        en += o.en;
        sh += o.sh;
        bs += o.bs;
        hr += o.hr;
        return *this;
    }
};
LanguageCounts languageCounts(QStringView text);
// The language detectLanguage() reads from the counts of a whole text.
QString languageFromCounts(const LanguageCounts &counts);

} // namespace Polygon::Lint
