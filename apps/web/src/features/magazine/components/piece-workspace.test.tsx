import { ERROR_CODES, type MagazinePiece, pieceCommentListSchema, pieceSchema } from '@noticeboard/shared';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, errorBody, okBody, server } from '../../../test/server';
import { PieceWorkspace } from './piece-workspace';

const PIECE_ID = '5b0c4f7e-3a0d-4a55-9a44-0d7a8a1f2b11';
const PATH = `/api/school-magazine/pieces/${PIECE_ID}`;
const SECTIONS = ['News', 'Stories', 'Poems'];

function pieceFixture(changes: Partial<MagazinePiece> = {}): MagazinePiece {
  return pieceSchema.parse({
    id: PIECE_ID,
    kind: 'POEM',
    language: 'EN',
    section: 'Poems',
    title: 'Fog',
    body: 'The fog came in and ate the gate,',
    status: 'DRAFT',
    credit: 'Asha Rao',
    yours: true,
    pictures: [],
    issue: null,
    postId: null,
    declineReason: null,
    revision: 0,
    may: { edit: true, submit: true, review: false, decide: false, remove: true },
    submittedAt: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...changes,
  });
}

const open = () =>
  renderWithProviders(<PieceWorkspace pieceId={PIECE_ID} sections={SECTIONS} backTo="/school-magazine/create" />, {
    route: `/school-magazine/create?piece=${PIECE_ID}`,
    user: studentUser,
  });

beforeEach(() => {
  answer('get', `/school-magazine/pieces/${PIECE_ID}/comments`, pieceCommentListSchema, []);
});

describe('The contribution form', () => {
  it('saves what is typed after a pause, with the revision it was based on, and says so', async () => {
    answer('get', `/school-magazine/pieces/${PIECE_ID}`, pieceSchema, pieceFixture());
    const sent: unknown[] = [];
    server.use(
      http.patch(PATH, async ({ request }) => {
        const body = (await request.json()) as { revision: number; title?: string };
        sent.push(body);
        return HttpResponse.json(
          okBody(pieceSchema, pieceFixture({ title: body.title ?? 'Fog', revision: body.revision + 1 })),
        );
      }),
    );
    const { user } = open();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Winter fog');
    expect(screen.getByText('Unsaved changes…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument(), { timeout: 3000 });
    // One save for the whole burst of typing, on revision 0.
    expect(sent).toEqual([{ revision: 0, title: 'Winter fog' }]);
  });

  it('saves what was just typed when the writer leaves before the pause', async () => {
    answer('get', `/school-magazine/pieces/${PIECE_ID}`, pieceSchema, pieceFixture());
    const sent: unknown[] = [];
    server.use(
      http.patch(PATH, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(okBody(pieceSchema, pieceFixture({ revision: 1 })));
      }),
    );
    const { user, unmount } = open();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    unmount();
    await waitFor(() => expect(sent).toEqual([{ revision: 0, title: 'Fog!' }]));
  });

  it('“Send to editor” saves the last words first, then sends, and the piece is with a teacher', async () => {
    answer('get', `/school-magazine/pieces/${PIECE_ID}`, pieceSchema, pieceFixture());
    const order: string[] = [];
    server.use(
      http.patch(PATH, async () => {
        order.push('save');
        return HttpResponse.json(okBody(pieceSchema, pieceFixture({ body: 'More words', revision: 1 })));
      }),
      http.post(`${PATH}/submit`, () => {
        order.push('submit');
        return HttpResponse.json(
          okBody(
            pieceSchema,
            pieceFixture({
              status: 'WITH_MENTOR',
              revision: 2,
              may: { edit: false, submit: false, review: false, decide: false, remove: false },
            }),
          ),
        );
      }),
    );
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: 'Your poem' }), ' More');
    await user.click(screen.getByRole('button', { name: 'Send to editor' }));
    await waitFor(() => expect(screen.getByText('With a teacher')).toBeInTheDocument());
    expect(order).toEqual(['save', 'submit']);
    // The words are the teacher's to read now: no form, no send button.
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to editor' })).not.toBeInTheDocument();
  });

  it('says so when someone else changed the piece meanwhile (409), and does not send', async () => {
    answer('get', `/school-magazine/pieces/${PIECE_ID}`, pieceSchema, pieceFixture());
    let submitted = false;
    server.use(
      http.patch(PATH, () =>
        HttpResponse.json(errorBody('CONFLICT', 'This piece was changed meanwhile.'), { status: ERROR_CODES.CONFLICT }),
      ),
      http.post(`${PATH}/submit`, () => {
        submitted = true;
        return HttpResponse.json(okBody(pieceSchema, pieceFixture()));
      }),
    );
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Send to editor' }));
    expect(await screen.findByText(/Someone else changed this piece meanwhile/)).toBeInTheDocument();
    expect(submitted).toBe(false);
  });

  it('shows the teacher’s request for changes, and a declined piece’s reason', async () => {
    answer(
      'get',
      `/school-magazine/pieces/${PIECE_ID}`,
      pieceSchema,
      pieceFixture({
        status: 'DECLINED',
        declineReason: 'A poem like this was in the last issue.',
        may: { edit: false, submit: false, review: false, decide: false, remove: false },
      }),
    );
    open();
    expect(await screen.findByText('A poem like this was in the last issue.')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
  });
});
