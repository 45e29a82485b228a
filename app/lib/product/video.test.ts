import {describe, expect, it} from 'vitest';
import {isoDuration, videoObjectJsonLd} from './video';

describe('isoDuration', () => {
  it('converts m:ss and hh:mm:ss', () => {
    expect(isoDuration('0:32')).toBe('PT32S');
    expect(isoDuration('00:00:18')).toBe('PT18S');
    expect(isoDuration('1:05')).toBe('PT1M5S');
    expect(isoDuration('1:00:00')).toBe('PT1H');
  });

  it('reads plain seconds and carries them over', () => {
    expect(isoDuration('75')).toBe('PT1M15S');
  });

  it('keeps durations already in ISO form', () => {
    expect(isoDuration('PT1M30S')).toBe('PT1M30S');
  });

  it('gives nothing for empty, zero or unreadable values', () => {
    expect(isoDuration('')).toBeNull();
    expect(isoDuration(null)).toBeNull();
    expect(isoDuration('0:00')).toBeNull();
    expect(isoDuration('about a minute')).toBeNull();
    expect(isoDuration('1:2:3:4')).toBeNull();
  });
});

describe('videoObjectJsonLd', () => {
  const complete = {
    name: 'DreamKnit Legging',
    description: 'In motion',
    contentUrl: 'https://cdn.example/v.mp4',
    thumbnailUrl: 'https://cdn.example/p.jpg',
    uploadDate: '2025-05-01T00:00:00Z',
    duration: '0:32',
  };

  it('describes a complete video with its ISO duration', () => {
    expect(videoObjectJsonLd(complete)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      ...complete,
      duration: 'PT32S',
    });
  });

  it('leaves the duration out when there is none', () => {
    expect(videoObjectJsonLd({...complete, duration: ''})).not.toHaveProperty('duration');
  });

  it('gives nothing when a required field is missing', () => {
    for (const field of ['name', 'description', 'contentUrl', 'thumbnailUrl', 'uploadDate'] as const) {
      expect(videoObjectJsonLd({...complete, [field]: null})).toBeNull();
    }
  });
});
