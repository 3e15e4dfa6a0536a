// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '../testing-library-setup';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TableHeader, useSort, type Column } from './TableHeader';

afterEach(cleanup);

type Key = 'page' | 'clicks' | 'position';
const COLUMNS: Column<Key | 'queries'>[] = [
  { key: 'page', label: 'Page', sticky: true },
  { key: 'clicks', label: 'Clicks' },
  { key: 'position', label: 'Position' },
  { key: 'queries', label: 'Top queries', srOnly: true },
];

function Sorted() {
  const [sort, choose] = useSort<Key>({ key: 'clicks', descending: true }, (key) => key === 'page' || key === 'position');
  return (
    <table>
      <TableHeader columns={COLUMNS} sort={sort} onSort={(key) => key !== 'queries' && choose(key)} />
    </table>
  );
}

const sortOf = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) }).getAttribute('aria-sort');

describe('TableHeader', () => {
  it('sorts by the chosen column, the other way when chosen again, and says which way', async () => {
    render(<Sorted />);
    const user = userEvent.setup();
    expect([sortOf('Page'), sortOf('Clicks'), sortOf('Position')]).toEqual([null, 'descending', null]);
    // The arrow is for the eye; screen readers hear aria-sort.
    expect(screen.getByRole('button', { name: 'Clicks' }).textContent).toBe('Clicks ↓');

    await user.click(screen.getByRole('button', { name: 'Clicks' }));
    expect(sortOf('Clicks')).toBe('ascending');
    expect(screen.getByRole('button', { name: 'Clicks' }).textContent).toBe('Clicks ↑');
    // A column that reads from the top starts ascending; the others start with the biggest figures.
    await user.click(screen.getByRole('button', { name: 'Position' }));
    expect([sortOf('Clicks'), sortOf('Position')]).toEqual([null, 'ascending']);
    await user.click(screen.getByRole('button', { name: 'Page' }));
    expect(sortOf('Page')).toBe('ascending');
  });

  it('keeps a screen-reader-only column out of the sort', () => {
    render(<Sorted />);
    const queries = screen.getByRole('columnheader', { name: 'Top queries' });
    expect(queries.querySelector('button')).toBeNull();
    expect(queries.querySelector('.sr-only')?.textContent).toBe('Top queries');
  });

  it('without a sort, is a plain header: the first column reads left, the figures right', () => {
    render(
      <table>
        <TableHeader
          columns={[
            { key: 'week', label: 'Week of', left: true },
            { key: 'leads', label: 'Leads' },
          ]}
        />
      </table>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const [week, leads] = screen.getAllByRole('columnheader');
    expect(week!.className).not.toContain('text-right');
    expect(leads!.className).toContain('text-right');
    expect(week!.getAttribute('scope')).toBe('col');
  });
});
