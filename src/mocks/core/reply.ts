/**
 * Early exits from deep inside a resolver: `throw new MockReply(fail(...))` (or `raise(msg)`) is caught
 * by the route wrapper and sent as the reply, so resolvers can stay linear.
 */
import { fail, type R } from './envelope';

export class MockReply extends Error {
  readonly reply: R | Response;

  constructor(reply: R | Response) {
    super(reply instanceof Response ? `HTTP ${reply.status}` : reply.msg);
    this.name = 'MockReply';
    this.reply = reply;
  }
}

/** Stops the resolver with `{code, msg}` (code 500 by default). */
export function raise(msg: string, code = 500): never {
  throw new MockReply(fail(msg, code));
}
