<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr">
<context>
    <name>CompareMessages</name>
    <message>
        <source>the speakers differ (one side spoke where the other expected the other side)</source>
        <translation>govornici se razlikuju (jedna je strana govorila gdje je u drugom razgovoru govorila druga)</translation>
    </message>
    <message>
        <source>the agent&apos;s tool calls differ</source>
        <translation>agentovi pozivi alata se razlikuju</translation>
    </message>
    <message>
        <source>one conversation ended or transferred the call and the other did not</source>
        <translation>jedan je razgovor završio ili preusmjerio poziv, a drugi nije</translation>
    </message>
    <message>
        <source>the wording moved apart (word-bigram similarity %1)</source>
        <translation>formulacije su se razišle (sličnost bigrama riječi %1)</translation>
    </message>
    <message>
        <source>the wording moved apart</source>
        <translation>formulacije su se razišle</translation>
    </message>
    <message>
        <source>one conversation had already ended</source>
        <translation>jedan je razgovor već završio</translation>
    </message>
    <message>
        <source>no such turn</source>
        <translation>nema takve replike</translation>
    </message>
    <message>
        <source>the agent said &quot;%1&quot;</source>
        <translation>agent je rekao „%1”</translation>
    </message>
    <message>
        <source>the caller said &quot;%1&quot;</source>
        <translation>pozivatelj je rekao „%1”</translation>
    </message>
    <message>
        <source> (no tool call)</source>
        <translation> (bez poziva alata)</translation>
    </message>
    <message>
        <source> (tools: %1)</source>
        <translation> (alati: %1)</translation>
    </message>
    <message>
        <source>## Analysis</source>
        <translation>## Analiza</translation>
    </message>
    <message>
        <source>Runs compared under rubric `%1`: %2. The first run is the baseline.</source>
        <translation>Pokretanja uspoređena prema rubrici `%1`: %2. Prvo pokretanje je polazno.</translation>
    </message>
    <message>
        <source>Scenarios: %1 in all, %2 scored in every run, %3 incomparable (some run has no score there).</source>
        <translation>Scenariji: ukupno %1, ocijenjeno u svakom pokretanju %2, neusporedivo %3 (neko pokretanje ondje nema ocjenu).</translation>
    </message>
    <message>
        <source>`%1` (spread %2: best `%3` %4, worst `%5` %6)</source>
        <translation>`%1` (raspon %2: najbolje `%3` %4, najgore `%5` %6)</translation>
    </message>
    <message>
        <source>No scenario is scored in every run.</source>
        <translation>Nijedan scenarij nije ocijenjen u svakom pokretanju.</translation>
    </message>
    <message>
        <source>Widest scenarios: %1.</source>
        <translation>Scenariji s najvećim rasponom: %1.</translation>
    </message>
    <message>
        <source>### %1 against %2</source>
        <translation>### %1 prema %2</translation>
    </message>
    <message>
        <source>- Composite mean %1 → %2 (%3), over %4 → %5 scored conversations.</source>
        <translation>- Prosječni ukupni rezultat %1 → %2 (%3), na %4 → %5 ocijenjenih razgovora.</translation>
    </message>
    <message>
        <source>- Composite mean %1 → %2.</source>
        <translation>- Prosječni ukupni rezultat %1 → %2.</translation>
    </message>
    <message>
        <source>- No criterion mean moved by %1 or more (1–5 scale).</source>
        <translation>- Nijedan prosjek kriterija nije se pomaknuo za %1 ili više (ljestvica 1–5).</translation>
    </message>
    <message>
        <source>- Criteria that moved by %1 or more (1–5 scale), largest first: %2.</source>
        <translation>- Kriteriji pomaknuti za %1 ili više (ljestvica 1–5), najveći prvi: %2.</translation>
    </message>
    <message>
        <source>- Verdicts: %1.</source>
        <translation>- Presude: %1.</translation>
    </message>
    <message>
        <source>- No gate fired in either run.</source>
        <translation>- Ni u jednom pokretanju nije se aktivirao nijedan strogi kriterij.</translation>
    </message>
    <message>
        <source>- Gates fired as often in both runs.</source>
        <translation>- Strogi kriteriji aktivirali su se jednako često u oba pokretanja.</translation>
    </message>
    <message>
        <source>- Gates (conversations failed): %1.</source>
        <translation>- Strogi kriteriji (palih razgovora): %1.</translation>
    </message>
    <message>
        <source>`%1` %2 (%3 of %4) → %5 (%6 of %7)</source>
        <translation>`%1` %2 (%3 od %4) → %5 (%6 od %7)</translation>
    </message>
    <message>
        <source>- Probe conformance (same wording): %1.</source>
        <translation>- Sukladnost s probama (ista formulacija): %1.</translation>
    </message>
    <message>
        <source>- Not compared, their wording changed: %1.</source>
        <translation>- Nisu uspoređene jer im se formulacija promijenila: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n scenario(s))</source>
        <translation>
            <numerusform>%1 %2 (%n scenarij)</numerusform>
            <numerusform>%1 %2 (%n scenarija)</numerusform>
            <numerusform>%1 %2 (%n scenarija)</numerusform>
        </translation>
    </message>
    <message>
        <source>- By caller type, mean change of the scenario score, largest drop first: %1.</source>
        <translation>- Po vrsti pozivatelja, prosječna promjena ocjene scenarija, najveći pad prvi: %1.</translation>
    </message>
    <message>
        <source>- By difficulty: %1.</source>
        <translation>- Po težini: %1.</translation>
    </message>
    <message>
        <source>difficulty %1</source>
        <translation>težina %1</translation>
    </message>
    <message>
        <source>- No scenario has a conversation in both runs with the same repeat: nothing to align.</source>
        <translation>- Nijedan scenarij nema razgovor s istim ponavljanjem u oba pokretanja: nema se što poravnati.</translation>
    </message>
    <message>
        <source>  - `%1` (%2): every aligned pair of conversations agrees turn for turn (speakers, tool calls, endings, wording); the scores differ on the same course of the call.</source>
        <translation>  - `%1` (%2): svaki poravnati par razgovora slaže se replika po replika (govornici, pozivi alata, završeci, formulacije); ocjene se razlikuju za isti tijek poziva.</translation>
    </message>
    <message>
        <source>  - `%1` (%2), repeat %3: they part ways at turn %4, because %5. `%6`: %7; `%8`: %9.</source>
        <translation>  - `%1` (%2), ponavljanje %3: razilaze se na replici %4 jer %5. `%6`: %7; `%8`: %9.</translation>
    </message>
    <message>
        <source>- On the widest scenarios (turns count from 0):</source>
        <translation>- Na scenarijima s najvećim rasponom (replike se broje od 0):</translation>
    </message>
    <message>
        <source>a comparison needs at least two runs</source>
        <translation>za usporedbu su potrebna barem dva pokretanja</translation>
    </message>
    <message>
        <source>run %1 is given more than once</source>
        <translation>pokretanje %1 navedeno je više puta</translation>
    </message>
    <message>
        <source>run %1 has not been graded: grade it first with polygon-cli grade %2 %1</source>
        <translation>pokretanje %1 nije ocijenjeno: najprije ga ocijenite s polygon-cli grade %2 %1</translation>
    </message>
    <message>
        <source>## Scorecards</source>
        <translation>## Sažeci</translation>
    </message>
    <message>
        <source>| run | agent | conversations | graded | composite mean | std dev | pass | warning | fail | not scored | pass^k | tokens |</source>
        <translation>| pokretanje | agent | razgovori | ocijenjeno | prosječni rezultat | st. dev. | prolaz | upozorenje | pad | nije ocijenjeno | pass^k | tokeni |</translation>
    </message>
    <message>
        <source>## Scenario matrix</source>
        <translation>## Matrica scenarija</translation>
    </message>
    <message>
        <source>| scenario |</source>
        <translation>| scenarij |</translation>
    </message>
    <message>
        <source> spread |</source>
        <translation> raspon |</translation>
    </message>
    <message>
        <source> incomparable |</source>
        <translation> neusporedivo |</translation>
    </message>
    <message>
        <source>(%1 more scenarios)</source>
        <translation>(još scenarija: %1)</translation>
    </message>
    <message>
        <source>## Divergences on the widest scenarios</source>
        <translation>## Razilaženja na scenarijima s najvećim rasponom</translation>
    </message>
    <message>
        <source>| scenario | repeat | a | b | turn | reason | similarity |</source>
        <translation>| scenarij | ponavljanje | a | b | replika | razlog | sličnost |</translation>
    </message>
    <message numerus="yes">
        <source>- Conversations: %n pair(s) aligned turn by turn; none part ways.</source>
        <translation>
            <numerusform>- Razgovori: %n par poravnat repliku po repliku; nijedan se ne razilazi.</numerusform>
            <numerusform>- Razgovori: %n para poravnata repliku po repliku; nijedan se ne razilazi.</numerusform>
            <numerusform>- Razgovori: %n parova poravnato repliku po repliku; nijedan se ne razilazi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- Conversations: %n pair(s) aligned turn by turn, %1 part ways, %2 identical. Most often because %3. Median first divergence turn %4 (earliest %5).</source>
        <translation>
            <numerusform>- Razgovori: %n par poravnat repliku po repliku, razilazi se %1, jednako %2. Najčešće zato što %3. Medijan prve replike razilaženja %4 (najranija %5).</numerusform>
            <numerusform>- Razgovori: %n para poravnata repliku po repliku, razilazi se %1, jednako %2. Najčešće zato što %3. Medijan prve replike razilaženja %4 (najranija %5).</numerusform>
            <numerusform>- Razgovori: %n parova poravnato repliku po repliku, razilazi se %1, jednako %2. Najčešće zato što %3. Medijan prve replike razilaženja %4 (najranija %5).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 values are non-empty text; this is %2</source>
        <translation>vrijednosti parametra %1 su neprazan tekst; ovo je %2</translation>
    </message>
    <message>
        <source>%1 values are whole numbers; this is %2</source>
        <translation>vrijednosti parametra %1 su cijeli brojevi; ovo je %2</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3</source>
        <translation>%1 mora biti od %2 do %3</translation>
    </message>
    <message>
        <source>%1 values are numbers; this is %2</source>
        <translation>vrijednosti parametra %1 su brojevi; ovo je %2</translation>
    </message>
    <message>
        <source>%1 lists this value twice</source>
        <translation>%1 navodi ovu vrijednost dvaput</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>pretraga</translation>
    </message>
    <message>
        <source>sweep mode</source>
        <translation>način pretrage</translation>
    </message>
    <message>
        <source>unknown sweep parameter &quot;%1&quot;; expected one of: %2</source>
        <translation>nepoznat parametar pretrage &quot;%1&quot;; očekuje se jedan od: %2</translation>
    </message>
    <message>
        <source>a sweep parameter is a non-empty list of values</source>
        <translation>parametar pretrage je neprazan popis vrijednosti</translation>
    </message>
    <message>
        <source>a sweep needs at least one parameter</source>
        <translation>pretrazi je potreban barem jedan parametar</translation>
    </message>
    <message>
        <source>agent: the workspace has no agent &quot;%1&quot;; it has: %2</source>
        <translation>agent: radni prostor nema agenta &quot;%1&quot;; ima: %2</translation>
    </message>
    <message>
        <source>scenarios: the workspace has no scenario set &quot;%1&quot;</source>
        <translation>scenarios: radni prostor nema skup scenarija &quot;%1&quot;</translation>
    </message>
    <message>
        <source>parameters.%1: the agent &quot;%2&quot; is a %3 agent; it has no model to set this on</source>
        <translation>parameters.%1: agent &quot;%2&quot; je agent vrste %3; nema model na kojem bi se ovo postavilo</translation>
    </message>
    <message>
        <source>parameters.prompt: the workspace has no prompt &quot;%1&quot; (give a path such as prompts/NAME.md or a prompt id)</source>
        <translation>parameters.prompt: radni prostor nema prompt &quot;%1&quot; (navedite putanju poput prompts/NAME.md ili id prompta)</translation>
    </message>
    <message>
        <source>parameters.flow: the agent &quot;%1&quot; is not a flow agent</source>
        <translation>parameters.flow: agent &quot;%1&quot; nije agent s tijekom razgovora</translation>
    </message>
    <message>
        <source>parameters.flow: the workspace has no flow &quot;%1&quot; (give a path such as flows/NAME.json or a flow id)</source>
        <translation>parameters.flow: radni prostor nema tijek razgovora &quot;%1&quot; (navedite putanju poput flows/NAME.json ili id tijeka)</translation>
    </message>
    <message>
        <source>parameters.%1: the agent &quot;%2&quot; has no model profile (set &quot;profile&quot; on the agent or &quot;providers&quot;.&quot;agent&quot; in polygon.json)</source>
        <translation>parameters.%1: agent &quot;%2&quot; nema profil modela (postavite &quot;profile&quot; na agentu ili &quot;providers&quot;.&quot;agent&quot; u polygon.json)</translation>
    </message>
    <message>
        <source>no run &quot;%1&quot; in %2</source>
        <translation>nema pokretanja &quot;%1&quot; u %2</translation>
    </message>
    <message>
        <source>run %1 has no completed grading</source>
        <translation>pokretanje %1 nema dovršeno ocjenjivanje</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) of run %1 ended in an error; run the sweep again to redo them</source>
        <translation>
            <numerusform>%n razgovor pokretanja %1 završio je pogreškom; ponovno pokrenite pretragu da biste ga ponovili</numerusform>
            <numerusform>%n razgovora pokretanja %1 završila su pogreškom; ponovno pokrenite pretragu da biste ih ponovili</numerusform>
            <numerusform>%n razgovora pokretanja %1 završilo je pogreškom; ponovno pokrenite pretragu da biste ih ponovili</numerusform>
        </translation>
    </message>
    <message>
        <source>the model was not asked</source>
        <translation>model nije upitan</translation>
    </message>
    <message>
        <source>the model&apos;s reply was lost</source>
        <translation>odgovor modela je izgubljen</translation>
    </message>
    <message>
        <source>the request failed: %1</source>
        <translation>zahtjev nije uspio: %1</translation>
    </message>
    <message>
        <source>the model&apos;s reply has no text</source>
        <translation>odgovor modela nema teksta</translation>
    </message>
    <message>
        <source>the rewrite has a number that is not in the analysis: &quot;%1&quot;</source>
        <translation>prerađeni tekst sadrži broj kojeg nema u analizi: &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>Highlighters</name>
    <message>
        <source>built-in</source>
        <translation>ugrađeni</translation>
    </message>
</context>
<context>
    <name>Polygon::AboutDialog</name>
    <message>
        <source>Prompt highlighter</source>
        <translation>Isticanje sintakse prompta</translation>
    </message>
    <message>
        <source>About Polygon</source>
        <translation>O programu Polygon</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Polygon %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Polygon %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>A workbench for people who build LLM phone and voice agents: lint the prompt, let simulated callers talk to the agent through recognition noise and faulty tools, grade the conversations, and compare configurations turn by turn.</source>
        <translation>Radno okruženje za one koji izrađuju LLM telefonske i glasovne agente: provjerite prompt, pustite simulirane pozivatelje da razgovaraju s agentom unatoč šumu prepoznavanja govora i neispravnim alatima, ocijenite razgovore i usporedite konfiguracije repliku po repliku.</translation>
    </message>
    <message>
        <source>Copy Versions</source>
        <translation>Kopiraj verzije</translation>
    </message>
</context>
<context>
    <name>Polygon::ApiKeyLookup</name>
    <message>
        <source>cannot read the keychain entry &quot;%1&quot;: %2</source>
        <translation>nije moguće pročitati unos &quot;%1&quot; iz privjeska ključeva: %2</translation>
    </message>
    <message>
        <source>the profile names the keychain entry &quot;%1&quot;, but this build of Polygon has no keychain support</source>
        <translation>profil navodi unos &quot;%1&quot; iz privjeska ključeva, ali ova izgradnja Polygona nema podršku za privjesak ključeva</translation>
    </message>
    <message>
        <source>no system keychain service is available here (%1). Set the environment variable named in &quot;api_key_env&quot; instead.</source>
        <translation>ovdje nije dostupna nijedna usluga sustavskog privjeska ključeva (%1). Umjesto toga postavite varijablu okoline navedenu u &quot;api_key_env&quot;.</translation>
    </message>
    <message>
        <source>no D-Bus session bus</source>
        <translation>nema D-Bus sabirnice sesije</translation>
    </message>
    <message>
        <source>the system keychain has no entry &quot;%1&quot;: store the key with Settings ▸ Model Providers ▸ Store API Key in the System Keychain…</source>
        <translation>sustavski privjesak ključeva nema unos &quot;%1&quot;: spremite ključ putem Postavke ▸ Pružatelji modela ▸ Spremi API ključ u sustavski privjesak ključeva…</translation>
    </message>
</context>
<context>
    <name>Polygon::ApiKeyStore</name>
    <message>
        <source>name the keychain entry first</source>
        <translation>najprije navedite unos u privjesku ključeva</translation>
    </message>
    <message>
        <source>the API key is empty</source>
        <translation>API ključ je prazan</translation>
    </message>
    <message>
        <source>the system keychain refused access</source>
        <translation>sustavski privjesak ključeva odbio je pristup</translation>
    </message>
    <message>
        <source>cannot store the key in the keychain entry &quot;%1&quot;: %2</source>
        <translation>nije moguće spremiti ključ u unos &quot;%1&quot; u privjesku ključeva: %2</translation>
    </message>
    <message>
        <source>this build of Polygon has no keychain support. Set the environment variable named in &quot;api_key_env&quot; instead.</source>
        <translation>ova izgradnja Polygona nema podršku za privjesak ključeva. Umjesto toga postavite varijablu okoline navedenu u &quot;api_key_env&quot;.</translation>
    </message>
