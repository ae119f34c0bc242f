/**
 * The few Node built-ins the standalone-server test needs, loaded by a computed specifier and typed
 * here: tsconfig.app.json (which checks tests/) has no @types/node, and adding them there would change
 * globals such as setTimeout for all app code.
 */

export interface ChildProcessLike {
  stdout: {
    on(event: 'data', cb: (chunk: Uint8Array) => void): void;
    off(event: 'data', cb: (chunk: Uint8Array) => void): void;
  } | null;
  stderr: { on(event: 'data', cb: (chunk: Uint8Array) => void): void } | null;
  once(event: 'exit', cb: (code: number | null) => void): void;
  kill(signal?: string): boolean;
}

export interface NodeBuiltins {
  spawn(command: string, args: string[], options: { cwd: string; stdio: string[] }): ChildProcessLike;
  mkdtempSync(prefix: string): string;
  mkdirSync(dir: string, options: { recursive: boolean }): void;
  writeFileSync(file: string, text: string): void;
  existsSync(file: string): boolean;
  rmSync(dir: string, options: { recursive: boolean; force: boolean }): void;
  tmpdir(): string;
  join(...parts: string[]): string;
  /** The project root: Vitest runs with it as the working directory. */
  cwd(): string;
}

const load = async <T>(name: string): Promise<T> => (await import(/* @vite-ignore */ name)) as T;

export async function nodeBuiltins(): Promise<NodeBuiltins> {
  const [cp, fs, os, path, proc] = await Promise.all([
    load<Pick<NodeBuiltins, 'spawn'>>('node:child_process'),
    load<Pick<NodeBuiltins, 'mkdtempSync' | 'mkdirSync' | 'writeFileSync' | 'existsSync' | 'rmSync'>>(
      'node:fs',
    ),
    load<Pick<NodeBuiltins, 'tmpdir'>>('node:os'),
    load<Pick<NodeBuiltins, 'join'>>('node:path'),
    load<Pick<NodeBuiltins, 'cwd'>>('node:process'),
  ]);
  return {
    spawn: cp.spawn,
    mkdtempSync: fs.mkdtempSync,
    mkdirSync: fs.mkdirSync,
    writeFileSync: fs.writeFileSync,
    existsSync: fs.existsSync,
    rmSync: fs.rmSync,
    tmpdir: os.tmpdir,
    join: path.join,
    cwd: () => proc.cwd(),
  };
}
