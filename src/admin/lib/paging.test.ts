import { describe, expect, it } from 'vitest';
import { paginate } from './paging';

const items = Array.from({ length: 251 }, (_, i) => i + 1);

describe('paginate', () => {
  it('shows one page of the list and where it is', () => {
    const second = paginate(items, 2, 100);
    expect(second).toMatchObject({ page: 2, pageCount: 3, from: 101, to: 200, total: 251 });
    expect(second.items[0]).toBe(101);
    expect(paginate(items, 3, 100)).toMatchObject({ from: 201, to: 251 });
  });

  it('clamps pages out of range', () => {
    expect(paginate(items, 0, 100).page).toBe(1);
    expect(paginate(items, 9, 100).page).toBe(3);
  });

  it('handles an empty list', () => {
    expect(paginate([], 1, 100)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});
