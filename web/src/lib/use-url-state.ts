import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { leavingPage, readParam, writeParam } from "./url-state";

/** The grid and list layouts of the card lists. */
export const LAYOUTS = ["grid", "list"] as const;

/**
 * The query of the address bar now: a change made since the last render (another filter chosen
 * while a search waited for its pause) is kept, which the hook's own params might not hold yet.
 */
function currentQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** Delay before a search box's text goes into the URL. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * One list setting kept in the URL query under `key` (issue 9): a filter, sort or view. A change
 * is a new history entry, so Back undoes it; the default value is left out of the URL, and a value
 * not in `allowed` reads as the default.
 */
export function useUrlState<T extends string = string>(
  key: string,
  fallback: NoInfer<T>,
  allowed?: readonly T[],
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = readParam(params, key, fallback, allowed);
  const setValue = useCallback(
    (next: T) =>
      setParams(() => writeParam(currentQuery(), key, next, fallback), { preventScrollReset: true }),
    [setParams, key, fallback],
  );
  return [value, setValue];
}

/**
 * A search box kept in the URL query under `key`: the text shows at once, and goes into the URL
 * after a pause in typing; one entry per search, replaced rather than added to on each keystroke. A change of
 * the URL itself (Back, a shared link) shows in the box.
 */
export function useUrlSearch(key = "q", delay = SEARCH_DEBOUNCE_MS): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(key) ?? "";
  const [text, setText] = useState(inUrl);
  const timer = useRef<number | undefined>(undefined);
  // The setter of the latest render (navigating from the current location).
  const latestSetParams = useRef(setParams);
  latestSetParams.current = setParams;
  const searching = useRef(inUrl !== "");
  searching.current = inUrl !== "";
  // Where the router is going: a pause that ends while the user is leaving for another page (a
  // card clicked within the pause, its code still loading) must not pull them back here.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  leaving.current = navigation.location !== undefined && navigation.location.pathname !== pathname;
  const here = useRef(pathname);
  here.current = pathname;

  useEffect(() => {
    if (timer.current === undefined) setText(inUrl);
  }, [inUrl]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onChange = useCallback(
    (value: string) => {
      setText(value);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        if (leaving.current || leavingPage(here.current)) return;
        // Starting a search adds one history entry; refining or clearing it replaces that entry.
        latestSetParams.current(() => writeParam(currentQuery(), key, value, ""), {
          replace: searching.current,
          preventScrollReset: true,
        });
      }, delay);
    },
    [key, delay],
  );
  return [text, onChange];
}
