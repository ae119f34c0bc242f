/** GET /captchaImage (public) and, with `exposeCaptcha`, a debug route that reveals answers. */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { issueCaptcha, peekCaptcha } from '../../services/captcha';

export function captchaHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const handlers = [
    route.get('/captchaImage', { public: true }, (c) => {
      if (!ctx.captchaEnabled()) return ok({ captchaEnabled: false });
      return ok({ captchaEnabled: true, ...issueCaptcha(c.db) });
    }),
  ];
  if (ctx.options.exposeCaptcha) {
    // For automated browser tests only (mock-server --expose-captcha); absent otherwise.
    handlers.push(
      route.get<{ uuid: string }>('/__mock/captcha/{uuid}', { public: true }, (c) => {
        const answer = peekCaptcha(c.db, c.params.uuid);
        return answer === undefined ? fail('captcha not found') : ok(answer);
      }),
    );
  }
  return handlers;
}
