/**
 * The catalogue must know every place a person's data lives: a new table with a column referencing users (or holding
 * an email, a phone or a copy of a person's name) fails here until it is listed with its erasure and export rules.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { CUSTOM_STEPS } from './erasure.service';
import { PERSONAL_DATA_CATALOGUE } from './personal-data.catalogue';

const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

/** Columns that hold contact details or a copy of someone's name, whatever table they are in. */
const PERSONAL_COLUMN =
  /(^|_)(email|phone)$|^(parent_name|author_name|actor_name|editor_name|action_taken_by_user_name)$/;

const byTable = new Map(PERSONAL_DATA_CATALOGUE.map((entry) => [entry.table, entry]));

function userColumnsOf(config: ReturnType<typeof getTableConfig>): string[] {
  return config.foreignKeys
    .map((key) => key.reference())
    .filter((reference) => getTableConfig(reference.foreignTable).name === 'users')
    .flatMap((reference) => reference.columns.map((column) => column.name));
}

describe('the personal data catalogue', () => {
  it('lists every table holding a user id or contact details', () => {
    expect(tables.length).toBeGreaterThan(80);
    expect(tables.filter((config) => userColumnsOf(config).length > 0).length).toBeGreaterThan(50);
    const missing = tables
      .filter(
        (config) =>
          userColumnsOf(config).length > 0 || config.columns.some((column) => PERSONAL_COLUMN.test(column.name)),
      )
      .map((config) => config.name)
      .filter((name) => !byTable.has(name));
    expect(missing, 'tables to add to personal-data.catalogue.ts').toEqual([]);
  });

  it('gives every column referencing users a rule', () => {
    const missing = tables.flatMap((config) => {
      const entry = byTable.get(config.name);
      if (!entry) return [];
      return userColumnsOf(config)
        .filter((column) => !(column in entry.people))
        .map((column) => `${config.name}.${column}`);
    });
    expect(missing, 'columns to give a rule in personal-data.catalogue.ts').toEqual([]);
  });

  it('names only tables and columns that exist', () => {
    const known = new Map(tables.map((config) => [config.name, new Set(config.columns.map((column) => column.name))]));
    const wrong: string[] = [];
    for (const entry of PERSONAL_DATA_CATALOGUE) {
      const columns = known.get(entry.table);
      if (!columns) {
        wrong.push(entry.table);
        continue;
      }
      const named = [
        ...Object.keys(entry.people),
        ...Object.entries(entry.names ?? {}).flat(),
        ...(entry.redact ?? []),
        ...(entry.email ? [entry.email] : []),
        ...(entry.files ?? []).map((file) => file.column),
        ...('by' in entry.export ? entry.export.by : []),
        ...('through' in entry.export ? [entry.export.through.column] : []),
        ...('none' in entry.export ? [] : (entry.export.omit ?? [])),
        ...(entry.tenant && 'delete' in entry.tenant ? [entry.tenant.delete] : []),
        ...(entry.retainedByLaw?.columns ?? []),
      ];
      for (const column of named) if (!columns.has(column)) wrong.push(`${entry.table}.${column}`);
      if ('through' in entry.export) {
        const { parent, parentBy } = entry.export.through;
        if (!known.get(parent)?.has(parentBy)) wrong.push(`${parent}.${parentBy}`);
      }
      if (entry.tenant && 'deleteThrough' in entry.tenant) {
        const { column, parent, parentBy } = entry.tenant.deleteThrough;
        if (!columns.has(column)) wrong.push(`${entry.table}.${column}`);
        if (!known.get(parent)?.has(parentBy)) wrong.push(`${parent}.${parentBy}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has an erasure step for every custom rule, and lists each table once', () => {
    const customs = PERSONAL_DATA_CATALOGUE.flatMap((entry) =>
      Object.entries(entry.people)
        .filter(([, rule]) => rule.do === 'custom')
        .map(([column]) => `${entry.table}.${column}`),
    );
    expect(customs.filter((name) => !(name in CUSTOM_STEPS))).toEqual([]);
    expect(Object.keys(CUSTOM_STEPS).filter((name) => !customs.includes(name))).toEqual([]);
    expect(new Set(PERSONAL_DATA_CATALOGUE.map((entry) => entry.table)).size).toBe(PERSONAL_DATA_CATALOGUE.length);
  });

  it("ends with the person's own row, so a stopped run still knows whom it is erasing", () => {
    expect(PERSONAL_DATA_CATALOGUE.at(-1)?.table).toBe('users');
  });
});
