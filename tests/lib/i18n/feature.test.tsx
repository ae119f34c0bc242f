import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { loadLanguage } from '@/lib/i18n';
import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from '../../fixtures/feature-locale/en';
import zhCN from '../../fixtures/feature-locale/zh-CN';

const demo = defineFeatureLocale('demoFeature', { 'zh-CN': zhCN, 'zh-TW': zhCN, en });

function Demo() {
  const t = demo.useT();
  return (
    <p>
      {t('title')} / {t('columns.name', { name: 'A' })}
    </p>
  );
}

describe('feature locales', () => {
  it('has the namespace of the active language from the start', async () => {
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
    render(
      <Suspense fallback="loading">
        <Demo />
      </Suspense>,
    );
    expect(await screen.findByText('Users / Name: A')).toBeInTheDocument();
    await loadLanguage('zh-CN');
  });
});
