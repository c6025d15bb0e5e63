import { describe, expect, it } from 'vitest';
import { checkTree } from './check';
import type { SourceFile } from './rules';

const file = (name: string, text: string): SourceFile => ({ file: name, text });
const rulesOf = (sources: SourceFile[]) => checkTree(sources).map((v) => `${v.file}:${v.line} ${v.rule}`);

describe('architecture rules', () => {
  it('passes a module built the agreed way', () => {
    const clean = [
      file(
        'apps/api/src/modules/shelf/shelf.repository.ts',
        "import { eq } from 'drizzle-orm';\nimport { shelves } from '../../db/schema';\n",
      ),
      file(
        'apps/api/src/modules/shelf/shelf.service.ts',
        "import type { SQL } from 'drizzle-orm';\nimport { listShelves } from './shelf.repository';\nexport class ShelfService {}\n",
      ),
      file(
        'apps/api/src/modules/shelf/shelf.routes.ts',
        "import { ACCESS, shelfSchema } from '@noticeboard/shared';\nimport { routeDefiner } from '../../lib/define-route';\nroute('GET /shelves', {});\n",
      ),
      file('apps/api/src/modules/shelf/shelf.module.ts', 'const shelves = new ShelfService(db);\n'),
      file('apps/api/src/modules/shelf/shelf.job.ts', ''),
      file('apps/web/src/features/shelf/pages/shelf-page.tsx', "import { Card } from '../../../components/card';\n"),
      file('apps/api/src/modules/shelf/shelf.test.ts', "import { eq } from 'drizzle-orm';\n"),
    ];
    expect(rulesOf(clean)).toEqual([]);
  });

  it('names every rule a deliberately broken module breaks', () => {
    const broken = [
      file(
        'apps/api/src/modules/shelf/shelf.service.ts',
        "import { and, eq } from 'drizzle-orm';\nimport { shelves } from '../../db/schema';\nexport class FeedService {}\n",
      ),
      file(
        'apps/api/src/modules/shelf/shelf.routes.ts',
        [
          "import { z } from 'zod';",
          "import type { RouteDeps } from '../route-deps';",
          'export function shelfRoutes(app: App, deps: RouteDeps) {',
          '  const shelves = new ShelfService(deps.db);',
          "  app.get('/shelves', {}, async () => ok('Shelves', []));",
          '}',
        ].join('\n'),
      ),
      file('apps/api/src/modules/shelf/shelf.jobs.ts', ''),
      file('apps/api/src/modules/news/feed.service.ts', 'export class FeedService {}\n'),
      file(
        'apps/web/src/features/shelf/pages/shelf-page.tsx',
        "import { NewsCard } from '../../news/components/news-card';\n",
      ),
      file('packages/shared/src/schemas/shelf.ts', "import { pgTable } from 'drizzle-orm/pg-core';\n"),
    ];
    expect(rulesOf(broken)).toEqual([
      'apps/api/src/modules/shelf/shelf.service.ts:1 sql-in-repositories',
      'apps/api/src/modules/shelf/shelf.service.ts:2 sql-in-repositories',
      'apps/api/src/modules/shelf/shelf.routes.ts:1 schemas-in-contract',
      'apps/api/src/modules/shelf/shelf.routes.ts:2 composition-root',
      'apps/api/src/modules/shelf/shelf.routes.ts:4 composition-root',
      'apps/api/src/modules/shelf/shelf.routes.ts:5 route-definer',
      'apps/api/src/modules/shelf/shelf.jobs.ts:1 job-suffix',
      'apps/web/src/features/shelf/pages/shelf-page.tsx:1 features-apart',
      'packages/shared/src/schemas/shelf.ts:1 shared-plain',
      'apps/api/src/modules/news/feed.service.ts:1 class-names',
    ]);
  });
});
