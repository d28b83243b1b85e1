<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>CompareMessages</name>
    <message>
        <source>the speakers differ (one side spoke where the other expected the other side)</source>
        <translation>говорят разные стороны (одна сторона говорила там, где в другом разговоре говорила другая)</translation>
    </message>
    <message>
        <source>the agent&apos;s tool calls differ</source>
        <translation>вызовы инструментов агента различаются</translation>
    </message>
    <message>
        <source>one conversation ended or transferred the call and the other did not</source>
        <translation>один разговор завершил или перевёл звонок, а другой нет</translation>
    </message>
    <message>
        <source>the wording moved apart (word-bigram similarity %1)</source>
        <translation>формулировки разошлись (сходство биграмм слов %1)</translation>
    </message>
    <message>
        <source>the wording moved apart</source>
        <translation>формулировки разошлись</translation>
    </message>
    <message>
        <source>one conversation had already ended</source>
        <translation>один разговор уже закончился</translation>
    </message>
    <message>
        <source>no such turn</source>
        <translation>такой реплики нет</translation>
    </message>
    <message>
        <source>the agent said &quot;%1&quot;</source>
        <translation>агент сказал «%1»</translation>
    </message>
    <message>
        <source>the caller said &quot;%1&quot;</source>
        <translation>звонящий сказал «%1»</translation>
    </message>
    <message>
        <source> (no tool call)</source>
        <translation> (без вызова инструментов)</translation>
    </message>
    <message>
        <source> (tools: %1)</source>
        <translation> (инструменты: %1)</translation>
    </message>
    <message>
        <source>## Analysis</source>
        <translation>## Анализ</translation>
    </message>
    <message>
        <source>Runs compared under rubric `%1`: %2. The first run is the baseline.</source>
        <translation>Прогоны сравниваются по рубрике `%1`: %2. Первый прогон — базовый.</translation>
    </message>
    <message>
        <source>Scenarios: %1 in all, %2 scored in every run, %3 incomparable (some run has no score there).</source>
        <translation>Сценарии: всего %1, оценены во всех прогонах %2, несравнимы %3 (в каком-то прогоне там нет оценки).</translation>
    </message>
    <message>
        <source>`%1` (spread %2: best `%3` %4, worst `%5` %6)</source>
        <translation>`%1` (разброс %2: лучший `%3` %4, худший `%5` %6)</translation>
    </message>
    <message>
        <source>No scenario is scored in every run.</source>
        <translation>Ни один сценарий не оценён во всех прогонах.</translation>
    </message>
    <message>
        <source>Widest scenarios: %1.</source>
        <translation>Сценарии с наибольшим разбросом: %1.</translation>
    </message>
    <message>
        <source>### %1 against %2</source>
        <translation>### %1 против %2</translation>
    </message>
    <message>
        <source>- Composite mean %1 → %2 (%3), over %4 → %5 scored conversations.</source>
        <translation>- Средний итог %1 → %2 (%3), по %4 → %5 оценённым разговорам.</translation>
    </message>
    <message>
        <source>- Composite mean %1 → %2.</source>
        <translation>- Средний итог %1 → %2.</translation>
    </message>
    <message>
        <source>- No criterion mean moved by %1 or more (1–5 scale).</source>
        <translation>- Ни одно среднее по критерию не изменилось на %1 или больше (шкала 1–5).</translation>
    </message>
    <message>
        <source>- Criteria that moved by %1 or more (1–5 scale), largest first: %2.</source>
        <translation>- Критерии, изменившиеся на %1 или больше (шкала 1–5), сначала наибольшие: %2.</translation>
    </message>
    <message>
        <source>- Verdicts: %1.</source>
        <translation>- Вердикты: %1.</translation>
    </message>
    <message>
        <source>- No gate fired in either run.</source>
        <translation>- Ни в одном прогоне не сработал ни один жёсткий критерий.</translation>
    </message>
    <message>
        <source>- Gates fired as often in both runs.</source>
        <translation>- Жёсткие критерии срабатывали одинаково часто в обоих прогонах.</translation>
    </message>
    <message>
        <source>- Gates (conversations failed): %1.</source>
        <translation>- Жёсткие критерии (провалено разговоров): %1.</translation>
    </message>
    <message>
        <source>`%1` %2 (%3 of %4) → %5 (%6 of %7)</source>
        <translation>`%1` %2 (%3 из %4) → %5 (%6 из %7)</translation>
    </message>
    <message>
        <source>- Probe conformance (same wording): %1.</source>
        <translation>- Соответствие пробам (та же формулировка): %1.</translation>
    </message>
    <message>
        <source>- Not compared, their wording changed: %1.</source>
        <translation>- Не сравниваются, их формулировка изменилась: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n scenario(s))</source>
        <translation>
            <numerusform>%1 %2 (%n сценарий)</numerusform>
            <numerusform>%1 %2 (%n сценария)</numerusform>
            <numerusform>%1 %2 (%n сценариев)</numerusform>
        </translation>
    </message>
    <message>
        <source>- By caller type, mean change of the scenario score, largest drop first: %1.</source>
        <translation>- По типу звонящего, среднее изменение оценки сценария, сначала наибольшее падение: %1.</translation>
    </message>
    <message>
        <source>- By difficulty: %1.</source>
        <translation>- По сложности: %1.</translation>
    </message>
    <message>
        <source>difficulty %1</source>
        <translation>сложность %1</translation>
    </message>
    <message>
        <source>- No scenario has a conversation in both runs with the same repeat: nothing to align.</source>
        <translation>- Ни в одном сценарии нет разговора с тем же повтором в обоих прогонах: выравнивать нечего.</translation>
    </message>
    <message>
        <source>  - `%1` (%2): every aligned pair of conversations agrees turn for turn (speakers, tool calls, endings, wording); the scores differ on the same course of the call.</source>
        <translation>  - `%1` (%2): каждая выровненная пара разговоров совпадает реплика за репликой (стороны, вызовы инструментов, завершения, формулировки); оценки различаются при одном и том же ходе звонка.</translation>
    </message>
    <message>
        <source>  - `%1` (%2), repeat %3: they part ways at turn %4, because %5. `%6`: %7; `%8`: %9.</source>
        <translation>  - `%1` (%2), повтор %3: расходятся на реплике %4, потому что %5. `%6`: %7; `%8`: %9.</translation>
    </message>
    <message>
        <source>- On the widest scenarios (turns count from 0):</source>
        <translation>- На сценариях с наибольшим разбросом (реплики считаются от 0):</translation>
    </message>
    <message>
        <source>a comparison needs at least two runs</source>
        <translation>для сравнения нужны хотя бы два прогона</translation>
    </message>
    <message>
        <source>run %1 is given more than once</source>
        <translation>прогон %1 указан больше одного раза</translation>
    </message>
    <message>
        <source>run %1 has not been graded: grade it first with polygon-cli grade %2 %1</source>
        <translation>прогон %1 не оценён: сначала оцените его командой polygon-cli grade %2 %1</translation>
    </message>
    <message>
        <source>## Scorecards</source>
        <translation>## Сводки</translation>
    </message>
    <message>
        <source>| run | agent | conversations | graded | composite mean | std dev | pass | warning | fail | not scored | pass^k | tokens |</source>
        <translation>| прогон | агент | разговоры | оценено | средний итог | ст. откл. | пройдено | предупреждение | провал | без оценки | pass^k | токены |</translation>
    </message>
    <message>
        <source>## Scenario matrix</source>
        <translation>## Матрица сценариев</translation>
    </message>
    <message>
        <source>| scenario |</source>
        <translation>| сценарий |</translation>
    </message>
    <message>
        <source> spread |</source>
        <translation> разброс |</translation>
    </message>
    <message>
        <source> incomparable |</source>
        <translation> несравним |</translation>
    </message>
    <message>
        <source>(%1 more scenarios)</source>
        <translation>(ещё сценариев: %1)</translation>
    </message>
    <message>
        <source>## Divergences on the widest scenarios</source>
        <translation>## Расхождения на сценариях с наибольшим разбросом</translation>
    </message>
    <message>
        <source>| scenario | repeat | a | b | turn | reason | similarity |</source>
        <translation>| сценарий | повтор | a | b | реплика | причина | сходство |</translation>
    </message>
    <message numerus="yes">
        <source>- Conversations: %n pair(s) aligned turn by turn; none part ways.</source>
        <translation>
            <numerusform>- Разговоры: %n пара выровнена по репликам; ни одна не расходится.</numerusform>
            <numerusform>- Разговоры: %n пары выровнены по репликам; ни одна не расходится.</numerusform>
            <numerusform>- Разговоры: %n пар выровнены по репликам; ни одна не расходится.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- Conversations: %n pair(s) aligned turn by turn, %1 part ways, %2 identical. Most often because %3. Median first divergence turn %4 (earliest %5).</source>
        <translation>
            <numerusform>- Разговоры: %n пара выровнена по репликам, расходятся: %1, совпадают: %2. Чаще всего потому, что %3. Медиана первой реплики расхождения %4 (самая ранняя %5).</numerusform>
            <numerusform>- Разговоры: %n пары выровнены по репликам, расходятся: %1, совпадают: %2. Чаще всего потому, что %3. Медиана первой реплики расхождения %4 (самая ранняя %5).</numerusform>
            <numerusform>- Разговоры: %n пар выровнены по репликам, расходятся: %1, совпадают: %2. Чаще всего потому, что %3. Медиана первой реплики расхождения %4 (самая ранняя %5).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 values are non-empty text; this is %2</source>
        <translation>значения %1 — непустой текст; здесь %2</translation>
    </message>
    <message>
        <source>%1 values are whole numbers; this is %2</source>
        <translation>значения %1 — целые числа; здесь %2</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3</source>
        <translation>%1 должно быть от %2 до %3</translation>
    </message>
    <message>
        <source>%1 values are numbers; this is %2</source>
        <translation>значения %1 — числа; здесь %2</translation>
    </message>
    <message>
        <source>%1 lists this value twice</source>
        <translation>%1 содержит это значение дважды</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>перебор</translation>
    </message>
    <message>
        <source>sweep mode</source>
        <translation>режим перебора</translation>
    </message>
    <message>
        <source>unknown sweep parameter &quot;%1&quot;; expected one of: %2</source>
        <translation>неизвестный параметр перебора &quot;%1&quot;; ожидается один из: %2</translation>
    </message>
    <message>
        <source>a sweep parameter is a non-empty list of values</source>
        <translation>параметр перебора — непустой список значений</translation>
    </message>
    <message>
        <source>a sweep needs at least one parameter</source>
        <translation>для перебора нужен хотя бы один параметр</translation>
    </message>
    <message>
        <source>agent: the workspace has no agent &quot;%1&quot;; it has: %2</source>
        <translation>agent: в рабочей папке нет агента &quot;%1&quot;; есть: %2</translation>
    </message>
    <message>
        <source>scenarios: the workspace has no scenario set &quot;%1&quot;</source>
        <translation>scenarios: в рабочей папке нет набора сценариев &quot;%1&quot;</translation>
    </message>
    <message>
        <source>parameters.%1: the agent &quot;%2&quot; is a %3 agent; it has no model to set this on</source>
        <translation>parameters.%1: агент &quot;%2&quot; — агент типа %3; у него нет модели, для которой можно задать этот параметр</translation>
    </message>
    <message>
        <source>parameters.prompt: the workspace has no prompt &quot;%1&quot; (give a path such as prompts/NAME.md or a prompt id)</source>
        <translation>parameters.prompt: в рабочей папке нет промпта &quot;%1&quot; (укажите путь вида prompts/NAME.md или id промпта)</translation>
    </message>
    <message>
        <source>parameters.flow: the agent &quot;%1&quot; is not a flow agent</source>
        <translation>parameters.flow: агент &quot;%1&quot; не является агентом на схеме диалога</translation>
    </message>
    <message>
        <source>parameters.flow: the workspace has no flow &quot;%1&quot; (give a path such as flows/NAME.json or a flow id)</source>
        <translation>parameters.flow: в рабочей папке нет схемы диалога &quot;%1&quot; (укажите путь вида flows/NAME.json или id схемы)</translation>
    </message>
    <message>
        <source>parameters.%1: the agent &quot;%2&quot; has no model profile (set &quot;profile&quot; on the agent or &quot;providers&quot;.&quot;agent&quot; in polygon.json)</source>
        <translation>parameters.%1: у агента &quot;%2&quot; нет профиля модели (задайте &quot;profile&quot; у агента или &quot;providers&quot;.&quot;agent&quot; в polygon.json)</translation>
    </message>
    <message>
        <source>no run &quot;%1&quot; in %2</source>
        <translation>нет прогона &quot;%1&quot; в %2</translation>
    </message>
    <message>
        <source>run %1 has no completed grading</source>
        <translation>у прогона %1 нет завершённой оценки</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) of run %1 ended in an error; run the sweep again to redo them</source>
        <translation>
            <numerusform>%n разговор прогона %1 завершился ошибкой; запустите перебор снова, чтобы повторить его</numerusform>
            <numerusform>%n разговора прогона %1 завершились ошибкой; запустите перебор снова, чтобы повторить их</numerusform>
            <numerusform>%n разговоров прогона %1 завершились ошибкой; запустите перебор снова, чтобы повторить их</numerusform>
        </translation>
    </message>
    <message>
        <source>the model was not asked</source>
        <translation>модель не запрашивалась</translation>
    </message>
    <message>
        <source>the model&apos;s reply was lost</source>
        <translation>ответ модели потерян</translation>
    </message>
    <message>
        <source>the request failed: %1</source>
        <translation>запрос не удался: %1</translation>
    </message>
    <message>
        <source>the model&apos;s reply has no text</source>
        <translation>в ответе модели нет текста</translation>
    </message>
    <message>
        <source>the rewrite has a number that is not in the analysis: &quot;%1&quot;</source>
        <translation>в переписанном тексте есть число, которого нет в анализе: &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>Highlighters</name>
    <message>
        <source>built-in</source>
        <translation>встроенный</translation>
    </message>
</context>
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
    <message>
        <source>no system keychain service is available here (%1). Set the environment variable named in &quot;api_key_env&quot; instead.</source>
        <translation>служба системной связки ключей здесь недоступна (%1). Вместо этого задайте переменную окружения, указанную в &quot;api_key_env&quot;.</translation>
    </message>
    <message>
        <source>no D-Bus session bus</source>
        <translation>нет сеансовой шины D-Bus</translation>
    </message>
    <message>
        <source>the system keychain has no entry &quot;%1&quot;: store the key with Settings ▸ Model Providers ▸ Store API Key in the System Keychain…</source>
        <translation>в системной связке ключей нет записи &quot;%1&quot;: сохраните ключ через Настройки ▸ Провайдеры моделей ▸ Сохранить ключ API в системной связке ключей…</translation>
    </message>
</context>
<context>
    <name>Polygon::ApiKeyStore</name>
    <message>
        <source>name the keychain entry first</source>
        <translation>сначала укажите запись в связке ключей</translation>
    </message>
    <message>
        <source>the API key is empty</source>
        <translation>ключ API пуст</translation>
    </message>
    <message>
        <source>the system keychain refused access</source>
        <translation>системная связка ключей отказала в доступе</translation>
    </message>
    <message>
        <source>cannot store the key in the keychain entry &quot;%1&quot;: %2</source>
        <translation>не удаётся сохранить ключ в записи связки ключей &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>this build of Polygon has no keychain support. Set the environment variable named in &quot;api_key_env&quot; instead.</source>
        <translation>эта сборка Polygon не поддерживает связку ключей. Вместо этого задайте переменную окружения, указанную в &quot;api_key_env&quot;.</translation>
    </message>
