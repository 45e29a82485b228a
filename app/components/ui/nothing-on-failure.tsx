/**
 * `<Await errorElement>` for streamed parts that simply stay out when their promise fails.
 * It must be an element: with `null` (or no `errorElement`) React Router throws the
 * rejection to the route's error boundary, and a failed bag count or product extra would
 * replace the whole page with the error page.
 */
export const NOTHING_ON_FAILURE = <></>;
