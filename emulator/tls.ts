/**
 * A certificate for the emulator's HTTPS: Shopify's browser code writes some addresses with a
 * fixed `https://` (the shop domain's analytics endpoint), so the emulator answers TLS on its
 * own port beside plain HTTP. The certificate is self-signed for 127.0.0.1 and localhost,
 * made once per process with the system's `openssl`; without it the emulator speaks HTTP only.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

let made: Certificate | null | undefined;

export function loopbackCertificate(): Certificate | null {
  if (made !== undefined) return made;
  const dir = mkdtempSync(join(tmpdir(), 'emulator-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '30',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      {stdio: 'ignore', timeout: 10_000},
    );
    made = {key: readFileSync(key), cert: readFileSync(cert)};
  } catch {
    made = null;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  return made;
}
