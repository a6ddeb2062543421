import { CLIENT_MESSAGES, type SiteLang } from '@bx/contracts';

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

type Messages = Readonly<Record<string, { readonly ko: string; readonly en: string }>>;

const textOn =
  (messages: Messages) =>
  (code: string, parts: Record<string, string | number> = {}): string =>
    Object.entries(parts).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
      (messages[code] ?? (CLIENT_MESSAGES as Messages)[code])![testSite.lang],
    );

/**
 * For `vi.mock('@bx/platform', ...)`: the platform as it is, but reading the site's language from `testSite`,
 * so a test can look at a screen's words on an English site without loading /site.json.
 */
export async function platformOnTestSite(importOriginal: () => Promise<object>): Promise<object> {
  return {
    ...(await importOriginal()),
    siteLang: () => testSite.lang,
    clientText: textOn({}),
    areaTextFrom: textOn,
  };
}
