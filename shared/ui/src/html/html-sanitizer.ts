import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_LINK_REL,
  HTML_LINK_URL,
  cleanHtmlAttribute,
} from '@bx/contracts';
import type { Config, DOMPurify } from 'dompurify';

const ATTRIBUTES = [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())];

const CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: ATTRIBUTES,
  // ALLOWED_URI_REGEXP is tested against every attribute not listed as URI-safe: only href and src are URLs.
  ADD_URI_SAFE_ATTR: ATTRIBUTES.filter((name) => name !== 'href' && name !== 'src'),
  ALLOWED_URI_REGEXP: HTML_LINK_URL,
  FORBID_CONTENTS: [...HTML_DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The server's rules on a private instance, so no other DOMPurify user inherits these hooks. */
function configure(purify: DOMPurify): (html: string) => string {
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const clean = cleanHtmlAttribute(node.nodeName.toLowerCase(), event.attrName, event.attrValue);
    event.keepAttr = clean !== undefined;
    event.attrValue = clean ?? '';
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (node.hasAttribute('href')) node.setAttribute('rel', HTML_LINK_REL);
    } else if (node.nodeName === 'IMG' && !node.hasAttribute('src')) {
      // An image whose source was refused has nothing left to show.
      node.remove();
    }
  });
  return (html) => purify.sanitize(html, CONFIG);
}

let loading: Promise<(html: string) => string> | undefined;

/**
 * The one browser sanitizer for operator HTML (notices, popups, messages, terms), held to the server's allow-list.
 * DOMPurify loads with the first piece of HTML rather than with every page, once for the host and all remotes
 * (this package is a shared singleton), and is configured once.
 */
export function loadHtmlSanitizer(): Promise<(html: string) => string> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => configure(purify(window)),
    (error: unknown) => {
      // A failed chunk load is retried with the next notice.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
