import {
  Component as ReactComponent,
  createContext,
  memo,
  useMemo,
  Suspense,
  useContext,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import {useNavigate} from '@remix-run/react';
import {reportError} from '~/lib/errors';
import {isHydrated} from '~/lib/hydration';
import {
  fetchSection,
  readResource,
  readStoredSection,
  type Resource,
  type SectionRef,
} from '~/lib/section-data';
import {whenIdle, whenInteracted, whenVisible, type LazyComponent} from './lazy';

/**
 * The data of server-only sections for this render: the request's store on the server
 * (`entry.server.tsx` provides it), fixed data in tests. In the browser sections fetch theirs.
 */
const SectionDataContext = createContext<ReadonlyMap<string, () => unknown> | null>(null);
export const SectionDataProvider = SectionDataContext.Provider;

type When = 'visible' | 'idle' | 'interaction';

type LazySectionProps<Props extends object> = {
  /** The section's code, `lazyWithPreload(() => import(…))`. */
  component: LazyComponent<Props>;
  /**
   * When its code (and data) load while the page hydrates: near the viewport (default), when
   * the browser is idle, or when the shopper reaches for it (`interaction`: pointer, touch or
   * focus; for a first screen's section a shopper may only look at, whose code is heavy).
   */
  when?: When;
  /** Shown only where there is no server HTML (a navigation in the browser) until it is ready. */
  fallback?: ReactNode;
} & (
  | {/** Props from the loader's data. */ props: Props; section?: never}
  | {
      /** Data the loader kept on the server (`serverSection`): fetched with the code. */ section: SectionRef<Props>;
      props?: never;
    }
);

/**
 * A server-rendered section whose code, and optionally data, the browser loads later. While
 * the page hydrates, React keeps the section's server HTML as it is (a Suspense boundary whose
 * child has not loaded) and hydrates it once its code (and data) have arrived: when it comes
 * near the viewport or the browser is idle. Mounted later by a navigation, it loads at once
 * and shows `fallback` meanwhile. Use it for below-the-fold and secondary parts; the first
 * screen and anything a shopper uses at once stay in the page's eager code.
 *
 * It adds no box of its own (`display: contents`, so a sticky or grid child behaves as if it
 * stood alone): put spacing on the section or around it. Memoised on its props (`fallback`
 * aside): an update reaching a boundary that is still waiting would make React drop the
 * server HTML and render the fallback instead.
 */
export const LazySection = memo(LazySectionFrame, sameSection) as <Props extends object>(
  props: LazySectionProps<Props>,
) => ReactNode;

interface Loader {
  /** Opened: the code (and data) are loading or here. */
  started: boolean;
  opened: Promise<void>;
  start(): void;
  data?: Resource<unknown>;
  /** The section runs in the browser: its own handlers take its clicks. */
  live: boolean;
  /** A control pressed before the section was live: pressed again once it is. */
  pendingClick?: HTMLElement;
}

function LazySectionFrame<Props extends object>({
  component,
  when = 'visible',
  fallback = null,
  props,
  section,
}: LazySectionProps<Props>) {
  const frame = useRef<HTMLDivElement>(null);
  // A new `src` (a list page's new query) is new data for the same section: the section stays
  // mounted (a list keeps its state) and renders the new data once it has arrived.
  const loader = useMemo(() => createLoader(component, section?.src), [component, section?.src]);
  // Mounted after hydration there is no server HTML to keep: load now.
  if (!import.meta.env.SSR && isHydrated()) loader.start();
  useEffect(() => {
    if (loader.started) return undefined;
    // The frame has no box: watch the section's own first element (the server's HTML).
    const target = frame.current?.firstElementChild;
    if (when === 'interaction' && frame.current) return whenInteracted(frame.current, loader.start);
    return when === 'visible' && target ? whenVisible(target, loader.start) : whenIdle(loader.start);
  }, [loader, when]);
  return (
    <div ref={frame} className="contents">
      <EarlyClicks frame={frame} loader={loader} />
      <SectionErrorBoundary fallback={fallback} src={section?.src}>
        <Suspense fallback={fallback}>
          <SectionBody loader={loader} component={component} props={props} section={section} />
        </Suspense>
      </SectionErrorBoundary>
    </div>
  );
}

function createLoader(
  component: {preload(): Promise<unknown>; requested: Promise<void>},
  src: string | undefined,
): Loader {
  let open = () => undefined as void;
  const loader: Loader = {
    started: false,
    live: false,
    opened: new Promise<void>((resolve) => (open = resolve)),
    start() {
      if (loader.started) return;
      loader.started = true;
      if (src) loader.data = fetchSection(src);
      void component.preload().then(open, open);
    },
  };
  // Code asked for elsewhere (a button's hover preloads the dialog host it opens): load now.
  if (!import.meta.env.SSR) void component.requested.then(() => loader.start());
  return loader;
}

function SectionBody<Props extends object>({
  loader,
  component,
  props,
  section,
}: {
  loader: Loader;
  component: LazyComponent<Props>;
  props?: Props;
  section?: SectionRef<Props>;
}) {
  const Component = component as unknown as ComponentType<object>;
  const store = useContext(SectionDataContext);
  useEffect(() => {
    loader.live = true;
    const pressed = loader.pendingClick;
    loader.pendingClick = undefined;
    if (pressed?.isConnected) pressed.click();
  }, [loader]);
  const stored = section ? store?.get(section.src) : undefined;
  if (section && stored) return <Component {...readStoredSection(stored() as Props)} />;
  if (import.meta.env.SSR) {
    if (section)
      throw new Error(`No server data for section ${section.src}: its loader calls serverSection()`);
  } else if (!loader.started) {
    // The first pass over the server's HTML: keep it until the section is wanted.
    if (!isHydrated()) throw loader.opened;
    loader.start();
  }
  const data = loader.data ? (readResource(loader.data) as Props) : (props as Props);
  return <Component {...data} />;
}

/** Controls whose press can wait for the section's code (links are handled apart). */
const CONTROLS = 'button, summary, label, input[type="checkbox"], input[type="radio"], [role="button"]';

/**
 * Until a section is live, React ignores presses inside its server HTML (no handlers yet): a
 * link would reload the whole page, a button would do nothing. This takes them first: a link
 * of the app (Remix's `Link`, marked `data-discover`) navigates in the browser at once; another
 * control starts the section's code and is pressed again once the section is live. Plain links
 * (other sites, new tabs, downloads, and the list's own filter links) keep their usual way.
 * Its own component: the router hook re-renders it, never the waiting section beside it.
 */
function EarlyClicks({frame, loader}: {frame: RefObject<HTMLDivElement>; loader: Loader}) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const section = frame.current;
      const target = event.target instanceof Element ? event.target : null;
      if (loader.live || !section || !target || !section.contains(target)) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = target.closest('a[href]');
      if (link instanceof HTMLAnchorElement && section.contains(link)) {
        if (link.dataset.discover !== 'true' || (link.target && link.target !== '_self')) return;
        if (link.hasAttribute('download') || link.origin !== window.location.origin) return;
        event.preventDefault();
        event.stopPropagation();
        void latest.current(`${link.pathname}${link.search}${link.hash}`);
        return;
      }
      const control = target.closest(CONTROLS);
      if (!(control instanceof HTMLElement) || !section.contains(control)) return;
      event.preventDefault();
      event.stopPropagation();
      loader.pendingClick = control;
      loader.start();
    };
    window.addEventListener('click', onClick, {capture: true});
    return () => window.removeEventListener('click', onClick, {capture: true});
  }, [frame, loader]);
  return null;
}

/** A section whose code or data failed to load shows its fallback; the page goes on. */
class SectionErrorBoundary extends ReactComponent<
  {fallback: ReactNode; src?: string; children: ReactNode},
  {failed: boolean}
> {
  override state = {failed: false};

  static getDerivedStateFromError() {
    return {failed: true};
  }

  override componentDidCatch(error: unknown) {
    reportError('SECTION-LOAD', error, {src: this.props.src});
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function sameSection<Props extends object>(
  before: LazySectionProps<Props>,
  after: LazySectionProps<Props>,
): boolean {
  return (
    before.component === after.component &&
    before.when === after.when &&
    before.section?.src === after.section?.src &&
    shallowEqual(before.props, after.props)
  );
}

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

/**
 * `<Await errorElement>` for streamed parts that simply stay out when their promise fails.
 * It must be an element: with `null` (or no `errorElement`) React Router throws the
 * rejection to the route's error boundary, and a failed bag count or product extra would
 * replace the whole page with the error page.
 */
export const NOTHING_ON_FAILURE = <></>;
