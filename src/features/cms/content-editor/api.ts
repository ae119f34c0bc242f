import { http } from '@/lib/http';

/**
 * The article body's word checks (SensitiveWordController, ErrorProneWordController): typed with the
 * editor, their only caller; the words screens' calls are in src/api/cms/{sensitive,error-prone}-word.ts.
 */
export const wordCheckApi = {
  checkSensitive: (text: string) => http.post<string[]>('/word/sensitiveword/check', text),
  checkFallible: (text: string) => http.post<{ w: string; r: string }[]>('/word/errorproneword/check', text),
};
