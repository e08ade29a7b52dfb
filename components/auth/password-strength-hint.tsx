'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PasswordStrength } from '@/lib/security/password-strength';

/** Loads the strength checker (its dictionaries are large) the first time it is needed. */
export async function checkPasswordStrength(
  password: string,
  userInputs: readonly string[],
): Promise<PasswordStrength> {
  const { passwordStrength } = await import('@/lib/security/password-strength');
  return passwordStrength(password, userInputs);
}

/**
 * A live hint under a new password field: how strong it is and why not, as it is typed. The
 * server refuses a guessable password anyway (weak_password); this says so before sending it.
 */
export function PasswordStrengthHint({
  id,
  password,
  userInputs,
}: {
  id: string;
  password: string;
  userInputs: readonly string[];
}) {
  const t = useTranslations('Auth.passwordStrength');
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let active = true;
    const timer = setTimeout(() => {
      void checkPasswordStrength(password, inputs.split('\n')).then((result) => {
        if (active) setStrength(result);
      });
    }, 150);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);

  const shown = password ? strength : null;
  return (
    <p id={id} className="text-muted text-sm" aria-live="polite" data-strength={shown?.score}>
      {shown ? (
        <>
          <span
            className={
              shown.guessable ? 'font-semibold text-red-800' : 'font-semibold text-green-800'
            }
          >
            {t(`levels.${shown.score}`)}
          </span>
          {shown.warning
            ? ` ${t(`warnings.${shown.warning}`)}`
            : shown.guessable
              ? ` ${t('tooGuessable')}`
              : ''}
        </>
      ) : null}
    </p>
  );
}
