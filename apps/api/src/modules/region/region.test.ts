import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = async (url: string) => t.app.inject({ method: 'GET', url });

describe('regions', () => {
  it('lists countries, their states and the cities of a state', async () => {
    const countries = (await get('/api/backend/region/countries')).json().body;
    expect(countries).toContainEqual({ id: 'IN', name: 'India' });
    const states = (await get('/api/backend/region/states/IN')).json().body;
    expect(states).toContainEqual({ id: 'IN-KA', name: 'Karnataka' });
    const cities = (await get('/api/backend/region/cities/IN-KA')).json().body;
    expect(cities.map((city: { name: string }) => city.name)).toContain('Bengaluru');
  });

  it('answers 404 for unknown codes and 400 for malformed ones', async () => {
    expect((await get('/api/backend/region/states/QQ')).statusCode).toBe(404);
    expect((await get('/api/backend/region/cities/IN-QQ')).statusCode).toBe(404);
    expect((await get('/api/backend/region/states/%3Cscript%3E')).statusCode).toBe(400);
  });
});
