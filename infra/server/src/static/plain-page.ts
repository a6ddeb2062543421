import type { SiteLang } from '@bx/contracts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A page the server draws without the front end (the identity-check placeholder, the offline page): a title and
 * a line of text in the site's language, styled inline by a stylesheet-free `<body>` so nothing else is fetched.
 * `refreshSeconds` reloads it by itself (no script: the site's CSP allows none inline).
 */
export function plainPage(page: {
  lang: SiteLang;
  title: string;
  text: string;
  refreshSeconds?: number;
}): string {
  const refresh =
    page.refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${page.refreshSeconds}">`;
  return `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<title>${escapeHtml(page.title)}</title></head><body><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p></body></html>`;
}
