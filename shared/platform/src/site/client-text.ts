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

/** A message of the client's own, in the site's language, its {name} parts filled in from `parts`. */
export function clientText(code: ClientMessageCode, parts: Record<string, string | number> = {}): string {
  return Object.entries(parts).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    CLIENT_MESSAGES[code][siteLang()] as string,
  );
}

/** A server message as this site shows it: Korean ones become English on English sites. */
export function localizeServerMessage(message: string): string {
  return translateServerMessage(message, siteLang());
}
