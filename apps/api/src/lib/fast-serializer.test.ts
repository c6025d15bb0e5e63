import { envelope, newsArticleSchema, pageOf } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './fast-serializer';

const compile = (schema: z.ZodType) =>
  fastSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

const article = {
  _id: '5f0c2f9e-6c1a-4d47-9a53-0d3c1b0f4a11',
  slug: 'a-school-garden',
  title: 'A school garden',
  summary: 'Students planted 40 trees.',
  image: null,
  category: 'ENVIRONMENT',
  publisher: { id: '8d1f1c56-3e0d-4b59-8b52-6a1d8f0e2c33', slug: 'green-times', name: 'Green Times', logoUrl: null },
  author: null,
  publishedAt: '2026-11-20T08:00:00.000Z',
  readingMinutes: 2,
  viewCount: 12,
  saveCount: 3,
  isSaved: true,
  audioStatus: 'READY',
};

describe('fastSerializerCompiler', () => {
  it('writes what the Zod serializer writes for a page of articles', () => {
    const schema = envelope(pageOf(newsArticleSchema));
    const body = {
      statusCode: 200,
      message: 'Latest news',
      body: { content: [article], page: 0, size: 20, totalElements: 1, totalPages: 1, last: true },
    };
    const json = compile(schema)(body);
    expect(JSON.parse(json)).toEqual(schema.parse(body));
  });

  it('never writes undeclared properties', () => {
    const schema = z.object({ name: z.string(), nested: z.object({ ok: z.boolean() }) });
    const json = compile(schema)({ name: 'Asha', passwordHash: 'secret', nested: { ok: true, token: 'x' } });
    expect(JSON.parse(json)).toEqual({ name: 'Asha', nested: { ok: true } });
  });

  it('keeps the Zod serializer for schemas JSON Schema cannot express', () => {
    const schema = z.object({ when: z.date() });
    expect(() => compile(schema)({ when: 'not a date' })).toThrow();
  });
});
