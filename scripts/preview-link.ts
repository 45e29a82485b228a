/**
 * Prints a merchandiser's preview link, signed with CONTENT_PREVIEW_SECRET (from the shell,
 * `.env`, or the emulator's default locally):
 *
 *   npm run preview-link -- /fr-fr/pages/community [hours, default 24, at most 168] [origin]
 */
import {loadEnv} from 'vite';
import {signPreviewToken} from '../app/lib/preview/token.server';
import {resolveLocalEnv} from './local-env';

const [path = '/', hours = '24', origin = 'http://localhost:3000'] = process.argv.slice(2);
const env = resolveLocalEnv(loadEnv('development', process.cwd(), ''), process.env);
const secret = env.CONTENT_PREVIEW_SECRET;
if (!secret) throw new Error('CONTENT_PREVIEW_SECRET is not set');
const token = await signPreviewToken(secret, Date.now() + Math.min(Number(hours) || 24, 168) * 3600_000);
console.log(`${origin}/preview?${new URLSearchParams({token, to: path})}`);
