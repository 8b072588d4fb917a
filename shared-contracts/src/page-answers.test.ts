import { pageAnswerKey } from './page-answers';

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
