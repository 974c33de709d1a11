import Testing
import TutorialKitJSON

@Suite struct JSONReaderTests {
    func error(reading text: String) -> (position: SourcePosition, message: String)? {
        let bytes = Array(text.utf8)
        do {
            _ = try JSONReader.read(bytes)
            return nil
        } catch {
            return (SourceMap(bytes).position(of: error.offset), error.message)
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let node = try JSONReader.read(
            #"{"a": [1, -2.5e3, "x\n\u00e9\ud83d\ude00", true, false, null], "b": {}}"#)
        let members = try #require(node.members)
        #expect(members.map(\.key) == ["a", "b"])
        let elements = try #require(node["a"]?.value.elements)
        #expect(
            elements.map(\.value) == [
                .number(JSONNumber("1")), .number(JSONNumber("-2.5e3")), .string("x\né😀"), .bool(true),
                .bool(false), .null,
            ])
        #expect(node["b"]?.value.members?.isEmpty == true)
    }

    @Test func nodesRememberWhereTheyStart() throws {
        let text = "{\n  \"steps\": [\n    {\"id\": \"один\", \"x\": 5}\n  ]\n}"
        let map = SourceMap(Array(text.utf8))
        let node = try JSONReader.read(text)
        let step = try #require(node["steps"]?.value.elements?.first)
        #expect(map.position(of: step.offset) == SourcePosition(line: 3, column: 5))
        let x = try #require(step["x"])
        // Columns count characters: "один" is 4 columns though 8 bytes.
        #expect(map.position(of: x.keyOffset) == SourcePosition(line: 3, column: 20))
        #expect(map.position(of: x.value.offset) == SourcePosition(line: 3, column: 25))
    }

    @Test func duplicateKeysAreKeptForTheValidator() throws {
        let node = try JSONReader.read(#"{"id": 1, "id": 2}"#)
        #expect(node.members?.count == 2)
    }

    @Test func numbersKeepTheirText() throws {
        #expect(
            try JSONReader.read("12345678901234567890123").value
                == .number(JSONNumber("12345678901234567890123")))
        #expect(try JSONReader.read("12345678901234567890123").integer == nil)
        #expect(try JSONReader.read("-0").integer == 0)
        #expect(try JSONReader.read("7.0").integer == nil)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[]".utf8)).value == .array([]))
    }

    @Test(arguments: [
        ("", 1, 1, "the file is empty; expected a JSON value"),
        ("\n  \n", 1, 1, "the file is empty; expected a JSON value"),
        ("{\"a\": 1,}", 1, 9, "trailing comma before '}'; remove the comma"),
        ("[1, 2,]", 1, 7, "trailing comma before ']'; remove the comma"),
        ("{\"a\" 1}", 1, 6, "unexpected '1'; expected ':' after the key"),
        ("{a: 1}", 1, 2, "unexpected 'a'; expected a key in double quotes"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "unexpected '\"'; expected ',' or '}'"),
        ("[1 2]", 1, 4, "unexpected '2'; expected ',' or ']'"),
        ("{\"a\": tru}", 1, 7, "unexpected 't'; expected a value (strings need double quotes)"),
        ("{\"a\": 'x'}", 1, 7, "unexpected \"'\"; expected a value"),
        ("\n\n  \"abc", 3, 3, "unterminated string; add the closing '\"'"),
        ("\"a\nb\"", 1, 3, "a line break inside a string; write it as an escape such as \\n"),
        ("\"a\\qb\"", 1, 3, "unknown escape '\\q'; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX"),
        ("\"\\u12g4\"", 1, 2, "\\u must be followed by four hexadecimal digits"),
        ("\"\\ud83d\"", 1, 2, "a high surrogate \\u escape without its low half"),
        ("\"\\ude00\"", 1, 2, "a low surrogate \\u escape without its high half"),
        ("012", 1, 1, "numbers may not start with 0; remove the leading zero"),
        ("-x", 1, 1, "a '-' must be followed by digits"),
        ("1.", 1, 1, "a '.' in a number must be followed by digits"),
        ("1e+", 1, 1, "an exponent in a number must have digits"),
        ("[1] x", 1, 5, "unexpected 'x' after the end of the JSON value"),
        ("[\u{A0}1]", 1, 2, "unexpected character U+00A0; expected a value"),
        ("[", 1, 2, "unexpected end of file; expected a value"),
        ("{\"a\": 1", 1, 8, "unexpected end of file; expected ',' or '}'"),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, line: Int, column: Int, message: String) {
        let found = error(reading: text)
        #expect(found?.position == SourcePosition(line: line, column: column))
        #expect(found?.message == message)
    }

    /// The whole character after a backslash, never its first byte read as one (`\Ã` for `\é`),
    /// and one that does not print by its code point.
    @Test(
        arguments: [
            ([0x22, 0x63, 0x61, 0x66, 0x5C, 0xC3, 0xA9, 0x22], "'\\é'"),
            (Array("\"\\€\"".utf8), "'\\€'"),
            (Array("\"\\😀\"".utf8), "'\\😀'"),
            (Array("\"\\'\"".utf8), "\"\\'\""),
            ([0x22, 0x5C, 0x09, 0x22], "'\\' before character U+0009"),
            ([0x22, 0x5C, 0x1B, 0x22], "'\\' before character U+001B"),
            (Array("\"\\\u{202E}\"".utf8), "'\\' before character U+202E"),
            ([0x22, 0x5C, 0xC2, 0x9B, 0x22], "'\\' before character U+009B"),
            ([0x22, 0x5C, 0xFF, 0x22], "'\\' before byte 0xFF, which is not UTF-8"),
            ([0x22, 0x5C, 0xC3, 0x22], "'\\' before byte 0xC3, which is not UTF-8"),
            ([0x22, 0x5C, 0xE2, 0x82], "'\\' before byte 0xE2, which is not UTF-8"),
        ] as [([UInt8], String)])
    func anUnknownEscapeNamesTheWholeCharacter(bytes: [UInt8], shown: String) {
        let tail = "; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX"
        let backslash = bytes.firstIndex(of: 0x5C) ?? 0
        #expect(throws: JSONSyntaxError(offset: backslash, message: "unknown escape \(shown)\(tail)")) {
            try JSONReader.read(bytes)
        }
    }

    @Test func invalidUTF8InAStringIsAnError() {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x22]
        #expect(throws: JSONSyntaxError(offset: 0, message: "the string is not valid UTF-8")) {
            try JSONReader.read(bytes)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        let found = error(reading: deep)
        #expect(
            found?.message
                == "arrays and objects nest deeper than \(JSONReader.maximumDepth) levels (InputLimits.nestingDepth)"
        )
        #expect(found?.position == SourcePosition(line: 1, column: JSONReader.maximumDepth + 1))
    }

    @Test func nestingUpToTheLimitIsFine() throws {
        let depth = JSONReader.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: Never.self) { try JSONReader.read(text) }
    }
}

@Suite struct SourceMapTests {
    @Test func positionsAreOneBasedAndCountCharacters() {
        let map = SourceMap(Array("ab\nпривет x\n\n".utf8))
        #expect(map.position(of: 0) == SourcePosition(line: 1, column: 1))
        #expect(map.position(of: 2) == SourcePosition(line: 1, column: 3))
        #expect(map.position(of: 3) == SourcePosition(line: 2, column: 1))
        #expect(map.position(of: 3 + 13) == SourcePosition(line: 2, column: 8))
        #expect(map.position(of: 17) == SourcePosition(line: 2, column: 9))
        #expect(map.position(of: 18) == SourcePosition(line: 3, column: 1))
        #expect(map.position(of: 1_000) == SourcePosition(line: 4, column: 1))
    }
}
