/**
 * Generated product images: `GET /images/{name}.svg?width=N&height=N` answers a deterministic SVG
 * (garment silhouette in the colour named in the file name, on a tinted background, with a label).
 */
import {errorResponse} from '../http';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';
import {hashString} from './hash';

const DEFAULT_WIDTH = 800;
const MAX_DIMENSION = 4000;
/** width / height = 4:5, the catalogue's portrait ratio. */
const DEFAULT_ASPECT = 0.8;

const VIEW_W = 400;
const VIEW_H = 500;

const COLOURS: Record<string, string> = {
  black: '#1d1d1f',
  white: '#f4f4f2',
  ivory: '#f1ead8',
  cream: '#efe6cf',
  navy: '#1f2a4d',
  blue: '#2f5fb3',
  sky: '#7fb6e6',
  teal: '#1f7a7a',
  green: '#2e7d4f',
  sage: '#93a88a',
  olive: '#6b6b2f',
  mint: '#9fd8c0',
  khaki: '#b3a36b',
  grey: '#8a8d91',
  gray: '#8a8d91',
  heather: '#a3a5a8',
  charcoal: '#3b3d40',
  stone: '#b9b1a3',
  sand: '#d2bf9a',
  beige: '#d9c7a7',
  tan: '#c19a6b',
  brown: '#6b4a32',
  mocha: '#7b5b45',
  red: '#c0392b',
  burgundy: '#7a1f33',
  maroon: '#6d1a2a',
  coral: '#f07a62',
  pink: '#ec8fb0',
  rose: '#d9788c',
  purple: '#6d4aa1',
  lilac: '#b9a3d6',
  lavender: '#b7a7e0',
  yellow: '#f2c94c',
  orange: '#e67e22',
};

type Shape = 'legs' | 'shorts' | 'top' | 'tank' | 'dress' | 'bag' | 'cap' | 'sock' | 'card';

const SHAPE_WORDS: Array<[Shape, RegExp]> = [
  ['card', /gift-?card/],
  ['shorts', /\bshorts?\b/],
  ['legs', /\b(leggings?|tights|pants|joggers?|trousers|flares?)\b/],
  ['tank', /\b(tank|bra|cami|singlet)\b/],
  ['dress', /\b(dress|skirt|skort)\b/],
  ['bag', /\b(bag|backpack|tote|duffel)\b/],
  ['cap', /\b(hat|cap|beanie|visor)\b/],
  ['sock', /\bsocks?\b/],
  ['top', /./],
];

const SHAPES: Record<Shape, string> = {
  legs: 'M150 90h100l14 320h-52l-12-230-12 230h-52z',
  shorts: 'M140 150h120l18 170h-70l-8-80-8 80h-70z',
  top: 'M160 90l-70 40 30 70 30-15v215h100V185l30 15 30-70-70-40c-10 25-70 25-80 0z',
  tank: 'M165 90h20c5 30 25 40 15 40s10-10 15-40h20c0 40 25 60 25 90v200H140V180c0-30 25-50 25-90z',
  dress: 'M170 90h60l10 90 50 220H110l50-220z',
  bag: 'M120 190h160l20 220H100zM160 190c0-70 80-70 80 0',
  cap: 'M110 300c0-110 180-110 180 0zM110 300h210v22H110z',
  sock: 'M170 100h70v200c0 40-20 60-60 90l-40 20c-40 10-60-40-20-60l50-40z',
  card: 'M90 170h220a16 16 0 0 1 16 16v130a16 16 0 0 1-16 16H90a16 16 0 0 1-16-16V186a16 16 0 0 1 16-16z',
};

function clampDimension(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(MAX_DIMENSION, Math.max(1, Math.round(value)));
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h % 360} ${s}% ${l}%)`;
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface ImageSpec {
  name: string;
  width: number;
  height: number;
}

export function renderImage({name, width, height}: ImageSpec): string {
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const hash = hashString(name);
  const colourWord = words.find((word) => word in COLOURS);
  const hue = hash % 360;
  const fill = colourWord ? COLOURS[colourWord] : hsl(hue, 45, 42);
  const background = hsl(colourWord ? (hash % 60) + 20 : (hue + 180) % 360, 30, 90);
  const joined = words.join(' ');
  const shape = SHAPE_WORDS.find(([, pattern]) => pattern.test(joined))?.[0] ?? 'top';
  const label =
    words
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ')
      .slice(0, 40) || 'Image';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${xmlEscape(label)}">`,
    `<rect width="${VIEW_W}" height="${VIEW_H}" fill="${background}"/>`,
    `<path d="${SHAPES[shape]}" fill="${fill}" stroke="rgba(0,0,0,0.25)" stroke-width="3" stroke-linejoin="round"/>`,
    `<text x="200" y="470" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" fill="#333">${xmlEscape(label)}</text>`,
    `</svg>`,
  ].join('');
}

const PREFIX = '/images/';

export function createImagesService(): EmulatorService {
  return {
    name: 'images',
    matches: (url, method) => url.pathname.startsWith(PREFIX) && (method === 'GET' || method === 'HEAD'),
    handle(req: EmulatorRequest): EmulatorResponse {
      let path: string;
      try {
        path = decodeURIComponent(req.url.pathname.slice(PREFIX.length));
      } catch {
        return errorResponse(400, 'Malformed image path');
      }
      if (!path.toLowerCase().endsWith('.svg') || path.length <= 4) {
        return {
          ...errorResponse(404, `No generated image at ${req.url.pathname} (use /images/{name}.svg)`),
          operation: 'image',
        };
      }
      const name = (path.split('/').pop() ?? path).slice(0, -4);
      const width = clampDimension(req.url.searchParams.get('width'), DEFAULT_WIDTH);
      const height = clampDimension(
        req.url.searchParams.get('height'),
        Math.min(MAX_DIMENSION, Math.max(1, Math.round(width / DEFAULT_ASPECT))),
      );
      const etag = `"${hashString(`${path}|${width}|${height}`).toString(16)}"`;
      const headers = {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
      };
      if (req.headers['if-none-match'] === etag) return {status: 304, headers, operation: 'image'};
      return {status: 200, headers, body: renderImage({name, width, height}), operation: 'image'};
    },
  };
}
