<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>Polygon::AboutDialog</name>
    <message>
        <source>Prompt highlighter</source>
        <translation>Подсветка промпта</translation>
    </message>
    <message>
        <source>About Polygon</source>
        <translation>О программе Polygon</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Polygon %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Polygon %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>A workbench for people who build LLM phone and voice agents: lint the prompt, let simulated callers talk to the agent through recognition noise and faulty tools, grade the conversations, and compare configurations turn by turn.</source>
        <translation>Рабочая среда для тех, кто создаёт телефонных и голосовых агентов на основе LLM: проверяйте промпт линтером, давайте симулированным звонящим поговорить с агентом сквозь шум распознавания речи и сбои инструментов, оценивайте разговоры и сравнивайте конфигурации реплика за репликой.</translation>
    </message>
    <message>
        <source>Copy Versions</source>
        <translation>Копировать версии</translation>
    </message>
</context>
<context>
    <name>Polygon::ApiKeyLookup</name>
    <message>
        <source>cannot read the keychain entry &quot;%1&quot;: %2</source>
        <translation>не удаётся прочитать запись связки ключей &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>the profile names the keychain entry &quot;%1&quot;, but this build of Polygon has no keychain support</source>
        <translation>профиль указывает запись связки ключей &quot;%1&quot;, но эта сборка Polygon не поддерживает связку ключей</translation>
    </message>
</context>
<context>
    <name>Polygon::FileEditor</name>
    <message>
        <source>the editor has no file</source>
        <translation>в редакторе не открыт файл</translation>
    </message>
</context>
<context>
    <name>Polygon::MainWindow</name>
    <message>
        <source>Loading %1…</source>
        <translation>Загрузка %1…</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Рабочее пространство</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation>&amp;Открыть рабочее пространство…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Открыть &amp;недавние</translation>
    </message>
    <message>
        <source>Open &amp;Example Workspace</source>
        <translation>Открыть &amp;пример рабочего пространства</translation>
    </message>
    <message>
        <source>Re&amp;load Workspace</source>
        <translation>П&amp;ерезагрузить рабочее пространство</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>Сохранить &amp;все</translation>
    </message>
    <message>
        <source>&amp;Close File</source>
        <translation>&amp;Закрыть файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>The language changes the next time Polygon starts.</source>
        <translation>Язык изменится при следующем запуске Polygon.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Polygon</source>
        <translation>&amp;О программе Polygon</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Открыть рабочее пространство</translation>
    </message>
    <message>
        <source>The example workspace is not installed with this build of Polygon.</source>
        <translation>Пример рабочего пространства не входит в эту сборку Polygon.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n persona(s)</source>
        <translation>
            <numerusform>%1 — %n персона</numerusform>
            <numerusform>%1 — %n персоны</numerusform>
            <numerusform>%1 — %n персон</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>Загружено: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n проблема</numerusform>
            <numerusform>%n проблемы</numerusform>
            <numerusform>%n проблем</numerusform>
        </translation>
    </message>
    <message>
        <source>The workspace has problems; fix them and save to reload.</source>
        <translation>В рабочем пространстве есть проблемы; исправьте их и сохраните, чтобы перезагрузить его.</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>Открыть файл</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Не удаётся сохранить %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>Сохранить изменения в %1?</translation>
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
        <translation>Рабочее пространство &lt;b&gt;%1&lt;/b&gt; открыто: выберите промпт, персону или инструмент слева.</translation>
    </message>
    <message>
        <source>The workspace at %1 has problems: see the Problems panel below.</source>
        <translation>В рабочем пространстве %1 есть проблемы: см. панель «Проблемы» ниже.</translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation>Рабочее пространство не открыто.</translation>
    </message>
    <message>
        <source>Line %1, column %2</source>
        <translation>Строка %1, столбец %2</translation>
    </message>
