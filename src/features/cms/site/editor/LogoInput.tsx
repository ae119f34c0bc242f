import { Form } from 'antd';

import { ImageResourceInput } from '@/components/cms/resource-picker';

/** The site logo: a resource-library image; keeps `logoSrc` (the preview URL) beside the path. */
export function LogoInput({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (path: string | undefined) => void;
}) {
  const form = Form.useFormInstance();
  const src = Form.useWatch('logoSrc', form) as string | undefined;
  return (
    <ImageResourceInput
      value={value}
      src={src}
      width={218}
      height={150}
      onChange={(path, nextSrc) => {
        form.setFieldValue('logoSrc', nextSrc);
        onChange?.(path);
      }}
    />
  );
}
