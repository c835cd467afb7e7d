import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Each error's message worded; an error is an object with a `type` (its `ref` left alone). */
function wordErrors(errors: unknown, word: (message: string) => string): unknown {
  if (Array.isArray(errors)) return errors.map((one: unknown) => wordErrors(one, word));
  if (typeof errors !== 'object' || errors === null) return errors;
  if ('type' in errors && typeof errors.type === 'string') {
    return 'message' in errors && typeof errors.message === 'string'
      ? { ...errors, message: word(errors.message) }
      : errors;
  }
  return Object.fromEntries(
    Object.entries(errors).map(([name, nested]) => [name, wordErrors(nested, word)]),
  );
}

/**
 * A form's resolver whose error messages are worded in the active language (`useValidationWords`'s
 * `word`): the contract's schema messages, which zod puts before any error map, included.
 */
export function wordedResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
  word: (message: string) => string,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    // The same shape, messages replaced.
    return { values: {}, errors: wordErrors(result.errors, word) as FieldErrors<Input> };
  };
}
