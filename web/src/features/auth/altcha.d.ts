import type { DetailedHTMLProps, HTMLAttributes } from "react";

/** Attributes of the altcha web component that the app sets. */
interface AltchaWidgetAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  challengeurl?: string;
  hidefooter?: boolean;
  hidelogo?: boolean;
  name?: string;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": AltchaWidgetAttributes;
    }
  }
}
