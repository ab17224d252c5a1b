import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DEV_MODE_CODE_HINT } from '@groundwork/shared/auth/schemas';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useAuthSettings } from '../api/get-auth-settings';
import { useVerifyCode } from '../api/verify-code';
import { emptyOtp, OtpInput } from './otp-input';

export interface CodeStepProps {
  phoneNumber: string;
  onBack: () => void;
}

/** Step 2 of sign-in: the six-digit code that was sent to the phone. */
export function CodeStep({ phoneNumber, onBack }: CodeStepProps) {
  const [digits, setDigits] = useState(emptyOtp);
  // A new key remounts the boxes, which puts the focus back on the first one after a failure.
  const [attempt, setAttempt] = useState(0);
  const settings = useAuthSettings();
  const verifyCode = useVerifyCode();
  const navigate = useNavigate();
  const isComplete = digits.every((digit) => digit !== '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete || verifyCode.isPending) return;
    verifyCode.mutate(
      { phoneNumber, code: digits.join('') },
      {
        onSuccess: () => navigate(paths.workspaces(), { replace: true }),
        onError: () => {
          setDigits(emptyOtp());
          setAttempt((count) => count + 1);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-ink">Verify Your Phone</h2>
        <p className="text-muted">
          We sent a 6-digit code to <span className="font-medium text-ink">{phoneNumber}</span>
        </p>
      </div>
      <OtpInput
        key={attempt}
        label="Verification code"
        value={digits}
        onChange={setDigits}
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
        <Button variant="ghost" className="w-full" disabled={verifyCode.isPending} onClick={onBack}>
          Back to Phone Number
        </Button>
      </div>
    </form>
  );
}
