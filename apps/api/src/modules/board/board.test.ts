import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('boards', () => {
  it('lists every board with its name, open to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/backend/boards' });
    expect(response.statusCode).toBe(200);
    const boards = response.json().body;
    expect(boards).toContainEqual({ id: 'CBSE', name: 'CBSE (Central Board of Secondary Education)' });
    expect(boards.map((board: { id: string }) => board.id)).toEqual(['CBSE', 'ICSE', 'STATE', 'IB', 'IGCSE', 'OTHER']);
  });
});