</context>
<context>
    <name>Polygon::ChartsPage</name>
    <message>
        <source>Export PNG…</source>
        <translation>Экспорт в PNG…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>Экспорт в SVG…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chart&lt;/b&gt;</source>
        <translation>&lt;b&gt;Диаграмма&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Диаграмма</translation>
    </message>
    <message>
        <source>Criterion means per run</source>
        <translation>Средние по критериям для каждого прогона</translation>
    </message>
    <message>
        <source>Composite distribution</source>
        <translation>Распределение итоговых оценок</translation>
    </message>
    <message>
        <source>Probe conformance (95 % Wilson interval)</source>
        <translation>Соответствие проб (интервал Вильсона 95 %)</translation>
    </message>
    <message>
        <source>pass^k</source>
        <translation>pass^k</translation>
    </message>
    <message>
        <source>Probe trend across runs</source>
        <translation>Динамика пробы по прогонам</translation>
    </message>
    <message>
        <source>Sweep: parameter against composite mean</source>
        <translation>Перебор: параметр и средняя итоговая оценка</translation>
    </message>
    <message>
        <source>Probe or parameter</source>
        <translation>Проба или параметр</translation>
    </message>
    <message>
        <source>&lt;b&gt;Graded runs&lt;/b&gt; (oldest first)</source>
        <translation>&lt;b&gt;Оценённые прогоны&lt;/b&gt; (сначала старые)</translation>
    </message>
    <message>
        <source>Graded runs</source>
        <translation>Оценённые прогоны</translation>
    </message>
    <message>
        <source>Reading the runs…</source>
        <translation>Чтение прогонов…</translation>
    </message>
    <message>
        <source>%1, graded under rubric %2</source>
        <translation>%1, оценён по рубрике %2</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s)…</source>
        <translation>
            <numerusform>Чтение %n прогона…</numerusform>
            <numerusform>Чтение %n прогонов…</numerusform>
            <numerusform>Чтение %n прогонов…</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick one or more graded runs to chart them.</source>
        <translation>Отметьте один или несколько оценённых прогонов, чтобы построить диаграмму.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;These runs were graded under %n different rubric versions, and a chart never puts two rubric versions together: their scores are not on the same scale.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Chart one version at a time, or grade the runs again under one rubric.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Эти прогоны оценены по %n разной версии рубрики, а на одной диаграмме никогда не совмещаются две версии рубрики: их оценки имеют разные шкалы.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Стройте диаграмму для одной версии за раз или оцените прогоны заново по одной рубрике.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Эти прогоны оценены по %n разным версиям рубрики, а на одной диаграмме никогда не совмещаются две версии рубрики: их оценки имеют разные шкалы.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Стройте диаграмму для одной версии за раз или оцените прогоны заново по одной рубрике.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Эти прогоны оценены по %n разным версиям рубрики, а на одной диаграмме никогда не совмещаются две версии рубрики: их оценки имеют разные шкалы.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Стройте диаграмму для одной версии за раз или оцените прогоны заново по одной рубрике.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chart %1 alone (%n run(s))</source>
        <translation>
            <numerusform>Диаграмма только для %1 (%n прогон)</numerusform>
            <numerusform>Диаграмма только для %1 (%n прогона)</numerusform>
            <numerusform>Диаграмма только для %1 (%n прогонов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean score of each criterion (1–5), rubric %1</source>
        <translation>Средняя оценка по каждому критерию (1–5), рубрика %1</translation>
    </message>
    <message>
        <source>mean score</source>
        <translation>средняя оценка</translation>
    </message>
    <message>
        <source>Composites of the graded conversations, in bands of 10</source>
        <translation>Итоговые оценки оценённых разговоров, интервалами по 10</translation>
    </message>
    <message>
        <source>composite</source>
        <translation>итоговая оценка</translation>
    </message>
    <message>
        <source>conversations</source>
        <translation>разговоры</translation>
    </message>
    <message>
        <source>No probe of these runs has an answer with a known polarity: nothing to chart.</source>
        <translation>Ни у одной пробы этих прогонов нет ответа с известной полярностью: строить нечего.</translation>
    </message>
    <message>
        <source>Probe conformance with 95 % Wilson intervals</source>
        <translation>Соответствие проб с 95 % интервалами Вильсона</translation>
    </message>
    <message>
        <source>conforming answers (%)</source>
        <translation>соответствующие ответы (%)</translation>
    </message>
    <message>
        <source>pass^k: the chance that k repeats of a caller all pass</source>
        <translation>pass^k: вероятность того, что все k повторов звонящего пройдут</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>These runs asked no probe.</source>
        <translation>В этих прогонах не задавалось ни одной пробы.</translation>
    </message>
    <message>
        <source>Conformance of %1 across runs (a new line where its wording changed)</source>
        <translation>Соответствие %1 по прогонам (новая линия там, где изменилась формулировка)</translation>
    </message>
    <message>
        <source>question changed here</source>
        <translation>здесь изменён вопрос</translation>
    </message>
    <message>
        <source>wording %1</source>
        <translation>формулировка %1</translation>
    </message>
    <message>
        <source>None of these runs is a sweep point: run polygon-cli sweep, then tick its points.</source>
        <translation>Ни один из этих прогонов не является точкой перебора: запустите polygon-cli sweep, затем отметьте его точки.</translation>
    </message>
    <message>
        <source>Sweep: %1 against the composite mean</source>
        <translation>Перебор: %1 и средняя итоговая оценка</translation>
    </message>
    <message>
        <source>No ticked sweep point has a composite.</source>
        <translation>Ни у одной отмеченной точки перебора нет итоговой оценки.</translation>
    </message>
    <message>
        <source>composite mean</source>
        <translation>средняя итоговая оценка</translation>
    </message>
    <message>
        <source>There is no chart on screen to export.</source>
        <translation>На экране нет диаграммы для экспорта.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Не удаётся записать %1.</translation>
    </message>
    <message>
        <source>Export Chart as SVG</source>
        <translation>Экспорт диаграммы в SVG</translation>
    </message>
    <message>
        <source>Export Chart as PNG</source>
        <translation>Экспорт диаграммы в PNG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Экспорт диаграммы</translation>
    </message>
</context>
<context>
    <name>Polygon::CompareRunsDialog</name>
    <message>
        <source>Compare Runs</source>
        <translation>Сравнение прогонов</translation>
    </message>
    <message>
        <source>Tick two or more graded runs. They are compared in the order listed (oldest first): the first is the baseline.</source>
        <translation>Отметьте два или более оценённых прогона. Они сравниваются в порядке списка (сначала старые): первый — базовый.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Прогоны</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнить</translation>
    </message>
    <message>
        <source>Reading the runs…</source>
        <translation>Чтение прогонов…</translation>
    </message>
    <message>
        <source>%1 — %2 on %3, %4 conversations, %5</source>
        <translation>%1 — %2 на %3, разговоров: %4, %5</translation>
    </message>
    <message>
        <source>every persona</source>
        <translation>все персоны</translation>
    </message>
    <message>
        <source>Not graded: grade it first (polygon-cli grade WORKSPACE %1 --offline, or run with grading on)</source>
        <translation>Не оценён: сначала оцените его (polygon-cli grade WORKSPACE %1 --offline или запустите с оцениванием)</translation>
    </message>
    <message numerus="yes">
        <source>This workspace has %n graded run(s); a comparison needs two.</source>
        <translation>
            <numerusform>В этой рабочей папке %n оценённый прогон; для сравнения нужно два.</numerusform>
            <numerusform>В этой рабочей папке %n оценённых прогона; для сравнения нужно два.</numerusform>
            <numerusform>В этой рабочей папке %n оценённых прогонов; для сравнения нужно два.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::ComparisonPage</name>
    <message>
        <source>the speakers differ</source>
        <translation>различаются говорящие</translation>
    </message>
    <message>
        <source>the tool calls differ</source>
        <translation>различаются вызовы инструментов</translation>
    </message>
    <message>
        <source>one ends or transfers the call and the other does not</source>
        <translation>один завершает или переводит звонок, а другой нет</translation>
    </message>
    <message>
        <source>the wording differs (similarity %1)</source>
        <translation>различается формулировка (сходство %1)</translation>
    </message>
    <message>
        <source>one conversation has ended and the other goes on</source>
        <translation>один разговор завершён, а другой продолжается</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Only rows every run scored</source>
        <translation>Только строки, оценённые во всех прогонах</translation>
    </message>
    <message>
        <source>Comparing the runs…</source>
        <translation>Сравнение прогонов…</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>Сводки оценок</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Caller type</source>
        <translation>Тип звонящего</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>Intended outcome</source>
        <translation>Ожидаемый исход</translation>
    </message>
    <message>
        <source>Filter scenarios</source>
        <translation>Фильтр сценариев</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenarios&lt;/b&gt;, widest spread first</source>
        <translation>&lt;b&gt;Сценарии&lt;/b&gt;, сначала с наибольшим разбросом</translation>
    </message>
    <message>
        <source>Scenario matrix</source>
        <translation>Матрица сценариев</translation>
    </message>
    <message>
        <source>Left run</source>
        <translation>Левый прогон</translation>
    </message>
    <message>
        <source>Right run</source>
        <translation>Правый прогон</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>Слева:</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Справа:</translation>
    </message>
    <message>
        <source>Repeat:</source>
        <translation>Повтор:</translation>
    </message>
    <message>
        <source>Choose a cell of the matrix to see its conversations side by side.</source>
        <translation>Выберите ячейку матрицы, чтобы увидеть её разговоры рядом.</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Compare %1</source>
        <translation>Сравнение %1</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>Сравнение отменено.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n run(s) compared&lt;/b&gt; under rubric %1. Scores are mean composites of each scenario&apos;s graded conversations; a missing score is never counted as zero.</source>
        <translation>
            <numerusform>&lt;b&gt;Сравнен %n прогон&lt;/b&gt; по рубрике %1. Оценки — средние итоговые оценки оценённых разговоров каждого сценария; отсутствующая оценка никогда не считается нулём.</numerusform>
            <numerusform>&lt;b&gt;Сравнено %n прогона&lt;/b&gt; по рубрике %1. Оценки — средние итоговые оценки оценённых разговоров каждого сценария; отсутствующая оценка никогда не считается нулём.</numerusform>
            <numerusform>&lt;b&gt;Сравнено %n прогонов&lt;/b&gt; по рубрике %1. Оценки — средние итоговые оценки оценённых разговоров каждого сценария; отсутствующая оценка никогда не считается нулём.</numerusform>
        </translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Разговоры</translation>
    </message>
    <message>
        <source>Graded</source>
        <translation>Оценено</translation>
    </message>
    <message>
        <source>Composite mean</source>
        <translation>Средняя итоговая оценка</translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation>Стандартное отклонение</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Успех</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Провал</translation>
    </message>
    <message>
        <source>Not scored</source>
        <translation>Без оценки</translation>
    </message>
    <message>
        <source>pass^k</source>
        <translation>pass^k</translation>
    </message>
    <message>
        <source>Gates failed</source>
        <translation>Невыполненные условия</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Токены</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Criterion: %1</source>
        <translation>Критерий: %1</translation>
    </message>
    <message>
        <source>Every caller type</source>
        <translation>Все типы звонящих</translation>
    </message>
    <message>
        <source>Any difficulty</source>
        <translation>Любая сложность</translation>
    </message>
    <message>
        <source>Difficulty %1</source>
        <translation>Сложность %1</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Любой исход</translation>
    </message>
    <message>
        <source>Wants %1</source>
        <translation>Цель: %1</translation>
    </message>
    <message>
        <source>Reading the conversations…</source>
        <translation>Чтение разговоров…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no conversation of %2, repeat %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: нет разговора для %2, повтор %3</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (%n turn(s))</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2 (%n реплика)</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2 (%n реплики)</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2 (%n реплик)</numerusform>
        </translation>
    </message>
    <message>
        <source>The same run on both sides: choose another run on the right.</source>
        <translation>С обеих сторон один и тот же прогон: выберите справа другой прогон.</translation>
    </message>
    <message>
        <source>No divergence to show: one of the runs has no finished conversation of this scenario and repeat.</source>
        <translation>Нет расхождения для показа: у одного из прогонов нет завершённого разговора для этого сценария и повтора.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No divergence&lt;/b&gt;: the two conversations agree turn by turn.</source>
        <translation>&lt;b&gt;Расхождения нет&lt;/b&gt;: два разговора совпадают реплика за репликой.</translation>
    </message>
    <message>
        <source>&lt;b&gt;▶ Divergence at turn %1&lt;/b&gt; of %2, repeat %3: %4. Both transcripts are scrolled to that turn.</source>
        <translation>&lt;b&gt;▶ Расхождение на реплике %1&lt;/b&gt; в %2, повтор %3: %4. Обе стенограммы прокручены к этой реплике.</translation>
    </message>
</context>
<context>
    <name>Polygon::ConversationPage</name>
    <message>
        <source>&lt;i&gt;Loading…&lt;/i&gt;</source>
        <translation>&lt;i&gt;Загрузка…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Разговор</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; persona &lt;b&gt;%2&lt;/b&gt;, scenario set &lt;b&gt;%3&lt;/b&gt;, repeat %4 &amp;nbsp;·&amp;nbsp; %5, %n turn(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; персона &lt;b&gt;%2&lt;/b&gt;, набор сценариев &lt;b&gt;%3&lt;/b&gt;, повтор %4 &amp;nbsp;·&amp;nbsp; %5, %n реплика</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; персона &lt;b&gt;%2&lt;/b&gt;, набор сценариев &lt;b&gt;%3&lt;/b&gt;, повтор %4 &amp;nbsp;·&amp;nbsp; %5, %n реплики</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; персона &lt;b&gt;%2&lt;/b&gt;, набор сценариев &lt;b&gt;%3&lt;/b&gt;, повтор %4 &amp;nbsp;·&amp;nbsp; %5, %n реплик</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>прогон %1</translation>
    </message>
</context>
<context>
    <name>Polygon::ConversationStatus</name>
    <message>
        <source>pending</source>
        <translation>ожидает</translation>
    </message>
    <message>
        <source>running</source>
        <translation>выполняется</translation>
    </message>
    <message>
        <source>done</source>
        <translation>завершён</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменён</translation>
    </message>
</context>
<context>
    <name>Polygon::ConversationView</name>
    <message>
        <source>Transcript</source>
        <translation>Стенограмма</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>Копировать как JSON</translation>
    </message>
    <message>
        <source>Copy the conversation as FORMATS.md §1 JSON</source>
        <translation>Копировать разговор как JSON по FORMATS.md §1</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Найти…</translation>
    </message>
    <message>
        <source>Find in the transcript (Ctrl+F)</source>
        <translation>Найти в стенограмме (Ctrl+F)</translation>
    </message>
    <message>
        <source>Find in transcript</source>
        <translation>Поиск в стенограмме</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Предыдущее</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Следующее</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>нет совпадений</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n реплика</numerusform>
            <numerusform>%n реплики</numerusform>
            <numerusform>%n реплик</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
</context>
<context>
    <name>Polygon::EndReason</name>
    <message>
        <source>agent ended</source>
        <translation>агент завершил</translation>
    </message>
    <message>
        <source>transferred</source>
        <translation>переведён</translation>
    </message>
    <message>
        <source>caller hung up</source>
        <translation>звонящий положил трубку</translation>
    </message>
    <message>
        <source>turn limit</source>
        <translation>лимит реплик</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>зацикливание</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменён</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
</context>
<context>
    <name>Polygon::EventTimeline</name>
    <message>
        <source>Timeline of the call&apos;s events</source>
        <translation>Временная шкала событий звонка</translation>
    </message>
    <message>
        <source>Call status</source>
        <translation>Статус звонка</translation>
    </message>
    <message>
        <source>Caller audio</source>
        <translation>Аудио звонящего</translation>
    </message>
    <message>
        <source>Assistant audio</source>
        <translation>Аудио ассистента</translation>
    </message>
    <message>
        <source>Interruptions</source>
        <translation>Перебивания</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Измерено</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>реплика %1</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>статус %1</translation>
    </message>
    <message>
        <source>operation %1</source>
        <translation>операция %1</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>действие %1</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>попытка %1</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>класс %1</translation>
    </message>
    <message>
        <source>effect: yes</source>
        <translation>действие: да</translation>
    </message>
    <message>
        <source>effect: no</source>
        <translation>действие: нет</translation>
    </message>
    <message>
        <source>outcome %1</source>
        <translation>результат %1</translation>
    </message>
    <message>
        <source>verified: yes</source>
        <translation>проверено: да</translation>
    </message>
    <message>
        <source>verified: no</source>
        <translation>проверено: нет</translation>
    </message>
    <message>
        <source>%1 ms: %2</source>
        <translation>%1 мс: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Select a call to see its events.</source>
        <translation>Выберите звонок, чтобы увидеть его события.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>%1 ms &gt; %2</source>
        <translation>%1 мс &gt; %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
</context>
<context>
    <name>Polygon::EvidenceCallsModel</name>
    <message>
        <source>Reachability</source>
        <translation>Дозвон</translation>
    </message>
    <message>
        <source>Turn timing</source>
        <translation>Время ответа</translation>
    </message>
    <message>
        <source>Interruption</source>
        <translation>Перебивание</translation>
    </message>
    <message>
        <source>Tool effect</source>
        <translation>Действие инструмента</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пройдено</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Провал</translation>
    </message>
    <message>
        <source>Insufficient evidence</source>
        <translation>Недостаточно данных</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>Не применимо</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Звонок</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>First failing gate</source>
        <translation>Первая непройденная проверка</translation>
    </message>
</context>
<context>
    <name>Polygon::EvidencePage</name>
    <message>
        <source>Vapi payloads</source>
        <translation>Сообщения Vapi</translation>
    </message>
    <message>
        <source>Twilio status callbacks</source>
        <translation>Обратные вызовы статуса Twilio</translation>
    </message>
    <message>
        <source>Retell call objects</source>
        <translation>Объекты звонков Retell</translation>
    </message>
    <message>
        <source>Call events (JSON array or JSON Lines)</source>
        <translation>События звонков (массив JSON или JSON Lines)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Open Call Events</source>
        <translation>Открыть события звонков</translation>
    </message>
    <message>
        <source>Call Evidence</source>
        <translation>Доказательства звонков</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>Доказательства: %1</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; expected one of: %2</source>
        <translation>неизвестный формат &quot;%1&quot;; ожидается один из: %2</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled: nothing is shown. Reload to read it again.</source>
        <translation>Чтение %1 отменено: ничего не показано. Перезагрузите, чтобы прочитать файл снова.</translation>
    </message>
    <message>
        <source>Call %1 — verdict %2</source>
        <translation>Звонок %1 — вердикт %2</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n звонок</numerusform>
            <numerusform>%n звонка</numerusform>
            <numerusform>%n звонков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n событие</numerusform>
            <numerusform>%n события</numerusform>
            <numerusform>%n событий</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3; %4 passed, %5 did not. Showing %6.</source>
        <translation>%1: %2, %3; прошли проверки: %4, не прошли: %5. Показано: %6.</translation>
    </message>
    <message>
        <source>No event selected. Click the timeline, then move with the arrow keys.</source>
        <translation>Событие не выбрано. Щёлкните по временной шкале, затем перемещайтесь клавишами со стрелками.</translation>
    </message>
    <message>
        <source>Event %1 of %2: %3</source>
        <translation>Событие %1 из %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: не удаётся записать файл: %2</translation>
    </message>
    <message>
        <source>Export Privacy Receipts</source>
        <translation>Экспорт квитанций о приватности</translation>
    </message>
    <message>
        <source>The secret salt that keys the pseudonymous ids (as POLYGON_RECEIPT_SALT does for polygon-cli; the same salt gives the same ids; it is not saved):</source>
        <translation>Секретная соль, от которой зависят псевдонимные идентификаторы (как POLYGON_RECEIPT_SALT для polygon-cli; та же соль даёт те же идентификаторы; соль не сохраняется):</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Evidence Policy</source>
        <translation>Политика проверки доказательств</translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>First failing gate: any</source>
        <translation>Первая непройденная проверка: любая</translation>
    </message>
    <message>
        <source>First failing gate: %1</source>
        <translation>Первая непройденная проверка: %1</translation>
    </message>
    <message>
        <source>All gates passed</source>
        <translation>Все проверки пройдены</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Open an event file or recorded provider payloads</source>
        <translation>Открыть файл событий или записанные сообщения провайдера</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Нет файла</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Policy: defaults</source>
        <translation>Политика: по умолчанию</translation>
    </message>
    <message>
        <source>Policy: %1</source>
        <translation>Политика: %1</translation>
    </message>
    <message>
        <source>maxFirstResponseMs %1, maxInterruptStopMs %2</source>
        <translation>maxFirstResponseMs %1, maxInterruptStopMs %2</translation>
    </message>
    <message>
        <source>Policy…</source>
        <translation>Политика…</translation>
    </message>
    <message>
        <source>Default Policy</source>
        <translation>Политика по умолчанию</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Перезагрузить</translation>
    </message>
    <message>
        <source>Export Receipts…</source>
        <translation>Экспорт квитанций…</translation>
    </message>
    <message>
        <source>Privacy receipts of the calls shown, as polygon-cli evidence --receipts writes them</source>
        <translation>Квитанции о приватности показанных звонков в том виде, в каком их записывает polygon-cli evidence --receipts</translation>
    </message>
    <message>
        <source>Open a file of content-free call events, or recorded Vapi, Twilio or Retell payloads.</source>
        <translation>Откройте файл событий звонков без содержимого или записанные сообщения Vapi, Twilio или Retell.</translation>
    </message>
    <message>
        <source>Reading and checking %1…</source>
        <translation>Чтение и проверка %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>First failing gate</source>
        <translation>Первая непройденная проверка</translation>
    </message>
    <message>
        <source>Filter calls</source>
        <translation>Фильтр звонков</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Звонки</translation>
    </message>
</context>
<context>
    <name>Polygon::FileEditor</name>
    <message>
        <source>the editor has no file</source>
        <translation>в редакторе не открыт файл</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Перезагрузить</translation>
    </message>
    <message>
        <source>Replace the text with the file on disk (Undo brings yours back)</source>
        <translation>Заменить текст файлом с диска (отмена вернёт ваш текст)</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>&amp;Оставить моё</translation>
    </message>
    <message>
        <source>Keep the text in the editor; saving will ask before overwriting the file</source>
        <translation>Оставить текст в редакторе; при сохранении будет запрос перед перезаписью файла</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Найти</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Предыдущее совпадение (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Следующее совпадение (F3)</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Закрыть панель поиска (Esc)</translation>
    </message>
    <message>
        <source>%1 has changed on disk.</source>
        <translation>Файл %1 изменён на диске.</translation>
    </message>
    <message>
        <source>%1 has been deleted or renamed on disk.</source>
        <translation>Файл %1 удалён или переименован на диске.</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Не найдено</translation>
    </message>
    <message>
        <source>Search wrapped</source>
        <translation>Поиск продолжен с начала</translation>
    </message>
    <message>
        <source>the file has changed on disk since it was opened</source>
        <translation>файл изменён на диске после открытия</translation>
    </message>
</context>
<context>
    <name>Polygon::GateStrip</name>
    <message>
        <source>Never connected; last status: %1</source>
        <translation>Соединение не установлено; последний статус: %1</translation>
    </message>
    <message>
        <source>Connected: in progress or completed</source>
        <translation>Соединён: идёт или завершён</translation>
    </message>
    <message>
        <source>No call status at all</source>
        <translation>Нет ни одного статуса звонка</translation>
    </message>
    <message>
        <source>Every first response within the limit</source>
        <translation>Каждый первый ответ уложился в лимит</translation>
    </message>
    <message>
        <source>A first response was too slow</source>
        <translation>Один из первых ответов был слишком медленным</translation>
    </message>
    <message>
        <source>Caller speech without an audio stop: not estimated</source>
        <translation>Речь звонящего без остановки аудио: не оценивалось</translation>
    </message>
    <message>
        <source>No turn to measure</source>
        <translation>Нет реплики для измерения</translation>
    </message>
    <message>
        <source>The caller never interrupted</source>
        <translation>Звонящий ни разу не перебивал</translation>
    </message>
    <message>
        <source>The assistant stopped in time after every interruption</source>
        <translation>Ассистент вовремя останавливался после каждого перебивания</translation>
    </message>
    <message>
        <source>The assistant stopped too late after an interruption</source>
        <translation>Ассистент остановился слишком поздно после перебивания</translation>
    </message>
    <message>
        <source>No assistant audio stop after an interruption</source>
        <translation>После перебивания аудио ассистента не остановилось</translation>
    </message>
    <message>
        <source>No tool request</source>
        <translation>Нет запросов к инструментам</translation>
    </message>
    <message>
        <source>Every operation has a receipt with an effect</source>
        <translation>У каждой операции есть подтверждение с выполненным действием</translation>
    </message>
    <message>
        <source>A timed-out operation was retried blindly under a new id</source>
        <translation>Операцию, превысившую время ожидания, вслепую повторили под новым id</translation>
    </message>
    <message>
        <source>An operation has no receipt</source>
        <translation>У операции нет подтверждения</translation>
    </message>
    <message>
        <source>An operation&apos;s receipts show no effect</source>
        <translation>Подтверждения операции не показывают выполненного действия</translation>
    </message>
    <message>
        <source>No outcome requested</source>
        <translation>Результат не запрашивался</translation>
    </message>
    <message>
        <source>Every requested outcome verified</source>
        <translation>Каждый запрошенный результат проверен</translation>
    </message>
    <message>
        <source>A requested outcome was never verified</source>
        <translation>Один из запрошенных результатов так и не был проверен</translation>
    </message>
    <message>
        <source>A requested outcome was checked and not achieved</source>
        <translation>Один из запрошенных результатов проверен и не достигнут</translation>
    </message>
    <message>
        <source>%1 ms &gt; %2 ms</source>
        <translation>%1 мс &gt; %2 мс</translation>
    </message>
    <message>
        <source>%1 ms ≤ %2 ms</source>
        <translation>%1 мс ≤ %2 мс</translation>
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
        <translation>Пробы</translation>
    </message>
    <message>
        <source>Save verdict</source>
        <translation>Сохранить вердикт</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Grading:</source>
        <translation>Оценивание:</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Критерий</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Доказательства</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>Критерии</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Проба</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Обоснование</translation>
    </message>
    <message>
        <source>Probe answers</source>
        <translation>Ответы на пробы</translation>
    </message>
    <message>
        <source>Your verdict</source>
        <translation>Ваш вердикт</translation>
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
        <translation>Ваша оценка по %1 (от %2 до %3) или – без оценки</translation>
    </message>
    <message>
        <source>Your verdict is saved.</source>
        <translation>Ваш вердикт сохранён.</translation>
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
        <translation>Сохранено %1.</translation>
    </message>
    <message>
        <source>No verdict of yours yet.</source>
        <translation>Вашего вердикта пока нет.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Not graded. Grade the run (polygon-cli grade WORKSPACE RUN) to see scores.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Не оценено. Оцените прогон (polygon-cli grade WORKSPACE RUN), чтобы увидеть оценки.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;This conversation was not judged in this grading.&lt;/i&gt;</source>
        <translation>&lt;i&gt;В этом оценивании судья не оценивал этот разговор.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Judge: %1 · profile %2 · model %3 · rubric %4</source>
        <translation>Судья: %1 · профиль %2 · модель %3 · рубрика %4</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>не оценено</translation>
    </message>
    <message>
        <source>band: %1</source>
        <translation>диапазон: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>No gate tripped.</source>
        <translation>Ни один жёсткий критерий не сработал.</translation>
    </message>
    <message>
        <source>Gates tripped: %1</source>
        <translation>Сработавшие жёсткие критерии: %1</translation>
    </message>
    <message>
        <source>Partial: some criteria are not scored, the composite covers the rest.</source>
        <translation>Частично: некоторые критерии не оценены, итог учитывает остальные.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>repeat %1</source>
        <translation>повтор %1</translation>
    </message>
    <message>
        <source>unreadable repeat: %1</source>
        <translation>нечитаемый повтор: %1</translation>
    </message>
    <message>
        <source>no rule scores this criterion</source>
        <translation>ни одно правило не оценивает этот критерий</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>no score in this repeat: counts as %1</source>
        <translation>нет оценки в этом повторе: засчитывается как %1</translation>
    </message>
    <message>
        <source>no evidence given</source>
        <translation>доказательства не приведены</translation>
    </message>
    <message>
        <source>“%1” — invented: not in the transcript, score dropped</source>
        <translation>«%1» — выдумано: этого нет в стенограмме, оценка отброшена</translation>
    </message>
    <message>
        <source>“%1” — turn %2</source>
        <translation>«%1» — реплика %2</translation>
    </message>
    <message>
        <source>Click to show this quote in the transcript</source>
        <translation>Щёлкните, чтобы показать эту цитату в стенограмме</translation>
    </message>
    <message>
        <source>“%1” — not found in the transcript</source>
        <translation>«%1» — не найдено в стенограмме</translation>
    </message>
    <message>
        <source>(no reason stored)</source>
        <translation>(обоснование не сохранено)</translation>
    </message>
    <message>
        <source>No probe answers in this grading.</source>
        <translation>В этом оценивании нет ответов на пробы.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>неприменимо</translation>
    </message>
</context>
<context>
    <name>Polygon::ImportWizard</name>
    <message>
        <source>the import was cancelled</source>
        <translation>импорт отменён</translation>
    </message>
    <message>
        <source>Skip records that cannot be read (each is listed)</source>
        <translation>Пропускать записи, которые не удаётся прочитать (каждая указывается в списке)</translation>
    </message>
    <message>
        <source>Cancel Import</source>
        <translation>Отменить импорт</translation>
    </message>
    <message>
        <source>Grade the imported calls now (rule judge, offline)</source>
        <translation>Оценить импортированные звонки сейчас (судья по правилам, офлайн)</translation>
    </message>
    <message>
        <source>Import Production Calls</source>
        <translation>Импорт реальных звонков</translation>
    </message>
    <message>
        <source>Recorded calls</source>
        <translation>Записанные звонки</translation>
    </message>
    <message>
        <source>Transcripts from production become a run that is graded and compared like any other. Checks that need a simulated caller or its ground truth are not applicable to them.</source>
        <translation>Стенограммы реальных звонков становятся прогоном, который оценивается и сравнивается, как любой другой. Проверки, которым нужен симулированный звонящий или его эталонные данные, к ним не применимы.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Polygon conversations (JSON, JSON array or JSON Lines)</source>
        <translation>Разговоры Polygon (JSON, массив JSON или JSON Lines)</translation>
    </message>
    <message>
        <source>Vapi call objects or end-of-call reports</source>
        <translation>Объекты звонков Vapi или отчёты о завершении звонка</translation>
    </message>
    <message>
        <source>Retell call objects</source>
        <translation>Объекты звонков Retell</translation>
    </message>
    <message>
        <source>CSV: conversation, speaker, text[, time]</source>
        <translation>CSV: conversation, speaker, text[, time]</translation>
    </message>
    <message>
        <source>made from the date and time</source>
        <translation>составляется из даты и времени</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Файл:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>Ф&amp;ормат:</translation>
    </message>
    <message>
        <source>Run &amp;name:</source>
        <translation>&amp;Имя прогона:</translation>
    </message>
    <message>
        <source>Recorded Calls</source>
        <translation>Записанные звонки</translation>
    </message>
    <message>
        <source>Calls (*.json *.jsonl *.csv);;All files (*)</source>
        <translation>Звонки (*.json *.jsonl *.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Importing</source>
        <translation>Импорт</translation>
    </message>
    <message>
        <source>Import problems</source>
        <translation>Проблемы импорта</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Дальнейшие шаги</translation>
    </message>
    <message>
        <source>Then &amp;compare with:</source>
        <translation>Затем &amp;сравнить с:</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Чтение %1…</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was stored.</source>
        <translation>Импорт отменён: ничего не сохранено.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing was imported.&lt;/b&gt; Fix the file (or tick &quot;Skip records that cannot be read&quot;) and go back to try again.</source>
        <translation>&lt;b&gt;Ничего не импортировано.&lt;/b&gt; Исправьте файл (или отметьте &quot;Пропускать записи, которые не удаётся прочитать&quot;) и вернитесь назад, чтобы попробовать снова.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s)</source>
        <translation>
            <numerusform>Импортирован %n разговор</numerusform>
            <numerusform>Импортировано %n разговора</numerusform>
            <numerusform>Импортировано %n разговоров</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n turn(s))</source>
        <translation>
            <numerusform>(%n реплика)</numerusform>
            <numerusform>(%n реплики)</numerusform>
            <numerusform>(%n реплик)</numerusform>
        </translation>
    </message>
    <message>
        <source>as run &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>как прогон &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) without a transcript were passed over.</source>
        <translation>
            <numerusform>%n запись без стенограммы пропущена.</numerusform>
            <numerusform>%n записи без стенограммы пропущены.</numerusform>
            <numerusform>%n записей без стенограммы пропущено.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) could not be read and were skipped:</source>
        <translation>
            <numerusform>%n запись не удалось прочитать, она пропущена:</numerusform>
            <numerusform>%n записи не удалось прочитать, они пропущены:</numerusform>
            <numerusform>%n записей не удалось прочитать, они пропущены:</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>не удаётся прочитать файл: %1</translation>
    </message>
    <message>
        <source>No comparison</source>
        <translation>Без сравнения</translation>
    </message>
    <message>
        <source>The run cannot be graded.</source>
        <translation>Прогон не удаётся оценить.</translation>
    </message>
    <message>
        <source>Grading…</source>
        <translation>Оценивание…</translation>
    </message>
</context>
<context>
    <name>Polygon::LintFindingsPanel</name>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Ось</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Замечание</translation>
    </message>
    <message>
        <source>%1 (the other end: line %2)</source>
        <translation>%1 (другой конец: строка %2)</translation>
    </message>
</context>
<context>
    <name>Polygon::LintScoreStrip</name>
    <message>
        <source>Prompt analysis scores</source>
        <translation>Оценки анализа промпта</translation>
    </message>
    <message>
        <source>Prompt analysis: waiting for the first result</source>
        <translation>Анализ промпта: ожидание первого результата</translation>
    </message>
    <message>
        <source>Prompt analysis, 0 to 1, higher is worse:</source>
        <translation>Анализ промпта, от 0 до 1, чем больше, тем хуже:</translation>
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
        <translation>выполняется</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>ended: %1</source>
        <translation>завершено: %1</translation>
    </message>
    <message>
        <source>Caller</source>
        <translation>Звонящий</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Реплики</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Composite</source>
        <translation>Итог</translation>
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
        <source>Save &amp;All</source>
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
    <message>
        <source>Runs</source>
        <translation>Прогоны</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Разговор</translation>
    </message>
    <message>
        <source>&amp;New Workspace…</source>
        <translation>Новое &amp;рабочее пространство…</translation>
    </message>
    <message>
        <source>Opens a copy of the bundled example, so your edits never change the original</source>
        <translation>Открывает копию встроенного примера, так что ваши правки не меняют оригинал</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Прогон</translation>
    </message>
    <message>
        <source>&amp;New Run…</source>
        <translation>&amp;Новый прогон…</translation>
    </message>
    <message>
        <source>Simulate callers against an agent, watch the conversations live, grade them</source>
        <translation>Симулированные звонящие разговаривают с агентом: следите за разговорами в реальном времени и оценивайте их</translation>
    </message>
    <message>
        <source>New Workspace: Choose or Create an Empty Folder</source>
        <translation>Новое рабочее пространство: выберите или создайте пустую папку</translation>
    </message>
    <message>
        <source>%1 already is a workspace: opening it.</source>
        <translation>%1 уже является рабочим пространством: открываю его.</translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation>Новое рабочее пространство</translation>
    </message>
    <message>
        <source>Cannot create a workspace in %1: %2</source>
        <translation>Не удалось создать рабочее пространство в %1: %2</translation>
    </message>
    <message>
        <source>Created the workspace %1</source>
        <translation>Создано рабочее пространство %1</translation>
    </message>
    <message>
        <source>Open Example Workspace</source>
        <translation>Открыть пример рабочего пространства</translation>
    </message>
    <message>
        <source>Polygon Example %1</source>
        <translation>Пример Polygon %1</translation>
    </message>
    <message>
        <source>no free folder name</source>
        <translation>нет свободного имени папки</translation>
    </message>
    <message>
        <source>Cannot copy the example workspace to %1: %2</source>
        <translation>Не удалось скопировать пример рабочего пространства в %1: %2</translation>
    </message>
    <message>
        <source>Copied the example workspace to %1</source>
        <translation>Пример рабочего пространства скопирован в %1</translation>
    </message>
    <message>
        <source>%1 is not a Polygon workspace: it has no polygon.json.

Create a new workspace in this folder? Polygon adds polygon.json and the folders agents, prompts, personas, scenarios, tools, probes and providers; nothing in the folder is changed or removed.</source>
        <translation>%1 не является рабочим пространством Polygon: в папке нет polygon.json.

