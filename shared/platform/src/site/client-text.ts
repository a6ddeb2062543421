import {
  CLIENT_MESSAGES,
  resolveParticles,
  translateServerMessage,
  type ClientMessageCode,
  type SiteLang,
} from '@bx/contracts';

import { platformStore } from '../state/platform-store';

import { siteLocatorAtom } from './site-state';

/** The site's language; it does not change while a page lives. */
export function siteLang(): SiteLang {
  return platformStore.get(siteLocatorAtom)?.lang ?? 'ko';
}

type Messages<Code extends string> = Readonly<Record<Code, { readonly ko: string; readonly en: string }>>;

/**
 * The text function of a table of messages: a code's message in the site's language, its {name} parts filled in
 * from `parts` (in Korean, a particle written "을(를)" after a part becomes the one that fits it); the code itself
 * where the table has none. A remote whose screens only it draws (the ops console) keeps its own table this way,
 * out of the shared one every page loads.
 */
export function textFrom<Code extends string>(messages: Messages<Code>) {
  return (code: Code, parts: Record<string, string | number> = {}): string => {
    const entry = (messages as Partial<Messages<Code>>)[code];
    const lang = siteLang();
    const filled = Object.entries(parts).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
      entry?.[lang] ?? code,
    );
    return lang === 'ko' ? resolveParticles(filled) : filled;
  };
}

/**
 * A message of the client's own, in the site's language. The map is the host's copy (a federation singleton): a
 * remote deployed before the host that knows its new code gets the code itself rather than a broken page.
 */
export const clientText: (code: ClientMessageCode, parts?: Record<string, string | number>) => string =
  textFrom(CLIENT_MESSAGES);

/**
 * The text function of an area that ships its own table (a remote's \`@bx/<area>-messages\`): its own codes from
 * that table, bundled in the remote's build, and every other code from the shared client messages.
 */
export function areaTextFrom<Code extends string>(messages: Messages<Code>) {
  const own = textFrom(messages);
  return (code: Code | ClientMessageCode, parts?: Record<string, string | number>): string =>
    Object.hasOwn(messages, code) ? own(code as Code, parts) : clientText(code as ClientMessageCode, parts);
}

/** A server message as this site shows it: Korean ones become English on English sites. */
export function localizeServerMessage(message: string): string {
  return translateServerMessage(message, siteLang());
}
