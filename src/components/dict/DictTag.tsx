import { Space, Tag, theme } from 'antd';

import { type DictEntry, useDict } from './use-dict';

type Value = string | number | readonly (string | number)[] | null | undefined;

/** listClass → antd Tag color (Element's tag types mapped to antd's status colors). */
const TAG_COLORS: Record<string, string> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export function tagColor(listClass: string | undefined): string | undefined {
  return listClass ? TAG_COLORS[listClass] : undefined;
}

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * Text of a coloured tag from the 8th palette step (WCAG AA: antd's status text on its light tag
 * ground is about 2.5:1, step 8 passes 4.5:1; the dark algorithm turns step 8 light, so it reads on
 * the dark ground too).
 */
function tagTextColor(listClass: string | undefined, token: Token): string | undefined {
  switch (listClass) {
    case 'primary':
      return token.colorPrimaryTextActive;
    case 'success':
      return token.green8;
    case 'warning':
      return token.gold8;
    case 'danger':
      return token.red8;
    default:
      return undefined;
  }
}

function isStyled(entry: DictEntry | undefined): boolean {
  return Boolean(entry?.listClass && entry.listClass !== 'default');
}

export interface DictTagViewProps {
  options: readonly DictEntry[];
  value: Value;
  /** Separator of a multi-value string; default ','. */
  separator?: string;
}

/**
 * Labels of one or several values: plain text joined by commas when no entry has a style, otherwise
 * one tag per value in its listClass color. Unknown values show raw.
 */
export function DictTagView({ options, value, separator = ',' }: DictTagViewProps) {
  const { token } = theme.useToken();
  if (value === null || value === undefined || value === '') return null;
  const values = (Array.isArray(value) ? value : String(value).split(separator)).map(String).filter(Boolean);
  const items = values.map((v) => ({ value: v, entry: options.find((o) => o.value === v) }));
  if (!items.some((item) => isStyled(item.entry))) {
    return <span>{items.map((item) => item.entry?.label ?? item.value).join(separator)}</span>;
  }
  return (
    <Space size={4} wrap>
      {items.map((item) => (
        <Tag
          key={item.value}
          color={tagColor(item.entry?.listClass)}
          className={item.entry?.cssClass || undefined}
          style={{ color: tagTextColor(item.entry?.listClass, token) }}
        >
          {item.entry?.label ?? item.value}
        </Tag>
      ))}
    </Space>
  );
}

export interface DictTagProps {
  /** Dictionary type, e.g. `EnableOrDisable`. */
  type: string;
  value: Value;
  separator?: string;
}

/** `<DictTag type="EnableOrDisable" value={row.status} />`: the dictionary is fetched once and cached. */
export function DictTag({ type, value, separator }: DictTagProps) {
  const { options } = useDict(type);
  return <DictTagView options={options} value={value} separator={separator} />;
}
