import { lazy, Suspense, useState } from 'react';
import type { User } from '@groundwork/shared/auth/schemas';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { loadCodeStep, PhoneStep } from '../components/phone-step';
import logoUrl from '../../../assets/icons/favicon.svg';

const CodeStep = lazy(() => loadCodeStep().then((m) => ({ default: m.CodeStep })));
// Only a first sign-in asks for a name, so its form is not part of the page's first load.
const loadNameStep = () => import('../components/name-step');
const NameStep = lazy(() => loadNameStep().then((m) => ({ default: m.NameStep })));

type LoginStep =
  { name: 'phone' } | { name: 'otp'; codeSentAt: number } | { name: 'name'; user: User };

const PRODUCT_TITLE = 'Groundwork Venture Builder';

/** Sign-in by phone: the number, then the code sent to it (000 §2 Login). */
export function LoginPage() {
  const [step, setStep] = useState<LoginStep>({ name: 'phone' });
  const [phoneNumber, setPhoneNumber] = useState('');

  return (
    <main className="flex min-h-screen items-center justify-center bg-canvas px-4 py-10">
      <title>{PRODUCT_TITLE}</title>
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <img src={logoUrl} alt="" width={40} height={40} className="mb-3 size-10" />
          <h1 className="text-xl font-semibold text-ink">{PRODUCT_TITLE}</h1>
          <p className="mt-1 text-muted">Sign in with your phone number.</p>
        </div>
        <Card className="p-6">
          {step.name === 'phone' ? (
            <PhoneStep
              defaultPhoneNumber={phoneNumber}
              onCodeSent={(sentTo) => {
                setPhoneNumber(sentTo);
                setStep({ name: 'otp', codeSentAt: Date.now() });
                // Fetched while the person reads the text message; a failure shows if it is needed.
                loadNameStep().catch(() => undefined);
              }}
            />
          ) : (
            <Suspense
              fallback={
                <div className="flex justify-center py-6">
                  <Spinner size={20} />
                </div>
              }
            >
              {step.name === 'otp' ? (
                <CodeStep
                  phoneNumber={phoneNumber}
                  codeSentAt={step.codeSentAt}
                  onBack={() => setStep({ name: 'phone' })}
                  onNameNeeded={(user) => setStep({ name: 'name', user })}
                />
              ) : (
                <NameStep user={step.user} />
              )}
            </Suspense>
          )}
        </Card>
      </div>
    </main>
  );
}