Создать в этой папке новое рабочее пространство? Polygon добавит polygon.json и папки agents, prompts, personas, scenarios, tools, probes и providers; ничего в папке не изменится и не удалится.</translation>
    </message>
    <message>
        <source>%1 has changed on disk.</source>
        <translation>Файл %1 изменён на диске.</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Файл изменён на диске</translation>
    </message>
    <message>
        <source>%1 has changed on disk since you opened it. Overwrite it with your version?</source>
        <translation>Файл %1 изменён на диске после того, как вы его открыли. Перезаписать его вашей версией?</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Перезаписать</translation>
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
        <translation>%1 против %2</translation>
    </message>
    <message>
        <source>every caller</source>
        <translation>всех звонящих</translation>
    </message>
    <message>
        <source>Resuming run %1</source>
        <translation>Продолжение прогона %1</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Прогон: %1</translation>
    </message>
    <message>
        <source>Run: resume</source>
        <translation>Прогон: продолжение</translation>
    </message>
    <message>
        <source>Run %1 %2</source>
        <translation>Прогон %1: %2</translation>
    </message>
    <message>
        <source>The run could not start: %1</source>
        <translation>Не удалось начать прогон: %1</translation>
    </message>
    <message>
        <source>Run %1 is still running here.</source>
        <translation>Прогон %1 здесь ещё выполняется.</translation>
    </message>
    <message>
        <source>run %1: %2 of %3</source>
        <translation>прогон %1: %2 из %3</translation>
    </message>
    <message>
        <source>Runs in Progress</source>
        <translation>Незавершённые прогоны</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) still in progress. Quit and cancel them? Every finished conversation is kept, and Run ▸ or the runs browser resumes a cancelled run later.</source>
        <translation>
            <numerusform>%n прогон ещё выполняется. Выйти и отменить его? Все завершённые разговоры сохраняются, а отменённый прогон можно позже продолжить через Прогон ▸ или обозреватель прогонов.</numerusform>
            <numerusform>%n прогона ещё выполняются. Выйти и отменить их? Все завершённые разговоры сохраняются, а отменённый прогон можно позже продолжить через Прогон ▸ или обозреватель прогонов.</numerusform>
            <numerusform>%n прогонов ещё выполняются. Выйти и отменить их? Все завершённые разговоры сохраняются, а отменённый прогон можно позже продолжить через Прогон ▸ или обозреватель прогонов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Model &amp;Providers…</source>
        <translation>&amp;Провайдеры моделей…</translation>
    </message>
    <message>
        <source>Provider profiles of this workspace, which one each role uses, and their API keys</source>
        <translation>Профили провайдеров этого рабочего пространства, какой из них использует каждая роль, и их ключи API</translation>
    </message>
    <message>
        <source>&amp;Review Prompt with the Judge (Tier 4)</source>
        <translation>Проверить промпт &amp;судьёй (уровень 4)</translation>
    </message>
    <message>
        <source>The workspace&apos;s lint (or judge) profile reviews the prompt being edited; its findings join the offline ones until the next edit</source>
        <translation>Профиль lint (или judge) рабочего пространства проверяет редактируемый промпт; его замечания добавляются к офлайн-замечаниям до следующей правки</translation>
    </message>
    <message>
        <source>Review Prompt</source>
        <translation>Проверка промпта</translation>
    </message>
    <message>
        <source>The judge cannot be asked: %1</source>
        <translation>Не удаётся обратиться к судье: %1</translation>
    </message>
    <message>
        <source>The judge is reviewing the prompt…</source>
        <translation>Судья проверяет промпт…</translation>
    </message>
    <message>
        <source>Prompt &amp;History…</source>
        <translation>&amp;История промпта…</translation>
    </message>
    <message>
        <source>Every kept version of the prompt being edited, by hash, with what changed</source>
        <translation>Все сохранённые версии редактируемого промпта по хешу, с изменениями</translation>
    </message>
    <message>
        <source>Regenerate &amp;Stale Personas…</source>
        <translation>Пересоздать &amp;устаревшие персоны…</translation>
    </message>
    <message>
        <source>Generate again the personas whose prompt has changed since they were made</source>
        <translation>Создать заново персоны, чей промпт изменился после их создания</translation>
    </message>
    <message numerus="yes">
        <source>%n persona(s) came from an earlier version of their prompt and are stale: Run ▸ Regenerate Stale Personas</source>
        <translation>
            <numerusform>%n персона создана по прежней версии своего промпта и устарела: Прогон ▸ Пересоздать устаревшие персоны</numerusform>
            <numerusform>%n персоны созданы по прежней версии своего промпта и устарели: Прогон ▸ Пересоздать устаревшие персоны</numerusform>
            <numerusform>%n персон созданы по прежней версии своего промпта и устарели: Прогон ▸ Пересоздать устаревшие персоны</numerusform>
        </translation>
    </message>
    <message>
        <source>The prompt version was saved but not kept in the history: %1</source>
        <translation>Версия промпта сохранена, но не попала в историю: %1</translation>
    </message>
    <message>
        <source>That version is in the editor now; save to keep it, or undo.</source>
        <translation>Эта версия теперь в редакторе; сохраните её или отмените.</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Диаграммы</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Перебор</translation>
    </message>
    <message>
        <source>&amp;Compare Runs…</source>
        <translation>&amp;Сравнить прогоны…</translation>
    </message>
    <message>
        <source>Scorecards, the scenarios ordered by spread and the turn where two versions part ways</source>
        <translation>Сводки оценок, сценарии по убыванию разброса и реплика, на которой две версии расходятся</translation>
    </message>
    <message>
        <source>New S&amp;weep…</source>
        <translation>Новый &amp;перебор…</translation>
    </message>
    <message>
        <source>Run and grade an agent at several points of a parameter space and rank them</source>
        <translation>Запустить и оценить агента в нескольких точках пространства параметров и ранжировать их</translation>
    </message>
    <message>
        <source>C&amp;harts…</source>
        <translation>&amp;Диаграммы…</translation>
    </message>
    <message>
        <source>Criterion means, composite distributions, probe conformance, pass^k, probe trends and sweeps over the graded runs</source>
        <translation>Средние по критериям, распределения итоговых оценок, соответствие проб, pass^k, динамика проб и переборы по оценённым прогонам</translation>
    </message>
    <message>
        <source>&amp;Import Production Calls…</source>
        <translation>&amp;Импорт реальных звонков…</translation>
    </message>
    <message>
        <source>Recorded transcripts (Polygon, Vapi, Retell or CSV) as a run to grade and compare</source>
        <translation>Записанные стенограммы (Polygon, Vapi, Retell или CSV) как прогон для оценки и сравнения</translation>
    </message>
    <message>
        <source>Open Call E&amp;vents…</source>
        <translation>Открыть со&amp;бытия звонков…</translation>
    </message>
    <message>
        <source>Check a call&apos;s content-free events (or Vapi, Twilio, Retell payloads) for the five evidence gates</source>
        <translation>Проверить события звонка без содержимого (или сообщения Vapi, Twilio, Retell) по пяти проверкам доказательств</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>не удаётся создать папку %1</translation>
    </message>
    <message>
        <source>Polygon Demo</source>
        <translation>Демо Polygon</translation>
    </message>
    <message>
        <source>The demo could not start: %1</source>
        <translation>Не удалось запустить демо: %1</translation>
    </message>
    <message>
        <source>Copied the demo to %1. Running and grading offline: run %2 of %3 (%4), %5 of %6 conversations…</source>
        <translation>Демо скопировано в %1. Прогон и оценка офлайн: прогон %2 из %3 (%4), разговор %5 из %6…</translation>
    </message>
    <message>
        <source>The demo was cancelled. %1 keeps what ran so far: open it as a workspace to look.</source>
        <translation>Демо отменено. В %1 сохранено всё, что успело выполниться: откройте эту папку как рабочее пространство, чтобы посмотреть.</translation>
    </message>
    <message>
        <source>The demo stopped: %1</source>
        <translation>Демо прервано: %1</translation>
    </message>
    <message>
        <source>Demo: %1 conversations run and graded offline in %2.</source>
        <translation>Демо: прогнано и оценено офлайн разговоров: %1 за %2.</translation>
    </message>
    <message>
        <source>Your model profiles were not copied: %1</source>
        <translation>Ваши профили моделей не скопированы: %1</translation>
    </message>
    <message>
        <source>The demo is ready in %1: open it as a workspace.</source>
        <translation>Демо готово в %1: откройте эту папку как рабочее пространство.</translation>
    </message>
    <message>
        <source>your models</source>
        <translation>ваши модели</translation>
    </message>
    <message>
        <source>Connect a Model</source>
        <translation>Подключить модель</translation>
    </message>
    <message>
        <source>The profile is saved. Check now what the model can do (chat, tools, structured output, streaming)?</source>
        <translation>Профиль сохранён. Проверить сейчас, что умеет модель (чат, инструменты, структурированный вывод, потоковая передача)?</translation>
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
    <name>Polygon::PersonaBatchDialog</name>
    <message>
        <source>&amp;Regenerate</source>
        <translation>&amp;Пересоздать</translation>
    </message>
    <message>
        <source>Regenerate Stale Personas</source>
        <translation>Пересоздать устаревшие персоны</translation>
    </message>
    <message>
        <source>Personas</source>
        <translation>Персоны</translation>
    </message>
    <message>
        <source>No persona is stale: every generated persona came from its prompt as it is now.</source>
        <translation>Устаревших персон нет: каждая созданная персона получена из текущей версии своего промпта.</translation>
    </message>
    <message numerus="yes">
        <source>%n persona(s) came from a prompt version that has changed since. Each is generated again from the prompt as it is now, with the same id, type, intended outcome, difficulty and language, one model request each; its file is replaced when its answer arrives.</source>
        <translation>
            <numerusform>%n персона получена из версии промпта, которая с тех пор изменилась. Каждая создаётся заново из текущего промпта с тем же id, типом, целевым исходом, сложностью и языком, по одному запросу к модели; её файл заменяется, когда приходит ответ.</numerusform>
            <numerusform>%n персоны получены из версии промпта, которая с тех пор изменилась. Каждая создаётся заново из текущего промпта с тем же id, типом, целевым исходом, сложностью и языком, по одному запросу к модели; её файл заменяется, когда приходит ответ.</numerusform>
            <numerusform>%n персон получены из версии промпта, которая с тех пор изменилась. Каждая создаётся заново из текущего промпта с тем же id, типом, целевым исходом, сложностью и языком, по одному запросу к модели; её файл заменяется, когда приходит ответ.</numerusform>
        </translation>
    </message>
    <message>
        <source>stale: %1 — %2, from %3</source>
        <translation>устарела: %1 — %2, из %3</translation>
    </message>
    <message>
        <source>cannot regenerate %1: its prompt &quot;%2&quot; no longer exists (edit or delete it)</source>
        <translation>нельзя пересоздать %1: её промпта «%2» больше нет (исправьте или удалите её)</translation>
    </message>
    <message>
        <source>Model: %1 (profile %2)</source>
        <translation>Модель: %1 (профиль %2)</translation>
    </message>
    <message>
        <source>no model is set for the &quot;personas&quot; role</source>
        <translation>для роли «personas» не задана модель</translation>
    </message>
    <message>
        <source>Personas can only be regenerated by a model: %1. Assign one to the &quot;personas&quot; role in Settings ▸ Model Providers.</source>
        <translation>Персоны может пересоздать только модель: %1. Назначьте её роли «personas» в Настройки ▸ Провайдеры моделей.</translation>
    </message>
    <message>
        <source>cannot open the model: %1</source>
        <translation>не удалось открыть модель: %1</translation>
    </message>
    <message>
        <source>%1: regenerated from %2: %3</source>
        <translation>%1: пересоздана из %2: %3</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: ошибка: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: не удалось записать файл: %2</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>%1 of %2 stale personas regenerated, %3 failed</source>
        <translation>пересоздано устаревших персон: %1 из %2, ошибок: %3</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message numerus="yes">
        <source>regenerating %n persona(s)…</source>
        <translation>
            <numerusform>пересоздаётся %n персона…</numerusform>
            <numerusform>пересоздаются %n персоны…</numerusform>
            <numerusform>пересоздаются %n персон…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::PersonaGenerator</name>
    <message>
        <source>the reply is not a JSON object but %1</source>
        <translation>ответ — не JSON-объект, а %1</translation>
    </message>
    <message>
        <source>the reply has no &quot;%1&quot;</source>
        <translation>в ответе нет &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string, not %2</source>
        <translation>&quot;%1&quot;: ожидается строка, а не %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty</source>
        <translation>значение &quot;%1&quot; пусто</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2 (%3), not %4</source>
        <translation>&quot;%1&quot;: ожидается %2 (%3), а не %4</translation>
    </message>
    <message>
        <source>the type asked for</source>
        <translation>запрошенный тип</translation>
    </message>
    <message>
        <source>the outcome asked for</source>
        <translation>запрошенный исход</translation>
    </message>
    <message>
        <source>the difficulty asked for</source>
        <translation>запрошенная сложность</translation>
    </message>
    <message>
        <source>&quot;ground_truth&quot; must be an object with at least one fact, not %1</source>
        <translation>&quot;ground_truth&quot;: ожидается объект хотя бы с одним фактом, а не %1</translation>
    </message>
    <message>
        <source>the fact &quot;%1&quot; must be a string, a number or true/false, not %2</source>
        <translation>факт &quot;%1&quot;: ожидается строка, число или true/false, а не %2</translation>
    </message>
    <message>
        <source>&quot;traits&quot; must be an array of strings, not %1</source>
        <translation>&quot;traits&quot;: ожидается массив строк, а не %1</translation>
    </message>
    <message>
        <source>the language asked for</source>
        <translation>запрошенный язык</translation>
    </message>
    <message>
        <source>the reply has an unexpected key &quot;%1&quot;</source>
        <translation>в ответе неожиданный ключ &quot;%1&quot;</translation>
    </message>
    <message>
        <source>persona request %1 of %2 (%3, %4, difficulty %5, %6, seed %7)</source>
        <translation>запрос персоны %1 из %2 (%3, %4, сложность %5, %6, seed %7)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
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
    <message>
        <source>No workspace is open.</source>
        <translation>Рабочее пространство не открыто.</translation>
    </message>
</context>
<context>
    <name>Polygon::PromptHistoryDialog</name>
    <message>
        <source>&amp;Restore This Version</source>
        <translation>&amp;Вернуть эту версию</translation>
    </message>
    <message>
        <source>History of prompt %1</source>
        <translation>История промпта %1</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Версии</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Изменения</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Чтение истории…</translation>
    </message>
    <message>
        <source>the version before it</source>
        <translation>с предыдущей версией</translation>
    </message>
    <message>
        <source>the editor&apos;s text</source>
        <translation>с текстом в редакторе</translation>
    </message>
    <message>
        <source>What the selected version is compared with</source>
        <translation>С чем сравнивается выбранная версия</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Сравнить:</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background-color:%1;color:#000000;&quot;&gt;&amp;nbsp;&amp;minus; &lt;s&gt;removed&lt;/s&gt;&amp;nbsp;&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;background-color:%2;color:#000000;&quot;&gt;&amp;nbsp;+ added&amp;nbsp;&lt;/span&gt; &amp;nbsp; changed words are shaded darker</source>
        <translation>&lt;span style=&quot;background-color:%1;color:#000000;&quot;&gt;&amp;nbsp;&amp;minus; &lt;s&gt;удалено&lt;/s&gt;&amp;nbsp;&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;background-color:%2;color:#000000;&quot;&gt;&amp;nbsp;+ добавлено&amp;nbsp;&lt;/span&gt; &amp;nbsp; изменённые слова выделены темнее</translation>
    </message>
    <message>
        <source>Put this version&apos;s text into the editor; nothing is saved until you save</source>
        <translation>Поместить текст этой версии в редактор; ничего не сохраняется, пока вы не сохраните</translation>
    </message>
    <message>
        <source>Cannot read the prompt history: %1</source>
        <translation>Не удалось прочитать историю промпта: %1</translation>
    </message>
    <message>
        <source>No versions kept yet. A version is kept each time you save this prompt here and each time a run uses it.</source>
        <translation>Сохранённых версий пока нет. Версия сохраняется каждый раз, когда вы сохраняете этот промпт здесь, и каждый раз, когда его использует прогон.</translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) kept, newest first. Each version is identified by the hash of its text.</source>
        <translation>
            <numerusform>%n сохранённая версия, новые сверху. Каждая версия определяется хешем своего текста.</numerusform>
            <numerusform>%n сохранённые версии, новые сверху. Каждая версия определяется хешем своего текста.</numerusform>
            <numerusform>%n сохранённых версий, новые сверху. Каждая версия определяется хешем своего текста.</numerusform>
        </translation>
    </message>
    <message>
        <source>Version %1 · %2</source>
        <translation>Версия %1 · %2</translation>
    </message>
    <message>
        <source> · on disk</source>
        <translation> · на диске</translation>
    </message>
    <message numerus="yes">
        <source>kept %1 · used by %n run(s)</source>
        <translation>
            <numerusform>сохранена %1 · в %n прогоне</numerusform>
            <numerusform>сохранена %1 · в %n прогонах</numerusform>
            <numerusform>сохранена %1 · в %n прогонах</numerusform>
        </translation>
    </message>
    <message>
        <source>sha256 %1</source>
        <translation>sha256 %1</translation>
    </message>
    <message>
        <source>From the editor&apos;s text to version %1 (%2):</source>
        <translation>От текста в редакторе к версии %1 (%2):</translation>
    </message>
    <message>
        <source>Version 1 (%1) is the oldest kept: all of it is shown as added.</source>
        <translation>Версия 1 (%1) — самая старая из сохранённых: весь её текст показан как добавленный.</translation>
    </message>
    <message>
        <source>From version %1 (%2) to version %3 (%4):</source>
        <translation>От версии %1 (%2) к версии %3 (%4):</translation>
    </message>
    <message>
        <source>No differences.</source>
        <translation>Различий нет.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) added</source>
        <translation>
            <numerusform>добавлена %n строка</numerusform>
            <numerusform>добавлено %n строки</numerusform>
            <numerusform>добавлено %n строк</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) removed</source>
        <translation>
            <numerusform>удалена %n строка</numerusform>
            <numerusform>удалено %n строки</numerusform>
            <numerusform>удалено %n строк</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Whole text</source>
        <translation>&amp;Весь текст</translation>
    </message>
    <message>
        <source>Show every line, not only the changes with three lines around each</source>
        <translation>Показать все строки, а не только изменения с тремя строками вокруг каждого</translation>
    </message>
    <message numerus="yes">
        <source>⋯ %n unchanged line(s)</source>
        <translation>
            <numerusform>⋯ %n строка без изменений</numerusform>
            <numerusform>⋯ %n строки без изменений</numerusform>
            <numerusform>⋯ %n строк без изменений</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::PromptLinter</name>
    <message>
        <source>Overload</source>
        <translation>Перегрузка</translation>
    </message>
    <message>
        <source>Attention dilution</source>
        <translation>Рассеивание внимания</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Противоречия</translation>
    </message>
    <message>
        <source>Ambiguity</source>
        <translation>Неоднозначность</translation>
    </message>
    <message>
        <source>Redundancy</source>
        <translation>Избыточность</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>wavy underline</source>
        <translation>волнистое подчёркивание</translation>
    </message>
    <message>
        <source>dotted underline</source>
        <translation>пунктирное (точками) подчёркивание</translation>
    </message>
    <message>
        <source>dashed underline</source>
        <translation>штриховое подчёркивание</translation>
    </message>
    <message>
        <source>dash-dot underline</source>
        <translation>штрихпунктирное подчёркивание</translation>
    </message>
    <message>
        <source>solid underline</source>
        <translation>сплошное подчёркивание</translation>
    </message>
    <message>
        <source>Go to the Other End (Line %1)</source>
        <translation>Перейти к другому концу (строка %1)</translation>
    </message>
    <message numerus="yes">
        <source>The judge&apos;s review: %n finding(s)</source>
        <translation>
            <numerusform>Проверка судьёй: %n замечание</numerusform>
            <numerusform>Проверка судьёй: %n замечания</numerusform>
            <numerusform>Проверка судьёй: %n замечаний</numerusform>
        </translation>
    </message>
    <message>
        <source>The judge did not review the prompt: %1</source>
        <translation>Судья не проверил промпт: %1</translation>
    </message>
    <message>
        <source>%1 (see line %2: “%3”)</source>
        <translation>%1 (см. строку %2: «%3»)</translation>
    </message>
