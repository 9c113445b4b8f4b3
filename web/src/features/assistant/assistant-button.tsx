import { Sparkles } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";

const loadDialog = () => import("./assistant-dialog");
// The assistant's form, plan review and select menus load on first use, not with the dashboard.
const AssistantDialog = lazy(() => loadDialog().then((m) => ({ default: m.AssistantDialog })));

/** The dashboard's 'AI Assistant' button: opens the AI Project Assistant dialog. */
export function AssistantButton() {
  const [open, setOpen] = useState(false);
  const t = useT();
  // Mounted from the first opening on, then kept, as when it was loaded with the page.
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        <Sparkles aria-hidden="true" /> {t({ id: "dashboard.aiAssistant", defaultMessage: "AI Assistant" })}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <AssistantDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
