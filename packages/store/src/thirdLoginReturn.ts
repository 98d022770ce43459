/**
 * The query parameter the server adds to the page it sends a person back to
 * after a third-party sign-in in the browser (Google, docs/product.md §1
 * 'Editions'): `?thirdLogin=<outcome>` (outcomes in `@aigc/store/auth-google`).
 * Kept apart from that door so an app's entry can check for a return
 * (and only then load the code that handles it) for a few bytes.
 */
export const THIRD_LOGIN_RETURN_PARAM = 'thirdLogin';
