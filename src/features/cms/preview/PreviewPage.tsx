import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Radio, Result, Select, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { coreApi, PREVIEW_TYPES, type PreviewType } from '@/api/cms/core';
import { publishPipeApi, publishPipeKeys } from '@/api/cms/publishpipe';
import { getCurrentSiteId } from '@/lib/auth/current-site';
import { getToken } from '@/lib/auth/token';

import { previewI18n } from './i18n';

/** Frame sizes per device; the desktop fills the window. */
const DEVICES = {
  pc: { width: '100%', height: '100%' },
  phone: { width: 375, height: 667 },
  pad: { width: 768, height: 1024 },
} as const;
type Device = keyof typeof DEVICES;

function isPreviewType(value: string | null): value is PreviewType {
  return (PREVIEW_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * `/cms/preview?type=site|catalog|content|pagewidget&dataId=` (full page, opened in a new tab): the
 * server-rendered page of a publish pipe in a sandboxed frame. The frame gets scripts but not the
 * console's origin, so a template's script cannot reach the console's storage or session.
 */
export default function PreviewPage() {
  const t = previewI18n.useT();
  const [params] = useSearchParams();
  const type = params.get('type');
  const dataId = params.get('dataId') ?? '';
  const pipes = useQuery({
    queryKey: publishPipeKeys.extra('selectData', getCurrentSiteId() ?? ''),
    queryFn: publishPipeApi.selectData,
  });
  const [pipe, setPipe] = useState<string>();
  const [device, setDevice] = useState<Device>('pc');
  const [reloads, setReloads] = useState(0);

  if (!isPreviewType(type) || !/^\d+$/.test(dataId)) {
    return <Result status="warning" title={t('badRequest')} />;
  }
  const pipeCode = pipe ?? pipes.data?.[0]?.pipeCode;
  const src = pipeCode ? coreApi.previewUrl(type, dataId, pipeCode, getToken() ?? '') : undefined;
  const size = DEVICES[device];
  return (
    <div
      data-testid="cms-preview"
      style={{ height: '100vh', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Space wrap style={{ padding: '8px 12px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <Select
          aria-label={t('publishPipe')}
          style={{ width: 180 }}
          loading={pipes.isPending}
          value={pipeCode}
          onChange={setPipe}
          options={(pipes.data ?? []).map((p) => ({ value: p.pipeCode, label: p.pipeName }))}
        />
        <Radio.Group
          aria-label={t('device')}
          optionType="button"
          value={device}
          onChange={(e) => setDevice(e.target.value as Device)}
          options={(Object.keys(DEVICES) as Device[]).map((d) => ({ value: d, label: t(d) }))}
        />
        <Button icon={<ReloadOutlined />} onClick={() => setReloads((n) => n + 1)}>
          {t('refresh')}
        </Button>
      </Space>
      <div style={{ flex: 1, display: 'flex', justifyContent: 'center', overflow: 'auto', padding: 8 }}>
        {src && (
          <iframe
            key={`${src}#${reloads}`}
            title={t('frameTitle')}
            src={src}
            sandbox="allow-scripts allow-popups allow-forms"
            referrerPolicy="no-referrer"
            style={{ width: size.width, height: size.height, border: 0, background: '#fff' }}
          />
        )}
      </div>
    </div>
  );
}
