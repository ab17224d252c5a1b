import { useEffect, useRef, useState, type RefObject } from 'react';
import { formatUsd, formatUsdWithCents } from '@groundwork/shared/common/money';
import { pledgeExplainer } from '@groundwork/shared/pledges/constants';
import { isAcceptablePledgeInput, parsePledgeAmount } from '@groundwork/shared/pledges/rules';
import type { Venture } from '@groundwork/shared/ventures/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { useCreatePledge } from '../api/mutate-venture';

type Step = { name: 'input' } | { name: 'confirm'; amount: number };

/**
 * The pledge dialog of 001 §2: an amount (digits, at most 2 decimals), then a confirmation.
 * A refusal from the server brings the amount back with the reason inside the dialog.
 */
export function PledgeDialog({
  venture,
  open,
  onOpenChange,
}: {
  venture: Venture;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState('');
  const [step, setStep] = useState<Step>({ name: 'input' });
  const [error, setError] = useState<string | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // What takes the focus once the step just set has rendered. A step set from the server's answer
  // renders in a task React schedules, which on a busy machine can come after the next animation
  // frame: focusing from a frame callback would find the element not there yet.
  const focusAfterStep = useRef<RefObject<HTMLElement | null> | null>(null);
  const pledge = useCreatePledge(venture.id);

  useEffect(() => {
    focusAfterStep.current?.current?.focus();
    focusAfterStep.current = null;
  }, [step]);

  function close(next: boolean) {
    if (pledge.isPending) return;
    onOpenChange(next);
    if (!next) {
      setText('');
      setStep({ name: 'input' });
      setError(null);
    }
  }

  function backToInput(message: string | null) {
    setStep({ name: 'input' });
    setError(message);
    focusAfterStep.current = amountRef;
  }

  function submitAmount() {
    const result = parsePledgeAmount(text);
    if (!result.ok) {
      setError(result.message);
      amountRef.current?.focus();
      return;
    }
    setError(null);
    setStep({ name: 'confirm', amount: result.amount });
    focusAfterStep.current = confirmRef;
  }

  function confirm(amount: number) {
    pledge.mutate(amount, {
      onSuccess: () => close(false),
      onError: (failure) => backToInput(failure.message),
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={`Pledge to ${venture.name}`}
      description={`${formatUsd(venture.fundsPledged)} pledged of ${formatUsd(venture.targetGoal)} goal`}
      size="sm"
      initialFocusRef={amountRef}
    >
      {step.name === 'input' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitAmount();
          }}
        >
          <Field label="Amount (USD)" error={error ?? undefined} hint="From $1 to $1,000,000">
            {(control) => (
              <Input
                {...control}
                ref={amountRef}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={text}
                onChange={(event) => {
                  // Only digits with at most two decimals may be typed (001 §5).
                  if (isAcceptablePledgeInput(event.target.value)) setText(event.target.value);
                }}
              />
            )}
          </Field>
          <ModalFooter>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit">Continue</Button>
          </ModalFooter>
        </form>
      ) : (
        <div>
          <p className="text-ink-soft">
            You are pledging{' '}
            <strong className="text-ink tabular-nums">{formatUsdWithCents(step.amount)}</strong> to{' '}
            <strong className="text-ink">{venture.name}</strong>.
          </p>
          <p className="mt-2 text-[13px] text-muted">{pledgeExplainer}</p>
          <ModalFooter>
            <Button
              type="button"
              variant="secondary"
              disabled={pledge.isPending}
              onClick={() => backToInput(null)}
            >
              Back
            </Button>
            <Button
              ref={confirmRef}
              type="button"
              disabled={pledge.isPending}
              onClick={() => confirm(step.amount)}
            >
              {pledge.isPending ? 'Pledging...' : 'Confirm Pledge'}
            </Button>
          </ModalFooter>
        </div>
      )}
    </Modal>
  );
}
