import { type NewsletterBrand, newsletterBrandSchema } from '@noticeboard/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import { NewsletterBrandCard } from './brand-card';

const LOGO =
  'http://localhost:3000/api/newsletter-logos/7c9e6679-7425-40de-944b-e07fc1f90ae7/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const plain: NewsletterBrand = { color: null, mastheadColor: '#1864ab', logoUrl: null };

describe('NewsletterBrandCard', () => {
  it('saves the school colour and shows the masthead in it', async () => {
    answer('get', '/newsletter-brand', newsletterBrandSchema, plain);
    const saved = answerAndRecord('put', '/newsletter-brand', newsletterBrandSchema, {
      color: '#1b5e20',
      mastheadColor: '#1b5e20',
      logoUrl: null,
    });
    renderWithProviders(<NewsletterBrandCard schoolName="Greenfield Public School" />);
    expect(await screen.findByText('GREENFIELD PUBLIC SCHOOL')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save colour' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('School colour'), { target: { value: '#1b5e20' } });
    fireEvent.click(save);
    await waitFor(() => expect(saved).toEqual([{ color: '#1b5e20' }]));
    expect(screen.queryByText(/too light for white writing/)).not.toBeInTheDocument();
  });

  it('says when the colour is too light and newsletters use dark blue instead', async () => {
    answer('get', '/newsletter-brand', newsletterBrandSchema, { ...plain, color: '#ffe066' });
    renderWithProviders(<NewsletterBrandCard schoolName="Greenfield Public School" />);
    expect(await screen.findByText(/too light for white writing on it/)).toBeInTheDocument();
  });

  it('does not send a colour that is not one', async () => {
    answer('get', '/newsletter-brand', newsletterBrandSchema, plain);
    renderWithProviders(<NewsletterBrandCard schoolName="Greenfield Public School" />);
    fireEvent.change(await screen.findByLabelText('School colour'), { target: { value: '#12' } });
    expect(screen.getByText('A colour like #1c7ed6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save colour' })).toBeDisabled();
  });

  it('uploads a logo, shows it, and removes it', async () => {
    answer('get', '/newsletter-brand', newsletterBrandSchema, plain);
    answer('post', '/newsletter-brand/logo', newsletterBrandSchema, { ...plain, logoUrl: LOGO });
    const removed = answerAndRecord('delete', '/newsletter-brand/logo', newsletterBrandSchema, plain);
    const { container } = renderWithProviders(<NewsletterBrandCard schoolName="Greenfield Public School" />);
    await screen.findByRole('button', { name: 'Upload logo' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
    expect(container.querySelector(`img[src="${LOGO}"]`)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
  });

  it('shows why a logo was refused', async () => {
    answer('get', '/newsletter-brand', newsletterBrandSchema, plain);
    refuse(
      'post',
      '/newsletter-brand/logo',
      'UNSUPPORTED_MEDIA_TYPE',
      'Choose a picture (JPEG, PNG, WebP or GIF) for the logo',
    );
    const { container } = renderWithProviders(<NewsletterBrandCard schoolName="Greenfield Public School" />);
    await screen.findByRole('button', { name: 'Upload logo' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a picture (JPEG, PNG, WebP or GIF) for the logo',
    );
  });
});
