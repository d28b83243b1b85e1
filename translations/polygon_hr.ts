<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr">
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
</context>
<context>
    <name>Polygon::FileEditor</name>
    <message>
        <source>the editor has no file</source>
        <translation>u uređivaču nije otvorena datoteka</translation>
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
        <source>Save A&amp;ll</source>
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
        <source>The language changes the next time Polygon starts.</source>
        <translation>Jezik će se promijeniti kad sljedeći put pokrenete Polygon.</translation>
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
        <source>%1 — Polygon</source>
        <translation>%1 — Polygon</translation>
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
        <source>Open Workspace…</source>
        <translation>Otvori radni prostor…</translation>
    </message>
    <message>
        <source>Open Example Workspace</source>
        <translation>Otvori primjer radnog prostora</translation>
    </message>
</context>
<context>
    <name>Polygon::WorkspaceDecorationProxyModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
        <source>&quot;toolCallList&quot; must be an array of tool calls</source>
        <translation>&quot;toolCallList&quot; mora biti niz poziva alata</translation>
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
</context>
<context>
    <name>polygon-cli</name>
    <message>
        <source>a caller&apos;s words as noisy speech recognition hears them: dropped words, numbers digit by digit, sound-alikes, fillers (TEXT may be - for standard input)</source>
        <translation>riječi pozivatelja kako ih čuje prepoznavanje govora sa smetnjama: izostavljene riječi, brojevi znamenku po znamenku, riječi sličnog zvuka, poštapalice (TEXT može biti - za standardni ulaz)</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 je naveden dvaput</translation>
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
        <translation>provjeri mapu radnog prostora; svaki problem ispisuje se kao datoteka:redak:stupac</translation>
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
        <source>usage: polygon-cli validate DIR [--json]</source>
        <translation>uporaba: polygon-cli validate DIR [--json]</translation>
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
        <source>usage: %1</source>
        <translation>upotreba: %1</translation>
    </message>
    <message>
        <source>rubric version</source>
        <translation>verzija kriterija ocjenjivanja</translation>
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
        <source>probe polarity</source>
        <translation>polaritet probe</translation>
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
        <source>the conversation</source>
        <translation>razgovor</translation>
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
        <source>turn recorded Vapi server messages or Twilio status callbacks into content-free events</source>
        <translation>pretvori snimljene poruke poslužitelja Vapi ili povratne pozive statusa Twilio u događaje bez sadržaja</translation>
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
        <source>%1 needs a file name</source>
        <translation>%1 zahtijeva naziv datoteke</translation>
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
        <source>simulate conversations of a flow agent with scripted callers, offline and deterministic; one conversation file per persona</source>
        <translation>simuliraj razgovore agenta s tijekom razgovora sa skriptiranim pozivateljima, izvanmrežno i deterministički; jedna datoteka razgovora po personi</translation>
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
</context>
</TS>