</context>
<context>
    <name>Polygon::PromptWorkspaceDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>New Workspace from My Prompt</source>
        <translation>Новое рабочее пространство из моего промпта</translation>
    </message>
    <message>
        <source>e.g. Dental clinic bookings</source>
        <translation>напр. Запись к стоматологу</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Английский</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Русский</translation>
    </message>
    <message>
        <source>Croatian</source>
        <translation>Хорватский</translation>
    </message>
    <message>
        <source>Bosnian</source>
        <translation>Боснийский</translation>
    </message>
    <message>
        <source>Paste your agent&apos;s system prompt here. Tools it names in snake_case (check_availability, transfer_to_human) become tool stubs to fill.</source>
        <translation>Вставьте сюда системный промпт агента. Инструменты, названные в нём в snake_case (check_availability, transfer_to_human), станут заглушками инструментов, которые нужно заполнить.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Load from File…</source>
        <translation>Загрузить из файла…</translation>
    </message>
    <message>
        <source>System prompt:</source>
        <translation>Системный промпт:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Папка:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Create Workspace</source>
        <translation>Создать рабочее пространство</translation>
    </message>
    <message>
        <source>Folder for the New Workspace</source>
        <translation>Папка для нового рабочего пространства</translation>
    </message>
    <message>
        <source>Load Prompt</source>
        <translation>Загрузить промпт</translation>
    </message>
    <message>
        <source>Prompts (*.md *.txt);;All files (*)</source>
        <translation>Промпты (*.md *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: не удаётся прочитать файл: %2</translation>
    </message>
    <message>
        <source>%1: the file is not UTF-8 text</source>
        <translation>%1: файл не является текстом в UTF-8</translation>
    </message>
    <message>
        <source>The prompt names no tool in snake_case: one example tool stub is made to rename.</source>
        <translation>В промпте нет инструментов, названных в snake_case: создана одна примерная заглушка инструмента, которую нужно переименовать.</translation>
    </message>
    <message>
        <source>Tool stubs to fill: %1.</source>
        <translation>Заглушки инструментов для заполнения: %1.</translation>
    </message>
    <message>
        <source>Six callers, one of each type, will be generated from the prompt by your model.</source>
        <translation>Ваша модель сгенерирует по промпту шестерых звонящих, по одному каждого типа.</translation>
    </message>
    <message>
        <source>No model is connected: six example callers, one of each type, are written for you to edit.</source>
        <translation>Модель не подключена: будут созданы шесть примеров звонящих, по одному каждого типа, — отредактируйте их.</translation>
    </message>
    <message>
        <source>Choose a folder for the workspace.</source>
        <translation>Выберите папку для рабочего пространства.</translation>
    </message>
    <message numerus="yes">
        <source>Created the workspace %1 with the agent %2 and %n tool stub(s) to fill.</source>
        <translation>
            <numerusform>Создано рабочее пространство %1 с агентом %2 и %n заглушкой инструмента для заполнения.</numerusform>
            <numerusform>Создано рабочее пространство %1 с агентом %2 и %n заглушками инструментов для заполнения.</numerusform>
            <numerusform>Создано рабочее пространство %1 с агентом %2 и %n заглушками инструментов для заполнения.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the six example callers in personas/ to match your agent.</source>
        <translation>Отредактируйте шесть примеров звонящих в personas/ под своего агента.</translation>
    </message>
    <message>
        <source>Generating callers with %1: %2 of %3</source>
        <translation>Генерация звонящих с помощью %1: %2 из %3</translation>
    </message>
    <message>
        <source>The model made no caller (%1): six example callers to edit are written instead.</source>
        <translation>Модель не создала ни одного звонящего (%1): вместо этого записаны шесть примеров звонящих для редактирования.</translation>
    </message>
    <message numerus="yes">
        <source>%n caller(s) generated from the prompt by your model.</source>
        <translation>
            <numerusform>Ваша модель сгенерировала по промпту %n звонящего.</numerusform>
            <numerusform>Ваша модель сгенерировала по промпту %n звонящих.</numerusform>
            <numerusform>Ваша модель сгенерировала по промпту %n звонящих.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::ProvidersDialog</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>Дуб&amp;лировать</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Проверить соединение</translation>
    </message>
    <message>
        <source>Cancel Test</source>
        <translation>Отменить проверку</translation>
    </message>
    <message>
        <source>Store API Key in the System &amp;Keychain…</source>
        <translation>Сохранить ключ API в системной связке &amp;ключей…</translation>
    </message>
    <message>
        <source>Model Providers — %1</source>
        <translation>Провайдеры моделей — %1</translation>
    </message>
    <message>
        <source>ID (file name)</source>
        <translation>ID (имя файла)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Базовый URL</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>API key environment variable</source>
        <translation>Переменная окружения с ключом API</translation>
    </message>
    <message>
        <source>Keychain entry</source>
        <translation>Запись в связке ключей</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <source>Top p</source>
        <translation>Top p</translation>
    </message>
    <message>
        <source>Max tokens</source>
        <translation>Макс. токенов</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Timeout (ms)</source>
        <translation>Тайм-аут (мс)</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Параллельность</translation>
    </message>
    <message>
        <source>Requests per minute</source>
        <translation>Запросов в минуту</translation>
    </message>
    <message>
        <source>Input price per million tokens</source>
        <translation>Цена ввода за миллион токенов</translation>
    </message>
    <message>
        <source>Output price per million tokens</source>
        <translation>Цена вывода за миллион токенов</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>Simulated caller</source>
        <translation>Симулированный звонящий</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Probes</source>
        <translation>Пробы</translation>
    </message>
    <message>
        <source>Persona generator</source>
        <translation>Генератор персон</translation>
    </message>
    <message>
        <source>Prompt linter</source>
        <translation>Линтер промптов</translation>
    </message>
    <message>
        <source>Profiles:</source>
        <translation>Профили:</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the profile file</source>
        <translation>&quot;%1&quot; в файле профиля</translation>
    </message>
    <message>
        <source>the ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>none (no Authorization header)</source>
        <translation>нет (без заголовка Authorization)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>The key goes into the system keychain only — never into the workspace, a file or a log</source>
        <translation>Ключ сохраняется только в системной связке ключей — никогда в рабочем пространстве, файле или журнале</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>не задано</translation>
    </message>
    <message>
        <source>0 (unlimited)</source>
        <translation>0 (без ограничений)</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Соединение</translation>
    </message>
    <message>
        <source>Roles (polygon.json)</source>
        <translation>Роли (polygon.json)</translation>
    </message>
    <message>
        <source>The file name of a saved profile; agents and polygon.json refer to it</source>
        <translation>Имя файла сохранённого профиля; на него ссылаются агенты и polygon.json</translation>
    </message>
    <message>
        <source>The file name: providers/ID.json</source>
        <translation>Имя файла: providers/ID.json</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (копия)</translation>
    </message>
    <message>
        <source>agent %1</source>
        <translation>агент %1</translation>
    </message>
    <message>
        <source>Delete the profile &quot;%1&quot;?</source>
        <translation>Удалить профиль &quot;%1&quot;?</translation>
    </message>
    <message>
        <source>Saving deletes its file %1.</source>
        <translation>При сохранении его файл %1 будет удалён.</translation>
    </message>
    <message>
        <source>It is used by: %1.</source>
        <translation>Его используют: %1.</translation>
    </message>
    <message>
        <source>Delete Profile</source>
        <translation>Удалить профиль</translation>
    </message>
    <message>
        <source>A new profile</source>
        <translation>Новый профиль</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;</source>
        <translation>Профиль &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не может быть пустым</translation>
    </message>
    <message>
        <source>use letters, digits, &quot;-&quot; and &quot;_&quot; only (it becomes the file name providers/%1.json)</source>
        <translation>используйте только буквы, цифры, &quot;-&quot; и &quot;_&quot; (это станет именем файла providers/%1.json)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; — не число</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>&quot;%1&quot; — не целое число</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n profiles have the ID &quot;%1&quot;; each needs its own</source>
        <translation>
            <numerusform>%n профиль имеет ID &quot;%1&quot;; каждому нужен свой</numerusform>
            <numerusform>%n профиля имеют ID &quot;%1&quot;; каждому нужен свой</numerusform>
            <numerusform>%n профилей имеют ID &quot;%1&quot;; каждому нужен свой</numerusform>
        </translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; uses the profile &quot;%2&quot;, which is deleted; change the agent&apos;s &quot;profile&quot; first</source>
        <translation>Агент &quot;%1&quot; использует профиль &quot;%2&quot;, который удалён; сначала измените &quot;profile&quot; агента</translation>
    </message>
    <message>
        <source>This build of Polygon has no keychain support</source>
        <translation>Эта сборка Polygon не поддерживает связку ключей</translation>
    </message>
    <message>
        <source>Fix the profile first:</source>
        <translation>Сначала исправьте профиль:</translation>
    </message>
    <message>
        <source>Testing %1 at %2…</source>
        <translation>Проверка %1 по адресу %2…</translation>
    </message>
    <message>
        <source>Test cancelled.</source>
        <translation>Проверка отменена.</translation>
    </message>
    <message>
        <source>Model is served</source>
        <translation>Модель обслуживается</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Вызовы инструментов</translation>
    </message>
    <message>
        <source>Structured output</source>
        <translation>Структурированный вывод</translation>
    </message>
    <message>
        <source>Streaming</source>
        <translation>Потоковая передача</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Эмбеддинги</translation>
    </message>
    <message>
        <source>Token log-probabilities</source>
        <translation>Логарифмы вероятностей токенов</translation>
    </message>
    <message>
        <source>The profile works.</source>
        <translation>Профиль работает.</translation>
    </message>
    <message>
        <source>The profile cannot be used: %1</source>
        <translation>Профиль нельзя использовать: %1</translation>
    </message>
    <message>
        <source>chat does not work</source>
        <translation>чат не работает</translation>
    </message>
    <message>
        <source>? Reachable — not asked</source>
        <translation>? Доступен — не проверялось</translation>
    </message>
    <message numerus="yes">
        <source>✓ Reachable — a chat answer took %n ms</source>
        <translation>
            <numerusform>✓ Доступен — ответ чата занял %n мс</numerusform>
            <numerusform>✓ Доступен — ответ чата занял %n мс</numerusform>
            <numerusform>✓ Доступен — ответ чата занял %n мс</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ Reachable</source>
        <translation>✓ Доступен</translation>
    </message>
    <message>
        <source>✗ Reachable</source>
        <translation>✗ Доступен</translation>
    </message>
    <message>
        <source>Store API Key</source>
        <translation>Сохранить ключ API</translation>
    </message>
    <message>
        <source>API key for the keychain entry &quot;%1&quot; (service &quot;%2&quot;). It is stored in the system keychain only, never in the workspace:</source>
        <translation>Ключ API для записи &quot;%1&quot; в связке ключей (служба &quot;%2&quot;). Он хранится только в системной связке ключей, никогда в рабочем пространстве:</translation>
    </message>
    <message>
        <source>The key is stored in the system keychain entry &quot;%1&quot;. Save, so the profile reads it from there.</source>
        <translation>Ключ сохранён в записи &quot;%1&quot; системной связки ключей. Сохраните, чтобы профиль читал его оттуда.</translation>
    </message>
    <message>
        <source>The key was not stored: %1</source>
        <translation>Ключ не сохранён: %1</translation>
    </message>
    <message>
        <source>Storing the key…</source>
        <translation>Сохранение ключа…</translation>
    </message>
    <message>
        <source>Add from &amp;Preset</source>
        <translation>Добавить из &amp;шаблона</translation>
    </message>
    <message>
        <source>A profile for a local llama.cpp, Ollama or vLLM server or an OpenAI-compatible cloud endpoint</source>
        <translation>Профиль для локального сервера llama.cpp, Ollama или vLLM либо облачной конечной точки, совместимой с OpenAI</translation>
    </message>
    <message>
        <source>llama.cpp server (local)</source>
        <translation>Сервер llama.cpp (локальный)</translation>
    </message>
    <message>
        <source>Ollama (local)</source>
        <translation>Ollama (локально)</translation>
    </message>
    <message>
        <source>vLLM (local)</source>
        <translation>vLLM (локально)</translation>
    </message>
    <message>
        <source>OpenAI-compatible cloud</source>
        <translation>Облако, совместимое с OpenAI</translation>
    </message>
    <message>
        <source>Check the model name, save, then Test Connection to see what the model can do.</source>
        <translation>Проверьте имя модели, сохраните, затем нажмите «Проверить соединение», чтобы узнать, что умеет модель.</translation>
    </message>
</context>
<context>
    <name>Polygon::ReplayProvider</name>
    <message>
        <source>the request was cancelled</source>
        <translation>запрос отменён</translation>
    </message>
    <message>
        <source>no recorded response for this request: the conversation went further or elsewhere than the recording</source>
        <translation>для этого запроса нет записанного ответа: разговор зашёл дальше записи или пошёл по-другому</translation>
    </message>
    <message>
        <source>the %1 request of turn %2 differs from the recording (prompt, tools or conversation changed): it no longer replays</source>
        <translation>запрос %1 на реплике %2 отличается от записи (изменились промпт, инструменты или разговор): воспроизвести его больше нельзя</translation>
    </message>
    <message>
        <source>the recorded response of turn %1 is unreadable: %2</source>
        <translation>не удаётся прочитать записанный ответ реплики %1: %2</translation>
    </message>
    <message>
        <source>%1 are not part of a recorded conversation</source>
        <translation>%1 не входят в записанный разговор</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>эмбеддинги</translation>
    </message>
    <message>
        <source>log-probabilities</source>
        <translation>логарифмы вероятностей</translation>
    </message>
    <message>
        <source>model lists</source>
        <translation>списки моделей</translation>
    </message>
</context>
<context>
    <name>Polygon::Rubric</name>
    <message>
        <source>Goal completion</source>
        <translation>Достижение цели</translation>
    </message>
    <message>
        <source>Instruction adherence</source>
        <translation>Следование инструкциям</translation>
    </message>
    <message>
        <source>Tool use quality</source>
        <translation>Качество работы с инструментами</translation>
    </message>
    <message>
        <source>Factuality</source>
        <translation>Фактическая точность</translation>
    </message>
    <message>
        <source>Dialogue quality</source>
        <translation>Качество диалога</translation>
    </message>
    <message>
        <source>Robustness</source>
        <translation>Устойчивость</translation>
    </message>
    <message>
        <source>Safety compliance</source>
        <translation>Соблюдение безопасности</translation>
    </message>
    <message>
        <source>Persona and tone</source>
        <translation>Образ и тон</translation>
    </message>
    <message>
        <source>forbidden phrase</source>
        <translation>запрещённая фраза</translation>
    </message>
    <message>
        <source>safety</source>
        <translation>безопасность</translation>
    </message>
    <message>
        <source>invalid tool reply</source>
        <translation>неверный ответ инструменту</translation>
    </message>
</context>
<context>
    <name>Polygon::RuleJudge</name>
    <message>
        <source>rule: the caller&apos;s intended outcome was reached (%1)</source>
        <translation>правило: целевой исход звонящего достигнут (%1)</translation>
    </message>
    <message>
        <source>rule: the caller&apos;s intended outcome was not reached (%1)</source>
        <translation>правило: целевой исход звонящего не достигнут (%1)</translation>
    </message>
    <message>
        <source>rule: tool calls: %1; invalid calls answered to the caller: %2; blind retries: %3</source>
        <translation>правило: вызовов инструментов: %1; неверных вызовов, озвученных звонящему: %2; слепых повторов: %3</translation>
    </message>
    <message>
        <source>rule: %1 of %2 tool arguments that name a ground-truth fact contradict it</source>
        <translation>правило: %1 из %2 аргументов инструментов, называющих известный факт, противоречат ему</translation>
    </message>
    <message>
        <source>rule: the agent loops from turn %1</source>
        <translation>правило: агент зацикливается с реплики %1</translation>
    </message>
    <message>
        <source>rule: agent replies repeating an earlier one: %1</source>
        <translation>правило: ответов агента, повторяющих прежний: %1</translation>
    </message>
    <message>
        <source>rule: the agent said a forbidden phrase</source>
        <translation>правило: агент произнёс запрещённую фразу</translation>
    </message>
</context>
<context>
    <name>Polygon::RunConversationsModel</name>
    <message>
        <source>Conversation</source>
        <translation>Разговор</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>Персона</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Реплики</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>Завершение</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Composite</source>
        <translation>Итог</translation>
    </message>
</context>
<context>
    <name>Polygon::RunLauncherDialog</name>
    <message>
        <source>%1 M tokens</source>
        <translation>%1 млн токенов</translation>
    </message>
    <message>
        <source>%1 k tokens</source>
        <translation>%1 тыс. токенов</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n токен</numerusform>
            <numerusform>%n токена</numerusform>
            <numerusform>%n токенов</numerusform>
        </translation>
    </message>
    <message>
        <source>agent</source>
        <translation>агент</translation>
    </message>
    <message>
        <source>callers</source>
        <translation>звонящие</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>судья</translation>
    </message>
    <message>
        <source>probes</source>
        <translation>пробы</translation>
    </message>
    <message>
        <source>New Run — %1</source>
        <translation>Новый прогон — %1</translation>
    </message>
    <message>
        <source>Every caller once (no scenario set)</source>
        <translation>Каждый звонящий по одному разу (без набора сценариев)</translation>
    </message>
    <message>
        <source>Scripted callers (no model)</source>
        <translation>Сценарные звонящие (без модели)</translation>
    </message>
    <message>
        <source>Callers played by a model (the &quot;caller&quot; profile)</source>
        <translation>Звонящие, которых играет модель (профиль &quot;caller&quot;)</translation>
    </message>
    <message>
        <source>Conversations (and, when grading by the judge, judge requests) at a time</source>
        <translation>Число одновременных разговоров (и запросов к судье, если оценивает судья)</translation>
    </message>
    <message>
        <source>Offline: no model at all (flow agents, scripted callers)</source>
        <translation>Офлайн: совсем без модели (агенты со схемой диалога, сценарные звонящие)</translation>
    </message>
    <message>
        <source>The agent&apos;s own profile</source>
        <translation>Собственный профиль агента</translation>
    </message>
    <message>
        <source>Profile %1 (%2)</source>
        <translation>Профиль %1 (%2)</translation>
    </message>
    <message>
        <source>Do not grade</source>
        <translation>Не оценивать</translation>
    </message>
    <message>
        <source>Rule judge (offline, partial scores)</source>
        <translation>Судья по правилам (офлайн, частичные оценки)</translation>
    </message>
    <message>
        <source>LLM judge (no judge profile in polygon.json)</source>
        <translation>LLM-судья (в polygon.json нет профиля судьи)</translation>
    </message>
    <message>
        <source>LLM judge (profile %1)</source>
        <translation>LLM-судья (профиль %1)</translation>
    </message>
    <message>
        <source>How often the judge reads each conversation (distinct seeds)</source>
        <translation>Сколько раз судья читает каждый разговор (с разными seed)</translation>
    </message>
    <message>
        <source>&amp;Agent:</source>
        <translation>&amp;Агент:</translation>
    </message>
    <message>
        <source>&amp;Scenario set:</source>
        <translation>На&amp;бор сценариев:</translation>
    </message>
    <message>
        <source>&amp;Callers:</source>
        <translation>&amp;Звонящие:</translation>
    </message>
    <message>
        <source>&amp;Repeats:</source>
        <translation>&amp;Повторы:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>Recognition &amp;noise:</source>
        <translation>&amp;Шум распознавания речи:</translation>
    </message>
    <message>
        <source>Caller &amp;kind:</source>
        <translation>&amp;Тип звонящих:</translation>
    </message>
    <message>
        <source>C&amp;oncurrency:</source>
        <translation>&amp;Одновременно:</translation>
    </message>
    <message>
        <source>&amp;Models:</source>
        <translation>&amp;Модели:</translation>
    </message>
    <message>
        <source>&amp;Grade as they finish:</source>
        <translation>О&amp;ценивать по завершении:</translation>
    </message>
    <message>
        <source>&amp;Judge repeats:</source>
        <translation>Повторы &amp;судьи:</translation>
    </message>
    <message>
        <source>&amp;Start Run</source>
        <translation>&amp;Начать прогон</translation>
    </message>
    <message>
        <source>Choose at least one caller.</source>
        <translation>Выберите хотя бы одного звонящего.</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n разговор</numerusform>
            <numerusform>%n разговора</numerusform>
            <numerusform>%n разговоров</numerusform>
        </translation>
    </message>
    <message>
        <source>no model calls (offline)</source>
        <translation>без вызовов модели (офлайн)</translation>
    </message>
    <message numerus="yes">
        <source>up to %n model call(s)</source>
        <translation>
            <numerusform>до %n вызова модели</numerusform>
            <numerusform>до %n вызовов модели</numerusform>
            <numerusform>до %n вызовов модели</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>около %1</translation>
    </message>
    <message>
        <source>about $%1</source>
        <translation>около $%1</translation>
    </message>
    <message>
        <source>cost unknown (a profile has no prices)</source>
        <translation>стоимость неизвестна (у одного из профилей нет цен)</translation>
    </message>
    <message>
        <source>%1 (%2): %3 calls, %4 in, %5 out%6</source>
        <translation>%1 (%2): вызовов: %3, вход %4, выход %5%6</translation>
    </message>
    <message>
        <source>, $%1</source>
        <translation>, $%1</translation>
    </message>
    <message numerus="yes">
        <source>Upper bounds: every conversation at its scenario set&apos;s %n turn(s), about four characters a token. The store records the real figures.</source>
        <translation>
            <numerusform>Верхние оценки: каждый разговор длится до %n реплики, как допускает его набор сценариев, около четырёх символов на токен. Реальные цифры записываются в базу результатов.</numerusform>
            <numerusform>Верхние оценки: каждый разговор длится до %n реплик, как допускает его набор сценариев, около четырёх символов на токен. Реальные цифры записываются в базу результатов.</numerusform>
            <numerusform>Верхние оценки: каждый разговор длится до %n реплик, как допускает его набор сценариев, около четырёх символов на токен. Реальные цифры записываются в базу результатов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the agent&apos;s replies &amp;while the model writes them (streaming)</source>
        <translation>Показывать ответы агента, &amp;пока модель их пишет (потоковая передача)</translation>
    </message>
    <message>
        <source>LLM agents: ask the model for a stream and show each reply as it arrives; what is stored is the same</source>
        <translation>LLM-агенты: запрашивать у модели поток и показывать каждый ответ по мере поступления; сохраняется то же самое</translation>
    </message>
</context>
<context>
    <name>Polygon::RunMonitorWidget</name>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>&amp;Отменить прогон</translation>
    </message>
    <message>
        <source>&amp;Resume Run</source>
        <translation>&amp;Продолжить прогон</translation>
    </message>
    <message>
        <source>Open in &amp;Runs Browser</source>
        <translation>Открыть в о&amp;бозревателе прогонов</translation>
    </message>
    <message>
        <source>&amp;Follow the newest conversation</source>
        <translation>&amp;Следить за последним разговором</translation>
    </message>
    <message>
        <source>Stops every conversation at its current turn; the run can be resumed later</source>
        <translation>Останавливает каждый разговор на текущей реплике; прогон можно продолжить позже</translation>
    </message>
    <message>
        <source>Finishes the conversations that are not done, with the same seeds</source>
        <translation>Завершает незавершённые разговоры с теми же seed</translation>
    </message>
    <message>
        <source>Cancelling: every conversation stops at its current turn…</source>
        <translation>Отмена: каждый разговор останавливается на текущей реплике…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>Completed: %1 of %2 conversations in %3.</source>
        <translation>Завершено: %1 из %2 разговоров за %3.</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 conversations; Resume finishes the rest with the same seeds.</source>
        <translation>Отменено после %1 из %2 разговоров; «Продолжить прогон» завершит остальные с теми же seed.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>The run could not start: %1</source>
        <translation>Не удалось начать прогон: %1</translation>
    </message>
    <message>
        <source>Run %1: %2 of %3 conversations done, %4 running</source>
        <translation>Прогон %1: завершено %2 из %3 разговоров, выполняется %4</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · осталось около %1</translation>
    </message>
    <message numerus="yes">
        <source> · %n ended in an error</source>
        <translation>
            <numerusform> · %n завершился ошибкой</numerusform>
            <numerusform> · %n завершились ошибкой</numerusform>
            <numerusform> · %n завершились ошибкой</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::RunStatus</name>
    <message>
        <source>queued</source>
        <translation>в очереди</translation>
    </message>
    <message>
        <source>running</source>
        <translation>выполняется</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>завершён</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменён</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>сбой</translation>
    </message>
</context>
<context>
    <name>Polygon::RunsModel</name>
    <message>
        <source>(all personas)</source>
        <translation>(все персоны)</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>not graded</source>
        <translation>не оценивался</translation>
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
        <translation>вердикты</translation>
    </message>
    <message>
        <source>pass rule</source>
        <translation>правило прохождения</translation>
    </message>
    <message>
        <source>done %1, failed %2, cancelled %3, running %4, pending %5</source>
        <translation>завершено %1, с ошибкой %2, отменено %3, выполняется %4, ожидает %5</translation>
    </message>
    <message>
        <source>Grading %1 (judge: %2, rubric %3)</source>
        <translation>Оценивание %1 (судья: %2, рубрика %3)</translation>
    </message>
    <message>
        <source>No completed grading: grade the run to see verdicts.</source>
        <translation>Нет завершённого оценивания: оцените прогон, чтобы увидеть вердикты.</translation>
    </message>
    <message>
        <source>pass^%1 over the repeats, with the graded verdicts of %2 (&quot;pass&quot; passes).</source>
        <translation>pass^%1 по повторам, по вердиктам оценивания %2 (засчитывается &quot;pass&quot;).</translation>
    </message>
    <message>
        <source>pass^%1 over the repeats, with the pass rule (the caller&apos;s intended outcome reached); grade the run for verdicts.</source>
        <translation>pass^%1 по повторам, по правилу прохождения (достигнут целевой исход звонящего); чтобы получить вердикты, оцените прогон.</translation>
    </message>
    <message>
        <source>pass^k: the chance that all k repeats of a caller pass. &quot;verdicts&quot;: the latest grading&apos;s verdicts; &quot;pass rule&quot;: the run&apos;s own rule, before grading.</source>
        <translation>pass^k: вероятность того, что пройдут все k повторов одного звонящего. &quot;вердикты&quot;: вердикты последнего оценивания; &quot;правило прохождения&quot;: собственное правило прогона, до оценивания.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Прогон</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>Scenario set</source>
        <translation>Набор сценариев</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Создан</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Вердикты</translation>
    </message>
    <message>
        <source>Composite</source>
        <translation>Итог</translation>
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
        <translation>Удалить прогон…</translation>
    </message>
    <message>
        <source>Resume run</source>
        <translation>Продолжить прогон</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Прогоны</translation>
    </message>
    <message>
        <source>Conversations of the run</source>
        <translation>Разговоры прогона</translation>
    </message>
    <message>
        <source>Filter runs (agent, scenario set, status, id…)</source>
        <translation>Фильтр прогонов (агент, набор сценариев, статус, id…)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Finishes a cancelled, failed or interrupted run&apos;s remaining conversations with the same seeds</source>
        <translation>Завершает оставшиеся разговоры отменённого, сбойного или прерванного прогона с теми же seed</translation>
    </message>
    <message numerus="yes">
        <source>Conversations of %1 (%n, double-click to open)</source>
        <translation>
            <numerusform>Разговоры прогона %1 (%n, двойной щелчок — открыть)</numerusform>
            <numerusform>Разговоры прогона %1 (%n, двойной щелчок — открыть)</numerusform>
            <numerusform>Разговоры прогона %1 (%n, двойной щелчок — открыть)</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleted run %1.</source>
        <translation>Прогон %1 удалён.</translation>
    </message>
    <message>
        <source>Select a run to list its conversations.</source>
        <translation>Выберите прогон, чтобы увидеть его разговоры.</translation>
    </message>
    <message>
        <source>Loading the conversations of %1…</source>
        <translation>Загрузка разговоров прогона %1…</translation>
    </message>
    <message>
        <source>Delete run</source>
        <translation>Удалить прогон</translation>
    </message>
    <message numerus="yes">
        <source>Delete run %1 with its %n conversation(s), their turns, model calls, gradings, probe answers and your verdicts? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить прогон %1 и его %n разговор вместе с репликами, вызовами модели, оцениваниями, ответами на пробы и вашими вердиктами? Это действие нельзя отменить.</numerusform>
            <numerusform>Удалить прогон %1 и его %n разговора вместе с репликами, вызовами модели, оцениваниями, ответами на пробы и вашими вердиктами? Это действие нельзя отменить.</numerusform>
            <numerusform>Удалить прогон %1 и его %n разговоров вместе с репликами, вызовами модели, оцениваниями, ответами на пробы и вашими вердиктами? Это действие нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>No workspace open.</source>
        <translation>Рабочее пространство не открыто.</translation>
    </message>
    <message>
        <source>No runs yet: run the agent (polygon-cli run) to see its conversations here.</source>
        <translation>Прогонов пока нет: запустите агента (polygon-cli run), чтобы увидеть здесь его разговоры.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n прогон</numerusform>
            <numerusform>%n прогона</numerusform>
            <numerusform>%n прогонов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Polygon::SweepPage</name>
    <message>
        <source>Stop after the first point below</source>
        <translation>Остановить после первой точки ниже</translation>
    </message>
    <message>
        <source>Refuse points past a token cap of</source>
        <translation>Отклонять точки сверх лимита токенов в</translation>
    </message>
    <message>
        <source>Offline: flow agents, scripted callers, the rule judge; no model</source>
        <translation>Офлайн: агенты на схеме диалога, звонящие по сценарию, судья по правилам; без модели</translation>
    </message>
    <message>
        <source>Grade with the rule judge</source>
        <translation>Оценивать судьёй по правилам</translation>
    </message>
    <message>
        <source>Add Parameter</source>
        <translation>Добавить параметр</translation>
    </message>
    <message>
        <source>Remove Parameter</source>
        <translation>Удалить параметр</translation>
    </message>
    <message>
        <source>Start Sweep</source>
        <translation>Начать перебор</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Save Sweep File…</source>
        <translation>Сохранить файл перебора…</translation>
    </message>
    <message>
        <source>Every persona once</source>
        <translation>Каждая персона по разу</translation>
    </message>
    <message>
        <source>One parameter at a time</source>
        <translation>По одному параметру</translation>
    </message>
    <message>
        <source>Every combination (grid)</source>
        <translation>Все комбинации (сетка)</translation>
    </message>
    <message>
        <source>Random points</source>
        <translation>Случайные точки</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> токенов</translation>
    </message>
    <message>
        <source>&amp;Agent:</source>
        <translation>&amp;Агент:</translation>
    </message>
    <message>
        <source>S&amp;cenario set:</source>
        <translation>&amp;Набор сценариев:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Режим:</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>зерно</translation>
    </message>
    <message>
        <source>Random points:</source>
        <translation>Случайных точек:</translation>
    </message>
    <message>
        <source>Floor:</source>
        <translation>Нижний порог:</translation>
    </message>
    <message>
        <source>Token cap:</source>
        <translation>Лимит токенов:</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Values, separated by commas</source>
        <translation>Значения через запятую</translation>
    </message>
    <message>
        <source>Sweep parameters</source>
        <translation>Параметры перебора</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sweep&lt;/b&gt; — each point runs and is graded as its own configuration version; the same settings again resume it</source>
        <translation>&lt;b&gt;Перебор&lt;/b&gt; — каждая точка запускается и оценивается как отдельная версия конфигурации; запуск с теми же настройками возобновляет его</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Точка</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Composite mean</source>
        <translation>Средняя итоговая оценка</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Разброс</translation>
    </message>
    <message>
        <source>Wall (s)</source>
        <translation>Время (с)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Токены</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Sweep points</source>
        <translation>Точки перебора</translation>
    </message>
    <message>
        <source>Double-click a point to open its run</source>
        <translation>Дважды щёлкните точку, чтобы открыть её прогон</translation>
    </message>
    <message>
        <source>&lt;b&gt;Points&lt;/b&gt; (rank: composite mean, then spread, then wall time)</source>
        <translation>&lt;b&gt;Точки&lt;/b&gt; (место: средняя итоговая оценка, затем разброс, затем время выполнения)</translation>
    </message>
    <message>
        <source>the sweep form</source>
        <translation>форма перебора</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot start:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Не удаётся начать:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ожидание</translation>
    </message>
    <message>
        <source>resumed: %1</source>
        <translation>возобновлено: %1</translation>
    </message>
    <message>
        <source>running: %1</source>
        <translation>выполняется: %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>read back</source>
        <translation>из прошлого прогона</translation>
    </message>
    <message>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>Run %1 (double-click to open it)</source>
        <translation>Прогон %1 (дважды щёлкните, чтобы открыть)</translation>
    </message>
    <message>
        <source>%1 of %2 points done</source>
        <translation>Выполнено точек: %1 из %2</translation>
    </message>
    <message>
        <source>refused: about %1 tokens, %2 of %3 spent</source>
        <translation>отклонено: около %1 токенов, потрачено %2 из %3</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s) ran.</source>
        <translation>
            <numerusform>Готово: выполнена %n точка.</numerusform>
            <numerusform>Готово: выполнены %n точки.</numerusform>
            <numerusform>Готово: выполнено %n точек.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped after the first point: its composite mean is below the floor of %1.</source>
        <translation>Остановлено после первой точки: её средняя итоговая оценка ниже нижнего порога %1.</translation>
    </message>
    <message>
        <source>Stopped at point %1: about %2 more tokens would pass the cap of %3.</source>
        <translation>Остановлено на точке %1: ещё около %2 токенов превысили бы лимит %3.</translation>
    </message>
    <message>
        <source>Cancelled. Start the same sweep again to resume it.</source>
        <translation>Отменено. Запустите тот же перебор снова, чтобы возобновить его.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) were read back from an earlier run of this sweep.</source>
        <translation>
            <numerusform>%n точка взята из прошлого прогона этого перебора.</numerusform>
            <numerusform>%n точки взяты из прошлого прогона этого перебора.</numerusform>
            <numerusform>%n точек взято из прошлого прогона этого перебора.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sweep %1.</source>
        <translation>Перебор %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sweep %1: %n point(s) to run.</source>
        <translation>
            <numerusform>Перебор %1: нужно выполнить %n точку.</numerusform>
            <numerusform>Перебор %1: нужно выполнить %n точки.</numerusform>
            <numerusform>Перебор %1: нужно выполнить %n точек.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Sweep File</source>
        <translation>Сохранить файл перебора</translation>
    </message>
    <message>
        <source>Sweep files (*.json)</source>
        <translation>Файлы перебора (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Saved %1; run it in CI with: polygon-cli sweep WORKSPACE %1</source>
        <translation>Сохранено: %1; запустите в CI командой: polygon-cli sweep WORKSPACE %1</translation>
    </message>
</context>
<context>
    <name>Polygon::TurnDelegate</name>
    <message>
        <source>The agent ended the call.</source>
        <translation>Агент завершил звонок.</translation>
    </message>
    <message>
        <source>The agent transferred the call.</source>
        <translation>Агент перевёл звонок.</translation>
    </message>
    <message>
        <source>The caller hung up.</source>
        <translation>Звонящий повесил трубку.</translation>
    </message>
    <message>
        <source>Cut off at the turn limit.</source>
        <translation>Прервано на пределе числа реплик.</translation>
    </message>
    <message>
        <source>Stopped: the conversation went round in a loop.</source>
        <translation>Остановлено: разговор зациклился.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Ошибка.</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>Завершено: %1</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Agent · turn %1</source>
        <translation>Агент · реплика %1</translation>
    </message>
    <message>
        <source>Caller · turn %1</source>
        <translation>Звонящий · реплика %1</translation>
    </message>
    <message>
        <source>ends the call</source>
        <translation>завершает звонок</translation>
    </message>
    <message>
        <source>transfers the call</source>
        <translation>переводит звонок</translation>
    </message>
    <message>
        <source>loop caught here</source>
        <translation>здесь обнаружено зацикливание</translation>
    </message>
    <message>
        <source>The agent heard:</source>
        <translation>Агент услышал:</translation>
    </message>
    <message>
        <source>invalid arguments</source>
        <translation>недопустимые аргументы</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>arriving…</source>
        <translation>поступает…</translation>
    </message>
</context>
<context>
    <name>Polygon::Verdict</name>
    <message>
        <source>pass</source>
        <translation>пройдено</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>провал</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>без оценки</translation>
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
        <source>Open the demo</source>
        <translation>Открыть демо</translation>
    </message>
    <message>
        <source>A restaurant&apos;s booking agent in two versions: Polygon runs and grades both offline, no model needed, and shows where they differ.</source>
        <translation>Агент бронирования столиков в ресторане в двух версиях: Polygon прогоняет и оценивает обе офлайн, без модели, и показывает, где они различаются.</translation>
    </message>
    <message>
        <source>Open a workspace…</source>
        <translation>Открыть рабочее пространство…</translation>
    </message>
    <message>
        <source>A folder with a polygon.json you or a colleague made earlier.</source>
        <translation>Папка с polygon.json, созданная ранее вами или коллегой.</translation>
    </message>
    <message>
        <source>New workspace from my prompt…</source>
        <translation>Новое рабочее пространство из моего промпта…</translation>
    </message>
    <message>
        <source>Paste your agent&apos;s system prompt: you get an agent, tool stubs to fill and callers to test it with.</source>
        <translation>Вставьте системный промпт агента: вы получите агента, заглушки инструментов для заполнения и звонящих для его проверки.</translation>
    </message>
    <message>
        <source>Connect a model…</source>
        <translation>Подключить модель…</translation>
    </message>
    <message>
        <source>A local llama.cpp, Ollama or vLLM server or a cloud endpoint; keys stay in the system keychain.</source>
        <translation>Локальный сервер llama.cpp, Ollama или vLLM либо облачная конечная точка; ключи хранятся в системной связке ключей.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
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
        <translation>В этом файле есть проблемы, он не загружен:
%1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in this folder have problems</source>
        <translation>
            <numerusform>В %n файле этой папки есть проблемы</numerusform>
            <numerusform>В %n файлах этой папки есть проблемы</numerusform>
            <numerusform>В %n файлах этой папки есть проблемы</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n persona(s) came from a prompt that has changed since: Run ▸ Regenerate Stale Personas</source>
        <translation>
            <numerusform>%n персона получена из промпта, который с тех пор изменился: Прогон ▸ Пересоздать устаревшие персоны</numerusform>
            <numerusform>%n персоны получены из промпта, который с тех пор изменился: Прогон ▸ Пересоздать устаревшие персоны</numerusform>
            <numerusform>%n персон получены из промпта, который с тех пор изменился: Прогон ▸ Пересоздать устаревшие персоны</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n stale)</source>
        <translation>
            <numerusform>%1 (%2, %n устарела)</numerusform>
            <numerusform>%1 (%2, %n устарели)</numerusform>
            <numerusform>%1 (%2, %n устарели)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (устарела)</translation>
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
    <message>
        <source>Stale: generated from prompt %1 (version %2…), which has changed since. Regenerate it from the prompt as it is now (Run ▸ Regenerate Stale Personas).</source>
        <translation>Устарела: создана из промпта %1 (версия %2…), который с тех пор изменился. Пересоздайте её из текущего промпта (Прогон ▸ Пересоздать устаревшие персоны).</translation>
    </message>
    <message>
        <source>Generated from prompt %1, which no longer exists: it cannot be regenerated; edit or delete it.</source>
        <translation>Создана из промпта %1, которого больше нет: её нельзя пересоздать; исправьте или удалите её.</translation>
    </message>
    <message>
        <source>Generated from prompt %1 as it is now.</source>
        <translation>Создана из текущей версии промпта %1.</translation>
    </message>
