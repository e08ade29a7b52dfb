import { useMemo } from 'react';
import {
  compiledTranslator,
  type Compiled,
  type CompiledTranslator,
} from '@/lib/i18n/compiled-messages';
import type messages from '@/messages/en.json';

type TaxCalculators = (typeof messages)['TaxCalculators'];

/** A calculator's namespace of TaxCalculators, with the shared `common` texts. */
export type CalculatorName = Exclude<keyof TaxCalculators, 'common'>;
type Texts<K extends CalculatorName> = Pick<TaxCalculators, 'common' | K>;

/** A calculator's messages as its page hands them to the client leaf (calculator-messages.ts). */
export type CalculatorMessages<K extends CalculatorName> = Compiled<Texts<K>>;

/** `t('wyoming.status', { tax })`, `t('common.resultHeading')`: the calculator's ICU messages. */
export type CalculatorText<K extends CalculatorName> = CompiledTranslator<Texts<K>>;

/** The calculator's translator in the page's language. */
export function useCalculatorText<K extends CalculatorName>(
  messages: CalculatorMessages<K>,
  locale: string,
): CalculatorText<K> {
  return useMemo(() => compiledTranslator<Texts<K>>(messages, locale), [messages, locale]);
}
