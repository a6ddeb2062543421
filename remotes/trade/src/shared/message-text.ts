import type { ClientMessageCode } from '@bx/contracts';
import { clientText } from '@bx/platform';

/** A client message in the site's language, its {name} parts filled in from `parts`. */
export function messageText(code: ClientMessageCode, parts: Record<string, string | number> = {}): string {
  return Object.entries(parts).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    clientText(code),
  );
}
