import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/** A button that copies `text` and says so; a failed copy asks the user to copy `noun` by hand. */
export function CopyButton({ text, label, noun }: { text: string; label: string; noun: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: "Copied", description: text });
    } catch {
      toast({
        variant: "destructive",
        title: "Error",
        description: `Copy failed; select the ${noun} and copy it yourself.`,
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
