import { useQuery } from "@tanstack/react-query";
import { publicConfigQuery } from "@/api/config";
import { Skeleton } from "@/components/ui/skeleton";
import { AltchaCaptcha } from "./altcha-captcha";
import type { CaptchaHandle } from "./captcha-types";
import { RecaptchaCaptcha } from "./recaptcha-captcha";

/** Whether the forms must collect a captcha token (false for provider 'none' or while unknown). */
export function useCaptchaRequired(): boolean {
  const { data } = useQuery(publicConfigQuery);
  return data !== undefined && data.captcha.provider !== "none";
}

/** Props of the captcha widget. */
export interface CaptchaProps {
  /** Called with the token when solved and '' when it expires or fails. */
  onToken: (token: string) => void;
  /** The validation message to show under the widget. */
  error?: string;
  /** Lets the form reset the widget. */
  ref?: React.Ref<CaptchaHandle>;
}

/** The human-verification widget chosen by GET /api/config; renders nothing for 'none'. */
export function Captcha({ onToken, error, ref }: CaptchaProps) {
  const { data, isPending } = useQuery(publicConfigQuery);
  if (isPending) return <Skeleton className="h-[78px] w-full max-w-[304px]" />;
  const captcha = data?.captcha;
  if (!captcha || captcha.provider === "none") return null;

  return (
    <div className="grid gap-2">
      {captcha.provider === "altcha" ? (
        <AltchaCaptcha
          ref={ref}
          challengeUrl={captcha.challengeUrl ?? "/api/auth/captcha/challenge"}
          onToken={onToken}
        />
      ) : (
        <RecaptchaCaptcha ref={ref} siteKey={captcha.siteKey ?? ""} onToken={onToken} />
      )}
      {error && (
        <p id="recaptchaToken-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
