/** Custom URLs made from a name when a person did not choose one. */
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { customUrlExists } from '../user/user.repository';

export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  return base.length >= 3 ? base : `user-${base}`.replace(/-$/, '');
}

/** `asha-verma`, else `asha-verma-4821` and so on until one is free. */
export async function uniqueCustomUrl(db: Queryable, name: string): Promise<string> {
  const base = slugify(name);
  if (!(await customUrlExists(db, base))) return base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base}-${randomInt(1000, 100_000)}`;
    if (!(await customUrlExists(db, candidate))) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}
