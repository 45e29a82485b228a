/**
 * Contentful's webhooks, as the Management API configures and sends them: definitions
 * (`POST /spaces/{space}/webhook_definitions` with `url` and `topics`), the space's signing
 * secret (`PUT /spaces/{space}/webhook_settings/signing_secret` with `value`), and a call per
 * matching definition after an event, signed the way Contentful's request verification
 * describes (HMAC-SHA-256, hex, over method, path, the signed headers and the body). Calls are
 * logged per definition (`GET /spaces/{space}/webhooks/{id}/calls`).
 */
import {createHmac, randomUUID} from 'node:crypto';

export interface WebhookDefinition {
  id: string;
  name: string;
  url: string;
  /** `ContentManagement.{Type}.{action}`, `*` for a part. */
  topics: string[];
}

export interface WebhookCall {
  url: string;
  eventType: string;
  requestAt: string;
  statusCode: number;
  errors: string[];
}

const MANAGEMENT_CONTENT_TYPE = 'application/vnd.contentful.management.v1+json';

export class WebhookSender {
  private readonly definitions = new Map<string, WebhookDefinition>();
  private readonly calls = new Map<string, WebhookCall[]>();
  private signingSecret: string | null = null;

  define(input: {name?: unknown; url?: unknown; topics?: unknown}): WebhookDefinition | string {
    if (typeof input.url !== 'string' || !/^https?:\/\//.test(input.url)) return 'url must be an http(s) URL';
    const topics = Array.isArray(input.topics) ? input.topics.filter((t) => typeof t === 'string') : [];
    if (topics.length === 0) return 'topics must list at least one topic';
    const definition: WebhookDefinition = {
      id: randomUUID().replace(/-/g, '').slice(0, 22),
      name: typeof input.name === 'string' ? input.name : 'Webhook',
      url: input.url,
      topics,
    };
    this.definitions.set(definition.id, definition);
    this.calls.set(definition.id, []);
    return definition;
  }

  setSigningSecret(value: unknown): string | null {
    // Contentful's rule: exactly 64 characters of a URL-safe or base64 alphabet.
    if (typeof value !== 'string' || !/^[0-9a-zA-Z+/=_-]{64}$/.test(value)) {
      return 'value must be 64 characters of [0-9a-zA-Z+/=_-]';
    }
    this.signingSecret = value;
    return null;
  }

  callsOf(id: string): WebhookCall[] | undefined {
    return this.calls.get(id);
  }

  /** Sends the event to every definition whose topics match; resolves when all calls ended. */
  async emit(topic: string, payload: unknown): Promise<void> {
    const body = JSON.stringify(payload);
    const targets = [...this.definitions.values()].filter((definition) =>
      definition.topics.some((pattern) => topicMatches(pattern, topic)),
    );
    await Promise.all(targets.map((definition) => this.send(definition, topic, body)));
  }

  private async send(definition: WebhookDefinition, topic: string, body: string) {
    const headers: Record<string, string> = {
      'Content-Type': MANAGEMENT_CONTENT_TYPE,
      'X-Contentful-Topic': topic,
      'X-Contentful-Webhook-Name': definition.name,
    };
    if (this.signingSecret) Object.assign(headers, sign(this.signingSecret, definition.url, headers, body));
    const call: WebhookCall = {
      url: definition.url,
      eventType: topic,
      requestAt: new Date().toISOString(),
      statusCode: 0,
      errors: [],
    };
    try {
      const response = await fetch(definition.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      call.statusCode = response.status;
    } catch (error) {
      call.errors.push(error instanceof Error ? error.message : String(error));
    }
    this.calls.get(definition.id)?.push(call);
  }
}

function topicMatches(pattern: string, topic: string): boolean {
  const wanted = pattern.split('.');
  const parts = topic.split('.');
  return wanted.length === parts.length && wanted.every((part, i) => part === '*' || part === parts[i]);
}

/** The signature headers Contentful adds to a call. */
function sign(secret: string, url: string, headers: Record<string, string>, body: string) {
  const timestamp = String(Date.now());
  const signed: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) signed[name.toLowerCase()] = value.trim();
  signed['x-contentful-timestamp'] = timestamp;
  const names = [...Object.keys(signed), 'x-contentful-signed-headers'].sort();
  signed['x-contentful-signed-headers'] = names.join(',');
  const {pathname, search} = new URL(url);
  const canonical = [
    'POST',
    encodeURI(search ? `${pathname}?${encodeURIComponent(search.slice(1))}` : pathname),
    names.map((name) => `${name}:${signed[name]}`).join(';'),
    body,
  ].join('\n');
  return {
    'x-contentful-signature': createHmac('sha256', secret).update(canonical).digest('hex'),
    'x-contentful-signed-headers': signed['x-contentful-signed-headers'],
    'x-contentful-timestamp': timestamp,
  };
}
