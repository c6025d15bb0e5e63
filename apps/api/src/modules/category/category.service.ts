/** Custom community categories: the 13 global ones plus the institute's own, with unique slugs. */
import { type Category, COMMUNITY_CATEGORIES, categorySlug } from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { onUniqueViolation } from '../team/unique-violation';
import {
  type CategoryRow,
  deleteCategory,
  findCategory,
  findCategoryBySlug,
  insertCategory,
  listCategories,
  renameCategory,
} from './category.repository';

const GLOBAL_SLUGS = new Set(COMMUNITY_CATEGORIES.map(categorySlug));

const SMALL_WORDS = new Set(['and', 'of', 'the']);
const titleCase = (name: string) =>
  name
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

export const GLOBAL_CATEGORIES: Category[] = COMMUNITY_CATEGORIES.map((name) => ({
  id: null,
  name: titleCase(name),
  slug: categorySlug(name),
  global: true,
  createdAt: null,
}));

function presentCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, slug: row.slug, global: false, createdAt: row.createdAt.toISOString() };
}

const taken = (message: string) => conflict(message, [{ field: 'name', message }]);
const sameName = () => taken('Your school already has a category with this name');

/** A 409 when the slug is a global category's or another of the institute's own. */
async function assertSlugFree(db: Queryable, instituteId: string, slug: string, exceptId?: string): Promise<void> {
  if (GLOBAL_SLUGS.has(slug)) throw taken('This is already one of the global categories');
  const existing = await findCategoryBySlug(db, instituteId, slug);
  if (existing && existing.id !== exceptId) throw sameName();
}

export class CategoryService {
  constructor(private readonly db: Db) {}

  private scopeOf(actor: Actor): string {
    if (actor.role !== 'INSTITUTE' || !actor.instituteId) throw forbidden();
    return actor.instituteId;
  }

  async list(actor: Actor): Promise<Category[]> {
    const own = await listCategories(this.db, this.scopeOf(actor));
    return [...GLOBAL_CATEGORIES, ...own.map(presentCategory)];
  }

  async create(actor: Actor, name: string): Promise<Category> {
    const instituteId = this.scopeOf(actor);
    const slug = categorySlug(name);
    const work = () =>
      this.db.transaction(async (tx) => {
        await assertSlugFree(tx, instituteId, slug);
        const row = await insertCategory(tx, { instituteId, name, slug });
        await recordAudit(tx, {
          instituteId,
          actorId: actor.id,
          action: 'category.created',
          entityType: 'category',
          entityId: row.id,
          summary: `Added the community category ${name}`,
          data: { slug },
        });
        return presentCategory(row);
      });
    return onUniqueViolation(work, sameName);
  }

  async rename(actor: Actor, id: string, name: string): Promise<Category> {
    const instituteId = this.scopeOf(actor);
    const slug = categorySlug(name);
    const work = () =>
      this.db.transaction(async (tx) => {
        const before = await findCategory(tx, instituteId, id);
        if (!before) throw notFound('Category not found');
        await assertSlugFree(tx, instituteId, slug, id);
        const row = await renameCategory(tx, instituteId, id, { name, slug });
        if (!row) throw notFound('Category not found');
        await recordAudit(tx, {
          instituteId,
          actorId: actor.id,
          action: 'category.renamed',
          entityType: 'category',
          entityId: id,
          summary: `Renamed the community category ${before.name} to ${name}`,
          data: { from: before.slug, to: slug },
        });
        return presentCategory(row);
      });
    return onUniqueViolation(work, sameName);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const instituteId = this.scopeOf(actor);
    await this.db.transaction(async (tx) => {
      const row = await findCategory(tx, instituteId, id);
      if (!row) throw notFound('Category not found');
      await deleteCategory(tx, instituteId, id);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'category.deleted',
        entityType: 'category',
        entityId: id,
        summary: `Deleted the community category ${row.name}`,
        data: { slug: row.slug },
      });
    });
  }
}
