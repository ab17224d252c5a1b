import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@groundwork/shared/common/constants';

/** A code with every box empty. */
export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

export interface OtpInputProps {
  /** One entry per box: a single digit, or '' for an empty box. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Called after a change that fills the last empty box (typed, pasted or autofilled). */
  onComplete?: (value: string[]) => void;
  /** Names the group of boxes for assistive technology. */
  label: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six single-digit boxes. Typing a digit moves to the next box, Backspace in an empty box
 * clears the previous one and moves there, and pasting or autofilling a whole code fills them all.
 * Once every box holds a digit, `onComplete` hears of it, so the code can go without a click.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  label,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  // Writes digits from `start` on; a whole code always starts at the first box.
  const fill = (start: number, digits: string) => {
    const from = digits.length >= length ? 0 : start;
    const next = [...value];
    let index = from;
    for (const digit of digits.slice(0, length - from)) next[index++] = digit;
    onChange(next);
    focusBox(index);
    if (value.includes('') && !next.includes('')) onComplete?.(next);
  };

  const handleChange = (index: number, typed: string) => {
    if (typed === '') {
      onChange(value.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    const previous = value[index] ?? '';
    // Typing into a filled box leaves the old digit beside the new one; keep the new one.
    const digits = onlyDigits(previous && typed.length > 1 ? typed.replace(previous, '') : typed);
    if (digits) fill(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) fill(index, digits);
  };

  return (
    <div role="group" aria-label={label} className="flex justify-between gap-2">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className="h-12 w-11 min-w-0 rounded-md border border-line-strong bg-surface text-center text-lg font-semibold text-ink tabular-nums focus-visible:border-accent focus-visible:outline-offset-0 disabled:bg-subtle"
        />
      ))}
    </div>
  );
}
