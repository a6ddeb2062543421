import { CLIENT_MESSAGES, type ClientMessageCode, type SiteLang } from '@bx/contracts';

/** The site language unit tests run under: Korean, but in `onEnglishSite`. */
const testSite: { lang: SiteLang } = { lang: 'ko' };

/** Runs `check` as on an English site (site 15), then goes back to Korean. */
export function onEnglishSite(check: () => void): void {
  testSite.lang = 'en';
  try {
    check();
  } finally {
    testSite.lang = 'ko';
  }
}

/**
 * For `vi.mock('@bx/platform', ...)`: the platform as it is, but reading the site's language from `testSite`,
 * so a test can look at a screen's words on an English site without loading /site.json.
 */
export async function platformOnTestSite(importOriginal: () => Promise<object>): Promise<object> {
  return {
    ...(await importOriginal()),
    siteLang: () => testSite.lang,
    clientText: (code: ClientMessageCode, parts: Record<string, string | number> = {}) =>
      Object.entries(parts).reduce(
        (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
        CLIENT_MESSAGES[code][testSite.lang] as string,
      ),
  };
}
