import { http } from '@/lib/http';

export interface SysGroovyScript {
  scriptId: string;
  name: string;
  scriptText?: string;
  remark?: string;
  createTime?: string;
}

/** The V1.5.5 `api/system/groovy.js` calls. */
export const groovyApi = {
  exec: (scriptText: string) => http.post<string>('/groovy/exec', { scriptText }),
  list: () => http.page<SysGroovyScript>('/groovy/list'),
  get: (scriptId: string) => http.get<SysGroovyScript>(`/groovy/${scriptId}`),
  save: (body: { name: string; remark?: string; scriptText: string }) =>
    http.post<void>('/groovy/save', body),
  remove: (scriptIds: readonly string[]) => http.delete<void>('/groovy/delete', scriptIds),
};