</context>
<context>
    <name>Polygon::ChartsPage</name>
    <message>
        <source>Export PNG…</source>
        <translation>Izvezi PNG…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>Izvezi SVG…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chart&lt;/b&gt;</source>
        <translation>&lt;b&gt;Grafikon&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Grafikon</translation>
    </message>
    <message>
        <source>Criterion means per run</source>
        <translation>Prosjeci kriterija po pokretanju</translation>
    </message>
    <message>
        <source>Composite distribution</source>
        <translation>Raspodjela ukupnih ocjena</translation>
    </message>
    <message>
        <source>Probe conformance (95 % Wilson interval)</source>
        <translation>Sukladnost proba (Wilsonov interval 95 %)</translation>
    </message>
    <message>
        <source>pass^k</source>
        <translation>pass^k</translation>
    </message>
    <message>
        <source>Probe trend across runs</source>
        <translation>Kretanje probe kroz pokretanja</translation>
    </message>
    <message>
        <source>Sweep: parameter against composite mean</source>
        <translation>Pretraga: parametar prema prosječnoj ukupnoj ocjeni</translation>
    </message>
    <message>
        <source>Probe or parameter</source>
        <translation>Proba ili parametar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Graded runs&lt;/b&gt; (oldest first)</source>
        <translation>&lt;b&gt;Ocijenjena pokretanja&lt;/b&gt; (najstarija prva)</translation>
    </message>
    <message>
        <source>Graded runs</source>
        <translation>Ocijenjena pokretanja</translation>
    </message>
    <message>
        <source>Reading the runs…</source>
        <translation>Čitanje pokretanja…</translation>
    </message>
    <message>
        <source>%1, graded under rubric %2</source>
        <translation>%1, ocijenjeno prema rubrici %2</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s)…</source>
        <translation>
            <numerusform>Čitanje %n pokretanja…</numerusform>
            <numerusform>Čitanje %n pokretanja…</numerusform>
            <numerusform>Čitanje %n pokretanja…</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick one or more graded runs to chart them.</source>
        <translation>Označite jedno ili više ocijenjenih pokretanja da biste ih prikazali na grafikonu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;These runs were graded under %n different rubric versions, and a chart never puts two rubric versions together: their scores are not on the same scale.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Chart one version at a time, or grade the runs again under one rubric.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Za ocjenjivanje ovih pokretanja korištena je %n različita verzija rubrike, a grafikon nikada ne spaja dvije verzije rubrike: njihove ocjene nisu na istoj skali.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Crtajte grafikon za jednu po jednu verziju ili ponovno ocijenite pokretanja prema jednoj rubrici.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Za ocjenjivanje ovih pokretanja korištene su %n različite verzije rubrike, a grafikon nikada ne spaja dvije verzije rubrike: njihove ocjene nisu na istoj skali.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Crtajte grafikon za jednu po jednu verziju ili ponovno ocijenite pokretanja prema jednoj rubrici.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Za ocjenjivanje ovih pokretanja korišteno je %n različitih verzija rubrike, a grafikon nikada ne spaja dvije verzije rubrike: njihove ocjene nisu na istoj skali.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Crtajte grafikon za jednu po jednu verziju ili ponovno ocijenite pokretanja prema jednoj rubrici.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chart %1 alone (%n run(s))</source>
        <translation>
            <numerusform>Grafikon samo za %1 (%n pokretanje)</numerusform>
            <numerusform>Grafikon samo za %1 (%n pokretanja)</numerusform>
            <numerusform>Grafikon samo za %1 (%n pokretanja)</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean score of each criterion (1–5), rubric %1</source>
        <translation>Prosječna ocjena svakog kriterija (1–5), rubrika %1</translation>
    </message>
    <message>
        <source>mean score</source>
        <translation>prosječna ocjena</translation>
    </message>
    <message>
        <source>Composites of the graded conversations, in bands of 10</source>
        <translation>Ukupne ocjene ocijenjenih razgovora, u razredima od 10</translation>
    </message>
    <message>
        <source>composite</source>
        <translation>ukupna ocjena</translation>
    </message>
    <message>
        <source>conversations</source>
        <translation>razgovori</translation>
    </message>
    <message>
        <source>No probe of these runs has an answer with a known polarity: nothing to chart.</source>
        <translation>Nijedna proba ovih pokretanja nema odgovor poznate polarnosti: nema se što prikazati.</translation>
    </message>
    <message>
        <source>Probe conformance with 95 % Wilson intervals</source>
        <translation>Sukladnost proba s Wilsonovim intervalima od 95 %</translation>
    </message>
    <message>
        <source>conforming answers (%)</source>
        <translation>sukladni odgovori (%)</translation>
    </message>
    <message>
        <source>pass^k: the chance that k repeats of a caller all pass</source>
        <translation>pass^k: vjerojatnost da svih k ponavljanja pozivatelja prođe</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>These runs asked no probe.</source>
        <translation>Ova pokretanja nisu postavila nijednu probu.</translation>
    </message>
    <message>
        <source>Conformance of %1 across runs (a new line where its wording changed)</source>
        <translation>Sukladnost za %1 kroz pokretanja (nova linija gdje se formulacija promijenila)</translation>
    </message>
    <message>
        <source>question changed here</source>
        <translation>ovdje je promijenjeno pitanje</translation>
    </message>
    <message>
        <source>wording %1</source>
        <translation>formulacija %1</translation>
    </message>
    <message>
        <source>None of these runs is a sweep point: run polygon-cli sweep, then tick its points.</source>
        <translation>Nijedno od ovih pokretanja nije točka pretrage: pokrenite polygon-cli sweep, zatim označite njezine točke.</translation>
    </message>
    <message>
        <source>Sweep: %1 against the composite mean</source>
        <translation>Pretraga: %1 prema prosječnoj ukupnoj ocjeni</translation>
    </message>
    <message>
        <source>No ticked sweep point has a composite.</source>
        <translation>Nijedna označena točka pretrage nema ukupnu ocjenu.</translation>
    </message>
    <message>
        <source>composite mean</source>
        <translation>prosječna ukupna ocjena</translation>
    </message>
    <message>
        <source>There is no chart on screen to export.</source>
        <translation>Na zaslonu nema grafikona za izvoz.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Nije moguće zapisati %1.</translation>
    </message>
    <message>
        <source>Export Chart as SVG</source>
        <translation>Izvoz grafikona kao SVG</translation>
    </message>
    <message>
        <source>Export Chart as PNG</source>
        <translation>Izvoz grafikona kao PNG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG slike (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG slike (*.png)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Izvoz grafikona</translation>
    </message>
</context>
<context>
    <name>Polygon::CompareRunsDialog</name>
    <message>
        <source>Compare Runs</source>
        <translation>Usporedba pokretanja</translation>
    </message>
    <message>
        <source>Tick two or more graded runs. They are compared in the order listed (oldest first): the first is the baseline.</source>
        <translation>Označite dva ili više ocijenjenih pokretanja. Uspoređuju se redoslijedom kojim su navedena (najstarija prva): prvo je referentno.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Pokretanja</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Usporedi</translation>
    </message>
    <message>
        <source>Reading the runs…</source>
        <translation>Čitanje pokretanja…</translation>
    </message>
    <message>
        <source>%1 — %2 on %3, %4 conversations, %5</source>
        <translation>%1 — %2 na %3, razgovora: %4, %5</translation>
    </message>
    <message>
        <source>every persona</source>
        <translation>sve persone</translation>
    </message>
    <message>
        <source>Not graded: grade it first (polygon-cli grade WORKSPACE %1 --offline, or run with grading on)</source>
        <translation>Nije ocijenjeno: najprije ga ocijenite (polygon-cli grade WORKSPACE %1 --offline ili pokrenite s uključenim ocjenjivanjem)</translation>
    </message>
    <message numerus="yes">
        <source>This workspace has %n graded run(s); a comparison needs two.</source>
        <translation>
            <numerusform>Ovaj radni prostor ima %n ocijenjeno pokretanje; za usporedbu su potrebna dva.</numerusform>
            <numerusform>Ovaj radni prostor ima %n ocijenjena pokretanja; za usporedbu su potrebna dva.</numerusform>
            <numerusform>Ovaj radni prostor ima %n ocijenjenih pokretanja; za usporedbu su potrebna dva.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::ComparisonPage</name>
    <message>
        <source>the speakers differ</source>
        <translation>govornici se razlikuju</translation>
    </message>
    <message>
        <source>the tool calls differ</source>
        <translation>pozivi alata se razlikuju</translation>
    </message>
    <message>
        <source>one ends or transfers the call and the other does not</source>
        <translation>jedan završava ili preusmjerava poziv, a drugi ne</translation>
    </message>
    <message>
        <source>the wording differs (similarity %1)</source>
        <translation>formulacija se razlikuje (sličnost %1)</translation>
    </message>
    <message>
        <source>one conversation has ended and the other goes on</source>
        <translation>jedan je razgovor završio, a drugi se nastavlja</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <source>Only rows every run scored</source>
        <translation>Samo retci s ocjenom u svim pokretanjima</translation>
    </message>
    <message>
        <source>Comparing the runs…</source>
        <translation>Uspoređivanje pokretanja…</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>Kartice rezultata</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>Caller type</source>
        <translation>Vrsta pozivatelja</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Težina</translation>
    </message>
    <message>
        <source>Intended outcome</source>
        <translation>Željeni ishod</translation>
    </message>
    <message>
        <source>Filter scenarios</source>
        <translation>Filtriraj scenarije</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenarios&lt;/b&gt;, widest spread first</source>
        <translation>&lt;b&gt;Scenariji&lt;/b&gt;, najveći raspon prvi</translation>
    </message>
    <message>
        <source>Scenario matrix</source>
        <translation>Matrica scenarija</translation>
    </message>
    <message>
        <source>Left run</source>
        <translation>Lijevo pokretanje</translation>
    </message>
    <message>
        <source>Right run</source>
        <translation>Desno pokretanje</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Ponavljanje</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>Lijevo:</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Desno:</translation>
    </message>
    <message>
        <source>Repeat:</source>
        <translation>Ponavljanje:</translation>
    </message>
    <message>
        <source>Choose a cell of the matrix to see its conversations side by side.</source>
        <translation>Odaberite ćeliju matrice da biste vidjeli njezine razgovore jedan uz drugi.</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Usporedba</translation>
    </message>
    <message>
        <source>Compare %1</source>
        <translation>Usporedba %1</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>Usporedba je otkazana.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n run(s) compared&lt;/b&gt; under rubric %1. Scores are mean composites of each scenario&apos;s graded conversations; a missing score is never counted as zero.</source>
        <translation>
            <numerusform>&lt;b&gt;Uspoređeno %n pokretanje&lt;/b&gt; prema rubrici %1. Ocjene su prosjeci ukupnih ocjena ocijenjenih razgovora svakog scenarija; ocjena koja nedostaje nikada se ne računa kao nula.</numerusform>
            <numerusform>&lt;b&gt;Uspoređena %n pokretanja&lt;/b&gt; prema rubrici %1. Ocjene su prosjeci ukupnih ocjena ocijenjenih razgovora svakog scenarija; ocjena koja nedostaje nikada se ne računa kao nula.</numerusform>
            <numerusform>&lt;b&gt;Uspoređeno %n pokretanja&lt;/b&gt; prema rubrici %1. Ocjene su prosjeci ukupnih ocjena ocijenjenih razgovora svakog scenarija; ocjena koja nedostaje nikada se ne računa kao nula.</numerusform>
        </translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Razgovori</translation>
    </message>
    <message>
        <source>Graded</source>
        <translation>Ocijenjeno</translation>
    </message>
    <message>
        <source>Composite mean</source>
        <translation>Prosječna ukupna ocjena</translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation>Standardna devijacija</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Prolaz</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Upozorenje</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Pad</translation>
    </message>
    <message>
        <source>Not scored</source>
        <translation>Bez ocjene</translation>
    </message>
    <message>
        <source>pass^k</source>
        <translation>pass^k</translation>
    </message>
    <message>
        <source>Gates failed</source>
        <translation>Neispunjeni uvjeti</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokeni</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Trošak</translation>
    </message>
    <message>
        <source>Criterion: %1</source>
        <translation>Kriterij: %1</translation>
    </message>
    <message>
        <source>Every caller type</source>
        <translation>Sve vrste pozivatelja</translation>
    </message>
    <message>
        <source>Any difficulty</source>
        <translation>Bilo koja težina</translation>
    </message>
    <message>
        <source>Difficulty %1</source>
        <translation>Težina %1</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Bilo koji ishod</translation>
    </message>
    <message>
        <source>Wants %1</source>
        <translation>Cilj: %1</translation>
    </message>
    <message>
        <source>Reading the conversations…</source>
        <translation>Čitanje razgovora…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no conversation of %2, repeat %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: nema razgovora za %2, ponavljanje %3</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (%n turn(s))</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2 (%n replika)</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2 (%n replike)</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2 (%n replika)</numerusform>
        </translation>
    </message>
    <message>
        <source>The same run on both sides: choose another run on the right.</source>
        <translation>Na obje strane je isto pokretanje: odaberite drugo pokretanje desno.</translation>
    </message>
    <message>
        <source>No divergence to show: one of the runs has no finished conversation of this scenario and repeat.</source>
        <translation>Nema razilaženja za prikaz: jedno od pokretanja nema dovršen razgovor za ovaj scenarij i ponavljanje.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No divergence&lt;/b&gt;: the two conversations agree turn by turn.</source>
        <translation>&lt;b&gt;Nema razilaženja&lt;/b&gt;: dva se razgovora podudaraju repliku po repliku.</translation>
    </message>
    <message>
        <source>&lt;b&gt;▶ Divergence at turn %1&lt;/b&gt; of %2, repeat %3: %4. Both transcripts are scrolled to that turn.</source>
        <translation>&lt;b&gt;▶ Razilaženje na replici %1&lt;/b&gt; u %2, ponavljanje %3: %4. Oba su transkripta pomaknuta na tu repliku.</translation>
    </message>
</context>
<context>
    <name>Polygon::ConversationPage</name>
    <message>
        <source>&lt;i&gt;Loading…&lt;/i&gt;</source>
        <translation>&lt;i&gt;Učitavanje…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Razgovor</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; persona &lt;b&gt;%2&lt;/b&gt;, scenario set &lt;b&gt;%3&lt;/b&gt;, repeat %4 &amp;nbsp;·&amp;nbsp; %5, %n turn(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; persona &lt;b&gt;%2&lt;/b&gt;, skup scenarija &lt;b&gt;%3&lt;/b&gt;, ponavljanje %4 &amp;nbsp;·&amp;nbsp; %5, %n replika</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; persona &lt;b&gt;%2&lt;/b&gt;, skup scenarija &lt;b&gt;%3&lt;/b&gt;, ponavljanje %4 &amp;nbsp;·&amp;nbsp; %5, %n replike</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; persona &lt;b&gt;%2&lt;/b&gt;, skup scenarija &lt;b&gt;%3&lt;/b&gt;, ponavljanje %4 &amp;nbsp;·&amp;nbsp; %5, %n replika</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nema)</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>pokretanje %1</translation>
    </message>
</context>
<context>
    <name>Polygon::ConversationStatus</name>
    <message>
        <source>pending</source>
        <translation>na čekanju</translation>
    </message>
    <message>
        <source>running</source>
        <translation>u tijeku</translation>
    </message>
    <message>
        <source>done</source>
        <translation>završen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>neuspio</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>otkazan</translation>
    </message>
</context>
<context>
    <name>Polygon::ConversationView</name>
    <message>
        <source>Transcript</source>
        <translation>Transkript</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>Kopiraj kao JSON</translation>
    </message>
    <message>
        <source>Copy the conversation as FORMATS.md §1 JSON</source>
        <translation>Kopiraj razgovor kao JSON prema FORMATS.md §1</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Traži…</translation>
    </message>
    <message>
        <source>Find in the transcript (Ctrl+F)</source>
        <translation>Traži u transkriptu (Ctrl+F)</translation>
    </message>
    <message>
        <source>Find in transcript</source>
        <translation>Traži u transkriptu</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Prethodni</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Sljedeći</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>nema pogodaka</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n replika</numerusform>
            <numerusform>%n replike</numerusform>
            <numerusform>%n replika</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 od %2</translation>
    </message>
</context>
<context>
    <name>Polygon::EndReason</name>
    <message>
        <source>agent ended</source>
        <translation>agent završio</translation>
    </message>
    <message>
        <source>transferred</source>
        <translation>preusmjeren</translation>
    </message>
    <message>
        <source>caller hung up</source>
        <translation>pozivatelj prekinuo</translation>
    </message>
    <message>
        <source>turn limit</source>
        <translation>ograničenje replika</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>petlja</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>otkazan</translation>
    </message>
    <message>
        <source>error</source>
        <translation>greška</translation>
    </message>
</context>
<context>
    <name>Polygon::EventTimeline</name>
    <message>
        <source>Timeline of the call&apos;s events</source>
        <translation>Vremenska crta događaja poziva</translation>
    </message>
    <message>
        <source>Call status</source>
        <translation>Status poziva</translation>
    </message>
    <message>
        <source>Caller audio</source>
        <translation>Zvuk pozivatelja</translation>
    </message>
    <message>
        <source>Assistant audio</source>
        <translation>Zvuk asistenta</translation>
    </message>
    <message>
        <source>Interruptions</source>
        <translation>Prekidanja</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Alati</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ishod</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Izmjereno</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>replika %1</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>status %1</translation>
    </message>
    <message>
        <source>operation %1</source>
        <translation>operacija %1</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>radnja %1</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>pokušaj %1</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>klasa %1</translation>
    </message>
    <message>
        <source>effect: yes</source>
        <translation>učinak: da</translation>
    </message>
    <message>
        <source>effect: no</source>
        <translation>učinak: ne</translation>
    </message>
    <message>
        <source>outcome %1</source>
        <translation>ishod %1</translation>
    </message>
    <message>
        <source>verified: yes</source>
        <translation>provjereno: da</translation>
    </message>
    <message>
        <source>verified: no</source>
        <translation>provjereno: ne</translation>
    </message>
    <message>
        <source>%1 ms: %2</source>
        <translation>%1 ms: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Select a call to see its events.</source>
        <translation>Odaberite poziv da biste vidjeli njegove događaje.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>%1 ms &gt; %2</source>
        <translation>%1 ms &gt; %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>Polygon::EvidenceCallsModel</name>
    <message>
        <source>Reachability</source>
        <translation>Dostupnost</translation>
    </message>
    <message>
        <source>Turn timing</source>
        <translation>Vrijeme odgovora</translation>
    </message>
    <message>
        <source>Interruption</source>
        <translation>Prekidanje</translation>
    </message>
    <message>
        <source>Tool effect</source>
        <translation>Učinak alata</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ishod</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Prolaz</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Pad</translation>
    </message>
    <message>
        <source>Insufficient evidence</source>
        <translation>Nedovoljno dokaza</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>Nije primjenjivo</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Poziv</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Presuda</translation>
    </message>
    <message>
        <source>First failing gate</source>
        <translation>Prva neprođena provjera</translation>
    </message>
</context>
<context>
    <name>Polygon::EvidencePage</name>
    <message>
        <source>Vapi payloads</source>
        <translation>Vapi poruke</translation>
    </message>
    <message>
        <source>Twilio status callbacks</source>
        <translation>Twilio povratni pozivi statusa</translation>
    </message>
    <message>
        <source>Retell call objects</source>
        <translation>Retell objekti poziva</translation>
    </message>
    <message>
        <source>Call events (JSON array or JSON Lines)</source>
        <translation>Događaji poziva (JSON niz ili JSON Lines)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Sve datoteke (*)</translation>
    </message>
    <message>
        <source>Open Call Events</source>
        <translation>Otvori događaje poziva</translation>
    </message>
    <message>
        <source>Call Evidence</source>
        <translation>Dokazi poziva</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>Dokazi: %1</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; expected one of: %2</source>
        <translation>nepoznat format &quot;%1&quot;; očekuje se jedan od: %2</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled: nothing is shown. Reload to read it again.</source>
        <translation>Čitanje datoteke %1 je otkazano: ništa nije prikazano. Ponovno je učitajte da biste je opet pročitali.</translation>
    </message>
    <message>
        <source>Call %1 — verdict %2</source>
        <translation>Poziv %1 — presuda %2</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n poziv</numerusform>
            <numerusform>%n poziva</numerusform>
            <numerusform>%n poziva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n događaj</numerusform>
            <numerusform>%n događaja</numerusform>
            <numerusform>%n događaja</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3; %4 passed, %5 did not. Showing %6.</source>
        <translation>%1: %2, %3; prošlo: %4, nije prošlo: %5. Prikazano: %6.</translation>
    </message>
    <message>
        <source>No event selected. Click the timeline, then move with the arrow keys.</source>
        <translation>Nije odabran nijedan događaj. Kliknite vremensku crtu, a zatim se pomičite tipkama sa strelicama.</translation>
    </message>
    <message>
        <source>Event %1 of %2: %3</source>
        <translation>Događaj %1 od %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: nije moguće zapisati datoteku: %2</translation>
    </message>
    <message>
        <source>Export Privacy Receipts</source>
        <translation>Izvoz potvrda o privatnosti</translation>
    </message>
    <message>
        <source>The secret salt that keys the pseudonymous ids (as POLYGON_RECEIPT_SALT does for polygon-cli; the same salt gives the same ids; it is not saved):</source>
        <translation>Tajna sol o kojoj ovise pseudonimni identifikatori (kao POLYGON_RECEIPT_SALT za polygon-cli; ista sol daje iste identifikatore; ne sprema se):</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Evidence Policy</source>
        <translation>Pravila provjere dokaza</translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Sve datoteke (*)</translation>
    </message>
    <message>
        <source>First failing gate: any</source>
        <translation>Prva neprođena provjera: bilo koja</translation>
    </message>
    <message>
        <source>First failing gate: %1</source>
        <translation>Prva neprođena provjera: %1</translation>
    </message>
    <message>
        <source>All gates passed</source>
        <translation>Sve provjere prođene</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otvori…</translation>
    </message>
    <message>
        <source>Open an event file or recorded provider payloads</source>
        <translation>Otvori datoteku događaja ili snimljene poruke pružatelja</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Nema datoteke</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Policy: defaults</source>
        <translation>Pravila: zadana</translation>
    </message>
    <message>
        <source>Policy: %1</source>
        <translation>Pravila: %1</translation>
    </message>
    <message>
        <source>maxFirstResponseMs %1, maxInterruptStopMs %2</source>
        <translation>maxFirstResponseMs %1, maxInterruptStopMs %2</translation>
    </message>
    <message>
        <source>Policy…</source>
        <translation>Pravila…</translation>
    </message>
    <message>
        <source>Default Policy</source>
        <translation>Zadana pravila</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Ponovno učitaj</translation>
    </message>
    <message>
        <source>Export Receipts…</source>
        <translation>Izvezi potvrde…</translation>
    </message>
    <message>
        <source>Privacy receipts of the calls shown, as polygon-cli evidence --receipts writes them</source>
        <translation>Potvrde o privatnosti prikazanih poziva, onakve kakve zapisuje polygon-cli evidence --receipts</translation>
    </message>
    <message>
        <source>Open a file of content-free call events, or recorded Vapi, Twilio or Retell payloads.</source>
        <translation>Otvorite datoteku događaja poziva bez sadržaja ili snimljene Vapi, Twilio ili Retell poruke.</translation>
    </message>
    <message>
        <source>Reading and checking %1…</source>
        <translation>Čitanje i provjera datoteke %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <source>First failing gate</source>
        <translation>Prva neprođena provjera</translation>
    </message>
    <message>
        <source>Filter calls</source>
        <translation>Filtriraj pozive</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Pozivi</translation>
    </message>
</context>
<context>
    <name>Polygon::FileEditor</name>
    <message>
        <source>the editor has no file</source>
        <translation>u uređivaču nije otvorena datoteka</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Ponovno &amp;učitaj</translation>
    </message>
    <message>
        <source>Replace the text with the file on disk (Undo brings yours back)</source>
        <translation>Zamijeni tekst datotekom s diska (Poništi vraća vaš tekst)</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>&amp;Zadrži moje</translation>
    </message>
    <message>
        <source>Keep the text in the editor; saving will ask before overwriting the file</source>
        <translation>Zadrži tekst u uređivaču; spremanje će pitati prije prepisivanja datoteke</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Traži</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Prethodni pogodak (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Sljedeći pogodak (F3)</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Zatvori traku za traženje (Esc)</translation>
    </message>
    <message>
        <source>%1 has changed on disk.</source>
        <translation>%1 je promijenjen na disku.</translation>
    </message>
    <message>
        <source>%1 has been deleted or renamed on disk.</source>
        <translation>%1 je izbrisan ili preimenovan na disku.</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nije pronađeno</translation>
    </message>
    <message>
        <source>Search wrapped</source>
        <translation>Pretraživanje je krenulo ispočetka</translation>
    </message>
    <message>
        <source>the file has changed on disk since it was opened</source>
        <translation>datoteka je promijenjena na disku otkad je otvorena</translation>
    </message>
</context>
<context>
    <name>Polygon::GateStrip</name>
    <message>
        <source>Never connected; last status: %1</source>
        <translation>Veza nije uspostavljena; posljednji status: %1</translation>
    </message>
    <message>
        <source>Connected: in progress or completed</source>
        <translation>Povezano: u tijeku ili završeno</translation>
    </message>
    <message>
        <source>No call status at all</source>
        <translation>Nema nijednog statusa poziva</translation>
    </message>
    <message>
        <source>Every first response within the limit</source>
        <translation>Svaki prvi odgovor unutar ograničenja</translation>
    </message>
    <message>
        <source>A first response was too slow</source>
        <translation>Jedan prvi odgovor bio je prespor</translation>
    </message>
    <message>
        <source>Caller speech without an audio stop: not estimated</source>
        <translation>Govor pozivatelja bez zaustavljanja zvuka: nije procijenjeno</translation>
    </message>
    <message>
        <source>No turn to measure</source>
        <translation>Nema replike za mjerenje</translation>
    </message>
    <message>
        <source>The caller never interrupted</source>
        <translation>Pozivatelj nikad nije prekinuo</translation>
    </message>
    <message>
        <source>The assistant stopped in time after every interruption</source>
        <translation>Asistent se nakon svakog prekidanja zaustavio na vrijeme</translation>
    </message>
    <message>
        <source>The assistant stopped too late after an interruption</source>
        <translation>Asistent se nakon prekidanja zaustavio prekasno</translation>
    </message>
    <message>
        <source>No assistant audio stop after an interruption</source>
        <translation>Nakon prekidanja zvuk asistenta nije se zaustavio</translation>
    </message>
    <message>
        <source>No tool request</source>
        <translation>Nema zahtjeva alatu</translation>
    </message>
    <message>
        <source>Every operation has a receipt with an effect</source>
        <translation>Svaka operacija ima potvrdu s učinkom</translation>
    </message>
    <message>
        <source>A timed-out operation was retried blindly under a new id</source>
        <translation>Operacija kojoj je isteklo vrijeme naslijepo je ponovljena pod novim id-om</translation>
    </message>
    <message>
        <source>An operation has no receipt</source>
        <translation>Operacija nema potvrdu</translation>
    </message>
    <message>
        <source>An operation&apos;s receipts show no effect</source>
        <translation>Potvrde operacije ne pokazuju učinak</translation>
    </message>
    <message>
        <source>No outcome requested</source>
        <translation>Nije zatražen nijedan ishod</translation>
    </message>
    <message>
        <source>Every requested outcome verified</source>
        <translation>Svaki zatraženi ishod je provjeren</translation>
    </message>
    <message>
        <source>A requested outcome was never verified</source>
        <translation>Jedan zatraženi ishod nikad nije provjeren</translation>
    </message>
    <message>
        <source>A requested outcome was checked and not achieved</source>
        <translation>Jedan zatraženi ishod je provjeren i nije postignut</translation>
    </message>
    <message>
        <source>%1 ms &gt; %2 ms</source>
        <translation>%1 ms &gt; %2 ms</translation>
    </message>
    <message>
        <source>%1 ms ≤ %2 ms</source>
        <translation>%1 ms ≤ %2 ms</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Polygon::GradeView</name>
    <message>
        <source>Probes</source>
        <translation>Probe</translation>
    </message>
    <message>
        <source>Save verdict</source>
        <translation>Spremi presudu</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Ocjena</translation>
    </message>
    <message>
        <source>Grading:</source>
        <translation>Ocjenjivanje:</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterij</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ocjena</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Dokazi</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>Kriteriji</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Proba</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Odgovor</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Obrazloženje</translation>
    </message>
    <message>
        <source>Probe answers</source>
        <translation>Odgovori na probe</translation>
    </message>
    <message>
        <source>Your verdict</source>
        <translation>Vaša presuda</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Fail</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Your score for %1 (%2 to %3), or – for none</source>
        <translation>Vaša ocjena za %1 (od %2 do %3) ili – ako je nema</translation>
    </message>
    <message>
        <source>Your verdict is saved.</source>
        <translation>Vaša presuda je spremljena.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Spremljeno %1.</translation>
    </message>
    <message>
        <source>No verdict of yours yet.</source>
        <translation>Još nema vaše presude.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Not graded. Grade the run (polygon-cli grade WORKSPACE RUN) to see scores.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Nije ocijenjeno. Ocijenite pokretanje (polygon-cli grade WORKSPACE RUN) kako biste vidjeli ocjene.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;This conversation was not judged in this grading.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Ocjenjivač nije ocijenio ovaj razgovor u ovom ocjenjivanju.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Judge: %1 · profile %2 · model %3 · rubric %4</source>
        <translation>Ocjenjivač: %1 · profil %2 · model %3 · rubrika %4</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>nije ocijenjeno</translation>
    </message>
    <message>
        <source>band: %1</source>
        <translation>raspon: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nema</translation>
    </message>
    <message>
        <source>No gate tripped.</source>
        <translation>Nijedna blokada nije aktivirana.</translation>
    </message>
    <message>
        <source>Gates tripped: %1</source>
        <translation>Aktivirane blokade: %1</translation>
    </message>
    <message>
        <source>Partial: some criteria are not scored, the composite covers the rest.</source>
        <translation>Djelomično: neki kriteriji nisu ocijenjeni, ukupna ocjena obuhvaća ostale.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nepoznato</translation>
    </message>
    <message>
        <source>repeat %1</source>
        <translation>ponavljanje %1</translation>
    </message>
    <message>
        <source>unreadable repeat: %1</source>
        <translation>nečitljivo ponavljanje: %1</translation>
    </message>
    <message>
        <source>no rule scores this criterion</source>
        <translation>nijedno pravilo ne ocjenjuje ovaj kriterij</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>nedostaje</translation>
    </message>
    <message>
        <source>no score in this repeat: counts as %1</source>
        <translation>nema ocjene u ovom ponavljanju: računa se kao %1</translation>
    </message>
    <message>
        <source>no evidence given</source>
        <translation>nisu navedeni dokazi</translation>
    </message>
    <message>
        <source>“%1” — invented: not in the transcript, score dropped</source>
        <translation>„%1“ — izmišljeno: nije u transkriptu, ocjena odbačena</translation>
    </message>
    <message>
        <source>“%1” — turn %2</source>
        <translation>„%1“ — replika %2</translation>
    </message>
    <message>
        <source>Click to show this quote in the transcript</source>
        <translation>Kliknite kako biste ovaj citat prikazali u transkriptu</translation>
    </message>
    <message>
        <source>“%1” — not found in the transcript</source>
        <translation>„%1“ — nije pronađeno u transkriptu</translation>
    </message>
    <message>
        <source>(no reason stored)</source>
        <translation>(obrazloženje nije spremljeno)</translation>
    </message>
    <message>
        <source>No probe answers in this grading.</source>
        <translation>U ovom ocjenjivanju nema odgovora na probe.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>da</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>nije primjenjivo</translation>
    </message>
</context>
<context>
    <name>Polygon::ImportWizard</name>
    <message>
        <source>the import was cancelled</source>
        <translation>uvoz je otkazan</translation>
    </message>
    <message>
        <source>Skip records that cannot be read (each is listed)</source>
        <translation>Preskoči zapise koji se ne mogu pročitati (svaki se navodi)</translation>
    </message>
    <message>
        <source>Cancel Import</source>
        <translation>Otkaži uvoz</translation>
    </message>
    <message>
        <source>Grade the imported calls now (rule judge, offline)</source>
        <translation>Ocijeni uvezene pozive sada (ocjenjivač po pravilima, izvanmrežno)</translation>
    </message>
    <message>
        <source>Import Production Calls</source>
        <translation>Uvoz stvarnih poziva</translation>
    </message>
    <message>
        <source>Recorded calls</source>
        <translation>Snimljeni pozivi</translation>
    </message>
    <message>
        <source>Transcripts from production become a run that is graded and compared like any other. Checks that need a simulated caller or its ground truth are not applicable to them.</source>
        <translation>Transkripti stvarnih poziva postaju pokretanje koje se ocjenjuje i uspoređuje kao i svako drugo. Provjere kojima je potreban simulirani pozivatelj ili njegovi referentni podaci na njih nisu primjenjive.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Pregledaj…</translation>
    </message>
    <message>
        <source>Polygon conversations (JSON, JSON array or JSON Lines)</source>
        <translation>Polygon razgovori (JSON, JSON niz ili JSON Lines)</translation>
    </message>
    <message>
        <source>Vapi call objects or end-of-call reports</source>
        <translation>Vapi objekti poziva ili izvještaji o kraju poziva</translation>
    </message>
    <message>
        <source>Retell call objects</source>
        <translation>Retell objekti poziva</translation>
    </message>
    <message>
        <source>CSV: conversation, speaker, text[, time]</source>
        <translation>CSV: conversation, speaker, text[, time]</translation>
    </message>
    <message>
        <source>made from the date and time</source>
        <translation>sastavlja se od datuma i vremena</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datoteka:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat:</translation>
    </message>
    <message>
        <source>Run &amp;name:</source>
        <translation>&amp;Naziv pokretanja:</translation>
    </message>
    <message>
        <source>Recorded Calls</source>
        <translation>Snimljeni pozivi</translation>
    </message>
    <message>
        <source>Calls (*.json *.jsonl *.csv);;All files (*)</source>
        <translation>Pozivi (*.json *.jsonl *.csv);;Sve datoteke (*)</translation>
    </message>
    <message>
        <source>Importing</source>
        <translation>Uvoz</translation>
    </message>
    <message>
        <source>Import problems</source>
        <translation>Problemi pri uvozu</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Sljedeći koraci</translation>
    </message>
    <message>
        <source>Then &amp;compare with:</source>
        <translation>Zatim &amp;usporedi s:</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Čitanje datoteke %1…</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was stored.</source>
        <translation>Uvoz je otkazan: ništa nije spremljeno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing was imported.&lt;/b&gt; Fix the file (or tick &quot;Skip records that cannot be read&quot;) and go back to try again.</source>
        <translation>&lt;b&gt;Ništa nije uvezeno.&lt;/b&gt; Ispravite datoteku (ili označite &quot;Preskoči zapise koji se ne mogu pročitati&quot;) i vratite se natrag da biste pokušali ponovno.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s)</source>
        <translation>
            <numerusform>Uvezen je %n razgovor</numerusform>
            <numerusform>Uvezena su %n razgovora</numerusform>
            <numerusform>Uvezeno je %n razgovora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n turn(s))</source>
        <translation>
            <numerusform>(%n replika)</numerusform>
            <numerusform>(%n replike)</numerusform>
            <numerusform>(%n replika)</numerusform>
        </translation>
    </message>
    <message>
        <source>as run &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>kao pokretanje &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) without a transcript were passed over.</source>
        <translation>
            <numerusform>%n zapis bez transkripta je preskočen.</numerusform>
            <numerusform>%n zapisa bez transkripta su preskočena.</numerusform>
            <numerusform>%n zapisa bez transkripta je preskočeno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) could not be read and were skipped:</source>
        <translation>
            <numerusform>%n zapis nije bilo moguće pročitati pa je preskočen:</numerusform>
            <numerusform>%n zapisa nije bilo moguće pročitati pa su preskočena:</numerusform>
            <numerusform>%n zapisa nije bilo moguće pročitati pa je preskočeno:</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>nije moguće pročitati datoteku: %1</translation>
    </message>
    <message>
        <source>No comparison</source>
        <translation>Bez usporedbe</translation>
    </message>
    <message>
        <source>The run cannot be graded.</source>
        <translation>Pokretanje se ne može ocijeniti.</translation>
    </message>
    <message>
        <source>Grading…</source>
        <translation>Ocjenjivanje…</translation>
    </message>
</context>
<context>
    <name>Polygon::LintFindingsPanel</name>
    <message>
        <source>Line</source>
        <translation>Redak</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Os</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Razina</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Nalaz</translation>
    </message>
    <message>
        <source>%1 (the other end: line %2)</source>
        <translation>%1 (drugi kraj: redak %2)</translation>
    </message>
</context>
<context>
    <name>Polygon::LintScoreStrip</name>
    <message>
        <source>Prompt analysis scores</source>
        <translation>Ocjene analize prompta</translation>
    </message>
    <message>
        <source>Prompt analysis: waiting for the first result</source>
        <translation>Analiza prompta: čeka se prvi rezultat</translation>
    </message>
    <message>
        <source>Prompt analysis, 0 to 1, higher is worse:</source>
        <translation>Analiza prompta, od 0 do 1, veće je lošije:</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>Polygon::LiveRunModel</name>
    <message>
        <source>running</source>
        <translation>u tijeku</translation>
    </message>
    <message>
        <source>error</source>
        <translation>pogreška</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>otkazano</translation>
    </message>
    <message>
        <source>ended: %1</source>
        <translation>završeno: %1</translation>
    </message>
    <message>
        <source>Caller</source>
        <translation>Pozivatelj</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Replike</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Presuda</translation>
    </message>
    <message>
        <source>Composite</source>
        <translation>Ukupna ocjena</translation>
    </message>
</context>
<context>
    <name>Polygon::MainWindow</name>
    <message>
        <source>Loading %1…</source>
        <translation>Učitavanje %1…</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Radni prostor</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datoteka</translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation>&amp;Otvori radni prostor…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otvori &amp;nedavno</translation>
    </message>
    <message>
        <source>Open &amp;Example Workspace</source>
        <translation>Otvori &amp;primjer radnog prostora</translation>
    </message>
    <message>
        <source>Re&amp;load Workspace</source>
        <translation>Ponovno &amp;učitaj radni prostor</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spremi</translation>
    </message>
    <message>
        <source>Save &amp;All</source>
        <translation>Spremi s&amp;ve</translation>
    </message>
    <message>
        <source>&amp;Close File</source>
        <translation>&amp;Zatvori datoteku</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Izađi</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Prikaz</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Po&amp;stavke</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jezik</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Jezik sustava</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Po&amp;moć</translation>
    </message>
    <message>
        <source>&amp;About Polygon</source>
        <translation>&amp;O programu Polygon</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qtu</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Očisti popis</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Otvori radni prostor</translation>
    </message>
    <message>
        <source>The example workspace is not installed with this build of Polygon.</source>
        <translation>Primjer radnog prostora nije instaliran uz ovu verziju programa Polygon.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n persona(s)</source>
        <translation>
            <numerusform>%1 — %n persona</numerusform>
            <numerusform>%1 — %n persone</numerusform>
            <numerusform>%1 — %n persona</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>Učitano: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problema</numerusform>
        </translation>
    </message>
    <message>
        <source>The workspace has problems; fix them and save to reload.</source>
        <translation>Radni prostor ima problema; ispravite ih i spremite kako bi se ponovno učitao.</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>Otvori datoteku</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Nije moguće otvoriti %1: %2</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spremi</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Nije moguće spremiti %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Spremljeno: %1</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Nespremljene promjene</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>Spremiti promjene u %1?</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <source>Workspace &lt;b&gt;%1&lt;/b&gt; is open: pick a prompt, persona or tool on the left.</source>
        <translation>Radni prostor &lt;b&gt;%1&lt;/b&gt; je otvoren: odaberite prompt, personu ili alat s lijeve strane.</translation>
    </message>
    <message>
        <source>The workspace at %1 has problems: see the Problems panel below.</source>
        <translation>Radni prostor u %1 ima problema: pogledajte ploču Problemi ispod.</translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation>Nijedan radni prostor nije otvoren.</translation>
    </message>
    <message>
        <source>Line %1, column %2</source>
        <translation>Redak %1, stupac %2</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Pokretanja</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Razgovor</translation>
    </message>
    <message>
        <source>&amp;New Workspace…</source>
        <translation>Novi &amp;radni prostor…</translation>
    </message>
    <message>
        <source>Opens a copy of the bundled example, so your edits never change the original</source>
        <translation>Otvara kopiju priloženog primjera, pa vaše izmjene nikad ne mijenjaju izvornik</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Po&amp;kretanje</translation>
    </message>
    <message>
        <source>&amp;New Run…</source>
        <translation>&amp;Novo pokretanje…</translation>
    </message>
    <message>
        <source>Simulate callers against an agent, watch the conversations live, grade them</source>
        <translation>Pustite simulirane pozivatelje da razgovaraju s agentom, pratite razgovore uživo i ocijenite ih</translation>
    </message>
    <message>
        <source>New Workspace: Choose or Create an Empty Folder</source>
        <translation>Novi radni prostor: odaberite ili stvorite praznu mapu</translation>
    </message>
    <message>
        <source>%1 already is a workspace: opening it.</source>
        <translation>%1 je već radni prostor: otvaram ga.</translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation>Novi radni prostor</translation>
    </message>
    <message>
        <source>Cannot create a workspace in %1: %2</source>
        <translation>Nije moguće stvoriti radni prostor u %1: %2</translation>
    </message>
    <message>
        <source>Created the workspace %1</source>
        <translation>Stvoren je radni prostor %1</translation>
    </message>
    <message>
        <source>Open Example Workspace</source>
        <translation>Otvori primjer radnog prostora</translation>
    </message>
    <message>
        <source>Polygon Example %1</source>
        <translation>Polygon primjer %1</translation>
    </message>
    <message>
        <source>no free folder name</source>
        <translation>nema slobodnog naziva mape</translation>
    </message>
    <message>
        <source>Cannot copy the example workspace to %1: %2</source>
        <translation>Nije moguće kopirati primjer radnog prostora u %1: %2</translation>
    </message>
    <message>
        <source>Copied the example workspace to %1</source>
        <translation>Primjer radnog prostora kopiran je u %1</translation>
    </message>
    <message>
        <source>%1 is not a Polygon workspace: it has no polygon.json.

Create a new workspace in this folder? Polygon adds polygon.json and the folders agents, prompts, personas, scenarios, tools, probes and providers; nothing in the folder is changed or removed.</source>
        <translation>%1 nije Polygon radni prostor: nema polygon.json.

