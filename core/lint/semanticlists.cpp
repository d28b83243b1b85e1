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
        {"price", words({"price", "cost", "fee", "charge", "tariff", "fare", "rate", "commission"})},
        {"discount", words({"discount", "price reduction", "money off", "markdown", "rebate", "price cut"})},
        {"offer", words({"offer", "propose", "suggest", "give", "provide", "give out", "hand out", "grant"})},
        {"tell",
         words({"tell", "say", "state", "quote", "mention", "disclose", "reveal", "share", "give out", "read out", "discuss",
                "talk about", "dictate", "remind", "inform", "let know", "comment on"})},
        {"repeat", words({"repeat", "read back", "say back", "repeat back", "reread", "recite", "echo"})},
        {"callback", words({"callback", "call back", "ring back", "return call"})},
        {"reply", words({"reply", "answer", "response", "respond", "explanation"})},
        {"brief", words({"brief", "short", "concise", "succinct", "terse", "compact", "to-the-point", "to the point"}), "long"},
        {"long", words({"long", "lengthy", "wordy", "verbose", "ramble", "rambling", "long-winded", "drawn-out", "waffle"}),
         "brief"},
        {"advice", words({"advice", "advise", "recommend", "recommendation", "counsel"})},
        {"medicine", words({"medicine", "medication", "drug", "pill", "remedy"})},
        {"medical", words({"medical", "treatment", "therapy", "clinical"})},
        {"deposit",
         words({"deposit", "down payment", "security deposit", "retainer", "prepayment", "advance payment", "up front",
                "upfront"})},
        {"cancel", words({"cancel", "terminate", "annul", "call off"})},
        {"waive", words({"waive", "forgive", "write off", "let off"}), "price"},
        {"fine", words({"fine", "penalty", "late fee"})},
        {"free", words({"free", "complimentary", "free of charge", "no charge"})},
        {"first", words({"first", "initial", "introductory"})},
        {"consultation", words({"consultation", "meeting", "consult"})},
        {"ask", words({"ask", "ask for", "request", "enquire", "inquire", "find out"})},
        {"enrolment", words({"enrolment", "enrollment", "enrol", "enroll", "registration", "register", "sign-up", "sign up"})},
        // the everyday concepts of phone-agent domains (bookings, travel, clinics, services)
        {"booking", words({"booking", "reservation", "book", "reserve"})},
        {"ride", words({"ride", "shuttle", "transport", "transportation", "pickup", "pick-up", "airport transfer"})},
        {"parking", words({"parking", "car park", "parking lot", "parking space", "parking place"})},
        {"vehicle", words({"car", "vehicle", "automobile"})},
        {"complaint", words({"complaint", "complain", "grievance"})},
        {"delay", words({"delay", "late", "lateness", "running late", "overdue"})},
        {"hours", words({"opening hours", "opening times", "business hours", "working hours", "office hours"})},
        {"address", words({"address", "location", "whereabouts"})},
        {"payment", words({"pay", "payment", "paying"})},
        {"refund", words({"refund", "reimburse", "reimbursement", "money back", "repayment"})},
        {"miss", words({"miss", "missed", "absent", "absence", "skip"})},
        {"make up", words({"make up", "catch up", "make-up", "makeup"})},
        {"jargon", words({"jargon", "technical term", "technical word", "technical language", "terminology", "technicality"})},
        // (offering something commits to it: "Always offer a free fitting" / "Never promise free fittings")
        {"promise", words({"promise", "guarantee", "assure", "warranty", "offer"})},
        {"confirm", words({"confirm", "verify", "confirmation", "verification", "approve", "approval"})},
        {"doctor", words({"doctor", "physician", "gp"})},
        {"urgent", words({"urgent", "emergency", "urgently"})},
        {"manager", words({"manager", "supervisor", "duty manager"})},
        {"personal data", words({"personal data", "personal information", "personal details", "private data"})},
        {"wait", words({"wait", "waiting"})},
        {"diagnosis", words({"diagnosis", "diagnose", "diagnoses"})},
        {"arrival", words({"arrival", "arrive", "arriving"})},
        {"departure", words({"departure", "depart", "check-out", "checkout"})},
        {"store", words({"hold", "keep", "store", "retain"})},
        {"put through", words({"transfer", "put through", "forward", "connect", "redirect"})},
        {"message", words({"sms", "text message", "text"})},
        {"email", words({"email", "e-mail", "mail"})},
        {"upset", words({"angry", "upset", "annoyed", "irritated", "frustrated", "unhappy", "dissatisfied"})},
        {"speak", words({"speak", "talk", "reply", "answer", "monologue", "speech"})},
        {"lesson", words({"lesson", "class", "session", "lecture", "training"})},
        {"service", words({"service", "servicing", "maintenance", "tune-up"})},
        {"installation", words({"installation", "install", "fitting", "mounting"})},
        {"photo", words({"photo", "photograph", "picture", "snapshot"})},
        {"move", words({"move", "removal", "relocation", "relocate"})},
        {"screening", words({"film", "movie", "screening", "showing", "show"})},
        {"child", words({"child", "children", "kid", "minor", "underage"})},
        {"information", words({"information", "details", "data", "info"})},
        {"card", words({"card", "credit card", "debit card", "payment card", "bank card"})},
        {"password", words({"password", "passcode", "pin", "login details"})},
        {"contract", words({"contract", "agreement", "subscription"})},
        {"reschedule", words({"reschedule", "postpone", "move the appointment", "rebook"})},
        // letting visitors in, said by the verb or its noun: «Приём ведётся только по записи» / «Без записи … не принимают»
        {"admit", words({"admit", "admission", "admittance"})},
        {"tour", words({"tour", "excursion", "guided tour", "visit"})},
        // a tradesman's or an engineer's coming out to the customer: "the call-out fee" / "a home visit"
        {"callout", words({"call-out", "callout", "visit", "home visit", "site visit", "house call"})},
        {"group", words({"group", "party"})},
        {"send", words({"send", "dispatch"})},
        {"delivery", words({"delivery", "deliver", "shipping", "courier", "postage", "transport", "haulage", "carriage"})},
        // put together and set right ("delivered assembled and adjusted" / "arrives put together and tuned")
        {"assemble", words({"assemble", "assembled", "put together", "ready-assembled"})},
        {"adjust", words({"adjust", "adjusted", "tune", "tuned"})},
        {"exchange", words({"exchange", "swap", "trade in"})},
        {"examination", words({"examination", "exam", "check-up", "checkup"})},
        {"pet", words({"pet", "pets", "dog", "dogs", "cat", "cats", "animal", "animals"})},
        // how to speak, and what a caller may be told or done for them, said in other words
        {"slow", words({"slowly", "slow", "unhurried", "unhurriedly", "at a calm pace"})},
        {"clear", words({"clearly", "clear", "distinctly", "distinct", "articulate", "intelligibly", "audibly"})},
        {"exact", words({"exact", "exactly", "precise", "precisely", "accurate", "accurately"})},
        {"weight", words({"weight", "weigh", "kilogram", "kilo", "gram", "grams"})},
        {"yourself", words({"yourself", "themselves", "on their own", "diy", "do-it-yourself", "by themselves"})},
        {"repair", words({"repair", "fix", "mend"})},
        {"competitor", words({"competitor", "competition", "rival", "other companies", "other firms"})},
        {"origin", words({"origin", "provenance", "where it comes from", "source"})},
        {"age", words({"age", "how old", "years old"})},
        {"estimate", words({"estimate", "quotation"})},
        // what is written down, and of what
        {"record", words({"record", "write down", "note down", "jot down", "take down", "log"})},
        {"size", words({"dimensions", "measurements", "size"})},
        {"footwear", words({"shoes", "footwear", "trainers", "sneakers", "boots"})},
    };
}

