import {
  Component as ReactComponent,
  createContext,
  memo,
  startTransition,
  useMemo,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import {useNavigate} from '@remix-run/react';
import {reportError} from '~/lib/errors';
import {isHydrated, whenHydrated} from '~/lib/hydration';
import {
  fetchSection,
  readResource,
  readStoredSection,
  type Resource,
  type SectionRef,
} from '~/lib/section-data';
import {whenIdle} from '~/lib/when-idle';
import {whenInteracted, whenVisible, type LazyComponent} from './lazy';
import {
  captureHandover,
  elementAt,
  pathWithin,
  restoreHandover,
  shopperIsIn,
  type Handover,
} from './section-handover';

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
 * A server-rendered section whose code, and optionally data, the browser loads later. The
 * browser keeps the section's server HTML as it is, untouched by React, until the section is
 * wanted: when it comes near the viewport (default), when the browser is idle, or when the
 * shopper reaches for it. Once its code (and data) have arrived, React renders it in place of
 * that HTML, in one commit, keeping focus where it was. Mounted later by a navigation, it
 * loads at once and shows `fallback` meanwhile. Use it for below-the-fold and secondary parts;
 * the first screen and anything a shopper uses at once stay in the page's eager code.
 *
 * Why not a Suspense boundary left to hydrate later: React 18 treats every context change above
 * a boundary still waiting to hydrate (every router update, such as the route discovery after
 * load or a navigation) as a reason to hydrate it at once, so every waiting section loaded
 * right after arrival, and a navigation waited for all of them; an update outside a transition
 * made React drop the server HTML instead. HTML React leaves alone (`dangerouslySetInnerHTML`
 * on the frame during hydration) is never reached by such updates.
 *
 * It adds no box of its own (`display: contents`, so a sticky or grid child behaves as if it
 * stood alone): put spacing on the section or around it. Memoised on its props (`fallback`
 * aside).
 */
export const LazySection = memo(LazySectionFrame, sameSection) as <Props extends object>(
  props: LazySectionProps<Props>,
) => ReactNode;

interface Loader {
  /** Asked for: the code (and data) are loading or here. */
  started: boolean;
  start(): void;
  /** Settles once the code and data have arrived (nothing) or either failed (why). */
  arrived: Promise<{error: unknown} | undefined>;
  data?: Resource<unknown>;
  /** The section runs in the browser: its own handlers take its clicks. */
  live: boolean;
  /** Where a control pressed before the section was live sits: pressed again once it is. */
  pendingClick?: number[];
  /** What the shopper did to the server's HTML, read as the section replaced it. */
  handover?: Handover;
}

/** The frame while it holds the server's HTML: React hydrates the frame and leaves its contents. */
const SERVER_HTML = {dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true};

/**
 * The section's box-less frame. Until `rendered` it holds the server's HTML; when the section
 * first renders, it reads what the shopper did to that HTML (focus, typed values, scroll…) just
 * before React replaces it, for the section to take over (`restoreHandover`).
 */
class SectionFrame extends ReactComponent<{
  frame: RefObject<HTMLDivElement>;
  loader: Loader;
  rendered: boolean;
  children: ReactNode;
}> {
  override getSnapshotBeforeUpdate(previous: Readonly<{rendered: boolean}>) {
    const root = this.props.frame.current;
    if (!previous.rendered && this.props.rendered && root) this.props.loader.handover = captureHandover(root);
    return null;
  }

  // React calls getSnapshotBeforeUpdate only on a component that has componentDidUpdate.
  override componentDidUpdate() {}

  override render() {
    const {frame, rendered, children} = this.props;
    return (
      <div ref={frame} className="contents" {...(rendered ? null : SERVER_HTML)}>
        {rendered ? children : null}
      </div>
    );
  }
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
  // The first render in the browser is the hydration of the server's HTML, which stays until
  // the section is wanted; mounted after hydration there is no server HTML to keep.
  const [rendered, setRendered] = useState(() => import.meta.env.SSR || isHydrated());

  useEffect(() => {
    if (rendered || loader.started) return undefined;
    // Typed, chosen or focused in while the page's code was still on its way: wanted now.
    if (frame.current && shopperIsIn(frame.current)) {
      loader.start();
      return undefined;
    }
    // The frame has no box: watch the section's own first element (the server's HTML).
    const target = frame.current?.firstElementChild;
    if (when === 'interaction' && frame.current) return whenInteracted(frame.current, loader.start);
    return when === 'visible' && target ? whenVisible(target, loader.start) : whenIdle(loader.start);
  }, [loader, when, rendered]);

  useEffect(() => {
    if (rendered) return undefined;
    let current = true;
    void loader.arrived.then((failure) => {
      if (!current) return;
      // The server's HTML stays (its links still work) and the failure is reported.
      if (failure) {
        reportError('SECTION-LOAD', failure.error, {src: section?.src});
        return;
      }
      startTransition(() => setRendered(true));
    });
    return () => {
      current = false;
    };
  }, [loader, rendered, section?.src]);

  return (
    <>
      <EarlyInput frame={frame} loader={loader} />
      <SectionFrame frame={frame} loader={loader} rendered={rendered}>
        <SectionErrorBoundary fallback={fallback} src={section?.src}>
          <Suspense fallback={fallback}>
            <SectionBody
              frame={frame}
              loader={loader}
              component={component}
              props={props}
              section={section}
            />
          </Suspense>
        </SectionErrorBoundary>
      </SectionFrame>
    </>
  );
}

function createLoader(
  component: {preload(): Promise<unknown>; requested: Promise<void>},
  src: string | undefined,
): Loader {
  let settle: (failure?: {error: unknown}) => void = () => undefined;
  const loader: Loader = {
    started: false,
    live: false,
    arrived: new Promise((resolve) => (settle = resolve)),
    start() {
      if (loader.started) return;
      loader.started = true;
      if (src) loader.data = fetchSection(src);
      Promise.all([component.preload(), loader.data?.promise]).then(
        () => settle(),
        (error: unknown) => settle({error}),
      );
    },
  };
  // Code asked for elsewhere (a button's hover preloads the dialog host it opens): load now.
  if (!import.meta.env.SSR) void component.requested.then(() => loader.start());
  return loader;
}

function SectionBody<Props extends object>({
  frame,
  loader,
  component,
  props,
  section,
}: {
  frame: RefObject<HTMLDivElement>;
  loader: Loader;
  component: LazyComponent<Props>;
  props?: Props;
  section?: SectionRef<Props>;
}) {
  const Component = component as unknown as ComponentType<object>;
  const store = useContext(SectionDataContext);
  useEffect(() => {
    loader.live = true;
    const {handover, pendingClick} = loader;
    loader.handover = loader.pendingClick = undefined;
    const root = frame.current;
    if (!root) return;
    if (handover) restoreHandover(root, handover);
    const pressed = pendingClick && elementAt(root, pendingClick);
    if (pressed instanceof HTMLElement) pressed.click();
  }, [frame, loader]);
  const stored = section ? store?.get(section.src) : undefined;
  if (section && stored) return <Component {...readStoredSection(stored() as Props)} />;
  if (import.meta.env.SSR) {
    if (section)
      throw new Error(`No server data for section ${section.src}: its loader calls serverSection()`);
  } else {
    loader.start();
  }
  const data = loader.data ? (readResource(loader.data) as Props) : (props as Props);
  return <Component {...data} />;
}

/** Controls whose press can wait for the section's code (links are handled apart). */
const CONTROLS = 'button, summary, label, input[type="checkbox"], input[type="radio"], [role="button"]';

/**
 * Until a section is live, nothing of the app answers inside its server HTML: a link would
 * reload the whole page, a button would do nothing. This takes presses first: a link of the
 * app (Remix's `Link`, marked `data-discover`) navigates in the browser at once; another
 * control starts the section's code and is pressed again once the section is live. Plain links
 * (other sites, new tabs, downloads, and the list's own filter links) keep their usual way.
 * Typing or choosing in a field starts the section's code too; the value is carried over.
 * Its own component: the router hook re-renders it, never the waiting section beside it.
 */
function EarlyInput({frame, loader}: {frame: RefObject<HTMLDivElement>; loader: Loader}) {
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
      loader.pendingClick = pathWithin(section, control);
      loader.start();
    };
    const onInput = (event: Event) => {
      if (!loader.live && event.target instanceof Node && frame.current?.contains(event.target))
        loader.start();
    };
    window.addEventListener('click', onClick, {capture: true});
    window.addEventListener('input', onInput, {capture: true});
    window.addEventListener('change', onInput, {capture: true});
    // The early-input guard lets events through a task after the page has hydrated; a field
    // changed in between (after the section's first look, before that task) reached neither
    // the section nor these listeners, and would wait for the shopper's next move. So look once
    // more after that task.
    let disposed = false;
    let lookAgain: ReturnType<typeof setTimeout> | undefined;
    whenHydrated(() => {
      if (disposed) return;
      lookAgain = setTimeout(() => {
        if (!loader.started && frame.current && shopperIsIn(frame.current)) loader.start();
      }, 0);
    });
    return () => {
      disposed = true;
      clearTimeout(lookAgain);
      window.removeEventListener('click', onClick, {capture: true});
      window.removeEventListener('input', onInput, {capture: true});
      window.removeEventListener('change', onInput, {capture: true});
    };
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
