import { firstRequestBody, pageAnswerKey } from './page-answers';

describe('pageAnswerKey', () => {
  it('is one key for equal bodies whatever the order of their keys', () => {
    expect(pageAnswerKey('POST', '/api/x', { page: 1, bucket: 'all', filter: { b: [2, 1], a: null } })).toBe(
      pageAnswerKey('post', '/api/x', { filter: { a: null, b: [2, 1] }, bucket: 'all', page: 1 }),
    );
  });

  it('tells apart method, address, body and an array’s order', () => {
    const keys = [
      pageAnswerKey('GET', '/api/x'),
      pageAnswerKey('POST', '/api/x'),
      pageAnswerKey('GET', '/api/x?page=2'),
      pageAnswerKey('POST', '/api/x', { page: 1 }),
      pageAnswerKey('POST', '/api/x', { page: '1' }),
      pageAnswerKey('POST', '/api/x', { ids: [1, 2] }),
      pageAnswerKey('POST', '/api/x', { ids: [2, 1] }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves out undefined members, as JSON.stringify does for the body sent', () => {
    expect(pageAnswerKey('POST', '/api/x', { page: 1, filter: undefined })).toBe(pageAnswerKey('POST', '/api/x', { page: 1 }));
  });
});

describe('firstRequestBody', () => {
  const outline = { route: '/dashboard/apps/elearnings/execution/:executionUuid', endpoint: 'elearning.read-execution-outline' };

  it("sends a route's address values as the body's fields, decoded as the router decodes them, beside the declared ones", () => {
    expect(firstRequestBody(outline, '/dashboard/apps/elearnings/execution/a%20b')).toEqual({ body: { executionUuid: 'a b' } });
    expect(
      firstRequestBody({ ...outline, body: { executionUuid: 'declared', page: 1 } }, '/dashboard/apps/elearnings/execution/x'),
    ).toEqual({
      body: { executionUuid: 'x', page: 1 },
    });
  });

  it('sends the declared body as it is for a route without values', () => {
    const tasks = { route: '/dashboard/apps/elearnings/my-elearnings', endpoint: 'elearning.read-member-tasks', body: { page: 1 } };
    expect(firstRequestBody(tasks, '/dashboard/apps/elearnings/my-elearnings')).toEqual({ body: { page: 1 } });
    expect(firstRequestBody({ ...tasks, body: undefined }, '/dashboard/apps/elearnings/my-elearnings')).toEqual({ body: undefined });
  });

  it('sends nothing from another page: shorter, longer, another segment, an empty or undecodable value', () => {
    for (const path of [
      '/dashboard/apps/elearnings/execution',
      '/dashboard/apps/elearnings/execution/x/more',
      '/dashboard/apps/elearnings/executions/x',
      '/dashboard/apps/elearnings/execution/',
      '/dashboard/apps/elearnings/execution/%E0%A4%A',
    ])
      expect(firstRequestBody(outline, path)).toBeNull();
  });
});
