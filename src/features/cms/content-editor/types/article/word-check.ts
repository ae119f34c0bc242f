/**
 * Sensitive / fallible word fixes on the article HTML: only text nodes are touched, so words inside
 * tags or attributes never break the markup. Highlight wraps each hit in `span.warning_tip` (the old
 * console's class), removed again before the next check.
 */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function textNodes(root: Node): Text[] {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const out: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n as Text);
  return out;
}

function parse(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return doc.body;
}

/** The plain text the check endpoints receive. */
export function plainText(html: string): string {
  return parse(html).textContent ?? '';
}

/** Removes earlier highlights (keeps their text). */
export function clearHighlights(html: string): string {
  const body = parse(html);
  body.querySelectorAll('span.warning_tip').forEach((span) => span.replaceWith(...span.childNodes));
  return body.innerHTML;
}

/** Replaces each word with its replacement in the text of the HTML. */
export function replaceWords(html: string, pairs: { from: string; to: string }[]): string {
  const body = parse(clearHighlights(html));
  for (const node of textNodes(body)) {
    let text = node.data;
    for (const { from, to } of pairs) if (from) text = text.split(from).join(to);
    node.data = text;
  }
  return body.innerHTML;
}

/** Wraps every occurrence of the words in `<span class="warning_tip">`. */
export function highlightWords(html: string, words: string[]): string {
  const list = words.filter(Boolean);
  if (list.length === 0) return html;
  const body = parse(clearHighlights(html));
  const pattern = new RegExp(`(${list.map(escapeRegExp).join('|')})`, 'g');
  for (const node of textNodes(body)) {
    if (!pattern.test(node.data)) continue;
    pattern.lastIndex = 0;
    const doc = node.ownerDocument;
    const parts = node.data.split(pattern);
    const fragment = doc.createDocumentFragment();
    parts.forEach((part, i) => {
      if (!part) return;
      if (i % 2 === 1) {
        const span = doc.createElement('span');
        span.className = 'warning_tip';
        span.textContent = part;
        fragment.appendChild(span);
      } else fragment.appendChild(doc.createTextNode(part));
    });
    node.replaceWith(fragment);
  }
  return body.innerHTML;
}