Stvoriti novi radni prostor u ovoj mapi? Polygon dodaje polygon.json i mape agents, prompts, personas, scenarios, tools, probes i providers; ništa se u mapi ne mijenja niti briše.</translation>
    </message>
    <message>
        <source>%1 has changed on disk.</source>
        <translation>%1 je promijenjen na disku.</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Datoteka promijenjena na disku</translation>
    </message>
    <message>
        <source>%1 has changed on disk since you opened it. Overwrite it with your version?</source>
        <translation>%1 je promijenjen na disku otkad ste ga otvorili. Prepisati ga vašom verzijom?</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Prepiši</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>tab title: file name (its folder)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1[*] — Polygon</source>
        <translation>%1[*] — Polygon</translation>
    </message>
    <message>
        <source>%1[*] — %2 — Polygon</source>
        <translation>%1[*] — %2 — Polygon</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 protiv %2</translation>
    </message>
    <message>
        <source>every caller</source>
        <translation>svih pozivatelja</translation>
    </message>
    <message>
        <source>Resuming run %1</source>
        <translation>Nastavljanje pokretanja %1</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Pokretanje: %1</translation>
    </message>
    <message>
        <source>Run: resume</source>
        <translation>Pokretanje: nastavak</translation>
    </message>
    <message>
        <source>Run %1 %2</source>
        <translation>Pokretanje %1: %2</translation>
    </message>
    <message>
        <source>The run could not start: %1</source>
        <translation>Pokretanje nije moglo započeti: %1</translation>
    </message>
    <message>
        <source>Run %1 is still running here.</source>
        <translation>Pokretanje %1 ovdje je još u tijeku.</translation>
    </message>
    <message>
        <source>run %1: %2 of %3</source>
        <translation>pokretanje %1: %2 od %3</translation>
    </message>
    <message>
        <source>Runs in Progress</source>
        <translation>Pokretanja u tijeku</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) still in progress. Quit and cancel them? Every finished conversation is kept, and Run ▸ or the runs browser resumes a cancelled run later.</source>
        <translation>
            <numerusform>%n pokretanje još je u tijeku. Izaći i otkazati ga? Svaki se završeni razgovor zadržava, a otkazano pokretanje kasnije možete nastaviti preko Pokretanje ▸ ili preglednika pokretanja.</numerusform>
            <numerusform>%n pokretanja još su u tijeku. Izaći i otkazati ih? Svaki se završeni razgovor zadržava, a otkazano pokretanje kasnije možete nastaviti preko Pokretanje ▸ ili preglednika pokretanja.</numerusform>
            <numerusform>%n pokretanja još je u tijeku. Izaći i otkazati ih? Svaki se završeni razgovor zadržava, a otkazano pokretanje kasnije možete nastaviti preko Pokretanje ▸ ili preglednika pokretanja.</numerusform>
        </translation>
    </message>
    <message>
        <source>Model &amp;Providers…</source>
        <translation>&amp;Pružatelji modela…</translation>
    </message>
    <message>
        <source>Provider profiles of this workspace, which one each role uses, and their API keys</source>
        <translation>Profili pružatelja ovog radnog prostora, koji koristi svaka uloga i njihovi API ključevi</translation>
    </message>
    <message>
        <source>&amp;Review Prompt with the Judge (Tier 4)</source>
        <translation>Pregledaj prompt &amp;ocjenjivačem (razina 4)</translation>
    </message>
    <message>
        <source>The workspace&apos;s lint (or judge) profile reviews the prompt being edited; its findings join the offline ones until the next edit</source>
        <translation>Profil lint (ili judge) radnog prostora pregledava prompt koji se uređuje; njegovi nalazi pridružuju se offline nalazima do sljedeće izmjene</translation>
    </message>
    <message>
        <source>Review Prompt</source>
        <translation>Pregled prompta</translation>
    </message>
    <message>
        <source>The judge cannot be asked: %1</source>
        <translation>Ocjenjivaču se ne može poslati upit: %1</translation>
    </message>
    <message>
        <source>The judge is reviewing the prompt…</source>
        <translation>Ocjenjivač pregledava prompt…</translation>
    </message>
    <message>
        <source>Prompt &amp;History…</source>
        <translation>&amp;Povijest prompta…</translation>
    </message>
    <message>
        <source>Every kept version of the prompt being edited, by hash, with what changed</source>
        <translation>Sve čuvane verzije prompta koji uređujete, po hashu, s promjenama</translation>
    </message>
    <message>
        <source>Regenerate &amp;Stale Personas…</source>
        <translation>Ponovno generiraj &amp;zastarjele persone…</translation>
    </message>
    <message>
        <source>Generate again the personas whose prompt has changed since they were made</source>
        <translation>Ponovno generiraj persone čiji se prompt promijenio nakon što su nastale</translation>
    </message>
    <message numerus="yes">
        <source>%n persona(s) came from an earlier version of their prompt and are stale: Run ▸ Regenerate Stale Personas</source>
        <translation>
            <numerusform>%n persona nastala je iz ranije verzije svog prompta i zastarjela je: Pokretanje ▸ Ponovno generiraj zastarjele persone</numerusform>
            <numerusform>%n persone nastale su iz ranije verzije svog prompta i zastarjele su: Pokretanje ▸ Ponovno generiraj zastarjele persone</numerusform>
            <numerusform>%n persona nastalo je iz ranije verzije svog prompta i zastarjelo je: Pokretanje ▸ Ponovno generiraj zastarjele persone</numerusform>
        </translation>
    </message>
    <message>
        <source>The prompt version was saved but not kept in the history: %1</source>
        <translation>Verzija prompta je spremljena, ali nije sačuvana u povijesti: %1</translation>
    </message>
    <message>
        <source>That version is in the editor now; save to keep it, or undo.</source>
        <translation>Ta je verzija sada u uređivaču; spremite je ili poništite.</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Usporedba</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafikoni</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Pretraga</translation>
    </message>
    <message>
        <source>&amp;Compare Runs…</source>
        <translation>&amp;Usporedi pokretanja…</translation>
    </message>
    <message>
        <source>Scorecards, the scenarios ordered by spread and the turn where two versions part ways</source>
        <translation>Kartice rezultata, scenariji poredani po rasponu i replika na kojoj se dvije verzije razilaze</translation>
    </message>
    <message>
        <source>New S&amp;weep…</source>
        <translation>Nova pre&amp;traga…</translation>
    </message>
    <message>
        <source>Run and grade an agent at several points of a parameter space and rank them</source>
        <translation>Pokrenite i ocijenite agenta u nekoliko točaka prostora parametara i rangirajte ih</translation>
    </message>
    <message>
        <source>C&amp;harts…</source>
        <translation>&amp;Grafikoni…</translation>
    </message>
    <message>
        <source>Criterion means, composite distributions, probe conformance, pass^k, probe trends and sweeps over the graded runs</source>
        <translation>Prosjeci kriterija, raspodjele ukupnih ocjena, sukladnost proba, pass^k, kretanje proba i pretrage nad ocijenjenim pokretanjima</translation>
    </message>
    <message>
        <source>&amp;Import Production Calls…</source>
        <translation>Uv&amp;ezi stvarne pozive…</translation>
    </message>
    <message>
        <source>Recorded transcripts (Polygon, Vapi, Retell or CSV) as a run to grade and compare</source>
        <translation>Snimljeni transkripti (Polygon, Vapi, Retell ili CSV) kao pokretanje za ocjenjivanje i usporedbu</translation>
    </message>
    <message>
        <source>Open Call E&amp;vents…</source>
        <translation>Otvori &amp;događaje poziva…</translation>
    </message>
    <message>
        <source>Check a call&apos;s content-free events (or Vapi, Twilio, Retell payloads) for the five evidence gates</source>
        <translation>Provjeri događaje poziva bez sadržaja (ili Vapi, Twilio, Retell poruke) kroz pet provjera dokaza</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>nije moguće stvoriti mapu %1</translation>
    </message>
    <message>
        <source>Polygon Demo</source>
        <translation>Polygon demo</translation>
    </message>
    <message>
        <source>The demo could not start: %1</source>
        <translation>Demo se nije mogao pokrenuti: %1</translation>
    </message>
    <message>
        <source>Copied the demo to %1. Running and grading offline: run %2 of %3 (%4), %5 of %6 conversations…</source>
        <translation>Demo je kopiran u %1. Izvanmrežno pokretanje i ocjenjivanje: pokretanje %2 od %3 (%4), razgovor %5 od %6…</translation>
    </message>
    <message>
        <source>The demo was cancelled. %1 keeps what ran so far: open it as a workspace to look.</source>
        <translation>Demo je otkazan. U %1 ostaje sve što se dosad izvršilo: otvorite tu mapu kao radni prostor da biste pogledali.</translation>
    </message>
    <message>
        <source>The demo stopped: %1</source>
        <translation>Demo je prekinut: %1</translation>
    </message>
    <message>
        <source>Demo: %1 conversations run and graded offline in %2.</source>
        <translation>Demo: izvanmrežno pokrenuto i ocijenjeno razgovora: %1 za %2.</translation>
    </message>
    <message>
        <source>Your model profiles were not copied: %1</source>
        <translation>Vaši profili modela nisu kopirani: %1</translation>
    </message>
    <message>
        <source>The demo is ready in %1: open it as a workspace.</source>
        <translation>Demo je spreman u %1: otvorite tu mapu kao radni prostor.</translation>
    </message>
    <message>
        <source>your models</source>
        <translation>vaši modeli</translation>
    </message>
    <message>
        <source>Connect a Model</source>
        <translation>Poveži model</translation>
    </message>
    <message>
        <source>The profile is saved. Check now what the model can do (chat, tools, structured output, streaming)?</source>
        <translation>Profil je spremljen. Provjeriti sada što model može (chat, alati, strukturirani izlaz, strujanje)?</translation>
    </message>
</context>
<context>
    <name>Polygon::OpenAiProvider</name>
    <message>
        <source>the request was cancelled</source>
        <translation>zahtjev je otkazan</translation>
    </message>
    <message>
        <source>the reply is not JSON (byte %1 of %2)</source>
        <translation>odgovor nije JSON (bajt %1 od %2)</translation>
    </message>
    <message>
        <source>the reply is JSON but not the expected %1 object</source>
        <translation>odgovor je JSON, ali nije očekivani objekt %1</translation>
    </message>
    <message>
        <source>no answer within %1 ms</source>
        <translation>nema odgovora unutar %1 ms</translation>
    </message>
    <message numerus="yes">
        <source>the stream ended before the model finished (%n character(s) received)</source>
        <translation>
            <numerusform>tok je prekinut prije nego što je model završio (primljen %n znak)</numerusform>
            <numerusform>tok je prekinut prije nego što je model završio (primljena %n znaka)</numerusform>
            <numerusform>tok je prekinut prije nego što je model završio (primljeno %n znakova)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (after %n attempt(s))</source>
        <translation>
            <numerusform> (nakon %n pokušaja)</numerusform>
            <numerusform> (nakon %n pokušaja)</numerusform>
            <numerusform> (nakon %n pokušaja)</numerusform>
        </translation>
    </message>
    <message>
        <source>structured output was asked for, but the reply is not JSON</source>
        <translation>zatražen je strukturirani izlaz, ali odgovor nije JSON</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>pokretanje je otkazano</translation>
    </message>
</context>
<context>
    <name>Polygon::PersonaBatchDialog</name>
    <message>
        <source>&amp;Regenerate</source>
        <translation>&amp;Ponovno generiraj</translation>
    </message>
    <message>
        <source>Regenerate Stale Personas</source>
        <translation>Ponovno generiraj zastarjele persone</translation>
    </message>
    <message>
        <source>Personas</source>
        <translation>Persone</translation>
    </message>
    <message>
        <source>No persona is stale: every generated persona came from its prompt as it is now.</source>
        <translation>Nijedna persona nije zastarjela: svaka generirana persona nastala je iz sadašnje verzije svog prompta.</translation>
    </message>
    <message numerus="yes">
        <source>%n persona(s) came from a prompt version that has changed since. Each is generated again from the prompt as it is now, with the same id, type, intended outcome, difficulty and language, one model request each; its file is replaced when its answer arrives.</source>
        <translation>
            <numerusform>%n persona nastala je iz verzije prompta koja se u međuvremenu promijenila. Svaka se ponovno generira iz sadašnjeg prompta s istim id-om, tipom, željenim ishodom, težinom i jezikom, jednim zahtjevom modelu; njena se datoteka zamjenjuje kad stigne odgovor.</numerusform>
            <numerusform>%n persone nastale su iz verzije prompta koja se u međuvremenu promijenila. Svaka se ponovno generira iz sadašnjeg prompta s istim id-om, tipom, željenim ishodom, težinom i jezikom, jednim zahtjevom modelu; njena se datoteka zamjenjuje kad stigne odgovor.</numerusform>
            <numerusform>%n persona nastalo je iz verzije prompta koja se u međuvremenu promijenila. Svaka se ponovno generira iz sadašnjeg prompta s istim id-om, tipom, željenim ishodom, težinom i jezikom, jednim zahtjevom modelu; njena se datoteka zamjenjuje kad stigne odgovor.</numerusform>
        </translation>
    </message>
    <message>
        <source>stale: %1 — %2, from %3</source>
        <translation>zastarjela: %1 — %2, iz %3</translation>
    </message>
    <message>
        <source>cannot regenerate %1: its prompt &quot;%2&quot; no longer exists (edit or delete it)</source>
        <translation>%1 se ne može ponovno generirati: njen prompt „%2” više ne postoji (uredite je ili obrišite)</translation>
    </message>
    <message>
        <source>Model: %1 (profile %2)</source>
        <translation>Model: %1 (profil %2)</translation>
    </message>
    <message>
        <source>no model is set for the &quot;personas&quot; role</source>
        <translation>za ulogu „personas” nije postavljen model</translation>
    </message>
    <message>
        <source>Personas can only be regenerated by a model: %1. Assign one to the &quot;personas&quot; role in Settings ▸ Model Providers.</source>
        <translation>Persone može ponovno generirati samo model: %1. Dodijelite ga ulozi „personas” u Postavke ▸ Pružatelji modela.</translation>
    </message>
    <message>
        <source>cannot open the model: %1</source>
        <translation>model se ne može otvoriti: %1</translation>
    </message>
    <message>
        <source>%1: regenerated from %2: %3</source>
        <translation>%1: ponovno generirana iz %2: %3</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: neuspjelo: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: datoteka se ne može zapisati: %2</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <source>%1 of %2 stale personas regenerated, %3 failed</source>
        <translation>ponovno generirano %1 od %2 zastarjelih persona, neuspjelo %3</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message numerus="yes">
        <source>regenerating %n persona(s)…</source>
        <translation>
            <numerusform>ponovno se generira %n persona…</numerusform>
            <numerusform>ponovno se generiraju %n persone…</numerusform>
            <numerusform>ponovno se generira %n persona…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::PersonaGenerator</name>
    <message>
        <source>the reply is not a JSON object but %1</source>
        <translation>odgovor nije JSON objekt, nego %1</translation>
    </message>
    <message>
        <source>the reply has no &quot;%1&quot;</source>
        <translation>odgovor nema &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string, not %2</source>
        <translation>&quot;%1&quot; mora biti znakovni niz, a ne %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty</source>
        <translation>vrijednost &quot;%1&quot; je prazna</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2 (%3), not %4</source>
        <translation>&quot;%1&quot; mora biti %2 (%3), a ne %4</translation>
    </message>
    <message>
        <source>the type asked for</source>
        <translation>tražena vrsta</translation>
    </message>
    <message>
        <source>the outcome asked for</source>
        <translation>traženi ishod</translation>
    </message>
    <message>
        <source>the difficulty asked for</source>
        <translation>tražena težina</translation>
    </message>
    <message>
        <source>&quot;ground_truth&quot; must be an object with at least one fact, not %1</source>
        <translation>&quot;ground_truth&quot; mora biti objekt s barem jednom činjenicom, a ne %1</translation>
    </message>
    <message>
        <source>the fact &quot;%1&quot; must be a string, a number or true/false, not %2</source>
        <translation>činjenica &quot;%1&quot; mora biti znakovni niz, broj ili true/false, a ne %2</translation>
    </message>
    <message>
        <source>&quot;traits&quot; must be an array of strings, not %1</source>
        <translation>&quot;traits&quot; mora biti polje znakovnih nizova, a ne %1</translation>
    </message>
    <message>
        <source>the language asked for</source>
        <translation>traženi jezik</translation>
    </message>
    <message>
        <source>the reply has an unexpected key &quot;%1&quot;</source>
        <translation>odgovor ima neočekivan ključ &quot;%1&quot;</translation>
    </message>
    <message>
        <source>persona request %1 of %2 (%3, %4, difficulty %5, %6, seed %7)</source>
        <translation>zahtjev za personu %1 od %2 (%3, %4, težina %5, %6, seed %7)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>otkazano</translation>
    </message>
</context>
<context>
    <name>Polygon::ProblemsWidget</name>
    <message>
        <source>File</source>
        <translation>Datoteka</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Redak</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Stupac</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>No problems: the workspace is valid.</source>
        <translation>Nema problema: radni prostor je ispravan.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the workspace is not loaded until every one is fixed. Double-click a problem to open the file at its position.</source>
        <translation>
            <numerusform>%n problem: radni prostor neće se učitati dok se ne isprave svi problemi. Dvaput kliknite problem kako biste otvorili datoteku na tom mjestu.</numerusform>
            <numerusform>%n problema: radni prostor neće se učitati dok se ne isprave svi problemi. Dvaput kliknite problem kako biste otvorili datoteku na tom mjestu.</numerusform>
            <numerusform>%n problema: radni prostor neće se učitati dok se ne isprave svi problemi. Dvaput kliknite problem kako biste otvorili datoteku na tom mjestu.</numerusform>
        </translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation>Nijedan radni prostor nije otvoren.</translation>
    </message>
</context>
<context>
    <name>Polygon::PromptHistoryDialog</name>
    <message>
        <source>&amp;Restore This Version</source>
        <translation>&amp;Vrati ovu verziju</translation>
    </message>
    <message>
        <source>History of prompt %1</source>
        <translation>Povijest prompta %1</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Verzije</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Promjene</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Čitanje povijesti…</translation>
    </message>
    <message>
        <source>the version before it</source>
        <translation>prethodnom verzijom</translation>
    </message>
    <message>
        <source>the editor&apos;s text</source>
        <translation>tekstom u uređivaču</translation>
    </message>
    <message>
        <source>What the selected version is compared with</source>
        <translation>S čime se uspoređuje odabrana verzija</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Usporedi s:</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background-color:%1;color:#000000;&quot;&gt;&amp;nbsp;&amp;minus; &lt;s&gt;removed&lt;/s&gt;&amp;nbsp;&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;background-color:%2;color:#000000;&quot;&gt;&amp;nbsp;+ added&amp;nbsp;&lt;/span&gt; &amp;nbsp; changed words are shaded darker</source>
        <translation>&lt;span style=&quot;background-color:%1;color:#000000;&quot;&gt;&amp;nbsp;&amp;minus; &lt;s&gt;uklonjeno&lt;/s&gt;&amp;nbsp;&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;background-color:%2;color:#000000;&quot;&gt;&amp;nbsp;+ dodano&amp;nbsp;&lt;/span&gt; &amp;nbsp; promijenjene riječi su tamnije</translation>
    </message>
    <message>
        <source>Put this version&apos;s text into the editor; nothing is saved until you save</source>
        <translation>Stavi tekst ove verzije u uređivač; ništa se ne sprema dok ne spremite</translation>
    </message>
    <message>
        <source>Cannot read the prompt history: %1</source>
        <translation>Povijest prompta se ne može pročitati: %1</translation>
    </message>
    <message>
        <source>No versions kept yet. A version is kept each time you save this prompt here and each time a run uses it.</source>
        <translation>Još nema čuvanih verzija. Verzija se čuva svaki put kad ovdje spremite ovaj prompt i svaki put kad ga koristi neko pokretanje.</translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) kept, newest first. Each version is identified by the hash of its text.</source>
        <translation>
            <numerusform>%n čuvana verzija, najnovije prve. Svaka verzija prepoznaje se po hashu svog teksta.</numerusform>
            <numerusform>%n čuvane verzije, najnovije prve. Svaka verzija prepoznaje se po hashu svog teksta.</numerusform>
            <numerusform>%n čuvanih verzija, najnovije prve. Svaka verzija prepoznaje se po hashu svog teksta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Version %1 · %2</source>
        <translation>Verzija %1 · %2</translation>
    </message>
    <message>
        <source> · on disk</source>
        <translation> · na disku</translation>
    </message>
    <message numerus="yes">
        <source>kept %1 · used by %n run(s)</source>
        <translation>
            <numerusform>čuvana od %1 · korištena u %n pokretanju</numerusform>
            <numerusform>čuvana od %1 · korištena u %n pokretanja</numerusform>
            <numerusform>čuvana od %1 · korištena u %n pokretanja</numerusform>
        </translation>
    </message>
    <message>
        <source>sha256 %1</source>
        <translation>sha256 %1</translation>
    </message>
    <message>
        <source>From the editor&apos;s text to version %1 (%2):</source>
        <translation>Od teksta u uređivaču do verzije %1 (%2):</translation>
    </message>
    <message>
        <source>Version 1 (%1) is the oldest kept: all of it is shown as added.</source>
        <translation>Verzija 1 (%1) najstarija je čuvana: sav je njen tekst prikazan kao dodan.</translation>
    </message>
    <message>
        <source>From version %1 (%2) to version %3 (%4):</source>
        <translation>Od verzije %1 (%2) do verzije %3 (%4):</translation>
    </message>
    <message>
        <source>No differences.</source>
        <translation>Nema razlika.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) added</source>
        <translation>
            <numerusform>dodan %n redak</numerusform>
            <numerusform>dodana %n retka</numerusform>
            <numerusform>dodano %n redaka</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) removed</source>
        <translation>
            <numerusform>uklonjen %n redak</numerusform>
            <numerusform>uklonjena %n retka</numerusform>
            <numerusform>uklonjeno %n redaka</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Whole text</source>
        <translation>&amp;Cijeli tekst</translation>
    </message>
    <message>
        <source>Show every line, not only the changes with three lines around each</source>
        <translation>Prikaži sve retke, ne samo promjene s po tri retka oko svake</translation>
    </message>
    <message numerus="yes">
        <source>⋯ %n unchanged line(s)</source>
        <translation>
            <numerusform>⋯ %n nepromijenjen redak</numerusform>
            <numerusform>⋯ %n nepromijenjena retka</numerusform>
            <numerusform>⋯ %n nepromijenjenih redaka</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::PromptLinter</name>
    <message>
        <source>Overload</source>
        <translation>Preopterećenost</translation>
    </message>
    <message>
        <source>Attention dilution</source>
        <translation>Raspršena pozornost</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Proturječja</translation>
    </message>
    <message>
        <source>Ambiguity</source>
        <translation>Dvosmislenost</translation>
    </message>
    <message>
        <source>Redundancy</source>
        <translation>Zalihost</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>wavy underline</source>
        <translation>valovito podcrtavanje</translation>
    </message>
    <message>
        <source>dotted underline</source>
        <translation>točkasto podcrtavanje</translation>
    </message>
    <message>
        <source>dashed underline</source>
        <translation>isprekidano podcrtavanje</translation>
    </message>
    <message>
        <source>dash-dot underline</source>
        <translation>crta-točka podcrtavanje</translation>
    </message>
    <message>
        <source>solid underline</source>
        <translation>puno podcrtavanje</translation>
    </message>
    <message>
        <source>Go to the Other End (Line %1)</source>
        <translation>Idi na drugi kraj (redak %1)</translation>
    </message>
    <message numerus="yes">
        <source>The judge&apos;s review: %n finding(s)</source>
        <translation>
            <numerusform>Pregled ocjenjivača: %n nalaz</numerusform>
            <numerusform>Pregled ocjenjivača: %n nalaza</numerusform>
            <numerusform>Pregled ocjenjivača: %n nalaza</numerusform>
        </translation>
    </message>
    <message>
        <source>The judge did not review the prompt: %1</source>
        <translation>Ocjenjivač nije pregledao prompt: %1</translation>
    </message>
    <message>
        <source>%1 (see line %2: “%3”)</source>
        <translation>%1 (vidi redak %2: „%3”)</translation>
    </message>
</context>
<context>
    <name>Polygon::PromptWorkspaceDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <source>New Workspace from My Prompt</source>
        <translation>Novi radni prostor iz mog prompta</translation>
    </message>
    <message>
        <source>e.g. Dental clinic bookings</source>
        <translation>npr. Naručivanje kod stomatologa</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Engleski</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Ruski</translation>
    </message>
    <message>
        <source>Croatian</source>
        <translation>Hrvatski</translation>
    </message>
    <message>
        <source>Bosnian</source>
        <translation>Bosanski</translation>
    </message>
    <message>
        <source>Paste your agent&apos;s system prompt here. Tools it names in snake_case (check_availability, transfer_to_human) become tool stubs to fill.</source>
        <translation>Ovdje zalijepite sustavni prompt svog agenta. Alati koje navodi u obliku snake_case (check_availability, transfer_to_human) postaju simulirani alati koje treba popuniti.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Pregledaj…</translation>
    </message>
    <message>
        <source>Load from File…</source>
        <translation>Učitaj iz datoteke…</translation>
    </message>
    <message>
        <source>System prompt:</source>
        <translation>Sustavni prompt:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naziv:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Mapa:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Jezik:</translation>
    </message>
    <message>
        <source>Create Workspace</source>
        <translation>Stvori radni prostor</translation>
    </message>
    <message>
        <source>Folder for the New Workspace</source>
        <translation>Mapa za novi radni prostor</translation>
    </message>
    <message>
        <source>Load Prompt</source>
        <translation>Učitaj prompt</translation>
    </message>
    <message>
        <source>Prompts (*.md *.txt);;All files (*)</source>
        <translation>Promptovi (*.md *.txt);;Sve datoteke (*)</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: nije moguće pročitati datoteku: %2</translation>
    </message>
    <message>
        <source>%1: the file is not UTF-8 text</source>
        <translation>%1: datoteka nije UTF-8 tekst</translation>
    </message>
    <message>
        <source>The prompt names no tool in snake_case: one example tool stub is made to rename.</source>
        <translation>Prompt ne navodi nijedan alat u obliku snake_case: izrađen je jedan primjer simuliranog alata koji treba preimenovati.</translation>
    </message>
    <message>
        <source>Tool stubs to fill: %1.</source>
        <translation>Zamjenski alati za popunjavanje: %1.</translation>
    </message>
    <message>
        <source>Six callers, one of each type, will be generated from the prompt by your model.</source>
        <translation>Vaš model iz prompta će generirati šest pozivatelja, po jednog od svake vrste.</translation>
    </message>
    <message>
        <source>No model is connected: six example callers, one of each type, are written for you to edit.</source>
        <translation>Nijedan model nije povezan: zapisat će se šest primjera pozivatelja, po jedan od svake vrste, koje možete urediti.</translation>
    </message>
    <message>
        <source>Choose a folder for the workspace.</source>
        <translation>Odaberite mapu za radni prostor.</translation>
    </message>
    <message numerus="yes">
        <source>Created the workspace %1 with the agent %2 and %n tool stub(s) to fill.</source>
        <translation>
            <numerusform>Stvoren je radni prostor %1 s agentom %2 i %n simuliranim alatom za popunjavanje.</numerusform>
            <numerusform>Stvoren je radni prostor %1 s agentom %2 i %n simulirana alata za popunjavanje.</numerusform>
            <numerusform>Stvoren je radni prostor %1 s agentom %2 i %n simuliranih alata za popunjavanje.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the six example callers in personas/ to match your agent.</source>
        <translation>Uredite šest primjera pozivatelja u personas/ tako da odgovaraju vašem agentu.</translation>
    </message>
    <message>
        <source>Generating callers with %1: %2 of %3</source>
        <translation>Generiranje pozivatelja pomoću %1: %2 od %3</translation>
    </message>
    <message>
        <source>The model made no caller (%1): six example callers to edit are written instead.</source>
        <translation>Model nije stvorio nijednog pozivatelja (%1): umjesto toga zapisano je šest primjera pozivatelja za uređivanje.</translation>
    </message>
    <message numerus="yes">
        <source>%n caller(s) generated from the prompt by your model.</source>
        <translation>
            <numerusform>Vaš model generirao je iz prompta %n pozivatelja.</numerusform>
            <numerusform>Vaš model generirao je iz prompta %n pozivatelja.</numerusform>
            <numerusform>Vaš model generirao je iz prompta %n pozivatelja.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::ProvidersDialog</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Dodaj</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Udvostruči</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Izbriši…</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Testiraj vezu</translation>
    </message>
    <message>
        <source>Cancel Test</source>
        <translation>Otkaži test</translation>
    </message>
    <message>
        <source>Store API Key in the System &amp;Keychain…</source>
        <translation>Spremi API ključ u sustavski &amp;privjesak ključeva…</translation>
    </message>
    <message>
        <source>Model Providers — %1</source>
        <translation>Pružatelji modela — %1</translation>
    </message>
    <message>
        <source>ID (file name)</source>
        <translation>ID (naziv datoteke)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naziv</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Osnovni URL</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>API key environment variable</source>
        <translation>Varijabla okoline s API ključem</translation>
    </message>
    <message>
        <source>Keychain entry</source>
        <translation>Unos u privjesku ključeva</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Top p</source>
        <translation>Top p</translation>
    </message>
    <message>
        <source>Max tokens</source>
        <translation>Najviše tokena</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Timeout (ms)</source>
        <translation>Istek vremena (ms)</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Istodobnost</translation>
    </message>
    <message>
        <source>Requests per minute</source>
        <translation>Zahtjeva po minuti</translation>
    </message>
    <message>
        <source>Input price per million tokens</source>
        <translation>Cijena ulaza po milijun tokena</translation>
    </message>
    <message>
        <source>Output price per million tokens</source>
        <translation>Cijena izlaza po milijun tokena</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Simulated caller</source>
        <translation>Simulirani pozivatelj</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Ocjenjivač</translation>
    </message>
    <message>
        <source>Probes</source>
        <translation>Probe</translation>
    </message>
    <message>
        <source>Persona generator</source>
        <translation>Generator persona</translation>
    </message>
    <message>
        <source>Prompt linter</source>
        <translation>Provjera prompta</translation>
    </message>
    <message>
        <source>Profiles:</source>
        <translation>Profili:</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the profile file</source>
        <translation>&quot;%1&quot; u datoteci profila</translation>
    </message>
    <message>
        <source>the ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>none (no Authorization header)</source>
        <translation>nema (bez zaglavlja Authorization)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nema</translation>
    </message>
    <message>
        <source>The key goes into the system keychain only — never into the workspace, a file or a log</source>
        <translation>Ključ ide samo u sustavski privjesak ključeva — nikad u radni prostor, datoteku ili zapisnik</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nije postavljeno</translation>
    </message>
    <message>
        <source>0 (unlimited)</source>
        <translation>0 (neograničeno)</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Veza</translation>
    </message>
    <message>
        <source>Roles (polygon.json)</source>
        <translation>Uloge (polygon.json)</translation>
    </message>
    <message>
        <source>The file name of a saved profile; agents and polygon.json refer to it</source>
        <translation>Naziv datoteke spremljenog profila; agenti i polygon.json pozivaju se na njega</translation>
    </message>
    <message>
        <source>The file name: providers/ID.json</source>
        <translation>Naziv datoteke: providers/ID.json</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nema)</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopija)</translation>
    </message>
    <message>
        <source>agent %1</source>
        <translation>agent %1</translation>
    </message>
    <message>
        <source>Delete the profile &quot;%1&quot;?</source>
        <translation>Izbrisati profil &quot;%1&quot;?</translation>
    </message>
    <message>
        <source>Saving deletes its file %1.</source>
        <translation>Spremanjem se briše njegova datoteka %1.</translation>
    </message>
    <message>
        <source>It is used by: %1.</source>
        <translation>Koriste ga: %1.</translation>
    </message>
    <message>
        <source>Delete Profile</source>
        <translation>Izbriši profil</translation>
    </message>
    <message>
        <source>A new profile</source>
        <translation>Novi profil</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;</source>
        <translation>Profil &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne smije biti prazno</translation>
    </message>
    <message>
        <source>use letters, digits, &quot;-&quot; and &quot;_&quot; only (it becomes the file name providers/%1.json)</source>
        <translation>koristite samo slova, znamenke, &quot;-&quot; i &quot;_&quot; (postaje naziv datoteke providers/%1.json)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; nije broj</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>&quot;%1&quot; nije cijeli broj</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n profiles have the ID &quot;%1&quot;; each needs its own</source>
        <translation>
            <numerusform>%n profil ima ID &quot;%1&quot;; svaki treba svoj</numerusform>
            <numerusform>%n profila imaju ID &quot;%1&quot;; svaki treba svoj</numerusform>
            <numerusform>%n profila ima ID &quot;%1&quot;; svaki treba svoj</numerusform>
        </translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; uses the profile &quot;%2&quot;, which is deleted; change the agent&apos;s &quot;profile&quot; first</source>
        <translation>Agent &quot;%1&quot; koristi profil &quot;%2&quot;, koji je izbrisan; najprije promijenite &quot;profile&quot; agenta</translation>
    </message>
    <message>
        <source>This build of Polygon has no keychain support</source>
        <translation>Ova izgradnja Polygona nema podršku za privjesak ključeva</translation>
    </message>
    <message>
        <source>Fix the profile first:</source>
        <translation>Najprije ispravite profil:</translation>
    </message>
    <message>
        <source>Testing %1 at %2…</source>
        <translation>Testiranje %1 na %2…</translation>
    </message>
    <message>
        <source>Test cancelled.</source>
        <translation>Test otkazan.</translation>
    </message>
    <message>
        <source>Model is served</source>
        <translation>Model se poslužuje</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Pozivi alata</translation>
    </message>
    <message>
        <source>Structured output</source>
        <translation>Strukturirani izlaz</translation>
    </message>
    <message>
        <source>Streaming</source>
        <translation>Strujanje</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Ugradnje</translation>
    </message>
    <message>
        <source>Token log-probabilities</source>
        <translation>Log-vjerojatnosti tokena</translation>
    </message>
    <message>
        <source>The profile works.</source>
        <translation>Profil radi.</translation>
    </message>
    <message>
        <source>The profile cannot be used: %1</source>
        <translation>Profil se ne može koristiti: %1</translation>
    </message>
    <message>
        <source>chat does not work</source>
        <translation>chat ne radi</translation>
    </message>
    <message>
        <source>? Reachable — not asked</source>
        <translation>? Dostupan — nije provjereno</translation>
    </message>
    <message numerus="yes">
        <source>✓ Reachable — a chat answer took %n ms</source>
        <translation>
            <numerusform>✓ Dostupan — odgovor chata trajao je %n ms</numerusform>
            <numerusform>✓ Dostupan — odgovor chata trajao je %n ms</numerusform>
            <numerusform>✓ Dostupan — odgovor chata trajao je %n ms</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ Reachable</source>
        <translation>✓ Dostupan</translation>
    </message>
    <message>
        <source>✗ Reachable</source>
        <translation>✗ Dostupan</translation>
    </message>
    <message>
        <source>Store API Key</source>
        <translation>Spremi API ključ</translation>
    </message>
    <message>
        <source>API key for the keychain entry &quot;%1&quot; (service &quot;%2&quot;). It is stored in the system keychain only, never in the workspace:</source>
        <translation>API ključ za unos &quot;%1&quot; u privjesku ključeva (usluga &quot;%2&quot;). Sprema se samo u sustavski privjesak ključeva, nikad u radni prostor:</translation>
    </message>
    <message>
        <source>The key is stored in the system keychain entry &quot;%1&quot;. Save, so the profile reads it from there.</source>
        <translation>Ključ je spremljen u unos &quot;%1&quot; sustavskog privjeska ključeva. Spremite kako bi ga profil čitao odande.</translation>
    </message>
    <message>
        <source>The key was not stored: %1</source>
        <translation>Ključ nije spremljen: %1</translation>
    </message>
    <message>
        <source>Storing the key…</source>
        <translation>Spremanje ključa…</translation>
    </message>
    <message>
        <source>Add from &amp;Preset</source>
        <translation>Dodaj iz &amp;predloška</translation>
    </message>
    <message>
        <source>A profile for a local llama.cpp, Ollama or vLLM server or an OpenAI-compatible cloud endpoint</source>
        <translation>Profil za lokalni llama.cpp, Ollama ili vLLM poslužitelj ili krajnju točku u oblaku kompatibilnu s OpenAI</translation>
    </message>
    <message>
        <source>llama.cpp server (local)</source>
        <translation>llama.cpp poslužitelj (lokalni)</translation>
    </message>
    <message>
        <source>Ollama (local)</source>
        <translation>Ollama (lokalno)</translation>
    </message>
    <message>
        <source>vLLM (local)</source>
        <translation>vLLM (lokalno)</translation>
    </message>
    <message>
        <source>OpenAI-compatible cloud</source>
        <translation>Oblak kompatibilan s OpenAI</translation>
    </message>
    <message>
        <source>Check the model name, save, then Test Connection to see what the model can do.</source>
        <translation>Provjerite naziv modela, spremite, a zatim kliknite „Testiraj vezu” da vidite što model može.</translation>
    </message>
