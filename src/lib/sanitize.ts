import DOMPurify, { type Config } from 'dompurify';

/**
 * The one way server HTML (notice bodies, content summaries, template snippets, rich-text previews)
 * reaches the page: through DOMPurify. Scripts, event handlers, `javascript:` URLs, frames, forms and
 * `<style>` elements are removed; formatting, links, images, tables and inline `style=""` (which rich
 * text relies on and which cannot run code) stay. Render the result with `<SafeHtml>`, never with
 * dangerouslySetInnerHTML directly (tests/quality/sanitize.test.ts checks the codebase for that).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Not part of a document shown inside the console: they could run code, restyle the whole console,
  // or post data somewhere.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['srcdoc', 'formaction', 'action'],
  // Links in notices may open a new window; the hook below makes that safe.
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

let hooked = false;

/** Links that open a new window must not hand it `window.opener` (reverse tabnabbing). */
function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Sanitised HTML for `html` (null and undefined give ''). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addHooks();
  return DOMPurify.sanitize(html, CONFIG);
}
