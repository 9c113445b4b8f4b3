import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { COMMON, useT } from "@/i18n";
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
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast({
        variant: "destructive",
        title: t(COMMON.error),
        description: t(
          {
            id: "secret.copyFailed",
            defaultMessage:
              "{noun, select, secret {Copy failed; select the secret and copy it yourself.} other {Copy failed; select the token and copy it yourself.}}",
          },
          { noun },
        ),
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
          {copied ? t(COMMON.copied) : t(COMMON.copy)}
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {t(COMMON.done)}
        </Button>
      </DialogFooter>
    </div>
  );
}
