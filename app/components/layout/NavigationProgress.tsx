import {useNavigation} from '@remix-run/react';
import {useEffect, useState} from 'react';
import {useT} from '~/lib/i18n/i18n';

/** Navigations shorter than this show no bar at all. */
const SHOW_AFTER_MS = 150;
const FINISH_MS = 300;

type Phase = 'idle' | 'loading' | 'finishing';

/**
 * A thin bar at the top of the page while a navigation loads. It creeps towards
 * 80 % and completes when the page arrives; with reduced motion it simply
 * appears and disappears.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const t = useT();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('loading'), SHOW_AFTER_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'loading' ? 'finishing' : 'idle'));
  }, [busy]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loadingPage')}
      aria-busy={phase === 'loading'}
      data-testid="navigation-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div
        className={
          phase === 'loading'
            ? 'h-full w-4/5 bg-brand motion-safe:animate-[navigation-progress_8s_cubic-bezier(0.1,0.7,0.2,1)]'
            : 'h-full w-full bg-brand opacity-0 motion-safe:transition-[width,opacity] motion-safe:duration-300'
        }
      />
    </div>
  );
}
