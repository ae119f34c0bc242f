/**
 * SensitiveWordController and ErrorProneWordController: the lists the words screen maintains, and
 * the checks the content editor runs against them (see sensitiveHits / errorProneHits).
 */
import type { HttpHandler } from 'msw';

import { matchingQuery, WORD_PERMS } from './word-crud';
import type { MockContext } from '../../core/context';
import { defineCrud } from '../../core/crud-entity';
import type { MockDb } from '../../db';

/**
 * The sensitive words found in a text: whitelisted words are taken out first, so a BLACK word inside
 * a WHITE one ("赌博" in "赌博史研究") is not flagged. A set, as the backend answers.
 */
export function sensitiveHits(db: MockDb, text: string): string[] {
  const words = db.tables.sensitiveWords;
  const cleaned = words
    .filter((w) => w.type === 'WHITE')
    .reduce((rest, w) => rest.replaceAll(w.word, ' '), text);
  return [...new Set(words.filter((w) => w.type === 'BLACK' && cleaned.includes(w.word)).map((w) => w.word))];
}

/** The error-prone words in a text with their replacements (`{w, r}`, as the backend answers). */
export function errorProneHits(db: MockDb, text: string): { w: string; r: string }[] {
  return db.tables.errorProneWords
    .filter((row) => text.includes(row.word))
    .map((row) => ({ w: row.word, r: row.replaceWord }));
}

const sensitive = defineCrud({
  table: 'sensitiveWords',
  id: 'wordId',
  path: '/word/sensitiveword',
  listPath: '/word/sensitiveword',
  perm: WORD_PERMS,
  validate: (v, body) => [v.notBlank(body.word), v.notBlank(body.type)],
  fields: (body) => ({
    word: String(body.word).trim(),
    type: body.type === 'WHITE' ? 'WHITE' : 'BLACK',
    replaceWord: typeof body.replaceWord === 'string' ? body.replaceWord : undefined,
  }),
  unique: [{ field: 'word', message: 'ERRCODE.WORD.CONFLIECT_SENSITIVE_WORD' }],
});

const errorProne = defineCrud({
  table: 'errorProneWords',
  id: 'wordId',
  path: '/word/errorproneword',
  listPath: '/word/errorproneword',
  perm: WORD_PERMS,
  validate: (v, body) => [v.notBlank(body.word), v.notBlank(body.replaceWord)],
  fields: (body) => ({ word: String(body.word).trim(), replaceWord: String(body.replaceWord).trim() }),
  unique: [{ field: 'word', message: 'ERRCODE.WORD.CONFLIECT_ERROR_PRONE_WORD' }],
});

export function sensitiveWordHandlers({ route }: MockContext): HttpHandler[] {
  return [
    // Lists filter by `query`: answered before the factory's own lists.
    route.get('/word/sensitiveword', { perm: 'word:view' }, (c) =>
      c.page(matchingQuery(c, [...c.db.tables.sensitiveWords].reverse())),
    ),
    route.get('/word/errorproneword', { perm: 'word:view' }, (c) =>
      c.page(matchingQuery(c, [...c.db.tables.errorProneWords].reverse())),
    ),
    ...sensitive.handlers(route),
    ...errorProne.handlers(route),
  ];
}
