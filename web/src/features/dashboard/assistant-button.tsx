import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AssistantDialog } from "@/features/assistant/assistant-dialog";

/** The dashboard's 'AI Assistant' button: opens the AI Project Assistant dialog. */
export function AssistantButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Sparkles aria-hidden="true" /> AI Assistant
      </Button>
      <AssistantDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
