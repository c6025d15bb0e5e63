import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { CatalogueFileError, readCatalogueFile, SHIPPED_CATALOGUE_FILE } from './catalogue.file';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nb-catalogue-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const plan = (fields: object = {}) => ({
  code: 'READER_MONTHLY',
  name: 'Monthly',
  period: 'MONTH',
  pricing: 'FLAT',
  unitPricePaise: 14_900,
  taxIncluded: true,
  ...fields,
});
const product = (fields: object = {}) => ({
  productType: 'READER',
  audience: 'INDIVIDUAL',
  name: 'Noticeboard for Readers',
  summary: 'News for young readers.',
  plans: [plan()],
  ...fields,
});

let files = 0;
async function fileWith(content: unknown): Promise<string> {
  files += 1;
  const file = path.join(dir, `catalogue-${files}.json`);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('the catalogue file', () => {
  it('ships a catalogue for schools (per seat, GST on top) and readers (monthly and yearly, GST included)', () => {
    const file = readCatalogueFile(SHIPPED_CATALOGUE_FILE);
    const school = file.products.find((entry) => entry.productType === 'SCHOOL');
    const reader = file.products.find((entry) => entry.productType === 'READER');
    expect(school?.plans).toMatchObject([
      { code: 'SCHOOL_YEARLY', pricing: 'PER_SEAT', unitPricePaise: 60_000, taxIncluded: false, minSeats: 50 },
    ]);
    expect(reader?.plans.map((entry) => [entry.code, entry.unitPricePaise, entry.taxIncluded])).toEqual([
      ['READER_MONTHLY', 14_900, true],
      ['READER_YEARLY', 149_900, true],
    ]);
    expect(school?.faq.length).toBeGreaterThanOrEqual(6);
    expect(reader?.faq.length).toBeGreaterThanOrEqual(6);
  });

  it('takes a minimal valid file, with empty features, highlights and FAQ', async () => {
    const file = readCatalogueFile(await fileWith({ products: [product()] }));
    expect(file.products[0]).toMatchObject({ features: [], faq: [], plans: [{ highlights: [] }] });
  });

  it.each([
    ['not JSON', '{ "products": [', /Catalogue file .*catalogue-\d+\.json \(BILLING_CATALOGUE_FILE\): .*JSON/],
    ['no products', { products: [] }, /products: the catalogue needs at least one product/],
    [
      'a product without plans',
      { products: [product({ plans: [] })] },
      /products\.0\.plans: a product needs at least one plan/,
    ],
    [
      'a PER_SEAT plan without a minimum',
      { products: [product({ plans: [plan({ pricing: 'PER_SEAT' })] })] },
      /products\.0\.plans\.0\.minSeats: a PER_SEAT plan needs minSeats/,
    ],
    [
      'a FLAT plan with a minimum',
      { products: [product({ plans: [plan({ minSeats: 5 })] })] },
      /products\.0\.plans\.0\.minSeats: a FLAT plan has no minSeats/,
    ],
    [
      'a price in rupees with paise as a fraction',
      { products: [product({ plans: [plan({ unitPricePaise: 149.5 })] })] },
      /products\.0\.plans\.0\.unitPricePaise: whole paise/,
    ],
    ['a free plan', { products: [product({ plans: [plan({ unitPricePaise: 0 })] })] }, /unitPricePaise/],
    [
      'the same plan code twice',
      { products: [product(), product({ productType: 'FAMILY' })] },
      /products\.1\.plans\.0\.code: plan code READER_MONTHLY is used twice/,
    ],
    [
      'a lower-case product type',
      { products: [product({ productType: 'reader' })] },
      /products\.0\.productType: upper-case/,
    ],
    ['an unknown field', { products: [product({ price: 149 })] }, /products\.0: Unrecognized key/],
    [
      'an FAQ link to another site',
      {
        products: [product({ faq: [{ question: 'Q?', answer: 'A.', links: [{ label: 'x', path: '//evil.test' }] }] })],
      },
      /products\.0\.faq\.0\.links\.0\.path: a path of this site/,
    ],
  ])('refuses %s, naming the problem and where it is', async (_case, content, message) => {
    const file = await fileWith(content);
    expect(() => readCatalogueFile(file)).toThrow(CatalogueFileError);
    expect(() => readCatalogueFile(file)).toThrow(message);
  });

  it('stops the app from starting when BILLING_CATALOGUE_FILE names a bad file', async () => {
    const bad = await fileWith({ products: [product({ plans: [plan({ pricing: 'PER_SEAT' })] })] });
    await expect(buildTestApp({ env: { BILLING_CATALOGUE_FILE: bad } })).rejects.toThrow(
      /BILLING_CATALOGUE_FILE\) is not valid: products\.0\.plans\.0\.minSeats: a PER_SEAT plan needs minSeats/,
    );
    const missing = path.join(dir, 'missing.json');
    await expect(buildTestApp({ env: { BILLING_CATALOGUE_FILE: missing } })).rejects.toThrow(/ENOENT/);
  });
});
