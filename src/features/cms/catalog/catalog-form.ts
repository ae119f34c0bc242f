import type { CatalogUpdateBody, CatalogVO } from '@/api/cms/catalog';

export interface BasicForm {
  name: string;
  alias: string;
  path: string;
  catalogType: string;
  redirectUrl?: string;
  description?: string;
  detailNameRule?: string;
  staticFlag: string;
  tagIgnore?: string;
  logo?: string;
  seoTitle?: string;
  seoKeywords?: string;
  seoDescription?: string;
  pipes: Record<string, Record<string, unknown>>;
  /** Ex-model values (fieldName -> value) when the catalog has a CatalogExtendModel. */
  params?: Record<string, unknown>;
}

/** A Y/N flag shown as a switch. */
export const yesNo = {
  valuePropName: 'checked',
  getValueProps: (v: unknown) => ({ checked: v === 'Y' }),
  normalize: (checked: boolean) => (checked ? 'Y' : 'N'),
};

export function toBasicForm(vo: CatalogVO): BasicForm {
  return {
    name: vo.name,
    alias: vo.alias,
    path: vo.path,
    catalogType: vo.catalogType,
    redirectUrl: vo.redirectUrl,
    description: vo.description,
    detailNameRule: vo.detailNameRule,
    staticFlag: vo.staticFlag ?? 'Y',
    tagIgnore: vo.tagIgnore ?? 'N',
    logo: vo.logo,
    seoTitle: vo.seoTitle,
    seoKeywords: vo.seoKeywords,
    seoDescription: vo.seoDescription,
    pipes: Object.fromEntries(vo.publishPipeDatas.map((p) => [p.pipeCode, { ...p.props }])),
  };
}

/** CatalogUpdateDTO from the loaded catalog and the form. */
export function toUpdateBody(vo: CatalogVO, v: BasicForm): CatalogUpdateBody {
  return {
    catalogId: vo.catalogId,
    name: v.name,
    alias: v.alias,
    path: v.path,
    catalogType: v.catalogType,
    logo: v.logo,
    description: v.description,
    staticFlag: v.staticFlag,
    tagIgnore: v.tagIgnore,
    redirectUrl: v.redirectUrl,
    detailNameRule: v.detailNameRule,
    seoTitle: v.seoTitle,
    seoKeywords: v.seoKeywords,
    seoDescription: v.seoDescription,
    publishPipeDatas: vo.publishPipeDatas.map((p) => ({
      pipeCode: p.pipeCode,
      pipeName: p.pipeName,
      props: { ...p.props, ...(v.pipes?.[p.pipeCode] ?? {}) },
    })),
    ...(v.params ? { params: v.params } : {}),
  };
}
