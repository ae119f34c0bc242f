import type { FormInstance } from 'antd';
import type { ComponentType } from 'react';

import type { ContentTypeId } from '@/components/cms/content-types';

import type { ContentVO } from '../types';
import type { PickResources } from '../use-resource-picker';

/** What the page hands a type's editor body. */
export interface BodyProps {
  vo: ContentVO;
  form: FormInstance;
  /** The content exists on the server (update mode). */
  saved: boolean;
  pick: PickResources;
  /** Puts an image into the content's cover images (album "Set Cover", video "Set Album Cover"). */
  setCover: (path: string, src?: string) => void;
}

/**
 * One content type's editor: its body component and the conversions between the init VO, the form
 * and the saved DTO. A new type is one folder under types/ exporting one of these, plus one line in
 * types/registry.ts.
 */
export interface ContentTypeEditor {
  id: ContentTypeId;
  Body: ComponentType<BodyProps>;
  /** VO → form values of the type's own fields (e.g. book price fen → yuan). */
  toForm?: (vo: ContentVO) => Record<string, unknown>;
  /** Form values → the DTO's type part (e.g. yuan → fen). */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
}