QList<WordGroup> russianGroups()
{
    return {
        {"price",
         words({"цена", "стоимость", "плата", "тариф", "расценка", "прайс", "стоить", "обойдется", "обходится", "комиссия",
                "сбор", "взимать", "брать плату"})},
        {"discount", words({"скидка", "уценка", "снижение цены", "снижение платы", "снижение стоимости", "льгота"})},
        {"offer", words({"предлагать", "предложить", "давать", "дать", "предоставлять", "предоставить"})},
        {"tell",
         words({"называть", "назвать", "сообщать", "сообщить", "говорить", "сказать", "озвучивать", "озвучить", "рассказывать",
                "рассказать", "разглашать", "обсуждать", "обсудить", "диктовать", "продиктовать", "напоминать", "напомнить",
                // imperatives whose stem is not the infinitive's
                "скажите", "назовите", "комментировать", "прокомментировать", "упоминать", "упомянуть"})},
        {"repeat", words({"повторять", "повторить", "зачитывать", "зачитать", "продиктовать"})},
        {"callback", words({"перезвонить", "перезванивать", "обратный звонок"})},
        {"reply", words({"ответ", "отвечать", "ответить", "реплика", "объяснение"})},
        {"brief", words({"краткий", "кратко", "короткий", "коротко", "лаконичный", "лаконично", "сжато", "сжатый", "по делу"}),
         "long"},
        {"long",
         words({"длинный", "долгий", "долго", "затягивать", "растягивать", "растянуть", "пространный", "многословный",
                "развёрнутый"}),
         "brief"},
        {"advice",
         words({"совет", "советовать", "консультировать", "консультация", "рекомендовать", "рекомендация", "подсказка",
                "подсказывать", "подсказать"})},
        {"medicine", words({"лекарство", "препарат", "медикамент"})},
        {"medical", words({"медицинский", "лечение", "лечить", "терапия"})},
        {"deposit", words({"залог", "депозит", "задаток", "предоплата", "аванс"})},
        {"cancel", words({"отменять", "отменить", "аннулировать", "расторгать", "расторгнуть"})},
        {"ask",
         words({"просить", "попросить", "спрашивать", "спросить", "запрашивать", "запросить", "узнавать", "узнать", "требовать",
                "выяснять", "выяснить", "уточнять", "уточнить"})},
        {"free", words({"бесплатно", "бесплатный", "даром"})},
        {"first", words({"первый", "первичный", "вводный", "ознакомительный"})},
        {"consultation", words({"консультация", "встреча"})},
        {"trip", words({"поездка", "трансфер", "проезд", "подвоз", "довезти", "отвезти", "доставить до"})},
        // the everyday concepts of phone-agent domains (bookings, travel, clinics, services)
        {"booking",
         words({"бронь", "бронирование", "бронировать", "забронировать", "резерв", "резервирование", "зарезервировать",
                "заказать", "заказывать"})},
        {"parking",
         words({"парковка", "стоянка", "паркинг", "парковочное место", "автостоянка", "парковаться", "припарковаться"})},
        {"vehicle", words({"автомобиль", "машина", "авто", "транспортное средство"})},
        {"complaint", words({"жалоба", "жаловаться", "пожаловаться", "претензия", "рекламация"})},
        {"delay", words({"опоздание", "задержка", "опаздывать", "опоздать", "задерживаться", "задержаться"})},
        {"hours", words({"часы работы", "график работы", "режим работы", "время работы"})},
        {"address", words({"адрес", "местонахождение", "расположение"})},
        {"payment", words({"оплата", "платить", "оплатить", "заплатить", "оплачивать", "платёж", "платеж", "внести", "вносить"})},
        {"refund", words({"возврат", "вернуть деньги", "возместить", "возмещение", "компенсация", "компенсировать"})},
        {"miss", words({"пропустить", "пропущенный", "пропущенное", "пропуск", "не прийти", "отсутствовать"})},
        {"make up", words({"отработать", "отработка", "наверстать", "восполнить"})},
        {"jargon", words({"жаргон", "термин", "терминология", "профессионализм", "специальный термин"})},
        {"promise", words({"обещать", "пообещать", "гарантировать", "гарантия", "обещание", "предлагать", "предложить"})},
        {"confirm",
         words({"подтверждать", "подтвердить", "подтверждение", "одобрение", "одобрить", "согласование", "согласовать"})},
        {"doctor", words({"врач", "доктор"})},
        {"urgent", words({"срочно", "срочный", "экстренный", "экстренно", "неотложный"})},
        {"manager", words({"менеджер", "руководитель", "администратор", "управляющий", "начальник"})},
        {"personal data", words({"персональные данные", "личные данные", "личная информация"})},
        {"wait", words({"ждать", "подождать", "ожидать", "ожидание"})},
        {"diagnosis", words({"диагноз", "диагностировать", "диагностика"})},
        {"polite", words({"вежливый", "вежливо", "учтивый", "учтиво", "любезный", "любезно", "корректный"})},
        {"arrival", words({"заезд", "приезд", "прибытие", "приехать", "приезжать", "заехать", "заезжать", "прибыть"})},
        {"departure", words({"выезд", "отъезд", "уехать", "уезжать", "выехать", "выезжать", "выселение"})},
        {"callout", words({"вызов", "выезд мастера", "приезд мастера", "визит мастера", "выезд специалиста", "выезд на объект"})},
        {"store", words({"хранить", "храниться", "отложить", "откладывать", "сохранять", "сохраняться"})},
        {"put through",
         words({"перевести", "переводить", "переключить", "переключать", "соединить", "соединять", "перенаправить"})},
        {"message", words({"смс", "sms", "эсэмэска", "сообщение"})},
        {"email", words({"email", "имейл", "электронная почта", "почта"})},
        {"upset", words({"злой", "раздраженный", "раздражённый", "недовольный", "рассерженный", "расстроенный"})},
        {"speak", words({"говорить", "разговаривать", "монолог", "речь", "ответ", "отвечать", "реплика"})},
        {"lesson", words({"урок", "занятие", "заниматься", "лекция", "тренировка"})},
        {"service", words({"обслуживание", "техобслуживание", "сервис"})},
        {"installation", words({"установка", "установить", "устанавливать", "монтаж", "монтировать", "смонтировать"})},
        {"photo", words({"фото", "фотография", "снимок", "фотка"})},
        {"move", words({"переезд", "перевозка вещей", "переезжать"})},
        {"screening", words({"фильм", "сеанс", "показ", "кино"})},
        {"child", words({"ребёнок", "ребенок", "дети", "детей", "детям", "детский", "несовершеннолетний", "ребята", "ребят"})},
        {"information", words({"информация", "данные", "сведения"})},
        {"card", words({"карта", "карточка", "банковская карта", "платёжная карта", "платежная карта"})},
        {"password", words({"пароль", "пин-код", "код доступа", "логин"})},
        {"contract", words({"договор", "контракт", "соглашение"})},
        {"reschedule", words({"перенести", "переносить", "перенос"})},
        {"admit", words({"приём", "прием", "принимать", "принять"})},
        {"tour", words({"экскурсия", "тур", "обзорная экскурсия"})},
        {"group", words({"группа", "групповой", "компания"})},
        {"send", words({"отправить", "отправлять", "прислать", "присылать", "выслать", "высылать", "отправка"})},
        {"delivery", words({"доставка", "доставлять", "доставить", "привозить", "привезти", "курьер"})},
        {"assemble", words({"собрать", "собирать", "собранный", "в сборе", "смонтировать", "смонтированный"})},
        {"adjust", words({"настроить", "настроенный", "отрегулировать", "отрегулированный"})},
        {"exchange", words({"обменять", "обменивать", "обмен", "поменять", "менять"})},
        {"examination", words({"проверка", "обследование", "осмотр", "диагностика"})},
        {"pet", words({"животное", "питомец", "собака", "кошка", "домашние животные"})},
        {"waive", words({"прощать", "списать", "списывать", "не взимать"}), "price"},
        // how to speak, and what a caller may be told or done for them, said in other words
        {"slow", words({"медленно", "медленный", "неспешно", "не спеша", "не торопясь", "неторопливо"})},
        {"clear",
         words({"чётко", "четко", "чёткий", "четкий", "ясно", "ясный", "разборчиво", "внятно", "отчётливо", "отчетливо"})},
        {"exact", words({"точный", "точно", "точная", "точную", "конкретный"})},
        {"weight", words({"вес", "весить", "килограмм", "кило", "грамм", "граммов"})},
        {"yourself", words({"самостоятельно", "самостоятельный", "своими силами", "своими руками"})},
        {"repair", words({"ремонт", "ремонтировать", "отремонтировать", "починить", "чинить", "починка"})},
        {"competitor", words({"конкурент", "конкуренты", "конкурентов", "другие мастерские", "другие компании"})},
        {"origin", words({"происхождение", "откуда", "производитель"})},
        {"age", words({"возраст", "сколько лет", "лет ребёнку", "лет ребенку"})},
        {"artist", words({"аниматор", "артист", "ведущий"})},
        {"estimate", words({"смета", "расчёт", "расчет", "оценка стоимости"})},
        {"record", words({"записать", "записывать", "зафиксировать", "фиксировать", "внести", "вносить"})},
        {"size", words({"размер", "размеры", "габариты", "замеры"})},
        {"footwear", words({"обувь", "ботинки", "кроссовки", "сапоги", "туфли"})},
    };
}

