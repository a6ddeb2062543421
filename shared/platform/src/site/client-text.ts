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

/** A message of the client's own, in the site's language. */
export function clientText(code: ClientMessageCode): string {
  return CLIENT_MESSAGES[code][siteLang()];
}

/** A server message as this site shows it: Korean ones become English on English sites. */
export function localizeServerMessage(message: string): string {
  return translateServerMessage(message, siteLang());
}
