import { Button, Dropdown, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';

import { feedback } from '@/lib/feedback';

import { highlightWords, plainText, replaceWords } from './word-check';
import { wordCheckApi } from '../../api';
import { editorI18n } from '../../i18n';

type Found = { kind: 'sensitive'; words: string[] } | { kind: 'fallible'; pairs: { w: string; r: string }[] };

/**
 * "Word check" menu of the article body: sensitive words (`POST /word/sensitiveword/check`) can be
 * replaced by one input or highlighted; fallible words (`POST /word/errorproneword/check`) replaced by
 * their corrections or highlighted.
 */
export function WordCheck({ html, onChange }: { html: string; onChange: (html: string) => void }) {
  const t = editorI18n.useT();
  const [found, setFound] = useState<Found | null>(null);
  const [replacement, setReplacement] = useState('*');
  const check = async (kind: Found['kind']) => {
    const text = plainText(html);
    if (kind === 'sensitive') {
      const words = await wordCheckApi.checkSensitive(text);
      if (!words?.length) feedback.success(t('article.noSensitive'));
      else setFound({ kind, words });
    } else {
      const pairs = await wordCheckApi.checkFallible(text);
      if (!pairs?.length) feedback.success(t('article.noFallible'));
      else setFound({ kind, pairs });
    }
  };
  const close = () => setFound(null);
  const replace = () => {
    if (!found) return;
    const pairs =
      found.kind === 'sensitive'
        ? found.words.map((w) => ({ from: w, to: replacement }))
        : found.pairs.map((p) => ({ from: p.w, to: p.r }));
    onChange(replaceWords(html, pairs));
    close();
  };
  const highlight = () => {
    if (!found) return;
    onChange(highlightWords(html, found.kind === 'sensitive' ? found.words : found.pairs.map((p) => p.w)));
    close();
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'sensitive', label: t('article.sensitive') },
            { key: 'fallible', label: t('article.fallible') },
          ],
          onClick: ({ key }) => void check(key as Found['kind']).catch(() => undefined),
        }}
      >
        <Button>{t('article.checkWords')}</Button>
      </Dropdown>
      <Modal
        open={!!found}
        title={found?.kind === 'sensitive' ? t('article.sensitive') : t('article.fallible')}
        onCancel={close}
        footer={
          <Space>
            <Button onClick={highlight}>{t('article.highlight')}</Button>
            <Button type="primary" onClick={replace}>
              {t('article.replace')}
            </Button>
          </Space>
        }
      >
        {found?.kind === 'sensitive' && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text>
              {t('article.foundSensitive', { words: found.words.join('、') })}
            </Typography.Text>
            <Input
              aria-label={t('article.replacement')}
              placeholder={t('article.replacement')}
              value={replacement}
              onChange={(e) => setReplacement(e.target.value)}
            />
          </Space>
        )}
        {found?.kind === 'fallible' && (
          <Space orientation="vertical">
            <Typography.Text>{t('article.foundFallible')}</Typography.Text>
            {found.pairs.map((p) => (
              <Typography.Text key={p.w}>
                {p.w} &gt; {p.r}
              </Typography.Text>
            ))}
          </Space>
        )}
      </Modal>
    </>
  );
}
