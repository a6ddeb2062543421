import {
  CLIENT_MESSAGES,
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

/**
 * A message of the client's own, in the site's language, its {name} parts filled in from `parts`. The map is
 * the host's copy (a federation singleton): a remote deployed before the host that knows its new code gets the
 * code itself rather than a broken page.
 */
export function clientText(code: ClientMessageCode, parts: Record<string, string | number> = {}): string {
  const entry = (CLIENT_MESSAGES as Partial<typeof CLIENT_MESSAGES>)[code];
  return Object.entries(parts).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    (entry?.[siteLang()] as string | undefined) ?? code,
  );
}

/** A server message as this site shows it: Korean ones become English on English sites. */
export function localizeServerMessage(message: string): string {
  return translateServerMessage(message, siteLang());
}
