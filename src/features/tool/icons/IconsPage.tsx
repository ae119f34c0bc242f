import { Card, Empty, Input, Typography } from 'antd';
import { createElement, useMemo, useState } from 'react';

import { ICON_MAP, ICON_NAMES } from '@/components/icons';
import { feedback } from '@/lib/feedback';

import { iconsI18n } from './i18n';

/**
 * Icons preview (`components/icons/index`, menu 2031): every icon a menu row can name (the kit's
 * ICON_MAP), filterable; a click copies the name to use in the menu form's icon field.
 */
export default function IconsPage() {
  const t = iconsI18n.useT();
  const [query, setQuery] = useState('');
  const names = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? ICON_NAMES.filter((n) => n.toLowerCase().includes(q)) : ICON_NAMES;
  }, [query]);
  const copy = async (name: string) => {
    await navigator.clipboard.writeText(name);
    feedback.success(t('copied', { name }));
  };
  return (
    <Card>
      <Input.Search
        allowClear
        aria-label={t('search')}
        placeholder={t('search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        style={{ maxWidth: 320, marginBottom: 8 }}
      />
      <Typography.Paragraph type="secondary">{t('count', { count: names.length })}</Typography.Paragraph>
      {names.length === 0 ? (
        <Empty description={t('none')} />
      ) : (
        <ul
          data-testid="icon-grid"
          style={{
            listStyle: 'none',
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            gap: 8,
          }}
        >
          {names.map((name) => {
            const icon = ICON_MAP[name];
            return (
              <li key={name}>
                <button
                  type="button"
                  title={name}
                  onClick={() => void copy(name)}
                  style={{
                    width: '100%',
                    padding: '12px 4px',
                    border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
                    borderRadius: 6,
                    background: 'transparent',
                    cursor: 'pointer',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 6,
                  }}
                >
                  <span style={{ fontSize: 22 }}>{icon ? createElement(icon) : null}</span>
                  <span style={{ fontSize: 12, wordBreak: 'break-all' }}>{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
