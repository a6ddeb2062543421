import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_STYLES,
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_LINK_REL,
  HTML_LINK_SCHEMES,
  cleanHtmlAttribute,
} from '@bx/contracts';
import sanitize, { type Attributes, type IOptions } from 'sanitize-html';

/**
 * Values are decided by the shared `cleanHtmlAttribute`, the same call the host makes in DOMPurify's hook;
 * sanitize-html's own attribute, scheme and style checks below then hold the result to the same lists again.
 */
function cleanAttributes(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const clean = cleanHtmlAttribute(tagName, name, value);
    if (clean !== undefined) kept[name] = clean;
  }
  if (tagName === 'a' && kept.href !== undefined) kept.rel = HTML_LINK_REL;
  return { tagName, attribs: kept };
}

const OPTIONS: IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
  allowedAttributes: {
    ...HTML_ALLOWED_ATTRIBUTES,
    a: [...(HTML_ALLOWED_ATTRIBUTES.a ?? []), 'rel'],
  },
  allowedSchemes: [...HTML_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': Object.fromEntries(
      Object.entries(HTML_ALLOWED_STYLES).map(([property, value]) => [property, [value]]),
    ),
  },
  transformTags: { '*': cleanAttributes },
  // An image whose source was refused has nothing left to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && frame.attribs.src === undefined,
};

/** Sanitizes operator-written HTML (notices, FAQ, messages, ...) before it is stored. */
export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}
