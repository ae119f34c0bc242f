/** Book price: entered in yuan (2 decimals), stored and sent in fen (integer). */
export function fenToYuan(fen: unknown): number | undefined {
  if (fen === undefined || fen === null || fen === '') return undefined;
  const n = Number(fen);
  return Number.isFinite(n) ? n / 100 : undefined;
}

export function yuanToFen(yuan: unknown): number | undefined {
  if (yuan === undefined || yuan === null || yuan === '') return undefined;
  const n = Number(yuan);
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
}
