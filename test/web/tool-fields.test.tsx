import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AmountField } from '../../web/features/tools/tool-parts';

/**
 * The tax tools' amount input: a mistyped amount says what is wrong at the field as it is typed,
 * and a whole-rupee amount is shown in the Indian grouping once the field is left.
 */

function Amount({ paise = false }: { paise?: boolean }) {
  const [value, setValue] = useState('');
  return <AmountField id="salary" label="Annual salary" value={value} onChange={setValue} paise={paise} />;
}

test('a mistyped amount is named at the field, and cleared once corrected', async () => {
  const user = userEvent.setup();
  render(<Amount />);
  const field = screen.getByLabelText('Annual salary');
  await user.type(field, '12a');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const problem = screen.getByRole('alert');
  expect(field.getAttribute('aria-describedby')).toContain(problem.id);
  expect(problem.textContent).not.toBe('');
  await user.clear(field);
  await user.type(field, '1250000');
  expect(field.getAttribute('aria-invalid')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('whole rupees are grouped the Indian way when the field is left; paise are kept as typed', async () => {
  const user = userEvent.setup();
  render(
    <>
      <Amount />
      <button type="button">elsewhere</button>
    </>,
  );
  await user.type(screen.getByLabelText('Annual salary'), '1250000');
  await user.click(screen.getByRole('button', { name: 'elsewhere' }));
  expect(screen.getByLabelText('Annual salary')).toHaveProperty('value', '12,50,000');
});

test('an amount with paise is accepted where paise are allowed, and refused where they are not', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Amount paise />);
  await user.type(screen.getByLabelText('Annual salary'), '1180.50');
  expect(screen.getByLabelText('Annual salary').getAttribute('aria-invalid')).toBeNull();
  unmount();
  render(<Amount />);
  await user.type(screen.getByLabelText('Annual salary'), '1180.50');
  expect(screen.getByLabelText('Annual salary').getAttribute('aria-invalid')).toBe('true');
});
