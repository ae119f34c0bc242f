import { Collapse, Descriptions, Drawer, Empty, Input, Space, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';

import type { TemplateFunction, TemplateTag } from '@/api/cms/staticize';
import type { TemplateCatalog } from '@/components/code-editor';

import { templateI18n } from '../i18n';

interface Props {
  open: boolean;
  onClose: () => void;
  catalog: TemplateCatalog | undefined;
}

const matches = (query: string, ...texts: (string | undefined)[]) =>
  texts.some((text) => text?.toLowerCase().includes(query));

function TagDetail({ tag }: { tag: TemplateTag }) {
  const t = templateI18n.useT();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {tag.description && <Typography.Text>{tag.description}</Typography.Text>}
      <Descriptions size="small" column={1} bordered>
        {(tag.tagAttrs ?? []).map((attr) => (
          <Descriptions.Item
            key={attr.name}
            label={
              <Space size={4}>
                <code>{attr.name}</code>
                {attr.mandatory && <Tag color="red">{t('mandatory')}</Tag>}
              </Space>
            }
          >
            <div>
              {attr.dataType} {attr.usage}
            </div>
            {(attr.options ?? []).map((o) => (
              <div key={o.value}>
                <code>{o.value}</code> = {o.desc}
              </div>
            ))}
            {attr.defaultValue && <div>{t('defaultValue', { value: attr.defaultValue })}</div>}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Space>
  );
}

function FunctionDetail({ fn }: { fn: TemplateFunction }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {fn.desc && <Typography.Text>{fn.desc}</Typography.Text>}
      {(fn.funcArgs ?? []).map((arg, i) => (
        <div key={`${i}-${arg.name}`}>
          {i + 1}. {arg.name} <code>{arg.type}</code> {arg.required ? '*' : ''} {arg.desc}
        </div>
      ))}
    </Space>
  );
}

/** The directive reference beside the editor: tags and functions, filtered by name or description. */
export function DirectivePanel({ open, onClose, catalog }: Props) {
  const t = templateI18n.useT();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const items = useMemo(() => {
    const tags = (catalog?.tags ?? []).filter((tag) =>
      matches(query, tag.tagName, tag.name, tag.description),
    );
    const functions = (catalog?.functions ?? []).filter((fn) =>
      matches(query, fn.funcName, fn.desc, ...(fn.aliases ?? [])),
    );
    return [
      ...tags.map((tag) => ({
        key: `tag:${tag.tagName}`,
        label: (
          <Space size={4}>
            <code>{`<@${tag.tagName}>`}</code>
            <span>{tag.name}</span>
            {tag.deprecated && <Tag color="red">{t('deprecated')}</Tag>}
          </Space>
        ),
        children: <TagDetail tag={tag} />,
      })),
      ...functions.map((fn) => ({
        key: `fn:${fn.funcName}`,
        label: <code>{`\${${fn.funcName}()}`}</code>,
        children: <FunctionDetail fn={fn} />,
      })),
    ];
  }, [catalog, query, t]);
  return (
    <Drawer title={t('directives')} open={open} onClose={onClose} width={480} mask={false}>
      <Input.Search
        allowClear
        placeholder={t('directiveSearch')}
        aria-label={t('directiveSearch')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {items.length === 0 ? <Empty /> : <Collapse size="small" items={items} />}
    </Drawer>
  );
}
