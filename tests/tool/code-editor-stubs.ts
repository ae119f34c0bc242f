/**
 * jsdom has no layout: CodeMirror measures text through Range rects, which jsdom's Range lacks. Files
 * that render the code editor give Range empty rects (CodeMirror then simply measures zero).
 */
export function stubTextRanges(): void {
  const proto = Range.prototype as Partial<Range>;
  const empty = () => ({
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    toJSON: () => ({}),
  });
  beforeAll(() => {
    if (!proto.getClientRects)
      proto.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    if (!proto.getBoundingClientRect) proto.getBoundingClientRect = () => empty() as DOMRect;
  });
}
