/**
 * Which code a phase of the console loads, and in how many waves. A wave is one step of discovery: the
 * files the document (or code already running) asks for are wave 1; a file that only a wave-1 file's
 * own code asks for, once it has arrived and run, is wave 2; and so on. Each wave costs at least one
 * round trip plus a parse, so a phase whose code arrives in one or two waves is fast on any network,
 * and one with six is slow however small its files are.
 *
 * It listens to Chromium's network events (CDP), which name each request's initiator. Where they name
 * none (a `<link rel=modulepreload>` that Vite's preload helper adds reports "about:client"), the request
 * is one wave after the latest code that had finished loading when it was sent: it could not have been
 * discovered earlier, and it was discovered no later than that.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

interface SeenRequest {
  id: string;
  url: string;
  /** The script or document whose code or markup asked for it; '' when Chromium does not say. */
  parent: string;
  kind: 'document' | 'code' | 'api' | 'other';
  /** CDP timestamps (seconds): sent, and finished loading (Infinity until then). */
  sentAt: number;
  doneAt: number;
}

export interface PhaseLoad {
  /** JavaScript files requested in the phase. */
  jsFiles: number;
  /** Deepest wave of code (JS or CSS) in the phase; 0 when it loaded no code. */
  codeWaves: number;
  /** API calls made in the phase. */
  apiCalls: number;
}

function kindOf(url: string, type: string | undefined): SeenRequest['kind'] {
  if (type === 'Document') return 'document';
  if (/\/prod-api\//.test(url)) return 'api';
  if (/\.(m?js|css)(\?|$)/.test(url)) return 'code';
  return 'other';
}

interface Initiator {
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: Initiator['stack'] };
}

/** The first script URL on the initiator's stack (async parents included). */
function initiatorUrl(initiator: Initiator): string {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url !== '');
    if (frame) return frame.url;
  }
  return '';
}

/** Records every request of a page; `phase()` marks a boundary, `summary(from)` reports what followed. */
export class RequestTracker {
  private readonly seen: SeenRequest[] = [];

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(context: BrowserContext, page: Page): Promise<RequestTracker> {
    const cdp = await context.newCDPSession(page);
    const tracker = new RequestTracker(cdp);
    const byId = new Map<string, SeenRequest>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const request: SeenRequest = {
        id: event.requestId,
        url: event.request.url,
        parent: initiatorUrl(event.initiator as Initiator),
        kind: kindOf(event.request.url, event.type),
        sentAt: event.timestamp,
        doneAt: Number.POSITIVE_INFINITY,
      };
      byId.set(event.requestId, request);
      tracker.seen.push(request);
    });
    const finish = (event: { requestId: string; timestamp: number }) => {
      const request = byId.get(event.requestId);
      if (request) request.doneAt = Math.min(request.doneAt, event.timestamp);
    };
    cdp.on('Network.loadingFinished', finish);
    cdp.on('Network.loadingFailed', finish);
    await cdp.send('Network.enable');
    return tracker;
  }

  /** A boundary: pass it to `summary` to count what was requested after it. */
  mark(): number {
    return this.seen.length;
  }

  summary(from: number, to = this.seen.length): PhaseLoad {
    const phase = this.seen.slice(from, to);
    const wave = new Map<string, number>();
    const byUrl = new Map(phase.map((r) => [r.url, r]));
    for (const request of phase) {
      if (request.kind === 'document') {
        wave.set(request.url, 0);
        continue;
      }
      if (wave.has(request.url)) continue;
      const parent = byUrl.get(request.parent);
      if (parent) {
        // Asked for by a file fetched in this phase: one wave after it.
        wave.set(request.url, (wave.get(parent.url) ?? 0) + 1);
      } else if (/^https?:/.test(request.parent)) {
        // By code that was already running before the phase: the first wave.
        wave.set(request.url, 1);
      } else {
        const before = phase.filter((r) => r.kind === 'code' && r.doneAt <= request.sentAt);
        wave.set(request.url, 1 + before.reduce((deepest, r) => Math.max(deepest, wave.get(r.url) ?? 0), 0));
      }
    }
    const code = phase.filter((r) => r.kind === 'code');
    return {
      jsFiles: new Set(code.filter((r) => /\.m?js(\?|$)/.test(r.url)).map((r) => r.url)).size,
      codeWaves: code.reduce((deepest, r) => Math.max(deepest, wave.get(r.url) ?? 0), 0),
      apiCalls: phase.filter((r) => r.kind === 'api').length,
    };
  }

  /** True once a request whose URL matches `pattern` has finished loading. */
  loaded(pattern: RegExp): boolean {
    return this.seen.some((r) => pattern.test(r.url) && r.doneAt !== Number.POSITIVE_INFINITY);
  }

  /** Requests sent and not finished yet. */
  inFlight(): number {
    return this.seen.filter((r) => r.doneAt === Number.POSITIVE_INFINITY).length;
  }

  async detach(): Promise<void> {
    await this.cdp.detach().catch(() => undefined);
  }
}
