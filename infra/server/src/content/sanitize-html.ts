/**
 * A small allow-list HTML sanitizer for operator-written content (notices, FAQ, ...), run before storing.
 * Everything is re-serialized: allowed tags with allowed attributes only, quoted and escaped; other tags are
 * dropped (their text kept, except for script-like elements whose content goes too); comments go; bare `<`
 * and `>` in text are escaped; open tags are closed at the end.
 */

const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'frameset',
  'frame',
  'svg',
  'math',
  'select',
  'option',
]);

const VOID_TAGS = new Set(['br', 'hr', 'img', 'col']);

const GLOBAL_ATTRIBUTES = new Set(['class', 'style', 'title', 'align', 'dir', 'lang']);
const TAG_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  font: new Set(['color', 'size', 'face']),
  td: new Set(['colspan', 'rowspan', 'width', 'valign']),
  th: new Set(['colspan', 'rowspan', 'width', 'valign']),
  col: new Set(['span', 'width']),
  table: new Set(['width', 'border', 'cellpadding', 'cellspacing']),
  ol: new Set(['start', 'type']),
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:/?#]*(?:[/?#]|$))/i;
const SAFE_IMAGE_DATA = /^data:image\/(?:png|gif|jpe?g|webp);base64,[a-z0-9+/=\s]+$/i;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, entity: string) => {
    if (entity.startsWith('#')) {
      const point =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Text keeps its entities (re-encoded from their decoded form), so "&lt;b&gt;" stays text. */
function cleanText(text: string): string {
  return escapeText(decodeEntities(text)).replace(/\u00a0/g, '&nbsp;');
}

function safeUrl(value: string, attribute: string, tag: string): string | undefined {
  // Browsers ignore control characters and whitespace inside a scheme: "java\tscript:" is javascript:.
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '');
  if (tag === 'img' && attribute === 'src' && SAFE_IMAGE_DATA.test(value.trim())) return value.trim();
  return SAFE_URL.test(compact) ? value.trim() : undefined;
}

function safeStyle(value: string): string | undefined {
  const lowered = value.toLowerCase().replace(/\s+/g, '');
  if (/expression|url\(|javascript:|behavio(u)?r|@import|\\|-moz-binding|<|>/.test(lowered)) return undefined;
  return value.trim();
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, source: string): string {
  const allowed = TAG_ATTRIBUTES[tag];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (seen.has(name) || !(GLOBAL_ATTRIBUTES.has(name) || allowed?.has(name))) continue;
    seen.add(name);
    let value: string | undefined = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (URL_ATTRIBUTES.has(name)) value = safeUrl(value, name, tag);
    else if (name === 'style') value = safeStyle(value);
    else if (name === 'target') value = value === '_blank' ? '_blank' : '_self';
    if (value === undefined) continue;
    out.push(` ${name}="${escapeAttribute(value)}"`);
  }
  if (tag === 'a' && seen.has('target')) {
    const rel = out.findIndex((attribute) => attribute.startsWith(' rel='));
    if (rel >= 0) out.splice(rel, 1);
    out.push(' rel="noopener noreferrer"');
  }
  return out.join('');
}

/** `<tag attrs>` / `</tag>`: name, closing flag, attribute source, end index (after `>`). */
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/;

export function sanitizeHtml(input: string): string {
  let out = '';
  let index = 0;
  const open: string[] = [];
  while (index < input.length) {
    const lt = input.indexOf('<', index);
    if (lt < 0) {
      out += cleanText(input.slice(index));
      break;
    }
    out += cleanText(input.slice(index, lt));
    const rest = input.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = input.indexOf('-->', lt + 4);
      index = end < 0 ? input.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      // Doctype, CDATA, processing instructions: dropped.
      const end = input.indexOf('>', lt);
      index = end < 0 ? input.length : end + 1;
      continue;
    }
    const match = TAG.exec(rest);
    if (match === null) {
      out += '&lt;';
      index = lt + 1;
      continue;
    }
    index = lt + match[0].length;
    const closing = match[1] === '/';
    const tag = match[2]!.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing) {
        const close = new RegExp(`</${tag}\\s*>`, 'i').exec(input.slice(index));
        index = close === null ? input.length : index + close.index + close[0].length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      // Close whatever was left open inside it too.
      while (open.length > at) out += `</${open.pop()!}>`;
      continue;
    }
    out += `<${tag}${cleanAttributes(tag, match[3] ?? '')}>`;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  while (open.length > 0) out += `</${open.pop()!}>`;
  return out;
}
