import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag, type InputRef } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';

import { feedback } from '@/lib/feedback';

import { tagPickerI18n } from './i18n';
import { TagSelectorDialog } from './TagSelectorDialog';

export interface TagInputProps {
  value?: string[];
  onChange?: (tags: string[]) => void;
  /** Offer the "Select" button (the TAG-word picker); default true. */
  selectable?: boolean;
  disabled?: boolean;
}

/**
 * Free tags: closable chips; "New Tag" opens an inline input (Enter adds and stays
 * open, Esc cancels, leaving it adds; a duplicate is refused with "Repeated!"); "Select" picks TAG
 * words by group and merges them without duplicates.
 */
export function TagInput(props: TagInputProps) {
  return (
    <Suspense fallback={null}>
      <TagField {...props} />
    </Suspense>
  );
}

function TagField({ value, onChange, selectable = true, disabled }: TagInputProps) {
  const t = tagPickerI18n.useT();
  const tags = value ?? [];
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const [picking, setPicking] = useState(false);
  const input = useRef<InputRef>(null);

  useEffect(() => {
    if (typing) input.current?.focus();
  }, [typing]);

  /** Adds the typed tag; false when it was refused (so the input keeps the text). */
  const commit = (): boolean => {
    const word = text.trim();
    if (!word) return true;
    if (tags.includes(word)) {
      feedback.warning(t('repeated'));
      return false;
    }
    onChange?.([...tags, word]);
    setText('');
    return true;
  };

  return (
    <Space size={[8, 8]} wrap className="cms-tag-input">
      {tags.map((tag) => (
        <Tag
          key={tag}
          closable={!disabled}
          onClose={(e) => {
            e.preventDefault();
            onChange?.(tags.filter((x) => x !== tag));
          }}
        >
          {tag}
        </Tag>
      ))}
      {!disabled &&
        (typing ? (
          <Input
            ref={input}
            size="small"
            aria-label={t('inputLabel')}
            style={{ width: 120 }}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              commit();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                setText('');
                setTyping(false);
              }
            }}
            onBlur={() => {
              if (commit()) setTyping(false);
            }}
          />
        ) : (
          <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => setTyping(true)}>
            {t('newTag')}
          </Button>
        ))}
      {selectable && !disabled && (
        <Button size="small" onClick={() => setPicking(true)}>
          {t('select')}
        </Button>
      )}
      <TagSelectorDialog
        open={picking}
        value={tags}
        onCancel={() => setPicking(false)}
        onOk={(picked) => {
          setPicking(false);
          onChange?.([...tags, ...picked.filter((w) => !tags.includes(w))]);
        }}
      />
    </Space>
  );
}