</context>
<context>
    <name>ScenarioMatrixModel</name>
    <message>
        <source>no score</source>
        <translation>нет оценки</translation>
    </message>
    <message>
        <source>not comparable</source>
        <translation>несравнимо</translation>
    </message>
    <message>
        <source>%1 has no graded conversation of %2 with a composite: the row cannot be compared (a missing score is never counted as zero)</source>
        <translation>У %1 нет оценённого разговора по %2 с итоговой оценкой: строку нельзя сравнить (отсутствующая оценка никогда не считается нулём)</translation>
    </message>
    <message>
        <source>%1 on %2: mean composite %3</source>
        <translation>%1 на %2: средняя итоговая оценка %3</translation>
    </message>
    <message>
        <source>best minus worst run: %1</source>
        <translation>лучший прогон минус худший: %1</translation>
    </message>
    <message>
        <source>a run has no score here, so the spread is not computed</source>
        <translation>у одного из прогонов здесь нет оценки, поэтому разброс не вычисляется</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Caller type</source>
        <translation>Тип звонящего</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>Wants</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Разброс</translation>
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
    <message>
        <source>the agent model failed at turn %1: %2</source>
        <translation>сбой модели агента на реплике %1: %2</translation>
    </message>
    <message>
        <source>the agent called tools %1 times in a row at turn %2 without answering the caller</source>
        <translation>агент на реплике %2 вызвал инструменты %1 раз подряд, так и не ответив звонящему</translation>
    </message>
    <message>
        <source>the caller model failed at turn %1: %2</source>
        <translation>сбой модели звонящего на реплике %1: %2</translation>
    </message>
    <message>
        <source>the caller model returned nothing to say at turn %1</source>
        <translation>модель звонящего не вернула текст на реплике %1</translation>
    </message>
    <message>
        <source>%1: no answer within %2 ms</source>
        <translation>%1: нет ответа в течение %2 мс</translation>
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
        <translation>%1: ответ не является JSON (байт %2): %3</translation>
    </message>
    <message>
        <source>%1: %2 (docs/agents.md describes the answer)</source>
        <translation>%1: %2 (формат ответа описан в docs/agents.md)</translation>
    </message>
    <message>
        <source>the answer must be a JSON object</source>
        <translation>ответ должен быть JSON-объектом</translation>
    </message>
    <message>
        <source>&quot;reply&quot; must be a string</source>
        <translation>&quot;reply&quot;: ожидается строка</translation>
    </message>
    <message>
        <source>&quot;action&quot; must be &quot;end&quot;, &quot;transfer&quot; or null, not %1</source>
        <translation>&quot;action&quot;: ожидается &quot;end&quot;, &quot;transfer&quot; или null, а не %1</translation>
    </message>
    <message>
        <source>&quot;tool_calls&quot; must be an array</source>
        <translation>&quot;tool_calls&quot;: ожидается массив</translation>
    </message>
    <message>
        <source>tool call %1 needs a &quot;name&quot;</source>
        <translation>у вызова инструмента %1 должно быть &quot;name&quot;</translation>
    </message>
    <message>
        <source>the answer has no &quot;reply&quot;, no &quot;tool_calls&quot; and no &quot;action&quot;</source>
        <translation>в ответе нет ни &quot;reply&quot;, ни &quot;tool_calls&quot;, ни &quot;action&quot;</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; expected one of: %2</source>
        <translation>неизвестный язык &quot;%1&quot;; ожидается один из: %2</translation>
    </message>
    <message>
        <source>the conversation</source>
        <translation>разговор</translation>
    </message>
    <message>
        <source>caller</source>
        <translation>звонящий</translation>
    </message>
    <message>
        <source>&quot;model_calls&quot; must be an array</source>
        <translation>&quot;model_calls&quot;: ожидается массив</translation>
    </message>
    <message>
        <source>the agent &quot;%1&quot; is an LLM agent and needs a model: configure its provider profile, or simulate a flow agent offline</source>
        <translation>агент &quot;%1&quot; — LLM-агент, и ему нужна модель: настройте его профиль провайдера или смоделируйте офлайн агента со схемой диалога</translation>
    </message>
    <message>
        <source>the prompt &quot;%1&quot; is not in the workspace</source>
        <translation>промпта &quot;%1&quot; нет в рабочем пространстве</translation>
    </message>
    <message>
        <source>the agent &quot;%1&quot; is an HTTP agent and needs the network; it cannot run offline</source>
        <translation>агент &quot;%1&quot; — HTTP-агент, и ему нужна сеть; он не может работать офлайн</translation>
    </message>
    <message>
        <source>an LLM caller needs a model: configure the workspace&apos;s caller provider, or use the scripted caller</source>
        <translation>LLM-звонящему нужна модель: настройте провайдера звонящих в рабочем пространстве или используйте сценарного звонящего</translation>
    </message>
    <message>
        <source>(see %1:%2)</source>
        <translation>(см. %1:%2)</translation>
    </message>
    <message>
        <source>“%1” is not in the %2 dictionary: a misspelt word can be read more than one way.</source>
        <translation>“%1” нет в словаре %2: слово с опечаткой можно прочитать по-разному.</translation>
    </message>
    <message>
        <source>“%1” is not in the %2 dictionary (did you mean “%3”?): a misspelt word can be read more than one way.</source>
        <translation>“%1” нет в словаре %2 (возможно, имелось в виду “%3”?): слово с опечаткой можно прочитать по-разному.</translation>
    </message>
    <message>
        <source>Hard-to-predict wording: %1 bits per word over %2 words where %3 is typical, so it may be garbled or read more than one way.</source>
        <translation>Труднопредсказуемая формулировка: %1 бит на слово (слов: %2) при типичных %3, поэтому её могут исказить или понять по-разному.</translation>
    </message>
    <message>
        <source>sphinxbase could not read the language model %1: %2</source>
        <translation>sphinxbase не удалось прочитать языковую модель %1: %2</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>неизвестный формат</translation>
    </message>
    <message>
        <source>the English language model %1 is not installed (Debian package pocketsphinx-en-us)</source>
        <translation>английская языковая модель %1 не установлена (пакет Debian pocketsphinx-en-us)</translation>
    </message>
    <message>
        <source>the language model %1 named by POLYGON_SPHINX_LM cannot be read</source>
        <translation>не удаётся прочитать языковую модель %1, указанную в POLYGON_SPHINX_LM</translation>
    </message>
    <message>
        <source>Polygon was built without sphinxbase (libsphinxbase-dev was not found)</source>
        <translation>Polygon собран без sphinxbase (libsphinxbase-dev не найден)</translation>
    </message>
    <message>
        <source>the offline language model is English only</source>
        <translation>офлайн-языковая модель есть только для английского</translation>
    </message>
    <message>
        <source>not available for %1: %2; %3</source>
        <translation>недоступно для %1: %2; %3</translation>
    </message>
    <message>
        <source>not available for %1: the offline language model is English only; token log-probabilities need an endpoint that offers them</source>
        <translation>недоступно для %1: офлайн-языковая модель есть только для английского; для логарифмов вероятностей токенов нужна конечная точка, которая их предоставляет</translation>
    </message>
    <message>
        <source>not available for %1: %2</source>
        <translation>недоступно для %1: %2</translation>
    </message>
    <message>
        <source>bits per word under the CMU Sphinx trigram model %1</source>
        <translation>бит на слово по триграммной модели CMU Sphinx %1</translation>
    </message>
    <message>
        <source>unknown words from the hunspell dictionary %1</source>
        <translation>неизвестные слова по словарю hunspell %1</translation>
    </message>
    <message>
        <source>no provider to ask for token log-probabilities</source>
        <translation>нет провайдера, у которого можно запросить логарифмы вероятностей токенов</translation>
    </message>
    <message>
        <source>not available for %1: the endpoint offers no token log-probabilities (%2)</source>
        <translation>недоступно для %1: конечная точка не предоставляет логарифмы вероятностей токенов (%2)</translation>
    </message>
    <message>
        <source>not available for %1: the endpoint returned no token log-probabilities</source>
        <translation>недоступно для %1: конечная точка не вернула логарифмы вероятностей токенов</translation>
    </message>
    <message numerus="yes">
        <source>%n scored word(s): at least %1 are needed to tell unusual phrases from the prompt&apos;s own wording</source>
        <translation>
            <numerusform>%n оценённое слово: нужно не меньше %1, чтобы отличать необычные фразы от обычной лексики промпта</numerusform>
            <numerusform>%n оценённых слова: нужно не меньше %1, чтобы отличать необычные фразы от обычной лексики промпта</numerusform>
            <numerusform>%n оценённых слов: нужно не меньше %1, чтобы отличать необычные фразы от обычной лексики промпта</numerusform>
        </translation>
    </message>
    <message>
        <source>free of charge</source>
        <translation>бесплатно</translation>
    </message>
    <message>
        <source>%1 constraints at once in this section (more than %2): the model will drop some; split the section or cut the rules it rarely needs.</source>
        <translation>Ограничений в этом разделе: %1 (больше %2): модель часть из них упустит; разбейте раздел на части или уберите редко нужные правила.</translation>
    </message>
    <message>
        <source>%1 instructions packed into one sentence: give each its own line.</source>
        <translation>В одном предложении несколько инструкций (%1): дайте каждой отдельную строку.</translation>
    </message>
    <message>
        <source>Repeats an earlier rule word for word.</source>
        <translation>Дословно повторяет более раннее правило.</translation>
    </message>
    <message>
        <source>Repeats an earlier rule: the same content words.</source>
        <translation>Повторяет более раннее правило: те же значимые слова.</translation>
    </message>
    <message>
        <source>Requires what another rule forbids.</source>
        <translation>Требует того, что запрещает другое правило.</translation>
    </message>
    <message>
        <source>Allows what another rule forbids.</source>
        <translation>Разрешает то, что запрещает другое правило.</translation>
    </message>
    <message>
        <source>Makes optional what another rule requires: one waters the other down.</source>
        <translation>Делает необязательным то, чего требует другое правило: одно размывает другое.</translation>
    </message>
    <message>
        <source>If one is meant as an exception, say so in the same rule.</source>
        <translation>Если одно из них задумано как исключение, укажите это в том же правиле.</translation>
    </message>
    <message>
        <source>Gives a time (%1) outside the hours another rule gives for that day (%2–%3).</source>
        <translation>Указывает время (%1) вне часов работы, которые другое правило даёт для этого дня (%2–%3).</translation>
    </message>
    <message>
        <source>Gives a closing time (%1) past the hours another rule gives (%2–%3).</source>
        <translation>Указывает время закрытия (%1) позже часов работы, которые даёт другое правило (%2–%3).</translation>
    </message>
    <message>
        <source>Gives a date (%1) past the end of the season another rule gives (%2).</source>
        <translation>Указывает дату (%1) после конца сезона, который даёт другое правило (%2).</translation>
    </message>
    <message>
        <source>Gives a different closing time (%1) than another rule (%2).</source>
        <translation>Время закрытия (%1) отличается от указанного в другом правиле (%2).</translation>
    </message>
    <message>
        <source>Gives a different opening time (%1) than another rule (%2).</source>
        <translation>Время открытия (%1) отличается от указанного в другом правиле (%2).</translation>
    </message>
    <message>
        <source>Free for children under %1, where a similar rule charges from age %2.</source>
        <translation>Бесплатно для детей до %1 лет, тогда как похожее правило берёт плату с %2 лет.</translation>
    </message>
    <message>
        <source>Turns away children under %1, where a similar rule takes them from age %2.</source>
        <translation>Не принимает детей до %1 лет, тогда как похожее правило принимает их с %2 лет.</translation>
    </message>
    <message>
        <source>Free within %1, where a similar rule charges from %2.</source>
        <translation>Бесплатно в пределах %1, тогда как похожее правило берёт плату начиная с %2.</translation>
    </message>
    <message>
        <source>Charges below %1, where a similar rule makes it free from %2.</source>
        <translation>Берёт плату ниже %1, а похожее правило делает это бесплатным от %2.</translation>
    </message>
    <message>
        <source>Lets children go without an adult from %1, where a similar rule says from %2.</source>
        <translation>Разрешает детям без взрослых с %1 лет, а похожее правило — с %2.</translation>
    </message>
    <message>
        <source>Takes a payment in advance that another rule says is not needed.</source>
        <translation>Берёт предоплату, которая по другому правилу не нужна.</translation>
    </message>
    <message>
        <source>Gives nothing back under %1 of notice, where a similar rule gives money back from %2.</source>
        <translation>Ничего не возвращает при уведомлении менее чем за %1, тогда как похожее правило возвращает деньги начиная с %2.</translation>
    </message>
    <message>
        <source>States %1 where a similar rule states %2.</source>
        <translation>Указывает %1, тогда как похожее правило указывает %2.</translation>
    </message>
    <message>
        <source>“%1” is vague: say exactly what, when or how much.</source>
        <translation>“%1” — расплывчатая формулировка: укажите точно, что, когда или сколько.</translation>
    </message>
    <message>
        <source>“%1” is not defined in the prompt: the model will guess what it says.</source>
        <translation>В промпте не определено “%1”: модели придётся угадывать его содержание.</translation>
    </message>
    <message>
        <source>“%1” points to knowledge outside the prompt: spell out what is meant.</source>
        <translation>“%1” отсылает к знаниям вне промпта: явно распишите, что имеется в виду.</translation>
    </message>
    <message>
        <source>A critical rule sits in the middle of a long prompt (%1% of the way in), where models attend least: move it to the start or repeat it at the end.</source>
        <translation>Критически важное правило находится в середине длинного промпта (на %1% его длины), где модели уделяют меньше всего внимания: перенесите его в начало или повторите в конце.</translation>
    </message>
    <message>
        <source>A rule about the same thing is far away under another heading: keep related rules together.</source>
        <translation>Правило о том же находится далеко, под другим заголовком: держите связанные правила рядом.</translation>
    </message>
    <message>
        <source>Nearly the same wording as another rule with the opposite polarity (similarity %1).</source>
        <translation>Почти та же формулировка, что и в другом правиле, но с противоположной полярностью (сходство %1).</translation>
    </message>
    <message>
        <source>Says nearly the same as another rule (similarity %1).</source>
        <translation>Говорит почти то же, что и другое правило (сходство %1).</translation>
    </message>
    <message>
        <source>A related rule (similarity %1) is far away under another heading: keep related rules together.</source>
        <translation>Связанное правило (сходство %1) находится далеко, под другим заголовком: держите связанные правила рядом.</translation>
    </message>
    <message>
        <source>tier 2 not configured</source>
        <translation>уровень 2 не настроен</translation>
    </message>
    <message>
        <source>no hunspell dictionary is known for the language “%1”</source>
        <translation>для языка “%1” неизвестен словарь hunspell</translation>
    </message>
    <message>
        <source>the hunspell dictionary %1 is not installed (%2)</source>
        <translation>словарь hunspell %1 не установлен (%2)</translation>
    </message>
    <message>
        <source>the hunspell dictionary %1 uses the encoding %2, which cannot be converted</source>
        <translation>словарь hunspell %1 использует кодировку %2, которую невозможно преобразовать</translation>
    </message>
    <message>
        <source>Polygon was built without hunspell (libhunspell-dev was not found)</source>
        <translation>Polygon собран без hunspell (libhunspell-dev не найден)</translation>
    </message>
    <message>
        <source>the judge&apos;s reply is not a JSON object</source>
        <translation>ответ судьи не является JSON-объектом</translation>
    </message>
    <message>
        <source>the judge&apos;s reply has no “findings” list</source>
        <translation>в ответе судьи нет списка “findings”</translation>
    </message>
    <message>
        <source>the judge&apos;s axis scores were ignored: each of the five must be a number from 0 to 1</source>
        <translation>оценки судьи по осям проигнорированы: каждая из пяти должна быть числом от 0 до 1</translation>
    </message>
    <message>
        <source>finding %1 dropped: not a JSON object</source>
        <translation>замечание %1 отброшено: это не JSON-объект</translation>
    </message>
    <message>
        <source>the axis %1 is not one of the five</source>
        <translation>ось %1 не входит в число пяти</translation>
    </message>
    <message>
        <source>the severity %1 is not info, warning or error</source>
        <translation>важность %1 не является info, warning или error</translation>
    </message>
    <message>
        <source>it has no quote</source>
        <translation>нет цитаты</translation>
    </message>
    <message>
        <source>it has no explanation</source>
        <translation>нет объяснения</translation>
    </message>
    <message>
        <source>finding %1 dropped: %2</source>
        <translation>замечание %1 отброшено: %2</translation>
    </message>
    <message>
        <source>finding %1 dropped: the quote %2 is not in the prompt</source>
        <translation>замечание %1 отброшено: цитаты %2 нет в промпте</translation>
    </message>
    <message>
        <source>finding %1 kept without its related passage: the quote %2 is not in the prompt</source>
        <translation>замечание %1 сохранено без связанного фрагмента: цитаты %2 нет в промпте</translation>
    </message>
    <message>
        <source>no judge profile configured</source>
        <translation>профиль судьи не настроен</translation>
    </message>
    <message>
        <source>the judge&apos;s chat request</source>
        <translation>чат-запрос судьи</translation>
    </message>
    <message>
        <source>the prompt review does not match its schema: %1</source>
        <translation>обзор промпта не соответствует своей схеме: %1</translation>
    </message>
    <message>
        <source>unknown agent &quot;%1&quot;; the workspace has: %2</source>
        <translation>неизвестный агент &quot;%1&quot;; в рабочем пространстве есть: %2</translation>
    </message>
    <message>
        <source>unknown scenario set &quot;%1&quot;</source>
        <translation>неизвестный набор сценариев &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown persona &quot;%1&quot;</source>
        <translation>неизвестная персона &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no run &quot;%1&quot; in this database</source>
        <translation>в этой базе данных нет прогона &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the run&apos;s agent &quot;%1&quot; is no longer in the workspace</source>
        <translation>агента &quot;%1&quot; из прогона больше нет в рабочем пространстве</translation>
    </message>
    <message>
        <source>the agent&apos;s configuration (prompt, flow, tools, model profile or rubric) changed since run %1 started; resuming would mix two configurations in one run — start a new run instead</source>
        <translation>конфигурация агента (промпт, схема диалога, инструменты, профиль модели или критерии оценки) изменилась с начала прогона %1; продолжение смешало бы две конфигурации в одном прогоне — вместо этого начните новый прогон</translation>
    </message>
    <message>
        <source>the run&apos;s persona &quot;%1&quot; is no longer in the workspace</source>
        <translation>персоны &quot;%1&quot; из прогона больше нет в рабочем пространстве</translation>
    </message>
    <message>
        <source>start a transaction</source>
        <translation>начало транзакции</translation>
    </message>
    <message numerus="yes">
        <source>commit %n write(s)</source>
        <translation>
            <numerusform>фиксация %n записи</numerusform>
            <numerusform>фиксация %n записей</numerusform>
            <numerusform>фиксация %n записей</numerusform>
        </translation>
    </message>
    <message>
        <source>roll back</source>
        <translation>откат транзакции</translation>
    </message>
    <message>
        <source>no conversation %1 in the store (plan it with the run first)</source>
        <translation>в базе результатов нет разговора %1 (сначала запланируйте его вместе с прогоном)</translation>
    </message>
    <message>
        <source>save configuration %1</source>
        <translation>сохранение конфигурации %1</translation>
    </message>
    <message>
        <source>plan conversation %1</source>
        <translation>планирование разговора %1</translation>
    </message>
    <message>
        <source>create run %1</source>
        <translation>создание прогона %1</translation>
    </message>
    <message>
        <source>mark run %1 %2</source>
        <translation>установка статуса %2 для прогона %1</translation>
    </message>
    <message>
        <source>no run %1 in the store</source>
        <translation>в базе результатов нет прогона %1</translation>
    </message>
    <message>
        <source>delete run %1</source>
        <translation>удаление прогона %1</translation>
    </message>
    <message>
        <source>begin conversation %1</source>
        <translation>начало разговора %1</translation>
    </message>
    <message>
        <source>the conversation is already done; a resumed run does not redo it</source>
        <translation>разговор уже завершён; продолженный прогон не выполняет его повторно</translation>
    </message>
    <message>
        <source>append turn %1 of %2</source>
        <translation>добавление реплики %1 разговора %2</translation>
    </message>
    <message>
        <source>finish conversation %1 as %2</source>
        <translation>завершение разговора %1 со статусом %2</translation>
    </message>
    <message>
        <source>a conversation finishes as done, failed or cancelled</source>
        <translation>разговор завершается со статусом done, failed или cancelled</translation>
    </message>
    <message>
        <source>set pass/fail of %1</source>
        <translation>запись результата pass/fail для %1</translation>
    </message>
    <message>
        <source>cancel the running conversations of %1</source>
        <translation>отмена выполняющихся разговоров прогона %1</translation>
    </message>
    <message>
        <source>record a %1 model call</source>
        <translation>запись вызова модели (%1)</translation>
    </message>
    <message>
        <source>save the %1 judgment of %2</source>
        <translation>сохранение оценки по критериям %1 для %2</translation>
    </message>
    <message>
        <source>save probe %1 of %2</source>
        <translation>сохранение пробы %1 для %2</translation>
    </message>
    <message>
        <source>save the evidence of call %1</source>
        <translation>сохранение доказательств звонка %1</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: такой папки нет</translation>
    </message>
    <message>
        <source>%1: not a file</source>
        <translation>%1: это не файл</translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation>%1: папка %2 не существует</translation>
    </message>
    <message>
        <source>%1: cannot read the results: %2</source>
        <translation>%1: не удаётся прочитать результаты: %2</translation>
    </message>
    <message>
        <source>%1: no conversation %2</source>
        <translation>%1: нет разговора %2</translation>
    </message>
    <message>
        <source>%1: no results database (nothing has been run in this workspace yet)</source>
        <translation>%1: нет базы данных результатов (в этом рабочем пространстве ещё ничего не запускалось)</translation>
    </message>
    <message>
        <source>%1: no run %2</source>
        <translation>%1: нет прогона %2</translation>
    </message>
    <message>
        <source>%1: there are no runs yet</source>
        <translation>%1: прогонов пока нет</translation>
    </message>
    <message>
        <source>%1: no run &quot;%2&quot; (polygon-cli runs lists them)</source>
        <translation>%1: нет прогона &quot;%2&quot; (их список выводит polygon-cli runs)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; names more than one run: %3</source>
        <translation>%1: &quot;%2&quot; соответствует нескольким прогонам: %3</translation>
    </message>
    <message>
        <source>%1: no configuration %2</source>
        <translation>%1: нет конфигурации %2</translation>
    </message>
    <message>
        <source>no answer to %1</source>
        <translation>нет ответа на %1</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: не удаётся прочитать файл: %2</translation>
    </message>
    <message>
        <source>%1: not a SQLite database (the file does not start with the SQLite header); Polygon leaves it untouched: move it away to start a new results database</source>
        <translation>%1: это не база данных SQLite (файл не начинается с заголовка SQLite); Polygon не трогает этот файл: переместите его, чтобы начать новую базу данных результатов</translation>
    </message>
    <message>
        <source>%1: damaged SQLite header (page size %2); Polygon leaves the file untouched</source>
        <translation>%1: повреждён заголовок SQLite (размер страницы %2); Polygon не трогает файл</translation>
    </message>
    <message>
        <source>%1: truncated or damaged: %2 bytes is not a whole number of %3-byte pages; Polygon leaves the file untouched</source>
        <translation>%1: файл обрезан или повреждён: размер %2 Б не кратен размеру страницы (%3 Б); Polygon не трогает файл</translation>
    </message>
    <message>
        <source>%1: truncated: the header says %2 pages (%3 bytes) but the file holds %4 bytes; Polygon leaves the file untouched</source>
        <translation>%1: файл обрезан: по заголовку страниц %2 (%3 Б), а размер файла — %4 Б; Polygon не трогает файл</translation>
    </message>
    <message>
        <source>%1: the Qt SQLite driver (QSQLITE) is not available</source>
        <translation>%1: драйвер SQLite для Qt (QSQLITE) недоступен</translation>
    </message>
    <message>
        <source>%1: cannot open the database: %2</source>
        <translation>%1: не удаётся открыть базу данных: %2</translation>
    </message>
    <message>
        <source>%1: cannot read the database: %2; Polygon leaves the file untouched</source>
        <translation>%1: не удаётся прочитать базу данных: %2; Polygon не трогает файл</translation>
    </message>
    <message>
        <source>cannot switch to the write-ahead log: %1</source>
        <translation>не удаётся переключиться в режим WAL (журнал упреждающей записи): %1</translation>
    </message>
    <message>
        <source>cannot start the migration: %1</source>
        <translation>не удаётся начать миграцию: %1</translation>
    </message>
    <message>
        <source>cannot read the schema version: %1</source>
        <translation>не удаётся прочитать версию схемы: %1</translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2 [%3]</source>
        <translation>миграция на версию схемы %1 не удалась: %2 [%3]</translation>
    </message>
    <message>
        <source>cannot record the schema version: %1</source>
        <translation>не удаётся записать версию схемы: %1</translation>
    </message>
    <message>
        <source>cannot commit the migration: %1</source>
        <translation>не удаётся зафиксировать миграцию: %1</translation>
    </message>
    <message>
        <source>%1: not a Polygon results database (another program&apos;s SQLite database); Polygon leaves it untouched</source>
        <translation>%1: это не база данных результатов Polygon (база данных SQLite другой программы); Polygon её не трогает</translation>
    </message>
    <message>
        <source>%1: the results database has schema version %2, newer than this Polygon understands (%3); open it with a newer Polygon</source>
        <translation>%1: у базы данных результатов версия схемы %2 — новее той, которую понимает эта версия Polygon (%3); откройте её более новой версией Polygon</translation>
    </message>
    <message>
        <source>%1: the database is damaged (%2); it was not migrated — run polygon-cli db check for details</source>
        <translation>%1: база данных повреждена (%2); миграция не выполнена — подробности покажет polygon-cli db check</translation>
    </message>
    <message>
        <source>%1: cannot read the database: %2</source>
        <translation>%1: не удаётся прочитать базу данных: %2</translation>
    </message>
    <message>
        <source>%1: cannot switch to the write-ahead log: %2</source>
        <translation>%1: не удаётся переключиться в режим WAL (журнал упреждающей записи): %2</translation>
    </message>
    <message>
        <source>%1: not a Polygon results database (another program&apos;s SQLite database)</source>
        <translation>%1: это не база данных результатов Polygon (база данных SQLite другой программы)</translation>
    </message>
    <message>
        <source>%1: the results database has schema version %2, newer than this Polygon understands (%3); check it with a newer Polygon</source>
        <translation>%1: у базы данных результатов версия схемы %2 — новее той, которую понимает эта версия Polygon (%3); проверьте её более новой версией Polygon</translation>
    </message>
    <message>
        <source>schema version %1: migrated to %2 when Polygon next opens it</source>
        <translation>версия схемы %1: будет обновлена до %2 при следующем открытии в Polygon</translation>
    </message>
    <message>
        <source>%1: the integrity check could not run: %2</source>
        <translation>%1: не удалось выполнить проверку целостности: %2</translation>
    </message>
    <message>
        <source>%1: integrity: %2</source>
        <translation>%1: целостность: %2</translation>
    </message>
    <message>
        <source>%1: the integrity check stopped: %2</source>
        <translation>%1: проверка целостности прервана: %2</translation>
    </message>
    <message>
        <source>%1: the table &quot;%2&quot; of schema version %3 is missing</source>
        <translation>%1: отсутствует таблица &quot;%2&quot; версии схемы %3</translation>
    </message>
    <message>
        <source>%1: the foreign-key check could not run: %2</source>
        <translation>%1: не удалось выполнить проверку внешних ключей: %2</translation>
    </message>
    <message>
        <source>%1: table &quot;%2&quot; row %3 refers to a missing row of &quot;%4&quot;</source>
        <translation>%1: строка %3 таблицы &quot;%2&quot; ссылается на отсутствующую строку таблицы &quot;%4&quot;</translation>
    </message>
    <message>
        <source>%1: the file is empty, not a results database</source>
        <translation>%1: файл пуст, это не база данных результатов</translation>
    </message>
    <message>
        <source>no events: nothing to check</source>
        <translation>нет событий: проверять нечего</translation>
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
        <source>&quot;answers&quot; must be an array of &quot;yes&quot;, &quot;no&quot; or &quot;na&quot;, not %1</source>
        <translation>&quot;answers&quot;: ожидается массив из &quot;yes&quot;, &quot;no&quot; или &quot;na&quot;, а не %1</translation>
    </message>
    <message>
        <source>answer %1 must be &quot;yes&quot;, &quot;no&quot; or &quot;na&quot;, not %2</source>
        <translation>ответ %1 должен быть &quot;yes&quot;, &quot;no&quot; или &quot;na&quot;, а не %2</translation>
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
        <source>%1 vectors for %2 rules</source>
        <translation>векторов: %1, правил: %2</translation>
    </message>
    <message>
        <source>tier 3: the endpoint&apos;s embeddings failed (%1); using offline n-gram vectors</source>
        <translation>уровень 3: не удалось получить эмбеддинги от конечной точки (%1); используются офлайн-векторы n-грамм</translation>
    </message>
    <message>
        <source>tier 4: %1</source>
        <translation>уровень 4: %1</translation>
    </message>
    <message>
        <source>the API key could not be read</source>
        <translation>не удалось прочитать ключ API</translation>
    </message>
    <message>
        <source>the endpoint is unreachable</source>
        <translation>конечная точка недоступна</translation>
    </message>
    <message>
        <source>chat failed</source>
        <translation>сбой чата</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>не проверено: %1</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>не проверено</translation>
    </message>
    <message>
        <source>no provider profile for the %1 model: set one in polygon.json &quot;providers&quot; or on the agent</source>
        <translation>нет профиля провайдера для модели роли %1: задайте его в &quot;providers&quot; в polygon.json или у агента</translation>
    </message>
    <message>
        <source>unknown provider profile &quot;%1&quot;</source>
        <translation>неизвестный профиль провайдера &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no provider &quot;%1&quot; in the workspace and no such profile file; the workspace has: %2</source>
        <translation>в рабочем пространстве нет провайдера &quot;%1&quot;, и такого файла профиля тоже нет; в рабочем пространстве есть: %2</translation>
    </message>
    <message>
        <source>no such profile file</source>
        <translation>файл профиля не найден</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) ended in an error</source>
        <translation>
            <numerusform>%n разговор завершился ошибкой</numerusform>
            <numerusform>%n разговора завершились ошибкой</numerusform>
            <numerusform>%n разговоров завершились ошибкой</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the flow file</source>
        <translation>не удаётся прочитать файл схемы диалога</translation>
    </message>
    <message>
        <source>&quot;today&quot; must be a date YYYY-MM-DD</source>
        <translation>&quot;today&quot;: ожидается дата в формате YYYY-MM-DD</translation>
    </message>
    <message>
        <source>expected a list of regular expressions, not %1</source>
        <translation>ожидается список регулярных выражений, а не %1</translation>
    </message>
    <message>
        <source>expected a regular expression (a string), not %1</source>
        <translation>ожидается регулярное выражение (строка), а не %1</translation>
    </message>
    <message>
        <source>slot &quot;%1&quot;</source>
        <translation>слот &quot;%1&quot;</translation>
    </message>
    <message>
        <source>slot type</source>
        <translation>тип слота</translation>
    </message>
    <message>
        <source>unknown state &quot;%1&quot;</source>
        <translation>неизвестное состояние &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown slot &quot;%1&quot;</source>
        <translation>неизвестный слот &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown condition %1; expected one of: %2</source>
        <translation>неизвестное условие %1; ожидается одно из: %2</translation>
    </message>
    <message>
        <source>&quot;exists&quot; must be true or false, not %1</source>
        <translation>&quot;exists&quot;: ожидается true или false, а не %1</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2</source>
        <translation>%1: ожидается число, а не %2</translation>
    </message>
    <message>
        <source>expected a list of rules, not %1</source>
        <translation>ожидается список правил, а не %1</translation>
    </message>
    <message>
        <source>the rule</source>
        <translation>правило</translation>
    </message>
    <message>
        <source>unknown intent &quot;%1&quot;</source>
        <translation>неизвестное намерение &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an object of conditions, not %1</source>
        <translation>ожидается объект с условиями, а не %1</translation>
    </message>
    <message>
        <source>expected an object of slot: question, not %1</source>
        <translation>ожидается объект вида слот: вопрос, а не %1</translation>
    </message>
    <message>
        <source>the question for slot %1 must be a string, not %2</source>
        <translation>вопрос для слота %1: ожидается строка, а не %2</translation>
    </message>
    <message>
        <source>state &quot;%1&quot;</source>
        <translation>состояние &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a state with &quot;fill&quot; needs &quot;then&quot;</source>
        <translation>у состояния с &quot;fill&quot; должно быть &quot;then&quot;</translation>
    </message>
    <message>
        <source>no question for slot &quot;%1&quot;</source>
        <translation>нет вопроса для слота &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an object, not %1</source>
        <translation>ожидается объект, а не %1</translation>
    </message>
    <message>
        <source>expected an object of slot: template, not %1</source>
        <translation>ожидается объект вида слот: шаблон, а не %1</translation>
    </message>
    <message>
        <source>&quot;pattern&quot; must be a regular expression (a string), not %1</source>
        <translation>&quot;pattern&quot;: ожидается регулярное выражение (строка), а не %1</translation>
    </message>
    <message>
        <source>invalid regular expression &quot;%1&quot;: %2 at offset %3</source>
        <translation>некорректное регулярное выражение &quot;%1&quot;: %2 по смещению %3</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>вложенность глубже %1 уровней</translation>
    </message>
    <message>
        <source>number out of range: %1</source>
        <translation>число вне допустимого диапазона: %1</translation>
    </message>
    <message>
        <source>%1: the folder is not empty; give a new or empty folder</source>
        <translation>%1: папка не пуста; укажите новую или пустую папку</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: не удаётся записать файл: %2</translation>
    </message>
    <message>
        <source>the workspace has no agent &quot;%1&quot; or no persona &quot;%2&quot; to replay</source>
        <translation>в рабочем пространстве нет агента &quot;%1&quot; или персоны &quot;%2&quot; для воспроизведения</translation>
    </message>
    <message>
        <source>the workspace names no provider for %1 (&quot;providers&quot;: {&quot;%1&quot;: …} in polygon.json); pass --provider PROFILE</source>
        <translation>в рабочем пространстве не указан провайдер для роли %1 (&quot;providers&quot;: {&quot;%1&quot;: …} в polygon.json); укажите --provider PROFILE</translation>
    </message>
    <message>
        <source>the workspace has no provider &quot;%1&quot;</source>
        <translation>в рабочем пространстве нет провайдера &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the judge input</source>
        <translation>ввод для судьи</translation>
    </message>
    <message>
        <source>there is no conversation to judge</source>
        <translation>нет ни одного разговора для оценки</translation>
    </message>
    <message>
        <source>the folder holds no probe files (*.json)</source>
        <translation>в папке нет файлов проб (*.json)</translation>
    </message>
    <message>
        <source>cannot read the probes: %1</source>
        <translation>не удаётся прочитать пробы: %1</translation>
    </message>
    <message>
        <source>the probe list is empty</source>
        <translation>список проб пуст</translation>
    </message>
    <message>
        <source>the judge&apos;s reply is not a JSON object (%1)</source>
        <translation>ответ судьи не является объектом JSON (%1)</translation>
    </message>
    <message>
        <source>the judge&apos;s reply has no &quot;criteria&quot; object (%1)</source>
        <translation>в ответе судьи нет объекта &quot;criteria&quot; (%1)</translation>
    </message>
    <message>
        <source>the answer is not &quot;yes&quot;, &quot;no&quot; or &quot;na&quot; (%1)</source>
        <translation>ответ не &quot;yes&quot;, &quot;no&quot; и не &quot;na&quot; (%1)</translation>
    </message>
    <message>
        <source>probe %1, conversation %2: %3</source>
        <translation>проба %1, разговор %2: %3</translation>
    </message>
    <message>
        <source>start grading %1 of run %2</source>
        <translation>начать оценивание %1 прогона %2</translation>
    </message>
    <message>
        <source>end grading %1</source>
        <translation>завершить оценивание %1</translation>
    </message>
    <message>
        <source>unknown rubric &quot;%1&quot;; Polygon has: %2</source>
        <translation>неизвестная рубрика &quot;%1&quot;; в Polygon есть: %2</translation>
    </message>
    <message>
        <source>the store did not finish writing the grading</source>
        <translation>хранилище не завершило запись оценивания</translation>
    </message>
    <message>
        <source>%1 must be a non-empty regular expression</source>
        <translation>%1 должно быть непустым регулярным выражением</translation>
    </message>
    <message>
        <source>%1 is not a valid regular expression: %2</source>
        <translation>%1 — недопустимое регулярное выражение: %2</translation>
    </message>
    <message>
        <source>%1 must be a tool name</source>
        <translation>%1 должно быть именем инструмента</translation>
    </message>
    <message>
        <source>%1 must be an object with exactly one of: %2</source>
        <translation>%1 должно быть объектом ровно с одним из: %2</translation>
    </message>
    <message>
        <source>%1 must be {&quot;pattern&quot;: REGEX, &quot;tool&quot;: NAME}</source>
        <translation>%1 должно быть {&quot;pattern&quot;: REGEX, &quot;tool&quot;: NAME}</translation>
    </message>
    <message>
        <source>%1 must be {&quot;failed&quot;: NAME, &quot;check&quot;: NAME}</source>
        <translation>%1 должно быть {&quot;failed&quot;: NAME, &quot;check&quot;: NAME}</translation>
    </message>
    <message>
        <source>%1: unknown condition &quot;%2&quot;; expected one of: %3</source>
        <translation>%1: неизвестное условие &quot;%2&quot;; ожидается одно из: %3</translation>
    </message>
    <message>
        <source>&quot;rule&quot; must be an object with &quot;yes_if&quot; and optionally &quot;applies_if&quot;</source>
        <translation>&quot;rule&quot; должно быть объектом с &quot;yes_if&quot; и, при желании, &quot;applies_if&quot;</translation>
    </message>
    <message>
        <source>&quot;rule&quot; has an unknown key &quot;%1&quot;; expected &quot;yes_if&quot; and optionally &quot;applies_if&quot;</source>
        <translation>в &quot;rule&quot; неизвестный ключ &quot;%1&quot;; ожидается &quot;yes_if&quot; и, при желании, &quot;applies_if&quot;</translation>
    </message>
    <message>
        <source>&quot;rule&quot; needs &quot;yes_if&quot;</source>
        <translation>&quot;rule&quot; требует &quot;yes_if&quot;</translation>
    </message>
    <message>
        <source>a verdict is pass, warning or fail, not &quot;%1&quot;</source>
        <translation>вердикт — pass, warning или fail, а не &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown criterion &quot;%1&quot;; expected one of: %2</source>
        <translation>неизвестный критерий &quot;%1&quot;; ожидается один из: %2</translation>
    </message>
    <message>
        <source>criterion &quot;%1&quot; needs a score from %2 to %3</source>
        <translation>критерию &quot;%1&quot; нужна оценка от %2 до %3</translation>
    </message>
    <message>
        <source>run %1 has no conversation &quot;%2&quot;; it has: %3</source>
        <translation>в прогоне %1 нет разговора &quot;%2&quot;; есть: %3</translation>
    </message>
    <message>
        <source>run %1 has no completed grading; grade it first (polygon-cli grade)</source>
        <translation>у прогона %1 нет завершённого оценивания; сначала оцените его (polygon-cli grade)</translation>
    </message>
    <message>
        <source>save the verdict on %1</source>
        <translation>сохранить вердикт для %1</translation>
    </message>
    <message>
        <source>%1: no results store</source>
        <translation>%1: нет базы результатов</translation>
    </message>
    <message>
        <source>run %1 has no conversation &quot;%2&quot;</source>
        <translation>в прогоне %1 нет разговора &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown agent &quot;%1&quot;</source>
        <translation>неизвестный агент &quot;%1&quot;</translation>
    </message>
    <message>
        <source>syntax error while parsing object separator</source>
        <translation>синтаксическая ошибка в разделителе объекта</translation>
    </message>
    <message>
        <source>syntax error while parsing object key</source>
        <translation>синтаксическая ошибка в ключе объекта</translation>
    </message>
    <message>
        <source>syntax error while parsing object</source>
        <translation>синтаксическая ошибка в объекте</translation>
    </message>
    <message>
        <source>syntax error while parsing array</source>
        <translation>синтаксическая ошибка в массиве</translation>
    </message>
    <message>
        <source>syntax error while parsing value</source>
        <translation>синтаксическая ошибка в значении</translation>
    </message>
    <message>
        <source>unexpected end of input</source>
        <translation>неожиданный конец данных</translation>
    </message>
    <message>
        <source>invalid string: control character</source>
        <translation>недопустимая строка: управляющий символ</translation>
    </message>
    <message>
        <source>must be escaped to</source>
        <translation>должен быть экранирован как</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>недопустимая строка: некорректный байт UTF-8</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>недопустимая строка: запрещённый символ после обратной косой черты</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>недопустимая строка: нет закрывающей кавычки</translation>
    </message>
    <message>
        <source>invalid number</source>
        <translation>недопустимое число</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>недопустимый литерал</translation>
    </message>
    <message>
        <source>expected digit after</source>
        <translation>ожидалась цифра после</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>строковый литерал</translation>
    </message>
    <message>
        <source>unexpected</source>
        <translation>неожиданно</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>ожидалось</translation>
    </message>
    <message>
        <source>last read: &apos;%1&apos;</source>
        <translation>последнее прочитанное: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>this folder already is a workspace</source>
        <translation>эта папка уже является рабочим пространством</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>не удалось создать папку</translation>
    </message>
    <message>
        <source>the destination already exists</source>
        <translation>папка назначения уже существует</translation>
    </message>
    <message>
        <source>cannot copy the file</source>
        <translation>не удалось скопировать файл</translation>
    </message>
    <message>
        <source>cannot delete the file</source>
        <translation>не удалось удалить файл</translation>
    </message>
    <message>
        <source>%1 is an LLM agent: it needs a model. Choose a profile under Models.</source>
        <translation>%1 — LLM-агент: ему нужна модель. Выберите профиль в поле «Модели».</translation>
    </message>
    <message>
        <source>Callers played by a model need a model: choose a profile under Models.</source>
        <translation>Звонящим, которых играет модель, нужна модель: выберите профиль в поле «Модели».</translation>
    </message>
    <message>
        <source>The LLM judge needs a model: grade with the rule judge, or choose a profile under Models.</source>
        <translation>LLM-судье нужна модель: оценивайте судьёй по правилам или выберите профиль в поле «Модели».</translation>
    </message>
    <message>
        <source>polygon.json names no judge profile (&quot;providers&quot;: {&quot;judge&quot;: …}).</source>
        <translation>В polygon.json не указан профиль судьи (&quot;providers&quot;: {&quot;judge&quot;: …}).</translation>
    </message>
    <message>
        <source>save version %1 of prompt %2</source>
        <translation>сохранение версии %1 промпта %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be milliseconds since 1970 (a number), not %2</source>
        <translation>«%1»: ожидаются миллисекунды с 1970 года (число), а не %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; %2 is not a time of a call: milliseconds since 1970, before the year 2100, expected</source>
        <translation>«%1» %2 — не время звонка: ожидаются миллисекунды с 1970 года, до 2100 года</translation>
    </message>
    <message>
        <source>&quot;%1&quot; %2 is not an ISO 8601 date-time between 1970 and 2099</source>
        <translation>«%1» %2 — не дата-время ISO 8601 между 1970 и 2099 годами</translation>
    </message>
    <message>
        <source>message %1</source>
        <translation>сообщение %1</translation>
    </message>
    <message>
        <source>&quot;toolCalls&quot; must be an array of tool calls</source>
        <translation>«toolCalls»: ожидается массив вызовов инструментов</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of tool calls</source>
        <translation>«%1»: ожидается массив вызовов инструментов</translation>
    </message>
    <message>
        <source>a parameter name is not UTF-8 text</source>
        <translation>имя параметра — не текст UTF-8</translation>
    </message>
    <message>
        <source>the value of %1 is not UTF-8 text</source>
        <translation>значение %1 — не текст UTF-8</translation>
    </message>
    <message>
        <source>this is a Twilio Media Streams message (&quot;event&quot;: %1), not a status callback: the twilio importer reads call status callbacks only, and media streams carry audio, which the gates never read</source>
        <translation>это сообщение Twilio Media Streams («event»: %1), а не обратный вызов статуса: импорт twilio читает только обратные вызовы статуса звонка, а медиапотоки несут звук, который проверки никогда не читают</translation>
    </message>
    <message>
        <source>the Timestamp %1 is not a time of a call (1970 to 2099)</source>
        <translation>Timestamp %1 — не время звонка (с 1970 по 2099 год)</translation>
    </message>
    <message>
        <source>the SequenceNumber %1 is not a whole number from 0</source>
        <translation>SequenceNumber %1 — не целое число от 0</translation>
    </message>
    <message>
        <source>unknown AnsweredBy %1; expected one of: %2</source>
        <translation>неизвестное значение AnsweredBy %1; ожидается одно из: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be seconds from the start of the call (a number from 0)</source>
        <translation>«%1»: ожидаются секунды от начала звонка (число от 0)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of utterances</source>
        <translation>«%1»: ожидается массив высказываний</translation>
    </message>
    <message>
        <source>utterance %1</source>
        <translation>высказывание %1</translation>
    </message>
    <message>
        <source>word %1</source>
        <translation>слово %1</translation>
    </message>
    <message>
        <source>no events: the input is empty</source>
        <translation>нет событий: входные данные пусты</translation>
    </message>
    <message>
        <source>a status callback must be a JSON object</source>
        <translation>обратный вызов статуса должен быть объектом JSON</translation>
    </message>
    <message>
        <source>the call</source>
        <translation>звонок</translation>
    </message>
    <message>
        <source>a Vapi server message or call must be a JSON object</source>
        <translation>серверное сообщение или звонок Vapi должны быть объектом JSON</translation>
    </message>
    <message>
        <source>a Retell call must be a JSON object</source>
        <translation>звонок Retell должен быть объектом JSON</translation>
    </message>
    <message>
        <source>no events: the input holds no payload</source>
        <translation>нет событий: во входных данных нет ни одного сообщения</translation>
    </message>
    <message numerus="yes">
        <source>no events: none of the %n payloads gives a call event</source>
        <translation>
            <numerusform>нет событий: ни одно из %n сообщения не даёт события звонка</numerusform>
            <numerusform>нет событий: ни одно из %n сообщений не даёт события звонка</numerusform>
            <numerusform>нет событий: ни одно из %n сообщений не даёт события звонка</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no events: none of the %n payloads gives a call event (types seen: %1)</source>
        <translation>
            <numerusform>нет событий: ни одно из %n сообщения не даёт события звонка (встреченные типы: %1)</numerusform>
            <numerusform>нет событий: ни одно из %n сообщений не даёт события звонка (встреченные типы: %1)</numerusform>
            <numerusform>нет событий: ни одно из %n сообщений не даёт события звонка (встреченные типы: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>gates: %1</source>
        <translation>жёсткие критерии: %1</translation>
    </message>
    <message>
        <source>band: %1</source>
        <translation>диапазон: %1</translation>
    </message>
    <message>
        <source>composite: %1</source>
        <translation>итог: %1</translation>
    </message>
    <message>
        <source>lowest criteria: %1</source>
        <translation>самые низкие критерии: %1</translation>
    </message>
    <message>
        <source>verdict fail (%1)</source>
        <translation>вердикт fail (%1)</translation>
    </message>
    <message>
        <source>run %1 has no completed grading: grade it first with polygon-cli grade %2 %1</source>
        <translation>у прогона %1 нет завершённого оценивания: сначала оцените его командой polygon-cli grade %2 %1</translation>
    </message>
    <message>
        <source>the conversation ended in an error</source>
        <translation>разговор закончился ошибкой</translation>
    </message>
    <message>
        <source>not finished: %1</source>
        <translation>не завершён: %1</translation>
    </message>
    <message>
        <source>not judged in grading %1</source>
        <translation>не оценён в оценивании %1</translation>
    </message>
    <message>
        <source>not scored: the judge scored no criterion</source>
        <translation>без оценки: судья не оценил ни одного критерия</translation>
    </message>
    <message>
        <source>%1 (%2, %3, difficulty %4)</source>
        <translation>%1 (%2, %3, сложность %4)</translation>
    </message>
    <message>
        <source>expected a JSON value, found %1</source>
        <translation>ожидается значение JSON, найдено %1</translation>
    </message>
    <message>
        <source>this value never ends: the input stops inside it</source>
        <translation>это значение не завершено: входные данные обрываются внутри него</translation>
    </message>
    <message>
        <source>the array never ends: &quot;]&quot; is missing</source>
        <translation>массив не завершён: отсутствует &quot;]&quot;</translation>
    </message>
    <message>
        <source>unexpected text after the array</source>
        <translation>неожиданный текст после массива</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;]&quot; after an array element, found %1</source>
        <translation>после элемента массива ожидается &quot;,&quot; или &quot;]&quot;, найдено %1</translation>
    </message>
    <message>
        <source>this quoted field never ends: its closing quote is missing</source>
        <translation>поле в кавычках не завершено: отсутствует закрывающая кавычка</translation>
    </message>
    <message>
        <source>unexpected %1 after a quoted field; expected &quot;,&quot; or the end of the line (a quote inside a field is written twice)</source>
        <translation>после поля в кавычках неожиданно идёт %1; ожидается &quot;,&quot; или конец строки (кавычка внутри поля записывается дважды)</translation>
    </message>
    <message>
        <source>a quote inside a field that does not start with one; quote the whole field and write the quote twice</source>
        <translation>кавычка внутри поля, которое не начинается с кавычки; заключите всё поле в кавычки, а кавычку внутри запишите дважды</translation>
    </message>
    <message>
        <source>&quot;latest&quot; names the newest run; choose another name for the import</source>
        <translation>&quot;latest&quot; обозначает последний прогон; выберите для импорта другое имя</translation>
    </message>
    <message>
        <source>a run named %1 already exists in %2; choose another --name</source>
        <translation>прогон с именем %1 уже есть в %2; выберите другое --name</translation>
    </message>
    <message>
        <source>%1: no conversation to import</source>
        <translation>%1: нет разговоров для импорта</translation>
    </message>
    <message>
        <source>%1: no conversation to import: every record was left out</source>
        <translation>%1: нет разговоров для импорта: все записи пропущены</translation>
    </message>
    <message>
        <source>&quot;messages&quot; must be an array of messages, not %1</source>
        <translation>&quot;messages&quot;: ожидается массив сообщений, а не %1</translation>
    </message>
    <message>
        <source>message role</source>
        <translation>роль сообщения</translation>
    </message>
    <message>
        <source>&quot;toolCalls&quot; must be an array of tool calls, not %1</source>
        <translation>&quot;toolCalls&quot;: ожидается массив вызовов инструментов, а не %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of utterances, not %2</source>
        <translation>&quot;%1&quot;: ожидается массив высказываний, а не %2</translation>
    </message>
    <message>
        <source>utterance role</source>
        <translation>роль высказывания</translation>
    </message>
    <message>
        <source>a Retell call needs its transcript: &quot;transcript_object&quot; or &quot;transcript_with_tool_calls&quot;</source>
        <translation>звонку Retell нужна стенограмма: &quot;transcript_object&quot; или &quot;transcript_with_tool_calls&quot;</translation>
    </message>
    <message>
        <source>the rows of conversation %1 are not together: its earlier rows start at line %2; sort the file by conversation</source>
        <translation>строки разговора %1 идут не подряд: его более ранние строки начинаются в строке %2; отсортируйте файл по разговорам</translation>
    </message>
    <message>
        <source>conversation %1 appears twice: its first record is at line %2</source>
        <translation>разговор %1 встречается дважды: его первая запись — в строке %2</translation>
    </message>
    <message>
        <source>a conversation</source>
        <translation>разговор</translation>
    </message>
    <message>
        <source>a call</source>
        <translation>звонок</translation>
    </message>
    <message>
        <source>the header names column %1 twice</source>
        <translation>в заголовке столбец %1 указан дважды</translation>
    </message>
    <message>
        <source>the CSV header has no %1 column; it needs conversation, speaker and text (time and scenario are optional)</source>
        <translation>в заголовке CSV нет столбца %1; нужны conversation, speaker и text (time и scenario необязательны)</translation>
    </message>
    <message>
        <source>this row has %1 fields; the header has %2</source>
        <translation>в этой строке полей: %1, а в заголовке: %2</translation>
    </message>
    <message>
        <source>the row names no conversation</source>
        <translation>в строке не указан разговор</translation>
    </message>
    <message>
        <source>unknown speaker %1; expected one of: caller, user, customer, agent, assistant, bot</source>
        <translation>неизвестный говорящий %1; ожидается один из: caller, user, customer, agent, assistant, bot</translation>
    </message>
    <message>
        <source>time %1 is neither seconds (a number from 0) nor an ISO 8601 date and time</source>
        <translation>время %1 — не секунды (число от 0) и не дата и время ISO 8601</translation>
    </message>
    <message>
        <source>Says what an earlier rule says, from the other side (%1).</source>
        <translation>Повторяет более раннее правило, но с обратной стороны (%1).</translation>
    </message>
    <message>
        <source>Says what an earlier rule says, in other words (%1).</source>
        <translation>Повторяет более раннее правило другими словами (%1).</translation>
    </message>
    <message>
        <source>Requires what another rule forbids, in other words (%1).</source>
        <translation>Требует того, что запрещает другое правило, только другими словами (%1).</translation>
    </message>
    <message>
        <source>Allows what another rule forbids, in other words (%1).</source>
        <translation>Разрешает то, что запрещает другое правило, только другими словами (%1).</translation>
    </message>
    <message>
        <source>cooperative</source>
        <translation>сговорчивый</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>занятой</translation>
    </message>
    <message>
        <source>distrustful</source>
        <translation>недоверчивый</translation>
    </message>
    <message>
        <source>confused</source>
        <translation>растерянный</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>агрессивный</translation>
    </message>
    <message>
        <source>talkative</source>
        <translation>болтливый</translation>
    </message>
    <message>
        <source>success</source>
        <translation>успех</translation>
    </message>
    <message>
        <source>refusal</source>
        <translation>отказ</translation>
    </message>
    <message>
        <source>callback</source>
        <translation>обратный звонок</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>перевод на сотрудника</translation>
    </message>
    <message>
        <source>the run was not graded</source>
        <translation>прогон не был оценён</translation>
    </message>
    <message>
        <source>Stub of %1, a tool the prompt names. Describe here what it does and when the agent should call it, list its arguments under &quot;parameters&quot; and put what the real tool answers on success under &quot;behaviour&quot;.</source>
        <translation>Заглушка для %1 — инструмента, названного в промпте. Опишите здесь, что он делает и когда агент должен его вызывать, перечислите его аргументы в &quot;parameters&quot;, а в &quot;behaviour&quot; укажите, что отвечает настоящий инструмент при успехе.</translation>
    </message>
    <message>
        <source>An example tool stub: the prompt names no tool. Rename this file to a tool your agent calls, describe it here, list its arguments under &quot;parameters&quot; and put what the real tool answers on success under &quot;behaviour&quot;.</source>
        <translation>Пример заглушки инструмента: в промпте не назван ни один инструмент. Переименуйте этот файл по имени инструмента, который вызывает ваш агент, опишите его здесь, перечислите его аргументы в &quot;parameters&quot;, а в &quot;behaviour&quot; укажите, что отвечает настоящий инструмент при успехе.</translation>
    </message>
    <message>
        <source>Replace with what %1 answers on success.</source>
        <translation>Замените тем, что %1 отвечает при успехе.</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>некорректный JSON: %1</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: gets the most common thing your agent does done, answering every question.</source>
        <translation>ПРИМЕР, отредактируйте: доводит до конца самое типичное для вашего агента дело, отвечая на все вопросы.</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>дружелюбный</translation>
    </message>
    <message>
        <source>answers exactly what is asked</source>
        <translation>отвечает ровно на то, что спрашивают</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: has no time now and wants to be called back later.</source>
        <translation>ПРИМЕР, отредактируйте: сейчас нет времени, просит перезвонить позже.</translation>
    </message>
    <message>
        <source>short answers</source>
        <translation>короткие ответы</translation>
    </message>
    <message>
        <source>says twice that they are in a hurry</source>
        <translation>дважды говорит, что торопится</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: wants the same thing done but only after the agent explains why it needs each detail.</source>
        <translation>ПРИМЕР, отредактируйте: хочет решить ту же задачу, но только после того, как агент объяснит, зачем ему каждое сведение.</translation>
    </message>
    <message>
        <source>asks why before giving personal details</source>
        <translation>спрашивает «зачем?», прежде чем сообщить личные данные</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: wants it done but mixes up dates and numbers and corrects them later.</source>
        <translation>ПРИМЕР, отредактируйте: хочет решить задачу, но путает даты и номера и потом их исправляет.</translation>
    </message>
    <message>
        <source>gives a wrong date first, then corrects it</source>
        <translation>сначала называет неверную дату, потом исправляет её</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: is angry about an earlier problem and demands a human.</source>
        <translation>ПРИМЕР, отредактируйте: злится из-за прежней проблемы и требует живого человека.</translation>
    </message>
    <message>
        <source>interrupts</source>
        <translation>перебивает</translation>
    </message>
    <message>
        <source>threatens to complain</source>
        <translation>грозится пожаловаться</translation>
    </message>
    <message>
        <source>EXAMPLE, edit: asks for something your agent must refuse, between long stories.</source>
        <translation>ПРИМЕР, отредактируйте: между длинными историями просит о том, в чём ваш агент должен отказать.</translation>
    </message>
    <message>
        <source>tells long stories</source>
        <translation>рассказывает длинные истории</translation>
    </message>
    <message>
        <source>drifts off topic</source>
        <translation>уходит от темы</translation>
    </message>
    <message>
        <source>EXAMPLE: replace with a fact this caller knows (a date, a number, an id)</source>
        <translation>ПРИМЕР: замените фактом, который знает этот звонящий (дата, номер, идентификатор)</translation>
    </message>
    <message>
        <source>Smoke test</source>
        <translation>Дымовой тест</translation>
    </message>
    <message>
        <source>Every caller once on a clean line. Run it after each prompt edit.</source>
        <translation>Каждый звонящий по одному разу на чистой линии. Запускайте после каждой правки промпта.</translation>
    </message>
    <message>
        <source>the workspace name &quot;%1&quot; needs at least one letter or digit (a-z, 0-9)</source>
        <translation>в названии рабочего пространства &quot;%1&quot; должна быть хотя бы одна буква или цифра (a-z, 0-9)</translation>
    </message>
    <message>
        <source>the prompt is empty: paste your agent&apos;s system prompt</source>
        <translation>промпт пуст: вставьте системный промпт агента</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 — это файл, а не папка</translation>
    </message>
    <message>
        <source>Made from a pasted prompt: fill the tool stubs in tools/ and the callers in personas/.</source>
        <translation>Создано из вставленного промпта: заполните заглушки инструментов в tools/ и звонящих в personas/.</translation>
    </message>
    <message>
        <source>The agent around the pasted prompt, with the tools it names as stubs.</source>
        <translation>Агент на основе вставленного промпта; названные в нём инструменты — заглушки.</translation>
    </message>
    <message>
        <source>Requires what another rule forbids, from the other side (%1).</source>
        <translation>Требует того, что запрещает другое правило, только с обратной стороны (%1).</translation>
    </message>
    <message>
        <source>“%1” compares with nothing: say than what, or how many or how much.</source>
        <translation>«%1» ни с чем не сравнивается: скажите, по сравнению с чем, или сколько именно.</translation>
    </message>
    <message>
        <source>If they are meant for different cases, name the case in both.</source>
        <translation>Если они относятся к разным случаям, назовите случай в обоих правилах.</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n год</numerusform>
            <numerusform>%n года</numerusform>
            <numerusform>%n лет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дня</numerusform>
            <numerusform>%n дней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n час</numerusform>
            <numerusform>%n часа</numerusform>
            <numerusform>%n часов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message>
        <source>States the same number (%1) about the same thing as an earlier rule.</source>
        <translation>Называет то же число (%1) о том же, что и более раннее правило.</translation>
    </message>
    <message>
        <source>%1 km</source>
        <translation>%1 км</translation>
    </message>
    <message>
        <source>%1 mi</source>
        <translation>%1 мили</translation>
    </message>
    <message>
        <source>Closes on days another rule gives as open.</source>
        <translation>Закрыто в дни, которые другое правило называет рабочими.</translation>
    </message>
    <message>
        <source>Gives other days than a similar rule.</source>
        <translation>Называет другие дни, чем похожее правило.</translation>
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
    <message>
        <source>Show run &lt;run&gt; (an id, a unique prefix or &quot;latest&quot;) in the runs browser.</source>
        <translation>Показать прогон &lt;run&gt; (id, уникальный префикс или &quot;latest&quot;) в обозревателе прогонов.</translation>
    </message>
    <message>
        <source>Open conversation &lt;id&gt; of the run given with --run (default: latest).</source>
        <translation>Открыть разговор &lt;id&gt; прогона, заданного в --run (по умолчанию: latest).</translation>
    </message>
    <message>
        <source>Window size, as WIDTHxHEIGHT (e.g. 1280x800).</source>
        <translation>Размер окна в виде ШИРИНАxВЫСОТА (например, 1280x800).</translation>
    </message>
    <message>
        <source>Open the run launcher once the workspace is loaded.</source>
        <translation>После загрузки рабочего пространства открыть окно запуска прогона.</translation>
    </message>
    <message>
        <source>Start an offline run of &lt;agent&gt; (a flow agent), on scenario set &lt;set&gt; when given, graded by the rule judge as it goes; with --screenshot, the shot is taken mid-run.</source>
        <translation>Запустить офлайн-прогон агента &lt;agent&gt; (агент со схемой диалога) на наборе сценариев &lt;set&gt;, если он указан, с оценкой судьёй по правилам по ходу прогона; с --screenshot снимок делается в середине прогона.</translation>
    </message>
    <message>
        <source>Compare run &lt;run&gt; with the runs given after the workspace (ids, unique prefixes or &quot;latest&quot;): polygon WORKSPACE --compare RUN RUN…</source>
        <translation>Сравнить прогон &lt;run&gt; с прогонами, указанными после рабочей папки (id, уникальные префиксы или &quot;latest&quot;): polygon WORKSPACE --compare RUN RUN…</translation>
    </message>
    <message>
        <source>With --compare: show this scenario&apos;s conversations side by side.</source>
        <translation>С --compare: показать разговоры этого сценария рядом.</translation>
    </message>
    <message>
        <source>Open the call events in &lt;file&gt; (a JSON array or JSON Lines) in the call-evidence view; with --screenshot, the shot is taken once it is read and its first call shown.</source>
        <translation>Открыть события звонков из &lt;file&gt; (массив JSON или JSON Lines) в представлении доказательств звонков; с --screenshot снимок делается, когда файл прочитан и показан его первый звонок.</translation>
    </message>
    <message>
        <source>Do what the welcome page&apos;s &quot;Open the demo&quot; does: copy the example to a new folder in Documents, run and grade it offline and show the comparison of its two runs; with --screenshot, the shot is taken once the comparison&apos;s conversations are shown.</source>
        <translation>Сделать то же, что «Открыть демо» на странице приветствия: скопировать пример в новую папку в «Документах», выполнить и оценить его офлайн и показать сравнение двух прогонов; с --screenshot снимок делается, когда показаны разговоры сравнения.</translation>
    </message>
    <message>
        <source>The demo did not finish.</source>
        <translation>Демо не завершилось.</translation>
    </message>
