'use client';

import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver for a zod schema that is fetched on the form's first validation:
 * zod, the resolver and what the schema imports (the phone-number metadata) stay out of the
 * page's first load. A failed fetch is tried again at the next validation.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType>,
): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    try {
      return await (
        await loading
      )(values, context, options);
    } catch (error) {
      loading = undefined;
      throw error;
    }
  };
}
