extension Tutorial.Strings.Phrase {
    /// Every phrase in English, Russian, German, French, Spanish, Japanese, Simplified Chinese,
    /// Arabic and Hebrew. Where a language inflects, the phrases are worded so that a target or a
    /// destination put in reads right whatever its case or gender ("Цель — …" rather than "на …").
    /// Rows, items and sections count from 0, so they are labels ("row 0"), never ordinals.
    static let builtIn: [Tutorial.Strings.Phrase: LocalizedText] = [
        .step: words(
            en: "Step {position} of {total}: {text}", ru: "Шаг {position} из {total}: {text}",
            de: "Schritt {position} von {total}: {text}", fr: "Étape {position} sur {total} : {text}",
            es: "Paso {position} de {total}: {text}", ja: "ステップ {position} / {total}：{text}",
            zh: "步骤 {position} / {total}：{text}", ar: "الخطوة {position} من {total}: {text}",
            he: "שלב {position} מתוך {total}: {text}"),
        .titledStep: words(
            en: "Step {position} of {total}, \"{title}\": {text}",
            ru: "Шаг {position} из {total}, «{title}»: {text}",
            de: "Schritt {position} von {total}, „{title}“: {text}",
            fr: "Étape {position} sur {total}, « {title} » : {text}",
            es: "Paso {position} de {total}, «{title}»: {text}",
            ja: "ステップ {position} / {total}「{title}」：{text}",
            zh: "步骤 {position} / {total}“{title}”：{text}",
            ar: "الخطوة {position} من {total}، «{title}»: {text}",
            he: "שלב {position} מתוך {total}, \"{title}\": {text}"),
        .onlyStep: words(
            en: "{text}", ru: "{text}", de: "{text}", fr: "{text}", es: "{text}", ja: "{text}", zh: "{text}",
            ar: "{text}", he: "{text}"),
        .titledOnlyStep: words(
            en: "\"{title}\": {text}", ru: "«{title}»: {text}", de: "„{title}“: {text}",
            fr: "« {title} » : {text}", es: "«{title}»: {text}", ja: "「{title}」：{text}",
            zh: "“{title}”：{text}", ar: "«{title}»: {text}", he: "\"{title}\": {text}"),
        .pointsBelow: words(
            en: "Points at {target}, below it.", ru: "Цель — {target}; подсказка снизу.",
            de: "Zeigt auf {target}, darunter.", fr: "Pointe vers {target}, en dessous.",
            es: "Señala {target}, debajo.", ja: "{target}を指しています（下側）。", zh: "指向{target}，位于其下方。",
            ar: "الهدف: {target}؛ التلميح أسفل الهدف.", he: "היעד: {target}; ההסבר מתחת ליעד."),
        .pointsAbove: words(
            en: "Points at {target}, above it.", ru: "Цель — {target}; подсказка сверху.",
            de: "Zeigt auf {target}, darüber.", fr: "Pointe vers {target}, au-dessus.",
            es: "Señala {target}, por encima.", ja: "{target}を指しています（上側）。", zh: "指向{target}，位于其上方。",
            ar: "الهدف: {target}؛ التلميح أعلى الهدف.", he: "היעד: {target}; ההסבר מעל היעד."),
        .pointsLeft: words(
            en: "Points at {target}, to its left.", ru: "Цель — {target}; подсказка слева.",
            de: "Zeigt auf {target}, links davon.", fr: "Pointe vers {target}, à sa gauche.",
            es: "Señala {target}, a su izquierda.", ja: "{target}を指しています（左側）。",
            zh: "指向{target}，位于其左侧。", ar: "الهدف: {target}؛ التلميح على يسار الهدف.",
            he: "היעד: {target}; ההסבר משמאל ליעד."),
        .pointsRight: words(
            en: "Points at {target}, to its right.", ru: "Цель — {target}; подсказка справа.",
            de: "Zeigt auf {target}, rechts davon.", fr: "Pointe vers {target}, à sa droite.",
            es: "Señala {target}, a su derecha.", ja: "{target}を指しています（右側）。",
            zh: "指向{target}，位于其右侧。", ar: "الهدف: {target}؛ التلميح على يمين الهدف.",
            he: "היעד: {target}; ההסבר מימין ליעד."),
        .pointsOver: words(
            en: "Points at {target}, over it.", ru: "Цель — {target}; подсказка поверх неё.",
            de: "Zeigt auf {target}, darüber gelegt.", fr: "Pointe vers {target}, par-dessus.",
            es: "Señala {target}, cubriéndolo.", ja: "{target}を指しています（重ねて表示）。",
            zh: "指向{target}，覆盖其上。", ar: "الهدف: {target}؛ التلميح يغطي الهدف.",
            he: "היעד: {target}; ההסבר מכסה את היעד."
        ),
        .centred: words(
            en: "Centred on screen.", ru: "По центру экрана.", de: "In der Mitte des Bildschirms.",
            fr: "Centré à l'écran.", es: "Centrado en la pantalla.", ja: "画面の中央に表示。", zh: "位于屏幕中央。",
            ar: "في وسط الشاشة.", he: "במרכז המסך."),
        .targetMissing: words(
            en: "Its target, {target}, is missing: centred on screen, without an arrow.",
            ru: "Цель — {target} — не найдена: по центру экрана, без стрелки.",
            de: "Sein Ziel, {target}, fehlt: in der Mitte des Bildschirms, ohne Pfeil.",
            fr: "Sa cible, {target}, est absente : centré à l'écran, sans flèche.",
            es: "Su objetivo, {target}, no está: centrado en la pantalla, sin flecha.",
            ja: "対象の{target}が見つからないため、矢印なしで画面の中央に表示。",
            zh: "目标{target}不存在：位于屏幕中央，没有箭头。",
            ar: "هدفه، {target}، غير موجود: في وسط الشاشة، دون سهم.",
            he: "היעד, {target}, חסר: במרכז המסך, בלי חץ."),
        .targetMissingPassedOver: words(
            en: "Its target, {target}, is missing: a run passes this step over (centred here).",
            ru: "Цель — {target} — не найдена: при показе шаг пропускается (здесь — по центру).",
            de: "Sein Ziel, {target}, fehlt: ein Lauf überspringt diesen Schritt (hier in der Mitte).",
            fr: "Sa cible, {target}, est absente : une exécution passe cette étape (centrée ici).",
            es: "Su objetivo, {target}, no está: una ejecución omite este paso (aquí, centrado).",
            ja: "対象の{target}が見つからないため、実行時はこのステップを飛ばします（ここでは中央に表示）。",
            zh: "目标{target}不存在：运行时跳过此步骤（此处居中显示）。",
            ar: "هدفه، {target}، غير موجود: يتخطى التشغيل هذه الخطوة (معروضة هنا في الوسط).",
            he: "היעד, {target}, חסר: הרצה מדלגת על השלב הזה (מוצג כאן במרכז)."),
        .targetMissingEndsRun: words(
            en: "Its target, {target}, is missing: a run ends here, as failed (centred here).",
            ru: "Цель — {target} — не найдена: показ завершается здесь с ошибкой (здесь — по центру).",
            de: "Sein Ziel, {target}, fehlt: ein Lauf endet hier als gescheitert (hier in der Mitte).",
            fr: "Sa cible, {target}, est absente : une exécution s'arrête ici, en échec (centrée ici).",
            es: "Su objetivo, {target}, no está: una ejecución termina aquí como fallida (aquí, centrado).",
            ja: "対象の{target}が見つからないため、実行時はここで失敗として終了します（ここでは中央に表示）。",
            zh: "目标{target}不存在：运行在此处以失败结束（此处居中显示）。",
            ar: "هدفه، {target}، غير موجود: ينتهي التشغيل هنا بالفشل (معروضة هنا في الوسط).",
            he: "היעד, {target}, חסר: הרצה מסתיימת כאן בכישלון (מוצג כאן במרכז)."),
        .buttons: words(
            en: "Buttons: {buttons}.", ru: "Кнопки: {buttons}.", de: "Schaltflächen: {buttons}.",
            fr: "Boutons : {buttons}.", es: "Botones: {buttons}.", ja: "ボタン：{buttons}。", zh: "按钮：{buttons}。",
            ar: "الأزرار: {buttons}.", he: "כפתורים: {buttons}."),
        .asksHost: words(
            en: "{button} (asks the host for {action})", ru: "{button} (просит приложение: {action})",
            de: "{button} (bittet die App um {action})", fr: "{button} (demande {action} à l'application)",
            es: "{button} (pide {action} a la aplicación)", ja: "{button}（アプリに{action}を依頼）",
            zh: "{button}（请求应用执行{action}）", ar: "{button} (يطلب من التطبيق {action})",
            he: "{button} (מבקש מהאפליקציה {action})"),
        .fullStop: words(en: ".", ru: ".", de: ".", fr: ".", es: ".", ja: "。", zh: "。", ar: ".", he: "."),
        .sentenceSeparator: words(
            en: " ", ru: " ", de: " ", fr: " ", es: " ", ja: "", zh: "", ar: " ", he: " "),
        .listSeparator: words(
            en: ", ", ru: ", ", de: ", ", fr: ", ", es: ", ", ja: "、", zh: "、", ar: "، ", he: ", "),
        .outcomes: words(
            en: "Then {outcomes}.", ru: "Затем: {outcomes}.", de: "Dann: {outcomes}.",
            fr: "Ensuite : {outcomes}.",
            es: "Después: {outcomes}.", ja: "その後：{outcomes}。", zh: "然后：{outcomes}。", ar: "ثم: {outcomes}.",
            he: "אחר כך: {outcomes}."),
        .outcomeGoesTo: words(
            en: "{outcome} goes to {destination}", ru: "при {outcome} — {destination}",
            de: "{outcome} führt zu {destination}", fr: "{outcome} mène à {destination}",
            es: "{outcome} continúa en {destination}", ja: "{outcome}は{destination}へ",
            zh: "{outcome}转到{destination}",
            ar: "{outcome} ينتقل إلى {destination}", he: "{outcome} מוביל אל {destination}"),
        .otherOutcomesGo: words(
            en: "any other outcome goes to {destination}",
            ru: "при любом другом результате — {destination}",
            de: "jedes andere Ergebnis führt zu {destination}",
            fr: "tout autre résultat mène à {destination}",
            es: "cualquier otro resultado continúa en {destination}", ja: "その他の結果は{destination}へ",
            zh: "其他结果转到{destination}", ar: "أي نتيجة أخرى تنتقل إلى {destination}",
            he: "כל תוצאה אחרת מובילה אל {destination}"),
        .timeoutGoesTo: words(
            en: "no outcome within {seconds} s goes to {destination}",
            ru: "без результата за {seconds} с — {destination}",
            de: "kein Ergebnis innerhalb von {seconds} s führt zu {destination}",
            fr: "sans résultat en {seconds} s, mène à {destination}",
            es: "sin resultado en {seconds} s, continúa en {destination}",
            ja: "{seconds}秒以内に結果がなければ{destination}へ", zh: "{seconds} 秒内没有结果则转到{destination}",
            ar: "إن لم تصل نتيجة خلال {seconds} ث ينتقل إلى {destination}",
            he: "אם אין תוצאה בתוך {seconds} שנ׳, מוביל אל {destination}"),
        .timeoutFails: words(
            en: "no outcome within {seconds} s ends the run as failed",
            ru: "без результата за {seconds} с показ завершается неудачей",
            de: "kein Ergebnis innerhalb von {seconds} s beendet den Durchlauf als fehlgeschlagen",
            fr: "sans résultat en {seconds} s, la visite échoue",
            es: "sin resultado en {seconds} s, el recorrido termina como fallido",
            ja: "{seconds}秒以内に結果がなければ失敗として終了", zh: "{seconds} 秒内没有结果则以失败结束",
            ar: "إن لم تصل نتيجة خلال {seconds} ث ينتهي التشغيل بالفشل",
            he: "אם אין תוצאה בתוך {seconds} שנ׳, ההצגה מסתיימת בכישלון"),
        .outcomeSeparator: words(
            en: "; ", ru: "; ", de: "; ", fr: " ; ", es: "; ", ja: "；", zh: "；", ar: "؛ ", he: "; "),
        .followingStep: words(
            en: "the following step", ru: "следующий шаг", de: "dem nächsten Schritt", fr: "l'étape suivante",
            es: "el paso siguiente", ja: "次のステップ", zh: "下一步", ar: "الخطوة التالية", he: "השלב הבא"),
        .stepBefore: words(
            en: "the step before", ru: "предыдущий шаг", de: "dem vorigen Schritt", fr: "l'étape précédente",
            es: "el paso anterior", ja: "前のステップ", zh: "上一步", ar: "الخطوة السابقة", he: "השלב הקודם"),
        .endCompleted: words(
            en: "the end (completed)", ru: "конец (пройден)", de: "dem Ende (abgeschlossen)",
            fr: "la fin (terminé)", es: "el final (completado)", ja: "終了（完了）", zh: "结束（已完成）",
            ar: "النهاية (مكتمل)", he: "הסוף (הושלם)"),
        .endSkipped: words(
            en: "the end (skipped)", ru: "конец (пропущен)", de: "dem Ende (übersprungen)",
            fr: "la fin (ignoré)",
            es: "el final (omitido)", ja: "終了（スキップ）", zh: "结束（已跳过）", ar: "النهاية (تم التخطي)",
            he: "הסוף (דולג)"),
        .namedStep: words(
            en: "\"{step}\"", ru: "шаг «{step}»", de: "Schritt „{step}“", fr: "l'étape « {step} »",
            es: "el paso «{step}»", ja: "「{step}」", zh: "“{step}”", ar: "«{step}»", he: "\"{step}\""),
        .newRequest: words(
            en: "a new request for {action}", ru: "новый запрос {action}",
            de: "einer neuen Anfrage nach {action}",
            fr: "une nouvelle demande de {action}", es: "una nueva solicitud de {action}",
            ja: "{action}の新しい依頼", zh: "新的{action}请求", ar: "طلب جديد لـ{action}",
            he: "בקשה חדשה ל־{action}"),
        .element: words(
            en: "the element \"{id}\"", ru: "элемент «{id}»", de: "Element „{id}“", fr: "l'élément « {id} »",
            es: "el elemento «{id}»", ja: "要素「{id}」", zh: "元素“{id}”", ar: "العنصر «{id}»",
            he: "הרכיב \"{id}\""),
        .row: words(
            en: "row {row} in {list}", ru: "строка {row} в списке «{list}»",
            de: "Zeile {row} in der Liste „{list}“",
            fr: "la ligne {row} de la liste « {list} »", es: "la fila {row} de la lista «{list}»",
            ja: "リスト「{list}」の行 {row}", zh: "列表“{list}”的行 {row}",
            ar: "الصف {row} في القائمة «{list}»", he: "שורה {row} ברשימה \"{list}\""),
        .rowOfSection: words(
            en: "row {row} of section {section} in {list}",
            ru: "строка {row} раздела {section} в списке «{list}»",
            de: "Zeile {row} von Abschnitt {section} in der Liste „{list}“",
            fr: "la ligne {row} de la section {section} de la liste « {list} »",
            es: "la fila {row} de la sección {section} de la lista «{list}»",
            ja: "リスト「{list}」のセクション {section}・行 {row}", zh: "列表“{list}”的分区 {section}、行 {row}",
            ar: "الصف {row} من القسم {section} في القائمة «{list}»",
            he: "שורה {row} במקטע {section} ברשימה \"{list}\""),
        .item: words(
            en: "item {item} in {grid}", ru: "ячейка {item} в сетке «{grid}»",
            de: "Eintrag {item} im Raster „{grid}“",
            fr: "l'entrée {item} de la grille « {grid} »",
            es: "el ítem {item} de la cuadrícula «{grid}»",
            ja: "グリッド「{grid}」の項目 {item}", zh: "网格“{grid}”的项 {item}",
            ar: "البند {item} في الشبكة «{grid}»", he: "פריט {item} ברשת \"{grid}\""),
        .itemOfSection: words(
            en: "item {item} of section {section} in {grid}",
            ru: "ячейка {item} раздела {section} в сетке «{grid}»",
            de: "Eintrag {item} von Abschnitt {section} im Raster „{grid}“",
            fr: "l'entrée {item} de la section {section} de la grille « {grid} »",
            es: "el ítem {item} de la sección {section} de la cuadrícula «{grid}»",
            ja: "グリッド「{grid}」のセクション {section}・項目 {item}",
            zh: "网格“{grid}”的分区 {section}、项 {item}",
            ar: "البند {item} من القسم {section} في الشبكة «{grid}»",
            he: "פריט {item} במקטע {section} ברשת \"{grid}\""),
        .cellElement: words(
            en: "the {element} label of {cell}", ru: "{cell}, подпись «{element}»",
            de: "{cell}, Beschriftung „{element}“", fr: "{cell}, libellé « {element} »",
            es: "{cell}, etiqueta «{element}»", ja: "{cell}のラベル「{element}」", zh: "{cell}的标签“{element}”",
            ar: "{cell}، التسمية «{element}»", he: "{cell}, התווית \"{element}\""),
        .frame: words(
            en: "the frame {frame}", ru: "область {frame}", de: "Bereich {frame}", fr: "la zone {frame}",
            es: "el área {frame}", ja: "領域{frame}", zh: "区域 {frame}", ar: "المنطقة {frame}",
            he: "האזור {frame}"),
    ]

    /// One phrase in every built-in language; Simplified Chinese as `zh-Hans` and as `zh`.
    private static func words(
        en: String, ru: String, de: String, fr: String, es: String, ja: String, zh: String, ar: String,
        he: String
    ) -> LocalizedText {
        LocalizedText([
            "en": en, "ru": ru, "de": de, "fr": fr, "es": es, "ja": ja, "zh-Hans": zh, "zh": zh, "ar": ar,
            "he": he,
        ])
    }
}