</context>
<context>
    <name>polygon-cli</name>
    <message>
        <source>a caller&apos;s words as noisy speech recognition hears them: dropped words, numbers digit by digit, sound-alikes, fillers (TEXT may be - for standard input)</source>
        <translation>слова звонящего так, как их слышит распознавание речи с помехами: пропущенные слова, числа по цифрам, созвучные слова, слова-паразиты (TEXT может быть - для стандартного ввода)</translation>
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
        <translation>проверить папку рабочего пространства; каждая проблема выводится как file:line:column</translation>
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
        <source>usage: %1 (at most one of A and B may be - for standard input)</source>
        <translation>использование: %1 (только один из A и B может быть - для стандартного ввода)</translation>
    </message>
    <message>
        <source>the five call-evidence gates per call from content-free events (exit 1 unless every call passes)</source>
        <translation>пять проверок доказательств по каждому звонку из событий без содержимого (код 1, если не все звонки прошли)</translation>
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
    <message>
        <source>simulate conversations, one file per persona: a flow agent with scripted callers offline and deterministic, or an LLM/HTTP agent and LLM callers through the providers (every model call recorded; --replay re-simulates a file from them)</source>
        <translation>смоделировать разговоры, по одному файлу на персону: агент со схемой диалога со сценарными звонящими — офлайн и детерминированно, или LLM/HTTP-агент и LLM-звонящие через провайдеров (каждый вызов модели записывается; --replay заново моделирует файл по этим записям)</translation>
    </message>
    <message>
        <source>run an agent against a scenario set into the workspace&apos;s results database, turn by turn; pass^k over repeats; --resume finishes a killed or cancelled run with the same seeds</source>
        <translation>прогнать агента по набору сценариев с записью в базу данных результатов рабочего пространства, реплика за репликой; pass^k по повторам; --resume завершает прерванный или отменённый прогон с теми же seed</translation>
    </message>
    <message>
        <source>copy the example workspace to DIR (default a new folder) and run both flow versions against every caller offline, with a short summary</source>
        <translation>скопировать пример рабочего пространства в DIR (по умолчанию — новая папка) и офлайн прогнать обе версии схемы диалога со всеми звонящими, с кратким итогом</translation>
    </message>
    <message>
        <source>find a prompt&apos;s weak spots on five axes: overload, attention dilution, conflict, ambiguity, redundancy; offline by default (exit 1 when an axis scores above --fail-above)</source>
        <translation>найти слабые места промпта по пяти осям: перегрузка, рассеивание внимания, противоречия, неоднозначность, избыточность; по умолчанию офлайн (код 1, если оценка какой-либо оси выше --fail-above)</translation>
    </message>
    <message>
        <source>list personas with their source prompt (stale when the prompt changed); generate new ones from an agent&apos;s prompt, one model request each; regenerate the stale ones (exit 1 if any failed)</source>
        <translation>вывести персоны с исходным промптом (устаревшие, если промпт изменился); сгенерировать новые по промпту агента, по одному запросу к модели на каждую; перегенерировать устаревшие (код 1, если хотя бы одна не удалась)</translation>
    </message>
    <message>
        <source>list the runs stored in a workspace: agent, status, conversations done</source>
        <translation>вывести прогоны, сохранённые в рабочем пространстве: агент, статус, завершённые разговоры</translation>
    </message>
    <message>
        <source>write a stored run&apos;s conversations (FORMATS.md conversations) with their results; RUN is an id, a unique prefix or latest</source>
        <translation>записать разговоры сохранённого прогона (FORMATS.md conversations) вместе с результатами; RUN — это id, уникальный префикс или latest</translation>
    </message>
    <message>
        <source>check a workspace&apos;s results database (exit 1 on integrity problems, 2 when unreadable)</source>
        <translation>проверить базу данных результатов рабочего пространства (код 1 при проблемах целостности, 2 — если её не удаётся прочитать)</translation>
    </message>
    <message>
        <source>%1: replayed, identical turn for turn (%2 turns, %3 model calls answered from the recording)</source>
        <translation>%1: воспроизведено, совпадает реплика в реплику (реплик: %2, вызовов модели с ответом из записи: %3)</translation>
    </message>
    <message>
        <source>%1: the replay differs from turn %2 on (%3)</source>
        <translation>%1: воспроизведение расходится начиная с реплики %2 (%3)</translation>
    </message>
    <message>
        <source>the agent &quot;%1&quot; is a %2 agent; --offline runs flow agents (a deterministic dialogue flow)</source>
        <translation>агент &quot;%1&quot; — это агент типа %2; --offline запускает агентов со схемой диалога (детерминированный сценарий)</translation>
    </message>
    <message>
        <source>[%1/%2] conversations done</source>
        <translation>[%1/%2] разговоров завершено</translation>
    </message>
    <message>
        <source>%1: regenerated from %2: %3</source>
        <translation>%1: сгенерировано заново по %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: ошибка: %2</translation>
    </message>
    <message>
        <source>progress: %1 of %2 personas done</source>
        <translation>прогресс: готово %1 из %2 персон</translation>
    </message>
    <message>
        <source>unknown persona type &quot;%1&quot;; expected some of: %2</source>
        <translation>неизвестный тип персоны &quot;%1&quot;; ожидается одно или несколько значений из: %2</translation>
    </message>
    <message>
        <source>--types needs at least one type</source>
        <translation>для --types нужен хотя бы один тип</translation>
    </message>
    <message>
        <source>unknown intended outcome &quot;%1&quot;; expected some of: %2</source>
        <translation>неизвестный целевой исход &quot;%1&quot;; ожидается одно или несколько значений из: %2</translation>
    </message>
    <message>
        <source>--outcomes needs at least one outcome</source>
        <translation>для --outcomes нужен хотя бы один исход</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>ТИП</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>ИСХОД</translation>
    </message>
    <message>
        <source>DIFFICULTY</source>
        <translation>СЛОЖНОСТЬ</translation>
    </message>
    <message>
        <source>SOURCE PROMPT</source>
        <translation>ИСХОДНЫЙ ПРОМПТ</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>СОСТОЯНИЕ</translation>
    </message>
    <message>
        <source>personas: %1 (%2 hand-written, %3 current, %4 stale, %5 orphaned)</source>
        <translation>персоны: %1 (написанных вручную: %2, актуальных: %3, устаревших: %4, без исходного промпта: %5)</translation>
    </message>
    <message>
        <source>--count needs a whole number from 1 to 1000</source>
        <translation>для --count нужно целое число от 1 до 1000</translation>
    </message>
    <message>
        <source>unknown prompt &quot;%1&quot;; the workspace has: %2</source>
        <translation>неизвестный промпт &quot;%1&quot;; в рабочем пространстве есть: %2</translation>
    </message>
    <message>
        <source>personas to generate from %1: %4 (provider %2, model %3), one request each</source>
        <translation>персон для генерации по %1: %4 (провайдер %2, модель %3), по одному запросу на каждую</translation>
    </message>
    <message>
        <source>%1 of %2 personas written, %3 failed</source>
        <translation>записано персон: %1 из %2, с ошибкой: %3</translation>
    </message>
    <message>
        <source>%1: its prompt &quot;%2&quot; no longer exists; it cannot be regenerated (edit or delete it)</source>
        <translation>%1: её промпт &quot;%2&quot; больше не существует; её нельзя сгенерировать заново (отредактируйте или удалите её)</translation>
    </message>
    <message>
        <source>no stale personas</source>
        <translation>устаревших персон нет</translation>
    </message>
    <message>
        <source>stale personas to regenerate: %3 (provider %1, model %2), one request each</source>
        <translation>устаревших персон для повторной генерации: %3 (провайдер %1, модель %2), по одному запросу на каждую</translation>
    </message>
    <message>
        <source>%1 of %2 stale personas regenerated, %3 failed</source>
        <translation>заново сгенерировано устаревших персон: %1 из %2, с ошибкой: %3</translation>
    </message>
    <message>
        <source>  ETA %1 </source>
        <translation>  осталось ~%1 </translation>
    </message>
    <message>
        <source>  callers whose every repeat reached its outcome: %1 of %2</source>
        <translation>  звонящие, у которых каждый повтор достиг исхода: %1 из %2</translation>
    </message>
    <message>
        <source>run %1: %2, %3 of %4 conversations done</source>
        <translation>прогон %1: %2, завершено разговоров: %3 из %4</translation>
    </message>
    <message>
        <source>cancelled; finish it with: polygon-cli run WORKSPACE --resume %1</source>
        <translation>отменено; завершить прогон можно командой: polygon-cli run WORKSPACE --resume %1</translation>
    </message>
    <message>
        <source>resuming run %1</source>
        <translation>продолжение прогона %1</translation>
    </message>
    <message>
        <source>run %1: %2 conversations of %3</source>
        <translation>прогон %1: разговоров: %2, агент %3</translation>
    </message>
    <message>
        <source>demo workspace: %1 (%2 files)</source>
        <translation>демонстрационное рабочее пространство: %1 (файлов: %2)</translation>
    </message>
    <message>
        <source>%1 — run %2, %3 conversations (%4)</source>
        <translation>%1 — прогон %2, разговоров: %3 (%4)</translation>
    </message>
    <message>
        <source> — missed</source>
        <translation> — не достигнуто</translation>
    </message>
    <message>
        <source>  tool faults met: %1, loops caught: %2, reached the caller&apos;s outcome: %3 of %4</source>
        <translation>  сбоев инструментов: %1, пойманных зацикливаний: %2, исход звонящего достигнут: %3 из %4</translation>
    </message>
    <message>
        <source>done in %1 s; the results are in %2</source>
        <translation>готово за %1 с; результаты в %2</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: такой папки нет</translation>
    </message>
    <message>
        <source>no runs yet in %1</source>
        <translation>в %1 пока нет прогонов</translation>
    </message>
    <message>
        <source>RUN</source>
        <translation>ПРОГОН</translation>
    </message>
    <message>
        <source>AGENT</source>
        <translation>АГЕНТ</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>СТАТУС</translation>
    </message>
    <message>
        <source>DONE</source>
        <translation>ГОТОВО</translation>
    </message>
    <message>
        <source>CREATED</source>
        <translation>СОЗДАН</translation>
    </message>
    <message>
        <source>--format must be json or jsonl, not &quot;%1&quot;</source>
        <translation>--format должен быть json или jsonl, а не &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n conversation(s) of %2</source>
        <translation>
            <numerusform>%1: %n разговор прогона %2</numerusform>
            <numerusform>%1: %n разговора прогона %2</numerusform>
            <numerusform>%1: %n разговоров прогона %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n problem(s)</source>
        <translation>
            <numerusform>%1: %n проблема</numerusform>
            <numerusform>%1: %n проблемы</numerusform>
            <numerusform>%1: %n проблем</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: ok (schema version %2; %3 runs, %4 conversations, %5 turns, %6 model calls)</source>
        <translation>%1: в порядке (версия схемы %2; прогонов: %3, разговоров: %4, реплик: %5, вызовов модели: %6)</translation>
    </message>
    <message>
        <source>no PROMPT: give a prompt file, or - for standard input</source>
        <translation>нет PROMPT: укажите файл промпта или - для стандартного ввода</translation>
    </message>
    <message>
        <source>one PROMPT at a time, not %1</source>
        <translation>только один PROMPT за раз, а не %1</translation>
    </message>
    <message>
        <source>--tiers takes tier numbers from 1 to 4, each once, separated by commas (like 1,2,3), not &quot;%1&quot;</source>
        <translation>--tiers принимает номера уровней от 1 до 4, каждый один раз, через запятую (например, 1,2,3), а не &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--fail-above must be a number from 0 to 1, not &quot;%1&quot;</source>
        <translation>--fail-above должен быть числом от 0 до 1, а не &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the prompt is not valid UTF-8 (byte 0x%1 at byte offset %2)</source>
        <translation>промпт не является корректным UTF-8 (байт 0x%1 по смещению %2)</translation>
    </message>
    <message>
        <source>%1: tier 3: no API key for the endpoint (%2); using offline n-gram vectors</source>
        <translation>%1: уровень 3: нет ключа API для конечной точки (%2); используются офлайн-векторы n-грамм</translation>
    </message>
    <message>
        <source>no judge profile configured (give --provider PROFILE)</source>
        <translation>профиль судьи не настроен (укажите --provider PROFILE)</translation>
    </message>
    <message>
        <source>no API key for the judge: %1</source>
        <translation>нет ключа API для судьи: %1</translation>
    </message>
    <message>
        <source>%1: language %2; tiers run: %3</source>
        <translation>%1: язык %2; выполненные уровни: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>tier %1 skipped: %2</source>
        <translation>уровень %1 пропущен: %2</translation>
    </message>
    <message>
        <source>--caller needs &quot;scripted&quot; or &quot;llm&quot;</source>
        <translation>для --caller нужно &quot;scripted&quot; или &quot;llm&quot;</translation>
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
        <source>--concurrency needs a whole number of at least 1</source>
        <translation>для --concurrency нужно целое число не меньше 1</translation>
    </message>
    <message>
        <source>--replay takes the agent, persona and seed from the file</source>
        <translation>--replay берёт агента, персону и seed из файла</translation>
    </message>
    <message>
        <source>--offline runs the scripted caller; --caller llm needs a model</source>
        <translation>--offline запускает сценарного звонящего; для --caller llm нужна модель</translation>
    </message>
    <message>
        <source>interrupted: cancelling the conversations in flight…</source>
        <translation>прервано: отмена выполняющихся разговоров…</translation>
    </message>
    <message>
        <source>--repeat needs a whole number from 1 to 1000</source>
        <translation>для --repeat нужно целое число от 1 до 1000</translation>
    </message>
    <message>
        <source>--resume takes the agent, scenarios and seeds from the stored run</source>
        <translation>--resume берёт агента, сценарии и seed из сохранённого прогона</translation>
    </message>
    <message>
        <source>the thresholds (maxFirstResponseMs, maxInterruptStopMs, assistantStopCollected); default: the documented ones</source>
        <translation>пороги (maxFirstResponseMs, maxInterruptStopMs, assistantStopCollected); по умолчанию — документированные</translation>
    </message>
    <message>
        <source>write a privacy receipt per call to OUT (JSON Lines; needs POLYGON_RECEIPT_SALT)</source>
        <translation>записать квитанцию о конфиденциальности для каждого звонка в OUT (JSON Lines; нужна POLYGON_RECEIPT_SALT)</translation>
    </message>
    <message>
        <source>write to the file OUT instead of stdout</source>
        <translation>записать в файл OUT вместо stdout</translation>
    </message>
    <message>
        <source>polygon-cli: internal error: %1</source>
        <translation>polygon-cli: внутренняя ошибка: %1</translation>
    </message>
    <message>
        <source>the prompt&apos;s language (%1; default: detected); the language of the messages is set before the command: polygon-cli --lang L lint …</source>
        <translation>язык промпта (%1; по умолчанию — определяется автоматически); язык сообщений задаётся перед командой: polygon-cli --lang L lint …</translation>
    </message>
    <message>
        <source>the tiers to run: 1 rules, 2 surprisal, 3 rule similarity, 4 model judge (default: all)</source>
        <translation>выполняемые уровни: 1 — правила, 2 — неожиданность (surprisal), 3 — сходство правил, 4 — модель-судья (по умолчанию — все)</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>вывести результат в формате JSON</translation>
    </message>
    <message>
        <source>exit 1 when an axis scores above X, a number from 0 to 1</source>
        <translation>код 1, если оценка какой-либо оси выше X (число от 0 до 1)</translation>
    </message>
    <message>
        <source>an endpoint profile (a file, or a name in ./providers/) for tiers 2 to 4; without it lint stays offline</source>
        <translation>профиль конечной точки (файл или имя в ./providers/) для уровней со 2 по 4; без него lint работает офлайн</translation>
    </message>
    <message>
        <source>the language the caller speaks: %1</source>
        <translation>язык, на котором говорит звонящий: %1</translation>
    </message>
    <message>
        <source>how noisy the line is, from 0 (clean) to 1</source>
        <translation>уровень шума на линии, от 0 (без шума) до 1</translation>
    </message>
    <message>
        <source>the conversation&apos;s id (with --turn, it seeds the noise)</source>
        <translation>id разговора (вместе с --turn задаёт seed шума)</translation>
    </message>
    <message>
        <source>the turn&apos;s index in the conversation, 0 or more</source>
        <translation>номер реплики в разговоре, 0 или больше</translation>
    </message>
    <message>
        <source>list the personas as JSON</source>
        <translation>вывести персоны в формате JSON</translation>
    </message>
    <message>
        <source>generate: the prompt (an id from prompts/) to generate from</source>
        <translation>generate: промпт (id из prompts/), по которому выполняется генерация</translation>
    </message>
    <message>
        <source>generate: how many personas, 1 to 1000</source>
        <translation>generate: число персон, от 1 до 1000</translation>
    </message>
    <message>
        <source>generate, regenerate: a provider id of the workspace or a profile file (default: the workspace&apos;s provider for personas)</source>
        <translation>generate, regenerate: id провайдера рабочего пространства или файл профиля (по умолчанию — провайдер персон из рабочего пространства)</translation>
    </message>
    <message>
        <source>generate: only these persona types (%1)</source>
        <translation>generate: только эти типы персон (%1)</translation>
    </message>
    <message>
        <source>generate: only these intended outcomes (%1)</source>
        <translation>generate: только эти целевые исходы (%1)</translation>
    </message>
    <message>
        <source>not stored: %1</source>
        <translation>не сохранено: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) ended in an error (kept with their turns); redo them with: polygon-cli run WORKSPACE --resume %1</source>
        <translation>
            <numerusform>%n разговор завершился ошибкой (сохранён вместе с репликами); повторите его командой: polygon-cli run WORKSPACE --resume %1</numerusform>
            <numerusform>%n разговора завершились ошибкой (сохранены вместе с репликами); повторите их командой: polygon-cli run WORKSPACE --resume %1</numerusform>
            <numerusform>%n разговоров завершились ошибкой (сохранены вместе с репликами); повторите их командой: polygon-cli run WORKSPACE --resume %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the agent to run (an id from the workspace&apos;s agents/)</source>
        <translation>агент для прогона (id из agents/ рабочего пространства)</translation>
    </message>
    <message>
        <source>the scenario set (an id from scenarios/); without it, every persona once</source>
        <translation>набор сценариев (id из scenarios/); без него — каждая персона по одному разу</translation>
    </message>
    <message>
        <source>run every conversation N times, 1 to 1000 (default: the set&apos;s repeats)</source>
        <translation>прогнать каждый разговор N раз, от 1 до 1000 (по умолчанию — число повторов из набора)</translation>
    </message>
    <message>
        <source>conversations at a time, at least 1</source>
        <translation>число одновременных разговоров, не меньше 1</translation>
    </message>
    <message>
        <source>the seed, a whole number (default: the set&apos;s seed)</source>
        <translation>seed, целое число (по умолчанию — seed набора)</translation>
    </message>
    <message>
        <source>scripted callers (the default) or callers played by a model</source>
        <translation>сценарные звонящие (по умолчанию) или звонящие, которых играет модель</translation>
    </message>
    <message>
        <source>no model at all: a flow agent and scripted callers</source>
        <translation>совсем без модели: агент со схемой диалога и сценарные звонящие</translation>
    </message>
    <message>
        <source>finish a killed or cancelled run (an id, a unique prefix or latest)</source>
        <translation>завершить прерванный или отменённый прогон (id, уникальный префикс или latest)</translation>
    </message>
    <message>
        <source>the agent to simulate (an id from the workspace&apos;s agents/)</source>
        <translation>моделируемый агент (id из agents/ рабочего пространства)</translation>
    </message>
    <message>
        <source>these personas only (default: every persona)</source>
        <translation>только эти персоны (по умолчанию — все персоны)</translation>
    </message>
    <message>
        <source>the seed, a whole number (default 1)</source>
        <translation>seed, целое число (по умолчанию 1)</translation>
    </message>
    <message>
        <source>recognition noise on the caller&apos;s words, from 0 to 1 (default 0)</source>
        <translation>шум распознавания речи в словах звонящего, от 0 до 1 (по умолчанию 0)</translation>
    </message>
    <message>
        <source>end a conversation after N turns, at least 2 (default 24)</source>
        <translation>завершать разговор после N реплик, не меньше 2 (по умолчанию 24)</translation>
    </message>
    <message>
        <source>the folder the conversation files are written to</source>
        <translation>папка, в которую записываются файлы разговоров</translation>
    </message>
    <message>
        <source>re-simulate a simulated file from the model calls it recorded</source>
        <translation>заново смоделировать смоделированный файл по записанным в нём вызовам модели</translation>
    </message>
    <message>
        <source>print the runs as a JSON array</source>
        <translation>вывести прогоны в виде JSON-массива</translation>
    </message>
    <message>
        <source>one JSON document (json, the default) or one conversation a line (jsonl)</source>
        <translation>один документ JSON (json, по умолчанию) или по одному разговору на строку (jsonl)</translation>
    </message>
    <message>
        <source>leave out the timings, so two exports of a run compare equal</source>
        <translation>не включать тайминги, чтобы два экспорта одного прогона совпадали</translation>
    </message>
    <message>
        <source>print a JSON report on stdout (the problems still go to stderr)</source>
        <translation>вывести отчёт JSON в stdout (проблемы по-прежнему выводятся в stderr)</translation>
    </message>
    <message>
        <source>the LLM judge: score conversations on the rubric K times, evidence checked against the transcript, then grade them as score does (exit 1 on a fail verdict)</source>
        <translation>LLM-судья: оценить разговоры по рубрике K раз, сверив цитаты-доказательства со стенограммой, затем выставить оценку как score (код 1 при вердикте fail)</translation>
    </message>
    <message>
        <source>the probe pass: ask each yes/no behaviour probe about each conversation, one request each, then conformance with Wilson 95% intervals</source>
        <translation>проход проб: задать каждую пробу «да/нет» о каждом разговоре, по одному запросу, затем соответствие с 95% интервалами Уилсона</translation>
    </message>
    <message>
        <source>the judge&apos;s provider profile (a file, or providers/NAME.json)</source>
        <translation>профиль провайдера судьи (файл или providers/NAME.json)</translation>
    </message>
    <message>
        <source>ask the judge K times per conversation (default 3)</source>
        <translation>спросить судью K раз на разговор (по умолчанию 3)</translation>
    </message>
    <message>
        <source>--repeats needs a whole number from 1 to 50</source>
        <translation>--repeats требует целое число от 1 до 50</translation>
    </message>
    <message>
        <source>%1: judge repeat %2 failed: %3</source>
        <translation>%1: повтор судьи %2 не удался: %3</translation>
    </message>
    <message>
        <source>a probes/ folder (or a workspace), one probe file, or a JSON array of {id, question, polarity}</source>
        <translation>папка probes/ (или рабочее пространство), один файл пробы или массив JSON из {id, question, polarity}</translation>
    </message>
    <message>
        <source>the probes&apos; provider profile (a file, or providers/NAME.json)</source>
        <translation>профиль провайдера для проб (файл или providers/NAME.json)</translation>
    </message>
    <message>
        <source>no model: the rule judge scores what deterministic evidence supports, the rest is not scored</source>
        <translation>без модели: судья по правилам оценивает то, что подтверждают детерминированные данные, остальное не оценивается</translation>
    </message>
    <message>
        <source>--offline asks no provider</source>
        <translation>--offline не обращается ни к какому провайдеру</translation>
    </message>
    <message>
        <source>grade a stored run&apos;s conversations and ask its probes; every grading is kept (exit 1 on a fail verdict)</source>
        <translation>оценить разговоры сохранённого прогона и задать его пробы; каждое оценивание сохраняется (код 1 при вердикте fail)</translation>
    </message>
    <message>
        <source>the judge&apos;s provider (default: the workspace&apos;s judge role)</source>
        <translation>провайдер судьи (по умолчанию: роль judge рабочего пространства)</translation>
    </message>
    <message>
        <source>the rubric version (default: the workspace&apos;s)</source>
        <translation>версия рубрики (по умолчанию: из рабочего пространства)</translation>
    </message>
    <message>
        <source>print the grading as JSON</source>
        <translation>вывести оценивание в JSON</translation>
    </message>
    <message>
        <source>%1 (%2 #%3): %4, composite %5%6</source>
        <translation>%1 (%2 #%3): %4, итог %5%6</translation>
    </message>
    <message>
        <source> (partial)</source>
        <translation> (частично)</translation>
    </message>
    <message>
        <source>probe %1 skipped: offline, and it has no rule</source>
        <translation>проба %1 пропущена: офлайн, а правила у неё нет</translation>
    </message>
    <message>
        <source>grading %1 of run %2 (%3 judge, rubric %4): %5 conversations: %6</source>
        <translation>оценивание %1 прогона %2 (судья %3, рубрика %4): разговоров %5: %6</translation>
    </message>
    <message>
        <source>probe %1: %2 of %3 applicable conform (%4, Wilson 95% %5–%6)</source>
        <translation>проба %1: соответствуют %2 из %3 применимых (%4, Уилсон 95% %5–%6)</translation>
    </message>
    <message>
        <source>pass^%1 by verdict (pass counts): %2</source>
        <translation>pass^%1 по вердиктам (засчитывается pass): %2</translation>
    </message>
    <message>
        <source>composite mean %1; gates failed: %2</source>
        <translation>средний итог %1; сработавшие запреты: %2</translation>
    </message>
    <message>
        <source>the %1 conversation(s) that met a tool fault: composite mean %2</source>
        <translation>разговоры со сбоем инструмента (%1): средний итог %2</translation>
    </message>
    <message>
        <source>on the calls that met a tool fault: %1 composite mean %2 (%3 calls), %4 %5 (%6 calls)</source>
        <translation>на звонках со сбоем инструмента: %1 средний итог %2 (звонков: %3), %4 %5 (звонков: %6)</translation>
    </message>
    <message>
        <source>record your own verdict on a conversation, to check the judge against</source>
        <translation>записать свой вердикт по разговору, чтобы сверить с ним судью</translation>
    </message>
    <message>
        <source>judge-human agreement: per-criterion exact and within-one agreement, Cohen&apos;s kappa of the verdict</source>
        <translation>согласие судьи и человека: точное и в пределах одного балла по каждому критерию, каппа Коэна для вердикта</translation>
    </message>
    <message>
        <source>the conversation (its id) the verdict is on</source>
        <translation>разговор (его id), к которому относится вердикт</translation>
    </message>
    <message>
        <source>your score for one criterion (repeat for more)</source>
        <translation>ваша оценка по одному критерию (повторите для других)</translation>
    </message>
    <message>
        <source>--criterion needs KEY=SCORE, e.g. goal_completion=4, not &quot;%1&quot;</source>
        <translation>--criterion требует KEY=SCORE, например goal_completion=4, а не &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: your verdict %2 is recorded (%3 criterion score(s))</source>
        <translation>%1: ваш вердикт %2 записан (оценок по критериям: %3)</translation>
    </message>
    <message>
        <source>print the agreement as JSON</source>
        <translation>вывести согласие в JSON</translation>
    </message>
    <message>
        <source>run %1, grading %2: %3 conversation(s) with your verdict, %4 judged</source>
        <translation>прогон %1, оценивание %2: разговоров с вашим вердиктом: %3, оценено судьёй: %4</translation>
    </message>
    <message>
        <source>  %1: %2 pair(s), exact %3, within one %4</source>
        <translation>  %1: пар: %2, точно %3, в пределах одного %4</translation>
    </message>
    <message>
        <source>verdict: %1 of %2 agree; Cohen&apos;s kappa %3</source>
        <translation>вердикт: совпадают %1 из %2; каппа Коэна %3</translation>
    </message>
    <message>
        <source>probe %1: not applicable in any conversation</source>
        <translation>проба %1: неприменима ни в одном разговоре</translation>
    </message>
    <message>
        <source>  (pass rule: the caller&apos;s intended outcome reached, docs/runs.md; graded verdicts with --grade or polygon-cli grade)</source>
        <translation>  (правило прохождения: достигнут исход, которого хотел звонящий, docs/runs.md; вердикты оценивания — с --grade или polygon-cli grade)</translation>
    </message>
    <message>
        <source>graded as the conversations finished (offline: rule judge, probe rules):</source>
        <translation>оценено по мере завершения разговоров (офлайн: судья по правилам, правила проб):</translation>
    </message>
    <message>
        <source>graded by the judge as the conversations finished:</source>
        <translation>оценено судьёй по мере завершения разговоров:</translation>
    </message>
    <message>
        <source>grade each conversation as it finishes, as polygon-cli grade does (offline: the rule judge; else the judge&apos;s requests share --concurrency); a fail verdict exits 1</source>
        <translation>оценивать каждый разговор по его завершении, как polygon-cli grade (офлайн: судья по правилам; иначе запросы судьи делят --concurrency); вердикт fail даёт код выхода 1</translation>
    </message>
    <message>
        <source>%1 graded as its conversations finished (offline: rule judge, probe rules):</source>
        <translation>%1 оценён по мере завершения разговоров (офлайн: судья по правилам, правила проб):</translation>
    </message>
    <message>
        <source>open it in the workbench: polygon %1 --run %2</source>
        <translation>открыть в рабочей среде: polygon %1 --run %2</translation>
    </message>
    <message>
        <source>next: polygon-cli runs %1 · polygon %1 --run %2</source>
        <translation>далее: polygon-cli runs %1 · polygon %1 --run %2</translation>
    </message>
    <message>
        <source>turn recorded Vapi server messages or calls, Twilio status callbacks or Retell call objects into content-free events</source>
        <translation>превратить записанные серверные сообщения или звонки Vapi, обратные вызовы статуса Twilio или объекты звонков Retell в события без содержания</translation>
    </message>
    <message>
        <source>also store each call&apos;s gates (and receipt) in the workspace&apos;s polygon.db, as one run</source>
        <translation>также сохранить проверки каждого звонка (и квитанцию) в polygon.db рабочего пространства как один прогон</translation>
    </message>
    <message numerus="yes">
        <source>stored %n call(s) in %1 as run %2</source>
        <translation>
            <numerusform>сохранён %n звонок в %1 как прогон %2</numerusform>
            <numerusform>сохранено %n звонка в %1 как прогон %2</numerusform>
            <numerusform>сохранено %n звонков в %1 как прогон %2</numerusform>
        </translation>
    </message>
    <message>
        <source>compare graded runs: a scorecard per run, scenarios ordered by spread, the turn where their conversations part ways, and a written analysis</source>
        <translation>сравнить оценённые прогоны: сводка по каждому прогону, сценарии по разбросу, реплика, где их разговоры расходятся, и письменный анализ</translation>
    </message>
    <message>
        <source>print the whole comparison as JSON</source>
        <translation>вывести всё сравнение в JSON</translation>
    </message>
    <message>
        <source>also write the analysis and every table as Markdown to OUT</source>
        <translation>также записать анализ и все таблицы в Markdown в OUT</translation>
    </message>
    <message>
        <source>compare needs a workspace and at least two runs</source>
        <translation>compare нужны рабочее пространство и хотя бы два прогона</translation>
    </message>
    <message>
        <source>%1: the workspace has problems (polygon-cli validate lists them); comparing without caller types, probe polarities and prices</source>
        <translation>%1: в рабочем пространстве есть проблемы (их перечисляет polygon-cli validate); сравнение без типов звонящих, полярностей проб и цен</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: не удалось записать: %2</translation>
    </message>
    <message>
        <source>a graded run as a CI report from its latest grading: JUnit XML and JSON, one case per conversation (exit 1 when one failed or erred)</source>
        <translation>оценённый прогон как отчёт для CI по его последнему оцениванию: JUnit XML и JSON, по случаю на разговор (код 1, если какой-то провален или с ошибкой)</translation>
    </message>
    <message>
        <source>write the report as JSON to OUT</source>
        <translation>записать отчёт в JSON в OUT</translation>
    </message>
    <message>
        <source>write the report as JUnit XML to OUT</source>
        <translation>записать отчёт в JUnit XML в OUT</translation>
    </message>
    <message>
        <source>run %1, grading %2 (%3 judge, rubric %4): %5 conversations: %6 passed, %7 failed, %8 erred, %9 skipped</source>
        <translation>прогон %1, оценивание %2 (судья %3, рубрика %4): разговоров: %5; пройдено: %6, провалено: %7, с ошибкой: %8, пропущено: %9</translation>
    </message>
    <message>
        <source>run and grade an agent at each point of a parameter sweep (oat, grid or random); a leaderboard by composite mean, stability and speed; stops below the floor, refuses past the token cap; the same file again resumes it</source>
        <translation>запустить и оценить агента в каждой точке перебора параметров (oat, grid или random); рейтинг по средней итоговой оценке, стабильности и скорости; остановка ниже нижнего порога, отказ сверх лимита токенов; тот же файл при повторном запуске возобновляет перебор</translation>
    </message>
    <message>
        <source>no model at all: flow agents, scripted callers and the rule judge</source>
        <translation>вообще без модели: агенты на схеме диалога, звонящие по сценарию и судья по правилам</translation>
    </message>
    <message>
        <source>grade every point with the rule judge even when the agent uses a model</source>
        <translation>оценивать каждую точку судьёй по правилам, даже если агент использует модель</translation>
    </message>
    <message>
        <source>conversations at a time (default: the agent&apos;s profile; 1 offline)</source>
        <translation>число одновременных разговоров (по умолчанию: из профиля агента; 1 в офлайн-режиме)</translation>
    </message>
    <message>
        <source>print the JSON on one line</source>
        <translation>вывести JSON одной строкой</translation>
    </message>
    <message>
        <source>point %1/%2 (%3): resuming run %4</source>
        <translation>точка %1/%2 (%3): возобновление прогона %4</translation>
    </message>
    <message>
        <source>point %1/%2 (%3): run %4</source>
        <translation>точка %1/%2 (%3): прогон %4</translation>
    </message>
    <message>
        <source>  composite mean %1, spread %2, %3 of %4 conversations scored, %5 s, %6 tokens</source>
        <translation>  средняя итоговая оценка %1, разброс %2, оценено %3 из %4 разговоров, %5 с, токенов: %6</translation>
    </message>
    <message>
        <source>point %1 refused: it would take about %2 tokens and the sweep has spent %3 of its token cap of %4</source>
        <translation>точка %1 отклонена: ей потребуется около %2 токенов, а перебор уже потратил %3 из своего лимита токенов %4</translation>
    </message>
    <message>
        <source>sweep %1: %2 of %3 points</source>
        <translation>перебор %1: %2 из %3 точек</translation>
    </message>
    <message>
        <source>stopped after the first point: its composite mean is below the floor of %1</source>
        <translation>остановлено после первой точки: её средняя итоговая оценка ниже нижнего порога %1</translation>
    </message>
    <message>
        <source>stopped at point %1: the token cap of %2 would be passed (estimate %3)</source>
        <translation>остановлено на точке %1: лимит токенов %2 был бы превышен (прогноз %3)</translation>
    </message>
    <message>
        <source>cancelled; run the same command again to resume the sweep</source>
        <translation>отменено; запустите ту же команду снова, чтобы возобновить перебор</translation>
    </message>
    <message>
        <source>import production calls (FORMATS.md conversations, Vapi calls or end-of-call reports, Retell calls, CSV) as a run to grade and compare; all or nothing unless --skip-bad</source>
        <translation>импортировать реальные звонки (разговоры FORMATS.md, звонки Vapi или отчёты о завершении звонка, звонки Retell, CSV) как прогон для оценки и сравнения; всё или ничего, если не указан --skip-bad</translation>
    </message>
    <message>
        <source>let this provider profile&apos;s model rewrite the analysis; a rewrite with a number that is not in the plain analysis is not used</source>
        <translation>позволить модели этого профиля провайдера переписать анализ; переписанный текст с числом, которого нет в исходном анализе, не используется</translation>
    </message>
    <message>
        <source>--polish: the plain analysis is kept: %1</source>
        <translation>--polish: оставлен исходный анализ: %1</translation>
    </message>
    <message>
        <source>the file&apos;s format: generic, vapi, retell or csv (required)</source>
        <translation>формат файла: generic, vapi, retell или csv (обязательно)</translation>
    </message>
    <message>
        <source>the new run&apos;s id (default: a new run id)</source>
        <translation>id нового прогона (по умолчанию: новый id прогона)</translation>
    </message>
    <message>
        <source>leave out records that cannot be read (each is listed) and import the rest</source>
        <translation>пропустить записи, которые не удаётся прочитать (каждая указывается в списке), и импортировать остальные</translation>
    </message>
    <message>
        <source>--format is required: one of %1</source>
        <translation>нужно указать --format: один из %1</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; expected one of: %2</source>
        <translation>неизвестный формат &quot;%1&quot;; ожидается один из: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
</context>
</TS>
