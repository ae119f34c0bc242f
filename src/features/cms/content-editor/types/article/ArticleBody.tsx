import { useQuery } from '@tanstack/react-query';
import { Flex, Form, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';

import { articleApi, articleKeys } from '@/api/cms/article';
import { Hint } from '@/components/hint';
import { RichTextEditor } from '@/components/rich-text';

import { editorI18n } from '../../i18n';
import type { BodyProps } from '../contract';
import { WordCheck } from './WordCheck';

/** The body HTML field: the rich-text editor plus the word check working on the same value. */
function BodyEditor({
  value,
  onChange,
  contentCss,
  pick,
}: {
  value?: string;
  onChange?: (html: string) => void;
  contentCss?: string[];
  pick: BodyProps['pick'];
}) {
  return (
    <Flex vertical gap={8}>
      <Space>
        <WordCheck html={value ?? ''} onChange={(html) => onChange?.(html)} />
      </Space>
      <RichTextEditor
        value={value}
        onChange={onChange}
        height={600}
        contentCss={contentCss}
        onPickResource={(kind) => pick(kind, true)}
      />
    </Flex>
  );
}

/** Article (format RichText): remote-image download switch, publish-pipe style preview, the body. */
export function ArticleBody({ vo, pick }: BodyProps) {
  const t = editorI18n.useT();
  const [pipe, setPipe] = useState<string | undefined>();
  const css = useQuery({
    queryKey: articleKeys.extra('editorCss', vo.catalogId),
    queryFn: () => articleApi.editorCss(vo.catalogId),
    staleTime: 60_000,
  });
  const cssOptions = Object.entries(css.data ?? {}).map(([code]) => ({
    value: code,
    label: vo.publishPipeProps?.find((p) => p.pipeCode === code)?.pipeName ?? code,
  }));
  const pipeCss = pipe && css.data?.[pipe] ? [css.data[pipe]] : undefined;
  return (
    <Flex vertical gap={8}>
      <Space wrap>
        <Form.Item
          name="downloadRemoteImage"
          label={t('article.download')}
          tooltip={t('article.downloadTip')}
          getValueProps={(v: unknown) => ({ checked: v !== 'N' })}
          normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
          style={{ marginBottom: 0 }}
        >
          <Switch />
        </Form.Item>
        <Hint title={t('article.pipeStyleTip')}>
          <Select
            allowClear
            style={{ width: 220 }}
            placeholder={t('article.pipeStyle')}
            aria-label={t('article.pipeStyle')}
            options={cssOptions}
            value={pipe}
            onChange={setPipe}
          />
        </Hint>
        <Typography.Text type="secondary">{vo.format === 'Markdown' ? 'Markdown' : null}</Typography.Text>
      </Space>
      <Form.Item name="contentHtml" noStyle>
        <BodyEditor contentCss={pipeCss} pick={pick} />
      </Form.Item>
    </Flex>
  );
}
