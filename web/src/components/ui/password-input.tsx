import { EyeIcon, EyeOffIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { defineMessages, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { Input } from "./input";

const TOGGLE = defineMessages({
  show: {
    id: "ui.passwordInput.show",
    defaultMessage:
      "{what, select, confirmPassword {Show confirm password} currentPassword {Show current password} newPassword {Show new password} passwordConfirmation {Show password confirmation} apiKey {Show API key} token {Show token} other {Show password}}",
  },
  hide: {
    id: "ui.passwordInput.hide",
    defaultMessage:
      "{what, select, confirmPassword {Hide confirm password} currentPassword {Hide current password} newPassword {Hide new password} passwordConfirmation {Hide password confirmation} apiKey {Hide API key} token {Hide token} other {Hide password}}",
  },
});

/** What a password field's toggle names ('Show password', 'Show API key'...). */
export type PasswordToggleLabel =
  | "password"
  | "confirmPassword"
  | "currentPassword"
  | "newPassword"
  | "passwordConfirmation"
  | "apiKey"
  | "token";

/** A password field with a show/hide toggle; `toggleLabel` names what is shown ("password" by default). */
export function PasswordInput({
  className,
  toggleLabel = "password",
  ...props
}: Omit<ComponentProps<"input">, "type"> & { toggleLabel?: PasswordToggleLabel }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pe-10", className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={t(visible ? TOGGLE.hide : TOGGLE.show, { what: toggleLabel })}
        aria-pressed={visible}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {visible ? (
          <EyeOffIcon aria-hidden="true" className="size-4" />
        ) : (
          <EyeIcon aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
