import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { COMMON, defineMessage, translator } from "@/i18n";
import { toast } from "@/lib/toast";

const COPY_FAILED = defineMessage({
  id: "repositories.copyFailed",
  defaultMessage: "Copy failed; select the {noun} and copy it yourself.",
});

/** A button that copies `text` and says so; a failed copy asks the user to copy `noun` by hand. */
export function CopyButton({ text, label, noun }: { text: string; label: string; noun: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: translator()(COMMON.copied), description: text });
    } catch {
      toast({
        variant: "destructive",
        title: translator()(COMMON.error),
        description: translator()(COPY_FAILED, { noun }),
      });
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} title={text}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {label}
    </Button>
  );
}
