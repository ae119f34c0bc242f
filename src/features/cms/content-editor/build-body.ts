import type { FormInstance } from 'antd';

import type { ContentVO, PublishPipeProp } from './types';
import type { ContentTypeEditor } from './types/contract';

type Values = Record<string, unknown>;

/** Init VO → form values (lists default to [], the type's own conversions applied). */
export function toFormValues(vo: ContentVO, editor: ContentTypeEditor): Values {
  return {
    ...vo,
    attributes: vo.attributes ?? [],
    tags: vo.tags ?? [],
    keywords: vo.keywords ?? [],
    images: vo.images ?? [],
    imagesSrc: vo.imagesSrc ?? [],
    params: vo.params ?? {},
    publishPipeProps: vo.publishPipeProps ?? [],
    ...editor.toForm?.(vo),
  };
}

/**
 * Form values → the body of `POST|PUT /cms/content?contentType=`: the whole form (as the old console
 * sent it), `template` = pipe code → detail template, ex-model values in `params`, `opType: "UPDATE"`
 * for an update, and the type's conversions (book price yuan → fen).
 */
export function buildSaveBody(values: Values, editor: ContentTypeEditor, update: boolean): Values {
  const pipes = (values.publishPipeProps as PublishPipeProp[] | undefined) ?? [];
  const template = Object.fromEntries(pipes.map((p) => [p.pipeCode, p.props?.template ?? '']));
  return {
    ...values,
    ...editor.toBody?.(values),
    template,
    params: values.params ?? {},
    ...(update ? { opType: 'UPDATE' } : {}),
  };
}

/** Puts an image first among the content's cover images (at most 6); false when it is there already. */
export function addCover(form: FormInstance, path: string, src?: string): boolean {
  const images = (form.getFieldValue('images') as string[] | undefined) ?? [];
  const srcs = (form.getFieldValue('imagesSrc') as string[] | undefined) ?? [];
  if (images.includes(path)) return false;
  form.setFieldsValue({
    images: [path, ...images].slice(0, 6),
    imagesSrc: [src ?? path, ...srcs].slice(0, 6),
  });
  return true;
}
