/**
 * Korean particles after a word filled into a message: 을/를, 이/가, 은/는, 과/와 and (으)로 depend on whether the
 * word ends in a consonant sound, which a template cannot know ("{coin}을" reads "USDT을" when it must be "USDT를").
 * A message writes the pair as "을(를)"; `resolveParticles` keeps the one that fits the word before it.
 */
const PAIRS: Readonly<Record<string, readonly [afterConsonant: string, afterVowel: string]>> = {
  '을(를)': ['을', '를'],
  '이(가)': ['이', '가'],
  '은(는)': ['은', '는'],
  '과(와)': ['과', '와'],
  '(으)로': ['으로', '로'],
};
const PAIR_PATTERN = /을\(를\)|이\(가\)|은\(는\)|과\(와\)|\(으\)로/g;

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Digits as Korean reads them: 영 일 이 삼 사 오 육 칠 팔 구; those ending in a consonant. */
const CONSONANT_DIGITS = new Set(['0', '1', '3', '6', '7', '8']);
/** Latin letters read with a final consonant: 엘, 엠, 엔, 알 (A is 에이, T is 티, S is 에스). */
const CONSONANT_LETTERS = new Set(['L', 'M', 'N', 'R']);
/** Endings in ㄹ, which take 로 as a vowel does: 일, 칠, 팔, 엘, 알. */
const RIEUL_DIGITS = new Set(['1', '7', '8']);
const RIEUL_LETTERS = new Set(['L', 'R']);
const RIEUL_FINAL = 8;

type Ending = 'vowel' | 'rieul' | 'consonant';

/** How a word ends as Korean reads it aloud; null where nothing readable precedes. */
function ending(word: string): Ending | null {
  for (let index = word.length - 1; index >= 0; index--) {
    const char = word[index]!;
    const code = char.charCodeAt(0);
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
      const final = (code - HANGUL_FIRST) % 28;
      return final === 0 ? 'vowel' : final === RIEUL_FINAL ? 'rieul' : 'consonant';
    }
    if (/\d/.test(char)) {
      return RIEUL_DIGITS.has(char) ? 'rieul' : CONSONANT_DIGITS.has(char) ? 'consonant' : 'vowel';
    }
    if (/[A-Za-z]/.test(char)) {
      const letter = char.toUpperCase();
      return RIEUL_LETTERS.has(letter) ? 'rieul' : CONSONANT_LETTERS.has(letter) ? 'consonant' : 'vowel';
    }
    if (!/[\s"'”’)\]}>»」』]/.test(char)) return null;
  }
  return null;
}

/**
 * Whether a word, as Korean reads it, ends in a consonant: a Hangul syllable by its final jamo, a digit or a
 * Latin letter by how it is read aloud ("USDT" 유에스디티: no; "1" 일: yes). Closing quotes, brackets and
 * spaces after the word are looked past; null where nothing readable precedes.
 */
export function endsInConsonant(word: string): boolean | null {
  const sound = ending(word);
  return sound === null ? null : sound !== 'vowel';
}

/** The particle of a pair ("을(를)") that fits `word`; both, as written, when the word cannot be read. */
export function particleFor(word: string, pair: keyof typeof PAIRS): string {
  const sound = ending(word);
  const [consonant, vowel] = PAIRS[pair]!;
  if (sound === null) return pair;
  // (으)로 is the one pair where ㄹ reads like a vowel: 서울로, 1로 (일로).
  const likeVowel = sound === 'vowel' || (sound === 'rieul' && pair === '(으)로');
  return likeVowel ? vowel : consonant;
}

/** Every "을(를)"-style pair of a finished message replaced by the particle the word before it takes. */
export function resolveParticles(text: string): string {
  return text.replace(PAIR_PATTERN, (pair, offset: number) => particleFor(text.slice(0, offset), pair));
}
