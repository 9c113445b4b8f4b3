import { useEffect, useImperativeHandle, useRef } from "react";
import type { CaptchaHandle } from "./captcha-types";

let altchaLoaded: Promise<unknown> | null = null;

/** Defines the <altcha-widget> element once, on first use. */
function loadAltcha(): Promise<unknown> {
  altchaLoaded ??= import("altcha");
  return altchaLoaded;
}

interface AltchaStateDetail {
  state: string;
  payload?: string;
}

/** The self-hosted altcha proof-of-work widget; reports its payload when verified, '' otherwise. */
export function AltchaCaptcha({
  challengeUrl,
  onToken,
  ref,
}: {
  challengeUrl: string;
  onToken: (token: string) => void;
  ref?: React.Ref<CaptchaHandle>;
}) {
  const widgetRef = useRef<HTMLElement & { reset?: () => void }>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset?.() }), []);

  useEffect(() => {
    void loadAltcha();
    const widget = widgetRef.current;
    if (!widget) return;
    const handle = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail;
      onTokenRef.current(detail?.state === "verified" && detail.payload ? detail.payload : "");
    };
    widget.addEventListener("statechange", handle);
    return () => widget.removeEventListener("statechange", handle);
  }, []);

  // hidelogo: the logo link is focusable inside an aria-hidden wrapper (axe aria-hidden-focus).
  return <altcha-widget ref={widgetRef} challengeurl={challengeUrl} hidelogo />;
}
