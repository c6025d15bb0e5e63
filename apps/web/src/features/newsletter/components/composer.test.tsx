import {
  articleChoicesSchema,
  audienceSizeSchema,
  ERROR_CODES,
  type Newsletter,
  newsletterAudienceOptionsSchema,
  newsletterImageSchema,
  newsletterPreviewSchema,
  newsletterSchema,
  postChoicesSchema,
} from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, errorBody, okBody, server } from '../../../test/server';
import { Composer } from './composer';

const ID = '6f1d3c1e-4c5b-4f3e-9a55-2f0b8d7c1a10';
const PATH = `/api/newsletters/${ID}`;

const draft: Newsletter = newsletterSchema.parse({
  id: ID,
  slug: 'week-14-abc123',
  title: 'Week 14',
  preheader: '',
  accentColor: '#1c7ed6',
  blocks: [
    { id: 'one', type: 'HEADING', text: 'This week at school' },
    { id: 'two', type: 'TEXT', html: '<p>We planted <strong>beans</strong>.</p>' },
  ],
  audience: { everyone: false, staff: false, parents: false, classes: [], sections: [] },
  state: 'DRAFT',
  revision: 4,
  scheduledAt: null,
  frequency: null,
  everyDays: null,
  until: null,
  edition: 1,
  totals: { recipients: 0, delivered: 0, failed: 0, unconfirmed: 0, unsubscribed: 0 },
  sentAt: null,
  updatedAt: '2026-11-29T05:00:00.000Z',
  publicPath: null,
  assessmentCode: null,
});

beforeEach(() => {
  answer('get', `/newsletters/${ID}/preview`, newsletterPreviewSchema, {
    subject: 'Week 14',
    html: '<p>Week 14</p>',
    text: 'Week 14',
  });
  answer('get', `/newsletters/${ID}/audience-size`, audienceSizeSchema, { recipients: 42 });
  answer('get', '/newsletters/audience-options', newsletterAudienceOptionsSchema, {
    classes: [{ studentClass: 'SEVEN', sections: ['A', 'B'] }],
  });
  answer('get', '/newsletters/post-choices', postChoicesSchema, []);
  answer('get', '/newsletters/article-choices', articleChoicesSchema, []);
});

const open = () =>
  renderWithProviders(<Composer newsletter={draft} delayMs={30} />, {
    route: `/newsletters?id=${ID}`,
    user: instituteUser,
  });

describe('The newsletter composer', () => {
  it('saves what is typed after a pause, with the revision it was based on, and says so', async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.patch(PATH, async ({ request }) => {
        const body = (await request.json()) as { revision: number; title?: string };
        sent.push(body);
        return HttpResponse.json(
          okBody(newsletterSchema, { ...draft, title: body.title ?? draft.title, revision: body.revision + 1 }),
        );
      }),
    );
    const { user } = open();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Bean week');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(sent).toEqual([{ revision: 4, title: 'Bean week' }]);
    // The text block is edited as Markdown-ish words and saved as the small HTML the server keeps.
    const text = screen.getByRole('textbox', { name: /Paragraphs/ });
    expect(text).toHaveValue('We planted **beans**.');
    await user.type(text, ' And *peas*.');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ revision: 5 });
    expect((sent[1]?.blocks as Array<{ html?: string }> | undefined)?.[1]?.html).toBe(
      '<p>We planted <strong>beans</strong>. And <em>peas</em>.</p>',
    );
  });

  it('moves, adds and removes blocks, saving the new order', async () => {
    const sent: Array<{ blocks?: Array<{ type: string; id: string }> }> = [];
    server.use(
      http.patch(PATH, async ({ request }) => {
        const body = (await request.json()) as { revision: number; blocks?: Newsletter['blocks'] };
        sent.push(body);
        return HttpResponse.json(
          okBody(newsletterSchema, { ...draft, blocks: body.blocks ?? draft.blocks, revision: body.revision + 1 }),
        );
      }),
    );
    const { user } = open();
    await user.click(screen.getAllByRole('button', { name: 'Move down' })[0] as HTMLElement);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.blocks?.map((block) => block.id)).toEqual(['two', 'one']);
    await user.click(screen.getByRole('button', { name: 'Add a block' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Event' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.blocks?.map((block) => block.type)).toEqual(['TEXT', 'HEADING', 'EVENT']);
    await user.click(screen.getByRole('button', { name: 'Remove heading' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.blocks?.map((block) => block.type)).toEqual(['TEXT', 'EVENT']);
  });

  it('stops saving and says so when another tab saved first (never overwriting)', async () => {
    let calls = 0;
    server.use(
      http.patch(PATH, () => {
        calls += 1;
        return HttpResponse.json(errorBody('NEWSLETTER_CHANGED', 'Changed elsewhere'), {
          status: ERROR_CODES.NEWSLETTER_CHANGED,
        });
      }),
    );
    const { user } = open();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Changed in another tab: reload to continue'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '?');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(1);
  });

  it('shows how many addresses it reaches and sends with the latest revision; a refusal is shown', async () => {
    const sends: unknown[] = [];
    server.use(
      http.post(`${PATH}/send`, async ({ request }) => {
        sends.push(await request.json());
        return HttpResponse.json(errorBody('VALIDATION_FAILED', 'Choose who receives this newsletter'), {
          status: 400,
        });
      }),
    );
    const { user } = open();
    const send = screen.getByRole('heading', { name: 'Send' }).closest('div') as HTMLElement;
    expect(await within(send).findByText('42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send newsletter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose who receives this newsletter');
    expect(sends).toEqual([{ revision: 4, startsAt: null, frequency: null, everyDays: null, until: null }]);
  });

  it('adds a picture block: the chosen file is uploaded and the block saved with its id, alt text and caption', async () => {
    const sent: Array<{ blocks?: Newsletter['blocks'] }> = [];
    const IMAGE_ID = '9b2f0c4e-1d3a-4e5b-8c6d-7e8f9a0b1c2d';
    server.use(
      http.post(`${PATH}/images`, () =>
        HttpResponse.json(
          okBody(
            newsletterImageSchema,
            { imageId: IMAGE_ID, url: `http://localhost/api/newsletter-images/${ID}/${IMAGE_ID}` },
            201,
          ),
          { status: 201 },
        ),
      ),
      http.patch(PATH, async ({ request }) => {
        const body = (await request.json()) as { revision: number; blocks?: Newsletter['blocks'] };
        sent.push(body);
        return HttpResponse.json(
          okBody(newsletterSchema, { ...draft, blocks: body.blocks ?? draft.blocks, revision: body.revision + 1 }),
        );
      }),
    );
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Add a block' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Picture' }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'garden.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'The uploaded picture' })).toHaveAttribute(
      'src',
      `/api/newsletter-images/${ID}/${IMAGE_ID}`,
    );
    await user.type(screen.getByRole('textbox', { name: /What the picture shows/ }), 'Marigolds');
    await waitFor(() =>
      expect(sent.at(-1)?.blocks?.at(-1)).toMatchObject({ type: 'IMAGE', imageId: IMAGE_ID, alt: 'Marigolds' }),
    );
  });
});
