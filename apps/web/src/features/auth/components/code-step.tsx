import { useEffect, useState, type FormEvent } from 'react';
import type { User } from '@groundwork/shared/auth/schemas';
import { DEV_MODE_CODE_HINT, otpPolicy } from '@groundwork/shared/auth/constants';
import { toE164 } from '@groundwork/shared/common/phone';
import { Button } from '../../../components/ui/button';
import { useFormSubmit } from '../../../lib/form-error';
import { formatPhoneNumber } from '../../../lib/phone-number';
import { useAuthSettings } from '../api/get-auth-settings';
import { useRequestCode } from '../api/request-code';
import { useFinishSignIn, useVerifyCode } from '../api/verify-code';
import { authUiMessages } from '../auth-messages';
import { shouldAskName } from '../name-prompt';
import { emptyOtp, OtpInput } from './otp-input';

/** The server sends a phone a new code at most this often (DECISIONS.md "Sign-in and sessions"). */
const RESEND_INTERVAL_MS = otpPolicy.minIntervalPerPhoneMs;

/** The current time, refreshed every second until `until` has passed. */
function useNowUntil(until: number): number {
  const [now, setNow] = useState(Date.now);
  const isPast = now >= until;
  useEffect(() => {
    if (isPast) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isPast]);
  return now;
}

interface ResendCodeProps {
  /** When the last code was sent; the parent remounts this with each new one. */
  sentAt: number;
  isSending: boolean;
  disabled: boolean;
  onResend: () => void;
}

/** A countdown to when a new code may be asked for, then 'Send a new code'. */
function ResendCode({ sentAt, isSending, disabled, onResend }: ResendCodeProps) {
  const resendAt = sentAt + RESEND_INTERVAL_MS;
  const secondsLeft = Math.max(0, Math.ceil((resendAt - useNowUntil(resendAt)) / 1000));
  if (secondsLeft > 0) {
    return (
      // Not a live region: a screen reader would read it out every second.
      <p className="flex h-9 items-center justify-center text-[13px] text-muted tabular-nums max-md:h-11">
        You can ask for a new code in {secondsLeft} s
      </p>
    );
  }
  return (
    <Button variant="ghost" className="w-full" disabled={disabled || isSending} onClick={onResend}>
      {isSending ? 'Sending...' : 'Send a new code'}
    </Button>
  );
}

export interface CodeStepProps {
  phoneNumber: string;
  /** When the code was sent (ms since the epoch): a new one may be asked for 30 s later. */
  codeSentAt: number;
  onBack: () => void;
  /** Called instead of finishing the sign-in when the person has no name to be greeted by. */
  onNameNeeded: (user: User) => void;
}

/** Step 2 of sign-in: the six-digit code that was sent to the phone. */
export function CodeStep({ phoneNumber, codeSentAt, onBack, onNameNeeded }: CodeStepProps) {
  const [digits, setDigits] = useState(emptyOtp);
  // A new key remounts the boxes, which puts the focus back on the first one after a failure.
  const [attempt, setAttempt] = useState(0);
  const [sentAt, setSentAt] = useState(codeSentAt);
  const settings = useAuthSettings();
  const verifyCode = useVerifyCode();
  const requestCode = useRequestCode(authUiMessages.newCodeSent);
  const finishSignIn = useFinishSignIn();
  const isComplete = digits.every((digit) => digit !== '');

  const clearDigits = () => {
    setDigits(emptyOtp());
    setAttempt((count) => count + 1);
  };

  const verify = useFormSubmit((code: string) => {
    verifyCode.mutate(
      { phoneNumber, code },
      {
        onSuccess: ({ user }) => (shouldAskName(user) ? onNameNeeded(user) : finishSignIn(user)),
        onError: clearDigits,
      },
    );
  });

  // The sixth digit sends the code; an Enter or a click while it is on its way does not again.
  const submitCode = (code: string[]) => {
    if (code.some((digit) => digit === '') || verifyCode.isPending) return;
    verify(code.join(''));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitCode(digits);
  };

  const resend = () => {
    // The server's limits (every 30 s, 5 an hour) decide; a refusal is toasted by the hook.
    requestCode.mutate(
      { phoneNumber },
      {
        onSuccess: () => {
          setSentAt(Date.now());
          clearDigits();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-ink">Verify Your Phone</h2>
        <p className="text-muted">
          We sent a 6-digit code to{' '}
          <span className="font-medium whitespace-nowrap text-ink">
            {formatPhoneNumber(toE164(phoneNumber) ?? phoneNumber)}
          </span>
        </p>
      </div>
      <OtpInput
        key={attempt}
        label="Verification code"
        value={digits}
        onChange={setDigits}
        onComplete={submitCode}
        disabled={verifyCode.isPending}
        autoFocus
      />
      {settings.data?.codesPrintedToTerminal && (
        <p className="rounded-md border border-amber-200 bg-warning-soft px-3 py-2 text-[13px] text-amber-800">
          {DEV_MODE_CODE_HINT}
        </p>
      )}
      <div className="space-y-2">
        <Button type="submit" className="w-full" disabled={!isComplete || verifyCode.isPending}>
          {verifyCode.isPending ? 'Verifying...' : 'Verify OTP'}
        </Button>
        <ResendCode
          key={sentAt}
          sentAt={sentAt}
          isSending={requestCode.isPending}
          disabled={verifyCode.isPending}
          onResend={resend}
        />
        <Button variant="ghost" className="w-full" disabled={verifyCode.isPending} onClick={onBack}>
          Back to Phone Number
        </Button>
      </div>
    </form>
  );
}
