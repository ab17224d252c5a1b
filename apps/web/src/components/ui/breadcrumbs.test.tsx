import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Breadcrumbs } from './breadcrumbs';

const items = [
  { label: 'Workspaces', to: '/workspaces' },
  { label: 'Acme Build', to: '/workspaces/w1' },
  { label: 'Roof repair', to: '/workspaces/w1/projects/p1' },
  { label: 'Order shingles' },
];

const originalWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const shownLabels = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('Breadcrumbs', () => {
  it('shows the whole trail on a wide screen, the last item being the current page', async () => {
    resizeTo(1280);
    renderWithProviders(<Breadcrumbs items={items} />);

    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(shownLabels()).toEqual(['Workspaces', 'Acme Build', 'Roof repair', 'Order shingles']);
    expect(screen.getByRole('link', { name: 'Acme Build' })).toHaveAttribute(
      'href',
      '/workspaces/w1',
    );
    expect(screen.queryByRole('link', { name: 'Order shingles' })).not.toBeInTheDocument();
    expect(screen.getByText('Order shingles')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps only the last 2 items on a phone, and all again when it widens', async () => {
    resizeTo(390);
    renderWithProviders(<Breadcrumbs items={items} />);

    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(shownLabels()).toEqual(['Roof repair', 'Order shingles']);

    resizeTo(768);
    expect(shownLabels()).toHaveLength(4);
  });
});
