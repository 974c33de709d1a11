import Foundation
import TestSupport
import Testing
import TutorialKitAuthoring
import TutorialKitLayout
import TutorialKitModel

/// Every tutorial in `Tutorials/` written again with the result-builder DSL: the Swift and the
/// JSON give equal models, so the DSL says everything a file can. Screens stay in their files
/// (a screen is the host's, not the tutorial's), and are loaded here as a host would.
@Suite struct ExamplesInDSLTests {
    static func screen(_ file: String) throws -> Screen {
        let loaded = ScreenFile.load(path: TestPaths.tutorials.appendingPathComponent(file).path)
        #expect(loaded.diagnostics.map(\.description) == [])
        return try #require(loaded.model)
    }

    static func loaded(_ file: String) throws -> Tutorial {
        let loaded = TutorialFile.load(path: TestPaths.tutorials.appendingPathComponent(file).path)
        #expect(loaded.diagnostics.map(\.description) == [])
        return try #require(loaded.model).tutorial
    }

    /// Compares field by field first, so a failure names what differs, then as a whole.
    static func expectEqual(_ dsl: Tutorial, _ json: Tutorial) {
        #expect(dsl.id == json.id)
        #expect(dsl.version == json.version)
        #expect(dsl.screen == json.screen)
        #expect(dsl.defaultLocale == json.defaultLocale)
        #expect(dsl.locales == json.locales)
        #expect(dsl.showIf == json.showIf)
        #expect(dsl.events == json.events)
        #expect(dsl.parameters == json.parameters)
        #expect(dsl.frequency == json.frequency)
        #expect(dsl.priority == json.priority)
        #expect(dsl.resumes == json.resumes)
        #expect(dsl.showAgainWhenVersionRises == json.showAgainWhenVersionRises)
        #expect(dsl.layout == json.layout)
        #expect(dsl.availableFrom == json.availableFrom)
        #expect(dsl.availableUntil == json.availableUntil)
        #expect(dsl.steps.map(\.id) == json.steps.map(\.id))
        for (mine, theirs) in zip(dsl.steps, json.steps) {
            #expect(mine == theirs, "step \(mine.id)")
        }
        #expect(dsl == json)
    }

    @Test func theTalksDemo() throws {
        let dsl = Tutorial("tutorial-kit-demo", screen: try Self.screen("tutorial-kit-demo/demo.screen.json"))
        {
            Step("label", target: .element("label"), text: "This is a text view")
            Step(
                "frame", target: .rect(x: 10, y: 5, width: 10, height: 5), text: "This is an arbitrary frame"
            )
            .placement(.rightStart)
            Step(
                "detail", target: .listRow(list: "table", section: 0, row: 10, element: "detail"),
                title: "Details", text: "This is a table view cell's detail")
        }
        Self.expectEqual(dsl, try Self.loaded("tutorial-kit-demo/tutorial-kit-demo.tutorial.json"))
    }

