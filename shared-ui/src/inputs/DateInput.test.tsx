import { screen, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { DateInput } from '@compliance/shared-ui/inputs';
import { renderWithProviders } from '../test-utils';

function Harness({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('2025-03-01T00:00:00Z');
  return (
    <DateInput
      label="Stichtag"
      value={value}
      min="2025-01-01"
      max="2025-12-31"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateInput', () => {
  it('holds an ISO date with min and max and reports empty as null', () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Stichtag');
    expect(input).toHaveValue('2025-03-01');
    expect(input).toHaveAttribute('min', '2025-01-01');
    expect(input).toHaveAttribute('max', '2025-12-31');
    fireEvent.change(input, { target: { value: '2025-04-02' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-04-02');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
