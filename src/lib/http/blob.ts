import { toEnvelope } from './envelope';
import type { Envelope } from './types';

/** An error envelope is tiny; larger files are never read into memory just to rule that out. */
const SNIFF_LIMIT = 64 * 1024;

/** Axios normally hands a Blob back for `responseType: 'blob'`; anything else is wrapped into one. */
export function toBlob(data: unknown): Blob {
  if (data instanceof Blob) return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new Blob([data as BlobPart]);
  return new Blob([typeof data === 'string' ? data : JSON.stringify(data ?? '')]);
}

function readText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  // Older DOM implementations (some test environments) lack Blob.text().
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsText(blob);
  });
}

/**
 * A failing binary endpoint answers with a JSON envelope instead of the file (docs/backend-contract.md). Returns
 * that envelope when the blob is declared JSON, or when it parses as an object shaped like one
 * (`code`/`msg`); a genuine JSON file without those keys is still a file and is saved.
 */
export async function envelopeInBlob(blob: Blob): Promise<Envelope | undefined> {
  const declaredJson = /json/i.test(blob.type);
  if (!declaredJson && blob.size > SNIFF_LIMIT) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readText(blob));
  } catch {
    return undefined;
  }
  const looksLikeEnvelope =
    typeof parsed === 'object' && parsed !== null && ('code' in parsed || 'msg' in parsed);
  return looksLikeEnvelope ? toEnvelope(parsed) : undefined;
}