    @Test func theGrocerySignUp() throws {
        let cities = try Self.screen("grocery-signup/cities.screen.json")
        let dsl = Tutorial(
            "grocery-signup", screen: try Self.screen("grocery-signup/signup.screen.json"),
            defaultLocale: "en"
        ) {
            Step(
                "welcome",
                title: LocalizedText([
                    "en": "Welcome to Groser", "ru": "Добро пожаловать в Groser", "ar": "مرحبًا بك في Groser",
                    "zh-Hans": "欢迎使用 Groser", "ja": "Groser へようこそ",
                ]),
                text: LocalizedText([
                    "en": "Fresh groceries from stores near you, delivered in an hour.",
                    "ru": "Свежие продукты из магазинов рядом с вами, с доставкой за час.",
                    "ar": "بقالة طازجة من متاجر قريبة منك، تصلك خلال ساعة.", "zh-Hans": "附近商店的新鲜食品，一小时内送达。",
                    "ja": "近くのお店から新鮮な食料品を、1時間以内にお届けします。",
                ]))
            Step(
                "why-location", target: .element("allowLocation"),
                title: LocalizedText([
                    "en": "Why your location?", "ru": "Зачем местоположение?", "ar": "لماذا موقعك؟",
                    "zh-Hans": "为什么需要你的位置？", "ja": "位置情報が必要な理由は？",
                ]),
                text: LocalizedText([
                    "en":
                        "We use your location to show stores that deliver to you. Your phone will ask for permission next.",
                    "ru":
                        "Мы используем ваше местоположение, чтобы показать магазины, которые доставляют к вам. Дальше телефон спросит разрешение.",
                    "ar": "نستخدم موقعك لنعرض لك المتاجر التي توصّل إليك. سيطلب هاتفك الإذن بعد ذلك.",
                    "zh-Hans": "我们会根据你的位置，显示能为你配送的商店（包括附近的小店）。接下来，手机会请求你的许可。",
                    "ja": "あなたの位置情報から、配達できるお店（近くの小さな店舗も）を表示します。次に、スマートフォンが許可を求めます。",
                ])
            )
            .placement(.topStart)
            .buttons(
                Step.Button(
                    LocalizedText([
                        "en": "Choose city", "ru": "Выбрать город", "ar": "اختر المدينة", "zh-Hans": "选择城市",
                        "ja": "都市を選ぶ",
                    ]),
                    action: .goTo("cities")),
                Step.Button(
                    LocalizedText([
                        "en": "Allow", "ru": "Разрешить", "ar": "السماح", "zh-Hans": "允许", "ja": "許可する",
                    ]),
                    action: .request("location.request"))
            )
            .onOutcome("location.allowedOnce", then: .goTo("detect"))
            .onOutcome("location.allowedWhileUsing", then: .goTo("detect"))
            .onOutcome("location.allowedAlways", then: .goTo("detect"))
            .onOutcome("location.denied", then: .goTo("cities"))
            .onOtherOutcome(.goTo("cities"))
            .onNoOutcome(within: 120, then: .goTo("cities"))
            Step(
                "detect", target: .element("address"),
                text: LocalizedText([
                    "en": "We filled in your address from your location. Check the house number.",
                    "ru": "Мы заполнили адрес по вашему местоположению. Проверьте номер дома.",
                    "ar": "ملأنا عنوانك من موقعك. تحقّق من رقم المنزل.", "zh-Hans": "我们已根据你的位置填好地址。请核对“门牌号”。",
                    "ja": "位置情報から住所を入力しました。「番地」を確認してください。",
                ])
            )
            .buttons(
                Step.Button(
                    LocalizedText(["en": "Done", "ru": "Готово", "ar": "تم", "zh-Hans": "完成", "ja": "完了"]),
                    action: .finish))
            Step(
                "cities", target: .listRow(list: "cities", section: 0, row: 0, element: "name"),
                title: LocalizedText([
                    "en": "Pick your city", "ru": "Выберите город", "ar": "اختر مدينتك", "zh-Hans": "选择你的城市",
                    "ja": "都市を選んでください",
                ]),
                text: LocalizedText([
                    "en": "No problem: choose the city we deliver to. The nearest ones come first.",
                    "ru":
                        "Ничего страшного: выберите город, куда нужна доставка. Ближайшие — в начале списка.",
                    "ar": "لا بأس: اختر المدينة التي نوصّل إليها. الأقرب أولًا.",
                    "zh-Hans": "没关系：选择我们配送的城市。最近的城市排在前面。", "ja": "大丈夫です。配達先の都市を選んでください。近い都市から順に表示されます。",
                ])
            )
            .screen(cities)
            .placement(.bottomStart)
            Step(
                "city-stores", target: .listRow(list: "cities", section: 1, row: 12, element: "stores"),
                text: LocalizedText([
                    "en": "Each city shows how many stores deliver there.",
                    "ru": "У каждого города указано, сколько магазинов туда доставляет.",
                    "ar": "تعرض كل مدينة عدد المتاجر التي توصّل إليها.", "zh-Hans": "每个城市都显示有多少家商店配送到那里。",
                    "ja": "各都市に、配達できるお店の数が表示されます。",
                ])
            )
            .screen(cities)
            .buttons(
                Step.Button(
                    LocalizedText(["en": "Done", "ru": "Готово", "ar": "تم", "zh-Hans": "完成", "ja": "完了"]),
                    action: .finish))
        }
        .locales("en", "ru", "ar", "zh-Hans", "ja")
        .events(
            "location.allowedOnce", "location.allowedWhileUsing", "location.allowedAlways", "location.denied"
        )
        // Does the welcome help, or does going straight to why the app asks do as well?
        .experiment(
            "location-primer-2026-12", control: 10,
            .init("welcome-first", weight: 45),
            .init(
                "straight-to-why", weight: 45, steps: ["why-location", "detect", "cities", "city-stores"],
                texts: [
                    "why-location": LocalizedText([
                        "en":
                            "Groser shows the stores that deliver to you. Your phone asks for your location next.",
                        "ru":
                            "Groser показывает магазины, которые доставляют к вам. Дальше телефон спросит ваше местоположение.",
                        "ar": "يعرض Groser المتاجر التي توصّل إليك. سيطلب هاتفك موقعك بعد ذلك.",
                        "zh-Hans": "Groser 会显示能为你配送的商店。接下来，手机会询问你的位置。",
                        "ja": "Groser は、配達できるお店を表示します。次に、スマートフォンが位置情報を尋ねます。",
                    ])
                ]))
        Self.expectEqual(dsl, try Self.loaded("grocery-signup/grocery-signup.tutorial.json"))
    }

