import { useQuery } from '@tanstack/react-query';
import { Card, Spin, Typography } from 'antd';
import { useMemo } from 'react';

import { xModelApi, xModelFieldKeys } from '@/api/cms/xmodel';
import { fromModelField, ModelFormPreview } from '@/components/cms/exmodel-editor';

import { exModelScreenI18n } from '../i18n';

/**
 * The model's form as the site, catalog and content editors (and the custom form data dialog) show
 * it: the same generated form, fed with every field of the model in sort order, refreshed after
 * each change of a field.
 */
export function FieldPreview({ modelId }: { modelId: string }) {
  const t = exModelScreenI18n.useT();
  const all = useQuery({
    queryKey: xModelFieldKeys.extra('all', modelId),
    queryFn: () => xModelApi.fieldAll(modelId),
  });
  const fields = useMemo(() => (all.data ?? []).map((f) => fromModelField(f)), [all.data]);
  return (
    <Card size="small" title={t('field.preview')} data-testid="model-preview">
      <Typography.Paragraph type="secondary">{t('field.previewHelp')}</Typography.Paragraph>
      {all.isPending ? <Spin /> : <ModelFormPreview fields={fields} />}
    </Card>
  );
}
