import { publishPipeApi } from '@/api/cms/publishpipe';
import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb } from '../msw-server';
import { BASE_ENTITY, expectContractBody, held, type SaveCase } from './body-capture';

/** Body classes of the resource, publish pipe, template and file controllers (docs/endpoints.md). */
const CONTRACT = {
  // POST|PUT /cms/publishpipe: CmsPublishPipe(<BaseEntity>, …)
  CmsPublishPipe: [...BASE_ENTITY, 'publishpipeId', 'siteId', 'name', 'code', 'state', 'sort'],
};

const pipeOfSite1 = () => {
  const pipe = mockDb().tables.publishPipes.find((p) => p.siteId === '1' && p.code === 'pc');
  if (!pipe) throw new Error('no pc pipe');
  return pipe.publishpipeId;
};

const cases: SaveCase[] = [
  {
    name: 'publish pipe add',
    contract: CONTRACT.CmsPublishPipe,
    method: 'POST',
    path: '/cms/publishpipe',
    save: () => publishPipeApi.add({ name: 'App', code: 'app', state: '0', sort: 3 }),
  },
  {
    name: 'publish pipe edit (the loaded pipe carries enable)',
    contract: CONTRACT.CmsPublishPipe,
    method: 'PUT',
    path: '/cms/publishpipe',
    save: async () => publishPipeApi.update(held(await publishPipeApi.get(pipeOfSite1()), { enable: true })),
  },
];

describe('CMS resources request bodies', () => {
  beforeEach(() => setCurrentSiteId('1'));
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);
});
