import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyOtp, OtpInput } from './otp-input';

function Harness({ onComplete }: { onComplete?: (value: string[]) => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <OtpInput
      label="Verification code"
      value={digits}
      onChange={setDigits}
      onComplete={onComplete}
      autoFocus
    />
  );
}

function boxes() {
  return Array.from({ length: 6 }, (_, index) =>
    screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }),
  );
}

const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });

const valuesOf = () => boxes().map((box) => (box as HTMLInputElement).value);

describe('OtpInput', () => {
  it('offers six numeric boxes, the first one for one-time-code autofill', () => {
    render(<Harness />);

    const all = boxes();
    expect(all).toHaveLength(6);
    for (const box of all) expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(all[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(all[0]).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('moves to the next box after each digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.keyboard('123');

    expect(valuesOf()).toEqual(['1', '2', '3', '', '', '']);
    expect(box(4)).toHaveFocus();
  });

  it('ignores anything that is not a digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.keyboard('a-1 x2');

    expect(valuesOf()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
  });

  it('replaces the digit of a filled box typed into again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('12');

    await user.click(box(1));
    await user.keyboard('9');

    expect(valuesOf()).toEqual(['9', '2', '', '', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it('on Backspace in an empty box clears the previous box and moves there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('123');

    await user.keyboard('{Backspace}');
    expect(valuesOf()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(valuesOf()).toEqual(['1', '', '', '', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it('clears a filled box on Backspace and stays there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('12');
    await user.click(box(2));

    await user.keyboard('{Backspace}');

    expect(valuesOf()).toEqual(['1', '', '', '', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it('fills every box when a 6-digit code is pasted into any of them', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(box(4));
    await user.paste('482 913');

    expect(valuesOf()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(box(6)).toHaveFocus();
  });

  it('fills every box when the browser autofills the whole code into the first', () => {
    render(<Harness />);

    fireEvent.change(box(1), { target: { value: '654321' } });

    expect(valuesOf()).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('says the code is whole once, when the sixth digit is typed', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);

    await user.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(['1', '2', '3', '4', '5', '6']);

    // Typing over a digit of a whole code does not make it whole again.
    await user.click(box(3));
    await user.keyboard('9');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('says the code is whole once when it is pasted or autofilled', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);

    await user.paste('482913');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(['4', '8', '2', '9', '1', '3']);
  });

  it('says so again when a cleared digit is typed anew', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(onComplete).toHaveBeenCalledTimes(1);

    await user.click(box(6));
    await user.keyboard('{Backspace}');
    expect(onComplete).toHaveBeenCalledTimes(1);
    await user.keyboard('7');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith(['6', '5', '4', '3', '2', '7']);
  });
});
