internal import TutorialKitSHAInstructions

/// SHA-256 (FIPS 180-4), for checking that a bundle's files are the ones its manifest lists:
/// written here, as the package depends on nothing but the toolchain. Fed in pieces of any size;
/// tested against NIST's published vectors and against Python's `hashlib` on random inputs.
///
/// Blocks are compressed by the processor's SHA instructions where it has them (most x86-64
/// processors since 2017), and in portable Swift elsewhere: the same digests, several times faster.
package struct SHA256: Sendable {
    /// How blocks are compressed.
    package enum Engine: Sendable, CaseIterable {
        /// The processor's SHA instructions (``instructionsAvailable``).
        case instructions
        /// Swift, on every processor.
        case portable
    }

    /// Whether this processor has the SHA instructions.
    package static let instructionsAvailable = tutorialkit_sha256_instructions_available() == 1

    /// The engine that compresses this hash's blocks.
    package let engine: Engine
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
        0x5be0_cd19
    )
    /// The bytes of a block not yet filled, fewer than 64.
    private var pending: [UInt8] = []
    /// How many bytes were fed in all.
    private var length: UInt64 = 0

    /// A hash compressed by `engine`: by default the processor's SHA instructions, and the
    /// portable engine where the processor lacks them.
    package init(engine: Engine = .instructions) {
        self.engine = Self.instructionsAvailable ? engine : .portable
    }

    /// The digest of `bytes`.
    package static func digest(_ bytes: some Collection<UInt8>, engine: Engine = .instructions) -> [UInt8] {
        var hash = SHA256(engine: engine)
        hash.update(bytes)
        return hash.finish()
    }

    /// The digest of `bytes` as 64 lowercase hexadecimal digits, as manifests write it.
    package static func hex(_ bytes: some Collection<UInt8>, engine: Engine = .instructions) -> String {
        hex(digest: digest(bytes, engine: engine))
    }

    /// A digest as lowercase hexadecimal digits.
    package static func hex(digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".unicodeScalars)
        var text = ""
        for byte in digest {
            text.unicodeScalars.append(digits[Int(byte >> 4)])
            text.unicodeScalars.append(digits[Int(byte & 0x0F)])
        }
        return text
    }

    /// Feeds `bytes`.
    package mutating func update(_ bytes: some Collection<UInt8>) {
        length &+= UInt64(bytes.count)
        let done: Void? = bytes.withContiguousStorageIfAvailable {
            update(contiguous: UnsafeRawBufferPointer($0))
        }
        if done == nil {
            let copy = Array(bytes)
            copy.withUnsafeBytes { update(contiguous: $0) }
        }
    }

    private mutating func update(contiguous bytes: UnsafeRawBufferPointer) {
        var rest = bytes[...]
        if !pending.isEmpty {
            let taken = rest.prefix(64 - pending.count)
            pending.append(contentsOf: taken)
            rest = rest.dropFirst(taken.count)
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = rest.count / 64 * 64
        compress(UnsafeRawBufferPointer(rebasing: rest.prefix(whole)))
        pending.append(contentsOf: rest.dropFirst(whole))
    }

    /// The digest of everything fed: 32 bytes.
    package mutating func finish() -> [UInt8] {
        let bits = length &* 8
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        tail.withUnsafeBytes { tail in
            for start in stride(from: 0, to: tail.count, by: 64) {
                compress(UnsafeRawBufferPointer(rebasing: tail[start..<start + 64]))
            }
        }
        pending = []
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return words.flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) }
        }
    }

    private static let constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
        0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7,
        0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc,
        0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351,
        0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e,
        0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585,
        0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f,
        0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
        0xc671_78f2,
    ]

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }

    /// One round: `d` and `h` take their new values; the other six move one place on by name.
    /// (The choice and majority are FIPS 180-4's, written with one operation fewer each.)
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ input: UInt32
    ) {
        let choice = g ^ (e & (f ^ g))
        // Σ1(e) = e⋙6 ⊕ e⋙11 ⊕ e⋙25, and Σ0(a) = a⋙2 ⊕ a⋙13 ⊕ a⋙22, each as three rotations
        // of one value in turn rather than three copies rotated.
        let sigma1 = rotate(rotate(rotate(e, 14) ^ e, 5) ^ e, 6)
        let first = h &+ sigma1 &+ choice &+ input
        let majority = (a & b) | (c & (a | b))
        let sigma0 = rotate(rotate(rotate(a, 9) ^ a, 11) ^ a, 2)
        d = d &+ first
        h = first &+ sigma0 &+ majority
    }

    /// Mixes the 64-byte blocks of `blocks` into the state, in one pass: the constants and the
    /// message schedule (on the stack) are set up once, not once a block.
    private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
        guard blocks.count >= 64, let start = blocks.baseAddress else { return }
        if engine == .instructions {
            Self.constants.withUnsafeBufferPointer { constants in
                withUnsafeMutableBytes(of: &state) { state in
                    tutorialkit_sha256_compress_with_instructions(
                        state.baseAddress?.assumingMemoryBound(to: UInt32.self),
                        start.assumingMemoryBound(to: UInt8.self), blocks.count / 64, constants.baseAddress)
                }
            }
            return
        }
        var (h0, h1, h2, h3, h4, h5, h6, h7) = state
        Self.constants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
                for start in stride(from: 0, to: blocks.count - 63, by: 64) {
                    for index in 0..<16 {
                        words[index] = UInt32(
                            bigEndian: blocks.loadUnaligned(
                                fromByteOffset: start + 4 * index, as: UInt32.self))
                    }
                    for index in 16..<64 {
                        let (w15, w2) = (words[index - 15], words[index - 2])
                        // σ0 = ⋙7 ⊕ ⋙18 ⊕ ≫3, σ1 = ⋙17 ⊕ ⋙19 ⊕ ≫10, the rotations nested.
                        let s0 = Self.rotate(Self.rotate(w15, 11) ^ w15, 7) ^ (w15 >> 3)
                        let s1 = Self.rotate(Self.rotate(w2, 2) ^ w2, 17) ^ (w2 >> 10)
                        words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    // Eight rounds a pass, each naming the working variables one place on, so
                    // none is moved between rounds.
                    for index in stride(from: 0, to: 64, by: 8) {
                        func input(_ offset: Int) -> UInt32 {
                            constants[index + offset] &+ words[index + offset]
                        }
                        Self.round(a, b, c, &d, e, f, g, &h, input(0))
                        Self.round(h, a, b, &c, d, e, f, &g, input(1))
                        Self.round(g, h, a, &b, c, d, e, &f, input(2))
                        Self.round(f, g, h, &a, b, c, d, &e, input(3))
                        Self.round(e, f, g, &h, a, b, c, &d, input(4))
                        Self.round(d, e, f, &g, h, a, b, &c, input(5))
                        Self.round(c, d, e, &f, g, h, a, &b, input(6))
                        Self.round(b, c, d, &e, f, g, h, &a, input(7))
                    }
                    (h0, h1, h2, h3) = (h0 &+ a, h1 &+ b, h2 &+ c, h3 &+ d)
                    (h4, h5, h6, h7) = (h4 &+ e, h5 &+ f, h6 &+ g, h7 &+ h)
                }
            }
        }
        state = (h0, h1, h2, h3, h4, h5, h6, h7)
    }
}
