import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";

/**
 * A secret shown once (an API token, a webhook's signing secret): a read-only field that selects
 * itself, 'Copy', and 'Done'. `label` names the field; `noun` is what a failed copy asks to copy.
 */
export function SecretReveal({
  secret,
  label,
  noun,
  onDone,
}: {
  secret: string;
  label: string;
  noun: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast({
        variant: "destructive",
        title: "Error",
        description: `Copy failed; select the ${noun} and copy it yourself.`,
      });
    }
  };
  return (
    <div className="grid gap-4">
      <div className="flex gap-2">
        <Input
          readOnly
          value={secret}
          aria-label={label}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
