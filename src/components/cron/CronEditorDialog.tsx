import { Button, Flex, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';

import { CronPreview } from './CronPreview';
import {
  defaultMode,
  FIELD_SPECS,
  formatField,
  joinExpression,
  parseField,
  splitExpression,
  type FieldMode,
  type FieldSpec,
} from './field-modes';
import { cronI18n } from './i18n';

type T = ReturnType<typeof cronI18n.useT>;

const PRESETS = {
  every5min: '0 0/5 * * * ?',
  hourly: '0 0 * * * ?',
  daily2: '0 0 2 * * ?',
  weekdays: '0 15 10 ? * MON-FRI',
  monthEnd: '0 0 12 L * ?',
} as const;

function FieldRow({
  spec,
  text,
  onChange,
  t,
}: {
  spec: FieldSpec;
  text: string;
  onChange: (v: string) => void;
  t: T;
}) {
  const value = parseField(text, spec);
  const label = t(`fields.${spec.field}`);
  const set = (next: FieldMode) => onChange(formatField(next, spec));
  const num = (n: number | null, fallback: number) => (n === null ? fallback : n);
  const modeLabel = (mode: FieldMode['mode']) =>
    mode === 'every' ? t('modes.every', { unit: label }) : t(`modes.${mode}`);
  return (
    <Flex gap={8} align="center" wrap data-testid={`cron-field-${spec.field}`}>
      <Typography.Text strong style={{ width: 56 }}>
        {label}
      </Typography.Text>
      <Select<FieldMode['mode']>
        aria-label={label}
        style={{ width: 160 }}
        value={value.mode}
        options={spec.modes.map((mode) => ({ value: mode, label: modeLabel(mode) }))}
        onChange={(mode) => set(defaultMode(mode, spec))}
      />
      {value.mode === 'range' && (
        <Space>
          {t('from')}
          <InputNumber
            size="small"
            min={spec.min}
            max={spec.max}
            value={value.from}
            onChange={(n) => set({ ...value, from: num(n, spec.min) })}
          />
          {t('to')}
          <InputNumber
            size="small"
            min={spec.min}
            max={spec.max}
            value={value.to}
            onChange={(n) => set({ ...value, to: num(n, spec.max) })}
          />
        </Space>
      )}
      {value.mode === 'step' && (
        <Space>
          {t('start')}
          <InputNumber
            size="small"
            min={spec.min}
            max={spec.max}
            value={value.start}
            onChange={(n) => set({ ...value, start: num(n, spec.min) })}
          />
          {t('every')}
          <InputNumber
            size="small"
            min={1}
            max={spec.max}
            value={value.every}
            onChange={(n) => set({ ...value, every: num(n, 1) })}
          />
        </Space>
      )}
      {value.mode === 'list' && (
        <Select<number[]>
          mode="multiple"
          size="small"
          style={{ minWidth: 220, flex: 1 }}
          value={value.values}
          options={Array.from({ length: Math.min(spec.max - spec.min + 1, 60) }, (_, i) => ({
            value: spec.min + i,
            label: String(spec.min + i),
          }))}
          onChange={(values) => set({ mode: 'list', values })}
        />
      )}
      {value.mode === 'custom' && (
        <Input
          size="small"
          style={{ width: 200 }}
          value={value.text}
          placeholder={spec.field === 'year' ? t('yearHint') : undefined}
          onChange={(e) => set({ mode: 'custom', text: e.target.value.trim() })}
        />
      )}
    </Flex>
  );
}

/**
 * The "Generate Cron" dialog (RuoYi Crontab): one row per Quartz field, presets, the raw expression
 * (editable too) and the preview of the next 5 runs. Loaded lazily by CronInput.
 */
export default function CronEditorDialog({
  value,
  onOk,
  onCancel,
}: {
  value: string;
  onOk: (expression: string) => void;
  onCancel: () => void;
}) {
  const t = cronI18n.useT();
  const [expression, setExpression] = useState(value.trim() || PRESETS.daily2);
  const fields = splitExpression(expression);
  const setField = (index: number, text: string) => {
    const next = [...fields];
    next[index] = text;
    setExpression(joinExpression(next));
  };
  return (
    <Modal
      open
      title={t('title')}
      width={720}
      onCancel={onCancel}
      onOk={() => onOk(expression)}
      okText={t('ok')}
      cancelText={t('cancel')}
      destroyOnHidden
    >
      <Flex vertical gap={10}>
        <Space wrap>
          <Typography.Text type="secondary">{t('presets')}</Typography.Text>
          {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((key) => (
            <Button key={key} size="small" onClick={() => setExpression(PRESETS[key])}>
              {t(`preset.${key}`)}
            </Button>
          ))}
        </Space>
        {FIELD_SPECS.map((spec, i) => (
          <FieldRow
            key={spec.field}
            spec={spec}
            t={t}
            text={fields[i] ?? ''}
            onChange={(text) => setField(i, text)}
          />
        ))}
        <Flex gap={8} align="center">
          <Typography.Text strong style={{ width: 56 }}>
            {t('expression')}
          </Typography.Text>
          <Input
            aria-label={t('expression')}
            value={expression}
            onChange={(e) => setExpression(e.target.value)}
          />
        </Flex>
        <CronPreview expression={expression} />
      </Flex>
    </Modal>
  );
}
