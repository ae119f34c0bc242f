import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { loadLanguage } from '@/lib/i18n';
import { defineFeatureLocale } from '@/lib/i18n/feature';

const demo = defineFeatureLocale('demoFeature', {
  'zh-CN': () => import('../../fixtures/feature-locale/zh-CN'),
  'zh-TW': () => import('../../fixtures/feature-locale/zh-CN'),
  en: () => import('../../fixtures/feature-locale/en'),
});

function Demo() {
  const t = demo.useT();
  return (
    <p>
      {t('title')} / {t('columns.name', { name: 'A' })}
    </p>
  );
}

describe('feature locales', () => {
  it('loads the namespace for the active language before rendering', async () => {
    render(
      <Suspense fallback="loading">
        <Demo />
      </Suspense>,
    );
    expect(await screen.findByText('用户 / 名称：A')).toBeInTheDocument();
    expect(demo.t('title')).toBe('用户');
  });

  it('follows the chosen language', async () => {
    await loadLanguage('en');
    await demo.load();
    render(
      <Suspense fallback="loading">
        <Demo />
      </Suspense>,
    );
    expect(await screen.findByText('Users / Name: A')).toBeInTheDocument();
    await loadLanguage('zh-CN');
  });
});
