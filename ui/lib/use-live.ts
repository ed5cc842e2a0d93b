import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from './api';
import { versions, type Topic } from './live';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Below this gap, a burst of events (a month of billing) becomes one refetch. Measured on the monotonic clock: the
 * wall clock may jump or, in the screenshot tests, stand still.
 */
const THROTTLE_MS = 250;

/**
 * Loads `fetcher` when `key` changes and again whenever one of `topics` has events: a view
 * stays current without reloading the page. Refetches are throttled, and an answer that
 * arrives after a newer request was made is dropped.
 */
export function useLive<T>(key: string, topics: Topic[], fetcher: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [nudge, setNudge] = useState(0);
  const latest = useRef(0);
  const liveVersion = topics.map((topic) => versions[topic].value).join(',');
  const throttle = useRef<{ timer: ReturnType<typeof setTimeout> | null; last: number }>({
    timer: null,
    last: -Infinity,
  });
  const shownKey = useRef(key);
  // Another record or filter: what was shown belongs to the old one.
  if (shownKey.current !== key) {
    shownKey.current = key;
    throttle.current.last = -Infinity;
    if (state.data !== null) setState({ data: null, error: null, loading: true });
  }

  // A layout effect: the request leaves as soon as the view is rendered, not a frame later.
  useLayoutEffect(() => {
    const run = () => {
      throttle.current.last = performance.now();
      throttle.current.timer = null;
      const ticket = ++latest.current;
      setState((previous) => ({ ...previous, loading: true }));
      fetcher().then(
        (data) => ticket === latest.current && setState({ data, error: null, loading: false }),
        (error: unknown) =>
          ticket === latest.current &&
          setState((previous) => ({
            data: previous.data,
            error: error instanceof ApiError || error instanceof Error ? error.message : String(error),
            loading: false,
          })),
      );
    };
    const wait = THROTTLE_MS - (performance.now() - throttle.current.last);
    if (throttle.current.timer) clearTimeout(throttle.current.timer);
    if (wait <= 0) run();
    else throttle.current.timer = setTimeout(run, wait);
  }, [key, liveVersion, nudge]);

  useEffect(() => () => void (throttle.current.timer && clearTimeout(throttle.current.timer)), []);
  return { ...state, reload: () => setNudge((n) => n + 1) };
}
