import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

export interface SysGroovyScript {
  scriptId: string;
  name: string;
  scriptText?: string;
  remark?: string;
  createTime?: string;
}

/** Body of `POST /groovy/save` (SaveGroovyScriptDTO). */
export interface GroovySaveBody {
  name: string;
  scriptText: string;
  remark?: string;
}

export const groovyKeys = createQueryKeys('tool/groovy');

/** GroovyController (the V1.5.5 `api/system/groovy.js` calls). */
export const groovyApi = {
  exec: (scriptText: string) => http.post<string>('/groovy/exec', { scriptText }),
  list: () => http.page<SysGroovyScript>('/groovy/list'),
  get: (scriptId: string) => http.get<SysGroovyScript>(`/groovy/${scriptId}`),
  save: (body: GroovySaveBody) =>
    http.post<void>('/groovy/save', { name: body.name, scriptText: body.scriptText, remark: body.remark }),
  remove: (scriptIds: readonly string[]) => http.delete<void>('/groovy/delete', scriptIds),
};
