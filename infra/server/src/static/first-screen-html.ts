import type { SiteInfo, SiteLocator } from '@bx/contracts';

import type { FirstScreen } from './first-screen.js';
import { escapeHtml } from './plain-page.js';

/**
 * The layout's sizes and the dark theme's colours (host/src/app/app-layout.tsx, shared/header-bar.tsx,
 * features/chrome/footer-tabs.tsx, features/auth/sign-in-page.tsx; shared/ui's darkTheme and font list), so the
 * screen the app draws over it lands where this one was. Fixed above the app's root and deaf to the pointer: the
 * app draws beneath it and removes it once its own first screen is there (host/src/shared/first-screen.ts), so
 * nothing in the page moves when it goes. Inline, as the site's CSP allows styles (never scripts) inline.
 */
const STYLE = [
  // The app's fallback face (shared/ui font-fallback.ts): text drawn here measures what the app's text will.
  "@font-face{font-family:'Noto Sans KR Fallback';src:local('Noto Sans CJK KR'),local('NotoSansCJKkr-Regular'),",
  "local('Apple SD Gothic Neo'),local('AppleSDGothicNeo-Regular'),local('Malgun Gothic');ascent-override:116%;",
  'descent-override:28.8%;line-gap-override:0%;size-adjust:100%}',
  '#first-screen{position:fixed;inset:0;z-index:2147483647;pointer-events:none;overflow:hidden;box-sizing:border-box;',
  'background:#0f1115;color:#e8eaf0;-webkit-text-size-adjust:100%;',
  "font-family:'Noto Sans KR','Noto Sans KR Fallback','Apple SD Gothic Neo','Malgun Gothic',system-ui,sans-serif}",
  '#first-screen *{box-sizing:border-box}',
  '.fs-header{height:52px;display:grid;grid-template-columns:96px 1fr 96px;padding-inline:4px;align-items:center;',
  'background:#0f1115;border-bottom:1px solid #2c3140}',
  '.fs-title{grid-column:2;text-align:center;font-weight:700;font-size:17px;overflow:hidden;white-space:nowrap;',
  'text-overflow:ellipsis}',
  '.fs-footer{position:absolute;left:0;right:0;bottom:0;height:calc(60px + env(safe-area-inset-bottom));',
  'background:#181b22;border-top:1px solid #2c3140}',
  // The trade screens' first card: the stock and its last price, the headline until the app takes over. The price
  // is drawn larger than the ticker the app then shows (32 px against 22), so that the page's largest paint is
  // this real price, not a later part of the app (the e2e first-screen spec holds it to that).
  '.fs-card{margin:8px 10px 0;padding:12px;min-height:300px;background:#181b22;border:1px solid #2c3140;',
  'border-radius:8px}.fs-quote{display:flex;align-items:flex-end;justify-content:space-between;gap:8px}',
  '.fs-name{margin:0;font-size:17px;font-weight:700;min-width:0;overflow:hidden;text-overflow:ellipsis;',
  'white-space:nowrap}.fs-price{margin:0;font-size:32px;font-weight:700;font-variant-numeric:tabular-nums}',
  '.fs-sign{display:grid;gap:24px;padding:64px 20px 24px;max-width:480px;margin:0 auto}',
  '.fs-sign h1{margin:0;font-size:26px}.fs-form{display:grid;gap:16px}',
  '.fs-field{display:grid;gap:6px;font-size:14px;color:#9aa1b2}',
  '.fs-box{height:48px;border-radius:8px;background:#181b22;border:1px solid #2c3140}',
  '.fs-button{height:48px;border-radius:8px;background:#f0b90b}',
  '.fs-blank{display:grid;place-items:center;height:100%;font-size:17px;font-weight:700;color:#9aa1b2}',
].join('');

const text = (tag: string, className: string, value: string) =>
  `<${tag} class="${className}">${escapeHtml(value)}</${tag}>`;

const header = (title: string) => `<div class="fs-header">${text('div', 'fs-title', title)}</div>`;
const FOOTER = '<div class="fs-footer"></div>';

function body(screen: FirstScreen): string {
  switch (screen.kind) {
    case 'blank':
      return `<div class="fs-blank">${escapeHtml(screen.siteName ?? '')}</div>`;
    case 'sign': {
      const fields = screen.fields.map(
        (label) => `<div class="fs-field">${escapeHtml(label)}<div class="fs-box"></div></div>`,
      );
      return `<div class="fs-sign">${text('h1', 'fs-heading', screen.heading)}<div class="fs-form">${fields.join('')}<div class="fs-button"></div></div></div>`;
    }
    case 'trade': {
      const name = screen.name === undefined ? '' : text('p', 'fs-name', screen.name);
      const price = screen.price === undefined ? '' : text('p', 'fs-price', screen.price);
      return `${header(screen.title)}<div class="fs-card"><div class="fs-quote">${name}${price}</div></div>${FOOTER}`;
    }
  }
}

/** The empty root of the host's index.html, as its build writes it (minified: attributes unquoted). */
const ROOT = /<div id="?root"?><\/div>/;
const HTML_LANG = /<html lang="?[a-z]+"?/;

/**
 * The site of the page's hostname, as /site.json names it (SiteLocator): the app's calls that need no more of it
 * (the session's restore) start without waiting for /site.json (shared/platform's locateSiteFromPage).
 */
function siteMeta(site: SiteInfo): string {
  const locator: SiteLocator = { siteInfoId: site.id, code: site.code, lang: site.lang };
  return `<meta name="bx-site" content="${escapeHtml(JSON.stringify(locator))}">`;
}

/**
 * The host's index.html with `screen` drawn over its empty root, in the language of `site` (Korean for a
 * hostname that is no site), naming the site. A page without the root it expects (another build's) is sent as
 * it is.
 */
export function withFirstScreen(indexHtml: string, screen: FirstScreen, site: SiteInfo | undefined): string {
  if (!ROOT.test(indexHtml) || !indexHtml.includes('</head>')) return indexHtml;
  const head = `${site ? siteMeta(site) : ''}<style>${STYLE}</style></head>`;
  const drawn = `<div id="first-screen" aria-hidden="true" inert>${body(screen)}</div>`;
  // Replacer functions: a `$` in a site's name must stay text, not a replacement pattern.
  return indexHtml
    .replace(HTML_LANG, () => `<html lang="${site?.lang ?? 'ko'}"`)
    .replace('</head>', () => head)
    .replace(ROOT, (root) => `${root}${drawn}`);
}
