/**
 * Durations as content and metafields write them ("0:32", "00:01:05", "75") turned into
 * ISO 8601 (`PT32S`, `PT1M5S`, `PT1M15S`); null when empty or unreadable.
 */
export function isoDuration(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/.test(text)) return text;
  const parts = text.split(':');
  if (parts.length > 3 || !parts.every((part) => /^\d+$/.test(part))) return null;
  const [seconds = 0, minutes = 0, hours = 0] = parts.reverse().map(Number);
  const total = hours * 3600 + minutes * 60 + seconds;
  if (total === 0) return null;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

export interface VideoStructuredDataInput {
  name?: string | null;
  description?: string | null;
  contentUrl?: string | null;
  thumbnailUrl?: string | null;
  uploadDate?: string | null;
  duration?: string | null;
}

/**
 * schema.org VideoObject, only when the name, description, thumbnail, upload date and
 * content URL are all there (search engines reject partial ones). The duration is added
 * in ISO form when it can be read.
 */
export function videoObjectJsonLd(input: VideoStructuredDataInput): Record<string, unknown> | null {
  const {name, description, contentUrl, thumbnailUrl, uploadDate} = input;
  if (!name || !description || !contentUrl || !thumbnailUrl || !uploadDate) return null;
  const duration = isoDuration(input.duration);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name,
    description,
    contentUrl,
    thumbnailUrl,
    uploadDate,
    ...(duration ? {duration} : {}),
  };
}
