// SHA-256's compression by the processor's own instructions (Intel's SHA extensions), for the
// bundle store's checks; TutorialKitBundles' SHA256 calls it when the processor has them and
// computes the same digests in portable Swift otherwise.

#ifndef TUTORIALKIT_SHA_INSTRUCTIONS_H
#define TUTORIALKIT_SHA_INSTRUCTIONS_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor has the SHA extensions (and SSSE3 and SSE4.1, which the compression
/// uses beside them): 1 or 0. Always 0 on a processor of another architecture.
int tutorialkit_sha256_instructions_available(void);

/// Mixes `block_count` 64-byte blocks from `blocks` into the eight words of `state`, as FIPS 180-4
/// compresses them, using the round constants `constants` (64 words). Call only when
/// `tutorialkit_sha256_instructions_available()` is 1; elsewhere it leaves `state` unchanged.
void tutorialkit_sha256_compress_with_instructions(
    uint32_t state[8], const uint8_t *blocks, size_t block_count, const uint32_t constants[64]);

#endif