    @Test func theParkFinder() throws {
        let details = try Self.screen("park-finder/details.screen.json")
        let dsl = Tutorial("park-finder-tour", screen: try Self.screen("park-finder/map.screen.json")) {
            Step(
                "map", target: .element("map"), title: "Parks around you",
                text: "Every green pin on the map is a park. Pinch to see more of the city.")
            Step("nearby", target: .element("parks"), text: "The same parks as a list, nearest first.")
                .placement(.top)
            Step(
                "distance", target: .listRow(list: "parks", row: 8, element: "distance"),
                text: "How far each park is from where you stand."
            )
            .placement(.left)
            Step(
                "locate", target: .element("locate"),
                text: "Lost the map? This button brings it back to you. Try it."
            )
            .placement(.left)
            .advanceOn("map.recentred")
            Step(
                "hours", target: .element("hours"), title: "A park's page",
                text: "Tap a park to see when it is open and what it has."
            )
            .screen(details)
            .waitFor("hours", timeoutSeconds: 10, onTimeout: .skip)
            Step(
                "directions", target: .element("directions"),
                text: "Directions open your maps app with the way there."
            )
            .screen(details)
            .placement(.top)
        }
        .events("map.recentred")
        Self.expectEqual(dsl, try Self.loaded("park-finder/park-finder.tutorial.json"))
    }

    /// A tour for a new feature, shown from its release through the end of March: the last day
    /// named is included, so the end is the midnight after it.
    @Test func thePhotoGallery() throws {
        let released = try Date("2026-11-01T00:00:00Z", strategy: .iso8601)
        let afterMarch = try Date("2027-04-01T00:00:00Z", strategy: .iso8601)
        let dsl = Tutorial("photo-gallery-tour", screen: try Self.screen("photo-gallery/gallery.screen.json"))
        {
            Step(
                "albums", target: .element("albums"), title: "Your albums",
                text: "Albums scroll sideways, like a carousel.")
            Step(
                "shared-album", target: .gridItem(grid: "albums", item: 6),
                text: "Albums shared with you come last: this one is from Sam."
            )
            // Only a user with an album shared with them has one to point at.
            .onMissingTarget(.skip)
            Step(
                "photo", target: .gridItem(grid: "photos", section: 1, item: 22, element: "title"),
                title: "Every photo, by date", text: "Older photos are further down, four to a row.")
            Step(
                "favourite", target: .gridItem(grid: "photos", section: 1, item: 22, element: "heart"),
                text: "Tap the heart to keep a photo in Favourites."
            )
            .layout(gap: 2, padding: 1)
            .advanceOnTap()
        }
        .layout(maximumTextWidth: 34, padding: 2)
        .available(from: released, until: afterMarch)
        // The photos load after the screen: a step waits a little for its target.
        .onMissingTarget(.wait(seconds: 3, then: .centre))
        Self.expectEqual(dsl, try Self.loaded("photo-gallery/photo-gallery.tutorial.json"))
    }

