import { CATALOGUE_PATHS } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, products } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { type CatalogueFile, readCatalogueFile, SHIPPED_CATALOGUE_FILE } from './catalogue.file';
import { activePlan, CatalogueService } from './catalogue.service';

let t: TestApp;
let reader: SignedIn;
let school: SignedIn;
const shipped = readCatalogueFile(SHIPPED_CATALOGUE_FILE);
const terms = { trialDays: 14, graceDays: 7 };

beforeAll(async () => {
  t = await buildTestApp();
  reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
  school = await signIn(t.app, 'institute', (await buildInstitute(t.db)).account.email);
});
afterAll(async () => t.close());

const get = (url: string, who?: SignedIn) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: who ? { cookie: who.cookie } : {} });
const productPath = (productType: string) => CATALOGUE_PATHS.product.replace(':productType', productType);

/** Syncs another catalogue, runs the check, and puts the shipped one back. */
async function withCatalogue(file: CatalogueFile, check: () => Promise<void>): Promise<void> {
  await new CatalogueService(t.db, file, terms).sync();
  try {
    await check();
  } finally {
    await new CatalogueService(t.db, shipped, terms).sync();
  }
}

const without = (file: CatalogueFile, planCode: string): CatalogueFile => ({
  products: file.products.map((product) => ({
    ...product,
    plans: product.plans.filter((plan) => plan.code !== planCode),
  })),
});

describe('GET /subscription/products', () => {
  it('lists the shipped catalogue, synced when the app started, for anyone, cacheable for a few minutes', async () => {
    const response = await get(CATALOGUE_PATHS.products);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.json().body;
    expect(body.map((product: { productType: string }) => product.productType)).toEqual(['SCHOOL', 'READER']);
    expect(body[0]).toMatchObject({
      audience: 'INSTITUTE',
      name: 'Noticeboard for Schools',
      plans: [
        {
          code: 'SCHOOL_YEARLY',
          period: 'YEAR',
          pricing: 'PER_SEAT',
          unitPricePaise: 60_000,
          taxIncluded: false,
          minSeats: 50,
          displayPrice: { taxablePaise: 60_000, gstPaise: 10_800, totalPaise: 70_800, gstPercent: 18 },
          yearlySavingPaise: null,
        },
      ],
    });
    expect(body[1].plans).toMatchObject([
      { code: 'READER_MONTHLY', minSeats: null, displayPrice: { totalPaise: 14_900 }, yearlySavingPaise: null },
      { code: 'READER_YEARLY', displayPrice: { taxablePaise: 127_034, gstPaise: 22_866 }, yearlySavingPaise: 28_900 },
    ]);
    expect(body[0]).not.toHaveProperty('faq');
  });

  it('answers a school, a reader and a visitor alike: the catalogue holds nobody’s data', async () => {
    const anonymous = (await get(CATALOGUE_PATHS.products)).json().body;
    expect((await get(CATALOGUE_PATHS.products, school)).json().body).toEqual(anonymous);
    expect((await get(CATALOGUE_PATHS.products, reader)).json().body).toEqual(anonymous);
  });
});

describe('GET /subscription/products/:productType', () => {
  it.each(['reader', 'READER', 'Reader'])(
    'finds %s whatever the case, with features, FAQ and the trial',
    async (type) => {
      const response = await get(productPath(type));
      expect(response.statusCode).toBe(200);
      const body = response.json().body;
      expect(body).toMatchObject({ productType: 'READER', audience: 'INDIVIDUAL', trialDays: 14 });
      expect(body.plans.map((plan: { code: string }) => plan.code)).toEqual(['READER_MONTHLY', 'READER_YEARLY']);
      expect(body.features.length).toBeGreaterThan(3);
      expect(body.faq[0]).toMatchObject({
        question: 'Is there a free trial?',
        answer: expect.stringMatching(/^Yes: 14 days/),
      });
      expect(JSON.stringify(body.faq)).not.toMatch(/\{trialDays\}|\{graceDays\}/);
    },
  );

  it('links the school FAQ to the custom-plan forms', async () => {
    const body = (await get(productPath('school'))).json().body;
    const links = body.faq.flatMap((entry: { links: Array<{ path: string }> }) => entry.links.map((link) => link.path));
    expect(links).toEqual(
      expect.arrayContaining(['/develop-submission-subscription', '/evolve-submission-subscription']),
    );
    expect(
      body.faq.find((entry: { question: string }) => entry.question === 'What happens when our plan ends?'),
    ).toMatchObject({ answer: expect.stringContaining('For 7 days after the end date') });
  });

  it('answers 404 with a clear message for a product not on sale', async () => {
    const response = await get(productPath('family'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'There is no product called "FAMILY" on sale (products: SCHOOL, READER).',
    });
  });
});