</context>
<context>
    <name>Polygon::ReplayProvider</name>
    <message>
        <source>the request was cancelled</source>
        <translation>zahtjev je otkazan</translation>
    </message>
    <message>
        <source>no recorded response for this request: the conversation went further or elsewhere than the recording</source>
        <translation>za ovaj zahtjev nema snimljenog odgovora: razgovor je otišao dalje od snimke ili u drugom smjeru</translation>
    </message>
    <message>
        <source>the %1 request of turn %2 differs from the recording (prompt, tools or conversation changed): it no longer replays</source>
        <translation>zahtjev %1 u replici %2 razlikuje se od snimke (promijenjeni su prompt, alati ili razgovor): više se ne može ponovno izvesti</translation>
    </message>
    <message>
        <source>the recorded response of turn %1 is unreadable: %2</source>
        <translation>snimljeni odgovor replike %1 ne može se pročitati: %2</translation>
    </message>
    <message>
        <source>%1 are not part of a recorded conversation</source>
        <translation>%1 nisu dio snimljenog razgovora</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>ugradnje</translation>
    </message>
    <message>
        <source>log-probabilities</source>
        <translation>log-vjerojatnosti</translation>
    </message>
    <message>
        <source>model lists</source>
        <translation>popisi modela</translation>
    </message>
</context>
<context>
    <name>Polygon::Rubric</name>
    <message>
        <source>Goal completion</source>
        <translation>Ostvarenje cilja</translation>
    </message>
    <message>
        <source>Instruction adherence</source>
        <translation>Poštivanje uputa</translation>
    </message>
    <message>
        <source>Tool use quality</source>
        <translation>Kvaliteta korištenja alata</translation>
    </message>
    <message>
        <source>Factuality</source>
        <translation>Točnost činjenica</translation>
    </message>
    <message>
        <source>Dialogue quality</source>
        <translation>Kvaliteta dijaloga</translation>
    </message>
    <message>
        <source>Robustness</source>
        <translation>Otpornost</translation>
    </message>
    <message>
        <source>Safety compliance</source>
        <translation>Poštivanje sigurnosti</translation>
    </message>
    <message>
        <source>Persona and tone</source>
        <translation>Persona i ton</translation>
    </message>
    <message>
        <source>forbidden phrase</source>
        <translation>zabranjena fraza</translation>
    </message>
    <message>
        <source>safety</source>
        <translation>sigurnost</translation>
    </message>
    <message>
        <source>invalid tool reply</source>
        <translation>neispravan odgovor alatu</translation>
    </message>
</context>
<context>
    <name>Polygon::RuleJudge</name>
    <message>
        <source>rule: the caller&apos;s intended outcome was reached (%1)</source>
        <translation>pravilo: pozivateljev željeni ishod je postignut (%1)</translation>
    </message>
    <message>
        <source>rule: the caller&apos;s intended outcome was not reached (%1)</source>
        <translation>pravilo: pozivateljev željeni ishod nije postignut (%1)</translation>
    </message>
    <message>
        <source>rule: tool calls: %1; invalid calls answered to the caller: %2; blind retries: %3</source>
        <translation>pravilo: poziva alata: %1; neispravnih poziva prenesenih pozivatelju: %2; slijepih ponavljanja: %3</translation>
    </message>
    <message>
        <source>rule: %1 of %2 tool arguments that name a ground-truth fact contradict it</source>
        <translation>pravilo: %1 od %2 argumenata alata koji navode poznatu činjenicu proturječi joj</translation>
    </message>
    <message>
        <source>rule: the agent loops from turn %1</source>
        <translation>pravilo: agent se vrti u petlji od replike %1</translation>
    </message>
    <message>
        <source>rule: agent replies repeating an earlier one: %1</source>
        <translation>pravilo: odgovora agenta koji ponavljaju raniji: %1</translation>
    </message>
    <message>
        <source>rule: the agent said a forbidden phrase</source>
        <translation>pravilo: agent je izgovorio zabranjenu frazu</translation>
    </message>
</context>
<context>
    <name>Polygon::RunConversationsModel</name>
    <message>
        <source>Conversation</source>
        <translation>Razgovor</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenarij</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Ponavljanje</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Replike</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>Završetak</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Presuda</translation>
    </message>
    <message>
        <source>Composite</source>
        <translation>Ukupna ocjena</translation>
    </message>
</context>
<context>
    <name>Polygon::RunLauncherDialog</name>
    <message>
        <source>%1 M tokens</source>
        <translation>%1 M tokena</translation>
    </message>
    <message>
        <source>%1 k tokens</source>
        <translation>%1 k tokena</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokena</numerusform>
            <numerusform>%n tokena</numerusform>
        </translation>
    </message>
    <message>
        <source>agent</source>
        <translation>agent</translation>
    </message>
    <message>
        <source>callers</source>
        <translation>pozivatelji</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>ocjenjivač</translation>
    </message>
    <message>
        <source>probes</source>
        <translation>probe</translation>
    </message>
    <message>
        <source>New Run — %1</source>
        <translation>Novo pokretanje — %1</translation>
    </message>
    <message>
        <source>Every caller once (no scenario set)</source>
        <translation>Svaki pozivatelj jednom (bez skupa scenarija)</translation>
    </message>
    <message>
        <source>Scripted callers (no model)</source>
        <translation>Skriptirani pozivatelji (bez modela)</translation>
    </message>
    <message>
        <source>Callers played by a model (the &quot;caller&quot; profile)</source>
        <translation>Pozivatelji koje glumi model (profil &quot;caller&quot;)</translation>
    </message>
    <message>
        <source>Conversations (and, when grading by the judge, judge requests) at a time</source>
        <translation>Broj istodobnih razgovora (i zahtjeva ocjenjivaču, kada ocjenjuje ocjenjivač)</translation>
    </message>
    <message>
        <source>Offline: no model at all (flow agents, scripted callers)</source>
        <translation>Izvanmrežno: bez ikakvog modela (agenti s tijekom razgovora, skriptirani pozivatelji)</translation>
    </message>
    <message>
        <source>The agent&apos;s own profile</source>
        <translation>Vlastiti profil agenta</translation>
    </message>
    <message>
        <source>Profile %1 (%2)</source>
        <translation>Profil %1 (%2)</translation>
    </message>
    <message>
        <source>Do not grade</source>
        <translation>Ne ocjenjuj</translation>
    </message>
    <message>
        <source>Rule judge (offline, partial scores)</source>
        <translation>Ocjenjivač po pravilima (izvanmrežno, djelomične ocjene)</translation>
    </message>
    <message>
        <source>LLM judge (no judge profile in polygon.json)</source>
        <translation>LLM ocjenjivač (nema profila ocjenjivača u polygon.json)</translation>
    </message>
    <message>
        <source>LLM judge (profile %1)</source>
        <translation>LLM ocjenjivač (profil %1)</translation>
    </message>
    <message>
        <source>How often the judge reads each conversation (distinct seeds)</source>
        <translation>Koliko puta ocjenjivač čita svaki razgovor (različite seed vrijednosti)</translation>
    </message>
    <message>
        <source>&amp;Agent:</source>
        <translation>&amp;Agent:</translation>
    </message>
    <message>
        <source>&amp;Scenario set:</source>
        <translation>&amp;Skup scenarija:</translation>
    </message>
    <message>
        <source>&amp;Callers:</source>
        <translation>Po&amp;zivatelji:</translation>
    </message>
    <message>
        <source>&amp;Repeats:</source>
        <translation>Po&amp;navljanja:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>Recognition &amp;noise:</source>
        <translation>Šu&amp;m prepoznavanja govora:</translation>
    </message>
    <message>
        <source>Caller &amp;kind:</source>
        <translation>&amp;Vrsta pozivatelja:</translation>
    </message>
    <message>
        <source>C&amp;oncurrency:</source>
        <translation>&amp;Istodobnost:</translation>
    </message>
    <message>
        <source>&amp;Models:</source>
        <translation>Mo&amp;deli:</translation>
    </message>
    <message>
        <source>&amp;Grade as they finish:</source>
        <translation>&amp;Ocjenjuj po završetku:</translation>
    </message>
    <message>
        <source>&amp;Judge repeats:</source>
        <translation>Ponavljanja o&amp;cjenjivača:</translation>
    </message>
    <message>
        <source>&amp;Start Run</source>
        <translation>&amp;Pokreni</translation>
    </message>
    <message>
        <source>Choose at least one caller.</source>
        <translation>Odaberite barem jednog pozivatelja.</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n razgovor</numerusform>
            <numerusform>%n razgovora</numerusform>
            <numerusform>%n razgovora</numerusform>
        </translation>
    </message>
    <message>
        <source>no model calls (offline)</source>
        <translation>bez poziva modela (izvanmrežno)</translation>
    </message>
    <message numerus="yes">
        <source>up to %n model call(s)</source>
        <translation>
            <numerusform>do %n poziva modela</numerusform>
            <numerusform>do %n poziva modela</numerusform>
            <numerusform>do %n poziva modela</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>oko %1</translation>
    </message>
    <message>
        <source>about $%1</source>
        <translation>oko $%1</translation>
    </message>
    <message>
        <source>cost unknown (a profile has no prices)</source>
        <translation>trošak nepoznat (neki profil nema cijene)</translation>
    </message>
    <message>
        <source>%1 (%2): %3 calls, %4 in, %5 out%6</source>
        <translation>%1 (%2): poziva: %3, ulaz %4, izlaz %5%6</translation>
    </message>
    <message>
        <source>, $%1</source>
        <translation>, $%1</translation>
    </message>
    <message numerus="yes">
        <source>Upper bounds: every conversation at its scenario set&apos;s %n turn(s), about four characters a token. The store records the real figures.</source>
        <translation>
            <numerusform>Gornje granice: svaki razgovor traje do %n replike, koliko dopušta njegov skup scenarija, oko četiri znaka po tokenu. Stvarne brojke bilježi baza rezultata.</numerusform>
            <numerusform>Gornje granice: svaki razgovor traje do %n replike, koliko dopušta njegov skup scenarija, oko četiri znaka po tokenu. Stvarne brojke bilježi baza rezultata.</numerusform>
            <numerusform>Gornje granice: svaki razgovor traje do %n replika, koliko dopušta njegov skup scenarija, oko četiri znaka po tokenu. Stvarne brojke bilježi baza rezultata.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the agent&apos;s replies &amp;while the model writes them (streaming)</source>
        <translation>Prikazuj odgovore agenta &amp;dok ih model piše (streaming)</translation>
    </message>
    <message>
        <source>LLM agents: ask the model for a stream and show each reply as it arrives; what is stored is the same</source>
        <translation>LLM agenti: traži od modela stream i prikazuj svaki odgovor dok stiže; sprema se isto</translation>
    </message>
</context>
<context>
    <name>Polygon::RunMonitorWidget</name>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>&amp;Otkaži pokretanje</translation>
    </message>
    <message>
        <source>&amp;Resume Run</source>
        <translation>&amp;Nastavi pokretanje</translation>
    </message>
    <message>
        <source>Open in &amp;Runs Browser</source>
        <translation>Otvori u &amp;pregledniku pokretanja</translation>
    </message>
    <message>
        <source>&amp;Follow the newest conversation</source>
        <translation>Pr&amp;ati najnoviji razgovor</translation>
    </message>
    <message>
        <source>Stops every conversation at its current turn; the run can be resumed later</source>
        <translation>Zaustavlja svaki razgovor na trenutačnoj replici; pokretanje se kasnije može nastaviti</translation>
    </message>
    <message>
        <source>Finishes the conversations that are not done, with the same seeds</source>
        <translation>Dovršava nezavršene razgovore s istim seed vrijednostima</translation>
    </message>
    <message>
        <source>Cancelling: every conversation stops at its current turn…</source>
        <translation>Otkazivanje: svaki se razgovor zaustavlja na trenutačnoj replici…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Započinje…</translation>
    </message>
    <message>
        <source>Completed: %1 of %2 conversations in %3.</source>
        <translation>Završeno: %1 od %2 razgovora za %3.</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 conversations; Resume finishes the rest with the same seeds.</source>
        <translation>Otkazano nakon %1 od %2 razgovora; „Nastavi pokretanje“ dovršava ostale s istim seed vrijednostima.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Nije uspjelo: %1</translation>
    </message>
    <message>
        <source>The run could not start: %1</source>
        <translation>Pokretanje nije moglo započeti: %1</translation>
    </message>
    <message>
        <source>Run %1: %2 of %3 conversations done, %4 running</source>
        <translation>Pokretanje %1: završeno %2 od %3 razgovora, u tijeku %4</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · preostalo oko %1</translation>
    </message>
    <message numerus="yes">
        <source> · %n ended in an error</source>
        <translation>
            <numerusform> · %n završen s pogreškom</numerusform>
            <numerusform> · %n završena s pogreškom</numerusform>
            <numerusform> · %n završeno s pogreškom</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::RunStatus</name>
    <message>
        <source>queued</source>
        <translation>u redu čekanja</translation>
    </message>
    <message>
        <source>running</source>
        <translation>u tijeku</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>završeno</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>otkazano</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>neuspjelo</translation>
    </message>
</context>
<context>
    <name>Polygon::RunsModel</name>
    <message>
        <source>(all personas)</source>
        <translation>(sve persone)</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>not graded</source>
        <translation>nije ocjenjivano</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>verdicts</source>
        <translation>presude</translation>
    </message>
    <message>
        <source>pass rule</source>
        <translation>pravilo prolaza</translation>
    </message>
    <message>
        <source>done %1, failed %2, cancelled %3, running %4, pending %5</source>
        <translation>završeno %1, neuspjelo %2, otkazano %3, u tijeku %4, na čekanju %5</translation>
    </message>
    <message>
        <source>Grading %1 (judge: %2, rubric %3)</source>
        <translation>Ocjenjivanje %1 (ocjenjivač: %2, rubrika %3)</translation>
    </message>
    <message>
        <source>No completed grading: grade the run to see verdicts.</source>
        <translation>Nema završenog ocjenjivanja: ocijenite pokretanje kako biste vidjeli presude.</translation>
    </message>
    <message>
        <source>pass^%1 over the repeats, with the graded verdicts of %2 (&quot;pass&quot; passes).</source>
        <translation>pass^%1 preko ponavljanja, prema presudama ocjenjivanja %2 (prolazi &quot;pass&quot;).</translation>
    </message>
    <message>
        <source>pass^%1 over the repeats, with the pass rule (the caller&apos;s intended outcome reached); grade the run for verdicts.</source>
        <translation>pass^%1 preko ponavljanja, prema pravilu prolaza (postignut predviđeni ishod pozivatelja); za presude ocijenite pokretanje.</translation>
    </message>
    <message>
        <source>pass^k: the chance that all k repeats of a caller pass. &quot;verdicts&quot;: the latest grading&apos;s verdicts; &quot;pass rule&quot;: the run&apos;s own rule, before grading.</source>
        <translation>pass^k: vjerojatnost da prođu sva k ponavljanja jednog pozivatelja. &quot;presude&quot;: presude posljednjeg ocjenjivanja; &quot;pravilo prolaza&quot;: vlastito pravilo pokretanja, prije ocjenjivanja.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Pokretanje</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Scenario set</source>
        <translation>Skup scenarija</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Stvoreno</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Završeno</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Presude</translation>
    </message>
    <message>
        <source>Composite</source>
        <translation>Ukupna ocjena</translation>
    </message>
    <message>
        <source>pass^k</source>
        <translation>pass^k</translation>
    </message>
</context>
<context>
    <name>Polygon::RunsWidget</name>
    <message>
        <source>Delete run…</source>
        <translation>Izbriši pokretanje…</translation>
    </message>
    <message>
        <source>Resume run</source>
        <translation>Nastavi pokretanje</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Pokretanja</translation>
    </message>
    <message>
        <source>Conversations of the run</source>
        <translation>Razgovori pokretanja</translation>
    </message>
    <message>
        <source>Filter runs (agent, scenario set, status, id…)</source>
        <translation>Filtriraj pokretanja (agent, skup scenarija, status, id…)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Osvježi</translation>
    </message>
    <message>
        <source>Finishes a cancelled, failed or interrupted run&apos;s remaining conversations with the same seeds</source>
        <translation>Dovršava preostale razgovore otkazanog, neuspjelog ili prekinutog pokretanja s istim seed vrijednostima</translation>
    </message>
    <message numerus="yes">
        <source>Conversations of %1 (%n, double-click to open)</source>
        <translation>
            <numerusform>Razgovori pokretanja %1 (%n, dvaput kliknite za otvaranje)</numerusform>
            <numerusform>Razgovori pokretanja %1 (%n, dvaput kliknite za otvaranje)</numerusform>
            <numerusform>Razgovori pokretanja %1 (%n, dvaput kliknite za otvaranje)</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleted run %1.</source>
        <translation>Pokretanje %1 je izbrisano.</translation>
    </message>
    <message>
        <source>Select a run to list its conversations.</source>
        <translation>Odaberite pokretanje kako biste vidjeli njegove razgovore.</translation>
    </message>
    <message>
        <source>Loading the conversations of %1…</source>
        <translation>Učitavanje razgovora pokretanja %1…</translation>
    </message>
    <message>
        <source>Delete run</source>
        <translation>Izbriši pokretanje</translation>
    </message>
    <message numerus="yes">
        <source>Delete run %1 with its %n conversation(s), their turns, model calls, gradings, probe answers and your verdicts? This cannot be undone.</source>
        <translation>
            <numerusform>Izbrisati pokretanje %1 i njegov %n razgovor, s replikama, pozivima modela, ocjenjivanjima, odgovorima na probe i vašim presudama? To se ne može poništiti.</numerusform>
            <numerusform>Izbrisati pokretanje %1 i njegova %n razgovora, s replikama, pozivima modela, ocjenjivanjima, odgovorima na probe i vašim presudama? To se ne može poništiti.</numerusform>
            <numerusform>Izbrisati pokretanje %1 i njegovih %n razgovora, s replikama, pozivima modela, ocjenjivanjima, odgovorima na probe i vašim presudama? To se ne može poništiti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Učitavanje…</translation>
    </message>
    <message>
        <source>No workspace open.</source>
        <translation>Nijedan radni prostor nije otvoren.</translation>
    </message>
    <message>
        <source>No runs yet: run the agent (polygon-cli run) to see its conversations here.</source>
        <translation>Još nema pokretanja: pokrenite agenta (polygon-cli run) kako biste ovdje vidjeli njegove razgovore.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n pokretanje</numerusform>
            <numerusform>%n pokretanja</numerusform>
            <numerusform>%n pokretanja</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::SweepPage</name>
    <message>
        <source>Stop after the first point below</source>
        <translation>Zaustavi nakon prve točke ispod</translation>
    </message>
    <message>
        <source>Refuse points past a token cap of</source>
        <translation>Odbij točke iznad ograničenja tokena od</translation>
    </message>
    <message>
        <source>Offline: flow agents, scripted callers, the rule judge; no model</source>
        <translation>Izvanmrežno: agenti s tijekom razgovora, pozivatelji po skripti, ocjenjivač po pravilima; bez modela</translation>
    </message>
    <message>
        <source>Grade with the rule judge</source>
        <translation>Ocjenjuj ocjenjivačem po pravilima</translation>
    </message>
    <message>
        <source>Add Parameter</source>
        <translation>Dodaj parametar</translation>
    </message>
    <message>
        <source>Remove Parameter</source>
        <translation>Ukloni parametar</translation>
    </message>
    <message>
        <source>Start Sweep</source>
        <translation>Pokreni pretragu</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <source>Save Sweep File…</source>
        <translation>Spremi datoteku pretrage…</translation>
    </message>
    <message>
        <source>Every persona once</source>
        <translation>Svaka persona jednom</translation>
    </message>
    <message>
        <source>One parameter at a time</source>
        <translation>Jedan po jedan parametar</translation>
    </message>
    <message>
        <source>Every combination (grid)</source>
        <translation>Sve kombinacije (mreža)</translation>
    </message>
    <message>
        <source>Random points</source>
        <translation>Nasumične točke</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokena</translation>
    </message>
    <message>
        <source>&amp;Agent:</source>
        <translation>&amp;Agent:</translation>
    </message>
    <message>
        <source>S&amp;cenario set:</source>
        <translation>&amp;Skup scenarija:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Način:</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>sjeme</translation>
    </message>
    <message>
        <source>Random points:</source>
        <translation>Nasumičnih točaka:</translation>
    </message>
    <message>
        <source>Floor:</source>
        <translation>Donji prag:</translation>
    </message>
    <message>
        <source>Token cap:</source>
        <translation>Ograničenje tokena:</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametar</translation>
    </message>
    <message>
        <source>Values, separated by commas</source>
        <translation>Vrijednosti odvojene zarezima</translation>
    </message>
    <message>
        <source>Sweep parameters</source>
        <translation>Parametri pretrage</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sweep&lt;/b&gt; — each point runs and is graded as its own configuration version; the same settings again resume it</source>
        <translation>&lt;b&gt;Pretraga&lt;/b&gt; — svaka se točka pokreće i ocjenjuje kao zasebna verzija konfiguracije; iste postavke ponovno je nastavljaju</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Točka</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametri</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Composite mean</source>
        <translation>Prosječna ukupna ocjena</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Raspon</translation>
    </message>
    <message>
        <source>Wall (s)</source>
        <translation>Vrijeme (s)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokeni</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Sweep points</source>
        <translation>Točke pretrage</translation>
    </message>
    <message>
        <source>Double-click a point to open its run</source>
        <translation>Dvaput kliknite točku da biste otvorili njezino pokretanje</translation>
    </message>
    <message>
        <source>&lt;b&gt;Points&lt;/b&gt; (rank: composite mean, then spread, then wall time)</source>
        <translation>&lt;b&gt;Točke&lt;/b&gt; (rang: prosječna ukupna ocjena, zatim raspon, zatim trajanje)</translation>
    </message>
    <message>
        <source>the sweep form</source>
        <translation>obrazac pretrage</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot start:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Nije moguće pokrenuti:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>čeka</translation>
    </message>
    <message>
        <source>resumed: %1</source>
        <translation>nastavljeno: %1</translation>
    </message>
    <message>
        <source>running: %1</source>
        <translation>izvodi se: %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>read back</source>
        <translation>iz ranijeg pokretanja</translation>
    </message>
    <message>
        <source>done</source>
        <translation>gotovo</translation>
    </message>
    <message>
        <source>Run %1 (double-click to open it)</source>
        <translation>Pokretanje %1 (dvaput kliknite da biste ga otvorili)</translation>
    </message>
    <message>
        <source>%1 of %2 points done</source>
        <translation>Gotovo %1 od %2 točaka</translation>
    </message>
    <message>
        <source>refused: about %1 tokens, %2 of %3 spent</source>
        <translation>odbijeno: oko %1 tokena, potrošeno %2 od %3</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s) ran.</source>
        <translation>
            <numerusform>Gotovo: izvršena je %n točka.</numerusform>
            <numerusform>Gotovo: izvršene su %n točke.</numerusform>
            <numerusform>Gotovo: izvršeno je %n točaka.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped after the first point: its composite mean is below the floor of %1.</source>
        <translation>Zaustavljeno nakon prve točke: njezina je prosječna ukupna ocjena ispod donjeg praga od %1.</translation>
    </message>
    <message>
        <source>Stopped at point %1: about %2 more tokens would pass the cap of %3.</source>
        <translation>Zaustavljeno na točki %1: još oko %2 tokena premašilo bi ograničenje od %3.</translation>
    </message>
    <message>
        <source>Cancelled. Start the same sweep again to resume it.</source>
        <translation>Otkazano. Ponovno pokrenite istu pretragu da biste je nastavili.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Nije uspjelo: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) were read back from an earlier run of this sweep.</source>
        <translation>
            <numerusform>%n točka preuzeta je iz ranijeg pokretanja ove pretrage.</numerusform>
            <numerusform>%n točke preuzete su iz ranijeg pokretanja ove pretrage.</numerusform>
            <numerusform>%n točaka preuzeto je iz ranijeg pokretanja ove pretrage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sweep %1.</source>
        <translation>Pretraga %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sweep %1: %n point(s) to run.</source>
        <translation>
            <numerusform>Pretraga %1: treba izvršiti %n točku.</numerusform>
            <numerusform>Pretraga %1: treba izvršiti %n točke.</numerusform>
            <numerusform>Pretraga %1: treba izvršiti %n točaka.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Sweep File</source>
        <translation>Spremi datoteku pretrage</translation>
    </message>
    <message>
        <source>Sweep files (*.json)</source>
        <translation>Datoteke pretrage (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nije moguće zapisati %1: %2</translation>
    </message>
    <message>
        <source>Saved %1; run it in CI with: polygon-cli sweep WORKSPACE %1</source>
        <translation>Spremljeno: %1; pokrenite u CI-ju naredbom: polygon-cli sweep WORKSPACE %1</translation>
    </message>
</context>
<context>
    <name>Polygon::TurnDelegate</name>
    <message>
        <source>The agent ended the call.</source>
        <translation>Agent je završio poziv.</translation>
    </message>
    <message>
        <source>The agent transferred the call.</source>
        <translation>Agent je preusmjerio poziv.</translation>
    </message>
    <message>
        <source>The caller hung up.</source>
        <translation>Pozivatelj je prekinuo vezu.</translation>
    </message>
    <message>
        <source>Cut off at the turn limit.</source>
        <translation>Prekinuto na ograničenju broja replika.</translation>
    </message>
    <message>
        <source>Stopped: the conversation went round in a loop.</source>
        <translation>Zaustavljeno: razgovor se vrtio u petlji.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Otkazano.</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Nije uspjelo.</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>Završeno: %1</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Pogreška</translation>
    </message>
    <message>
        <source>Agent · turn %1</source>
        <translation>Agent · replika %1</translation>
    </message>
    <message>
        <source>Caller · turn %1</source>
        <translation>Pozivatelj · replika %1</translation>
    </message>
    <message>
        <source>ends the call</source>
        <translation>završava poziv</translation>
    </message>
    <message>
        <source>transfers the call</source>
        <translation>preusmjerava poziv</translation>
    </message>
    <message>
        <source>loop caught here</source>
        <translation>ovdje je otkrivena petlja</translation>
    </message>
    <message>
        <source>The agent heard:</source>
        <translation>Agent je čuo:</translation>
    </message>
    <message>
        <source>invalid arguments</source>
        <translation>neispravni argumenti</translation>
    </message>
    <message>
        <source>error</source>
        <translation>pogreška</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>arriving…</source>
        <translation>stiže…</translation>
    </message>
</context>
<context>
    <name>Polygon::Verdict</name>
    <message>
        <source>pass</source>
        <translation>prolaz</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>upozorenje</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>pad</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>nije ocijenjeno</translation>
    </message>
</context>
<context>
    <name>Polygon::Versions</name>
    <message>
        <source>driver not installed</source>
        <translation>upravljački program nije instaliran</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <source>Qt (running)</source>
        <translation>Qt (pri izvođenju)</translation>
    </message>
    <message>
        <source>Qt (built with)</source>
        <translation>Qt (pri izgradnji)</translation>
    </message>
    <message>
        <source>nlohmann_json</source>
        <translation>nlohmann_json</translation>
    </message>
    <message>
        <source>SQLite</source>
        <translation>SQLite</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>Prevoditelj</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Platforma</translation>
    </message>
</context>
<context>
    <name>Polygon::WelcomeWidget</name>
    <message>
        <source>&lt;b&gt;Recent workspaces&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nedavni radni prostori&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Polygon&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Polygon&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>Edit your agent&apos;s prompt, let simulated callers talk to it, grade the conversations and compare versions. A workspace is a folder you can keep in git.</source>
        <translation>Uređujte prompt svog agenta, pustite simulirane pozivatelje da razgovaraju s njim, ocjenjujte razgovore i uspoređujte verzije. Radni prostor je mapa koju možete držati u gitu.</translation>
    </message>
    <message>
        <source>Open the demo</source>
        <translation>Otvori demo</translation>
    </message>
    <message>
        <source>A restaurant&apos;s booking agent in two versions: Polygon runs and grades both offline, no model needed, and shows where they differ.</source>
        <translation>Agent za rezervacije u restoranu u dvije verzije: Polygon obje izvanmrežno pokreće i ocjenjuje, bez modela, i pokazuje gdje se razlikuju.</translation>
    </message>
    <message>
        <source>Open a workspace…</source>
        <translation>Otvori radni prostor…</translation>
    </message>
    <message>
        <source>A folder with a polygon.json you or a colleague made earlier.</source>
        <translation>Mapa s datotekom polygon.json koju ste ranije izradili vi ili kolega.</translation>
    </message>
    <message>
        <source>New workspace from my prompt…</source>
        <translation>Novi radni prostor iz mog prompta…</translation>
    </message>
    <message>
        <source>Paste your agent&apos;s system prompt: you get an agent, tool stubs to fill and callers to test it with.</source>
        <translation>Zalijepite sustavni prompt svog agenta: dobivate agenta, simulirane alate za popunjavanje i pozivatelje za testiranje.</translation>
    </message>
    <message>
        <source>Connect a model…</source>
        <translation>Poveži model…</translation>
    </message>
    <message>
        <source>A local llama.cpp, Ollama or vLLM server or a cloud endpoint; keys stay in the system keychain.</source>
        <translation>Lokalni llama.cpp, Ollama ili vLLM poslužitelj ili krajnja točka u oblaku; ključevi ostaju u sustavnom privjesku ključeva.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
</context>
<context>
    <name>Polygon::WorkspaceDecorationProxyModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This file has problems and is not loaded:
%1</source>
        <translation>Ova datoteka ima problema i nije učitana:
%1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in this folder have problems</source>
        <translation>
            <numerusform>%n datoteka u ovoj mapi ima problema</numerusform>
            <numerusform>%n datoteke u ovoj mapi imaju problema</numerusform>
            <numerusform>%n datoteka u ovoj mapi ima problema</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n persona(s) came from a prompt that has changed since: Run ▸ Regenerate Stale Personas</source>
        <translation>
            <numerusform>%n persona nastala je iz prompta koji se u međuvremenu promijenio: Pokretanje ▸ Ponovno generiraj zastarjele persone</numerusform>
            <numerusform>%n persone nastale su iz prompta koji se u međuvremenu promijenio: Pokretanje ▸ Ponovno generiraj zastarjele persone</numerusform>
            <numerusform>%n persona nastalo je iz prompta koji se u međuvremenu promijenio: Pokretanje ▸ Ponovno generiraj zastarjele persone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n stale)</source>
        <translation>
            <numerusform>%1 (%2, %n zastarjela)</numerusform>
            <numerusform>%1 (%2, %n zastarjele)</numerusform>
            <numerusform>%1 (%2, %n zastarjelih)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (zastarjela)</translation>
    </message>
</context>
<context>
    <name>Polygon::WorkspaceTreeModel</name>
    <message>
        <source>Agents</source>
        <translation>Agenti</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Promptovi</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>Tijekovi razgovora</translation>
    </message>
    <message>
        <source>Personas</source>
        <translation>Persone</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scenariji</translation>
    </message>
    <message>
        <source>Tool stubs</source>
        <translation>Simulirani alati</translation>
    </message>
    <message>
        <source>Probes</source>
        <translation>Probe</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Pružatelji</translation>
    </message>
    <message>
        <source>%1 — %2 agent</source>
        <translation>%1 — agent %2</translation>
    </message>
    <message>
        <source>%1
SHA-256 %2…</source>
        <translation>%1
SHA-256 %2…</translation>
    </message>
    <message>
        <source>%1 — %2 caller, wants %3, difficulty %4
