import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { drawWithData, QueryPlans } from './draw-page';

// What the API was asked, in the order asked. Query functions are shared between visits (as in the app, where they
// close over the page's parameters only), so a remembered one reports here too.
const calls: string[] = [];

/** A page that needs its school before it can ask for the school's posts, as pages do. */
function SchoolPosts({ onDraw }: { onDraw: () => void }) {
  onDraw();
  const school = useQuery({
    queryKey: ['school'],
    queryFn: async () => {
      calls.push('school');
      return { name: 'Greenfield' };
    },
  });
  const posts = useQuery({
    queryKey: ['posts', school.data?.name],
    queryFn: async () => {
      calls.push('posts');
      return ['Fractions with paper pizzas'];
    },
    enabled: Boolean(school.data),
  });
  const never = useQuery({ queryKey: ['never'], queryFn: async () => calls.push('never'), enabled: false });
  const broken = useQuery({
    queryKey: ['broken'],
    queryFn: async (): Promise<string> => {
      calls.push('broken');
      throw new Error('down');
    },
    retry: false,
  });
  return (
    <p>
      {school.data?.name ?? 'loading'}: {posts.data?.join() ?? 'loading'} {String(never.data ?? '')}
      {broken.isError ? 'broken' : ''}
    </p>
  );
}

async function drawOnce(plans: QueryPlans) {
  const queryClient = new QueryClient();
  calls.length = 0;
  let draws = 0;
  const errors: unknown[] = [];
  const result = await drawWithData(
    queryClient,
    {
      url: '/school',
      element: () => (
        <QueryClientProvider client={queryClient}>
          <SchoolPosts onDraw={() => draws++} />
        </QueryClientProvider>
      ),
    },
    plans,
    (error) => errors.push(error),
  );
  return { ...result, calls: [...calls], draws, errors };
}

describe('drawing a page on the server', () => {
  it('fetches what each draw asks for until the page asks for nothing new, and sends the data with it', async () => {
    const { html, queries, calls, draws } = await drawOnce(new QueryPlans());
    expect(html).toContain('Greenfield<!-- -->: <!-- -->Fractions with paper pizzas');
    expect(calls.sort()).toEqual(['broken', 'posts', 'school']);
    expect(draws).toBe(3);
    expect(queries.queries.map((query) => query.queryKey)).toEqual([['school'], ['posts', 'Greenfield']]);
  });

  it('leaves a query that failed to the browser: drawn loading, not sent, not an error of the page', async () => {
    const { html, queries } = await drawOnce(new QueryPlans());
    expect(html).not.toContain('broken');
    expect(queries.queries.some((query) => query.queryKey[0] === 'broken')).toBe(false);
  });

  it('fetches what the address asked for last time before the first draw, so one draw is enough', async () => {
    const plans = new QueryPlans();
    await drawOnce(plans);
    const second = await drawOnce(plans);
    expect(second.draws).toBe(1);
    expect(second.html).toContain('Fractions with paper pizzas');
    expect(second.calls.sort()).toEqual(['broken', 'posts', 'school']);
  });

  it('forgets the least recently drawn address past its limit', () => {
    const plans = new QueryPlans(2);
    const client = new QueryClient();
    const query = client.getQueryCache().build(client, { queryKey: ['a'] as readonly unknown[] });
    plans.remember('/one', [query]);
    plans.remember('/two', [query]);
    plans.remember('/three', [query]);
    expect(plans.get('/one')).toEqual([]);
    expect(plans.get('/three')).toHaveLength(1);
  });
});
