/**
 * GroovyController (`/groovy/*`, permission tool:groovy:exec): run a script, and the saved scripts.
 * The mock runs nothing: it checks that brackets and quotes balance (else a Groovy-style "startup
 * failed" error), then echoes what each `print` / `println` line would print — string literals as
 * their text, anything else as the expression itself — so the output is deterministic.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { idList, stampCreate } from '../../core/crud';
import { ok, table } from '../../core/envelope';
import { raise } from '../../core/reply';
import type { MockDb } from '../../db';

export interface SysGroovyScript {
  scriptId: string;
  name: string;
  scriptText: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
}

const stores = new WeakMap<MockDb, SysGroovyScript[]>();

function scripts(db: MockDb): SysGroovyScript[] {
  let list = stores.get(db);
  if (!list) {
    list = [
      {
        scriptId: '1',
        name: 'Hello',
        scriptText: 'println "Hello, Chestnut!"\nprintln 1 + 1',
        createBy: 'admin',
        createTime: '2024-03-01 10:00:00',
      },
      {
        scriptId: '2',
        name: 'Clear site cache',
        scriptText: "def site = siteService.getSite(1L)\nprintln 'clearing ' + site.name",
        remark: 'example',
        createBy: 'admin',
        createTime: '2024-03-02 10:00:00',
      },
    ];
    stores.set(db, list);
  }
  return list;
}

const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** The first bracket or quote problem as a Groovy compiler would word it, or undefined. */
export function syntaxError(script: string): string | undefined {
  const stack: { ch: string; line: number; col: number }[] = [];
  const lines = script.split('\n');
  for (let l = 0; l < lines.length; l++) {
    const text = lines[l] ?? '';
    let quote: string | undefined;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charAt(i);
      if (quote) {
        if (ch === '\\') i++;
        else if (ch === quote) quote = undefined;
        continue;
      }
      if (ch === '/' && text.charAt(i + 1) === '/') break;
      if (ch === '"' || ch === "'") quote = ch;
      else if ('([{'.includes(ch)) stack.push({ ch, line: l + 1, col: i + 1 });
      else if (ch in PAIRS) {
        const open = stack.pop();
        if (!open || open.ch !== PAIRS[ch])
          return `startup failed:\nScript1.groovy: ${l + 1}: Unexpected input: '${ch}' @ line ${l + 1}, column ${i + 1}.\n1 error`;
      }
    }
    if (quote)
      return `startup failed:\nScript1.groovy: ${l + 1}: unexpected char: '${quote}' @ line ${l + 1}, column ${text.lastIndexOf(quote) + 1}.\n1 error`;
  }
  const open = stack.pop();
  if (open)
    return `startup failed:\nScript1.groovy: ${open.line}: Missing '${{ '(': ')', '[': ']', '{': '}' }[open.ch]}' for '${open.ch}' @ line ${open.line}, column ${open.col}.\n1 error`;
  return undefined;
}

/** What the print lines print: `println "a"` → `a\n`, `print 'b'` → `b`, `println x + 1` → `x + 1\n`. */
export function echoPrints(script: string): string {
  let out = '';
  for (const raw of script.split('\n')) {
    const m = /^\s*(println|print)\s*\(?\s*(.*?)\s*\)?\s*;?\s*$/.exec(raw);
    if (!m) continue;
    const [, fn, arg = ''] = m;
    const literal = /^(["'])(.*)\1$/.exec(arg);
    out += (literal ? (literal[2] ?? '') : arg) + (fn === 'println' ? '\n' : '');
  }
  return out;
}

export function groovyHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const perm = { perm: 'tool:groovy:exec' };
  return [
    route.post('/groovy/exec', perm, async (c) => {
      const body = await c.body<{ scriptText?: unknown }>();
      const scriptText = typeof body.scriptText === 'string' ? body.scriptText : '';
      c.validate((v) => [v.notEmpty(scriptText)]);
      const error = syntaxError(scriptText);
      if (error) raise(error);
      return ok(echoPrints(scriptText));
    }),
    route.get('/groovy/list', perm, (c) => table(scripts(c.db).map(({ scriptText: _s, ...row }) => row))),
    route.post('/groovy/save', perm, async (c) => {
      const body = await c.body<{ name?: unknown; scriptText?: unknown; remark?: unknown }>();
      c.validate((v) => [v.notBlank(body.name), v.notBlank(body.scriptText)]);
      scripts(c.db).push(
        stampCreate(c, {
          scriptId: c.db.nextId(),
          name: String(body.name),
          scriptText: String(body.scriptText),
          remark: typeof body.remark === 'string' && body.remark ? body.remark : undefined,
        }),
      );
    }),
    route.delete('/groovy/delete', perm, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'scriptIds');
      const list = scripts(c.db);
      const keep = list.filter((s) => !ids.includes(s.scriptId));
      list.splice(0, list.length, ...keep);
    }),
    route.get<{ scriptId: string }>('/groovy/{scriptId}', perm, (c) => {
      const script = scripts(c.db).find((s) => s.scriptId === c.params.scriptId);
      return script ? ok(script) : c.error('ERR.COMMON.NOT_NULL', 'scriptId');
    }),
  ];
}

export { scripts as groovyScripts };