</context>
<context>
    <name>Polygon::OpenAiProvider</name>
    <message>
        <source>the request was cancelled</source>
        <translation>запрос отменён</translation>
    </message>
    <message>
        <source>the reply is not JSON (byte %1 of %2)</source>
        <translation>ответ не является JSON (байт %1 из %2)</translation>
    </message>
    <message>
        <source>the reply is JSON but not the expected %1 object</source>
        <translation>ответ в формате JSON, но это не ожидаемый объект %1</translation>
    </message>
    <message>
        <source>no answer within %1 ms</source>
        <translation>нет ответа в течение %1 мс</translation>
    </message>
    <message numerus="yes">
        <source>the stream ended before the model finished (%n character(s) received)</source>
        <translation>
            <numerusform>поток оборвался до того, как модель закончила (получен %n символ)</numerusform>
            <numerusform>поток оборвался до того, как модель закончила (получено %n символа)</numerusform>
            <numerusform>поток оборвался до того, как модель закончила (получено %n символов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (after %n attempt(s))</source>
        <translation>
            <numerusform> (после %n попытки)</numerusform>
            <numerusform> (после %n попыток)</numerusform>
            <numerusform> (после %n попыток)</numerusform>
        </translation>
    </message>
    <message>
        <source>structured output was asked for, but the reply is not JSON</source>
        <translation>запрошен структурированный вывод, но ответ не является JSON</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>прогон отменён</translation>
    </message>
</context>
<context>
    <name>Polygon::ProblemsWidget</name>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Столбец</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>No problems: the workspace is valid.</source>
        <translation>Проблем нет: рабочее пространство корректно.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the workspace is not loaded until every one is fixed. Double-click a problem to open the file at its position.</source>
        <translation>
            <numerusform>%n проблема: рабочее пространство не загрузится, пока не исправлены все проблемы. Дважды щёлкните по проблеме, чтобы открыть файл в нужном месте.</numerusform>
            <numerusform>%n проблемы: рабочее пространство не загрузится, пока не исправлены все проблемы. Дважды щёлкните по проблеме, чтобы открыть файл в нужном месте.</numerusform>
            <numerusform>%n проблем: рабочее пространство не загрузится, пока не исправлены все проблемы. Дважды щёлкните по проблеме, чтобы открыть файл в нужном месте.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::Versions</name>
    <message>
        <source>driver not installed</source>
        <translation>драйвер не установлен</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <source>Qt (running)</source>
        <translation>Qt (при выполнении)</translation>
    </message>
    <message>
        <source>Qt (built with)</source>
        <translation>Qt (при сборке)</translation>
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
        <translation>Компилятор</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Платформа</translation>
    </message>
</context>
<context>
    <name>Polygon::WelcomeWidget</name>
    <message>
        <source>&lt;b&gt;Recent workspaces&lt;/b&gt;</source>
        <translation>&lt;b&gt;Недавние рабочие пространства&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Polygon&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Polygon&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>Edit your agent&apos;s prompt, let simulated callers talk to it, grade the conversations and compare versions. A workspace is a folder you can keep in git.</source>
        <translation>Редактируйте промпт агента, давайте симулированным звонящим поговорить с ним, оценивайте разговоры и сравнивайте версии. Рабочее пространство — это папка, которую можно хранить в git.</translation>
    </message>
    <message>
        <source>Open Workspace…</source>
        <translation>Открыть рабочее пространство…</translation>
    </message>
    <message>
        <source>Open Example Workspace</source>
        <translation>Открыть пример рабочего пространства</translation>
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
        <translation>Агенты</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Промпты</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>Схемы диалогов</translation>
    </message>
    <message>
        <source>Personas</source>
        <translation>Персоны</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Сценарии</translation>
    </message>
    <message>
        <source>Tool stubs</source>
        <translation>Заглушки инструментов</translation>
    </message>
    <message>
        <source>Probes</source>
        <translation>Пробы</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Провайдеры</translation>
    </message>
    <message>
        <source>%1 — %2 agent</source>
        <translation>%1 — агент %2</translation>
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
        <translation>%1 — звонящий (%2), цель: %3, сложность %4
%5</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n persona(s)</source>
        <translation>
            <numerusform>%1 — %n персона</numerusform>
            <numerusform>%1 — %n персоны</numerusform>
            <numerusform>%1 — %n персон</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 stub)</source>
        <translation>%1 (заглушка: %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 на %2</translation>
    </message>
</context>
<context>
    <name>WorkspaceMessages</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation>не удаётся прочитать файл: %1</translation>
    </message>
    <message>
        <source>language</source>
        <translation>язык</translation>
    </message>
    <message>
        <source>%1 must be a file in the workspace&apos;s %2/ folder, like &quot;%2/name.%3&quot;, not %4</source>
        <translation>%1: ожидается файл в папке %2/ рабочего пространства, например &quot;%2/name.%3&quot;, а не %4</translation>
    </message>
    <message>
        <source>%1 file %2 does not exist</source>
        <translation>%1: файл %2 не существует</translation>
    </message>
    <message>
        <source>the workspace manifest polygon.json is missing; every workspace folder needs one</source>
        <translation>отсутствует манифест рабочего пространства polygon.json; он нужен в каждой папке рабочего пространства</translation>
    </message>
    <message>
        <source>the workspace manifest</source>
        <translation>манифест рабочего пространства</translation>
    </message>
    <message>
        <source>unknown language %1; expected one of: %2</source>
        <translation>неизвестный язык %1; ожидается один из: %2</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>агент</translation>
    </message>
    <message>
        <source>rubric version</source>
        <translation>версия критериев оценки</translation>
    </message>
    <message>
        <source>provider profile</source>
        <translation>профиль провайдера</translation>
    </message>
    <message>
        <source>the agent</source>
        <translation>агент</translation>
    </message>
    <message>
        <source>agent kind</source>
        <translation>тип агента</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>промпт</translation>
    </message>
    <message>
        <source>flow</source>
        <translation>схема диалога</translation>
    </message>
    <message>
        <source>&quot;url&quot; must be an http:// or https:// address, not %1</source>
        <translation>значение &quot;url&quot; должно быть адресом http:// или https://, а не %1</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>инструмент</translation>
    </message>
    <message>
        <source>the prompt is not valid UTF-8 text (byte %1)</source>
        <translation>промпт не является корректным текстом UTF-8 (байт %1)</translation>
    </message>
    <message>
        <source>the prompt is empty</source>
        <translation>промпт пуст</translation>
    </message>
    <message>
        <source>the persona</source>
        <translation>персона</translation>
    </message>
    <message>
        <source>persona type</source>
        <translation>тип персоны</translation>
    </message>
    <message>
        <source>intended outcome</source>
        <translation>целевой исход</translation>
    </message>
    <message>
        <source>&quot;ground_truth&quot; must be an object with at least one fact, not %1</source>
        <translation>&quot;ground_truth&quot;: ожидается объект хотя бы с одним фактом, а не %1</translation>
    </message>
    <message>
        <source>an empty object</source>
        <translation>пустой объект</translation>
    </message>
    <message>
        <source>the fact %1 must be a string, a number or true/false, not %2</source>
        <translation>факт %1: ожидается строка, число или true/false, а не %2</translation>
    </message>
    <message>
        <source>&quot;hash&quot; must be a SHA-256 in lower-case hex (64 characters)</source>
        <translation>значение &quot;hash&quot; должно быть хешем SHA-256 в шестнадцатеричном виде строчными буквами (64 символа)</translation>
    </message>
    <message>
        <source>the scenario set</source>
        <translation>набор сценариев</translation>
    </message>
    <message>
        <source>persona</source>
        <translation>персона</translation>
    </message>
    <message>
        <source>probe</source>
        <translation>проба</translation>
    </message>
    <message>
        <source>&quot;parameters&quot; must be a JSON Schema object, not %1</source>
        <translation>&quot;parameters&quot;: ожидается объект JSON Schema, а не %1</translation>
    </message>
    <message>
        <source>the parameters schema must have &quot;type&quot;: &quot;object&quot;</source>
        <translation>схема параметров должна содержать &quot;type&quot;: &quot;object&quot;</translation>
    </message>
    <message>
        <source>&quot;properties&quot; must be an object of schemas</source>
        <translation>&quot;properties&quot;: ожидается объект со схемами</translation>
    </message>
    <message>
        <source>the schema of argument %1 must be an object</source>
        <translation>схема аргумента %1 должна быть объектом</translation>
    </message>
    <message>
        <source>&quot;required&quot; must be an array of argument names</source>
        <translation>&quot;required&quot;: ожидается массив имён аргументов</translation>
    </message>
    <message>
        <source>required argument %1 is not among the schema&apos;s &quot;properties&quot;</source>
        <translation>обязательного аргумента %1 нет среди &quot;properties&quot; схемы</translation>
    </message>
    <message>
        <source>tool behaviour</source>
        <translation>поведение инструмента</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be a non-empty array of {&quot;when&quot;, &quot;result&quot;} objects</source>
        <translation>&quot;rules&quot;: ожидается непустой массив объектов {&quot;when&quot;, &quot;result&quot;}</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>правило %1</translation>
    </message>
    <message>
        <source>&quot;when&quot; must be an object of argument values to match</source>
        <translation>&quot;when&quot;: ожидается объект со значениями аргументов для сопоставления</translation>
    </message>
    <message>
        <source>stateful operation</source>
        <translation>операция с состоянием</translation>
    </message>
    <message>
        <source>&quot;records&quot; must be an array of objects (the records the collection starts with)</source>
        <translation>&quot;records&quot;: ожидается массив объектов (записи, с которыми коллекция начинает работу)</translation>
    </message>
    <message>
        <source>only a stateful tool starts with &quot;records&quot;</source>
        <translation>начальные &quot;records&quot; могут быть только у инструмента с состоянием</translation>
    </message>
    <message>
        <source>key argument %1 is not among the schema&apos;s &quot;properties&quot;</source>
        <translation>ключевого аргумента %1 нет среди &quot;properties&quot; схемы</translation>
    </message>
    <message>
        <source>the tool stub</source>
        <translation>заглушка инструмента</translation>
    </message>
    <message>
        <source>the tool&apos;s name %1 (its file name) may only use letters, digits, &quot;_&quot; and &quot;-&quot; (at most 64)</source>
        <translation>имя инструмента %1 (имя его файла) может содержать только буквы, цифры, &quot;_&quot; и &quot;-&quot; (не более 64 символов)</translation>
    </message>
    <message>
        <source>&quot;faults&quot; must be an array of fault objects, not %1</source>
        <translation>&quot;faults&quot;: ожидается массив объектов сбоев, а не %1</translation>
    </message>
    <message>
        <source>fault %1</source>
        <translation>сбой %1</translation>
    </message>
    <message>
        <source>fault kind</source>
        <translation>тип сбоя</translation>
    </message>
    <message>
        <source>a fault needs exactly one of &quot;on_call&quot; (the Nth call) or &quot;probability&quot; (0 to 1)</source>
        <translation>для сбоя нужно указать ровно одно из двух: &quot;on_call&quot; (номер вызова) или &quot;probability&quot; (от 0 до 1)</translation>
    </message>
    <message>
        <source>a timeout returns nothing, so it cannot have a &quot;result&quot;</source>
        <translation>тайм-аут ничего не возвращает, поэтому у него не может быть &quot;result&quot;</translation>
    </message>
    <message>
        <source>the probe</source>
        <translation>проба</translation>
    </message>
    <message>
        <source>probe polarity</source>
        <translation>полярность пробы</translation>
    </message>
    <message>
        <source>the provider profile</source>
        <translation>профиль провайдера</translation>
    </message>
    <message>
        <source>API keys must never be stored in the workspace; remove %1 and name an environment variable with &quot;api_key_env&quot; or a keychain entry with &quot;keychain&quot;</source>
        <translation>ключи API нельзя хранить в рабочем пространстве; удалите %1 и укажите переменную окружения в &quot;api_key_env&quot; или запись связки ключей в &quot;keychain&quot;</translation>
    </message>
    <message>
        <source>&quot;base_url&quot; must be an http:// or https:// address, not %1</source>
        <translation>значение &quot;base_url&quot; должно быть адресом http:// или https://, а не %1</translation>
    </message>
    <message>
        <source>&quot;base_url&quot; must not carry a user name or password</source>
        <translation>значение &quot;base_url&quot; не должно содержать имя пользователя или пароль</translation>
    </message>
    <message>
        <source>the flow</source>
        <translation>схема диалога</translation>
    </message>
    <message>
        <source>this is a file, not a workspace folder</source>
        <translation>это файл, а не папка рабочего пространства</translation>
    </message>
    <message>
        <source>the workspace folder does not exist</source>
        <translation>папка рабочего пространства не существует</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>некорректный JSON: %1</translation>
    </message>
    <message>
        <source>the file is empty; expected a JSON object</source>
        <translation>файл пуст; ожидается JSON-объект</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in the same object</source>
        <translation>ключ &quot;%1&quot; встречается в одном объекте дважды</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>не удаётся создать папку %1</translation>
    </message>
    <message>
        <source>cannot write the file: %1</source>
        <translation>не удаётся записать файл: %1</translation>
    </message>
    <message>
        <source>%1 must be a JSON object, not %2</source>
        <translation>%1: ожидается JSON-объект, а не %2</translation>
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
        <translation>строка</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>дробное число</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>массив</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>неподдерживаемое значение</translation>
    </message>
    <message>
        <source>missing required key %1 in %2</source>
        <translation>%2: отсутствует обязательный ключ %1</translation>
    </message>
    <message>
        <source>%1 must be %2, not %3</source>
        <translation>%1: ожидается %2, а не %3</translation>
    </message>
    <message>
        <source>the integer 1</source>
        <translation>целое число 1</translation>
    </message>
    <message>
        <source>&quot;format&quot; is %1, but this version of Polygon reads format 1</source>
        <translation>&quot;format&quot; равен %1, но эта версия Polygon читает только формат 1</translation>
    </message>
    <message>
        <source>%1 must not be empty</source>
        <translation>значение %1 не должно быть пустым</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, not %4</source>
        <translation>значение %1 должно быть от %2 до %3, а не %4</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>unknown %1 %2; expected one of: %3</source>
        <translation>%1: неизвестное значение %2; ожидается одно из: %3</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>массив строк</translation>
    </message>
    <message>
        <source>%1 must list at least one item</source>
        <translation>%1: нужно указать хотя бы один элемент</translation>
    </message>
    <message>
        <source>item %1 of %2 must be a non-empty string, not %3</source>
        <translation>элемент %1 в %2: ожидается непустая строка, а не %3</translation>
    </message>
    <message>
        <source>an empty string</source>
        <translation>пустая строка</translation>
    </message>
    <message>
        <source>%1 is listed twice in %2</source>
        <translation>значение %1 указано в %2 дважды</translation>
    </message>
    <message>
        <source>unknown key %1 in %2; expected one of: %3</source>
        <translation>%2: неизвестный ключ %1; ожидается один из: %3</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation> (возможно, имелось в виду %1?)</translation>
    </message>
    <message>
        <source>%1 %2 does not exist (no %3/%4.%5)</source>
        <translation>%1 %2 не существует (нет файла %3/%4.%5)</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>the rubric</source>
        <translation>критерии оценки</translation>
    </message>
    <message>
        <source>the scale&apos;s &quot;max&quot; must be greater than its &quot;min&quot;</source>
        <translation>у шкалы &quot;max&quot; должен быть больше &quot;min&quot;</translation>
    </message>
    <message>
        <source>&quot;criteria&quot; must be a non-empty array of criteria</source>
        <translation>&quot;criteria&quot;: ожидается непустой массив критериев</translation>
    </message>
    <message>
        <source>criterion %1</source>
        <translation>критерий %1</translation>
    </message>
    <message>
        <source>the criterion &quot;%1&quot; is defined twice</source>
        <translation>критерий &quot;%1&quot; определён дважды</translation>
    </message>
    <message>
        <source>the &quot;warning&quot; threshold must not be above the &quot;pass&quot; threshold</source>
        <translation>порог &quot;warning&quot; не должен быть выше порога &quot;pass&quot;</translation>
    </message>
    <message>
        <source>unknown gate &quot;%1&quot;; expected one of: %2</source>
        <translation>неизвестный жёсткий критерий &quot;%1&quot;; ожидается один из: %2</translation>
    </message>
    <message>
        <source>scores of rubric %1 and rubric %2 cannot be compared: scores compare only within one rubric version</source>
        <translation>оценки по критериям %1 и %2 нельзя сравнивать: оценки сравнимы только в пределах одной версии критериев</translation>
    </message>
    <message>
        <source>speaker</source>
        <translation>говорящий</translation>
    </message>
    <message>
        <source>action</source>
        <translation>действие</translation>
    </message>
    <message>
        <source>&quot;tool_calls&quot; must be an array of tool calls, not %1</source>
        <translation>&quot;tool_calls&quot;: ожидается массив вызовов инструментов, а не %1</translation>
    </message>
    <message>
        <source>tool call %1</source>
        <translation>вызов инструмента %1</translation>
    </message>
    <message>
        <source>conversation source</source>
        <translation>источник разговора</translation>
    </message>
    <message>
        <source>&quot;ground_truth&quot; must be an object of facts, not %1</source>
        <translation>&quot;ground_truth&quot;: ожидается объект с фактами, а не %1</translation>
    </message>
    <message>
        <source>&quot;turns&quot; must be an array of turns, not %1</source>
        <translation>&quot;turns&quot;: ожидается массив реплик, а не %1</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>реплика %1</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>не удаётся прочитать стандартный ввод</translation>
    </message>
    <message>
        <source>cannot read the input a second time</source>
        <translation>не удаётся повторно прочитать входные данные</translation>
    </message>
    <message>
        <source>&quot;t&quot; must be milliseconds (a number), not %1</source>
        <translation>&quot;t&quot;: ожидаются миллисекунды (число), а не %1</translation>
    </message>
    <message>
        <source>event type</source>
        <translation>тип события</translation>
    </message>
    <message>
        <source>call status</source>
        <translation>статус звонка</translation>
    </message>
    <message>
        <source>response class</source>
        <translation>класс ответа</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>событие %1</translation>
    </message>
    <message>
        <source>the event</source>
        <translation>событие</translation>
    </message>
    <message>
        <source>speech status</source>
        <translation>статус речи</translation>
    </message>
    <message>
        <source>speech role</source>
        <translation>роль говорящего</translation>
    </message>
    <message>
        <source>&quot;toolCallList&quot; must be an array of tool calls</source>
        <translation>&quot;toolCallList&quot;: ожидается массив вызовов инструментов</translation>
    </message>
    <message>
        <source>the callback has no CallSid</source>
        <translation>в обратном вызове нет CallSid</translation>
    </message>
    <message>
        <source>unknown CallStatus &quot;%1&quot;; expected one of: %2</source>
        <translation>неизвестный CallStatus &quot;%1&quot;; ожидается один из: %2</translation>
    </message>
    <message>
        <source>the Timestamp &quot;%1&quot; is not an RFC 2822 date</source>
        <translation>Timestamp &quot;%1&quot; не является датой RFC 2822</translation>
    </message>
    <message>
        <source>the status callback</source>
        <translation>обратный вызов статуса</translation>
    </message>
    <message>
        <source>the server message</source>
        <translation>сообщение сервера</translation>
    </message>
    <message>
        <source>the evidence policy</source>
        <translation>политика проверки доказательств</translation>
    </message>
    <message>
        <source>the agent &quot;%1&quot; is a %2 agent; offline simulation runs flow agents (a deterministic dialogue flow)</source>
        <translation>агент &quot;%1&quot; — это агент типа %2; офлайн-симуляция запускает агентов со схемой диалога (детерминированный сценарий)</translation>
    </message>
    <message>
        <source>the flow &quot;%1&quot; is not in the workspace</source>
        <translation>схемы диалога &quot;%1&quot; нет в рабочем пространстве</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Polygon: a workbench for LLM phone and voice agents.</source>
        <translation>Polygon: рабочая среда для телефонных и голосовых LLM-агентов.</translation>
    </message>
    <message>
        <source>Workspace folder to open.</source>
        <translation>Папка рабочего пространства, которую нужно открыть.</translation>
    </message>
    <message>
        <source>User interface language: en, bs, hr or ru.</source>
        <translation>Язык интерфейса: en, bs, hr или ru.</translation>
    </message>
    <message>
        <source>Once the workspace is loaded, save a PNG of the main window to &lt;file&gt; and quit.</source>
        <translation>После загрузки рабочего пространства сохранить снимок главного окна в формате PNG в &lt;file&gt; и выйти.</translation>
    </message>
</context>
<context>
    <name>polygon-cli</name>
    <message>
        <source>a caller&apos;s words as noisy speech recognition hears them: dropped words, numbers digit by digit, sound-alikes, fillers (TEXT may be - for standard input)</source>
        <translation>слова звонящего так, как их слышит распознавание речи с помехами: пропущенные слова, числа по цифрам, созвучные слова, слова-паразиты (TEXT может быть - для стандартного ввода)</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 указан дважды</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>для %1 нужно значение</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>не указан %1</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; expected one of: %2</source>
        <translation>неизвестный язык &quot;%1&quot;; ожидается один из: %2</translation>
    </message>
    <message>
        <source>--intensity must be a number from 0 to 1, not &quot;%1&quot;</source>
        <translation>--intensity должен быть числом от 0 до 1, а не &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--conversation must not be empty</source>
        <translation>--conversation не может быть пустым</translation>
    </message>
    <message>
        <source>--turn must be a whole number, 0 or more, not &quot;%1&quot;</source>
        <translation>--turn должен быть целым числом, 0 или больше, а не &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no TEXT: give the caller&apos;s words, or - to read them from standard input</source>
        <translation>нет TEXT: укажите слова звонящего или - чтобы прочитать их со стандартного ввода</translation>
    </message>
    <message>
        <source>check a workspace folder; every problem as file:line:column</source>
        <translation>проверить папку рабочего пространства; каждая проблема выводится как файл:строка:столбец</translation>
    </message>
    <message>
        <source>Usage: polygon-cli COMMAND [ARGS]

Commands:
</source>
        <translation>Использование: polygon-cli КОМАНДА [АРГУМЕНТЫ]

Команды:
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
Параметры:
  --version   вывести версию и выйти
  --help      вывести эту справку и выйти

Коды возврата: 0 — успех, 1 — оцениваемый объект не прошёл проверку, 2 — неверные входные данные или неверное использование.
</translation>
    </message>
    <message>
        <source>polygon-cli: unknown command &quot;%1&quot;; run polygon-cli --help for the list</source>
        <translation>polygon-cli: неизвестная команда &quot;%1&quot;; список команд выводит polygon-cli --help</translation>
    </message>
    <message>
        <source>polygon-cli validate: unknown option &quot;%1&quot;</source>
        <translation>polygon-cli validate: неизвестный параметр &quot;%1&quot;</translation>
    </message>
    <message>
        <source>usage: polygon-cli validate DIR [--json]</source>
        <translation>использование: polygon-cli validate DIR [--json]</translation>
    </message>
    <message>
        <source>%1: valid workspace &quot;%2&quot;: %3 agents, %4 prompts, %5 personas, %6 scenario sets, %7 tool stubs, %8 probes, %9 provider profiles</source>
        <translation>%1: корректное рабочее пространство &quot;%2&quot;: агентов: %3, промптов: %4, персон: %5, наборов сценариев: %6, заглушек инструментов: %7, проб: %8, профилей провайдеров: %9</translation>
    </message>
    <message>
        <source>grade judged conversations: rubric composite, band, hard gates (exit 1 on a fail verdict)</source>
        <translation>оценить разговоры с оценками судьи: итоговый балл, диапазон, жёсткие критерии (код 1 при вердикте fail)</translation>
    </message>
    <message>
        <source>behaviour-probe conformance with Wilson 95% intervals</source>
        <translation>соответствие пробам поведения с 95% интервалами Уилсона</translation>
    </message>
    <message>
        <source>find the turn where the agent starts repeating itself (exit 1 on a loop)</source>
        <translation>найти реплику, с которой агент начинает повторяться (код 1 при зацикливании)</translation>
    </message>
    <message>
        <source>the first turn where two conversations part ways</source>
        <translation>первая реплика, на которой два разговора расходятся</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>неизвестный параметр &quot;%1&quot;</translation>
    </message>
    <message>
        <source>usage: %1</source>
        <translation>использование: %1</translation>
    </message>
    <message>
        <source>rubric version</source>
        <translation>версия критериев оценки</translation>
    </message>
    <message>
        <source>&quot;repeats&quot; must be a non-empty array of the judge&apos;s scores, one object per repeat</source>
        <translation>&quot;repeats&quot;: ожидается непустой массив оценок судьи, по одному объекту на повтор</translation>
    </message>
    <message>
        <source>repeat %1 must be an object of criterion scores, not %2</source>
        <translation>повтор %1: ожидается объект с оценками по критериям, а не %2</translation>
    </message>
    <message>
        <source>unknown criterion &quot;%1&quot; in rubric %2; expected one of: %3</source>
        <translation>неизвестный критерий &quot;%1&quot; в версии %2; ожидается один из: %3</translation>
    </message>
    <message>
        <source>the score input</source>
        <translation>входные данные оценки</translation>
    </message>
    <message>
        <source>the probes input</source>
        <translation>входные данные проб</translation>
    </message>
    <message>
        <source>&quot;probes&quot; must be an array of probes, not %1</source>
        <translation>&quot;probes&quot;: ожидается массив проб, а не %1</translation>
    </message>
    <message>
        <source>probe %1</source>
        <translation>проба %1</translation>
    </message>
    <message>
        <source>probe polarity</source>
        <translation>полярность пробы</translation>
    </message>
    <message>
        <source>&quot;answers&quot; must be an array of &quot;yes&quot;, &quot;no&quot; or &quot;na&quot;, not %1</source>
        <translation>&quot;answers&quot;: ожидается массив из &quot;yes&quot;, &quot;no&quot; или &quot;na&quot;, а не %1</translation>
    </message>
    <message>
        <source>answer %1 must be &quot;yes&quot;, &quot;no&quot; or &quot;na&quot;, not %2</source>
        <translation>ответ %1 должен быть &quot;yes&quot;, &quot;no&quot; или &quot;na&quot;, а не %2</translation>
    </message>
    <message>
        <source>the conversation</source>
        <translation>разговор</translation>
    </message>
    <message>
        <source>usage: %1 (at most one of A and B may be - for standard input)</source>
        <translation>использование: %1 (только один из A и B может быть - для стандартного ввода)</translation>
    </message>
    <message>
        <source>the five call-evidence gates per call from content-free events (exit 1 unless every call passes)</source>
        <translation>пять проверок доказательств по каждому звонку из событий без содержимого (код 1, если не все звонки прошли)</translation>
    </message>
    <message>
        <source>turn recorded Vapi server messages or Twilio status callbacks into content-free events</source>
        <translation>преобразовать записанные сообщения сервера Vapi или обратные вызовы статуса Twilio в события без содержимого</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>не удаётся прочитать стандартный ввод</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>не удаётся прочитать файл: %1</translation>
    </message>
    <message>
        <source>%1 needs a file name</source>
        <translation>для %1 нужно имя файла</translation>
    </message>
    <message>
        <source>--receipts needs a secret salt for the pseudonymous ids: set POLYGON_RECEIPT_SALT (keep it; the same salt gives the same ids)</source>
        <translation>для --receipts нужна секретная соль для псевдонимных идентификаторов: задайте POLYGON_RECEIPT_SALT (сохраните её: та же соль даёт те же идентификаторы)</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: не удаётся записать файл: %2</translation>
    </message>
    <message>
        <source>probe a model endpoint: reachability, chat, tools, structured output, streaming, embeddings, log-probs (exit 1 unless reachable with working chat)</source>
        <translation>проверить конечную точку модели: доступность, чат, инструменты, структурированный вывод, потоковую передачу, эмбеддинги, логарифмы вероятностей (код 1, если недоступна или чат не работает)</translation>
    </message>
    <message>
        <source>no such profile file</source>
        <translation>файл профиля не найден</translation>
    </message>
    <message>
        <source>simulate conversations of a flow agent with scripted callers, offline and deterministic; one conversation file per persona</source>
        <translation>смоделировать разговоры агента со схемой диалога со сценарными звонящими, офлайн и детерминированно; по одному файлу разговора на персону</translation>
    </message>
    <message>
        <source>--seed needs a whole number</source>
        <translation>для --seed нужно целое число</translation>
    </message>
    <message>
        <source>--noise needs a number from 0 to 1</source>
        <translation>для --noise нужно число от 0 до 1</translation>
    </message>
    <message>
        <source>--max-turns needs a whole number of at least 2</source>
        <translation>для --max-turns нужно целое число не меньше 2</translation>
    </message>
    <message>
        <source>unknown agent &quot;%1&quot;; the workspace has: %2</source>
        <translation>неизвестный агент &quot;%1&quot;; в рабочем пространстве есть: %2</translation>
    </message>
    <message>
        <source>unknown persona &quot;%1&quot;</source>
        <translation>неизвестная персона &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: %2 turns, ended by %3, %4 tool calls</source>
        <translation>%1: реплик: %2, завершение: %3, вызовов инструментов: %4</translation>
    </message>
</context>
</TS>