%5</source>
        <translation>%1 — pozivatelj (%2), želi: %3, težina %4
%5</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n persona(s)</source>
        <translation>
            <numerusform>%1 — %n persona</numerusform>
            <numerusform>%1 — %n persone</numerusform>
            <numerusform>%1 — %n persona</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 stub)</source>
        <translation>%1 (simulirani alat: %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>Stale: generated from prompt %1 (version %2…), which has changed since. Regenerate it from the prompt as it is now (Run ▸ Regenerate Stale Personas).</source>
        <translation>Zastarjela: generirana iz prompta %1 (verzija %2…) koji se u međuvremenu promijenio. Ponovno je generirajte iz sadašnjeg prompta (Pokretanje ▸ Ponovno generiraj zastarjele persone).</translation>
    </message>
    <message>
        <source>Generated from prompt %1, which no longer exists: it cannot be regenerated; edit or delete it.</source>
        <translation>Generirana iz prompta %1 koji više ne postoji: ne može se ponovno generirati; uredite je ili obrišite.</translation>
    </message>
    <message>
        <source>Generated from prompt %1 as it is now.</source>
        <translation>Generirana iz sadašnje verzije prompta %1.</translation>
    </message>
</context>
<context>
    <name>ScenarioMatrixModel</name>
    <message>
        <source>no score</source>
        <translation>nema ocjene</translation>
    </message>
    <message>
        <source>not comparable</source>
        <translation>nije usporedivo</translation>
    </message>
    <message>
        <source>%1 has no graded conversation of %2 with a composite: the row cannot be compared (a missing score is never counted as zero)</source>
        <translation>%1 nema ocijenjen razgovor za %2 s ukupnom ocjenom: redak se ne može usporediti (ocjena koja nedostaje nikada se ne računa kao nula)</translation>
    </message>
    <message>
        <source>%1 on %2: mean composite %3</source>
        <translation>%1 na %2: prosječna ukupna ocjena %3</translation>
    </message>
    <message>
        <source>best minus worst run: %1</source>
        <translation>najbolje minus najlošije pokretanje: %1</translation>
    </message>
    <message>
        <source>a run has no score here, so the spread is not computed</source>
        <translation>jedno pokretanje ovdje nema ocjenu pa se raspon ne računa</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenarij</translation>
    </message>
    <message>
        <source>Caller type</source>
        <translation>Vrsta pozivatelja</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Težina</translation>
    </message>
    <message>
        <source>Wants</source>
        <translation>Cilj</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Raspon</translation>
    </message>
</context>
<context>
    <name>WorkspaceMessages</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation>nije moguće pročitati datoteku: %1</translation>
    </message>
    <message>
        <source>language</source>
        <translation>jezik</translation>
    </message>
    <message>
        <source>%1 must be a file in the workspace&apos;s %2/ folder, like &quot;%2/name.%3&quot;, not %4</source>
        <translation>%1 mora biti datoteka u mapi %2/ radnog prostora, npr. &quot;%2/name.%3&quot;, a ne %4</translation>
    </message>
    <message>
        <source>%1 file %2 does not exist</source>
        <translation>%1: datoteka %2 ne postoji</translation>
    </message>
    <message>
        <source>the workspace manifest polygon.json is missing; every workspace folder needs one</source>
        <translation>nedostaje manifest radnog prostora polygon.json; potreban je u svakoj mapi radnog prostora</translation>
    </message>
    <message>
        <source>the workspace manifest</source>
        <translation>manifest radnog prostora</translation>
    </message>
    <message>
        <source>unknown language %1; expected one of: %2</source>
        <translation>nepoznat jezik %1; očekuje se jedan od: %2</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>agent</translation>
    </message>
    <message>
        <source>rubric version</source>
        <translation>verzija kriterija ocjenjivanja</translation>
    </message>
    <message>
        <source>provider profile</source>
        <translation>profil pružatelja</translation>
    </message>
    <message>
        <source>the agent</source>
        <translation>agent</translation>
    </message>
    <message>
        <source>agent kind</source>
        <translation>vrsta agenta</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>prompt</translation>
    </message>
    <message>
        <source>flow</source>
        <translation>tijek razgovora</translation>
    </message>
    <message>
        <source>&quot;url&quot; must be an http:// or https:// address, not %1</source>
        <translation>&quot;url&quot; mora biti adresa http:// ili https://, a ne %1</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>alat</translation>
    </message>
    <message>
        <source>the prompt is not valid UTF-8 text (byte %1)</source>
        <translation>prompt nije ispravan UTF-8 tekst (bajt %1)</translation>
    </message>
    <message>
        <source>the prompt is empty</source>
        <translation>prompt je prazan</translation>
    </message>
    <message>
        <source>the persona</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>persona type</source>
        <translation>vrsta persone</translation>
    </message>
    <message>
        <source>intended outcome</source>
        <translation>predviđeni ishod</translation>
    </message>
    <message>
        <source>&quot;ground_truth&quot; must be an object with at least one fact, not %1</source>
        <translation>&quot;ground_truth&quot; mora biti objekt s barem jednom činjenicom, a ne %1</translation>
    </message>
    <message>
        <source>an empty object</source>
        <translation>prazan objekt</translation>
    </message>
    <message>
        <source>the fact %1 must be a string, a number or true/false, not %2</source>
        <translation>činjenica %1 mora biti znakovni niz, broj ili true/false, a ne %2</translation>
    </message>
    <message>
        <source>&quot;hash&quot; must be a SHA-256 in lower-case hex (64 characters)</source>
        <translation>&quot;hash&quot; mora biti SHA-256 zapisan heksadecimalno malim slovima (64 znaka)</translation>
    </message>
    <message>
        <source>the scenario set</source>
        <translation>skup scenarija</translation>
    </message>
    <message>
        <source>persona</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>probe</source>
        <translation>proba</translation>
    </message>
    <message>
        <source>&quot;parameters&quot; must be a JSON Schema object, not %1</source>
        <translation>&quot;parameters&quot; mora biti objekt JSON Schema, a ne %1</translation>
    </message>
    <message>
        <source>the parameters schema must have &quot;type&quot;: &quot;object&quot;</source>
        <translation>shema parametara mora imati &quot;type&quot;: &quot;object&quot;</translation>
    </message>
    <message>
        <source>&quot;properties&quot; must be an object of schemas</source>
        <translation>&quot;properties&quot; mora biti objekt sa shemama</translation>
    </message>
    <message>
        <source>the schema of argument %1 must be an object</source>
        <translation>shema argumenta %1 mora biti objekt</translation>
    </message>
    <message>
        <source>&quot;required&quot; must be an array of argument names</source>
        <translation>&quot;required&quot; mora biti polje naziva argumenata</translation>
    </message>
    <message>
        <source>required argument %1 is not among the schema&apos;s &quot;properties&quot;</source>
        <translation>obvezni argument %1 nije među &quot;properties&quot; sheme</translation>
    </message>
    <message>
        <source>tool behaviour</source>
        <translation>ponašanje alata</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be a non-empty array of {&quot;when&quot;, &quot;result&quot;} objects</source>
        <translation>&quot;rules&quot; mora biti neprazno polje objekata {&quot;when&quot;, &quot;result&quot;}</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>pravilo %1</translation>
    </message>
    <message>
        <source>&quot;when&quot; must be an object of argument values to match</source>
        <translation>&quot;when&quot; mora biti objekt s vrijednostima argumenata za usporedbu</translation>
    </message>
    <message>
        <source>stateful operation</source>
        <translation>operacija sa stanjem</translation>
    </message>
    <message>
        <source>&quot;records&quot; must be an array of objects (the records the collection starts with)</source>
        <translation>&quot;records&quot; mora biti polje objekata (zapisi s kojima zbirka počinje)</translation>
    </message>
    <message>
        <source>only a stateful tool starts with &quot;records&quot;</source>
        <translation>samo alat sa stanjem može imati početne &quot;records&quot;</translation>
    </message>
    <message>
        <source>key argument %1 is not among the schema&apos;s &quot;properties&quot;</source>
        <translation>ključni argument %1 nije među &quot;properties&quot; sheme</translation>
    </message>
    <message>
        <source>the tool stub</source>
        <translation>simulirani alat</translation>
    </message>
    <message>
        <source>the tool&apos;s name %1 (its file name) may only use letters, digits, &quot;_&quot; and &quot;-&quot; (at most 64)</source>
        <translation>naziv alata %1 (naziv njegove datoteke) smije sadržavati samo slova, znamenke, &quot;_&quot; i &quot;-&quot; (najviše 64 znaka)</translation>
    </message>
    <message>
        <source>&quot;faults&quot; must be an array of fault objects, not %1</source>
        <translation>&quot;faults&quot; mora biti polje objekata kvarova, a ne %1</translation>
    </message>
    <message>
        <source>fault %1</source>
        <translation>kvar %1</translation>
    </message>
    <message>
        <source>fault kind</source>
        <translation>vrsta kvara</translation>
    </message>
    <message>
        <source>a fault needs exactly one of &quot;on_call&quot; (the Nth call) or &quot;probability&quot; (0 to 1)</source>
        <translation>kvar mora imati točno jedno od: &quot;on_call&quot; (N-ti poziv) ili &quot;probability&quot; (od 0 do 1)</translation>
    </message>
    <message>
        <source>a timeout returns nothing, so it cannot have a &quot;result&quot;</source>
        <translation>istek vremena ne vraća ništa pa ne može imati &quot;result&quot;</translation>
    </message>
    <message>
        <source>the probe</source>
        <translation>proba</translation>
    </message>
    <message>
        <source>probe polarity</source>
        <translation>polaritet probe</translation>
    </message>
    <message>
        <source>the provider profile</source>
        <translation>profil pružatelja</translation>
    </message>
    <message>
        <source>API keys must never be stored in the workspace; remove %1 and name an environment variable with &quot;api_key_env&quot; or a keychain entry with &quot;keychain&quot;</source>
        <translation>API ključevi nikad se ne smiju spremati u radni prostor; uklonite %1 i navedite varijablu okoline u &quot;api_key_env&quot; ili stavku spremnika ključeva u &quot;keychain&quot;</translation>
    </message>
    <message>
        <source>&quot;base_url&quot; must be an http:// or https:// address, not %1</source>
        <translation>&quot;base_url&quot; mora biti adresa http:// ili https://, a ne %1</translation>
    </message>
    <message>
        <source>&quot;base_url&quot; must not carry a user name or password</source>
        <translation>&quot;base_url&quot; ne smije sadržavati korisničko ime ni lozinku</translation>
    </message>
    <message>
        <source>the flow</source>
        <translation>tijek razgovora</translation>
    </message>
    <message>
        <source>this is a file, not a workspace folder</source>
        <translation>ovo je datoteka, a ne mapa radnog prostora</translation>
    </message>
    <message>
        <source>the workspace folder does not exist</source>
        <translation>mapa radnog prostora ne postoji</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>neispravan JSON: %1</translation>
    </message>
    <message>
        <source>the file is empty; expected a JSON object</source>
        <translation>datoteka je prazna; očekuje se JSON objekt</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in the same object</source>
        <translation>ključ &quot;%1&quot; pojavljuje se dvaput u istom objektu</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>nije moguće stvoriti mapu %1</translation>
    </message>
    <message>
        <source>cannot write the file: %1</source>
        <translation>nije moguće zapisati datoteku: %1</translation>
    </message>
    <message>
        <source>%1 must be a JSON object, not %2</source>
        <translation>%1 mora biti JSON objekt, a ne %2</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>znakovni niz</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>cijeli broj</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>decimalni broj</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>polje</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>objekt</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>nepodržana vrijednost</translation>
    </message>
    <message>
        <source>missing required key %1 in %2</source>
        <translation>%2: nedostaje obvezni ključ %1</translation>
    </message>
    <message>
        <source>%1 must be %2, not %3</source>
        <translation>%1 mora biti %2, a ne %3</translation>
    </message>
    <message>
        <source>the integer 1</source>
        <translation>cijeli broj 1</translation>
    </message>
    <message>
        <source>&quot;format&quot; is %1, but this version of Polygon reads format 1</source>
        <translation>&quot;format&quot; je %1, ali ova verzija programa Polygon čita format 1</translation>
    </message>
    <message>
        <source>%1 must not be empty</source>
        <translation>vrijednost %1 ne smije biti prazna</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, not %4</source>
        <translation>vrijednost %1 mora biti između %2 i %3, a ne %4</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>broj</translation>
    </message>
    <message>
        <source>unknown %1 %2; expected one of: %3</source>
        <translation>%1: nepoznata vrijednost %2; očekuje se jedna od: %3</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>polje znakovnih nizova</translation>
    </message>
    <message>
        <source>%1 must list at least one item</source>
        <translation>%1 mora sadržavati barem jednu stavku</translation>
    </message>
    <message>
        <source>item %1 of %2 must be a non-empty string, not %3</source>
        <translation>stavka %1 u %2 mora biti neprazan znakovni niz, a ne %3</translation>
    </message>
    <message>
        <source>an empty string</source>
        <translation>prazan znakovni niz</translation>
    </message>
    <message>
        <source>%1 is listed twice in %2</source>
        <translation>vrijednost %1 navedena je dvaput u %2</translation>
    </message>
    <message>
        <source>unknown key %1 in %2; expected one of: %3</source>
        <translation>%2: nepoznat ključ %1; očekuje se jedan od: %3</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation> (jeste li mislili %1?)</translation>
    </message>
    <message>
        <source>%1 %2 does not exist (no %3/%4.%5)</source>
        <translation>%1 %2 ne postoji (nema datoteke %3/%4.%5)</translation>
    </message>
    <message>
        <source>speaker</source>
        <translation>govornik</translation>
    </message>
    <message>
        <source>action</source>
        <translation>radnja</translation>
    </message>
    <message>
        <source>&quot;tool_calls&quot; must be an array of tool calls, not %1</source>
        <translation>&quot;tool_calls&quot; mora biti niz poziva alata, a ne %1</translation>
    </message>
    <message>
        <source>tool call %1</source>
        <translation>poziv alata %1</translation>
    </message>
    <message>
        <source>conversation source</source>
        <translation>izvor razgovora</translation>
    </message>
    <message>
        <source>&quot;ground_truth&quot; must be an object of facts, not %1</source>
        <translation>&quot;ground_truth&quot; mora biti objekt s činjenicama, a ne %1</translation>
    </message>
    <message>
        <source>&quot;turns&quot; must be an array of turns, not %1</source>
        <translation>&quot;turns&quot; mora biti niz replika, a ne %1</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>replika %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ili false</translation>
    </message>
    <message>
        <source>the rubric</source>
        <translation>rubrika</translation>
    </message>
    <message>
        <source>the scale&apos;s &quot;max&quot; must be greater than its &quot;min&quot;</source>
        <translation>&quot;max&quot; ljestvice mora biti veći od &quot;min&quot;</translation>
    </message>
    <message>
        <source>&quot;criteria&quot; must be a non-empty array of criteria</source>
        <translation>&quot;criteria&quot; mora biti neprazan niz kriterija</translation>
    </message>
    <message>
        <source>criterion %1</source>
        <translation>kriterij %1</translation>
    </message>
    <message>
        <source>the criterion &quot;%1&quot; is defined twice</source>
        <translation>kriterij &quot;%1&quot; definiran je dvaput</translation>
    </message>
    <message>
        <source>the &quot;warning&quot; threshold must not be above the &quot;pass&quot; threshold</source>
        <translation>prag &quot;warning&quot; ne smije biti iznad praga &quot;pass&quot;</translation>
    </message>
    <message>
        <source>unknown gate &quot;%1&quot;; expected one of: %2</source>
        <translation>nepoznata blokada &quot;%1&quot;; očekuje se jedna od: %2</translation>
    </message>
    <message>
        <source>scores of rubric %1 and rubric %2 cannot be compared: scores compare only within one rubric version</source>
        <translation>ocjene rubrike %1 i rubrike %2 ne mogu se uspoređivati: ocjene su usporedive samo unutar jedne verzije rubrike</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>nije moguće pročitati standardni ulaz</translation>
    </message>
    <message>
        <source>cannot read the input a second time</source>
        <translation>ulaz nije moguće pročitati drugi put</translation>
    </message>
    <message>
        <source>&quot;t&quot; must be milliseconds (a number), not %1</source>
        <translation>&quot;t&quot; moraju biti milisekunde (broj), a ne %1</translation>
    </message>
    <message>
        <source>event type</source>
        <translation>vrsta događaja</translation>
    </message>
    <message>
        <source>call status</source>
        <translation>status poziva</translation>
    </message>
    <message>
        <source>response class</source>
        <translation>klasa odgovora</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>događaj %1</translation>
    </message>
    <message>
        <source>the event</source>
        <translation>događaj</translation>
    </message>
    <message>
        <source>speech status</source>
        <translation>status govora</translation>
    </message>
    <message>
        <source>speech role</source>
        <translation>uloga govornika</translation>
    </message>
    <message>
        <source>the callback has no CallSid</source>
        <translation>povratni poziv nema CallSid</translation>
    </message>
    <message>
        <source>unknown CallStatus &quot;%1&quot;; expected one of: %2</source>
        <translation>nepoznat CallStatus &quot;%1&quot;; očekuje se jedan od: %2</translation>
    </message>
    <message>
        <source>the Timestamp &quot;%1&quot; is not an RFC 2822 date</source>
        <translation>Timestamp &quot;%1&quot; nije datum u obliku RFC 2822</translation>
    </message>
    <message>
        <source>the status callback</source>
        <translation>povratni poziv statusa</translation>
    </message>
    <message>
        <source>the server message</source>
        <translation>poruka poslužitelja</translation>
    </message>
    <message>
        <source>the evidence policy</source>
        <translation>pravila provjere dokaza</translation>
    </message>
    <message>
        <source>the agent &quot;%1&quot; is a %2 agent; offline simulation runs flow agents (a deterministic dialogue flow)</source>
        <translation>agent &quot;%1&quot; je agent vrste %2; izvanmrežna simulacija pokreće agente s tijekom razgovora (deterministički tijek)</translation>
    </message>
    <message>
        <source>the flow &quot;%1&quot; is not in the workspace</source>
        <translation>tijek razgovora &quot;%1&quot; nije u radnom prostoru</translation>
    </message>
    <message>
        <source>the agent model failed at turn %1: %2</source>
        <translation>model agenta nije uspio u replici %1: %2</translation>
    </message>
    <message>
        <source>the agent called tools %1 times in a row at turn %2 without answering the caller</source>
        <translation>agent je u replici %2 pozvao alate %1 puta zaredom, a da nije odgovorio pozivatelju</translation>
    </message>
    <message>
        <source>the caller model failed at turn %1: %2</source>
        <translation>model pozivatelja nije uspio u replici %1: %2</translation>
    </message>
    <message>
        <source>the caller model returned nothing to say at turn %1</source>
        <translation>model pozivatelja u replici %1 nije vratio nikakav tekst</translation>
    </message>
    <message>
        <source>%1: no answer within %2 ms</source>
        <translation>%1: nema odgovora unutar %2 ms</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: HTTP %2: %3</source>
        <translation>%1: HTTP %2: %3</translation>
    </message>
    <message>
        <source>%1: the answer is not JSON (byte %2): %3</source>
        <translation>%1: odgovor nije JSON (bajt %2): %3</translation>
    </message>
    <message>
        <source>%1: %2 (docs/agents.md describes the answer)</source>
        <translation>%1: %2 (format odgovora opisan je u docs/agents.md)</translation>
    </message>
    <message>
        <source>the answer must be a JSON object</source>
        <translation>odgovor mora biti JSON objekt</translation>
    </message>
    <message>
        <source>&quot;reply&quot; must be a string</source>
        <translation>&quot;reply&quot; mora biti znakovni niz</translation>
    </message>
    <message>
        <source>&quot;action&quot; must be &quot;end&quot;, &quot;transfer&quot; or null, not %1</source>
        <translation>&quot;action&quot; mora biti &quot;end&quot;, &quot;transfer&quot; ili null, a ne %1</translation>
    </message>
    <message>
        <source>&quot;tool_calls&quot; must be an array</source>
        <translation>&quot;tool_calls&quot; mora biti niz</translation>
    </message>
    <message>
        <source>tool call %1 needs a &quot;name&quot;</source>
        <translation>poziv alata %1 mora imati &quot;name&quot;</translation>
    </message>
    <message>
        <source>the answer has no &quot;reply&quot;, no &quot;tool_calls&quot; and no &quot;action&quot;</source>
        <translation>odgovor nema ni &quot;reply&quot;, ni &quot;tool_calls&quot;, ni &quot;action&quot;</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; expected one of: %2</source>
        <translation>nepoznat jezik &quot;%1&quot;; očekuje se jedan od: %2</translation>
    </message>
    <message>
        <source>the conversation</source>
        <translation>razgovor</translation>
    </message>
    <message>
        <source>caller</source>
        <translation>pozivatelj</translation>
    </message>
    <message>
        <source>&quot;model_calls&quot; must be an array</source>
        <translation>&quot;model_calls&quot; mora biti niz</translation>
    </message>
    <message>
        <source>the agent &quot;%1&quot; is an LLM agent and needs a model: configure its provider profile, or simulate a flow agent offline</source>
        <translation>agent &quot;%1&quot; je LLM agent i treba mu model: konfigurirajte njegov profil pružatelja ili izvanmrežno simulirajte agenta s tijekom razgovora</translation>
    </message>
    <message>
        <source>the prompt &quot;%1&quot; is not in the workspace</source>
        <translation>prompt &quot;%1&quot; nije u radnom prostoru</translation>
    </message>
    <message>
        <source>the agent &quot;%1&quot; is an HTTP agent and needs the network; it cannot run offline</source>
        <translation>agent &quot;%1&quot; je HTTP agent i treba mu mreža; ne može raditi izvanmrežno</translation>
    </message>
    <message>
        <source>an LLM caller needs a model: configure the workspace&apos;s caller provider, or use the scripted caller</source>
        <translation>LLM pozivatelju treba model: konfigurirajte pružatelja za pozivatelje u radnom prostoru ili upotrijebite skriptiranog pozivatelja</translation>
    </message>
    <message>
        <source>(see %1:%2)</source>
        <translation>(vidi %1:%2)</translation>
    </message>
    <message>
        <source>“%1” is not in the %2 dictionary: a misspelt word can be read more than one way.</source>
        <translation>“%1” nije u rječniku %2: pogrešno napisana riječ može se pročitati na više načina.</translation>
    </message>
    <message>
        <source>“%1” is not in the %2 dictionary (did you mean “%3”?): a misspelt word can be read more than one way.</source>
        <translation>“%1” nije u rječniku %2 (jeste li mislili “%3”?): pogrešno napisana riječ može se pročitati na više načina.</translation>
    </message>
    <message>
        <source>Hard-to-predict wording: %1 bits per word over %2 words where %3 is typical, so it may be garbled or read more than one way.</source>
        <translation>Teško predvidljiva formulacija: %1 bita po riječi (riječi: %2), a uobičajeno je %3, pa se može iskriviti ili pročitati na više načina.</translation>
    </message>
    <message>
        <source>sphinxbase could not read the language model %1: %2</source>
        <translation>sphinxbase nije mogao pročitati jezični model %1: %2</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>nepoznat format</translation>
    </message>
    <message>
        <source>the English language model %1 is not installed (Debian package pocketsphinx-en-us)</source>
        <translation>engleski jezični model %1 nije instaliran (paket za Debian pocketsphinx-en-us)</translation>
    </message>
    <message>
        <source>the language model %1 named by POLYGON_SPHINX_LM cannot be read</source>
        <translation>jezični model %1 naveden u POLYGON_SPHINX_LM ne može se pročitati</translation>
    </message>
    <message>
        <source>Polygon was built without sphinxbase (libsphinxbase-dev was not found)</source>
        <translation>Polygon je izgrađen bez sphinxbase (libsphinxbase-dev nije pronađen)</translation>
    </message>
    <message>
        <source>the offline language model is English only</source>
        <translation>izvanmrežni jezični model postoji samo za engleski</translation>
    </message>
    <message>
        <source>not available for %1: %2; %3</source>
        <translation>nije dostupno za %1: %2; %3</translation>
    </message>
    <message>
        <source>not available for %1: the offline language model is English only; token log-probabilities need an endpoint that offers them</source>
        <translation>nije dostupno za %1: izvanmrežni jezični model postoji samo za engleski; za log-vjerojatnosti tokena potrebna je krajnja točka koja ih nudi</translation>
    </message>
    <message>
        <source>not available for %1: %2</source>
        <translation>nije dostupno za %1: %2</translation>
    </message>
    <message>
        <source>bits per word under the CMU Sphinx trigram model %1</source>
        <translation>bita po riječi prema trigramskom modelu CMU Sphinx %1</translation>
    </message>
    <message>
        <source>unknown words from the hunspell dictionary %1</source>
        <translation>nepoznate riječi prema rječniku hunspell %1</translation>
    </message>
    <message>
        <source>no provider to ask for token log-probabilities</source>
        <translation>nema pružatelja od kojeg bi se zatražile log-vjerojatnosti tokena</translation>
    </message>
    <message>
        <source>not available for %1: the endpoint offers no token log-probabilities (%2)</source>
        <translation>nije dostupno za %1: krajnja točka ne nudi log-vjerojatnosti tokena (%2)</translation>
    </message>
    <message>
        <source>not available for %1: the endpoint returned no token log-probabilities</source>
        <translation>nije dostupno za %1: krajnja točka nije vratila log-vjerojatnosti tokena</translation>
    </message>
    <message numerus="yes">
        <source>%n scored word(s): at least %1 are needed to tell unusual phrases from the prompt&apos;s own wording</source>
        <translation>
            <numerusform>%n ocijenjena riječ: potrebno je barem %1 kako bi se neobični izrazi razlikovali od uobičajenog izričaja prompta</numerusform>
            <numerusform>%n ocijenjene riječi: potrebno je barem %1 kako bi se neobični izrazi razlikovali od uobičajenog izričaja prompta</numerusform>
            <numerusform>%n ocijenjenih riječi: potrebno je barem %1 kako bi se neobični izrazi razlikovali od uobičajenog izričaja prompta</numerusform>
        </translation>
    </message>
    <message>
        <source>free of charge</source>
        <translation>besplatno</translation>
    </message>
    <message>
        <source>%1 constraints at once in this section (more than %2): the model will drop some; split the section or cut the rules it rarely needs.</source>
        <translation>%1 ograničenja odjednom u ovom odjeljku (više od %2): model će neka zanemariti; podijelite odjeljak ili uklonite pravila koja su rijetko potrebna.</translation>
    </message>
    <message>
        <source>%1 instructions packed into one sentence: give each its own line.</source>
        <translation>Jedna rečenica sadrži više uputa (%1): svakoj dodijelite zaseban redak.</translation>
    </message>
    <message>
        <source>Repeats an earlier rule word for word.</source>
        <translation>Doslovno ponavlja ranije pravilo.</translation>
    </message>
    <message>
        <source>Repeats an earlier rule: the same content words.</source>
        <translation>Ponavlja ranije pravilo: iste sadržajne riječi.</translation>
    </message>
    <message>
        <source>Requires what another rule forbids.</source>
        <translation>Zahtijeva ono što drugo pravilo zabranjuje.</translation>
    </message>
    <message>
        <source>Allows what another rule forbids.</source>
        <translation>Dopušta ono što drugo pravilo zabranjuje.</translation>
    </message>
    <message>
        <source>Makes optional what another rule requires: one waters the other down.</source>
        <translation>Čini neobveznim ono što drugo pravilo zahtijeva: jedno razvodnjava drugo.</translation>
    </message>
    <message>
        <source>If one is meant as an exception, say so in the same rule.</source>
        <translation>Ako je jedno zamišljeno kao iznimka, navedite to u istom pravilu.</translation>
    </message>
    <message>
        <source>Gives a time (%1) outside the hours another rule gives for that day (%2–%3).</source>
        <translation>Navodi vrijeme (%1) izvan radnog vremena koje drugo pravilo daje za taj dan (%2–%3).</translation>
    </message>
    <message>
        <source>Gives a closing time (%1) past the hours another rule gives (%2–%3).</source>
        <translation>Navodi vrijeme zatvaranja (%1) nakon radnog vremena koje navodi drugo pravilo (%2–%3).</translation>
    </message>
    <message>
        <source>Gives a date (%1) past the end of the season another rule gives (%2).</source>
        <translation>Navodi datum (%1) nakon kraja sezone koju navodi drugo pravilo (%2).</translation>
    </message>
    <message>
        <source>Gives a different closing time (%1) than another rule (%2).</source>
        <translation>Navodi drukčije vrijeme zatvaranja (%1) od drugog pravila (%2).</translation>
    </message>
    <message>
        <source>Gives a different opening time (%1) than another rule (%2).</source>
        <translation>Navodi drukčije vrijeme otvaranja (%1) od drugog pravila (%2).</translation>
    </message>
    <message>
        <source>Free for children under %1, where a similar rule charges from age %2.</source>
        <translation>Besplatno za djecu mlađu od %1 godina, a slično pravilo naplaćuje od %2. godine.</translation>
    </message>
    <message>
        <source>Turns away children under %1, where a similar rule takes them from age %2.</source>
        <translation>Ne prima djecu mlađu od %1 godina, a slično pravilo ih prima od %2. godine.</translation>
    </message>
    <message>
        <source>Free within %1, where a similar rule charges from %2.</source>
        <translation>Besplatno unutar %1, a slično pravilo naplaćuje od %2.</translation>
    </message>
    <message>
        <source>Charges below %1, where a similar rule makes it free from %2.</source>
        <translation>Naplaćuje ispod %1, a slično pravilo to daje besplatno od %2.</translation>
    </message>
    <message>
        <source>Lets children go without an adult from %1, where a similar rule says from %2.</source>
        <translation>Dopušta djeci bez odrasle osobe od %1. godine, a slično pravilo od %2.</translation>
    </message>
    <message>
        <source>Takes a payment in advance that another rule says is not needed.</source>
        <translation>Naplaćuje predujam koji prema drugom pravilu nije potreban.</translation>
    </message>
    <message>
        <source>Gives nothing back under %1 of notice, where a similar rule gives money back from %2.</source>
        <translation>Ne vraća ništa uz obavijest kraću od %1, a slično pravilo vraća novac od %2.</translation>
    </message>
    <message>
        <source>States %1 where a similar rule states %2.</source>
        <translation>Navodi %1, dok slično pravilo navodi %2.</translation>
    </message>
    <message>
        <source>“%1” is vague: say exactly what, when or how much.</source>
        <translation>Izraz “%1” je neodređen: navedite točno što, kada ili koliko.</translation>
    </message>
    <message>
        <source>“%1” is not defined in the prompt: the model will guess what it says.</source>
        <translation>Izraz “%1” nije definiran u promptu: model će nagađati njegov sadržaj.</translation>
    </message>
    <message>
        <source>“%1” points to knowledge outside the prompt: spell out what is meant.</source>
        <translation>Izraz “%1” upućuje na znanje izvan prompta: izričito navedite što se misli.</translation>
    </message>
    <message>
        <source>A critical rule sits in the middle of a long prompt (%1% of the way in), where models attend least: move it to the start or repeat it at the end.</source>
        <translation>Ključno pravilo nalazi se u sredini dugog prompta (na %1% duljine), gdje modeli obraćaju najmanje pozornosti: premjestite ga na početak ili ga ponovite na kraju.</translation>
    </message>
    <message>
        <source>A rule about the same thing is far away under another heading: keep related rules together.</source>
        <translation>Pravilo o istoj stvari nalazi se daleko, pod drugim naslovom: držite srodna pravila zajedno.</translation>
    </message>
    <message>
        <source>Nearly the same wording as another rule with the opposite polarity (similarity %1).</source>
        <translation>Gotovo ista formulacija kao u drugom pravilu, ali sa suprotnim polaritetom (sličnost %1).</translation>
    </message>
    <message>
        <source>Says nearly the same as another rule (similarity %1).</source>
        <translation>Kaže gotovo isto što i drugo pravilo (sličnost %1).</translation>
    </message>
    <message>
        <source>A related rule (similarity %1) is far away under another heading: keep related rules together.</source>
        <translation>Srodno pravilo (sličnost %1) nalazi se daleko, pod drugim naslovom: držite srodna pravila zajedno.</translation>
    </message>
    <message>
        <source>tier 2 not configured</source>
        <translation>razina 2 nije konfigurirana</translation>
    </message>
    <message>
        <source>no hunspell dictionary is known for the language “%1”</source>
        <translation>za jezik “%1” nije poznat rječnik hunspell</translation>
    </message>
    <message>
        <source>the hunspell dictionary %1 is not installed (%2)</source>
        <translation>rječnik hunspell %1 nije instaliran (%2)</translation>
    </message>
    <message>
        <source>the hunspell dictionary %1 uses the encoding %2, which cannot be converted</source>
        <translation>rječnik hunspell %1 koristi kodiranje %2, koje se ne može pretvoriti</translation>
    </message>
    <message>
        <source>Polygon was built without hunspell (libhunspell-dev was not found)</source>
        <translation>Polygon je izgrađen bez hunspell (libhunspell-dev nije pronađen)</translation>
    </message>
    <message>
        <source>the judge&apos;s reply is not a JSON object</source>
        <translation>odgovor suca nije JSON objekt</translation>
    </message>
    <message>
        <source>the judge&apos;s reply has no “findings” list</source>
        <translation>odgovor suca nema popis “findings”</translation>
    </message>
    <message>
        <source>the judge&apos;s axis scores were ignored: each of the five must be a number from 0 to 1</source>
        <translation>sučeve ocjene po osima zanemarene su: svaka od pet mora biti broj od 0 do 1</translation>
    </message>
    <message>
        <source>finding %1 dropped: not a JSON object</source>
        <translation>nalaz %1 odbačen: nije JSON objekt</translation>
    </message>
    <message>
        <source>the axis %1 is not one of the five</source>
        <translation>os %1 nije jedna od pet</translation>
    </message>
    <message>
        <source>the severity %1 is not info, warning or error</source>
        <translation>ozbiljnost %1 nije info, warning ni error</translation>
    </message>
    <message>
        <source>it has no quote</source>
        <translation>nema citat</translation>
    </message>
    <message>
        <source>it has no explanation</source>
        <translation>nema objašnjenje</translation>
    </message>
    <message>
        <source>finding %1 dropped: %2</source>
        <translation>nalaz %1 odbačen: %2</translation>
    </message>
    <message>
        <source>finding %1 dropped: the quote %2 is not in the prompt</source>
        <translation>nalaz %1 odbačen: citata %2 nema u promptu</translation>
    </message>
    <message>
        <source>finding %1 kept without its related passage: the quote %2 is not in the prompt</source>
        <translation>nalaz %1 zadržan bez povezanog odlomka: citata %2 nema u promptu</translation>
    </message>
    <message>
        <source>no judge profile configured</source>
        <translation>nije konfiguriran profil suca</translation>
    </message>
    <message>
        <source>the judge&apos;s chat request</source>
        <translation>chat zahtjev suca</translation>
    </message>
    <message>
        <source>the prompt review does not match its schema: %1</source>
        <translation>pregled prompta ne odgovara svojoj shemi: %1</translation>
    </message>
    <message>
        <source>unknown agent &quot;%1&quot;; the workspace has: %2</source>
        <translation>nepoznat agent &quot;%1&quot;; radni prostor ima: %2</translation>
    </message>
    <message>
        <source>unknown scenario set &quot;%1&quot;</source>
        <translation>nepoznat skup scenarija &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown persona &quot;%1&quot;</source>
        <translation>nepoznata persona &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no run &quot;%1&quot; in this database</source>
        <translation>u ovoj bazi podataka nema pokretanja &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the run&apos;s agent &quot;%1&quot; is no longer in the workspace</source>
        <translation>agent &quot;%1&quot; iz pokretanja više nije u radnom prostoru</translation>
    </message>
    <message>
        <source>the agent&apos;s configuration (prompt, flow, tools, model profile or rubric) changed since run %1 started; resuming would mix two configurations in one run — start a new run instead</source>
        <translation>konfiguracija agenta (prompt, tijek razgovora, alati, profil modela ili rubrika) promijenila se od početka pokretanja %1; nastavak bi pomiješao dvije konfiguracije u jednom pokretanju — umjesto toga započnite novo pokretanje</translation>
    </message>
    <message>
        <source>the run&apos;s persona &quot;%1&quot; is no longer in the workspace</source>
        <translation>persona &quot;%1&quot; iz pokretanja više nije u radnom prostoru</translation>
    </message>
    <message>
        <source>start a transaction</source>
        <translation>pokretanje transakcije</translation>
    </message>
    <message numerus="yes">
        <source>commit %n write(s)</source>
        <translation>
            <numerusform>potvrđivanje %n upisa</numerusform>
            <numerusform>potvrđivanje %n upisa</numerusform>
            <numerusform>potvrđivanje %n upisa</numerusform>
        </translation>
    </message>
    <message>
        <source>roll back</source>
        <translation>poništavanje transakcije</translation>
    </message>
    <message>
        <source>no conversation %1 in the store (plan it with the run first)</source>
        <translation>u bazi rezultata nema razgovora %1 (najprije ga isplanirajte s pokretanjem)</translation>
    </message>
    <message>
        <source>save configuration %1</source>
        <translation>spremanje konfiguracije %1</translation>
    </message>
    <message>
        <source>plan conversation %1</source>
        <translation>planiranje razgovora %1</translation>
    </message>
    <message>
        <source>create run %1</source>
        <translation>stvaranje pokretanja %1</translation>
    </message>
    <message>
        <source>mark run %1 %2</source>
        <translation>postavljanje statusa %2 za pokretanje %1</translation>
    </message>
    <message>
        <source>no run %1 in the store</source>
        <translation>u bazi rezultata nema pokretanja %1</translation>
    </message>
    <message>
        <source>delete run %1</source>
        <translation>brisanje pokretanja %1</translation>
    </message>
    <message>
        <source>begin conversation %1</source>
        <translation>početak razgovora %1</translation>
    </message>
    <message>
        <source>the conversation is already done; a resumed run does not redo it</source>
        <translation>razgovor je već završen; nastavljeno pokretanje ne ponavlja ga</translation>
    </message>
    <message>
        <source>append turn %1 of %2</source>
        <translation>dodavanje replike %1 razgovora %2</translation>
    </message>
    <message>
        <source>finish conversation %1 as %2</source>
        <translation>završavanje razgovora %1 sa statusom %2</translation>
    </message>
    <message>
        <source>a conversation finishes as done, failed or cancelled</source>
        <translation>razgovor završava sa statusom done, failed ili cancelled</translation>
    </message>
    <message>
        <source>set pass/fail of %1</source>
        <translation>postavljanje rezultata pass/fail za %1</translation>
    </message>
    <message>
        <source>cancel the running conversations of %1</source>
        <translation>otkazivanje razgovora pokretanja %1 koji su u tijeku</translation>
    </message>
    <message>
        <source>record a %1 model call</source>
        <translation>bilježenje poziva modela (%1)</translation>
    </message>
    <message>
        <source>save the %1 judgment of %2</source>
        <translation>spremanje ocjene po rubrici %1 za %2</translation>
    </message>
    <message>
        <source>save probe %1 of %2</source>
        <translation>spremanje probe %1 za %2</translation>
    </message>
    <message>
        <source>save the evidence of call %1</source>
        <translation>spremanje dokaza poziva %1</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: mapa ne postoji</translation>
    </message>
    <message>
        <source>%1: not a file</source>
        <translation>%1: nije datoteka</translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation>%1: mapa %2 ne postoji</translation>
    </message>
    <message>
        <source>%1: cannot read the results: %2</source>
        <translation>%1: nije moguće pročitati rezultate: %2</translation>
    </message>
    <message>
        <source>%1: no conversation %2</source>
        <translation>%1: nema razgovora %2</translation>
    </message>
    <message>
        <source>%1: no results database (nothing has been run in this workspace yet)</source>
        <translation>%1: nema baze rezultata (u ovom radnom prostoru još ništa nije pokrenuto)</translation>
    </message>
    <message>
        <source>%1: no run %2</source>
        <translation>%1: nema pokretanja %2</translation>
    </message>
    <message>
        <source>%1: there are no runs yet</source>
        <translation>%1: još nema pokretanja</translation>
    </message>
    <message>
        <source>%1: no run &quot;%2&quot; (polygon-cli runs lists them)</source>
        <translation>%1: nema pokretanja &quot;%2&quot; (popis ispisuje polygon-cli runs)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; names more than one run: %3</source>
        <translation>%1: &quot;%2&quot; odgovara za više pokretanja: %3</translation>
    </message>
    <message>
        <source>%1: no configuration %2</source>
        <translation>%1: nema konfiguracije %2</translation>
    </message>
    <message>
        <source>no answer to %1</source>
        <translation>nema odgovora na %1</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: nije moguće pročitati datoteku: %2</translation>
    </message>
    <message>
        <source>%1: not a SQLite database (the file does not start with the SQLite header); Polygon leaves it untouched: move it away to start a new results database</source>
        <translation>%1: nije baza podataka SQLite (datoteka ne počinje zaglavljem SQLite); Polygon je ne dira: premjestite je kako biste započeli novu bazu rezultata</translation>
    </message>
    <message>
        <source>%1: damaged SQLite header (page size %2); Polygon leaves the file untouched</source>
        <translation>%1: oštećeno zaglavlje SQLite (veličina stranice %2); Polygon ne dira datoteku</translation>
    </message>
    <message>
        <source>%1: truncated or damaged: %2 bytes is not a whole number of %3-byte pages; Polygon leaves the file untouched</source>
        <translation>%1: datoteka je skraćena ili oštećena: veličina od %2 B nije višekratnik veličine stranice (%3 B); Polygon ne dira datoteku</translation>
    </message>
    <message>
        <source>%1: truncated: the header says %2 pages (%3 bytes) but the file holds %4 bytes; Polygon leaves the file untouched</source>
        <translation>%1: datoteka je skraćena: prema zaglavlju broj stranica je %2 (%3 B), a datoteka ima %4 B; Polygon ne dira datoteku</translation>
    </message>
    <message>
        <source>%1: the Qt SQLite driver (QSQLITE) is not available</source>
        <translation>%1: Qt-ov upravljački program za SQLite (QSQLITE) nije dostupan</translation>
    </message>
    <message>
        <source>%1: cannot open the database: %2</source>
        <translation>%1: nije moguće otvoriti bazu podataka: %2</translation>
    </message>
    <message>
        <source>%1: cannot read the database: %2; Polygon leaves the file untouched</source>
        <translation>%1: nije moguće pročitati bazu podataka: %2; Polygon ne dira datoteku</translation>
    </message>
    <message>
        <source>cannot switch to the write-ahead log: %1</source>
        <translation>nije moguće prijeći na način rada WAL (write-ahead log): %1</translation>
    </message>
    <message>
        <source>cannot start the migration: %1</source>
        <translation>nije moguće započeti migraciju: %1</translation>
    </message>
    <message>
        <source>cannot read the schema version: %1</source>
        <translation>nije moguće pročitati verziju sheme: %1</translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2 [%3]</source>
        <translation>migracija na verziju sheme %1 nije uspjela: %2 [%3]</translation>
    </message>
    <message>
        <source>cannot record the schema version: %1</source>
        <translation>nije moguće zapisati verziju sheme: %1</translation>
    </message>
    <message>
        <source>cannot commit the migration: %1</source>
        <translation>nije moguće potvrditi migraciju: %1</translation>
    </message>
    <message>
        <source>%1: not a Polygon results database (another program&apos;s SQLite database); Polygon leaves it untouched</source>
        <translation>%1: nije Polygonova baza rezultata (baza podataka SQLite drugog programa); Polygon je ne dira</translation>
    </message>
    <message>
        <source>%1: the results database has schema version %2, newer than this Polygon understands (%3); open it with a newer Polygon</source>
        <translation>%1: baza rezultata ima verziju sheme %2, noviju od one koju razumije ova verzija Polygona (%3); otvorite je novijom verzijom Polygona</translation>
    </message>
    <message>
        <source>%1: the database is damaged (%2); it was not migrated — run polygon-cli db check for details</source>
        <translation>%1: baza podataka je oštećena (%2); nije migrirana — za pojedinosti pokrenite polygon-cli db check</translation>
    </message>
    <message>
        <source>%1: cannot read the database: %2</source>
        <translation>%1: nije moguće pročitati bazu podataka: %2</translation>
    </message>
    <message>
        <source>%1: cannot switch to the write-ahead log: %2</source>
        <translation>%1: nije moguće prijeći na način rada WAL (write-ahead log): %2</translation>
    </message>
    <message>
        <source>%1: not a Polygon results database (another program&apos;s SQLite database)</source>
        <translation>%1: nije Polygonova baza rezultata (baza podataka SQLite drugog programa)</translation>
    </message>
    <message>
        <source>%1: the results database has schema version %2, newer than this Polygon understands (%3); check it with a newer Polygon</source>
        <translation>%1: baza rezultata ima verziju sheme %2, noviju od one koju razumije ova verzija Polygona (%3); provjerite je novijom verzijom Polygona</translation>
    </message>
    <message>
        <source>schema version %1: migrated to %2 when Polygon next opens it</source>
        <translation>verzija sheme %1: bit će migrirana na %2 kad je Polygon sljedeći put otvori</translation>
    </message>
    <message>
        <source>%1: the integrity check could not run: %2</source>
        <translation>%1: provjeru integriteta nije bilo moguće izvršiti: %2</translation>
    </message>
    <message>
        <source>%1: integrity: %2</source>
        <translation>%1: integritet: %2</translation>
    </message>
    <message>
        <source>%1: the integrity check stopped: %2</source>
        <translation>%1: provjera integriteta je prekinuta: %2</translation>
    </message>
    <message>
        <source>%1: the table &quot;%2&quot; of schema version %3 is missing</source>
        <translation>%1: nedostaje tablica &quot;%2&quot; verzije sheme %3</translation>
    </message>
    <message>
        <source>%1: the foreign-key check could not run: %2</source>
        <translation>%1: provjeru stranih ključeva nije bilo moguće izvršiti: %2</translation>
    </message>
    <message>
        <source>%1: table &quot;%2&quot; row %3 refers to a missing row of &quot;%4&quot;</source>
        <translation>%1: redak %3 tablice &quot;%2&quot; upućuje na nepostojeći redak tablice &quot;%4&quot;</translation>
    </message>
    <message>
        <source>%1: the file is empty, not a results database</source>
        <translation>%1: datoteka je prazna, nije baza rezultata</translation>
    </message>
    <message>
        <source>no events: nothing to check</source>
        <translation>nema događaja: nema se što provjeriti</translation>
    </message>
    <message>
        <source>&quot;repeats&quot; must be a non-empty array of the judge&apos;s scores, one object per repeat</source>
        <translation>&quot;repeats&quot; mora biti neprazan niz sučevih ocjena, jedan objekt po ponavljanju</translation>
    </message>
    <message>
        <source>repeat %1 must be an object of criterion scores, not %2</source>
        <translation>ponavljanje %1 mora biti objekt s ocjenama kriterija, a ne %2</translation>
    </message>
    <message>
        <source>unknown criterion &quot;%1&quot; in rubric %2; expected one of: %3</source>
        <translation>nepoznat kriterij &quot;%1&quot; u rubrici %2; očekuje se jedan od: %3</translation>
    </message>
    <message>
        <source>&quot;answers&quot; must be an array of &quot;yes&quot;, &quot;no&quot; or &quot;na&quot;, not %1</source>
        <translation>&quot;answers&quot; mora biti niz vrijednosti &quot;yes&quot;, &quot;no&quot; ili &quot;na&quot;, a ne %1</translation>
    </message>
    <message>
        <source>answer %1 must be &quot;yes&quot;, &quot;no&quot; or &quot;na&quot;, not %2</source>
        <translation>odgovor %1 mora biti &quot;yes&quot;, &quot;no&quot; ili &quot;na&quot;, a ne %2</translation>
    </message>
    <message>
        <source>the score input</source>
        <translation>ulaz za ocjenjivanje</translation>
    </message>
    <message>
        <source>the probes input</source>
        <translation>ulaz za probe</translation>
    </message>
    <message>
        <source>&quot;probes&quot; must be an array of probes, not %1</source>
        <translation>&quot;probes&quot; mora biti niz proba, a ne %1</translation>
    </message>
    <message>
        <source>probe %1</source>
        <translation>proba %1</translation>
    </message>
    <message>
        <source>%1 vectors for %2 rules</source>
        <translation>vektora: %1, pravila: %2</translation>
    </message>
    <message>
        <source>tier 3: the endpoint&apos;s embeddings failed (%1); using offline n-gram vectors</source>
        <translation>razina 3: ugradnje s krajnje točke nisu uspjele (%1); koriste se izvanmrežni n-gramski vektori</translation>
    </message>
    <message>
        <source>tier 4: %1</source>
        <translation>razina 4: %1</translation>
    </message>
    <message>
        <source>the API key could not be read</source>
        <translation>API ključ nije moguće pročitati</translation>
    </message>
    <message>
        <source>the endpoint is unreachable</source>
        <translation>krajnja točka nije dostupna</translation>
    </message>
    <message>
        <source>chat failed</source>
        <translation>chat nije uspio</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>nije provjereno: %1</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nije provjereno</translation>
    </message>
    <message>
        <source>no provider profile for the %1 model: set one in polygon.json &quot;providers&quot; or on the agent</source>
        <translation>nema profila pružatelja za model uloge %1: postavite ga u &quot;providers&quot; u polygon.json ili na agentu</translation>
    </message>
    <message>
        <source>unknown provider profile &quot;%1&quot;</source>
        <translation>nepoznat profil pružatelja &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no provider &quot;%1&quot; in the workspace and no such profile file; the workspace has: %2</source>
        <translation>u radnom prostoru nema pružatelja &quot;%1&quot;, a nema ni takve datoteke profila; radni prostor ima: %2</translation>
    </message>
    <message>
        <source>no such profile file</source>
        <translation>datoteka profila ne postoji</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) ended in an error</source>
        <translation>
            <numerusform>%n razgovor završen je s pogreškom</numerusform>
            <numerusform>%n razgovora završena su s pogreškom</numerusform>
            <numerusform>%n razgovora završeno je s pogreškom</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the flow file</source>
        <translation>nije moguće pročitati datoteku tijeka razgovora</translation>
    </message>
    <message>
        <source>&quot;today&quot; must be a date YYYY-MM-DD</source>
        <translation>&quot;today&quot; mora biti datum u obliku YYYY-MM-DD</translation>
    </message>
    <message>
        <source>expected a list of regular expressions, not %1</source>
        <translation>očekuje se popis regularnih izraza, a ne %1</translation>
    </message>
    <message>
        <source>expected a regular expression (a string), not %1</source>
        <translation>očekuje se regularni izraz (znakovni niz), a ne %1</translation>
    </message>
    <message>
        <source>slot &quot;%1&quot;</source>
        <translation>slot &quot;%1&quot;</translation>
    </message>
    <message>
        <source>slot type</source>
        <translation>vrsta slota</translation>
    </message>
    <message>
        <source>unknown state &quot;%1&quot;</source>
        <translation>nepoznato stanje &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown slot &quot;%1&quot;</source>
        <translation>nepoznat slot &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown condition %1; expected one of: %2</source>
        <translation>nepoznat uvjet %1; očekuje se jedan od: %2</translation>
    </message>
    <message>
        <source>&quot;exists&quot; must be true or false, not %1</source>
        <translation>&quot;exists&quot; mora biti true ili false, a ne %1</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2</source>
        <translation>%1 mora biti broj, a ne %2</translation>
    </message>
    <message>
        <source>expected a list of rules, not %1</source>
        <translation>očekuje se popis pravila, a ne %1</translation>
    </message>
    <message>
        <source>the rule</source>
        <translation>pravilo</translation>
    </message>
    <message>
        <source>unknown intent &quot;%1&quot;</source>
        <translation>nepoznata namjera &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an object of conditions, not %1</source>
        <translation>očekuje se objekt s uvjetima, a ne %1</translation>
    </message>
    <message>
        <source>expected an object of slot: question, not %1</source>
        <translation>očekuje se objekt oblika slot: pitanje, a ne %1</translation>
    </message>
    <message>
        <source>the question for slot %1 must be a string, not %2</source>
        <translation>pitanje za slot %1 mora biti znakovni niz, a ne %2</translation>
    </message>
    <message>
        <source>state &quot;%1&quot;</source>
        <translation>stanje &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a state with &quot;fill&quot; needs &quot;then&quot;</source>
        <translation>stanje s &quot;fill&quot; mora imati &quot;then&quot;</translation>
    </message>
    <message>
        <source>no question for slot &quot;%1&quot;</source>
        <translation>nema pitanja za slot &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an object, not %1</source>
        <translation>očekuje se objekt, a ne %1</translation>
    </message>
    <message>
        <source>expected an object of slot: template, not %1</source>
        <translation>očekuje se objekt oblika slot: predložak, a ne %1</translation>
    </message>
    <message>
        <source>&quot;pattern&quot; must be a regular expression (a string), not %1</source>
        <translation>&quot;pattern&quot; mora biti regularni izraz (znakovni niz), a ne %1</translation>
    </message>
    <message>
        <source>invalid regular expression &quot;%1&quot;: %2 at offset %3</source>
        <translation>neispravan regularni izraz &quot;%1&quot;: %2 na pomaku %3</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>ugniježđenost dublja od %1 razina</translation>
    </message>
    <message>
        <source>number out of range: %1</source>
        <translation>broj izvan raspona: %1</translation>
    </message>
    <message>
        <source>%1: the folder is not empty; give a new or empty folder</source>
        <translation>%1: mapa nije prazna; navedite novu ili praznu mapu</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: nije moguće zapisati datoteku: %2</translation>
    </message>
    <message>
        <source>the workspace has no agent &quot;%1&quot; or no persona &quot;%2&quot; to replay</source>
        <translation>radni prostor nema agenta &quot;%1&quot; ili personu &quot;%2&quot; za ponovno izvođenje</translation>
    </message>
    <message>
        <source>the workspace names no provider for %1 (&quot;providers&quot;: {&quot;%1&quot;: …} in polygon.json); pass --provider PROFILE</source>
        <translation>radni prostor ne navodi pružatelja za ulogu %1 (&quot;providers&quot;: {&quot;%1&quot;: …} u polygon.json); navedite --provider PROFILE</translation>
    </message>
    <message>
        <source>the workspace has no provider &quot;%1&quot;</source>
        <translation>radni prostor nema pružatelja &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the judge input</source>
        <translation>ulaz za ocjenjivača</translation>
    </message>
    <message>
        <source>there is no conversation to judge</source>
        <translation>nema razgovora za ocjenjivanje</translation>
    </message>
    <message>
        <source>the folder holds no probe files (*.json)</source>
        <translation>mapa ne sadrži datoteke proba (*.json)</translation>
    </message>
    <message>
        <source>cannot read the probes: %1</source>
        <translation>ne mogu pročitati probe: %1</translation>
    </message>
    <message>
        <source>the probe list is empty</source>
        <translation>popis proba je prazan</translation>
    </message>
    <message>
        <source>the judge&apos;s reply is not a JSON object (%1)</source>
        <translation>odgovor ocjenjivača nije JSON objekt (%1)</translation>
    </message>
    <message>
        <source>the judge&apos;s reply has no &quot;criteria&quot; object (%1)</source>
        <translation>odgovor ocjenjivača nema objekt &quot;criteria&quot; (%1)</translation>
    </message>
    <message>
        <source>the answer is not &quot;yes&quot;, &quot;no&quot; or &quot;na&quot; (%1)</source>
        <translation>odgovor nije &quot;yes&quot;, &quot;no&quot; ni &quot;na&quot; (%1)</translation>
    </message>
    <message>
        <source>probe %1, conversation %2: %3</source>
        <translation>proba %1, razgovor %2: %3</translation>
    </message>
    <message>
        <source>start grading %1 of run %2</source>
        <translation>započni ocjenjivanje %1 za pokretanje %2</translation>
    </message>
    <message>
        <source>end grading %1</source>
        <translation>završi ocjenjivanje %1</translation>
    </message>
    <message>
        <source>unknown rubric &quot;%1&quot;; Polygon has: %2</source>
        <translation>nepoznata rubrika &quot;%1&quot;; Polygon ima: %2</translation>
    </message>
    <message>
        <source>the store did not finish writing the grading</source>
        <translation>pohrana nije završila upis ocjenjivanja</translation>
    </message>
    <message>
        <source>%1 must be a non-empty regular expression</source>
        <translation>%1 mora biti neprazan regularni izraz</translation>
    </message>
    <message>
        <source>%1 is not a valid regular expression: %2</source>
        <translation>%1 nije ispravan regularni izraz: %2</translation>
    </message>
    <message>
        <source>%1 must be a tool name</source>
        <translation>%1 mora biti naziv alata</translation>
    </message>
    <message>
        <source>%1 must be an object with exactly one of: %2</source>
        <translation>%1 mora biti objekt s točno jednim od: %2</translation>
    </message>
    <message>
        <source>%1 must be {&quot;pattern&quot;: REGEX, &quot;tool&quot;: NAME}</source>
        <translation>%1 mora biti {&quot;pattern&quot;: REGEX, &quot;tool&quot;: NAME}</translation>
    </message>
    <message>
        <source>%1 must be {&quot;failed&quot;: NAME, &quot;check&quot;: NAME}</source>
        <translation>%1 mora biti {&quot;failed&quot;: NAME, &quot;check&quot;: NAME}</translation>
    </message>
    <message>
        <source>%1: unknown condition &quot;%2&quot;; expected one of: %3</source>
        <translation>%1: nepoznat uvjet &quot;%2&quot;; očekuje se jedan od: %3</translation>
    </message>
    <message>
        <source>&quot;rule&quot; must be an object with &quot;yes_if&quot; and optionally &quot;applies_if&quot;</source>
        <translation>&quot;rule&quot; mora biti objekt s &quot;yes_if&quot; i po želji &quot;applies_if&quot;</translation>
    </message>
    <message>
        <source>&quot;rule&quot; has an unknown key &quot;%1&quot;; expected &quot;yes_if&quot; and optionally &quot;applies_if&quot;</source>
        <translation>&quot;rule&quot; ima nepoznat ključ &quot;%1&quot;; očekuje se &quot;yes_if&quot; i po želji &quot;applies_if&quot;</translation>
    </message>
    <message>
        <source>&quot;rule&quot; needs &quot;yes_if&quot;</source>
        <translation>&quot;rule&quot; traži &quot;yes_if&quot;</translation>
    </message>
    <message>
        <source>a verdict is pass, warning or fail, not &quot;%1&quot;</source>
        <translation>presuda je pass, warning ili fail, a ne &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown criterion &quot;%1&quot;; expected one of: %2</source>
        <translation>nepoznat kriterij &quot;%1&quot;; očekuje se jedan od: %2</translation>
    </message>
    <message>
        <source>criterion &quot;%1&quot; needs a score from %2 to %3</source>
        <translation>kriterij &quot;%1&quot; traži ocjenu od %2 do %3</translation>
    </message>
    <message>
        <source>run %1 has no conversation &quot;%2&quot;; it has: %3</source>
        <translation>pokretanje %1 nema razgovor &quot;%2&quot;; ima: %3</translation>
    </message>
    <message>
        <source>run %1 has no completed grading; grade it first (polygon-cli grade)</source>
        <translation>pokretanje %1 nema završeno ocjenjivanje; prvo ga ocijenite (polygon-cli grade)</translation>
    </message>
    <message>
        <source>save the verdict on %1</source>
        <translation>spremi presudu za %1</translation>
    </message>
    <message>
        <source>%1: no results store</source>
        <translation>%1: nema baze rezultata</translation>
    </message>
    <message>
        <source>run %1 has no conversation &quot;%2&quot;</source>
        <translation>pokretanje %1 nema razgovor &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown agent &quot;%1&quot;</source>
        <translation>nepoznat agent &quot;%1&quot;</translation>
    </message>
    <message>
        <source>syntax error while parsing object separator</source>
        <translation>sintaktička pogreška u razdjelniku objekta</translation>
    </message>
    <message>
        <source>syntax error while parsing object key</source>
        <translation>sintaktička pogreška u ključu objekta</translation>
    </message>
    <message>
        <source>syntax error while parsing object</source>
        <translation>sintaktička pogreška u objektu</translation>
    </message>
    <message>
        <source>syntax error while parsing array</source>
        <translation>sintaktička pogreška u polju</translation>
    </message>
    <message>
        <source>syntax error while parsing value</source>
        <translation>sintaktička pogreška u vrijednosti</translation>
    </message>
    <message>
        <source>unexpected end of input</source>
        <translation>neočekivan kraj ulaza</translation>
    </message>
    <message>
        <source>invalid string: control character</source>
        <translation>neispravan znakovni niz: kontrolni znak</translation>
    </message>
    <message>
        <source>must be escaped to</source>
        <translation>mora biti zapisan kao</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>neispravan znakovni niz: neispravan UTF-8 bajt</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>neispravan znakovni niz: nedopušten znak iza obrnute kose crte</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>neispravan znakovni niz: nedostaje zatvarajući navodnik</translation>
    </message>
    <message>
        <source>invalid number</source>
        <translation>neispravan broj</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>neispravan literal</translation>
    </message>
    <message>
        <source>expected digit after</source>
        <translation>očekivana je znamenka iza</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>znakovni literal</translation>
    </message>
    <message>
        <source>unexpected</source>
        <translation>neočekivano</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>očekivano</translation>
    </message>
    <message>
        <source>last read: &apos;%1&apos;</source>
        <translation>posljednje pročitano: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>this folder already is a workspace</source>
        <translation>ova mapa je već radni prostor</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>nije moguće stvoriti mapu</translation>
    </message>
    <message>
        <source>the destination already exists</source>
        <translation>odredište već postoji</translation>
    </message>
    <message>
        <source>cannot copy the file</source>
        <translation>nije moguće kopirati datoteku</translation>
    </message>
    <message>
        <source>cannot delete the file</source>
        <translation>nije moguće izbrisati datoteku</translation>
    </message>
    <message>
        <source>%1 is an LLM agent: it needs a model. Choose a profile under Models.</source>
        <translation>%1 je LLM agent: treba mu model. Odaberite profil pod Modeli.</translation>
    </message>
    <message>
        <source>Callers played by a model need a model: choose a profile under Models.</source>
        <translation>Pozivateljima koje glumi model treba model: odaberite profil pod Modeli.</translation>
    </message>
    <message>
        <source>The LLM judge needs a model: grade with the rule judge, or choose a profile under Models.</source>
        <translation>LLM ocjenjivaču treba model: ocijenite ocjenjivačem po pravilima ili odaberite profil pod Modeli.</translation>
    </message>
    <message>
        <source>polygon.json names no judge profile (&quot;providers&quot;: {&quot;judge&quot;: …}).</source>
        <translation>polygon.json ne navodi profil ocjenjivača (&quot;providers&quot;: {&quot;judge&quot;: …}).</translation>
    </message>
    <message>
        <source>save version %1 of prompt %2</source>
        <translation>spremanje verzije %1 prompta %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be milliseconds since 1970 (a number), not %2</source>
        <translation>„%1” mora biti broj milisekundi od 1970. (broj), a ne %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; %2 is not a time of a call: milliseconds since 1970, before the year 2100, expected</source>
        <translation>„%1” %2 nije vrijeme poziva: očekuju se milisekunde od 1970., prije 2100. godine</translation>
    </message>
    <message>
        <source>&quot;%1&quot; %2 is not an ISO 8601 date-time between 1970 and 2099</source>
        <translation>„%1” %2 nije datum i vrijeme ISO 8601 između 1970. i 2099.</translation>
    </message>
    <message>
        <source>message %1</source>
        <translation>poruka %1</translation>
    </message>
    <message>
        <source>&quot;toolCalls&quot; must be an array of tool calls</source>
        <translation>„toolCalls” mora biti niz poziva alata</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of tool calls</source>
        <translation>„%1” mora biti niz poziva alata</translation>
    </message>
    <message>
        <source>a parameter name is not UTF-8 text</source>
        <translation>naziv parametra nije UTF-8 tekst</translation>
    </message>
    <message>
        <source>the value of %1 is not UTF-8 text</source>
        <translation>vrijednost %1 nije UTF-8 tekst</translation>
    </message>
    <message>
        <source>this is a Twilio Media Streams message (&quot;event&quot;: %1), not a status callback: the twilio importer reads call status callbacks only, and media streams carry audio, which the gates never read</source>
        <translation>ovo je poruka Twilio Media Streams („event”: %1), a ne povratni poziv statusa: uvoz twilio čita samo povratne pozive statusa poziva, a medijski tokovi nose zvuk, koji provjere nikad ne čitaju</translation>
    </message>
    <message>
        <source>the Timestamp %1 is not a time of a call (1970 to 2099)</source>
        <translation>Timestamp %1 nije vrijeme poziva (1970. do 2099.)</translation>
    </message>
    <message>
        <source>the SequenceNumber %1 is not a whole number from 0</source>
        <translation>SequenceNumber %1 nije cijeli broj od 0</translation>
    </message>
    <message>
        <source>unknown AnsweredBy %1; expected one of: %2</source>
        <translation>nepoznat AnsweredBy %1; očekuje se jedno od: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be seconds from the start of the call (a number from 0)</source>
        <translation>„%1” mora biti broj sekundi od početka poziva (broj od 0)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of utterances</source>
        <translation>„%1” mora biti niz iskaza</translation>
    </message>
    <message>
        <source>utterance %1</source>
        <translation>iskaz %1</translation>
    </message>
    <message>
        <source>word %1</source>
        <translation>riječ %1</translation>
    </message>
    <message>
        <source>no events: the input is empty</source>
        <translation>nema događaja: ulaz je prazan</translation>
    </message>
    <message>
        <source>a status callback must be a JSON object</source>
        <translation>povratni poziv statusa mora biti JSON objekt</translation>
    </message>
    <message>
        <source>the call</source>
        <translation>poziv</translation>
    </message>
    <message>
        <source>a Vapi server message or call must be a JSON object</source>
        <translation>Vapi poruka poslužitelja ili poziv mora biti JSON objekt</translation>
    </message>
    <message>
        <source>a Retell call must be a JSON object</source>
        <translation>Retell poziv mora biti JSON objekt</translation>
    </message>
    <message>
        <source>no events: the input holds no payload</source>
        <translation>nema događaja: ulaz ne sadrži nijednu poruku</translation>
    </message>
    <message numerus="yes">
        <source>no events: none of the %n payloads gives a call event</source>
        <translation>
            <numerusform>nema događaja: nijedna od %n poruke ne daje događaj poziva</numerusform>
            <numerusform>nema događaja: nijedna od %n poruke ne daje događaj poziva</numerusform>
            <numerusform>nema događaja: nijedna od %n poruka ne daje događaj poziva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no events: none of the %n payloads gives a call event (types seen: %1)</source>
        <translation>
            <numerusform>nema događaja: nijedna od %n poruke ne daje događaj poziva (viđene vrste: %1)</numerusform>
            <numerusform>nema događaja: nijedna od %n poruke ne daje događaj poziva (viđene vrste: %1)</numerusform>
            <numerusform>nema događaja: nijedna od %n poruka ne daje događaj poziva (viđene vrste: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>gates: %1</source>
        <translation>strogi kriteriji: %1</translation>
    </message>
    <message>
        <source>band: %1</source>
        <translation>raspon: %1</translation>
    </message>
    <message>
        <source>composite: %1</source>
        <translation>ukupno: %1</translation>
    </message>
    <message>
        <source>lowest criteria: %1</source>
        <translation>najniži kriteriji: %1</translation>
    </message>
    <message>
        <source>verdict fail (%1)</source>
        <translation>presuda fail (%1)</translation>
    </message>
    <message>
        <source>run %1 has no completed grading: grade it first with polygon-cli grade %2 %1</source>
        <translation>pokretanje %1 nema završeno ocjenjivanje: najprije ga ocijenite s polygon-cli grade %2 %1</translation>
    </message>
    <message>
        <source>the conversation ended in an error</source>
        <translation>razgovor je završio greškom</translation>
    </message>
    <message>
        <source>not finished: %1</source>
        <translation>nije završen: %1</translation>
    </message>
    <message>
        <source>not judged in grading %1</source>
        <translation>nije ocijenjen u ocjenjivanju %1</translation>
    </message>
    <message>
        <source>not scored: the judge scored no criterion</source>
        <translation>nije ocijenjeno: ocjenjivač nije ocijenio nijedan kriterij</translation>
    </message>
    <message>
        <source>%1 (%2, %3, difficulty %4)</source>
        <translation>%1 (%2, %3, težina %4)</translation>
    </message>
    <message>
        <source>expected a JSON value, found %1</source>
        <translation>očekuje se JSON vrijednost, pronađeno %1</translation>
    </message>
    <message>
        <source>this value never ends: the input stops inside it</source>
        <translation>ova vrijednost nema kraja: ulaz završava unutar nje</translation>
    </message>
    <message>
        <source>the array never ends: &quot;]&quot; is missing</source>
        <translation>niz nema kraja: nedostaje &quot;]&quot;</translation>
    </message>
    <message>
        <source>unexpected text after the array</source>
        <translation>neočekivan tekst nakon niza</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;]&quot; after an array element, found %1</source>
        <translation>nakon elementa niza očekuje se &quot;,&quot; ili &quot;]&quot;, pronađeno %1</translation>
    </message>
    <message>
        <source>this quoted field never ends: its closing quote is missing</source>
        <translation>polje u navodnicima nema kraja: nedostaje zatvarajući navodnik</translation>
    </message>
    <message>
        <source>unexpected %1 after a quoted field; expected &quot;,&quot; or the end of the line (a quote inside a field is written twice)</source>
        <translation>neočekivano %1 nakon polja u navodnicima; očekuje se &quot;,&quot; ili kraj retka (navodnik unutar polja piše se dvaput)</translation>
    </message>
    <message>
        <source>a quote inside a field that does not start with one; quote the whole field and write the quote twice</source>
        <translation>navodnik unutar polja koje ne počinje navodnikom; stavite cijelo polje u navodnike, a navodnik napišite dvaput</translation>
    </message>
    <message>
        <source>&quot;latest&quot; names the newest run; choose another name for the import</source>
        <translation>&quot;latest&quot; označava najnovije pokretanje; odaberite drugi naziv za uvoz</translation>
    </message>
    <message>
        <source>a run named %1 already exists in %2; choose another --name</source>
        <translation>pokretanje s nazivom %1 već postoji u %2; odaberite drugi --name</translation>
    </message>
    <message>
        <source>%1: no conversation to import</source>
        <translation>%1: nema razgovora za uvoz</translation>
    </message>
    <message>
        <source>%1: no conversation to import: every record was left out</source>
        <translation>%1: nema razgovora za uvoz: svi su zapisi izostavljeni</translation>
    </message>
    <message>
        <source>&quot;messages&quot; must be an array of messages, not %1</source>
        <translation>&quot;messages&quot; mora biti niz poruka, a ne %1</translation>
    </message>
    <message>
        <source>message role</source>
        <translation>uloga poruke</translation>
    </message>
    <message>
        <source>&quot;toolCalls&quot; must be an array of tool calls, not %1</source>
        <translation>&quot;toolCalls&quot; mora biti niz poziva alata, a ne %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of utterances, not %2</source>
        <translation>&quot;%1&quot; mora biti niz iskaza, a ne %2</translation>
    </message>
    <message>
        <source>utterance role</source>
        <translation>uloga iskaza</translation>
    </message>
    <message>
        <source>a Retell call needs its transcript: &quot;transcript_object&quot; or &quot;transcript_with_tool_calls&quot;</source>
        <translation>Retell poziv mora imati transkript: &quot;transcript_object&quot; ili &quot;transcript_with_tool_calls&quot;</translation>
    </message>
    <message>
        <source>the rows of conversation %1 are not together: its earlier rows start at line %2; sort the file by conversation</source>
        <translation>retci razgovora %1 nisu zajedno: njegovi raniji retci počinju u retku %2; razvrstajte datoteku po razgovorima</translation>
    </message>
    <message>
        <source>conversation %1 appears twice: its first record is at line %2</source>
        <translation>razgovor %1 pojavljuje se dvaput: njegov prvi zapis je u retku %2</translation>
    </message>
    <message>
        <source>a conversation</source>
        <translation>razgovor</translation>
    </message>
    <message>
        <source>a call</source>
        <translation>poziv</translation>
    </message>
    <message>
        <source>the header names column %1 twice</source>
        <translation>zaglavlje dvaput navodi stupac %1</translation>
    </message>
    <message>
        <source>the CSV header has no %1 column; it needs conversation, speaker and text (time and scenario are optional)</source>
        <translation>zaglavlje CSV-a nema stupac %1; potrebni su conversation, speaker i text (time i scenario nisu obavezni)</translation>
    </message>
    <message>
        <source>this row has %1 fields; the header has %2</source>
        <translation>ovaj redak ima polja: %1; zaglavlje ih ima %2</translation>
    </message>
    <message>
        <source>the row names no conversation</source>
        <translation>redak ne navodi razgovor</translation>
    </message>
    <message>
        <source>unknown speaker %1; expected one of: caller, user, customer, agent, assistant, bot</source>
        <translation>nepoznat govornik %1; očekuje se jedan od: caller, user, customer, agent, assistant, bot</translation>
    </message>
    <message>
        <source>time %1 is neither seconds (a number from 0) nor an ISO 8601 date and time</source>
        <translation>vrijeme %1 nije ni sekunde (broj od 0 naviše) ni datum i vrijeme ISO 8601</translation>
    </message>
    <message>
        <source>Says what an earlier rule says, from the other side (%1).</source>
        <translation>Ponavlja ranije pravilo, ali s druge strane (%1).</translation>
    </message>
    <message>
        <source>Says what an earlier rule says, in other words (%1).</source>
        <translation>Ponavlja ranije pravilo drugim riječima (%1).</translation>
    </message>
    <message>
        <source>Requires what another rule forbids, in other words (%1).</source>
        <translation>Zahtijeva ono što drugo pravilo zabranjuje, samo drugim riječima (%1).</translation>
    </message>
    <message>
        <source>Allows what another rule forbids, in other words (%1).</source>
        <translation>Dopušta ono što drugo pravilo zabranjuje, samo drugim riječima (%1).</translation>
    </message>
    <message>
        <source>cooperative</source>
        <translation>suradljiv</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>zauzet</translation>
    </message>
    <message>
        <source>distrustful</source>
        <translation>nepovjerljiv</translation>
    </message>
    <message>
        <source>confused</source>
        <translation>zbunjen</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>agresivan</translation>
    </message>
    <message>
        <source>talkative</source>
        <translation>pričljiv</translation>
    </message>
    <message>
        <source>success</source>
        <translation>uspjeh</translation>
    </message>
    <message>
        <source>refusal</source>
        <translation>odbijanje</translation>
    </message>
    <message>
        <source>callback</source>
        <translation>povratni poziv</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>preusmjeravanje</translation>
    </message>
    <message>
        <source>the run was not graded</source>
        <translation>pokretanje nije ocijenjeno</translation>
    </message>
    <message>
        <source>Stub of %1, a tool the prompt names. Describe here what it does and when the agent should call it, list its arguments under &quot;parameters&quot; and put what the real tool answers on success under &quot;behaviour&quot;.</source>
        <translation>Zamjenski alat za %1, alat koji prompt navodi. Ovdje opišite što radi i kada ga agent treba pozvati, navedite njegove argumente pod &quot;parameters&quot;, a pod &quot;behaviour&quot; upišite što stvarni alat odgovara kad uspije.</translation>
    </message>
    <message>
        <source>An example tool stub: the prompt names no tool. Rename this file to a tool your agent calls, describe it here, list its arguments under &quot;parameters&quot; and put what the real tool answers on success under &quot;behaviour&quot;.</source>
        <translation>Primjer simuliranog alata: prompt ne navodi nijedan alat. Preimenujte ovu datoteku prema alatu koji vaš agent poziva, ovdje ga opišite, navedite njegove argumente pod &quot;parameters&quot;, a pod &quot;behaviour&quot; upišite što stvarni alat odgovara kad uspije.</translation>
    </message>
    <message>
        <source>Replace with what %1 answers on success.</source>
        <translation>Zamijenite onim što %1 odgovara kad uspije.</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>nije ispravan JSON: %1</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: gets the most common thing your agent does done, answering every question.</source>
        <translation>PRIMJER, uredite: obavlja ono što vaš agent najčešće radi i odgovara na svako pitanje.</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>ljubazan</translation>
    </message>
    <message>
        <source>answers exactly what is asked</source>
        <translation>odgovara točno na ono što se pita</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: has no time now and wants to be called back later.</source>
        <translation>PRIMJER, uredite: sada nema vremena i želi da ga se nazove kasnije.</translation>
    </message>
    <message>
        <source>short answers</source>
        <translation>kratki odgovori</translation>
    </message>
    <message>
        <source>says twice that they are in a hurry</source>
        <translation>dvaput kaže da mu se žuri</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: wants the same thing done but only after the agent explains why it needs each detail.</source>
        <translation>PRIMJER, uredite: želi obaviti isto, ali tek nakon što mu agent objasni zašto mu treba svaki podatak.</translation>
    </message>
    <message>
        <source>asks why before giving personal details</source>
        <translation>pita zašto prije nego što da osobne podatke</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: wants it done but mixes up dates and numbers and corrects them later.</source>
        <translation>PRIMJER, uredite: želi to obaviti, ali brka datume i brojeve pa ih kasnije ispravlja.</translation>
    </message>
    <message>
        <source>gives a wrong date first, then corrects it</source>
        <translation>najprije kaže pogrešan datum, a zatim ga ispravi</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: is angry about an earlier problem and demands a human.</source>
        <translation>PRIMJER, uredite: ljut je zbog ranijeg problema i traži razgovor s čovjekom.</translation>
    </message>
    <message>
        <source>interrupts</source>
        <translation>upada u riječ</translation>
    </message>
    <message>
        <source>threatens to complain</source>
        <translation>prijeti pritužbom</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: asks for something your agent must refuse, between long stories.</source>
        <translation>PRIMJER, uredite: između dugih priča traži nešto što vaš agent mora odbiti.</translation>
    </message>
    <message>
        <source>tells long stories</source>
        <translation>priča duge priče</translation>
    </message>
    <message>
        <source>drifts off topic</source>
        <translation>skreće s teme</translation>
    </message>
    <message>
        <source>EXAMPLE: replace with a fact this caller knows (a date, a number, an id)</source>
        <translation>PRIMJER: zamijenite činjenicom koju ovaj pozivatelj zna (datum, broj, id)</translation>
    </message>
    <message>
        <source>Smoke test</source>
        <translation>Brza provjera</translation>
    </message>
    <message>
        <source>Every caller once on a clean line. Run it after each prompt edit.</source>
        <translation>Svaki pozivatelj jednom, na čistoj liniji. Pokrenite nakon svake izmjene prompta.</translation>
    </message>
    <message>
        <source>the workspace name &quot;%1&quot; needs at least one letter or digit (a-z, 0-9)</source>
        <translation>naziv radnog prostora &quot;%1&quot; mora sadržavati barem jedno slovo ili znamenku (a-z, 0-9)</translation>
    </message>
    <message>
        <source>the prompt is empty: paste your agent&apos;s system prompt</source>
        <translation>prompt je prazan: zalijepite sustavni prompt svog agenta</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 je datoteka, a ne mapa</translation>
    </message>
    <message>
        <source>Made from a pasted prompt: fill the tool stubs in tools/ and the callers in personas/.</source>
        <translation>Izrađeno iz zalijepljenog prompta: popunite simulirane alate u tools/ i pozivatelje u personas/.</translation>
    </message>
    <message>
        <source>The agent around the pasted prompt, with the tools it names as stubs.</source>
        <translation>Agent izgrađen oko zalijepljenog prompta; alati koje navodi su simulirani alati.</translation>
    </message>
    <message>
        <source>Requires what another rule forbids, from the other side (%1).</source>
        <translation>Zahtijeva ono što drugo pravilo zabranjuje, samo s druge strane (%1).</translation>
    </message>
    <message>
        <source>“%1” compares with nothing: say than what, or how many or how much.</source>
        <translation>„%1” se ni s čim ne uspoređuje: recite u odnosu na što ili koliko točno.</translation>
    </message>
    <message>
        <source>If they are meant for different cases, name the case in both.</source>
        <translation>Ako se odnose na različite slučajeve, navedite slučaj u oba pravila.</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n godina</numerusform>
            <numerusform>%n godine</numerusform>
            <numerusform>%n godina</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dan</numerusform>
            <numerusform>%n dana</numerusform>
            <numerusform>%n dana</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n sat</numerusform>
            <numerusform>%n sata</numerusform>
            <numerusform>%n sati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minuta</numerusform>
        </translation>
    </message>
    <message>
        <source>States the same number (%1) about the same thing as an earlier rule.</source>
        <translation>Navodi isti broj (%1) o istoj stvari kao ranije pravilo.</translation>
    </message>
    <message>
        <source>%1 km</source>
        <translation>%1 km</translation>
    </message>
    <message>
        <source>%1 mi</source>
        <translation>%1 mi</translation>
    </message>
    <message>
        <source>Closes on days another rule gives as open.</source>
        <translation>Zatvara danima koje drugo pravilo navodi kao radne.</translation>
    </message>
    <message>
        <source>Gives other days than a similar rule.</source>
        <translation>Navodi druge dane nego slično pravilo.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Polygon: a workbench for LLM phone and voice agents.</source>
        <translation>Polygon: radno okruženje za LLM telefonske i glasovne agente.</translation>
    </message>
    <message>
        <source>Workspace folder to open.</source>
        <translation>Mapa radnog prostora koju treba otvoriti.</translation>
    </message>
    <message>
        <source>User interface language: en, bs, hr or ru.</source>
        <translation>Jezik korisničkog sučelja: en, bs, hr ili ru.</translation>
    </message>
    <message>
        <source>Once the workspace is loaded, save a PNG of the main window to &lt;file&gt; and quit.</source>
        <translation>Nakon učitavanja radnog prostora spremi PNG glavnog prozora u &lt;file&gt; i izađi.</translation>
    </message>
    <message>
        <source>Show run &lt;run&gt; (an id, a unique prefix or &quot;latest&quot;) in the runs browser.</source>
        <translation>Prikaži pokretanje &lt;run&gt; (id, jedinstveni prefiks ili &quot;latest&quot;) u pregledniku pokretanja.</translation>
    </message>
    <message>
        <source>Open conversation &lt;id&gt; of the run given with --run (default: latest).</source>
        <translation>Otvori razgovor &lt;id&gt; pokretanja zadanog s --run (zadano: latest).</translation>
    </message>
    <message>
        <source>Window size, as WIDTHxHEIGHT (e.g. 1280x800).</source>
        <translation>Veličina prozora, kao ŠIRINAxVISINA (npr. 1280x800).</translation>
    </message>
    <message>
        <source>Open the run launcher once the workspace is loaded.</source>
        <translation>Nakon učitavanja radnog prostora otvori dijalog za novo pokretanje.</translation>
    </message>
    <message>
        <source>Start an offline run of &lt;agent&gt; (a flow agent), on scenario set &lt;set&gt; when given, graded by the rule judge as it goes; with --screenshot, the shot is taken mid-run.</source>
        <translation>Započni izvanmrežno pokretanje agenta &lt;agent&gt; (agent s tijekom razgovora), na skupu scenarija &lt;set&gt; ako je naveden, uz usputno ocjenjivanje ocjenjivačem po pravilima; uz --screenshot snimka se izrađuje usred pokretanja.</translation>
    </message>
    <message>
        <source>Compare run &lt;run&gt; with the runs given after the workspace (ids, unique prefixes or &quot;latest&quot;): polygon WORKSPACE --compare RUN RUN…</source>
        <translation>Usporedi pokretanje &lt;run&gt; s pokretanjima navedenima nakon radnog prostora (id-ovi, jedinstveni prefiksi ili &quot;latest&quot;): polygon WORKSPACE --compare RUN RUN…</translation>
    </message>
    <message>
        <source>With --compare: show this scenario&apos;s conversations side by side.</source>
        <translation>Uz --compare: prikaži razgovore ovog scenarija jedan uz drugi.</translation>
    </message>
    <message>
        <source>Open the call events in &lt;file&gt; (a JSON array or JSON Lines) in the call-evidence view; with --screenshot, the shot is taken once it is read and its first call shown.</source>
        <translation>Otvori događaje poziva iz &lt;file&gt; (JSON niz ili JSON Lines) u prikazu dokaza poziva; uz --screenshot snimka se izrađuje kada je datoteka pročitana i prikazan njezin prvi poziv.</translation>
    </message>
    <message>
        <source>Do what the welcome page&apos;s &quot;Open the demo&quot; does: copy the example to a new folder in Documents, run and grade it offline and show the comparison of its two runs; with --screenshot, the shot is taken once the comparison&apos;s conversations are shown.</source>
        <translation>Učini isto što i „Otvori demo” na stranici dobrodošlice: kopiraj primjer u novu mapu u Dokumentima, pokreni ga i ocijeni izvanmrežno te prikaži usporedbu njegova dva pokretanja; uz --screenshot snimka se radi kad su prikazani razgovori usporedbe.</translation>
    </message>
    <message>
        <source>The demo did not finish.</source>
        <translation>Demo nije završio.</translation>
    </message>
