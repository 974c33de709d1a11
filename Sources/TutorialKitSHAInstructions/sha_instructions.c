#include "tutorialkit_sha_instructions.h"

#if defined(__x86_64__) || defined(__i386__)

#include <cpuid.h>
#include <immintrin.h>

int tutorialkit_sha256_instructions_available(void) {
    unsigned int eax, ebx, ecx, edx;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    const int ssse3 = (ecx >> 9) & 1;
    const int sse41 = (ecx >> 19) & 1;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    const int sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
}

// The instructions keep the eight working variables in two registers, A B E F and C D G H, and
// run two rounds an instruction; the message schedule's sixteen groups of four words are made
// four at a time from the four groups before them.
__attribute__((target("sha,ssse3,sse4.1"))) void tutorialkit_sha256_compress_with_instructions(
    uint32_t state[8], const uint8_t *blocks, size_t block_count, const uint32_t constants[64]) {
    // Each 32-bit word of a block is big-endian.
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);

    // state[0..3] = A B C D and state[4..7] = E F G H, into A B E F and C D G H (each register's
    // highest lane first, as the instructions want them).
    __m128i first = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[0]), 0xB1);
    __m128i second = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[4]), 0x1B);
    __m128i abef = _mm_alignr_epi8(first, second, 8);
    __m128i cdgh = _mm_blend_epi16(second, first, 0xF0);

    for (size_t block = 0; block < block_count; block++) {
        const uint8_t *bytes = blocks + 64 * block;
        const __m128i abef_before = abef;
        const __m128i cdgh_before = cdgh;
        __m128i words[4];
        for (int group = 0; group < 16; group++) {
            __m128i next;
            if (group < 4) {
                next = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(bytes + 16 * group)), byte_swap);
            } else {
                // W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16], for four t at once, from the
                // groups 4, 3, 2 and 1 before this one.
                const __m128i four_before = words[group % 4];
                const __m128i three_before = words[(group + 1) % 4];
                const __m128i two_before = words[(group + 2) % 4];
                const __m128i one_before = words[(group + 3) % 4];
                const __m128i partial = _mm_add_epi32(
                    _mm_sha256msg1_epu32(four_before, three_before), _mm_alignr_epi8(one_before, two_before, 4));
                next = _mm_sha256msg2_epu32(partial, one_before);
            }
            words[group % 4] = next;
            const __m128i input = _mm_add_epi32(next, _mm_loadu_si128((const __m128i *)&constants[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, input);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(input, 0x0E));
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }

    // Back from A B E F and C D G H to A B C D and E F G H.
    first = _mm_shuffle_epi32(abef, 0x1B);
    second = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(first, second, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(second, first, 8));
}

#else

int tutorialkit_sha256_instructions_available(void) { return 0; }

void tutorialkit_sha256_compress_with_instructions(
    uint32_t state[8], const uint8_t *blocks, size_t block_count, const uint32_t constants[64]) {
    (void)state;
    (void)blocks;
    (void)block_count;
    (void)constants;
}

#endif
