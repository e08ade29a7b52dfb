import 'server-only';
import DOMPurify from 'isomorphic-dompurify';

/** The markup an FAQ answer may use: paragraphs, lists, emphasis and links. Nothing else survives. */
const allowedTags = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'code', 'abbr'];
const allowedAttributes = ['href', 'title'];
/** Links may go to our own pages, https sites, e-mail or the phone; never javascript:, data: or vbscript:. */
const allowedUri = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * Sanitises an FAQ answer before it is rendered with dangerouslySetInnerHTML. Runs on the server
 * only, so DOMPurify (and its DOM implementation) never reaches the browser bundle.
 */
export function sanitizeFaqHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
