import { serverErrorText } from '../util/serverError';

/**
 * The server's message under an auth form (docs/product.md §8): the text of the first
 * of `errors` (RTK Query mutation errors) that has one, as an alert; nothing
 * when none has.
 */
export function ServerError({ errors }: { errors: readonly unknown[] }) {
  const text = errors.map(serverErrorText).find((x) => x !== null) ?? null;
  return text ? (
    <p className="au-server-error" role="alert">
      {text}
    </p>
  ) : null;
}