</context>
<context>
    <name>polygon-cli</name>
    <message>
        <source>a caller&apos;s words as noisy speech recognition hears them: dropped words, numbers digit by digit, sound-alikes, fillers (TEXT may be - for standard input)</source>
        <translation>riječi pozivatelja kako ih čuje prepoznavanje govora sa smetnjama: izostavljene riječi, brojevi znamenku po znamenku, riječi sličnog zvuka, poštapalice (TEXT može biti - za standardni ulaz)</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 zahtijeva vrijednost</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>nedostaje %1</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; expected one of: %2</source>
        <translation>nepoznat jezik &quot;%1&quot;; očekuje se jedan od: %2</translation>
    </message>
    <message>
        <source>--intensity must be a number from 0 to 1, not &quot;%1&quot;</source>
        <translation>--intensity mora biti broj od 0 do 1, a ne &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--conversation must not be empty</source>
        <translation>--conversation ne smije biti prazan</translation>
    </message>
    <message>
        <source>--turn must be a whole number, 0 or more, not &quot;%1&quot;</source>
        <translation>--turn mora biti cijeli broj, 0 ili veći, a ne &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no TEXT: give the caller&apos;s words, or - to read them from standard input</source>
        <translation>nema TEXT: navedite riječi pozivatelja ili - za čitanje sa standardnog ulaza</translation>
    </message>
    <message>
        <source>check a workspace folder; every problem as file:line:column</source>
        <translation>provjeri mapu radnog prostora; svaki problem ispisuje se kao file:line:column</translation>
    </message>
    <message>
        <source>Usage: polygon-cli COMMAND [ARGS]

