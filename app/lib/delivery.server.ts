/**
 * Hands the bodies our code produces while it responds (React's document render, Remix's
 * data stream) to the runtime, and notices a shopper who leaves before the body is delivered.
 *
 * The runtime (workerd, Oxygen) never aborts the request's signal and never cancels a
 * JavaScript stream returned as a body when the client disconnects: the render would go on
 * for nobody, and the runtime's own pump of that stream leaves a rejection it handles late
 * ("A promise rejection was handled asynchronously") and an "Uncaught (in promise)" line for
 * each shopper who leaves mid-page. Written through a runtime-native stream by our own loop,
 * the body's next write fails instead: the request's departure signal fires, the render stops
 * (React aborts what is still pending with `ShopperLeftError`), and nothing of ours rejects
 * unobserved. See decision 034.
 */

/** Why a response's producer was stopped: the shopper went away before it was delivered. */
class ShopperLeftError extends Error {
  override name = 'ShopperLeftError';
  constructor() {
    super('The shopper left before the response was delivered');
  }
}

/**
 * A shopper who went away is not an error of ours: the departure's reason, or the request's
 * own signal where a runtime aborts it (Remix then rejects loaders with the signal's reason).
 */
export function shopperLeft(request: Request, error: unknown): boolean {
  return request.signal.aborted || error instanceof ShopperLeftError;
}

const departures = new WeakMap<object, AbortController>();

/**
 * Per request (keyed by its load context): aborted with `ShopperLeftError` once the shopper
 * can no longer be reached. The document render stops on its signal.
 */
export function departureOf(context: object): AbortController {
  let departure = departures.get(context);
  if (!departure) {
    departure = new AbortController();
    departures.set(context, departure);
  }
  return departure;
}

/** Content types whose bodies our code produces while it answers: documents and data requests. */
const PRODUCED = /^text\/(html|x-script)\b/i;

/**
 * The response with its produced body written by `pumpTo` through the runtime's native stream;
 * other bodies (strings, JSON, fetched bodies) are the runtime's to write as they are.
 */
export function deliver(response: Response, departure: AbortController): Response {
  const body = response.body;
  if (!body || typeof IdentityTransformStream === 'undefined') return response;
  if (!PRODUCED.test(response.headers.get('Content-Type') ?? '')) return response;
  const {readable, writable} = new IdentityTransformStream();
  void pumpTo(body, writable, departure);
  return new Response(readable, response);
}

/**
 * Copies `source` into `destination` chunk by chunk. A failed write means the client is gone:
 * `departure` is aborted and the rest of `source` is read and dropped, so its producer ends
 * as it would have (React closes its stream itself; cancelling it instead makes React 18 write
 * into the cancelled stream). A failed read (the producer broke after the first bytes) aborts
 * `destination`: the client sees a cut-off response, as before.
 */
async function pumpTo(
  source: ReadableStream<Uint8Array>,
  destination: WritableStream<Uint8Array>,
  departure: AbortController,
): Promise<void> {
  const reader = source.getReader();
  const writer = destination.getWriter();
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      await writer.abort(error).catch(() => undefined);
      return;
    }
    if (chunk.done) {
      await writer.close().catch(() => undefined);
      return;
    }
    try {
      await writer.write(chunk.value);
    } catch {
      departure.abort(new ShopperLeftError());
      await drain(reader);
      return;
    }
  }
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done) {
      // Dropped: nobody is there to read it.
    }
  } catch {
    // The producer failed after the shopper left: nobody saw it.
  }
}
