import type { SiteLang } from '@bx/contracts';

/** Text and attribute values of the pages the server writes: nothing a site's name or an address holds runs. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The shell's dark colours and the theme's fonts (shared/ui's theme), inline: the page fetches nothing else (it is
 * also what shows offline), and the site's CSP allows inline styles but no inline script.
 */
const STYLE =
  'body{margin:0;min-height:100vh;display:flex;flex-direction:column;justify-content:center;padding:24px;' +
  'box-sizing:border-box;background:#0f1115;color:#e8eaf0;text-align:center;word-break:keep-all;' +
  "font-family:'Noto Sans KR','Apple SD Gothic Neo','Malgun Gothic',system-ui,sans-serif}" +
  'h1{margin:0 0 12px;font-size:20px}p{margin:0;font-size:14px;line-height:1.6;color:#9aa1b2}';

/**
 * A page the server draws without the front end (the identity-check placeholder, the offline page): a title and
 * a line of text in the site's language. `refreshSeconds` reloads it by itself (no script).
 */
export function plainPage(page: {
  lang: SiteLang;
  title: string;
  text: string;
  refreshSeconds?: number;
}): string {
  const refresh =
    page.refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${page.refreshSeconds}">`;
  return `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<style>${STYLE}</style><title>${escapeHtml(page.title)}</title></head><body><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p></body></html>`;
}
