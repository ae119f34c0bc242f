import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LanguagePicker } from './LanguagePicker';

/** The centred card shared by the sign-in and register pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div className="auth-page">
      <main className="auth-card">
        <h1 className="auth-title">{t('common:appTitle')}</h1>
        <h2 className="auth-subtitle">{title}</h2>
        {children}
        <div className="auth-footer">
          <LanguagePicker />
        </div>
      </main>
      <footer className="auth-copyright">{t('login.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
