/** Seoul numbers (02) have a two-digit area code, so one digit fewer fits. */
const maxDigits = (digits: string) => (digits.startsWith('02') ? 10 : 11);

/** The digits of a typed or pasted phone number, cut to the longest Korean number. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.slice(0, maxDigits(digits));
}

/**
 * Korean phone mask (spec section 5), applied as the player types: 02 numbers as ##-###-#### or
 * ##-####-####, every other number as ###-###-#### or ###-####-####; the longer middle group is chosen
 * once the digit count only fits it.
 */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text);
  const head = digits.startsWith('02') ? 2 : 3;
  const middle = digits.length === maxDigits(digits) ? 4 : 3;
  return [digits.slice(0, head), digits.slice(head, head + middle), digits.slice(head + middle)]
    .filter((group) => group !== '')
    .join('-');
}

/** Whether the digits make a whole Korean number: 9 or 10 for Seoul (02), 10 or 11 for any other. */
export function isWholePhone(text: string): boolean {
  const digits = phoneDigits(text);
  return digits.length >= maxDigits(digits) - 1;
}