// Croatian and Bosnian share most words; the lists name both variants where they differ.
QList<WordGroup> southSlavicGroups()
{
    return {
        {"price",
         words({"cijena", "iznos", "trošak", "naknada", "tarifa", "koštati", "košta", "naplata", "naplatiti", "naplaćivati",
                "provizija", "pristojba"})},
        {"discount", words({"popust", "sniženje", "rabat", "umanjenje cijene", "sniženje cijene"})},
        {"offer",
         words({"nuditi", "ponuditi", "davati", "dati", "dajte", "dajete", "predlagati", "predložiti", "pružiti", "pružati",
                "odobriti", "odobravati", "odobrite", "odobravajte"})},
        {"tell",
         words({"reći",          "recite",      "govoriti",    "kazati",      "saopćiti",      "saopćavati",   "saopštiti",
                "saopštavati",   "priopćiti",   "spominjati",  "spomenuti",   "navesti",       "navoditi",     "otkriti",
                "raspravljati",  "diskutirati", "diskutovati", "diktirati",   "izdiktirati",   "podsjetiti",   "podsjećati",
                "podsjetite",    "napomenuti",  "napominjati", "komentirati", "komentarisati", "obavijestiti", "obavještavati",
                "obavješćivati", "izgovarati",  "izgovoriti"})},
        {"repeat", words({"ponoviti", "ponavljati", "pročitati", "čitati"})},
        {"callback", words({"povratni poziv", "nazvati natrag", "nazvati ponovo"})},
        {"reply", words({"odgovor", "odgovarati", "odgovoriti", "objašnjenje"})},
        {"speak", words({"govoriti", "pričati", "razgovarati", "odgovarati", "odgovor", "monolog", "govor", "izlaganje"})},
        {"brief", words({"kratak", "kratki", "kratko", "sažet", "sažeto", "jezgrovit", "jezgrovito", "koncizan"}), "long"},
        {"long",
         words({"dug", "dugi", "duge", "dugo", "dugačak", "opširan", "opširno", "razvučen", "razvlačiti", "predug", "predugo",
                "predavanje", "odužiti", "odužujte", "odugovlačiti"}),
         "brief"},
        {"advice",
         words({"savjet", "savjetovati", "preporuka", "preporučiti", "preporučivati", "konzultacija", "uputiti", "upućivati"})},
        {"medicine", words({"lijek", "lijekovi", "medikament", "tableta"})},
        {"medical", words({"medicinski", "liječenje", "liječiti", "terapija", "tretman"})},
        {"deposit", words({"polog", "depozit", "jamčevina", "kaucija", "akontacija", "kapara", "predujam", "avans"})},
        {"cancel", words({"otkazati", "otkazivati", "poništiti", "raskinuti"})},
        {"ask",
         words({"zamoliti", "moliti", "pitati", "tražiti", "zatražiti", "zahtijevati", "raspitati", "saznati", "saznajte",
                "doznati"})},
        {"neighbour", words({"susjed", "susjeda", "komšija", "komšinica"})},
        {"vehicle", words({"vozilo", "automobil", "auto"})},
        {"free", words({"besplatno", "besplatan", "gratis"})},
        {"first", words({"prvi", "početni", "uvodni"})},
        {"consultation", words({"konzultacija", "konsultacija", "sastanak"})},
        // the everyday concepts of phone-agent domains (bookings, travel, clinics, services); Croatian
        // and Bosnian variants side by side (prijevoz / prevoz, zračna luka / aerodrom, liječnik / ljekar)
        {"booking", words({"rezervacija", "rezervirati", "rezervisati", "bukirati", "booking"})},
        {"ride", words({"prijevoz", "prevoz", "vožnja", "transfer", "odvoz", "dovoz", "prebaciti do", "odvesti", "dovesti"})},
        {"airport", words({"aerodrom", "zračna luka", "zračne luke", "zračnu luku", "zračnoj luci"})},
        {"parking", words({"parking", "parkiralište", "parkirno mjesto", "parking mjesto", "garaža", "parkirati"})},
        {"complaint", words({"pritužba", "žalba", "reklamacija", "prigovor", "žaliti", "prigovoriti"})},
        {"delay", words({"kašnjenje", "zakašnjenje", "kasniti", "zakasniti", "zakašnjeli"})},
        {"hours", words({"radno vrijeme", "vrijeme rada", "radni sati"})},
        {"address", words({"adresa", "lokacija"})},
        {"payment", words({"plaćanje", "platiti", "plaćati", "uplata", "uplatiti", "uplaćivati"})},
        {"refund", words({"povrat", "povrat novca", "refundacija", "vratiti novac", "nadoknada", "refundirati"})},
        // a class missed, and made up ("Propušteni susret polaznik može nadoknaditi u drugoj grupi" / "Tko izostane s nekog
        // susreta, može ga odraditi s drugom grupom")
        {"miss", words({"propustiti", "propušten", "propušteni", "izostati", "izostane", "izostanak", "izostanka"})},
        {"make up", words({"nadoknaditi", "nadoknađivati", "odraditi", "nadoknadni"})},
        // what is bought, given back ("Farbe miješane po želji ne primamo nazad" / "Farba … ne može se vratiti")
        {"take back",
         words({"vratiti", "povrat", "primiti nazad", "primati nazad", "primamo nazad", "uzeti nazad", "primiti natrag",
                "primati natrag", "uzeti natrag"})},
        {"jargon", words({"žargon", "stručni izraz", "stručni izrazi", "stručni termin", "terminologija", "stručne riječi"})},
        {"promise",
         words({"obećati", "obećavati", "jamčiti", "garantirati", "garantovati", "garancija", "jamstvo", "nuditi", "ponuditi"})},
        {"confirm", words({"potvrditi", "potvrđivati", "potvrda", "odobrenje", "odobriti", "odobravati"})},
        {"doctor", words({"liječnik", "ljekar", "doktor", "doktorica", "liječnica", "ljekarka"})},
        {"urgent", words({"hitno", "hitan", "hitna", "žurno", "urgentno"})},
        {"manager", words({"menadžer", "voditelj", "upravitelj", "šef", "nadređeni", "poslovođa"})},
        {"personal data", words({"osobni podaci", "lični podaci", "osobne podatke", "lične podatke"})},
        {"wait", words({"čekati", "pričekati", "čekanje", "sačekati"})},
        {"diagnosis", words({"dijagnoza", "dijagnosticirati", "dijagnostikovati", "dijagnostika"})},
        {"polite", words({"ljubazan", "ljubazni", "ljubazno", "pristojan", "pristojno", "uljudan", "uljudno"})},
        {"arrival", words({"dolazak", "dolaska", "dolaziti", "doći", "dođe", "dolazi", "prijava", "prijavljivanje"})},
        {"departure", words({"odlazak", "odlaska", "odlaziti", "otići", "odjava", "odjaviti"})},
        {"callout",
         words({"izlazak", "izlaska", "dolazak", "dolaska", "izlazak na teren", "dolazak na teren", "dolazak majstora",
                "izlazak majstora", "posjet", "posjeta", "posjete"})},
        {"store", words({"čuvati", "sačuvati", "zadržati", "odložiti"})},
        {"put through", words({"prebaciti", "prebacivati", "preusmjeriti", "preusmjeravati", "spojiti", "proslijediti"})},
        {"message", words({"sms", "poruka", "tekstualna poruka"})},
        {"email", words({"email", "e-mail", "mail", "e-pošta", "pošta", "elektronička pošta", "elektronska pošta"})},
        {"upset", words({"ljut", "uzrujan", "nezadovoljan", "iznerviran", "nervozan", "ljutit"})},
        {"week", words({"tjedan", "sedmica"})},
        // signing up for a course or a group ("Upisi za proljetnu grupu zatvaraju se 20. februara" / "Prijave za proljetnu
        // grupu primamo … do 1. marta")
        {"enrolment", words({"upis", "upisi", "upisati", "upisivati", "prijava", "prijave", "prijaviti", "prijavljivati"})},
        {"lesson", words({"sat", "čas", "lekcija", "nastava", "tečaj", "trening"})},
        {"service", words({"servis", "servisiranje", "održavanje"})},
        {"installation",
         words({"ugradnja", "ugraditi", "ugrađivati", "montaža", "montažni", "montirati", "instalacija", "instalirati"})},
        {"photo", words({"fotografija", "slika", "fotka", "snimka"})},
        {"move", words({"selidba", "preseljenje", "seliti", "preseliti"})},
        {"screening", words({"film", "projekcija", "predstava", "prikazivanje"})},
        {"child", words({"dijete", "djeca", "djeci", "dječji", "maloljetnik", "maloljetan"})},
        {"information", words({"informacija", "informacije", "podaci", "podatak", "podatke"})},
        {"card", words({"kartica", "platna kartica", "kreditna kartica", "bankovna kartica"})},
        {"password", words({"lozinka", "šifra", "pin", "zaporka"})},
        {"contract", words({"ugovor", "pretplata"})},
        {"reschedule", words({"pomjeriti", "pomjerati", "premjestiti", "odgoditi", "odgađati", "prebaciti termin"})},
        {"admit", words({"prijem", "primati", "primiti"})},
        {"tour", words({"obilazak", "tura", "izlet", "razgledanje"})},
        {"group", words({"grupa", "grupni", "grupna", "grupno", "društvo"})},
        {"send", words({"poslati", "pošaljite", "slati", "šaljite", "slanje", "slanjem", "poslanje"})},
        {"delivery",
         words({"dostava", "dostaviti", "dostavljati", "dovoz", "dovesti", "prevoz", "prijevoz", "kurir", "isporuka",
                "isporučiti", "isporučivati"})},
        // put together and set right ("isporučuje se sastavljen i podešen" / "stiže sklopljen i namješten")
        {"assemble", words({"sastaviti", "sastavljen", "sklopiti", "sklopljen", "montirati", "montiran"})},
        {"adjust", words({"podesiti", "podešen", "namjestiti", "namješten", "naštimati", "naštiman"})},
        {"exchange", words({"zamijeniti", "zamjena", "zamijenite", "mijenjati", "promijeniti"})},
        {"examination", words({"pregled", "provjera", "dijagnostika"})},
        {"pet", words({"ljubimac", "ljubimci", "kućni ljubimci", "pas", "psi", "mačka", "mačke", "životinja", "životinje"})},
        {"waive", words({"oprostiti", "otpisati", "otpisivati", "odreći se naplate"}), "price"},
        // how to speak, and what a caller may be told or done for them, said in other words
        {"slow", words({"polako", "polagano", "sporo", "spor", "lagano", "bez žurbe"})},
        {"clear", words({"jasno", "jasan", "razgovijetno", "razgovjetno", "razumljivo", "razumljiv", "glasno i jasno"})},
        {"exact", words({"točan", "tačan", "točno", "tačno", "precizan", "precizno", "egzaktan"})},
        {"weight",
         words({"težina", "kilaža", "kilogram", "kila", "gram", "grama", "vagati", "izvagati", "vaga", "važe", "važu"})},
        {"yourself", words({"samostalno", "samostalan", "samostalni", "vlastitim snagama"})},
        {"repair", words({"popraviti", "popravljati", "popravak", "popravka", "zahvat", "zahvati"})},
        {"competitor", words({"konkurencija", "konkurent", "konkurenti", "druge firme", "druge tvrtke"})},
        {"origin", words({"podrijetlo", "porijeklo", "porijeklu", "podrijetlu", "odakle"})},
        {"age", words({"dob", "starost", "godište", "koliko godina"})},
        {"estimate", words({"procjena", "predračun", "ponuda", "izračun"})},
        {"formal", words({"persiranje", "persirati", "obraćati se s vi", "oslovljavati s vi", "službeno obraćanje"})},
        {"record",
         words({"zapisati", "zapisivati", "zabilježiti", "bilježiti", "upisati", "upisivati", "unijeti", "unositi",
                "evidentirati"})},
        {"size", words({"dimenzije", "mjere", "izmjere", "veličina"})},
        {"footwear", words({"obuća", "cipele", "tenisice", "patike", "čizme"})},
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
    // ... and "be", which says nothing of its own ("Budite kratki" is about being brief), and words
    // that only sharpen what they qualify ("the exact price" is the price)
    static const QStringList en = words({"caller", "customer", "client", "guest", "patient", "owner", "person", "people", "phone",
                                         "telephone", "exact", "exactly", "specific", "particular", "precise", "actual"});
    static const QStringList ru
        = words({"клиент", "гость", "пациент", "звонящий", "абонент", "собеседник", "звонят", "телефон", "ваш", "ваша", "ваше",
                 "ваши", "будьте", "точный", "точная", "точную", "точно", "конкретный", "конкретную",
                 // (an appointment made before is the appointment: «только по предварительной записи»)
                 "предварительный", "предварительной", "предварительная", "предварительную"});
    static const QStringList hrBs
        = words({"klijent",   "gost",  "pacijent", "pozivatelj", "pozivalac", "pozivaoc",  "korisnik", "stranka",  "telefon",
                 "telefonom", "vaš",   "vaša",     "vaše",       "vaši",      "budite",    "budi",     "točan",    "točnu",
                 "točno",     "tačan", "tačnu",    "tačno",      "konkretan", "konkretnu", "precizan", "preciznu", "kupac",
                 "kupca",     "kupcu", "kupci",    "kupcima",    "kupce",     "pozivaju",  "zovu"});
    if (language == QLatin1String("ru"))
        return ru;
    if (language == QLatin1String("hr") || language == QLatin1String("bs"))
        return hrBs;
    return en;
}

const QStringList &lightVerbs(const QString &language)
{
    static const QStringList en = words({"give", "make", "do", "take", "have", "get", "carry"});
    static const QStringList ru
        = words({"давать", "дать", "делать", "сделать", "ставить", "поставить", "проводить", "провести", "осуществлять",
                 "давайте", "дайте", "делайте", "сделайте", "ставьте", "поставьте", "проводите", "проведите",
                 // (what is done is its noun: «Приём ведётся только по записи»)
                 "вести", "вестись", "ведётся", "ведется", "осуществляться", "осуществляется"});
    static const QStringList hrBs
        = words({"davati", "dati", "raditi", "napraviti", "praviti", "postaviti", "postavljati", "obaviti", "obavljati", "dajte",
                 "dajete", "radite", "napravite", "pravite", "postavite", "postavljajte", "obavite", "obavljajte"});
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
