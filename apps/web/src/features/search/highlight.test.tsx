import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlight, queryWords } from './highlight';

describe('highlight', () => {
  it('bolds every word of the query in any case, longest first', () => {
    const { container } = render(<p>{highlight('Kites and a KITE festival', queryWords('kite kites'))}</p>);
    expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual(['Kites', 'KITE']);
    expect(container.textContent).toBe('Kites and a KITE festival');
  });

  it('treats the text as text: markup in a title is shown, never run', () => {
    const title = '<img src=x onerror="alert(1)"> kite <b>day</b>';
    const { container } = render(<p>{highlight(title, queryWords('kite', 'img'))}</p>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe(title);
    expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual(['img', 'kite']);
  });

  it('marks Hindi words and leaves regular-expression characters alone', () => {
    expect([...queryWords('पतंग (kite)* a')].sort()).toEqual(['kite', 'पतंग']);
    const { container } = render(<p>{highlight('पतंग उत्सव', queryWords('पतंग'))}</p>);
    expect(container.querySelector('strong')?.textContent).toBe('पतंग');
  });
});
