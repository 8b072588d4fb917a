import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dropdown, dropdownPanelHeight, type DropdownItem } from '@compliance/shared-ui/inputs';
import { renderWithProviders } from '../test-utils';

const items: DropdownItem[] = [
  { label: 'Alle', value: 'all' },
  { label: 'Erledigt', value: 'done', disabled: true },
  { label: 'Überfällig', value: 'overdue' },
  { label: 'common.boolean.yes', value: 'yes', translate: true },
];

function Single() {
  const [value, setValue] = useState<string | null>(null);
  return <Dropdown label="Status" items={items} value={value} onChange={setValue} />;
}

function Multi() {
  const [value, setValue] = useState<string[]>([]);
  return <Dropdown multiple label="Status" items={items} value={value} onChange={setValue} />;
}

describe('dropdownPanelHeight', () => {
  it('keeps the panel between 2 and 22 rem', () => {
    expect(dropdownPanelHeight(1)).toBe(2);
    expect(dropdownPanelHeight(10)).toBe(10);
    expect(dropdownPanelHeight(40)).toBe(22);
    expect(dropdownPanelHeight(undefined)).toBe(22);
  });
});

describe('Dropdown', () => {
  it('opens with Enter, moves with arrows past disabled items, selects with Enter and closes (single)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Single />);
    const combobox = screen.getByRole('combobox', { name: 'Status' });
    expect(combobox).toHaveTextContent('Bitte auswählen');
    act(() => combobox.focus());
    await user.keyboard('{Enter}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = await screen.findByRole('listbox', { name: 'Status' });
    await waitFor(() => expect(listbox).toHaveFocus());
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Alle' }).id);
    await user.keyboard('{ArrowDown}');
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Überfällig' }).id);
    await user.keyboard('{ArrowDown}');
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Ja' }).id);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Überfällig');
    expect(combobox).toHaveFocus();
  });

  it('opens with Space and closes with Escape without selecting', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Single />);
    const combobox = screen.getByRole('combobox', { name: 'Status' });
    act(() => combobox.focus());
    await user.keyboard(' ');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Bitte auswählen');
    expect(combobox).toHaveFocus();
  });

  it('stays open for multi-select and toggles with Space and clicks; disabled items cannot be picked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Multi />);
    const combobox = screen.getByRole('combobox', { name: 'Status' });
    await user.click(combobox);
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await waitFor(() => expect(listbox).toHaveFocus());
    await user.keyboard(' ');
    await user.click(screen.getByRole('option', { name: 'Überfällig' }));
    await user.click(screen.getByRole('option', { name: 'Erledigt' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Alle' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Erledigt' })).toHaveAttribute('aria-selected', 'false');
    expect(combobox).toHaveTextContent('Alle, Überfällig');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
