/**
 * The input filters of spec section 5, each telling whether a field's whole new text is acceptable. A field
 * whose new text fails keeps its previous text, so an invalid keystroke or paste simply does nothing.
 */
export const INPUT_FILTERS = {
  /** Characters an e-mail address may hold while being typed. */
  email: (text: string) => /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~@-]*$/.test(text),
  digits: (text: string) => /^\d*$/.test(text),
  digitsAndDot: (text: string) => /^[\d.]*$/.test(text),
  digitsAndDash: (text: string) => /^[\d-]*$/.test(text),
  username: (text: string) => /^[a-z0-9_-]*$/.test(text),
  password: (text: string) => /^[A-Za-z0-9]*$/.test(text),
  withoutKoreanOrSpace: (text: string) => !/[\p{Script=Hangul}\s]/u.test(text),
  /** Letters (Korean included) and digits only. */
  withoutSpecialOrSpace: (text: string) => /^[\p{L}\p{N}]*$/u.test(text),
  /** Letters (Korean included) only, as for a name. */
  withoutSpecialDigitOrSpace: (text: string) => /^\p{L}*$/u.test(text),
} as const satisfies Record<string, (text: string) => boolean>;

export type InputFilterName = keyof typeof INPUT_FILTERS;

/** The text a filtered field holds after a change: the new text if it passes, else the previous one. */
export function applyInputFilter(filter: InputFilterName, previous: string, next: string): string {
  return INPUT_FILTERS[filter](next) ? next : previous;
}
