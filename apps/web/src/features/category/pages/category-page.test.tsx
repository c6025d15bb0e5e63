import { type Category, categorySchema, MESSAGES } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, hang, refuse } from '../../../test/server';
import CategoryPage from './category-page';

const categoryList = z.array(categorySchema);

const global = (name: string, slug: string): Category =>
  categorySchema.parse({ id: null, name, slug, global: true, createdAt: null });
const own = (id: string, name: string, slug: string): Category =>
  categorySchema.parse({ id, name, slug, global: false, createdAt: '2026-01-05T10:00:00.000Z' });

const sports = global('Sports', 'sports');
const scienceClub = own('3f1c7a52-0a6e-4c59-9d1f-5e3a1c0b2d11', 'Science Club', 'science-club');

const renderPage = () => renderWithProviders(<CategoryPage />, { route: '/category' });

describe('CategoryPage', () => {
  it('shows a loading state while the categories load', async () => {
    hang('get', '/category');
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading categories' })).toBeInTheDocument();
  });

  it('lists the school categories apart from the global ones', async () => {
    answer('get', '/category', categoryList, [sports, scienceClub]);
    renderPage();
    const ownList = await screen.findByRole('list', { name: "Your school's categories" });
    expect(within(ownList).getByText('Science Club')).toBeInTheDocument();
    expect(within(ownList).getByRole('button', { name: 'Rename Science Club' })).toBeInTheDocument();
    const globalList = screen.getByRole('list', { name: 'Global categories' });
    expect(within(globalList).getByText('Sports')).toBeInTheDocument();
    expect(within(globalList).getByText('Global')).toBeInTheDocument();
    expect(within(globalList).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('says when the school has no categories of its own yet', async () => {
    answer('get', '/category', categoryList, [sports]);
    renderPage();
    expect(await screen.findByText('None yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: "Your school's categories" })).not.toBeInTheDocument();
  });

  it('shows the server message when loading fails', async () => {
    refuse('get', '/category', 'UNAVAILABLE', 'The service is busy, try again shortly');
    renderPage();
    expect(await screen.findByText('The service is busy, try again shortly')).toBeInTheDocument();
    expect(screen.queryByText('Global categories')).not.toBeInTheDocument();
  });

  it('says the caller has no access when the server answers 403', async () => {
    refuse('get', '/category', 'FORBIDDEN', MESSAGES.forbidden);
    renderPage();
    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
  });

  it('checks the name with the shared rule before sending anything', async () => {
    answer('get', '/category', categoryList, [sports]);
    const sent = answerAndRecord('post', '/category', categorySchema, scienceClub);
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Add a category' });
    await user.type(within(form).getByLabelText('Category name'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('adds a category and shows it in the list', async () => {
    answer('get', '/category', categoryList, [sports]);
    const sent = answerAndRecord('post', '/category', categorySchema, scienceClub);
    const { user } = renderPage();
    await screen.findByText('None yet.');
    answer('get', '/category', categoryList, [sports, scienceClub]);
    await user.type(screen.getByLabelText('Category name'), '  Science Club ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('“Science Club” was added.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Science Club' }]);
    const ownList = await screen.findByRole('list', { name: "Your school's categories" });
    expect(within(ownList).getByText('Science Club')).toBeInTheDocument();
    expect(screen.getByLabelText('Category name')).toHaveValue('');
  });

  it('shows a 409 on the name field', async () => {
    answer('get', '/category', categoryList, [sports]);
    const message = 'This is already one of the global categories';
    refuse('post', '/category', 'CONFLICT', message, { details: [{ field: 'name', message }] });
    const { user } = renderPage();
    await screen.findByText('None yet.');
    const field = screen.getByLabelText('Category name');
    await user.type(field, 'Sports');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Sports');
  });

  it('renames a category in a dialog', async () => {
    answer('get', '/category', categoryList, [sports, scienceClub]);
    const renamed = { ...scienceClub, name: 'Robotics Club', slug: 'robotics-club' };
    const sent = answerAndRecord('patch', `/category/${scienceClub.id}`, categorySchema, renamed);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rename Science Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Science Club' });
    const field = within(dialog).getByLabelText('New name');
    expect(field).toHaveValue('Science Club');
    answer('get', '/category', categoryList, [sports, renamed]);
    await user.clear(field);
    await user.type(field, 'Robotics Club');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category renamed.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Robotics Club' }]);
    expect(await screen.findByText('Robotics Club')).toBeInTheDocument();
  });

  it('reports a failed delete and keeps the category', async () => {
    answer('get', '/category', categoryList, [sports, scienceClub]);
    refuse('delete', `/category/${scienceClub.id}`, 'NOT_FOUND', 'Category not found');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Science Club' }));
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
    expect(screen.getByText('Science Club')).toBeInTheDocument();
  });
});
