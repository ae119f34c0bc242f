import { applyFaultFlag, faultOptionsFromEnv, finishFaultOptions } from '../../mock-server/fault-flags.ts';
import { emptyFaultConfig, FaultInjector, seededRandom } from '../../mock-server/faults.ts';

/** The standalone mock's fault injection: which requests a configuration hits. */
describe('FaultInjector', () => {
  it('does nothing by default', () => {
    const faults = new FaultInjector();
    expect(faults.decide('GET', '/getInfo', true)).toEqual({ delayMs: 0 });
  });

  it('adds latency and jitter to every API call but the control endpoints', () => {
    const faults = new FaultInjector({ ...emptyFaultConfig(), latencyMs: 100, jitterMs: 50 }, () => 0.5);
    expect(faults.decide('GET', '/getInfo', true)).toEqual({ delayMs: 125 });
    expect(faults.decide('GET', '/__mock/faults', false)).toEqual({ delayMs: 0 });
  });

  it('limits a rule by path, method and count', () => {
    const faults = new FaultInjector({
      ...emptyFaultConfig(),
      rules: [{ kind: 'error500', match: '/system/post', method: 'post', times: 1 }],
    });
    expect(faults.decide('GET', '/system/post/list', true).kind).toBeUndefined();
    expect(faults.decide('POST', '/system/post', true).kind).toBe('error500');
    expect(faults.decide('POST', '/system/post', true).kind).toBeUndefined();
    expect(faults.snapshot().injected.error500).toBe(1);
  });

  it('reads `re:` matches as regular expressions and anything else as text', () => {
    const faults = new FaultInjector({
      ...emptyFaultConfig(),
      rules: [{ kind: 'drop', match: 're:^/(?!login|captchaImage)' }],
    });
    expect(faults.decide('POST', '/login', false).kind).toBeUndefined();
    expect(faults.decide('GET', '/captchaImage', false).kind).toBeUndefined();
    expect(faults.decide('GET', '/getRouters', true).kind).toBe('drop');
    expect(() => faults.update({ rules: [{ kind: 'drop', match: 're:(' }] })).toThrow();
  });

  it('answers 401 only to calls that carry a token', () => {
    const faults = new FaultInjector({ ...emptyFaultConfig(), rules: [{ kind: 'unauthorized' }] });
    expect(faults.decide('GET', '/captchaImage', false).kind).toBeUndefined();
    expect(faults.decide('GET', '/getInfo', true).kind).toBe('unauthorized');
  });

  it('hits about the configured share, reproducibly with a seed', () => {
    const run = () => {
      const faults = new FaultInjector(
        { ...emptyFaultConfig(), rules: [{ kind: 'error500', rate: 0.3 }] },
        seededRandom(42),
      );
      return Array.from({ length: 1000 }, () => faults.decide('GET', '/x', true).kind ?? '-');
    };
    const first = run();
    const hits = first.filter((k) => k === 'error500').length;
    expect(hits).toBeGreaterThan(250);
    expect(hits).toBeLessThan(350);
    expect(run()).toEqual(first);
  });

  it('rejects nonsense and clears to nothing', () => {
    const faults = new FaultInjector();
    expect(() => faults.update({ latencyMs: -1 })).toThrow('latencyMs');
    expect(() => faults.update({ rules: [{ kind: 'explode' as never }] })).toThrow('unknown fault kind');
    faults.update({ latencyMs: 10, rules: [{ kind: 'timeout' }] });
    expect(faults.clear()).toMatchObject({ latencyMs: 0, rules: [], injected: { timeout: 0 } });
  });
});

describe('fault flags and env vars', () => {
  it('reads env vars, lets flags win, and applies --fault-match to the flag rules', () => {
    const options = faultOptionsFromEnv({
      MOCK_FAULT_500: '0.5',
      MOCK_LATENCY_MS: '200',
      MOCK_FAULT_CONTROL: '1',
    });
    const args = ['0.1', '/system/'];
    applyFaultFlag(options, '--fault-500', () => args.shift() ?? '');
    applyFaultFlag(options, '--fault-match', () => args.shift() ?? '');
    expect(applyFaultFlag(options, '--port', () => '1')).toBe(false);
    finishFaultOptions(options);
    expect(options.control).toBe(true);
    expect(options.config.latencyMs).toBe(200);
    expect(options.config.rules).toEqual([{ kind: 'error500', rate: 0.1, match: '/system/' }]);
  });

  it('refuses a share outside 0..1', () => {
    expect(() => faultOptionsFromEnv({ MOCK_FAULT_DROP: '2' })).toThrow('between 0 and 1');
  });
});
