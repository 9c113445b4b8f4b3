import { useEffect, useImperativeHandle, useRef, useState } from "react";
import { useT } from "@/i18n";
import type { CaptchaHandle } from "./captcha-types";

interface RecaptchaApi {
  render: (container: HTMLElement, params: Record<string, unknown>) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
    __sprintboardRecaptchaLoaded?: () => void;
  }
}

let recaptchaLoaded: Promise<RecaptchaApi> | null = null;

/** Loads Google's script once; only ever called when the provider is 'recaptcha'. */
function loadRecaptcha(): Promise<RecaptchaApi> {
  recaptchaLoaded ??= new Promise<RecaptchaApi>((resolve, reject) => {
    window.__sprintboardRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
    };
    const script = document.createElement("script");
    script.src =
      "https://www.google.com/recaptcha/api.js?onload=__sprintboardRecaptchaLoaded&render=explicit";
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      recaptchaLoaded = null;
      script.remove();
      reject(new Error("Could not load reCAPTCHA"));
    };
    document.head.appendChild(script);
  });
  return recaptchaLoaded;
}

/** Google reCAPTCHA v2 checkbox (image type, light theme, normal size). */
export function RecaptchaCaptcha({
  siteKey,
  onToken,
  ref,
}: {
  siteKey: string;
  onToken: (token: string) => void;
  ref?: React.Ref<CaptchaHandle>;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  const [loadFailed, setLoadFailed] = useState(false);
  const t = useT();

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        if (widgetId.current !== null) window.grecaptcha?.reset(widgetId.current);
      },
    }),
    [],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    // A fresh child per mount: grecaptcha refuses to render twice into one element.
    const target = document.createElement("div");
    container.appendChild(target);
    loadRecaptcha()
      .then((api) => {
        if (cancelled) return;
        widgetId.current = api.render(target, {
          sitekey: siteKey,
          type: "image",
          theme: "light",
          size: "normal",
          callback: (token: string) => onTokenRef.current(token),
          "expired-callback": () => onTokenRef.current(""),
          "error-callback": () => onTokenRef.current(""),
        });
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
      widgetId.current = null;
      target.remove();
    };
  }, [siteKey]);

  return (
    <div>
      <div ref={containerRef} className="min-h-[78px]" />
      {loadFailed && (
        <p className="text-sm text-destructive">
          {t({
            id: "auth.captcha.loadFailed",
            defaultMessage: "The verification widget could not be loaded. Check your connection.",
          })}
        </p>
      )}
    </div>
  );
}