describe('syncing the catalogue file', () => {
  it('leaves a plan dropped from the file in the table, inactive: no longer listed, sold or found', async () => {
    await withCatalogue(without(shipped, 'READER_MONTHLY'), async () => {
      const [row] = await t.db.select().from(plans).where(eq(plans.code, 'READER_MONTHLY'));
      expect(row).toMatchObject({ active: false, unitPricePaise: 14_900 });
      const reader = (await get(productPath('reader'))).json().body;
      expect(reader.plans.map((plan: { code: string }) => plan.code)).toEqual(['READER_YEARLY']);
      // No monthly plan to compare with: no saving claimed.
      expect(reader.plans[0].yearlySavingPaise).toBeNull();
      await expect(activePlan(t.db, 'READER_MONTHLY')).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    });
    const [row] = await t.db.select().from(plans).where(eq(plans.code, 'READER_MONTHLY'));
    expect(row?.active).toBe(true);
  });

  it('retires a product dropped from the file with its plans, and brings both back when listed again', async () => {
    const schoolOnly = { products: shipped.products.filter((product) => product.productType === 'SCHOOL') };
    await withCatalogue(schoolOnly, async () => {
      const [row] = await t.db.select().from(products).where(eq(products.productType, 'READER'));
      expect(row?.active).toBe(false);
      const readerPlans = await t.db.select().from(plans).where(eq(plans.productType, 'READER'));
      expect(readerPlans.map((plan) => [plan.code, plan.active])).toEqual([
        ['READER_MONTHLY', false],
        ['READER_YEARLY', false],
      ]);
      expect((await get(productPath('reader'))).statusCode).toBe(404);
      const listed = (await get(CATALOGUE_PATHS.products)).json().body;
      expect(listed.map((product: { productType: string }) => product.productType)).toEqual(['SCHOOL']);
      await expect(activePlan(t.db, 'READER_YEARLY')).rejects.toThrow(AppError);
    });
    expect((await get(productPath('reader'))).statusCode).toBe(200);
  });

  it('hides a product whose plans are all inactive', async () => {
    // The file refuses a product without plans, so the table is changed behind its back here.
    await withCatalogue(shipped, async () => {
      await t.db.update(plans).set({ active: false }).where(eq(plans.productType, 'READER'));
      expect((await get(productPath('reader'))).statusCode).toBe(404);
      const listed = (await get(CATALOGUE_PATHS.products)).json().body;
      expect(listed.map((product: { productType: string }) => product.productType)).toEqual(['SCHOOL']);
    });
  });

  it('updates a changed price and moves updated_at only for rows that changed', async () => {
    const long = new Date('2020-01-01T00:00:00.000Z');
    await t.db.update(plans).set({ updatedAt: long });
    const dearer: CatalogueFile = {
      products: shipped.products.map((product) => ({
        ...product,
        plans: product.plans.map((plan) =>
          plan.code === 'READER_YEARLY' ? { ...plan, unitPricePaise: 159_900 } : plan,
        ),
      })),
    };
    await withCatalogue(dearer, async () => {
      const after = await t.db.select().from(plans);
      expect(after).toHaveLength(3);
      for (const row of after) {
        if (row.code === 'READER_YEARLY') {
          expect(row.unitPricePaise).toBe(159_900);
          expect(row.updatedAt.getTime()).toBeGreaterThan(long.getTime());
        } else {
          expect(row.updatedAt).toEqual(long);
        }
      }
      const found = await activePlan(t.db, 'reader_yearly');
      expect(found.plan.unitPricePaise).toBe(159_900);
    });
  });
});

describe('activePlan (for the order service)', () => {
  it('finds a plan on sale by its code in any case, with its product', async () => {
    const found = await activePlan(t.db, ' school_yearly ');
    expect(found.plan).toMatchObject({ code: 'SCHOOL_YEARLY', pricing: 'PER_SEAT', minSeats: 50 });
    expect(found.product).toMatchObject({ productType: 'SCHOOL', audience: 'INSTITUTE' });
  });

  it('answers NOT_FOUND with a clear message for an unknown plan', async () => {
    await expect(activePlan(t.db, 'GOLD')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'There is no plan "GOLD" on sale. Please choose a plan from the pricing page.',
    });
  });
});
