import { ERROR_MESSAGES } from './errors.js';
import type { SiteLang } from './site.js';

// Catalogue texts without their closing period, longest Korean first, so that a message is matched by the
// longest text it begins with ("잔액이 부족하여 팔로우할 수 없습니다" before "잔액이 부족합니다" could ever clash).
const BY_KOREAN = Object.values(ERROR_MESSAGES)
  .map(({ ko, en }) => ({ ko: ko.replace(/\.$/, ''), en: en.replace(/\.$/, '') }))
  .sort((a, b) => b.ko.length - a.ko.length);

/**
 * A server message as an English site should show it (spec section 8). A Korean message from the catalogue
 * becomes its English text, also when the server appended detail ("잔액이 부족합니다: 10 USDT" becomes
 * "Insufficient balance: 10 USDT"); the detail is kept as it came. Anything else, and every message on a
 * Korean site, is returned unchanged.
 */
export function translateServerMessage(message: string, lang: SiteLang): string {
  if (lang !== 'en') return message;
  const text = message.trim();
  for (const { ko, en } of BY_KOREAN) {
    if (!text.startsWith(ko)) continue;
    const rest = text.slice(ko.length);
    // Detail follows punctuation or a space; a letter or digit means a different, longer sentence.
    if (rest === '' || !/^[\p{L}\p{N}]/u.test(rest)) return `${en}${rest}`;
  }
  return message;
}
