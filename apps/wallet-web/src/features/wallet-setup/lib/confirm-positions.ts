/** How many words of the phrase the person types back to show they wrote it down. */
export const WORDS_TO_CONFIRM = 4;

/**
 * `count` distinct word positions out of `length`, in ascending order, drawn with the browser's
 * CSPRNG (the positions say which words a shoulder-surfer would need, so no Math.random).
 */
export function pickConfirmPositions(
  length: number,
  count = WORDS_TO_CONFIRM,
  random: (max: number) => number = secureRandomBelow,
): number[] {
  const pool = Array.from({ length }, (_, index) => index);
  // Partial Fisher-Yates: the first `count` slots end up a uniform sample.
  for (let i = 0; i < Math.min(count, length); i += 1) {
    const j = i + random(length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, Math.min(count, length)).sort((a, b) => a - b);
}

function secureRandomBelow(max: number): number {
  // Rejection sampling keeps the draw uniform for any max.
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] as number;
    if (value < limit) return value % max;
  }
}

/** The words the person does not type: every position but the chosen ones. */
export function givenWords(
  words: readonly string[],
  positions: readonly number[],
): Record<number, string> {
  const given: Record<number, string> = {};
  words.forEach((word, index) => {
    if (!positions.includes(index)) given[index] = word;
  });
  return given;
}
