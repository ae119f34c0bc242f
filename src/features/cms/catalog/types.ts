/** Option shapes of other modules the catalog screen reads (the catalog's own are in src/api/cms/catalog.ts). */

export interface CodeName {
  code: string;
  name: string;
}

export interface ExModelOption {
  modelId: string;
  name: string;
  code: string;
}
