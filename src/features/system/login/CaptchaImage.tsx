import { useTranslation } from 'react-i18next';

import type { useCaptcha } from './captcha';

/** The captcha picture; clicking (or Enter/Space on it) fetches a new one. */
export function CaptchaImage({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className="captcha-image"
      onClick={captcha.refresh}
      title={t('login.refreshCaptcha')}
      aria-label={t('login.refreshCaptcha')}
      data-testid="captcha-refresh"
    >
      {captcha.image ? (
        <img src={captcha.image} alt={t('login.captchaAlt')} data-testid="captcha-image" />
      ) : (
        <span aria-hidden>…</span>
      )}
    </button>
  );
}