    @Test func theRateTheAppPrompt() throws {
        let screen = try Self.screen("rate-app/order-complete.screen.json")
        let dsl = Tutorial("rate-the-app", screen: screen) {
            Step(
                "thanks", title: "Thanks for your order",
                text: "Your payment went through and your gift was applied.")
            Step(
                "stars", target: .element("stars"), title: "Enjoying the app?",
                text: "A rating helps other people find us. It takes two seconds."
            )
            .buttons(
                Step.Button("Not now", action: .skipTutorial, role: .skip),
                Step.Button("Not really", action: .goTo("feedback"), role: .secondary),
                Step.Button("Rate", action: .finish, role: .primary))
            Step(
                "feedback", target: .element("feedback"),
                text:
                    "Something went wrong with this order? Tell us here instead; a person reads every message."
            )
            .highlighting(.element("receipt"))
            .placement(.topStart)
        }
        .showIf(
            .all([
                .event("purchase.completed", atLeast: 1, withinDays: 1),
                .parameter("purchaseSource", .isIn(["directPayment", "merchantPayment"])),
                .parameter("orderFinalized", .equals(true)),
                .any([
                    .parameter("welcomeGift", .equals(true)),
                    .parameter("discounted", .equals(true)),
                    .parameter("rebate", .equals(true)),
                ]),
                .daysSince("registeredAt", atLeast: 20),
                .not(.any([.parameter("hasOpenRefund", .equals(true))])),
            ])
        )
        .events("purchase.completed")
        .parameters([
            "purchaseSource": .string, "orderFinalized": .boolean, "welcomeGift": .boolean,
            "discounted": .boolean,
            "rebate": .boolean, "registeredAt": .date, "hasOpenRefund": .boolean,
        ])
        .frequency(minDaysBetween: 30, maxShows: 3, windowDays: 365)
        .priority(10)
        Self.expectEqual(dsl, try Self.loaded("rate-app/rate-app.tutorial.json"))
    }

    /// Each tutorial-level modifier sets what its name says and nothing else.
    @Test func tutorialModifiersSetOneSettingEach() {
        let base = Tutorial("t") { Step("a", text: "A") }
        #expect(base.resumes && !base.showAgainWhenVersionRises && base.priority == 0)
        #expect(base.showIf == nil && base.frequency == nil && base.events == nil && base.parameters == nil)
        #expect(base.locales == [])

        #expect(base.resumes(false).resumes == false)
        #expect(base.showAgainWhenVersionRises().showAgainWhenVersionRises)
        #expect(base.showAgainWhenVersionRises(false) == base)
        #expect(base.priority(3).priority == 3)
        #expect(base.frequency(maxShows: 2) != base)
        #expect(base.frequency(maxShows: 2).frequency == Tutorial.DisplayFrequency(maxShows: 2))
        #expect(base.events("x", "y").events == ["x", "y"])
        #expect(base.parameters(["n": .number]).parameters == ["n": .number])
        #expect(base.locales("en").locales == ["en"])
        #expect(
            base.showIf(.tutorial("other", status: .completed)).showIf
                == .tutorial("other", status: .completed))
        var changed = base.priority(3)
        changed.priority = 0
        #expect(changed == base)
    }
}
