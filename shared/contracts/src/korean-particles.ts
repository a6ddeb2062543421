/**
 * Korean particles after a word filled into a message: 을/를, 이/가, 은/는 and 과/와 depend on whether the word
 * ends in a consonant sound, which a template cannot know ("{coin}을" reads "USDT을" when it must be "USDT를").
 * A message writes the pair as "을(를)"; `resolveParticles` keeps the one that fits the word before it.
 */
const PAIRS: Readonly<Record<string, readonly [afterConsonant: string, afterVowel: string]>> = {
  '을(를)': ['을', '를'],
  '이(가)': ['이', '가'],
  '은(는)': ['은', '는'],
  '과(와)': ['과', '와'],
};
const PAIR_PATTERN = /을\(를\)|이\(가\)|은\(는\)|과\(와\)/g;

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Digits as Korean reads them: 영 일 이 삼 사 오 육 칠 팔 구; those ending in a consonant. */
const CONSONANT_DIGITS = new Set(['0', '1', '3', '6', '7', '8']);
/** Latin letters read with a final consonant: 엘, 엠, 엔, 알 (A is 에이, T is 티, S is 에스). */
const CONSONANT_LETTERS = new Set(['L', 'M', 'N', 'R']);

/**
 * Whether a word, as Korean reads it, ends in a consonant: a Hangul syllable by its final jamo, a digit or a
 * Latin letter by how it is read aloud ("USDT" 유에스디티: no; "1" 일: yes). Closing quotes, brackets and
 * spaces after the word are looked past; null where nothing readable precedes.
 */
export function endsInConsonant(word: string): boolean | null {
  for (let index = word.length - 1; index >= 0; index--) {
    const char = word[index]!;
    const code = char.charCodeAt(0);
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28 !== 0;
    if (/\d/.test(char)) return CONSONANT_DIGITS.has(char);
    if (/[A-Za-z]/.test(char)) return CONSONANT_LETTERS.has(char.toUpperCase());
    if (!/[\s"'”’)\]}>»」』]/.test(char)) return null;
  }
  return null;
}

/** The particle of a pair ("을(를)") that fits `word`; both, as written, when the word cannot be read. */
export function particleFor(word: string, pair: keyof typeof PAIRS): string {
  const ending = endsInConsonant(word);
  const [consonant, vowel] = PAIRS[pair]!;
  return ending === null ? pair : ending ? consonant : vowel;
}

/** Every "을(를)"-style pair of a finished message replaced by the particle the word before it takes. */
export function resolveParticles(text: string): string {
  return text.replace(PAIR_PATTERN, (pair, offset: number) => particleFor(text.slice(0, offset), pair));
}
