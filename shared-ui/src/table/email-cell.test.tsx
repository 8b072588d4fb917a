import { render } from '@testing-library/react';
import { emailCell } from './email-cell';

describe('emailCell', () => {
  it('lets an address break after its "@" only, each part kept on one line, the whole as its title', () => {
    const { container } = render(<>{emailCell('mehmet.bauer@demo-gmbh.example')}</>);
    const address = container.firstElementChild as HTMLElement;
    expect(address).toHaveAttribute('title', 'mehmet.bauer@demo-gmbh.example');
    expect(address.textContent).toBe('mehmet.bauer@demo-gmbh.example');
    expect(Array.from(address.children).map((part) => part.tagName)).toEqual(['SPAN', 'WBR', 'SPAN']);
    expect(getComputedStyle(address.children[2] as Element).whiteSpace).toBe('nowrap');
  });

  it('shows nothing for no address, and a text without "@" on one line', () => {
    expect(emailCell(null)).toBe('');
    expect(emailCell('')).toBe('');
    const { container } = render(<>{emailCell('unbekannt')}</>);
    expect(container.textContent).toBe('unbekannt');
  });
});