Commands:
</source>
        <translation>Uporaba: polygon-cli NAREDBA [ARGUMENTI]

Naredbe:
</translation>
    </message>
    <message>
        <source>
Options:
  --version   print the version and exit
  --help      print this help and exit

Exit codes: 0 success, 1 the graded thing failed, 2 bad input or usage.
</source>
        <translation>
Opcije:
  --version   ispiši verziju i izađi
  --help      ispiši ovu pomoć i izađi

Izlazni kodovi: 0 uspjeh, 1 ocjenjivani objekt nije prošao, 2 neispravan ulaz ili neispravna uporaba.
</translation>
    </message>
    <message>
        <source>polygon-cli: unknown command &quot;%1&quot;; run polygon-cli --help for the list</source>
        <translation>polygon-cli: nepoznata naredba &quot;%1&quot;; za popis pokrenite polygon-cli --help</translation>
    </message>
    <message>
        <source>polygon-cli validate: unknown option &quot;%1&quot;</source>
        <translation>polygon-cli validate: nepoznata opcija &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: valid workspace &quot;%2&quot;: %3 agents, %4 prompts, %5 personas, %6 scenario sets, %7 tool stubs, %8 probes, %9 provider profiles</source>
        <translation>%1: ispravan radni prostor &quot;%2&quot;: agenti: %3, promptovi: %4, persone: %5, skupovi scenarija: %6, simulirani alati: %7, probe: %8, profili pružatelja: %9</translation>
    </message>
    <message>
        <source>grade judged conversations: rubric composite, band, hard gates (exit 1 on a fail verdict)</source>
        <translation>ocijeni razgovore sa sučevim ocjenama: ukupna ocjena, raspon, blokade (izlazni kod 1 uz presudu fail)</translation>
    </message>
    <message>
        <source>behaviour-probe conformance with Wilson 95% intervals</source>
        <translation>sukladnost s probama ponašanja uz Wilsonove intervale od 95%</translation>
    </message>
    <message>
        <source>find the turn where the agent starts repeating itself (exit 1 on a loop)</source>
        <translation>pronađi repliku od koje se agent počinje ponavljati (izlazni kod 1 uz petlju)</translation>
    </message>
    <message>
        <source>the first turn where two conversations part ways</source>
        <translation>prva replika na kojoj se dva razgovora razilaze</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>nepoznata opcija &quot;%1&quot;</translation>
    </message>
    <message>
        <source>usage: %1 (at most one of A and B may be - for standard input)</source>
        <translation>upotreba: %1 (najviše jedan od A i B smije biti - za standardni ulaz)</translation>
    </message>
    <message>
        <source>the five call-evidence gates per call from content-free events (exit 1 unless every call passes)</source>
        <translation>pet provjera dokaza po pozivu iz događaja bez sadržaja (izlazni kod 1 ako svi pozivi ne prođu)</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>nije moguće pročitati standardni ulaz</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>nije moguće pročitati datoteku: %1</translation>
    </message>
    <message>
        <source>--receipts needs a secret salt for the pseudonymous ids: set POLYGON_RECEIPT_SALT (keep it; the same salt gives the same ids)</source>
        <translation>--receipts zahtijeva tajnu sol za pseudonimne identifikatore: postavite POLYGON_RECEIPT_SALT (sačuvajte je; ista sol daje iste identifikatore)</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: nije moguće zapisati datoteku: %2</translation>
    </message>
    <message>
        <source>probe a model endpoint: reachability, chat, tools, structured output, streaming, embeddings, log-probs (exit 1 unless reachable with working chat)</source>
        <translation>provjeri krajnju točku modela: dostupnost, chat, alate, strukturirani izlaz, strujanje, ugradnje, log-vjerojatnosti (izlazni kod 1 ako nije dostupna ili chat ne radi)</translation>
    </message>
    <message>
        <source>no such profile file</source>
        <translation>datoteka profila ne postoji</translation>
    </message>
    <message>
        <source>unknown agent &quot;%1&quot;; the workspace has: %2</source>
        <translation>nepoznat agent &quot;%1&quot;; radni prostor ima: %2</translation>
    </message>
    <message>
        <source>unknown persona &quot;%1&quot;</source>
        <translation>nepoznata persona &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: %2 turns, ended by %3, %4 tool calls</source>
        <translation>%1: replika: %2, završetak: %3, poziva alata: %4</translation>
    </message>
    <message>
        <source>simulate conversations, one file per persona: a flow agent with scripted callers offline and deterministic, or an LLM/HTTP agent and LLM callers through the providers (every model call recorded; --replay re-simulates a file from them)</source>
        <translation>simuliraj razgovore, jedna datoteka po personi: agent s tijekom razgovora sa skriptiranim pozivateljima, izvanmrežno i deterministički, ili LLM/HTTP agent i LLM pozivatelji preko pružatelja (svaki poziv modela bilježi se; --replay iz tih zapisa ponovno simulira datoteku)</translation>
    </message>
    <message>
        <source>run an agent against a scenario set into the workspace&apos;s results database, turn by turn; pass^k over repeats; --resume finishes a killed or cancelled run with the same seeds</source>
        <translation>pokreni agenta na skupu scenarija uz zapisivanje u bazu rezultata radnog prostora, repliku po repliku; pass^k preko ponavljanja; --resume dovršava prekinuto ili otkazano pokretanje s istim seed vrijednostima</translation>
    </message>
    <message>
        <source>copy the example workspace to DIR (default a new folder) and run both flow versions against every caller offline, with a short summary</source>
        <translation>kopiraj primjer radnog prostora u DIR (zadano nova mapa) i izvanmrežno pokreni obje verzije tijeka razgovora sa svim pozivateljima, uz kratak sažetak</translation>
    </message>
    <message>
        <source>find a prompt&apos;s weak spots on five axes: overload, attention dilution, conflict, ambiguity, redundancy; offline by default (exit 1 when an axis scores above --fail-above)</source>
        <translation>pronađi slabe točke prompta na pet osi: preopterećenost, raspršena pozornost, proturječja, dvosmislenost, zalihost; zadano izvanmrežno (izlazni kod 1 kad je ocjena neke osi iznad --fail-above)</translation>
    </message>
    <message>
        <source>list personas with their source prompt (stale when the prompt changed); generate new ones from an agent&apos;s prompt, one model request each; regenerate the stale ones (exit 1 if any failed)</source>
        <translation>ispiši persone s izvornim promptom (zastarjele ako se prompt promijenio); generiraj nove iz prompta agenta, po jedan zahtjev modelu za svaku; ponovno generiraj zastarjele (izlazni kod 1 ako neka nije uspjela)</translation>
    </message>
    <message>
        <source>list the runs stored in a workspace: agent, status, conversations done</source>
        <translation>ispiši pokretanja spremljena u radnom prostoru: agent, status, završeni razgovori</translation>
    </message>
    <message>
        <source>write a stored run&apos;s conversations (FORMATS.md conversations) with their results; RUN is an id, a unique prefix or latest</source>
        <translation>zapiši razgovore spremljenog pokretanja (FORMATS.md conversations) s rezultatima; RUN je id, jedinstveni prefiks ili latest</translation>
    </message>
    <message>
        <source>check a workspace&apos;s results database (exit 1 on integrity problems, 2 when unreadable)</source>
        <translation>provjeri bazu rezultata radnog prostora (izlazni kod 1 uz probleme s integritetom, 2 ako se ne može pročitati)</translation>
    </message>
    <message>
        <source>%1: replayed, identical turn for turn (%2 turns, %3 model calls answered from the recording)</source>
        <translation>%1: ponovno izvedeno, identično u svakoj replici (replika: %2, poziva modela odgovorenih iz snimke: %3)</translation>
    </message>
    <message>
        <source>%1: the replay differs from turn %2 on (%3)</source>
        <translation>%1: ponovno izvođenje razlikuje se počevši od replike %2 (%3)</translation>
    </message>
    <message>
        <source>the agent &quot;%1&quot; is a %2 agent; --offline runs flow agents (a deterministic dialogue flow)</source>
        <translation>agent &quot;%1&quot; je agent vrste %2; --offline pokreće agente s tijekom razgovora (deterministički tijek)</translation>
    </message>
    <message>
        <source>[%1/%2] conversations done</source>
        <translation>[%1/%2] završenih razgovora</translation>
    </message>
    <message>
        <source>%1: regenerated from %2: %3</source>
        <translation>%1: ponovno generirano iz %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: pogreška: %2</translation>
    </message>
    <message>
        <source>progress: %1 of %2 personas done</source>
        <translation>napredak: gotovo %1 od %2 persona</translation>
    </message>
    <message>
        <source>unknown persona type &quot;%1&quot;; expected some of: %2</source>
        <translation>nepoznata vrsta persone &quot;%1&quot;; očekuje se jedna ili više od: %2</translation>
    </message>
    <message>
        <source>--types needs at least one type</source>
        <translation>--types zahtijeva barem jednu vrstu</translation>
    </message>
    <message>
        <source>unknown intended outcome &quot;%1&quot;; expected some of: %2</source>
        <translation>nepoznat predviđeni ishod &quot;%1&quot;; očekuje se jedan ili više od: %2</translation>
    </message>
    <message>
        <source>--outcomes needs at least one outcome</source>
        <translation>--outcomes zahtijeva barem jedan ishod</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>VRSTA</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>ISHOD</translation>
    </message>
    <message>
        <source>DIFFICULTY</source>
        <translation>TEŽINA</translation>
    </message>
    <message>
        <source>SOURCE PROMPT</source>
        <translation>IZVORNI PROMPT</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>STANJE</translation>
    </message>
    <message>
        <source>personas: %1 (%2 hand-written, %3 current, %4 stale, %5 orphaned)</source>
        <translation>persone: %1 (ručno napisanih: %2, aktualnih: %3, zastarjelih: %4, bez izvornog prompta: %5)</translation>
    </message>
    <message>
        <source>--count needs a whole number from 1 to 1000</source>
        <translation>--count zahtijeva cijeli broj od 1 do 1000</translation>
    </message>
    <message>
        <source>unknown prompt &quot;%1&quot;; the workspace has: %2</source>
        <translation>nepoznat prompt &quot;%1&quot;; radni prostor ima: %2</translation>
    </message>
    <message>
        <source>personas to generate from %1: %4 (provider %2, model %3), one request each</source>
        <translation>persone za generiranje iz %1: %4 (pružatelj %2, model %3), po jedan zahtjev za svaku</translation>
    </message>
    <message>
        <source>%1 of %2 personas written, %3 failed</source>
        <translation>zapisano %1 od %2 persona, neuspješno: %3</translation>
    </message>
    <message>
        <source>%1: its prompt &quot;%2&quot; no longer exists; it cannot be regenerated (edit or delete it)</source>
        <translation>%1: njezin prompt &quot;%2&quot; više ne postoji; ne može se ponovno generirati (uredite je ili izbrišite)</translation>
    </message>
    <message>
        <source>no stale personas</source>
        <translation>nema zastarjelih persona</translation>
    </message>
    <message>
        <source>stale personas to regenerate: %3 (provider %1, model %2), one request each</source>
        <translation>zastarjele persone za ponovno generiranje: %3 (pružatelj %1, model %2), po jedan zahtjev za svaku</translation>
    </message>
    <message>
        <source>%1 of %2 stale personas regenerated, %3 failed</source>
        <translation>ponovno generirano %1 od %2 zastarjelih persona, neuspješno: %3</translation>
    </message>
    <message>
        <source>  ETA %1 </source>
        <translation>  još oko %1 </translation>
    </message>
    <message>
        <source>  callers whose every repeat reached its outcome: %1 of %2</source>
        <translation>  pozivatelji kod kojih je svako ponavljanje postiglo ishod: %1 od %2</translation>
    </message>
    <message>
        <source>run %1: %2, %3 of %4 conversations done</source>
        <translation>pokretanje %1: %2, završeno %3 od %4 razgovora</translation>
    </message>
    <message>
        <source>cancelled; finish it with: polygon-cli run WORKSPACE --resume %1</source>
        <translation>otkazano; dovršite ga naredbom: polygon-cli run WORKSPACE --resume %1</translation>
    </message>
    <message>
        <source>resuming run %1</source>
        <translation>nastavljanje pokretanja %1</translation>
    </message>
    <message>
        <source>run %1: %2 conversations of %3</source>
        <translation>pokretanje %1: razgovora: %2, agent %3</translation>
    </message>
    <message>
        <source>demo workspace: %1 (%2 files)</source>
        <translation>demonstracijski radni prostor: %1 (datoteka: %2)</translation>
    </message>
    <message>
        <source>%1 — run %2, %3 conversations (%4)</source>
        <translation>%1 — pokretanje %2, razgovora: %3 (%4)</translation>
    </message>
    <message>
        <source> — missed</source>
        <translation> — nije postignuto</translation>
    </message>
    <message>
        <source>  tool faults met: %1, loops caught: %2, reached the caller&apos;s outcome: %3 of %4</source>
        <translation>  kvarova alata: %1, otkrivenih petlji: %2, postignut ishod pozivatelja: %3 od %4</translation>
    </message>
    <message>
        <source>done in %1 s; the results are in %2</source>
        <translation>gotovo za %1 s; rezultati su u %2</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: mapa ne postoji</translation>
    </message>
    <message>
        <source>no runs yet in %1</source>
        <translation>u %1 još nema pokretanja</translation>
    </message>
    <message>
        <source>RUN</source>
        <translation>POKRETANJE</translation>
    </message>
    <message>
        <source>AGENT</source>
        <translation>AGENT</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>DONE</source>
        <translation>ZAVRŠENO</translation>
    </message>
    <message>
        <source>CREATED</source>
        <translation>STVORENO</translation>
    </message>
    <message>
        <source>--format must be json or jsonl, not &quot;%1&quot;</source>
        <translation>--format mora biti json ili jsonl, a ne &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n conversation(s) of %2</source>
        <translation>
            <numerusform>%1: %n razgovor pokretanja %2</numerusform>
            <numerusform>%1: %n razgovora pokretanja %2</numerusform>
            <numerusform>%1: %n razgovora pokretanja %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n problem(s)</source>
        <translation>
            <numerusform>%1: %n problem</numerusform>
            <numerusform>%1: %n problema</numerusform>
            <numerusform>%1: %n problema</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: ok (schema version %2; %3 runs, %4 conversations, %5 turns, %6 model calls)</source>
        <translation>%1: u redu (verzija sheme %2; pokretanja: %3, razgovora: %4, replika: %5, poziva modela: %6)</translation>
    </message>
    <message>
        <source>no PROMPT: give a prompt file, or - for standard input</source>
        <translation>nema PROMPT: navedite datoteku prompta ili - za standardni ulaz</translation>
    </message>
    <message>
        <source>one PROMPT at a time, not %1</source>
        <translation>samo jedan PROMPT odjednom, a ne %1</translation>
    </message>
    <message>
        <source>--tiers takes tier numbers from 1 to 4, each once, separated by commas (like 1,2,3), not &quot;%1&quot;</source>
        <translation>--tiers prima brojeve razina od 1 do 4, svaki jednom, odvojene zarezima (npr. 1,2,3), a ne &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--fail-above must be a number from 0 to 1, not &quot;%1&quot;</source>
        <translation>--fail-above mora biti broj od 0 do 1, a ne &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the prompt is not valid UTF-8 (byte 0x%1 at byte offset %2)</source>
        <translation>prompt nije ispravan UTF-8 (bajt 0x%1 na pomaku %2)</translation>
    </message>
    <message>
        <source>%1: tier 3: no API key for the endpoint (%2); using offline n-gram vectors</source>
        <translation>%1: razina 3: nema API ključa za krajnju točku (%2); koriste se izvanmrežni n-gramski vektori</translation>
    </message>
    <message>
        <source>no judge profile configured (give --provider PROFILE)</source>
        <translation>nije konfiguriran profil suca (navedite --provider PROFILE)</translation>
    </message>
    <message>
        <source>no API key for the judge: %1</source>
        <translation>nema API ključa za suca: %1</translation>
    </message>
    <message>
        <source>%1: language %2; tiers run: %3</source>
        <translation>%1: jezik %2; izvršene razine: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nijedna</translation>
    </message>
    <message>
        <source>tier %1 skipped: %2</source>
        <translation>razina %1 preskočena: %2</translation>
    </message>
    <message>
        <source>--caller needs &quot;scripted&quot; or &quot;llm&quot;</source>
        <translation>--caller zahtijeva &quot;scripted&quot; ili &quot;llm&quot;</translation>
    </message>
    <message>
        <source>--seed needs a whole number</source>
        <translation>--seed zahtijeva cijeli broj</translation>
    </message>
    <message>
        <source>--noise needs a number from 0 to 1</source>
        <translation>--noise zahtijeva broj od 0 do 1</translation>
    </message>
    <message>
        <source>--max-turns needs a whole number of at least 2</source>
        <translation>--max-turns zahtijeva cijeli broj, najmanje 2</translation>
    </message>
    <message>
        <source>--concurrency needs a whole number of at least 1</source>
        <translation>--concurrency zahtijeva cijeli broj, najmanje 1</translation>
    </message>
    <message>
        <source>--replay takes the agent, persona and seed from the file</source>
        <translation>--replay uzima agenta, personu i seed iz datoteke</translation>
    </message>
    <message>
        <source>--offline runs the scripted caller; --caller llm needs a model</source>
        <translation>--offline pokreće skriptiranog pozivatelja; --caller llm zahtijeva model</translation>
    </message>
    <message>
        <source>interrupted: cancelling the conversations in flight…</source>
        <translation>prekinuto: otkazuju se razgovori u tijeku…</translation>
    </message>
    <message>
        <source>--repeat needs a whole number from 1 to 1000</source>
        <translation>--repeat zahtijeva cijeli broj od 1 do 1000</translation>
    </message>
    <message>
        <source>--resume takes the agent, scenarios and seeds from the stored run</source>
        <translation>--resume uzima agenta, scenarije i seed vrijednosti iz spremljenog pokretanja</translation>
    </message>
    <message>
        <source>the thresholds (maxFirstResponseMs, maxInterruptStopMs, assistantStopCollected); default: the documented ones</source>
        <translation>pragovi (maxFirstResponseMs, maxInterruptStopMs, assistantStopCollected); zadano: dokumentirani</translation>
    </message>
    <message>
        <source>write a privacy receipt per call to OUT (JSON Lines; needs POLYGON_RECEIPT_SALT)</source>
        <translation>zapiši potvrdu o privatnosti za svaki poziv u OUT (JSON Lines; zahtijeva POLYGON_RECEIPT_SALT)</translation>
    </message>
    <message>
        <source>write to the file OUT instead of stdout</source>
        <translation>zapiši u datoteku OUT umjesto na stdout</translation>
    </message>
    <message>
        <source>polygon-cli: internal error: %1</source>
        <translation>polygon-cli: unutarnja pogreška: %1</translation>
    </message>
    <message>
        <source>the prompt&apos;s language (%1; default: detected); the language of the messages is set before the command: polygon-cli --lang L lint …</source>
        <translation>jezik prompta (%1; zadano: prepoznaje se automatski); jezik poruka postavlja se prije naredbe: polygon-cli --lang L lint …</translation>
    </message>
    <message>
        <source>the tiers to run: 1 rules, 2 surprisal, 3 rule similarity, 4 model judge (default: all)</source>
        <translation>razine za izvršavanje: 1 pravila, 2 neočekivanost (surprisal), 3 sličnost pravila, 4 model kao sudac (zadano: sve)</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>ispiši rezultat kao JSON</translation>
    </message>
    <message>
        <source>exit 1 when an axis scores above X, a number from 0 to 1</source>
        <translation>izlazni kod 1 kad je ocjena neke osi iznad X (broj od 0 do 1)</translation>
    </message>
    <message>
        <source>an endpoint profile (a file, or a name in ./providers/) for tiers 2 to 4; without it lint stays offline</source>
        <translation>profil krajnje točke (datoteka ili naziv u ./providers/) za razine od 2 do 4; bez njega lint radi izvanmrežno</translation>
    </message>
    <message>
        <source>the language the caller speaks: %1</source>
        <translation>jezik kojim pozivatelj govori: %1</translation>
    </message>
    <message>
        <source>how noisy the line is, from 0 (clean) to 1</source>
        <translation>razina šuma na liniji, od 0 (bez šuma) do 1</translation>
    </message>
    <message>
        <source>the conversation&apos;s id (with --turn, it seeds the noise)</source>
        <translation>id razgovora (uz --turn služi kao seed za šum)</translation>
    </message>
    <message>
        <source>the turn&apos;s index in the conversation, 0 or more</source>
        <translation>redni broj replike u razgovoru, 0 ili veći</translation>
    </message>
    <message>
        <source>list the personas as JSON</source>
        <translation>ispiši persone kao JSON</translation>
    </message>
    <message>
        <source>generate: the prompt (an id from prompts/) to generate from</source>
        <translation>generate: prompt (id iz prompts/) iz kojeg se generira</translation>
    </message>
    <message>
        <source>generate: how many personas, 1 to 1000</source>
        <translation>generate: broj persona, od 1 do 1000</translation>
    </message>
    <message>
        <source>generate, regenerate: a provider id of the workspace or a profile file (default: the workspace&apos;s provider for personas)</source>
        <translation>generate, regenerate: id pružatelja iz radnog prostora ili datoteka profila (zadano: pružatelj za persone iz radnog prostora)</translation>
    </message>
    <message>
        <source>generate: only these persona types (%1)</source>
        <translation>generate: samo ove vrste persona (%1)</translation>
    </message>
    <message>
        <source>generate: only these intended outcomes (%1)</source>
        <translation>generate: samo ovi predviđeni ishodi (%1)</translation>
    </message>
    <message>
        <source>not stored: %1</source>
        <translation>nije spremljeno: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) ended in an error (kept with their turns); redo them with: polygon-cli run WORKSPACE --resume %1</source>
        <translation>
            <numerusform>%n razgovor završen je s pogreškom (replike su zadržane); ponovite ga naredbom: polygon-cli run WORKSPACE --resume %1</numerusform>
            <numerusform>%n razgovora završena su s pogreškom (replike su zadržane); ponovite ih naredbom: polygon-cli run WORKSPACE --resume %1</numerusform>
            <numerusform>%n razgovora završeno je s pogreškom (replike su zadržane); ponovite ih naredbom: polygon-cli run WORKSPACE --resume %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the agent to run (an id from the workspace&apos;s agents/)</source>
        <translation>agent koji se pokreće (id iz agents/ radnog prostora)</translation>
    </message>
    <message>
        <source>the scenario set (an id from scenarios/); without it, every persona once</source>
        <translation>skup scenarija (id iz scenarios/); bez njega svaka persona jednom</translation>
    </message>
    <message>
        <source>run every conversation N times, 1 to 1000 (default: the set&apos;s repeats)</source>
        <translation>pokreni svaki razgovor N puta, od 1 do 1000 (zadano: broj ponavljanja iz skupa)</translation>
    </message>
    <message>
        <source>conversations at a time, at least 1</source>
        <translation>broj istodobnih razgovora, najmanje 1</translation>
    </message>
    <message>
        <source>the seed, a whole number (default: the set&apos;s seed)</source>
        <translation>seed, cijeli broj (zadano: seed skupa)</translation>
    </message>
    <message>
        <source>scripted callers (the default) or callers played by a model</source>
        <translation>skriptirani pozivatelji (zadano) ili pozivatelji koje glumi model</translation>
    </message>
    <message>
        <source>no model at all: a flow agent and scripted callers</source>
        <translation>bez ikakvog modela: agent s tijekom razgovora i skriptirani pozivatelji</translation>
    </message>
    <message>
        <source>finish a killed or cancelled run (an id, a unique prefix or latest)</source>
        <translation>dovrši prekinuto ili otkazano pokretanje (id, jedinstveni prefiks ili latest)</translation>
    </message>
    <message>
        <source>the agent to simulate (an id from the workspace&apos;s agents/)</source>
        <translation>agent koji se simulira (id iz agents/ radnog prostora)</translation>
    </message>
    <message>
        <source>these personas only (default: every persona)</source>
        <translation>samo ove persone (zadano: sve persone)</translation>
    </message>
    <message>
        <source>the seed, a whole number (default 1)</source>
        <translation>seed, cijeli broj (zadano 1)</translation>
    </message>
    <message>
        <source>recognition noise on the caller&apos;s words, from 0 to 1 (default 0)</source>
        <translation>šum prepoznavanja govora na riječima pozivatelja, od 0 do 1 (zadano 0)</translation>
    </message>
    <message>
        <source>end a conversation after N turns, at least 2 (default 24)</source>
        <translation>završi razgovor nakon N replika, najmanje 2 (zadano 24)</translation>
    </message>
    <message>
        <source>the folder the conversation files are written to</source>
        <translation>mapa u koju se zapisuju datoteke razgovora</translation>
    </message>
    <message>
        <source>re-simulate a simulated file from the model calls it recorded</source>
        <translation>ponovno simuliraj simuliranu datoteku iz poziva modela zabilježenih u njoj</translation>
    </message>
    <message>
        <source>print the runs as a JSON array</source>
        <translation>ispiši pokretanja kao JSON niz</translation>
    </message>
    <message>
        <source>one JSON document (json, the default) or one conversation a line (jsonl)</source>
        <translation>jedan JSON dokument (json, zadano) ili jedan razgovor po retku (jsonl)</translation>
    </message>
    <message>
        <source>leave out the timings, so two exports of a run compare equal</source>
        <translation>izostavi vremena kako bi dva izvoza istog pokretanja bila jednaka</translation>
    </message>
    <message>
        <source>print a JSON report on stdout (the problems still go to stderr)</source>
        <translation>ispiši JSON izvješće na stdout (problemi se i dalje ispisuju na stderr)</translation>
    </message>
    <message>
        <source>the LLM judge: score conversations on the rubric K times, evidence checked against the transcript, then grade them as score does (exit 1 on a fail verdict)</source>
        <translation>LLM ocjenjivač: ocijeni razgovore po rubrici K puta, dokaze provjeri u transkriptu, zatim ocijeni kao score (izlaz 1 pri presudi fail)</translation>
    </message>
    <message>
        <source>the probe pass: ask each yes/no behaviour probe about each conversation, one request each, then conformance with Wilson 95% intervals</source>
        <translation>prolaz proba: postavi svaku da/ne probu ponašanja o svakom razgovoru, jedan zahtjev po probi, zatim usklađenost s Wilsonovim intervalima od 95%</translation>
    </message>
    <message>
        <source>the judge&apos;s provider profile (a file, or providers/NAME.json)</source>
        <translation>profil pružatelja za ocjenjivača (datoteka ili providers/NAME.json)</translation>
    </message>
    <message>
        <source>ask the judge K times per conversation (default 3)</source>
        <translation>pitaj ocjenjivača K puta po razgovoru (zadano 3)</translation>
    </message>
    <message>
        <source>--repeats needs a whole number from 1 to 50</source>
        <translation>--repeats traži cijeli broj od 1 do 50</translation>
    </message>
    <message>
        <source>%1: judge repeat %2 failed: %3</source>
        <translation>%1: ponavljanje ocjenjivača %2 nije uspjelo: %3</translation>
    </message>
    <message>
        <source>a probes/ folder (or a workspace), one probe file, or a JSON array of {id, question, polarity}</source>
        <translation>mapa probes/ (ili radni prostor), jedna datoteka probe ili JSON niz {id, question, polarity}</translation>
    </message>
    <message>
        <source>the probes&apos; provider profile (a file, or providers/NAME.json)</source>
        <translation>profil pružatelja za probe (datoteka ili providers/NAME.json)</translation>
    </message>
    <message>
        <source>no model: the rule judge scores what deterministic evidence supports, the rest is not scored</source>
        <translation>bez modela: ocjenjivač po pravilima ocjenjuje ono što potvrđuju deterministički dokazi, ostalo se ne ocjenjuje</translation>
    </message>
    <message>
        <source>--offline asks no provider</source>
        <translation>--offline ne pita nijednog pružatelja</translation>
    </message>
    <message>
        <source>grade a stored run&apos;s conversations and ask its probes; every grading is kept (exit 1 on a fail verdict)</source>
        <translation>ocijeni razgovore pohranjenog pokretanja i postavi njegove probe; svako ocjenjivanje se čuva (izlaz 1 pri presudi fail)</translation>
    </message>
    <message>
        <source>the judge&apos;s provider (default: the workspace&apos;s judge role)</source>
        <translation>pružatelj ocjenjivača (zadano: uloga judge radnog prostora)</translation>
    </message>
    <message>
        <source>the rubric version (default: the workspace&apos;s)</source>
        <translation>verzija rubrike (zadano: iz radnog prostora)</translation>
    </message>
    <message>
        <source>print the grading as JSON</source>
        <translation>ispiši ocjenjivanje kao JSON</translation>
    </message>
    <message>
        <source>%1 (%2 #%3): %4, composite %5%6</source>
        <translation>%1 (%2 #%3): %4, ukupno %5%6</translation>
    </message>
    <message>
        <source> (partial)</source>
        <translation> (djelomično)</translation>
    </message>
    <message>
        <source>probe %1 skipped: offline, and it has no rule</source>
        <translation>proba %1 preskočena: izvan mreže, a nema pravilo</translation>
    </message>
    <message>
        <source>grading %1 of run %2 (%3 judge, rubric %4): %5 conversations: %6</source>
        <translation>ocjenjivanje %1 pokretanja %2 (ocjenjivač %3, rubrika %4): %5 razgovora: %6</translation>
    </message>
    <message>
        <source>probe %1: %2 of %3 applicable conform (%4, Wilson 95% %5–%6)</source>
        <translation>proba %1: %2 od %3 primjenjivih je usklađeno (%4, Wilson 95% %5–%6)</translation>
    </message>
    <message>
        <source>pass^%1 by verdict (pass counts): %2</source>
        <translation>pass^%1 po presudama (računa se pass): %2</translation>
    </message>
    <message>
        <source>composite mean %1; gates failed: %2</source>
        <translation>prosječni ukupni rezultat %1; pali uvjeti: %2</translation>
    </message>
    <message>
        <source>the %1 conversation(s) that met a tool fault: composite mean %2</source>
        <translation>razgovori s greškom alata (%1): prosječni ukupni rezultat %2</translation>
    </message>
    <message>
        <source>on the calls that met a tool fault: %1 composite mean %2 (%3 calls), %4 %5 (%6 calls)</source>
        <translation>na pozivima s greškom alata: %1 prosječni ukupni rezultat %2 (%3 poziva), %4 %5 (%6 poziva)</translation>
    </message>
    <message>
        <source>record your own verdict on a conversation, to check the judge against</source>
        <translation>zabilježi svoju presudu o razgovoru, da s njom provjeriš ocjenjivača</translation>
    </message>
    <message>
        <source>judge-human agreement: per-criterion exact and within-one agreement, Cohen&apos;s kappa of the verdict</source>
        <translation>slaganje ocjenjivača i čovjeka: točno i unutar jednog boda po kriteriju, Cohenova kapa presude</translation>
    </message>
    <message>
        <source>the conversation (its id) the verdict is on</source>
        <translation>razgovor (njegov id) na koji se presuda odnosi</translation>
    </message>
    <message>
        <source>your score for one criterion (repeat for more)</source>
        <translation>vaša ocjena za jedan kriterij (ponovite za više)</translation>
    </message>
    <message>
        <source>--criterion needs KEY=SCORE, e.g. goal_completion=4, not &quot;%1&quot;</source>
        <translation>--criterion traži KEY=SCORE, npr. goal_completion=4, a ne &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: your verdict %2 is recorded (%3 criterion score(s))</source>
        <translation>%1: vaša presuda %2 je zabilježena (ocjena po kriterijima: %3)</translation>
    </message>
    <message>
        <source>print the agreement as JSON</source>
        <translation>ispiši slaganje kao JSON</translation>
    </message>
    <message>
        <source>run %1, grading %2: %3 conversation(s) with your verdict, %4 judged</source>
        <translation>pokretanje %1, ocjenjivanje %2: razgovora s vašom presudom: %3, ocijenjeno: %4</translation>
    </message>
    <message>
        <source>  %1: %2 pair(s), exact %3, within one %4</source>
        <translation>  %1: parova: %2, točno %3, unutar jednog %4</translation>
    </message>
    <message>
        <source>verdict: %1 of %2 agree; Cohen&apos;s kappa %3</source>
        <translation>presuda: slaže se %1 od %2; Cohenova kapa %3</translation>
    </message>
    <message>
        <source>probe %1: not applicable in any conversation</source>
        <translation>proba %1: nije primjenjiva ni u jednom razgovoru</translation>
    </message>
    <message>
        <source>  (pass rule: the caller&apos;s intended outcome reached, docs/runs.md; graded verdicts with --grade or polygon-cli grade)</source>
        <translation>  (pravilo prolaza: postignut ishod koji je pozivatelj želio, docs/runs.md; presude ocjenjivanja uz --grade ili polygon-cli grade)</translation>
    </message>
    <message>
        <source>graded as the conversations finished (offline: rule judge, probe rules):</source>
        <translation>ocijenjeno kako su razgovori završavali (offline: sudac po pravilima, pravila proba):</translation>
    </message>
    <message>
        <source>graded by the judge as the conversations finished:</source>
        <translation>ocijenio sudac kako su razgovori završavali:</translation>
    </message>
    <message>
        <source>grade each conversation as it finishes, as polygon-cli grade does (offline: the rule judge; else the judge&apos;s requests share --concurrency); a fail verdict exits 1</source>
        <translation>ocijeni svaki razgovor čim završi, kao polygon-cli grade (offline: sudac po pravilima; inače zahtjevi suca dijele --concurrency); presuda fail izlazi s 1</translation>
    </message>
    <message>
        <source>%1 graded as its conversations finished (offline: rule judge, probe rules):</source>
        <translation>%1 ocijenjen kako su razgovori završavali (offline: sudac po pravilima, pravila proba):</translation>
    </message>
    <message>
        <source>open it in the workbench: polygon %1 --run %2</source>
        <translation>otvorite ga u radnom okruženju: polygon %1 --run %2</translation>
    </message>
    <message>
        <source>next: polygon-cli runs %1 · polygon %1 --run %2</source>
        <translation>dalje: polygon-cli runs %1 · polygon %1 --run %2</translation>
    </message>
    <message>
        <source>turn recorded Vapi server messages or calls, Twilio status callbacks or Retell call objects into content-free events</source>
        <translation>pretvori snimljene Vapi poruke poslužitelja ili pozive, Twilio povratne pozive statusa ili Retell objekte poziva u događaje bez sadržaja</translation>
    </message>
    <message>
        <source>also store each call&apos;s gates (and receipt) in the workspace&apos;s polygon.db, as one run</source>
        <translation>spremi i provjere svakog poziva (i potvrdu) u polygon.db radnog prostora, kao jedno pokretanje</translation>
    </message>
    <message numerus="yes">
        <source>stored %n call(s) in %1 as run %2</source>
        <translation>
            <numerusform>spremljen %n poziv u %1 kao pokretanje %2</numerusform>
            <numerusform>spremljena %n poziva u %1 kao pokretanje %2</numerusform>
            <numerusform>spremljeno %n poziva u %1 kao pokretanje %2</numerusform>
        </translation>
    </message>
    <message>
        <source>compare graded runs: a scorecard per run, scenarios ordered by spread, the turn where their conversations part ways, and a written analysis</source>
        <translation>usporedi ocijenjena pokretanja: sažetak po pokretanju, scenariji po rasponu, replika na kojoj se razgovori razilaze i pisana analiza</translation>
    </message>
    <message>
        <source>print the whole comparison as JSON</source>
        <translation>ispiši cijelu usporedbu kao JSON</translation>
    </message>
    <message>
        <source>also write the analysis and every table as Markdown to OUT</source>
        <translation>zapiši i analizu i sve tablice kao Markdown u OUT</translation>
    </message>
    <message>
        <source>compare needs a workspace and at least two runs</source>
        <translation>compare treba radni prostor i barem dva pokretanja</translation>
    </message>
    <message>
        <source>%1: the workspace has problems (polygon-cli validate lists them); comparing without caller types, probe polarities and prices</source>
        <translation>%1: radni prostor ima problema (navodi ih polygon-cli validate); usporedba bez vrsta pozivatelja, polariteta proba i cijena</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: ne može se zapisati: %2</translation>
    </message>
    <message>
        <source>a graded run as a CI report from its latest grading: JUnit XML and JSON, one case per conversation (exit 1 when one failed or erred)</source>
        <translation>ocijenjeno pokretanje kao CI izvještaj iz njegovog posljednjeg ocjenjivanja: JUnit XML i JSON, jedan slučaj po razgovoru (izlaz 1 kad je neki pao ili završio greškom)</translation>
    </message>
    <message>
        <source>write the report as JSON to OUT</source>
        <translation>zapiši izvještaj kao JSON u OUT</translation>
    </message>
    <message>
        <source>write the report as JUnit XML to OUT</source>
        <translation>zapiši izvještaj kao JUnit XML u OUT</translation>
    </message>
    <message>
        <source>run %1, grading %2 (%3 judge, rubric %4): %5 conversations: %6 passed, %7 failed, %8 erred, %9 skipped</source>
        <translation>pokretanje %1, ocjenjivanje %2 (ocjenjivač %3, rubrika %4): razgovora: %5; prošlo: %6, palo: %7, s greškom: %8, preskočeno: %9</translation>
    </message>
    <message>
        <source>run and grade an agent at each point of a parameter sweep (oat, grid or random); a leaderboard by composite mean, stability and speed; stops below the floor, refuses past the token cap; the same file again resumes it</source>
        <translation>pokreni i ocijeni agenta u svakoj točki pretrage parametara (oat, grid ili random); ljestvica prema prosječnoj ukupnoj ocjeni, stabilnosti i brzini; zaustavlja se ispod donjeg praga, odbija iznad ograničenja tokena; ista datoteka ponovno je nastavlja</translation>
    </message>
    <message>
        <source>no model at all: flow agents, scripted callers and the rule judge</source>
        <translation>potpuno bez modela: agenti s tijekom razgovora, pozivatelji po skripti i ocjenjivač po pravilima</translation>
    </message>
    <message>
        <source>grade every point with the rule judge even when the agent uses a model</source>
        <translation>ocijeni svaku točku ocjenjivačem po pravilima čak i kada agent koristi model</translation>
    </message>
    <message>
        <source>conversations at a time (default: the agent&apos;s profile; 1 offline)</source>
        <translation>broj istodobnih razgovora (zadano: profil agenta; 1 izvanmrežno)</translation>
    </message>
    <message>
        <source>print the JSON on one line</source>
        <translation>ispiši JSON u jednom retku</translation>
    </message>
    <message>
        <source>point %1/%2 (%3): resuming run %4</source>
        <translation>točka %1/%2 (%3): nastavak pokretanja %4</translation>
    </message>
    <message>
        <source>point %1/%2 (%3): run %4</source>
        <translation>točka %1/%2 (%3): pokretanje %4</translation>
    </message>
    <message>
        <source>  composite mean %1, spread %2, %3 of %4 conversations scored, %5 s, %6 tokens</source>
        <translation>  prosječna ukupna ocjena %1, raspon %2, ocijenjeno %3 od %4 razgovora, %5 s, tokena: %6</translation>
    </message>
    <message>
        <source>point %1 refused: it would take about %2 tokens and the sweep has spent %3 of its token cap of %4</source>
        <translation>točka %1 odbijena: trebala bi oko %2 tokena, a pretraga je već potrošila %3 od svog ograničenja tokena od %4</translation>
    </message>
    <message>
        <source>sweep %1: %2 of %3 points</source>
        <translation>pretraga %1: %2 od %3 točaka</translation>
    </message>
    <message>
        <source>stopped after the first point: its composite mean is below the floor of %1</source>
        <translation>zaustavljeno nakon prve točke: njezina je prosječna ukupna ocjena ispod donjeg praga od %1</translation>
    </message>
    <message>
        <source>stopped at point %1: the token cap of %2 would be passed (estimate %3)</source>
        <translation>zaustavljeno na točki %1: ograničenje tokena od %2 bilo bi premašeno (procjena %3)</translation>
    </message>
    <message>
        <source>cancelled; run the same command again to resume the sweep</source>
        <translation>otkazano; ponovno pokrenite istu naredbu da biste nastavili pretragu</translation>
    </message>
    <message>
        <source>import production calls (FORMATS.md conversations, Vapi calls or end-of-call reports, Retell calls, CSV) as a run to grade and compare; all or nothing unless --skip-bad</source>
        <translation>uvezi stvarne pozive (razgovori FORMATS.md, Vapi pozivi ili izvještaji o kraju poziva, Retell pozivi, CSV) kao pokretanje za ocjenjivanje i usporedbu; sve ili ništa, osim uz --skip-bad</translation>
    </message>
    <message>
        <source>let this provider profile&apos;s model rewrite the analysis; a rewrite with a number that is not in the plain analysis is not used</source>
        <translation>neka model ovog profila pružatelja preradi analizu; prerađeni tekst s brojem kojeg nema u izvornoj analizi ne koristi se</translation>
    </message>
    <message>
        <source>--polish: the plain analysis is kept: %1</source>
        <translation>--polish: zadržana je izvorna analiza: %1</translation>
    </message>
    <message>
        <source>the file&apos;s format: generic, vapi, retell or csv (required)</source>
        <translation>format datoteke: generic, vapi, retell ili csv (obavezno)</translation>
    </message>
    <message>
        <source>the new run&apos;s id (default: a new run id)</source>
        <translation>id novog pokretanja (zadano: novi id pokretanja)</translation>
    </message>
    <message>
        <source>leave out records that cannot be read (each is listed) and import the rest</source>
        <translation>izostavi zapise koji se ne mogu pročitati (svaki se navodi) i uvezi ostale</translation>
    </message>
    <message>
        <source>--format is required: one of %1</source>
        <translation>--format je obavezan: jedan od %1</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; expected one of: %2</source>
        <translation>nepoznat format &quot;%1&quot;; očekuje se jedan od: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>to je mapa</translation>
    </message>
</context>
</TS>
